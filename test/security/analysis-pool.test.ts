/**
 * The analysis of PR content runs in a worker-thread pool (src/services/analysis-pool.ts), where
 * it cannot take the service down (issue #15): ten 1 MB workflows held the event loop for about
 * 5 s when they were analyzed on the main thread. Through POST /api/analyze against the local
 * GitHub server:
 *
 * - while such an analysis runs, GET /healthz answers within 1 s, every time;
 * - an analysis past ANALYSIS_CPU_TIMEOUT_MS is ended with `Analysis failed: …` (500, nothing
 *   stored), its thread is replaced, and the next analysis works in the same process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Signal } from '../../src/signal/schema.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { makePrFixture, type FixtureFile } from '../support/pr-fixture.js';
import { startTestService, type TestService } from '../support/start-test-service.js';
import { DB_LABEL, postAnalyze, sleep } from '../reliability/helpers.js';

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
  readonly ms: number;
  /** Every file content had been read from GitHub when the probe was sent: the analysis was past its reads. */
  readonly afterReads: boolean;
}

/** GET /healthz every 100 ms until `until` settles; each probe's time, and whether GitHub's reads were done. */
async function probeHealthz(url: string, until: Promise<unknown>, readsDone: () => boolean): Promise<Probe[]> {
  const probes: Probe[] = [];
  let settled = false;
  void until.finally(() => {
    settled = true;
  });
  while (!settled) {
    const afterReads = readsDone();
    const started = performance.now();
    const answer = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(10_000) });
    await answer.text();
    expect(answer.status).toBe(200);
    probes.push({ ms: performance.now() - started, afterReads: afterReads && !settled });
    await sleep(100);
  }
  return probes;
}

const WORKFLOWS = 10;

describe(`analysis in the worker-thread pool (${DB_LABEL})`, () => {
  let gh: GitHubServer;
  const contentReads = (owner: string) => gh.requests.filter((r) => r.path.startsWith(`/repos/${owner}/`) && r.path.includes('/contents/.github') && r.status === 200).length;

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.addPullRequest(makePrFixture({ owner: 'acme', repo: 'heavy', number: 1, title: 'Shard the tests', files: bigWorkflows(WORKFLOWS) }));
    gh.addPullRequest(makePrFixture({ owner: 'acme', repo: 'heavier', number: 2, title: 'Shard the tests more', files: bigWorkflows(2 * WORKFLOWS) }));
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

    it('GET /healthz answers within 1 s, every time, while ten 1 MB workflows are analyzed', async () => {
      // The pool starts its thread at the first analysis: start it first, so that the probes below
      // watch the analysis and not the thread's start-up.
      expect((await postAnalyze(t.url, { url: 'https://github.com/acme/light/pull/3' })).status).toBe(200);
      gh.reset();
      const analysis = postAnalyze(t.url, { url: 'https://github.com/acme/heavy/pull/1' });
      const probes = await probeHealthz(t.url, analysis, () => contentReads('acme') >= WORKFLOWS);
      const answer = await analysis;
      expect(answer.status, answer.text.slice(0, 500)).toBe(200);
      expect((answer.body.signal as Signal).focus.files.length).toBe(WORKFLOWS);
      // The content was being analyzed (its reads were done) during several probes, each under 1 s.
      const during = probes.filter((p) => p.afterReads);
      expect(during.length, JSON.stringify(probes)).toBeGreaterThanOrEqual(3);
      for (const probe of probes) expect(probe.ms, JSON.stringify(probes)).toBeLessThan(1000);
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
