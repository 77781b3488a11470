/**
 * The analysis of PR content runs in a worker-thread pool (src/services/analysis-pool.ts), where
 * it cannot take the service down (issue #15): ten 1 MB workflows held the event loop for about
 * 5 s when they were analyzed on the main thread. Through POST /api/analyze against the local
 * GitHub server:
 *
 * - while such an analysis runs, GET /healthz answers within 1 s, every time. The probes are sent
 *   from a thread of their own (the service runs in this test's main thread), so they measure the
 *   service's event loop, not theirs: analyzed on the main thread, a probe waited for the whole
 *   analysis;
 * - an analysis past ANALYSIS_CPU_TIMEOUT_MS is ended with `Analysis failed: …` (500, nothing
 *   stored), its thread is replaced, and the next analysis works in the same process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Signal } from '../../src/signal/schema.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { makePrFixture, type FixtureFile } from '../support/pr-fixture.js';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { startTestService, type TestService } from '../support/start-test-service.js';
import { DB_LABEL, postAnalyze } from '../reliability/helpers.js';

/** An ordinary-looking workflow of about `bytes` bytes: one job with thousands of steps. */
function bigWorkflow(index: number, bytes: number): string {
  const lines = [`name: shard ${index}`, 'on: pull_request', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:'];
  let size = lines.join('\n').length;
  for (let step = 0; size < bytes; step += 1) {
    const text = `      - name: shard ${index} part ${step}\n        run: npm test -- --shard=${step} --reporter=dot --timeout=60000\n`;
    lines.push(text.trimEnd());
    size += text.length;
  }
  return `${lines.join('\n')}\n`;
}

/** `count` added workflows of 1 MB each, listed without patches (GitHub omits them for large files). */
function bigWorkflows(count: number): FixtureFile[] {
  return Array.from({ length: count }, (_, i) => ({ path: `.github/workflows/shard-${i}.yml`, status: 'added' as const, head: bigWorkflow(i, 1_000_000), patch: null }));
}

interface Probe {
  /** Date.now() when it was sent. */
  readonly sent: number;
  readonly ms: number;
  readonly status: number;
}

/**
 * A thread that sends GET /healthz every 100 ms (each after the last answer) until told to stop,
 * then posts its probes. A first probe, not counted, warms its HTTP client up; 'ready' follows it.
 */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
let stop = false;
parentPort.on('message', () => { stop = true; });
(async () => {
  await (await fetch(workerData.url + '/healthz')).text();
  parentPort.postMessage('ready');
  const probes = [];
  while (!stop) {
    const sent = Date.now();
    const started = performance.now();
    const answer = await fetch(workerData.url + '/healthz', { signal: AbortSignal.timeout(120000) });
    await answer.text();
    probes.push({ sent, ms: performance.now() - started, status: answer.status });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  parentPort.postMessage(probes);
})();
`;

/** Probes GET /healthz from another thread while `work` runs; the probes, once it settled. */
async function probeHealthzDuring<T>(url: string, work: () => Promise<T>): Promise<{ result: T; probes: Probe[] }> {
  const prober = new Worker(PROBER, { eval: true, workerData: { url } });
  try {
    await once(prober, 'message'); // 'ready'
    const probes = once(prober, 'message') as Promise<[Probe[]]>;
    const result = await work();
    prober.postMessage('stop');
    return { result, probes: (await probes)[0] };
  } finally {
    await prober.terminate();
  }
}

const WORKFLOWS = 5;

describe(`analysis in the worker-thread pool (${DB_LABEL})`, () => {
  let gh: GitHubServer;
  const contentReads = (owner: string) => gh.requests.filter((r) => r.path.startsWith(`/repos/${owner}/`) && r.path.includes('/contents/.github') && r.status === 200).length;

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.addPullRequest(makePrFixture({ owner: 'acme', repo: 'heavy', number: 1, title: 'Shard the tests', files: bigWorkflows(WORKFLOWS) }));
    gh.addPullRequest(makePrFixture({ owner: 'acme', repo: 'heavier', number: 2, title: 'Shard the tests more', files: bigWorkflows(10) }));
    gh.addPullRequest(
      makePrFixture({ owner: 'acme', repo: 'light', number: 3, title: 'Fix a typo', files: [{ path: 'README.md', status: 'modified', base: 'Helo\n', head: 'Hello\n' }] }),
    );
  }, 60_000);

  afterAll(async () => {
    await gh?.close();
  });

  describe('with the default deadline', () => {
    let t: TestService;
    beforeAll(async () => {
      t = await startTestService({ GITHUB_API_URL: gh.apiUrl, ANALYSIS_THREADS: '1' });
    }, 60_000);
    afterAll(async () => {
      await t?.close();
    });

    it('GET /healthz answers within 1 s, every time, while five 1 MB workflows are analyzed', async () => {
      // The pool starts its thread at the first analysis: start it first, so that the probes below
      // watch the analysis and not the thread's start-up.
      expect((await postAnalyze(t.url, { url: 'https://github.com/acme/light/pull/3' })).status).toBe(200);
      gh.reset();
      // When GitHub's reads were all answered: from then on until the answer, the content is analyzed.
      let readsDoneAt = Number.POSITIVE_INFINITY;
      const watch = setInterval(() => {
        if (readsDoneAt === Number.POSITIVE_INFINITY && contentReads('acme') >= WORKFLOWS) readsDoneAt = Date.now();
      }, 20);
      const { result: answer, probes } = await probeHealthzDuring(t.url, () => postAnalyze(t.url, { url: 'https://github.com/acme/heavy/pull/1' }));
      const answeredAt = Date.now();
      clearInterval(watch);
      expect(answer.status, answer.text.slice(0, 500)).toBe(200);
      expect((answer.body.signal as Signal).focus.files.length).toBe(WORKFLOWS);
      const report = JSON.stringify({ readsDoneAt, answeredAt, probes });
      for (const probe of probes) {
        expect(probe.status, report).toBe(200);
        expect(probe.ms, report).toBeLessThan(1000);
      }
      // Several of those probes were sent while the content was being analyzed.
      expect(probes.filter((p) => p.sent >= readsDoneAt && p.sent + p.ms <= answeredAt).length, report).toBeGreaterThanOrEqual(3);
    }, 180_000);
  });

  describe('with ANALYSIS_CPU_TIMEOUT_MS=1500', () => {
    let t: TestService;
    beforeAll(async () => {
      t = await startTestService({ GITHUB_API_URL: gh.apiUrl, ANALYSIS_THREADS: '1', ANALYSIS_CPU_TIMEOUT_MS: '1500', ANALYSIS_MAX_MEMORY_MB: '4096' });
    }, 60_000);
    afterAll(async () => {
      await t?.close();
    });

    it('ends an analysis past its deadline with a clear error, stores nothing, and the next analysis works', async () => {
      const answer = await postAnalyze(t.url, { url: 'https://github.com/acme/heavier/pull/2' });
      expect(answer.status, answer.text.slice(0, 500)).toBe(500);
      expect(answer.body.error).toBe("Analysis failed: the pull request's content took longer than 1.5 s to analyze");
      expect(answer.body.detail).toMatch(/ANALYSIS_CPU_TIMEOUT_MS \(1500 ms\); nothing was stored/);
      const scans = Number((await t.service.db.knex('scans').count({ n: '*' }).first())?.n);
      expect(scans).toBe(0);

      // The process is up, its thread replaced: the next analysis (and the one after) works.
      for (let i = 0; i < 2; i += 1) {
        const next = await postAnalyze(t.url, { url: 'https://github.com/acme/light/pull/3' });
        expect(next.status, next.text.slice(0, 500)).toBe(200);
        expect((next.body.signal as Signal).pr.number).toBe(3);
      }
      expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    }, 180_000);
  });
});
