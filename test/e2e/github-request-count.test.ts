/**
 * Issue #22: what a typical PR costs on GitHub through POST /api/analyze (the local server's
 * counters, not the service's own report): 9 requests in 2 sequential round trips the first time
 * (the author, a CONTRIBUTOR with merged PRs here since 2023, has no profile read: their history
 * settles their trust); analyzed again unchanged, at most 8 requests in 2 round trips, none of them
 * answered in full.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Signal } from '../../src/signal/schema.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { typicalPrFixture } from '../support/pr-fixture.js';
import { startTestService, type TestService } from '../support/start-test-service.js';

const TOKEN = 'ghp_requestcount00000000000000000000000';

describe('GitHub requests of a typical PR, end to end', () => {
  let gh: GitHubServer;
  let t: TestService;

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.addPullRequest(typicalPrFixture());
    t = await startTestService({ GITHUB_URL: gh.url, GITHUB_API_URL: gh.apiUrl });
  });
  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  /** One analysis with the caller's token, GitHub answering after `delayMs` (so that rounds() counts dependent waits). */
  async function analyze(delayMs: number): Promise<{ signal: Signal; requests: number; rounds: number; fullReads: number }> {
    gh.reset();
    gh.delayMs = delayMs;
    try {
      const response = await fetch(`${t.url}/api/analyze`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: `${gh.url}/acme/widgets/pull/42`, access_token: TOKEN }),
      });
      expect(response.status).toBe(200);
      const { signal } = (await response.json()) as { signal: Signal };
      return { signal, requests: gh.requestCount(), rounds: gh.rounds(), fullReads: gh.requests.filter((r) => r.status !== 304).length };
    } finally {
      gh.delayMs = 0;
    }
  }

  it('first 9 requests in 2 round trips, then at most 8 in 2, none counted, and the same signal', async () => {
    const first = await analyze(300);
    expect(first.requests).toBe(9);
    expect(first.signal.meta.github_requests).toBe(9);
    expect(first.rounds).toBe(2);
    expect(first.signal.meta.warnings).toEqual([]);

    const again = await analyze(300);
    expect(again.requests).toBeLessThanOrEqual(8);
    expect(again.signal.meta.github_requests).toBe(again.requests);
    expect(again.rounds).toBeLessThanOrEqual(2);
    // Every request was conditional and answered 304, which GitHub does not count when authorized.
    expect(again.fullReads).toBe(0);
    expect(again.signal.meta.github_conditional_hits).toBe(again.requests);
    // The analyzers saw the same data.
    const { meta: _firstMeta, signal_id: _firstId, ...firstSections } = first.signal;
    const { meta: _againMeta, signal_id: _againId, ...againSections } = again.signal;
    expect(againSections).toEqual(firstSections);
  });
});
