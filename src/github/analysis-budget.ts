/**
 * What one analysis may spend on GitHub (issue #15, defect 5: one anonymous request for a PR of
 * 3,000 changed package.json without patches made 6,040 GitHub requests; answers were read whole).
 *
 * - `requests`: HTTP requests sent, retries included. The next one is refused before it is sent.
 * - `bytes`: response bytes read, all answers together. An answer that would go past it is cut off.
 * - `files`: changed files whose content (base and head) is read. Further files are not read.
 * - `fileBytes`: the largest file content read; a larger one is skipped (and named) unread.
 *
 * Limits come from ANALYSIS_MAX_GITHUB_REQUESTS, ANALYSIS_MAX_BYTES, ANALYSIS_MAX_FILES and
 * ANALYSIS_MAX_FILE_BYTES (src/config.ts, DEFAULT_ANALYSIS_BUDGET). One budget per analysis, shared by every request of its GitHub client (createOctokit's `budget`).
 * When a limit is reached the analysis completes with what it has and says so (`meta.budget`).
 */
export interface BudgetLimits {
  readonly requests: number;
  readonly bytes: number;
  readonly files: number;
  readonly fileBytes: number;
}

export type BudgetLimit = 'requests' | 'bytes' | 'files';

export interface BudgetReport {
  readonly limits: BudgetLimits;
  readonly used: { readonly requests: number; readonly bytes: number; readonly files: number };
  readonly reached: readonly BudgetLimit[];
}

export class AnalysisBudget {
  #requests = 0;
  #bytes = 0;
  #files = 0;
  readonly #reached = new Set<BudgetLimit>();
  readonly #stopped = new AbortController();

  constructor(readonly limits: BudgetLimits) {}

  /**
   * Ends the analysis' reads (its time limit passed, its caller has its answer): requests in flight
   * are aborted and no other is sent, so that a stopped analysis spends no more of the rate limit
   * and reads nothing more behind the caller's back.
   */
  stop(reason: string): void {
    if (!this.#stopped.signal.aborted) this.#stopped.abort(new AnalysisStoppedError(reason));
  }

  /** Aborted once the analysis is stopped: the GitHub client ends its requests in flight with it. */
  get signal(): AbortSignal {
    return this.#stopped.signal;
  }

  /** Counts one request about to be sent; throws BudgetExhaustedError (nothing sent) when none is left, AnalysisStoppedError once stopped. */
  takeRequest(): void {
    if (this.#stopped.signal.aborted) throw this.#stopped.signal.reason as AnalysisStoppedError;
    if (this.#requests >= this.limits.requests) throw this.#exhausted('requests');
    this.#requests += 1;
  }

  /** Response bytes still allowed. */
  get bytesLeft(): number {
    return Math.max(0, this.limits.bytes - this.#bytes);
  }

  /** Counts bytes read; throws BudgetExhaustedError when they go past the limit. */
  addBytes(count: number): void {
    this.#bytes += count;
    if (this.#bytes > this.limits.bytes) {
      this.#bytes = this.limits.bytes;
      throw this.#exhausted('bytes');
    }
  }

  /** Whether one more changed file's content may be read (counts it when it may). */
  takeFile(): boolean {
    if (this.#files >= this.limits.files) {
      this.#reached.add('files');
      return false;
    }
    this.#files += 1;
    return true;
  }

  get reached(): readonly BudgetLimit[] {
    return [...this.#reached];
  }

  report(): BudgetReport {
    return { limits: this.limits, used: { requests: this.#requests, bytes: this.#bytes, files: this.#files }, reached: this.reached };
  }

  /** The error for an answer cut off at the byte limit (and notes the limit as reached). */
  bytesExhausted(): BudgetExhaustedError {
    return this.#exhausted('bytes');
  }

  #exhausted(limit: 'requests' | 'bytes'): BudgetExhaustedError {
    this.#reached.add(limit);
    return new BudgetExhaustedError(limit, limit === 'requests' ? this.limits.requests : this.limits.bytes);
  }
}

/**
 * A GitHub read refused or cut off by the analysis budget. Its `name` is "AbortError" for the same
 * reason as RequestTimeoutError's: @octokit/request passes it through unchanged and the retry
 * plugin does not retry it.
 */
export class BudgetExhaustedError extends Error {
  readonly limit: 'requests' | 'bytes';
  constructor(limit: 'requests' | 'bytes', value: number) {
    super(limit === 'requests' ? `the analysis budget of ${value} GitHub requests is spent` : `the analysis budget of ${formatBytes(value)} of GitHub answers is spent`);
    this.name = 'AbortError';
    this.limit = limit;
  }
}

/** A GitHub read refused or ended because its analysis was stopped (AnalysisBudget.stop); "AbortError" so that it is not retried. */
export class AnalysisStoppedError extends Error {
  constructor(reason: string) {
    super(`the analysis was stopped: ${reason}`);
    this.name = 'AbortError';
  }
}

/** A file content larger than the per-file limit: it was not read. */
export class ResponseTooLargeError extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`over ${formatBytes(maxBytes)}`);
    this.name = 'AbortError';
    this.maxBytes = maxBytes;
  }
}

export function isBudgetExhaustedError(error: unknown): error is BudgetExhaustedError {
  return error instanceof BudgetExhaustedError;
}

export function isResponseTooLargeError(error: unknown): error is ResponseTooLargeError {
  return error instanceof ResponseTooLargeError;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

