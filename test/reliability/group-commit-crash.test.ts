/**
 * Group commit of webhook deliveries under SIGKILL: the service (`npm start`) takes a burst of
 * simultaneous deliveries and is killed while acknowledgements are still in flight. Started again on
 * the same database, every delivery it acknowledged is in the queue exactly once, and the others
 * are absent or present once, and accepted when GitHub redelivers them.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, DataDirInUseError } from '../../src/storage/database.js';
import { addOAuthRoutes } from '../support/github-oauth-routes.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { browse } from '../support/browse.js';
import { deliver, pullRequestPayload } from '../support/webhook-delivery.js';
import { DB_LABEL, sleep } from './helpers.js';
import { serviceHome, type ServiceHome, type ServiceProcess } from './service-process.js';

const TOKEN = 'gho_group_commit_admin_token_0123';
const BURST = 300;

interface QueueState {
  readonly deliveries: Map<string, number>;
  /** Waiting jobs per pull request number. */
  readonly jobs: Map<number, number>;
  readonly heads: Map<number, string>;
}

describe(`group commit of webhook deliveries survives SIGKILL mid-burst (${DB_LABEL})`, () => {
  let gh: GitHubServer;
  let home: ServiceHome;
  let current: ServiceProcess | null = null;
  let secret = '';

  /** The database, once the lock a killed process left on DATA_DIR went stale (10 s). */
  const openAfterKill = async () => {
    for (let tries = 0; ; tries += 1) {
      try {
        return await createDatabase({ databaseUrl: home.databaseUrl, dataDir: home.dataDir, poolMax: 1 });
      } catch (error) {
        if (!(error instanceof DataDirInUseError) || tries > 60) throw error;
        await sleep(500);
      }
    }
  };
  /** The queue as the database holds it, read with the service stopped (PGlite serves one process). */
  const readQueue = async (): Promise<QueueState> => {
    const db = await openAfterKill();
    try {
      const deliveries = (await db.knex('deliveries').select('delivery_id').count<{ delivery_id: string; n: string | number }[]>({ n: '*' }).groupBy('delivery_id')) as { delivery_id: string; n: string | number }[];
      const jobs = (await db.knex('webhook_jobs').where({ repo_key: 'acme/widgets', state: 'queued' }).select('pr_number').count<{ pr_number: number; n: string | number }[]>({ n: '*' }).groupBy('pr_number')) as { pr_number: number; n: string | number }[];
      const heads = (await db.knex('webhook_heads').where({ repo_key: 'acme/widgets' }).select('pr_number', 'delivery_id')) as { pr_number: number; delivery_id: string }[];
      return {
        deliveries: new Map(deliveries.map((row) => [row.delivery_id, Number(row.n)])),
        jobs: new Map(jobs.map((row) => [row.pr_number, Number(row.n)])),
        heads: new Map(heads.map((row) => [row.pr_number, row.delivery_id])),
      };
    } finally {
      await db.close();
    }
  };

  beforeAll(async () => {
    gh = await startGitHubServer();
    const oauth = addOAuthRoutes(gh, { clientId: 'Iv1.groupcommit', clientSecret: 'group-commit-client-secret' });
    oauth.nextToken = TOKEN;
    gh.setPermissions('acme/widgets', TOKEN, { admin: true });
    // No analyses: the queue keeps exactly what the receiver wrote.
    home = await serviceHome({ GITHUB_URL: gh.url, GITHUB_API_URL: gh.apiUrl, GITHUB_CLIENT_ID: oauth.clientId, GITHUB_CLIENT_SECRET: oauth.clientSecret, WORKERS_IN_PROCESS: 'false', LOG_LEVEL: 'warn' });
    current = await home.start();
    // Signed in as a browser is, the admin enables the hook and gets its secret.
    const jar = new Map<string, string>();
    await browse(`${home.url}/auth/login`, jar);
    const enabled = (await (await fetch(`${home.url}/api/repos/github/acme/widgets/webhook/enable`, { method: 'POST', headers: { cookie: `svc_session=${jar.get('svc_session') ?? ''}` } })).json()) as { webhook_secret?: string };
    secret = enabled.webhook_secret ?? '';
    expect(secret).not.toBe('');
  }, 300_000);

  afterAll(async () => {
    await home?.dispose();
    await gh?.close();
  });

  it(`${BURST} simultaneous deliveries, SIGKILL after the first acknowledgements: each acknowledged one is queued exactly once after the restart, the rest are accepted on redelivery`, async () => {
    const process = current;
    if (process === null) throw new Error('nothing runs');
    const burst = Array.from({ length: BURST }, (_, index) => ({ number: index + 1, deliveryId: randomUUID(), headSha: (index + 1).toString(16).padStart(40, 'a') }));
    const send = (item: (typeof burst)[number]) =>
      deliver(home.url, { event: 'pull_request', deliveryId: item.deliveryId, payload: pullRequestPayload({ owner: 'acme', repo: 'widgets', number: item.number, headSha: item.headSha, action: 'opened' }), secret });

    // Two deliveries first, acknowledged; then the rest at once, and the kill at the first
    // acknowledgement among them or 10 ms after they are sent, whichever comes first: while the
    // others are still being written. (A kill at the first acknowledgement alone can come after
    // every answer: group commit may answer the whole burst in one batch.)
    let killed: Promise<void> | null = null;
    const kill = (): void => {
      killed ??= process.killHard();
    };
    const sendAndRecord = (item: (typeof burst)[number], killOnAck: boolean) =>
      send(item).then(
        (answer) => {
          if (killOnAck && answer.status >= 200 && answer.status < 300) kill();
          return answer.status;
        },
        () => null,
      );
    const firstAnswers = await Promise.all(burst.slice(0, 2).map((item) => sendAndRecord(item, false)));
    const rest = Promise.all(burst.slice(2).map((item) => sendAndRecord(item, true)));
    const timer = setTimeout(kill, 10);
    const answers = [...firstAnswers, ...(await rest)];
    clearTimeout(timer);
    kill();
    await killed;
    expect((await process.exited).signal).toBe('SIGKILL');
    current = null;

    const acked = burst.filter((_, index) => answers[index] === 202);
    const unanswered = burst.filter((_, index) => answers[index] === null);
    // Anything but 202 or no answer at all would be a wrong answer, not a crash.
    expect(answers.filter((status) => status !== 202 && status !== null)).toEqual([]);
    expect(acked.length).toBeGreaterThanOrEqual(2);
    expect(unanswered.length, 'the kill came after every delivery was answered').toBeGreaterThan(0);

    const afterCrash = await readQueue();
    for (const item of acked) {
      expect(afterCrash.deliveries.get(item.deliveryId), `acknowledged delivery ${item.deliveryId}`).toBe(1);
      expect(afterCrash.jobs.get(item.number), `the job of acknowledged PR ${item.number}`).toBe(1);
      expect(afterCrash.heads.get(item.number)).toBe(item.deliveryId);
    }
    // Unacknowledged: absent, or recorded whole (delivery, head and job) by a batch whose answer was lost.
    for (const item of unanswered) {
      const recorded = afterCrash.deliveries.get(item.deliveryId) ?? 0;
      expect(recorded).toBeLessThanOrEqual(1);
      expect(afterCrash.jobs.get(item.number) ?? 0).toBe(recorded);
      expect(afterCrash.heads.has(item.number)).toBe(recorded === 1);
    }

    // GitHub redelivers everything: recorded ones are duplicates, the others are queued now.
    current = await home.start();
    const redelivered = await Promise.all(burst.map((item) => send(item).then((answer) => answer.status)));
    burst.forEach((item, index) => {
      expect(redelivered[index], `redelivery of ${item.deliveryId}`).toBe(afterCrash.deliveries.has(item.deliveryId) ? 200 : 202);
    });
    await current.killHard();
    current = null;

    const final = await readQueue();
    expect(final.deliveries.size).toBe(BURST);
    expect([...final.deliveries.values()].every((n) => n === 1)).toBe(true);
    expect(final.jobs.size).toBe(BURST);
    expect([...final.jobs.values()].every((n) => n === 1)).toBe(true);
    expect(final.heads.size).toBe(BURST);
  }, 400_000);
});
