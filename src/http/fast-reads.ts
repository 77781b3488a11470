import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { cachedSignalJson } from './api-read-path.js';
import { presentsBearer, sessionTokenOf } from './auth.js';
import { PRIVATE_NO_STORE, PRIVATE_REVALIDATE } from './private-no-store.js';
import { pushRateLimitHeaders, type RateCount, type RateLimiter } from './rate-limit.js';
import type { RequestLog } from './request-log.js';
import { chooseRequestId } from './request-id.js';
import { SCAN_ID_PATTERN } from '../signal/ids.js';
import { type CachedScanAnswer, matchesIfNoneMatch, type ScanReadCache } from './scan-read-cache.js';

export interface FastReadDeps {
  /** The serialized answers the Express read path (src/http/api-read-path.ts) stored. */
  readonly cache: ScanReadCache;
  /** helmet's headers, captured once at start-up (captureStaticHeaders): the same on every answer. */
  readonly securityHeaders: readonly (readonly [string, string])[];
  readonly rateLimiter: Pick<RateLimiter, 'countAnonymous'>;
  /** The client address as Express's req.ip gives it (TRUST_PROXY applied): the rate limit's key. */
  readonly clientIp: (req: IncomingMessage) => string;
  readonly metrics: Pick<Metrics, 'recordHttp'>;
  readonly requestLog: RequestLog;
  readonly logger: Logger;
}

/** One cached read, matched: what to send and how it is counted and cached by the client. */
interface Read {
  readonly answer: CachedScanAnswer;
  /** The metrics' route label (the Express route's pattern). */
  readonly route: string;
  readonly cacheControl: string;
  readonly varyAccept: boolean;
}

const SCANS_PREFIX = '/api/scans/';
const SIGNALS_PREFIX = '/s/';
const JSON_TYPE = 'application/json; charset=utf-8';
const HEALTH_BODY = JSON.stringify({ status: 'ok' });
const HEALTH_LENGTH = String(Buffer.byteLength(HEALTH_BODY));
const RATE_LIMITED = 'Rate limit exceeded';

/**
 * The node:http request listener in front of Express: it answers, itself, the reads that are
 * hot and need nothing Express does, and hands every other request to `fallback` (the Express
 * application) untouched:
 *
 * - GET/HEAD /healthz (liveness: the process serves HTTP), as the Express route answers it;
 * - GET/HEAD /api/scans/{id} (no query, or `?format=json`) and the signal JSON
 *   (/s/{id}?format=json, or `Accept: application/json` exactly) of an anonymous caller (no
 *   Bearer credential, no session cookie) whose answer is already in the in-process cache.
 *
 * A read costs the route match, the credential check, the per-IP rate limit (the same store and
 * key as express-rate-limit's: one budget whichever path answers), the request id, one log line
 * (at info, as the request log writes it) and the metrics counters; the body, its length and its
 * strong ETag come from the cache, compressed (brotli or gzip, made once) when Accept-Encoding asks. Express's per-request work (its request and response
 * prototypes, the router's walk, query parsing, a dozen middlewares) cost 0.3 ms of CPU per
 * request: 8x this path's. Everything else (callers with a credential, whose rate limit is their
 * user's and whose invalid key must answer 401; cache misses, which read the database; other
 * query strings, Accept negotiation, percent-encoded or differently spelt paths) takes Express,
 * where the lean path and the routes answer as before. See docs/adr/0016-fast-read-path.md.
 */
export function fastReads(deps: FastReadDeps, fallback: RequestListener): RequestListener {
  const security: string[] = deps.securityHeaders.flatMap(([name, value]) => [name, value]);

  const health = (req: IncomingMessage, res: ServerResponse): void => {
    const started = performance.now();
    const headers = [...security, 'X-Request-Id', chooseRequestId(req.headers['x-request-id']), 'Cache-Control', 'no-store', 'Content-Type', JSON_TYPE, 'Content-Length', HEALTH_LENGTH];
    res.writeHead(200, headers);
    res.end(HEALTH_BODY);
    deps.metrics.recordHttp(req.method ?? 'GET', '/healthz', 200, (performance.now() - started) / 1000);
  };

  const send = (req: IncomingMessage, res: ServerResponse, read: Read, requestId: string, count: RateCount | null, started: number): void => {
    const headers = [...security, 'X-Request-Id', requestId];
    if (count !== null) pushRateLimitHeaders(headers, count);
    let status: number;
    let body: string | Buffer | undefined;
    if (count?.exceeded === true) {
      // express-rate-limit's 429, as its handler in src/http/rate-limit.ts words it.
      status = 429;
      body = JSON.stringify({ error: RATE_LIMITED, request_id: requestId });
      headers.push('Retry-After', String(count.retryAfterSeconds), 'Content-Type', JSON_TYPE, 'Content-Length', String(Buffer.byteLength(body)));
    } else {
      headers.push('Cache-Control', read.cacheControl, 'Vary', read.varyAccept ? 'Accept, Accept-Encoding' : 'Accept-Encoding');
      const representation = deps.cache.represent(read.answer, req.headers['accept-encoding']);
      headers.push('ETag', representation.etag);
      if (matchesIfNoneMatch(req.headers['if-none-match'], representation.etag)) {
        status = 304;
      } else {
        status = 200;
        body = representation.body;
        headers.push('Content-Type', JSON_TYPE);
        if (representation.coding !== 'identity') headers.push('Content-Encoding', representation.coding);
        headers.push('Content-Length', String(representation.length));
      }
    }
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    deps.metrics.recordHttp(req.method ?? 'GET', status === 429 ? 'other' : read.route, status, (performance.now() - started) / 1000);
  };

  const serve = (req: IncomingMessage, res: ServerResponse, read: Read, path: string): void => {
    const started = performance.now();
    const requestId = chooseRequestId(req.headers['x-request-id']);
    if (deps.requestLog.enabled) deps.requestLog.track(res, requestId, req.method, path);
    deps.rateLimiter.countAnonymous(deps.clientIp(req)).then(
      (count) => send(req, res, read, requestId, count, started),
      (error: unknown) => {
        // A Redis outage must not take the API down with it (passOnStoreError, as the middleware).
        deps.logger.error({ err: error, requestId }, 'rate limit store failed; request allowed without rate limiting');
        send(req, res, read, requestId, null, started);
      },
    ).catch((error: unknown) => failed(req, res, error, requestId));
  };

  /** The error handler's 500 (src/http/error-handler.ts): `{error, request_id}`, the id also in the header and the log line. */
  const failed = (req: IncomingMessage, res: ServerResponse, error: unknown, requestId = chooseRequestId(req.headers['x-request-id'])): void => {
    deps.logger.error({ err: error, requestId }, 'fast read failed');
    if (!res.headersSent) {
      const body = JSON.stringify({ error: 'Internal server error', request_id: requestId });
      res.writeHead(500, [...security, 'X-Request-Id', requestId, 'Cache-Control', 'no-store', 'Content-Type', JSON_TYPE, 'Content-Length', String(Buffer.byteLength(body))]);
      res.end(body);
      deps.metrics.recordHttp(req.method ?? 'GET', 'other', 500, 0);
    } else {
      res.destroy();
    }
  };

  return (req, res) => {
    try {
      const method = req.method;
      if (method === 'GET' || method === 'HEAD') {
        const url = req.url ?? '';
        const q = url.indexOf('?');
        const path = q === -1 ? url : url.slice(0, q);
        const query = q === -1 ? '' : url.slice(q + 1);
        if (path === '/healthz') {
          health(req, res);
          return;
        }
        const read = cachedRead(deps.cache, req, path, query);
        if (read !== undefined) {
          serve(req, res, read, path);
          return;
        }
      }
    } catch (error) {
      failed(req, res, error);
      return;
    }
    fallback(req, res);
  };
}

/** The cached answer this request asks for, when the fast path may give it; else undefined (Express answers). */
function cachedRead(cache: ScanReadCache, req: IncomingMessage, path: string, query: string): Read | undefined {
  let read: Read | undefined;
  if (path.startsWith(SCANS_PREFIX)) {
    if (query !== '' && query !== 'format=json') return undefined;
    // Only a scan id: the cache also holds signal JSON under `json:{signal_id}`, never a scan's answer.
    const scanId = path.slice(SCANS_PREFIX.length);
    if (!SCAN_ID_PATTERN.test(scanId)) return undefined;
    const answer = cache.get(scanId);
    if (answer !== undefined) read = { answer, route: '/api/scans/:scanId', cacheControl: PRIVATE_REVALIDATE, varyAccept: false };
  } else if (path.startsWith(SIGNALS_PREFIX)) {
    // Only the unambiguous asks for JSON: a browser's Accept list is negotiated by Express.
    if (query !== 'format=json' && !(query === '' && req.headers.accept === 'application/json')) return undefined;
    const answer = cachedSignalJson(cache, path.slice(SIGNALS_PREFIX.length));
    if (answer !== undefined) read = { answer, route: '/s/:signalId', cacheControl: PRIVATE_NO_STORE, varyAccept: true };
  }
  if (read === undefined) return undefined;
  // Callers with a credential are rate limited as their user, and an invalid key answers 401: Express.
  if ((req.headers.authorization !== undefined && presentsBearer(req)) || (req.headers.cookie !== undefined && sessionTokenOf(req) !== null)) return undefined;
  return read;
}
