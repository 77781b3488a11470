import { describe, expect, it } from 'vitest';
import { extractPnpmWorkspace } from '../../../src/ecosystems/npm/pnpm-workspace.js';
import { analyze, change, snapshotOf } from '../../support/supply-chain-snapshot.js';

const yaml = (...l: string[]): string => `${l.join('\n')}\n`;
const deps = (content: string) => extractPnpmWorkspace(content).deps.map((d) => [d.depType, d.name, d.version, d.source, d.target ?? null, d.line ?? null]);
const BASE = yaml('packages:', '  - packages/*', 'catalog:', '  react: ^18.3.1', '  typescript: ~5.6.2', 'catalogs:', '  react17:', '    react: ^17.0.2');
const findings = (head: string, base: string | null = BASE) =>
  analyze(snapshotOf(change('pnpm-workspace.yaml', base, head))).findings.map((f) => [f.id, f.severity, f.package, f.line]);

describe('pnpm-workspace.yaml as a manifest', () => {
  it('reads the default and named catalogs and overrides as dependencies, with their lines', () => {
    const content = yaml(
      'packages:',
      '  - packages/*',
      'catalog:',
      '  react: ^18.3.1',
      "  '@types/node': 22.9.0",
      'catalogs:',
      '  legacy:',
      '    react: ^17.0.2',
      '    lodash: npm:lodash-es@^4.17.21',
      '  default:',
      '    vite: ^5.4.10',
      'overrides:',
      '  "semver@<7.5.2": ">=7.5.2"',
      '  "foo>@scope/bar": github:someone/bar#main',
      '  unwanted: "-"',
      '  qux: $qux',
      '  quux: "catalog:"',
    );
    expect(deps(content)).toEqual([
      ['catalog', 'react', '^18.3.1', 'registry', null, 4],
      ['catalog', '@types/node', '22.9.0', 'registry', null, 5],
      ['catalogs.legacy', 'react', '^17.0.2', 'registry', null, 8],
      ['catalogs.legacy', 'lodash', '^4.17.21', 'registry', 'lodash-es', 9],
      ['catalog', 'vite', '^5.4.10', 'registry', null, 11],
      ['overrides', 'semver', '>=7.5.2', 'registry', null, 13],
      ['overrides', '@scope/bar', 'github:someone/bar#main', 'git', null, 14],
    ]);
  });

  it("reads an override selector's range with `>` in it as the package's, not as a parent (pnpm's delimiter follows a name or a version)", () => {
    const content = yaml('overrides:', '  esbuild@>=0.17.0 <0.28.1: 0.28.1', "  '@babel/core@<=7.29.0': 7.29.7", '  undici@>=7.23.0 <7.28.0: ^7.28.0', '  lodash@4 || >=5.0.0: 4.18.0', '  foo@1>bar@>=2: 3.0.0', '  parent>@scope/child: 2.0.0');
    expect(deps(content).map((d) => d[1])).toEqual(['esbuild', '@babel/core', 'undici', 'lodash', 'bar', '@scope/child']);
  });

  it('takes a named catalog of development tooling (dev, test, lint, types) as development, the others as runtime', () => {
    const content = yaml('catalogs:', '  dev:', '    tsdown: ^0.21.1', '  testing:', '    vitest: ^4.0.8', '  prod:', '    cac: ^7.0.0', '  react18:', '    react: ^18.3.1', 'catalog:', '  zod: ^4.1.11');
    expect(extractPnpmWorkspace(content).deps.map((d) => [d.name, d.dev])).toEqual([['zod', false], ['tsdown', true], ['vitest', true], ['cac', false], ['react', false]]);
    const downgrade = (catalog: string) =>
      findings(yaml('catalogs:', `  ${catalog}:`, '    tsdown: ^0.18.4'), yaml('catalogs:', `  ${catalog}:`, '    tsdown: ^0.21.1')).map((f) => f.slice(0, 2));
    expect(downgrade('dev')).toEqual([['dependency-downgrade', 'low']]);
    expect(downgrade('prod')).toEqual([['dependency-downgrade', 'medium']]);
  });

  it('leaves packages, build permissions, patches and settings out; an empty file has none; invalid YAML is skipped', () => {
    const content = yaml('packages:', '  - apps/*', 'onlyBuiltDependencies:', '  - esbuild', 'patchedDependencies:', '  express@4.21.0: patches/express.patch', 'linkWorkspacePackages: true', 'catalog: {}');
    expect(deps(content)).toEqual([]);
    expect(extractPnpmWorkspace('# nothing yet\n')).toEqual({ deps: [] });
    expect(extractPnpmWorkspace('catalog:\n  react: [\n').skipReason).toMatch(/invalid YAML/);
  });

  it('reports a catalog entry or override from a URL endpoint, a git repository or a look-alike name', () => {
    expect(findings(BASE.replace('  typescript: ~5.6.2\n', '  typescript: ~5.6.2\n  ui-tokens: http://npm.artifact-sync.net/ui-tokens\n'))).toEqual([['url-dependency', 'high', 'ui-tokens', 6]]);
    expect(findings(`${BASE}overrides:\n  lodash: github:someone/lodash#main\n`)).toEqual([['git-dependency', 'medium', 'lodash', 10]]);
    expect(findings(BASE.replace('    react: ^17.0.2\n', '    react: ^17.0.2\n    loadsh: ^4.17.21\n'))).toEqual([['typosquat', 'high', 'loadsh', 9]]);
    expect(findings(`${BASE}overrides:\n  lodash: npm:lodahs@^4.17.21\n`)).toEqual([['typosquat', 'high', 'lodahs', 10]]);
    expect(findings(BASE.replace('~5.6.2', "'*'"))).toEqual([['unbounded-version', 'medium', 'typescript', 5]]);
    expect(findings(BASE.replace('~5.6.2', '~5.4.5'))).toEqual([['dependency-downgrade', 'medium', 'typescript', 5]]);
  });

  it('is quiet on catalog bumps, a kept URL, an override floor, and low at most on build permissions for known packages', () => {
    const kept = BASE.replace('  typescript: ~5.6.2\n', '  typescript: ~5.6.2\n  xlsx: https://cdn.sheetjs.com/xlsx-0.20.3/xlsx-0.20.3.tgz\n');
    expect(findings(kept.replace('^18.3.1', '^18.3.2').replace('~5.6.2', '~5.7.2'), kept)).toEqual([]);
    expect(findings(`${BASE}overrides:\n  'cookie@<0.7.0': '>=0.7.0'\n  path-to-regexp: 0.1.12\n`)).toEqual([]);
    // An override's selector installs nothing: a misspelt one is a no-op, not a look-alike package.
    expect(findings(`${BASE}overrides:\n  'loadsh@<4.17.21': ^4.17.21\n`)).toEqual([]);
    // Build permissions for packages known to need their install script: low (build-allowlist.ts), nothing above.
    expect(findings(`${BASE}onlyBuiltDependencies:\n  - esbuild\n  - sharp\n`).filter(([, severity]) => severity !== 'low')).toEqual([]);
    // A new workspace file that moves the packages' versions into a catalog: new dependencies, no finding.
    expect(findings(BASE, null)).toEqual([]);
  });

  it('takes development from pnpm-lock.yaml beside it: a catalog entry only devDependencies use moves back at low', () => {
    const lock = (ts: string, zod: string) =>
      yaml(
        "lockfileVersion: '9.0'",
        '',
        'importers:',
        '  packages/a:',
        '    dependencies:',
        '      zod:',
        "        specifier: 'catalog:'",
        `        version: ${zod}`,
        '    devDependencies:',
        '      typescript:',
        "        specifier: 'catalog:'",
        `        version: ${ts}`,
        '',
        'packages:',
        `  typescript@${ts}:`,
        `    resolution: {integrity: sha512-ts${ts}}`,
        `  zod@${zod}:`,
        `    resolution: {integrity: sha512-zod${zod}}`,
        '',
        'snapshots:',
        `  typescript@${ts}: {}`,
        `  zod@${zod}: {}`,
      );
    const workspace = (ts: string, zod: string) => yaml('packages:', '  - packages/*', 'catalog:', `  typescript: ^${ts}`, `  zod: ^${zod}`);
    const downgrades = (ts: string, zod: string) =>
      analyze(snapshotOf(change('pnpm-workspace.yaml', workspace('5.6.2', '3.23.8'), workspace(ts, zod)), change('pnpm-lock.yaml', lock('5.6.2', '3.23.8'), lock(ts, zod))))
        .findings.filter((f) => f.id === 'dependency-downgrade' || f.id === 'lockfile-without-manifest')
        .map((f) => [f.id, f.severity, f.package, f.path]);
    expect(downgrades('5.4.5', '3.23.8')).toEqual([['dependency-downgrade', 'low', 'typescript', 'pnpm-workspace.yaml']]);
    expect(downgrades('5.6.2', '3.22.4')).toEqual([['dependency-downgrade', 'medium', 'zod', 'pnpm-workspace.yaml']]);
  });
});

describe('package-gate-waived', () => {
  const base = yaml('packages:', '  - packages/*', 'minimumReleaseAge: 10080', 'minimumReleaseAgeExclude:', '  - "@manypkg/tools@2.1.2"', 'trustPolicy: no-downgrade');
  it('reports each package newly excluded from the release age or the trust policy the workspace sets, low, at its line', () => {
    const head = yaml('packages:', '  - packages/*', 'minimumReleaseAge: 10080', 'minimumReleaseAgeExclude:', '  - "@manypkg/tools@2.1.2"', '  - pnpm@11.13.0', 'trustPolicy: no-downgrade', 'trustPolicyExclude:', "  - '@acme/*'");
    expect(findings(head, base).filter((f) => f[0] === 'package-gate-waived')).toEqual([
      ['package-gate-waived', 'low', 'pnpm', 6],
      ['package-gate-waived', 'low', '@acme/*', 9],
    ]);
  });
  it('is quiet on an entry the base listed, and on a list whose defence the workspace does not set', () => {
    expect(findings(yaml('packages:', '  - packages/*', 'minimumReleaseAge: 4320', 'minimumReleaseAgeExclude:', '  - "@manypkg/tools@2.1.2"', 'trustPolicy: no-downgrade'), base).filter((f) => f[0] === 'package-gate-waived')).toEqual([]);
    expect(findings(yaml('packages:', '  - packages/*', 'minimumReleaseAgeExclude:', '  - pnpm@11.13.0', 'trustPolicyExclude:', '  - pnpm@10.34.5'), yaml('packages:', '  - packages/*')).filter((f) => f[0] === 'package-gate-waived')).toEqual([]);
  });
});
