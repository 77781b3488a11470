import { isRoutineCiChange } from '../ecosystems/api.js';
import type { PrSnapshot } from '../snapshot/pr-snapshot.js';
import { MANIFEST_LABEL } from './classify-path.js';
import type { AnalyzerContext } from './context.js';

export interface SensitiveChanges {
  /** Changed files that are security-sensitive, in the PR's order. */
  readonly paths: string[];
  /** Sensitivity label -> how many of those files carry it. */
  readonly labels: Map<string, number>;
  /** The strongest weight among the files' first (strongest) hits; 0 when none. */
  readonly strongest: number;
}

/**
 * The security-sensitive changes that ask a reviewer for care: the risk driver `sensitive-paths`
 * and the `security-review` recommendation read the same list, so a recommendation never appears
 * without the driver that justifies it (docs/signal.md "risk" and "Recommendations"). Left out:
 * dependency manifests (the supply-chain drivers weigh them), files in `skip` (a finding of medium
 * severity or more already says what is wrong there), workflows whose diff only moves `uses:` refs
 * (a Dependabot or Renovate action update) and routine workflow edits (names, timeouts, matrices,
 * tool versions).
 */
export function sensitiveChanges(snapshot: PrSnapshot, ctx: AnalyzerContext, skip: ReadonlySet<string>): SensitiveChanges {
  const paths: string[] = [];
  const labels = new Map<string, number>();
  let strongest = 0;
  for (const file of snapshot.files) {
    if (skip.has(file.path)) continue;
    if (isRoutineCiEdit(snapshot, file)) continue;
    const hits = ctx.classifier.info(file.path).sensitive.filter((h) => h.label !== MANIFEST_LABEL);
    const first = hits[0];
    if (first === undefined) continue;
    paths.push(file.path);
    strongest = Math.max(strongest, first.weight);
    for (const hit of hits) labels.set(hit.label, (labels.get(hit.label) ?? 0) + 1);
  }
  return { paths, labels, strongest };
}

/**
 * A workflow edit that only moves `uses:` refs (a Dependabot or Renovate action update), or that its
 * manager calls routine (names, timeouts, matrices, tool versions). The sensitive-paths driver,
 * focus and the claim check agree on it.
 */
export function isRoutineCiEdit(snapshot: PrSnapshot, file: { readonly path: string; readonly patch: string | null }): boolean {
  if (onlyActionRefsChanged(file.patch)) return true;
  const content = snapshot.contents.find((c) => c.path === file.path);
  return content !== undefined && isRoutineCiChange(file.path, content.base, content.head);
}

const USES_LINE = /^[+-]\s*(?:-\s+)?uses:\s*['"]?[^\s'"#]+['"]?\s*(?:#.*)?$/;

/** True when every added or removed line of a diff is a `uses:` line (and there is at least one). */
export function onlyActionRefsChanged(patch: string | null): boolean {
  if (patch === null) return false;
  let changed = 0;
  for (const line of patch.split('\n')) {
    if (line.startsWith('+') || line.startsWith('-')) {
      if (!USES_LINE.test(line)) return false;
      changed += 1;
    }
  }
  return changed > 0;
}
