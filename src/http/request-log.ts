import type { RequestHandler } from 'express';
import type { Logger } from '../logger.js';
import { requestIdOf } from './request-id.js';

/**
 * One log line per answered request, at info: `{requestId, req: {id, method, path}, res: {statusCode},
 * responseTime}` "request completed" (or "request aborted" when the client went away first).
 * The path is logged without its query string, which can carry OAuth codes and states; no header
 * is logged. Below info, nothing is installed per request.
 *
 * It replaces pino-http, which built a child logger per request (serializing and redacting its
 * bindings): 8 % of the CPU of GET /api/scans/{id} under load, for a req.log nothing here used.
 */
export function requestLog(logger: Logger, options: { ignore?: (path: string) => boolean } = {}): RequestHandler {
  let lastId = 0;
  return (req, res, next) => {
    if (!logger.isLevelEnabled('info') || options.ignore?.(req.path) === true) {
      next();
      return;
    }
    lastId += 1;
    const id = lastId;
    const started = performance.now();
    res.once('close', () => {
      logger.info(
        { requestId: requestIdOf(res), req: { id, method: req.method, path: req.originalUrl.split('?')[0] }, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started) },
        res.writableFinished ? 'request completed' : 'request aborted',
      );
    });
    next();
  };
}
