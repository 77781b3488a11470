import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { commitPageCount, fetchPullCommits } from '../../src/github/fetch-pull-commits.js';
import { API, testOctokit, useNock } from '../support/test-octokit.js';

useNock();
const target = { owner: 'acme', repo: 'widgets', number: 7 };
const path = '/repos/acme/widgets/pulls/7/commits';

function commits(from: number, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    sha: `sha${from + i}`,
    commit: { message: `m${from + i}`, author: { name: 'A', email: 'a@example.com', date: '2024-01-01T00:00:00Z' }, committer: null },
    author: i % 2 === 0 ? { login: 'a', type: 'User' } : null,
    committer: {},
    parents: [{ sha: 'p' }],
  }));
}

describe('fetchPullCommits', () => {
  it('reads every page at once from the commit count and stops at 250', async () => {
    nock(API).get(path).query({ per_page: '100', page: '1' }).reply(200, commits(0, 100));
    nock(API).get(path).query({ per_page: '100', page: '2' }).reply(200, commits(100, 100));
    nock(API).get(path).query({ per_page: '100', page: '3' }).reply(200, commits(200, 50));
    const { octokit, requestCount } = testOctokit();
    const result = await fetchPullCommits(octokit, target, { commitCount: 300 });
    expect(result).toHaveLength(250);
    expect(result[0]?.author).toEqual({ login: 'a', type: 'User' });
    expect(result[1]?.author).toBeNull();
    expect(requestCount()).toBe(3);
  });

  it('counts at most 3 pages', () => {
    expect(commitPageCount(300)).toBe(3);
    expect(commitPageCount(5)).toBe(1);
  });
});
