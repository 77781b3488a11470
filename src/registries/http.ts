import { readBodyCapped } from '../read-body-capped.js';
import { parseJsonLimited } from '../limited-parse.js';
import { ANALYZER_VERSION } from '../version.js';

/** What one registry request gave: a parsed JSON body (2xx), not found (404, 410), or a failure to report. */
export type RegistryAnswer = { readonly kind: 'json'; readonly body: unknown } | { readonly kind: 'not_found' };

export class RegistryRequestError extends Error {
  constructor(
    message: string,
    /** timeout: not answered in time; other: unreachable, an error status, a body over the limit or not JSON. */
    readonly kind: 'timeout' | 'other',
  ) {
    super(message);
  }
}

/** crates.io refuses requests without a User-Agent that says who is asking. */
export const USER_AGENT = `svc/${ANALYZER_VERSION} (pull request analysis; registry lookups)`;

/**
 * GET a registry URL and parse its JSON, reading at most `maxBytes` of body (registry answers are
 * untrusted input: a huge or endless body is cut off, not buffered), within `timeoutMs`.
 */
export async function getRegistryJson(url: string, options: { readonly timeoutMs: number; readonly maxBytes: number; readonly accept?: string }): Promise<RegistryAnswer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: options.accept ?? 'application/json', 'user-agent': USER_AGENT }, redirect: 'follow', signal });
  } catch (error) {
    throw requestError(error, options.timeoutMs);
  }
  if (response.status === 404 || response.status === 410) {
    await response.body?.cancel().catch(() => undefined);
    return { kind: 'not_found' };
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new RegistryRequestError(`answered ${response.status}`, 'other');
  }
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > options.maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new RegistryRequestError(`answer of ${declared} bytes is over the ${options.maxBytes}-byte limit`, 'other');
  }
  let text: string;
  try {
    text = await readCapped(response, options.maxBytes);
  } catch (error) {
    throw error instanceof RegistryRequestError ? error : requestError(error, options.timeoutMs);
  }
  const parsed = parseJsonLimited(text, { maxChars: options.maxBytes, maxDepth: 64 });
  if (!parsed.ok) throw new RegistryRequestError(parsed.reason, 'other');
  return { kind: 'json', body: parsed.value };
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const body = await readBodyCapped(response, maxBytes, () => new RegistryRequestError(`answer is over the ${maxBytes}-byte limit`, 'other'));
  return Buffer.from(body).toString('utf8');
}

function requestError(error: unknown, timeoutMs: number): RegistryRequestError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return new RegistryRequestError(`no answer within ${timeoutMs} ms`, 'timeout');
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
  return new RegistryRequestError(`unreachable (${cause.split('\n', 1)[0]?.slice(0, 120) ?? ''})`, 'other');
}
