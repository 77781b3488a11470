import semver from 'semver';
import type { PrSnapshot } from '../../snapshot/pr-snapshot.js';
import type { RegistryEcosystem, RegistryLookup } from '../../snapshot/registry-facts.js';
import type { DependencyChange } from './change-list.js';
import { buildChangeList } from './change-list.js';
import { parseChangedFilesAhead } from './parsed-file.js';

/**
 * Which new or updated packages of a PR have registry facts worth reading (src/registries reads
 * them, the service puts them into the snapshot, check-registry-facts.ts judges them). Pure.
 */

export interface RegistryTarget {
  readonly ecosystem: RegistryEcosystem;
  readonly name: string;
  /** The version the PR installs (npm manifests without a lockfile: the range). */
  readonly to: string;
  /** For updates: the version it replaces, when the registry can say who published that one. */
  readonly from: string | null;
  /** Declared in a manifest (or marked direct in its lockfile), not only pulled in by another package. */
  readonly direct: boolean;
  /** Where the finding goes: the first change that reports this package version (manifests come first). */
  readonly change: DependencyChange;
  /** A lockfile of the PR already says this version runs install scripts (npm hasInstallScript, pnpm requiresBuild). */
  readonly lockfileShowsScripts: boolean;
}

const ECOSYSTEMS: ReadonlySet<string> = new Set<RegistryEcosystem>(['npm', 'pypi', 'cargo', 'go', 'rubygems']);

/** Exact versions as each registry names them (linear patterns, anchored). */
const EXACT: Readonly<Record<Exclude<RegistryEcosystem, 'npm'>, RegExp>> = {
  pypi: /^\d[\w.+!-]*$/,
  cargo: /^\d+\.\d+\.\d[\w.+-]*$/,
  go: /^v\d+\.\d+\.\d[\w.+-]*$/,
  rubygems: /^\d+(?:\.\w+)*(?:-[\w.-]+)?$/,
};

/** Manifests of these ecosystems declare ranges (Cargo.toml `1.2` means ^1.2, Gemfile `~> 7.1`): only their lockfiles name what installs. */
const LOCKFILE_ONLY: ReadonlySet<string> = new Set(['cargo', 'rubygems']);

/** The version to ask the registry about, or null when the PR names none a registry can answer for. */
function lookupVersion(ecosystem: RegistryEcosystem, change: DependencyChange, version: string | null): string | null {
  if (version === null) return null;
  const trimmed = version.trim();
  if (ecosystem === 'npm') {
    if (trimmed === '' || trimmed.length > 256) return null;
    return semver.valid(trimmed) !== null || semver.validRange(trimmed) !== null ? trimmed : null;
  }
  if (LOCKFILE_ONLY.has(ecosystem) && change.origin === 'manifest') return null;
  const exact = ecosystem === 'pypi' ? trimmed.replace(/^===?\s*/, '') : trimmed;
  return exact.length <= 128 && EXACT[ecosystem].test(exact) ? exact : null;
}

function isDirect(change: DependencyChange): boolean {
  return change.origin !== 'lockfile' || change.declared || (change.head?.all.some((d) => d.depType === 'direct') ?? false);
}

/** Every package version the PR adds or moves to from a registry, once each, direct ones first. */
export function registryTargets(changes: readonly DependencyChange[]): RegistryTarget[] {
  const seen = new Map<string, RegistryTarget>();
  for (const change of changes) {
    if (change.change === 'removed' || !ECOSYSTEMS.has(change.ecosystem)) continue;
    const ecosystem = change.ecosystem as RegistryEcosystem;
    const source = change.head?.source ?? change.record.source;
    if (source !== 'registry') continue;
    const to = lookupVersion(ecosystem, change, change.to);
    if (to === null) continue;
    const name = change.head?.name ?? change.record.name;
    const key = `${ecosystem}\u0000${name}\u0000${to}`;
    const direct = isDirect(change);
    const scripts = change.head?.all.some((d) => d.hasInstallScript === true) ?? false;
    const known = seen.get(key);
    if (known !== undefined) {
      // A lockfile locks a package the manifest beside it declares: the manifest's entry stays the anchor.
      seen.set(key, { ...known, direct: known.direct || direct, lockfileShowsScripts: known.lockfileShowsScripts || scripts });
      continue;
    }
    const from = change.change === 'updated' ? lookupVersion(ecosystem, change, change.from) : null;
    seen.set(key, { ecosystem, name, to, from: from === to ? null : from, direct, change, lockfileShowsScripts: scripts });
  }
  const targets = [...seen.values()];
  return [...targets.filter((t) => t.direct), ...targets.filter((t) => !t.direct)];
}

/**
 * The registry lookups one analysis makes: each target's package with the versions it needs (the
 * new one, and the replaced one where a publisher can be compared), at most `max` packages,
 * direct dependencies first. `total` counts them all, to say how many were left out.
 */
export function registryLookups(snapshot: PrSnapshot, max: number): { readonly lookups: readonly RegistryLookup[]; readonly total: number } {
  const parsed = parseChangedFilesAhead(snapshot);
  const { changes } = buildChangeList(snapshot, parsed.files);
  const targets = registryTargets(changes);
  const byPackage = new Map<string, { ecosystem: RegistryEcosystem; name: string; versions: Set<string> }>();
  for (const target of targets) {
    const key = `${target.ecosystem}\u0000${target.name}`;
    let entry = byPackage.get(key);
    if (entry === undefined) {
      if (byPackage.size >= max) continue;
      entry = { ecosystem: target.ecosystem, name: target.name, versions: new Set() };
      byPackage.set(key, entry);
    }
    entry.versions.add(target.to);
    // The replaced version matters for who published it (npm, crates.io); the other registries do not say.
    if (target.from !== null && (target.ecosystem === 'npm' || target.ecosystem === 'cargo')) entry.versions.add(target.from);
  }
  const packages = new Set(targets.map((t) => `${t.ecosystem}\u0000${t.name}`));
  return { lookups: [...byPackage.values()].map((e) => ({ ecosystem: e.ecosystem, name: e.name, versions: [...e.versions] })), total: packages.size };
}
