/** Small string helpers shared by the ecosystem managers. */

export function baseNameOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash >= 0 ? path.slice(slash + 1) : path;
}

export function dirNameOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash >= 0 ? path.slice(0, slash) : '';
}

/** Joins a directory and a relative path, resolving `.` and `..` segments. */
/**
 * A manifest or lockfile of an example, sample, demo, tutorial or benchmark project (a directory of that name
 * above it: `examples/todos/Cargo.toml`, `samples/guide/build.gradle.kts`, `tutorials/whatsup/go.mod`): what it declares is
 * installed by contributors who run the example, never by the project's users. The name may start
 * with an underscore, as Go projects name it (`_examples/versions/go.mod`): the go tool skips a
 * directory whose name starts with `_`, so `go build ./...` and `go test ./...` of the module never
 * build it.
 */
export function isExampleProjectPath(path: string): boolean {
  return /(?:^|\/)_?(?:examples?|samples?|demos?|tutorials?|benches|benchmarks?)\//i.test(path);
}

/**
 * A folder of tests or their fixtures on the way to a file: the projects a test suite builds or
 * reads (`tests/syntax-tests/source/Go/go.mod`, `test/fixtures/app/package.json`,
 * `testdata/mod/go.mod`, `packages/e2e/package.json`). Not `testing/`: in Go that is often a
 * package the module ships for its users' tests. Not classify-path's TEST_DIR_SEGMENTS (test files, for
 * tests-missing), which counts `testing/` and helper folders (`testutil/`, `__mocks__/`, `cypress/`)
 * and not `test-data/` or `fixture/`: one list would move files in or out of one use or the other.
 */
const TEST_PROJECT_DIR = /(?:^|\/)(?:tests?|__tests__|specs?|test[-_]?data|__fixtures__|fixtures?|e2e)\//i;

/**
 * The .NET convention for a test project's folder: the project's name and a test suffix,
 * `.Tests`, `.Test`, a kind of tests (`.UnitTests`, `.IntegrationTests`, `.FunctionalTests`,
 * `.AcceptanceTests`, `.ApprovalTests`, `.PerformanceTests`, `.ArchitectureTests`,
 * `.ComponentTests`, `.ContractTests`, `.SystemTests`, `.SmokeTests`, `.E2ETests`, `.EndToEndTests`,
 * singular too) or `.Specs` (MSpec, SpecFlow), wherever it sits: `src/FluentValidation.Tests/`,
 * `test/Serilog.Tests/`, `Acme.UnitTests/` at the root. `dotnet new xunit` projects are named so, and
 * `dotnet pack` skips them (`IsPackable` false). The suffix must follow a dot and end the name: not a
 * longer word that starts with Test (`src/Testing.Abstractions/`, `src/MyApp.Testing/`, helpers a
 * library may ship for its users' tests, `src/MyApp.Testcontainers/`, a library of container set-ups),
 * nor `.Spec` (a specification's model), nor a kit a library ships for its users' tests
 * (`Akka.TestKit/`, `Microsoft.AspNetCore.TestHost/`, `MSTest.TestFramework/`).
 *
 * A test suite's shared helper project counts too (since 2026-12-01, calib61): the test suffix
 * followed by a helper word, `.Tests.Common`, `.Tests.Shared`, `.Tests.Utilities`, `.Tests.Helpers`,
 * `.Tests.Support`, `.Tests.Infrastructure`, `.Tests.Fixtures` (`.Test.Utilities` as Roslyn writes
 * it, `.UnitTests.Common` too), or that word joined to `Test`: `.TestUtilities`, `.TestUtils`,
 * `.TestHelpers`, `.TestSupport`, `.TestCommon`, `.TestShared`, `.TestInfrastructure`. Only the test
 * projects reference it (`IsPackable` false like them): its fakes and builders are test code, and
 * its packages development ones. One definition for test files (classify-path's isTestPath) and for
 * the projects a test suite builds (isTestProjectPath).
 */
const DOTNET_TEST_HELPER_WORD = '(?:common|shared|utilities|utility|utils|util|helpers|helper|support|infrastructure|fixtures)';
const DOTNET_TEST_PROJECT_FOLDER = new RegExp(
  `\\.(?:(?:(?:unit|integration|functional|acceptance|approval|performance|architecture|component|contract|system|smoke|e2e|endtoend)?tests?|specs)(?:\\.${DOTNET_TEST_HELPER_WORD})?|test${DOTNET_TEST_HELPER_WORD})$`,
  'i',
);

/** A folder name of a .NET test project (DOTNET_TEST_PROJECT_FOLDER): `FluentValidation.Tests`, `Acme.UnitTests`. */
export function isDotnetTestProjectFolder(name: string): boolean {
  return DOTNET_TEST_PROJECT_FOLDER.test(name);
}

/**
 * A file of a project under a test or fixture folder (TEST_PROJECT_DIR) or in a .NET test project's
 * folder (isDotnetTestProjectFolder: `src/FluentValidation.Tests/FluentValidation.Tests.csproj`):
 * what a test suite installs or builds.
 */
export function isTestProjectPath(path: string): boolean {
  if (TEST_PROJECT_DIR.test(path)) return true;
  const folders = path.split('/');
  folders.pop();
  return folders.some(isDotnetTestProjectFolder);
}

/**
 * A manifest or lockfile whose dependencies the project's users never install: an example
 * project's (isExampleProjectPath), a playground's (`playground/js-sourcemap/package.json`, the
 * fixture projects a bundler's end-to-end tests build; a folder named for what it plays with too,
 * `packages-private/sfc-playground/`, a framework's online playground), or the documentation site's at the top of
 * the repository (`docs/package.json`, `documentation/package.json`: VitePress or Sphinx and their
 * plugins, which build the pages), or a test's (isTestProjectPath). Contributors and CI install
 * them; a breaking update breaks the build or the tests, which run on the PR. Not a top-level
 * `doc/`: in Go it is often a package the library ships (a command-line library's man-page and
 * Markdown generator).
 */
export function isDevelopmentProjectPath(path: string): boolean {
  return isExampleProjectPath(path) || /(?:^|\/)(?:[\w.]+-)?playgrounds?\//i.test(path) || /^(?:docs|documentation)\/./i.test(path) || isTestProjectPath(path) || isGoToolsModulePath(path);
}

/**
 * A Go tools module's go.mod or go.sum: a nested module in a folder named `tools` (`tools/go.mod`,
 * `internal/tools/go.mod`, `tools/lint/go.mod`), the convention for pinning the linters and
 * generators a repository runs (`golangci-lint`, `stringer`, `mockgen`) apart from the library's own
 * module. Nothing the library builds imports it, so its requirements are the contributors' and CI's
 * tooling, as a test module's are. Only Go's module files: a `tools/` folder of another ecosystem may
 * hold a program the project ships.
 */
export function isGoToolsModulePath(path: string): boolean {
  return /(?:^|\/)tools\/(?:[\w.-]{1,100}\/){0,2}go\.(?:mod|sum)$/.test(path);
}

export function joinPath(dir: string, relative: string): string {
  const parts = relative.startsWith('/') ? [] : dir.split('/').filter((p) => p !== '');
  for (const part of relative.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

/**
 * What `lineOf` may read of one text, in characters, across all its calls: rules ask it the line of
 * every entry they report, before findings are capped, so a file of 16,000 entries cost 16,000
 * scans of the file (5 s for 1 MB; 10 MB would pass the analysis's deadline). Past this budget the
 * line is unknown (null): 50 scans of the whole text, or the lines of the first thousand-odd
 * entries of a file read in order.
 */
export const LINE_OF_BUDGET = 50 * 1024 * 1024;
const LINE_INDEX_MIN = 4096;

interface TextLines {
  /** Offsets where each line after the first starts, built at the first lookup in a long text. */
  starts: number[] | null;
  /** Characters read by lookups so far. */
  spent: number;
}

/** The last few texts asked about (rules look up many needles in one file, base and head). */
const recentTexts = new Map<string, TextLines>();
const RECENT_TEXTS = 4;

function linesOf(content: string): TextLines {
  let state = recentTexts.get(content);
  if (state === undefined) {
    state = { starts: null, spent: 0 };
    if (recentTexts.size >= RECENT_TEXTS) recentTexts.delete(recentTexts.keys().next().value as string);
    recentTexts.set(content, state);
  }
  return state;
}

/** Forgets the texts `lineOf` remembers (so that an analysis's files are not held after it). */
export function forgetLineIndex(): void {
  recentTexts.clear();
}

/** 1-based line of the first occurrence of `needle` in `content`, or null (also past LINE_OF_BUDGET for this text). */
export function lineOf(content: string | null | undefined, needle: string): number | null {
  if (!content || needle === '') return null;
  if (content.length < LINE_INDEX_MIN) {
    const index = content.indexOf(needle);
    return index < 0 ? null : lineAt(content, index);
  }
  const state = linesOf(content);
  if (state.spent >= LINE_OF_BUDGET) return null;
  const index = content.indexOf(needle);
  state.spent += index < 0 ? content.length : index + needle.length;
  return index < 0 ? null : lineAt(content, index);
}

/** 1-based line of the character at `index` of `content` (a long text's line starts are indexed once and kept, as for lineOf). */
export function lineAt(content: string, index: number): number {
  if (content.length < LINE_INDEX_MIN) {
    let line = 1;
    for (let i = content.indexOf('\n'); i >= 0 && i < index; i = content.indexOf('\n', i + 1)) line += 1;
    return line;
  }
  const state = linesOf(content);
  if (state.starts === null) {
    const starts: number[] = [];
    for (let i = content.indexOf('\n'); i >= 0; i = content.indexOf('\n', i + 1)) starts.push(i + 1);
    state.starts = starts;
  }
  // Lines starting at or before `index`: a binary search over the starts.
  const starts = state.starts;
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (starts[mid]! <= index) low = mid + 1;
    else high = mid;
  }
  return low + 1;
}

/** Lower-case host of a URL (http, https, git+https, ssh, scp-like git@host:path), or null. */
export function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  // Fast path for the common https://host/path form (lockfiles hold thousands of these).
  if (url.startsWith('https://')) {
    const end = url.indexOf('/', 8);
    const host = end < 0 ? url.slice(8) : url.slice(8, end);
    if (!/[@:A-Z]/.test(host)) return host;
  }
  const scp = /^[\w.-]+@([\w.-]+):(?!\/\/)/.exec(url);
  if (scp) return scp[1]!.toLowerCase();
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/]*@)?([^/:?#]+)/i.exec(url);
  return match ? match[1]!.toLowerCase() : null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A parsed XML or JSON value as a list: an array as is, nothing (absent, null, empty text) as none, anything else as one item. */
export function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null || value === '' ? [] : [value];
}

export function asString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function errorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const firstLine = text.split('\n')[0] ?? text;
  return firstLine.length > 200 ? `${firstLine.slice(0, 200)}…` : firstLine;
}

/**
 * Text made safe to splice into a regular expression's source: every character with a meaning in a
 * pattern (`.*+?^${}()|[]\/` and `-`) matches itself, outside or inside a character class. A `-`
 * becomes `\x2d` rather than `\-`, which the `u` and `v` flags refuse outside a class.
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, (c) => (c === '-' ? '\\x2d' : `\\${c}`));
}

/** Something that tests text, as RegExp#test does (a RegExp is one). */
export interface TextTest {
  test(text: string): boolean;
}

const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/;

/**
 * `first`, then `then` later on the same line: what `/first.+then/` asks (`gap` 1; 0 for `.*`),
 * in linear time. That pattern backtracks quadratically on a long line with many `first` and no
 * `then`; here each line costs one search for `first` and one for `then` after it. Neither regex
 * may be global or sticky.
 */
export function inOrderOnALine(first: RegExp, then: RegExp, gap = 1): TextTest {
  return {
    test(text: string): boolean {
      for (const line of text.split(LINE_BREAK)) {
        const match = first.exec(line);
        if (match !== null && then.test(line.slice(match.index + match[0].length + gap))) return true;
      }
      return false;
    },
  };
}

/** True when any of the tests holds. */
export function anyOf(...tests: readonly TextTest[]): TextTest {
  return { test: (text: string) => tests.some((t) => t.test(text)) };
}

/**
 * A function of a path that remembers its answers (cleared when `max` are kept): the path tests an
 * analysis asks about many times, and the next analysis of the same repository again.
 */
export function memoByPath<T>(compute: (path: string) => T, max = 4_096): (path: string) => T {
  const known = new Map<string, T>();
  return (path) => {
    if (known.has(path)) return known.get(path) as T;
    const answer = compute(path);
    if (known.size >= max) known.clear();
    known.set(path, answer);
    return answer;
  };
}

/**
 * The repository a git dependency spec names, without its ref: `owner/repo#v2`, `github:owner/repo#v2`,
 * `git+https://github.com/Owner/Repo.git#v2`, `git+ssh://git@host/owner/repo.git@v2` (pip) all
 * name `host/owner/repo`, lower-cased, scheme, user and `.git` dropped. Null when the spec is
 * empty or too long to be one. Linear: string operations only.
 */
export function gitRepositoryOf(spec: string | null | undefined): string | null {
  if (spec === null || spec === undefined) return null;
  let text = spec.trim().toLowerCase();
  if (text === '' || text.length > 500) return null;
  const hash = text.indexOf('#');
  if (hash >= 0) text = text.slice(0, hash);
  text = text.replace(/^git\+/, '');
  let host = 'github.com';
  const scheme = text.indexOf('://');
  if (scheme >= 0) {
    text = text.slice(scheme + 3);
    const slash = text.indexOf('/');
    if (slash < 0) return null;
    host = text.slice(0, slash).replace(/^[^@]*@/, '').replace(/:\d+$/, '');
    text = text.slice(slash + 1);
  } else if (/^(?:github|gitlab|bitbucket):/.test(text)) {
    const colon = text.indexOf(':');
    host = `${text.slice(0, colon)}${text.startsWith('github') ? '.com' : text.startsWith('gitlab') ? '.com' : '.org'}`;
    text = text.slice(colon + 1);
  } else if (/^[^/@]*@[^/:]+:/.test(text)) {
    // scp form: git@host:owner/repo.git
    const colon = text.indexOf(':');
    host = text.slice(text.indexOf('@') + 1, colon);
    text = text.slice(colon + 1);
  }
  // pip's `repo.git@ref`: a ref after the repository's last path segment.
  const lastSlash = text.lastIndexOf('/');
  const at = text.indexOf('@', lastSlash + 1);
  if (at >= 0) text = text.slice(0, at);
  while (text.endsWith('/')) text = text.slice(0, -1);
  if (text.endsWith('.git')) text = text.slice(0, -4);
  return text === '' ? null : `${host}/${text}`;
}
