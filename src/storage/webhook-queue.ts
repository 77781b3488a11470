import type { Knex } from 'knex';
import { randomBase62 } from '../security/random-base62.js';
import { type Gather, GroupCommit } from './group-commit.js';
import { repoKey } from './scan-store.js';

/**
 * Deliveries, the newest head of each pull request, and the job queue, in PostgreSQL (or PGlite)
 * through Knex: `SELECT ... FOR UPDATE SKIP LOCKED` hands each job to one worker, a lease with a
 * fencing token brings back the jobs of dead workers, and a partial unique index keeps at most
 * one waiting job per pull request. See docs/adr/0005-webhook-queue.md.
 */

export type DeliveryVia = 'repository' | 'installation';

export interface DeliveryRecord {
  readonly deliveryId: string;
  readonly event: string;
  readonly action: string | null;
  readonly owner: string | null;
  readonly repo: string | null;
  readonly prNumber: number | null;
  readonly headSha: string | null;
  readonly via: DeliveryVia;
  /** queued, ignored, pong. */
  readonly status: string;
  readonly receivedAt: Date;
  /** X-Request-Id of the request that brought the delivery. */
  readonly requestId?: string | null;
}

export interface PullRequestDelivery {
  readonly deliveryId: string;
  readonly event: string;
  readonly action: string;
  readonly owner: string;
  readonly repo: string;
  readonly prNumber: number;
  readonly headSha: string;
  /** pull_request.updated_at: an older delivery arriving late never replaces a newer head. */
  readonly prUpdatedAt: string | null;
  readonly via: DeliveryVia;
  readonly installationId: string | null;
  readonly receivedAt: Date;
  /** X-Request-Id of the request that brought the delivery: the job's log lines carry it. */
  readonly requestId?: string | null;
}

/** The newest head commit announced for a pull request, and how its deliveries came in. */
export interface PullRequestHead {
  readonly owner: string;
  readonly repo: string;
  readonly repoKey: string;
  readonly prNumber: number;
  readonly headSha: string;
  readonly deliveryId: string;
  readonly via: DeliveryVia;
  readonly installationId: string | null;
  /** X-Request-Id of the delivery that set this head (null for heads recorded before it was kept). */
  readonly requestId: string | null;
  /** The head was last announced by a "Re-run" of the check (check_run/check_suite rerequested): analyze it again. */
  readonly rerun: boolean;
}

/** Events whose deliveries ask for a head to be analyzed again. */
const RERUN_EVENTS: ReadonlySet<string> = new Set(['check_run', 'check_suite']);

export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'superseded';

/** A job held by one worker until it finishes, releases it, or its lease runs out. */
export interface ClaimedJob {
  readonly id: string;
  readonly repoKey: string;
  readonly prNumber: number;
  /** Attempts so far, this one included. */
  readonly attempts: number;
  readonly maxAttempts: number;
  /** Fencing token: every later change to the job must present it. */
  readonly leaseToken: string;
  readonly checkRunId: string | null;
  readonly checkRunHead: string | null;
}

export interface JobRecord {
  readonly id: string;
  readonly repoKey: string;
  readonly prNumber: number;
  readonly state: JobState;
  readonly attempts: number;
  readonly runAt: string;
  readonly lastError: string | null;
  readonly resultScanId: string | null;
}

/**
 * The per-repository secret that verified a delivery: its write goes through only while the
 * repository still stores exactly this ciphertext (not rotated, not disabled since it was read).
 */
export interface SecretGuard {
  readonly repoKey: string;
  readonly encryptedSecret: string;
}

export interface WebhookQueue {
  /**
   * Records a delivery that queues nothing (ping, ignored actions): 'recorded', 'duplicate' when the
   * id was seen before, 'stale' (nothing written) when `guard` no longer holds.
   */
  recordDelivery(delivery: DeliveryRecord, guard?: SecretGuard): Promise<'recorded' | 'duplicate' | 'stale'>;
  /**
   * In ONE statement: records the delivery, moves the PR's newest head, and queues a job for the
   * PR unless one is already waiting. 'duplicate' (and no change) when the id was seen before;
   * 'stale' (nothing written) when `guard` no longer holds.
   */
  acceptPullRequest(delivery: PullRequestDelivery, guard?: SecretGuard): Promise<'queued' | 'duplicate' | 'stale'>;
  /** The next runnable job (due, or running with an expired lease), leased for `leaseMs`. */
  claim(workerId: string, leaseMs: number): Promise<ClaimedJob | undefined>;
  headOf(key: string, prNumber: number): Promise<PullRequestHead | undefined>;
  /** False when the lease is lost (another worker took the job over). */
  extendLease(job: ClaimedJob, leaseMs: number): Promise<boolean>;
  complete(job: ClaimedJob, resultScanId: string | null, note?: string): Promise<boolean>;
  fail(job: ClaimedJob, error: string): Promise<boolean>;
  /** Back to the queue after `delayMs`; `countAttempt: false` gives the attempt back (rate limits, releases). */
  retry(job: ClaimedJob, options: { delayMs: number; countAttempt: boolean; error: string | null }): Promise<boolean>;
  rememberCheckRun(job: ClaimedJob, checkRunId: string, headSha: string): Promise<void>;
  /**
   * Runs `write` in a transaction that first locks the job and checks that this claim still
   * holds it: a worker whose lease ran out can never store a result. Throws LeaseLostError.
   */
  whileHeld<T>(job: ClaimedJob, write: (trx: Knex.Transaction) => Promise<T>): Promise<T>;
  listJobs(): Promise<JobRecord[]>;
  /**
   * Retention: deletes deliveries received before `cutoff` and finished jobs (done, failed,
   * superseded) that finished before it. Queued and running jobs and PR heads are never deleted.
   */
  purgeBefore(cutoff: Date): Promise<{ deliveries: number; jobs: number }>;
}

/** The job's lease ran out and another worker claimed it: this worker's result is dropped. */
export class LeaseLostError extends Error {
  constructor(jobId: string) {
    super(`lost the lease on job ${jobId}`);
    this.name = 'LeaseLostError';
  }
}

interface JobRow {
  id: string;
  repo_key: string;
  pr_number: number;
  state: JobState;
  attempts: number;
  max_attempts: number;
  run_at: Date | string;
  lease_token: string | null;
  last_error: string | null;
  check_run_id: string | null;
  check_run_head: string | null;
  result_scan_id: string | null;
}

interface HeadRow {
  owner: string;
  repo: string;
  repo_key: string;
  pr_number: number;
  head_sha: string;
  delivery_id: string;
  via: DeliveryVia;
  installation_id: string | null;
  request_id: string | null;
  delivery_event: string | null;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The pull request a job or head row is about. */
function pullRequestOf(row: { repo_key: string; pr_number: number }): { repoKey: string; prNumber: number } {
  return { repoKey: row.repo_key, prNumber: row.pr_number };
}

/** Errors and notes kept on a job are short and never carry a token. */
function clip(text: string | null): string | null {
  return text === null ? null : text.slice(0, 2000);
}

/**
 * The secret guard as SQL: `guard` holds one row when no guard was asked for (first binding false)
 * or when the repository still stores the ciphertext that verified the delivery.
 */
const GUARD_CTE = `guard as (
         select 1 as ok where not ?::boolean
         union all
         select 1 from repositories where ?::boolean and repo_key = ? and webhook_secret_enc = ?
       )`;
const GUARD_HOLDS = 'exists (select 1 from guard)';

/** The guard, then the delivery row: written only while the guard holds, once per delivery id. */
const DELIVERY_CTES = `${GUARD_CTE}, delivery as (
         insert into deliveries (delivery_id, event, action, repo_key, pr_number, head_sha, via, status, received_at, request_id)
         select ?, ?, ?, ?, ?::integer, ?, ?, ?, ?::timestamptz, ?::text where ${GUARD_HOLDS}
         on conflict (delivery_id) do nothing
         returning delivery_id
       )`;

/** What a statement built on DELIVERY_CTES answers: was the delivery new, did the guard hold. */
const OUTCOME = `select (select count(*) from delivery)::integer as fresh, ${GUARD_HOLDS} as held`;

/** A pull request's head moves only forward: a late, older delivery never replaces a newer head. */
const HEAD_CONFLICT = `on conflict (repo_key, pr_number) do update set
           owner = excluded.owner, repo = excluded.repo, head_sha = excluded.head_sha, pr_updated_at = excluded.pr_updated_at,
           delivery_id = excluded.delivery_id, via = excluded.via, installation_id = excluded.installation_id, request_id = excluded.request_id, updated_at = now()
         where webhook_heads.pr_updated_at is null or excluded.pr_updated_at is null or excluded.pr_updated_at >= webhook_heads.pr_updated_at
         returning 1`;

/** At most one waiting job per pull request (partial unique index). */
const JOB_CONFLICT = `on conflict (repo_key, pr_number) where state = 'queued' do nothing
         returning 1`;

function deliveryBindings(guard: SecretGuard | undefined, row: Record<string, unknown>): Knex.RawBinding[] {
  return [
    guard !== undefined, guard !== undefined, guard?.repoKey ?? '', guard?.encryptedSecret ?? '',
    row.delivery_id, row.event, row.action, row.repo_key, row.pr_number, row.head_sha, row.via, row.status, row.received_at, row.request_id,
  ] as Knex.RawBinding[];
}

function outcomeOf(result: unknown): 'fresh' | 'duplicate' | 'stale' {
  const outcome = rowsOf<{ fresh: number; held: boolean }>(result)[0];
  if (outcome?.held !== true) return 'stale';
  return outcome.fresh > 0 ? 'fresh' : 'duplicate';
}

/** A write waiting for the group commit: a delivery that queues nothing, or one that queues a job. */
type PendingWrite =
  | { readonly kind: 'record'; readonly row: Record<string, unknown>; readonly guard: SecretGuard | undefined }
  | { readonly kind: 'pr'; readonly row: Record<string, unknown>; readonly delivery: PullRequestDelivery; readonly guard: SecretGuard | undefined };

/** The most deliveries written in one statement. */
export const MAX_DELIVERY_BATCH = 100;

/**
 * The embedded database's gathering between the writes of a burst (GroupCommit's `gather`): a
 * statement there runs on the web process's own thread, and one delivery costs nearly what ten do,
 * so after a write a next batch of fewer than 32 deliveries waits 5 ms for the rest of the burst
 * (docs/adr/0008-webhook-receiver.md, the amendments on gathering). A write also waits, 8 ms at the most, for the deliveries whose bodies are being read, when the
 * composition root says how many there are (`arriving`: IntakeActivity.deliveriesArriving); a
 * write that starts within 10 ms of the last one's end is still part of the burst.
 */
export const EMBEDDED_GATHER: Gather = { belowItems: 32, waitMs: 5, arrivalWaitMs: 8, burstGapMs: 10 };

/** Columns of a batch's input rows (a JSON array of objects, one per delivery). */
const BATCH_INPUT = `jsonb_to_recordset(?::jsonb) as i(
         ord integer, kind text, delivery_id text, event text, action text, repo_key text, pr_number integer, head_sha text, via text,
         status text, received_at timestamptz, request_id text, guarded boolean, guard_key text, guard_enc text, owner text, repo text,
         pr_updated_at timestamptz, installation_id text, job_id text, max_attempts integer)`;

export class KnexWebhookQueue implements WebhookQueue {
  /** Deliveries that arrive while one is being written are written together (group commit, docs/adr/0008-webhook-receiver.md). */
  private readonly intake: GroupCommit<PendingWrite, 'fresh' | 'duplicate' | 'stale'>;

  constructor(
    private readonly knex: Knex,
    private readonly options: { maxAttempts: number; maxBatch?: number; gather?: Gather | null } = { maxAttempts: 5 },
  ) {
    this.intake = new GroupCommit({ one: (write) => this.writeOne(write), many: (writes) => this.writeMany(writes) }, { maxBatch: options.maxBatch ?? MAX_DELIVERY_BATCH, gather: options.gather ?? null });
  }

  async recordDelivery(delivery: DeliveryRecord, guard?: SecretGuard): Promise<'recorded' | 'duplicate' | 'stale'> {
    const row = this.deliveryRow(delivery);
    const outcome = await this.intake.submit({ kind: 'record', row, guard }, [`delivery:${delivery.deliveryId}`]);
    return outcome === 'fresh' ? 'recorded' : outcome;
  }

  async acceptPullRequest(delivery: PullRequestDelivery, guard?: SecretGuard): Promise<'queued' | 'duplicate' | 'stale'> {
    const row = this.deliveryRow({ ...delivery, status: 'queued' });
    // One pull request per batch: its head and job are then moved as by deliveries written one by one.
    const keys = [`delivery:${delivery.deliveryId}`, `pr:${repoKey(delivery.owner, delivery.repo)}#${delivery.prNumber}`];
    const outcome = await this.intake.submit({ kind: 'pr', row, delivery, guard }, keys);
    return outcome === 'fresh' ? 'queued' : outcome;
  }

  /** Batches written and deliveries they carried since start, and deliveries waiting for the next batch. */
  intakeStats(): { batches: number; items: number; waiting: number } {
    return this.intake.stats();
  }

  /** One delivery, one statement. */
  private async writeOne(write: PendingWrite): Promise<'fresh' | 'duplicate' | 'stale'> {
    if (write.kind === 'record') return outcomeOf(await this.knex.raw(`with ${DELIVERY_CTES} ${OUTCOME}`, deliveryBindings(write.guard, write.row)));
    const { delivery, guard, row } = write;
    const key = repoKey(delivery.owner, delivery.repo);
    // One statement, so one round trip instead of five (begin, three writes, commit): the receiver
    // answers GitHub sooner under load. Atomic like the transaction it replaces; the head and the job
    // are written only when the delivery row was new (a redelivery changes nothing), and nothing is
    // written when the secret guard no longer holds.
    const result = await this.knex.raw(
      `with ${DELIVERY_CTES}, head as (
         insert into webhook_heads (repo_key, pr_number, owner, repo, head_sha, pr_updated_at, delivery_id, via, installation_id, request_id, updated_at)
         select ?::text, ?::integer, ?::text, ?::text, ?::text, ?::timestamptz, delivery_id, ?::text, ?::text, ?::text, now() from delivery
         ${HEAD_CONFLICT}
       ), job as (
         insert into webhook_jobs (id, repo_key, pr_number, state, attempts, max_attempts, run_at, created_at, updated_at)
         select ?::text, ?::text, ?::integer, 'queued', 0, ?::integer, now(), now(), now() from delivery
         ${JOB_CONFLICT}
       )
       ${OUTCOME}`,
      [
        ...deliveryBindings(guard, row),
        key, delivery.prNumber, delivery.owner, delivery.repo, delivery.headSha, delivery.prUpdatedAt, delivery.via, delivery.installationId, delivery.requestId ?? null,
        `job_${randomBase62(20)}`, key, delivery.prNumber, this.options.maxAttempts,
      ] as Knex.RawBinding[],
    );
    return outcomeOf(result);
  }

  /**
   * Several deliveries (no two with the same id, no two pull request deliveries of the same pull
   * request) in ONE statement: each row is guarded, recorded, and moves its head and queues its job
   * exactly as writeOne would. Rows are written in key order, so that concurrent batches (other
   * processes) lock rows in the same order.
   */
  private async writeMany(writes: readonly PendingWrite[]): Promise<('fresh' | 'duplicate' | 'stale')[]> {
    const input = writes.map((write, ord) => {
      const pr = write.kind === 'pr' ? write.delivery : undefined;
      return {
        ...write.row,
        ord,
        kind: write.kind,
        received_at: (write.row.received_at as Date).toISOString(),
        guarded: write.guard !== undefined,
        guard_key: write.guard?.repoKey ?? null,
        guard_enc: write.guard?.encryptedSecret ?? null,
        owner: pr?.owner ?? null,
        repo: pr?.repo ?? null,
        pr_updated_at: pr?.prUpdatedAt ?? null,
        installation_id: pr?.installationId ?? null,
        job_id: pr !== undefined ? `job_${randomBase62(20)}` : null,
        max_attempts: this.options.maxAttempts,
      };
    });
    const result = await this.knex.raw(
      `with input as (select * from ${BATCH_INPUT}),
       held as (
         select i.* from input i
         where not i.guarded or exists (select 1 from repositories r where r.repo_key = i.guard_key and r.webhook_secret_enc = i.guard_enc)
       ), delivery as (
         insert into deliveries (delivery_id, event, action, repo_key, pr_number, head_sha, via, status, received_at, request_id)
         select delivery_id, event, action, repo_key, pr_number, head_sha, via, status, received_at, request_id from held order by delivery_id
         on conflict (delivery_id) do nothing
         returning delivery_id
       ), fresh as (
         select h.* from held h join delivery d on d.delivery_id = h.delivery_id where h.kind = 'pr'
       ), head as (
         insert into webhook_heads (repo_key, pr_number, owner, repo, head_sha, pr_updated_at, delivery_id, via, installation_id, request_id, updated_at)
         select repo_key, pr_number, owner, repo, head_sha, pr_updated_at, delivery_id, via, installation_id, request_id, now() from fresh order by repo_key, pr_number
         ${HEAD_CONFLICT}
       ), job as (
         insert into webhook_jobs (id, repo_key, pr_number, state, attempts, max_attempts, run_at, created_at, updated_at)
         select job_id, repo_key, pr_number, 'queued', 0, max_attempts, now(), now(), now() from fresh order by repo_key, pr_number
         ${JOB_CONFLICT}
       )
       select i.ord, exists (select 1 from held h where h.ord = i.ord) as held, exists (select 1 from delivery d where d.delivery_id = i.delivery_id) as fresh
         from input i order by i.ord`,
      [JSON.stringify(input)],
    );
    return rowsOf<{ ord: number; held: boolean; fresh: boolean }>(result).map((row) => (!row.held ? 'stale' : row.fresh ? 'fresh' : 'duplicate'));
  }

  async claim(workerId: string, leaseMs: number): Promise<ClaimedJob | undefined> {
    const leaseToken = randomBase62(24);
    try {
      const result = await this.knex.raw(
        `update webhook_jobs set state = 'running', attempts = attempts + 1, lease_token = ?, locked_by = ?,
           locked_until = now() + (? * interval '1 millisecond'), updated_at = now()
         where id = (
           with busy as (
             select repo_key, count(*) as running from webhook_jobs
             where state = 'running' and locked_until >= now()
             group by repo_key)
           select j.id from webhook_jobs j
           left join busy b on b.repo_key = j.repo_key
           where ((j.state = 'queued' and j.run_at <= now()) or (j.state = 'running' and j.locked_until < now()))
             and not exists (
               select 1 from webhook_jobs r
               where r.repo_key = j.repo_key and r.pr_number = j.pr_number and r.state = 'running' and r.id <> j.id)
           order by coalesce(b.running, 0), j.run_at, j.created_at
           limit 1
           for update of j skip locked)
         returning *`,
        [leaseToken, workerId, leaseMs],
      );
      const row = rowsOf<JobRow>(result)[0];
      if (row === undefined) return undefined;
      return {
        id: row.id,
        ...pullRequestOf(row),
        attempts: row.attempts,
        maxAttempts: row.max_attempts,
        leaseToken,
        checkRunId: row.check_run_id,
        checkRunHead: row.check_run_head,
      };
    } catch (error) {
      // Another worker raced us to the same pull request (one running job per PR): try again later.
      if ((error as { code?: string }).code === '23505') return undefined;
      throw error;
    }
  }

  async headOf(key: string, prNumber: number): Promise<PullRequestHead | undefined> {
    // The event of the delivery that announced the head comes in the same statement (re-runs).
    const row = (await this.knex('webhook_heads as h')
      .leftJoin('deliveries as d', 'd.delivery_id', 'h.delivery_id')
      .where({ 'h.repo_key': key, 'h.pr_number': prNumber })
      .first('h.*', 'd.event as delivery_event')) as HeadRow | undefined;
    if (row === undefined) return undefined;
    return {
      owner: row.owner,
      repo: row.repo,
      ...pullRequestOf(row),
      headSha: row.head_sha,
      deliveryId: row.delivery_id,
      via: row.via,
      installationId: row.installation_id,
      requestId: row.request_id,
      rerun: row.delivery_event !== null && RERUN_EVENTS.has(row.delivery_event),
    };
  }

  async extendLease(job: ClaimedJob, leaseMs: number): Promise<boolean> {
    const count = await this.held(this.knex, job).update({ locked_until: this.knex.raw("now() + (? * interval '1 millisecond')", [leaseMs]), updated_at: this.knex.fn.now() });
    return count > 0;
  }

  async complete(job: ClaimedJob, resultScanId: string | null, note?: string): Promise<boolean> {
    return this.finish(job, 'done', { result_scan_id: resultScanId, last_error: clip(note ?? null) });
  }

  async fail(job: ClaimedJob, error: string): Promise<boolean> {
    return this.finish(job, 'failed', { last_error: clip(error) });
  }

  async retry(job: ClaimedJob, options: { delayMs: number; countAttempt: boolean; error: string | null }): Promise<boolean> {
    return this.knex.transaction(async (trx) => {
      const mine = (await this.held(trx, job).forUpdate().first()) as JobRow | undefined;
      if (mine === undefined) return false;
      const waiting = (await trx('webhook_jobs').where({ repo_key: job.repoKey, pr_number: job.prNumber, state: 'queued' }).forUpdate().first()) as JobRow | undefined;
      const runAt = trx.raw("now() + (? * interval '1 millisecond')", [Math.max(0, Math.round(options.delayMs))]);
      if (waiting !== undefined) {
        // A newer delivery already queued a job for this PR: it will analyze the newest head, no
        // earlier than this job would have run.
        await trx('webhook_jobs')
          .where('id', waiting.id)
          .update({ run_at: trx.raw('greatest(run_at, ?)', [runAt]), updated_at: trx.fn.now() });
        await trx('webhook_jobs')
          .where('id', job.id)
          .update({ state: 'superseded', lease_token: null, locked_until: null, last_error: clip(options.error), finished_at: trx.fn.now(), updated_at: trx.fn.now() });
        return true;
      }
      await trx('webhook_jobs')
        .where('id', job.id)
        .update({
          state: 'queued',
          run_at: runAt,
          attempts: options.countAttempt ? mine.attempts : Math.max(0, mine.attempts - 1),
          lease_token: null,
          locked_until: null,
          locked_by: null,
          last_error: clip(options.error),
          updated_at: trx.fn.now(),
        });
      return true;
    });
  }

  async rememberCheckRun(job: ClaimedJob, checkRunId: string, headSha: string): Promise<void> {
    await this.held(this.knex, job).update({ check_run_id: checkRunId, check_run_head: headSha });
  }

  async whileHeld<T>(job: ClaimedJob, write: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
    return this.knex.transaction(async (trx) => {
      const held = await this.held(trx, job).forUpdate().first();
      if (held === undefined) throw new LeaseLostError(job.id);
      return write(trx);
    });
  }

  async purgeBefore(cutoff: Date): Promise<{ deliveries: number; jobs: number }> {
    // Counted in SQL: knex's delete() answers a number on pg but the raw result on PGlite.
    const result = await this.knex.raw(
      `with d as (delete from deliveries where received_at < ? returning 1),
            j as (delete from webhook_jobs where state in ('done', 'failed', 'superseded') and coalesce(finished_at, updated_at) < ? returning 1)
       select (select count(*) from d)::integer as deliveries, (select count(*) from j)::integer as jobs`,
      [cutoff, cutoff],
    );
    const counts = rowsOf<{ deliveries: number; jobs: number }>(result)[0];
    return { deliveries: counts?.deliveries ?? 0, jobs: counts?.jobs ?? 0 };
  }

  /**
   * Jobs queued and running (the whole database), and how long the oldest due job has waited
   * to be claimed, by the database's clock (GET /metrics).
   */
  async stats(): Promise<{ queued: number; running: number; oldestDueSeconds: number }> {
    const result = (await this.knex.raw(
      `select count(*) filter (where state = 'queued') as queued, count(*) filter (where state = 'running') as running,
              coalesce(extract(epoch from now() - min(run_at) filter (where state = 'queued' and run_at <= now())), 0) as oldest
         from webhook_jobs where state in ('queued', 'running')`,
    )) as { rows: { queued: number | string; running: number | string; oldest: number | string }[] };
    const row = result.rows[0];
    return { queued: Number(row?.queued ?? 0), running: Number(row?.running ?? 0), oldestDueSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
  }

  async listJobs(): Promise<JobRecord[]> {
    const rows = (await this.knex('webhook_jobs').orderBy('created_at')) as JobRow[];
    return rows.map((row) => ({
      id: row.id,
      ...pullRequestOf(row),
      state: row.state,
      attempts: row.attempts,
      runAt: new Date(row.run_at).toISOString(),
      lastError: row.last_error,
      resultScanId: row.result_scan_id,
    }));
  }

  private async finish(job: ClaimedJob, state: 'done' | 'failed', fields: Record<string, unknown>): Promise<boolean> {
    const count = await this.held(this.knex, job).update({ ...fields, state, lease_token: null, locked_until: null, finished_at: this.knex.fn.now(), updated_at: this.knex.fn.now() });
    return count > 0;
  }

  /** The job, only while this claim still holds it. */
  private held(knex: Knex | Knex.Transaction, job: ClaimedJob): Knex.QueryBuilder {
    return knex('webhook_jobs').where({ id: job.id, lease_token: job.leaseToken, state: 'running' });
  }

  private deliveryRow(delivery: Omit<DeliveryRecord, 'status'> & { status: string }): Record<string, unknown> {
    return {
      delivery_id: delivery.deliveryId,
      event: delivery.event,
      action: delivery.action,
      repo_key: delivery.owner !== null && delivery.repo !== null ? repoKey(delivery.owner, delivery.repo) : null,
      pr_number: delivery.prNumber,
      head_sha: delivery.headSha,
      via: delivery.via,
      status: delivery.status,
      received_at: delivery.receivedAt,
      request_id: delivery.requestId ?? null,
    };
  }
}
