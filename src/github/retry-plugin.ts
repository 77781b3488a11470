import type { Octokit } from '@octokit/core';

/** The `retry` option of the Octokit constructor, as @octokit/plugin-retry reads it. */
export interface RetryOptions {
  enabled?: boolean;
  /** Retries after the first try (default 3). A request may override it with `request.retries`. */
  retries?: number;
  /** Backoff unit: retry n waits n² × this, in milliseconds (default 1,000). */
  retryAfterBaseValue?: number;
  /** Statuses never retried (default: 400, 401, 403, 404, 410, 422, 451). */
  doNotRetry?: readonly number[];
}

const DEFAULTS = { enabled: true, retries: 3, retryAfterBaseValue: 1000, doNotRetry: [400, 401, 403, 404, 410, 422, 451] as readonly number[] };

/** A RequestError of @octokit/request: its status, and the request options it was made with. */
interface FailedRequest {
  readonly status: number;
  readonly request: { readonly request?: unknown };
}

function isFailedRequest(error: unknown): error is FailedRequest {
  if (typeof error !== 'object' || error === null) return false;
  const { status, request } = error as { status?: unknown; request?: unknown };
  return typeof status === 'number' && typeof request === 'object' && request !== null && (request as { request?: unknown }).request !== undefined;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Retries failed GitHub requests as @octokit/plugin-retry 8 does, with the same options and
 * decisions: a RequestError whose status is 400 or above and not in `doNotRetry` (5xx answers, and
 * network errors, which @octokit/request reports as status 500) is tried again up to `retries`
 * times, retry n after n² × `retryAfterBaseValue` ms; `request.retryCount` is kept on the request's
 * options as the plugin keeps it (the throttling plugin reads it too). Anything else (a
 * RequestTimeoutError, named AbortError, which @octokit/request passes through) is thrown at once.
 *
 * Why not the plugin: it schedules every request, failed or not, through a new Bottleneck
 * instance, whose timers cost each request about 3.7 ms before it is sent and 1.5 ms after its
 * answer, about 10 ms of an analysis's two sequential round trips (docs/performance.md). Here a
 * request that succeeds costs one await. The plugin's handling of GraphQL's "Something went wrong"
 * answers is left out: svc reads GitHub through REST only (ADR 0007).
 */
export function retry(octokit: Octokit, octokitOptions: { retry?: RetryOptions }): Record<string, never> {
  const state = { ...DEFAULTS, ...octokitOptions.retry };
  if (!state.enabled) return {};
  octokit.hook.wrap('request', async (request, options) => {
    const own = options.request as { retries?: number; retryCount?: number } | undefined;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await request(options);
      } catch (error) {
        const retries = own?.retries ?? state.retries;
        if (!isFailedRequest(error) || error.status < 400 || state.doNotRetry.includes(error.status) || attempt >= retries) throw error;
        if (own !== undefined) own.retryCount = attempt + 1;
        await sleep((attempt + 1) ** 2 * state.retryAfterBaseValue);
      }
    }
  });
  return {};
}
