import { ConfigError, loadConfig } from './config.js';
import { createDatabase } from './storage/database.js';

/** `npm run migrate` (up to the latest) and `npm run migrate -- down` (roll everything back). */
async function migrate(): Promise<void> {
  const config = loadConfig();
  const db = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (process.argv.includes('down')) {
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

migrate().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : `migrate failed: ${error instanceof Error ? error.message : String(error)}`}\n`);
  process.exit(1);
});
