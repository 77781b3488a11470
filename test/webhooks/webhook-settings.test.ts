import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { signInDirectly, startTestService, type TestService } from '../support/start-test-service.js';
import { deliver, pullRequestPayload } from '../support/webhook-delivery.js';

const REPO = 'acme/widgets';
const HEAD = 'a'.repeat(40);

describe(`webhook enable, rotate and disable (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let gh: GitHubServer;
  let t: TestService;
  let admin: { userId: string; cookie: string };
  let otherAdmin: { userId: string; cookie: string };
  let reader: { userId: string; cookie: string };
  let outsider: { userId: string; cookie: string };

  async function call(method: string, path: string, cookie?: string): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${t.url}${path}`, { method, headers: cookie !== undefined ? { cookie } : {} });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.addRepo({ owner: 'acme', repo: 'widgets' });
    gh.addRepo({ owner: 'acme', repo: 'secret-sauce', private: true, allowedTokens: ['tok-admin'] });
    gh.setPermissions(REPO, 'tok-admin', { admin: true, push: true });
    gh.setPermissions(REPO, 'tok-admin-2', { admin: true, push: true });
    gh.setPermissions(REPO, 'tok-reader', { admin: false });
    t = await startTestService({ GITHUB_API_URL: gh.apiUrl, GITHUB_URL: gh.url, WORKERS_IN_PROCESS: 'false' });
    admin = await signInDirectly(t, { githubId: '1', login: 'alice', token: 'tok-admin' });
    otherAdmin = await signInDirectly(t, { githubId: '2', login: 'bob', token: 'tok-admin-2' });
    reader = await signInDirectly(t, { githubId: '3', login: 'carol', token: 'tok-reader' });
    outsider = await signInDirectly(t, { githubId: '4', login: 'dave', token: 'tok-outsider' });
  });

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  it('needs a session: 401 without one, 401 for an API-key-less bearer', async () => {
    const anonymous = await call('POST', `/api/repos/github/${REPO}/webhook/enable`);
    expect(anonymous).toEqual({ status: 401, body: { error: 'Authentication required', request_id: expect.any(String) } });
    const remove = await call('DELETE', `/api/repos/github/${REPO}/webhook`);
    expect(remove.status).toBe(401);
  });

  it('refuses users without admin permission (403) and repositories they cannot see (404)', async () => {
    const notAdmin = await call('POST', `/api/repos/github/${REPO}/webhook/enable`, reader.cookie);
    expect(notAdmin.status).toBe(403);
    expect(notAdmin.body.error).toMatch(/admin permission/i);
    const invisible = await call('POST', '/api/repos/github/acme/secret-sauce/webhook/enable', outsider.cookie);
    expect(invisible).toEqual({ status: 404, body: { detail: 'Repository not found', request_id: expect.any(String) } });
    const rotate = await call('POST', `/api/repos/github/${REPO}/webhook/rotate`, reader.cookie);
    expect(rotate.status).toBe(403);
    const disable = await call('DELETE', `/api/repos/github/${REPO}/webhook`, reader.cookie);
    expect(disable.status).toBe(403);
    // Nothing was stored by the refused calls.
    expect(await t.service.services.webhooks.repositories.find('acme', 'widgets')).toBeUndefined();
  });

  it('rejects other providers and malformed names with 400', async () => {
    const gitlab = await call('POST', `/api/repos/gitlab/${REPO}/webhook/enable`, admin.cookie);
    expect(gitlab.status).toBe(400);
    expect(gitlab.body.error).toMatch(/only supported provider is "github"/);
    const badOwner = await call('POST', '/api/repos/github/-acme/widgets/webhook/enable', admin.cookie);
    expect(badOwner.status).toBe(400);
    const dots = await call('POST', '/api/repos/github/acme/../webhook/enable', admin.cookie);
    expect([400, 404]).toContain(dots.status);
  });

  let firstSecret = '';

  it('enables: 201 with the 2.5 body the first time, 200 with the same secret afterwards', async () => {
    const first = await call('POST', `/api/repos/github/${REPO}/webhook/enable`, admin.cookie);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      status: 'enabled',
      webhook_url: `${t.url}/api/webhooks/github`,
      content_type: 'application/json',
      events: ['pull_request'],
    });
    expect(first.body.webhook_secret).toMatch(/^[A-Za-z0-9]{32,}$/);
    expect(typeof first.body.instructions).toBe('string');
    expect(first.body.instructions).toContain(`${t.url}/api/webhooks/github`);
    firstSecret = first.body.webhook_secret as string;

    const again = await call('POST', `/api/repos/github/${REPO}/webhook/enable`, otherAdmin.cookie);
    expect(again.status).toBe(200);
    expect(again.body.webhook_secret).toBe(firstSecret);
    // The record keeps who enabled it first: their token reads the repository for deliveries.
    const record = await t.service.services.webhooks.repositories.find('ACME', 'Widgets');
    expect(record?.enabledBy).toBe(admin.userId);
  });

  it('stores the secret encrypted: the row never contains the secret text', async () => {
    const rows = (await t.service.db.knex('repositories').select('*')) as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(firstSecret);
    expect(String(rows[0]?.webhook_secret_enc)).toMatch(/^v1:/);
  });

  it('accepts deliveries signed with the secret', async () => {
    const payload = pullRequestPayload({ owner: 'acme', repo: 'widgets', number: 7, headSha: HEAD, action: 'opened' });
    const answer = await deliver(t.url, { event: 'pull_request', payload, secret: firstSecret });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ status: 'queued', delivery_id: answer.deliveryId });
  });

  it('rotates: a new secret; the old one stops verifying', async () => {
    const rotated = await call('POST', `/api/repos/github/${REPO}/webhook/rotate`, admin.cookie);
    expect(rotated.status).toBe(200);
    expect(rotated.body.status).toBe('enabled');
    const secret = rotated.body.webhook_secret as string;
    expect(secret).toMatch(/^[A-Za-z0-9]{32,}$/);
    expect(secret).not.toBe(firstSecret);
    const payload = pullRequestPayload({ owner: 'acme', repo: 'widgets', number: 7, headSha: HEAD, action: 'opened' });
    expect((await deliver(t.url, { event: 'pull_request', payload, secret: firstSecret })).status).toBe(401);
    expect((await deliver(t.url, { event: 'pull_request', payload, secret })).status).toBe(202);
    const enableAgain = await call('POST', `/api/repos/github/${REPO}/webhook/enable`, admin.cookie);
    expect(enableAgain.status).toBe(200);
    expect(enableAgain.body.webhook_secret).toBe(secret);
    firstSecret = secret;
  });

  it('disables: 200 {status: "disabled"}, the secret is deleted, later deliveries get 410 before any signature check', async () => {
    const disabled = await call('DELETE', `/api/repos/github/${REPO}/webhook`, admin.cookie);
    expect(disabled).toEqual({ status: 200, body: { status: 'disabled' } });
    const row = (await t.service.db.knex('repositories').where('repo_key', 'acme/widgets').first()) as Record<string, unknown>;
    expect(row.webhook_secret_enc).toBeNull();
    expect(row.disabled_at).not.toBeNull();

    const payload = pullRequestPayload({ owner: 'acme', repo: 'widgets', number: 7, headSha: HEAD, action: 'opened' });
    for (const options of [{ secret: firstSecret }, { signature: 'sha256=00' }, {}]) {
      const answer = await deliver(t.url, { event: 'pull_request', payload, ...options });
      expect(answer.status).toBe(410);
      expect(answer.body.error).toMatch(/disabled/i);
      expect(answer.body.error).toMatch(/remove the hook on GitHub/i);
    }
    const rotate = await call('POST', `/api/repos/github/${REPO}/webhook/rotate`, admin.cookie);
    expect(rotate.status).toBe(404);
  });

  it('enables again after disabling: 201 with a fresh secret', async () => {
    const again = await call('POST', `/api/repos/github/${REPO}/webhook/enable`, admin.cookie);
    expect(again.status).toBe(201);
    expect(again.body.webhook_secret).not.toBe(firstSecret);
  });

  it('a name taken again by a new repository: its admin gets a new secret and becomes the enabling user, the old hook\'s secret stops verifying', async () => {
    // acme/reborn was enabled by Alice; its name was freed and Bob created a new repository under it.
    gh.setPermissions('acme/reborn', 'tok-admin', { admin: true });
    const old = await call('POST', '/api/repos/github/acme/reborn/webhook/enable', admin.cookie);
    expect(old.status).toBe(201);
    const oldSecret = old.body.webhook_secret as string;
    // The new repository was created after Alice enabled the old one's hook (and before now, as on GitHub).
    await new Promise((resolve) => setTimeout(resolve, 10));
    const createdLater = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 10));
    gh.addRoute({
      method: 'GET',
      path: '/repos/acme/reborn',
      handler: (request) =>
        request.token === 'tok-admin-2'
          ? json({ id: 77, name: 'reborn', full_name: 'acme/reborn', private: true, visibility: 'private', created_at: createdLater, owner: { login: 'acme' }, permissions: { admin: true, pull: true } })
          : { status: 404, body: { message: 'Not Found' } },
    });
    const again = await call('POST', '/api/repos/github/acme/reborn/webhook/enable', otherAdmin.cookie);
    expect(again.status).toBe(201);
    expect(again.body.webhook_secret).not.toBe(oldSecret);
    const record = await t.service.services.webhooks.repositories.find('acme', 'reborn');
    expect(record?.enabledBy).toBe(otherAdmin.userId);
    // A delivery signed with the old secret (the previous repository's owner still has it) is refused.
    const payload = pullRequestPayload({ owner: 'acme', repo: 'reborn', number: 1, headSha: HEAD });
    expect((await deliver(t.url, { event: 'pull_request', payload, secret: oldSecret })).status).toBe(401);
    expect((await deliver(t.url, { event: 'pull_request', payload, secret: again.body.webhook_secret as string })).status).toBe(202);
    // Enabling again is the usual "already enabled": same secret.
    const third = await call('POST', '/api/repos/github/acme/reborn/webhook/enable', otherAdmin.cookie);
    expect(third.status).toBe(200);
    expect(third.body.webhook_secret).toBe(again.body.webhook_secret);
  });
});
