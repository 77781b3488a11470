import { Signal } from '../signal/schema.js';
import { ANALYZER_VERSION } from '../version.js';
import { CliError } from './errors.js';

export interface RemoteRequest {
  /** Base address of a running svc service, e.g. https://svc.example.com. */
  readonly base: string;
  /** The body of POST /api/analyze: `{url}` or the explicit fields. */
  readonly body: Record<string, unknown>;
  /** SVC_API_KEY, sent as `Authorization: Bearer`; null: anonymous. */
  readonly apiKey: string | null;
  readonly timeoutMs: number;
}

export interface RemoteResult {
  /** The signal as the service returned it (unknown fields kept, for --format json). */
  readonly raw: unknown;
  readonly signal: Signal;
}

/** Validates `--remote`: an http(s) URL without credentials; plain http only for this machine. */
export function parseRemoteBase(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CliError(`--remote must be the base URL of an svc service (https://HOST), got "${value.slice(0, 100)}".`, { helpFor: 'analyze' });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new CliError('--remote must be an http or https URL.', { helpFor: 'analyze' });
  if (url.username !== '' || url.password !== '') throw new CliError('--remote must not carry credentials; set SVC_API_KEY instead.', { helpFor: 'analyze' });
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
    throw new CliError('--remote must use https (plain http is accepted only for localhost), so that the API key and tokens are not sent in the clear.', { helpFor: 'analyze' });
  }
  if (url.search !== '' || url.hash !== '') throw new CliError('--remote must be a base URL without query or fragment.', { helpFor: 'analyze' });
  return url.href.replace(/(?<!\/)\/+$/, '');
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/**
 * POST {base}/api/analyze and return the signal of the 200 envelope. Any other answer becomes a
 * CliError carrying the service's own `error` (and `detail`) text.
 */
export async function analyzeRemotely(request: RemoteRequest): Promise<RemoteResult> {
  const endpoint = `${request.base}/api/analyze`;
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'user-agent': `svc-cli/${ANALYZER_VERSION}`,
        ...(request.apiKey !== null ? { authorization: `Bearer ${request.apiKey}` } : {}),
      },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const why = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${Math.round(request.timeoutMs / 1000)} s` : describeNetworkError(error);
    throw new CliError(`Could not reach the svc service at ${request.base}: ${why}.`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new CliError(`The svc service at ${request.base} answered HTTP ${response.status} without JSON${response.ok ? '' : ` (${response.statusText || 'error'})`}.`);
  }
  const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (!response.ok) {
    const error = typeof record.error === 'string' ? record.error : typeof record.detail === 'string' ? record.detail : `HTTP ${response.status}`;
    const detail: string[] = [];
    if (typeof record.error === 'string' && typeof record.detail === 'string') detail.push(record.detail);
    const retryAfter = response.headers.get('retry-after');
    if (response.status === 429 && retryAfter !== null) detail.push(`Retry after ${retryAfter} s.`);
    if (response.status === 401 && request.apiKey === null) detail.push('Set SVC_API_KEY to an API key of that service.');
    throw new CliError(`The svc service answered HTTP ${response.status}: ${error}`, { detail });
  }
  const parsed = Signal.safeParse(record.signal);
  if (!parsed.success) {
    throw new CliError(`The svc service at ${request.base} answered without a signal this CLI (svc ${ANALYZER_VERSION}) can read.`, {
      detail: parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    });
  }
  return { raw: record.signal, signal: parsed.data };
}

function describeNetworkError(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  if (cause?.code !== undefined) return cause.code;
  if (cause?.message !== undefined) return cause.message;
  return error instanceof Error ? error.message : String(error);
}
