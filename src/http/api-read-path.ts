import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { NotFoundError } from '../errors.js';
import type { FindingDoc } from '../signal/finding-docs.js';
import { SCAN_ID_PATTERN, SIGNAL_ID_PATTERN } from '../signal/ids.js';
import { toSarif } from '../signal/sarif.js';
import { Signal } from '../signal/schema.js';
import type { ScanStore } from '../storage/scan-store.js';
import { ANALYZER_VERSION } from '../version.js';
import { presentsBearer, sessionTokenOf } from './auth.js';
import { PRIVATE_NO_STORE, PRIVATE_REVALIDATE } from './private-no-store.js';
import { setMetricsRoute } from './metrics-route.js';
import { withRequestId } from './request-id.js';
import { type CachedScanAnswer, matchesIfNoneMatch, type ScanReadCache } from './scan-read-cache.js';

export interface ScanReadDeps {
  readonly scanStore: ScanStore;
  /** docs/findings.md parsed, for SARIF rules (read by the composition root). */
  readonly findingDocs: ReadonlyMap<string, FindingDoc>;
  readonly docsUrl: string | null;
  readonly cache: ScanReadCache;
}

/**
 * GET /api/scans/{scan_id} (`?format=json|sarif`): the stored scan, from the in-process cache of
 * serialized answers when it is there. Shared by the lean path below and the full route.
 */
export async function answerScan(deps: ScanReadDeps, req: Request, res: Response, scanId: string): Promise<void> {
  // A scan may describe a private repository: no shared cache keeps it; the caller revalidates
  // with its ETag (scans never change, so a 304 is the usual answer to a repeat).
  res.setHeader('Cache-Control', PRIVATE_REVALIDATE);
  const format = req.query.format;
  if (format !== undefined && format !== 'json' && format !== 'sarif') {
    res.status(400).json(withRequestId(res, { error: 'Unknown format: use json (the default) or sarif.' }));
    return;
  }
  // A malformed id cannot exist: answer without touching the cache (whose `json:` keys hold signal
  // JSON, never a scan) or the database.
  if (!SCAN_ID_PATTERN.test(scanId)) throw new NotFoundError('Scan not found');
  if (format !== 'sarif') {
    const hit = deps.cache.get(scanId);
    if (hit !== undefined) {
      sendCached(req, res, hit, deps.cache);
      return;
    }
  }
  const scan = await deps.scanStore.findByScanId(scanId);
  if (scan === undefined) throw new NotFoundError('Scan not found');
  if (format === 'sarif') {
    const signal = Signal.parse(JSON.parse(scan.signalJson));
    const sarif = toSarif(signal, { version: ANALYZER_VERSION, docs: deps.findingDocs, docsUrl: deps.docsUrl });
    res.status(200).type('application/sarif+json').send(JSON.stringify(sarif));
    return;
  }
  // The stored signal text is spliced in as is: no parse and re-serialise on the hot read path.
  const body = `{"signal_id":${JSON.stringify(scan.signalId)},"scan_id":${JSON.stringify(scan.scanId)},"signal":${scan.signalJson},"created_at":${JSON.stringify(scan.createdAt)}}`;
  sendCached(req, res, deps.cache.remember(scanId, body), deps.cache);
}

/** Signal ids and scan ids cannot collide (`sig-` against `scan-`), so one cache holds both. */
const SIGNAL_KEY = 'json:';

/** The signal JSON of this signal id when the cache has it (no database read). */
export function cachedSignalJson(cache: ScanReadCache, signalId: string): CachedScanAnswer | undefined {
  return cache.get(SIGNAL_KEY + signalId);
}

/**
 * The signal JSON of GET /s/{signal_id} (`?format=json` or `Accept: application/json`): the stored
 * signal text, cached like scans (a signal id names one stored scan, which never changes).
 * Undefined when no scan has this id.
 */
export async function signalJsonAnswer(deps: Pick<ScanReadDeps, 'scanStore' | 'cache'>, signalId: string): Promise<CachedScanAnswer | undefined> {
  const hit = cachedSignalJson(deps.cache, signalId);
  if (hit !== undefined) return hit;
  const scan = SIGNAL_ID_PATTERN.test(signalId) ? await deps.scanStore.findBySignalId(signalId) : undefined;
  return scan === undefined ? undefined : deps.cache.remember(SIGNAL_KEY + signalId, scan.signalJson);
}

/**
 * 200 with the body and its strong ETag, or 304 (same ETag, no body) when the caller has it. The
 * body is compressed (brotli or gzip, made once and kept with the cached answer) when the caller's
 * Accept-Encoding asks; each representation has its own ETag, and the answer varies on
 * Accept-Encoding.
 */
export function sendCached(req: Request, res: Response, answer: CachedScanAnswer, cache: ScanReadCache): void {
  res.vary('Accept-Encoding');
  const representation = cache.represent(answer, req.headers['accept-encoding']);
  res.setHeader('ETag', representation.etag);
  if (matchesIfNoneMatch(req.headers['if-none-match'], representation.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (representation.coding !== 'identity') res.setHeader('Content-Encoding', representation.coding);
  res.setHeader('Content-Length', representation.length);
  res.end(req.method === 'HEAD' ? undefined : representation.body);
}

const SCANS_PREFIX = '/api/scans/';
const SIGNALS_PREFIX = '/s/';

/**
 * The lean path for anonymous API reads, mounted right after the request id: GET /api/scans/{id}
 * and the signal JSON, for callers that present no credential (no Bearer key, no session cookie).
 * They skip what only pages and identified callers need (identify's lookups, the origin check,
 * the routers of every other route, helmet's dozen middlewares: its headers are sent as one
 * precomputed list) and keep what every API answer has: the request id, the per-IP rate limit
 * and its headers, the security headers, the error handler. A caller with a credential takes the
 * full path (its rate limit is its user's, and an invalid key must answer 401).
 */
export function leanApiReads(deps: ScanReadDeps & { readonly rateLimit: RequestHandler; readonly securityHeaders: readonly (readonly [string, string])[] }): RequestHandler {
  const withHeaders = (res: Response): void => {
    for (const [name, value] of deps.securityHeaders) res.setHeader(name, value);
  };
  const serve = async (req: Request, res: Response, next: NextFunction, path: string): Promise<void> => {
    // No Express route answers here: the metrics' route label is named (src/http/metrics-route.ts).
    setMetricsRoute(res, path.startsWith(SCANS_PREFIX) ? '/api/scans/:scanId' : '/s/:signalId');
    if (path.startsWith(SCANS_PREFIX)) {
      await answerScan(deps, req, res, path.slice(SCANS_PREFIX.length));
      return;
    }
    const signalId = path.slice(SIGNALS_PREFIX.length);
    const answer = await signalJsonAnswer(deps, signalId);
    res.setHeader('Cache-Control', PRIVATE_NO_STORE);
    res.vary('Accept');
    if (answer === undefined) {
      // The full route answers a missing signal (a JSON 404 with the request id).
      next();
      return;
    }
    sendCached(req, res, answer, deps.cache);
  };
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || presentsBearer(req) || sessionTokenOf(req) !== null) {
      next();
      return;
    }
    const path = req.path;
    // Ids are plain ASCII: anything percent-encoded is left to the full path (and its 4xx).
    if (path.includes('%')) {
      next();
      return;
    }
    const scans = path.startsWith(SCANS_PREFIX) && path.indexOf('/', SCANS_PREFIX.length) === -1 && path.length > SCANS_PREFIX.length;
    const signal = !scans && path.startsWith(SIGNALS_PREFIX) && path.indexOf('/', SIGNALS_PREFIX.length) === -1 && wantsSignalJson(req);
    if (!scans && !signal) {
      next();
      return;
    }
    withHeaders(res);
    deps.rateLimit(req, res, (error?: unknown) => {
      if (error !== undefined) {
        next(error);
        return;
      }
      serve(req, res, next, path).catch(next);
    });
  };
}

/** `?format=json`, or no format and an Accept that prefers JSON to HTML (as the page route decides); not a download. */
function wantsSignalJson(req: Request): boolean {
  const query = req.query;
  if (query.download !== undefined) return false;
  const format = query.format;
  if (format === 'json') return true;
  return format === undefined && req.headers.accept !== undefined && req.accepts(['html', 'json']) === 'json';
}

/**
 * The headers a middleware sets on every answer, captured once (helmet's are the same for every
 * request: no nonce), so that the lean path can send them without running it.
 */
export function captureStaticHeaders(middleware: RequestHandler): [string, string][] {
  const headers = new Map<string, [string, string]>();
  let called = false;
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), [name, Array.isArray(value) ? value.join(', ') : String(value)]);
      return res;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
    getHeader(name: string) {
      return headers.get(name.toLowerCase())?.[1];
    },
  };
  const req = { method: 'GET', url: '/', headers: {} };
  void middleware(req as unknown as Request, res as unknown as Response, (error?: unknown) => {
    if (error !== undefined) throw error instanceof Error ? error : new Error(String(error));
    called = true;
  });
  if (!called) throw new Error('the middleware did not finish synchronously: its headers cannot be captured');
  return [...headers.values()];
}
