import { isDockerfileName } from '../ecosystems/dockerfile/index.js';
import type { SnapshotFile } from '../snapshot/pr-snapshot.js';

/** Changed lines read; a longer diff is taken to change what the image runs. */
const MAX_LINES = 400;

/**
 * True when a modified Dockerfile's changed lines are only `LABEL` instructions (and blank or
 * comment lines): the image's metadata (its title, description, documentation link), which no build
 * step and no container runs. A LABEL line continued with `\`, or one that follows a continued line
 * (it may be part of a `RUN`), is not read as one.
 */
export function onlyImageLabels(file: Pick<SnapshotFile, 'path' | 'status' | 'patch'>): boolean {
  if (file.status !== 'modified' || file.patch === null) return false;
  if (!isDockerfileName(file.path.slice(file.path.lastIndexOf('/') + 1))) return false;
  // The line before, on each side: a line after a continued one belongs to its instruction.
  let before = { old: '', new: '' };
  let labels = 0;
  let read = 0;
  for (const line of file.patch.split('\n')) {
    if (line.startsWith('@@')) {
      before = { old: '', new: '' };
      continue;
    }
    const sign = line.charAt(0);
    const text = line.slice(1).trim();
    if (sign === ' ') {
      before = { old: text, new: text };
      continue;
    }
    if (sign !== '+' && sign !== '-') continue;
    read += 1;
    if (read > MAX_LINES) return false;
    const previous = sign === '+' ? before.new : before.old;
    if (previous.endsWith('\\')) return false;
    if (sign === '+') before.new = text;
    else before.old = text;
    if (text === '' || text.startsWith('#')) continue;
    if (!/^LABEL\s/i.test(text) || text.endsWith('\\')) return false;
    labels += 1;
  }
  return labels > 0;
}
