import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';
import path from 'node:path';
import { createRequire } from 'node:module';
import v8 from 'node:v8';
import type { PGlite as PGliteClass } from '@electric-sql/pglite';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { migrationSource } from '../../migrations/index.js';
import { PgliteThread } from './pglite-thread.js';

// PostgreSQL `bigint` (COUNT(*) and friends) as a JavaScript number: counts here never pass 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number.parseInt(value, 10));

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  readonly knex: Knex;
  readonly kind: DatabaseKind;
  /**
   * Runs every pending migration. On PostgreSQL under an advisory lock, so that processes
   * starting at once on one database migrate one after the other (the later ones find nothing
   * left to do) instead of racing on knex's own tables.
   */
  migrate(): Promise<void>;
  /** Rolls the latest migration back, under the same lock; its name, or null when none was applied. */
  rollbackOne(): Promise<string | null>;
  /** Rolls every migration back (tests only). */
  rollbackAll(): Promise<void>;
  /** The state of the migrations: names applied and names still pending (read only: creates nothing). */
  migrationStatus(): Promise<MigrationStatus>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /** This process's connection pool: connections in use, idle, acquires waiting, and its size. */
  poolStats(): { used: number; free: number; pending: number; max: number };
  close(): Promise<void>;
}

export interface MigrationStatus {
  readonly applied: readonly string[];
  readonly pending: readonly string[];
}

/** The PostgreSQL advisory lock key that serializes migrations across processes ("svc-migr" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x7376632d6d696772n;

/** DATA_DIR is held by another process (the embedded database serves one process only). */
export class DataDirInUseError extends Error {}

export interface DatabaseOptions {
  /** PostgreSQL connection string; null selects the embedded PGlite. */
  readonly databaseUrl: string | null;
  /** Where PGlite keeps its files; null keeps it in memory (tests; each starts from a copy of one blank cluster per process). */
  readonly dataDir: string | null;
  readonly poolMax?: number;
  /** The embedded database on `dataDir` runs in a worker thread of its own (pglite-thread.ts); default false. In-memory ones never do. */
  readonly thread?: boolean;
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  const kind: DatabaseKind = options.databaseUrl !== null ? 'postgres' : 'pglite';
  // The embedded database serves one process: a second process on the same DATA_DIR would open
  // its own copy of the files and see other data. It is refused before anything is opened.
  const releaseDataDir = kind === 'pglite' && options.dataDir !== null ? await lockDataDir(options.dataDir) : null;
  let knex: Knex;
  // knex-pglite closes PGlite only when its one pooled connection is destroyed, and that
  // connection exists only once a query ran: a database closed before any query would leave
  // PGlite running (and starting up) after close, on files that may be gone by then.
  let pglite: PGliteClass | PgliteThread | null = null;
  try {
    if (options.databaseUrl !== null) knex = createPostgres(options.databaseUrl, options.poolMax ?? 10);
    else ({ knex, pglite } = await createPglite(options.dataDir, options.thread ?? false));
  } catch (error) {
    await releaseDataDir?.();
    throw error;
  }
  const migrationConfig: Knex.MigratorConfig = { migrationSource, tableName: MIGRATIONS_TABLE };
  const underLock = <T>(work: () => Promise<T>): Promise<T> => (options.databaseUrl !== null ? withAdvisoryLock(options.databaseUrl, work) : work());
  return {
    knex,
    kind,
    async migrate() {
      await underLock(() => knex.migrate.latest(migrationConfig));
    },
    async rollbackOne() {
      return underLock(async () => {
        const [, rolledBack] = (await knex.migrate.down(migrationConfig)) as [number, string[]];
        return rolledBack[0] ?? null;
      });
    },
    async rollbackAll() {
      await underLock(() => knex.migrate.rollback(migrationConfig, true));
    },
    async migrationStatus() {
      const all = (await migrationSource.getMigrations([])).map((migration) => migrationSource.getMigrationName(migration));
      const exists = await knex.schema.hasTable(MIGRATIONS_TABLE);
      const applied = exists ? ((await knex(MIGRATIONS_TABLE).select('name').orderBy('id')) as { name: string }[]).map((row) => row.name) : [];
      return { applied, pending: all.filter((name) => !applied.includes(name)) };
    },
    async ping() {
      try {
        await knex.raw('select 1');
        return true;
      } catch {
        return false;
      }
    },
    poolStats() {
      // knex keeps its pool (tarn) on the client once the first query created it.
      const pool = (knex.client as { pool?: TarnPool }).pool;
      if (pool === undefined) return { used: 0, free: 0, pending: 0, max: options.databaseUrl !== null ? (options.poolMax ?? 10) : 1 };
      return { used: pool.numUsed(), free: pool.numFree(), pending: pool.numPendingAcquires(), max: pool.max };
    },
    async close() {
      try {
        await knex.destroy();
        if (pglite !== null && !pglite.closed) await pglite.close();
      } finally {
        await releaseDataDir?.();
      }
    },
  };
}

const MIGRATIONS_TABLE = 'knex_migrations';

/** The part of tarn's Pool (knex's pool) that poolStats reads. */
interface TarnPool {
  readonly max: number;
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/**
 * Runs `work` while holding the migration advisory lock, on a connection of its own (a session
 * lock belongs to the connection that took it; knex's pool would hand out others). Waits for a
 * process that holds it; PostgreSQL releases it should this process die.
 */
async function withAdvisoryLock<T>(connectionString: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    await client.end();
  }
}

/**
 * Takes DATA_DIR for this process (proper-lockfile: a `svc.lock` directory whose time stamp the
 * holder refreshes; a lock left by a process that died goes stale after 10 s). Resolves to its
 * release; rejects with DataDirInUseError when another live process holds it.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const directory = path.resolve(dataDir);
  mkdirSync(directory, { recursive: true });
  const lockPath = path.join(directory, 'svc.lock');
  try {
    return await lockfile.lock(directory, {
      lockfilePath: lockPath,
      stale: 10_000,
      realpath: false,
      // The lock was removed or taken over under us (DATA_DIR deleted, a clock jump): warn instead
      // of proper-lockfile's default, an exception thrown from a timer that would end the process.
      onCompromised: (error) => process.emitWarning(`the lock on DATA_DIR ${directory} was lost: ${error.message}`),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirInUseError(
        `DATA_DIR ${directory} is in use by another svc process (lock ${lockPath}). The embedded database serves one process: stop the other one, give this one another DATA_DIR, or set DATABASE_URL to run several processes on one PostgreSQL database. A lock left by a process that died expires after 10 seconds.`,
      );
    }
    throw error;
  }
}

function createPostgres(connectionString: string, poolMax: number): Knex {
  return knexFactory({
    client: 'pg',
    connection: { connectionString, connectionTimeoutMillis: 5_000 },
    pool: { min: 0, max: poolMax, acquireTimeoutMillis: 10_000, idleTimeoutMillis: 30_000 },
    acquireConnectionTimeout: 10_000,
  });
}

/**
 * The embedded PostgreSQL, sized for one service process (docs/adr/0002-embedded-database.md):
 * PGlite's own start parameters with 8 MB of shared buffers instead of the 160 MB initdb picks,
 * and its WebAssembly compiled by V8's baseline compiler only. A new data directory is
 * initialized by a short-lived child process, so initdb's memory never joins the service's.
 */
async function createPglite(dataDir: string | null, thread: boolean): Promise<{ knex: Knex; pglite: PGliteClass | PgliteThread }> {
  // Loaded only for the embedded database (tens of MB that a PostgreSQL deployment never needs),
  // and from the CommonJS build that knex-pglite requires, so that one copy is loaded, not two.
  const require = createRequire(import.meta.url);
  const { PGlite } = require('@electric-sql/pglite') as { PGlite: typeof PGliteClass };
  const ClientPgLite = require('knex-pglite') as typeof Knex.Client;
  useBaselineWasmCompiler();
  let directory: string | undefined;
  if (dataDir !== null) {
    directory = path.resolve(dataDir, 'pgdata');
    mkdirSync(directory, { recursive: true });
    if (!existsSync(path.join(directory, 'PG_VERSION'))) await initdbInChildProcess(directory);
  }
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS];
  // A database on DATA_DIR in a thread of its own when asked (EMBEDDED_DATABASE_THREAD,
  // pglite-thread.ts); the tests' in-memory ones in this thread, each from a copy of one blank cluster.
  const pglite =
    directory === undefined ? await inMemoryPglite(PGlite, startParams) : thread ? new PgliteThread(directory, startParams) : new PGlite(directory, { startParams });
  // A start-up failure reaches whoever uses the database (knex-pglite awaits waitReady before
  // every query, and close() awaits it too); it is not also an unhandled rejection.
  pglite.waitReady.catch(() => undefined);
  const knex = knexFactory({ client: ClientPgLite, dialect: 'postgres', connection: { pglite }, useNullAsDefault: true } as Knex.Config);
  return { knex, pglite };
}

/**
 * The files of a freshly initialized in-memory cluster (a tar, about 40 MB), kept by the first
 * in-memory database of the process before anything is written to it: each later one starts from
 * a copy of them instead of running initdb again in WebAssembly (about 0.7 s instead of 4 s on a
 * 2-CPU machine). In-memory databases are the tests' (DatabaseOptions.dataDir); a service always
 * has a DATA_DIR. A failed dump is forgotten, so the next database makes its own.
 */
let blankCluster: Promise<Blob> | null = null;
async function inMemoryPglite(PGlite: typeof PGliteClass, startParams: string[]): Promise<PGliteClass> {
  if (blankCluster !== null) {
    const files = await blankCluster.catch(() => null);
    if (files !== null) return new PGlite({ startParams, loadDataDir: files });
  }
  const pglite = await PGlite.create({ startParams });
  const dump = pglite.dumpDataDir('none');
  blankCluster = dump;
  await dump.catch(() => {
    if (blankCluster === dump) blankCluster = null;
  });
  return pglite;
}

/** Added to PGlite's own start parameters (PGlite.defaultStartParams). */
const PGLITE_SETTINGS: readonly string[] = ['-c', 'shared_buffers=8MB'];

/**
 * TurboFan's optimized code for PostgreSQL's hot functions, and the memory its compiler takes
 * (never returned to the system), cost the embedded database 30-60 MB of RSS for queries 10-15 %
 * faster. Applies to WebAssembly compiled from now on in this process; only PGlite compiles any
 * that matters (undici's small HTTP parser is the other).
 */
function useBaselineWasmCompiler(): void {
  v8.setFlagsFromString('--liftoff-only');
}

/** Runs PGlite's initdb on `directory` in a child process (plain Node, PGlite imported by URL). */
export async function initdbInChildProcess(directory: string): Promise<void> {
  const code = `const { PGlite } = await import(${JSON.stringify(import.meta.resolve('@electric-sql/pglite'))}); const db = await PGlite.create(process.argv[1]); await db.close();`;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '--eval', code, directory], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`initializing the embedded database in ${directory} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
    });
  });
}
