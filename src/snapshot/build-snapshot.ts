import type { RawCheckRun, RawCommit, RawCommitStatus, RawDependencyChange, RawPullFile } from './raw-schemas.js';
import type {
  CheckRunStatus,
  FileStatus,
  PrSnapshot,
  SnapshotCheckRun,
  SnapshotCommit,
  SnapshotDependencyChange,
  SnapshotFile,
  SnapshotPriorPrs,
  SnapshotStatus,
  SnapshotUser,
  SnapshotUserProfile,
} from './pr-snapshot.js';
import type { RawPrData } from './raw-pr-data.js';

/** GitHub lists at most this many files and commits of a pull request. */
const MAX_LISTED_FILES = 3000;
const MAX_LISTED_COMMITS = 250;

const FILE_STATUSES: ReadonlySet<string> = new Set<FileStatus>(['added', 'removed', 'modified', 'renamed', 'copied', 'changed', 'unchanged']);
const CHECK_RUN_STATUSES: ReadonlySet<string> = new Set<CheckRunStatus>(['queued', 'in_progress', 'completed', 'waiting', 'requested', 'pending']);
/**
 * Line, file and commit counts are kept at most this: a count past it is not a real diff (GitHub
 * stops diffing long before), and sums of 3,000 files' counts stay exact integers (a file that
 * claims 2^53 lines made the review effort overflow the signal's integer fields).
 */
export const MAX_COUNT = 1_000_000_000;

function count(value: number): number {
  return Math.min(value, MAX_COUNT);
}

const STATUS_STATES: ReadonlySet<string> = new Set<SnapshotStatus['state']>(['error', 'failure', 'pending', 'success']);

/**
 * Raw GitHub REST data -> PrSnapshot. Pure: no network, no clock; the same input always gives
 * the same snapshot. The caller deep-freezes the result.
 */
export function buildSnapshot(raw: RawPrData): PrSnapshot {
  const { pull } = raw;
  const files = raw.files.map(toFile);
  const commits = raw.commits.map(toCommit);
  const changedFiles = count(pull.changed_files ?? files.length);
  const commitCount = count(pull.commits ?? commits.length);
  const headRepoFullName = pull.head.repo?.full_name ?? null;
  const baseRepoFullName = pull.base.repo?.full_name ?? `${raw.owner}/${raw.repo}`;

  const warnings = [...raw.warnings];
  if (changedFiles > files.length && files.length >= MAX_LISTED_FILES) {
    warnings.push(
      `GitHub lists only the first ${files.length.toLocaleString('en-US')} of the ${changedFiles.toLocaleString('en-US')} changed files: ` +
        `${(changedFiles - files.length).toLocaleString('en-US')} files are not analyzed`,
    );
  }
  if (commitCount > commits.length && commits.length >= MAX_LISTED_COMMITS) {
    warnings.push(
      `GitHub lists only the first ${commits.length} of the ${commitCount} commits: ` +
        `authors of the other ${commitCount - commits.length} commits are not analyzed`,
    );
  }

  const profiles: Record<string, SnapshotUserProfile> = {};
  for (const [login, profile] of Object.entries(raw.profiles)) {
    profiles[login] = {
      login: profile.login,
      type: profile.type,
      name: profile.name ?? null,
      createdAt: profile.created_at,
      publicRepos: profile.public_repos ?? null,
      followers: profile.followers ?? null,
    };
  }
  const priorPrs: Record<string, SnapshotPriorPrs> = {};
  for (const [login, counts] of Object.entries(raw.priorPrs)) priorPrs[login] = { total: counts.total, merged: counts.merged, firstCreatedAt: counts.firstCreatedAt ?? null };

  return {
    provider: 'github',
    owner: raw.owner,
    repo: raw.repo,
    number: raw.number,
    url: pull.html_url,
    title: pull.title,
    body: pull.body ?? '',
    author: toUser(pull.user) ?? { login: 'ghost', type: 'User' },
    authorAssociation: pull.author_association ?? 'NONE',
    draft: pull.draft ?? false,
    state: pull.state === 'closed' ? 'closed' : 'open',
    merged: pull.merged ?? Boolean(pull.merged_at),
    labels: (pull.labels ?? []).flatMap((label) => (label.name ? [label.name] : [])),
    baseBranch: pull.base.ref,
    baseSha: pull.base.sha,
    headBranch: pull.head.ref,
    headSha: pull.head.sha,
    headRepoFullName,
    // A deleted head repository can only have been a fork: a branch of the base repository has a repository.
    isFork: headRepoFullName === null || headRepoFullName.toLowerCase() !== baseRepoFullName.toLowerCase(),
    createdAt: pull.created_at,
    updatedAt: pull.updated_at,
    additions: count(pull.additions ?? sum(files, (f) => f.additions)),
    deletions: count(pull.deletions ?? sum(files, (f) => f.deletions)),
    changedFiles,
    commitCount,
    mergeable: pull.mergeable ?? null,
    mergeableState: pull.mergeable_state ?? null,
    files,
    commits,
    checkRuns: raw.checkRuns === null ? null : raw.checkRuns.map(toCheckRun),
    statuses: raw.statuses === null ? null : raw.statuses.map(toStatus),
    profiles,
    priorPrs,
    compare: raw.compare === null ? null : { behindBy: raw.compare.behind_by, aheadBy: raw.compare.ahead_by, status: raw.compare.status },
    contents: raw.contents.map((c) => ({ path: c.path, base: c.base, head: c.head })),
    dependencyChanges: raw.dependencyChanges === null ? null : raw.dependencyChanges.map(toDependencyChange),
    baseFiles: raw.baseFiles.map((f) => ({ path: f.path, content: f.content })),
    ...(raw.actionTags && raw.actionTags.length > 0 ? { actionTags: raw.actionTags.map((t) => ({ ...t })) } : {}),
    ...(raw.actionRefs && raw.actionRefs.length > 0 ? { actionRefs: structuredClone(raw.actionRefs) } : {}),
    warnings,
  };
}

function sum<T>(items: readonly T[], value: (item: T) => number): number {
  let total = 0;
  for (const item of items) total += value(item);
  return total;
}

function toUser(account: { login?: string | undefined; type?: string | null | undefined } | null | undefined): SnapshotUser | null {
  if (!account?.login) return null;
  return { login: account.login, type: account.type ?? null };
}

function toFile(file: RawPullFile): SnapshotFile {
  const status = FILE_STATUSES.has(file.status) ? (file.status as FileStatus) : 'modified';
  return {
    path: file.filename,
    previousPath: file.previous_filename ?? null,
    status,
    additions: count(file.additions ?? 0),
    deletions: count(file.deletions ?? 0),
    patch: file.patch ?? null,
  };
}

function toCommit(commit: RawCommit): SnapshotCommit {
  const author = commit.commit.author;
  const committer = commit.commit.committer;
  return {
    sha: commit.sha,
    message: commit.commit.message,
    authorName: author?.name ?? null,
    authorEmail: author?.email ?? null,
    author: toUser(commit.author),
    committerName: committer?.name ?? null,
    committerEmail: committer?.email ?? null,
    committer: toUser(commit.committer),
    authoredAt: author?.date ?? null,
    committedAt: committer?.date ?? null,
    verified: commit.commit.verification?.verified ?? null,
    parentCount: commit.parents?.length ?? 1,
  };
}

function toCheckRun(run: RawCheckRun): SnapshotCheckRun {
  let status: CheckRunStatus;
  if (CHECK_RUN_STATUSES.has(run.status)) status = run.status as CheckRunStatus;
  else status = run.conclusion ? 'completed' : 'pending';
  return {
    id: run.id,
    name: run.name,
    status,
    conclusion: run.conclusion ?? null,
    appSlug: run.app?.slug ?? null,
    detailsUrl: run.details_url ?? null,
    startedAt: run.started_at ?? null,
    completedAt: run.completed_at ?? null,
  };
}

function toStatus(status: RawCommitStatus): SnapshotStatus {
  return {
    context: status.context,
    // An unknown state is neither a pass nor a failure: treat it as still pending.
    state: STATUS_STATES.has(status.state) ? (status.state as SnapshotStatus['state']) : 'pending',
    description: status.description ?? null,
    targetUrl: status.target_url ?? null,
    updatedAt: status.updated_at ?? status.created_at ?? null,
  };
}

function toDependencyChange(change: RawDependencyChange): SnapshotDependencyChange {
  const scope = change.scope === 'runtime' || change.scope === 'development' ? change.scope : 'unknown';
  return {
    changeType: change.change_type,
    manifest: change.manifest,
    ecosystem: change.ecosystem,
    name: change.name,
    version: change.version ? change.version : null,
    packageUrl: change.package_url ?? null,
    license: change.license ?? null,
    scope,
    vulnerabilities: (change.vulnerabilities ?? []).map((v) => ({
      severity: v.severity,
      advisoryGhsaId: v.advisory_ghsa_id,
      advisorySummary: v.advisory_summary,
      advisoryUrl: v.advisory_url,
    })),
  };
}
