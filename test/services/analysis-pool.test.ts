import { afterEach, describe, expect, it } from 'vitest';
import { AnalysisPool } from '../../src/services/analysis-pool.js';
import { makeFile, makeSnapshot } from '../support/snapshot-factory.js';

const input = () => ({ snapshot: makeSnapshot({ files: [makeFile('src/index.ts')] }), now: '2026-11-24T00:00:00Z' });

let pool: AnalysisPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('AnalysisPool', () => {
  it('waits for a starting thread once (a ping), then sends analyses straight to the ready thread', async () => {
    pool = new AnalysisPool({ threads: 1, timeoutMs: 60_000, maxMemoryMb: 256 });
    expect(pool.pings).toBe(0);
    const first = await pool.run(input());
    expect(first.sections).toBeDefined();
    expect(pool.pings).toBe(1);
    await pool.run(input());
    await pool.run(input());
    expect(pool.pings).toBe(1);
    expect(pool.threads).toBe(1);
  });

  it('starts threads with their heap, young generation and stack limits', async () => {
    pool = new AnalysisPool({ threads: 1, timeoutMs: 60_000, maxMemoryMb: 256 });
    await pool.run(input());
    // A young generation of 8 MB, not V8's default of several times that: the peak RSS of a large PR.
    expect(pool.threadLimits).toEqual([expect.objectContaining({ maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 8, stackSizeMb: 4 })]);
  });

  it('pings again for the thread that replaces one ended at its deadline', async () => {
    // The pool reads its options on every analysis: the deadline is changed between them.
    const options = { threads: 1, timeoutMs: 60_000, maxMemoryMb: 256 };
    pool = new AnalysisPool(options);
    await pool.run(input());
    expect(pool.pings).toBe(1);
    // A deadline this analysis cannot meet (3,000 files take tens of milliseconds, the deadline is
    // 1 ms): the thread is ended and piscina starts another.
    options.timeoutMs = 1;
    const heavy = { snapshot: makeSnapshot({ files: Array.from({ length: 3_000 }, (_, i) => makeFile(`src/module-${i}.ts`)) }), now: '2026-11-24T00:00:00Z' };
    await expect(pool.run(heavy)).rejects.toMatchObject({ kind: 'timeout' });
    options.timeoutMs = 60_000;
    await pool.run(input());
    expect(pool.pings).toBe(2);
    await pool.run(input());
    expect(pool.pings).toBe(2);
  });
});
