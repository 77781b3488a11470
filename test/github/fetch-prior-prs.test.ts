import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { fetchPriorPrs } from '../../src/github/fetch-prior-prs.js';
import { API, testOctokit, useNock } from '../support/test-octokit.js';

useNock();
const repo = { owner: 'acme', repo: 'widgets' };
const q = 'repo:acme/widgets type:pr author:jdoe';
const oldestFirst = { sort: 'created', order: 'asc' };

/** `total` PRs opened a day apart from 2022-03-01, the first `merged` merged. */
function items(total: number, merged: number) {
  return Array.from({ length: total }, (_, i) => ({
    number: i + 1,
    created_at: new Date(Date.UTC(2022, 2, 1) + i * 86_400_000).toISOString(),
    pull_request: { merged_at: i < merged ? '2024-01-01T00:00:00Z' : null },
  }));
}

describe('fetchPriorPrs', () => {
  it('counts merged PRs from the items with one search, oldest first, and tells when the first was opened', async () => {
    nock(API).get('/search/issues').query({ q, ...oldestFirst, per_page: '100' }).reply(200, { total_count: 12, incomplete_results: false, items: items(12, 9) });
    const { octokit, requestCount } = testOctokit();
    expect(await fetchPriorPrs(octokit, repo, 'jdoe')).toEqual({ total: 12, merged: 9, firstCreatedAt: '2022-03-01T00:00:00.000Z' });
    expect(requestCount()).toBe(1);
  });

  it('takes the earliest item whatever order GitHub answered in, and null when there is none', async () => {
    nock(API).get('/search/issues').query({ q, ...oldestFirst, per_page: '100' }).reply(200, { total_count: 3, incomplete_results: false, items: items(3, 0).reverse() });
    nock(API).get('/search/issues').query({ q: 'repo:acme/widgets type:pr author:newbie', ...oldestFirst, per_page: '100' }).reply(200, { total_count: 0, incomplete_results: false, items: [] });
    const { octokit } = testOctokit();
    expect(await fetchPriorPrs(octokit, repo, 'jdoe')).toEqual({ total: 3, merged: 0, firstCreatedAt: '2022-03-01T00:00:00.000Z' });
    expect(await fetchPriorPrs(octokit, repo, 'newbie')).toEqual({ total: 0, merged: 0, firstCreatedAt: null });
  });

  it('asks for the exact merged count only past 100 PRs', async () => {
    nock(API).get('/search/issues').query({ q, ...oldestFirst, per_page: '100' }).reply(200, { total_count: 340, incomplete_results: false, items: items(100, 100) });
    nock(API).get('/search/issues').query({ q: `${q} is:merged`, ...oldestFirst, per_page: '1' }).reply(200, { total_count: 311, incomplete_results: false, items: items(1, 1) });
    const { octokit, requestCount } = testOctokit();
    expect(await fetchPriorPrs(octokit, repo, 'jdoe')).toEqual({ total: 340, merged: 311, firstCreatedAt: '2022-03-01T00:00:00.000Z' });
    expect(requestCount()).toBe(2);
  });
});
