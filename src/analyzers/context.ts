import type { RepoConfig } from '../repo-config/schema.js';

/** What every analyzer receives besides the snapshot. Analyzers never read the clock themselves. */
export interface AnalyzerContext {
  /** The moment of the analysis. */
  readonly now: Date;
  /** The repository configuration from the base commit, or the defaults. */
  readonly config: RepoConfig;
}
