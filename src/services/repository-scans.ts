import type { ScanPage, ScanStore } from '../storage/scan-store.js';
import type { RepositoryAccess } from './repository-access.js';

/** A repository's scans, newest first, for a person who can read the repository on GitHub. */
export class RepositoryScans {
  constructor(private readonly deps: { access: RepositoryAccess; scanStore: ScanStore }) {}

  /** NotFoundError or ForbiddenError when `userId` cannot read owner/repo on GitHub. */
  async list(userId: string, owner: string, repo: string, page: { limit: number; cursor?: string | null }): Promise<ScanPage> {
    await this.deps.access.requireRead(userId, owner, repo);
    return this.deps.scanStore.listByRepository(owner, repo, page);
  }
}
