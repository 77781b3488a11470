import type { EcosystemManager } from '../types.js';
import { extractComposerJson, extractComposerLock } from './extract.js';

export const composerManager: EcosystemManager = {
  ecosystem: 'composer',
  installScriptFindingId: 'composer-install-script',
  // Packagist serves metadata; dists are archives from the code hosts.
  registryHosts: ['repo.packagist.org', 'packagist.org', 'api.github.com', 'codeload.github.com', 'github.com', 'gitlab.com', 'bitbucket.org'],
  files: [
    { baseNames: ['composer.json'], kind: 'manifest', match: (path, name) => name === 'composer.json' && !path.includes('vendor/'), extract: extractComposerJson },
    { baseNames: ['composer.lock'], kind: 'lockfile', match: (path, name) => name === 'composer.lock' && !path.includes('vendor/'), manifests: ['composer.json'], extract: extractComposerLock },
  ],
};
