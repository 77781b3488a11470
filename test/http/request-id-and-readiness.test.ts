import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { chooseRequestId } from '../../src/http/request-id.js';
import { createLogger } from '../../src/logger.js';
import { startService } from '../../src/service.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { typicalPrFixture } from '../support/pr-fixture.js';
import { freePort, signInDirectly, TEST_ENCRYPTION_KEY, type TestService } from '../support/start-test-service.js';
import { freshDatabaseUrl, TEST_DATABASE_URL, type FreshDatabaseUrl } from '../support/test-database.js';
import { deliver, pullRequestPayload } from '../support/webhook-delivery.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe(`request ids and readiness (${TEST_DATABASE_URL === null ? 'PGlite' : 'PostgreSQL'})`, () => {
  let gh: GitHubServer;
  let t: TestService;
  let fresh: FreshDatabaseUrl | null = null;
  let dataDir = '';
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.addPullRequest(typicalPrFixture({ number: 42 }));
    gh.setPermissions('acme/widgets', 'tok-admin', { admin: true });
    const port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), 'svc-reqid-'));
    fresh = TEST_DATABASE_URL !== null ? await freshDatabaseUrl(TEST_DATABASE_URL) : null;
    const config = loadConfig({
      PORT: String(port),
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
      GITHUB_URL: gh.url,
      GITHUB_API_URL: gh.apiUrl,
      QUEUE_INTAKE_YIELD_MS: '0',
      REGISTRY_LOOKUPS: 'off',
      ...(fresh !== null ? { DATABASE_URL: fresh.url } : {}),
    });
    const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const service = await startService(config, { logger, inMemoryDatabase: true });
    t = { service, config, url: `http://127.0.0.1:${port}`, close: () => service.close() };
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await fresh?.drop();
    await gh?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a sane caller id, replaces anything else with a new UUID', () => {
    expect(chooseRequestId('abc-123')).toBe('abc-123');
    expect(chooseRequestId('lb.7f3a:9/x+y=z@edge_1')).toBe('lb.7f3a:9/x+y=z@edge_1');
    expect(chooseRequestId(['first-id', 'second'])).toBe('first-id');
    for (const bad of [undefined, '', 'x'.repeat(129), 'has space', 'new\nline', 'quote"d', '<script>', 'ünïcode']) expect(chooseRequestId(bad)).toMatch(UUID);
    expect(chooseRequestId('x'.repeat(128))).toBe('x'.repeat(128));
  });

  it('answers X-Request-Id (the caller\'s or a new one), logs it on the request line, and puts it in error bodies', async () => {
    const own = await fetch(`${t.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'caller-req-1' }, body: '{"url": "nope"}' });
    expect(own.status).toBe(400);
    expect(own.headers.get('x-request-id')).toBe('caller-req-1');
    expect(await own.json()).toMatchObject({ error: expect.stringMatching(/^Invalid PR URL\./), request_id: 'caller-req-1' });

    const spoofed = await fetch(`${t.url}/api/scans/scan-nothing`, { headers: { 'x-request-id': 'bad id with spaces' } });
    const made = spoofed.headers.get('x-request-id') ?? '';
    expect(made).toMatch(UUID);
    expect(await spoofed.json()).toEqual({ detail: expect.any(String), request_id: made });

    const plain = await fetch(`${t.url}/healthz`);
    expect(plain.headers.get('x-request-id')).toMatch(UUID);

    const requestLines = lines.filter((line) => line.msg === 'request completed');
    expect(requestLines.find((line) => (line.req as { path: string }).path === '/api/analyze')).toMatchObject({ requestId: 'caller-req-1', res: { statusCode: 400 } });
    expect(requestLines.find((line) => (line.req as { path: string }).path === '/api/scans/scan-nothing')).toMatchObject({ requestId: made });
  });

  it('carries a delivery\'s request id into its webhook job: the job\'s log lines carry it', async () => {
    const admin = await signInDirectly(t, { githubId: '1', login: 'alice', token: 'tok-admin' });
    const enable = await fetch(`${t.url}/api/repos/github/acme/widgets/webhook/enable`, { method: 'POST', headers: { cookie: admin.cookie } });
    expect(enable.status).toBe(201);
    const secret = ((await enable.json()) as { webhook_secret: string }).webhook_secret;
    const headSha = gh.repos.get('acme/widgets')?.pulls.get(42)?.fixture.headSha ?? '';
    const answer = await deliver(t.url, { event: 'pull_request', payload: pullRequestPayload({ owner: 'acme', repo: 'widgets', number: 42, headSha, action: 'opened' }), secret, headers: { 'x-request-id': 'hook-req-42' } });
    expect(answer.status).toBe(202);
    expect(answer.headers?.get('x-request-id')).toBe('hook-req-42');
    expect(lines.find((line) => line.msg === 'webhook delivery')).toMatchObject({ requestId: 'hook-req-42', statusCode: 202 });
    await t.service.services.webhooks.worker.whenIdle();
    const stored = lines.find((line) => line.msg === 'webhook analysis stored');
    expect(stored).toMatchObject({ requestId: 'hook-req-42', pr: 42 });
    const [delivery] = (await t.service.db.knex('deliveries').where({ delivery_id: answer.deliveryId }).select('request_id')) as { request_id: string }[];
    expect(delivery?.request_id).toBe('hook-req-42');
  }, 60_000);

  it('/healthz is cheap and always 200; /readyz is 200 only with every migration applied and the database reachable', async () => {
    expect(await (await fetch(`${t.url}/readyz`)).json()).toEqual({ status: 'ready', database: 'reachable', migrations: 'current' });
    const rolledBack = await t.service.db.rollbackOne();
    expect(rolledBack).toBe('0006-job-notifications');
    const pending = await fetch(`${t.url}/readyz`);
    expect(pending.status).toBe(503);
    expect(await pending.json()).toEqual({ status: 'not_ready', database: 'reachable', migrations: 'pending', pending: ['0006-job-notifications'] });
    await t.service.db.migrate();
    expect((await fetch(`${t.url}/readyz`)).status).toBe(200);

    // The database gone (closed under the service): not ready, still alive.
    await t.service.db.knex.destroy();
    const down = await fetch(`${t.url}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'not_ready', database: 'unreachable' });
    const health = await fetch(`${t.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});
