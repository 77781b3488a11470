import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { signInDirectly, startTestService, type TestService } from '../support/start-test-service.js';
import { deliver, pullRequestPayload } from '../support/webhook-delivery.js';

const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/**
 * The receiver remembers each repository's secret after the first read (one database round trip
 * per delivery after that), and every write is guarded by the ciphertext that verified it: a
 * rotation or a disable, by this process or any other, is honoured at the very next delivery.
 */
describe(`webhook receiver, remembered secrets (${db})`, () => {
  let gh: GitHubServer;
  let t: TestService;
  let cookie = '';
  let prNumber = 100;

  const rowsFor = async (deliveryId: string) => ({
    deliveries: (await t.service.db.knex('deliveries').where('delivery_id', deliveryId)).length,
  });
  const payload = (repo = 'widgets') => pullRequestPayload({ owner: 'acme', repo, number: (prNumber += 1), headSha: 'a'.repeat(40), action: 'opened' });
  const enable = async (repo = 'widgets'): Promise<string> => {
    const response = await fetch(`${t.url}/api/repos/github/acme/${repo}/webhook/enable`, { method: 'POST', headers: { cookie } });
    expect([200, 201]).toContain(response.status);
    return ((await response.json()) as { webhook_secret: string }).webhook_secret;
  };
  const rotate = async (): Promise<string> => {
    const response = await fetch(`${t.url}/api/repos/github/acme/widgets/webhook/rotate`, { method: 'POST', headers: { cookie } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { webhook_secret: string }).webhook_secret;
  };
  /** The SQL of every statement the service ran while `work` ran. */
  const statementsDuring = async (work: () => Promise<void>): Promise<string[]> => {
    const statements: string[] = [];
    const count = (query: { sql: string }) => statements.push(query.sql);
    t.service.db.knex.on('query', count);
    try {
      await work();
    } finally {
      t.service.db.knex.removeListener('query', count);
    }
    return statements;
  };
  /** Sends a delivery and checks it was accepted, which also leaves the secret remembered. */
  const accepted = async (secret: string, repo = 'widgets') => {
    const answer = await deliver(t.url, { event: 'pull_request', payload: payload(repo), secret });
    expect(answer.status).toBe(202);
  };

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.setPermissions('acme/widgets', 'tok-admin', { admin: true });
    gh.setPermissions('acme/gadgets', 'tok-admin', { admin: true });
    t = await startTestService({ GITHUB_API_URL: gh.apiUrl, GITHUB_URL: gh.url, WORKERS_IN_PROCESS: 'false' });
    cookie = (await signInDirectly(t, { githubId: '1', login: 'alice', token: 'tok-admin' })).cookie;
  });

  beforeEach(async () => {
    await fetch(`${t.url}/api/repos/github/acme/widgets/webhook`, { method: 'DELETE', headers: { cookie } });
  });

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  it('needs one database statement per delivery once the secret is known', async () => {
    const secret = await enable();
    await accepted(secret);
    const statements = await statementsDuring(async () => {
      await accepted(secret);
      await accepted(secret);
    });
    expect(statements).toHaveLength(2);
    expect(statements.every((sql) => sql.includes('insert into deliveries'))).toBe(true);
  });

  it('spends one read and no write on a delivery that does not verify, remembered repository or not', async () => {
    const secret = await enable();
    await accepted(secret);
    for (const repo of ['widgets', 'never-enabled']) {
      const statements = await statementsDuring(async () => {
        const forged = await deliver(t.url, { event: 'pull_request', payload: payload(repo), secret: 'forged-forged-forged-forged-forged-forged' });
        expect(forged.status).toBe(401);
      });
      expect(statements, repo).toHaveLength(1);
      expect(statements[0], repo).toMatch(/^select \* from "repositories"/);
    }
  });

  it('refuses the old secret right after a rotation, and takes the new one', async () => {
    const old = await enable();
    await accepted(old);
    const fresh = await rotate();
    const stale = await deliver(t.url, { event: 'pull_request', payload: payload(), secret: old });
    expect(stale).toMatchObject({ status: 401, body: { error: 'Invalid signature' } });
    expect(await rowsFor(stale.deliveryId)).toEqual({ deliveries: 0 });
    await accepted(fresh);
  });

  it('refuses the old secret after a rotation written by another process (straight to the database)', async () => {
    const old = await enable();
    await accepted(old);
    const other = 'rotated-elsewhere-0123456789abcdefghijkl';
    await t.service.db.knex('repositories').where('repo_key', 'acme/widgets').update({ webhook_secret_enc: t.service.encryptor.encrypt(other) });
    const stale = await deliver(t.url, { event: 'pull_request', payload: payload(), secret: old });
    expect(stale.status).toBe(401);
    expect(await rowsFor(stale.deliveryId)).toEqual({ deliveries: 0 });
    // Ping and ignored events are guarded the same way.
    const ping = await deliver(t.url, { event: 'ping', payload: { zen: 'Speak like a human.', repository: { full_name: 'acme/widgets' } }, secret: old });
    expect(ping.status).toBe(401);
    await accepted(other);
  });

  it('answers 410 to a remembered secret once the hook is disabled, and stores nothing', async () => {
    const secret = await enable();
    await accepted(secret);
    const disable = await fetch(`${t.url}/api/repos/github/acme/widgets/webhook`, { method: 'DELETE', headers: { cookie } });
    expect(disable.status).toBe(200);
    const gone = await deliver(t.url, { event: 'pull_request', payload: payload(), secret });
    expect(gone.status).toBe(410);
    expect(await rowsFor(gone.deliveryId)).toEqual({ deliveries: 0 });
    const ignored = await deliver(t.url, { event: 'pull_request', payload: { ...payload(), action: 'labeled' }, secret });
    expect(ignored.status).toBe(410);
  });

  it('accepts a repository enabled after one of its deliveries was refused', async () => {
    const early = await deliver(t.url, { event: 'pull_request', payload: payload('gadgets'), secret: 'not-yet-enabled-0123456789abcdefghijklm' });
    expect(early.status).toBe(401);
    const secret = await enable('gadgets');
    await accepted(secret, 'gadgets');
  });
});
