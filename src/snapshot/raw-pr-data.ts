import type {
  RawCheckRun,
  RawCommit,
  RawCommitStatus,
  RawCompare,
  RawDependencyChange,
  RawPriorPrs,
  RawPullFile,
  RawPullRequest,
  RawUserProfile,
} from './raw-schemas.js';

/**
 * Everything read from GitHub for one pull request, as GitHub answered it (validated, not yet
 * normalized). `null` marks a read that failed or was not made; its reason is in `warnings`.
 */
export interface RawPrData {
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
  readonly pull: RawPullRequest;
  readonly files: readonly RawPullFile[];
  readonly commits: readonly RawCommit[];
  readonly checkRuns: readonly RawCheckRun[] | null;
  readonly statuses: readonly RawCommitStatus[] | null;
  readonly profiles: Readonly<Record<string, RawUserProfile>>;
  readonly priorPrs: Readonly<Record<string, RawPriorPrs>>;
  readonly compare: RawCompare | null;
  readonly contents: readonly { readonly path: string; readonly base: string | null; readonly head: string | null }[];
  readonly dependencyChanges: readonly RawDependencyChange[] | null;
  readonly baseFiles: readonly { readonly path: string; readonly content: string }[];
  /** Version comments of SHA-pinned `uses:` lines the PR adds, and the commit GitHub resolves each tag to. */
  readonly actionTags?: readonly { readonly path: string; readonly action: string; readonly tag: string; readonly pinned: string; readonly resolved: string | null }[];
  readonly warnings: readonly string[];
}
