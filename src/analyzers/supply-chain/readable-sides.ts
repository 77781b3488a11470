import type { ChangedFileFacts } from '../../ecosystems/types.js';
import type { ParsedFile } from './parsed-file.js';

/** Both sides of a changed file as the rules read them, or null when its head is absent or unreadable. */
export function readableSides(file: ParsedFile): ChangedFileFacts | null {
  const head = file.head;
  if (!head || head.skipReason) return null;
  const base = file.base && !file.base.skipReason ? file.base : null;
  return { path: file.path, base, head, headContent: file.content?.head ?? null };
}
