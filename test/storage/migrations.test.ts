import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';

async function tables(t: TestDatabase): Promise<string[]> {
  const result = await t.db.knex.raw<{ rows: { table_name: string }[] }>(
    "select table_name from information_schema.tables where table_schema = current_schema() and table_name not like 'knex_%' order by table_name",
  );
  return result.rows.map((row) => row.table_name);
}

describe(`migrations on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('run up to the latest, down to nothing, and up again', async () => {
    expect(await tables(t)).toEqual([]);
    await t.db.migrate();
    const afterUp = await tables(t);
    expect(afterUp).toContain('scans');
    await t.db.rollbackAll();
    expect(await tables(t)).toEqual([]);
    await t.db.migrate();
    expect(await tables(t)).toEqual(afterUp);
  });

  it('is idempotent: migrating twice changes nothing', async () => {
    const before = await tables(t);
    await t.db.migrate();
    expect(await tables(t)).toEqual(before);
  });
});
