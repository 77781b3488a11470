import { withinEditDistance } from '../code/edit-distance.js';

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
const REGISTRY_DOMAINS = new Set(['npmjs.org', 'npmjs.com', 'yarnpkg.com']);

/**
 * A host spelled like the public registry without being it: its domain names `npmjs` or `yarnpkg`
 * under another name (`registry.npmjs-mirror.org`, `npmjs.co`), or is within two edits of theirs
 * (`registry.npmsj.org`, `registry.yarnpgk.com`). The mirrors people use are named otherwise
 * (`registry.npmmirror.com`, `npm.pkg.github.com`, a company's Artifactory).
 */
export function looksLikeNpmRegistry(host: string): boolean {
  const labels = host.toLowerCase().split('.');
  const domain = labels.slice(-2).join('.');
  if (REGISTRY_DOMAINS.has(domain)) return false;
  const name = labels[labels.length - 2] ?? '';
  return /npmjs|yarnpkg/.test(name) || [...REGISTRY_DOMAINS].some((d) => withinEditDistance(domain, d, 2));
}
