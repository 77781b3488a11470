/**
 * The retry loop @octokit/plugin-throttling runs its requests through (its `retryLimiter`), without
 * Bottleneck. The plugin's default, a Bottleneck instance, hops through several zero-delay timers
 * per request; with a dozen parallel requests that added about 20 ms per round trip.
 *
 * Semantics the plugin relies on (Bottleneck's): `schedule(fn, ...args)` runs fn; when it throws,
 * every "failed" listener gets `(error, { args, retryCount })`; if one returns a number of
 * milliseconds, fn runs again after that wait, else the error is thrown.
 */
type FailedListener = (error: unknown, info: { args: unknown[]; retryCount: number }) => unknown;

export class RetryScheduler {
  readonly #listeners: FailedListener[] = [];

  on(event: string, listener: FailedListener): this {
    if (event === 'failed') this.#listeners.push(listener);
    return this;
  }

  async schedule<A extends unknown[], R>(fn: (...args: A) => R | PromiseLike<R>, ...args: A): Promise<R> {
    for (let retryCount = 0; ; retryCount += 1) {
      try {
        return await fn(...args);
      } catch (error) {
        let wait: number | undefined;
        for (const listener of this.#listeners) {
          const result = await listener(error, { args, retryCount });
          if (typeof result === 'number') wait = result;
        }
        if (wait === undefined) throw error;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }
}
