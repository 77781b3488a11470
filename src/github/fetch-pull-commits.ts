import type { GitHubClient } from './create-octokit.js';
import { fetchListPage, pageRange, type ListPage } from './fetch-list-page.js';
import { RawCommit } from '../snapshot/raw-schemas.js';
import type { PullTarget } from './targets.js';

const ROUTE = 'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits';

/** GitHub lists at most this many commits of a pull request. */
export const MAX_LISTED_COMMITS = 250;
export const COMMITS_PER_PAGE = 100;

/** One page of the pull request's commits (100 per page). */
export function fetchPullCommitsPage(octokit: GitHubClient, target: PullTarget, page: number): Promise<ListPage<RawCommit>> {
  return fetchListPage(octokit, ROUTE, { owner: target.owner, repo: target.repo, pull_number: target.number }, page, RawCommit, COMMITS_PER_PAGE);
}

/** Number of commit pages GitHub serves for a PR with this commits count. */
export function commitPageCount(commitCount: number): number {
  return Math.ceil(Math.min(commitCount, MAX_LISTED_COMMITS) / COMMITS_PER_PAGE);
}

/**
 * The pull request's commits, oldest first, at most 250 (GitHub lists no more). With
 * `commitCount` (the PR's commits) every page is requested at once; `firstPage` saves a request.
 */
export async function fetchPullCommits(
  octokit: GitHubClient,
  target: PullTarget,
  options: { commitCount?: number; firstPage?: ListPage<RawCommit> } = {},
): Promise<RawCommit[]> {
  const first = options.firstPage ?? (await fetchPullCommitsPage(octokit, target, 1));
  if (!first.hasNext && first.items.length < COMMITS_PER_PAGE) return first.items;
  const commits = [...first.items];
  if (options.commitCount !== undefined) {
    const pages = await Promise.all(
      pageRange(2, commitPageCount(options.commitCount)).map((page) => fetchPullCommitsPage(octokit, target, page)),
    );
    for (const page of pages) commits.push(...page.items);
    return commits.slice(0, MAX_LISTED_COMMITS);
  }
  let hasNext = first.hasNext;
  for (let page = 2; hasNext && commits.length < MAX_LISTED_COMMITS; page += 1) {
    const next = await fetchPullCommitsPage(octokit, target, page);
    commits.push(...next.items);
    hasNext = next.hasNext && next.items.length > 0;
  }
  return commits.slice(0, MAX_LISTED_COMMITS);
}
