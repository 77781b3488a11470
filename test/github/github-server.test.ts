import { applyPatch } from 'diff';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { hugePrFixture, makePrFixture, typicalPrFixture } from '../support/pr-fixture.js';

let server: GitHubServer;
const typical = typicalPrFixture();

beforeAll(async () => {
  server = await startGitHubServer();
  server.addPullRequest(typical);
  server.addPullRequest(
    makePrFixture({ owner: 'acme', repo: 'secret', number: 1, private: true, files: [{ path: 'a.txt', base: 'a\n', head: 'b\n' }] }),
  );
  server.setPrivate('acme/secret', ['tok-allowed']);
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
});

async function get(path: string, init: RequestInit = {}): Promise<Response> {
  return await fetch(`${server.apiUrl}${path}`, init);
}

describe('startGitHubServer', () => {
  it('serves a pull request with GitHub shapes and rate-limit headers', async () => {
    const response = await get('/repos/acme/widgets/pulls/42');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-limit')).toBe('60');
    expect(response.headers.get('x-ratelimit-remaining')).toBe('59');
    const pull = (await response.json()) as Record<string, unknown>;
    expect(pull).toMatchObject({
      number: 42,
      html_url: `${server.url}/acme/widgets/pull/42`,
      changed_files: 20,
      commits: 5,
      head: { sha: typical.headSha, ref: 'feature/pad-labels' },
      base: { sha: typical.baseSha, ref: 'main' },
      user: { login: 'jdoe', type: 'User' },
    });
  });

  it('paginates files with Link headers', async () => {
    const response = await get('/repos/acme/widgets/pulls/42/files?per_page=5&page=2');
    const files = (await response.json()) as { filename: string }[];
    expect(files).toHaveLength(5);
    expect(files[0]?.filename).toBe(typical.files[5]?.path);
    const link = response.headers.get('link') ?? '';
    expect(link).toContain('page=3>; rel="next"');
    expect(link).toContain('page=4>; rel="last"');
  });

  it('lists at most 3,000 files and 250 commits of a huge PR', async () => {
    const huge = server.addPullRequest(hugePrFixture());
    const pull = (await (await get(`/repos/acme/monorepo/pulls/${huge.number}`)).json()) as { changed_files: number; commits: number };
    expect(pull).toMatchObject({ changed_files: 3500, commits: 300 });
    const last = (await (await get(`/repos/acme/monorepo/pulls/${huge.number}/files?per_page=100&page=30`)).json()) as unknown[];
    expect(last).toHaveLength(100);
    const beyond = (await (await get(`/repos/acme/monorepo/pulls/${huge.number}/files?per_page=100&page=31`)).json()) as unknown[];
    expect(beyond).toHaveLength(0);
    const commits = (await (await get(`/repos/acme/monorepo/pulls/${huge.number}/commits?per_page=100&page=3`)).json()) as unknown[];
    expect(commits).toHaveLength(50);
  });

  it('generates patches that rebuild the head from the base', () => {
    for (const file of typical.files) {
      if (file.patch === null || file.base === null || file.head === null) continue;
      expect(applyPatch(file.base, file.patch), file.path).toBe(file.head);
    }
  });

  it('serves contents raw or base64 at a ref, 404 when absent', async () => {
    const raw = await get(`/repos/acme/widgets/contents/package.json?ref=${typical.baseSha}`, { headers: { accept: 'application/vnd.github.raw+json' } });
    expect(await raw.text()).toBe(typical.files[0]?.base);
    const encoded = (await (await get(`/repos/acme/widgets/contents/package.json?ref=${typical.headSha}`)).json()) as { content: string; encoding: string };
    expect(encoded.encoding).toBe('base64');
    expect(Buffer.from(encoded.content, 'base64').toString('utf8')).toBe(typical.files[0]?.head);
    const removed = await get(`/repos/acme/widgets/contents/src%2Flib%2Flegacy-pad.ts?ref=${typical.headSha}`);
    expect(removed.status).toBe(404);
    expect(await removed.json()).toMatchObject({ message: 'Not Found' });
  });

  it('answers searches, check runs, statuses, compare, users and dependency review', async () => {
    const search = (await (await get(`/search/issues?q=${encodeURIComponent('repo:acme/widgets type:pr author:jdoe')}&per_page=100`)).json()) as {
      total_count: number;
      items: { pull_request: { merged_at: string | null } }[];
    };
    expect(search.total_count).toBe(12);
    expect(search.items.filter((i) => i.pull_request.merged_at).length).toBe(9);
    const checks = (await (await get(`/repos/acme/widgets/commits/${typical.headSha}/check-runs?per_page=100`)).json()) as { total_count: number };
    expect(checks.total_count).toBe(8);
    const status = (await (await get(`/repos/acme/widgets/commits/${typical.headSha}/status`)).json()) as { statuses: unknown[] };
    expect(status.statuses).toHaveLength(1);
    const compare = (await (await get(`/repos/acme/widgets/compare/main...${typical.headSha}?per_page=1`)).json()) as Record<string, unknown>;
    expect(compare).toMatchObject({ ahead_by: 5, behind_by: 2, status: 'diverged' });
    expect(compare.commits).toHaveLength(1);
    expect((await (await get('/users/jdoe')).json()) as object).toMatchObject({ login: 'jdoe', created_at: '2017-08-20T10:00:00Z' });
    const deps = (await (await get(`/repos/acme/widgets/dependency-graph/compare/${typical.baseSha}...${typical.headSha}`)).json()) as unknown[];
    expect(deps).toEqual([expect.objectContaining({ change_type: 'added', name: 'left-pad', manifest: 'package.json' })]);
  });

  it('hides private repositories from requests without an allowed token', async () => {
    expect((await get('/repos/acme/secret/pulls/1')).status).toBe(404);
    expect((await get('/repos/acme/secret/pulls/1', { headers: { authorization: 'token tok-other' } })).status).toBe(404);
    expect((await get('/repos/acme/secret/pulls/1', { headers: { authorization: 'Bearer tok-allowed' } })).status).toBe(200);
    expect(server.requests.map((r) => r.authenticated)).toEqual([false, true, true]);
    expect(server.requests[2]?.status).toBe(200);
  });

  it('injects failures, rate limits and hangs', async () => {
    server.failNext(/\/pulls\/42$/, 502, 2);
    expect((await get('/repos/acme/widgets/pulls/42')).status).toBe(502);
    expect((await get('/repos/acme/widgets/pulls/42')).status).toBe(502);
    expect((await get('/repos/acme/widgets/pulls/42')).status).toBe(200);

    server.setRateLimitExhausted(1_900_000_000);
    const limited = await get('/repos/acme/widgets/pulls/42');
    expect(limited.status).toBe(403);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('x-ratelimit-reset')).toBe('1900000000');
    server.setRateLimitExhausted(null);

    server.hang(/\/pulls\/42$/, 1);
    await expect(get('/repos/acme/widgets/pulls/42', { signal: AbortSignal.timeout(100) })).rejects.toThrow();
    expect(server.requestCount()).toBe(5);
  });

  it('takes extra routes, later ones first', async () => {
    server.addRoute({ method: 'GET', path: '/user', handler: (request) => ({ body: { login: request.token ? 'jdoe' : 'nobody' } }) });
    server.addRoute({ method: 'POST', path: '/login/oauth/access_token', base: 'web', handler: (request) => ({ body: { echo: request.body } }) });
    expect(await (await get('/user', { headers: { authorization: 'token x' } })).json()).toEqual({ login: 'jdoe' });
    const web = await fetch(`${server.url}/login/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'code=abc',
    });
    expect(await web.json()).toEqual({ echo: { code: 'abc' } });
    expect((await get('/nothing/here')).status).toBe(404);
  });
});
