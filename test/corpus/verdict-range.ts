/**
 * Where a verdict stands against a corpus case's expected range: inside it, above it (more alarmed
 * than a maintainer would be) or below it (calmer than the case deserves). Used by the calibration
 * report (scripts/calibrate.ts) and the corpus test.
 */
import type { ReviewAction, RiskLevel } from '../../src/signal/schema.js';
import type { CorpusExpectation } from './helpers.js';

export const LEVEL_ORDER: readonly RiskLevel[] = ['low', 'medium', 'high', 'critical'];
/** Actions from calmest to most alarmed. */
export const ACTION_ORDER: readonly ReviewAction[] = ['approve', 'comment', 'needs_discussion', 'request_changes'];

export type CaseKind = 'benign' | 'risky';
export type Placement = 'in-range' | 'above' | 'below';

const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/**
 * A case is risky when a maintainer would block it or rank it high: its expected actions include
 * request_changes, or its lowest expected level is high or more. Every other case is benign.
 */
export function caseKind(want: CorpusExpectation): CaseKind {
  const levels = asList(want.level).map((l) => LEVEL_ORDER.indexOf(l));
  if (asList(want.action).includes('request_changes') || Math.min(...levels) >= LEVEL_ORDER.indexOf('high')) return 'risky';
  return 'benign';
}

function place<T>(order: readonly T[], allowed: readonly T[], actual: T): Placement {
  if (allowed.includes(actual)) return 'in-range';
  const ranks = allowed.map((a) => order.indexOf(a));
  return order.indexOf(actual) > Math.max(...ranks) ? 'above' : 'below';
}

export interface Placed {
  readonly level: Placement;
  readonly action: Placement;
  /** above when either is above; else below when either is below; else in-range. */
  readonly overall: Placement;
}

export function placeVerdict(want: CorpusExpectation, level: RiskLevel, action: ReviewAction): Placed {
  const l = place(LEVEL_ORDER, asList(want.level), level);
  const a = place(ACTION_ORDER, asList(want.action), action);
  const overall: Placement = l === 'above' || a === 'above' ? 'above' : l === 'below' || a === 'below' ? 'below' : 'in-range';
  return { level: l, action: a, overall };
}
