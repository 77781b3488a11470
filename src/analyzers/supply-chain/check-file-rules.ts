import type { KeyedFinding } from '../../ecosystems/finding.js';
import { isAtLeast } from '../../signal/severity.js';
import type { ParsedFile } from './parsed-file.js';
import { readableSides } from './readable-sides.js';
import { pushAll } from '../../push-all.js';

/**
 * What a changed manifest, CI or configuration file itself risks: its ecosystem's own rules
 * (src/ecosystems/<name>/, e.g. Go `replace`, Cargo build scripts) and the findings its extractor
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
  for (const file of files) {
    if (file.match.file.kind === 'lockfile') continue;
    const sides = readableSides(file);
    if (sides === null) continue;
    for (const rule of file.match.manager.fileRules ?? []) pushAll(findings, rule(sides));
    if (!sides.head.findings) continue;
    const before = new Set((file.base?.findings ?? []).map((f) => f.key));
    const introduced = sides.head.findings.filter((finding) => {
      if (before.has(finding.key)) return false;
      const moved = left.get(`${file.ecosystem}\u0000${withoutPath(finding)}`);
      return !(moved !== undefined && moved.path !== file.path && isAtLeast(moved.severity, finding.severity));
    });
    const revise = file.match.file.reviseIntroduced;
    pushAll(findings, (revise === undefined ? introduced : revise(introduced, sides, leftElsewhere(files, file))));
  }
  return findings;
}

/** The findings that the bases of the other changed files of `file`'s ecosystem had and their heads no longer have. */
function leftElsewhere(files: readonly ParsedFile[], file: ParsedFile): KeyedFinding[] {
  const out: KeyedFinding[] = [];
  for (const other of files) {
    if (other === file || other.ecosystem !== file.ecosystem || other.base?.skipReason || other.head?.skipReason) continue;
    const still = new Set((other.head?.findings ?? []).map((f) => f.key));
    for (const finding of other.base?.findings ?? []) if (!still.has(finding.key)) out.push(finding);
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
