/**
 * Scale-out: several processes on one PostgreSQL database and one Redis, as docs/deploy.md runs
 * them. The webhook burst of webhooks.ts, first on one web process and one `npm run worker`
 * (WORKERS_IN_PROCESS=false), then, on the same database, on two of each: the deliveries go to
 * the web processes in turn (a round-robin load balancer; a redelivery may reach the other
 * process than the first delivery did), the workers claim jobs from the one queue.
 *
 * Which process handled what is read from each process's own GET /metrics (counters are per
 * process): deliveries queued and answered as duplicates by each web process, webhook analyses
 * stored by each worker. Lost and duplicated analyses are counted from the stored scans, as in
 * webhooks.ts, and cross-checked with the counters: the web processes together queued every
 * delivery once, the workers together stored one analysis per PR.
 *
 * Then the rate limit: 3 x RATE_LIMIT_ANONYMOUS requests from one client address (X-Forwarded-For
 * through TRUST_PROXY=loopback, as behind a load balancer), spread over both web processes at
 * once. With the counters in Redis exactly the limit gets through, whichever process answers.
 */
import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { readCounter } from '../../test/support/prometheus-samples.js';
import type { BenchGitHub } from '../lib/github.js';
import { startServiceProcess, type ServiceProcess } from '../lib/service-process.js';
import { round } from '../lib/stats.js';
import { cpuSeconds } from './scans.js';
import { benchWebhooks, type WebhookBurstOptions, type WebhookResult } from './webhooks.js';

export interface ScaleOutOptions {
  readonly postgresAdminUrl: string;
  readonly redisUrl: string;
  /** Environment every process gets (the local GitHub server, queue concurrency, ...). */
  readonly env: Record<string, string>;
  readonly nodeArgs: readonly string[];
  /** The compiled build (`npm start`) or the sources through tsx. */
  readonly runtime: 'compiled' | 'tsx';
  /** The burst, the same for one process of each kind and for two. */
  readonly burst: Omit<WebhookBurstOptions, 'repo' | 'receivers' | 'beforeBurst'>;
  /** RATE_LIMIT_ANONYMOUS of the web processes: the shared budget the last phase spends. */
  readonly rateLimit: number;
}

export interface ScaleOutResult {
  /** The burst on 1 web process + 1 worker. */
  readonly single: WebhookResult;
  /** The same burst (other PRs) on 2 web processes + 2 workers. */
  readonly scaled: WebhookResult;
  /** PRs analyzed per second of drain (first delivery to last analysis). */
  readonly singleRate: number;
  readonly scaledRate: number;
  /** scaledRate / singleRate. */
  readonly speedup: number;
  /** CPU (user + system) of all the service processes per PR of the burst, from before it to after the settle; null off Linux. */
  readonly singleCpuMsPerPr: number | null;
  readonly scaledCpuMsPerPr: number | null;
  /** During the 2 + 2 burst, per web process (from its /metrics): deliveries queued, answered as duplicates. */
  readonly queuedPerWeb: readonly number[];
  readonly duplicatePerWeb: readonly number[];
  /** During the 2 + 2 burst, per worker (from its /metrics): webhook analyses stored, and finished otherwise (result dropped or failed). */
  readonly analysesPerWorker: readonly number[];
  readonly otherOutcomesPerWorker: readonly number[];
  readonly rateLimit: {
    readonly limit: number;
    readonly sent: number;
    /** Answered anything but 429, in all and per web process. */
    readonly passed: number;
    readonly passedPerWeb: readonly number[];
    readonly limited: number;
    /** X-RateLimit-Limit values seen (should be the limit alone). */
    readonly limitHeaders: readonly string[];
  };
  /** What does not add up (also in the burst results' errors). */
  readonly errors: string[];
}

/** Whether a Redis server answers PING at this URL (short timeout): null, or why not. */
export async function redisReachable(url: string): Promise<string | null> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
  // The connection's own error (ECONNREFUSED ...) says more than the "Connection is closed" connect() rejects with.
  let cause: string | null = null;
  redis.on('error', (error: Error) => (cause ??= error.message));
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG' ? null : 'no PONG';
  } catch (error) {
    return cause ?? (error instanceof Error ? error.message : String(error));
  } finally {
    redis.disconnect();
  }
}

interface Counts {
  readonly queued: number[];
  readonly duplicate: number[];
  readonly ok: number[];
  readonly all: number[];
}

async function readCounts(webs: readonly ServiceProcess[], workers: readonly ServiceProcess[]): Promise<Counts> {
  const deliveries = (outcome: string) => Promise.all(webs.map((web) => readCounter(web.url, 'svc_webhook_deliveries_total', { outcome })));
  return {
    queued: await deliveries('queued'),
    duplicate: await deliveries('duplicate'),
    ok: await Promise.all(workers.map((worker) => readCounter(worker.url, 'svc_analyses_total', { source: 'webhook', outcome: 'ok' }))),
    all: await Promise.all(workers.map((worker) => readCounter(worker.url, 'svc_analyses_total', { source: 'webhook' }))),
  };
}

const minus = (after: readonly number[], before: readonly number[]) => after.map((value, i) => value - (before[i] ?? 0));
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const rate = (w: WebhookResult) => (w.drainS > 0 ? round(w.prs / w.drainS, 1) : Number.NaN);

/** CPU seconds the processes used so far together, or null when one cannot be read. */
function cpuOf(processes: readonly ServiceProcess[]): number | null {
  const each = processes.map((p) => cpuSeconds(p.pid));
  return each.some((cpu) => cpu === null) ? null : sum(each as number[]);
}

/** The burst with the CPU its processes spent on it, per PR. */
async function burstWithCpu(svc: ServiceProcess, github: BenchGitHub, processes: readonly ServiceProcess[], options: WebhookBurstOptions): Promise<{ result: WebhookResult; cpuMsPerPr: number | null }> {
  let cpuBefore: number | null = null;
  const result = await benchWebhooks(svc, github, {
    ...options,
    beforeBurst: async () => {
      await options.beforeBurst?.();
      cpuBefore = cpuOf(processes);
    },
  });
  const cpuAfter = cpuOf(processes);
  const before = cpuBefore as number | null;
  return { result, cpuMsPerPr: before === null || cpuAfter === null ? null : round(((cpuAfter - before) * 1000) / result.prs, 1) };
}

export async function benchScaleOut(github: BenchGitHub, options: ScaleOutOptions): Promise<ScaleOutResult> {
  const errors: string[] = [];
  const webEnv = { ...options.env, WORKERS_IN_PROCESS: 'false', REDIS_URL: options.redisUrl, TRUST_PROXY: 'loopback', RATE_LIMIT_ANONYMOUS: String(options.rateLimit) };
  const started: ServiceProcess[] = [];
  const start = async (name: string, entry: 'src/main.ts' | 'src/worker.ts', databaseUrl: string | null) => {
    const env = entry === 'src/main.ts' ? webEnv : options.env;
    const child = await startServiceProcess({ name, entry, env, nodeArgs: options.nodeArgs, runtime: options.runtime, postgresAdminUrl: databaseUrl === null ? options.postgresAdminUrl : null, ...(databaseUrl !== null ? { databaseUrl } : {}) });
    started.push(child);
    return child;
  };
  try {
    // One of each, on a fresh database (the first web process migrates it).
    const web1 = await start('scale-web-1', 'src/main.ts', null);
    const databaseUrl = web1.databaseUrl ?? '';
    const worker1 = await start('scale-worker-1', 'src/worker.ts', databaseUrl);
    const { result: single, cpuMsPerPr: singleCpuMsPerPr } = await burstWithCpu(web1, github, [web1, worker1], { ...options.burst, repo: 'scale-1x1' });

    // A second of each, on the same database and Redis.
    const [web2, worker2] = await Promise.all([start('scale-web-2', 'src/main.ts', databaseUrl), start('scale-worker-2', 'src/worker.ts', databaseUrl)]);
    const webs = [web1, web2];
    const workers = [worker1, worker2];
    let before: Counts | null = null;
    const { result: scaled, cpuMsPerPr: scaledCpuMsPerPr } = await burstWithCpu(web1, github, [...webs, ...workers], {
      ...options.burst,
      repo: 'scale-2x2',
      receivers: webs,
      beforeBurst: async () => {
        before = await readCounts(webs, workers);
      },
    });
    const after = await readCounts(webs, workers);
    const base = before as Counts | null;
    if (base === null) throw new Error('the 2 + 2 burst did not read the counters before it started');
    const queuedPerWeb = minus(after.queued, base.queued);
    const duplicatePerWeb = minus(after.duplicate, base.duplicate);
    const analysesPerWorker = minus(after.ok, base.ok);
    const otherOutcomesPerWorker = minus(after.all, base.all).map((all, i) => all - (analysesPerWorker[i] ?? 0));

    // The counters against what was sent and stored: every delivery counted once by the process
    // that took it; one stored analysis per PR over both workers.
    const expectedQueued = scaled.accepted;
    if (sum(queuedPerWeb) !== expectedQueued) errors.push(`the web processes' /metrics count ${sum(queuedPerWeb)} deliveries queued, the sender ${expectedQueued}`);
    if (sum(duplicatePerWeb) !== scaled.duplicatesAnswered) errors.push(`the web processes' /metrics count ${sum(duplicatePerWeb)} duplicates, the sender ${scaled.duplicatesAnswered}`);
    if (sum(analysesPerWorker) !== scaled.prs) errors.push(`the workers' /metrics count ${sum(analysesPerWorker)} webhook analyses stored for ${scaled.prs} PRs`);
    if (queuedPerWeb.some((n) => n === 0)) errors.push(`a web process queued no delivery: ${queuedPerWeb.join(', ')}`);
    if (analysesPerWorker.some((n) => n === 0)) errors.push(`a worker stored no analysis: ${analysesPerWorker.join(', ')}`);

    const rateLimit = await spendSharedBudget(webs, options.rateLimit);
    if (rateLimit.passed !== rateLimit.limit) errors.push(`${rateLimit.passed} of ${rateLimit.sent} requests from one address got through two web processes sharing a limit of ${rateLimit.limit}`);

    const singleRate = rate(single);
    const scaledRate = rate(scaled);
    return {
      single,
      scaled,
      singleRate,
      scaledRate,
      speedup: round(scaledRate / singleRate, 2),
      singleCpuMsPerPr,
      scaledCpuMsPerPr,
      queuedPerWeb,
      duplicatePerWeb,
      analysesPerWorker,
      otherOutcomesPerWorker,
      rateLimit,
      errors,
    };
  } finally {
    // Workers and the second web process first: the first owns the database and drops it.
    for (const child of started.reverse()) await child.stop();
  }
}

/** 3 x limit requests from one client address, 8 at a time, to the web processes in turn. */
async function spendSharedBudget(webs: readonly ServiceProcess[], limit: number): Promise<ScaleOutResult['rateLimit']> {
  // A client address of its own, so that no other run's counters (same Redis, same minute) mix in.
  const address = `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
  const sent = 3 * limit;
  const passedPerWeb = webs.map(() => 0);
  const limitHeaders = new Set<string>();
  let limited = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = next++; i < sent; i = next++) {
        const to = i % webs.length;
        const response = await fetch(`${webs[to]?.url}/api/scans/0000000000000000`, { headers: { 'x-forwarded-for': address } });
        await response.arrayBuffer();
        limitHeaders.add(response.headers.get('x-ratelimit-limit') ?? '(none)');
        if (response.status === 429) limited += 1;
        else passedPerWeb[to] = (passedPerWeb[to] ?? 0) + 1;
      }
    }),
  );
  return { limit, sent, passed: sum(passedPerWeb), passedPerWeb, limited, limitHeaders: [...limitHeaders] };
}
