import { z } from 'zod';
import { AuthenticationError } from '../errors.js';

/** The OAuth app's scopes: `repo` to read the private repositories a user can read, and to check admin rights for webhooks. */
export const OAUTH_SCOPES = 'repo read:user';

/**
 * How users sign in: through the GitHub App's own user authorization (its client id and secret;
 * the token has no scopes and reads what both the user and the App's installations may read), or
 * through an OAuth app asking for OAUTH_SCOPES (setups without an App). docs/adr/0007-github-access.md.
 */
export type SignInKind = 'app' | 'oauth-app';

const TokenResponse = z.object({
  access_token: z.string().min(1).optional(),
  expires_in: z.number().int().positive().optional(),
  refresh_token: z.string().min(1).optional(),
  refresh_token_expires_in: z.number().int().positive().optional(),
  error: z.string().optional(),
});
const GitHubUser = z.object({ id: z.number().int(), login: z.string().min(1), name: z.string().nullable().optional(), avatar_url: z.string().nullable().optional() });
export type GitHubUser = z.infer<typeof GitHubUser>;

/** A user's tokens as GitHub hands them out; the lifetimes are null for tokens that do not expire. */
export interface UserTokens {
  readonly accessToken: string;
  readonly expiresInSeconds: number | null;
  readonly refreshToken: string | null;
  readonly refreshTokenExpiresInSeconds: number | null;
}

export interface GitHubOAuth {
  readonly kind: SignInKind;
  authorizeUrl(state: string): string;
  /** Exchanges the callback code for tokens; never echoes the code or a token in an error. */
  exchangeCode(code: string): Promise<UserTokens>;
  /** New tokens for a refresh token (which GitHub then no longer accepts); AuthenticationError when GitHub refuses it. */
  refresh(refreshToken: string): Promise<UserTokens>;
  fetchUser(token: string): Promise<GitHubUser>;
}

export function createGitHubOAuth(options: {
  kind: SignInKind;
  githubUrl: string;
  githubApiUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): GitHubOAuth {
  /** POST /login/oauth/access_token with the client's credentials and `fields`. */
  const requestTokens = async (fields: Record<string, string>, failure: string): Promise<UserTokens> => {
    const response = await fetch(`${options.githubUrl}/login/oauth/access_token`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: options.clientId, client_secret: options.clientSecret, ...fields }),
      signal: AbortSignal.timeout(10_000),
    });
    const parsed = TokenResponse.safeParse(await response.json().catch(() => ({})));
    if (!response.ok || !parsed.success || parsed.data.access_token === undefined) {
      throw new AuthenticationError(`${failure}: ${parsed.success && parsed.data.error ? parsed.data.error : `HTTP ${response.status}`}`);
    }
    const data = parsed.data;
    return {
      accessToken: data.access_token ?? '',
      expiresInSeconds: data.expires_in ?? null,
      refreshToken: data.refresh_token ?? null,
      refreshTokenExpiresInSeconds: data.refresh_token_expires_in ?? null,
    };
  };

  return {
    kind: options.kind,
    authorizeUrl(state) {
      const url = new URL(`${options.githubUrl}/login/oauth/authorize`);
      url.searchParams.set('client_id', options.clientId);
      url.searchParams.set('redirect_uri', options.redirectUri);
      // A GitHub App's user token has no scopes: the App's permissions decide what it reads.
      if (options.kind === 'oauth-app') url.searchParams.set('scope', OAUTH_SCOPES);
      url.searchParams.set('state', state);
      url.searchParams.set('allow_signup', 'false');
      return url.toString();
    },
    exchangeCode(code) {
      return requestTokens({ code, redirect_uri: options.redirectUri }, 'GitHub sign-in failed');
    },
    refresh(refreshToken) {
      return requestTokens({ grant_type: 'refresh_token', refresh_token: refreshToken }, 'GitHub token refresh failed');
    },
    async fetchUser(token) {
      const response = await fetch(`${options.githubApiUrl}/user`, {
        headers: { accept: 'application/vnd.github+json', authorization: `Bearer ${token}`, 'user-agent': 'svc' },
        signal: AbortSignal.timeout(10_000),
      });
      const parsed = GitHubUser.safeParse(await response.json().catch(() => ({})));
      if (!response.ok || !parsed.success) throw new AuthenticationError(`GitHub sign-in failed: could not read the user (HTTP ${response.status})`);
      return parsed.data;
    },
  };
}
