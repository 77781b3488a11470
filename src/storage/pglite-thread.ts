/**
 * The embedded database in a thread of its own (ADR 0002, amendment of 2026-11-30): PGlite's
 * WebAssembly PostgreSQL runs in a worker thread (pglite-worker.ts), and this object stands in for
 * it in the service's thread with the part of PGlite's interface that knex-pglite uses
 * (`waitReady`, `query`, `close`, `closed`). Every statement's execution then spends the other
 * core, not the event loop that reads webhook deliveries and answers HTTP; each costs a message
 * each way (structured clone of the parameters and the rows).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { workerModule } from '../worker-module.js';

/** What knex-pglite reads of a result. */
export interface ThreadQueryResult {
  readonly rows: unknown[];
  readonly fields: { name: string; dataTypeID: number }[];
  readonly affectedRows?: number;
}

type Reply =
  | { readonly ready: boolean; readonly error?: Record<string, unknown> }
  | { readonly closed: true; readonly error?: Record<string, unknown> }
  | { readonly id: number; readonly result?: ThreadQueryResult; readonly error?: Record<string, unknown> };

/** An Error rebuilt from the fields the thread sent (`code`, `detail`, `constraint`… kept, as pg's errors carry them). */
function rebuiltError(fields: Record<string, unknown>): Error {
  const error = new Error(typeof fields.message === 'string' ? fields.message : 'the embedded database failed');
  for (const [key, value] of Object.entries(fields)) if (key !== 'message' && key !== 'stack') (error as unknown as Record<string, unknown>)[key] = value;
  return error;
}

/**
 * The thread's JavaScript only passes statements and rows along (PostgreSQL's memory is WebAssembly
 * memory, outside these limits): a young generation of 4 MB instead of V8's default keeps the
 * thread's heap 15-20 MB smaller, so that the service with its database thread uses about the
 * memory it used without one.
 */
const THREAD_LIMITS = { maxYoungGenerationSizeMb: 4 } as const;

export class PgliteThread {
  readonly waitReady: Promise<void>;
  #closed = false;
  #closing: Promise<void> | null = null;
  #nextId = 1;
  readonly #pending = new Map<number, { resolve: (result: ThreadQueryResult) => void; reject: (error: Error) => void }>();
  readonly #worker: Worker;
  #onClosed: (() => void) | null = null;

  /** `directory`: PGlite's data directory, initialized already; null: in memory. */
  constructor(directory: string | null, startParams: readonly string[]) {
    const { filename, execArgv } = workerModule('pglite-worker', import.meta.url);
    const workerData = { directory, startParams };
    // Under tsx (tests, `--runtime tsx`) the thread's first module is a line of JavaScript that
    // registers tsx's loader and then imports the TypeScript module (`--import tsx` alone registers
    // it too late for a thread's first module).
    this.#worker =
      execArgv === undefined
        ? new Worker(new URL(filename), { workerData, resourceLimits: THREAD_LIMITS })
        : new Worker(`import(${JSON.stringify(tsxApi())}).then((tsx) => { tsx.register(); return import(${JSON.stringify(filename)}); });`, { eval: true, workerData, resourceLimits: THREAD_LIMITS });
    let ready: (() => void) | null = null;
    let failed: ((error: Error) => void) | null = null;
    this.waitReady = new Promise<void>((resolve, reject) => {
      ready = resolve;
      failed = reject;
    });
    this.#worker.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        if (reply.ready) ready?.();
        else failed?.(rebuiltError(reply.error ?? {}));
      } else if ('closed' in reply) {
        this.#onClosed?.();
      } else {
        const pending = this.#pending.get(reply.id);
        this.#pending.delete(reply.id);
        if (reply.error !== undefined) pending?.reject(rebuiltError(reply.error));
        else if (reply.result !== undefined) pending?.resolve(reply.result);
      }
    });
    const ended = (error: Error): void => {
      this.#closed = true;
      failed?.(error);
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
      this.#onClosed?.();
    };
    this.#worker.on('error', (error) => ended(error));
    this.#worker.on('exit', (code) => ended(new Error(`the embedded database's thread ended (exit ${code})`)));
  }

  get closed(): boolean {
    return this.#closed;
  }

  async query(sql: string, params?: unknown[]): Promise<ThreadQueryResult> {
    if (this.#closed) throw new Error('the embedded database is closed');
    const id = this.#nextId;
    this.#nextId += 1;
    return await new Promise<ThreadQueryResult>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, sql, params });
    });
  }

  /** Closes PGlite in its thread (its files are written and released), then ends the thread. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      if (!this.#closed) {
        const done = new Promise<void>((resolve) => {
          this.#onClosed = resolve;
        });
        this.#worker.postMessage({ close: true });
        await done;
      }
      this.#closed = true;
      await this.#worker.terminate();
    })();
    return this.#closing;
  }
}

/** tsx's ESM API (`register()`), resolved from here. */
function tsxApi(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
}
