import { spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SVC = path.join(ROOT, 'bin/svc-signal.js');

export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the real CLI, `node bin/svc-signal.js ...args`, as a child process with a clean environment
 * (PATH and HOME, plus `env`): no GITHUB_TOKEN or GITHUB_URL leaks in from the machine. It runs
 * the sources (SVC_FROM_SOURCE=1), not a build in dist/ that may be older than them. Registry
 * lookups are off unless `env` turns them on (against test/support/registry-server.ts).
 */
export function runCli(args: readonly string[], env: Record<string, string> = {}, options: { input?: string; timeoutMs?: number } = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SVC, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', REGISTRY_LOOKUPS: 'off', SVC_FROM_SOURCE: '1', ...env },
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
