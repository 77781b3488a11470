import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The service's Prometheus metrics (GET /metrics, docs/deploy.md "Metrics"), one registry per
 * composed service (never prom-client's global one: tests run several services in one process).
 * Every label takes values from a fixed set written in this code, never from a request: routes
 * are Express route patterns, outcomes and credential kinds are enumerations.
 *
 * Families that describe shared state (the queue in PostgreSQL) are read from the database when
 * scraped and are the same from every process; the rest count what this process did.
 */

/** Who the GitHub token of a request belongs to (src/services/credential-resolver.ts). */
export type CredentialLabel = 'user' | 'request' | 'installation' | 'server' | 'anonymous';

export interface QueueStats {
  readonly queued: number;
  readonly running: number;
  /** Seconds the oldest due job (queued, run_at passed) has waited to be claimed; 0 when none waits. */
  readonly oldestDueSeconds: number;
}

export interface PoolStats {
  readonly used: number;
  readonly free: number;
  readonly pending: number;
  readonly max: number;
}

/** What a delivery came to, as the receiver answered it. */
export type DeliveryOutcome = 'queued' | 'duplicate' | 'ignored' | 'pong' | 'bad_signature' | 'disabled' | 'rejected' | 'too_large' | 'unknown_provider' | 'error';

/**
 * prom-client's process metrics (memory, CPU, event-loop lag, GC), collected once per process
 * however many services it runs (tests): a second collectDefaultMetrics in one process would add
 * its own observers of the same process, and in tests it made a second embedded database hang.
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (processRegistry === null) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'svc_' });
  }
  return processRegistry;
}

const ANALYSIS_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120];
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export class Metrics {
  readonly registry = new Registry();
  private readonly analyses: Counter<'source' | 'outcome'>;
  private readonly analysisSeconds: Histogram<'source' | 'outcome'>;
  private readonly githubRequests: Counter<'credential' | 'status'>;
  private readonly rateLimitRemaining: Gauge<'credential' | 'resource'>;
  private readonly deliveries: Counter<'outcome'>;
  private readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  private readonly httpSeconds: Histogram<'method' | 'route'>;
  private queueSource: (() => Promise<QueueStats>) | null = null;
  private poolSource: (() => PoolStats) | null = null;
  private listeningSource: (() => boolean | undefined) | null = null;
  private readonly exposed: Registry;

  constructor(options: { processMetrics?: boolean } = {}) {
    const registers = [this.registry];
    const counter = <L extends string>(name: string, help: string, labelNames: L[]) => new Counter<L>({ name, help, labelNames, registers });
    const histogram = <L extends string>(name: string, help: string, labelNames: L[], buckets: number[]) => new Histogram<L>({ name, help, labelNames, buckets, registers });
    this.analyses = counter('svc_analyses_total', 'Analyses finished, by source (api, webhook) and outcome (ok or the failure kind).', ['source', 'outcome']);
    this.analysisSeconds = histogram('svc_analysis_duration_seconds', 'Duration of analyses (GitHub reads, analyzers, storing), by source and outcome.', ['source', 'outcome'], ANALYSIS_BUCKETS);
    this.githubRequests = counter('svc_github_requests_total', 'HTTP requests sent to the GitHub API (each try), by credential kind and answer status class.', ['credential', 'status']);
    this.rateLimitRemaining = new Gauge({
      name: 'svc_github_rate_limit_remaining',
      help: 'x-ratelimit-remaining of the latest GitHub answer, by credential kind and rate-limit resource.',
      labelNames: ['credential', 'resource'],
      registers,
    });
    this.deliveries = counter('svc_webhook_deliveries_total', 'Webhook deliveries received, by outcome.', ['outcome']);
    this.httpRequests = counter('svc_http_requests_total', 'HTTP requests answered, by method, route pattern and status.', ['method', 'route', 'status']);
    this.httpSeconds = histogram('svc_http_request_duration_seconds', 'Time to answer HTTP requests, by method and route pattern.', ['method', 'route'], HTTP_BUCKETS);
    // One database read per scrape serves both queue gauges.
    let reading: Promise<QueueStats | null> | null = null;
    const readQueue = (): Promise<QueueStats | null> => {
      const source = this.queueSource;
      if (source === null) return Promise.resolve(null);
      reading ??= source()
        .catch(() => null)
        .finally(() => {
          reading = null;
        });
      return reading;
    };
    new Gauge({
      name: 'svc_queue_jobs',
      help: 'Webhook jobs in the queue (the whole database, not this process), by state.',
      labelNames: ['state'],
      registers,
      async collect() {
        this.reset();
        const stats = await readQueue();
        if (stats === null) return;
        this.set({ state: 'queued' }, stats.queued);
        this.set({ state: 'running' }, stats.running);
      },
    });
    new Gauge({
      name: 'svc_queue_oldest_job_age_seconds',
      help: 'How long the oldest due webhook job has waited to be claimed (0: none waits).',
      registers,
      async collect() {
        this.reset();
        const stats = await readQueue();
        if (stats !== null) this.set(stats.oldestDueSeconds);
      },
    });
    const readPool = (): PoolStats | undefined => this.poolSource?.();
    new Gauge({
      name: 'svc_db_pool_connections',
      help: "Database connections of this process's pool, by state (used, free, pending acquires, max).",
      labelNames: ['state'],
      registers,
      collect() {
        this.reset();
        const stats = readPool();
        if (stats === undefined) return;
        for (const state of ['used', 'free', 'pending', 'max'] as const) this.set({ state }, stats[state]);
      },
    });
    const readListening = (): boolean | undefined => this.listeningSource?.();
    new Gauge({
      name: 'svc_queue_listening',
      help: "1 while this process's worker listens for new jobs (LISTEN on PostgreSQL), 0 while it only polls; no sample where no worker listens (no worker, or the embedded database).",
      labelNames: ['channel'],
      registers,
      collect() {
        this.reset();
        const listening = readListening();
        if (listening !== undefined) this.set({ channel: 'svc_webhook_jobs' }, listening ? 1 : 0);
      },
    });
    // Last: merge copies the metrics registered so far.
    this.exposed = (options.processMetrics ?? true) ? Registry.merge([processMetrics(), this.registry]) : this.registry;
  }

  /** Where the queue gauges read from when scraped (the composition root sets the queue's). */
  readQueueFrom(source: () => Promise<QueueStats>): void {
    this.queueSource = source;
  }

  /** Whether this process's worker listens for new jobs; undefined where none does (no worker, or the embedded database). */
  readListeningFrom(source: () => boolean | undefined): void {
    this.listeningSource = source;
  }

  /** Where the pool gauge reads from when scraped. */
  readPoolFrom(source: () => PoolStats): void {
    this.poolSource = source;
  }

  recordAnalysis(source: string, outcome: string, seconds: number): void {
    this.analyses.inc({ source, outcome });
    this.analysisSeconds.observe({ source, outcome }, seconds);
  }

  recordDelivery(outcome: DeliveryOutcome): void {
    this.deliveries.inc({ outcome });
  }

  recordHttp(method: string, route: string, status: number, seconds: number): void {
    this.httpRequests.inc({ method, route, status: String(status) });
    this.httpSeconds.observe({ method, route }, seconds);
  }

  /**
   * A fetch for GitHub clients of one credential kind: counts each request and keeps the
   * rate-limit budget GitHub reports for that kind (the latest answer's x-ratelimit-remaining).
   */
  githubFetch(credential: CredentialLabel, fetch: typeof globalThis.fetch): typeof globalThis.fetch {
    return async (input, init) => {
      let response: Response;
      try {
        response = await fetch(input, init);
      } catch (error) {
        this.githubRequests.inc({ credential, status: 'error' });
        throw error;
      }
      this.githubRequests.inc({ credential, status: `${Math.floor(response.status / 100)}xx` });
      const remaining = Number.parseInt(response.headers.get('x-ratelimit-remaining') ?? '', 10);
      if (Number.isFinite(remaining)) {
        const resource = response.headers.get('x-ratelimit-resource') ?? 'core';
        this.rateLimitRemaining.set({ credential, resource: /^[a-z_]{1,32}$/.test(resource) ? resource : 'other' }, remaining);
      }
      return response;
    };
  }

  /** The exposition: content type and text. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.exposed.contentType, body: await this.exposed.metrics() };
  }
}
