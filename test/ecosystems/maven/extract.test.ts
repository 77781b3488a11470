import { describe, expect, it } from 'vitest';
import { extractPom } from '../../../src/ecosystems/maven/extract.js';

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
      ['org.apache.maven.plugins:maven-surefire-plugin', '3.2.5', false, 'plugin'],
    ]);
  });

  it('gives a skip reason without a project element', () => {
    expect(extractPom('<settings/>').skipReason).toBe('no <project> element');
  });
});
