/**
 * Sends webhook deliveries from a worker thread, so that the acknowledgement times measured are
 * not stretched by this process's main thread, which also serves the local GitHub API to the
 * analyses the deliveries start. Given several receiver URLs (web processes), it takes them in
 * turn for each delivery, as a round-robin load balancer does.
 */
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
const { parentPort, workerData } = require('node:worker_threads');
const { urls, groups, concurrency } = workerData;
const sent = [];
let next = 0;
let turn = 0;
async function send(d) {
  const to = turn++ % urls.length;
  const started = performance.now();
  try {
    const response = await fetch(urls[to], {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'GitHub-Hookshot/bench',
        'x-github-event': 'pull_request',
        'x-github-delivery': d.id,
        'x-github-hook-id': '1',
        'x-hub-signature-256': d.signature,
      },
      body: d.body,
    });
    const text = await response.text();
    const ms = performance.now() - started;
    let answer = '';
    try { answer = String(JSON.parse(text).status); } catch { answer = text.slice(0, 200); }
    sent.push({ id: d.id, status: response.status, answer, ms, to });
  } catch (error) {
    sent.push({ id: d.id, status: 0, answer: String(error && error.message || error), ms: performance.now() - started, to });
  }
}
Promise.all(Array.from({ length: concurrency }, async () => {
  for (let i = next++; i < groups.length; i = next++) for (const d of groups[i]) await send(d);
})).then(() => parentPort.postMessage(sent));
`;

export function sendDeliveries(urls: readonly string[], groups: readonly (readonly PreparedDelivery[])[], concurrency: number): Promise<SentDelivery[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(SENDER, { eval: true, workerData: { urls, groups, concurrency } });
    worker.once('message', (sent: SentDelivery[]) => {
      resolve(sent);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0 && code !== 1) reject(new Error(`the delivery sender exited with ${code}`));
    });
  });
}
