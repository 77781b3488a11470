import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browse } from '../support/browse.js';
import { type GitHubServer, startGitHubServer } from '../support/github-server.js';
import { addOAuthRoutes, type OAuthApp } from '../support/github-oauth-routes.js';
import { makePrFixture } from '../support/pr-fixture.js';
import { startTestService, type TestService } from '../support/start-test-service.js';

describe('GitHub sign-in end to end', () => {
  let github: GitHubServer;
  let oauth: OAuthApp;
  let t: TestService;

  beforeAll(async () => {
    github = await startGitHubServer();
    oauth = addOAuthRoutes(github, { clientId: 'Iv1.testclient', clientSecret: 'test-client-secret' });
    github.addPullRequest(makePrFixture({ owner: 'octocat', repo: 'private-notes', number: 3, private: true, title: 'Private change', files: [{ path: 'notes.md', additions: 2 }] }));
    t = await startTestService({ GITHUB_URL: github.url, GITHUB_API_URL: github.apiUrl, GITHUB_CLIENT_ID: oauth.clientId, GITHUB_CLIENT_SECRET: oauth.clientSecret });
  });
  afterAll(async () => {
    await t.close();
    await github.close();
  });

  it('signs in through GitHub, sets an HttpOnly SameSite=Lax session cookie, and stores the token encrypted', async () => {
    oauth.nextToken = 'gho_octocat_token_1234567890';
    github.setPrivate('octocat/private-notes', [oauth.nextToken]);
    const login = await fetch(`${t.url}/auth/login`, { redirect: 'manual' });
    expect(login.status).toBe(302);
    const authorize = new URL(login.headers.get('location') ?? '');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(oauth.clientId);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${t.url}/auth/callback`);
    expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9]{32}$/);

    const jar = new Map<string, string>();
    const landed = await browse(`${t.url}/auth/login`, jar);
    expect(landed.url).toBe(`${t.url}/`);
    expect(jar.get('svc_session')).toMatch(/^[A-Za-z0-9]{43}$/);
    expect(jar.has('svc_oauth_state')).toBe(false);

    const session = await fetch(`${t.url}/api/session`, { headers: { cookie: `svc_session=${jar.get('svc_session')}` } });
    expect(await session.json()).toMatchObject({ user: { login: 'octocat' } });

    const rows = JSON.stringify(await t.service.db.knex('users').select('*'));
    expect(rows).toContain('octocat');
    expect(rows).not.toContain('gho_octocat_token_1234567890');
  });

  it('marks the session cookie HttpOnly and SameSite=Lax', async () => {
    const jar = new Map<string, string>();
    const first = await fetch(`${t.url}/auth/login`, { redirect: 'manual' });
    const state = first.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    jar.set('svc_oauth_state', state.split('=')[1] ?? '');
    const back = await fetch(first.headers.get('location') ?? '', { redirect: 'manual' });
    const callback = await fetch(back.headers.get('location') ?? '', { redirect: 'manual', headers: { cookie: state } });
    const sessionCookie = callback.headers.getSetCookie().find((c) => c.startsWith('svc_session='));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Secure/i);
  });

  it('refuses a callback whose state does not match, and one with no state cookie', async () => {
    const first = await fetch(`${t.url}/auth/login`, { redirect: 'manual' });
    const stateCookie = first.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const back = new URL((await fetch(first.headers.get('location') ?? '', { redirect: 'manual' })).headers.get('location') ?? '');
    back.searchParams.set('state', 'X'.repeat(32));
    const forged = await fetch(back, { redirect: 'manual', headers: { cookie: stateCookie } });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error: string }).error).toMatch(/state/);
    expect(forged.headers.getSetCookie().some((c) => c.startsWith('svc_session=') && !/Max-Age=0/.test(c))).toBe(false);

    const noCookie = await fetch(back, { redirect: 'manual' });
    expect(noCookie.status).toBe(400);
  });

  it('analyzes a private repository with an API key alone, through the owner stored token', async () => {
    oauth.nextToken = 'gho_octocat_token_for_keys';
    github.setPrivate('octocat/private-notes', [oauth.nextToken]);
    const jar = new Map<string, string>();
    await browse(`${t.url}/auth/login`, jar);
    const cookie = `svc_session=${jar.get('svc_session')}`;
    const created = await fetch(`${t.url}/api/keys`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'pipeline' }) });
    const { key } = (await created.json()) as { key: string };

    const anonymous = await fetch(`${t.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: `${github.url}/octocat/private-notes/pull/3` }) });
    expect(anonymous.status).toBe(500);

    const withKey = await fetch(`${t.url}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ url: `${github.url}/octocat/private-notes/pull/3` }),
    });
    expect(withKey.status).toBe(200);
    expect(((await withKey.json()) as { signal: { pr: { title: string } } }).signal.pr.title).toBe('Private change');
  });

  it('answers 404 on the sign-in routes when no OAuth app is configured', async () => {
    const bare = await startTestService();
    try {
      expect((await fetch(`${bare.url}/auth/login`, { redirect: 'manual' })).status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
