import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusyError } from '../../src/errors.js';
import { AnalysisSlots, callerOf } from '../../src/http/analysis-slots.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { typicalPrFixture } from '../support/pr-fixture.js';
import { startTestService, type TestService } from '../support/start-test-service.js';

describe('AnalysisSlots', () => {
  it('lets each caller hold its share of running analyses, and frees a slot when an analysis ends or fails', async () => {
    const slots = new AnalysisSlots({ anonymous: 1, user: 2, anonymousTotal: 10 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = slots.run({ kind: 'anonymous', ip: '203.0.113.7' }, () => held.then(() => 'first'));
    await expect(slots.run({ kind: 'anonymous', ip: '203.0.113.7' }, async () => 'second')).rejects.toBeInstanceOf(BusyError);
    // Another address, and a user, are not held back by it.
    await expect(slots.run({ kind: 'anonymous', ip: '203.0.113.8' }, async () => 'other')).resolves.toBe('other');
    const user = [slots.run({ kind: 'user', id: 'u1' }, () => held.then(() => 'a')), slots.run({ kind: 'user', id: 'u1' }, () => held.then(() => 'b'))];
    await expect(slots.run({ kind: 'user', id: 'u1' }, async () => 'c')).rejects.toThrow(/2 analyses running/);
    release();
    expect(await first).toBe('first');
    expect(await Promise.all(user)).toEqual(['a', 'b']);
    await expect(slots.run({ kind: 'anonymous', ip: '203.0.113.7' }, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(slots.size()).toBe(0);
    await expect(slots.run({ kind: 'anonymous', ip: '203.0.113.7' }, async () => 'again')).resolves.toBe('again');
  });

  it('holds callers without credentials, all addresses together, to anonymousTotal; signed-in users are not counted in it', async () => {
    const slots = new AnalysisSlots({ anonymousTotal: 2 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const running = ['198.51.100.1', '198.51.100.2'].map((ip) => slots.run({ kind: 'anonymous', ip }, () => held));
    await expect(slots.run({ kind: 'anonymous', ip: '198.51.100.3' }, async () => 'third')).rejects.toThrow(/callers without credentials/);
    await expect(slots.run({ kind: 'user', id: 'u1' }, async () => 'user')).resolves.toBe('user');
    release();
    await Promise.all(running);
    await expect(slots.run({ kind: 'anonymous', ip: '198.51.100.3' }, async () => 'third')).resolves.toBe('third');
    // A refused caller took no slot: after a failure the count is back to zero.
    await expect(slots.run({ kind: 'anonymous', ip: '198.51.100.4' }, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(slots.size()).toBe(0);
  });
});

describe('callerOf', () => {
  const anonymous = { kind: 'anonymous' } as const;
  it('counts an IPv6 caller by its /56 network, as the rate limit does, and an IPv4 caller by its address', () => {
    // Two addresses of one host's /64 (and of one /56) are one caller; another /56 is another.
    expect(callerOf(anonymous, '2001:db8:1:2::1')).toEqual(callerOf(anonymous, '2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(callerOf(anonymous, '2001:db8:1:2::1')).toEqual(callerOf(anonymous, '2001:db8:1:ff::9'));
    expect(callerOf(anonymous, '2001:db8:1:2::1')).not.toEqual(callerOf(anonymous, '2001:db8:1:100::1'));
    expect(callerOf(anonymous, '203.0.113.7')).toEqual({ kind: 'anonymous', ip: '203.0.113.7' });
    expect(callerOf(anonymous, '203.0.113.7')).not.toEqual(callerOf(anonymous, '203.0.113.8'));
  });
});

describe('POST /api/analyze: analyses per caller', () => {
  let gh: GitHubServer;
  let t: TestService;
  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.addPullRequest(typicalPrFixture());
    t = await startTestService({ GITHUB_URL: gh.url, GITHUB_API_URL: gh.apiUrl, RATE_LIMIT_ANONYMOUS: '100' });
  });
  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  const analyze = () =>
    fetch(`${t.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: `${gh.url}/acme/widgets/pull/42` }) });

  it('answers a second analysis from the same address 429 with Retry-After while the first runs', async () => {
    gh.delayMs = 400;
    try {
      const first = analyze();
      // The first analysis is waiting on GitHub when the second arrives.
      await new Promise((resolve) => setTimeout(resolve, 150));
      const second = await analyze();
      expect(second.status).toBe(429);
      expect(second.headers.get('retry-after')).toBe('5');
      const body = (await second.json()) as { error: string; request_id: string };
      expect(body.error).toMatch(/already have an analysis running/);
      expect(typeof body.request_id).toBe('string');
      expect((await first).status).toBe(200);
    } finally {
      gh.delayMs = 0;
    }
    // Once it finished, the address may analyze again.
    expect((await analyze()).status).toBe(200);
  });
});
