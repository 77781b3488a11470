import type { GitHubClient } from './create-octokit.js';
import { parseResponse } from './invalid-response-error.js';
import { RawIssueSearch, type RawPriorPrs } from '../snapshot/raw-schemas.js';
import type { RepoRef } from './targets.js';

const ROUTE = 'GET /search/issues';
const PER_PAGE = 100;

/**
 * Pull requests by `login` in the repository (this one included): one search, oldest first, whose
 * items tell the merged ones apart and when the first was opened. Only when there are more than 100
 * does a second search count the merged.
 */
export async function fetchPriorPrs(octokit: GitHubClient, repo: RepoRef, login: string): Promise<RawPriorPrs> {
  const query = `repo:${repo.owner}/${repo.repo} type:pr author:${login}`;
  const all = await search(octokit, query);
  const firstCreatedAt = earliest(all.items.map((item) => item.created_at));
  if (all.total_count <= PER_PAGE) {
    const merged = all.items.filter((item) => Boolean(item.pull_request?.merged_at)).length;
    return { total: all.total_count, merged, firstCreatedAt };
  }
  const merged = await search(octokit, `${query} is:merged`, 1);
  return { total: all.total_count, merged: merged.total_count, firstCreatedAt };
}

async function search(octokit: GitHubClient, q: string, perPage = PER_PAGE) {
  const response = await octokit.request(ROUTE, { q, sort: 'created', order: 'asc', per_page: perPage });
  return parseResponse(RawIssueSearch, response.data, ROUTE);
}

/** The earliest valid timestamp (the search's order is not relied on: GitHub may tie-break otherwise). */
function earliest(values: readonly (string | null | undefined)[]): string | null {
  let best: { text: string; time: number } | null = null;
  for (const text of values) {
    if (typeof text !== 'string') continue;
    const time = Date.parse(text);
    if (Number.isNaN(time)) continue;
    if (best === null || time < best.time) best = { text, time };
  }
  return best?.text ?? null;
}
