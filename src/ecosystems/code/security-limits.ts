/**
 * `security-limit-loosened`: a number that bounds an attack, changed in one hunk to let far more
 * through. Login attempts before a lockout, a rate limit, a request body's maximum size (raised by
 * an order of magnitude or more, or made unlimited), a token's or session's lifetime (raised twenty
 * times or more), a password hash's work factor (bcrypt rounds, PBKDF2 iterations, scrypt and
 * Argon2 costs, lowered). The shape of a "fix lint warnings" PR that changes `MAX_LOGIN_ATTEMPTS = 5`
 * to `500` or `bcrypt.hash(pw, 12)` to `bcrypt.hash(pw, 4)`: no token any other rule counts changes.
 * Only names that say what they bound count, so ordinary tuning (`MAX_RETRIES`, `CACHE_TTL`,
 * `max_iterations` of a solver) stays quiet. Every pattern is linear-time on lines cut at 2,000
 * characters.
 */
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedLine } from './changed-lines.js';
import type { CodeText } from './code-text.js';

type LimitKind = 'attempts' | 'rate' | 'size' | 'expiry' | 'work' | 'minimum';

/** An assignment, a keyword argument or an object key given a value: group 1 the name, group 2 the value's first 80 characters. */
const SETTING = /([A-Za-z_]\w{0,80})["'\]]{0,2}[ \t]{0,3}(?::[ \t]{0,3}[\w.]{1,40}[ \t]{0,3})?(?:=|:=|:|=>)(?!=)[ \t]{0,3}([^,;#\n]{1,80})/g;

/**
 * The settings of a line, each name read once: a keyword argument inside another setting's value
 * (`password = forms.CharField(min_length=12, …)`) is read too, the scan going on after each name.
 * At most 40 a line.
 */
function* settingsOf(code: string): Generator<{ name: string; value: string }> {
  SETTING.lastIndex = 0;
  for (let n = 0; n < 40; n += 1) {
    const m = SETTING.exec(code);
    if (m === null) return;
    const name = m[1] ?? '';
    yield { name, value: m[2] ?? '' };
    SETTING.lastIndex = m.index + Math.max(1, name.length);
  }
}

/** Words that make a count of tries a guard against guessing. */
const GUESSING = /login|auth|passw|pwd|signin|sign_in|otp|mfa|2fa|totp|\bpin|lockout|failed|brute|captcha|verif/i;
/** Words of a password hash or key derivation, which make rounds, iterations and costs work factors. */
const KDF = /bcrypt|pbkdf|scrypt|argon|hash|passw|salt|kdf|crypt|derive/i;
/** Words of a credential whose lifetime bounds what a stolen one is worth. */
const CREDENTIAL = /token|session|jwt|cookie|otp|reset|refresh|access|auth|login|remember|api_?key|magic|invite|verification|csrf|nonce/i;

/**
 * Words of the hunk around a plain name (`MAX_ATTEMPTS`, `ROUNDS`) or of the file's path that say what
 * it bounds (since 2026-12-01): a lockout's tries in a login or lockout module, a bcrypt cost beside
 * `bcrypt.gensalt(rounds=ROUNDS)`. Narrower than the name's words: `auth` and `verif` name too much.
 */
const GUESSING_AROUND = /login|lockout|passw|signin|sign_in|otp|mfa|2fa|totp|brute|captcha/i;
const KDF_AROUND = /bcrypt|pbkdf|scrypt|argon2|gensalt|hashpw/i;
/** A work factor's bare name, which only its surroundings tie to a password hash (`ROUNDS`, `HASH_COST`, not `shipping_cost`). */
const BARE_WORK_NAME = /^(?:default_|min_|hash_|hashing_)?(?:rounds|iterations|iters|cost|work_?factor|log_?rounds)$/i;
/** A minimum's name (`min_length`, `MIN_SECRET_LEN`, `minLength`, `minimumPasswordLength`, `min_entropy_bits`). */
const MINIMUM_NAME = /(?:^|_)min(?:imum)?_?[a-z_]{0,30}(?:length|len|size|chars|characters|bytes|bits|entropy)$/i;
/** The same written in camel case after a prefix (`passwordMinLength`, `keyMinimumBytes`). */
const MINIMUM_NAME_CAMEL = /[a-z]Min(?:imum)?[A-Za-z]{0,30}(?:Length|Len|Size|Chars|Bytes|Bits|Entropy)$/;
/** Words of a secret whose minimum length keeps it from being guessed. */
const SECRET_WORD = /passw|passphrase|secret|pwd|\bpin\b|api_?key|signing_?key|private_?key|hmac|salt|MinimumLengthValidator/i;

/** What a name bounds, read from the name (and for work factors and lifetimes, the line; for tries, costs and minimums, the hunk's words and the path: `around`). */
function kindOf(name: string, line: string, around = ''): LimitKind | null {
  if (/attempt|tries|retries|failures|lockout/i.test(name) && (GUESSING.test(name) || /attempt|tries|failures/i.test(name) && GUESSING_AROUND.test(around))) return 'attempts';
  // A minimum's secret is named by the setting, its line, the file's path (the first line of `around`) or Django's validator beside it; not by another field of the hunk (a form's `username` beside its `password`).
  if ((MINIMUM_NAME.test(name) || MINIMUM_NAME_CAMEL.test(name)) && (SECRET_WORD.test(name) || /key/i.test(name) || SECRET_WORD.test(line) || SECRET_WORD.test(around.slice(0, Math.max(0, around.indexOf('\n')))) || /MinimumLengthValidator/.test(around))) return 'minimum';
  if (/rate_?limit|max_?requests|requests_?per|req_?per_?(?:sec|min|hour|day)|burst/i.test(name)) return 'rate';
  if (/max_?(?:body|content|upload|request|payload|file)_?(?:size|length|bytes)|body_?(?:size_?)?limit/i.test(name)) return 'size';
  if (/expir|ttl|lifetime|max_?age|valid_?for|duration/i.test(name) && (CREDENTIAL.test(name) || /^(?:expiresIn|expires_in|exp|ttl|max_?age)$/i.test(name) && CREDENTIAL.test(line))) return 'expiry';
  if (/rounds|iterations|iters|work_?factor|cost|^N$|log_?r/i.test(name) && (KDF.test(name) || KDF.test(line) || BARE_WORK_NAME.test(name) && KDF_AROUND.test(around))) return 'work';
  return null;
}

const SECONDS: Readonly<Record<string, number>> = { ms: 0.001, s: 1, m: 60, h: 3600, d: 86400, w: 604800, y: 31536000 };
const BYTES: Readonly<Record<string, number>> = { b: 1, k: 1024, m: 1048576, g: 1073741824, t: 1099511627776 };
/** Go's and Java's unit constants. */
const UNIT_CONSTANT: Readonly<Record<string, number>> = { Nanosecond: 1e-9, Microsecond: 1e-6, Millisecond: 0.001, Second: 1, Minute: 60, Hour: 3600, MILLISECONDS: 0.001, SECONDS: 1, MINUTES: 60, HOURS: 3600, DAYS: 86400 };

/** A value that means no limit at all. */
const UNLIMITED = /^(?:0|-1|Infinity|Number\.(?:MAX_SAFE_INTEGER|MAX_VALUE|POSITIVE_INFINITY)|math\.inf|float\(["']inf["']\)|None|nil|null|undefined|u(?:32|64|size)::MAX|Integer\.MAX_VALUE|Long\.MAX_VALUE|PHP_INT_MAX|sys\.maxsize)(?![\w.])/;

/**
 * The quantity a value stands for, in one unit per kind (seconds, bytes, a count), or null when it
 * is not a literal: `5`, `600_000`, `60 * 60 * 24`, `'15m'`, `"30 days"`, `'10mb'`,
 * `timedelta(days=30)`, `15 * time.Minute`, `Duration.ofDays(30)`. Unlimited values are Infinity.
 */
export function quantityOf(text: string, kind: LimitKind): number | null {
  let value = text.trim();
  while (value.length > 0 && ')}] \t'.includes(value.charAt(value.length - 1))) value = value.slice(0, -1);
  // A minimum of none (`0`, `None`) is no minimum.
  if (kind === 'minimum' && /^(?:None|nil|null|undefined|false|False)$/.test(value)) return 0;
  if (UNLIMITED.test(value) && !(kind === 'minimum' && value === '0')) return kind === 'attempts' || kind === 'rate' || kind === 'size' ? Infinity : null;
  const quoted = /^["'`](\d{1,12}(?:\.\d{1,6})?)[ \t]?([a-z]{1,8})["'`]$/i.exec(value);
  if (quoted !== null) {
    const n = Number(quoted[1]);
    const unit = (quoted[2] ?? '').toLowerCase();
    if (kind === 'size') {
      const factor = BYTES[unit.charAt(0)];
      return factor === undefined ? null : n * factor;
    }
    const factor = unit === 'ms' ? SECONDS.ms : unit.startsWith('mo') ? 2592000 : SECONDS[unit.charAt(0)];
    return factor === undefined ? null : n * factor;
  }
  const delta = /^(?:datetime\.)?timedelta\(([^()]{1,80})$/.exec(value);
  if (delta !== null) {
    let total = 0;
    for (const m of (delta[1] ?? '').matchAll(/\b(weeks|days|hours|minutes|seconds)[ \t]{0,2}=[ \t]{0,2}(\d{1,9})/g)) total += Number(m[2]) * (SECONDS[(m[1] ?? 's').charAt(0)] ?? 1);
    return total > 0 ? total : null;
  }
  const java = /^Duration\.of(Millis|Seconds|Minutes|Hours|Days)\((\d{1,9})L?$/.exec(value);
  if (java !== null) return Number(java[2]) * (java[1] === 'Millis' ? 0.001 : SECONDS[(java[1] ?? 'S').charAt(0).toLowerCase()] ?? 1);
  // A product of literals and unit constants: `60 * 60 * 24`, `15 * time.Minute`, `time.Hour * 24 * 30`.
  let product = 1;
  let factors = 0;
  // A power of ten written out (`10**9`, `10 ** 9`): a limit made as good as none.
  const power = /^(\d{1,3})\s{0,2}\*\*\s{0,2}(\d{1,2})$/.exec(value);
  if (power !== null) return Number(power[1]) ** Number(power[2]);
  for (const part of value.split('*')) {
    let token = part.trim();
    while (token.startsWith('(')) token = token.slice(1);
    while (token.endsWith(')')) token = token.slice(0, -1);
    if (/^\d[\d_]{0,14}(?:\.\d{1,6})?(?:e\d{1,2})?[lL]?$/.test(token)) product *= Number(token.replace(/[_lL]/g, ''));
    else if (/^(?:time|TimeUnit|ChronoUnit)\.\w{1,20}$/.test(token) && UNIT_CONSTANT[token.slice(token.indexOf('.') + 1)] !== undefined) product *= UNIT_CONSTANT[token.slice(token.indexOf('.') + 1)] ?? 1;
    else return null;
    factors += 1;
  }
  return factors > 0 && Number.isFinite(product) ? product : null;
}

/** How much looser a new value must be before it is reported: a tenth more tries is tuning, ten times as many is not. */
function loosened(kind: LimitKind, before: number, after: number): boolean {
  if (before === after) return false;
  switch (kind) {
    case 'attempts':
    case 'rate':
      return before > 0 && (after === Infinity || after >= before * 10);
    case 'size':
      return before > 0 && (after === Infinity || after >= before * 100);
    case 'expiry':
      return before > 0 && after >= before * 20;
    case 'work':
      // bcrypt's and scrypt's log-scale costs (4 to 31): two steps down is a quarter of the work; a count (iterations) halved.
      return after > 0 && (before <= 31 ? after <= before - 2 : after * 2 <= before);
    case 'minimum':
      // A minimum halved, or made none (0 or 1): a secret of any length passes.
      return after < before && (after <= 1 || after * 2 <= before);
  }
}

/** A limit made as good as none: a minimum of 0 or 1, tries before a lockout made unlimited (a million or more). */
function trivial(kind: LimitKind, after: number): boolean {
  return kind === 'minimum' ? after <= 1 : kind === 'attempts' && after >= 1e6;
}

const WHAT: Readonly<Record<LimitKind, string>> = {
  attempts: 'how many wrong passwords or codes someone may try before a lockout: many more tries make guessing them practical',
  rate: 'how many requests a client may send: a limit raised this far no longer slows down guessing, scraping or flooding',
  size: "how large a request's body may be: a limit raised this far lets one client exhaust memory or disk",
  expiry: 'how long a token or session stays valid: a stolen one is worth that much longer, and a logout or reset does not end it sooner',
  work: 'how much work a password hash or key derivation costs: a lower work factor makes brute-forcing a leaked hash that much cheaper',
  minimum: 'how long a password, key or secret must be: a shorter one is guessed or brute-forced that much sooner',
};

/** A crypto call whose number is a work factor: `bcrypt.hash(pw, 12)`, `genSalt(12)`, `gensalt(rounds=12)`, `pbkdf2Sync(pw, salt, 600000, …)`, `PBKDF2(…, 600000)`. */
const WORK_CALL = /\b(?:bcrypt\.\w{1,20}|genSalt(?:Sync)?|gensalt|hashpw|pbkdf2\w{0,20}|PBKDF2\w{0,20}|Pbkdf2\w{0,20}|scrypt\w{0,20}|argon2\w{0,20}|GenerateFromPassword|Key|Rfc2898DeriveBytes|PBEKeySpec|BCryptPasswordEncoder|HashPassword|hash_password|hash)\s{0,4}\(/;
/**
 * bcrypt's named costs, read as their numbers so that a constant swapped for a literal compares:
 * Go's `bcrypt.MinCost` (4) and `bcrypt.DefaultCost` (10), the Rust crate's `DEFAULT_COST` (12),
 * Ruby's `BCrypt::Engine::MIN_COST` (4) and `DEFAULT_COST` (12).
 */
const NAMED_COST: readonly [RegExp, string][] = [
  [/\bbcrypt\.MinCost\b|\bBCrypt::Engine::MIN_COST\b/g, '4'],
  [/\bbcrypt\.DefaultCost\b/g, '10'],
  [/\b(?:BCrypt::Engine::|bcrypt::)?DEFAULT_COST\b/g, '12'],
];
/** A line with bcrypt's named costs replaced by their numbers; a plain `hash(` counts as a work call only beside a password or bcrypt word. */
function workCallCode(code: string): string | null {
  if (!WORK_CALL.test(code)) return null;
  if (!/\b(?:bcrypt|pbkdf2|scrypt|argon2|Rfc2898DeriveBytes|PBEKeySpec|BCryptPasswordEncoder|GenerateFromPassword|genSalt|hashpw)\b|passw|DEFAULT_COST|MinCost|DefaultCost/i.test(code)) return null;
  let out = code;
  for (const [pattern, value] of NAMED_COST) out = out.replace(pattern, value);
  return out;
}
/**
 * A password hash or key derivation made for passwords (bcrypt, scrypt, Argon2, PBKDF2, PHP's
 * `password_hash(…)`, Django's `make_password(…)`, Werkzeug's `generate_password_hash(…)` (calls: a
 * `password_hash` attribute is where a hash is stored), Spring's encoders,
 * ASP.NET's `PasswordHasher`, Ruby's `BCrypt::Password.create`).
 */
const PASSWORD_KDF = /\b(?:bcrypt|BCrypt|scrypt|argon2|Argon2|pbkdf2|PBKDF2|Pbkdf2|hashpw|BCryptPasswordEncoder|Argon2PasswordEncoder|SCryptPasswordEncoder|Pbkdf2PasswordEncoder|DelegatingPasswordEncoder|createDelegatingPasswordEncoder|PasswordHasher|Rfc2898DeriveBytes|GenerateFromPassword)\b|\b(?:password_hash|make_password|generate_password_hash)\s{0,3}\(/;
/**
 * A fast digest, or no hash at all: MD5, SHA-1 and the SHA-2 family called on their own
 * (`createHash('md5')`, `hashlib.sha256(`, `Digest::MD5`, PHP's `md5(`/`sha1(`/`hash('sha256', …)`,
 * Go's `md5.Sum`/`sha256.Sum256`, Java's `MessageDigest.getInstance`, C#'s `SHA256.HashData`/`MD5.Create`,
 * Rust's `md5::compute`/`Sha256::new`), Spring's `NoOpPasswordEncoder`, a `{noop}` password.
 */
const FAST_DIGEST = /\bcreateHash\s{0,3}\(\s{0,3}['"](?:md5|sha1|sha256|sha512)['"]|\bhashlib\.(?:md5|sha1|sha224|sha256|sha384|sha512)\s{0,3}\(|\bDigest::(?:MD5|SHA1|SHA256|SHA512)\b|(?<![\w$>:.])(?:md5|sha1)\s{0,3}\(|\bhash\s{0,3}\(\s{0,3}['"](?:md5|sha1|sha256|sha512)['"]|\b(?:md5|sha1|sha256|sha512)\.(?:Sum\w{0,6}|New)\s{0,3}\(|\bMessageDigest\.getInstance\s{0,3}\(|\b(?:MD5|SHA1|SHA256|SHA512)\.(?:Create|HashData)\s{0,3}\(|\bmd5::compute\b|\b(?:Md5|Sha1|Sha256|Sha512)::(?:new|digest)\b|\bNoOpPasswordEncoder\b|\{noop\}/;

/**
 * `security-limit-loosened`, a password hash replaced by a fast digest: in one hunk, a removed line
 * hashes with a password hash or key derivation and an added line hashes a password (the line names
 * one) with MD5, SHA-1 or plain SHA-2 (or not at all, Spring's `NoOpPasswordEncoder`), no added line
 * calling a password hash:
 * `bcrypt.hash(password, 12)` to `createHash('md5').update(password)`. A leaked table of such
 * hashes is cracked at billions of guesses a second. High.
 */
function passwordHashWeakened(path: string, rows: readonly { l: ChangedLine; t: CodeText }[]): KeyedFinding | null {
  const removed = rows.find((r) => r.l.sign === '-' && PASSWORD_KDF.test(r.t.code));
  if (removed === undefined) return null;
  const added = rows.filter((r) => r.l.sign === '+');
  if (added.some((r) => PASSWORD_KDF.test(r.t.code))) return null;
  // The digest is of a password (its line names one), or no hashing at all: an e-mail's MD5 for an avatar beside a helper call is not this.
  const digest = added.find((r) => FAST_DIGEST.test(r.t.code) && (/passw|pwd|\bpw\b|passphrase|credential/i.test(r.t.code) || /NoOpPasswordEncoder|\{noop\}/.test(r.t.code)));
  if (digest === undefined) return null;
  const what = FAST_DIGEST.exec(digest.t.code)?.[0].replace(/\s{0,3}\($/, '') ?? 'a fast digest';
  return makeFinding({
    id: 'security-limit-loosened',
    severity: 'high',
    title: `A password hash is replaced by a fast digest (${what.slice(0, 40)})`,
    detail: `The removed line (${removed.t.code.trim().slice(0, 100)}) hashed with a password hash made to be slow; the added line (${digest.t.code.trim().slice(0, 100)}) uses ${what.slice(0, 40)} instead, which a cracker computes billions of times a second: a leaked table of these hashes gives up most of its passwords. Keep bcrypt, scrypt, Argon2 or PBKDF2 with a high work factor.`,
    path,
    line: digest.l.line,
    subject: 'security-limit:password-hash',
  });
}
/** Numbers of a line, for comparing two lines that differ in one of them. */
const NUMBER = /(?<![\w.])\d[\d_]{0,14}(?![\w.])/g;

/**
 * `security-limit-loosened` for one hunk of program code: a named limit set on a removed line and
 * set looser on an added one; or a work-factor call whose one changed number is lower. Medium for a
 * work factor lowered, low otherwise; under a typo, docs or formatting claim, pr-claim-mismatch is
 * high (a protection weakened).
 */
export function securityLimitLoosened(path: string, rows: readonly { l: ChangedLine; t: CodeText }[], hunkText: () => readonly string[] = () => []): KeyedFinding | null {
  const weakenedHash = passwordHashWeakened(path, rows);
  if (weakenedHash !== null) return weakenedHash;
  const madeTrivial = secretLengthCheckMadeTrivial(path, rows, hunkText);
  if (madeTrivial !== null) return madeTrivial;
  let aroundText: string | null = null;
  // The path and the hunk's lines (context and added), read only for a name that needs them.
  const around = (): string => (aroundText ??= `${path}\n${hunkText().slice(0, 60).join('\n').slice(0, 20_000)}`);
  const kindFor = (name: string, line: string): LimitKind | null => kindOf(name, line) ?? (/attempt|tries|failures|min|rounds|iter|cost|factor/i.test(name) ? kindOf(name, line, around()) : null);
  const before = new Map<string, { l: ChangedLine; kind: LimitKind; value: number; text: string }>();
  const calls = new Map<string, { l: ChangedLine; numbers: number[]; text: string }>();
  for (const { l, t } of rows) {
    if (l.sign !== '-') continue;
    for (const { name, value: text } of settingsOf(t.code)) {
      const kind = kindFor(name, t.code);
      if (kind === null) continue;
      const value = quantityOf(text, kind);
      if (value !== null) before.set(`${kind}:${name.toLowerCase()}`, { l, kind, value, text: text.trim() });
    }
    const work = workCallCode(t.code);
    if (work !== null) calls.set(work.replace(NUMBER, '#').replace(/\s+/g, ''), { l, numbers: [...work.matchAll(NUMBER)].map((n) => Number(n[0].replace(/_/g, ''))), text: t.code.trim() });
  }
  if (before.size === 0 && calls.size === 0) return null;
  const found = (l: ChangedLine, kind: LimitKind, name: string, was: string, now: string, madeNone = false): KeyedFinding =>
    makeFinding({
      id: 'security-limit-loosened',
      // A limit made as good as none is a protection removed, not tuning.
      severity: kind === 'work' || madeNone ? 'medium' : 'low',
      title: `A security limit is loosened (${name}: ${was.slice(0, 30)} to ${now.slice(0, 30)})`,
      detail: `This line changes ${name} from ${was.slice(0, 60)} to ${now.slice(0, 60)}, and the name says it bounds ${WHAT[kind]}. A number changed in a tidy-up reads as nothing. Keep the limit, or say in the PR why it must change and what else protects this path.`,
      path,
      line: l.line,
      subject: `security-limit:${name.toLowerCase()}`,
    });
  for (const { l, t } of rows) {
    if (l.sign !== '+') continue;
    for (const { name, value: text } of settingsOf(t.code)) {
      const kind = kindFor(name, t.code);
      const was = kind === null ? undefined : before.get(`${kind}:${name.toLowerCase()}`);
      if (kind === null || was === undefined) continue;
      const value = quantityOf(text, kind);
      if (value !== null && loosened(kind, was.value, value)) return found(l, kind, name, was.text, text.trim(), trivial(kind, value));
    }
    const work = calls.size === 0 ? null : workCallCode(t.code);
    if (work === null) continue;
    const call = calls.get(work.replace(NUMBER, '#').replace(/\s+/g, ''));
    if (call === undefined) continue;
    const numbers = [...work.matchAll(NUMBER)].map((n) => Number(n[0].replace(/_/g, '')));
    const changed = numbers.flatMap((n, i) => (n !== call.numbers[i] ? [i] : []));
    const i = changed[0];
    if (changed.length !== 1 || i === undefined) continue;
    const was = call.numbers[i] ?? 0;
    const now = numbers[i] ?? 0;
    if (loosened('work', was, now)) return found(l, 'work', WORK_CALL.exec(t.code)?.[0].slice(0, -1).trim() ?? 'work factor', String(was), String(now));
  }
  return null;
}

/**
 * A length compared with a bound: `secret.length >= 32`, `len(password) < MIN_LEN`, `key.len() < 32`,
 * `strlen($pin) >= 4`, `token.Length < 16` (group 1 what is measured, 2 the operator, 3 the bound).
 */
const LENGTH_COMPARE = /(?:\b(?:len|strlen|mb_strlen|count)\s{0,3}\(\s{0,3}([\w.$>[\]'"-]{1,80})\s{0,3}\)|([\w.$>[\]'"-]{1,80})\.(?:length|size|len|Length|Count|count|bytesize)(?:\s{0,3}\(\s{0,3}\))?)\s{0,3}(>=|>|<=|<)\s{0,3}([A-Za-z_][\w.]{0,80}|\d{1,6})\b/g;
/** A function's header: group 1 its name, group 2 its parameters (`func checkSecret(s string) error {`, `def validate_password(pw):`, `function checkKey(k) {`, `fn check_key(k: &[u8])`). */
const FUNCTION_HEADER = /\b(?:func|def|function|fn)\s{1,3}(?:\([^()]{0,80}\)\s{0,3})?([A-Za-z_$][\w$]{0,80})\s{0,3}\(([^()]{0,200})\)/;
/** What is measured names a secret (`secret`, `password`, `signingKey`, `api_key`, `passphrase`, `pin`), not a list of keys or a keyboard's. */
const MEASURED_SECRET = /[Pp]assw|PASSW|[Pp]assphrase|[Ss]ecret|SECRET|[Pp]wd|PWD|(?:^|[._$>])(?:pin|PIN|key|KEY)\b|[a-z](?:Key|Pin)\b|[Ss]alt\b|SALT/;

/**
 * `security-limit-loosened` (2026-12-01), titled "A secret's length check is made trivial": in one
 * hunk, a removed line compares a secret's length with a bound (a literal of 2 or more, or a name)
 * and an added line, the same but for that bound, compares it with 0 or 1: `if (secret.length >= 32)`
 * to `>= 0`, `if len(s) < 32:` to `< 0`, `key.len() < MIN_KEY_LEN` to `< 1`. The check stays and
 * reads as one, yet any secret passes, an empty one included. Medium (high under a typo claim,
 * through pr-claim-mismatch). A bound lowered to another real value (32 to 16) is tuning or a
 * maximum and is not read here.
 */
function secretLengthCheckMadeTrivial(path: string, rows: readonly { l: ChangedLine; t: CodeText }[], hunkText: () => readonly string[]): KeyedFinding | null {
  const before = new Map<string, string>();
  let secretParameters: Set<string> | null = null;
  // A plain parameter of a function the hunk shows whose name says it checks a secret (`func checkSecret(s string) error {`).
  const isSecretParameter = (name: string): boolean => {
    if (secretParameters === null) {
      secretParameters = new Set();
      for (const line of hunkText().slice(0, 60)) {
        const header = FUNCTION_HEADER.exec(line);
        // A function that judges a secret (`checkSecret`, `validate_password`, `isValidKey`), not one that only takes one (`setPassword(args)`).
        if (header === null) continue;
        const fn = header[1] ?? '';
        if (!/[Cc]heck|[Vv]alid|[Vv]erif|[Ee]nsure|[Aa]ssert|[Rr]equire|[Ss]trong|[Ee]nough/.test(fn) || !/[Ss]ecret|SECRET|[Pp]assw|PASSW|[Pp]assphrase|[Kk]ey|KEY|[Pp]in\b|PIN/.test(fn)) continue;
        for (const p of (header[2] ?? '').matchAll(/[$A-Za-z_]\w{0,40}/g)) secretParameters.add(p[0]);
      }
    }
    return secretParameters.has(name);
  };
  const shapes = (code: string): { key: string; measured: string; bound: string }[] => {
    const out: { key: string; measured: string; bound: string }[] = [];
    LENGTH_COMPARE.lastIndex = 0;
    for (const m of code.matchAll(LENGTH_COMPARE)) {
      const measured = m[1] ?? m[2] ?? '';
      const bound = m[4] ?? '';
      if (!MEASURED_SECRET.test(measured) && !(/^[$A-Za-z_]\w{0,40}$/.test(measured) && isSecretParameter(measured))) continue;
      out.push({ key: `${code.slice(0, m.index)}${m[0].slice(0, m[0].length - bound.length)}#${code.slice(m.index + m[0].length)}`.replace(/\s+/g, ''), measured, bound });
    }
    return out;
  };
  for (const { l, t } of rows) {
    if (l.sign !== '-' || !/len|Len|size|Count|count/.test(t.code)) continue;
    for (const s of shapes(t.code)) if (!/^[01]$/.test(s.bound)) before.set(s.key, s.bound);
  }
  if (before.size === 0) return null;
  for (const { l, t } of rows) {
    if (l.sign !== '+') continue;
    for (const s of shapes(t.code)) {
      const was = before.get(s.key);
      if (was === undefined || !/^[01]$/.test(s.bound)) continue;
      return makeFinding({
        id: 'security-limit-loosened',
        severity: 'medium',
        title: `A secret's length check is made trivial (${s.measured.slice(0, 40)}: ${was.slice(0, 30)} to ${s.bound})`,
        detail: `This line compares the length of ${s.measured.slice(0, 60)} with ${s.bound} where the removed line compared it with ${was.slice(0, 60)}: the check stays and reads as one, yet a secret of any length passes, an empty or one-character one included, and is guessed or brute-forced at once. Keep the bound, or say in the PR why it must go.`,
        path,
        line: l.line,
        subject: 'security-limit:length-check',
      });
    }
  }
  return null;
}

/**
 * A size guard: a length or size compared with a limit by its name (`len(data) > maxUpload`,
 * `body.length > MAX_BODY_SIZE`, `r.ContentLength > limits.MaxUpload`, `file.size >= uploadLimit`,
 * `content_length > app.config["MAX_CONTENT_LENGTH"]`). Group 1 is the name compared with, group 2 a
 * key it is subscripted with; sizeGuard tells which of them names a limit.
 */
const SIZE_GUARD =
  /(?:\blen\s{0,3}\([^()]{1,80}\)|[\w.$]{1,80}\.(?:length|size|byteLength|ContentLength|content_length|bytesize)(?:\s{0,3}\(\s{0,3}\))?|\b(?:size|length|content_length|contentLength|ContentLength|total_?size|totalSize|n_?bytes|nBytes|bytes_read|bytesRead))\s{0,3}>=?\s{0,3}([\w.$]{1,121})(\[["'][\w-]{1,61}["']\])?/g;
/**
 * A limit's name: the compared name holds the word (`maxUpload`, `limits.MaxUpload`), or else the
 * key it is subscripted with (`app.config["MAX_CONTENT_LENGTH"]`). Asked apart from SIZE_GUARD's
 * shape: one pattern for both took the lint's regular-expression analysis 50 s.
 */
const LIMIT_WORD = /max|limit|Max|Limit|MAX|LIMIT/;

/** The first size guard of a line: its match and the limit's name (`maxUpload`, `app.config["MAX_CONTENT_LENGTH"]`), or null. */
function sizeGuard(code: string): { readonly limit: string } | null {
  SIZE_GUARD.lastIndex = 0;
  for (let m = SIZE_GUARD.exec(code); m !== null; m = SIZE_GUARD.exec(code)) {
    const name = m[1] ?? '';
    if (LIMIT_WORD.test(name)) return { limit: name };
    if (m[2] !== undefined && LIMIT_WORD.test(m[2])) return { limit: `${name}${m[2]}` };
    SIZE_GUARD.lastIndex = m.index + 1;
  }
  return null;
}
/** A line that refuses: an error returned or raised, a 413 answer. */
const REFUSES = /\b(?:raise|throw|abort|panic)\b|\breturn\b|\b413\b|too_?large/i;
/** Words of input a client sends (an upload, a body, a request, a file, a payload, a message): a bound on them bounds an attacker. */
const CLIENT_INPUT = /upload|body|request|req\b|payload|file|content|post|form|multipart|attachment|image|message|input|data/i;

/**
 * `security-limit-loosened`, its removed form: a file of program code loses a size guard on
 * client input (a length compared with a limit by name, refused on that line or the next two
 * removed lines) and none of its added lines names that limit again (a check rewritten, or moved
 * into `http.MaxBytesReader(w, r.Body, maxUpload)`, keeps it). An upload or body of any size then
 * reaches memory or disk. Medium.
 */
export function sizeCheckRemoved(path: string, rows: readonly { l: ChangedLine; t: CodeText }[]): KeyedFinding | null {
  const added = rows.filter((r) => r.l.sign === '+').map((r) => r.t.code).join('\n');
  for (let i = 0; i < rows.length; i += 1) {
    const r = rows[i];
    if (r === undefined || r.l.sign !== '-') continue;
    const m = sizeGuard(r.t.code);
    if (m === null) continue;
    const limit = m.limit;
    const leaf = limit.replace(/\[["']([\w-]{1,60})["']\]$/, '.$1').split('.').pop() ?? limit;
    if (leaf === '' || added.includes(leaf)) continue;
    if (!CLIENT_INPUT.test(r.t.code) && !CLIENT_INPUT.test(leaf)) continue;
    const next = rows.slice(i, i + 3).filter((x) => x.l.sign === '-').map((x) => x.t.code);
    if (!next.some((code) => REFUSES.test(code))) continue;
    return makeFinding({
      id: 'security-limit-loosened',
      severity: 'medium',
      title: `A size limit check is removed (${leaf.slice(0, 60)})`,
      detail: `The removed line ${r.l.line} refused input larger than ${limit.slice(0, 80)}, and no added line of the file checks that limit again: an upload, body or file of any size now reaches memory or disk (denial of service, a disk filled). Keep the check, or say where the limit is enforced now (a body-size middleware, http.MaxBytesReader).`,
      path,
      line: r.l.line,
      subject: 'security-limit-loosened',
    });
  }
  return null;
}
