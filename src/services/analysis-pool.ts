import type { ResourceLimits } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AnalysisError } from '../errors.js';
import { workerModule } from '../worker-module.js';
import type { ContentAnalysis, ContentAnalysisInput } from './analyze-content.js';

export interface AnalysisPoolOptions {
  /** Worker threads at most (ANALYSIS_THREADS). */
  readonly threads: number;
  /** Deadline of one analysis in its thread (ANALYSIS_CPU_TIMEOUT_MS): past it the thread is ended and replaced. */
  readonly timeoutMs: number;
  /** Heap of one thread (ANALYSIS_MAX_MEMORY_MB): past it the thread is ended and replaced. */
  readonly maxMemoryMb: number;
}

/** The stack of one thread: deep recursion ends in a RangeError that the thread survives, never a crash. */
const STACK_SIZE_MB = 4;
/**
 * The young generation of one thread. V8's default (48 MB here: three 16 MB semi-spaces) fills
 * with the short-lived strings and arrays of a large PR's parse and is resident once filled; 8 MB
 * keeps the service's peak RSS for the 3,000-file PR 20-30 MB lower (docs/performance.md, seventh
 * session) at no CPU cost measured beyond the runs' spread: the analyses' survivors are the
 * snapshot's own strings, which the old generation holds either way.
 */
const YOUNG_GENERATION_MB = 8;
/** A task that only waits for a thread to be ready. */
const PING = { ping: true } as const;
export type WorkerTask = ContentAnalysisInput | typeof PING;

/**
 * The worker-thread pool (piscina) that analyzes PR content for the service: the one step that runs
 * parsers and rules over text written by the PR's author (src/services/analyze-content.ts). Each
 * thread has a heap and stack limit; each analysis a deadline. An analysis past its deadline or its
 * memory gets an AnalysisError (`Analysis failed: …`, HTTP 500), its thread is ended (piscina
 * starts another), and the process, its event loop and the other analyses go on.
 *
 * The deadline counts from when a thread takes the analysis, not while it waits for one: analyses
 * wait here (at most `threads` are handed to piscina at once), so a queue never eats a deadline.
 *
 * The worker module is a sibling of this one with the same extension: `.js` when compiled, `.ts`
 * under tsx or vitest, where the thread needs tsx's loader too (`--import tsx`).
 */
export class AnalysisPool {
  #pool: Piscina<WorkerTask, ContentAnalysis | number> | null = null;
  /** Threads (by threadId) that have answered a ping: they have loaded their modules. */
  readonly #ready = new Set<number>();
  #pings = 0;
  #running = 0;
  readonly #waiting: (() => void)[] = [];
  #closed = false;

  constructor(private readonly options: AnalysisPoolOptions) {}

  async run(input: ContentAnalysisInput): Promise<ContentAnalysis> {
    await this.#turn();
    try {
      if (this.#closed) throw new AnalysisError('the service is stopping', 'The analysis pool is closed; try again later.', 'internal');
      const pool = (this.#pool ??= this.#create());
      // A thread that is starting (the first, or one that replaced an ended one) loads its modules
      // first: wait for a ready thread without a deadline, then give the analysis its deadline.
      // Once every thread of the pool has answered a ping, no thread is starting: no ping (a
      // round trip to a thread, 0.4 to 4 ms of every analysis's latency).
      if (!pool.threads.every((thread) => this.#ready.has(thread.threadId))) {
        this.#pings += 1;
        const threadId = await pool.run(PING);
        if (typeof threadId === 'number') this.#ready.add(threadId);
        // Forget ended threads.
        for (const id of this.#ready) if (!pool.threads.some((thread) => thread.threadId === id)) this.#ready.delete(id);
      }
      return (await pool.run(input, { signal: AbortSignal.timeout(this.options.timeoutMs) })) as ContentAnalysis;
    } catch (error) {
      throw this.#failure(error);
    } finally {
      this.#release();
    }
  }

  /** Ends every thread (analyses in flight fail). */
  async close(): Promise<void> {
    this.#closed = true;
    const pool = this.#pool;
    this.#pool = null;
    await pool?.destroy();
  }

  /** Threads alive now (for tests). */
  get threads(): number {
    return this.#pool?.threads.length ?? 0;
  }

  /** The resource limits of the threads alive now, as each thread reports them (for tests). */
  get threadLimits(): ResourceLimits[] {
    return this.#pool?.threads.map((thread) => thread.resourceLimits ?? {}) ?? [];
  }

  /** Pings sent so far, to wait for a starting thread (for tests). */
  get pings(): number {
    return this.#pings;
  }

  #create(): Piscina<WorkerTask, ContentAnalysis | number> {
    const { filename, execArgv } = workerModule('analysis-worker', import.meta.url);
    return new Piscina<WorkerTask, ContentAnalysis | number>({
      filename,
      execArgv,
      // Every thread is started with the pool (at the first analysis) and replaced at once when ended.
      minThreads: this.options.threads,
      maxThreads: this.options.threads,
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxMemoryMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, stackSizeMb: STACK_SIZE_MB },
    });
  }

  #failure(error: unknown): unknown {
    if (error instanceof AnalysisError) return error;
    const seconds = Math.round(this.options.timeoutMs / 100) / 10;
    if (error instanceof Error && error.name === 'AbortError') {
      return new AnalysisError(
        `the pull request's content took longer than ${seconds} s to analyze`,
        `Its analysis was stopped after ANALYSIS_CPU_TIMEOUT_MS (${this.options.timeoutMs} ms); nothing was stored. A file made to be slow to parse or match can cause this.`,
        'timeout',
      );
    }
    if (isOutOfMemory(error)) {
      return new AnalysisError(
        `the pull request's content needed more than ${this.options.maxMemoryMb} MB to analyze`,
        `Its analysis was stopped at ANALYSIS_MAX_MEMORY_MB (${this.options.maxMemoryMb}); nothing was stored.`,
        'internal',
      );
    }
    return error;
  }

  #turn(): Promise<void> {
    if (this.#running < this.options.threads) {
      this.#running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.#waiting.push(() => {
        this.#running += 1;
        resolve();
      });
    });
  }

  #release(): void {
    this.#running -= 1;
    this.#waiting.shift()?.();
  }
}

function isOutOfMemory(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY';
}
