import type { KeyedFinding } from '../../ecosystems/finding.js';
import { makeFinding } from '../../ecosystems/finding.js';
import { PACKAGE_MANAGER_DEP_TYPE } from '../../ecosystems/npm/pnpm-lock.js';
import { directionOf } from '../../ecosystems/versions.js';
import type { Dependency, UpdatedDependency } from '../../signal/schema.js';
import type { ChangeKind, DependencyChange } from './change-list.js';

/** Transitive lockfile changes listed per lockfile and list at most; past that, one info finding. */
export const MAX_TRANSITIVE_CHANGES = 250;

export interface DependencyLists {
  readonly newDependencies: Dependency[];
  readonly updatedDependencies: UpdatedDependency[];
  readonly removedDependencies: Dependency[];
  /** `lockfile-large-change`, one per lockfile that changes more than is listed. */
  readonly findings: KeyedFinding[];
}

const byManifestAndName = (a: Dependency, b: Dependency): number =>
  a.manifest < b.manifest ? -1 : a.manifest > b.manifest ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

/**
 * Nothing is both new and removed in one file: a package that a file lists as removed and as new
 * (one copy gone, another arrived) is one update; the same version on both sides is no change.
 */
function reconcile(lists: Record<ChangeKind, (Dependency | UpdatedDependency)[]>): void {
  const identity = (d: Dependency): string => `${d.ecosystem}\u0000${d.name.toLowerCase()}\u0000${d.manifest}`;
  const removed = new Map<string, Dependency>();
  for (const dep of lists.removed) if (!removed.has(identity(dep))) removed.set(identity(dep), dep);
  const dropped = new Set<Dependency>();
  for (const dep of lists.added) {
    const gone = removed.get(identity(dep));
    if (gone === undefined || dropped.has(gone)) continue;
    dropped.add(gone);
    dropped.add(dep);
    if (gone.version !== dep.version) {
      lists.updated.push({ ...dep, from_version: gone.version, to_version: dep.version, direction: directionOf(dep.ecosystem, gone.version, dep.version) });
    }
  }
  if (dropped.size === 0) return;
  lists.added = lists.added.filter((d) => !dropped.has(d));
  lists.removed = lists.removed.filter((d) => !dropped.has(d));
}

/**
 * Entries of the change list that are no package of the project's, left out of its lists (the
 * checks still read them): a workflow's local action (`uses: ./.github/actions/setup`, `./v4`,
 * `$/dir`), a directory of this repository whose files the PR shows as files; and the package
 * manager pinning itself in its lockfile (pnpm 10's `packageManagerDependencies`: `@pnpm/exe` and
 * its platform binaries, pnpm-lock.ts), which `packageManager` in package.json declares.
 */
function notAPackage(change: DependencyChange): boolean {
  if (change.ecosystem === 'github-actions' && change.record.source === 'path') return true;
  if (change.origin !== 'lockfile') return false;
  const entries = [...(change.head?.all ?? []), ...(change.base?.all ?? [])];
  return entries.length > 0 && entries.every((d) => d.depType === PACKAGE_MANAGER_DEP_TYPE);
}

/**
 * The signal's new, updated and removed lists: each package once per manifest and list; a
 * lockfile lists what no manifest beside it reported, at most MAX_TRANSITIVE_CHANGES per list.
 */
export function dependencyLists(changes: readonly DependencyChange[]): DependencyLists {
  const lists: Record<ChangeKind, (Dependency | UpdatedDependency)[]> = { added: [], updated: [], removed: [] };
  const seen = new Set<string>();
  const listedPerLockfile = new Map<string, Record<ChangeKind, number>>();
  const omittedPerLockfile = new Map<string, number>();
  for (const change of changes) {
    if (change.origin === 'lockfile' && change.declared) continue;
    if (notAPackage(change)) continue;
    // Declared again where another manifest of the PR keeps it, at the same version: not new to the project.
    if (change.keptIn !== undefined) continue;
    const { record } = change;
    // A lockfile can hold several copies of one package: each version of it is listed once.
    const version = change.origin === 'lockfile' ? `\u0000${change.from ?? ''}\u0000${change.to ?? ''}` : '';
    const key = `${change.change}\u0000${record.ecosystem}\u0000${record.name}\u0000${record.manifest}${version}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // Counted after the duplicates are dropped: the cap is on what is listed, and the note counts what is not.
    if (change.origin === 'lockfile') {
      const listed = listedPerLockfile.get(change.path) ?? { added: 0, updated: 0, removed: 0 };
      listedPerLockfile.set(change.path, listed);
      if (listed[change.change] >= MAX_TRANSITIVE_CHANGES) {
        omittedPerLockfile.set(change.path, (omittedPerLockfile.get(change.path) ?? 0) + 1);
        continue;
      }
      listed[change.change] += 1;
    }
    if (change.change === 'added' && change.copyOf != null) {
      // Another version of a package the lockfile already held: an update, not a new dependency.
      const from = change.copyOf;
      lists.updated.push({ ...record, from_version: from, to_version: record.version, direction: directionOf(record.ecosystem, from, record.version) });
    } else lists[change.change].push(record);
  }
  reconcile(lists);
  const findings = [...omittedPerLockfile].map(([path, omitted]) =>
    makeFinding({
      id: 'lockfile-large-change',
      severity: 'info',
      title: `${path} changes more packages than are listed`,
      detail: `${omitted} more transitive package changes in ${path} are not listed (at most ${MAX_TRANSITIVE_CHANGES} per kind of change).`,
      path,
      subject: 'large',
    }),
  );
  return {
    newDependencies: lists.added.sort(byManifestAndName),
    updatedDependencies: (lists.updated as UpdatedDependency[]).sort(byManifestAndName),
    removedDependencies: lists.removed.sort(byManifestAndName),
    findings,
  };
}
