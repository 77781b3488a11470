import { xmlParserLimited } from '../../limited-parse.js';
import type { ExtractedDependency, ExtractResult } from '../types.js';
import { skip } from '../types.js';
import { isRecord, asList } from '../util.js';
import { pomRepositoryFindings } from './repositories.js';

const parsePomXml = xmlParserLimited({ ignoreAttributes: true, parseTagValue: false, trimValues: true, processEntities: false });

const list = asList;

function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** pom.xml: dependencies, dependencyManagement and build plugins, with `${property}` substitution. */
export function extractPom(content: string, path = 'pom.xml'): ExtractResult {
  const parsed = parsePomXml(content);
  if (!parsed.ok) return skip(parsed.reason);
  const doc = parsed.value;
  const project = isRecord(doc) && isRecord(doc.project) ? doc.project : null;
  if (project === null) return skip('no <project> element');
  const properties = new Map<string, string>();
  if (isRecord(project.properties)) {
    for (const [key, value] of Object.entries(project.properties)) {
      const v = text(value);
      if (v !== null) properties.set(key, v);
    }
  }
  const version = text(project.version);
  if (version) properties.set('project.version', version);
  const substitute = (value: string | null): string | null =>
    value === null ? null : value.replace(/\$\{([^}]+)\}/g, (whole, key: string) => properties.get(key) ?? whole);

  const deps: ExtractedDependency[] = [];
  const add = (entries: unknown, depType: string): void => {
    for (const entry of list(entries)) {
      if (!isRecord(entry)) continue;
      const group = substitute(text(entry.groupId)) ?? (depType === 'plugin' ? 'org.apache.maven.plugins' : null);
      const artifact = substitute(text(entry.artifactId));
      if (!group || !artifact) continue;
      const scope = text(entry.scope);
      deps.push({
        name: `${group}:${artifact}`,
        version: substitute(text(entry.version)),
        // A build plugin runs in the build, as Gradle's `classpath` plugins and npm's devDependencies do, and never reaches what the project ships.
        dev: scope === 'test' || depType === 'plugin',
        source: scope === 'system' ? 'path' : 'registry',
        depType,
      });
    }
  };
  add(isRecord(project.dependencies) ? project.dependencies.dependency : undefined, 'dependency');
  const management = isRecord(project.dependencyManagement) && isRecord(project.dependencyManagement.dependencies) ? project.dependencyManagement.dependencies : null;
  add(management?.dependency, 'dependencyManagement');
  const build = isRecord(project.build) ? project.build : null;
  add(build && isRecord(build.plugins) ? build.plugins.plugin : undefined, 'plugin');
  const findings = pomRepositoryFindings(project, content, path);
  return findings.length > 0 ? { deps, findings } : { deps };
}

/**
 * `.mvn/extensions.xml`: Maven core extensions, which Maven downloads from the repositories and
 * loads into its core before it reads the project, on every build: dependencies as much as the
 * build plugins of a pom.xml, listed as such (depType `extension`).
 */
export function extractMavenExtensions(content: string): ExtractResult {
  const parsed = parsePomXml(content);
  if (!parsed.ok) return skip(parsed.reason);
  const doc = parsed.value;
  const root = isRecord(doc) && isRecord(doc.extensions) ? doc.extensions : null;
  if (root === null) return skip('no <extensions> element');
  const deps: ExtractedDependency[] = [];
  for (const entry of list(root.extension).slice(0, 500)) {
    if (!isRecord(entry)) continue;
    const group = text(entry.groupId);
    const artifact = text(entry.artifactId);
    if (!group || !artifact) continue;
    deps.push({ name: `${group}:${artifact}`, version: text(entry.version), dev: false, source: 'registry', depType: 'extension' });
  }
  return { deps };
}
