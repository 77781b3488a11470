/**
 * `npm run bench [-- --short] [--json FILE] [--delay-ms N] [--profile]`
 *
 * Measures the service against the local GitHub-compatible server (loopback only): latency of
 * POST /api/analyze against the two-round-trip bound, GitHub requests, the huge PR's time and
 * RSS, the pure analyzers, GET /api/scans/{id} under load on PostgreSQL and the embedded
 * database, and a webhook burst (ack latency, drain, lost and duplicated analyses), the same burst
 * on two web and two worker processes against one of each (scale-out, with the shared rate limit),
 * plus a growth series by PR size. Prints one table; exits non-zero only when something is broken (an error,
 * a lost or duplicated delivery), never for a missed timing target. See docs/performance.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cleanupAll, installExitHandlers, isStopping, onCleanup } from './lib/cleanup.js';
import { GROWTH_SIZES, OAUTH_CLIENT, startBenchGitHub, type BenchGitHub } from './lib/github.js';
import { renderGrowth, renderTable, verdictOf, type Row } from './lib/report.js';
import { postgresReachable, ROOT, startServiceProcess, type ServiceProcess } from './lib/service-process.js';
import { round, sleep } from './lib/stats.js';
import { analyzeOnce, benchGrowthLatency, benchHuge, benchTypical, type HugeResult, type TypicalResult } from './scenarios/analyze.js';
import { buildSnapshot, timeAnalyzers } from './scenarios/analyzers.js';
import { timeLockfiles } from './scenarios/lockfiles.js';
import { benchPlainNode, benchScans, CLIENT_ACCEPT_ENCODING, type PlainNodeResult, type ScansResult, type StoredScanRef } from './scenarios/scans.js';
import { benchWebhooks, type WebhookResult } from './scenarios/webhooks.js';
import { benchWebhookBurst, type BurstResult } from './scenarios/webhook-burst.js';
import { benchRegistryLookups, registryEnv, startBenchRegistry, type RegistryBenchResult } from './scenarios/registry.js';
import { benchScaleOut, redisReachable, type ScaleOutResult } from './scenarios/scaleout.js';
import { benchStartup, type StartupResult } from './scenarios/startup.js';
import { freshDatabaseUrl } from '../test/support/test-database.js';

const { values: args } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    json: { type: 'string' },
    'delay-ms': { type: 'string', default: '50' },
    profile: { type: 'boolean', default: false },
    /** autocannon connections for the API read load (GET /healthz, /api/scans/{id}, the signal JSON). */
    connections: { type: 'string', default: '50' },
    /** Comma-separated parts to run (for profiling): analyzers, lockfiles, typical, huge, growth, scans, webhooks, burst, embedded, registry, scaleout, startup. */
    only: { type: 'string' },
    /** How the service processes run: the compiled build, as `npm start` runs it (default), or the sources through tsx (`npm run dev`). */
    runtime: { type: 'string', default: 'compiled' },
  },
  strict: true,
});

const SHORT = args.short === true;
const DELAY_MS = Number(args['delay-ms']);
if (!Number.isFinite(DELAY_MS) || DELAY_MS < 0 || DELAY_MS > 5_000) {
  process.stderr.write('--delay-ms must be a number of milliseconds from 0 to 5000\n');
  process.exit(64);
}
if (args.runtime !== 'compiled' && args.runtime !== 'tsx') {
  process.stderr.write('--runtime must be compiled or tsx\n');
  process.exit(64);
}
/** The service processes' runtime (the start-up part starts both, in turns, whatever this is). */
const RUNTIME: 'compiled' | 'tsx' = args.runtime;
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL && process.env.BENCH_DATABASE_URL !== '' ? process.env.BENCH_DATABASE_URL : 'postgres://postgres@127.0.0.1:5432/test';
/** The Redis the scale-out part's web processes share their rate-limit counters through. */
const REDIS_URL = process.env.BENCH_REDIS_URL && process.env.BENCH_REDIS_URL !== '' ? process.env.BENCH_REDIS_URL : 'redis://127.0.0.1:6379';
/** Round trips a typical PR needs at least: the PR (for its head and base SHAs), then the rest. */
const ROUND_TRIPS = 2;

const plan = SHORT
  ? { typicalWarmup: 2, typicalRuns: 8, hugeRuns: 1, growthRuns: 1, analyzerWarmup: 20, analyzerRuns: 50, hugeAnalyzerRuns: 5, scansSeconds: 3, prs: 20, warmupPrs: 4, scaleRateLimit: 10, limitMs: 230_000 }
  : { typicalWarmup: 5, typicalRuns: 40, hugeRuns: 3, growthRuns: 3, analyzerWarmup: 50, analyzerRuns: 300, hugeAnalyzerRuns: 20, scansSeconds: 10, prs: 200, warmupPrs: 8, scaleRateLimit: 50, limitMs: 540_000 };
const CONNECTIONS = Math.max(1, Math.min(512, Number(args.connections) || 50));
const WEBHOOK_CONCURRENCY = 8;
const QUEUE_CONCURRENCY = 8;

const ONLY = args.only === undefined ? null : new Set(args.only.split(',').map((p) => p.trim()));
const wanted = (name: string): boolean => ONLY === null || ONLY.has(name);

const broken: string[] = [];
const log = (line: string) => process.stderr.write(`bench: ${line}\n`);

async function part<T>(name: string, work: () => Promise<T>): Promise<T | null> {
  if (isStopping()) return null;
  const started = performance.now();
  log(`${name}...`);
  try {
    const result = await work();
    log(`${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    broken.push(`${name}: ${message.split('\n').slice(0, 6).join('\n')}`);
    log(`${name} FAILED: ${message}`);
    return null;
  }
}

function serviceEnv(github: BenchGitHub): Record<string, string> {
  return {
    GITHUB_URL: github.server.url,
    GITHUB_API_URL: github.server.apiUrl,
    GITHUB_CLIENT_ID: OAUTH_CLIENT.clientId,
    GITHUB_CLIENT_SECRET: OAUTH_CLIENT.clientSecret,
    // No limit in effect: a quick machine's reads pass a million a minute from the one address.
    RATE_LIMIT_ANONYMOUS: '1000000000',
    RATE_LIMIT_AUTHENTICATED: '1000000000',
    QUEUE_CONCURRENCY: String(QUEUE_CONCURRENCY),
    // Never the public registries: the registry part points a service of its own at the local one.
    REGISTRY_LOOKUPS: 'off',
  };
}

/** The API read rows of one database: GET /healthz, GET /api/scans/{id} and the signal JSON, measured in one run. */
function readRows(suffix: string, database: string, r: ScansResult | null, skipped: string | undefined): Row[] {
  const note = skipped !== undefined ? { note: skipped } : {};
  return [
    { key: `healthz_rps${suffix}`, label: `GET /healthz, ${database} service`, value: r?.healthz.rps ?? null, unit: 'req/s', ...note },
    { key: `healthz_cpu_ms${suffix}`, label: 'its CPU per request (service process)', value: r?.healthz.cpuMsPerRequest ?? null, unit: 'ms' },
    { key: `scans_rps${suffix}`, label: `GET /api/scans/{id}, ${database}`, value: r?.rps ?? null, unit: 'req/s', target: { op: '>=', value: 10_000 }, ...note },
    { key: `scans_p99_ms${suffix}`, label: 'its p99', value: r?.p99Ms ?? null, unit: 'ms', target: { op: '<=', value: 20 }, ...note },
    { key: `scans_cpu_ms${suffix}`, label: 'its CPU per request', value: r?.cpuMsPerRequest ?? null, unit: 'ms' },
    { key: `scans_vs_healthz${suffix}`, label: 'its req/s / GET /healthz req/s', value: r?.ratio ?? null, target: { op: '>=', value: 0.8 }, ...note },
    { key: `signal_json_rps${suffix}`, label: `GET /s/{id}?format=json, ${database}`, value: r?.signalJson.rps ?? null, unit: 'req/s', target: { op: '>=', value: 10_000 }, ...note },
    { key: `signal_json_p99_ms${suffix}`, label: 'its p99', value: r?.signalJson.p99Ms ?? null, unit: 'ms', target: { op: '<=', value: 20 }, ...note },
    { key: `signal_json_cpu_ms${suffix}`, label: 'its CPU per request', value: r?.signalJson.cpuMsPerRequest ?? null, unit: 'ms' },
    { key: `signal_json_vs_healthz${suffix}`, label: 'its req/s / GET /healthz req/s', value: r?.signalRatio ?? null, target: { op: '>=', value: 0.8 }, ...note },
    { key: `scans_bytes_per_answer${suffix}`, label: 'GET /api/scans/{id}: bytes per answer, headers included, no Accept-Encoding', value: r?.bytesPerAnswer ?? null, unit: 'B', ...note },
    { key: `scans_compressed_rps${suffix}`, label: `GET /api/scans/{id}, ${database}, Accept-Encoding: ${CLIENT_ACCEPT_ENCODING} (as browsers and HTTP libraries ask; reported, see docs/performance.md)`, value: r?.compressed.rps ?? null, unit: 'req/s', ...note },
    { key: `scans_compressed_p99_ms${suffix}`, label: 'its p99', value: r?.compressed.p99Ms ?? null, unit: 'ms', ...note },
    { key: `scans_compressed_bytes_per_answer${suffix}`, label: 'its bytes per answer, headers included', value: r?.compressed.bytesPerAnswer ?? null, unit: 'B', ...note },
    { key: `scans_compressed_vs_healthz${suffix}`, label: 'its req/s / GET /healthz req/s', value: r?.compressedRatio ?? null, ...note },
    { key: `signal_json_compressed_rps${suffix}`, label: `GET /s/{id}?format=json, ${database}, the same Accept-Encoding`, value: r?.signalJsonCompressed.rps ?? null, unit: 'req/s', ...note },
    { key: `signal_json_compressed_p99_ms${suffix}`, label: 'its p99', value: r?.signalJsonCompressed.p99Ms ?? null, unit: 'ms', ...note },
    { key: `signal_json_compressed_vs_healthz${suffix}`, label: 'its req/s / GET /healthz req/s', value: r?.signalCompressedRatio ?? null, ...note },
  ];
}

/** Start-up and idle RSS rows of one database: the compiled build (npm start) and tsx (npm run dev), measured in one run. */
function startupRows(suffix: string, database: string, r: StartupResult | null, skipped: string | undefined): Row[] {
  const note = skipped !== undefined ? { note: skipped } : {};
  return [
    { key: `startup_ms_compiled${suffix}`, label: `start-up, spawn to /healthz 200, compiled (npm start), ${database}`, value: r?.compiled.startMs ?? null, unit: 'ms', ...note },
    { key: `startup_ms_tsx${suffix}`, label: 'the same, tsx over the sources (npm run dev)', value: r?.tsx.startMs ?? null, unit: 'ms', ...note },
    { key: `startup_idle_rss_mb_compiled${suffix}`, label: `idle RSS after start-up, compiled, ${database}`, value: r?.compiled.idleRssMb ?? null, unit: 'MB', ...note },
    { key: `startup_idle_rss_mb_tsx${suffix}`, label: 'the same, tsx', value: r?.tsx.idleRssMb ?? null, unit: 'MB', ...note },
  ];
}

/** The part (--only name) that measures a figure. */
function partOf(key: string): string {
  if (key.startsWith('webhook_burst') || key.startsWith('webhook_sustained')) return 'burst';
  if (key.includes('embedded')) return 'embedded';
  if (key.startsWith('typical_') || key.startsWith('latency_') || key.startsWith('reanalysis_')) return 'typical';
  if (key.startsWith('huge_pr')) return 'huge';
  if (key.startsWith('analyzer_')) return 'analyzers';
  if (key.startsWith('lockfile_')) return 'lockfiles';
  if (key.startsWith('scans_') || key.startsWith('plain_node_') || key.startsWith('healthz_') || key.startsWith('signal_json_')) return 'scans';
  if (key.startsWith('webhook_')) return 'webhooks';
  if (key.startsWith('registry_')) return 'registry';
  if (key.startsWith('scaleout_')) return 'scaleout';
  if (key.startsWith('startup_')) return 'startup';
  return key;
}

async function main(): Promise<number> {
  installExitHandlers(plan.limitMs);
  const startedAt = new Date();
  const loadBefore = loadavg();
  const benchStarted = performance.now();
  const pgProblem = await postgresReachable(PG_ADMIN_URL);
  if (pgProblem !== null) log(`PostgreSQL at ${PG_ADMIN_URL.replace(/\/\/[^@]*@/, '//***@')} is not reachable (${pgProblem}): the PostgreSQL parts are skipped`);
  const pgAdmin = pgProblem === null ? PG_ADMIN_URL : null;

  const github = await startBenchGitHub(DELAY_MS);
  const profileDir = args.profile ? mkdtempSync(path.join(tmpdir(), 'svc-bench-profiles-')) : null;
  if (profileDir !== null) log(`service CPU profiles (node --cpu-prof) go to ${profileDir}`);
  const nodeArgs = profileDir !== null ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const runtime = RUNTIME;
  // The compiled build is what `npm start` runs: build it first when a source is newer than it.
  if (runtime === 'compiled' && ['typical', 'huge', 'growth', 'scans', 'webhooks', 'burst', 'embedded', 'registry', 'scaleout'].some(wanted)) {
    execFileSync(process.execPath, ['scripts/build.js', '--if-stale'], { cwd: ROOT, stdio: 'inherit' });
  }

  // 1. The pure analyzers, in this process, on snapshots built once (no delay needed for that).
  const analyzerMs = new Map<number | 'typical' | 'huge', number>();
  if (wanted('analyzers')) await part('analyzers on prebuilt snapshots', async () => {
    github.server.delayMs = 0;
    try {
      const typical = await buildSnapshot(github, github.typical);
      analyzerMs.set('typical', timeAnalyzers(typical, { warmup: plan.analyzerWarmup, runs: plan.analyzerRuns }).medianMs);
      const huge = await buildSnapshot(github, github.huge);
      analyzerMs.set('huge', timeAnalyzers(huge, { warmup: 3, runs: plan.hugeAnalyzerRuns }).medianMs);
      for (const [size, fixture] of github.growth) {
        const snapshot = await buildSnapshot(github, fixture);
        const runs = size >= 1000 ? plan.hugeAnalyzerRuns : plan.analyzerRuns / 2;
        analyzerMs.set(size, timeAnalyzers(snapshot, { warmup: 3, runs }).medianMs);
      }
    } finally {
      github.server.delayMs = DELAY_MS;
    }
  });

  // 1b. Lockfile extraction alone, on generated 10,000-package lockfiles.
  let lockfileMs = new Map<string, number>();
  if (wanted('lockfiles')) await part('lockfile extraction (10,000 packages)', async () => {
    lockfileMs = timeLockfiles({ runs: SHORT ? 3 : 9 });
  });

  // 2. The service in its own process: PostgreSQL when reachable, else the embedded database.
  let typical: TypicalResult | null = null;
  let huge: HugeResult | null = null;
  let growth: Awaited<ReturnType<typeof benchGrowthLatency>> | null = null;
  let scansPg: ScansResult | null = null;
  let plainNode: PlainNodeResult | null = null;
  let webhooks: WebhookResult | null = null;
  let mainDatabase = 'none';
  const needsMain = ['typical', 'huge', 'growth', 'scans', 'webhooks'].some(wanted);
  const svc: ServiceProcess | null = !needsMain ? null : await part(`service on ${pgAdmin ? 'PostgreSQL' : 'the embedded database'}`, () =>
    startServiceProcess({ name: pgAdmin ? 'postgres' : 'embedded', postgresAdminUrl: pgAdmin, env: serviceEnv(github), nodeArgs, runtime }),
  );
  if (svc !== null) {
    mainDatabase = svc.database;
    try {
      if (wanted('typical') || wanted('scans')) typical = await part('typical PR latency', () => benchTypical(svc, github, { warmup: plan.typicalWarmup, iterations: plan.typicalRuns }));
      if (wanted('huge')) huge = await part('huge PR end to end', () => benchHuge(svc, github, { runs: plan.hugeRuns }));
      if (wanted('growth')) growth = await part('growth series', () => benchGrowthLatency(svc, github, { runs: plan.growthRuns }));
      if (wanted('scans') && svc.database === 'postgres' && typical !== null) {
        scansPg = await part('GET /api/scans/{id} on PostgreSQL', () => benchScans(svc, typical?.scans ?? [], { durationS: plan.scansSeconds, connections: CONNECTIONS }));
        plainNode = await part('a plain node:http server, for comparison', () => benchPlainNode({ durationS: plan.scansSeconds, connections: CONNECTIONS, bodyBytes: 8_000 }));
      }
      if (wanted('webhooks')) webhooks = await part('webhook burst', () =>
        benchWebhooks(svc, github, { prs: plan.prs, warmupPrs: plan.warmupPrs, concurrency: WEBHOOK_CONCURRENCY, drainTimeoutS: SHORT ? 45 : 150, settleMs: SHORT ? 1_000 : 2_000 }),
      );
    } finally {
      await svc.stop();
    }
  }

  // 2b. The same burst with the jobs in a separate `npm run worker` process (WORKERS_IN_PROCESS=false
  // on the web process), the deployment docs/webhooks.md suggests for load: acks no longer share
  // a CPU with analyses.
  let webhooksSplit: WebhookResult | null = null;
  if (pgAdmin !== null && wanted('webhooks')) {
    webhooksSplit = await part('webhook burst, separate worker process', async () => {
      const web = await startServiceProcess({ name: 'web-split', postgresAdminUrl: pgAdmin, env: { ...serviceEnv(github), WORKERS_IN_PROCESS: 'false' }, nodeArgs, runtime });
      try {
        const worker = await startServiceProcess({ name: 'worker', postgresAdminUrl: null, databaseUrl: web.databaseUrl ?? '', entry: 'src/worker.ts', env: serviceEnv(github), nodeArgs, runtime });
        try {
          return await benchWebhooks(web, github, { prs: plan.prs, warmupPrs: plan.warmupPrs, concurrency: WEBHOOK_CONCURRENCY, drainTimeoutS: SHORT ? 45 : 150, settleMs: SHORT ? 1_000 : 2_000 });
        } finally {
          await worker.stop();
        }
      } finally {
        await web.stop();
      }
    });
  }

  // 2c. Webhook intake alone, on a web process of each database (jobs left to workers elsewhere):
  // bursts of 200 simultaneous deliveries, and a sustained stream.
  const burstOptions = { burst: 200, bursts: SHORT ? 1 : 5, sustained: SHORT ? 500 : 3_000, inFlight: 64 };
  const intake: { postgres: BurstResult | null; embedded: BurstResult | null } = { postgres: null, embedded: null };
  for (const database of ['postgres', 'embedded'] as const) {
    if (!wanted('burst') || (database === 'postgres' && pgAdmin === null)) continue;
    intake[database] = await part(`webhook intake bursts (${database})`, async () => {
      const web = await startServiceProcess({ name: `intake-${database}`, postgresAdminUrl: database === 'postgres' ? pgAdmin : null, env: { ...serviceEnv(github), WORKERS_IN_PROCESS: 'false' }, nodeArgs, runtime });
      try {
        return await benchWebhookBurst(web, github, burstOptions);
      } finally {
        await web.stop();
      }
    });
  }

  // 3. The embedded database (PGlite, in the service process): started once to create its data
  // directory (initdb runs in a short-lived child process), then restarted on it, as a deployment
  // runs after its first day. On the restarted process: RSS at rest, the huge PR's RSS after typical
  // analyses (as on PostgreSQL), then GET /api/scans/{id} under load and the RSS after it. The
  // service runs as `npm start` runs it, the compiled build (node dist/src/main.js): tsx keeps every
  // module's transformed source and source map, 40-50 MB that production never holds.
  let scansEmbedded: ScansResult | null = null;
  const embeddedRss: { firstStartMb: number | null; idleMb: number | null; beforeHugeMb: number | null; hugePeakMb: number | null; hugeMs: number | null; afterScansMb: number | null } = {
    firstStartMb: null,
    idleMb: null,
    beforeHugeMb: null,
    hugePeakMb: null,
    hugeMs: null,
    afterScansMb: null,
  };
  if (wanted('embedded')) await part('the embedded database: RSS, GET /api/scans/{id}, huge PR', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'svc-bench-embedded-'));
    const removeDir = onCleanup('embedded data directory', () => rmSync(dataDir, { recursive: true, force: true }));
    try {
      const first = await startServiceProcess({ name: 'embedded-first', postgresAdminUrl: null, env: { ...serviceEnv(github), DATA_DIR: dataDir }, nodeArgs, runtime });
      await sleep(1_000);
      embeddedRss.firstStartMb = round(first.rssMb() ?? Number.NaN);
      await first.stop();
      const embedded = await startServiceProcess({ name: 'embedded', postgresAdminUrl: null, env: { ...serviceEnv(github), DATA_DIR: dataDir }, nodeArgs, runtime });
      try {
        await sleep(1_000);
        embeddedRss.idleMb = round(embedded.rssMb() ?? Number.NaN);
        const ids: StoredScanRef[] = [];
        for (let i = 0; i < 8; i += 1) ids.push(await analyzeOnce(embedded, github, github.typical));
        // The huge PR in the same state as on PostgreSQL (after typical analyses), then the load.
        const huge = await benchHuge(embedded, github, { runs: 1 });
        embeddedRss.beforeHugeMb = huge.rssBeforeMb;
        embeddedRss.hugePeakMb = huge.peakRssMb;
        embeddedRss.hugeMs = huge.ms;
        scansEmbedded = await benchScans(embedded, ids, { durationS: plan.scansSeconds, connections: CONNECTIONS });
        embeddedRss.afterScansMb = round(embedded.rssMb() ?? Number.NaN);
      } finally {
        await embedded.stop();
      }
    } finally {
      await removeDir();
    }
  });

  // 4. Live registry lookups: the typical PR on two services that differ only in REGISTRY_LOOKUPS,
  // the local registry server answering after the same delay as GitHub.
  let registry: RegistryBenchResult | null = null;
  if (wanted('registry')) registry = await part('registry lookups on the typical PR', async () => {
    const server = await startBenchRegistry(DELAY_MS);
    const start = (name: string, env: Record<string, string>) => startServiceProcess({ name, postgresAdminUrl: pgAdmin, env: { ...serviceEnv(github), ...env }, nodeArgs, runtime });
    const off = await start('registry-off', {});
    try {
      const on = await start('registry-on', registryEnv(server));
      try {
        return await benchRegistryLookups(github, server, { off, on }, { warmup: plan.typicalWarmup, iterations: plan.typicalRuns });
      } finally {
        await on.stop();
      }
    } finally {
      await off.stop();
      await server.close();
    }
  });

  // 5. Scale-out: the webhook burst on 1 web + 1 worker, then on 2 + 2 (one PostgreSQL, one Redis),
  // and the rate limit shared by the two web processes.
  let scaleOut: ScaleOutResult | null = null;
  let scaleOutSkipped: string | undefined;
  if (wanted('scaleout')) {
    const redisProblem = await redisReachable(REDIS_URL);
    if (redisProblem !== null) log(`Redis at ${REDIS_URL.replace(/\/\/[^@]*@/, '//***@')} is not reachable (${redisProblem}): the scale-out part is skipped`);
    scaleOutSkipped = pgAdmin === null ? 'skipped: no PostgreSQL' : redisProblem !== null ? 'skipped: no Redis' : undefined;
    if (pgAdmin !== null && redisProblem === null) {
      scaleOut = await part('scale-out: 1 web + 1 worker, then 2 + 2', () =>
        benchScaleOut(github, {
          postgresAdminUrl: pgAdmin,
          redisUrl: REDIS_URL,
          env: serviceEnv(github),
          nodeArgs,
          runtime,
          burst: { prs: plan.prs, warmupPrs: plan.warmupPrs, concurrency: WEBHOOK_CONCURRENCY, drainTimeoutS: SHORT ? 45 : 150, settleMs: SHORT ? 1_000 : 2_000 },
          rateLimit: plan.scaleRateLimit,
        }),
      );
    }
  }

  // 6. Start-up time and idle RSS, the compiled build against tsx over the sources, each started
  // in turn on one database: the embedded one, and PostgreSQL when reachable.
  const startup: { pglite: StartupResult | null; pg: StartupResult | null } = { pglite: null, pg: null };
  if (wanted('startup')) {
    const runs = SHORT ? 1 : 3;
    const settleMs = SHORT ? 1_000 : 2_000;
    startup.pglite = await part('start-up and idle RSS, compiled and tsx, embedded database', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'svc-bench-startup-'));
      const removeDir = onCleanup('start-up data directory', () => rmSync(dataDir, { recursive: true, force: true }));
      try {
        return await benchStartup({ ...serviceEnv(github), DATA_DIR: dataDir }, { runs, settleMs });
      } finally {
        await removeDir();
      }
    });
    if (pgAdmin !== null) startup.pg = await part('start-up and idle RSS, compiled and tsx, PostgreSQL', async () => {
      const fresh = await freshDatabaseUrl(pgAdmin);
      const drop = onCleanup('start-up database', () => fresh.drop());
      try {
        return await benchStartup({ ...serviceEnv(github), DATABASE_URL: fresh.url }, { runs, settleMs });
      } finally {
        await drop();
      }
    });
  }

  await github.close();
  const loadAfter = loadavg();
  const totalS = round((performance.now() - benchStarted) / 1000, 1);

  // Figures, targets, verdicts.
  const bound = ROUND_TRIPS * DELAY_MS;
  const ratio = typical !== null && bound > 0 ? round(typical.p50 / bound, 2) : null;
  const se = scansEmbedded as ScansResult | null;
  const pgSkipped = pgAdmin === null ? 'skipped: no PostgreSQL' : undefined;
  const allRows: Row[] = [
    { key: 'typical_latency_ms_p50', label: 'typical PR, POST /api/analyze, p50', value: typical?.p50 ?? null, unit: 'ms' },
    { key: 'typical_latency_ms_p95', label: 'typical PR, p95', value: typical?.p95 ?? null, unit: 'ms' },
    { key: 'latency_bound_ms', label: `${ROUND_TRIPS} round trips x ${DELAY_MS} ms`, value: bound, unit: 'ms' },
    { key: 'latency_ratio', label: 'p50 / bound', value: ratio, target: { op: '<=', value: 1.25 }, ...(bound === 0 ? { note: 'skipped: --delay-ms 0' } : {}) },
    { key: 'typical_github_requests', label: 'GitHub requests, typical PR', value: typical?.githubRequests ?? null, target: { op: '<=', value: 9 } },
    { key: 'typical_github_requests_first', label: 'the same, its first analysis (nothing cached)', value: typical?.firstGithubRequests ?? null, target: { op: '<=', value: 9 } },
    { key: 'reanalysis_github_full_reads', label: 'of those, not answered 304 when the PR is unchanged', value: typical?.fullReads ?? null, target: { op: '<=', value: 3 } },
    { key: 'huge_pr_ms', label: '3,000-file PR end to end', value: huge?.ms ?? null, unit: 'ms', target: { op: '<=', value: 3000 } },
    { key: 'huge_pr_rss_mb', label: 'service peak RSS during it', value: huge?.peakRssMb ?? null, unit: 'MB', target: { op: '<=', value: 300 } },
    { key: 'analyzer_ms_typical', label: 'runAnalyzers, typical (median)', value: analyzerMs.get('typical') ?? null, unit: 'ms', target: { op: '<=', value: 5 } },
    { key: 'analyzer_ms_huge', label: 'runAnalyzers, huge (median)', value: analyzerMs.get('huge') ?? null, unit: 'ms' },
    ...['package_lock', 'poetry_lock', 'uv_lock', 'cargo_lock'].map((name): Row => ({ key: `lockfile_10k_ms_${name}`, label: `extract a 10,000-package ${name.replace('_', '.').replace('package.lock', 'package-lock.json').replace('cargo.lock', 'Cargo.lock')} (median)`, value: lockfileMs.get(name) ?? null, unit: 'ms', target: { op: '<=', value: 100 } })),
    { key: 'plain_node_rps', label: 'a plain node:http server, same load (the floor)', value: plainNode?.rps ?? null, unit: 'req/s' },
    { key: 'plain_node_cpu_ms', label: 'its CPU per request', value: plainNode?.cpuMsPerRequest ?? null, unit: 'ms' },
    { key: 'plain_node_small_rps', label: 'the same server answering a body as small as /healthz\'s, alternated slices', value: plainNode?.small.rps ?? null, unit: 'req/s' },
    { key: 'plain_node_body_ratio', label: 'their ratio: what the 8 KB body alone costs here (the ceiling of scans_vs_healthz)', value: plainNode?.bodyRatio ?? null },
    ...readRows('', 'PostgreSQL', scansPg, pgSkipped),
    ...readRows('_embedded', 'embedded', se, undefined),
    { key: 'embedded_rss_first_start_mb', label: 'embedded: RSS after the first start (initdb)', value: embeddedRss.firstStartMb, unit: 'MB' },
    { key: 'embedded_rss_idle_mb', label: 'embedded: RSS at rest after a restart', value: embeddedRss.idleMb, unit: 'MB', target: { op: '<=', value: 200 } },
    { key: 'huge_pr_ms_embedded', label: 'embedded: huge PR end to end', value: embeddedRss.hugeMs, unit: 'ms' },
    { key: 'huge_pr_rss_mb_embedded', label: 'embedded: peak RSS during it', value: embeddedRss.hugePeakMb, unit: 'MB', target: { op: '<=', value: 300 } },
    { key: 'embedded_rss_after_scans_mb', label: 'embedded: RSS after the GET /api/scans load', value: embeddedRss.afterScansMb, unit: 'MB' },
    { key: 'webhook_ack_p99_ms', label: 'webhook receiver ack, p99', value: webhooks?.ackP99Ms ?? null, unit: 'ms', target: { op: '<=', value: 50 } },
    { key: 'webhook_drain_s', label: 'first delivery to last analysis', value: webhooks?.drainS ?? null, unit: 's' },
    { key: 'webhook_lost', label: 'final heads never analyzed', value: webhooks?.lost ?? null, target: { op: '==', value: 0 } },
    { key: 'webhook_duplicates', label: 'heads analyzed more than once', value: webhooks?.duplicates ?? null, target: { op: '==', value: 0 } },
    { key: 'webhook_ack_p99_ms_split', label: 'the same, jobs in `npm run worker`', value: webhooksSplit?.ackP99Ms ?? null, unit: 'ms', ...(pgSkipped ? { note: pgSkipped } : {}) },
    { key: 'webhook_drain_s_split', label: 'its drain', value: webhooksSplit?.drainS ?? null, unit: 's', ...(pgSkipped ? { note: pgSkipped } : {}) },
    { key: 'webhook_lost_split', label: 'its lost', value: webhooksSplit?.lost ?? null, ...(pgSkipped ? { note: pgSkipped } : {}) },
    { key: 'webhook_duplicates_split', label: 'its duplicates', value: webhooksSplit?.duplicates ?? null, ...(pgSkipped ? { note: pgSkipped } : {}) },
    { key: 'webhook_burst200_ack_p99_ms', label: 'webhook intake: 200 simultaneous deliveries, ack p99 (PostgreSQL)', value: intake.postgres?.ackP99Ms ?? null, unit: 'ms', target: { op: '<=', value: 100 }, ...(pgSkipped ? { note: pgSkipped } : {}) },
    { key: 'webhook_burst200_ack_p99_ms_embedded', label: 'the same, embedded', value: intake.embedded?.ackP99Ms ?? null, unit: 'ms', target: { op: '<=', value: 100 } },
    { key: 'webhook_burst200_floor_p99_ms', label: 'the same 200 from the same sender to a plain node:http server (the instrument\'s floor, PostgreSQL part)', value: intake.postgres?.floorP99Ms ?? null, unit: 'ms', ...(pgSkipped ? { note: pgSkipped } : {}) },
    { key: 'webhook_burst200_floor_p99_ms_embedded', label: 'the same, embedded part', value: intake.embedded?.floorP99Ms ?? null, unit: 'ms' },
    { key: 'webhook_sustained_per_s', label: `webhook intake: deliveries/s per web process, ${burstOptions.inFlight} in flight (PostgreSQL)`, value: intake.postgres?.sustained.perSecond ?? null, unit: '/s', ...(pgSkipped ? { note: pgSkipped } : {}) },
    { key: 'webhook_sustained_per_s_embedded', label: 'the same, embedded', value: intake.embedded?.sustained.perSecond ?? null, unit: '/s' },
    { key: 'registry_typical_p50_off_ms', label: 'typical PR, registry lookups off, p50', value: registry?.offP50 ?? null, unit: 'ms' },
    { key: 'registry_typical_p50_on_ms', label: `the same, lookups on (cold cache, ${DELAY_MS} ms per registry request), p50`, value: registry?.onP50 ?? null, unit: 'ms' },
    { key: 'registry_added_ms_p50', label: 'registry lookups add to the typical p50', value: registry?.addedMs ?? null, unit: 'ms', target: { op: '<=', value: 50 } },
    { key: 'registry_requests', label: 'registry requests per typical analysis', value: registry?.registryRequests ?? null },
    ...scaleOutRows(scaleOut, scaleOutSkipped),
    ...startupRows('_pglite', 'embedded database', startup.pglite, undefined),
    ...startupRows('_pg', 'PostgreSQL', startup.pg, pgSkipped),
  ];
  // Figures of parts that --only left out are skipped, not errors.
  const rows = allRows.map((row): Row => (row.value === null && !wanted(partOf(row.key)) ? { ...row, note: 'skipped: --only' } : row));
  if (scaleOut !== null && scaleOut.errors.length > 0) broken.push(`scale-out: ${scaleOut.errors.join('; ')}`);
  for (const [name, w] of [['webhooks', webhooks], ['webhooks (separate worker)', webhooksSplit], ['scale-out, 1 + 1', scaleOut?.single ?? null], ['scale-out, 2 + 2', scaleOut?.scaled ?? null]] as const) {
    if (w !== null && (w.lost > 0 || w.duplicates > 0 || w.rejected > 0 || w.unexpected > 0)) {
      broken.push(`${name}: ${w.lost} lost, ${w.duplicates} duplicated, ${w.rejected} deliveries rejected, ${w.unexpected} unexpected scans; ${w.errors.join('; ')}`);
    }
  }
  for (const [name, b] of Object.entries(intake)) if (b !== null && b.rejected > 0) broken.push(`webhook intake (${name}): ${b.rejected} deliveries not queued; ${b.errors.join('; ')}`);
  for (const [name, scans] of [['PostgreSQL', scansPg], ['embedded', se]] as const) {
    if (scans === null) continue;
    for (const [what, result] of [['GET /healthz', scans.healthz], ['GET /api/scans/{id}', scans], ['signal JSON', scans.signalJson], ['GET /api/scans/{id}, compressed', scans.compressed], ['signal JSON, compressed', scans.signalJsonCompressed]] as const) {
      if (result.errors > 0 || result.non2xx > 0) broken.push(`${what} (${name}): ${result.errors} errors, ${result.non2xx} non-2xx answers under load`);
    }
  }

  const growthRows = GROWTH_SIZES.map((files) => {
    const point = growth?.find((p) => p.files === files);
    return { files, latencyMs: point?.latencyMs ?? null, githubRequests: point?.githubRequests ?? null, analyzerMs: analyzerMs.get(files) ?? null };
  });

  const out = process.stdout;
  out.write(`\nsvc benchmark (${SHORT ? 'short' : 'full'}), ${startedAt.toISOString()}\n`);
  out.write(`machine: ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}\n`);
  out.write(`GitHub: local server, ${DELAY_MS} ms per request; service database: ${mainDatabase}; total ${totalS} s\n\n`);
  out.write(`${renderTable(rows)}\n\n`);
  out.write(`growth by PR size (latency: median POST /api/analyze at ${DELAY_MS} ms per GitHub request)\n${renderGrowth(growthRows, DELAY_MS)}\n`);
  if (typical) out.write(`\ntypical: ${typical.samples} samples; `);
  if (huge) out.write(`huge: ${huge.runs} run(s), ${huge.githubRequests} GitHub requests, RSS before ${huge.rssBeforeMb} MB; `);
  if (embeddedRss.beforeHugeMb !== null) out.write(`embedded huge PR: RSS before ${embeddedRss.beforeHugeMb} MB; `);
  for (const [label, w] of [['in-process workers', webhooks], ['separate worker process', webhooksSplit]] as const) {
    if (!w) continue;
    out.write(
      `\nwebhooks (${label}): ${w.deliveries} deliveries for ${w.prs} PRs, ${w.concurrency} in flight, sent in ${w.sendS} s (ack p50 ${w.ackP50Ms} ms); ` +
        `${w.accepted} queued (202), ${w.duplicatesAnswered} duplicates (200), ${w.rejected} rejected; ${w.scans} webhook scans, ${w.unexpected} of other heads; queue concurrency ${QUEUE_CONCURRENCY}; ` +
        `before it, a warm-up burst of ${w.warmup.deliveries} deliveries for PRs of their own (ack p50 ${w.warmup.ackP50Ms} ms, max ${w.warmup.ackMaxMs} ms, drained in ${w.warmup.drainS} s)`,
    );
  }
  if (scaleOut) {
    const s = scaleOut;
    for (const [label, w] of [['1 web + 1 worker', s.single], ['2 web + 2 workers', s.scaled]] as const) {
      out.write(`\nscale-out (${label}): ${w.deliveries} deliveries for ${w.prs} PRs, sent in ${w.sendS} s (ack p50 ${w.ackP50Ms} ms, p99 ${w.ackP99Ms} ms), drained in ${w.drainS} s; ${w.scans} webhook scans, ${w.lost} lost, ${w.duplicates} duplicated`);
    }
    out.write(
      `\nscale-out (2 + 2, from each process's /metrics): queued ${s.queuedPerWeb.join(' + ')}, duplicates answered ${s.duplicatePerWeb.join(' + ')} by the web processes; ` +
        `analyses stored ${s.analysesPerWorker.join(' + ')}, finished otherwise ${s.otherOutcomesPerWorker.join(' + ')} by the workers; ` +
        `rate limit ${s.rateLimit.limit}: ${s.rateLimit.sent} requests from one address, ${s.rateLimit.passedPerWeb.join(' + ')} let through, ${s.rateLimit.limited} answered 429 (X-RateLimit-Limit ${s.rateLimit.limitHeaders.join(', ')})`,
    );
  }
  for (const [name, b] of Object.entries(intake)) {
    if (b === null) continue;
    out.write(
      `\nwebhook intake (${name}, WORKERS_IN_PROCESS=false): ${b.bursts} burst(s) of ${b.burst} simultaneous deliveries after a warm-up burst, ack p50 ${b.ackP50Ms} ms, p99 ${b.ackP99Ms} ms, max ${b.ackMaxMs} ms (the sender's floor, a plain node:http server: p99 ${b.floorP99Ms} ms), web process CPU ${b.cpuMsPerDelivery ?? '?'} ms per delivery; ` +
        `sustained ${b.sustained.deliveries} deliveries, ${b.sustained.inFlight} in flight: ${b.sustained.perSecond}/s, ack p99 ${b.sustained.ackP99Ms} ms`,
    );
  }
  for (const [name, r] of [['PostgreSQL', scansPg], ['embedded', se]] as const) {
    if (!r) continue;
    for (const [what, l] of [['healthz', r.healthz], ['scans', r], ['signal JSON', r.signalJson], ['scans, compressed', r.compressed], ['signal JSON, compressed', r.signalJsonCompressed]] as const) {
      out.write(`\n${what} (${name}): ${l.requests} requests in ${l.durationS} s over ${l.connections} connections, p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms, ${l.cpuMsPerRequest ?? '?'} ms CPU each, ${l.errors} errors, ${l.non2xx} non-2xx`);
    }
  }
  out.write('\n');

  if (args.json !== undefined) {
    const json: Record<string, unknown> = {};
    for (const row of rows) json[row.key] = row.value;
    Object.assign(json, {
      mode: SHORT ? 'short' : 'full',
      delay_ms: DELAY_MS,
      started_at: startedAt.toISOString(),
      total_s: totalS,
      cpus: cpus().length,
      node: process.version,
      load_average_before: loadBefore.map((l) => round(l, 2)),
      load_average_after: loadAfter.map((l) => round(l, 2)),
      service_database: mainDatabase,
      targets: Object.fromEntries(rows.filter((r) => r.target).map((r) => [r.key, { ...r.target, ...verdictOf(r) }])),
      growth: growthRows,
      typical_samples: typical?.samples ?? null,
      huge_pr_github_requests: huge?.githubRequests ?? null,
      huge_pr_rss_before_mb: huge?.rssBeforeMb ?? null,
      scans: { postgres: scansPg, embedded: se },
      webhooks,
      webhooks_split: webhooksSplit,
      scaleout: scaleOut,
      webhook_intake: intake,
      broken,
    });
    writeFileSync(args.json, `${JSON.stringify(json, null, 2)}\n`);
    out.write(`\nJSON written to ${args.json}\n`);
  }

  if (broken.length > 0) {
    out.write(`\nBROKEN (${broken.length}):\n${broken.map((b) => `- ${b}`).join('\n')}\n`);
    return 1;
  }
  const misses = rows.filter((r) => verdictOf(r).verdict === 'MISS').map((r) => r.key);
  out.write(misses.length > 0 ? `\nMISS (timing, not a failure): ${misses.join(', ')}\n` : '\nEvery target met.\n');
  return 0;
}

/** The scale-out rows: throughput of 1 + 1 against 2 + 2, who handled what, lost, duplicated, the shared limit. */
function scaleOutRows(s: ScaleOutResult | null, skipped: string | undefined): Row[] {
  const note = skipped !== undefined ? { note: skipped } : {};
  const lost = s === null ? null : s.single.lost + s.scaled.lost;
  const duplicates = s === null ? null : s.single.duplicates + s.scaled.duplicates;
  return [
    { key: 'scaleout_drain_s_1x1', label: `1 web + 1 worker: ${plan.prs} PRs' burst, first delivery to last analysis`, value: s?.single.drainS ?? null, unit: 's', ...note },
    { key: 'scaleout_prs_per_s_1x1', label: 'its PRs analyzed per second', value: s?.singleRate ?? null, unit: 'PR/s', ...note },
    { key: 'scaleout_drain_s_2x2', label: '2 web + 2 workers, same burst (other PRs), same database', value: s?.scaled.drainS ?? null, unit: 's', ...note },
    { key: 'scaleout_prs_per_s_2x2', label: 'its PRs analyzed per second', value: s?.scaledRate ?? null, unit: 'PR/s', ...note },
    { key: 'scaleout_speedup', label: '2 + 2 throughput / 1 + 1 throughput', value: s?.speedup ?? null, unit: 'x', ...note },
    { key: 'scaleout_cpu_ms_per_pr_1x1', label: '1 + 1: CPU of both processes per PR (the burst, from its first delivery)', value: s?.singleCpuMsPerPr ?? null, unit: 'ms', ...note },
    { key: 'scaleout_cpu_ms_per_pr_2x2', label: '2 + 2: CPU of the four processes per PR', value: s?.scaledCpuMsPerPr ?? null, unit: 'ms', ...note },
    { key: 'scaleout_ack_p99_ms_2x2', label: '2 + 2: webhook ack p99', value: s?.scaled.ackP99Ms ?? null, unit: 'ms', ...note },
    ...[0, 1].map((i): Row => ({ key: `scaleout_queued_web_${i + 1}`, label: `2 + 2: deliveries queued by web process ${i + 1} (its /metrics)`, value: s?.queuedPerWeb[i] ?? null, ...note })),
    ...[0, 1].map((i): Row => ({ key: `scaleout_analyses_worker_${i + 1}`, label: `2 + 2: analyses stored by worker ${i + 1} (its /metrics)`, value: s?.analysesPerWorker[i] ?? null, ...note })),
    { key: 'scaleout_lost', label: 'scale-out, both bursts: final heads never analyzed', value: lost, target: { op: '==', value: 0 }, ...note },
    { key: 'scaleout_duplicates', label: 'scale-out, both bursts: heads analyzed more than once', value: duplicates, target: { op: '==', value: 0 }, ...note },
    {
      key: 'scaleout_rate_limited_passed',
      label: `3 x ${plan.scaleRateLimit} requests from one address over both web processes: let through`,
      value: s?.rateLimit.passed ?? null,
      target: { op: '==', value: plan.scaleRateLimit },
      ...note,
    },
  ];
}

main()
  .then(async (code) => {
    await cleanupAll();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    await cleanupAll();
    process.exit(1);
  });
