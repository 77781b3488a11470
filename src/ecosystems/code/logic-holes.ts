/**
 * Small logic edits that open a hole under an honest-looking title ("Simplify admin middleware"):
 * a comparison turned into an assignment of a constant inside a condition (`if (req.user.role =
 * 'admin')`, the 2003 Linux `current->uid = 0` backdoor attempt), an always-true operand appended
 * to a check (`return isOwner(u, d) || true`), a privileged default raised (`newUserRole: 'viewer'`
 * to `'admin'`, `is_admin = BooleanField(default=False)` to `True`), and a bounds check loosened by
 * one (`idx < len` to `idx <= len`). Read on program code outside tests; every pattern is linear-time
 * and runs on one line of at most 2,000 characters. docs/findings.md states each rule's limits.
 */
import type { Severity } from '../../signal/schema.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedLine } from './changed-lines.js';
import { MAX_LINE_LENGTH, newSideLines } from './changed-lines.js';
import type { CodeText } from './code-text.js';
import { codeText } from './code-text.js';
import type { CodeLanguage } from './language.js';
import { rowsByHunk } from './weakened-checks.js';
import { checkShortCircuited } from './short-circuited-check.js';

export interface LogicHoleContext {
  /** The file's path says it handles authentication, access control, secrets or payments. */
  readonly sensitive: boolean;
  /** The PR claims no logic change (a typo, formatting, docs, lint). */
  readonly claim: boolean;
}

/** Words that say a line or function decides who may do what. */
const AUTH_CONTEXT =
  /auth|permi|perms?\b|privileg|(?:is|has)_?(?:allowed|admin|staff|super|owner|root|access)|allow|access|admin|owner|\brole|roles?\b|Role|\bacl\b|polic(?:y|ies)|guard|grant|\bsudo|superuser|\buid\b|\beuid\b|\bgid\b|->uid|login|logged_?in|session|credential/i;

/** A check named for what the caller can do: `can_edit`, `canEdit`, `CanEdit`, `may_view` (case matters: `cancel`, `canvas` are not). */
const CAN_CONTEXT = /\b(?:can|Can|may|May)_?[A-Z]|\b(?:can|may)_[a-z]/;
/** Words that say a line or function decides who may do what, `can…` included. */
/**
 * An `allow…` or `accept…` option about the form of the input, not about who may do what: the case
 * or kind of a character, comments, quotes, commas, whitespace, empty or null values, duplicates
 * (jackson's `allowLowerCaseFirstChar`, `allowNonLetterFirstChar`, `ALLOW_COMMENTS`, `allowTrailingComma`,
 * `allow_blank`, `allowNull`). Read on one identifier at a time.
 */
const FORM_OPTION = /^(?:allow|accept)/i;
const FORM_WORD = /case|char|letter|digit|numeric|comment|comma|quote|whitespace|space|empty|blank|null|nan|infinity|leading|trailing|unquoted|escape|duplicate|coercion|float|decimal|negative|zero|newline|unicode|ascii|format|json|yaml|xml/i;
/** A name of an accessor (a getter or setter in Jackson's and bean naming), not of an access right. */
const ACCESSOR = /[Aa]ccessor|ACCESSOR/;

/** The text with its identifiers that name an input-form option or an accessor taken out: what aboutRights reads. */
function withoutFormOptions(text: string): string {
  if (!/allow|accept|accessor/i.test(text)) return text;
  return text.replace(/[A-Za-z_$][\w$]{0,120}/g, (name) => ((FORM_OPTION.test(name) && FORM_WORD.test(name.slice(5))) || ACCESSOR.test(name) ? ' ' : name));
}

function aboutRights(text: string): boolean {
  const read = withoutFormOptions(text);
  return AUTH_CONTEXT.test(read) || CAN_CONTEXT.test(read);
}

/** A function header, for the name of the function around a changed line. */
const FUNCTION_HEADER = /\b(?:def|function|func|fn|sub)\s+(?:\([^()]{0,80}\)\s*)?([\w$.?!]{1,80})|^\s*(?:[\w<>[\]*&:,.$]{1,60}\s+){0,5}([A-Za-z_$][\w$]{0,80})\s*(?:\(|=\s*(?:async\s*)?\()/;
/** A header the second form found must open a body on its line (`{` at the end) or be an arrow function. */
const OPENS_BODY = /\{\s*$|=>/;
const NOT_A_FUNCTION = /^(?:if|for|while|switch|catch|return|else|elif|do|try|with|new|sizeof|typeof)$/;
/** A keyword that declares a function, after the line's indentation and modifiers (`    def verify(self):`, `  async function f() {`, `pub fn check(`). */
const KEYWORD_HEADER = /^\s{0,80}(?:[A-Za-z_]{1,20}(?:\([^()]{0,20}\))?\s{1,3}){0,4}(?:def|function\*?|func|fn|sub)\s/;
/** A C#, Java or Kotlin member's header whose body opens on the next line (`public bool Verify(string sig)`, its `{` below). */
const MEMBER_HEADER = /^\s{0,80}(?:(?:public|private|protected|internal|static|final|override|virtual|async|abstract|synchronized)\s{1,3}){1,4}[\w<>[\],.?]{1,60}\s{1,3}\w{1,80}\s{0,3}\([^;]{0,300}$/;

/** Whether a line declares a function: a keyword header (indented or not), or a typed header that opens its body on the line or is an arrow function. */
function declaresFunction(text: string): boolean {
  const m = FUNCTION_HEADER.exec(text);
  const name = m?.[1] ?? m?.[2];
  return name !== undefined && !NOT_A_FUNCTION.test(name) && (m?.[1] !== undefined || OPENS_BODY.test(text) || KEYWORD_HEADER.test(text));
}

/**
 * For each added line (by new-file line), the name of the function it stands in, as far as the
 * hunk shows it: the hunk header's trailing text (git's function context) or the last function
 * header above it in the hunk. One linear pass.
 */
export function functionNames(patch: string, limit: number): Map<number, string> {
  const names = new Map<number, string>();
  let current = '';
  let next = 0;
  let start = 0;
  let rows = 0;
  while (start < patch.length && rows < limit) {
    let end = patch.indexOf('\n', start);
    if (end < 0) end = patch.length;
    const text = patch.slice(start, Math.min(end, start + MAX_LINE_LENGTH));
    rows += 1;
    if (text.startsWith('@@')) {
      const header = /^@@ -\d{1,9}(?:,\d{1,9})? \+(\d{1,9})(?:,\d{1,9})? @@ ?(.{0,300})/.exec(text);
      if (header !== null) {
        next = Number(header[1]);
        current = header[2] ?? '';
      }
    } else if (text.startsWith('+') || text.startsWith(' ')) {
      // A closing brace at the start of a line ends a top-level function: what follows is outside it.
      if (/^[}\]]/.test(text.slice(1))) current = '';
      if (declaresFunction(text.slice(1))) current = text.slice(1).trim().slice(0, 200);
      if (text.startsWith('+')) names.set(next, current);
      next += 1;
    }
    start = end + 1;
  }
  return names;
}

/** Lines of a file's content read for the functions around changed lines, at most. */
const MAX_CONTENT_LINES = 50_000;
/** A line that neither opens nor ends a function's body at its indentation: blank, a comment, a brace or a parameter list's close alone. */
const NOT_A_BOUNDARY = /^(?:$|[#*{)\]]|\/[/*])/;

/**
 * For each of `wanted` (new-file lines), the header of the function it stands in, read from the
 * file's head content: the nearest function header above it (FUNCTION_HEADER, as functionNames
 * reads a hunk) that is indented less than the line and not closed by a line at its indentation
 * or less in between (a `}` or a dedented statement). For a line the hunk does not place in a
 * function (a method whose header is above the hunk, git's hunk header naming the class). One
 * pass over the content up to the last line wanted, at most MAX_CONTENT_LINES lines.
 */
export function enclosingFunctions(content: string, wanted: readonly number[]): Map<number, string> {
  const result = new Map<number, string>();
  for (const [line, found] of enclosingFunctionsAt(content, wanted)) result.set(line, found.header);
  return result;
}

/** As enclosingFunctions, with the line of each header (`at`). */
export function enclosingFunctionsAt(content: string, wanted: readonly number[]): Map<number, { readonly header: string; readonly at: number }> {
  const result = new Map<number, { readonly header: string; readonly at: number }>();
  const want = new Set(wanted);
  let last = 0;
  for (const n of want) if (n > last) last = n;
  last = Math.min(MAX_CONTENT_LINES, last);
  const stack: { indent: number; header: string; at: number }[] = [];
  let start = 0;
  for (let n = 1; n <= last && start <= content.length; n += 1) {
    let end = content.indexOf('\n', start);
    if (end < 0) end = content.length;
    const text = content.slice(start, Math.min(end, start + MAX_LINE_LENGTH));
    start = end + 1;
    const trimmed = text.trim();
    const indent = text.length - text.trimStart().length;
    if (want.has(n)) {
      for (let i = stack.length - 1; i >= 0; i -= 1) {
        const open = stack[i];
        if (open !== undefined && open.indent < indent) {
          result.set(n, { header: open.header, at: open.at });
          break;
        }
      }
    }
    if (NOT_A_BOUNDARY.test(trimmed)) continue;
    // A statement at a function's indentation or less ends it (a `}` at the header's, Python's dedent).
    while (stack.length > 0 && (stack[stack.length - 1]?.indent ?? -1) >= indent) stack.pop();
    if (declaresFunction(text) || MEMBER_HEADER.test(text)) {
      if (stack.length >= 64) stack.shift();
      stack.push({ indent, header: trimmed.slice(0, 200), at: n });
    }
  }
  return result;
}

/** The name a function header (as functionNames gives it) declares, or '' (`def is_default_password(password):` → `is_default_password`). */
export function functionNameOf(header: string): string {
  const m = FUNCTION_HEADER.exec(header);
  return m?.[1] ?? m?.[2] ?? '';
}

const rank: Record<Severity, number> = { info: 0, low: 1, medium: 2, high: 3, critical: 4 };

// ---------------------------------------------------------------------------------------------
// 1. An assignment of a constant inside a condition.

/** Languages where `if (x = 0)` compiles (Python and Go refuse it, Rust too). */
const ASSIGNING_CONDITIONS: ReadonlySet<CodeLanguage> = new Set(['js', 'php', 'java', 'csharp', 'c', 'ruby']);
/** A condition's keyword, before its opening parenthesis (C-like) or its text (Ruby). */
const CONDITION_KEYWORD = /\b(?:if|while|elseif|elsif|elif|unless)\b\s{0,3}/g;
/**
 * Inside a condition: a name assigned a literal or constant, standing alone or as a conjunct:
 * after the condition's start, `(`, `!`, `&&`, `||`, `and`, `or`; before `)`, `&&`, `||`, `and`,
 * `or`, `then` or the end. Group 1 the name, group 2 the value. On masked text (string contents
 * blanked, quotes kept).
 */
const ASSIGNED_CONSTANT =
  /(?:^|[(!]|&&|\|\||\band\s|\bor\s)\s{0,3}((?:\$|@)?[A-Za-z_]\w{0,60}(?:(?:\.|->|::)[A-Za-z_]\w{0,60}|\[[^[\]=]{0,40}\]){0,6})\s{0,3}=\s{0,3}(-?\d[\w.]{0,20}|true|false|TRUE|FALSE|True|False|null|NULL|nil|nullptr|undefined|"[^"]{0,120}"|'[^']{0,120}'|(?:[A-Z]\w{0,40}(?:\.|::))?[A-Z][A-Z0-9_]{1,60})\s{0,3}(?=\)|&&|\|\||$|\band\b|\bor\b|\bthen\b)/;

/** The text of each condition on a line: a C-like `if (…)` to its closing parenthesis, Ruby's to `then` or the line's end. */
function conditionsOf(masked: string, language: CodeLanguage): string[] {
  const out: string[] = [];
  CONDITION_KEYWORD.lastIndex = 0;
  for (let m = CONDITION_KEYWORD.exec(masked); m !== null && out.length < 4; m = CONDITION_KEYWORD.exec(masked)) {
    const at = m.index + m[0].length;
    // A preprocessor line (`#if X`) holds no assignment.
    if (/^\s*#\s*$/.test(masked.slice(0, m.index))) continue;
    // Go and Rust: no parentheses, the condition runs to the `{` that ends the line (`if !authorized(r, u) && false {`),
    // after Go's init statement (`if err := f(); err != nil {`).
    if (language === 'go' || language === 'rust') {
      const rest = masked.slice(at, at + 600).trimEnd();
      if (rest.endsWith('{')) {
        const body = rest.slice(0, -1);
        out.push(body.slice(body.lastIndexOf(';') + 1));
      }
      continue;
    }
    if (masked.charAt(at) === '(') {
      let depth = 0;
      let end = -1;
      for (let i = at; i < masked.length && i < at + 600; i += 1) {
        const ch = masked.charAt(i);
        if (ch === '(') depth += 1;
        else if (ch === ')') {
          depth -= 1;
          if (depth === 0) {
            end = i;
            break;
          }
        }
      }
      if (end > at) {
        out.push(masked.slice(at + 1, end));
        continue;
      }
    }
    if (language === 'ruby') {
      const rest = masked.slice(at, at + 400);
      const then = rest.search(/\bthen\b/);
      out.push(then < 0 ? rest : rest.slice(0, then));
    } else if (language === 'python') {
      // Python: to the colon that ends the line's condition.
      const rest = masked.slice(at, at + 400).trimEnd();
      if (rest.endsWith(':')) out.push(rest.slice(0, -1));
    }
  }
  return out;
}

/** A name or condition about identity or rights. */
const IDENTITY_NAME = /role|admin|root|uid|gid|user|auth|perm|owner|priv|access|staff|super|logged|login|grant|level|allowed|token|session|verified/i;

function assignmentInCondition(path: string, rows: readonly { l: ChangedLine; t: CodeText }[], language: CodeLanguage, context: LogicHoleContext, functionOf: (line: number) => string): KeyedFinding | null {
  if (!ASSIGNING_CONDITIONS.has(language)) return null;
  // Removed lines with a comparison, by their text with comparisons written as `=`, and how many they
  // hold: the added line is one of them with one comparison fewer (one `==` became `=`).
  const removedComparisons = new Map<string, number>();
  const comparisons = (masked: string): number => masked.match(/[=!]==?/g)?.length ?? 0;
  const asAssignments = (masked: string): string => masked.replace(/===?/g, '=').replace(/\s+/g, '');
  for (const { l, t } of rows) if (l.sign === '-' && /==/.test(t.masked)) removedComparisons.set(asAssignments(t.masked), comparisons(t.masked));
  for (const { l, t } of rows) {
    if (l.sign !== '+' || !/=/.test(t.masked) || !/\b(?:if|while|elseif|elsif|unless)\b/.test(t.masked)) continue;
    for (const condition of conditionsOf(t.masked, language)) {
      const m = ASSIGNED_CONSTANT.exec(condition);
      if (m === null) continue;
      // The assignment's value compared or computed with after its parenthesis (`(x = 0) == y`): meant.
      if (/^(?:\s*\))+\s*(?:[=!<>?+\-*/%^]|&(?!&)|\|(?!\|))/.test(condition.slice(m.index + m[0].length))) continue;
      const name = m[1] ?? '';
      const value = (m[2] ?? '').trim();
      const wasComparison = removedComparisons.get(asAssignments(t.masked)) === comparisons(t.masked) + 1;
      const identity = IDENTITY_NAME.test(name) || /\breturn\s+(?:next\s*\(|true\b)/.test(t.masked) || aboutRights(functionOf(l.line));
      const high = wasComparison || identity || context.sensitive;
      // A later operand of && or || that records a value (ajv's generated `(data.name === undefined) &&
      // (missing0 = "name")`): an idiom of generated validators, unless it is about who the caller is.
      if (!high && /&&|\|\||\band\b|\bor\b/.test(condition.slice(0, m.index + m[0].indexOf(name)))) continue;
      const shown = t.code.trim().slice(0, 120);
      return makeFinding({
        id: 'assignment-in-condition',
        severity: high ? 'high' : 'medium',
        title: wasComparison ? 'A comparison in a condition became an assignment' : `A condition assigns ${name} a constant`,
        detail: `This condition (${shown}) assigns ${name} the value ${value.startsWith('"') || value.startsWith("'") ? 'of a string' : value} instead of comparing with it: ${/^[A-Z][\w.:]*$/.test(value) && !/^(?:TRUE|FALSE|NULL|True|False)$/.test(value) ? 'the test then depends only on the constant' : `the test is then always ${/^(?:0|false|FALSE|False|null|NULL|nil|nullptr|undefined|""|'')$/.test(value.replace(/\s+/g, '')) ? 'false' : 'true'}`}, whatever ${name} held, and ${name} is overwritten for the code after it${wasComparison ? '. The removed line compared the same values' : ''}${identity ? ' (a check of who the caller is or what they may do: the shape of the 2003 Linux `current->uid = 0` backdoor attempt, which made the caller root)' : ''}. Use == (or ===) to compare; if the assignment is meant, write it on its own line.`,
        path,
        line: l.line,
        subject: 'assignment-in-condition',
      });
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// 2. An always-true operand appended to a check.

/** Languages where `… || true` ends an expression that decides something (not shell, where `cmd || true` is idiomatic). */
const ALWAYS_TRUE_LANGUAGES: ReadonlySet<CodeLanguage> = new Set(['js', 'python', 'go', 'ruby', 'php', 'java', 'csharp', 'c', 'rust']);
/** The expression ends in `|| true`, `or True`, `|| 1` (then only closing parentheses, `;`, `{`, `:` or `then`). */
const ALWAYS_TRUE_TAIL = /(?:\|\||\bor\b)\s{0,3}(?:true|True|TRUE|1)\s{0,3}(?:\)\s{0,3}){0,3}(?:[;:{]|then)?\s{0,3}$/;
/** The line decides: a return, a condition, an arrow function's body; Ruby's last expression (no assignment). */
const DECIDING_LINE = /^\s*(?:\}\s*)?(?:return\b|if\b|elif\b|elsif\b|unless\b|while\b|else\s+if\b|elseif\b)|=>\s*[^=]/;

/**
 * Whether a constant joined by the word `or` or `and` is joined by a boolean operator: in Python,
 * Ruby and PHP it is one; in Kotlin `or`/`and` are infix functions, boolean on booleans (`… or true`)
 * but bitwise on numbers (`flags or 1`); in C# they only combine patterns (`i is 0 or 1`, `c is >= 'a'
 * and <= 'z'`), which test one value against constants and decide nothing by themselves (since
 * 2026-12-01, calib61: a .NET library's plural rule `i is 0 or 1 ? One : Other` was read as an
 * always-true result); and the other languages have no such operator. `||` and `&&` always are.
 */
function joinsAsBoolean(matched: string, language: CodeLanguage): boolean {
  if (!/\b(?:or|and)\b/.test(matched)) return true;
  if (language === 'python' || language === 'ruby' || language === 'php') return true;
  return language === 'java' && /\b(?:true|false)\b/i.test(matched);
}

/** A condition that ends in a constant true (`… || true`, `… or True`, `… || 1`) or false (`… && false`, `… and False`, `… && 0`), parentheses aside. */
const CONDITION_TRUE_TAIL = /(?:\|\||\bor\b)\s{0,3}(?:true|True|TRUE|1)$/;
const CONDITION_FALSE_TAIL = /(?:&&|\band\b)\s{0,3}(?:false|False|FALSE|0)$/;
/** A condition that opens with a constant that decides it (`true || …`, `false && …`, `False and …`), parentheses and `!` aside. */
const CONDITION_TRUE_HEAD = /^[\s(]{0,6}((?:true|True|TRUE)\s{0,3}(?:\|\||\bor\b))\s{0,3}[\w!(]/;
const CONDITION_FALSE_HEAD = /^[\s(]{0,6}((?:false|False|FALSE)\s{0,3}(?:&&|\band\b))\s{0,3}[\w!(]/;

/**
 * Whether the operand at `at` stands in a parenthesised value rather than in the condition itself:
 * the innermost group around it opens after a comparison or arithmetic operator, a comma or an
 * index (`if (running >= (limit(client) || 1))`, `return size > (max || 1);`): a default for a
 * number or value compared with, as undici's dispatch gate reads its pipelining limit. The
 * condition then still compares; the constant decides nothing.
 */
function inValueGroup(text: string, at: number): boolean {
  let depth = 0;
  for (let i = at - 1; i >= 0 && i >= at - 400; i -= 1) {
    const ch = text.charAt(i);
    if (ch === ')') depth += 1;
    else if (ch === '(') {
      if (depth > 0) {
        depth -= 1;
        continue;
      }
      const before = text.slice(Math.max(0, i - 3), i).trimEnd();
      return /[<>=+\-*/%,[?:]$/.test(before) && !/(?:=>|&&|\|\|)$/.test(before);
    }
  }
  return false;
}

/** A condition's text without the parentheses and blanks that close it. */
function conditionEnd(condition: string): string {
  let end = condition.length;
  while (end > 0 && /[\s)]/.test(condition.charAt(end - 1))) end -= 1;
  return condition.slice(0, end);
}

/**
 * A condition of an added line that ends in a constant: true (`if (isOwner(u, d) || true) return
 * next();`, `if user.is_staff or True:`) always passes; false (`if (!isAdmin(u) && false) return
 * res.sendStatus(403);`) never refuses. Also a constant that opens the condition and decides it
 * (`if false && !authorized(r, u) {`, `if True or user.is_staff:`).
 */
function constantCondition(rows: readonly { l: ChangedLine; t: CodeText }[], language: CodeLanguage): { l: ChangedLine; t: CodeText; always: boolean; operand: string; first: boolean; condition: string } | null {
  for (const row of rows) {
    const { l, t } = row;
    if (l.sign !== '+' || !/\|\||&&|\bor\b|\band\b/.test(t.masked) || /^\s*#/.test(t.masked)) continue;
    for (const condition of conditionsOf(t.masked, language)) {
      const end = conditionEnd(condition);
      // Something must stand before the operator.
      const always = CONDITION_TRUE_TAIL.exec(end);
      const never = always === null ? CONDITION_FALSE_TAIL.exec(end) : null;
      const hit = always ?? never;
      if (hit === null) {
        // A constant placed first decides the condition just as well (`if false && !authorized(r, u) {`).
        const head = CONDITION_TRUE_HEAD.exec(end) ?? CONDITION_FALSE_HEAD.exec(end);
        if (head !== null && joinsAsBoolean(head[1] ?? '', language)) return { l, t, always: CONDITION_TRUE_HEAD.test(end), operand: head[1] ?? '', first: true, condition };
        continue;
      }
      if (!/[\w)\]?!'"]\s*$/.test(end.slice(0, hit.index)) || inValueGroup(end, hit.index) || !joinsAsBoolean(hit[0], language)) continue;
      return { l, t, always: always !== null, operand: hit[0], first: false, condition };
    }
  }
  return null;
}

/**
 * What a branch does when it refuses: throws, raises, aborts, denies, answers 401 or 403, returns
 * false, nil or an error, redirects (to the login page), halts.
 */
const REFUSAL =
  /forbid|unauthori[sz]ed|unauthenticated|denied|\b(?:throw|raise|abort|panic|deny|reject|401|403|redirect(?:_to)?|halt|exit|die|sendStatus|http\.Error|Challenge)\b|\breturn\s{0,3}(?:false|nil|none|null|err|error|new\s{1,3}\w{0,40}Error)\b|\breturn\s{0,3}(?:;|\n|$)/i;

/**
 * The branch a condition on line `line` of the head guards, as text: the rest of that line after
 * the condition, and the lines after it up to the block's end (a line that closes it, `}`, `else`,
 * `elif`, `end`, or one indented no deeper than the condition), at most 12 lines, read from the
 * head's content or, without it, from the hunk's new side (`lineAt`). Null when the block's end is
 * not in sight (the hunk ends first) and what is in sight does not refuse: the branch is unknown.
 */
function guardedBranch(lineAt: (line: number) => string | undefined, line: number, rest: string): string | null {
  const own = lineAt(line);
  if (own === undefined) return null;
  let indent = own.length - own.trimStart().length;
  let previous = own.trim();
  const body = [rest];
  for (let i = line + 1; i <= line + 12; i += 1) {
    const text = lineAt(i);
    if (text === undefined) return REFUSAL.test(body.join('\n')) ? body.join('\n') : null;
    const trimmed = text.trim();
    if (trimmed === '') continue;
    const depth = text.length - text.trimStart().length;
    // The condition goes on (`) {` closing one written over several lines, an operator opening or ending a line): its rest starts the branch.
    if (/^(?:\)|&&|\|\||and\b|or\b)/.test(trimmed) || /(?:&&|\|\||[(,]|\band|\bor)$/.test(previous)) {
      indent = depth;
      previous = trimmed;
      body.push(trimmed.replace(/^[^{:]{0,200}(?:\{|:\s*$)/, ''));
      continue;
    }
    if (/^(?:\}|else\b|elif\b|elsif\b|end\b|except\b)/.test(trimmed) || depth <= indent) return body.join('\n');
    body.push(text);
    previous = trimmed;
  }
  return body.join('\n');
}

function alwaysTrueAppended(path: string, rows: readonly { l: ChangedLine; t: CodeText }[], language: CodeLanguage, context: LogicHoleContext, functionOf: (line: number) => string, lineAt: (line: number) => string | undefined = () => undefined): KeyedFinding | null {
  if (!ALWAYS_TRUE_LANGUAGES.has(language)) return null;
  const constant = constantCondition(rows, language);
  if (constant !== null) {
    const { l, t, always, operand, first, condition } = constant;
    const auth = aboutRights(t.masked) || aboutRights(functionOf(l.line)) || context.sensitive;
    // A constant false elsewhere switches off a branch of ordinary code (a debugging toggle): dead code, not a bypass.
    if (!always && !auth) return null;
    // A constant false switches off a check only when the branch it guards refuses (throws, answers
    // 403, returns false, redirects): one that would run another path (a 2FA flow not built yet,
    // `if (false && result.authUrl != null) { /* await handle2fa(result) */ } else { …interactive… }`) is dead code.
    if (!always && l.sign === '+') {
      const at = t.masked.indexOf(condition);
      const branch = guardedBranch(lineAt, l.line, at < 0 ? '' : t.masked.slice(at + condition.length));
      if (branch !== null && !REFUSAL.test(branch)) return null;
    }
    const what = always ? 'passes' : 'never refuses';
    return makeFinding({
      id: 'auth-bypass-added',
      severity: auth ? 'high' : 'medium',
      title: `A ${auth ? 'permission check' : 'check'} ${always ? 'always passes (a constant true appended)' : 'never runs (a constant false appended)'}`,
      detail: `This condition ${first ? 'opens' : 'ends'} with a constant operand (${operand.trim()}): whatever the checks ${first ? 'after' : 'before'} it say, it is always ${always ? 'true' : 'false'}, so the branch ${always ? 'always runs' : 'never runs'}${auth ? `, and the line or its function decides who may do what: the check ${what} for every caller` : ''}. Remove the constant; if the check is meant to be off, say so and gate it on configuration that is off in production.`,
      path,
      line: l.line,
      subject: 'always-true-check',
    });
  }
  for (const { l, t } of rows) {
    if (l.sign !== '+' || !/\|\||\bor\b/.test(t.masked)) continue;
    const tail = ALWAYS_TRUE_TAIL.exec(t.masked);
    if (tail === null || !joinsAsBoolean(tail[0], language)) continue;
    const head = t.masked.slice(0, tail.index);
    // Something must stand before the operator (not a lone `|| true` continuing the line above); in
    // Ruby a block's closing brace too (`session[key].all? { |k, v| v == encode(env[k]) } || true`).
    if (!(language === 'ruby' ? /[\w)\]}?!'"]\s*$/ : /[\w)\]?!'"]\s*$/).test(head) || inValueGroup(head, head.length)) continue;
    const rubyExpression = language === 'ruby' && !/(?<![=!<>])=(?![=~>])/.test(head) && /^\s*[\w@!(]/.test(head);
    if (!DECIDING_LINE.test(head) && !rubyExpression) continue;
    // `x = a || true` assigns a default (`const verbose = opts.verbose || true`): no check decides there.
    if (!rubyExpression && !/^\s*(?:\}\s*)?(?:return|if|elif|elsif|unless|while|else\s+if|elseif)\b/.test(head) && !/=>\s*[^=]/.test(head)) continue;
    const fn = functionOf(l.line);
    const auth = aboutRights(head) || aboutRights(fn) || context.sensitive;
    return makeFinding({
      id: 'auth-bypass-added',
      severity: auth ? 'high' : 'medium',
      title: auth ? 'A permission check always passes (a constant true appended)' : 'A check always passes (a constant true appended)',
      detail: `This line ends its ${/^\s*(?:\}\s*)?return\b|=>/.test(head) || rubyExpression ? 'result' : 'condition'} with an always-true operand (${tail[0].trim().replace(/[;{:]$/, '').trim()}): whatever the checks before it say, the answer is true${auth ? ', and the line or its function decides who may do what, so every caller now passes' : ''}. Remove the constant; if the check is meant to be off, say so and gate it on configuration that is off in production.`,
      path,
      line: l.line,
      subject: 'always-true-check',
    });
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// 3. A privileged default raised.

/** Role values with more rights than a new account should get. */
const PRIVILEGED_VALUE = /(?<![\w-])(?:admin|administrator|super_?admin|superuser|super_user|root|owner|sysadmin|ADMIN|ADMINISTRATOR|SUPER_?ADMIN|SUPERUSER|ROOT|OWNER|Admin|Administrator|SuperAdmin|Superuser|SuperUser|Root|Owner)(?![\w-])/g;
/** Role values with fewer rights. */
const LESSER_VALUE = /(?<![\w-])(?:viewer|user|guest|member|reader|read_?only|read|basic|anonymous|anon|public|customer|editor|contributor|reporter|standard|limited|visitor|regular|normal|default|none|VIEWER|USER|GUEST|MEMBER|READER|READ_?ONLY|READ|BASIC|ANONYMOUS|PUBLIC|CUSTOMER|EDITOR|CONTRIBUTOR|REPORTER|STANDARD|LIMITED|VISITOR|REGULAR|NORMAL|DEFAULT|NONE|Viewer|User|Guest|Member|Reader|ReadOnly|Read|Basic|Anonymous|Public|Customer|Editor|Contributor|Reporter|Standard|Limited|Visitor|Regular|Normal|Default|None)(?![\w-])/g;
/** The line names a role or permission (outside the value). */
const ROLE_NAME = /role|permission|\bperms?\b|privilege|access_?level|user_?level|user_?type|account_?type|\bgroup\b|default_?group/i;
/** An admin flag: `is_admin`, `isAdmin`, `is_superuser`, `is_staff`, `admin`, `privileged`. */
const ADMIN_FLAG = /(?<![A-Za-z0-9])(?:is_?admin|isAdmin|is_?super_?user|isSuper[Uu]ser|is_?staff|isStaff|is_?root|isRoot|is_?owner|isOwner|admin|superuser|privileged|ADMIN|IS_ADMIN|IS_SUPERUSER)\b/;
/** Seeds, fixtures, factories, examples and docs: a privileged account there is the point. */
const QUIET_PATH = /(?:^|[/._-])(?:seeds?|seeders?|fixtures?|factor(?:y|ies)|mocks?|stubs?|examples?|samples?|demo|docs?|dev|development|local|playground|storybook|stories)(?:[/._-]|$)/i;

/** Keys of a line with one match of `pattern` replaced by a marker, one key per match (at most 6). */
function keysWith(code: string, pattern: RegExp): string[] {
  const keys: string[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(code); m !== null && keys.length < 6; m = pattern.exec(code)) {
    keys.push(`${code.slice(0, m.index)}\u0001${code.slice(m.index + m[0].length)}`.replace(/\s+/g, ''));
  }
  pattern.lastIndex = 0;
  return keys;
}

function privilegedDefaultRaised(path: string, rows: readonly { l: ChangedLine; t: CodeText }[], context: LogicHoleContext): KeyedFinding | null {
  if (QUIET_PATH.test(path)) return null;
  const roleKeys = new Map<string, string>();
  const flagKeys = new Map<string, string>();
  for (const { l, t } of rows) {
    if (l.sign !== '-') continue;
    if (ROLE_NAME.test(t.code)) for (const k of keysWith(t.code, LESSER_VALUE)) roleKeys.set(k, t.code.trim());
    if (ADMIN_FLAG.test(t.code)) for (const k of keysWith(t.code, /\b(?:false|False|FALSE)\b|(?<=[=:]\s{0,3})0\b/g)) flagKeys.set(k, t.code.trim());
  }
  if (roleKeys.size === 0 && flagKeys.size === 0) return null;
  for (const { l, t } of rows) {
    if (l.sign !== '+') continue;
    let before: string | undefined;
    let what = '';
    if (roleKeys.size > 0 && ROLE_NAME.test(t.code)) {
      for (const k of keysWith(t.code, PRIVILEGED_VALUE)) {
        before = roleKeys.get(k);
        if (before !== undefined) {
          what = 'a role or permission value';
          break;
        }
      }
    }
    if (before === undefined && flagKeys.size > 0 && ADMIN_FLAG.test(t.code)) {
      for (const k of keysWith(t.code, /\b(?:true|True|TRUE)\b|(?<=[=:]\s{0,3})1\b/g)) {
        before = flagKeys.get(k);
        if (before !== undefined) {
          what = 'an admin flag';
          break;
        }
      }
    }
    if (before === undefined) continue;
    const high = context.sensitive || context.claim;
    return makeFinding({
      id: 'privileged-default-raised',
      severity: high ? 'high' : 'medium',
      title: what === 'an admin flag' ? 'An admin flag now defaults to true' : 'A default role or permission is raised to a privileged one',
      detail: `This line changes ${what} from a lesser value (${before.slice(0, 100)}) to a privileged one (${t.code.trim().slice(0, 100)}), the rest of the line the same: every account, request or record that takes the default now gets administrator rights. A one-word edit in a settings or model file reads as nothing in review. Keep the least privilege as the default and grant more explicitly.`,
      path,
      line: l.line,
      subject: 'privileged-default-raised',
    });
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// 4. A bounds check loosened by one (C, C++, Rust).

const BOUNDS_LANGUAGES: ReadonlySet<CodeLanguage> = new Set(['c', 'rust']);
/** The operand after the operator: `sizeof`, a name, a field (`r->len`, `self.len`), a call without arguments (`v.len()`). */
const RIGHT_OPERAND = /^\(?(sizeof)?\(?([A-Za-z_][\w.]{0,80}(?:->[A-Za-z_][\w.]{0,80}){0,4})/;
/**
 * Its last part names a length, size or count: `len`, `r->len`, `buf_size`, `nmemb`, `ARRAY_SIZE`, `n`;
 * not a maximum or limit (`milliseconds >= LLONG_MAX / 1000`, an overflow guard, not an index's bound).
 */
const LENGTH_END = /(?:len|length|size|sz|count|cnt|cap|capacity|nelems?|nmemb)$|^n$/i;

/** A comparison of sizes (`<`, `<=`, `>`, `>=`; not `->`, `<<`, `>>`, `=>`, a generic's `<u8>` aside). */
const COMPARISON = /<=|>=|(?<![-<=])<(?![<=])|(?<![-=>])>(?![>=])/;
const NAME = /[A-Za-z_]\w{0,80}/g;
/** The removed and added lines of one hunk compared at most (pairwise, so bounded). */
const MAX_OPERAND_LINES = 40;

/** Whether a condition's operand compares an index or offset with a length, size or count (`idx + n <= self.buf.len()`, `off < r->len`). */
function comparesWithLength(operand: string): boolean {
  if (!COMPARISON.test(operand)) return false;
  for (const m of operand.matchAll(NAME)) if (LENGTH_END.test(m[0])) return true;
  return false;
}

/** A side of a comparison without the `!` and parentheses around it (linear: two scans). */
function trimParentheses(side: string): string {
  let start = 0;
  let end = side.length;
  while (start < end && (side.charAt(start) === '!' || side.charAt(start) === '(')) start += 1;
  while (end > start && side.charAt(end - 1) === ')') end -= 1;
  return side.slice(start, end);
}

/** Whether the parentheses of a text balance (an operand cut out whole). */
function balanced(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charAt(i);
    if (ch === '(' || ch === '[') depth += 1;
    else if (ch === ')' || ch === ']') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/**
 * The operand a removed condition lost, the rest of the line the same (whitespace aside): `now` is
 * `was` without one contiguous `&&X`/`X&&` (or `||`), or null. The cut is slid back over the
 * characters it shares with what precedes it (`a<n&&a+1<n` to `a+1<n` cuts `a<n&&`).
 */
function droppedOperand(was: string, now: string): string | null {
  const cut = was.length - now.length;
  if (cut < 4) return null;
  let p = 0;
  while (p < now.length && was.charAt(p) === now.charAt(p)) p += 1;
  let suffix = 0;
  while (suffix < now.length && was.charAt(was.length - 1 - suffix) === now.charAt(now.length - 1 - suffix)) suffix += 1;
  // A cut at `at` leaves `now` when `was` and `now` share the text before `at` (at <= p) and after it (suffix).
  for (let at = p; at >= 0 && at >= now.length - suffix && at >= p - 300; at -= 1) {
    const middle = was.slice(at, at + cut);
    const right = /^(?:&&|\|\|)(.+)$/.exec(middle)?.[1];
    const left = /^(.+)(?:&&|\|\|)$/.exec(middle)?.[1];
    for (const operand of [right, left]) if (operand !== undefined && !/&&|\|\|/.test(operand) && balanced(operand)) return operand;
  }
  return null;
}

/**
 * `bounds-check-loosened`, its dropped form: in one hunk of C, C++ or Rust, a removed condition
 * (`if`, `while`, `for`, an assertion, a ternary) comes back without one of its `&&`/`||` operands,
 * the rest the same, and that operand compared an index or offset with a length
 * (`if idx < self.buf.len() && idx + n <= self.buf.len() {` to `if idx < self.buf.len() {`): the
 * read or write of `n` bytes at `idx` is no longer kept inside the buffer. Not when an added line of
 * the hunk brings the same comparison back (the test moved to a line of its own).
 */
function boundsOperandDropped(path: string, rows: readonly { l: ChangedLine; t: CodeText }[]): KeyedFinding | null {
  const removed = rows.filter((r) => r.l.sign === '-' && /&&|\|\|/.test(r.t.masked) && COMPARISON.test(r.t.masked)).slice(0, MAX_OPERAND_LINES);
  if (removed.length === 0) return null;
  const added = rows.filter((r) => r.l.sign === '+' && !/^\s*#/.test(r.t.masked) && /\bif\b|\bwhile\b|\bfor\b|assert|\?/.test(r.t.masked)).slice(0, MAX_OPERAND_LINES);
  if (added.length === 0) return null;
  const addedCode = rows.filter((r) => r.l.sign === '+').map((r) => r.t.masked.replace(/\s+/g, ''));
  for (const after of added) {
    const now = after.t.masked.replace(/\s+/g, '');
    for (const before of removed) {
      const was = before.t.masked.replace(/\s+/g, '');
      if (was.length > 2000 || was.charAt(0) !== now.charAt(0)) continue;
      const operand = droppedOperand(was, now);
      if (operand === null || !comparesWithLength(operand)) continue;
      // The comparison kept on a line of its own, either way round (`if idx + n > len { return None; }` added above).
      const sides = operand.split(COMPARISON).map((side) => trimParentheses(side));
      if (addedCode.some((code) => code !== now && code.includes(sides[0] ?? operand) && code.includes(sides[sides.length - 1] ?? operand) && COMPARISON.test(code))) continue;
      return makeFinding({
        id: 'bounds-check-loosened',
        severity: 'medium',
        title: 'A bounds check loses one of its tests',
        detail: `The removed line (${before.t.code.trim().slice(0, 120)}) also tested ${operand.slice(0, 80)}; this line drops that test, the rest the same: an offset or length that runs past the end of the buffer now passes (an out-of-bounds read or write, or a panic). Keep the test, or say where the bound is checked now.`,
        path,
        line: after.l.line,
        subject: 'bounds-check-loosened',
      });
    }
  }
  return null;
}

function boundsCheckLoosened(path: string, rows: readonly { l: ChangedLine; t: CodeText }[], language: CodeLanguage): KeyedFinding | null {
  if (!BOUNDS_LANGUAGES.has(language)) return null;
  const dropped = boundsOperandDropped(path, rows);
  if (dropped !== null) return dropped;
  const removed = new Map<string, string>();
  for (const { l, t } of rows) if (l.sign === '-' && /[<>]/.test(t.masked)) removed.set(t.masked.replace(/\s+/g, ''), t.code.trim());
  if (removed.size === 0) return null;
  for (const { l, t } of rows) {
    if (l.sign !== '+' || !/<=|>/.test(t.masked)) continue;
    const code = t.masked.replace(/\s+/g, '');
    // Each `<=` read as a `<` before, each lone `>` as a `>=` (the reject side: `if (i > len) return`).
    for (const m of code.matchAll(/<=|(?<![-=>])>(?![>=])/g)) {
      const op = m[0];
      const was = op === '<=' ? '<' : '>=';
      const key = `${code.slice(0, m.index)}${was}${code.slice(m.index + op.length)}`;
      const before = removed.get(key);
      if (before === undefined) continue;
      // The operand on the right names a length, size or count (`idx <= r->len`, not `(n) <= INTMAX_MIN`),
      // in a condition (not a generic or a macro's clamp).
      const right = RIGHT_OPERAND.exec(code.slice(m.index + op.length));
      const last = right?.[2]?.split(/\.|->/).pop() ?? '';
      if (right === null || (right[1] === undefined && !LENGTH_END.test(last))) continue;
      if (/^\s*#/.test(t.masked) || !/\bif\b|\bwhile\b|\bfor\b|assert|\?/.test(t.masked)) continue;
      return makeFinding({
        id: 'bounds-check-loosened',
        severity: 'medium',
        title: 'A bounds check lets one more index through',
        detail: `The removed line (${before.slice(0, 100)}) compared with ${was}; this line compares with ${op}, the rest the same: an index equal to the length now passes, one past the end of the buffer (an off-by-one read or write). Keep the strict bound, or say why the last index is valid here.`,
        path,
        line: l.line,
        subject: 'bounds-check-loosened',
      });
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// 5. A check inverted, or its limit moved by one.

/**
 * A line's code with its negations and the direction of its comparisons taken out (`!`, `not`,
 * `==`/`!=`, `<`/`>=`, `&&`/`||`), whitespace aside: two lines with the same key and different code
 * say the opposite of each other (`if (!user.isAdmin)` and `if (user.isAdmin)`).
 */
export function conditionKey(masked: string): string {
  return masked
    .replace(/\bnot\s+/g, '')
    .replace(/\s+/g, '')
    .replace(/[!=]==?/g, '=')
    .replace(/<=|>=|<|>/g, '<')
    .replace(/&&|\|\||\band\b|\bor\b/g, '&')
    .replace(/!/g, '');
}

/**
 * A `!` written right after a name, a `)` or a `]`, with no `=` or `~` after it: C#'s null-forgiving
 * operator and TypeScript's non-null assertion (`value!`, `Convert(x)!`), Kotlin's `!!`, Swift's
 * force unwrap, a Ruby bang method's name (`save!`), a Rust macro's (`assert!`). None negates what
 * follows; a keyword before it (`return!ok`) leaves it a prefix negation.
 */
const POSTFIX_BANG = /([\w$)\]])(!+)(?![=~])/g;
const KEYWORD_BEFORE = /(?:^|[^\w$])(?:return|not|and|or|if|elif|while|case|else|do|yield|await|throw|typeof|void|delete|in|of|unless|then)$/;

/**
 * The masked code without its postfix `!` (POSTFIX_BANG): what check-inverted compares, so that
 * Newtonsoft.Json's "Add .NET 6 target", which appended C#'s null-forgiving `!` to
 * `return _reader.CreateISerializableItem(token, type, _contract, _member);`, is no inverted check.
 */
export function withoutPostfixBang(masked: string): string {
  if (!masked.includes('!')) return masked;
  return masked.replace(POSTFIX_BANG, (all: string, before: string, _bangs: string, offset: number) => (KEYWORD_BEFORE.test(masked.slice(Math.max(0, offset - 9), offset + 1)) ? all : before));
}

/** A line that decides: a condition's keyword or a return first, or an operand of a condition written over several lines (a logical operator at its start or end). */
const DECIDING = /^\s*(?:\}\s*)?(?:if|elif|elsif|unless|while|else\s+if|elseif|return)\b|^\s*(?:&&|\|\||and\b|or\b)|(?:&&|\|\||\band|\bor)\s*$/;
/**
 * Names of a limit that protects: failed attempts, a lockout, a rate limit, a throttle, a quota.
 * Not any maximum (`args.length >= max` in argument validation is the program's own rule).
 */
const LIMIT_CONTEXT = /attempt|fail(?:ed|ure)|lock_?out|locked_?out|throttl|rate_?limit|quota|brute/i;
/**
 * Words that say a line or function checks a signature, a MAC, a digest or a token: `hmac.Equal`,
 * `compare_digest`, `timingSafeEqual`, `verifySignature`, `sig`, `checksum`. Such a check inverted
 * accepts every forged message and refuses the genuine ones.
 */
const VERIFY_CONTEXT = /verif|signature|\bsig\b|hmac|compare_?digest|timingSafeEqual|ConstantTimeCompare|secure_compare|checksum|\bdigest\b|\bmac\b|\btoken\b/i;
/** The comparisons of a line, in order, with the negations and logical operators: what a flip changes. */
const OPERATORS = /[!=]==?|<=|>=|[<>!]|&&|\|\||\band\b|\bor\b|\bnot\b/g;

/**
 * Whether a line's comparisons differ from another's only by loose equality made strict (`==` to
 * `===`, `!=` to `!==`: ESLint's eqeqeq fix): the same direction, no type juggling; nothing is
 * inverted. The other way, strict to loose, is not this.
 */
export function onlyEqualityMadeStrict(was: string, now: string): boolean {
  const wasOps = was.match(OPERATORS) ?? [];
  const nowOps = now.match(OPERATORS) ?? [];
  return wasOps.length === nowOps.length && wasOps.some((op, i) => op !== nowOps[i]) && wasOps.every((op, i) => op === nowOps[i] || ((op === '==' || op === '!=') && nowOps[i] === `${op}=`));
}

/**
 * `check-inverted`: in one hunk whose only code change is a line rewritten with the same operands
 * and other comparison directions, negations or logical operators (`!==` to `===`, `!=` to `==`,
 * `!allowed` to `allowed`, `||` to `&&`, `>=` to `>`), on a line that decides (a condition, a
 * return, an operand of a condition over several lines) about who may do what or a limit: the
 * check now answers the other way, or lets one more through. The bodies around it unchanged (a
 * refactor that inverts a condition swaps its branches too). Medium; high under a claim of no
 * logic change.
 */
function checkInverted(path: string, rows: readonly { l: ChangedLine; t: CodeText }[], context: LogicHoleContext, functionOf: (line: number) => string, inCondition: ReadonlySet<number> = new Set()): KeyedFinding | null {
  const code = rows.filter((r) => r.t.masked.trim() !== '');
  const removed = code.filter((r) => r.l.sign === '-');
  const added = code.filter((r) => r.l.sign === '+');
  if (removed.length !== 1 || added.length !== 1) return null;
  const before = removed[0];
  const after = added[0];
  if (before === undefined || after === undefined) return null;
  // A postfix `!` (C#'s null-forgiving operator, TypeScript's non-null assertion) added or dropped negates nothing.
  const wasMasked = withoutPostfixBang(before.t.masked);
  const nowMasked = withoutPostfixBang(after.t.masked);
  const was = wasMasked.replace(/\s+/g, '');
  const now = nowMasked.replace(/\s+/g, '');
  // A line of a condition written over several lines decides as well (`if (` … `attempts > MAX` … `) {`).
  if (was === now || conditionKey(wasMasked) !== conditionKey(nowMasked) || (!DECIDING.test(after.t.masked) && !inCondition.has(after.l.line))) return null;
  // Read with the spaces kept: Python's `not` is a word only beside them (`if not ok` is not `ifnotok`).
  const wasOps = wasMasked.match(OPERATORS) ?? [];
  const nowOps = nowMasked.match(OPERATORS) ?? [];
  if (onlyEqualityMadeStrict(wasMasked, nowMasked)) return null;
  // Only `>=`/`>` or `<=`/`<` swapped: the bound moved by one, its direction kept.
  const byOne = wasOps.length === nowOps.length && wasOps.every((op, i) => {
    const other = nowOps[i] ?? '';
    return op === other || (op.replace('=', '') === other.replace('=', '') && /^[<>]=?$/.test(op) && /^[<>]=?$/.test(other));
  });
  const fn = functionOf(after.l.line);
  // A check of a signature, a MAC, a digest or a token decides whether a message or a caller is genuine.
  const verifies = !byOne && (VERIFY_CONTEXT.test(after.t.code) || VERIFY_CONTEXT.test(fn));
  const rights = aboutRights(after.t.masked) || aboutRights(fn) || context.sensitive || verifies;
  const limit = byOne && (LIMIT_CONTEXT.test(after.t.masked) || LIMIT_CONTEXT.test(fn) || LIMIT_CONTEXT.test(path) || rights);
  if (!rights && !limit) return null;
  const shown = (t: CodeText): string => t.code.trim().slice(0, 100);
  return makeFinding({
    id: 'check-inverted',
    severity: context.claim ? 'high' : 'medium',
    title: byOne ? 'A limit or permission check lets one more through (its bound moved by one)' : verifies && !aboutRights(after.t.masked) && !aboutRights(fn) && !context.sensitive ? 'A signature or token check is inverted' : 'A permission check is inverted',
    detail: byOne
      ? `The removed line (${shown(before.t)}) and this one (${shown(after.t)}) compare the same values, one with and one without equality: the bound moved by one, so the value at the limit now passes (one more attempt, one more request, one more index). In a check of a limit or of who may do what that is the one-character weakening a "Fix typo" or "Simplify check" PR hides. Keep the bound, or say why the limit itself changed.`
      : `The removed line (${shown(before.t)}) and this one (${shown(after.t)}) test the same values with a comparison, a negation or a logical operator turned around, and nothing else in the hunk changes: the check now answers the other way${rights ? ', in code that decides who may do what: whoever it refused now passes' : ''}. A one-character inversion is the backdoor dressed as a typo fix; a real fix of an inverted check says so and brings a test. Check which way is right.`,
    path,
    line: after.l.line,
    subject: 'check-inverted',
  });
}

// ---------------------------------------------------------------------------------------------
// 6. A verification no longer awaited.

/** Languages whose `await` a verification's result (or its rejection) depends on. */
const AWAITING_LANGUAGES: ReadonlySet<CodeLanguage> = new Set(['js', 'python', 'csharp']);
/**
 * An awaited call (group 1 its name, with at most four member names before it). Whether it verifies
 * is its last name's question (CHECK_WORD): one pattern for both took the lint's regular-expression
 * analysis 20 s, as two it takes a fraction of a second, for the same matches.
 */
const AWAITED_CALL = /\bawait\s{1,3}((?:[\w$]{1,60}\.){0,4}[\w$]{1,120})\s{0,3}\(/g;
/** A call's last name that verifies or decides access (`verifyToken`, `isAdmin`, `jwt.verify`, `authorize`, `canEdit`). */
const CHECK_WORD = /[Vv]erif|[Aa]uthenticat|[Aa]uthoriz|[Cc]heck(?:Auth|Perm|Access|Token|Sig|Password)|[Vv]alidate(?:Token|Session|Signature|Jwt|JWT)|[Ii]s(?:Admin|Allowed|Authorized|Owner)|[Hh]as(?:Permission|Access|Role)|[Cc]an[A-Z]/;

/** The first awaited call of a line that verifies or decides access (group 1 the call's name), or null. */
function awaitedCheck(masked: string): RegExpExecArray | null {
  AWAITED_CALL.lastIndex = 0;
  for (let m = AWAITED_CALL.exec(masked); m !== null; m = AWAITED_CALL.exec(masked)) {
    const name = m[1] ?? '';
    if (CHECK_WORD.test(name.slice(name.lastIndexOf('.') + 1))) return m;
    AWAITED_CALL.lastIndex = m.index + 1;
  }
  return null;
}

/**
 * `verification-not-awaited`: in one hunk, a removed line awaits a call that verifies or decides
 * access (`await verifyToken(…)`, `await isAdmin(user)`, `await jwt.verify(…)`) and an added line
 * is the same line without that `await`: the call now hands back a promise (a task, a coroutine),
 * which is truthy and never throws where the old code caught the refusal, so `if (!isAdmin(u))`
 * never refuses and `try { req.user = verifyToken(t) } catch { return 401 }` lets every token
 * through. High.
 */
function verificationNotAwaited(path: string, rows: readonly { l: ChangedLine; t: CodeText }[], language: CodeLanguage): KeyedFinding | null {
  if (!AWAITING_LANGUAGES.has(language)) return null;
  const removed = new Map<string, { text: string; call: string }>();
  for (const { l, t } of rows) {
    if (l.sign !== '-') continue;
    const m = awaitedCheck(t.masked);
    if (m?.[1] === undefined) continue;
    const without = `${t.masked.slice(0, m.index)}${t.masked.slice(m.index + m[0].indexOf(m[1], 5))}`;
    removed.set(without.replace(/\s+/g, ''), { text: t.code.trim(), call: m[1] });
  }
  if (removed.size === 0) return null;
  for (const { l, t } of rows) {
    // `return await check(…)` to `return check(…)` (eslint's no-return-await) hands the caller the same promise to await.
    if (l.sign !== '+' || /\bawait\b/.test(t.masked) || /^\s*return\b/.test(t.masked)) continue;
    const before = removed.get(t.masked.replace(/\s+/g, ''));
    if (before === undefined) continue;
    return makeFinding({
      id: 'verification-not-awaited',
      severity: 'high',
      title: `A verification is no longer awaited (${before.call})`,
      detail: `The removed line (${before.text.slice(0, 100)}) awaited ${before.call}; this line is the same without await, so it gets a promise (a task, a coroutine) instead of the answer: a promise is truthy whatever the check decides, and a refusal it raises is no longer caught where the code handled it, so the caller passes. Keep the await.`,
      path,
      line: l.line,
      subject: 'verification-not-awaited',
    });
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Conditions written over several lines.

/** New-side lines a condition opened with `if (` (`while (`, `elif (`, …) is read across at most, and its length. */
const CONDITION_LINES = 8;
const CONDITION_LENGTH = 1200;
/** A condition's keyword and its opening parenthesis. */
const OPENING_CONDITION = /\b(?:if|while|elseif|elsif|elif|unless|else\s+if)\s{0,3}\(/;
/** Go's and Rust's condition, no parentheses around it: `if !authorized(` with its arguments on the lines below. */
const OPENING_BARE_CONDITION = /^\s*(?:\}\s*else\s+)?(?:if|while)\s/;
/** A return of a parenthesised expression: `return (`, `return !(`. */
const OPENING_RETURN = /^\s*return\s{0,3}!?\s{0,3}\(/;

/** The depth of parentheses a line leaves open (negative when it closes more than it opens). */
function parenthesisBalance(masked: string): number {
  let depth = 0;
  for (let i = 0; i < masked.length; i += 1) {
    const ch = masked.charAt(i);
    if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
  }
  return depth;
}

/**
 * Conditions written over several lines (`if (` then one operand a line, then `) {`), joined into
 * one line each, where a line of the condition is one the PR adds: read by the same rules as a
 * condition on one line, so that a check weakened on its second line is seen. The joined text is
 * reported at the last added line of the condition. Bounded: CONDITION_LINES lines and
 * CONDITION_LENGTH characters from the keyword, in one hunk.
 */
function multiLineConditions(patch: string, lines: readonly ChangedLine[], carried: readonly boolean[], language: CodeLanguage, inside: Set<number>): Map<number, { l: ChangedLine; t: CodeText }[]> {
  const out = new Map<number, { l: ChangedLine; t: CodeText }[]>();
  const added = new Map<number, ChangedLine>();
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    if (l?.sign === '+' && carried[i] !== true) added.set(l.line, l);
  }
  if (added.size === 0) return out;
  const side = newSideLines(patch, lines.length * 4 + 1000);
  for (const [number, row] of side) {
    const first = codeText(row.text, language);
    if (first.isComment) continue;
    const bare = (language === 'go' || language === 'rust') && OPENING_BARE_CONDITION.test(first.masked);
    const opening = bare || OPENING_CONDITION.test(first.masked);
    // A return of a parenthesised expression over several lines (`return (` … `);`) decides too: its lines are marked, not joined.
    if (!opening && !OPENING_RETURN.test(first.masked)) continue;
    let depth = parenthesisBalance(first.masked.slice(first.masked.search(bare ? OPENING_BARE_CONDITION : opening ? OPENING_CONDITION : OPENING_RETURN)));
    // A condition closed on its line is read there already.
    if (depth <= 0) continue;
    const spanned: number[] = [];
    let masked = first.masked;
    let code = first.code;
    let last = added.get(number);
    for (let n = number + 1; n <= number + CONDITION_LINES && depth > 0 && masked.length < CONDITION_LENGTH; n += 1) {
      const next = side.get(n);
      if (next === undefined || next.hunk !== row.hunk) break;
      const t = codeText(next.text, language);
      if (t.isComment) continue;
      masked += ` ${t.masked.trim()}`;
      code += ` ${t.code.trim()}`;
      depth += parenthesisBalance(t.masked);
      last = added.get(n) ?? last;
      if (added.has(n)) spanned.push(n);
    }
    if (depth > 0 || last === undefined) continue;
    for (const n of spanned) inside.add(n);
    if (!opening) continue;
    const rows = out.get(row.hunk) ?? [];
    rows.push({ l: last, t: { masked, code, isComment: false } });
    out.set(row.hunk, rows);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------


/**
 * The logic-hole findings of one file of program code outside tests: its changed lines, their
 * code texts, and which added lines only carry a removed one (those are skipped).
 */
export function logicHoles(
  path: string,
  patch: string,
  lines: readonly ChangedLine[],
  texts: readonly CodeText[],
  language: CodeLanguage,
  carried: readonly boolean[],
  context: LogicHoleContext,
  headContent: string | null = null,
): KeyedFinding[] {
  const hunks = rowsByHunk(lines, texts, carried);
  const inCondition = new Set<number>();
  const joined = multiLineConditions(patch, lines, carried, language, inCondition);
  let names: Map<number, string> | null = null;
  let fromContent: Map<number, string> | null = null;
  let headLines: string[] | undefined;
  let newSide: Map<number, { readonly text: string }> | undefined;
  // A line of the head: from its content when read, else from the hunk's new side.
  const lineAt = (line: number): string | undefined =>
    headContent === null ? (newSide ??= newSideLines(patch, 20_000)).get(line)?.text : (headLines ??= headContent.split(/\r?\n/, 200_000))[line - 1];
  // The function as the hunk shows it; when the hunk names none (git's header names the class, the
  // method's header is above the hunk), as the file's head content shows it.
  const functionOf = (line: number): string => {
    const shown = (names ??= functionNames(patch, lines.length * 4 + 1000)).get(line) ?? '';
    if (headContent === null || functionNameOf(shown) !== '') return shown;
    fromContent ??= enclosingFunctions(headContent, lines.filter((l) => l.sign === '+').map((l) => l.line));
    return fromContent.get(line) ?? shown;
  };
  let assigned: KeyedFinding | null = null;
  let alwaysTrue: KeyedFinding | null = null;
  let raised: KeyedFinding | null = null;
  let bounds: KeyedFinding | null = null;
  let inverted: KeyedFinding | null = null;
  let unawaited: KeyedFinding | null = null;
  let shortCircuited: KeyedFinding | null = null;
  for (const [hunk, rows] of hunks) {
    if (!rows.some((r) => r.l.sign === '+')) continue;
    // The hunk's conditions written over several lines, read as if on one (after its own lines).
    const conditionRows = [...rows, ...(joined.get(hunk) ?? [])];
    if (assigned?.severity !== 'high') {
      const found = assignmentInCondition(path, conditionRows, language, context, functionOf);
      if (found !== null && (assigned === null || rank[found.severity] > rank[assigned.severity])) assigned = found;
    }
    if (alwaysTrue?.severity !== 'high') {
      const found = alwaysTrueAppended(path, conditionRows, language, context, functionOf, lineAt);
      if (found !== null && (alwaysTrue === null || rank[found.severity] > rank[alwaysTrue.severity])) alwaysTrue = found;
    }
    // An unconditional return added above a verifier's body (short-circuited-check.ts).
    if (shortCircuited?.severity !== 'high') {
      const found = checkShortCircuited(path, patch, rows, language, functionOf, context.sensitive);
      if (found !== null && (shortCircuited === null || rank[found.severity] > rank[shortCircuited.severity])) shortCircuited = found;
    }
    if (!rows.some((r) => r.l.sign === '-')) continue;
    raised ??= privilegedDefaultRaised(path, rows, context);
    bounds ??= boundsCheckLoosened(path, rows, language);
    // A bounds check loosened on its own line is that rule's; a shell test (`[ "$a" = "$b" ]`) is not read.
    if (language !== 'shell' && bounds === null) inverted ??= checkInverted(path, rows, context, functionOf, inCondition);
    unawaited ??= verificationNotAwaited(path, rows, language);
  }
  return [assigned, alwaysTrue, raised, bounds, inverted, unawaited, shortCircuited].filter((f): f is KeyedFinding => f !== null);
}
