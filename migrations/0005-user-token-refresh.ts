import type { Knex } from 'knex';

/**
 * Expiring user tokens (sign-in through a GitHub App): the refresh token, AES-256-GCM encrypted
 * like the access token, and when each expires. All null for tokens that do not expire (an OAuth
 * app's, or an App's with expiry turned off).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('github_token_expires_at', { useTz: true });
    t.text('github_refresh_token_enc');
    t.timestamp('github_refresh_token_expires_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('github_refresh_token_expires_at');
    t.dropColumn('github_refresh_token_enc');
    t.dropColumn('github_token_expires_at');
  });
}
