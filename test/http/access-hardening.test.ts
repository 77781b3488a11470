/**
 * Issue #15 defects 6 and 9, through the HTTP API: GitHub Enterprise Server with only GITHUB_URL
 * set, a proxy's non-Bearer Authorization header, Cache-Control on signals and scans, safeHref.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeHref } from '../../src/http/pages/html.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { makePrFixture } from '../support/pr-fixture.js';
import { signInDirectly, startTestService, type TestService } from '../support/start-test-service.js';

const ENTERPRISE_TOKEN = 'gho_enterprise_server_token_000000001';

describe('a service configured with GITHUB_URL only (GitHub Enterprise Server)', () => {
  let gh: GitHubServer;
  let t: TestService;
  let alice: { userId: string; cookie: string };

  beforeAll(async () => {
    gh = await startGitHubServer(); // its REST API is under /api/v3, as on GitHub Enterprise Server
    gh.addPullRequest(makePrFixture({ owner: 'acme', repo: 'widgets', number: 3, private: true, files: [{ path: 'README.md', additions: 1 }] }));
    gh.setPrivate('acme/widgets', [ENTERPRISE_TOKEN]);
    t = await startTestService({ GITHUB_URL: gh.url, WORKERS_IN_PROCESS: 'false' });
    alice = await signInDirectly(t, { githubId: '1', login: 'alice', token: ENTERPRISE_TOKEN });
  });

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  it('reads the REST API of that server ({GITHUB_URL}/api/v3) with the user token, never api.github.com', async () => {
    expect(t.config.githubApiUrl).toBe(`${gh.url}/api/v3`);
    const response = await fetch(`${t.url}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: alice.cookie, origin: t.url },
      body: JSON.stringify({ url: `${gh.url}/acme/widgets/pull/3` }),
    });
    expect(response.status).toBe(200);
    const reads = gh.requests.filter((r) => r.path === '/repos/acme/widgets/pulls/3');
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((r) => r.api && r.authenticated)).toBe(true);
  });

  describe('Cache-Control on answers that may describe a private repository', () => {
    let signal: { signal_id: string; scan_id: string };
    beforeAll(async () => {
      const response = await fetch(`${t.url}/api/analyze`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: alice.cookie, origin: t.url },
        body: JSON.stringify({ url: `${gh.url}/acme/widgets/pull/3` }),
      });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      signal = (await response.json()) as typeof signal;
    });

    it.each([
      ['the signal page', () => `/s/${signal.signal_id}`, 'text/html', 'private, no-store'],
      ['the signal as JSON', () => `/s/${signal.signal_id}?format=json`, 'application/json', 'private, no-store'],
      // Immutable, with a strong ETag: kept out of shared caches, revalidated by the caller.
      ['the scan', () => `/api/scans/${signal.scan_id}`, 'application/json', 'private, no-cache'],
      ["the repository's scans", () => '/api/repos/github/acme/widgets/scans', 'application/json', 'private, no-store'],
    ])('%s', async (_name, path, type, cacheControl) => {
      const response = await fetch(`${t.url}${path()}`, { headers: { cookie: alice.cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain(type);
      expect(response.headers.get('cache-control')).toBe(cacheControl);
    });
  });

  describe("a proxy's own Authorization scheme", () => {
    it('is ignored: the session identifies the caller', async () => {
      const keys = await fetch(`${t.url}/api/keys`, { headers: { cookie: alice.cookie, authorization: 'Basic cHJveHk6cGFzc3dvcmQ=' } });
      expect(keys.status).toBe(200);
      const anonymous = await fetch(`${t.url}/api/scans/scan-AAAAAAAAAAAAAAAAAAAAAAAA`, { headers: { authorization: 'Digest username="proxy"' } });
      expect(anonymous.status).toBe(404);
    });

    it('does not lift the Origin check of cookie-authenticated changes', async () => {
      const response = await fetch(`${t.url}/api/keys`, {
        method: 'POST',
        headers: { cookie: alice.cookie, authorization: 'Basic cHJveHk6cGFzc3dvcmQ=', origin: 'https://evil.example', 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'cross-site' }),
      });
      expect(response.status).toBe(403);
    });

    it('a Bearer credential is still an svc key: an invalid one is 401, never the session', async () => {
      const response = await fetch(`${t.url}/api/keys`, { headers: { cookie: alice.cookie, authorization: 'Bearer svc_not_a_key' } });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: 'Invalid API key' });
    });
  });
});

describe('safeHref', () => {
  it('keeps http(s) addresses and paths on this site', () => {
    expect(safeHref('https://github.com/acme/widgets/pull/1')).toBe('https://github.com/acme/widgets/pull/1');
    expect(safeHref('/s/sig-acme-widgets-1-AAAAAAAAAAAA')).toBe('/s/sig-acme-widgets-1-AAAAAAAAAAAA');
    expect(safeHref('/')).toBe('/');
  });

  it('refuses protocol-relative addresses and other schemes', () => {
    for (const url of ['//evil.example/path', '/\\evil.example/path', '///evil.example', 'javascript:alert(1)', 'data:text/html,x', 'evil.example', null]) {
      expect(safeHref(url), String(url)).toBe('#');
    }
  });
});
