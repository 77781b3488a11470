import type { EcosystemManager } from '../types.js';
import { extractGoMod, extractGoSum } from './extract.js';
import { goReplaceFindings } from './replace-findings.js';

export const gomodManager: EcosystemManager = {
  ecosystem: 'go',
  fileRules: [goReplaceFindings],
  files: [
    { baseNames: ['go.mod'], kind: 'manifest', match: (_path, name) => name === 'go.mod', extract: extractGoMod },
    { baseNames: ['go.sum'], kind: 'lockfile', match: (_path, name) => name === 'go.sum', manifests: ['go.mod'], extract: extractGoSum },
  ],
};
