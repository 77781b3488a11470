import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/http/openapi.js';
import type { paths } from '../generated/openapi.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { openApiValidator } from '../support/openapi-validator.js';
import { typicalPrFixture } from '../support/pr-fixture.js';
import { signInDirectly, startTestService, type TestService } from '../support/start-test-service.js';
import { pullRequestPayload, signBody } from '../support/webhook-delivery.js';

/**
 * The service through a client generated from its OpenAPI document (openapi-typescript types,
 * openapi-fetch): analyze a PR, read the scan and the signal, list a repository's scans, keys,
 * webhooks and deliveries, health. Every answer is checked against the document: its status and
 * content type are documented for the operation, and its body matches the response schema.
 */
describe('the generated OpenAPI client against the running service', () => {
  let gh: GitHubServer;
  let t: TestService;
  let anonymous: Client<paths>;
  let signedIn: Client<paths>;
  let cookie = '';
  const checked: string[] = [];
  const problems: string[] = [];
  let validator: ReturnType<typeof openApiValidator>;

  /** Checks each answer against the document the service serves. */
  const conformance: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      const text = await response.clone().text();
      const contentType = response.headers.get('content-type');
      const body = text === '' ? undefined : contentType?.includes('json') === true ? (JSON.parse(text) as unknown) : text;
      const errors = validator.responseErrors({ path: schemaPath, method: request.method, status: response.status, contentType, body });
      checked.push(`${request.method} ${schemaPath} ${response.status}`);
      problems.push(...errors.map((e) => `${request.method} ${schemaPath} ${response.status}: ${e}`));
      if (response.headers.get('x-request-id') === null) problems.push(`${request.method} ${schemaPath} ${response.status}: no X-Request-Id`);
      return undefined;
    },
  };

  const clientWith = (headers: Record<string, string>): Client<paths> => {
    const client = createClient<paths>({ baseUrl: t.url, headers });
    client.use(conformance);
    return client;
  };

  const fixture = typicalPrFixture();
  const prUrl = () => `${gh.url}/${fixture.owner}/${fixture.repo}/pull/${fixture.number}`;
  const repoPath = { provider: 'github', owner: fixture.owner, repo: fixture.repo } as const;

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.addPullRequest(fixture);
    t = await startTestService({ GITHUB_URL: gh.url, GITHUB_API_URL: gh.apiUrl, WORKERS_IN_PROCESS: 'false' });
    gh.setPermissions(`${fixture.owner}/${fixture.repo}`, 'tok-admin', { admin: true, push: true });
    ({ cookie } = await signInDirectly(t, { githubId: '7', login: 'admin', token: 'tok-admin' }));
    const served = await fetch(`${t.url}/api/openapi.json`);
    validator = openApiValidator((await served.json()) as Record<string, unknown>);
    anonymous = clientWith({});
    signedIn = clientWith({ cookie });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  afterEach(() => {
    // Each test's own answers: taken out, so that one test's failure is not every later one's.
    expect(problems.splice(0)).toEqual([]);
  });

  it('serves the document the code builds, for its BASE_URL', async () => {
    const { data, response } = await anonymous.GET('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(data).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument(t.url))));
  });

  it('analyzes a PR, reads its scan (then 304 on its ETag), its SARIF and its signal, and refuses bad input', async () => {
    const { data, response } = await anonymous.POST('/api/analyze', { body: { url: prUrl() } });
    expect(response.status).toBe(200);
    if (data === undefined) throw new Error('no body');
    expect(data.signal.pr.number).toBe(fixture.number);
    expect(data.signal_url).toBe(`${t.url}/s/${data.signal_id}`);

    const scan = await anonymous.GET('/api/scans/{scan_id}', { params: { path: { scan_id: data.scan_id } } });
    expect(scan.response.status).toBe(200);
    expect(scan.data !== undefined && 'signal' in scan.data ? scan.data.signal : null).toEqual(data.signal);
    const etag = scan.response.headers.get('etag');
    expect(etag).not.toBeNull();
    const again = await anonymous.GET('/api/scans/{scan_id}', { params: { path: { scan_id: data.scan_id }, header: { 'If-None-Match': etag ?? '' } } });
    expect(again.response.status).toBe(304);

    const sarif = await anonymous.GET('/api/scans/{scan_id}', { params: { path: { scan_id: data.scan_id }, query: { format: 'sarif' } }, parseAs: 'text' });
    expect(sarif.response.status).toBe(200);
    expect(sarif.response.headers.get('content-type')).toMatch(/^application\/sarif\+json/);
    expect(JSON.parse(sarif.data ?? '')).toMatchObject({ version: '2.1.0' });

    const signal = await anonymous.GET('/s/{signal_id}', { params: { path: { signal_id: data.signal_id }, query: { format: 'json' } } });
    expect(signal.response.status).toBe(200);
    expect(signal.data).toEqual(data.signal);

    const missing = await anonymous.GET('/api/scans/{scan_id}', { params: { path: { scan_id: 'scan-AAAAAAAAAAAAAAAAAAAAAAAA' } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toEqual({ detail: 'Scan not found', request_id: missing.response.headers.get('x-request-id') });

    const badFormat = await anonymous.GET('/api/scans/{scan_id}', { params: { path: { scan_id: data.scan_id }, query: { format: 'xml' as 'json' } } });
    expect(badFormat.response.status).toBe(400);

    const invalid = await anonymous.POST('/api/analyze', { body: { provider: 'github', owner: 'bad owner', repo: 'widgets', pr_number: 42 } });
    expect(invalid.response.status).toBe(400);
    expect(invalid.error).toMatchObject({ error: expect.stringMatching(/^Invalid PR URL\./) as unknown as string });

    const failed = await anonymous.POST('/api/analyze', { body: { url: `${gh.url}/${fixture.owner}/${fixture.repo}/pull/999` } });
    expect(failed.response.status).toBe(500);
    expect(failed.error).toMatchObject({ error: expect.stringMatching(/^Analysis failed: /) as unknown as string });
  });

  it('creates, lists, uses and revokes an API key, and lists the repository\'s scans with it', async () => {
    const created = await signedIn.POST('/api/keys', { body: { name: 'ci' } });
    expect(created.response.status).toBe(201);
    if (created.data === undefined) throw new Error('no body');
    const { key, id } = created.data;

    const listed = await signedIn.GET('/api/keys');
    expect(listed.data?.keys.map((k) => k.id)).toContain(id);
    expect(JSON.stringify(listed.data)).not.toContain(key);

    const withKey = clientWith({ authorization: `Bearer ${key}` });
    const analyzed = await withKey.POST('/api/analyze', { body: { provider: 'github', owner: fixture.owner, repo: fixture.repo, pr_number: fixture.number } });
    expect(analyzed.response.status).toBe(200);
    const scans = await withKey.GET('/api/repos/{provider}/{owner}/{repo}/scans', { params: { path: repoPath, query: { limit: 5 } } });
    expect(scans.response.status).toBe(200);
    expect(scans.data?.scans.map((s) => s.scan_id)).toContain(analyzed.data?.scan_id);

    const badKeyName = await signedIn.POST('/api/keys', { body: { name: '   ' } });
    expect(badKeyName.response.status).toBe(400);

    const revoked = await signedIn.DELETE('/api/keys/{id}', { params: { path: { id } } });
    expect(revoked.data).toEqual({ status: 'revoked' });
    const refused = await withKey.GET('/api/repos/{provider}/{owner}/{repo}/scans', { params: { path: repoPath } });
    expect(refused.response.status).toBe(401);
    expect(refused.error).toEqual({ error: 'Invalid API key', request_id: expect.any(String) as unknown as string });

    const noSession = await anonymous.GET('/api/keys');
    expect(noSession.response.status).toBe(401);
    const session = await signedIn.GET('/api/session');
    expect(session.data?.user.login).toBe('admin');
  });

  it('enables, rotates and disables a repository\'s webhook, and the receiver answers its deliveries', async () => {
    const enabled = await signedIn.POST('/api/repos/{provider}/{owner}/{repo}/webhook/enable', { params: { path: repoPath } });
    expect(enabled.response.status).toBe(201);
    const again = await signedIn.POST('/api/repos/{provider}/{owner}/{repo}/webhook/enable', { params: { path: repoPath } });
    expect(again.response.status).toBe(200);
    const rotated = await signedIn.POST('/api/repos/{provider}/{owner}/{repo}/webhook/rotate', { params: { path: repoPath } });
    const secret = rotated.data?.webhook_secret ?? '';
    expect(secret).not.toBe(enabled.data?.webhook_secret);

    const deliver = (event: string, payload: Record<string, unknown>, signWith: string, deliveryId: string) =>
      anonymous.POST('/api/webhooks/{provider}', {
        params: { path: { provider: 'github' }, header: { 'X-GitHub-Event': event, 'X-GitHub-Delivery': deliveryId } },
        body: payload,
        headers: { 'X-Hub-Signature-256': signBody(signWith, JSON.stringify(payload)) },
      });
    const pr = pullRequestPayload({ owner: fixture.owner, repo: fixture.repo, number: fixture.number, headSha: 'c'.repeat(40), action: 'opened' });
    const ping = { zen: 'Keep it logically awesome.', hook_id: 1, repository: pr.repository };
    expect((await deliver('ping', ping, secret, 'delivery-ping')).data).toEqual({ status: 'pong' });
    const queued = await deliver('pull_request', pr, secret, 'delivery-opened');
    expect(queued.response.status).toBe(202);
    expect((await deliver('pull_request', pr, secret, 'delivery-opened')).data).toEqual({ status: 'duplicate' });
    expect((await deliver('pull_request', { ...pr, action: 'closed' }, secret, 'delivery-closed')).data).toMatchObject({ status: 'ignored' });
    expect((await deliver('pull_request', pr, 'not-the-secret', 'delivery-forged')).response.status).toBe(401);

    const disabled = await signedIn.DELETE('/api/repos/{provider}/{owner}/{repo}/webhook', { params: { path: repoPath } });
    expect(disabled.data).toEqual({ status: 'disabled' });
    expect((await deliver('pull_request', pr, secret, 'delivery-after')).response.status).toBe(410);
    expect((await anonymous.POST('/api/webhooks/{provider}', { params: { path: { provider: 'gitlab' as 'github' }, header: { 'X-GitHub-Event': 'ping', 'X-GitHub-Delivery': 'd' } }, body: {} })).response.status).toBe(404);

    const notAdmin = await anonymous.POST('/api/repos/{provider}/{owner}/{repo}/webhook/enable', { params: { path: repoPath } });
    expect(notAdmin.response.status).toBe(401);
  });

  it('answers health, readiness and metrics, and signs out', async () => {
    expect((await anonymous.GET('/healthz')).data).toEqual({ status: 'ok' });
    expect((await anonymous.GET('/readyz')).data).toEqual({ status: 'ready', database: 'reachable', migrations: 'current' });
    const configSchema = await anonymous.GET('/api/schema/config.json');
    expect(configSchema.response.status).toBe(200);
    const metrics = await anonymous.GET('/metrics', { parseAs: 'text' });
    expect(metrics.data).toContain('# TYPE');
    const out = await signedIn.POST('/auth/logout', { headers: { accept: 'application/json' } });
    expect(out.data).toEqual({ status: 'signed_out' });
  });

  it('checked every documented operation\'s answers (the middleware saw them)', () => {
    const operations = new Set(checked.map((c) => c.split(' ').slice(0, 2).join(' ')));
    const documentedOperations = Object.entries(buildOpenApiDocument(t.url).paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((k) => k !== 'parameters')
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documentedOperations.filter((op) => !operations.has(op))).toEqual([]);
    // And the check refuses what the document does not say.
    const answer = { path: '/healthz', method: 'GET', status: 200, contentType: 'application/json', body: { status: 'ok' } };
    expect(validator.responseErrors(answer)).toEqual([]);
    expect(validator.responseErrors({ ...answer, body: { status: 'ok', uptime: 1 } })).not.toEqual([]);
    expect(validator.responseErrors({ ...answer, status: 204, body: undefined })).not.toEqual([]);
    expect(validator.responseErrors({ ...answer, contentType: 'text/html' })).not.toEqual([]);
  });
});
