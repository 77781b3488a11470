import type { ErrorRequestHandler } from 'express';
import { AnalysisError, AppError, AuthenticationError, BusyError, ForbiddenError, GoneError, InputError, NotFoundError, UpstreamError } from '../errors.js';
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
  [BusyError, 429],
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

/** A JSON error answer (before the request id is added), and whether the error was unexpected (logged as such). */
export interface JsonErrorAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly unexpected: boolean;
}

/**
 * The one place typed errors become HTTP answers (the error handler below, and the webhook
 * receiver's fast path, src/http/fast-webhooks.ts).
 * 400/401/403/410/429: `{error}`; 404: `{detail}`; 500 analysis: `{error: "Analysis failed: ...", detail}`.
 */
export function jsonErrorAnswer(err: unknown): JsonErrorAnswer {
  if (err instanceof AnalysisError) return { status: 500, body: { error: err.message, detail: err.detail }, unexpected: false };
  if (err instanceof NotFoundError) return { status: 404, body: { detail: err.message }, unexpected: false };
  if (err instanceof AppError) return { status: statusOf(err), body: { error: err.message }, unexpected: false };
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
    return { status: 400, body: { error: message }, unexpected: false };
  }
  return { status: 500, body: { error: 'Internal server error' }, unexpected: true };
}

/**
 * Express's error handler: jsonErrorAnswer, each with `request_id`, the request's X-Request-Id.
 */
export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    if (err instanceof AnalysisError) logger.warn({ kind: err.kind, reason: err.reason, path: req.path }, 'analysis failed');
    const answer = jsonErrorAnswer(err);
    if (answer.unexpected) logger.error({ err }, 'unhandled error');
    if (err instanceof BusyError) res.setHeader('Retry-After', String(err.retryAfterSeconds));
    res.status(answer.status).json(withRequestId(res, answer.body));
  };
}
