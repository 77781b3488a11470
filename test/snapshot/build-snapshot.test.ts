import { describe, expect, it } from 'vitest';
import { RawCheckRun, RawCommit, RawCommitStatus, RawDependencyChange, RawPullFile, RawPullRequest, RawUserProfile } from '../../src/snapshot/raw-schemas.js';
import { MAX_COUNT, buildSnapshot } from '../../src/snapshot/build-snapshot.js';
import type { RawPrData } from '../../src/snapshot/raw-pr-data.js';
import { makePrFixture, typicalPrFixture, type PrFixture } from '../support/pr-fixture.js';

/** Raw data as fetchPrData gathers it, from a fixture's GitHub responses. */
function rawFrom(fixture: PrFixture, overrides: Partial<RawPrData> = {}): RawPrData {
  const rendered = fixture.render();
  return {
    owner: fixture.owner,
    repo: fixture.repo,
    number: fixture.number,
    pull: RawPullRequest.parse(rendered.pull),
    files: rendered.files.map((f) => RawPullFile.parse(f)),
    commits: rendered.commits.map((c) => RawCommit.parse(c)),
    checkRuns: rendered.checkRuns.map((r) => RawCheckRun.parse(r)),
    statuses: (rendered.combinedStatus.statuses as unknown[]).map((s) => RawCommitStatus.parse(s)),
    profiles: { [fixture.author.login]: RawUserProfile.parse(rendered.users[fixture.author.login]) },
    priorPrs: { [fixture.author.login]: { total: 12, merged: 9 } },
    compare: { ahead_by: 5, behind_by: 2, status: 'diverged' },
    contents: [{ path: 'package.json', base: 'a', head: 'b' }],
    dependencyChanges: (rendered.dependencyChanges ?? []).map((d) => RawDependencyChange.parse(d)),
    baseFiles: [{ path: '.github/svc.yml', content: 'x: 1\n' }],
    warnings: ['check runs could not be read (HTTP 403): CI evidence may be incomplete'],
    ...overrides,
  };
}

describe('buildSnapshot', () => {
  const typical = typicalPrFixture();

  it('maps GitHub REST shapes to the snapshot', () => {
    const snapshot = buildSnapshot(rawFrom(typical));
    expect(snapshot).toMatchObject({
      provider: 'github',
      owner: 'acme',
      repo: 'widgets',
      number: 42,
      url: 'https://github.com/acme/widgets/pull/42',
      title: typical.title,
      body: typical.body,
      author: { login: 'jdoe', type: 'User' },
      authorAssociation: 'CONTRIBUTOR',
      draft: false,
      state: 'open',
      merged: false,
      labels: ['enhancement'],
      baseBranch: 'main',
      baseSha: typical.baseSha,
      headBranch: 'feature/pad-labels',
      headSha: typical.headSha,
      headRepoFullName: 'acme/widgets',
      isFork: false,
      createdAt: '2024-05-01T09:00:00Z',
      updatedAt: '2024-05-02T15:30:00Z',
      changedFiles: 20,
      commitCount: 5,
      mergeable: true,
      mergeableState: 'behind',
      compare: { behindBy: 2, aheadBy: 5, status: 'diverged' },
      priorPrs: { jdoe: { total: 12, merged: 9 } },
      profiles: { jdoe: { login: 'jdoe', type: 'User', name: 'Jane Doe', createdAt: '2017-08-20T10:00:00Z', publicRepos: 12, followers: 7 } },
      contents: [{ path: 'package.json', base: 'a', head: 'b' }],
      baseFiles: [{ path: '.github/svc.yml', content: 'x: 1\n' }],
      warnings: ['check runs could not be read (HTTP 403): CI evidence may be incomplete'],
    });
    expect(snapshot.files[0]).toEqual({
      path: 'package.json',
      previousPath: null,
      status: 'modified',
      additions: 1,
      deletions: 0,
      patch: typical.files[0]?.patch,
    });
    expect(snapshot.files.find((f) => f.status === 'renamed')).toMatchObject({ path: 'src/widgets/theme.ts', previousPath: 'src/widgets/colors.ts' });
    expect(snapshot.commits[0]).toEqual({
      sha: typical.commits[0]?.sha,
      message: 'Add padded labels to widgets',
      authorName: 'Jdoe',
      authorEmail: 'jdoe@users.noreply.github.com',
      author: { login: 'jdoe', type: 'User' },
      committerName: 'Jdoe',
      committerEmail: 'jdoe@users.noreply.github.com',
      committer: { login: 'jdoe', type: 'User' },
      authoredAt: typical.commits[0]?.date,
      committedAt: typical.commits[0]?.date,
      verified: false,
      parentCount: 1,
    });
    expect(snapshot.checkRuns?.[0]).toMatchObject({ name: 'build', status: 'completed', conclusion: 'success', appSlug: 'github-actions' });
    expect(snapshot.statuses).toEqual([
      { context: 'ci/circleci: deploy-preview', state: 'success', description: 'ci/circleci: deploy-preview: success', targetUrl: expect.any(String), updatedAt: expect.any(String) },
    ]);
    expect(snapshot.dependencyChanges).toEqual([
      {
        changeType: 'added',
        manifest: 'package.json',
        ecosystem: 'npm',
        name: 'left-pad',
        version: '1.3.0',
        packageUrl: 'pkg:npm/left-pad@1.3.0',
        license: 'WTFPL',
        scope: 'runtime',
        vulnerabilities: [],
      },
    ]);
  });

  it('is pure: the same input gives the same snapshot, unfrozen', () => {
    const raw = rawFrom(typical);
    const a = buildSnapshot(raw);
    expect(buildSnapshot(raw)).toEqual(a);
    expect(Object.isFrozen(a)).toBe(false);
  });

  it('keeps failed reads null', () => {
    const snapshot = buildSnapshot(rawFrom(typical, { checkRuns: null, statuses: null, compare: null, dependencyChanges: null, profiles: {}, priorPrs: {} }));
    expect(snapshot).toMatchObject({ checkRuns: null, statuses: null, compare: null, dependencyChanges: null, profiles: {}, priorPrs: {} });
  });

  it('warns when GitHub lists only part of the files and commits', () => {
    const fixture = makePrFixture({
      owner: 'acme',
      repo: 'big',
      number: 1,
      files: Array.from({ length: 3000 }, (_, i) => ({ path: `f${i}.ts` })),
      changedFiles: 3100,
      commits: 250,
      commitCount: 260,
    });
    const snapshot = buildSnapshot(rawFrom(fixture, { warnings: [] }));
    expect(snapshot.warnings).toEqual([
      'GitHub lists only the first 3,000 of the 3,100 changed files: 100 files are not analyzed',
      'GitHub lists only the first 250 of the 260 commits: authors of the other 10 commits are not analyzed',
    ]);
  });

  it('copes with missing and unexpected values', () => {
    const raw = rawFrom(typical);
    const pull = {
      ...raw.pull,
      user: null,
      author_association: null,
      draft: null,
      merged: null,
      merged_at: '2024-05-03T00:00:00Z',
      state: 'closed',
      body: null,
      labels: [{ name: null }, { name: 'bug' }],
      head: { ...raw.pull.head, repo: null },
      additions: null,
      deletions: null,
      changed_files: null,
      commits: null,
      mergeable: null,
      mergeable_state: null,
    };
    const snapshot = buildSnapshot({
      ...raw,
      pull,
      files: [{ filename: 'a.bin', status: 'weird', additions: null, deletions: 3, patch: null }],
      commits: [{ sha: 's', commit: { message: 'm' }, author: {}, committer: null, parents: null }],
      checkRuns: [{ id: 1, name: 'x', status: 'strange', conclusion: 'success' }, { id: 2, name: 'y', status: 'strange' }],
      statuses: [{ context: 'c', state: 'unknown' }],
      dependencyChanges: [{ change_type: 'removed', manifest: 'm', ecosystem: 'pip', name: 'n', version: '', scope: 'weird', vulnerabilities: null }],
    });
    expect(snapshot).toMatchObject({
      author: { login: 'ghost', type: 'User' },
      authorAssociation: 'NONE',
      draft: false,
      merged: true,
      state: 'closed',
      body: '',
      labels: ['bug'],
      headRepoFullName: null,
      isFork: true,
      additions: 0,
      deletions: 3,
      changedFiles: 1,
      commitCount: 1,
      mergeable: null,
      mergeableState: null,
    });
    expect(snapshot.files[0]).toMatchObject({ status: 'modified', additions: 0, patch: null });
    expect(snapshot.commits[0]).toMatchObject({ author: null, committer: null, authorName: null, verified: null, parentCount: 1 });
    expect(snapshot.checkRuns?.map((r) => r.status)).toEqual(['completed', 'pending']);
    expect(snapshot.statuses?.[0]?.state).toBe('pending');
    expect(snapshot.dependencyChanges?.[0]).toMatchObject({ version: null, scope: 'unknown', vulnerabilities: [] });
  });

  it('keeps line, file and commit counts at most MAX_COUNT, so the review effort stays an exact integer', async () => {
    const raw = rawFrom(typical);
    const huge = Number.MAX_SAFE_INTEGER;
    const files = [
      { filename: 'src/a.ts', status: 'modified', additions: huge, deletions: huge, patch: '@@ -1 +1 @@\n-a\n+b' },
      { filename: 'src/b.ts', status: 'modified', additions: huge, deletions: 1, patch: '@@ -1 +1 @@\n-a\n+b' },
    ];
    const snapshot = buildSnapshot({ ...raw, pull: { ...raw.pull, additions: huge, deletions: huge, changed_files: huge, commits: huge }, files });
    expect(snapshot).toMatchObject({ additions: MAX_COUNT, deletions: MAX_COUNT, changedFiles: MAX_COUNT, commitCount: MAX_COUNT });
    expect(snapshot.files.map((f) => [f.additions, f.deletions])).toEqual([[MAX_COUNT, MAX_COUNT], [MAX_COUNT, 1]]);
    // Before: 2 x 2^53 reviewable lines, and the signal did not validate (triage.effort: too big).
    const { runAnalyzers } = await import('../../src/analyzers/run-analyzers.js');
    const { TriageSection } = await import('../../src/signal/schema.js');
    const { DEFAULT_CONFIG } = await import('../../src/repo-config/schema.js');
    const sections = runAnalyzers(snapshot, { now: new Date('2024-05-03T00:00:00Z'), config: DEFAULT_CONFIG });
    expect(TriageSection.safeParse(sections.triage).success).toBe(true);
  });
});
