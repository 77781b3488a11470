import picomatch from 'picomatch';
import type { Check, EvidenceSection } from '../signal/schema.js';
import { SVC_CHECK_RUN_NAME } from '../signal/svc-check-run-name.js';
import type { PrSnapshot, SnapshotCheckRun, SnapshotStatus } from '../snapshot/pr-snapshot.js';
import { addsInlineTests } from './classify-path.js';
import type { AnalyzerContext } from './context.js';

/**
 * Evidence: what CI says about the head commit, and whether tests moved with the code.
 * docs/signal.md ("evidence") gives the outcome mapping and the completeness formula.
 */

type Outcome = Check['outcome'];

const FAILED_CONCLUSIONS = new Set(['failure', 'timed_out', 'cancelled', 'action_required', 'error', 'startup_failure']);
const SKIPPED_CONCLUSIONS = new Set(['skipped', 'neutral']);

/** Share of the CI part of completeness a still-running check is worth. */
export const PENDING_CREDIT = 0.5;
/** Weight of the test part of completeness (the rest is CI). */
export const TEST_WEIGHT = 0.2;
/** Share of the CI part that counts when one of the two CI reads (check runs, statuses) failed. */
export const PARTIAL_CI_CREDIT = 0.5;

export function checkRunOutcome(run: Pick<SnapshotCheckRun, 'status' | 'conclusion'>): Outcome {
  if (run.status !== 'completed' || run.conclusion === null) return 'pending';
  const conclusion = run.conclusion.toLowerCase();
  if (conclusion === 'success') return 'passed';
  if (FAILED_CONCLUSIONS.has(conclusion)) return 'failed';
  if (SKIPPED_CONCLUSIONS.has(conclusion)) return 'skipped';
  // stale, and anything GitHub adds later: not a result yet.
  return 'pending';
}

export function statusOutcome(status: Pick<SnapshotStatus, 'state'>): Outcome {
  switch (status.state) {
    case 'success':
      return 'passed';
    case 'failure':
    case 'error':
      return 'failed';
    default:
      return 'pending';
  }
}

const OUTCOME_ORDER: Readonly<Record<Outcome, number>> = { failed: 0, pending: 1, passed: 2, skipped: 3 };

/** Matches configured required check names: exact (case-insensitive) or a glob when it has * ? [ {. */
function requiredMatchers(required: readonly string[]): { readonly name: string; readonly test: (check: string) => boolean }[] {
  return required.map((name) => {
    if (/[*?[{]/.test(name)) {
      const glob = picomatch(name, { nocase: true, dot: true });
      return { name, test: (check: string) => glob(check) };
    }
    const lower = name.trim().toLowerCase();
    return { name, test: (check: string) => check.trim().toLowerCase() === lower };
  });
}

/** The CI reads that failed, in words ("check runs", "commit statuses"); empty when both were read. */
export function unreadCi(snapshot: Pick<PrSnapshot, 'checkRuns' | 'statuses'>): string[] {
  const unread: string[] = [];
  if (snapshot.checkRuns === null) unread.push('check runs');
  if (snapshot.statuses === null) unread.push('commit statuses');
  return unread;
}

export function analyzeEvidence(snapshot: PrSnapshot, ctx: AnalyzerContext): EvidenceSection {
  const required = requiredMatchers(ctx.config.required_checks);
  const isRequired = (name: string): boolean => required.some((r) => r.test(name));

  const checks: Check[] = [];
  for (const run of snapshot.checkRuns ?? []) {
    // svc's own check run is its verdict, not evidence about the change.
    if (run.name === SVC_CHECK_RUN_NAME) continue;
    checks.push({
      name: run.name,
      source: 'check_run',
      status: run.status,
      conclusion: run.conclusion,
      outcome: checkRunOutcome(run),
      url: run.detailsUrl,
      required: isRequired(run.name),
    });
  }
  for (const status of snapshot.statuses ?? []) {
    const pending = status.state === 'pending';
    checks.push({
      name: status.context,
      source: 'status',
      status: pending ? 'pending' : 'completed',
      conclusion: pending ? null : status.state,
      outcome: statusOutcome(status),
      url: status.targetUrl,
      required: isRequired(status.context),
    });
  }
  checks.sort((a, b) => OUTCOME_ORDER[a.outcome] - OUTCOME_ORDER[b.outcome] || Number(b.required) - Number(a.required) || a.name.localeCompare(b.name));

  const summary = { total: checks.length, passed: 0, failed: 0, pending: 0, skipped: 0 };
  for (const check of checks) summary[check.outcome] += 1;

  const missingRequired = required.filter((r) => !checks.some((c) => r.test(c.name))).map((r) => r.name);

  // Tests: classify every listed file.
  const { classifier } = ctx;
  let sourceFiles = 0;
  let testFiles = 0;
  let testFilesDeleted = 0;
  let inlineTests = false;
  for (const file of snapshot.files) {
    const info = classifier.info(file.path);
    if (info.isVendored || (info.isGenerated && !info.isTest)) continue;
    if (info.isTest) {
      if (file.status === 'removed') testFilesDeleted += 1;
      else testFiles += 1;
    } else if (info.category === 'source' && file.status !== 'removed') {
      sourceFiles += 1;
      // Rust (and Zig, D) keep unit tests in the source file: added ones are tests of the change.
      inlineTests ||= addsInlineTests(file.patch);
    }
  }
  const tests = {
    source_files_changed: sourceFiles,
    test_files_changed: testFiles,
    test_files_deleted: testFilesDeleted,
    source_changed_without_tests: sourceFiles > 0 && testFiles === 0 && !inlineTests,
  };

  return {
    completeness: completeness(snapshot, summary, missingRequired.length, tests.source_changed_without_tests),
    checks,
    summary,
    missing_required: missingRequired,
    tests,
  };
}

/**
 * completeness = ci x (1 - TEST_WEIGHT x missingTests), rounded to 2 decimals, where
 *   ci = (passed + PENDING_CREDIT x pending) / (total - skipped + missing required)
 * and missingTests = 1 when source files changed without any test file, else 0.
 * No CI at all (no check reported, or the reads failed) gives 0: nothing vouches for the change.
 * When only one of the two reads failed, ci counts PARTIAL_CI_CREDIT: what the other would have
 * said (a failing check among them) is unknown.
 */
function completeness(
  snapshot: PrSnapshot,
  summary: { total: number; passed: number; failed: number; pending: number; skipped: number },
  missingRequired: number,
  missingTests: boolean,
): number {
  if (snapshot.checkRuns === null && snapshot.statuses === null) return 0;
  const denominator = summary.total - summary.skipped + missingRequired;
  if (denominator <= 0) return 0;
  const partial = snapshot.checkRuns === null || snapshot.statuses === null ? PARTIAL_CI_CREDIT : 1;
  const ci = (partial * (summary.passed + PENDING_CREDIT * summary.pending)) / denominator;
  const value = ci * (1 - (missingTests ? TEST_WEIGHT : 0));
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
}
