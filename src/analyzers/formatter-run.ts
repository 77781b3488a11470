import { announcesSecondChange } from '../ecosystems/code/pr-claims.js';
import type { PrSnapshot, SnapshotFile } from '../snapshot/pr-snapshot.js';

/**
 * A formatter run: a PR whose title says a formatter or a reformatting ran (`Format with
 * prettier 3`, `Run black`, `style: apply rustfmt`, `cargo fmt`, `Reformat with ruff`), or that the
 * code now follows a code style (`Use symfony code style`, `Apply PHP-CS-Fixer`, `Run spotless`,
 * `ktlint`, `Apply Pint`: the names PHP, Java, Kotlin and C# projects give their formatter runs), and the
 * files of it that the run only re-laid out. Such a PR is large and is one change repeated: the
 * review action does not ask for a discussion for the lines a formatter moved (docs/signal.md,
 * `too-large`). Every finding still reads every file.
 */
const FORMATTER_TITLE =
  /\b(?:(?:re)?format(?:s|ted|ting)?|fmt|prettier|black|isort|rustfmt|gofmt|gofumpt|goimports|ruff|clang-format|autopep8|yapf|dprint|biome|standardrb|rubocop\s+-a|whitespace|indentation|re-?indent(?:ed)?|code[ -]?style|coding[ -]?(?:standards?|style)|php-?cs-?fixer|cs[ -]?fix(?:er|es)?|phpcbf|pint|styleci|spotless|ktlint|ktfmt|google-java-format|csharpier|scalafmt|swiftformat|stylua|shfmt)\b/i;

/**
 * PHP's short name for a coding-standards run, in capitals: `CS`, `Fix CS`, `CS fixes`, `Fixed
 * native_function_invocation CS` (a replay of an HTTP client rated that maintainer PR medium for its
 * cookie jar's `\strlen(`). Not a file's extension (`Client.cs`) nor part of a longer name (`CSS`, `CS-Fixer`).
 */
const CS_TITLE = /(?<![\w./-])CS(?![\w-])/;

/** The title says a formatter ran, and announces no other change beside it. */
export function formatterRunTitle(title: string): boolean {
  const subject = title.slice(0, 300);
  return (FORMATTER_TITLE.test(subject) || CS_TITLE.test(subject)) && !announcesSecondChange(subject);
}

/** Largest patch read for its words. */
const MAX_PATCH_CHARS = 2_000_000;
/** A word: letters, digits, `_` and `$`, at most 200 characters a match (no backtracking). */
const WORD = /[\w$]{1,200}/g;
/**
 * A character of an operator or other punctuation of logic (`=`, `!`, `<`, `&`, `|`, `+`, `-`,
 * `.`, `?`, `:`, brackets and braces): everything but word characters, whitespace and the
 * punctuation a formatter adds, drops or swaps (quotes, commas, semicolons, parentheses and
 * backslashes: a trailing comma, a quote style, parentheses around a wrapped expression, a line
 * continuation, a PHP namespace fallback `\strlen`).
 */
const OPERATOR = /[^\w$\s'"`,;()\\]/g;

/**
 * True when a modified file's patch removes and adds the same words and the same operator
 * characters, each as often (identifiers, keywords, numbers and the words inside strings and
 * comments; `=`, `!`, `<`, `&`, `|`, `+`, `-`, braces), whatever changes in between: whitespace,
 * line breaks, quotes, parentheses, semicolons, trailing commas. That is what a formatter does; a
 * change of logic adds, drops or replaces a word or an operator (`a == b` to `a != b` keeps every
 * word).
 */
export function onlyRelaidOut(file: SnapshotFile): boolean {
  const patch = file.patch;
  if (patch === null || patch.length > MAX_PATCH_CHARS || (file.status !== 'modified' && file.status !== 'renamed' && file.status !== 'changed')) return false;
  const counts = new Map<string, number>();
  let added = 0;
  let removed = 0;
  let start = 0;
  while (start < patch.length) {
    let end = patch.indexOf('\n', start);
    if (end < 0) end = patch.length;
    const sign = patch.charCodeAt(start);
    if (sign === 43 || sign === 45) {
      const step = sign === 43 ? 1 : -1;
      if (sign === 43) added += 1;
      else removed += 1;
      const line = patch.slice(start + 1, end);
      for (const m of line.matchAll(WORD)) counts.set(m[0], (counts.get(m[0]) ?? 0) + step);
      // Operators are counted apart from words (a word never holds one): the key cannot collide.
      for (const m of line.matchAll(OPERATOR)) counts.set(`\n${m[0]}`, (counts.get(`\n${m[0]}`) ?? 0) + step);
    }
    start = end + 1;
  }
  if (added === 0 || removed === 0) return false;
  for (const n of counts.values()) if (n !== 0) return false;
  return true;
}

/** The files a formatter run only re-laid out, when the title says a formatter ran; empty otherwise. */
export function relaidOutFiles(snapshot: PrSnapshot): ReadonlySet<string> {
  if (!formatterRunTitle(snapshot.title)) return new Set();
  return new Set(snapshot.files.filter(onlyRelaidOut).map((f) => f.path));
}
