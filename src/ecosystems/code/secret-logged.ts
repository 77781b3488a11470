/**
 * `secret-logged`: added program code writes a secret to a log (a logger or console call given a
 * secret-named value, or a value read from a secret-named environment variable), or prints one it
 * read from the environment. CI logs of public repositories are public, and application logs are
 * shipped to services and kept for months: a "refactor" that adds such a line leaks the credential
 * as surely as a request would. Token-level, per file; linear-time patterns over one line.
 */
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { printsEncoded } from '../build-code/behaviors.js';
import type { ChangedLine } from './changed-lines.js';
import { changedLineKey, walkPatch } from './changed-lines.js';
import { BLOCK_COMMENT_LANGUAGES, blockCommentLines } from './block-comments.js';
import type { CodeText } from './code-text.js';
import { codeText } from './code-text.js';
import type { CodeLanguage } from './language.js';
import { pythonStringLines } from './python-strings.js';
import { WHOLE_ENVIRONMENT, readsSecretFromEnvironment } from './sink-rules.js';
import { isExampleProjectPath } from '../util.js';

/** A logging call: a logger's method, `console.*`, Go's `log.Print*`/`slog.*`, Rust's `log` macros. */
const LOG_CALL =
  /\b(?:console\s*\.\s*(?:log|info|warn|error|debug|trace)|(?:log|logger|logging|LOG|LOGGER|Log|slog|_log|_logger|self\s*\.\s*(?:log|logger|_log|_logger)|this\s*\.\s*(?:log|logger|_log|_logger))\s*\.\s*(?:info|debug|warn|warning|error|trace|fatal|critical|exception|log|Print|Printf|Println|Info|Debug|Warn|Error|Infof|Debugf|Warnf|Errorf)|(?:info|debug|warn|error|trace)!)\s*\(/;
/** Printing to standard output or error: counted only for a value read from a secret-named environment variable. */
const PRINT_CALL = /\b(?:print|println|printf|puts|fmt\s*\.\s*(?:Print|Printf|Println|Fprint|Fprintf|Fprintln)|System\s*\.\s*(?:out|err)\s*\.\s*print\w*|(?:e?println|e?print)!|echo)\b\s*[(!]?/;
/**
 * A name that says it holds a secret, by its last part: `password`, `passwd`, `secret`,
 * `apiKey`/`api_key`, `privateKey`, `accessKey`, `clientSecret`, and a token with a qualifier
 * (`accessToken`, `auth_token`, `NPM_TOKEN`; a bare `token` is a lexer's as often, a CSRF token is
 * in the page already, and `credentials` is as often a request's parameters: oauthlib's).
 */
const SECRET_NAME =
  /(?:^|[_a-z0-9])(?:[Pp]assword|PASSWORD|[Pp]asswd|PASSWD|[Ss]ecret|SECRET|[Aa]pi_?[Kk]ey|API_?KEY|[Pp]rivate_?[Kk]ey|PRIVATE_?KEY|[Aa]ccess_?[Kk]ey|ACCESS_?KEY)$|[a-z0-9]_?[Tt]oken$|[A-Z0-9]_TOKEN$/;
/** A value made safe to show: redacted, masked, hashed, cut, measured, or tested for presence. */
const SAFE_FORM = /redact|mask|hash|digest|fingerprint|\blen\s*\(|\.length\b|\.len\(\)|\[\s*:\s*\d+\s*\]|\.slice\s*\(|\.substr(?:ing)?\s*\(|truncat|\bis\s+(?:not\s+)?None\b|!=\s*nil\b|==\s*nil\b|\bbool\s*\(|\bBoolean\s*\(|!!|\?\s*['"`]|\bisset\s*\(|\bdefined\s*\(|\.is_some\(\)|\.isEmpty\(\)|\bempty\s*\(|add-mask/i;
/** Output sent on to a file or a command (`echo "…${NPM_TOKEN}" > ~/.npmrc`, `| docker login --password-stdin`): configuration, not a log. */
const SENT_ON = />(?!&)|\|/;
/** Context lines read for names assigned from the environment. */
const MAX_CONTEXT_LINES = 2000;

/** Names used after the call's opening parenthesis: in code, and inside `{…}`/`${…}`/`#{…}` of strings. */
function namesAfter(t: CodeText, from: number): string[] {
  const names: string[] = [];
  for (const m of t.masked.slice(from).matchAll(/[A-Za-z_$][\w$]{0,80}(?:\s*\.\s*[A-Za-z_$][\w$]{0,80}){0,6}/g)) names.push(m[0].replace(/\s+/g, ''));
  for (let i = from; i < t.code.length; i += 1) {
    if (t.code.charAt(i) !== '{' || t.masked.charAt(i) !== ' ') continue;
    const m = /^\{\s*([A-Za-z_$][\w$.]{0,120})/.exec(t.code.slice(i, i + 130));
    if (m?.[1] !== undefined) names.push(m[1]);
  }
  return names;
}

function leaf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1) : name;
}

/**
 * A read of an environment variable, with its name: `os.Getenv("GITHUB_TOKEN")`, `os.environ["…"]`,
 * `os.environ.get("…")`, `process.env.NPM_TOKEN`, `process.env["…"]`, `ENV["…"]`, `ENV.fetch("…")`,
 * `System.getenv("…")`, `getenv("…")`, `env::var("…")`; in shell, `$NAME` and `${NAME}`. A name
 * inside a message's words (`"PROXY_PRIVATE_KEY is deprecated"`) is not a read.
 */
const ENV_READ = /(?:\bos\s*\.\s*(?:Getenv|LookupEnv|getenv|environ(?:\s*\.\s*get)?)|\bprocess\s*\.\s*env|\bENV(?:\s*\.\s*fetch)?|\bSystem\s*\.\s*getenv|\bgetenv|\benv::var(?:_os)?|\$_ENV)\s*(?:[([.]\s*)?["']?([A-Z][A-Z0-9_]{2,80})/g;
const SHELL_VARIABLE = /\$\{?([A-Z][A-Z0-9_]{2,80})/g;

/** The secret-named environment variable the text reads, or null. */
export function secretEnvironmentRead(code: string, language: CodeLanguage): string | null {
  for (const m of code.matchAll(ENV_READ)) if (m[1] !== undefined && readsSecretFromEnvironment(m[1])) return m[1];
  if (language === 'shell') for (const m of code.matchAll(SHELL_VARIABLE)) if (m[1] !== undefined && readsSecretFromEnvironment(m[1])) return m[1];
  return null;
}

/** Names assigned from a secret-named environment variable in the patch: `key = os.environ["STRIPE_SECRET_KEY"]`. */
const ASSIGNED = /^\s*(?:(?:const|let|var|val|final|auto)\s+)?\$?([A-Za-z_]\w{0,80})\s*(?::[^=]{1,40})?(?::=|=(?!=))/;

/** No variable bound to a credential under another name: shell scripts are judged by their variables' own names. */
const NO_NAMES: ReadonlyMap<string, string> = new Map();
/** A pipeline that starts with the whole environment (`env |`, `printenv |`, `export -p |`). */
const WHOLE_ENV_PRINT = /^\s{0,40}(?:sudo\s{1,3})?(?:printenv|env|export\s{1,3}-p|set)\s{0,3}\|/;
/**
 * An encoder stage of a pipeline. In a script (not a CI file), a secret printed through one encoder
 * may be a helper's output a caller captures (`printf '%s:%s' "$U" "$API_TOKEN" | base64`, a Basic
 * credential); encoded twice, or written into the job summary, it is printed to get past masking.
 */
const ENCODER_STAGE = /\|\s{0,3}(?:base64|base32|basenc|xxd|od|hexdump)\b/g;

/** An encoder of text in program code (not a decoder): base64, base32, hex (`b64encode(`, `.toString('base64')`, `btoa(`, `encode64`, `EncodeToString(`, `hexlify(`). */
const PROGRAM_ENCODER = /\b(?:b(?:64|32|16|85)encode|urlsafe_b64encode|hexlify|encodebytes|btoa|encode64|strict_encode64|EncodeToString)\s{0,3}\(|\.toString\(\s{0,3}["'](?:base64|base64url|hex)["']\s{0,3}\)/g;
/** Where a GitHub Action or a CI script writes to the log or the job summary besides print and log calls: `core.info(`, `core.summary.addRaw(`, an append to `GITHUB_STEP_SUMMARY`, `sys.stdout.write(`. */
const ACTION_OUTPUT = /\bcore\s{0,3}\.\s{0,3}(?:info|notice|warning|debug|error)\s{0,3}\(|\bcore\s{0,3}\.\s{0,3}summary\s{0,3}\.\s{0,3}add\w{0,20}\s{0,3}\(|\bappendFileSync\s{0,3}\([^,\n]{0,80}GITHUB_STEP_SUMMARY|\bsys\.stdout\.write\s{0,3}\(/;
/** What an encoded value holds: the whole environment, or a secret; and how many encodings. */
interface Encoded {
  readonly environment: boolean;
  readonly encodings: number;
}
/** Most names held as encoded secrets a file. */
const MAX_ENCODED_NAMES = 20;

/**
 * Program code that prints the whole environment encoded (`print(base64.b64encode(json.dumps(dict(os.environ)).encode()))`,
 * `core.info(Buffer.from(JSON.stringify(process.env)).toString('base64'))`), or a secret read from the
 * environment encoded twice, on the line or through a name an earlier added line assigned such a value
 * (`s = Buffer.from(JSON.stringify(process.env)).toString('base64')`, then `core.info(Buffer.from(s).toString('base64'))`):
 * the encoding keeps it out of CI log masking. The line number, or null.
 */
function printedEncodedInCode(lines: readonly ChangedLine[], texts: readonly CodeText[], carried: readonly boolean[], language: CodeLanguage): { line: number; environment: boolean } | null {
  const whole = WHOLE_ENVIRONMENT[language];
  if (whole === undefined) return null;
  const held = new Map<string, Encoded>();
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment || t.code.length > 2000) continue;
    const encodings = (t.code.match(PROGRAM_ENCODER) ?? []).length;
    // Read with the strings kept: a template literal's `${name}` uses the name.
    const names = [...held.entries()].filter(([name]) => new RegExp(String.raw`(?<![\w$.])${name}(?![\w$])`).test(t.code));
    const environment = whole.test(t.code) || names.some(([, e]) => e.environment);
    const secret = environment || secretEnvironmentRead(t.code, language) !== null || names.length > 0;
    if (!secret || (encodings === 0 && names.length === 0)) continue;
    const total = encodings + names.reduce((most, [, e]) => Math.max(most, e.encodings), 0);
    const printed = LOG_CALL.test(t.masked) || PRINT_CALL.test(t.masked) || ACTION_OUTPUT.test(t.code);
    if (printed && carried[i] !== true && total >= (environment ? 1 : 2)) return { line: l.line, environment };
    const assigned = ASSIGNED.exec(t.code)?.[1];
    if (!printed && assigned !== undefined && encodings > 0 && held.size < MAX_ENCODED_NAMES) held.set(assigned, { environment, encodings: total });
  }
  return null;
}

export function secretLogged(path: string, patch: string, lines: readonly ChangedLine[], texts: readonly CodeText[], carried: readonly boolean[], language: CodeLanguage): KeyedFinding | null {
  // An example project shows how to use a token; its console is the reader's own.
  if (isExampleProjectPath(path)) return null;
  // Program code printing the whole environment, or a secret encoded twice: out of reach of CI log masking.
  if (language !== 'shell') {
    const encoded = printedEncodedInCode(lines, texts, carried, language);
    if (encoded !== null) {
      return makeFinding({
        id: 'secret-logged',
        severity: 'high',
        title: `${encoded.environment ? 'The whole environment is' : 'A secret is'} printed encoded, where CI log masking cannot hide it`,
        detail: `This line prints ${encoded.environment ? 'the whole environment (every secret a CI job gives the program)' : 'a secret read from the environment'} encoded (base64, hex, ...) to the output, the log or the job summary. CI systems mask a secret's own text in logs, not its encodings, and anyone who can read a public repository's runs can decode it: the tj-actions/changed-files payload of March 2025 printed the runner's secrets base64-encoded twice. Remove the line; if it ran in CI, rotate the secrets that job could see.`,
        path,
        line: encoded.line,
        subject: 'secret-logged',
      });
    }
  }
  // Names holding a secret read from the environment, on added or context lines.
  const fromEnvironment = new Set<string>();
  const note = (t: CodeText): void => {
    const m = ASSIGNED.exec(t.code);
    if (m?.[1] !== undefined && secretEnvironmentRead(t.code.slice(m[0].length), language) !== null) fromEnvironment.add(m[1]);
  };
  let seen = 0;
  walkPatch(patch, (first, text) => {
    if (first === 32 /* context */ && /=/.test(text)) note(codeText(text, language));
    seen += 1;
    return seen < MAX_CONTEXT_LINES;
  });
  for (let i = 0; i < lines.length; i += 1) if (lines[i]?.sign === '+' && texts[i] !== undefined && texts[i]?.isComment === false) note(texts[i] as CodeText);
  // Names a removed line of the file already logged: a log call rewritten (`.format` to an
  // f-string, a logger renamed) logs nothing new.
  const loggedBefore = new Set<string>();
  for (let i = 0; i < lines.length; i += 1) {
    const t = texts[i];
    if (lines[i]?.sign !== '-' || t === undefined || t.isComment) continue;
    const call = LOG_CALL.exec(t.masked) ?? PRINT_CALL.exec(t.masked);
    if (call === null) continue;
    for (const n of namesAfter(t, call.index + call[0].length)) loggedBefore.add(n);
    const env = secretEnvironmentRead(t.code.slice(call.index + call[0].length), language);
    if (env !== null) loggedBefore.add(env);
  }
  /** Changed lines inside a block comment or a Python docstring, read when a log call asks. */
  let insideText: Set<string> | undefined;
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment || carried[i] === true) continue;
    // A shell line that prints the whole environment or a secret through encoders only: out of reach of CI log masking.
    if (language === 'shell' && t.code.includes('|') && printsEncoded(t.code, NO_NAMES) && (WHOLE_ENV_PRINT.test(t.code) || t.code.includes('GITHUB_STEP_SUMMARY') || (t.code.match(ENCODER_STAGE) ?? []).length >= 2)) {
      return makeFinding({
        id: 'secret-logged',
        severity: 'high',
        title: 'A secret or the whole environment is printed encoded, where CI log masking cannot hide it',
        detail: `This line prints ${WHOLE_ENV_PRINT.test(t.code) ? 'the whole environment (every secret a CI job gives the script)' : 'a secret-named variable'} through encoders only (base64, xxd, ...), to the output or the job summary. CI systems mask a secret's own text in logs, not its encodings, and anyone who can read a public repository's runs can decode it: the tj-actions/changed-files payload of March 2025 printed the runner's secrets base64-encoded twice. Remove the line; if it ran in CI, rotate the secrets that job could see.`,
        path,
        line: l.line,
        subject: 'secret-logged',
      });
    }
    const log = LOG_CALL.exec(t.masked);
    const print = log === null ? PRINT_CALL.exec(t.masked) : null;
    const call = log ?? print;
    if (call === null) continue;
    // A usage example in a doc comment (JSDoc without leading `*`, a Go package comment) or a
    // Python docstring, as the hunk's own delimiters show it: text, not a log call.
    insideText ??= BLOCK_COMMENT_LANGUAGES.has(language) ? blockCommentLines(patch, language) : language === 'python' ? pythonStringLines(patch) : new Set<string>();
    if (insideText.has(changedLineKey(l.sign, l.line, l.text))) continue;
    const rest = t.code.slice(call.index + call[0].length);
    if (SAFE_FORM.test(rest) || (log === null && SENT_ON.test(rest))) continue;
    const names = namesAfter(t, call.index + call[0].length);
    const fresh = names.filter((n) => !loggedBefore.has(n));
    const read = secretEnvironmentRead(rest, language);
    const env = fresh.find((n) => fromEnvironment.has(n)) ?? (read !== null && !loggedBefore.has(read) ? read : undefined);
    const named = log !== null ? fresh.find((n) => SECRET_NAME.test(leaf(n)) && !/csrf|xsrf/i.test(leaf(n))) : undefined;
    const what = env ?? named;
    if (what === undefined) continue;
    return makeFinding({
      id: 'secret-logged',
      severity: 'medium',
      title: `A secret is written to ${log !== null ? 'a log' : 'the output'} (${what})`,
      detail: `This line ${log !== null ? 'logs' : 'prints'} ${what}, ${env !== undefined ? 'read from a secret-named environment variable' : 'whose name says it holds a secret'}. CI logs of public repositories are public and application logs are shipped and kept: a credential written there is leaked. Log that it is set (or a redacted form), never its value; if this ran, rotate the credential.`,
      path,
      line: l.line,
      subject: 'secret-logged',
    });
  }
  return null;
}
