import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.text('id').primary();
    /** GitHub's numeric user id, as text (stable across login renames). */
    t.text('github_id').notNullable().unique();
    t.text('login').notNullable();
    t.text('name');
    t.text('avatar_url');
    /** The user's GitHub OAuth token, AES-256-GCM encrypted (src/security/encryption.ts). */
    t.text('github_token_enc').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('sessions', (t) => {
    /** SHA-256 (hex) of the session token; the token itself is only in the user's cookie. */
    t.text('token_hash').primary();
    t.text('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['user_id']);
  });
  await knex.schema.createTable('api_keys', (t) => {
    t.text('id').primary();
    t.text('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('name').notNullable();
    /** The first characters of the key, shown in lists so a person can tell keys apart. */
    t.text('prefix').notNullable();
    /** SHA-256 (hex) of the whole key; the key itself is shown once and never stored. */
    t.text('key_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_used_at', { useTz: true });
    t.timestamp('revoked_at', { useTz: true });
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('api_keys');
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('users');
}
