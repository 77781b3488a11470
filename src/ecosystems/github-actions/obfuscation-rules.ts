import type { Severity } from '../../signal/schema.js';
import { makeFinding } from '../finding.js';
import { lineOf } from '../util.js';
import type { Expr } from './expression.js';
import { findExpressions, parseExpression } from './expression.js';
import type { RuleContext } from './facts.js';
import { scriptsOf } from './facts.js';
import { isLocalUses } from './workflow.js';

/**
 * gha-obfuscation: workflow text written so that it reads as something else, or so that other
 * checks (and reviewers) miss what it does: `uses:` paths with `.`/`..`/empty segments (and local
 * actions that climb out of the workspace), expressions that only compute a constant
 * (`cu${{ '' }}rl`, `${{ format('{0}{1}', 'cu', 'rl') }}`), no-op wrappers such as
 * `fromJSON(toJSON(x))`, and context indexes computed by a function (`github.event[format(…)]`).
 * Nobody needs these in an ordinary workflow.
 */

/** Functions whose result depends only on their arguments. */
const PURE = new Set(['format', 'join', 'tojson', 'fromjson', 'contains', 'startswith', 'endswith', 'case']);

function isConstant(e: Expr, depth = 0): boolean {
  if (depth > 64) return false;
  switch (e.kind) {
    case 'literal':
      return true;
    case 'call':
      return PURE.has(e.name) && e.args.every((a) => isConstant(a, depth + 1));
    case 'not':
      return isConstant(e.operand, depth + 1);
    case 'binary':
      return isConstant(e.left, depth + 1) && isConstant(e.right, depth + 1);
    default:
      return false;
  }
}

/** `fromJSON(toJSON(x))` or `toJSON(fromJSON(x))` anywhere in the expression. */
function noOpWrapper(e: Expr, depth = 0): boolean {
  if (depth > 64) return false;
  switch (e.kind) {
    case 'call': {
      const inner = e.args[0];
      if (e.args.length === 1 && inner?.kind === 'call' && inner.args.length === 1 && ((e.name === 'fromjson' && inner.name === 'tojson') || (e.name === 'tojson' && inner.name === 'fromjson'))) return true;
      return e.args.some((a) => noOpWrapper(a, depth + 1));
    }
    case 'member':
      return noOpWrapper(e.object, depth + 1);
    case 'not':
      return noOpWrapper(e.operand, depth + 1);
    case 'binary':
      return noOpWrapper(e.left, depth + 1) || noOpWrapper(e.right, depth + 1);
    default:
      return false;
  }
}

/** `x[format(…)]`, `x[join(…)]`: an index computed by a function call. */
const COMPUTED_INDEX = /\[\s*(?:format|join|tojson|fromjson)\s*\(/i;

/** Why an expression body is obfuscated, or null. `inScript`: the expression is pasted into code or a uses:. */
function obfuscatedExpression(body: string, inScript: boolean): string | null {
  if (COMPUTED_INDEX.test(body)) return 'indexes a context with a computed name';
  const e = parseExpression(body);
  if (e === null) return null;
  if (noOpWrapper(e)) return 'wraps a value in fromJSON(toJSON(…)), which changes nothing';
  if (!isConstant(e)) return null;
  // `${{ '${{' }}` is how a script writes a literal `${{`: an escape, not a disguise.
  if (e.kind === 'literal') return inScript && typeof e.value === 'string' && !e.value.includes('{{') && !e.value.includes('}}') ? 'is a constant string written as an expression' : null;
  return 'only computes a constant from literals';
}

/** Why a `uses:` path is obfuscated, or null. */
export function obfuscatedUses(uses: string): string | null {
  if (uses.startsWith('docker://')) return null;
  const at = uses.lastIndexOf('@');
  const path = at < 0 ? uses : uses.slice(0, at);
  if (isLocalUses(path)) {
    // `$/./dir` is how some write the self-repository form: its one leading `./` is the root itself.
    const rest = path.startsWith('$/./') ? path.slice(4) : path.slice(2);
    const segments = rest.split(/[/\\]/);
    let depth = 0;
    for (const segment of segments) {
      if (segment === '..') depth -= 1;
      else if (segment !== '' && segment !== '.') depth += 1;
      if (depth < 0) return 'climbs out of the workspace (..), to run an action from wherever another step put it';
    }
    if (segments.some((s) => s === '..' || s === '.' )) return 'has . or .. segments';
    if (segments.slice(0, -1).some((s) => s === '')) return 'has an empty segment (//)';
    return null;
  }
  const segments = path.split('/');
  if (segments.some((s) => s === '..')) return 'has .. segments, so it names another action than it seems to';
  if (segments.some((s) => s === '.')) return 'has . segments';
  if (segments.some((s) => s === '') ) return 'has an empty segment (//)';
  return null;
}

function stringsIn(value: unknown, out: string[], depth = 0): void {
  if (depth > 8) return;
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out, depth + 1);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, out, depth + 1);
}

export function obfuscationRules(ctx: RuleContext): void {
  const report = (where: string, what: string, severity: Severity, needle: string, subject: string): void => {
    ctx.findings.push(
      makeFinding({
        id: 'gha-obfuscation',
        severity,
        title: `Obfuscated workflow text in ${where}`,
        detail:
          `${where}: ${what}. Such text reads as something other than what runs, and keeps reviewers and checks (injection, pinning, secrets) from seeing it; an ordinary workflow has no reason for it. ` +
          'Fix: write the plain value (the action path, the command, the context) instead, and find out why it was written this way.',
        path: ctx.path,
        line: lineOf(ctx.content, needle),
        subject,
      }),
    );
  };
  for (const job of ctx.workflow.jobs) {
    const usesList = job.uses ? [job.uses] : [];
    for (const step of job.steps) if (step.uses) usesList.push(step.uses);
    for (const uses of usesList) {
      const why = obfuscatedUses(uses);
      if (why) report(`job ${job.id}`, `uses: ${uses} ${why}`, 'high', uses, `${job.id}:uses:${uses}`);
    }
    const texts: { text: string; inScript: boolean }[] = [];
    for (const step of job.steps) {
      for (const script of scriptsOf(step)) texts.push({ text: script, inScript: true });
      if (step.uses) texts.push({ text: step.uses, inScript: true });
      const other: string[] = [];
      stringsIn(step.with, other);
      stringsIn(step.env, other);
      for (const text of other) if (!scriptsOf(step).includes(text)) texts.push({ text, inScript: false });
    }
    const jobTexts: string[] = [];
    stringsIn(job.env, jobTexts);
    stringsIn(job.secrets, jobTexts);
    stringsIn(job.raw.with, jobTexts);
    for (const text of jobTexts) texts.push({ text, inScript: false });
    const seen = new Set<string>();
    for (const { text, inScript } of texts) {
      for (const span of findExpressions(text)) {
        if (seen.has(span.body)) continue;
        const why = obfuscatedExpression(span.body, inScript);
        if (why === null) continue;
        seen.add(span.body);
        report(`job ${job.id}`, `\${{ ${span.body} }} ${why}`, inScript ? 'high' : 'low', span.body, `${job.id}:expr:${span.body}`);
      }
    }
  }
  const workflowEnv: string[] = [];
  stringsIn(ctx.workflow.env, workflowEnv);
  for (const text of workflowEnv) {
    for (const span of findExpressions(text)) {
      const why = obfuscatedExpression(span.body, false);
      if (why) report('the workflow env', `\${{ ${span.body} }} ${why}`, 'low', span.body, `env:expr:${span.body}`);
    }
  }
}
