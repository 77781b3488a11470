import type { KeyedFinding } from '../../ecosystems/finding.js';

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
    out.push(...list.slice(0, MAX_FINDINGS_PER_FILE));
    if (list.length > MAX_FINDINGS_PER_FILE) {
      const last = out.pop()!;
      const omitted = list.length - MAX_FINDINGS_PER_FILE;
      out.push({ ...last, detail: `${last.detail} (${omitted} more like this in this file ${omitted === 1 ? 'is' : 'are'} not listed.)` });
    }
  }
  return out;
}
