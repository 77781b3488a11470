import type { FocusFile } from './schema.js';

/**
 * A focus file's hunks in words, for the text, Markdown and HTML renderings: "read first: lines
 * 120-121, 10-12, 40-70", or null when the signal names none (a removed file, no patch, or a
 * signal stored before focus named hunks).
 */
export function readFirstLines(file: Pick<FocusFile, 'hunks'>): string | null {
  const hunks = file.hunks ?? [];
  if (hunks.length === 0) return null;
  const ranges = hunks.map((hunk) => (hunk.end > hunk.start ? `${hunk.start}-${hunk.end}` : `${hunk.start}`));
  return `read first: line${hunks.length === 1 && hunks[0]?.end === hunks[0]?.start ? '' : 's'} ${ranges.join(', ')}`;
}
