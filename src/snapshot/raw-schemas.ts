import { z } from 'zod';

/**
 * zod schemas of the GitHub REST responses the analysis reads. Each declares only the fields the
 * code uses and parses permissively: unknown fields are dropped, optional ones may be null or absent.
 * They are the snapshot's raw input: src/github parses GitHub's answers with them, src/snapshot maps
 * what they parsed, and neither layer needs the other's code for it (ADR 0001).
 */

export const RawAccount = z.object({
  login: z.string(),
  type: z.string().nullish(),
});
export type RawAccount = z.infer<typeof RawAccount>;

const RawBranchRef = z.object({
  ref: z.string(),
  sha: z.string(),
  repo: z.object({ full_name: z.string() }).nullish(),
});

/** GET /repos/{owner}/{repo}/pulls/{pull_number} */
export const RawPullRequest = z.object({
  number: z.number().int(),
  html_url: z.string(),
  title: z.string(),
  body: z.string().nullish(),
  /** null only for data GitHub itself lost; deleted accounts come back as "ghost". */
  user: RawAccount.nullish(),
  author_association: z.string().nullish(),
  draft: z.boolean().nullish(),
  state: z.string(),
  merged: z.boolean().nullish(),
  merged_at: z.string().nullish(),
  labels: z.array(z.object({ name: z.string().nullish() })).nullish(),
  base: RawBranchRef,
  head: RawBranchRef,
  created_at: z.string(),
  updated_at: z.string(),
  additions: z.number().int().nonnegative().nullish(),
  deletions: z.number().int().nonnegative().nullish(),
  changed_files: z.number().int().nonnegative().nullish(),
  commits: z.number().int().nonnegative().nullish(),
  mergeable: z.boolean().nullish(),
  mergeable_state: z.string().nullish(),
});
export type RawPullRequest = z.infer<typeof RawPullRequest>;

/** One entry of GET /repos/{owner}/{repo}/pulls/{pull_number}/files */
export const RawPullFile = z.object({
  filename: z.string(),
  previous_filename: z.string().nullish(),
  status: z.string(),
  additions: z.number().int().nonnegative().nullish(),
  deletions: z.number().int().nonnegative().nullish(),
  patch: z.string().nullish(),
});
export type RawPullFile = z.infer<typeof RawPullFile>;

const RawGitActor = z.object({
  name: z.string().nullish(),
  email: z.string().nullish(),
  date: z.string().nullish(),
});

/** Commit authors GitHub could not link to an account come back as null (or, rarely, `{}`). */
const RawLinkedAccount = z.object({ login: z.string().optional(), type: z.string().nullish() }).nullish();

/** One entry of GET /repos/{owner}/{repo}/pulls/{pull_number}/commits */
export const RawCommit = z.object({
  sha: z.string(),
  commit: z.object({
    message: z.string(),
    author: RawGitActor.nullish(),
    committer: RawGitActor.nullish(),
    verification: z.object({ verified: z.boolean().nullish() }).nullish(),
  }),
  author: RawLinkedAccount,
  committer: RawLinkedAccount,
  parents: z.array(z.object({ sha: z.string() })).nullish(),
});
export type RawCommit = z.infer<typeof RawCommit>;

export const RawCheckRun = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string(),
  conclusion: z.string().nullish(),
  app: z.object({ slug: z.string().nullish() }).nullish(),
  details_url: z.string().nullish(),
  started_at: z.string().nullish(),
  completed_at: z.string().nullish(),
});
export type RawCheckRun = z.infer<typeof RawCheckRun>;

/** GET /repos/{owner}/{repo}/commits/{ref}/check-runs */
export const RawCheckRunsPage = z.object({
  total_count: z.number().int().nonnegative(),
  check_runs: z.array(RawCheckRun),
});

export const RawCommitStatus = z.object({
  context: z.string(),
  state: z.string(),
  description: z.string().nullish(),
  target_url: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});
export type RawCommitStatus = z.infer<typeof RawCommitStatus>;

/** GET /repos/{owner}/{repo}/commits/{ref}/status */
export const RawCombinedStatus = z.object({
  total_count: z.number().int().nonnegative().nullish(),
  statuses: z.array(RawCommitStatus),
});

/** GET /users/{username} */
export const RawUserProfile = z.object({
  login: z.string(),
  type: z.string(),
  name: z.string().nullish(),
  created_at: z.string(),
  public_repos: z.number().int().nullish(),
  followers: z.number().int().nullish(),
});
export type RawUserProfile = z.infer<typeof RawUserProfile>;

/** GET /search/issues */
export const RawIssueSearch = z.object({
  total_count: z.number().int().nonnegative(),
  items: z.array(
    z.object({
      created_at: z.string().nullish(),
      pull_request: z.object({ merged_at: z.string().nullish() }).nullish(),
    }),
  ),
});

/** GET /repos/{owner}/{repo}/compare/{basehead}: only the counts. */
export const RawCompare = z.object({
  ahead_by: z.number().int().nonnegative(),
  behind_by: z.number().int().nonnegative(),
  status: z.string(),
});
export type RawCompare = z.infer<typeof RawCompare>;

/** GET /repos/{owner}/{repo}/compare/{basehead} with its first page of commits (oldest first). */
export const RawCompareWithCommits = RawCompare.extend({
  total_commits: z.number().int().nonnegative(),
  commits: z.array(RawCommit),
});
export type RawCompareWithCommits = z.infer<typeof RawCompareWithCommits>;

/** One entry of GET /repos/{owner}/{repo}/dependency-graph/compare/{basehead} */
export const RawDependencyChange = z.object({
  change_type: z.enum(['added', 'removed']),
  manifest: z.string(),
  ecosystem: z.string(),
  name: z.string(),
  version: z.string().nullish(),
  package_url: z.string().nullish(),
  license: z.string().nullish(),
  scope: z.string().nullish(),
  vulnerabilities: z
    .array(
      z.object({
        severity: z.string(),
        advisory_ghsa_id: z.string(),
        advisory_summary: z.string(),
        advisory_url: z.string(),
      }),
    )
    .nullish(),
});
export type RawDependencyChange = z.infer<typeof RawDependencyChange>;

export interface RawPriorPrs {
  readonly total: number;
  readonly merged: number;
  /** When the earliest of them was opened (the search sorts by creation, oldest first); null when there is none. */
  readonly firstCreatedAt?: string | null;
}
