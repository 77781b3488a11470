/**
 * A diff that only removes, adds or rewords deprecation warnings: Ruby's `warn "… is deprecated …",
 * uplevel: 1` (or `Kernel.warn`, `Warning.warn`), Python's `warnings.warn("…", DeprecationWarning,
 * stacklevel=2)` and JavaScript's `console.warn('… is deprecated …')`, each a statement of its own
 * whose arguments are constant text and the warning's own settings (`uplevel: 1`, a
 * `DeprecationWarning` category, `stacklevel=2`; WARNING_ARGUMENT): no name, which Ruby calls as a
 * method, no `if`/`unless` modifier, `&&`, `||`, `;` or call, no interpolation (`#{…}`, `${…}`,
 * an f-string) or `%`/`.format` formatting; and whose text says it is a deprecation. Every other changed line must keep its code (comments and
 * whitespace aside). A warning dropped from `lib/rack/auth/basic.rb` when the deprecated method
 * goes, or its message pointed at the next release: the checks run as before, only stderr differs
 * (a replay of a Ruby web server interface rated such a maintainer PR medium through
 * `sensitive-paths`). A warning's condition removed with it (`if options[:legacy]`) is code changed.
 * Token-level, read from the hunks themselves (markedHunkLines); a statement that the hunk does not
 * show whole, or longer than MAX_STATEMENT_LINES, is not read as one.
 */
import { changedLineKey, changedLines, markedHunkLines, type SideRow } from '../ecosystems/code/changed-lines.js';
import { bracketBalance, codeText } from '../ecosystems/code/code-text.js';
import { languageOf, type CodeLanguage } from '../ecosystems/code/language.js';
import type { SnapshotFile } from '../snapshot/pr-snapshot.js';

/** Lines of a diff read; a longer diff is taken to change code. */
const MAX_COMPARED_LINES = 400;
/** Longest warning statement read, in lines. */
const MAX_STATEMENT_LINES = 12;

/** The start of a warning statement (code with string contents blanked, leading space trimmed), by language. */
const WARNING_START: Partial<Record<CodeLanguage, RegExp>> = {
  ruby: /^(?:(?:Kernel|Warning)\.)?warn(?:\s|\()/,
  python: /^(?:warnings\.)?warn\(/,
  js: /^console\.warn\(/,
};

/**
 * What a warning statement may hold after its opening (string contents blanked, whitespace removed):
 * strings, joined by `+` or side by side, commas, the closing parenthesis and a trailing `;`, Ruby's
 * `uplevel: 1` and `category: :deprecated`, Python's warning category and `stacklevel=2`. Anything
 * else (a name, which Ruby calls as a method; a condition; another call or statement after `;`) is code.
 */
const WARNING_ARGUMENT = /uplevel:\d{1,3}|category::deprecated|stacklevel=\d{1,3}|(?:category=)?(?:warnings\.)?(?:Pending)?DeprecationWarning|(?:category=)?(?:warnings\.)?FutureWarning|["'`+,);]/g;
/** Text that runs code inside a string: Ruby's or JavaScript's interpolation, a Python f-string. */
const INTERPOLATION = /#\{|\$\{|(?<![\w'"])[fF][rR]?["']/;
const DEPRECATION = /deprecat/i;

/** True when the rest of a warning statement holds only constant text and the warning's own settings (WARNING_ARGUMENT); a `;` only at its end. */
function plainArguments(rest: string): boolean {
  const compact = rest.replace(/\s+/g, '');
  if (compact.slice(0, -1).includes(';')) return false;
  return compact.replace(WARNING_ARGUMENT, '') === '';
}

/** Marks the changed rows of one side of a hunk that belong to a deprecation warning statement. */
function markWarnings(language: CodeLanguage, start: RegExp): (rows: readonly SideRow[], inside: Set<string>) => void {
  return (rows, inside) => {
    let i = 0;
    while (i < rows.length) {
      const first = codeText(rows[i]!.text, language);
      if (first.isComment || !start.test(first.masked.trimStart())) {
        i += 1;
        continue;
      }
      // The statement: lines until its brackets close and, in Ruby, no trailing comma or backslash continues it.
      let depth = 0;
      let end = i;
      let closed = false;
      let masked = '';
      let code = '';
      let raw = '';
      for (; end < rows.length && end < i + MAX_STATEMENT_LINES; end += 1) {
        const text = codeText(rows[end]!.text, language);
        masked += ` ${text.masked}`;
        code += `\n${text.code}`;
        raw += `\n${rows[end]!.text}`;
        depth += bracketBalance(text.masked);
        if (depth < 0) break;
        if (depth === 0 && !/[,\\]\s*$/.test(text.masked)) {
          closed = true;
          break;
        }
      }
      if (closed && DEPRECATION.test(code) && plainArguments(masked.trim().replace(start, '')) && !INTERPOLATION.test(raw)) {
        for (let k = i; k <= end; k += 1) {
          const row = rows[k]!;
          if (row.sign !== ' ') inside.add(changedLineKey(row.sign, row.line, row.text));
        }
      }
      i = closed ? end + 1 : i + 1;
    }
  };
}

/**
 * True when a modified Ruby, Python or JavaScript file changes only deprecation warnings (as the
 * module comment says) and at least one of them, its other changed lines keeping their code.
 */
export function onlyDeprecationWarnings(file: Pick<SnapshotFile, 'path' | 'status' | 'patch'>): boolean {
  if (file.status !== 'modified' || file.patch === null) return false;
  const language = languageOf(file.path);
  const start = language === null ? undefined : WARNING_START[language];
  if (language === null || start === undefined) return false;
  const lines = changedLines(file.patch, MAX_COMPARED_LINES + 1);
  if (lines.length === 0 || lines.length > MAX_COMPARED_LINES) return false;
  const warnings = markedHunkLines(file.patch, markWarnings(language, start));
  const added: string[] = [];
  const removed: string[] = [];
  let warned = 0;
  for (const line of lines) {
    if (warnings.has(changedLineKey(line.sign, line.line, line.text))) {
      warned += 1;
      continue;
    }
    const text = codeText(line.text, language);
    if (text.isComment) continue;
    const code = text.code.replace(/\s+/g, '');
    if (code !== '') (line.sign === '+' ? added : removed).push(code);
  }
  return warned > 0 && added.length === removed.length && added.every((code, i) => code === removed[i]);
}
