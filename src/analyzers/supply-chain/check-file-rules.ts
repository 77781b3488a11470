import type { KeyedFinding } from '../../ecosystems/finding.js';
import { lowerMovedUnpinnedRefs } from '../../ecosystems/github-actions/action-ref-rules.js';
import type { ParsedFile } from './parsed-file.js';
import { readableSides } from './readable-sides.js';

/**
 * What a changed manifest, CI or configuration file itself risks: its ecosystem's own rules
 * (src/ecosystems/<name>/, e.g. Go `replace`, Cargo build scripts) and the findings its extractor
 * reports (workflows, registry settings), those at head that the base did not have (by key, not line);
 * an unpinned action moved from one tag to another is lowered (lowerMovedUnpinnedRefs).
 */
export function checkFileRules(files: readonly ParsedFile[]): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  for (const file of files) {
    if (file.match.file.kind === 'lockfile') continue;
    const sides = readableSides(file);
    if (sides === null) continue;
    for (const rule of file.match.manager.fileRules ?? []) findings.push(...rule(sides));
    if (!sides.head.findings) continue;
    const baseFindings = file.base?.findings ?? [];
    const before = new Set(baseFindings.map((f) => f.key));
    findings.push(...lowerMovedUnpinnedRefs(sides.head.findings.filter((f) => !before.has(f.key)), baseFindings));
  }
  return findings;
}
