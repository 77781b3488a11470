import { errorStatus } from '../github/classify-github-error.js';
import { fetchRepositoryPermissions } from '../github/fetch-repository-permissions.js';
import { pullRequestError, pullRequestNotAccessible } from '../github/pull-request-error.js';
import type { AccountService } from './account-service.js';
import type { AnalysisTarget, GitHubClientFactory } from './analysis-service.js';

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
    if (userId !== null) {
      const token = await this.deps.accounts.githubToken(userId);
      if (token !== null) return token;
    }
    if (bodyToken !== null) return bodyToken;
    let serverToken: string | null = null;
    if (this.deps.installationToken) serverToken = await this.deps.installationToken(target.owner, target.repo).catch(() => null);
    serverToken ??= this.deps.serverToken;
    if (serverToken !== null) await this.requirePublic(serverToken, target);
    return serverToken;
  }

  /** Throws the "not found or not accessible" AnalysisError unless the repository is public. */
  private async requirePublic(token: string, target: AnalysisTarget): Promise<void> {
    const { octokit } = this.deps.createClient(token);
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
