import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../src/logger.js';
import { exitOnSignals, startFailed } from '../src/process-lifecycle.js';

const messages = { stopping: 'stopping', late: 'late', failed: 'failed', done: 'done' };

function exits() {
  const codes: number[] = [];
  vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
    codes.push(code ?? 0);
    return undefined as never;
  }) as typeof process.exit);
  return codes;
}

describe('exitOnSignals', () => {
  const listeners = { SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') };
  afterEach(() => {
    vi.restoreAllMocks();
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      for (const listener of process.listeners(signal)) if (!listeners[signal].includes(listener)) process.off(signal, listener);
    }
  });

  it('runs the stop once for repeated signals and exits 0 when it resolves', async () => {
    const codes = exits();
    const stop = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
    exitOnSignals(createLogger('silent'), 1_000, messages, stop);
    process.emit('SIGTERM');
    process.emit('SIGINT');
    process.emit('SIGTERM');
    await vi.waitFor(() => expect(codes).toEqual([0]));
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('disarms the watchdog once the stop has settled', async () => {
    vi.useFakeTimers();
    try {
      const codes = exits();
      exitOnSignals(createLogger('silent'), 1_000, messages, () => Promise.resolve());
      process.emit('SIGTERM');
      await vi.advanceTimersByTimeAsync(0);
      expect(codes).toEqual([0]);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(codes).toEqual([0]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('disarms the watchdog once a failed stop has exited 1', async () => {
    vi.useFakeTimers();
    try {
      const codes = exits();
      exitOnSignals(createLogger('silent'), 1_000, messages, () => Promise.reject(new Error('no')));
      process.emit('SIGINT');
      await vi.advanceTimersByTimeAsync(10_000);
      expect(codes).toEqual([1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('exits 1 when the stop fails', async () => {
    const codes = exits();
    exitOnSignals(createLogger('silent'), 1_000, messages, () => Promise.reject(new Error('no')));
    process.emit('SIGINT');
    await vi.waitFor(() => expect(codes).toEqual([1]));
  });

  it('exits 1 when the stop outlasts the timeout and the 5 s grace', async () => {
    vi.useFakeTimers();
    try {
      const codes = exits();
      exitOnSignals(createLogger('silent'), 1_000, messages, () => new Promise<void>(() => undefined));
      process.emit('SIGTERM');
      await vi.advanceTimersByTimeAsync(5_999);
      expect(codes).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(codes).toEqual([1]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('startFailed', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the process and the reason, and exits 1', () => {
    const codes = exits();
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => written.push(String(chunk)) > 0);
    startFailed('svc worker')(new Error('port in use'));
    expect(written).toEqual(['svc worker failed to start: port in use\n']);
    expect(codes).toEqual([1]);
  });
});
