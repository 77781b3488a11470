/**
 * pairVersions (src/analyzers/supply-chain/change-list.ts) pairs the copies of one package a
 * lockfile holds before and after: the same pairs as the direct reading it replaced (kept below as
 * the reference), which filtered every version left for each version and was quadratic (4,000
 * versions of one package: 15 s). Time-free: the answers are compared, on generated lockfiles.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairVersions } from '../../src/analyzers/supply-chain/change-list.js';
import { displayVersion, indexDependencies, type IndexedDependency } from '../../src/ecosystems/diff.js';
import type { ExtractedDependency } from '../../src/ecosystems/types.js';
import { compareLoose } from '../../src/ecosystems/versions.js';

const SEED = Number(process.env.FC_SEED ?? 424242);

/** The reading before 2026-11-28, as it was. */
function referencePairs(base: IndexedDependency, head: IndexedDependency): [string | null, string | null][] {
  if (base.versions.length <= 1 && head.versions.length <= 1) return [[displayVersion('npm', base), displayVersion('npm', head)]];
  const inHead = new Set(head.versions);
  const inBase = new Set(base.versions);
  const gone = base.versions.filter((v) => !inHead.has(v));
  const arrived = head.versions.filter((v) => !inBase.has(v));
  if (gone.length === 0 && arrived.length === 0) return [[displayVersion('npm', base), displayVersion('npm', head)]];
  const majorOf = (version: string): string => /\d+/.exec(version)?.[0] ?? '';
  gone.sort(compareLoose);
  arrived.sort(compareLoose);
  const pairs: [string | null, string | null][] = [];
  for (const to of arrived) {
    const sameMajor = gone.filter((v) => majorOf(v) === majorOf(to));
    const pool = sameMajor.length > 0 ? sameMajor : gone;
    const below = pool.filter((v) => compareLoose(v, to) <= 0);
    const from = below.length > 0 ? below[below.length - 1] : pool[0];
    if (from === undefined) {
      pairs.push([null, to]);
      continue;
    }
    gone.splice(gone.indexOf(from), 1);
    pairs.push([from, to]);
  }
  for (const from of gone) pairs.push([from, null]);
  return pairs;
}

function entry(versions: readonly string[], tag: string): IndexedDependency {
  const deps: ExtractedDependency[] = versions.map((version, i) => ({ name: 'a', version, dev: i % 3 === 0, source: 'registry', depType: 'locked', resolved: `https://registry.npmjs.org/a/-/a-${version}.tgz#${tag}${i}` }));
  return indexDependencies('npm', deps).get('a')!;
}

describe('pairVersions', () => {
  it('pairs as the direct reading did, copies included (property)', () => {
    const version = fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), fc.constantFrom('', '', '-beta.1', '-rc.2', '+build')).map(([a, b, c, d]) => `${a}.${b}.${c}${d}`);
    const side = fc.array(version, { minLength: 1, maxLength: 14 });
    fc.assert(
      fc.property(side, side, (before, after) => {
        const base = entry(before, 'b');
        const head = entry(after, 'h');
        const pairs = pairVersions('npm', base, head);
        expect(pairs.map((p) => [p.from, p.to])).toEqual(referencePairs(base, head));
        for (const pair of pairs) {
          if (pair.base !== null && pair.from !== null && base.versions.length + head.versions.length > 2) expect(pair.base.all.every((d) => (d.version ?? '') === pair.from)).toBe(true);
          if (pair.head !== null && pair.to !== null && base.versions.length + head.versions.length > 2) expect(pair.head.all.every((d) => (d.version ?? '') === pair.to)).toBe(true);
        }
      }),
      { seed: SEED, numRuns: 1_000 },
    );
  });

  it('4,000 versions of one package on each side: every version is paired once', () => {
    const base = entry(Array.from({ length: 4_000 }, (_, i) => `${i % 7}.0.${i}`), 'b');
    const head = entry(Array.from({ length: 4_000 }, (_, i) => `${i % 9}.1.${i}`), 'h');
    const pairs = pairVersions('npm', base, head);
    expect(pairs.filter((p) => p.to !== null).map((p) => p.to).sort()).toEqual([...head.versions].sort());
    expect(pairs.filter((p) => p.from !== null).map((p) => p.from).sort()).toEqual([...base.versions].sort());
    expect(pairs.map((p) => [p.from, p.to])).toEqual(referencePairs(base, head));
  }, 60_000);
});
