import { z } from 'zod';
import { errorStatus } from './classify-github-error.js';
import type { GitHubClient } from './create-octokit.js';
import { fetchCompare } from './fetch-compare.js';
import { fetchListPage } from './fetch-list-page.js';
import { parseResponse } from './invalid-response-error.js';
import type { RawActionAdvisory } from '../snapshot/raw-pr-data.js';
import type { RepoRef } from './targets.js';

/**
 * The single GitHub reads behind the online workflow audits (src/github/read-action-refs.ts puts
 * them together). Each answers null or undefined for a 404 and throws on any other failure.
 */

const TAGS_ROUTE = 'GET /repos/{owner}/{repo}/tags';
const Tag = z.object({ name: z.string(), commit: z.object({ sha: z.string() }) });

export interface TagList {
  readonly tags: readonly { readonly name: string; readonly sha: string }[];
  /** The list holds every tag (no next page). */
  readonly complete: boolean;
}

/** The first 100 tags with their commits (one request); undefined when the repository does not exist or cannot be seen. */
export async function fetchTags(octokit: GitHubClient, repo: RepoRef): Promise<TagList | undefined> {
  try {
    const page = await fetchListPage(octokit, TAGS_ROUTE, { owner: repo.owner, repo: repo.repo }, 1, Tag);
    return { tags: page.items.map((t) => ({ name: t.name, sha: t.commit.sha.toLowerCase() })), complete: !page.hasNext };
  } catch (error) {
    if (errorStatus(error) === 404) return undefined;
    throw error;
  }
}

const Repository = z.object({ default_branch: z.string() });

/** The repository's default branch; undefined when it does not exist or cannot be seen. */
export async function fetchDefaultBranch(octokit: GitHubClient, repo: RepoRef): Promise<string | undefined> {
  const route = 'GET /repos/{owner}/{repo}';
  try {
    const response = await octokit.request(route, { owner: repo.owner, repo: repo.repo });
    return parseResponse(Repository, response.data, route).default_branch;
  } catch (error) {
    if (errorStatus(error) === 404) return undefined;
    throw error;
  }
}

/** Whether a branch of this exact name exists (GET /repos/{owner}/{repo}/branches/{branch}: 404 when not). */
export async function fetchBranchExists(octokit: GitHubClient, repo: RepoRef, branch: string): Promise<boolean> {
  try {
    await octokit.request('GET /repos/{owner}/{repo}/branches/{branch}', { owner: repo.owner, repo: repo.repo, branch });
    return true;
  } catch (error) {
    if (errorStatus(error) === 404) return false;
    throw error;
  }
}

/**
 * Whether `sha` is in the history of `base` (a branch or tag): GitHub compares across the fork
 * network, so a fork's commit answers `ahead` or `diverged`, a commit of `base`'s history `behind`
 * or `identical`. undefined when GitHub knows no such commit (404).
 */
export async function fetchIsAncestor(octokit: GitHubClient, repo: RepoRef, base: string, sha: string): Promise<boolean | undefined> {
  const compare = await fetchCompare(octokit, repo, base, sha);
  if (compare === undefined) return undefined;
  return compare.status === 'behind' || compare.status === 'identical';
}

const ADVISORIES_ROUTE = 'GET /advisories';
const Advisory = z.object({
  ghsa_id: z.string(),
  cve_id: z.string().nullish(),
  html_url: z.string().nullish(),
  summary: z.string(),
  severity: z.string(),
  withdrawn_at: z.string().nullish(),
  vulnerabilities: z
    .array(
      z.object({
        package: z.object({ ecosystem: z.string(), name: z.string().nullish() }).nullish(),
        vulnerable_version_range: z.string().nullish(),
        first_patched_version: z.union([z.string(), z.object({ identifier: z.string() })]).nullish(),
      }),
    )
    .nullish(),
});

/**
 * GitHub's reviewed global advisories for the `actions` ecosystem that affect `action@version`
 * (GitHub matches the version against each advisory's ranges). Withdrawn advisories are left out.
 */
export async function fetchActionAdvisories(octokit: GitHubClient, action: string, version: string): Promise<RawActionAdvisory[]> {
  const response = await octokit.request(ADVISORIES_ROUTE, { ecosystem: 'actions', affects: `${action}@${version}`, per_page: 100 });
  const advisories = parseResponse(z.array(Advisory), response.data, ADVISORIES_ROUTE);
  const lower = action.toLowerCase();
  return advisories
    .filter((a) => a.withdrawn_at === null || a.withdrawn_at === undefined)
    .map((a) => {
      const affected = (a.vulnerabilities ?? []).find((v) => v.package?.name?.toLowerCase() === lower) ?? a.vulnerabilities?.[0];
      const patched = affected?.first_patched_version;
      return {
        ghsaId: a.ghsa_id,
        cveId: a.cve_id ?? null,
        url: a.html_url ?? `https://github.com/advisories/${a.ghsa_id}`,
        summary: a.summary,
        severity: a.severity,
        vulnerableRange: affected?.vulnerable_version_range ?? null,
        patched: patched === null || patched === undefined ? null : typeof patched === 'string' ? patched : patched.identifier,
      };
    });
}
