/**
 * Typed errors. They say what went wrong, not how a door answers it: src/http/error-handler.ts
 * maps each type to its HTTP status (and the page or JSON shape), the CLI to its exit code.
 * Messages are safe to show: they never contain a token or a secret.
 */

export class AppError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** Bad input from the caller (HTTP 400 `{error}`). */
export class InputError extends AppError {}

/** A resource that does not exist (HTTP 404 `{detail}`). */
export class NotFoundError extends AppError {}

/** Missing or invalid credentials (HTTP 401 `{error}`). */
export class AuthenticationError extends AppError {}

/** Authenticated, but not allowed (HTTP 403 `{error}`). */
export class ForbiddenError extends AppError {}

/** The resource existed and is gone for good (HTTP 410 `{error}`). */
export class GoneError extends AppError {}

/**
 * The caller already has as many analyses running as it may (HTTP 429 `{error}` with Retry-After):
 * one caller cannot hold every analysis thread (docs/reliability.md, "Analyses per caller").
 */
export class BusyError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** GitHub could not answer a question the request depends on, other than the analysis (HTTP 502 `{error}`). */
export class UpstreamError extends AppError {}

/** Reasons an analysis can fail, so callers (queue, CLI) can react without parsing text. */
export type AnalysisFailureKind = 'not_found' | 'forbidden' | 'rate_limited' | 'timeout' | 'github_error' | 'invalid_response' | 'internal';

/**
 * The analysis failed (HTTP 500 `{error: "Analysis failed: <reason>", detail}`).
 * `reason` is short; `detail` says more about the cause. Neither contains a token.
 */
export class AnalysisError extends AppError {
  readonly reason: string;
  readonly detail: string;
  readonly kind: AnalysisFailureKind;
  /** For rate limits: when GitHub says the budget resets (Unix seconds). */
  readonly resetAt: number | null;
  constructor(reason: string, detail: string, kind: AnalysisFailureKind = 'internal', resetAt: number | null = null) {
    super(`Analysis failed: ${reason}`);
    this.reason = reason;
    this.detail = detail;
    this.kind = kind;
    this.resetAt = resetAt;
  }
}
