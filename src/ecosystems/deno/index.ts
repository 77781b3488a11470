import { parseJsoncLimited } from '../automation/jsonc.js';
import type { EcosystemManager, ExtractedDependency, ExtractResult } from '../types.js';
import { skip } from '../types.js';
import { hostOf, isRecord } from '../util.js';

/**
 * Deno's configuration (`deno.json`, `deno.jsonc`) and import maps (`import_map.json`): the
 * `imports` and `scopes` a module specifier resolves through. `jsr:` and `npm:` specifiers and the
 * registries' own hosts (deno.land, jsr.io, and the npm CDNs esm.sh, jsDelivr, unpkg, Skypack) are
 * releases of a registry; an import mapped to any other `http(s)://` URL is code fetched from
 * whoever serves that URL, mutable, and it is what every `deno run` of the project loads. Those are
 * the dependencies this manager lists (source `url`), so that `url-dependency` (docs/findings.md)
 * reports one the PR adds or moves, high over plain HTTP.
 */

const REGISTRY_HOSTS: ReadonlySet<string> = new Set(['deno.land', 'jsr.io', 'esm.sh', 'cdn.jsdelivr.net', 'unpkg.com', 'cdn.skypack.dev', 'esm.run', 'cdn.deno.land']);

const MAX_ENTRIES = 2_000;

/** An import target that is a URL off the registries' hosts, or null. */
function foreignUrl(target: unknown): string | null {
  if (typeof target !== 'string' || !/^https?:\/\//i.test(target)) return null;
  const host = hostOf(target);
  if (host === null || REGISTRY_HOSTS.has(host) || host === 'localhost' || host === '127.0.0.1') return null;
  return target;
}

export function extractDenoConfig(content: string): ExtractResult {
  const parsed = parseJsoncLimited(content);
  if (!parsed.ok) return skip(parsed.reason);
  const doc = parsed.value;
  if (!isRecord(doc)) return { deps: [] };
  const deps: ExtractedDependency[] = [];
  const add = (map: unknown, depType: string): void => {
    if (!isRecord(map)) return;
    for (const [specifier, target] of Object.entries(map).slice(0, MAX_ENTRIES)) {
      const url = foreignUrl(target);
      if (url !== null && deps.length < MAX_ENTRIES) deps.push({ name: specifier, version: url, dev: false, source: 'url', depType, target: url });
    }
  };
  add(doc.imports, 'imports');
  if (isRecord(doc.scopes)) for (const [scope, map] of Object.entries(doc.scopes).slice(0, 200)) add(map, `scopes:${scope}`);
  return { deps };
}

export const denoManager: EcosystemManager = {
  ecosystem: 'deno',
  files: [
    {
      baseNames: ['deno.json', 'deno.jsonc', 'import_map.json'],
      kind: 'manifest',
      match: (path, name) => (name === 'deno.json' || name === 'deno.jsonc' || name === 'import_map.json') && !path.includes('node_modules/'),
      extract: extractDenoConfig,
    },
  ],
};
