import { spelledLikeRegistry } from '../lookalike-host.js';

/** Hosts of the public npm registry; lockfile URLs on other hosts are reported. */
export const NPM_REGISTRY_HOSTS: readonly string[] = ['registry.npmjs.org', 'registry.yarnpkg.com', 'registry.npmjs.com'];

/**
 * Public registries that serve one scope of npm names only: JSR's npm compatibility registry
 * serves the `@jsr/` scope at npm.jsr.io (a `jsr:` specifier, which pnpm 10.9+ and Yarn 4.9+
 * resolve natively, or `@jsr:registry=https://npm.jsr.io` in .npmrc, locks `@jsr/std__fmt` as
 * `https://npm.jsr.io/~/11/@jsr/std__fmt/1.0.8.tgz`). A package of the scope downloaded from its
 * registry over HTTPS, at a path that names the package, comes from a public registry as much as
 * one from registry.npmjs.org: date-fns's "Update docs submodule" locked nine such packages and was
 * rated critical for a foreign host. Any other name from that host, or the scope from another host,
 * is not covered.
 */
const SCOPED_REGISTRIES: readonly { readonly scope: string; readonly origin: string }[] = [{ scope: '@jsr/', origin: 'https://npm.jsr.io/' }];

/** Whether `url` is the scoped public registry's own tarball of package `name` (SCOPED_REGISTRIES). */
export function fromScopedRegistry(name: string, url: string | null | undefined): boolean {
  if (!url) return false;
  const registry = SCOPED_REGISTRIES.find((r) => name.startsWith(r.scope));
  if (registry === undefined || !url.toLowerCase().startsWith(registry.origin)) return false;
  const path = url.slice(registry.origin.length).split(/[?#]/)[0] ?? '';
  return path.includes(`/${name}/`) || path.startsWith(`${name}/`);
}

/**
 * A registry on the machine itself (`localhost`, `127.x.x.x`): the Verdaccio an end-to-end
 * test starts to install the packages it just built (sentry-javascript's test applications). Nobody
 * else controls it, and without that local server an install fails rather than fetching elsewhere.
 */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** The public registries' domains: a host under them is theirs. */
const REGISTRY_DOMAINS: readonly string[] = ['npmjs.org', 'npmjs.com', 'yarnpkg.com'];

/**
 * A host spelled like the public registry without being it (`registry.npmjs-mirror.org`, `npmjs.co`,
 * `registry.npmsj.org`, `registry.yarnpgk.com`): lookalike-host.ts.
 */
export function looksLikeNpmRegistry(host: string): boolean {
  return spelledLikeRegistry(host, REGISTRY_DOMAINS);
}
