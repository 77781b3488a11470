import type { GitHubClient } from './create-octokit.js';
import { parseResponse } from './invalid-response-error.js';
import { RawPullRequest } from '../snapshot/raw-schemas.js';
import type { PullTarget } from './targets.js';

const ROUTE = 'GET /repos/{owner}/{repo}/pulls/{pull_number}';

/** The pull request itself. Every error (404 included) is thrown: without it there is nothing to analyze. */
export async function fetchPullRequest(octokit: GitHubClient, target: PullTarget): Promise<RawPullRequest> {
  const response = await octokit.request(ROUTE, { owner: target.owner, repo: target.repo, pull_number: target.number });
  return parseResponse(RawPullRequest, response.data, ROUTE);
}
