import type { PrSnapshot } from '../snapshot/pr-snapshot.js';
import type { AnalyzerContext } from './context.js';
import { codeText } from '../ecosystems/code/code-text.js';
import { isDeclarationFile, languageOf } from '../ecosystems/code/language.js';
import { baseNameOf, dirNameOf, isDevelopmentProjectPath, isTestProjectPath, joinPath } from '../ecosystems/util.js';
import { isBinaryPath, isMediaPath } from '../ecosystems/binary/index.js';
import { isBenchmarkOnlyPath, isGitPlaceholder, isProseDocument } from './classify-path.js';
import { testOfUnsupportedGo } from '../ecosystems/gomod/build-constraints.js';

/** Added lines read, over all files, to find where a deleted test's lines went. */
const MAX_ADDED_LINES = 50_000;
/** A line long enough to say something of its own (not `}`, `end`, `});`, a blank). */
const MIN_LINE = 8;
/** Share of a deleted test's lines that must come back in other files for the test to count as moved. */
const MOVED_SHARE = 0.8;

/** The name a test file gives its subject: `FileOperatorTest.kt`, `test_relay.py`, `relay.spec.ts`, `relay_test.go`, tsd's and Vitest's type test `relay.test-d.ts` name FileOperator, relay. */
function subjectOf(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
  return base.replace(/^test_/, '').replace(/(?:Tests?|Spec|[._-](?:test|spec)s?(?:-d)?)$/, '');
}

/**
 * Names too common to tie a test without a test affix to a deleted source file: a test folder's
 * `index.js` or `utils.py` may test anything. A test named as its subject (AVA's `test/url-to-options.ts`
 * for `source/core/utils/url-to-options.ts`) otherwise names it.
 */
const GENERIC_STEMS: ReadonlySet<string> = new Set(['index', 'main', 'mod', 'lib', 'init', '__init__', 'util', 'utils', 'helper', 'helpers', 'common', 'types', 'constants', 'config', 'app', 'base', 'core', 'setup', 'fixtures', 'support', 'test', 'tests', 'spec', 'specs']);

function stemOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
}

/**
 * The deleted test files the `tests-deleted` risk driver weighs. Left out: files of a benchmark
 * harness (a benchmark folder's files that no test folder or test name makes tests), prose
 * documents (`tests/README.md`) and git's own files (`.gitkeep`, `.keep`, `.gitignore`,
 * `.gitattributes`: a test folder's placeholder replaced by its first test), type declaration files
 * not named as tests (isTypeStub: `test/helpers/create-test-server.d.ts`); a test whose lines the
 * PR adds again in other files (at least 80% of its lines of eight characters or more, imports aside: test cases
 * moved into another file or module), a test rewritten elsewhere whose cases come back by title
 * (rewrittenElsewhere: another folder or runner, at least half its lines; a variant folded into a
 * parametrized test counts as come back, foldedInto), and a test of a source file the PR deletes too (`RelayTest.kt`
 * beside `Relay.kt`, `test_relay.py` beside `relay.py`, a test folder's `url-to-options.ts` beside
 * `url-to-options.ts` unless the name is a generic one: the code it tested is gone; a Go `diff_test.go`
 * beside the deleted `diff.go` of a helper package under a test folder, `testutil/diff/`, too), a Go
 * test built only for Go versions older than its module supports (testOfUnsupportedGo: `!go1.22`
 * under go.mod's `go 1.23.0`), and a test of an
 * integration whose dependency the PR removes (testsRemovedDependency: `radius_test.rb`, and with it
 * `views/hello.radius`, when `radius` leaves the Gemfile), a Go test under the same `//go:build` constraint as a
 * source file of its folder the PR deletes (`example_go118_test.go` beside `array_go118.go`, both
 * `//go:build go1.18`: a variant of the package for another Go version dropped whole, its tests with it),
 * and a test renamed and rewritten: one of
 * the same folder and name, case, separators and extension aside, added with at least half its
 * lines (`errorKey.test.js` to `error-key.test.js` while converting to another runner, `app.test.js`
 * to `app.test.ts`), or of the same folder under a longer name of the same subject
 * (`DnsMessageReaderTest.kt` to `DnsMessageReaderRecordedValuesTest.kt`); and the files of a test
 * folder's `support/` folder not named as tests (isTestSupportHelper), a JVM test root's class
 * or a Go helper package's file (no `_test.go`), or a Python test folder's helper module, that declares no test and checks nothing (holdsNoChecks); and a test of a deprecation
 * the PR removes from the program (testsRemovedDeprecation: Starlette's `tests/test_status.py`,
 * which checked the warning of an alias `starlette/status.py` dropped); a JavaScript test whose every
 * import of the project names only definitions the PR removes from that module (testsRemovedExports:
 * `import { stripColor } from '../lib/help.js'` when `lib/help.js` drops `stripColor`); a JavaScript test
 * named `<object>.<member>` whose member the PR removes from the program (removedMemberDefinitions:
 * `test/req.param.js` when `lib/request.js` drops `req.param = function param(…)`), or named
 * `<module>.<method>` whose method the PR removes from that module's class (`tests/help.wrap.test.js`
 * when `lib/help.js` drops `wrap(str, width) {`); and the tests of
 * an example project the PR deletes with its manifest (exampleProjectsRemoved). A test deleted
 * with nothing to show where it went, or whose diff GitHub left out, is weighed.
 */
/**
 * A declarative dependency manifest or lockfile: requirements and constraints lists, `setup.cfg`,
 * JSON, TOML, YAML, `go.mod`, `go.sum` and `*.lock` files. Not a build script that runs code and may
 * check something (`build.gradle.kts`, `setup.py`, a `Gemfile`, a gemspec).
 */
const DECLARATIVE_MANIFEST = /\.(?:txt|in|cfg|json|json5|toml|ya?ml|mod|sum|lock)$/i;

/** A test file the driver may weigh: a test, not a declarative dependency manifest or lockfile that a test folder holds. */
function isWeighableTestFile(path: string, info: { readonly isTest: boolean; readonly category: string }): boolean {
  return info.isTest && !(info.category === 'dependency' && DECLARATIVE_MANIFEST.test(path));
}

export function weighedDeletedTests(snapshot: PrSnapshot, ctx: AnalyzerContext, removedDependencies: readonly { readonly name: string }[] = []): string[] {
  // A benchmark harness (`benchmarks/run`, `benches/router.rs`) measures speed, it checks nothing;
  // a test folder's README is documentation, its `.gitkeep` keeps the folder in git: deleting any
  // of them takes no check away.
  // An empty file and a Python package marker that defines no test hold no check either, nor a
  // dependency manifest under a test folder (`tests/requirements.txt` moved into a dependency group,
  // a fixture project's `setup.cfg` or `package.json`): it lists what the tests install, and a test
  // that still needs it fails.
  const deleted = snapshot.files.filter((f) => f.status === 'removed' && isWeighableTestFile(f.path, ctx.classifier.info(f.path)) && !isBenchmarkOnlyPath(f.path) && !isProseDocument(f.path) && !isGitPlaceholder(f.path) && !isTypeStub(f.path) && !isTestSupportHelper(f.path) && !isMediaFixture(f.path) && !holdsNoTest(f));
  if (deleted.length === 0) return [];
  const deletedSources = new Set(snapshot.files.filter((f) => f.status === 'removed' && !ctx.classifier.info(f.path).isTest).map((f) => stemOf(f.path)));
  // The Go sources of helper packages under a test folder the PR deletes, by folder and name
  // (`testutil/diff/diff.go`): code its own `diff_test.go` beside it tests, though the folder makes it read as a test.
  const deletedGoHelpers = new Set(snapshot.files.filter((f) => f.status === 'removed' && isGoTestHelperSource(f.path) && ctx.classifier.info(f.path).isTest).map((f) => `${dirNameOf(f.path)}\n${stemOf(f.path)}`));
  // Go: the build constraints of the source files the PR deletes, by folder (`array_go118.go` under
  // `//go:build go1.18`): a variant of the package dropped whole, its tests with it.
  const droppedVariants = new Set<string>();
  for (const f of snapshot.files) {
    if (f.status !== 'removed' || !f.path.endsWith('.go') || f.path.endsWith('_test.go') || f.patch === null) continue;
    const constraint = goBuildConstraint(f.patch);
    if (constraint !== null) droppedVariants.add(`${dirNameOf(f.path)}\n${constraint}`);
  }
  // Tests the PR adds, by folder and squashed name (extension dropped), with their added lines: where
  // a deleted test renamed and rewritten went (`errorKey.test.js` to `error-key.test.js`,
  // `app.test.js` to `app.test.ts`, `types.test-d.ts` to `types.test-d.cts`).
  const addedTests = new Map<string, number>();
  /** The added tests by folder: their squashed names and added lines (a test of the same subject under a longer name). */
  const addedByFolder = new Map<string, { name: string; additions: number }[]>();
  for (const f of snapshot.files) {
    if (f.status !== 'added' || !ctx.classifier.info(f.path).isTest) continue;
    const key = renamedTestKey(f.path);
    addedTests.set(key, Math.max(addedTests.get(key) ?? 0, f.additions));
    const folder = dirNameOf(f.path);
    addedByFolder.set(folder, [...(addedByFolder.get(folder) ?? []), { name: squash(stemOf(f.path)), additions: f.additions }]);
  }
  let added: Map<string, number> | null = null;
  const addedLines = (): Map<string, number> => {
    if (added !== null) return added;
    added = new Map();
    let read = 0;
    for (const file of snapshot.files) {
      if (file.status === 'removed' || file.patch === null) continue;
      for (const line of file.patch.split('\n')) {
        if (read >= MAX_ADDED_LINES) return added;
        if (!line.startsWith('+')) continue;
        read += 1;
        const text = line.slice(1).trim();
        if (text.length >= MIN_LINE) added.set(text, (added.get(text) ?? 0) + 1);
      }
    }
    return added;
  };
  const removedNames = dependencyNames(removedDependencies);
  // Names of removed dependencies that a deleted test's subject names: their templates and fixtures go too.
  const testedNames = new Set<string>();
  for (const file of deleted) {
    const subject = squash(subjectOf(file.path));
    if (subject !== squash(stemOf(file.path)) && removedNames.has(subject)) testedNames.add(subject);
  }
  let removedTokens: Map<string, string | null> | null = null;
  let addedTitles: AddedTestTitles | undefined;
  let removedProgram: RemovedProgramWords | null = null;
  let removedExports: Map<string, Set<string>> | null = null;
  let removedMembers: Set<string> | null = null;
  const removedExampleProjects = exampleProjectsRemoved(snapshot);
  const weighed: string[] = [];
  for (const file of deleted) {
    // The cheapest test first: the tests of an example project the PR deletes with its manifest.
    if (removedExampleProjects.some((dir) => file.path.startsWith(`${dir}/`))) continue;
    if (isSupportFile(file.path) && referencesRemoved(file.path, (removedTokens ??= removedLineTokens(snapshot)))) continue;
    if (fixtureFolderRemoved(file.path, (removedTokens ??= removedLineTokens(snapshot)))) continue;
    if (isTestInput(file.path) && namedByRewrittenTest(file.path, snapshot, ctx)) continue;
    const subject = subjectOf(file.path);
    if (subject !== '' && (subject !== stemOf(file.path) || !GENERIC_STEMS.has(subject.toLowerCase())) && deletedSources.has(subject)) continue;
    if (deletedGoHelpers.size > 0 && file.path.endsWith('_test.go') && deletedGoHelpers.has(`${dirNameOf(file.path)}\n${subject}`)) continue;
    if (testedNames.size > 0 && testsRemovedDependency(file.path, testedNames)) continue;
    if (droppedVariants.size > 0 && file.path.endsWith('_test.go') && file.patch !== null) {
      const constraint = goBuildConstraint(file.patch);
      if (constraint !== null && droppedVariants.has(`${dirNameOf(file.path)}\n${constraint}`)) continue;
    }
    if (file.path.endsWith('_test.go') && testOfUnsupportedGo(file.path, file.patch, (path) => goModText(snapshot, path))) continue;
    // Renamed and rewritten: a test of the same folder and name (case, separators and extension
    // aside) added with at least half as many lines as the deleted one had.
    const successor = addedTests.get(renamedTestKey(file.path));
    if (successor !== undefined && successor > 0 && successor * 2 >= file.deletions) continue;
    // Rewritten under a longer name of the same subject in the same folder, with at least half its
    // lines (`DnsMessageReaderTest.kt` to `DnsMessageReaderRecordedValuesTest.kt`): the subject is
    // the deleted test's name without its test affix, six letters or more and not a generic one.
    const subjectKey = squash(subject);
    if (subject !== stemOf(file.path) && subjectKey.length >= 6 && !GENERIC_STEMS.has(subjectKey) && (addedByFolder.get(dirNameOf(file.path)) ?? []).some((t) => t.name.startsWith(subjectKey) && t.additions > 0 && t.additions * 2 >= file.deletions)) continue;
    if (file.patch !== null && movedElsewhere(file.patch, addedLines())) continue;
    if (file.patch !== null && rewrittenElsewhere(file.patch, file.deletions, (addedTitles ??= addedTestTitles(snapshot, ctx)))) continue;
    if (subject === stemOf(file.path) && file.patch !== null && holdsNoChecks(file.path, file.patch)) continue;
    if (file.patch !== null && testsRemovedDeprecation(file.patch, (removedProgram ??= removedProgramWords(snapshot, ctx)), subject !== stemOf(file.path) ? subject : '')) continue;
    if (file.patch !== null && testsRemovedExports(file.path, file.patch, (removedExports ??= removedDefinitions(snapshot, ctx, addedLines())))) continue;
    if (JS_MODULE.test(file.path) && subject.includes('.') && (removedMembers ??= removedMemberDefinitions(snapshot, ctx, addedLines())).has(subject)) continue;
    weighed.push(file.path);
  }
  return weighed;
}

/**
 * A go.mod's text for testOfUnsupportedGo: at the PR's head when the PR changes it (at the base when
 * it removes it; null when its content was not read), else as read at the base (goModulesWanted),
 * else undefined (absent, or not read).
 */
function goModText(snapshot: PrSnapshot, path: string): string | null | undefined {
  if (snapshot.files.some((f) => f.path === path)) {
    const content = snapshot.contents.find((c) => c.path === path);
    return content === undefined ? null : (content.head ?? content.base);
  }
  return snapshot.baseFiles.find((f) => f.path === path)?.content;
}

/** A project's own manifest: a folder holding one is a project of its own (an example's `package.json`). */
const PROJECT_MANIFEST = /^(?:package\.json|pyproject\.toml|setup\.py|Cargo\.toml|go\.mod|composer\.json|Gemfile|pom\.xml|build\.gradle(?:\.kts)?|deno\.jsonc?)$/;

/**
 * The folders of the example, sample, demo and playground projects (isDevelopmentProjectPath, not a
 * test's or the documentation site's) whose manifest the PR deletes: the example dropped whole
 * (commander's "Remove jest esm examples" deleted `examples/using-esm-from-commonjs/jest-javascript/`,
 * its `package.json`, its README and its `index.spec.cjs`, which checked only that the example ran).
 * The tests of such a project check the example, which is gone, not the program users install.
 */
function exampleProjectsRemoved(snapshot: PrSnapshot): string[] {
  const dirs: string[] = [];
  for (const f of snapshot.files) {
    if (f.status !== 'removed' || !PROJECT_MANIFEST.test(baseNameOf(f.path))) continue;
    const dir = dirNameOf(f.path);
    if (dir === '' || isTestProjectPath(`${dir}/`) || !isDevelopmentProjectPath(`${dir}/`) || /^(?:docs|documentation)(?:\/|$)/i.test(dir)) continue;
    // The project's own folder is below the example folder, not the example folder itself
    // (`examples/package.json` lists what every example installs, and its removal drops no example).
    if (/(?:^|\/)_?(?:examples?|samples?|demos?|benches|benchmarks?|(?:[\w.]+-)?playgrounds?)$/i.test(dir)) continue;
    dirs.push(dir);
  }
  return dirs;
}

/** A JavaScript or TypeScript module, by its extension (dropped to match an import's specifier: `'../lib/help.js'` for `lib/help.ts`). */
const JS_MODULE = /\.[cm]?[jt]sx?$/;
/** Lines read, over all program files, for the definitions the PR removes. */
const MAX_DEFINITION_LINES = 50_000;
/** A JavaScript or TypeScript definition of a name on a diff line: `export function stripColor(`, `const x =`, `class Help`, `exports.parse =`. */
const JS_DEFINITION = /^[-+]\s{0,12}(?:export\s{1,4}(?:default\s{1,4})?)?(?:(?:async\s{1,4})?function\s{0,4}\*?\s{0,4}|class\s{1,4}|const\s{1,4}|let\s{1,4}|var\s{1,4}|(?:module\.)?exports\.)([A-Za-z_$][\w$]{0,100})/;

/** Removed lines after a definition read as its body, to tell a definition renamed or moved from one gone. */
const MAX_BODY_LINES = 200;

/**
 * By program file (its path without extension), the names a removed line defines that no added line
 * of that file names again: `lib/help` to `stripColor` when `export function stripColor(str)` goes and
 * nothing in `lib/help.js` brings the name back. A definition whose code the PR adds again under
 * another name or elsewhere is moved, not gone: the text after its name (`(user, resource) {`, eight
 * characters or more) on an added definition, or at least half of the removed lines that follow it
 * (eight characters or more) among the PR's added lines (`added`). Its test then checked code that stays.
 */
function removedDefinitions(snapshot: PrSnapshot, ctx: AnalyzerContext, added: ReadonlyMap<string, number>): Map<string, Set<string>> {
  const gone = new Map<string, Set<string>>();
  // The text after the name of every definition an added line of a program file writes.
  const addedTails = new Set<string>();
  const program = snapshot.files.filter((file) => {
    if (file.patch === null || !JS_MODULE.test(file.path)) return false;
    const info = ctx.classifier.info(file.path);
    return !info.isTest && info.category === 'source';
  });
  let read = 0;
  for (const file of program) {
    for (const line of file.patch!.split('\n')) {
      if (++read > MAX_DEFINITION_LINES) break;
      if (!line.startsWith('+') || line.startsWith('+++')) continue;
      const match = JS_DEFINITION.exec(line);
      if (match !== null) addedTails.add(line.slice(match.index + match[0].length).trim());
    }
  }
  read = 0;
  for (const file of program) {
    if (file.status === 'added') continue;
    const removed = new Set<string>();
    const addedWords = new Set<string>();
    /** The definition whose body the removed lines now read, and what of it comes back. */
    let body: { name: string; indent: number; lines: number; back: number; moved: boolean } | null = null;
    const close = (): void => {
      if (body !== null && !body.moved && !(body.lines > 0 && body.back * 2 >= body.lines)) removed.add(body.name);
      body = null;
    };
    for (const line of file.patch!.split('\n')) {
      if (++read > MAX_DEFINITION_LINES) break;
      if (line.startsWith('-') && !line.startsWith('---')) {
        const indent = line.length - 1 - line.slice(1).trimStart().length;
        // A definition indented deeper than the one being read is part of its body (`const sgrPattern = …` inside `stripColor`).
        const match: RegExpExecArray | null = body !== null && indent > body.indent ? null : JS_DEFINITION.exec(line);
        if (match !== null) {
          close();
          const tail = line.slice(match.index + match[0].length).trim();
          body = { name: match[1]!, indent, lines: 0, back: 0, moved: tail.length >= MIN_LINE && addedTails.has(tail) };
        } else if (body !== null && body.lines < MAX_BODY_LINES) {
          const text = line.slice(1).trim();
          if (text.length >= MIN_LINE) {
            body.lines += 1;
            if (added.has(text)) body.back += 1;
          }
        }
        continue;
      }
      close();
      if (line.startsWith('+') && !line.startsWith('+++')) {
        for (const word of line.slice(1).split(/[^\w$]+/)) if (word !== '') addedWords.add(word);
      }
    }
    close();
    for (const word of addedWords) removed.delete(word);
    if (removed.size > 0) gone.set(file.path.replace(JS_MODULE, ''), removed);
  }
  return gone;
}

/**
 * A member assigned at the top of a JavaScript module on a diff line, the object's name in group 1
 * and the member's in group 2: `req.param = function param(name) {`, `app.del = deprecate.function(…)`,
 * `Router.prototype.route = function route(path) {`.
 */
const MEMBER_DEFINITION = /^[-+]\s{0,2}([A-Za-z_$][\w$]{0,60})\.(?:prototype\.)?([A-Za-z_$][\w$]{0,100})\s{0,4}=(?![=>])/;

/**
 * A method defined in a class body on a diff line, its name in group 1: `  wrap(str, width, indent,
 * minColumnWidth = 40) {`, `  static async parse(text: string): Promise<Ast> {`, `  get size() {`.
 * Control statements (`if (x) {`) are told apart by their keyword (CONTROL_KEYWORD).
 */
const METHOD_DEFINITION = /^[-+]\s{1,8}(?:static\s{1,4})?(?:async\s{1,4})?(?:[gs]et\s{1,4})?\*?([A-Za-z_$][\w$]{0,100})\s{0,4}\([^()]{0,300}\)\s{0,4}(?::[^{}]{1,200})?\{\s{0,4}$/;
/** The keywords a statement opens a block with, `if (x) {`: no method of that name. */
const CONTROL_KEYWORD = /^(?:if|for|while|switch|catch|function|with|return|do|else|try|finally|constructor)$/;

/**
 * The members (`req.param`) that the PR's removed lines of JavaScript program files assign at the
 * top of a module and that no added line of a program file assigns again, and whose body (the
 * removed lines after it, up to the next definition) does not come back for at least half its lines
 * among the PR's added lines (renamed or moved, its test would still have code to check). A
 * framework that removes `req.param()` takes `test/req.param.js` with it: the test named
 * `<object>.<member>` (Mocha's convention in Express and its middleware) had nothing left to check.
 */
function removedMemberDefinitions(snapshot: PrSnapshot, ctx: AnalyzerContext, added: ReadonlyMap<string, number>): Set<string> {
  const gone = new Set<string>();
  const program = snapshot.files.filter((file) => {
    if (file.patch === null || !JS_MODULE.test(file.path)) return false;
    const info = ctx.classifier.info(file.path);
    return !info.isTest && info.category === 'source';
  });
  const assignedAgain = new Set<string>();
  let read = 0;
  for (const file of program) {
    let body: { name: string; indent: number; lines: number; back: number } | null = null;
    const stem = stemOf(file.path);
    const close = (): void => {
      if (body !== null && !(body.lines > 0 && body.back * 2 >= body.lines)) gone.add(body.name);
      body = null;
    };
    for (const line of file.patch!.split('\n')) {
      if (++read > MAX_DEFINITION_LINES) break;
      const match = line.startsWith('---') || line.startsWith('+++') ? null : MEMBER_DEFINITION.exec(line);
      // A method of the module's class, named after the module (`wrap(str, width) {` in lib/help.js is `help.wrap`).
      const method = match !== null || line.startsWith('---') || line.startsWith('+++') ? null : METHOD_DEFINITION.exec(line);
      const name = match !== null ? `${match[1]!}.${match[2]!}` : method !== null && !CONTROL_KEYWORD.test(method[1]!) ? `${stem}.${method[1]!}` : null;
      if (line.startsWith('+') && !line.startsWith('+++')) {
        close();
        if (name !== null) assignedAgain.add(name);
        continue;
      }
      if (!line.startsWith('-') || line.startsWith('---')) {
        close();
        continue;
      }
      // A definition or assignment indented deeper than the member is part of its body (`var params = …`,
      // `this.cache = …` inside `req.param`).
      const indent = line.length - 1 - line.slice(1).trimStart().length;
      const current: { indent: number; lines: number; back: number } | null = body;
      if ((current === null || indent <= current.indent) && (name !== null || JS_DEFINITION.exec(line) !== null)) {
        close();
        if (name !== null) body = { name, indent, lines: 0, back: 0 };
        continue;
      }
      const text = line.slice(1).trim();
      if (current !== null && current.lines < MAX_BODY_LINES && text.length >= MIN_LINE) {
        current.lines += 1;
        if (added.has(text)) current.back += 1;
      }
    }
    close();
  }
  for (const name of assignedAgain) gone.delete(name);
  return gone;
}

/** A named import of a module of the project on a removed line: `import { stripColor } from '../lib/help.js'`, `import type { A, B as C } from './x'`. */
const NAMED_IMPORT = /^-\s{0,8}import\s{1,4}(?:type\s{1,4})?\{([^{}]{1,400})\}\s{0,4}from\s{0,4}['"](\.{1,2}\/[^'"]{0,200})['"]/;
/** The same by CommonJS destructuring: `const { stripColor } = require('../lib/help.js')`. */
const NAMED_REQUIRE = /^-\s{0,8}(?:const|let|var)\s{1,4}\{([^{}]{1,400})\}\s{0,4}=\s{0,4}require\(\s{0,4}['"](\.{1,2}\/[^'"]{0,200})['"]\s{0,4}\)/;
/** Any import or require of a relative module (`from '../lib'`, `require('../')`, a multi-line import's `} from './x'`). */
const RELATIVE_MODULE = /\bfrom\s{0,4}['"]\.{1,2}[/'"]|\brequire\(\s{0,4}['"]\.{1,2}[/'"]|^-\s{0,8}import\s{0,4}['"]\.{1,2}\//;
/** An imported name that can tie a test to a definition: four characters or more. */
const IMPORTED_NAME = /^[A-Za-z_$][\w$]{3,100}$/;

/**
 * A deleted JavaScript or TypeScript test whose every import of the project's own modules is a
 * named import (`import { stripColor } from '../lib/help.js'`) of names the PR removes from those
 * modules (removedDefinitions): the code it tested is gone, as with the test of a deleted source
 * file (commander's "Use node:util stripVTControlCharacters instead of own code" dropped
 * `stripColor` from `lib/help.js` and `tests/help.stripAnsi.test.js` with it). A test that also
 * imports a module whole or by default (`require('../')`), by a multi-line import, or a name that
 * stays or that the module's added lines name again, still weighs.
 */
function testsRemovedExports(path: string, patch: string, gone: ReadonlyMap<string, ReadonlySet<string>>): boolean {
  if (gone.size === 0) return false;
  const dir = dirNameOf(path);
  let named = 0;
  let read = 0;
  for (const line of patch.split('\n')) {
    if (!line.startsWith('-') || line.startsWith('---')) continue;
    if (++read > MAX_DEFINITION_LINES) return false;
    if (!RELATIVE_MODULE.test(line)) continue;
    const match = NAMED_IMPORT.exec(line) ?? NAMED_REQUIRE.exec(line);
    if (match === null) return false;
    const names = gone.get(joinPath(dir, match[2]!).replace(JS_MODULE, ''));
    if (names === undefined) return false;
    for (const part of match[1]!.split(',')) {
      // `A as B` and `type A` import A; CommonJS's `{ a: b }` takes a.
      const name = part.trim().replace(/^type\s{1,4}/, '').split(/\s|:/)[0] ?? '';
      if (name === '') continue;
      if (!IMPORTED_NAME.test(name) || !names.has(name)) return false;
      named += 1;
    }
  }
  return named > 0;
}

/** Removed lines of a package marker read for a test definition; a longer one is weighed. */
const MAX_MARKER_LINES = 5_000;
/** A Python test definition on a removed line: `def test_x(`, `async def test_x(`, `class TestX`, a `TestCase` subclass. */
const PYTHON_TEST_DEFINITION = /^-\s*(?:(?:async\s+)?def\s+test|class\s+(?:Test|\w+\((?:[\w.]*\.)?\w*TestCase\b))/;

/**
 * A deleted test-folder file that holds no test: an empty text file (no line removed; a binary file
 * also shows none, and is weighed), or a Python package's `__init__.py` whose removed lines define
 * no test function or class. pytest and unittest collect tests from `test_*.py` and `*_test.py`,
 * never from a package marker; one dropped or moved with its folder (a test suite moved under
 * `tests/`, a test package made a rootdir folder) takes no check away (calib50: a replay of a
 * validation library's "Migrate pydantic-core tests to main tests directory" weighed five empty
 * `__init__.py` files as deleted tests).
 */
function holdsNoTest(file: { readonly path: string; readonly additions: number; readonly deletions: number; readonly patch: string | null }): boolean {
  // GitHub lists an empty file removed with no line and no patch, as it does a binary file.
  if (file.deletions === 0 && file.additions === 0 && !isBinaryPath(file.path)) return true;
  if (!file.path.endsWith('__init__.py') || !/(?:^|\/)__init__\.py$/.test(file.path) || file.patch === null) return false;
  const lines = file.patch.split('\n', MAX_MARKER_LINES + 1);
  return lines.length <= MAX_MARKER_LINES && !lines.some((line) => PYTHON_TEST_DEFINITION.test(line));
}

/** Titles read from the PR's added tests at most. */
const MAX_ADDED_TITLES = 50_000;

/** The tests the PR adds or changes, with their titles and added lines (where a deleted test rewritten in another folder went). */
function addedTestTitles(snapshot: PrSnapshot, ctx: AnalyzerContext): AddedTestTitles {
  const holderOf = new Map<string, number>();
  const additions: number[] = [];
  const parametrized: boolean[] = [];
  for (const f of snapshot.files) {
    if (holderOf.size >= MAX_ADDED_TITLES) break;
    if (f.status === 'removed' || f.patch === null || !ctx.classifier.info(f.path).isTest) continue;
    const titles = testTitles(f.patch, '+');
    if (titles.size === 0) continue;
    additions.push(f.additions);
    parametrized.push(addsParametrization(f.patch));
    for (const title of titles) if (!holderOf.has(title)) holderOf.set(title, additions.length - 1);
  }
  return { holderOf, additions, parametrized };
}

/**
 * A test runner's way of running one test over several cases, on an added line: pytest's
 * `@pytest.mark.parametrize` and fixture `params=`, `parameterized.expand`, unittest's `subTest`,
 * JUnit's `@ParameterizedTest`, Jest's and Vitest's `it.each`/`test.each`/`describe.each`, Go's
 * subtests (`t.Run(`).
 */
const PARAMETRIZATION = /@pytest\.mark\.parametrize\b|\bpytest\.fixture\(\s*params\s*=|\bparameterized\.expand\b|\.subTest\(|@ParameterizedTest\b|\b(?:it|test|describe)\.each\b|\bt\.Run\(/;

function addsParametrization(patch: string): boolean {
  for (const line of patch.split('\n')) if (line.startsWith('+') && line.length <= 2_000 && PARAMETRIZATION.test(line)) return true;
  return false;
}

/** Shortest added title a deleted variant's name may extend (`test_hidden_option`, not `test`). */
const MIN_FOLDED_TITLE = 8;

/**
 * The holder of the added parametrized test that a deleted variant was folded into: the deleted
 * title is an added title followed by a separator and more (`test_hidden_option_no_rich` beside
 * `test_hidden_option`, now run for both values of `use_rich`), and the test adding it parametrizes.
 */
function foldedInto(title: string, added: AddedTestTitles): number | undefined {
  for (let i = MIN_FOLDED_TITLE; i < title.length; i++) {
    const c = title[i];
    if (c !== '_' && c !== ' ' && c !== '-') continue;
    const holder = added.holderOf.get(title.slice(0, i));
    if (holder !== undefined && added.parametrized[holder] === true) return holder;
  }
  return undefined;
}

/** Removed lines read of a deleted file for holdsNoChecks; a longer file is weighed. */
const MAX_CHECKED_LINES = 20_000;

/**
 * A test declared in a JVM language: a JUnit, TestNG or jqwik annotation (and the set-up ones, which
 * only tests use), a JUnit 3 `TestCase`, a Spock `Specification`, a Kotest or ScalaTest spec or suite,
 * or a test block (`test("…") {`, `describe(`, `"…" should {`). Broad on purpose: a match keeps the file weighed.
 */
const JVM_TEST_DECLARATION = /@(?:Test|ParameterizedTest|RepeatedTest|TestFactory|TestTemplate|Property|Theory|Before\w*|After\w*)\b|\bTestCase\b|\bSpecification\b|\w(?:Spec|Suite)\b|\b(?:test|describe|it|context|should)\s*[({]/;
/** An assertion or check a helper may hold for the tests that use it. */
const CHECK_WORD = /assert|expect|\bshould\b|\bverify|\bfail\s*\(|\bcheck\s*\(/i;
/** A compiled test source root of Maven's and Gradle's layout (`src/test/java/`, `src/integrationTest/kotlin/`): its files are classes, not inputs read by a pattern. */
const JVM_TEST_SOURCE_ROOT = /(?:^|\/)src\/\w{0,40}[Tt]est\w{0,40}\/(?:java|kotlin|scala|groovy)\//;

/**
 * A deleted Java, Kotlin, Scala or Groovy source (not a script: `.kts` build files may hold a test
 * module's whole build) of a compiled test source root (JVM_TEST_SOURCE_ROOT), not named as a test,
 * whose removed lines' code (comments aside, strings kept) declares no test (JVM_TEST_DECLARATION) and
 * holds no assertion or check (CHECK_WORD): support code of the test tree, such as a copy of a
 * testing library's extension dropped for the library's own (square/moshi's
 * `src/test/java/com/tschuchort/compiletesting/Ksp.kt`). The runners run annotated or named test
 * classes only; a test that still needs the file fails to compile. The same for a Go file of a test
 * helper package that is no `_test.go` file (isGoTestHelperSource: viper's `internal/testutil/env_go1_16.go`,
 * a `Setenv` shim dropped for `t.Setenv`) whose code declares no Go test or Ginkgo spec
 * (GO_TEST_DECLARATION) and reports no failure (CHECK_WORD, GO_CHECK).
 * And for a Python module of
 * a test folder that no runner collects by its name (isPythonHelperModule: `tests/utils.py`, not
 * `test_*.py`, `*_test.py` or `conftest.py`) whose removed code defines no test, fixture or mark
 * (PYTHON_TEST_DECLARATION) and holds no check: httpx's `tests/utils.py`, a context manager that set
 * a log-level variable the PR retired, was weighed as a deleted test (calib59). Elsewhere (a JavaScript
 * fixture a suite runs by a pattern, mocha running every file of `test/`, compile-testing inputs under
 * `src/test/resources/`, a Go file under `testdata/`), a file whose diff GitHub left out, or one longer
 * than MAX_CHECKED_LINES, it is weighed.
 */
function holdsNoChecks(path: string, patch: string): boolean {
  const language = languageOf(path);
  const declaration =
    language === 'java' && !path.endsWith('.kts') && JVM_TEST_SOURCE_ROOT.test(path) ? JVM_TEST_DECLARATION : isGoTestHelperSource(path) ? GO_TEST_DECLARATION : language === 'python' && isPythonHelperModule(path) ? PYTHON_TEST_DECLARATION : null;
  if (declaration === null) return false;
  const lines = patch.split('\n', MAX_CHECKED_LINES + 1);
  if (lines.length > MAX_CHECKED_LINES) return false;
  for (const line of lines) {
    if (!line.startsWith('-') || line.startsWith('---')) continue;
    const text = codeText(line.slice(1, 2001), language);
    if (text.isComment) continue;
    if (declaration.test(text.code) || CHECK_WORD.test(text.code) || (declaration === GO_TEST_DECLARATION && GO_CHECK.test(text.code))) return false;
  }
  return true;
}

/**
 * A test declared in Go: a `Test`, `Benchmark`, `Example` or `Fuzz` function, or a Ginkgo spec or
 * container (`Describe(`, `It(`, `Entry(`: suites such as Kubernetes' e2e tests keep their specs in
 * plain `.go` files a `_test.go` file imports). Broad on purpose: a match keeps the file weighed.
 */
const GO_TEST_DECLARATION = /\bfunc\s+(?:Test|Benchmark|Example|Fuzz)\w*\s*\(|\b[FPX]?(?:Describe|DescribeTable|Context|When|It|Specify|Entry|BeforeEach|AfterEach|BeforeSuite|SynchronizedBeforeSuite)\s*\(/;
/** A Go check a helper may hold: a failure reported through `testing.T` or `testing.TB` (`t.Errorf(`, `tb.Fatal(`, `t.FailNow(`), Gomega's `Ω(`. */
const GO_CHECK = /\.(?:Errorf?|Fatalf?|Fail|FailNow)\s*\(|Ω\(/;

/**
 * A Go file of a test helper package that is not itself a test file (`internal/testutil/env_go1_16.go`,
 * not `*_test.go`, not under `testdata/`, which the Go tool never builds and whose files are a
 * test's inputs): `go test` runs the tests of `_test.go` files only; a helper's callers, if any
 * were left, would fail to compile.
 */
function isGoTestHelperSource(path: string): boolean {
  return path.endsWith('.go') && !path.endsWith('_test.go') && !/(?:^|\/)testdata\//.test(path);
}

/**
 * A Python test-folder module that no runner collects tests from by its name: not `test*.py`
 * (unittest's default pattern, which takes in pytest's `test_*.py` and Django's `tests.py`), not
 * `*_test.py` (pytest's other default), not `conftest.py` (pytest loads its fixtures and hooks for
 * every test beside it). `tests/utils.py`, `tests/helpers.py`, `tests/compat.py`: helpers the tests
 * import.
 */
function isPythonHelperModule(path: string): boolean {
  const stem = stemOf(path);
  return path.endsWith('.py') && !/^test/i.test(stem) && !/_test$/i.test(stem) && stem !== 'conftest';
}

/**
 * A test declared in Python: a function or method named `test…` (pytest's and unittest's default
 * prefix), a class named `Test…` or a `TestCase` subclass, a pytest mark or fixture (a fixture may
 * check what every test using it gets). Broad on purpose: a match keeps the file weighed.
 */
const PYTHON_TEST_DECLARATION = /\bdef\s+test|\bclass\s+Test|TestCase\b|@pytest\.|\bpytest\.(?:raises|warns|fail|approx)\b/;

/** A test folder's support folder: RSpec's `spec/support/`, Minitest's and ExUnit's `test/support/`. */
const SUPPORT_DIR = /(?:^|\/)(?:test|tests|spec|specs)\/(?:[\w.-]{1,100}\/){0,5}support\//;

/**
 * A file of a test folder's `support/` folder whose own name is no test's
 * (`spec/support/rack_monkey_patches.rb`): RSpec, Minitest and ExUnit run the files named as tests,
 * and the support folder only sets up what those use (spec_helper requires it). Deleting one takes
 * no check away; a test that still needs it fails. A file there named as a test
 * (`support/format_spec.rb`, `support/parser.test.js`) still weighs, and so do other helper folders
 * (`test/helpers/create-test-server.ts`), whose code may hold the assertions tests share.
 */
function isTestSupportHelper(path: string): boolean {
  return SUPPORT_DIR.test(path) && subjectOf(path) === stemOf(path) && !/^test_/.test(stemOf(path));
}

/**
 * Folders of a test suite's support files (fixtures, helpers, mocks, test data): what tests run
 * or read, not tests of their own.
 */
const SUPPORT_SEGMENT = /^(?:fixtures?|__fixtures__|helpers?|support|test[-_]?data|mocks?|__mocks__|stubs?|testutils?|testhelpers|test[-_]helpers|testsupport|test[-_]support)$/i;

/** A file of a support folder whose own name is no test's (`test/fixtures/nested-send.js`, `test/helpers/fixtures-dir.js`, `tests/helpers/client.py`). */
function isSupportFile(path: string): boolean {
  const segments = path.split('/');
  if (!segments.slice(0, -1).some((segment) => SUPPORT_SEGMENT.test(segment))) return false;
  const stem = stemOf(path);
  return !/^test_|(?:Tests?|Spec|[._-](?:test|spec)s?(?:-d)?)$/.test(stem) && !GENERIC_STEMS.has(stem.toLowerCase());
}

/** Extensions of files that hold test cases themselves (jq's `jq.test`, Perl's `.t`, PHP's `.phpt`, Bats, Robot, Cucumber) or a snapshot baseline. */
const TEST_CASE_EXTENSION = /\.(?:tests?|specs?|feature|t|phpt|robot|bats|snap|approved\.\w{1,8}|golden|expected)$/i;

/**
 * A test suite's input outside a support folder: a file with an extension that is no programming
 * language the code rules read and no test-case format, under a name no test has (jq's
 * `tests/utf8-truncate.jq`, the program its `tests/utf8test` script fed jq). Code files, test-case
 * files and baselines are weighed as tests.
 */
function isTestInput(path: string): boolean {
  const name = baseNameOf(path);
  if (name.lastIndexOf('.') <= 0 || languageOf(path) !== null || TEST_CASE_EXTENSION.test(name)) return false;
  const stem = stemOf(path);
  return !/^test_|(?:Tests?|Spec|[._-](?:test|spec)s?(?:-d)?)$/.test(stem) && !GENERIC_STEMS.has(stem.toLowerCase());
}

/**
 * Whether the removed lines of a test file the PR changes, and does not delete, name a deleted test
 * input by its file name (`$JQ -nf $JQTESTDIR/utf8-truncate.jq` rewritten to build its input in the
 * script; the build file's list of test files may drop it too): the check moved into that test,
 * which is weighed as itself.
 */
function namedByRewrittenTest(path: string, snapshot: PrSnapshot, ctx: AnalyzerContext): boolean {
  const name = baseNameOf(path);
  const names = (line: string): boolean => {
    for (let at = line.indexOf(name); at >= 0; at = line.indexOf(name, at + 1)) {
      if (!/[\w.-]/.test(line[at - 1] ?? ' ') && !/[\w.-]/.test(line[at + name.length] ?? ' ')) return true;
    }
    return false;
  };
  return snapshot.files.some((f) => {
    if (f.path === path || f.status === 'removed' || f.patch === null || !ctx.classifier.info(f.path).isTest) return false;
    let read = 0;
    for (const line of f.patch.split('\n')) {
      if ((read += 1) > MAX_REMOVED_LINES) return false;
      if (line.startsWith('-') && !line.startsWith('---') && names(line)) return true;
    }
    return false;
  });
}

/** Removed lines read, over all files, for the names of deleted support files. */
const MAX_REMOVED_LINES = 50_000;

/**
 * The words of the PR's removed lines, split at anything but letters, digits, `_`, `-` and `.`
 * (`execa('nested-send.js')` gives `execa`, `nested-send.js`), and the last part of a dotted word
 * (`tests.helpers.client` gives `client`), each with the file it came from (null when several did).
 */
function removedLineTokens(snapshot: PrSnapshot): Map<string, string | null> {
  const tokens = new Map<string, string | null>();
  const add = (token: string, path: string): void => {
    const seen = tokens.get(token);
    if (seen === undefined) tokens.set(token, path);
    else if (seen !== path) tokens.set(token, null);
  };
  let read = 0;
  for (const file of snapshot.files) {
    if (file.patch === null) continue;
    for (const line of file.patch.split('\n')) {
      if (!line.startsWith('-') || line.startsWith('---')) continue;
      read += 1;
      if (read > MAX_REMOVED_LINES) return tokens;
      for (const token of line.slice(1).split(/[^\w.-]+/)) {
        if (token.length < 4) continue;
        add(token, file.path);
        const dot = token.lastIndexOf('.');
        if (dot > 0 && token.length - dot > 4) add(token.slice(dot + 1), file.path);
      }
    }
  }
  return tokens;
}

/** Code files, imported by their name without extension (`require('./helpers/fixtures-dir')`, `from tests.helpers.client import …`). */
const MODULE_EXTENSION = /\.(?:[cm]?[jt]sx?|py|rb)$/;

/**
 * Whether another file's removed lines name a deleted support file: by its file name
 * (`'nested-send.js'`) or, for a module, by its name without extension or as the last part of a
 * dotted import, or, for a family of fixtures a test names by building the name, by its start up to
 * a separator (`'ipc-echo-twice-filter'` for `ipc-echo-twice-filter-get.js`, eight characters or
 * more). The tests that used the fixture or helper were rewritten or removed in the same PR
 * (weighed as themselves when deleted): the file is left over, and deleting it takes no check away.
 * A fixture no removed line names (one a suite reads by a pattern, a test case of its own) is weighed.
 */
function referencesRemoved(path: string, tokens: ReadonlyMap<string, string | null>): boolean {
  const elsewhere = (token: string): boolean => {
    const from = tokens.get(token);
    return from !== undefined && from !== path;
  };
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (elsewhere(name)) return true;
  const stem = stemOf(path);
  if (MODULE_EXTENSION.test(name) && stem.length >= 4 && elsewhere(stem)) return true;
  // A family of fixtures whose names a test builds (`${start}-get.js` from `'ipc-echo-twice-filter'`):
  // the start of the name, up to a separator, as a word of its own.
  for (let at = stem.search(/[-_][^-_]*$/); at >= 8; at = stem.slice(0, at).search(/[-_][^-_]*$/)) {
    if (elsewhere(stem.slice(0, at))) return true;
  }
  return false;
}

/**
 * Whether another file's removed lines name the folder of a fixture project a deleted file belongs
 * to (`fixture('legacy-app')`, `path.join(__dirname, 'fixtures', 'legacy-app')` for
 * `test/fixtures/legacy-app/index.js` and its `package.json`): a folder inside a support folder,
 * six characters or more, no generic name (`src`, `utils`, `examples`), and a file not named as a
 * test. The test that used the project was rewritten or removed in the same PR, as referencesRemoved.
 */
function fixtureFolderRemoved(path: string, tokens: ReadonlyMap<string, string | null>): boolean {
  if (/^test_|(?:Tests?|Spec|[._-](?:test|spec)s?(?:-d)?)$/.test(stemOf(path))) return false;
  const segments = path.split('/').slice(0, -1);
  const support = segments.findIndex((segment) => SUPPORT_SEGMENT.test(segment));
  if (support < 0) return false;
  return segments.slice(support + 1).some((folder) => {
    const from = tokens.get(folder);
    return from !== undefined && from !== path && folder.length >= 6 && !GENERIC_STEMS.has(folder.toLowerCase()) && !GENERIC_FOLDERS.has(folder.toLowerCase()) && !SUPPORT_SEGMENT.test(folder);
  });
}

/** Folder names a fixture project's layout repeats (`fixtures/app/src/`, `node_modules/`): they name no fixture. */
const GENERIC_FOLDERS: ReadonlySet<string> = new Set(['source', 'sources', 'public', 'assets', 'static', 'vendor', 'node_modules', 'packages', 'modules', 'components', 'templates', 'resources', 'expected', 'actual', 'output', 'input', 'inputs', 'outputs', 'golden', 'snapshots', '__snapshots__', 'schemas', 'models', 'views', 'controllers', 'scripts', 'project', 'projects', 'example', 'examples', 'sample', 'samples', 'default', 'simple', 'basic', 'nested', 'module', 'package', 'plugin', 'plugins', 'config', 'configs', 'client', 'server', 'shared', 'valid', 'invalid', 'images', 'styles', 'javascript', 'typescript', 'python']);

/**
 * Folders and names of the images a visual or golden test compares against: Playwright's
 * `login.spec.ts-snapshots/`, jest-image-snapshot's `__image_snapshots__/`, `__screenshots__/`,
 * matplotlib's `baseline_images/`, Flutter's `goldens/`, ApprovalTests' `*.approved.png`, and
 * `expected/`, `reference/` folders. Deleting one of those can let its test write a new one and pass.
 */
const VISUAL_BASELINE = /(?:^|[/_.-])(?:snapshots?|screenshots?|baselines?|goldens?|references?|expected|approved)(?:[/_.-]|$)/i;

/**
 * An image, font, audio or video file in a test folder (isMediaPath), outside any visual baseline
 * (VISUAL_BASELINE): the input a test reads (a static-site generator's test site's
 * `test/source/gathering/_staff/admins/backend/gamma.svg`), not a check. The test that reads it is
 * what checks, and it is weighed when deleted; one that still reads the file fails in CI (since
 * 2026-12-01, calib61: a replay of a static-site generator rated "Restore globbed path behavior in
 * front matter defaults" medium for the two SVG fixtures of the feature it reverted).
 */
function isMediaFixture(path: string): boolean {
  return isMediaPath(path) && !VISUAL_BASELINE.test(path);
}

/**
 * A type declaration file of a test folder whose own name is no test's (`test/helpers/create-test-server.d.ts`,
 * `tests/stubs/fakeredis.pyi`): the types of a test helper's untyped dependency, deleted when that
 * package ships its own. It declares types and checks nothing. A declaration named as a test
 * (`index.test.d.ts`) and tsd's type tests (`index.test-d.ts`, not a declaration file) still weigh.
 */
function isTypeStub(path: string): boolean {
  if (!isDeclarationFile(path)) return false;
  const stem = path.slice(path.lastIndexOf('/') + 1).replace(/\.d\.[cm]?ts$|\.pyi$/i, '');
  return !/^test_|(?:Tests?|Spec|[._-](?:test|spec)s?)$/.test(stem);
}

/**
 * A constraint on the Go version alone (`go1.18`, `!go1.21`, `go1.20 && !go1.22`): a variant for
 * older or newer toolchains, dropped whole when the minimum version moves. A platform or custom tag
 * (`linux`, `integration`) is shared by unrelated files and does not count.
 */
const GO_VERSION_CONSTRAINT = /^[!(]*go1\.\d{1,3}\)*(?: (?:&&|\|\|) [!(]*go1\.\d{1,3}\)*){0,7}$/;

/** Removed lines read for a Go file's build constraint, which comes before its package clause. */
const MAX_HEADER_LINES = 60;

/**
 * The `//go:build` constraint of a Go file the patch deletes, whitespace squeezed (`go1.18`,
 * `!go1.21`), read from its removed lines before the package clause; null when it has none or one
 * on anything but the Go version.
 */
function goBuildConstraint(patch: string): string | null {
  let read = 0;
  for (const line of patch.split('\n', MAX_HEADER_LINES * 2)) {
    if (!line.startsWith('-') || line.startsWith('---')) continue;
    read += 1;
    if (read > MAX_HEADER_LINES) return null;
    const text = line.slice(1).trim();
    if (text.startsWith('package ')) return null;
    if (text.startsWith('//go:build ')) {
      const expression = text.slice('//go:build '.length).replace(/\s+/g, ' ').trim();
      return GO_VERSION_CONSTRAINT.test(expression) ? expression : null;
    }
  }
  return null;
}

/**
 * A test file's folder and its name without the last extension, squashed (squash):
 * `test/errorKey.test.js` and `test/error-key.test.js` give `test/errorkeytest`, `test/types/pino.test-d.ts`
 * and `test/types/pino.test-d.cts` give `test/types/pinotestd`.
 */
function renamedTestKey(path: string): string {
  return `${dirNameOf(path)}/${squash(stemOf(path))}`;
}

/** Letters and digits only, lower case: `coffee-script` -> `coffeescript`, `RedCloth` -> `redcloth`. */
function squash(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The names a removed dependency goes by in its tests: the whole name (`radius`, `coffee-script`)
 * and, when it is four letters or more, the first word of a hyphenated, underscored or dotted name
 * (`coffee` of `coffee-script`, `sass` of `sass-embedded`), each plural one also in the singular
 * (`database` of `databases`); the last path segment of a Go module
 * or Maven coordinate (`github.com/acme/radius` -> `radius`).
 */
function dependencyNames(dependencies: readonly { readonly name: string }[]): Set<string> {
  const names = new Set<string>();
  for (const { name } of dependencies) {
    const last = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf(':')) + 1);
    const whole = squash(last);
    if (whole.length >= 3) names.add(whole);
    const first = squash(last.split(/[-_.]/)[0] ?? '');
    if (first.length >= 4) names.add(first);
    // A plural name stands for its singular too (`databases` for `test_database.py`: Starlette's
    // "Remove `databases` from tests"), when six letters or more are left (not `ss`: `wheels`, not `glass`).
    for (const word of [whole, first]) if (/[^s]s$/.test(word) && word.length >= 7) names.add(word.slice(0, -1));
  }
  return names;
}

/**
 * A deleted test of an integration whose dependency the PR removes: its subject, by a test file's
 * name (`radius_test.rb`, `test_creole.py`), names that dependency; or it is a template or fixture
 * whose extension names a dependency such a deleted test names (`views/hello.radius` beside
 * `radius_test.rb`). The feature it tested is dropped with the package (a template engine, a server
 * adapter): the code it tested is gone.
 */
function testsRemovedDependency(path: string, tested: ReadonlySet<string>): boolean {
  const subject = squash(subjectOf(path));
  if (subject !== squash(stemOf(path)) && tested.has(subject)) return true;
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 && tested.has(squash(name.slice(dot + 1)));
}

/** Lines read, over all files, for the words a PR's program files take away. */
const MAX_WORD_LINES = 50_000;
/**
 * A deprecation, as code and tests speak of one: `DeprecationWarning`, `@deprecated`, `#[deprecated]`,
 * `pytest.deprecated_call`, `expectDeprecation`; C#'s `[Obsolete]` and the compiler warnings a test of
 * an obsolete member silences (`#pragma warning disable CS0618`, CS0612).
 */
const DEPRECATION = /deprecat|\bObsolete(?:Attribute)?\b|\bCS06(?:12|18)\b/i;
/** Removed lines after a deprecation marker read for the name it marks (`[Obsolete(…)]` above `public … Transform<T>(…)`). */
const MARKED_LINES = 3;
/** Shortest name of a test's subject tied to a deprecated declaration (`Transform` of `TransformTests.cs`). */
const MIN_SUBJECT = 6;
/**
 * A name distinctive enough to tie a test to the code it tested: eight characters or more with an
 * underscore, a digit or a capital inside (`WS_1004_NO_STATUS_RCVD`, `legacyRouter`,
 * `parse_old_header`), and not the vocabulary of deprecations and warnings themselves
 * (`DeprecationWarning`, `__deprecated__`, `warn_explicit`), which any deprecation test shares.
 */
function distinctiveName(word: string): boolean {
  return word.length >= 8 && /[A-Za-z]/.test(word) && /[_\d]|[a-z][A-Z]/.test(word) && !/deprecat|warn/i.test(word);
}
/** A deprecation message long enough to tie a test to the code that gave it: its text between the quotes. */
const MIN_MESSAGE = 24;
/**
 * The texts of the quoted strings on a line that speak of a deprecation, each from its opening
 * quote to the next of the same kind (a backslash escapes one character): `'`chalk.constructor()` is
 * deprecated. Use `new chalk.Instance()` instead.'` is one text, its backticks inside it. One pass.
 */
function deprecationMessages(line: string): string[] {
  const messages: string[] = [];
  for (let i = 0; i < line.length; i += 1) {
    const quote = line.charAt(i);
    if (quote !== "'" && quote !== '"' && quote !== '`') continue;
    let end = i + 1;
    while (end < line.length && line.charAt(end) !== quote) end += line.charAt(end) === '\\' ? 2 : 1;
    const text = line.slice(i + 1, end);
    if (text.length >= MIN_MESSAGE && DEPRECATION.test(text)) messages.push(text);
    i = end;
  }
  return messages;
}
interface RemovedProgramWords {
  /** Distinctive names on removed lines of program files (not tests) that no added line of the PR has. */
  readonly names: ReadonlySet<string>;
  /** Deprecation messages on removed lines of program files that no added line of the PR has (deprecationMessages). */
  readonly messages: ReadonlySet<string>;
  /** Whether a removed line of a program file speaks of a deprecation. */
  readonly deprecation: boolean;
  /** Lower-cased words of the removed program lines a deprecation marker (`[Obsolete]`, `@Deprecated`) stands on or just above, that no added line of the PR has. */
  readonly deprecatedNames: ReadonlySet<string>;
}
/** The distinctive names the PR's program files remove and add nowhere, and whether what they remove was deprecated. */
function removedProgramWords(snapshot: PrSnapshot, ctx: AnalyzerContext): RemovedProgramWords {
  const removed = new Set<string>();
  const added = new Set<string>();
  const removedMessages = new Set<string>();
  const addedMessages = new Set<string>();
  const marked = new Set<string>();
  const addedWords = new Set<string>();
  let deprecation = false;
  let read = 0;
  for (const file of snapshot.files) {
    if (file.patch === null) continue;
    const info = ctx.classifier.info(file.path);
    const program = !info.isTest && info.category === 'source';
    /** Removed lines of this file left to read for the name a deprecation marker stands above. */
    let markedLeft = 0;
    for (const line of file.patch.split('\n')) {
      if (read >= MAX_WORD_LINES) break;
      const sign = line.charAt(0);
      if ((sign !== '+' && sign !== '-') || line.startsWith('+++') || line.startsWith('---')) continue;
      if (sign === '+') for (const word of line.slice(1).split(/\W+/)) if (word.length >= MIN_SUBJECT) addedWords.add(word.toLowerCase());
      if (sign === '-' && !program) continue;
      read += 1;
      if (sign === '-') {
        if (DEPRECATION.test(line)) markedLeft = MARKED_LINES + 1;
        if (markedLeft > 0) {
          markedLeft -= 1;
          for (const word of line.slice(1).split(/\W+/)) if (word.length >= MIN_SUBJECT) marked.add(word.toLowerCase());
        }
      }
      if (sign === '-' && !deprecation && DEPRECATION.test(line)) deprecation = true;
      if (DEPRECATION.test(line)) for (const message of deprecationMessages(line.slice(1))) (sign === '+' ? addedMessages : removedMessages).add(message);
      for (const word of line.slice(1).split(/\W+/)) {
        if (!distinctiveName(word)) continue;
        (sign === '+' ? added : removed).add(word);
      }
    }
  }
  for (const word of added) removed.delete(word);
  for (const message of addedMessages) removedMessages.delete(message);
  for (const word of addedWords) marked.delete(word);
  return { names: removed, messages: removedMessages, deprecation, deprecatedNames: marked };
}
/**
 * A deleted test of a deprecation the PR removes from the program: the test speaks of a deprecation
 * (`pytest.warns(DeprecationWarning)`, `@deprecated`), a removed line of a program file does too, and
 * the test names something distinctive those removed lines take away and no added line brings back
 * (Starlette's "Remove deprecated `WS_1004_NO_STATUS_RCVD`": `tests/test_status.py` checked the
 * warning of the alias `starlette/status.py` dropped), or quotes word for word a deprecation message
 * of 24 characters or more that those removed lines give and no added line gives again (chalk's
 * "Add named exports": `test/constructor.js` checked the error of `chalk.constructor()`, which
 * `source/index.js` dropped). The deprecated code is gone; so is what its test checked. A test of
 * code that stays, or of a name or message the PR adds again, still weighs. A test named for its
 * subject (`TransformTests.cs`) counts as naming it when the removed program lines declare that subject
 * under a deprecation marker (C#'s `[Obsolete]` above `public … Transform<T>(…)`: a .NET validation
 * library's "Remove deprecated Transform methods", whose test silenced CS0618).
 */
function testsRemovedDeprecation(patch: string, program: RemovedProgramWords, subject = ''): boolean {
  if (!program.deprecation || (program.names.size === 0 && program.messages.size === 0 && program.deprecatedNames.size === 0)) return false;
  let deprecation = false;
  // A test named for what it tests (`TransformTests.cs` for `Transform`), six characters or more and
  // not a generic name, whose subject the removed program lines declare under a deprecation marker.
  let named = subject.length >= MIN_SUBJECT && !GENERIC_STEMS.has(subject.toLowerCase()) && program.deprecatedNames.has(subject.toLowerCase());
  let read = 0;
  for (const line of patch.split('\n')) {
    if (!line.startsWith('-') || line.startsWith('---')) continue;
    if (++read > MAX_WORD_LINES) break;
    if (!deprecation && DEPRECATION.test(line)) deprecation = true;
    if (!named) named = line.slice(1).split(/\W+/).some((w) => program.names.has(w));
    // The message the removed code gave, quoted word for word (`t.is(error.message, '`chalk.constructor()` is deprecated. …')`).
    if (!named && program.messages.size > 0 && DEPRECATION.test(line)) named = deprecationMessages(line.slice(1)).some((m) => program.messages.has(m));
    if (deprecation && named) return true;
  }
  return false;
}

/**
 * An import on a line of its own: Python's `import x` and `from x import y`, JavaScript's, Java's,
 * Kotlin's, Go's and Swift's `import …`, CommonJS's `const x = require('…')`, Ruby's `require`, Rust's
 * and PHP's `use …;`, C's `#include`. A test moved into a file that already imports what it needs
 * leaves its old file's imports behind.
 */
const IMPORT_LINE = /^(?:import[\s{*'"]|from\s+[\w.]+\s+import\s|use\s[^;]{1,300};$|require(?:_relative)?[\s(]|(?:const|let|var)\s[^=]{1,200}=\s*require\(|#include\s)/;

/**
 * Whether most of a deleted file's lines come back among the PR's added lines (each added line
 * taken once), its imports aside (IMPORT_LINE): a test moved into a file that already has them
 * (a packaging library's `tests/masonry/builders/test_metadata.py` folded into
 * `tests/masonry/test_metadata.py`) brings its cases, not its imports.
 */
function movedElsewhere(patch: string, added: ReadonlyMap<string, number>): boolean {
  // Lines of `added` this file has taken so far: its own count, not a copy of the whole map per
  // deleted test (a PR deleting a thousand tests beside 50,000 added lines copied 50 million entries).
  const taken = new Map<string, number>();
  let lines = 0;
  let found = 0;
  for (const line of patch.split('\n')) {
    if (!line.startsWith('-')) continue;
    const text = line.slice(1).trim();
    if (text.length < MIN_LINE || IMPORT_LINE.test(text)) continue;
    lines += 1;
    const used = taken.get(text) ?? 0;
    if (used < (added.get(text) ?? 0)) {
      found += 1;
      taken.set(text, used + 1);
    }
  }
  return lines > 0 && found >= MOVED_SHARE * lines;
}

/**
 * A test case's title or name on a line of a test: `it('parses a number', …)`, `test("…")`,
 * `describe(\`…\`)`, RSpec's `it "…" do`, `def test_parse`, `func TestParse`, `fn test_parse`,
 * JUnit 3's `void testParse`, Kotlin's backticked `fun \`parses a number\`()` (group 2, 3 or 4);
 * testTitles also reads the methods of JVM test annotations (JVM_TEST_ANNOTATION).
 */
const TEST_TITLE = /\b(?:it|test|describe|context|suite|specify)(?:\.(?:only|skip|concurrent|todo))?\s{0,3}\(?\s{0,3}(['"`])([^'"`\n]{3,200})\1|\b(?:def|fn|fun|void|func)\s{1,3}((?:test|Test|Fuzz|Example)\w{0,100})|\bfun\s{1,3}`([^`\n]{3,200})`/g;
/** Titles read from one test's patch at most. */
const MAX_TITLES = 2_000;

/**
 * A JVM test annotation: JUnit 4 and 5's and TestNG's `@Test`, JUnit 5's `@ParameterizedTest`,
 * `@RepeatedTest`, `@TestFactory`, `@TestTemplate` (qualified or not, `@org.junit.Test`).
 */
const JVM_TEST_ANNOTATION = /@(?:[\w.]{0,60}\.)?(?:Test|ParameterizedTest|RepeatedTest|TestFactory|TestTemplate)\b/;
/**
 * The method a JVM test annotation marks: `void databind4694()`, `public void parsesNumber() throws
 * Exception`, Kotlin's `fun parsesNumber()` (group 1), after the annotation on its line or on a line
 * of the next few.
 */
const JVM_TEST_METHOD = /\b(?:void|fun)\s{1,3}(\w{1,100})\s{0,3}\(/;
/** Lines after a JVM test annotation its method may start on (other annotations, a comment between). */
const JVM_METHOD_WITHIN = 4;

/**
 * The test titles of a patch's lines of one sign, whitespace collapsed and lower-cased: the titles
 * TEST_TITLE reads, and the names of JVM methods a test annotation marks (JUnit 4 and 5, TestNG:
 * `@Test void databind4694()`, whose name says nothing of a test; the annotation may be a context
 * line, the method's line must be of the sign).
 */
function testTitles(patch: string, sign: '+' | '-'): Set<string> {
  const titles = new Set<string>();
  // Lines of this side left in which an annotated method may start (0: no annotation pending).
  let annotated = 0;
  for (const line of patch.split('\n')) {
    if (titles.size >= MAX_TITLES) break;
    if (line.length > 2_000) {
      annotated = 0;
      continue;
    }
    const ofSide = line.startsWith(sign) || line.startsWith(' ');
    if (!ofSide) continue;
    const text = line.slice(1);
    if (JVM_TEST_ANNOTATION.test(text)) annotated = JVM_METHOD_WITHIN + 1;
    if (annotated > 0) {
      const method = JVM_TEST_METHOD.exec(text);
      if (method !== null) {
        if (line.startsWith(sign)) titles.add((method[1] ?? '').toLowerCase());
        annotated = 0;
      } else annotated -= 1;
    }
    if (!line.startsWith(sign)) continue;
    TEST_TITLE.lastIndex = 0;
    for (let m = TEST_TITLE.exec(line); m !== null; m = TEST_TITLE.exec(line)) {
      const title = m[2] ?? m[3] ?? m[4] ?? '';
      titles.add(title.replace(/\s+/g, ' ').trim().toLowerCase());
    }
  }
  return titles;
}

/** Share of a deleted test's titles that must come back in the PR's added tests for the test to count as rewritten there. */
const TITLES_SHARE = 0.8;

/** The tests the PR adds or changes: which one holds each added title first, and each one's added lines. */
interface AddedTestTitles {
  readonly holderOf: ReadonlyMap<string, number>;
  readonly additions: readonly number[];
  /** Whether each holder adds a parametrization (addsParametrization), by holder index. */
  readonly parametrized: readonly boolean[];
}

/**
 * Whether a deleted test was rewritten in tests the PR adds elsewhere (another folder, another
 * runner: `test/parse.test.js` to `tests/unit/parse.spec.ts`): at least 80% of its test titles come
 * back among the added tests' titles, and the added tests that hold them have at least half as many
 * lines as it had. Its lines may all differ (`assert.equal` to `expect().toBe`); its cases are there.
 * A deleted test without titles this can read is not judged so.
 */
function rewrittenElsewhere(patch: string, deletions: number, added: AddedTestTitles): boolean {
  const titles = testTitles(patch, '-');
  if (titles.size === 0) return false;
  let found = 0;
  let lines = 0;
  const holders = new Set<number>();
  for (const title of titles) {
    const holder = added.holderOf.get(title) ?? foldedInto(title, added);
    if (holder === undefined) continue;
    found += 1;
    if (!holders.has(holder)) {
      holders.add(holder);
      lines += added.additions[holder] ?? 0;
    }
  }
  return found >= TITLES_SHARE * titles.size && lines * 2 >= deletions;
}
