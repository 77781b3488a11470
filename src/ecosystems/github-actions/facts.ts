import type { KeyedFinding } from '../finding.js';
import { isRecord } from '../util.js';
import type { Expr } from './expression.js';
import { findExpressions, parseExpression } from './expression.js';
import type { Workflow, WorkflowJob, WorkflowStep } from './workflow.js';

/**
 * Facts the workflow rules share: which triggers a workflow has and what they imply, what a job
 * checks out, which secrets it reads, the scripts of its steps. Pure functions of the parsed file.
 */

/** Triggers that run with the base repository's secrets and a write token on events outsiders cause. */
export const PRIVILEGED_TRIGGERS: ReadonlySet<string> = new Set(['pull_request_target', 'workflow_run', 'issue_comment', 'issues', 'discussion', 'discussion_comment']);
/** Privileged triggers whose runs can act on a pull request's code (the "pwn request" family). */
export const PR_CODE_TRIGGERS: ReadonlySet<string> = new Set(['pull_request_target', 'workflow_run', 'issue_comment']);
/** Triggers outsiders can cause at all. */
export const OUTSIDER_TRIGGERS: ReadonlySet<string> = new Set([
  ...PRIVILEGED_TRIGGERS,
  'pull_request',
  'pull_request_review',
  'pull_request_review_comment',
  'fork',
  'watch',
]);

export interface RuleContext {
  readonly workflow: Workflow;
  readonly content: string;
  readonly path: string;
  readonly triggers: readonly string[];
  /** Privileged triggers present (pull_request_target, workflow_run, issue_comment, issues, discussion…). */
  readonly privileged: readonly string[];
  /** An outsider can start this workflow. */
  readonly outsider: boolean;
  readonly findings: KeyedFinding[];
}

/** What a workflow's triggers imply, for rules that weigh a finding by them. */
export type TriggerFacts = Pick<RuleContext, 'workflow' | 'triggers' | 'privileged' | 'outsider'>;

export function triggerFactsOf(workflow: Workflow): TriggerFacts {
  const triggers = [...workflow.triggers];
  return { workflow, triggers, privileged: triggers.filter((t) => PRIVILEGED_TRIGGERS.has(t)), outsider: triggers.some((t) => OUTSIDER_TRIGGERS.has(t)) };
}

/** A step's code: its `run:` script, or `script:` of actions/github-script. */
export function scriptsOf(step: WorkflowStep): string[] {
  const scripts: string[] = [];
  if (step.run) scripts.push(step.run);
  if (step.uses && /^actions\/github-script@/i.test(step.uses) && typeof step.with.script === 'string') scripts.push(step.with.script);
  return scripts;
}

export function usesName(step: { uses: string | null }): string {
  const uses = step.uses ?? '';
  const at = uses.indexOf('@');
  return (at < 0 ? uses : uses.slice(0, at)).toLowerCase();
}

/** Expressions that name PR-controlled code: head SHA or branch, a pull ref, the head repository. */
const PR_HEAD_EXPRESSION =
  /github\.event\.pull_request\.head\.(?:sha|ref|repo\.full_name)|github\.head_ref|github\.event\.workflow_run\.head_(?:sha|branch|repository\.full_name)|github\.event\.pull_request\.merge_commit_sha|refs\/pull\/|github\.event\.issue\.pull_request|github\.event\.number|github\.event\.pull_request\.number|github\.event\.issue\.number/;

const CHECKOUT_RUN = /\bgh\s+pr\s+checkout\b|\bgit\s+(?:fetch|checkout|pull|switch)\b[^\n]*(?:pull\/|\$\{\{\s*(?:github\.head_ref|github\.event\.(?:pull_request\.head|workflow_run\.head)))/;

/** `${{ env.NAME }}` and `${{ steps.ID.outputs.NAME }}` in a value: indirections prCheckoutOf follows one step. */
const ENV_EXPRESSION = /\$\{\{\s*env\.([A-Za-z_][\w-]{0,100})\s*\}\}/g;
const STEP_OUTPUT_EXPRESSION = /\$\{\{\s*steps\.([A-Za-z_][\w-]{0,100})\.outputs\.[A-Za-z_][\w-]{0,100}\s*\}\}/g;
/** A git command of a run: script that checks something out, with the variables it names (`git fetch origin "$PR_SHA"`). */
const GIT_CHECKOUT_COMMAND = /\bgit\s+(?:fetch|checkout|pull|switch)\b[^\n]{0,300}/g;

/**
 * Whether a value names PR-controlled code: directly (PR_HEAD_EXPRESSION), through an `env.NAME`
 * the workflow, job or step binds to such an expression, or through a step's output that a `run:`
 * step of the job writes from one (`echo "sha=${{ github.event.pull_request.head.sha }}" >> "$GITHUB_OUTPUT"`).
 */
function namesPrHead(value: string, env: ReadonlyMap<string, string>, job: WorkflowJob): boolean {
  if (PR_HEAD_EXPRESSION.test(value)) return true;
  for (const m of value.matchAll(ENV_EXPRESSION)) if (PR_HEAD_EXPRESSION.test(env.get(m[1] ?? '') ?? '')) return true;
  for (const m of value.matchAll(STEP_OUTPUT_EXPRESSION)) {
    const writer = job.steps.find((s) => s.id === m[1]);
    if (writer?.run && writer.run.includes('GITHUB_OUTPUT') && PR_HEAD_EXPRESSION.test(writer.run)) return true;
  }
  return false;
}

/** The text (a checkout ref, a git command) by which a job checks out PR code, or null. */
export function prCheckoutOf(job: WorkflowJob, workflow: Workflow): string | null {
  for (const step of job.steps) {
    const env = envOf(workflow, job, step);
    if (step.uses && /^actions\/checkout@/i.test(step.uses)) {
      const ref = typeof step.with.ref === 'string' ? step.with.ref : '';
      const repository = typeof step.with.repository === 'string' ? step.with.repository : '';
      if (namesPrHead(ref, env, job)) return ref;
      if (namesPrHead(repository, env, job)) return repository;
    }
    const command = step.run ? CHECKOUT_RUN.exec(step.run) : null;
    if (command) return command[0];
    // A git command given a variable the environment binds to the PR head (`git fetch origin $PR_SHA`).
    if (step.run && env.size > 0) {
      for (const git of step.run.matchAll(GIT_CHECKOUT_COMMAND)) {
        if ([...shellVariablesIn(git[0])].some((name) => PR_HEAD_EXPRESSION.test(env.get(name) ?? ''))) return git[0];
      }
    }
  }
  return null;
}

/** Names of the repository secrets a value mentions (`secrets.NAME`, `secrets['NAME']`), GITHUB_TOKEN aside. */
export function secretNamesIn(value: unknown): string[] {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
  const names = new Set<string>();
  for (const m of text.matchAll(/secrets\s*(?:\.\s*([A-Za-z_][\w-]*)|\[\s*'([A-Za-z_][\w-]*)'\s*\])/g)) {
    const name = (m[1] ?? m[2] ?? '').toUpperCase();
    if (name !== '' && name !== 'GITHUB_TOKEN') names.add(name);
  }
  return [...names];
}

/** True when any `${{ }}` in the value serializes the whole secrets context (toJSON(secrets)). */
export function dumpsAllSecrets(value: unknown): boolean {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
  return /tojson\(\s*secrets\s*\)/i.test(text);
}

export function runsOnLabels(runsOn: unknown): string[] {
  if (typeof runsOn === 'string') return [runsOn];
  if (Array.isArray(runsOn)) return runsOn.filter((l): l is string => typeof l === 'string');
  if (isRecord(runsOn)) {
    const group = runsOn.group;
    return [...runsOnLabels(runsOn.labels), ...(typeof group === 'string' ? ['self-hosted'] : [])];
  }
  return [];
}

/** The parsed body of a condition (`if:` with or without `${{ }}`), or null. */
export function parseCondition(condition: string): Expr | null {
  const trimmed = condition.trim();
  const spans = findExpressions(trimmed);
  if (spans.length === 1 && trimmed.startsWith('${{') && trimmed.endsWith('}}')) return parseExpression(spans[0]!.body);
  if (spans.length === 0) return parseExpression(trimmed);
  return null;
}

/** Each environment variable visible to a step, with its value: workflow, then job, then step env. */
export function envOf(workflow: Workflow, job: WorkflowJob, step: WorkflowStep | null): Map<string, string> {
  const env = new Map<string, string>();
  for (const source of [workflow.env, job.env, step?.env ?? {}]) {
    for (const [name, value] of Object.entries(source)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') env.set(name, String(value));
    }
  }
  return env;
}

/** Environment variables a shell script reads: $NAME, ${NAME}, $env:NAME (PowerShell). */
export function shellVariablesIn(script: string): Set<string> {
  const names = new Set<string>();
  for (const m of script.matchAll(/\$(?:\{([A-Za-z_]\w*)|env:([A-Za-z_]\w*)|([A-Za-z_]\w*))/g)) names.add(m[1] ?? m[2] ?? m[3] ?? '');
  for (const m of script.matchAll(/process\.env\.([A-Za-z_]\w*)/g)) names.add(m[1] ?? '');
  names.delete('');
  return names;
}

/** Activity types a trigger is filtered to (`types:`), or null when it fires on all of them. */
export function triggerTypes(workflow: Workflow, trigger: string): string[] | null {
  if (!isRecord(workflow.on)) return null;
  const config = workflow.on[trigger];
  if (!isRecord(config)) return null;
  const types = config.types;
  if (typeof types === 'string') return [types];
  if (Array.isArray(types)) return types.filter((t): t is string => typeof t === 'string');
  return null;
}
