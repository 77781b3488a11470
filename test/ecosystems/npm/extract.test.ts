import { describe, expect, it } from 'vitest';
import { extractPackageJson } from '../../../src/ecosystems/npm/package-json.js';
import { extractPackageLock } from '../../../src/ecosystems/npm/package-lock.js';
import { extractPnpmLock, parsePnpmKey } from '../../../src/ecosystems/npm/pnpm-lock.js';
import { extractYarnLock } from '../../../src/ecosystems/npm/yarn-lock.js';
import { npmSpecSource } from '../../../src/ecosystems/npm/source.js';

const noSibling = (): null => null;

describe('package.json', () => {
  it('extracts every dependency section, aliases and lifecycle scripts', () => {
    const result = extractPackageJson(
      JSON.stringify({
        name: 'app',
        scripts: { build: 'tsc', postinstall: 'node scripts/setup.js', prepare: 'husky' },
        dependencies: { express: '^4.19.2', 'my-lodash': 'npm:lodash@^4.17.21' },
        devDependencies: { vitest: '~1.6.0', express: '^4.0.0' },
        optionalDependencies: { fsevents: '2.3.3' },
        peerDependencies: { react: '>=18' },
      }),
    );
    expect(result.deps.map((d) => [d.name, d.version, d.dev, d.depType, d.target ?? null])).toEqual([
      ['express', '^4.19.2', false, 'dependencies', null],
      ['my-lodash', '^4.17.21', false, 'dependencies', 'lodash'],
      ['fsevents', '2.3.3', false, 'optionalDependencies', null],
      ['react', '>=18', false, 'peerDependencies', null],
      ['vitest', '~1.6.0', true, 'devDependencies', null],
    ]);
    expect(result.installScripts).toEqual({ postinstall: 'node scripts/setup.js', prepare: 'husky' });
    expect(result.scripts).toEqual({ build: 'tsc', postinstall: 'node scripts/setup.js', prepare: 'husky' });
  });

  it('gives a skip reason for broken JSON instead of throwing', () => {
    expect(extractPackageJson('{ "name": ').skipReason).toMatch(/^invalid JSON/);
    expect(extractPackageJson('[1, 2]').skipReason).toBe('not a package.json object');
  });

  it('classifies specifiers by source', () => {
    expect(
      ['^1.0.0', 'workspace:*', 'file:../lib', 'github:user/repo', 'user/repo#v1', 'git+ssh://git@github.com/a/b.git', 'https://example.com/x.tgz', 'npm:other@1'].map(
        npmSpecSource,
      ),
    ).toEqual(['registry', 'workspace', 'path', 'git', 'git', 'git', 'url', 'registry']);
  });
});

describe('package-lock.json', () => {
  it('reads lockfileVersion 3 packages with dev flags, nesting and install scripts', () => {
    const lock = {
      name: 'app',
      lockfileVersion: 3,
      packages: {
        '': { name: 'app', dependencies: { express: '^4.19.2' }, devDependencies: { esbuild: '^0.21.0' } },
        'node_modules/express': { version: '4.19.2', resolved: 'https://registry.npmjs.org/express/-/express-4.19.2.tgz', integrity: 'sha512-aaa' },
        'node_modules/esbuild': { version: '0.21.5', resolved: 'https://registry.npmjs.org/esbuild/-/esbuild-0.21.5.tgz', integrity: 'sha512-bbb', dev: true, hasInstallScript: true },
        'node_modules/express/node_modules/debug': { version: '2.6.9', resolved: 'https://registry.npmjs.org/debug/-/debug-2.6.9.tgz', integrity: 'sha512-ccc' },
        'node_modules/evil': { version: '1.0.0', resolved: 'https://evil.example.com/evil-1.0.0.tgz' },
        'packages/web': { name: 'web', version: '0.0.0' },
        'node_modules/web': { resolved: 'packages/web', link: true },
      },
    };
    const result = extractPackageLock(JSON.stringify(lock));
    expect(result.deps.map((d) => [d.name, d.version, d.dev, d.depType, d.source, d.hasInstallScript])).toEqual([
      ['express', '4.19.2', false, 'direct', 'registry', false],
      ['esbuild', '0.21.5', true, 'direct', 'registry', true],
      ['debug', '2.6.9', false, 'transitive', 'registry', false],
      ['evil', '1.0.0', false, 'transitive', 'url', false],
    ]);
  });

  it('reads lockfileVersion 1 nested dependencies, including git versions', () => {
    const lock = {
      lockfileVersion: 1,
      dependencies: {
        lodash: { version: '4.17.21', resolved: 'https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz', integrity: 'sha512-x' },
        mocha: { version: '10.0.0', dev: true, dependencies: { ms: { version: '2.1.3', dev: true } } },
        mine: { version: 'git+ssh://git@github.com/me/mine.git#0123456789abcdef0123456789abcdef01234567', from: 'mine@github:me/mine' },
      },
    };
    const result = extractPackageLock(JSON.stringify(lock));
    expect(result.deps.map((d) => [d.name, d.dev, d.depType, d.source])).toEqual([
      ['lodash', false, 'top-level', 'registry'],
      ['mocha', true, 'top-level', 'registry'],
      ['ms', true, 'transitive', 'registry'],
      ['mine', false, 'top-level', 'git'],
    ]);
  });

  it('marks a copy bundled inside another package (v3 inBundle under its node_modules/, v1 bundled), not the root project\'s own bundled dependency (calib55)', () => {
    const v3 = {
      lockfileVersion: 3,
      packages: {
        '': { name: 'app', bundleDependencies: ['left-pad'] },
        'node_modules/npm': { version: '11.6.2', resolved: 'https://registry.npmjs.org/npm/-/npm-11.6.2.tgz', integrity: 'sha512-n' },
        'node_modules/npm/node_modules/brace-expansion': { version: '5.0.7', inBundle: true },
        'node_modules/left-pad': { version: '1.3.0', resolved: 'https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz', integrity: 'sha512-l', inBundle: true },
      },
    };
    expect(extractPackageLock(JSON.stringify(v3)).deps.map((d) => [d.name, d.bundled === true])).toEqual([
      ['npm', false],
      ['brace-expansion', true],
      ['left-pad', false],
    ]);
    const v1 = { lockfileVersion: 1, dependencies: { fsevents: { version: '1.2.9', dependencies: { 'balanced-match': { version: '1.0.0', bundled: true } } }, 'left-pad': { version: '1.3.0', bundled: true } } };
    expect(extractPackageLock(JSON.stringify(v1)).deps.map((d) => [d.name, d.bundled === true])).toEqual([
      ['fsevents', false],
      ['balanced-match', true],
      ['left-pad', false],
    ]);
  });

  it('prefers packages over dependencies in lockfileVersion 2', () => {
    const lock = {
      lockfileVersion: 2,
      packages: { '': {}, 'node_modules/a': { version: '2.0.0' } },
      dependencies: { a: { version: '1.0.0' } },
    };
    expect(extractPackageLock(JSON.stringify(lock)).deps.map((d) => d.version)).toEqual(['2.0.0']);
  });

  it('parses a generated 5,000-package lockfile', () => {
    const packages: Record<string, unknown> = { '': { name: 'big', dependencies: {} } };
    for (let i = 0; i < 5000; i += 1) {
      packages[`node_modules/pkg-${i}`] = {
        version: `1.${i % 50}.${i % 7}`,
        resolved: `https://registry.npmjs.org/pkg-${i}/-/pkg-${i}-1.0.0.tgz`,
        integrity: `sha512-${'a'.repeat(80)}${i}`,
        dev: i % 3 === 0,
      };
    }
    const content = JSON.stringify({ lockfileVersion: 3, packages }, null, 2);
    const result = extractPackageLock(content);
    expect(result.deps).toHaveLength(5000);
    expect(result.deps.filter((d) => d.dev)).toHaveLength(1667);
  });
});

describe('yarn.lock', () => {
  it('reads classic lockfiles, one entry per resolved package', () => {
    const content = `# THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.
# yarn lockfile v1


"@babel/core@^7.0.0", "@babel/core@^7.1.0":
  version "7.24.0"
  resolved "https://registry.yarnpkg.com/@babel/core/-/core-7.24.0.tgz#abc123"
  integrity sha512-core

lodash@^4.17.21:
  version "4.17.21"
  resolved "https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#def456"
  integrity sha512-lodash

evil@^1.0.0:
  version "1.0.0"
  resolved "https://evil.example.com/evil-1.0.0.tgz"
`;
    const result = extractYarnLock(content);
    expect(result.deps.map((d) => [d.name, d.version, d.source, d.resolved, d.integrity])).toEqual([
      ['@babel/core', '7.24.0', 'registry', 'https://registry.yarnpkg.com/@babel/core/-/core-7.24.0.tgz', 'sha512-core'],
      ['lodash', '4.17.21', 'registry', 'https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz', 'sha512-lodash'],
      ['evil', '1.0.0', 'url', 'https://evil.example.com/evil-1.0.0.tgz', null],
    ]);
  });

  it('reads berry lockfiles and their cache key, leaving workspaces out', () => {
    const content = `# This file is generated by running "yarn install" inside your project.

__metadata:
  version: 8
  cacheKey: 10c0

"app@workspace:.":
  version: 0.0.0-use.local
  resolution: "app@workspace:."
  languageName: unknown
  linkType: soft

"lodash@npm:^4.17.21":
  version: 4.17.21
  resolution: "lodash@npm:4.17.21"
  checksum: 10c0/abc
  languageName: node
  linkType: hard

"mine@https://github.com/me/mine.git#commit=0123456":
  version: 1.0.0
  resolution: "mine@https://github.com/me/mine.git#commit=0123456"
  languageName: node
  linkType: hard
`;
    const result = extractYarnLock(content);
    expect(result.checksumScheme).toBe('10c0');
    expect(result.deps.map((d) => [d.name, d.version, d.source, d.integrity])).toEqual([
      ['lodash', '4.17.21', 'registry', '10c0/abc'],
      ['mine', '1.0.0', 'git', null],
    ]);
  });

  it('parses a generated 5,000-entry classic lockfile', () => {
    let content = '# yarn lockfile v1\n\n\n';
    for (let i = 0; i < 5000; i += 1) {
      content += `pkg-${i}@^1.0.0, pkg-${i}@^1.0.1:\n  version "1.0.${i % 10}"\n  resolved "https://registry.yarnpkg.com/pkg-${i}/-/pkg-${i}-1.0.0.tgz#${'f'.repeat(40)}"\n  integrity sha512-${'a'.repeat(86)}==\n  dependencies:\n    pkg-${(i + 1) % 5000} "^1.0.0"\n\n`;
    }
    const result = extractYarnLock(content);
    expect(result.deps).toHaveLength(5000);
    expect(result.deps[1]).toEqual({
      name: 'pkg-1',
      version: '1.0.1',
      dev: false,
      source: 'registry',
      depType: 'locked',
      resolved: 'https://registry.yarnpkg.com/pkg-1/-/pkg-1-1.0.0.tgz',
      integrity: `sha512-${'a'.repeat(86)}==`,
    });
  });

  it('reports merge conflicts as a skip reason', () => {
    const content = `a@^1:\n  version "1.0.0"\n<<<<<<< HEAD\nb@^1:\n  version "1.0.0"\n=======\nb@^1:\n  version "1.1.0"\n>>>>>>> branch\n`;
    expect(extractYarnLock(content).skipReason).toBeDefined();
  });
});

describe('pnpm-lock.yaml', () => {
  it('splits package keys of every lockfile version', () => {
    expect(
      ['/lodash/4.17.21', '/@babel/core/7.24.0', '/react-dom/18.2.0_react@18.2.0', '/lodash@4.17.21', '/@babel/core@7.24.0(supports-color@8.1.1)', 'ms@2.1.3', '@types/node@20.11.0'].map(
        parsePnpmKey,
      ),
    ).toEqual([
      { name: 'lodash', version: '4.17.21' },
      { name: '@babel/core', version: '7.24.0' },
      { name: 'react-dom', version: '18.2.0' },
      { name: 'lodash', version: '4.17.21' },
      { name: '@babel/core', version: '7.24.0' },
      { name: 'ms', version: '2.1.3' },
      { name: '@types/node', version: '20.11.0' },
    ]);
  });

  it('reads a v9 lockfile with importers', () => {
    const content = `lockfileVersion: '9.0'

importers:

  .:
    dependencies:
      lodash:
        specifier: ^4.17.21
        version: 4.17.21
    devDependencies:
      esbuild:
        specifier: ^0.21.0
        version: 0.21.5

packages:

  esbuild@0.21.5:
    resolution: {integrity: sha512-esb}
    engines: {node: '>=12'}
    hasBin: true

  lodash@4.17.21:
    resolution: {integrity: sha512-lod}

  ms@2.1.3:
    resolution: {tarball: https://evil.example.com/ms.tgz}

snapshots:

  esbuild@0.21.5: {}
  lodash@4.17.21: {}
`;
    const result = extractPnpmLock(content);
    expect(result.deps.map((d) => [d.name, d.version, d.depType, d.source, d.integrity])).toEqual([
      ['esbuild', '0.21.5', 'direct', 'registry', 'sha512-esb'],
      ['lodash', '4.17.21', 'direct', 'registry', 'sha512-lod'],
      ['ms', '2.1.3', 'transitive', 'url', null],
    ]);
  });

  it('marks what only devDependencies and the package manager reach as dev in a v9 lockfile (no dev flags), runtime when a dependency reaches it too', () => {
    const content = `---
lockfileVersion: '9.0'

importers:

  .:
    configDependencies: {}
    packageManagerDependencies:
      pnpm:
        specifier: 10.30.1
        version: 10.30.1

packages:

  pnpm@10.30.1:
    resolution: {integrity: sha512-pnpm}
    hasBin: true

snapshots:

  pnpm@10.30.1: {}

---
lockfileVersion: '9.0'

importers:

  .:
    devDependencies:
      bundler-x:
        specifier: ^2.0.0
        version: 2.0.1

  packages/core:
    dependencies:
      tiny-lru:
        specifier: ^1.0.0
        version: 1.0.3

packages:

  bundler-x@2.0.1:
    resolution: {integrity: sha512-bx}

  fast-path@3.1.0:
    resolution: {integrity: sha512-fp}

  native-bits@0.4.0:
    resolution: {integrity: sha512-nb}

  stray-pkg@1.0.0:
    resolution: {integrity: sha512-st}

  tiny-lru@1.0.3:
    resolution: {integrity: sha512-tl}

snapshots:

  bundler-x@2.0.1:
    dependencies:
      fast-path: 3.1.0
    optionalDependencies:
      native-bits: 0.4.0

  fast-path@3.1.0: {}

  native-bits@0.4.0: {}

  stray-pkg@1.0.0: {}

  tiny-lru@1.0.3:
    dependencies:
      fast-path: 3.1.0
`;
    const expected = [
      ['bundler-x', true, 'direct'],
      ['fast-path', false, 'transitive'],
      ['native-bits', true, 'transitive'],
      // pnpm itself, pinned by packageManagerDependencies: left out of the signal's dependency lists.
      ['pnpm', true, 'package-manager'],
      ['stray-pkg', false, 'transitive'],
      ['tiny-lru', false, 'direct'],
    ];
    const sorted = (deps: ReturnType<typeof extractPnpmLock>['deps']) => deps.map((d) => [d.name, d.dev, d.depType]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(sorted(extractPnpmLock(content).deps)).toEqual(expected);
    // The full parse (the project's document re-indented, outside pnpm's layout) reads the same.
    const project = content.slice(content.indexOf('\n---\n') + 5).replace(/^( +)/gm, (indent) => `${indent}${indent}`);
    expect(sorted(extractPnpmLock(project).deps)).toEqual(expected.filter(([name]) => name !== 'pnpm'));
  });

  it('reads a v6 lockfile with dev flags and requiresBuild', () => {
    const content = `lockfileVersion: '6.0'

dependencies:
  sharp:
    specifier: ^0.33.0
    version: 0.33.2

packages:

  /sharp@0.33.2:
    resolution: {integrity: sha512-sharp}
    requiresBuild: true
    dev: false

  /tslib@2.6.2:
    resolution: {integrity: sha512-tslib}
    dev: true
`;
    const result = extractPnpmLock(content);
    expect(result.deps.map((d) => [d.name, d.dev, d.hasInstallScript, d.depType])).toEqual([
      ['sharp', false, true, 'direct'],
      ['tslib', true, false, 'transitive'],
    ]);
  });

  it('parses a generated 5,000-package v9 lockfile', () => {
    let content = "lockfileVersion: '9.0'\n\nimporters:\n\n  .:\n    dependencies:\n      pkg-0:\n        specifier: ^1.0.0\n        version: 1.0.0\n\npackages:\n\n";
    for (let i = 0; i < 5000; i += 1) content += `  pkg-${i}@1.0.${i % 10}:\n    resolution: {integrity: sha512-${'a'.repeat(86)}==}\n    engines: {node: '>=14'}\n\n`;
    content += 'snapshots:\n\n';
    for (let i = 0; i < 5000; i += 1) content += `  pkg-${i}@1.0.${i % 10}:\n    dependencies:\n      pkg-${(i + 1) % 5000}: 1.0.0\n\n`;
    const result = extractPnpmLock(content);
    expect(result.deps).toHaveLength(5000);
    expect(result.deps.filter((d) => d.depType === 'direct').map((d) => d.name)).toEqual(['pkg-0']);
  });

  it('gives a skip reason for invalid YAML', () => {
    expect(extractPnpmLock('packages: [unclosed').skipReason).toBe('invalid pnpm-lock.yaml: no lockfileVersion');
    expect(noSibling()).toBeNull();
  });
});

describe('publishConfig.registry spelled like the npm registry (npm-registry-override)', () => {
  const found = (registry: string) =>
    (extractPackageJson(JSON.stringify({ name: '@acme/ui', version: '1.0.0', publishConfig: { registry, access: 'public' } }, null, 2)).findings ?? [])
      .filter((f) => f.id === 'npm-registry-override')
      .map((f) => `${f.severity} ${f.line}`);
  it('reports a look-alike of the public registry, high', () => {
    expect(found('https://registry.npmjs-help.org/')).toEqual(['high 5']);
    expect(found('https://registry.npmsj.org')).toHaveLength(1);
  });
  it('leaves the registry itself, GitHub Packages, a company registry and a mirror named otherwise', () => {
    for (const registry of ['https://registry.npmjs.org/', 'https://npm.pkg.github.com', 'https://npm.acme-corp.dev/', 'https://acme.jfrog.io/artifactory/api/npm/npm-local/', 'https://registry.npmmirror.com']) expect(found(registry), registry).toEqual([]);
  });
});
