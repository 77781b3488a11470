/** A line deleted from a file that stays costs this share of an added line (one reads what goes, not how it works). */
export const DELETED_LINE_WEIGHT = 0.2;
/** A line of a file removed whole costs this share: one checks that nothing still uses the file. */
export const REMOVED_FILE_LINE_WEIGHT = 0.05;

/**
 * A file's change in reviewable lines: its added lines, deleted lines at DELETED_LINE_WEIGHT, and a
 * file removed whole at REMOVED_FILE_LINE_WEIGHT a line. Triage costs review work with it and focus
 * ranks by it, so a deletion is never weighed like new code in one and not the other.
 */
export function reviewableLines(file: { readonly status: string; readonly additions: number; readonly deletions: number }): number {
  if (file.status === 'removed') return file.deletions * REMOVED_FILE_LINE_WEIGHT;
  return file.additions + file.deletions * DELETED_LINE_WEIGHT;
}
