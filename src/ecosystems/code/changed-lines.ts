/**
 * The added and removed lines of a unified diff (GitHub's `patch`), with the new-file line each
 * one is reported at: its own line for an added line, the line it was removed before for a
 * removed one (inside the hunk, so a review comment can anchor there). One linear pass; at most
 * `limit` lines are returned and lines longer than MAX_LINE_LENGTH are cut there.
 */

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

const HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/;

export function changedLines(patch: string, limit: number): ChangedLine[] {
  const result: ChangedLine[] = [];
  let next = 0;
  let hunk = -1;
  let start = 0;
  while (start < patch.length && result.length < limit) {
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
      const stop = Math.min(end, start + 1 + MAX_LINE_LENGTH);
      const raw = patch.slice(start + 1, stop);
      const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (first === 43 /* + */) {
        result.push({ sign: '+', line: next, text, hunk });
        next += 1;
      } else if (first === 45 /* - */) {
        result.push({ sign: '-', line: Math.max(1, next), text, hunk });
      } else if (first !== 92 /* \ */) {
        next += 1;
      }
    }
    start = end + 1;
  }
  return result;
}

/**
 * The new side of a diff's hunks: context and added lines by their new-file line number, for rules
 * that read the lines just above a match (the `if` that guards it). One linear pass, at most
 * `limit` lines, cut like `changedLines`.
 */
export function newSideLines(patch: string, limit: number): Map<number, { readonly text: string; readonly hunk: number }> {
  const result = new Map<number, { readonly text: string; readonly hunk: number }>();
  let next = 0;
  let hunk = -1;
  let start = 0;
  while (start < patch.length && result.size < limit) {
    let end = patch.indexOf('\n', start);
    if (end < 0) end = patch.length;
    const first = patch.charCodeAt(start);
    if (first === 64 /* @ */) {
      const header = HUNK_HEADER.exec(patch.slice(start, Math.min(end, start + 120)));
      if (header !== null) {
        next = Number(header[1]);
        hunk += 1;
      }
    } else if (hunk >= 0 && first !== 45 /* - */ && first !== 92 /* \ */) {
      const raw = patch.slice(start + 1, Math.min(end, start + 1 + MAX_LINE_LENGTH));
      result.set(next, { text: raw.endsWith('\r') ? raw.slice(0, -1) : raw, hunk });
      next += 1;
    }
    start = end + 1;
  }
  return result;
}
