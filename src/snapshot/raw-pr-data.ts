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
  /** Facts about the remote `uses:` refs the PR adds (src/github/read-action-refs.ts). */
  readonly actionRefs?: readonly RawActionRef[];
  readonly warnings: readonly string[];
}

/** A published advisory that affects the version an action ref resolves to. */
export interface RawActionAdvisory {
  readonly ghsaId: string;
  readonly cveId: string | null;
  readonly url: string;
  readonly summary: string;
  /** As GitHub gives it: critical, high, medium (moderate), low. */
  readonly severity: string;
  readonly vulnerableRange: string | null;
  readonly patched: string | null;
}

/** One distinct `owner/repo@ref` the PR adds, with the facts read about it; null: not known. */
export interface RawActionRef {
  /** owner/repo as written. */
  readonly action: string;
  /** The ref as written: a 40-hex commit SHA (lower case) or a tag or branch name. */
  readonly ref: string;
  /** Where the PR adds it: the file and the `uses:` value as written (owner/repo[/path]@ref). */
  readonly sites: readonly { readonly path: string; readonly uses: string }[];
  /** Tags whose commit is the ref's commit; null when the tag list was not read or was incomplete and none matched. */
  readonly tagsAtCommit: readonly string[] | null;
  /** SHA refs: whether the commit is in the history of the default branch or a tag; null when not decided. */
  readonly reachable: boolean | null;
  /** SHA refs: the refs the commit was compared with (default branch, tags). */
  readonly comparedWith: readonly string[];
  /** Named refs: a tag and a branch of this name exist; null when not decided. */
  readonly isTag: boolean | null;
  readonly isBranch: boolean | null;
  /** The release the ref resolves to (the longest tag at its commit), as the advisories were asked for. */
  readonly version: string | null;
  /** Advisories that affect `version`; null when not asked (no version) or the read failed. */
  readonly advisories: readonly RawActionAdvisory[] | null;
}
