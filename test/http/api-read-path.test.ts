/**
 * The lean path for anonymous API reads (src/http/api-read-path.ts): the same answer, byte for
 * byte and header for header, as the full middleware stack gives an identified caller; callers
 * with a credential still take the full path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { makePrFixture } from '../support/pr-fixture.js';
import { signInDirectly, startTestService, type TestService } from '../support/start-test-service.js';

/** Headers that differ per request or per caller by design. */
const PER_REQUEST = new Set(['date', 'x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-limit', 'x-ratelimit-reset', 'connection', 'keep-alive']);

function stableHeaders(response: Response): Record<string, string> {
  return Object.fromEntries([...response.headers].filter(([name]) => !PER_REQUEST.has(name)));
}

describe('lean API read path', () => {
  let gh: GitHubServer;
  let t: TestService;
  let cookie: string;
  let scan: { signal_id: string; scan_id: string; signal: unknown };

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.addPullRequest(makePrFixture({ owner: 'acme', repo: 'lean', number: 5, files: [{ path: 'README.md', additions: 1 }] }));
    t = await startTestService({ GITHUB_URL: gh.url, WORKERS_IN_PROCESS: 'false' });
    cookie = (await signInDirectly(t, { githubId: '7', login: 'lea', token: 'ghp_leanleanleanleanleanleanleanleanlean' })).cookie;
    const response = await fetch(`${t.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: `${gh.url}/acme/lean/pull/5` }) });
    expect(response.status).toBe(200);
    scan = (await response.json()) as typeof scan;
  });

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  it.each([
    ['GET /api/scans/{id}', () => `/api/scans/${scan.scan_id}`],
    ['the signal JSON', () => `/s/${scan.signal_id}?format=json`],
  ])('%s: anonymous (lean) and signed-in (full) callers get the same bytes and headers', async (_name, path) => {
    const lean = await fetch(`${t.url}${path()}`);
    const leanBody = await lean.text();
    const full = await fetch(`${t.url}${path()}`, { headers: { cookie } });
    const fullBody = await full.text();
    expect(lean.status).toBe(200);
    expect(full.status).toBe(200);
    expect(leanBody).toBe(fullBody);
    expect(stableHeaders(lean)).toEqual(stableHeaders(full));
    // helmet's headers, the rate limit's and the request id are all there on the lean path.
    expect(lean.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(lean.headers.get('x-content-type-options')).toBe('nosniff');
    expect(lean.headers.get('x-ratelimit-limit')).not.toBeNull();
    expect(lean.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    // fetch() asks for gzip (and br, on newer Node.js): the compressed representation's tag is the
    // body's with its coding after a '.'.
    const coding = lean.headers.get('content-encoding') ?? '';
    expect(['gzip', 'br']).toContain(coding);
    expect(lean.headers.get('etag')).toMatch(new RegExp(`^"[A-Za-z0-9_-]{43}\\.${coding}"$`));
  });

  it('the signal JSON is the stored signal, byte for byte, and 304s carry the same ETag', async () => {
    const first = await fetch(`${t.url}/s/${scan.signal_id}?format=json`);
    const body = await first.text();
    expect(JSON.parse(body)).toEqual(scan.signal);
    const stored = await t.service.services.scanStore.findBySignalId(scan.signal_id);
    expect(body).toBe(stored?.signalJson);
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(`${t.url}/s/${scan.signal_id}?format=json`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    const byAccept = await fetch(`${t.url}/s/${scan.signal_id}`, { headers: { accept: 'application/json' } });
    expect(await byAccept.text()).toBe(body);
  });

  it('leaves pages, downloads, unknown ids and credentialed callers to the full path', async () => {
    const page = await fetch(`${t.url}/s/${scan.signal_id}`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const download = await fetch(`${t.url}/s/${scan.signal_id}?format=json&download=1`);
    expect(download.headers.get('content-disposition')).toMatch(/attachment/);
    const missing = await fetch(`${t.url}/s/sig-acme-lean-5-AAAAAAAAAAAA?format=json`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ detail: 'Signal not found' });
    const missingScan = await fetch(`${t.url}/api/scans/scan-AAAAAAAAAAAAAAAAAAAAAAAA`);
    expect(missingScan.status).toBe(404);
    const invalidKey = await fetch(`${t.url}/api/scans/${scan.scan_id}`, { headers: { authorization: `Bearer svc_${'A'.repeat(40)}` } });
    expect(invalidKey.status).toBe(401);
    const head = await fetch(`${t.url}/api/scans/${scan.scan_id}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(100);
  });
});
