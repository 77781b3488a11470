import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedLine } from './changed-lines.js';
import type { CodeText } from './code-text.js';
import { codeText } from './code-text.js';
import { DEVELOPMENT_GATE } from './weakened-checks.js';

/**
 * `cors-permissive` for the cors package's options written over several lines (`app.use(cors({` …
 * `origin: true,` … `credentials: true,` … `}))`, NestJS's `enableCors({`, or an options object
 * named for CORS, `const corsOptions = {`): the one-line patterns of security-rules.ts read a call
 * whose options sit on its own line only. The object is read whole on the hunk's new side, from
 * the line that opens it (found by reading back, braces counted outside strings, at most
 * MAX_LINES) to the line that closes it.
 */

/** Lines read back to the object's opening, and forward to its end. */
const MAX_LINES = 40;
/** Where a CORS options object opens: the call, or a variable named for CORS options. */
const CORS_OPENER = /\b(?:cors|enableCors)\s{0,3}\(\s{0,3}\{|\b(?:const|let|var)\s{1,3}\w{0,30}[Cc]ors\w{0,30}(?:\s{0,3}:\s{0,3}[\w.<>]{1,60})?\s{0,3}=\s{0,3}\{|\bcors\s{0,3}:\s{0,3}\{/;
/** Options that let any origin in: `origin: true`, `origin: '*'`, or a callback that answers yes (`callback(null, true)`, or the origin itself). */
const ANY_ORIGIN = /\borigin\s{0,3}:\s{0,3}(?:true\b|(['"])\*\1)/;
const ORIGIN_CALLBACK_ALLOWS = /\borigin\s{0,3}:\s{0,3}(?:async\s{1,3})?(?:function\s{0,3}\w{0,40}\s{0,3})?\(\s{0,3}(\w{1,40})\s{0,3},\s{0,3}(\w{1,40})\s{0,3}\)\s{0,3}(?:=>\s{0,3})?\{?\s{0,3}(?:return\s{1,3})?\2\s{0,3}\(\s{0,3}null\s{0,3},\s{0,3}(?:true|\1)\s{0,3}\)/;
const CREDENTIALS = /\bcredentials\s{0,3}:\s{0,3}true\b/;
/** A line that names one of those options (the added line that makes the object permissive). */
const OPTION_LINE = /\b(?:origin|credentials)\s{0,3}:/;

/** The net count of `{` over `}` of a line's code (strings and comment blanked). */
function braceBalance(masked: string): number {
  let n = 0;
  for (const ch of masked) {
    if (ch === '{') n += 1;
    else if (ch === '}') n -= 1;
  }
  return n;
}

export function corsOptionsPermissive(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], carried: readonly boolean[], newSide: ReadonlyMap<number, { readonly text: string; readonly hunk: number }>): KeyedFinding | null {
  const seen = new Set<number>();
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment || !OPTION_LINE.test(t.masked)) continue;
    // Back to the line that opens the object around this one.
    let depth = 0;
    let opener = -1;
    for (let n = l.line; n >= 1 && n > l.line - MAX_LINES; n -= 1) {
      const row = newSide.get(n);
      if (row?.hunk !== l.hunk) break;
      const masked = codeText(row.text, 'js').masked;
      depth += braceBalance(masked);
      if (n === l.line) depth = Math.min(depth, 0);
      if (depth > 0) {
        if (CORS_OPENER.test(masked)) opener = n;
        break;
      }
    }
    if (opener < 0 || seen.has(opener)) continue;
    seen.add(opener);
    // The object whole, from its opening line to the line that closes it (on one line: the one-line rules read it).
    const rows: string[] = [];
    const codes: string[] = [];
    let balance = 0;
    let closed = false;
    for (let n = opener; n < opener + MAX_LINES; n += 1) {
      const row = newSide.get(n);
      if (row?.hunk !== l.hunk) break;
      const ct = codeText(row.text, 'js');
      rows.push(row.text);
      codes.push(ct.code);
      balance += braceBalance(ct.masked);
      if (balance <= 0) {
        closed = true;
        break;
      }
    }
    if (rows.length < 2) continue;
    const joined = codes.map((code) => code.trim()).join(' ');
    const callback = ORIGIN_CALLBACK_ALLOWS.test(joined);
    if (!ANY_ORIGIN.test(joined) && !callback) continue;
    // A development-only set-up (`if (process.env.NODE_ENV === 'development')` on the opener or up to five lines above).
    const above: string[] = [];
    for (let n = opener; n >= 1 && n > opener - 6; n -= 1) {
      const row = newSide.get(n);
      if (row?.hunk !== l.hunk) break;
      above.push(row.text);
    }
    if (above.some((text) => DEVELOPMENT_GATE.test(text))) continue;
    // Only when a line that makes it permissive is the PR's (not one it carries over from a removed line): the origin option, or credentials beside it.
    const added = lines.filter((c, j) => c.sign === '+' && c.hunk === l.hunk && c.line >= opener && c.line < opener + rows.length && texts[j]?.isComment === false && carried[j] !== true).map((c) => codeText(c.text, 'js').code);
    const credentials = CREDENTIALS.test(joined);
    const decisive = added.some((code) => /\borigin\s{0,3}:/.test(code) || (credentials && CREDENTIALS.test(code)));
    if (!decisive || !closed) continue;
    // `origin: true` and a callback echo the request's origin (credentials then go with it); `'*'` is sent as `*`, which browsers refuse with credentials.
    const reflected = callback || /\borigin\s{0,3}:\s{0,3}true\b/.test(joined);
    const high = reflected && credentials;
    return makeFinding({
      id: 'cors-permissive',
      severity: high ? 'high' : 'medium',
      title: high ? 'CORS reflects any origin, with credentials' : 'CORS allows any origin',
      detail: `These CORS options, written over several lines from line ${opener}, allow every origin (${callback ? 'an origin callback that answers yes to any origin' : reflected ? '`origin: true` echoes each request\'s Origin back' : "`origin: '*'`"})${high ? ', with `credentials: true`: any web site a signed-in user opens can call this API with their cookies and read the answers (their data, a CSRF token)' : ': any web site can call this API from a visitor\'s browser'}. List the origins that need access.`,
      path,
      line: l.line,
      subject: 'cors-permissive',
    });
  }
  return null;
}
