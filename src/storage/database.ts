import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
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

export function createDatabase(options: DatabaseOptions): Database {
  const knex = options.databaseUrl !== null ? createPostgres(options.databaseUrl, options.poolMax ?? 10) : createPglite(options.dataDir);
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

function createPglite(dataDir: string | null): Knex {
  let connection: { filename?: string } = {};
  if (dataDir !== null) {
    const directory = path.resolve(dataDir, 'pgdata');
    mkdirSync(directory, { recursive: true });
    connection = { filename: directory };
  }
  return knexFactory({ client: ClientPgLite, dialect: 'postgres', connection, useNullAsDefault: true } as Knex.Config);
}
