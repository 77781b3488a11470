import { parseJsonLimited } from '../../limited-parse.js';
import type { DependencySourceKind, ExtractedDependency, ExtractResult } from '../types.js';
import { skip } from '../types.js';
import { asString, isRecord } from '../util.js';
import { composerRepositoryFindings } from './repositories.js';

/** Composer events whose scripts run on install or update of this project. */
export const COMPOSER_INSTALL_EVENTS = [
  'pre-install-cmd', 'post-install-cmd', 'pre-update-cmd', 'post-update-cmd', 'pre-autoload-dump', 'post-autoload-dump',
  'post-root-package-install', 'post-create-project-cmd', 'pre-package-install', 'post-package-install',
  'pre-package-update', 'post-package-update',
];

function isPlatformPackage(name: string): boolean {
  return name === 'php' || name === 'composer' || name === 'composer-plugin-api' || name === 'composer-runtime-api' || /^(?:ext|lib|php)-/.test(name);
}

function scriptText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string').join(' && ');
  return null;
}

function parseJson(content: string): Record<string, unknown> | string {
  const parsed = parseJsonLimited(content);
  if (!parsed.ok) return parsed.reason;
  return isRecord(parsed.value) ? parsed.value : 'not a JSON object';
}

/**
 * The folder of one development tool's own Composer project: `vendor-bin/<tool>/` (bamarni/composer-bin-plugin,
 * which installs each tool there apart from the project's dependencies) or `tools/<tool>/` (`composer
 * --working-dir=tools/php-cs-fixer require …`, as Symfony's and PHP-CS-Fixer's documentation set it up).
 */
const TOOL_PROJECT_DIR = /^(?:[^/]+\/)*(?:vendor-bin|tools)\/[^/]+\/composer\.(?:json|lock)$/;

/**
 * A Composer project that only installs a development tool: in a tool folder (TOOL_PROJECT_DIR)
 * and, for composer.json, without a package `name` (no name, nothing Packagist can publish; a
 * package of a monorepo has one). What it requires reaches contributors and CI, as require-dev
 * does: phpstan moving a major there is the static analysis breaking, not the library's runtime.
 */
export function isToolProject(path: string, doc: Record<string, unknown> | null): boolean {
  return TOOL_PROJECT_DIR.test(path) && (doc === null || doc.name === undefined);
}

/** composer.json: require, require-dev (platform packages left out), scripts, and the repositories it adds (composer-repository-override). */
export function extractComposerJson(content: string, path = 'composer.json'): ExtractResult {
  const doc = parseJson(content);
  if (typeof doc === 'string') return skip(doc);
  const deps: ExtractedDependency[] = [];
  const tool = isToolProject(path, doc);
  for (const [section, sectionDev] of [['require', false], ['require-dev', true]] as const) {
    const map = doc[section];
    if (!isRecord(map)) continue;
    const dev = sectionDev || tool;
    for (const [name, value] of Object.entries(map)) {
      if (isPlatformPackage(name)) continue;
      deps.push({ name, version: typeof value === 'string' ? value : '', dev, source: 'registry', depType: section });
    }
  }
  const scripts: Record<string, string> = {};
  const installScripts: Record<string, string> = {};
  if (isRecord(doc.scripts)) {
    for (const [name, value] of Object.entries(doc.scripts)) {
      const text = scriptText(value);
      if (text === null) continue;
      scripts[name] = text;
      if (COMPOSER_INSTALL_EVENTS.includes(name)) installScripts[name] = text;
    }
  }
  return { deps, scripts, installScripts, findings: composerRepositoryFindings(doc, content, path) };
}

/** composer.lock: packages and packages-dev with their dist (download) and source (VCS); a tool project's (isToolProject) all development ones. */
export function extractComposerLock(content: string, path = 'composer.lock'): ExtractResult {
  const doc = parseJson(content);
  if (typeof doc === 'string') return skip(doc);
  const deps: ExtractedDependency[] = [];
  const tool = isToolProject(path, null);
  for (const [section, sectionDev] of [['packages', false], ['packages-dev', true]] as const) {
    const dev = sectionDev || tool;
    const list = doc[section];
    if (!Array.isArray(list)) continue;
    for (const pkg of list) {
      if (!isRecord(pkg)) continue;
      const name = asString(pkg.name);
      if (!name) continue;
      const dist = isRecord(pkg.dist) ? pkg.dist : null;
      const source = isRecord(pkg.source) ? pkg.source : null;
      let kind: DependencySourceKind = 'registry';
      if (asString(dist?.type) === 'path' || asString(source?.type) === 'path') kind = 'path';
      else if (!dist && source) kind = 'git';
      deps.push({
        name,
        version: asString(pkg.version),
        dev,
        source: kind,
        depType: 'locked',
        resolved: asString(dist?.url) ?? asString(source?.url),
        integrity: asString(dist?.shasum) || asString(dist?.reference) || asString(source?.reference),
      });
    }
  }
  return { deps };
}
