import { describe, expect, it } from 'vitest';
import { extractGradle, extractGradleSettings } from '../../../src/ecosystems/gradle/extract.js';
import { gradleManager } from '../../../src/ecosystems/gradle/index.js';
import type { ExtractResult } from '../../../src/ecosystems/types.js';

const summary = (result: ExtractResult) => (result.findings ?? []).map((f) => [f.id, f.severity, f.title, f.line]);

describe('maven-repository-override in Gradle scripts', () => {
  it('reports a repository a settings or build script declares off the public hosts, in each DSL form, once per host', () => {
    const settings = [
      'pluginManagement {',
      '  repositories {',
      '    maven("https://plugins.fastmirror.dev/m2")',
      '    gradlePluginPortal()',
      '  }',
      '}',
      'dependencyResolutionManagement {',
      '  repositories {',
      '    maven { url = uri("https://maven.fastmirror.dev/repo") }',
      '    maven(url = "https://maven.fastmirror.dev/other")',
      '    mavenCentral()',
      '  }',
      '}',
    ].join('\n');
    expect(summary(extractGradleSettings(settings, 'settings.gradle.kts'))).toEqual([
      ['maven-repository-override', 'medium', 'settings.gradle.kts adds the Maven repository plugins.fastmirror.dev', 3],
      ['maven-repository-override', 'medium', 'settings.gradle.kts adds the Maven repository maven.fastmirror.dev', 9],
    ]);
    const groovy = ['buildscript {', '  repositories {', '    maven {', "      url 'http://nexus.corp.example/repository/public'", '    }', '  }', '}', "dependencies { implementation 'com.squareup.okhttp3:okhttp:4.12.0' }"].join('\n');
    const result = extractGradle(groovy, 'app/build.gradle');
    expect(summary(result)).toEqual([['maven-repository-override', 'medium', 'build.gradle adds the Maven repository nexus.corp.example', 4]]);
    expect(result.deps.map((d) => d.name)).toEqual(['com.squareup.okhttp3:okhttp']);
  });

  it('is quiet on public repositories, publishing targets, exclusive content, URLs outside repositories and comments', () => {
    const build = [
      'repositories {',
      '  google()',
      '  mavenCentral()',
      '  maven { url = uri("https://jitpack.io") }',
      '  maven("https://repo.spring.io/milestone")',
      '  exclusiveContent {',
      '    forRepository { maven { url = uri("https://maven.corp.example/releases") } }',
      '    filter { includeGroup("com.acme") }',
      '  }',
      '  // maven("https://old-mirror.example/repo")',
      '}',
      'publishing {',
      '  repositories {',
      '    maven {',
      '      url = uri("https://maven.pkg.github.com/acme/tint")',
      '      credentials { username = System.getenv("GITHUB_ACTOR") }',
      '    }',
      '  }',
      '}',
      'tasks.register("docs") { doLast { println("see https://docs.example.net/tint") } }',
      'val site = "https://tint.example.org"',
    ].join('\n');
    expect(summary(extractGradle(build, 'build.gradle.kts'))).toEqual([]);
  });
});

describe('maven-repository-override in other Gradle scripts (init scripts, applied scripts)', () => {
  const reader = (path: string) => {
    const name = path.slice(path.lastIndexOf('/') + 1);
    return gradleManager.files.find((f) => f.match(path, name));
  };
  it('reads an init script and a script a build applies as a settings script is read', () => {
    const init = ['allprojects {', '    repositories {', "        maven { url 'https://maven.mirror-cache.dev/releases' }", '        mavenCentral()', '    }', '}'].join('\n');
    for (const path of ['gradle/init.gradle', 'ci/init.d/repos.gradle', 'gradle/repositories.gradle.kts', 'ci.init.gradle.kts']) {
      const file = reader(path);
      expect(file?.kind, path).toBe('config');
      expect(summary(file!.extract(init, path, () => null) as ExtractResult).map((f) => f[0]), path).toEqual(['maven-repository-override']);
    }
  });
  it('leaves build and settings scripts to their own readers, and other files alone', () => {
    expect(reader('build.gradle')?.kind).toBe('manifest');
    expect(reader('app/settings.gradle.kts')?.extract).toBe(extractGradleSettings);
    expect(reader('gradle.properties')).toBeUndefined();
    expect(reader('docs/gradle.md')).toBeUndefined();
    const publishing = ['publishing {', '  repositories {', "    maven { url 'https://maven.pkg.github.com/acme/tint' }", '  }', '}'].join('\n');
    expect(summary(reader('gradle/publishing.gradle')!.extract(publishing, 'gradle/publishing.gradle', () => null) as ExtractResult)).toEqual([]);
  });
});
