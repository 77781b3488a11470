import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AuthenticationError, GoneError, InputError } from '../errors.js';
import type { Encryptor } from '../security/encryption.js';
import type { RepositoryStore } from '../storage/repository-store.js';
import type { DeliveryVia, WebhookQueue } from '../storage/webhook-queue.js';

/** A delivery as it reached the receiver: the raw bytes GitHub signed and its headers. */
export interface IncomingDelivery {
  readonly rawBody: Buffer;
  /** X-Hub-Signature-256: `sha256=<hex>` */
  readonly signature: string | undefined;
  /** X-GitHub-Event */
  readonly event: string | undefined;
  /** X-GitHub-Delivery */
  readonly deliveryId: string | undefined;
}

export type DeliveryAnswer =
  | { readonly status: 200; readonly body: { status: 'pong' } | { status: 'duplicate' } | { status: 'ignored'; reason: string } }
  | { readonly status: 202; readonly body: { status: 'queued'; delivery_id: string } };

/** A verified pull_request delivery, from the receiver or from the Probot app. */
export interface VerifiedPullRequest {
  readonly deliveryId: string;
  readonly payload: unknown;
  readonly via: DeliveryVia;
  readonly installationId: string | null;
}

/** Runs verified app deliveries through the Probot app (src/app), which calls acceptPullRequest. */
export type AppDispatcher = (delivery: { id: string; name: string; payload: unknown }) => Promise<DeliveryAnswer>;

/** pull_request actions that trigger an analysis (interface.md section 6). */
export const ANALYZED_ACTIONS: ReadonlySet<string> = new Set(['opened', 'synchronize', 'ready_for_review', 'reopened']);

const SIGNATURE_PATTERN = /^sha256=([0-9a-f]{64})$/;
const DELIVERY_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
const EVENT_PATTERN = /^[a-z_]{1,64}$/;

/** Only what the receiver reads to pick a secret: the rest waits until the signature is verified. */
const Envelope = z.object({
  repository: z.object({ full_name: z.string() }).partial().optional().catch(undefined),
  installation: z.object({ id: z.number() }).optional().catch(undefined),
});

const PullRequestPayload = z.object({
  action: z.string(),
  pull_request: z.object({
    number: z.number().int().positive(),
    draft: z.boolean().optional(),
    updated_at: z.string().nullable().optional(),
    head: z.object({ sha: z.string().regex(/^[0-9a-f]{40,64}$/i) }),
  }),
  repository: z.object({
    name: z.string(),
    owner: z.object({ login: z.string() }),
  }),
});

/** Constant-time check of `sha256=<hex>` over the exact bytes received. */
export function signatureMatches(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  const match = signature === undefined ? null : SIGNATURE_PATTERN.exec(signature.trim().toLowerCase());
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  if (match?.[1] === undefined) {
    timingSafeEqual(expected, expected);
    return false;
  }
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}

/**
 * The receiver's decisions: which secret verifies a delivery, whether it is analyzed, and — for
 * analyzable pull_request deliveries — recording and queueing it in one transaction. It answers
 * in milliseconds; the analysis runs later from the queue.
 */
export class WebhookIntake {
  private appDispatcher: AppDispatcher | null = null;

  constructor(
    private readonly deps: {
      repositories: RepositoryStore;
      queue: WebhookQueue;
      encryptor: Encryptor;
      /** The GitHub App's WEBHOOK_SECRET, or null when the app is off. */
      appWebhookSecret: string | null;
      /** Called after a job was queued (wakes an in-process worker). */
      onQueued?: () => void;
      clock?: () => Date;
    },
  ) {}

  /** App deliveries go through the Probot app when one is attached (service wiring). */
  useAppDispatcher(dispatcher: AppDispatcher | null): void {
    this.appDispatcher = dispatcher;
  }

  async receive(delivery: IncomingDelivery): Promise<DeliveryAnswer> {
    const payload = parseJson(delivery.rawBody);
    if (delivery.event === undefined || !EVENT_PATTERN.test(delivery.event)) throw new InputError('Missing or invalid X-GitHub-Event header.');
    if (delivery.deliveryId === undefined || !DELIVERY_ID_PATTERN.test(delivery.deliveryId)) throw new InputError('Missing or invalid X-GitHub-Delivery header.');
    const envelope = Envelope.parse(payload);
    const fullName = envelope.repository?.full_name;
    const installationId = envelope.installation?.id;

    const candidates: { via: DeliveryVia; secret: string }[] = [];
    const appSecret = this.deps.appWebhookSecret;
    // App deliveries carry `installation`; the app's own ping names no repository.
    if (appSecret !== null && (installationId !== undefined || fullName === undefined)) candidates.push({ via: 'installation', secret: appSecret });
    const record = fullName !== undefined && fullName.includes('/') ? await this.deps.repositories.findByKey(fullName.toLowerCase()) : undefined;
    if (record !== undefined && record.encryptedSecret !== null) {
      candidates.push({ via: 'repository', secret: this.deps.encryptor.decrypt(record.encryptedSecret) });
    } else if (record !== undefined && candidates.length === 0) {
      throw new GoneError(
        `The webhook for ${record.owner}/${record.repo} was disabled in svc. Remove the hook on GitHub (Settings > Webhooks) or enable it again in svc.`,
      );
    }
    // Every candidate is checked (constant time each), so timing does not tell which one matched.
    const verified = candidates.map((candidate) => ({ via: candidate.via, ok: signatureMatches(candidate.secret, delivery.rawBody, delivery.signature) }));
    const via = verified.find((candidate) => candidate.ok)?.via;
    if (via === undefined) throw new AuthenticationError('Invalid signature');

    const id = delivery.deliveryId;
    const event = delivery.event;
    if (event === 'ping') {
      const fresh = await this.deps.queue.recordDelivery(this.plainRecord(id, event, null, fullName, via, 'pong'));
      return { status: 200, body: fresh ? { status: 'pong' } : { status: 'duplicate' } };
    }
    if (event === 'pull_request') {
      if (via === 'installation' && this.appDispatcher !== null) return this.appDispatcher({ id, name: event, payload });
      return this.acceptPullRequest({ deliveryId: id, payload, via, installationId: via === 'installation' && installationId !== undefined ? String(installationId) : null });
    }
    const action = typeof (payload as { action?: unknown }).action === 'string' ? (payload as { action: string }).action : null;
    const fresh = await this.deps.queue.recordDelivery(this.plainRecord(id, event, action, fullName, via, 'ignored'));
    return { status: 200, body: fresh ? { status: 'ignored', reason: `The ${event} event does not trigger an analysis.` } : { status: 'duplicate' } };
  }

  /** The one decision for verified pull_request deliveries (receiver and Probot app alike). */
  async acceptPullRequest(delivery: VerifiedPullRequest): Promise<DeliveryAnswer> {
    const parsed = PullRequestPayload.safeParse(delivery.payload);
    if (!parsed.success) throw new InputError('The pull_request payload lacks action, pull_request.number, pull_request.head.sha or repository.');
    const { action, pull_request: pr, repository } = parsed.data;
    const owner = repository.owner.login;
    const repo = repository.name;
    let reason: string | null = null;
    if (!ANALYZED_ACTIONS.has(action)) reason = `The pull_request action "${action}" does not trigger an analysis.`;
    else if (pr.draft === true) reason = 'Draft pull requests are analyzed once they are marked ready for review.';
    if (reason !== null) {
      const fresh = await this.deps.queue.recordDelivery({
        deliveryId: delivery.deliveryId,
        event: 'pull_request',
        action,
        owner,
        repo,
        prNumber: pr.number,
        headSha: pr.head.sha,
        via: delivery.via,
        status: 'ignored',
        receivedAt: this.now(),
      });
      return { status: 200, body: fresh ? { status: 'ignored', reason } : { status: 'duplicate' } };
    }
    const outcome = await this.deps.queue.acceptPullRequest({
      deliveryId: delivery.deliveryId,
      event: 'pull_request',
      action,
      owner,
      repo,
      prNumber: pr.number,
      headSha: pr.head.sha.toLowerCase(),
      prUpdatedAt: pr.updated_at ?? null,
      via: delivery.via,
      installationId: delivery.installationId,
      receivedAt: this.now(),
    });
    if (outcome === 'duplicate') return { status: 200, body: { status: 'duplicate' } };
    this.deps.onQueued?.();
    return { status: 202, body: { status: 'queued', delivery_id: delivery.deliveryId } };
  }

  private plainRecord(deliveryId: string, event: string, action: string | null, fullName: string | undefined, via: DeliveryVia, status: string) {
    const [owner, repo] = fullName?.includes('/') ? (fullName.split('/', 2) as [string, string]) : [null, null];
    return { deliveryId, event, action, owner, repo, prNumber: null, headSha: null, via, status, receivedAt: this.now() };
  }

  private now(): Date {
    return this.deps.clock?.() ?? new Date();
  }
}

function parseJson(raw: Buffer): unknown {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new InputError('Request body must be JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InputError('Request body must be a JSON object.');
  return value;
}
