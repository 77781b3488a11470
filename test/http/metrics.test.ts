import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerMatches, isLoopbackCaller, metricsRoute } from '../../src/http/metrics-route.js';
import { Metrics } from '../../src/metrics.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { typicalPrFixture } from '../support/pr-fixture.js';
import { signInDirectly, startTestService, type TestService } from '../support/start-test-service.js';
import { TEST_DATABASE_URL } from '../support/test-database.js';
import { deliver, pullRequestPayload } from '../support/webhook-delivery.js';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

/** The samples of a Prometheus text exposition: `name{labels}` -> value. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const cut = line.lastIndexOf(' ');
    found.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return found;
}

/** The value of one sample, 0 when the series does not exist yet. */
function value(all: Map<string, number>, series: string): number {
  return all.get(series) ?? 0;
}

describe(`GET /metrics (${TEST_DATABASE_URL === null ? 'PGlite' : 'PostgreSQL'})`, () => {
  let gh: GitHubServer;
  let t: TestService;

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.addPullRequest(typicalPrFixture({ number: 42 }));
    gh.setPermissions('acme/widgets', 'tok-admin', { admin: true });
    t = await startTestService({ GITHUB_URL: gh.url, GITHUB_API_URL: gh.apiUrl, QUEUE_INTAKE_YIELD_MS: '0', METRICS_TOKEN, TRUST_PROXY: 'true' });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  const scrape = async (): Promise<Map<string, number>> => {
    const response = await fetch(`${t.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return samples(await response.text());
  };

  it('has every family, and each moves after an analysis through the API and one through a webhook delivery', async () => {
    const before = await scrape();
    for (const family of [
      'svc_analyses_total',
      'svc_analysis_duration_seconds',
      'svc_github_requests_total',
      'svc_github_rate_limit_remaining',
      'svc_webhook_deliveries_total',
      'svc_http_requests_total',
      'svc_http_request_duration_seconds',
    ]) {
      expect(await (await fetch(`${t.url}/metrics`)).text()).toContain(`# TYPE ${family} `);
    }
    expect(before.has('svc_queue_jobs{state="queued"}')).toBe(true);
    expect(before.has('svc_queue_oldest_job_age_seconds')).toBe(true);
    expect(before.get('svc_db_pool_connections{state="max"}')).toBeGreaterThan(0);
    expect(before.has('svc_process_resident_memory_bytes')).toBe(true);
    // The in-process worker listens for new jobs on PostgreSQL (LISTEN); the embedded database has no other process to hear from.
    if (TEST_DATABASE_URL === null) expect([...before.keys()].some((key) => key.startsWith('svc_queue_listening'))).toBe(false);
    else {
      let listening = before.get('svc_queue_listening{channel="svc_webhook_jobs"}');
      for (let i = 0; listening !== 1 && i < 100; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        listening = (await scrape()).get('svc_queue_listening{channel="svc_webhook_jobs"}');
      }
      expect(listening).toBe(1);
    }

    const analyzed = await fetch(`${t.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: `${gh.url}/acme/widgets/pull/42` }) });
    expect(analyzed.status).toBe(200);
    const { scan_id: scanId } = (await analyzed.json()) as { scan_id: string };
    expect((await fetch(`${t.url}/api/scans/${scanId}`)).status).toBe(200);
    const missing = await fetch(`${t.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: `${gh.url}/acme/widgets/pull/4242` }) });
    expect(missing.status).toBe(500); // an analysis that failed (interface.md), here for a PR GitHub does not have

    const admin = await signInDirectly(t, { githubId: '1', login: 'alice', token: 'tok-admin' });
    const enable = await fetch(`${t.url}/api/repos/github/acme/widgets/webhook/enable`, { method: 'POST', headers: { cookie: admin.cookie } });
    expect(enable.status).toBe(201);
    const secret = ((await enable.json()) as { webhook_secret: string }).webhook_secret;
    const headSha = gh.repos.get('acme/widgets')?.pulls.get(42)?.fixture.headSha ?? '';
    const payload = pullRequestPayload({ owner: 'acme', repo: 'widgets', number: 42, headSha, action: 'opened' });
    const queued = await deliver(t.url, { event: 'pull_request', payload, secret });
    expect(queued.status).toBe(202);
    expect((await deliver(t.url, { event: 'pull_request', payload, secret, deliveryId: queued.deliveryId })).body).toEqual({ status: 'duplicate' });
    expect((await deliver(t.url, { event: 'pull_request', payload, secret: 'not-the-secret' })).status).toBe(401);
    await t.service.services.webhooks.worker.whenIdle();

    const after = await scrape();
    const moved = (series: string, by = 1) => expect(value(after, series) - value(before, series), series).toBeGreaterThanOrEqual(by);
    moved('svc_analyses_total{source="api",outcome="ok"}');
    moved('svc_analyses_total{source="api",outcome="not_found"}');
    moved('svc_analyses_total{source="webhook",outcome="ok"}');
    moved('svc_analysis_duration_seconds_count{source="api",outcome="ok"}');
    moved('svc_analysis_duration_seconds_count{source="webhook",outcome="ok"}');
    expect(value(after, 'svc_analysis_duration_seconds_sum{source="webhook",outcome="ok"}')).toBeGreaterThan(0);
    moved('svc_github_requests_total{credential="anonymous",status="2xx"}', 5);
    moved('svc_github_requests_total{credential="anonymous",status="4xx"}');
    moved('svc_github_requests_total{credential="user",status="2xx"}', 5);
    expect(after.get('svc_github_rate_limit_remaining{credential="user",resource="core"}')).toBeGreaterThan(0);
    expect(after.get('svc_github_rate_limit_remaining{credential="anonymous",resource="core"}')).toBeGreaterThan(0);
    moved('svc_webhook_deliveries_total{outcome="queued"}');
    moved('svc_webhook_deliveries_total{outcome="duplicate"}');
    moved('svc_webhook_deliveries_total{outcome="bad_signature"}');
    // Route patterns, never the path a request was made with.
    moved('svc_http_requests_total{method="POST",route="/api/analyze",status="200"}');
    moved('svc_http_requests_total{method="POST",route="/api/analyze",status="500"}');
    moved('svc_http_requests_total{method="GET",route="/api/scans/:scanId",status="200"}');
    moved('svc_http_requests_total{method="POST",route="/api/webhooks/:provider",status="202"}');
    moved('svc_http_requests_total{method="GET",route="/metrics",status="200"}');
    moved('svc_http_request_duration_seconds_count{method="POST",route="/api/analyze"}', 2);
    expect([...after.keys()].some((series) => series.includes(scanId))).toBe(false);
    // The job ran: nothing queued or running is left, and nothing waits.
    expect(after.get('svc_queue_jobs{state="queued"}')).toBe(0);
    expect(after.get('svc_queue_jobs{state="running"}')).toBe(0);
    expect(after.get('svc_queue_oldest_job_age_seconds')).toBe(0);
    expect(after.get('svc_db_pool_connections{state="used"}')).toBeGreaterThanOrEqual(0);
  }, 60_000);

  it('counts a queued job and how long the oldest due one waits', async () => {
    await t.service.services.webhooks.stop();
    try {
      const headSha = 'b'.repeat(40);
      const admin = await signInDirectly(t, { githubId: '1', login: 'alice', token: 'tok-admin' });
      const enable = await fetch(`${t.url}/api/repos/github/acme/widgets/webhook/rotate`, { method: 'POST', headers: { cookie: admin.cookie } });
      const secret = enable.status === 200 ? ((await enable.json()) as { webhook_secret: string }).webhook_secret : '';
      expect(secret).not.toBe('');
      const answer = await deliver(t.url, { event: 'pull_request', payload: pullRequestPayload({ owner: 'acme', repo: 'widgets', number: 43, headSha, action: 'opened' }), secret });
      expect(answer.status).toBe(202);
      await t.service.db.knex('webhook_jobs').where({ state: 'queued' }).update({ run_at: new Date(Date.now() - 90_000) });
      const now = await scrape();
      expect(now.get('svc_queue_jobs{state="queued"}')).toBe(1);
      expect(now.get('svc_queue_oldest_job_age_seconds')).toBeGreaterThanOrEqual(89);
    } finally {
      await t.service.db.knex('webhook_jobs').where({ state: 'queued' }).delete();
    }
  });

  it('serves others only with the bearer token; a forwarded request is not loopback, whatever TRUST_PROXY says', async () => {
    const forwarded = { 'x-forwarded-for': '127.0.0.1' };
    const refused = await fetch(`${t.url}/metrics`, { headers: forwarded });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await refused.text()).not.toContain('svc_');
    expect((await fetch(`${t.url}/metrics`, { headers: { ...forwarded, authorization: 'Bearer wrong-token-wrong-token' } })).status).toBe(401);
    expect((await fetch(`${t.url}/metrics`, { headers: { ...forwarded, authorization: `Basic ${METRICS_TOKEN}` } })).status).toBe(401);
    const allowed = await fetch(`${t.url}/metrics`, { headers: { ...forwarded, authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('svc_http_requests_total');
  });

  it('without METRICS_TOKEN: 404 to every caller that is not loopback', async () => {
    const app = express();
    app.use(metricsRoute({ metrics: new Metrics({ processMetrics: false }), token: null }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
    try {
      expect((await fetch(url)).status).toBe(200);
      expect((await fetch(url, { headers: { forwarded: 'for=198.51.100.7' } })).status).toBe(404);
      expect((await fetch(url, { headers: { 'x-forwarded-for': '198.51.100.7', authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('loopback means the socket\'s own peer address', () => {
    const req = (remoteAddress: string | undefined, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers }) as unknown as Parameters<typeof isLoopbackCaller>[0];
    for (const address of ['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1']) expect(isLoopbackCaller(req(address)), address).toBe(true);
    for (const address of ['10.0.0.5', '::ffff:10.0.0.5', '2001:db8::1', '192.168.1.127', undefined]) expect(isLoopbackCaller(req(address)), String(address)).toBe(false);
    expect(isLoopbackCaller(req('127.0.0.1', { 'x-real-ip': '203.0.113.9' }))).toBe(false);
    expect(bearerMatches(`Bearer ${METRICS_TOKEN}`, METRICS_TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${METRICS_TOKEN}`, METRICS_TOKEN)).toBe(true);
    for (const header of [undefined, '', 'Bearer', `Bearer ${METRICS_TOKEN}x`, `Bearer ${METRICS_TOKEN.slice(1)}`, `Token ${METRICS_TOKEN}`]) expect(bearerMatches(header, METRICS_TOKEN)).toBe(false);
  });
});
