import type { EcosystemManager } from '../types.js';
import { extractPipConf, extractUvToml, PYPI_HOSTS } from './indexes.js';
import { extractPipfile, extractPipfileLock, extractPoetryLock, extractUvLock } from './locks.js';
import { extractPyproject } from './pyproject.js';
import { extractRequirements } from './requirements.js';
import { extractSetupPy } from './setup-py.js';

/** PyPI's own hosts: the index and the file CDN. */
export const PYPI_REGISTRY_HOSTS: readonly string[] = PYPI_HOSTS;

/** requirements.txt, requirements-dev.txt, requirements/base.txt, dev-requirements.in, constraints.txt. */
export function isRequirementsPath(path: string, baseName: string): boolean {
  if (!/\.(txt|in)$/.test(baseName)) return false;
  return /requirements/i.test(baseName) || /(^|\/)requirements\//i.test(path) || /^constraints.*\.txt$/i.test(baseName);
}

export const pypiManager: EcosystemManager = {
  ecosystem: 'pypi',
  installScriptFindingId: 'python-setup-script',
  registryHosts: PYPI_REGISTRY_HOSTS,
  files: [
    { kind: 'manifest', match: (path, name) => isRequirementsPath(path, name), extract: extractRequirements },
    { baseNames: ['pyproject.toml'], kind: 'manifest', match: (_path, name) => name === 'pyproject.toml', extract: extractPyproject },
    { baseNames: ['setup.py'], kind: 'manifest', match: (_path, name) => name === 'setup.py', extract: extractSetupPy },
    { baseNames: ['Pipfile'], kind: 'manifest', match: (_path, name) => name === 'Pipfile', extract: extractPipfile },
    { baseNames: ['poetry.lock'], kind: 'lockfile', match: (_path, name) => name === 'poetry.lock', manifests: ['pyproject.toml'], extract: extractPoetryLock },
    { baseNames: ['uv.lock'], kind: 'lockfile', match: (_path, name) => name === 'uv.lock', manifests: ['pyproject.toml'], extract: extractUvLock },
    { baseNames: ['pip.conf', 'pip.ini'], kind: 'config', match: (_path, name) => name === 'pip.conf' || name === 'pip.ini', extract: extractPipConf },
    { baseNames: ['uv.toml'], kind: 'config', match: (_path, name) => name === 'uv.toml', extract: extractUvToml },
    { baseNames: ['Pipfile.lock'], kind: 'lockfile', match: (_path, name) => name === 'Pipfile.lock', manifests: ['Pipfile'], extract: extractPipfileLock },
  ],
};
