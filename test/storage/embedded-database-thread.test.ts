import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/storage/database.js';
import { PgliteThread } from '../../src/storage/pglite-thread.js';

/**
 * The embedded database in a thread of its own (EMBEDDED_DATABASE_THREAD=true): the same database
 * through knex as in the service's thread, with PostgreSQL's errors (their codes) and values
 * (timestamps, JSON, bytea, numbers) carried across, transactions kept on the one connection, and
 * the thread closed with the database.
 */
describe('embedded database in a thread', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'svc-embedded-thread-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates, keeps its data across restarts, and carries values and error codes across the thread', async () => {
    const first = await createDatabase({ databaseUrl: null, dataDir, thread: true });
    const created = new Date('2026-11-30T01:02:03.456Z');
    try {
      await first.migrate();
      expect((await first.migrationStatus()).pending).toEqual([]);
      await first.knex('users').insert({ id: 'usr_thread', github_id: '7', login: 'threaded', github_token_enc: 'x', created_at: created, updated_at: created });
      // A unique violation reaches the caller with PostgreSQL's code, which the stores read (23505).
      await expect(first.knex('users').insert({ id: 'usr_thread', github_id: '8', login: 'again', github_token_enc: 'x', created_at: created, updated_at: created })).rejects.toMatchObject({ code: '23505' });
      const values = (await first.knex.raw(`select now() as at, '{"a":[1,2]}'::jsonb as doc, decode('00ff', 'hex') as bytes, 42::int as n`)) as { rows: { at: Date; doc: unknown; bytes: Uint8Array; n: number }[] };
      const row = values.rows[0]!;
      expect(row.at).toBeInstanceOf(Date);
      expect(row.doc).toEqual({ a: [1, 2] });
      expect([...row.bytes]).toEqual([0, 255]);
      expect(row.n).toBe(42);
      // A transaction's statements run on the one connection, in order; a rollback undoes them.
      await expect(
        first.knex.transaction(async (trx) => {
          await trx('users').where('id', 'usr_thread').update({ login: 'renamed' });
          expect((await trx('users').where('id', 'usr_thread').first())?.login).toBe('renamed');
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect((await first.knex('users').where('id', 'usr_thread').first())?.login).toBe('threaded');
      expect(await first.ping()).toBe(true);
    } finally {
      await first.close();
    }
    await expect(first.knex.raw('select 1')).rejects.toThrow();
    const again = await createDatabase({ databaseUrl: null, dataDir, thread: true });
    try {
      expect(await again.knex('users').where('id', 'usr_thread').first()).toMatchObject({ login: 'threaded', created_at: created });
    } finally {
      await again.close();
    }
  }, 120_000);

  it('fails its waiting and later queries, and its readiness, when the thread ends', async () => {
    const notADirectory = path.join(dataDir, 'a-file');
    writeFileSync(notADirectory, 'x');
    const thread = new PgliteThread(notADirectory, []);
    // PGlite cannot start on a file: readiness rejects, nothing hangs.
    await expect(thread.waitReady).rejects.toThrow();
    await thread.close();
    expect(thread.closed).toBe(true);
    await expect(thread.query('select 1')).rejects.toThrow('the embedded database is closed');
  }, 60_000);
});
