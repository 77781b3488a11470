import { isRecord } from '../util.js';
import { controlOf } from './contexts.js';
import { expressionContexts, findExpressions, pathText } from './expression.js';
import { envOf, scriptsOf, shellVariablesIn } from './facts.js';
import type { Workflow, WorkflowJob, WorkflowStep } from './workflow.js';

/**
 * Outsider-written text carried by a step output (gha-template-injection): an earlier step writes
 * a PR title, a comment body or a branch name into `$GITHUB_OUTPUT` (`echo "title=$(gh pr view N
 * --json title -q .title)" >> "$GITHUB_OUTPUT"`, `echo "branch=$BRANCH"` where `BRANCH` came from
 * `jq -r .workflow_run.head_branch "$GITHUB_EVENT_PATH"` or an env: bound to the event, github-script's
 * `core.setOutput('title', context.payload.pull_request.title)`), and `${{ steps.<id>.outputs.<name> }}`
 * (or `${{ needs.<job>.outputs.<name> }}` mapped to one) pastes it into a later script. Only what
 * the output line itself carries is followed: a SHA, a number, a boolean or a value the workflow
 * computes is not outsider text.
 */

const MAX_LINES = 2000;
const MAX_LINE = 4000;
const MAX_DEPTH = 4;

const OUTPUT_LINE = /^\s*(?:echo|printf)\s+(?:-\w{1,4}\s+)?["']?([A-Za-z_][\w-]{0,60})=/;
const SET_OUTPUT = /::set-output\s+name=([\w-]{1,60})::/;
const JS_SET_OUTPUT = /\bsetOutput\s*\(\s*['"`]([\w-]{1,60})['"`]\s*,/;
const SHELL_ASSIGNMENT = /^\s*(?:export\s+|local\s+|declare\s+(?:-\w+\s+)?)?([A-Za-z_]\w{0,60})=(.{1,4000})$/;
const JS_ASSIGNMENT = /^\s*(?:const|let|var)\s+([A-Za-z_$][\w$]{0,60})\s*=\s*(.{1,4000})$/;

/** gh reading an issue's or PR's text: `gh pr view`, `gh issue view`, `gh api …/pulls/N`, `gh pr list`. */
const GH_READ = /\bgh\s+(?:pr\s+(?:view|list)|issue\s+(?:view|list)|api\s+\S{0,300}?\b(?:issues|pulls|comments|commits|reviews|graphql)\b)/;
/** The field a gh selector or `--json` names, when outsiders write it (a title, a body, a branch name, a commit message). */
const GH_OUTSIDER_FIELD = /(?:^|[\s.,'"{|[])(?:title|body|headRefName|head\.ref|head\.label|message|messageHeadline|messageBody)\b/;
const GH_SELECTOR = /\s(?:--jq|-q|--template|-t)(?:=|\s+)('[^']{0,500}'|"[^"]{0,500}"|\S{1,500})/;
const GH_JSON = /\s--json(?:=|\s+)('[^']{0,500}'|"[^"]{0,500}"|\S{1,500})/;
/** jq reading the event payload: `jq -r .pull_request.title "$GITHUB_EVENT_PATH"`, `< $GITHUB_EVENT_PATH`. */
const EVENT_FILE = /\$\{?GITHUB_EVENT_PATH\b/;
const JQ_PATH = /\bjq\s+(?:-[a-zA-Z]{1,4}\s+|--[a-z-]{1,20}\s+){0,4}['"]?((?:\.[A-Za-z_]\w{0,60}(?:\[\d{0,6}\])?){1,8})['"]?/;
/**
 * A value cut down to plain characters or to a digest on its way (`tr -cd`, `sed 's/[^a-z0-9]/-/g'`,
 * `grep -o`, `${V//[^a-z]/}`, `wc`, a checksum, base64): what is written is not the outsider's text.
 */
const CUT = /\btr\s+-(?:cd|dc|c\s+-d|d\s+-c)\b|\bsed\s[^\n]{0,300}?s[/|#,]\[\^|\bgrep\s+(?:-\w{1,10}\s+){0,4}-[A-Za-z]{0,6}o|\$\{\w{1,60}\/\/\[\^|\bwc\b|\bsha(?:1|224|256|384|512)sum\b|\bmd5sum\b|\bbase64\b/;
const PAYLOAD = /\b(?:context\.payload|github\.context\.payload)((?:\.[A-Za-z_]\w{0,60}){1,6})/g;

/** What outsider-written text one line reads: gh of a title or body, jq of the event payload, github-script's context.payload. */
function readsIn(line: string): string[] {
  const found: string[] = [];
  if (GH_READ.test(line)) {
    const selector = GH_SELECTOR.exec(line)?.[1];
    const json = GH_JSON.exec(line)?.[1];
    const jq = /\|\s*jq\s+(?:-\w{1,4}\s+){0,3}('[^']{0,500}'|"[^"]{0,500}"|\S{1,500})/.exec(line)?.[1];
    const chosen = selector ?? jq ?? json;
    if (chosen !== undefined && GH_OUTSIDER_FIELD.test(chosen)) found.push(`gh's ${chosen.replace(/^['"]|['"]$/g, '')}`);
  }
  if (EVENT_FILE.test(line)) {
    const filter = JQ_PATH.exec(line)?.[1];
    if (filter !== undefined) {
      const path = ['github', 'event', ...filter.replace(/\[\d*\]/g, '.*').slice(1).toLowerCase().split('.').filter((s) => s !== '')];
      if (controlOf(path, false) === 'outsider') found.push(pathText(path));
    }
  }
  for (const m of line.matchAll(PAYLOAD)) {
    const path = ['github', 'event', ...m[1]!.slice(1).toLowerCase().split('.')];
    if (controlOf(path, false) === 'outsider') found.push(pathText(path));
  }
  return found;
}

function writesOutput(line: string, name: string, shell: boolean): string | null {
  if (shell) {
    const echoed = line.includes('GITHUB_OUTPUT') ? OUTPUT_LINE.exec(line) : null;
    if (echoed !== null && echoed[1]!.toLowerCase() === name) return line.slice(echoed.index + echoed[0].length);
    const legacy = SET_OUTPUT.exec(line);
    if (legacy !== null && legacy[1]!.toLowerCase() === name) return line.slice(legacy.index + legacy[0].length);
    return null;
  }
  const set = JS_SET_OUTPUT.exec(line);
  if (set !== null) return set[1]!.toLowerCase() === name ? line.slice(set.index + set[0].length) : null;
  const ret = /^\s*return\s(.*)$/.exec(line);
  return name === 'result' && ret !== null ? ret[1]! : null;
}

/** The outsider-written text an expression value can carry, directly or through env: bindings. */
function outsiderIn(text: string): string[] {
  const found: string[] = [];
  for (const span of findExpressions(text)) {
    for (const { path, serialized } of expressionContexts(span.body)) if (controlOf(path, serialized) === 'outsider') found.push(pathText(path));
  }
  return found;
}

/** What outsider text the output `name` of `step` carries (empty when none). */
function stepOutputSources(workflow: Workflow, job: WorkflowJob, step: WorkflowStep, name: string): string[] {
  const env = envOf(workflow, job, step);
  const found = new Set<string>();
  for (const script of scriptsOf(step)) {
    const shell = step.run === script;
    // Variables filled from outsider text, in order: `BRANCH=$(jq -r .workflow_run.head_branch "$GITHUB_EVENT_PATH")`, `T="$TITLE"`.
    const variables = new Map<string, string>();
    for (const [key, value] of env) {
      const sources = outsiderIn(value);
      if (sources.length > 0) variables.set(key, sources.join(', '));
    }
    for (const raw of script.split('\n').slice(0, MAX_LINES)) {
      const line = raw.slice(0, MAX_LINE);
      const written = writesOutput(line, name, shell);
      if (written !== null) {
        if (CUT.test(written)) continue;
        for (const s of [...outsiderIn(written), ...readsIn(written)]) found.add(s);
        for (const v of shellVariablesIn(written)) {
          const from = variables.get(v);
          if (from !== undefined) found.add(shell ? `$${v} (${from})` : from);
        }
        if (!shell) for (const [v, from] of variables) if (new RegExp(String.raw`(?<![\w$.])${v.replace(/\$/g, '\\$')}\b`).test(written)) found.add(from);
        continue;
      }
      const assignment = (shell ? SHELL_ASSIGNMENT : JS_ASSIGNMENT).exec(line);
      if (assignment === null || variables.size >= 50) continue;
      const value = assignment[2]!;
      if (CUT.test(value)) {
        variables.delete(assignment[1]!);
        continue;
      }
      const direct = [...outsiderIn(value), ...readsIn(value)];
      const copied = shell ? [...shellVariablesIn(value)].map((v) => variables.get(v)).filter((v): v is string => v !== undefined) : [];
      const sources = [...direct, ...copied];
      if (sources.length > 0) variables.set(assignment[1]!, sources.join(', '));
      else variables.delete(assignment[1]!);
    }
  }
  return [...found];
}

/**
 * The outsider-written text that `${{ body }}` brings into a script of step `stepIndex` of `job`
 * through `steps.<id>.outputs.<name>` of an earlier step, or `needs.<job>.outputs.<name>` mapped
 * to one. Each source is named with the output it went through.
 */
export function stepOutputTaintOf(body: string, workflow: Workflow, job: WorkflowJob, stepIndex: number, depth = 0): string[] {
  if (depth > MAX_DEPTH || !/\b(?:steps|needs)\./i.test(body)) return [];
  const found = new Set<string>();
  for (const { path } of expressionContexts(body)) {
    const [head, id, third, name] = path;
    if (path.length !== 4 || third !== 'outputs' || id === undefined || name === undefined || name === '*') continue;
    if (head === 'steps') {
      const index = job.steps.findIndex((s, i) => i < stepIndex && s.id?.toLowerCase() === id);
      const step = job.steps[index];
      if (step === undefined) continue;
      for (const s of stepOutputSources(workflow, job, step, name)) found.add(`steps.${step.id ?? id}.outputs.${name} (${s})`);
    } else if (head === 'needs') {
      const needed = workflow.jobs.find((j) => j.id.toLowerCase() === id && j !== job);
      const outputs = needed !== undefined && isRecord(needed.raw.outputs) ? needed.raw.outputs : {};
      const value = Object.entries(outputs).find(([key]) => key.toLowerCase() === name)?.[1];
      if (needed === undefined || typeof value !== 'string') continue;
      for (const span of findExpressions(value)) {
        for (const s of stepOutputTaintOf(span.body, workflow, needed, needed.steps.length, depth + 1)) found.add(`needs.${needed.id}.outputs.${name} ← ${s}`);
      }
    }
  }
  return [...found];
}
