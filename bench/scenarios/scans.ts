/** GET /api/scans/{id} under load (autocannon, loopback), on whichever database the service uses. */
import autocannon from 'autocannon';
import type { ServiceProcess } from '../lib/service-process.js';
import { round } from '../lib/stats.js';

export interface ScansResult {
  readonly rps: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requests: number;
  readonly errors: number;
  readonly non2xx: number;
  readonly connections: number;
  readonly durationS: number;
}

export async function benchScans(svc: ServiceProcess, scanIds: readonly string[], options: { durationS: number; connections: number }): Promise<ScansResult> {
  if (scanIds.length === 0) throw new Error('no scans to read');
  const ids = [...new Set(scanIds)].slice(0, 16);
  // Each connection walks the list of stored scans in turn.
  const requests = ids.map((id) => ({ method: 'GET', path: `/api/scans/${id}` }));
  // A short warm-up so that the pool's connections and the JIT are ready.
  await autocannon({ url: svc.url, connections: options.connections, duration: 1, requests });
  const result = await autocannon({ url: svc.url, connections: options.connections, duration: options.durationS, requests, timeout: 10 });
  return {
    rps: round(result.requests.average, 0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    connections: options.connections,
    durationS: options.durationS,
  };
}
