import type { GitHubClient } from './create-octokit.js';
import { pullList, type ListPage } from './fetch-list-page.js';
import { RawCommit } from '../snapshot/raw-schemas.js';
import type { PullTarget } from './targets.js';

/** GitHub lists at most this many commits of a pull request. */
export const MAX_LISTED_COMMITS = 250;
const COMMITS = pullList('GET /repos/{owner}/{repo}/pulls/{pull_number}/commits', RawCommit, { maxListed: MAX_LISTED_COMMITS, perPage: 100 });

/**
 * `fetchPullCommitsPage`: one page of the pull request's commits (100 per page);
 * `commitPageCount`: the number of commit pages GitHub serves for a PR with this commits count.
 */
export const { page: fetchPullCommitsPage, pageCount: commitPageCount } = COMMITS;

/**
 * The pull request's commits, oldest first, at most 250 (GitHub lists no more). With
 * `commitCount` (the PR's commits) every page is requested at once; `firstPage` saves a request.
 */
export function fetchPullCommits(octokit: GitHubClient, target: PullTarget, options: { commitCount?: number; firstPage?: ListPage<RawCommit> } = {}) {
  return COMMITS.all(octokit, target, { count: options.commitCount, firstPage: options.firstPage });
}
