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
  try {
    const result = applyPatch(base, patch);
    return result === false ? undefined : result;
  } catch {
    // A malformed patch (hunk line counts that do not add up): read the head instead.
    return undefined;
  }
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
