import type { KeyedFinding } from '../../ecosystems/finding.js';
import { makeFinding } from '../../ecosystems/finding.js';
import { capFindings } from './cap-findings.js';
import type { DependencyChange } from './change-list.js';

/**
 * `install-script-added`: an updated package whose new version runs install scripts that the
 * version it replaces did not (npm `hasInstallScript`, pnpm `requiresBuild`). A compromised
 * release usually arrives exactly so: a patch bump that gains a postinstall.
 */
export function checkInstallScriptsGained(changes: readonly DependencyChange[]): KeyedFinding[] {
  const found: KeyedFinding[] = [];
  for (const change of changes) {
    if (change.origin !== 'lockfile' || change.change !== 'updated' || change.base === null || change.head === null) continue;
    if (!change.head.all.some((d) => d.hasInstallScript) || change.base.all.some((d) => d.hasInstallScript)) continue;
    const direct = change.declared || change.head.all.some((d) => d.depType === 'direct');
    const name = change.head.name;
    found.push(
      makeFinding({
        id: 'install-script-added',
        severity: direct ? 'high' : 'medium',
        title: `${name} ${change.to ?? '?'} now runs an install script`,
        detail: `${change.path} updates ${name} (${direct ? 'direct' : 'transitive'}) from ${change.from ?? '?'} to ${change.to ?? '?'}, and the new version runs preinstall/install/postinstall code that ${change.from ?? 'the previous version'} did not. Read what the script does (the package's changelog and its published files), or install with --ignore-scripts until it is explained.`,
        path: change.path,
        package: name,
        subject: `${name}@${change.to ?? ''}`,
      }),
    );
  }
  return capFindings(found);
}
