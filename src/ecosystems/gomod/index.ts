import type { EcosystemManager } from '../types.js';
import { extractGoMod, extractGoSum } from './extract.js';

export const gomodManager: EcosystemManager = {
  ecosystem: 'go',
  files: [
    { kind: 'manifest', match: (_path, name) => name === 'go.mod', extract: extractGoMod },
    { kind: 'lockfile', match: (_path, name) => name === 'go.sum', manifests: ['go.mod'], extract: extractGoSum },
  ],
};
