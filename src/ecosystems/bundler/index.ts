import type { EcosystemManager } from '../types.js';
import { extractGemfile, extractGemfileLock } from './extract.js';

export const bundlerManager: EcosystemManager = {
  ecosystem: 'rubygems',
  registryHosts: ['rubygems.org', 'index.rubygems.org', 'gems.rubygems.org'],
  files: [
    { baseNames: ['Gemfile', 'gems.rb'], kind: 'manifest', match: (_path, name) => name === 'Gemfile' || name === 'gems.rb', extract: extractGemfile },
    { baseNames: ['Gemfile.lock', 'gems.locked'], kind: 'lockfile', match: (_path, name) => name === 'Gemfile.lock' || name === 'gems.locked', manifests: ['Gemfile', 'gems.rb'], extract: extractGemfileLock },
  ],
};
