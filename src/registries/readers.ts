import semver from 'semver';
import { z } from 'zod';
import type { RegistryEcosystem, RegistryVersionFacts } from '../snapshot/registry-facts.js';
import type { RegistryAnswer } from './http.js';

/**
 * One reader per registry: which URL answers for a package version, and how its real answer
 * (zod-parsed: registry answers are untrusted input) becomes RegistryVersionFacts.
 *
 * npm: the packument, GET {NPM_REGISTRY_URL}/{name} (`time`, `versions[v]`: scripts, _npmUser,
 * maintainers, deprecated, repository), one request for every version of a package.
 * PyPI: GET {PYPI_URL}/pypi/{name}/{version}/json (info.yanked, info.project_urls, urls[].upload_time_iso_8601).
 * crates.io: GET {CRATES_URL}/api/v1/crates/{name}/{version} (version.created_at, yanked, published_by).
 * Go: GET {GOPROXY_URL}/{module}/@v/{version}.info (Time), paths case-encoded with `!`.
 * RubyGems: GET {RUBYGEMS_URL}/api/v2/rubygems/{name}/versions/{version}.json; when that is not
 * found, /api/v1/versions/{name}.json tells a yanked version (the gem lists others) from an unknown gem.
 */

export type Get = (url: string) => Promise<RegistryAnswer>;

export interface RegistryReader {
  readonly ecosystem: RegistryEcosystem;
  /** Human name of the registry, for warnings. */
  readonly label: string;
  /** The facts of each requested version of one package (version null: the registry has no such version). */
  read(base: string, name: string, requested: readonly string[], get: Get): Promise<RegistryVersionFacts[]>;
}

const text = (max: number) => z.string().max(max);
const name = text(214);
const date = text(64);

function blank(ecosystem: RegistryEcosystem, pkg: string, requested: string): RegistryVersionFacts {
  return {
    ecosystem,
    name: pkg,
    requested,
    version: null,
    publishedAt: null,
    publisher: null,
    maintainers: null,
    deprecated: null,
    yanked: false,
    yankedReason: null,
    installScripts: null,
    repository: null,
    repositoryStated: false,
  };
}

function validDate(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function clip(value: string | null | undefined, max = 300): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return trimmed.length > max ? `${trimmed.slice(0, max)}…` : trimmed;
}

type Facts = Partial<Omit<RegistryVersionFacts, 'ecosystem' | 'name' | 'requested'>>;

/** A registry that answers one request per package version (PyPI, crates.io, the Go proxy, RubyGems). */
interface VersionEndpoint<S extends z.ZodType> {
  readonly ecosystem: RegistryEcosystem;
  readonly label: string;
  /** The URL of one version of a package. */
  url(base: string, pkg: string, requested: string): string;
  /** The answer's schema. */
  readonly schema: S;
  /** The facts the parsed answer gives. */
  facts(answer: z.infer<S>, requested: string): Facts;
  /**
   * Made once per package: the facts of a version the registry does not find, or null when it
   * knows nothing of it (the default).
   */
  missing?(base: string, pkg: string, get: Get): (requested: string) => Promise<Facts | null>;
}

function versionReader<S extends z.ZodType>(endpoint: VersionEndpoint<S>): RegistryReader {
  const { ecosystem, label } = endpoint;
  return {
    ecosystem,
    label,
    async read(base, pkg, requested, get) {
      const missing = endpoint.missing?.(base, pkg, get);
      return Promise.all(
        requested.map(async (r): Promise<RegistryVersionFacts> => {
          const answer = await get(endpoint.url(base, pkg, r));
          const facts = answer.kind === 'not_found' ? ((await missing?.(r)) ?? null) : endpoint.facts(endpoint.schema.parse(answer.body), r);
          return { ...blank(ecosystem, pkg, r), ...facts };
        }),
      );
    },
  };
}

// ---------------------------------------------------------------------------------------------
// npm

const NpmRepository = z.union([text(2048), z.object({ url: text(2048).optional() })]);

const NpmPackument = z.object({
  'dist-tags': z.record(text(256), text(256)).optional(),
  versions: z.record(text(256), z.unknown()).optional(),
  time: z.record(text(256), date).optional(),
  repository: NpmRepository.optional().catch(undefined),
});

const NpmVersion = z.object({
  scripts: z.record(text(256), z.unknown()).optional().catch(undefined),
  gypfile: z.boolean().optional().catch(undefined),
  _npmUser: z.object({ name }).optional().catch(undefined),
  maintainers: z.array(z.union([z.object({ name }), name])).max(1000).optional().catch(undefined),
  deprecated: z.union([text(4096), z.boolean()]).optional().catch(undefined),
  repository: NpmRepository.optional().catch(undefined),
});

const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall'] as const;

function repositoryUrl(repository: z.infer<typeof NpmRepository> | undefined): string | null {
  if (repository === undefined) return null;
  return clip(typeof repository === 'string' ? repository : (repository.url ?? null), 500);
}

/** `name <email> (url)`, the string form of a person in package.json, to its name. */
function personName(person: string): string {
  const cut = person.indexOf('<');
  return (cut >= 0 ? person.slice(0, cut) : person).trim();
}

/** The packument path of a package name: a scope's slash is encoded (`@scope%2fname`). */
export function npmPath(pkg: string): string {
  return pkg.startsWith('@') ? `@${encodeURIComponent(pkg.slice(1))}` : encodeURIComponent(pkg);
}

/** The version npm would install for a range now: `latest` when it satisfies the range, else the highest that does. */
function resolveNpm(requested: string, versions: readonly string[], latest: string | undefined): string | null {
  if (versions.includes(requested)) return requested;
  if (semver.valid(requested) !== null) return null;
  const range = semver.validRange(requested);
  if (range === null) return null;
  if (latest !== undefined && versions.includes(latest) && semver.satisfies(latest, range)) return latest;
  return semver.maxSatisfying([...versions], range);
}

export const npmReader: RegistryReader = {
  ecosystem: 'npm',
  label: 'npm registry',
  async read(base, pkg, requested, get) {
    const answer = await get(`${base}/${npmPath(pkg)}`);
    if (answer.kind === 'not_found') return requested.map((r) => blank('npm', pkg, r));
    const packument = NpmPackument.parse(answer.body);
    const versions = Object.keys(packument.versions ?? {});
    return requested.map((r): RegistryVersionFacts => {
      const version = resolveNpm(r, versions, packument['dist-tags']?.latest);
      if (version === null) return blank('npm', pkg, r);
      const manifest = NpmVersion.safeParse(packument.versions?.[version] ?? {});
      const v = manifest.success ? manifest.data : {};
      const scripts = INSTALL_SCRIPTS.filter((s) => typeof v.scripts?.[s] === 'string' && (v.scripts[s] as string).trim() !== '');
      // npm runs `node-gyp rebuild` as the install script of a package with a binding.gyp (gypfile).
      if (v.gypfile === true && !scripts.includes('install') && !scripts.includes('preinstall')) scripts.push('install');
      const deprecated = typeof v.deprecated === 'string' ? clip(v.deprecated) : null;
      const repository = repositoryUrl(v.repository) ?? repositoryUrl(packument.repository);
      return {
        ...blank('npm', pkg, r),
        version,
        publishedAt: validDate(packument.time?.[version]),
        publisher: v._npmUser?.name ?? null,
        maintainers: v.maintainers ? v.maintainers.map((m) => (typeof m === 'string' ? personName(m) : m.name)) : null,
        deprecated,
        installScripts: scripts,
        repository,
        repositoryStated: true,
      };
    });
  },
};

// ---------------------------------------------------------------------------------------------
// PyPI

const PypiRelease = z.object({
  info: z.object({
    version: text(256),
    yanked: z.boolean().optional().catch(undefined),
    yanked_reason: text(4096).nullable().optional().catch(undefined),
    project_urls: z.record(text(256), text(2048).nullable()).nullable().optional().catch(undefined),
    home_page: text(2048).nullable().optional().catch(undefined),
  }),
  urls: z
    .array(z.object({ upload_time_iso_8601: date.optional().catch(undefined), upload_time: date.optional().catch(undefined) }))
    .max(20_000)
    .optional()
    .catch(undefined),
});

const SOURCE_HOSTS = /^https?:\/\/(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|sr\.ht|git\.sr\.ht|sourceforge\.net)\//i;
const SOURCE_LABEL = /source|repo|code|github|gitlab/i;

/** A source repository among a project's links: one labelled as source, or one on a code host. */
function sourceLink(urls: Readonly<Record<string, string | null>> | null | undefined, homePage: string | null | undefined): string | null {
  const entries = Object.entries(urls ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string' && /^https?:\/\//i.test(e[1]));
  const labelled = entries.find(([label]) => SOURCE_LABEL.test(label));
  if (labelled) return clip(labelled[1], 500);
  const hosted = entries.find(([, url]) => SOURCE_HOSTS.test(url));
  if (hosted) return clip(hosted[1], 500);
  return homePage && SOURCE_HOSTS.test(homePage) ? clip(homePage, 500) : null;
}

export const pypiReader = versionReader({
  ecosystem: 'pypi',
  label: 'PyPI',
  url: (base, pkg, r) => `${base}/pypi/${encodeURIComponent(pkg)}/${encodeURIComponent(r)}/json`,
  schema: PypiRelease,
  facts(release) {
    const uploads = (release.urls ?? []).flatMap((u) => validDate(u.upload_time_iso_8601 ?? u.upload_time) ?? []).sort();
    return {
      version: release.info.version,
      publishedAt: uploads[0] ?? null,
      yanked: release.info.yanked === true,
      yankedReason: clip(release.info.yanked_reason),
      repository: sourceLink(release.info.project_urls, release.info.home_page),
      repositoryStated: true,
    };
  },
});

// ---------------------------------------------------------------------------------------------
// crates.io

const CrateVersion = z.object({
  version: z.object({
    num: text(256),
    created_at: date.optional().catch(undefined),
    yanked: z.boolean().optional().catch(undefined),
    yank_message: text(4096).nullable().optional().catch(undefined),
    published_by: z.object({ login: name }).nullable().optional().catch(undefined),
    repository: text(2048).nullable().optional().catch(undefined),
  }),
});

export const cratesReader = versionReader({
  ecosystem: 'cargo',
  label: 'crates.io',
  url: (base, pkg, r) => `${base}/api/v1/crates/${encodeURIComponent(pkg)}/${encodeURIComponent(r)}`,
  schema: CrateVersion,
  facts: ({ version }) => ({
    version: version.num,
    publishedAt: validDate(version.created_at),
    publisher: version.published_by?.login ?? null,
    yanked: version.yanked === true,
    yankedReason: clip(version.yank_message),
    repository: clip(version.repository, 500),
    // Older crates.io answers carry no repository on a version: absent says nothing.
    repositoryStated: version.repository !== undefined,
  }),
});

// ---------------------------------------------------------------------------------------------
// Go module proxy

const GoInfo = z.object({ Version: text(256), Time: date.optional().catch(undefined) });

/** The module proxy's case encoding: every upper-case letter becomes `!` and its lower case. */
export function goEscape(path: string): string {
  return path.replace(/[A-Z]/g, (c) => `!${c.toLowerCase()}`);
}

export const goReader = versionReader({
  ecosystem: 'go',
  label: 'Go module proxy',
  url: (base, module, r) => `${base}/${goEscape(module).split('/').map(encodeURIComponent).join('/')}/@v/${encodeURIComponent(goEscape(r))}.info`,
  schema: GoInfo,
  facts: (info) => ({ version: info.Version, publishedAt: validDate(info.Time) }),
});

// ---------------------------------------------------------------------------------------------
// RubyGems

const GemVersion = z.object({
  number: text(256).optional().catch(undefined),
  version: text(256).optional().catch(undefined),
  version_created_at: date.nullable().optional().catch(undefined),
  created_at: date.nullable().optional().catch(undefined),
  yanked: z.boolean().optional().catch(undefined),
  source_code_uri: text(2048).nullable().optional().catch(undefined),
  homepage_uri: text(2048).nullable().optional().catch(undefined),
  metadata: z.record(text(256), text(2048)).nullable().optional().catch(undefined),
});

const GemVersionList = z.array(z.object({ number: text(256) })).max(50_000);

/** Gemfile.lock writes a platform gem as `1.15.0-x86_64-linux`; Ruby versions have no other `-`. */
const gemNumber = (requested: string): string => requested.split('-', 1)[0] ?? requested;

export const rubygemsReader = versionReader({
  ecosystem: 'rubygems',
  label: 'RubyGems',
  url: (base, gem, r) => `${base}/api/v2/rubygems/${encodeURIComponent(gem)}/versions/${encodeURIComponent(gemNumber(r))}.json`,
  schema: GemVersion,
  facts(v, r) {
    const source = v.source_code_uri ?? v.metadata?.source_code_uri ?? null;
    const home = v.homepage_uri ?? v.metadata?.homepage_uri ?? null;
    return {
      version: v.number ?? v.version ?? gemNumber(r),
      publishedAt: validDate(v.version_created_at ?? v.created_at),
      yanked: v.yanked === true,
      repository: clip(source, 500) ?? (home !== null && SOURCE_HOSTS.test(home) ? clip(home, 500) : null),
      repositoryStated: true,
    };
  },
  // Not found: the gem's version list tells a yanked version (the gem lists others) from an unknown gem.
  missing(base, gem, get) {
    let listed: Promise<readonly string[] | null> | null = null;
    const versionsListed = (): Promise<readonly string[] | null> =>
      (listed ??= get(`${base}/api/v1/versions/${encodeURIComponent(gem)}.json`).then((a) => (a.kind === 'not_found' ? null : GemVersionList.parse(a.body).map((v) => v.number))));
    return async (r) => {
      const others = await versionsListed();
      if (others === null || others.length === 0 || others.includes(gemNumber(r))) return null;
      return { version: r, yanked: true, yankedReason: 'RubyGems no longer lists this version (yanked)' };
    };
  },
});

export const READERS: Readonly<Record<RegistryEcosystem, RegistryReader>> = {
  npm: npmReader,
  pypi: pypiReader,
  cargo: cratesReader,
  go: goReader,
  rubygems: rubygemsReader,
};
