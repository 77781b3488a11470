import type { ScanPage, ScanStore } from '../storage/scan-store.js';
import type { RepositoryAccess } from './repository-access.js';

/** A repository's scans, newest first, for a person who can read the repository on GitHub. */
export class RepositoryScans {
  constructor(private readonly deps: { access: RepositoryAccess; scanStore: ScanStore }) {}

  /**
   * NotFoundError or ForbiddenError when `userId` cannot read owner/repo on GitHub. Scans are
   * stored by name: only those made since the repository now under that name was created are
   * listed, so that a name taken again (an owner renamed or deleted, and someone else created a
   * repository under the old name) does not list the scans of the repository that had it before.
   * Renamed and transferred repositories keep their creation time, and their scans.
   */
  async list(userId: string, owner: string, repo: string, page: { limit: number; cursor?: string | null }): Promise<ScanPage> {
    const { createdAt } = await this.deps.access.requireRead(userId, owner, repo);
    return this.deps.scanStore.listByRepository(owner, repo, { ...page, since: createdAt });
  }
}
