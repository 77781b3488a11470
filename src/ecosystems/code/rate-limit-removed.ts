/**
 * `security-limit-loosened` (rate limit removed): a rate-limit or brute-force middleware taken off
 * a route (`router.post('/login', limiter, login)` to `router.post('/login', login)`, Express, Koa,
 * Fastify, `app.use(limiter)` dropped; the route call written over several lines, its limiter on a
 * line of its own; a limiter kept in a variable of any name, `const strict = rateLimit({…})`, as the
 * file's content or the patch shows it), a Fastify route's limit switched off (`config: {
 * rateLimit: false }` added), or a Python view's rate-limit decorator removed
 * (`@limiter.limit("5/minute")`, django-ratelimit's `@ratelimit(…)`, `@throttle(…)`). Whoever
 * guesses passwords or one-time codes may then try as fast as the server answers. Token-level, per
 * file: the limiter names on removed route lines outnumber those on added lines (a reorder, a
 * rename's both sides or a move to `app.use(limiter)` in the same file keeps the count). Linear-time
 * patterns over one line; the content is read once, at most MAX_CONTENT_LINES lines.
 */
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedLine } from './changed-lines.js';
import { newSideLines, walkPatch } from './changed-lines.js';
import type { CodeText } from './code-text.js';
import { codeText } from './code-text.js';
import type { CodeLanguage } from './language.js';

/**
 * A route registered, or middleware mounted, on an app or router: Express, Koa's router, Fastify,
 * Hono; the object named app, router, routes, server, api or fastify, alone or as the end of a
 * longer name (`authRouter`, `adminRoutes`, `publicApi`).
 */
const ROUTE_CALL = /\b(?:[A-Za-z_$][\w$]{0,40}(?:[aA]pp|[rR]outer|[rR]outes?|[sS]erver|[aA]pi)|app|router|route|routes|server|fastify|api|r)\s{0,3}\.\s{0,3}(?:get|post|put|patch|delete|del|all|use|route)\s{0,3}\(/;
/** A Python decorator, its dotted name (group 1). */
const DECORATOR = /^\s{0,40}@\s{0,3}([A-Za-z_][\w.]{0,80})/;
/** A name that says it limits the rate of requests or login attempts: `limiter`, `loginLimiter`, `rateLimit(…)`, `ratelimit`, `throttle`, `slowDown`, `ExpressBrute`'s `bruteforce.prevent`. */
const LIMITER_NAME = /limiter|rate_?limit|throttl|slow_?down|brute/i;
/** What turns a limit off rather than on (`@limiter.exempt`, `skipRateLimit`): removing it adds protection. */
const NOT_A_LIMIT = /exempt|skip|disable|bypass|ignore/i;
const IDENTIFIER = /[A-Za-z_$][\w$]{0,80}(?:\.[A-Za-z_$][\w$]{0,80}){0,4}/g;
/** A route's limit switched off by its options (@fastify/rate-limit's `config: { rateLimit: false }`): not a limiter named. */
const LIMIT_OFF = /\b(?:rateLimit|rate_limit|ratelimit|throttle)\s{0,3}:\s{0,3}false\b/g;
/** What a guessable endpoint's path or handler says (login, password reset, one-time codes, tokens, sign-up): where a limit is what stops guessing. */
const GUESSABLE = /log_?in|sign_?in|sign-in|auth|token|passw|reset|otp|verif|mfa|2fa|totp|code|register|sign_?up|sign-up|session|forgot|recover|\bpin\b|api[-_]?key|invite|redeem|coupon/i;
/** A variable given a limiter factory's middleware (`const strict = rateLimit({…})`, `let guard = new ExpressBrute(store)`): group 1 the variable, group 2 the factory. */
const LIMITER_ASSIGNED = /\b(?:const|let|var)\s{1,4}([A-Za-z_$][\w$]{0,60})\s{0,3}=\s{0,3}(?:await\s{1,3})?(?:new\s{1,3})?([A-Za-z_$][\w$]{0,60}(?:\.[A-Za-z_$][\w$]{0,60}){0,3})\s{0,3}\(/;
/** Lines of a file's content read for limiter variables at most. */
const MAX_CONTENT_LINES = 20_000;

/** How many limiter names a line of code holds (outside strings: the route's path says nothing), those switched off (`rateLimit: false`) aside. */
function limiterNames(masked: string, known: ReadonlySet<string> = NO_NAMES): number {
  let count = 0;
  for (const m of masked.matchAll(IDENTIFIER)) if ((LIMITER_NAME.test(m[0]) || known.has(m[0])) && !NOT_A_LIMIT.test(m[0])) count += 1;
  return Math.max(0, count - limitsOff(masked));
}

const NO_NAMES: ReadonlySet<string> = new Set();

/** How many route limits a line switches off (`rateLimit: false`). */
function limitsOff(masked: string): number {
  if (!masked.includes('false')) return 0;
  return [...masked.matchAll(LIMIT_OFF)].length;
}

/** Whether an added line of code names a limiter (another file of the PR may take over the limit). */
export function namesRateLimiter(t: CodeText): boolean {
  return !t.isComment && limiterNames(t.masked) > 0;
}

/** A module whose name says it holds rate limiters: `express-rate-limit`, `./middleware/rateLimiter`, `../limits`, `./throttle`, `express-brute`. */
const LIMITER_MODULE = /rate[-_]?limit|(?:^|[/\-_.])limit(?:er|ers|s)?(?:$|[/\-_.])|throttl|brute|slow[-_]?down/i;
/** An import's bindings (group 1) and module (group 2): `import { loginGuard, otp as otpGuard } from './limits'`, `import guard from '…'`; over several lines too. */
const IMPORT_FROM = /\bimport\s+(?:type\s+)?((?:[\w$]{1,60}\s*,\s*)?\{[^{}]{0,800}\}|[\w$]{1,60})\s*from\s*["']([^"'\n]{1,200})["']/g;
/** A require's bindings (group 1) and module (group 2): `const { loginGuard } = require('./limits')`, `const guard = require('./rate-limit')`. */
const REQUIRE_FROM = /\b(?:const|let|var)\s+(\{[^{}]{0,800}\}|[\w$]{1,60})\s*=\s*require\s*\(\s*["']([^"'\n]{1,200})["']\s*\)/g;

/** The local names an import or require clause binds: `a`, `{ a, b as c }`, `{ a: c }`, `d, { e }`. */
function boundNames(clause: string): string[] {
  const names: string[] = [];
  for (const part of clause.replace(/[{}]/g, ',').split(',').slice(0, 100)) {
    const words = part.split(/[\s:]/).filter((w) => w !== '');
    const local = words[words.length - 1] ?? '';
    if (/^[A-Za-z_$][\w$]{0,60}$/.test(local) && local !== 'type') names.push(local);
  }
  return names;
}

/** The names a text imports or requires from a rate-limit module (by the module's name), whatever they are called: `import { loginGuard } from './limits'`. */
function importedLimiters(text: string, into: Set<string>): void {
  if (!/\b(?:import|require)\b/.test(text)) return;
  for (const re of [IMPORT_FROM, REQUIRE_FROM]) {
    for (const m of text.matchAll(re)) {
      const module = m[2] ?? '';
      if (!LIMITER_MODULE.test(module) || /^p-limit$/.test(module)) continue;
      for (const name of boundNames(m[1] ?? '')) if (!NOT_A_LIMIT.test(name)) into.add(name);
      if (into.size > 200) return;
    }
  }
}

/** The variables of a JavaScript text that hold a limiter's middleware, whatever their names: `const strict = rateLimit({…})`, or imported from a rate-limit module. */
function limiterVariables(texts: Iterable<string>, into: Set<string>): void {
  const all: string[] = [];
  for (const text of texts) {
    all.push(text);
    if (!/\b(?:const|let|var)\s/.test(text)) continue;
    const m = LIMITER_ASSIGNED.exec(codeText(text, 'js').masked);
    if (m?.[1] !== undefined && LIMITER_NAME.test(m[2] ?? '') && !NOT_A_LIMIT.test(m[2] ?? '')) into.add(m[1]);
  }
  importedLimiters(all.join('\n'), into);
}

/** The lines of a text, at most `limit`, each at most 2,000 characters. */
function* linesOf(text: string, limit: number): Generator<string> {
  let start = 0;
  let rows = 0;
  while (start < text.length && rows < limit) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    rows += 1;
    yield text.slice(start, Math.min(end, start + 2000));
    start = end + 1;
  }
}

/**
 * For each removed line of a JavaScript patch (by its index among the changed lines), whether it
 * stands in a route call: the call on the line itself, or opened on a context or removed line above
 * it in the hunk and not yet closed (`router.post(`, `'/login',`, `limiter,` on lines of their own).
 */
function removedInRouteCall(patch: string): Set<number> {
  const inside = new Set<number>();
  let index = 0;
  let depth = 0;
  let current = -1;
  walkPatch(patch, (first, text, _line, hunk) => {
    if (first !== 43 && first !== 45 && first !== 32) return true;
    if (hunk !== current) {
      current = hunk;
      depth = 0;
    }
    const changed = first !== 32;
    if (first !== 43 /* + */) {
      const masked = codeText(text, 'js').masked;
      const call = ROUTE_CALL.exec(masked);
      const from = call === null ? 0 : call.index + call[0].length - 1;
      if (call !== null) depth = 0;
      if (depth > 0 || call !== null) {
        if (first === 45) inside.add(index);
        for (let i = from; i < masked.length; i += 1) {
          const ch = masked.charAt(i);
          if (ch === '(') depth += 1;
          else if (ch === ')') depth -= 1;
        }
        if (depth < 0 || depth > 20) depth = 0;
      }
    }
    if (changed) index += 1;
    return index < 20_000;
  });
  return inside;
}

/** Whether a JavaScript patch removes a line inside a route call (the file's content then tells which of its names hold a limiter). */
export function removesRouteArgument(patch: string): boolean {
  return ROUTE_CALL.test(patch) && removedInRouteCall(patch).size > 0;
}

/** The limiter names a removed line takes off a route or a view: on a route call, or a Python decorator's name. */
function removedFromRoute(t: CodeText, language: CodeLanguage, inCall: boolean, known: ReadonlySet<string>): number {
  if (language === 'python') {
    const name = DECORATOR.exec(t.masked)?.[1];
    return name !== undefined && LIMITER_NAME.test(name) && !NOT_A_LIMIT.test(name) ? 1 : 0;
  }
  if (language !== 'js') return 0;
  const call = ROUTE_CALL.exec(t.masked);
  if (call !== null) return limiterNames(t.masked.slice(call.index + call[0].length), known);
  return inCall ? limiterNames(t.masked, known) : 0;
}

/**
 * `patch`: the file's patch (for route calls over several lines); `content`: the file's head
 * content when it was read (for limiter variables defined outside the hunks), or null.
 */
export function rateLimitRemoved(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], language: CodeLanguage, patch = '', content: string | null = null): KeyedFinding | null {
  if (language !== 'js' && language !== 'python') return null;
  let removed = 0;
  let added = 0;
  let first: ChangedLine | null = null;
  // Limiter variables of any name, and the removed lines inside a route call written over several lines (JavaScript).
  const known = new Set<string>();
  let inCall: Set<number> = new Set();
  // `rateLimit: false` counts in a file that registers routes (a client library's option of that name throttles nothing of ours).
  const routes = language === 'js' && patch.includes('false') && (ROUTE_CALL.test(patch) || /\bmethod\s{0,3}:\s{0,3}["'`]/.test(patch));
  if (language === 'js' && lines.some((l) => l.sign === '-') && patch !== '' && ROUTE_CALL.test(patch)) {
    inCall = removedInRouteCall(patch);
    if (inCall.size > 0) {
      limiterVariables(lines.map((l) => l.text), known);
      if (content !== null) limiterVariables(linesOf(content, MAX_CONTENT_LINES), known);
      else {
        const context: string[] = [];
        walkPatch(patch, (first, text) => {
          if (first === 32) context.push(text);
          return context.length < MAX_CONTENT_LINES;
        });
        limiterVariables(context, known);
      }
    }
  }
  let side: ReturnType<typeof newSideLines> | null = null;
  const guessable = (l: ChangedLine): boolean => {
    side ??= newSideLines(patch, lines.length * 4 + 2000);
    // The route's own lines: this one, and those above it up to the line that opens the route call.
    for (let n = l.line; n >= l.line - 4; n -= 1) {
      const row = side.get(n);
      if (row === undefined || row.hunk !== l.hunk) break;
      if (GUESSABLE.test(row.text)) return true;
      if (ROUTE_CALL.test(row.text) || /\.\s{0,3}route\s{0,3}\(/.test(row.text)) break;
    }
    return false;
  };
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || t.isComment) continue;
    const off = language === 'js' && (routes || /\bconfig\b/.test(t.masked)) ? limitsOff(t.masked) : 0;
    if (off === 0 && !LIMITER_NAME.test(t.code) && (known.size === 0 || ![...t.masked.matchAll(IDENTIFIER)].some((m) => known.has(m[0])))) continue;
    if (l.sign === '-') {
      const n = removedFromRoute(t, language, inCall.has(i), known);
      if (n > 0) first ??= l;
      removed += n;
      // A route's opt-out removed (`rateLimit: false` gone): the limit applies again.
      added += off;
    } else {
      added += limiterNames(t.masked, known);
      // A route's limit switched off (`config: { rateLimit: false }`) on a guessable endpoint (its
      // line or those above it in its route call name login, a token, a code, a reset): a health check or a static
      // route exempted from the limit is routine.
      if (off > 0 && guessable(l)) {
        first ??= l;
        removed += off;
      }
    }
  }
  if (first === null || removed <= added) return language === 'js' ? limiterSwitchedOff(path, lines, texts, patch, content) : null;
  return makeFinding({
    id: 'security-limit-loosened',
    severity: 'medium',
    title: 'A rate limit is removed from a route',
    detail: `${first.sign === '+' ? 'This line switches the rate limit off for a route (rateLimit: false), and the file puts no limit back' : 'This line, removed, put a rate-limit or brute-force middleware (or decorator) in front of a route or view, and the file adds none back'}: whoever guesses passwords, one-time codes or tokens there may now try as fast as the server answers. Keep the limit on login, reset, verification and other guessable endpoints; if it moved (to app.use or another router), say where.`,
    path,
    line: first.line,
    subject: 'rate-limit-removed',
  });
}

/**
 * A limiter's options that switch it off: express-rate-limit's `skip: () => true` (`skip: (req) =>
 * true`, `skip() { return true }`, `skip: function () { return true; }`), a limit made unlimited
 * (`max: Infinity`, `limit: Number.MAX_SAFE_INTEGER`, rate-limiter-flexible's `points: Infinity`),
 * or `max: 0` where a positive `max` was (express-rate-limit before v7 read 0 as "no limit").
 * Group 1 is the option's text.
 */
const SWITCHED_OFF =
  /\b(skip\s{0,3}:\s{0,3}(?:async\s{1,3})?(?:(?:\([^()]{0,80}\)|[\w$]{1,40})\s{0,3}=>\s{0,3}(?:true\b|\{\s{0,3}return\s{1,3}true\b)|function\s{0,3}[\w$]{0,40}\s{0,3}\([^()]{0,80}\)\s{0,3}\{\s{0,3}return\s{1,3}true\b)|skip\s{0,3}\([^()]{0,80}\)\s{0,3}\{\s{0,3}return\s{1,3}true\b|(?:max|limit|points)\s{0,3}:\s{0,3}(?:Infinity|Number\.(?:MAX_SAFE_INTEGER|MAX_VALUE|POSITIVE_INFINITY))(?![\w$]))/;
const MAX_ZERO = /\bmax\s{0,3}:\s{0,3}0(?![\w.])/;
const MAX_POSITIVE = /\bmax\s{0,3}:\s{0,3}[1-9]/;
/** A limiter factory's options opened (`rateLimit({`, `slowDown({`, `new RateLimiterMemory({`), or an object named like a limiter's options (`const loginLimitOptions = {`). */
const LIMITER_OPTIONS = /\b[\w$.]{0,60}(?:rate_?limit|slow_?down|limiter|throttle)[\w$]{0,40}\s{0,3}\(\s{0,3}\{|\b(?:const|let|var)\s{1,4}[\w$]{0,60}(?:rate_?limit|limiter|throttl)[\w$]{0,60}\s{0,3}(?::\s{0,3}[\w$.<>]{1,60}\s{0,3})?=\s{0,3}\{/i;

/** Whether a JavaScript patch adds an option that may switch a limiter off (the file's content then tells whether it stands in a limiter's options). */
export function addsLimiterSwitchOff(patch: string): boolean {
  if (!/skip|max|limit|points/.test(patch)) return false;
  let found = false;
  walkPatch(patch, (first, text) => {
    if (first === 43 /* + */ && (SWITCHED_OFF.test(text) || MAX_ZERO.test(text))) found = true;
    return !found;
  });
  return found;
}

/**
 * Whether the new side's line `line` stands in a limiter's options: the object it is in (found by
 * reading back at most 40 lines, braces counted outside strings) opens on a limiter factory call.
 * `row` reads a new-side line by number.
 */
function inLimiterOptions(line: number, before: string, row: (n: number) => string | undefined): boolean {
  if (LIMITER_OPTIONS.test(before)) return true;
  let depth = 0;
  for (let n = line - 1; n >= Math.max(1, line - 40); n -= 1) {
    const text = row(n);
    if (text === undefined) return false;
    const masked = codeText(text, 'js').masked;
    for (let i = masked.length - 1; i >= 0; i -= 1) {
      const ch = masked.charAt(i);
      if (ch === '}') depth += 1;
      else if (ch === '{') {
        if (depth === 0) return LIMITER_OPTIONS.test(masked.slice(0, i + 1));
        depth -= 1;
      }
    }
  }
  return false;
}

/**
 * `security-limit-loosened` (limiter switched off): an added line of a limiter's options that lets
 * every request through (SWITCHED_OFF, or `max: 0` replacing a positive `max`), where no removed
 * line of the file already did. The limiter stays mounted on its routes and reads as protection.
 */
function limiterSwitchedOff(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], patch: string, content: string | null): KeyedFinding | null {
  if (!/skip|max|limit|points/.test(patch)) return null;
  let removedOff = 0;
  let positiveMax = false;
  for (let i = 0; i < lines.length; i += 1) {
    const t = texts[i];
    if (lines[i]?.sign !== '-' || t === undefined || t.isComment) continue;
    if (SWITCHED_OFF.test(t.code) || MAX_ZERO.test(t.code)) removedOff += 1;
    if (MAX_POSITIVE.test(t.code)) positiveMax = true;
  }
  let rows: string[] | null = null;
  let side: ReturnType<typeof newSideLines> | null = null;
  const row = (n: number): string | undefined => {
    if (content !== null) {
      rows ??= [...linesOf(content, MAX_CONTENT_LINES)];
      return rows[n - 1];
    }
    side ??= newSideLines(patch, lines.length * 4 + 2000);
    return side.get(n)?.text;
  };
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment) continue;
    const m = SWITCHED_OFF.exec(t.code) ?? (positiveMax ? MAX_ZERO.exec(t.code) : null);
    if (m === null) continue;
    if (removedOff > 0) {
      removedOff -= 1;
      continue;
    }
    if (!inLimiterOptions(l.line, t.masked.slice(0, m.index), row)) continue;
    const option = m[0].replace(/\s+/g, ' ').slice(0, 60);
    return makeFinding({
      id: 'security-limit-loosened',
      severity: 'medium',
      title: `A rate limiter is switched off by its options (${option})`,
      detail: `This line gives a rate limiter \`${option}\`: ${/^skip/.test(option) ? 'every request is skipped' : 'the limit is unlimited (express-rate-limit before v7 reads max: 0 as no limit)'}, while the limiter stays mounted on its routes and reads as protection. Whoever guesses passwords, one-time codes or tokens there may try as fast as the server answers. Keep the limit; skip only what must not be limited (a health check, a trusted address) by a condition that says so.`,
      path,
      line: l.line,
      subject: 'rate-limit-off',
    });
  }
  return null;
}
