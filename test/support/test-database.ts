import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../../src/storage/database.js';

/** The PostgreSQL server the tests run against, or null for PGlite (DATABASE_URL unset). */
export const TEST_DATABASE_URL: string | null = process.env.DATABASE_URL && process.env.DATABASE_URL !== '' ? process.env.DATABASE_URL : null;

export interface FreshDatabaseUrl {
  readonly url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty PostgreSQL database on the test server, so test files running in parallel
 * never share tables or race on migrations.
 */
export async function freshDatabaseUrl(adminUrl: string): Promise<FreshDatabaseUrl> {
  const name = `svc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface TestDatabase {
  readonly db: Database;
  /** The URL of the fresh PostgreSQL database, or null on PGlite. */
  readonly databaseUrl: string | null;
  close(): Promise<void>;
}

/** A migrated database for one test file: a fresh PostgreSQL database, or an in-memory PGlite. */
export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  let fresh: FreshDatabaseUrl | null = null;
  if (TEST_DATABASE_URL !== null) fresh = await freshDatabaseUrl(TEST_DATABASE_URL);
  const db = await createDatabase({ databaseUrl: fresh?.url ?? null, dataDir: null, poolMax: 4 });
  if (options.migrate !== false) await db.migrate();
  return {
    db,
    databaseUrl: fresh?.url ?? null,
    async close() {
      await db.close();
      await fresh?.drop();
    },
  };
}
