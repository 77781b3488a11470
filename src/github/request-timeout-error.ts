/**
 * A GitHub request that got no complete answer within the per-request time limit.
 *
 * Its `name` is "AbortError" on purpose: @octokit/request passes errors of that name through
 * unchanged (anything else becomes a RequestError with status 500, which the retry plugin would
 * retry). A request that already waited the whole time limit is not worth three more tries.
 */
export class RequestTimeoutError extends Error {
  readonly timeoutMs: number;
  readonly isTimeout = true;
  constructor(timeoutMs: number, method: string, url: string) {
    super(`GitHub did not answer ${method} ${url} within ${timeoutMs} ms`);
    this.name = 'AbortError';
    this.timeoutMs = timeoutMs;
  }
}

export function isRequestTimeoutError(error: unknown): error is RequestTimeoutError {
  return error instanceof RequestTimeoutError;
}
