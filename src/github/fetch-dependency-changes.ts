import { z } from 'zod';
import type { GitHubClient } from './create-octokit.js';
import { RawDependencyChange } from './schemas.js';
import type { RepoRef } from './targets.js';

const ROUTE = 'GET /repos/{owner}/{repo}/dependency-graph/compare/{basehead}';

/**
 * GitHub's dependency review between two commits. It needs the dependency graph (and, for
 * private repositories, GitHub Advanced Security), so any error gives undefined: the analysis
 * then reads the manifests itself. Entries that do not parse are skipped.
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
    if (!list.success) return undefined;
    const changes: RawDependencyChange[] = [];
    for (const entry of list.data) {
      const parsed = RawDependencyChange.safeParse(entry);
      if (parsed.success) changes.push(parsed.data);
    }
    return changes;
  } catch {
    return undefined;
  }
}
