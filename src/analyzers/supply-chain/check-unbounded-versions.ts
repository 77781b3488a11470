import { unboundedSeverity } from '../../ecosystems/constraints.js';
import type { KeyedFinding } from '../../ecosystems/finding.js';
import { makeFinding } from '../../ecosystems/finding.js';
import { isTestProjectPath } from '../../ecosystems/util.js';
import type { DependencyChange } from './change-list.js';
import { dependencyLine } from './change-list.js';
import { isDirectPackageChange } from './package-rules.js';

/** `unbounded-version`: a direct dependency whose constraint now accepts any future release. */
export function checkUnboundedVersions(changes: readonly DependencyChange[]): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  for (const change of changes) {
    if (change.change === 'removed' || !isDirectPackageChange(change)) continue;
    const dep = change.head!.first;
    const previouslyUnbounded = change.base !== null && unboundedSeverity(change.ecosystem, change.base.first, change.path) !== null;
    const unbounded = unboundedSeverity(change.ecosystem, dep, change.path);
    if (unbounded === null || previouslyUnbounded) continue;
    // A project of the test suite (`tests/fixtures/sample_project/pyproject.toml`): only the tests
    // read or install it, in CI, where a failing release shows; users of the package never install it.
    const testProject = isTestProjectPath(change.path);
    findings.push(
      makeFinding({
        id: 'unbounded-version',
        severity: testProject ? 'info' : unbounded,
        title: `${dep.name} accepts any version (${dep.version === '' || dep.version === null ? 'no constraint' : dep.version})`,
        detail: testProject
          ? `${change.path} belongs to a project of the test suite (it is under a test or fixture folder): only the tests read or install it, in CI, where they may pick up a new release of ${dep.name}; users of this package never install it.`
          : `Every install may pick up a new release of ${dep.name}, including a compromised one, without a change in this repository. Pin a version or a bounded range, and commit a lockfile.`,
        path: change.path,
        line: dependencyLine(change.file!.content?.head ?? null, dep),
        package: dep.name,
        subject: dep.name,
      }),
    );
  }
  return findings;
}
