import type { ExtractedDependency, ExtractResult } from '../types.js';
import { gradleRepositoryFindings } from './repositories.js';

const CONFIGURATION =
  '(implementation|api|compile|compileOnly|runtimeOnly|runtime|annotationProcessor|kapt|ksp|classpath|testImplementation|testCompileOnly|testRuntimeOnly|testCompile|androidTestImplementation|debugImplementation|releaseImplementation|testFixturesImplementation)';
const STRING_NOTATION = new RegExp(`\\b${CONFIGURATION}\\s*(?:\\(\\s*)?(?:platform\\s*\\(\\s*)?["']([^"':\\s]+):([^"':\\s]+)(?::([^"'\\s@]*)(?:[@\\s][^"']*)?|\\s[^"']*)?["']`, 'g');
const MAP_NOTATION = new RegExp(`\\b${CONFIGURATION}\\s*(?:\\(\\s*)?group\\s*[:=]\\s*["']([^"']+)["']\\s*,\\s*name\\s*[:=]\\s*["']([^"']+)["'](?:\\s*,\\s*version\\s*[:=]\\s*["']([^"']+)["'])?`, 'g');

/**
 * Configurations whose packages never reach what the project ships: tests, and `classpath`, the
 * build script's own classpath (`buildscript { dependencies { classpath '…' } }`: Gradle plugins
 * such as error-prone, publishing or changelog plugins, which run in the build like npm's
 * devDependencies).
 */
const DEV_CONFIGURATION = /^(?:test|androidTest|classpath$)/;

/** build.gradle / build.gradle.kts: `configuration("group:name:version")` and map notation. */
export function extractGradle(content: string, path = 'build.gradle'): ExtractResult {
  const deps: ExtractedDependency[] = [];
  const lines = content.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (!line.includes(':') || /^\s*\/\//.test(line)) continue;
    for (const pattern of [STRING_NOTATION, MAP_NOTATION]) {
      pattern.lastIndex = 0;
      for (let m = pattern.exec(line); m; m = pattern.exec(line)) {
        const configuration = m[1]!;
        deps.push({
          name: `${m[2]}:${m[3]}`,
          version: m[4] || null,
          dev: DEV_CONFIGURATION.test(configuration),
          source: 'registry',
          depType: configuration,
          line: i + 1,
        });
      }
    }
  }
  const findings = gradleRepositoryFindings(content, path);
  return findings.length > 0 ? { deps, findings } : { deps };
}

/** settings.gradle / settings.gradle.kts: the repositories of `pluginManagement` and `dependencyResolutionManagement`. */
export function extractGradleSettings(content: string, path: string): ExtractResult {
  return { deps: [], findings: gradleRepositoryFindings(content, path) };
}
