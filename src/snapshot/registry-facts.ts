/**
 * What the package registries said about the packages a PR adds or updates (npm, PyPI, crates.io,
 * the Go module proxy, RubyGems), read live by src/registries and put into the snapshot by the
 * service before the analyzers run. Plain data: the analyzers judge it (no clock, no network).
 */

/** The ecosystems whose registries svc reads (the ids of src/ecosystems). */
export type RegistryEcosystem = 'npm' | 'pypi' | 'cargo' | 'go' | 'rubygems';

export const REGISTRY_ECOSYSTEMS: readonly RegistryEcosystem[] = ['npm', 'pypi', 'cargo', 'go', 'rubygems'];

/** One published version as its registry describes it. A fact the registry does not publish is null. */
export interface RegistryVersionFacts {
  readonly ecosystem: RegistryEcosystem;
  readonly name: string;
  /** The version as the PR names it: exact, or (npm manifests without a lockfile) a range. */
  readonly requested: string;
  /** The published version it resolved to; null when the registry has none that matches. */
  readonly version: string | null;
  /** When this version was published (ISO 8601). */
  readonly publishedAt: string | null;
  /** The account that published it (npm `_npmUser.name`, crates.io `published_by.login`). */
  readonly publisher: string | null;
  /** npm: the maintainers recorded with this version. */
  readonly maintainers: readonly string[] | null;
  /** npm: the deprecation message of this version. */
  readonly deprecated: string | null;
  /** Withdrawn by its publisher (PyPI, crates.io, RubyGems yank). */
  readonly yanked: boolean;
  readonly yankedReason: string | null;
  /** npm: the install-time scripts its published manifest runs (preinstall, install, postinstall; `install` for a gypfile). */
  readonly installScripts: readonly string[] | null;
  /** The source repository the registry links to; null when it links none (or does not say, see repositoryStated). */
  readonly repository: string | null;
  /** False when this registry's answer has no field for a repository at all: its absence then says nothing. */
  readonly repositoryStated: boolean;
}

export interface RegistryFacts {
  /** Findings call a version fresh when it was published fewer than this many days before the analysis. */
  readonly minimumReleaseAgeDays: number;
  readonly versions: readonly RegistryVersionFacts[];
}

/** The lookup key of one package version: ecosystem, name (as the PR names it) and requested version. */
export function registryKey(ecosystem: string, name: string, requested: string): string {
  return `${ecosystem}\u0000${name}\u0000${requested}`;
}

/** One package whose registry facts an analysis wants: the versions the PR moves it to (and from). */
export interface RegistryLookup {
  readonly ecosystem: RegistryEcosystem;
  readonly name: string;
  readonly versions: readonly string[];
}
