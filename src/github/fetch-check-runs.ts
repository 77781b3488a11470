import type { GitHubClient } from './create-octokit.js';
import { fetchCountedPages } from './fetch-list-page.js';
import { parseResponse } from './invalid-response-error.js';
import { RawCheckRunsPage, type RawCheckRun } from '../snapshot/raw-schemas.js';
import type { RepoRef } from './targets.js';

const ROUTE = 'GET /repos/{owner}/{repo}/commits/{ref}/check-runs';
const PER_PAGE = 100;

/**
 * Check runs on a commit: every page (the first tells how many there are; the rest are requested
 * at once), then the latest run per name, sorted by name. A re-run keeps its name, so the latest
 * run is the one that counts.
 */
export async function fetchCheckRuns(octokit: GitHubClient, repo: RepoRef, ref: string): Promise<RawCheckRun[]> {
  const fetchPage = async (page: number) => {
    const response = await octokit.request(ROUTE, { owner: repo.owner, repo: repo.repo, ref, per_page: PER_PAGE, page });
    return parseResponse(RawCheckRunsPage, response.data, ROUTE);
  };
  const runs = await fetchCountedPages(fetchPage, (page) => ({ items: page.check_runs, total: page.total_count }), PER_PAGE);
  return latestPerName(runs);
}

/** Keeps the most recent run of each name: the later start (or completion), then the higher id. */
export function latestPerName(runs: readonly RawCheckRun[]): RawCheckRun[] {
  const latest = new Map<string, RawCheckRun>();
  for (const run of runs) {
    const current = latest.get(run.name);
    if (!current || isNewer(run, current)) latest.set(run.name, run);
  }
  return [...latest.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function isNewer(a: RawCheckRun, b: RawCheckRun): boolean {
  const ta = Date.parse(a.started_at ?? a.completed_at ?? '') || 0;
  const tb = Date.parse(b.started_at ?? b.completed_at ?? '') || 0;
  if (ta !== tb) return ta > tb;
  return a.id > b.id;
}
