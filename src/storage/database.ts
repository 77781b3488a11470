import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import v8 from 'node:v8';
import type { PGlite as PGliteClass } from '@electric-sql/pglite';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { migrationSource } from '../../migrations/index.js';

// PostgreSQL `bigint` (COUNT(*) and friends) as a JavaScript number: counts here never pass 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number.parseInt(value, 10));

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  readonly knex: Knex;
  readonly kind: DatabaseKind;
  /** Runs every pending migration. */
  migrate(): Promise<void>;
  /** Rolls every migration back (tests and `npm run migrate -- down`). */
  rollbackAll(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; null selects the embedded PGlite. */
  readonly databaseUrl: string | null;
  /** Where PGlite keeps its files; null keeps it in memory (tests). */
  readonly dataDir: string | null;
  readonly poolMax?: number;
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  const knex = options.databaseUrl !== null ? createPostgres(options.databaseUrl, options.poolMax ?? 10) : await createPglite(options.dataDir);
  const kind: DatabaseKind = options.databaseUrl !== null ? 'postgres' : 'pglite';
  const migrationConfig: Knex.MigratorConfig = { migrationSource, tableName: 'knex_migrations' };
  return {
    knex,
    kind,
    async migrate() {
      await knex.migrate.latest(migrationConfig);
    },
    async rollbackAll() {
      await knex.migrate.rollback(migrationConfig, true);
    },
    async ping() {
      try {
        await knex.raw('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await knex.destroy();
    },
  };
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
 * PGlite's own start parameters with 16 MB of shared buffers instead of the 160 MB initdb picks,
 * and its WebAssembly compiled by V8's baseline compiler only. A new data directory is
 * initialized by a short-lived child process, so initdb's memory never joins the service's.
 */
async function createPglite(dataDir: string | null): Promise<Knex> {
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
  const pglite = new PGlite(directory, { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
  return knexFactory({ client: ClientPgLite, dialect: 'postgres', connection: { pglite }, useNullAsDefault: true } as Knex.Config);
}

/** Added to PGlite's own start parameters (PGlite.defaultStartParams). */
const PGLITE_SETTINGS: readonly string[] = ['-c', 'shared_buffers=16MB'];

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
