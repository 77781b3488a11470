import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, DataDirInUseError, initdbInChildProcess } from '../../src/storage/database.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The embedded database (PGlite under DATA_DIR), whatever DATABASE_URL says for the rest of the
 * suite: sized for one process, initialized out of process, loaded only when it is used.
 */
describe('embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'svc-embedded-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs initdb in a child process, and says why when it fails', async () => {
    const pgdata = path.join(dataDir, 'by-child');
    await initdbInChildProcess(pgdata);
    expect(existsSync(path.join(pgdata, 'PG_VERSION'))).toBe(true);
    const notADirectory = path.join(dataDir, 'a-file');
    writeFileSync(notADirectory, 'x');
    await expect(initdbInChildProcess(notADirectory)).rejects.toThrow(/initializing the embedded database in .*a-file failed \(exit \d+\): \S/);
  }, 60_000);

  it('initializes a new data directory, runs with small shared buffers, and keeps its data across restarts', async () => {
    const pgdata = path.join(dataDir, 'pgdata');
    expect(existsSync(path.join(pgdata, 'PG_VERSION'))).toBe(false);
    const first = await createDatabase({ databaseUrl: null, dataDir });
    try {
      expect(existsSync(path.join(pgdata, 'PG_VERSION'))).toBe(true);
      await first.migrate();
      const settings = (await first.knex.raw('select current_setting(?) as shared_buffers, current_setting(?) as timezone', ['shared_buffers', 'TimeZone'])) as {
        rows: { shared_buffers: string; timezone: string }[];
      };
      expect(settings.rows[0]?.shared_buffers).toBe('8MB');
      // initdb's postgresql.conf is kept (PGlite's start parameters are added to it, not swapped for it).
      expect(settings.rows[0]?.timezone).toBeTruthy();
      await first.knex('users').insert({ id: 'usr_kept', github_id: '1', login: 'kept', github_token_enc: 'x', created_at: new Date(), updated_at: new Date() });
    } finally {
      await first.close();
    }
    const again = await createDatabase({ databaseUrl: null, dataDir });
    try {
      expect(await again.knex('users').where('id', 'usr_kept').first()).toMatchObject({ login: 'kept' });
    } finally {
      await again.close();
    }
  }, 60_000);

  it('serves one process: a second opening of the same DATA_DIR is refused until the first closes', async () => {
    const shared = path.join(dataDir, 'shared');
    const first = await createDatabase({ databaseUrl: null, dataDir: shared });
    try {
      await expect(createDatabase({ databaseUrl: null, dataDir: shared })).rejects.toThrow(DataDirInUseError);
      await expect(createDatabase({ databaseUrl: null, dataDir: shared })).rejects.toThrow(/^DATA_DIR \S+shared is in use by another svc process \(lock \S+svc\.lock\)/);
      expect(await first.ping()).toBe(true);
    } finally {
      await first.close();
    }
    const again = await createDatabase({ databaseUrl: null, dataDir: shared });
    await again.close();
  }, 60_000);

  it('closes PGlite even when no query ran (knex alone would leave it starting up on files about to go)', async () => {
    const unused = await createDatabase({ databaseUrl: null, dataDir: path.join(dataDir, 'unused') });
    const { pglite } = unused.knex.client as { pglite: { closed: boolean } };
    expect(pglite.closed).toBe(false);
    await unused.close();
    expect(pglite.closed).toBe(true);
  }, 60_000);

  it('starts each in-memory database blank, from the files of a cluster initialized once per process', async () => {
    const first = await createDatabase({ databaseUrl: null, dataDir: null });
    try {
      await first.migrate();
      await first.knex('users').insert({ id: 'usr_first', github_id: '1', login: 'first', github_token_enc: 'x', created_at: new Date(), updated_at: new Date() });
      const second = await createDatabase({ databaseUrl: null, dataDir: null });
      try {
        // Nothing of the first database (its tables, its rows) is in the second: the copy is of the blank cluster.
        expect(await second.knex.schema.hasTable('users')).toBe(false);
        await second.migrate();
        expect(await second.knex('users').count({ n: '*' }).first()).toMatchObject({ n: 0 });
        await second.knex('users').insert({ id: 'usr_second', github_id: '2', login: 'second', github_token_enc: 'x', created_at: new Date(), updated_at: new Date() });
      } finally {
        await second.close();
      }
      expect((await first.knex('users').select('id')).map((row: { id: string }) => row.id)).toEqual(['usr_first']);
      const settings = (await first.knex.raw('select current_setting(?) as shared_buffers', ['shared_buffers'])) as { rows: { shared_buffers: string }[] };
      expect(settings.rows[0]?.shared_buffers).toBe('8MB');
    } finally {
      await first.close();
    }
    const third = await createDatabase({ databaseUrl: null, dataDir: null });
    try {
      expect(await third.knex.schema.hasTable('users')).toBe(false);
      const settings = (await third.knex.raw('select current_setting(?) as shared_buffers', ['shared_buffers'])) as { rows: { shared_buffers: string }[] };
      expect(settings.rows[0]?.shared_buffers).toBe('8MB');
    } finally {
      await third.close();
    }
  }, 60_000);

  it('is not loaded at all by a service on PostgreSQL', () => {
    // A fresh process, so that no other test has loaded PGlite before: knex connects lazily, so
    // no server is needed to build the PostgreSQL database object.
    const script = `
      const { createRequire } = await import('node:module');
      const { createDatabase } = await import('./src/storage/database.ts');
      const loaded = () => Object.keys(createRequire(import.meta.url).cache).filter((file) => /knex-pglite|@electric-sql[\\\\/]pglite/.test(file)).length;
      const db = await createDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:9/none', dataDir: null });
      const onPostgres = loaded();
      await db.close();
      const embedded = await createDatabase({ databaseUrl: null, dataDir: null });
      const onEmbedded = loaded();
      await embedded.close();
      console.log(JSON.stringify({ onPostgres, onEmbedded }));`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
    const counts = JSON.parse(output.trim().split('\n').pop() ?? '{}') as { onPostgres: number; onEmbedded: number };
    expect(counts.onPostgres).toBe(0);
    expect(counts.onEmbedded).toBeGreaterThan(0);
  }, 40_000);
});
