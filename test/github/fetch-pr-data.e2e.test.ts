import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AnalysisError } from '../../src/errors.js';
import { createOctokit, type CreateOctokitOptions } from '../../src/github/create-octokit.js';
import { GitHubEtagCache } from '../../src/github/etag-cache.js';
import { profileNeededAfterHistory, profileNeededUpFront } from '../../src/analyzers/contributors.js';
import { readPrSnapshot } from '../../src/services/read-pr-snapshot.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { hugePrFixture, makePrFixture, TYPICAL_PACKAGE_JSON_BASE, TYPICAL_PACKAGE_JSON_HEAD, typicalPrFixture, type PrFixture } from '../support/pr-fixture.js';

const wantContent = (p: string): boolean => /(^|\/)(package\.json|package-lock\.json|requirements.*\.txt)$|^\.github\/workflows\//.test(p);

let server: GitHubServer;
let typical: PrFixture;

beforeAll(async () => {
  server = await startGitHubServer();
  typical = server.addPullRequest(typicalPrFixture());
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
});

function client(options: Partial<CreateOctokitOptions> = {}) {
  return createOctokit({ baseUrl: server.apiUrl, retryBaseMs: 1, timeoutMs: 2000, log: { warn: () => undefined }, ...options });
}

async function analyze(fixture: { owner: string; repo: string; number: number }, options: Partial<CreateOctokitOptions> = {}) {
  const { octokit, requestCount } = client(options);
  const snapshot = await readPrSnapshot(octokit, { owner: fixture.owner, repo: fixture.repo, number: fixture.number }, { wantContent });
  return { snapshot, requests: requestCount() };
}

function gitRequests(): string[] {
  return server.requests.filter((r) => r.path.includes('/git/')).map((r) => decodeURIComponent(r.path));
}

function contentRequests(ref: string): string[] {
  return server.requests.filter((r) => r.path.includes('/contents/') && r.url.includes(`ref=${ref}`)).map((r) => decodeURIComponent(r.path));
}

describe('re-reading an unchanged PR with the ETag cache', () => {
  it('costs at most 3 requests that GitHub answers in full, and at most 9 in all: the rest are 304s, and the snapshot is the same', async () => {
    const cache = new GitHubEtagCache();
    const first = client({ etagCache: cache, token: 'ghp_reread0000000000000000000000000000000' });
    const target = { owner: 'acme', repo: 'widgets', number: 42 };
    const before = await readPrSnapshot(first.octokit, target, { wantContent });
    expect(first.notModifiedCount()).toBe(0);
    server.reset();
    const second = client({ etagCache: cache, token: 'ghp_reread0000000000000000000000000000000' });
    const after = await readPrSnapshot(second.octokit, target, { wantContent });
    expect(after).toEqual(before);
    // The base commit's root tree (which lacks .github/svc.yml and .gitattributes) and the base of
    // package.json cannot have changed: answered again without a request.
    expect(second.cachedReadCount()).toBe(2);
    expect(server.requests.some((r) => r.path.includes('/contents/') || r.path.includes('/git/'))).toBe(false);
    expect(second.requestCount() + second.cachedReadCount()).toBe(first.requestCount());
    expect(second.requestCount()).toBeLessThanOrEqual(9);
    expect(second.notModifiedCount()).toBe(server.notModified);
    expect(second.requestCount() - second.notModifiedCount()).toBeLessThanOrEqual(3);
    expect(server.requests.every((r) => r.status === 304)).toBe(true);
  });
});

describe("the author's profile, read only while the account's age can still matter (the analysis's policy)", () => {
  const authorProfile = { upFront: profileNeededUpFront, afterHistory: (author: Parameters<typeof profileNeededUpFront>[0], prior: Parameters<typeof profileNeededAfterHistory>[1]) => profileNeededAfterHistory(author, prior, new Date()) };
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  let number = 700;
  async function read(author: { login: string; association: string; createdAt?: string }, priorPrs: { total: number; merged: number; firstCreatedAt?: string }) {
    const fixture = server.addPullRequest(makePrFixture({ owner: 'acme', repo: 'profiles', number: (number += 1), author, priorPrs, files: [{ path: 'src/a.ts', additions: 1, deletions: 0 }] }));
    server.reset();
    const { octokit, requestCount } = client();
    const snapshot = await readPrSnapshot(octokit, { owner: fixture.owner, repo: fixture.repo, number: fixture.number }, { wantContent, authorProfile });
    return { snapshot, requests: requestCount(), profileRead: server.requests.some((r) => r.path === `/users/${author.login}`) };
  }

  it('a typical PR by a CONTRIBUTOR with merged PRs here since 2023 costs 9 requests: no profile read', async () => {
    const { octokit, requestCount } = client();
    const snapshot = await readPrSnapshot(octokit, { owner: 'acme', repo: 'widgets', number: 42 }, { wantContent, authorProfile });
    expect(requestCount()).toBe(9);
    expect(server.requests.some((r) => r.path.startsWith('/users/'))).toBe(false);
    expect(snapshot.profiles).toEqual({});
    expect(snapshot.priorPrs).toEqual({ jdoe: { total: 12, merged: 9, firstCreatedAt: '2023-01-01T00:00:00Z' } });
    expect(snapshot.warnings).toEqual([]);
  });

  it('reads it up front for first-timers and authors with no association', async () => {
    for (const association of ['FIRST_TIME_CONTRIBUTOR', 'FIRST_TIMER', 'NONE']) {
      const { snapshot, profileRead } = await read({ login: `new-${association.toLowerCase().replace(/_/g, '-')}`, association, createdAt: daysAgo(3) }, { total: 1, merged: 0 });
      expect(profileRead).toBe(true);
      expect(Object.values(snapshot.profiles)).toHaveLength(1);
    }
  });

  it('reads it after the search when the history does not settle trust: no merged PR here, or several but all recent', async () => {
    expect((await read({ login: 'committer-only', association: 'CONTRIBUTOR', createdAt: daysAgo(10) }, { total: 1, merged: 0 })).profileRead).toBe(true);
    expect((await read({ login: 'quiet-member', association: 'MEMBER', createdAt: daysAgo(900) }, { total: 0, merged: 0 })).profileRead).toBe(true);
    expect((await read({ login: 'recent-regular', association: 'CONTRIBUTOR', createdAt: daysAgo(2000) }, { total: 6, merged: 5, firstCreatedAt: daysAgo(100) })).profileRead).toBe(true);
  });

  it('leaves it unread when the history settles trust: an OWNER, a MEMBER with a merged PR, a CONTRIBUTOR with one or two, or with several since long ago', async () => {
    expect((await read({ login: 'the-owner', association: 'OWNER' }, { total: 0, merged: 0 })).profileRead).toBe(false);
    expect((await read({ login: 'a-member', association: 'MEMBER' }, { total: 2, merged: 1, firstCreatedAt: daysAgo(20) })).profileRead).toBe(false);
    expect((await read({ login: 'occasional', association: 'CONTRIBUTOR' }, { total: 3, merged: 2, firstCreatedAt: daysAgo(20) })).profileRead).toBe(false);
    const { snapshot, profileRead, requests } = await read({ login: 'old-regular', association: 'CONTRIBUTOR' }, { total: 9, merged: 7, firstCreatedAt: daysAgo(800) });
    expect(profileRead).toBe(false);
    expect(snapshot.profiles).toEqual({});
    expect(requests).toBe(server.requestCount());
  });
});

describe('fetchPrData (through readPrSnapshot) against the local GitHub server', () => {
  it('reads a typical PR into a frozen snapshot with 10 requests, each one an analyzer uses', async () => {
    const progress: string[] = [];
    const { octokit, requestCount } = client();
    const snapshot = await readPrSnapshot(octokit, { owner: 'acme', repo: 'widgets', number: 42 }, { wantContent, onProgress: (m) => progress.push(m) });

    expect(requestCount()).toBe(10);
    expect(requestCount()).toBe(server.requestCount());
    const { baseSha, headSha } = typical;
    expect(server.requests.map((r) => decodeURIComponent(r.url.replace('/api/v3', ''))).sort()).toEqual(
      [
        '/repos/acme/widgets/pulls/42',
        '/repos/acme/widgets/pulls/42/files?per_page=100&page=1',
        // The comparison lists the commits too: no read of /pulls/42/commits.
        `/repos/acme/widgets/compare/main...${headSha}?per_page=100`,
        `/repos/acme/widgets/commits/${headSha}/check-runs?per_page=100&page=1`,
        `/repos/acme/widgets/commits/${headSha}/status?per_page=100&page=1`,
        '/users/jdoe',
        '/search/issues?q=repo:acme/widgets type:pr author:jdoe&sort=created&order=asc&per_page=100',
        // The base commit's root tree: neither .github/svc.yml nor .gitattributes is there, so neither is read.
        `/repos/acme/widgets/git/trees/${baseSha}`,
        `/repos/acme/widgets/contents/package.json?ref=${baseSha}`,
        `/repos/acme/widgets/dependency-graph/compare/${baseSha}...${headSha}`,
      ].sort(),
    );
    expect(server.requests.every((r) => r.status === 200 || r.status === 404)).toBe(true);
    expect(progress[0]).toBe('reading pull request acme/widgets#42');
    expect(Object.isFrozen(snapshot)).toBe(true);
    expect(Object.isFrozen(snapshot.files[0])).toBe(true);

    expect(snapshot).toMatchObject({
      provider: 'github',
      owner: 'acme',
      repo: 'widgets',
      number: 42,
      url: `${server.url}/acme/widgets/pull/42`,
      title: 'Pad widget labels and add the left-pad dependency',
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
      changedFiles: 20,
      commitCount: 5,
      additions: typical.additions,
      deletions: typical.deletions,
      mergeable: true,
      mergeableState: 'behind',
      compare: { behindBy: 2, aheadBy: 5, status: 'diverged' },
      priorPrs: { jdoe: { total: 12, merged: 9, firstCreatedAt: '2023-01-01T00:00:00Z' } },
      profiles: { jdoe: { login: 'jdoe', type: 'User', name: 'Jane Doe', createdAt: '2017-08-20T10:00:00Z' } },
      baseFiles: [],
      warnings: [],
    });
    expect(snapshot.files.map((f) => f.path)).toEqual(typical.files.map((f) => f.path));
    expect(snapshot.files.find((f) => f.path === 'src/widgets/theme.ts')).toMatchObject({ status: 'renamed', previousPath: 'src/widgets/colors.ts' });
    expect(snapshot.commits).toHaveLength(5);
    expect(snapshot.commits[4]).toMatchObject({ sha: typical.headSha, author: { login: 'jdoe', type: 'User' }, parentCount: 1 });
    expect(snapshot.checkRuns?.map((r) => r.name)).toEqual(['build', 'CodeQL', 'dependency-review', 'e2e', 'lint', 'test (node 20)', 'test (node 22)', 'typecheck']);
    expect(snapshot.statuses).toEqual([expect.objectContaining({ context: 'ci/circleci: deploy-preview', state: 'success' })]);
    expect(snapshot.contents).toEqual([{ path: 'package.json', base: TYPICAL_PACKAGE_JSON_BASE, head: TYPICAL_PACKAGE_JSON_HEAD }]);
    expect(snapshot.dependencyChanges).toEqual([
      expect.objectContaining({ changeType: 'added', manifest: 'package.json', ecosystem: 'npm', name: 'left-pad', version: '1.3.0', scope: 'runtime' }),
    ]);
    // The head of package.json came from its patch, not from GitHub.
    expect(contentRequests(typical.headSha)).toEqual([]);
  });

  it('needs two sequential round trips for a typical PR', async () => {
    await analyze(typical); // warm up connections
    // A delay that dwarfs the client's own work: requests sent together arrive before any answer.
    server.delayMs = 1000;
    try {
      server.requests.length = 0;
      await analyze(typical);
      expect(server.requests.length).toBeGreaterThan(2);
      expect(server.rounds()).toBe(2);
    } finally {
      server.delayMs = 0;
    }
  });

  it('takes an open PR\'s commits from the comparison, and reads the commit pages when it does not list them all', async () => {
    const fixture = server.addPullRequest(makePrFixture({ owner: 'acme', repo: 'compared', number: 7, files: [{ path: 'src/a.ts' }], commits: 4 }));
    const { snapshot: fromCompare } = await analyze(fixture);
    expect(server.requests.some((r) => r.path.endsWith('/pulls/7/commits'))).toBe(false);
    expect(fromCompare.commits.map((c) => c.sha)).toEqual(fixture.commits.map((c) => c.sha));

    // The base branch moved under the PR: the comparison counts other commits than the PR's.
    server.reset();
    server.addRoute({
      method: 'GET',
      path: '/repos/acme/compared/compare/*basehead',
      handler: () => ({ status: 200, body: { status: 'ahead', ahead_by: 1, behind_by: 0, total_commits: 1, commits: [] } }),
    });
    const { snapshot: fromPages } = await analyze(fixture);
    expect(server.requests.filter((r) => r.path.endsWith('/pulls/7/commits'))).toHaveLength(1);
    expect(fromPages.commits).toEqual(fromCompare.commits);
    expect(fromPages.compare).toEqual({ aheadBy: 1, behindBy: 0, status: 'ahead' });
    expect(fromPages.warnings).toEqual([]);
  });

  it('reads a merged PR\'s commits from its commit pages, in the same round as the comparison', async () => {
    const fixture = server.addPullRequest(makePrFixture({ owner: 'acme', repo: 'merged', number: 8, files: [{ path: 'src/a.ts' }], commits: 3, state: 'closed', merged: true }));
    await analyze(fixture); // warm up connections
    server.delayMs = 300;
    try {
      server.requests.length = 0;
      const { snapshot } = await analyze(fixture);
      expect(snapshot.commits).toHaveLength(3);
      expect(server.requests.filter((r) => r.path.endsWith('/pulls/8/commits'))).toHaveLength(1);
      expect(server.requests.find((r) => r.path.includes('/compare/'))?.url).toContain('per_page=1');
      expect(server.rounds()).toBe(2);
    } finally {
      server.delayMs = 0;
    }
  });

  it('reads the repository configuration and .gitattributes from the base commit', async () => {
    const fixture = server.addPullRequest(
      makePrFixture({
        owner: 'acme',
        repo: 'configured',
        number: 1,
        files: [{ path: 'src/a.ts' }],
        baseFiles: { '.github/svc.yml': 'risk:\n  thresholds:\n    medium: 0.3\n' },
      }),
    );
    const { snapshot } = await analyze(fixture);
    expect(snapshot.baseFiles).toEqual([{ path: '.github/svc.yml', content: 'risk:\n  thresholds:\n    medium: 0.3\n' }]);
    expect(snapshot.dependencyChanges).toBeNull();
    expect(snapshot.warnings).toEqual([]);
    // The root tree, the .github tree and svc.yml's blob; .gitattributes is not there and is not read.
    expect(gitRequests()).toEqual([`/repos/acme/configured/git/trees/${fixture.baseSha}`, expect.stringMatching(/^\/repos\/acme\/configured\/git\/trees\/[0-9a-f]{40}$/), expect.stringMatching(/^\/repos\/acme\/configured\/git\/blobs\/[0-9a-f]{40}$/)]);
    expect(contentRequests(fixture.baseSha)).toEqual([]);
  });

  it('reads .gitattributes by its blob, and keeps trees and blobs for the next base commit', async () => {
    const attributes = 'dist/** linguist-generated\n';
    const config = 'risk:\n  thresholds:\n    medium: 0.3\n';
    const first = server.addPullRequest(makePrFixture({ owner: 'acme', repo: 'attributed', number: 1, files: [{ path: 'src/a.ts' }], baseFiles: { '.gitattributes': attributes, '.github/svc.yml': config, 'README.md': 'one' } }));
    // A second PR on another base commit whose .github tree and .gitattributes are the same.
    const second = server.addPullRequest(makePrFixture({ owner: 'acme', repo: 'attributed', number: 2, files: [{ path: 'src/b.ts' }], baseFiles: { '.gitattributes': attributes, '.github/svc.yml': config, 'README.md': 'two' } }));
    expect(second.baseSha).not.toBe(first.baseSha);
    const cache = new GitHubEtagCache();
    const one = await analyze(first, { etagCache: cache });
    const expected = [
      { path: '.github/svc.yml', content: config },
      { path: '.gitattributes', content: attributes },
    ];
    expect(one.snapshot.baseFiles).toEqual(expected);
    expect(gitRequests()).toHaveLength(4); // root tree, .github tree, two blobs
    server.reset();
    const two = await analyze(second, { etagCache: cache });
    expect(two.snapshot.baseFiles).toEqual(expected);
    expect(two.snapshot.warnings).toEqual([]);
    // Only the new base commit's root tree: the .github tree and both blobs were read before.
    expect(gitRequests()).toEqual([`/repos/acme/attributed/git/trees/${second.baseSha}`]);
    expect(contentRequests(second.baseSha)).toEqual([]);
  });

  it('reads the base files by path when the git database does not answer', async () => {
    const fixture = server.addPullRequest(
      makePrFixture({ owner: 'acme', repo: 'no-git-api', number: 1, files: [{ path: 'src/a.ts' }], baseFiles: { '.gitattributes': '*.gen.ts linguist-generated\n' } }),
    );
    server.failNext(/\/git\/trees\//, 404, 1);
    const { snapshot } = await analyze(fixture);
    expect(snapshot.baseFiles).toEqual([{ path: '.gitattributes', content: '*.gen.ts linguist-generated\n' }]);
    expect(snapshot.warnings).toEqual([]);
    expect(contentRequests(fixture.baseSha).sort()).toEqual(['/repos/acme/no-git-api/contents/.github/svc.yml', '/repos/acme/no-git-api/contents/.gitattributes'].sort());
  });

  it('retries a 5xx on the pull request and then succeeds', async () => {
    server.failNext(/^\/repos\/acme\/widgets\/pulls\/42$/, 502, 2);
    const { snapshot, requests } = await analyze(typical);
    expect(snapshot.title).toBe(typical.title);
    expect(requests).toBe(12);
  });

  it('turns every failed optional read into a warning and still completes', async () => {
    server.failNext(/\/check-runs$/, 403, 1, {}, { message: 'Resource not accessible by integration' });
    server.failNext(/\/status$/, 500, 3);
    server.failNext(/^\/users\//, 500, 3);
    server.failNext(/^\/search\/issues$/, 422, 1);
    server.failNext(/\/compare\//, 404, 1);
    // The base commit's tree fails: the base files are read by path, and .gitattributes fails too.
    server.failNext(/\/git\/trees\//, 500, 3);
    server.failNext(/\/contents\/\.gitattributes$/, 500, 3);
    server.failNext(/\/contents\/package\.json$/, 500, 6);
    server.failNext(/\/dependency-graph\//, 500, 3);
    server.failNext(/\/pulls\/42\/commits$/, 500, 3);
    const { snapshot } = await analyze(typical);
    expect(snapshot.warnings).toEqual([
      '1 of 1 pages of commits could not be read (HTTP 500): contributors and commit evidence may be incomplete',
      'check runs could not be read (HTTP 403): CI evidence may be incomplete',
      'commit statuses could not be read (HTTP 500): CI evidence may be incomplete',
      "the profile of @jdoe could not be read (HTTP 500): the account's age is unknown",
      "prior pull requests of @jdoe could not be searched (HTTP 422): the author's history is unknown",
      'the head could not be compared with main (not found): how far the branch is behind is unknown',
      'the base version of package.json could not be read (HTTP 500): its changes may be incomplete',
      'the head version of package.json could not be read (HTTP 500): its changes may be incomplete',
      '.gitattributes could not be read from the base commit (HTTP 500): generated-file markers are not applied',
      "GitHub's dependency review could not be read (HTTP 500): known vulnerabilities and licenses of new dependencies were not checked",
    ]);
    expect(snapshot).toMatchObject({ checkRuns: null, statuses: null, profiles: {}, priorPrs: {}, compare: null, dependencyChanges: null, commits: [] });
    expect(snapshot.contents).toEqual([{ path: 'package.json', base: null, head: null }]);
    expect(snapshot.files).toHaveLength(20);
  });

  it('names the reset time of an exhausted rate limit and stops after the first round', async () => {
    server.setRateLimitExhausted(1_900_000_000);
    const { octokit, requestCount } = client({ token: 'ghp_abcdefghijklmnopqrstuvwxyz0123456789' });
    const error: unknown = await readPrSnapshot(octokit, { owner: 'acme', repo: 'widgets', number: 42 }, { wantContent }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnalysisError);
    expect(error).toMatchObject({ kind: 'rate_limited', resetAt: 1_900_000_000 });
    expect((error as AnalysisError).reason).toContain('2030-03-17 17:46 UTC');
    expect(JSON.stringify(error) + (error as AnalysisError).detail).not.toContain('ghp_');
    // Round 1: the pull request and the first page of files.
    expect(requestCount()).toBe(2);
  });

  it('reports a timeout when GitHub does not answer', async () => {
    server.hang(/^\/repos\/acme\/widgets\/pulls\/42$/);
    const error: unknown = await analyze(typical, { timeoutMs: 200 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout', reason: 'GitHub did not answer in time while reading pull request acme/widgets#42' });
  });

  it('maps a private repository read without an allowed token to not_found, and reads it with one', async () => {
    const fixture = server.addPullRequest(makePrFixture({ owner: 'acme', repo: 'private-one', number: 3, files: [{ path: 'a.txt' }] }));
    server.setPrivate('acme/private-one', ['tok-good']);
    await expect(analyze(fixture)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(analyze(fixture, { token: 'tok-bad' })).rejects.toMatchObject({ kind: 'not_found' });
    const { snapshot } = await analyze(fixture, { token: 'tok-good' });
    expect(snapshot.files.map((f) => f.path)).toEqual(['a.txt']);
    expect(server.requests.filter((r) => r.authenticated).length).toBeGreaterThan(0);
  });

  it('reads the head only when the patch is missing or does not apply', async () => {
    const lock = '{\n  "lockfileVersion": 3\n}\n';
    const lockHead = '{\n  "lockfileVersion": 3,\n  "packages": {}\n}\n';
    const fixture = server.addPullRequest(
      makePrFixture({
        owner: 'acme',
        repo: 'patches',
        number: 5,
        files: [
          { path: 'package.json', base: TYPICAL_PACKAGE_JSON_BASE, head: TYPICAL_PACKAGE_JSON_HEAD, patch: null },
          { path: 'package-lock.json', base: lock, head: lockHead, patch: '@@ -1,3 +1,3 @@\n-something else\n+entirely\n }' },
          { path: '.github/workflows/ci.yml', head: 'on: push\n' },
          { path: 'requirements.txt', base: 'flask==3.0.0\n' },
          { path: 'src/index.ts' },
        ],
      }),
    );
    const { snapshot, requests } = await analyze(fixture);
    expect(snapshot.contents).toEqual([
      { path: 'package.json', base: TYPICAL_PACKAGE_JSON_BASE, head: TYPICAL_PACKAGE_JSON_HEAD },
      { path: 'package-lock.json', base: lock, head: lockHead },
      { path: '.github/workflows/ci.yml', base: null, head: 'on: push\n' },
      { path: 'requirements.txt', base: 'flask==3.0.0\n', head: null },
    ]);
    expect(contentRequests(fixture.headSha).sort()).toEqual(['/repos/acme/patches/contents/package-lock.json', '/repos/acme/patches/contents/package.json']);
    // PR, files + compare (with the commits), checks, status, profile, search, the base's root tree, dependency review + 3 base contents + 2 head contents
    expect(requests).toBe(14);
  });

  it('skips the profile and the search for a bot author', async () => {
    const fixture = server.addPullRequest(
      makePrFixture({ owner: 'acme', repo: 'bots', number: 9, author: { login: 'dependabot[bot]' }, files: [{ path: 'package.json', base: '{}\n', head: '{"a":1}\n' }] }),
    );
    const { snapshot, requests } = await analyze(fixture);
    expect(snapshot.author).toEqual({ login: 'dependabot[bot]', type: 'Bot' });
    expect(snapshot.profiles).toEqual({});
    expect(snapshot.priorPrs).toEqual({});
    expect(server.requests.some((r) => r.path.startsWith('/users/') || r.path.startsWith('/search/'))).toBe(false);
    expect(requests).toBe(8);
  });

  it('marks a PR from a fork', async () => {
    const fixture = server.addPullRequest(makePrFixture({ owner: 'acme', repo: 'forked', number: 2, fork: true, author: { login: 'outsider' }, files: [{ path: 'x.md' }] }));
    const { snapshot } = await analyze(fixture);
    expect(snapshot).toMatchObject({ isFork: true, headRepoFullName: 'outsider/forked' });
  });

  it('reads a huge PR: 3,000 of 3,500 files, 250 of 300 commits, with warnings', async () => {
    const huge = server.addPullRequest(hugePrFixture());
    // 30 file pages, 3 commit pages and the rest at once: on a loaded machine (two whole suites at
    // once in CI) some took longer than the 2 s the other tests allow, and a page timed out.
    const { snapshot, requests } = await analyze(huge, { timeoutMs: 60_000 });
    expect(snapshot.files).toHaveLength(3000);
    expect(snapshot.commits).toHaveLength(250);
    expect(snapshot.changedFiles).toBe(3500);
    expect(snapshot.commitCount).toBe(300);
    expect(snapshot.priorPrs).toEqual({ bigchange: { total: 340, merged: 311, firstCreatedAt: '2023-01-01T00:00:00Z' } });
    expect(snapshot.contents.map((c) => c.path)).toEqual(['package.json', 'services/api/requirements.txt']);
    expect(snapshot.contents[1]?.head).toBe('flask==3.0.3\nrequests==2.31.0\nurllib3==2.2.1\n');
    expect(snapshot.warnings).toEqual([
      'GitHub lists only the first 3,000 of the 3,500 changed files: 500 files are not analyzed',
      'GitHub lists only the first 250 of the 300 commits: authors of the other 50 commits are not analyzed',
    ]);
    // 30 file pages, 3 commit pages, 2 searches, PR, checks, status, profile, compare, the base's root tree, 2 contents, dependency review
    expect(requests).toBe(44);
  });
});
