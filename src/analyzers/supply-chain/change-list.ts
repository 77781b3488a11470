import { isManifestNamed } from '../../ecosystems/api.js';
import { reviewEcosystem } from '../../ecosystems/dependency-review.js';
import { diffDependencies, displayVersion } from '../../ecosystems/diff.js';
import type { DependencyIndex, IndexedDependency } from '../../ecosystems/diff.js';
import type { ExtractedDependency } from '../../ecosystems/types.js';
import { baseNameOf, dirNameOf, isDevelopmentProjectPath, lineOf } from '../../ecosystems/util.js';
import { workflowDependencies } from '../../ecosystems/github-actions/extract.js';
import { baseWorkflowFiles } from '../../ecosystems/github-actions/kept-actions.js';
import { compareLoose, directionOf } from '../../ecosystems/versions.js';
import { isConstraintChange, reportedVersion } from '../../ecosystems/version-facts.js';
import type { Dependency, UpdatedDependency } from '../../signal/schema.js';
import type { PrSnapshot } from '../../snapshot/pr-snapshot.js';
import type { ParsedFile } from './parsed-file.js';
import { isLockfile, lockfileFor, sideIndex } from './parsed-file.js';
import { pushAll } from '../../push-all.js';

/**
 * The change list: every dependency the PR adds, removes or changes, in every manifest, CI file
 * and lockfile it touches (after dependency-review-action's `changes`). Built once; the lists of
 * the signal and every check read it, none diffs files again.
 */

export type ChangeKind = 'added' | 'removed' | 'updated';

export interface DependencyChange {
  readonly change: ChangeKind;
  /** Where the change was read: a manifest (or CI file), a lockfile, or GitHub's dependency review. */
  readonly origin: 'manifest' | 'lockfile' | 'dependency-review';
  readonly ecosystem: string;
  /** The file that declares or locks it (the manifest path, for dependency review). */
  readonly path: string;
  /** The parsed file, for manifests and lockfiles. */
  readonly file: ParsedFile | null;
  /** The normalized package name. */
  readonly key: string;
  readonly base: IndexedDependency | null;
  readonly head: IndexedDependency | null;
  /** The version before (resolved through the lockfile for manifests when it has one), and after. */
  readonly from: string | null;
  readonly to: string | null;
  readonly direction: UpdatedDependency['direction'] | null;
  /** Lockfile changes: a manifest changed in the PR already reports this package. */
  readonly declared: boolean;
  /** The entry of the signal's new, removed or updated list. */
  readonly record: Dependency | UpdatedDependency;
  /**
   * An added lockfile copy of a package the base already locked at another version (a resolution
   * split: `sphinx 8.1.3` for older Pythons beside `8.2.3`): that base version. Listed as an update
   * from it, not as a new dependency; the added-entry checks still read it.
   */
  readonly copyOf?: string | null;
  /**
   * An added manifest entry that another manifest of the PR, of the same ecosystem, declared before
   * and still declares at the same version and source (`dev.in` switched from `-r docs.in` to the
   * existing compiled `-r docs.txt`, whose pins `dev.txt` already held): that manifest's path. The
   * package installed before and installs after; it is left out of the new list (keptElsewhere).
   * For a GitHub Action, a workflow or action file of the base that already runs an action of the
   * same repository, at any ref (actionsInUse): the repository already trusts that owner's code.
   */
  readonly keptIn?: string;
}

export interface LockfileChange {
  readonly lock: ParsedFile;
  /** A manifest this lockfile belongs to changes in the PR too. */
  readonly manifestChanged: boolean;
}

export interface ChangeList {
  readonly changes: readonly DependencyChange[];
  readonly lockfiles: readonly LockfileChange[];
}

/** 1-based line of a dependency in its file: the extracted line, or where its name first appears. */
export function dependencyLine(content: string | null, dep: ExtractedDependency): number | null {
  if (dep.line) return dep.line;
  return lineOf(content, `"${dep.name}"`) ?? lineOf(content, dep.name);
}

/**
 * A dependency of an example, sample, benchmark or playground project or of the documentation site is
 * a development one, whatever its section. A compiled requirements file's transitive pin (every
 * occurrence `requiredBy` a package) carries that package as `introduced_by`, as a lockfile's new
 * transitive package does.
 */
function toDependency(ecosystem: string, entry: IndexedDependency, manifest: string, version: string | null): Dependency {
  const record: Dependency = { ecosystem, name: entry.name, version, manifest, dev: entry.dev || isDevelopmentProjectPath(manifest), source: entry.source };
  const requiredBy = entry.first.requiredBy;
  return requiredBy !== undefined && entry.all.every((dep) => dep.requiredBy !== undefined) ? { ...record, introduced_by: requiredBy } : record;
}

/** The resolved version of a package in a lockfile index, when it has one. */
function resolvedVersion(ecosystem: string, index: DependencyIndex | null, key: string): string | null {
  const entry = index?.get(key);
  return entry ? displayVersion(ecosystem, entry) : null;
}

function isUnder(path: string, dir: string): boolean {
  return dir === '' || path.startsWith(`${dir}/`);
}

/**
 * The direction of an update between two reported versions: `constraint` when both are declared
 * ranges that overlap (nothing installed need move), else upgrade, downgrade or changed.
 */
function versionDirection(ecosystem: string, from: string | null, to: string | null, declared: boolean): UpdatedDependency['direction'] {
  if (declared && isConstraintChange(ecosystem, from, to)) return 'constraint';
  return directionOf(ecosystem, from, to);
}

/** The changes of a manifest (or CI file), with versions resolved through its lockfile when it has one. */
function manifestChanges(file: ParsedFile, lock: ParsedFile | null): DependencyChange[] {
  const { ecosystem, path } = file;
  if (file.base?.skipReason || file.head?.skipReason) return [];
  if (file.base === null && file.head === null) return [];
  const diff = diffDependencies(ecosystem, sideIndex(file, 'base') ?? new Map(), sideIndex(file, 'head') ?? new Map());
  const baseLock = lock ? sideIndex(lock, 'base') : null;
  const headLock = lock ? sideIndex(lock, 'head') : null;
  const common = { origin: 'manifest', ecosystem, path, file, declared: false } as const;
  const baseContent = file.content?.base ?? null;
  const headContent = file.content?.head ?? null;
  const changes: DependencyChange[] = [];
  // pnpm-workspace.yaml's catalogs say nothing of who uses an entry: pnpm's lockfile beside it
  // does (its importers' devDependencies, by graph), so a package it marks development is one.
  const catalogFile = baseNameOf(path) === 'pnpm-workspace.yaml';
  const toRecord = (key: string, entry: IndexedDependency, version: string | null): Dependency => {
    const record = toDependency(ecosystem, entry, path, version);
    const lockEntry = catalogFile && !record.dev ? (headLock?.get(key) ?? baseLock?.get(key)) : undefined;
    return lockEntry?.dev === true ? { ...record, dev: true } : record;
  };
  for (const [key, entry] of diff.added) {
    const to = reportedVersion(resolvedVersion(ecosystem, headLock, key) ?? displayVersion(ecosystem, entry), headContent);
    changes.push({ ...common, change: 'added', key, base: null, head: entry, from: null, to, direction: null, record: toRecord(key, entry, to) });
  }
  for (const [key, entry] of diff.removed) {
    const from = reportedVersion(resolvedVersion(ecosystem, baseLock, key) ?? displayVersion(ecosystem, entry), baseContent);
    changes.push({ ...common, change: 'removed', key, base: entry, head: null, from, to: null, direction: null, record: toRecord(key, entry, from) });
  }
  for (const update of diff.updated) {
    const fromResolved = resolvedVersion(ecosystem, baseLock, update.key);
    const toResolved = resolvedVersion(ecosystem, headLock, update.key);
    const useResolved = fromResolved !== null && toResolved !== null && fromResolved !== toResolved;
    const from = reportedVersion(useResolved ? fromResolved : update.from, baseContent);
    const to = reportedVersion(useResolved ? toResolved : update.to, headContent);
    const direction = versionDirection(ecosystem, from, to, !useResolved);
    changes.push({
      ...common,
      change: 'updated',
      key: update.key,
      base: update.base,
      head: update.head,
      from,
      to,
      direction,
      record: { ...toRecord(update.key, update.head, to), from_version: from, to_version: to, direction },
    });
  }
  return changes;
}

/** The changes of a lockfile; `declared` marks the packages a manifest beside it already reports. */
function lockfileChanges(lock: ParsedFile, declared: ReadonlySet<string>): DependencyChange[] {
  const { ecosystem, path } = lock;
  const headIndex = sideIndex(lock, 'head');
  if (headIndex === null) return [];
  const diff = diffDependencies(ecosystem, sideIndex(lock, 'base') ?? new Map(), headIndex);
  const common = { origin: 'lockfile', ecosystem, path, file: lock } as const;
  const changes: DependencyChange[] = [];
  const introducer = introducers(headIndex, new Set([...diff.added.map(([key]) => key), ...diff.updated.map((u) => u.key), ...declared]));
  for (const [key, entry] of diff.added) {
    const to = reportedVersion(displayVersion(ecosystem, entry), null);
    const record = toDependency(ecosystem, entry, path, to);
    const via = declared.has(key) ? undefined : introducer(entry.name);
    changes.push({ ...common, change: 'added', key, declared: declared.has(key), base: null, head: entry, from: null, to, direction: null, record: via ? { ...record, introduced_by: via } : record });
  }
  for (const [key, entry] of diff.removed) {
    const from = reportedVersion(displayVersion(ecosystem, entry), null);
    changes.push({ ...common, change: 'removed', key, declared: declared.has(key), base: entry, head: null, from, to: null, direction: null, record: toDependency(ecosystem, entry, path, from) });
  }
  for (const update of diff.updated) {
    const isDeclared = declared.has(update.key);
    let sortedBase: string[] | undefined;
    for (const pair of pairVersions(ecosystem, update.base, update.head)) {
      const { base, head } = pair;
      if (base !== null && head !== null) {
        const from = reportedVersion(pair.from, null);
        const to = reportedVersion(pair.to, null);
        const direction = directionOf(ecosystem, from, to);
        changes.push({
          ...common,
          change: 'updated',
          key: update.key,
          declared: isDeclared,
          base,
          head,
          from,
          to,
          direction,
          record: { ...toDependency(ecosystem, head, path, to), from_version: from, to_version: to, direction },
        });
      } else if (head !== null) {
        const to = reportedVersion(pair.to, null);
        sortedBase ??= [...update.base.versions].sort(compareLoose);
        const copyOf = closestVersion(sortedBase, pair.to);
        changes.push({ ...common, change: 'added', key: update.key, declared: isDeclared, base: null, head, from: null, to, direction: null, record: toDependency(ecosystem, head, path, to), copyOf });
      } else if (base !== null) {
        const from = reportedVersion(pair.from, null);
        changes.push({ ...common, change: 'removed', key: update.key, declared: isDeclared, base, head: null, from, to: null, direction: null, record: toDependency(ecosystem, base, path, from) });
      }
    }
  }
  return changes;
}

/**
 * Who brought a new package in: among the head lockfile's packages that require it, one that the
 * PR added or changed (`name@version`); null when the lockfile records no such edge.
 */
function introducers(head: DependencyIndex, changed: ReadonlySet<string>): (name: string) => string | undefined {
  let parents: Map<string, string> | null = null;
  return (name) => {
    if (parents === null) {
      parents = new Map();
      for (const [key, entry] of head) {
        if (!changed.has(key)) continue;
        for (const dep of entry.all) {
          for (const child of dep.requires ?? []) if (!parents.has(child)) parents.set(child, `${dep.name}@${dep.version ?? '?'}`);
        }
      }
    }
    return parents.get(name);
  };
}

/** The entry narrowed to the copies of one version (`byVersion`: the entry's copies grouped by version, versionsOf(entry)). */
function copiesOf(entry: IndexedDependency, version: string, byVersion: ReadonlyMap<string, readonly ExtractedDependency[]>): IndexedDependency {
  const all = byVersion.get(version) ?? [];
  const first = all[0] ?? entry.first;
  return { name: entry.name, versions: [version], dev: all.every((d) => d.dev), source: first.source, first, all: all.length > 0 ? [...all] : [first] };
}

/** An entry's copies grouped by version, in their order. */
function versionsOf(entry: IndexedDependency): Map<string, ExtractedDependency[]> {
  const byVersion = new Map<string, ExtractedDependency[]>();
  for (const dep of entry.all) {
    const version = dep.version ?? '';
    const list = byVersion.get(version);
    if (list === undefined) byVersion.set(version, [dep]);
    else list.push(dep);
  }
  return byVersion;
}

export interface VersionPair {
  readonly base: IndexedDependency | null;
  readonly head: IndexedDependency | null;
  readonly from: string | null;
  readonly to: string | null;
}

const majorOf = (version: string): string => /\d+/.exec(version)?.[0] ?? '';

/** How many of `sorted` (ascending by compareLoose) are at or below `to`: they come first. */
function countAtOrBelow(sorted: readonly string[], to: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareLoose(sorted[mid]!, to) <= 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Among `sorted` (ascending by compareLoose), the closest below `to` (or the lowest when none is below). */
function closestVersion(sorted: readonly string[], to: string | null): string | null {
  if (to === null) return sorted[0] ?? null;
  const below = countAtOrBelow(sorted, to);
  return below > 0 ? sorted[below - 1]! : (sorted[0] ?? null);
}

/**
 * A sorted list of versions from which versions are taken out, answering "the highest left at or
 * below v, else the lowest left" in about log time: positions taken out point to the one before
 * them (a union-find over positions), and the lowest left is found by a pointer that only moves on.
 */
class SortedPool {
  private readonly before: Int32Array;
  private lowest = 0;
  left: number;

  constructor(readonly sorted: readonly string[]) {
    this.before = Int32Array.from(sorted, (_, i) => i);
    this.left = sorted.length;
  }

  private alive(i: number): boolean {
    return this.before[i] === i;
  }

  /** The highest position at or below `i` still in the pool, or -1. */
  private atOrBefore(i: number): number {
    let root = i;
    while (root >= 0 && this.before[root] !== root) root = this.before[root]!;
    while (i >= 0 && this.before[i] !== i) {
      const next = this.before[i]!;
      this.before[i] = root;
      i = next;
    }
    return root;
  }

  /** The position of the highest version left at or below `to`, else of the lowest left; -1 when empty. */
  pick(to: string): number {
    if (this.left === 0) return -1;
    const below = this.atOrBefore(countAtOrBelow(this.sorted, to) - 1);
    if (below >= 0) return below;
    while (!this.alive(this.lowest)) this.lowest += 1;
    return this.lowest;
  }

  isLeft(position: number): boolean {
    return this.alive(position);
  }

  take(position: number): void {
    this.before[position] = position - 1;
    this.left -= 1;
  }
}

/**
 * How the copies of one package in a lockfile moved, when it holds several (pnpm, nested
 * node_modules, yarn): each version only the head has is paired with a version only the base had,
 * of the same major when there is one (the closest below it first); what is left over is a copy
 * added or removed. One version on each side is the plain update. In O(n log n) for n versions
 * (the pools of SortedPool; choosing by filtering every version left, per version, took 15 s for
 * 4,000 versions of one package).
 */
export function pairVersions(ecosystem: string, base: IndexedDependency, head: IndexedDependency): VersionPair[] {
  if (base.versions.length <= 1 && head.versions.length <= 1) {
    return [{ base, head, from: displayVersion(ecosystem, base), to: displayVersion(ecosystem, head) }];
  }
  const inHead = new Set(head.versions);
  const inBase = new Set(base.versions);
  const gone = base.versions.filter((v) => !inHead.has(v));
  const arrived = head.versions.filter((v) => !inBase.has(v));
  if (gone.length === 0 && arrived.length === 0) {
    // Same versions, another source: one update.
    return [{ base, head, from: displayVersion(ecosystem, base), to: displayVersion(ecosystem, head) }];
  }
  const byOrder = (a: string, b: string): number => compareLoose(a, b);
  gone.sort(byOrder);
  arrived.sort(byOrder);
  const baseCopies = versionsOf(base);
  const headCopies = versionsOf(head);
  // Every version gone, and those of each major, as pools (each keeps gone's order).
  const all = new SortedPool(gone);
  const majors = new Map<string, { pool: SortedPool; positions: number[] }>();
  /** Each gone version's index in its major's pool. */
  const inGroupOf = new Int32Array(gone.length);
  gone.forEach((version, position) => {
    const major = majorOf(version);
    const group = majors.get(major) ?? { pool: new SortedPool([]), positions: [] };
    inGroupOf[position] = group.positions.length;
    group.positions.push(position);
    majors.set(major, group);
  });
  for (const group of majors.values()) group.pool = new SortedPool(group.positions.map((position) => gone[position]!));
  const pairs: VersionPair[] = [];
  for (const to of arrived) {
    const group = majors.get(majorOf(to));
    let position: number;
    if (group !== undefined && group.pool.left > 0) {
      const inGroup = group.pool.pick(to);
      position = group.positions[inGroup]!;
      group.pool.take(inGroup);
      all.take(position);
    } else {
      position = all.pick(to);
      if (position >= 0) {
        all.take(position);
        majors.get(majorOf(gone[position]!))!.pool.take(inGroupOf[position]!);
      }
    }
    if (position < 0) {
      pairs.push({ base: null, head: copiesOf(head, to, headCopies), from: null, to });
      continue;
    }
    const from = gone[position]!;
    pairs.push({ base: copiesOf(base, from, baseCopies), head: copiesOf(head, to, headCopies), from, to });
  }
  gone.forEach((from, position) => {
    if (all.isLeft(position)) pairs.push({ base: copiesOf(base, from, baseCopies), head: null, from, to: null });
  });
  return pairs;
}

/** Dependencies GitHub's dependency review reports for manifests whose content the analysis did not get. */
function reviewedChanges(snapshot: PrSnapshot, parsed: readonly ParsedFile[]): DependencyChange[] {
  if (!snapshot.dependencyChanges) return [];
  const covered = new Set(parsed.filter((p) => p.base !== null || p.head !== null).map((p) => p.path));
  const byPackage = new Map<string, { added?: Dependency; removed?: Dependency }>();
  for (const change of snapshot.dependencyChanges) {
    if (covered.has(change.manifest)) continue;
    const dep: Dependency = {
      ecosystem: reviewEcosystem(change.ecosystem),
      name: change.name,
      version: change.version,
      manifest: change.manifest,
      dev: change.scope === 'development',
      source: 'registry',
    };
    const key = `${dep.ecosystem}\u0000${dep.manifest}\u0000${dep.name}`;
    const pair = byPackage.get(key) ?? {};
    if (change.changeType === 'added') pair.added = dep;
    else pair.removed = dep;
    byPackage.set(key, pair);
  }
  const changes: DependencyChange[] = [];
  for (const { added, removed } of byPackage.values()) {
    const dep = added ?? removed!;
    const common = { origin: 'dependency-review', ecosystem: dep.ecosystem, path: dep.manifest, file: null, key: dep.name, base: null, head: null, declared: false } as const;
    if (added && removed) {
      const direction = directionOf(added.ecosystem, removed.version, added.version);
      changes.push({
        ...common,
        change: 'updated',
        from: removed.version,
        to: added.version,
        direction,
        record: { ...added, from_version: removed.version, to_version: added.version, direction },
      });
    } else if (added) changes.push({ ...common, change: 'added', from: null, to: added.version, direction: null, record: added });
    else changes.push({ ...common, change: 'removed', from: dep.version, to: null, direction: null, record: dep });
  }
  return changes;
}

/**
 * Bundler: the gemspec of a gem the lockfile lists under `PATH` (the repository's own gem, which the
 * Gemfile's `gemspec` line reads: `factory_bot.gemspec` for `factory_bot` under `PATH remote: .`),
 * changed by the PR on either side of the lockfile. Its dependencies are the lockfile's too: a
 * development dependency added to or dropped from the gemspec moves Gemfile.lock with no change to the
 * Gemfile (a replay of a test-data library reported its maintainers' gemspec edits as lockfiles
 * changed without their manifest). A gemspec of a gem the lockfile does not list as its own does not count.
 */
function ownGemspecChanged(lock: ParsedFile, snapshot: PrSnapshot): boolean {
  if (lock.ecosystem !== 'rubygems') return false;
  const own = new Set([...(lock.base?.deps ?? []), ...(lock.head?.deps ?? [])].filter((d) => d.source === 'path').map((d) => `${d.name}.gemspec`));
  return own.size > 0 && snapshot.files.some((f) => f.status !== 'unchanged' && own.has(baseNameOf(f.path)) && isUnder(f.path, dirNameOf(lock.path)));
}

/** Manifests first (their lockfile resolves their versions), then lockfiles, then dependency review. */
export function buildChangeList(snapshot: PrSnapshot, parsed: readonly ParsedFile[]): ChangeList {
  const lockfiles = parsed.filter(isLockfile);
  const changes: DependencyChange[] = [];
  /** Names each lockfile should not list again, because a manifest beside it already did. */
  const declaredBy = new Map<ParsedFile, Set<string>>();
  for (const file of parsed) {
    if (isLockfile(file)) continue;
    const lock = file.match.file.kind === 'manifest' ? lockfileFor(file.path, file.ecosystem, lockfiles) : null;
    const fileChanges = manifestChanges(file, lock);
    pushAll(changes, fileChanges);
    if (lock) {
      const set = declaredBy.get(lock) ?? new Set<string>();
      for (const change of fileChanges) set.add(change.key);
      declaredBy.set(lock, set);
    }
  }
  const changedManifests = parsed.filter((p) => p.match.file.kind === 'manifest');
  const lockfileList: LockfileChange[] = [];
  for (const lock of lockfiles) {
    const dir = dirNameOf(lock.path);
    const manifests = lock.match.file.manifests ?? [];
    const governedBy = lock.match.file.governedBy ?? [];
    // Cargo: a lockfile also resolves the crates it lists as local (no `source`): a fuzz/ or examples/
    // workspace that depends on the main crate by path changes when that crate's Cargo.toml does.
    const local = new Set(lock.head?.localPackages ?? []);
    const manifestChanged =
      changedManifests.some((m) => m.ecosystem === lock.ecosystem && isUnder(m.path, dir) && isManifestNamed(manifests, baseNameOf(m.path))) ||
      (local.size > 0 && changedManifests.some((m) => m.ecosystem === lock.ecosystem && isManifestNamed(manifests, baseNameOf(m.path)) && local.has(m.head?.packageName ?? ''))) ||
      (governedBy.length > 0 && snapshot.files.some((f) => f.status !== 'unchanged' && isManifestNamed(governedBy, baseNameOf(f.path)))) ||
      ownGemspecChanged(lock, snapshot);
    lockfileList.push({ lock, manifestChanged });
    pushAll(changes, lockfileChanges(lock, declaredBy.get(lock) ?? new Set()));
  }
  pushAll(changes, reviewedChanges(snapshot, parsed));
  return { changes: centralTestPackages(actionsInUse(keptElsewhere(changes, parsed), parsed, snapshot), parsed), lockfiles: lockfileList };
}

/** NuGet's central package management file, which lists versions for every project of the repository. */
const CENTRAL_PACKAGES_FILE = /(?:^|\/)Directory\.Packages\.props$/i;
/** An MSBuild project file that references packages (`PackageReference`), one project's own. */
const PROJECT_FILE = /\.(?:cs|fs|vb)proj$/i;

/**
 * NuGet's central package management: a package `Directory.Packages.props` adds (`PackageVersion`)
 * is development-only when every project file of the PR that references it is a development one
 * (a test, example or benchmark project, isDevelopmentProjectPath, or a `PrivateAssets="all"`
 * reference) and at least one does. The central file lists every version with no sign of who uses
 * it: the project that references it tells (`Verify.Xunit` added for `test/Acme.Tests/`). A package
 * the central file only adds needs a project that references it, in the same PR; an update's
 * projects are not in the PR, so an update is left as it was.
 */
function centralTestPackages(changes: DependencyChange[], parsed: readonly ParsedFile[]): DependencyChange[] {
  const central = (c: DependencyChange) => c.ecosystem === 'nuget' && c.change === 'added' && c.origin === 'manifest' && !c.record.dev && CENTRAL_PACKAGES_FILE.test(c.path);
  if (!changes.some(central)) return changes;
  const referencedBy = new Map<string, boolean[]>();
  for (const file of parsed) {
    if (file.ecosystem !== 'nuget' || !PROJECT_FILE.test(file.path)) continue;
    const head = sideIndex(file, 'head');
    if (head === null) continue;
    for (const [key, entry] of head) {
      if (!entry.all.some((d) => d.depType === 'PackageReference')) continue;
      const list = referencedBy.get(key) ?? [];
      list.push(entry.dev || isDevelopmentProjectPath(file.path));
      referencedBy.set(key, list);
    }
  }
  return changes.map((c) => {
    if (!central(c)) return c;
    const uses = referencedBy.get(c.key);
    return uses !== undefined && uses.length > 0 && uses.every(Boolean) ? { ...c, record: { ...c.record, dev: true } } : c;
  });
}

/** The repository (`owner/repo`, lower-cased) of a remote action's name (`actions/cache/restore` → `actions/cache`), or null. */
function actionRepository(name: string): string | null {
  const [owner = '', repo = ''] = name.split('/');
  return owner === '' || repo === '' || owner.startsWith('.') ? null : `${owner}/${repo}`.toLowerCase();
}

/**
 * Marks the added remote actions (`uses: owner/repo[/path]@ref`) that a workflow or action file of
 * the base already runs, from the same repository at any ref (`keptIn`: that file): a maintainer
 * adding `actions/setup-node` to a second workflow brings in no code the repository did not already
 * run. What the base is known by costs no request of its own: the base side of every changed
 * workflow and action file (the same file's other jobs included), and the base's workflows and
 * local actions that were read for other rules (snapshot.baseFiles: the callers of a changed local
 * action, the workflows a payload-carrying title would reach). An action the base runs only in a
 * workflow that was not read still counts as new.
 */
function actionsInUse(changes: DependencyChange[], parsed: readonly ParsedFile[], snapshot: PrSnapshot): DependencyChange[] {
  const wanted = (c: DependencyChange): boolean => c.change === 'added' && c.ecosystem === 'github-actions' && c.record.source === 'registry' && c.keptIn === undefined;
  if (!changes.some(wanted)) return changes;
  const inUse = new Map<string, string>();
  const note = (name: string, path: string): void => {
    const repository = actionRepository(name);
    if (repository !== null && !inUse.has(repository)) inUse.set(repository, path);
  };
  const changedPaths = new Set<string>();
  for (const file of parsed) {
    changedPaths.add(file.path);
    if (file.ecosystem !== 'github-actions') continue;
    const base = file.base;
    if (base === null || base.skipReason !== undefined) continue;
    for (const dep of base.deps) if (dep.source === 'registry') note(dep.name, file.path);
  }
  for (const [path, workflow] of baseWorkflowFiles(snapshot.baseFiles)) {
    if (changedPaths.has(path)) continue;
    for (const dep of workflowDependencies(workflow)) if (dep.source === 'registry') note(dep.name, path);
  }
  if (inUse.size === 0) return changes;
  return changes.map((c) => {
    if (!wanted(c)) return c;
    const repository = actionRepository(c.record.name);
    const path = repository === null ? undefined : inUse.get(repository);
    return path === undefined ? c : { ...c, keptIn: path };
  });
}

/**
 * Marks the added manifest entries that another changed manifest of their ecosystem (not a
 * lockfile) lists on both sides, at the version and from the source the entry has (`keptIn`): a
 * requirements include that now reads a compiled file, a workspace package declaring what a
 * sibling already pins. Not when the entry installs at runtime what the other manifest kept for
 * development (dev to runtime is a new runtime dependency). Lockfile entries are never marked.
 */
function keptElsewhere(changes: DependencyChange[], parsed: readonly ParsedFile[]): DependencyChange[] {
  if (!changes.some((c) => c.change === 'added' && c.origin === 'manifest' && c.head !== null)) return changes;
  // Per ecosystem and package, each kept form once (version, source, development or not) with the
  // first manifest that keeps it: one pass over the manifests, one look-up per added entry. A file
  // that keeps a package on both sides does not add it, so the form found is another file's.
  const kept = new Map<string, { path: string; version: string | null; source: string; dev: boolean }[]>();
  for (const other of parsed) {
    if (isLockfile(other) || other.match.file.kind !== 'manifest') continue;
    const before = sideIndex(other, 'base');
    const after = sideIndex(other, 'head');
    if (before === null || after === null) continue;
    for (const [key, entry] of before) {
      const now = after.get(key);
      if (now === undefined) continue;
      const version = displayVersion(other.ecosystem, entry);
      if (displayVersion(other.ecosystem, now) !== version || now.source !== entry.source) continue;
      const dev = entry.dev || now.dev || isDevelopmentProjectPath(other.path);
      const id = `${other.ecosystem}\u0000${key}`;
      const forms = kept.get(id) ?? [];
      if (!forms.some((f) => f.version === version && f.source === entry.source && f.dev === dev)) forms.push({ path: other.path, version, source: entry.source, dev });
      kept.set(id, forms);
    }
  }
  if (kept.size === 0) return changes;
  return changes.map((c) => {
    if (c.change !== 'added' || c.origin !== 'manifest' || c.head === null) return c;
    const version = displayVersion(c.ecosystem, c.head);
    const source = c.head.source;
    const form = kept
      .get(`${c.ecosystem}\u0000${c.key}`)
      ?.find((f) => f.version === version && f.source === source && (c.record.dev || !f.dev));
    return form === undefined ? c : { ...c, keptIn: form.path };
  });
}
