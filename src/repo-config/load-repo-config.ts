import type { PrSnapshot } from '../snapshot/pr-snapshot.js';
import { parseRepoConfig } from './parse-repo-config.js';
import { CONFIG_PATH, DEFAULT_CONFIG, type RepoConfig } from './schema.js';

export interface LoadedRepoConfig {
  readonly config: RepoConfig;
  /** `{source: "defaults"}` or the path and base commit it came from. */
  readonly origin: { readonly source: string; readonly commit: string | null };
  readonly warnings: string[];
}

/**
 * The repository configuration from the PR's BASE commit (the snapshot's baseFiles never hold
 * head content), so a pull request cannot change the rules it is judged by. An invalid file
 * never breaks an analysis: the defaults apply and the warnings say what was wrong and where.
 */
export function loadRepoConfig(snapshot: PrSnapshot): LoadedRepoConfig {
  const file = snapshot.baseFiles.find((f) => f.path === CONFIG_PATH);
  if (file === undefined) {
    return { config: DEFAULT_CONFIG, origin: { source: 'defaults', commit: null }, warnings: [] };
  }
  const parsed = parseRepoConfig(file.content);
  if (!parsed.ok) {
    return {
      config: DEFAULT_CONFIG,
      origin: { source: 'defaults', commit: null },
      warnings: [`${CONFIG_PATH} at ${snapshot.baseSha.slice(0, 7)} is invalid, defaults used: ${parsed.error}`],
    };
  }
  return { config: parsed.config, origin: { source: CONFIG_PATH, commit: snapshot.baseSha }, warnings: [] };
}
