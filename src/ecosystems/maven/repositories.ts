import { wellFormedXmlParserLimited } from '../../limited-parse.js';
import { isLoopbackHost } from '../npm/registry-hosts.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ExtractResult } from '../types.js';
import { skip } from '../types.js';
import { asList, baseNameOf, hostOf, isRecord, lineOf } from '../util.js';

/**
 * `maven-repository-override` (docs/findings.md): where Maven downloads artifacts and plugins from,
 * other than Maven Central.
 *
 * - A `<mirror>` of a Maven settings file the repository commits (`.mvn/settings.xml`,
 *   `settings.xml`, `ci-settings.xml`, used with `mvn -s` or `.mvn/maven.config`) whose `mirrorOf`
 *   covers Central (`*`, `central`, `external:*`, a list naming one): every artifact then comes from
 *   that host. Medium, as npm's `registry=`.
 * - A `<repository>` or `<pluginRepository>` of a pom.xml: Maven asks the POM's repositories before
 *   Central (the super POM's, merged last), so the host can serve any groupId first. Medium, as uv's
 *   non-default indexes.
 *
 * Central's hosts and Google's mirror of it, the well-known public repositories (Google, Spring,
 * Apache snapshots, Sonatype, the Gradle plugin portal, JitPack, JBoss, Eclipse, Confluent), a folder (`file:`), a host on the
 * machine itself and a `${property}` URL are not reported. Compared between base and head by kind
 * and host, so a repository the base had is not reported again.
 */

const PUBLIC_REPOSITORY_HOSTS: ReadonlySet<string> = new Set([
  'repo.maven.apache.org', 'repo1.maven.org', 'central.sonatype.com', 'oss.sonatype.org', 's01.oss.sonatype.org', 'repository.apache.org',
  'maven.google.com', 'dl.google.com', 'repo.spring.io', 'plugins.gradle.org', 'jitpack.io', 'repository.jboss.org', 'repo.eclipse.org',
  'packages.confluent.io', 'maven.pkg.jetbrains.space', 'packages.jetbrains.team', 'repo.gradle.org',
  // Google's full mirror of Maven Central on Cloud Storage (since 2015), and its European and Asian copies.
  'maven-central.storage-download.googleapis.com', 'maven-central-eu.storage-download.googleapis.com', 'maven-central-asia.storage-download.googleapis.com',
]);

const parseXml = wellFormedXmlParserLimited({ ignoreAttributes: true, parseTagValue: false, trimValues: true, processEntities: false });

function text(value: unknown): string | null {
  return typeof value === 'string' ? value.trim() : null;
}

/** The host a repository URL makes Maven trust, or null when it is no host anyone else runs. */
export function foreignHost(url: string): string | null {
  if (/^file:/i.test(url) || url.startsWith('${')) return null;
  const host = hostOf(url);
  if (host === null || isLoopbackHost(host) || PUBLIC_REPOSITORY_HOSTS.has(host)) return null;
  return host;
}

export function repositoryFinding(path: string, content: string, url: string, host: string, kind: 'mirror' | 'repository' | 'gradle', what: string): KeyedFinding {
  const insecure = /^http:/i.test(url);
  const effect = {
    mirror: 'every artifact and plugin the build downloads then comes from that host',
    repository: 'Maven asks it for every artifact and plugin before Maven Central, so it can serve any of them',
    gradle: 'Gradle asks the repositories in the order declared and takes each module from the first that has it, so it can serve any module declared after it, or one Central lacks (an internal name)',
  }[kind];
  return makeFinding({
    id: 'maven-repository-override',
    severity: 'medium',
    title: kind === 'mirror' ? `${baseNameOf(path)} replaces Maven Central with ${host}` : kind === 'repository' ? `${baseNameOf(path)} adds the Maven repository ${host}, asked before Central` : `${baseNameOf(path)} adds the Maven repository ${host}`,
    detail:
      `${path} ${what} ${url}${insecure ? ', over plain HTTP' : ''}: ${effect}, and whoever controls it decides what the build runs. ` +
      "Check that it is your organization's repository manager, over https; pin what it serves (checksums, or `<releases>`/`<snapshots>` and an explicit repository per dependency).",
    path,
    line: lineOf(content, url),
    subject: `${kind} ${host}`,
  });
}

/** `<repositories>` and `<pluginRepositories>` of a parsed pom's `<project>`. */
export function pomRepositoryFindings(project: Record<string, unknown>, content: string, path: string): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  const seen = new Set<string>();
  for (const [container, element] of [['repositories', 'repository'], ['pluginRepositories', 'pluginRepository']] as const) {
    const holder = project[container];
    if (!isRecord(holder)) continue;
    for (const repository of asList(holder[element]).slice(0, 200)) {
      const url = isRecord(repository) ? text(repository.url) : null;
      if (url === null) continue;
      const host = foreignHost(url);
      if (host === null || seen.has(host)) continue;
      seen.add(host);
      findings.push(repositoryFinding(path, content, url, host, 'repository', `declares the ${element === 'repository' ? 'repository' : 'plugin repository'}`));
    }
  }
  return findings;
}

/** Whether a `mirrorOf` value covers Maven Central: `*`, `central`, `external:*`, `external:http:*`, or a list naming one, without `!central`. */
function mirrorsCentral(mirrorOf: string): boolean {
  const ids = mirrorOf.split(',', 50).map((id) => id.trim().toLowerCase());
  if (ids.includes('!central')) return false;
  return ids.some((id) => id === '*' || id === 'central' || id.startsWith('external:'));
}

/** A Maven settings file the repository commits, by name. */
export function isMavenSettingsPath(name: string): boolean {
  return /^(?:settings|\.?(?:maven|mvn|ci|build|release|deploy)[-_.]settings)\.xml$/i.test(name);
}

/**
 * A Maven settings file: its `<mirrors>`. A file of another format under the same name (an XML
 * whose root is not `<settings>`, or that does not parse) has nothing to say here and is not skipped.
 */
export function extractMavenSettings(content: string, path: string): ExtractResult {
  if (!content.includes('<settings') || !content.includes('<mirror')) return { deps: [] };
  const parsed = parseXml(content);
  if (!parsed.ok) return skip(parsed.reason);
  const settings = isRecord(parsed.value) && isRecord(parsed.value.settings) ? parsed.value.settings : null;
  if (settings === null || !isRecord(settings.mirrors)) return { deps: [] };
  const findings: KeyedFinding[] = [];
  const seen = new Set<string>();
  for (const mirror of asList(settings.mirrors.mirror).slice(0, 200)) {
    if (!isRecord(mirror)) continue;
    const url = text(mirror.url);
    const mirrorOf = text(mirror.mirrorOf);
    if (url === null || mirrorOf === null || !mirrorsCentral(mirrorOf)) continue;
    const host = foreignHost(url);
    if (host === null || seen.has(host)) continue;
    seen.add(host);
    findings.push(repositoryFinding(path, content, url, host, 'mirror', `makes a mirror of ${mirrorOf} (Maven Central included)`));
  }
  return { deps: [], findings };
}
