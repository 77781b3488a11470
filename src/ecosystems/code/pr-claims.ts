import { withinEditDistance } from './edit-distance.js';
import { parseJsonLimited, parseYamlLimited } from '../../limited-parse.js';
import { type ChangedLine, changedLineKey, changedLines, markedHunkLines, type SideRow, walkPatch } from './changed-lines.js';
import { codeText } from './code-text.js';
import { type CodeLanguage, languageOf } from './language.js';
import { pushAll } from '../../push-all.js';

/**
 * What a PR says it is. A title or commit subject that calls the change a typo fix, docs,
 * formatting, a lint fix or a version bump promises that no program logic changes.
 */
/**
 * `chore(release):` claims a release only when a release follows: a version (`v1.2.3`,
 * `@scope/pkg@1.2.3`) or release words (`publish`, `version packages`), not a change to the release
 * tooling (`chore(release): make publishing resumable`). "Update the docs" claims docs when nothing
 * or a preposition follows (`update docs for v2`, `fix docs links`), not when the word names a
 * thing the code handles (`fix changelog entry insertion`, `add comments support`).
 */
const RELEASE_SUBJECT = String.raw`\s*(?:(?:@?[\w.-]+\/)?[\w.-]+@v?\d|v?\d|release\b|publish|version|bump|prepare\b|new\s+version)`;
const DOCS_OBJECT_END = String.raw`(?!\s+(?!(?:for|in|of|on|about|to|and|with|re|after|per|typos?|links?|wording|examples?|sections?|pages?|badges?|formatting|accordingly|again|too|also)\b)[a-z])`;
/**
 * A claim word that is only the start of a name (`readme-generator-for-helm`, `docs_builder`,
 * `format.ts`) claims nothing; a docs file or folder (`README.md`, `docs/guide.md`) still does.
 */
const NOT_A_NAME = String.raw`(?![-_]\w|\.(?!(?:md|markdown|rst|txt|adoc)\b)\w)`;
/**
 * What a formatting claim formats: the source (`Format code`, `Reformat all files`, `Format Python
 * files`, `format with black`, `Formatting`, `format: …`), not a value the program formats: in a
 * formatting library or a logger, `Format nested exceptions in std::exception formatter` or
 * `Format durations as ISO 8601` is a feature. So the word after it is nothing, punctuation, a
 * preposition or determiner, a name of source (`code`, `files`, a file name), or one word then such
 * a name (`Format Go code`). `and` then a name and a verb (`format and formatProvider can be null`)
 * makes `format` the name of a value, a parameter the PR changes, not a formatter's run.
 */
const SOURCE_NOUN = String.raw`(?:codebase|code|files|file|sources|source|project|repository|repo|everything|tests|test|scripts|script|imports|workflows|workflow|docs|doc|readme|markdown|yaml|json|toml|changes|lines|line|style)\b`;
const FORMAT_OBJECT = String.raw`(?=\s*$|\s*[^\w\s]|\s+(?:(?:with|using|via|by|per|after|according|to|for|in|on|of|the|all|again|fixes|issues|nits?)\b|and\b(?!\s+[\w.]{1,40}\s+(?:can|could|is|are|was|were|should|must|may|might|will|now)\b)|${SOURCE_NOUN})|\s+[\w.+#/*-]{1,30}\.\w{1,8}\b|\s+[\w+#-]{1,30}\s+${SOURCE_NOUN})`;
const CLAIM = new RegExp(
  String.raw`^\s*(?:\[[^\]]{0,40}\]\s*)?(?:(?:docs?|style|chore\(docs?\)|typo)(?:\([^)]{0,40}\))?!?:|chore\(release\)!?:${RELEASE_SUBJECT}|(?:\w{1,20}(?:\([^)]{0,40}\))?!?:\s*)?(?:fix(?:e[sd])?\s+(?:a\s+|some\s+|the\s+)?(?:typos?|spelling|misspellings?|grammar)\b|(?:typos?|docs?|documentation|readme|whitespace)\b${NOT_A_NAME}|(?:re)?format(?:ting|ted)?${NOT_A_NAME}${FORMAT_OBJECT}|(?:update|improve|fix|add)\s+(?:the\s+)?(?:docs?|documentation|readme|comments?|docstrings?|changelog)\b${NOT_A_NAME}${DOCS_OBJECT_END}|lint(?:ing)?\s+fix|fix\s+lint|(?:bump|update)\s+(?:the\s+)?version\b|version\s+bump\b|release\s+v?\d))`,
  'i',
);

/**
 * The claim in the title, or else in the commit subjects, quoted as written, or null. The title
 * speaks for the whole PR; a commit subject speaks only for its commit, so the subjects claim for
 * the PR only when every one of them does (`Fix typo` alone, or `docs: …` then `typo`). A PR of
 * `fix(parser): …` then `style: format it` announces a change of logic, and its style commit
 * promises nothing about the others. `commitMessages` are the PR's own commits (merge commits
 * that bring in the base branch left out).
 */
export function benignClaim(title: string, commitMessages: readonly string[]): string | null {
  if (claims(title)) return title.trim().slice(0, 120);
  const subjects = commitMessages.map((message) => (message.split('\n', 1)[0] ?? '').trim()).filter((subject) => subject !== '');
  if (subjects.length === 0 || !subjects.every(claims)) return null;
  return subjects[0]?.slice(0, 120) ?? null;
}

/** A lint rule named by its department and name, RuboCop's way: `Lint/DuplicateMethods`, `Style/RescueModifier`. */
const RULE_NAME = /\b([A-Z][A-Za-z]{1,30})\/([A-Z][A-Za-z0-9]{1,60})\b/g;

/**
 * The claim of a title and commit subjects that name a lint rule whose own source file the PR
 * changes (`Fix Lint/DuplicateMethods false positives` beside `lib/linter/cop/lint/duplicate_methods.rb`):
 * the rule's name is what the PR changes, not a claim of a lint fix, so the claim is read with such
 * names left out (null when nothing else claims). A rule named without its file in the PR
 * (`Fix Lint/UselessAssignment offenses` in an application) still claims a lint fix.
 */
export function claimBesideChangedRules(title: string, commitMessages: readonly string[], changedPaths: readonly string[]): string | null {
  const claim = benignClaim(title, commitMessages);
  if (claim === null || !/\b[A-Z][A-Za-z]{1,30}\/[A-Z]/.test(claim)) return claim;
  const files = changedPaths.map((path) => path.toLowerCase().replace(/_/g, ''));
  const changedRule = (department: string, name: string) => files.some((path) => path.includes(`/${department.toLowerCase()}/${name.toLowerCase()}.`));
  const strip = (text: string) => text.replace(RULE_NAME, (whole: string, department: string, name: string) => (changedRule(department, name) ? 'the rule' : whole));
  const stripped = strip(title);
  if (stripped === title && !commitMessages.some((m) => strip(m) !== m)) return claim;
  return benignClaim(stripped, commitMessages.map(strip));
}

/**
 * A claim of a lint fix or a code-style change (`Fix linter warnings`, `Fix Lint/UselessAssignment
 * false positive`, `style: use Self`, `style(bash): various cleanups`) that names no formatter:
 * linters ask for rewrites that mean the same and that a token comparison cannot tell from logic
 * (`len(x) == 0` for `x == nil || len(x) < 1`, `Self` for the type's name, a constant for a repeated
 * literal). Under such a claim a logic change alone is a note (low); a dangerous call or a weakened
 * protection still makes the mismatch high. A formatter's claim (`style: format`, `style: apply
 * rustfmt`, `Fix whitespace`) promises no change of tokens at all and keeps its weight, unless
 * what it says ran is a linter's autofix (LINTER_FIX_CLAIM: `reformat with standard`).
 */
const LINT_OR_STYLE_CLAIM = /^\s*(?:\[[^\]]{0,40}\]\s*)?style(?:\([^)]{0,40}\))?!?:|\blint/i;
const FORMATTER_CLAIM = /(?:re)?format|fmt\b|prettier|\bblack\b|\bisort\b|gofumpt|whitespace|indent/i;

/**
 * A linter whose autofix rewrites code, named as what ran (`reformat with standard`, `Apply rubocop
 * -a`, `format using eslint`, `clippy --fix`): StandardRB's and RuboCop's corrections turn `else if`
 * into `elsif`, drop an `else nil`, parenthesize a ternary's condition, ESLint's `prefer-const` and
 * clippy's fixes change tokens too. Such a "format" is a lint fix. Ruff and Biome have a formatter of
 * their own that keeps every token (`format with ruff`), so they count only with a fix flag. Read
 * only beside a formatting, style or lint word: `docs: comply with standard` claims docs.
 */
const LINTER_FIX_CLAIM =
  /\b(?:with|using|via|by|run(?:ning)?|ran|apply(?:ing)?|applied)\s+(?:the\s+)?(?:standard(?:rb|js)?|rubocop|eslint|clippy|golangci-lint|stylelint)\b|\b(?:standard(?:rb)?|rubocop|eslint|ruff(?:\s+check)?|clippy|golangci-lint(?:\s+run)?|biome(?:\s+(?:check|lint))?|stylelint)\s+(?:--fix|-a|--autocorrect(?:-all)?|--apply)\b/i;

export function isLintOrStyleClaim(claim: string): boolean {
  if (LINT_OR_STYLE_CLAIM.test(claim)) return !FORMATTER_CLAIM.test(claim) || LINTER_FIX_CLAIM.test(claim);
  // A formatting claim that names a linter's autofix; `docs: comply with standard` claims docs, not a lint fix.
  return FORMATTER_CLAIM.test(claim) && LINTER_FIX_CLAIM.test(claim);
}

/**
 * A second change announced beside the claim: "Improve docs and disable method rewriting on 307",
 * "Fix typo and handle empty input", "Format the codebase and enforce it in CI", "docs: better
 * example, remove the lookup interface": a verb of program or CI change after "and" or a comma,
 * unless its object is documentation again ("fix typo and update links", "fix typos, update links").
 */
const AND_CHANGE =
  /(?:\band|[&+;,])\s+(?:also\s+)?(?:disable|enable|add|remove|drop|fix|support|change|make|use|allow|prevent|handle|implement|refactor|rewrite|rename|move|replace|deprecate|introduce|expose|skip|ignore|avoid|upgrade|set|switch|stop|start|return|throw|raise|validate|check|parse|improve|update|restore|revert|reduce|increase|limit|cache|retry|enforce|require|run|verify|prioriti[sz]e|prefer)s?\b(?!\s+(?:the\s+|a\s+|some\s+)?(?:docs?|documentation|readme|comments?|docstrings?|changelog|typos?|links?|wording|examples?|formatting|badges?|spelling|grammar|copyright|license|lint(?:ing)?|warnings?|style|whitespace|imports?|indentation)\b)/i;

/**
 * Other changes owned up to beside the claim, unnamed: "Fix typos and other small stuff", "docs:
 * fix links and other minor changes", "Update readme and more". The title promises no longer that
 * only documentation changes, so the code beside it is read as code (tests-missing, the code
 * rules), not as a claim broken (calib50: a replay of a terminal-rendering library rated "[docs] Fix
 * typos and other small stuff" medium, its demo's commented-out call restored under the promise).
 */
const AND_OTHER = /(?:\band|[&+,])\s+(?:some\s+)?(?:other|more)\s+(?:(?:small|minor|tiny|misc|miscellaneous|various)\s+)?(?:stuff|things|changes|fixes|tweaks|bits|improvements|cleanups?)\b|\band\s+more\s*$/i;

/**
 * A program the title says the work is done by, introduced with an article: "Format `.rubocop.yml`
 * via a rake task", "Reformat the changelog with a new script", "Format imports using an npm
 * script". The title owns up to the task or script it adds, so its code is read as code, not as a
 * claim broken (since 2026-12-01, calib61: a replay of a static-site generator rated its
 * maintainer's "Format `.rubocop.yml` via a rake task" high, the rake task and its formatter class
 * read as logic hidden under a formatting claim). "with the formatter", "via prettier" name a tool
 * run, not one added, and keep the claim.
 */
const BY_NEW_PROGRAM = /\b(?:via|with|using|through|by)\s+an?\s+(?:new\s+)?(?:[\w-]{1,20}\s+)?(?:task|script|tool|command|target)s?\b/i;

/** True when a subject announces a program or CI change beside what it claims (`Format the codebase and enforce it in CI`). */
export function announcesSecondChange(subject: string): boolean {
  return AND_CHANGE.test(subject) || AND_OTHER.test(subject) || BY_NEW_PROGRAM.test(subject);
}

function claims(subject: string): boolean {
  return CLAIM.test(subject) && !announcesSecondChange(subject);
}

const TOKEN = /[A-Za-z_$][\w$]*|\d[\w.]*|[^\s\w]/g;

/**
 * An import statement on one line (`use a::{B, c};`, `import { b, a } from 'x'`, `from x import b,
 * a`, `import a.b.C;`): the order of the names it lists is not logic, and formatters (rustfmt,
 * isort, Prettier's import sorting, goimports) reorder them and the statements themselves.
 */
const IMPORT_LINE = /^\s*(?:(?:pub(?:\([\w:]{1,20}\))?\s+)?use\s|import\s|from\s+[\w.]{1,200}\s+import\s|export\s+(?:\*|\{)[^;]{0,500}\bfrom\b)/;

/** Ruby's and Lua's module loads without parentheses: `require_relative 'rubocop/cop/mixin/forbidden_pattern'`, `autoload :Foo, 'foo'`. */
const REQUIRE_LINE = /^\s*(?:require|require_relative|load|autoload)[\s(]{1,10}(?::\w{1,100},\s{0,10})?['"]/;

/**
 * A line that only names a module to load (an import, `use`, `require_relative '…'`): what it names
 * is a file, not a check that runs. `require_relative 'cop/mixin/forbidden_pattern'` removed while
 * the mixins move to autoload takes no permission check away.
 */
export function isModuleImport(code: string): boolean {
  return IMPORT_LINE.test(code) || IMPORT_TAIL.test(code) || REQUIRE_LINE.test(code);
}

/** A module loaded by name at run time: its string names code, so it is not blanked like other strings. */
const MODULE_LOAD = /\b(?:require|import|require_once|include_once|load|autoload|__import__|import_module)\s*\(/;

/**
 * The text of a changed line that the claim check compares: the masked code (strings blanked:
 * a typo fixed in a message is not logic), except on an import statement or a line that loads a
 * module by name, where the module's name is the code (`from './x.js'` to `from './evil.js'`).
 */
export function claimTextOf(code: string, masked: string): string {
  // A module named with or without its file extension is the same module (`'../index'` and
  // `'../index.js'`): ESM needs the extension, and adding it is a chore, not logic.
  return IMPORT_LINE.test(code) || IMPORT_TAIL.test(code) || MODULE_LOAD.test(code) ? code.replace(/\.(?:[mc]?js|[mc]?ts|tsx|jsx)(?=['"`])/g, '') : masked;
}

/** A Ruby hash key written as a symbol before a hash rocket (`:verbose =>`; group 1 the name): not `:valid? =>`, `Foo::Bar =>` or a quoted symbol. */
const RUBY_ROCKET_SYMBOL_KEY = /(?<![\w:]):([A-Za-z_]\w{0,100})\s{0,10}=>/g;

/**
 * A Ruby line with its symbol keys written as Ruby 1.9 writes them: `{:verbose => trace}` as
 * `{verbose: trace}`, `link_to(:class => 'x')` as `link_to(class: 'x')`. The same hash and the same
 * keyword arguments: RuboCop's Style/HashSyntax rewrites only this, so a "formatting" or "rubocop"
 * run reads as no token changed (a replay of a Ruby build tool rated its maintainer's "formatting"
 * medium for `opts = {:verbose => …}` to `opts = { verbose: … }`, and for `if trace or @verbose then` to
 * `if trace or @verbose`). A string key (`"verbose" =>`) is another key and stays.
 */
export function rubyNewHashSyntax(text: string): string {
  const hashes = text.includes('=>') ? text.replace(RUBY_ROCKET_SYMBOL_KEY, '$1:') : text;
  // A `then` closing the condition line of a multi-line `if`, `unless`, `elsif` or `when` (RuboCop's
  // Style/MultilineIfThen and MultilineWhenThen drop it): the body follows on the next line either way.
  const trimmed = hashes.trimEnd();
  return RUBY_CONDITION_START.test(trimmed) && /\sthen$/.test(trimmed) ? trimmed.slice(0, -'then'.length).trimEnd() : hashes;
}

/** A line that opens a condition: `if`, `unless`, `elsif`, `when` first on the line. */
const RUBY_CONDITION_START = /^\s*(?:if|unless|elsif|when)\b/;

/** The last line of a JavaScript import spread over several lines: `} from './x';`. */
const IMPORT_TAIL = /^\s*\}\s*from\s*['"]/;
/** The first line of an import statement that continues on the next lines, and what ends it. */
const OPEN_IMPORTS: readonly { open: RegExp; close: RegExp }[] = [
  // Python: `from m import (` ... `)` (black and isort wrap long imports so).
  { open: /^\s*from\s+[\w.]{1,200}\s+import\s*\(\s*$/, close: /\)/ },
  // JavaScript: `import {` ... `} from 'm'` (Prettier wraps them so).
  { open: /^\s*import\s+(?:type\s+)?\{[^}]{0,500}$/, close: IMPORT_TAIL },
  // Rust: `use a::{` ... `};` (rustfmt wraps them so).
  { open: /^\s*(?:pub(?:\([\w:]{1,20}\))?\s+)?use\s[^;]{0,500}$/, close: /;/ },
];
/** The most lines one import statement is joined over. */
const MAX_IMPORT_LINES = 200;

/**
 * The lines with each import statement spread over several lines joined into one, so that a
 * formatter wrapping or unwrapping an import (`from m import (\n    a,\n    b,\n)`) is compared as
 * the one-line statement it is. A statement whose end is not among the lines stays as it was.
 */
function joinImports(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const kind = OPEN_IMPORTS.find((k) => k.open.test(line));
    let end = -1;
    if (kind !== undefined) {
      for (let j = i + 1; j < lines.length && j <= i + MAX_IMPORT_LINES; j += 1) {
        if (kind.close.test(lines[j] ?? '')) {
          end = j;
          break;
        }
      }
    }
    if (end === -1) {
      out.push(line);
      continue;
    }
    out.push(lines.slice(i, end + 1).map((l, n) => (n === 0 ? l.trimEnd() : l.trim())).join(' ').replace(/\(\s+/, '(').replace(/\{\s+/, '{'));
    i = end;
  }
  return out;
}

/** Go's grouped declarations: `type (`, `var (`, `const (` on a line of their own, and the `)` that closes them. */
const DECLARATION_GROUP_OPEN = /^(\s*)(type|var|const)\s*\(\s*$/;
const DECLARATION_GROUP_CLOSE = /^(\s*)\)\s*$/;
const LEADING_SPACE = /^\s*/;
/** A line no declaration of a group starts with: a statement keyword or a closer. */
const GO_NOT_A_DECLARATION = /^\s*(?:[})\]]|(?:return|if|else|for|switch|case|default|go|defer|select|break|continue|goto|fallthrough|func|type|var|const|package|import)\b)/;

/**
 * The lines with each of Go's grouped declarations written one a line, as the declarations they
 * are: `type (` / `A = B` / `C = D` / `)` reads as `type A = B` / `type C = D`, the keyword put
 * before every line at the group's first indentation (not before a line that closes a
 * multi-line declaration, `}` or `)`). gofumpt and gofmt users group and ungroup declarations so;
 * the tokens are the same. The group ends at its `)` (at the opener's indentation, within 200
 * lines), or, when the diff keeps that `)` as context, at the end of the indented run after the opener.
 */
function ungroupDeclarations(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const open = DECLARATION_GROUP_OPEN.exec(line);
    let end = -1;
    if (open !== null) {
      for (let j = i + 1; j < lines.length && j <= i + MAX_IMPORT_LINES; j += 1) {
        if (DECLARATION_GROUP_CLOSE.exec(lines[j] ?? '')?.[1] === open[1]) {
          end = j;
          break;
        }
      }
    }
    if (open === null) {
      out.push(line);
      continue;
    }
    // The `)` not among the lines (a diff that keeps it as context, matched with another group's):
    // the group is the indented run after the opener.
    let stop = end;
    if (stop === -1) {
      stop = i + 1;
      let inner: number | null = null;
      while (stop < lines.length && stop <= i + MAX_IMPORT_LINES) {
        const next = lines[stop] ?? '';
        const depth = LEADING_SPACE.exec(next)?.[0].length ?? 0;
        if (next.trim() !== '') {
          if (depth <= (open[1] ?? '').length) break;
          inner ??= depth;
          // Changed lines of another hunk: a statement or a closer at the group's indentation is not a declaration.
          if (depth === inner && GO_NOT_A_DECLARATION.test(next)) break;
        }
        stop += 1;
      }
      if (stop === i + 1) {
        out.push(line);
        continue;
      }
    }
    let indent: string | null = null;
    for (let k = i + 1; k < stop; k += 1) {
      const inner = lines[k] ?? '';
      const trimmed = inner.trim();
      if (trimmed === '') continue;
      const lead = LEADING_SPACE.exec(inner)?.[0] ?? '';
      indent ??= lead;
      out.push(lead === indent && !trimmed.startsWith('}') && !trimmed.startsWith(')') ? `${open[2]} ${trimmed}` : inner);
    }
    i = end === -1 ? stop - 1 : end;
  }
  return out;
}

/**
 * Rust's tokens without what rustfmt adds and removes as it lays code out, which the compiler's
 * types keep from changing what runs:
 * - the separators `,` and `;` (a trailing comma added after the last item of a list whose closer
 *   stays an unchanged line, `return x;` for `return x` at a block's end, a macro rule's `};`): a
 *   value that a `;` turns into `()` no longer type-checks where a value is used, and items
 *   without their commas do not parse; but the comma of a tuple of one item (`(x,)`, which
 *   withoutTrailingCommas keeps) stays, where the `(` is among the lines and no call's;
 * - the braces of a match arm's or a closure's block that holds one expression (no `;` directly in
 *   it, or one `return`, `break` or `continue` ended by its `;`, which rustfmt's 2024 style adds):
 *   `=> { try!(x) }` is `=> try!(x)`, `|| { panic!(…) }` is `|| panic!(…)`, `=> { return x; }` is `=> { return x }`. Only a block that
 *   opens right after `=>` or a closure's `|` is read so, and only when its `}` is among the lines:
 *   moving a statement into or out of any other block (an `if`'s) still changes the tokens.
 * `=` and `>` standing side by side (TOKEN reads them apart) are read as `=>`.
 */
/** Words a Rust parenthesis can follow without being a call's argument list (`return (x,)` returns a tuple). */
const RUST_KEYWORDS_BEFORE_TUPLE = new Set(['return', 'in', 'if', 'while', 'match', 'let', 'mut', 'ref', 'move', 'break', 'else', 'as', 'where', 'for', 'yield', 'box']);

function rustLayoutTokens(tokens: readonly string[]): string[] {
  const code: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    if (tokens[i] === '=' && tokens[i + 1] === '>') {
      code.push('=>');
      i += 1;
    } else code.push(tokens[i] ?? '');
  }
  // Each `{` with its matching `}`, and the blocks with a `;` directly in them.
  const closing = new Map<number, number>();
  /** The `;` directly in each block, by the block's `{`. */
  const statements = new Map<number, number[]>();
  const stack: number[] = [];
  for (let i = 0; i < code.length; i += 1) {
    if (code[i] === '{') stack.push(i);
    else if (code[i] === '}') {
      const start = stack.pop();
      if (start !== undefined) closing.set(start, i);
    } else if (code[i] === ';' && stack.length > 0) {
      const start = stack[stack.length - 1] ?? -1;
      statements.set(start, [...(statements.get(start) ?? []), i]);
    }
  }
  // A block of one `return`, `break` or `continue` ended by its `;` (`=> { return x; }`) leaves as `=> { return x }` does:
  // rustfmt's 2024 style adds that `;`.
  const oneExit = (start: number, end: number): boolean => {
    const semis = statements.get(start) ?? [];
    return semis.length === 1 && semis[0] === end - 1 && ['return', 'break', 'continue'].includes(code[start + 1] ?? '');
  };
  const dropped = new Set<number>();
  for (const [start, end] of closing) {
    const before = code[start - 1];
    if ((before === '=>' || before === '|') && (!statements.has(start) || oneExit(start, end))) {
      dropped.add(start);
      dropped.add(end);
    }
  }
  // A comma left before `)` (withoutTrailingCommas kept it) makes a tuple of one item, and stays,
  // unless its `(` is a call's or a macro's (`Err(x,)` is `Err(x)`) or is not among the lines.
  const tupleCommas = new Set<number>();
  const parens: boolean[] = [];
  for (let i = 0; i < code.length; i += 1) {
    const token = code[i];
    if (token === '(') {
      const before = code[i - 1] ?? '';
      parens.push(before === '!' || before === '>' || (/^[A-Za-z_]\w*$/.test(before) && !RUST_KEYWORDS_BEFORE_TUPLE.has(before)));
    } else if (token === ')') {
      const call = parens.pop();
      if (call === false && code[i - 1] === ',') tupleCommas.add(i - 1);
    }
  }
  return code.filter((token, i) => !(token === ',' && !tupleCommas.has(i)) && token !== ';' && !dropped.has(i));
}

function tokensOf(rawLines: readonly string[], rust = false): { code: string[]; imports: string[] } {
  const code: string[] = [];
  const imports: string[] = [];
  const lines = joinImports(ungroupDeclarations(rawLines));
  for (const line of lines) {
    if (IMPORT_LINE.test(line)) {
      const names = importedNames(line);
      if (names !== null) pushAll(imports, names);
      else imports.push([...(line.match(TOKEN) ?? [])].sort().join(' '));
    } else {
      for (const token of line.match(TOKEN) ?? []) code.push(token);
    }
  }
  // Rust as rustfmt leaves it either way: arm and closure blocks of one expression, and separators (rustLayoutTokens).
  const joined = rust ? rustLayoutTokens(withoutTrailingCommas(code)) : withoutTrailingCommas(code);
  // A trailing comma before a closing brace or bracket changes no value (gofumpt and Prettier add
  // them when they put the closer on its own line); before `)` it can make a tuple (`(x,)` in
  // Python and Rust), so it stays there unless another comma at that level already parts two items
  // (`f(a, b,)` is `f(a, b)`: rustfmt, black and Prettier add and drop it as they wrap a list).
  return { code: joined, imports: imports.sort() };
}


function withoutTrailingCommas(code: readonly string[]): string[] {
  const out: string[] = [];
  // Commas seen so far directly in each open bracket (innermost last): `([a, b],)` is a tuple of one list.
  const commas: number[] = [];
  for (let i = 0; i < code.length; i += 1) {
    const token = code[i] ?? '';
    const next = code[i + 1];
    if (token === '(' || token === '[' || token === '{') commas.push(0);
    else if (token === ')' || token === ']' || token === '}') commas.pop();
    else if (token === ',') {
      if (next === '}' || next === ']') continue;
      if (next === ')' && (commas.at(-1) ?? 0) > 0) continue;
      if (commas.length > 0) commas[commas.length - 1] = (commas.at(-1) ?? 0) + 1;
    }
    out.push(token);
  }
  return out;
}

const RUST_USE = /^\s*((?:pub(?:\([\w:]{1,20}\))?\s+)?)use\s+([^;\s][^;]{0,999});/;
const PYTHON_FROM = /^\s*from\s+([\w.]{1,200})\s+import\s+(\S.{0,999})$/;
const PYTHON_NAME = /^\w+(?: as \w+)?$/;
const JS_NAMED = /^\s*import\s+(type\s+)?\{([^}]{0,1000})\}\s*from\s*(['"][^'"]{1,300}['"]);?\s*$/;

/**
 * What a one-line import statement brings in, one entry per name, so that grouping the names or
 * splitting them over several statements is not a change (rustfmt's `imports_granularity`, isort's
 * `force_single_line`): `use a::{b, c::{d, e}};` is `a::b`, `a::c::d`, `a::c::e`; `from m import
 * x, y` and `import { x, y } from 'm'` name m's x and y. Null for other import lines, which are
 * compared as a whole (their names in any order).
 */
function importedNames(line: string): string[] | null {
  const rust = RUST_USE.exec(line);
  if (rust !== null) {
    if (line.slice(rust[0].length).trim() !== '') return null; // another statement on the line
    const tree = (rust[2] ?? '').replace(/\s+/g, '');
    const paths = expandUseTree(tree, 0);
    return paths === null ? null : paths.map((p) => `${(rust[1] ?? '').replace(/\s+/g, '')}use ${p}`);
  }
  const python = PYTHON_FROM.exec(line);
  if (python !== null) {
    const names = (python[2] ?? '').replace(/[()]/g, '').split(',').map((n) => n.trim().replace(/\s+/g, ' ')).filter((n) => n !== '');
    return names.length === 0 || !names.every((n) => PYTHON_NAME.test(n)) ? null : names.map((n) => `from ${python[1] ?? ''} import ${n}`);
  }
  const js = JS_NAMED.exec(line);
  if (js !== null) {
    const names = (js[2] ?? '').split(',').map((n) => n.trim().replace(/\s+/g, ' ')).filter((n) => n !== '');
    return names.length === 0 ? null : names.map((n) => `import ${js[1] !== undefined ? 'type ' : ''}{${n}} from ${js[3] ?? ''}`);
  }
  return null;
}

/** The paths of a Rust use tree without spaces (`a::{b,c::{d,e}}`), or null when it does not parse. */
function expandUseTree(tree: string, depth: number): string[] | null {
  if (depth > 8 || tree === '') return null;
  const open = tree.indexOf('{');
  if (open < 0) return [tree];
  if (!tree.endsWith('}')) return null;
  const prefix = tree.slice(0, open);
  const inner = tree.slice(open + 1, -1);
  const children: string[] = [];
  let level = 0;
  let start = 0;
  for (let i = 0; i <= inner.length; i += 1) {
    const ch = inner[i];
    if (ch === '{') level += 1;
    else if (ch === '}') level -= 1;
    if (level < 0) return null;
    if ((ch === ',' && level === 0) || i === inner.length) {
      const child = inner.slice(start, i);
      if (child !== '') children.push(child);
      start = i + 1;
    }
  }
  if (level !== 0) return null;
  const out: string[] = [];
  for (const child of children) {
    if (child === 'self') {
      out.push(prefix.replace(/::$/, ''));
      continue;
    }
    const expanded = expandUseTree(child, depth + 1);
    if (expanded === null) return null;
    for (const path of expanded) out.push(`${prefix}${path}`);
  }
  return out;
}

/**
 * True when the code of a file's added lines differs from its removed lines by more than
 * string contents, comments, whitespace, identifiers renamed by a couple of letters (a typo
 * fixed in a name; in a name of eight letters or more, besides letters' case: an acronym written
 * `Scss` for `SCSS`) and the order of one-line import statements and of the names they list.
 * `added` and `removed` are the masked code of each side (code-text.ts).
 */
/**
 * The value of an integer literal token, however it is written: digit separators dropped
 * (`1_000`), any case (`0XFF`), a base prefix (`0x`, `0o`, `0b`) or C's and Go's legacy octal
 * (`0644` is `0o644`, as gofumpt rewrites it). Null for anything else (a float, a suffixed literal).
 */
function integerValue(token: string): bigint | null {
  const text = token.replaceAll('_', '').toLowerCase();
  if (text.length > 40) return null;
  if (/^0[0-7]+$/.test(text)) return BigInt(`0o${text.slice(1)}`);
  if (/^(?:0x[0-9a-f]+|0o[0-7]+|0b[01]+|\d+)$/.test(text)) return BigInt(text);
  return null;
}

/** Two number tokens that write the same integer (`0644` and `0o644`, `1000` and `1_000`). */
function sameInteger(x: string, y: string): boolean {
  const a = integerValue(x);
  return a !== null && a === integerValue(y);
}

/** Python words after which `(` opens a group, not a call: `return ("…" "…")`. */
const PYTHON_NON_CALLERS: ReadonlySet<string> = new Set(['return', 'yield', 'in', 'and', 'or', 'not', 'if', 'else', 'elif', 'lambda', 'assert', 'raise', 'await', 'is', 'for', 'while', 'with']);

/**
 * Python's ways of writing one string literal, as tokens of masked code (string contents blanked,
 * quotes made alike): adjacent literals, which Python joins (`"Disables the use of" " caches"`), are
 * one, and parentheses that hold only a string, not a call's (`description=("…" "…")`), are dropped:
 * black wraps a long help text so, and the value is the same string.
 */
function pythonStringLayout(tokens: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] ?? '';
    // A run of quotes is one literal or several adjacent ones: keep one pair.
    if (token === '"' && tokens[i + 1] === '"') {
      let end = i;
      while (tokens[end + 1] === '"') end += 1;
      joined.push('"', '"');
      i = end;
      continue;
    }
    joined.push(token);
  }
  const out: string[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const token = joined[i] ?? '';
    if (token === '(' && joined[i + 1] === '"' && joined[i + 2] === '"' && joined[i + 3] === ')') {
      const before = out.at(-1) ?? '';
      const call = /^[A-Za-z_]\w*$/.test(before) ? !PYTHON_NON_CALLERS.has(before) : before === ')' || before === ']' || before === '"';
      if (!call) {
        out.push('"', '"');
        i += 3;
        continue;
      }
    }
    out.push(token);
  }
  // A last comma, ending the changed lines before a closer the hunk shows as context (black's magic
  // trailing comma after `description=(…),`), changes nothing when a comma outside brackets already
  // parts two items: they are a call's arguments or a tuple either way.
  if (out.at(-1) === ',') {
    let depth = 0;
    let parted = false;
    for (const token of out.slice(0, -1)) {
      if (token === '(' || token === '[' || token === '{') depth += 1;
      else if (token === ')' || token === ']' || token === '}') depth -= 1;
      else if (token === ',' && depth === 0) parted = true;
    }
    if (parted && depth === 0) out.pop();
  }
  return out;
}

/**
 * The names a side of a file's diff shows (its context lines and its changed lines of that side),
 * for telling a name respelled from one existing name traded for another (logicChanged's `sides`).
 */
export interface DiffSides {
  readonly oldSide: ReadonlySet<string>;
  readonly newSide: ReadonlySet<string>;
}

/** A respelled name that is another name the code already has: the old spelling still used after the change, the new one already there before (`verifyUser(req)` to `verifyUsers(req)` beside both functions). */
function tradedName(x: string, y: string, sides: DiffSides | undefined): boolean {
  return sides !== undefined && sides.oldSide.has(x) && sides.newSide.has(y);
}

/**
 * How many letters a respelling may change: typoDistance, or two in a name of four letters or more
 * when the rename is consistent (the old spelling gone from the new side, the new one absent from the
 * old): `itme` to `item`, letters swapped, which counts as two.
 */
function respellDistance(x: string, y: string, sides: DiffSides | undefined): number {
  const length = Math.min(x.length, y.length);
  const base = typoDistance(length);
  return length >= 4 && sides !== undefined && !sides.oldSide.has(x) && !sides.newSide.has(y) ? Math.max(base, 2) : base;
}

/** Whether two token lists are the same but for names respelled as a typo fix (respelledName), none of them traded for another name. */
function sameButRespelled(a: readonly string[], r: readonly string[], sides: DiffSides | undefined): boolean {
  if (a.length !== r.length) return false;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? '';
    const y = r[i] ?? '';
    if (x === y) continue;
    if (!respelledName(x, y, sides)) return false;
  }
  return true;
}

/**
 * Whether the imports of two sides differ beyond names respelled: an import whose name a typo fix
 * corrects (`import { parseHeaedrs } from './headers'` to `import { parseHeaders } …`, the call
 * sites of a renamed function) pairs with the import it replaces.
 */
function importsChanged(plus: readonly string[], minus: readonly string[], sides: DiffSides | undefined): boolean {
  if (plus.length !== minus.length) return true;
  const unmatchedPlus = [...plus];
  const unmatchedMinus: string[] = [];
  for (const line of minus) {
    const at = unmatchedPlus.indexOf(line);
    if (at >= 0) unmatchedPlus.splice(at, 1);
    else unmatchedMinus.push(line);
  }
  if (unmatchedMinus.length === 0) return false;
  if (unmatchedMinus.length > 20) return true;
  for (const line of unmatchedMinus) {
    const r = line.match(TOKEN) ?? [];
    const at = unmatchedPlus.findIndex((candidate) => sameButRespelled(candidate.match(TOKEN) ?? [], r, sides));
    if (at < 0) return true;
    unmatchedPlus.splice(at, 1);
  }
  return false;
}

/** Keywords whose whole clause a formatter may unwrap from parentheses. */
const CLAUSE_KEYWORDS = new Set(['if', 'elif', 'for', 'while', 'switch']);

/**
 * The tokens without parentheses that wrap a clause whole: `if (x > 0) {` is `if x > 0 {` (gofmt
 * and gofumpt drop them in Go) and `if (a and b):` is `if a and b:` (black's
 * remove_redundant_parentheses). Only a pair opened right after the keyword and closed right
 * before the clause's `{` or `:` goes, so `if (a) || b {` and `if (a) and (b):` stay as they are;
 * in languages that require the parentheses both sides lose them alike.
 */
function withoutHeaderParens(tokens: readonly string[]): readonly string[] {
  const dropped = new Set<number>();
  const open: number[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    if (tokens[i] === '(') open.push(i);
    else if (tokens[i] === ')') {
      const start = open.pop();
      const next = tokens[i + 1];
      if (start !== undefined && (next === '{' || next === ':') && CLAUSE_KEYWORDS.has(tokens[start - 1] ?? '')) {
        dropped.add(start);
        dropped.add(i);
      }
    }
  }
  return dropped.size === 0 ? tokens : tokens.filter((_, i) => !dropped.has(i));
}

export function logicChanged(added: readonly string[], removed: readonly string[], options: { numbersAreData?: boolean; quotesAlike?: boolean; rust?: boolean; python?: boolean; sides?: DiffSides } = {}): boolean {
  // Python and JavaScript read 'x' and "x" alike: a formatter's quote style (black, Prettier) is not logic.
  const quotes = (lines: readonly string[]) => (options.quotesAlike === true ? lines.map((l) => l.replaceAll("'", '"')) : lines);
  // Rust as rustfmt writes it either way (rustLayoutTokens).
  const plus = tokensOf(quotes(added), options.rust === true);
  const minus = tokensOf(quotes(removed), options.rust === true);
  if (importsChanged(plus.imports, minus.imports, options.sides)) return true;
  const a = withoutHeaderParens(options.python === true ? withoutTrailingCommas(pythonStringLayout(plus.code)) : plus.code);
  const r = withoutHeaderParens(options.python === true ? withoutTrailingCommas(pythonStringLayout(minus.code)) : minus.code);
  if (a.length !== r.length) return true;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? '';
    const y = r[i] ?? '';
    if (x === y) continue;
    // The same integer written another way (gofumpt's `0o644` for `0644`, digit separators).
    if (/^\d/.test(x) && /^\d/.test(y) && sameInteger(x, y)) continue;
    // A version claim moves numbers (`__build__ = 0x023204`): data, as a version string is.
    if (options.numbersAreData === true && /^\d/.test(x) && /^\d/.test(y)) continue;
    // A name respelled as a typo fix, not one the code traded for another it also has (`verifyUser` to `verifyUsers`, both defined).
    if (!respelledName(x, y, options.sides)) return true;
  }
  return false;
}

/**
/**
 * Two names the same but for a typo fixed in them, neither traded for another name the code has
 * (tradedName): a couple of letters (respellDistance), and in a name of eight letters or more also
 * the letters' case (`isSCSSNesterProperty` to `isScssNestedProperty`, a code formatter's "Fix
 * typo": an acronym's case respelled beside the typo).
 */
function respelledName(x: string, y: string, sides: DiffSides | undefined): boolean {
  if (!/^[A-Za-z_$]/.test(x) || !/^[A-Za-z_$]/.test(y) || tradedName(x, y, sides)) return false;
  const distance = respellDistance(x, y, sides);
  if (withinEditDistance(x, y, distance)) return true;
  return Math.min(x.length, y.length) >= CASE_RESPELLED_MIN && withinEditDistance(x.toLowerCase(), y.toLowerCase(), distance);
}

/** The shortest name whose letters' case a typo fix may change besides its letters: `isSCSS` to `isScss`, not `ID` to `Id`. */
const CASE_RESPELLED_MIN = 8;

/**
 * Names of a file's diff by side (context lines on both), from its patch; with the file's head
 * content, also every line of it the PR does not add (on both sides: it was there before) and the
 * added ones (new side). At most the first 200,000 characters of each read.
 */
export function diffSides(patch: string, language: CodeLanguage | null, head: string | null = null): DiffSides {
  const oldSide = new Set<string>();
  const newSide = new Set<string>();
  const addedRows = new Set<number>();
  const namesOf = (text: string): string[] => codeText(text, language).masked.match(/[A-Za-z_$][\w$]{0,80}/g) ?? [];
  walkPatch(patch.slice(0, 200_000), (first, text, line) => {
    if (first !== 43 && first !== 45 && first !== 32) return true;
    if (first === 43) addedRows.add(line);
    for (const name of namesOf(text)) {
      if (first !== 43) oldSide.add(name);
      if (first !== 45) newSide.add(name);
    }
    return true;
  });
  if (head !== null) {
    const rows = head.slice(0, 200_000).split('\n');
    for (let i = 0; i < rows.length; i += 1) {
      const names = namesOf(rows[i] ?? '');
      for (const name of names) {
        newSide.add(name);
        if (!addedRows.has(i + 1)) oldSide.add(name);
      }
    }
  }
  return { oldSide, newSide };
}

/**
 * How many letters a typo fix may change in a name of this length: two in a long name
 * (`recieve` to `receive`), one in a short one, none in a name of one or two letters, where any
 * change is another name (`a - b` to `b - a`).
 */
function typoDistance(length: number): number {
  return length >= 5 ? 2 : length >= 3 ? 1 : 0;
}

/** True when a claim is about a version or a release: numbers moving are what it says. */
export function isVersionClaim(claim: string): boolean {
  return /\b(?:version|release|bump)\b/i.test(claim);
}

const PYTHON_STATEMENT = /^(?:if|elif|else|for|while|return|yield|raise|assert|with|def|class|import|from|try|except|finally|lambda|not|async|await|del|pass|global|nonlocal|print)\b/;
/** Words that open a statement or a declaration in the brace languages (js, go, rust, java, c, php). */
const BRACE_STATEMENT =
  /^(?:if|else|for|while|do|return|yield|throw|new|await|async|import|export|from|use|mod|pub|let|const|var|fn|func|function|go|defer|select|switch|case|default|break|continue|goto|try|catch|finally|class|struct|enum|union|trait|impl|match|type|interface|package|namespace|static|public|private|protected|internal|abstract|final|extern|unsafe|void|int|long|char|bool|float|double|auto|val|echo|print|include|require|delete|typeof|sizeof|with|where|loop|crate|self|super|this)\b/;
/** Four words in a row, a sentence's full stop between two of them allowed (`are not respected. By`); no comma (an argument list is words and commas). */
const WORD_RUN = /\b[a-z]+(?:\.? [a-z]+){3}\b/i;
const SENTENCE_END = /^[A-Za-z][A-Za-z ,'-]{0,80}[.!?]$/;
/**
 * A man page's (roff's) font change around a term, `\fBgit\fP`, `\fI\\b{end-half}\fR`: the term is
 * one word of the sentence. Written in a Rust raw string as it is, in a normal string with its
 * backslashes doubled.
 */
const ROFF_FONT_SPAN = /\\{1,2}f[BI][^\n]{1,120}?\\{1,2}f[PR]/g;
/** A roff request on a line of its own (`.sp`, `.PP`, `.TP`, `.RS 4`): layout of the page, not a statement. */
const ROFF_REQUEST = /^\.(?:sp|br|PP|LP|TP|IP|HP|RS|RE|nf|fi|EX|EE|in|ne)(?: \d{1,3})?$/;
/** A plural written `(s)` after a word, `pattern(s)`: no call. */
const PLURAL_S = /(?<=[A-Za-z])\(s\)/g;

/**
 * A line of prose inside a multi-line string or docstring, seen without its quotes (a hunk inside
 * a long docstring, a Rust raw string of help text, a Go or JS template of a man page shows only
 * its middle lines): four words in a row or a sentence's short last line, no statement keyword first, no assignment, call, index,
 * block or statement end, and no trailing colon. Only the claim check asks (the sink and security
 * rules read every line), and only for languages where a statement cannot be written as plain
 * words: not shell, whose commands are words, nor Ruby, whose calls need no parentheses.
 */
export function looksLikeStringProse(text: string, language: CodeLanguage): boolean {
  if (language === 'shell' || language === 'ruby') return false;
  // Markup macros of man pages and TeX-like help text (`\flag{context}`, `\fBword\fP`) are words, and
  // so is code quoted in reStructuredText's or Markdown's inline literals (``pipe()``, `f(x)`).
  // So are a man page's font changes around a term (`\fB.gitignore\fP`), its layout requests on a
  // line of their own (`.sp`) and a plural written `pattern(s)`.
  const trimmed = text.trim();
  if (ROFF_REQUEST.test(trimmed)) return true;
  const line = trimmed
    .replace(ROFF_FONT_SPAN, 'x')
    .replace(/\\[A-Za-z]{1,20}\{[^{}]{0,80}\}/g, 'x')
    .replace(/``[^`\n]{1,120}``|`[^`\n]{1,120}`/g, 'x')
    .replace(PLURAL_S, 's');
  if (line === '' || line.endsWith(':') || /[=;{}[\]]|\w\(/.test(line)) return false;
  // The short last line of a sentence (`later files.`, `match.`): words and commas ending in a full
  // stop are no statement in these languages, whatever the first word.
  if (SENTENCE_END.test(line)) return true;
  if ((language === 'python' ? PYTHON_STATEMENT : BRACE_STATEMENT).test(line)) return false;
  return WORD_RUN.test(line);
}

/**
 * A documentation field given text and nothing else, seen with its strings blanked
 * (`Description: "The ID of the app.",`, `Long: "…"`, `help="…",`, `description: '…' +`): the
 * schema descriptions a Terraform provider's documentation is generated from, a command's help
 * text. Only string literals (joined by `+`) stand after the key; a call, a name or a number is code.
 */
const TEXT_LITERAL = String.raw`(?:"\s*"|'\s*'|\x60\s*\x60)`;
const DOCUMENTATION_FIELD = new RegExp(
  String.raw`^\s*["']?(?:description|desc|long|usage|usage_?text|help|help_?text|summary|examples?|markdown_?description|docs?_?string)["']?\s{0,3}[:=]\s{0,3}${TEXT_LITERAL}(?:\s{0,3}\+\s{0,3}${TEXT_LITERAL}){0,19}(?:\s{0,3}\+)?\s{0,3},?$`,
  'i',
);

const TEXT_CONTINUATION = new RegExp(String.raw`^\s*${TEXT_LITERAL}(?:\s{0,3}\+\s{0,3}${TEXT_LITERAL}){0,19}(?:\s{0,3}\+)?\s{0,3},?$`);

/**
 * Whether a line (strings blanked) only sets a documentation field to text (DOCUMENTATION_FIELD),
 * or, when `continues` (the line before was such a field ending in `+`), only goes on with text.
 */
export function isDocumentationField(masked: string, continues = false): boolean {
  const line = masked.trimEnd();
  return DOCUMENTATION_FIELD.test(line) || (continues && TEXT_CONTINUATION.test(line));
}

const DOCS_ATTRIBUTE = /^\s*#!?\[\s*(?:doc\s*[(=]|cfg_attr\s*\(\s*docsrs\s*,)/;
/** A whole line that is one lint-level attribute: `#[allow(a, clippy::b)]`, `#![warn(...)]`. */
const LINT_ATTRIBUTE = /^\s*#!?\[\s*(?:allow|expect|warn|deny|forbid)\s*\([^()\]\n]{0,300}\)\s*\]\s*$/;

/**
 * A Rust attribute that changes no program: one only rustdoc reads (`#[doc(...)]`, `#[doc = "..."]`,
 * `#![doc(...)]`, and `#[cfg_attr(docsrs, ...)]`, which applies only when docs.rs builds the
 * documentation), and a lint level on a line of its own (`#![allow(clippy::test_attr_in_doctest)]`,
 * `#[expect(dead_code, reason = "...")]`, `#[deny(missing_docs)]`), which tells the compiler and
 * Clippy what to warn about and compiles to the same program. A docs or style PR adds them.
 */
export function isDocumentationAttribute(code: string, language: CodeLanguage | null): boolean {
  return language === 'rust' && (DOCS_ATTRIBUTE.test(code) || LINT_ATTRIBUTE.test(code));
}

/** The first line of a Rust documentation attribute (DOCS_ATTRIBUTE's) that goes on over the lines below. */
const DOCS_ATTRIBUTE_OPEN = /^\s*#!?\[\s*(?:doc\s*\(|cfg_attr\s*\(\s*docsrs\s*,)/;
/** The first line of a lint-level attribute (LINT_ATTRIBUTE's) that rustfmt wrapped: `#![allow(` alone. */
const LINT_ATTRIBUTE_OPEN = /^\s*#!?\[\s*(?:allow|expect|warn|deny|forbid)\s*\(\s*$/;
/** A line inside a wrapped lint attribute, trimmed: a lint name (`clippy::needless_lifetimes,`), a `reason = "…"`, a comment; and its closing `)]`. */
const LINT_ATTRIBUTE_ITEM = /^(?:[A-Za-z_][\w:]{0,200},?|reason\s?=\s?"[^"\\]{0,300}",?)?(?:\s{0,20}\/\/.*)?$/;
const LINT_ATTRIBUTE_CLOSE = /^\s*\)\s*\]\s*$/;
/** The line that closes an attribute: it ends with `]` (`)]`, `)]` then a comment is not read). */
const ATTRIBUTE_CLOSE = /\]\s*$/;
/** Lines an open documentation attribute is followed over before it counts as not closed. */
const MAX_ATTRIBUTE_LINES = 40;

/**
 * The keys (changedLineKey) of changed Rust lines inside a documentation attribute written over
 * several lines, as the hunk shows its opener: `#![doc(` … `html_favicon_url = "…",` … `)]`, the
 * crate's rustdoc settings (logo, favicon, root URL, doc-test attributes), and `#[cfg_attr(docsrs,`
 * … `)]`. rustdoc alone reads them, as it reads the one-line form (isDocumentationAttribute). So
 * does a lint-level attribute rustfmt wrapped (`#![allow(` / `unknown_lints,` / `deprecated` /
 * `)]`), while every line between its opener and its `)]` is a lint name or a `reason = "…"`. An
 * opener not closed within 40 lines marks nothing.
 */
export function rustDocumentationAttributeLines(patch: string): Set<string> {
  return markedHunkLines(patch, (rows, inside) => {
    for (let i = 0; i < rows.length; i += 1) {
      const opener = rows[i]?.text ?? '';
      const lint = LINT_ATTRIBUTE_OPEN.test(opener);
      if (!(lint || DOCS_ATTRIBUTE_OPEN.test(opener)) || ATTRIBUTE_CLOSE.test(opener)) continue;
      let end = -1;
      for (let j = i + 1; j < rows.length && j <= i + MAX_ATTRIBUTE_LINES; j += 1) {
        const text = rows[j]?.text ?? '';
        if (lint ? LINT_ATTRIBUTE_CLOSE.test(text) : ATTRIBUTE_CLOSE.test(text)) {
          end = j;
          break;
        }
        // A wrapped lint attribute holds lint names only: anything else is not one.
        if (lint && !LINT_ATTRIBUTE_ITEM.test(text.trim())) break;
      }
      if (end === -1) continue;
      for (let j = i; j <= end; j += 1) {
        const row = rows[j];
        if (row !== undefined && row.sign !== ' ') inside.add(changedLineKey(row.sign, row.line, row.text));
      }
      i = end;
    }
  });
}

/**
 * A Rust line wholly inside a string literal that a line above opened and that goes on below: it
 * ends in an unescaped backslash (only a string continues over a line break so; Rust code has no
 * line continuation) and holds no unescaped `"` (the literal neither opens nor closes on it). The
 * middle of a help text opened above the hunk, which rustMultilineStrings cannot follow (a CLI's
 * `--exec` help gaining `'}}':   literal '}' (for escaping)\n  \` under "Fix documentation for
 * brace escapes"). A line whose code ends in a `//` comment after a statement (`f(); // C:\`) is not one.
 */
export function isRustStringContinuation(text: string): boolean {
  const line = text.trimEnd();
  if (!line.endsWith('\\') || line.length > 2_000) return false;
  // Escapes taken in pairs, left to right, as the string reads them: an unescaped backslash is left at the end.
  const rest = line.replace(/\\[\s\S]/g, '');
  return rest.endsWith('\\') && !rest.includes('"') && !/;\s*\/\//.test(rest);
}

/** The most lines one Rust string literal is followed over. */
const MAX_STRING_LINES = 200;

type RustScan = { readonly kind: 'code' } | { readonly kind: 'string' } | { readonly kind: 'raw'; readonly hashes: number };

/**
 * Rust string literals that run over several lines of one side of a hunk, every line of them added
 * (or every one removed): `"tried to clone a span that already closed.\n\` … `",` (a message
 * continued with `\`, or a string holding line breaks). For the claim check such a literal is one
 * line, as a single-line string is: `joined` gives its first line's key the code around it (what
 * comes before the opening quote, `""`, what follows the closing one) and `inside` holds the keys
 * of its other lines. Read left to right: `//` comments, `/* … *\/` on one line, character literals
 * (`'"'`, `'\"'`), raw strings (`r"…"`, `r#"…"#`, `br"…"`) and escapes are known; a block comment
 * left open gives up on that side. A literal opened above the hunk, one whose lines mix context and
 * changes, or one longer than 200 lines is left as the lines read it.
 */
export function rustMultilineStrings(patch: string): { readonly joined: Map<string, string>; readonly inside: Set<string> } {
  const joined = new Map<string, string>();
  const inside = markedHunkLines(patch, (rows, marked) => {
    let mode: RustScan = { kind: 'code' };
    let span: { rows: SideRow[]; prefix: string } | null = null;
    for (const row of rows) {
      const text = row.text;
      const startsInString = mode.kind !== 'code';
      let openedAt = -1;
      let closedAt = -1;
      let i = 0;
      while (i < text.length) {
        const ch = text.charAt(i);
        if (mode.kind === 'string') {
          if (ch === '\\') i += 2;
          else {
            if (ch === '"') {
              mode = { kind: 'code' };
              closedAt = i;
            }
            i += 1;
          }
          continue;
        }
        if (mode.kind === 'raw') {
          if (ch === '"' && text.startsWith('#'.repeat(mode.hashes), i + 1)) {
            closedAt = i + mode.hashes;
            i += 1 + mode.hashes;
            mode = { kind: 'code' };
          } else i += 1;
          continue;
        }
        const next = text.charAt(i + 1);
        if (ch === '/' && next === '/') break;
        if (ch === '/' && next === '*') {
          const end = text.indexOf('*/', i + 2);
          if (end < 0) return;
          i = end + 2;
          continue;
        }
        if (ch === "'") {
          i += next === '\\' && text.charAt(i + 3) === "'" ? 4 : text.charAt(i + 2) === "'" ? 3 : 1;
          continue;
        }
        if ((ch === 'r' || (ch === 'b' && next === 'r')) && !/\w/.test(text.charAt(i - 1))) {
          let j = i + (ch === 'b' ? 2 : 1);
          let hashes = 0;
          while (text.charAt(j) === '#' && hashes < 256) {
            hashes += 1;
            j += 1;
          }
          if (text.charAt(j) === '"') {
            mode = { kind: 'raw', hashes };
            openedAt = i;
            i = j + 1;
            continue;
          }
        }
        if (ch === '"') {
          mode = { kind: 'string' };
          openedAt = i;
        }
        i += 1;
      }
      if (!startsInString) {
        span = mode.kind !== 'code' && openedAt >= 0 ? { rows: [row], prefix: text.slice(0, openedAt) } : null;
        continue;
      }
      if (span === null) continue;
      span.rows.push(row);
      if (span.rows.length > MAX_STRING_LINES) {
        span = null;
        continue;
      }
      if (mode.kind !== 'code') {
        // Still open, or closed and another literal opened on the same line: only the former goes on.
        if (closedAt >= 0) span = null;
        continue;
      }
      const [first, ...rest] = span.rows;
      if (first !== undefined && first.sign !== ' ' && rest.every((r) => r.sign === first.sign)) {
        joined.set(changedLineKey(first.sign, first.line, first.text), `${span.prefix}""${text.slice(closedAt + 1)}`);
        for (const r of rest) marked.add(changedLineKey(r.sign as '+' | '-', r.line, r.text));
      }
      span = null;
    }
  });
  return { joined, inside };
}

/** Path words that say a file builds or shows the documentation (`test_docs.sh`, `docs.yml`, `build-javadoc.gradle`). */
const DOCS_PATH_WORD = /^(?:docs?|documentation|javadoc|dokka|rustdoc|godoc|typedoc|jsdoc|mkdocs|sphinx|examples?|samples?)$/i;

/** A folder of example or sample programs: documentation that compiles (Go's `_examples/` too, isExampleProjectPath). */
const EXAMPLE_DIR = /^_?(?:examples?|samples?)$/i;

/**
 * A program file a docs claim already covers: an example or sample program (a file under a folder
 * named `examples`, `example`, `samples` or `sample`, as `examples/graceful-shutdown/src/main.rs`),
 * which is documentation that compiles, and a script whose name says it builds or checks the docs
 * (`test_docs.sh`, `scripts/check_doc_coverage.py`). Library code (`src/docs.ts`) is not.
 */
export function docsClaimCovers(claim: string, path: string): boolean {
  if (!DOCS_CLAIM.test(claim)) return false;
  if (path.split('/').slice(0, -1).some((dir) => EXAMPLE_DIR.test(dir))) return true;
  // A script that builds or checks the docs says so in its name (`test_docs.sh`, `build-javadoc.sh`),
  // and so does a script of the project's own tooling folder in another language
  // (`scripts/check_doc_coverage.py`, `tools/gen-docs.mjs`).
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (!isDocsBuildPath(name)) return false;
  if (/\.(?:sh|bash|ps1|bat)$/i.test(name)) return true;
  // In a tooling folder, `bin/` (`bin/generate_options_docs.py`), or at the root (`mkdocs_hooks.py`,
  // the hooks `mkdocs.yml` names): a script the docs build runs, named so.
  const dirs = path.split('/').slice(0, -1);
  return /\.(?:py|[cm]?[jt]s|rb|pl)$/i.test(name) && (dirs.length === 0 || dirs.some((dir) => TOOLING_DIR.test(dir) || dir === 'bin'));
}

/** Folders of a project's own tooling scripts: what contributors and CI run, not what the project ships. */
const TOOLING_DIR = /^(?:scripts?|tools|tooling|hack|dev-tools)$/i;

/** A script's name that says it writes something (`gen_cli_reference.py`, `generate-options.ts`, `render_rules.py`, `update_schema.py`). */
const GENERATOR_NAME_WORD = /^(?:gen|generate|generator|render|renderer|update|sync|build|make|regen|regenerate|write)$/i;

/**
 * A script of the project's tooling (`scripts/`, `tools/`, `hack/`, `bin/`) whose name says it
 * generates something (`scripts/gen_cli_reference.py`, `tools/render_options.py`), changed under a
 * docs claim by a PR that also changes a documentation file: the docs are regenerated with the script
 * that writes them, though its patch does not name the page (it prints, or takes the path as an
 * argument). An explanation, not a cover: the finding stays, as a low note, and a dangerous call in
 * the script is never explained.
 */
export function docsGeneratorBesideDocs(claim: string, path: string, changedDocs: readonly string[]): boolean {
  if (!DOCS_CLAIM.test(claim) || changedDocs.length === 0) return false;
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (!/\.(?:py|[cm]?[jt]s|rb|pl|sh)$/i.test(name)) return false;
  if (!path.split('/').slice(0, -1).some((dir) => TOOLING_DIR.test(dir) || dir === 'bin')) return false;
  return pathWords(name.replace(/\.[^.]+$/, '')).some((word) => GENERATOR_NAME_WORD.test(word));
}

/** Longest generator patch read for the docs files it names. */
const MAX_GENERATOR_TEXT = 500_000;

/**
 * A docs generator under a docs claim: a script in a `scripts/` folder (the project's own tooling,
 * not its shipped code) whose patch (its changed lines and their context: a program file's content
 * is not read) names a documentation file this PR changes by its file name
 * (`generate('browser-support.md', …)`), so the PR regenerates that page with the script that
 * writes it. A script that now makes a dangerous call (a process, eval, a download: `sinks`) is not
 * covered.
 */
export function docsGeneratorCovers(claim: string, path: string, patch: string | null, changedDocs: readonly string[], sinks: number): boolean {
  if (sinks > 0 || patch === null || patch.length > MAX_GENERATOR_TEXT || !DOCS_CLAIM.test(claim)) return false;
  if (!path.split('/').slice(0, -1).includes('scripts')) return false;
  return changedDocs.some((doc) => {
    const name = doc.slice(doc.lastIndexOf('/') + 1);
    return /\.(?:md|mdx|markdown|rst|adoc|txt)$/i.test(name) && patch.includes(name);
  });
}

/** A claim that says the docs come from a script: `add auto-generated browser support page`, `docs: generate the CLI reference`, `docs: add a script for the API table`. */
const GENERATED_DOCS_CLAIM = /\b(?:auto-?generated|generat(?:e|es|ed|ing|ion|or|ors)|scripts?)\b/i;

/**
 * A new script of the project's own tooling folder (`scripts/`, `tools/`, `hack/`) under a docs claim
 * that says the docs are generated or scripted (`docs: add auto-generated browser support page`): the
 * generator and its helper modules, added whole beside the page they write. New files only, in a
 * script language: an existing file changed, or a file of what the project ships (`src/`), is not.
 */
export function newDocsToolingScript(claim: string, path: string, added: boolean): boolean {
  if (!added || !DOCS_CLAIM.test(claim) || !GENERATED_DOCS_CLAIM.test(claim)) return false;
  const name = path.slice(path.lastIndexOf('/') + 1);
  return /\.(?:py|[cm]?[jt]s|rb|pl|sh)$/i.test(name) && path.split('/').slice(0, -1).some((dir) => TOOLING_DIR.test(dir));
}

/** Longest patch read for declarations made exported. */
const MAX_EXPORT_PATCH = 20_000;

/**
 * A JavaScript or TypeScript patch whose every change puts `export ` in front of a declaration it
 * already had, the line otherwise the same (`const RUNES = [` to `export const RUNES = [`, for a
 * script the PR adds to import): what the declaration does is unchanged, it can be imported.
 */
export function onlyExportsAdded(path: string, patch: string | null): boolean {
  if (patch === null || patch.length > MAX_EXPORT_PATCH || !/\.[cm]?[jt]sx?$/i.test(path)) return false;
  const removed: string[] = [];
  const added: string[] = [];
  for (const line of patch.split('\n')) {
    if (line.startsWith('-')) removed.push(line.slice(1));
    else if (line.startsWith('+')) added.push(line.slice(1));
  }
  return removed.length > 0 && removed.length === added.length && removed.every((was, i) => {
    const now = added[i]!;
    const indent = /^\s*/.exec(was)![0];
    return /^(?:const|let|var|function|async function|class|interface|type|enum) /.test(was.trim()) && now === `${indent}export ${was.slice(indent.length)}`;
  });
}

/** Build and task-runner files by name: what they hold runs on a developer's machine or in CI. */
const BUILD_FILE = /^(?:makefile|gnumakefile|[\w.-]+\.mk|justfile|rakefile|taskfile\.ya?ml|cmakelists\.txt|[\w.-]+\.cmake|meson\.build)$/i;
/** Lines that say nothing that runs: blank, or a `#` / `//` comment. */
const COMMENT_LINE = /^\s*(?:#|\/\/|$)/;
const DOCS_CLAIM = /\b(?:docs?|documentation|readme|changelog|comments?|docstrings?)\b/i;

export interface ClaimFileInfo {
  readonly category: string;
  readonly isTest: boolean;
}

/**
 * Where a file that is not program source still changes what runs, for the claim check: a workflow,
 * action, Dockerfile, git hook, editor task or devcontainer edit the ecosystem managers do not call
 * routine (`routine`); a build or task-runner file (Makefile, justfile, Rakefile, Taskfile, CMake,
 * Meson) whose commands change; a manifest written in a programming language (setup.py, a gemspec,
 * a Gradle Kotlin script) whose code changes; package.json `scripts` that change. The first added
 * line that carries the change, or null when nothing that runs changes. Token-level like
 * `logicChanged`: a typo fixed in a word (one or two letters) is not a change. A claim of docs is
 * not contradicted by a file whose path says it builds the docs (a docs word among its path's
 * words: `docs.yml`, not `Dockerfile`), nor by a workflow that runs only for documentation.
 */
/** A docs word among a path's words (`docs/`, `docs.yml`, `build-docs.yml`, `doc_gen/`), not `Dockerfile` or `docker.yml`. */
const DOCS_WORD = /^(?:docs?|documentation)$/i;

/** A path's words: split on `/ . _ -` and camelCase, so `Dockerfile` and `src/docker/run.go` hold no docs word. */
function pathWords(path: string): string[] {
  return path.split(/[/._-]+|(?<=[a-z0-9])(?=[A-Z])/).filter((w) => w !== '');
}

/** The path says it builds, checks or shows the docs (`docs.yml`, `test_docs.sh`, `build-javadoc.gradle`, an example program). */
export function isDocsBuildPath(path: string): boolean {
  return pathWords(path).some((w) => DOCS_PATH_WORD.test(w));
}

/**
 * Program source of the documentation site (`docs/.vitepress/config.ts`, `docs/_data/team.js`,
 * `website/docs/...`): a folder named doc, docs or documentation, not the file's own name, so that
 * `src/docs.ts` of a library stays program code. Also (since 2026-12-01, calib61) a top-level
 * `website/` folder, where Docusaurus puts a project's documentation site (`npx create-docusaurus
 * website`; `website/src/pages/index.tsx`, `website/src/theme/…`): a replay of a .NET library rated
 * two of its maintainer's `docs:` redesigns of that site medium as a broken claim.
 */
export function isDocsSiteSource(path: string): boolean {
  return path.startsWith('website/') || path.split('/').slice(0, -1).some((dir) => DOCS_WORD.test(dir));
}

/** Patterns of documentation files in a workflow's `paths:` filter. */
const DOCS_PATTERN = /\.(?:md|mdx|markdown|rst|adoc|txt)$|(?:^|\/)(?:docs?|documentation)(?:\/|$)/i;
const WORKFLOW_PATTERN = /^\.github\/workflows\//;

/**
 * A workflow that runs only for documentation: each trigger is a manual one or a push, pull request
 * or merge-queue event whose `paths:` lists only documentation (`docs/**`, `**\/*.md`) and workflow
 * files; a link checker or a docs linter. False for anything that does not parse as that.
 */
export function runsOnlyForDocs(head: string | null): boolean {
  if (head === null) return false;
  const parsed = parseYamlLimited(head);
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) return false;
  const doc = parsed.value as Record<string, unknown>;
  const on = doc.on ?? doc.true;
  if (typeof on !== 'object' || on === null || Array.isArray(on)) return false;
  const triggers = Object.entries(on as Record<string, unknown>);
  let filtered = false;
  for (const [trigger, config] of triggers) {
    if (trigger === 'workflow_dispatch') continue;
    if (trigger !== 'push' && trigger !== 'pull_request' && trigger !== 'merge_group') return false;
    const paths = typeof config === 'object' && config !== null ? (config as Record<string, unknown>).paths : undefined;
    if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string' && (DOCS_PATTERN.test(p.replace(/^!/, '')) || WORKFLOW_PATTERN.test(p)))) return false;
    if (!paths.some((p) => typeof p === 'string' && !p.startsWith('!') && DOCS_PATTERN.test(p))) return false;
    filtered = true;
  }
  return filtered;
}

/** A claim of formatting or linting: the linter's or formatter's own configuration is what it changes. */
const STYLE_CLAIM = /^\s*(?:\[[^\]]{0,40}\]\s*)?style\b|\b(?:(?:re)?format(?:ting|ted)?|lint(?:ing)?|prettier|eslint|whitespace)\b/i;
/** Configuration files of linters and formatters written as code (`eslint.config.js`, `.prettierrc.cjs`). */
const STYLE_CONFIG = /^(?:eslint\.config|\.eslintrc|prettier\.config|\.prettierrc|stylelint\.config|\.stylelintrc|oxlint\.config|\.oxlintrc|oxfmt\.config|biome\.config|dprint\.config|lint-staged\.config|\.lintstagedrc|commitlint\.config|\.commitlintrc|\.markdownlint(?:-cli2)?)\.[cm]?[jt]s$/i;

/**
 * A program file whose change the claim already says, so that its logic changing is no mismatch:
 * the documentation site's source under a docs claim, and a linter's or formatter's configuration
 * under a style, format or lint claim, unless the file adds a dangerous call (a config file runs on
 * every contributor's machine: `exec` there is not a style change).
 */
export function claimCoversFile(claim: string, path: string, sinks: number): boolean {
  if (DOCS_CLAIM.test(claim) && isDocsSiteSource(path)) return true;
  const name = path.slice(path.lastIndexOf('/') + 1);
  return sinks === 0 && STYLE_CLAIM.test(claim) && STYLE_CONFIG.test(name);
}

/** Make-like files whose rules are `target: prerequisites` at the start of a line and whose recipes are indented. */
const MAKE_LIKE = /^(?:makefile|gnumakefile|[\w.-]+\.mk|justfile)$/i;
/** A rule's line: its targets before one `:` (not `:=`), at the start of the line. */
const MAKE_RULE = /^([^\s:#=][^:#=]{0,200}):(?!=)(.{0,500})$/;
/** A recipe line that downloads or pipes into a shell is never read as docs work. */
const FETCH_OR_SHELL = /\b(?:curl|wget|Invoke-WebRequest|iwr)\b|\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b/i;

/** Every name has a docs word among its words (`docs`, `docs-serve`, `build-docs`, `mkdocs`, `javadoc`). */
function docsNames(names: string): boolean {
  const list = names.trim().split(/\s+/).filter((n) => n !== '');
  return list.length > 0 && list.every((n) => pathWords(n).some((w) => DOCS_PATH_WORD.test(w)));
}

/**
 * For a Makefile or justfile, whether each changed line (in `changedLines` order) belongs to a rule
 * that builds or shows the documentation: the rule's line itself when all its targets are docs
 * names (`docs:`, `serve-docs:`), a `.PHONY:` line that lists only such names, and the recipe
 * lines under such a rule (the rule's line seen above in the same hunk, on that side of the diff),
 * unless the recipe line downloads or pipes into a shell. A recipe whose rule the hunk does not
 * show is not known to be docs work.
 */
function docsRuleLines(patch: string): boolean[] {
  const result: boolean[] = [];
  let hunkSeen = -1;
  // The current rule's docs-ness on the old and the new side: null when no rule is known.
  let oldRule: boolean | null = null;
  let newRule: boolean | null = null;
  walkPatch(patch, (first, text, _line, hunk) => {
    if (hunk !== hunkSeen) {
      hunkSeen = hunk;
      oldRule = null;
      newRule = null;
    }
    if (first !== 43 && first !== 45 && first !== 32) return result.length < MAX_CLAIM_LINES;
    let docs = false;
    const indented = text.startsWith('\t') || text.startsWith(' ');
    if (text.trim() === '' || text.trimStart().startsWith('#')) {
      // Blank and comment lines say nothing that runs (the caller skips them).
    } else if (indented) docs = (first === 45 ? oldRule : newRule) === true && !FETCH_OR_SHELL.test(text);
    else {
      const rule = MAKE_RULE.exec(text);
      const isDocs = rule !== null && (rule[1]?.trim() === '.PHONY' ? docsNames(rule[2] ?? '') : docsNames(rule[1] ?? ''));
      docs = isDocs;
      const current = rule === null || rule[1]?.trim() === '.PHONY' ? null : isDocs;
      if (first !== 43) oldRule = current;
      if (first !== 45) newRule = current;
    }
    if (first === 43 || first === 45) result.push(docs);
    return result.length < MAX_CLAIM_LINES;
  });
  return result;
}

export function executableChange(
  file: { readonly path: string; readonly status: string; readonly patch: string | null },
  info: ClaimFileInfo,
  claim: string,
  context: { readonly routine: boolean; readonly base: string | null; readonly head: string | null; readonly renamed?: ReadonlyMap<string, string> },
): { line: number | null; movedHost?: string } | null {
  if (file.patch === null || file.status === 'removed' || info.isTest) return null;
  if (DOCS_CLAIM.test(claim) && (isDocsBuildPath(file.path) || (info.category === 'ci' && runsOnlyForDocs(context.head)))) return null;
  const name = (file.path.slice(file.path.lastIndexOf('/') + 1) || file.path).toLowerCase();
  const lines = changedLines(file.patch, MAX_CLAIM_LINES);
  if (name === 'package.json') return scriptsChange(lines, context.base, context.head);
  const language = languageOf(file.path);
  const executable = (info.category === 'ci' && !context.routine) || BUILD_FILE.test(name);
  const codeManifest = info.category === 'dependency' && language !== null;
  if (!executable && !codeManifest) return null;
  const added: string[] = [];
  const removed: string[] = [];
  let first: number | null = null;
  // Under a docs claim, a Makefile's or justfile's rules that build or show the docs are what it says.
  const docsRule = DOCS_CLAIM.test(claim) && MAKE_LIKE.test(name) ? docsRuleLines(file.patch) : null;
  // The hosts of the URLs in a code manifest's strings, which masking hides from the token comparison.
  const removedHosts = new Set<string>();
  const addedHosts: { host: string; line: number }[] = [];
  for (const [index, l] of lines.entries()) {
    // A manifest's project link (`"mailing_list_uri" => "https://…"`, `homepage = "https://…"`) is
    // what the registry's page shows; the comma that closes the entry before it is layout.
    if (codeManifest && isProjectLinkEntry(l.text)) continue;
    // A trove classifier (`'Programming Language :: Python :: 3.12',`) is what the registry files the
    // package under; nothing installs or runs from it.
    if (codeManifest && isTroveClassifierEntry(l.text)) continue;
    const masked = codeManifest ? codeText(l.text, language).masked : l.text;
    const text = codeManifest ? masked.replace(/,\s*$/, '') : masked;
    if (COMMENT_LINE.test(text) || docsRule?.[index] === true) continue;
    for (const m of codeManifest ? l.text.matchAll(URL_HOST_IN_STRING) : []) {
      const host = m[1]!.toLowerCase();
      if (l.sign === '+') addedHosts.push({ host, line: l.line });
      else removedHosts.add(host);
    }
    if (l.sign === '+') {
      added.push(text);
      first ??= l.line;
    } else {
      removed.push(text);
    }
  }
  // A URL in a string whose host the change swaps for one of another domain (`download_url`, a
  // gem's `allowed_push_host`, a dependency link): where the build or the release now fetches from or
  // sends to. A move within one domain (`files.acme.dev` to `dl.acme.dev`) is not.
  if (removedHosts.size > 0) {
    const domains = new Set([...removedHosts].map(registrableDomain));
    const moved = addedHosts.find((h) => !domains.has(registrableDomain(h.host)));
    if (moved !== undefined) return { line: moved.line, movedHost: moved.host };
  }
  // Names of files the PR renames, written in their new spelling (`mkdocs.yml` to `properdocs.yml` in a
  // workflow's `paths:` filter): an edit that only follows the rename changes nothing that runs.
  const followed = context.renamed === undefined || context.renamed.size === 0 ? removed : removed.map((text) => followRenames(text, context.renamed!));
  return logicChanged(added, followed, { numbersAreData: isVersionClaim(claim) }) ? { line: first } : null;
}

/** A quoted http(s) URL's host. */
const URL_HOST_IN_STRING = /["'`]https?:\/\/([\w.-]{1,253})/gi;

/** The last two labels of a host (`files.acme.dev` is `acme.dev`): a move within one domain is the same owner's. */
function registrableDomain(host: string): string {
  return host.split('.').slice(-2).join('.');
}

/**
 * Words of a manifest key that name a page about the project (`homepage`, `documentation_uri`,
 * `mailing_list_uri`, `source_code_uri`, setup.py's `project_urls` labels such as `"Issue tracker"`),
 * and words that say the address is where code comes from or goes to (`allowed_push_host`, a gem's
 * `source:` or `git:`, an index, registry or repository URL, a download), which are never read as a
 * link. A bare `url` is none either: setup.py's home page, but Gradle's `url =` in a `maven { }`
 * block is where dependencies download from, and a script's `url = "…"` is what it fetches.
 */
const LINK_KEY_WORD = /^(?:homepage|home|documentation|docs?|changelog|changes|wiki|forum|mailing|bugs?|issues?|tracker|funding|sponsors?|chat|discussions?|community|support|website|blog)$/i;
const FETCH_KEY_WORD = /^(?:push|host|index|registry|repository|repositories|repo|mirror|proxy|dependency|dependencies|download|install|server|endpoint|api|token|key|secret|allowed|git|github|maven|plugin|plugins)$/i;
/** `"key" => "https://…"`, `key: "https://…"`, `"Key": "https://…"`, `key = "https://…"`, `spec.metadata["key"] = "https://…"`, `url.set("https://…")`, a trailing comma allowed. */
const LINK_ENTRY = /^\s*(?:[\w.]{1,60}\[)?(?:["']([A-Za-z][\w -]{0,40})["']|([A-Za-z][\w.]{0,60}))\]?\s*(?:=>|:|=|\.set\()\s*["'](https?:\/\/[^\s"'#{}$%\\]{1,300})["']\)?\s*(?:,\s*)?$/;

/**
 * A line of a manifest written in a programming language (a gemspec, setup.py, a Gradle Kotlin
 * script) that is one project link and nothing else: a key naming a page about the project
 * (LINK_KEY_WORD, or `source` followed by `code`, none of FETCH_KEY_WORD) and a literal http(s) URL
 * with no interpolation. The registry shows it on the package's page; nothing installs or runs from
 * it. A replay of a Ruby job queue rated `Update documentation with forum` medium for the gemspec's
 * new `mailing_list_uri`.
 */
export function isProjectLinkEntry(line: string): boolean {
  const m = LINK_ENTRY.exec(line);
  if (m === null) return false;
  const key = m[1] ?? m[2] ?? '';
  const wordsOf = (text: string) => text.split(/[\s._-]+|(?<=[a-z0-9])(?=[A-Z])/).filter((w) => w !== '');
  if (wordsOf(key).some((w) => FETCH_KEY_WORD.test(w))) return false;
  // `spec.homepage`, `gem.metadata_uri`: the receiver is not the key, its last name is.
  const own = wordsOf(m[2] !== undefined ? key.slice(key.lastIndexOf('.') + 1) : key);
  return own.some((w, i) => LINK_KEY_WORD.test(w) || (/^source$/i.test(w) && /^code$/i.test(own[i + 1] ?? '')));
}

const TROVE_CLASSIFIER_LINE = /^\s{0,40}(["'])[A-Z][\w .+/()-]{0,60}(?: :: [\w .+/()-]{1,80}){1,4}\1\s{0,4},?\s{0,4}$/;

/**
 * A trove classifier written alone on its line, as setup.py lists them (`'Programming Language ::
 * Python :: 3.12',`, `"License :: OSI Approved :: MIT License"`): one quoted text of two to five
 * parts joined by ` :: `, the first capitalized, no interpolation, an optional trailing comma.
 * PyPI files the package under it; pip reads only `python_requires` and the dependencies, so adding
 * one for a new Python release runs nothing differently (a replay of a web framework rated its
 * maintainer's "update changelog" medium for `Python :: 3.6` added beside the notes; a release PR
 * that does the same is as common). A line with anything else on it is read as before.
 */
export function isTroveClassifierEntry(line: string): boolean {
  return TROVE_CLASSIFIER_LINE.test(line);
}

/** `text` with each renamed path (and its file name) written as its new one; longer names first, so a path is not rewritten by its own file name. */
function followRenames(text: string, renamed: ReadonlyMap<string, string>): string {
  let out = text;
  for (const [before, after] of renamed) if (out.includes(before)) out = out.split(before).join(after);
  return out;
}

/**
 * The paths a PR renames (GitHub's `renamed` status, at most 50), old to new, with their file names
 * too when those changed (`mkdocs.yml` to `properdocs.yml`), longest first: what edits that only
 * follow the renames are read against (executableChange).
 */
export function renamedPaths(files: readonly { readonly path: string; readonly previousPath: string | null; readonly status: string }[]): Map<string, string> {
  const pairs: [string, string][] = [];
  for (const f of files) {
    if (pairs.length >= 100) break;
    if (f.status !== 'renamed' || f.previousPath === null || f.previousPath === f.path) continue;
    pairs.push([f.previousPath, f.path]);
    const oldName = f.previousPath.slice(f.previousPath.lastIndexOf('/') + 1);
    const newName = f.path.slice(f.path.lastIndexOf('/') + 1);
    if (oldName !== newName && oldName.length >= 4) pairs.push([oldName, newName]);
  }
  return new Map(pairs.sort((a, b) => b[0].length - a[0].length));
}

const MAX_CLAIM_LINES = 3000;

/** package.json: the scripts whose command is added or changed, at the first added line that names one. */
function scriptsChange(lines: readonly ChangedLine[], base: string | null, head: string | null): { line: number | null } | null {
  if (head === null) return null;
  const before = scriptsOf(base);
  const after = scriptsOf(head);
  const changed = [...after].filter(([key, command]) => before.get(key) !== command).map(([key]) => key);
  if (changed.length === 0) return null;
  const at = lines.find((l) => l.sign === '+' && changed.some((key) => l.text.includes(`"${key}"`)));
  return { line: at?.line ?? null };
}

function scriptsOf(text: string | null): Map<string, string> {
  const scripts = new Map<string, string>();
  if (text === null) return scripts;
  const parsed = parseJsonLimited(text);
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) return scripts;
  const section = (parsed.value as { scripts?: unknown }).scripts;
  if (typeof section !== 'object' || section === null) return scripts;
  for (const [key, command] of Object.entries(section)) if (typeof command === 'string') scripts.set(key, command);
  return scripts;
}

/** Longest line whose format string is read for its arguments. */
const MAX_FORMAT_LINE = 2000;
const RUST_MACRO_CALL = /\b[a-z_][a-z0-9_]{0,40}!\s{0,3}\(/;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,100}$/;

/**
 * A Rust format macro's line (`println!`, `write!`, `panic!`, `unimplemented!`, a log macro) as the
 * claim check compares it, with the names its format string prints written after the string and
 * positional arguments inlined: `"unexpected value: {:?}", value)` and `"unexpected value:
 * {value:?}")` (Clippy's `uninlined_format_args`, the 2021 edition's captured identifiers) both read
 * `"…" value)`. Only plain identifiers are inlined, as Clippy does; a numbered placeholder, an
 * expression or a named argument leaves the line as it was. `masked` is `code` with strings
 * blanked (same length). Strings stay blanked, but the names printed are compared, so printing
 * another variable is still a change.
 */
export function inlineFormatArgs(code: string, masked: string): string {
  if (code.length > MAX_FORMAT_LINE || code.length !== masked.length || !code.includes('{') || !RUST_MACRO_CALL.test(code)) return masked;
  const open = code.indexOf('"');
  if (open < 0) return masked;
  let close = -1;
  for (let i = open + 1; i < code.length; i += 1) {
    const ch = code.charAt(i);
    if (ch === '\\') i += 1;
    else if (ch === '"') {
      close = i;
      break;
    }
  }
  if (close < 0) return masked;
  const literal = code.slice(open + 1, close);
  // Each placeholder in order: null for a positional one (`{}`, `{:?}`), else the name it prints.
  const placeholders: (string | null)[] = [];
  for (let i = 0; i < literal.length; i += 1) {
    const ch = literal.charAt(i);
    if ((ch === '{' || ch === '}') && literal.charAt(i + 1) === ch) {
      i += 1;
      continue;
    }
    if (ch !== '{') continue;
    const end = literal.indexOf('}', i + 1);
    if (end < 0) return masked;
    const name = (literal.slice(i + 1, end).split(':', 1)[0] ?? '').trim();
    if (name === '') placeholders.push(null);
    else if (IDENTIFIER.test(name)) placeholders.push(name);
    else return masked;
    i = end;
  }
  if (placeholders.length === 0) return masked;
  const positional = placeholders.filter((p) => p === null).length;
  let rest = close + 1;
  let args: string[] = [];
  if (positional > 0) {
    const end = code.indexOf(')', close + 1);
    if (end < 0) return masked;
    const parts = code.slice(close + 1, end).split(',');
    if ((parts[0] ?? '').trim() !== '') return masked;
    args = parts.slice(1).map((p) => p.trim());
    if (args.length !== positional || !args.every((a) => IDENTIFIER.test(a))) return masked;
    rest = end;
  }
  let next = 0;
  const names = placeholders.map((p) => p ?? args[next++] ?? '');
  return `${masked.slice(0, close + 1)} ${names.join(' ')}${masked.slice(rest)}`;
}

/** A Rust line that only brings names into scope or declares a module file: `use a::B;`, `pub mod docs;`, or an attribute on its own line. */
const RUST_DECLARATION = /^\s*(?:(?:pub(?:\([\w:]{1,20}\))?\s+)?(?:use\s[^;]{1,500};|mod\s+\w{1,100}\s*;)|#!?\[[^\n]{0,300}\])\s*$/;

/**
 * True when a Rust file's changed code (`added` and `removed`, masked, comments and docs left out)
 * only adds `use` items, module declarations (`mod x;`) and attributes: names brought into scope
 * for the documentation's links (`[`Command::name`]`) and a module of documentation declared
 * (`#[cfg(feature = "unstable-doc")] pub mod _concepts;`), nothing that runs. A module declared so
 * is read on its own: its file is one of the PR's files.
 */
export function onlyRustDeclarations(added: readonly string[], removed: readonly string[], language: CodeLanguage | null): boolean {
  return language === 'rust' && removed.length === 0 && added.length > 0 && added.every((line) => RUST_DECLARATION.test(line));
}

/** What a comment, changelog or whitespace claim names, when the program handles such things itself. */
const CLAIM_OBJECT = /\b(comments?|docstrings?|changelogs?|whitespaces?|typos?)\b/gi;

/**
 * A word of the claim that is also the name of the file's module or folder: `Fix comments on
 * right side of assignments` in a formatter's `src/language-js/comments/handle-comments.js`, `Fix
 * changelog entry order` in `src/changelog.ts`. The word names what the program handles, and the
 * title is about that code, not about the file's comments. The word itself, or null. Documentation
 * words (docs, readme) are left out: a library's `src/docs.ts` is program code under a docs claim.
 */
export function claimNamesModule(claim: string, path: string): string | null {
  const words = new Set(pathWords(path.toLowerCase()).map(singular));
  for (const m of claim.matchAll(CLAIM_OBJECT)) {
    const word = singular((m[1] ?? '').toLowerCase());
    if (words.has(word)) return m[1] ?? word;
  }
  return null;
}

function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
}

/** A file's name the way a commit subject names it: `.pre-commit-config.yaml` is `pre-commit-config` and `pre-commit`. */
function namesOfFile(path: string): string[] {
  const base = path.slice(path.lastIndexOf('/') + 1).replace(/^\.+/, '');
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base).toLowerCase();
  const short = stem.replace(/[-_.]?(?:config|rc)$/, '');
  return [...new Set([base.toLowerCase(), stem, short])].filter((n) => n.length >= 4);
}

/** `name` in `text` as a whole word: not inside a longer name (`setup` in `setuptools`). */
function namesWord(text: string, name: string): boolean {
  let from = 0;
  while (from <= text.length) {
    const at = text.indexOf(name, from);
    if (at < 0) return false;
    const before = at === 0 ? '' : text.charAt(at - 1);
    const after = text.charAt(at + name.length);
    if (!/[\w-]/.test(before) && !/[\w-]/.test(after)) return true;
    from = at + 1;
  }
  return false;
}

/**
 * A claim that says where its fix is, and that place is the CI: a conventional `ci:` type
 * (`ci: fix typo`) or the words CI, workflow, pipeline or GitHub Actions (`Fix typo in CI defs`,
 * `Fix typo in workflow`). A docs claim (`docs: describe the CI`) says the change is documentation
 * and is not read so.
 */
const CI_CLAIM = /^ci(?:\([^()\n]{0,40}\))?!?:|\b(?:ci|workflows?|pipelines?|github actions|gha)\b/i;

/** A typo or spelling fix (`Fix typo`, `fix typos`, `Correct spelling`, `misspelled`). */
const TYPO_CLAIM = /\btypos?\b|\bspelling\b|\bmisspel/i;

/**
 * Whether a typo claim names the CI as where its fix is (CI_CLAIM), so that a CI file changing
 * what runs is the change it announces: a typo fixed in a workflow changes what runs, as any typo
 * fixed in a command does. Not under a docs claim, nor a formatting or whitespace claim
 * (`style(ci): remove whitespace`), which promises that no token changes.
 */
export function claimNamesCi(claim: string): boolean {
  const text = claim.slice(0, 300);
  return TYPO_CLAIM.test(text) && !DOCS_CLAIM.test(text) && CI_CLAIM.test(text);
}

/**
 * The subject of one of the PR's own commits that says it changes this file by its name and
 * claims nothing benign itself (`update deprecated pre-commit hook` for `.pre-commit-config.yaml`
 * in a `Release 8.0.0rc1` PR): the change is announced where the reviewer reads the commits. Null
 * when no such commit names it.
 */
export function commitAnnouncing(path: string, commitMessages: readonly string[]): string | null {
  const names = namesOfFile(path);
  if (names.length === 0) return null;
  for (const message of commitMessages) {
    const subject = (message.split('\n', 1)[0] ?? '').trim();
    if (subject === '' || claims(subject)) continue;
    const lower = subject.toLowerCase().slice(0, 300);
    if (names.some((name) => namesWord(lower, name))) return subject.slice(0, 120);
  }
  return null;
}

/**
 * The changed lines (changedLineKey) that go on with the text of a documentation field whose start
 * the hunk shows as context: `Description: "…" +` kept, then `"…\n" +` and `"…"` added below it (a
 * Terraform provider's schema description extended by a docs PR). Each side of the diff is read as
 * it stands (context and its own changed lines), so a line continues only a field on its own side.
 */
export function documentationContinuations(patch: string, language: CodeLanguage | null): Set<string> {
  const keys = new Set<string>();
  let hunkSeen = -1;
  // Whether the line before, on the old and on the new side, was a documentation field or its text ending in `+`.
  let oldOpen = false;
  let newOpen = false;
  let lines = 0;
  walkPatch(patch, (first, text, line, hunk) => {
    if (hunk !== hunkSeen) {
      hunkSeen = hunk;
      oldOpen = false;
      newOpen = false;
    }
    if (first !== 43 && first !== 45 && first !== 32) return true;
    const masked = codeText(text, language).masked.trimEnd();
    const open = (side: boolean): boolean => isDocumentationField(masked, side) && masked.endsWith('+');
    if (first === 32) {
      oldOpen = open(oldOpen);
      newOpen = open(newOpen);
    } else if (first === 45) {
      if (oldOpen && isDocumentationField(masked, true)) keys.add(changedLineKey('-', Math.max(1, line), text));
      oldOpen = open(oldOpen);
    } else {
      if (newOpen && isDocumentationField(masked, true)) keys.add(changedLineKey('+', line, text));
      newOpen = open(newOpen);
    }
    lines += 1;
    return lines < MAX_CLAIM_LINES;
  });
  return keys;
}
