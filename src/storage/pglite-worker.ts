/**
 * The embedded database's thread (src/storage/pglite-thread.ts): PGlite runs here, so its
 * WebAssembly PostgreSQL spends this thread's CPU, not the event loop that answers HTTP. Messages:
 * `{ id, sql, params }` answered with `{ id, result }` or `{ id, error }`; `{ close: true }` closes
 * the database and answers `{ closed: true }`. Errors travel as their own fields (`code`,
 * `detail`, `constraint`…), which a structured clone of an Error would drop.
 */
import { createRequire } from 'node:module';
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite as PGliteClass } from '@electric-sql/pglite';

interface ThreadData {
  readonly directory: string | null;
  readonly startParams: readonly string[];
}

type Request = { readonly id: number; readonly sql: string; readonly params?: unknown[] } | { readonly close: true };

const port = parentPort;
if (port === null) throw new Error('pglite-worker runs as a worker thread');
// Baseline WebAssembly compilation only (database.ts, useBaselineWasmCompiler): less memory for a little speed.
v8.setFlagsFromString('--liftoff-only');
const { directory, startParams } = workerData as ThreadData;
// The CommonJS build, as database.ts loads it.
const { PGlite } = createRequire(import.meta.url)('@electric-sql/pglite') as { PGlite: typeof PGliteClass };
const pglite = directory !== null ? new PGlite(directory, { startParams: [...startParams] }) : new PGlite({ startParams: [...startParams] });

/** An error's name, message and own fields, as plain data. */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

pglite.waitReady.then(
  () => port.postMessage({ ready: true }),
  (error: unknown) => port.postMessage({ ready: false, error: errorFields(error) }),
);

port.on('message', (request: Request) => {
  if ('close' in request) {
    void (pglite.closed ? Promise.resolve() : pglite.close()).then(
      () => port.postMessage({ closed: true }),
      (error: unknown) => port.postMessage({ closed: true, error: errorFields(error) }),
    );
    return;
  }
  pglite.query(request.sql, request.params).then(
    (result) => port.postMessage({ id: request.id, result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows } }),
    (error: unknown) => port.postMessage({ id: request.id, error: errorFields(error) }),
  );
});
