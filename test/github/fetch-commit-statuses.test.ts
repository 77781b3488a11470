import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { fetchCommitStatuses } from '../../src/github/fetch-commit-statuses.js';
import { API, testOctokit, useNock } from '../support/test-octokit.js';

useNock();

describe('fetchCommitStatuses', () => {
  it('reads the combined status and keeps the latest per context', async () => {
    nock(API)
      .get('/repos/acme/widgets/commits/abc123/status')
      .query({ per_page: '100', page: '1' })
      .reply(200, {
        state: 'failure',
        total_count: 3,
        statuses: [
          { context: 'ci/deploy', state: 'pending', updated_at: '2024-01-01T10:00:00Z', description: null, target_url: null },
          { context: 'ci/deploy', state: 'success', updated_at: '2024-01-01T11:00:00Z', description: 'ok', target_url: 'https://ci' },
          { context: 'a/lint', state: 'failure', updated_at: '2024-01-01T09:00:00Z' },
        ],
      });
    const { octokit } = testOctokit();
    const statuses = await fetchCommitStatuses(octokit, { owner: 'acme', repo: 'widgets' }, 'abc123');
    expect(statuses.map((s) => [s.context, s.state])).toEqual([
      ['a/lint', 'failure'],
      ['ci/deploy', 'success'],
    ]);
  });
});
