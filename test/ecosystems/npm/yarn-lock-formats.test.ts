import { describe, expect, it } from 'vitest';
import { extractYarnLock } from '../../../src/ecosystems/npm/yarn-lock.js';
import { analyze, change, snapshotOf } from '../../support/supply-chain-snapshot.js';

const classic = (indent: string, host = 'https://registry.yarnpkg.com'): string =>
  `# yarn lockfile v1\n\n\nleft-pad@^1.3.0:\n${indent}version "1.3.0"\n${indent}resolved "${host}/left-pad/-/left-pad-1.3.0.tgz#abc"\n${indent}integrity sha512-AAAA\n`;

const berry = (indent: string, crlf = false): string => {
  const text = `__metadata:\n${indent}version: 8\n${indent}cacheKey: 10c0\n\n"left-pad@npm:^1.3.0":\n${indent}version: 1.3.0\n${indent}resolution: "left-pad@npm:1.3.0"\n${indent}checksum: 10c0/abc\n${indent}languageName: node\n${indent}linkType: hard\n`;
  return crlf ? text.replace(/\n/g, '\r\n') : text;
};

describe('yarn.lock formatting', () => {
  it('reads a re-indented berry lockfile (YAML) in full, with the same facts', () => {
    const expected = extractYarnLock(berry('  ')).deps;
    expect(expected).toHaveLength(1);
    expect(extractYarnLock(berry('    ')).deps).toEqual(expected);
    expect(extractYarnLock(berry('    ', true)).deps).toEqual(expected);
  });

  it('reports a re-indented classic lockfile as unreadable instead of reading its entries without fields', () => {
    expect(extractYarnLock(classic('  ')).deps.map((d) => d.version)).toEqual(['1.3.0']);
    expect(extractYarnLock(classic('    ')).skipReason).toMatch(/not in the layout yarn writes/);
    const section = analyze(snapshotOf(change('yarn.lock', classic('  '), classic('    ', 'https://npm.evil.example'))));
    expect(section.skipped.map((s) => s.path)).toEqual(['yarn.lock']);
  });
});
