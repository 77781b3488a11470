import type { Severity } from '../signal/schema.js';
import type { KeyedFinding } from './finding.js';

/**
 * Shared shapes of the ecosystem managers (after renovate's `lib/modules/manager/types.ts`).
 *
 * A manager knows one ecosystem's file formats. Each format extracts a file's content into an
 * `ExtractResult`: the dependencies it declares or locks, plus the facts the supply-chain rules
 * read (install scripts, build scripts, lockfile metadata). Extraction is pure and never throws:
 * input it cannot read gives a `skipReason`.
 */

export type DependencySourceKind = 'registry' | 'git' | 'url' | 'path' | 'workspace' | 'unknown';

/** `config`: package-manager configuration (.npmrc, pip.conf), read for its findings only. */
export type FileKind = 'manifest' | 'lockfile' | 'ci' | 'config';

export interface ExtractedDependency {
  readonly name: string;
  /** The declared constraint (manifests) or the resolved version (lockfiles); null when none is given. */
  readonly version: string | null;
  readonly dev: boolean;
  readonly source: DependencySourceKind;
  /** Where it is declared: dependencies, devDependencies, require, replace, uses, from, ... */
  readonly depType: string;
  /** 1-based line in the file, when cheaply known. */
  readonly line?: number | null;
  /** Lockfiles: the URL the package is fetched from (tarball, git remote, index). */
  readonly resolved?: string | null;
  /** Lockfiles (and hashed requirements): the integrity hash or checksum of the artifact. */
  readonly integrity?: string | null;
  /** Lockfiles: the package runs install scripts (npm `hasInstallScript`). */
  readonly hasInstallScript?: boolean;
  /** Lockfiles: the names of the packages this one depends on (its edges in the lockfile's graph). */
  readonly requires?: readonly string[];
  /**
   * Yarn berry lockfiles: a patch Yarn itself applies (`resolve@patch:…#optional!builtin<compat/resolve>`,
   * Yarn 3 `#~builtin<compat/…>`), whose patched bytes, so checksum, follow the Yarn version.
   */
  readonly builtinPatch?: boolean;
  /**
   * npm lockfiles: a copy bundled inside another package (`inBundle: true` under
   * `node_modules/npm/node_modules/`, version 1's `bundled: true`). npm unpacks it from that package's
   * tarball, whose checksum covers it; the lockfile records none of its own.
   */
  readonly bundled?: boolean;
  /** Go replace: the module or path it points to. Git sources: the remote. */
  readonly target?: string | null;
  /**
   * A compiled requirements file's transitive pin (pip-compile's or uv's `# via asgiref`): the
   * package that requires it. Unset for what the input files ask for (`# via -r requirements.in`).
   */
  readonly requiredBy?: string;
}

export interface ExtractResult {
  readonly deps: readonly ExtractedDependency[];
  /** Set when the content could not be read; deps is then empty. */
  readonly skipReason?: string;
  /** Install or lifecycle scripts by name (npm lifecycle scripts, composer event scripts). */
  readonly installScripts?: Readonly<Record<string, string>>;
  /** Every script (npm scripts, composer scripts) by name, to look for `curl | sh`. */
  readonly scripts?: Readonly<Record<string, string>>;
  /**
   * npm: a VS Code extension's manifest (`engines.vscode`): its entry files (`main`, `browser`) and
   * whether it activates at start-up (`activationEvents` `*` or `onStartupFinished`).
   */
  readonly vscodeExtension?: { readonly entries: readonly string[]; readonly startup: boolean };
  /** Meson: the wrap a `subprojects/*.wrap` file declares (automation/meson-wraps.ts). */
  readonly mesonWrap?: MesonWrap;
  /** The Settings app's `.github/settings.yml`: by protected branch, the status checks it requires (automation/repo-settings.ts). */
  readonly requiredChecks?: Readonly<Record<string, readonly string[]>>;
  /** Cargo's configuration: its alternative registries, `[registries.<name>] index = "…"`, name to index URL. */
  readonly cargoRegistries?: Readonly<Record<string, string>>;
  /** Cargo: the `package.build` script, when set. */
  readonly buildScript?: string | null;
  /** Cargo.toml: the crate's `package.name`, when it declares a package. */
  readonly packageName?: string | null;
  /** Cargo.lock: the names of the local crates it resolves (workspace members and path crates: no `source`). */
  readonly localPackages?: readonly string[];
  /** A lockfile setting that changes every checksum when it changes (yarn berry cacheKey). */
  readonly checksumScheme?: string | null;
  /** Go: `replace` directives, module -> replacement (`other/module v1.2.3` or `../local`). */
  readonly replaces?: Readonly<Record<string, string>>;
  /**
   * npm family settings files (.npmrc, pnpm-workspace.yaml, package.json's `pnpm`, .yarnrc.yml,
   * .yarnrc, bunfig.toml): the defences against a compromised release they turn on, compared base
   * vs head across the PR's files (npm/install-guards.ts, supply-chain/check-install-guards.ts).
   */
  readonly installGuards?: InstallGuards;
  /** What the file's configuration itself risks: CI files, registry settings (compared base vs head by key). */
  readonly findings?: readonly KeyedFinding[];
  /** AI agent configurations: the MCP servers the file declares, compared base vs head by name (ai-agents/mcp-servers.ts). */
  readonly mcpServers?: readonly McpServerEntry[];
  /**
   * GitHub workflows: where `permissions:` is written. `workflow`: at the top level; `jobs`: each
   * job's id, true when the job sets its own. A job with neither runs on the repository's default
   * token permissions.
   */
  readonly tokenPermissions?: { readonly workflow: boolean; readonly jobs: Readonly<Record<string, boolean>> };
}

/** One defence a settings file turns on: how the file writes it, and where. */
export interface InstallGuard {
  /** As written: `minimumReleaseAge: 10080`, `ignore-scripts=true`. */
  readonly setting: string;
  readonly line: number | null;
}

/** A release-age cooldown: versions published less than `minutes` ago are not installed. */
export interface ReleaseAgeGuard extends InstallGuard {
  /** The tool that reads it: pnpm, npm, Yarn, Bun. */
  readonly tool: string;
  readonly minutes: number;
}

export interface InstallGuards {
  readonly releaseAge?: readonly ReleaseAgeGuard[];
  /** pnpm's `trustPolicy: no-downgrade` (`trust-policy=no-downgrade`). */
  readonly trustPolicy?: InstallGuard;
  /** pnpm's `trustPolicyIgnoreAfter` (`trust-policy-ignore-after`), in minutes: releases older than that skip the trust policy. */
  readonly trustIgnoreAfter?: InstallGuard & { readonly minutes: number };
  /** Every dependency's install scripts blocked: `ignore-scripts=true`, pnpm `ignoreScripts: true`, Yarn `enableScripts: false`. */
  readonly scriptsBlocked?: InstallGuard;
  /** pnpm's `neverBuiltDependencies`: packages whose install scripts never run. */
  readonly neverBuilt?: readonly string[];
  /** pnpm's allowlist, when the file sets one (`onlyBuiltDependencies`, `allowBuilds: { x: true }`): only these build. */
  readonly buildsAllowed?: readonly string[];
  /** Packages kept from building: `ignoredBuiltDependencies`, `allowBuilds: { x: false }`. */
  readonly buildsKeptOff?: readonly string[];
  /** package.json's `packageManager: "pnpm@11.1.0"`: pnpm's major version (11 and later default the cooldown to a day). */
  readonly pnpmMajor?: number;
}

/** One MCP server of an agent configuration: what it runs or connects to, and how much that deserves a look. */
export interface McpServerEntry {
  readonly name: string;
  /** What starts it, as one line: `npx -y @scope/server@1.2.0`, or the URL of a remote server. */
  readonly runs: string;
  /** The package it fetches and runs (npx, uvx, docker run ...), with its version when pinned. */
  readonly pkg: { readonly name: string; readonly version: string | null } | null;
  readonly severity: Severity;
  /** Why, in a sentence. */
  readonly why: string;
  readonly line: number | null;
}

/** Reads another file of the same side (base or head) of the PR, when its content is available. */
export type ReadSibling = (path: string) => string | null;

export interface ManagerFile {
  readonly kind: FileKind;
  /** The only base names this format can have, when it has a fixed set: a fast first filter. */
  readonly baseNames?: readonly string[];
  /** True when this format reads the file at `path` (repository-relative). */
  readonly match: (path: string, baseName: string) => boolean;
  /** Lockfiles: base names of the manifests this lockfile belongs to (`*.csproj`: any name with that extension). */
  readonly manifests?: readonly string[];
  /**
   * Lockfiles: base names (or `*.ext`) of other files whose change anywhere in the PR may change this
   * lockfile too: a NuGet lockfile lists the packages of the projects its project references, and
   * `Directory.Packages.props` and `Directory.Build.props` feed every project below them.
   */
  readonly governedBy?: readonly string[];
  readonly extract: (content: string, path: string, readSibling: ReadSibling) => ExtractResult;
  /**
   * CI and automation files: true when the edit from base to head is routine maintenance (names,
   * timeouts, versions) that does not change what runs with which privileges.
   */
  readonly isRoutineChange?: (base: string, head: string) => boolean;
  /**
   * The findings the head has and the base did not (by key), seen once more with both sides at
   * hand: a format may lower or drop one that the base already had in another form (a renamed
   * job's grant, a moving ref moved to another tag). `elsewhere`: the findings that the bases of the
   * PR's changed files of the same ecosystem had and their heads no longer have (a workflow the PR
   * deletes or rewrites while it adds this one), one list for every file of the ecosystem: it holds
   * the file's own too, which its base findings also hold. Never adds findings.
   */
  readonly reviseIntroduced?: (introduced: readonly KeyedFinding[], file: ChangedFileFacts, elsewhere: readonly KeyedFinding[]) => KeyedFinding[];
}

/** One changed manifest, CI or configuration file, extracted on both sides: what an ecosystem's own rules read. */
/** A Meson wrap: its type (`wrap-file`, `wrap-git`, …), source URL, archive name and SHA-256. */
export interface MesonWrap {
  readonly name: string;
  readonly type: string;
  readonly url: string | null;
  readonly filename: string | null;
  readonly hash: string | null;
}

export interface ChangedFileFacts {
  readonly path: string;
  /** The base side, or null when the file is new or its base could not be read. */
  readonly base: ExtractResult | null;
  readonly head: ExtractResult;
  readonly headContent: string | null;
}

/** An ecosystem-specific rule over one changed file: findings the head introduces, compared with the base. */
export type FileRule = (file: ChangedFileFacts) => KeyedFinding[];

export interface EcosystemManager {
  /** The ecosystem value written in the signal: npm, pypi, go, cargo, ... */
  readonly ecosystem: string;
  readonly files: readonly ManagerFile[];
  /** Hosts that are this ecosystem's public registry; lockfile URLs elsewhere are reported. */
  readonly registryHosts?: readonly string[];
  /**
   * Whether `url` is a public registry's own tarball of package `name` on a host that serves one
   * scope of names only (npm: JSR's npm.jsr.io for `@jsr/`): not a foreign host for that package.
   */
  readonly scopedRegistry?: (name: string, url: string) => boolean;
  /** The finding id for a new or changed install/lifecycle script in a manifest (`installScripts`). */
  readonly installScriptFindingId?: string;
  /** Rules only this ecosystem has (Go `replace`, Cargo build scripts), run on its changed non-lockfile files. */
  readonly fileRules?: readonly FileRule[];
  /** Rules run on its changed lockfiles (SwiftPM: a pin moved to another repository). */
  readonly lockfileRules?: readonly FileRule[];
}

export function skip(reason: string): ExtractResult {
  return { deps: [], skipReason: reason };
}
