import type { KeyedFinding } from '../../ecosystems/finding.js';
import type { ParsedFile } from './parsed-file.js';
import { readableSides } from './readable-sides.js';

/**
 * What a changed manifest, CI or configuration file itself risks: its ecosystem's own rules
 * (src/ecosystems/<name>/, e.g. Go `replace`, Cargo build scripts) and the findings its extractor
 * reports (workflows, registry settings), those at head that the base did not have (by key, not line),
 * as the format's `reviseIntroduced` weighs them against the base.
 */
export function checkFileRules(files: readonly ParsedFile[]): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  for (const file of files) {
    if (file.match.file.kind === 'lockfile') continue;
    const sides = readableSides(file);
    if (sides === null) continue;
    for (const rule of file.match.manager.fileRules ?? []) findings.push(...rule(sides));
    if (!sides.head.findings) continue;
    const before = new Set((file.base?.findings ?? []).map((f) => f.key));
    const introduced = sides.head.findings.filter((finding) => !before.has(finding.key));
    const revise = file.match.file.reviseIntroduced;
    findings.push(...(revise === undefined ? introduced : revise(introduced, sides)));
  }
  return findings;
}
