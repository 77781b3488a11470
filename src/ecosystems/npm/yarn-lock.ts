import * as yarnLockfile from '@yarnpkg/lockfile';
import { parseSyml } from '@yarnpkg/parsers';
import type { ExtractedDependency, ExtractResult } from '../types.js';
import { skip } from '../types.js';
import { asString, errorMessage, isRecord } from '../util.js';
import { NPM_REGISTRY_HOSTS } from './registry-hosts.js';
import { npmResolvedSource } from './source.js';

type ParseClassic = typeof yarnLockfile.parse;

/** The CommonJS module's parse, however the loader (Node, tsx, vitest) exposes it. */
const parseClassic: ParseClassic =
  (yarnLockfile as { parse?: ParseClassic }).parse ?? (yarnLockfile as unknown as { default: { parse: ParseClassic } }).default.parse;

/** The package name of a yarn.lock key such as `@scope/name@^1.0.0` or `name@npm:^2`. */
export function nameOfDescriptor(descriptor: string): string {
  const trimmed = descriptor.trim().replace(/^"|"$/g, '');
  const at = trimmed.indexOf('@', 1);
  return at > 0 ? trimmed.slice(0, at) : trimmed;
}

/** yarn.lock, classic (v1) or berry (v2+, detected by its `__metadata` block). */
export function extractYarnLock(content: string): ExtractResult {
  if (/^__metadata:/m.test(content)) return extractBerry(content);
  let parsed: ReturnType<ParseClassic>;
  try {
    parsed = parseClassic(content);
  } catch (error) {
    return skip(`invalid yarn.lock: ${errorMessage(error)}`);
  }
  if (parsed.type !== 'success') return skip(`yarn.lock has unresolved merge conflicts (${parsed.type})`);
  const deps: ExtractedDependency[] = [];
  const seen = new Set<unknown>();
  for (const key in parsed.object) {
    const entry = parsed.object[key] as unknown;
    if (!isRecord(entry) || seen.has(entry)) continue;
    seen.add(entry);
    const resolved = asString(entry.resolved);
    const integrity = asString(entry.integrity) ?? (resolved?.includes('#') ? `sha1-${resolved.slice(resolved.indexOf('#') + 1)}` : null);
    deps.push({
      name: nameOfDescriptor(key),
      version: asString(entry.version),
      dev: false,
      source: npmResolvedSource(resolved, NPM_REGISTRY_HOSTS),
      depType: 'locked',
      resolved: resolved?.split('#')[0] ?? null,
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

function extractBerry(content: string): ExtractResult {
  let parsed: Record<string, unknown>;
  try {
    parsed = parseSyml(content) as Record<string, unknown>;
  } catch (error) {
    return skip(`invalid yarn.lock: ${errorMessage(error)}`);
  }
  const metadata = parsed.__metadata;
  const deps: ExtractedDependency[] = [];
  for (const key in parsed) {
    if (key === '__metadata') continue;
    const entry = parsed[key];
    if (!isRecord(entry)) continue;
    const resolution = asString(entry.resolution) ?? key;
    const source = berrySource(resolution);
    if (source === 'workspace') continue;
    const remote = /@((?:https?|git\+[a-z]+|git|ssh):\/\/.*)$/.exec(resolution)?.[1] ?? null;
    deps.push({
      name: nameOfDescriptor(resolution),
      version: asString(entry.version),
      dev: false,
      source,
      depType: 'locked',
      resolved: remote,
      integrity: asString(entry.checksum),
    });
  }
  const cacheKey = isRecord(metadata) ? (asString(metadata.cacheKey) ?? String(metadata.cacheKey ?? '')) : '';
  return { deps, checksumScheme: cacheKey };
}
