/**
 * A lull: no delivery in flight, and none began or ended for this long. GitHub sends the
 * deliveries of one push or one bot run a few milliseconds apart; a pause this long means the
 * burst is over (or paused) rather than between two of its deliveries.
 */
export const LULL_MS = 100;

/**
 * The webhook deliveries the receiver is answering right now. The in-process queue worker asks
 * for a lull before it claims a job, so that acknowledging GitHub comes before starting analyses
 * on the same CPUs: during a burst, new analyses wait until the deliveries stop, or `maxWaitMs`
 * at the most, so a steady stream of deliveries never starves them.
 */
export class IntakeActivity {
  private inFlight = 0;
  private arrivingCount = 0;
  private lastActivity = Number.NEGATIVE_INFINITY;
  private waiters: (() => void)[] = [];
  private lullTimer: NodeJS.Timeout | null = null;

  constructor(private readonly lullMs: number = LULL_MS) {}

  /** A delivery arrived; call the returned function once it has been answered (or dropped). */
  begin(): () => void {
    this.inFlight += 1;
    this.lastActivity = performance.now();
    this.cancelLull();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.inFlight -= 1;
      this.lastActivity = performance.now();
      if (this.inFlight === 0 && this.waiters.length > 0) this.scheduleLull();
    };
  }

  get deliveriesInFlight(): number {
    return this.inFlight;
  }

  /**
   * A delivery's body is being read; call the returned function once it has been read in full, or
   * the request ended without it (more calls do nothing). Between the two the delivery is
   * *arriving*: on the embedded database the group commit waits for arriving deliveries, so that
   * they share its statement (src/storage/group-commit.ts, `gather.arriving`).
   */
  reading(): () => void {
    this.arrivingCount += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.arrivingCount -= 1;
    };
  }

  /** Deliveries whose bodies are being read now. */
  get deliveriesArriving(): number {
    return this.arrivingCount;
  }

  /** Resolves at the next lull (at once if there is one now), or after `maxWaitMs`. */
  quiet(maxWaitMs: number): Promise<void> {
    if (maxWaitMs <= 0 || this.inLull()) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.waiters = this.waiters.filter((waiter) => waiter !== done);
        if (this.waiters.length === 0) this.cancelLull();
        resolve();
      };
      const timer = setTimeout(done, maxWaitMs);
      this.waiters.push(done);
      if (this.inFlight === 0) this.scheduleLull();
    });
  }

  private inLull(): boolean {
    return this.inFlight === 0 && performance.now() - this.lastActivity >= this.lullMs;
  }

  private scheduleLull(): void {
    this.cancelLull();
    const remaining = Math.max(0, this.lullMs - (performance.now() - this.lastActivity));
    this.lullTimer = setTimeout(() => {
      this.lullTimer = null;
      // Any delivery since would have cancelled this timer.
      if (this.inFlight === 0) for (const release of [...this.waiters]) release();
    }, remaining);
    this.lullTimer.unref();
  }

  private cancelLull(): void {
    if (this.lullTimer !== null) clearTimeout(this.lullTimer);
    this.lullTimer = null;
  }
}
