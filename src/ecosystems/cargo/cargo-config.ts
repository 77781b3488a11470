import { makeFinding } from '../finding.js';
import type { KeyedFinding } from '../finding.js';
import type { ExtractResult } from '../types.js';
import { hostOf } from '../util.js';
import { isLoopbackHost } from '../npm/registry-hosts.js';

/** The crates.io index, git and sparse: a replacement that points there replaces nothing. */
const CRATES_IO_HOSTS = new Set(['index.crates.io', 'crates.io', 'github.com']);
/** `[source.crates-io]`, `[source."crates-io"]`, `[source.mirror]`: the table a line belongs to. */
const TABLE = /^\s*\[([^\]]{1,200})\]\s*(?:#.*)?$/;
const KEY_VALUE = /^\s*([\w-]{1,100})\s*=\s*(["'])([^"']{0,500})\2/;

/**
 * Cargo's configuration (`.cargo/config.toml`, `.cargo/config`): `[source.crates-io]
 * replace-with = "mirror"` with `[source.mirror] registry = "sparse+https://…"`, which makes every
 * crates.io dependency come from that host. Reported as `cargo-source-override` (docs/findings.md),
 * compared with the base by host. A replacement by a directory or a local registry (`cargo vendor`'s
 * `vendored-sources`) is the project's own copy and is not reported, nor a registry on the machine
 * itself; a named alternative registry (`[registries.acme]`) serves only the crates that name it.
 */
export function extractCargoConfig(content: string, path: string): ExtractResult {
  const lines = content.split('\n');
  let table = '';
  let replaceWith: { name: string; line: number } | null = null;
  const registries = new Map<string, string>();
  const named: Record<string, string> = {};
  for (let i = 0; i < lines.length && i < 5000; i += 1) {
    const line = (lines[i] ?? '').replace(/\r$/, '');
    const header = TABLE.exec(line);
    if (header !== null) {
      table = (header[1] ?? '').replace(/["']/g, '').replace(/\s+/g, '');
      continue;
    }
    const kv = KEY_VALUE.exec(line);
    if (kv === null) continue;
    const key = kv[1] ?? '';
    const value = kv[3] ?? '';
    if (table === 'source.crates-io' && key === 'replace-with') replaceWith = { name: value, line: i + 1 };
    if (table.startsWith('source.') && key === 'registry') registries.set(table.slice('source.'.length), value);
    // `[registries.fast] index = "sparse+https://…"`: where `cargo publish --registry fast` goes (at most 100 names).
    if (table.startsWith('registries.') && key === 'index' && Object.keys(named).length < 100) named[table.slice('registries.'.length)] = value;
  }
  const alternatives = Object.keys(named).length > 0 ? { cargoRegistries: named } : {};
  if (replaceWith === null) return { deps: [], findings: [], ...alternatives };
  const url = registries.get(replaceWith.name);
  // A directory, a local registry, or a source this file does not define as a registry.
  if (url === undefined) return { deps: [], findings: [], ...alternatives };
  const host = hostOf(url.replace(/^sparse\+/, ''));
  if (host !== null && (CRATES_IO_HOSTS.has(host) || isLoopbackHost(host))) return { deps: [], findings: [], ...alternatives };
  const where = host ?? url;
  const finding: KeyedFinding = makeFinding({
    id: 'cargo-source-override',
    severity: 'medium',
    title: `${path} replaces crates.io with ${where}`,
    detail: `${path} sets [source.crates-io] replace-with = "${replaceWith.name}", a registry at ${url}: every crates.io dependency is downloaded from ${where} instead, and whoever controls that host decides what gets built. Check that it is your organization's mirror, over https; for an offline build, vendor the crates (cargo vendor) instead.`,
    path,
    line: replaceWith.line,
    subject: `crates-io ${where}`,
  });
  return { deps: [], findings: [finding], ...alternatives };
}
