/**
 * An access rule rewritten in place to let more callers in, where the line rules see nothing
 * removed (both sides still name an access rule): Spring Security's matcher that asked for a
 * signed-in caller or a role now permits all (`.requestMatchers("/api/**").authenticated()` to
 * `.permitAll()`, `.anyRequest().authenticated()` to `.anyRequest().permitAll()`; CVE-2023-34035 and
 * the like are misconfigured matchers), Django REST framework's `permission_classes` that drops a
 * class or trades it for a weaker one (`[IsAdminUser]` to `[IsAuthenticated]`), and Laravel's route
 * middleware that loses `auth` or an authorization entry (`Route::middleware(['auth', 'can:admin'])`
 * to `Route::middleware(['auth'])`, or the `middleware([...])` call dropped from the group), and
 * ASP.NET's `[Authorize(Roles = "Admin")]` that loses its roles or policy (`[Authorize]`), and a
 * controller's authentication filter that skips more actions (Rails' `before_action
 * :authenticate_user!, except: [...]`, Laravel's `$this->middleware('auth')->except([...])`) or, in
 * Rails, runs under a condition it did not have (`unless: -> { request.format.json? }`). A
 * removed line is paired with an added line of the same hunk that is the same but for the access
 * part. Linear-time patterns over one line, at most MAX_PAIRS lines of a side read.
 */
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedLine } from './changed-lines.js';
import type { CodeText } from './code-text.js';
import type { CodeLanguage } from './language.js';

/** Changed lines of a side read at most. */
const MAX_PAIRS = 2_000;

/** Spring Security's access rules that refuse someone (group 1 the rule's name). */
const SPRING_RESTRICTED = /\.\s{0,3}(authenticated|fullyAuthenticated|rememberMe|hasRole|hasAnyRole|hasAuthority|hasAnyAuthority|access|denyAll|hasIpAddress)\s{0,3}\(/;
/** Spring Security's rule that lets everyone in. */
const SPRING_PERMIT_ALL = /\.\s{0,3}permitAll\s{0,3}\(\s{0,3}\)/;

/** Django REST framework's permission list: `permission_classes = [IsAdminUser]`, `@permission_classes([IsAuthenticated])` (group 1 its entries). */
const DRF_PERMISSIONS = /\bpermission_classes\s{0,3}(?:=|\(\s{0,3})\s{0,3}[[(]([^\])]{0,300})[\])]/;
/** A class named in that list, dotted (`permissions.IsAuthenticated`). */
const CLASS_NAME = /[A-Za-z_][\w.]{0,120}/g;
/**
 * How much DRF's own classes let through, least first; a class of the project (`IsOwner`) refuses
 * more than any of them as far as a reader of the diff knows.
 */
const DRF_RANK: ReadonlyMap<string, number> = new Map([
  ['AllowAny', 0],
  ['IsAuthenticatedOrReadOnly', 1],
  ['DjangoModelPermissionsOrAnonReadOnly', 1],
  ['IsAuthenticated', 2],
]);
const STRICTEST = 3;

/** Laravel's route middleware call (`->middleware([...])`, `Route::middleware('auth')`): group 1 its arguments. */
const LARAVEL_MIDDLEWARE = /(?:->|::)\s{0,3}middleware\s{0,3}\(\s{0,3}(\[[^\]]{0,300}\]|['"][^'"]{0,120}['"](?:\s{0,3},\s{0,3}['"][^'"]{0,120}['"]){0,8})\s{0,3}\)/;
/** A PHP string literal (group 1 or 2 its text). */
const PHP_STRING = /'([^'\\]{0,120})'|"([^"\\]{0,120})"/g;
/** A middleware entry that checks who the caller is or what they may do: `auth`, `auth:sanctum`, `can:admin`, `role:editor`, `permission:…`, `ability:…`, `admin`, `password.confirm` (not `verified`: an e-mail confirmed, not a permission). */
const LARAVEL_GUARD = /^(?:auth(?::[\w,-]{1,60})?|can:.{1,80}|role(?:_or_permission)?:.{1,80}|permission:.{1,80}|abilit(?:y|ies):.{1,80}|admin|is_?admin|password\.confirm)$/;

/** ASP.NET's attribute with roles or a policy: `[Authorize(Roles = "Admin")]`, `[Authorize(Policy = "CanRefund")]` (group 1 its arguments). */
const ASPNET_AUTHORIZE_WITH = /^\s{0,40}\[\s{0,3}Authorize\s{0,3}\(([^()\]]{0,200}\b(?:Roles|Policy)\s{0,3}=[^()\]]{0,200})\)\s{0,3}\]/;
/** The attribute with neither: any signed-in caller. */
const ASPNET_AUTHORIZE_ANY = /^\s{0,40}\[\s{0,3}Authorize\s{0,3}(?:\(\s{0,3}\))?\s{0,3}\]/;

/**
 * A controller's authentication filter and the actions it skips: Rails' `before_action
 * :authenticate_user!, except: [:index]` (also `before_filter`, `prepend_before_action`, `:except =>`,
 * `only: %i[create update]`, one symbol) and Laravel's `$this->middleware('auth')->except(['index'])`
 * (`->only(…)`, `['except' => [...]]`, Laravel 11's `new Middleware('auth', except: [...])`).
 */
const RAILS_FILTER = /^\s{0,40}(?:prepend_|append_)?before_(?:action|filter)\s{0,3}\(?\s{0,3}:(\w{1,80}[!?]?)/;
/** A Rails filter that checks who the caller is or what they may do (`authenticate_user!`, `require_login`, `authorize_admin!`, `verify_authenticity_token`). */
const RAILS_AUTH_FILTER = /^(?:authenticate|authorize|require_|ensure_|check_|verify_|restrict_|only_|must_)\w{0,60}[!?]?$/;
const RAILS_AUTH_WORD = /auth|login|logged_in|signed_in|admin|permission|access|role|owner|user|member|staff|token/;
const RAILS_MODIFIER = /[\s,(]:?(except|only)\s{0,3}(?::|=>)\s{0,3}(%[iwIW][[({][^\])}]{0,400}[\])}]|\[[^\]]{0,400}\]|:\w{1,80}[!?]?|['"]\w{1,80}[!?]?['"])/;
const RAILS_NAME = /\w{1,80}[!?]?/g;
/** Laravel's middleware call in a controller (group 1 its arguments), and `new Middleware(…)` of Laravel 11's HasMiddleware. */
const LARAVEL_CONTROLLER_MIDDLEWARE = /(?:\$this\s{0,3}->\s{0,3}middleware|\bnew\s{1,3}(?:\\?[\w\\]{0,80}\\)?Middleware)\s{0,3}\(\s{0,3}(\[[^\]]{0,300}\]|['"][^'"]{0,120}['"])/;
const LARAVEL_MODIFIER = /(?:->\s{0,3}(except|only)\s{0,3}\(|['"](except|only)['"]\s{0,3}=>|\b(except|only)\s{0,3}:)\s{0,3}(\[[^\]]{0,400}\]|['"][^'"]{0,120}['"])/;

interface FilterScope {
  /** The filter or guard it applies (`authenticate_user!`, `auth`). */
  readonly filter: string;
  /** `all` when it names no actions. */
  readonly mode: 'all' | 'except' | 'only';
  readonly actions: readonly string[];
  /** Rails: the `if:`/`unless:` conditions it runs under, as written (blanks removed), sorted; empty when none. */
  readonly conditions?: readonly string[];
}

/** A Rails filter's condition (group 1 `if` or `unless`): `if: :private_mode?`, `unless: -> { request.format.json? }`, `:unless => proc { … }`. */
const RAILS_CONDITION = /[\s,(]:?(if|unless)\s{0,3}(?::|=>)\s{0,3}/g;
/** A condition the caller decides: what the request carries (its format, parameters, headers, cookies, host, IP, user agent). */
const CALLER_CONDITION = /\b(?:request|params|headers|cookies|session)\b/;
/** Devise's controllers (sign-in, sign-up, password reset) do their own authentication: `unless: :devise_controller?` keeps the filter from looping them. */
const DEVISE_OWN = /^unless:?:devise_controller\?$/;

/** The conditions of a Rails filter line after its name: each `if:`/`unless:` with its value, up to the next option or the line's end (blanks removed, at most 200 characters each). */
function railsConditions(rest: string): string[] {
  const out: string[] = [];
  RAILS_CONDITION.lastIndex = 0;
  for (const m of rest.matchAll(RAILS_CONDITION)) {
    if (out.length >= 4) break;
    const from = m.index + m[0].length;
    let depth = 0;
    let end = from;
    for (; end < rest.length && end - from < 200; end += 1) {
      const c = rest.charAt(end);
      if (c === '(' || c === '[' || c === '{') depth += 1;
      else if (c === ')' || c === ']' || c === '}') {
        if (depth === 0) break;
        depth -= 1;
      } else if (c === ',' && depth === 0) break;
    }
    out.push(`${m[1] ?? ''}:${compact(rest.slice(from, end))}`);
  }
  return out.sort();
}

function railsScope(code: string): FilterScope | null {
  const m = RAILS_FILTER.exec(code);
  const filter = m?.[1];
  if (m === null || filter === undefined || !RAILS_AUTH_FILTER.test(filter) || !RAILS_AUTH_WORD.test(filter)) return null;
  const rest = code.slice(m.index + m[0].length);
  // A condition (`if:`, `unless:`) limits when the filter runs: kept with the scope, compared by filterScopePairs.
  const conditions = railsConditions(rest);
  const mod = RAILS_MODIFIER.exec(rest);
  if (mod === null) return { filter, mode: 'all', actions: [], conditions };
  const list = (mod[2] ?? '').replace(/^%[iwIW]/, '');
  return { filter, mode: mod[1] === 'only' ? 'only' : 'except', actions: list.match(RAILS_NAME) ?? [], conditions };
}

function laravelScope(code: string): FilterScope | null {
  const m = LARAVEL_CONTROLLER_MIDDLEWARE.exec(code);
  if (m === null) return null;
  const guards = [...(m[1] ?? '').matchAll(PHP_STRING)].map((s) => s[1] ?? s[2] ?? '').filter((e) => LARAVEL_GUARD.test(e));
  if (guards.length === 0) return null;
  const mod = LARAVEL_MODIFIER.exec(code.slice(m.index + m[0].length));
  const filter = guards.map(middlewareBase).sort().join(',');
  if (mod === null) return { filter, mode: 'all', actions: [] };
  return { filter, mode: (mod[1] ?? mod[2] ?? mod[3]) === 'only' ? 'only' : 'except', actions: [...(mod[4] ?? '').matchAll(PHP_STRING)].map((s) => s[1] ?? s[2] ?? '') };
}

/** The actions a rewritten filter no longer covers, or null when it covers as many (a list shrunk, an `only` grown, or the modes not comparable). */
function actionsUncovered(was: FilterScope, now: FilterScope): string[] | null {
  if (was.mode === 'all' && now.mode !== 'all') return now.mode === 'except' ? [...now.actions] : ['every action but ' + now.actions.join(', ')];
  if (was.mode === 'except' && now.mode === 'except') {
    const gained = now.actions.filter((a) => !was.actions.includes(a));
    return gained.length > 0 ? gained : null;
  }
  if (was.mode === 'only' && now.mode === 'only') {
    const lost = was.actions.filter((a) => !now.actions.includes(a));
    return lost.length > 0 ? lost : null;
  }
  return null;
}

/** An action the PR's added lines define and its removed lines do not: a new action, exempted from the start. */
function newActions(language: CodeLanguage, removed: readonly { t: CodeText }[], added: readonly { t: CodeText }[]): Set<string> {
  const header = language === 'ruby' ? /^\s{0,40}def\s{1,3}(\w{1,80}[!?]?)/ : /\bfunction\s{1,3}(\w{1,80})\s{0,3}\(/;
  const names = (side: readonly { t: CodeText }[]): string[] => side.map(({ t }) => header.exec(t.code)?.[1]).filter((n): n is string => n !== undefined);
  const before = new Set(names(removed));
  return new Set(names(added).filter((n) => !before.has(n)));
}

/** An authentication filter rewritten in the same hunk to skip more of the controller's actions. */
function filterScopePairs(language: CodeLanguage, removed: readonly { l: ChangedLine; t: CodeText }[], added: readonly { l: ChangedLine; t: CodeText }[]): (Loosened & { fresh: boolean }) | null {
  const scope = language === 'ruby' ? railsScope : laravelScope;
  const before = new Map<string, FilterScope>();
  for (const { l, t } of removed) {
    const s = scope(t.code);
    if (s !== null) before.set(`${l.hunk}\u0000${s.filter}`, s);
  }
  if (before.size === 0) return null;
  // The other authentication filters the file's added lines set: an action one filter no longer covers may be left to another (`except: [..., :doff]` beside an added `only_hat_user_or_moderator, only: [:doff]`).
  const nowScopes = added.map(({ t }) => scope(t.code));
  const others = nowScopes.filter((s): s is FilterScope => s !== null);
  const coveredElsewhere = (action: string, filter: string): boolean =>
    others.some((o) => o.filter !== filter && (o.mode === 'all' || (o.mode === 'only' ? o.actions.includes(action) : !o.actions.includes(action))));
  for (const [i, { l }] of added.entries()) {
    const now = nowScopes[i];
    if (now === null || now === undefined) continue;
    const was = before.get(`${l.hunk}\u0000${now.filter}`);
    // A condition added to the filter (`unless: -> { request.format.json? }`, `if: :private_mode?`): it no longer runs for every request it ran for.
    const gainedConditions = was === undefined ? [] : (now.conditions ?? []).filter((c) => !(was.conditions ?? []).includes(c) && !DEVISE_OWN.test(c));
    if (was !== undefined && gainedConditions.length > 0) {
      const shown = gainedConditions[0]?.replace(/^(if|unless):/, '$1: ').slice(0, 80) ?? '';
      return {
        line: l.line,
        what: `\`${now.filter}\` now runs only under a condition (\`${shown}\`)`,
        // A condition on the request is the caller's to meet (high); a method of the controller the diff does not show, medium.
        fresh: !gainedConditions.some((c) => CALLER_CONDITION.test(c)),
      };
    }
    if (was !== undefined && (was.conditions ?? []).join() !== (now.conditions ?? []).join()) continue;
    const uncovered = was === undefined ? null : actionsUncovered(was, now)?.filter((a) => !coveredElsewhere(a, now.filter)) ?? null;
    if (was === undefined || uncovered === null || uncovered.length === 0) continue;
    // Every action newly skipped is one the PR itself adds: nothing the filter covered is let through (reported medium).
    const fresh = newActions(language, removed, added);
    const spelled = uncovered.slice(0, 4).map((a) => (language === 'ruby' ? `:${a}` : `'${a}'`)).join(', ');
    return {
      line: l.line,
      what: `\`${now.filter}\` no longer runs for ${spelled}${uncovered.length > 4 ? ' and more' : ''} (it was \`${was.mode === 'all' ? 'every action' : `${was.mode}: ${was.actions.join(', ')}`}\`)`,
      // A filter that ran for every action scoped to some (`only: [:edit, :update]`): which actions it leaves the diff does not say, so medium, as for new actions.
      fresh: was.mode === 'all' && now.mode === 'only' ? true : now.mode === was.mode || now.mode === 'except' ? uncovered.every((a) => fresh.has(a)) : false,
    };
  }
  return null;
}

interface Loosened {
  readonly line: number;
  readonly what: string;
}

function compact(text: string): string {
  return text.replace(/\s+/g, '');
}

/** Spring Security's Kotlin DSL: `authorize(anyRequest, authenticated)`, `authorize("/admin/**", hasRole("ADMIN"))` (group 1 the rule). */
const KOTLIN_AUTHORIZE = /\bauthorize\s{0,3}\([^()]{0,200}?,\s{0,3}(permitAll|authenticated|fullyAuthenticated|rememberMe|hasRole|hasAnyRole|hasAuthority|hasAnyAuthority|access|denyAll|hasIpAddress)\b/;

/** Spring: the matcher part before the access rule (whitespace removed), and the rule; or null. */
function springRule(code: string): { key: string; rule: string } | null {
  const kotlin = KOTLIN_AUTHORIZE.exec(code);
  if (kotlin !== null) {
    const rule = kotlin[1] ?? '';
    return { key: compact(kotlin[0].slice(0, kotlin[0].length - rule.length)), rule };
  }
  const permit = SPRING_PERMIT_ALL.exec(code);
  if (permit !== null) return { key: compact(code.slice(0, permit.index)), rule: 'permitAll' };
  const restricted = SPRING_RESTRICTED.exec(code);
  if (restricted !== null) return { key: compact(code.slice(0, restricted.index)), rule: restricted[1] ?? '' };
  return null;
}

/**
 * One entry of a DRF permission list: its classes (dotted prefixes dropped) joined as written, `|`
 * (either passes) and `&` (both must) kept, and how much it lets through. DRF composes classes with
 * `|`, `&` and `~` (3.9+): an entry `IsAuthenticated | AllowAny` passes whoever `AllowAny` passes, so
 * it ranks as the weaker of its alternatives, and `A & B` as the stronger of its parts. Parentheses
 * are read as if absent (the list pattern stops at one); an entry with `~` is a project's rule.
 */
interface DrfEntry {
  readonly key: string;
  readonly rank: number;
}

function drfRank(c: string): number {
  return DRF_RANK.get(c) ?? STRICTEST;
}

function drfEntry(text: string): DrfEntry | null {
  const alternatives = text.split('|').map((alt) => (alt.match(CLASS_NAME) ?? []).map((name) => name.slice(name.lastIndexOf('.') + 1)));
  const names = alternatives.map((parts) => parts.join('&'));
  if (names.every((n) => n === '')) return null;
  const rank = text.includes('~') ? STRICTEST : alternatives.filter((parts) => parts.length > 0).reduce((least, parts) => Math.min(least, parts.reduce((most, c) => Math.max(most, drfRank(c)), -1)), STRICTEST);
  return { key: names.filter((n) => n !== '').sort().join('|'), rank };
}

function drfClasses(code: string): DrfEntry[] | null {
  const m = DRF_PERMISSIONS.exec(code);
  if (m === null) return null;
  return (m[1] ?? '').split(',').map(drfEntry).filter((e): e is DrfEntry => e !== null);
}

/** Whether a DRF permission list lets more through than the one it replaces: an entry dropped (or joined to a weaker one by `|`), none as strict added. */
function drfLoosened(before: readonly DrfEntry[], after: readonly DrfEntry[]): string | null {
  const dropped = before.filter((c) => !after.some((a) => a.key === c.key));
  if (dropped.length === 0) return null;
  const addedEntries = after.filter((c) => !before.some((b) => b.key === c.key));
  const strongestAdded = addedEntries.reduce((most, c) => Math.max(most, c.rank), -1);
  const strongestDropped = dropped.reduce((most, c) => Math.max(most, c.rank), -1);
  if (strongestAdded >= strongestDropped) return null;
  const spell = (e: DrfEntry): string => e.key.replaceAll('|', ' | ').replaceAll('&', ' & ');
  return `\`permission_classes\` drops ${dropped.slice(0, 3).map(spell).join(', ')}${addedEntries.length === 0 ? '' : ` for ${addedEntries.slice(0, 3).map(spell).join(', ')}`}`;
}

/** Laravel: the line with its middleware call removed (whitespace removed), and the call's entries; or null. */
function laravelMiddleware(code: string): { key: string; entries: string[] } | null {
  const m = LARAVEL_MIDDLEWARE.exec(code);
  if (m === null) return null;
  const entries = [...(m[1] ?? '').matchAll(PHP_STRING)].map((s) => s[1] ?? s[2] ?? '');
  // `Route::middleware([...])->prefix(…)` without the call is `Route::prefix(…)`; `->middleware(…)` inside a chain leaves the chain.
  const after = code.slice(m.index + m[0].length).replace(/^\s{0,3}->\s{0,3}/, '');
  const before = code.slice(0, m.index);
  const key = m[0].startsWith('::') ? `${before}::${after}` : `${before}${after.length > 0 && !/^[;)]/.test(after) ? `->${after}` : after}`;
  return { key: compact(key), entries };
}

/** A middleware entry without its parameters: `auth:sanctum` is `auth`. */
function middlewareBase(entry: string): string {
  const colon = entry.indexOf(':');
  return colon < 0 ? entry : entry.slice(0, colon);
}

/** The line with any Laravel middleware call taken out, as laravelMiddleware keys it. */
function laravelKey(code: string): string {
  return laravelMiddleware(code)?.key ?? compact(code);
}

/**
 * The first access rule of a hunk rewritten to let more callers in, as described above; `auth-check-removed`, high.
 */
export function accessLoosened(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], language: CodeLanguage | null): KeyedFinding | null {
  // Java covers Kotlin and Scala files (language.ts reads them as Java).
  if (language !== 'java' && language !== 'python' && language !== 'php' && language !== 'csharp' && language !== 'ruby') return null;
  const removed: { l: ChangedLine; t: CodeText }[] = [];
  const added: { l: ChangedLine; t: CodeText }[] = [];
  for (let i = 0; i < lines.length && removed.length + added.length < MAX_PAIRS * 2; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || t.isComment) continue;
    (l.sign === '-' ? removed : added).push({ l, t });
  }
  if (removed.length === 0 || added.length === 0) return null;
  const scoped = language === 'ruby' || language === 'php' ? filterScopePairs(language, removed, added) : null;
  const found = language === 'ruby' ? scoped : language === 'python' ? drfPairs(removed, added) : language === 'php' ? laravelPairs(removed, added) ?? scoped : language === 'csharp' ? aspNetPairs(removed, added) : springPairs(removed, added);
  if (found === null) return null;
  return makeFinding({
    id: 'auth-check-removed',
    // An exemption for actions the PR itself adds lets nothing through that was covered; a reviewer still checks they are meant to be public.
    severity: found === scoped && scoped.fresh ? 'medium' : 'high',
    title: 'Access rule loosened',
    detail: `This change rewrites an access rule in place to let more callers in: ${found.what}. Callers it refused before now reach the code. If the route is meant to be public or the check moved, say where; otherwise keep the stricter rule.`,
    path,
    line: found.line,
    subject: 'access-loosened',
  });
}

function springPairs(removed: readonly { l: ChangedLine; t: CodeText }[], added: readonly { l: ChangedLine; t: CodeText }[]): Loosened | null {
  const restricted = new Map<string, string>();
  const permitted = new Set<string>();
  for (const { l, t } of removed) {
    const rule = springRule(t.code);
    if (rule === null) continue;
    if (rule.rule === 'permitAll') permitted.add(`${l.hunk}\u0000${rule.key}`);
    else restricted.set(`${l.hunk}\u0000${rule.key}`, rule.rule);
  }
  if (restricted.size === 0) return null;
  for (const { l, t } of added) {
    const rule = springRule(t.code);
    if (rule?.rule !== 'permitAll') continue;
    const key = `${l.hunk}\u0000${rule.key}`;
    const was = restricted.get(key);
    // The same matcher already permitted on another removed line (a rule written twice, one copy kept).
    if (was === undefined || permitted.has(key)) continue;
    return { line: l.line, what: `\`${rule.key}${rule.key.endsWith(',') ? ' permitAll)' : '.permitAll()'}\` where the matcher asked for \`${was}\`` };
  }
  return null;
}

function drfPairs(removed: readonly { l: ChangedLine; t: CodeText }[], added: readonly { l: ChangedLine; t: CodeText }[]): Loosened | null {
  const before = new Map<number, DrfEntry[][]>();
  for (const { l, t } of removed) {
    const classes = drfClasses(t.code);
    if (classes !== null) before.set(l.hunk, [...(before.get(l.hunk) ?? []), classes]);
  }
  if (before.size === 0) return null;
  for (const { l, t } of added) {
    const after = drfClasses(t.code);
    const lists = before.get(l.hunk);
    if (after === null || lists === undefined) continue;
    // Every list the hunk removes must lose to it (a list moved from one view to another with a second, stricter one kept is not a loosening).
    const what = lists.map((was) => drfLoosened(was, after));
    if (what.every((w) => w !== null)) return { line: l.line, what: what[0] ?? '' };
  }
  return null;
}

function laravelPairs(removed: readonly { l: ChangedLine; t: CodeText }[], added: readonly { l: ChangedLine; t: CodeText }[]): Loosened | null {
  const before: { hunk: number; key: string; guards: string[] }[] = [];
  for (const { l, t } of removed) {
    const m = laravelMiddleware(t.code);
    const guards = m?.entries.filter((e) => LARAVEL_GUARD.test(e)) ?? [];
    if (m !== null && guards.length > 0) before.push({ hunk: l.hunk, key: m.key, guards });
  }
  if (before.length === 0) return null;
  for (const { l, t } of added) {
    const key = laravelKey(t.code);
    const entries = laravelMiddleware(t.code)?.entries ?? [];
    const was = before.find((b) => b.hunk === l.hunk && b.key === key);
    if (was === undefined) continue;
    // An entry kept under another parameter (`'auth'` to `'auth:web'`, `'can:admin'` to `'can:manage-users'`) is a guard renamed, not dropped.
    const bases = new Set(entries.map(middlewareBase));
    const dropped = was.guards.filter((g) => !bases.has(middlewareBase(g)));
    if (dropped.length > 0) return { line: l.line, what: `the route middleware no longer lists ${dropped.slice(0, 3).map((g) => `'${g}'`).join(', ')}` };
  }
  return null;
}

function aspNetPairs(removed: readonly { l: ChangedLine; t: CodeText }[], added: readonly { l: ChangedLine; t: CodeText }[]): Loosened | null {
  const before = new Map<number, string>();
  for (const { l, t } of removed) {
    const m = ASPNET_AUTHORIZE_WITH.exec(t.code);
    if (m !== null && !before.has(l.hunk)) before.set(l.hunk, (m[1] ?? '').trim());
  }
  if (before.size === 0) return null;
  for (const { l, t } of added) {
    const was = before.get(l.hunk);
    // A role or policy dropped from the attribute: any signed-in caller passes (the attribute kept with others is ASPNET_AUTHORIZE_WITH's, not paired).
    if (was !== undefined && ASPNET_AUTHORIZE_ANY.test(t.code) && !added.some((a) => a.l.hunk === l.hunk && ASPNET_AUTHORIZE_WITH.test(a.t.code))) return { line: l.line, what: `\`[Authorize(${was})]\` becomes \`[Authorize]\`, any signed-in caller` };
  }
  return null;
}
