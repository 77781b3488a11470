import { errorStatus } from './classify-github-error.js';
import type { GitHubClient } from './create-octokit.js';
import { InvalidResponseError } from './invalid-response-error.js';
import type { RepoRef } from './targets.js';

const ROUTE = 'GET /repos/{owner}/{repo}/contents/{path}';
const RAW_MEDIA_TYPE = 'application/vnd.github.raw+json';

/**
 * A file's text at `ref` (a commit sha), through the contents API with the raw media type (no
 * base64, files up to 100 MB). Undefined when the file does not exist at that ref.
 */
export async function fetchFileContent(octokit: GitHubClient, repo: RepoRef, path: string, ref: string): Promise<string | undefined> {
  let data: unknown;
  try {
    const response = await octokit.request(ROUTE, {
      owner: repo.owner,
      repo: repo.repo,
      path,
      ref,
      headers: { accept: RAW_MEDIA_TYPE },
    });
    data = response.data;
  } catch (error) {
    if (errorStatus(error) === 404) return undefined;
    throw error;
  }
  const text = rawFileText(data);
  if (text !== undefined) return text;
  // A directory (GitHub answers its listing as JSON) or a submodule: no file content here.
  if (Array.isArray(data) || (typeof data === 'object' && data !== null && 'type' in data && data.type !== 'file')) {
    return undefined;
  }
  throw new InvalidResponseError(ROUTE, 'expected the raw file content');
}

/** The text of an answer given with the raw media type (Octokit hands it over as text or bytes); undefined for anything else. */
export function rawFileText(data: unknown): string | undefined {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  return undefined;
}
