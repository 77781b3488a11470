import { makeFinding } from '../finding.js';
import { isRecord, lineOf } from '../util.js';
import type { Expr } from './expression.js';
import { findExpressions } from './expression.js';
import type { RuleContext } from './facts.js';
import { parseCondition, usesName } from './facts.js';

/**
 * Features that work, but not as people expect: `pip-install` on setup-python and the cmd shell
 * (gha-misfeature), GitHub App tokens that outlive the job or reach every repository of the owner
 * (gha-github-app-token), and `a && '' || b` pseudo-ternaries whose true arm is falsy
 * (gha-unsound-ternary). Low severity: mistakes to fix, not attacks.
 */

function shellOf(value: unknown): string | null {
  return typeof value === 'string' ? value.trim().toLowerCase() : null;
}

function defaultsShell(defaults: unknown): string | null {
  if (!isRecord(defaults) || !isRecord(defaults.run)) return null;
  return shellOf(defaults.run.shell);
}

export function misfeatureRules(ctx: RuleContext): void {
  const report = (title: string, detail: string, needle: string, subject: string): void => {
    ctx.findings.push(makeFinding({ id: 'gha-misfeature', severity: 'low', title, detail, path: ctx.path, line: lineOf(ctx.content, needle), subject }));
  };
  if (defaultsShell(ctx.workflow.defaults) === 'cmd') {
    report('The workflow runs its scripts in cmd', 'defaults.run.shell: cmd. The Windows cmd shell has no defined grammar, quotes and expands in ways no reviewer or check reads reliably, and is not the default since 2019. Fix: use pwsh (or bash) and quote values as that shell does.', 'shell: cmd', 'defaults:cmd');
  }
  for (const job of ctx.workflow.jobs) {
    if (defaultsShell(job.raw.defaults) === 'cmd') {
      report(`Job ${job.id} runs its scripts in cmd`, `Job ${job.id} sets defaults.run.shell: cmd, a shell with no defined grammar that no check reads reliably. Fix: use pwsh (or bash).`, 'shell: cmd', `${job.id}:defaults:cmd`);
    }
    for (const step of job.steps) {
      if (step.run !== null && shellOf(step.raw.shell) === 'cmd') {
        report(`A step of job ${job.id} runs in cmd`, `Job ${job.id}${step.name ? `, step "${step.name}"` : ''} has shell: cmd, a shell with no defined grammar that no check reads reliably. Fix: use pwsh (or bash).`, 'shell: cmd', `${job.id}:${step.id ?? step.name ?? step.run.slice(0, 40)}:cmd`);
      }
      if (usesName(step) === 'actions/setup-python' && step.with['pip-install'] !== undefined) {
        report(
          `Job ${job.id} installs Python packages through setup-python's pip-install`,
          `Job ${job.id} passes pip-install: ${String(step.with['pip-install']).slice(0, 60)} to actions/setup-python, which installs into the global interpreter without a lockfile or hashes: what gets installed is whatever resolves that day. Fix: install from a locked requirements file (pip install --require-hashes -r …, uv sync --locked) in a run: step, in a virtual environment.`,
          'pip-install',
          `${job.id}:pip-install`,
        );
      }
    }
  }
}

const APP_TOKEN_ACTIONS = new Set(['actions/create-github-app-token', 'tibdex/github-app-token']);

export function githubAppTokenRules(ctx: RuleContext): void {
  for (const job of ctx.workflow.jobs) {
    for (const step of job.steps) {
      if (!APP_TOKEN_ACTIONS.has(usesName(step))) continue;
      const where = `Job ${job.id}${step.name ? `, step "${step.name}"` : ''}`;
      const skip = step.with['skip-token-revoke'];
      if (skip === true || skip === 'true') {
        ctx.findings.push(
          makeFinding({
            id: 'gha-github-app-token',
            severity: 'low',
            title: `${where} keeps its GitHub App token alive after the job`,
            detail: `${where} sets skip-token-revoke: true: the installation token stays valid for up to an hour after the job ends, so a copy taken by any step or action still works. Fix: remove skip-token-revoke.`,
            path: ctx.path,
            line: lineOf(ctx.content, 'skip-token-revoke'),
            subject: `${job.id}:${step.id ?? step.name ?? ''}:revoke`,
          }),
        );
      }
      if (step.with.owner !== undefined && step.with.repositories === undefined) {
        ctx.findings.push(
          makeFinding({
            id: 'gha-github-app-token',
            severity: 'low',
            title: `${where} asks for a GitHub App token to every repository of ${String(step.with.owner)}`,
            detail: `${where} sets owner: without repositories:, so the token can act on every repository the App is installed on, with every permission it was granted, not only on those this job works on. Fix: list the repositories (repositories: …) and the permissions (permission-contents: read, …) the job needs.`,
            path: ctx.path,
            line: lineOf(ctx.content, 'owner:'),
            subject: `${job.id}:${step.id ?? step.name ?? ''}:owner`,
          }),
        );
      }
    }
  }
}

function falsyLiteral(e: Expr): boolean {
  return e.kind === 'literal' && (e.value === '' || e.value === 0 || e.value === false || e.value === null);
}

/** `a && <falsy literal> || b`, anywhere in the expression. */
function unsoundTernary(e: Expr, depth = 0): boolean {
  if (depth > 64) return false;
  switch (e.kind) {
    case 'binary':
      if (e.op === '||' && e.left.kind === 'binary' && e.left.op === '&&' && falsyLiteral(e.left.right)) return true;
      return unsoundTernary(e.left, depth + 1) || unsoundTernary(e.right, depth + 1);
    case 'call':
      return e.args.some((a) => unsoundTernary(a, depth + 1));
    case 'not':
      return unsoundTernary(e.operand, depth + 1);
    case 'member':
      return unsoundTernary(e.object, depth + 1);
    default:
      return false;
  }
}

export function unsoundTernaryRules(ctx: RuleContext): void {
  const bodies = new Set<string>(findExpressions(ctx.content).map((s) => s.body));
  for (const job of ctx.workflow.jobs) {
    for (const condition of [job.if, ...job.steps.map((s) => s.if)]) if (condition !== null && findExpressions(condition).length === 0) bodies.add(condition.trim());
  }
  for (const body of bodies) {
    const e = body.includes('${{') ? null : parseCondition(body);
    if (e === null || !unsoundTernary(e)) continue;
    ctx.findings.push(
      makeFinding({
        id: 'gha-unsound-ternary',
        severity: 'low',
        title: 'An expression uses && … || … as a ternary with a falsy true arm',
        detail: `"${body.slice(0, 120)}": when the condition holds, the value after && is falsy ('', 0, false or null), so the expression falls through to the value after || anyway: it never gives what it seems to. Fix: case(condition, value, fallback), or reverse the condition so that the true arm is not falsy.`,
        path: ctx.path,
        line: lineOf(ctx.content, body),
        subject: body,
      }),
    );
  }
}
