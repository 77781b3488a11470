import type { Encryptor } from '../security/encryption.js';
import { hashToken } from '../security/hash-token.js';
import { randomBase62 } from '../security/random-base62.js';
import type { User, UserStore } from '../storage/user-store.js';
import type { GitHubOAuth } from './github-oauth.js';

export const SESSION_COOKIE = 'svc_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Users, their encrypted GitHub tokens and their sessions. Session tokens are stored only as hashes. */
export class AccountService {
  constructor(
    private readonly deps: {
      users: UserStore;
      encryptor: Encryptor;
      oauth: GitHubOAuth | null;
      clock?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.clock?.() ?? new Date();
  }

  get signInEnabled(): boolean {
    return this.deps.oauth !== null;
  }

  /** Finishes the OAuth web flow: code -> token -> /user -> stored user -> new session token. */
  async completeSignIn(code: string): Promise<{ user: User; sessionToken: string }> {
    const oauth = this.requireOAuth();
    const token = await oauth.exchangeCode(code);
    const profile = await oauth.fetchUser(token);
    const user = await this.deps.users.upsert({
      githubId: String(profile.id),
      login: profile.login,
      name: profile.name ?? null,
      avatarUrl: profile.avatar_url ?? null,
      encryptedToken: this.deps.encryptor.encrypt(token),
      now: this.now(),
    });
    return { user, sessionToken: await this.createSession(user.id) };
  }

  async createSession(userId: string): Promise<string> {
    const token = randomBase62(43);
    const now = this.now();
    await this.deps.users.createSession({ tokenHash: hashToken(token), userId, now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
    return token;
  }

  async userForSession(sessionToken: string): Promise<User | undefined> {
    if (!/^[A-Za-z0-9]{43}$/.test(sessionToken)) return undefined;
    return this.deps.users.findSessionUser(hashToken(sessionToken), this.now());
  }

  findUser(userId: string): Promise<User | undefined> {
    return this.deps.users.findById(userId);
  }

  async endSession(sessionToken: string): Promise<void> {
    await this.deps.users.deleteSession(hashToken(sessionToken));
  }

  /** The user's GitHub token, decrypted for one use; never logged. */
  async githubToken(userId: string): Promise<string | null> {
    const stored = await this.deps.users.encryptedToken(userId);
    return stored === undefined ? null : this.deps.encryptor.decrypt(stored);
  }

  authorizeUrl(state: string): string {
    return this.requireOAuth().authorizeUrl(state);
  }

  private requireOAuth(): GitHubOAuth {
    if (this.deps.oauth === null) throw new Error('sign-in is not configured (GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET)');
    return this.deps.oauth;
  }
}
