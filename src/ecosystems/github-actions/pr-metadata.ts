import type { Severity } from '../../signal/schema.js';
import type { PrSnapshot } from '../../snapshot/pr-snapshot.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { lineOf } from '../util.js';
import { controlOf } from './contexts.js';
import { findExpressions, parseExpression, pathText, valueContexts } from './expression.js';
import { OUTSIDER_TRIGGERS, scriptsOf } from './facts.js';
import { isActionPath, parseWorkflow } from './workflow.js';

/**
 * The pull request's own metadata as a payload: a head branch name, title or body written to run
 * in the shell of a workflow that already exists on the base branch and expands it
 * (`${{ github.head_ref }}` in a run: script). The PR's diff can be harmless; the attack is the
 * metadata. When it carries shell syntax, the analysis reads the base's workflows (a bounded number,
 * see fetch-pr-data.ts) and names those that would expand it.
 */

type Field = 'branch' | 'title' | 'body';

const COMMAND = String.raw`(?:curl|wget|bash|sh|zsh|nc|ncat|python3?|perl|base64|eval|whoami|printenv|env|sudo|chmod|rm\s+-)`;
/** `$(…)` command substitution. */
const SUBSTITUTION = /\$\([^)\n]{0,200}\)/;
/** Every `$(…)` of a title, read one by one (a Rust macro repetition before a real substitution). */
const SUBSTITUTION_ALL = /\$\([^)\n]{0,200}\)/g;
/**
 * The fragment specifiers of a Rust `macro_rules!` metavariable (`$arg:tt`, `$e:expr`), its name
 * left out as titles shorten it (crossbeam's "select_macro: Handle block as { $($:tt)* }": `$:`
 * expands to nothing in a shell, so it would run a command named `$:tt`).
 */
const MACRO_FRAGMENT = /^\w{0,40}:(?:tt|expr|expr_2021|ident|ty|pat|pat_param|path|block|stmt|item|lifetime|literal|meta|vis)[\s,;=>]{0,4}$/;
/**
 * Rust's `macro_rules!` repetition, which titles of Rust projects name (serde_json's "Switch to
 * $(,)? in tri macro"): `$(,)?`, `$(;)*`, `$($arg:tt)*`, `$($e:expr),*`, the `)` followed by a
 * repetition operator, maybe after a separator. Its content is one or two separator characters or
 * only metavariables with their fragment specifiers, so a shell that pasted the title would run a
 * command named `,` or `:tt`: nothing. Any word beside them (`$($x:tt;id)*`), a pipe, a quote or a
 * nested `$(` is read as a substitution.
 */
function isMacroRepetition(sample: string, match: RegExpExecArray): boolean {
  const end = match.index + match[0].length;
  if (!/^[,;]?[*+?]/.test(sample.slice(end, end + 2))) return false;
  const inner = match[0].slice(2, -1);
  if (/^[,;.:=]{1,2}$/.test(inner)) return true;
  const pieces = inner.split('$');
  return pieces.length > 1 && /^\s{0,2}$/.test(pieces[0] ?? '') && pieces.slice(1).every((p) => MACRO_FRAGMENT.test(p));
}
/** The first `$(…)` of a title that is not a Rust macro repetition. */
function titleSubstitution(sample: string): RegExpExecArray | null {
  for (const match of sample.matchAll(SUBSTITUTION_ALL)) if (!isMacroRepetition(sample, match)) return match;
  return null;
}
/** `$(` followed by a command word (for bodies, where `$(…)` appears in documentation). */
const SUBSTITUTION_COMMAND = new RegExp(String.raw`\$\(\s*${COMMAND}\b`);
/** `${IFS}` / `$IFS`: a space that survives where spaces are not allowed (branch names). */
const IFS = /\$\{IFS\}|\$IFS\b/;
/** A backticked command with an argument. */
const BACKTICK = new RegExp(String.raw`\x60\s*${COMMAND}\s+[^\x60\n]{1,200}\x60`, 'g');
/** A command separator followed by a command word. */
const SEPARATOR = new RegExp(String.raw`(?:;|\|\|?|&&)\s*${COMMAND}(?:\b|\$)`);

/**
 * What a backticked command does beyond naming a program and its options: a pipe, separator,
 * redirection or expansion, a file named by an absolute or home path or `@file`, a URL, or a host
 * with a path. Without it the span is a Markdown code span of the kind titles and descriptions
 * carry every day (`python -bb`, `curl -V`, `rm -rf node_modules`).
 */
const SPAN_DOES_MORE = /[|;&<>$@~]|:\/\/|(?:^|\s)\/|\w\.[a-z]{2,24}\//i;

export interface ShellPayload {
  /** The shell syntax, as found (at most 120 characters). */
  readonly text: string;
  /**
   * A code span that only names a command and its options (`python -bb`): shell syntax only for a
   * workflow that pastes the field into a script, everyday Markdown otherwise.
   */
  readonly codeSpan: boolean;
}

/** The shell syntax a metadata field carries (the strongest form found first), or null. */
export function shellPayloadOf(text: string, field: Field): ShellPayload | null {
  const sample = text.length > 20_000 ? text.slice(0, 20_000) : text;
  const patterns = field === 'body' ? [IFS, SUBSTITUTION_COMMAND] : [IFS, SUBSTITUTION, SEPARATOR];
  for (const pattern of patterns) {
    const match = pattern === SUBSTITUTION && field === 'title' ? titleSubstitution(sample) : pattern.exec(sample);
    if (match) return { text: match[0].slice(0, 120), codeSpan: false };
  }
  let span: string | null = null;
  for (const match of sample.matchAll(BACKTICK)) {
    if (SPAN_DOES_MORE.test(match[0].slice(1, -1))) return { text: match[0].slice(0, 120), codeSpan: false };
    span ??= match[0].slice(0, 120);
  }
  return span === null ? null : { text: span, codeSpan: true };
}

/** The shell syntax a metadata field carries, or null. */
export function shellPayloadIn(text: string, field: Field): string | null {
  return shellPayloadOf(text, field)?.text ?? null;
}

export function hasShellPayload(meta: { title: string; body: string; headRef: string }): boolean {
  return shellPayloadIn(meta.headRef, 'branch') !== null || shellPayloadIn(meta.title, 'title') !== null || shellPayloadIn(meta.body, 'body') !== null;
}

/** Contexts that carry each field of a pull request's metadata. */
const FIELD_CONTEXTS: Readonly<Record<Field, readonly string[]>> = {
  branch: ['github.head_ref', 'github.event.pull_request.head.ref', 'github.event.pull_request.head.label', 'github.event.workflow_run.head_branch', 'github.event.workflow_run.pull_requests.*.head.ref'],
  title: ['github.event.pull_request.title', 'github.event.issue.title', 'github.event.workflow_run.display_title'],
  body: ['github.event.pull_request.body', 'github.event.issue.body'],
};

function carries(path: readonly string[], serialized: boolean, field: Field): boolean {
  const text = pathText(path);
  if (FIELD_CONTEXTS[field].includes(text)) return true;
  // A whole object expanded or serialized (github.event, github.event.pull_request) carries its fields.
  return controlOf(path, serialized) === 'outsider' && FIELD_CONTEXTS[field].some((c) => c.startsWith(`${text}.`));
}

interface Expansion {
  readonly path: string;
  readonly line: number | null;
  readonly job: string;
  readonly expression: string;
}

/** Where the base's workflows (and actions) expand a context that carries `field` into a script. */
function expansionsOf(files: readonly { path: string; content: string }[], field: Field): Expansion[] {
  const found: Expansion[] = [];
  for (const file of files) {
    const base = file.path.split('/').pop() ?? '';
    const parsed = parseWorkflow(file.content, isActionPath(base) ? 'action' : 'workflow');
    if ('skipReason' in parsed) continue;
    const { workflow } = parsed;
    if (workflow.kind === 'workflow' && ![...workflow.triggers].some((t) => OUTSIDER_TRIGGERS.has(t))) continue;
    for (const job of workflow.jobs) {
      for (const step of job.steps) {
        for (const script of scriptsOf(step)) {
          for (const span of findExpressions(script)) {
            const expr = parseExpression(span.body);
            if (expr === null || !valueContexts(expr).some((v) => carries(v.path, v.serialized, field))) continue;
            found.push({ path: file.path, line: lineOf(file.content, span.body), job: job.id, expression: span.body });
          }
        }
      }
    }
  }
  return found;
}

const FIELD_NAME: Readonly<Record<Field, string>> = { branch: 'head branch name', title: 'title', body: 'description' };

export function prMetadataFindings(snapshot: PrSnapshot): KeyedFinding[] {
  const fields: [Field, string][] = [
    ['branch', snapshot.headBranch],
    ['title', snapshot.title],
    ['body', snapshot.body],
  ];
  // The base's workflows: those read because of the payload, and the base side of workflows the PR changes.
  const workflows = new Map<string, string>();
  for (const file of snapshot.baseFiles) if (file.path.startsWith('.github/workflows/')) workflows.set(file.path, file.content);
  for (const content of snapshot.contents) if (content.base !== null && content.path.startsWith('.github/workflows/')) workflows.set(content.path, content.base);
  const files = [...workflows].map(([path, content]) => ({ path, content }));
  const findings: KeyedFinding[] = [];
  for (const [field, text] of fields) {
    const found = shellPayloadOf(text, field);
    if (found === null) continue;
    const payload = found.text;
    const expansions = expansionsOf(files, field);
    const first = expansions[0];
    // A code span naming a command and its options is shell syntax only where a workflow runs the field.
    if (found.codeSpan && first === undefined) continue;
    const severity: Severity = first !== undefined ? 'critical' : field === 'body' ? 'medium' : 'high';
    const where = expansions
      .slice(0, 5)
      .map((e) => `${e.path}${e.line !== null ? `:${e.line}` : ''} (job ${e.job}, \${{ ${e.expression} }})`)
      .join('; ');
    findings.push(
      makeFinding({
        id: 'pr-metadata-shell-payload',
        severity,
        title: `The pull request's ${FIELD_NAME[field]} carries shell syntax${first !== undefined ? ` that ${expansions.length === 1 ? 'a base workflow expands' : `${expansions.length} base workflows expand`}` : ''}`,
        detail:
          `The ${FIELD_NAME[field]} contains \`${payload}\`. A ${FIELD_NAME[field]} has no use for shell syntax; it is how an attacker targets workflows that already exist on the base branch and paste this text into a script` +
          (first !== undefined
            ? `: ${where}. These run when the PR is opened or updated, whatever its diff. Do not re-run them; fix them first (pass the value through env: and use "$VAR"), and check their recent runs for this PR.`
            : `. ${files.length > 0 ? `None of the ${files.length} base workflows read expands it` : 'The base\'s workflows could not be checked'}; still, treat the PR as hostile and check any automation that reads PR metadata.`),
        path: first?.path ?? '.github/workflows',
        line: first?.line ?? null,
        subject: field,
      }),
    );
  }
  const named = fileNamePayload(snapshot);
  if (named !== null) findings.push(named);
  return findings;
}

/** Changed files read for shell syntax in their names. */
const MAX_PATHS = 3000;

/**
 * A changed file whose name carries shell syntax (`$(…)`, `${IFS}`, `; curl …`): aimed at workflows
 * that list a PR's changed files (a changed-files action's output, `git diff --name-only`) and paste
 * the list into a script. The hackerbot-claw pull requests of February 2026 hid base64 payloads in
 * file names this way. No project names a file so.
 */
function fileNamePayload(snapshot: PrSnapshot): KeyedFinding | null {
  for (const file of snapshot.files.slice(0, MAX_PATHS)) {
    for (const path of [file.path, file.previousPath]) {
      if (path === null || !/[$;|&`]/.test(path)) continue;
      const found = shellPayloadOf(path, 'branch');
      if (found === null || found.codeSpan) continue;
      return makeFinding({
        id: 'pr-metadata-shell-payload',
        severity: 'high',
        title: 'A changed file\'s name carries shell syntax',
        detail: `The PR changes a file named ${JSON.stringify(path.slice(0, 200))}, which contains \`${found.text}\`. A file name has no use for shell syntax; it is how an attacker targets workflows that list a pull request's changed files (a changed-files action's output, git diff --name-only) and paste the list into a script, where it runs with the job's token and secrets. Do not run or re-run workflows that read changed file names for this PR; pass such lists through env: and quote them ("$FILES").`,
        path: file.path,
        line: null,
        subject: 'file-name',
      });
    }
  }
  return null;
}
