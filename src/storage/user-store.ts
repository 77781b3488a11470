import type { Knex } from 'knex';
import { randomBase62 } from '../security/random-base62.js';

export interface User {
  readonly id: string;
  readonly githubId: string;
  readonly login: string;
  readonly name: string | null;
  readonly avatarUrl: string | null;
  readonly createdAt: string;
}

/** A user's GitHub credential as stored: tokens encrypted, expiry times null when they do not expire. */
export interface StoredGitHubToken {
  readonly encryptedToken: string;
  readonly expiresAt: Date | null;
  /** Only for expiring tokens (sign-in through a GitHub App). */
  readonly encryptedRefreshToken: string | null;
  readonly refreshTokenExpiresAt: Date | null;
}

export interface UserStore {
  /** Creates or updates the user with this GitHub id; the token is already encrypted. */
  upsert(user: { githubId: string; login: string; name: string | null; avatarUrl: string | null; token: StoredGitHubToken; now: Date }): Promise<User>;
  findById(id: string): Promise<User | undefined>;
  /** The user's stored GitHub credential. */
  githubToken(id: string): Promise<StoredGitHubToken | undefined>;
  /**
   * Replaces the credential after a refresh, only if the stored refresh token is still
   * `usedRefreshToken` (the ciphertext that was refreshed); false when another process got there first.
   */
  replaceGitHubToken(id: string, token: StoredGitHubToken, usedRefreshToken: string, now: Date): Promise<boolean>;
  createSession(session: { tokenHash: string; userId: string; now: Date; expiresAt: Date }): Promise<void>;
  /** The user of an unexpired session. */
  findSessionUser(tokenHash: string, now: Date): Promise<User | undefined>;
  deleteSession(tokenHash: string): Promise<void>;
}

interface TokenRow {
  github_token_enc: string;
  github_token_expires_at: Date | string | null;
  github_refresh_token_enc: string | null;
  github_refresh_token_expires_at: Date | string | null;
}

const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function tokenColumns(token: StoredGitHubToken): TokenRow {
  return {
    github_token_enc: token.encryptedToken,
    github_token_expires_at: token.expiresAt,
    github_refresh_token_enc: token.encryptedRefreshToken,
    github_refresh_token_expires_at: token.refreshTokenExpiresAt,
  };
}

interface UserRow {
  id: string;
  github_id: string;
  login: string;
  name: string | null;
  avatar_url: string | null;
  created_at: Date | string;
}

const USER_COLUMNS = ['users.id', 'users.github_id', 'users.login', 'users.name', 'users.avatar_url', 'users.created_at'];

function toUser(row: UserRow): User {
  return {
    id: row.id,
    githubId: row.github_id,
    login: row.login,
    name: row.name,
    avatarUrl: row.avatar_url,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export class KnexUserStore implements UserStore {
  constructor(private readonly knex: Knex) {}

  async upsert(user: { githubId: string; login: string; name: string | null; avatarUrl: string | null; token: StoredGitHubToken; now: Date }): Promise<User> {
    const [row] = (await this.knex('users')
      .insert({
        id: `usr_${randomBase62(16)}`,
        github_id: user.githubId,
        login: user.login,
        name: user.name,
        avatar_url: user.avatarUrl,
        ...tokenColumns(user.token),
        created_at: user.now,
        updated_at: user.now,
      })
      .onConflict('github_id')
      .merge(['login', 'name', 'avatar_url', 'github_token_enc', 'github_token_expires_at', 'github_refresh_token_enc', 'github_refresh_token_expires_at', 'updated_at'])
      .returning(['id', 'github_id', 'login', 'name', 'avatar_url', 'created_at'])) as UserRow[];
    if (row === undefined) throw new Error('user upsert returned no row');
    return toUser(row);
  }

  async findById(id: string): Promise<User | undefined> {
    const row = (await this.knex('users').select(USER_COLUMNS).where('id', id).first()) as UserRow | undefined;
    return row === undefined ? undefined : toUser(row);
  }

  async githubToken(id: string): Promise<StoredGitHubToken | undefined> {
    const row = (await this.knex('users')
      .select('github_token_enc', 'github_token_expires_at', 'github_refresh_token_enc', 'github_refresh_token_expires_at')
      .where('id', id)
      .first()) as TokenRow | undefined;
    if (row === undefined) return undefined;
    return {
      encryptedToken: row.github_token_enc,
      expiresAt: dateOrNull(row.github_token_expires_at),
      encryptedRefreshToken: row.github_refresh_token_enc,
      refreshTokenExpiresAt: dateOrNull(row.github_refresh_token_expires_at),
    };
  }

  async replaceGitHubToken(id: string, token: StoredGitHubToken, usedRefreshToken: string, now: Date): Promise<boolean> {
    const updated = await this.knex('users')
      .update({ ...tokenColumns(token), updated_at: now })
      .where({ id, github_refresh_token_enc: usedRefreshToken });
    return updated > 0;
  }

  async createSession(session: { tokenHash: string; userId: string; now: Date; expiresAt: Date }): Promise<void> {
    await this.knex('sessions').insert({ token_hash: session.tokenHash, user_id: session.userId, created_at: session.now, expires_at: session.expiresAt });
  }

  async findSessionUser(tokenHash: string, now: Date): Promise<User | undefined> {
    const row = (await this.knex('sessions')
      .join('users', 'users.id', 'sessions.user_id')
      .select(USER_COLUMNS)
      .where('sessions.token_hash', tokenHash)
      .andWhere('sessions.expires_at', '>', now)
      .first()) as UserRow | undefined;
    return row === undefined ? undefined : toUser(row);
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.knex('sessions').where('token_hash', tokenHash).delete();
  }
}
