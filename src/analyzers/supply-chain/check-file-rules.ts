import type { KeyedFinding } from '../../ecosystems/finding.js';
import { isAtLeast } from '../../signal/severity.js';
import type { ParsedFile } from './parsed-file.js';
import { readableSides } from './readable-sides.js';
import { pushAll } from '../../push-all.js';
import { dirNameOf } from '../../ecosystems/util.js';

/**
 * What a changed manifest, CI or configuration file itself risks: its ecosystem's own rules
 * (src/ecosystems/<name>/, e.g. Go `replace`, Cargo build scripts; a lockfile's, `lockfileRules`) and the findings its extractor
 * reports (workflows, registry settings), those at head that the base did not have (by key, not line),
 * as the format's `reviseIntroduced` weighs them against the base (a renamed job's grant, a
 * permissions block that narrows the default token, an unpinned action moved to another tag).
 *
 * A finding that a changed file of the same ecosystem held at its base, at the same or a higher
 * severity, and no longer holds at its head, has moved (a job moved from one workflow into another,
 * a workflow split in two): not reported again where it lands.
 */
export function checkFileRules(files: readonly ParsedFile[]): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  const left = movedAway(files);
  const leftByEcosystem = new Map<string, KeyedFinding[]>();
  const fromLockfiles: { readonly dir: string; readonly finding: KeyedFinding }[] = [];
  for (const file of files) {
    const lockfile = file.match.file.kind === 'lockfile';
    if (lockfile && file.match.manager.lockfileRules === undefined) continue;
    const sides = readableSides(file);
    if (sides === null) continue;
    if (lockfile) {
      for (const rule of file.match.manager.lockfileRules ?? []) for (const finding of rule(sides)) fromLockfiles.push({ dir: dirNameOf(file.path), finding });
      continue;
    }
    for (const rule of file.match.manager.fileRules ?? []) pushAll(findings, rule(sides));
    if (!sides.head.findings) continue;
    const before = new Set((file.base?.findings ?? []).map((f) => f.key));
    const unreadBase = unreadableBaseLines(file);
    const headLines = unreadBase === null ? null : (file.content?.head ?? '').split('\n');
    const introduced = sides.head.findings.filter((finding) => {
      if (before.has(finding.key)) return false;
      // The base could not be read (a YAML error the PR fixes): a finding on a line the base already had is carried.
      if (unreadBase !== null && finding.line !== null && unreadBase.has((headLines?.[finding.line - 1] ?? '').trim())) return false;
      const moved = left.get(`${file.ecosystem}\u0000${withoutPath(finding)}`);
      return !(moved !== undefined && moved.path !== file.path && isAtLeast(moved.severity, finding.severity));
    });
    const revise = file.match.file.reviseIntroduced;
    if (revise === undefined) {
      pushAll(findings, introduced);
      continue;
    }
    let elsewhere = leftByEcosystem.get(file.ecosystem);
    if (elsewhere === undefined) {
      elsewhere = leftIn(files, file.ecosystem);
      leftByEcosystem.set(file.ecosystem, elsewhere);
    }
    pushAll(findings, revise(introduced, sides, elsewhere));
  }
  pushAll(findings, notReportedByManifest(fromLockfiles, findings));
  return findings;
}

/**
 * The findings of lockfile rules that no manifest at or below the lockfile's folder reports for the
 * same package (SwiftPM: a package moved in Package.swift and its pin moved in Package.resolved is
 * one move, reported on the manifest; an Xcode project's Package.resolved, with no Package.swift,
 * reports its own).
 */
function notReportedByManifest(fromLockfiles: readonly { readonly dir: string; readonly finding: KeyedFinding }[], manifestFindings: readonly KeyedFinding[]): KeyedFinding[] {
  if (fromLockfiles.length === 0) return [];
  const paths = new Map<string, string[]>();
  for (const finding of manifestFindings) {
    if (finding.package === null) continue;
    const key = `${finding.id}\u0000${finding.package}`;
    const list = paths.get(key);
    if (list === undefined) paths.set(key, [finding.path]);
    else list.push(finding.path);
  }
  return fromLockfiles
    .filter(({ dir, finding }) => !(paths.get(`${finding.id}\u0000${finding.package ?? ''}`) ?? []).some((path) => dir === '' || path.startsWith(`${dir}/`)))
    .map(({ finding }) => finding);
}

/**
 * The lines (trimmed, blank ones left out) of a changed file whose base its extractor could not
 * read (a workflow whose YAML was broken, `['8.0', '8.1]`, and which the PR fixes), or null when the
 * base was read or is absent. With no base findings to compare, every head finding would read as
 * new: one on a line the base already had is the file's own, carried by the PR (a replay of a PHP
 * library rated a first contributor's one-character "Fixed typo" to a matrix high for the three
 * unpinned actions the workflow had always used).
 */
function unreadableBaseLines(file: ParsedFile): ReadonlySet<string> | null {
  const base = file.content?.base;
  if (!file.base?.skipReason || base === null || base === undefined) return null;
  const lines = new Set<string>();
  for (const line of base.split('\n')) {
    const trimmed = line.trim();
    if (trimmed !== '') lines.add(trimmed);
  }
  return lines;
}

/**
 * The findings that the bases of the changed files of one ecosystem had and their heads no longer
 * have, in file order: built once per ecosystem and handed to each file's `reviseIntroduced` (a
 * file's own are among them; its base findings, which it reads too, say the same). Built per file
 * from every other file, 3,000 workflows took 2 s; 4,000, 12 s.
 */
function leftIn(files: readonly ParsedFile[], ecosystem: string): KeyedFinding[] {
  const out: KeyedFinding[] = [];
  for (const other of files) {
    if (other.ecosystem !== ecosystem || other.base?.skipReason || other.head?.skipReason) continue;
    const base = other.base?.findings ?? [];
    if (base.length === 0) continue;
    const still = new Set((other.head?.findings ?? []).map((f) => f.key));
    for (const finding of base) if (!still.has(finding.key)) out.push(finding);
  }
  return out;
}

/** The finding's key without its path: the same issue wherever it is. */
function withoutPath(finding: KeyedFinding): string {
  const [id = '', , ...subject] = finding.key.split('\u0000');
  return `${id}\u0000${subject.join('\u0000')}`;
}

/** Findings the base of a changed file had and its head no longer has (by ecosystem, id and subject), with the worst such instance. */
function movedAway(files: readonly ParsedFile[]): Map<string, KeyedFinding> {
  const left = new Map<string, KeyedFinding>();
  for (const file of files) {
    const base = file.base?.findings;
    if (base === undefined || base.length === 0 || file.base?.skipReason) continue;
    if (file.head?.skipReason) continue;
    const still = new Set((file.head?.findings ?? []).map((f) => f.key));
    for (const finding of base) {
      if (still.has(finding.key)) continue;
      const key = `${file.ecosystem}\u0000${withoutPath(finding)}`;
      const seen = left.get(key);
      if (seen === undefined || !isAtLeast(seen.severity, finding.severity)) left.set(key, finding);
    }
  }
  return left;
}
