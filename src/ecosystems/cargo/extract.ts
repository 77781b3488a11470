import { parseToml, tableDependency } from '../pypi/pyproject.js';
import { readTomlLock } from '../toml-lock.js';
import type { LockScanSpec } from '../toml-lock.js';
import type { ExtractedDependency, ExtractResult } from '../types.js';
import { skip } from '../types.js';
import { asString, isRecord } from '../util.js';

const SECTIONS: readonly [string, boolean][] = [
  ['dependencies', false],
  ['build-dependencies', false],
  ['dev-dependencies', true],
];

function addSections(table: Record<string, unknown>, deps: ExtractedDependency[], prefix: string): void {
  for (const [section, dev] of SECTIONS) {
    const map = table[section] ?? table[section.replace('-', '_')];
    if (!isRecord(map)) continue;
    for (const [key, value] of Object.entries(map)) {
      const renamed = isRecord(value) ? asString(value.package) : null;
      const dep = tableDependency(renamed ?? key, value, dev, `${prefix}${section}`);
      deps.push(isRecord(value) && value.workspace === true ? { ...dep, source: 'registry', version: 'workspace' } : dep);
    }
  }
}

/** Cargo.toml: dependencies, dev- and build-dependencies (also per target and workspace), `[patch.*]` and `[replace]` entries, `package.build`. */
export function extractCargoToml(content: string): ExtractResult {
  const doc = parseToml(content);
  if (typeof doc === 'string') return skip(doc);
  const deps: ExtractedDependency[] = [];
  addSections(doc, deps, '');
  if (isRecord(doc.target)) {
    for (const [target, table] of Object.entries(doc.target)) if (isRecord(table)) addSections(table, deps, `target.${target}.`);
  }
  if (isRecord(doc.workspace) && isRecord(doc.workspace.dependencies)) {
    for (const [name, value] of Object.entries(doc.workspace.dependencies)) deps.push(tableDependency(name, value, false, 'workspace.dependencies'));
  }
  // `[patch.crates-io]` (and `[patch."https://…"]`) swaps a dependency for another source in every
  // crate of the build, the way an npm override does; the old `[replace]` (`"serde:1.0.0" = { git = … }`) too.
  if (isRecord(doc.patch)) {
    for (const [registry, table] of Object.entries(doc.patch)) {
      if (!isRecord(table)) continue;
      for (const [key, value] of Object.entries(table)) {
        const renamed = isRecord(value) ? asString(value.package) : null;
        deps.push(tableDependency(renamed ?? key, value, false, `patch.${registry}`));
      }
    }
  }
  if (isRecord(doc.replace)) {
    for (const [key, value] of Object.entries(doc.replace)) deps.push(tableDependency(key.split(':')[0] ?? key, value, false, 'replace'));
  }
  const pkg = isRecord(doc.package) ? doc.package : {};
  const build = typeof pkg.build === 'string' ? pkg.build : null;
  return { deps, buildScript: build, packageName: asString(pkg.name) };
}

/** What extractCargoLock reads of Cargo.lock. */
export const CARGO_LOCK_SCAN: LockScanSpec = { packageKeys: new Set(['name', 'version', 'source', 'checksum']) };

/** Cargo.lock: `[[package]]` with name, version, source (registry+, sparse+, git+) and checksum. */
export function extractCargoLock(content: string): ExtractResult {
  const doc = readTomlLock(content, CARGO_LOCK_SCAN);
  return typeof doc === 'string' ? skip(doc) : cargoLockResult(doc);
}

/** The dependencies of a Cargo.lock document (scanned or parsed). */
export function cargoLockResult(doc: Record<string, unknown>): ExtractResult {
  const deps: ExtractedDependency[] = [];
  const localPackages: string[] = [];
  for (const pkg of Array.isArray(doc.package) ? doc.package : []) {
    if (!isRecord(pkg)) continue;
    const name = asString(pkg.name);
    const source = asString(pkg.source);
    if (name && source === null) localPackages.push(name);
    if (!name || source === null) continue; // workspace members and path crates
    const git = source.startsWith('git+');
    deps.push({
      name,
      version: asString(pkg.version),
      dev: false,
      source: git ? 'git' : 'registry',
      depType: 'locked',
      resolved: source.replace(/^(?:registry|sparse)\+/, ''),
      integrity: asString(pkg.checksum),
    });
  }
  return { deps, localPackages };
}
