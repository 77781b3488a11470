import type { EcosystemManager } from '../types.js';
import { extractDockerfile } from './extract.js';

/** `Dockerfile`, `Dockerfile.*`, `*.Dockerfile`, `Containerfile` (any case), anywhere. */
export function isDockerfileName(baseName: string): boolean {
  const name = baseName.toLowerCase();
  if (name === 'dockerfile' || name === 'containerfile') return true;
  if (name.endsWith('.dockerignore')) return false;
  return name.startsWith('dockerfile.') || name.endsWith('.dockerfile') || name.startsWith('containerfile.');
}

export const dockerfileManager: EcosystemManager = {
  ecosystem: 'docker',
  files: [{ kind: 'ci', match: (_path, name) => isDockerfileName(name), extract: extractDockerfile }],
};
