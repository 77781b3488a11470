import { describe, expect, it } from 'vitest';
import { durationMinutes, npmrcGuards } from '../../../src/ecosystems/npm/install-guards.js';
import { analyze, change, pkg, snapshotOf, type Change } from '../../support/supply-chain-snapshot.js';

const yaml = (...l: string[]): string => `${l.join('\n')}\n`;
const GUARD_IDS = new Set(['package-gate-weakened', 'npm-install-script']);
const found = (...changes: Change[]) =>
  analyze(snapshotOf(...changes))
    .findings.filter((f) => GUARD_IDS.has(f.id))
    .map((f) => [f.id, f.severity, f.path, f.line, f.package]);
const ws = (...settings: string[]) => yaml('packages:', '  - packages/*', ...settings);

describe('package-gate-weakened: a release-age cooldown lowered or removed', () => {
  it('reports pnpm-workspace.yaml minimumReleaseAge set to 0 or lowered under a day medium, lowered to a day or more low', () => {
    expect(found(change('pnpm-workspace.yaml', ws('minimumReleaseAge: 10080'), ws('minimumReleaseAge: 0')))).toEqual([['package-gate-weakened', 'medium', 'pnpm-workspace.yaml', 3, null]]);
    expect(found(change('pnpm-workspace.yaml', ws('minimumReleaseAge: 4320'), ws('minimumReleaseAge: 60')))).toEqual([['package-gate-weakened', 'medium', 'pnpm-workspace.yaml', 3, null]]);
    expect(found(change('pnpm-workspace.yaml', ws('minimumReleaseAge: 10080'), ws('minimumReleaseAge: 4320')))).toEqual([['package-gate-weakened', 'low', 'pnpm-workspace.yaml', 3, null]]);
  });

  it("weighs a pnpm cooldown removed by pnpm's default: a day from pnpm 11 on, none before; low when the PR does not say which pnpm", () => {
    const manifest = (manager: string) => change('package.json', pkg({ packageManager: 'pnpm@10.18.0' }), pkg({ packageManager: manager }));
    expect(found(change('pnpm-workspace.yaml', ws('minimumReleaseAge: 10080'), ws()))).toEqual([['package-gate-weakened', 'low', 'pnpm-workspace.yaml', null, null]]);
    expect(found(change('pnpm-workspace.yaml', ws('minimumReleaseAge: 10080'), ws()), manifest('pnpm@10.20.0'))).toEqual([['package-gate-weakened', 'medium', 'pnpm-workspace.yaml', null, null]]);
    expect(found(change('pnpm-workspace.yaml', ws('minimumReleaseAge: 10080'), ws()), manifest('pnpm@11.2.0'))).toEqual([['package-gate-weakened', 'low', 'pnpm-workspace.yaml', null, null]]);
    // "chore: rely on pnpm v11 default minimumReleaseAge": a day set, a day left.
    expect(found(change('pnpm-workspace.yaml', ws('minimumReleaseAge: 1440'), ws()), manifest('pnpm@11.2.0'))).toEqual([]);
  });

  it("reads pnpm's and npm's .npmrc keys (minutes and days), Yarn's npmMinimalAgeGate and Bun's seconds; a deleted file drops its settings", () => {
    expect(found(change('.npmrc', 'auto-install-peers=true\nminimum-release-age=1440\n', 'auto-install-peers=true\nminimum-release-age=0\n'))).toEqual([['package-gate-weakened', 'medium', '.npmrc', 2, null]]);
    expect(found(change('.npmrc', 'min-release-age=7\n', 'min-release-age=1\n'))).toEqual([['package-gate-weakened', 'low', '.npmrc', 1, null]]);
    expect(found(change('.yarnrc.yml', 'nodeLinker: node-modules\nnpmMinimalAgeGate: 3d\n', 'nodeLinker: node-modules\nnpmMinimalAgeGate: 1h\n'))).toEqual([['package-gate-weakened', 'medium', '.yarnrc.yml', 2, null]]);
    expect(found(change('bunfig.toml', '[install]\nminimumReleaseAge = 259200\n', '[install]\nexact = true\n'))).toEqual([['package-gate-weakened', 'medium', 'bunfig.toml', null, null]]);
    expect(found(change('.npmrc', 'min-release-age=3\n', null))).toEqual([['package-gate-weakened', 'medium', '.npmrc', null, null]]);
  });

  it("reports pnpm's trust policy turned off or removed, low", () => {
    expect(found(change('pnpm-workspace.yaml', ws('trustPolicy: no-downgrade'), ws('trustPolicy: off')))).toEqual([['package-gate-weakened', 'low', 'pnpm-workspace.yaml', 3, null]]);
    expect(found(change('.npmrc', 'trust-policy=no-downgrade\n', 'save-exact=true\n'))).toEqual([['package-gate-weakened', 'low', '.npmrc', null, null]]);
  });

  it('is quiet on a cooldown raised, kept, reformatted, or moved to another settings file of the PR; and on a file the PR adds', () => {
    expect(found(change('pnpm-workspace.yaml', ws('minimumReleaseAge: 1440'), ws('minimumReleaseAge: 10080')))).toEqual([]);
    expect(found(change('pnpm-workspace.yaml', ws('minimumReleaseAge: 10080', 'trustPolicy: no-downgrade'), yaml('packages:', "  - 'packages/*'", '', "trustPolicy: 'no-downgrade'", 'minimumReleaseAge: 10080')))).toEqual([]);
    expect(found(change('.yarnrc.yml', 'npmMinimalAgeGate: 1d\n', "npmMinimalAgeGate: '3d'\n"))).toEqual([]);
    // pnpm 11 reads settings from pnpm-workspace.yaml, not .npmrc: the move keeps the cooldown.
    expect(found(change('.npmrc', 'minimum-release-age=1440\ntrust-policy=no-downgrade\n', 'save-exact=true\n'), change('pnpm-workspace.yaml', ws(), ws('minimumReleaseAge: 1440', 'trustPolicy: no-downgrade')))).toEqual([]);
    // A move from npm to pnpm: seven days are 10080 minutes.
    expect(found(change('.npmrc', 'min-release-age=7\n', null), change('pnpm-workspace.yaml', null, ws('minimumReleaseAge: 10080')))).toEqual([]);
    expect(found(change('pnpm-workspace.yaml', null, ws('minimumReleaseAge: 0')))).toEqual([]);
  });

  it("reports pnpm's trustPolicyIgnoreAfter set or lowered while the trust policy stays on (package-gate-waived, low)", () => {
    const waived = (...changes: Change[]) =>
      analyze(snapshotOf(...changes))
        .findings.filter((f) => f.id === 'package-gate-waived' || f.id === 'package-gate-weakened')
        .map((f) => [f.id, f.severity, f.path, f.line, f.title]);
    expect(waived(change('pnpm-workspace.yaml', ws('trustPolicy: no-downgrade'), ws('trustPolicy: no-downgrade', 'trustPolicyIgnoreAfter: 60')))).toEqual([
      ['package-gate-waived', 'low', 'pnpm-workspace.yaml', 4, "pnpm's trust policy ignored for releases older than 1 hour"],
    ]);
    expect(waived(change('pnpm-workspace.yaml', ws('trustPolicy: no-downgrade', 'trustPolicyIgnoreAfter: 525600'), ws('trustPolicy: no-downgrade', 'trustPolicyIgnoreAfter: 1440')))).toEqual([
      ['package-gate-waived', 'low', 'pnpm-workspace.yaml', 4, "pnpm's trust policy ignored for releases older than 1 day"],
    ]);
    expect(waived(change('.npmrc', 'trust-policy=no-downgrade\n', 'trust-policy=no-downgrade\ntrust-policy-ignore-after=4320\n'))).toEqual([
      ['package-gate-waived', 'low', '.npmrc', 2, "pnpm's trust policy ignored for releases older than 3 days"],
    ]);
  });

  it('is quiet on trustPolicyIgnoreAfter kept, raised, moved to another file, set with a trust policy the PR adds, or without one', () => {
    const waived = (...changes: Change[]) => analyze(snapshotOf(...changes)).findings.filter((f) => f.id === 'package-gate-waived');
    expect(waived(change('pnpm-workspace.yaml', ws('trustPolicy: no-downgrade', 'trustPolicyIgnoreAfter: 1440'), ws('trustPolicy: no-downgrade', 'trustPolicyIgnoreAfter: 1440', 'minimumReleaseAge: 1440')))).toEqual([]);
    expect(waived(change('pnpm-workspace.yaml', ws('trustPolicy: no-downgrade', 'trustPolicyIgnoreAfter: 1440'), ws('trustPolicy: no-downgrade', 'trustPolicyIgnoreAfter: 10080')))).toEqual([]);
    expect(waived(change('.npmrc', 'trust-policy=no-downgrade\ntrust-policy-ignore-after=1440\n', 'save-exact=true\n'), change('pnpm-workspace.yaml', ws(), ws('trustPolicy: no-downgrade', 'trustPolicyIgnoreAfter: 1440')))).toEqual([]);
    expect(waived(change('pnpm-workspace.yaml', ws('minimumReleaseAge: 1440'), ws('minimumReleaseAge: 1440', 'trustPolicy: no-downgrade', 'trustPolicyIgnoreAfter: 60')))).toEqual([]);
    expect(waived(change('pnpm-workspace.yaml', ws('minimumReleaseAge: 1440'), ws('minimumReleaseAge: 1440', 'trustPolicyIgnoreAfter: 60')))).toEqual([]);
  });

  it('reads durations within limits and refuses what is not one', () => {
    expect([durationMinutes('3d', 1), durationMinutes('72h', 1), durationMinutes('1w', 1), durationMinutes(1440, 1), durationMinutes(604800, 1 / 60)]).toEqual([4320, 4320, 10080, 1440, 10080]);
    expect([durationMinutes('soon', 1), durationMinutes('1'.repeat(50), 1), durationMinutes(-5, 1), durationMinutes(null, 1)]).toEqual([null, null, null, null]);
    expect(npmrcGuards(`${'min-release-age=7'.padEnd(300, ' ')}x\n${'a'.repeat(100_000)}\n`)).toBeUndefined();
  });
});

describe('npm-install-script: install scripts unblocked', () => {
  it('reports ignore-scripts=true, enableScripts: false and ignoreScripts: true dropped, medium; high beside a package the PR adds', () => {
    expect(found(change('.npmrc', 'ignore-scripts=true\n', 'ignore-scripts=false\n'))).toEqual([['npm-install-script', 'medium', '.npmrc', 1, null]]);
    expect(found(change('.yarnrc.yml', 'enableScripts: false\nnodeLinker: node-modules\n', 'nodeLinker: node-modules\n'))).toEqual([['npm-install-script', 'medium', '.yarnrc.yml', null, null]]);
    expect(found(change('.yarnrc', 'ignore-scripts true\n', 'ignore-scripts false\n'))).toEqual([['npm-install-script', 'medium', '.yarnrc', 1, null]]);
    expect(found(change('pnpm-workspace.yaml', ws('ignoreScripts: true'), ws()))).toEqual([['npm-install-script', 'medium', 'pnpm-workspace.yaml', null, null]]);
    expect(found(change('.npmrc', 'ignore-dep-scripts=true\nignore-scripts=false\n', 'ignore-dep-scripts=false\nignore-scripts=false\n'))).toEqual([['npm-install-script', 'medium', '.npmrc', 1, null]]);
    const adds = change('package.json', pkg({ dependencies: { lodash: '^4.17.21' } }), pkg({ dependencies: { lodash: '^4.17.21', 'color-utilz': '^1.0.4' } }));
    expect(found(change('.yarnrc.yml', 'enableScripts: false\n', 'enableScripts: true\n'), adds)).toEqual([['npm-install-script', 'high', '.yarnrc.yml', 1, null]]);
    // One of two blocks kept: still blocked.
    expect(found(change('.npmrc', 'ignore-scripts=true\nignore-dep-scripts=true\n', 'ignore-dep-scripts=true\n'))).toEqual([]);
  });

  it('is quiet when another settings file of the PR still blocks them, and on a file that never did', () => {
    expect(found(change('.npmrc', 'ignore-scripts=true\n', null), change('.yarnrc.yml', 'nodeLinker: node-modules\n', 'nodeLinker: node-modules\nenableScripts: false\n'))).toEqual([]);
    expect(found(change('.yarnrc.yml', 'enableScripts: true\n', 'enableScripts: true\nnodeLinker: pnp\n'))).toEqual([]);
    // A move from Yarn to pnpm: the allowlist decides what builds, and its entries are reported on their own (esbuild low).
    const moved = found(change('.yarnrc.yml', 'enableScripts: false\nnodeLinker: node-modules\n', null), change('pnpm-workspace.yaml', null, ws('onlyBuiltDependencies:', '  - esbuild')));
    expect(moved).toEqual([['npm-install-script', 'low', 'pnpm-workspace.yaml', 4, 'esbuild']]);
  });

  it('reports a package dropped from neverBuiltDependencies: medium, low for a known builder or for the whole list gone', () => {
    expect(found(change('pnpm-workspace.yaml', ws('neverBuiltDependencies:', '  - node-helperz', '  - fsevents'), ws('neverBuiltDependencies:', '  - fsevents')))).toEqual([
      ['npm-install-script', 'medium', 'pnpm-workspace.yaml', 3, 'node-helperz'],
    ]);
    expect(found(change('package.json', pkg({ pnpm: { neverBuiltDependencies: ['core-js', 'canvas'] } }), pkg({ pnpm: { neverBuiltDependencies: ['canvas'] } })))).toEqual([
      ['npm-install-script', 'low', 'package.json', 5, 'core-js'],
    ]);
    expect(found(change('package.json', pkg({ pnpm: { neverBuiltDependencies: ['node-helperz'] } }), pkg({})))).toEqual([['npm-install-script', 'low', 'package.json', null, 'node-helperz']]);
  });

  it('is quiet on neverBuiltDependencies moved to pnpm-workspace.yaml, replaced by an allowlist, or kept off by ignoredBuiltDependencies', () => {
    expect(found(change('package.json', pkg({ pnpm: { neverBuiltDependencies: ['node-helperz'] } }), pkg({})), change('pnpm-workspace.yaml', ws(), ws('neverBuiltDependencies:', '  - node-helperz')))).toEqual([]);
    expect(found(change('pnpm-workspace.yaml', ws('neverBuiltDependencies:', '  - node-helperz'), ws('onlyBuiltDependencies:', '  - esbuild'))).filter((f) => f[4] !== 'esbuild')).toEqual([]);
    expect(found(change('pnpm-workspace.yaml', ws('neverBuiltDependencies:', '  - node-helperz'), ws('ignoredBuiltDependencies:', '  - node-helperz')))).toEqual([]);
  });
});

describe('npm-install-script: install scripts allowed for a package the PR adds', () => {
  const lock = (extra: string) => yaml("lockfileVersion: '9.0'", '', 'importers:', '  .:', '    dependencies:', '      lodash:', '        specifier: ^4.17.21', '        version: 4.17.21', extra);
  it('is high for a package new in package.json, low for a known builder, medium for a package the project already had', () => {
    const base = pkg({ dependencies: { lodash: '^4.17.21' } });
    expect(found(change('package.json', base, pkg({ dependencies: { lodash: '^4.17.21', 'node-helperz': '^1.0.2' }, pnpm: { onlyBuiltDependencies: ['node-helperz'] } })))).toEqual([
      ['npm-install-script', 'high', 'package.json', 10, 'node-helperz'],
    ]);
    expect(found(change('package.json', base, pkg({ dependencies: { lodash: '^4.17.21', esbuild: '^0.25.0' }, pnpm: { onlyBuiltDependencies: ['esbuild'] } })))).toEqual([
      ['npm-install-script', 'low', 'package.json', 10, 'esbuild'],
    ]);
    const had = pkg({ dependencies: { lodash: '^4.17.21', 'node-helperz': '^1.0.2' } });
    expect(found(change('package.json', had, pkg({ dependencies: { lodash: '^4.17.21', 'node-helperz': '^1.0.2' }, pnpm: { onlyBuiltDependencies: ['node-helperz'] } })))).toEqual([
      ['npm-install-script', 'medium', 'package.json', 10, 'node-helperz'],
    ]);
    // Only in the lockfile (a transitive package): medium, as a new transitive package's install script is.
    expect(found(change('pnpm-lock.yaml', lock(''), lock('      node-helperz:\n        specifier: ^1.0.2\n        version: 1.0.2')), change('pnpm-workspace.yaml', ws(), ws('onlyBuiltDependencies:', '  - node-helperz'))).filter((f) => f[0] === 'npm-install-script')).toEqual([
      ['npm-install-script', 'medium', 'pnpm-workspace.yaml', 4, 'node-helperz'],
    ]);
  });
});
