import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browse } from '../support/browse.js';
import { type GitHubServer, startGitHubServer } from '../support/github-server.js';
import { addGitHubAppRoutes } from '../support/github-server-app-routes.js';
import { addOAuthRoutes, type OAuthApp } from '../support/github-oauth-routes.js';
import { makePrFixture } from '../support/pr-fixture.js';
import { startAppTestService } from '../support/start-app-test-service.js';
import type { TestService } from '../support/start-test-service.js';

/** Signs in through the browser flow; the session cookie. */
async function signIn(t: TestService): Promise<string> {
  const jar = new Map<string, string>();
  await browse(`${t.url}/auth/login`, jar);
  return `svc_session=${jar.get('svc_session')}`;
}

async function createKey(t: TestService, cookie: string): Promise<string> {
  const created = await fetch(`${t.url}/api/keys`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'pipeline' }) });
  return ((await created.json()) as { key: string }).key;
}

describe('sign-in through the GitHub App (user authorization) end to end', () => {
  let github: GitHubServer;
  let oauth: OAuthApp;
  let t: TestService;
  const target = { owner: 'octocat', repo: 'app-notes', number: 5 };
  const analyze = (key: string): Promise<Response> =>
    fetch(`${t.url}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ url: `${github.url}/${target.owner}/${target.repo}/pull/${target.number}` }),
    });

  beforeAll(async () => {
    github = await startGitHubServer();
    addGitHubAppRoutes(github);
    oauth = addOAuthRoutes(github, { clientId: 'Iv23.appclient', clientSecret: 'app-client-secret', kind: 'app' });
    github.addPullRequest(makePrFixture({ ...target, private: true, title: 'Private change', files: [{ path: 'notes.md', additions: 2 }] }));
    t = await startAppTestService(github, 'app-webhook-secret', { APP_CLIENT_ID: oauth.clientId, APP_CLIENT_SECRET: oauth.clientSecret });
  });
  afterAll(async () => {
    await t?.close();
    await github?.close();
  });

  it('asks for no classic scope: the authorize URL carries the App client id and no scope=repo', async () => {
    const login = await fetch(`${t.url}/auth/login`, { redirect: 'manual' });
    expect(login.status).toBe(302);
    const authorize = new URL(login.headers.get('location') ?? '');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(oauth.clientId);
    expect(authorize.searchParams.has('scope')).toBe(false);
    expect(authorize.toString()).not.toContain('repo');
  });

  it('signs in, stores the user token and its refresh token encrypted, and reads with the user token', async () => {
    oauth.nextToken = 'ghu_app_user_token_1';
    oauth.expiresIn = 28_800;
    github.setPrivate(`${target.owner}/${target.repo}`, [oauth.nextToken]);
    const cookie = await signIn(t);
    expect(oauth.authorizeScopes.at(-1)).toBeNull();
    const session = await fetch(`${t.url}/api/session`, { headers: { cookie } });
    expect(await session.json()).toMatchObject({ user: { login: 'octocat' } });

    const [row] = (await t.service.db.knex('users').where('login', 'octocat').select('*')) as Record<string, unknown>[];
    const text = JSON.stringify(row);
    expect(text).not.toContain('ghu_app_user_token_1');
    expect(text).not.toContain('ghr_');
    expect(row?.github_refresh_token_enc).toEqual(expect.any(String));
    const expiresAt = new Date(row?.github_token_expires_at as string).getTime();
    expect(expiresAt).toBeGreaterThan(Date.now() + 7 * 3_600_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 8 * 3_600_000);

    const response = await analyze(await createKey(t, cookie));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { signal: { pr: { title: string } } }).signal.pr.title).toBe('Private change');
    expect(oauth.refreshes).toEqual([]);
  });

  it('refreshes an expiring user token once with grant_type=refresh_token, stores the new pair, and reads with the new token', async () => {
    oauth.nextToken = 'ghu_app_short_lived';
    oauth.expiresIn = 60; // under the refresh margin: the first use refreshes it
    const cookie = await signIn(t);
    const key = await createKey(t, cookie);
    const [before] = (await t.service.db.knex('users').where('login', 'octocat').select('github_refresh_token_enc')) as { github_refresh_token_enc: string }[];

    oauth.nextToken = 'ghu_app_after_refresh';
    oauth.expiresIn = 28_800;
    github.setPrivate(`${target.owner}/${target.repo}`, [oauth.nextToken]);
    const refreshesBefore = oauth.refreshes.length;
    const [first, second] = await Promise.all([analyze(key), analyze(key)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    // Both analyses needed the token at once: one refresh served them (a refresh token is single-use).
    expect(oauth.refreshes.length - refreshesBefore).toBe(1);
    expect(oauth.refreshes.at(-1)).toMatch(/^ghr_/);

    const [after] = (await t.service.db.knex('users').where('login', 'octocat').select('*')) as Record<string, unknown>[];
    expect(after?.github_refresh_token_enc).not.toBe(before?.github_refresh_token_enc);
    expect(JSON.stringify(after)).not.toContain('ghu_app_after_refresh');
    expect(new Date(after?.github_token_expires_at as string).getTime()).toBeGreaterThan(Date.now() + 7 * 3_600_000);

    // The refreshed token is good for hours: the next analysis does not refresh again.
    expect((await analyze(key)).status).toBe(200);
    expect(oauth.refreshes.length - refreshesBefore).toBe(1);
  });
});
