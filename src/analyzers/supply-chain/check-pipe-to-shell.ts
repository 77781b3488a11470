import type { KeyedFinding } from '../../ecosystems/finding.js';
import { makeFinding } from '../../ecosystems/finding.js';
import { findPipeToShell, pipeCommandKey } from '../../ecosystems/shell/pipe-to-shell.js';
import { lineOf } from '../../ecosystems/util.js';
import type { ParsedFile } from './parsed-file.js';
import { readableSides } from './readable-sides.js';

/** `curl-pipe-shell` in manifest scripts (npm, composer): a download run unverified, new in the PR. */
export function checkPipeToShell(files: readonly ParsedFile[]): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  for (const file of files) {
    if (file.match.file.kind === 'lockfile') continue;
    const sides = readableSides(file);
    if (!sides?.head.scripts) continue;
    const before = new Set<string>();
    for (const script of Object.values(sides.base?.scripts ?? {})) for (const command of findPipeToShell(script)) before.add(pipeCommandKey(command));
    for (const [name, script] of Object.entries(sides.head.scripts)) {
      for (const command of findPipeToShell(script)) {
        if (before.has(pipeCommandKey(command))) continue;
        findings.push(
          makeFinding({
            id: 'curl-pipe-shell',
            severity: 'high',
            title: `Script "${name}" pipes a download into a shell`,
            detail: `${file.path} script "${name}" runs \`${command}\`: whatever the server returns is executed unverified.`,
            path: file.path,
            line: lineOf(sides.headContent, `"${name}"`),
            subject: pipeCommandKey(command),
          }),
        );
      }
    }
  }
  return findings;
}
