import { runAnalyzers } from '../analyzers/run-analyzers.js';
import { forgetLineIndex } from '../ecosystems/util.js';
import { loadRepoConfig } from '../repo-config/load-repo-config.js';
import type { AnalyzerSections } from '../signal/assemble-signal.js';
import { freezeDeep, type PrSnapshot } from '../snapshot/pr-snapshot.js';

/** What the analysis of a PR's content needs: the frozen snapshot and the analysis time. Structured-cloneable. */
export interface ContentAnalysisInput {
  readonly snapshot: PrSnapshot;
  /** ISO 8601: the analyzers' clock. */
  readonly now: string;
}

/** What it gives back (structured-cloneable: plain data only). */
export interface ContentAnalysis {
  readonly sections: AnalyzerSections;
  /** Which repository configuration was used, and what was wrong with it. */
  readonly config: { readonly origin: { readonly source: string; readonly commit: string | null }; readonly warnings: string[] };
}

/**
 * The pure step of the pipeline that reads content written by the PR's author: the base
 * `.github/svc.yml` is parsed, then every analyzer runs over the snapshot. No I/O, no clock of its
 * own. It runs in a worker thread (src/services/analysis-pool.ts) in the service, in-process in the CLI.
 */
export function analyzeContent(input: ContentAnalysisInput): ContentAnalysis {
  const snapshot = freezeDeep(input.snapshot);
  try {
    const repoConfig = loadRepoConfig(snapshot);
    const sections = runAnalyzers(snapshot, { now: new Date(input.now), config: repoConfig.config });
    return { sections, config: { origin: repoConfig.origin, warnings: repoConfig.warnings } };
  } finally {
    // The line index of the last files read (src/ecosystems/util.ts) is not kept past the analysis.
    forgetLineIndex();
  }
}
