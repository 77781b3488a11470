import type { Knex } from 'knex';

export interface ApiKeyRecord {
  readonly id: string;
  readonly userId: string;
  readonly name: string;
  readonly prefix: string;
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
  readonly revokedAt: string | null;
}

export interface ApiKeyStore {
  insert(key: { id: string; userId: string; name: string; prefix: string; keyHash: string; now: Date }): Promise<ApiKeyRecord>;
  /** The user's keys that are not revoked, newest first. */
  listActive(userId: string): Promise<ApiKeyRecord[]>;
  /** Revokes the key if it is this user's and active; false otherwise. */
  revoke(userId: string, id: string, now: Date): Promise<boolean>;
  /** The active key with this hash, and marks it used. */
  useByHash(keyHash: string, now: Date): Promise<ApiKeyRecord | undefined>;
}

interface ApiKeyRow {
  id: string;
  user_id: string;
  name: string;
  prefix: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
}

const COLUMNS = ['id', 'user_id', 'name', 'prefix', 'created_at', 'last_used_at', 'revoked_at'];

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

function toRecord(row: ApiKeyRow): ApiKeyRecord {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    prefix: row.prefix,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: iso(row.last_used_at),
    revokedAt: iso(row.revoked_at),
  };
}

export class KnexApiKeyStore implements ApiKeyStore {
  constructor(private readonly knex: Knex) {}

  async insert(key: { id: string; userId: string; name: string; prefix: string; keyHash: string; now: Date }): Promise<ApiKeyRecord> {
    const [row] = (await this.knex('api_keys')
      .insert({ id: key.id, user_id: key.userId, name: key.name, prefix: key.prefix, key_hash: key.keyHash, created_at: key.now })
      .returning(COLUMNS)) as ApiKeyRow[];
    if (row === undefined) throw new Error('api key insert returned no row');
    return toRecord(row);
  }

  async listActive(userId: string): Promise<ApiKeyRecord[]> {
    const rows = (await this.knex('api_keys').select(COLUMNS).where('user_id', userId).whereNull('revoked_at').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])) as ApiKeyRow[];
    return rows.map(toRecord);
  }

  async revoke(userId: string, id: string, now: Date): Promise<boolean> {
    const count = await this.knex('api_keys').where({ id, user_id: userId }).whereNull('revoked_at').update({ revoked_at: now });
    return count > 0;
  }

  async useByHash(keyHash: string, now: Date): Promise<ApiKeyRecord | undefined> {
    const [row] = (await this.knex('api_keys').where('key_hash', keyHash).whereNull('revoked_at').update({ last_used_at: now }).returning(COLUMNS)) as ApiKeyRow[];
    return row === undefined ? undefined : toRecord(row);
  }
}
