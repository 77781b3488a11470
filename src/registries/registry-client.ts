import { registryKey, type RegistryEcosystem, type RegistryLookup, type RegistryVersionFacts } from '../snapshot/registry-facts.js';
import { getRegistryJson, RegistryRequestError, type RegistryAnswer } from './http.js';
import { LruCache } from './lru-cache.js';
import { npmPath, READERS, type RegistryReader } from './readers.js';

export interface RegistryClientOptions {
  /** Base URL of each registry (NPM_REGISTRY_URL, PYPI_URL, CRATES_URL, GOPROXY_URL, RUBYGEMS_URL). */
  readonly urls: Readonly<Record<RegistryEcosystem, string>>;
  /** The budget of one analysis's lookups, and the longest any one request may take. */
  readonly timeoutMs: number;
  readonly cacheEntries: number;
  readonly cacheTtlMs: number;
  /** Requests in flight at once, across analyses. */
  readonly concurrency?: number;
  /** Largest answer read (an npm packument of a package with thousands of versions runs to tens of MB). */
  readonly maxBytes?: number;
}

export interface RegistryReadResult {
  readonly versions: readonly RegistryVersionFacts[];
  /** One line per registry that did not answer every lookup, for meta.warnings. */
  readonly warnings: readonly string[];
}

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Reads package facts from the registries (src/registries/readers.ts), for the service layer:
 * lookups in parallel (at most `concurrency` requests at once), each package version read once
 * (an in-process LRU cache with a TTL, and one request in flight per URL shared by every analysis
 * that asks for it), and one analysis waits at most `timeoutMs` for all of them: what has not
 * answered by then is left out, with one warning line per registry. Never throws.
 */
export class RegistryClient {
  private readonly cache: LruCache<RegistryVersionFacts>;
  private readonly inFlight = new Map<string, Promise<RegistryAnswer>>();
  /** Answers to requests started ahead (prefetchNpm), taken by the first read that asks for them. */
  private readonly prefetched: LruCache<Promise<RegistryAnswer>>;
  /** npm packuments read recently: a prefetch would only repeat them (the facts are in the cache). */
  private readonly recentPackuments: LruCache<true>;
  private readonly waiting: (() => void)[] = [];
  private active = 0;
  /** Requests sent (not answered from the cache), for tests and the benchmark. */
  requests = 0;

  constructor(private readonly options: RegistryClientOptions) {
    this.cache = new LruCache(options.cacheEntries, options.cacheTtlMs);
    this.prefetched = new LruCache(32, Math.max(options.timeoutMs * 4, 10_000));
    this.recentPackuments = new LruCache(options.cacheEntries, options.cacheTtlMs);
  }

  /**
   * Starts reading an npm packument before the analysis knows it needs it (a name from the PR's
   * diff, while the rest of GitHub's answers are on their way); the lookup that follows takes the
   * answer instead of asking again. Nothing when the packument was read recently. Never throws.
   */
  prefetchNpm(name: string): void {
    const url = `${this.options.urls.npm}/${npmPath(name)}`;
    if (this.recentPackuments.get(url) !== undefined || this.inFlight.has(url) || this.prefetched.get(url) !== undefined) return;
    const answer = this.request(url);
    answer.catch(() => undefined);
    this.prefetched.set(url, answer);
  }

  async read(lookups: readonly RegistryLookup[]): Promise<RegistryReadResult> {
    const found: RegistryVersionFacts[] = [];
    const failures = new Map<RegistryEcosystem, { count: number; reason: string }>();
    const totals = new Map<RegistryEcosystem, number>();
    const pending: Promise<void>[] = [];
    const settled = new Set<RegistryLookup>();
    for (const lookup of lookups) {
      totals.set(lookup.ecosystem, (totals.get(lookup.ecosystem) ?? 0) + 1);
      const cached = lookup.versions.map((v) => this.cache.get(registryKey(lookup.ecosystem, lookup.name, v)));
      const missing = lookup.versions.filter((_, i) => cached[i] === undefined);
      for (const facts of cached) if (facts !== undefined) found.push(facts);
      if (missing.length === 0) {
        settled.add(lookup);
        continue;
      }
      pending.push(
        this.fetchFacts(READERS[lookup.ecosystem], lookup.name, missing).then(
          (facts) => {
            settled.add(lookup);
            for (const f of facts) {
              this.cache.set(registryKey(f.ecosystem, f.name, f.requested), f);
              found.push(f);
            }
          },
          (error: unknown) => {
            settled.add(lookup);
            const failure = failures.get(lookup.ecosystem) ?? { count: 0, reason: reasonOf(error) };
            failure.count += 1;
            failures.set(lookup.ecosystem, failure);
          },
        ),
      );
    }
    if (pending.length > 0) {
      let timer: NodeJS.Timeout | undefined;
      const budget = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.options.timeoutMs);
      });
      try {
        await Promise.race([Promise.all(pending), budget]);
      } finally {
        clearTimeout(timer);
      }
    }
    for (const lookup of lookups) {
      if (settled.has(lookup)) continue;
      const failure = failures.get(lookup.ecosystem) ?? { count: 0, reason: `no answer within ${this.options.timeoutMs} ms` };
      failure.count += 1;
      failures.set(lookup.ecosystem, failure);
    }
    const warnings = [...failures].map(([ecosystem, failure]) => {
      const reader = READERS[ecosystem];
      const total = totals.get(ecosystem) ?? failure.count;
      return `${reader.label} (${hostOf(this.options.urls[ecosystem])}): ${failure.count} of ${total} package lookups failed (${failure.reason}); their registry findings are missing`;
    });
    // The snapshot holds a copy: what a late answer adds to `found` after the budget stays out of it.
    return { versions: [...found], warnings };
  }

  private fetchFacts(reader: RegistryReader, name: string, versions: readonly string[]): Promise<RegistryVersionFacts[]> {
    return reader.read(this.options.urls[reader.ecosystem], name, versions, (url) => this.get(url));
  }

  /** One GET per URL in flight, shared by every analysis that asks for it meanwhile; a prefetched answer is taken once. */
  private get(url: string): Promise<RegistryAnswer> {
    const ahead = this.prefetched.get(url);
    if (ahead !== undefined) {
      this.prefetched.delete(url);
      return ahead;
    }
    return this.request(url);
  }

  private request(url: string): Promise<RegistryAnswer> {
    const existing = this.inFlight.get(url);
    if (existing !== undefined) return existing;
    const request = this.limited(() => {
      this.requests += 1;
      return getRegistryJson(url, { timeoutMs: this.options.timeoutMs, maxBytes: this.options.maxBytes ?? DEFAULT_MAX_BYTES });
    })
      .then((answer) => {
        if (url.startsWith(`${this.options.urls.npm}/`)) this.recentPackuments.set(url, true);
        return answer;
      })
      .finally(() => this.inFlight.delete(url));
    this.inFlight.set(url, request);
    return request;
  }

  private async limited<T>(work: () => Promise<T>): Promise<T> {
    const limit = this.options.concurrency ?? 16;
    if (this.active >= limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await work();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof RegistryRequestError) return error.message;
  // A zod error: the registry answered, but not in its documented shape.
  return 'an answer not in the registry’s shape';
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'unknown host';
  }
}
