import { isManifestNamed, matchManagerFile } from '../../ecosystems/api.js';
import type { ManagerMatch } from '../../ecosystems/api.js';
import { indexDependencies } from '../../ecosystems/diff.js';
import type { DependencyIndex } from '../../ecosystems/diff.js';
import type { ExtractResult } from '../../ecosystems/types.js';
import { baseNameOf, dirNameOf } from '../../ecosystems/util.js';
import type { SupplyChainSection } from '../../signal/schema.js';
import type { PrSnapshot, SnapshotContent, SnapshotFile } from '../../snapshot/pr-snapshot.js';

/** A changed file some ecosystem manager reads, extracted on both sides of the PR. */
export interface ParsedFile {
  readonly path: string;
  readonly file: SnapshotFile;
  readonly match: ManagerMatch;
  readonly ecosystem: string;
  readonly content: SnapshotContent | null;
  readonly base: ExtractResult | null;
  readonly head: ExtractResult | null;
}

export interface ParsedFiles {
  /** Manifests, lockfiles, CI and configuration files, in the PR's file order. */
  readonly files: readonly ParsedFile[];
  /** Changed files no manager reads. */
  readonly plain: readonly SnapshotFile[];
  readonly skipped: SupplyChainSection['skipped'];
}

function parseSide(match: ManagerMatch, path: string, content: string | null, read: (p: string) => string | null): ExtractResult | null {
  if (content === null) return null;
  try {
    return match.file.extract(content, path, read);
  } catch (error) {
    // Extractors are written not to throw; this keeps one bad file from failing the analysis.
    return { deps: [], skipReason: `could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * Dependencies compared per changed file. Past it (a requirements.txt of 200,000 pins took 32 s to
 * check, past the analysis deadline), both sides keep the same names: those up to the cut, the
 * MAX_DEPENDENCIES_PER_FILE-th name of both sides' names in order, so a dependency past the cut
 * reads neither as added nor as removed; `skipped` says how many were left out.
 */
export const MAX_DEPENDENCIES_PER_FILE = 25_000;

function capDependencies(base: ExtractResult | null, head: ExtractResult | null): { base: ExtractResult | null; head: ExtractResult | null; names: number } | null {
  if ((base?.deps.length ?? 0) <= MAX_DEPENDENCIES_PER_FILE && (head?.deps.length ?? 0) <= MAX_DEPENDENCIES_PER_FILE) return null;
  const names = new Set<string>();
  for (const dep of base?.deps ?? []) names.add(dep.name);
  for (const dep of head?.deps ?? []) names.add(dep.name);
  if (names.size <= MAX_DEPENDENCIES_PER_FILE) return null;
  const cut = [...names].sort()[MAX_DEPENDENCIES_PER_FILE - 1] as string;
  const keep = (side: ExtractResult | null): ExtractResult | null => (side === null ? null : { ...side, deps: side.deps.filter((dep) => dep.name <= cut) });
  return { base: keep(base), head: keep(head), names: names.size };
}

/** Which side of a changed manifest, lockfile or CI file the snapshot lacks ("base", "head", "base and head"), or null. */
function unreadSides(file: SnapshotFile, content: SnapshotContent | null): string | null {
  const sides: string[] = [];
  if (file.status !== 'added' && (content?.base ?? null) === null) sides.push('base');
  if (file.status !== 'removed' && (content?.head ?? null) === null) sides.push('head');
  return sides.length > 0 ? sides.join(' and ') : null;
}

/** Extracts every changed file a manager reads, base and head; what cannot be read goes to `skipped`. */
export function parseChangedFiles(snapshot: PrSnapshot): ParsedFiles {
  const contents = new Map<string, SnapshotContent>();
  for (const content of snapshot.contents) contents.set(content.path, content);
  const readBase = (p: string): string | null => contents.get(p)?.base ?? null;
  const readHead = (p: string): string | null => contents.get(p)?.head ?? null;
  const files: ParsedFile[] = [];
  const plain: SnapshotFile[] = [];
  const skipped: SupplyChainSection['skipped'] = [];
  for (const file of snapshot.files) {
    if (file.status === 'unchanged') continue;
    const match = matchManagerFile(file.path);
    if (match === null) {
      plain.push(file);
      continue;
    }
    const content = contents.get(file.path) ?? null;
    let base = parseSide(match, file.path, content?.base ?? null, readBase);
    let head = parseSide(match, file.path, content?.head ?? null, readHead);
    const capped = capDependencies(base, head);
    if (capped !== null) ({ base, head } = capped);
    const unread = unreadSides(file, content);
    if (unread !== null) skipped.push({ path: file.path, reason: `the ${unread} version could not be read from GitHub` });
    else if (head?.skipReason) skipped.push({ path: file.path, reason: head.skipReason });
    else if (base?.skipReason) skipped.push({ path: file.path, reason: `base version: ${base.skipReason}` });
    else if (capped !== null) {
      skipped.push({ path: file.path, reason: `it names ${capped.names.toLocaleString('en-US')} dependencies: only the first ${MAX_DEPENDENCIES_PER_FILE.toLocaleString('en-US')} by name were compared` });
    }
    files.push({ path: file.path, file, match, ecosystem: match.manager.ecosystem, content, base, head });
  }
  return { files, plain, skipped };
}

export function isLockfile(file: ParsedFile): boolean {
  return file.match.file.kind === 'lockfile';
}

/** The lockfile beside (or above, for workspaces) a manifest, among the parsed lockfiles. */
export function lockfileFor(manifestPath: string, ecosystem: string, lockfiles: readonly ParsedFile[]): ParsedFile | null {
  const name = baseNameOf(manifestPath);
  let dir = dirNameOf(manifestPath);
  for (;;) {
    for (const lock of lockfiles) {
      if (lock.ecosystem === ecosystem && dirNameOf(lock.path) === dir && isManifestNamed(lock.match.file.manifests ?? [], name)) return lock;
    }
    if (dir === '') return null;
    dir = dirNameOf(dir);
  }
}

const lockIndexes = new WeakMap<ExtractResult, DependencyIndex>();

/** The index of one side of a parsed file, built once per analysis however often it is asked for; null when unread. */
export function sideIndex(file: ParsedFile | null, side: 'base' | 'head'): DependencyIndex | null {
  const result = file?.[side];
  if (!file || !result || result.skipReason) return null;
  let index = lockIndexes.get(result);
  if (index === undefined) {
    index = indexDependencies(file.ecosystem, result.deps);
    lockIndexes.set(result, index);
  }
  return index;
}

const parsedAhead = new WeakMap<PrSnapshot['files'], { readonly contents: PrSnapshot['contents']; readonly parsed: ParsedFiles }>();

/**
 * parseChangedFiles for a read ahead of the analyzers: the service reads the change list for its
 * registry lookups (registry-targets.ts), then the analyzers run on a copy of the snapshot that
 * shares its files and contents, and take this result once (parseChangedFilesOnce) instead of
 * parsing the lockfiles again. Taken once, so repeated runs on one snapshot each parse afresh.
 */
export function parseChangedFilesAhead(snapshot: PrSnapshot): ParsedFiles {
  const parsed = parseChangedFiles(snapshot);
  parsedAhead.set(snapshot.files, { contents: snapshot.contents, parsed });
  return parsed;
}

/** What parseChangedFilesAhead parsed for these files and contents (once), else a fresh parse. */
export function parseChangedFilesOnce(snapshot: PrSnapshot): ParsedFiles {
  const ahead = parsedAhead.get(snapshot.files);
  if (ahead === undefined || ahead.contents !== snapshot.contents) return parseChangedFiles(snapshot);
  parsedAhead.delete(snapshot.files);
  return ahead.parsed;
}
