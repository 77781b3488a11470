import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { signInDirectly, startTestService, type TestService } from '../support/start-test-service.js';
import { deliver, pullRequestPayload, signBody } from '../support/webhook-delivery.js';

interface ExampleGroup {
  name: string;
  examples: Record<string, unknown>[];
}

const require = createRequire(import.meta.url);
const EXAMPLES = JSON.parse(readFileSync(require.resolve('@octokit/webhooks-examples/api.github.com/index.json'), 'utf8')) as ExampleGroup[];
const PULL_REQUEST_EXAMPLES = EXAMPLES.find((group) => group.name === 'pull_request')?.examples ?? [];
const PING_EXAMPLES = EXAMPLES.find((group) => group.name === 'ping')?.examples ?? [];
const ANALYZED = new Set(['opened', 'synchronize', 'ready_for_review', 'reopened']);

function expectedAnswer(example: Record<string, unknown>): 'queued' | 'ignored' {
  const draft = (example.pull_request as { draft?: boolean }).draft === true;
  return ANALYZED.has(example.action as string) && !draft ? 'queued' : 'ignored';
}

async function counts(t: TestService): Promise<{ deliveries: number; jobs: number; heads: number }> {
  const knex = t.service.db.knex;
  const [d] = (await knex('deliveries').count('* as n')) as { n: number | string }[];
  const [j] = (await knex('webhook_jobs').count('* as n')) as { n: number | string }[];
  const [h] = (await knex('webhook_heads').count('* as n')) as { n: number | string }[];
  return { deliveries: Number(d?.n), jobs: Number(j?.n), heads: Number(h?.n) };
}

const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`webhook receiver, per-repository secrets (${db})`, () => {
  let gh: GitHubServer;
  let t: TestService;
  let secret = '';

  beforeAll(async () => {
    expect(PULL_REQUEST_EXAMPLES.length).toBeGreaterThan(20);
    gh = await startGitHubServer();
    gh.setPermissions('Codertocat/Hello-World', 'tok-admin', { admin: true });
    gh.setPermissions('acme/widgets', 'tok-admin', { admin: true });
    t = await startTestService({ GITHUB_API_URL: gh.apiUrl, GITHUB_URL: gh.url, WORKERS_IN_PROCESS: 'false' });
    const admin = await signInDirectly(t, { githubId: '1', login: 'alice', token: 'tok-admin' });
    const enable = await fetch(`${t.url}/api/repos/github/Codertocat/Hello-World/webhook/enable`, { method: 'POST', headers: { cookie: admin.cookie } });
    expect(enable.status).toBe(201);
    secret = ((await enable.json()) as { webhook_secret: string }).webhook_secret;
    const other = await fetch(`${t.url}/api/repos/github/acme/widgets/webhook/enable`, { method: 'POST', headers: { cookie: admin.cookie } });
    expect(other.status).toBe(201);
    const disable = await fetch(`${t.url}/api/repos/github/acme/widgets/webhook`, { method: 'DELETE', headers: { cookie: admin.cookie } });
    expect(disable.status).toBe(200);
  });

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  it('answers ping with pong', async () => {
    const example = PING_EXAMPLES.find((e) => e.repository !== undefined) ?? {};
    const payload = { ...example, repository: { ...(example.repository as object), full_name: 'Codertocat/Hello-World' } };
    const answer = await deliver(t.url, { event: 'ping', payload, secret });
    expect(answer).toMatchObject({ status: 200, body: { status: 'pong' } });
  });

  it.each(PULL_REQUEST_EXAMPLES.map((example, index) => [index, example.action as string, example] as const))(
    'pull_request example %i (%s) gets the answer it should',
    async (_index, action, example) => {
      const before = await counts(t);
      const answer = await deliver(t.url, { event: 'pull_request', payload: example, secret });
      if (expectedAnswer(example) === 'queued') {
        expect(answer.status).toBe(202);
        expect(answer.body).toEqual({ status: 'queued', delivery_id: answer.deliveryId });
      } else {
        expect(answer.status).toBe(200);
        expect(answer.body.status).toBe('ignored');
        expect(String(answer.body.reason)).toMatch((example.pull_request as { draft?: boolean }).draft === true && ANALYZED.has(action) ? /draft/i : new RegExp(action));
      }
      const after = await counts(t);
      expect(after.deliveries).toBe(before.deliveries + 1);
      const row = (await t.service.db.knex('deliveries').where('delivery_id', answer.deliveryId).first()) as { status: string; via: string };
      expect(row.status).toBe(expectedAnswer(example));
      expect(row.via).toBe('repository');
    },
  );

  it('keeps at most one waiting job for a pull request, however many deliveries queue it', async () => {
    const jobs = await t.service.services.webhooks.queue.listJobs();
    const forPr2 = jobs.filter((job) => job.repoKey === 'codertocat/hello-world' && job.prNumber === 2);
    expect(forPr2).toHaveLength(1);
    expect(forPr2[0]?.state).toBe('queued');
  });

  describe('refuses deliveries that do not verify (401, nothing stored or queued)', () => {
    const example = PULL_REQUEST_EXAMPLES.find((e) => e.action === 'opened') ?? {};
    const body = JSON.stringify({ ...example, number: 99, pull_request: { ...(example.pull_request as object), number: 99 } });
    const good = (): string => signBody(secret, body);
    const cases: [string, () => Record<string, string | undefined>][] = [
      ['no signature header', () => ({})],
      ['an empty signature', () => ({ signature: '' })],
      ['a malformed signature', () => ({ signature: 'sha256=not-hex' })],
      ['a truncated signature', () => ({ signature: good().slice(0, -2) })],
      ['a sha1 signature only', () => ({ signature: `sha1=${'0'.repeat(40)}` })],
      ['the wrong secret', () => ({ secret: 'not-the-secret-but-also-32-characters-long' })],
      ['a signature over other bytes', () => ({ signature: signBody(secret, `${body} `) })],
    ];
    it.each(cases)('%s', async (_name, options) => {
      const before = await counts(t);
      const answer = await deliver(t.url, { event: 'pull_request', payload: null, rawBody: body, ...options() });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: 'Invalid signature', request_id: expect.any(String) });
      expect(await counts(t)).toEqual(before);
    });

    it('every one-bit flip of a valid signature', async () => {
      const before = await counts(t);
      const hex = good().slice('sha256='.length);
      const digest = Buffer.from(hex, 'hex');
      // 32 flips spread over the digest (one bit of every byte) keep the test quick yet cover every position.
      for (let byte = 0; byte < digest.length; byte += 1) {
        const flipped = Buffer.from(digest);
        flipped[byte] = (flipped[byte] ?? 0) ^ (1 << byte % 8);
        const answer = await deliver(t.url, { event: 'pull_request', payload: null, rawBody: body, signature: `sha256=${flipped.toString('hex')}` });
        expect(answer.status, `byte ${byte}`).toBe(401);
      }
      expect(await counts(t)).toEqual(before);
      // The unflipped signature does verify: the flips are what failed.
      const answer = await deliver(t.url, { event: 'pull_request', payload: null, rawBody: body, signature: good() });
      expect(answer.status).toBe(202);
    });
  });

  it('answers 401 for a repository that was never enabled (and no app)', async () => {
    const payload = pullRequestPayload({ owner: 'someone', repo: 'else', number: 1, headSha: 'c'.repeat(40), action: 'opened' });
    const answer = await deliver(t.url, { event: 'pull_request', payload, secret });
    expect(answer).toMatchObject({ status: 401, body: { error: 'Invalid signature' } });
  });

  it('answers 410 for a disabled repository, before any signature check', async () => {
    const before = await counts(t);
    const payload = pullRequestPayload({ owner: 'acme', repo: 'widgets', number: 1, headSha: 'c'.repeat(40), action: 'opened' });
    const unsigned = await deliver(t.url, { event: 'pull_request', payload });
    expect(unsigned.status).toBe(410);
    expect(unsigned.body.error).toMatch(/acme\/widgets/);
    expect(unsigned.body.error).toMatch(/Remove the hook on GitHub/);
    const ping = await deliver(t.url, { event: 'ping', payload: { zen: 'Keep it logically awesome.', hook_id: 1, repository: { full_name: 'acme/widgets' } } });
    expect(ping.status).toBe(410);
    expect(await counts(t)).toEqual(before);
  });

  it('answers 400 for a body that is not JSON (or not an object)', async () => {
    for (const rawBody of ['not json', '', '[1,2]', '{"truncated":']) {
      const answer = await deliver(t.url, { event: 'pull_request', payload: null, rawBody, secret });
      expect(answer.status, rawBody).toBe(400);
      expect(typeof answer.body.error).toBe('string');
    }
  });

  it('answers a redelivery of the same delivery id with duplicate, and queues nothing more', async () => {
    const payload = pullRequestPayload({ owner: 'Codertocat', repo: 'Hello-World', number: 5, headSha: 'd'.repeat(40), action: 'opened' });
    const first = await deliver(t.url, { event: 'pull_request', payload, secret });
    expect(first.status).toBe(202);
    const before = await counts(t);
    const again = await deliver(t.url, { event: 'pull_request', payload, secret, deliveryId: first.deliveryId });
    expect(again).toMatchObject({ status: 200, body: { status: 'duplicate' } });
    const ignoredPayload = { ...payload, action: 'labeled' };
    const ignored = await deliver(t.url, { event: 'pull_request', payload: ignoredPayload, secret });
    const ignoredAgain = await deliver(t.url, { event: 'pull_request', payload: ignoredPayload, secret, deliveryId: ignored.deliveryId });
    expect(ignoredAgain.body).toEqual({ status: 'duplicate' });
    expect((await counts(t)).jobs).toBe(before.jobs);
  });

  it('ignores other events with a reason', async () => {
    const answer = await deliver(t.url, { event: 'issues', payload: { action: 'opened', repository: { full_name: 'Codertocat/Hello-World' } }, secret });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'ignored' });
    expect(String(answer.body.reason)).toMatch(/issues/);
  });

  it('is not rate limited like the API', async () => {
    const response = await fetch(`${t.url}/api/webhooks/github`, { method: 'POST', body: 'x' });
    expect(response.headers.get('x-ratelimit-limit')).toBeNull();
  });
});

describe(`webhook receiver, GitHub App deliveries (${db})`, () => {
  const WEBHOOK_SECRET = 'app-webhook-secret-0123456789abcdef';
  let gh: GitHubServer;
  let t: TestService;

  beforeAll(async () => {
    gh = await startGitHubServer();
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    t = await startTestService({
      GITHUB_API_URL: gh.apiUrl,
      GITHUB_URL: gh.url,
      WORKERS_IN_PROCESS: 'false',
      APP_ID: '12345',
      PRIVATE_KEY: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
      WEBHOOK_SECRET,
    });
  });

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  it.each(PULL_REQUEST_EXAMPLES.filter((example) => example.installation !== undefined).map((example, index) => [index, example.action as string, example] as const))(
    'app example %i (%s), signed with WEBHOOK_SECRET, gets the answer it should through the Probot app',
    async (_index, _action, example) => {
      const answer = await deliver(t.url, { event: 'pull_request', payload: example, secret: WEBHOOK_SECRET });
      expect(answer.status).toBe(expectedAnswer(example) === 'queued' ? 202 : 200);
      expect(answer.body.status).toBe(expectedAnswer(example));
      const row = (await t.service.db.knex('deliveries').where('delivery_id', answer.deliveryId).first()) as { via: string };
      expect(row.via).toBe('installation');
    },
  );

  it('records the installation of queued app deliveries for the worker', async () => {
    const payload = pullRequestPayload({ owner: 'acme', repo: 'gadgets', number: 3, headSha: 'e'.repeat(40), action: 'opened', installationId: 777 });
    const answer = await deliver(t.url, { event: 'pull_request', payload, secret: WEBHOOK_SECRET });
    expect(answer.status).toBe(202);
    const head = await t.service.services.webhooks.queue.headOf('acme/gadgets', 3);
    expect(head).toMatchObject({ via: 'installation', installationId: '777', headSha: 'e'.repeat(40) });
  });

  it('refuses app deliveries with a wrong or missing signature', async () => {
    const payload = pullRequestPayload({ owner: 'acme', repo: 'gadgets', number: 4, headSha: 'f'.repeat(40), action: 'opened', installationId: 777 });
    expect((await deliver(t.url, { event: 'pull_request', payload, secret: 'wrong-secret-wrong-secret-wrong-secret' })).status).toBe(401);
    expect((await deliver(t.url, { event: 'pull_request', payload })).status).toBe(401);
    expect(await t.service.services.webhooks.queue.headOf('acme/gadgets', 4)).toBeUndefined();
  });

  it("answers the app's ping (no repository, no installation) with pong", async () => {
    const payload = { zen: 'Design for failure.', hook_id: 1, hook: { type: 'App', id: 1, app_id: 12345, events: ['pull_request'] } };
    expect(await deliver(t.url, { event: 'ping', payload, secret: WEBHOOK_SECRET })).toMatchObject({ status: 200, body: { status: 'pong' } });
    expect((await deliver(t.url, { event: 'ping', payload, secret: 'nope' })).status).toBe(401);
  });
});
