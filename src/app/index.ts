import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApplicationFunction, Context, Probot } from 'probot';
import { AuthenticationError } from '../errors.js';
import type { AppIntake, DeliveryAnswer, ReceivedDelivery, VerifiedDelivery } from '../services/webhook-intake.js';

/** What one delivery's handler decided: the intake's answer, or the error it refused the delivery with. */
interface Outcome {
  answer?: DeliveryAnswer;
  error?: unknown;
}

/**
 * The answer of the delivery being received, scoped to that delivery's async context: the
 * receiver opens a scope around `verifyAndReceive`, the handler fills it. Nothing is keyed by
 * delivery id and nothing outlives the delivery.
 */
const outcomes = new AsyncLocalStorage<Outcome>();

function verifiedOf(context: Context): VerifiedDelivery {
  const installationId = (context.payload as { installation?: { id?: unknown } }).installation?.id;
  return { deliveryId: context.id, event: context.name, payload: context.payload, via: 'installation', installationId: typeof installationId === 'number' ? String(installationId) : null };
}

/** Runs the intake's decision for the delivery and keeps its answer (or refusal) for the receiver. */
async function decide(decision: Promise<DeliveryAnswer>): Promise<void> {
  const outcome = outcomes.getStore();
  try {
    const answer = await decision;
    if (outcome !== undefined) outcome.answer = answer;
  } catch (error) {
    // Kept for the receiver to answer with (400 for a payload GitHub would not send), rather than
    // thrown through Probot, which would log an expected refusal as an error.
    if (outcome === undefined) throw error;
    outcome.error = error;
  }
}

/**
 * The svc GitHub App (app.yml). Each handler calls the intake once:
 * - `pull_request`: queued when opened, synchronize, ready_for_review or reopened (never drafts);
 * - `ping`: pong;
 * - "Re-run" of the `svc signal` check (`check_run.rerequested`, `check_suite.rerequested`): the
 *   pull requests of that commit are queued and analyzed again.
 * The analysis and the `svc signal` check run happen in the worker.
 */
export function svcApp(intake: AppIntake): ApplicationFunction {
  return (app: Probot) => {
    app.on('pull_request', (context) => decide(intake.acceptPullRequest(verifiedOf(context))));
    app.on('ping', (context) => decide(intake.acceptPing(verifiedOf(context))));
    app.on(['check_run.rerequested', 'check_suite.rerequested'], (context) => decide(intake.acceptRerun(verifiedOf(context))));
  };
}

/** Probot's own check failed: the signature does not match WEBHOOK_SECRET (or is missing). */
function isSignatureFailure(error: unknown): boolean {
  const inner = error instanceof AggregateError ? (error.errors[0] as { status?: unknown; message?: unknown } | undefined) : undefined;
  return inner?.status === 400 && typeof inner.message === 'string' && inner.message.includes('signature does not match');
}

/**
 * GitHub App deliveries: verified by Probot (`webhooks.verifyAndReceive`, WEBHOOK_SECRET) and run
 * through svcApp's handlers. Events without a handler are recorded as ignored.
 */
export class AppDeliveries {
  constructor(
    private readonly probot: Probot,
    private readonly intake: AppIntake,
  ) {}

  /** Builds Probot's handlers for `intake` (call once, before the first delivery). */
  static async create(probot: Probot, intake: AppIntake): Promise<AppDeliveries> {
    await probot.load(svcApp(intake));
    await probot.ready();
    return new AppDeliveries(probot, intake);
  }

  async receive(delivery: ReceivedDelivery): Promise<DeliveryAnswer> {
    const outcome: Outcome = {};
    try {
      await outcomes.run(outcome, () =>
        this.probot.webhooks.verifyAndReceive({
          id: delivery.deliveryId,
          name: delivery.event as Parameters<Probot['webhooks']['verifyAndReceive']>[0]['name'],
          payload: delivery.rawBody.toString('utf8'),
          signature: delivery.signature ?? '',
        }),
      );
    } catch (error) {
      if (isSignatureFailure(error)) throw new AuthenticationError('Invalid signature');
      // @octokit/webhooks wraps handler errors in an AggregateError: surface the first one.
      throw (error instanceof AggregateError ? error.errors[0] : undefined) ?? error;
    }
    if (outcome.error !== undefined) throw outcome.error;
    if (outcome.answer !== undefined) return outcome.answer;
    // Verified, but no handler for this event or action.
    return this.intake.recordIgnored({ deliveryId: delivery.deliveryId, event: delivery.event, payload: delivery.payload, via: 'installation', installationId: delivery.installationId === undefined ? null : String(delivery.installationId) });
  }
}
