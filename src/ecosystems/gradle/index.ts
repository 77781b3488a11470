import type { EcosystemManager } from '../types.js';
import { extractGradle } from './extract.js';

export const gradleManager: EcosystemManager = {
  ecosystem: 'gradle',
  files: [{ baseNames: ['build.gradle', 'build.gradle.kts'], kind: 'manifest', match: (_path, name) => name === 'build.gradle' || name === 'build.gradle.kts', extract: extractGradle }],
};
