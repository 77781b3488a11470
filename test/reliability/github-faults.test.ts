/**
 * GitHub misbehaving, injected by the local GitHub-compatible server: 5xx bursts, secondary and
 * primary rate limits, a GitHub that never answers, and bodies that are not the JSON it documents.
 * Each case goes through the real service (POST /api/analyze) and checks what the caller gets,
 * what GitHub was asked, and that a failed analysis stores nothing.
 *
 * Queued webhook jobs waiting for a primary limit's reset instead of failing are proven in
 * test/webhooks/webhook-queue.test.ts ("waits for the rate limit to reset instead of failing,
 * without spending an attempt"); backoff of failed jobs in the same file.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatTime } from '../../src/github/classify-github-error.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { typicalPrFixture } from '../support/pr-fixture.js';
import { startTestService, type TestService } from '../support/start-test-service.js';
import { countRows, DB_LABEL, postAnalyze } from './helpers.js';

const ANALYSIS_TIMEOUT_MS = 4_000;

describe(`GitHub faults during analysis (${DB_LABEL})`, () => {
  let gh: GitHubServer;
  let t: TestService;
  const numbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

  const analyze = (number: number) => postAnalyze(t.url, { url: `${gh.url}/acme/widgets/pull/${number}` });
  const reads = (pattern: RegExp) => gh.requests.filter((r) => pattern.test(r.path)).length;
  const scans = () => countRows(t.service.db.knex, 'scans');

  beforeAll(async () => {
    gh = await startGitHubServer();
    for (const number of numbers) {
      // PR 3's author is new here: the profile is read with the other reads, in parallel.
      gh.addPullRequest(typicalPrFixture(number === 3 ? { number, author: { login: 'newcomer', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2019-05-01T00:00:00Z' } } : { number }));
    }
    t = await startTestService({ GITHUB_API_URL: gh.apiUrl, GITHUB_URL: gh.url, ANALYSIS_TIMEOUT_MS: String(ANALYSIS_TIMEOUT_MS) });
  });
  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });
  beforeEach(() => {
    gh.reset();
  });

  describe('5xx bursts are retried with backoff', () => {
    it('a 502 then a 500 on the pull request read: retried twice (0.5 s, 2 s), the analysis succeeds', async () => {
      gh.failNext(/^\/repos\/acme\/widgets\/pulls\/1$/, 502, 1);
      gh.failNext(/^\/repos\/acme\/widgets\/pulls\/1$/, 500, 1);
      const answer = await analyze(1);
      expect(answer.status, answer.text).toBe(200);
      expect(reads(/^\/repos\/acme\/widgets\/pulls\/1$/)).toBe(3);
      expect(answer.ms).toBeGreaterThanOrEqual(2_400);
      // Every request made counts, the two failed attempts included: what the server answered.
      expect((answer.body.signal as { meta: { warnings: string[]; github_requests: number } }).meta.github_requests).toBe(gh.requests.length);
    });

    it('a burst of 502/503 on every read of round one: each retried, the analysis succeeds with nothing missing', async () => {
      gh.failNext(/^\/repos\/acme\/widgets\/pulls\/2$/, 503, 2);
      gh.failNext(/^\/repos\/acme\/widgets\/pulls\/2\/files$/, 502, 2);
      const answer = await analyze(2);
      expect(answer.status, answer.text).toBe(200);
      const signal = answer.body.signal as { meta: { warnings: string[] }; focus: { total_files: number } };
      expect(signal.meta.warnings).toEqual([]);
      expect(signal.focus.total_files).toBe(20);
      // Round one is the pull request and its first page of files (the commits come with the comparison).
      expect(gh.requests.filter((r) => r.status >= 500)).toHaveLength(4);
      // Each request backs off 0.5 s then 2 s on its own: parallel failures do not push each other up.
      expect(answer.ms).toBeLessThan(3_500);
    });

    it('optional reads that stay down (5xx past the retries): the analysis completes and says what is missing', async () => {
      gh.failNext(/\/check-runs$/, 502, 3);
      gh.failNext(/\/status$/, 500, 3);
      gh.failNext(/^\/users\//, 503, 3);
      const answer = await analyze(3);
      expect(answer.status, answer.text).toBe(200);
      const warnings = (answer.body.signal as { meta: { warnings: string[] } }).meta.warnings;
      expect(warnings).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^check runs could not be read \(HTTP 502\)/),
          expect.stringMatching(/^commit statuses could not be read \(HTTP 500\)/),
          expect.stringMatching(/^the profile of @newcomer could not be read \(HTTP 503\)/),
        ]),
      );
    });

    it('a pull request read that stays down: 500 "Analysis failed:" naming the status, nothing stored', async () => {
      const before = await scans();
      gh.failNext(/^\/repos\/acme\/widgets\/pulls\/4$/, 502, 3);
      const answer = await analyze(4);
      expect(answer.status).toBe(500);
      expect(answer.body.error).toBe('Analysis failed: GitHub answered HTTP 502 while reading pull request acme/widgets#4');
      expect(typeof answer.body.detail).toBe('string');
      expect(reads(/^\/repos\/acme\/widgets\/pulls\/4$/)).toBe(3);
      expect(await scans()).toBe(before);
    });
  });

  describe('secondary rate limits honour Retry-After', () => {
    it('403 "secondary rate limit" with Retry-After: 1 on the pull request: waits a second, retries, succeeds', async () => {
      gh.failNext(/^\/repos\/acme\/widgets\/pulls\/5$/, 403, 1, { 'retry-after': '1' }, { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' });
      const answer = await analyze(5);
      expect(answer.status, answer.text).toBe(200);
      expect(reads(/^\/repos\/acme\/widgets\/pulls\/5$/)).toBe(2);
      expect(answer.ms).toBeGreaterThanOrEqual(950);
    });

    it('429 with Retry-After: 1 on two reads at once: both wait and retry, nothing missing', async () => {
      gh.failNext(/^\/repos\/acme\/widgets\/pulls\/6\/files$/, 429, 1, { 'retry-after': '1' }, { message: 'secondary rate limit' });
      gh.failNext(/\/check-runs$/, 429, 1, { 'retry-after': '1' }, { message: 'secondary rate limit' });
      const answer = await analyze(6);
      expect(answer.status, answer.text).toBe(200);
      expect((answer.body.signal as { meta: { warnings: string[] } }).meta.warnings).toEqual([]);
      expect(reads(/^\/repos\/acme\/widgets\/pulls\/6\/files$/)).toBe(2);
      expect(reads(/\/check-runs$/)).toBe(2);
      expect(answer.ms).toBeGreaterThanOrEqual(950);
    });
  });

  describe('an exhausted primary rate limit fails at once, naming the limit and its reset', () => {
    for (const status of [403, 429] as const) {
      it(`HTTP ${status} with x-ratelimit-remaining: 0: "Analysis failed:" with the budget and reset time, no retry, nothing stored`, async () => {
        const before = await scans();
        const resetAt = Math.floor(Date.now() / 1000) + 1800;
        gh.setRateLimitExhausted(resetAt, status);
        const answer = await analyze(7);
        expect(answer.status).toBe(500);
        expect(answer.body.error).toMatch(/^Analysis failed: GitHub API rate limit exhausted \(core: 60 requests per hour\); it resets at /);
        expect(answer.body.error).toContain(formatTime(resetAt));
        expect(answer.body.detail).toMatch(/send a GitHub token/);
        // Round one only (PR, files), each once: a primary limit is never retried.
        expect(gh.requests).toHaveLength(2);
        expect(answer.ms).toBeLessThan(1_500);
        expect(await scans()).toBe(before);
      });
    }
  });

  describe('a GitHub that never answers', () => {
    it(`is bounded by ANALYSIS_TIMEOUT_MS (${ANALYSIS_TIMEOUT_MS} ms): 500 "Analysis failed:", nothing stored, the service still serves`, async () => {
      const before = await scans();
      gh.hang(/^\/repos\/acme\/widgets\/pulls\/8$/);
      const answer = await analyze(8);
      expect(answer.status).toBe(500);
      expect(answer.body.error).toBe(`Analysis failed: GitHub did not answer within ${ANALYSIS_TIMEOUT_MS / 1000} s`);
      expect(answer.ms).toBeGreaterThanOrEqual(ANALYSIS_TIMEOUT_MS - 50);
      expect(answer.ms).toBeLessThan(ANALYSIS_TIMEOUT_MS + 1_500);
      expect(await scans()).toBe(before);
      // The stopped analysis reads nothing more: its request in flight was aborted at the limit, so
      // the hang's end (reset() drops the connection) is not retried, and no later read is sent
      // (it used to go on behind the caller's back and take the faults set for the next tests).
      gh.reset();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(gh.requests.map((r) => r.path)).toEqual([]);
      expect((await analyze(8)).status).toBe(200);
    });
  });

  describe('bodies that are not the JSON GitHub documents', () => {
    const pr = /^\/repos\/acme\/widgets\/pulls\/9$/;
    const cases: [string, Record<string, string>, unknown][] = [
      ['truncated JSON', { 'content-type': 'application/json; charset=utf-8' }, '{"number": 9, "title": "Pad widget la'],
      ['an HTML error page with status 200', { 'content-type': 'text/html' }, '<html><body><h1>Unicorn!</h1></body></html>'],
      ['an empty body', { 'content-type': 'application/json' }, ''],
      ['JSON of the wrong shape', { 'content-type': 'application/json' }, { number: 'nine', head: null }],
      ['a JSON array', { 'content-type': 'application/json' }, [1, 2, 3]],
      ['invalid UTF-8 and NUL bytes', { 'content-type': 'application/json' }, '{"number":9,"title":"\u0000\udc00\u0000"'],
    ];
    for (const [name, headers, body] of cases) {
      it(`the pull request read answers ${name}: 500 "Analysis failed:", nothing stored`, async () => {
        const before = await scans();
        gh.failNext(pr, 200, 1, headers, body);
        const answer = await analyze(9);
        expect(answer.status, answer.text).toBe(500);
        expect(answer.body.error).toMatch(/^Analysis failed: /);
        expect(typeof answer.body.detail).toBe('string');
        expect(await scans()).toBe(before);
      });
    }

    it('optional reads answer truncated JSON: the analysis completes with warnings', async () => {
      gh.failNext(/\/check-runs$/, 200, 1, { 'content-type': 'application/json' }, '{"total_count": 8, "check_runs": [{"id": 1, "na');
      gh.failNext(/^\/users\//, 200, 1, { 'content-type': 'application/json' }, '{"login": "jdoe", "created_at": ');
      gh.failNext(/^\/search\//, 200, 1, { 'content-type': 'application/json' }, '{"total_count": "many"}');
      const answer = await analyze(10);
      expect(answer.status, answer.text).toBe(200);
      const warnings = (answer.body.signal as { meta: { warnings: string[] } }).meta.warnings;
      expect(warnings).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^check runs could not be read \(unexpected response\)/),
          expect.stringMatching(/^the profile of @jdoe could not be read \(unexpected response\)/),
          expect.stringMatching(/^prior pull requests of @jdoe could not be searched \(unexpected response\)/),
        ]),
      );
    });
  });

  it('the service answers health and analyses normally after every fault above', async () => {
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    const answer = await analyze(13);
    expect(answer.status).toBe(200);
    expect((answer.body.signal as { meta: { warnings: string[] } }).meta.warnings).toEqual([]);
  });
});

describe(`GITHUB_REQUEST_TIMEOUT_MS bounds each GitHub request (${DB_LABEL})`, () => {
  let gh: GitHubServer;
  let t: TestService;

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.addPullRequest(typicalPrFixture({ number: 1 }));
    t = await startTestService({ GITHUB_API_URL: gh.apiUrl, GITHUB_URL: gh.url, GITHUB_REQUEST_TIMEOUT_MS: '300', ANALYSIS_TIMEOUT_MS: '20000' });
  });
  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  it('an optional read that never answers becomes a warning after the request timeout, long before the analysis timeout', async () => {
    gh.hang(/\/check-runs$/);
    const started = performance.now();
    const answer = await postAnalyze(t.url, { url: `${gh.url}/acme/widgets/pull/1` });
    const ms = performance.now() - started;
    expect(answer.status, answer.text).toBe(200);
    expect((answer.body.signal as { meta: { warnings: string[] } }).meta.warnings).toEqual(expect.arrayContaining([expect.stringMatching(/^check runs could not be read/)]));
    // With the default (10 s) this read would hold the analysis for 10 s.
    expect(ms).toBeLessThan(8_000);
    expect(t.config.githubRequestTimeoutMs).toBe(300);
  });
});
