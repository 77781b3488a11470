import type { ErrorRequestHandler } from 'express';
import { AnalysisError, AppError, NotFoundError } from '../errors.js';
import type { Logger } from '../logger.js';

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/**
 * The one place typed errors become HTTP answers.
 * 400/401/403/410/429: `{error}`; 404: `{detail}`; 500 analysis: `{error: "Analysis failed: ...", detail}`.
 */
export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    if (err instanceof AnalysisError) {
      logger.warn({ kind: err.kind, reason: err.reason, path: req.path }, 'analysis failed');
      res.status(500).json({ error: err.message, detail: err.detail });
      return;
    }
    if (err instanceof NotFoundError) {
      res.status(404).json({ detail: err.message });
      return;
    }
    if (err instanceof AppError) {
      res.status(err.status).json({ error: err.message });
      return;
    }
    // body-parser errors: not JSON, too large, wrong charset.
    const httpish = err as HttpishError;
    const status = httpish.status ?? httpish.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      const message =
        httpish.type === 'entity.too.large'
          ? 'Request body is too large (limit 100 kB).'
          : httpish.type === 'entity.parse.failed'
            ? 'Request body is not valid JSON.'
            : 'Bad request.';
      res.status(400).json({ error: message });
      return;
    }
    logger.error({ err }, 'unhandled error');
    res.status(500).json({ error: 'Internal server error' });
  };
}
