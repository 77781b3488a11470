import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GroupCommit } from '../../src/storage/group-commit.js';
import { KnexWebhookQueue, type PullRequestDelivery } from '../../src/storage/webhook-queue.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';

function sha(seed: string): string {
  return createHash('sha1').update(seed).digest('hex');
}

const AT = new Date('2026-06-01T12:00:00Z');

function pr(deliveryId: string, prNumber: number, overrides: Partial<PullRequestDelivery> = {}): PullRequestDelivery {
  return {
    deliveryId,
    event: 'pull_request',
    action: 'synchronize',
    owner: 'Acme',
    repo: 'Widgets',
    prNumber,
    headSha: sha(`${deliveryId}-${prNumber}`),
    prUpdatedAt: '2026-06-01T11:00:00Z',
    via: 'repository',
    installationId: null,
    receivedAt: AT,
    requestId: `req-${deliveryId}`,
    ...overrides,
  };
}

describe(`webhook intake group commit (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestDatabase;
  let knex: Knex;
  /** SQL of every statement that inserted deliveries since the test began. */
  let deliveryInserts: string[] = [];
  const count = async (table: string, where: Record<string, unknown> = {}): Promise<number> =>
    Number(((await knex(table).where(where).count<{ n: string | number }[]>({ n: '*' }).first()) as { n: string | number }).n);

  beforeAll(async () => {
    t = await openTestDatabase();
    knex = t.db.knex;
    knex.on('query', (query: { sql: string }) => {
      if (/insert into deliveries/i.test(query.sql)) deliveryInserts.push(query.sql);
    });
    await knex('repositories').insert({ id: 'repo_1', owner: 'acme', repo: 'widgets', repo_key: 'acme/widgets', webhook_secret_enc: 'cipher-now', enabled_at: AT, updated_at: AT });
  });
  beforeEach(async () => {
    await knex('webhook_jobs').del();
    await knex('webhook_heads').del();
    await knex('deliveries').del();
    deliveryInserts = [];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes deliveries that arrive together in fewer statements than deliveries, each answered queued once committed', async () => {
    const queue = new KnexWebhookQueue(knex);
    const outcomes = await Promise.all(Array.from({ length: 60 }, (_, index) => queue.acceptPullRequest(pr(`burst-${index}`, index + 1))));
    expect(outcomes).toEqual(Array(60).fill('queued'));
    // The first is written alone at once; the others arrived while it was in flight.
    expect(deliveryInserts.length).toBeGreaterThanOrEqual(2);
    expect(deliveryInserts.length).toBeLessThan(10);
    expect(queue.intakeStats()).toEqual({ batches: deliveryInserts.length, items: 60 });
    expect(await count('deliveries')).toBe(60);
    expect(await count('webhook_heads')).toBe(60);
    expect(await count('webhook_jobs', { state: 'queued' })).toBe(60);
    const head = await queue.headOf('acme/widgets', 7);
    expect(head).toMatchObject({ owner: 'Acme', repo: 'Widgets', headSha: sha('burst-6-7'), deliveryId: 'burst-6', requestId: 'req-burst-6', via: 'repository', rerun: false });
  });

  it('caps a batch at maxBatch deliveries', async () => {
    const queue = new KnexWebhookQueue(knex, { maxAttempts: 5, maxBatch: 4 });
    await Promise.all(Array.from({ length: 13 }, (_, index) => queue.acceptPullRequest(pr(`cap-${index}`, index + 1))));
    // 1 alone, then 12 in batches of 4.
    expect(deliveryInserts).toHaveLength(4);
    expect(await count('deliveries')).toBe(13);
  });

  it('answers each delivery of a mixed batch on its own: new, duplicate, redelivered in the same batch, stale guard, ping', async () => {
    const queue = new KnexWebhookQueue(knex);
    expect(await queue.acceptPullRequest(pr('seen-before', 1))).toBe('queued');
    expect(await queue.recordDelivery({ deliveryId: 'ping-before', event: 'ping', action: null, owner: 'acme', repo: 'widgets', prNumber: null, headSha: null, via: 'repository', status: 'pong', receivedAt: AT })).toBe('recorded');
    deliveryInserts = [];
    const outcomes = await Promise.all([
      queue.acceptPullRequest(pr('first', 10)),
      queue.acceptPullRequest(pr('new-a', 11)),
      queue.acceptPullRequest(pr('seen-before', 1)),
      queue.acceptPullRequest(pr('new-b', 12), { repoKey: 'acme/widgets', encryptedSecret: 'cipher-now' }),
      queue.acceptPullRequest(pr('rotated', 13), { repoKey: 'acme/widgets', encryptedSecret: 'cipher-before' }),
      queue.recordDelivery({ deliveryId: 'ping-new', event: 'ping', action: null, owner: 'acme', repo: 'widgets', prNumber: null, headSha: null, via: 'repository', status: 'pong', receivedAt: AT }),
      queue.recordDelivery({ deliveryId: 'ping-before', event: 'ping', action: null, owner: 'acme', repo: 'widgets', prNumber: null, headSha: null, via: 'repository', status: 'pong', receivedAt: AT }),
      queue.acceptPullRequest(pr('new-a', 11)),
    ]);
    expect(outcomes).toEqual(['queued', 'queued', 'duplicate', 'queued', 'stale', 'recorded', 'duplicate', 'duplicate']);
    // At most three statements ('first' alone when the writer was idle, the others together), and the
    // second 'new-a' waited for the statement after its twin's.
    expect(deliveryInserts.length).toBeGreaterThanOrEqual(2);
    expect(deliveryInserts.length).toBeLessThanOrEqual(3);
    expect(queue.intakeStats().items).toBe(10);
    const ids = ((await knex('deliveries').select('delivery_id').orderBy('delivery_id')) as { delivery_id: string }[]).map((row) => row.delivery_id);
    expect(ids).toEqual(['first', 'new-a', 'new-b', 'ping-before', 'ping-new', 'seen-before']);
    const jobs = ((await knex('webhook_jobs').select('pr_number').orderBy('pr_number')) as { pr_number: number }[]).map((row) => row.pr_number);
    expect(jobs).toEqual([1, 10, 11, 12]);
    expect(await queue.headOf('acme/widgets', 13)).toBeUndefined();
  });

  it('an invalid delivery fails alone: the others of its batch are written and answered', async () => {
    const queue = new KnexWebhookQueue(knex);
    const results = await Promise.allSettled([
      queue.acceptPullRequest(pr('lead', 20)),
      queue.acceptPullRequest(pr('fine-1', 21)),
      queue.acceptPullRequest(pr('broken', 22, { prUpdatedAt: 'not a timestamp' })),
      queue.acceptPullRequest(pr('fine-2', 23)),
      queue.acceptPullRequest(pr('lead', 20)),
    ]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'rejected'))).toEqual(['queued', 'queued', 'rejected', 'queued', 'duplicate']);
    const ids = ((await knex('deliveries').select('delivery_id').orderBy('delivery_id')) as { delivery_id: string }[]).map((row) => row.delivery_id);
    expect(ids).toEqual(['fine-1', 'fine-2', 'lead']);
    expect(await count('webhook_jobs')).toBe(3);
    expect(await queue.headOf('acme/widgets', 22)).toBeUndefined();
  });

  it('moves heads as deliveries written one by one would: a later, older delivery of the same pull request never wins', async () => {
    const queue = new KnexWebhookQueue(knex);
    const newest = pr('newer', 30, { prUpdatedAt: '2026-06-01T11:30:00Z' });
    const older = pr('older', 30, { prUpdatedAt: '2026-06-01T11:10:00Z' });
    const unstamped = pr('rerun', 31, { event: 'check_run', action: 'rerequested', prUpdatedAt: null });
    const outcomes = await Promise.all([queue.acceptPullRequest(pr('lead', 29)), queue.acceptPullRequest(newest), queue.acceptPullRequest(older), queue.acceptPullRequest(pr('stamped', 31)), queue.acceptPullRequest(unstamped)]);
    expect(outcomes).toEqual(['queued', 'queued', 'queued', 'queued', 'queued']);
    expect((await queue.headOf('acme/widgets', 30))?.headSha).toBe(newest.headSha);
    expect(await queue.headOf('acme/widgets', 31)).toMatchObject({ headSha: unstamped.headSha, rerun: true });
    // One job waits per pull request, however many deliveries queued it.
    expect(await count('webhook_jobs', { pr_number: 30 })).toBe(1);
  });
});

describe('GroupCommit', () => {
  it('writes a lone item at once, groups what arrives meanwhile, and never puts two items with one key in a batch', async () => {
    const batches: string[][] = [];
    const commit = new GroupCommit<string, string>({
      one: async (item) => {
        batches.push([item]);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return `${item}!`;
      },
      many: async (items) => {
        batches.push([...items]);
        return items.map((item) => `${item}!`);
      },
    });
    const answers = await Promise.all(['a', 'b', 'c', 'b', 'd'].map((item) => commit.submit(item, [item])));
    expect(answers).toEqual(['a!', 'b!', 'c!', 'b!', 'd!']);
    expect(batches).toEqual([['a'], ['b', 'c', 'd'], ['b']]);
  });

  it('falls back to one write per item when a batch fails, and rejects only the item that fails alone', async () => {
    const commit = new GroupCommit<number, number>({
      one: async (item) => {
        if (item === 3) throw new Error('bad item');
        return item * 10;
      },
      many: async () => {
        throw new Error('batch failed');
      },
    });
    const results = await Promise.allSettled([1, 2, 3, 4].map((item) => commit.submit(item, [String(item)])));
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message))).toEqual([10, 20, 'bad item', 40]);
  });
});
