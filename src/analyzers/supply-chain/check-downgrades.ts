import type { KeyedFinding } from '../../ecosystems/finding.js';
import { makeFinding } from '../../ecosystems/finding.js';
import type { Severity } from '../../signal/schema.js';
import { baseNameOf } from '../../ecosystems/util.js';
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
 * The base took the package from a local checkout, a workspace, a git repository or a URL and the
 * head from the registry: the base version is whatever that unreleased tree declared (`3.2.0.dev0`
 * of a sibling `../werkzeug` checkout), not a release, so a lower registry version is the project
 * going back to published releases, not moving back past fixes.
 */
function leavesUnreleasedSource(change: DependencyChange): boolean {
  const from = change.base?.source;
  return from !== undefined && from !== 'registry' && from !== 'unknown' && change.head?.source === 'registry';
}

/**
 * A go.mod requirement marked `// indirect`: a module the main module does not import, written by
 * `go mod tidy` at the version minimal version selection picks. It moves back when the direct
 * dependency that needed the newer one moves (sonic 1.8.0 asking for an older cpuid than 1.7.1
 * did): a transitive dependency, weighed as one.
 */
function isIndirectRequirement(change: DependencyChange): boolean {
  return change.head !== null && change.head.all.every((dep) => dep.depType === 'indirect');
}

/**
 * `dependency-downgrade`: medium for a direct runtime dependency; low for a development one (what
 * only contributors and CI install: a docs or typing requirements file regenerated for an older
 * Python) and for a transitive one (a lockfile alone moves it back, or it is an `// indirect` go.mod
 * requirement). Not reported when the base version
 * came from an unreleased source (leavesUnreleasedSource), nor for a version Go's `go.sum` alone moves
 * back: go.sum holds the checksums of every module version the graph mentions (an older
 * `gopkg.in/check.v1` a dependency's go.mod names, kept when a newer one goes), while go.mod's
 * requirements choose what is built (minimal version selection); a version go.mod moves back is
 * reported against go.mod.
 */
export function checkDowngrades(changes: readonly DependencyChange[]): KeyedFinding[] {
  const direct: KeyedFinding[] = [];
  const transitive: KeyedFinding[] = [];
  for (const change of changes) {
    if (change.change !== 'updated' || change.direction !== 'downgrade' || leavesUnreleasedSource(change)) continue;
    if (isDirectPackageChange(change)) {
      const severity = change.record.dev || isIndirectRequirement(change) ? 'low' : 'medium';
      direct.push(downgradeFinding(change, severity, dependencyLine(change.file!.content?.head ?? null, change.head!.first)));
    } else if (change.origin === 'lockfile' && !change.declared && baseNameOf(change.path) !== 'go.sum') {
      transitive.push(downgradeFinding(change, 'low', null));
    }
  }
  return [...direct, ...capFindings(transitive)];
}
