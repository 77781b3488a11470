import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { fetchCompare, fetchCompareWithCommits } from '../../src/github/fetch-compare.js';
import { API, testOctokit, useNock } from '../support/test-octokit.js';

useNock();
const repo = { owner: 'acme', repo: 'widgets' };

describe('fetchCompare', () => {
  it('reads only the counts, with per_page=1', async () => {
    nock(API)
      .get('/repos/acme/widgets/compare/main...abc123')
      .query({ per_page: '1' })
      .reply(200, { status: 'diverged', ahead_by: 3, behind_by: 7, total_commits: 3, commits: [{}], files: [] });
    const { octokit } = testOctokit();
    expect(await fetchCompare(octokit, repo, 'main', 'abc123')).toEqual({ status: 'diverged', ahead_by: 3, behind_by: 7 });
  });

  it('maps 404 (a deleted base branch) to undefined', async () => {
    nock(API).get('/repos/acme/widgets/compare/gone...abc123').query(true).reply(404, { message: 'Not Found' });
    const { octokit } = testOctokit();
    expect(await fetchCompare(octokit, repo, 'gone', 'abc123')).toBeUndefined();
  });
});

describe('fetchCompareWithCommits', () => {
  it('reads the counts and the first 100 commits in one request', async () => {
    const commit = { sha: 'c1', commit: { message: 'one', author: { name: 'A', email: 'a@example.com', date: '2024-01-01T00:00:00Z' } }, author: { login: 'a' }, committer: null, parents: [{ sha: 'p' }] };
    nock(API)
      .get('/repos/acme/widgets/compare/main...abc123')
      .query({ per_page: '100' })
      .reply(200, { status: 'ahead', ahead_by: 1, behind_by: 0, total_commits: 1, commits: [commit], files: [] });
    const { octokit, requestCount } = testOctokit();
    expect(await fetchCompareWithCommits(octokit, repo, 'main', 'abc123')).toEqual({ status: 'ahead', ahead_by: 1, behind_by: 0, total_commits: 1, commits: [commit] });
    expect(requestCount()).toBe(1);
  });

  it('maps 404 to undefined', async () => {
    nock(API).get('/repos/acme/widgets/compare/gone...abc123').query(true).reply(404, { message: 'Not Found' });
    const { octokit } = testOctokit();
    expect(await fetchCompareWithCommits(octokit, repo, 'gone', 'abc123')).toBeUndefined();
  });
});
