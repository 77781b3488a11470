import type { AnalysisFailureKind } from '../errors.js';
import { isBudgetExhaustedError, isResponseTooLargeError } from './analysis-budget.js';
import { InvalidResponseError } from './invalid-response-error.js';
import { isRequestTimeoutError } from './request-timeout-error.js';

/** What went wrong with one GitHub read, in terms the caller can act on and words a person can read. */
export interface GitHubFailure {
  readonly kind: Exclude<AnalysisFailureKind, 'internal'>;
  /** HTTP status, or null when there was no answer (network error, timeout). */
  readonly status: number | null;
  /** Short cause for a warning line: "HTTP 403", "rate limited until 14:05 UTC", "timed out after 10 s". */
  readonly summary: string;
  /** GitHub's own message, cleaned of anything that looks like a credential; null when none. */
  readonly message: string | null;
  /** Primary rate limit: when it resets (Unix seconds). Secondary: now + Retry-After. */
  readonly resetAt: number | null;
  readonly rateLimit: { readonly limit: number | null; readonly resource: string | null; readonly secondary: boolean } | null;
  readonly timeoutMs: number | null;
}

interface ErrorWithResponse {
  status?: unknown;
  message?: unknown;
  response?: { headers?: Record<string, string | number | undefined>; data?: unknown };
}

const TOKEN_PATTERN = /\b(?:gh[pousr]_[A-Za-z0-9_]{10,}|github_pat_[A-Za-z0-9_]{10,}|v1\.[0-9a-f]{40})\b/g;
const AUTH_PATTERN = /\b(token|bearer|basic)\s+[^\s"',;]+/gi;

/** Removes anything that looks like a credential from a text meant for people or logs. */
export function redactSecrets(text: string): string {
  return text.replace(TOKEN_PATTERN, '[redacted]').replace(AUTH_PATTERN, '$1 [redacted]');
}

/** HTTP status of an Octokit error, or null. */
export function errorStatus(error: unknown): number | null {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    // @octokit/request marks network failures (no answer at all) as 500 without a response.
    const response = (error as ErrorWithResponse).response;
    if (error.status === 500 && response === undefined) return null;
    return error.status;
  }
  return null;
}

export function classifyGitHubError(error: unknown, now: () => number = Date.now): GitHubFailure {
  const base = { message: null, resetAt: null, rateLimit: null, timeoutMs: null } as const;
  if (isRequestTimeoutError(error)) {
    return { ...base, kind: 'timeout', status: null, summary: `timed out after ${formatSeconds(error.timeoutMs)}`, timeoutMs: error.timeoutMs };
  }
  if (isBudgetExhaustedError(error) || isResponseTooLargeError(error)) {
    // Not GitHub's doing: the analysis budget refused the request or cut its answer off.
    return { ...base, kind: 'github_error', status: null, summary: error.message };
  }
  if (error instanceof InvalidResponseError) {
    return { ...base, kind: 'invalid_response', status: null, summary: 'unexpected response', message: redactSecrets(error.message) };
  }
  const status = errorStatus(error);
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorWithResponse;
  const headers = e.response?.headers ?? {};
  const message = githubMessage(e);
  if (status === null) {
    const cause = networkCause(error);
    return { ...base, kind: 'github_error', status: null, summary: cause ? `network error: ${cause}` : 'network error', message: cause };
  }
  const remaining = header(headers, 'x-ratelimit-remaining');
  if ((status === 403 || status === 429) && remaining === '0') {
    const resetAt = numberOrNull(header(headers, 'x-ratelimit-reset'));
    return {
      ...base,
      kind: 'rate_limited',
      status,
      summary: resetAt === null ? 'rate limited' : `rate limited until ${formatTime(resetAt)}`,
      message,
      resetAt,
      rateLimit: { limit: numberOrNull(header(headers, 'x-ratelimit-limit')), resource: header(headers, 'x-ratelimit-resource') ?? null, secondary: false },
    };
  }
  const retryAfter = numberOrNull(header(headers, 'retry-after'));
  if ((status === 403 || status === 429) && (retryAfter !== null || /secondary rate limit|abuse/i.test(message ?? ''))) {
    const resetAt = Math.ceil(now() / 1000) + (retryAfter ?? 60);
    return {
      ...base,
      kind: 'rate_limited',
      status,
      summary: `secondary rate limit (retry after ${retryAfter ?? 60} s)`,
      message,
      resetAt,
      rateLimit: { limit: null, resource: null, secondary: true },
    };
  }
  if (status === 404) return { ...base, kind: 'not_found', status, summary: 'HTTP 404', message };
  if (status === 401 || status === 403) return { ...base, kind: 'forbidden', status, summary: `HTTP ${status}`, message };
  return { ...base, kind: 'github_error', status, summary: `HTTP ${status}`, message };
}

function githubMessage(error: ErrorWithResponse): string | null {
  const data = error.response?.data;
  let text: string | null = null;
  if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') {
    text = data.message;
  } else if (typeof error.message === 'string' && error.message !== '') {
    text = error.message;
  }
  if (text === null) return null;
  const clean = redactSecrets(text.replace(/\s+/g, ' ').trim());
  return clean.length > 300 ? `${clean.slice(0, 297)}...` : clean;
}

function networkCause(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  if (error instanceof Error && error.message) return redactSecrets(error.message);
  return null;
}

function header(headers: Record<string, string | number | undefined>, name: string): string | undefined {
  const value = headers[name];
  return value === undefined ? undefined : String(value);
}

function numberOrNull(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

/** "2024-05-01 14:05 UTC" */
export function formatTime(unixSeconds: number): string {
  return `${new Date(unixSeconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
