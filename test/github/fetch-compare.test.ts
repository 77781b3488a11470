import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { fetchCompare } from '../../src/github/fetch-compare.js';
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
