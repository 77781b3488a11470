/**
 * The added and removed lines of a unified diff (GitHub's `patch`), with the new-file line each
 * one is reported at: its own line for an added line, the line it was removed before for a
 * removed one (inside the hunk, so a review comment can anchor there). One linear pass; at most
 * `limit` lines are returned and lines longer than MAX_LINE_LENGTH are cut there.
 */
import { HUNK_HEADER } from '../../snapshot/head-line-ranges.js';

export interface ChangedLine {
  readonly sign: '+' | '-';
  /** New-file line where this change is reported (1-based). */
  readonly line: number;
  readonly text: string;
  /** Index of the hunk (0-based) the line belongs to. */
  readonly hunk: number;
}

/** Lines past this length are cut: the rules are token-level and a longer line is minified or data. */
export const MAX_LINE_LENGTH = 2000;


/**
 * One linear pass over a patch's hunk lines: `visit` gets each line's first character (`+`, `-`,
 * ` ` or `\\`), its text (cut at MAX_LINE_LENGTH, without a trailing CR), the new-file line it
 * stands at, and its hunk; it returns false to stop.
 */
export function walkPatch(patch: string, visit: (first: number, text: string, line: number, hunk: number) => boolean): void {
  let next = 0;
  let hunk = -1;
  let start = 0;
  while (start < patch.length) {
    let end = patch.indexOf('\n', start);
    if (end < 0) end = patch.length;
    const first = patch.charCodeAt(start);
    if (first === 64 /* @ */) {
      const header = HUNK_HEADER.exec(patch.slice(start, Math.min(end, start + 120)));
      if (header !== null) {
        next = Number(header[1]);
        hunk += 1;
      }
    } else if (hunk >= 0) {
      const raw = patch.slice(start + 1, Math.min(end, start + 1 + MAX_LINE_LENGTH));
      const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (!visit(first, text, next, hunk)) return;
      // Added and context lines stand on the new side; removed lines and "\ No newline" do not.
      if (first !== 45 /* - */ && first !== 92 /* \ */) next += 1;
    }
    start = end + 1;
  }
}

export function changedLines(patch: string, limit: number): ChangedLine[] {
  const result: ChangedLine[] = [];
  walkPatch(patch, (first, text, line, hunk) => {
    if (first === 43 /* + */) result.push({ sign: '+', line, text, hunk });
    else if (first === 45 /* - */) result.push({ sign: '-', line: Math.max(1, line), text, hunk });
    return result.length < limit;
  });
  return result;
}

/**
 * The new side of a diff's hunks: context and added lines by their new-file line number, for rules
 * that read the lines just above a match (the `if` that guards it). One linear pass, at most
 * `limit` lines, cut like `changedLines`.
 */
export function newSideLines(patch: string, limit: number): Map<number, { readonly text: string; readonly hunk: number }> {
  const result = new Map<number, { readonly text: string; readonly hunk: number }>();
  walkPatch(patch, (first, text, line, hunk) => {
    if (first !== 45 /* - */ && first !== 92 /* \ */) result.set(line, { text, hunk });
    return result.size < limit;
  });
  return result;
}

/** A changed line's identity across readers of the same patch: its sign, reported line and text. */
export function changedLineKey(sign: '+' | '-', line: number, text: string): string {
  return `${sign}${line}\u0000${text}`;
}

/** A line of a hunk as one side of it reads: a context line, or a line of that side. */
export interface SideRow {
  readonly sign: ' ' | '+' | '-';
  readonly text: string;
  /** The new-file line the changed line is reported at (as changedLines). */
  readonly line: number;
}

/**
 * The keys (changedLineKey) of changed lines that `readSide` marks, reading each hunk twice: its
 * old side (context and removed lines) and its new side (context and added lines), in order. For
 * readers of spans a hunk shows its own delimiters of (docstrings, block comments).
 */
export function markedHunkLines(patch: string, readSide: (rows: readonly SideRow[], inside: Set<string>) => void): Set<string> {
  const inside = new Set<string>();
  let rows: SideRow[] = [];
  let current = -1;
  const flush = (): void => {
    for (const side of ['-', '+'] as const) readSide(rows.filter((r) => r.sign === ' ' || r.sign === side), inside);
    rows = [];
  };
  walkPatch(patch, (first, text, line, hunk) => {
    if (hunk !== current) {
      flush();
      current = hunk;
    }
    const sign = first === 43 /* + */ ? '+' : first === 45 /* - */ ? '-' : first === 32 /* space */ ? ' ' : null;
    if (sign !== null) rows.push({ sign, text, line: sign === '-' ? Math.max(1, line) : line });
    return true;
  });
  flush();
  return inside;
}
