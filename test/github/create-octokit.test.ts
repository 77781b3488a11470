import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConcurrencyLimiter } from '../../src/github/concurrency-limiter.js';
import { RequestTimeoutError } from '../../src/github/request-timeout-error.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { API, testOctokit, useNock } from '../support/test-octokit.js';

useNock();
const TOKEN = 'ghp_testtoken0000000000000000000000000000';

describe('createOctokit', () => {
  it('sends the token and a user agent, and counts requests', async () => {
    nock(API, { reqheaders: { authorization: `token ${TOKEN}`, 'user-agent': /^svc-test / } })
      .get('/repos/acme/widgets')
      .reply(200, { full_name: 'acme/widgets' });
    const { octokit, requestCount } = testOctokit({ userAgent: 'svc-test' });
    expect(requestCount()).toBe(0);
    await octokit.request('GET /repos/{owner}/{repo}', { owner: 'acme', repo: 'widgets' });
    expect(requestCount()).toBe(1);
  });

  it('sends no Authorization header without a token', async () => {
    nock(API, { badheaders: ['authorization'] }).get('/rate_limit').reply(200, {});
    const { octokit } = testOctokit({ token: null });
    await octokit.request('GET /rate_limit');
  });

  it('retries 5xx answers with backoff and counts every try', async () => {
    nock(API).get('/repos/acme/widgets').times(2).reply(502, 'Bad Gateway');
    nock(API).get('/repos/acme/widgets').reply(200, { full_name: 'acme/widgets' });
    const { octokit, requestCount } = testOctokit({ retry: true, throttle: true });
    const response = await octokit.request('GET /repos/{owner}/{repo}', { owner: 'acme', repo: 'widgets' });
    expect(response.data).toEqual({ full_name: 'acme/widgets' });
    expect(requestCount()).toBe(3);
  });

  it('gives up after two retries', async () => {
    nock(API).get('/repos/acme/widgets').times(3).reply(503, { message: 'Service Unavailable' });
    const { octokit, requestCount } = testOctokit({ retry: true });
    await expect(octokit.request('GET /repos/{owner}/{repo}', { owner: 'acme', repo: 'widgets' })).rejects.toMatchObject({ status: 503 });
    expect(requestCount()).toBe(3);
  });

  it('retries network errors', async () => {
    // An Error, not a plain object: nock 15 answers node:http requests (httpFetch) only with an Error instance.
    nock(API).get('/repos/acme/widgets').replyWithError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    nock(API).get('/repos/acme/widgets').reply(200, {});
    const { octokit, requestCount } = testOctokit({ retry: true });
    await octokit.request('GET /repos/{owner}/{repo}', { owner: 'acme', repo: 'widgets' });
    expect(requestCount()).toBe(2);
  });

  it('does not retry 404', async () => {
    nock(API).get('/repos/acme/nope').reply(404, { message: 'Not Found' });
    const { octokit, requestCount } = testOctokit({ retry: true, throttle: true });
    await expect(octokit.request('GET /repos/{owner}/{repo}', { owner: 'acme', repo: 'nope' })).rejects.toMatchObject({ status: 404 });
    expect(requestCount()).toBe(1);
  });

  it.each([403, 429])('fails fast on an exhausted primary rate limit (%i)', async (status) => {
    nock(API)
      .get('/repos/acme/widgets')
      .reply(status, { message: 'API rate limit exceeded' }, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1900000000', 'x-ratelimit-limit': '60' });
    const { octokit, requestCount } = testOctokit({ retry: true, throttle: true });
    const started = Date.now();
    await expect(octokit.request('GET /repos/{owner}/{repo}', { owner: 'acme', repo: 'widgets' })).rejects.toMatchObject({ status });
    expect(requestCount()).toBe(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('honours Retry-After on a secondary rate limit, a couple of times', async () => {
    const secondary = { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' };
    nock(API).get('/repos/acme/widgets').times(2).reply(403, secondary, { 'retry-after': '3' });
    nock(API).get('/repos/acme/widgets').reply(200, {});
    const waits: string[] = [];
    const { octokit, requestCount } = testOctokit({ retry: true, throttle: true, log: { warn: (m) => waits.push(m) } });
    await octokit.request('GET /repos/{owner}/{repo}', { owner: 'acme', repo: 'widgets' });
    expect(requestCount()).toBe(3);
    expect(waits[0]).toMatch(/secondary rate limit .*retrying in 3 s/);
    expect(waits.join('\n')).not.toContain(TOKEN);
  });

  it('stops after two secondary-limit retries', async () => {
    nock(API)
      .get('/repos/acme/widgets')
      .times(3)
      .reply(403, { message: 'You have exceeded a secondary rate limit.' }, { 'retry-after': '1' });
    const { octokit, requestCount } = testOctokit({ retry: true, throttle: true });
    await expect(octokit.request('GET /repos/{owner}/{repo}', { owner: 'acme', repo: 'widgets' })).rejects.toMatchObject({ status: 403 });
    expect(requestCount()).toBe(3);
  });
});

describe('createOctokit against a server that hangs', () => {
  let server: GitHubServer;
  beforeAll(async () => {
    nock.enableNetConnect('127.0.0.1');
    server = await startGitHubServer();
  });
  afterAll(async () => {
    await server.close();
    nock.disableNetConnect();
  });

  it('aborts a request after timeoutMs and does not retry it', async () => {
    server.hang(/^\/users\/slow$/);
    const { octokit, requestCount } = testOctokit({ baseUrl: server.apiUrl, timeoutMs: 150, retry: true, throttle: true });
    const started = Date.now();
    const error: unknown = await octokit.request('GET /users/{username}', { username: 'slow' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as Error).message).not.toContain(TOKEN);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(requestCount()).toBe(1);
  });

  it('limits requests in flight with a shared limiter', async () => {
    server.reset();
    server.delayMs = 30;
    const limiter = new ConcurrencyLimiter(2);
    let inFlight = 0;
    let peak = 0;
    const trackingFetch: typeof fetch = async (input, init) => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      try {
        return await fetch(input, init);
      } finally {
        inFlight -= 1;
      }
    };
    const { octokit } = testOctokit({ baseUrl: server.apiUrl, throttle: true, maxConcurrent: limiter, fetch: trackingFetch });
    await Promise.all(Array.from({ length: 6 }, () => octokit.request('GET /users/{username}', { username: 'x' }).catch(() => undefined)));
    expect(peak).toBe(2);
    expect(server.requestCount()).toBe(6);
    server.delayMs = 0;
  });
});
