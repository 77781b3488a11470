import { z } from 'zod';
import { AuthenticationError } from '../errors.js';

/** The OAuth scopes sign-in asks for: `repo` to read the private repositories a user can read, and to check admin rights for webhooks. */
export const OAUTH_SCOPES = 'repo read:user';

const TokenResponse = z.object({ access_token: z.string().min(1).optional(), error: z.string().optional(), error_description: z.string().optional() });
const GitHubUser = z.object({ id: z.number().int(), login: z.string().min(1), name: z.string().nullable().optional(), avatar_url: z.string().nullable().optional() });
export type GitHubUser = z.infer<typeof GitHubUser>;

export interface GitHubOAuth {
  authorizeUrl(state: string): string;
  /** Exchanges the callback code for a token; never echoes the code or the token in an error. */
  exchangeCode(code: string): Promise<string>;
  fetchUser(token: string): Promise<GitHubUser>;
}

export function createGitHubOAuth(options: { githubUrl: string; githubApiUrl: string; clientId: string; clientSecret: string; redirectUri: string }): GitHubOAuth {
  return {
    authorizeUrl(state) {
      const url = new URL(`${options.githubUrl}/login/oauth/authorize`);
      url.searchParams.set('client_id', options.clientId);
      url.searchParams.set('redirect_uri', options.redirectUri);
      url.searchParams.set('scope', OAUTH_SCOPES);
      url.searchParams.set('state', state);
      url.searchParams.set('allow_signup', 'false');
      return url.toString();
    },
    async exchangeCode(code) {
      const response = await fetch(`${options.githubUrl}/login/oauth/access_token`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: options.clientId, client_secret: options.clientSecret, code, redirect_uri: options.redirectUri }),
        signal: AbortSignal.timeout(10_000),
      });
      const parsed = TokenResponse.safeParse(await response.json().catch(() => ({})));
      if (!response.ok || !parsed.success || parsed.data.access_token === undefined) {
        throw new AuthenticationError(`GitHub sign-in failed: ${parsed.success && parsed.data.error ? parsed.data.error : `HTTP ${response.status}`}`);
      }
      return parsed.data.access_token;
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
