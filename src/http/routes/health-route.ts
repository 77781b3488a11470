import { Router } from 'express';
import type { Database } from '../../storage/database.js';

/** /readyz gives up on a database that has not answered in this long (a load balancer's probe must not hang). */
const READY_TIMEOUT_MS = 2_000;

export type Readiness =
  | { readonly status: 'ready'; readonly database: 'reachable'; readonly migrations: 'current' }
  | { readonly status: 'not_ready'; readonly database: 'reachable'; readonly migrations: 'pending'; readonly pending: readonly string[] }
  | { readonly status: 'not_ready'; readonly database: 'unreachable' };

/** Is the database reachable and every migration this code knows applied? */
export async function readiness(db: Pick<Database, 'migrationStatus'>, timeoutMs = READY_TIMEOUT_MS): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const status = await Promise.race([db.migrationStatus(), timedOut]);
    if (status === null) return { status: 'not_ready', database: 'unreachable' };
    if (status.pending.length > 0) return { status: 'not_ready', database: 'reachable', migrations: 'pending', pending: status.pending };
    return { status: 'ready', database: 'reachable', migrations: 'current' };
  } catch {
    return { status: 'not_ready', database: 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz: liveness, 200 `{status: "ok"}` as long as the process serves HTTP (it listens only
 * once start-up, migrations included, is done); no database round trip, so it is cheap to poll.
 * GET /readyz: readiness for load balancers and rolling deploys, checked on each call: 200 when
 * the database answers (within 2 s) and every migration is applied, 503 otherwise, with the reason.
 */
export function healthRoute(deps: { db: Pick<Database, 'migrationStatus'> }): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const ready = await readiness(deps.db);
    res.setHeader('Cache-Control', 'no-store');
    res.status(ready.status === 'ready' ? 200 : 503).json(ready);
  });
  return router;
}
