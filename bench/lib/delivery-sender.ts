/**
 * Sends webhook deliveries from a worker thread, so that the acknowledgement times measured are
 * not stretched by this process's main thread, which also serves the local GitHub API to the
 * analyses the deliveries start. Given several receiver URLs (web processes), it takes them in
 * turn for each delivery, as a round-robin load balancer does.
 *
 * The instrument is kept cheap, so that the figures are the service's and not the sender's: one
 * worker thread serves every call (its code warmed by the warm-up bursts, as GitHub's senders are
 * warm), and each delivery is an HTTP/1.1 request written in one piece on a TCP connection of its
 * own (as GitHub opens one per delivery; `Connection: close`), its answer read up to its
 * Content-Length. In a fresh worker per burst, fetch (undici) alone needed
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
const net = require('node:net');
// The request's bytes, built before the clock starts (GitHub's sender has them ready too).
function requestBytes(url, d) {
  const body = Buffer.from(d.body);
  const head = 'POST ' + url.pathname + url.search + ' HTTP/1.1\\r\\n' +
    'Host: ' + url.host + '\\r\\n' +
    'Connection: close\\r\\n' +
    'Content-Type: application/json\\r\\n' +
    'Content-Length: ' + body.length + '\\r\\n' +
    'User-Agent: GitHub-Hookshot/bench\\r\\n' +
    'X-GitHub-Event: pull_request\\r\\n' +
    'X-GitHub-Delivery: ' + d.id + '\\r\\n' +
    'X-GitHub-Hook-ID: 1\\r\\n' +
    'X-Hub-Signature-256: ' + d.signature + '\\r\\n\\r\\n';
  return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}
// One connection, the request in one write, the answer read up to its Content-Length.
function post(url, bytes) {
  return new Promise((resolve) => {
    let done = false;
    let text = '';
    const finish = (status, answer) => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ status, text: answer });
    };
    const socket = net.connect({ host: url.hostname, port: Number(url.port) }, () => socket.write(bytes));
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      text += chunk;
      const split = text.indexOf('\\r\\n\\r\\n');
      if (split === -1) return;
      const head = text.slice(0, split);
      const length = /\\r\\ncontent-length: *(\\d+)/i.exec(head);
      const body = text.slice(split + 4);
      if (length !== null && Buffer.byteLength(body, 'latin1') >= Number(length[1])) finish(Number(head.slice(9, 12)), Buffer.from(body, 'latin1').toString('utf8'));
    });
    socket.on('end', () => {
      const split = text.indexOf('\\r\\n\\r\\n');
      finish(split === -1 ? 0 : Number(text.slice(9, 12)), split === -1 ? 'connection closed before an answer' : Buffer.from(text.slice(split + 4), 'latin1').toString('utf8'));
    });
    socket.on('error', (error) => finish(0, String(error && error.message || error)));
  });
}
async function run({ urls, groups, concurrency }) {
  const targets = urls.map((u) => new URL(u));
  let turn = 0;
  const prepared = groups.map((group) => group.map((d) => { const to = turn++ % targets.length; return { d, to, bytes: requestBytes(targets[to], d) }; }));
  const sent = [];
  let next = 0;
  async function send({ d, to, bytes }) {
    const started = performance.now();
    const { status, text } = await post(targets[to], bytes);
    const ms = performance.now() - started;
    let answer = '';
    if (status === 0) answer = text;
    else try { answer = String(JSON.parse(text).status); } catch { answer = text.slice(0, 200); }
    sent.push({ id: d.id, status, answer, ms, to });
  }
  await Promise.all(Array.from({ length: concurrency }, async () => {
    for (let i = next++; i < prepared.length; i = next++) for (const p of prepared[i]) await send(p);
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
