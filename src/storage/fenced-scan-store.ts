import type { Signal } from '../signal/schema.js';
import { KnexScanStore, type ScanPage, type ScanStore, type StoredScan } from './scan-store.js';
import type { ClaimedJob, WebhookQueue } from './webhook-queue.js';

/**
 * The ScanStore a webhook job's analysis writes through: a scan is inserted only in a
 * transaction that still holds the job's lease, so a worker that was presumed dead (paused,
 * partitioned) and resumes cannot store a second scan of a job another worker took over.
 */
export class FencedScanStore implements ScanStore {
  constructor(
    private readonly inner: ScanStore,
    private readonly queue: WebhookQueue,
    private readonly job: ClaimedJob,
  ) {}

  async save(scan: { scanId: string; createdAt: string; signal: Signal }): Promise<void> {
    await this.queue.whileHeld(this.job, (trx) => new KnexScanStore(trx).save(scan));
  }

  findByScanId(scanId: string): Promise<StoredScan | undefined> {
    return this.inner.findByScanId(scanId);
  }

  findBySignalId(signalId: string): Promise<StoredScan | undefined> {
    return this.inner.findBySignalId(signalId);
  }

  listByRepository(owner: string, repo: string, options: { limit: number; cursor?: string | null }): Promise<ScanPage> {
    return this.inner.listByRepository(owner, repo, options);
  }

  hasScanForHead(owner: string, repo: string, headSha: string, source: 'api' | 'webhook'): Promise<boolean> {
    return this.inner.hasScanForHead(owner, repo, headSha, source);
  }
}
