import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDirectly, startTestService, type TestService } from '../support/start-test-service.js';

describe('API keys', () => {
  let t: TestService;
  let alice: { userId: string; cookie: string };
  let bob: { userId: string; cookie: string };

  beforeAll(async () => {
    t = await startTestService();
    alice = await signInDirectly(t, { githubId: '1', login: 'alice', token: 'gho_alice_token_value' });
    bob = await signInDirectly(t, { githubId: '2', login: 'bob', token: 'gho_bob_token_value' });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: string, path: string, init: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(`${t.url}${path}`, {
      method,
      headers: { ...(init.cookie ? { cookie: init.cookie } : {}), ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });

  it('shows a new key once, lists it without the secret, and stores only its hash', async () => {
    const created = await call('POST', '/api/keys', { cookie: alice.cookie, body: { name: 'CI pipeline' } });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { id: string; name: string; key: string; prefix: string; created_at: string };
    expect(body.key).toMatch(/^svc_[A-Za-z0-9]{40}$/);
    expect(body).toMatchObject({ name: 'CI pipeline', prefix: body.key.slice(0, 12) });
    expect(Object.keys(body).sort()).toEqual(['created_at', 'id', 'key', 'name', 'prefix']);

    const listed = await call('GET', '/api/keys', { cookie: alice.cookie });
    const list = (await listed.json()) as { keys: Record<string, unknown>[] };
    expect(list.keys).toEqual([{ id: body.id, name: 'CI pipeline', prefix: body.prefix, created_at: body.created_at, last_used_at: null }]);
    expect(JSON.stringify(list)).not.toContain(body.key);

    const rows = (await t.service.db.knex('api_keys').select('*')) as Record<string, unknown>[];
    expect(JSON.stringify(rows)).not.toContain(body.key);
    expect(rows.some((row) => typeof row.key_hash === 'string' && /^[0-9a-f]{64}$/.test(row.key_hash))).toBe(true);
  });

  it('authenticates with a key, records its use, and refuses it at once after revocation', async () => {
    const { id, key } = (await (await call('POST', '/api/keys', { cookie: alice.cookie, body: { name: 'to revoke' } })).json()) as { id: string; key: string };
    const before = await call('GET', '/api/scans/scan-AAAAAAAAAAAAAAAAAAAAAAAA', { headers: { authorization: `Bearer ${key}` } });
    expect(before.status).toBe(404);
    const used = (await (await call('GET', '/api/keys', { cookie: alice.cookie })).json()) as { keys: { id: string; last_used_at: string | null }[] };
    expect(used.keys.find((k) => k.id === id)?.last_used_at).not.toBeNull();

    const revoked = await call('DELETE', `/api/keys/${id}`, { cookie: alice.cookie });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ status: 'revoked' });
    const after = await call('GET', '/api/scans/scan-AAAAAAAAAAAAAAAAAAAAAAAA', { headers: { authorization: `Bearer ${key}` } });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: 'Invalid API key', request_id: expect.any(String) });
    const listed = (await (await call('GET', '/api/keys', { cookie: alice.cookie })).json()) as { keys: { id: string }[] };
    expect(listed.keys.map((k) => k.id)).not.toContain(id);
  });

  // Other schemes (a proxy's Basic) are not svc credentials and are ignored: test/http/access-hardening.test.ts.
  it('refuses unknown, malformed and non-svc bearer credentials with 401, never as anonymous', async () => {
    for (const authorization of ['Bearer svc_' + 'A'.repeat(40), 'Bearer nope', 'Bearer ghp_abcdef', 'bearer svc_lowercase_scheme', 'Bearer']) {
      const response = await call('POST', '/api/analyze', { headers: { authorization }, body: { url: 'https://github.com/o/r/pull/1' } });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Invalid API key', request_id: expect.any(String) });
    }
  });

  it('keeps users apart: one cannot list or revoke the keys of another', async () => {
    const { id } = (await (await call('POST', '/api/keys', { cookie: alice.cookie, body: { name: 'alice only' } })).json()) as { id: string };
    const bobList = (await (await call('GET', '/api/keys', { cookie: bob.cookie })).json()) as { keys: { id: string }[] };
    expect(bobList.keys.map((k) => k.id)).not.toContain(id);
    const attempt = await call('DELETE', `/api/keys/${id}`, { cookie: bob.cookie });
    expect(attempt.status).toBe(404);
    const aliceList = (await (await call('GET', '/api/keys', { cookie: alice.cookie })).json()) as { keys: { id: string }[] };
    expect(aliceList.keys.map((k) => k.id)).toContain(id);
  });

  it('needs a session for key management, not a key', async () => {
    const { key } = (await (await call('POST', '/api/keys', { cookie: alice.cookie, body: { name: 'pipeline' } })).json()) as { key: string };
    for (const init of [{}, { headers: { authorization: `Bearer ${key}` } }, { cookie: 'svc_session=forged' }]) {
      const response = await call('GET', '/api/keys', init);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Authentication required', request_id: expect.any(String) });
    }
  });

  it('validates the key name and stores nothing for a bad request', async () => {
    const count = async () => Number(((await t.service.db.knex('api_keys').count({ n: '*' })) as { n: number | string }[])[0]?.n);
    const before = await count();
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(101) }, { name: 7 }]) {
      const response = await call('POST', '/api/keys', { cookie: alice.cookie, body });
      expect(response.status).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it('refuses cookie-authenticated changes from a foreign Origin, accepts its own', async () => {
    const foreign = await call('POST', '/api/keys', { cookie: alice.cookie, body: { name: 'csrf' }, headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const own = await call('POST', '/api/keys', { cookie: alice.cookie, body: { name: 'same origin' }, headers: { origin: t.url } });
    expect(own.status).toBe(201);
  });

  it('logs out: the session stops working', async () => {
    const carol = await signInDirectly(t, { githubId: '3', login: 'carol', token: 'gho_carol' });
    expect((await call('GET', '/api/session', { cookie: carol.cookie })).status).toBe(200);
    const out = await call('POST', '/auth/logout', { cookie: carol.cookie, headers: { accept: 'application/json' } });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/svc_session=;.*Max-Age=0/);
    expect((await call('GET', '/api/session', { cookie: carol.cookie })).status).toBe(401);
  });

  it('stores GitHub tokens encrypted, sessions hashed', async () => {
    const users = JSON.stringify(await t.service.db.knex('users').select('*'));
    expect(users).not.toContain('gho_alice_token_value');
    const sessions = JSON.stringify(await t.service.db.knex('sessions').select('*'));
    expect(sessions).not.toContain(alice.cookie.split('=')[1]);
  });
});
