import { hostname } from 'node:os';
import type { Logger } from '../logger.js';
import { randomBase62 } from '../security/random-base62.js';
import type { ClaimedJob, WebhookQueue } from '../storage/webhook-queue.js';
import type { IntakeActivity } from './intake-activity.js';
import type { JobResult, JobRunner } from './pull-request-job.js';

export interface QueueWorkerOptions {
  /** Jobs run at once by this worker (default 2). */
  readonly concurrency?: number;
  /** How often an idle worker looks for due jobs (default 1,000 ms); an in-process enqueue wakes it at once. */
  readonly pollIntervalMs?: number;
  /** A claim lasts this long unless renewed; a dead worker's job is claimed again after it (default 60 s). */
  readonly leaseMs?: number;
  /** Renewal period of a running job's lease (default a third of the lease). */
  readonly heartbeatMs?: number;
  /**
   * In the web process: before each claim, wait for a lull in webhook deliveries (IntakeActivity),
   * `intakeYieldMs` at the most (default 1,000 ms; 0 does not wait).
   */
  readonly intakeYieldMs?: number;
}

/**
 * Takes jobs from the queue and runs them: in the web process by default, or in `npm run worker`
 * on other machines, against the same PostgreSQL. Each job's lease is renewed while it runs;
 * every change to a job presents the claim's fencing token, so a worker that lost its lease
 * (paused, partitioned) can no longer touch the job.
 */
export class QueueWorker {
  readonly workerId: string;
  private readonly concurrency: number;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly heartbeatMs: number;
  private readonly intakeYieldMs: number;
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  /** A wake() that came while the loop was busy claiming: the loop looks again instead of sleeping. */
  private wakeRequested = false;
  private readonly inFlight = new Map<string, { job: ClaimedJob; done: Promise<void>; timer: NodeJS.Timeout; released: boolean }>();
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly deps: { queue: WebhookQueue; runner: JobRunner; logger: Logger; intake?: Pick<IntakeActivity, 'quiet'> },
    options: QueueWorkerOptions = {},
  ) {
    this.workerId = `${hostname()}:${process.pid}:${randomBase62(6)}`;
    this.concurrency = options.concurrency ?? 2;
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.heartbeatMs = options.heartbeatMs ?? Math.max(100, Math.floor(this.leaseMs / 3));
    this.intakeYieldMs = options.intakeYieldMs ?? 1_000;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.runLoop();
  }

  /** Look for jobs now (called after an enqueue in this process). */
  wake(): void {
    if (this.wakeUp !== null) this.wakeUp();
    else this.wakeRequested = true;
  }

  get activeJobs(): number {
    return this.inFlight.size;
  }

  /**
   * Graceful stop: no new claims; jobs in flight get `timeoutMs` to finish, then are released
   * back to the queue (their attempt not counted) for another worker.
   */
  async stop(options: { timeoutMs?: number } = {}): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    const pending = [...this.inFlight.values()];
    if (pending.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), options.timeoutMs ?? 30_000);
    });
    const finished = await Promise.race([Promise.all(pending.map((entry) => entry.done)).then(() => 'done' as const), timedOut]);
    clearTimeout(timer);
    if (finished === 'done') return;
    for (const entry of this.inFlight.values()) {
      entry.released = true;
      clearInterval(entry.timer);
      await this.deps.queue
        .retry(entry.job, { delayMs: 0, countAttempt: false, error: 'released by a stopping worker' })
        .catch((error: unknown) => this.deps.logger.error({ err: error, job: entry.job.id }, 'could not release a job'));
    }
  }

  /**
   * Stops without releasing anything, as if the process had died: no more claims, no lease
   * renewals. Jobs in flight come back to the queue when their leases run out. (Tests.)
   */
  async crash(): Promise<void> {
    this.running = false;
    for (const entry of this.inFlight.values()) clearInterval(entry.timer);
    this.wake();
    await this.loop;
  }

  /** Resolves once no job is in flight and a poll found nothing to do. (Tests.) */
  whenIdle(): Promise<void> {
    return new Promise((resolve) => {
      this.idleWaiters.push(resolve);
      this.wake();
    });
  }

  private async runLoop(): Promise<void> {
    while (this.running) {
      this.wakeRequested = false;
      let claimedAny = false;
      try {
        while (this.running && this.inFlight.size < this.concurrency) {
          // Acknowledging deliveries first: a claim waits for a moment without one (bounded).
          await this.deps.intake?.quiet(this.intakeYieldMs);
          if (!this.running) break;
          const job = await this.deps.queue.claim(this.workerId, this.leaseMs);
          if (job === undefined) break;
          claimedAny = true;
          this.begin(job);
        }
      } catch (error) {
        this.deps.logger.error({ err: error }, 'queue: claiming a job failed');
      }
      if (!claimedAny && this.inFlight.size === 0) {
        for (const resolve of this.idleWaiters.splice(0)) resolve();
      }
      if (!this.running) break;
      if (this.wakeRequested) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollIntervalMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }

  private begin(job: ClaimedJob): void {
    const timer = setInterval(() => {
      this.deps.queue.extendLease(job, this.leaseMs).then(
        (held) => {
          if (!held) this.deps.logger.warn({ job: job.id }, 'queue: lease lost; another worker owns the job now');
        },
        (error: unknown) => this.deps.logger.warn({ err: error, job: job.id }, 'queue: lease renewal failed'),
      );
    }, this.heartbeatMs);
    timer.unref();
    const entry = { job, timer, released: false, done: Promise.resolve() };
    entry.done = this.execute(job)
      .then((result) => (entry.released ? undefined : this.settle(job, result)))
      .catch((error: unknown) => this.deps.logger.error({ err: error, job: job.id }, 'queue: recording a job result failed'))
      .finally(() => {
        clearInterval(timer);
        this.inFlight.delete(job.id);
        this.wake();
      });
    this.inFlight.set(job.id, entry);
  }

  private async execute(job: ClaimedJob): Promise<JobResult> {
    try {
      return await this.deps.runner.run(job);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (job.attempts >= job.maxAttempts) return { kind: 'failed', error: `gave up after ${job.attempts} attempts: ${message}` };
      return { kind: 'retry', delayMs: 1_000 * 2 ** job.attempts, countAttempt: true, error: message };
    }
  }

  private async settle(job: ClaimedJob, result: JobResult): Promise<void> {
    let held: boolean;
    if (result.kind === 'done') held = await this.deps.queue.complete(job, result.scanId, result.note);
    else if (result.kind === 'failed') held = await this.deps.queue.fail(job, result.error);
    else held = await this.deps.queue.retry(job, { delayMs: result.delayMs, countAttempt: result.countAttempt, error: result.error });
    if (!held) this.deps.logger.warn({ job: job.id, result: result.kind }, 'queue: the job was taken over before it finished; result dropped');
    else if (result.kind === 'failed') this.deps.logger.error({ job: job.id, err: result.error }, 'queue: job failed for good');
  }
}
