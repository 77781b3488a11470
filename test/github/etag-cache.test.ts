/**
 * Conditional GitHub requests (src/github/etag-cache.ts, createOctokit): GET answers with an ETag
 * are kept per credential; the same GET again is sent with If-None-Match, and GitHub's 304 is
 * answered from the cache. Against the local GitHub server, which answers ETags as GitHub does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOctokit } from '../../src/github/create-octokit.js';
import { GitHubEtagCache } from '../../src/github/etag-cache.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';

const ALICE = 'ghp_alicealicealicealicealicealicealice0';
const BOB = 'ghp_bobbobbobbobbobbobbobbobbobbobbobbob0';

describe('conditional GitHub requests', () => {
  let gh: GitHubServer;
  let version = 1;

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.addRoute({ method: 'GET', path: '/repos/:owner/:repo/things', handler: () => ({ body: { version, items: ['a', 'b'] } }) });
  });
  afterAll(async () => {
    await gh?.close();
  });

  const client = (cache: GitHubEtagCache, token: string | null) => createOctokit({ baseUrl: gh.apiUrl, token, etagCache: cache, retry: false, throttle: false });
  const read = (octokit: ReturnType<typeof client>['octokit']) => octokit.request('GET /repos/{owner}/{repo}/things', { owner: 'acme', repo: 'widgets' });

  it('the local server answers If-None-Match like GitHub: 304 with the same ETag, no body, not counted when authorized', async () => {
    const first = await fetch(`${gh.apiUrl}/repos/acme/widgets/things`, { headers: { authorization: `token ${ALICE}` } });
    const etag = first.headers.get('etag') ?? '';
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    const remaining = Number(first.headers.get('x-ratelimit-remaining'));
    const second = await fetch(`${gh.apiUrl}/repos/acme/widgets/things`, { headers: { authorization: `token ${ALICE}`, 'if-none-match': etag } });
    expect(second.status).toBe(304);
    expect(second.headers.get('etag')).toBe(etag);
    expect(await second.text()).toBe('');
    expect(Number(second.headers.get('x-ratelimit-remaining'))).toBe(remaining);
    // Another credential's ETag differs: the answer varies on Authorization.
    const other = await fetch(`${gh.apiUrl}/repos/acme/widgets/things`, { headers: { authorization: `token ${BOB}` } });
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('answers a 304 from the cache with the data of the full read, and counts it', async () => {
    const cache = new GitHubEtagCache();
    const { octokit, requestCount, notModifiedCount } = client(cache, ALICE);
    const first = await read(octokit);
    const before = gh.requests.length;
    const second = await read(octokit);
    expect(second.data).toEqual(first.data);
    expect(second.status).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(requestCount()).toBe(2);
    expect(notModifiedCount()).toBe(1);
    expect(gh.requests.slice(before).map((r) => r.status)).toEqual([304]);
    // A new client (the next analysis) with the same credential shares the cache.
    const next = client(cache, ALICE);
    expect((await read(next.octokit)).data).toEqual(first.data);
    expect(next.notModifiedCount()).toBe(1);
  });

  it('falls back to the full read when GitHub answers 200 to the conditional request, and keeps the new answer', async () => {
    const cache = new GitHubEtagCache();
    const { octokit, notModifiedCount } = client(cache, ALICE);
    const first = await read(octokit);
    version += 1;
    const changed = await read(octokit);
    expect(changed.data).toEqual({ version, items: ['a', 'b'] });
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(notModifiedCount()).toBe(0);
    const again = await read(octokit);
    expect(again.data).toEqual(changed.data);
    expect(notModifiedCount()).toBe(1);
  });

  it("never offers one credential's cached answer to another, nor to anonymous requests", async () => {
    const cache = new GitHubEtagCache();
    await read(client(cache, ALICE).octokit);
    const before = gh.requests.length;
    const bob = client(cache, BOB);
    await read(bob.octokit);
    const anonymous = client(cache, null);
    await read(anonymous.octokit);
    expect(bob.notModifiedCount()).toBe(0);
    expect(anonymous.notModifiedCount()).toBe(0);
    expect(gh.requests.slice(before).map((r) => r.status)).toEqual([200, 200]);
    // The token itself is not in any key.
    expect(GitHubEtagCache.key(GitHubEtagCache.credentialKey(ALICE), 'u', null)).not.toContain(ALICE);
  });

  it('forgets an answer that is gone (404), and keeps within its byte budget', async () => {
    const cache = new GitHubEtagCache(8 * 1024);
    const { octokit } = client(cache, ALICE);
    await read(octokit);
    expect(cache.size).toBe(1);
    gh.failNext(/\/things$/, 404, 1, {}, { message: 'Not Found' });
    await expect(read(octokit)).rejects.toMatchObject({ status: 404 });
    expect(cache.size).toBe(0);
    const body = new ArrayBuffer(500);
    for (let i = 0; i < 20; i += 1) cache.set(`k${i}`, { etag: `"${i}"`, status: 200, statusText: 'OK', headers: [], body });
    expect(cache.size).toBeLessThan(20);
    expect(cache.get('k19')).toBeDefined();
    expect(cache.get('k0')).toBeUndefined();
  });

  describe('content at a commit SHA', () => {
    const SHA = 'a'.repeat(40);
    const content = (octokit: ReturnType<typeof client>['octokit'], path: string, ref: string) =>
      octokit.request('GET /repos/{owner}/{repo}/contents/{path}', { owner: 'acme', repo: 'pinned', path, ref, headers: { accept: 'application/vnd.github.raw+json' } });

    beforeAll(() => {
      gh.addRepo({ owner: 'acme', repo: 'pinned', files: { 'README.md': 'hello\n' } });
    });

    it('is answered again without a request, a 200 as a 404, and is not counted as one', async () => {
      const cache = new GitHubEtagCache();
      const first = client(cache, ALICE);
      expect((await content(first.octokit, 'README.md', SHA)).data).toBe('hello\n');
      await expect(content(first.octokit, '.gitattributes', SHA)).rejects.toMatchObject({ status: 404 });
      expect(first.requestCount()).toBe(2);
      const before = gh.requests.length;
      const next = client(cache, ALICE);
      expect((await content(next.octokit, 'README.md', SHA)).data).toBe('hello\n');
      await expect(content(next.octokit, '.gitattributes', SHA)).rejects.toMatchObject({ status: 404 });
      expect(gh.requests.length).toBe(before);
      expect(next.requestCount()).toBe(0);
      expect(next.cachedReadCount()).toBe(2);
    });

    it('is asked again at a branch (conditionally), and never offered to another credential', async () => {
      const cache = new GitHubEtagCache();
      const alice = client(cache, ALICE);
      await content(alice.octokit, 'README.md', 'main');
      await content(alice.octokit, 'README.md', SHA);
      const before = gh.requests.length;
      await content(alice.octokit, 'README.md', 'main');
      const bob = client(cache, BOB);
      await content(bob.octokit, 'README.md', SHA);
      expect(gh.requests.slice(before).map((r) => r.status)).toEqual([304, 200]);
      expect(bob.cachedReadCount()).toBe(0);
    });

    it('knows which URLs name content at a commit', () => {
      const api = 'https://ghe.example.com/api/v3';
      const immutable = (url: string) => GitHubEtagCache.immutable(url, '/api/v3');
      expect(immutable(`${api}/repos/o/r/contents/a/b.json?ref=${SHA}`)).toBe(true);
      expect(immutable(`${api}/repos/o/r/contents/.github%2Fsvc.yml?ref=${SHA.toUpperCase()}`)).toBe(true);
      expect(immutable(`${api}/repos/o/r/contents/a?ref=main`)).toBe(false);
      expect(immutable(`${api}/repos/o/r/contents/a`)).toBe(false);
      expect(immutable(`${api}/repos/o/r/contents/a?ref=${SHA.slice(1)}`)).toBe(false);
      expect(immutable(`${api}/repos/o/r/pulls/1?ref=${SHA}`)).toBe(false);
      expect(immutable(`${api}/repos/o/r/commits/${SHA}/check-runs`)).toBe(false);
      expect(immutable(`https://ghe.example.com/other/repos/o/r/contents/a?ref=${SHA}`)).toBe(false);
    });

    it('knows which URLs name a git tree or blob by its SHA', () => {
      const api = 'https://ghe.example.com/api/v3';
      const object = (url: string) => GitHubEtagCache.immutableObject(url, '/api/v3');
      expect(object(`${api}/repos/o/r/git/trees/${SHA}`)).toBe(true);
      expect(object(`${api}/repos/o/r/git/trees/${SHA}?recursive=1`)).toBe(true);
      expect(object(`${api}/repos/o/r/git/blobs/${SHA.toUpperCase()}`)).toBe(true);
      expect(object(`${api}/repos/o/r/git/trees/main`)).toBe(false);
      expect(object(`${api}/repos/o/r/git/trees/${SHA.slice(1)}`)).toBe(false);
      expect(object(`${api}/repos/o/r/git/commits/${SHA}`)).toBe(false);
      expect(object(`${api}/repos/o/r/contents/a?ref=${SHA}`)).toBe(false);
      expect(object(`https://ghe.example.com/other/repos/o/r/git/blobs/${SHA}`)).toBe(false);
    });
  });
});
