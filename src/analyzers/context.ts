import type { RepoConfig } from '../repo-config/schema.js';
import type { PrSnapshot } from '../snapshot/pr-snapshot.js';
import type { PathClassifier } from './classify-path.js';
import { classifierFor } from './classify-path.js';

/** What the caller of the analyzers supplies: the moment and the repository's configuration. */
export interface AnalyzerInput {
  /** The moment of the analysis. */
  readonly now: Date;
  /** The repository configuration from the base commit, or the defaults. */
  readonly config: RepoConfig;
}

/** What every analyzer receives besides the snapshot. Analyzers never read the clock themselves. */
export interface AnalyzerContext extends AnalyzerInput {
  /**
   * The one answer to "what kind of file is this?" for this analysis (configuration globs, the
   * base commit's .gitattributes, the ecosystem registry), built once and shared by every analyzer.
   */
  readonly classifier: PathClassifier;
}

/** Builds the context of one analysis: the classifier is compiled here, once. */
export function createAnalyzerContext(snapshot: PrSnapshot, input: AnalyzerInput): AnalyzerContext {
  return { now: input.now, config: input.config, classifier: classifierFor(snapshot, input.config) };
}
