import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOctokit } from '../../src/github/create-octokit.js';
import { RequestTimeoutError } from '../../src/github/request-timeout-error.js';

const BASE = 'https://api.github.com';

/** A fetch that answers each call with the next status of `statuses` (the last one repeats), and records when it was called. */
function scripted(statuses: readonly (number | 'network' | 'timeout')[]) {
  const calls: { url: string; at: number }[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, at: Date.now() });
    const next = statuses[Math.min(calls.length - 1, statuses.length - 1)];
    if (next === 'network') throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
    if (next === 'timeout') throw new RequestTimeoutError(10, 'GET', new URL(url).pathname);
    return new Response(JSON.stringify(next === 200 ? { ok: true } : { message: `status ${String(next)}` }), {
      status: next,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  };
  return { fetch, calls };
}

function client(fetch: typeof globalThis.fetch, options: { retries?: number; retryBaseMs?: number; retry?: boolean } = {}) {
  return createOctokit({ baseUrl: BASE, fetch, throttle: false, retry: options.retry ?? true, retries: options.retries ?? 2, retryBaseMs: options.retryBaseMs ?? 100, log: { warn: () => undefined } });
}

const get = (octokit: ReturnType<typeof client>['octokit'], extra: Record<string, unknown> = {}) =>
  octokit.request('GET /repos/{owner}/{repo}', { owner: 'acme', repo: 'widgets', ...extra });

afterEach(() => {
  vi.useRealTimers();
});

describe('the retry plugin', () => {
  it('sends a request and hands back its answer without waiting for any timer', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = scripted([200]);
    const { octokit } = client(fetch);
    // With fake timers, a request scheduled through a timer (as Bottleneck schedules every one) never settles.
    const answer = await get(octokit);
    expect(answer.data).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
  });

  it('retries 5xx answers after 1², then 2² backoff units, and gives up after `retries`', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = scripted([502, 503, 500]);
    const { octokit, requestCount } = client(fetch, { retryBaseMs: 100 });
    const outcome = get(octokit).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(99);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(399);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    await expect(outcome).resolves.toMatchObject({ status: 500 });
    expect(requestCount()).toBe(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(3);
  });

  it('retries a network error (status 500 from @octokit/request) and returns the answer that follows', async () => {
    const { fetch, calls } = scripted(['network', 200]);
    const { octokit } = client(fetch, { retryBaseMs: 1 });
    await expect(get(octokit)).resolves.toMatchObject({ status: 200, data: { ok: true } });
    expect(calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 410, 422, 429, 451])('does not retry %i', async (status) => {
    const { fetch, calls } = scripted([status, 200]);
    const { octokit } = client(fetch, { retryBaseMs: 1 });
    await expect(get(octokit)).rejects.toMatchObject({ status });
    expect(calls).toHaveLength(1);
  });

  it('does not retry a request that ran out of time (a RequestTimeoutError)', async () => {
    const { fetch, calls } = scripted(['timeout', 200]);
    const { octokit } = client(fetch, { retryBaseMs: 1 });
    await expect(get(octokit)).rejects.toBeInstanceOf(RequestTimeoutError);
    expect(calls).toHaveLength(1);
  });

  it('takes a request\'s own `request.retries` over the client\'s, and counts its retries on its options', async () => {
    const { fetch, calls } = scripted([503]);
    const { octokit } = client(fetch, { retries: 2, retryBaseMs: 1 });
    const options = { retries: 0 } as { retries: number; retryCount?: number };
    await expect(get(octokit, { request: options })).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);

    const seen: (number | undefined)[] = [];
    const counted = scripted([503, 503, 200]);
    const { octokit: second } = client(counted.fetch, { retries: 2, retryBaseMs: 1 });
    // Registered last, this wrap is the outermost: it sees the options once all tries are done.
    second.hook.wrap('request', async (request, requestOptions) => {
      try {
        return await request(requestOptions);
      } finally {
        seen.push((requestOptions.request as { retryCount?: number }).retryCount);
      }
    });
    await expect(get(second)).resolves.toMatchObject({ status: 200 });
    expect(seen).toEqual([2]);
    expect(counted.calls).toHaveLength(3);
  });

  it('backs off each of several failing requests on its own', async () => {
    vi.useFakeTimers();
    const byPath = new Map<string, number>();
    const fetch: typeof globalThis.fetch = async (input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const n = (byPath.get(url) ?? 0) + 1;
      byPath.set(url, n);
      return new Response(JSON.stringify(n < 3 ? { message: 'busy' } : { ok: true }), { status: n < 3 ? 502 : 200, headers: { 'content-type': 'application/json' } });
    };
    const { octokit } = client(fetch, { retryBaseMs: 100 });
    const all = Promise.all(['a', 'b', 'c'].map((repo) => octokit.request('GET /repos/{owner}/{repo}', { owner: 'acme', repo })));
    // Every request: 100 ms, then 400 ms, whatever the others do (500 ms in all).
    await vi.advanceTimersByTimeAsync(500);
    await expect(all).resolves.toHaveLength(3);
    expect([...byPath.values()]).toEqual([3, 3, 3]);
  });

  it('is off with retry: false', async () => {
    const { fetch, calls } = scripted([502, 200]);
    const { octokit } = client(fetch, { retry: false });
    await expect(get(octokit)).rejects.toMatchObject({ status: 502 });
    expect(calls).toHaveLength(1);
  });
});
