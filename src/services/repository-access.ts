import { ForbiddenError, NotFoundError, UpstreamError } from '../errors.js';
import { classifyGitHubError } from '../github/classify-github-error.js';
import { fetchRepositoryPermissions, type RepositoryPermissions } from '../github/fetch-repository-permissions.js';
import type { AccountService } from './account-service.js';
import type { GitHubClientFactory } from './analysis-service.js';

/**
 * Asks GitHub, with the user's own token, what the user may do on a repository, on every request:
 * access revoked on GitHub counts from the next request (a cached "yes" let a user who lost access
 * list a repository's scans, and so learn new scan ids, for a minute more). Concurrent checks of
 * the same user and repository share one request, and GitHub answers a repeat with 304 (the
 * process's ETag cache), which its rate limit does not count.
 */
export class RepositoryAccess {
  private readonly inFlight = new Map<string, Promise<RepositoryPermissions | undefined>>();

  constructor(
    private readonly deps: {
      accounts: AccountService;
      createClient: GitHubClientFactory;
    },
  ) {}

  /** 404 when the user cannot see the repository, 403 without admin permission; else what GitHub says of it. */
  async requireAdmin(userId: string, owner: string, repo: string): Promise<RepositoryPermissions> {
    const permissions = await this.lookUp(userId, owner, repo);
    if (permissions === undefined) throw new NotFoundError('Repository not found');
    if (!permissions.admin) throw new ForbiddenError(`Admin permission on ${owner}/${repo} is required to manage its webhook`);
    return permissions;
  }

  /**
   * 404 when the user cannot see the repository (GitHub answers the same for "absent" and
   * "private"); else what GitHub says of it (its creation time tells a name taken again apart).
   */
  async requireRead(userId: string, owner: string, repo: string): Promise<RepositoryPermissions> {
    const key = `${userId}:${owner}/${repo}`.toLowerCase();
    let pending = this.inFlight.get(key);
    if (pending === undefined) {
      pending = this.lookUp(userId, owner, repo).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    const permissions = await pending;
    if (permissions === undefined) throw new NotFoundError('Repository not found');
    if (!permissions.pull) throw new ForbiddenError(`You cannot read ${owner}/${repo} on GitHub`);
    return permissions;
  }

  private async lookUp(userId: string, owner: string, repo: string): Promise<RepositoryPermissions | undefined> {
    const token = await this.deps.accounts.githubToken(userId);
    if (token === null) throw new ForbiddenError('Your account has no connected GitHub token; sign in again');
    const { octokit } = this.deps.createClient(token, undefined, 'user');
    try {
      return await fetchRepositoryPermissions(octokit, owner, repo);
    } catch (error) {
      const failure = classifyGitHubError(error);
      if (failure.kind === 'forbidden') throw new ForbiddenError(`GitHub refused access to ${owner}/${repo} (${failure.summary}); sign in again`);
      throw new UpstreamError(`Could not check your permissions on GitHub: ${failure.summary}`);
    }
  }
}
