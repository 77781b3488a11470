import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AuthenticationError } from '../../src/errors.js';
import { createEncryptor } from '../../src/security/encryption.js';
import { AccountService } from '../../src/services/account-service.js';
import type { GitHubOAuth, UserTokens } from '../../src/services/github-oauth.js';
import type { StoredGitHubToken, User, UserStore } from '../../src/storage/user-store.js';

const encryptor = createEncryptor(randomBytes(32).toString('base64'));
const HOUR = 3_600_000;

/** One user's stored credential, in memory, with the store's guarded replace. */
function memoryUsers(token: StoredGitHubToken): UserStore & { token: StoredGitHubToken } {
  const user: User = { id: 'usr_1', githubId: '1', login: 'octocat', name: null, avatarUrl: null, createdAt: new Date(0).toISOString() };
  const store = {
    token,
    upsert: async () => user,
    findById: async () => user,
    githubToken: async () => store.token,
    replaceGitHubToken: async (_id: string, next: StoredGitHubToken, used: string) => {
      if (store.token.encryptedRefreshToken !== used) return false;
      store.token = next;
      return true;
    },
    createSession: async () => undefined,
    findSessionUser: async () => undefined,
    deleteSession: async () => undefined,
  };
  return store;
}

/** GitHub's token endpoint for the App: each refresh token is accepted once. */
function fakeGitHub(): GitHubOAuth & { refreshes: string[]; valid: Set<string> } {
  let n = 0;
  const valid = new Set<string>();
  const oauth = {
    kind: 'app' as const,
    refreshes: [] as string[],
    valid,
    authorizeUrl: () => '',
    exchangeCode: async (): Promise<UserTokens> => ({ accessToken: 'ghu_code', expiresInSeconds: 28_800, refreshToken: 'ghr_code', refreshTokenExpiresInSeconds: 15_897_600 }),
    refresh: async (refreshToken: string): Promise<UserTokens> => {
      oauth.refreshes.push(refreshToken);
      if (!valid.delete(refreshToken)) throw new AuthenticationError('GitHub token refresh failed: bad_refresh_token');
      n += 1;
      valid.add(`ghr_${n}`);
      return { accessToken: `ghu_${n}`, expiresInSeconds: 28_800, refreshToken: `ghr_${n}`, refreshTokenExpiresInSeconds: 15_897_600 };
    },
    fetchUser: async () => ({ id: 1, login: 'octocat' }),
  };
  return oauth;
}

const stored = (now: number, access: string, accessLeftMs: number, refresh: string | null, refreshLeftMs = 100 * 24 * HOUR): StoredGitHubToken => ({
  encryptedToken: encryptor.encrypt(access),
  expiresAt: new Date(now + accessLeftMs),
  encryptedRefreshToken: refresh === null ? null : encryptor.encrypt(refresh),
  refreshTokenExpiresAt: refresh === null ? null : new Date(now + refreshLeftMs),
});

describe('AccountService: expiring user tokens (sign-in through a GitHub App)', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  const clock = () => new Date(now);

  it('uses a token with hours left as it is, and never refreshes a token that does not expire', async () => {
    const github = fakeGitHub();
    const fresh = new AccountService({ users: memoryUsers(stored(now, 'ghu_fresh', 2 * HOUR, 'ghr_0')), encryptor, oauth: github, clock });
    expect(await fresh.githubToken('usr_1')).toBe('ghu_fresh');
    const lasting = memoryUsers({ encryptedToken: encryptor.encrypt('gho_classic'), expiresAt: null, encryptedRefreshToken: null, refreshTokenExpiresAt: null });
    expect(await new AccountService({ users: lasting, encryptor, oauth: github, clock }).githubToken('usr_1')).toBe('gho_classic');
    expect(github.refreshes).toEqual([]);
  });

  it('refreshes a token near its expiry once for concurrent callers, and stores the new pair with its expiry', async () => {
    const github = fakeGitHub();
    github.valid.add('ghr_0');
    const users = memoryUsers(stored(now, 'ghu_old', 60_000, 'ghr_0'));
    const accounts = new AccountService({ users, encryptor, oauth: github, clock });
    expect(await Promise.all([accounts.githubToken('usr_1'), accounts.githubToken('usr_1')])).toEqual(['ghu_1', 'ghu_1']);
    expect(github.refreshes).toEqual(['ghr_0']);
    expect(encryptor.decrypt(users.token.encryptedToken)).toBe('ghu_1');
    expect(encryptor.decrypt(users.token.encryptedRefreshToken ?? '')).toBe('ghr_1');
    expect(users.token.expiresAt?.toISOString()).toBe(new Date(now + 28_800_000).toISOString());
    expect(users.token.refreshTokenExpiresAt?.toISOString()).toBe(new Date(now + 15_897_600_000).toISOString());
    expect(await accounts.githubToken('usr_1')).toBe('ghu_1');
    expect(github.refreshes).toHaveLength(1);
  });

  it('takes the tokens another process stored when GitHub refuses a refresh token it already used', async () => {
    const github = fakeGitHub();
    const users = memoryUsers(stored(now, 'ghu_old', 60_000, 'ghr_0'));
    const accounts = new AccountService({ users, encryptor, oauth: github, clock });
    // The other process refreshes between this one's read and its refresh.
    const read = users.githubToken;
    users.githubToken = async () => {
      const seen = await read('usr_1');
      users.token = stored(now, 'ghu_other', 8 * HOUR, 'ghr_other');
      users.githubToken = read;
      return seen;
    };
    expect(await accounts.githubToken('usr_1')).toBe('ghu_other');
  });

  it('gives no token once the access token has expired and the refresh token has too (the user signs in again)', async () => {
    const github = fakeGitHub();
    github.valid.add('ghr_0');
    const lapsed = new AccountService({ users: memoryUsers(stored(now, 'ghu_old', -1, 'ghr_0', -1)), encryptor, oauth: github, clock });
    expect(await lapsed.githubToken('usr_1')).toBeNull();
    const refused = new AccountService({ users: memoryUsers(stored(now, 'ghu_old', -1, 'ghr_revoked')), encryptor, oauth: github, clock });
    expect(await refused.githubToken('usr_1')).toBeNull();
    expect(github.refreshes).toEqual(['ghr_revoked']);
  });

  it('keeps using a token that is near its end but still valid when it cannot be refreshed', async () => {
    const github = fakeGitHub();
    const accounts = new AccountService({ users: memoryUsers(stored(now, 'ghu_last_minutes', 60_000, 'ghr_revoked')), encryptor, oauth: github, clock });
    expect(await accounts.githubToken('usr_1')).toBe('ghu_last_minutes');
  });
});
