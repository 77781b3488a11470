import type { KeyedFinding } from '../../ecosystems/finding.js';
import { makeFinding } from '../../ecosystems/finding.js';
import { findTyposquatTarget } from '../../ecosystems/typosquat/index.js';
import type { DependencyChange } from './change-list.js';
import { dependencyLine } from './change-list.js';
import { isDirectPackageChange } from './package-rules.js';

const TYPOSQUAT_ECOSYSTEMS = new Set(['npm', 'pypi', 'cargo', 'rubygems', 'composer', 'go', 'maven', 'gradle', 'nuget']);
/** A character outside printable ASCII: a package name written with look-alike letters of another script. */
const NON_ASCII = /[^\x20-\x7e]/;

/**
 * `typosquat`: a new direct dependency (or the package an alias installs) named one slip away from a popular one.
 * Not a go.mod requirement marked `// indirect` that no Go file of the PR imports (`importedByPr`):
 * `go mod tidy` writes it for a module another module of the graph imports (`gopkg.in/inf.v0`, which
 * Kubernetes' apimachinery needs, beside `k8s.io/api`), as a lockfile lists one, and no one typed its
 * name; a name imported by the PR's own code is typed, whatever its comment says.
 */
export function checkTyposquats(changes: readonly DependencyChange[], importedByPr: (module: string) => boolean = () => true): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  for (const change of changes) {
    if (!isDirectPackageChange(change) || !TYPOSQUAT_ECOSYSTEMS.has(change.ecosystem) || change.head === null) continue;
    const dep = change.head.first;
    if (change.ecosystem === 'go' && change.head.all.every((d) => d.depType === 'indirect') && !importedByPr(dep.name)) continue;
    // An existing dependency pointed at another package through an alias (`"lodash": "^4.17.21"` to
    // `"lodash": "npm:lodahs@^4.17.21"`): the name in the manifest stays, the package installed is new.
    const aliasMoved = change.change === 'updated' && dep.target !== null && dep.source === 'registry' && change.base?.first.target !== dep.target;
    if (change.change !== 'added' && !aliasMoved) continue;
    // An override (pnpm-workspace.yaml's `overrides:`) only replaces a package the graph already
    // has: its selector installs nothing, what its alias points at (`npm:lodahs@^4`) does.
    const override = change.head.all.every((d) => d.depType === 'overrides');
    const named = aliasMoved ? [dep.target!] : dep.target && dep.source === 'registry' ? [dep.target, dep.name] : [dep.name];
    const candidates = override ? named.filter((n) => n === dep.target) : named;
    for (const candidate of candidates) {
      const target = findTyposquatTarget(change.ecosystem, candidate);
      if (target === null) continue;
      findings.push(
        makeFinding({
          id: 'typosquat',
          severity: 'high',
          title: `${candidate} looks like a typo of the popular package ${target}`,
          detail: `${candidate} is a new ${change.ecosystem} dependency whose name is one slip away from ${target}${NON_ASCII.test(candidate) ? ', written with look-alike letters of another script' : ''}. Typosquatted packages imitate popular names to run code on install. Check that ${candidate} is really the intended package.`,
          path: change.path,
          line: dependencyLine(change.file!.content?.head ?? null, dep),
          package: candidate,
          subject: candidate,
        }),
      );
      break;
    }
  }
  return findings;
}

/** Added lines of the PR's Go files read for imports, at most: past them every module counts as imported. */
const MAX_GO_LINES = 200_000;

/**
 * Whether an added line of a Go file of the PR names a module's import path in quotes
 * (`"gopkg.in/inf.v0"`, `"github.com/x/y/sub"`): the PR's own code imports it. A file GitHub sent
 * without a patch, or past MAX_GO_LINES, counts as importing every module.
 */
export function goImportsOfPr(files: readonly { readonly path: string; readonly patch: string | null }[]): (module: string) => boolean {
  const added: string[] = [];
  let unread = false;
  let budget = MAX_GO_LINES;
  for (const file of files) {
    if (!file.path.endsWith('.go')) continue;
    if (file.patch === null) {
      unread = true;
      continue;
    }
    for (const line of file.patch.split('\n')) {
      if ((budget -= 1) < 0) {
        unread = true;
        break;
      }
      if (line.startsWith('+') && line.includes('"')) added.push(line);
    }
  }
  return (module) => unread || added.some((line) => line.includes(`"${module}"`) || line.includes(`"${module}/`));
}

/** A typosquatted package that also runs install scripts is critical. */
export function escalateTyposquatsWithInstallScripts(findings: readonly KeyedFinding[]): KeyedFinding[] {
  const withScripts = new Set(findings.filter((f) => f.id === 'npm-install-script' && f.package !== null).map((f) => f.package!.toLowerCase()));
  return findings.map((finding) =>
    finding.id === 'typosquat' && finding.package !== null && withScripts.has(finding.package.toLowerCase())
      ? {
          ...finding,
          severity: 'critical',
          title: `${finding.title}, and it runs an install script`,
          detail: `${finding.detail} It also runs code on install: treat it as malicious until proven otherwise.`,
        }
      : finding,
  );
}
