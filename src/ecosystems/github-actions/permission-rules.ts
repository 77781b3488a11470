import type { Severity } from '../../signal/schema.js';
import { makeFinding } from '../finding.js';
import { anyOf, inOrderOnALine, isRecord, lineOf, type TextTest } from '../util.js';
import type { RuleContext } from './facts.js';
import { OUTSIDER_TRIGGERS, scriptsOf, usesName } from './facts.js';
import type { WorkflowJob, WorkflowStep } from './workflow.js';
import { localTarget } from './workflow.js';

/**
 * gha-excessive-permissions, judged in context: `write-all` is always reported; a write scope on a
 * job whose steps plainly need it (id-token for trusted publishing or cloud sign-in, packages to
 * push an image, contents for a release, a pages branch or the branch of a pull request a bot opens
 * (peter-evans/create-pull-request, release-plz's release PR), pull-requests/issues for a bot that
 * comments or labels, or for an action the job hands its own token to) is normal and not reported; other write scopes are, higher on workflows
 * whose outsider-caused runs hold the token as granted (not `pull_request`, whose fork runs get a
 * read-only token). A job whose need may lie in a local composite action it runs carries those
 * actions' paths (`localActions`), settled against their steps by settleLocalActionGrants.
 */

/**
 * An npm publish however the command line is written: options before the command (`npm
 * --ignore-scripts publish`), npm 11's staged publishing (`npm stage publish`), pnpm's recursive or
 * filtered publish (`pnpm -r publish`, `pnpm --filter @acme/x publish`), Yarn Berry's `yarn npm
 * publish`. Each signs provenance or signs in to npm with the job's OIDC token (trusted publishing).
 * A package runner's `publish` (`npx pkg-pr-new publish`, `pnpm dlx tool publish`) is not one.
 */
const NPM_PUBLISH = /\b(?:npm|pnpm|yarn)(?:\s+(?:-{1,2}[\w-]{1,40}(?:=\S{1,200})?|(?:--filter|-F)\s+\S{1,200}|stage|npm)){0,8}\s+publish\b/;

/**
 * A documentation site built and pushed to the repository's pages branch by its generator's own
 * command, as the pages actions of `contents` do: `mkdocs gh-deploy` (it always pushes), mike's
 * versioned docs and ghp-import only with their push option (`mike deploy --push 1.2 latest`,
 * `ghp-import -n -p site`), and the npm `gh-pages` tool (`npx gh-pages -d build`). A build alone
 * (`mkdocs build`, `mike deploy 1.2` without `--push`) writes nothing to the repository.
 */
const PAGES_BRANCH_PUSH: TextTest = anyOf(
  /\bmkdocs\s+gh-deploy\b/,
  inOrderOnALine(/\b(?:mike\s+(?:deploy|set-default|alias|delete|retitle)|ghp-import)\b/, /(?:^|\s)(?:--push|-[a-oq-z]{0,8}p[a-z]{0,8})(?=\s|$)/, 0),
  /\b(?:npx|dlx|bunx)\s+gh-pages\b|(?:^|[\s;&|])gh-pages\s+(?:-d|--dist)\b/,
);

/** What a job's steps show about why it needs a scope. */
const PURPOSE: Readonly<Record<string, { uses: RegExp; run?: TextTest }>> = {
  'id-token': {
    uses: /^(?:pypa\/gh-action-pypi-publish|rubygems\/(?:release-gem|configure-rubygems-credentials)|ossf\/scorecard-action|aws-actions\/configure-aws-credentials|google-github-actions\/auth|azure\/login|sigstore\/|actions\/attest|slsa-framework\/|hashicorp\/vault-action|docker\/login-action|rust-lang\/crates-io-auth-action|release-plz\/action|jfrog\/setup-jfrog-cli|octo-sts\/|actions\/publish-immutable-action\b)/,
    run: anyOf(NPM_PUBLISH, /\b(?:deno|jsr|changeset|lerna)\s+publish\b|\bsemantic-release\b|\bcosign\b|\btwine\s+upload\b|\buv\s+publish\b|\bpoetry\s+publish\b|\bcargo\s+publish\b|\bgh\s+attestation\b|ACTIONS_ID_TOKEN_REQUEST/),
  },
  packages: {
    uses: /^(?:docker\/(?:build-push-action|login-action|bake-action)|redhat-actions\/push-to-registry|actions\/setup-(?:node|java|dotnet)|actions\/publish-immutable-action\b)/,
    run: anyOf(/\b(?:docker|podman|buildah)\s+(?:push|login)\b|ghcr\.io/, inOrderOnALine(/\b(?:npm|pnpm|yarn|mvn|gradle|dotnet\s+nuget)\b/, /\b(?:publish|push|deploy)\b/)),
  },
  contents: {
    uses: /^(?:softprops\/action-gh-release|ncipollo\/release-action|actions\/create-release|googleapis\/release-please-action|release-plz\/action|peter-evans\/create-pull-request|changesets\/action|peaceiris\/actions-gh-pages|jamesives\/github-pages-deploy-action|stefanzweifel\/git-auto-commit-action|goreleaser\/goreleaser-action|actions\/upload-release-asset|svenstaro\/upload-release-action|release-drafter\/release-drafter|cycjimmy\/semantic-release-action|EndBug\/add-and-commit|ad-m\/github-push-action|actions\/publish-action\b)/i,
    run: anyOf(/\bgit\s+(?:push|tag)\b|\bgh\s+release\b|\bsemantic-release\b|\bnpx\s+changeset\b|\bgoreleaser\b/, PAGES_BRANCH_PUSH),
  },
  'pull-requests': {
    // dessant's lock-threads, label-actions and repo-lockdown lock, label and close pull requests as well as issues.
    uses: /^(?:actions\/labeler|actions\/github-script|peter-evans\/|marocchino\/sticky-pull-request-comment|thollander\/actions-comment-pull-request|dependabot\/fetch-metadata|amannn\/action-semantic-pull-request|release-drafter\/release-drafter|googleapis\/release-please-action|release-plz\/action|changesets\/action|actions\/stale|codecov\/|mshick\/add-pr-comment|dessant\/(?:lock-threads|label-actions|repo-lockdown)\b)/i,
    run: /\bgh\s+pr\b|\bgh\s+api\b/,
  },
  issues: {
    uses: /^(?:actions\/github-script|actions\/stale|actions\/labeler|peter-evans\/|dessant\/|googleapis\/release-please-action|release-drafter\/release-drafter)/i,
    run: /\bgh\s+(?:issue|api|label)\b/,
  },
  // Discussions locked or labeled by the same bots (lock-threads' `process-only: discussions`).
  discussions: {
    uses: /^(?:actions\/github-script|dessant\/(?:lock-threads|label-actions)\b)/i,
    run: /\bgh\s+api\b/,
  },
  // Workflow runs, caches and artifacts: approving, cancelling, re-running or dispatching runs.
  // actions/stale keeps its state between runs in the Actions cache and deletes the old entry before saving the new one.
  actions: {
    uses: /^(?:styfle\/cancel-workflow-action|andymckay\/cancel-action|benc-uk\/workflow-dispatch|actions\/github-script|actions\/stale)/i,
    run: /\bgh\s+(?:run|workflow|cache)\b|\bgh\s+api\b.*\/actions\//,
  },
  pages: { uses: /^actions\/deploy-pages/ },
  attestations: { uses: /^actions\/attest/, run: /\bgh\s+attestation\b/ },
  // The storage records `actions/attest` writes beside an attestation (GitHub's artifact metadata, 2026).
  'artifact-metadata': { uses: /^actions\/attest/ },
  statuses: { uses: /^(?:actions\/github-script|myrotvorets\/set-commit-status-action|ouzi-dev\/commit-status-updater)/i, run: inOrderOnALine(/\bgh\s+api\b/, /\/statuses\//, 0) },
  checks: { uses: /^(?:actions\/github-script|dorny\/test-reporter|mikepenz\/action-junit-report|EnricoMi\/publish-unit-test-result-action)/i, run: /\bgh\s+api\b.*\/check-runs/ },
  deployments: { uses: /^(?:actions\/deploy-pages|chrnorm\/deployment-action|bobheadxi\/deployments)/i, run: /\bgh\s+api\b.*\/deployments/ },
  // Code scanning uploads: CodeQL's upload-sarif and the scanners that upload their own SARIF.
  'security-events': {
    uses: /^(?:github\/codeql-action|ossf\/scorecard-action|zizmorcore\/zizmor-action|microsoft\/security-devops-action|advanced-security\/)/i,
    run: inOrderOnALine(/\bgh\s+api\b/, /\/code-scanning\//, 0),
  },
};

/** Write scopes a permissions block grants: `write-all` or each scope set to write. */
function writeScopes(permissions: unknown): string[] {
  if (permissions === 'write-all') return ['write-all'];
  if (!isRecord(permissions)) return [];
  return Object.entries(permissions)
    .filter(([, level]) => level === 'write')
    .map(([scope]) => scope);
}

/** Scopes whose use is commenting, labeling, closing or reporting on issues and PRs. */
const CONVERSATION_SCOPES = new Set(['pull-requests', 'issues']);

/** `${{ secrets.GITHUB_TOKEN }}` or `${{ github.token }}` as a whole value: the job's own token. */
const JOB_TOKEN = /^\$\{\{\s*(?:secrets\.GITHUB_TOKEN|github\.token)\s*\}\}$/i;
/** In a composite action, the caller's token as it arrives: `${{ inputs.github-token }}`, `${{ inputs.token }}`. */
const INPUT_TOKEN = /^\$\{\{\s*inputs\.[\w-]{0,40}token[\w-]{0,40}\s*\}\}$/i;

/**
 * A step that hands the job's own token to an action, in `with:` (`token: ${{ secrets.GITHUB_TOKEN }}`)
 * or in the step's `env:` (`GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}`, which many actions read):
 * the action acts with it, as a comment or label helper does.
 */
function handsTokenToAction(step: WorkflowStep, inAction = false): boolean {
  const isJobToken = (value: unknown) => typeof value === 'string' && (JOB_TOKEN.test(value.trim()) || (inAction && INPUT_TOKEN.test(value.trim())));
  return step.uses !== null && (Object.values(step.with).some(isJobToken) || Object.values(step.env).some(isJobToken));
}

/**
 * What a reporting scope writes, as a step's name or command speaks of it: commit statuses, check
 * runs, deployments. Not the conversation scopes: a script given the token shows no need for
 * `pull-requests` or `issues` by its name alone (a comment or label action handed it does).
 */
const REPORT_WORDS: Readonly<Record<string, RegExp>> = {
  statuses: /status/i,
  checks: /check[\s_-]?runs?|\bchecks?\b/i,
  deployments: /deploy/i,
};

/**
 * A `run:` step given the job's own token in its env (`GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}`,
 * `GH_TOKEN: ${{ github.token }}`) whose name or command speaks of what a reporting scope writes
 * (REPORT_WORDS): a repository script that sets a commit status, comments or labels with it, as an
 * action handed the token would (`python ./scripts/deploy_docs_status.py` in a step "Deploy Docs
 * Status Pending" for `statuses: write`: a replay of a web framework rated its maintainer's
 * "Update permissions for deploy-docs action" high for it). Only these scopes: what a script does
 * with `contents`, `packages`, `actions`, `id-token` or a conversation scope is not told by its name.
 */
function reportsWithToken(step: WorkflowStep, scope: string, inAction: boolean): boolean {
  const words = REPORT_WORDS[scope];
  if (words === undefined || step.run === null) return false;
  const isJobToken = (value: unknown) => typeof value === 'string' && (JOB_TOKEN.test(value.trim()) || (inAction && INPUT_TOKEN.test(value.trim())));
  if (!Object.values(step.env).some(isJobToken)) return false;
  return (step.name !== null && words.test(step.name)) || words.test(step.run.slice(0, 2_000));
}

/** Triggers that are a conversation: a workflow on them exists to answer comments, issues or discussions. */
const CONVERSATION_TRIGGERS: ReadonlySet<string> = new Set(['issue_comment', 'issues', 'discussion', 'discussion_comment']);

/**
 * An action that is not GitHub's own tooling (`actions/*`, `github/*`): on a conversation trigger it
 * is the bot the workflow runs (a slash-command or triage action), and such actions take the job's
 * token by their own input default (`github-token: ${{ github.token }}`), without a `with:` line.
 */
function runsBotAction(step: WorkflowStep): boolean {
  return step.uses !== null && !/^(?:actions|github)\//.test(usesName(step));
}

/**
 * An action whose name (past its owner) says it works on workflow runs, caches or artifacts
 * (`org/ci/approve_workflows`, `acme/cancel-previous-runs`, `acme/purge-caches`): a word
 * `workflow(s)`, `run(s)`, `cache(s)`, `artifact(s)`, `cancel`, `rerun`, `dispatch` or `approve`
 * among its path's words.
 */
const RUNS_ACTION_WORD = /^(?:workflows?|runs?|caches?|artifacts?|cancel|rerun|dispatch|approve)$/i;
function actsOnWorkflowRuns(step: WorkflowStep): boolean {
  if (step.uses === null) return false;
  const name = usesName(step);
  return name
    .slice(name.indexOf('/') + 1)
    .split(/[/._-]+/)
    .some((word) => RUNS_ACTION_WORD.test(word));
}

function needs(job: WorkflowJob, scope: string, conversation: boolean): boolean {
  if (job.uses !== null) return PURPOSE[scope] !== undefined; // a reusable workflow: its own jobs say what they need
  return stepsNeed(job.steps, scope, conversation, false);
}

/**
 * Whether steps show why their token needs the scope. `inAction`: the steps of a composite action,
 * where the caller's token arrives as an input (`${{ inputs.github-token }}`).
 */
export function stepsNeed(steps: readonly WorkflowStep[], scope: string, conversation: boolean, inAction: boolean): boolean {
  const purpose = PURPOSE[scope];
  if (purpose === undefined) return false;
  return steps.some(
    (step) =>
      (step.uses !== null && purpose.uses.test(usesName(step))) ||
      (purpose.run !== undefined && scriptsOf(step).some((s) => purpose.run!.test(s))) ||
      (CONVERSATION_SCOPES.has(scope) && (handsTokenToAction(step, inAction) || (conversation && runsBotAction(step)))) ||
      reportsWithToken(step, scope, inAction) ||
      // The job's token handed to an action that says it approves, cancels or dispatches runs.
      (scope === 'actions' && handsTokenToAction(step, inAction) && actsOnWorkflowRuns(step)) ||
      (scope === 'id-token' && (asksForOidc(step) || exchangesIdentityForToken(step, steps))),
  );
}

/** An action input that switches its sign-in to the job's OIDC token: Codecov's `use_oidc` (codecov-action, test-results-action). */
const OIDC_INPUT = /^use[_-]?oidc$/i;

/** A step that asks its action to sign in with the job's OIDC token (`use_oidc: true`, or an expression); `false` does not. */
function asksForOidc(step: WorkflowStep): boolean {
  return step.uses !== null && Object.entries(step.with).some(([key, value]) => OIDC_INPUT.test(key) && value !== false && String(value).trim().toLowerCase() !== 'false');
}

/** `${{ steps.ID.outputs.NAME }}` (also without the braces, in an `if:`): a step's output another step reads. */
const STEP_OUTPUT = /\bsteps\.([\w-]{1,100})\.outputs\.([\w-]{1,100})/g;
/** Text of the other steps read for their outputs at most. */
const MAX_OUTPUT_TEXT = 200_000;

/**
 * A remote action given no secret and not the job's token, whose `…token` output another step of
 * the job reads (`GH_TOKEN: ${{ steps.pr-push.outputs.token }}`): with no credential handed to it,
 * the action can only have got that token for the job's own identity, its OIDC token exchanged with
 * a service that trusts the repository (fastapi/typer's `tiangolo/pr-push` and `pr-submit`, as
 * `octo-sts/action` does). An app-token action given a private key (`actions/create-github-app-token`)
 * or the job's token makes its token from those and shows no need for `id-token`.
 */
function exchangesIdentityForToken(step: WorkflowStep, steps: readonly WorkflowStep[]): boolean {
  if (step.uses === null || step.id === null || step.uses.startsWith('./') || step.uses.startsWith('docker://')) return false;
  const given = [...Object.values(step.with), ...Object.values(step.env)].map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? ''));
  if (given.some((v) => /\bsecrets\.|\bgithub\.token\b/i.test(v))) return false;
  let text = '';
  for (const other of steps) {
    if (other === step) continue;
    text += `${JSON.stringify(other.raw) ?? ''}\n`;
    if (text.length > MAX_OUTPUT_TEXT) break;
  }
  for (const match of text.slice(0, MAX_OUTPUT_TEXT).matchAll(STEP_OUTPUT)) {
    if (match[1] === step.id && /token/i.test(match[2] ?? '')) return true;
  }
  return false;
}

/** The repository paths of the local actions a job's steps run (`uses: ./.github/actions/x` → `.github/actions/x`). */
function localActionsOf(job: WorkflowJob): string[] {
  const out = new Set<string>();
  for (const step of job.steps) {
    const target = step.uses === null ? null : localTarget(step.uses);
    if (target !== null) out.add(target);
  }
  return [...out];
}

/**
 * Pull request events from a fork run with a read-only GITHUB_TOKEN whatever the workflow grants
 * (GitHub: "the GITHUB_TOKEN has read-only permissions in pull requests from forked repositories"),
 * so on them a surplus write scope is within reach of the repository's own branches only.
 */
const FORK_READ_ONLY_TRIGGERS: ReadonlySet<string> = new Set(['pull_request', 'pull_request_review', 'pull_request_review_comment']);

/** A trigger outsiders cause whose runs hold the token as granted (`fork`, `watch`; privileged ones are graded apart). */
function outsiderHoldsToken(triggers: readonly string[]): boolean {
  return triggers.some((t) => OUTSIDER_TRIGGERS.has(t) && !FORK_READ_ONLY_TRIGGERS.has(t));
}

export function permissionRules(ctx: RuleContext): void {
  const grants: { scope: string; job: WorkflowJob | null }[] = [];
  for (const scope of writeScopes(ctx.workflow.permissions)) grants.push({ scope, job: null });
  for (const job of ctx.workflow.jobs) for (const scope of writeScopes(job.permissions)) grants.push({ scope, job });
  for (const { scope, job } of grants) {
    const writeAll = scope === 'write-all';
    // Workflow-level scopes reach every job: justified only when each job that inherits them needs them.
    const inheriting = job === null ? ctx.workflow.jobs.filter((j) => j.permissions === undefined) : [job];
    const conversation = ctx.triggers.some((t) => CONVERSATION_TRIGGERS.has(t));
    if (!writeAll && inheriting.length > 0 && inheriting.every((j) => needs(j, scope, conversation))) continue;
    if (!writeAll && inheriting.length === 0) continue; // every job sets its own permissions
    let severity: Severity;
    if (writeAll) severity = 'high';
    else if (ctx.privileged.length > 0) severity = 'high';
    else if (outsiderHoldsToken(ctx.triggers)) severity = 'medium';
    else severity = 'low';
    // On a conversation scope, the owners whose actions every job lacking a reason runs: such an
    // action takes the job's token by its own input default, and one of the repository's own
    // organization is a comment or label helper its maintainers wrote (lowerOwnOrganization drops it).
    const accountedBy = writeAll || !CONVERSATION_SCOPES.has(scope) ? [] : commonActionOwners(inheriting.filter((j) => !needs(j, scope, conversation)));
    const where = job ? `job ${job.id}` : 'the whole workflow';
    // A workflow-level scope some inheriting jobs need: the surplus is in the others, named.
    const needing = writeAll || job !== null ? [] : inheriting.filter((j) => needs(j, scope, conversation));
    const surplus = needing.length > 0 ? `; ${jobList(needing)} ${needing.length === 1 ? 'needs' : 'need'} it, but ${jobList(inheriting.filter((j) => !needing.includes(j)))} ${inheriting.length - needing.length === 1 ? 'inherits' : 'inherit'} it with no step that needs it` : null;
    const exposure = ctx.privileged.length > 0 ? `, on ${ctx.privileged.join(', ')}, which outsiders trigger` : outsiderHoldsToken(ctx.triggers) ? ', in a workflow outsiders can trigger' : '';
    const finding = makeFinding({
      id: 'gha-excessive-permissions',
      severity,
      title: writeAll ? `permissions: write-all in ${where}` : `${where} gets ${scope}: write without a step that needs it`,
      detail:
        (writeAll
          ? 'write-all gives the GITHUB_TOKEN every write scope; any compromised step or action can push code, publish releases or change settings'
          : surplus !== null
            ? `The GITHUB_TOKEN of ${where} can write ${scope}${surplus}`
            : `The GITHUB_TOKEN of ${where} can write ${scope}, and no step there shows why (no release, publish, comment or label step that needs it)`) +
        `${exposure}. ` +
        'Fix: set permissions: {} (or contents: read) for the workflow and grant each job only the scopes its steps use.',
      path: ctx.path,
      line: lineOf(ctx.content, writeAll ? 'write-all' : `${scope}: write`),
      subject: `${job?.id ?? ''}:${scope}`,
    });
    // Each job lacking a reason runs local actions: their steps (read from the PR or the base, settleLocalActionGrants) may be the reason.
    const lacking = writeAll ? [] : inheriting.filter((j) => !needs(j, scope, conversation)).map(localActionsOf);
    const localActions = lacking.length > 0 && lacking.every((paths) => paths.length > 0) ? { scope, conversation, jobs: lacking } : undefined;
    ctx.findings.push({ ...finding, ...(accountedBy.length > 0 ? { accountedBy } : {}), ...(localActions === undefined ? {} : { localActions }) });
  }
}

/** Jobs named for a finding's detail: `job a`, `jobs a, b`, at most five named. */
function jobList(jobs: readonly WorkflowJob[]): string {
  const names = jobs.slice(0, 5).map((j) => j.id);
  const more = jobs.length > 5 ? ` and ${jobs.length - 5} more` : '';
  return `${jobs.length === 1 ? 'job' : 'jobs'} ${names.join(', ')}${more}`;
}

/** The owners (lower-cased) of actions other than GitHub's own that every one of the jobs runs. */
function commonActionOwners(jobs: readonly WorkflowJob[]): string[] {
  let common: string[] | null = null;
  for (const job of jobs) {
    const owners = new Set<string>(job.steps.filter(runsBotAction).map((step) => usesName(step).split('/')[0]!.toLowerCase()));
    common = common === null ? [...owners] : common.filter((owner) => owners.has(owner));
  }
  return common === null ? [] : [...common].sort();
}
