import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { PortUnavailableError, startService, type RunningService } from '../../src/service.js';
import { startTestService, TEST_ENCRYPTION_KEY } from '../support/start-test-service.js';
import { freshDatabaseUrl, TEST_DATABASE_URL, type FreshDatabaseUrl } from '../support/test-database.js';

const ROUNDS = 3;
const PROCESSES = 3;

/**
 * Start-up (issue #15, defect 8).
 *
 * Several service processes starting at once on one empty PostgreSQL database each migrate at
 * start: they take turns under an advisory lock, so every one of them starts. Each start below
 * has its own knex pool and connections, as separate processes would.
 */
describe.skipIf(TEST_DATABASE_URL === null)('concurrent starts on one empty PostgreSQL database (PostgreSQL only: PGlite serves one process, and DATA_DIR is locked)', () => {
  const databases: FreshDatabaseUrl[] = [];
  afterAll(async () => {
    for (const database of databases) await database.drop();
  });

  it(`${PROCESSES} services started at once all start, ${ROUNDS} rounds, and the schema is migrated once`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const fresh = await freshDatabaseUrl(TEST_DATABASE_URL ?? '');
      databases.push(fresh);
      const config = loadConfig({ PORT: '0', DATABASE_URL: fresh.url, ENCRYPTION_KEY: TEST_ENCRYPTION_KEY, LOG_LEVEL: 'silent' });
      const starts = await Promise.allSettled(Array.from({ length: PROCESSES }, () => startService(config, { logger: createLogger('silent') })));
      const started = starts.filter((start): start is PromiseFulfilledResult<RunningService> => start.status === 'fulfilled').map((start) => start.value);
      try {
        const failures = starts.filter((start) => start.status === 'rejected').map((start) => String((start as PromiseRejectedResult).reason));
        expect(failures).toEqual([]);
        const first = started[0];
        if (first === undefined) throw new Error('no service started');
        expect(await first.db.migrationStatus()).toMatchObject({ pending: [] });
        const rows = (await first.db.knex('knex_migrations').count('* as n')) as { n: number }[];
        expect(rows[0]?.n).toBe((await first.db.migrationStatus()).applied.length);
      } finally {
        for (const service of started) await service.close({ timeoutMs: 1_000 });
      }
    }
  }, 120_000);
});

describe('a busy port', () => {
  it('stops start-up with a message naming the port, and releases what start-up opened', async () => {
    const first = await startTestService();
    try {
      const config = loadConfig({ PORT: String(first.config.port), DATA_DIR: first.config.dataDir, ENCRYPTION_KEY: TEST_ENCRYPTION_KEY, LOG_LEVEL: 'silent' });
      const second = startService(config, { logger: createLogger('silent'), inMemoryDatabase: true });
      await expect(second).rejects.toThrow(PortUnavailableError);
      await expect(second).rejects.toThrow(`port ${first.config.port} is in use by another process: stop it, or set PORT to a free port.`);
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    } finally {
      await first.close();
    }
  }, 150_000);
});
