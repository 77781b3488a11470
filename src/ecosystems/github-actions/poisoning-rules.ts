import type { Severity } from '../../signal/schema.js';
import { makeFinding } from '../finding.js';
import { anyOf, inOrderOnALine, lineAt, lineOf } from '../util.js';
import type { RuleContext } from './facts.js';
import { prCheckoutOf, scriptsOf, usesName } from './facts.js';
import type { WorkflowJob, WorkflowStep } from './workflow.js';

/**
 * What a privileged job trusts that a pull request produced: artifacts of the triggering run
 * (gha-artifact-poisoning), caches that PR code wrote or that a release restores
 * (gha-cache-poisoning), and a checkout's token left in .git for an uploaded artifact
 * (gha-artipacked).
 */

function isArtifactDownload(step: WorkflowStep): boolean {
  const name = usesName(step);
  if (name === 'dawidd6/action-download-artifact' || name === 'actions/download-artifact') {
    // actions/download-artifact only reaches another run's artifacts with run-id (and a token).
    return name !== 'actions/download-artifact' || step.with['run-id'] !== undefined || step.with['github-token'] !== undefined;
  }
  return scriptsOf(step).some((s) => /\bgh\s+run\s+download\b|downloadArtifact\s*\(|listWorkflowRunArtifacts\s*\(/.test(s));
}

const ENV_FILES = /\$\{?(?:GITHUB_ENV|GITHUB_PATH|GITHUB_OUTPUT)\b/;
/** A later step that runs what a checkout or download put in the workspace. */
const EXECUTES_WORKSPACE =
  /(?:^|[\s;&|(])(?:\.\/\w|(?:ba|z)?sh\s+[\w.]|(?:npm|pnpm|yarn)\s+(?:ci|install|run|test|build|exec)\b|npx\s|make\b|python3?\s+[\w.]|node\s+[\w.]|pip\s+install\s+(?:-r|-e|\.)|go\s+(?:run|build|test|generate)\b|cargo\s+(?:build|run|test)\b|mvn\s|gradlew\b|bundle\s+(?:install|exec)\b|source\s|\.\s+\w)/m;

function downloadPath(step: WorkflowStep): string | null {
  const path = step.with.path;
  return typeof path === 'string' && path.trim() !== '' ? path.trim() : null;
}

export function artifactPoisoningRules(ctx: RuleContext): void {
  const privileged = ctx.triggers.filter((t) => t === 'workflow_run' || t === 'pull_request_target' || t === 'issue_comment');
  if (privileged.length === 0) return;
  for (const job of ctx.workflow.jobs) {
    const index = job.steps.findIndex(isArtifactDownload);
    if (index < 0) continue;
    const download = job.steps[index]!;
    const target = downloadPath(download);
    const later = job.steps.slice(index + 1);
    const envWrite = later.find((s) => scriptsOf(s).some((script) => script.split('\n').some((l) => ENV_FILES.test(l) && /\bcat\b|<\s*[\w"$./-]|\$\(\s*(?:cat|head|jq|tr)\b|\bjq\b/.test(l))));
    const executes = later.find((s) => scriptsOf(s).some((script) => EXECUTES_WORKSPACE.test(script) || (target !== null && script.includes(target))));
    let severity: Severity;
    let why: string;
    if (envWrite) {
      severity = 'critical';
      why = `step "${envWrite.name ?? envWrite.run?.split('\n')[0] ?? ''}" writes the artifact's content into GITHUB_ENV/GITHUB_PATH/GITHUB_OUTPUT, so the PR's author sets variables (LD_PRELOAD, NODE_OPTIONS) or outputs for the privileged steps that follow`;
    } else if (executes && target === null) {
      severity = 'high';
      why = `it is unpacked into the workspace itself (no path:), where it can replace scripts and configuration, and a later step runs code from there (${(executes.run ?? executes.uses ?? '').split('\n')[0]})`;
    } else if (executes) {
      severity = 'high';
      why = `a later step runs what it unpacked (${(executes.run ?? executes.uses ?? '').split('\n')[0]})`;
    } else {
      severity = target === null ? 'medium' : 'low';
      why = target === null ? 'it is unpacked into the workspace itself (no path:), where it can replace files later steps read' : 'treat its content as untrusted data';
    }
    ctx.findings.push(
      makeFinding({
        id: 'gha-artifact-poisoning',
        severity,
        title: `A ${privileged.join('/')} job trusts artifacts of the run that triggered it`,
        detail:
          `Job ${job.id} downloads artifacts a pull request's workflow produced (the PR's author controls their content) into a run with the repository's secrets and a write token; ${why}. ` +
          'Fix: download into a fresh directory under ${{ runner.temp }}, treat every byte as untrusted input (validate, never execute or source it, never write it to environment files), and keep secrets out of that job.',
        path: ctx.path,
        line: stepUsesLine(ctx, download) ?? lineOf(ctx.content, download.uses ?? 'download') ?? lineOf(ctx.content, 'download'),
        subject: job.id,
      }),
    );
  }
}

/** Steps that restore or save a GitHub Actions cache. */
function cacheStep(step: WorkflowStep): boolean {
  const name = usesName(step);
  if (name === 'actions/cache' || name === 'actions/cache/restore' || name === 'actions/cache/save' || name === 'swatinem/rust-cache' || name === 'mozilla-actions/sccache-action') return true;
  if (/^actions\/setup-(?:node|python|java|dotnet)$/.test(name)) return typeof step.with.cache === 'string' && step.with.cache.trim() !== '';
  if (name === 'actions/setup-go') return step.with.cache !== false && step.with.cache !== 'false';
  if (name === 'astral-sh/setup-uv') return step.with['enable-cache'] === true || step.with['enable-cache'] === 'true';
  if (name === 'docker/build-push-action' || name === 'docker/bake-action') return /type=gha/.test(JSON.stringify(step.with));
  return false;
}

const PUBLISH_USES = /^(?:pypa\/gh-action-pypi-publish|softprops\/action-gh-release|ncipollo\/release-action|goreleaser\/goreleaser-action|docker\/build-push-action|actions\/upload-release-asset|svenstaro\/upload-release-action|changesets\/action|rubygems\/release-gem|jreleaser\/release-action)$/;
const PUBLISH_RUN = anyOf(/\b(?:npm|pnpm|yarn)\s+publish\b|\btwine\s+upload\b|\b(?:uv|poetry|cargo|gem|dotnet\s+nuget)\s+(?:publish|push)\b|\bgh\s+release\s+(?:create|upload)\b|\bdocker\s+push\b|\bgoreleaser\s+release\b/, inOrderOnALine(/\bmvn\b/, /\bdeploy\b/));

function publishes(job: WorkflowJob): boolean {
  return job.steps.some((s) => (s.uses !== null && PUBLISH_USES.test(usesName(s)) && (usesName(s) !== 'docker/build-push-action' || s.with.push === true || s.with.push === 'true')) || scriptsOf(s).some((script) => PUBLISH_RUN.test(script)));
}

export function cachePoisoningRules(ctx: RuleContext): void {
  const privileged = ctx.triggers.filter((t) => t === 'pull_request_target' || t === 'workflow_run' || t === 'issue_comment');
  for (const job of ctx.workflow.jobs) {
    const cache = job.steps.find(cacheStep);
    if (cache === undefined) continue;
    const line = stepUsesLine(ctx, cache) ?? lineOf(ctx.content, cache.uses ?? '') ?? lineOf(ctx.content, 'cache');
    if (privileged.length > 0 && prCheckoutOf(job, ctx.workflow) !== null) {
      ctx.findings.push(
        makeFinding({
          id: 'gha-cache-poisoning',
          severity: 'high',
          title: `PR code runs where its cache is shared with the default branch (${privileged.join('/')})`,
          detail:
            `Job ${job.id} builds the PR's code on ${privileged.join(', ')}, which runs in the base branch's cache scope, and uses ${cache.uses}: entries it saves are restored by pushes to the default branch and by releases, so the PR's author can plant build output or dependencies there. ` +
            'Fix: do not cache in privileged workflows that touch PR code; build PRs on pull_request, whose caches stay in the PR\'s own scope.',
          path: ctx.path,
          line,
          subject: `${job.id}:pr`,
        }),
      );
      continue;
    }
    if (publishes(job)) {
      ctx.findings.push(
        makeFinding({
          id: 'gha-cache-poisoning',
          severity: 'medium',
          title: `Release job ${job.id} restores a cache`,
          detail:
            `Job ${job.id} publishes (a package, image or release) and restores a cache through ${cache.uses}. Any workflow of the default branch can write those entries, so a flaw in one of them (an injection, a compromised action) ends up in what you ship. ` +
            'Fix: build releases without caches (cache: \'\', or no actions/cache step).',
          path: ctx.path,
          line,
          subject: `${job.id}:release`,
        }),
      );
    }
  }
}

/** An upload path that is the workspace itself, or `.git` in it. */
const WORKSPACE_OR_GIT = /^(?:\.\/?|\$\{\{\s*github\.workspace\s*\}\}\/?|\.git(?:\/.*)?)$/;
/** A path with `./` before it and slashes after it cut (`./out/` is `out`), in linear time. */
function barePath(path: string): string {
  let end = path.length;
  while (end > 0 && path.charAt(end - 1) === '/') end -= 1;
  return (path.startsWith('./') ? path.slice(2, Math.max(2, end)) : path.slice(0, end));
}

/**
 * An upload path entry under which a hidden `.git` can lie once hidden files are included: the
 * workspace or a glob from its root (`.`, `*`, `**`, `./**`, `${{ github.workspace }}/**`), a
 * path naming `.git`, one computed by an expression (`${{ matrix.dir }}`: unknown), or the
 * checkout's own `path:` or a folder above it. A named file or output folder (`.pr-comment.json`,
 * `dist/`, `coverage/`) is not.
 */
function reachesGitDirectory(entry: string, checkoutPath: string): boolean {
  const path = barePath(entry);
  if (path === '' || path === '.' || WORKSPACE_OR_GIT.test(entry) || path.startsWith('*') || path.includes('${{')) return true;
  if (path.split('/').includes('.git')) return true;
  const checkout = barePath(checkoutPath);
  return checkout !== '' && (checkout === path || checkout.startsWith(`${path}/`));
}

/**
 * The line of `step`'s `uses:` in the file: steps carry no line of their own, so the step's place
 * among the workflow's steps that use the same ref (jobs and steps in document order) picks that
 * occurrence of the ref in the text, not the first (an earlier upload of a build folder in the
 * same or another job). Null when the text does not hold that many.
 */
function stepUsesLine(ctx: RuleContext, step: WorkflowStep): number | null {
  const uses = step.uses;
  if (uses === null || ctx.content === '') return null;
  let ordinal = 0;
  found: for (const job of ctx.workflow.jobs) {
    for (const other of job.steps) {
      if (other === step) break found;
      if (other.uses === uses) ordinal += 1;
    }
  }
  let index = -1;
  for (let i = 0; i <= ordinal; i += 1) {
    index = ctx.content.indexOf(uses, index + 1);
    if (index < 0) return null;
  }
  return lineAt(ctx.content, index);
}

export function artipackedRules(ctx: RuleContext): void {
  for (const job of ctx.workflow.jobs) {
    const checkout = job.steps.find((s) => usesName(s) === 'actions/checkout' && s.with['persist-credentials'] !== false && s.with['persist-credentials'] !== 'false');
    if (checkout === undefined) continue;
    const checkoutPath = typeof checkout.with.path === 'string' ? checkout.with.path.trim() : '';
    const upload = job.steps.find((s) => {
      if (usesName(s) !== 'actions/upload-artifact') return false;
      const entries = (typeof s.with.path === 'string' ? s.with.path : '').split('\n').map((p) => p.trim()).filter((p) => p !== '' && !p.startsWith('!'));
      if (entries.some((p) => WORKSPACE_OR_GIT.test(p))) return true;
      // Hidden files included: only where `.git` can be among them (a named dotfile such as
      // `.pr-comment.json` needs the option and holds no token).
      return (s.with['include-hidden-files'] === true || s.with['include-hidden-files'] === 'true') && (entries.length === 0 || entries.some((p) => reachesGitDirectory(p, checkoutPath)));
    });
    if (upload === undefined) continue;
    ctx.findings.push(
      makeFinding({
        id: 'gha-artipacked',
        severity: ctx.outsider ? 'high' : 'medium',
        title: `Job ${job.id} uploads the checkout with its token in .git/config`,
        detail:
          'actions/checkout leaves the GITHUB_TOKEN in .git/config unless persist-credentials: false, and the upload-artifact step publishes the workspace, .git included: anyone who can download the artifact gets a token that works until the job ends. ' +
          'Fix: persist-credentials: false on the checkout, and upload only the build output directory.',
        path: ctx.path,
        line: stepUsesLine(ctx, upload) ?? lineOf(ctx.content, upload.uses ?? 'upload-artifact'),
        subject: job.id,
      }),
    );
  }
}
