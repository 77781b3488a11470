/**
 * The service as its own operating-system process, so that its RSS and CPU are its alone: the
 * compiled build (`node dist/src/main.js`, what `npm start` runs; `runtime: 'compiled'`, after
 * `node scripts/build.js --if-stale`, as bench/run.ts does), or the sources through tsx
 * (`node --import tsx src/main.ts`, what `npm run dev` runs, minus npm and tsx's own wrapper
 * process). PostgreSQL (a fresh database) or the embedded PGlite in a temporary DATA_DIR.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, fstatSync, mkdtempSync, openSync, readFileSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serviceProcessEnv } from '../../test/support/spawn-service.js';
import { freePort } from '../../test/support/start-test-service.js';
import { freshDatabaseUrl } from '../../test/support/test-database.js';
import { isStopping, onCleanup } from './cleanup.js';
import { sleep } from './stats.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BENCH_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');

export interface ServiceProcess {
  /** The web service's address; a worker's serves only GET /metrics (WORKER_METRICS_PORT). */
  readonly url: string;
  readonly pid: number;
  readonly database: 'postgres' | 'embedded';
  /** The fresh database's URL (PostgreSQL only). */
  readonly databaseUrl: string | null;
  /** Milliseconds from the spawn to the first /healthz 200 (the worker: to its "taking jobs" line). */
  readonly startMs: number;
  output(): string;
  /** Resident set size now, in MiB (null once the process is gone). */
  rssMb(): number | null;
  /** Samples RSS every `everyMs` until the returned stop() is called; stop() gives the peak in MiB. */
  sampleRss(everyMs?: number): () => number;
  stop(): Promise<void>;
}

export interface ServiceProcessOptions {
  readonly name: string;
  /** PostgreSQL admin URL to create a fresh database on, or null for the embedded database. */
  readonly postgresAdminUrl: string | null;
  readonly env: Record<string, string>;
  /** Extra node flags, e.g. --cpu-prof. */
  readonly nodeArgs?: readonly string[];
  /** src/main.ts (default: the web service) or src/worker.ts (`npm run worker`: queue jobs only). */
  readonly entry?: 'src/main.ts' | 'src/worker.ts';
  /** Use this PostgreSQL database (another process's) instead of creating a fresh one. */
  readonly databaseUrl?: string;
  /** tsx over the sources (default) or the compiled build in dist/. */
  readonly runtime?: 'tsx' | 'compiled';
  /** How often /healthz is polled while starting (default 100 ms). */
  readonly pollMs?: number;
}

/** VmRSS from /proc (Linux), else `ps`. */
export function readRssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match?.[1] ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

export async function startServiceProcess(options: ServiceProcessOptions): Promise<ServiceProcess> {
  if (isStopping()) throw new Error('the benchmark is stopping');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `svc-bench-${options.name}-`));
  const removeDir = onCleanup(`${options.name} data directory`, () => rmSync(dataDir, { recursive: true, force: true }));
  const fresh = options.databaseUrl !== undefined ? { url: options.databaseUrl, drop: async () => undefined } : options.postgresAdminUrl !== null ? await freshDatabaseUrl(options.postgresAdminUrl) : null;
  const entry = options.entry ?? 'src/main.ts';
  const dropDatabase = fresh !== null ? onCleanup(`${options.name} database`, () => fresh.drop()) : async () => undefined;

  if (isStopping()) {
    await dropDatabase();
    await removeDir();
    throw new Error('the benchmark is stopping');
  }
  const script = options.runtime === 'compiled' ? `dist/${entry.replace(/\.ts$/, '.js')}` : entry;
  const loader = options.runtime === 'compiled' ? [] : ['--import', 'tsx'];
  // The service's output (a log line per request at info) goes to a file, as a deployment's log
  // collector takes it, not through a pipe into this process: here it would be read by the same
  // event loop that generates the load (autocannon), and bill the load generator for the
  // service's logging. output() reads its tail.
  const logPath = path.join(dataDir, 'service.log');
  const logFd = openSync(logPath, 'a');
  const spawnedAt = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), ...loader, script], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', logFd, logFd],
    env: {
      ...serviceProcessEnv(port, dataDir),
      NODE_ENV: 'production',
      ENCRYPTION_KEY: BENCH_ENCRYPTION_KEY,
      ...(fresh !== null ? { DATABASE_URL: fresh.url } : {}),
      // A worker has no HTTP server but its GET /metrics: on the port the web service would take.
      ...(entry === 'src/worker.ts' ? { WORKER_METRICS_PORT: String(port) } : {}),
      ...options.env,
    },
  });
  // The child holds its own copy of the descriptor.
  const readFd = openSync(logPath, 'r');
  closeSync(logFd);
  const output = (): string => tail(readFd, 100_000);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = onCleanup(`${options.name} service process`, async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }
    try {
      closeSync(readFd);
    } catch {
      // closed already
    }
  });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      const text = output();
      await kill();
      await dropDatabase();
      await removeDir();
      throw new Error(`the ${options.name} service exited with ${child.exitCode}:\n${text}`);
    }
    // The web service answers /healthz; the worker says so on stdout.
    const ok =
      entry === 'src/worker.ts'
        ? output().includes('is taking jobs')
        : await fetch(`${url}/healthz`).then(
            (r) => r.status === 200,
            () => false,
          );
    if (ok) break;
    if (Date.now() > deadline) {
      const text = output();
      await kill();
      await dropDatabase();
      await removeDir();
      throw new Error(`the ${options.name} service did not become healthy within 60 s:\n${text}`);
    }
    await sleep(options.pollMs ?? 100);
  }
  const startMs = performance.now() - spawnedAt;
  const pid = child.pid as number;
  return {
    url,
    pid,
    database: fresh !== null ? 'postgres' : 'embedded',
    databaseUrl: fresh?.url ?? null,
    startMs,
    output,
    rssMb: () => readRssMb(pid),
    sampleRss(everyMs = 10) {
      let peak = readRssMb(pid) ?? 0;
      const timer = setInterval(() => {
        const rss = readRssMb(pid);
        if (rss !== null && rss > peak) peak = rss;
      }, everyMs);
      return () => {
        clearInterval(timer);
        const rss = readRssMb(pid);
        if (rss !== null && rss > peak) peak = rss;
        return peak;
      };
    },
    async stop() {
      await kill();
      await dropDatabase();
      await removeDir();
    },
  };
}

/** The last `bytes` of the file open at `fd`, as text. */
function tail(fd: number, bytes: number): string {
  try {
    const size = fstatSync(fd).size;
    const length = Math.min(size, bytes);
    const buffer = Buffer.alloc(length);
    readSync(fd, buffer, 0, length, size - length);
    return buffer.toString('utf8');
  } catch {
    return '';
  }
}

/** Whether a PostgreSQL server answers at this URL (short timeout). */
export async function postgresReachable(url: string): Promise<string | null> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}
