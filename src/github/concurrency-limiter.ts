/**
 * A tiny stand-in for a Bottleneck group, for @octokit/plugin-throttling.
 *
 * The plugin's default limiter groups are module-level singletons shared by every Octokit in the
 * process (10 concurrent requests in all, one search every 2 seconds). That would make one
 * analysis wait for another, even when they use different tokens, and serialise a large PR's file
 * pages. Each client built by createOctokit gets its own limiter instead; a caller that wants one
 * budget for several clients (for example all analyses that share GITHUB_TOKEN) passes the same
 * limiter to each of them.
 */
export class ConcurrencyLimiter {
  readonly maxConcurrent: number;
  #active = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(maxConcurrent: number) {
    if (!Number.isInteger(maxConcurrent) || maxConcurrent < 1) {
      throw new RangeError('maxConcurrent must be a positive integer');
    }
    this.maxConcurrent = maxConcurrent;
  }

  /** Bottleneck.Group#key: every key shares this one limiter. */
  key(_id?: string): this {
    return this;
  }

  /** Bottleneck#schedule(options, fn, ...args). Jobs of weight 0 (the plugin's retries) skip the queue. */
  async schedule<A extends unknown[], R>(
    jobOptions: { weight?: number } | undefined,
    fn: (...args: A) => R | PromiseLike<R>,
    ...args: A
  ): Promise<R> {
    if (jobOptions?.weight === 0) {
      return await fn(...args);
    }
    await this.#acquire();
    try {
      return await fn(...args);
    } finally {
      this.#release();
    }
  }

  /** Requests running now (for tests and metrics). */
  get active(): number {
    return this.#active;
  }

  #acquire(): Promise<void> {
    if (this.#active < this.maxConcurrent) {
      this.#active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.#waiting.push(() => {
        this.#active += 1;
        resolve();
      });
    });
  }

  #release(): void {
    this.#active -= 1;
    const next = this.#waiting.shift();
    if (next) next();
  }
}
