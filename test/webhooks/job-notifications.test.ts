import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.js';
import type { JobResult } from '../../src/services/pull-request-job.js';
import { QueueWorker } from '../../src/services/queue-worker.js';
import { createDatabase, type Database } from '../../src/storage/database.js';
import { JOB_CHANNEL, JobNotifications } from '../../src/storage/job-notifications.js';
import { type ClaimedJob, KnexWebhookQueue, type PullRequestDelivery } from '../../src/storage/webhook-queue.js';
import { waitFor } from '../reliability/helpers.js';
import { pullRequestDelivery } from '../support/pull-request-delivery.js';
import { openTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../support/test-database.js';

const AT = new Date('2026-06-01T12:00:00Z');

const pr = (deliveryId: string, prNumber: number): PullRequestDelivery => pullRequestDelivery({ deliveryId, prNumber, receivedAt: AT });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Jobs announced across processes (migration 0006, src/storage/job-notifications.ts): a worker in
 * another process, polling once a minute, starts on a job as soon as it is committed. PostgreSQL
 * only: the embedded database serves one process, whose enqueue wakes its own worker.
 */
describe.runIf(TEST_DATABASE_URL !== null)('jobs announced across processes (PostgreSQL)', () => {
  let t: TestDatabase;
  /** A second connection pool on the same database: the other process. */
  let other: Database;
  let queue: KnexWebhookQueue;
  let listener: pg.Client;
  let heard = 0;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    t = await openTestDatabase();
    other = await createDatabase({ databaseUrl: t.databaseUrl, dataDir: null, poolMax: 2 });
    queue = new KnexWebhookQueue(t.db.knex, { maxAttempts: 3 });
    listener = new pg.Client({ connectionString: t.databaseUrl ?? '' });
    await listener.connect();
    listener.on('notification', (message) => {
      if (message.channel === JOB_CHANNEL) heard += 1;
    });
    await listener.query(`listen ${JOB_CHANNEL}`);
  });
  beforeEach(async () => {
    await t.db.knex('webhook_jobs').del();
    await t.db.knex('webhook_heads').del();
    await t.db.knex('deliveries').del();
    heard = 0;
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await listener?.end();
    await other?.close();
    await t?.close();
  });

  /** Waits until notifications stop arriving, then says how many came since the last call. */
  async function heardSince(): Promise<number> {
    await listener.query('select 1'); // a round trip: notifications committed before it have arrived
    await sleep(50);
    const count = heard;
    heard = 0;
    return count;
  }

  it('announces a job when it is queued, once per transaction, and not for a duplicate delivery or a delayed retry', async () => {
    expect(await queue.acceptPullRequest(pr('d-1', 1))).toBe('queued');
    expect(await heardSince()).toBe(1);

    // A burst written in one statement: identical notifications of one transaction fold into one.
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => queue.acceptPullRequest(pr(`burst-${i}`, 100 + i))));
    expect(outcomes.every((outcome) => outcome === 'queued')).toBe(true);
    const burst = await heardSince();
    expect(burst).toBeGreaterThanOrEqual(1);
    expect(burst).toBeLessThan(30);

    // A redelivery queues nothing, and a second delivery for a PR whose job is still queued joins it.
    expect(await queue.acceptPullRequest(pr('d-1', 1))).toBe('duplicate');
    expect(await heardSince()).toBe(0);

    // A job retried later is not announced (it is not due); released for another worker at once, it is.
    const claimed = (await queue.claim('worker-a', 60_000)) as ClaimedJob;
    expect(claimed).toBeDefined();
    expect(await heardSince()).toBe(0);
    expect(await queue.retry(claimed, { delayMs: 60_000, countAttempt: true, error: 'later' })).toBe(true);
    expect(await heardSince()).toBe(0);
    const again = (await queue.claim('worker-a', 60_000)) as ClaimedJob | undefined;
    // Another due job (of the burst) is claimed, not the delayed one.
    expect(again?.prNumber).not.toBe(claimed.prNumber);
    expect(await queue.retry(again as ClaimedJob, { delayMs: 0, countAttempt: false, error: 'released by a stopping worker' })).toBe(true);
    expect(await heardSince()).toBe(1);
  });

  /** A worker of "the other process": polls once a minute, listens for jobs. */
  function otherWorker(retryMs = 50): { worker: QueueWorker; notifications: JobNotifications; ran: number[] } {
    const ran: number[] = [];
    const logger = createLogger('silent');
    const worker = new QueueWorker(
      {
        queue: new KnexWebhookQueue(other.knex, { maxAttempts: 3 }),
        runner: {
          run: async (job: ClaimedJob): Promise<JobResult> => {
            ran.push(job.prNumber);
            return { kind: 'done', scanId: null };
          },
        },
        logger,
      },
      { concurrency: 2, pollIntervalMs: 60_000, leaseMs: 60_000 },
    );
    const notifications = new JobNotifications({ connectionString: t.databaseUrl ?? '', onJob: () => worker.wake(), logger, retryMs, maxRetryMs: retryMs });
    cleanups.push(async () => {
      await notifications.stop();
      await worker.stop({ timeoutMs: 1_000 });
    });
    return { worker, notifications, ran };
  }

  it('wakes a worker in another process when a job is committed, long before its next poll', async () => {
    const { worker, notifications, ran } = otherWorker();
    worker.start();
    await notifications.start();
    expect(notifications.listening).toBe(true);
    // The worker's first look found nothing; its next poll is a minute away.
    await sleep(100);
    expect(ran).toEqual([]);

    const started = Date.now();
    expect(await queue.acceptPullRequest(pr('wake-1', 7))).toBe('queued');
    await waitFor('the other worker to run the job', async () => ran.includes(7), 10_000);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('listens again after its connection is cut, and looks for the jobs queued meanwhile', async () => {
    const { worker, notifications, ran } = otherWorker();
    worker.start();
    await notifications.start();
    await sleep(100);

    // The database ends the listening connection (a restart, a failover, an idle-session kill).
    const terminated = await t.db.knex.raw(`select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and query = 'listen ${JOB_CHANNEL}' and pid <> ?`, [
      (listener as unknown as { processID: number }).processID,
    ]);
    expect((terminated as { rows: { ok: boolean }[] }).rows).toEqual([{ ok: true }]);
    await waitFor('the listener to notice', async () => !notifications.listening, 10_000);
    // A job queued while nobody listens: found when the listener is back (its reconnection wakes the worker).
    expect(await queue.acceptPullRequest(pr('gap-1', 8))).toBe('queued');
    await waitFor('the listener to be back', async () => notifications.listening, 10_000);
    await waitFor('the job queued meanwhile to run', async () => ran.includes(8), 10_000);

    // And later jobs are announced on the new connection.
    expect(await queue.acceptPullRequest(pr('after-1', 9))).toBe('queued');
    await waitFor('the next job to run', async () => ran.includes(9), 10_000);
  });

  it('stops without reconnecting', async () => {
    const { notifications } = otherWorker();
    await notifications.start();
    expect(notifications.listening).toBe(true);
    await notifications.stop();
    expect(notifications.listening).toBe(false);
    await sleep(200);
    expect(notifications.listening).toBe(false);
    const listening = await t.db.knex.raw(`select count(*)::int as n from pg_stat_activity where datname = current_database() and query = 'listen ${JOB_CHANNEL}' and pid <> ?`, [
      (listener as unknown as { processID: number }).processID,
    ]);
    expect((listening as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
