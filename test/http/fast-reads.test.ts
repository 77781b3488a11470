/**
 * The fast path in front of Express (src/http/fast-reads.ts): which requests it answers, and that
 * its answers are the full path's (bytes, headers, ETag and 304, authorization, request id, rate
 * limit budget, metrics).
 */
import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastReads } from '../../src/http/fast-reads.js';
import type { RateCount } from '../../src/http/rate-limit.js';
import { RequestLog } from '../../src/http/request-log.js';
import { ScanReadCache, strongEtag } from '../../src/http/scan-read-cache.js';
import { createLogger } from '../../src/logger.js';
import { decodedBody, rawRequest, type RawAnswer } from '../support/raw-http.js';
import { makeSignal } from '../support/signal-factory.js';
import { signInDirectly, startTestService, type TestService } from '../support/start-test-service.js';

/** Headers that differ per request or per caller by design. */
const PER_REQUEST = new Set(['date', 'x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-limit', 'x-ratelimit-reset', 'connection', 'keep-alive']);

function rawStableHeaders(answer: RawAnswer): Record<string, unknown> {
  return Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !PER_REQUEST.has(name)));
}

describe('fast path: routing (which requests it answers, which it leaves to Express)', () => {
  const cache = new ScanReadCache();
  const scanId = 'scan-AbCdEfGhIjKlMnOpQrStUvWx';
  const signalId = 'sig-acme-fast-1-AbCdEfGhIjKl';
  const fellThrough: string[] = [];
  const counted: string[] = [];
  let storeDown = false;
  let base = '';
  let close: () => void = () => undefined;

  beforeAll(async () => {
    cache.remember(scanId, '{"scan":1}');
    cache.remember(`json:${signalId}`, '{"signal":1}');
    const fallback: RequestListener = (req, res) => {
      fellThrough.push(`${req.method} ${req.url}`);
      res.writeHead(418).end();
    };
    const handler = fastReads(
      {
        cache,
        securityHeaders: [['X-Content-Type-Options', 'nosniff']],
        rateLimiter: {
          countAnonymous: async (ip): Promise<RateCount> => {
            if (storeDown) throw new Error('redis is down');
            counted.push(ip);
            return { limit: 10, remaining: 9, resetTime: new Date(Date.now() + 60_000), exceeded: false, retryAfterSeconds: 60 };
          },
        },
        clientIp: (req: IncomingMessage) => {
          if (req.headers['x-test-peer'] === 'boom') throw new Error('client address unreadable');
          return `peer-of-${req.headers['x-test-peer'] as string}`;
        },
        metrics: { recordHttp: () => undefined },
        requestLog: new RequestLog(createLogger('silent')),
        logger: createLogger('silent'),
      },
      fallback,
    );
    const server = createServer(handler).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it.each([
    ['GET', `/api/scans/${scanId}`, {}],
    ['HEAD', `/api/scans/${scanId}`, {}],
    ['GET', `/api/scans/${scanId}?format=json`, {}],
    ['GET', `/s/${signalId}?format=json`, {}],
    ['GET', `/s/${signalId}`, { accept: 'application/json' }],
    // A proxy's own Authorization scheme is not an svc credential; other cookies are not a session.
    ['GET', `/api/scans/${scanId}`, { authorization: 'Basic dXNlcjpwYXNz' }],
    ['GET', `/api/scans/${scanId}`, { cookie: 'theme=dark' }],
    ['GET', '/healthz', {}],
  ])('answers %s %s itself', async (method, path, headers: Record<string, string>) => {
    const before = fellThrough.length;
    const response = await fetch(`${base}${path}`, { method, headers });
    expect(response.status).toBe(200);
    expect(fellThrough.length).toBe(before);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['POST', `/api/scans/${scanId}`, {}],
    ['GET', '/api/scans/scan-ZZZZZZZZZZZZZZZZZZZZZZZZ', {}],
    ['GET', `/api/scans/${scanId}?format=sarif`, {}],
    ['GET', `/api/scans/${scanId}?format=json&x=1`, {}],
    ['GET', `/API/SCANS/${scanId}`, {}],
    ['GET', `/s/${signalId}?format=json&download=1`, {}],
    ['GET', `/s/${signalId}`, {}],
    ['GET', `/s/${signalId}`, { accept: 'text/html,application/json;q=0.9' }],
    ['GET', `/s/sig-acme-fast-1-ZZZZZZZZZZZZ?format=json`, {}],
    ['GET', `/api/scans/${scanId}`, { authorization: `Bearer svc_${'A'.repeat(40)}` }],
    ['GET', `/api/scans/${scanId}`, { authorization: 'bearer' }],
    ['GET', `/api/scans/${scanId}`, { cookie: 'theme=dark; svc_session=abc' }],
    ['GET', `/s/${signalId}?format=json`, { cookie: 'svc_session=abc' }],
    ['GET', '/healthz/', {}],
    ['GET', '/readyz', {}],
  ])('leaves %s %s to Express', async (method, path, headers: Record<string, string>) => {
    const response = await fetch(`${base}${path}`, { method, headers });
    expect(response.status).toBe(418);
    expect(fellThrough.at(-1)).toBe(`${method} ${path}`);
  });

  it('counts reads (not /healthz) against the client address Express would give', async () => {
    counted.length = 0;
    await fetch(`${base}/api/scans/${scanId}`, { headers: { 'x-test-peer': 'one' } });
    await fetch(`${base}/healthz`, { headers: { 'x-test-peer': 'two' } });
    await fetch(`${base}/s/${signalId}?format=json`, { headers: { 'x-test-peer': 'three' } });
    expect(counted).toEqual(['peer-of-one', 'peer-of-three']);
  });

  it('answers its own failure as the error handler does: 500 {error, request_id}, the id in the header too', async () => {
    const given = await fetch(`${base}/api/scans/${scanId}`, { headers: { 'x-test-peer': 'boom', 'x-request-id': 'trace-fast-500' } });
    expect(given.status).toBe(500);
    expect(given.headers.get('x-request-id')).toBe('trace-fast-500');
    expect(given.headers.get('x-content-type-options')).toBe('nosniff');
    expect(given.headers.get('cache-control')).toBe('no-store');
    expect(await given.json()).toEqual({ error: 'Internal server error', request_id: 'trace-fast-500' });
    const made = await fetch(`${base}/s/${signalId}?format=json`, { headers: { 'x-test-peer': 'boom' } });
    expect(made.status).toBe(500);
    const id = made.headers.get('x-request-id');
    expect(id).toMatch(/\S{8,}/);
    expect(await made.json()).toEqual({ error: 'Internal server error', request_id: id });
  });

  it('lets reads through when the rate limit store fails, as the middleware does', async () => {
    storeDown = true;
    try {
      const response = await fetch(`${base}/api/scans/${scanId}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('{"scan":1}');
      expect(response.headers.get('x-ratelimit-limit')).toBeNull();
    } finally {
      storeDown = false;
    }
  });
});

describe('fast path: the same answers as the full path, in the running service', () => {
  let t: TestService;
  let cookie: string;
  const signal = makeSignal({ owner: 'acme', repo: 'fast', number: 3 });
  const scanId = signal.meta.scan_id;
  const createdAt = '2026-11-20T10:00:00.000Z';
  const scanPath = `/api/scans/${scanId}`;
  const signalPath = `/s/${signal.signal_id}?format=json`;

  /** Prometheus text, as a map of series to value (loopback callers need no token). */
  async function scrape(): Promise<Map<string, number>> {
    const text = await (await fetch(`${t.url}/metrics`)).text();
    return new Map(
      text
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map((line) => [line.slice(0, line.lastIndexOf(' ')), Number(line.slice(line.lastIndexOf(' ') + 1))]),
    );
  }

  beforeAll(async () => {
    t = await startTestService({ RATE_LIMIT_ANONYMOUS: '40', RATE_LIMIT_AUTHENTICATED: '1000' });
    await t.service.services.scanStore.save({ scanId, createdAt, signal });
    cookie = (await signInDirectly(t, { githubId: '31', login: 'fay', token: 'ghp_fastfastfastfastfastfastfastfastfast' })).cookie;
    // The first reads fill the cache (Express's lean path reads the database); later ones are the fast path's.
    for (const path of [scanPath, signalPath]) expect((await fetch(`${t.url}${path}`)).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['GET /api/scans/{id}', scanPath, 'identity'],
    ['GET /api/scans/{id}', scanPath, 'gzip'],
    ['GET /api/scans/{id}', scanPath, 'br'],
    ['the signal JSON', signalPath, 'identity'],
    ['the signal JSON', signalPath, 'gzip'],
    ['the signal JSON', signalPath, 'br'],
  ])('%s, Accept-Encoding %s: cached answers are the stored scan, byte for byte, with the full path headers; 304s carry the same ETag', async (_name, path, coding) => {
    const stored = await t.service.services.scanStore.findByScanId(scanId);
    const expected = path === scanPath ? `{"signal_id":"${signal.signal_id}","scan_id":"${scanId}","signal":${stored?.signalJson},"created_at":"${stored?.createdAt}"}` : (stored?.signalJson ?? '');
    const asks = { 'accept-encoding': coding };
    const fast = await rawRequest(`${t.url}${path}`, { headers: asks });
    expect(fast.status).toBe(200);
    expect(decodedBody(fast)).toBe(expected);
    expect(fast.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding);
    const full = await rawRequest(`${t.url}${path}`, { headers: { ...asks, cookie } });
    expect(full.body.equals(fast.body)).toBe(true);
    expect(rawStableHeaders(fast)).toEqual(rawStableHeaders(full));
    expect(fast.headers['content-security-policy']).toContain("default-src 'none'");
    expect(fast.headers['content-length']).toBe(String(fast.body.length));
    expect(fast.headers['x-ratelimit-limit']).toBe('40');
    expect(fast.headers['cache-control']).toBe(path === scanPath ? 'private, no-cache' : 'private, no-store');
    expect(fast.headers.vary).toBe(path === scanPath ? 'Accept-Encoding' : 'Accept, Accept-Encoding');

    // Each representation has its own strong ETag: the identity body's, with the coding after a '.'.
    const etag = fast.headers.etag ?? '';
    expect(etag).toBe(coding === 'identity' ? strongEtag(expected) : `${strongEtag(expected).slice(0, -1)}.${coding}"`);
    const revalidated = await rawRequest(`${t.url}${path}`, { headers: { ...asks, 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.body.length).toBe(0);
    if (coding !== 'identity') {
      // The identity body's tag does not validate the compressed representation.
      const other = await rawRequest(`${t.url}${path}`, { headers: { ...asks, 'if-none-match': strongEtag(expected) } });
      expect(other.status).toBe(200);
      expect(other.body.equals(fast.body)).toBe(true);
    }
    const head = await rawRequest(`${t.url}${path}`, { method: 'HEAD', headers: asks });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(fast.body.length));
    expect(head.headers.etag).toBe(etag);
  });

  it('refuses invalid and revoked keys at once, and serves valid ones on their user budget', async () => {
    const invalid = await fetch(`${t.url}${scanPath}`, { headers: { authorization: `Bearer svc_${'Q'.repeat(40)}` } });
    expect(invalid.status).toBe(401);
    const { id, key } = (await (await fetch(`${t.url}/api/keys`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'ci' }) })).json()) as { id: string; key: string };
    const valid = await fetch(`${t.url}${scanPath}`, { headers: { authorization: `Bearer ${key}` } });
    expect(valid.status).toBe(200);
    expect(valid.headers.get('x-ratelimit-limit')).toBe('1000');
    expect((await fetch(`${t.url}/api/keys/${id}`, { method: 'DELETE', headers: { cookie } })).status).toBe(200);
    const revoked = await fetch(`${t.url}${scanPath}`, { headers: { authorization: `Bearer ${key}` } });
    expect(revoked.status).toBe(401);
  });

  it('echoes a sane X-Request-Id and replaces another', async () => {
    const echoed = await fetch(`${t.url}${scanPath}`, { headers: { 'x-request-id': 'trace-42.a' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-42.a');
    const replaced = await fetch(`${t.url}${scanPath}`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const health = await fetch(`${t.url}/healthz`, { headers: { 'x-request-id': 'probe-1' } });
    expect(health.headers.get('x-request-id')).toBe('probe-1');
  });

  it('answers /healthz as the liveness route does', async () => {
    const health = await fetch(`${t.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(health.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('counts its answers in the HTTP metrics under the route patterns', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i += 1) {
      await fetch(`${t.url}${scanPath}`);
      await fetch(`${t.url}${signalPath}`);
      await fetch(`${t.url}/healthz`);
    }
    const after = await scrape();
    const moved = (series: string) => (after.get(series) ?? 0) - (before.get(series) ?? 0);
    expect(moved('svc_http_requests_total{method="GET",route="/api/scans/:scanId",status="200"}')).toBe(3);
    expect(moved('svc_http_requests_total{method="GET",route="/s/:signalId",status="200"}')).toBe(3);
    expect(moved('svc_http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(3);
    expect(moved('svc_http_request_duration_seconds_count{method="GET",route="/api/scans/:scanId"}')).toBe(3);
  });

  it('shares one anonymous budget with the Express path, and answers 429 as it does', async () => {
    const remaining = (response: Response) => Number(response.headers.get('x-ratelimit-remaining'));
    const cached = await fetch(`${t.url}${scanPath}`);
    const viaExpress = await fetch(`${t.url}/api/scans/scan-ZZZZZZZZZZZZZZZZZZZZZZZZ`);
    expect(viaExpress.status).toBe(404);
    expect(remaining(viaExpress)).toBe(remaining(cached) - 1);
    const again = await fetch(`${t.url}${signalPath}`);
    expect(remaining(again)).toBe(remaining(viaExpress) - 1);
    for (let left = remaining(again); left > 0; left -= 1) expect((await fetch(`${t.url}${scanPath}`)).status).toBe(200);
    const limited = await fetch(`${t.url}${scanPath}`, { headers: { 'x-request-id': 'over-1' } });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: 'Rate limit exceeded', request_id: 'over-1' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('etag')).toBeNull();
    const expressLimited = await fetch(`${t.url}/api/scans/scan-ZZZZZZZZZZZZZZZZZZZZZZZZ`);
    expect(expressLimited.status).toBe(429);
    // A signed-in caller has their own budget.
    expect((await fetch(`${t.url}${scanPath}`, { headers: { cookie } })).status).toBe(200);
  });
});
