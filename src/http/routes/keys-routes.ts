import { type Response, Router } from 'express';
import type { ApiKeyService } from '../../services/api-key-service.js';
import { authOf, requireSession } from '../auth.js';
import { jsonBody } from '../json-body.js';
import { privateNoStore } from '../private-no-store.js';

function userIdOf(res: Response): string {
  const auth = authOf(res);
  if (auth.kind !== 'user') throw new Error('requireSession must run first');
  return auth.user.id;
}

/** POST/GET/DELETE /api/keys, for the signed-in user only (README.md). */
export function keysRoutes(deps: { keys: ApiKeyService }): Router {
  const router = Router();
  router.post('/api/keys', privateNoStore, requireSession, jsonBody, async (req, res) => {
    res.status(201).json(await deps.keys.create(userIdOf(res), req.body));
  });
  router.get('/api/keys', privateNoStore, requireSession, async (_req, res) => {
    res.json({ keys: await deps.keys.list(userIdOf(res)) });
  });
  router.delete('/api/keys/:id', requireSession, async (req, res) => {
    await deps.keys.revoke(userIdOf(res), String(req.params.id));
    res.json({ status: 'revoked' });
  });
  return router;
}
