import { describe, expect, it } from 'vitest';
import { extractGradle } from '../../../src/ecosystems/gradle/extract.js';

describe('Gradle', () => {
  it('reads Groovy and Kotlin DSL dependency notations', () => {
    const content = `dependencies {
    implementation 'com.google.guava:guava:33.2.0-jre'
    implementation("org.jetbrains.kotlinx:kotlinx-coroutines-core:1.8.1")
    api group: 'org.apache.commons', name: 'commons-lang3', version: '3.14.0'
    testImplementation "org.junit.jupiter:junit-jupiter:5.10.2"
    runtimeOnly("com.h2database:h2:+")
    // implementation 'commented:out:1.0'
}
`;
    expect(extractGradle(content).deps.map((d) => [d.name, d.version, d.dev, d.line])).toEqual([
      ['com.google.guava:guava', '33.2.0-jre', false, 2],
      ['org.jetbrains.kotlinx:kotlinx-coroutines-core', '1.8.1', false, 3],
      ['org.apache.commons:commons-lang3', '3.14.0', false, 4],
      ['org.junit.jupiter:junit-jupiter', '5.10.2', true, 5],
      ['com.h2database:h2', '+', false, 6],
    ]);
  });

  it('reads the build script classpath (Gradle plugins) as development tooling, implementation as runtime', () => {
    const content = `buildscript {
    dependencies {
        classpath 'net.ltgt.gradle:gradle-errorprone-plugin:4.0.0'
        classpath("org.shipkit:shipkit-changelog:2.0.1")
    }
}
dependencies {
    implementation 'net.bytebuddy:byte-buddy:1.15.0'
    compileOnly 'org.classpathx:annotations:1.0'
}
`;
    expect(extractGradle(content).deps.map((d) => [d.name, d.dev])).toEqual([
      ['net.ltgt.gradle:gradle-errorprone-plugin', true],
      ['org.shipkit:shipkit-changelog', true],
      ['net.bytebuddy:byte-buddy', false],
      ['org.classpathx:annotations', false],
    ]);
  });
});
