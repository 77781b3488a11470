import type { Probot } from 'probot';
import type { DeliveryAnswer, VerifiedPullRequest } from '../services/webhook-intake.js';

/** What the app needs from the service: the same pull_request decision the receiver makes. */
export interface PullRequestIntake {
  acceptPullRequest(delivery: VerifiedPullRequest): Promise<DeliveryAnswer>;
}

interface Binding {
  readonly intake: PullRequestIntake;
  /** The answer of each delivery the app handled, until the receiver takes it. */
  readonly answers: Map<string, DeliveryAnswer>;
}

const bindings = new WeakMap<Probot, Binding>();

/**
 * Connects a Probot instance to the service's intake before `probot.load(svcApp)`. The receiver
 * (src/http/routes/webhook-receiver-route.ts) verifies app deliveries itself, then calls
 * `dispatch`, which runs them through this app's handlers and returns the handler's answer.
 */
export function attachIntake(probot: Probot, intake: PullRequestIntake): (delivery: { id: string; name: string; payload: unknown }) => Promise<DeliveryAnswer> {
  const binding: Binding = { intake, answers: new Map() };
  bindings.set(probot, binding);
  return async (delivery) => {
    try {
      await probot.receive(delivery as Parameters<Probot['receive']>[0]);
    } catch (error) {
      // @octokit/webhooks wraps handler errors in an AggregateError: surface the first one.
      const inner = (error as { errors?: unknown[] }).errors?.[0];
      throw inner ?? error;
    }
    const answer = binding.answers.get(delivery.id);
    binding.answers.delete(delivery.id);
    if (answer === undefined) throw new Error(`the app did not handle the ${delivery.name} delivery ${delivery.id}`);
    return answer;
  };
}

/**
 * The svc GitHub App (app.yml): every pull_request event of an installation goes to the one
 * intake, which decides whether it is analyzed (opened, synchronize, ready_for_review, reopened;
 * never drafts) and queues it. The analysis and the `svc signal` check run happen in the worker.
 */
export default function svcApp(app: Probot): void {
  app.on('pull_request', async (context) => {
    const binding = bindings.get(app);
    if (binding === undefined) throw new Error('svc app: no intake attached (call attachIntake before load)');
    const installationId = (context.payload as { installation?: { id: number } }).installation?.id;
    const answer = await binding.intake.acceptPullRequest({
      deliveryId: context.id,
      payload: context.payload,
      via: 'installation',
      installationId: installationId === undefined ? null : String(installationId),
    });
    binding.answers.set(context.id, answer);
  });
}
