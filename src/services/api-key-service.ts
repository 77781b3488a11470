import { z } from 'zod';
import { InputError, NotFoundError } from '../errors.js';
import { hashToken } from '../security/hash-token.js';
import { randomBase62 } from '../security/random-base62.js';
import type { ApiKeyRecord, ApiKeyStore } from '../storage/api-key-store.js';

export const API_KEY_PATTERN = /^svc_[A-Za-z0-9]{40}$/;
const PREFIX_LENGTH = 12;

/** Body of POST /api/keys (GET /api/openapi.json describes it with this schema). Unknown fields are ignored. */
export const CreateKeyRequest = z.object({
  name: z
    .string()
    .regex(/\S/, 'name is required')
    .trim()
    .min(1, 'name is required')
    .max(100, 'name is at most 100 characters')
    .describe('What the key is for (1-100 characters once trimmed)'),
});

export interface CreatedKey {
  readonly id: string;
  readonly name: string;
  /** The whole key: answered once, at creation, and never again. */
  readonly key: string;
  readonly prefix: string;
  readonly created_at: string;
}

export interface ListedKey {
  readonly id: string;
  readonly name: string;
  readonly prefix: string;
  readonly created_at: string;
  readonly last_used_at: string | null;
}

/** API keys: `svc_` + 40 base62 characters, stored as SHA-256 hashes with a short visible prefix. */
export class ApiKeyService {
  constructor(private readonly deps: { keys: ApiKeyStore; clock?: () => Date }) {}

  private now(): Date {
    return this.deps.clock?.() ?? new Date();
  }

  async create(userId: string, body: unknown): Promise<CreatedKey> {
    const parsed = CreateKeyRequest.safeParse(body);
    if (!parsed.success) throw new InputError(`Invalid key request: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
    const key = `svc_${randomBase62(40)}`;
    const record = await this.deps.keys.insert({
      id: `key_${randomBase62(16)}`,
      userId,
      name: parsed.data.name,
      prefix: key.slice(0, PREFIX_LENGTH),
      keyHash: hashToken(key),
      now: this.now(),
    });
    return { id: record.id, name: record.name, key, prefix: record.prefix, created_at: record.createdAt };
  }

  async list(userId: string): Promise<ListedKey[]> {
    return (await this.deps.keys.listActive(userId)).map((k) => ({ id: k.id, name: k.name, prefix: k.prefix, created_at: k.createdAt, last_used_at: k.lastUsedAt }));
  }

  /** Revokes one of the user's keys; another user's key is "not found", never revoked. */
  async revoke(userId: string, id: string): Promise<void> {
    if (!(await this.deps.keys.revoke(userId, id, this.now()))) throw new NotFoundError('API key not found');
  }

  /** The active key record for a presented key, or undefined (unknown, malformed or revoked). */
  async authenticate(presented: string): Promise<ApiKeyRecord | undefined> {
    if (!API_KEY_PATTERN.test(presented)) return undefined;
    return this.deps.keys.useByHash(hashToken(presented), this.now());
  }
}
