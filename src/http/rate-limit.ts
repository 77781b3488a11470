import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
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

export interface RateLimiter {
  readonly middleware: RequestHandler;
  close(): Promise<void>;
}

/**
 * 60 a minute per user, 10 per IP otherwise (configurable), with X-RateLimit-Limit, -Remaining
 * and -Reset (Unix seconds) on every answer and 429 `{error: "Rate limit exceeded"}` with
 * Retry-After past it. Requests with an invalid key count against the client IP.
 */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  let redis: Redis | null = null;
  let store: Store | undefined;
  if (options.redisUrl !== null) {
    redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    const client = redis;
    store = new RedisStore({
      prefix: 'svc:rl:',
      sendCommand: (command: string, ...args: string[]) => client.call(command, ...args) as Promise<RedisReply>,
    });
  }
  const middleware = rateLimit({
    windowMs: options.windowMs ?? 60_000,
    limit: (_req, res) => (authOf(res).kind === 'user' ? options.authenticated : options.anonymous),
    keyGenerator: (req, res) => {
      const auth = authOf(res);
      return auth.kind === 'user' ? `user:${auth.user.id}` : `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`;
    },
    legacyHeaders: true,
    standardHeaders: false,
    ...(store !== undefined ? { store } : {}),
    // A Redis outage must not take the API down with it: let requests through and log.
    passOnStoreError: true,
    handler: (_req, res) => {
      res.status(429).json(withRequestId(res, { error: 'Rate limit exceeded' }));
    },
  });
  return {
    middleware,
    async close() {
      if (redis !== null) await redis.quit().catch(() => undefined);
    },
  };
}
