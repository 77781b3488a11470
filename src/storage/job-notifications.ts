import pg from 'pg';
import type { Logger } from '../logger.js';

/**
 * The channel on which PostgreSQL announces a claimable webhook job (migration
 * 0006-job-notifications: a trigger on webhook_jobs, fired when a job is queued or put back to
 * `queued`, due now; delivered when the writing transaction commits).
 */
export const JOB_CHANNEL = 'svc_webhook_jobs';

export interface JobNotificationsOptions {
  readonly connectionString: string;
  /** Called for every notification (the queue worker's wake, which folds calls that come together). */
  readonly onJob: () => void;
  readonly logger: Logger;
  /** First wait before a lost connection is opened again; doubled up to `maxRetryMs` (defaults 500 ms and 30 s). */
  readonly retryMs?: number;
  readonly maxRetryMs?: number;
}

/**
 * LISTENs for new jobs on a connection of its own (outside knex's pool: a listening connection
 * is held for the life of the process), so that a worker in one process starts on a job another
 * process queued as soon as it is committed, instead of at its next poll (QUEUE_POLL_MS).
 *
 * Polling stays the guarantee: a notification only makes a worker look sooner. While the
 * connection is down (the database restarting, a network cut), the worker polls as before; the
 * connection is opened again with backoff, and every (re)connection wakes the worker once, for
 * jobs queued while nobody listened.
 *
 * PostgreSQL only: on the embedded database the web process is the only process, and its enqueue
 * wakes its own worker directly.
 */
export class JobNotifications {
  #client: pg.Client | null = null;
  #stopped = false;
  #retryTimer: NodeJS.Timeout | null = null;
  #failures = 0;
  #connected = false;
  #connecting: Promise<void> | null = null;

  constructor(private readonly options: JobNotificationsOptions) {}

  /** Opens the listening connection; resolves once LISTEN is in place or the first try failed (then it retries in the background). */
  start(): Promise<void> {
    this.#stopped = false;
    this.#connecting ??= this.#connect().finally(() => {
      this.#connecting = null;
    });
    return this.#connecting;
  }

  /** Whether LISTEN is in place now. */
  get listening(): boolean {
    return this.#connected;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#retryTimer !== null) clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
    await this.#connecting?.catch(() => undefined);
    const client = this.#client;
    this.#client = null;
    this.#connected = false;
    if (client !== null) await client.end().catch(() => undefined);
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.connectionString, connectionTimeoutMillis: 5_000, keepAlive: true });
    this.#client = client;
    // Errors after the connection is up (the server went away) arrive here, not in a query.
    client.on('error', (error: Error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, null));
    client.on('notification', (message) => {
      if (message.channel === JOB_CHANNEL) this.options.onJob();
    });
    try {
      await client.connect();
      await client.query(`listen ${JOB_CHANNEL}`);
    } catch (error) {
      this.#lost(client, error instanceof Error ? error : new Error(String(error)));
      await client.end().catch(() => undefined);
      return;
    }
    if (this.#stopped || this.#client !== client) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#connected = true;
    if (this.#failures > 0) this.options.logger.info({ channel: JOB_CHANNEL }, 'queue: listening for new jobs again');
    this.#failures = 0;
    // Jobs may have been queued while nobody listened.
    this.options.onJob();
  }

  /** The connection failed or ended: open another after a backoff (unless stopping). */
  #lost(client: pg.Client, error: Error | null): void {
    // A client's error and end both report one loss: only the current client's first counts.
    if (this.#client !== client) return;
    this.#client = null;
    this.#connected = false;
    if (this.#stopped || this.#retryTimer !== null) return;
    const delay = Math.min(this.options.maxRetryMs ?? 30_000, (this.options.retryMs ?? 500) * 2 ** this.#failures);
    this.#failures += 1;
    this.options.logger.warn({ err: error ?? undefined, retryInMs: delay }, 'queue: the connection listening for new jobs is down; polling until it is back');
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      if (!this.#stopped) void this.start();
    }, delay);
    this.#retryTimer.unref();
  }
}
