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

export interface UserStore {
  /** Creates or updates the user with this GitHub id; the token is already encrypted. */
  upsert(user: { githubId: string; login: string; name: string | null; avatarUrl: string | null; encryptedToken: string; now: Date }): Promise<User>;
  findById(id: string): Promise<User | undefined>;
  /** The encrypted GitHub token of the user. */
  encryptedToken(id: string): Promise<string | undefined>;
  createSession(session: { tokenHash: string; userId: string; now: Date; expiresAt: Date }): Promise<void>;
  /** The user of an unexpired session. */
  findSessionUser(tokenHash: string, now: Date): Promise<User | undefined>;
  deleteSession(tokenHash: string): Promise<void>;
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

  async upsert(user: { githubId: string; login: string; name: string | null; avatarUrl: string | null; encryptedToken: string; now: Date }): Promise<User> {
    const [row] = (await this.knex('users')
      .insert({
        id: `usr_${randomBase62(16)}`,
        github_id: user.githubId,
        login: user.login,
        name: user.name,
        avatar_url: user.avatarUrl,
        github_token_enc: user.encryptedToken,
        created_at: user.now,
        updated_at: user.now,
      })
      .onConflict('github_id')
      .merge(['login', 'name', 'avatar_url', 'github_token_enc', 'updated_at'])
      .returning(['id', 'github_id', 'login', 'name', 'avatar_url', 'created_at'])) as UserRow[];
    if (row === undefined) throw new Error('user upsert returned no row');
    return toUser(row);
  }

  async findById(id: string): Promise<User | undefined> {
    const row = (await this.knex('users').select(USER_COLUMNS).where('id', id).first()) as UserRow | undefined;
    return row === undefined ? undefined : toUser(row);
  }

  async encryptedToken(id: string): Promise<string | undefined> {
    const row = (await this.knex('users').select('github_token_enc').where('id', id).first()) as { github_token_enc: string } | undefined;
    return row?.github_token_enc;
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
