/**
 * A guard dropped from a route registration (Express, Koa Router, Fastify's shorthand): the route
 * keeps its method and path, and loses a middleware argument named for authentication or
 * authorization (`router.post('/', requireAuth, createProject)` to `router.post('/', createProject)`).
 * The middleware is passed by name, not called, so the auth-check count of scan-code-changes.ts
 * (which reads calls, decorators and 401/403 answers) does not see it go. Single-line
 * registrations only; linear in the line (one pass, bounded).
 */
import type { ChangedLine } from './changed-lines.js';
import type { CodeText } from './code-text.js';

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
