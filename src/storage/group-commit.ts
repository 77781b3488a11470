/**
 * Group commit: writes that arrive while one is in flight wait and are written together, in one
 * statement, once it is done. Each caller's promise settles with its own outcome only after the
 * statement that carried it has committed (or failed), so "recorded before acknowledged" holds
 * for every caller. One write is in flight at a time. A write starts at the end of the event loop
 * turn in which its first item arrived (setImmediate, not a timer): every request whose bytes were
 * read in that turn joins it, and a lone item waits only for the rest of the turn. A burst costs
 * one round trip per batch instead of one per item.
 *
 * Items that share a key (a delivery id, a pull request) never go into the same batch: the later
 * one waits for the next batch, so each batch is the same as its items written one after the other.
 * When a batch fails as a whole, each of its items is written on its own: one bad item fails only
 * its own caller.
 *
 * `gather` (the embedded database): between two writes of a burst, when fewer than `belowItems`
 * items wait, the next write waits `waitMs` (a timer) for more instead of only the end of the turn.
 * There a statement runs on this process's own thread and costs about as much for one item as for
 * ten (2.8 ms against 3.2 ms), so writing the items of a burst one by one as they trickle in
 * spends the CPU their senders and the next requests need. With `arriving` (how many items are on
 * their way: deliveries whose bodies the receiver is reading), every write, the first of a burst
 * too, also waits while items are on their way and the batch is not full, 1 ms at a time and
 * `arrivalWaitMs` at the most: those items then share its statement instead of each paying for
 * one of their own. With `burstGapMs`, a write that starts soon after the last one ended (a
 * stream of deliveries, each batch answered while the next ones are sent) is still part of the
 * burst: a small batch waits `waitMs` there too. A write with nothing on its way after a quiet
 * spell (a lone delivery) is never delayed.
 */
export interface GroupCommitWriter<T, R> {
  /** Writes one item (a batch of one, and the fallback after a failed batch). */
  one(item: T): Promise<R>;
  /** Writes several items (no two share a key) in one statement; answers their outcomes in order. */
  many(items: readonly T[]): Promise<R[]>;
}

interface Waiter<T, R> {
  readonly item: T;
  readonly keys: readonly string[];
  readonly resolve: (outcome: R) => void;
  readonly reject: (error: unknown) => void;
}

/** Between two writes of a burst, a batch of fewer than `belowItems` waits `waitMs` for more. */
export interface Gather {
  readonly belowItems: number;
  readonly waitMs: number;
  /** Items on their way to submit() (deliveries being read): a write waits for them, up to `arrivalWaitMs`. */
  readonly arriving?: () => number;
  readonly arrivalWaitMs?: number;
  /**
   * A first write that starts within this many milliseconds of the end of the last one is still
   * in the burst: a small batch waits `waitMs` as between two writes. Default 0 (never).
   */
  readonly burstGapMs?: number;
}

export interface GroupCommitOptions {
  /** The most items in one statement (default 100). */
  readonly maxBatch?: number;
  readonly gather?: Gather | null;
}

export class GroupCommit<T, R> {
  private waiting: Waiter<T, R>[] = [];
  private writing = false;
  private lastWriteEnded = Number.NEGATIVE_INFINITY;
  private batches = 0;
  private items = 0;
  private readonly maxBatch: number;
  private readonly gather: Gather | null;

  constructor(
    private readonly writer: GroupCommitWriter<T, R>,
    options: GroupCommitOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 100;
    this.gather = options.gather ?? null;
    if (!Number.isInteger(this.maxBatch) || this.maxBatch < 1) throw new RangeError('maxBatch must be a positive integer');
    if (this.gather !== null && !(this.gather.waitMs >= 0 && this.gather.belowItems >= 1 && (this.gather.arrivalWaitMs ?? 0) >= 0 && (this.gather.burstGapMs ?? 0) >= 0)) {
      throw new RangeError('gather needs waitMs >= 0, belowItems >= 1, arrivalWaitMs >= 0 and burstGapMs >= 0');
    }
  }

  /** Queues `item` for the next write; settles once the write that carried it committed or failed. */
  submit(item: T, keys: readonly string[]): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, keys, resolve, reject });
      if (this.writing) return;
      this.writing = true;
      setImmediate(() => void this.drain());
    });
  }

  /** Batches written and items they carried since start, and items waiting for a write (for tests and profiles). */
  stats(): { batches: number; items: number; waiting: number } {
    return { batches: this.batches, items: this.items, waiting: this.waiting.length };
  }

  private async drain(): Promise<void> {
    try {
      const gather = this.gather;
      if (gather !== null && this.waiting.length < gather.belowItems && performance.now() - this.lastWriteEnded < (gather.burstGapMs ?? 0)) await new Promise((resolve) => setTimeout(resolve, gather.waitMs));
      await this.awaitArrivals();
      while (this.waiting.length > 0) {
        await this.write(this.take());
        this.lastWriteEnded = performance.now();
        // The requests whose bytes arrived during the write reach submit() before the next batch
        // is taken (on the embedded database the write holds the event loop); with `gather`, a
        // small next batch waits a little longer for the rest of the burst.
        if (gather !== null && this.waiting.length < gather.belowItems) await new Promise((resolve) => setTimeout(resolve, gather.waitMs));
        else await new Promise((resolve) => setImmediate(resolve));
        await this.awaitArrivals();
      }
    } finally {
      this.writing = false;
    }
  }

  /** With `gather.arriving`: while items are on their way and the next batch is not full, wait 1 ms at a time, `arrivalWaitMs` at the most. */
  private async awaitArrivals(): Promise<void> {
    const arriving = this.gather?.arriving;
    if (arriving === undefined) return;
    const deadline = performance.now() + (this.gather?.arrivalWaitMs ?? 0);
    while (this.waiting.length < this.maxBatch && arriving() > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1));
  }

  /** The next batch, in arrival order; an item sharing a key with an earlier waiting one stays for later. */
  private take(): Waiter<T, R>[] {
    const batch: Waiter<T, R>[] = [];
    const later: Waiter<T, R>[] = [];
    const seen = new Set<string>();
    for (const waiter of this.waiting) {
      const clash = batch.length >= this.maxBatch || waiter.keys.some((key) => seen.has(key));
      for (const key of waiter.keys) seen.add(key);
      (clash ? later : batch).push(waiter);
    }
    this.waiting = later;
    return batch;
  }

  private async write(batch: readonly Waiter<T, R>[]): Promise<void> {
    this.batches += 1;
    this.items += batch.length;
    const [first] = batch;
    if (batch.length === 1 && first !== undefined) return this.writeOne(first);
    let outcomes: R[];
    try {
      outcomes = await this.writer.many(batch.map((waiter) => waiter.item));
      if (outcomes.length !== batch.length) throw new Error(`a batch of ${batch.length} answered ${outcomes.length} outcomes`);
    } catch {
      // Nothing of the failed statement was written: each item on its own, each failing alone.
      for (const waiter of batch) await this.writeOne(waiter);
      return;
    }
    batch.forEach((waiter, index) => waiter.resolve(outcomes[index] as R));
  }

  private async writeOne(waiter: Waiter<T, R>): Promise<void> {
    try {
      waiter.resolve(await this.writer.one(waiter.item));
    } catch (error) {
      waiter.reject(error);
    }
  }
}
