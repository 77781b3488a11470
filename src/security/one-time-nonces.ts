/**
 * Remembers which single-use nonces were already spent, until they would have expired anyway.
 * In memory, bounded: at most `capacity` entries (the oldest are forgotten first; a forgotten
 * nonce is past or near its expiry, because entries are added in time order with one lifetime).
 */
export class OneTimeNonces {
  /** nonce -> expiry (ms since the epoch), in insertion order. */
  private readonly spent = new Map<string, number>();

  constructor(private readonly capacity = 10_000) {}

  /** true the first time a nonce is presented before `expiresAt`; false when spent or expired. */
  consume(nonce: string, expiresAt: number, now: number = Date.now()): boolean {
    this.prune(now);
    if (expiresAt <= now || this.spent.has(nonce)) return false;
    if (this.spent.size >= this.capacity) this.spent.delete(this.spent.keys().next().value as string);
    this.spent.set(nonce, expiresAt);
    return true;
  }

  private prune(now: number): void {
    for (const [nonce, expiresAt] of this.spent) {
      if (expiresAt > now) break;
      this.spent.delete(nonce);
    }
  }
}
