import type {
  PrSnapshot,
  SnapshotCheckRun,
  SnapshotCommit,
  SnapshotFile,
  SnapshotStatus,
} from '../../src/snapshot/pr-snapshot.js';
import { freezeDeep } from '../../src/snapshot/pr-snapshot.js';
import type { Finding, SupplyChainSection } from '../../src/signal/schema.js';
import type { AnalyzerContext } from '../../src/analyzers/context.js';
import { createAnalyzerContext } from '../../src/analyzers/context.js';
import type { RepoConfig } from '../../src/repo-config/schema.js';
import { DEFAULT_CONFIG } from '../../src/repo-config/schema.js';

/**
 * Test helpers that build literal PrSnapshots with sensible defaults.
 *
 * Defaults describe a small, open, non-draft PR by `alice` (a repository MEMBER, account created
 * 2020-01-01) to `acme/widgets` #42, with no files, no commits, empty CI (no check runs, no
 * statuses), and every optional read answered. Override what a test cares about.
 */

export const DEFAULT_NOW = new Date('2024-06-15T12:00:00Z');

/** The analyzers' context at DEFAULT_NOW: the classifier reads the snapshot's base `.gitattributes` when one is given. */
export function makeContext(config: RepoConfig = DEFAULT_CONFIG, snapshot: PrSnapshot = makeSnapshot({})): AnalyzerContext {
  return createAnalyzerContext(snapshot, { now: DEFAULT_NOW, config });
}

export function makeFile(path: string, overrides: Partial<SnapshotFile> = {}): SnapshotFile {
  return {
    path,
    previousPath: null,
    status: 'modified',
    additions: 10,
    deletions: 2,
    patch: null,
    ...overrides,
  };
}

let commitCounter = 0;

export function makeCommit(overrides: Partial<SnapshotCommit> = {}): SnapshotCommit {
  commitCounter += 1;
  const sha = overrides.sha ?? commitCounter.toString(16).padStart(40, '0');
  return {
    sha,
    message: 'Change something',
    authorName: 'Alice',
    authorEmail: 'alice@example.com',
    author: { login: 'alice', type: 'User' },
    committerName: 'Alice',
    committerEmail: 'alice@example.com',
    committer: { login: 'alice', type: 'User' },
    authoredAt: '2024-06-10T10:00:00Z',
    committedAt: '2024-06-10T10:00:00Z',
    verified: null,
    parentCount: 1,
    ...overrides,
  };
}

let checkRunCounter = 0;

export function makeCheckRun(name: string, overrides: Partial<SnapshotCheckRun> = {}): SnapshotCheckRun {
  checkRunCounter += 1;
  return {
    id: checkRunCounter,
    name,
    status: 'completed',
    conclusion: 'success',
    appSlug: 'github-actions',
    detailsUrl: `https://github.com/acme/widgets/runs/${checkRunCounter}`,
    startedAt: '2024-06-10T10:01:00Z',
    completedAt: '2024-06-10T10:05:00Z',
    ...overrides,
  };
}

export function makeStatus(context: string, overrides: Partial<SnapshotStatus> = {}): SnapshotStatus {
  return {
    context,
    state: 'success',
    description: null,
    targetUrl: null,
    updatedAt: '2024-06-10T10:05:00Z',
    ...overrides,
  };
}

export function makeSnapshot(overrides: Partial<PrSnapshot> = {}): PrSnapshot {
  const files = overrides.files ?? [];
  const commits = overrides.commits ?? [];
  const base: PrSnapshot = {
    provider: 'github',
    owner: 'acme',
    repo: 'widgets',
    number: 42,
    url: 'https://github.com/acme/widgets/pull/42',
    title: 'Improve widgets',
    body: '',
    author: { login: 'alice', type: 'User' },
    authorAssociation: 'MEMBER',
    draft: false,
    state: 'open',
    merged: false,
    labels: [],
    baseBranch: 'main',
    baseSha: 'b'.repeat(40),
    headBranch: 'feature',
    headSha: 'h'.repeat(40),
    headRepoFullName: 'acme/widgets',
    isFork: false,
    createdAt: '2024-06-10T09:00:00Z',
    updatedAt: '2024-06-14T09:00:00Z',
    additions: files.reduce((sum, f) => sum + f.additions, 0),
    deletions: files.reduce((sum, f) => sum + f.deletions, 0),
    changedFiles: files.length,
    commitCount: commits.length,
    mergeable: true,
    mergeableState: 'clean',
    files,
    commits,
    checkRuns: [],
    statuses: [],
    profiles: {
      alice: {
        login: 'alice',
        type: 'User',
        name: 'Alice',
        createdAt: '2020-01-01T00:00:00Z',
        publicRepos: 10,
        followers: 5,
      },
    },
    priorPrs: { alice: { total: 10, merged: 8 } },
    compare: { behindBy: 0, aheadBy: commits.length, status: 'ahead' },
    contents: [],
    dependencyChanges: null,
    baseFiles: [],
    warnings: [],
  };
  return freezeDeep({ ...base, ...overrides });
}

/** An empty supply-chain section (nothing found), for analyzers that read one. */
export function makeSupplyChain(overrides: Partial<SupplyChainSection> = {}): SupplyChainSection {
  return {
    new_dependencies: [],
    updated_dependencies: [],
    removed_dependencies: [],
    lockfile_changes: [],
    ci_changes: [],
    findings: [],
    suppressed_findings: [],
    vulnerabilities: [],
    skipped: [],
    ...overrides,
  };
}

export function makeTestFinding(overrides: Partial<Finding> = {}): Finding {
  return {
    id: 'test-finding',
    severity: 'medium',
    title: 'A test finding',
    detail: 'Something a reviewer should look at.',
    path: 'package.json',
    line: null,
    package: null,
    ...overrides,
  };
}
