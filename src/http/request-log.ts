import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { type Logger, unredactedLineLogger } from '../logger.js';
import { requestIdOf } from './request-id.js';

/**
 * One log line per answered request, at info: `{requestId, req: {id, method, path}, res: {statusCode},
 * responseTime}` "request completed" (or "request aborted" when the client went away first).
 * The path is logged without its query string, which can carry OAuth codes and states; no header
 * is logged. Below info, nothing is installed per request.
 *
 * It replaces pino-http, which built a child logger per request (serializing and redacting its
 * bindings): 8 % of the CPU of GET /api/scans/{id} under load, for a req.log nothing here used.
 * Its lines are written without the redaction pass (unredactedLineLogger): every field is one of
 * the above, set here, and none can hold a secret.
 */
export class RequestLog {
  private lastId = 0;
  private readonly lines: Logger;

  constructor(private readonly logger: Logger) {
    this.lines = unredactedLineLogger(logger);
  }

  /** Whether lines are written at all (info enabled): below info, callers skip the work. */
  get enabled(): boolean {
    return this.logger.isLevelEnabled('info');
  }

  /** Writes the request's line once its answer is done (`path` without the query string). */
  track(res: ServerResponse, requestId: string | undefined, method: string | undefined, path: string): void {
    this.lastId += 1;
    const id = this.lastId;
    const started = performance.now();
    res.once('close', () => {
      this.lines.info(
        { requestId, req: { id, method, path }, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started) },
        res.writableFinished ? 'request completed' : 'request aborted',
      );
    });
  }
}

/** The request log as Express middleware; `ignore` leaves paths (health probes, metrics) out. */
export function requestLog(log: Logger | RequestLog, options: { ignore?: (path: string) => boolean } = {}): RequestHandler {
  const requests = log instanceof RequestLog ? log : new RequestLog(log);
  return (req, res, next) => {
    if (!requests.enabled || options.ignore?.(req.path) === true) {
      next();
      return;
    }
    requests.track(res, requestIdOf(res), req.method, req.originalUrl.split('?')[0] ?? '');
    next();
  };
}
