import type { AnalyzerSections } from '../signal/assemble-signal.js';
import type { SupplyChainSection } from '../signal/schema.js';
import { compareFindings } from '../signal/severity.js';
import type { PrSnapshot } from '../snapshot/pr-snapshot.js';
import type { AnalyzerContext, AnalyzerInput } from './context.js';
import { createAnalyzerContext } from './context.js';
import { applyFindingRules } from './apply-finding-rules.js';
import { analyzeConfigChange } from './config-change.js';
import { analyzeContributors } from './contributors.js';
import { analyzeEvidence } from './evidence.js';
import { analyzeFocus } from './focus.js';
import { analyzeReview } from './review.js';
import { analyzeRisk } from './risk.js';
import { analyzeSupplyChain } from './supply-chain.js';
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
  const supplyChain = withConfigChange(analyzeSupplyChain(snapshot, ctx), snapshot, ctx);
  const focus = analyzeFocus(snapshot, ctx, { supplyChain });
  const triage = analyzeTriage(snapshot, ctx, { focus, evidence, supplyChain, contributors });
  const risk = analyzeRisk(snapshot, ctx, { contributors, evidence, supplyChain, focus });
  const review = analyzeReview(snapshot, ctx, { risk, contributors, evidence, supplyChain, focus, triage });
  return { contributors, evidence, supplyChain, focus, triage, risk, review };
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
