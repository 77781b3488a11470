import picomatch from 'picomatch';
import type { RepoConfig } from '../repo-config/schema.js';
import type { Finding, SuppressedFinding } from '../signal/schema.js';
import { compareFindings } from '../signal/severity.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An `expires: YYYY-MM-DD` rule holds through the whole of that day (UTC) and lapses after it. */
function isExpired(expires: string | undefined, now: Date): boolean {
  if (expires === undefined) return false;
  const start = Date.parse(`${expires}T00:00:00Z`);
  if (Number.isNaN(start)) return false;
  return now.getTime() >= start + DAY_MS;
}

interface CompiledRule {
  readonly id: string;
  readonly matchPath: ((path: string) => boolean) | null;
  readonly package: string | null;
  readonly reason: string;
}

/**
 * Applies the repository configuration to findings: first `severity_overrides` (by finding id),
 * then `ignore_findings` (id, optional path glob, optional package, until `expires`). Findings an
 * ignore rule matches move to `suppressed` with that rule's reason; the rest stay active. Both
 * lists come back in the signal's order (compareFindings): an override can move a finding up or down.
 */
export function applyFindingRules(
  findings: Finding[],
  config: RepoConfig,
  now: Date,
): { findings: Finding[]; suppressed: SuppressedFinding[] } {
  const rules: CompiledRule[] = [];
  for (const rule of config.ignore_findings) {
    if (isExpired(rule.expires, now)) continue;
    rules.push({
      id: rule.id,
      matchPath: rule.path ? picomatch(rule.path, { dot: true }) : null,
      package: rule.package ?? null,
      reason: rule.reason,
    });
  }
  const active: Finding[] = [];
  const suppressed: SuppressedFinding[] = [];
  for (const original of findings) {
    const override = Object.hasOwn(config.severity_overrides, original.id) ? config.severity_overrides[original.id] : undefined;
    const finding = override !== undefined && override !== original.severity ? { ...original, severity: override } : original;
    const rule = rules.find(
      (r) =>
        r.id === finding.id &&
        (r.matchPath === null || r.matchPath(finding.path)) &&
        (r.package === null || (finding.package !== null && finding.package.toLowerCase() === r.package.toLowerCase())),
    );
    if (rule) suppressed.push({ ...finding, reason: rule.reason });
    else active.push(finding);
  }
  return { findings: active.sort(compareFindings), suppressed: suppressed.sort(compareFindings) };
}
