import type { EcosystemManager } from '../types.js';
import { extractGoMod, extractGoSum } from './extract.js';
import { goReplaceFindings } from './replace-findings.js';

export const gomodManager: EcosystemManager = {
  ecosystem: 'go',
  fileRules: [goReplaceFindings],
  files: [
    { baseNames: ['go.mod'], kind: 'manifest', match: (_path, name) => name === 'go.mod', extract: extractGoMod },
    { baseNames: ['go.sum'], kind: 'lockfile', match: (_path, name) => name === 'go.sum', manifests: ['go.mod'], extract: extractGoSum },
    // A workspace file's `replace` directives apply to every module of the workspace, over their go.mod's
    // (go.work: `use` and `replace`), for every build run in it: read for go-replace, like go.mod's.
    { baseNames: ['go.work'], kind: 'config', match: (_path, name) => name === 'go.work', extract: extractGoMod },
  ],
};
