import express, { Router, type RequestHandler } from 'express';
import { NotFoundError } from '../../errors.js';
import type { WebhookIntake } from '../../services/webhook-intake.js';

const RAW_LIMIT = '1mb';
const parseRaw = express.raw({ type: () => true, limit: RAW_LIMIT });

/** The exact bytes GitHub signed, never re-serialised JSON. Too large: 413. */
const rawBody: RequestHandler = (req, res, next) => {
  parseRaw(req, res, (err?: unknown) => {
    const error = err as { type?: string } | undefined;
    if (error?.type === 'entity.too.large') {
      res.status(413).json({ error: 'Payload too large (limit 1 MB).' });
      return;
    }
    next(err);
  });
};

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * POST /api/webhooks/github: the receiver for per-repository hooks and the GitHub App alike.
 * Mounted before the API rate limiter: it authenticates by signature, and GitHub's bursts are not abuse.
 */
export function webhookReceiverRoute(deps: { intake: WebhookIntake }): Router {
  const router = Router();
  router.post('/api/webhooks/:provider', (req, _res, next) => {
    if (req.params.provider !== 'github') throw new NotFoundError('Unknown provider: the receiver is /api/webhooks/github');
    next();
  }, rawBody, async (req, res) => {
    const body: unknown = req.body;
    const answer = await deps.intake.receive({
      rawBody: Buffer.isBuffer(body) ? body : Buffer.alloc(0),
      signature: header(req.headers['x-hub-signature-256']),
      event: header(req.headers['x-github-event']),
      deliveryId: header(req.headers['x-github-delivery']),
    });
    res.status(answer.status).json(answer.body);
  });
  return router;
}
