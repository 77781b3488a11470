import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../reliability/helpers.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { typicalPrFixture } from '../support/pr-fixture.js';
import { signInDirectly, startTestService, type TestService } from '../support/start-test-service.js';
import { deliver, enableWebhook, pullRequestPayload } from '../support/webhook-delivery.js';

function sha(seed: string): string {
  return createHash('sha1').update(seed).digest('hex');
}


describe(`webhook queue: collapse, dedupe, retries (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let gh: GitHubServer;
  let t: TestService;
  let secret = '';

  const pullFetches = (number: number): number => gh.requests.filter((r) => r.method === 'GET' && r.path === `/repos/acme/widgets/pulls/${number}`).length;
  const scansOf = async (number: number) =>
    (await t.service.db.knex('scans').select('scan_id', 'head_sha', 'source').where({ repo_key: 'acme/widgets', pr_number: number }).orderBy('created_at')) as {
      scan_id: string;
      head_sha: string;
      source: string;
    }[];
  const send = (number: number, headSha: string, action = 'synchronize', updatedAt?: string) =>
    deliver(t.url, { event: 'pull_request', payload: pullRequestPayload({ owner: 'acme', repo: 'widgets', number, headSha, action, updatedAt }), secret });

  beforeAll(async () => {
    gh = await startGitHubServer();
    for (const number of [42, 43, 44, 45]) gh.addPullRequest(typicalPrFixture({ number }));
    gh.setPermissions('acme/widgets', 'tok-admin', { admin: true });
    t = await startTestService({
      GITHUB_API_URL: gh.apiUrl,
      GITHUB_URL: gh.url,
      WORKERS_IN_PROCESS: 'false',
      QUEUE_POLL_MS: '100',
      QUEUE_LEASE_MS: '5000',
      QUEUE_RETRY_BASE_MS: '200',
    });
    const admin = await signInDirectly(t, { githubId: '1', login: 'alice', token: 'tok-admin' });
    secret = await enableWebhook(t.url, admin.cookie);
  });

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  it('collapses a burst of synchronize deliveries for one PR into one analysis of the newest head', async () => {
    const newest = gh.repos.get('acme/widgets')?.pulls.get(42)?.fixture.headSha ?? '';
    const heads = [sha('one'), sha('two'), sha('three'), sha('four'), newest];
    const base = Date.parse('2024-05-02T15:00:00Z');
    for (const [index, head] of heads.entries()) {
      const answer = await send(42, head, index === 0 ? 'opened' : 'synchronize', new Date(base + index * 1000).toISOString());
      expect(answer.status).toBe(202);
    }
    const waiting = (await t.service.services.webhooks.queue.listJobs()).filter((job) => job.prNumber === 42);
    expect(waiting.map((job) => job.state)).toEqual(['queued']);
    expect((await t.service.services.webhooks.queue.headOf('acme/widgets', 42))?.headSha).toBe(newest);

    t.service.services.webhooks.start({ force: true });
    await waitFor('the analysis of PR 42', async () => (await scansOf(42)).length === 1);
    await t.service.services.webhooks.worker.whenIdle();
    const scans = await scansOf(42);
    expect(scans).toHaveLength(1);
    expect(scans[0]).toMatchObject({ head_sha: newest, source: 'webhook' });
    expect(pullFetches(42)).toBe(1);
    const jobs = (await t.service.services.webhooks.queue.listJobs()).filter((job) => job.prNumber === 42);
    expect(jobs).toMatchObject([{ state: 'done', resultScanId: scans[0]?.scan_id }]);
  });

  it('does not analyze a head again when the webhook path already analyzed it', async () => {
    const newest = gh.repos.get('acme/widgets')?.pulls.get(42)?.fixture.headSha ?? '';
    const fetchesBefore = pullFetches(42);
    const answer = await send(42, newest, 'reopened');
    expect(answer.status).toBe(202);
    await waitFor('the repeat job', async () => (await t.service.services.webhooks.queue.listJobs()).filter((job) => job.prNumber === 42 && job.state === 'done').length === 2);
    expect(await scansOf(42)).toHaveLength(1);
    expect(pullFetches(42)).toBe(fetchesBefore);
    const jobs = (await t.service.services.webhooks.queue.listJobs()).filter((job) => job.prNumber === 42);
    expect(jobs[1]?.lastError).toMatch(/already analyzed/);
  });

  it('ignores a late delivery with an older head than the one recorded', async () => {
    const newest = gh.repos.get('acme/widgets')?.pulls.get(42)?.fixture.headSha ?? '';
    await t.service.services.webhooks.stop();
    const late = await send(42, sha('stale'), 'synchronize', '2024-05-02T14:00:00Z');
    expect(late.status).toBe(202);
    expect((await t.service.services.webhooks.queue.headOf('acme/widgets', 42))?.headSha).toBe(newest);
    t.service.services.webhooks.start({ force: true });
    await t.service.services.webhooks.worker.whenIdle();
    expect(await scansOf(42)).toHaveLength(1);
  });

  it('analyzes a webhook delivery even when an API scan of the same head exists', async () => {
    const analyze = await fetch(`${t.url}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${gh.url}/acme/widgets/pull/43` }),
    });
    expect(analyze.status).toBe(200);
    const head = gh.repos.get('acme/widgets')?.pulls.get(43)?.fixture.headSha ?? '';
    expect((await scansOf(43)).map((scan) => scan.source)).toEqual(['api']);
    expect((await send(43, head, 'opened')).status).toBe(202);
    await waitFor('the webhook scan of PR 43', async () => (await scansOf(43)).length === 2);
    expect((await scansOf(43)).map((scan) => [scan.source, scan.head_sha])).toEqual([
      ['api', head],
      ['webhook', head],
    ]);
  });

  it('waits for the rate limit to reset instead of failing, without spending an attempt', async () => {
    const head = gh.repos.get('acme/widgets')?.pulls.get(44)?.fixture.headSha ?? '';
    const resetAt = Math.floor(Date.now() / 1000) + 2;
    gh.setRateLimitExhausted(resetAt);
    expect((await send(44, head, 'opened')).status).toBe(202);
    const delayed = await waitFor('the rate-limited job to be put back', async () => {
      const job = (await t.service.services.webhooks.queue.listJobs()).find((j) => j.prNumber === 44);
      return job !== undefined && job.state === 'queued' && job.lastError !== null ? job : undefined;
    });
    expect(delayed.lastError).toMatch(/rate limit/i);
    expect(delayed.attempts).toBe(0);
    expect(Date.parse(delayed.runAt)).toBeGreaterThanOrEqual(resetAt * 1000);
    expect(await scansOf(44)).toHaveLength(0);
    gh.setRateLimitExhausted(null);
    await waitFor('the analysis after the reset', async () => (await scansOf(44)).length === 1, 15_000);
    // The scan is stored before its job is marked done: wait for the job too.
    const job = await waitFor('the job marked done', async () => {
      const found = (await t.service.services.webhooks.queue.listJobs()).find((j) => j.prNumber === 44);
      return found?.state === 'done' ? found : undefined;
    }, 5_000);
    expect(job).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('retries failed analyses with exponential backoff until one succeeds', async () => {
    const head = gh.repos.get('acme/widgets')?.pulls.get(45)?.fixture.headSha ?? '';
    // Each analysis tries the PR three times (Octokit retries); 6 failures sink two job attempts.
    gh.failNext(/^\/repos\/acme\/widgets\/pulls\/45$/, 502, 6);
    expect((await send(45, head, 'opened')).status).toBe(202);
    await waitFor('the analysis after retries', async () => (await scansOf(45)).length === 1, 25_000);
    // The scan is stored before its job is marked done: wait for the job too.
    const job = await waitFor('the job marked done', async () => {
      const found = (await t.service.services.webhooks.queue.listJobs()).find((j) => j.prNumber === 45);
      return found?.state === 'done' ? found : undefined;
    }, 5_000);
    expect(job.attempts).toBe(3);
  });
});
