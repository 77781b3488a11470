import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newScanId } from '../../src/signal/ids.js';
import { KnexScanStore } from '../../src/storage/scan-store.js';
import { makeSignal } from '../support/signal-factory.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';

describe(`KnexScanStore on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let t: TestDatabase;
  let store: KnexScanStore;
  beforeAll(async () => {
    t = await openTestDatabase();
    store = new KnexScanStore(t.db.knex);
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a scan and reads back the signal text unchanged, by scan id and by signal id', async () => {
    const scanId = newScanId();
    const signal = makeSignal({ scanId, title: 'Ünïcödé & <html> "quotes"' });
    await store.save({ scanId, createdAt: '2026-11-20T08:00:00.000Z', signal });
    const byScan = await store.findByScanId(scanId);
    expect(byScan?.signalJson).toBe(JSON.stringify(signal));
    expect(byScan).toMatchObject({ scanId, signalId: signal.signal_id, owner: 'octo-org', repo: 'hello-world', prNumber: 42, riskLevel: 'low', reviewAction: 'approve', source: 'api', createdAt: '2026-11-20T08:00:00.000Z' });
    const bySignal = await store.findBySignalId(signal.signal_id);
    expect(bySignal?.scanId).toBe(scanId);
  });

  it('answers undefined for unknown ids', async () => {
    expect(await store.findByScanId(newScanId())).toBeUndefined();
    expect(await store.findBySignalId('sig-nobody-nothing-1-AAAAAAAAAAAA')).toBeUndefined();
  });

  it('refuses a second scan with the same id', async () => {
    const scanId = newScanId();
    await store.save({ scanId, createdAt: new Date().toISOString(), signal: makeSignal({ scanId }) });
    await expect(store.save({ scanId, createdAt: new Date().toISOString(), signal: makeSignal({ scanId }) })).rejects.toThrow();
  });

  it('lists a repository newest first, case-insensitively, page by page', async () => {
    const created: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const scanId = newScanId();
      created.push(scanId);
      await store.save({ scanId, createdAt: new Date(Date.UTC(2026, 10, 1, 0, 0, i)).toISOString(), signal: makeSignal({ owner: 'Paged', repo: 'Repo', number: i + 1, scanId }) });
    }
    await store.save({ scanId: newScanId(), createdAt: new Date().toISOString(), signal: makeSignal({ owner: 'other', repo: 'repo' }) });
    const first = await store.listByRepository('paged', 'repo', { limit: 2 });
    expect(first.scans.map((s) => s.scanId)).toEqual([created[4], created[3]]);
    expect(first.nextCursor).not.toBeNull();
    const second = await store.listByRepository('PAGED', 'REPO', { limit: 2, cursor: first.nextCursor });
    expect(second.scans.map((s) => s.scanId)).toEqual([created[2], created[1]]);
    const third = await store.listByRepository('paged', 'repo', { limit: 2, cursor: second.nextCursor });
    expect(third.scans.map((s) => s.scanId)).toEqual([created[0]]);
    expect(third.nextCursor).toBeNull();
  });

  it('ignores a forged cursor instead of failing', async () => {
    const page = await store.listByRepository('paged', 'repo', { limit: 10, cursor: 'not-a-cursor' });
    expect(page.scans).toHaveLength(5);
  });

  it('knows whether a head commit was scanned from a source', async () => {
    const scanId = newScanId();
    await store.save({ scanId, createdAt: new Date().toISOString(), signal: makeSignal({ owner: 'heads', repo: 'r', headSha: 'c'.repeat(40), source: 'webhook', scanId }) });
    expect(await store.hasScanForHead('Heads', 'R', 'c'.repeat(40), 'webhook')).toBe(true);
    expect(await store.hasScanForHead('heads', 'r', 'c'.repeat(40), 'api')).toBe(false);
    expect(await store.hasScanForHead('heads', 'r', 'd'.repeat(40), 'webhook')).toBe(false);
  });
});
