import { KnexScanStore, type ListOptions, type ScanPage, type ScanStore, type ScanToSave, type StoredScan } from './scan-store.js';
import type { ClaimedJob, WebhookQueue } from './webhook-queue.js';

/** The head GitHub served was already analyzed by this source: the new scan is dropped. */
export class HeadAlreadyAnalyzedError extends Error {
  constructor(readonly headSha: string) {
    super(`head ${headSha} was already analyzed`);
    this.name = 'HeadAlreadyAnalyzedError';
  }
}

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
    /** A head a "Re-run" asked to analyze again: stored even though it was analyzed before. */
    private readonly options: { readonly reanalyzeHead?: string } = {},
  ) {}

  async save(scan: ScanToSave): Promise<void> {
    await this.queue.whileHeld(this.job, async (trx) => {
      const store = new KnexScanStore(trx);
      const { pr, meta } = scan.signal;
      // The job checked the head its deliveries announced; GitHub may already have served a newer
      // head that an earlier job of this PR analyzed (a burst of pushes): never store it twice.
      const again = this.options.reanalyzeHead !== undefined && this.options.reanalyzeHead === pr.head_sha.toLowerCase();
      if (!again && (await store.hasScanForHead(pr.owner, pr.repo, pr.head_sha, meta.source))) throw new HeadAlreadyAnalyzedError(pr.head_sha);
      await store.save(scan);
    });
  }

  findByScanId(scanId: string): Promise<StoredScan | undefined> {
    return this.inner.findByScanId(scanId);
  }

  findBySignalId(signalId: string): Promise<StoredScan | undefined> {
    return this.inner.findBySignalId(signalId);
  }

  listByRepository(owner: string, repo: string, options: ListOptions): Promise<ScanPage> {
    return this.inner.listByRepository(owner, repo, options);
  }

  hasScanForHead(owner: string, repo: string, headSha: string, source: 'api' | 'webhook'): Promise<boolean> {
    return this.inner.hasScanForHead(owner, repo, headSha, source);
  }
}
