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
 * languages). A hunk with no delimiter says nothing, and its lines are left to the other rules,
 * except in Go, where a sentence among its rows (insideGoText) can only stand in a comment or a raw
 * string that spans the whole hunk.
 * One linear pass per side. Nested comments (Rust) are read as flat, which can only end a comment
 * early and so leave its lines to the other rules.
 */
import { changedLineKey, markedHunkLines, walkPatch, type SideRow } from './changed-lines.js';
import { codeText } from './code-text.js';
import type { CodeLanguage } from './language.js';

/** Languages whose block comments are `/* … *\/`. */
export const BLOCK_COMMENT_LANGUAGES: ReadonlySet<CodeLanguage> = new Set(['c', 'csharp', 'go', 'java', 'js', 'php', 'rust']);

/** The keys (changedLineKey) of changed lines wholly inside a block comment. */
export function blockCommentLines(patch: string, language: CodeLanguage): Set<string> {
  return markedHunkLines(patch, (rows, inside) => readSide(rows, inside, language));
}

function readSide(rows: readonly SideRow[], inside: Set<string>, language: CodeLanguage): void {
  const first = rows.findIndex((r) => r.text.includes('/*') || r.text.includes('*/'));
  if (first === -1) {
    if (language === 'go' && insideGoText(rows)) for (const row of rows) if (row.sign !== ' ') inside.add(changedLineKey(row.sign, row.line, row.text));
    return;
  }
  let open = first > 0 && /^\s*\*\//.test(rows[first]?.text ?? '');
  for (const row of rows) {
    const after = scanRow(row.text, open, language);
    if (open && !after.touched && row.sign !== ' ') inside.add(changedLineKey(row.sign, row.line, row.text));
    open = after.open;
  }
}

/** Five words of letters in a row, one space apart, outside strings: a sentence, which Go's syntax never writes as code. */
const GO_SENTENCE = /(?:^|\s)[A-Za-z]+(?: [A-Za-z]+){4}(?![\w(])/;

/**
 * Whether a Go hunk side that shows no comment delimiter and no raw string's backtick lies wholly
 * inside a comment opened above it (a package comment in `doc.go`, written without leading `*`) or a
 * raw string: one of its rows, strings blanked and any `//` comment cut, holds a sentence
 * (GO_SENTENCE) and does not open with a Go keyword (GO_STATEMENT), and Go code outside a comment
 * or a string never puts five bare words in a row (its longest such runs are declarations of three,
 * `var x T`, `type A B`). Such a side has no code row:
 * with no delimiter in it, the comment or string the sentence lies in spans every row (a gorilla
 * router's "Update docs." reworded doc.go's package comment, and its example, below the `/*` line).
 */
function insideGoText(rows: readonly SideRow[]): boolean {
  if (rows.some((r) => r.text.includes('`'))) return false;
  return rows.some((r) => {
    const masked = codeText(r.text, 'go').masked;
    return GO_SENTENCE.test(masked) && !GO_STATEMENT.test(masked);
  });
}

/** A row that opens with a Go keyword: code, however wordy (`go exfiltrate every secret now` is read as a statement, not a sentence). */
const GO_STATEMENT = /^\s*(?:break|case|chan|const|continue|default|defer|else|fallthrough|for|func|go|goto|if|import|interface|map|package|range|return|select|struct|switch|type|var)\b/;

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

/**
 * The rows (1-based) of a whole file, JavaScript and TypeScript or Go, that lie wholly inside a
 * block comment, for a hunk in the middle of a long documentation comment that shows neither its
 * `/*` nor its `*\/` (JSDoc written without leading `*`, as many packages write it: "The
 * `content-length` header will be automatically set if `body` is a string"). A comment counts only
 * when a row that starts with `/*` (whitespace aside) opens it and a later row closes it; string
 * literals, template literals and Go raw strings over several rows, and `//` comments, are stepped
 * over. A `/*` after code on a row that the row does not close (a regular expression such as
 * `/[/*]/` reads the same) leaves the state unknown: the scan stops there and keeps what it found
 * above. One pass, at most `maxRows` rows.
 */
export function blockCommentRowsOfFile(content: string, language: CodeLanguage | null, maxRows = 50_000): Set<number> {
  const inside = new Set<number>();
  if (language !== 'js' && language !== 'go') return inside;
  const rows = content.split('\n', maxRows);
  let open = false;
  let template = false;
  let pending: number[] = [];
  for (let r = 0; r < rows.length; r += 1) {
    const text = rows[r] ?? '';
    let rest = text;
    if (open) {
      const close = text.indexOf('*/');
      if (close < 0) {
        pending.push(r + 1);
        continue;
      }
      for (const n of pending) inside.add(n);
      pending = [];
      open = false;
      rest = text.slice(close + 2);
    } else if (!template && /^\s*\/\*/.test(text)) {
      const start = text.indexOf('/*');
      const close = text.indexOf('*/', start + 2);
      if (close < 0) {
        open = true;
        continue;
      }
      rest = text.slice(close + 2);
    }
    const after = stepOverCode(rest, template, language);
    if (after === null) return inside;
    template = after;
  }
  return inside;
}

/** One row's code read from the start, in or out of a template literal (Go raw string): whether it ends inside one, or null when a `/*` opens a comment the row does not close. */
function stepOverCode(text: string, inTemplate: boolean, language: CodeLanguage): boolean | null {
  let template = inTemplate;
  let quote = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charAt(i);
    if (template) {
      if (ch === '\\' && language === 'js') i += 1;
      else if (ch === '`') template = false;
      continue;
    }
    if (quote !== '') {
      if (ch === '\\') i += 1;
      else if (ch === quote) quote = '';
      continue;
    }
    if (ch === '`') template = true;
    else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '/' && text.charAt(i + 1) === '/') break;
    else if (ch === '/' && text.charAt(i + 1) === '*') {
      const close = text.indexOf('*/', i + 2);
      if (close < 0) return null;
      i = close + 1;
    }
  }
  return template;
}

/**
 * The keys (changedLineKey) of a patch's changed lines that lie wholly inside a block comment of
 * their own side's whole file (blockCommentRowsOfFile): an added line by the head file, a removed
 * line by the base file, each when the analysis read it. Empty for other languages, without the
 * files, or when the patch's hunk headers cannot be followed.
 */
export function fileCommentLines(patch: string, language: CodeLanguage | null, base: string | null | undefined, head: string | null | undefined): Set<string> {
  const keys = new Set<string>();
  if (language !== 'js' && language !== 'go') return keys;
  const headRows = head == null ? null : blockCommentRowsOfFile(head, language);
  const baseRows = base == null ? null : blockCommentRowsOfFile(base, language);
  if ((headRows?.size ?? 0) === 0 && (baseRows?.size ?? 0) === 0) return keys;
  const oldStarts: number[] = [];
  for (const m of patch.matchAll(OLD_START)) oldStarts.push(Number(m[1]));
  let hunk = -1;
  let old = 0;
  walkPatch(patch, (first, text, line, h) => {
    if (h !== hunk) {
      hunk = h;
      old = oldStarts[h] ?? Number.NaN;
    }
    if (first === 43 /* + */) {
      if (headRows?.has(line) === true) keys.add(changedLineKey('+', line, text));
    } else if (first === 45 /* - */) {
      if (baseRows?.has(old) === true) keys.add(changedLineKey('-', Math.max(1, line), text));
      old += 1;
    } else if (first === 32 /* space */) {
      old += 1;
    }
    return true;
  });
  return keys;
}

/** A hunk header's old start line (`@@ -120,7 +121,8 @@`), as strict as walkPatch's HUNK_HEADER: group 1. */
const OLD_START = /^@@ -(\d{1,9})(?:,\d{1,9})? \+\d{1,9}(?:,\d{1,9})? @@/gm;
