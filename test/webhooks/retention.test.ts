import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { RetentionSweeper } from '../../src/services/retention-sweeper.js';
import { KnexWebhookQueue } from '../../src/storage/webhook-queue.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-06-01T12:00:00Z');

describe(`retention of deliveries and finished jobs (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
    const at = (daysAgo: number) => new Date(NOW - daysAgo * DAY);
    const delivery = (id: string, daysAgo: number) => ({ delivery_id: id, event: 'pull_request', action: 'opened', repo_key: 'acme/widgets', pr_number: 1, head_sha: 'a'.repeat(40), via: 'repository', status: 'queued', received_at: at(daysAgo) });
    await t.db.knex('deliveries').insert([delivery('old-1', 31), delivery('old-2', 400), delivery('recent', 29), delivery('today', 0)]);
    const job = (id: string, pr: number, state: string, daysAgo: number, finished: boolean) => ({
      id, repo_key: 'acme/widgets', pr_number: pr, state, attempts: 1, max_attempts: 5, run_at: at(daysAgo), created_at: at(daysAgo), updated_at: at(daysAgo), finished_at: finished ? at(daysAgo) : null,
    });
    await t.db.knex('webhook_jobs').insert([
      job('done-old', 1, 'done', 40, true),
      job('failed-old', 2, 'failed', 31, true),
      job('superseded-old', 3, 'superseded', 90, false),
      job('done-recent', 4, 'done', 10, true),
      // Never deleted, however old: work still to do.
      job('queued-old', 5, 'queued', 60, false),
      job('running-old', 6, 'running', 60, false),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('deletes deliveries and finished jobs older than RETENTION_DAYS, keeps the rest and every unfinished job', async () => {
    const sweeper = new RetentionSweeper({ queue: new KnexWebhookQueue(t.db.knex), logger: createLogger('silent'), retentionDays: 30, now: () => NOW });
    expect(await sweeper.sweepOnce()).toEqual({ deliveries: 2, jobs: 3 });
    const deliveries = ((await t.db.knex('deliveries').select('delivery_id').orderBy('delivery_id')) as { delivery_id: string }[]).map((row) => row.delivery_id);
    expect(deliveries).toEqual(['recent', 'today']);
    const jobs = ((await t.db.knex('webhook_jobs').select('id').orderBy('id')) as { id: string }[]).map((row) => row.id);
    expect(jobs).toEqual(['done-recent', 'queued-old', 'running-old']);
    expect(await sweeper.sweepOnce()).toEqual({ deliveries: 0, jobs: 0 });
  });

  it('runs on a schedule once started, and stops', async () => {
    await t.db.knex('deliveries').insert({ delivery_id: 'scheduled-old', event: 'ping', via: 'repository', status: 'pong', received_at: new Date(NOW - 45 * DAY) });
    const sweeper = new RetentionSweeper({ queue: new KnexWebhookQueue(t.db.knex), logger: createLogger('silent'), retentionDays: 30, now: () => NOW }, { firstDelayMs: 10, intervalMs: 50 });
    sweeper.start();
    const deadline = Date.now() + 10_000;
    while ((await t.db.knex('deliveries').where('delivery_id', 'scheduled-old').first()) !== undefined && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await sweeper.stop();
    expect(await t.db.knex('deliveries').where('delivery_id', 'scheduled-old').first()).toBeUndefined();
  });

  it('RETENTION_DAYS defaults to 30 and is at least 7 (GitHub redelivers for 3 days)', () => {
    expect(loadConfig({}).retentionDays).toBe(30);
    expect(loadConfig({ RETENTION_DAYS: '90' }).retentionDays).toBe(90);
    expect(() => loadConfig({ RETENTION_DAYS: '2' })).toThrow(/RETENTION_DAYS/);
  });
});
