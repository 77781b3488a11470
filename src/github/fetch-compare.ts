import type { z } from 'zod';
import { errorStatus } from './classify-github-error.js';
import type { GitHubClient } from './create-octokit.js';
import { parseResponse } from './invalid-response-error.js';
import { RawCompare, RawCompareWithCommits } from '../snapshot/raw-schemas.js';
import type { RepoRef } from './targets.js';

const ROUTE = 'GET /repos/{owner}/{repo}/compare/{basehead}';

/** Commits listed on the first page of a comparison read with its commits (GitHub's largest page). */
export const COMPARE_COMMITS_PER_PAGE = 100;

/**
 * How `head` relates to `base` (ahead_by, behind_by, status). per_page=1 keeps the answer small:
 * only the counts are read. Undefined when either side no longer exists.
 */
export async function fetchCompare(octokit: GitHubClient, repo: RepoRef, base: string, head: string): Promise<RawCompare | undefined> {
  return await compare(octokit, repo, `${base}...${head}`, 1, RawCompare);
}

/**
 * The same comparison with its first 100 commits (oldest first) and `total_commits`: the commits
 * reachable from `head` but not from `base`, which for an open pull request compared with its base
 * branch are the pull request's own commits, so one request answers both questions.
 */
export async function fetchCompareWithCommits(octokit: GitHubClient, repo: RepoRef, base: string, head: string): Promise<RawCompareWithCommits | undefined> {
  return await compare(octokit, repo, `${base}...${head}`, COMPARE_COMMITS_PER_PAGE, RawCompareWithCommits);
}

async function compare<S extends z.ZodType>(octokit: GitHubClient, repo: RepoRef, basehead: string, perPage: number, schema: S): Promise<z.infer<S> | undefined> {
  try {
    const response = await octokit.request(ROUTE, { owner: repo.owner, repo: repo.repo, basehead, per_page: perPage });
    return parseResponse(schema, response.data, ROUTE);
  } catch (error) {
    if (errorStatus(error) === 404) return undefined;
    throw error;
  }
}
