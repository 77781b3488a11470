import { parse as parseYaml } from 'yaml';
import type { PrSnapshot } from '../snapshot/pr-snapshot.js';
import { CONFIG_PATH, DEFAULT_CONFIG, RepoConfig } from './schema.js';

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
  const invalid = (why: string): LoadedRepoConfig => ({
    config: DEFAULT_CONFIG,
    origin: { source: 'defaults', commit: null },
    warnings: [`${CONFIG_PATH} at ${snapshot.baseSha.slice(0, 7)} is invalid, defaults used: ${why}`],
  });
  let raw: unknown;
  try {
    raw = parseYaml(file.content, { maxAliasCount: 100 }) ?? {};
  } catch (error) {
    return invalid(`YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const parsed = RepoConfig.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    return invalid(issues.join('; '));
  }
  return { config: parsed.data, origin: { source: CONFIG_PATH, commit: snapshot.baseSha }, warnings: [] };
}
