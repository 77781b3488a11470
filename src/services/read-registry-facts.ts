import { registryLookups } from '../analyzers/supply-chain/registry-targets.js';
import type { RegistryConfig } from '../config.js';
import { npmNamesInPatch } from '../registries/diff-names.js';
import { RegistryClient } from '../registries/registry-client.js';
import type { RawPullFile } from '../snapshot/raw-schemas.js';
import { freezeDeep, type PrSnapshot } from '../snapshot/pr-snapshot.js';

/** What the analysis service needs to read registry facts: one client (its cache outlives analyses) and the policy. */
export interface RegistryReading {
  readonly client: RegistryClient;
  readonly maxPackages: number;
  readonly minimumReleaseAgeDays: number;
}

/** The registry reading of a configuration; null when REGISTRY_LOOKUPS=off. */
export function createRegistryReading(config: RegistryConfig): RegistryReading | null {
  if (!config.enabled) return null;
  const client = new RegistryClient({ urls: config.urls, timeoutMs: config.timeoutMs, cacheEntries: config.cacheEntries, cacheTtlMs: config.cacheTtlMs });
  return { client, maxPackages: config.maxPackages, minimumReleaseAgeDays: config.minimumReleaseAgeDays };
}

/**
 * Step 1b of the pipeline (docs/adr/0013-registry-lookups.md): the packages the PR adds or updates
 * (the analyzers' own change list), looked up in their registries within the budget, and the
 * snapshot again, frozen, with the facts (`registry`) and a warning line per registry that did
 * not answer. Nothing to look up: the same snapshot.
 */
export async function withRegistryFacts(snapshot: PrSnapshot, reading: RegistryReading, onProgress?: (message: string) => void): Promise<PrSnapshot> {
  const { lookups, total } = registryLookups(snapshot, reading.maxPackages);
  if (lookups.length === 0) return snapshot;
  onProgress?.(`reading ${lookups.length} package${lookups.length === 1 ? '' : 's'} from the package registries`);
  const result = await reading.client.read(lookups);
  const warnings = [...result.warnings];
  if (total > lookups.length) {
    warnings.push(`Registry facts were read for ${lookups.length} of the ${total} new or updated packages (REGISTRY_MAX_PACKAGES, direct dependencies first); the others have no registry findings`);
  }
  return freezeDeep({
    ...snapshot,
    registry: { minimumReleaseAgeDays: reading.minimumReleaseAgeDays, versions: result.versions },
    warnings: [...snapshot.warnings, ...warnings],
  });
}

/**
 * For the GitHub read (FetchPrDataOptions.onWantedFile): as each wanted file is listed, the npm
 * packages its diff adds start reading (at most maxPackages an analysis), so that the lookup after
 * the GitHub reads finds them answered or under way instead of adding a round trip of its own.
 */
export function registryPrefetcher(reading: RegistryReading): (file: RawPullFile) => void {
  let left = reading.maxPackages;
  return (file) => {
    if (left <= 0) return;
    for (const name of npmNamesInPatch(file.filename, file.patch, left)) {
      reading.client.prefetchNpm(name);
      left -= 1;
    }
  };
}
