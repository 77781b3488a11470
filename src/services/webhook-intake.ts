import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AuthenticationError, GoneError, InputError } from '../errors.js';
import type { Encryptor } from '../security/encryption.js';
import type { RepositoryStore } from '../storage/repository-store.js';
import type { DeliveryVia, SecretGuard, WebhookQueue } from '../storage/webhook-queue.js';

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

/** A delivery whose JSON and headers passed their checks, before its signature is verified. */
interface ReceivedDelivery extends IncomingDelivery {
  readonly deliveryId: string;
  readonly event: string;
  readonly payload: unknown;
  readonly fullName: string | undefined;
  /** lower(owner/repo), when the payload names a repository. */
  readonly key: string | undefined;
  readonly installationId: number | undefined;
}

/** A repository's webhook secret as last read: the ciphertext (the write guard) and the plain secret. */
interface KnownSecret {
  readonly encryptedSecret: string;
  readonly secret: string;
}

/** Repositories whose secret the receiver keeps in memory (the most recently used). */
const SECRET_CACHE_SIZE = 10_000;

/** The result of checking a delivery's signature against the candidate secrets. */
type Verification = (
  | { readonly kind: 'verified'; readonly via: DeliveryVia; readonly guard: SecretGuard | undefined }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'disabled'; readonly owner: string; readonly repo: string }
) & {
  /** The repository's secret came from memory, not from a read made for this delivery. */
  readonly remembered: boolean;
};

/**
 * The receiver's decisions: which secret verifies a delivery, whether it is analyzed, and — for
 * analyzable pull_request deliveries — recording and queueing it in one statement. It answers
 * in milliseconds; the analysis runs later from the queue.
 *
 * One database round trip per delivery: a repository's secret is remembered after the first read,
 * and each write carries the ciphertext that verified it as a guard, so a secret rotated or disabled
 * since (in any process) writes nothing; the receiver then reads the repository again and decides
 * afresh. A delivery that does not verify against a remembered secret is also checked against a
 * fresh read before it is refused.
 */
export class WebhookIntake {
  private appDispatcher: AppDispatcher | null = null;
  /** repo key -> secret; null: no enabled per-repository hook when last read. */
  private readonly secrets = new Map<string, KnownSecret | null>();

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
    const key = fullName !== undefined && fullName.includes('/') ? fullName.toLowerCase() : undefined;
    const received: ReceivedDelivery = { ...delivery, deliveryId: delivery.deliveryId, event: delivery.event, payload, fullName, key, installationId: envelope.installation?.id };

    const answer = await this.verifyAndRecord(received, false);
    // The secret changed between the read and the write: decide again on a fresh read.
    return answer !== 'stale' ? answer : this.settle(await this.verifyAndRecord(received, true));
  }

  /** The one decision for verified pull_request deliveries (receiver and Probot app alike). */
  async acceptPullRequest(delivery: VerifiedPullRequest): Promise<DeliveryAnswer> {
    return this.settle(await this.accept(delivery, undefined));
  }

  /** acceptPullRequest, writing only while `guard` holds ('stale' otherwise). */
  private async accept(delivery: VerifiedPullRequest, guard: SecretGuard | undefined): Promise<DeliveryAnswer | 'stale'> {
    const parsed = PullRequestPayload.safeParse(delivery.payload);
    if (!parsed.success) throw new InputError('The pull_request payload lacks action, pull_request.number, pull_request.head.sha or repository.');
    const { action, pull_request: pr, repository } = parsed.data;
    const owner = repository.owner.login;
    const repo = repository.name;
    let reason: string | null = null;
    if (!ANALYZED_ACTIONS.has(action)) reason = `The pull_request action "${action}" does not trigger an analysis.`;
    else if (pr.draft === true) reason = 'Draft pull requests are analyzed once they are marked ready for review.';
    const fields = { deliveryId: delivery.deliveryId, event: 'pull_request', action, owner, repo, prNumber: pr.number, via: delivery.via, receivedAt: this.now() };
    if (reason !== null) {
      const recorded = await this.deps.queue.recordDelivery({ ...fields, headSha: pr.head.sha, status: 'ignored' }, guard);
      if (recorded === 'stale') return 'stale';
      return { status: 200, body: recorded === 'recorded' ? { status: 'ignored', reason } : { status: 'duplicate' } };
    }
    const outcome = await this.deps.queue.acceptPullRequest(
      { ...fields, headSha: pr.head.sha.toLowerCase(), prUpdatedAt: pr.updated_at ?? null, installationId: delivery.installationId },
      guard,
    );
    if (outcome === 'stale') return 'stale';
    if (outcome === 'duplicate') return { status: 200, body: { status: 'duplicate' } };
    this.deps.onQueued?.();
    return { status: 202, body: { status: 'queued', delivery_id: delivery.deliveryId } };
  }

  /** Verifies the signature (remembered secrets first, then a fresh read) and records the delivery. */
  private async verifyAndRecord(delivery: ReceivedDelivery, fresh: boolean): Promise<DeliveryAnswer | 'stale'> {
    let verification = await this.verify(delivery, fresh);
    // A remembered secret may be out of date (enabled, rotated or disabled since): read again.
    if (verification.kind !== 'verified' && verification.remembered) verification = await this.verify(delivery, true);
    if (verification.kind === 'disabled') {
      throw new GoneError(
        `The webhook for ${verification.owner}/${verification.repo} was disabled in svc. Remove the hook on GitHub (Settings > Webhooks) or enable it again in svc.`,
      );
    }
    if (verification.kind === 'invalid') throw new AuthenticationError('Invalid signature');

    const { via, guard } = verification;
    const { deliveryId: id, event, payload, fullName, installationId } = delivery;
    if (event === 'ping') {
      const recorded = await this.deps.queue.recordDelivery(this.plainRecord(id, event, null, fullName, via, 'pong'), guard);
      return recorded === 'stale' ? 'stale' : { status: 200, body: recorded === 'recorded' ? { status: 'pong' } : { status: 'duplicate' } };
    }
    if (event === 'pull_request') {
      if (via === 'installation' && this.appDispatcher !== null) return this.appDispatcher({ id, name: event, payload });
      return this.accept({ deliveryId: id, payload, via, installationId: via === 'installation' && installationId !== undefined ? String(installationId) : null }, guard);
    }
    const action = typeof (payload as { action?: unknown }).action === 'string' ? (payload as { action: string }).action : null;
    const recorded = await this.deps.queue.recordDelivery(this.plainRecord(id, event, action, fullName, via, 'ignored'), guard);
    if (recorded === 'stale') return 'stale';
    return { status: 200, body: recorded === 'recorded' ? { status: 'ignored', reason: `The ${event} event does not trigger an analysis.` } : { status: 'duplicate' } };
  }

  private async verify(delivery: ReceivedDelivery, fresh: boolean): Promise<Verification> {
    const candidates: { via: DeliveryVia; secret: string; guard?: SecretGuard }[] = [];
    const appSecret = this.deps.appWebhookSecret;
    // App deliveries carry `installation`; the app's own ping names no repository.
    if (appSecret !== null && (delivery.installationId !== undefined || delivery.fullName === undefined)) candidates.push({ via: 'installation', secret: appSecret });
    const remembered = !fresh && delivery.key !== undefined && this.secrets.has(delivery.key);
    if (delivery.key !== undefined) {
      const known = remembered ? this.secrets.get(delivery.key) : await this.readSecret(delivery.key);
      if (known === 'disabled') {
        if (candidates.length === 0) {
          const [owner = '', repo = ''] = (delivery.fullName ?? '').split('/', 2);
          return { kind: 'disabled', owner, repo, remembered };
        }
      } else if (known !== null && known !== undefined) {
        candidates.push({ via: 'repository', secret: known.secret, guard: { repoKey: delivery.key, encryptedSecret: known.encryptedSecret } });
      }
    }
    // Every candidate is checked (constant time each), so timing does not tell which one matched.
    const matches = candidates.map((candidate) => signatureMatches(candidate.secret, delivery.rawBody, delivery.signature));
    const index = matches.indexOf(true);
    const match = index === -1 ? undefined : candidates[index];
    return match === undefined ? { kind: 'invalid', remembered } : { kind: 'verified', via: match.via, guard: match.guard, remembered };
  }

  /** Reads the repository's secret and remembers it; 'disabled' for a record whose hook was turned off. */
  private async readSecret(key: string): Promise<KnownSecret | 'disabled' | null> {
    const record = await this.deps.repositories.findByKey(key);
    const known = record?.encryptedSecret != null ? { encryptedSecret: record.encryptedSecret, secret: this.deps.encryptor.decrypt(record.encryptedSecret) } : null;
    this.secrets.delete(key);
    if (this.secrets.size >= SECRET_CACHE_SIZE) this.secrets.delete(this.secrets.keys().next().value as string);
    this.secrets.set(key, known);
    return record !== undefined && known === null ? 'disabled' : known;
  }

  /**
   * 'stale' comes only from a guarded write: a second one in a row means the secret is changing
   * right now, and the delivery is refused (GitHub lets its sender redeliver it).
   */
  private settle(answer: DeliveryAnswer | 'stale'): DeliveryAnswer {
    if (answer === 'stale') throw new AuthenticationError('Invalid signature');
    return answer;
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
