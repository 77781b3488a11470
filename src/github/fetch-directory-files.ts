import { z } from 'zod';
import { errorStatus } from './classify-github-error.js';
import type { GitHubClient } from './create-octokit.js';
import { InvalidResponseError } from './invalid-response-error.js';
import type { RepoRef } from './targets.js';

const ROUTE = 'GET /repos/{owner}/{repo}/contents/{path}';

const Listing = z.array(z.object({ type: z.string(), path: z.string() }).passthrough()).max(1000);

/**
 * Paths of the files directly in directory `path` at `ref` (the contents API's listing; at most
 * 1,000 entries, as GitHub lists). Undefined when the directory does not exist at that ref.
 */
export async function fetchDirectoryFiles(octokit: GitHubClient, repo: RepoRef, path: string, ref: string): Promise<string[] | undefined> {
  let data: unknown;
  try {
    const response = await octokit.request(ROUTE, { owner: repo.owner, repo: repo.repo, path, ref });
    data = response.data;
  } catch (error) {
    if (errorStatus(error) === 404) return undefined;
    throw error;
  }
  if (!Array.isArray(data)) return undefined; // a file, not a directory
  const parsed = Listing.safeParse(data);
  if (!parsed.success) throw new InvalidResponseError(ROUTE, 'expected a directory listing');
  return parsed.data.filter((entry) => entry.type === 'file').map((entry) => entry.path);
}
