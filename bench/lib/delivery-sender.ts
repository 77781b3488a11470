/**
 * Sends webhook deliveries from a worker thread, so that the acknowledgement times measured are
 * not stretched by this process's main thread, which also serves the local GitHub API to the
 * analyses the deliveries start. Given several receiver URLs (web processes), it takes them in
 * turn for each delivery, as a round-robin load balancer does.
 *
 * The instrument is kept cheap, so that the figures are the service's and not the sender's: one
 * worker thread serves every call (its code warmed by the warm-up bursts, as GitHub's senders are
 * warm), and each delivery is a plain node:http request on a connection of its own (`agent: false`,
 * as GitHub opens one per delivery). In a fresh worker per burst, fetch (undici) alone needed
 * 230-330 ms to send 200 simultaneous deliveries to a plain node:http server that answers at once
 * (docs/performance.md, "Webhook burst (helper burst)"); `deliveryFloor` measures that floor.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';

export interface PreparedDelivery {
  readonly id: string;
  readonly body: string;
  readonly signature: string;
}

export interface SentDelivery {
  readonly id: string;
  readonly status: number;
  /** The answer's `status` field (queued, duplicate, ...), or an error message. */
  readonly answer: string;
  readonly ms: number;
  /** Index of the receiver URL it was sent to. */
  readonly to: number;
}

// Plain JavaScript: runs in the worker as is. Each sender takes the next group (one PR's
// deliveries) and sends it in order, so groups interleave while each keeps GitHub's order.
const SENDER = `
const { parentPort } = require('node:worker_threads');
const http = require('node:http');
function post(url, d) {
  return new Promise((resolve) => {
    const request = http.request(url, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(d.body),
        'user-agent': 'GitHub-Hookshot/bench',
        'x-github-event': 'pull_request',
        'x-github-delivery': d.id,
        'x-github-hook-id': '1',
        'x-hub-signature-256': d.signature,
      },
    }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => { text += chunk; });
      response.on('end', () => resolve({ status: response.statusCode, text }));
      response.on('error', (error) => resolve({ status: 0, text: String(error && error.message || error) }));
    });
    request.on('error', (error) => resolve({ status: 0, text: String(error && error.message || error) }));
    request.end(d.body);
  });
}
async function run({ urls, groups, concurrency }) {
  const sent = [];
  let next = 0;
  let turn = 0;
  async function send(d) {
    const to = turn++ % urls.length;
    const started = performance.now();
    const { status, text } = await post(urls[to], d);
    const ms = performance.now() - started;
    let answer = '';
    if (status === 0) answer = text;
    else try { answer = String(JSON.parse(text).status); } catch { answer = text.slice(0, 200); }
    sent.push({ id: d.id, status, answer, ms, to });
  }
  await Promise.all(Array.from({ length: concurrency }, async () => {
    for (let i = next++; i < groups.length; i = next++) for (const d of groups[i]) await send(d);
  }));
  return sent;
}
parentPort.on('message', ({ call, work }) => {
  run(work).then((sent) => parentPort.postMessage({ call, sent }), (error) => parentPort.postMessage({ call, error: String(error && error.stack || error) }));
});
`;

interface Pending {
  readonly resolve: (sent: SentDelivery[]) => void;
  readonly reject: (error: Error) => void;
}

/** The one sender worker of this process (unref'd: it never keeps the bench alive). */
let shared: { worker: Worker; pending: Map<number, Pending>; calls: number } | null = null;

function senderWorker(): NonNullable<typeof shared> {
  if (shared !== null) return shared;
  const worker = new Worker(SENDER, { eval: true });
  const state = { worker, pending: new Map<number, Pending>(), calls: 0 };
  const fail = (error: Error) => {
    if (shared === state) shared = null;
    for (const pending of state.pending.values()) pending.reject(error);
    state.pending.clear();
  };
  worker.on('message', (message: { call: number; sent?: SentDelivery[]; error?: string }) => {
    const pending = state.pending.get(message.call);
    if (pending === undefined) return;
    state.pending.delete(message.call);
    if (state.pending.size === 0) worker.unref();
    if (message.sent !== undefined) pending.resolve(message.sent);
    else pending.reject(new Error(`the delivery sender failed: ${message.error ?? 'unknown error'}`));
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the delivery sender exited with ${code}`)));
  worker.unref();
  shared = state;
  return state;
}

export function sendDeliveries(urls: readonly string[], groups: readonly (readonly PreparedDelivery[])[], concurrency: number): Promise<SentDelivery[]> {
  const state = senderWorker();
  const call = (state.calls += 1);
  return new Promise((resolve, reject) => {
    state.pending.set(call, { resolve, reject });
    state.worker.ref();
    state.worker.postMessage({ call, work: { urls, groups, concurrency } });
  });
}

/**
 * The instrument's own floor: the same deliveries, from the same sender, to a plain node:http
 * server in this process that reads each body, parses it and answers 202 at once (no signature,
 * no database). A service cannot be measured below this on this machine.
 */
export async function deliveryFloor(groups: readonly (readonly PreparedDelivery[])[], concurrency: number): Promise<SentDelivery[]> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const body = JSON.stringify({ status: 'queued', delivery_id: req.headers['x-github-delivery'] });
      res.writeHead(202, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)) });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await sendDeliveries([`http://127.0.0.1:${port}/api/webhooks/github`], groups, concurrency);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
