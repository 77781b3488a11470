/**
 * `hardcoded-secret-fallback`: added program code gives a session or signing secret a literal
 * default for when the environment or the option does not set it
 * (`os.environ.get('SECRET_KEY', 'dev-secret')`, `process.env.JWT_SECRET ?? 'changeme'`,
 * `set :session_secret, ENV['SESSION_SECRET'] || 'sinatra-default-secret'`). A deployment that
 * forgets the variable signs its sessions or tokens with a key anyone can read in the repository,
 * and a contributor who plants the default knows it. `secret-added` reads strong literals only
 * (16+ characters, high entropy, no placeholder words): these defaults are short and plain on
 * purpose. Low: often a development convenience, still worth a reviewer's look.
 */
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { isExampleProjectPath } from '../util.js';
import type { ChangedLine } from './changed-lines.js';
import type { CodeText } from './code-text.js';
import type { CodeLanguage } from './language.js';

/** A literal default: a quoted text of 3 to 200 characters, no substitution (after one group of the name: the quote group 2, the text group 3). */
const LITERAL = String.raw`(['"\x60])([^'"\x60\n$]{3,200})\2`;
/**
 * A default given to an environment read by name (group 1 the variable, group 3 the literal):
 * Python's `os.environ.get('X', 'lit')`, `os.getenv('X', 'lit')`, `config('X', default='lit')`
 * (python-decouple), `env('X', default='lit')` (django-environ); PHP's and Laravel's `env('X', 'lit')`;
 * Ruby's `ENV.fetch('X', 'lit')` and `ENV.fetch('X') { 'lit' }`.
 */
const CALL_DEFAULT = new RegExp(String.raw`(?:\b(?:os\.)?environ\.get|\bos\.getenv|\bgetenv|\bconfig|\benv|\bENV\.fetch)\s{0,3}\(\s{0,3}['"]([A-Za-z_][\w.-]{0,80})['"]\s{0,3}(?:,\s{0,3}(?:default\s{0,3}=\s{0,3})?|\)\s{0,3}\{\s{0,3})` + LITERAL);
/**
 * A literal given where a name or a read is unset (group 1 the name, group 3 the literal):
 * `X || 'lit'`, `X ?? 'lit'`, `X or 'lit'`, PHP's `X ?: 'lit'`, the logical assignments `X ||= 'lit'`
 * and `X ??= 'lit'` (JavaScript, Ruby, PHP), for a variable, a property
 * (`opts.sessionSecret`), an environment read (`process.env.JWT_SECRET`, `ENV['SESSION_SECRET']`,
 * `getenv('APP_SECRET')`).
 */
const OR_DEFAULT = new RegExp(String.raw`([A-Za-z_$][\w$-]{0,80})['"]?\s{0,3}[\])]?(?:\s{0,3}(?:\|\|=?|\?\?=?|\?:)|\s{1,3}or(?=\s))\s{0,3}` + LITERAL);
/**
 * A test that a name is unset, then (group 1 or 2 or 3 the name): Python's `if not X:` and `if X is None:`,
 * JavaScript's and PHP's `if (!X)`, `if (X === undefined)`, Go's `if X == "" {`, PHP's `if (empty($X))`,
 * Ruby's `if X.nil?`, `if X.blank?`, `unless X`, `if X.to_s.empty?`.
 */
const UNSET_TEST =
  /\b(?:if\s{0,3}\(?\s{0,3}(?:!|not\s{1,3})\s{0,3}\$?([A-Za-z_][\w.]{0,80})\s{0,3}(?:[):{]|$|\bthen\b)|if\s{0,3}\(?\s{0,3}\$?([A-Za-z_][\w.]{0,80})\s{0,3}(?:===?|\bis|\.(?:to_s\.)?(?:nil|blank|empty)\?)\s{0,3}(?:""|''|None|nil|null|undefined|\{|\)|$|\|\|)|unless\s{1,3}([A-Za-z_][\w.]{0,80})\s{0,3}$|if\s{0,3}\(\s{0,3}(?:empty|is_null)\s{0,3}\(\s{0,3}\$([A-Za-z_]\w{0,80})\s{0,3}\))/;
/** A literal given to a name (group 1 the name, group 3 the literal): `X = 'lit'`, `$X = 'lit';`, Go's `X = "lit"` (after a test on the same line: `{ X = "lit" }`), Ruby's `X = 'lit' if X.nil?`. */
const ASSIGNED_LITERAL = new RegExp(String.raw`(?:^|[{;:)]|\bthen)\s{0,40}\$?([A-Za-z_][\w.]{0,80})\s{0,3}=\s{0,3}` + LITERAL + String.raw`\s{0,3}(?:[;}]|end\b|$|(?=(?:if|unless)\s))`);
/** A name given an environment read of a variable (group 1 the name, group 2 the variable): `key := os.Getenv("JWT_SECRET")`, `secret = os.environ.get("SECRET_KEY")`, `let s = process.env.SESSION_SECRET`. */
const ENV_ASSIGNED = /^\s{0,40}(?:(?:const|let|var|my)\s{1,3})?\$?([A-Za-z_][\w.]{0,80})\s{0,3}:?=\s{0,3}(?:os\.Getenv|os\.environ\.get|os\.getenv|os\.environ|getenv|ENV\.fetch|ENV|env|process\.env)\s{0,3}[([.]?\s{0,3}['"]?([A-Za-z_]\w{0,80})/;

/** How the name of a session or signing secret ends: `SECRET_KEY`, `JWT_SECRET`, `sessionSecret`, `secret_key_base`, `SIGNING_KEY`, Laravel's `APP_KEY`. */
const SECRET_NAME = /(?:secret|secret[_-]?key|secret[_-]?key[_-]?base|secret[_-]?token|signing[_-]?key|jwt[_-]?key|session[_-]?key|hmac[_-]?key|app[_-]?key)$/i;
/** Names that say where a secret is or what it is called, not what it is: `SECRET_PATH`, `secretName`, `JWT_SECRET_FILE`. */
const SECRET_REFERENCE = /(?:path|file|dir|directory|name|header|id|url|uri|arn|ref|location|store|manager|mount|version|length|len|size|field|param|env|var|prefix|type|kind|provider|backend)s?$/i;
/** Defaults that set nothing: the literal says the value is missing. */
const NO_VALUE = /^(?:none|null|nil|undefined|false|true|unset|disabled?|missing|not[ _-]?set|n\/a)$/i;
/**
 * Settings or tools clearly for development or tests (`settings/dev.py`, `config/environments/
 * development.rb`, `settings_local.py`, `config.test.js`, `scripts/dev-server.js`): a default there
 * never reaches a deployment.
 */
const DEVELOPMENT_FILE = /(?:^|[/_.-])(?:dev|develop|development|local|test|tests|testing|ci|e2e|demo|sandbox|playground|fixtures?|mocks?|stubs?)(?:[/_.-]|$)/i;
/** Documentation and the code samples it holds. */
const DOCUMENTATION = /(?:^|\/)(?:docs?|documentation|website|site)\//i;

/** The default as the signal shows it: its first two characters and its length, never the value (`ch… (8 characters)`). */
function redacted(value: string): string {
  return `${value.slice(0, 2)}… (${value.length} characters)`;
}

function secretNamed(name: string): boolean {
  const last = name.split(/[.>]/).pop() ?? name;
  return SECRET_NAME.test(last) && !SECRET_REFERENCE.test(last);
}

/**
 * A literal given at line `i` to a name that the same line or one of the three lines before it (not
 * removed ones) tests for being unset: `if not SECRET:` then `    SECRET = "dev"`, Go's
 * `if key == "" {` then `key = "dev"`, or on one line `if (!secret) secret = 'dev';`, Ruby's
 * `secret = 'dev' if secret.nil?`. The match of
 * ASSIGNED_LITERAL (name group 1, literal group 3) when the names agree.
 */
function defaultAfterTest(lines: readonly ChangedLine[], texts: readonly CodeText[], i: number, fromSecret: ReadonlySet<string>): RegExpExecArray | null {
  const code = texts[i]?.code ?? '';
  const assigned = ASSIGNED_LITERAL.exec(code);
  if (assigned === null) return null;
  const name = assigned[1] ?? '';
  if (!secretNamed(name) && !fromSecret.has(name)) return null;
  for (let j = i, seen = 0; j >= 0 && seen < 4; j -= 1) {
    if (lines[j]?.sign === '-') continue;
    seen += 1;
    // On the line itself, the test before the assignment or, in Ruby, after it (`x = 'lit' unless x`).
    const before = j === i ? `${code.slice(0, assigned.index + 1)}\n${code.slice(assigned.index + assigned[0].length)}` : (texts[j]?.code ?? '');
    if (before.length > 1000) continue;
    const test = UNSET_TEST.exec(before);
    if (test !== null && (test[1] ?? test[2] ?? test[3] ?? test[4]) === name) return assigned;
  }
  return null;
}

export function secretFallback(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], carried: readonly boolean[], language: CodeLanguage): KeyedFinding | null {
  if (language === 'shell' || isExampleProjectPath(path) || DEVELOPMENT_FILE.test(path) || DOCUMENTATION.test(path)) return null;
  // Names given a secret read from the environment (`key := os.Getenv("JWT_SECRET")`), whatever they are called.
  const fromSecret = new Set<string>();
  for (let i = 0; i < lines.length && fromSecret.size < 50; i += 1) {
    const code = lines[i]?.sign === '-' ? '' : (texts[i]?.code ?? '');
    if (code.length > 1000 || !/secret|key/i.test(code)) continue;
    const e = ENV_ASSIGNED.exec(code);
    if (e !== null && secretNamed(e[2] ?? '')) fromSecret.add(e[1] ?? '');
  }
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment || carried[i] === true) continue;
    const code = t.code;
    if (code.length > 1000) continue;
    if (!/secret|key/i.test(code) && !(fromSecret.size > 0 && ASSIGNED_LITERAL.test(code))) continue;
    const m = CALL_DEFAULT.exec(code) ?? OR_DEFAULT.exec(code) ?? defaultAfterTest(lines, texts, i, fromSecret);
    if (m === null) continue;
    const name = m[1] ?? '';
    const value = m[3] ?? '';
    if (!(secretNamed(name) || fromSecret.has(name)) || NO_VALUE.test(value.trim()) || value.trim().length < 3) continue;
    return makeFinding({
      id: 'hardcoded-secret-fallback',
      severity: 'low',
      title: `${name} falls back to a literal secret`,
      detail: `Line ${l.line} gives ${name} a literal default (${redacted(value)}) for when it is not set: a deployment that forgets the variable signs its sessions or tokens with a key anyone can read in this repository (and whoever wrote the default knows it). Fail at start-up when the secret is missing, or generate one for development only.`,
      path,
      line: l.line,
      subject: 'secret-fallback',
    });
  }
  return null;
}
