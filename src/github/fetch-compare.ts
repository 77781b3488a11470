import { errorStatus } from './classify-github-error.js';
import type { GitHubClient } from './create-octokit.js';
import { parseResponse } from './invalid-response-error.js';
import { RawCompare } from '../snapshot/raw-schemas.js';
import type { RepoRef } from './targets.js';

const ROUTE = 'GET /repos/{owner}/{repo}/compare/{basehead}';

/**
 * How `head` relates to `base` (ahead_by, behind_by, status). per_page=1 keeps the answer small:
 * only the counts are read. Undefined when either side no longer exists.
 */
export async function fetchCompare(octokit: GitHubClient, repo: RepoRef, base: string, head: string): Promise<RawCompare | undefined> {
  try {
    const response = await octokit.request(ROUTE, { owner: repo.owner, repo: repo.repo, basehead: `${base}...${head}`, per_page: 1 });
    return parseResponse(RawCompare, response.data, ROUTE);
  } catch (error) {
    if (errorStatus(error) === 404) return undefined;
    throw error;
  }
}
