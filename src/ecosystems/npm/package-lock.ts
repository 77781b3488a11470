import { parseJsonLimited } from '../../limited-parse.js';
import type { ExtractedDependency, ExtractResult } from '../types.js';
import { skip } from '../types.js';
import { asString, isRecord } from '../util.js';
import { NPM_REGISTRY_HOSTS } from './registry-hosts.js';
import { npmResolvedSource } from './source.js';

/**
 * package-lock.json / npm-shrinkwrap.json, lockfileVersion 1 (nested `dependencies`), 2 and 3
 * (flat `packages` keyed by install path). Version 2 carries both; `packages` wins.
 */
export function extractPackageLock(content: string): ExtractResult {
  const parsed = parseJsonLimited(content);
  if (!parsed.ok) return skip(parsed.reason);
  const raw = parsed.value;
  if (!isRecord(raw)) return skip('not a package-lock object');
  if (isRecord(raw.packages)) return { deps: fromPackages(raw.packages) };
  if (isRecord(raw.dependencies)) {
    const deps: ExtractedDependency[] = [];
    fromDependencies(raw.dependencies, deps);
    return { deps };
  }
  return { deps: [] };
}

function fromPackages(packages: Record<string, unknown>): ExtractedDependency[] {
  const root = packages[''];
  const direct = new Set<string>();
  if (isRecord(root)) {
    for (const section of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies']) {
      const map = root[section];
      if (isRecord(map)) for (const name of Object.keys(map)) direct.add(name);
    }
  }
  const deps: ExtractedDependency[] = [];
  for (const key in packages) {
    const index = key.lastIndexOf('node_modules/');
    if (index < 0) continue; // the root and workspace folders
    const entry = packages[key];
    if (!isRecord(entry) || entry.link === true) continue;
    const name = asString(entry.name) ?? key.slice(index + 'node_modules/'.length);
    const resolved = asString(entry.resolved);
    deps.push({
      name,
      version: asString(entry.version),
      dev: entry.dev === true,
      source: npmResolvedSource(resolved, NPM_REGISTRY_HOSTS, name),
      depType: index === 0 && direct.has(name) ? 'direct' : 'transitive',
      resolved,
      integrity: asString(entry.integrity),
      hasInstallScript: entry.hasInstallScript === true,
      // Bundled inside another package (its key nested in that package's node_modules/): not the
      // root project's own bundleDependencies, which npm fetches from the registry like the rest.
      ...(entry.inBundle === true && index > 0 ? { bundled: true } : {}),
      requires: [...(isRecord(entry.dependencies) ? Object.keys(entry.dependencies) : []), ...(isRecord(entry.optionalDependencies) ? Object.keys(entry.optionalDependencies) : [])],
    });
  }
  return deps;
}

/** Version 1's nested `dependencies`, walked with an explicit stack (no recursion), in document order. */
function fromDependencies(topLevel: Record<string, unknown>, out: ExtractedDependency[]): void {
  const pending: { name: string; entry: unknown; top: boolean }[] = [];
  const pushAll = (map: Record<string, unknown>, top: boolean): void => {
    const names = Object.keys(map);
    for (let i = names.length - 1; i >= 0; i -= 1) pending.push({ name: names[i]!, entry: map[names[i]!], top });
  };
  pushAll(topLevel, true);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { name, entry, top } = next;
    if (!isRecord(entry)) continue;
    const version = asString(entry.version);
    const resolved = asString(entry.resolved) ?? (version !== null && /^(git|file:|https?:)/.test(version) ? version : null);
    out.push({
      name,
      version,
      dev: entry.dev === true,
      source: npmResolvedSource(resolved, NPM_REGISTRY_HOSTS, name),
      depType: top ? 'top-level' : 'transitive',
      resolved,
      integrity: asString(entry.integrity),
      ...(entry.bundled === true && !top ? { bundled: true } : {}),
      requires: isRecord(entry.requires) ? Object.keys(entry.requires) : [],
    });
    if (isRecord(entry.dependencies)) pushAll(entry.dependencies, false);
  }
}
