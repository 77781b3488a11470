import { spelledLikeRegistry } from '../lookalike-host.js';

/** Hosts of the public npm registry; lockfile URLs on other hosts are reported. */
export const NPM_REGISTRY_HOSTS: readonly string[] = ['registry.npmjs.org', 'registry.yarnpkg.com', 'registry.npmjs.com'];

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
