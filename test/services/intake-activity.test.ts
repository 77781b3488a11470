import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../src/logger.js';
import { IntakeActivity } from '../../src/services/intake-activity.js';
import { QueueWorker } from '../../src/services/queue-worker.js';
import type { ClaimedJob, WebhookQueue } from '../../src/storage/webhook-queue.js';

// The clock is faked (timers and performance.now): every wait below is exact, whatever the load
// on the machine running the tests.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Whether `promise` has settled, read after the clock is advanced. */
function track(promise: Promise<unknown>): { readonly settled: boolean } {
  const state = { settled: false };
  void promise.then(() => {
    state.settled = true;
  });
  return state;
}

const advance = (ms: number): Promise<unknown> => vi.advanceTimersByTimeAsync(ms);

describe('IntakeActivity', () => {
  it('counts deliveries whose bodies are being read, each once, apart from those in flight', () => {
    const activity = new IntakeActivity(40);
    const a = activity.reading();
    const b = activity.reading();
    expect(activity.deliveriesArriving).toBe(2);
    expect(activity.deliveriesInFlight).toBe(0);
    a();
    a();
    expect(activity.deliveriesArriving).toBe(1);
    b();
    expect(activity.deliveriesArriving).toBe(0);
  });

  it('is quiet at once when no delivery was seen', async () => {
    const quiet = track(new IntakeActivity(40).quiet(10_000));
    await advance(0);
    expect(quiet.settled).toBe(true);
  });

  it('waits for the last delivery in flight to be answered, then for a lull', async () => {
    const activity = new IntakeActivity(40);
    const endA = activity.begin();
    const endB = activity.begin();
    const quiet = track(activity.quiet(10_000));
    endA();
    endA(); // ending twice counts once
    expect(activity.deliveriesInFlight).toBe(1);
    await advance(1_000);
    expect(quiet.settled).toBe(false);
    endB();
    await advance(39);
    expect(quiet.settled).toBe(false);
    await advance(1);
    expect(quiet.settled).toBe(true);
    expect(activity.deliveriesInFlight).toBe(0);
  });

  it('keeps waiting while deliveries follow each other closely (a burst)', async () => {
    const activity = new IntakeActivity(40);
    activity.begin()();
    const quiet = track(activity.quiet(10_000));
    for (let i = 0; i < 5; i += 1) {
      await advance(15);
      activity.begin()();
    }
    await advance(39);
    expect(quiet.settled).toBe(false);
    await advance(1);
    expect(quiet.settled).toBe(true);
  });

  it('stops waiting after maxWaitMs, so a steady stream never starves the worker', async () => {
    const activity = new IntakeActivity(40);
    activity.begin();
    const quiet = track(activity.quiet(60));
    await advance(59);
    expect(quiet.settled).toBe(false);
    await advance(1);
    expect(quiet.settled).toBe(true);
    const again = track(activity.quiet(0));
    await advance(0);
    expect(again.settled).toBe(true);
  });
});

/** A queue with `jobs` waiting; records when each claim happened. */
function fakeQueue(jobs: number): { queue: WebhookQueue; claims: number[] } {
  const claims: number[] = [];
  let left = jobs;
  const ok = async () => true;
  const queue = {
    claim: async (): Promise<ClaimedJob | undefined> => {
      if (left === 0) return undefined;
      left -= 1;
      claims.push(performance.now());
      return { id: `job_${left}`, repoKey: 'acme/widgets', prNumber: left, attempts: 1, maxAttempts: 5, leaseToken: 't', checkRunId: null, checkRunHead: null };
    },
    complete: ok,
    fail: ok,
    retry: ok,
    extendLease: ok,
  } as unknown as WebhookQueue;
  return { queue, claims };
}

describe('QueueWorker yields to the webhook receiver', () => {
  const runner = { run: async () => ({ kind: 'done' as const, scanId: null }) };
  const logger = createLogger('silent');

  it('claims no job while a delivery is being answered, then claims at the lull', async () => {
    const activity = new IntakeActivity(40);
    const { queue, claims } = fakeQueue(2);
    const end = activity.begin();
    const worker = new QueueWorker({ queue, runner, logger, intake: activity }, { intakeYieldMs: 10_000, pollIntervalMs: 10_000 });
    worker.start();
    await advance(5_000);
    expect(claims).toHaveLength(0);
    const answered = performance.now();
    end();
    await advance(40);
    expect(claims.map((at) => at - answered)).toEqual([40, 40]);
    await worker.whenIdle();
    await worker.stop();
    expect(claims).toHaveLength(2);
  });

  it('claims anyway once intakeYieldMs has passed, one job per wait', async () => {
    const activity = new IntakeActivity(40);
    activity.begin(); // never answered: a receiver that is always busy
    const { queue, claims } = fakeQueue(3);
    const started = performance.now();
    const worker = new QueueWorker({ queue, runner, logger, intake: activity }, { intakeYieldMs: 50, pollIntervalMs: 10_000, concurrency: 4 });
    worker.start();
    // Each claim waits its turn, 50 ms apart, not all at once; and no wake-up is lost while the
    // worker waits (it does not sleep a whole poll period, 10 s, between claims).
    await advance(150);
    expect(claims.map((at) => at - started)).toEqual([50, 100, 150]);
    // Finding the queue empty takes a wait of its own, and the idle check one more.
    const idle = worker.whenIdle();
    await advance(100);
    await idle;
    await worker.stop();
    expect(claims).toHaveLength(3);
  });

  it('does not wait when intakeYieldMs is 0', async () => {
    const activity = new IntakeActivity(40);
    activity.begin();
    const { queue, claims } = fakeQueue(2);
    const worker = new QueueWorker({ queue, runner, logger, intake: activity }, { intakeYieldMs: 0, pollIntervalMs: 10_000 });
    worker.start();
    await worker.whenIdle();
    await worker.stop();
    expect(claims).toHaveLength(2);
  });
});
