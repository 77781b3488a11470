/**
 * Webhook burst: signed pull_request deliveries for many PRs sent as fast as the receiver takes
 * them (a few in flight at once), then the queue drains; every scan the webhook path stored is
 * counted per PR and head.
 *
 * Per PR, five deliveries in this order: opened (head h1), synchronize (h2), synchronize (h3),
 * synchronize (the PR's real head H, what GitHub serves), and GitHub's redelivery of the h2
 * delivery (same X-GitHub-Delivery, same bytes). Expected: four 202 "queued" and one 200
 * "duplicate"; afterwards exactly one webhook scan per PR, of head H; no other scan.
 *
 * Before the clock starts, a warm-up burst of the same shape for a few PRs of their own is sent and
 * drained (like the warm-up calls of the latency part); its ack figures are reported apart.
 */
import { typicalPrFixture, sha1 } from '../../test/support/pr-fixture.js';
import { pullRequestPayload, signBody } from '../../test/support/webhook-delivery.js';
import { sendDeliveries, type PreparedDelivery } from '../lib/delivery-sender.js';
import type { BenchGitHub } from '../lib/github.js';
import type { ServiceProcess } from '../lib/service-process.js';
import { percentile, round, sleep } from '../lib/stats.js';

const OWNER = 'acme';

export interface WebhookResult {
  readonly deliveries: number;
  readonly prs: number;
  readonly concurrency: number;
  readonly ackP50Ms: number;
  readonly ackP99Ms: number;
  readonly sendS: number;
  readonly drainS: number;
  readonly accepted: number;
  readonly duplicatesAnswered: number;
  /** Deliveries answered anything but the expected 202 or 200 duplicate. */
  readonly rejected: number;
  /** PRs whose final head has no webhook scan when the drain ended. */
  readonly lost: number;
  /** Scans beyond the first of the same PR and head. */
  readonly duplicates: number;
  /** Webhook scans of a head that is not the PR's final one. */
  readonly unexpected: number;
  readonly scans: number;
  /** The warm-up burst before the clock (its own PRs): ack p50 and max, as a cold service answers. */
  readonly warmup: { readonly deliveries: number; readonly ackP50Ms: number; readonly ackMaxMs: number; readonly drainS: number };
  readonly errors: string[];
}

interface Delivery {
  readonly pr: number;
  readonly id: string;
  readonly body: string;
  readonly expect: 202 | 200;
}

/** Sign-in through the OAuth flow of the local GitHub server: the session cookie. */
export async function signIn(svc: ServiceProcess, github: BenchGitHub, token: string): Promise<string> {
  github.oauth.nextToken = token;
  github.oauth.user = { id: 4711, login: 'benchadmin', name: 'Bench Admin' };
  const login = await fetch(`${svc.url}/auth/login`, { redirect: 'manual' });
  const stateCookie = (login.headers.getSetCookie().find((c) => c.startsWith('svc_oauth_state=')) ?? '').split(';')[0] ?? '';
  const authorize = await fetch(login.headers.get('location') ?? '', { redirect: 'manual' });
  const callback = await fetch(authorize.headers.get('location') ?? '', { redirect: 'manual', headers: { cookie: stateCookie } });
  const session = (callback.headers.getSetCookie().find((c) => c.startsWith('svc_session=')) ?? '').split(';')[0] ?? '';
  if (session === '' || callback.status !== 302) throw new Error(`sign-in failed (${login.status}/${authorize.status}/${callback.status}): ${await callback.text()}`);
  return session;
}

interface ListedScan {
  pr_number: number;
  head_sha: string;
  source: string;
}

/** Every scan of the repository, through GET /api/repos/github/{o}/{r}/scans (all pages). */
async function listScans(svc: ServiceProcess, cookie: string, repo: string): Promise<ListedScan[]> {
  const scans: ListedScan[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 1000; page += 1) {
    const query: string = cursor === null ? '?limit=100' : `?limit=100&cursor=${encodeURIComponent(cursor)}`;
    const response = await fetch(`${svc.url}/api/repos/github/${OWNER}/${repo}/scans${query}`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`listing scans answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { scans: ListedScan[]; next_cursor: string | null };
    scans.push(...body.scans);
    cursor = body.next_cursor;
    if (cursor === null) return scans;
  }
  throw new Error('listing scans did not end');
}

export interface WebhookBurstOptions {
  readonly prs: number;
  readonly warmupPrs: number;
  readonly concurrency: number;
  readonly drainTimeoutS: number;
  readonly settleMs: number;
  /** The repository (acme/<repo>) whose PRs the burst is about; one per burst on a shared database. Default: hooks. */
  readonly repo?: string;
  /** The web processes that receive the deliveries, taken in turn (default: svc alone). */
  readonly receivers?: readonly ServiceProcess[];
  /** Runs after the warm-up drained, just before the measured burst (e.g. to read counters). */
  readonly beforeBurst?: () => Promise<void>;
}

export async function benchWebhooks(svc: ServiceProcess, github: BenchGitHub, options: WebhookBurstOptions): Promise<WebhookResult> {
  const errors: string[] = [];
  const repo = options.repo ?? 'hooks';
  const receivers = (options.receivers ?? [svc]).map((web) => `${web.url}/api/webhooks/github`);
  const token = 'gho_benchadmin000000000000000000000000';
  const finalHeads = new Map<number, string>();
  for (let i = 1; i <= options.prs; i += 1) {
    const fixture = github.server.addPullRequest(typicalPrFixture({ repo, number: i }));
    finalHeads.set(i, fixture.headSha);
  }
  github.server.setPermissions(`${OWNER}/${repo}`, token, { admin: true });
  const cookie = await signIn(svc, github, token);
  const enable = await fetch(`${svc.url}/api/repos/github/${OWNER}/${repo}/webhook/enable`, { method: 'POST', headers: { cookie } });
  if (enable.status !== 201 && enable.status !== 200) throw new Error(`enabling the webhook answered ${enable.status}: ${await enable.text()}`);
  const secret = ((await enable.json()) as { webhook_secret: string }).webhook_secret;

  // Warm-up: the same burst shape for PRs of their own, before the clock, drained before the
  // measured burst starts: the first deliveries a process answers are slow (code not yet
  // optimized, database connections opened); their figures are reported apart.
  const warmupPrs = new Map<number, string>();
  for (let i = 1; i <= options.warmupPrs; i += 1) {
    const number = options.prs + i;
    warmupPrs.set(number, github.server.addPullRequest(typicalPrFixture({ repo, number })).headSha);
  }
  const warmupStarted = performance.now();
  const warmupSent = await sendDeliveries(receivers, sign(prepareBursts(warmupPrs, repo), secret), options.concurrency);
  const warmupDrained = await drain(svc, cookie, repo, warmupPrs, warmupStarted, warmupStarted + options.drainTimeoutS * 1000);
  if (warmupSent.some((d) => d.status !== 202 && d.status !== 200) || Number.isNaN(warmupDrained)) throw new Error('the warm-up burst was not accepted and analyzed');
  const warmupAcks = warmupSent.map((d) => d.ms);

  // Every delivery, prepared (and signed) before the clock starts.
  const perPr = prepareBursts(finalHeads, repo);
  const total = perPr.reduce((sum, list) => sum + list.length, 0);

  // Sent from a worker thread: see delivery-sender.ts.
  const groups = sign(perPr, secret);
  const expected = new Map(perPr.flat().map((d) => [`${d.id}:${d.expect}`, d]));
  await options.beforeBurst?.();
  const started = performance.now();
  const sent = await sendDeliveries(receivers, groups, options.concurrency);
  const acks = sent.map((d) => d.ms);
  let accepted = 0;
  let duplicatesAnswered = 0;
  let rejected = 0;
  // A delivery id is sent twice (the redelivery): the first answer must be 202, the second 200.
  const seen = new Set<string>();
  for (const d of sent) {
    const expect = seen.has(d.id) ? 200 : 202;
    seen.add(d.id);
    if (!expected.has(`${d.id}:${expect}`)) throw new Error(`unexpected delivery ${d.id}`);
    if (expect === 202 && d.status === 202 && d.answer === 'queued') accepted += 1;
    else if (expect === 200 && d.status === 200 && d.answer === 'duplicate') duplicatesAnswered += 1;
    else {
      rejected += 1;
      if (errors.length < 5) errors.push(`delivery ${d.id}: expected ${expect}, got ${d.status} ${d.answer}`);
    }
  }
  const sendS = (performance.now() - started) / 1000;

  // Drain: until every PR's final head has a webhook scan (or the time limit).
  const drainS = await drain(svc, cookie, repo, finalHeads, started, started + options.drainTimeoutS * 1000);
  // Settle: late duplicates would show up now.
  await sleep(options.settleMs);
  const scans = (await listScans(svc, cookie, repo)).filter((scan) => scan.source === 'webhook' && finalHeads.has(scan.pr_number));

  const counts = new Map<string, number>();
  let unexpected = 0;
  for (const scan of scans) {
    if (finalHeads.get(scan.pr_number) !== scan.head_sha) unexpected += 1;
    const key = `${scan.pr_number}:${scan.head_sha}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let duplicates = 0;
  for (const count of counts.values()) duplicates += Math.max(0, count - 1);
  let lost = 0;
  for (const [pr, head] of finalHeads) if (!counts.has(`${pr}:${head}`)) lost += 1;
  if (duplicates > 0 && svc.databaseUrl !== null) {
    const twice = [...counts].filter(([, count]) => count > 1).map(([key]) => Number(key.split(':')[0]));
    errors.push(...(await describePrs(svc.databaseUrl, repo, twice.slice(0, 3))));
  }
  if (lost > 0) errors.push(`${lost} PRs' final heads were not analyzed within ${options.drainTimeoutS} s`);

  return {
    deliveries: total,
    prs: options.prs,
    concurrency: options.concurrency,
    ackP50Ms: round(percentile(acks, 50)),
    ackP99Ms: round(percentile(acks, 99)),
    sendS: round(sendS, 2),
    drainS: round(drainS, 2),
    accepted,
    duplicatesAnswered,
    rejected,
    lost,
    duplicates,
    unexpected,
    scans: scans.length,
    warmup: { deliveries: warmupSent.length, ackP50Ms: round(percentile(warmupAcks, 50)), ackMaxMs: round(Math.max(...warmupAcks)), drainS: round(warmupDrained, 2) },
    errors,
  };
}

/**
 * Per PR, GitHub's five deliveries in order: opened (h1), synchronize (h2), synchronize (h3),
 * synchronize (the final head, what the local server serves), and the redelivery of the second.
 */
function prepareBursts(finalHeads: ReadonlyMap<number, string>, repo: string): Delivery[][] {
  const base = Date.parse('2024-06-01T10:00:00Z');
  const perPr: Delivery[][] = [];
  for (const [pr, finalHead] of finalHeads) {
    const heads = [sha1(`bench:${pr}:1`), sha1(`bench:${pr}:2`), sha1(`bench:${pr}:3`), finalHead];
    const list: Delivery[] = heads.map((headSha, step) => ({
      pr,
      id: `bench-${repo}-${pr}-${step}`,
      body: JSON.stringify(pullRequestPayload({ owner: OWNER, repo, number: pr, headSha, action: step === 0 ? 'opened' : 'synchronize', updatedAt: new Date(base + pr * 60_000 + step * 1000).toISOString() })),
      expect: 202,
    }));
    const redelivered = list[1] as Delivery;
    list.push({ ...redelivered, expect: 200 });
    perPr.push(list);
  }
  return perPr;
}

function sign(perPr: readonly Delivery[][], secret: string): PreparedDelivery[][] {
  return perPr.map((list) => list.map((d) => ({ id: d.id, body: d.body, signature: signBody(secret, d.body) })));
}

/** Seconds from `startedMs` until every PR's final head has a webhook scan; NaN past `deadlineMs`. */
async function drain(svc: ServiceProcess, cookie: string, repo: string, finalHeads: ReadonlyMap<number, string>, startedMs: number, deadlineMs: number): Promise<number> {
  for (;;) {
    const listed = (await listScans(svc, cookie, repo)).filter((scan) => scan.source === 'webhook');
    const analyzed = new Set(listed.filter((scan) => finalHeads.get(scan.pr_number) === scan.head_sha).map((scan) => scan.pr_number));
    if (analyzed.size === finalHeads.size) return (performance.now() - startedMs) / 1000;
    if (performance.now() > deadlineMs) return Number.NaN;
    await sleep(100);
  }
}

/** Diagnosis of duplicated analyses: the PR's scans and jobs, straight from PostgreSQL. */
async function describePrs(databaseUrl: string, repo: string, prs: number[]): Promise<string[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const lines: string[] = [];
    for (const pr of prs) {
      const scans = await client.query('select scan_id, head_sha, created_at from scans where repo_key = $1 and pr_number = $2 order by created_at', [`${OWNER}/${repo}`, pr]);
      const jobs = await client.query(
        'select id, state, attempts, last_error, result_scan_id, created_at, finished_at from webhook_jobs where repo_key = $1 and pr_number = $2 order by created_at',
        [`${OWNER}/${repo}`, pr],
      );
      lines.push(`PR ${pr}: scans ${JSON.stringify(scans.rows)}; jobs ${JSON.stringify(jobs.rows)}`);
    }
    return lines;
  } finally {
    await client.end();
  }
}
