import express, { Router, type RequestHandler } from 'express';
import { NotFoundError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { DeliveryOutcome, Metrics } from '../../metrics.js';
import type { IntakeActivity } from '../../services/intake-activity.js';
import type { AppReceiver, WebhookIntake } from '../../services/webhook-intake.js';
import { requestIdOf, withRequestId } from '../request-id.js';

const RAW_LIMIT = '1mb';
const parseRaw = express.raw({ type: () => true, limit: RAW_LIMIT });

/** The exact bytes GitHub signed, never re-serialised JSON. Too large: 413. */
const rawBody: RequestHandler = (req, res, next) => {
  parseRaw(req, res, (err?: unknown) => {
    const error = err as { type?: string } | undefined;
    if (error?.type === 'entity.too.large') {
      res.status(413).json(withRequestId(res, { error: 'Payload too large (limit 1 MB).' }));
      return;
    }
    next(err);
  });
};

/** The metrics label of a delivery: what the intake answered, or what its error status says. */
function deliveryOutcome(status: number, answered: unknown): DeliveryOutcome {
  if (answered === 'queued' || answered === 'duplicate' || answered === 'ignored' || answered === 'pong') return answered;
  if (status === 401) return 'bad_signature';
  if (status === 410) return 'disabled';
  if (status === 413) return 'too_large';
  if (status === 404) return 'unknown_provider';
  if (status >= 400 && status < 500) return 'rejected';
  return 'error';
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * POST /api/webhooks/github: the receiver for per-repository hooks and the GitHub App alike. The
 * intake checks the JSON and headers and says who verifies: the app (Probot, WEBHOOK_SECRET) or
 * the repository's own secret (the intake, with @octokit/webhooks-methods).
 * Mounted first, ahead of the request logger, security headers, sessions and the API rate limiter:
 * it authenticates by signature, GitHub's bursts are not abuse, and its answer is a few bytes of
 * JSON for GitHub. It logs one line per delivery itself (never a header or the body).
 */
export function webhookReceiverRoute(deps: { intake: WebhookIntake; app: AppReceiver | null; activity: IntakeActivity; logger: Logger; metrics?: Pick<Metrics, 'recordDelivery'> }): Router {
  const router = Router();
  router.post(
    '/api/webhooks/:provider',
    (req, res, next) => {
      if (req.params.provider !== 'github') throw new NotFoundError('Unknown provider: the receiver is /api/webhooks/github');
      const started = performance.now();
      const end = deps.activity.begin();
      res.once('close', () => {
        end();
        deps.metrics?.recordDelivery(deliveryOutcome(res.statusCode, res.locals.deliveryStatus));
        deps.logger.info(
          { requestId: requestIdOf(res), delivery: header(req.headers['x-github-delivery'])?.slice(0, 128), event: header(req.headers['x-github-event'])?.slice(0, 64), statusCode: res.statusCode, ms: Math.round(performance.now() - started) },
          'webhook delivery',
        );
      });
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'no-store');
      next();
    },
    rawBody,
    async (req, res) => {
      const body: unknown = req.body;
      const delivery = deps.intake.parse({
        rawBody: Buffer.isBuffer(body) ? body : Buffer.alloc(0),
        signature: header(req.headers['x-hub-signature-256']),
        event: header(req.headers['x-github-event']),
        deliveryId: header(req.headers['x-github-delivery']),
      });
      const answer = delivery.verifier === 'app' && deps.app !== null ? await deps.app.receive(delivery) : await deps.intake.receive(delivery);
      res.locals.deliveryStatus = answer.body.status;
      res.status(answer.status).json(answer.status >= 400 ? withRequestId(res, answer.body) : answer.body);
    },
  );
  return router;
}
