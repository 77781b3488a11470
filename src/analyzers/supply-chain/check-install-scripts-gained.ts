import type { KeyedFinding } from '../../ecosystems/finding.js';
import { makeFinding } from '../../ecosystems/finding.js';
import { capFindings } from './cap-findings.js';
import type { DependencyChange } from './change-list.js';

/** major.minor of a plain version (`4.3.8` -> `4.3`), or null. */
const MAJOR_MINOR = /^v?(\d{1,9})\.(\d{1,9})\.\d{1,9}/;

/**
 * Whether `from` -> `to` is a patch release of the same major.minor line (`4.3.7` -> `4.3.8`): a
 * release that promises fixes only, where a new install script has the least business (the
 * hijacked releases of 2025, Shai-Hulud's among them, were patch bumps that gained a postinstall).
 */
function isPatchRelease(from: string | null, to: string | null): boolean {
  const a = MAJOR_MINOR.exec(from ?? '');
  const b = MAJOR_MINOR.exec(to ?? '');
  return a !== null && b !== null && a[1] === b[1] && a[2] === b[2];
}

/**
 * `install-script-added`: an updated package whose new version runs install scripts that the
 * version it replaces did not (npm `hasInstallScript`, pnpm `requiresBuild`). A compromised
 * release usually arrives exactly so: a patch bump that gains a postinstall. High for a direct
 * dependency or a patch release; medium for a transitive package's minor or major release (a
 * native build added with new features).
 */
export function checkInstallScriptsGained(changes: readonly DependencyChange[]): KeyedFinding[] {
  const found: KeyedFinding[] = [];
  for (const change of changes) {
    if (change.origin !== 'lockfile' || change.change !== 'updated' || change.base === null || change.head === null) continue;
    if (!change.head.all.some((d) => d.hasInstallScript) || change.base.all.some((d) => d.hasInstallScript)) continue;
    const direct = change.declared || change.head.all.some((d) => d.depType === 'direct');
    const patch = isPatchRelease(change.from, change.to);
    const name = change.head.name;
    found.push(
      makeFinding({
        id: 'install-script-added',
        severity: direct || patch ? 'high' : 'medium',
        title: `${name} ${change.to ?? '?'} now runs an install script`,
        detail: `${change.path} updates ${name} (${direct ? 'direct' : 'transitive'}) from ${change.from ?? '?'} to ${change.to ?? '?'}, and the new version runs preinstall/install/postinstall code that ${change.from ?? 'the previous version'} did not${patch ? ' (a patch release, which promises fixes only: compromised releases arrive so)' : ''}. Read what the script does (the package's changelog and its published files), or install with --ignore-scripts until it is explained.`,
        path: change.path,
        package: name,
        subject: `${name}@${change.to ?? ''}`,
      }),
    );
  }
  return capFindings(found);
}
