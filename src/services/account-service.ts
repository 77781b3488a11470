import type { Encryptor } from '../security/encryption.js';
import { hashToken } from '../security/hash-token.js';
import { randomBase62 } from '../security/random-base62.js';
import { AuthenticationError } from '../errors.js';
import type { StoredGitHubToken, User, UserStore } from '../storage/user-store.js';
import type { GitHubOAuth, UserTokens } from './github-oauth.js';

export const SESSION_COOKIE = 'svc_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** An expiring user token is refreshed when it has less than this left (an analysis or a job may outlast a token just about to expire). */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000;

/**
 * Users, their encrypted GitHub tokens and their sessions. Session tokens are stored only as hashes.
 * Expiring user tokens (sign-in through a GitHub App) are refreshed when used near their expiry.
 */
export class AccountService {
  /** Refreshes in flight, one per user: GitHub accepts a refresh token once. */
  private readonly refreshing = new Map<string, Promise<string | null>>();

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
    const tokens = await oauth.exchangeCode(code);
    const profile = await oauth.fetchUser(tokens.accessToken);
    const user = await this.deps.users.upsert({
      githubId: String(profile.id),
      login: profile.login,
      name: profile.name ?? null,
      avatarUrl: profile.avatar_url ?? null,
      token: this.seal(tokens),
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

  /**
   * The user's GitHub token, decrypted for one use; never logged. An expiring token near its end
   * is refreshed first (and the new tokens stored); null when there is none, or when it has
   * expired and cannot be refreshed (the user signs in again).
   */
  async githubToken(userId: string): Promise<string | null> {
    const stored = await this.deps.users.githubToken(userId);
    if (stored === undefined) return null;
    if (this.lifeLeft(stored.expiresAt) > TOKEN_REFRESH_MARGIN_MS) return this.deps.encryptor.decrypt(stored.encryptedToken);
    let refreshing = this.refreshing.get(userId);
    if (refreshing === undefined) {
      refreshing = this.refresh(userId, stored).finally(() => this.refreshing.delete(userId));
      this.refreshing.set(userId, refreshing);
    }
    return refreshing;
  }

  private async refresh(userId: string, stored: StoredGitHubToken): Promise<string | null> {
    const oauth = this.deps.oauth;
    const current = (token: StoredGitHubToken): string | null => (this.lifeLeft(token.expiresAt) > 0 ? this.deps.encryptor.decrypt(token.encryptedToken) : null);
    const usedRefreshToken = stored.encryptedRefreshToken;
    if (oauth === null || usedRefreshToken === null || this.lifeLeft(stored.refreshTokenExpiresAt) <= 0) return current(stored);
    let tokens: UserTokens;
    try {
      tokens = await oauth.refresh(this.deps.encryptor.decrypt(usedRefreshToken));
    } catch (error) {
      if (!(error instanceof AuthenticationError)) throw error;
      // Refused: another process may have used this refresh token first, and stored what it got.
      const latest = await this.deps.users.githubToken(userId);
      return latest !== undefined && latest.encryptedRefreshToken !== usedRefreshToken ? current(latest) : current(stored);
    }
    await this.deps.users.replaceGitHubToken(userId, this.seal(tokens), usedRefreshToken, this.now());
    return tokens.accessToken;
  }

  /** Milliseconds until `expiresAt`; infinite when it never comes. */
  private lifeLeft(expiresAt: Date | null): number {
    return expiresAt === null ? Number.POSITIVE_INFINITY : expiresAt.getTime() - this.now().getTime();
  }

  /** Tokens as stored: encrypted, with their lifetimes turned into times. */
  private seal(tokens: UserTokens): StoredGitHubToken {
    const now = this.now().getTime();
    const at = (seconds: number | null): Date | null => (seconds === null ? null : new Date(now + seconds * 1000));
    return {
      encryptedToken: this.deps.encryptor.encrypt(tokens.accessToken),
      expiresAt: at(tokens.expiresInSeconds),
      encryptedRefreshToken: tokens.refreshToken === null ? null : this.deps.encryptor.encrypt(tokens.refreshToken),
      refreshTokenExpiresAt: tokens.refreshToken === null ? null : at(tokens.refreshTokenExpiresInSeconds),
    };
  }

  authorizeUrl(state: string): string {
    return this.requireOAuth().authorizeUrl(state);
  }

  private requireOAuth(): GitHubOAuth {
    if (this.deps.oauth === null) throw new Error('sign-in is not configured (APP_CLIENT_ID and APP_CLIENT_SECRET, or GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET)');
    return this.deps.oauth;
  }
}
