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
});
