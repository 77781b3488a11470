import { openSync, closeSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { renderSignal, report, type CliIo } from '../../src/cli/io.js';
import { escapeControls, withoutWorkflowCommands, writesToWorkflowLog } from '../../src/cli/untrusted-output.js';
import { makeSignal } from '../support/signal-factory.js';

const HOSTILE_TITLE = 'Fix typo\u001b[2J\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007\rOK\u009b';

function capture(env: NodeJS.ProcessEnv): { io: CliIo; out: () => string } {
  const stdout = new PassThrough();
  const chunks: Buffer[] = [];
  stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  const stderr = new PassThrough();
  return { io: { stdout, stderr, stdin: new PassThrough(), env } as unknown as CliIo, out: () => Buffer.concat(chunks).toString('utf8') };
}

describe('escapeControls', () => {
  it('shows C0 (but newline and tab), DEL and C1 controls as \\xHH and leaves other text alone', () => {
    expect(escapeControls('a\u001b[31mred\r\n\tb\u007f\u0085\u009bc')).toBe('a\\x1b[31mred\\x0d\n\tb\\x7f\\x85\\x9bc');
    expect(escapeControls('naïve — 日本 ✓ ::error::x')).toBe('naïve — 日本 ✓ ::error::x');
  });
});

describe('readable reports of hostile PR text', () => {
  it('never send a control character of the PR to the terminal (text and markdown)', () => {
    const signal = makeSignal({ title: HOSTILE_TITLE });
    for (const format of ['text', 'markdown'] as const) {
      const text = renderSignal(signal, signal, format);
      // eslint-disable-next-line no-control-regex -- what must not be there
      expect(text, format).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
      expect(text, format).toContain('\\x1b');
    }
    // JSON keeps the title as it is (escaped by JSON itself).
    expect(JSON.parse(renderSignal(signal, signal, 'json')).pr.title).toBe(HOSTILE_TITLE);
  });

  it('stop workflow commands around a text or markdown report in a GitHub Actions log, not around JSON or outside Actions', async () => {
    const signal = makeSignal({ title: 'Docs\n::add-mask::***' });
    const inActions = capture({ GITHUB_ACTIONS: 'true' });
    await report(signal, signal, 'text', null, inActions.io);
    const match = /^::stop-commands::([0-9a-f-]{36})\n([\s\S]*)::\1::\n$/.exec(inActions.out());
    expect(match).not.toBeNull();
    expect(match?.[2]).toBe(renderSignal(signal, signal, 'text'));
    // A new token each time: a report cannot end the pause it is printed in.
    const again = capture({ GITHUB_ACTIONS: 'true' });
    await report(signal, signal, 'markdown', null, again.io);
    expect(again.out()).toMatch(/^::stop-commands::/);
    expect(again.out().slice(0, 60)).not.toBe(inActions.out().slice(0, 60));

    const json = capture({ GITHUB_ACTIONS: 'true' });
    await report(signal, signal, 'json', null, json.io);
    expect(json.out()).not.toContain('::stop-commands::');
    const local = capture({});
    await report(signal, signal, 'text', null, local.io);
    expect(local.out()).toBe(renderSignal(signal, signal, 'text'));
  });

  it('reads a regular file as no log (`> report.md` keeps what was printed), anything else in Actions as the log', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'svc-untrusted-'));
    const fd = openSync(path.join(dir, 'report.md'), 'w');
    try {
      expect(writesToWorkflowLog({ fd } as unknown as NodeJS.WritableStream, { GITHUB_ACTIONS: 'true' })).toBe(false);
      expect(writesToWorkflowLog(new PassThrough(), { GITHUB_ACTIONS: 'true' })).toBe(true);
      expect(writesToWorkflowLog(new PassThrough(), {})).toBe(false);
      expect(writesToWorkflowLog(new PassThrough(), { GITHUB_ACTIONS: 'false' })).toBe(false);
    } finally {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
    expect(withoutWorkflowCommands('a\n', 'tok')).toBe('::stop-commands::tok\na\n::tok::\n');
    expect(withoutWorkflowCommands('a', 'tok')).toBe('::stop-commands::tok\na\n::tok::\n');
  });
});
