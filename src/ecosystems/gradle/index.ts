import type { EcosystemManager } from '../types.js';
import { extractGradle, extractGradleSettings } from './extract.js';

export const gradleManager: EcosystemManager = {
  ecosystem: 'gradle',
  files: [
    { baseNames: ['build.gradle', 'build.gradle.kts'], kind: 'manifest', match: (_path, name) => name === 'build.gradle' || name === 'build.gradle.kts', extract: extractGradle },
    // Where plugins and dependencies are resolved from (repositories.ts).
    { baseNames: ['settings.gradle', 'settings.gradle.kts'], kind: 'config', match: (_path, name) => name === 'settings.gradle' || name === 'settings.gradle.kts', extract: extractGradleSettings },
  ],
};
