import type { Knex } from 'knex';
import * as scans from './0001-scans.js';
import * as accounts from './0002-accounts.js';
import * as webhooks from './0003-webhooks.js';
import * as requestIds from './0004-request-ids.js';
import * as userTokenRefresh from './0005-user-token-refresh.js';
import * as jobNotifications from './0006-job-notifications.js';

/**
 * Every migration, in order. A static list (instead of knex's directory scan) runs the same
 * under tsx, vitest and the CLI, on PostgreSQL and on PGlite.
 */
interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

const migrations: ReadonlyArray<readonly [string, Migration]> = [
  ['0001-scans', scans],
  ['0002-accounts', accounts],
  ['0003-webhooks', webhooks],
  ['0004-request-ids', requestIds],
  ['0005-user-token-refresh', userTokenRefresh],
  ['0006-job-notifications', jobNotifications],
];

export const migrationSource: Knex.MigrationSource<readonly [string, Migration]> = {
  async getMigrations() {
    return [...migrations];
  },
  getMigrationName(migration) {
    return migration[0];
  },
  async getMigration(migration) {
    return migration[1];
  },
};
