/**
 * PostgreSQL "restarts" under load. The shared test server is never touched: the service reaches
 * its own fresh database through a TCP proxy (test/support/tcp-proxy.ts), and the test cuts the
 * proxy (every connection reset, new ones refused) for a few seconds while webhook deliveries
 * and analyses keep coming, then restores it.
 *
 * Proven: /readyz answers 503 (quickly) while the database is away and 200 again afterwards
 * without a restart; a delivery is either accepted (202) or refused with a 5xx, never half
 * recorded; every accepted delivery (before, during and after the cut) ends analyzed exactly
 * once; deliveries refused during the cut are accepted when GitHub redelivers them.
 *
 * PostgreSQL only: PGlite runs inside the service's process and has no connection to cut.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { startService } from '../../src/service.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { typicalPrFixture } from '../support/pr-fixture.js';
import { freePort, signInDirectly, TEST_ENCRYPTION_KEY, type TestService } from '../support/start-test-service.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { freshDatabaseUrl, TEST_DATABASE_URL, type FreshDatabaseUrl } from '../support/test-database.js';
import { deliver, pullRequestPayload, type DeliveryResponse } from '../support/webhook-delivery.js';
import { sleep, waitFor } from './helpers.js';

const CUT_MS = 3_000;
const PRS = Array.from({ length: 36 }, (_, i) => i + 1);

describe.skipIf(TEST_DATABASE_URL === null)('PostgreSQL restarts under load, through a TCP proxy (PostgreSQL only: skipped on PGlite, which runs in-process and has no connection to cut)', () => {
  let gh: GitHubServer;
  let proxy: TcpProxy;
  let fresh: FreshDatabaseUrl;
  let t: TestService;
  let dataDir = '';
  let secret = '';

  const headOf = (number: number): string => gh.repos.get('acme/widgets')?.pulls.get(number)?.fixture.headSha ?? createHash('sha1').update(String(number)).digest('hex');
  const send = (number: number, deliveryId?: string) =>
    deliver(t.url, { event: 'pull_request', payload: pullRequestPayload({ owner: 'acme', repo: 'widgets', number, headSha: headOf(number), action: 'opened' }), secret, deliveryId }).catch(
      (error: unknown): DeliveryResponse => ({ status: 0, body: { error: String(error) }, deliveryId: deliveryId ?? '' }),
    );

  beforeAll(async () => {
    gh = await startGitHubServer({ delayMs: 20 });
    for (const number of PRS) gh.addPullRequest(typicalPrFixture({ number }));
    gh.setPermissions('acme/widgets', 'gho_outage_admin', { admin: true });
    fresh = await freshDatabaseUrl(TEST_DATABASE_URL ?? '');
    const target = new URL(fresh.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(fresh.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), 'svc-outage-'));
    const config = loadConfig({
      PORT: String(port),
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: viaProxy.toString(),
      ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
      GITHUB_URL: gh.url,
      GITHUB_API_URL: gh.apiUrl,
      RATE_LIMIT_ANONYMOUS: '100000',
      QUEUE_LEASE_MS: '2000',
      QUEUE_POLL_MS: '100',
      QUEUE_RETRY_BASE_MS: '200',
      QUEUE_CONCURRENCY: '4',
      REGISTRY_LOOKUPS: 'off',
    });
    const service = await startService(config, { logger: createLogger('silent') });
    t = { service, config, url: `http://127.0.0.1:${port}`, close: () => service.close() };
    const admin = await signInDirectly(t, { githubId: '7', login: 'outage-admin', token: 'gho_outage_admin' });
    const enable = await fetch(`${t.url}/api/repos/github/acme/widgets/webhook/enable`, { method: 'POST', headers: { cookie: admin.cookie } });
    secret = ((await enable.json()) as { webhook_secret: string }).webhook_secret;
  });

  afterAll(async () => {
    proxy?.restore();
    await t?.close();
    await proxy?.close();
    await fresh?.drop();
    await gh?.close();
    if (dataDir !== '') rmSync(dataDir, { recursive: true, force: true });
  });

  it(`cut for ${CUT_MS / 1000} s under load: /readyz 503 then 200 by itself, every accepted delivery analyzed exactly once, refused ones accepted on redelivery`, async () => {
    const answers = new Map<number, DeliveryResponse>();
    const analyses: { status: number; error: unknown; ms: number }[] = [];
    let next = 1;
    let loading = true;
    // Load: a delivery every 150 ms and an analysis every 100 ms, before, during and after the cut.
    const deliveries = (async () => {
      while (loading && next <= PRS.length) {
        const number = next;
        next += 1;
        const started = Date.now();
        answers.set(number, await send(number));
        await sleep(Math.max(0, 150 - (Date.now() - started)));
      }
    })();
    const apiLoad = (async () => {
      // Until the load stops, and then on until the floor the assertions below need (a loaded
      // machine fits fewer analyses in the window): never unbounded, the test's timeout holds.
      const enough = () => analyses.length >= 3 && analyses.filter((a) => a.status === 200).length >= 2;
      for (let i = 0; loading || !enough(); i += 1) {
        const started = Date.now();
        const response = await fetch(`${t.url}/api/analyze`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ url: `${gh.url}/acme/widgets/pull/${(i % 6) + 1}` }),
        }).then(
          async (r) => ({ status: r.status, error: ((await r.json()) as { error?: unknown }).error }),
          (error: unknown) => ({ status: 0, error: String(error) }),
        );
        analyses.push({ ...response, ms: Date.now() - started });
        await sleep(100);
      }
    })();

    await waitFor('a few deliveries before the cut', async () => answers.size >= 10, 10_000);
    proxy.cut();
    const cutAt = Date.now();
    const health: { status: number; ms: number }[] = [];
    while (Date.now() - cutAt < CUT_MS) {
      const started = Date.now();
      const status = await fetch(`${t.url}/readyz`).then((r) => r.status);
      health.push({ status, ms: Date.now() - started });
      await sleep(200);
    }
    proxy.restore();
    const recoveredMs = await waitFor(
      '/readyz to answer 200 again',
      async () => ((await fetch(`${t.url}/readyz`)).status === 200 ? Date.now() - cutAt - CUT_MS : undefined),
      15_000,
    );
    await deliveries;
    // A few more after the outage, then the load stops.
    await waitFor('the remaining deliveries', async () => next > PRS.length, 15_000);
    loading = false;
    await apiLoad;

    expect(health.length).toBeGreaterThanOrEqual(5);
    expect(health.every((h) => h.status === 503)).toBe(true);
    expect(Math.max(...health.map((h) => h.ms))).toBeLessThan(1_500);
    expect(recoveredMs).toBeLessThan(5_000);

    // Every delivery was answered: accepted (202), or refused with a 5xx while the database was away.
    const accepted = [...answers].filter(([, a]) => a.status === 202).map(([n]) => n);
    const refused = [...answers].filter(([, a]) => a.status !== 202);
    expect(answers.size).toBe(PRS.length);
    expect(refused.every(([, a]) => a.status >= 500)).toBe(true);
    expect(accepted.length).toBeGreaterThanOrEqual(10);
    expect(refused.length).toBeGreaterThan(0);

    // GitHub redelivers the refused ones (same delivery id): accepted now, nothing was half stored.
    for (const [number, answer] of refused) {
      const again = await send(number, answer.deliveryId || undefined);
      expect(again.status, JSON.stringify(again.body)).toBe(202);
      accepted.push(number);
    }

    const knex = t.service.db.knex;
    const scanned = await waitFor(
      'every accepted delivery to be analyzed',
      async () => {
        const rows = (await knex('scans').select('pr_number').where({ source: 'webhook' })) as { pr_number: number }[];
        return rows.length >= PRS.length ? rows : undefined;
      },
      40_000,
      200,
    );
    await sleep(2_500);
    const rows = (await knex('scans').select('pr_number').where({ source: 'webhook' })) as { pr_number: number }[];
    const perPr = new Map<number, number>();
    for (const row of rows) perPr.set(row.pr_number, (perPr.get(row.pr_number) ?? 0) + 1);
    const lost = PRS.filter((n) => !perPr.has(n));
    expect(lost).toEqual([]);
    expect([...perPr.values()].every((count) => count === 1)).toBe(true);
    expect(scanned.length).toBe(PRS.length);
    const jobs = await t.service.services.webhooks.queue.listJobs();
    expect(jobs.filter((job) => job.state !== 'done')).toEqual([]);

    // The API under load: answered throughout, with a 200 or a JSON 500, never a hang: no answer
    // waits longer than the pool's 10 s acquire timeout and the analysis itself (how many answers
    // fit in the window depends on the machine's load, so the count is only a floor).
    expect(analyses.length).toBeGreaterThanOrEqual(3);
    expect(analyses.every((a) => a.status === 200 || a.status === 500)).toBe(true);
    expect(analyses.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...analyses.map((a) => a.ms))).toBeLessThan(15_000);
    console.info(
      `database outage: ${answers.size} deliveries (${refused.length} refused during the cut and redelivered), ${analyses.length} analyses (${analyses.filter((a) => a.status === 500).length} failed during the cut), ${health.length} health probes at 503, recovered ${recoveredMs} ms after the restore, deliveries lost: ${lost.length}`,
    );
  });
});
