import { isBinaryPath, isExecutablePath } from '../ecosystems/binary/index.js';
import { matchManagerFile } from '../ecosystems/api.js';
import type { ManagerMatch } from '../ecosystems/api.js';
import { isScannableSourcePath, scanAddedCode } from '../ecosystems/code/obfuscation.js';
import { unboundedSeverity } from '../ecosystems/constraints.js';
import { reviewDependencyChanges, reviewEcosystem } from '../ecosystems/dependency-review.js';
import { displayVersion, diffDependencies, indexDependencies } from '../ecosystems/diff.js';
import type { DependencyIndex, IndexedDependency } from '../ecosystems/diff.js';
import type { KeyedFinding } from '../ecosystems/finding.js';
import { compareFindings, makeFinding, toFinding } from '../ecosystems/finding.js';
import { findPipeToShell } from '../ecosystems/shell/pipe-to-shell.js';
import type { ExtractedDependency, ExtractResult } from '../ecosystems/types.js';
import { findTyposquatTarget } from '../ecosystems/typosquat/index.js';
import { baseNameOf, dirNameOf, hostOf, lineOf } from '../ecosystems/util.js';
import { directionOf } from '../ecosystems/versions.js';
import type { PrSnapshot, SnapshotContent, SnapshotFile } from '../snapshot/pr-snapshot.js';
import type { Dependency, Severity, SupplyChainSection, UpdatedDependency } from '../signal/schema.js';
import { applyFindingRules } from './apply-finding-rules.js';
import type { AnalyzerContext } from './context.js';

/**
 * Supply-chain section: what the PR changes in dependencies (manifests and lockfiles of every
 * ecosystem under src/ecosystems/), in CI configuration (workflows, actions, Dockerfiles), and
 * which of those changes a reviewer should look at (findings, docs/findings.md).
 *
 * Pure: reads only the snapshot and the context. Every finding compares base with head, so what
 * was already there before the PR is not reported again.
 */

/** Transitive lockfile changes listed per lockfile and list at most; past that, one info finding. */
export const MAX_TRANSITIVE_CHANGES = 250;
/** Findings of one id reported per lockfile at most; the last one says how many more there are. */
const MAX_FINDINGS_PER_LOCKFILE = 20;

const SCRIPT_FINDING_IDS: Record<string, string> = {
  npm: 'npm-install-script',
  composer: 'composer-install-script',
  pypi: 'python-setup-script',
};

const TYPOSQUAT_ECOSYSTEMS = new Set(['npm', 'pypi', 'cargo', 'rubygems', 'composer', 'go', 'maven', 'gradle']);
const PACKAGE_ECOSYSTEMS_WITHOUT_SOURCE_RULES = new Set(['github-actions', 'docker']);

interface ParsedFile {
  readonly path: string;
  readonly file: SnapshotFile;
  readonly match: ManagerMatch;
  readonly ecosystem: string;
  readonly content: SnapshotContent | null;
  readonly base: ExtractResult | null;
  readonly head: ExtractResult | null;
}

interface Collector {
  readonly findings: KeyedFinding[];
  readonly newDeps: Dependency[];
  readonly updatedDeps: UpdatedDependency[];
  readonly removedDeps: Dependency[];
  readonly seen: Set<string>;
}

function depKey(list: string, ecosystem: string, name: string, manifest: string): string {
  return `${list}\u0000${ecosystem}\u0000${name}\u0000${manifest}`;
}

function pushDep(collector: Collector, list: 'new' | 'updated' | 'removed', dep: Dependency | UpdatedDependency): boolean {
  const key = depKey(list, dep.ecosystem, dep.name, dep.manifest);
  if (collector.seen.has(key)) return false;
  collector.seen.add(key);
  if (list === 'new') collector.newDeps.push(dep);
  else if (list === 'removed') collector.removedDeps.push(dep);
  else collector.updatedDeps.push(dep as UpdatedDependency);
  return true;
}

function depLine(content: string | null, dep: ExtractedDependency): number | null {
  if (dep.line) return dep.line;
  return lineOf(content, `"${dep.name}"`) ?? lineOf(content, dep.name);
}

function parseSide(match: ManagerMatch, path: string, content: string | null, read: (p: string) => string | null): ExtractResult | null {
  if (content === null) return null;
  try {
    return match.file.extract(content, path, read);
  } catch (error) {
    // Extractors are written not to throw; this keeps one bad file from failing the analysis.
    return { deps: [], skipReason: `could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** The lockfile beside (or above, for workspaces) a manifest, among the parsed lockfiles. */
function lockfileFor(manifestPath: string, ecosystem: string, lockfiles: readonly ParsedFile[]): ParsedFile | null {
  const name = baseNameOf(manifestPath);
  let dir = dirNameOf(manifestPath);
  for (;;) {
    for (const lock of lockfiles) {
      if (lock.ecosystem === ecosystem && dirNameOf(lock.path) === dir && (lock.match.file.manifests ?? []).includes(name)) return lock;
    }
    if (dir === '') return null;
    dir = dirNameOf(dir);
  }
}

function isUnder(path: string, dir: string): boolean {
  return dir === '' || path.startsWith(`${dir}/`);
}

export function analyzeSupplyChain(snapshot: PrSnapshot, ctx: AnalyzerContext): SupplyChainSection {
  const contents = new Map<string, SnapshotContent>();
  for (const content of snapshot.contents) contents.set(content.path, content);
  const readBase = (p: string): string | null => contents.get(p)?.base ?? null;
  const readHead = (p: string): string | null => contents.get(p)?.head ?? null;

  const parsed: ParsedFile[] = [];
  const skipped: SupplyChainSection['skipped'] = [];
  const ciFiles: SnapshotFile[] = [];
  const collector: Collector = { findings: [], newDeps: [], updatedDeps: [], removedDeps: [], seen: new Set() };
  const changedManifests = new Map<string, string[]>(); // ecosystem -> manifest paths changed in the PR

  for (const file of snapshot.files) {
    if (file.status === 'unchanged') continue;
    const match = matchManagerFile(file.path);
    if (match === null) {
      scanPlainFile(file, collector.findings);
      continue;
    }
    const ecosystem = match.manager.ecosystem;
    if (match.file.kind === 'ci') ciFiles.push(file);
    if (match.file.kind === 'manifest') {
      const list = changedManifests.get(ecosystem) ?? [];
      list.push(file.path);
      changedManifests.set(ecosystem, list);
    }
    const content = contents.get(file.path) ?? null;
    const base = parseSide(match, file.path, content?.base ?? null, readBase);
    const head = parseSide(match, file.path, content?.head ?? null, readHead);
    const unread = unreadSides(file, content);
    if (unread !== null) skipped.push({ path: file.path, reason: `the ${unread} version could not be read from GitHub` });
    else if (head?.skipReason) skipped.push({ path: file.path, reason: head.skipReason });
    else if (base?.skipReason) skipped.push({ path: file.path, reason: `base version: ${base.skipReason}` });
    parsed.push({ path: file.path, file, match, ecosystem, content, base, head });
  }

  const lockfiles = parsed.filter((p) => p.match.file.kind === 'lockfile');
  const lockfileChanges: SupplyChainSection['lockfile_changes'] = [];
  /** Names each lockfile should not list again, because a manifest beside it already did. */
  const reportedByManifest = new Map<ParsedFile, Set<string>>();

  // Manifests and CI files: direct dependencies.
  for (const file of parsed) {
    if (file.match.file.kind === 'lockfile') continue;
    const lock = file.match.file.kind === 'manifest' ? lockfileFor(file.path, file.ecosystem, lockfiles) : null;
    const names = diffManifest(file, lock, collector);
    if (lock) {
      const set = reportedByManifest.get(lock) ?? new Set<string>();
      for (const name of names) set.add(name);
      reportedByManifest.set(lock, set);
    }
    scriptFindings(file, collector.findings);
    ciFindings(file, collector.findings);
  }

  // Lockfiles: resolved versions, transitive changes, where packages come from.
  for (const lock of lockfiles) {
    const dir = dirNameOf(lock.path);
    const manifests = lock.match.file.manifests ?? [];
    const manifestChanged = (changedManifests.get(lock.ecosystem) ?? []).some(
      (m) => (dirNameOf(m) === dir && manifests.includes(baseNameOf(m))) || (isUnder(m, dir) && manifests.includes(baseNameOf(m))),
    );
    lockfileChanges.push({ path: lock.path, ecosystem: lock.ecosystem, manifest_changed: manifestChanged });
    diffLockfile(lock, reportedByManifest.get(lock) ?? new Set(), manifestChanged, collector);
  }
  // Lockfiles GitHub lists but whose content was not fetched still count as lockfile changes (done above:
  // every matched file is parsed, content or not).

  // Dependency review: vulnerabilities, and dependencies of manifests whose content was not available.
  const review = reviewDependencyChanges(snapshot);
  collector.findings.push(...review.findings);
  fillFromDependencyReview(snapshot, parsed, collector);

  escalateTyposquatsWithInstallScripts(collector.findings);

  const unique = new Map<string, KeyedFinding>();
  for (const finding of collector.findings) if (!unique.has(finding.key)) unique.set(finding.key, finding);
  const all = [...unique.values()].map(toFinding).sort(compareFindings);
  const { findings, suppressed } = applyFindingRules(all, ctx.config, ctx.now);

  const ciChanges: SupplyChainSection['ci_changes'] = ciFiles.map((file) => ({
    path: file.path,
    status: file.status,
    findings: findings.filter((f) => f.path === file.path),
  }));

  const byManifestAndName = (a: Dependency, b: Dependency): number =>
    a.manifest < b.manifest ? -1 : a.manifest > b.manifest ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  return {
    new_dependencies: collector.newDeps.sort(byManifestAndName),
    updated_dependencies: collector.updatedDeps.sort(byManifestAndName),
    removed_dependencies: collector.removedDeps.sort(byManifestAndName),
    lockfile_changes: lockfileChanges,
    ci_changes: ciChanges,
    findings,
    suppressed_findings: suppressed,
    vulnerabilities: review.vulnerabilities,
    skipped,
  };
}

/** Which side of a changed manifest, lockfile or CI file the snapshot lacks ("base", "head", "base and head"), or null. */
function unreadSides(file: SnapshotFile, content: SnapshotContent | null): string | null {
  const sides: string[] = [];
  if (file.status !== 'added' && (content?.base ?? null) === null) sides.push('base');
  if (file.status !== 'removed' && (content?.head ?? null) === null) sides.push('head');
  return sides.length > 0 ? sides.join(' and ') : null;
}

/** Binary artifacts and obfuscated code in files no manager reads. */
function scanPlainFile(file: SnapshotFile, findings: KeyedFinding[]): void {
  if ((file.status === 'added' || file.status === 'copied' || file.status === 'renamed') && isBinaryPath(file.path)) {
    if (file.status === 'renamed' && file.previousPath !== null && isBinaryPath(file.previousPath)) return;
    const executable = isExecutablePath(file.path);
    findings.push(
      makeFinding({
        id: 'binary-artifact',
        severity: executable ? 'high' : 'medium',
        title: `${executable ? 'Executable' : 'Binary'} file added: ${baseNameOf(file.path)}`,
        detail: `${file.path} is a compiled or packed artifact that no reviewer can read${executable ? ' and that runs directly on a machine' : ''}. Build it from source in CI instead, or explain where it comes from and check its hash.`,
        path: file.path,
        subject: 'binary',
      }),
    );
    return;
  }
  if (file.status === 'added' && baseNameOf(file.path) === 'build.rs') {
    findings.push(cargoBuildScriptFinding(file.path, file.path, null));
    return;
  }
  if (file.patch !== null && file.status !== 'removed' && isScannableSourcePath(file.path)) {
    findings.push(...scanAddedCode(file.path, file.patch));
  }
}

function toDependency(ecosystem: string, entry: IndexedDependency, manifest: string, version: string | null): Dependency {
  return { ecosystem, name: entry.name, version, manifest, dev: entry.dev, source: entry.source };
}

/** The resolved version of a package in a lockfile index, when it has one. */
function resolvedVersion(ecosystem: string, index: DependencyIndex | null, key: string): string | null {
  const entry = index?.get(key);
  return entry ? displayVersion(ecosystem, entry) : null;
}

const lockIndexes = new WeakMap<ExtractResult, DependencyIndex>();

/** The index of one side of a lockfile, built once per analysis however often it is asked for. */
function lockIndex(lock: ParsedFile | null, side: 'base' | 'head'): DependencyIndex | null {
  const result = lock?.[side];
  if (!lock || !result || result.skipReason) return null;
  let index = lockIndexes.get(result);
  if (index === undefined) {
    index = indexDependencies(lock.ecosystem, result.deps);
    lockIndexes.set(result, index);
  }
  return index;
}

/** Diffs a manifest (or CI file) and returns the normalized names it reported. */
function diffManifest(file: ParsedFile, lock: ParsedFile | null, collector: Collector): string[] {
  const { ecosystem } = file;
  if (file.base?.skipReason || file.head?.skipReason) return [];
  if (file.base === null && file.head === null) return [];
  const base = indexDependencies(ecosystem, file.base?.deps ?? []);
  const head = indexDependencies(ecosystem, file.head?.deps ?? []);
  const diff = diffDependencies(ecosystem, base, head);
  const baseLock = lock ? lockIndex(lock, 'base') : null;
  const headLock = lock ? lockIndex(lock, 'head') : null;
  const headContent = file.content?.head ?? null;
  const names: string[] = [];
  for (const [key, entry] of diff.added) {
    names.push(key);
    const version = resolvedVersion(ecosystem, headLock, key) ?? displayVersion(ecosystem, entry);
    pushDep(collector, 'new', toDependency(ecosystem, entry, file.path, version));
    dependencyFindings(file, entry, null, headContent, collector.findings);
  }
  for (const [key, entry] of diff.removed) {
    names.push(key);
    const version = resolvedVersion(ecosystem, baseLock, key) ?? displayVersion(ecosystem, entry);
    pushDep(collector, 'removed', toDependency(ecosystem, entry, file.path, version));
  }
  for (const update of diff.updated) {
    names.push(update.key);
    const fromResolved = resolvedVersion(ecosystem, baseLock, update.key);
    const toResolved = resolvedVersion(ecosystem, headLock, update.key);
    const useResolved = fromResolved !== null && toResolved !== null && fromResolved !== toResolved;
    const from = useResolved ? fromResolved : update.from;
    const to = useResolved ? toResolved : update.to;
    const direction = useResolved ? directionOf(ecosystem, from, to) : update.direction;
    pushDep(collector, 'updated', {
      ...toDependency(ecosystem, update.head, file.path, to),
      from_version: from,
      to_version: to,
      direction,
    });
    dependencyFindings(file, update.head, update.base, headContent, collector.findings);
    if (direction === 'downgrade' && !PACKAGE_ECOSYSTEMS_WITHOUT_SOURCE_RULES.has(ecosystem)) {
      collector.findings.push(downgradeFinding(file.path, update.head.name, from, to, 'medium', depLine(headContent, update.head.first)));
    }
  }
  return names;
}

function downgradeFinding(path: string, name: string, from: string | null, to: string | null, severity: Severity, line: number | null): KeyedFinding {
  return makeFinding({
    id: 'dependency-downgrade',
    severity,
    title: `${name} is downgraded from ${from ?? '?'} to ${to ?? '?'}`,
    detail: `Going back to an older ${name} can bring back fixed bugs and vulnerabilities. Make sure the PR says why.`,
    path,
    line,
    package: name,
    subject: name,
  });
}

/** Findings about one new or changed direct dependency: source, constraint, name. */
function dependencyFindings(
  file: ParsedFile,
  entry: IndexedDependency,
  before: IndexedDependency | null,
  headContent: string | null,
  findings: KeyedFinding[],
): void {
  const { ecosystem, path } = file;
  if (PACKAGE_ECOSYSTEMS_WITHOUT_SOURCE_RULES.has(ecosystem)) return;
  const dep = entry.first;
  const line = (): number | null => depLine(headContent, dep);
  const spec = dep.target && dep.source !== 'registry' ? dep.target : (dep.version ?? '');
  const sourceChanged = before === null || before.source !== entry.source || (entry.source !== 'registry' && before.first.version !== dep.version);
  if (sourceChanged && (entry.source === 'git' || entry.source === 'url' || entry.source === 'path')) {
    const insecure = entry.source !== 'path' && /^(?:git\+)?http:\/\//.test(dep.version ?? dep.target ?? '');
    const severity: Severity = entry.source === 'path' ? 'low' : insecure ? 'high' : 'medium';
    const what = entry.source === 'git' ? 'a git repository' : entry.source === 'url' ? 'a URL' : 'a local path';
    findings.push(
      makeFinding({
        id: `${entry.source}-dependency`,
        severity,
        title: `${dep.name} comes from ${what}`,
        detail:
          `${dep.name} (${spec || dep.version || 'no version'}) is not resolved from the ${ecosystem} registry: ` +
          (entry.source === 'path'
            ? 'its code lives outside the package and is not versioned with a release.'
            : `no registry checks, no immutable release; whoever controls ${what} controls the code${insecure ? ', and plain http lets anyone on the network change it' : ''}. Prefer a registry release, or pin a commit.`),
        path,
        line: line(),
        package: dep.name,
        subject: dep.name,
      }),
    );
  }
  const previouslyUnbounded = before !== null && unboundedSeverity(ecosystem, before.first, path) !== null;
  const unbounded = unboundedSeverity(ecosystem, dep, path);
  if (unbounded !== null && !previouslyUnbounded) {
    findings.push(
      makeFinding({
        id: 'unbounded-version',
        severity: unbounded,
        title: `${dep.name} accepts any version (${dep.version === '' || dep.version === null ? 'no constraint' : dep.version})`,
        detail: `Every install may pick up a new release of ${dep.name}, including a compromised one, without a change in this repository. Pin a version or a bounded range, and commit a lockfile.`,
        path,
        line: line(),
        package: dep.name,
        subject: dep.name,
      }),
    );
  }
  if (before === null && TYPOSQUAT_ECOSYSTEMS.has(ecosystem)) {
    const candidates = dep.target && dep.source === 'registry' ? [dep.target, dep.name] : [dep.name];
    for (const candidate of candidates) {
      const target = findTyposquatTarget(ecosystem, candidate);
      if (target === null) continue;
      findings.push(
        makeFinding({
          id: 'typosquat',
          severity: 'high',
          title: `${candidate} looks like a typo of the popular package ${target}`,
          detail: `${candidate} is a new ${ecosystem} dependency whose name is one slip away from ${target}. Typosquatted packages imitate popular names to run code on install. Check that ${candidate} is really the intended package.`,
          path,
          line: line(),
          package: candidate,
          subject: candidate,
        }),
      );
      break;
    }
  }
}

/** Install/lifecycle scripts, build scripts and `curl | sh` in manifest scripts. */
function scriptFindings(file: ParsedFile, findings: KeyedFinding[]): void {
  const head = file.head;
  if (!head || head.skipReason) return;
  const base = file.base && !file.base.skipReason ? file.base : null;
  const headContent = file.content?.head ?? null;
  const scriptId = SCRIPT_FINDING_IDS[file.ecosystem];
  if (scriptId && head.installScripts) {
    for (const [name, script] of Object.entries(head.installScripts)) {
      if (base?.installScripts?.[name] === script) continue;
      const changed = base?.installScripts?.[name] !== undefined;
      findings.push(
        makeFinding({
          id: scriptId,
          severity: 'high',
          title: `${changed ? 'Changed' : 'New'} install script "${name}" in ${baseNameOf(file.path)}`,
          detail: `${file.path} ${changed ? 'changes' : 'adds'} "${name}", which runs automatically on every install, on developer machines and in CI: ${script.length > 200 ? `${script.slice(0, 200)}…` : script}`,
          path: file.path,
          line: lineOf(headContent, `"${name}"`) ?? lineOf(headContent, name),
          subject: name,
        }),
      );
    }
  }
  for (const [module, target] of Object.entries(head.replaces ?? {})) {
    if (base?.replaces?.[module] === target) continue;
    const local = /^(?:\.{1,2}\/|\/|\.{1,2}$)/.test(target);
    findings.push(
      makeFinding({
        id: 'go-replace',
        severity: 'medium',
        title: `replace points ${module} at ${target}`,
        detail: local
          ? `${file.path} builds ${module} from the local directory ${target} instead of the published module: review the code there as part of this PR.`
          : `${file.path} swaps ${module} for ${target}: every build gets that module's code under the original import path. Check that ${target.split(' ')[0]} is trusted and why the fork is needed.`,
        path: file.path,
        line: replaceLine(headContent, module) ?? lineOf(headContent, 'replace'),
        package: module,
        subject: module,
      }),
    );
  }
  if (head.buildScript && head.buildScript !== base?.buildScript) {
    findings.push(cargoBuildScriptFinding(file.path, head.buildScript, lineOf(headContent, 'build')));
  }
  if (head.scripts) {
    const before = new Set<string>();
    for (const script of Object.values(base?.scripts ?? {})) for (const command of findPipeToShell(script)) before.add(command);
    for (const [name, script] of Object.entries(head.scripts)) {
      for (const command of findPipeToShell(script)) {
        if (before.has(command)) continue;
        findings.push(
          makeFinding({
            id: 'curl-pipe-shell',
            severity: 'high',
            title: `Script "${name}" pipes a download into a shell`,
            detail: `${file.path} script "${name}" runs \`${command}\`: whatever the server returns is executed unverified.`,
            path: file.path,
            line: lineOf(headContent, `"${name}"`),
            subject: command,
          }),
        );
      }
    }
  }
}

/** 1-based line of the `replace` directive for `module` (`module [version] => target`), or null. */
function replaceLine(content: string | null, module: string): number | null {
  if (content === null) return null;
  const lines = content.split('\n');
  const index = lines.findIndex((text) => {
    const at = text.indexOf(module);
    return at >= 0 && /^(?:\s+v\S+)?\s*=>/.test(text.slice(at + module.length));
  });
  return index < 0 ? null : index + 1;
}

export function cargoBuildScriptFinding(path: string, script: string, line: number | null): KeyedFinding {
  return makeFinding({
    id: 'cargo-build-script',
    severity: 'medium',
    title: `Build script ${script} runs at compile time`,
    detail: `${path} adds a Cargo build script (${script}): it runs with the developer's and CI's rights on every build. Review it like code that runs on install.`,
    path,
    line,
    subject: 'build-script',
  });
}

/** CI and configuration findings (workflows, registry settings): those at head that the base did not have (by key, not line). */
function ciFindings(file: ParsedFile, findings: KeyedFinding[]): void {
  const head = file.head;
  if (!head || head.skipReason || !head.findings) return;
  const before = new Set((file.base?.findings ?? []).map((f) => f.key));
  for (const finding of head.findings) if (!before.has(finding.key)) findings.push(finding);
}

function capFindings(list: KeyedFinding[], total: number, findings: KeyedFinding[]): void {
  findings.push(...list.slice(0, MAX_FINDINGS_PER_LOCKFILE));
  if (total > MAX_FINDINGS_PER_LOCKFILE) {
    const last = findings.pop()!;
    findings.push({ ...last, detail: `${last.detail} (${total - MAX_FINDINGS_PER_LOCKFILE + 1} more like this in this lockfile are not listed.)` });
  }
}

function diffLockfile(lock: ParsedFile, reported: ReadonlySet<string>, manifestChanged: boolean, collector: Collector): void {
  const { ecosystem, path } = lock;
  const findings = collector.findings;
  if (lock.file.status !== 'removed' && !manifestChanged) {
    findings.push(
      makeFinding({
        id: 'lockfile-without-manifest',
        severity: 'low',
        title: `${baseNameOf(path)} changed without its manifest`,
        detail: `${path} changes while no ${(lock.match.file.manifests ?? []).join(' or ')} beside it does. Routine for transitive updates, but a lockfile edit alone can also swap what gets installed: check that it was regenerated by the package manager.`,
        path,
        subject: 'lockfile',
      }),
    );
  }
  const baseIndex = lockIndex(lock, 'base');
  const headIndex = lockIndex(lock, 'head');
  if (headIndex === null) return;
  const base = baseIndex ?? new Map<string, IndexedDependency>();
  const diff = diffDependencies(ecosystem, base, headIndex);
  const registryHosts = new Set(lock.match.manager.registryHosts ?? []);
  // Hosts the lockfile already used before the PR count as the project's registries (a private mirror).
  if (baseIndex) for (const entry of baseIndex.values()) for (const dep of entry.all) {
    const host = hostOf(dep.resolved);
    if (host) registryHosts.add(host);
  }

  let omitted = 0;
  const listed = { new: 0, updated: 0, removed: 0 };
  const bump = (list: keyof typeof listed): boolean => {
    if (listed[list] >= MAX_TRANSITIVE_CHANGES) {
      omitted += 1;
      return false;
    }
    listed[list] += 1;
    return true;
  };
  const installScripts: KeyedFinding[] = [];
  let installScriptCount = 0;
  const sources: KeyedFinding[] = [];
  let sourceCount = 0;
  const downgrades: KeyedFinding[] = [];
  let downgradeCount = 0;

  for (const [key, entry] of diff.added) {
    const direct = entry.all.some((d) => d.depType === 'direct');
    if (!reported.has(key) && bump('new')) pushDep(collector, 'new', toDependency(ecosystem, entry, path, displayVersion(ecosystem, entry)));
    if (entry.all.some((d) => d.hasInstallScript)) {
      installScriptCount += 1;
      if (installScripts.length < MAX_FINDINGS_PER_LOCKFILE) {
        installScripts.push(
          makeFinding({
            id: 'npm-install-script',
            severity: direct || reported.has(key) ? 'high' : 'medium',
            title: `New dependency ${entry.name} runs an install script`,
            detail: `${entry.name}@${displayVersion(ecosystem, entry) ?? '?'} (${direct || reported.has(key) ? 'direct' : 'transitive'}) is new in ${path} and has preinstall/install/postinstall scripts: its code runs on every install. Check what it does, or install with --ignore-scripts.`,
            path,
            package: entry.name,
            subject: entry.name,
          }),
        );
      }
    }
    if (!reported.has(key) && (entry.source === 'git' || entry.source === 'url')) {
      sourceCount += 1;
      if (sources.length < MAX_FINDINGS_PER_LOCKFILE) {
        sources.push(
          makeFinding({
            id: `${entry.source}-dependency`,
            severity: 'medium',
            title: `${entry.name} is locked to ${entry.source === 'git' ? 'a git repository' : 'a URL'}`,
            detail: `${path} resolves the new package ${entry.name} from ${entry.first.resolved ?? entry.first.version ?? 'outside the registry'}, not from the ${ecosystem} registry.`,
            path,
            package: entry.name,
            subject: entry.name,
          }),
        );
      }
    }
  }
  for (const [key, entry] of diff.removed) {
    if (!reported.has(key) && bump('removed')) pushDep(collector, 'removed', toDependency(ecosystem, entry, path, displayVersion(ecosystem, entry)));
  }
  for (const update of diff.updated) {
    if (reported.has(update.key)) continue;
    if (bump('updated')) {
      pushDep(collector, 'updated', {
        ...toDependency(ecosystem, update.head, path, update.to),
        from_version: update.from,
        to_version: update.to,
        direction: update.direction,
      });
    }
    if (update.direction === 'downgrade') {
      downgradeCount += 1;
      if (downgrades.length < MAX_FINDINGS_PER_LOCKFILE) downgrades.push(downgradeFinding(path, update.head.name, update.from, update.to, 'low', null));
    }
  }
  capFindings(installScripts, installScriptCount, findings);
  capFindings(sources, sourceCount, findings);
  capFindings(downgrades, downgradeCount, findings);

  // Where packages come from, and checksums that change under an unchanged version.
  const foreign = new Map<string, string[]>();
  const integrity: KeyedFinding[] = [];
  let integrityCount = 0;
  const sameScheme = (lock.base?.checksumScheme ?? null) === (lock.head?.checksumScheme ?? null);
  for (const [key, entry] of headIndex) {
    const before = base.get(key);
    for (const dep of entry.all) {
      const old = before === undefined ? undefined : before.all.length === 1 ? (before.first.version === dep.version ? before.first : undefined) : before.all.find((d) => d.version === dep.version);
      if (old !== undefined && old.resolved === dep.resolved && old.integrity === dep.integrity) continue;
      const host = hostOf(dep.resolved);
      if (host !== null && dep.source !== 'git' && !registryHosts.has(host) && old?.resolved !== dep.resolved && registryHosts.size > 0) {
        const names = foreign.get(host) ?? [];
        names.push(dep.name);
        foreign.set(host, names);
      }
      if (old && sameScheme && old.integrity && dep.integrity && old.integrity !== dep.integrity && sameAlgorithm(old.integrity, dep.integrity)) {
        integrityCount += 1;
        if (integrity.length < MAX_FINDINGS_PER_LOCKFILE) {
          integrity.push(
            makeFinding({
              id: 'lockfile-integrity-changed',
              severity: 'high',
              title: `Checksum of ${dep.name}@${dep.version} changed without a version change`,
              detail: `${path} records a different integrity hash for the same version of ${dep.name}. A published version never changes: this means a different artifact (a republished or tampered package, or another source). Regenerate the lockfile from the registry and compare.`,
              path,
              package: dep.name,
              subject: `${dep.name}@${dep.version}`,
            }),
          );
        }
      }
    }
  }
  capFindings(integrity, integrityCount, findings);
  for (const [host, names] of foreign) {
    const unique = [...new Set(names)];
    findings.push(
      makeFinding({
        id: 'lockfile-foreign-host',
        severity: 'high',
        title: `${path} resolves packages from ${host}`,
        detail: `${unique.length} package(s) (${unique.slice(0, 5).join(', ')}${unique.length > 5 ? ', …' : ''}) are downloaded from ${host}, which is not the ${ecosystem} registry and was not used by this lockfile before. A lockfile pointing at another host installs whatever that host serves.`,
        path,
        package: unique[0] ?? null,
        subject: host,
      }),
    );
  }
  if (omitted > 0) {
    findings.push(
      makeFinding({
        id: 'lockfile-large-change',
        severity: 'info',
        title: `${path} changes more packages than are listed`,
        detail: `${omitted} more transitive package changes in ${path} are not listed (at most ${MAX_TRANSITIVE_CHANGES} per kind of change).`,
        path,
        subject: 'large',
      }),
    );
  }
}

function sameAlgorithm(a: string, b: string): boolean {
  const algorithm = (value: string): string => /^([a-z0-9]+)[-:=]/i.exec(value)?.[1]?.toLowerCase() ?? '';
  return algorithm(a) === algorithm(b);
}

/** A typosquatted package that also runs install scripts is critical. */
function escalateTyposquatsWithInstallScripts(findings: KeyedFinding[]): void {
  const withScripts = new Set(findings.filter((f) => f.id === 'npm-install-script' && f.package !== null).map((f) => f.package!.toLowerCase()));
  for (let i = 0; i < findings.length; i += 1) {
    const finding = findings[i]!;
    if (finding.id === 'typosquat' && finding.package !== null && withScripts.has(finding.package.toLowerCase())) {
      findings[i] = {
        ...finding,
        severity: 'critical',
        title: `${finding.title}, and it runs an install script`,
        detail: `${finding.detail} It also runs code on install: treat it as malicious until proven otherwise.`,
      };
    }
  }
}

/** Dependencies GitHub's dependency review reports for manifests whose content the analysis did not get. */
function fillFromDependencyReview(snapshot: PrSnapshot, parsed: readonly ParsedFile[], collector: Collector): void {
  if (!snapshot.dependencyChanges) return;
  const covered = new Set(parsed.filter((p) => p.base !== null || p.head !== null).map((p) => p.path));
  const byPackage = new Map<string, { added?: Dependency; removed?: Dependency }>();
  for (const change of snapshot.dependencyChanges) {
    if (covered.has(change.manifest)) continue;
    const dep: Dependency = {
      ecosystem: reviewEcosystem(change.ecosystem),
      name: change.name,
      version: change.version,
      manifest: change.manifest,
      dev: change.scope === 'development',
      source: 'registry',
    };
    const key = `${dep.ecosystem}\u0000${dep.manifest}\u0000${dep.name}`;
    const pair = byPackage.get(key) ?? {};
    if (change.changeType === 'added') pair.added = dep;
    else pair.removed = dep;
    byPackage.set(key, pair);
  }
  for (const { added, removed } of byPackage.values()) {
    if (added && removed) {
      pushDep(collector, 'updated', {
        ...added,
        from_version: removed.version,
        to_version: added.version,
        direction: directionOf(added.ecosystem, removed.version, added.version),
      });
    } else if (added) pushDep(collector, 'new', added);
    else if (removed) pushDep(collector, 'removed', removed);
  }
}
