/**
 * Who may do what, across users: keys, repository scans and webhook management.
 *
 * Already proven elsewhere (not repeated): listing or revoking another user's keys
 * (test/http/keys.test.ts, "keeps users apart: one cannot list or revoke the keys of another"),
 * a revoked key refused at once ("authenticates with a key, records its use, and refuses it at once
 * after revocation"), logout ("logs out: the session stops working"), foreign Origin ("refuses
 * cookie-authenticated changes from a foreign Origin, accepts its own"), enabling without admin
 * (test/webhooks/webhook-settings.test.ts, "refuses users without admin permission (403) and
 * repositories they cannot see (404)").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { makePrFixture } from '../support/pr-fixture.js';
import { signInDirectly, startTestService, type TestService } from '../support/start-test-service.js';
import { deliver, pullRequestPayload } from '../support/webhook-delivery.js';
import { DB_LABEL, rowCounts } from '../reliability/helpers.js';

const ALICE_TOKEN = 'gho_alice_admin_of_acme_secret_repo_01';
const BOB_TOKEN = 'gho_bob_reads_public_repos_only_000002';
const CAROL_TOKEN = 'gho_carol_reads_but_is_not_admin_00003';

describe(`authorization between users (${DB_LABEL})`, () => {
  let gh: GitHubServer;
  let t: TestService;
  let alice: { userId: string; cookie: string };
  let bob: { userId: string; cookie: string };
  let carol: { userId: string; cookie: string };
  let aliceKey = '';
  let bobKey = '';
  let secret = '';

  const call = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    fetch(`${t.url}${path}`, {
      method,
      headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.addPullRequest(makePrFixture({ owner: 'acme', repo: 'secret', number: 1, private: true, files: [{ path: 'a.md', additions: 1 }] }));
    gh.setPrivate('acme/secret', [ALICE_TOKEN, CAROL_TOKEN]);
    gh.setPermissions('acme/secret', ALICE_TOKEN, { admin: true });
    gh.setPermissions('acme/secret', CAROL_TOKEN, { push: true });
    t = await startTestService({ GITHUB_URL: gh.url, GITHUB_API_URL: gh.apiUrl, WORKERS_IN_PROCESS: 'false' });
    alice = await signInDirectly(t, { githubId: '1', login: 'alice', token: ALICE_TOKEN });
    bob = await signInDirectly(t, { githubId: '2', login: 'bob', token: BOB_TOKEN });
    carol = await signInDirectly(t, { githubId: '3', login: 'carol', token: CAROL_TOKEN });
    aliceKey = String(((await (await call('POST', '/api/keys', { cookie: alice.cookie }, { name: 'alice' })).json()) as { key: string }).key);
    bobKey = String(((await (await call('POST', '/api/keys', { cookie: bob.cookie }, { name: 'bob' })).json()) as { key: string }).key);
    const analyzed = await call('POST', '/api/analyze', bearer(aliceKey), { url: `${gh.url}/acme/secret/pull/1` });
    expect(analyzed.status).toBe(200);
    const enabled = await call('POST', '/api/repos/github/acme/secret/webhook/enable', { cookie: alice.cookie });
    expect(enabled.status).toBe(201);
    secret = ((await enabled.json()) as { webhook_secret: string }).webhook_secret;
  });

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  it("a key reads only what its owner can read: Bob's key cannot analyze Alice's private repository", async () => {
    const answer = await call('POST', '/api/analyze', bearer(bobKey), { url: `${gh.url}/acme/secret/pull/1` });
    expect(answer.status).toBe(500);
    expect(((await answer.json()) as { error: string }).error).toMatch(/^Analysis failed: .*not found or not accessible/);
    // Nor by sending Alice's token guess alongside his own key: the key owner's token is used first.
    const mixed = await call('POST', '/api/analyze', bearer(bobKey), { url: `${gh.url}/acme/secret/pull/1`, access_token: 'gho_guess' });
    expect(mixed.status).toBe(500);
  });

  it('scans of a repository are listed only to users who can read it on GitHub (session or key)', async () => {
    const own = await call('GET', '/api/repos/github/acme/secret/scans', bearer(aliceKey));
    expect(own.status).toBe(200);
    expect(((await own.json()) as { scans: unknown[] }).scans).toHaveLength(1);
    for (const headers of [bearer(bobKey), { cookie: bob.cookie }]) {
      const answer = await call('GET', '/api/repos/github/acme/secret/scans', headers);
      expect([403, 404]).toContain(answer.status);
      expect(await answer.text()).not.toContain('scan-');
    }
    expect((await call('GET', '/api/repos/github/acme/secret/scans')).status).toBe(401);
    // Case variants of the name reach the same rule.
    expect([403, 404]).toContain((await call('GET', '/api/repos/github/ACME/Secret/scans', { cookie: bob.cookie })).status);
  });

  it('access revoked on GitHub counts from the next request: the repository\'s scans (and so their ids) are no longer listed', async () => {
    expect((await call('GET', '/api/repos/github/acme/secret/scans', { cookie: carol.cookie })).status).toBe(200);
    gh.setPrivate('acme/secret', [ALICE_TOKEN]);
    try {
      const answer = await call('GET', '/api/repos/github/acme/secret/scans', { cookie: carol.cookie });
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain('scan-');
    } finally {
      gh.setPrivate('acme/secret', [ALICE_TOKEN, CAROL_TOKEN]);
    }
    expect((await call('GET', '/api/repos/github/acme/secret/scans', { cookie: carol.cookie })).status).toBe(200);
  });

  it('rotate and disable need admin on GitHub: a reader (Carol) and a stranger (Bob) get 403/404, the secret is unchanged', async () => {
    const before = await rowCounts(t.service.db.knex);
    for (const user of [carol, bob]) {
      for (const [method, path] of [
        ['POST', '/api/repos/github/acme/secret/webhook/rotate'],
        ['DELETE', '/api/repos/github/acme/secret/webhook'],
        ['POST', '/api/repos/github/acme/secret/webhook/enable'],
      ] as const) {
        const answer = await call(method, path, { cookie: user.cookie });
        expect([403, 404], `${method} ${path}`).toContain(answer.status);
        expect(await answer.text()).not.toContain(secret);
      }
    }
    expect(await rowCounts(t.service.db.knex)).toEqual(before);
    // The original secret still verifies: nothing was rotated or disabled.
    const head = gh.repos.get('acme/secret')?.pulls.get(1)?.fixture.headSha ?? '';
    const delivery = await deliver(t.url, { event: 'pull_request', payload: pullRequestPayload({ owner: 'acme', repo: 'secret', number: 1, headSha: head, action: 'opened' }), secret });
    expect(delivery.status).toBe(202);
  });

  it('webhook management needs a session: even the admin\'s own valid API key gets 401', async () => {
    for (const [method, path] of [
      ['POST', '/api/repos/github/acme/secret/webhook/rotate'],
      ['DELETE', '/api/repos/github/acme/secret/webhook'],
      ['POST', '/api/repos/github/acme/secret/webhook/enable'],
    ] as const) {
      expect((await call(method, path, bearer(aliceKey))).status, `${method} ${path}`).toBe(401);
    }
  });

  it('keys manage only their owner: Bob cannot revoke Alice\'s key by id, and Alice\'s key keeps working', async () => {
    const keys = (await (await call('GET', '/api/keys', { cookie: alice.cookie })).json()) as { keys: { id: string }[] };
    const id = keys.keys[0]?.id ?? '';
    expect([403, 404]).toContain((await call('DELETE', `/api/keys/${id}`, { cookie: bob.cookie })).status);
    expect((await call('GET', '/api/repos/github/acme/secret/scans', bearer(aliceKey))).status).toBe(200);
    // A key cannot manage keys at all (not even its own owner's).
    expect((await call('DELETE', `/api/keys/${id}`, bearer(aliceKey))).status).toBe(401);
    expect((await call('POST', '/api/keys', bearer(aliceKey), { name: 'from a key' })).status).toBe(401);
  });

  it('a revoked key stops at once, mid-burst: no request after the revocation is served', async () => {
    const { id, key } = (await (await call('POST', '/api/keys', { cookie: alice.cookie }, { name: 'burst' })).json()) as { id: string; key: string };
    const burst = async () => (await call('GET', '/api/repos/github/acme/secret/scans', bearer(key))).status;
    expect(await burst()).toBe(200);
    expect((await call('DELETE', `/api/keys/${id}`, { cookie: alice.cookie })).status).toBe(200);
    const after = await Promise.all(Array.from({ length: 20 }, burst));
    expect(after.every((status) => status === 401)).toBe(true);
  });

  it('a session cookie that was altered, or belongs to a logged-out session, is dead everywhere', async () => {
    const session = await signInDirectly(t, { githubId: '1', login: 'alice', token: ALICE_TOKEN });
    const altered = session.cookie.slice(0, -1) + (session.cookie.endsWith('A') ? 'B' : 'A');
    expect((await call('GET', '/api/keys', { cookie: altered })).status).toBe(401);
    expect((await call('POST', '/auth/logout', { cookie: session.cookie, origin: t.url })).status).toBeLessThan(400);
    for (const [method, path] of [
      ['GET', '/api/keys'],
      ['POST', '/api/keys'],
      ['GET', '/api/repos/github/acme/secret/scans'],
      ['POST', '/api/repos/github/acme/secret/webhook/rotate'],
    ] as const) {
      expect((await call(method, path, { cookie: session.cookie }, method === 'POST' && path === '/api/keys' ? { name: 'x' } : undefined)).status, `${method} ${path}`).toBe(401);
    }
    // Alice's other session is untouched.
    expect((await call('GET', '/api/keys', { cookie: alice.cookie })).status).toBe(200);
  });
});
