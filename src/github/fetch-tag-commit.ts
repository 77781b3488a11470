import { errorStatus } from './classify-github-error.js';
import type { GitHubClient } from './create-octokit.js';
import { InvalidResponseError } from './invalid-response-error.js';
import type { RepoRef } from './targets.js';
import { isFullCommitSha } from '../commit-sha.js';

const ROUTE = 'GET /repos/{owner}/{repo}/commits/{ref}';

/**
 * The commit SHA a tag (or any ref) resolves to, annotated tags included, in one request (the
 * `application/vnd.github.sha` media type answers the bare SHA). Null when the ref does not exist.
 */
export async function fetchTagCommit(octokit: GitHubClient, repo: RepoRef, ref: string): Promise<string | null> {
  let data: unknown;
  try {
    const response = await octokit.request(ROUTE, { owner: repo.owner, repo: repo.repo, ref, headers: { accept: 'application/vnd.github.sha' } });
    data = response.data;
  } catch (error) {
    const status = errorStatus(error);
    if (status === 404 || status === 422) return null;
    throw error;
  }
  const text = typeof data === 'string' ? data : data instanceof ArrayBuffer ? new TextDecoder().decode(data) : '';
  const sha = text.trim().toLowerCase();
  if (!isFullCommitSha(sha)) throw new InvalidResponseError(ROUTE, 'expected a commit SHA');
  return sha;
}
