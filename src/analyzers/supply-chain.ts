import { scanCodeChanges } from '../ecosystems/code/scan-code-changes.js';
import { reviewDependencyChanges } from '../ecosystems/dependency-review.js';
import type { KeyedFinding } from '../ecosystems/finding.js';
import { toFinding } from '../ecosystems/finding.js';
import { codeownersFindings } from '../ecosystems/automation/codeowners.js';
import { submodulePointerFindings } from '../ecosystems/automation/submodule-pointer.js';
import { lowerOwnOrganization } from '../ecosystems/github-actions/action-ref-rules.js';
import { lowerUnpinnedRefsKeptElsewhere } from '../ecosystems/github-actions/kept-actions.js';
import { settleLocalActionGrants } from '../ecosystems/github-actions/local-action-permissions.js';
import { dropOwnHostSends } from '../ecosystems/github-actions/secret-rules.js';
import { onlineActionFindings } from '../ecosystems/github-actions/online-action-rules.js';
import { prMetadataFindings } from '../ecosystems/github-actions/pr-metadata.js';
import { crossFileInjectionFindings, supersedeInputInjections } from '../ecosystems/github-actions/cross-file-injection.js';
import { automationCommitFindings } from './automation-commits.js';
import { refVersionMismatchFindings } from '../ecosystems/github-actions/ref-version-rules.js';
import type { PrSnapshot, SnapshotFile } from '../snapshot/pr-snapshot.js';
import { guarded, guardedPerFile, type ReaderFailures } from './guarded.js';
import type { SupplyChainSection } from '../signal/schema.js';
import { compareFindings } from '../signal/severity.js';
import { applyFindingRules } from './apply-finding-rules.js';
import { isRoutineCiEdit } from './sensitive-changes.js';
import type { PathInfo } from './classify-path.js';
import type { AnalyzerContext } from './context.js';
import { buildChangeList } from './supply-chain/change-list.js';
import { checkBuildCode, installScriptFiles } from './supply-chain/check-build-code.js';
import { checkGitattributes } from './supply-chain/check-gitattributes.js';
import { taskFileIndexFindings } from '../ecosystems/pypi/task-file-indexes.js';
import { buildWrapperFindings, cargoWrapperFindings, packageManagerFindings, pthFileFindings } from '../ecosystems/build-code/wrappers.js';
import { removedPipes, scriptDownloadFindings } from '../ecosystems/shell/script-downloads.js';
import { pipelineInjectionFindings } from '../ecosystems/automation/pipeline-injection.js';
import { checkDependencySources } from './supply-chain/check-dependency-sources.js';
import { checkDowngrades, revertedUpdates } from './supply-chain/check-downgrades.js';
import { checkFileRules } from './supply-chain/check-file-rules.js';
import { checkInstallScripts } from './supply-chain/check-install-scripts.js';
import { checkInstallScriptsGained } from './supply-chain/check-install-scripts-gained.js';
import { checkInstallGuards, escalateBuildsOfNewPackages } from './supply-chain/check-install-guards.js';
import { checkLockfileOrigins } from './supply-chain/check-lockfile-origins.js';
import { capFindings } from './supply-chain/cap-findings.js';
import { checkLockfileWithoutManifest } from './supply-chain/check-lockfile-without-manifest.js';
import { checkPipeToShell } from './supply-chain/check-pipe-to-shell.js';
import { checkCargoRegistryTokens } from './supply-chain/check-cargo-registry-tokens.js';
import { checkReleaseScriptTokens } from './supply-chain/check-release-script-tokens.js';
import { checkPlainFiles } from './supply-chain/check-plain-files.js';
import { lowerDirectiveOnlyBuildScripts } from '../ecosystems/cargo/build-script-finding.js';
import { checkRegistryFacts } from './supply-chain/check-registry-facts.js';
import { checkTyposquats, escalateTyposquatsWithInstallScripts, goImportsOfPr } from './supply-chain/check-typosquats.js';
import { checkUnboundedVersions } from './supply-chain/check-unbounded-versions.js';
import { dependencyLists } from './supply-chain/dependency-lists.js';
import { parseChangedFilesOnce } from './supply-chain/parsed-file.js';

export { MAX_TRANSITIVE_CHANGES } from './supply-chain/dependency-lists.js';

/** The code scanner's view of a path: a file only a generated-file header marks keeps its path's category, so its code is still read. */
function codePathInfo(info: PathInfo): PathInfo {
  return info.headerGenerated === undefined ? info : { ...info, category: info.headerGenerated };
}

/**
 * Supply-chain section: what the PR changes in dependencies (manifests and lockfiles of every
 * ecosystem under src/ecosystems/), in CI configuration (workflows, actions, Dockerfiles), and
 * which of those changes a reviewer should look at (findings, docs/findings.md).
 *
 * Built as dependency-review-action is: the changed files are parsed once, one change list is
 * built from them (supply-chain/change-list.ts), and small checks, one concern a file, read the
 * list and the files. Ecosystem-specific rules live in their ecosystem's folder (`fileRules`).
 *
 * Pure: reads only the snapshot and the context. Every finding compares base with head, so what
 * was already there before the PR is not reported again.
 */
export function analyzeSupplyChain(snapshot: PrSnapshot, ctx: AnalyzerContext, failures: ReaderFailures = { messages: [] }): SupplyChainSection {
  const parsed = parseChangedFilesOnce(snapshot);
  const { changes, lockfiles } = buildChangeList(snapshot, parsed.files);
  const lists = dependencyLists(changes);
  const review = guarded(failures, 'The dependency review', () => reviewDependencyChanges(snapshot), { findings: [], vulnerabilities: [] });
  // Each reader is guarded: one that throws is named in meta.warnings, the others' findings stay.
  const read = (what: string, run: () => readonly KeyedFinding[]): readonly KeyedFinding[] => guarded(failures, what, run, []);
  const perFile = (what: string, run: (files: readonly SnapshotFile[]) => readonly KeyedFinding[]): readonly KeyedFinding[] =>
    guardedPerFile(failures, what, snapshot.files, (files) => [...run(files)]);

  const raw: KeyedFinding[] = supersedeInputInjections([
    ...read('Reading plain files', () => checkPlainFiles(parsed.plain)),
    ...perFile('Reading the code changes', (files) =>
      scanCodeChanges(
        files === snapshot.files ? snapshot : { ...snapshot, files },
        // A file only its header calls generated is read as what its path says (PathInfo.headerGenerated).
        (path) => codePathInfo(ctx.classifier.info(path)),
        (file) => isRoutineCiEdit(snapshot, file),
      ),
    ),
    ...read('The dependency source check', () => checkDependencySources(changes, snapshot.owner)),
    ...read('The version range check', () => checkUnboundedVersions(changes)),
    ...read('The look-alike name check', () => checkTyposquats(changes, goImportsOfPr(snapshot.files))),
    ...read('The downgrade check', () => checkDowngrades(changes, revertedUpdates(snapshot.title, snapshot.commits.map((c) => c.message)))),
    ...read('The install script check', () => checkInstallScripts(parsed.files, changes)),
    ...read('The gained install script check', () => checkInstallScriptsGained(changes)),
    ...read('The install guard check', () => checkInstallGuards(parsed.files)),
    ...read('The registry facts check', () => checkRegistryFacts(changes, snapshot.registry, ctx.now)),
    ...read('The pipe-to-shell check', () => checkPipeToShell(parsed.files)),
    ...read('The Cargo registry token check', () => checkCargoRegistryTokens(snapshot, parsed.files)),
    ...read('The release script token check', () => checkReleaseScriptTokens(snapshot, parsed.files)),
    ...read('The build code check', () => checkBuildCode(snapshot, parsed.files)),
    ...read('The build wrapper check', () => buildWrapperFindings(snapshot.files)),
    ...read('The Cargo wrapper check', () => cargoWrapperFindings(snapshot.files)),
    ...read('The package manager check', () => packageManagerFindings(snapshot.files)),
    ...perFile('The .pth file check', (files) => files.flatMap(pthFileFindings)),
    ...perFile('The task file index check', (files) => files.flatMap(taskFileIndexFindings)),
    ...read('The script download check', () => scriptDownloads(snapshot, ctx)),
    ...read('The pipeline injection check', () => snapshot.files.flatMap((file) => pipelineInjectionFindings(file, snapshot.contents.find((c) => c.path === file.path)))),
    ...read('The .gitattributes check', () => checkGitattributes(snapshot)),
    ...read("The manifest and CI files' own rules", () => checkFileRules(parsed.files)),
    ...read('The lockfile without manifest check', () => checkLockfileWithoutManifest(lockfiles)),
    ...read('The lockfile origin check', () => checkLockfileOrigins(lockfiles, snapshot.files)),
    ...lists.findings,
    ...review.findings,
    ...read('The CODEOWNERS check', () => codeownersFindings(snapshot)),
    ...read('The submodule check', () => submodulePointerFindings(snapshot)),
    ...read("The PR's metadata check", () => prMetadataFindings(snapshot)),
    ...read('The automation commit check', () => automationCommitFindings(snapshot, ctx.classifier)),
    ...read('The action ref version check', () => refVersionMismatchFindings(snapshot)),
    ...read('The online action check', () => onlineActionFindings(snapshot)),
  ], read('The cross-file injection check', () => crossFileInjectionFindings(snapshot)));
  const unique = new Map<string, KeyedFinding>();
  for (const finding of lowerDirectiveOnlyBuildScripts(escalateAtInstall(escalateTyposquatsWithInstallScripts(escalateBuildsOfNewPackages(raw, lists.newDependencies)), installScriptFiles(snapshot, parsed.files)), snapshot.files)) if (!unique.has(finding.key)) unique.set(finding.key, finding);
  // No rule reports more than MAX_FINDINGS_PER_FILE findings of one id in one file (a lockfile of
  // 4,000 hosts was 4,000 findings, a 2 MB signal, and every later step's work per finding).
  // A grant whose need lies in a local action the job runs: settled with that action's steps (local-action-permissions.ts).
  const settled = settleLocalActionGrants(capFindings([...unique.values()]), snapshot);
  const all = lowerOwnOrganization(lowerUnpinnedRefsKeptElsewhere(dropOwnHostSends(settled, snapshot.owner, snapshot.repo), snapshot), snapshot.owner).map(toFinding).sort(compareFindings);
  const { findings, suppressed } = applyFindingRules(all, ctx.config, ctx.now);

  const ciChanges: SupplyChainSection['ci_changes'] = parsed.files
    .filter((p) => p.match.file.kind === 'ci')
    .map(({ file }) => ({ path: file.path, status: file.status, findings: findings.filter((f) => f.path === file.path) }));

  return {
    new_dependencies: lists.newDependencies,
    updated_dependencies: lists.updatedDependencies,
    removed_dependencies: lists.removedDependencies,
    lockfile_changes: lockfiles.map(({ lock, manifestChanged }) => ({ path: lock.path, ecosystem: lock.ecosystem, manifest_changed: manifestChanged })),
    ci_changes: ciChanges,
    findings,
    suppressed_findings: suppressed,
    vulnerabilities: review.vulnerabilities,
    skipped: [...parsed.skipped],
  };
}

/** What code does that matters more when every install runs it: a stealer's, a worm's or a loader's shapes (raised to at least high there). */
const INSTALL_TIME_IDS: ReadonlySet<string> = new Set(['secret-harvesting', 'github-persistence', 'credential-store-read', 'suspicious-network-endpoint', 'dns-exfiltration', 'obfuscated-code']);

/**
 * Findings in a file that an npm install script of this PR runs, or that such a file starts in turn
 * (installScriptFiles: the Shai-Hulud 2.0 chain, `preinstall: node setup_bun.js` then `bun
 * bun_environment.js`), say so: that code runs on every machine that installs the package, unasked.
 * An agent CLI started without approvals there (the nx "s1ngularity" shape) goes from medium to high
 * and from high (a prompt about secrets or wiping) to critical; a stealer's, a worm's or a loader's
 * shape (INSTALL_TIME_IDS) is at least high.
 */
function escalateAtInstall(findings: readonly KeyedFinding[], runByInstall: ReadonlyMap<string, { readonly label: string }>): KeyedFinding[] {
  return findings.map((finding) => {
    const script = runByInstall.get(finding.path);
    if (script === undefined) return finding;
    let severity = finding.severity;
    if (finding.id === 'agent-cli-permission-bypass') severity = severity === 'high' ? 'critical' : severity === 'medium' ? 'high' : severity;
    else if (INSTALL_TIME_IDS.has(finding.id)) severity = severity === 'medium' ? 'high' : severity;
    else return finding;
    return { ...finding, severity, detail: `${finding.detail} This file is run by the ${script.label}, at npm install time, on every machine that installs the package.` };
  });
}

/** curl-pipe-shell in scripts, task files and other CI systems' pipelines: vendored ones by their category, a command moved between files as a move. */
function scriptDownloads(snapshot: PrSnapshot, ctx: AnalyzerContext): KeyedFinding[] {
  const moved = removedPipes(snapshot.files);
  return snapshot.files.flatMap((file) => scriptDownloadFindings(file, ctx.classifier.info(file.path).category === 'vendored', moved, snapshot.contents.find((c) => c.path === file.path)));
}
