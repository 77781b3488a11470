import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { makeSignal } from '../support/signal-factory.js';
import { signInDirectly, startTestService, type TestService } from '../support/start-test-service.js';

interface ScanItem {
  scan_id: string;
  signal_id: string;
  signal_url: string;
  pr_number: number;
  head_sha: string;
  source: string;
  risk_level: string;
  review_action: string;
  created_at: string;
}

describe(`GET /api/repos/github/{owner}/{repo}/scans (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let gh: GitHubServer;
  let t: TestService;
  let reader: { userId: string; cookie: string };
  let outsider: { userId: string; cookie: string };
  let apiKey = '';
  const created: string[] = [];

  async function list(path: string, headers: Record<string, string>): Promise<{ status: number; body: { scans: ScanItem[]; next_cursor: string | null } & Record<string, unknown> }> {
    const response = await fetch(`${t.url}${path}`, { headers });
    return { status: response.status, body: (await response.json()) as { scans: ScanItem[]; next_cursor: string | null } };
  }

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.addRepo({ owner: 'acme', repo: 'widgets', private: true, allowedTokens: ['tok-reader'] });
    t = await startTestService({ GITHUB_API_URL: gh.apiUrl, GITHUB_URL: gh.url, WORKERS_IN_PROCESS: 'false' });
    reader = await signInDirectly(t, { githubId: '1', login: 'alice', token: 'tok-reader' });
    outsider = await signInDirectly(t, { githubId: '2', login: 'mallory', token: 'tok-outsider' });
    const key = await fetch(`${t.url}/api/keys`, { method: 'POST', headers: { cookie: reader.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'ci' }) });
    apiKey = ((await key.json()) as { key: string }).key;
    // 25 scans of acme/widgets (webhook and API alike) and one of another repository.
    const start = Date.parse('2024-06-01T00:00:00Z');
    for (let i = 0; i < 25; i += 1) {
      const signal = makeSignal({ owner: 'acme', repo: 'widgets', number: 100 + (i % 3), headSha: i.toString(16).padStart(40, '0'), source: i % 2 === 0 ? 'webhook' : 'api', scanId: `scan-${String(i).padStart(24, '0')}` });
      await t.service.services.scanStore.save({ scanId: signal.meta.scan_id, createdAt: new Date(start + i * 60_000).toISOString(), signal });
      created.push(signal.meta.scan_id);
    }
    const other = makeSignal({ owner: 'acme', repo: 'gadgets', number: 1, scanId: `scan-${'x'.repeat(24)}` });
    await t.service.services.scanStore.save({ scanId: other.meta.scan_id, createdAt: new Date(start).toISOString(), signal: other });
  });

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  it('answers 401 without credentials', async () => {
    const answer = await list('/api/repos/github/acme/widgets/scans', {});
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: 'Authentication required', request_id: expect.any(String) });
  });

  it('answers 404 to a caller who cannot read the repository on GitHub', async () => {
    const answer = await list('/api/repos/github/acme/widgets/scans', { cookie: outsider.cookie });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ detail: 'Repository not found', request_id: expect.any(String) });
  });

  it('lists newest first, 20 by default, with every field, by session', async () => {
    const answer = await list('/api/repos/github/acme/widgets/scans', { cookie: reader.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.scans).toHaveLength(20);
    expect(answer.body.scans.map((s) => s.scan_id)).toEqual([...created].reverse().slice(0, 20));
    const first = answer.body.scans[0]!;
    expect(first).toEqual({
      scan_id: created[24],
      signal_id: expect.stringMatching(/^sig-acme-widgets-/) as unknown as string,
      signal_url: `${t.url}/s/${first.signal_id}`,
      pr_number: 100,
      head_sha: (24).toString(16).padStart(40, '0'),
      source: 'webhook',
      risk_level: 'low',
      review_action: 'approve',
      created_at: '2024-06-01T00:24:00.000Z',
    });
    expect(answer.body.next_cursor).toEqual(expect.any(String));
  });

  it('pages with limit and cursor, by API key, to the end', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=7${cursor !== null ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const answer = await list(`/api/repos/github/acme/widgets/scans${query}`, { authorization: `Bearer ${apiKey}` });
      expect(answer.status).toBe(200);
      expect(answer.body.scans.length).toBeLessThanOrEqual(7);
      seen.push(...answer.body.scans.map((s) => s.scan_id));
      cursor = answer.body.next_cursor;
      pages += 1;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(4);
    expect(seen).toEqual([...created].reverse());
  });

  it('rejects a bad limit, a bad cursor and other providers with 400', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?cursor=%24%24']) {
      expect((await list(`/api/repos/github/acme/widgets/scans${query}`, { cookie: reader.cookie })).status, query).toBe(400);
    }
    expect((await list('/api/repos/gitlab/acme/widgets/scans', { cookie: reader.cookie })).status).toBe(400);
  });

  it('a name taken again by a new repository (an owner renamed or deleted, its name reused) does not list the scans of the repository that had it before', async () => {
    // acme/reused: scans stored in 2024, when the name belonged to another (private) repository;
    // GitHub now answers for a repository created on 2025-01-01 under that name, readable by the outsider.
    const before = makeSignal({ owner: 'acme', repo: 'reused', number: 1, scanId: `scan-${'r'.repeat(24)}` });
    await t.service.services.scanStore.save({ scanId: before.meta.scan_id, createdAt: '2024-06-01T00:00:00.000Z', signal: before });
    const after = makeSignal({ owner: 'acme', repo: 'reused', number: 2, scanId: `scan-${'s'.repeat(24)}` });
    await t.service.services.scanStore.save({ scanId: after.meta.scan_id, createdAt: '2025-02-01T00:00:00.000Z', signal: after });
    gh.addRoute({
      method: 'GET',
      path: '/repos/acme/reused',
      handler: () => json({ id: 99, name: 'reused', full_name: 'acme/reused', private: false, visibility: 'public', created_at: '2025-01-01T00:00:00Z', owner: { login: 'acme' }, permissions: { admin: true, pull: true } }),
    });
    const answer = await list('/api/repos/github/acme/reused/scans', { cookie: outsider.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.scans.map((s) => s.scan_id)).toEqual([after.meta.scan_id]);
    expect(answer.body.next_cursor).toBeNull();
    // The repository of acme/widgets was created before its scans (the fixture says 2016): all listed.
    const widgets = await list('/api/repos/github/acme/widgets/scans?limit=100', { cookie: reader.cookie });
    expect(widgets.body.scans).toHaveLength(25);
  });
});
