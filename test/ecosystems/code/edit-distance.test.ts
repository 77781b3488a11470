import fc from 'fast-check';
import { distance } from 'fastest-levenshtein';
import { describe, expect, it } from 'vitest';
import { withinEditDistance } from '../../../src/ecosystems/code/edit-distance.js';
import { logicChanged } from '../../../src/ecosystems/code/pr-claims.js';

const SEED = Number(process.env.FC_SEED ?? 424242);

describe('withinEditDistance (a band of the Levenshtein table)', () => {
  it('agrees with the full distance on generated pairs (property)', () => {
    const word = fc.string({ unitBinary: fc.constantFrom('a', 'b', 'c', '_'), maxLength: 14 } as never).map(String);
    const pair = fc.oneof(
      fc.tuple(word, word),
      // Near-identical pairs: a word and a few edits of it.
      fc.tuple(word, fc.array(fc.tuple(fc.nat(), fc.constantFrom('ins', 'del', 'sub'), fc.constantFrom('a', 'b', 'x')), { maxLength: 4 })).map(([w, edits]) => {
        let v = w;
        for (const [at, op, ch] of edits) {
          const i = v.length === 0 ? 0 : at % (v.length + (op === 'ins' ? 1 : 0));
          v = op === 'ins' ? v.slice(0, i) + ch + v.slice(i) : op === 'del' ? v.slice(0, i) + v.slice(i + 1) : v.slice(0, i) + ch + v.slice(i + 1);
        }
        return [w, v] as [string, string];
      }),
    );
    fc.assert(
      fc.property(pair, fc.integer({ min: 0, max: 4 }), ([a, b], k) => {
        expect(withinEditDistance(a, b, k), `${JSON.stringify(a)} ${JSON.stringify(b)} ${k}`).toBe(distance(a, b) <= k);
      }),
      { seed: SEED, numRuns: 2_000 },
    );
  });

  it('long names: shifted, swapped and typo-fixed', () => {
    const long = 'ab'.repeat(1_000);
    expect(withinEditDistance(long, `${long.slice(1)}a`, 2)).toBe(true);
    expect(withinEditDistance(long, 'ba'.repeat(1_000), 2)).toBe(true);
    expect(withinEditDistance(long, `xy${long.slice(2, -2)}xy`, 2)).toBe(false);
    expect(withinEditDistance(long, `xy${long.slice(2, -2)}xy`, 4)).toBe(true);
    expect(withinEditDistance(`${'x'.repeat(1_990)}recieve`, `${'x'.repeat(1_990)}receive`, 2)).toBe(true);
    expect(withinEditDistance('', 'ab', 2)).toBe(true);
    expect(withinEditDistance('', 'abc', 2)).toBe(false);
  });

  it('the claim check reads 2,000-character names as before: a typo fixed is no logic, three letters changed are', () => {
    const name = 'a'.repeat(1_990);
    expect(logicChanged([`${name}recieve = 1`], [`${name}receive = 1`].reverse())).toBe(false);
    expect(logicChanged([`${name}abcde = 1`], [`${name}xyzde = 1`])).toBe(true);
  });
});
