/**
 * A guard dropped from a route registration (Express, Koa Router, Fastify's shorthand): the route
 * keeps its method and path, and loses a middleware argument named for authentication or
 * authorization (`router.post('/', requireAuth, createProject)` to `router.post('/', createProject)`).
 * The middleware is passed by name, not called, so the auth-check count of scan-code-changes.ts
 * (which reads calls, decorators and 401/403 answers) does not see it go. A registration written
 * over several lines (`router.post(`, `'/admin',`, `requireAuth,`, `adminHandler,`, `);`) is read
 * from the hunk's two sides, its lines joined (droppedGuardOverLines). Linear in the line (one
 * pass, bounded); a registration is joined over at most MAX_ROUTE_LINES lines.
 */
import type { ChangedLine } from './changed-lines.js';
import { walkPatch } from './changed-lines.js';
import type { CodeText } from './code-text.js';
import { codeText } from './code-text.js';

/** `receiver.method(` of a route registration; group 1 the receiver, group 2 the method. */
const ROUTE_CALL = /\b([A-Za-z_$][\w$]{0,60})\.(get|post|put|patch|delete|del|all|use|route|options|head)\s*\(/;

/**
 * A middleware's name that says it guards the route: authentication, a login or session
 * requirement, a permission, role or admin check, a guard, CSRF (`requireAuth`, `ensureLoggedIn`,
 * `isAuthenticated`, `auth.required`, `checkPermission`, `adminOnly`, `csrfProtection`). `author`
 * (a blog's authors) is not auth.
 */
const GUARD_NAME = /auth(?!or)|log(?:ged)?_?in|signed_?in|permission|admin|role|guard|protect|csrf|verify_?token|jwt/i;

/** A bare name or a member chain passed as an argument (`requireAuth`, `auth.required`, `this.guard`). */
const NAME_ARGUMENT = /^[A-Za-z_$][\w$]{0,60}(?:\.[A-Za-z_$][\w$]{0,60}){0,4}$/;

const MAX_ROUTE_LINE = 1_000;

interface Route {
  /** `receiver.method path`: what the registration is for. */
  readonly key: string;
  readonly args: number;
  /** The guard names among the arguments before the handler. */
  readonly guards: readonly string[];
  readonly method: string;
  readonly path: string;
}

/** The top-level arguments of the call whose `(` is at `open`, or null when it does not close on the line. */
function argumentsAt(code: string, open: number): string[] | null {
  const args: string[] = [];
  let depth = 0;
  let quote = '';
  let start = open + 1;
  for (let i = open + 1; i < code.length; i += 1) {
    const ch = code.charAt(i);
    if (quote !== '') {
      if (ch === '\\') i += 1;
      else if (ch === quote) quote = '';
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    else if (ch === '(' || ch === '[' || ch === '{') depth += 1;
    else if (ch === ')' || ch === ']' || ch === '}') {
      if (depth === 0) {
        args.push(code.slice(start, i).trim());
        return args.filter((a) => a !== '');
      }
      depth -= 1;
    } else if (ch === ',' && depth === 0) {
      args.push(code.slice(start, i).trim());
      start = i + 1;
    }
  }
  return null;
}

function routeOf(code: string): Route | null {
  if (code.length > MAX_ROUTE_LINE) return null;
  const m = ROUTE_CALL.exec(code);
  if (m === null) return null;
  const args = argumentsAt(code, m.index + m[0].length - 1);
  if (args === null || args.length === 0) return null;
  const first = args[0] ?? '';
  const path = /^(["'`])[^"'`]{0,300}\1$/.test(first) ? first.slice(1, -1) : null;
  const rest = path === null ? args : args.slice(1);
  // The handler comes last (but for `use`, where every argument is middleware).
  const middleware = m[2] === 'use' ? rest : rest.slice(0, -1);
  const guards = middleware.filter((a) => NAME_ARGUMENT.test(a) && GUARD_NAME.test(a));
  return { key: `${m[1]}.${m[2]} ${path ?? ''}`, args: args.length, guards, method: (m[2] ?? '').toUpperCase(), path: path ?? '' };
}

export interface DroppedGuard {
  /** The added line of the route that no longer has the guard. */
  readonly line: number;
  readonly guard: string;
  readonly method: string;
  readonly path: string;
}

/**
 * The first route of a JavaScript/TypeScript file that a removed line registers with a guard and an
 * added line registers again (same receiver, method and path) with fewer arguments and fewer guards:
 * the guard left the route. A guard renamed in place (the same number of arguments), a route
 * removed or restructured, or a guard the PR mounts for the whole router (`router.use(requireAuth)`
 * on an added line) is not this.
 */
export function droppedRouteGuard(lines: readonly ChangedLine[], texts: readonly CodeText[]): DroppedGuard | null {
  const removed = new Map<string, Route>();
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l?.sign !== '-' || t === undefined || t.isComment || !t.code.includes('(')) continue;
    const route = routeOf(t.code);
    if (route !== null && route.guards.length > 0 && !removed.has(route.key)) removed.set(route.key, route);
  }
  if (removed.size === 0) return null;
  // A guard mounted for the whole router or app on an added line (`router.use(requireAuth)`, no path):
  // the routes' own copies are dropped because it now runs before all of them.
  for (let i = 0; i < lines.length; i += 1) {
    const t = texts[i];
    if (lines[i]?.sign !== '+' || t === undefined || t.isComment || !t.code.includes('.use')) continue;
    const route = routeOf(t.code);
    if (route !== null && route.method === 'USE' && route.path === '' && route.guards.length > 0) return null;
  }
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l?.sign !== '+' || t === undefined || t.isComment || !t.code.includes('(')) continue;
    const route = routeOf(t.code);
    const before = route === null ? undefined : removed.get(route.key);
    if (route === null || before === undefined) continue;
    if (route.args < before.args && route.guards.length < before.guards.length) {
      const guard = before.guards.find((g) => !route.guards.includes(g)) ?? before.guards[0] ?? '';
      return { line: l.line, guard, method: route.method, path: route.path };
    }
  }
  return null;
}

/** Lines a registration written over several lines is joined across at most. */
const MAX_ROUTE_LINES = 12;
/** Registrations read in one hunk side at most. */
const MAX_SIDE_ROUTES = 200;

interface SideLine {
  readonly code: string;
  readonly changed: boolean;
  /** The new-file line it is reported at (as changedLines). */
  readonly line: number;
}

interface SideRoute {
  readonly route: Route;
  /** Whether a line of the registration is one this side changes. */
  readonly changed: boolean;
  /** The last changed line of the registration, else its first line. */
  readonly line: number;
  /** The registration's code, its lines joined. */
  readonly code: string;
}

/** Whether `name` stands in `code` as a whole name (not part of a longer one). */
function wordIn(code: string, name: string): boolean {
  for (let at = code.indexOf(name); at >= 0; at = code.indexOf(name, at + 1)) {
    const before = code.charAt(at - 1);
    const after = code.charAt(at + name.length);
    if (!/[\w$.]/.test(before) && !/[\w$]/.test(after)) return true;
  }
  return false;
}

/** The route registrations of one side of a hunk, each joined over the lines it spans (at most MAX_ROUTE_LINES). */
function routesOfSide(rows: readonly SideLine[]): SideRoute[] {
  const out: SideRoute[] = [];
  for (let i = 0; i < rows.length && out.length < MAX_SIDE_ROUTES; i += 1) {
    const first = rows[i];
    if (first === undefined || !first.code.includes('(') || !ROUTE_CALL.test(first.code)) continue;
    let code = first.code;
    let changed = first.changed;
    let line = first.line;
    let route = routeOf(code);
    for (let j = i + 1; route === null && j < rows.length && j <= i + MAX_ROUTE_LINES && code.length < MAX_ROUTE_LINE; j += 1) {
      const next = rows[j];
      if (next === undefined) break;
      code += ` ${next.code.trim()}`;
      if (next.changed) {
        changed = true;
        line = next.line;
      }
      route = routeOf(code);
    }
    if (route !== null) out.push({ route, changed, line, code });
  }
  return out;
}

/**
 * A guard dropped from a registration written over several lines (`router.post(` then one argument
 * a line, the guard's line removed), read from each hunk's old side (context and removed lines)
 * and new side (context and added lines): a registration of the old side that a removed line
 * belongs to and that names a guard, and one of the new side with the same receiver, method and
 * path, fewer arguments and fewer guards, where no registration of that key on the new side keeps
 * the guards. A guard the PR mounts for the whole router on an added line is not this (as
 * droppedRouteGuard).
 */
export function droppedGuardOverLines(patch: string): DroppedGuard | null {
  if (!ROUTE_CALL.test(patch)) return null;
  const hunks: { old: SideLine[]; now: SideLine[] }[] = [];
  let mounted = false;
  let rows = 0;
  walkPatch(patch, (first, text, line, hunk) => {
    if (first !== 43 && first !== 45 && first !== 32) return true;
    const t = codeText(text, 'js');
    if (t.isComment) return true;
    const sides = (hunks[hunk] ??= { old: [], now: [] });
    if (first !== 43 /* + */) sides.old.push({ code: t.code, changed: first === 45, line: Math.max(1, line) });
    if (first !== 45 /* - */) sides.now.push({ code: t.code, changed: first === 43, line });
    if (first === 43 && t.code.includes('.use')) {
      const route = routeOf(t.code);
      if (route !== null && route.method === 'USE' && route.path === '' && route.guards.length > 0) mounted = true;
    }
    rows += 1;
    return rows < 20_000;
  });
  if (mounted) return null;
  for (const sides of hunks) {
    if (sides === undefined || !sides.old.some((r) => r.changed)) continue;
    const before = routesOfSide(sides.old).filter((r) => r.changed && r.route.guards.length > 0);
    if (before.length === 0) continue;
    const after = routesOfSide(sides.now);
    for (const { route: was } of before) {
      const same = after.filter((r) => r.route.key === was.key);
      if (same.length === 0 || same.some((r) => r.route.guards.length >= was.guards.length)) continue;
      const now = same.find((r) => r.route.args < was.args);
      if (now === undefined) continue;
      const guard = was.guards.find((g) => !now.route.guards.includes(g)) ?? was.guards[0] ?? '';
      // The guard still named in the registration (wrapped: `[requireAuth, audit]`, `compose(requireAuth, h)`) still runs.
      if (wordIn(now.code, guard)) continue;
      return { line: now.line, guard, method: now.route.method, path: now.route.path };
    }
  }
  return null;
}
