import { parse } from 'yaml';
import type { ExtractedDependency, ExtractResult } from '../types.js';
import { skip } from '../types.js';
import { asString, errorMessage, isRecord } from '../util.js';
import { NPM_REGISTRY_HOSTS } from './registry-hosts.js';
import { npmResolvedSource } from './source.js';

/**
 * Splits a pnpm package key into name and version, for every lockfile version:
 * v5 `/name/1.2.3_peer`, `/@scope/name/1.2.3`; v6 `/name@1.2.3(peer)`; v9 `name@1.2.3(peer)`.
 */
export function parsePnpmKey(key: string): { name: string; version: string } | null {
  const path = key.startsWith('/') ? key.slice(1) : key;
  const at = path.indexOf('@', 1);
  if (at > 0 && !path.slice(0, at).includes('/', path.startsWith('@') ? path.indexOf('/') + 1 : 0)) {
    const version = path.slice(at + 1).replace(/\(.*$/, '');
    return { name: path.slice(0, at), version };
  }
  const parts = path.split('/');
  if (path.startsWith('@') && parts.length >= 3) return { name: `${parts[0]}/${parts[1]}`, version: parts[2]!.replace(/_.*$/, '') };
  if (parts.length >= 2) return { name: parts[0]!, version: parts[1]!.replace(/_.*$/, '') };
  return null;
}

function directNames(lock: Record<string, unknown>): Set<string> {
  const names = new Set<string>();
  const projects: unknown[] = isRecord(lock.importers) ? Object.values(lock.importers) : [lock];
  for (const project of projects) {
    if (!isRecord(project)) continue;
    for (const section of ['dependencies', 'devDependencies', 'optionalDependencies']) {
      const map = project[section];
      if (isRecord(map)) for (const name of Object.keys(map)) names.add(name);
    }
  }
  return names;
}

export function extractPnpmLock(content: string): ExtractResult {
  let lock: unknown;
  try {
    lock = parse(content, { maxAliasCount: -1, uniqueKeys: false });
  } catch (error) {
    return skip(`invalid pnpm-lock.yaml: ${errorMessage(error)}`);
  }
  if (!isRecord(lock)) return skip('not a pnpm lockfile');
  const packages = isRecord(lock.packages) ? lock.packages : {};
  const direct = directNames(lock);
  const deps: ExtractedDependency[] = [];
  for (const key in packages) {
    const entry = packages[key];
    const id = parsePnpmKey(key);
    if (!id || !isRecord(entry)) continue;
    const resolution = isRecord(entry.resolution) ? entry.resolution : {};
    const tarball = asString(resolution.tarball);
    const repo = asString(resolution.repo);
    const resolved = tarball ?? (repo ? `git+${repo}` : null);
    deps.push({
      name: asString(entry.name) ?? id.name,
      version: asString(entry.version) ?? id.version,
      dev: entry.dev === true,
      source: repo || asString(resolution.type) === 'git' ? 'git' : npmResolvedSource(resolved, NPM_REGISTRY_HOSTS),
      depType: direct.has(id.name) ? 'direct' : 'transitive',
      resolved,
      integrity: asString(resolution.integrity),
      hasInstallScript: entry.requiresBuild === true,
    });
  }
  return { deps };
}
