import { ForbiddenError, NotFoundError, UpstreamError } from '../errors.js';
import { classifyGitHubError } from '../github/classify-github-error.js';
import { fetchRepositoryPermissions, type RepositoryPermissions } from '../github/fetch-repository-permissions.js';
import type { AccountService } from './account-service.js';
import type { GitHubClientFactory } from './analysis-service.js';

/**
 * Asks GitHub, with the user's own token, what the user may do on a repository. Admin checks
 * (webhook enable/rotate/disable) always ask; read checks (listing scans) are cached briefly.
 */
export class RepositoryAccess {
  private readonly readCache = new Map<string, { expires: number; permissions: RepositoryPermissions | undefined }>();

  constructor(
    private readonly deps: {
      accounts: AccountService;
      createClient: GitHubClientFactory;
      readCacheMs?: number;
      clock?: () => number;
    },
  ) {}

  /** 404 when the user cannot see the repository, 403 without admin permission. */
  async requireAdmin(userId: string, owner: string, repo: string): Promise<void> {
    const permissions = await this.lookUp(userId, owner, repo);
    if (permissions === undefined) throw new NotFoundError('Repository not found');
    if (!permissions.admin) throw new ForbiddenError(`Admin permission on ${owner}/${repo} is required to manage its webhook`);
  }

  /** 404 when the user cannot see the repository (GitHub answers the same for "absent" and "private"). */
  async requireRead(userId: string, owner: string, repo: string): Promise<void> {
    const key = `${userId}:${owner}/${repo}`.toLowerCase();
    const now = this.now();
    let cached = this.readCache.get(key);
    if (cached === undefined || cached.expires <= now) {
      cached = { expires: now + (this.deps.readCacheMs ?? 60_000), permissions: await this.lookUp(userId, owner, repo) };
      this.readCache.set(key, cached);
      if (this.readCache.size > 10_000) this.readCache.delete(this.readCache.keys().next().value as string);
    }
    if (cached.permissions === undefined) throw new NotFoundError('Repository not found');
    if (!cached.permissions.pull) throw new ForbiddenError(`You cannot read ${owner}/${repo} on GitHub`);
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

  private now(): number {
    return this.deps.clock?.() ?? Date.now();
  }

  /** For tests and sign-out: forget cached answers for a token's user. */
  forget(userId: string): void {
    for (const key of this.readCache.keys()) if (key.startsWith(`${userId.toLowerCase()}:`)) this.readCache.delete(key);
  }
}
