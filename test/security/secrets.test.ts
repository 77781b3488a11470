/**
 * Secrets never leak: every log line the service writes (pino at trace level, captured in memory
 * through startService's `logger` option), every error answer, and every row of every table
 * (listed from information_schema) are scanned for every secret value used in full flows: GitHub
 * sign-in, API key creation and use, analyses with access_token (succeeding and failing, a GitHub
 * 401 that echoes the token included), webhook enable, signed deliveries and the job they queue,
 * secret rotation, logout.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { startService, type RunningService } from '../../src/service.js';
import { addOAuthRoutes, type OAuthApp } from '../support/github-oauth-routes.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { makePrFixture, typicalPrFixture } from '../support/pr-fixture.js';
import { freePort, TEST_ENCRYPTION_KEY } from '../support/start-test-service.js';
import { freshDatabaseUrl, TEST_DATABASE_URL, type FreshDatabaseUrl } from '../support/test-database.js';
import { deliver, pullRequestPayload } from '../support/webhook-delivery.js';
import { DB_LABEL, listTables, waitFor } from '../reliability/helpers.js';
import { browse } from '../support/browse.js';

const SIGNIN_TOKEN = 'gho_SignInTokenValue0123456789abcdefABCD';
const BODY_TOKEN = 'ghp_BodyAccessToken0123456789abcdefABCDEF';
/** A token in no known GitHub format: redaction by pattern would miss it. */
const PLAIN_TOKEN = 'plain-secret-token-value-7f3a9c2e5b1d';
const ECHOED_TOKEN = 'echoed-secret-token-value-4b8e1f6a2c9d';
const CLIENT_SECRET = 'oauth-client-secret-value-9d2c7e4a1f6b';

interface Exchange {
  readonly what: string;
  readonly status: number;
  readonly text: string;
}

describe(`secrets stay out of logs, errors and the database (${DB_LABEL})`, () => {
  let gh: GitHubServer;
  let oauth: OAuthApp;
  let service: RunningService;
  let url = '';
  let fresh: FreshDatabaseUrl | null = null;
  let dataDir = '';
  const logLines: string[] = [];
  const exchanges: Exchange[] = [];
  /** Every secret value seen in the flows, by name. */
  const secrets = new Map<string, string>([
    ['sign-in token', SIGNIN_TOKEN],
    ['access_token (ghp_)', BODY_TOKEN],
    ['access_token (no known format)', PLAIN_TOKEN],
    ['token echoed by GitHub', ECHOED_TOKEN],
    ['OAuth client secret', CLIENT_SECRET],
    ['ENCRYPTION_KEY', TEST_ENCRYPTION_KEY],
  ]);

  const call = async (what: string, pathname: string, init: RequestInit = {}): Promise<Exchange & { json: Record<string, unknown> }> => {
    const response = await fetch(`${url}${pathname}`, init);
    const text = await response.text();
    const exchange = { what, status: response.status, text };
    exchanges.push(exchange);
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // pages
    }
    return { ...exchange, json };
  };

  /** GitHub OAuth sign-in as a browser does it; the session cookie value joins the secrets. */
  const signIn = async (): Promise<string> => {
    const jar = new Map<string, string>();
    await browse(`${url}/auth/login`, jar, {
      onRedirect: (target) => {
        const code = target.searchParams.get('code');
        if (code !== null) secrets.set(`OAuth code ${code.slice(0, 4)}`, code);
      },
    });
    const session = jar.get('svc_session') ?? '';
    expect(session).not.toBe('');
    secrets.set('session cookie', session);
    return `svc_session=${session}`;
  };

  beforeAll(async () => {
    gh = await startGitHubServer();
    oauth = addOAuthRoutes(gh, { clientId: 'Iv1.secrets', clientSecret: CLIENT_SECRET });
    oauth.nextToken = SIGNIN_TOKEN;
    gh.addPullRequest(makePrFixture({ owner: 'acme', repo: 'vault', number: 1, private: true, files: [{ path: 'a.md', additions: 1 }] }));
    gh.setPrivate('acme/vault', [SIGNIN_TOKEN, BODY_TOKEN, PLAIN_TOKEN]);
    gh.setPermissions('acme/vault', SIGNIN_TOKEN, { admin: true });
    for (const number of [2, 3, 4]) gh.addPullRequest(typicalPrFixture({ number, owner: 'acme', repo: 'vault', private: true }));
    gh.setPrivate('acme/vault', [SIGNIN_TOKEN, BODY_TOKEN, PLAIN_TOKEN]);

    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'svc-secrets-'));
    fresh = TEST_DATABASE_URL !== null ? await freshDatabaseUrl(TEST_DATABASE_URL) : null;
    const config = loadConfig({
      PORT: String(port),
      BASE_URL: url,
      DATA_DIR: dataDir,
      ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
      GITHUB_URL: gh.url,
      GITHUB_API_URL: gh.apiUrl,
      GITHUB_CLIENT_ID: oauth.clientId,
      GITHUB_CLIENT_SECRET: CLIENT_SECRET,
      ANALYSIS_TIMEOUT_MS: '3000',
      REGISTRY_LOOKUPS: 'off',
      QUEUE_POLL_MS: '100',
      QUEUE_RETRY_BASE_MS: '100',
      LOG_LEVEL: 'trace',
      ...(fresh !== null ? { DATABASE_URL: fresh.url } : {}),
    });
    const logger = createLogger('trace', { write: (line: string) => void logLines.push(line) });
    service = await startService(config, { logger, inMemoryDatabase: true });
  });

  afterAll(async () => {
    await service?.close();
    await fresh?.drop();
    await gh?.close();
    if (dataDir !== '') rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the full flows (sign-in, keys, analyses with and without access_token, webhooks, failures, logout)', async () => {
    const cookie = await signIn();
    const json = { 'content-type': 'application/json' };

    // API key: created, listed, used.
    const created = await call('create key', '/api/keys', { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ name: 'ci' }) });
    expect(created.status).toBe(201);
    const key = String(created.json.key);
    secrets.set('API key', key);
    expect((await call('list keys', '/api/keys', { headers: { cookie } })).status).toBe(200);
    const byKey = await call('analyze with key', '/api/analyze', { method: 'POST', headers: { ...json, authorization: `Bearer ${key}` }, body: JSON.stringify({ url: `${gh.url}/acme/vault/pull/1` }) });
    expect(byKey.status).toBe(200);
    // A key with one character changed, and a revoked key.
    expect((await call('wrong key', '/api/scans/x', { headers: { authorization: `Bearer ${key.slice(0, -1)}${key.endsWith('X') ? 'Y' : 'X'}` } })).status).toBe(401);

    // access_token in the body: succeeding, no access, GitHub down, GitHub timing out, GitHub echoing the token.
    for (const token of [BODY_TOKEN, PLAIN_TOKEN]) {
      const ok = await call('analyze with access_token', '/api/analyze', { method: 'POST', headers: json, body: JSON.stringify({ url: `${gh.url}/acme/vault/pull/2`, access_token: token }) });
      expect(ok.status).toBe(200);
    }
    const noAccess = await call('no access', '/api/analyze', { method: 'POST', headers: json, body: JSON.stringify({ url: `${gh.url}/acme/other/pull/1`, access_token: PLAIN_TOKEN }) });
    expect(noAccess.status).toBe(500);
    gh.failNext(/^\/repos\/acme\/vault\/pulls\/3$/, 401, 1, {}, { message: `Bad credentials: token ${ECHOED_TOKEN} is not valid (Bearer ${ECHOED_TOKEN}; ${ECHOED_TOKEN})`, documentation_url: 'https://docs.github.com/rest' });
    const echoed = await call('GitHub echoes the token', '/api/analyze', { method: 'POST', headers: json, body: JSON.stringify({ url: `${gh.url}/acme/vault/pull/3`, access_token: ECHOED_TOKEN }) });
    expect(echoed.status).toBe(500);
    expect(echoed.json.error).toMatch(/^Analysis failed: /);
    gh.failNext(/^\/repos\/acme\/vault\/pulls\/3$/, 502, 3, {}, { message: `upstream failed for ${PLAIN_TOKEN}` });
    expect((await call('GitHub 502 echoing', '/api/analyze', { method: 'POST', headers: json, body: JSON.stringify({ url: `${gh.url}/acme/vault/pull/3`, access_token: PLAIN_TOKEN }) })).status).toBe(500);
    gh.failNext(/\/check-runs$/, 500, 3, {}, { message: `check runs failed for token ${BODY_TOKEN}` });
    expect((await call('optional read echoing', '/api/analyze', { method: 'POST', headers: json, body: JSON.stringify({ url: `${gh.url}/acme/vault/pull/2`, access_token: BODY_TOKEN }) })).status).toBe(200);
    gh.hang(/^\/repos\/acme\/vault\/pulls\/4$/, 1);
    expect((await call('GitHub hangs', '/api/analyze', { method: 'POST', headers: json, body: JSON.stringify({ url: `${gh.url}/acme/vault/pull/4`, access_token: PLAIN_TOKEN }) })).status).toBe(500);
    gh.reset();

    // Webhooks: enable, a signed delivery and its job, a wrong signature, rotation.
    const enabled = await call('enable webhook', '/api/repos/github/acme/vault/webhook/enable', { method: 'POST', headers: { cookie } });
    expect(enabled.status).toBe(201);
    const secret = String(enabled.json.webhook_secret);
    secrets.set('webhook secret', secret);
    const head = gh.repos.get('acme/vault')?.pulls.get(2)?.fixture.headSha ?? '';
    const delivered = await deliver(url, { event: 'pull_request', payload: pullRequestPayload({ owner: 'acme', repo: 'vault', number: 2, headSha: head, action: 'opened' }), secret });
    exchanges.push({ what: 'delivery', status: delivered.status, text: JSON.stringify(delivered.body) });
    expect(delivered.status).toBe(202);
    await waitFor('the webhook analysis', async () => (await service.db.knex('scans').where({ source: 'webhook' }).first()) !== undefined, 20_000);
    const forged = await deliver(url, { event: 'pull_request', payload: pullRequestPayload({ owner: 'acme', repo: 'vault', number: 2, headSha: head }), secret: `${secret}x` });
    exchanges.push({ what: 'forged delivery', status: forged.status, text: JSON.stringify(forged.body) });
    expect(forged.status).toBe(401);
    const rotated = await call('rotate webhook', '/api/repos/github/acme/vault/webhook/rotate', { method: 'POST', headers: { cookie } });
    expect(rotated.status).toBe(200);
    secrets.set('rotated webhook secret', String(rotated.json.webhook_secret));

    // Revoke the key, then log out.
    const keys = await call('list keys', '/api/keys', { headers: { cookie } });
    const id = (keys.json.keys as { id: string }[])[0]?.id ?? '';
    expect((await call('revoke key', `/api/keys/${id}`, { method: 'DELETE', headers: { cookie } })).status).toBe(200);
    expect((await call('revoked key', '/api/scans/x', { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
    expect((await call('logout', '/auth/logout', { method: 'POST', headers: { cookie, origin: url } })).status).toBeLessThan(400);
    expect((await call('after logout', '/api/keys', { headers: { cookie } })).status).toBe(401);
    await service.services.webhooks.worker.whenIdle();
    expect(logLines.length).toBeGreaterThan(20);
    // The receiver logs one line per delivery itself: its id, event and answer, nothing more.
    const deliveryLines = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'webhook delivery');
    expect(deliveryLines.map(({ delivery, event, statusCode }) => ({ delivery, event, statusCode }))).toEqual([
      { delivery: delivered.deliveryId, event: 'pull_request', statusCode: 202 },
      { delivery: forged.deliveryId, event: 'pull_request', statusCode: 401 },
    ]);
  });

  it('no secret value appears in any log line', () => {
    const log = logLines.join('');
    for (const [name, value] of secrets) expect(log.includes(value), `${name} in the logs`).toBe(false);
    // Headers that carry credentials are redacted wherever pino prints them.
    expect(log).not.toMatch(/"authorization":"(?!\[redacted\])/i);
    expect(log).not.toMatch(/"cookie":"(?!\[redacted\])/i);
  });

  it('no secret value appears in any error answer', () => {
    const errors = exchanges.filter((e) => e.status >= 400);
    expect(errors.length).toBeGreaterThanOrEqual(8);
    for (const exchange of errors) {
      for (const [name, value] of secrets) expect(exchange.text.includes(value), `${name} in the answer to "${exchange.what}": ${exchange.text}`).toBe(false);
    }
  });

  it('no secret value appears in plain text in any row of any table', async () => {
    const knex = service.db.knex;
    const tables = await listTables(knex);
    expect(tables).toEqual(expect.arrayContaining(['users', 'sessions', 'api_keys', 'scans', 'repositories', 'deliveries', 'webhook_jobs']));
    let rows = 0;
    for (const table of tables) {
      const content = (await knex(table).select('*')) as Record<string, unknown>[];
      rows += content.length;
      const text = JSON.stringify(content, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('latin1') : value));
      for (const [name, value] of secrets) expect(text.includes(value), `${name} in table ${table}`).toBe(false);
    }
    expect(rows).toBeGreaterThan(10);
  });
});
