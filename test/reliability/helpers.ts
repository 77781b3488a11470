/** Small helpers shared by the reliability and security suites. */
import type { Knex } from 'knex';

export const DB_LABEL = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

export interface JsonAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly text: string;
  readonly ms: number;
}

/** POST /api/analyze with a JSON body (or raw text), timing the answer. */
export async function postAnalyze(baseUrl: string, body: unknown, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/analyze`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: parseObject(text), text, ms: performance.now() - started };
}

export function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
  } catch {
    return { raw: text };
  }
}

export async function countRows(knex: Knex, table: string): Promise<number> {
  const row = (await knex(table).count<{ count: number | string }[]>({ count: '*' }).first()) as { count: number | string } | undefined;
  return Number(row?.count ?? 0);
}

/** Every base table of the public schema, from information_schema. */
export async function listTables(knex: Knex): Promise<string[]> {
  const result = (await knex.raw(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as {
    rows: { table_name: string }[];
  };
  return result.rows.map((row) => row.table_name);
}

/** Row counts of every table, to prove a refused request stored nothing. */
export async function rowCounts(knex: Knex): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(knex)) {
    if (table.startsWith('knex_migrations')) continue;
    counts[table] = await countRows(knex, table);
  }
  return counts;
}

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 20_000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
