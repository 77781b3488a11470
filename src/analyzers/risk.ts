import { isAgentConfigPath } from '../ecosystems/ai-agents/paths.js';
import { isDevelopmentProjectPath } from '../ecosystems/util.js';
import { isMajorUpgrade } from '../ecosystems/versions.js';
import { extractGradle } from '../ecosystems/gradle/extract.js';
import { extractPom } from '../ecosystems/maven/extract.js';
import { gradleWrapperValidatedByChecks, upgradedWrapperJars } from '../ecosystems/build-code/wrappers.js';
import type { Contributor, Driver, EvidenceSection, FocusSection, RiskLevel, RiskSection, Severity, SupplyChainSection } from '../signal/schema.js';
import { SEVERITY_RANK, advisorySeverity, isAtLeast, maxSeverity } from '../signal/severity.js';
import type { PrSnapshot } from '../snapshot/pr-snapshot.js';
import type { AnalyzerContext } from './context.js';
import type { PathCategory } from './classify-path.js';
import { TRUST_THRESHOLDS } from './contributors.js';
import { unreadCi } from './evidence.js';
import { auditedCiPaths, sensitiveChanges } from './sensitive-changes.js';
import { weighedDeletedTests } from './deleted-tests.js';
import { measureReviewable } from './triage.js';
import { isInertChange, untestedCode } from './untested-code.js';
import { TRUST_RANK, applyLevelRules, worstSeverity } from './verdict-rules.js';
import { movedDependency } from './moved-dependencies.js';
import { otherCommitsOnAutomationPr } from './automation-commits.js';
import { listNames } from './list-names.js';

/**
 * Risk: a documented model over independent drivers (docs/signal.md "risk").
 *
 * Each driver has a weight in 0..1, an optional floor (the minimum level it alone forces) and the
 * evidence behind it. score = 1 - prod(1 - weight) (noisy-OR: each driver is an independent chance
 * that the change is harmful), rounded to 2 decimals. The level comes from the score through the
 * repository's risk_thresholds, then goes through the caps and floors of the verdict table
 * (verdict-rules.ts): soft drivers alone cannot make a PR high, and a critical finding cannot be
 * averaged away by an otherwise harmless PR.
 */

/** Weight and floor of a supply-chain / CI finding, by severity. */
export const FINDING_WEIGHT: Readonly<Record<Severity, { weight: number; floor: RiskLevel | null }>> = {
  critical: { weight: 0.9, floor: 'critical' },
  high: { weight: 0.6, floor: 'high' },
  medium: { weight: 0.3, floor: 'medium' },
  low: { weight: 0.1, floor: null },
  info: { weight: 0.02, floor: null },
};

/** tests-missing weight by the added code lines of the untested source change (comments and deletions left out): [up to this many lines, weight]; more: the last weight. */
export const TESTS_MISSING_WEIGHTS: readonly (readonly [number, number])[] = [
  [10, 0.05],
  [100, 0.1],
  [Number.POSITIVE_INFINITY, 0.2],
];

/** The most that new packages only example, playground or documentation-site projects list weigh together (new-dependencies). */
export const EXAMPLE_PACKAGES_WEIGHT = 0.1;
/** A low finding's weight when every occurrence is in a development project's lockfile or manifest (isDevelopmentProjectPath). */
export const DEVELOPMENT_PROJECT_FINDING_WEIGHT = 0.05;
const DEPENDENCY_FILE_KINDS: ReadonlySet<PathCategory> = new Set(['lockfile', 'dependency']);
/** The most that packages only a lockfile the PR adds lists weigh together (a project's first lockfile pins what its manifests resolved to). */
export const INTRODUCED_LOCKFILE_WEIGHT = 0.1;
/** The most that development packages only a lockfile the base had lists weigh together (the tree of a declared development tool, a lockfile refreshed). */
export const LOCKED_DEVELOPMENT_WEIGHT = 0.1;

/** Size bands: [minimum reviewable lines, minimum reviewable files, weight]; the highest band reached counts. */
export const SIZE_BANDS: readonly (readonly [number, number, number])[] = [
  [2000, 300, 0.4],
  [1000, 100, 0.3],
  [500, 50, 0.2],
  [200, 20, 0.1],
];

const MAX_EVIDENCE = 20;

function capEvidence(items: readonly string[]): string[] {
  if (items.length <= MAX_EVIDENCE) return [...items];
  return [...items.slice(0, MAX_EVIDENCE), `… and ${items.length - MAX_EVIDENCE} more`];
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function levelForScore(score: number, thresholds: { medium: number; high: number; critical: number }): RiskLevel {
  if (score >= thresholds.critical) return 'critical';
  if (score >= thresholds.high) return 'high';
  if (score >= thresholds.medium) return 'medium';
  return 'low';
}

export function analyzeRisk(
  snapshot: PrSnapshot,
  ctx: AnalyzerContext,
  s: { contributors: Contributor[]; evidence: EvidenceSection; supplyChain: SupplyChainSection; focus: FocusSection },
): RiskSection {
  const drivers: Driver[] = [];
  const { classifier } = ctx;

  // 1. Supply-chain and CI-configuration findings: one driver per finding id (its worst instance).
  const byId = new Map<string, SupplyChainSection['findings']>();
  for (const finding of s.supplyChain.findings) {
    const list = byId.get(finding.id);
    if (list === undefined) byId.set(finding.id, [finding]);
    else list.push(finding);
  }
  const findingPaths = new Set<string>();
  /** Paths with a finding of medium severity or more: its floor already makes the PR at least medium. */
  const flooredPaths = new Set<string>();
  const findingPackages = new Set<string>();
  for (const [id, findings] of byId) {
    const worst = findings.reduce((a, b) => (SEVERITY_RANK[b.severity] > SEVERITY_RANK[a.severity] ? b : a));
    const { weight: severityWeight, floor } = FINDING_WEIGHT[worst.severity];
    // Low findings that only an example, playground, documentation-site or test project's lockfile
    // or manifest has (`examples/Cargo.lock` refreshed alone, a transitive package moved back in it):
    // contributors and CI install what it states, the project's users never do. Half the weight.
    const developmentOnly = worst.severity === 'low' && findings.every((f) => isDevelopmentProjectPath(f.path) && DEPENDENCY_FILE_KINDS.has(classifier.classify(f.path)));
    const weight = developmentOnly ? DEVELOPMENT_PROJECT_FINDING_WEIGHT : severityWeight;
    const evidence = new Set<string>();
    for (const f of findings) {
      findingPaths.add(f.path);
      if (isAtLeast(f.severity, 'medium')) flooredPaths.add(f.path);
      if (f.package !== null) findingPackages.add(f.package.toLowerCase());
      evidence.add(f.line !== null ? `${f.path}:${f.line}` : f.path);
      if (f.package !== null) evidence.add(f.package);
    }
    const more = findings.length > 1 ? ` (${findings.length} occurrences)` : '';
    drivers.push({
      id: `finding:${id}`,
      title: worst.title,
      detail: `${worst.severity} severity${more}${developmentOnly ? ', only in example, test or documentation projects' : ''}: ${worst.detail}`,
      weight,
      floor,
      evidence: capEvidence([...evidence]),
    });
  }

  // 2. Known vulnerabilities in added dependencies (unless a finding already covers the package).
  const vulns = s.supplyChain.vulnerabilities.filter((v) => !findingPackages.has(v.name.toLowerCase()));
  if (vulns.length > 0) {
    const worst = vulns.map((v) => advisorySeverity(v.severity)).reduce(maxSeverity);
    const { weight, floor } = FINDING_WEIGHT[worst];
    drivers.push({
      id: 'vulnerable-dependencies',
      title: 'Added dependencies have known vulnerabilities',
      detail: `${vulns.length} known ${vulns.length === 1 ? 'vulnerability' : 'vulnerabilities'}, worst ${worst}: ${listNames(vulns.map((v) => `${v.name} (${v.advisory})`))}.`,
      weight,
      floor,
      evidence: capEvidence(vulns.map((v) => `${v.name}${v.version !== null ? `@${v.version}` : ''} ${v.advisory}`)),
    });
  }

  // 3. Failing checks.
  const failed = s.evidence.checks.filter((c) => c.outcome === 'failed');
  if (failed.length > 0) {
    const requiredFailed = failed.filter((c) => c.required);
    drivers.push({
      id: 'ci-failing',
      title: requiredFailed.length > 0 ? 'Required checks are failing' : 'Checks are failing',
      detail: `${failed.length} of ${s.evidence.summary.total} checks failed on the head commit: ${listNames(failed.map((c) => c.name))}.`,
      weight: requiredFailed.length > 0 ? 0.35 : 0.2,
      floor: requiredFailed.length > 0 ? 'medium' : null,
      evidence: capEvidence(failed.map((c) => c.name)),
    });
  }

  // 4. Unknown CI / missing CI / missing required checks / still running.
  const unread = unreadCi(snapshot);
  if (unread.length > 0) {
    const nothingKnown = s.evidence.summary.total === 0;
    drivers.push({
      id: 'ci-unknown',
      title: nothingKnown ? 'CI status unknown' : 'CI status partly unknown',
      detail: nothingKnown
        ? `${capitalize(unread.join(' and '))} could not be read, so nothing is known about CI on the head commit.`
        : `${capitalize(unread.join(' and '))} could not be read: the ${s.evidence.summary.total} ${s.evidence.summary.total === 1 ? 'check' : 'checks'} that could be read are not the whole picture.`,
      weight: nothingKnown ? 0.15 : 0.1,
      floor: null,
      evidence: unread,
    });
  } else if (s.evidence.summary.total === 0) {
    drivers.push({
      id: 'ci-missing',
      title: 'No CI evidence',
      detail: 'No check run or commit status reported on the head commit: nothing built or tested this change.',
      weight: 0.2,
      floor: null,
      evidence: [],
    });
  }
  if (s.evidence.missing_required.length > 0) {
    drivers.push({
      id: 'ci-required-missing',
      title: 'Required checks did not report',
      detail: `The repository requires ${listNames(s.evidence.missing_required)}, which did not report on the head commit.`,
      weight: 0.2,
      floor: null,
      evidence: capEvidence(s.evidence.missing_required),
    });
  }
  const pending = s.evidence.checks.filter((c) => c.outcome === 'pending');
  if (pending.length > 0) {
    drivers.push({
      id: 'ci-pending',
      title: 'Checks still running',
      detail: `${pending.length} of ${s.evidence.summary.total} checks have no result yet: ${listNames(pending.map((c) => c.name))}.`,
      weight: 0.1,
      floor: null,
      evidence: capEvidence(pending.map((c) => c.name)),
    });
  }

  // 5. Sensitive paths (dependency manifests are left to the supply-chain drivers, and so is a file
  //    a finding of medium severity or more already names: that finding says what is wrong there).
  const audited = auditedCiPaths(snapshot, s.supplyChain, (path) => ctx.classifier.info(path).category === 'ci');
  const { paths: sensitivePaths, labels, strongest } = sensitiveChanges(snapshot, ctx, flooredPaths, audited);
  if (sensitivePaths.length > 0) {
    // Each more file adds a little, unless the rules read it and found nothing (auditedCiPaths): a
    // permission tightened in every workflow is one clean edit repeated, not a wider change.
    const weighed = sensitivePaths.filter((p) => !audited.has(p)).length;
    const weight = round2(Math.min(0.6, 0.5 * strongest + 0.02 * Math.max(0, weighed - 1)));
    const labelText = [...labels.entries()].sort((a, b) => b[1] - a[1]).map(([label, n]) => `${label} (${n})`);
    const removed = new Set(snapshot.files.filter((f) => f.status === 'removed').map((f) => f.path));
    const read = sensitivePaths.filter((p) => audited.has(p) && !removed.has(p));
    const dropped = sensitivePaths.filter((p) => audited.has(p) && removed.has(p));
    const auditedNote =
      (read.length > 0 ? ` The workflow, bot and agent rules read ${listNames(read, 3)} and found nothing.` : '') +
      (dropped.length > 0 ? ` ${listNames(dropped, 3)} ${dropped.length === 1 ? 'is' : 'are'} removed whole and no longer ${dropped.length === 1 ? 'runs' : 'run'}.` : '');
    drivers.push({
      id: 'sensitive-paths',
      title: 'Security-sensitive paths changed',
      detail: `${sensitivePaths.length} changed ${sensitivePaths.length === 1 ? 'file is' : 'files are'} security-sensitive: ${listNames(labelText, 4)}.${auditedNote}`,
      weight,
      floor: null,
      evidence: capEvidence(sensitivePaths),
    });
  }

  // 6. Contributor trust: the author's, and anyone else's who put commits in.
  const author = s.contributors.find((c) => c.roles.includes('author'));
  if (author !== undefined && (author.trust_level === 'low' || author.trust_level === 'unknown')) {
    const low = author.trust_level === 'low';
    // Nothing runs differently after a docs or comment-only change: who wrote it matters less.
    const inert = isInertChange(snapshot, ctx);
    // A first contribution from an account that has existed for a year or more is how most
    // contributors start: the history is missing, not suspicious. A new account, or one whose age
    // is unknown, weighs in full (throwaway accounts are the attack shape).
    const established = low && author.account_age_days !== null && author.account_age_days >= TRUST_THRESHOLDS.establishedAccountDays;
    drivers.push({
      id: 'author-trust',
      title: low ? 'Author has little history here' : 'Author trust unknown',
      detail: `${low ? `${author.login}: ${author.context.join('; ')}.` : `Nothing could be read about ${author.login}'s account or history here.`}${inert ? ' The change is documentation or comments only: nothing runs differently.' : ''}`,
      weight: inert ? (low ? 0.1 : 0.05) : low ? (established ? ESTABLISHED_FIRST_CONTRIBUTION_WEIGHT : 0.3) : 0.15,
      floor: null,
      evidence: [author.login],
    });
  }
  const others = s.contributors.filter((c) => !c.roles.includes('author') && c.roles.includes('committer') && c.trust_level === 'low');
  if (others.length > 0) {
    drivers.push({
      id: 'contributor-trust',
      title: 'Commits from contributors with little history',
      detail: `${listNames(others.map((c) => c.login))} committed to this PR with little history in the repository.`,
      weight: 0.2,
      floor: null,
      evidence: capEvidence(others.map((c) => c.login)),
    });
  }

  // A PR opened by automation carries the automation's trust only for the automation's commits.
  const otherCommits = otherCommitsOnAutomationPr(snapshot);
  if (otherCommits !== null) {
    const people = otherCommits.people.map((p) => `${p.who} (${p.commits} ${p.commits === 1 ? 'commit' : 'commits'})`);
    drivers.push({
      id: 'automation-pr-other-commits',
      title: `Commits by others on ${otherCommits.automation}'s pull request`,
      detail: `${listNames(people)} put commits into this pull request opened by ${otherCommits.automation}. The automation's trust does not cover them: review their commits as a person's contribution.`,
      weight: 0.2,
      floor: null,
      evidence: capEvidence(otherCommits.people.map((p) => p.who)),
    });
  }

  // 7. Tests.
  const untested = untestedCode(snapshot, ctx, s.evidence);
  if (untested.length > 0) {
    const lines = untested.reduce((sum, f) => sum + f.codeLines, 0);
    drivers.push({
      id: 'tests-missing',
      title: 'Source changed without tests',
      detail: `${untested.length} source ${untested.length === 1 ? 'file adds' : 'files add'} ${lines} ${lines === 1 ? 'line' : 'lines'} of code and no test file changed.`,
      weight: (TESTS_MISSING_WEIGHTS.find(([max]) => lines <= max) ?? [0, 0.2])[1],
      floor: null,
      evidence: capEvidence(untested.map((f) => f.path)),
    });
  }
  // Tests moved into other files, tests of source files the PR deletes too, and tests of an integration
  // whose dependency the PR removes are not lost (deleted-tests.ts).
  const deleted = s.evidence.tests.test_files_deleted > 0 ? weighedDeletedTests(snapshot, ctx, s.supplyChain.removed_dependencies) : [];
  if (deleted.length > 0) {
    drivers.push({
      id: 'tests-deleted',
      title: 'Test files deleted',
      detail: `${deleted.length} test ${deleted.length === 1 ? 'file was' : 'files were'} deleted: ${listNames(deleted)}.`,
      weight: 0.25,
      floor: null,
      evidence: capEvidence(deleted),
    });
  }

  // 8. Binary artifacts (not already reported by a supply-chain finding on the same path).
  // A Gradle or Maven wrapper jar upgraded with its tool (the properties move to another release on
  // the official host with its checksum, or, for Gradle's jar, checked by the PR's own passing checks
  // against Gradle's published checksums), by an author of medium or high trust: what the tool's
  // upgrade ships (upgradedWrapperJars). A newcomer's, or a jar replaced alone, still weighs.
  const trusted = s.contributors.some((c) => c.roles.includes('author') && TRUST_RANK[c.trust_level] >= TRUST_RANK.medium);
  const everyCheckPassed = s.evidence.summary.total > 0 && s.evidence.summary.passed === s.evidence.summary.total && unread.length === 0 && s.evidence.missing_required.length === 0;
  const wrapperUpgrades = trusted ? upgradedWrapperJars(snapshot.files, everyCheckPassed && gradleWrapperValidatedByChecks(snapshot)) : new Set<string>();
  const binaries = snapshot.files.filter((f) => f.status !== 'removed' && classifier.info(f.path).isBinary && !findingPaths.has(f.path) && !wrapperUpgrades.has(f.path)).map((f) => f.path);
  if (binaries.length > 0) {
    drivers.push({
      id: 'binaries',
      title: 'Binary artifacts added or changed',
      detail: `${binaries.length} binary ${binaries.length === 1 ? 'file' : 'files'} (executables, libraries or archives) cannot be reviewed as text: ${listNames(binaries)}.`,
      weight: 0.3,
      floor: 'medium',
      evidence: capEvidence(binaries),
    });
  }

  // 9. New dependencies (each one is code nobody in the PR wrote), unless a finding already covers the package.
  const moved = movedDependency(s.supplyChain, (path) => classifier.classify(path) === 'lockfile');
  const unexplained = s.supplyChain.new_dependencies.filter((d) => !findingPackages.has(d.name.toLowerCase()) && !moved(d));
  // Nor a package of the repository owner's own (`github.com/go-chi/render` in go-chi/chi, an
  // example's `github.com/go-chi/chi/v5`, `@docker/…` in a repository of `docker`): no new publisher,
  // code of the same people (isOwnOrganizationPackage); listed in supply_chain all the same. From
  // the registry only: a git or URL source may point at any commit of the fork network.
  // Nor a Maven or Gradle artifact of a group the project already depends on (`org.springframework.boot:
  // spring-boot-starter-webmvc` where the base's pom.xml declares `org.springframework.boot` starters):
  // a group is a namespace its publisher proved to own on Maven Central, so no new publisher
  // (baseJvmGroups; spring-petclinic's `Upgrad to Spring Boot 4.0.0-RC2`, 12 new starters, was medium).
  let jvmGroups: ReadonlySet<string> | null = null;
  const knownJvmGroup = (d: { ecosystem: string; name: string }): boolean =>
    (d.ecosystem === 'maven' || d.ecosystem === 'gradle') && d.name.includes(':') && (jvmGroups ??= baseJvmGroups(snapshot)).has(d.name.slice(0, d.name.indexOf(':')).toLowerCase());
  const newDeps = unexplained.filter((d) => d.source !== 'registry' || (!isOwnOrganizationPackage(d.ecosystem, d.name, snapshot.owner) && !knownJvmGroup(d)));
  const notCounted = unexplained.filter((d) => !newDeps.includes(d));
  const ownNew = new Set(notCounted.filter((d) => isOwnOrganizationPackage(d.ecosystem, d.name, snapshot.owner)).map((d) => d.name)).size;
  const groupNew = new Set(notCounted.filter((d) => !isOwnOrganizationPackage(d.ecosystem, d.name, snapshot.owner)).map((d) => d.name)).size;
  const notCountedText = [ownNew > 0 ? `${ownNew} of the repository owner's own` : '', groupNew > 0 ? `${groupNew} of Maven groups the project already depends on` : ''].filter((t) => t !== '').join(', ');
  // Every new package only in example, test, playground or documentation-site projects (isDevelopmentProjectPath): the verdict rule trusted-routine reads it.
  const developmentProjectsOnly = newDeps.every((d) => isDevelopmentProjectPath(d.manifest));
  // Every new package a development one that only a lockfile the base had lists (or only an example
  // project): the resolver's choice for contributors' and CI's tooling, not the author's (`uv lock
  // --upgrade`, a package-lock.json refreshed). The verdict rule trusted-routine reads it.
  let lockedDevelopmentOnly = false;
  if (newDeps.length > 0) {
    // Each package once, however many manifests or lockfiles list it (requirements files compiled per tool).
    const packageOf = (d: { ecosystem: string; name: string }) => `${d.ecosystem}:${d.name.toLowerCase()}`;
    const packages = new Set(newDeps.map(packageOf));
    // What only the repository's CI runs (an action or image a workflow or a local action under
    // `.github/` uses) is development tooling, as major-updates weighs it: no user installs it.
    const runtimeDep = (d: (typeof newDeps)[number]): boolean => !d.dev && !isRepositoryCiManifest(d.manifest);
    const runtimePackages = new Set(newDeps.filter(runtimeDep).map(packageOf));
    const runtime = runtimePackages.size;
    const dev = packages.size - runtime;
    // A runtime package only a lockfile lists (go.sum, package-lock.json) came in with one the PR
    // declares: part of that choice, weighed as a development one is.
    // So does one a compiled requirements file pins for another package (`# via asgiref`: introduced_by).
    const declared = new Set(newDeps.filter((d) => runtimeDep(d) && classifier.classify(d.manifest) !== 'lockfile' && d.introduced_by == null).map(packageOf)).size;
    const transitive = runtime - declared;
    // Packages that only an example, playground or documentation-site project lists (its own
    // Cargo.lock refreshed, a demo moved to a new major of its database driver): contributors who
    // run it install them, users never do. Together they weigh at most EXAMPLE_PACKAGES_WEIGHT.
    const elsewhere = new Set(newDeps.filter((d) => !isDevelopmentProjectPath(d.manifest)).map(packageOf));
    const exampleOnly = [...packages].filter((p) => !elsewhere.has(p)).length;
    // Packages that only a lockfile the PR adds lists (a project's first uv.lock or package-lock.json,
    // `Introduce uv` with pyproject.toml unchanged): what the manifests resolved to at every install
    // before, now pinned. Together they weigh at most INTRODUCED_LOCKFILE_WEIGHT; a package a manifest
    // declares, or another lockfile lists, weighs as before.
    const introduced = new Set(snapshot.files.filter((f) => f.status === 'added' && classifier.classify(f.path) === 'lockfile').map((f) => f.path));
    const outsideIntroduced = introduced.size === 0 ? packages : new Set(newDeps.filter((d) => !introduced.has(d.manifest)).map(packageOf));
    const pinnedOnly = [...packages].filter((p) => elsewhere.has(p) && !outsideIntroduced.has(p)).length;
    // Development packages that only a lockfile the base had lists, no manifest declaring them (c8's
    // 27 packages beside it in package-lock.json, the lockfile refreshed): what the package manager
    // resolved for tooling that contributors and CI run, not what users install. Together they weigh
    // at most LOCKED_DEVELOPMENT_WEIGHT; their install scripts, sources and names are findings as before.
    const declaredAnywhere = new Set(newDeps.filter((d) => classifier.classify(d.manifest) !== 'lockfile').map(packageOf));
    const lockedDevPackages = [...packages].filter((p) => !runtimePackages.has(p) && !declaredAnywhere.has(p) && elsewhere.has(p) && outsideIntroduced.has(p));
    const lockedDev = lockedDevPackages.length;
    // From the registry only: a git or URL source names whatever commit or file the lockfile points at.
    lockedDevelopmentOnly = lockedDev > 0 && lockedDev + exampleOnly === packages.size && newDeps.every((d) => d.source === 'registry');
    drivers.push({
      id: 'new-dependencies',
      title: 'New dependencies',
      detail: `${packages.size} new ${packages.size === 1 ? 'dependency' : 'dependencies'} (${runtime} runtime${transitive > 0 ? `, ${transitive} of them only in a lockfile` : ''}, ${dev} development${lockedDev > 0 ? `, ${lockedDev} of them only in a lockfile` : ''}${exampleOnly > 0 ? `, ${exampleOnly} only in example, test or documentation projects` : ''}${pinnedOnly > 0 ? `, ${pinnedOnly} only in a lockfile this PR introduces` : ''}): ${listNames([...new Set(newDeps.map((d) => d.name))])}${notCountedText !== '' ? `; not counted: ${notCountedText}` : ''}.`,
      weight: round2(Math.min(0.3, 0.05 * declared + 0.02 * (transitive + dev - exampleOnly - pinnedOnly - lockedDev) + Math.min(LOCKED_DEVELOPMENT_WEIGHT, 0.02 * lockedDev) + Math.min(EXAMPLE_PACKAGES_WEIGHT, 0.02 * exampleOnly) + Math.min(INTRODUCED_LOCKFILE_WEIGHT, 0.01 * pinnedOnly))),
      floor: null,
      evidence: capEvidence(newDeps.map((d) => `${d.ecosystem}:${d.name}${d.version !== null ? `@${d.version}` : ''}`)),
    });
  }

  // 10. Major version updates of direct dependencies: breaking changes are what a major version announces.
  // Not a local path dependency's (`clap_lex = { path = "../clap_lex", version = "1.0.0" }`): the
  // version a workspace's release gives its own crate, whose code the repository holds.
  // Nor a compiled requirements file's transitive pin (introduced_by): the resolver moved it, as in a lockfile.
  const majors = s.supplyChain.updated_dependencies.filter(
    (d) =>
      d.direction !== 'constraint' &&
      d.source !== 'path' &&
      classifier.classify(d.manifest) !== 'lockfile' &&
      d.introduced_by == null &&
      !findingPackages.has(d.name.toLowerCase()) &&
      isMajorUpgrade(d.ecosystem, d.from_version, d.to_version),
  );
  if (majors.length > 0) {
    // Each move once, however many manifests make it (a workspace's crates and its examples moving one
    // crate together), as runtime when any of them is.
    const moveOf = (d: (typeof majors)[number]) => `${d.ecosystem}:${d.name.toLowerCase()}@${d.from_version ?? '?'}→${d.to_version ?? '?'}`;
    const moves = [...new Map(majors.map((d) => [moveOf(d), d])).values()];
    const runtime = new Set(majors.filter((d) => !d.dev && d.ecosystem !== 'github-actions' && !isOwnOrganizationPackage(d.ecosystem, d.name, snapshot.owner)).map(moveOf)).size;
    // The organization's own packages (`@docker/actions-toolkit` in docker/build-push-action): the same
    // people wrote the breaking change and adapt to it; weighed as tooling is.
    const own = new Set(majors.filter((d) => !d.dev && isOwnOrganizationPackage(d.ecosystem, d.name, snapshot.owner)).map(moveOf)).size;
    // Development tooling and actions that break, break CI: when every check reported and passed, they did not.
    const ciPassed = s.evidence.summary.total > 0 && s.evidence.summary.passed === s.evidence.summary.total && unread.length === 0;
    drivers.push({
      id: 'major-updates',
      title: 'Major version updates',
      detail: `${moves.length} ${moves.length === 1 ? 'dependency moves' : 'dependencies move'} to a new major version (${runtime} runtime${own > 0 ? `, ${own} of this repository's own organization` : ''}): ${listNames(moves.map((d) => `${d.name} ${d.from_version ?? '?'} → ${d.to_version ?? '?'}`))}. ${runtime === 0 && ciPassed ? `Only development tooling${own > 0 ? ", the organization's own packages" : ''} and actions: every check passed with them.` : 'Read the changelogs for breaking changes that the tests may not cover.'}`,
      weight: runtime > 0 ? 0.25 : ciPassed ? PASSED_TOOLING_MAJORS_WEIGHT : 0.1,
      floor: null,
      evidence: capEvidence(moves.map((d) => `${d.ecosystem}:${d.name}@${d.from_version ?? '?'}→${d.to_version ?? '?'}`)),
    });
  }

  // 11. Size.
  const reviewable = measureReviewable(snapshot, ctx);
  const band = SIZE_BANDS.find(([lines, files]) => reviewable.lines >= lines || reviewable.files >= files);
  if (band !== undefined) {
    drivers.push({
      id: 'size',
      title: 'Large change',
      detail: `${reviewable.lines} reviewable lines in ${reviewable.files} files (generated, vendored and lockfiles excluded${reviewable.extrapolated ? '; extrapolated past the files GitHub listed' : ''}).`,
      weight: band[2],
      floor: null,
      evidence: s.focus.files.slice(0, 5).map((f) => f.path),
    });
  }

  drivers.sort((a, b) => b.weight - a.weight || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let remaining = 1;
  for (const driver of drivers) remaining *= 1 - driver.weight;
  const score = round2(1 - remaining);
  const level = applyLevelRules(levelForScore(score, ctx.config.risk_thresholds), {
    worstFinding: worstSeverity([...s.supplyChain.findings.map((f) => f.severity), ...s.supplyChain.vulnerabilities.map((v) => advisorySeverity(v.severity))]),
    requiredCheckFailed: failed.some((c) => c.required),
    uncoveredBinaries: binaries.length > 0,
    trustedRoutine: trustedRoutine(drivers, author, sensitivePaths, () => cleanCiPaths(snapshot, ctx, s.supplyChain), developmentProjectsOnly || lockedDevelopmentOnly, ciActionManifests(newDeps)),
    firstContributionEffortOnly: firstContributionEffortOnly(drivers),
  });
  return { level, score, drivers };
}

/** CI and update-bot files (not agent configuration) the rules read on both sides and found nothing of low severity or more in, workflows editing at most the commands of existing steps (editsOnlyCommands). */
function cleanCiPaths(snapshot: PrSnapshot, ctx: AnalyzerContext, supplyChain: SupplyChainSection): Set<string> {
  const isCi = (path: string) => ctx.classifier.info(path).category === 'ci';
  return new Set([...auditedCiPaths(snapshot, supplyChain, isCi, true)].filter((path) => isCi(path) && !isAgentConfigPath(path)));
}

/** Drivers that measure how much there is to read and whether tests came with it: effort, not a chance of harm. */
const EFFORT_DRIVERS: ReadonlySet<string> = new Set(['size', 'tests-missing']);

/** major-updates' weight when every major is development tooling or an action and every check passed with them. */
const PASSED_TOOLING_MAJORS_WEIGHT = 0.05;

/**
 * Verdict rule `trusted-routine` (docs/signal.md "Verdict rules"): the author's trust is medium or
 * high and every driver is effort (size, tests-missing), a finding of low or info severity (no
 * floor), or sensitive-paths whose files are all CI or update-bot files the rules read on both sides
 * and found nothing of low severity or more in (`cleanCi`, whose workflows are parsed again only
 * when it comes to that), beside majors of development tooling and actions that every check passed
 * with (major-updates at PASSED_TOOLING_MAJORS_WEIGHT), and new-dependencies whose every package only
 * an example, test, playground or documentation-site project lists, or only a lockfile the base had
 * lists as development packages no manifest declares (`developmentProjectsOnly`: a sample project a
 * packaging library's tests parse, a lockfile refreshed with `uv lock --upgrade`; users never install
 * them, and the resolver, not the author, chose them). Any CI driver
 * (failing, missing, unknown, pending, required missing), trust driver, other dependency, deleted
 * test or binary keeps it from applying.
 */
export function trustedRoutine(
  drivers: readonly Driver[],
  author: Contributor | undefined,
  sensitivePaths: readonly string[],
  cleanCi: () => ReadonlySet<string>,
  developmentProjectsOnly = false,
  actionManifests: readonly string[] | null = null,
): boolean {
  if (author === undefined || TRUST_RANK[author.trust_level] < TRUST_RANK.medium) return false;
  // Majors of development tooling and actions that every check passed with (PASSED_TOOLING_MAJORS_WEIGHT): had they broken anything, CI would have failed.
  const otherwise = drivers.filter(
    (d) =>
      !EFFORT_DRIVERS.has(d.id) &&
      !(d.id.startsWith('finding:') && d.floor === null) &&
      !(d.id === 'major-updates' && d.weight <= PASSED_TOOLING_MAJORS_WEIGHT) &&
      !(d.id === 'new-dependencies' && developmentProjectsOnly),
  );
  // New dependencies that are all actions of the repository's workflows: judged with those files below.
  const actionsOnly = actionManifests !== null && actionManifests.length > 0;
  if (otherwise.some((d) => d.id !== 'sensitive-paths' && !(d.id === 'new-dependencies' && actionsOnly))) return false;
  if (otherwise.length === 0) return true;
  const clean = cleanCi();
  return sensitivePaths.every((p) => clean.has(p)) && (!actionsOnly || actionManifests.every((p) => clean.has(p)));
}

/**
 * The files that list the new dependencies when every one is a remote action of a workflow or a
 * local action under `.github/` (`actions/cache` added beside `actions/checkout`), else null. The
 * trusted-routine rule lets such a `new-dependencies` driver pass only when each of those files is
 * one the rules found clean, its added steps built from what it already runs (cleanCiPaths): another
 * action of an account whose action the file already uses, given no input that is code.
 */
function ciActionManifests(newDeps: readonly { ecosystem: string; manifest: string }[]): string[] | null {
  if (newDeps.some((d) => d.ecosystem !== 'github-actions' || !isRepositoryCiManifest(d.manifest))) return null;
  return [...new Set(newDeps.map((d) => d.manifest))];
}

/** The author-trust weight of a first contribution from an established account (365 days or more), not an inert one. */
export const ESTABLISHED_FIRST_CONTRIBUTION_WEIGHT = 0.2;
/** tests-missing's weight for at most ten added lines of code without tests (its first band). */
const SMALLEST_TESTS_MISSING_WEIGHT = TESTS_MISSING_WEIGHTS[0]?.[1] ?? 0;

/**
 * Verdict rule `first-contribution-effort-only` (docs/signal.md "Verdict rules"): the author has
 * little history here from an established account (author-trust at 0.2), and every other driver is
 * size, tests-missing of at most ten untested lines, or an info finding. A replay of 900 commits of
 * six projects as first contributions rated 206 medium; 37 of them (a feature with its tests, a test
 * suite migrated to another assertion library, tests moved into another folder) had nothing but
 * the trust driver and size: 0.2 beside size's 0.1 crosses 0.25. Size is effort, which the action
 * weighs; it is no chance of harm of its own. Any CI driver, sensitive path, dependency, deleted test,
 * binary, low finding or a larger untested change keeps it from applying, as does a new account
 * (0.3) or one of unknown trust.
 */
export function firstContributionEffortOnly(drivers: readonly Driver[]): boolean {
  const trust = drivers.find((d) => d.id === 'author-trust');
  if (trust === undefined || trust.weight !== ESTABLISHED_FIRST_CONTRIBUTION_WEIGHT) return false;
  return drivers.every(
    (d) =>
      d === trust ||
      d.id === 'size' ||
      (d.id === 'tests-missing' && d.weight <= SMALLEST_TESTS_MISSING_WEIGHT) ||
      (d.id.startsWith('finding:') && d.floor === null && d.weight <= FINDING_WEIGHT.info.weight),
  );
}

/**
 * A package published under the repository owner's own name: an npm scope (`@docker/actions-toolkit`
 * in a repository of `docker`), a Composer vendor (`laravel/…`), a Go module on github.com under the
 * owner (`github.com/hashicorp/go-plugin` in a repository of `hashicorp`). Registries tie a scope
 * or a vendor to whoever claimed it; an existing dependency's update adds no new publisher.
 */
export function isOwnOrganizationPackage(ecosystem: string, name: string, owner: string): boolean {
  const lower = name.toLowerCase();
  const who = owner.toLowerCase();
  if (ecosystem === 'npm') return lower.startsWith(`@${who}/`);
  if (ecosystem === 'composer') return lower.startsWith(`${who}/`);
  if (ecosystem === 'go') return lower.startsWith(`github.com/${who}/`);
  return false;
}

/** Base contents larger than this are not read for their Maven groups (characters). */
const MAX_JVM_MANIFEST_CHARS = 2_000_000;

/**
 * The Maven groups (lower-cased `groupId`s) that the base side of the PR's changed `pom.xml` and
 * `build.gradle(.kts)` files declares dependencies from, as the supply-chain analysis read them.
 */
export function baseJvmGroups(snapshot: PrSnapshot): Set<string> {
  const groups = new Set<string>();
  for (const content of snapshot.contents) {
    const base = content.base;
    if (base === null || base.length > MAX_JVM_MANIFEST_CHARS) continue;
    const name = content.path.slice(content.path.lastIndexOf('/') + 1);
    const extracted = name === 'pom.xml' ? extractPom(base, content.path) : name === 'build.gradle' || name === 'build.gradle.kts' ? extractGradle(base, content.path) : null;
    if (extracted === null) continue;
    for (const dep of extracted.deps) {
      const colon = dep.name.indexOf(':');
      if (colon > 0 && dep.source === 'registry') groups.add(dep.name.slice(0, colon).toLowerCase());
    }
  }
  return groups;
}

/**
 * A workflow (`.github/workflows/ci.yml`) or an action kept under `.github/` (`.github/actions/setup/action.yml`):
 * what its `uses:` and images bring in runs in the repository's CI only. Not an `action.yml` elsewhere,
 * which in an action's own repository is what its users run.
 */
function isRepositoryCiManifest(manifest: string): boolean {
  return manifest.startsWith('.github/') && /\.ya?ml$/.test(manifest);
}
