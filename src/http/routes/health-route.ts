import { Router } from 'express';
import type { Database } from '../../storage/database.js';

/** GET /healthz: 200 once the database answers, 503 otherwise. */
export function healthRoute(deps: { db: Database }): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    const ok = await deps.db.ping();
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', database: ok ? 'reachable' : 'unreachable' });
  });
  return router;
}
