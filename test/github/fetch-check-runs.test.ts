import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { fetchCheckRuns } from '../../src/github/fetch-check-runs.js';
import { API, testOctokit, useNock } from '../support/test-octokit.js';

useNock();
const repo = { owner: 'acme', repo: 'widgets' };
const path = '/repos/acme/widgets/commits/abc123/check-runs';

function run(id: number, name: string, startedAt: string, conclusion: string | null = 'success') {
  return { id, name, status: conclusion ? 'completed' : 'in_progress', conclusion, started_at: startedAt, completed_at: null, app: { slug: 'github-actions' }, details_url: null };
}

describe('fetchCheckRuns', () => {
  it('keeps the latest run per name, sorted by name', async () => {
    nock(API)
      .get(path)
      .query({ per_page: '100', page: '1' })
      .reply(200, {
        total_count: 3,
        check_runs: [run(1, 'test', '2024-01-01T10:00:00Z', 'failure'), run(3, 'build', '2024-01-01T10:00:00Z'), run(2, 'test', '2024-01-01T11:00:00Z')],
      });
    const { octokit } = testOctokit();
    const runs = await fetchCheckRuns(octokit, repo, 'abc123');
    expect(runs.map((r) => [r.name, r.id, r.conclusion])).toEqual([
      ['build', 3, 'success'],
      ['test', 2, 'success'],
    ]);
  });

  it('reads every page when there are more than 100 runs', async () => {
    const many = Array.from({ length: 100 }, (_, i) => run(i + 1, `job ${i}`, '2024-01-01T10:00:00Z'));
    nock(API).get(path).query({ per_page: '100', page: '1' }).reply(200, { total_count: 150, check_runs: many });
    nock(API)
      .get(path)
      .query({ per_page: '100', page: '2' })
      .reply(200, { total_count: 150, check_runs: Array.from({ length: 50 }, (_, i) => run(i + 101, `job ${i + 100}`, '2024-01-01T10:00:00Z')) });
    const { octokit, requestCount } = testOctokit();
    expect(await fetchCheckRuns(octokit, repo, 'abc123')).toHaveLength(150);
    expect(requestCount()).toBe(2);
  });

  it('rethrows errors (the caller turns them into warnings)', async () => {
    nock(API).get(path).query(true).reply(403, { message: 'Resource not accessible by integration' });
    const { octokit } = testOctokit();
    await expect(fetchCheckRuns(octokit, repo, 'abc123')).rejects.toMatchObject({ status: 403 });
  });
});
