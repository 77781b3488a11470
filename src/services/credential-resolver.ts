import { errorStatus } from '../github/classify-github-error.js';
import { fetchRepositoryPermissions } from '../github/fetch-repository-permissions.js';
import { pullRequestError, pullRequestNotAccessible } from '../github/pull-request-error.js';
import type { AccountService } from './account-service.js';
import type { AnalysisTarget, GitHubClientFactory } from './analysis-service.js';
import type { CredentialLabel } from '../metrics.js';

/** The token an analysis reads with, and whose it is (the caller's account, the request body, the app's installation, GITHUB_TOKEN, none). */
export interface ResolvedCredential {
  readonly token: string | null;
  readonly kind: CredentialLabel;
}

export type InstallationTokenSource = (owner: string, repo: string) => Promise<string | null>;

/**
 * Which GitHub token an analysis reads with (README.md, "Use it"):
 * the API key owner's (or signed-in user's) stored token; `access_token` from the body; a GitHub
 * App installation token for the repository; GITHUB_TOKEN; none.
 *
 * The first two are the caller's own: they read whatever the caller may read. The next two are
 * the server's, and only lift rate limits for public repositories: before one is used, the
 * repository is read with it, and a private (or internal) repository is refused with the same
 * "not found or not accessible" answer as a repository that does not exist, so an anonymous
 * caller learns nothing about it. That costs one request per analysis that uses them.
 */
export class CredentialResolver {
  constructor(
    private readonly deps: {
      accounts: AccountService;
      serverToken: string | null;
      installationToken?: InstallationTokenSource | null;
      /** Reads the repository's visibility before a server credential is used. */
      createClient: GitHubClientFactory;
    },
  ) {}

  async tokenFor(userId: string | null, bodyToken: string | null, target: AnalysisTarget): Promise<string | null> {
    return (await this.resolve(userId, bodyToken, target)).token;
  }

  /** As tokenFor, saying whose token it is. */
  async resolve(userId: string | null, bodyToken: string | null, target: AnalysisTarget): Promise<ResolvedCredential> {
    if (userId !== null) {
      const token = await this.deps.accounts.githubToken(userId);
      if (token !== null) return { token, kind: 'user' };
    }
    if (bodyToken !== null) return { token: bodyToken, kind: 'request' };
    let installation: string | null = null;
    if (this.deps.installationToken) installation = await this.deps.installationToken(target.owner, target.repo).catch(() => null);
    const server: ResolvedCredential = installation !== null ? { token: installation, kind: 'installation' } : { token: this.deps.serverToken, kind: this.deps.serverToken === null ? 'anonymous' : 'server' };
    if (server.token !== null) await this.requirePublic(server.token, server.kind, target);
    return server;
  }

  /** Throws the "not found or not accessible" AnalysisError unless the repository is public. */
  private async requirePublic(token: string, kind: CredentialLabel, target: AnalysisTarget): Promise<void> {
    const { octokit } = this.deps.createClient(token, undefined, kind);
    let permissions: Awaited<ReturnType<typeof fetchRepositoryPermissions>>;
    try {
      permissions = await fetchRepositoryPermissions(octokit, target.owner, target.repo);
    } catch (error) {
      // A 403 that is not a rate limit (SSO, policy) would say the repository exists: same refusal.
      const failure = pullRequestError(error, target);
      throw errorStatus(error) === 403 && failure.kind === 'forbidden' ? pullRequestNotAccessible(target) : failure;
    }
    if (permissions === undefined || !permissions.public) throw pullRequestNotAccessible(target);
  }
}
