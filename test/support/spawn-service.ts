import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureCompiledBuild } from './compiled-build.js';
import { freePort, TEST_ENCRYPTION_KEY } from './start-test-service.js';
import { freshDatabaseUrl, TEST_DATABASE_URL } from './test-database.js';

export interface SpawnedService {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What a spawned service process (tests, bench) starts from: no inherited environment but PATH and HOME. */
export function serviceProcessEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    PORT: String(port),
    BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
}

/**
 * Starts the service exactly as a user does, `npm start` in the repository root (the compiled
 * build in dist/, brought up to date first), with the given environment, on a fresh PostgreSQL database (DATABASE_URL set) or PGlite in a temporary
 * DATA_DIR; resolves once /healthz answers 200.
 */
export async function spawnService(env: Record<string, string>): Promise<SpawnedService> {
  await ensureCompiledBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'svc-e2e-'));
  const fresh = TEST_DATABASE_URL !== null ? await freshDatabaseUrl(TEST_DATABASE_URL) : null;
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...serviceProcessEnv(port, dataDir),
      // Tests read registries only from test/support/registry-server.ts, when they ask for it.
      REGISTRY_LOOKUPS: 'off',
      ...(fresh !== null ? { DATABASE_URL: fresh.url, ENCRYPTION_KEY: TEST_ENCRYPTION_KEY } : {}),
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}:\n${output}`);
    const ok = await fetch(`${url}/healthz`).then((r) => r.status === 200, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the service did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    url,
    child,
    output: () => output,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, signal);
      const code = await exited;
      await fresh?.drop();
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
