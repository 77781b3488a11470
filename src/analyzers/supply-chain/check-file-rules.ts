import type { KeyedFinding } from '../../ecosystems/finding.js';
import { isAtLeast } from '../../signal/severity.js';
import type { ParsedFile } from './parsed-file.js';
import { readableSides } from './readable-sides.js';

/**
 * What a changed manifest, CI or configuration file itself risks: its ecosystem's own rules
 * (src/ecosystems/<name>/, e.g. Go `replace`, Cargo build scripts) and the findings its extractor
 * reports (workflows, registry settings), those at head that the base did not have (by key, not line).
 *
 * Two refinements keep what the base already had from being reported as new:
 * - a finding that a changed file of the same ecosystem held at its base, at the same or a higher
 *   severity, and no longer holds at its head, has moved (a job moved from one workflow into
 *   another, a workflow split in two): not reported again where it lands;
 * - an action the base of the same file already used unpinned, moved to another tag or branch
 *   (a Dependabot or Renovate bump of `owner/action@v1.2` to `@v1.3`), stays as unpinned as it
 *   was: `gha-unpinned-action` is then low, as for GitHub's own actions. Adding a new unpinned
 *   third-party action, or unpinning a pinned one, is still medium.
 */
export function checkFileRules(files: readonly ParsedFile[]): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  const left = movedAway(files);
  for (const file of files) {
    if (file.match.file.kind === 'lockfile') continue;
    const sides = readableSides(file);
    if (sides === null) continue;
    for (const rule of file.match.manager.fileRules ?? []) findings.push(...rule(sides));
    if (!sides.head.findings) continue;
    const baseFindings = file.base?.findings ?? [];
    const before = new Set(baseFindings.map((f) => f.key));
    const unpinnedBefore = new Set(baseFindings.filter((f) => f.id === 'gha-unpinned-action' && f.package !== null).map((f) => f.package!.toLowerCase()));
    for (const finding of sides.head.findings) {
      if (before.has(finding.key)) continue;
      const moved = left.get(`${file.ecosystem}\u0000${withoutPath(finding)}`);
      if (moved !== undefined && moved.path !== file.path && isAtLeast(moved.severity, finding.severity)) continue;
      if (finding.id === 'gha-unpinned-action' && finding.severity !== 'low' && finding.package !== null && unpinnedBefore.has(finding.package.toLowerCase())) {
        findings.push({
          ...finding,
          severity: 'low',
          detail: `${finding.detail} This file already used ${finding.package} unpinned before this change, which only moves it to another ref: no less pinned than it was.`,
        });
        continue;
      }
      findings.push(finding);
    }
  }
  return findings;
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
