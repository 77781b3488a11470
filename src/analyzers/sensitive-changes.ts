import { isAgentConfigPath } from '../ecosystems/ai-agents/paths.js';
import { otherScriptOfKnownFolder, ownToolchainCommand } from '../ecosystems/automation/own-commands.js';
import { editsOnlyPipelineCommands, isPipelinePath, runsNothingNewInPipeline, speaksOfReleaseWork } from '../ecosystems/automation/pipelines.js';
import { isRoutineCiChange } from '../ecosystems/api.js';
import { changedLines } from '../ecosystems/code/changed-lines.js';
import { onlyBorrowsChanged } from '../ecosystems/code/rust-borrows.js';
import { onlySwiftImportsRelabeled } from '../ecosystems/code/swift-imports.js';
import { isWorkflowPath } from '../ecosystems/github-actions/index.js';
import { baseWorkflowFiles } from '../ecosystems/github-actions/kept-actions.js';
import { isActionPath, parseUses, parseWorkflow, type Workflow, type WorkflowStep } from '../ecosystems/github-actions/workflow.js';
import type { PrSnapshot } from '../snapshot/pr-snapshot.js';
import { isFullCommitSha } from '../commit-sha.js';
import { isDigestPinned, parseImageRef } from '../ecosystems/dockerfile/image.js';
import { MANIFEST_LABEL } from './classify-path.js';
import { relaidOutFiles } from './formatter-run.js';
import { onlyImportsFollowRenames } from './import-rewrites.js';
import { onlyImageLabels } from './only-image-labels.js';
import { isRecord } from '../ecosystems/util.js';
import { parseYamlLimited } from '../limited-parse.js';
import type { AnalyzerContext } from './context.js';
import { onlyDeprecationWarnings } from './deprecation-warnings.js';
import { codeUnchanged } from './untested-code.js';
import { messagesOnlyReworded, typosInWordsOnly } from './wording-typos.js';

/**
 * The path weight of a workflow or action file that the workflow rules read whole, on both sides,
 * and found nothing in (no finding of low severity or more), and whose edit runs nothing new: an
 * ordinary human edit (a trigger filter, `persist-credentials: false`, a permission tightened). It is still listed, a
 * reviewer still reads it, but on its own it no longer makes the PR medium.
 */
export const AUDITED_CI_WEIGHT = 0.4;

/**
 * A low gha-unpinned-action finding for an action whose owner's actions the file's base already
 * followed by a tag or branch: the edit moved its ref (`actions/checkout@v3` to `@v4` beside a
 * command edited), as Dependabot does, or added that owner's other action (`actions/cache@v4` in a
 * workflow that followed `actions/checkout@v4`), and whoever controls the owner's refs controlled what
 * ran before as well. It is no finding of the edit for the judgement "read and found nothing" (the
 * finding itself stays; a new step is still a change of what runs, judged by editsOnlyCommands).
 */
function refMovedOnUnpinnedAction(snapshot: PrSnapshot, finding: { readonly id: string; readonly path: string; readonly severity: string; readonly package: string | null }): boolean {
  if (finding.id !== 'gha-unpinned-action' || finding.severity !== 'low' || finding.package === null) return false;
  const base = snapshot.contents.find((c) => c.path === finding.path)?.base ?? null;
  if (base === null) return false;
  const name = finding.path.slice(finding.path.lastIndexOf('/') + 1);
  const parsed = parseWorkflow(base, isActionPath(name) ? 'action' : 'workflow');
  if (!('workflow' in parsed)) return false;
  const owner = ownerOf(finding.package.toLowerCase());
  const uses = parsed.workflow.jobs.flatMap((job) => [job.uses, ...job.steps.map((step) => step.uses)]);
  return uses.some((u) => {
    const ref = u === null ? null : parseUses(u);
    return ref !== null && ref.ref !== null && ownerOf(ref.name.toLowerCase()) === owner && !isFullCommitSha(ref.ref);
  });
}

/** The account of an action's name (`actions/cache` → `actions`, `github/codeql-action/init` → `github`). */
function ownerOf(name: string): string {
  const slash = name.indexOf('/');
  return slash < 0 ? name : name.slice(0, slash);
}

/**
 * A low docker-unpinned-image finding in a workflow or action for an image repository that the
 * file's base already ran by a tag (a job's `container:` or service, a `docker://` step, the action's
 * image): the edit moved its tag (`mysql:8` to `mysql:8.4`, a service matrix brought up to date), and
 * whoever controls that repository's tags controlled what ran before as well. Another repository
 * (`evil/mysql`, a new `redis` service) is new to the file and keeps its finding for this judgement;
 * so does an image without a tag or on `latest` (a medium finding). The finding itself stays.
 */
function tagMovedOnUnpinnedImage(snapshot: PrSnapshot, finding: { readonly id: string; readonly path: string; readonly severity: string; readonly package: string | null }): boolean {
  if (finding.id !== 'docker-unpinned-image' || finding.severity !== 'low' || finding.package === null) return false;
  const base = snapshot.contents.find((c) => c.path === finding.path)?.base ?? null;
  if (base === null) return false;
  const name = finding.path.slice(finding.path.lastIndexOf('/') + 1);
  if (!isWorkflowPath(finding.path) && !isActionPath(name)) return false;
  const parsed = parseWorkflow(base, isActionPath(name) ? 'action' : 'workflow');
  if (!('workflow' in parsed)) return false;
  const wanted = finding.package.toLowerCase();
  const references = parsed.workflow.jobs.flatMap((job) => [...job.images, ...job.steps.flatMap((step) => (step.uses?.startsWith('docker://') ? [step.uses] : []))]);
  if (parsed.workflow.actionImage !== null) references.push(parsed.workflow.actionImage);
  return references.some((reference) => {
    const image = parseImageRef(reference);
    return image !== null && image.name.toLowerCase() === wanted && image.tag !== null && image.tag !== 'latest' && !isDigestPinned(image);
  });
}

/**
 * Workflow and action files the workflow rules read on both sides, could parse, and found nothing
 * of low severity or more in, whose head runs nothing the base did not; CI files (`isCi`) removed
 * whole; Dependabot and Renovate configuration the automation rules read and found nothing of low
 * severity or more in (schedules, ecosystems, groups; code execution and registries are findings); a
 * project `.npmrc` the npm rules read and found nothing of low severity or more in; and agent configuration
 * (MCP servers, agent settings) the ai-agents rules read whole and found nothing of low severity or
 * more in: a pinned server from an official publisher, a model name (docs/findings.md, "AI coding agents").
 */
export function auditedCiPaths(
  snapshot: PrSnapshot,
  supplyChain: { readonly findings: readonly { id: string; path: string; severity: string; package: string | null }[]; readonly skipped: readonly { path: string }[] },
  isCi: (path: string) => boolean = () => false,
  /** Read workflow and action files by editsOnlyCommands instead (the verdict rule trusted-routine): commands of existing steps may change, permissions may narrow; triggers, secrets, images, steps and actions may not. */
  editedCommandsToo = false,
): Set<string> {
  const flagged = new Set(
    supplyChain.findings.filter((f) => f.severity !== 'info' && !refMovedOnUnpinnedAction(snapshot, f) && !tagMovedOnUnpinnedImage(snapshot, f)).map((f) => f.path),
  );
  const skipped = new Set(supplyChain.skipped.map((s) => s.path));
  const audited = new Set<string>();
  let others: ReadonlySet<string> | undefined;
  for (const file of snapshot.files) {
    const name = file.path.slice(file.path.lastIndexOf('/') + 1);
    if (flagged.has(file.path) || skipped.has(file.path)) continue;
    // A CI file removed whole runs nothing any more (a stale bot, a size labeler, a CI system dropped).
    if (file.status === 'removed') {
      if (isCi(file.path)) audited.add(file.path);
      continue;
    }
    // Read whole at head and found clean by their rules: Dependabot's or Renovate's configuration
    // (which manifests get update PRs and when, not what runs: code execution and registries are
    // findings), a project `.npmrc` or Yarn settings file (a registry, TLS off, a setting that runs
    // code, scripts or a release-age gate dropped, a token would be findings; the rest is how the
    // package manager behaves), agent configuration, and the root `.gitmodules` (a
    // submodule from a third party, a moved URL, an update command or an option-like URL or path
    // are findings; a submodule dropped or its branch changed is not a change of what runs).
    if (UPDATE_BOT_CONFIG.test(file.path) || name === '.npmrc' || name === '.yarnrc.yml' || name === '.yarnrc' || isAgentConfigPath(file.path) || file.path === '.gitmodules') {
      if (snapshot.contents.some((c) => c.path === file.path && c.head !== null)) audited.add(file.path);
      continue;
    }
    // Other CI systems' pipelines: nothing new but (for trusted-routine) commands, nothing in release work (pipelines.ts).
    if (isPipelinePath(file.path)) {
      const content = snapshot.contents.find((c) => c.path === file.path);
      if (content === undefined || content.head === null || content.base === null || file.patch === null) continue;
      const judged = editedCommandsToo ? editsOnlyPipelineCommands(content.base, content.head, file.patch, file.path) : runsNothingNewInPipeline(content.base, content.head, file.patch, file.path);
      if (judged) audited.add(file.path);
      continue;
    }
    if (!(isWorkflowPath(file.path) || isActionPath(name))) continue;
    const content = snapshot.contents.find((c) => c.path === file.path);
    // A Dependabot configuration put among the workflows (misplacedDependabotConfig): no workflow and no configuration.
    if (content !== undefined && content.head !== null && isWorkflowPath(file.path) && misplacedDependabotConfig(content.head)) {
      audited.add(file.path);
      continue;
    }
    if (content === undefined || content.head === null || content.base === null) continue;
    const kind = isActionPath(name) ? 'action' : 'workflow';
    if (editedCommandsToo ? editsOnlyCommands(content.base, content.head, kind, (others ??= othersActions(snapshot))) : runsNothingNew(content.base, content.head, kind)) audited.add(file.path);
  }
  return audited;
}

/**
 * The remote actions that the base's workflows and actions the PR leaves as they are run (read at
 * the base when they were fetched: snapshot.baseFiles, which fetch-pr-data.ts fills when a patch adds
 * an action outside GitHub's own, keptActionsWanted, or for the other rules that read them).
 */
function othersActions(snapshot: PrSnapshot): ReadonlySet<string> {
  const changed = new Set(snapshot.files.flatMap((f) => (f.previousPath === null ? [f.path] : [f.path, f.previousPath])));
  const actions = new Set<string>();
  for (const [path, workflow] of baseWorkflowFiles(snapshot.baseFiles)) {
    if (changed.has(path)) continue;
    for (const job of workflow.jobs) {
      for (const step of job.steps) {
        const ref = step.uses === null ? null : parseUses(step.uses);
        if (ref !== null) actions.add(ref.name.toLowerCase());
      }
    }
  }
  return actions;
}

/**
 * A Dependabot configuration saved under `.github/workflows/` (`.github/workflows/dependabot.yml`
 * holding `version: 2` and `updates:`, and neither `on:` nor `jobs:`): GitHub Actions refuses it as a
 * workflow with no trigger, and Dependabot reads only `.github/dependabot.yml`, so it runs nothing and
 * configures nothing. A real workflow (one with `on:` or `jobs:`) is read as one, whatever its name.
 */
export function misplacedDependabotConfig(head: string): boolean {
  const parsed = parseYamlLimited(head);
  if (!parsed.ok || !isRecord(parsed.value)) return false;
  const keys = Object.keys(parsed.value);
  return keys.includes('version') && keys.includes('updates') && keys.every((key) => DEPENDABOT_KEYS.has(key));
}

/** The top-level keys of Dependabot's configuration file. */
const DEPENDABOT_KEYS = new Set(['version', 'updates', 'registries', 'enable-beta-ecosystems', 'multi-ecosystem-groups']);

/** Dependabot's and Renovate's configuration files (as the automation manager reads them). */
const UPDATE_BOT_CONFIG = /^\.github\/dependabot\.ya?ml$|^(?:\.github\/|\.gitlab\/)?(?:renovate\.json5?|\.renovaterc(?:\.json5?)?)$/;

const SECRET_REF = /\bsecrets\.([A-Za-z0-9_]+)/g;

function secretRefs(text: string): Set<string> {
  return new Set([...text.matchAll(SECRET_REF)].map((m) => m[1]!.toLowerCase()));
}

/**
 * True when the edit only changes the commands of steps the base already had: the same triggers,
 * permissions no wider (noWiderPermissions), the same secrets referenced and container images (imageKnown: another tag of an image repository the base ran by tag is the same image moved); every job of the head was in the base,
 * calling the same reusable workflow, with the same steps in the same order (each the same action,
 * or a `run:` where the base had one; steps removed, a guard aside, and steps built from what the
 * workflow runs inserted among them: alignsSteps). A benchmark job's flags, a test matrix's command, a package
 * installed by the job's own script: a job's own commands edited. In a workflow that runs on
 * `push`, `pull_request`, `merge_group`, `workflow_dispatch` or `schedule` only, a new step or job built from
 * what the workflow already runs counts too (builtFromKnown): an end-to-end job like the others, the
 * repository's own verify script run with another version, a known command written through the job's
 * unchanged env (knownWithSameEnv). A new command or action, a new trigger,
 * permission or secret, a deployment environment is not (the verdict rule `trusted-routine` reads this),
 * nor is any change of what a job that signs, publishes, deploys or pushes runs (doesReleaseWork).
 */
export function editsOnlyCommands(base: string, head: string, kind: 'workflow' | 'action', othersRun: ReadonlySet<string> = new Set()): boolean {
  const before = parseWorkflow(base, kind);
  const after = parseWorkflow(head, kind);
  if (!('workflow' in before) || !('workflow' in after)) return false;
  const b = before.workflow;
  const a = after.workflow;
  const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
  if (![...a.triggers].every((t) => b.triggers.has(t)) || !noWiderPermissions(a.permissions, b.permissions)) return false;
  const oldSecrets = secretRefs(base);
  if (![...secretRefs(head)].every((name) => oldSecrets.has(name))) return false;
  const known = kind === 'workflow' && [...a.triggers].every((t) => EXTENDABLE_TRIGGERS.has(t)) ? knownRuns(b, othersRun) : null;
  // A variable that makes every later command load other code, set where the base did not set it so (an env block's `LD_PRELOAD`, `NODE_OPTIONS`, `BASH_ENV`).
  const oldPreloads = preloadEnv(b);
  if (![...preloadEnv(a)].every((setting) => oldPreloads.has(setting))) return false;
  const oldImages = b.jobs.flatMap((j) => j.images);
  return a.jobs.every((job) => {
    const old = b.jobs.find((j) => j.id === job.id);
    if (old === undefined) {
      // A new job: no reusable workflow, secret, deployment or permission beyond reading; steps the workflow knows.
      return known !== null && job.uses === null && job.secrets == null && job.raw.environment === undefined && readOnly(job.permissions) && job.images.every((image) => imageKnown(image, oldImages)) && job.steps.every((step) => builtFromKnown(step, known, workflowSetEnv(a.env, job.env, step.env)));
    }
    if (actionName(job.uses) !== actionName(old.uses) || !noWiderPermissions(job.permissions ?? a.permissions, old.permissions ?? b.permissions) || !same(job.secrets, old.secrets)) return false;
    // A job that signs, publishes, deploys or pushes: its commands are read whoever edits them, as in
    // the other CI systems' pipelines (editsOnlyPipelineCommands); what a step is configured with (a
    // version, a ref) is the routine edits' to judge.
    // Steps that only print constant text or facts, or ask the Go module proxy for the release, run nothing (inertStep).
    const work = (steps: readonly WorkflowStep[]) => steps.filter((step) => !inertStep(step)).map(stepWork);
    if ((doesReleaseWork(old) || doesReleaseWork(job)) && !same(work(job.steps), work(old.steps))) return false;
    if (!job.images.every((image) => imageKnown(image, old.images))) return false;
    // An action inlined as the commands it ran (`uses: pre-commit/action@…` to `run: pip install
    // pre-commit==4.6.0 && pre-commit run …`) in a job that can change nothing: the workflow runs on the
    // repository's own events only, the job's token is declared read-only, and the file reads no secret
    // and deploys nowhere. Third-party code left the job; the commands run where the action ran.
    const inlines = known !== null && oldSecrets.size === 0 && job.raw.environment === undefined && declaredReadOnly(job.permissions ?? a.permissions);
    const sameStep = (step: WorkflowStep, was: WorkflowStep): boolean => {
      if (actionName(step.uses) === actionName(was.uses) && (step.run === null) === (was.run === null)) return true;
      return inlines && step.uses === null && step.run !== null && was.uses !== null;
    };
    if (job.steps.length === old.steps.length && job.steps.every((step, i) => sameStep(step, old.steps[i]!))) return true;
    if (old.steps.some((step) => GUARD_ACTIONS.has(actionName(step.uses) ?? '') && !job.steps.some((h) => actionName(h.uses) === actionName(step.uses)))) return false;
    const stableEnv = known === null ? new Set<string>() : stableJobEnv(b.env, a.env, old.env, job.env, envNamesOf(job.steps));
    const inserted = (step: WorkflowStep): boolean => known !== null && builtFromKnown(step, known, workflowSetEnv(a.env, job.env, step.env), stableEnv);
    if (job.steps.every(inserted)) return true;
    return alignsSteps(old.steps, job.steps, sameStep, inserted);
  });
}

/** The names of the `${{ env.NAME }}` expressions of steps' scripts. */
function envNamesOf(steps: readonly WorkflowStep[]): Set<string> {
  const names = new Set<string>();
  for (const step of steps) if (step.run !== null && step.run.length <= MAX_SCRIPT_CHARS) for (const m of step.run.matchAll(ENV_EXPRESSION)) names.add(m[1]!);
  return names;
}

/** Actions that publish, release, deploy or sign (their names aside from RELEASE_WORK's words): `docker/build-push-action`, `softprops/action-gh-release`. */
const RELEASE_ACTION = /build-push|gh-release|release-action|pypi-publish|changesets\/action|attest|sigstore|gh-pages|deploy/i;

/**
 * What a step runs, for comparing a release job's steps: its action (without the ref) and its script,
 * each line's trailing blanks aside and bash's `source` written as the POSIX `.` it is the same
 * builtin as (`source venv/bin/activate` to `. venv/bin/activate` before a docs deploy: a replay of a
 * Go CLI library rated that maintainer edit medium).
 */
function stepWork(step: WorkflowStep): [string | null, string | null] {
  const script = step.run === null || step.run.length > MAX_SCRIPT_CHARS ? step.run : step.run.split('\n').map((line) => line.trimEnd().replace(SOURCE_BUILTIN, '$1. ')).join('\n');
  return [actionName(step.uses), script?.trim() ?? null];
}

/** `source ` at the start of a line or after `&&`, `||`, `;`: the same builtin as `. `. */
const SOURCE_BUILTIN = /(^\s{0,40}|(?:&&|\|\||;)\s{0,10})source /g;

/** A `run:` step that only echoes constant text, prints facts about the runner, or asks the Go module proxy for the release (builtFromKnown's harmless steps). */
function inertStep(step: WorkflowStep): boolean {
  if (step.uses !== null || step.run === null || /[<>]/.test(step.run.replace(QUOTED, ''))) return false;
  if (printsOnlyFacts(step)) return true;
  const commands = commandsOf(step.run);
  return commands.length > 0 && commands.every((command) => plainEcho(command) || pingsGoModuleIndex(command));
}

/**
 * A job that signs, publishes, deploys or pushes: it has a deployment environment, or its name, a
 * step's name, command or action speaks of release work (`npm publish`, `twine upload`, `gh release
 * create`, `docker push`, `cargo publish`, goreleaser, `pypa/gh-action-pypi-publish`; uploading
 * artifacts, test results or coverage to the CI system is not).
 */
function doesReleaseWork(job: Workflow['jobs'][number]): boolean {
  if (job.raw.environment !== undefined) return true;
  if (typeof job.raw.name === 'string' && speaksOfReleaseWork(job.raw.name)) return true;
  return job.steps.some((step) => (step.run !== null && speaksOfReleaseWork(step.run)) || (step.name !== null && speaksOfReleaseWork(step.name)) || (step.uses !== null && (RELEASE_ACTION.test(step.uses) || speaksOfReleaseWork(step.uses))));
}

/** Longest job (in steps) aligned step by step; a longer one is read only as the same steps or steps built from known ones. */
const MAX_ALIGNED_STEPS = 200;

/**
 * Actions that guard a job (a runner's egress hardened, the Gradle wrapper jar checked against its
 * published checksums, a dependency or workflow audit, a build's provenance attested): a step of theirs removed is a check dropped,
 * not a job's commands edited.
 */
const GUARD_ACTIONS: ReadonlySet<string> = new Set([
  'step-security/harden-runner', 'gradle/actions/wrapper-validation', 'gradle/wrapper-validation-action', 'actions/dependency-review-action', 'zizmorcore/zizmor-action', 'ossf/scorecard-action', 'github/codeql-action/analyze',
  'actions/attest-build-provenance', 'actions/attest',
]);

/**
 * True when a job's head steps are its base steps with some removed, edited (sameStep: the same action,
 * or a `run:` where the base had one), or joined by steps built from what the workflow already runs
 * (`inserted`): a duplicated setup step dropped, two test commands folded into one run over a matrix,
 * the test servers started in a step of their own as another job already does. Steps left as they
 * were (the same action with the same inputs, or the same script) anchor the alignment: a new step
 * cannot take the place of an unchanged one, which would count an unchanged step as inserted and the
 * new one as an edit (a removed guard, GUARD_ACTIONS, is refused before). Bounded: MAX_ALIGNED_STEPS
 * steps on each side, quadratic in them.
 */
function alignsSteps(
  base: readonly WorkflowStep[],
  head: readonly WorkflowStep[],
  sameStep: (step: WorkflowStep, was: WorkflowStep) => boolean,
  inserted: (step: WorkflowStep) => boolean,
): boolean {
  if (base.length > MAX_ALIGNED_STEPS || head.length > MAX_ALIGNED_STEPS) return false;
  const key = (step: WorkflowStep): string => JSON.stringify([actionName(step.uses), step.uses === null ? null : step.with, step.run?.trim() ?? null]);
  // Anchors: the longest common subsequence of unchanged steps.
  const baseKeys = base.map(key);
  const headKeys = head.map(key);
  const n = head.length;
  const m = base.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) lcs[i]![j] = headKeys[i] === baseKeys[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  }
  let i = 0;
  let j = 0;
  let gapHead = 0;
  let gapBase = 0;
  while (i < n && j < m) {
    if (headKeys[i] === baseKeys[j] && lcs[i]![j] === lcs[i + 1]![j + 1]! + 1) {
      if (!alignsGap(base.slice(gapBase, j), head.slice(gapHead, i), sameStep, inserted)) return false;
      i++;
      j++;
      gapHead = i;
      gapBase = j;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i++;
    else j++;
  }
  return alignsGap(base.slice(gapBase), head.slice(gapHead), sameStep, inserted);
}

/** Between two anchors: each head step edits a base step in order (sameStep) or is inserted; base steps left over are removed. */
function alignsGap(
  base: readonly WorkflowStep[],
  head: readonly WorkflowStep[],
  sameStep: (step: WorkflowStep, was: WorkflowStep) => boolean,
  inserted: (step: WorkflowStep) => boolean,
): boolean {
  const n = head.length;
  const m = base.length;
  // ok[i][j]: head[i..] aligns with base[j..].
  const ok: boolean[][] = Array.from({ length: n + 1 }, () => new Array<boolean>(m + 1).fill(false));
  for (let j = m; j >= 0; j--) ok[n]![j] = true;
  for (let i = n - 1; i >= 0; i--) {
    const insertable = inserted(head[i]!);
    for (let j = m; j >= 0; j--) {
      ok[i]![j] = (j < m && sameStep(head[i]!, base[j]!) && ok[i + 1]![j + 1]!) || (insertable && ok[i + 1]![j]!) || (j < m && ok[i]![j + 1]!);
    }
  }
  return ok[0]![0]!;
}

/**
 * An image the base ran, or another tag of a repository the base ran by tag (`mysql:8` to `mysql:8.4`,
 * a service matrix brought up to date: whoever controls that repository's tags controlled what ran
 * before), or another digest of one it pinned. A new repository, a pin dropped, no tag or `latest` is not.
 */
function imageKnown(image: string, oldImages: readonly string[]): boolean {
  if (oldImages.includes(image)) return true;
  const ref = parseImageRef(image);
  if (ref === null) return false;
  const pinned = isDigestPinned(ref);
  if (!pinned && (ref.tag === null || ref.tag === 'latest')) return false;
  return oldImages.some((old) => {
    const before = parseImageRef(old);
    return before !== null && before.name.toLowerCase() === ref.name.toLowerCase() && (pinned || (!isDigestPinned(before) && before.tag !== null && before.tag !== 'latest'));
  });
}

/** Triggers of a workflow that runs on the repository's own code and events (no fork's code with secrets, no release): a schedule runs the default branch. */
const EXTENDABLE_TRIGGERS: ReadonlySet<string> = new Set(['push', 'pull_request', 'merge_group', 'workflow_dispatch', 'schedule']);

function actionName(uses: string | null): string | null {
  return uses === null ? null : (parseUses(uses)?.name.toLowerCase() ?? localActionKey(uses));
}

/**
 * A local action or workflow as one key however it is written: `$/dir` and `$/./dir` name the
 * repository's `./dir` as `./dir` does (vite rewrote `./.github/actions/issues-helper` to `$/…`).
 */
function localActionKey(uses: string): string {
  if (uses.startsWith('$/')) return `./${uses.slice(uses.startsWith('$/./') ? 4 : 2)}`;
  return uses;
}

/** A permission level's rank: what a scope set to it lets the token do. */
const PERMISSION_RANK: Readonly<Record<string, number>> = { none: 0, read: 1, write: 2 };

/**
 * What the default token (no `permissions:`) gets under GitHub's permissive default, the setting of
 * repositories made before February 2023: every scope `write` but these. An OIDC token is never
 * granted by default.
 */
const DEFAULT_TOKEN_EXCEPT: Readonly<Record<string, number>> = { 'id-token': 0, models: 1 };

/**
 * The level a `permissions:` value gives one scope: absent is the repository's default token, taken
 * as the permissive default (DEFAULT_TOKEN_EXCEPT); `write-all` and `read-all` give every scope that
 * level; a map gives the scopes it names and `none` to the rest. Anything else (a malformed value)
 * counts as `write`.
 */
function permissionRank(permissions: unknown, scope: string): number {
  if (permissions === undefined || permissions === null) return DEFAULT_TOKEN_EXCEPT[scope] ?? PERMISSION_RANK.write!;
  if (permissions === 'write-all') return PERMISSION_RANK.write!;
  if (permissions === 'read-all') return PERMISSION_RANK.read!;
  if (!isRecord(permissions)) return PERMISSION_RANK.write!;
  const level = permissions[scope];
  if (level === undefined) return PERMISSION_RANK.none!;
  return typeof level === 'string' ? (PERMISSION_RANK[level] ?? PERMISSION_RANK.write!) : PERMISSION_RANK.write!;
}

/**
 * The head's token can do nothing the base's could not: the same `permissions:`, or one that grants
 * each scope at most what the base did (a `permissions:` block written where the default token ran,
 * `issues: write` and `pull-requests: write` for a lock-threads job; `write-all` cut to `contents:
 * read`). A scope raised, or a block dropped (back to the default token), is wider. The head's write
 * scopes themselves are gha-excessive-permissions' to judge.
 */
function noWiderPermissions(head: unknown, base: unknown): boolean {
  if (JSON.stringify(head) === JSON.stringify(base)) return true;
  if (head === undefined || head === null) return false;
  const scopes = new Set<string>(PERMISSION_SCOPES);
  for (const value of [head, base]) if (isRecord(value)) for (const scope of Object.keys(value)) scopes.add(scope);
  return [...scopes].every((scope) => permissionRank(head, scope) <= permissionRank(base, scope));
}

/** The GITHUB_TOKEN's scopes (GitHub's "Permissions for the GITHUB_TOKEN"). */
const PERMISSION_SCOPES = ['actions', 'attestations', 'checks', 'contents', 'deployments', 'discussions', 'id-token', 'issues', 'models', 'packages', 'pages', 'pull-requests', 'repository-projects', 'security-events', 'statuses'];

/** `permissions:` written, and `read-all`, empty or every scope `read` or `none` (absent is the repository's default, which may write). */
function declaredReadOnly(permissions: unknown): boolean {
  return permissions !== undefined && permissions !== null && readOnly(permissions);
}

/** `permissions:` absent, empty, `read-all`, or every scope `read` or `none`. */
function readOnly(permissions: unknown): boolean {
  if (permissions === null || permissions === undefined || permissions === 'read-all') return true;
  if (typeof permissions !== 'object' || Array.isArray(permissions)) return false;
  return Object.values(permissions).every((value) => value === 'read' || value === 'none');
}

interface KnownRuns {
  readonly actions: ReadonlySet<string>;
  /** The remote actions that the repository's other workflows and actions, unchanged by the PR, run (othersActions). */
  readonly othersRun: ReadonlySet<string>;
  /** The accounts of the remote actions it uses (`actions` for `actions/checkout`). */
  readonly owners: ReadonlySet<string>;
  readonly scripts: ReadonlySet<string>;
  readonly commands: ReadonlySet<string>;
  /** Its commands with every `${{ env.NAME }}` written `${{env.NAME}}` and kept (envWords): a program or argument read from the env context, compared as written. */
  readonly envCommands: ReadonlySet<string>;
  /** The script runners of its commands (SCRIPT_RUNNER: `pnpm run`, `make`). */
  readonly runners: ReadonlySet<string>;
}

/** What a workflow runs: its actions (by name), its `run:` scripts and their commands (commandsOf). */
function knownRuns(workflow: Workflow, othersRun: ReadonlySet<string> = new Set()): KnownRuns {
  const actions = new Set<string>();
  const owners = new Set<string>();
  const scripts = new Set<string>();
  const commands = new Set<string>();
  const envCommands = new Set<string>();
  for (const job of workflow.jobs) {
    for (const step of job.steps) {
      const name = actionName(step.uses);
      if (name !== null) actions.add(name);
      if (step.uses !== null && parseUses(step.uses) !== null && name !== null) owners.add(ownerOf(name));
      if (step.run !== null) {
        scripts.add(step.run.trim());
        for (const command of commandsOf(step.run)) commands.add(command);
        if (step.run.length <= MAX_SCRIPT_CHARS) for (const command of commandsOf(envWords(step.run))) envCommands.add(command);
      }
    }
  }
  const runners = new Set<string>();
  for (const command of commands) {
    const runner = scriptRunnerOf(command);
    if (runner !== undefined) runners.add(runner);
  }
  return { actions, othersRun, owners, scripts, commands, envCommands, runners };
}

/** Every `${{ env.NAME }}` of a script written `${{env.NAME}}`, one word. */
function envWords(script: string): string {
  return script.replace(ENV_EXPRESSION, (_whole, name: string) => `\${{env.${name}}}`);
}

/** A `${{env.NAME}}` word as envWords writes it, inside a command. */
const ENV_WORD = /\$\{\{env\.([\w-]{1,100})\}\}/g;

/**
 * A command the job's base already ran, written the same with its `${{ env.NAME }}` expressions
 * (`${{ env.CARGO }} test --verbose --workspace --features unstable-index ${{ env.TARGET_FLAGS }}`
 * beside the same command with `--features pcre2`: a search tool's CI picks `cargo` or `cross` and
 * the target's flags through the job's env, and a replay rated its maintainer's new test step
 * medium), when each such variable is one of `stableEnv` (the same value, or none, in the workflow's
 * and the job's env at base and head, and not set by the step itself) and the command has no other
 * expansion, substitution or parenthesis: the expressions read what they read for the known command.
 */
function knownWithSameEnv(command: string, known: KnownRuns, stableEnv: ReadonlySet<string>): boolean {
  if (!known.envCommands.has(command)) return false;
  if ([...command.matchAll(ENV_WORD)].some((m) => !stableEnv.has(m[1]!))) return false;
  return !/[$`(]/.test(command.replace(ENV_WORD, ''));
}

/**
 * The env names whose value a job reads the same at base and head: set alike (or not at all) in the
 * workflow's and the job's `env:`. A step's own `env:` is taken off by builtFromKnown.
 */
function stableJobEnv(baseWorkflowEnv: Readonly<Record<string, unknown>>, headWorkflowEnv: Readonly<Record<string, unknown>>, baseJobEnv: Readonly<Record<string, unknown>>, headJobEnv: Readonly<Record<string, unknown>>, names: Iterable<string>): Set<string> {
  const same = (a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>, name: string) =>
    JSON.stringify(Object.hasOwn(a, name) ? a[name] : null) === JSON.stringify(Object.hasOwn(b, name) ? b[name] : null) && Object.hasOwn(a, name) === Object.hasOwn(b, name);
  return new Set([...names].filter((name) => same(baseWorkflowEnv, headWorkflowEnv, name) && same(baseJobEnv, headJobEnv, name)));
}

/** A `${{ … }}` expression in an env value: its inside. */
const EXPRESSION = /\$\{\{([^}]{0,300})\}\}/g;
/** Expressions of values the workflow and the repository's administrators set: a matrix value, another env value, a configuration variable. */
const SET_BY_WORKFLOW = /^\s{0,5}(?:matrix|env|vars)\.[\w.-]{1,100}\s{0,5}$/;

/**
 * The names of the env values (workflow, job and step `env:`) that the workflow sets itself: a
 * number, a boolean, or a string whose expressions only read the matrix, other env values or
 * configuration variables (`NODE_LTS: 22`, `TARGET: ${{ matrix.target }}`). A value read from the
 * event (`${{ github.event.pull_request.title }}`), an input, a step's output or a secret is not.
 */
function workflowSetEnv(...scopes: readonly Readonly<Record<string, unknown>>[]): Set<string> {
  const names = new Set<string>();
  for (const scope of scopes) {
    for (const [name, value] of Object.entries(scope)) {
      const set = typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && [...value.matchAll(EXPRESSION)].every((m) => SET_BY_WORKFLOW.test(m[1]!)));
      if (set) names.add(name);
      else names.delete(name);
    }
  }
  return names;
}

/** `${{ env.NAME }}` in a script, spaces inside the braces aside. */
const ENV_EXPRESSION = /\$\{\{\s{0,5}env\.([\w-]{1,100})\s{0,5}\}\}/g;

/**
 * A step that uses an action the workflow already uses, or runs a script it already runs or one whose every command it already runs, versions aside.
 * An argument `${{ env.NAME }}` whose value the workflow sets itself (workflowSetEnv) counts as a version argument, as a matrix value does.
 */
function builtFromKnown(
  step: { readonly uses: string | null; readonly run: string | null; readonly with?: Readonly<Record<string, unknown>>; readonly env?: Readonly<Record<string, unknown>>; readonly raw?: Readonly<Record<string, unknown>> },
  known: KnownRuns,
  setEnv: ReadonlySet<string> = new Set(),
  /** Env names the job reads the same at base and head (stableJobEnv): a known command written with them is known (knownWithSameEnv). */
  stableEnv: ReadonlySet<string> = new Set(),
): boolean {
  if (step.uses !== null) return known.actions.has(actionName(step.uses)!) || othersAction(step.uses, step.with ?? {}, known) || ownersOtherAction(step.uses, step.with ?? {}, known);
  if (step.run === null) return true;
  if (known.scripts.has(step.run.trim())) return true;
  if (writesOnlyConstants(step, setEnv)) return true;
  if (printsOnlyFacts(step)) return true;
  const commands = commandsOf(step.run.length > MAX_SCRIPT_CHARS ? step.run : step.run.replace(ENV_EXPRESSION, (whole, name: string) => (setEnv.has(name) ? `\${{env.${name}}}` : whole)), setEnv);
  // A command with an expansion (`$VERSION`, `${{ matrix.cmd }}`, `$(…)`) is not read as a known one.
  // A `cd` into another directory of the repository runs nothing by itself: what runs there is the next command.
  // A redirection (`<`, `>` outside quotes) anywhere in the script: not read as known.
  if (/[<>]/.test(step.run.replace(QUOTED, ''))) return false;
  // The same commands with every env expression kept as written, for those the base ran so (knownWithSameEnv).
  const withEnv = step.run.length > MAX_SCRIPT_CHARS ? [] : commandsOf(envWords(step.run));
  const stable = new Set([...stableEnv].filter((name) => step.env === undefined || !Object.hasOwn(step.env, name)));
  return (
    commands.length > 0 &&
    commands.every(
      (command, i) =>
        (withEnv.length === commands.length && knownWithSameEnv(withEnv[i]!, known, stable)) ||
        plainEcho(command) ||
        pingsGoModuleIndex(command) ||
        (!/[$`(]/.test(command) && (known.commands.has(command) || CHANGE_DIRECTORY.test(command) || otherScriptOfKnownRunner(command, known) || otherScriptOfKnownFolder(command, known.commands) || ownToolchainCommand(command, known.commands) || lockedInstallOfKnown(command, known) || setsInertSetting(command, known))),
    )
  );
}

/**
 * A tool's setting that loads no code and changes no package source, written with the tool's own
 * `config` command: Composer's platform overrides and install preferences (`composer config
 * platform.php 8.1.999`, which a PHP library's CI writes so that the dependencies of its newest PHP
 * resolve as for the one before), in a workflow that already runs Composer; git's line endings, long
 * paths and identity (`git config --global core.autocrlf false` before a Windows checkout). The value
 * is one plain word or a quoted text without expansion. Not one: Composer's `repositories.*`,
 * `allow-plugins.*` (a plugin's code runs), `secure-http`, `disable-tls`, `cafile`, `github-oauth`,
 * `http-basic` and its stability settings (what gets installed); git's `core.hooksPath`,
 * `core.sshCommand`, `credential.helper`, `url.*.insteadOf`, `http.sslVerify`, aliases.
 */
const INERT_SETTING =
  /^(composer|git) config(?: (?:-g|--global|--system|--local|-n|--no-interaction)){0,2} ([\w.-]{1,100}) (?:[\w.@:+/#-]{1,100}|"[^"\\]{0,100}"|'[^']{0,100}')$/;
const COMPOSER_INERT_KEY = /^(?:platform\.[\w-]{1,60}|platform-check|process-timeout|sort-packages|preferred-install|discard-changes|optimize-autoloader|classmap-authoritative|apcu-autoloader|notify-on-install)$/;
const GIT_INERT_KEY = /^(?:core\.(?:autocrlf|eol|longpaths|safecrlf)|user\.(?:name|email)|init\.defaultbranch|advice\.detachedhead)$/i;

function setsInertSetting(command: string, known: KnownRuns): boolean {
  const match = INERT_SETTING.exec(command);
  if (match === null) return false;
  if (match[1] === 'git') return GIT_INERT_KEY.test(match[2]!);
  return COMPOSER_INERT_KEY.test(match[2]!) && [...known.commands].some((c) => c.startsWith('composer '));
}

/** Actions whose inputs are code they run (a script, a command line): what they run is in the step, not the action. */
const CODE_ACTIONS: ReadonlySet<string> = new Set(['actions/github-script']);
/** Inputs that hand an action code or a command line to run. */
const CODE_INPUT = /^(?:script|scripts|run|command|commands|cmd|shell|args|entrypoint)$/i;

/**
 * A step that uses another action of an account whose action the workflow already uses
 * (`actions/cache` where `actions/checkout` runs, `docker/build-push-action` beside
 * `docker/setup-buildx-action`), given no input that is code or a command line: whoever controls that
 * account's actions already ran code in the workflow, and the files' other checks (no new trigger,
 * permission or secret) still hold. `actions/github-script` and inputs such as `script:` run what the
 * step says, which is read as a new command is.
 */
/**
 * An action that another workflow or action of the repository, unchanged by the PR, already runs
 * (`codecov/codecov-action` added to the test workflow, which the coverage workflow has run for
 * years): no one new is trusted. Given no input that is code, as for an owner's other action.
 */
function othersAction(uses: string, inputs: Readonly<Record<string, unknown>>, known: KnownRuns): boolean {
  const ref = parseUses(uses);
  if (ref === null) return false;
  const name = ref.name.toLowerCase();
  return known.othersRun.has(name) && !CODE_ACTIONS.has(name) && Object.keys(inputs).every((input) => !CODE_INPUT.test(input));
}

function ownersOtherAction(uses: string, inputs: Readonly<Record<string, unknown>>, known: KnownRuns): boolean {
  const ref = parseUses(uses);
  if (ref === null) return false;
  const name = ref.name.toLowerCase();
  if (CODE_ACTIONS.has(name) || !known.owners.has(ownerOf(name))) return false;
  return Object.keys(inputs).every((input) => !CODE_INPUT.test(input));
}

/** A package manager's install that keeps to the lockfile: the install it tightens in group 1 (`npm ci`: `npm install`), or a command with `--locked`/`--frozen`/`--frozen-lockfile`/`--immutable` added (group 2 the command without it). */
const LOCKED_INSTALL = /^(npm ci)$|^((?:yarn|pnpm|bun|uv|cargo|poetry|pdm)(?: [\w:.-]{1,40}){0,3}?) --(?:locked|frozen|frozen-lockfile|immutable)$/;
/** The installs `npm ci` tightens. */
const NPM_INSTALLS = ['npm install', 'npm i'];

/**
 * An install the workflow already runs, now kept to the lockfile (`npm install` to `npm ci`,
 * `yarn install` to `yarn install --frozen-lockfile`, `cargo build` to `cargo build --locked`,
 * `uv sync` to `uv sync --locked`): the same packages, from the versions the repository pinned
 * instead of whatever the ranges allow. The other way (a lockfile let go) is not read as known.
 */
function lockedInstallOfKnown(command: string, known: KnownRuns): boolean {
  const match = LOCKED_INSTALL.exec(command);
  if (match === null) return false;
  if (match[1] !== undefined) return NPM_INSTALLS.some((install) => known.commands.has(install));
  const looser = match[2]!;
  if (known.commands.has(looser)) return true;
  // `yarn --frozen-lockfile` beside a known `yarn install` (and the reverse): Yarn's install is its default command.
  return (looser === 'yarn' && known.commands.has('yarn install')) || (looser === 'yarn install' && known.commands.has('yarn'));
}

/** `echo` of a constant text to the log (constantArgument), not a workflow command (`::…`): it runs nothing. */
function plainEcho(command: string): boolean {
  const argument = /^echo ([^<>|]{1,400})$/.exec(command)?.[1];
  const text = argument === undefined ? null : constantArgument(argument.trim(), false);
  return text !== null && !text.trimStart().startsWith('::');
}

/** The repository's own name and the pushed tag, as a run script names them: `${GITHUB_REPOSITORY,,}`, `$GITHUB_REF_NAME`, `${{ github.ref_name }}`. */
const OWN_NAMES = /\$\{GITHUB_(?:REPOSITORY|REF_NAME)(?:,,)?\}|\$GITHUB_(?:REPOSITORY|REF_NAME)\b|\$\{\{\s{0,3}github\.(?:repository|ref_name)\s{0,3}\}\}/g;
/**
 * A GET of the Go module proxy or checksum database for a module version (`curl -sSf
 * "https://proxy.golang.org/github.com/${GITHUB_REPOSITORY,,}/@v/${GITHUB_REF_NAME}.info"`, which
 * makes pkg.go.dev list a release): only the quiet, fail and follow flags, a URL on proxy.golang.org
 * or sum.golang.org whose only expansions are the repository's name and the tag. No data is sent, no
 * file written, nothing piped on (a pipe is another command, which must pass on its own).
 */
const GO_INDEX_GET = /^curl(?: -[sSfL]{1,4}| --(?:silent|show-error|fail|location))* (["']?)https:\/\/(?:proxy|sum)\.golang\.org\/[\w./@~+%-]{1,300}\1$/;

function pingsGoModuleIndex(command: string): boolean {
  return GO_INDEX_GET.test(command.replace(OWN_NAMES, 'x'));
}

/** `echo` or `printf` of one argument appended (`>>`) to a file: the argument in group 1, the file in group 2. */
const APPENDED_LINE = /^(?:echo|printf) ([^>]{1,400})>> ?([^\s>]{1,40})$/;
/** The step files a constant line may go to: `"$GITHUB_ENV"`, `${GITHUB_OUTPUT}`, `$env:GITHUB_STEP_SUMMARY` (not GITHUB_PATH, which puts a directory before every command). */
const STEP_FILE = /^"?(?:\$\{(?:GITHUB_ENV|GITHUB_OUTPUT|GITHUB_STEP_SUMMARY)\}|\$(?:env:)?(?:GITHUB_ENV|GITHUB_OUTPUT|GITHUB_STEP_SUMMARY))"?$/;
/** A `NAME=value` line: the name in group 1 (a step output's name may hold `-`: `cache-dir=…`). */
const NAME_VALUE = /^([A-Za-z_][\w-]{0,100})=/;
/** A matrix value in a script: the workflow's own list. */
const MATRIX_VALUE = /\$\{\{\s{0,5}matrix\.[\w.-]{1,100}\s{0,5}\}\}/g;

/**
 * Variables that make later steps run or load something other than what they ran (a library
 * preloaded, a startup file, interpreter options, a module path, another directory before every
 * command, a proxy, a trusted CA, a package registry or index, git's ssh command or configuration,
 * the runner's own switches): written to GITHUB_ENV they change what every step after runs.
 */
const CODE_LOADING_VARIABLES: ReadonlySet<string> = new Set([
  'LD_PRELOAD', 'LD_LIBRARY_PATH', 'LD_AUDIT', 'NODE_OPTIONS', 'NODE_PATH', 'NODE_EXTRA_CA_CERTS', 'BASH_ENV', 'ENV', 'SHELLOPTS', 'BASHOPTS', 'PS4', 'PROMPT_COMMAND', 'IFS', 'HOME', 'XDG_CONFIG_HOME',
  'PYTHONPATH', 'PYTHONSTARTUP', 'PYTHONHOME', 'PYTHONWARNINGS', 'PYTHONBREAKPOINT', 'PYTHONUSERBASE', 'PYTHONPLATLIBDIR', 'PYTHONEXECUTABLE', 'PYTHONINSPECT',
  'PERL5OPT', 'PERL5LIB', 'PERLLIB', 'PERL5DB', 'RUBYOPT', 'RUBYLIB', 'JAVA_TOOL_OPTIONS', '_JAVA_OPTIONS', 'JDK_JAVA_OPTIONS', 'JAVA_HOME', 'CLASSPATH', 'MAVEN_OPTS', 'GRADLE_OPTS', 'SBT_OPTS',
  'PATH', 'RUSTFLAGS', 'RUSTDOCFLAGS', 'RUSTC_WRAPPER', 'RUSTC', 'CC', 'CXX', 'LDFLAGS', 'CFLAGS', 'CXXFLAGS', 'CPPFLAGS',
  'HTTP_PROXY', 'HTTPS_PROXY', 'ALL_PROXY', 'REQUESTS_CA_BUNDLE', 'CURL_CA_BUNDLE', 'SSL_CERT_FILE', 'SSL_CERT_DIR', 'KUBECONFIG',
]);
/** Families of such variables, by prefix: the dynamic loader's on macOS, git's, the package managers' and Go's settings, the runner's and Docker's. */
const CODE_LOADING_PREFIX = /^(?:DYLD_|LD_|GIT_|NPM_CONFIG_|YARN_|PNPM_|BUN_|COREPACK_|PIP_|UV_|POETRY_|CARGO_|GO|GEM_|BUNDLE_|NUGET_|DOTNET_|ACTIONS_|GITHUB_|RUNNER_|DOCKER_)/;

/**
 * Variables that make every program of a step load code named in their value, whatever the command:
 * the dynamic loader's preloads, Node's, the JVM's, Perl's and Ruby's option variables, the shell's
 * start-up file, Python's start-up file, a compiler wrapper. A narrower list than loadsCode's, for
 * the env blocks of a workflow, where `CARGO_TERM_COLOR`, `RUSTFLAGS: -Dwarnings` or `GOPROXY` are
 * everyday settings.
 */
const PRELOAD_VARIABLES: ReadonlySet<string> = new Set([
  'LD_PRELOAD', 'LD_AUDIT', 'DYLD_INSERT_LIBRARIES', 'NODE_OPTIONS', 'BASH_ENV', 'ENV', 'PROMPT_COMMAND', 'PS4', 'PYTHONSTARTUP', 'PERL5OPT', 'RUBYOPT',
  'JAVA_TOOL_OPTIONS', '_JAVA_OPTIONS', 'JDK_JAVA_OPTIONS', 'RUSTC_WRAPPER', 'RUSTC_WORKSPACE_WRAPPER', 'CARGO_BUILD_RUSTC_WRAPPER', 'GOFLAGS',
]);

/** GOFLAGS options that run a wrapper or take code from elsewhere (`-toolexec=./x`, `-modfile=alt.mod`, `-mod=mod`). */
const GOFLAGS_LOADING = /(?:^|\s)--?(?:toolexec|exec|vettool|modfile|overlay|mod=mod)\b/;

/**
 * Options of the option variables that load nothing: a heap size, warnings, a language feature, an
 * encoding (`NODE_OPTIONS: --max-old-space-size=4096`, `RUBYOPT: --enable-frozen-string-literal`,
 * `JAVA_TOOL_OPTIONS: -Xmx2g -Dfile.encoding=UTF-8`, everyday fixes of a CI job). Not `--require`,
 * `--import`, `--loader`, `-r`, `-I`, `-M`, `-javaagent:`, `-XX:OnError=`, a class path or anything
 * else, which load or run code, nor an expression (`${{ matrix.opts }}`).
 */
const INERT_OPTION: Readonly<Record<string, RegExp>> = {
  NODE_OPTIONS:
    /^--(?:(?:max-old-space-size|max-semi-space-size|stack-size|max-http-header-size|unhandled-rejections|dns-result-order|disable-warning|stack-trace-limit|heapsnapshot-near-heap-limit|secure-heap|tls-min-v1\.[0-3]|tls-max-v1\.[23])=[\w.:-]{1,40}|enable-source-maps|no-warnings|no-deprecation|trace-warnings|trace-deprecation|trace-uncaught|throw-deprecation|pending-deprecation|experimental-vm-modules|experimental-global-webcrypto|experimental-strip-types|no-experimental-strip-types|experimental-wasm-modules|openssl-legacy-provider|use-openssl-ca|use-bundled-ca|expose-gc|no-experimental-fetch|preserve-symlinks|no-addons|frozen-intrinsics|force-fips|zero-fill-buffers|abort-on-uncaught-exception)$/,
  RUBYOPT: /^(?:-w|-W[012]?|-W:(?:no-)?(?:deprecated|experimental|performance)|-v|--verbose|-d|--debug|-U|-E[\w:-]{1,40}|--encoding=[\w:-]{1,40}|--(?:enable|disable)[=-][\w,-]{1,60}|--debug-frozen-string-literal|--yjit|--jit)$/,
  PERL5OPT: /^-(?:[TWXtw]|C\w{0,10})$/,
  JAVA_TOOL_OPTIONS: /^(?:-X(?:mx|ms|ss|mn)\d{1,6}[kKmMgGtT]?|-XX:[+-][A-Za-z]\w{0,60}|-XX:[A-Za-z]\w{0,60}=[\w.%]{1,40}|-D(?:file\.encoding|sun\.jnu\.encoding|user\.timezone|user\.language|user\.country|java\.awt\.headless|java\.net\.preferIPv4Stack|https\.protocols|jdk\.tls\.client\.protocols)=[\w.,-]{0,80}|-Xshare:(?:auto|off|on)|-ea|-da|--enable-preview|--add-(?:opens|exports)=[\w./=,-]{1,200})$/,
};

/** True when every option of an option variable's value loads nothing (INERT_OPTION; `-XX:OnError=` and `-XX:OnOutOfMemoryError=` run a command). */
function inertOptions(name: string, value: unknown): boolean {
  const pattern = INERT_OPTION[name === '_JAVA_OPTIONS' || name === 'JDK_JAVA_OPTIONS' ? 'JAVA_TOOL_OPTIONS' : name];
  if (pattern === undefined || (typeof value !== 'string' && typeof value !== 'number') || String(value).length > 1000) return false;
  const words = String(value).trim().split(/\s+/);
  return words.every((word) => pattern.test(word) && !word.startsWith('-XX:On'));
}

/** The PRELOAD_VARIABLES a workflow's env blocks (workflow, jobs, steps) set, as `NAME=value`. */
function preloadEnv(workflow: Workflow): Set<string> {
  const out = new Set<string>();
  const add = (env: Readonly<Record<string, unknown>>) => {
    for (const [name, value] of Object.entries(env)) {
      const upper = name.toUpperCase();
      // GOFLAGS loads code only through a wrapper or another module file (`-mod=readonly` hardens the build).
      if (upper === 'GOFLAGS' && !GOFLAGS_LOADING.test(String(value))) continue;
      // An option variable whose every option loads nothing (a heap size, warnings, a language feature).
      if (inertOptions(upper, value)) continue;
      if (PRELOAD_VARIABLES.has(upper)) out.add(`${upper}=${JSON.stringify(value)}`);
    }
  };
  add(workflow.env);
  for (const job of workflow.jobs) {
    add(job.env);
    for (const step of job.steps) add(step.env);
  }
  return out;
}

/** True when a variable of that name changes what later steps run or load (CODE_LOADING_VARIABLES; compared in capitals: Windows reads names so). */
function loadsCode(name: string): boolean {
  const upper = name.toUpperCase();
  return CODE_LOADING_VARIABLES.has(upper) || CODE_LOADING_PREFIX.test(upper);
}

/**
 * A step whose every command appends a constant `NAME=value` line (echo or printf; the value plain
 * text, a matrix value, an env value the workflow sets itself, or a command substitution that only
 * asks the toolchain a fact, factQuery; no other expansion, command substitution or escape) to
 * GITHUB_ENV, GITHUB_OUTPUT or GITHUB_STEP_SUMMARY, or echoes such a line as a `::set-output` or
 * `::set-env` workflow command, in the default or a POSIX shell, with no env of its own that changes
 * what runs: `echo "PYTHON_GIL=0" >> "$GITHUB_ENV"` beside a free-threaded Python in the matrix, and
 * `echo "PY=$(python -VV | sha256sum | cut -d' ' -f1)" >> $GITHUB_ENV` for a cache key, run nothing new. A variable that makes later steps run or
 * load something (loadsCode: LD_PRELOAD, NODE_OPTIONS, BASH_ENV, PYTHONPATH, PATH, a proxy, a
 * registry) is a change of what runs.
 */
function writesOnlyConstants(step: { readonly run: string | null; readonly env?: Readonly<Record<string, unknown>>; readonly raw?: Readonly<Record<string, unknown>> }, setEnv: ReadonlySet<string>): boolean {
  if (step.run === null || step.run.length > MAX_SCRIPT_CHARS) return false;
  const shell = step.raw?.shell;
  if (shell !== undefined && shell !== 'bash' && shell !== 'sh') return false;
  if (Object.keys(step.env ?? {}).some(loadsCode)) return false;
  // Values the workflow sets itself read as plain text; any other expression keeps its `$` and is refused.
  const script = step.run.replace(ENV_EXPRESSION, (whole, name: string) => (setEnv.has(name) ? 'v' : whole)).replace(MATRIX_VALUE, 'v');
  let lines = 0;
  for (const raw of script.split(/\r?\n/)) {
    const command = raw.trim();
    if (command === '' || command.startsWith('#')) continue;
    if (writesToolVersionFile(command)) {
      lines++;
      continue;
    }
    const appended = APPENDED_LINE.exec(command);
    if (appended === null) {
      // The workflow commands GitHub read from a step's output before the files: `::set-output name=dir::…`, `::set-env name=PY::…`.
      const echoed = /^echo (.{1,400})$/.exec(command)?.[1];
      const text = echoed === undefined ? null : constantArgument(factsAsText(echoed.trim()), false);
      const set = text === null ? null : SET_COMMAND.exec(text);
      if (set === null || (set[1] === 'env' && loadsCode(set[2]!))) return false;
      lines++;
      continue;
    }
    if (!STEP_FILE.test(appended[2]!)) return false;
    const line = constantArgument(factsAsText(appended[1]!.trim()), command.startsWith('printf'));
    const name = line === null ? undefined : NAME_VALUE.exec(line)?.[1];
    if (name === undefined || loadsCode(name)) return false;
    lines++;
  }
  return lines > 0;
}

/** `echo` or `printf` of one argument written (`>` or `>>`) to a file: the argument in group 1, the file in group 2. */
const WRITTEN_LINE = /^(?:echo|printf) ([^>]{1,400}?) ?>>? ?([^\s>]{1,200})$/;

/**
 * `echo "python 3.13" > .tool-versions`, `echo 3.12 > .python-version`: a test job of a setup action
 * writing the version file the action reads (TOOL_VERSION_FILES), constant text or a matrix value, to a
 * path inside the checkout (no `..`, no absolute, home or variable path, nothing under `.git/`). The file
 * names a version of a toolchain, as a committed one does; a script, a manifest or a configuration that
 * loads code is a change of what runs.
 */
function writesToolVersionFile(command: string): boolean {
  const match = WRITTEN_LINE.exec(command);
  if (match === null) return false;
  const path = match[2]!.replace(/^(["'])(.*)\1$/, '$2').replace(/^\.\//, '');
  if (/^[/~$\\]|(?:^|\/)\.\.(?:\/|$)|^\.git\//.test(path) || !TOOL_VERSION_FILES.has(path.slice(path.lastIndexOf('/') + 1))) return false;
  return constantArgument(match[1]!.trim(), command.startsWith('printf')) !== null;
}

/** `::set-env name=NAME::` or `::set-output name=NAME::` at the start of an echoed line: the kind in group 1, the name in group 2. */
const SET_COMMAND = /^::set-(env|output) name=([A-Za-z_][\w-]{0,100})::/;

/** A command substitution without nesting, quotes of its own kind or expansions: its inside in group 1. */
const SUBSTITUTION = /\$\(([^()$`"\\]{1,300})\)/g;

/**
 * An argument with each command substitution that only asks the toolchain a fact (factQuery)
 * written as plain text, so that constantArgument reads it as a constant: `"PY=$(python -VV |
 * sha256sum | cut -d' ' -f1)"`, `"dir=$(pip cache dir)"`, `"date=$(date +%Y%m%d)"` (a cache key or
 * a cache directory). Any other substitution is kept, and refused there.
 */
function factsAsText(argument: string): string {
  return argument.replace(SUBSTITUTION, (whole, inner: string) => (factQuery(inner) ? 'v' : whole));
}

/**
 * A tool's version query: a fact a cache key is made of (`python -VV`, `node --version`) and a
 * diagnostic step prints (`gcc --version`, `java -version`). A command name and a version flag, or
 * the `version` subcommand of the tools that have one (`go version`; `python version` or `node
 * version` runs a file of that name). Not a tool that reads the checkout's own settings first
 * (Yarn's yarnPath, a pinned packageManager, a Makefile): it may run a file of the checkout.
 */
const VERSION_QUERY = /^(?!(?:yarn|pnpm|corepack|make|just|task|rake|npx|bunx|uvx|pipx)(?: |$))[\w.+-]{1,60} (?:--version|-V|-VV|-version)$|^(?:go|cargo|bundle|poetry|uv|npm) version$/;
/** The package managers' questions for their cache or store directory. */
const CACHE_QUERY =
  /^(?:(?:python[\d.]{0,5} -m )?pip[\d.]{0,5} cache dir|uv cache dir|poetry config cache-dir|yarn cache dir|yarn config get cacheFolder|npm config get cache|pnpm store path(?: --silent)?|go env (?:GOCACHE|GOMODCACHE|GOPATH)|composer config cache-files-dir)$/;
/** `date`, in UTC or not, with a plain or single-quoted format. */
const DATE_QUERY = /^date(?: -u)?(?: \+[\w%:-]{1,40}| '\+[\w%: -]{1,40}')?$/;
/** Filters of text read from the pipe: digests, and cut, tr, head or tail with short options. */
const TEXT_FILTERS: ReadonlySet<string> = new Set(['sha1sum', 'sha256sum', 'sha512sum', 'md5sum', 'shasum', 'cut', 'tr', 'head', 'tail']);

/**
 * A command substitution that only asks the toolchain a fact: a version, a cache directory, the
 * date, piped through text filters (a digest, `cut -d' ' -f1`, `tr -d '\n'`) whose arguments are
 * short options and values, no path. Git, curl, a script or any other program is not one.
 */
function factQuery(inner: string): boolean {
  const [first, ...filters] = inner.split('|').map((part) => part.trim());
  if (first === undefined || !(VERSION_QUERY.test(first) || CACHE_QUERY.test(first) || DATE_QUERY.test(first))) return false;
  return filters.every((filter) => {
    const words = filter.replace(/'[^'\n]{0,10}'/g, 'Q').split(' ');
    return TEXT_FILTERS.has(words[0]!) && words.slice(1).every((word) => /^(?:-[A-Za-z]{1,3}(?:Q|\d{1,4}|,)?|Q|\d{1,4}|-\d{1,4})$/.test(word));
  });
}

/**
 * The text of a constant shell argument: double-quoted without `$`, backquote, backslash or quote;
 * single-quoted; or bare plain characters. A printf format may end in `\n` and has no `%`. Else null.
 */
function constantArgument(argument: string, printf: boolean): string | null {
  let text: string;
  if (argument.length >= 2 && argument.startsWith('"') && argument.endsWith('"')) text = argument.slice(1, -1);
  else if (argument.length >= 2 && argument.startsWith("'") && argument.endsWith("'")) text = argument.slice(1, -1);
  else if (/^[\w.,:/@+=-]{1,400}$/.test(argument)) text = argument;
  else return null;
  if (printf) {
    if (text.endsWith('\\n')) text = text.slice(0, -2);
    if (text.includes('%')) return null;
  }
  return /["'$`\\]/.test(text) ? null : text;
}

/**
 * Commands that only print what the runner has: constant text (`echo '::group::Packages'`), the
 * machine (`uname -a`, `df -h`, `nproc`), where a tool is and its version (`which cmake`,
 * `gcc --version`: VERSION_QUERY), the packages installed (`pacman -Q`, `dpkg -l`, `brew list`, `pip list`,
 * `npm ls`), the checkout's state (`git status`, `git log -1`), `true`. Each matched on the
 * command's words after commandsOf (a version argument is `#`).
 */
const FACT_COMMAND = new RegExp(
  [
    '^(?:echo|printf)(?: [^|&;]{0,400})?$',
    '^(?:true|:|pwd|nproc|free(?: -[a-z]{1,3})?|df(?: -[a-zA-Z]{1,4})*(?: [\\w./-]{1,100})?|du -[a-z]{1,4} [\\w./-]{1,100}|uname(?: -[a-z]{1,6})?|lscpu|lsb_release(?: -[a-z]{1,4})?|sw_vers|systeminfo|whoami|ulimit -a|locale|ls(?: -[a-zA-Z1]{1,6})*(?: [\\w./~-]{1,100})*)$',
    '^(?:which|where|command -v) [\\w.+-]{1,60}$',
    VERSION_QUERY.source,
    '^(?:pacman -Q[a-z]{0,3}|dpkg -l|rpm -qa|apk info|brew (?:list|config|--config)|choco list|pip3? (?:list|freeze)|python3? -m pip (?:list|freeze)|py -m pip (?:list|freeze)|npm (?:ls|list)|pnpm (?:ls|list)|gem list|conda (?:list|info)|rustup show|go env|dotnet --list-sdks|dotnet --list-runtimes|git (?:status|log|describe|rev-parse HEAD))(?: -[\\w-]{1,20})*$',
  ].join('|'),
);
/** A tool named by its path in the runner's system folders (`/c/msys64/usr/bin/pacman.exe`, `/usr/bin/gcc`), not a file of the checkout. */
const SYSTEM_TOOL_PATH = /^(?:\/usr\/(?:local\/)?bin\/|\/bin\/|\/opt\/[\w.-]{1,60}\/bin\/|\/c\/msys64\/(?:usr|mingw64|ucrt64|clang64)\/bin\/|[Cc]:\\(?:msys64|Windows|Program Files)[\\\w. -]{0,100}\\)([\w.+-]{1,60}?)(?:\.exe)?$/;
/** Shells a step may name for such commands: the default ones. */
const DEFAULT_SHELLS: ReadonlySet<unknown> = new Set([undefined, 'bash', 'sh', 'pwsh', 'powershell', 'cmd']);

/**
 * A new step that only prints facts about the runner and its tools (FACT_COMMAND: `echo
 * '::group::MSYS2 packages'; /c/msys64/usr/bin/pacman.exe -Q || true`, `gcc --version`, `df -h`):
 * it runs no file of the checkout, downloads nothing, writes nothing (no redirection, no `::set-env`
 * or `::add-path` workflow command) and reads no expression, in a default shell, with no env of its
 * own that changes what runs. A diagnostic step
 * a maintainer adds to see what the runner image has.
 */
function printsOnlyFacts(step: { readonly run: string | null; readonly env?: Readonly<Record<string, unknown>>; readonly raw?: Readonly<Record<string, unknown>> }): boolean {
  if (step.run === null || step.run.length > 4_000) return false;
  if (!DEFAULT_SHELLS.has(step.raw?.shell)) return false;
  if (Object.keys(step.env ?? {}).some(loadsCode)) return false;
  if (/[$`<>]/.test(step.run)) return false;
  // The workflow commands that set an environment variable or put a directory first on PATH
  // (`::set-env`, `::add-path`; run again where ACTIONS_ALLOW_UNSECURE_COMMANDS is set) are not a fact printed.
  if (/::(?:set-env|add-path)\b/.test(step.run)) return false;
  const commands = commandsOf(step.run);
  return commands.length > 0 && commands.every((command) => {
    const [first = '', ...rest] = command.split(' ');
    const tool = SYSTEM_TOOL_PATH.exec(first)?.[1];
    return FACT_COMMAND.test(tool === undefined ? command : [tool, ...rest].join(' '));
  });
}

/** `npm run <script>` (pnpm, yarn, bun; `run-script`) or `make <target>`: the runner and a plainly named script or target, in group 1 and 2. */
const SCRIPT_RUNNER = /^((?:npm|pnpm|yarn|bun) run(?:-script)?|make) ([\w:.-]{1,100})$/;
/** Yarn's and pnpm's shorthand for a package script, `yarn test:browser` for `yarn run test:browser`. */
const SCRIPT_SHORTHAND = /^(yarn|pnpm) ([\w:.-]{1,100})$/;
/**
 * Yarn's (classic and Berry) and pnpm's own commands, which the shorthand does not reach: a word
 * among these runs the package manager's command, not a script (`yarn pack`, `pnpm publish`).
 */
const PACKAGE_MANAGER_COMMANDS: ReadonlySet<string> = new Set([
  'add', 'audit', 'autoclean', 'bin', 'cache', 'check', 'config', 'constraints', 'create', 'dedupe', 'deploy', 'dlx', 'doctor', 'env', 'exec', 'explain', 'fetch',
  'generate-lock-entry', 'global', 'help', 'i', 'import', 'info', 'init', 'install', 'licenses', 'link', 'list', 'login', 'logout', 'ls', 'node', 'npm',
  'outdated', 'owner', 'pack', 'patch', 'patch-commit', 'plugin', 'policies', 'prune', 'publish', 'rebuild', 'remove', 'rm', 'root', 'run', 'search',
  'server', 'set', 'setup', 'stage', 'store', 'tag', 'team', 'test', 'unlink', 'unplug', 'up', 'update', 'upgrade', 'upgrade-interactive', 'version',
  'versions', 'why', 'workspace', 'workspaces',
]);

/**
 * The runner of a command that runs one package script or Makefile target by name: `pnpm run x`,
 * `make x`, and the shorthand `yarn x`/`pnpm x` (read as `yarn run`/`pnpm run`) for a name that is
 * not one of the package manager's own commands. `yarn test` runs the `test` script in both, and is
 * read as it always was (a command of its own), so that it is never taken for any other script.
 */
function scriptRunnerOf(command: string): string | undefined {
  const runner = SCRIPT_RUNNER.exec(command)?.[1];
  if (runner !== undefined) return runner;
  const short = SCRIPT_SHORTHAND.exec(command);
  return short === null || PACKAGE_MANAGER_COMMANDS.has(short[2]!) ? undefined : `${short[1]!} run`;
}

/**
 * Another script of the repository's package.json or another Makefile target, run by the runner the
 * workflow already runs one with (`pnpm run test-serve-bundled` beside `pnpm run test-serve`): the
 * repository's own code, defined in files the PR shows, where the job already runs such code.
 */
function otherScriptOfKnownRunner(command: string, known: KnownRuns): boolean {
  const runner = scriptRunnerOf(command);
  return runner !== undefined && known.runners.has(runner);
}

/** `cd` or `pushd` to a directory named plainly (no `..`, no option), or `popd`. */
const CHANGE_DIRECTORY = /^(?:(?:cd|pushd) (?!-)(?![^ ]*\.\.)[\w./-]{1,200}|popd)$/;

/** Longest script read for its commands. */
const MAX_SCRIPT_CHARS = 20_000;
/** Separators of the commands of a shell script: a line break, `;`, `&&`, `||`, a pipe. */
const COMMAND_SEPARATOR = /\r?\n|&&|\|\||[;|]/;
/** A leading `NAME=value` assignment of a command. */
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=\S*$/;
/** A version or number argument, quoted or not: `20`, `'24.x'`, `v8`; `lts/-1` is not one. */
const VERSION_ARGUMENT = /^['"]?v?\d[\w.+-]{0,40}['"]?$/;
/** A quoted string of a command: a `<` or `>` inside one is text, not a redirection (`--version "< 3.3"`). */
const QUOTED = /'[^']*'|"[^"]*"/g;
/**
 * A version number of two or three parts inside a word (`rack-3.2*`, `../docs/3.2`,
 * `v1.2.3`): the word is the same one for another version. Four parts (an IP address) are not one.
 */
const VERSION_IN_WORD = /(?<![\w.])v?\d{1,6}(?:\.\d{1,6}){1,2}(?![.\d])/g;
/** A matrix value as an argument, quoted or not (`"${{ matrix.node-version }}"`): the workflow's own list of versions. */
const MATRIX_ARGUMENT = /['"]?\$\{\{\s{0,5}matrix\.[\w.-]{1,100}\s{0,5}\}\}['"]?/g;

/**
 * The commands of a shell script as compared with the base's: each command's words after any
 * `NAME=value` assignments, a version or number argument, or a matrix value, written `#`
 * (`__tests__/verify-node.sh 20`, `… 24` and `… "${{ matrix.node-version }}"` are one command run
 * with other versions, as are `./gradlew test -Ptest.java.version=8` and `… =${{ matrix.java-version }}`
 * (an option's value, VERSION_OPTION); `npm run coverage` is not `npm test`).
 * A script longer than MAX_SCRIPT_CHARS gives none (it is then weighed as new).
 */
function commandsOf(script: string, setEnv: ReadonlySet<string> = new Set()): string[] {
  if (script.length > MAX_SCRIPT_CHARS) return [];
  const out: string[] = [];
  for (const command of script.split(COMMAND_SEPARATOR)) {
    const words = command.replace(MATRIX_ARGUMENT, '#').trim().split(/\s+/);
    // A leading assignment is dropped (`CI=true npm test` runs npm test), unless the variable makes the
    // command load something else (`NODE_OPTIONS=--require=./x.js npm test`): then it is part of the command.
    const start = words.findIndex((word) => !ASSIGNMENT.test(word) || loadsCode(word.slice(0, word.indexOf('='))));
    if (start < 0 || words[start] === '' || words[start]!.startsWith('#')) continue;
    const rest = words.slice(start);
    out.push(rest.map((word, i) => (i > 0 && (VERSION_ARGUMENT.test(word) || setEnvArgument(word, setEnv) || (rest[i - 1] === '--features' && FEATURE_LIST.test(word))) ? '#' : i > 0 ? featuresOption(versionOption(word)).replace(VERSION_IN_WORD, '#') : word)).join(' '));
  }
  return out;
}

/**
 * The value of Cargo's `--features` option: a list of the crate's own features, plain names joined
 * by commas, a dependency's feature written `dep/feature` or `dep?/feature`, quoted or not
 * (`pcre2`, `"serde,std"`, `grep-cli/serde`). `cargo test --features unstable-index` beside `cargo
 * test --features pcre2` runs the same command on another build of the project's own code, as a
 * version argument does; no expansion, command substitution or space is one.
 */
const FEATURE_LIST = /^(['"]?)[A-Za-z0-9_][\w/?,-]{0,200}\1$/;
/** `--features=LIST` (FEATURE_LIST) as `--features #`, the way the option written apart reads. */
const FEATURES_OPTION = /^--features=(['"]?)[A-Za-z0-9_][\w/?,-]{0,200}\1$/;

function featuresOption(word: string): string {
  return FEATURES_OPTION.test(word) ? '--features #' : word;
}

/** An option set to a version or a matrix value (`-Ptest.java.version=8`, `--python=3.12`, `-Dversion=#`): the option with `#` for its value. */
const VERSION_OPTION = /^(-{1,2}[\w.-]{1,100}=)(?:['"]?v?\d[\w.+-]{0,40}['"]?|#)$/;

function versionOption(word: string): string {
  const option = VERSION_OPTION.exec(word)?.[1];
  return option === undefined ? word : `${option}#`;
}

/** A word `${{env.NAME}}` (as builtFromKnown writes it), quoted or not, naming an env value the workflow sets itself. */
function setEnvArgument(word: string, setEnv: ReadonlySet<string>): boolean {
  const name = /^['"]?\$\{\{env\.([\w-]{1,100})\}\}['"]?$/.exec(word)?.[1];
  return name !== undefined && setEnv.has(name);
}

/**
 * True when the head runs no command and no action the base did not (every `run:` script, every
 * action name and every input of an action that is code or a command line, CODE_INPUT, of the head is in the base): a trigger filter, a permission tightened, a checkout
 * option, a concurrency group. A new step, script or action is a change of what runs, reviewed as one,
 * and so is a preload set or changed in an env block (PRELOAD_VARIABLES: a known `npm test` run with
 * `NODE_OPTIONS: --require ./x.cjs` loads x.cjs into every node process of the step).
 */
function runsNothingNew(base: string, head: string, kind: 'workflow' | 'action'): boolean {
  const before = parseWorkflow(base, kind);
  const after = parseWorkflow(head, kind);
  if (!('workflow' in before) || !('workflow' in after)) return false;
  const ran = (workflow: Workflow): Set<string> => {
    const out = new Set<string>();
    for (const job of workflow.jobs) {
      if (job.uses !== null) out.add(`uses:${actionName(job.uses)}`);
      for (const step of job.steps) {
        if (step.run !== null) out.add(`run:${step.run.trim()}`);
        if (step.uses !== null) {
          const name = actionName(step.uses);
          out.add(`uses:${name}`);
          // An action's input that is code or a command line (`actions/github-script`'s `script:`) runs as a `run:` does.
          for (const [input, value] of Object.entries(step.with)) if (CODE_INPUT.test(input)) out.add(`with:${name}:${input}:${typeof value === 'string' ? value.trim() : JSON.stringify(value)}`);
        }
      }
    }
    return out;
  };
  const old = ran(before.workflow);
  // A preload set or changed in an env block (PRELOAD_VARIABLES) changes what every command of its scope runs.
  const oldPreloads = preloadEnv(before.workflow);
  return [...ran(after.workflow)].every((entry) => old.has(entry)) && [...preloadEnv(after.workflow)].every((setting) => oldPreloads.has(setting));
}

export interface SensitiveChanges {
  /** Changed files that are security-sensitive, in the PR's order. */
  readonly paths: string[];
  /** Sensitivity label -> how many of those files carry it. */
  readonly labels: Map<string, number>;
  /** The strongest weight among the files' first (strongest) hits; 0 when none. */
  readonly strongest: number;
}

/**
 * The security-sensitive changes that ask a reviewer for care: the risk driver `sensitive-paths`
 * and the `security-review` recommendation read the same list, so a recommendation never appears
 * without the driver that justifies it (docs/signal.md "risk" and "Recommendations"). Left out:
 * dependency manifests (the supply-chain drivers weigh them), files in `skip` (a finding of medium
 * severity or more already says what is wrong there), workflows whose diff only moves `uses:` refs
 * (a Dependabot or Renovate action update), routine workflow edits (names, timeouts, matrices,
 * tool versions) and the files of a formatter run that it only re-laid out (relaidOutFiles: a
 * repository reformatted with black passes through `auth/`).
 */
export function sensitiveChanges(snapshot: PrSnapshot, ctx: AnalyzerContext, skip: ReadonlySet<string>, audited: ReadonlySet<string> = new Set()): SensitiveChanges {
  const paths: string[] = [];
  const labels = new Map<string, number>();
  let strongest = 0;
  // A formatter run's files that it only re-laid out (the same words, each as often): a token of
  // logic changed under that claim is pr-claim-mismatch's, a finding that floors the level.
  let relaid: ReadonlySet<string> | undefined;
  for (const file of snapshot.files) {
    if (skip.has(file.path)) continue;
    // The classifier's answer is memoized: asked first, so the diff is read only for sensitive files.
    const hits = ctx.classifier.info(file.path).sensitive.filter((h) => h.label !== MANIFEST_LABEL);
    const first = hits[0];
    if (first === undefined) continue;
    if (isRoutineCiEdit(snapshot, file)) continue;
    if (movedUnchanged(file, hits, ctx)) continue;
    // Comments and whitespace only, or words of a message or docstring respelled: the file runs as
    // before (a bidi character or a secret in a comment is a finding of its own). So does a file that
    // only drops, adds or rewords deprecation warnings: only what it prints to stderr changes.
    if (codeUnchanged(file) || typosInWordsOnly(file) || messagesOnlyReworded(file) || onlyDeprecationWarnings(file)) continue;
    // A Rust edit that only borrows, dereferences or clones differently: the borrow checker keeps what it does.
    if (onlyBorrowsChanged(file)) continue;
    // A Swift edit that only relabels or drops imports (`import X` to `public import X`): importing a module runs no code.
    if (onlySwiftImportsRelabeled(file)) continue;
    // A Dockerfile's LABEL lines (title, description, documentation link): metadata nothing runs.
    if (onlyImageLabels(file)) continue;
    // Imports rewritten to follow a module the PR renames (`from app.utils` to `from app.text`): the same code under its new name.
    if (onlyImportsFollowRenames(snapshot, file)) continue;
    if ((relaid ??= relaidOutFiles(snapshot)).has(file.path)) continue;
    paths.push(file.path);
    strongest = Math.max(strongest, audited.has(file.path) ? Math.min(first.weight, AUDITED_CI_WEIGHT) : first.weight);
    for (const hit of hits) labels.set(hit.label, (labels.get(hit.label) ?? 0) + 1);
  }
  return { paths, labels, strongest };
}

/**
 * A file moved with its content unchanged (a rename of 100% similarity: no line added or removed)
 * from a path that was sensitive in every way its new path is (`requests/auth.py` to
 * `src/requests/auth.py`, a package moved under `src/`): it runs as before, and what imports it is
 * a change of its own. A file moved into a sensitive place (a script renamed into
 * `.github/workflows/`, a module into `auth/`) is weighed.
 */
function movedUnchanged(file: { readonly status: string; readonly previousPath: string | null; readonly additions: number; readonly deletions: number }, hits: readonly { label: string }[], ctx: AnalyzerContext): boolean {
  if (file.status !== 'renamed' || file.previousPath === null || file.additions !== 0 || file.deletions !== 0) return false;
  const before = new Set(ctx.classifier.info(file.previousPath).sensitive.map((h) => h.label));
  return hits.every((hit) => before.has(hit.label));
}

/**
 * A workflow edit that only moves `uses:` refs (a Dependabot or Renovate action update), a
 * Dockerfile, compose or Kubernetes edit that only moves the tags or digests of the images it
 * already names (onlyImageTagsMoved), or an edit its manager calls routine (names, timeouts, matrices, tool versions). The sensitive-paths driver,
 * focus and the claim check agree on it.
 */
export function isRoutineCiEdit(snapshot: PrSnapshot, file: { readonly path: string; readonly patch: string | null }): boolean {
  if (onlyActionRefsChanged(file.patch) || onlyImageTagsMoved(file.patch) || onlyActionRefsAndImageTagsMoved(file.patch) || onlyToolVersionMoved(file.path, file.patch) || onlyBuildArgVersionsMoved(file.path, file.patch)) return true;
  const content = snapshot.contents.find((c) => c.path === file.path);
  return content !== undefined && isRoutineCiChange(file.path, content.base, content.head);
}

/**
 * A version file a setup action or a version manager reads (`java-version-file:
 * .github/workflows/.java-version`, `node-version-file: .nvmrc`, asdf's `.tool-versions`), often kept
 * beside the workflows, where it counts as CI configuration.
 */
const TOOL_VERSION_FILES: ReadonlySet<string> = new Set(['.java-version', '.nvmrc', '.node-version', '.python-version', '.ruby-version', '.go-version', '.bun-version', '.terraform-version', '.tool-versions']);
/**
 * A line of such a file naming a version: `21.0.5+11`, `v22.12.0`, `3.13`, a distribution's
 * (`temurin-21.0.5`), a Node line (`lts/iron`), or, in `.tool-versions`, a tool and its version
 * (`nodejs 22.12.0`; the tool in group 1). Not a path, a `ref:` or `path:` version, a URL or a command.
 */
const TOOL_VERSION_LINE = /^(?:([a-z][\w-]{0,40}) +)?(?:(?:[A-Za-z][A-Za-z\d]{0,30}-)?v?\d{1,6}(?:\.\d{1,6}){0,3}(?:[-+_][\w.+]{1,40})?|lts\/[\w*]{1,30})\s*$/;

/**
 * True when a tool version file (TOOL_VERSION_FILES) only moves versions: its removed and added
 * lines pair up in order, each a version (TOOL_VERSION_LINE) of the same tool. A Renovate bump of
 * `.github/workflows/.java-version` from `21.0.4+7` to `21.0.5+11`: the setup action installs
 * another release of the same toolchain, as a `node-version:` moved in a workflow does. A path,
 * a `ref:` or `path:` version, another tool, or a line added or dropped is weighed.
 */
export function onlyToolVersionMoved(path: string, patch: string | null): boolean {
  if (patch === null || !TOOL_VERSION_FILES.has(path.slice(path.lastIndexOf('/') + 1))) return false;
  const added: (string | undefined)[] = [];
  const removed: (string | undefined)[] = [];
  const lines = changedLines(patch, 101);
  if (lines.length > 100) return false;
  for (const line of lines) {
    if (line.text.trim() === '') continue;
    const match = TOOL_VERSION_LINE.exec(line.text.trim());
    if (match === null) return false;
    (line.sign === '+' ? added : removed).push(match[1]);
  }
  return added.length > 0 && added.length === removed.length && added.every((tool, i) => tool === removed[i]);
}

/** A Dockerfile or Containerfile: `Dockerfile`, `Dockerfile.build`, `base.Dockerfile`, `Containerfile`. */
const DOCKERFILE_NAME = /^(?:(?:Dockerfile|Containerfile)(?:\.[\w.-]{1,60})?|[\w.-]{1,60}\.(?:Dockerfile|dockerfile|Containerfile))$/;
/** A Dockerfile `ARG NAME=value`, `ENV NAME=value` or `ENV NAME value` line, the value plain or double-quoted: the name in group 1, the value in group 2. */
const ARG_LINE = /^[+-]\s*(?:ARG|ENV)\s+([A-Z_]\w{0,80})(?:=|\s+)"?([^\s"]{1,200})"?\s*$/i;
/** A name that holds a release: `CONTAINERD_VERSION`, `GO_VERSION`, `NODE_VER`, `RUNC_TAG`. */
const VERSION_NAME = /(?:^|_)(?:VERSION|VER|TAG|RELEASE)$/i;
/** A name that holds the digest that checks a download: `CONTAINERD_AMD64_SHA256SUM`, `RUNC_CHECKSUM`. */
const DIGEST_NAME = /(?:SHA\d{0,3}(?:SUM)?|CHECKSUM|DIGEST|HASH)$/i;
/** A release: `v2.1.3`, `1.24.4`, `2.3.0-rc.1`, `bookworm-v1.0.5` (no path, URL or expansion). */
const RELEASE_VALUE = /^(?:[A-Za-z]\w{0,30}-)?v?\d{1,6}(?:\.\d{1,6}){0,3}(?:[-+_.][\w.+-]{1,40})?$/;
const HEX_DIGEST = /^(?:sha\d{3}:)?[0-9a-f]{32,128}$/;

/**
 * True when a Dockerfile's edit only moves the releases its build arguments pin, with the digests
 * that check their downloads: `ARG CONTAINERD_VERSION="v2.1.1"` to `"v2.1.3"`, beside
 * `ARG CONTAINERD_AMD64_SHA256SUM=…` moved to the new release's digest, and the images' tags
 * (onlyImageTagsMoved). Removed and added lines pair up in order, the same variable each, a
 * release for a `*_VERSION`, `*_TAG` or `*_RELEASE` name and a hex digest for a `*_SHA256SUM` or
 * `*_CHECKSUM` one, with at least one release moved and none to another major (`v1.7.24` to
 * `v2.0.2` is weighed, as a major update): the image builds another release of the same
 * component, as a dependency update (a Renovate regex manager's bump; a replay of a Kubernetes-in-Docker
 * tool rated 20 of 200 maintainer merges medium for them). A URL, a command, another variable, a
 * line added or dropped, or a digest with no release moved is weighed; comments and blank lines
 * around them (a note on why a release was held back, dropped with it) are not.
 */
export function onlyBuildArgVersionsMoved(path: string, patch: string | null): boolean {
  if (patch === null || !DOCKERFILE_NAME.test(path.slice(path.lastIndexOf('/') + 1))) return false;
  const removed: string[] = [];
  const added: string[] = [];
  const images: string[] = [];
  let releases = 0;
  const lines = changedLines(patch, 101);
  if (lines.length > 100) return false;
  for (const line of lines) {
    const text = `${line.sign}${line.text}`;
    const trimmed = line.text.trim();
    // Blank and comment lines run nothing (a note on why a release is held back); a parser directive (`# syntax=`) is not a comment.
    if (trimmed === '' || (trimmed.startsWith('#') && !/^#(?:!|\s*(?:syntax|escape|check)\s*=)/i.test(trimmed))) continue;
    if (FROM_LINE.test(text)) {
      images.push(text);
      continue;
    }
    const match = ARG_LINE.exec(text);
    if (match === null) return false;
    const [, name, value] = match as unknown as [string, string, string];
    if (VERSION_NAME.test(name) && RELEASE_VALUE.test(value)) {
      if (line.sign === '+') releases++;
    } else if (!(DIGEST_NAME.test(name) && HEX_DIGEST.test(value))) return false;
    // A release keeps its major (`v1.7.24` to `v2.0.2` is a new major, read as one); a digest has none.
    (line.sign === '+' ? added : removed).push(`${name}@${VERSION_NAME.test(name) ? (/\d{1,6}/.exec(value)?.[0] ?? '') : ''}`);
  }
  if (images.length > 0 && !onlyImageTagsMoved(images.join('\n'))) return false;
  return releases > 0 && added.length === removed.length && added.every((name, i) => name === removed[i]);
}

const USES_LINE = /^[+-]\s*(?:-\s+)?uses:\s*['"]?[^\s'"#]+['"]?\s*(?:#.*)?$/;

/** True when every added or removed line of a diff is a `uses:` line (and there is at least one). */
export function onlyActionRefsChanged(patch: string | null): boolean {
  if (patch === null) return false;
  let changed = 0;
  for (const line of patch.split('\n')) {
    if (line.startsWith('+') || line.startsWith('-')) {
      if (!USES_LINE.test(line)) return false;
      changed += 1;
    }
  }
  return changed > 0;
}

/** A Dockerfile `FROM` line (options, a stage name allowed): its image reference. */
const FROM_LINE = /^[+-]\s*FROM\s+(?:--[\w-]+=\S+\s+)*(\S+)(?:\s+AS\s+[\w.-]+)?\s*$/i;
/** A compose or Kubernetes `image:` line: its image reference. */
const IMAGE_LINE = /^[+-]\s*(?:-\s+)?image:\s*['"]?([^\s'"#]+)['"]?\s*(?:#.*)?$/;

/** The repository an image reference names, without its tag or digest: `ghcr.io:443/acme/app:1.2@sha256:…` -> `ghcr.io:443/acme/app`. */
function imageRepository(reference: string): string {
  const name = reference.split('@', 1)[0] ?? reference;
  const colon = name.lastIndexOf(':');
  return (colon > name.lastIndexOf('/') ? name.slice(0, colon) : name).toLowerCase();
}

/**
 * Both at once in one workflow: `uses:` refs moved and a job's `container:` or service `image:`
 * moved to another tag or digest of the same repository (a Renovate group updating
 * `semgrep/semgrep:1.172.0@sha256:…` and `github/codeql-action/upload-sarif@…` together).
 */
export function onlyActionRefsAndImageTagsMoved(patch: string | null): boolean {
  if (patch === null) return false;
  const imageLines: string[] = [];
  let refs = 0;
  for (const line of patch.split('\n')) {
    if (!line.startsWith('+') && !line.startsWith('-')) continue;
    if (USES_LINE.test(line)) refs += 1;
    else imageLines.push(line);
  }
  return refs > 0 && imageLines.length > 0 && onlyImageTagsMoved(imageLines.join('\n'));
}

/**
 * True when every added or removed line of a diff is a Dockerfile `FROM` or a compose/Kubernetes
 * `image:` line, and the added lines name the same image repositories as the removed ones: only
 * tags or digests move (`postgres:16.2` -> `postgres:16.3`, Renovate's digest pins). Another image,
 * a new stage or anything else is a change of what runs.
 */
export function onlyImageTagsMoved(patch: string | null): boolean {
  if (patch === null) return false;
  const removed = new Set<string>();
  const added = new Set<string>();
  for (const line of patch.split('\n')) {
    if (!line.startsWith('+') && !line.startsWith('-')) continue;
    const reference = (FROM_LINE.exec(line) ?? IMAGE_LINE.exec(line))?.[1];
    if (reference === undefined) return false;
    (line.startsWith('+') ? added : removed).add(imageRepository(reference));
  }
  return added.size > 0 && added.size === removed.size && [...added].every((repository) => removed.has(repository));
}
