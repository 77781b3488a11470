import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDirectly, startTestService, type TestService } from '../support/start-test-service.js';

const SCAN = '/api/scans/scan-AAAAAAAAAAAAAAAAAAAAAAAA';

describe('rate limits (in memory)', () => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService({ RATE_LIMIT_ANONYMOUS: '3', RATE_LIMIT_AUTHENTICATED: '5' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives anonymous callers their own lower budget, with the headers on every answer, then 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${t.url}${SCAN}`);
      statuses.push(response.status);
      expect(response.headers.get('x-ratelimit-limit')).toBe('3');
      expect(response.headers.get('x-ratelimit-remaining')).toBe(String(2 - i));
      const reset = Number(response.headers.get('x-ratelimit-reset'));
      expect(reset).toBeGreaterThan(Date.now() / 1000);
      expect(reset).toBeLessThanOrEqual(Date.now() / 1000 + 61);
    }
    expect(statuses).toEqual([404, 404, 404]);
    const limited = await fetch(`${t.url}${SCAN}`);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: 'Rate limit exceeded', request_id: expect.any(String) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('gives a user one budget across their keys and sessions, apart from the IP budget', async () => {
    const user = await signInDirectly(t, { githubId: '10', login: 'dora', token: 'gho_dora' });
    const { key } = (await (
      await fetch(`${t.url}/api/keys`, { method: 'POST', headers: { cookie: user.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'k' }) })
    ).json()) as { key: string };
    // The POST above used 1 of 5.
    const byKey = await fetch(`${t.url}${SCAN}`, { headers: { authorization: `Bearer ${key}` } });
    expect(byKey.headers.get('x-ratelimit-limit')).toBe('5');
    expect(byKey.headers.get('x-ratelimit-remaining')).toBe('3');
    const bySession = await fetch(`${t.url}${SCAN}`, { headers: { cookie: user.cookie } });
    expect(bySession.headers.get('x-ratelimit-remaining')).toBe('2');
  });

  it('counts requests refused with 401 against the client IP', async () => {
    const other = await startTestService({ RATE_LIMIT_ANONYMOUS: '2' });
    try {
      const bad = { authorization: 'Bearer svc_' + 'Z'.repeat(40) };
      const first = await fetch(`${other.url}${SCAN}`, { headers: bad });
      expect(first.status).toBe(401);
      expect(first.headers.get('x-ratelimit-remaining')).toBe('1');
      expect((await fetch(`${other.url}${SCAN}`, { headers: bad })).status).toBe(401);
      expect((await fetch(`${other.url}${SCAN}`, { headers: bad })).status).toBe(429);
      expect((await fetch(`${other.url}${SCAN}`)).status).toBe(429);
    } finally {
      await other.close();
    }
  }, 120_000); // it starts a service of its own, slow on a loaded machine

  it('does not apply to pages and health', async () => {
    const health = await fetch(`${t.url}/healthz`);
    expect(health.headers.get('x-ratelimit-limit')).toBeNull();
  });
});

describe('rate limits shared through Redis', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  let a: TestService;
  let b: TestService;
  beforeAll(async () => {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys('svc:rl:*');
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    a = await startTestService({ RATE_LIMIT_ANONYMOUS: '4', REDIS_URL: redisUrl });
    b = await startTestService({ RATE_LIMIT_ANONYMOUS: '4', REDIS_URL: redisUrl });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('makes two service instances share one budget', async () => {
    const statuses: number[] = [];
    for (const t of [a, b, a, b, a, b]) statuses.push((await fetch(`${t.url}${SCAN}`)).status);
    expect(statuses).toEqual([404, 404, 404, 404, 429, 429]);
  });
});
