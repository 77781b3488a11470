import type { Knex } from 'knex';
import { randomBase62 } from '../security/random-base62.js';
import { repoKey } from './scan-store.js';

/** A repository set up for a per-repository webhook (enabled, or disabled with its record kept). */
export interface RepositoryRecord {
  readonly id: string;
  readonly owner: string;
  readonly repo: string;
  readonly repoKey: string;
  /** The user whose GitHub token reads the repository for its deliveries; null if that user is gone. */
  readonly enabledBy: string | null;
  /** Ciphertext of the webhook secret; null when the hook is disabled. */
  readonly encryptedSecret: string | null;
  readonly enabledAt: string;
  readonly disabledAt: string | null;
}

export interface RepositoryStore {
  find(owner: string, repo: string): Promise<RepositoryRecord | undefined>;
  findByKey(key: string): Promise<RepositoryRecord | undefined>;
  /**
   * Enables the hook unless it already is: returns `created: true` with the stored record when
   * this call set the secret, `created: false` with the existing record otherwise.
   */
  enable(input: { owner: string; repo: string; userId: string; encryptedSecret: string; now: Date }): Promise<{ created: boolean; record: RepositoryRecord }>;
  /** An enabled hook enabled before `before` made new (this user, this secret); undefined when there is none. */
  replaceEnabledBefore(input: { owner: string; repo: string; userId: string; encryptedSecret: string; now: Date; before: string }): Promise<RepositoryRecord | undefined>;
  /** Replaces the secret of an enabled hook; undefined when the hook is not enabled. */
  rotate(input: { owner: string; repo: string; userId: string; encryptedSecret: string; now: Date }): Promise<RepositoryRecord | undefined>;
  /** Deletes the secret, keeps the record (so later deliveries can be told the hook is gone). */
  disable(owner: string, repo: string, now: Date): Promise<RepositoryRecord | undefined>;
}

interface RepositoryRow {
  id: string;
  owner: string;
  repo: string;
  repo_key: string;
  enabled_by: string | null;
  webhook_secret_enc: string | null;
  enabled_at: Date | string;
  disabled_at: Date | string | null;
  updated_at: Date | string;
}

function toRecord(row: RepositoryRow): RepositoryRecord {
  return {
    id: row.id,
    owner: row.owner,
    repo: row.repo,
    repoKey: row.repo_key,
    enabledBy: row.enabled_by,
    encryptedSecret: row.webhook_secret_enc,
    enabledAt: new Date(row.enabled_at).toISOString(),
    disabledAt: row.disabled_at === null ? null : new Date(row.disabled_at).toISOString(),
  };
}

export class KnexRepositoryStore implements RepositoryStore {
  constructor(private readonly knex: Knex) {}

  find(owner: string, repo: string): Promise<RepositoryRecord | undefined> {
    return this.findByKey(repoKey(owner, repo));
  }

  async findByKey(key: string): Promise<RepositoryRecord | undefined> {
    const row = (await this.knex('repositories').where('repo_key', key).first()) as RepositoryRow | undefined;
    return row === undefined ? undefined : toRecord(row);
  }

  async enable(input: { owner: string; repo: string; userId: string; encryptedSecret: string; now: Date }): Promise<{ created: boolean; record: RepositoryRecord }> {
    // One statement: a new record, or a disabled one brought back; an enabled one is left alone
    // (two concurrent enables agree on one secret).
    const rows = (await this.knex('repositories')
      .insert({
        id: `repo_${randomBase62(16)}`,
        owner: input.owner,
        repo: input.repo,
        repo_key: repoKey(input.owner, input.repo),
        enabled_by: input.userId,
        webhook_secret_enc: input.encryptedSecret,
        enabled_at: input.now,
        disabled_at: null,
        updated_at: input.now,
      })
      .onConflict('repo_key')
      .merge(['owner', 'repo', 'enabled_by', 'webhook_secret_enc', 'enabled_at', 'disabled_at', 'updated_at'])
      .where('repositories.webhook_secret_enc', null)
      .returning('*')) as RepositoryRow[];
    const created = rows[0];
    if (created !== undefined) return { created: true, record: toRecord(created) };
    const existing = await this.find(input.owner, input.repo);
    if (existing === undefined) throw new Error('repository record vanished while enabling');
    return { created: false, record: existing };
  }

  /**
   * An enabled record whose hook was enabled before `before` (the creation of the repository now
   * under this name) made new: this user, this secret, enabled now. Undefined when there is no such
   * record (not enabled, or enabled since).
   */
  async replaceEnabledBefore(input: { owner: string; repo: string; userId: string; encryptedSecret: string; now: Date; before: string }): Promise<RepositoryRecord | undefined> {
    const rows = (await this.knex('repositories')
      .update({ owner: input.owner, repo: input.repo, enabled_by: input.userId, webhook_secret_enc: input.encryptedSecret, enabled_at: input.now, disabled_at: null, updated_at: input.now })
      .where('repo_key', repoKey(input.owner, input.repo))
      .whereNotNull('webhook_secret_enc')
      .where('enabled_at', '<', input.before)
      .returning('*')) as RepositoryRow[];
    return rows[0] === undefined ? undefined : toRecord(rows[0]);
  }

  async rotate(input: { owner: string; repo: string; userId: string; encryptedSecret: string; now: Date }): Promise<RepositoryRecord | undefined> {
    const rows = (await this.knex('repositories')
      .update({ webhook_secret_enc: input.encryptedSecret, updated_at: input.now })
      .where('repo_key', repoKey(input.owner, input.repo))
      .whereNotNull('webhook_secret_enc')
      .returning('*')) as RepositoryRow[];
    return rows[0] === undefined ? undefined : toRecord(rows[0]);
  }

  async disable(owner: string, repo: string, now: Date): Promise<RepositoryRecord | undefined> {
    const rows = (await this.knex('repositories')
      .update({ webhook_secret_enc: null, disabled_at: now, updated_at: now })
      .where('repo_key', repoKey(owner, repo))
      .returning('*')) as RepositoryRow[];
    return rows[0] === undefined ? undefined : toRecord(rows[0]);
  }
}
