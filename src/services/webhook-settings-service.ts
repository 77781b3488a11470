import { NotFoundError } from '../errors.js';
import type { Encryptor } from '../security/encryption.js';
import { randomBase62 } from '../security/random-base62.js';
import type { RepositoryRecord, RepositoryStore } from '../storage/repository-store.js';
import type { RepositoryAccess } from './repository-access.js';

/** The answer of the enable (and rotate) operation (GET /api/openapi.json, src/http/openapi.ts). */
export interface WebhookEnablement {
  readonly status: 'enabled';
  readonly webhook_url: string;
  readonly webhook_secret: string;
  readonly content_type: 'application/json';
  readonly events: readonly string[];
  readonly instructions: string;
}

/** Where a repository's webhook stands: never enabled, enabled (since when) or disabled (since when). */
export interface WebhookState {
  /** As first enabled (GitHub's spelling), or as asked when never enabled. */
  readonly owner: string;
  readonly repo: string;
  readonly status: 'never' | 'enabled' | 'disabled';
  readonly since: string | null;
}

/** 40 base62 characters from a CSPRNG: about 238 bits. */
export const WEBHOOK_SECRET_LENGTH = 40;

export const WEBHOOK_EVENTS = ['pull_request'] as const;

/**
 * Per-repository webhooks, managed by a signed-in admin of the repository: enable (a new secret,
 * or the existing one), rotate (a new secret), disable (the secret is deleted, the record kept).
 * Secrets are stored encrypted.
 */
export class WebhookSettingsService {
  constructor(
    private readonly deps: {
      repositories: RepositoryStore;
      encryptor: Encryptor;
      access: RepositoryAccess;
      /** {BASE_URL}/api/webhooks/github */
      webhookUrl: string;
      githubUrl: string;
      clock?: () => Date;
    },
  ) {}

  /**
   * A record enabled before the repository now under this name was created belongs to the
   * repository that had the name before (its owner renamed or deleted, the name taken again): it
   * is replaced, as a first enable (201, a new secret, this user's token for the analyses), so that
   * the previous owner's secret stops verifying and is never handed to the new admin.
   */
  async enable(userId: string, owner: string, repo: string): Promise<{ created: boolean; enablement: WebhookEnablement }> {
    const { createdAt } = await this.deps.access.requireAdmin(userId, owner, repo);
    const secret = randomBase62(WEBHOOK_SECRET_LENGTH);
    const input = { owner, repo, userId, encryptedSecret: this.deps.encryptor.encrypt(secret), now: this.now() };
    const { created, record } = await this.deps.repositories.enable(input);
    if (!created && createdAt !== null && Date.parse(record.enabledAt) < Date.parse(createdAt)) {
      const replaced = await this.deps.repositories.replaceEnabledBefore({ ...input, before: createdAt });
      if (replaced !== undefined) return { created: true, enablement: this.enablement(replaced, secret) };
      // Replaced by a concurrent enable meanwhile: answer with what is stored now.
      const current = await this.deps.repositories.find(owner, repo);
      if (current !== undefined && current.encryptedSecret !== null) return { created: false, enablement: this.enablement(current, this.secretOf(current)) };
    }
    return { created, enablement: this.enablement(record, created ? secret : this.secretOf(record)) };
  }

  async rotate(userId: string, owner: string, repo: string): Promise<WebhookEnablement> {
    await this.deps.access.requireAdmin(userId, owner, repo);
    const secret = randomBase62(WEBHOOK_SECRET_LENGTH);
    const record = await this.deps.repositories.rotate({ owner, repo, userId, encryptedSecret: this.deps.encryptor.encrypt(secret), now: this.now() });
    if (record === undefined) throw new NotFoundError('The webhook is not enabled for this repository');
    return this.enablement(record, secret);
  }

  async state(owner: string, repo: string): Promise<WebhookState> {
    const record = await this.deps.repositories.find(owner, repo);
    if (record === undefined) return { owner, repo, status: 'never', since: null };
    const enabled = record.encryptedSecret !== null;
    return { owner: record.owner, repo: record.repo, status: enabled ? 'enabled' : 'disabled', since: enabled ? record.enabledAt : record.disabledAt };
  }

  /** Idempotent: disabling a repository that was never enabled changes nothing and succeeds. */
  async disable(userId: string, owner: string, repo: string): Promise<void> {
    await this.deps.access.requireAdmin(userId, owner, repo);
    await this.deps.repositories.disable(owner, repo, this.now());
  }

  private secretOf(record: RepositoryRecord): string {
    if (record.encryptedSecret === null) throw new Error('enabled repository without a secret');
    return this.deps.encryptor.decrypt(record.encryptedSecret);
  }

  private enablement(record: RepositoryRecord, secret: string): WebhookEnablement {
    const settings = `${this.deps.githubUrl}/${record.owner}/${record.repo}/settings/hooks/new`;
    return {
      status: 'enabled',
      webhook_url: this.deps.webhookUrl,
      webhook_secret: secret,
      content_type: 'application/json',
      events: [...WEBHOOK_EVENTS],
      instructions:
        `On GitHub, open ${settings} (Settings > Webhooks > Add webhook). ` +
        `Payload URL: ${this.deps.webhookUrl}. Content type: application/json. Secret: the webhook_secret above. ` +
        'Under "Which events would you like to trigger this webhook?", choose "Let me select individual events" and tick only "Pull requests". ' +
        'Keep "Active" ticked and add the webhook. GitHub sends a ping, which should show a green tick under Recent Deliveries. ' +
        'From then on every opened, reopened, ready-for-review or updated pull request is analyzed automatically. ' +
        'This secret is shown whenever you enable again; rotate it with POST .../webhook/rotate and update it on GitHub.',
    };
  }

  private now(): Date {
    return this.deps.clock?.() ?? new Date();
  }
}
