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

/** A file a command writes: `> title.txt`, `>> notes.md`, `| tee [-a] body.txt` (not `>&2`, `2>`, nor `$GITHUB_OUTPUT`). */
const FILE_WRITE = /(?:(?<![>&\d<])>{1,2}\s*|\btee(?:\s+-a)?\s+)["']?([\w./$][\w./${}-]{0,199})["']?/g;
/** A file a command reads whole: `cat title.txt`, `$(< title.txt)`, `done < body.txt`. */
const FILE_READ = /(?:\bcat\s+(?:-\w{1,4}\s+){0,3}|(?<!<)<\s*)["']?([\w./$][\w./${}-]{0,199})["']?/g;
/** `while read -r line`, `while IFS= read -r a b` (the variables it fills in group 1). */
const WHILE_READ = /\bwhile\s+(?:IFS=\S{0,10}\s+)?read\s+(?:-[a-zA-Z]{1,4}\s+){0,4}([A-Za-z_]\w{0,60}(?:[ \t]+[A-Za-z_]\w{0,60}){0,5})/;
/** `read -r TITLE < title.txt`, `read -r TITLE <<< "$BODY"`: the variable and what it reads. */
const READ_ONE = /^\s*(?:IFS=\S{0,10}\s+)?read\s+(?:-[a-zA-Z]{1,4}\s+){0,4}([A-Za-z_]\w{0,60})\s*(<.{1,4000})$/;
/** `for f in LIST; do` (the variable in group 1, the list in group 2). */
const FOR_IN = /^\s*for\s+([A-Za-z_]\w{0,60})\s+in\s+(.{1,4000})$/;
/** `echo "title<<EOF"` (or a generated `$DELIM`): a multi-line output named in group 1, delimited by group 2. */
const OUTPUT_BLOCK = /^\s*(?:echo|printf)\s+(?:-\w{1,4}\s+)?["']?([A-Za-z_][\w-]{0,60})<<\s*["']?(\$?\{?[A-Za-z_]\w{0,60}\}?)/;
const LOOP_LOOKAHEAD = 200;
const LOOKAHEAD_BUDGET = 10_000;

/** A file's name as written, without `./` and with `${VAR}` written `$VAR`. */
const fileName = (f: string): string => f.replace(/^\.\//, '').replace(/\$\{(\w{1,60})\}/g, '$$$1');

/** What outsider text a piece of a script carries: `${{ }}` of it, gh or jq reading it, a variable or a file filled from it. */
function sourcesIn(text: string, shell: boolean, variables: ReadonlyMap<string, string>, files: ReadonlyMap<string, string>): string[] {
  const found = [...outsiderIn(text), ...readsIn(text)];
  for (const v of shellVariablesIn(text)) {
    const from = variables.get(v);
    if (from !== undefined) found.push(shell ? `$${v} (${from})` : from);
  }
  if (shell && files.size > 0) {
    for (const m of text.matchAll(FILE_READ)) {
      const from = files.get(fileName(m[1]!));
      if (from !== undefined) found.push(`${fileName(m[1]!)} (${from})`);
    }
  }
  return found;
}

/**
 * The input of a `while read` loop that starts at line `index`: what is piped into it (`cmd | while
 * read …`) or what its `done` line redirects into it (`done < body.txt`, `done <<< "$BODY"`, `done <
 * <(cmd)`), the nesting of `do`/`done` counted over at most LOOP_LOOKAHEAD lines.
 */
function loopInput(lines: readonly string[], index: number, at: number, budget: { left: number }): string {
  const line = lines[index] ?? '';
  const piped = line.slice(0, at);
  if (/\|\s*$/.test(piped)) return piped;
  let depth = 0;
  for (let i = index; i < lines.length && i <= index + LOOP_LOOKAHEAD && budget.left > 0; i += 1) {
    budget.left -= 1;
    const text = lines[i] ?? '';
    depth += (text.match(/(?:^|[;\s])do(?=\s|$)/g) ?? []).length;
    const done = /(?:^|[;\s])done\b(.{0,4000})$/.exec(text);
    if (done !== null) {
      depth -= 1;
      if (depth <= 0) return done[1]!;
    }
  }
  return '';
}

/** Lines inside a `{ … } >> "$GITHUB_OUTPUT"` (or `( … )`) group: what they print goes to the outputs. */
function outputGroupLines(lines: readonly string[], budget: { left: number }): Set<number> {
  const inside = new Set<number>();
  for (let i = 0; i < lines.length; i += 1) {
    if (!/^\s*[{(]\s*$/.test(lines[i] ?? '')) continue;
    for (let j = i + 1; j < lines.length && j <= i + LOOP_LOOKAHEAD && budget.left > 0; j += 1) {
      budget.left -= 1;
      const close = /^\s*[})]\s*(.{0,500})$/.exec(lines[j] ?? '');
      if (close === null) continue;
      if (/>{1,2}\s*["']?\$\{?GITHUB_OUTPUT\b/.test(close[1]!)) for (let k = i + 1; k < j; k += 1) inside.add(k);
      i = j;
      break;
    }
  }
  return inside;
}

/**
 * Reads one step's script in order and reports what outsider text output `name` receives (`name`
 * null: only the files it writes are followed, for a later step). `files` carries the files earlier
 * steps of the job filled with outsider text (`printf '%s' "$TITLE" > pr_title.txt`) and gains this
 * step's.
 */
function scanStep(workflow: Workflow, job: WorkflowJob, step: WorkflowStep, name: string | null, files: Map<string, string>): Set<string> {
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
    const lines = script.split('\n').slice(0, MAX_LINES).map((raw) => raw.slice(0, MAX_LINE));
    // Lines looked ahead at, for groups and loops, in all: a script of nested openers is not read again for each.
    const budget = { left: LOOKAHEAD_BUDGET };
    const grouped = shell ? outputGroupLines(lines, budget) : new Set<number>();
    // An open multi-line output (`echo "title<<EOF" >> "$GITHUB_OUTPUT"` … `echo EOF`).
    let block: { name: string; close: RegExp } | null = null;
    lines.forEach((line, index) => {
      if (shell) {
        // A loop's variables take what the loop reads: `while read -r line; do … done < body.txt`, `for b in $(gh pr view … -q .headRefName)`.
        const loop = WHILE_READ.exec(line);
        if (loop !== null && variables.size < 50) {
          const input = loopInput(lines, index, loop.index, budget);
          const sources = CUT.test(input) ? [] : sourcesIn(input, true, variables, files);
          for (const v of loop[1]!.split(/\s+/)) {
            if (sources.length > 0) variables.set(v, sources.join(', '));
            else variables.delete(v);
          }
        }
        const forIn = FOR_IN.exec(line);
        if (forIn !== null && variables.size < 50) {
          const list = forIn[2]!.replace(/;\s*do\b.*$/, '');
          const sources = CUT.test(list) ? [] : sourcesIn(list, true, variables, files);
          if (sources.length > 0) variables.set(forIn[1]!, sources.join(', '));
          else variables.delete(forIn[1]!);
        }
        const toOutput = grouped.has(index) || line.includes('GITHUB_OUTPUT');
        const opened = toOutput ? OUTPUT_BLOCK.exec(line) : null;
        if (opened !== null) {
          const token = opened[2]!.replace(/^\$\{?|\}$/g, '');
          block = { name: opened[1]!.toLowerCase(), close: new RegExp(String.raw`^\s*(?:echo|printf)\s+(?:-\w{1,4}\s+)?["']?\$?\{?${token}\}?["']?\s*(?:>|$)`) };
          return;
        }
        if (block !== null && toOutput) {
          if (block.close.test(line)) block = null;
          else if (block.name === name && !CUT.test(line)) for (const s of sourcesIn(line.replace(/>{1,2}\s*["']?\$\{?GITHUB_OUTPUT\}?["']?/, ''), true, variables, files)) found.add(s);
          return;
        }
        if (grouped.has(index) && name !== null) {
          const echoed = OUTPUT_LINE.exec(line);
          if (echoed !== null && echoed[1]!.toLowerCase() === name && !CUT.test(line)) for (const s of sourcesIn(line.slice(echoed.index + echoed[0].length), true, variables, files)) found.add(s);
          return;
        }
      }
      const written = name === null ? null : writesOutput(line, name, shell);
      if (written !== null) {
        if (CUT.test(written)) return;
        for (const s of sourcesIn(written, shell, variables, files)) found.add(s);
        if (!shell) for (const [v, from] of variables) if (new RegExp(String.raw`(?<![\w$.])${v.replace(/\$/g, '\\$')}\b`).test(written)) found.add(from);
        return;
      }
      if (shell) {
        // A file filled with outsider text: `printf '%s' "$TITLE" > pr_title.txt`, `gh pr view … -q .title > title.txt`.
        for (const m of line.matchAll(FILE_WRITE)) {
          const file = fileName(m[1]!);
          if (/^\/dev\/|GITHUB_/.test(file)) continue;
          const before = line.slice(0, m.index);
          const sources = CUT.test(before) ? [] : sourcesIn(before, true, variables, files);
          if (sources.length > 0 && files.size < 50) files.set(file, sources.join(', '));
          else if (!m[0].includes('>>') && !/\btee\s+-a\b/.test(m[0])) files.delete(file);
        }
        const read = READ_ONE.exec(line);
        if (read !== null && !WHILE_READ.test(line) && variables.size < 50) {
          const sources = sourcesIn(read[2]!, true, variables, files);
          if (sources.length > 0) variables.set(read[1]!, sources.join(', '));
          else variables.delete(read[1]!);
          return;
        }
      }
      const assignment = (shell ? SHELL_ASSIGNMENT : JS_ASSIGNMENT).exec(line);
      if (assignment === null || variables.size >= 50) return;
      const value = assignment[2]!;
      if (CUT.test(value)) {
        variables.delete(assignment[1]!);
        return;
      }
      const sources = shell ? sourcesIn(value, true, variables, files).map((s) => s.replace(/^\$\w+ \((.*)\)$/, '$1')) : sourcesIn(value, false, variables, files);
      if (sources.length > 0) variables.set(assignment[1]!, sources.join(', '));
      else variables.delete(assignment[1]!);
    });
  }
  return found;
}

/** Per job, the files filled with outsider text before each of its steps (computed once, in one pass over the job). */
const filesBefore = new WeakMap<WorkflowJob, ReadonlyMap<string, string>[]>();

function filesBeforeStep(workflow: Workflow, job: WorkflowJob, index: number): Map<string, string> {
  let before = filesBefore.get(job);
  if (before === undefined) {
    const files = new Map<string, string>();
    before = job.steps.map((step) => {
      const snapshot = new Map(files);
      if (step.run) scanStep(workflow, job, step, null, files);
      return snapshot;
    });
    filesBefore.set(job, before);
  }
  return new Map(before[index] ?? []);
}

/** What outsider text the output `name` of `step` carries (empty when none): its own script, and files earlier steps of the job filled. */
function stepOutputSources(workflow: Workflow, job: WorkflowJob, step: WorkflowStep, name: string): string[] {
  return [...scanStep(workflow, job, step, name, filesBeforeStep(workflow, job, job.steps.indexOf(step)))];
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
