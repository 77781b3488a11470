/**
 * A local package-registry server for tests and the benchmark: npm, PyPI, crates.io, the Go module
 * proxy and RubyGems, each under its own path prefix (as an enterprise mirror would serve them),
 * answering in each registry's real response shapes for the packages added with `addPackage`.
 *
 *   npm       GET {url}/npm/{name}                                  the packument (scoped: @scope%2fname)
 *   PyPI      GET {url}/pypi/pypi/{name}/{version}/json
 *   crates.io GET {url}/crates/api/v1/crates/{name}/{version}       (403 without a User-Agent, as crates.io)
 *   Go proxy  GET {url}/go/{module}/@v/{version}.info               (case-encoded with `!`)
 *   RubyGems  GET {url}/rubygems/api/v2/rubygems/{name}/versions/{version}.json,
 *             GET {url}/rubygems/api/v1/versions/{name}.json        (yanked versions are not listed)
 *
 * `delayMs` delays every answer (network latency); `setFault(ecosystem, 'hang' | status)` makes one
 * registry hang or fail. Every request is logged.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RegistryEcosystem } from '../../src/snapshot/registry-facts.js';

export interface RegistryVersionSpec {
  readonly version: string;
  /** ISO 8601. */
  readonly publishedAt: string;
  /** npm `_npmUser`, crates.io `published_by`. */
  readonly publisher?: string;
  /** npm: maintainers recorded with this version (default: the publisher). */
  readonly maintainers?: readonly string[];
  /** npm deprecation message. */
  readonly deprecated?: string;
  /** PyPI, crates.io, RubyGems: yanked (a string: with this reason). */
  readonly yanked?: boolean | string;
  /** npm scripts of the published manifest. */
  readonly scripts?: Readonly<Record<string, string>>;
  /** Source repository URL; null: the registry entry links none. Default: a GitHub URL. */
  readonly repository?: string | null;
}

export interface RegistryPackageSpec {
  readonly ecosystem: RegistryEcosystem;
  readonly name: string;
  readonly versions: readonly RegistryVersionSpec[];
}

export interface RegistryRequest {
  readonly ecosystem: RegistryEcosystem | null;
  readonly path: string;
  readonly userAgent: string | null;
  status: number;
}

export interface RegistryServer {
  readonly url: string;
  /** The base URL of each registry, for NPM_REGISTRY_URL, PYPI_URL, CRATES_URL, GOPROXY_URL, RUBYGEMS_URL. */
  readonly urls: Readonly<Record<RegistryEcosystem, string>>;
  /** The same as environment variables of the service. */
  readonly env: Readonly<Record<string, string>>;
  delayMs: number;
  readonly requests: readonly RegistryRequest[];
  addPackage(spec: RegistryPackageSpec): void;
  /** 'hang': never answer (until close); a number: answer with that status; null: answer normally. */
  setFault(ecosystem: RegistryEcosystem, fault: 'hang' | number | null): void;
  close(): Promise<void>;
}

const PREFIX: Readonly<Record<RegistryEcosystem, string>> = { npm: 'npm', pypi: 'pypi', cargo: 'crates', go: 'go', rubygems: 'rubygems' };

const repoOf = (name: string, v: RegistryVersionSpec): string | null => (v.repository === undefined ? `https://github.com/example/${name.replace(/^@/, '').replace('/', '-')}` : v.repository);

function npmPackument(name: string, versions: readonly RegistryVersionSpec[]) {
  const latest = versions[versions.length - 1];
  const person = (login: string) => ({ name: login, email: `${login}@example.com` });
  return {
    _id: name,
    _rev: '12-0123456789abcdef',
    name,
    'dist-tags': { latest: latest?.version },
    versions: Object.fromEntries(
      versions.map((v) => {
        const repository = repoOf(name, v);
        return [
          v.version,
          {
            name,
            version: v.version,
            description: `${name} for tests`,
            main: 'index.js',
            ...(v.scripts ? { scripts: v.scripts } : {}),
            ...(repository !== null ? { repository: { type: 'git', url: `git+${repository}.git` } } : {}),
            license: 'MIT',
            _id: `${name}@${v.version}`,
            _nodeVersion: '22.11.0',
            _npmVersion: '10.9.0',
            dist: {
              integrity: `sha512-${Buffer.from(`${name}@${v.version}`).toString('base64')}`,
              shasum: '0123456789abcdef0123456789abcdef01234567',
              tarball: `https://registry.npmjs.org/${name}/-/${name.split('/').pop()}-${v.version}.tgz`,
              fileCount: 4,
              unpackedSize: 4096,
            },
            ...(v.publisher ? { _npmUser: person(v.publisher) } : {}),
            maintainers: (v.maintainers ?? (v.publisher ? [v.publisher] : [])).map(person),
            ...(v.deprecated ? { deprecated: v.deprecated } : {}),
            directories: {},
            _hasShrinkwrap: false,
          },
        ];
      }),
    ),
    time: {
      created: versions[0]?.publishedAt,
      modified: latest?.publishedAt,
      ...Object.fromEntries(versions.map((v) => [v.version, v.publishedAt])),
    },
    maintainers: (latest?.maintainers ?? (latest?.publisher ? [latest.publisher] : [])).map(person),
    ...(latest && repoOf(name, latest) !== null ? { repository: { type: 'git', url: `git+${repoOf(name, latest)}.git` } } : {}),
    license: 'MIT',
    readme: '',
  };
}

function pypiRelease(name: string, v: RegistryVersionSpec) {
  const repository = repoOf(name, v);
  const upload = v.publishedAt.replace(/\.\d+Z$|Z$/, '');
  return {
    info: {
      author: 'Example Author',
      classifiers: ['Programming Language :: Python :: 3'],
      description: '',
      home_page: null,
      license: 'MIT',
      name,
      package_url: `https://pypi.org/project/${name}/`,
      project_url: `https://pypi.org/project/${name}/`,
      project_urls: repository !== null ? { Homepage: `https://${name}.example.org`, Source: repository } : { Homepage: `https://${name}.example.org` },
      release_url: `https://pypi.org/project/${name}/${v.version}/`,
      requires_python: '>=3.9',
      summary: `${name} for tests`,
      version: v.version,
      yanked: v.yanked !== undefined && v.yanked !== false,
      yanked_reason: typeof v.yanked === 'string' ? v.yanked : null,
    },
    last_serial: 20_000_000,
    urls: [
      {
        comment_text: '',
        digests: { sha256: '0'.repeat(64), md5: '0'.repeat(32) },
        filename: `${name.replace(/-/g, '_')}-${v.version}-py3-none-any.whl`,
        packagetype: 'bdist_wheel',
        python_version: 'py3',
        size: 10_240,
        upload_time: upload,
        upload_time_iso_8601: v.publishedAt,
        url: `https://files.pythonhosted.org/packages/${name}-${v.version}-py3-none-any.whl`,
        yanked: v.yanked !== undefined && v.yanked !== false,
        yanked_reason: typeof v.yanked === 'string' ? v.yanked : null,
      },
    ],
    vulnerabilities: [],
  };
}

function crateVersion(name: string, v: RegistryVersionSpec, index: number) {
  return {
    version: {
      id: 1_000_000 + index,
      crate: name,
      num: v.version,
      dl_path: `/api/v1/crates/${name}/${v.version}/download`,
      readme_path: `/api/v1/crates/${name}/${v.version}/readme`,
      created_at: v.publishedAt,
      updated_at: v.publishedAt,
      downloads: 1000,
      features: {},
      yanked: v.yanked !== undefined && v.yanked !== false,
      yank_message: typeof v.yanked === 'string' ? v.yanked : null,
      license: 'MIT OR Apache-2.0',
      crate_size: 20_480,
      checksum: '0'.repeat(64),
      rust_version: '1.70',
      repository: repoOf(name, v),
      published_by: v.publisher ? { id: 4242, login: v.publisher, name: v.publisher, avatar: null, url: `https://github.com/${v.publisher}` } : null,
      links: { dependencies: `/api/v1/crates/${name}/${v.version}/dependencies` },
    },
  };
}

function gemVersion(name: string, v: RegistryVersionSpec) {
  const repository = repoOf(name, v);
  return {
    name,
    downloads: 5000,
    version: v.version,
    version_created_at: v.publishedAt,
    version_downloads: 100,
    platform: 'ruby',
    authors: 'Example Author',
    info: `${name} for tests`,
    licenses: ['MIT'],
    metadata: repository !== null ? { source_code_uri: repository } : {},
    yanked: false,
    sha: '0'.repeat(64),
    project_uri: `https://rubygems.org/gems/${name}`,
    gem_uri: `https://rubygems.org/gems/${name}-${v.version}.gem`,
    homepage_uri: `https://${name}.example.org`,
    source_code_uri: repository,
    created_at: v.publishedAt,
  };
}

const goUnescape = (path: string): string => path.replace(/!([a-z])/g, (_, c: string) => c.toUpperCase());

export async function startRegistryServer(options: { delayMs?: number } = {}): Promise<RegistryServer> {
  const packages = new Map<string, RegistryPackageSpec>();
  const faults = new Map<RegistryEcosystem, 'hang' | number>();
  const requests: RegistryRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const find = (ecosystem: RegistryEcosystem, name: string) => packages.get(`${ecosystem}\u0000${ecosystem === 'pypi' ? name.toLowerCase().replace(/[-_.]+/g, '-') : name}`);

  const route = (ecosystem: RegistryEcosystem, rest: string, request: IncomingMessage): { status: number; body: unknown } => {
    const notFound = { status: 404, body: ecosystem === 'npm' ? { error: 'Not found' } : ecosystem === 'cargo' ? { errors: [{ detail: 'Not Found' }] } : 'Not Found' };
    if (ecosystem === 'npm') {
      const name = decodeURIComponent(rest);
      const pkg = find('npm', name);
      return pkg ? { status: 200, body: npmPackument(name, pkg.versions) } : notFound;
    }
    if (ecosystem === 'pypi') {
      const match = /^pypi\/([^/]+)\/([^/]+)\/json$/.exec(rest);
      const pkg = match ? find('pypi', decodeURIComponent(match[1]!)) : undefined;
      const v = pkg?.versions.find((x) => x.version === decodeURIComponent(match![2]!));
      return pkg && v ? { status: 200, body: pypiRelease(pkg.name, v) } : notFound;
    }
    if (ecosystem === 'cargo') {
      if (!request.headers['user-agent']) return { status: 403, body: { errors: [{ detail: 'We require that all requests include a `User-Agent` header.' }] } };
      const match = /^api\/v1\/crates\/([^/]+)\/([^/]+)$/.exec(rest);
      const pkg = match ? find('cargo', decodeURIComponent(match[1]!)) : undefined;
      const index = pkg?.versions.findIndex((x) => x.version === decodeURIComponent(match![2]!)) ?? -1;
      return pkg && index >= 0 ? { status: 200, body: crateVersion(pkg.name, pkg.versions[index]!, index) } : notFound;
    }
    if (ecosystem === 'go') {
      const match = /^(.+)\/@v\/([^/]+)\.info$/.exec(rest);
      const pkg = match ? find('go', goUnescape(decodeURIComponent(match[1]!))) : undefined;
      const v = pkg?.versions.find((x) => x.version === goUnescape(decodeURIComponent(match![2]!)));
      return pkg && v ? { status: 200, body: { Version: v.version, Time: v.publishedAt } } : { status: 404, body: `not found: unknown revision ${match?.[2] ?? ''}` };
    }
    const v2 = /^api\/v2\/rubygems\/([^/]+)\/versions\/([^/]+)\.json$/.exec(rest);
    if (v2) {
      const pkg = find('rubygems', decodeURIComponent(v2[1]!));
      const v = pkg?.versions.find((x) => x.version === decodeURIComponent(v2[2]!));
      return pkg && v && !v.yanked ? { status: 200, body: gemVersion(pkg.name, v) } : { status: 404, body: 'This version could not be found.' };
    }
    const v1 = /^api\/v1\/versions\/([^/]+)\.json$/.exec(rest);
    const pkg = v1 ? find('rubygems', decodeURIComponent(v1[1]!)) : undefined;
    if (!pkg) return { status: 404, body: 'This rubygem could not be found.' };
    return {
      status: 200,
      body: pkg.versions
        .filter((v) => !v.yanked)
        .reverse()
        .map((v) => ({ authors: 'Example Author', built_at: v.publishedAt, created_at: v.publishedAt, number: v.version, platform: 'ruby', prerelease: false, licenses: ['MIT'], sha: '0'.repeat(64) })),
    };
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?', 1)[0] ?? '/';
    const match = /^\/([a-z]+)\/(.*)$/.exec(path);
    const ecosystem = (Object.entries(PREFIX).find(([, prefix]) => prefix === match?.[1])?.[0] ?? null) as RegistryEcosystem | null;
    const logged: RegistryRequest = { ecosystem, path, userAgent: request.headers['user-agent'] ?? null, status: 0 };
    requests.push(logged);
    const fault = ecosystem ? faults.get(ecosystem) : undefined;
    if (fault === 'hang') {
      hanging.add(response);
      response.once('close', () => hanging.delete(response));
      return;
    }
    const answer = ecosystem === null ? { status: 404, body: 'Not Found' } : typeof fault === 'number' ? { status: fault, body: 'Service Unavailable' } : route(ecosystem, match![2]!, request);
    const send = () => {
      logged.status = answer.status;
      const json = typeof answer.body !== 'string';
      response.writeHead(answer.status, { 'content-type': json ? 'application/json' : 'text/plain; charset=utf-8' });
      response.end(json ? JSON.stringify(answer.body) : answer.body);
    };
    if (api.delayMs > 0) setTimeout(send, api.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const urls = Object.fromEntries(Object.entries(PREFIX).map(([ecosystem, prefix]) => [ecosystem, `${url}/${prefix}`])) as Record<RegistryEcosystem, string>;
  const api: RegistryServer = {
    url,
    urls,
    env: { REGISTRY_LOOKUPS: 'on', NPM_REGISTRY_URL: urls.npm, PYPI_URL: urls.pypi, CRATES_URL: urls.cargo, GOPROXY_URL: urls.go, RUBYGEMS_URL: urls.rubygems },
    delayMs: options.delayMs ?? 0,
    requests,
    addPackage(spec) {
      packages.set(`${spec.ecosystem}\u0000${spec.ecosystem === 'pypi' ? spec.name.toLowerCase().replace(/[-_.]+/g, '-') : spec.name}`, spec);
    },
    setFault(ecosystem, fault) {
      if (fault === null) faults.delete(ecosystem);
      else faults.set(ecosystem, fault);
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return api;
}
