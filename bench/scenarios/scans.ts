/**
 * API reads under load (autocannon, loopback), on whichever database the service uses: GET /healthz
 * (the floor: no database, no cache, the middleware every request pays), then GET /api/scans/{id}
 * and the signal JSON (GET /s/{signal_id}?format=json), each for the same duration in the same run,
 * so that the reads can be given as a ratio of /healthz on a machine whose absolute speed varies.
 * The two reads are measured twice: as autocannon asks (no Accept-Encoding: the whole body) and
 * as browsers and HTTP libraries ask (CLIENT_ACCEPT_ENCODING: the cached compressed form).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import PipelinedRequestsQueue from 'autocannon/lib/pipelinedRequestsQueue.js';
import type { ServiceProcess } from '../lib/service-process.js';
import { round } from '../lib/stats.js';

/**
 * autocannon collects every answer's body as a string (`body += chunk`, a UTF-8 decode per answer)
 * for options this bench never sets (`expectBody`, `verifyBody`, a request's `onResponse`). On a
 * JSON body that costs about 2 µs an answer; on a brotli or gzip body, bytes that are not UTF-8,
 * 37-81 µs (measured 2026-11-29: 16 different 3.7 KB brotli bodies), so the compressed reads
 * measured the load generator's decoding, not the service (0.40-0.57x /healthz with a third of the
 * bytes). Here the body is dropped as it arrives, as wrk and other load generators do; byte counts
 * and latencies are autocannon's as before (they come from the socket, not from this queue).
 */
PipelinedRequestsQueue.prototype.addBody = function addBody(): void {};

export interface LoadResult {
  readonly rps: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requests: number;
  readonly errors: number;
  readonly non2xx: number;
  readonly connections: number;
  readonly durationS: number;
  /**
   * CPU time the serving process spent per request (user + system, from /proc/<pid>/stat), in
   * milliseconds: unlike req/s, it hardly moves when other work shares the machine's CPUs.
   */
  readonly cpuMsPerRequest: number | null;
  /** Bytes received per answer, headers included (autocannon's throughput / requests). */
  readonly bytesPerAnswer: number;
}

/**
 * The Accept-Encoding that browsers, curl --compressed and HTTP libraries send (undici's fetch
 * sends `gzip, deflate`, and `br` too on newer Node.js).
 */
export const CLIENT_ACCEPT_ENCODING = 'gzip, deflate, br';

export interface ScansResult extends LoadResult {
  readonly healthz: LoadResult;
  readonly signalJson: LoadResult;
  /** scans rps / healthz rps, and signal JSON rps / healthz rps. */
  readonly ratio: number;
  readonly signalRatio: number;
  /** The same two reads asking for a compressed answer (CLIENT_ACCEPT_ENCODING), and their ratios to /healthz. */
  readonly compressed: LoadResult;
  readonly signalJsonCompressed: LoadResult;
  readonly compressedRatio: number;
  readonly signalCompressedRatio: number;
}

export interface StoredScanRef {
  readonly scanId: string;
  readonly signalId: string;
}

/** CPU seconds (user + system) the process has used, or null off Linux. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat(5), counted from the state (field 3) here; clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function load(svc: Pick<ServiceProcess, 'url' | 'pid'>, paths: readonly string[], options: { durationS: number; connections: number; headers?: Record<string, string> }): Promise<LoadResult> {
  // Each connection walks the list in turn.
  const requests = paths.map((path) => ({ method: 'GET', path, ...(options.headers !== undefined ? { headers: options.headers } : {}) }));
  const cpuBefore = cpuSeconds(svc.pid);
  const result = await autocannon({ url: svc.url, connections: options.connections, duration: options.durationS, requests, timeout: 10 });
  const cpuAfter = cpuSeconds(svc.pid);
  return {
    rps: round(result.requests.average, 0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    connections: options.connections,
    durationS: options.durationS,
    cpuMsPerRequest: cpuBefore !== null && cpuAfter !== null && result.requests.total > 0 ? round(((cpuAfter - cpuBefore) * 1000) / result.requests.total, 3) : null,
    bytesPerAnswer: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

/** Slices of one load, added up: requests and CPU summed, rps over the whole time, the median slice's percentiles. */
function combine(slices: readonly LoadResult[]): LoadResult {
  const total = slices.reduce((sum, s) => sum + s.requests, 0);
  const durationS = slices.reduce((sum, s) => sum + s.durationS, 0);
  const mid = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const cpu = slices.every((s) => s.cpuMsPerRequest !== null) && total > 0 ? slices.reduce((sum, s) => sum + (s.cpuMsPerRequest ?? 0) * s.requests, 0) / total : null;
  return {
    rps: round(total / durationS, 0),
    p50Ms: mid(slices.map((s) => s.p50Ms)),
    p99Ms: mid(slices.map((s) => s.p99Ms)),
    requests: total,
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
    non2xx: slices.reduce((sum, s) => sum + s.non2xx, 0),
    connections: slices[0]?.connections ?? 0,
    durationS,
    cpuMsPerRequest: cpu === null ? null : round(cpu, 3),
    bytesPerAnswer: total > 0 ? Math.round(slices.reduce((sum, s) => sum + s.bytesPerAnswer * s.requests, 0) / total) : 0,
  };
}

export async function benchScans(svc: ServiceProcess, scans: readonly StoredScanRef[], options: { durationS: number; connections: number }): Promise<ScansResult> {
  if (scans.length === 0) throw new Error('no scans to read');
  const chosen = scans.slice(0, 16);
  const scanPaths = [...new Set(chosen.map((s) => `/api/scans/${s.scanId}`))];
  const signalPaths = [...new Set(chosen.map((s) => `/s/${s.signalId}?format=json`))];
  const compress = { 'accept-encoding': CLIENT_ACCEPT_ENCODING };
  // A short warm-up of each, so that the pool's connections, the cache (and its compressed forms)
  // and the JIT are ready.
  for (const paths of [['/healthz'], scanPaths, signalPaths]) await load(svc, paths, { durationS: 1, connections: options.connections });
  for (const paths of [scanPaths, signalPaths]) await load(svc, paths, { durationS: 1, connections: options.connections, headers: compress });
  // Then the loads in turns of one second, so that a change in what else runs on the machine
  // weighs on all of them alike.
  const slices: Record<'healthz' | 'scans' | 'signal' | 'scansCompressed' | 'signalCompressed', LoadResult[]> = { healthz: [], scans: [], signal: [], scansCompressed: [], signalCompressed: [] };
  const slice = { durationS: 1, connections: options.connections };
  for (let i = 0; i < options.durationS; i += 1) {
    slices.healthz.push(await load(svc, ['/healthz'], slice));
    slices.scans.push(await load(svc, scanPaths, slice));
    slices.signal.push(await load(svc, signalPaths, slice));
    slices.scansCompressed.push(await load(svc, scanPaths, { ...slice, headers: compress }));
    slices.signalCompressed.push(await load(svc, signalPaths, { ...slice, headers: compress }));
  }
  const healthz = combine(slices.healthz);
  const scansLoad = combine(slices.scans);
  const signalJson = combine(slices.signal);
  const compressed = combine(slices.scansCompressed);
  const signalJsonCompressed = combine(slices.signalCompressed);
  const ratio = (l: LoadResult) => (healthz.rps > 0 ? round(l.rps / healthz.rps, 2) : 0);
  return {
    ...scansLoad,
    healthz,
    signalJson,
    ratio: ratio(scansLoad),
    signalRatio: ratio(signalJson),
    compressed,
    signalJsonCompressed,
    compressedRatio: ratio(compressed),
    signalCompressedRatio: ratio(signalJsonCompressed),
  };
}

/** The plain servers' figures: the large body's load, the small one's, and their ratio. */
export interface PlainNodeResult extends LoadResult {
  /** The same server answering a body as small as /healthz's, in alternated slices. */
  readonly small: LoadResult;
  /** rps with the large body / rps with the small one: the machine's own ceiling for scans_vs_healthz. */
  readonly bodyRatio: number;
}

/**
 * The machine's floor for comparison: a plain node:http server (no framework, no middleware) in a
 * process of its own, answering a fixed JSON body of `bodyBytes`, under the same load; and the same
 * server answering a body as small as /healthz's (`{"status":"ok"}`), in one-second slices taken in
 * turns with the first. Their ratio is what the body's size alone costs on this machine, where the
 * load generator parses every byte on the same CPUs: the ceiling of `scans_vs_healthz`.
 */
export async function benchPlainNode(options: { durationS: number; connections: number; bodyBytes: number }): Promise<PlainNodeResult> {
  const serve = async (bytes: number) => {
    const code = `
      const body = ${bytes} > 0 ? JSON.stringify({ pad: 'x'.repeat(${Math.max(0, options.bodyBytes - 10)}) }) : JSON.stringify({ status: 'ok' });
      const server = require('node:http').createServer((req, res) => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      });
      server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
    `;
    const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
    const port = await new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    });
    return { child, svc: { url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0 } };
  };
  const large = await serve(options.bodyBytes);
  const small = await serve(0).catch((error: unknown) => {
    large.child.kill('SIGTERM');
    throw error;
  });
  try {
    for (const server of [large, small]) await load(server.svc, ['/'], { durationS: 1, connections: options.connections });
    const slices: { large: LoadResult[]; small: LoadResult[] } = { large: [], small: [] };
    const slice = { durationS: 1, connections: options.connections };
    for (let i = 0; i < options.durationS; i += 1) {
      slices.large.push(await load(large.svc, ['/'], slice));
      slices.small.push(await load(small.svc, ['/'], slice));
    }
    const largeLoad = combine(slices.large);
    const smallLoad = combine(slices.small);
    return { ...largeLoad, small: smallLoad, bodyRatio: smallLoad.rps > 0 ? round(largeLoad.rps / smallLoad.rps, 2) : 0 };
  } finally {
    large.child.kill('SIGTERM');
    small.child.kill('SIGTERM');
  }
}
