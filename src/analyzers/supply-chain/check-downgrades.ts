import type { KeyedFinding } from '../../ecosystems/finding.js';
import { makeFinding } from '../../ecosystems/finding.js';
import type { Severity } from '../../signal/schema.js';
import { capFindings } from './cap-findings.js';
import type { DependencyChange } from './change-list.js';
import { dependencyLine } from './change-list.js';
import { isDirectPackageChange } from './package-rules.js';

function downgradeFinding(change: DependencyChange, severity: Severity, line: number | null): KeyedFinding {
  const name = change.head!.name;
  return makeFinding({
    id: 'dependency-downgrade',
    severity,
    title: `${name} is downgraded from ${change.from ?? '?'} to ${change.to ?? '?'}`,
    detail: `Going back to an older ${name} can bring back fixed bugs and vulnerabilities. Make sure the PR says why.`,
    path: change.path,
    line,
    package: name,
    subject: name,
  });
}

/**
 * `dependency-downgrade`: medium for a direct runtime dependency; low for a development one (what
 * only contributors and CI install: a docs or typing requirements file regenerated for an older
 * Python) and for a transitive one a lockfile alone moves back.
 */
export function checkDowngrades(changes: readonly DependencyChange[]): KeyedFinding[] {
  const direct: KeyedFinding[] = [];
  const transitive: KeyedFinding[] = [];
  for (const change of changes) {
    if (change.change !== 'updated' || change.direction !== 'downgrade') continue;
    if (isDirectPackageChange(change)) {
      direct.push(downgradeFinding(change, change.record.dev ? 'low' : 'medium', dependencyLine(change.file!.content?.head ?? null, change.head!.first)));
    } else if (change.origin === 'lockfile' && !change.declared) {
      transitive.push(downgradeFinding(change, 'low', null));
    }
  }
  return [...direct, ...capFindings(transitive)];
}
