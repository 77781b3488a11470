/**
 * The webhook receiver's fast path in front of Express (src/http/fast-webhooks.ts): which requests
 * it takes, and that its answers are the Express route's (status, body, headers, request id,
 * what is stored, metrics) for every kind of delivery, good or bad.
 */
import { createServer, request, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpHandler } from '../../src/http/create-app.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { signInDirectly, startTestService, type TestService } from '../support/start-test-service.js';
import { pullRequestPayload, signBody } from '../support/webhook-delivery.js';

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
}

/** One POST through node:http, so that the body's framing (length, chunks, coding) is the test's to choose. */
function post(base: string, path: string, headers: Record<string, string>, body: Buffer | string, options: { chunked?: boolean } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    const req = request(`${base}${path}`, { method: 'POST', headers: options.chunked === true ? headers : { ...headers, 'content-length': String(bytes.length) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    if (options.chunked === true) {
      req.write(bytes.subarray(0, 1));
      req.end(bytes.subarray(1));
    } else {
      req.end(bytes);
    }
  });
}

function listen(listener: RequestListener): Promise<{ base: string; server: Server }> {
  const server = createServer(listener).listen(0, '127.0.0.1');
  return new Promise((resolve) => server.once('listening', () => resolve({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })));
}

/** What must be the same whichever path answered (Date, Connection and Keep-Alive are the server's; ETag is Express's alone). */
function comparable(answer: Answer): { status: number; body: unknown; headers: Record<string, unknown> } {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, etag: _etag, ...headers } = answer.headers;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    body = answer.text;
  }
  return { status: answer.status, body, headers };
}

const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`webhook fast path: the Express route's answers (${db})`, () => {
  let gh: GitHubServer;
  let t: TestService;
  let express: { base: string; server: Server };
  let secret = '';
  let next = 0;

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.setPermissions('acme/fast', 'tok-admin', { admin: true });
    gh.setPermissions('acme/off', 'tok-admin', { admin: true });
    t = await startTestService({ GITHUB_API_URL: gh.apiUrl, GITHUB_URL: gh.url, WORKERS_IN_PROCESS: 'false' });
    const admin = await signInDirectly(t, { githubId: '1', login: 'alice', token: 'tok-admin' });
    const enable = await fetch(`${t.url}/api/repos/github/acme/fast/webhook/enable`, { method: 'POST', headers: { cookie: admin.cookie } });
    secret = ((await enable.json()) as { webhook_secret: string }).webhook_secret;
    await fetch(`${t.url}/api/repos/github/acme/off/webhook/enable`, { method: 'POST', headers: { cookie: admin.cookie } });
    const disable = await fetch(`${t.url}/api/repos/github/acme/off/webhook`, { method: 'DELETE', headers: { cookie: admin.cookie } });
    expect(disable.status).toBe(200);
    // The same service's Express application alone: the answers the fast path must match.
    const handler = t.service.server.listeners('request')[0] as HttpHandler;
    express = await listen(handler.app);
  });

  afterAll(async () => {
    express?.server.close();
    await t?.close();
    await gh?.close();
  });

  const headersFor = (event: string, deliveryId: string, body: string, extra: Record<string, string> = {}): Record<string, string> => ({
    'content-type': 'application/json',
    'x-github-event': event,
    'x-github-delivery': deliveryId,
    'x-hub-signature-256': signBody(secret, body),
    'x-request-id': `req-${deliveryId.replace(/\W/g, '-')}`,
    ...extra,
  });
  const prBody = (repo = 'fast', action = 'opened'): string => {
    next += 1;
    return JSON.stringify(pullRequestPayload({ owner: 'acme', repo, number: next, headSha: next.toString(16).padStart(40, 'a'), action }));
  };
  const deliveries = async (): Promise<number> => Number(((await t.service.db.knex('deliveries').count('* as n')) as { n: number | string }[])[0]?.n);

  /** The same request to the fast path (the service) and to Express alone, with the same delivery id and request id. */
  async function both(headers: Record<string, string>, body: Buffer | string): Promise<[Answer, Answer]> {
    const fast = await post(t.url, '/api/webhooks/github', headers, body);
    const slow = await post(express.base, '/api/webhooks/github', headers, body);
    return [fast, slow];
  }

  const refusals: [string, () => [Record<string, string>, Buffer | string]][] = [
    ['a bad signature', () => { const body = prBody(); return [headersFor('pull_request', 'bad-sig', body, { 'x-hub-signature-256': signBody('another-secret', body) }), body]; }],
    ['no signature', () => { const body = prBody(); const { 'x-hub-signature-256': _s, ...headers } = headersFor('pull_request', 'no-sig', body); return [headers, body]; }],
    ['an unknown hook (repository never enabled)', () => { const body = prBody('unknown'); return [headersFor('pull_request', 'unknown-hook', body), body]; }],
    ['a disabled hook (410)', () => { const body = prBody('off'); return [headersFor('pull_request', 'disabled-hook', body), body]; }],
    ['a form-encoded body (not JSON)', () => [headersFor('pull_request', 'form', 'payload=%7B%7D', { 'content-type': 'application/x-www-form-urlencoded' }), 'payload=%7B%7D']],
    ['a JSON array', () => [headersFor('pull_request', 'array', '[1]'), '[1]']],
    ['an empty body', () => [headersFor('pull_request', 'empty', ''), '']],
    ['no X-GitHub-Event', () => { const body = prBody(); const { 'x-github-event': _e, ...headers } = headersFor('pull_request', 'no-event', body); return [headers, body]; }],
    ['an invalid delivery id', () => { const body = prBody(); return [headersFor('pull_request', 'bad id with spaces', body), body]; }],
    ['a pull_request payload GitHub would not send', () => { const body = JSON.stringify({ action: 'opened', repository: { full_name: 'acme/fast' } }); return [headersFor('pull_request', 'odd-payload', body), body]; }],
    ['a body over 1 MB (413)', () => { const body = `{"x":"${'y'.repeat(1024 * 1024)}"}`; return [headersFor('pull_request', 'huge', body), body]; }],
    ['a caller request id that is not sane (a new one is made)', () => { const body = prBody(); return [headersFor('pull_request', 'odd-request-id', body, { 'x-hub-signature-256': 'sha256=00', 'x-request-id': 'has spaces' }), body]; }],
  ];

  it.each(refusals)('refuses %s with the same answer, storing nothing', async (_name, make) => {
    const [headers, body] = make();
    const before = await deliveries();
    const [fast, slow] = await both(headers, body);
    expect(fast.status).toBeGreaterThanOrEqual(400);
    const f = comparable(fast);
    const s = comparable(slow);
    if (headers['x-request-id'] === 'has spaces') {
      // Each path made its own UUID: the same shape, in the header and the body alike.
      expect(f.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect((f.body as { request_id: string }).request_id).toBe(f.headers['x-request-id']);
      delete f.headers['x-request-id'];
      delete s.headers['x-request-id'];
      delete (f.body as { request_id?: string }).request_id;
      delete (s.body as { request_id?: string }).request_id;
    } else {
      expect((f.body as { request_id: string }).request_id).toBe(headers['x-request-id']);
    }
    expect(f).toEqual(s);
    // The fast path answered (Express adds a weak ETag to every body; the fast path does not).
    expect(fast.headers.etag).toBeUndefined();
    expect(slow.headers.etag).toBeDefined();
    expect(await deliveries()).toBe(before);
  });

  it('counts a delivery as arriving while its body is read, on either path, and not once it is read, refused or dropped', async () => {
    const activity = t.service.services.webhooks.activity;
    const settled = async (): Promise<number> => {
      for (let i = 0; i < 200 && activity.deliveriesArriving !== 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      return activity.deliveriesArriving;
    };
    expect(await settled()).toBe(0);
    for (const base of [t.url, express.base]) {
      // Half a body, then nothing: the receiver is reading it.
      const body = prBody();
      const half = request(`${base}/api/webhooks/github`, { method: 'POST', headers: { ...headersFor('pull_request', `half-${base.length}-${next}`, body), 'content-length': String(Buffer.byteLength(body)) } });
      half.on('error', () => undefined);
      half.write(body.slice(0, 100));
      for (let i = 0; i < 200 && activity.deliveriesArriving === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(activity.deliveriesArriving).toBe(1);
      // The client goes away before the rest: no longer arriving.
      half.destroy();
      expect(await settled()).toBe(0);
    }
    // Read in full and answered (queued), refused (bad signature), or too large: none is left arriving.
    const body = prBody();
    expect((await post(t.url, '/api/webhooks/github', headersFor('pull_request', `whole-${next}`, body), body)).status).toBe(202);
    const bad = prBody();
    expect((await post(t.url, '/api/webhooks/github', headersFor('pull_request', `bad-${next}`, bad, { 'x-hub-signature-256': signBody('another-secret', bad) }), bad)).status).toBe(401);
    expect(await settled()).toBe(0);
  });

  it('queues a delivery as Express does, then answers its redelivery "duplicate" on either path', async () => {
    const body = prBody();
    const fast = await post(t.url, '/api/webhooks/github', headersFor('pull_request', 'fast-1', body), body);
    const other = prBody();
    const slow = await post(express.base, '/api/webhooks/github', headersFor('pull_request', 'slow-1', other), other);
    expect(comparable(fast)).toEqual({ ...comparable(slow), body: { status: 'queued', delivery_id: 'fast-1' }, headers: { ...comparable(slow).headers, 'x-request-id': 'req-fast-1' } });
    expect(fast.status).toBe(202);
    const [againFast, againSlow] = await both(headersFor('pull_request', 'fast-1', body), body);
    expect(comparable(againFast)).toEqual(comparable(againSlow));
    expect(comparable(againFast).body).toEqual({ status: 'duplicate' });
    // Recorded once, with the request id of the request that brought it, carried into the head the job reads.
    const row = (await t.service.db.knex('deliveries').where('delivery_id', 'fast-1').first()) as { status: string; request_id: string };
    expect(row).toMatchObject({ status: 'queued', request_id: 'req-fast-1' });
    const head = await t.service.services.webhooks.queue.headOf('acme/fast', next - 1);
    expect(head).toMatchObject({ deliveryId: 'fast-1', requestId: 'req-fast-1' });
  });

  it('takes a JSON body sent with another content type, as the Express route does', async () => {
    const body = prBody();
    const answer = await post(t.url, '/api/webhooks/github', headersFor('pull_request', 'text-plain', body, { 'content-type': 'text/plain' }), body);
    expect(answer.status).toBe(202);
    expect(answer.headers.etag).toBeUndefined();
  });

  it('answers ping and ignored events as Express does', async () => {
    for (const [event, id, payload] of [
      ['ping', 'ping', { zen: 'Design for failure.', hook_id: 1, repository: { full_name: 'acme/fast' } }],
      ['issues', 'issues', { action: 'opened', repository: { full_name: 'acme/fast' } }],
    ] as const) {
      const body = JSON.stringify(payload);
      const fast = await post(t.url, '/api/webhooks/github', headersFor(event, `${id}-fast`, body), body);
      const slow = await post(express.base, '/api/webhooks/github', headersFor(event, `${id}-slow`, body), body);
      expect(comparable(fast)).toEqual({ ...comparable(slow), headers: { ...comparable(slow).headers, 'x-request-id': `req-${id}-fast` } });
      expect(fast.status).toBe(200);
    }
  });

  it('counts deliveries by outcome and the requests under the route pattern, as Express does', async () => {
    const metrics = async (): Promise<string> => (await fetch(`${t.url}/metrics`)).text();
    const value = (text: string, prefix: string): number => Number(text.split('\n').find((line) => line.startsWith(prefix))?.split(' ').at(-1) ?? 0);
    const before = await metrics();
    const body = prBody();
    await post(t.url, '/api/webhooks/github', headersFor('pull_request', 'counted', body), body);
    await post(t.url, '/api/webhooks/github', headersFor('pull_request', 'counted-bad', body, { 'x-hub-signature-256': 'sha256=00' }), body);
    const after = await metrics();
    for (const [prefix, added] of [
      ['svc_webhook_deliveries_total{outcome="queued"}', 1],
      ['svc_webhook_deliveries_total{outcome="bad_signature"}', 1],
      ['svc_http_requests_total{method="POST",route="/api/webhooks/:provider",status="202"}', 1],
      ['svc_http_requests_total{method="POST",route="/api/webhooks/:provider",status="401"}', 1],
    ] as const) {
      expect(value(after, prefix) - value(before, prefix), prefix).toBe(added);
    }
  });
});

describe('webhook fast path: which requests it takes', () => {
  let t: TestService;
  let gh: GitHubServer;

  beforeAll(async () => {
    gh = await startGitHubServer();
    t = await startTestService({ GITHUB_API_URL: gh.apiUrl, GITHUB_URL: gh.url, WORKERS_IN_PROCESS: 'false' });
  });
  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  const body = JSON.stringify({ zen: 'x', hook_id: 1, repository: { full_name: 'nobody/here' } });
  const headers = { 'content-type': 'application/json', 'x-github-event': 'ping', 'x-github-delivery': 'routing-1' };

  it('answers POST /api/webhooks/github with a plain body itself (no ETag)', async () => {
    const answer = await post(t.url, '/api/webhooks/github', headers, body);
    expect(answer.status).toBe(401);
    expect(answer.headers.etag).toBeUndefined();
  });

  it.each([
    ['a query string', '/api/webhooks/github?x=1', {}, {}],
    ['another spelling of the path', '/api/webhooks/GitHub', {}, {}],
    ['a trailing slash', '/api/webhooks/github/', {}, {}],
    ['a chunked body', '/api/webhooks/github', {}, { chunked: true }],
    ['a compressed body', '/api/webhooks/github', { 'content-encoding': 'gzip' }, {}],
  ] as const)('leaves %s to the Express route', async (_name, path, extra, options) => {
    const answer = await post(t.url, path, { ...headers, ...extra }, body, options);
    // Express answered (its weak ETag on the body), with the route's own answer.
    expect(answer.headers.etag).toBeDefined();
    expect(answer.status).toBeGreaterThanOrEqual(400);
  });

  it('leaves other providers to Express (404)', async () => {
    const answer = await post(t.url, '/api/webhooks/gitlab', headers, body);
    expect(answer.status).toBe(404);
  });
});
