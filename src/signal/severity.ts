import type { Finding, Severity } from './schema.js';

/**
 * Severities in one place: their order, comparisons, and how an advisory's severity (GitHub's
 * `low`/`moderate`/`high`/`critical`) becomes one of ours. Every ranking, sort and worst-of in
 * src/ uses these.
 */

/** Rank of each severity: higher is more severe. */
export const SEVERITY_RANK: Readonly<Record<Severity, number>> = { info: 0, low: 1, medium: 2, high: 3, critical: 4 };

/** Negative when `a` is more severe than `b`, positive when less, 0 when equal: sorts most severe first. */
export function bySeverityDescending(a: Severity, b: Severity): number {
  return SEVERITY_RANK[b] - SEVERITY_RANK[a];
}

/** Whether `severity` is `floor` or more severe. */
export function isAtLeast(severity: Severity, floor: Severity): boolean {
  return SEVERITY_RANK[severity] >= SEVERITY_RANK[floor];
}

/** The more severe of two. */
export function maxSeverity(a: Severity, b: Severity): Severity {
  return SEVERITY_RANK[a] >= SEVERITY_RANK[b] ? a : b;
}

/**
 * An advisory's severity as ours. GitHub advisories (dependency review, the advisory database)
 * say `low`, `moderate`, `high` or `critical`; `medium` is accepted as a spelling of `moderate`.
 * A severity we do not know is `low`: a known vulnerability is never dropped as a mere note.
 */
export function advisorySeverity(value: string): Severity {
  switch (value.trim().toLowerCase()) {
    case 'critical':
      return 'critical';
    case 'high':
      return 'high';
    case 'moderate':
    case 'medium':
      return 'medium';
    default:
      return 'low';
  }
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The signal's order of findings: most severe first, then by path, line, id and package (stable). */
export function compareFindings(a: Finding, b: Finding): number {
  return (
    bySeverityDescending(a.severity, b.severity) ||
    compareText(a.path, b.path) ||
    (a.line ?? 0) - (b.line ?? 0) ||
    compareText(a.id, b.id) ||
    compareText(a.package ?? '', b.package ?? '')
  );
}
