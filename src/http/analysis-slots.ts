import { ipKeyGenerator } from 'express-rate-limit';
import { BusyError } from '../errors.js';
import type { Auth } from './auth.js';

/** Who asks for an analysis: a signed-in user, or an address without credentials. */
export type AnalysisCaller = { readonly kind: 'user'; readonly id: string } | { readonly kind: 'anonymous'; readonly ip: string };

/**
 * The caller of a request: its user when signed in (key or session), else its client address
 * (req.ip, TRUST_PROXY applied) as the rate limit counts it: an IPv4 address, or the /56 network of
 * an IPv6 address (express-rate-limit's ipKeyGenerator). One host holds a whole IPv6 /64 and can
 * pick a new address for every request, so a share per IPv6 address would be no share at all.
 */
export function callerOf(auth: Auth, ip: string | undefined): AnalysisCaller {
  return auth.kind === 'user' ? { kind: 'user', id: auth.user.id } : { kind: 'anonymous', ip: ipKeyGenerator(ip ?? '') };
}

/**
 * Analyses one caller may have running at once in this process: an anonymous address, a signed-in
 * user; and all anonymous callers together (`anonymousTotal`, by default the analysis threads).
 */
export const ANALYSES_PER_CALLER = { anonymous: 1, user: 2 } as const;
/** What a refused caller is told to wait (seconds): an analysis takes well under that, or runs into its deadline. */
const RETRY_AFTER_SECONDS = 5;

export interface SlotLimits {
  readonly anonymous: number;
  readonly user: number;
  /** Analyses of callers without credentials, all addresses together. */
  readonly anonymousTotal: number;
}

/**
 * Analyses in flight per caller (POST /api/analyze and the web form). The analysis threads are
 * few (ANALYSIS_THREADS, 1 or 2) and served in arrival order, and a PR built to run to the
 * analysis deadline holds a thread for up to ANALYSIS_CPU_TIMEOUT_MS: without a share per caller, one
 * anonymous address within its rate limit could keep every thread busy and everyone else waiting.
 * Callers without credentials together hold at most `anonymousTotal` analyses (running or waiting
 * for a thread), so many addresses at once cannot queue signed-in users and webhook jobs behind an
 * unbounded line either. A caller past its share is answered 429 with Retry-After at once, before
 * anything is read or stored. Counted per process (several web processes each count their own).
 */
export class AnalysisSlots {
  private readonly running = new Map<string, number>();
  private anonymousRunning = 0;
  private readonly limits: SlotLimits;

  constructor(limits: Partial<SlotLimits> & { readonly anonymousTotal: number }) {
    this.limits = { ...ANALYSES_PER_CALLER, ...limits };
  }

  /** Runs `analysis` holding one of the caller's slots (`user:<id>` or `ip:<address>`), or throws BusyError when none is free. */
  async run<T>(caller: AnalysisCaller, analysis: () => Promise<T>): Promise<T> {
    const key = caller.kind === 'user' ? `user:${caller.id}` : `ip:${caller.ip}`;
    const limit = caller.kind === 'user' ? this.limits.user : this.limits.anonymous;
    const now = this.running.get(key) ?? 0;
    if (now >= limit) {
      throw new BusyError(
        `You already have ${limit === 1 ? 'an analysis' : `${limit} analyses`} running (${caller.kind === 'user' ? 'signed-in callers: 2 at a time' : 'without credentials: 1 at a time per address'}); try again when ${limit === 1 ? 'it finishes' : 'one finishes'}.`,
        RETRY_AFTER_SECONDS,
      );
    }
    const anonymous = caller.kind === 'anonymous';
    if (anonymous && this.anonymousRunning >= this.limits.anonymousTotal) {
      throw new BusyError(
        'The service is running as many analyses for callers without credentials as it takes at once; try again in a few seconds, or sign in or use an API key.',
        RETRY_AFTER_SECONDS,
      );
    }
    this.running.set(key, now + 1);
    if (anonymous) this.anonymousRunning += 1;
    try {
      return await analysis();
    } finally {
      if (anonymous) this.anonymousRunning -= 1;
      const left = (this.running.get(key) ?? 1) - 1;
      if (left <= 0) this.running.delete(key);
      else this.running.set(key, left);
    }
  }

  /** Callers with an analysis running (for tests). */
  size(): number {
    return this.running.size;
  }
}
