import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceProcess, type ServiceProcess } from '../../bench/lib/service-process.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { sha1, typicalPrFixture } from '../support/pr-fixture.js';
import { readCounter } from '../support/prometheus-samples.js';
import { signInDirectly, startTestService, TEST_ENCRYPTION_KEY, type TestService } from '../support/start-test-service.js';
import { TEST_DATABASE_URL } from '../support/test-database.js';
import { deliver, pullRequestPayload } from '../support/webhook-delivery.js';

const PRS = [1, 2, 3, 4, 5, 6, 7, 8];
const RATE_LIMIT = 4;

async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * docs/deploy.md's layout, briefly: two web processes (WORKERS_IN_PROCESS=false) and two
 * `npm run worker` processes on one PostgreSQL database and one Redis. Deliveries reach the web
 * processes in turn, as through a load balancer, and GitHub's redelivery reaches the other one.
 * Each process's own GET /metrics tells which handled what. Needs PostgreSQL: the embedded
 * database serves one process only. Timed figures are the bench's (`npm run bench -- --only scaleout`).
 */
describe.runIf(TEST_DATABASE_URL !== null)('two web and two worker processes on one database and one Redis', () => {
  let gh: GitHubServer;
  let admin: TestService;
  const webs: ServiceProcess[] = [];
  const workers: ServiceProcess[] = [];
  let secret = '';

  beforeAll(async () => {
    // Slow enough GitHub answers that one worker cannot take every job before the other claims.
    gh = await startGitHubServer({ delayMs: 100 });
    for (const number of PRS) gh.addPullRequest(typicalPrFixture({ number }));
    gh.setPermissions('acme/widgets', 'tok-admin', { admin: true });
    // Migrates the fresh database, signs a user in and enables the webhook; takes no jobs and no deliveries.
    admin = await startTestService({ GITHUB_API_URL: gh.apiUrl, GITHUB_URL: gh.url, WORKERS_IN_PROCESS: 'false' });
    const user = await signInDirectly(admin, { githubId: '1', login: 'alice', token: 'tok-admin' });
    const enable = await fetch(`${admin.url}/api/repos/github/acme/widgets/webhook/enable`, { method: 'POST', headers: { cookie: user.cookie } });
    secret = ((await enable.json()) as { webhook_secret: string }).webhook_secret;

    const databaseUrl = admin.config.databaseUrl ?? '';
    const env = {
      GITHUB_API_URL: gh.apiUrl,
      GITHUB_URL: gh.url,
      ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
      REGISTRY_LOOKUPS: 'off',
      QUEUE_CONCURRENCY: '2',
      QUEUE_POLL_MS: '100',
    };
    // Redis database 1: test/http/rate-limit.test.ts clears the counters of database 0 when it starts.
    const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    redisUrl.pathname = '/1';
    const web = { ...env, WORKERS_IN_PROCESS: 'false', REDIS_URL: redisUrl.toString(), TRUST_PROXY: 'loopback', RATE_LIMIT_ANONYMOUS: String(RATE_LIMIT) };
    const start = (name: string, entry: 'src/main.ts' | 'src/worker.ts') => startServiceProcess({ name, entry, postgresAdminUrl: null, databaseUrl, env: entry === 'src/main.ts' ? web : env });
    const started = await Promise.allSettled([start('web-1', 'src/main.ts'), start('web-2', 'src/main.ts'), start('worker-1', 'src/worker.ts'), start('worker-2', 'src/worker.ts')]);
    for (const [i, result] of started.entries()) if (result.status === 'fulfilled') (i < 2 ? webs : workers).push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed !== undefined) throw failed.reason;
  }, 180_000);

  afterAll(async () => {
    for (const child of [...workers, ...webs]) await child.stop();
    await admin?.close();
    await gh?.close();
  }, 60_000);

  it('spreads deliveries over both web processes and analyses over both workers; every PR is analyzed once, at its newest head', async () => {
    const web = (i: number) => webs[i % 2] as ServiceProcess;
    const heads = new Map<number, string>();
    for (const number of PRS) {
      const head = gh.repos.get('acme/widgets')?.pulls.get(number)?.fixture.headSha ?? '';
      heads.set(number, head);
      const payload = (headSha: string, action: string) => pullRequestPayload({ owner: 'acme', repo: 'widgets', number, headSha, action });
      // Opened at an older head through one process, pushed to through the other, then GitHub
      // redelivers the push through the first: queued, queued, duplicate.
      const opened = await deliver(web(number).url, { event: 'pull_request', payload: payload(sha1(`scale-out:${number}`), 'opened'), secret });
      const pushed = await deliver(web(number + 1).url, { event: 'pull_request', payload: payload(head, 'synchronize'), secret, deliveryId: `push-${number}` });
      const redelivered = await deliver(web(number).url, { event: 'pull_request', payload: payload(head, 'synchronize'), secret, deliveryId: `push-${number}` });
      expect([opened.status, pushed.status, redelivered.status]).toEqual([202, 202, 200]);
      expect(redelivered.body.status).toBe('duplicate');
    }

    const scans = async () => (await admin.service.db.knex('scans').select('pr_number', 'head_sha', 'source').where({ repo_key: 'acme/widgets' })) as { pr_number: number; head_sha: string; source: string }[];
    await waitFor('every PR to be analyzed', async () => new Set((await scans()).map((scan) => scan.pr_number)).size === PRS.length);
    // Late duplicates would show up now.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const stored = await scans();
    expect(stored).toHaveLength(PRS.length);
    for (const number of PRS) expect(stored.filter((scan) => scan.pr_number === number)).toEqual([{ pr_number: number, head_sha: heads.get(number), source: 'webhook' }]);
    const jobs = await admin.service.services.webhooks.queue.listJobs();
    expect(jobs.filter((job) => job.state === 'queued' || job.state === 'running')).toEqual([]);

    // Which process did what, from each one's own counters.
    const queued = await Promise.all(webs.map((w) => readCounter(w.url, 'svc_webhook_deliveries_total', { outcome: 'queued' })));
    const duplicates = await Promise.all(webs.map((w) => readCounter(w.url, 'svc_webhook_deliveries_total', { outcome: 'duplicate' })));
    expect(queued).toEqual([PRS.length, PRS.length]);
    expect(duplicates).toEqual([PRS.length / 2, PRS.length / 2]);
    const analyses = await Promise.all(workers.map((w) => readCounter(w.url, 'svc_analyses_total', { source: 'webhook', outcome: 'ok' })));
    expect(analyses[0] ?? 0).toBeGreaterThan(0);
    expect(analyses[1] ?? 0).toBeGreaterThan(0);
    expect((analyses[0] ?? 0) + (analyses[1] ?? 0)).toBe(PRS.length);
  }, 120_000);

  it('shares one rate limit between the web processes (Redis): a client gets the limit, not twice it', async () => {
    // One client address behind the load balancer (X-Forwarded-For, TRUST_PROXY=loopback), its own for this run.
    const address = `10.${Date.now() % 250}.${process.pid % 250}.7`;
    const statuses: number[][] = [[], []];
    for (let i = 0; i < 4 * RATE_LIMIT; i += 1) {
      const response = await fetch(`${webs[i % 2]?.url}/api/scans/0000000000000000`, { headers: { 'x-forwarded-for': address } });
      statuses[i % 2]?.push(response.status);
    }
    const passed = statuses.flat().filter((status) => status !== 429);
    expect(passed).toHaveLength(RATE_LIMIT);
    // Both processes let some through and both refused some: one budget, spent from both sides.
    expect(statuses.map((list) => list.filter((status) => status !== 429).length)).toEqual([RATE_LIMIT / 2, RATE_LIMIT / 2]);
    expect(statuses.map((list) => list.filter((status) => status === 429).length)).toEqual([RATE_LIMIT * 1.5, RATE_LIMIT * 1.5]);
  });
});
