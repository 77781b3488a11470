/** Hosts of the public npm registry; lockfile URLs on other hosts are reported. */
export const NPM_REGISTRY_HOSTS: readonly string[] = ['registry.npmjs.org', 'registry.yarnpkg.com', 'registry.npmjs.com'];
