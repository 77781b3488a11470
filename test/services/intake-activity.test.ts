import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.js';
import { IntakeActivity } from '../../src/services/intake-activity.js';
import { QueueWorker } from '../../src/services/queue-worker.js';
import type { ClaimedJob, WebhookQueue } from '../../src/storage/webhook-queue.js';

const settled = async (promise: Promise<unknown>, withinMs: number): Promise<boolean> =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), withinMs))]);

describe('IntakeActivity', () => {
  it('is quiet at once when no delivery was seen', async () => {
    expect(await settled(new IntakeActivity(40).quiet(10_000), 20)).toBe(true);
  });

  it('waits for the last delivery in flight to be answered, then for a lull', async () => {
    const activity = new IntakeActivity(40);
    const endA = activity.begin();
    const endB = activity.begin();
    const quiet = activity.quiet(10_000);
    endA();
    endA(); // ending twice counts once
    expect(activity.deliveriesInFlight).toBe(1);
    expect(await settled(quiet, 60)).toBe(false);
    endB();
    const ended = performance.now();
    expect(await settled(quiet, 200)).toBe(true);
    expect(performance.now() - ended).toBeGreaterThanOrEqual(35);
    expect(activity.deliveriesInFlight).toBe(0);
  });

  it('keeps waiting while deliveries follow each other closely (a burst)', async () => {
    const activity = new IntakeActivity(40);
    activity.begin()();
    const quiet = activity.quiet(10_000);
    for (let i = 0; i < 5; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 15));
      activity.begin()();
    }
    expect(await settled(quiet, 10)).toBe(false);
    expect(await settled(quiet, 200)).toBe(true);
  });

  it('stops waiting after maxWaitMs, so a steady stream never starves the worker', async () => {
    const activity = new IntakeActivity(40);
    activity.begin();
    const started = performance.now();
    await activity.quiet(60);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect(await settled(activity.quiet(0), 20)).toBe(true);
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
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(claims).toHaveLength(0);
    const answered = performance.now();
    end();
    await worker.whenIdle();
    await worker.stop();
    expect(claims).toHaveLength(2);
    expect((claims[0] ?? 0) - answered).toBeLessThan(1_000);
  });

  it('claims anyway once intakeYieldMs has passed, one job per wait', async () => {
    const activity = new IntakeActivity(40);
    activity.begin(); // never answered: a receiver that is always busy
    const { queue, claims } = fakeQueue(3);
    const started = performance.now();
    const worker = new QueueWorker({ queue, runner, logger, intake: activity }, { intakeYieldMs: 50, pollIntervalMs: 10_000, concurrency: 4 });
    worker.start();
    await worker.whenIdle();
    await worker.stop();
    expect(claims).toHaveLength(3);
    // Each claim waited its turn: about 50 ms apart, not all at once.
    expect((claims[2] ?? 0) - started).toBeGreaterThanOrEqual(140);
    // And no wake-up was lost while the worker waited: it did not sleep a whole poll period (10 s).
    expect(performance.now() - started).toBeLessThan(3_000);
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
