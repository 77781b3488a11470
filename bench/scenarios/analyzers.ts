/**
 * The pure analyzers alone: a snapshot is built once with readPrSnapshot against the local GitHub
 * server (exactly what the service does), then runAnalyzers runs on it many times.
 */
import { runAnalyzers } from '../../src/analyzers/run-analyzers.js';
import { isSupplyChainPath } from '../../src/ecosystems/api.js';
import { createOctokit } from '../../src/github/create-octokit.js';
import { readPrSnapshot } from '../../src/services/read-pr-snapshot.js';
import { loadRepoConfig } from '../../src/repo-config/load-repo-config.js';
import { CONFIG_PATH } from '../../src/repo-config/schema.js';
import type { PrSnapshot } from '../../src/snapshot/pr-snapshot.js';
import type { PrFixture } from '../../test/support/pr-fixture.js';
import type { BenchGitHub } from '../lib/github.js';
import { unexpectedWarnings } from './analyze.js';
import { median, round } from '../lib/stats.js';

/** The same content filter as AnalysisService. */
const wantContent = (path: string): boolean => path === CONFIG_PATH || isSupplyChainPath(path);

export async function buildSnapshot(github: BenchGitHub, fixture: PrFixture): Promise<PrSnapshot> {
  const { octokit } = createOctokit({ baseUrl: github.server.apiUrl, log: { warn: () => undefined } });
  const snapshot = await readPrSnapshot(octokit, { owner: fixture.owner, repo: fixture.repo, number: fixture.number }, { wantContent });
  if (unexpectedWarnings(snapshot.warnings).length > 0) throw new Error(`snapshot of ${fixture.fullName}#${fixture.number} has warnings: ${snapshot.warnings.join('; ')}`);
  return snapshot;
}

export interface AnalyzerTiming {
  readonly medianMs: number;
  readonly runs: number;
}

/** Median of `runs` timed runAnalyzers calls after `warmup` untimed ones (JIT, lazy compiles). */
export function timeAnalyzers(snapshot: PrSnapshot, options: { warmup: number; runs: number }): AnalyzerTiming {
  const now = new Date('2024-05-03T12:00:00Z');
  const { config } = loadRepoConfig(snapshot);
  for (let i = 0; i < options.warmup; i += 1) runAnalyzers(snapshot, { now, config });
  const times: number[] = [];
  for (let i = 0; i < options.runs; i += 1) {
    const started = performance.now();
    runAnalyzers(snapshot, { now, config });
    times.push(performance.now() - started);
  }
  return { medianMs: round(median(times), 2), runs: times.length };
}
