import { rules as secretlintRules } from '@secretlint/secretlint-rule-preset-recommend';

/**
 * Secrets in the lines a PR adds. Two sources, both run on the added lines only:
 *
 * - secretlint's recommended preset (AWS, GCP, private keys, npm, basic auth in URLs, Slack,
 *   SendGrid, Shopify, GitHub, OpenAI, Anthropic, Linear, 1Password, database connection
 *   strings). Its rules are driven synchronously through their public `create(context)` /
 *   `file(source)` interface (ADR 0009); the preset's comment filter
 *   (`secretlint-disable`) is left out, so a PR cannot hide its own secret behind a comment.
 * - pattern rules of our own for providers the preset lacks, after gitleaks' default rules
 *   (Stripe, Google API keys, GitLab, Twilio, DigitalOcean, HashiCorp Vault, PyPI, Docker Hub,
 *   Hugging Face, Telegram, Azure storage, Databricks, Grafana, New Relic, Postman, Sentry,
 *   Doppler, Mailgun, Atlassian), and one generic rule: a secret-named key assigned a long,
 *   high-entropy literal.
 *
 * The value never leaves this file: a hit carries only a redacted form (the provider's public
 * prefix and the length).
 */

export interface SecretHit {
  /** What was found, e.g. "GitHub token", "private key". */
  readonly kind: string;
  /** 0-based offset in the scanned text. */
  readonly offset: number;
  /** Length of the matched value in the scanned text. */
  readonly length: number;
  readonly redacted: string;
  readonly privateKey: boolean;
  readonly generic: boolean;
}

interface SecretPattern {
  readonly kind: string;
  readonly pattern: RegExp;
  /** Characters of the match that may be shown (a public prefix such as `sk_live_`). */
  readonly shown: number;
}

// Linear-time patterns: a fixed prefix, then one bounded character class.
const PATTERNS: readonly SecretPattern[] = [
  { kind: 'Stripe secret key', pattern: /\b(?:sk|rk)_live_[0-9A-Za-z]{20,99}\b/g, shown: 8 },
  { kind: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g, shown: 4 },
  { kind: 'GitLab token', pattern: /\bgl(?:pat|dt|ptt|rt|cbt|oas|imt|agent|soat|ft)-[0-9A-Za-z_-]{20,64}(?![0-9A-Za-z_-])/g, shown: 6 },
  { kind: 'Twilio API key', pattern: /\bSK[0-9a-f]{32}\b/g, shown: 2 },
  { kind: 'DigitalOcean token', pattern: /\bdo[opr]_v1_[a-f0-9]{64}\b/g, shown: 7 },
  { kind: 'HashiCorp Vault token', pattern: /\bhv[sb]\.[A-Za-z0-9_-]{24,200}(?![A-Za-z0-9_-])/g, shown: 4 },
  { kind: 'PyPI upload token', pattern: /\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,300}(?![A-Za-z0-9_-])/g, shown: 5 },
  { kind: 'Docker Hub token', pattern: /\bdckr_pat_[A-Za-z0-9_-]{27,64}(?![A-Za-z0-9_-])/g, shown: 9 },
  { kind: 'Hugging Face token', pattern: /\bhf_[A-Za-z]{34}\b/g, shown: 3 },
  { kind: 'Telegram bot token', pattern: /\b\d{8,10}:AA[0-9A-Za-z_-]{33}(?![0-9A-Za-z_-])/g, shown: 0 },
  { kind: 'Azure storage account key', pattern: /\bAccountKey=[A-Za-z0-9+/]{86}==/g, shown: 11 },
  { kind: 'Databricks token', pattern: /\bdapi[a-f0-9]{32}(?:-\d)?\b/g, shown: 4 },
  { kind: 'Grafana token', pattern: /\b(?:glc_[A-Za-z0-9+/]{32,400}={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8})(?![A-Za-z0-9+/])/g, shown: 4 },
  { kind: 'New Relic API key', pattern: /\bNRAK-[A-Z0-9]{27}\b/g, shown: 5 },
  { kind: 'Postman API key', pattern: /\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}\b/g, shown: 5 },
  { kind: 'Sentry token', pattern: /\bsntry[su]_[A-Za-z0-9+/=_]{40,300}(?![A-Za-z0-9+/=_])/g, shown: 7 },
  { kind: 'Doppler token', pattern: /\bdp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,44}\b/g, shown: 6 },
  { kind: 'Mailgun API key', pattern: /\bkey-[0-9a-f]{32}\b/g, shown: 4 },
  { kind: 'Atlassian API token', pattern: /\bATATT3[A-Za-z0-9_=-]{180,200}(?![A-Za-z0-9_=-])/g, shown: 6 },
  { kind: 'GitHub token', pattern: /\bgithub_pat_[0-9A-Za-z_]{82}\b/g, shown: 11 },
];

/**
 * A text none of PATTERNS can match, in one pass instead of one per pattern (most files hold no
 * token): each pattern's fixed start. Checked against every pattern by the tests.
 */
const PATTERNS_PREFILTER =
  /_live_|AIza|\bgl(?:pat|dt|ptt|rt|cbt|oas|imt|agent|soat|ft)-|\bSK[0-9a-f]|\bdo[opr]_v1_|\bhv[sb]\.|pypi-AgEIcHlwaS5vcmc|dckr_pat_|\bhf_|:AA|AccountKey=|\bdapi[a-f0-9]|\bgl(?:c|sa)_|NRAK-|PMAK-|\bsntry[su]_|\bdp\.(?:pt|st|sa|ct|scim|audit)\.|\bkey-[0-9a-f]|ATATT3|github_pat_/;

/** The kinds PATTERNS finds (for the tests of PATTERNS_PREFILTER). */
export const PATTERN_KINDS: readonly string[] = PATTERNS.map((p) => p.kind);

/** `name = "value"`, `name: 'value'`, `"name": "value"`, `NAME="value"`: the name is checked apart (linear). */
/** A name assigned a quoted value, closed by the quote that opened it (`'target_modules=["` is no value). */
const ASSIGNMENT = /([A-Za-z_][\w.-]{0,60})['"]?\s{0,3}(?::=|=>|:|=)\s{0,3}(['"])([^'"\s]{16,200})\2/g;
const SECRET_NAME = /secret|passw(?:or)?d|pwd|token|api[_-]?key|access[_-]?key|private[_-]?key|client[_-]?secret|signing[_-]?key|encryption[_-]?key|auth[_-]?key|credential/i;
const NOT_SECRET_NAME = /(?:_|^)(?:url|uri|path|file|name|id|type|header|prefix|field|env|var|length|len|count|regex|pattern|format|hash|digest|endpoint)$|^(?:token|password)_?(?:type|field|label|hint|placeholder|name)/i;
/**
 * Values that announce themselves as placeholders, examples, references or code; and values typed
 * out as a keyboard run (`ghp_1234567890abcdefghij...`), which no generated credential holds.
 */
const PLACEHOLDER = /example|sample|dummy|placeholder|changeme|change_me|your[_-]|xxxx|\*\*\*|<[^<>]*>|\$\{|\{\{|%\(|process\.env|os\.environ|getenv|secrets\.|fake|mock|redacted|test|\.\.\.|0123456789|1234567890|abcdefghij/i;

/**
 * A module or file path made of words, each with at most two digits after it: `.models.v1_secret`,
 * `./components/TokenInput`, `authentication_v1_token_request` (a generated client's lazy-import
 * map names its `…TokenRequest` and `V1Secret` models so). A generated credential's parts mix
 * letters and digits throughout.
 */
const MODULE_PATH = /^\.{0,2}\/?[a-z]+\d{0,2}(?:[._/-][a-z]+\d{0,2}){1,20}$/i;

/** Shannon entropy of a string, in bits per character. */
export function entropy(value: string): number {
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

function characterClasses(value: string): number {
  return (/[a-z]/.test(value) ? 1 : 0) + (/[A-Z]/.test(value) ? 1 : 0) + (/\d/.test(value) ? 1 : 0) + (/[^A-Za-z0-9]/.test(value) ? 1 : 0);
}

/** The shown form: a public prefix (never more than 11 characters) and the length. */
export function redact(value: string, shown: number): string {
  const prefix = value.slice(0, Math.min(shown, 11));
  return `${prefix}${'*'.repeat(Math.min(8, Math.max(4, value.length - prefix.length)))} (${value.length} characters)`;
}

interface ScannerMessage {
  readonly message: string;
  readonly messageId: string;
  readonly range: readonly [number, number];
}

interface ScannerRule {
  readonly meta: { readonly id: string };
  readonly create: (context: unknown, options: unknown) => { file?: (source: unknown) => unknown };
}

const FILTER_COMMENTS = '@secretlint/secretlint-rule-filter-comments';

const SECRETLINT_KIND: Readonly<Record<string, string>> = {
  '@secretlint/secretlint-rule-aws': 'AWS credential',
  '@secretlint/secretlint-rule-gcp': 'GCP service account key',
  '@secretlint/secretlint-rule-privatekey': 'private key',
  '@secretlint/secretlint-rule-npm': 'npm token',
  '@secretlint/secretlint-rule-basicauth': 'password in a URL',
  '@secretlint/secretlint-rule-slack': 'Slack token or webhook',
  '@secretlint/secretlint-rule-sendgrid': 'SendGrid API key',
  '@secretlint/secretlint-rule-shopify': 'Shopify token',
  '@secretlint/secretlint-rule-github': 'GitHub token',
  '@secretlint/secretlint-rule-openai': 'OpenAI API key',
  '@secretlint/secretlint-rule-anthropic': 'Anthropic API key',
  '@secretlint/secretlint-rule-linear': 'Linear API key',
  '@secretlint/secretlint-rule-1password': '1Password token',
  '@secretlint/secretlint-rule-database-connection-string': 'database connection string with a password',
};

const URL_CREDENTIAL_RULES = new Set(['@secretlint/secretlint-rule-basicauth', '@secretlint/secretlint-rule-database-connection-string']);

/**
 * Credentials in a URL that only open a database or service on the machine itself or in its CI
 * or compose network: the host is loopback (`localhost`, `127.0.0.1`, `[::1]`, `0.0.0.0`), or a
 * single-label service name (`db`, `postgres`) with a password that is a plain word or the user
 * name (`postgres:postgres@postgres`). A workflow's service container or a compose file sets that
 * password itself; nothing outside can use it. A strong password on a service name, and any
 * password on a named host, are still reported, unless the password is the stock word itself
 * (`user:pass@complex.url.com`, `username:password@example.org`).
 */
function localThrowaway(value: string): boolean {
  const url = urlCredential(value);
  if (url === null) return false;
  const { user, password, host } = url;
  const name = host.toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost') || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) || name === '[::1]' || name === '0.0.0.0') return true;
  // The stock example credential (`user:pass@`, `username:password@`, `me:secret@`) is what docs and
  // the URL-parsing tests of HTTP clients write, on any host: nobody's password.
  if (STOCK_PASSWORD.test(password)) return true;
  return !name.includes('.') && !name.startsWith('[') && (/^[a-z]+$/i.test(password) || password === user);
}

/** Passwords that are the word itself: the example credential of docs and URL tests. */
const STOCK_PASSWORD = /^(?:pass|password|passwd|pwd|pw|secret)$/i;

/** The scheme, user, password and host of a URL with credentials (`scheme://user:password@host`), or null. */
function urlCredential(value: string): { scheme: string; user: string; password: string; host: string } | null {
  const url = /^([a-z][\w+.-]{0,30}):\/\/([^\s:@/]{0,200}):([^\s@/]{1,200})@(\[[^\]\s]{1,60}\]|[^\s:/?#]{1,200})/i.exec(value);
  if (url === null) return null;
  const [, scheme = '', user = '', password = '', host = ''] = url;
  return { scheme, user, password, host };
}

/**
 * Hosts where a credential in a URL logs in to something people keep code or data in: code hosts
 * and the cloud services whose connection URLs carry a password. A URL-parsing test has no reason to
 * name them with a password.
 */
const LOGIN_HOST = /(?:^|\.)(?:github\.com|gitlab\.com|bitbucket\.org|dev\.azure\.com|visualstudio\.com|amazonaws\.com|azure\.com|windows\.net|mongodb\.net|herokuapp\.com|googleapis\.com|supabase\.co|neon\.tech)$/i;

/**
 * A credential in an http, ftp or WebSocket URL that is the test data of a URL parser's tests (in a
 * test file named for URLs or URIs, `URITests.swift`, `test_urls.py`, `url.test.ts`): a user and a
 * password of a short plain word each (`http://darin:nothin@www.apple.com:42/dir/`, the kind of
 * vector such suites copy from RFC 3986 and WebKit's URL tests, where the password is there to
 * check that userinfo parses). A password with digits or symbols, a long one, a database URL, and
 * a code host's or cloud service's host (LOGIN_HOST) are still reported.
 */
function urlParserTestData(value: string): boolean {
  const url = urlCredential(value);
  if (url === null) return false;
  return /^(?:https?|ftps?|wss?)$/i.test(url.scheme) && /^[a-z]{0,16}$/i.test(url.user) && /^[a-z]{1,12}$/i.test(url.password) && !LOGIN_HOST.test(url.host);
}

/**
 * A test file named for URLs or URIs: one of the words of its base name (split at case changes,
 * digits and punctuation) is `url`, `uri`, their plurals, `urlparse`, `urlparser` or `userinfo`
 * (`URITests.swift`, `URLParserTests.swift`, `test_urls.py`, `url_test.go`, `uri.spec.ts`).
 */
export function isUrlTestName(path: string): boolean {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const words = base.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2').toLowerCase().split(/[^a-z]+/);
  return words.some((word) => /^(?:ur[il]s?|urlparse|urlparser|userinfo)$/.test(word));
}

/** How the caller's file bears on what is a secret. */
export interface SecretScanOptions {
  /** A test file named for URLs or URIs (isUrlTestName): URL credentials of short plain words there are a parser's test data (urlParserTestData). */
  readonly urlTest?: boolean;
}

/** Runs every scanner rule of the preset, except the comment filter, on `content`. Synchronous: the preset's text rules report as they scan. */
function runSecretlint(content: string, ext: string): { ruleId: string; message: ScannerMessage }[] {
  const found: { ruleId: string; message: ScannerMessage }[] = [];
  for (const rule of secretlintRules as unknown as readonly ScannerRule[]) {
    const ruleId = rule.meta.id;
    if (ruleId === FILTER_COMMENTS) continue;
    const context = {
      sharedOptions: {},
      createTranslator: (messages: Record<string, { en: (props?: unknown) => string } | string>) => (messageId: string, props?: unknown) => {
        const handler = messages[messageId];
        const message = typeof handler === 'string' ? handler : handler === undefined ? messageId : handler.en(props);
        return { message, messageId, data: props };
      },
      report: (descriptor: { message: { message: string; messageId: string }; range: readonly [number, number] }) => {
        found.push({ ruleId, message: { message: descriptor.message.message, messageId: descriptor.message.messageId, range: descriptor.range } });
      },
      ignore: () => undefined,
    };
    try {
      const handlers = rule.create(context, {});
      // No filePath: the GCP rule's .p12 branch (which reads a file from disk) never runs.
      const result = handlers.file?.({ content, filePath: undefined, ext, contentType: 'text' });
      // A handler that returns a promise has nothing to report synchronously; its rejection must not escape.
      if (result instanceof Promise) result.catch(() => undefined);
    } catch {
      // A rule that throws on odd input reports nothing; the others still run.
    }
  }
  return found;
}

/**
 * Words at least one of the preset's rules needs to see before it can report (provider prefixes,
 * key headers, credentials in URLs, the names AWS and GCP keys are assigned to): content without
 * any of them skips the preset. Checked against the preset's rules by the tests.
 */
const SECRETLINT_PREFILTER = /AKIA|ASIA|\b[Aa][Ww][Ss]|PRIVATE KEY|private_key|\bnpm_|_authToken|x-oauth|:\/\/[^\s:@/]{1,200}:[^\s@/]{1,200}@|\bxox[a-z]-|hooks\.slack\.com|\bSG\.|\bshp[a-z]{2}_|\bgh[pousr]_|github_pat_|\bsk-|\blin_api_|\bops_|[Ss]ecret|SECRET/;

/** Secrets in `content` (the added lines of one file joined by newlines). */
export function findSecrets(content: string, ext: string, options: SecretScanOptions = {}): SecretHit[] {
  const hits: SecretHit[] = [];
  const covered: [number, number][] = [];
  const preset = SECRETLINT_PREFILTER.test(content) ? runSecretlint(content, ext) : [];
  for (const { ruleId, message } of preset) {
    const [start, end] = message.range;
    const value = content.slice(start, end);
    const privateKey = ruleId === '@secretlint/secretlint-rule-privatekey';
    if (!privateKey && PLACEHOLDER.test(value)) continue;
    if (URL_CREDENTIAL_RULES.has(ruleId) && (localThrowaway(value) || (options.urlTest === true && urlParserTestData(value)))) continue;
    covered.push([start, end]);
    hits.push({
      kind: SECRETLINT_KIND[ruleId] ?? 'credential',
      offset: start,
      length: end - start,
      redacted: privateKey ? (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.exec(value)?.[0] ?? 'private key') : redact(value, 4),
      privateKey,
      generic: false,
    });
  }
  const overlaps = (start: number, end: number): boolean => covered.some(([s, e]) => start < e && end > s);
  for (const { kind, pattern, shown } of PATTERNS_PREFILTER.test(content) ? PATTERNS : []) {
    pattern.lastIndex = 0;
    for (const match of content.matchAll(pattern)) {
      const start = match.index;
      const value = match[0];
      if (overlaps(start, start + value.length) || PLACEHOLDER.test(value)) continue;
      covered.push([start, start + value.length]);
      hits.push({ kind, offset: start, length: value.length, redacted: redact(value, shown), privateKey: false, generic: false });
    }
  }
  for (const match of SECRET_NAME.test(content) ? content.matchAll(ASSIGNMENT) : []) {
    const name = match[1] ?? '';
    const value = match[3] ?? '';
    const start = match.index + match[0].length - value.length - 1;
    if (!SECRET_NAME.test(name) || NOT_SECRET_NAME.test(name) || overlaps(start, start + value.length)) continue;
    // Words joined by `_`, `-` or `.`, after at most one sigil (`real_csrf_token`, `!real_csrf_token`,
    // `:session_token`, `@api_token`): the name of a key or a session slot, not a secret.
    if (PLACEHOLDER.test(value) || /^[!:@#_.]?[a-z]+(?:[._-][a-z]+)*$/i.test(value) || MODULE_PATH.test(value) || /^(?:https?|file):/i.test(value)) continue;
    if (entropy(value) < 3.5 || characterClasses(value) < 2) continue;
    covered.push([start, start + value.length]);
    hits.push({ kind: `value assigned to ${name.length > 40 ? `${name.slice(0, 40)}…` : name}`, offset: start, length: value.length, redacted: redact(value, 0), privateKey: false, generic: true });
  }
  return hits.sort((a, b) => a.offset - b.offset);
}
