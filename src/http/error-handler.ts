import type { ErrorRequestHandler } from 'express';
import { AnalysisError, AppError, AuthenticationError, ForbiddenError, GoneError, InputError, NotFoundError, UpstreamError } from '../errors.js';
import type { Logger } from '../logger.js';
import { withRequestId } from './request-id.js';

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/** The HTTP status of each typed error (src/errors.ts): the one mapping, for JSON and pages alike. */
const STATUS_OF: readonly (readonly [new (...args: never[]) => AppError, number])[] = [
  [InputError, 400],
  [AuthenticationError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [GoneError, 410],
  [AnalysisError, 500],
  [UpstreamError, 502],
];

export function statusOf(error: AppError): number {
  return STATUS_OF.find(([type]) => error instanceof type)?.[1] ?? 500;
}

/** What a page shows of a failure: a typed error's status, message and detail. Any other error is rethrown. */
export function failureOf(error: unknown): { status: number; message: string; detail?: string } {
  if (!(error instanceof AppError)) throw error;
  return { status: statusOf(error), message: error.message, ...(error instanceof AnalysisError ? { detail: error.detail } : {}) };
}

/**
 * The one place typed errors become HTTP answers.
 * 400/401/403/410/429: `{error}`; 404: `{detail}`; 500 analysis: `{error: "Analysis failed: ...", detail}`;
 * each with `request_id`, the request's X-Request-Id.
 */
export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    if (err instanceof AnalysisError) {
      logger.warn({ kind: err.kind, reason: err.reason, path: req.path }, 'analysis failed');
      res.status(500).json(withRequestId(res, { error: err.message, detail: err.detail }));
      return;
    }
    if (err instanceof NotFoundError) {
      res.status(404).json(withRequestId(res, { detail: err.message }));
      return;
    }
    if (err instanceof AppError) {
      res.status(statusOf(err)).json(withRequestId(res, { error: err.message }));
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
      res.status(400).json(withRequestId(res, { error: message }));
      return;
    }
    logger.error({ err }, 'unhandled error');
    res.status(500).json(withRequestId(res, { error: 'Internal server error' }));
  };
}
