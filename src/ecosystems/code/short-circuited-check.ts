/**
 * `check-short-circuited`: an unconditional `return true` (`return nil` in Go, `return Ok(())` in
 * Rust, `return next()` in a middleware, a bare `return` before a refusal) added at the top of a
 * function that verifies or authorizes (`verifySignature`, `checkPermission`, `is_authorized`,
 * `authenticate_user!`), with the function's old body still below it: the check never runs and
 * every caller passes, while the diff shows one added line and the whole check unchanged under it.
 * Read on the new side of one hunk; every pattern is linear-time on a line of at most 2,000
 * characters, and the lines after the return are read once (at most DEAD_LINES).
 */
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedLine } from './changed-lines.js';
import { newSideLines, walkPatch } from './changed-lines.js';
import type { CodeText } from './code-text.js';
import { codeText } from './code-text.js';
import type { CodeLanguage } from './language.js';

/** Languages read: those with a `return` statement the rule understands. */
const LANGUAGES: ReadonlySet<CodeLanguage> = new Set(['js', 'python', 'go', 'ruby', 'php', 'java', 'csharp', 'c', 'rust']);

/**
 * A whole line that returns unconditionally: group 1 the value, absent for a bare `return`. A
 * success value (`true`, `True`, Rust's `Ok(())`/`Ok(true)`, Go's `nil`/`true, nil`, a
 * middleware's `next()`), or a value that is success only for a function that refuses by raising
 * (`None`, `nil`, `null`, nothing).
 */
const RETURN_LINE = /^\s{0,80}return(?:\s{1,4}(true|True|TRUE|nil|None|null|Ok\(\s{0,2}\(\s{0,2}\)\s{0,2}\)|Ok\(\s{0,2}true\s{0,2}\)|true\s{0,2},\s{0,2}nil|next\s{0,2}\(\s{0,2}\)))?\s{0,4};?\s{0,4}$/;
/** Values that say the check passed whatever the function refuses with. */
const SUCCESS = /^(?:true|True|TRUE|Ok\(.*\)|true\s*,\s*nil|next\s*\(\s*\))$/;

/** A line that ends or continues a block rather than running after the return: the return is then the block's last statement. */
const BLOCK_EDGE = /^\s*(?:[}\])]|end\b|else\b|elif\b|elsif\b|except\b|catch\b|finally\b|rescue\b|ensure\b|case\b|default\b|when\b|#\s*(?:endif|else|elif)\b|break\b)/;
/** How many new-side lines after the return are read as the code it skips. */
const DEAD_LINES = 30;
/** A refusal in the skipped code: what a bare return (or `None`, `nil`) skips to let the caller through. */
const REFUSAL = /\b(?:raise|throw|abort|halt|deny|reject|panic|head\s{1,3}:(?:unauthorized|forbidden)|render_(?:unauthorized|forbidden)|redirect_to\s{1,3}(?:login|new_session|root)|http\.Error|return\s{1,3}(?:false|False|err\b|errors?\.|fmt\.Errorf|res\.(?:status|sendStatus))|res\.(?:status|sendStatus)\s{0,2}\(\s{0,2}40[13])|\b40[13]\b|Unauthori[sz]ed|Forbidden|PermissionDenied|AccessDenied|Unauthenticated/;

/** A return of a value other than a refusal's (`return user`, `return res.status(401)…`): the function answers with values. */
const VALUE_RETURN = /^return\s{1,4}(?!(?:false|False|nil|None|null|err|error)\b)[^\s;]/;

/** The name of the function a header line declares (`def authenticate_user!`, `func (a *Auth) authenticate(`, `public boolean isAuthorized(`, `const verifyToken = (`). */
function declaredName(header: string): string {
  const keyword = /\b(?:def|function|func|fn|sub)\s+(?:\([^()]{0,80}\)\s*)?(?:self\.)?([\w$?!]{1,80})/.exec(header);
  if (keyword?.[1] !== undefined) return keyword[1];
  for (const m of header.matchAll(/([A-Za-z_$][\w$]{0,80}[?!]?)\s{0,3}(?:\(|=\s{0,3}(?:async\s{1,3})?(?:function\b|\()|:\s{0,3}(?:async\s{1,3})?(?:function\b|\())/g)) {
    const name = m[1] ?? '';
    if (!/^(?:if|for|while|switch|catch|return|function|async|await|new|typeof|sizeof|with|elif|unless|until)$/.test(name)) return name;
  }
  return '';
}

/** A function name that says it verifies a credential or decides who may do what. */
const VERIFIER = /verif|authenticat|authori[sz]|permi(?:t|ssion)|signature|hmac|csrf|xsrf|acl\b|_acl|Acl|(?:validate|check|ensure|require|assert)_?(?:auth|perm|access|token|sig|session|jwt|request|webhook|password|passwd|credential|api_?key|key|mac|digest|otp|code|role|admin|scope|owner|login|user|logged|csrf|claims?)|(?:is|has|user)_?(?:authori[sz]ed|authenticated|allowed|admin|owner|permitted|staff|super_?user|access|perm|role|scope|right|valid_?(?:token|signature|session|password|key|user|request))|login_required|logged_?in|can_?activate/i;
/** `canEdit`, `can_delete?`, `may_view`: a check named for what the caller can do (case matters: `cancel`, `canvas` are not). */
const CAN = /^(?:can|Can|may|May)(?:_[a-z]|[A-Z])/;
/** A generic handler name that decides in a file whose path says it handles authentication or access control. */
const GENERIC_GUARD = /check|valid|verif|allow|permit|guard|filter|handle|intercept|middleware|before|process_request|dispatch|call|activate/i;

/** The width of a line's leading whitespace, a tab counted as one. */
function indentOf(text: string): number {
  return text.length - text.trimStart().length;
}

/** A return of something computed (a call, a comparison, a name): the answer a check gives. */
const COMPUTED_RETURN = /^\s{0,80}return\s{1,4}(?!(?:true|True|TRUE|false|False|FALSE|nil|None|null|Ok\(\s{0,2}\(\s{0,2}\)\s{0,2}\))\s{0,4};?\s{0,4}$)(\S.{0,300})$/;

/**
 * The removed line whose computed answer the added constant return at `at` replaces: a removed
 * `return <computed>` at the same indentation in the hunk, with no added line returning a computed
 * value and none calling what the removed answer called (a check moved above the return is kept).
 */
function replacedAnswer(rows: readonly { l: ChangedLine; t: CodeText }[], at: ChangedLine, width: number): string | null {
  const added = rows.filter((r) => r.l.sign === '+' && r.l !== at);
  if (added.some((r) => COMPUTED_RETURN.test(r.t.masked))) return null;
  for (const r of rows) {
    if (r.l.sign !== '-' || indentOf(r.t.code) !== width) continue;
    const m = COMPUTED_RETURN.exec(r.t.masked);
    if (m === null) continue;
    const calls = [...(m[1] ?? '').matchAll(/([A-Za-z_$][\w$]{1,60})\s{0,2}\(/g)].map((c) => c[1] ?? '').filter((c) => c !== '');
    if (calls.some((c) => added.some((a) => a.t.masked.includes(`${c}(`)))) continue;
    return r.t.code.trim();
  }
  return null;
}

/**
 * The new-file lines of a patch's added unconditional returns that may cut a check short: code
 * follows at the return's indentation in its hunk (not the end of its block), or the hunk removes a
 * computed return at that indentation. What the rule reads, before it knows the function's name
 * (the file's content names it when the hunk does not). Linear: one pass over the new side.
 */
export function returnsThatMaySkipCode(patch: string, language: CodeLanguage): number[] {
  if (!LANGUAGES.has(language) || !/^\+\s{0,80}return\b/m.test(patch)) return [];
  const found: number[] = [];
  const rows: { sign: number; text: string; line: number; hunk: number }[] = [];
  walkPatch(patch, (first, text, line, hunk) => {
    if (first === 43 || first === 45 || first === 32) rows.push({ sign: first, text, line, hunk });
    return rows.length < 40_000;
  });
  /** The removed computed returns, by hunk and indentation. */
  let computed: Set<string> | null = null;
  for (let i = 0; i < rows.length && found.length < 50; i += 1) {
    const row = rows[i];
    if (row?.sign !== 43) continue;
    const t = codeText(row.text, language);
    if (!RETURN_LINE.test(t.masked)) continue;
    const width = indentOf(t.code);
    let skips = false;
    for (let j = i + 1; j < rows.length && j <= i + DEAD_LINES; j += 1) {
      const next = rows[j];
      if (next === undefined || next.hunk !== row.hunk) break;
      if (next.sign === 45) continue;
      const c = codeText(next.text, language);
      if (c.isComment || c.masked.trim() === '') continue;
      skips = indentOf(c.code) >= width && !BLOCK_EDGE.test(c.masked);
      break;
    }
    computed ??= new Set(rows.filter((r) => r.sign === 45 && COMPUTED_RETURN.test(codeText(r.text, language).masked)).map((r) => `${r.hunk}:${indentOf(r.text)}`));
    if (skips || computed.has(`${row.hunk}:${width}`)) found.push(row.line);
  }
  return found;
}

export function checkShortCircuited(
  path: string,
  patch: string,
  rows: readonly { l: ChangedLine; t: CodeText }[],
  language: CodeLanguage,
  functionOf: (line: number) => string,
  sensitive: boolean,
): KeyedFinding | null {
  if (!LANGUAGES.has(language)) return null;
  let side: Map<number, { readonly text: string; readonly hunk: number }> | null = null;
  for (const { l, t } of rows) {
    if (l.sign !== '+') continue;
    const m = RETURN_LINE.exec(t.masked);
    if (m === null) continue;
    const value = (m[1] ?? '').replace(/\s+/g, '');
    side ??= newSideLines(patch, rows.length * 4 + 2000);
    // The function around it, as the hunk shows it; or the line above, past a brace alone on its
    // line (a C# or Java header whose `{` opens the next line).
    let name = declaredName(functionOf(l.line));
    const above = side.get(l.line - 1)?.text.trim() === '{' ? side.get(l.line - 2) : side.get(l.line - 1);
    if (!VERIFIER.test(name) && !CAN.test(name) && above !== undefined && above.hunk === l.hunk && /\(/.test(above.text) && !/;\s*$/.test(above.text)) name = declaredName(above.text) || name;
    if (name === '') continue;
    const verifier = VERIFIER.test(name) || CAN.test(name);
    if (!verifier && !(sensitive && GENERIC_GUARD.test(name))) continue;
    // The code the return skips: the lines after it in the hunk's new side, at its indentation or
    // deeper, up to the end of its block.
    const width = indentOf(t.code);
    const skipped: string[] = [];
    for (let n = l.line + 1; n <= l.line + DEAD_LINES; n += 1) {
      const next = side.get(n);
      if (next === undefined || next.hunk !== l.hunk) break;
      const c = codeText(next.text, language);
      if (c.isComment || c.masked.trim() === '') continue;
      if (indentOf(c.code) < width || BLOCK_EDGE.test(c.masked)) break;
      skipped.push(c.code.trim());
    }
    const success = SUCCESS.test(value) || (language === 'go' && value === 'nil');
    if (skipped.length === 0) {
      // The body's answer replaced by the constant: `return hmac.compare_digest(expected, sig)` to `return True`.
      const replaced = success && verifier ? replacedAnswer(rows, l, width) : null;
      if (replaced === null) continue;
      return makeFinding({
        id: 'check-short-circuited',
        severity: 'high',
        title: `A check's answer is replaced by a constant (${value === '' ? 'return' : `return ${value}`} in ${name})`,
        detail: `The removed line (${replaced.slice(0, 100)}) returned what the check decided; this line in ${name}, a function that verifies a credential or decides who may do what, returns ${value} whatever it is given, and no added line computes the old answer: every caller passes. Restore the check; if it is meant to be off, gate it on configuration that is off in production and say so.`,
        path,
        line: l.line,
        subject: 'check-short-circuited',
      });
    }
    // A bare return (`None`, `nil`) lets the caller through only where the function refuses by raising:
    // one that answers with values below it (`return user`) says no with it.
    if (!success && (!skipped.some((s) => REFUSAL.test(s)) || skipped.some((s) => VALUE_RETURN.test(s)))) continue;
    const returned = value === '' ? 'return' : `return ${value}`;
    return makeFinding({
      id: 'check-short-circuited',
      severity: verifier ? 'high' : 'medium',
      title: `A check returns before it runs (${returned} at the top of ${name})`,
      detail: `This line returns unconditionally (${t.code.trim().slice(0, 60)}) in ${name}${verifier ? ', a function that verifies a credential or decides who may do what' : ', in a file about authentication or access control'}, and the code below it (${skipped[0]?.slice(0, 80) ?? ''}${skipped.length > 1 ? ` and ${skipped.length - 1} more line${skipped.length > 2 ? 's' : ''}` : ''}) no longer runs: the check ${success ? 'answers yes' : 'never refuses'} for every caller, while the diff shows one added line and the check unchanged under it (the shape of a backdoor dressed as a typo fix or a debugging leftover). Remove the early return; if the check is meant to be off, gate it on configuration that is off in production and say so.`,
      path,
      line: l.line,
      subject: 'check-short-circuited',
    });
  }
  return null;
}
