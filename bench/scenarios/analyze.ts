/** POST /api/analyze end to end: typical-PR latency and requests, the huge PR, the growth series. */
import type { PrFixture } from '../../test/support/pr-fixture.js';
import { prUrl, type BenchGitHub } from '../lib/github.js';
import type { ServiceProcess } from '../lib/service-process.js';
import type { StoredScanRef } from './scans.js';
import { median, percentile, round } from '../lib/stats.js';

export interface AnalyzeAnswer {
  readonly ms: number;
  readonly scanId: string;
  readonly signalId: string;
  /** GitHub requests the signal reports (meta.github_requests). */
  readonly githubRequests: number;
  /** Of those, conditional requests GitHub answered 304 (meta.github_conditional_hits). */
  readonly conditionalHits: number;
  /** Requests the local GitHub server received during the call. */
  readonly serverRequests: number;
  readonly warnings: readonly string[];
}

/** GitHub lists at most 3,000 files and 250 commits: saying so is expected, any other warning is not. */
export function unexpectedWarnings(warnings: readonly string[]): string[] {
  return warnings.filter((warning) => !warning.startsWith('GitHub lists only the first'));
}

/** One analysis, timed from the request to the last byte of the answer. Throws unless 200. */
export async function analyzeOnce(svc: ServiceProcess, github: BenchGitHub, fixture: PrFixture): Promise<AnalyzeAnswer> {
  const before = github.server.requestCount();
  const started = performance.now();
  const response = await fetch(`${svc.url}/api/analyze`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: prUrl(github, fixture) }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`POST /api/analyze for ${fixture.fullName}#${fixture.number} answered ${response.status}: ${text.slice(0, 500)}`);
  const body = JSON.parse(text) as { scan_id: string; signal_id: string; signal: { meta: { github_requests: number; github_conditional_hits?: number; warnings: string[] }; pr: { head_sha?: string } } };
  return {
    ms,
    scanId: body.scan_id,
    signalId: body.signal_id,
    githubRequests: body.signal.meta.github_requests,
    conditionalHits: body.signal.meta.github_conditional_hits ?? 0,
    serverRequests: github.server.requestCount() - before,
    warnings: body.signal.meta.warnings,
  };
}

export interface TypicalResult {
  readonly p50: number;
  readonly p95: number;
  readonly samples: number;
  readonly githubRequests: number;
  /** GitHub requests of the first analysis of the typical PR (the first warm-up call), when nothing was cached yet. */
  readonly firstGithubRequests: number | null;
  /**
   * The most requests of one analysis that GitHub answered in full (not 304): the measured calls
   * re-analyze the unchanged typical PR, whose first analysis was a warm-up call.
   */
  readonly fullReads: number;
  readonly scans: StoredScanRef[];
}

export async function benchTypical(svc: ServiceProcess, github: BenchGitHub, options: { warmup: number; iterations: number }): Promise<TypicalResult> {
  const scans: StoredScanRef[] = [];
  let firstGithubRequests: number | null = null;
  for (let i = 0; i < options.warmup; i += 1) {
    const answer = await analyzeOnce(svc, github, github.typical);
    firstGithubRequests ??= answer.githubRequests;
    scans.push(answer);
  }
  const times: number[] = [];
  const requests = new Set<number>();
  let fullReads = 0;
  for (let i = 0; i < options.iterations; i += 1) {
    const answer = await analyzeOnce(svc, github, github.typical);
    if (answer.warnings.length > 0) throw new Error(`the typical PR was analyzed with warnings: ${answer.warnings.join('; ')}`);
    if (answer.githubRequests !== answer.serverRequests) {
      throw new Error(`the signal reports ${answer.githubRequests} GitHub requests but the server received ${answer.serverRequests}`);
    }
    times.push(answer.ms);
    requests.add(answer.githubRequests);
    fullReads = Math.max(fullReads, answer.githubRequests - answer.conditionalHits);
    scans.push(answer);
  }
  if (requests.size !== 1) throw new Error(`the typical PR cost a varying number of GitHub requests: ${[...requests].join(', ')}`);
  return { p50: round(median(times)), p95: round(percentile(times, 95)), samples: times.length, githubRequests: [...requests][0] as number, firstGithubRequests, fullReads, scans };
}

export interface HugeResult {
  readonly ms: number;
  readonly peakRssMb: number;
  readonly rssBeforeMb: number;
  readonly githubRequests: number;
  readonly runs: number;
}

/** The 3,000-listed-file, 250-listed-commit PR end to end; the service's RSS sampled every 10 ms. */
export async function benchHuge(svc: ServiceProcess, github: BenchGitHub, options: { runs: number }): Promise<HugeResult> {
  const times: number[] = [];
  let peak = 0;
  let requests = 0;
  const rssBeforeMb = svc.rssMb() ?? 0;
  for (let i = 0; i < options.runs; i += 1) {
    const stop = svc.sampleRss(10);
    let answer: AnalyzeAnswer;
    try {
      answer = await analyzeOnce(svc, github, github.huge);
    } finally {
      peak = Math.max(peak, stop());
    }
    if (unexpectedWarnings(answer.warnings).length > 0) throw new Error(`the huge PR was analyzed with warnings: ${answer.warnings.join('; ')}`);
    times.push(answer.ms);
    requests = answer.githubRequests;
  }
  return { ms: round(median(times)), peakRssMb: round(peak), rssBeforeMb: round(rssBeforeMb), githubRequests: requests, runs: times.length };
}

export interface GrowthPoint {
  readonly files: number;
  readonly latencyMs: number;
  readonly githubRequests: number;
  /** Sequential GitHub round trips implied by latency / delay (rounded), for the docs. */
  analyzerMs?: number;
}

export async function benchGrowthLatency(svc: ServiceProcess, github: BenchGitHub, options: { runs: number }): Promise<GrowthPoint[]> {
  const points: GrowthPoint[] = [];
  for (const [files, fixture] of github.growth) {
    await analyzeOnce(svc, github, fixture); // warm-up: first-time code paths for this size
    const times: number[] = [];
    let requests = 0;
    for (let i = 0; i < options.runs; i += 1) {
      const answer = await analyzeOnce(svc, github, fixture);
      times.push(answer.ms);
      requests = answer.githubRequests;
    }
    points.push({ files, latencyMs: round(median(times)), githubRequests: requests });
  }
  return points;
}
