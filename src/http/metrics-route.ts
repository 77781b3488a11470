import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Metrics } from '../metrics.js';

/**
 * Counts every answered request under its route pattern (`/api/scans/:id`, never the path it was
 * called with, so that the number of series stays bounded): the pattern of the Express route that
 * answered (or the one a lean path named, setMetricsRoute), `/assets/*` for static files, and `other` for everything no route answered (404s,
 * answers of the rate limiter and of middleware).
 */
export function httpMetrics(metrics: Pick<Metrics, 'recordHttp'>): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once('finish', () => {
      metrics.recordHttp(req.method.length <= 7 ? req.method : 'OTHER', routeOf(req, res), res.statusCode, (performance.now() - started) / 1000);
    });
    next();
  };
}

/** For answers given without an Express route: the route pattern they count under. */
export function setMetricsRoute(res: Response, route: string): void {
  res.locals.metricsRoute = route;
}

function routeOf(req: Request, res: Response): string {
  const named: unknown = res.locals.metricsRoute;
  if (typeof named === 'string') return named;
  const route = (req as { route?: { path?: unknown } }).route;
  if (route !== undefined && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  if (req.path.startsWith('/assets/')) return '/assets/*';
  return 'other';
}

/**
 * Is the caller on this machine? The socket's own peer address, never X-Forwarded-For (req.ip
 * follows TRUST_PROXY). A request that carries a forwarding header came through a proxy, which
 * may well run on this machine for callers elsewhere: it is not treated as loopback.
 */
export function isLoopbackCaller(req: Request): boolean {
  if (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined || req.headers['x-real-ip'] !== undefined) return false;
  const address = req.socket.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/** `Authorization: Bearer <token>` compared in constant time (over SHA-256 digests, so lengths do not leak either). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * GET /metrics, Prometheus text format: to loopback callers as is; to others only with
 * `Authorization: Bearer <METRICS_TOKEN>` (401 without it or with another), and not at all when
 * METRICS_TOKEN is unset (404, as if there were no such page).
 */
export function metricsRoute(deps: { metrics: Pick<Metrics, 'render'>; token: string | null }): Router {
  const router = Router();
  router.get('/metrics', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!isLoopbackCaller(req)) {
      if (deps.token === null) {
        res.status(404).type('text/plain').send('Not found\n');
        return;
      }
      if (!bearerMatches(req.headers.authorization, deps.token)) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        res.status(401).type('text/plain').send('Unauthorized: send Authorization: Bearer <METRICS_TOKEN>\n');
        return;
      }
    }
    const { contentType, body } = await deps.metrics.render();
    res.status(200).type(contentType).send(body);
  });
  return router;
}
