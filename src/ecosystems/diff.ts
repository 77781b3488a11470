import type { DependencySourceKind, ExtractedDependency } from './types.js';
import { normalizePackageName } from './typosquat/index.js';
import { directionOf, highestVersion } from './versions.js';
import type { Direction } from './versions.js';

/** One package in one file, with every version the file holds for it. */
export interface IndexedDependency {
  readonly name: string;
  readonly versions: readonly string[];
  readonly dev: boolean;
  readonly source: DependencySourceKind;
  readonly first: ExtractedDependency;
  readonly all: readonly ExtractedDependency[];
}

export type DependencyIndex = ReadonlyMap<string, IndexedDependency>;

/** Groups a file's dependencies by normalized name; a package is dev only when every occurrence is. */
export function indexDependencies(ecosystem: string, deps: readonly ExtractedDependency[]): DependencyIndex {
  const groups = new Map<string, ExtractedDependency | ExtractedDependency[]>();
  for (const dep of deps) {
    const key = normalizePackageName(ecosystem, dep.name);
    const existing = groups.get(key);
    if (existing === undefined) groups.set(key, dep);
    else if (Array.isArray(existing)) existing.push(dep);
    else groups.set(key, [existing, dep]);
  }
  const index = new Map<string, IndexedDependency>();
  for (const [key, group] of groups) {
    if (!Array.isArray(group)) {
      // The common case: one entry per package.
      const version = group.version ?? '';
      index.set(key, { name: group.name, versions: version === '' ? [] : [version], dev: group.dev, source: group.source, first: group, all: [group] });
      continue;
    }
    const all = group;
    const versions = [...new Set(all.map((d) => d.version ?? ''))].filter((v) => v !== '').sort();
    const first = all.find((d) => d.depType === 'direct' || d.depType === 'top-level') ?? all[0]!;
    index.set(key, {
      name: first.name,
      versions,
      dev: all.every((d) => d.dev),
      source: (all.find((d) => d.source !== 'registry') ?? first).source,
      first,
      all,
    });
  }
  return index;
}

/** The one version to show for a package: its only version, or the highest. */
export function displayVersion(ecosystem: string, entry: IndexedDependency): string | null {
  if (entry.versions.length === 0) return entry.first.version ?? null;
  if (entry.versions.length === 1) return entry.versions[0]!;
  return highestVersion(ecosystem, entry.versions);
}

export interface DependencyUpdate {
  readonly key: string;
  readonly base: IndexedDependency;
  readonly head: IndexedDependency;
  readonly from: string | null;
  readonly to: string | null;
  readonly direction: Direction;
}

export interface DependencyDiff {
  readonly added: readonly [string, IndexedDependency][];
  readonly removed: readonly [string, IndexedDependency][];
  readonly updated: readonly DependencyUpdate[];
}

function sameVersions(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** New, removed and changed packages between two indexes of the same file. Linear in their size. */
export function diffDependencies(ecosystem: string, base: DependencyIndex, head: DependencyIndex): DependencyDiff {
  const added: [string, IndexedDependency][] = [];
  const removed: [string, IndexedDependency][] = [];
  const updated: DependencyUpdate[] = [];
  for (const [key, entry] of head) {
    const before = base.get(key);
    if (!before) {
      added.push([key, entry]);
      continue;
    }
    // An alias moved to another package (`"lodash": "^4"` to `"lodash": "npm:lodahs@^4"`) installs other code at the same version.
    if (sameVersions(before.versions, entry.versions) && before.source === entry.source && (before.first.target ?? null) === (entry.first.target ?? null)) continue;
    const from = displayVersion(ecosystem, before);
    const to = displayVersion(ecosystem, entry);
    updated.push({ key, base: before, head: entry, from, to, direction: directionOf(ecosystem, from, to) });
  }
  for (const [key, entry] of base) if (!head.has(key)) removed.push([key, entry]);
  return { added, removed, updated };
}
