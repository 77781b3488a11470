import { describe, expect, it } from 'vitest';
import { extractMavenExtensions, extractPom } from '../../../src/ecosystems/maven/extract.js';
import { mavenManager } from '../../../src/ecosystems/maven/index.js';
import { analyze, change, snapshotOf } from '../../support/supply-chain-snapshot.js';

describe('pom.xml', () => {
  it('reads dependencies, managed dependencies and plugins with property substitution', () => {
    const content = `<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>com.acme</groupId>
  <artifactId>app</artifactId>
  <version>1.0.0</version>
  <properties><jackson.version>2.17.1</jackson.version></properties>
  <dependencies>
    <dependency><groupId>com.fasterxml.jackson.core</groupId><artifactId>jackson-databind</artifactId><version>\${jackson.version}</version></dependency>
    <dependency><groupId>org.junit.jupiter</groupId><artifactId>junit-jupiter</artifactId><version>5.10.2</version><scope>test</scope></dependency>
  </dependencies>
  <dependencyManagement><dependencies>
    <dependency><groupId>org.slf4j</groupId><artifactId>slf4j-api</artifactId><version>LATEST</version></dependency>
  </dependencies></dependencyManagement>
  <build><plugins><plugin><artifactId>maven-surefire-plugin</artifactId><version>3.2.5</version></plugin></plugins></build>
</project>`;
    expect(extractPom(content).deps.map((d) => [d.name, d.version, d.dev, d.depType])).toEqual([
      ['com.fasterxml.jackson.core:jackson-databind', '2.17.1', false, 'dependency'],
      ['org.junit.jupiter:junit-jupiter', '5.10.2', true, 'dependency'],
      ['org.slf4j:slf4j-api', 'LATEST', false, 'dependencyManagement'],
      // A build plugin is build tooling, as Gradle's classpath plugins are: development.
      ['org.apache.maven.plugins:maven-surefire-plugin', '3.2.5', true, 'plugin'],
    ]);
  });

  it('gives a skip reason without a project element', () => {
    expect(extractPom('<settings/>').skipReason).toBe('no <project> element');
  });
});

describe('.mvn/extensions.xml', () => {
  it('lists Maven core extensions as dependencies, and matches only .mvn/extensions.xml', () => {
    const content = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<extensions>',
      '  <extension>',
      '    <groupId>com.gradle</groupId>',
      '    <artifactId>develocity-maven-extension</artifactId>',
      '    <version>1.22.2</version>',
      '  </extension>',
      '  <extension><groupId>io.github.fastbuild</groupId><artifactId>maven-cache-extension</artifactId><version>1.0.2</version></extension>',
      '</extensions>',
    ].join('\n');
    expect(extractMavenExtensions(content).deps.map((d) => [d.name, d.version, d.depType])).toEqual([
      ['com.gradle:develocity-maven-extension', '1.22.2', 'extension'],
      ['io.github.fastbuild:maven-cache-extension', '1.0.2', 'extension'],
    ]);
    expect(extractMavenExtensions('<project/>').skipReason).toBe('no <extensions> element');
    const file = mavenManager.files.find((f) => f.baseNames?.includes('extensions.xml'))!;
    expect(['.mvn/extensions.xml', 'server/.mvn/extensions.xml'].map((p) => file.match(p, 'extensions.xml'))).toEqual([true, true]);
    expect(['extensions.xml', 'src/main/resources/extensions.xml', 'vscode/.mvn-extensions.xml'].map((p) => file.match(p, 'extensions.xml'))).toEqual([false, false, false]);
  });
});

describe('.mvn/extensions.xml in the supply-chain section', () => {
  it('lists an extension the PR adds among the new dependencies, against its file', () => {
    const ext = (entries: string[]) => `<extensions>${entries.map((e) => `<extension>${e}</extension>`).join('')}</extensions>\n`;
    const develocity = '<groupId>com.gradle</groupId><artifactId>develocity-maven-extension</artifactId><version>1.22.2</version>';
    const cache = '<groupId>io.github.fastbuild</groupId><artifactId>maven-cache-extension</artifactId><version>1.0.2</version>';
    const section = analyze(snapshotOf(change('.mvn/extensions.xml', ext([develocity]), ext([develocity, cache]))));
    expect(section.new_dependencies.map((d) => [d.ecosystem, d.name, d.manifest])).toEqual([['maven', 'io.github.fastbuild:maven-cache-extension', '.mvn/extensions.xml']]);
  });
});
