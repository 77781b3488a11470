import { createAppAuth } from '@octokit/auth-app';
import { Octokit } from '@octokit/core';
import { errorStatus } from '../github/classify-github-error.js';
import { restrictToApi } from '../github/restrict-to-api.js';

export interface GitHubAppCredentials {
  readonly appId: number;
  readonly privateKey: string;
}

/**
 * The GitHub App's credentials: a JWT for app routes, installation tokens for everything else.
 * @octokit/auth-app caches each installation token until shortly before it expires; the
 * repository -> installation lookup is cached here (hits for 10 minutes, misses for 1).
 */
export class GitHubAppAuth {
  private readonly appOctokit: Octokit;
  private readonly installations = new Map<string, { expires: number; installationId: number | null }>();

  constructor(
    credentials: GitHubAppCredentials,
    private readonly options: { baseUrl: string; clock?: () => number },
  ) {
    this.appOctokit = new Octokit({
      baseUrl: options.baseUrl,
      userAgent: 'svc',
      authStrategy: createAppAuth,
      auth: { appId: credentials.appId, privateKey: credentials.privateKey },
      request: { fetch: restrictToApi(options.baseUrl, globalThis.fetch) },
    });
  }

  /** A token of this installation (cached until shortly before it expires). */
  async installationToken(installationId: number): Promise<string> {
    const auth = (await this.appOctokit.auth({ type: 'installation', installationId })) as { token: string };
    return auth.token;
  }

  /** The installation on owner/repo, or null when the app is not installed there. */
  async installationIdFor(owner: string, repo: string): Promise<number | null> {
    const key = `${owner}/${repo}`.toLowerCase();
    const now = this.options.clock?.() ?? Date.now();
    const cached = this.installations.get(key);
    if (cached !== undefined && cached.expires > now) return cached.installationId;
    let installationId: number | null;
    try {
      const response = await this.appOctokit.request('GET /repos/{owner}/{repo}/installation', { owner, repo });
      installationId = (response.data as { id: number }).id;
    } catch (error) {
      if (errorStatus(error) !== 404) throw error;
      installationId = null;
    }
    this.installations.set(key, { expires: now + (installationId === null ? 60_000 : 600_000), installationId });
    return installationId;
  }

  /** CredentialResolver's hook: an installation token for the repository, or null when not installed. */
  async tokenForRepository(owner: string, repo: string): Promise<string | null> {
    const installationId = await this.installationIdFor(owner, repo);
    return installationId === null ? null : this.installationToken(installationId);
  }
}
