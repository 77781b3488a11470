import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { typicalPrFixture } from '../support/pr-fixture.js';
import { signInDirectly, startTestService, type TestService } from '../support/start-test-service.js';
import { deliver, enableWebhook, pullRequestPayload } from '../support/webhook-delivery.js';

const sha = (seed: string): string => createHash('sha1').update(seed).digest('hex');

/**
 * Found by the benchmark's webhook burst: jobs for older announced heads each read the PR from
 * GitHub, which already serves the newest head; only the first may store a scan of it.
 */
describe(`webhook jobs whose announced head is behind GitHub's (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let gh: GitHubServer;
  let t: TestService;
  let secret = '';
  const scans = async () => (await t.service.db.knex('scans').select('head_sha', 'source').where({ repo_key: 'acme/widgets', pr_number: 42 })) as { head_sha: string }[];
  const send = (headSha: string, action: string, minute: number) =>
    deliver(t.url, { event: 'pull_request', payload: pullRequestPayload({ owner: 'acme', repo: 'widgets', number: 42, headSha, action, updatedAt: `2024-05-02T15:${String(minute).padStart(2, '0')}:00Z` }), secret });

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.addPullRequest(typicalPrFixture({ number: 42 }));
    gh.setPermissions('acme/widgets', 'tok-admin', { admin: true });
    t = await startTestService({ GITHUB_API_URL: gh.apiUrl, GITHUB_URL: gh.url, WORKERS_IN_PROCESS: 'false', QUEUE_POLL_MS: '100' });
    const admin = await signInDirectly(t, { githubId: '1', login: 'alice', token: 'tok-admin' });
    secret = await enableWebhook(t.url, admin.cookie);
  });

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  it('stores one scan of the head GitHub serves, however many older heads were announced', async () => {
    const newest = gh.repos.get('acme/widgets')?.pulls.get(42)?.fixture.headSha ?? '';
    const { webhooks } = t.service.services;
    expect((await send(sha('h1'), 'opened', 1)).status).toBe(202);
    webhooks.start({ force: true });
    await webhooks.worker.whenIdle();
    expect((await scans()).map((s) => s.head_sha)).toEqual([newest]);
    await webhooks.stop();

    // Announced later but still older than what GitHub serves: analyzed again, not stored twice.
    expect((await send(sha('h2'), 'synchronize', 2)).status).toBe(202);
    webhooks.start({ force: true });
    await webhooks.worker.whenIdle();
    expect((await scans()).map((s) => s.head_sha)).toEqual([newest]);
    const jobs = await webhooks.queue.listJobs();
    expect(jobs.map((job) => job.state)).toEqual(['done', 'done']);
    expect(jobs[1]?.lastError).toMatch(/already analyzed/);
  });
});
