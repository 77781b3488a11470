import { describe, expect, it } from 'vitest';
import { extractPom } from '../../../src/ecosystems/maven/extract.js';
import { mavenManager } from '../../../src/ecosystems/maven/index.js';
import { extractMavenSettings, isMavenSettingsPath } from '../../../src/ecosystems/maven/repositories.js';
import type { ExtractResult } from '../../../src/ecosystems/types.js';

const summary = (result: ExtractResult) => (result.findings ?? []).map((f) => [f.id, f.severity, f.title, f.line]);

const pom = (inner: string[]) =>
  ['<project>', '  <modelVersion>4.0.0</modelVersion>', '  <groupId>com.acme</groupId>', '  <artifactId>tint</artifactId>', '  <version>1.0.0</version>', ...inner, '</project>'].join('\n');
const settings = (mirrors: string[][]) =>
  ['<settings>', '  <mirrors>', ...mirrors.flatMap(([id, of, url]) => ['    <mirror>', `      <id>${id}</id>`, `      <mirrorOf>${of}</mirrorOf>`, `      <url>${url}</url>`, '    </mirror>']), '  </mirrors>', '</settings>'].join('\n');

describe('maven-repository-override', () => {
  it('reports a pom repository or plugin repository on a host other than the public ones, once per host', () => {
    const content = pom([
      '  <repositories>',
      '    <repository><id>fast</id><url>https://maven.fastmirror.dev/repo</url></repository>',
      '    <repository><id>fast-2</id><url>https://maven.fastmirror.dev/other</url></repository>',
      '    <repository><id>spring</id><url>https://repo.spring.io/milestone</url></repository>',
      '  </repositories>',
      '  <pluginRepositories>',
      '    <pluginRepository><id>corp</id><url>http://nexus.corp.example/repository/plugins</url></pluginRepository>',
      '  </pluginRepositories>',
    ]);
    expect(summary(extractPom(content, 'services/api/pom.xml'))).toEqual([
      ['maven-repository-override', 'medium', 'pom.xml adds the Maven repository maven.fastmirror.dev, asked before Central', 7],
      ['maven-repository-override', 'medium', 'pom.xml adds the Maven repository nexus.corp.example, asked before Central', 12],
    ]);
  });

  it('is quiet on public repositories, a folder, a local host and a property', () => {
    const content = pom([
      '  <repositories>',
      '    <repository><id>google</id><url>https://maven.google.com</url></repository>',
      '    <repository><id>jitpack</id><url>https://jitpack.io</url></repository>',
      '    <repository><id>lib</id><url>file://${project.basedir}/lib</url></repository>',
      '    <repository><id>local</id><url>http://localhost:8081/repository/maven</url></repository>',
      '    <repository><id>prop</id><url>${corp.repo.url}</url></repository>',
      '  </repositories>',
      '  <dependencies><dependency><groupId>junit</groupId><artifactId>junit</artifactId><version>4.13.2</version></dependency></dependencies>',
    ]);
    const result = extractPom(content);
    expect(summary(result)).toEqual([]);
    expect(result.deps.map((d) => d.name)).toEqual(['junit:junit']);
  });

  it('reads the mirrors of a committed Maven settings file that cover Central', () => {
    const content = settings([
      ['fast', '*', 'https://maven.fastmirror.dev/repo'],
      ['corp', 'external:*,!internal', 'https://nexus.corp.example/repository/public'],
      ['snapshots', 'acme-snapshots', 'https://snapshots.example.net/repo'],
      ['not-central', '*,!central', 'https://other.example.net/repo'],
    ]);
    expect(summary(extractMavenSettings(content, '.mvn/settings.xml'))).toEqual([
      ['maven-repository-override', 'medium', 'settings.xml replaces Maven Central with maven.fastmirror.dev', 6],
      ['maven-repository-override', 'medium', 'settings.xml replaces Maven Central with nexus.corp.example', 11],
    ]);
    expect(summary(extractMavenSettings(settings([['central', 'central', 'https://repo1.maven.org/maven2']]), 'settings.xml'))).toEqual([]);
  });

  it("is quiet on Google's mirror of Central (junit-team/junit4's CI settings.xml), not on another bucket of the same storage host (anyone may name one)", () => {
    expect(summary(extractMavenSettings(settings([['google-maven-central', 'central', 'https://maven-central.storage-download.googleapis.com/maven2/']]), '.github/workflows/settings.xml'))).toEqual([]);
    expect(summary(extractMavenSettings(settings([['google-eu', '*', 'https://maven-central-eu.storage-download.googleapis.com/maven2/']]), 'settings.xml'))).toEqual([]);
    expect(summary(extractMavenSettings(settings([['gcs', 'central', 'https://maven-mirror.storage-download.googleapis.com/maven2/']]), 'settings.xml'))).toEqual([
      ['maven-repository-override', 'medium', 'settings.xml replaces Maven Central with maven-mirror.storage-download.googleapis.com', 6],
    ]);
  });

  it('reads only Maven settings files, and leaves another format under the name alone', () => {
    for (const name of ['settings.xml', 'maven-settings.xml', 'ci-settings.xml', '.mvn-settings.xml']) expect(isMavenSettingsPath(name)).toBe(true);
    for (const name of ['app-settings.json', 'user_settings.xml', 'settings.xml.bak']) expect(isMavenSettingsPath(name)).toBe(false);
    expect(mavenManager.files.some((f) => f.kind === 'config' && f.match('.mvn/settings.xml', 'settings.xml'))).toBe(true);
    // An Android or IDE settings.xml: not Maven's, nothing to say, not skipped.
    expect(extractMavenSettings('<?xml version="1.0"?>\n<resources><string name="title">Settings</string></resources>\n', 'app/src/main/res/xml/settings.xml')).toEqual({ deps: [] });
    expect(extractMavenSettings('<settings><mirrors><mirror><url>https://x.example</url>', 'settings.xml').skipReason).toBeDefined();
  });
});
