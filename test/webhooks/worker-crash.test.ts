import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.js';
import { QueueWorker } from '../../src/services/queue-worker.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { typicalPrFixture } from '../support/pr-fixture.js';
import { freePort, signInDirectly, startTestService, TEST_ENCRYPTION_KEY, type TestService } from '../support/start-test-service.js';
import { TEST_DATABASE_URL } from '../support/test-database.js';
import { deliver, pullRequestPayload } from '../support/webhook-delivery.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A worker dies (or freezes) in the middle of a job: the job's lease runs out, another worker
 * claims it, and the pull request is analyzed exactly once.
 */
describe(`a worker dies in the middle of a job (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let gh: GitHubServer;
  let t: TestService;
  let secret = '';
  let child: ChildProcess | null = null;

  const scansOf = async (number: number) => (await t.service.db.knex('scans').select('scan_id', 'head_sha').where({ repo_key: 'acme/widgets', pr_number: number })) as { scan_id: string; head_sha: string }[];
  const jobOf = async (number: number) => (await t.service.services.webhooks.queue.listJobs()).find((job) => job.prNumber === number);
  const hangingPullFetch = (number: number) => gh.requests.some((r) => r.path === `/repos/acme/widgets/pulls/${number}` && r.status === 0);

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.addPullRequest(typicalPrFixture({ number: 42 }));
    gh.addPullRequest(typicalPrFixture({ number: 43 }));
    gh.setPermissions('acme/widgets', 'tok-admin', { admin: true });
    t = await startTestService({ GITHUB_API_URL: gh.apiUrl, GITHUB_URL: gh.url, WORKERS_IN_PROCESS: 'false', QUEUE_POLL_MS: '100', QUEUE_LEASE_MS: '1500' });
    const admin = await signInDirectly(t, { githubId: '1', login: 'alice', token: 'tok-admin' });
    const enable = await fetch(`${t.url}/api/repos/github/acme/widgets/webhook/enable`, { method: 'POST', headers: { cookie: admin.cookie } });
    secret = ((await enable.json()) as { webhook_secret: string }).webhook_secret;
  });

  afterEach(() => {
    if (child !== null && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    child = null;
  });

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  it.runIf(TEST_DATABASE_URL !== null)('`npm run worker` killed with SIGKILL mid-analysis: the job is analyzed after restart, exactly once', async () => {
    const head = gh.repos.get('acme/widgets')?.pulls.get(42)?.fixture.headSha ?? '';
    gh.hang(/^\/repos\/acme\/widgets\/pulls\/42$/, 1);
    expect((await deliver(t.url, { event: 'pull_request', payload: pullRequestPayload({ owner: 'acme', repo: 'widgets', number: 42, headSha: head, action: 'opened' }), secret })).status).toBe(202);

    let output = '';
    const metricsPort = await freePort();
    const worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATABASE_URL: t.config.databaseUrl ?? '',
        ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
        GITHUB_API_URL: gh.apiUrl,
        GITHUB_URL: gh.url,
        BASE_URL: t.url,
        LOG_LEVEL: 'warn',
        QUEUE_POLL_MS: '100',
        QUEUE_LEASE_MS: '1500',
        WORKER_METRICS_PORT: String(metricsPort),
      },
    });
    child = worker;
    worker.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

    // The child worker claimed the job and is stuck reading the PR.
    await waitFor(`the worker to start the job (output: ${output})`, async () => (await jobOf(42))?.state === 'running' && hangingPullFetch(42));
    // The worker's own GET /metrics sees the job it runs and counts its GitHub reads.
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(metrics).toContain('svc_queue_jobs{state="running"} 1');
    expect(metrics).toMatch(/^svc_github_requests_total\{credential="user",status="2xx"\} [1-9]/m);
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.kill('SIGKILL');
    await exited;
    expect(await scansOf(42)).toHaveLength(0);
    expect(await jobOf(42)).toMatchObject({ state: 'running', attempts: 1 });

    // Restart: a worker (here, the service's own) picks the job up once the dead one's lease runs out.
    t.service.services.webhooks.start({ force: true });
    await waitFor('the analysis after restart', async () => (await jobOf(42))?.state === 'done');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const scans = await scansOf(42);
    expect(scans).toHaveLength(1);
    expect(scans[0]?.head_sha).toBe(head);
    expect(await jobOf(42)).toMatchObject({ state: 'done', attempts: 2, resultScanId: scans[0]?.scan_id });
    await t.service.services.webhooks.stop();
  }, 60_000);

  it('an in-process worker frozen mid-analysis loses its lease; the job completes once elsewhere, and the frozen one cannot store a second scan', async () => {
    const head = gh.repos.get('acme/widgets')?.pulls.get(43)?.fixture.headSha ?? '';
    const { queue, runner } = t.service.services.webhooks;
    const logger = createLogger('silent');
    // The first read of the PR hangs until the test releases it.
    gh.hang(/^\/repos\/acme\/widgets\/pulls\/43$/, 1);
    const frozen = new QueueWorker({ queue, runner, logger }, { pollIntervalMs: 50, leaseMs: 1000, concurrency: 1 });
    expect((await deliver(t.url, { event: 'pull_request', payload: pullRequestPayload({ owner: 'acme', repo: 'widgets', number: 43, headSha: head, action: 'opened' }), secret })).status).toBe(202);
    frozen.start();
    await waitFor('the first worker to start the job', async () => (await jobOf(43))?.state === 'running' && hangingPullFetch(43));
    // It stops renewing its lease, as a dead or paused process would; its analysis is still in flight.
    await frozen.crash();

    const rescuer = new QueueWorker({ queue, runner, logger }, { pollIntervalMs: 50, leaseMs: 5000, concurrency: 1 });
    rescuer.start();
    try {
      await waitFor('the second worker to finish the job', async () => (await jobOf(43))?.state === 'done');
      expect(await scansOf(43)).toHaveLength(1);
      // Release the frozen worker's request: its analysis resumes (Octokit retries), reaches the store, and is refused.
      gh.reset();
      await waitFor('the frozen worker to give up', () => frozen.activeJobs === 0, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await scansOf(43)).toHaveLength(1);
      expect(await jobOf(43)).toMatchObject({ state: 'done', attempts: 2 });
    } finally {
      await rescuer.stop();
    }
  }, 60_000);
});

describe(`graceful stop (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let gh: GitHubServer;
  let t: TestService;

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.addPullRequest(typicalPrFixture({ number: 50 }));
    gh.setPermissions('acme/widgets', 'tok-admin', { admin: true });
    t = await startTestService({ GITHUB_API_URL: gh.apiUrl, GITHUB_URL: gh.url, WORKERS_IN_PROCESS: 'false', QUEUE_POLL_MS: '100' });
  });

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  it('stops taking jobs and releases a job that does not finish in time, without spending its attempt', async () => {
    const admin = await signInDirectly(t, { githubId: '1', login: 'alice', token: 'tok-admin' });
    const enable = await fetch(`${t.url}/api/repos/github/acme/widgets/webhook/enable`, { method: 'POST', headers: { cookie: admin.cookie } });
    const secret = ((await enable.json()) as { webhook_secret: string }).webhook_secret;
    const head = gh.repos.get('acme/widgets')?.pulls.get(50)?.fixture.headSha ?? '';
    gh.hang(/^\/repos\/acme\/widgets\/pulls\/50$/, 1);
    const { queue, runner } = t.service.services.webhooks;
    const worker = new QueueWorker({ queue, runner, logger: createLogger('silent') }, { pollIntervalMs: 50, leaseMs: 10_000 });
    worker.start();
    expect((await deliver(t.url, { event: 'pull_request', payload: pullRequestPayload({ owner: 'acme', repo: 'widgets', number: 50, headSha: head, action: 'opened' }), secret })).status).toBe(202);
    const running = async () => (await queue.listJobs()).find((job) => job.prNumber === 50);
    await waitFor('the job to start', async () => (await running())?.state === 'running' && gh.requests.some((r) => r.path === '/repos/acme/widgets/pulls/50' && r.status === 0));
    await worker.stop({ timeoutMs: 300 });
    expect(await running()).toMatchObject({ state: 'queued', attempts: 0, lastError: 'released by a stopping worker' });
    gh.reset();
    // Another worker finishes it.
    t.service.services.webhooks.start({ force: true });
    await waitFor('the released job to be analyzed', async () => (await running())?.state === 'done');
    expect((await t.service.db.knex('scans').where({ repo_key: 'acme/widgets', pr_number: 50 })).length).toBe(1);
  }, 60_000);
});
