import { z } from 'zod';

/**
 * The signal, schema "svc.signal.v1". Every analysis result is validated against this schema
 * before it is stored or returned. docs/signal.md documents each field, formula and rule.
 */

export const SIGNAL_VERSION = 'svc.signal.v1';

export const RiskLevel = z.enum(['low', 'medium', 'high', 'critical']);
export type RiskLevel = z.infer<typeof RiskLevel>;

export const Severity = z.enum(['info', 'low', 'medium', 'high', 'critical']);
export type Severity = z.infer<typeof Severity>;

export const ReviewAction = z.enum(['approve', 'comment', 'request_changes', 'needs_discussion']);
export type ReviewAction = z.infer<typeof ReviewAction>;

export const TrustLevel = z.enum(['high', 'medium', 'low', 'unknown']);
export type TrustLevel = z.infer<typeof TrustLevel>;

const isoDate = z.string().min(1);

export const PrSection = z.object({
  provider: z.literal('github'),
  owner: z.string(),
  repo: z.string(),
  number: z.number().int().positive(),
  url: z.string(),
  title: z.string(),
  author: z.string(),
  draft: z.boolean(),
  state: z.enum(['open', 'closed']),
  merged: z.boolean(),
  labels: z.array(z.string()),
  base_branch: z.string(),
  base_sha: z.string(),
  head_branch: z.string(),
  head_sha: z.string(),
  head_repo: z.string().nullable(),
  is_fork: z.boolean(),
  created_at: isoDate,
  updated_at: isoDate,
  additions: z.number().int().nonnegative(),
  deletions: z.number().int().nonnegative(),
  changed_files: z.number().int().nonnegative(),
  commits: z.number().int().nonnegative(),
});
export type PrSection = z.infer<typeof PrSection>;

export const Driver = z.object({
  /** Stable identifier, e.g. "ci-failing", "sensitive-paths", "finding:npm-install-script". */
  id: z.string(),
  title: z.string(),
  detail: z.string(),
  /** Contribution of this driver to the score, 0..1. */
  weight: z.number().min(0).max(1),
  /** The level this driver alone raises the PR to at least (a critical finding cannot be averaged away). */
  floor: RiskLevel.nullable(),
  /** Paths, check names, package names that back the driver. */
  evidence: z.array(z.string()),
});
export type Driver = z.infer<typeof Driver>;

export const RiskSection = z.object({
  level: RiskLevel,
  score: z.number().min(0).max(1),
  drivers: z.array(Driver),
});
export type RiskSection = z.infer<typeof RiskSection>;

export const ContributorRole = z.enum(['author', 'committer', 'co_author']);

export const Contributor = z.object({
  login: z.string(),
  /** Name as written in commits, when known. */
  name: z.string().nullable(),
  /** The most significant role: author, then committer, then co_author. */
  role: ContributorRole,
  /** Every role this person holds in the PR. */
  roles: z.array(ContributorRole),
  trust_level: TrustLevel,
  is_bot: z.boolean(),
  account_age_days: z.number().int().nonnegative().nullable(),
  prior_prs: z.object({
    total: z.number().int().nonnegative().nullable(),
    merged: z.number().int().nonnegative().nullable(),
  }),
  /** GitHub's author_association for the PR author; null for others. */
  association: z.string().nullable(),
  commits: z.number().int().nonnegative(),
  context: z.array(z.string()),
});
export type Contributor = z.infer<typeof Contributor>;

export const Check = z.object({
  name: z.string(),
  source: z.enum(['check_run', 'status']),
  /** queued, in_progress, completed (check runs); pending, completed (statuses). */
  status: z.string(),
  /** success, failure, neutral, cancelled, skipped, timed_out, action_required, stale, error; null while running. */
  conclusion: z.string().nullable(),
  /** passed, failed, pending, skipped: the outcome a reviewer reads. */
  outcome: z.enum(['passed', 'failed', 'pending', 'skipped']),
  url: z.string().nullable(),
  required: z.boolean(),
});
export type Check = z.infer<typeof Check>;

export const EvidenceSection = z.object({
  completeness: z.number().min(0).max(1),
  checks: z.array(Check),
  summary: z.object({
    total: z.number().int().nonnegative(),
    passed: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    pending: z.number().int().nonnegative(),
    skipped: z.number().int().nonnegative(),
  }),
  /** Required check names (repository configuration) that did not report on the head commit. */
  missing_required: z.array(z.string()),
  tests: z.object({
    source_files_changed: z.number().int().nonnegative(),
    test_files_changed: z.number().int().nonnegative(),
    test_files_deleted: z.number().int().nonnegative(),
    source_changed_without_tests: z.boolean(),
  }),
});
export type EvidenceSection = z.infer<typeof EvidenceSection>;

export const DependencySource = z.enum(['registry', 'git', 'url', 'path', 'workspace', 'unknown']);

export const Dependency = z.object({
  /** npm, pypi, go, cargo, rubygems, composer, maven, gradle, nuget, swift, github-actions, docker */
  ecosystem: z.string(),
  name: z.string(),
  version: z.string().nullable(),
  manifest: z.string(),
  dev: z.boolean(),
  source: DependencySource,
  /** A new transitive package: the changed package (`name@version`) whose new version requires it, when the lockfile says. */
  introduced_by: z.string().nullable().optional(),
});
export type Dependency = z.infer<typeof Dependency>;

export const UpdatedDependency = Dependency.extend({
  from_version: z.string().nullable(),
  to_version: z.string().nullable(),
  /** `constraint`: a manifest's range changed to one that overlaps it (`>=2017` to `>=2023`); what is installed need not move. */
  direction: z.enum(['upgrade', 'downgrade', 'changed', 'constraint']),
});
export type UpdatedDependency = z.infer<typeof UpdatedDependency>;

export const Finding = z.object({
  /** Stable id, listed in docs/findings.md (e.g. "npm-install-script", "gha-pr-target-checkout"). */
  id: z.string(),
  severity: Severity,
  title: z.string(),
  detail: z.string(),
  path: z.string(),
  line: z.number().int().positive().nullable(),
  /** The package the finding is about, when it is about one. */
  package: z.string().nullable(),
});
export type Finding = z.infer<typeof Finding>;

export const SuppressedFinding = Finding.extend({
  reason: z.string(),
});
export type SuppressedFinding = z.infer<typeof SuppressedFinding>;

export const SupplyChainSection = z.object({
  new_dependencies: z.array(Dependency),
  updated_dependencies: z.array(UpdatedDependency),
  removed_dependencies: z.array(Dependency),
  lockfile_changes: z.array(
    z.object({
      path: z.string(),
      ecosystem: z.string(),
      manifest_changed: z.boolean(),
    }),
  ),
  ci_changes: z.array(
    z.object({
      path: z.string(),
      status: z.string(),
      findings: z.array(Finding),
    }),
  ),
  findings: z.array(Finding),
  /** Findings the repository configuration suppressed, with the reason. */
  suppressed_findings: z.array(SuppressedFinding),
  /** Known vulnerabilities in added dependencies, from GitHub's dependency review when it answered. */
  vulnerabilities: z.array(
    z.object({
      ecosystem: z.string(),
      name: z.string(),
      version: z.string().nullable(),
      severity: z.string(),
      advisory: z.string(),
      summary: z.string(),
      url: z.string(),
    }),
  ),
  /** Manifests and lockfiles that could not be parsed, and why. */
  skipped: z.array(z.object({ path: z.string(), reason: z.string() })),
});
export type SupplyChainSection = z.infer<typeof SupplyChainSection>;

/** A hunk to read first: new-side lines `start`..`end` (inclusive) and why. */
export const FocusHunk = z.object({
  start: z.number().int().positive(),
  end: z.number().int().positive(),
  reason: z.string(),
});
export type FocusHunk = z.infer<typeof FocusHunk>;

export const FocusFile = z.object({
  path: z.string(),
  rank: z.number().int().positive(),
  score: z.number().min(0).max(1),
  reasons: z.array(z.string()),
  status: z.string(),
  additions: z.number().int().nonnegative(),
  deletions: z.number().int().nonnegative(),
  /** source, test, docs, config, ci, dependency, lockfile, generated, vendored, binary, other */
  category: z.string(),
  /** The hunks to read first (at most 3): those findings point at, then the largest; absent in signals stored before it existed. */
  hunks: z.array(FocusHunk).optional(),
});
export type FocusFile = z.infer<typeof FocusFile>;

export const FocusSection = z.object({
  files: z.array(FocusFile),
  /** How many files the PR changes, even past what GitHub lists. */
  total_files: z.number().int().nonnegative(),
  /** How many files GitHub listed and were scored. */
  listed_files: z.number().int().nonnegative(),
});
export type FocusSection = z.infer<typeof FocusSection>;

export const Recommendation = z.object({
  id: z.string(),
  text: z.string(),
});

export const TriageSection = z.object({
  effort: z.object({
    level: z.number().int().min(1).max(5),
    minutes: z.number().int().nonnegative(),
    reviewable_files: z.number().int().nonnegative(),
    reviewable_lines: z.number().int().nonnegative(),
  }),
  staleness: z.object({
    risk: z.enum(['low', 'medium', 'high']),
    age_days: z.number().int().nonnegative(),
    days_since_update: z.number().int().nonnegative(),
    behind_by: z.number().int().nonnegative().nullable(),
    has_conflicts: z.boolean().nullable(),
  }),
  recommendations: z.array(Recommendation),
});
export type TriageSection = z.infer<typeof TriageSection>;

export const ReviewComment = z.object({
  path: z.string(),
  line: z.number().int().positive().nullable(),
  body: z.string(),
});
export type ReviewComment = z.infer<typeof ReviewComment>;

export const ReviewSection = z.object({
  action: ReviewAction,
  rationale: z.string(),
  comments: z.array(ReviewComment),
});
export type ReviewSection = z.infer<typeof ReviewSection>;

const BudgetUse = z.object({ limit: z.number().int().positive(), used: z.number().int().nonnegative() });

export const MetaSection = z.object({
  scan_id: z.string(),
  generated_at: isoDate,
  analyzer_version: z.string(),
  duration_ms: z.number().nonnegative(),
  github_requests: z.number().int().nonnegative(),
  /**
   * Of github_requests, the conditional ones GitHub answered 304 Not Modified (the answer came
   * from svc's ETag cache; an authorized 304 does not count against the rate limit). Absent in
   * signals stored before it existed.
   */
  github_conditional_hits: z.number().int().nonnegative().optional(),
  warnings: z.array(z.string()),
  source: z.enum(['api', 'webhook']),
  /** True when GitHub listed fewer files or commits than the PR has. */
  truncated: z.boolean(),
  /** Which repository configuration was used: "defaults", or its path at the base commit. */
  config: z.object({
    source: z.string(),
    commit: z.string().nullable(),
  }),
  /**
   * The analysis budget (docs/configuration.md): its limits, what was used, and whether a limit was
   * reached (then `meta.warnings` says what was not read). Absent from scans stored before it existed.
   */
  budget: z
    .object({
      github_requests: BudgetUse,
      bytes: BudgetUse,
      files: BudgetUse,
      file_bytes_limit: z.number().int().positive(),
      reached: z.boolean(),
      limits_reached: z.array(z.enum(['github_requests', 'bytes', 'files'])),
    })
    .optional(),
});
export type MetaSection = z.infer<typeof MetaSection>;

export const Signal = z.object({
  version: z.literal(SIGNAL_VERSION),
  signal_id: z.string(),
  pr: PrSection,
  risk: RiskSection,
  contributors: z.array(Contributor),
  evidence: EvidenceSection,
  supply_chain: SupplyChainSection,
  focus: FocusSection,
  triage: TriageSection,
  review: ReviewSection,
  meta: MetaSection,
});
export type Signal = z.infer<typeof Signal>;
