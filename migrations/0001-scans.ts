import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('scans', (t) => {
    t.text('scan_id').primary();
    t.text('signal_id').notNullable().unique();
    t.text('owner').notNullable();
    t.text('repo').notNullable();
    /** lower(owner/repo): GitHub names are case-insensitive. */
    t.text('repo_key').notNullable();
    t.integer('pr_number').notNullable();
    t.text('head_sha').notNullable();
    t.text('source').notNullable();
    t.text('risk_level').notNullable();
    t.text('review_action').notNullable();
    /** The signal exactly as returned (json keeps the text, so it is served back byte for byte). */
    t.json('signal').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['repo_key', 'created_at'], 'scans_repo_created_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('scans');
}
