import type { RepoConfig } from '../repo-config/schema.js';
import type { AnalyzerSections } from '../signal/assemble-signal.js';
import type { EvidenceSection, FocusSection, ReviewAction, ReviewSection, RiskLevel, RiskSection, Severity, SupplyChainSection, TriageSection } from '../signal/schema.js';
import { advisorySeverity, compareFindings, isAtLeast } from '../signal/severity.js';
import type { PrSnapshot } from '../snapshot/pr-snapshot.js';
import type { AnalyzerContext, AnalyzerInput } from './context.js';
import { createAnalyzerContext } from './context.js';
import { applyFindingRules } from './apply-finding-rules.js';
import { MAX_FINDINGS_PER_SIGNAL, capTotal } from './supply-chain/cap-findings.js';
import { analyzeConfigChange } from './config-change.js';
import { analyzeContributors } from './contributors.js';
import { analyzeEvidence } from './evidence.js';
import { analyzeFocus } from './focus.js';
import { analyzeReview } from './review.js';
import { FINDING_WEIGHT, analyzeRisk } from './risk.js';
import { analyzeSupplyChain } from './supply-chain.js';
import { guarded, type ReaderFailures } from './guarded.js';
import { LEVEL_RANK } from './verdict-rules.js';
import { analyzeTriage } from './triage.js';

/**
 * Runs every analyzer on one snapshot, in dependency order: the independent sections first
 * (contributors, evidence, supply chain), then focus (files with findings first), triage, risk and
 * the suggested review that read them. Pure: no network, database or clock (ctx.now is the clock). The context, with the
 * one path classifier of this analysis, is built here and shared by every analyzer.
 *
 * Every step runs guarded (guarded.ts): one that throws on the PR's content is named in
 * meta.warnings and leaves a schema-valid section in its place, never a reassuring one. The
 * contributors, evidence, focus and triage fall back to empty sections; the risk to the level of
 * its findings' floors and at least medium (`fallbackRisk`), and a risk computed after any failure
 * is at least medium (`atLeastMediumWhenIncomplete`); the review falls back to comment or
 * request_changes (`fallbackReview`). Any failure keeps the review from approve (`readerFailures`).
 */
export function runAnalyzers(snapshot: PrSnapshot, input: AnalyzerInput): AnalyzerSections {
  const failures: ReaderFailures = { messages: [] };
  const ctx = guarded(
    failures,
    'The path classification',
    () => createAnalyzerContext(snapshot, input),
    () => createAnalyzerContext({ ...snapshot, baseFiles: snapshot.baseFiles.filter((f) => f.path !== '.gitattributes') }, input),
    "the base .gitattributes is not read: files are classified as if it had no linguist attributes",
  );
  const contributors = guarded(failures, 'The contributor analysis', () => analyzeContributors(snapshot, ctx), [], "no contributor is listed and the author's trust is unknown");
  const evidence = guarded(failures, 'The CI evidence', () => analyzeEvidence(snapshot, ctx), emptyEvidence, 'no check and no test change is listed');
  const withConfig = (section: SupplyChainSection) => guarded(failures, 'The configuration-change check', () => withConfigChange(section, snapshot, ctx), section);
  const capped = capSignalFindings(withConfig(analyzeSupplyChain(snapshot, ctx, failures)));
  const supplyChain = capped.section;
  const focus = guarded(failures, 'The focus list', () => analyzeFocus(snapshot, ctx, { supplyChain }), () => emptyFocus(snapshot), 'no file is ranked');
  const triage = guarded(failures, 'The triage', () => analyzeTriage(snapshot, ctx, { focus, evidence, supplyChain, contributors }), emptyTriage, 'effort and staleness are not estimated (zero) and nothing is recommended');
  const failedBeforeRisk = failures.messages.length;
  const risk = guarded(
    failures,
    'The risk computation',
    () => atLeastMediumWhenIncomplete(analyzeRisk(snapshot, ctx, { contributors, evidence, supplyChain, focus }), failedBeforeRisk),
    () => fallbackRisk(supplyChain, ctx.config.risk_thresholds),
    'the risk level is the highest floor of the findings, and at least medium',
  );
  const review = guarded(
    failures,
    'The suggested review',
    () => analyzeReview(snapshot, ctx, { risk, contributors, evidence, supplyChain, focus, triage, readerFailures: failures.messages.length }),
    () => fallbackReview(risk, supplyChain),
    'the suggested review is comment, or request_changes on a high or critical risk or finding; never approve',
  );
  return { contributors, evidence, supplyChain, focus, triage, risk, review, warnings: [...failures.messages, ...capped.warnings] };
}

const emptyEvidence = (): EvidenceSection => ({
  completeness: 0,
  checks: [],
  summary: { total: 0, passed: 0, failed: 0, pending: 0, skipped: 0 },
  missing_required: [],
  tests: { source_files_changed: 0, test_files_changed: 0, test_files_deleted: 0, source_changed_without_tests: false },
});

function emptyFocus(snapshot: PrSnapshot): FocusSection {
  return { files: [], total_files: Math.max(snapshot.changedFiles, snapshot.files.length), listed_files: snapshot.files.length };
}

const emptyTriage = (): TriageSection => ({
  effort: { level: 1, minutes: 0, reviewable_files: 0, reviewable_lines: 0 },
  staleness: { risk: 'low', age_days: 0, days_since_update: 0, behind_by: null, has_conflicts: null },
  recommendations: [],
});

/**
 * A risk computed while part of the analysis had failed (a check of the supply chain, the
 * contributors, the evidence, the focus list: their findings or facts are missing) is at least
 * medium: what is missing might have raised it, so it must not read as low. One driver says so.
 */
export function atLeastMediumWhenIncomplete(risk: RiskSection, failed: number): RiskSection {
  if (failed === 0 || risk.level !== 'low') return risk;
  const driver = {
    id: 'analysis-incomplete',
    title: 'Part of the analysis failed',
    detail: `${failed === 1 ? 'A check or analysis' : `${failed} checks or analyses`} failed on this pull request's content (meta.warnings names ${failed === 1 ? 'it' : 'them'}); what ${failed === 1 ? 'it' : 'they'} would report is missing, so the risk is at least medium.`,
    weight: 0,
    floor: 'medium' as const,
    evidence: [],
  };
  return { ...risk, level: 'medium', drivers: [...risk.drivers, driver] };
}

/**
 * The risk when its computation failed: never low. The level is the highest floor among the
 * findings and known vulnerabilities (a critical finding still reads critical), at least medium;
 * the score is that level's threshold, so score and level agree. One driver says so.
 */
export function fallbackRisk(supplyChain: SupplyChainSection, thresholds: RepoConfig['risk_thresholds']): RiskSection {
  const floors: { level: RiskLevel; name: string }[] = [];
  const add = (severity: Severity, name: string) => {
    const floor = FINDING_WEIGHT[severity].floor;
    if (floor !== null) floors.push({ level: floor, name });
  };
  for (const finding of supplyChain.findings) add(finding.severity, finding.id);
  for (const vulnerability of supplyChain.vulnerabilities) add(advisorySeverity(vulnerability.severity), vulnerability.advisory);
  let level: RiskLevel = 'medium';
  for (const floor of floors) if (LEVEL_RANK[floor.level] > LEVEL_RANK[level]) level = floor.level;
  const evidence = [...new Set(floors.map((f) => f.name))].slice(0, 10);
  const score = level === 'critical' ? thresholds.critical : level === 'high' ? thresholds.high : thresholds.medium;
  return {
    level,
    score,
    drivers: [
      {
        id: 'risk-unavailable',
        title: 'Risk could not be computed',
        detail: `The risk computation failed on this pull request (meta.warnings says why). The level is the highest floor of its findings, and at least medium: an unknown risk never reads as low.`,
        weight: score,
        floor: level,
        evidence,
      },
    ],
  };
}

/**
 * The suggested review when it could not be decided: never approve. Request changes when the
 * risk or a finding or vulnerability is high or critical, else comment.
 */
export function fallbackReview(risk: RiskSection, supplyChain: SupplyChainSection): ReviewSection {
  const severe =
    LEVEL_RANK[risk.level] >= LEVEL_RANK.high ||
    supplyChain.findings.some((f) => isAtLeast(f.severity, 'high')) ||
    supplyChain.vulnerabilities.some((v) => isAtLeast(advisorySeverity(v.severity), 'high'));
  const action: ReviewAction = severe ? 'request_changes' : 'comment';
  const why = severe ? 'the risk or a finding is high or critical' : 'nothing here says the pull request is safe to approve';
  return {
    action,
    rationale: `${action === 'request_changes' ? 'Request changes' : 'Comment'}: the suggested review could not be decided (it failed on this pull request; meta.warnings says why), and ${why}. Risk ${risk.level} (score ${risk.score.toFixed(2)}).`,
    comments: [],
  };
}

/**
 * At most MAX_FINDINGS_PER_SIGNAL findings (and as many suppressed ones) go on: every rule's most
 * severe finding, then the most severe of the rest. The later analyzers read only those; a warning
 * says how many were left out. The per-file cap (capFindings) already ran.
 */
function capSignalFindings(section: SupplyChainSection): { section: SupplyChainSection; warnings: string[] } {
  const findings = capTotal(section.findings);
  const suppressed = capTotal(section.suppressed_findings);
  if (findings.omitted === 0 && suppressed.omitted === 0) return { section, warnings: [] };
  const kept = new Set(findings.kept);
  const warnings: string[] = [];
  const many = (n: number) => `${n} ${n === 1 ? 'finding is' : 'findings are'}`;
  if (findings.omitted > 0) {
    warnings.push(
      `${many(findings.omitted)} not listed: a signal lists at most ${MAX_FINDINGS_PER_SIGNAL}, every rule's most severe first, then the most severe of the rest. Splitting the PR shows the others.`,
    );
  }
  if (suppressed.omitted > 0) warnings.push(`${suppressed.omitted} suppressed ${suppressed.omitted === 1 ? 'finding is' : 'findings are'} not listed (at most ${MAX_FINDINGS_PER_SIGNAL}).`);
  return {
    section: {
      ...section,
      findings: findings.kept,
      suppressed_findings: suppressed.kept,
      ci_changes: section.ci_changes.map((change) => ({ ...change, findings: change.findings.filter((f) => kept.has(f)) })),
    },
    warnings,
  };
}

/** Adds the finding for a PR that edits `.github/svc.yml`, through the same finding rules. */
function withConfigChange(supplyChain: SupplyChainSection, snapshot: PrSnapshot, ctx: AnalyzerContext): SupplyChainSection {
  const raw = analyzeConfigChange(snapshot);
  if (raw.length === 0) return supplyChain;
  const { findings, suppressed } = applyFindingRules(raw, ctx.config, ctx.now);
  return {
    ...supplyChain,
    findings: [...supplyChain.findings, ...findings].sort(compareFindings),
    suppressed_findings: [...supplyChain.suppressed_findings, ...suppressed].sort(compareFindings),
  };
}
