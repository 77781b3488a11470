import type { GitHubClient } from '../github/create-octokit.js';
import { fetchPrData, type FetchPrDataOptions } from '../github/fetch-pr-data.js';
import type { PullTarget } from '../github/targets.js';
import { buildSnapshot } from '../snapshot/build-snapshot.js';
import { freezeDeep, type PrSnapshot } from '../snapshot/pr-snapshot.js';

/**
 * Steps 1 and 2 of the pipeline (ADR 0001): what GitHub answered for one pull request
 * (src/github), mapped to the immutable snapshot the analyzers read (src/snapshot).
 */
export async function readPrSnapshot(octokit: GitHubClient, target: PullTarget, options: FetchPrDataOptions): Promise<PrSnapshot> {
  return freezeDeep(buildSnapshot(await fetchPrData(octokit, target, options)));
}
