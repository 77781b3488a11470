import type { EcosystemManager } from '../types.js';
import { extractPom } from './extract.js';

export const mavenManager: EcosystemManager = {
  ecosystem: 'maven',
  files: [{ baseNames: ['pom.xml'], kind: 'manifest', match: (_path, name) => name === 'pom.xml', extract: extractPom }],
};
