import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureCompiledBuild } from '../support/compiled-build.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SVC = path.join(ROOT, 'bin/svc-signal.js');

export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

let built: Promise<void> | null = null;

/**
 * Makes sure bin/svc-signal.js runs the compiled build of the sources as they are now (dist/,
 * rebuilt when stale), as the published CLI does: once per test file. Running the sources through
 * tsx instead would compile the whole tree again in every child process (seconds each).
 */
export function compiledCli(): Promise<void> {
  built ??= ensureCompiledBuild();
  return built;
}

/** A clean environment for the CLI: PATH and HOME, plus `env`; no GITHUB_TOKEN or GITHUB_URL leaks in. */
export function cliEnv(env: Record<string, string> = {}): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env };
}

/**
 * Runs the real CLI, `node bin/svc-signal.js ...args`, as a child process with a clean environment
 * (cliEnv), on the compiled build of the current sources (compiledCli). Registry lookups are off
 * unless `env` turns them on (against test/support/registry-server.ts).
 */
export async function runCli(args: readonly string[], env: Record<string, string> = {}, options: { input?: string; timeoutMs?: number } = {}): Promise<CliRun> {
  await compiledCli();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SVC, ...args], {
      cwd: ROOT,
      env: cliEnv({ REGISTRY_LOOKUPS: 'off', ...env }),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(options.input ?? '');
  });
}
