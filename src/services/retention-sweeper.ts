import type { Logger } from '../logger.js';
import type { WebhookQueue } from '../storage/webhook-queue.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Retention of the webhook records (RETENTION_DAYS, default 30): once a minute after start and
 * hourly after that, deletes deliveries and finished jobs older than the retention period. Runs
 * in every process that runs webhook jobs; sweeps by several processes at once are harmless (each
 * deletes what is left). Scans are not swept (docs/webhooks.md, "Retention").
 */
export class RetentionSweeper {
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly deps: { queue: Pick<WebhookQueue, 'purgeBefore'>; logger: Logger; retentionDays: number; now?: () => number },
    private readonly options: { firstDelayMs?: number; intervalMs?: number } = {},
  ) {}

  /** Deletes what is older than the retention period now; resolves to the counts deleted. */
  async sweepOnce(): Promise<{ deliveries: number; jobs: number }> {
    const cutoff = new Date((this.deps.now ?? Date.now)() - this.deps.retentionDays * DAY_MS);
    const deleted = await this.deps.queue.purgeBefore(cutoff);
    if (deleted.deliveries + deleted.jobs > 0) this.deps.logger.info({ ...deleted, before: cutoff.toISOString() }, 'retention: old deliveries and finished jobs deleted');
    return deleted;
  }

  start(): void {
    if (this.timer !== null) return;
    const run = (): void => {
      this.sweeping = this.sweepOnce().catch((error: unknown) => this.deps.logger.warn({ err: error }, 'retention: sweep failed; next try in an hour'));
      this.timer = setTimeout(run, this.options.intervalMs ?? 60 * 60_000);
      this.timer.unref();
    };
    this.timer = setTimeout(run, this.options.firstDelayMs ?? 60_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    await this.sweeping;
  }
}
