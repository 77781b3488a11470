import type { EcosystemManager } from '../types.js';
import { extractMavenExtensions, extractPom } from './extract.js';
import { extractMavenSettings, isMavenSettingsPath } from './repositories.js';

export const mavenManager: EcosystemManager = {
  ecosystem: 'maven',
  files: [
    { baseNames: ['pom.xml'], kind: 'manifest', match: (_path, name) => name === 'pom.xml', extract: extractPom },
    // Maven core extensions, loaded into Maven itself on every build.
    { baseNames: ['extensions.xml'], kind: 'manifest', match: (path) => path === '.mvn/extensions.xml' || path.endsWith('/.mvn/extensions.xml'), extract: extractMavenExtensions },
    // Maven settings files a repository commits for `mvn -s` (their mirrors; repositories.ts).
    { kind: 'config', match: (_path, name) => isMavenSettingsPath(name), extract: extractMavenSettings },
  ],
};
