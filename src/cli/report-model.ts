import type { Finding, RiskLevel, Signal } from '../signal/schema.js';
import { bySeverityDescending } from '../signal/severity.js';

/** Helpers the text and markdown reports share, so both say the same thing in the same order. */

export const RISK_LEVELS: readonly RiskLevel[] = ['low', 'medium', 'high', 'critical'];

/** Every finding of the signal, most severe first (stable within a severity). */
export function sortedFindings(signal: Signal): Finding[] {
  return signal.supply_chain.findings
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => bySeverityDescending(a.finding.severity, b.finding.severity) || a.index - b.index)
    .map(({ finding }) => finding);
}

/** Risk drivers, heaviest first. */
export function sortedDrivers(signal: Signal): Signal['risk']['drivers'] {
  return [...signal.risk.drivers].sort((a, b) => b.weight - a.weight);
}

export function location(path: string, line: number | null): string {
  return line === null ? path : `${path}:${line}`;
}

export function prRef(signal: Signal): string {
  return `${signal.pr.owner}/${signal.pr.repo}#${signal.pr.number}`;
}

export function score(value: number): string {
  return value.toFixed(2);
}

export const ACTION_LABELS: Record<Signal['review']['action'], string> = {
  approve: 'approve',
  comment: 'comment',
  request_changes: 'request changes',
  needs_discussion: 'needs discussion',
};

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
