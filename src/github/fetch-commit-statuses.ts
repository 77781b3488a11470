import type { GitHubClient } from './create-octokit.js';
import { fetchCountedPages } from './fetch-list-page.js';
import { parseResponse } from './invalid-response-error.js';
import { RawCombinedStatus, type RawCommitStatus } from '../snapshot/raw-schemas.js';
import type { RepoRef } from './targets.js';

const ROUTE = 'GET /repos/{owner}/{repo}/commits/{ref}/status';
const PER_PAGE = 100;

/**
 * Commit statuses on a commit through the combined status endpoint (one request for up to 100
 * contexts), latest per context, sorted by context.
 */
export async function fetchCommitStatuses(octokit: GitHubClient, repo: RepoRef, ref: string): Promise<RawCommitStatus[]> {
  const fetchPage = async (page: number) => {
    const response = await octokit.request(ROUTE, { owner: repo.owner, repo: repo.repo, ref, per_page: PER_PAGE, page });
    return parseResponse(RawCombinedStatus, response.data, ROUTE);
  };
  const statuses = await fetchCountedPages(fetchPage, (page) => ({ items: page.statuses, total: page.total_count ?? 0 }), PER_PAGE);
  return latestPerContext(statuses);
}

/** Keeps the most recently updated status of each context. */
export function latestPerContext(statuses: readonly RawCommitStatus[]): RawCommitStatus[] {
  const latest = new Map<string, RawCommitStatus>();
  for (const status of statuses) {
    const current = latest.get(status.context);
    if (!current || time(status) > time(current)) latest.set(status.context, status);
  }
  return [...latest.values()].sort((a, b) => a.context.localeCompare(b.context));
}

function time(status: RawCommitStatus): number {
  return Date.parse(status.updated_at ?? status.created_at ?? '') || 0;
}
