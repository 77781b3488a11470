import { ConfigError, loadConfig } from './config.js';
import { isEntryPoint } from './is-entry-point.js';
import { createDatabase } from './storage/database.js';

/**
 * `npm run migrate` and `svc migrate` (up to the latest); `npm run migrate -- down` and
 * `svc migrate down` (roll everything back).
 */
export async function runMigrations(direction: 'up' | 'down'): Promise<void> {
  const config = loadConfig();
  const db = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (direction === 'down') {
      await db.rollbackAll();
      process.stdout.write('rolled back every migration\n');
    } else {
      await db.migrate();
      process.stdout.write(`migrated (${db.kind})\n`);
    }
  } finally {
    await db.close();
  }
}

/** The failure of runMigrations as `npm run migrate` and `svc migrate` report it: exit 1. */
export function migrationFailed(error: unknown): never {
  process.stderr.write(`${error instanceof ConfigError ? error.message : `migrate failed: ${error instanceof Error ? error.message : String(error)}`}\n`);
  process.exit(1);
}

if (isEntryPoint(import.meta.filename)) runMigrations(process.argv.includes('down') ? 'down' : 'up').catch(migrationFailed);
