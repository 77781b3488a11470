import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ClaimedJob, KnexWebhookQueue, type PullRequestDelivery } from '../../src/storage/webhook-queue.js';
import { pullRequestDelivery } from '../support/pull-request-delivery.js';
import { openTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../support/test-database.js';

const AT = new Date('2026-06-01T12:00:00Z');

const pr = (repo: string, prNumber: number): PullRequestDelivery => pullRequestDelivery({ deliveryId: `${repo}-${prNumber}`, prNumber, repo, action: 'opened', receivedAt: AT });

/**
 * One repository's pull requests cannot hold every worker while another repository waits: a
 * claim takes the due job of the repository with the fewest running jobs first, oldest first
 * within it (docs/webhooks.md, "Fair share"). A repository alone still gets every worker.
 */
describe(`claims share the workers between repositories (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestDatabase;
  let queue: KnexWebhookQueue;

  beforeAll(async () => {
    t = await openTestDatabase();
    queue = new KnexWebhookQueue(t.db.knex, { maxAttempts: 3 });
  });
  beforeEach(async () => {
    await t.db.knex('webhook_jobs').del();
    await t.db.knex('webhook_heads').del();
    await t.db.knex('deliveries').del();
  });
  afterAll(async () => {
    await t?.close();
  });

  const claim = async () => (await queue.claim('worker', 60_000)) as ClaimedJob | undefined;
  const queueInOrder = async (deliveries: PullRequestDelivery[]) => {
    for (const delivery of deliveries) {
      expect(await queue.acceptPullRequest(delivery)).toBe('queued');
      // run_at and created_at of later jobs are later.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  it('takes a job of a waiting repository before the next of a repository that already runs one', async () => {
    // Six PRs of one repository opened first (a flood), then one of another repository.
    await queueInOrder([...Array.from({ length: 6 }, (_, i) => pr('flood', i + 1)), pr('other', 1)]);
    const first = await claim();
    expect([first?.repoKey, first?.prNumber]).toEqual(['acme/flood', 1]);
    const second = await claim();
    expect([second?.repoKey, second?.prNumber]).toEqual(['acme/other', 1]);
    // Both repositories run one job now: the flood's next, oldest first.
    const third = await claim();
    expect([third?.repoKey, third?.prNumber]).toEqual(['acme/flood', 2]);
  });

  it('gives every worker to a repository whose jobs are the only ones waiting', async () => {
    await queueInOrder(Array.from({ length: 3 }, (_, i) => pr('flood', i + 1)));
    const claimed = [await claim(), await claim(), await claim()];
    expect(claimed.map((job) => job?.prNumber)).toEqual([1, 2, 3]);
    expect(await claim()).toBeUndefined();
  });

  it('counts a running job whose lease ran out as not running: it is taken over like any due job', async () => {
    await queueInOrder([pr('flood', 1), pr('flood', 2), pr('other', 1)]);
    const first = (await claim()) as ClaimedJob;
    expect(first.repoKey).toBe('acme/flood');
    await t.db.knex('webhook_jobs').where({ id: first.id }).update({ locked_until: t.db.knex.raw("now() - interval '1 second'") });
    // The expired job is due again and its repository counts no running job: oldest first.
    const taken = await claim();
    expect([taken?.repoKey, taken?.prNumber]).toEqual(['acme/flood', 1]);
  });
});
