import type { EcosystemManager } from '../types.js';
import { extractGradle, extractGradleSettings } from './extract.js';

/** A Gradle script other than build.gradle(.kts) and settings.gradle(.kts), by its name. */
function isOtherGradleScript(name: string): boolean {
  return /\.gradle(?:\.kts)?$/.test(name) && !/^(?:build|settings)\.gradle(?:\.kts)?$/.test(name);
}

export const gradleManager: EcosystemManager = {
  ecosystem: 'gradle',
  files: [
    { baseNames: ['build.gradle', 'build.gradle.kts'], kind: 'manifest', match: (_path, name) => name === 'build.gradle' || name === 'build.gradle.kts', extract: extractGradle },
    // Where plugins and dependencies are resolved from (repositories.ts).
    { baseNames: ['settings.gradle', 'settings.gradle.kts'], kind: 'config', match: (_path, name) => name === 'settings.gradle' || name === 'settings.gradle.kts', extract: extractGradleSettings },
    // Other Gradle scripts: init scripts (`init.gradle`, `*.init.gradle.kts`, `init.d/*.gradle`, run with
    // `gradle -I …` or from ~/.gradle/init.d) and scripts a build applies (`apply from: 'gradle/repos.gradle'`):
    // their repositories serve the build as build.gradle's do.
    { kind: 'config', match: (_path, name) => isOtherGradleScript(name), extract: extractGradleSettings },
  ],
};
