import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { fetchPriorPrs } from '../../src/github/fetch-prior-prs.js';
import { API, testOctokit, useNock } from '../support/test-octokit.js';

useNock();
const repo = { owner: 'acme', repo: 'widgets' };
const q = 'repo:acme/widgets type:pr author:jdoe';

function items(total: number, merged: number) {
  return Array.from({ length: total }, (_, i) => ({ number: i + 1, pull_request: { merged_at: i < merged ? '2024-01-01T00:00:00Z' : null } }));
}

describe('fetchPriorPrs', () => {
  it('counts merged PRs from the items with one search', async () => {
    nock(API).get('/search/issues').query({ q, per_page: '100' }).reply(200, { total_count: 12, incomplete_results: false, items: items(12, 9) });
    const { octokit, requestCount } = testOctokit();
    expect(await fetchPriorPrs(octokit, repo, 'jdoe')).toEqual({ total: 12, merged: 9 });
    expect(requestCount()).toBe(1);
  });

  it('asks for the exact merged count only past 100 PRs', async () => {
    nock(API).get('/search/issues').query({ q, per_page: '100' }).reply(200, { total_count: 340, incomplete_results: false, items: items(100, 100) });
    nock(API).get('/search/issues').query({ q: `${q} is:merged`, per_page: '1' }).reply(200, { total_count: 311, incomplete_results: false, items: items(1, 1) });
    const { octokit, requestCount } = testOctokit();
    expect(await fetchPriorPrs(octokit, repo, 'jdoe')).toEqual({ total: 340, merged: 311 });
    expect(requestCount()).toBe(2);
  });
});
