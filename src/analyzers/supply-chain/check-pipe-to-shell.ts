import type { KeyedFinding } from '../../ecosystems/finding.js';
import { makeFinding } from '../../ecosystems/finding.js';
import { findPipeToShell, pipeCommandKey } from '../../ecosystems/shell/pipe-to-shell.js';
import { findRemoteInstalls, remoteInstallFinding } from '../../ecosystems/shell/remote-installs.js';
import { lineOf } from '../../ecosystems/util.js';
import type { ParsedFile } from './parsed-file.js';
import { readableSides } from './readable-sides.js';

/**
 * `curl-pipe-shell` in manifest scripts (npm, composer): a download run unverified, new in the PR;
 * and `remote-package-install`: a script that installs a package from a git ref without a full
 * commit or a URL without a hash (`"postinstall": "npm i -g https://host/tool.tgz"`), new in the PR.
 */
export function checkPipeToShell(files: readonly ParsedFile[]): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  for (const file of files) {
    if (file.match.file.kind === 'lockfile') continue;
    const sides = readableSides(file);
    if (!sides?.head.scripts) continue;
    const before = new Set<string>();
    for (const script of Object.values(sides.base?.scripts ?? {})) for (const command of findPipeToShell(script)) before.add(pipeCommandKey(command));
    const installedBefore = new Set<string>();
    for (const script of Object.values(sides.base?.scripts ?? {})) for (const install of findRemoteInstalls(script)) installedBefore.add(install.spec);
    for (const [name, script] of Object.entries(sides.head.scripts)) {
      // `remote-package-install`: a script that installs a package from a moving git ref or a URL without a hash.
      for (const install of findRemoteInstalls(script)) {
        if (installedBefore.has(install.spec)) continue;
        installedBefore.add(install.spec);
        findings.push(remoteInstallFinding(install, file.path, lineOf(sides.headContent, `"${name}"`), 'script'));
      }
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
