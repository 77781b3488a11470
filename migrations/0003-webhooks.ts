import type { Knex } from 'knex';

/**
 * Webhooks: repositories set up for per-repository hooks, every delivery received, the newest
 * head commit of each pull request the webhook path knows, and the job queue (docs/adr/0005-webhook-queue.md).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('repositories', (t) => {
    t.text('id').primary();
    t.text('owner').notNullable();
    t.text('repo').notNullable();
    /** lower(owner/repo): GitHub names are case-insensitive. */
    t.text('repo_key').notNullable().unique();
    /** The user who enabled the hook: their GitHub token reads the repository for its deliveries. */
    t.text('enabled_by').references('id').inTable('users').onDelete('SET NULL');
    /** AES-256-GCM ciphertext of the webhook secret; null once the hook is disabled (deliveries then get 410). */
    t.text('webhook_secret_enc');
    t.timestamp('enabled_at', { useTz: true }).notNullable();
    t.timestamp('disabled_at', { useTz: true });
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('deliveries', (t) => {
    /** X-GitHub-Delivery: a redelivery of the same event keeps its id, so this is the dedupe key. */
    t.text('delivery_id').primary();
    t.text('event').notNullable();
    t.text('action');
    t.text('repo_key');
    t.integer('pr_number');
    t.text('head_sha');
    /** repository (per-repo hook secret) or installation (GitHub App). */
    t.text('via').notNullable();
    /** queued, ignored, pong. */
    t.text('status').notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable();
    t.index(['repo_key', 'received_at'], 'deliveries_repo_received_idx');
  });
  await knex.schema.createTable('webhook_heads', (t) => {
    t.text('repo_key').notNullable();
    t.integer('pr_number').notNullable();
    t.text('owner').notNullable();
    t.text('repo').notNullable();
    /** The newest head commit a delivery announced: what the next job for this PR analyzes. */
    t.text('head_sha').notNullable();
    /** pull_request.updated_at of the delivery that set head_sha: a late, older delivery never wins. */
    t.timestamp('pr_updated_at', { useTz: true });
    t.text('delivery_id').notNullable();
    t.text('via').notNullable();
    /** GitHub App installation id (as text) for app deliveries. */
    t.text('installation_id');
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.primary(['repo_key', 'pr_number']);
  });
  await knex.schema.createTable('webhook_jobs', (t) => {
    t.text('id').primary();
    t.text('repo_key').notNullable();
    t.integer('pr_number').notNullable();
    /** queued -> running -> done | failed | superseded; running -> queued on retry or release. */
    t.text('state').notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('max_attempts').notNullable();
    t.timestamp('run_at', { useTz: true }).notNullable();
    /** Fencing token of the current claim: only its holder may finish or release the job. */
    t.text('lease_token');
    /** A running job whose lease ran out belongs to a dead worker and is claimed again. */
    t.timestamp('locked_until', { useTz: true });
    t.text('locked_by');
    t.text('last_error');
    /** The check run created for this job's head commit (GitHub App), reused across attempts. */
    t.text('check_run_id');
    t.text('check_run_head');
    t.text('result_scan_id');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.timestamp('finished_at', { useTz: true });
    t.index(['state', 'run_at'], 'webhook_jobs_state_run_idx');
  });
  // At most one waiting job and one running job per pull request: a burst of deliveries collapses.
  await knex.raw("create unique index webhook_jobs_one_queued_per_pr on webhook_jobs (repo_key, pr_number) where state = 'queued'");
  await knex.raw("create unique index webhook_jobs_one_running_per_pr on webhook_jobs (repo_key, pr_number) where state = 'running'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_jobs');
  await knex.schema.dropTable('webhook_heads');
  await knex.schema.dropTable('deliveries');
  await knex.schema.dropTable('repositories');
}
