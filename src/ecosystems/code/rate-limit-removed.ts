/**
 * `security-limit-loosened` (rate limit removed): a rate-limit or brute-force middleware taken off
 * a route (`router.post('/login', limiter, login)` to `router.post('/login', login)`, Express, Koa,
 * Fastify, `app.use(limiter)` dropped) or a Python view's rate-limit decorator removed
 * (`@limiter.limit("5/minute")`, django-ratelimit's `@ratelimit(…)`, `@throttle(…)`). Whoever
 * guesses passwords or one-time codes may then try as fast as the server answers. Token-level, per
 * file: the limiter names on removed route lines outnumber those on added lines (a reorder, a
 * rename's both sides or a move to `app.use(limiter)` in the same file keeps the count). Linear-time
 * patterns over one line.
 */
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedLine } from './changed-lines.js';
import type { CodeText } from './code-text.js';
import type { CodeLanguage } from './language.js';

/** A route registered, or middleware mounted, on an app or router: Express, Koa's router, Fastify, Hono. */
const ROUTE_CALL = /\b(?:app|router|route|routes|server|fastify|api|r|koaRouter|apiRouter|authRouter)\s{0,3}\.\s{0,3}(?:get|post|put|patch|delete|del|all|use|route)\s{0,3}\(/;
/** A Python decorator, its dotted name (group 1). */
const DECORATOR = /^\s{0,40}@\s{0,3}([A-Za-z_][\w.]{0,80})/;
/** A name that says it limits the rate of requests or login attempts: `limiter`, `loginLimiter`, `rateLimit(…)`, `ratelimit`, `throttle`, `slowDown`, `ExpressBrute`'s `bruteforce.prevent`. */
const LIMITER_NAME = /limiter|rate_?limit|throttl|slow_?down|brute/i;
/** What turns a limit off rather than on (`@limiter.exempt`, `skipRateLimit`): removing it adds protection. */
const NOT_A_LIMIT = /exempt|skip|disable|bypass|ignore/i;
const IDENTIFIER = /[A-Za-z_$][\w$]{0,80}(?:\.[A-Za-z_$][\w$]{0,80}){0,4}/g;

/** How many limiter names a line of code holds (outside strings: the route's path says nothing). */
function limiterNames(masked: string): number {
  let count = 0;
  for (const m of masked.matchAll(IDENTIFIER)) if (LIMITER_NAME.test(m[0]) && !NOT_A_LIMIT.test(m[0])) count += 1;
  return count;
}

/** The limiter names a removed line takes off a route or a view: on a route call, or a Python decorator's name. */
function removedFromRoute(t: CodeText, language: CodeLanguage): number {
  if (language === 'python') {
    const name = DECORATOR.exec(t.masked)?.[1];
    return name !== undefined && LIMITER_NAME.test(name) && !NOT_A_LIMIT.test(name) ? 1 : 0;
  }
  if (language !== 'js') return 0;
  const call = ROUTE_CALL.exec(t.masked);
  return call === null ? 0 : limiterNames(t.masked.slice(call.index + call[0].length));
}

/** Whether an added line of code names a limiter (another file of the PR may take over the limit). */
export function namesRateLimiter(t: CodeText): boolean {
  return !t.isComment && limiterNames(t.masked) > 0;
}

export function rateLimitRemoved(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], language: CodeLanguage): KeyedFinding | null {
  if (language !== 'js' && language !== 'python') return null;
  let removed = 0;
  let added = 0;
  let first: ChangedLine | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || t.isComment || !LIMITER_NAME.test(t.code)) continue;
    if (l.sign === '-') {
      const n = removedFromRoute(t, language);
      if (n > 0) first ??= l;
      removed += n;
    } else {
      added += limiterNames(t.masked);
    }
  }
  if (first === null || removed <= added) return null;
  return makeFinding({
    id: 'security-limit-loosened',
    severity: 'medium',
    title: 'A rate limit is removed from a route',
    detail: `This line, removed, put a rate-limit or brute-force middleware (or decorator) in front of a route or view, and the file adds none back: whoever guesses passwords, one-time codes or tokens there may now try as fast as the server answers. Keep the limit on login, reset, verification and other guessable endpoints; if it moved (to app.use or another router), say where.`,
    path,
    line: first.line,
    subject: 'rate-limit-removed',
  });
}
