import type { EcosystemManager } from '../types.js';
import { cargoBuildScriptFindings } from './build-script-finding.js';
import { extractCargoConfig } from './cargo-config.js';
import { extractCargoLock, extractCargoToml } from './extract.js';

export const cargoManager: EcosystemManager = {
  ecosystem: 'cargo',
  fileRules: [cargoBuildScriptFindings],
  // The crates.io index (git and sparse) and its download hosts.
  registryHosts: ['github.com', 'index.crates.io', 'crates.io', 'static.crates.io'],
  files: [
    { baseNames: ['Cargo.toml'], kind: 'manifest', match: (_path, name) => name === 'Cargo.toml', extract: extractCargoToml },
    { baseNames: ['Cargo.lock'], kind: 'lockfile', match: (_path, name) => name === 'Cargo.lock', manifests: ['Cargo.toml'], extract: extractCargoLock },
    { baseNames: ['config.toml', 'config'], kind: 'config', match: (path) => /(?:^|\/)\.cargo\/config(?:\.toml)?$/.test(path), extract: extractCargoConfig },
  ],
};
