import { Octokit } from '@octokit/core';
import { retry } from './retry-plugin.js';
import { throttling } from '@octokit/plugin-throttling';
import type { ThrottlingOptions } from '@octokit/plugin-throttling';
import { readBodyCapped } from '../read-body-capped.js';
import { ResponseTooLargeError, type AnalysisBudget } from './analysis-budget.js';
import { ConcurrencyLimiter } from './concurrency-limiter.js';
import { GitHubEtagCache, type CachedGitHubAnswer } from './etag-cache.js';
import { httpFetch, isWireResponse, readWireBodyCapped, WireHeaders } from './http-fetch.js';
import { RequestTimeoutError } from './request-timeout-error.js';
import { restrictToApi } from './restrict-to-api.js';
import { RetryScheduler } from './retry-scheduler.js';

const GitHubOctokit = Octokit.plugin(retry, throttling);

type ThrottlingOptionsBase = Extract<ThrottlingOptions, { onRateLimit: unknown }>;

/** The Octokit every fetch function takes: core + retry + throttling. */
export type GitHubClient = InstanceType<typeof GitHubOctokit>;

export interface GitHubLog {
  debug: (message: string) => unknown;
  info: (message: string) => unknown;
  warn: (message: string) => unknown;
  error: (message: string) => unknown;
}

export interface CreateOctokitOptions {
  /** REST base, e.g. https://api.github.com or https://ghe.example.com/api/v3. */
  baseUrl: string;
  /** Token sent as `Authorization: token …`; none: unauthenticated. Never logged. */
  token?: string | null;
  userAgent?: string;
  /** Retry 5xx answers and network errors (default true). */
  retry?: boolean;
  /** Honour secondary rate limits (default true). Primary limits never wait. */
  throttle?: boolean;
  /** Time limit of each HTTP request, answer body included (default 10,000 ms). */
  timeoutMs?: number;
  /** Retries after the first try on 5xx and network errors (default 2). */
  retries?: number;
  /** Backoff unit: retry n waits n² × this (default 500 ms: 0.5 s, then 2 s). */
  retryBaseMs?: number;
  /** Retries after a secondary rate limit (default 2). */
  secondaryRateLimitRetries?: number;
  /** Milliseconds per second of Retry-After (default 1000; tests make it small). */
  retryAfterUnitMs?: number;
  /** Longest Retry-After (seconds) worth waiting for on a secondary rate limit (default 60). */
  maxSecondaryRetryAfterSeconds?: number;
  /** Requests in flight at once through this client (default 40), or a limiter shared with other clients. */
  maxConcurrent?: number | ConcurrencyLimiter;
  log?: Partial<GitHubLog>;
  /** fetch implementation (default httpFetch: node:http with keep-alive, src/github/http-fetch.ts). */
  fetch?: typeof globalThis.fetch;
  /**
   * GitHub's answers with ETags, shared across clients: GET requests are made conditional
   * (`If-None-Match`) and a 304 is answered from it. None: every request is a full read.
   */
  etagCache?: GitHubEtagCache | null;
  /** One analysis's budget of requests and response bytes (file contents capped at its fileBytes); none: unbounded. */
  budget?: AnalysisBudget;
}

export interface CreatedOctokit {
  octokit: GitHubClient;
  /** HTTP requests actually sent so far, retries included. */
  requestCount: () => number;
  /** Of those, conditional requests GitHub answered 304 Not Modified (answered from the ETag cache). */
  notModifiedCount: () => number;
  /** Reads answered from the cache without any request (content at a commit SHA read before); not in requestCount. */
  cachedReadCount: () => number;
}

/** Status codes that are answered without a body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** The contents API (file contents and directory listings) and git blobs, whose answers are capped at the budget's fileBytes. */
const CONTENTS_PATH = /\/repos\/[^/]+\/[^/]+\/(?:contents|git\/blobs)\//;

/**
 * Builds the GitHub client used for one analysis (or one caller). Nothing here runs at import time.
 */
export function createOctokit(options: CreateOctokitOptions): CreatedOctokit {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const baseFetch = restrictToApi(options.baseUrl, options.fetch ?? httpFetch);
  const budget = options.budget;
  let sent = 0;
  let notModified = 0;
  const etagCache = options.etagCache ?? null;
  const credential = etagCache !== null ? GitHubEtagCache.credentialKey(options.token) : '';
  const apiPath = trimTrailingSlashes(new URL(options.baseUrl).pathname);
  let fromCache = 0;

  const readBody = async (response: Response, input: string | URL | Request): Promise<ArrayBuffer | null> => {
    if (NULL_BODY_STATUSES.has(response.status)) return null;
    if (budget === undefined) return await response.arrayBuffer();
    const bytesLeft = budget.bytesLeft;
    const fileCap = CONTENTS_PATH.test(urlPath(input)) ? budget.limits.fileBytes : Number.POSITIVE_INFINITY;
    const cap = Math.min(fileCap, bytesLeft);
    const over = () => (fileCap <= bytesLeft ? new ResponseTooLargeError(fileCap) : budget.bytesExhausted());
    const body = isWireResponse(response) ? await readWireBodyCapped(response, cap, over) : await readBodyCapped(response, cap, over);
    budget.addBytes(body.byteLength);
    return body;
  };

  // Every HTTP request passes through here, once per try: the count includes retries, and each
  // try gets its own time limit, which also covers reading the answer's body.
  const countingFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const method = init?.method ?? 'GET';
    const url = describeFullUrl(input);
    // Octokit hands a record of lower-cased names; anything else goes through fetch's Headers.
    const headers: Record<string, string> = isPlainRecord(init?.headers) ? { ...init.headers } : Object.fromEntries(new Headers(init?.headers));
    const cacheKey = etagCache !== null && method === 'GET' ? GitHubEtagCache.key(credential, url, headers.accept ?? null) : null;
    const cached = cacheKey !== null ? etagCache?.get(cacheKey) : undefined;
    if (cached?.immutable === true) {
      // Content at a commit SHA, read before with this credential: no request at all.
      fromCache += 1;
      return replay(cached, cached.headers, url);
    }
    budget?.takeRequest();
    sent += 1;
    const timeout = AbortSignal.timeout(timeoutMs);
    const callerSignal = init?.signal ?? undefined;
    const signals = [timeout, ...(callerSignal ? [callerSignal] : []), ...(budget ? [budget.signal] : [])];
    const signal = signals.length === 1 ? timeout : AbortSignal.any(signals);
    if (cached !== undefined) headers['if-none-match'] = cached.etag;
    try {
      const response = await baseFetch(input, { ...init, headers, signal });
      if (response.status === 304 && cached !== undefined && cacheKey !== null) {
        // Nothing changed since the cached answer: hand Octokit that answer, with the 304's
        // fresh headers (rate limit, request id) over the stored ones.
        notModified += 1;
        await response.arrayBuffer().catch(() => undefined);
        const merged = new Map<string, string>(cached.headers);
        for (const [name, value] of response.headers) {
          if (name !== 'content-length' && name !== 'content-type') merged.set(name, value);
        }
        return replay(cached, merged, response.url);
      }
      const body = await readBody(response, input);
      if (cacheKey !== null && etagCache !== null) {
        const etag = response.headers.get('etag');
        const immutableContent = GitHubEtagCache.immutable(url, apiPath);
        const immutable = immutableContent || GitHubEtagCache.immutableObject(url, apiPath);
        // Only a 200 with an ETag is worth keeping (and, at a commit SHA, a 404: the file is not
        // there and never will be); anything else forgets what was kept (a 404 now, or a body
        // GitHub no longer tags, must not be answered from an older read).
        if ((response.status === 200 && (etag !== null || immutable)) || (response.status === 404 && immutableContent)) {
          etagCache.set(cacheKey, { etag: etag ?? '', status: response.status, statusText: response.statusText, headers: [...response.headers], body: (body ?? new ArrayBuffer(0)).slice(0), immutable });
        } else if (response.status !== 304) {
          etagCache.delete(cacheKey);
        }
      }
      return bufferedAnswer(response.status, response.statusText, response.url, [...response.headers], body);
    } catch (error) {
      if (budget?.signal.aborted === true) throw budget.signal.reason as Error;
      if (timeout.aborted && !callerSignal?.aborted) {
        throw new RequestTimeoutError(timeoutMs, method, urlPath(input));
      }
      throw error;
    }
  };

  const limiter =
    options.maxConcurrent instanceof ConcurrencyLimiter
      ? options.maxConcurrent
      : new ConcurrencyLimiter(options.maxConcurrent ?? 40);
  const log: GitHubLog = {
    debug: () => undefined,
    info: () => undefined,
    warn: (message) => console.warn(message),
    error: (message) => console.error(message),
    ...options.log,
  };
  const secondaryRetries = options.secondaryRateLimitRetries ?? 2;
  const maxSecondaryWait = options.maxSecondaryRetryAfterSeconds ?? 60;

  // `global` and `retryLimiter` are read by the plugin (Object.assign over its defaults) though its types omit them.
  const throttle: ThrottlingOptions & { global?: ConcurrencyLimiter; retryLimiter?: RetryScheduler } = {
    enabled: options.throttle ?? true,
    id: 'svc',
    retryAfterBaseValue: options.retryAfterUnitMs ?? 1000,
    // Per-client groups instead of the plugin's process-wide ones (see ConcurrencyLimiter).
    global: limiter,
    // The plugin only calls key(id).schedule(options, fn, ...args), which ConcurrencyLimiter provides.
    search: new ConcurrencyLimiter(1) as unknown as ThrottlingOptionsBase['search'],
    retryLimiter: new RetryScheduler(),
    onSecondaryRateLimit: (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
      const retrying = retryCount < secondaryRetries && retryAfter <= maxSecondaryWait;
      log.warn(
        `GitHub secondary rate limit on ${request.method} ${request.url}` +
          (retrying ? `: retrying in ${retryAfter} s` : ': giving up'),
      );
      return retrying;
    },
    // Primary limit exhausted: fail at once so that the caller can report when it resets.
    onRateLimit: () => false,
  };

  const octokit = new GitHubOctokit({
    baseUrl: options.baseUrl.replace(/(?<!\/)\/+$/, ''),
    ...(options.token ? { auth: options.token } : {}),
    userAgent: options.userAgent ?? 'svc',
    log,
    // Successful answers are decoded by the wrap hook below (decodeAnswerBody), not by Octokit.
    request: { fetch: countingFetch, parseSuccessResponseBody: false },
    retry: {
      enabled: options.retry ?? true,
      retries: options.retries ?? 2,
      retryAfterBaseValue: options.retryBaseMs ?? 500,
      // 429 joins the list: rate limits belong to the throttling plugin, which never waits for a primary one.
      doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
    },
    throttle,
  });

  // Octokit hands every request the same `request` options object (the one given above), and
  // the retry plugin keeps its retry count there: parallel requests that failed pushed each
  // other's backoff up (0.5 s, 2 s, 4.5 s, 8 s...). Registered last, this hook runs first and
  // gives each request its own copy, so each request backs off 0.5 s, then 2 s.
  octokit.hook.before('request', (requestOptions) => {
    requestOptions.request = { ...requestOptions.request };
  });
  // Octokit handed a successful answer's body stream back unread: decode the bytes kept for it.
  octokit.hook.wrap('request', async (request, requestOptions) => {
    const response = await request(requestOptions);
    const data: unknown = response.data;
    if (typeof data === 'object' && data !== null) {
      const kept = undecoded.get(data);
      if (kept !== undefined) {
        undecoded.delete(data);
        response.data = decodeAnswerBody(kept.bytes, kept.contentType);
      } else if (data instanceof ReadableStream) {
        // Not an answer of countingFetch (it never happens): read it as Octokit would have.
        const bytes = await new Response(data).arrayBuffer();
        response.data = decodeAnswerBody(bytes, typeof response.headers['content-type'] === 'string' ? response.headers['content-type'] : null);
      }
    }
    return response;
  });

  return { octokit, requestCount: () => sent, notModifiedCount: () => notModified, cachedReadCount: () => fromCache };
}

/** A kept answer handed to Octokit as if GitHub had just sent it. */
function replay(cached: CachedGitHubAnswer, headers: Iterable<readonly [string, string]>, url: string): Response {
  return bufferedAnswer(cached.status, cached.statusText, url, headers, cached.body);
}

/**
 * An answer read in full, handed to Octokit: the part of fetch's Response that @octokit/request
 * reads (status, url, headers, and the body as text, bytes or the `body` it gives back unread for
 * the wrap hook to decode). A real Response would cost WebIDL conversions on every answer.
 */
class BufferedAnswer {
  readonly ok: boolean;
  readonly headers: WireHeaders;
  /** A token for the undecoded bytes (see keepForDecoding); null without a body. */
  readonly body: object | null;

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly url: string,
    headers: Iterable<readonly [string, string]>,
    private readonly bytes: ArrayBuffer | null,
  ) {
    this.ok = status >= 200 && status < 300;
    this.headers = WireHeaders.fromPairs(headers);
    this.body = bytes === null ? null : Object.freeze({});
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    return (this.bytes ?? new ArrayBuffer(0)).slice(0);
  }

  async text(): Promise<string> {
    return this.bytes === null ? '' : utf8.decode(this.bytes);
  }
}

function bufferedAnswer(status: number, statusText: string, url: string, headers: Iterable<readonly [string, string]>, bytes: ArrayBuffer | null): Response {
  const answer = new BufferedAnswer(status, statusText, url, headers, bytes);
  if (answer.body !== null && bytes !== null) undecoded.set(answer.body, { bytes, contentType: answer.headers.get('content-type') });
  return answer as unknown as Response;
}

function isPlainRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * The bytes and media type of each answer countingFetch hands Octokit, by the answer's body
 * stream: with `parseSuccessResponseBody: false`, Octokit gives a successful answer's stream back
 * as `data`, unread, and the wrap hook of createOctokit decodes these bytes in its place.
 */
const undecoded = new WeakMap<object, { readonly bytes: ArrayBuffer; readonly contentType: string | null }>();

const utf8 = new TextDecoder();

/**
 * A successful answer's body as @octokit/request 10 decodes it (getResponseData), except that JSON
 * goes through JSON.parse instead of the BigInt-preserving json-with-bigint, which took 0.5 ms per
 * 10 KB of answer against JSON.parse's 0.06, on the event loop between a round trip's answers and
 * the next requests. No field svc reads is an integer past 2^53 (ids, counts, sizes), and the
 * schemas of src/snapshot/raw-schemas.ts would refuse a BigInt anyway. JSON (application/json,
 * application/scim+json): parsed, or the text when it does not parse; no media type, text/*, or
 * a charset of utf-8 (not application/octet-stream): the text; anything else: the bytes.
 */
export function decodeAnswerBody(bytes: ArrayBuffer, contentType: string | null): unknown {
  if (contentType === null) return utf8.decode(bytes);
  const semicolon = contentType.indexOf(';');
  const type = (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
  if (type === 'application/json' || type === 'application/scim+json') {
    const text = utf8.decode(bytes);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  if (type.startsWith('text/') || (type !== 'application/octet-stream' && charsetOf(contentType, semicolon) === 'utf-8')) return utf8.decode(bytes);
  return bytes.slice(0);
}

/** The charset parameter of a media type, lower-cased and unquoted; null without one. */
function charsetOf(contentType: string, semicolon: number): string | null {
  if (semicolon === -1) return null;
  for (const parameter of contentType.slice(semicolon + 1).split(';')) {
    const equals = parameter.indexOf('=');
    if (equals === -1 || parameter.slice(0, equals).trim().toLowerCase() !== 'charset') continue;
    const value = parameter.slice(equals + 1).trim();
    return (value.startsWith('"') && value.endsWith('"') && value.length >= 2 ? value.slice(1, -1) : value).toLowerCase();
  }
  return null;
}

function trimTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end);
}

function describeFullUrl(input: string | URL | Request): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** Only the path: query strings could carry client secrets on some endpoints. */
function urlPath(input: string | URL | Request): string {
  const text = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  try {
    return new URL(text).pathname;
  } catch {
    return text.split('?')[0] ?? text;
  }
}
