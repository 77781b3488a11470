import type { PrSnapshot } from '../snapshot/pr-snapshot.js';
import {
  type Contributor,
  type EvidenceSection,
  type FocusSection,
  type MetaSection,
  type PrSection,
  type ReviewSection,
  type RiskSection,
  SIGNAL_VERSION,
  Signal,
  type SupplyChainSection,
  type TriageSection,
} from './schema.js';

/** The sections the analyzers produce (src/analyzers/run-analyzers.ts), as the signal holds them. */
export interface AnalyzerSections {
  readonly contributors: Contributor[];
  readonly evidence: EvidenceSection;
  readonly supplyChain: SupplyChainSection;
  readonly focus: FocusSection;
  readonly triage: TriageSection;
  readonly risk: RiskSection;
  readonly review: ReviewSection;
  /** What the analysis left out, for meta.warnings (e.g. findings past MAX_FINDINGS_PER_SIGNAL). */
  readonly warnings: readonly string[];
}

export function prSection(snapshot: PrSnapshot): PrSection {
  return {
    provider: 'github',
    owner: snapshot.owner,
    repo: snapshot.repo,
    number: snapshot.number,
    url: snapshot.url,
    title: snapshot.title,
    author: snapshot.author.login,
    draft: snapshot.draft,
    state: snapshot.state,
    merged: snapshot.merged,
    labels: [...snapshot.labels],
    base_branch: snapshot.baseBranch,
    base_sha: snapshot.baseSha,
    head_branch: snapshot.headBranch,
    head_sha: snapshot.headSha,
    head_repo: snapshot.headRepoFullName,
    is_fork: snapshot.isFork,
    created_at: snapshot.createdAt,
    updated_at: snapshot.updatedAt,
    additions: snapshot.additions,
    deletions: snapshot.deletions,
    changed_files: snapshot.changedFiles,
    commits: snapshot.commitCount,
  };
}

/**
 * Puts the sections together in the order of the spec and validates the result against the
 * svc.signal.v1 schema. A signal that does not validate is a bug: it throws rather than being stored.
 */
export function assembleSignal(input: { signalId: string; snapshot: PrSnapshot; sections: AnalyzerSections; meta: MetaSection }): Signal {
  const { sections } = input;
  const signal: Signal = {
    version: SIGNAL_VERSION,
    signal_id: input.signalId,
    pr: prSection(input.snapshot),
    risk: sections.risk,
    contributors: sections.contributors,
    evidence: sections.evidence,
    supply_chain: sections.supplyChain,
    focus: sections.focus,
    triage: sections.triage,
    review: sections.review,
    meta: input.meta,
  };
  const checked = Signal.safeParse(signal);
  if (!checked.success) {
    const where = checked.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`signal does not match ${SIGNAL_VERSION}: ${where.join('; ')}`);
  }
  return signal;
}
