import type { ExtractedDependency, ExtractResult } from '../types.js';
import { skip } from '../types.js';
import { NPM_REGISTRY_HOSTS } from './registry-hosts.js';
import { npmResolvedSource } from './source.js';

/**
 * pnpm-lock.yaml (lockfile versions 5, 6 and 9), read by a line scanner: a general YAML parse of a
 * 10k-package lockfile takes about a second. pnpm writes these files in one fixed layout: top-level
 * sections, package keys at two spaces, their fields at four (resolution as an inline map).
 */

/**
 * Splits a pnpm package key into name and version, for every lockfile version:
 * v5 `/name/1.2.3_peer`, `/@scope/name/1.2.3`; v6 `/name@1.2.3(peer)`; v9 `name@1.2.3(peer)`.
 */
export function parsePnpmKey(key: string): { name: string; version: string } | null {
  const path = key.startsWith('/') ? key.slice(1) : key;
  const at = path.indexOf('@', 1);
  if (at > 0 && !path.slice(0, at).includes('/', path.startsWith('@') ? path.indexOf('/') + 1 : 0)) {
    const version = path.slice(at + 1).replace(/\(.*$/, '');
    return { name: path.slice(0, at), version };
  }
  const parts = path.split('/');
  if (path.startsWith('@') && parts.length >= 3) return { name: `${parts[0]}/${parts[1]}`, version: parts[2]!.replace(/_.*$/, '') };
  if (parts.length >= 2) return { name: parts[0]!, version: parts[1]!.replace(/_.*$/, '') };
  return null;
}

function unquote(value: string): string {
  const v = value.trim();
  return v.length >= 2 && (v[0] === '"' || v[0] === "'") && v[v.length - 1] === v[0] ? v.slice(1, -1) : v;
}

function indentOf(line: string): number {
  let i = 0;
  while (line.charCodeAt(i) === 32) i += 1;
  return i;
}

interface Package {
  key: string;
  fields: Map<string, string>;
}

const DEPENDENCY_SECTIONS = new Set(['dependencies', 'devDependencies', 'optionalDependencies']);

const FLOW_KEYS = new Map<string, RegExp>();

/** One key of an inline YAML map such as `{integrity: sha512-…, tarball: https://…}`. */
function flowValue(map: string, key: string): string | null {
  let pattern = FLOW_KEYS.get(key);
  if (pattern === undefined) {
    pattern = new RegExp(`(?:^|[{,\\s])${key}:\\s*([^,}]+)`);
    FLOW_KEYS.set(key, pattern);
  }
  const match = pattern.exec(map);
  return match ? unquote(match[1]!) : null;
}

export function extractPnpmLock(content: string): ExtractResult {
  if (!/^lockfileVersion:/m.test(content)) return skip('invalid pnpm-lock.yaml: no lockfileVersion');
  const direct = new Set<string>();
  const packages: Package[] = [];
  let section = '';
  let importerSection = ''; // dependencies / devDependencies inside an importer
  let current: Package | null = null;
  let inResolution = false;
  let start = 0;
  const length = content.length;
  while (start < length) {
    let end = content.indexOf('\n', start);
    if (end < 0) end = length;
    let line = content.slice(start, end);
    start = end + 1;
    if (line.endsWith('\r')) line = line.slice(0, -1);
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const indent = indentOf(line);
    const text = line.slice(indent);
    if (indent === 0) {
      section = text.replace(/:.*$/, '');
      current = null;
      continue;
    }
    if (section === 'packages') {
      if (indent === 2) {
        const colon = text.lastIndexOf(':');
        const key = unquote(text.endsWith(':') ? text.slice(0, -1) : text.slice(0, colon));
        current = { key, fields: new Map() };
        packages.push(current);
        inResolution = false;
      } else if (current !== null && indent === 4) {
        const match = /^([\w-]+):\s*(.*)$/.exec(text);
        if (!match) continue;
        inResolution = match[1] === 'resolution' && match[2] === '';
        if (match[2] !== '') current.fields.set(match[1]!, match[2]!);
      } else if (current !== null && indent === 6 && inResolution) {
        // Block-style resolution (older pnpm): fold it into the inline form.
        const previous = current.fields.get('resolution') ?? '{';
        current.fields.set('resolution', `${previous}${previous === '{' ? '' : ', '}${text}`);
      }
    } else if (section === 'importers') {
      if (indent === 4) importerSection = text.replace(/:.*$/, '');
      else if (indent === 6 && DEPENDENCY_SECTIONS.has(importerSection)) direct.add(unquote(text.replace(/:.*$/, '')));
    } else if (DEPENDENCY_SECTIONS.has(section) && indent === 2) {
      direct.add(unquote(text.replace(/:.*$/, '')));
    }
  }
  const deps: ExtractedDependency[] = [];
  for (const pkg of packages) {
    const id = parsePnpmKey(pkg.key);
    if (!id) continue;
    const resolution = pkg.fields.get('resolution') ?? '';
    const tarball = flowValue(resolution, 'tarball');
    const repo = flowValue(resolution, 'repo');
    const resolved = tarball ?? (repo ? `git+${repo}` : null);
    const name = pkg.fields.has('name') ? unquote(pkg.fields.get('name')!) : id.name;
    deps.push({
      name,
      version: pkg.fields.has('version') ? unquote(pkg.fields.get('version')!) : id.version,
      dev: pkg.fields.get('dev') === 'true',
      source: repo || flowValue(resolution, 'type') === 'git' ? 'git' : npmResolvedSource(resolved, NPM_REGISTRY_HOSTS),
      depType: direct.has(id.name) ? 'direct' : 'transitive',
      resolved,
      integrity: flowValue(resolution, 'integrity'),
      hasInstallScript: pkg.fields.get('requiresBuild') === 'true',
    });
  }
  return { deps };
}
