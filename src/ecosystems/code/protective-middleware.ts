/**
 * Framework-level request protections undone in configuration, where the line rules (which read
 * code outside strings) see nothing: Django's protective middleware dropped from the `MIDDLEWARE`
 * list of a settings file (`'django.middleware.csrf.CsrfViewMiddleware',` removed, or
 * `MIDDLEWARE.remove(…)` added), and routes added to Laravel's CSRF exemptions (`protected $except
 * = [...]` of `VerifyCsrfToken`, `->validateCsrfTokens(except: [...])` in bootstrap/app.php,
 * `VerifyCsrfToken::except([...])`). Linear-time patterns over one line; the content is read once,
 * at most MAX_CONTENT_LINES lines.
 */
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedLine } from './changed-lines.js';
import { changedLines, newSideLines } from './changed-lines.js';
import type { CodeText } from './code-text.js';
import { codeText } from './code-text.js';

/** Lines of a file's content read at most. */
const MAX_CONTENT_LINES = 20_000;

interface ProtectiveMiddleware {
  readonly id: 'auth-check-removed' | 'protection-switched-off';
  readonly severity: 'high' | 'medium';
  readonly title: string;
  readonly what: string;
  /** The last segment of an added middleware's dotted path that takes its place (the project's subclass: `myapp.middleware.StrictCsrfMiddleware`). */
  readonly replacement: RegExp;
}

/** Django's middleware that protects requests, by dotted path. */
const DJANGO_PROTECTIVE: ReadonlyMap<string, ProtectiveMiddleware> = new Map([
  [
    'django.middleware.csrf.CsrfViewMiddleware',
    { id: 'auth-check-removed', severity: 'high', title: 'CSRF protection removed', what: 'the CSRF middleware: every POST, PUT and DELETE view now accepts a request that any web page a signed-in user visits sends with their cookies', replacement: /csrf/i },
  ],
  [
    'django.contrib.auth.middleware.AuthenticationMiddleware',
    { id: 'auth-check-removed', severity: 'high', title: 'Authentication middleware removed', what: 'the authentication middleware: `request.user` is no longer set from the session, so the login and permission checks that read it no longer see who the caller is', replacement: /auth|RemoteUser/i },
  ],
  [
    'django.middleware.security.SecurityMiddleware',
    { id: 'protection-switched-off', severity: 'medium', title: 'Security middleware removed', what: 'the security middleware: the HTTPS redirect, HSTS, `X-Content-Type-Options: nosniff`, the referrer and cross-origin opener policies are no longer applied', replacement: /secur/i },
  ],
  [
    'django.middleware.clickjacking.XFrameOptionsMiddleware',
    { id: 'protection-switched-off', severity: 'medium', title: 'Clickjacking protection removed', what: 'the clickjacking middleware: pages no longer send `X-Frame-Options`, so any site can frame them and trick a signed-in user into clicking', replacement: /frame|clickjack/i },
  ],
]);

/** A list entry on a line of its own: `'django.middleware.csrf.CsrfViewMiddleware',` (group 1 the dotted path). */
const MIDDLEWARE_ENTRY = /^\s{0,40}['"]([A-Za-z_][\w.]{0,200})['"]\s{0,3},?\s{0,3}$/;
/** A middleware taken out of the list by code: `MIDDLEWARE.remove('…')` (group 1 the dotted path). */
const MIDDLEWARE_REMOVED = /\bMIDDLEWARE(?:_CLASSES)?\s{0,3}\.\s{0,3}remove\s{0,3}\(\s{0,3}['"]([A-Za-z_][\w.]{0,200})['"]/;
/** A string literal that names a dotted path (group 1). */
const DOTTED_STRING = /['"]([A-Za-z_][\w.]{0,200})['"]/g;
/** A settings file for tests or CI (`settings/test.py`, `test_settings.py`, `settings_testing.py`, `settings/ci.py`): protections off on purpose. */
const TEST_SETTINGS = /(?:^|[/_.-])(?:tests?|testing|ci)(?=[/_.-]|$)/i;

/** Whether a line of content still names the dotted path in code (not after a `#`). */
function namesInCode(text: string, name: string): boolean {
  const at = text.indexOf(name);
  if (at < 0) return false;
  const hash = text.indexOf('#');
  return hash < 0 || hash > at;
}

/**
 * The first of Django's protective middleware a settings file drops from its `MIDDLEWARE` list:
 * a removed entry that no added line puts back (the line moved within the list), that no added
 * entry of the same kind replaces (the project's subclass), and that the file's content no longer
 * names; or a `MIDDLEWARE.remove(…)` added. The entry on a line of its own is what is read (the
 * hunk need not show the list's name). Not in settings files for tests, nor in a file removed whole.
 */
export function djangoMiddlewareRemoved(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], patch: string | null, content: string | null, removedWhole = false): KeyedFinding | null {
  // A settings module removed whole (a deployment retired) protects nothing any more; one split up adds its entries elsewhere.
  if (removedWhole || TEST_SETTINGS.test(path.replace(/\.py$/, '')) || patch === null || !patch.includes('Middleware')) return null;
  const removed: { name: string; l: ChangedLine }[] = [];
  const added = new Set<string>();
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || t.isComment) continue;
    if (l.sign === '-') {
      const name = MIDDLEWARE_ENTRY.exec(t.code)?.[1];
      if (name !== undefined && DJANGO_PROTECTIVE.has(name)) removed.push({ name, l });
      continue;
    }
    const dropped = MIDDLEWARE_REMOVED.exec(t.code)?.[1];
    if (dropped !== undefined && DJANGO_PROTECTIVE.has(dropped)) {
      removed.push({ name: dropped, l });
      continue;
    }
    for (const m of t.code.matchAll(DOTTED_STRING)) added.add(m[1] ?? '');
  }
  if (removed.length === 0) return null;
  let rows: string[] | undefined;
  for (const { name, l } of removed) {
    const middleware = DJANGO_PROTECTIVE.get(name);
    if (middleware === undefined) continue;
    if (l.sign === '-') {
      if (added.has(name) || [...added].some((a) => a.includes('.') && middleware.replacement.test(a.slice(a.lastIndexOf('.') + 1)))) continue;
      rows ??= content === null ? [] : content.split('\n', MAX_CONTENT_LINES);
      if (rows.some((text) => !text.trimStart().startsWith('#') && namesInCode(text, name))) continue;
    }
    return makeFinding({
      id: middleware.id,
      severity: middleware.severity,
      title: middleware.title,
      detail: `This change takes ${name.slice(name.lastIndexOf('.') + 1)} out of Django's MIDDLEWARE, and no added entry takes its place: that removes ${middleware.what}. If the middleware moved to another settings module, say where; otherwise keep it in the list.`,
      path,
      line: l.line,
      subject: `django-middleware:${name}`,
    });
  }
  return null;
}

/** Whether another file of the PR, outside tests, adds the middleware a finding says was removed (the settings split into modules). */
export function djangoMiddlewareAddedElsewhere(finding: KeyedFinding, files: readonly { path: string; patch: string | null }[], isTest: (path: string) => boolean): boolean {
  const at = finding.key.indexOf('\u0000django-middleware:');
  if (at < 0) return false;
  const name = finding.key.slice(at + '\u0000django-middleware:'.length);
  return files.some(
    (file) =>
      file.path !== finding.path &&
      file.patch !== null &&
      file.patch.includes(name) &&
      !isTest(file.path) &&
      !TEST_SETTINGS.test(file.path.replace(/\.py$/, '')) &&
      changedLines(file.patch, 20_000).some((l) => l.sign === '+' && MIDDLEWARE_ENTRY.exec(codeText(l.text, 'python').code)?.[1] === name),
  );
}

/** Where a list of CSRF exemptions opens: `protected $except = [`, `->validateCsrfTokens(except: [`, `VerifyCsrfToken::except([`. */
const EXCEPT_OPEN = /\$except\s{0,3}=\s{0,3}(?:\[|array\s{0,3}\()|\bvalidateCsrfTokens\s{0,3}\(\s{0,3}except\s{0,3}:\s{0,3}\[|\b(?:VerifyCsrfToken|ValidateCsrfToken|PreventRequestForgery)\s{0,3}::\s{0,3}except\s{0,3}\(\s{0,3}\[/;
/** A `$except` list that is not CSRF's own (TrimStrings, EncryptCookies) unless the file names the CSRF middleware. */
const CSRF_MIDDLEWARE = /\b(?:VerifyCsrfToken|ValidateCsrfToken|PreventRequestForgery)\b/;
/** A PHP string literal (group 1 or 2 its text). */
const PHP_STRING = /'([^'\\\n]{0,200})'|"([^"\\\n]{0,200})"/g;
/** An exemption of every route: `'*'`, `'/*'`. */
const EVERY_ROUTE = /^\/?\*+$/;

/** A route pattern without slashes at either end (`/webhooks/*` as `webhooks/*`), as Laravel compares them. */
function trimSlashes(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === '/') start += 1;
  while (end > start && text[end - 1] === '/') end -= 1;
  return text.slice(start, end);
}

/**
 * Whether an exemption pattern covers an entry, as Laravel's `Str::is` reads it (`*` any text,
 * slashes at either end aside): `'stripe/*'` covers `'stripe/webhook'` and `'stripe/webhook/*'`, so
 * the narrower entry written in its place exempts nothing more. Greedy wildcard matching with one
 * backtrack point: linear in the pattern times the entry (each at most 200 characters).
 */
export function exemptionCovers(pattern: string, entry: string): boolean {
  const p = trimSlashes(pattern);
  const e = trimSlashes(entry);
  let i = 0;
  let j = 0;
  let star = -1;
  let mark = 0;
  while (j < e.length) {
    if (i < p.length && p[i] !== '*' && p[i] === e[j]) {
      i += 1;
      j += 1;
    } else if (i < p.length && p[i] === '*') {
      star = i;
      mark = j;
      i += 1;
    } else if (star >= 0) {
      i = star + 1;
      mark += 1;
      j = mark;
    } else return false;
  }
  while (i < p.length && p[i] === '*') i += 1;
  return i === p.length;
}

/**
 * Routes added to Laravel's CSRF exemptions: string entries on added lines inside the `$except`
 * list of the CSRF middleware (VerifyCsrfToken, or a file that names it), or inside
 * `validateCsrfTokens(except: [...])`, that no removed line held (an entry moved or requoted) and
 * that no removed or kept entry covers (an entry narrowed: `'stripe/*'` to `'stripe/webhook'`). High
 * when an entry exempts every route (`'*'`), medium otherwise (a webhook's `'stripe/*'` is a common,
 * legitimate exemption, still one a reviewer should see). An entry removed, or a comment, adds none.
 */
export function csrfExemptionsAdded(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], patch: string | null, content: string | null): KeyedFinding | null {
  if (patch === null || !/except/.test(patch)) return null;
  const addedAt = new Map<number, CodeText>();
  const removedEntries = new Set<string>();
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || t.isComment) continue;
    if (l.sign === '+') addedAt.set(l.line, t);
    else for (const m of t.code.matchAll(PHP_STRING)) removedEntries.add(m[1] ?? m[2] ?? '');
  }
  if (addedAt.size === 0) return null;
  const csrfFile = /csrf/i.test(path.slice(path.lastIndexOf('/') + 1)) || CSRF_MIDDLEWARE.test(patch) || (content !== null && CSRF_MIDDLEWARE.test(content));
  // The new side in order: the file's content, or the hunks' context and added lines.
  const side: [number, string][] = content !== null ? content.split('\n', MAX_CONTENT_LINES).map((text, i) => [i + 1, text]) : [...newSideLines(patch, MAX_CONTENT_LINES)].map(([n, row]) => [n, row.text]);
  let inside = false;
  let previous = 0;
  const entries: { entry: string; line: number }[] = [];
  // Entries the list keeps on lines the PR does not change: one that covers an added entry makes it exempt nothing new.
  const keptEntries: string[] = [];
  for (const [n, text] of side) {
    // A gap between hunks: the list's end may be in it.
    if (n !== previous + 1) inside = false;
    previous = n;
    const t = addedAt.get(n) ?? codeText(text, 'php');
    let from = 0;
    if (!inside) {
      const open = EXCEPT_OPEN.exec(t.code);
      if (open === null || (open[0].startsWith('$') && !csrfFile)) continue;
      inside = true;
      from = open.index + open[0].length;
    }
    for (const m of t.code.slice(from).matchAll(PHP_STRING)) {
      const entry = m[1] ?? m[2] ?? '';
      if (!addedAt.has(n)) keptEntries.push(entry);
      else if (entry !== '' && !removedEntries.has(entry)) entries.push({ entry, line: n });
    }
    if (/[\])]/.test(t.masked.slice(from))) inside = false;
  }
  // An entry narrowed (`'stripe/*'` to `'stripe/webhook'`), or one a kept entry already covers: no route newly exempt.
  const covering = [...removedEntries, ...keptEntries].filter((e) => e !== '').slice(0, 200);
  const newEntries = entries.filter((e) => !covering.some((c) => exemptionCovers(c, e.entry)));
  const first = newEntries[0];
  if (first === undefined) return null;
  const every = newEntries.find((e) => EVERY_ROUTE.test(e.entry));
  const shown = newEntries.slice(0, 3).map((e) => `'${e.entry}'`).join(', ');
  return makeFinding({
    id: 'auth-bypass-added',
    severity: every === undefined ? 'medium' : 'high',
    title: every === undefined ? 'Routes exempted from CSRF protection' : 'Every route exempted from CSRF protection',
    detail:
      every === undefined
        ? `This change adds ${shown} to the CSRF middleware's exemptions: those routes accept a POST from any web page a signed-in user visits, with their cookies. Fine for a webhook that verifies its own signature; otherwise keep the route protected and say in the code why it is exempt.`
        : `This change adds '${every.entry}' to the CSRF middleware's exemptions: every route now accepts a POST from any web page a signed-in user visits, with their cookies. List only the routes that must be exempt (a webhook that verifies its signature).`,
    path,
    line: (every ?? first).line,
    subject: 'csrf-exempted',
  });
}
