import { z } from 'zod';
import type { GitHubClient } from './create-octokit.js';
import { rawFileText } from './fetch-file-content.js';
import { InvalidResponseError, parseResponse } from './invalid-response-error.js';
import type { RepoRef } from './targets.js';

const TREE_ROUTE = 'GET /repos/{owner}/{repo}/git/trees/{tree_sha}';
const BLOB_ROUTE = 'GET /repos/{owner}/{repo}/git/blobs/{file_sha}';
const RAW_MEDIA_TYPE = 'application/vnd.github.raw+json';

const GitTree = z.object({
  sha: z.string(),
  truncated: z.boolean().optional(),
  tree: z.array(z.object({ path: z.string(), mode: z.string(), type: z.string(), sha: z.string() }).passthrough()),
});
export type GitTree = z.infer<typeof GitTree>;
export type GitTreeEntry = GitTree['tree'][number];

/**
 * One tree of the git database (not recursive): by a tree's SHA, or a commit's SHA for its root
 * tree. Addressed by SHA, it never changes (createOctokit keeps it per credential, ADR 0015).
 */
export async function fetchTree(octokit: GitHubClient, repo: RepoRef, sha: string): Promise<GitTree> {
  const response = await octokit.request(TREE_ROUTE, { owner: repo.owner, repo: repo.repo, tree_sha: sha });
  return parseResponse(GitTree, response.data, TREE_ROUTE);
}

/** A blob's text by its SHA, with the raw media type (no base64); never changes, like a tree. */
export async function fetchBlobText(octokit: GitHubClient, repo: RepoRef, sha: string): Promise<string> {
  const response = await octokit.request(BLOB_ROUTE, { owner: repo.owner, repo: repo.repo, file_sha: sha, headers: { accept: RAW_MEDIA_TYPE } });
  const text = rawFileText(response.data);
  if (text === undefined) throw new InvalidResponseError(BLOB_ROUTE, 'expected the raw blob content');
  return text;
}
