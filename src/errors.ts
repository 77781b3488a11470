/**
 * Typed errors, mapped to HTTP in one place (src/http/error-handler.ts). Messages are safe to show:
 * they never contain a token or a secret.
 */

export class AppError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = new.target.name;
    this.status = status;
  }
}

/** Bad input from the caller: 400 `{error}`. */
export class InputError extends AppError {
  constructor(message: string) {
    super(message, 400);
  }
}

/** A resource that does not exist: 404 `{detail}`. */
export class NotFoundError extends AppError {
  constructor(message: string) {
    super(message, 404);
  }
}

/** Missing or invalid credentials: 401 `{error}`. */
export class AuthenticationError extends AppError {
  constructor(message: string) {
    super(message, 401);
  }
}

/** Authenticated, but not allowed: 403 `{error}`. */
export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(message, 403);
  }
}

/** The resource existed and is gone for good: 410 `{error}`. */
export class GoneError extends AppError {
  constructor(message: string) {
    super(message, 410);
  }
}

/** Reasons an analysis can fail, so callers (queue, CLI) can react without parsing text. */
export type AnalysisFailureKind = 'not_found' | 'forbidden' | 'rate_limited' | 'timeout' | 'github_error' | 'invalid_response' | 'internal';

/**
 * The analysis failed: 500 `{error: "Analysis failed: <reason>", detail}`.
 * `reason` is short; `detail` says more about the cause. Neither contains a token.
 */
export class AnalysisError extends AppError {
  readonly reason: string;
  readonly detail: string;
  readonly kind: AnalysisFailureKind;
  /** For rate limits: when GitHub says the budget resets (Unix seconds). */
  readonly resetAt: number | null;
  constructor(reason: string, detail: string, kind: AnalysisFailureKind = 'internal', resetAt: number | null = null) {
    super(`Analysis failed: ${reason}`, 500);
    this.reason = reason;
    this.detail = detail;
    this.kind = kind;
    this.resetAt = resetAt;
  }
}
