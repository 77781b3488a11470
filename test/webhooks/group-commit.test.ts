import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GroupCommit, type GroupCommitOptions } from '../../src/storage/group-commit.js';
import { KnexWebhookQueue, type PullRequestDelivery } from '../../src/storage/webhook-queue.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { startAppTestService } from '../support/start-app-test-service.js';
import { signInDirectly, type TestService } from '../support/start-test-service.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';
import { deliver, pullRequestPayload } from '../support/webhook-delivery.js';

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
    // All arrived in one turn of the event loop: one statement.
    expect(deliveryInserts).toHaveLength(1);
    expect(queue.intakeStats()).toEqual({ batches: deliveryInserts.length, items: 60, waiting: 0 });
    expect(await count('deliveries')).toBe(60);
    expect(await count('webhook_heads')).toBe(60);
    expect(await count('webhook_jobs', { state: 'queued' })).toBe(60);
    const head = await queue.headOf('acme/widgets', 7);
    expect(head).toMatchObject({ owner: 'Acme', repo: 'Widgets', headSha: sha('burst-6-7'), deliveryId: 'burst-6', requestId: 'req-burst-6', via: 'repository', rerun: false });
  });

  it('caps a batch at maxBatch deliveries', async () => {
    const queue = new KnexWebhookQueue(knex, { maxAttempts: 5, maxBatch: 4 });
    await Promise.all(Array.from({ length: 13 }, (_, index) => queue.acceptPullRequest(pr(`cap-${index}`, index + 1))));
    // Batches of 4, 4, 4 and 1.
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
    // Two statements: the second 'new-a' waited for the statement after its twin's.
    expect(deliveryInserts).toHaveLength(2);
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

describe(`the receiver's deliveries, both paths, in one burst (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const APP_SECRET = 'group-commit-app-webhook-secret';
  let gh: GitHubServer;
  let t: TestService;
  let secret = '';
  let deliveryInserts = 0;

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.setPermissions('acme/widgets', 'tok-admin', { admin: true });
    t = await startAppTestService(gh, APP_SECRET, { WORKERS_IN_PROCESS: 'false' });
    const admin = await signInDirectly(t, { githubId: '1', login: 'alice', token: 'tok-admin' });
    const enable = await fetch(`${t.url}/api/repos/github/acme/widgets/webhook/enable`, { method: 'POST', headers: { cookie: admin.cookie } });
    secret = ((await enable.json()) as { webhook_secret: string }).webhook_secret;
    t.service.db.knex.on('query', (query: { sql: string }) => {
      if (/insert into deliveries/i.test(query.sql)) deliveryInserts += 1;
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  it('answers each delivery of a burst on its own (new, duplicate, bad signature, invalid payload, ping; repository hooks and the App) and writes them in fewer statements', async () => {
    const repoPr = (number: number, deliveryId?: string) =>
      deliver(t.url, { event: 'pull_request', deliveryId, payload: pullRequestPayload({ owner: 'acme', repo: 'widgets', number, headSha: sha(`repo-${number}`), action: 'opened' }), secret });
    const appPr = (number: number) =>
      deliver(t.url, { event: 'pull_request', payload: pullRequestPayload({ owner: 'acme', repo: 'gadgets', number, headSha: sha(`app-${number}`), action: 'opened', installationId: 77 }), secret: APP_SECRET });
    expect((await repoPr(1, 'redelivered')).status).toBe(202);
    deliveryInserts = 0;
    const knex = t.service.db.knex;
    const queue = t.service.services.webhooks.queue;

    // Writes into deliveries wait while the test holds a lock on the table (on the embedded
    // database, its one connection), so the burst gathers in the receiver's batcher.
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked = (): void => undefined;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = knex.transaction(async (trx) => {
      await trx.raw('lock table deliveries in share row exclusive mode');
      locked();
      await released;
    });
    await isLocked;
    const itemsBefore = queue.intakeStats().items;
    const burst = Promise.all([
      ...Array.from({ length: 25 }, (_, index) => repoPr(index + 2)),
      ...Array.from({ length: 25 }, (_, index) => appPr(index + 1)),
      repoPr(1, 'redelivered'),
      repoPr(40, 'twice'),
      repoPr(40, 'twice'),
      deliver(t.url, { event: 'pull_request', payload: pullRequestPayload({ owner: 'acme', repo: 'widgets', number: 41, headSha: sha('forged'), action: 'opened' }), secret: 'not-the-secret' }),
      deliver(t.url, { event: 'pull_request', payload: pullRequestPayload({ owner: 'acme', repo: 'widgets', number: 0, headSha: sha('zero'), action: 'opened' }), secret }),
      deliver(t.url, { event: 'ping', payload: { zen: 'Keep it logically awesome.', repository: { full_name: 'acme/widgets' } }, secret }),
    ]);
    // 54 deliveries reach the queue (the forged and the invalid one do not): one write in flight, the others waiting.
    const reached = () => queue.intakeStats().items - itemsBefore + queue.intakeStats().waiting;
    const deadline = Date.now() + 60_000;
    while (reached() < 54 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reached()).toBe(54);
    release();
    await holder;
    const answers = await burst;
    const statuses = answers.map((answer) => `${answer.status} ${String(answer.body.status ?? answer.body.error)}`);
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill('202 queued'));
    expect(statuses[50]).toBe('200 duplicate');
    expect([statuses[51], statuses[52]].sort()).toEqual(['200 duplicate', '202 queued']);
    expect(statuses[53]).toBe('401 Invalid signature');
    expect(answers[54]?.status).toBe(400);
    expect(statuses[55]).toBe('200 pong');

    // 54 deliveries in at most three statements: the one in flight, those that waited (but for
    // the second 'twice' when both waited), and that one.
    expect(deliveryInserts).toBeGreaterThanOrEqual(2);
    expect(deliveryInserts).toBeLessThanOrEqual(3);
    const rows = (await knex('deliveries').select('repo_key', 'via', 'status')) as { repo_key: string | null; via: string; status: string }[];
    expect(rows.filter((row) => row.repo_key === 'acme/widgets' && row.via === 'repository' && row.status === 'queued')).toHaveLength(27);
    expect(rows.filter((row) => row.repo_key === 'acme/gadgets' && row.via === 'installation' && row.status === 'queued')).toHaveLength(25);
    expect(rows.filter((row) => row.status === 'pong')).toHaveLength(1);
    expect(rows).toHaveLength(53);
    const jobs = (await knex('webhook_jobs').select('repo_key').count<{ repo_key: string; n: string | number }[]>({ n: '*' }).groupBy('repo_key').orderBy('repo_key')) as { repo_key: string; n: string | number }[];
    expect(jobs.map((row) => [row.repo_key, Number(row.n)])).toEqual([['acme/gadgets', 25], ['acme/widgets', 27]]);
    expect(await knex('webhook_heads').where({ repo_key: 'acme/widgets' }).whereIn('pr_number', [0, 41]).first()).toBeUndefined();
  }, 120_000);
});

/** A GroupCommit whose writes answer `item!` and are recorded in `batches`; a lone write takes 5 ms. */
function recordingCommit(options: GroupCommitOptions = {}): { commit: GroupCommit<string, string>; batches: string[][] } {
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
  }, options);
  return { commit, batches };
}

describe('GroupCommit', () => {
  it('writes what arrives in one turn of the event loop together, and never puts two items with one key in a batch', async () => {
    const { commit, batches } = recordingCommit();
    const answers = await Promise.all(['a', 'b', 'c', 'b', 'd'].map((item) => commit.submit(item, [item])));
    expect(answers).toEqual(['a!', 'b!', 'c!', 'b!', 'd!']);
    expect(batches).toEqual([['a', 'b', 'c', 'd'], ['b']]);
  });

  it('puts what arrives while a write is in flight into the next write', async () => {
    const { commit, batches } = recordingCommit();
    const first = commit.submit('e', ['e']);
    await new Promise((resolve) => setImmediate(resolve));
    const later = ['f', 'g'].map((item) => commit.submit(item, [item]));
    await Promise.all([first, ...later]);
    expect(batches).toEqual([['e'], ['f', 'g']]);
  });

  it('with gather (the embedded database), a small batch after a write waits for the rest of the burst; without, it is written at once', async () => {
    const trickle = async (commit: GroupCommit<string, string>): Promise<string[]> => {
      await commit.submit('h', ['h']);
      // The burst goes on: one item now, one 20 ms later (after the 5 ms write of a lone item,
      // before the 200 ms wait: timers fire in the order they are due).
      const first = commit.submit('i', ['i']);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Promise.all([first, commit.submit('j', ['j'])]);
    };
    const gathering = recordingCommit({ gather: { belowItems: 16, waitMs: 200 } });
    expect(await trickle(gathering.commit)).toEqual(['i!', 'j!']);
    expect(gathering.batches).toEqual([['h'], ['i', 'j']]);
    const plain = recordingCommit();
    expect(await trickle(plain.commit)).toEqual(['i!', 'j!']);
    expect(plain.batches).toEqual([['h'], ['i'], ['j']]);
  });

  it('with gather, a write after a quiet spell is not delayed, and a large waiting batch is written at the end of the turn', async () => {
    // A wait of a minute: had either write below waited, the test would run past its 5 s timeout.
    const { commit, batches } = recordingCommit({ gather: { belowItems: 2, waitMs: 60_000 } });
    // A lone first item: written at the end of its turn, not after a wait.
    expect(await commit.submit('k', ['k'])).toBe('k!');
    // Three are waiting when that write ends: at least belowItems, so they are written without a wait.
    expect(await Promise.all(['l', 'm', 'n'].map((item) => commit.submit(item, [item])))).toEqual(['l!', 'm!', 'n!']);
    expect(batches).toEqual([['k'], ['l', 'm', 'n']]);
  });

  it('with gather.arriving, a write waits for the items on their way and takes them in the same batch', async () => {
    let arriving = 2;
    const { commit, batches } = recordingCommit({ gather: { belowItems: 1, waitMs: 0, arriving: () => arriving, arrivalWaitMs: 60_000 } });
    const first = commit.submit('a', ['a']);
    // The two others arrive (their bodies read) 10 ms later: the write of 'a' has waited for them.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const later = ['b', 'c'].map((item) => commit.submit(item, [item]));
    arriving = 0;
    expect(await Promise.all([first, ...later])).toEqual(['a!', 'b!', 'c!']);
    expect(batches).toEqual([['a', 'b', 'c']]);
  });

  it('with gather.arriving, the wait for items on their way ends after arrivalWaitMs, and there is none when nothing is on its way', async () => {
    // One item announced that never comes (a client that stopped sending its body).
    const stuck = recordingCommit({ gather: { belowItems: 1, waitMs: 0, arriving: () => 1, arrivalWaitMs: 30 } });
    const started = performance.now();
    expect(await stuck.commit.submit('d', ['d'])).toBe('d!');
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(25);
    expect(waited).toBeLessThan(2_000);
    // Nothing on its way: written at the end of the turn, not after a minute.
    const none = recordingCommit({ gather: { belowItems: 1, waitMs: 0, arriving: () => 0, arrivalWaitMs: 60_000 } });
    expect(await none.commit.submit('e', ['e'])).toBe('e!');
    // A full batch is written without waiting for more.
    const full = recordingCommit({ maxBatch: 2, gather: { belowItems: 1, waitMs: 0, arriving: () => 5, arrivalWaitMs: 60_000 } });
    expect(await Promise.all(['f', 'g'].map((item) => full.commit.submit(item, [item])))).toEqual(['f!', 'g!']);
    expect(full.batches).toEqual([['f', 'g']]);
  });

  it('with gather.burstGapMs, a small first write soon after the last one waits waitMs; after a quiet spell it does not', async () => {
    const stream = async (commit: GroupCommit<string, string>): Promise<void> => {
      await commit.submit('h', ['h']);
      // The drain ends 100 ms after the write of 'h' (its wait for more, waitMs); the next item comes
      // after that, and another 10 ms later.
      await new Promise((resolve) => setTimeout(resolve, 150));
      const i = commit.submit('i', ['i']);
      await new Promise((resolve) => setTimeout(resolve, 10));
      await Promise.all([i, commit.submit('j', ['j'])]);
    };
    const inBurst = recordingCommit({ gather: { belowItems: 16, waitMs: 100, burstGapMs: 60_000 } });
    await stream(inBurst.commit);
    expect(inBurst.batches).toEqual([['h'], ['i', 'j']]);
    const quiet = recordingCommit({ gather: { belowItems: 16, waitMs: 100, burstGapMs: 0 } });
    await stream(quiet.commit);
    expect(quiet.batches).toEqual([['h'], ['i'], ['j']]);
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
