import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Signal } from '../../src/signal/schema.js';
import { type GitHubServer, startGitHubServer } from '../support/github-server.js';
import { makePrFixture, typicalPrFixture } from '../support/pr-fixture.js';
import { type SpawnedService, spawnService } from '../support/spawn-service.js';

/**
 * The API end to end: the service started by `npm start` (the compiled build in dist/, so a
 * broken build fails here: the analysis runs in a compiled worker thread), reading the local GitHub-compatible
 * server, answering every status of interface.md and decisions.md.
 */
describe('POST /api/analyze and GET /api/scans end to end', () => {
  let github: GitHubServer;
  let svc: SpawnedService;

  beforeAll(async () => {
    github = await startGitHubServer();
    github.addPullRequest(typicalPrFixture());
    github.addPullRequest(
      makePrFixture({ owner: 'acme', repo: 'secret-sauce', number: 7, private: true, title: 'Tune the recipe', files: [{ path: 'src/recipe.ts', additions: 4, deletions: 1 }] }),
    );
    github.setPrivate('acme/secret-sauce', ['ghp_owner_token']);
    svc = await spawnService({ GITHUB_URL: github.url, GITHUB_API_URL: github.apiUrl, RATE_LIMIT_ANONYMOUS: '1000' });
    // Long enough for a rebuild of dist/ when the sources changed since the last build.
  }, 300_000);

  afterAll(async () => {
    await svc?.stop();
    await github?.close();
  });

  const analyze = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${svc.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

  const prUrl = (path: string) => `${github.url}${path}`;

  it('answers 200 by URL with the full envelope, and the stored scan reads back unchanged', async () => {
    const response = await analyze({ url: prUrl('/acme/widgets/pull/42') });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const text = await response.text();
    const body = JSON.parse(text) as { signal_id: string; signal_url: string; scan_id: string; signal: Signal };
    // The envelope is written around the signal's JSON as stored: the text JSON.stringify gives, keys in this order.
    expect(Object.keys(body)).toEqual(['signal_id', 'signal_url', 'scan_id', 'signal']);
    expect(text).toBe(JSON.stringify(body));
    expect(body.signal_id).toMatch(/^sig-acme-widgets-42-[A-Za-z0-9]{12}$/);
    expect(body.signal_url).toBe(`${svc.url}/s/${body.signal_id}`);
    expect(body.scan_id).toMatch(/^scan-[A-Za-z0-9]{24}$/);
    expect(Signal.parse(body.signal)).toEqual(body.signal);
    expect(body.signal).toMatchObject({ version: 'svc.signal.v1', signal_id: body.signal_id, meta: { scan_id: body.scan_id, source: 'api' } });
    expect(body.signal.pr).toMatchObject({ owner: 'acme', repo: 'widgets', number: 42, author: 'jdoe', changed_files: 20, commits: 5 });
    expect(body.signal.meta.github_requests).toBeGreaterThan(0);
    expect(body.signal.supply_chain.new_dependencies.map((d) => d.name)).toContain('left-pad');
    expect(body.signal.evidence.summary.total).toBe(9);

    const scan = await fetch(`${svc.url}/api/scans/${body.scan_id}`);
    expect(scan.status).toBe(200);
    const storedText = await scan.text();
    const stored = JSON.parse(storedText) as { signal_id: string; scan_id: string; signal: Signal; created_at: string };
    // The stored text is the answer's, byte for byte.
    expect(storedText).toContain(`"signal":${JSON.stringify(body.signal)}`);
    expect(Object.keys(stored)).toEqual(['signal_id', 'scan_id', 'signal', 'created_at']);
    expect(stored).toMatchObject({ signal_id: body.signal_id, scan_id: body.scan_id });
    expect(stored.signal).toEqual(body.signal);
    expect(new Date(stored.created_at).toISOString()).toBe(stored.created_at);

    const page = await fetch(body.signal_url, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Pad widget labels and add the left-pad dependency');
    expect(html).toContain(`Risk: <strong>${body.signal.risk.level}</strong>`);
    const asJson = await fetch(body.signal_url, { headers: { accept: 'application/json' } });
    expect(await asJson.json()).toEqual(body.signal);
  });

  it('answers 200 by explicit fields', async () => {
    const response = await analyze({ provider: 'github', owner: 'acme', repo: 'widgets', pr_number: 42 });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { signal: Signal };
    expect(body.signal.pr.title).toBe('Pad widget labels and add the left-pad dependency');
  });

  it.each([
    ['a foreign host', { url: 'https://gitlab.com/acme/widgets/pull/42' }, /^Invalid PR URL\./],
    ['github.com when GITHUB_URL is elsewhere', { url: 'https://github.com/acme/widgets/pull/42' }, /^Invalid PR URL\./],
    ['not a PR URL', { url: 'PLACEHOLDER/acme/widgets/issues/42' }, /^Invalid PR URL\./],
    ['another provider', { provider: 'gitlab', owner: 'acme', repo: 'widgets', pr_number: 42 }, /^Invalid PR URL\./],
    ['missing fields', { provider: 'github', owner: 'acme', repo: 'widgets' }, /Send "url"/],
    ['a string pr_number', { provider: 'github', owner: 'acme', repo: 'widgets', pr_number: '42' }, /pr_number/],
    ['conflicting url and fields', { url: 'PLACEHOLDER/acme/widgets/pull/42', pr_number: 43 }, /different pull requests/],
  ])('answers 400 for %s', async (_name, body, message) => {
    const patched = JSON.parse(JSON.stringify(body).replace('PLACEHOLDER', github.url)) as unknown;
    const before = github.requestCount();
    const response = await analyze(patched);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string };
    expect(answer.error).toMatch(message);
    expect(github.requestCount()).toBe(before);
  });

  it('answers 400 for malformed JSON, a non-object and an oversized body', async () => {
    for (const raw of ['{"url": ', 'not json', '[1,2]', JSON.stringify({ url: prUrl('/acme/widgets/pull/42'), padding: 'x'.repeat(101_000) })]) {
      const response = await analyze(raw);
      expect(response.status).toBe(400);
      expect(typeof ((await response.json()) as { error: unknown }).error).toBe('string');
    }
  });

  it('answers 404 "Scan not found" for unknown and malformed scan ids', async () => {
    for (const id of ['scan-AAAAAAAAAAAAAAAAAAAAAAAA', 'nope', '..%2f..%2fetc']) {
      const response = await fetch(`${svc.url}/api/scans/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Scan not found', request_id: expect.any(String) });
    }
  });

  it('answers 500 "Analysis failed:" for a PR that does not exist', async () => {
    const response = await analyze({ url: prUrl('/acme/widgets/pull/999') });
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: string; detail: string };
    expect(body.error).toMatch(/^Analysis failed: /);
    expect(typeof body.detail).toBe('string');
  });

  it('answers 500 for a private repository without credentials, and 200 with access_token (never echoed)', async () => {
    const denied = await analyze({ url: prUrl('/acme/secret-sauce/pull/7') });
    expect(denied.status).toBe(500);
    expect(((await denied.json()) as { error: string }).error).toMatch(/^Analysis failed: /);

    const allowed = await analyze({ url: prUrl('/acme/secret-sauce/pull/7'), access_token: 'ghp_owner_token' });
    expect(allowed.status).toBe(200);
    const text = await allowed.text();
    expect(text).not.toContain('ghp_owner_token');
    expect((JSON.parse(text) as { signal: Signal }).signal.pr.title).toBe('Tune the recipe');
    expect(svc.output()).not.toContain('ghp_owner_token');
  });

  it('serves health, the OpenAPI document, and no X-Powered-By', async () => {
    const health = await fetch(`${svc.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    expect(health.headers.get('x-powered-by')).toBeNull();
    const openapi = (await (await fetch(`${svc.url}/api/openapi.json`)).json()) as { openapi: string; paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } };
    expect(openapi.openapi).toBe('3.1.0');
    expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(['/api/analyze', '/api/scans/{scan_id}']));
    expect(openapi.components.schemas.Signal).toBeDefined();
  });

  it('runs the compiled build, which serves the web assets copied next to it', async () => {
    const children = readFileSync(`/proc/${svc.child.pid}/task/${svc.child.pid}/children`, 'utf8').trim().split(/\s+/);
    const commands = children.map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' '));
    expect(commands.some((command) => command.includes('dist/src/main.js'))).toBe(true);
    for (const asset of ['app.css', 'app.js']) {
      const response = await fetch(`${svc.url}/assets/${asset}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(readFileSync(path.join(import.meta.dirname, '../../src/http/assets', asset), 'utf8'));
    }
  });
});

/**
 * EMBEDDED_DATABASE_THREAD=true in the compiled build: the embedded database's thread loads
 * dist/src/storage/pglite-worker.js (the tests' own in-memory databases never use a thread), stores
 * and reads back a scan, and ends with the service.
 */
describe('the compiled service with the embedded database in a thread', () => {
  it('analyzes, stores and reads back a scan, and stops cleanly', async () => {
    const github = await startGitHubServer();
    github.addPullRequest(typicalPrFixture());
    // DATABASE_URL empty: the embedded database under the temporary DATA_DIR, whatever the suite runs on.
    const svc = await spawnService({ GITHUB_URL: github.url, GITHUB_API_URL: github.apiUrl, DATABASE_URL: '', EMBEDDED_DATABASE_THREAD: 'true' });
    try {
      const response = await fetch(`${svc.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: `${github.url}/acme/widgets/pull/42` }) });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { scan_id: string; signal: Signal };
      const stored = await fetch(`${svc.url}/api/scans/${body.scan_id}`);
      expect(stored.status).toBe(200);
      expect(((await stored.json()) as { signal: Signal }).signal).toEqual(body.signal);
      expect((await fetch(`${svc.url}/readyz`)).status).toBe(200);
    } finally {
      expect(await svc.stop()).toBe(0);
      await github.close();
    }
    expect(svc.output()).not.toMatch(/error/i);
  }, 300_000);
});
