import { DEFAULT_PARSE_LIMITS, parseYamlLimited } from '../../limited-parse.js';
import type { ExtractedDependency, ExtractResult } from '../types.js';
import { skip } from '../types.js';
import { isRecord } from '../util.js';
import { blockLayout, indentOf, lockLines, unquote } from './lock-layout.js';
import { NPM_REGISTRY_HOSTS } from './registry-hosts.js';
import { npmResolvedSource } from './source.js';

/**
 * pnpm-lock.yaml (lockfile versions 5, 6 and 9), read by a line scanner: a general YAML parse of a
 * 10k-package lockfile takes about a second. pnpm writes these files in one fixed layout: top-level
 * sections, package keys at two spaces, their fields at four (resolution as an inline map). A file
 * in any other layout (re-indented, re-quoted, flow style) is parsed in full instead, with the same
 * result: formatting cannot hide what a lockfile resolves.
 */

/**
 * Splits a pnpm package key into name and version, for every lockfile version:
 * v5 `/name/1.2.3_peer`, `/@scope/name/1.2.3`; v6 `/name@1.2.3(peer)`; v9 `name@1.2.3(peer)`.
 */
export function parsePnpmKey(key: string): { name: string; version: string } | null {
  const path = key.startsWith('/') ? key.slice(1) : key;
  const at = path.indexOf('@', 1);
  if (at > 0 && !path.slice(0, at).includes('/', path.startsWith('@') ? path.indexOf('/') + 1 : 0)) {
    const version = path.slice(at + 1).split('(', 1)[0]!;
    return { name: path.slice(0, at), version };
  }
  const parts = path.split('/');
  if (path.startsWith('@') && parts.length >= 3) return { name: `${parts[0]}/${parts[1]}`, version: parts[2]!.split('_', 1)[0]! };
  if (parts.length >= 2) return { name: parts[0]!, version: parts[1]!.split('_', 1)[0]! };
  return null;
}

interface Package {
  key: string;
  fields: Map<string, string>;
  /** Names under its `dependencies` and `optionalDependencies` (v5/v6 packages, v9 snapshots). */
  requires: string[];
}

const DEPENDENCY_SECTIONS = new Set(['dependencies', 'devDependencies', 'optionalDependencies']);
const REQUIRES_SECTIONS = new Set(['dependencies', 'optionalDependencies']);
/**
 * Importer sections of what only contributors and CI install: devDependencies, and the package
 * manager pinning itself (pnpm's `packageManagerDependencies` and `configDependencies`, written in
 * the lockfile's first document).
 */
const TOOLING_SECTIONS = new Set(['devDependencies', 'packageManagerDependencies', 'configDependencies']);

/**
 * `depType` of pnpm itself in a lockfile that pins the package manager (pnpm 10's
 * `packageManagerDependencies`): `pnpm`, `@pnpm/exe` and `@pnpm/exe`'s platform binaries, reached by
 * no importer's dependencies. `packageManager` in package.json declares it; the signal's dependency
 * lists leave it out (dependency-lists.ts), the lockfile checks still read it (its origin, its integrity).
 */
export const PACKAGE_MANAGER_DEP_TYPE = 'package-manager';
const PNPM_ITSELF = /^(?:pnpm|@pnpm\/exe|@pnpm\/(?:linux|linuxstatic|macos|win)-(?:x64|arm64))$/;

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

/** What the line scanner found, or null when the file is not in the layout pnpm writes (then it is parsed in full). */
interface Scanned {
  readonly direct: Set<string>;
  /** Names an importer installs at run time (dependencies, optionalDependencies), and names only tooling lists. */
  readonly runtimeRoots: Set<string>;
  readonly toolingRoots: Set<string>;
  readonly packages: Package[];
  /** v9: the dependencies of each `name@version`, from the `snapshots` section. */
  readonly snapshots: Map<string, string[]>;
}

/**
 * Reads the layout pnpm writes. Any line outside it (another indentation, tabs, flow or block
 * scalars where pnpm writes none, a key line that is not a key) makes the file irregular: the
 * scanner then answers null and the caller parses the whole document instead, so that
 * re-indenting or re-quoting a lockfile cannot hide what it resolves.
 */
function scan(content: string): Scanned | null {
  const direct = new Set<string>();
  const runtimeRoots = new Set<string>();
  const toolingRoots = new Set<string>();
  const packages: Package[] = [];
  const snapshots = new Map<string, string[]>();
  let snapshot: string[] | null = null;
  let packageSection = ''; // the map at four spaces inside a package or snapshot
  let section = '';
  let importerSection = ''; // dependencies / devDependencies inside an importer
  let current: Package | null = null;
  let inResolution = false;
  let first = true; // the first indented line of a section
  const regular = blockLayout();
  for (const line of lockLines(content)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const indent = indentOf(line);
    if (line.charCodeAt(indent) === 9 || indent % 2 === 1) return null;
    const text = line.slice(indent);
    // pnpm indents by two under a `key:` line and never continues a value on a deeper line.
    if (!regular(indent, text.endsWith(':'))) return null;
    if (text.startsWith('? ') || text.startsWith('- ') || text.startsWith('&') || text.startsWith('*') || text.startsWith('{') || text.startsWith('[')) {
      if (section === 'packages' || section === 'importers' || DEPENDENCY_SECTIONS.has(section)) return null;
    }
    if (indent === 0) {
      if (text === '---' || text === '...') continue;
      const colon = text.indexOf(':');
      section = unquote(colon < 0 ? text : text.slice(0, colon));
      const value = colon < 0 ? '' : text.slice(colon + 1).trim();
      if ((section === 'packages' || section === 'importers' || DEPENDENCY_SECTIONS.has(section)) && value !== '' && value !== '{}') return null;
      current = null;
      first = true;
      continue;
    }
    const opening = first;
    first = false;
    if (section === 'packages') {
      if (opening && indent !== 2) return null;
      if (indent === 2) {
        if (!text.endsWith(':')) return null;
        current = { key: unquote(text.slice(0, -1)), fields: new Map(), requires: [] };
        packages.push(current);
        inResolution = false;
      } else if (current !== null && indent === 4) {
        const match = /^([\w-]+):(.*)$/.exec(text);
        if (!match) return null;
        const value = match[2]!.trimStart();
        packageSection = match[1]!;
        if (value.startsWith('|') || value.startsWith('>') || value.startsWith('&') || value.startsWith('*')) return null;
        inResolution = match[1] === 'resolution' && value === '';
        if (value !== '') current.fields.set(match[1]!, value);
      } else if (current !== null && indent === 6 && inResolution) {
        // Block-style resolution (older pnpm): fold it into the inline form.
        const previous = current.fields.get('resolution') ?? '{';
        current.fields.set('resolution', `${previous}${previous === '{' ? '' : ', '}${text}`);
      } else if (current !== null && indent === 6 && REQUIRES_SECTIONS.has(packageSection)) {
        current.requires.push(unquote(text.split(':', 1)[0]!));
      }
    } else if (section === 'snapshots') {
      if (opening && indent !== 2) return null;
      if (indent === 2) {
        const id = parsePnpmKey(unquote(text.replace(/:\s*(?:\{\})?$/, '')));
        // One package can have several snapshots (one per peer set): their edges add up.
        const key = id ? `${id.name}@${id.version}` : '';
        snapshot = snapshots.get(key) ?? [];
        if (id) snapshots.set(key, snapshot);
      } else if (indent === 4) packageSection = text.split(':', 1)[0]!;
      else if (indent === 6 && snapshot !== null && REQUIRES_SECTIONS.has(packageSection)) snapshot.push(unquote(text.split(':', 1)[0]!));
    } else if (section === 'importers') {
      if (opening && indent !== 2) return null;
      if (indent === 4) importerSection = text.split(':', 1)[0]!;
      else if (indent === 6 && (DEPENDENCY_SECTIONS.has(importerSection) || TOOLING_SECTIONS.has(importerSection))) {
        const name = unquote(text.split(':', 1)[0]!);
        if (DEPENDENCY_SECTIONS.has(importerSection)) direct.add(name);
        (TOOLING_SECTIONS.has(importerSection) ? toolingRoots : runtimeRoots).add(name);
      }
    } else if (DEPENDENCY_SECTIONS.has(section)) {
      if (opening && indent !== 2) return null;
      if (indent === 2) {
        const name = unquote(text.split(':', 1)[0]!);
        direct.add(name);
        (TOOLING_SECTIONS.has(section) ? toolingRoots : runtimeRoots).add(name);
      }
    }
  }
  return { direct, runtimeRoots, toolingRoots, packages, snapshots };
}

const scalar = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;

/** The same facts from a full YAML parse, for files the scanner does not recognize. */
function parseFully(content: string): Scanned | string {
  // A lockfile is larger than a workflow: 16 MiB, as deep as any other YAML.
  const parsed = parseYamlLimited(content, { maxAliasCount: 100, uniqueKeys: false }, { maxChars: 16 * 1024 * 1024, maxDepth: DEFAULT_PARSE_LIMITS.yaml.maxDepth });
  if (!parsed.ok) return `invalid pnpm-lock.yaml: ${parsed.reason}`;
  const doc = parsed.value;
  if (!isRecord(doc) || doc.lockfileVersion === undefined) return 'invalid pnpm-lock.yaml: no lockfileVersion';
  const direct = new Set<string>();
  const runtimeRoots = new Set<string>();
  const toolingRoots = new Set<string>();
  const addSections = (owner: Record<string, unknown>): void => {
    for (const name of DEPENDENCY_SECTIONS) if (isRecord(owner[name])) for (const dep of Object.keys(owner[name])) direct.add(dep);
    for (const name of [...DEPENDENCY_SECTIONS, ...TOOLING_SECTIONS]) {
      if (isRecord(owner[name])) for (const dep of Object.keys(owner[name])) (TOOLING_SECTIONS.has(name) ? toolingRoots : runtimeRoots).add(dep);
    }
  };
  addSections(doc);
  if (isRecord(doc.importers)) for (const importer of Object.values(doc.importers)) if (isRecord(importer)) addSections(importer);
  const packages: Package[] = [];
  const requiresOf = (raw: Record<string, unknown>): string[] => [...REQUIRES_SECTIONS].flatMap((s) => (isRecord(raw[s]) ? Object.keys(raw[s]) : []));
  const snapshots = new Map<string, string[]>();
  if (isRecord(doc.snapshots)) {
    for (const [key, raw] of Object.entries(doc.snapshots)) {
      const id = parsePnpmKey(key);
      if (id) snapshots.set(`${id.name}@${id.version}`, [...(snapshots.get(`${id.name}@${id.version}`) ?? []), ...(isRecord(raw) ? requiresOf(raw) : [])]);
    }
  }
  if (isRecord(doc.packages)) {
    for (const [key, raw] of Object.entries(doc.packages)) {
      const fields = new Map<string, string>();
      if (isRecord(raw)) {
        for (const [field, value] of Object.entries(raw)) {
          if (field === 'resolution' && isRecord(value)) {
            const parts = Object.entries(value).flatMap(([k, v]) => (scalar(v) === null ? [] : [`${k}: ${scalar(v)}`]));
            fields.set('resolution', `{${parts.join(', ')}}`);
          } else if (scalar(value) !== null) fields.set(field, scalar(value)!);
        }
      }
      packages.push({ key, fields, requires: isRecord(raw) ? requiresOf(raw) : [] });
    }
  }
  return { direct, runtimeRoots, toolingRoots, packages, snapshots };
}

/**
 * Lockfile version 9 no longer marks packages `dev: true`: what only development needs is worked
 * out from the graph instead. A package is development-only when a tooling root (an importer's
 * devDependencies, the package manager's own packageManagerDependencies and configDependencies)
 * reaches it and no runtime root (an importer's dependencies or optionalDependencies) does. The walk
 * follows names, each name's edges the union over its versions and peer sets: that reaches at least
 * every package really reachable, so a package used at run time is never called development-only
 * (a name reached both ways is runtime). Null when the lockfile marks dev itself (v5, v6) or has no
 * importers to start from; a package no root reaches keeps `dev: false`.
 */
function toolingOnlyNames(scanned: Scanned): Set<string> | null {
  if (scanned.toolingRoots.size === 0 || scanned.packages.some((p) => p.fields.has('dev'))) return null;
  const edges = new Map<string, Set<string>>();
  const addEdges = (name: string, requires: readonly string[]): void => {
    let set = edges.get(name);
    if (set === undefined) edges.set(name, (set = new Set()));
    for (const r of requires) set.add(r);
  };
  for (const [key, requires] of scanned.snapshots) addEdges(key.slice(0, key.indexOf('@', 1)), requires);
  for (const pkg of scanned.packages) {
    const id = parsePnpmKey(pkg.key);
    if (id) addEdges(id.name, pkg.requires);
  }
  const reach = (roots: ReadonlySet<string>): Set<string> => {
    const seen = new Set(roots);
    const queue = [...roots];
    for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
      for (const next of edges.get(name) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    return seen;
  };
  const runtime = reach(scanned.runtimeRoots);
  const tooling = reach(scanned.toolingRoots);
  for (const name of runtime) tooling.delete(name);
  return tooling;
}

export function extractPnpmLock(content: string): ExtractResult {
  if (!/^[ \t]*["']?lockfileVersion["']?[ \t]*:/m.test(content)) return skip('invalid pnpm-lock.yaml: no lockfileVersion');
  const scanned = scan(content) ?? parseFully(content);
  if (typeof scanned === 'string') return skip(scanned);
  const { direct, packages, snapshots } = scanned;
  const toolingOnly = toolingOnlyNames(scanned);
  const pinsItself = /^[ \t]*packageManagerDependencies:/m.test(content);
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
      dev: toolingOnly === null ? unquote(pkg.fields.get('dev') ?? '') === 'true' : toolingOnly.has(name),
      source: repo || flowValue(resolution, 'type') === 'git' ? 'git' : npmResolvedSource(resolved, NPM_REGISTRY_HOSTS, name),
      depType: direct.has(id.name) ? 'direct' : pinsItself && toolingOnly?.has(name) === true && PNPM_ITSELF.test(name) ? PACKAGE_MANAGER_DEP_TYPE : 'transitive',
      resolved,
      integrity: flowValue(resolution, 'integrity'),
      hasInstallScript: unquote(pkg.fields.get('requiresBuild') ?? '') === 'true',
      requires: snapshots.get(`${id.name}@${id.version}`) ?? pkg.requires,
    });
  }
  return { deps };
}
