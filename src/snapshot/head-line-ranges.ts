import type { PrSnapshot } from './pr-snapshot.js';

/** Inclusive line ranges, 1-based. */
export type LineRanges = readonly (readonly [number, number])[];

/**
 * A unified diff's hunk header `@@ -a,b +c,d @@`: group 1 is the new side's first line, group 2
 * its line count. Numbers have at most 9 digits: a file of a billion lines is no real diff, and a
 * header with more (GitHub never writes one) is not read as a header, so no line number past
 * 2 x 10^9 reaches a finding, a focus hunk or a review comment (the signal's integers would
 * overflow: 9007199254740991 + 2 lines did). Every reader of hunk headers uses this bound.
 */
export const HUNK_HEADER = /^@@ -\d{1,9}(?:,\d{1,9})? \+(\d{1,9})(?:,(\d{1,9}))? @@/;

/**
 * The lines each changed file is known to have at the PR's head: the whole file when its head
 * content was read, else the new-side ranges of its diff hunks. Removed files have none; files the
 * PR does not change are absent (nothing is known of them). Annotations and other line anchors are
 * only placed where this says a line exists, so GitHub never rejects them.
 */
export function headLineRanges(snapshot: Pick<PrSnapshot, 'files' | 'contents'>): ReadonlyMap<string, LineRanges> {
  const heads = new Map<string, string>();
  for (const content of snapshot.contents) if (content.head !== null) heads.set(content.path, content.head);
  const ranges = new Map<string, LineRanges>();
  for (const file of snapshot.files) {
    if (file.status === 'removed') continue;
    const head = heads.get(file.path);
    if (head !== undefined) {
      ranges.set(file.path, head.length === 0 ? [] : [[1, lineCount(head)]]);
      continue;
    }
    ranges.set(file.path, file.patch === null ? [] : hunkRanges(file.patch));
  }
  return ranges;
}

function lineCount(text: string): number {
  let count = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count += 1;
  return text.endsWith('\n') ? count - 1 : count;
}

function hunkRanges(patch: string): [number, number][] {
  return diffHunks(patch)
    .filter((hunk) => hunk.end >= hunk.start)
    .map((hunk) => [hunk.start, hunk.end]);
}

/** One hunk of a unified diff: its new-side lines (inclusive; `end` < `start` when it has none) and what it adds and removes. */
export interface DiffHunk {
  readonly start: number;
  readonly end: number;
  readonly added: number;
  readonly removed: number;
}

/** The hunks of a unified diff (GitHub's `patch`), in order, in one linear pass. */
export function diffHunks(patch: string): DiffHunk[] {
  const out: DiffHunk[] = [];
  let current: { start: number; end: number; added: number; removed: number } | null = null;
  for (const line of patch.split('\n')) {
    const match = line.startsWith('@@') ? HUNK_HEADER.exec(line) : null;
    if (match !== null) {
      if (current !== null) out.push(current);
      const start = Number(match[1]);
      const count = match[2] === undefined ? 1 : Number(match[2]);
      current = { start, end: start + count - 1, added: 0, removed: 0 };
    } else if (current !== null) {
      if (line.startsWith('+')) current.added += 1;
      else if (line.startsWith('-')) current.removed += 1;
    }
  }
  if (current !== null) out.push(current);
  return out;
}

/** True when every line from `start` to `end` lies in one of the ranges. */
export function hasLines(ranges: LineRanges | undefined, start: number, end = start): boolean {
  return ranges !== undefined && ranges.some(([from, to]) => start >= from && end <= to);
}
