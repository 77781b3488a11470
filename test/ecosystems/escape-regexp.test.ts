import { describe, expect, it } from 'vitest';
import { escapeRegExp } from '../../src/ecosystems/util.js';

describe('escapeRegExp: text that matches itself inside a regular expression', () => {
  const SPECIAL = '.*+?^${}()|[]\\/-';

  it('escapes every metacharacter, so a pattern built from the text matches only that text', () => {
    for (const text of [SPECIAL, 'scripts/build.sh', 'a.b', '$name', 'x-y', '[abc]', 'a\\d', '(a|b)*', 'plain_word']) {
      const re = new RegExp(`^${escapeRegExp(text)}$`);
      expect(re.test(text), text).toBe(true);
    }
    expect(new RegExp(`^${escapeRegExp('a.b')}$`).test('axb')).toBe(false);
    expect(new RegExp(`^${escapeRegExp('a*')}$`).test('aaa')).toBe(false);
    expect(new RegExp(`^${escapeRegExp('$x')}$`).test('x')).toBe(false);
    expect(new RegExp(`^${escapeRegExp('(a|b)')}$`).test('a')).toBe(false);
    expect(new RegExp(`^${escapeRegExp('a\\d')}$`).test('a1')).toBe(false);
  });

  it('escapes each character of SPECIAL and leaves others alone', () => {
    for (const c of SPECIAL) expect(escapeRegExp(c), c).not.toBe(c);
    expect(escapeRegExp('abc_XYZ 09:=,<>#@!')).toBe('abc_XYZ 09:=,<>#@!');
  });

  it('is literal inside a character class, and valid under the u and v flags', () => {
    const cls = new RegExp(`^[${escapeRegExp('a-z^]\\')}]+$`);
    expect(cls.test('a-z^]\\')).toBe(true);
    expect(cls.test('b')).toBe(false);
    for (const flags of ['u', 'v']) {
      const re = new RegExp(`^${escapeRegExp(SPECIAL)}$`, flags);
      expect(re.test(SPECIAL), flags).toBe(true);
    }
  });
});
