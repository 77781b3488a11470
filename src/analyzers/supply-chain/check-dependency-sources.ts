import type { KeyedFinding } from '../../ecosystems/finding.js';
import { makeFinding } from '../../ecosystems/finding.js';
import { lineOf } from '../../ecosystems/util.js';
import type { Severity } from '../../signal/schema.js';
import { capFindings } from './cap-findings.js';
import type { DependencyChange } from './change-list.js';
import { dependencyLine } from './change-list.js';
import { isDirectPackageChange } from './package-rules.js';

/** `git-dependency`, `url-dependency`, `path-dependency`: a direct dependency newly taken from outside its registry. */
function manifestSourceFinding(change: DependencyChange): KeyedFinding | null {
  const entry = change.head!;
  const before = change.base;
  // A package declared more than once (a runtime range and a dependency group's URL): the entry
  // that comes from outside the registry is the one to describe and point at.
  const dep = entry.all.find((d) => d.source === entry.source) ?? entry.first;
  const sourceChanged = before === null || before.source !== entry.source || (entry.source !== 'registry' && before.first.version !== dep.version);
  if (!sourceChanged || (entry.source !== 'git' && entry.source !== 'url' && entry.source !== 'path')) return null;
  const spec = dep.target && dep.source !== 'registry' ? dep.target : (dep.version ?? '');
  const insecure = entry.source !== 'path' && /^(?:git\+)?http:\/\//.test(dep.version ?? dep.target ?? '');
  const severity: Severity = entry.source === 'path' ? 'low' : insecure ? 'high' : 'medium';
  const what = entry.source === 'git' ? 'a git repository' : entry.source === 'url' ? 'a URL' : 'a local path';
  return makeFinding({
    id: `${entry.source}-dependency`,
    severity,
    title: `${dep.name} comes from ${what}`,
    detail:
      `${dep.name} (${spec || dep.version || 'no version'}) is not resolved from the ${change.ecosystem} registry: ` +
      (entry.source === 'path'
        ? 'its code lives outside the package and is not versioned with a release.'
        : `no registry checks, no immutable release; whoever controls ${what} controls the code${insecure ? ', and plain http lets anyone on the network change it' : ''}. Prefer a registry release, or pin a commit.`),
    path: change.path,
    line: (dep.target ? lineOf(change.file!.content?.head ?? null, dep.target) : null) ?? dependencyLine(change.file!.content?.head ?? null, dep),
    package: dep.name,
    subject: dep.name,
  });
}

/** A new transitive package a lockfile resolves from git or a URL. */
function lockfileSourceFinding(change: DependencyChange): KeyedFinding | null {
  const entry = change.head!;
  if (entry.source !== 'git' && entry.source !== 'url') return null;
  return makeFinding({
    id: `${entry.source}-dependency`,
    severity: 'medium',
    title: `${entry.name} is locked to ${entry.source === 'git' ? 'a git repository' : 'a URL'}`,
    detail: `${change.path} resolves the new package ${entry.name} from ${entry.first.resolved ?? entry.first.version ?? 'outside the registry'}, not from the ${change.ecosystem} registry.`,
    path: change.path,
    package: entry.name,
    subject: entry.name,
  });
}

/** Dependencies that come from somewhere other than their ecosystem's registry. */
export function checkDependencySources(changes: readonly DependencyChange[]): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  const locked: KeyedFinding[] = [];
  for (const change of changes) {
    if (change.change === 'removed') continue;
    if (isDirectPackageChange(change)) {
      const finding = manifestSourceFinding(change);
      if (finding) findings.push(finding);
    } else if (change.origin === 'lockfile' && change.change === 'added' && !change.declared) {
      const finding = lockfileSourceFinding(change);
      if (finding) locked.push(finding);
    }
  }
  return [...findings, ...capFindings(locked)];
}
