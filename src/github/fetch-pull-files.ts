import type { GitHubClient } from './create-octokit.js';
import { pullList, type ListPage } from './fetch-list-page.js';
import { RawPullFile } from '../snapshot/raw-schemas.js';
import type { PullTarget } from './targets.js';

/** GitHub lists at most this many files of a pull request. */
export const MAX_LISTED_FILES = 3000;
const FILES = pullList('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', RawPullFile, { maxListed: MAX_LISTED_FILES, perPage: 100 });

/**
 * `fetchPullFilesPage`: one page of the pull request's files (100 per page);
 * `filePageCount`: the number of file pages GitHub serves for a PR with this changed_files count.
 */
export const { page: fetchPullFilesPage, pageCount: filePageCount } = FILES;

/**
 * The pull request's files, at most 3,000 (GitHub lists no more). With `changedFiles` (the PR's
 * changed_files) every page is requested at once; without it, pages are followed one by one.
 * `firstPage`, when the caller already has it, saves a request.
 */
export function fetchPullFiles(octokit: GitHubClient, target: PullTarget, options: { changedFiles?: number; firstPage?: ListPage<RawPullFile> } = {}) {
  return FILES.all(octokit, target, { count: options.changedFiles, firstPage: options.firstPage });
}
