import type { KeyedFinding } from '../../ecosystems/finding.js';
import { makeFinding } from '../../ecosystems/finding.js';
import type { Severity } from '../../signal/schema.js';
import { baseNameOf } from '../../ecosystems/util.js';
import { capFindings } from './cap-findings.js';
import type { DependencyChange } from './change-list.js';
import { dependencyLine } from './change-list.js';
import { isDirectPackageChange } from './package-rules.js';

function downgradeFinding(change: DependencyChange, severity: Severity, line: number | null, revert: string | null = null): KeyedFinding {
  const name = change.head!.name;
  return makeFinding({
    id: 'dependency-downgrade',
    severity,
    title: `${name} is downgraded from ${change.from ?? '?'} to ${change.to ?? '?'}`,
    detail:
      revert === null
        ? `Going back to an older ${name} can bring back fixed bugs and vulnerabilities. Make sure the PR says why.`
        : `Going back to an older ${name} can bring back fixed bugs and vulnerabilities; the PR reverts the update that brought the newer one ("${revert}"). Check why the update is undone, and that the older version has no known vulnerability.`,
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

/** A revert's title or commit subject, git's way: `Revert "Bump nix from 0.24.2 to 0.25.0"` (group 1: the reverted subject). */
const REVERT_SUBJECT = /^Revert\s{1,3}"(.{1,300})"\s{0,3}$/;
/** A reverted subject that updated dependencies: Dependabot's `Bump x from a to b`, Renovate's `chore(deps): update rust crate x to v2`, `Upgrade x`. */
const UPDATE_WORD = /\b(?:bump|bumps|update|updates|upgrade|upgrades)\b/i;

/**
 * The subjects the PR reverts that updated a dependency (REVERT_SUBJECT with an update word), from
 * its title and its commits' subjects: a downgrade of a package such a subject names is the PR
 * saying why (the update is undone), as the finding asks.
 */
export function revertedUpdates(title: string, commitMessages: readonly string[]): string[] {
  const subjects: string[] = [];
  for (const text of [title, ...commitMessages.slice(0, 250).map((m) => m.slice(0, 400).split('\n', 1)[0] ?? '')]) {
    const reverted = REVERT_SUBJECT.exec(text.trim())?.[1];
    if (reverted !== undefined && UPDATE_WORD.test(reverted) && !subjects.includes(reverted)) subjects.push(reverted);
  }
  return subjects;
}

/** The reverted update subject that names the package as a word (`nix` in `Bump nix from …`; `@types/node`, `serde_json`), or null. */
function revertNaming(name: string, reverts: readonly string[]): string | null {
  const lower = name.toLowerCase();
  for (const subject of reverts) {
    const text = subject.toLowerCase();
    for (let at = text.indexOf(lower); at >= 0; at = text.indexOf(lower, at + 1)) {
      const before = text.charAt(at - 1);
      const after = text.charAt(at + lower.length);
      if (!/[\w@/.-]/.test(before) && !/[\w/-]/.test(after)) return subject;
    }
  }
  return null;
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
 * reported against go.mod. A direct one is low when the PR reverts the update that moved it
 * (revertedUpdates: `Revert "Bump nix from 0.24.2 to 0.25.0"` as title or commit subject).
 */
export function checkDowngrades(changes: readonly DependencyChange[], reverts: readonly string[] = []): KeyedFinding[] {
  const direct: KeyedFinding[] = [];
  const transitive: KeyedFinding[] = [];
  for (const change of changes) {
    if (change.change !== 'updated' || change.direction !== 'downgrade' || leavesUnreleasedSource(change)) continue;
    if (isDirectPackageChange(change)) {
      // A revert of the update that moved it says why, as the finding asks: low, with the reverted subject.
      const revert = reverts.length === 0 ? null : revertNaming(change.head!.name, reverts);
      const severity = change.record.dev || isIndirectRequirement(change) || revert !== null ? 'low' : 'medium';
      direct.push(downgradeFinding(change, severity, dependencyLine(change.file!.content?.head ?? null, change.head!.first), revert));
    } else if (change.origin === 'lockfile' && !change.declared && baseNameOf(change.path) !== 'go.sum') {
      transitive.push(downgradeFinding(change, 'low', null));
    }
  }
  return [...direct, ...capFindings(transitive)];
}
