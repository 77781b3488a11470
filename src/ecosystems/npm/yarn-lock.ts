import type { ExtractedDependency, ExtractResult } from '../types.js';
import { skip } from '../types.js';
import { parseYamlLimited } from '../../limited-parse.js';
import { isRecord } from '../util.js';
import { blockLayout, indentOf, lockLines, unquote } from './lock-layout.js';
import { NPM_REGISTRY_HOSTS } from './registry-hosts.js';
import { npmResolvedSource } from './source.js';

/**
 * yarn.lock, classic (v1) and berry (v2+, recognized by its `__metadata` block).
 *
 * Both are read by a line scanner rather than a general parser: lockfiles of 10-20k entries are
 * common and a full YAML/SYML parse of them takes hundreds of milliseconds. The scanner reads what
 * the analysis needs: each entry's key and its two-space indented scalar fields.
 */

/** The package name of a yarn.lock key such as `@scope/name@^1.0.0` or `name@npm:^2`. */
export function nameOfDescriptor(descriptor: string): string {
  const trimmed = descriptor.trim().replace(/^"|"$/g, '');
  const at = trimmed.indexOf('@', 1);
  return at > 0 ? trimmed.slice(0, at) : trimmed;
}

interface Entry {
  readonly key: string;
  readonly fields: Map<string, string>;
}

/** The scanner's answer for a file not in the layout yarn writes. */
const IRREGULAR = Symbol('irregular');

/**
 * Top-level entries and their two-space scalar fields (`  version "1.0.0"` or `  version: 1.0.0`).
 * IRREGULAR when a line is outside the layout yarn writes (another indentation, tabs, a value
 * continued on a deeper line), so that re-indenting cannot hide an entry's fields.
 */
function scanEntries(content: string): Entry[] | string | typeof IRREGULAR {
  const entries: Entry[] = [];
  let current: Entry | null = null;
  const regular = blockLayout();
  for (const line of lockLines(content)) {
    if (line === '' || line[0] === '#') continue;
    if (line.startsWith('<<<<<<<') || line.startsWith('>>>>>>>') || line.startsWith('=======')) return 'yarn.lock has unresolved merge conflicts';
    const indent = indentOf(line);
    if (line.charCodeAt(indent) === 9 || indent % 2 === 1 || line[indent] === '#') {
      if (line[indent] === '#') continue;
      return IRREGULAR;
    }
    if (!regular(indent, line.endsWith(':'))) return IRREGULAR;
    if (line[0] !== ' ') {
      if (!line.endsWith(':')) return `unexpected line: ${line.slice(0, 80)}`;
      current = { key: line.slice(0, -1), fields: new Map() };
      entries.push(current);
      continue;
    }
    if (current === null || line[2] === ' ' || line[1] !== ' ') continue; // deeper levels: dependency lists
    const text = line.slice(2);
    const match = /^("[^"]+"|[^\s:"]+):?\s+(\S.*)$/.exec(text);
    if (match) current.fields.set(unquote(match[1]!), unquote(match[2]!));
  }
  return entries;
}

/**
 * A berry lockfile (YAML) parsed in full: its entries and their scalar fields. Through the size
 * and nesting limits of src/limited-parse.ts like every YAML a PR brings (yaml's own `parse` has
 * neither, and its pretty errors are quadratic on a long line of errors).
 */
function parseBerry(content: string): Entry[] | string {
  const parsed = parseYamlLimited(content, { maxAliasCount: 100 });
  if (!parsed.ok) return parsed.reason;
  const doc = parsed.value;
  if (!isRecord(doc)) return 'not a map of entries';
  const entries: Entry[] = [];
  for (const [key, raw] of Object.entries(doc)) {
    const fields = new Map<string, string>();
    if (isRecord(raw)) for (const [field, value] of Object.entries(raw)) if (typeof value === 'string' || typeof value === 'number') fields.set(field, String(value));
    entries.push({ key, fields });
  }
  return entries;
}

export function extractYarnLock(content: string): ExtractResult {
  let scanned = scanEntries(content);
  if (scanned === IRREGULAR) {
    // Berry lockfiles are YAML: read them in full. Classic ones have no general parser here: say so.
    if (!/^["']?__metadata["']?\s*:/m.test(content)) return skip('yarn.lock is not in the layout yarn writes (re-indented or edited by hand): it could not be read reliably');
    scanned = parseBerry(content);
  }
  if (typeof scanned === 'string') return skip(`invalid yarn.lock: ${scanned}`);
  const berry = scanned.some((e) => e.key === '__metadata');
  return berry ? fromBerry(scanned) : fromClassic(scanned);
}

function fromClassic(entries: readonly Entry[]): ExtractResult {
  const deps: ExtractedDependency[] = [];
  for (const entry of entries) {
    const firstDescriptor = entry.key.split(',')[0] ?? entry.key;
    const name = nameOfDescriptor(firstDescriptor);
    const resolvedRaw = entry.fields.get('resolved') ?? null;
    const hash = resolvedRaw?.indexOf('#') ?? -1;
    const integrity = entry.fields.get('integrity') ?? (resolvedRaw !== null && hash >= 0 ? `sha1-${resolvedRaw.slice(hash + 1)}` : null);
    const isGit = resolvedRaw !== null && /^(git\+|git:|git@|ssh:)|\.git(#|$)|^https:\/\/codeload\.github\.com\//.test(resolvedRaw);
    deps.push({
      name,
      version: entry.fields.get('version') ?? null,
      dev: false,
      source: isGit ? 'git' : npmResolvedSource(resolvedRaw, NPM_REGISTRY_HOSTS, name),
      depType: 'locked',
      resolved: isGit ? resolvedRaw : (resolvedRaw?.split('#')[0] ?? null),
      integrity,
    });
  }
  return { deps };
}

function berrySource(resolution: string): ExtractedDependency['source'] {
  const protocol = /^(?:@[^/]+\/)?[^@]+@([a-z+]+):/.exec(resolution)?.[1] ?? '';
  if (protocol === 'npm' || protocol === 'patch') return 'registry';
  if (protocol === 'workspace') return 'workspace';
  if (protocol === 'file' || protocol === 'portal' || protocol === 'link') return 'path';
  if (protocol === 'https' || protocol === 'http') return /\.git(#|$)/.test(resolution) ? 'git' : 'url';
  if (protocol.includes('git') || protocol === 'github') return 'git';
  return 'unknown';
}

/** A patch Yarn ships and applies itself: `#optional!builtin<compat/…>` (Yarn 4), `#~builtin<compat/…>` (Yarn 3). */
function isBuiltinPatch(resolution: string): boolean {
  return resolution.includes('@patch:') && (resolution.includes('#optional!builtin<compat/') || resolution.includes('#~builtin<compat/') || resolution.includes('#builtin<compat/'));
}

function fromBerry(entries: readonly Entry[]): ExtractResult {
  const deps: ExtractedDependency[] = [];
  let cacheKey = '';
  for (const entry of entries) {
    if (entry.key === '__metadata') {
      cacheKey = entry.fields.get('cacheKey') ?? '';
      continue;
    }
    const key = unquote(entry.key);
    const resolution = entry.fields.get('resolution') ?? key.split(',')[0]!;
    const source = berrySource(resolution);
    if (source === 'workspace') continue;
    const remote = /@((?:https?|git\+[a-z]+|git|ssh):\/\/.*)$/.exec(resolution)?.[1] ?? null;
    deps.push({
      name: nameOfDescriptor(resolution),
      version: entry.fields.get('version') ?? null,
      dev: false,
      source,
      depType: 'locked',
      resolved: remote,
      integrity: entry.fields.get('checksum') ?? null,
      ...(source === 'registry' && isBuiltinPatch(resolution) ? { builtinPatch: true } : {}),
    });
  }
  return { deps, checksumScheme: cacheKey };
}
