import { errorStatus } from './classify-github-error.js';
import type { GitHubClient } from './create-octokit.js';
import { parseResponse } from './invalid-response-error.js';
import { RawUserProfile } from '../snapshot/raw-schemas.js';

const ROUTE = 'GET /users/{username}';

/** A GitHub account's public profile; undefined when the account does not exist (any more). */
export async function fetchUserProfile(octokit: GitHubClient, login: string): Promise<RawUserProfile | undefined> {
  try {
    const response = await octokit.request(ROUTE, { username: login });
    return parseResponse(RawUserProfile, response.data, ROUTE);
  } catch (error) {
    if (errorStatus(error) === 404) return undefined;
    throw error;
  }
}
