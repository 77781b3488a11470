import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSignal } from '../support/signal-factory.js';
import { freePort } from '../support/start-test-service.js';
import { cliEnv, compiledCli, ROOT, runCli, SVC } from './run-cli.js';

/** svc render, svc migrate and svc serve, run as child processes. */
describe('svc render, migrate and serve', { timeout: 90_000 }, () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'svc-cli-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('render prints a saved signal (or a whole API answer, or stdin) in every format and applies --fail-on', async () => {
    const signal = makeSignal({ title: 'Saved signal' });
    signal.risk.level = 'high';
    const file = path.join(dir, 'signal.json');
    writeFileSync(file, JSON.stringify(signal));
    const envelope = path.join(dir, 'envelope.json');
    writeFileSync(envelope, JSON.stringify({ signal_id: signal.signal_id, signal_url: 'x', scan_id: signal.meta.scan_id, signal }));

    const text = await runCli(['render', file]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('octo-org/hello-world#42  Saved signal');
    const json = await runCli(['render', envelope, '--format', 'json']);
    expect(JSON.parse(json.stdout)).toEqual(signal);
    const markdown = await runCli(['render', '-', '-f', 'markdown', '--fail-on', 'high'], {}, { input: JSON.stringify(signal) });
    expect(markdown.code).toBe(1);
    expect(markdown.stdout).toContain('svc: high risk');
    expect(markdown.stderr).toBe('svc: risk level high reaches --fail-on high\n');

    const notJson = path.join(dir, 'not.json');
    writeFileSync(notJson, 'hello');
    expect(await runCli(['render', notJson])).toMatchObject({ code: 2, stderr: `svc: ${notJson} is not JSON.\n` });
    const notSignal = await runCli(['render', '-'], {}, { input: '{"version": "other"}' });
    expect(notSignal.code).toBe(2);
    expect(notSignal.stderr).toMatch(/^svc: Standard input is not an svc\.signal\.v1 signal\./);
    expect((await runCli(['render', path.join(dir, 'missing.json')])).stderr).toMatch(/^svc: Cannot read .*missing\.json: ENOENT\./);
  });

  it('migrate applies and rolls back the migrations like npm run migrate', async () => {
    const env = { DATA_DIR: path.join(dir, 'data-migrate') };
    const up = await runCli(['migrate'], env);
    expect(up).toMatchObject({ code: 0, stdout: 'migrated (pglite)\n' });
    // Down drops tables: refused without --yes (nothing rolled back), then one migration per run.
    const unconfirmed = await runCli(['migrate', 'down'], env);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toMatch(/^migrate down: rolling back migration 0006-job-notifications drops its tables .* nothing was done\. Run it again with --yes/);
    const down = await runCli(['migrate', 'down', '--yes'], env);
    expect(down).toMatchObject({ code: 0, stdout: 'rolled back 0006-job-notifications (5 migrations still applied)\n' });
    const next = await runCli(['migrate', 'down', '--yes'], env);
    expect(next).toMatchObject({ code: 0, stdout: 'rolled back 0005-user-token-refresh (4 migrations still applied)\n' });
    expect(await runCli(['migrate', 'up'], env)).toMatchObject({ code: 0, stdout: 'migrated (pglite)\n' });
    expect((await runCli(['migrate', '--yes'], env)).stderr).toMatch(/^svc: --yes applies to migrate down only\./);
    const bad = await runCli(['migrate', 'sideways'], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^svc: Unknown migration direction "sideways"/);
    const badConfig = await runCli(['migrate'], { PORT: 'eighty' });
    expect(badConfig.code).toBe(1);
    expect(badConfig.stderr).toMatch(/PORT/);
  }, 180_000);

  it('serve starts the service like npm start and stops on SIGTERM', async () => {
    const port = await freePort();
    await compiledCli();
    const child = spawn(process.execPath, [SVC, 'serve'], {
      cwd: ROOT,
      env: cliEnv({ PORT: String(port), DATA_DIR: path.join(dir, 'data-serve'), LOG_LEVEL: 'warn' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 150_000;
      let status = 0;
      while (Date.now() < deadline && child.exitCode === null) {
        status = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.status, () => 0);
        if (status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(status, output).toBe(200);
      expect(output).toContain(`svc is listening on http://localhost:${port}`);
      // A second process on the same DATA_DIR is refused with a message that says why (it would
      // open its own copy of the embedded database and see other data).
      const second = await runCli(['migrate'], { DATA_DIR: path.join(dir, 'data-serve') });
      expect(second.code).toBe(1);
      expect(second.stderr).toMatch(/^migrate failed: DATA_DIR \S+data-serve is in use by another svc process/);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 200_000);
});
