import { describe, expect, it } from 'vitest';
import { analyze, change, snapshotOf } from '../support/supply-chain-snapshot.js';
import { makeFile } from '../support/snapshot-factory.js';

/** A Yarn berry lockfile with one registry package and its built-in patch (or a plain registry entry). */
function berryLock(hash: string, checksum: string, builtin = true): string {
  const patched = builtin
    ? [
        '"resolve@patch:resolve@npm%3A^1.22.1#optional!builtin<compat/resolve>":',
        '  version: 1.22.8',
        `  resolution: "resolve@patch:resolve@npm%3A1.22.8#optional!builtin<compat/resolve>::version=1.22.8&hash=${hash}"`,
        `  checksum: 10/${checksum.repeat(128)}`,
        '  languageName: node',
        '  linkType: hard',
      ]
    : ['"resolve@npm:^1.22.1":', '  version: 1.22.8', '  resolution: "resolve@npm:1.22.8"', `  checksum: 10/${checksum.repeat(128)}`, '  languageName: node', '  linkType: hard'];
  // Yarn locks the unpatched package beside its patched copy.
  const plain = ['"resolve@npm:1.22.8":', '  version: 1.22.8', '  resolution: "resolve@npm:1.22.8"', `  checksum: 10/${'f'.repeat(128)}`, '  languageName: node', '  linkType: hard', ''];
  return ['__metadata:', '  version: 8', '  cacheKey: 10', '', ...(builtin ? plain : []), ...patched, ''].join('\n');
}

const yarnrc = (from: string, to: string) => makeFile('.yarnrc.yml', { patch: ['@@ -1,1 +1,1 @@', `-yarnPath: .yarn/releases/yarn-${from}.cjs`, `+yarnPath: .yarn/releases/yarn-${to}.cjs`].join('\n') });
const packageManager = (from: string, to: string) => makeFile('package.json', { patch: ['@@ -3,1 +3,1 @@', `-  "packageManager": "yarn@${from}"`, `+  "packageManager": "yarn@${to}"`].join('\n') });
const severities = (...files: Parameters<typeof snapshotOf>) => analyze(snapshotOf(...files)).findings.filter((f) => f.id === 'lockfile-integrity-changed').map((f) => f.severity);

describe('lockfile-integrity-changed on a Yarn built-in patch', () => {
  it('is low when the checksum of a built-in compat patch moves with a Yarn version change', () => {
    expect(severities(change('yarn.lock', berryLock('c3c19d', 'a'), berryLock('9bd1a5', 'b')), yarnrc('4.17.0', '4.17.1'))).toEqual(['low']);
    expect(severities(change('website/yarn.lock', berryLock('c3c19d', 'a'), berryLock('9bd1a5', 'b')), packageManager('4.17.0', '4.17.1'))).toEqual(['low']);
  });

  it('stays high without a Yarn version change, and for a registry package whatever Yarn does', () => {
    expect(severities(change('yarn.lock', berryLock('c3c19d', 'a'), berryLock('9bd1a5', 'b')))).toEqual(['high']);
    expect(severities(change('yarn.lock', berryLock('', 'a', false), berryLock('', 'b', false)), yarnrc('4.17.0', '4.17.1'))).toEqual(['high']);
  });
});
