import { isSuspiciousEndpoint } from '../code/network-endpoints.js';
import { makeFinding, type KeyedFinding } from '../finding.js';
import type { ChangedFileFacts, ExtractResult, MesonWrap } from '../types.js';
import { lineOf } from '../util.js';
import { origin } from './git-hooks.js';

/**
 * Meson wrap files (`subprojects/*.wrap`): where a subproject's source comes from. A `[wrap-file]`
 * names an archive (`source_url`, `source_filename`) and its SHA-256 (`source_hash`), which Meson
 * checks; a `[wrap-git]` names a repository (`url`) and a `revision`. The build compiles and runs
 * what they fetch, and the diff shows none of it.
 */

const MAX_LINES = 400;
const KEY = /^\s*([a-z_]{1,40})\s*=\s*(\S.{0,500}?)\s*$/;
const SECTION = /^\s*\[(wrap-(?:file|git|hg|svn))\]\s*$/;

/** The wrap a `.wrap` file declares, or null when it declares none. */
export function readWrap(content: string, path: string): MesonWrap | null {
  const name = (path.split('/').pop() ?? path).replace(/\.wrap$/, '');
  let type: string | null = null;
  const values = new Map<string, string>();
  let inWrap = false;
  const lines = content.split('\n', MAX_LINES);
  for (const line of lines) {
    const section = SECTION.exec(line);
    if (section !== null) {
      type ??= section[1] ?? null;
      inWrap = type === section[1];
      continue;
    }
    if (/^\s*\[/.test(line)) {
      inWrap = false;
      continue;
    }
    const kv = inWrap ? KEY.exec(line) : null;
    if (kv !== null && !values.has(kv[1] ?? '')) values.set(kv[1] ?? '', kv[2] ?? '');
  }
  if (type === null) return null;
  const url = type === 'wrap-file' ? (values.get('source_url') ?? null) : (values.get('url') ?? null);
  return { name, type, url, filename: values.get('source_filename') ?? null, hash: values.get('source_hash')?.toLowerCase() ?? null };
}

export function extractMesonWrap(content: string, path: string): ExtractResult {
  const wrap = readWrap(content, path);
  return wrap === null ? { deps: [] } : { deps: [], mesonWrap: wrap };
}

/**
 * `meson-wrap-source-changed`: an existing wrap now fetches other code. High when the archive's
 * hash changes while its file name stays (the same release now has other content: a re-rolled or
 * planted tarball), or when the source moves to another host or owner and its content changes with
 * it, or when a `[wrap-git]` repository moves; medium when a new release comes from another host or
 * owner (a wrapdb update may move upstream; check it). A move whose hash stays is a mirror: Meson
 * checks the hash, and nothing is reported; nor is a release bump on the same host and owner.
 */
export function mesonWrapChangedRule(file: ChangedFileFacts): KeyedFinding[] {
  const before = file.base?.mesonWrap;
  const after = file.head.mesonWrap;
  if (before === undefined || after === undefined || before.url === null || after.url === null) return [];
  const content = file.headContent ?? '';
  const moved = origin(before.url) !== origin(after.url);
  const finding = (severity: 'high' | 'medium', title: string, why: string, at: string): KeyedFinding =>
    makeFinding({
      id: 'meson-wrap-source-changed',
      severity,
      title,
      detail: `${file.path}: ${why} Meson downloads it and the build compiles and runs it, on every machine that builds the project; this diff does not show it. Check the new source against the project's upstream (its release page and published checksum).`,
      path: file.path,
      line: lineOf(content, at),
      package: after.name,
      subject: `${after.name}:${after.url}:${after.hash ?? ''}`,
    });
  if (after.type === 'wrap-file') {
    if (before.hash === null || after.hash === null || before.hash === after.hash) return [];
    const suspicious = isSuspiciousEndpoint(after.url);
    if (!moved && before.filename === after.filename && before.url === after.url) {
      return [finding('high', `Subproject ${after.name}: same archive, another checksum`, `${after.filename ?? after.url} keeps its name and URL but its source_hash changes: the same release now has other content (a re-rolled or replaced archive).`, 'source_hash')];
    }
    if (!moved && !suspicious) return [];
    const sameRelease = before.filename === after.filename;
    return [
      finding(
        sameRelease || suspicious ? 'high' : 'medium',
        `Subproject ${after.name} now comes from ${origin(after.url)}`,
        `its source moves from ${before.url} to ${after.url} and its source_hash changes${sameRelease ? ', for the same file name: the same release with other content from another place.' : '.'}`,
        'source_url',
      ),
    ];
  }
  if (!moved) return [];
  return [finding('high', `Subproject ${after.name} now comes from ${origin(after.url)}`, `its repository moves from ${before.url} to ${after.url}.`, after.url)];
}
