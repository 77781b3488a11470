import type { GitHubClient } from './create-octokit.js';
import { fetchListPage, pageRange, type ListPage } from './fetch-list-page.js';
import { RawPullFile } from '../snapshot/raw-schemas.js';
import type { PullTarget } from './targets.js';

const ROUTE = 'GET /repos/{owner}/{repo}/pulls/{pull_number}/files';

/** GitHub lists at most this many files of a pull request. */
export const MAX_LISTED_FILES = 3000;
export const FILES_PER_PAGE = 100;

/** One page of the pull request's files (100 per page). */
export function fetchPullFilesPage(octokit: GitHubClient, target: PullTarget, page: number): Promise<ListPage<RawPullFile>> {
  return fetchListPage(octokit, ROUTE, { owner: target.owner, repo: target.repo, pull_number: target.number }, page, RawPullFile, FILES_PER_PAGE);
}

/** Number of file pages GitHub serves for a PR with this changed_files count. */
export function filePageCount(changedFiles: number): number {
  return Math.ceil(Math.min(changedFiles, MAX_LISTED_FILES) / FILES_PER_PAGE);
}

/**
 * The pull request's files, at most 3,000 (GitHub lists no more). With `changedFiles` (the PR's
 * changed_files) every page is requested at once; without it, pages are followed one by one.
 * `firstPage`, when the caller already has it, saves a request.
 */
export async function fetchPullFiles(
  octokit: GitHubClient,
  target: PullTarget,
  options: { changedFiles?: number; firstPage?: ListPage<RawPullFile> } = {},
): Promise<RawPullFile[]> {
  const first = options.firstPage ?? (await fetchPullFilesPage(octokit, target, 1));
  if (!first.hasNext && first.items.length < FILES_PER_PAGE) return first.items;
  const files = [...first.items];
  if (options.changedFiles !== undefined) {
    const pages = await Promise.all(
      pageRange(2, filePageCount(options.changedFiles)).map((page) => fetchPullFilesPage(octokit, target, page)),
    );
    for (const page of pages) files.push(...page.items);
    return files.slice(0, MAX_LISTED_FILES);
  }
  let hasNext = first.hasNext;
  for (let page = 2; hasNext && files.length < MAX_LISTED_FILES; page += 1) {
    const next = await fetchPullFilesPage(octokit, target, page);
    files.push(...next.items);
    hasNext = next.hasNext && next.items.length > 0;
  }
  return files.slice(0, MAX_LISTED_FILES);
}
