/**
 * Webhook intake alone (a web process with WORKERS_IN_PROCESS=false, as when `npm run worker` runs
 * the jobs elsewhere): bursts of simultaneous deliveries, each for a pull request of its own, all
 * sent at the same instant (the acknowledgement of each timed from that instant), then a sustained
 * stream (many in flight) to measure the deliveries a web process takes per second.
 *
 * Every delivery must be answered 202 queued; anything else is counted as rejected.
 */
import { pullRequestPayload, signBody } from '../../test/support/webhook-delivery.js';
import { sha1 } from '../../test/support/pr-fixture.js';
import { deliveryFloor, sendDeliveries, type PreparedDelivery, type SentDelivery } from '../lib/delivery-sender.js';
import type { BenchGitHub } from '../lib/github.js';
import type { ServiceProcess } from '../lib/service-process.js';
import { percentile, round } from '../lib/stats.js';
import { cpuSeconds } from './scans.js';
import { signIn } from './webhooks.js';

const OWNER = 'acme';
const REPO = 'intake';

export interface BurstResult {
  /** Deliveries per burst, and bursts measured (after one warm-up burst). */
  readonly burst: number;
  readonly bursts: number;
  readonly ackP50Ms: number;
  readonly ackP99Ms: number;
  readonly ackMaxMs: number;
  /**
   * The instrument's floor, measured in the same run just before: the same bursts from the same
   * sender to a plain node:http server that answers 202 at once (delivery-sender.ts, deliveryFloor).
   */
  readonly floorP99Ms: number;
  /** CPU time of the web process per delivery over the measured bursts (user + system; not the database's). */
  readonly cpuMsPerDelivery: number | null;
  /** The sustained stream: deliveries, in flight, deliveries acknowledged per second. */
  readonly sustained: { readonly deliveries: number; readonly inFlight: number; readonly perSecond: number; readonly ackP99Ms: number };
  readonly rejected: number;
  readonly errors: string[];
}

export async function benchWebhookBurst(
  svc: ServiceProcess,
  github: BenchGitHub,
  options: { burst: number; bursts: number; sustained: number; inFlight: number },
): Promise<BurstResult> {
  const token = 'gho_benchintake00000000000000000000000';
  github.server.setPermissions(`${OWNER}/${REPO}`, token, { admin: true });
  const cookie = await signIn(svc, github, token);
  const enable = await fetch(`${svc.url}/api/repos/github/${OWNER}/${REPO}/webhook/enable`, { method: 'POST', headers: { cookie } });
  if (enable.status !== 201 && enable.status !== 200) throw new Error(`enabling the webhook answered ${enable.status}: ${await enable.text()}`);
  const secret = ((await enable.json()) as { webhook_secret: string }).webhook_secret;
  const url = `${svc.url}/api/webhooks/github`;
  let nextPr = 1;
  const prepare = (count: number, tag: string): PreparedDelivery[] =>
    Array.from({ length: count }, (_, index) => {
      const pr = nextPr++;
      const body = JSON.stringify(pullRequestPayload({ owner: OWNER, repo: REPO, number: pr, headSha: sha1(`intake:${pr}`), action: 'opened' }));
      return { id: `intake-${tag}-${index}`, body, signature: signBody(secret, body) };
    });
  const errors: string[] = [];
  let rejected = 0;
  const check = (sent: readonly SentDelivery[]) => {
    for (const d of sent) {
      if (d.status === 202 && d.answer === 'queued') continue;
      rejected += 1;
      if (errors.length < 5) errors.push(`delivery ${d.id}: ${d.status} ${d.answer}`);
    }
  };

  // One group per delivery and as many senders as deliveries: all start at once.
  const burstOf = (deliveries: PreparedDelivery[]) => sendDeliveries([url], deliveries.map((d) => [d]), deliveries.length);
  const floorOf = (deliveries: PreparedDelivery[]) => deliveryFloor(deliveries.map((d) => [d]), deliveries.length);
  await floorOf(prepare(options.burst, 'floor-warmup'));
  const floor: number[] = [];
  for (let n = 0; n < options.bursts; n += 1) floor.push(...(await floorOf(prepare(options.burst, `floor${n}`))).map((d) => d.ms));
  check(await burstOf(prepare(options.burst, 'warmup')));
  const acks: number[] = [];
  const cpuBefore = cpuSeconds(svc.pid);
  for (let n = 0; n < options.bursts; n += 1) {
    const sent = await burstOf(prepare(options.burst, `burst${n}`));
    check(sent);
    acks.push(...sent.map((d) => d.ms));
  }

  const cpuAfter = cpuSeconds(svc.pid);
  const stream = prepare(options.sustained, 'sustained');
  const started = performance.now();
  const sent = await sendDeliveries([url], stream.map((d) => [d]), options.inFlight);
  const seconds = (performance.now() - started) / 1000;
  check(sent);
  return {
    burst: options.burst,
    bursts: options.bursts,
    ackP50Ms: round(percentile(acks, 50)),
    ackP99Ms: round(percentile(acks, 99)),
    ackMaxMs: round(Math.max(...acks)),
    floorP99Ms: round(percentile(floor, 99)),
    cpuMsPerDelivery: cpuBefore !== null && cpuAfter !== null && acks.length > 0 ? round(((cpuAfter - cpuBefore) * 1000) / acks.length, 2) : null,
    sustained: { deliveries: options.sustained, inFlight: options.inFlight, perSecond: round(options.sustained / seconds), ackP99Ms: round(percentile(sent.map((d) => d.ms), 99)) },
    rejected,
    errors,
  };
}
