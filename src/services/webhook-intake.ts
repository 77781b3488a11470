import { verify } from '@octokit/webhooks-methods';
import { z } from 'zod';
import { AuthenticationError, GoneError, InputError } from '../errors.js';
import type { Encryptor } from '../security/encryption.js';
import { SVC_CHECK_RUN_NAME } from '../signal/svc-check-run-name.js';
import type { RepositoryStore } from '../storage/repository-store.js';
import { currentRequestId } from '../request-context.js';
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

/** A delivery whose JSON and headers passed their checks, before its signature is verified. */
export interface ReceivedDelivery {
  readonly rawBody: Buffer;
  readonly signature: string | undefined;
  readonly deliveryId: string;
  readonly event: string;
  readonly payload: Record<string, unknown>;
  readonly fullName: string | undefined;
  /** lower(owner/repo), when the payload names a repository. */
  readonly key: string | undefined;
  readonly installationId: number | undefined;
  /**
   * Who verifies it: the GitHub App (WEBHOOK_SECRET, through Probot) for deliveries that carry
   * `installation` or name no repository (the app's own ping) when the app is configured; the
   * repository's own secret otherwise.
   */
  readonly verifier: 'app' | 'repository';
}

/** A verified delivery handed to one of the intake's decisions. */
export interface VerifiedDelivery {
  readonly deliveryId: string;
  readonly event: string;
  readonly payload: unknown;
  readonly via: DeliveryVia;
  readonly installationId: string | null;
}

/** What the GitHub App's handlers (src/app) ask of the intake: one call per delivery. */
export interface AppIntake {
  acceptPullRequest(delivery: VerifiedDelivery): Promise<DeliveryAnswer>;
  acceptPing(delivery: VerifiedDelivery): Promise<DeliveryAnswer>;
  acceptRerun(delivery: VerifiedDelivery): Promise<DeliveryAnswer>;
  recordIgnored(delivery: VerifiedDelivery): Promise<DeliveryAnswer>;
}

/**
 * The GitHub App's side of the receiver (src/app AppDeliveries): Probot verifies the delivery
 * with WEBHOOK_SECRET and the app's handlers decide through AppIntake.
 */
export interface AppReceiver {
  receive(delivery: ReceivedDelivery): Promise<DeliveryAnswer>;
}

/** pull_request actions that trigger an analysis (docs/webhooks.md). */
export const ANALYZED_ACTIONS: ReadonlySet<string> = new Set(['opened', 'synchronize', 'ready_for_review', 'reopened']);

/** A check run's or suite's pull requests re-analyzed for one "Re-run" at most. */
const MAX_RERUN_PULL_REQUESTS = 10;

const DELIVERY_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
const EVENT_PATTERN = /^[a-z_]{1,64}$/;
const SHA_PATTERN = /^[0-9a-f]{40,64}$/i;
/** GitHub's PR numbers are 32-bit signed integers (decisions.md, POST /api/analyze). */
const PrNumber = z.number().int().min(1).max(2_147_483_647);

/** Only what the receiver reads to pick a secret: the rest waits until the signature is verified. */
const Envelope = z.object({
  repository: z.object({ full_name: z.string() }).partial().optional().catch(undefined),
  installation: z.object({ id: z.number() }).optional().catch(undefined),
});

const Repository = z.object({
  id: z.number().int().optional(),
  full_name: z.string(),
  name: z.string(),
  owner: z.object({ login: z.string() }),
});

const PullRequestPayload = z.object({
  action: z.string(),
  pull_request: z.object({
    number: PrNumber,
    draft: z.boolean().optional(),
    updated_at: z.string().datetime({ offset: true }).nullable().optional(),
    head: z.object({ sha: z.string().regex(SHA_PATTERN) }),
    base: z.object({ repo: z.object({ full_name: z.string() }) }),
  }),
  repository: Repository,
});

/** A pull request as check runs and suites list it (its base repository by id and name only). */
const CheckPullRequest = z.object({
  number: PrNumber,
  head: z.object({ sha: z.string().regex(SHA_PATTERN) }),
  base: z.object({ repo: z.object({ id: z.number().int(), name: z.string() }) }),
});
const CheckTarget = z.object({ head_sha: z.string().regex(SHA_PATTERN), pull_requests: z.array(CheckPullRequest).max(1000) });
const RerunPayload = z.object({
  action: z.string(),
  check_run: CheckTarget.extend({ name: z.string() }).optional(),
  check_suite: CheckTarget.optional(),
  repository: Repository,
});

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    .join('; ');
}

/**
 * The one repository a delivery is about: `repository.full_name`, `repository.owner.login`/
 * `repository.name` (and the pull request's base repository, when given) must all name it, and,
 * for a per-repository hook, it is the repository whose secret verified the delivery
 * (decisions.md, "Webhooks"). Anything else is refused with 400 before anything is written.
 */
function requireOneRepository(repository: z.infer<typeof Repository>, others: readonly string[], verifiedKey: string | undefined): void {
  const named = [repository.full_name, `${repository.owner.login}/${repository.name}`, ...others].map((name) => name.toLowerCase());
  const first = named[0] ?? '';
  if (named.some((name) => name !== first) || (verifiedKey !== undefined && first !== verifiedKey)) {
    throw new InputError('The delivery names more than one repository (repository.full_name, repository.owner.login/repository.name and the pull request\'s base repository must agree, and be the repository whose secret signed it).');
  }
}

/** A repository's webhook secret as last read: the ciphertext (the write guard) and the plain secret. */
interface KnownSecret {
  readonly encryptedSecret: string;
  readonly secret: string;
}

/** Repositories whose secret the receiver keeps in memory (the most recently used). */
const SECRET_CACHE_SIZE = 10_000;

/** The result of checking a per-repository delivery's signature. */
type Verification = (
  | { readonly kind: 'verified'; readonly guard: SecretGuard }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'disabled'; readonly owner: string; readonly repo: string }
) & {
  /** The repository's secret came from memory, not from a read made for this delivery. */
  readonly remembered: boolean;
};

/**
 * The receiver's decisions: which secret verifies a per-repository delivery, whether a delivery is
 * analyzed, and — for analyzable ones — recording and queueing it in one statement. It answers
 * in milliseconds; the analysis runs later from the queue. GitHub App deliveries are verified by
 * Probot and reach the same decisions through the app's handlers (src/app), which call
 * acceptPullRequest, acceptPing, acceptRerun or recordIgnored once each.
 *
 * One database round trip per delivery: a repository's secret is remembered after the first read,
 * and each write carries the ciphertext that verified it as a guard, so a secret rotated or disabled
 * since (in any process) writes nothing; the receiver then reads the repository again and decides
 * afresh. A delivery that does not verify against a remembered secret is also checked against a
 * fresh read before it is refused.
 */
export class WebhookIntake implements AppIntake {
  /** repo key -> secret; null: no enabled per-repository hook when last read. */
  private readonly secrets = new Map<string, KnownSecret | null>();

  constructor(
    private readonly deps: {
      repositories: RepositoryStore;
      queue: WebhookQueue;
      encryptor: Encryptor;
      /** Whether the GitHub App is configured (its deliveries are then verified by Probot). */
      appConfigured: boolean;
      /** Called after a job was queued (wakes an in-process worker). */
      onQueued?: () => void;
      clock?: () => Date;
    },
  ) {}

  /** Checks the JSON and the headers (400 otherwise) and decides who verifies the delivery. */
  parse(delivery: IncomingDelivery): ReceivedDelivery {
    const payload = parseJson(delivery.rawBody);
    if (delivery.event === undefined || !EVENT_PATTERN.test(delivery.event)) throw new InputError('Missing or invalid X-GitHub-Event header.');
    if (delivery.deliveryId === undefined || !DELIVERY_ID_PATTERN.test(delivery.deliveryId)) throw new InputError('Missing or invalid X-GitHub-Delivery header.');
    const envelope = Envelope.parse(payload);
    const fullName = envelope.repository?.full_name;
    const key = fullName !== undefined && fullName.includes('/') ? fullName.toLowerCase() : undefined;
    const installationId = envelope.installation?.id;
    // App deliveries carry `installation`; the app's own ping names no repository.
    const verifier = this.deps.appConfigured && (installationId !== undefined || fullName === undefined) ? 'app' : 'repository';
    return { rawBody: delivery.rawBody, signature: delivery.signature, deliveryId: delivery.deliveryId, event: delivery.event, payload, fullName, key, installationId, verifier };
  }

  /** A per-repository delivery: verified with the repository's own secret, then decided. */
  async receive(delivery: ReceivedDelivery): Promise<DeliveryAnswer> {
    const answer = await this.verifyAndRecord(delivery, false);
    // The secret changed between the read and the write: decide again on a fresh read.
    return answer !== 'stale' ? answer : this.settle(await this.verifyAndRecord(delivery, true));
  }

  /** A verified pull_request delivery: queued when its action is analyzed, else ignored with a reason. */
  async acceptPullRequest(delivery: VerifiedDelivery): Promise<DeliveryAnswer> {
    return this.settle(await this.accept(delivery, undefined));
  }

  async acceptPing(delivery: VerifiedDelivery): Promise<DeliveryAnswer> {
    return this.settle(await this.ping(delivery, undefined));
  }

  async recordIgnored(delivery: VerifiedDelivery): Promise<DeliveryAnswer> {
    return this.settle(await this.ignore(delivery, undefined));
  }

  /**
   * "Re-run" on the `svc signal` check (check_run.rerequested) or its suite
   * (check_suite.rerequested): each pull request of this repository whose head is the check's
   * commit is queued like a pull_request delivery, and analyzed again even when that head was
   * analyzed before. Pull requests whose head moved on are left to the newer head's check.
   */
  async acceptRerun(delivery: VerifiedDelivery): Promise<DeliveryAnswer> {
    const parsed = RerunPayload.safeParse(delivery.payload);
    if (!parsed.success) throw new InputError(`The ${delivery.event} payload is not one GitHub sends: ${describeIssues(parsed.error)}.`);
    const { action, repository } = parsed.data;
    requireOneRepository(repository, [], undefined);
    const target = delivery.event === 'check_run' ? parsed.data.check_run : parsed.data.check_suite;
    const ignored = (reason: string) => this.ignore(delivery, undefined, reason).then((answer) => this.settle(answer));
    if (action !== 'rerequested' || target === undefined) return ignored(`The ${delivery.event} action "${action}" does not trigger an analysis.`);
    if (parsed.data.check_run !== undefined && delivery.event === 'check_run' && parsed.data.check_run.name !== SVC_CHECK_RUN_NAME) {
      return ignored(`Only a re-run of the "${SVC_CHECK_RUN_NAME}" check analyzes again.`);
    }
    const pulls = target.pull_requests.filter((pr) => (repository.id === undefined || pr.base.repo.id === repository.id) && pr.base.repo.name.toLowerCase() === repository.name.toLowerCase() && pr.head.sha.toLowerCase() === target.head_sha.toLowerCase());
    if (pulls.length === 0) return ignored(`No open pull request of ${repository.full_name} has ${target.head_sha} as its head.`);
    let first: DeliveryAnswer | undefined;
    for (const [index, pr] of pulls.slice(0, MAX_RERUN_PULL_REQUESTS).entries()) {
      // One delivery row per pull request: the first keeps GitHub's id (a redelivery is a duplicate).
      const outcome = await this.deps.queue.acceptPullRequest({
        deliveryId: index === 0 ? delivery.deliveryId : `${delivery.deliveryId}:${pr.number}`,
        event: delivery.event,
        action,
        owner: repository.owner.login,
        repo: repository.name,
        prNumber: pr.number,
        headSha: pr.head.sha.toLowerCase(),
        prUpdatedAt: null,
        via: delivery.via,
        installationId: delivery.installationId,
        receivedAt: this.now(),
        requestId: currentRequestId() ?? null,
      });
      if (outcome === 'queued') this.deps.onQueued?.();
      first ??= outcome === 'queued' ? { status: 202, body: { status: 'queued', delivery_id: delivery.deliveryId } } : { status: 200, body: { status: 'duplicate' } };
      if (outcome !== 'queued') break;
    }
    return first ?? { status: 200, body: { status: 'duplicate' } };
  }

  /** acceptPullRequest, writing only while `guard` holds ('stale' otherwise). */
  private async accept(delivery: VerifiedDelivery, guard: SecretGuard | undefined): Promise<DeliveryAnswer | 'stale'> {
    const parsed = PullRequestPayload.safeParse(delivery.payload);
    if (!parsed.success) throw new InputError(`The pull_request payload is not one GitHub sends: ${describeIssues(parsed.error)}.`);
    const { action, pull_request: pr, repository } = parsed.data;
    requireOneRepository(repository, [pr.base.repo.full_name], guard?.repoKey);
    const owner = repository.owner.login;
    const repo = repository.name;
    let reason: string | null = null;
    if (!ANALYZED_ACTIONS.has(action)) reason = `The pull_request action "${action}" does not trigger an analysis.`;
    else if (pr.draft === true) reason = 'Draft pull requests are analyzed once they are marked ready for review.';
    const receivedAt = this.now();
    const fields = { deliveryId: delivery.deliveryId, event: 'pull_request', action, owner, repo, prNumber: pr.number, via: delivery.via, receivedAt, requestId: currentRequestId() ?? null };
    if (reason !== null) {
      const recorded = await this.deps.queue.recordDelivery({ ...fields, headSha: pr.head.sha, status: 'ignored' }, guard);
      if (recorded === 'stale') return 'stale';
      return { status: 200, body: recorded === 'recorded' ? { status: 'ignored', reason } : { status: 'duplicate' } };
    }
    const outcome = await this.deps.queue.acceptPullRequest(
      { ...fields, headSha: pr.head.sha.toLowerCase(), prUpdatedAt: notAfter(pr.updated_at ?? null, receivedAt), installationId: delivery.installationId },
      guard,
    );
    if (outcome === 'stale') return 'stale';
    if (outcome === 'duplicate') return { status: 200, body: { status: 'duplicate' } };
    this.deps.onQueued?.();
    return { status: 202, body: { status: 'queued', delivery_id: delivery.deliveryId } };
  }

  private async ping(delivery: VerifiedDelivery, guard: SecretGuard | undefined): Promise<DeliveryAnswer | 'stale'> {
    const recorded = await this.deps.queue.recordDelivery(this.plainRecord(delivery, null, 'pong'), guard);
    return recorded === 'stale' ? 'stale' : { status: 200, body: recorded === 'recorded' ? { status: 'pong' } : { status: 'duplicate' } };
  }

  private async ignore(delivery: VerifiedDelivery, guard: SecretGuard | undefined, reason = `The ${delivery.event} event does not trigger an analysis.`): Promise<DeliveryAnswer | 'stale'> {
    const payload = delivery.payload as { action?: unknown };
    const action = typeof payload.action === 'string' ? payload.action.slice(0, 100) : null;
    const recorded = await this.deps.queue.recordDelivery(this.plainRecord(delivery, action, 'ignored'), guard);
    if (recorded === 'stale') return 'stale';
    return { status: 200, body: recorded === 'recorded' ? { status: 'ignored', reason } : { status: 'duplicate' } };
  }

  /** Verifies the signature (remembered secret first, then a fresh read) and records the delivery. */
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

    const { guard } = verification;
    const verified: VerifiedDelivery = { deliveryId: delivery.deliveryId, event: delivery.event, payload: delivery.payload, via: 'repository', installationId: null };
    if (delivery.event === 'ping') return this.ping(verified, guard);
    if (delivery.event === 'pull_request') return this.accept(verified, guard);
    return this.ignore(verified, guard);
  }

  private async verify(delivery: ReceivedDelivery, fresh: boolean): Promise<Verification> {
    const remembered = !fresh && delivery.key !== undefined && this.secrets.has(delivery.key);
    if (delivery.key === undefined) return { kind: 'invalid', remembered };
    const known = remembered ? this.secrets.get(delivery.key) : await this.readSecret(delivery.key);
    if (known === 'disabled') {
      const [owner = '', repo = ''] = (delivery.fullName ?? '').split('/', 2);
      return { kind: 'disabled', owner, repo, remembered };
    }
    if (known === null || known === undefined) return { kind: 'invalid', remembered };
    const matches = await signatureMatches(known.secret, delivery.rawBody, delivery.signature);
    return matches ? { kind: 'verified', guard: { repoKey: delivery.key, encryptedSecret: known.encryptedSecret }, remembered } : { kind: 'invalid', remembered };
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

  private plainRecord(delivery: VerifiedDelivery, action: string | null, status: string) {
    const repository = (delivery.payload as { repository?: { full_name?: unknown } }).repository;
    const fullName = typeof repository?.full_name === 'string' ? repository.full_name : undefined;
    const [owner, repo] = fullName?.includes('/') ? (fullName.split('/', 2) as [string, string]) : [null, null];
    return { deliveryId: delivery.deliveryId, event: delivery.event, action, owner, repo, prNumber: null, headSha: null, via: delivery.via, status, receivedAt: this.now(), requestId: currentRequestId() ?? null };
  }

  private now(): Date {
    return this.deps.clock?.() ?? new Date();
  }
}

/**
 * `X-Hub-Signature-256` checked by @octokit/webhooks-methods over the exact bytes received
 * (constant time). A missing or malformed header is a mismatch, never an error.
 */
async function signatureMatches(secret: string, rawBody: Buffer, signature: string | undefined): Promise<boolean> {
  if (signature === undefined || signature === '' || rawBody.length === 0) return false;
  return verify(secret, rawBody.toString('utf8'), signature).catch(() => false);
}

/**
 * `updated_at` as the queue orders heads by it, never later than the delivery's arrival: a
 * far-future value would otherwise make every later delivery of the pull request look older.
 */
function notAfter(updatedAt: string | null, receivedAt: Date): string | null {
  if (updatedAt === null) return null;
  return Date.parse(updatedAt) > receivedAt.getTime() ? receivedAt.toISOString() : updatedAt;
}

function parseJson(raw: Buffer): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new InputError('Request body must be JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InputError('Request body must be a JSON object.');
  return value as Record<string, unknown>;
}
