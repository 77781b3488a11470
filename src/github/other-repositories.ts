import type { GitHubClient } from './create-octokit.js';
import { fetchRepositoryPermissions } from './fetch-repository-permissions.js';
import type { RepoRef } from './targets.js';

/**
 * Which repositories besides the analyzed one an analysis may read about (the tags, branches and
 * commits of the actions a PR adds: read-action-refs.ts, and the tags of their version comments):
 * - `any`: whatever the token reads. Only for analyses that store nothing (the CLI): the signal
 *   goes to the person whose token it is, and no one else.
 * - `public`: public repositories only. For every analysis the service stores, whoever's token it
 *   reads with (server credentials, the caller's own, the enabling user's for webhooks): a stored
 *   scan is listed to every reader of the analyzed repository and read by anyone with its id, and
 *   a private repository's tags, branches and commits must not reach them. A repository that is
 *   private is treated as one that does not exist, so the signal does not tell the two apart.
 */
export type OtherRepositories = 'any' | 'public';

/**
 * `may(repo)`: whether reads about `repo` may be made. The analyzed repository itself always; with
 * `public`, others after one read of the repository (GET /repos/{owner}/{repo}, once per repository
 * per analysis) says it is public. Throws what that read throws, other than a 404 (false).
 */
export function otherRepositoryGate(octokit: GitHubClient, analyzed: RepoRef, policy: OtherRepositories): (repo: RepoRef) => Promise<boolean> {
  const known = new Map<string, Promise<boolean>>();
  const key = (repo: RepoRef): string => `${repo.owner}/${repo.repo}`.toLowerCase();
  const self = key(analyzed);
  return (repo) => {
    if (policy === 'any' || key(repo) === self) return Promise.resolve(true);
    let answer = known.get(key(repo));
    if (answer === undefined) {
      answer = fetchRepositoryPermissions(octokit, repo.owner, repo.repo).then((permissions) => permissions?.public === true);
      known.set(key(repo), answer);
    }
    return answer;
  };
}
