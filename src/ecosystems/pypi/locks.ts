import { parseJsonLimited } from '../../limited-parse.js';
import type { DependencySourceKind, ExtractedDependency, ExtractResult } from '../types.js';
import { skip } from '../types.js';
import { asString, isRecord } from '../util.js';
import { readTomlLock, TomlRaw, decodeTomlRaw, tomlRawNames } from '../toml-lock.js';
import type { LockScanSpec } from '../toml-lock.js';
import { parseToml, tableDependency } from './pyproject.js';

/** The hashes of `first` (an sdist) and of the files in `files`, sorted, one space apart; null when none. */
function hashesOf(files: unknown, first: Record<string, unknown> | null = null): string | null {
  const hashes: string[] = [];
  if (first !== null && typeof first.hash === 'string') hashes.push(first.hash);
  if (Array.isArray(files)) for (const f of files) if (isRecord(f) && typeof f.hash === 'string') hashes.push(f.hash);
  if (hashes.length === 0) return null;
  return hashes.length === 1 ? hashes[0]! : hashes.sort().join(' ');
}

/** What extractPoetryLock reads of poetry.lock (older lock versions keep hashes in `[metadata.files]`). */
export const POETRY_LOCK_SCAN: LockScanSpec = {
  packageKeys: new Set(['name', 'version', 'category', 'groups', 'files', 'source']),
  packageTables: new Set(['source']),
  tables: new Set(['metadata.files']),
};

/** poetry.lock: `[[package]]` with name, version, category or groups, `[package.source]`, files. */
export function extractPoetryLock(content: string): ExtractResult {
  const doc = readTomlLock(content, POETRY_LOCK_SCAN);
  return typeof doc === 'string' ? skip(doc) : poetryLockResult(doc);
}

/** The dependencies of a poetry.lock document (scanned or parsed). */
export function poetryLockResult(doc: Record<string, unknown>): ExtractResult {
  const metadataFiles = isRecord(doc.metadata) && isRecord(doc.metadata.files) ? doc.metadata.files : {};
  const deps: ExtractedDependency[] = [];
  for (const pkg of Array.isArray(doc.package) ? doc.package : []) {
    if (!isRecord(pkg)) continue;
    const name = asString(pkg.name);
    if (!name) continue;
    const source = isRecord(pkg.source) ? pkg.source : null;
    const type = source ? asString(source.type) : null;
    const url = source ? asString(source.url) : null;
    let kind: DependencySourceKind = 'registry';
    if (type === 'git') kind = 'git';
    else if (type === 'directory' || type === 'file') kind = 'path';
    else if (type === 'url') kind = 'url';
    const groups = Array.isArray(pkg.groups) ? pkg.groups : null;
    deps.push({
      name,
      version: asString(pkg.version),
      dev: asString(pkg.category) === 'dev' || (groups !== null && groups.length > 0 && !groups.includes('main')),
      source: kind,
      depType: 'locked',
      resolved: url,
      integrity: hashesOf(pkg.files) ?? hashesOf(metadataFiles[name]),
    });
  }
  return { deps };
}

/**
 * What extractUvLock reads of uv.lock. Dependency lists are kept as their text: only their names are
 * read, and only when the lock has development groups to tell apart (uvDevOnly).
 */
export const UV_LOCK_SCAN: LockScanSpec = {
  packageKeys: new Set(['name', 'version', 'source', 'sdist', 'wheels']),
  packageTables: new Set(['source', 'sdist', 'optional-dependencies', 'dev-dependencies']),
  rawPackageKeys: new Set(['dependencies', 'optional-dependencies', 'dev-dependencies']),
  rawPackageTables: new Set(['optional-dependencies', 'dev-dependencies']),
};

/** The names in a uv.lock dependency list (`[{ name = "x", marker = "..." }, ...]`), parsed or kept as text by the scanner. */
function dependencyNames(list: unknown): string[] {
  if (list instanceof TomlRaw) return tomlRawNames(list);
  const names: string[] = [];
  if (Array.isArray(list)) for (const entry of list) if (isRecord(entry) && typeof entry.name === 'string') names.push(entry.name);
  return names;
}

/** The names in every group of a `[package.optional-dependencies]` or `[package.dev-dependencies]` table. */
function groupNames(table: unknown): string[] {
  const value = table instanceof TomlRaw ? decodeTomlRaw(table) : table;
  if (!isRecord(value)) return [];
  const names: string[] = [];
  for (const group of Object.values(value)) for (const name of dependencyNames(group)) names.push(name);
  return names;
}

function isProject(pkg: Record<string, unknown>): boolean {
  const source = pkg.source;
  return isRecord(source) && ('virtual' in source || 'editable' in source);
}

/**
 * The packages of a uv.lock only development groups reach: from the project's own entries (source
 * `virtual` or `editable`, workspace members included), the closure of their `dependency-groups`
 * (`[package.dev-dependencies]`) minus the closure of what users install (`dependencies` and the
 * extras in `[package.optional-dependencies]`). Empty when the lock names no project of its own or
 * the project has no development groups; then no dependency list is read at all. Each list is read
 * (names only) when the walk reaches its package.
 */
function uvDevOnly(packages: readonly Record<string, unknown>[]): (name: string) => boolean {
  const projects = packages.filter((pkg) => asString(pkg.name) && isProject(pkg));
  const devRoots = projects.flatMap((pkg) => groupNames(pkg['dev-dependencies']));
  if (devRoots.length === 0) return () => false;
  const runtimeRoots = projects.flatMap((pkg) => [...dependencyNames(pkg.dependencies), ...groupNames(pkg['optional-dependencies'])]);
  // Each distinct name an id, and its entries (a package resolved at several versions has several).
  const ids = new Map<string, number>();
  const entries: (Record<string, unknown> | Record<string, unknown>[])[] = [];
  for (const pkg of packages) {
    const name = asString(pkg.name);
    if (!name) continue;
    const id = ids.get(name);
    if (id === undefined) {
      ids.set(name, entries.length);
      entries.push(pkg);
    } else {
      const known = entries[id]!;
      if (Array.isArray(known)) known.push(pkg);
      else entries[id] = [known, pkg];
    }
  }
  const RUNTIME = 1;
  const DEV = 2;
  /** Per id: 0 not reached, RUNTIME, or DEV (reached from development groups and not by users). */
  const reached = new Uint8Array(entries.length);
  // Marks what `roots` reach and no earlier walk did: what is reached from a package users install
  // is installed too, so the development walk stops there.
  const walk = (roots: readonly string[], mark: number): void => {
    const stack: number[] = [];
    const visit = (name: string) => {
      const id = ids.get(name);
      if (id !== undefined && reached[id] === 0) {
        reached[id] = mark;
        stack.push(id);
      }
    };
    const follow = (pkg: Record<string, unknown>) => {
      for (const name of dependencyNames(pkg.dependencies)) visit(name);
      if (pkg['optional-dependencies'] !== undefined) for (const name of groupNames(pkg['optional-dependencies'])) visit(name);
    };
    roots.forEach(visit);
    while (stack.length > 0) {
      const found = entries[stack.pop()!]!;
      if (Array.isArray(found)) found.forEach(follow);
      else follow(found);
    }
  };
  walk(runtimeRoots, RUNTIME);
  walk(devRoots, DEV);
  return (name) => reached[ids.get(name) ?? -1] === DEV;
}

/** uv.lock: `[[package]]` with a `source` table (registry, git, url, path, editable, virtual). */
export function extractUvLock(content: string): ExtractResult {
  const doc = readTomlLock(content, UV_LOCK_SCAN);
  return typeof doc === 'string' ? skip(doc) : uvLockResult(doc);
}

/** The dependencies of a uv.lock document (scanned or parsed). */
export function uvLockResult(doc: Record<string, unknown>): ExtractResult {
  const deps: ExtractedDependency[] = [];
  const packages = (Array.isArray(doc.package) ? doc.package : []).filter(isRecord);
  const isDevOnly = uvDevOnly(packages);
  for (const pkg of packages) {
    const name = asString(pkg.name);
    if (!name) continue;
    const source = isRecord(pkg.source) ? pkg.source : {};
    if ('virtual' in source || 'editable' in source) continue; // the project itself, workspace members
    let kind: DependencySourceKind = 'registry';
    let resolved: string | null = null;
    if (typeof source.git === 'string') {
      kind = 'git';
      resolved = source.git;
    } else if (typeof source.url === 'string') {
      kind = 'url';
      resolved = source.url;
    } else if (typeof source.path === 'string' || typeof source.directory === 'string') kind = 'path';
    const sdist = isRecord(pkg.sdist) ? pkg.sdist : null;
    const wheels = Array.isArray(pkg.wheels) ? pkg.wheels : [];
    const artifactUrl = asString(sdist?.url) ?? (isRecord(wheels[0]) ? asString(wheels[0].url) : null);
    if (kind === 'registry') resolved = artifactUrl ?? asString(source.registry);
    deps.push({
      name,
      version: asString(pkg.version),
      dev: isDevOnly(name),
      source: kind,
      depType: 'locked',
      resolved,
      integrity: hashesOf(wheels, sdist),
    });
  }
  return { deps };
}

/** Pipfile: `[packages]`, `[dev-packages]` (and other categories) as Poetry-like tables. */
export function extractPipfile(content: string): ExtractResult {
  const doc = parseToml(content);
  if (typeof doc === 'string') return skip(doc);
  const deps: ExtractedDependency[] = [];
  for (const [section, value] of Object.entries(doc)) {
    if (section === 'source' || section === 'requires' || section === 'scripts' || section === 'pipenv' || !isRecord(value)) continue;
    const dev = section !== 'packages';
    for (const [name, spec] of Object.entries(value)) deps.push(tableDependency(name, spec, dev, section));
  }
  return { deps };
}

/** Pipfile.lock: JSON with `default` and `develop` maps, `_meta.sources` indexes. */
export function extractPipfileLock(content: string): ExtractResult {
  const parsed = parseJsonLimited(content);
  if (!parsed.ok) return skip(parsed.reason);
  const doc = parsed.value;
  if (!isRecord(doc)) return skip('not a Pipfile.lock object');
  const meta = isRecord(doc._meta) ? doc._meta : {};
  const sources = new Map<string, string>();
  for (const source of Array.isArray(meta.sources) ? meta.sources : []) {
    if (isRecord(source) && typeof source.name === 'string' && typeof source.url === 'string') sources.set(source.name, source.url);
  }
  const defaultIndex = sources.values().next().value ?? null;
  const deps: ExtractedDependency[] = [];
  for (const [section, dev] of [['default', false], ['develop', true]] as const) {
    const map = doc[section];
    if (!isRecord(map)) continue;
    for (const [name, entry] of Object.entries(map)) {
      if (!isRecord(entry)) continue;
      const dep = tableDependency(name, entry, dev, section);
      const index = asString(entry.index);
      deps.push({
        ...dep,
        version: asString(entry.version)?.replace(/^==/, '') ?? dep.version,
        depType: 'locked',
        resolved: dep.source === 'registry' ? ((index ? sources.get(index) : undefined) ?? defaultIndex) : dep.target,
        integrity: Array.isArray(entry.hashes) ? entry.hashes.filter((h): h is string => typeof h === 'string').sort().join(' ') : null,
      });
    }
  }
  return { deps };
}
