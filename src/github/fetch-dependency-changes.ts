import { z } from 'zod';
import { errorStatus } from './classify-github-error.js';
import type { GitHubClient } from './create-octokit.js';
import { RawDependencyChange } from '../snapshot/raw-schemas.js';
import type { RepoRef } from './targets.js';

const ROUTE = 'GET /repos/{owner}/{repo}/dependency-graph/compare/{basehead}';

/**
 * GitHub's dependency review between two commits. It needs the dependency graph (and, for
 * private repositories, GitHub Advanced Security): where GitHub answers that it is not available
 * (403, 404) this gives undefined, and the analysis reads the manifests itself. Any other failure
 * (5xx after retries, a network error, a timeout, an answer that is not a list) is thrown, so the
 * caller can warn that known vulnerabilities were not checked. Entries that do not parse are skipped.
 */
export async function fetchDependencyChanges(
  octokit: GitHubClient,
  repo: RepoRef,
  base: string,
  head: string,
): Promise<RawDependencyChange[] | undefined> {
  try {
    const response = await octokit.request(ROUTE, { owner: repo.owner, repo: repo.repo, basehead: `${base}...${head}` });
    const list = z.array(z.unknown()).safeParse(response.data);
    if (!list.success) throw new Error('the dependency review answer is not a list');
    const changes: RawDependencyChange[] = [];
    for (const entry of list.data) {
      const parsed = RawDependencyChange.safeParse(entry);
      if (parsed.success) changes.push(parsed.data);
    }
    return changes;
  } catch (error) {
    const status = errorStatus(error);
    if (status === 403 || status === 404) return undefined;
    throw error;
  }
}
