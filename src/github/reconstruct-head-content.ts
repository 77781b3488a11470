import { applyPatch } from 'diff';

export interface PatchedFile {
  readonly status: string;
  readonly patch?: string | null;
  readonly additions?: number | null;
  readonly deletions?: number | null;
}

const KEEPS_CONTENT = new Set(['renamed', 'copied', 'changed', 'unchanged']);

/**
 * The file's content at head, rebuilt from its base content and the patch GitHub lists, so that
 * the head need not be downloaded. Undefined when it cannot be rebuilt (no patch, a patch that
 * does not apply): the caller then reads the head itself. Removed files have no head: null.
 */
export function reconstructHeadContent(base: string | null, file: PatchedFile): string | null | undefined {
  if (file.status === 'removed') return null;
  const patch = file.patch ?? '';
  if (patch === '') {
    // A rename, copy or mode change without content changes: the head is the base.
    const untouched = (file.additions ?? 0) === 0 && (file.deletions ?? 0) === 0;
    return untouched && KEEPS_CONTENT.has(file.status) && base !== null ? base : undefined;
  }
  if (file.status === 'added') return addedContent(patch);
  if (base === null) return undefined;
  if (!hunksFit(patch, base)) return undefined;
  try {
    const result = applyPatch(base, patch);
    return result === false ? undefined : result;
  } catch {
    // A malformed patch (hunk line counts that do not add up): read the head instead.
    return undefined;
  }
}

/** `@@ -a,b +c,d @@`, numbers of at most 9 digits (a longer one is no hunk GitHub writes). */
const HUNK_HEADER = /^@@ -(\d{1,9})(?:,(\d{1,9}))? \+\d{1,9}(?:,\d{1,9})? @@/;

/**
 * True when every `@@` line is a hunk header whose old side lies inside `base`. The diff
 * package's applyPatch looks for a hunk from the line its header names, one line at a time: a
 * header naming line 10^20 kept it busy for good (the event loop with it), one naming line 10^7
 * for most of a second. A hunk outside the base cannot apply anyway; the head is read instead.
 */
function hunksFit(patch: string, base: string): boolean {
  let baseLines = base.length === 0 ? 0 : 1;
  for (let i = base.indexOf('\n'); i !== -1 && i < base.length - 1; i = base.indexOf('\n', i + 1)) baseLines += 1;
  for (let start = 0; start < patch.length; ) {
    let end = patch.indexOf('\n', start);
    if (end < 0) end = patch.length;
    if (patch.startsWith('@@', start)) {
      const header = HUNK_HEADER.exec(patch.slice(start, Math.min(end, start + 60)));
      if (header === null) return false;
      const oldStart = Number(header[1]);
      const oldCount = header[2] === undefined ? 1 : Number(header[2]);
      // An empty old side (`-0,0` or `-N,0`) names the line after which the hunk inserts.
      if (Math.max(oldStart, 1) + oldCount - 1 > baseLines + (oldCount === 0 ? 1 : 0)) return false;
    }
    start = end + 1;
  }
  return true;
}

/** An added file's content: the '+' lines of its single hunk. */
function addedContent(patch: string): string | undefined {
  const lines = patch.split('\n');
  const content: string[] = [];
  let finalNewline = true;
  for (const line of lines) {
    if (line.startsWith('@@')) continue;
    if (line.startsWith('+')) content.push(line.slice(1));
    else if (line.startsWith('\\')) finalNewline = false;
    else if (line !== '') return undefined; // context or '-' lines: not a plain addition
  }
  if (content.length === 0) return '';
  return content.join('\n') + (finalNewline ? '\n' : '');
}
