import type { RawActionAdvisory, RawActionRef } from './raw-pr-data.js';
/**
 * PrSnapshot: the normalized, immutable view of one pull request that every analyzer reads.
 *
 * It is built once per analysis from the raw GitHub REST responses (see build-snapshot.ts) and
 * never changes afterwards. Analyzers are pure functions of (snapshot, context): they never touch
 * the network, the database or the clock.
 *
 * Optional reads are `null` when they failed or were not made; the reason is then in `warnings`.
 */

import type { RegistryFacts } from './registry-facts.js';

export type FileStatus = 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';

export interface SnapshotFile {
  readonly path: string;
  /** For renames and copies: the path in the base commit. */
  readonly previousPath: string | null;
  readonly status: FileStatus;
  readonly additions: number;
  readonly deletions: number;
  /** Unified diff hunk text as GitHub returns it; null when GitHub omits it (binary or too large). */
  readonly patch: string | null;
}

export interface SnapshotUser {
  readonly login: string;
  /** GitHub account type: "User", "Bot", "Organization", or null when unknown. */
  readonly type: string | null;
}

export interface SnapshotCommit {
  readonly sha: string;
  readonly message: string;
  readonly authorName: string | null;
  readonly authorEmail: string | null;
  /** The GitHub account linked to the author e-mail, when GitHub could link one. */
  readonly author: SnapshotUser | null;
  readonly committerName: string | null;
  readonly committerEmail: string | null;
  readonly committer: SnapshotUser | null;
  readonly authoredAt: string | null;
  readonly committedAt: string | null;
  /** Signature verification as GitHub reports it; null when not reported. */
  readonly verified: boolean | null;
  readonly parentCount: number;
}

export type CheckRunStatus = 'queued' | 'in_progress' | 'completed' | 'waiting' | 'requested' | 'pending';

export interface SnapshotCheckRun {
  readonly id: number;
  readonly name: string;
  readonly status: CheckRunStatus;
  /** success, failure, neutral, cancelled, skipped, timed_out, action_required, stale, or null while running. */
  readonly conclusion: string | null;
  readonly appSlug: string | null;
  readonly detailsUrl: string | null;
  readonly startedAt: string | null;
  readonly completedAt: string | null;
}

export interface SnapshotStatus {
  readonly context: string;
  readonly state: 'error' | 'failure' | 'pending' | 'success';
  readonly description: string | null;
  readonly targetUrl: string | null;
  readonly updatedAt: string | null;
}

export interface SnapshotUserProfile {
  readonly login: string;
  readonly type: string;
  readonly name: string | null;
  readonly createdAt: string;
  readonly publicRepos: number | null;
  readonly followers: number | null;
}

export interface SnapshotPriorPrs {
  /** PRs by this login in this repository, this PR included (GitHub search total_count). */
  readonly total: number;
  /** Merged PRs by this login in this repository. */
  readonly merged: number;
  /** When this login's first PR in this repository was opened (ISO 8601); null when unknown. */
  readonly firstCreatedAt?: string | null;
}

export interface SnapshotCompare {
  /** Commits on the base branch that the head does not have. */
  readonly behindBy: number;
  /** Commits on the head that the base branch does not have. */
  readonly aheadBy: number;
  /** diverged, ahead, behind, identical */
  readonly status: string;
}

/** A changed file whose content the analyzers need (manifests, lockfiles, workflows, Dockerfiles, config). */
export interface SnapshotContent {
  readonly path: string;
  /** Content at the base commit; null when the file does not exist there (added) or could not be read. */
  readonly base: string | null;
  /** Content at the head commit; null when the file does not exist there (removed) or could not be read. */
  readonly head: string | null;
}

/** One entry of GitHub's dependency-graph compare API (dependency review). */
export interface SnapshotDependencyChange {
  readonly changeType: 'added' | 'removed';
  readonly manifest: string;
  readonly ecosystem: string;
  readonly name: string;
  readonly version: string | null;
  readonly packageUrl: string | null;
  readonly license: string | null;
  readonly scope: 'runtime' | 'development' | 'unknown';
  readonly vulnerabilities: readonly {
    readonly severity: string;
    readonly advisoryGhsaId: string;
    readonly advisorySummary: string;
    readonly advisoryUrl: string;
  }[];
}

/** A file read from the PR's base commit (never the head): repository configuration, .gitattributes, CODEOWNERS, workflows and local actions. */
export interface SnapshotBaseFile {
  readonly path: string;
  readonly content: string;
}

export interface PrSnapshot {
  readonly provider: 'github';
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
  /** The PR's page on GitHub (html_url). */
  readonly url: string;
  readonly title: string;
  readonly body: string;
  readonly author: SnapshotUser;
  /** GitHub's author_association: OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, FIRST_TIME_CONTRIBUTOR, FIRST_TIMER, NONE, MANNEQUIN. */
  readonly authorAssociation: string;
  readonly draft: boolean;
  readonly state: 'open' | 'closed';
  readonly merged: boolean;
  readonly labels: readonly string[];
  readonly baseBranch: string;
  readonly baseSha: string;
  readonly headBranch: string;
  readonly headSha: string;
  /** owner/name of the head repository; null when the fork was deleted. */
  readonly headRepoFullName: string | null;
  /** The head lives in another repository than the base. */
  readonly isFork: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly additions: number;
  readonly deletions: number;
  /** changed_files as GitHub counts it: the true number, even past the 3,000 the files API lists. */
  readonly changedFiles: number;
  /** commits as GitHub counts it: the true number, even past the 250 the commits API lists. */
  readonly commitCount: number;
  /** null while GitHub is still computing it. */
  readonly mergeable: boolean | null;
  /** clean, dirty (conflicts), blocked, behind, unstable, unknown, draft, has_hooks. */
  readonly mergeableState: string | null;

  /** Files as listed by GitHub (at most 3,000). */
  readonly files: readonly SnapshotFile[];
  /** Commits as listed by GitHub (at most 250). */
  readonly commits: readonly SnapshotCommit[];

  /** Check runs on the head commit, latest run per name; null when the read failed. */
  readonly checkRuns: readonly SnapshotCheckRun[] | null;
  /** Commit statuses on the head commit, latest per context; null when the read failed. */
  readonly statuses: readonly SnapshotStatus[] | null;
  /** User profiles by login (the PR author at least); a login is absent when its read failed. */
  readonly profiles: Readonly<Record<string, SnapshotUserProfile>>;
  /** Prior PRs to this repository by login (the PR author at least); absent when the search failed. */
  readonly priorPrs: Readonly<Record<string, SnapshotPriorPrs>>;
  /** Head compared with the current tip of the base branch; null when the read failed. */
  readonly compare: SnapshotCompare | null;
  /** Base and head contents of the changed files the supply-chain analysis reads. */
  readonly contents: readonly SnapshotContent[];
  /** GitHub's dependency review for base...head; null when the API did not answer (not enabled, no access). */
  readonly dependencyChanges: readonly SnapshotDependencyChange[] | null;
  /**
   * Files read from the base commit: .github/svc.yml, .gitattributes, CODEOWNERS, .gitmodules when a
   * submodule pointer moves and the PR does not change it, the workflows when the PR's metadata carries
   * shell syntax, a changed local action expands its inputs or another rule asks for them (a registry
   * token line added, a Gradle wrapper moved to another release), and unchanged local actions and
   * workflows a changed file passes outsider-written text to (absent when missing).
   */
  readonly baseFiles: readonly SnapshotBaseFile[];

  /**
   * SHA-pinned `uses:` lines the PR adds with a version comment (`@<sha> # v4.2.2`), and the commit
   * GitHub resolves that tag to (null: the tag does not exist there or could not be resolved).
   */
  readonly actionTags?: readonly { readonly path: string; readonly action: string; readonly tag: string; readonly pinned: string; readonly resolved: string | null }[];

  /**
   * What GitHub says about the remote `uses:` refs the PR adds or changes (at most a configured
   * number of distinct owner/repo@ref; src/github/read-action-refs.ts). Absent when none was read.
   */
  readonly actionRefs?: readonly SnapshotActionRef[];

  /** What could not be read, in words a person understands. */
  /**
   * What the package registries said about the packages the PR adds or updates; absent when
   * registry lookups are off or nothing was looked up (src/registries, docs/adr/0013-registry-lookups.md).
   */
  readonly registry?: RegistryFacts;
  readonly warnings: readonly string[];
}

/** Facts about one `owner/repo@ref` the PR adds: as read (raw-pr-data.ts), they need no mapping. */
export type SnapshotActionRef = RawActionRef;
export type SnapshotActionAdvisory = RawActionAdvisory;

/** Deep-freezes a value so that no analyzer can change the snapshot another one reads. */
export function freezeDeep<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) {
      freezeDeep((value as Record<string, unknown>)[key]);
    }
  }
  return value;
}
