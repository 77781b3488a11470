import { ConfigError, loadConfig } from './config.js';
import { isEntryPoint } from './is-entry-point.js';
import { createDatabase } from './storage/database.js';

/** `migrate down` without `--yes`: nothing is rolled back. */
export class RollbackNotConfirmedError extends Error {}

/**
 * `npm run migrate` and `svc-signal migrate` (up to the latest); `npm run migrate -- down --yes`
 * and `svc-signal migrate down --yes` (roll back the latest migration, one per run: its tables
 * and their data are dropped, so it is done only when asked for with --yes).
 */
export async function runMigrations(direction: 'up' | 'down', options: { yes?: boolean } = {}): Promise<void> {
  const config = loadConfig();
  const db = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, thread: config.embeddedDatabaseThread });
  try {
    if (direction === 'down') {
      const { applied } = await db.migrationStatus();
      const latest = applied.at(-1);
      if (latest === undefined) {
        process.stdout.write('no migration to roll back\n');
        return;
      }
      if (options.yes !== true) {
        throw new RollbackNotConfirmedError(
          `rolling back migration ${latest} drops its tables and every row in them; nothing was done. Run it again with --yes to roll back this one migration (one per run).`,
        );
      }
      const rolledBack = await db.rollbackOne();
      process.stdout.write(`rolled back ${rolledBack ?? latest} (${applied.length - 1} migration${applied.length - 1 === 1 ? '' : 's'} still applied)\n`);
    } else {
      await db.migrate();
      process.stdout.write(`migrated (${db.kind})\n`);
    }
  } finally {
    await db.close();
  }
}

/** The failure of runMigrations as `npm run migrate` and `svc-signal migrate` report it: exit 1 (2 for an unconfirmed rollback). */
export function migrationFailed(error: unknown): never {
  if (error instanceof RollbackNotConfirmedError) {
    process.stderr.write(`migrate down: ${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`${error instanceof ConfigError ? error.message : `migrate failed: ${error instanceof Error ? error.message : String(error)}`}\n`);
  process.exit(1);
}

if (isEntryPoint(import.meta.filename)) {
  const args = process.argv.slice(2);
  runMigrations(args.includes('down') ? 'down' : 'up', { yes: args.includes('--yes') }).catch(migrationFailed);
}
