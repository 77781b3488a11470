import { normalizePackageName } from '../ecosystems/typosquat/index.js';
import type { Dependency, SupplyChainSection } from '../signal/schema.js';

/**
 * New dependencies that are not new to the project: the same PR removes the package from another
 * manifest of its ecosystem (requirements files folded into pyproject.toml dependency groups, a
 * Gemfile group moved to a gemspec), or another manifest that listed it before lists it at another
 * version (a requirements include moved: `-r docs.in` to `-r docs.txt`, the new `docs.txt` pinning
 * what `docs.in` named, which `dev.txt` now reads pinned). It installed before and installs after;
 * only where it is declared moved. A move from a development manifest into one users install (dev
 * to runtime) is a new runtime dependency and is not excused. Lockfile entries are neither side of a move.
 */
export function movedDependency(section: Pick<SupplyChainSection, 'removed_dependencies' | 'updated_dependencies'>, isLockfile: (path: string) => boolean): (dep: Dependency) => boolean {
  const removed = new Map<string, Dependency[]>();
  for (const r of [...section.removed_dependencies, ...section.updated_dependencies]) {
    if (isLockfile(r.manifest)) continue;
    const key = `${r.ecosystem}\u0000${normalizePackageName(r.ecosystem, r.name)}`;
    const list = removed.get(key);
    if (list === undefined) removed.set(key, [r]);
    else list.push(r);
  }
  return (dep) => {
    if (removed.size === 0 || isLockfile(dep.manifest)) return false;
    const from = removed.get(`${dep.ecosystem}\u0000${normalizePackageName(dep.ecosystem, dep.name)}`) ?? [];
    return from.some((r) => r.manifest !== dep.manifest && (dep.dev || !r.dev));
  };
}
