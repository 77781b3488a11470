import type { IncomingHttpHeaders } from 'node:http';
import express, { Router, type RequestHandler } from 'express';
import { NotFoundError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { DeliveryOutcome, Metrics } from '../../metrics.js';
import type { IntakeActivity } from '../../services/intake-activity.js';
import type { AppReceiver, DeliveryAnswer, WebhookIntake } from '../../services/webhook-intake.js';
import { requestIdOf, withRequestId } from '../request-id.js';

/** The largest body taken (1 MB, as body-parser counts '1mb'); larger: 413. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;
const parseRaw = express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT });

/** The 413 answer's body (before the request id). */
export const TOO_LARGE = { error: 'Payload too large (limit 1 MB).' } as const;

/** The route pattern the receiver's requests are counted under (HTTP metrics). */
export const WEBHOOK_ROUTE = '/api/webhooks/:provider';

/** The receiver's own answer headers (besides X-Request-Id and the body's type and length). */
export const WEBHOOK_ANSWER_HEADERS = [['X-Content-Type-Options', 'nosniff'], ['Cache-Control', 'no-store']] as const;

/** What the receiver needs: the intake, the GitHub App (or null), the activity tracker, a logger, metrics. */
export interface WebhookReceiverDeps {
  readonly intake: WebhookIntake;
  readonly app: AppReceiver | null;
  readonly activity: IntakeActivity;
  readonly logger: Logger;
  readonly metrics?: Pick<Metrics, 'recordDelivery'>;
}

/** The exact bytes GitHub signed, never re-serialised JSON. Too large: 413. */
const rawBody: RequestHandler = (req, res, next) => {
  parseRaw(req, res, (err?: unknown) => {
    const error = err as { type?: string } | undefined;
    if (error?.type === 'entity.too.large') {
      res.status(413).json(withRequestId(res, TOO_LARGE));
      return;
    }
    next(err);
  });
};

/** The metrics label of a delivery: what the intake answered, or what its error status says. */
export function deliveryOutcome(status: number, answered: unknown): DeliveryOutcome {
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
 * One delivery's decision, whichever path read it (this route, or the fast path of
 * src/http/fast-webhooks.ts): the intake checks the JSON and headers, then the app (Probot) or the
 * intake verifies and decides. Throws the typed errors the error handler answers.
 */
export async function receiveDelivery(deps: Pick<WebhookReceiverDeps, 'intake' | 'app'>, rawBody: Buffer, headers: IncomingHttpHeaders): Promise<DeliveryAnswer> {
  const delivery = deps.intake.parse({
    rawBody,
    signature: header(headers['x-hub-signature-256']),
    event: header(headers['x-github-event']),
    deliveryId: header(headers['x-github-delivery']),
  });
  return delivery.verifier === 'app' && deps.app !== null ? deps.app.receive(delivery) : deps.intake.receive(delivery);
}

/** The receiver's line per delivery (never a header value but the delivery id and event, never the body). */
export function logDelivery(logger: Logger, requestId: string | undefined, headers: IncomingHttpHeaders, statusCode: number, started: number): void {
  logger.info(
    { requestId, delivery: header(headers['x-github-delivery'])?.slice(0, 128), event: header(headers['x-github-event'])?.slice(0, 64), statusCode, ms: Math.round(performance.now() - started) },
    'webhook delivery',
  );
}

/**
 * POST /api/webhooks/github: the receiver for per-repository hooks and the GitHub App alike. The
 * intake checks the JSON and headers and says who verifies: the app (Probot, WEBHOOK_SECRET) or
 * the repository's own secret (the intake, with @octokit/webhooks-methods).
 * Mounted first, ahead of the request logger, security headers, sessions and the API rate limiter:
 * it authenticates by signature, GitHub's bursts are not abuse, and its answer is a few bytes of
 * JSON for GitHub. It logs one line per delivery itself (never a header or the body).
 */
export function webhookReceiverRoute(deps: WebhookReceiverDeps): Router {
  const router = Router();
  router.post(
    '/api/webhooks/:provider',
    (req, res, next) => {
      if (req.params.provider !== 'github') throw new NotFoundError('Unknown provider: the receiver is /api/webhooks/github');
      const started = performance.now();
      const end = deps.activity.begin();
      const read = deps.activity.reading();
      res.locals.bodyRead = read;
      res.once('close', () => {
        read();
        end();
        deps.metrics?.recordDelivery(deliveryOutcome(res.statusCode, res.locals.deliveryStatus));
        logDelivery(deps.logger, requestIdOf(res), req.headers, res.statusCode, started);
      });
      for (const [name, value] of WEBHOOK_ANSWER_HEADERS) res.setHeader(name, value);
      next();
    },
    rawBody,
    async (req, res) => {
      (res.locals.bodyRead as () => void)();
      const body: unknown = req.body;
      const answer = await receiveDelivery(deps, Buffer.isBuffer(body) ? body : Buffer.alloc(0), req.headers);
      res.locals.deliveryStatus = answer.body.status;
      res.status(answer.status).json(answer.status >= 400 ? withRequestId(res, answer.body) : answer.body);
    },
  );
  return router;
}
