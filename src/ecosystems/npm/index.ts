import type { EcosystemManager } from '../types.js';
import { extractPackageJson } from './package-json.js';
import { extractPackageLock } from './package-lock.js';
import { extractNpmrc } from './npmrc.js';
import { extractYarnrc } from './yarnrc.js';
import { extractBunfig } from './bunfig.js';
import { extractPnpmLock } from './pnpm-lock.js';
import { extractYarnLock } from './yarn-lock.js';
import { extractPnpmWorkspace } from './pnpm-workspace.js';
import { fromScopedRegistry, NPM_REGISTRY_HOSTS } from './registry-hosts.js';

export { NPM_REGISTRY_HOSTS };

const MANIFESTS = ['package.json'];
/** pnpm's lockfile also locks what pnpm-workspace.yaml's catalogs and overrides declare. */
const PNPM_MANIFESTS = ['package.json', 'pnpm-workspace.yaml'];

export const npmManager: EcosystemManager = {
  ecosystem: 'npm',
  installScriptFindingId: 'npm-install-script',
  registryHosts: NPM_REGISTRY_HOSTS,
  scopedRegistry: fromScopedRegistry,
  files: [
    {
      baseNames: ['package.json'], kind: 'manifest',
      match: (path, name) => name === 'package.json' && !path.includes('node_modules/'),
      extract: extractPackageJson,
    },
    {
      baseNames: ['package-lock.json', 'npm-shrinkwrap.json'], kind: 'lockfile',
      match: (path, name) => (name === 'package-lock.json' || name === 'npm-shrinkwrap.json') && !path.includes('node_modules/'),
      manifests: MANIFESTS,
      extract: extractPackageLock,
    },
    { baseNames: ['yarn.lock'], kind: 'lockfile', match: (_path, name) => name === 'yarn.lock', manifests: MANIFESTS, extract: extractYarnLock },
    { baseNames: ['pnpm-lock.yaml'], kind: 'lockfile', match: (_path, name) => name === 'pnpm-lock.yaml', manifests: PNPM_MANIFESTS, extract: extractPnpmLock },
    {
      baseNames: ['pnpm-workspace.yaml'], kind: 'manifest',
      match: (path, name) => name === 'pnpm-workspace.yaml' && !path.includes('node_modules/'),
      extract: extractPnpmWorkspace,
    },
    { baseNames: ['.npmrc'], kind: 'config', match: (_path, name) => name === '.npmrc', extract: extractNpmrc },
    { baseNames: ['bunfig.toml'], kind: 'config', match: (_path, name) => name === 'bunfig.toml', extract: extractBunfig },
    { baseNames: ['.yarnrc.yml', '.yarnrc'], kind: 'config', match: (_path, name) => name === '.yarnrc.yml' || name === '.yarnrc', extract: extractYarnrc },
  ],
};
