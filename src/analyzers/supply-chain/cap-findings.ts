import type { KeyedFinding } from '../../ecosystems/finding.js';
import { pushAll } from '../../push-all.js';

/** Findings of one id reported per file at most; the last one says how many more there are. */
export const MAX_FINDINGS_PER_FILE = 20;

/** Keeps the first MAX_FINDINGS_PER_FILE findings of each id and file, in order; the last kept one says how many are left out. */
export function capFindings(findings: readonly KeyedFinding[]): KeyedFinding[] {
  const groups = new Map<string, KeyedFinding[]>();
  for (const finding of findings) {
    const group = `${finding.id}\u0000${finding.path}`;
    const list = groups.get(group) ?? [];
    list.push(finding);
    groups.set(group, list);
  }
  const out: KeyedFinding[] = [];
  for (const list of groups.values()) {
    pushAll(out, list.slice(0, MAX_FINDINGS_PER_FILE));
    if (list.length > MAX_FINDINGS_PER_FILE) {
      const last = out.pop()!;
      const omitted = list.length - MAX_FINDINGS_PER_FILE;
      out.push({ ...last, detail: `${last.detail} (${omitted} more like this in this file ${omitted === 1 ? 'is' : 'are'} not listed.)` });
    }
  }
  return out;
}

/**
 * Findings listed in one signal at most (and, apart, suppressed findings): a PR of thousands of
 * files, each with its 20 findings of several ids, would otherwise make a signal of tens of MB that
 * every later step, the database and each reader pay for.
 */
export const MAX_FINDINGS_PER_SIGNAL = 200;

/**
 * The findings a signal lists when there are more than `max`: at least the most severe of every
 * id (so that no rule disappears from the signal), then the rest most severe first, returned in
 * the order given (`sorted` is in the signal's order, most severe first). `omitted` counts the rest.
 */
export function capTotal<T extends { readonly id: string }>(sorted: readonly T[], max = MAX_FINDINGS_PER_SIGNAL): { kept: T[]; omitted: number } {
  if (sorted.length <= max) return { kept: [...sorted], omitted: 0 };
  const keep = new Set<number>();
  const seen = new Set<string>();
  for (let i = 0; i < sorted.length && keep.size < max; i += 1) {
    const id = sorted[i]!.id;
    if (seen.has(id)) continue;
    seen.add(id);
    keep.add(i);
  }
  for (let i = 0; i < sorted.length && keep.size < max; i += 1) keep.add(i);
  return { kept: sorted.filter((_, i) => keep.has(i)), omitted: sorted.length - keep.size };
}
