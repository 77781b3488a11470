import type { Severity } from '../../signal/schema.js';
import { makeFinding } from '../finding.js';
import { isRecord, lineOf } from '../util.js';
import type { Expr } from './expression.js';
import { allContexts, findExpressions, pathText } from './expression.js';
import { jobRunsOnlyForWriters } from './ai-agent-rules.js';
import type { RuleContext } from './facts.js';
import { PR_CODE_TRIGGERS, parseCondition, prCheckoutOf, runsOnLabels, secretNamesIn, triggerTypes } from './facts.js';
import type { WorkflowJob } from './workflow.js';
import { isLocalUses } from './workflow.js';

/**
 * Rules about who can start a workflow and with what: dangerous triggers, checking out the PR in a
 * privileged run, secrets next to PR code, self-hosted runners, spoofable bot checks, unsound
 * conditions and ACTIONS_ALLOW_UNSECURE_COMMANDS.
 */

/** pull_request_target activity types only a maintainer (or GitHub on their action) causes. */
const MAINTAINER_TYPES = new Set(['labeled', 'unlabeled', 'assigned', 'unassigned', 'review_requested', 'review_request_removed', 'milestoned', 'demilestoned', 'locked', 'unlocked', 'auto_merge_enabled', 'auto_merge_disabled', 'enqueued', 'dequeued']);

function isFirstParty(uses: string): boolean {
  const owner = uses.split('/')[0]!.toLowerCase();
  return owner === 'actions' || owner === 'github';
}

/**
 * GitHub's own triage actions: they act on the event's issue or PR through the API (a label, a project
 * item, a comment) and neither run nor build repository code, nor read artifacts. A token given to them
 * on pull_request_target does what the action does, nothing the PR controls.
 */
const TRIAGE_ACTIONS = new Set(['actions/add-to-project', 'actions/labeler', 'actions/first-interaction', 'actions/stale']);

function isTriageAction(uses: string): boolean {
  const at = uses.indexOf('@');
  return TRIAGE_ACTIONS.has((at < 0 ? uses : uses.slice(0, at)).toLowerCase());
}

function jobSecrets(job: WorkflowJob): string[] {
  const names = secretNamesIn(job.raw);
  if (job.secrets === 'inherit') names.push('secrets: inherit');
  return names;
}

export function dangerousTriggerRules(ctx: RuleContext): void {
  const triggers = ctx.triggers.filter((t) => PR_CODE_TRIGGERS.has(t));
  if (triggers.length === 0) return;
  const secrets = new Set<string>();
  let thirdParty = false;
  let runs = false;
  // A local composite action or reusable workflow (`uses: ./...`) runs steps of its own here: scripts as far as this workflow shows.
  let local = false;
  // Every job is steps that only call GitHub's triage actions (no run:, no other action, no reusable workflow).
  let triageOnly = ctx.workflow.jobs.length > 0;
  for (const job of ctx.workflow.jobs) {
    for (const name of jobSecrets(job)) secrets.add(name);
    triageOnly &&= !job.uses && job.steps.length > 0 && job.steps.every((s) => !s.run && s.uses !== null && isTriageAction(s.uses));
    if (job.uses) {
      if (isLocalUses(job.uses)) local = true;
      else thirdParty ||= !isFirstParty(job.uses);
    }
    for (const step of job.steps) {
      if (step.run) runs = true;
      if (step.uses && isLocalUses(step.uses)) local = true;
      else if (step.uses && !step.uses.startsWith('docker://')) thirdParty ||= !isFirstParty(step.uses);
    }
  }
  const writeAll = ctx.workflow.permissions === 'write-all' || ctx.workflow.jobs.some((j) => j.permissions === 'write-all');
  // Every job runs only for people with write access (an if: on author_association, or an agent action that checks the actor).
  const writersOnly = ctx.workflow.jobs.length > 0 && ctx.workflow.jobs.every(jobRunsOnlyForWriters);
  for (const trigger of triggers) {
    const types = triggerTypes(ctx.workflow, trigger);
    const labelGated = trigger === 'pull_request_target' && types !== null && types.length > 0 && types.every((t) => MAINTAINER_TYPES.has(t));
    const gated = labelGated || writersOnly;
    let severity: Severity;
    if (gated) severity = 'low';
    else if (writeAll) severity = 'high';
    else if (secrets.size > 0) severity = triageOnly ? 'low' : 'high';
    else if (thirdParty || runs || local) severity = 'medium';
    else severity = 'low';
    const what = [
      secrets.size > 0 ? `secrets (${[...secrets].slice(0, 4).join(', ')})` : '',
      writeAll ? 'a write-all token' : '',
      thirdParty ? 'third-party actions' : '',
      runs ? 'run: scripts' : '',
      local ? "local actions or workflows (their steps run with the trigger's privileges)" : '',
      triageOnly && secrets.size > 0 ? "only GitHub's triage actions, which run no code of the PR" : '',
    ].filter(Boolean);
    ctx.findings.push(
      makeFinding({
        id: 'gha-dangerous-trigger',
        severity,
        title: `Workflow runs on ${trigger}${labelGated ? ` (only ${types!.join(', ')})` : writersOnly ? ' (only for users with write access)' : ''}`,
        detail:
          `${trigger} runs the base branch's workflow with the repository's secrets and a token that can write, on events an outsider causes ` +
          `(${trigger === 'issue_comment' ? 'any comment on any issue or PR' : trigger === 'workflow_run' ? 'the end of a workflow a fork PR started' : 'a PR from a fork'}). ` +
          `Any step or called action that touches the PR's code, branch name, title or artifacts runs it with those privileges, even without an explicit checkout here${what.length > 0 ? `; this workflow has ${what.join(', ')}` : ''}. ` +
          'Fix: use pull_request (no secrets, read-only token) where possible; otherwise keep the job minimal: no checkout or build of PR code, least permissions, secrets only in steps that need them, gated on a maintainer\'s label or approval.',
        path: ctx.path,
        line: lineOf(ctx.content, `${trigger}`),
        subject: `${trigger}:${gated ? 'gated' : 'open'}`,
      }),
    );
  }
}

export function checkoutRules(ctx: RuleContext): void {
  const privileged = ctx.triggers.filter((t) => PR_CODE_TRIGGERS.has(t));
  if (privileged.length === 0) return;
  for (const job of ctx.workflow.jobs) {
    const checkout = prCheckoutOf(job, ctx.workflow);
    if (checkout === null) continue;
    ctx.findings.push(
      makeFinding({
        id: 'gha-pr-target-checkout',
        severity: 'critical',
        title: `${privileged.join('/')} workflow checks out the pull request's code`,
        detail:
          `Job ${job.id} runs on ${privileged.join(', ')} (with the base repository's secrets and a write token) and checks out the PR head: ` +
          'any build or install step then runs the attacker\'s code with those privileges ("pwn request"). Use pull_request, or never execute the checked-out code in the privileged workflow.',
        path: ctx.path,
        line: lineOf(ctx.content, checkout) ?? lineOf(ctx.content, 'checkout'),
        subject: job.id,
      }),
    );
    const secretNames = jobSecrets(job);
    if (secretNames.length > 0) {
      ctx.findings.push(
        makeFinding({
          id: 'gha-pr-target-secrets',
          severity: 'high',
          title: 'Secrets reach a job that runs pull request code',
          detail: `Job ${job.id} checks out the PR's code on ${privileged.join(', ')} and uses ${secretNames.map((n) => (n.includes(':') ? n : `secrets.${n}`)).join(', ')}: the PR's code can read them. Split the job: build untrusted code without secrets, use them in a separate job.`,
          path: ctx.path,
          line: secretNames[0]!.includes(':') ? lineOf(ctx.content, 'secrets: inherit') : (lineOf(ctx.content, `secrets.${secretNames[0]}`) ?? lineOf(ctx.content, 'secrets.')),
          subject: job.id,
        }),
      );
    }
  }
}

export function selfHostedRules(ctx: RuleContext): void {
  if (!ctx.outsider) return;
  for (const job of ctx.workflow.jobs) {
    const labels = runsOnLabels(job.runsOn);
    if (!labels.some((l) => l.toLowerCase() === 'self-hosted')) continue;
    const privileged = ctx.privileged.length > 0;
    ctx.findings.push(
      makeFinding({
        id: 'gha-self-hosted-runner',
        severity: privileged ? 'high' : 'medium',
        title: 'Self-hosted runner on events outsiders cause',
        detail:
          `Job ${job.id} runs on a self-hosted runner for ${ctx.triggers.join(', ')}: in a public repository an outsider's PR, issue or comment makes it run on that machine, ` +
          `which keeps files, credentials and processes between jobs${privileged ? ', here with the repository\'s secrets' : ''}. Use GitHub-hosted or ephemeral, isolated runners for these events.`,
        path: ctx.path,
        line: lineOf(ctx.content, 'self-hosted') ?? lineOf(ctx.content, 'runs-on'),
        subject: job.id,
      }),
    );
  }
}

function isBotLiteral(e: Expr): boolean {
  return e.kind === 'literal' && typeof e.value === 'string' && e.value.toLowerCase().endsWith('[bot]');
}

function isActorContext(e: Expr): boolean {
  return e.kind === 'context' && (pathText(e.path) === 'github.actor' || pathText(e.path) === 'github.triggering_actor');
}

/** `github.actor == 'x[bot]'` (either side) anywhere in an expression. */
function botComparison(e: Expr, depth = 0): boolean {
  if (depth > 64) return false;
  if (e.kind === 'binary') {
    if (e.op === '==' && ((isActorContext(e.left) && isBotLiteral(e.right)) || (isActorContext(e.right) && isBotLiteral(e.left)))) return true;
    return botComparison(e.left, depth + 1) || botComparison(e.right, depth + 1);
  }
  if (e.kind === 'not') return botComparison(e.operand, depth + 1);
  if (e.kind === 'call') return e.args.some((a) => botComparison(a, depth + 1));
  return false;
}

/** `contains('main develop', github.ref)`: a string searched for a context, not a list. */
function unsoundContains(e: Expr, depth = 0): string | null {
  if (depth > 64) return null;
  if (e.kind === 'call') {
    if (e.name === 'contains' && e.args.length === 2) {
      const [haystack, needle] = e.args;
      if (haystack?.kind === 'literal' && typeof haystack.value === 'string' && needle !== undefined && allContexts(needle).length > 0) {
        return `contains('${haystack.value}', ${allContexts(needle).map(pathText).join(', ')})`;
      }
    }
    for (const arg of e.args) {
      const found = unsoundContains(arg, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (e.kind === 'binary') return unsoundContains(e.left, depth + 1) ?? unsoundContains(e.right, depth + 1);
  if (e.kind === 'not') return unsoundContains(e.operand, depth + 1);
  return null;
}

/** Checks every job and step `if:`: spoofable bot checks, unsound contains(), conditions that are always true. */
export function conditionRules(ctx: RuleContext): void {
  const conditions: { where: string; condition: string; subject: string }[] = [];
  for (const job of ctx.workflow.jobs) {
    if (job.if !== null) conditions.push({ where: `job ${job.id}`, condition: job.if, subject: job.id });
    job.steps.forEach((step, i) => {
      if (step.if !== null) conditions.push({ where: `job ${job.id}, step ${step.name ?? step.id ?? i + 1}`, condition: step.if, subject: `${job.id}:${step.id ?? step.name ?? i}` });
    });
  }
  const privileged = ctx.triggers.filter((t) => PR_CODE_TRIGGERS.has(t));
  for (const { where, condition, subject } of conditions) {
    const line = lineOf(ctx.content, condition.split('\n')[0]!.trim());
    const spans = findExpressions(condition);
    const trimmed = condition.trim();
    if (spans.length > 0 && !(spans.length === 1 && trimmed.startsWith('${{') && trimmed.endsWith('}}'))) {
      ctx.findings.push(
        makeFinding({
          id: 'gha-unsound-condition',
          severity: 'medium',
          title: `The condition of ${where} is always true`,
          detail: `"${trimmed.slice(0, 120)}" mixes \${{ }} with other text (or spans lines), so it is a non-empty string after expansion, and a non-empty string is true: the ${where.startsWith('job') && !where.includes('step') ? 'job' : 'step'} always runs. Fix: write the whole condition as one expression, without \${{ }} (if: a && b).`,
          path: ctx.path,
          line,
          subject,
        }),
      );
      continue;
    }
    const expr = parseCondition(condition);
    if (expr === null) continue;
    if (botComparison(expr)) {
      ctx.findings.push(
        makeFinding({
          id: 'gha-bot-condition',
          severity: privileged.length > 0 ? 'high' : 'low',
          title: `${where} trusts github.actor to be a bot`,
          detail:
            `"${trimmed.slice(0, 120)}" checks who triggered the latest event, not who wrote the PR: an attacker can make a bot act last on their PR (ask Dependabot to rebase, for instance) and pass the check` +
            `${privileged.length > 0 ? ` in a ${privileged.join('/')} workflow, with the repository's secrets` : ''}. ` +
            "Fix: check the PR's author (github.event.pull_request.user.login == 'dependabot[bot]') and, for Dependabot, use dependabot/fetch-metadata.",
          path: ctx.path,
          line,
          subject,
        }),
      );
    }
    const contains = unsoundContains(expr);
    if (contains !== null) {
      ctx.findings.push(
        makeFinding({
          id: 'gha-unsound-contains',
          severity: 'medium',
          title: `${where} uses contains() on a string as if it were a list`,
          detail: `${contains} is a substring test: any value that is part of the string (a branch named "mai", "refs/heads/m") passes. Fix: contains(fromJSON('["refs/heads/main", "refs/heads/dev"]'), github.ref), or compare with ==.`,
          path: ctx.path,
          line,
          subject: `${subject}:contains`,
        }),
      );
    }
  }
}

function truthy(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && /^(?:true|1|yes|on)$/i.test(value.trim());
}

export function insecureCommandsRules(ctx: RuleContext): void {
  const envs: { where: string; env: Readonly<Record<string, unknown>> }[] = [{ where: 'the workflow', env: ctx.workflow.env }];
  for (const job of ctx.workflow.jobs) {
    envs.push({ where: `job ${job.id}`, env: job.env });
    for (const step of job.steps) envs.push({ where: `job ${job.id}`, env: step.env });
  }
  for (const { where, env } of envs) {
    if (!truthy(env.ACTIONS_ALLOW_UNSECURE_COMMANDS)) continue;
    ctx.findings.push(
      makeFinding({
        id: 'gha-insecure-commands',
        severity: ctx.outsider ? 'high' : 'medium',
        title: `ACTIONS_ALLOW_UNSECURE_COMMANDS is enabled in ${where}`,
        detail:
          'It re-enables the ::set-env:: and ::add-path:: log commands that GitHub disabled in 2020: anything that prints to the log (a test name, a file name, a PR title) can set environment variables or PATH for the following steps. ' +
          'Fix: remove it and write to $GITHUB_ENV / $GITHUB_PATH explicitly.',
        path: ctx.path,
        line: lineOf(ctx.content, 'ACTIONS_ALLOW_UNSECURE_COMMANDS'),
        subject: where,
      }),
    );
  }
}

/** `container:`/`services:` registry passwords written into the file. */
export function containerCredentialRules(ctx: RuleContext): void {
  for (const job of ctx.workflow.jobs) {
    const containers: { name: string; value: unknown }[] = [{ name: 'container', value: job.raw.container }];
    if (isRecord(job.raw.services)) for (const [name, value] of Object.entries(job.raw.services)) containers.push({ name: `service ${name}`, value });
    for (const { name, value } of containers) {
      if (!isRecord(value) || !isRecord(value.credentials)) continue;
      const password = value.credentials.password;
      if (typeof password !== 'string' || password.trim() === '' || findExpressions(password).length > 0) continue;
      ctx.findings.push(
        makeFinding({
          id: 'gha-container-credentials',
          severity: 'high',
          title: `Registry password written into the workflow (job ${job.id}, ${name})`,
          detail: 'The container credentials carry a literal password: everyone who can read the repository can read it, and it stays in the git history. Fix: revoke it, store it as a secret and use password: ${{ secrets.REGISTRY_PASSWORD }}.',
          path: ctx.path,
          line: lineOf(ctx.content, password) ?? lineOf(ctx.content, 'password:'),
          subject: `${job.id}:${name}`,
        }),
      );
    }
  }
}

