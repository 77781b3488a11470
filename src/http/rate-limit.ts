import type { RequestHandler } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit, type Store } from 'express-rate-limit';
import { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { authOf } from './auth.js';
import { withRequestId } from './request-id.js';

export interface RateLimitOptions {
  /** Requests a minute for a user (all of their keys and sessions together). */
  readonly authenticated: number;
  /** Requests a minute for one client IP without valid credentials. */
  readonly anonymous: number;
  /** Shared counters for several processes; null keeps them in this process's memory. */
  readonly redisUrl: string | null;
  readonly windowMs?: number;
}

/** One request counted against a budget: what the X-RateLimit-* headers and a 429 say. */
export interface RateCount {
  readonly limit: number;
  readonly remaining: number;
  /** When the window ends (X-RateLimit-Reset, Retry-After); absent when the store does not say. */
  readonly resetTime: Date | undefined;
  readonly exceeded: boolean;
  /** Retry-After of a 429, in seconds, as express-rate-limit computes it. */
  readonly retryAfterSeconds: number;
}

export interface RateLimiter {
  readonly middleware: RequestHandler;
  /**
   * Counts one request of an anonymous caller at `ip` (the address Express's req.ip gives) in the
   * middleware's own store, under the same key: for answers given before Express
   * (src/http/fast-reads.ts). Rejects when the store fails (a Redis outage): the caller then
   * lets the request through, as the middleware does (passOnStoreError).
   */
  countAnonymous(ip: string): Promise<RateCount>;
  close(): Promise<void>;
}

/**
 * The legacy headers express-rate-limit sends (legacyHeaders: true), appended to a flat list of
 * names and values (res.writeHead's), for answers given without the middleware.
 */
export function pushRateLimitHeaders(headers: string[], count: RateCount): void {
  headers.push('X-RateLimit-Limit', String(count.limit), 'X-RateLimit-Remaining', String(count.remaining));
  if (count.resetTime !== undefined) headers.push('X-RateLimit-Reset', String(Math.ceil(count.resetTime.getTime() / 1000)));
}

/** The key an anonymous caller is counted under (the middleware's keyGenerator, for a caller without valid credentials). */
const anonymousKey = (ip: string): string => `ip:${ipKeyGenerator(ip)}`;

/**
 * 60 a minute per user, 10 per IP otherwise (configurable), with X-RateLimit-Limit, -Remaining
 * and -Reset (Unix seconds) on every answer and 429 `{error: "Rate limit exceeded"}` with
 * Retry-After past it. Requests with an invalid key count against the client IP.
 */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  let redis: Redis | null = null;
  // The store is made here, not left to the middleware, so that countAnonymous counts in it too.
  let store: Store = new MemoryStore();
  if (options.redisUrl !== null) {
    redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    const client = redis;
    store = new RedisStore({
      prefix: 'svc:rl:',
      sendCommand: (command: string, ...args: string[]) => client.call(command, ...args) as Promise<RedisReply>,
    });
  }
  const windowMs = options.windowMs ?? 60_000;
  const middleware = rateLimit({
    windowMs,
    limit: (_req, res) => (authOf(res).kind === 'user' ? options.authenticated : options.anonymous),
    keyGenerator: (req, res) => {
      const auth = authOf(res);
      // Spelt out (not anonymousKey) for express-rate-limit's check that req.ip goes through ipKeyGenerator.
      return auth.kind === 'user' ? `user:${auth.user.id}` : `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`;
    },
    legacyHeaders: true,
    standardHeaders: false,
    store,
    // A Redis outage must not take the API down with it: let requests through and log.
    passOnStoreError: true,
    handler: (_req, res) => {
      res.status(429).json(withRequestId(res, { error: 'Rate limit exceeded' }));
    },
  });
  const limit = options.anonymous;
  return {
    middleware,
    async countAnonymous(ip) {
      const hits = await store.increment(anonymousKey(ip));
      const { totalHits, resetTime } = hits;
      return {
        limit,
        remaining: Math.max(limit - totalHits, 0),
        resetTime,
        exceeded: totalHits > limit,
        retryAfterSeconds: resetTime !== undefined ? Math.max(0, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : Math.ceil(windowMs / 1000),
      };
    },
    async close() {
      if (redis !== null) await redis.quit().catch(() => undefined);
    },
  };
}
