import type { Knex } from 'knex';

/**
 * Workers in other processes learn of a new job at once instead of at their next poll
 * (docs/adr/0005-webhook-queue.md, amendment "Jobs announced across processes"): a job row that
 * becomes claimable, inserted as `queued` or put back to `queued` (released by a stopping worker,
 * or retried at once), and due now, notifies the channel `svc_webhook_jobs` (JOB_CHANNEL in
 * src/storage/job-notifications.ts; a migration keeps its text as written). The notification is
 * sent when the writing transaction commits, never before, and PostgreSQL folds the identical
 * notifications of one transaction into one: a batch of 200 deliveries announces itself once. The
 * payload is empty; a worker that hears it claims as it would after a poll.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function svc_announce_webhook_job() returns trigger language plpgsql as $$
    begin
      perform pg_notify('svc_webhook_jobs', '');
      return null;
    end
    $$`);
  await knex.raw(`
    create trigger webhook_jobs_announce_insert after insert on webhook_jobs
      for each row when (new.state = 'queued' and new.run_at <= now())
      execute function svc_announce_webhook_job()`);
  await knex.raw(`
    create trigger webhook_jobs_announce_requeue after update of state on webhook_jobs
      for each row when (new.state = 'queued' and old.state <> 'queued' and new.run_at <= now())
      execute function svc_announce_webhook_job()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists webhook_jobs_announce_requeue on webhook_jobs');
  await knex.raw('drop trigger if exists webhook_jobs_announce_insert on webhook_jobs');
  await knex.raw('drop function if exists svc_announce_webhook_job()');
}
