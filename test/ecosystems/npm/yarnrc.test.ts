import { describe, expect, it } from 'vitest';
import { extractYarnrc } from '../../../src/ecosystems/npm/yarnrc.js';
import { analyze, change, snapshotOf } from '../../support/supply-chain-snapshot.js';

const found = (content: string, path = '.yarnrc.yml') => (extractYarnrc(content, path).findings ?? []).map((f) => [f.id, f.severity, f.title, f.line]);

describe('.yarnrc.yml and .yarnrc', () => {
  it('is quiet on what `yarn set version` and `yarn plugin import` write, and on the public registry', () => {
    const content = [
      'compressionLevel: mixed',
      'enableGlobalCache: false',
      'nodeLinker: node-modules',
      'npmRegistryServer: "https://registry.yarnpkg.com"',
      '',
      'plugins:',
      '  - path: .yarn/plugins/@yarnpkg/plugin-interactive-tools.cjs',
      '    spec: "@yarnpkg/plugin-interactive-tools"',
      '  - path: .yarn/plugins/@yarnpkg/plugin-outdated.cjs',
      '    spec: "https://mskelton.dev/yarn-outdated/v3"',
      '',
      'yarnPath: .yarn/releases/yarn-4.5.3.cjs',
    ].join('\n');
    expect(found(content)).toEqual([]);
    expect(found('yarn-path "./.yarn/releases/yarn-1.22.22.cjs"\nregistry "https://registry.npmjs.org/"\n', '.yarnrc')).toEqual([]);
  });

  it('reports yarnPath outside .yarn/releases (high): every yarn command runs that file', () => {
    expect(found('nodeLinker: pnp\nyarnPath: scripts/yarn-wrapper.cjs\n')).toEqual([['build-wrapper-changed', 'high', '.yarnrc.yml makes every yarn command run scripts/yarn-wrapper.cjs', 2]]);
    expect(found('yarn-path "./tools/yarn.js"\n', '.yarnrc')).toEqual([['build-wrapper-changed', 'high', '.yarnrc makes every yarn command run tools/yarn.js', 1]]);
    // A yarnPath nested under another key is not Yarn's setting.
    expect(found('packageExtensions:\n  foo@*:\n    yarnPath: x.js\n')).toEqual([]);
  });

  it('reports plugins fetched over plain HTTP or from a paste or bare-IP host (high), and loaded from outside .yarn/plugins (medium)', () => {
    const content = [
      'plugins:',
      '  - path: .yarn/plugins/plugin-a.cjs',
      '    spec: "http://plugins.example.com/a.js"',
      '  - spec: "https://pastebin.com/raw/abc123"',
      '    path: scripts/plugin-b.cjs',
    ].join('\n');
    expect(found(content)).toEqual([
      ['build-wrapper-changed', 'high', 'Yarn plugin fetched from plain HTTP', 3],
      ['build-wrapper-changed', 'high', 'Yarn plugin fetched from pastebin.com', 4],
      ['build-wrapper-changed', 'medium', 'Yarn plugin loaded from scripts/plugin-b.cjs', 5],
    ]);
  });

  it('reports registry overrides, scoped ones by their scope', () => {
    const content = ['npmRegistryServer: "https://npm.corp.example"', 'npmScopes:', '  acme:', '    npmAlwaysAuth: true', '    npmRegistryServer: "https://npm.pkg.github.com"'].join('\n');
    expect(found(content)).toEqual([
      ['npm-registry-override', 'medium', '.yarnrc.yml replaces the npm registry with npm.corp.example', 1],
      ['npm-registry-override', 'medium', '.yarnrc.yml installs @acme packages from npm.pkg.github.com', 5],
    ]);
    expect(found('npmScopes:\n  "@corp":\n    npmRegistryServer: https://npm.corp.example\n')).toEqual([['npm-registry-override', 'medium', '.yarnrc.yml installs @corp packages from npm.corp.example', 3]]);
    expect(found('registry "http://10.0.0.5:4873/"\n', '.yarnrc')).toEqual([['npm-registry-override', 'medium', '.yarnrc replaces the npm registry with 10.0.0.5', 1]]);
  });

  it('is quiet on a registry on the machine itself (the Verdaccio an end-to-end test starts)', () => {
    expect(found('npmRegistryServer: "http://localhost:4873"\nunsafeHttpWhitelist:\n  - localhost\n')).toEqual([]);
    expect(found('npmScopes:\n  sentry:\n    npmRegistryServer: http://127.0.0.1:4873\n')).toEqual([]);
    expect(found('registry "http://127.0.0.1:4873/"\n', '.yarnrc')).toEqual([]);
    expect(found('npmRegistryServer: "http://localhost.example.net:4873"\n')).toEqual([['npm-registry-override', 'medium', '.yarnrc.yml replaces the npm registry with localhost.example.net', 1]]);
  });

  it('reports TLS taken away from package downloads: enableStrictSsl false, unsafeHttpWhitelist hosts, Yarn 1 strict-ssl false', () => {
    expect(found('nodeLinker: node-modules\nenableStrictSsl: false\nunsafeHttpWhitelist:\n  - "*.corp-npm.example"\n  - localhost\n')).toEqual([
      ['npm-registry-override', 'medium', '.yarnrc.yml turns off TLS certificate checks', 2],
      ['npm-registry-override', 'medium', '.yarnrc.yml allows plain HTTP for *.corp-npm.example', 4],
    ]);
    expect(found('unsafeHttpWhitelist: ["npm.corp.example", "localhost"]\n')).toEqual([['npm-registry-override', 'medium', '.yarnrc.yml allows plain HTTP for npm.corp.example', 1]]);
    expect(found('strict-ssl false\n', '.yarnrc')).toEqual([['npm-registry-override', 'medium', '.yarnrc turns off TLS certificate checks', 1]]);
    // Strict checks on, and the public registry over https, say nothing.
    expect(found('enableStrictSsl: true\nhttpsCaFilePath: ./certs/corp.pem\nnpmRegistryServer: "https://registry.npmjs.org"\nunsafeHttpWhitelist: []\n')).toEqual([]);
    expect(found('npmRegistryServer: "http://registry.yarnpkg.com"\n')).toEqual([['npm-registry-override', 'medium', '.yarnrc.yml replaces the npm registry with registry.yarnpkg.com over plain HTTP', 1]]);
  });
});

describe('package-gate-waived in .yarnrc.yml (npmPreapprovedPackages)', () => {
  it('reports each package let past npmMinimalAgeGate, in a list or inline (low)', () => {
    const content = ['enableScripts: false', 'npmMinimalAgeGate: 2d', '', 'npmPreapprovedPackages:', '  - "@docker/actions-toolkit"', '  - left-pad@1.3.0'].join('\n');
    expect(found(content)).toEqual([
      ['package-gate-waived', 'low', "@docker/actions-toolkit is let past Yarn's npmMinimalAgeGate", 5],
      ['package-gate-waived', 'low', "left-pad@1.3.0 is let past Yarn's npmMinimalAgeGate", 6],
    ]);
    expect(found('npmPreapprovedPackages: ["@acme/*"]\nnpmMinimalAgeGate: 3d\n').map((f) => f[0])).toEqual(['package-gate-waived']);
  });

  it('is quiet when no age gate is set (the list waives nothing), when it is 0, and on entries that are no package names', () => {
    expect(found('npmPreapprovedPackages:\n  - "@docker/actions-toolkit"\n')).toEqual([]);
    expect(found('npmMinimalAgeGate: 0\nnpmPreapprovedPackages:\n  - "@docker/actions-toolkit"\n')).toEqual([]);
    expect(found('npmMinimalAgeGate: 2d\nnpmPreapprovedPackages:\n  - "$(curl x)"\n')).toEqual([]);
  });
});

describe('package-gate-waived in .yarnrc.yml (a scope\'s own npmMinimalAgeGate under npmScopes)', () => {
  const rc = (...l: string[]) => `${l.join('\n')}\n`;
  it('reports a scope whose own gate is shorter than the file\'s gate, or 0 (low), wherever the top-level gate sits', () => {
    expect(found(rc('npmMinimalAgeGate: 3d', 'npmScopes:', '  acme:', '    npmRegistryServer: "https://registry.npmjs.org"', '    npmMinimalAgeGate: 0'))).toEqual([
      ['package-gate-waived', 'low', "Yarn's npmMinimalAgeGate waived for @acme/* packages", 5],
    ]);
    expect(found(rc('npmScopes:', '  "@acme":', '    npmMinimalAgeGate: 1h', 'npmMinimalAgeGate: 7d'))).toEqual([['package-gate-waived', 'low', "Yarn's npmMinimalAgeGate lowered for @acme/* packages", 3]]);
    // Yarn 4.15 and later (as yarnPath names it) wait a day when the file sets no gate: a scope at 0 waives that.
    expect(found(rc('yarnPath: .yarn/releases/yarn-4.15.0.cjs', 'npmScopes:', '  acme:', '    npmMinimalAgeGate: 0'))).toEqual([['package-gate-waived', 'low', "Yarn's npmMinimalAgeGate waived for @acme/* packages", 4]]);
  });

  it('is quiet on a scope gate as long or longer, with no top-level gate, under another mapping, or one the base already set', () => {
    expect(found(rc('npmMinimalAgeGate: 3d', 'npmScopes:', '  acme:', '    npmMinimalAgeGate: 7d', '  corp:', '    npmMinimalAgeGate: 4320'))).toEqual([]);
    expect(found(rc('npmScopes:', '  acme:', '    npmMinimalAgeGate: 0'))).toEqual([]);
    expect(found(rc('yarnPath: .yarn/releases/yarn-4.14.1.cjs', 'npmScopes:', '  acme:', '    npmMinimalAgeGate: 0'))).toEqual([]);
    expect(found(rc('yarnPath: .yarn/releases/yarn-4.15.0.cjs', 'npmMinimalAgeGate: 0', 'npmScopes:', '  acme:', '    npmMinimalAgeGate: 0'))).toEqual([]);
    expect(found(rc('yarnPath: .yarn/releases/yarn-4.15.0.cjs', 'npmScopes:', '  acme:', '    npmMinimalAgeGate: 2d'))).toEqual([]);
    expect(found(rc('npmMinimalAgeGate: 3d', 'npmRegistries:', '  "//npm.corp.example":', '    npmMinimalAgeGate: 0'))).toEqual([]);
    expect(found(rc('npmMinimalAgeGate: 0', 'npmScopes:', '  acme:', '    npmMinimalAgeGate: 0'))).toEqual([]);
    const base = rc('npmMinimalAgeGate: 3d', 'npmScopes:', '  acme:', '    npmMinimalAgeGate: 0');
    const waived = (head: string) => analyze(snapshotOf(change('.yarnrc.yml', base, head))).findings.filter((f) => f.id === 'package-gate-waived').map((f) => f.package);
    expect(waived(rc('npmMinimalAgeGate: 5d', 'npmScopes:', '  acme:', '    npmMinimalAgeGate: 0'))).toEqual([]);
    expect(waived(rc('npmMinimalAgeGate: 3d', 'npmScopes:', '  acme:', '    npmMinimalAgeGate: 0', '  corp:', '    npmMinimalAgeGate: 1d'))).toEqual(['@corp/*']);
  });
});
