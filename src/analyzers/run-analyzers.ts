import type { AnalyzerSections } from '../signal/assemble-signal.js';
import type { SupplyChainSection } from '../signal/schema.js';
import { compareFindings } from '../signal/severity.js';
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
import { analyzeRisk } from './risk.js';
import { analyzeSupplyChain } from './supply-chain.js';
import type { ReaderFailures } from './guarded.js';
import { analyzeTriage } from './triage.js';

/**
 * Runs every analyzer on one snapshot, in dependency order: the independent sections first
 * (contributors, evidence, supply chain), then focus (files with findings first), triage, risk and
 * the suggested review that read them. Pure: no network, database or clock (ctx.now is the clock). The context, with the
 * one path classifier of this analysis, is built here and shared by every analyzer.
 */
export function runAnalyzers(snapshot: PrSnapshot, input: AnalyzerInput): AnalyzerSections {
  const ctx = createAnalyzerContext(snapshot, input);
  const contributors = analyzeContributors(snapshot, ctx);
  const evidence = analyzeEvidence(snapshot, ctx);
  const failures: ReaderFailures = { messages: [] };
  const capped = capSignalFindings(withConfigChange(analyzeSupplyChain(snapshot, ctx, failures), snapshot, ctx));
  const supplyChain = capped.section;
  const warnings = [...failures.messages, ...capped.warnings];
  const focus = analyzeFocus(snapshot, ctx, { supplyChain });
  const triage = analyzeTriage(snapshot, ctx, { focus, evidence, supplyChain, contributors });
  const risk = analyzeRisk(snapshot, ctx, { contributors, evidence, supplyChain, focus });
  const review = analyzeReview(snapshot, ctx, { risk, contributors, evidence, supplyChain, focus, triage, readerFailures: failures.messages.length });
  return { contributors, evidence, supplyChain, focus, triage, risk, review, warnings };
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
