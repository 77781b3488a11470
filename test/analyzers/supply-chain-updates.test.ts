import { describe, expect, it } from 'vitest';
import { analyze, change, ids, pkg, snapshotOf } from '../support/supply-chain-snapshot.js';

/** Updates that change behaviour: install scripts gained, new transitive packages and who brought them, checksums and hosts. */

interface Entry {
  version: string;
  resolved?: string;
  integrity?: string | null;
  hasInstallScript?: boolean;
  dependencies?: Record<string, string>;
}

function lock(entries: Record<string, Entry>, direct: string[] = []): string {
  const packages: Record<string, unknown> = { '': { name: 'app', dependencies: Object.fromEntries(direct.map((d) => [d, '^1.0.0'])) } };
  for (const [name, { integrity, ...entry }] of Object.entries(entries)) {
    packages[`node_modules/${name}`] = {
      resolved: `https://registry.npmjs.org/${name}/-/${name}-${entry.version}.tgz`,
      ...(integrity === null ? {} : { integrity: integrity ?? `sha512-${name}${entry.version}` }),
      ...entry,
    };
  }
  return JSON.stringify({ name: 'app', lockfileVersion: 3, requires: true, packages }, null, 2);
}

const pnpm = (requiresBuild: boolean, version: string): string =>
  `lockfileVersion: '9.0'\n\nimporters:\n\n  .:\n    dependencies:\n      core-js:\n        specifier: ^3.0.0\n        version: ${version}\n\npackages:\n\n  core-js@${version}:\n    resolution: {integrity: sha512-core${version}}\n${requiresBuild ? '    requiresBuild: true\n' : ''}\nsnapshots:\n\n  core-js@${version}: {}\n`;

describe('updates that change behaviour', () => {
  it('reports an update whose new version gains an install script (npm hasInstallScript, pnpm requiresBuild)', () => {
    // A transitive package's minor release: medium; its patch release (fixes only, the hijacked releases' shape): high.
    const npm = analyze(snapshotOf(change('package-lock.json', lock({ 'eslint-config-x': { version: '8.10.0' } }), lock({ 'eslint-config-x': { version: '8.11.0', hasInstallScript: true } }))));
    expect(npm.findings.filter((f) => f.id === 'install-script-added').map((f) => [f.package, f.severity])).toEqual([['eslint-config-x', 'medium']]);
    const patch = analyze(snapshotOf(change('package-lock.json', lock({ 'eslint-config-x': { version: '8.10.0' } }), lock({ 'eslint-config-x': { version: '8.10.1', hasInstallScript: true } }))));
    expect(patch.findings.filter((f) => f.id === 'install-script-added').map((f) => [f.package, f.severity, f.detail.includes('a patch release')])).toEqual([['eslint-config-x', 'high', true]]);
    const direct = analyze(
      snapshotOf(
        change('package.json', pkg({ dependencies: { 'core-js': '^3.37.0' } }), pkg({ dependencies: { 'core-js': '^3.38.0' } })),
        change('pnpm-lock.yaml', pnpm(false, '3.37.1'), pnpm(true, '3.38.0')),
      ),
    );
    expect(direct.findings.filter((f) => f.id === 'install-script-added').map((f) => [f.package, f.severity])).toEqual([['core-js', 'high']]);
  });

  it('does not report an install script the previous version already ran', () => {
    expect(ids(snapshotOf(change('package-lock.json', lock({ esbuild: { version: '0.21.5', hasInstallScript: true } }), lock({ esbuild: { version: '0.23.0', hasInstallScript: true } }))))).not.toContain('install-script-added');
    expect(ids(snapshotOf(change('pnpm-lock.yaml', pnpm(true, '3.37.1'), pnpm(true, '3.38.0'))))).not.toContain('install-script-added');
  });

  it('names the package whose update brought a new transitive package in', () => {
    const section = analyze(
      snapshotOf(
        change(
          'package-lock.json',
          lock({ chalk: { version: '5.3.0' } }, ['chalk']),
          lock({ chalk: { version: '5.6.1', dependencies: { 'color-lib-x': '^1.0.0' } }, 'color-lib-x': { version: '1.0.2', hasInstallScript: true } }, ['chalk']),
        ),
      ),
    );
    expect(section.new_dependencies.map((d) => [d.name, d.introduced_by])).toEqual([['color-lib-x', 'chalk@5.6.1']]);
    expect(section.findings.find((f) => f.id === 'npm-install-script')?.detail).toContain('brought in by chalk@5.6.1');
  });

  it('reports a checksum removed for an unchanged version, not one that was never there', () => {
    expect(ids(snapshotOf(change('package-lock.json', lock({ ms: { version: '2.1.3' } }), lock({ ms: { version: '2.1.3', integrity: null } }))))).toContain('lockfile-integrity-removed');
    expect(ids(snapshotOf(change('package-lock.json', lock({ ms: { version: '2.1.3', integrity: null } }), lock({ ms: { version: '2.1.3', integrity: null }, debug: { version: '4.3.7' } }))))).not.toContain(
      'lockfile-integrity-removed',
    );
  });

  it('does not read a copy the base already had (a package bundled without checksum beside its top-level copy) as a checksum removed', () => {
    // npm v6 (lockfileVersion 1): balanced-match at the top with its checksum, and bundled inside fsevents without one.
    const v1 = (ws: string, topIntegrity = true) =>
      `${JSON.stringify(
        {
          name: 'checkout',
          version: '2.0.2',
          lockfileVersion: 1,
          requires: true,
          dependencies: {
            'balanced-match': { version: '1.0.0', resolved: 'https://registry.npmjs.org/balanced-match/-/balanced-match-1.0.0.tgz', ...(topIntegrity ? { integrity: 'sha1-ibTRmasr7kneFk6gK4nORi1xt2c=' } : {}), dev: true },
            fsevents: {
              version: '1.2.9',
              resolved: 'https://registry.npmjs.org/fsevents/-/fsevents-1.2.9.tgz',
              integrity: 'sha512-oeyj2H3EjjonWcFjD5NvZNE9Rqe4UW+nQBU2HNeKw0koVLEFIhtyETyAakeAM3de7Z/SW5kcA+fZUait9EApnw==',
              dev: true,
              optional: true,
              dependencies: { 'balanced-match': { version: '1.0.0', bundled: true, dev: true, optional: true } },
            },
            ws: { version: ws, resolved: `https://registry.npmjs.org/ws/-/ws-${ws}.tgz`, integrity: `sha512-${ws}`, dev: true },
          },
        },
        null,
        2,
      )}\n`;
    // Dependabot moves ws; nothing else changes.
    expect(ids(snapshotOf(change('package-lock.json', v1('5.2.2'), v1('5.2.3'))))).not.toContain('lockfile-integrity-removed');
    // The top-level copy loses its checksum: still reported, the bundled copy notwithstanding.
    expect(ids(snapshotOf(change('package-lock.json', v1('5.2.2'), v1('5.2.3', false))))).toContain('lockfile-integrity-removed');
  });

  it("does not read a copy bundled inside another package (npm's inBundle) as a checksum removed; a top-level copy, the root's own bundled dependency too, still is (calib55)", () => {
    // Modeled on a Markdown parser's Dependabot "bump tar and npm": npm's bundled brace-expansion moves to
    // the version the project's own top-level copy already had with its checksum.
    const v3 = (bundled: string, extra: Record<string, unknown> = {}) =>
      JSON.stringify(
        {
          name: 'app',
          lockfileVersion: 3,
          requires: true,
          packages: {
            '': { name: 'app', devDependencies: { npm: '^11.0.0' } },
            'node_modules/brace-expansion': { version: '5.0.7', resolved: 'https://registry.npmjs.org/brace-expansion/-/brace-expansion-5.0.7.tgz', integrity: 'sha512-top507', dev: true },
            'node_modules/npm': { version: bundled === '5.0.6' ? '11.6.1' : '11.6.2', resolved: 'https://registry.npmjs.org/npm/-/npm-11.6.2.tgz', integrity: `sha512-npm${bundled}`, dev: true, bundleDependencies: ['brace-expansion'] },
            'node_modules/npm/node_modules/brace-expansion': { version: bundled, dev: true, inBundle: true, license: 'MIT' },
            ...extra,
          },
        },
        null,
        2,
      );
    expect(ids(snapshotOf(change('package-lock.json', v3('5.0.6'), v3('5.0.7'))))).not.toContain('lockfile-integrity-removed');
    // The root project's own bundled dependency (key at the top, not inside another package) is fetched from the registry: its checksum dropped is reported.
    const rootBundled = (integrity: boolean) => ({ 'node_modules/left-pad': { version: '1.3.0', resolved: 'https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz', ...(integrity ? { integrity: 'sha512-lp' } : {}), inBundle: true } });
    expect(ids(snapshotOf(change('package-lock.json', v3('5.0.6', rootBundled(true)), v3('5.0.7', rootBundled(false)))))).toContain('lockfile-integrity-removed');
    // A nested copy that is not bundled, losing the checksum its version had: reported.
    const nested = (integrity: boolean) => ({ 'node_modules/eslint/node_modules/ms': { version: '2.1.3', resolved: 'https://registry.npmjs.org/ms/-/ms-2.1.3.tgz', ...(integrity ? { integrity: 'sha512-ms' } : {}) } });
    expect(ids(snapshotOf(change('package-lock.json', v3('5.0.6', nested(true)), v3('5.0.7', nested(false)))))).toContain('lockfile-integrity-removed');
  });

  it("does not report a version that moves from a git repository to the public registry's release; a move from the registry to another known host still is", () => {
    // Modeled on an authentication library's "Use currently released version of rails-controller-testing".
    const gemfileLock = (git: boolean, source = 'https://rubygems.org/'): string =>
      [
        ...(git ? ['GIT', '  remote: https://github.com/rails/rails-controller-testing.git', '  revision: c203673f8011a7cdc2a8edf995ae6b3eec3417ca', '  specs:', '    rails-controller-testing (1.0.5)', '      actionpack (>= 5.0.1.rc1)', ''] : []),
        'GEM',
        `  remote: ${source}`,
        '  specs:',
        '    actionpack (8.1.0)',
        ...(git ? [] : ['    rails-controller-testing (1.0.5)', '      actionpack (>= 5.0.1.rc1)']),
        '',
        'PLATFORMS',
        '  ruby',
        '',
        'DEPENDENCIES',
        '  actionpack',
        `  rails-controller-testing${git ? '!' : ''}`,
        '',
      ].join('\n');
    const released = analyze(snapshotOf(change('Gemfile.lock', gemfileLock(true), gemfileLock(false))));
    expect(released.findings.map((f) => f.id)).not.toContain('lockfile-source-changed');
    // From a git repository to a mirror the lockfile already used, not the public registry: reported as before.
    const mirror = 'https://gems.corp.example/';
    const toMirror = analyze(snapshotOf(change('Gemfile.lock', gemfileLock(true, mirror), gemfileLock(false, mirror))));
    expect(toMirror.findings.filter((f) => f.id === 'lockfile-source-changed').map((f) => f.title)).toEqual(['Gemfile.lock moves unchanged versions from github.com to gems.corp.example']);
  });

  it('reports an unchanged version moved to another known host, not between the public registry hosts', () => {
    const mirror = (name: string, version: string): string => `https://npm.corp.example/${name}/-/${name}-${version}.tgz`;
    const base = lock({ ms: { version: '2.1.3' }, debug: { version: '4.3.7', resolved: mirror('debug', '4.3.7') } });
    const moved = lock({ ms: { version: '2.1.3', resolved: mirror('ms', '2.1.3') }, debug: { version: '4.3.7', resolved: mirror('debug', '4.3.7') } });
    const section = analyze(snapshotOf(change('package-lock.json', base, moved)));
    expect(section.findings.filter((f) => f.id === 'lockfile-source-changed').map((f) => f.title)).toEqual([
      'package-lock.json moves unchanged versions from registry.npmjs.org to npm.corp.example',
    ]);
    const yarnpkg = lock({ ms: { version: '2.1.3', resolved: 'https://registry.yarnpkg.com/ms/-/ms-2.1.3.tgz' } });
    expect(ids(snapshotOf(change('package-lock.json', lock({ ms: { version: '2.1.3' } }), yarnpkg)))).not.toContain('lockfile-source-changed');
  });
});
