/**
 * `npm start` as a real child process that can be stopped (SIGTERM to npm alone, as Docker and
 * Kubernetes do), killed (SIGKILL to the whole process group, as an OOM kill or a lost machine)
 * and started again on the same database: PostgreSQL (DATABASE_URL set; one fresh database kept
 * across restarts) or PGlite under a DATA_DIR kept across restarts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, TEST_ENCRYPTION_KEY } from '../support/start-test-service.js';
import { ensureCompiledBuild } from '../support/compiled-build.js';
import { freshDatabaseUrl, TEST_DATABASE_URL, type FreshDatabaseUrl } from '../support/test-database.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServiceHome {
  readonly port: number;
  readonly url: string;
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  /** Environment every start gets (plus what start() adds). */
  readonly env: Record<string, string>;
  start(extraEnv?: Record<string, string>): Promise<ServiceProcess>;
  /** Kills whatever still runs and removes the database and DATA_DIR. */
  dispose(): Promise<void>;
}

export interface ServiceProcess {
  readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; atMs: number }>;
  output(): string;
  /** The signal to `npm` alone (it passes it on to the service). */
  signal(signal: NodeJS.Signals): void;
  /** SIGKILL to every process of the group at once: nothing runs any handler. */
  killHard(): Promise<void>;
  /** True while any process of the group is alive. */
  alive(): boolean;
}

/** A place for one service (port, database, DATA_DIR) that survives its process's restarts. */
export async function serviceHome(env: Record<string, string>): Promise<ServiceHome> {
  await ensureCompiledBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'svc-reliability-'));
  const fresh: FreshDatabaseUrl | null = TEST_DATABASE_URL !== null ? await freshDatabaseUrl(TEST_DATABASE_URL) : null;
  const started: ServiceProcess[] = [];
  const url = `http://127.0.0.1:${port}`;
  const baseEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    PORT: String(port),
    BASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    RATE_LIMIT_ANONYMOUS: '1000',
    RATE_LIMIT_AUTHENTICATED: '1000',
    ...(fresh !== null ? { DATABASE_URL: fresh.url } : {}),
    ...env,
  };
  return {
    port,
    url,
    dataDir,
    databaseUrl: fresh?.url ?? null,
    env: baseEnv,
    async start(extraEnv = {}) {
      const processHandle = await launch(url, { ...baseEnv, ...extraEnv });
      started.push(processHandle);
      return processHandle;
    },
    async dispose() {
      for (const handle of started) if (handle.alive()) await handle.killHard();
      await fresh?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function launch(url: string, env: Record<string, string>): Promise<ServiceProcess> {
  const started = Date.now();
  const child = spawn('npm', ['start', '--silent'], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; atMs: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, atMs: Date.now() })),
  );
  const pgid = child.pid ?? 0;
  const alive = (): boolean => {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const handle: ServiceProcess = {
    child,
    exited,
    output: () => output,
    signal(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    async killHard() {
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // already gone
      }
      for (let i = 0; i < 100 && alive(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    alive,
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}:\n${output}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 120_000) {
      await handle.killHard();
      throw new Error(`the service did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return handle;
}
