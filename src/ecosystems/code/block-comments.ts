/**
 * Which changed lines of a patch lie wholly inside a `/* … *\/` block comment, read from the hunk
 * itself, for the languages that write them (C and C++, Go, Java and Kotlin, JavaScript and
 * TypeScript, PHP, Rust). A line that only continues a comment is text, not code; the claim check
 * skips it, so that "docs: add an example to doc.go" over the lines of a package comment (Go's
 * doc comments hold example programs, indented, with no leading `*`) is what it says.
 *
 * Each hunk is read twice, as the old file (context and removed lines) and as the new one (context
 * and added lines). The comment state at the hunk's first line is unknown: it is taken as outside,
 * unless the first comment delimiter of that side is a `*\/` that starts its line (then it closes a
 * comment opened above the hunk: outside a comment, a line cannot start with `*\/` in these
 * languages). A hunk with no delimiter says nothing, and its lines are left to the other rules.
 * One linear pass per side. Nested comments (Rust) are read as flat, which can only end a comment
 * early and so leave its lines to the other rules.
 */
import { changedLineKey, markedHunkLines, type SideRow } from './changed-lines.js';
import type { CodeLanguage } from './language.js';

/** Languages whose block comments are `/* … *\/`. */
export const BLOCK_COMMENT_LANGUAGES: ReadonlySet<CodeLanguage> = new Set(['c', 'csharp', 'go', 'java', 'js', 'php', 'rust']);

/** The keys (changedLineKey) of changed lines wholly inside a block comment. */
export function blockCommentLines(patch: string, language: CodeLanguage): Set<string> {
  return markedHunkLines(patch, (rows, inside) => readSide(rows, inside, language));
}

function readSide(rows: readonly SideRow[], inside: Set<string>, language: CodeLanguage): void {
  const first = rows.findIndex((r) => r.text.includes('/*') || r.text.includes('*/'));
  if (first === -1) return;
  let open = first > 0 && /^\s*\*\//.test(rows[first]?.text ?? '');
  for (const row of rows) {
    const after = scanRow(row.text, open, language);
    if (open && !after.touched && row.sign !== ' ') inside.add(changedLineKey(row.sign, row.line, row.text));
    open = after.open;
  }
}

/**
 * One row read left to right: inside a comment only `*\/` counts; outside, string literals and a
 * `//` line comment are skipped, so `"src/**\/*.js"` or a URL opens nothing.
 */
function scanRow(text: string, startsOpen: boolean, language: CodeLanguage): { open: boolean; touched: boolean } {
  let open = startsOpen;
  let touched = false;
  let quote = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charAt(i);
    const next = text.charAt(i + 1);
    if (open) {
      if (ch === '*' && next === '/') {
        open = false;
        touched = true;
        i += 1;
      }
      continue;
    }
    if (quote !== '') {
      if (ch === '\\') i += 1;
      else if (ch === quote) quote = '';
      continue;
    }
    if (ch === '"' || ch === '`' || (ch === "'" && language !== 'rust')) quote = ch;
    else if (ch === '/' && next === '/') break;
    else if (ch === '/' && next === '*') {
      open = true;
      touched = true;
      i += 1;
    } else if (ch === '*' && next === '/') {
      touched = true;
      i += 1;
    }
  }
  return { open, touched };
}

/**
 * The changed lines of a patch inside a block comment that the hunk itself opens, stricter than
 * blockCommentLines, for rules whose findings are high (a TLS check switched off in a JSDoc usage
 * example: `await got(url, {rejectUnauthorized: false})` under "Never do this:"). JavaScript and
 * TypeScript, and Go; other languages give no lines. A line counts only when:
 * - the comment was opened in the hunk on that side, by a row that starts with `/*` (whitespace
 *   aside): nothing is assumed of the lines above the hunk;
 * - no row of that side, from the hunk's first row up to the line, could begin or end a string of
 *   several lines: a row with an odd number of backticks (a template literal or Go raw string;
 *   only a Markdown fence row, `` ``` `` or `` ```js ``, optionally after `*`, is allowed) or, in
 *   JavaScript, a `${` (code inside a template literal). A `/*` inside a template literal opened
 *   above would otherwise hide the code after it; with such a row the rest of the hunk is left to
 *   the rules.
 */
export function openedBlockCommentLines(patch: string, language: CodeLanguage): Set<string> {
  if (language !== 'js' && language !== 'go') return new Set<string>();
  return markedHunkLines(patch, (rows, inside) => readOpenedSide(rows, inside, language));
}

const FENCE_ROW = /^\s*(?:\*\s*)?```[\w+-]*\s*$/;

function readOpenedSide(rows: readonly SideRow[], inside: Set<string>, language: CodeLanguage): void {
  let open = false;
  for (const row of rows) {
    const text = row.text;
    if (text.includes('`') && !FENCE_ROW.test(text) && text.split('`').length % 2 === 0) return;
    if (language === 'js' && text.includes('${')) return;
    if (!open && !/^\s*\/\*/.test(text)) {
      // Outside a comment: a comment opened later on this row (after code) is not taken.
      if (text.includes('/*') && scanRow(text, false, language).open) return;
      continue;
    }
    const after = scanRow(text, open, language);
    if (open && !after.touched && row.sign !== ' ') inside.add(changedLineKey(row.sign, row.line, row.text));
    open = after.open;
  }
}
