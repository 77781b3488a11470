import type { Severity } from '../../signal/schema.js';
import { isAtLeast } from '../../signal/severity.js';
import type { PrSnapshot, SnapshotFile } from '../../snapshot/pr-snapshot.js';
import { agentCliFinding } from '../ai-agents/agent-cli-findings.js';
import { promptInstructionFindings } from '../ai-agents/prompt-strings.js';
import { decodedFileOf, decodedOutputOption, downloadsInCode, downloadsInCommand, pipesIntoInterpreter, runsDecodedSubstitution, runsFile, sendsData } from '../build-code/behaviors.js';
import { buildFileOf } from '../build-code/build-files.js';
import { DNS_DATA_WINDOW, type DnsLookup, dnsLookupInCode, dnsLookupInShell, noteShellVariable, type ShellVariables } from './dns-exfiltration.js';
import { placeDressedAsSecretService, secretNamedForOtherPlace } from '../github-actions/secret-rules.js';
import { findPipeToShell, pipeCommandKey, vendorInstallerHost } from '../shell/pipe-to-shell.js';
import { runsAsShell } from '../shell/script-downloads.js';
import { secretNamedVariablesSent } from '../shell/secret-named-pick.js';
import { githubPersistenceFinding } from './github-persistence.js';
import { PAYLOAD_TEXT, constantRunAsCode } from './constant-run-as-code.js';
import { accessLoosened } from './access-loosened.js';
import { addsSsrfGuard, isTokenVerifyDropped, tokenVerifiedOn, weakenedChecks } from './weakened-checks.js';
import { normalizeQuotes } from './quote-style.js';
import { corsOptionsPermissive } from './cors-options.js';
import { phpJwtHandDecoded } from './php-jwt-decode.js';
import { csrfExemptionsAdded, djangoMiddlewareAddedElsewhere, djangoMiddlewareRemoved } from './protective-middleware.js';
import { conditionKey, enclosingFunctionsAt, functionNameOf, functionNames, logicHoles, onlyEqualityMadeStrict, withoutPostfixBang } from './logic-holes.js';
import { secretEnvironmentRead, secretLogged } from './secret-logged.js';
import { secretFallback } from './secret-fallback.js';
import { credentialStoreFinding } from './credential-stores.js';
import { definesFunction, secretFlowSent } from './secret-flow.js';
import { keySentOut, mayHandleKeys, readsKeySends, sendingFunctions } from './key-sent-out.js';
import type { ReadableCode } from './credential-sends-across-files.js';
import { credentialSendsAcrossFiles } from './credential-sends-across-files.js';
import { splitPrivateKey } from './split-private-key.js';
import type { LocalCertificate } from './local-tls-key.js';
import { localCertificateOfKey, localCertificates } from './local-tls-key.js';
import { rebuiltBundlePayloads } from './rebuilt-bundle-payloads.js';
import { isAgentInstructionPath } from '../ai-agents/paths.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { escapeRegExp, hostOf, isExampleProjectPath } from '../util.js';
import type { ChangedLine } from './changed-lines.js';
import { changedLineKey, changedLines, MAX_LINE_LENGTH, newSideLines, walkPatch } from './changed-lines.js';
import type { CodeText } from './code-text.js';
import { codeText } from './code-text.js';
import { LinePool } from './line-pool.js';
import { annotationsRewritten, withoutVariableAnnotation } from './python-annotations.js';
import { withoutPhpTypes } from './php-types.js';
import { findHiddenCharacters, findPaddedCode, mixedScriptString, PADDING_RUN } from './hidden-characters.js';
import type { CodeLanguage } from './language.js';
import { isDeclarationFile, languageOf } from './language.js';
import { isNotebookPath, readNotebook } from './notebook.js';
import { assemblesHiddenText, isScannableSourcePath, scanAddedCode } from './obfuscation.js';
import { benignClaim, claimBesideChangedRules, claimCoversFile, claimNamesCi, claimNamesModule, claimTextOf, commitAnnouncing, docsClaimCovers, docsGeneratorBesideDocs, docsGeneratorCovers, documentationContinuations, executableChange, isDocumentationAttribute, isDocumentationField, isLintOrStyleClaim, isModuleImport, isRustStringContinuation, inlineFormatArgs, isVersionClaim, diffSides, logicChanged, looksLikeStringProse, newDocsToolingScript, onlyExportsAdded, onlyRustDeclarations, renamedPaths, rubyNewHashSyntax, rustDocumentationAttributeLines, rustMultilineStrings } from './pr-claims.js';
import { compromisedCdnFinding } from './compromised-cdn.js';
import { EXFIL_HOST, SOCKET_CALL, domainOf, ipInHostname, isSuspiciousEndpoint, publicIpUrl, quotedPublicIp } from './network-endpoints.js';
import { introducedOptionOff } from './introduced-option.js';
import { pythonStringLines } from './python-strings.js';
import { rubyWordListLines } from './ruby-word-lists.js';
import { BLOCK_COMMENT_LANGUAGES, blockCommentLines, fileCommentLines, openedBlockCommentLines } from './block-comments.js';
import { findSecrets, isUrlTestName } from './secrets.js';
import type { LineRule } from './security-rules.js';
import { namesRateLimiter, rateLimitRemoved } from './rate-limit-removed.js';
import { addsXmlHardening, featureConstantSet, removesXmlHardening, xmlHardeningRemoved } from './xml-hardening-removed.js';
import { droppedGuardOverLines, droppedRouteGuard, type DroppedGuard } from './route-guards.js';
import { AUTH_CHECK, holdsAuthCheck, LINE_RULES, LINT_CONFIG_FILE, TLS_GUARD_ESCAPE, TLS_OPT_OUT_GUARD, lineRuleHit, patternFor } from './security-rules.js';
import type { SinkKind } from './sink-rules.js';
import { onlyBorrowsChanged } from './rust-borrows.js';
import { argumentVectorCall, backtickCommand, SHELL_OPTION_ON, clapCommandBuilder, rustcVersionProbe, DECODE, ENVIRONMENT_INPUT, evalsFileContent, ENVIRONMENT_PASS_THROUGH, ENV_VARIABLE_READ, HEADER_INPUT, LOADED_PROCESS_CALL, REQUEST_INPUT, SINKS, jsSinkUnderAnotherName, jsFunctionConstructorAliasCall, jsFunctionConstructorAliases, WHOLE_ENVIRONMENT, constantCodeCall, importInFixedListLoop, literalProcessCall, importsFixedModuleList, importsUnderNamedPackage, indentOf, javaClassPresenceProbe, lazySubmoduleImport, readsSecretFromEnvironment, rubyEvalHeredocIdiom, shellActivationEval } from './sink-rules.js';
import { pushAll } from '../../push-all.js';

/**
 * Reads what a PR's diff does to code: security-relevant changes (TLS, CORS, crypto, auth checks,
 * protective settings, request and proxy parsing), dangerous sinks and the input that reaches
 * them, decoded payloads that are run, calls to raw IPs and paste or webhook services, hidden
 * characters, secrets, and a title that claims less than the diff does. docs/findings.md ("Code
 * changes") lists every id with its limits.
 *
 * Pure and linear: one pass over each patch, at most MAX_LINES_PER_FILE changed lines a file and
 * lines cut at 2,000 characters; lockfiles, generated, vendored and binary files are skipped (a
 * generated or vendored file is still read for secrets).
 */

/** A path that names an authentication or authorization module (its removal can leave callers unchecked). */
const AUTH_MODULE_PATH = /auth|login|permission|guard|middleware|polic(?:y|ies)|acl|access|security|session|csrf/i;

/** What the scanner needs to know about a path (the analyzers' classifier answers it). */
export interface CodePathInfo {
  readonly category: string;
  readonly isTest: boolean;
  /** The path's sensitivity labels (the analyzers' classifier gives them), strongest first. */
  readonly sensitive?: readonly { readonly label: string }[];
}

/** Code whose logic decides who may do what: a condition inverted there under a typo claim is the backdoor-as-typo shape. */
const GUARD_LABELS: ReadonlySet<string> = new Set(['authentication / session handling', 'access control', 'cryptography / secrets', 'payments / billing']);

export const MAX_LINES_PER_FILE = 3000;
/** Added text per file handed to the secret rules. */
const MAX_SECRET_SCAN_CHARS = 200_000;
/** protection-switched-off: the head content read for settings its unchanged lines already set off, at most (characters, lines). */
const MAX_HEAD_CONTENT_FOR_SETTINGS = 1_000_000;
const MAX_HEAD_LINES_FOR_SETTINGS = 20_000;

interface Location {
  readonly line: number;
  readonly hunk: number;
}

interface FileScan {
  readonly findings: KeyedFinding[];
  /** Sinks found in this file, for the claim check. */
  readonly sinks: number;
  readonly logicChanged: boolean;
  readonly firstCodeLine: number | null;
  /** A URL's host the change brings in place of another (the claim check names it). */
  readonly movedHost?: string | null;
  /** The first added line that inverts a removed condition (a negation or a comparison flipped), under a claim. */
  readonly invertedAt?: number | null;
  /** Under a claim, the code changed only by Rust `use` items, module declarations and attributes (onlyRustDeclarations). */
  readonly declarationsOnly?: boolean;
}

function describeCount(extra: number): string {
  return extra > 0 ? ` (and ${extra} more ${extra === 1 ? 'line' : 'lines'} in this file)` : '';
}

function sinkSeverity(kind: SinkKind, input: 'request' | 'environment' | null): Severity {
  if (kind === 'code') return input === 'request' ? 'critical' : input === 'environment' ? 'high' : 'medium';
  if (kind === 'process') return input === 'request' ? 'high' : input === 'environment' ? 'medium' : 'low';
  return input === 'request' ? 'high' : 'medium';
}

const SINK_TEXT: Readonly<Record<SinkKind, { id: string; what: string; fix: string }>> = {
  code: {
    id: 'dynamic-code-execution',
    what: 'evaluates code built at run time (eval, exec, Function, instance_eval, dynamic include)',
    fix: 'Replace it with a lookup table, a parser or a fixed dispatch; never evaluate text a peer can influence.',
  },
  process: {
    id: 'shell-command-execution',
    what: 'runs a process or shell command',
    fix: 'Pass arguments as a list without a shell, and validate anything that comes from outside against a fixed set.',
  },
  deserialize: {
    id: 'unsafe-deserialization',
    what: 'deserializes data with a loader that can build arbitrary objects (pickle, unsafe YAML, unserialize, ObjectInputStream, Marshal)',
    fix: 'Use a data-only format (JSON, safe YAML loaders) or a class allow-list, and never load data a peer controls.',
  },
};

/**
 * Whether a request chooses the program of a vector call: its expression reads the request, or a
 * line of the hunk that reads the request names its first word (`const tool = req.query.tool`).
 */
function requestChoosesProgram(program: string, hunkCode: readonly string[], language: CodeLanguage): boolean {
  const request = REQUEST_INPUT[language];
  if (request === undefined || program === '') return false;
  if (request.test(program)) return true;
  const word = /^[A-Za-z_$][\w$]{0,60}/.exec(program.replace(/^\$/, ''))?.[0];
  if (word === undefined) return false;
  const named = new RegExp(`(?<![\\w$.])\\$?${escapeRegExp(word)}(?![\\w$])`);
  return hunkCode.some((code) => named.test(code) && request.test(code));
}

/** Languages whose process calls take the whole command in the call (no builder adds arguments after it). */
const WHOLE_COMMAND_LANGUAGES: ReadonlySet<CodeLanguage> = new Set(['js', 'python', 'ruby', 'php', 'c']);

function inputOf(text: string, language: CodeLanguage): 'request' | 'environment' | null {
  if (REQUEST_INPUT[language]?.test(text) === true) return 'request';
  const passThrough = ENVIRONMENT_PASS_THROUGH[language];
  if (ENVIRONMENT_INPUT[language]?.test(passThrough === undefined ? text : text.replace(passThrough, ' ')) === true) return 'environment';
  return null;
}

/** A line that names a shell as the program, or a shell's command flag as an argument: `"sh"`, `"/bin/bash"`, `"cmd.exe"`, `"powershell"`, `"-c"`, `"/c …"`. */
const SHELL_PROGRAM = /["'`](?:\/(?:usr\/)?bin\/)?(?:sh|bash|zsh|dash|ksh|cmd(?:\.exe)?|powershell(?:\.exe)?|pwsh)["'`]|["'`](?:-c|\/[cC]|-Command)["'`\s]/;
/** Words of a request-reading line that are no value's name (keywords, declarations). */
const NOT_A_VALUE = new Set(['let', 'mut', 'var', 'val', 'const', 'pub', 'fn', 'async', 'await', 'string', 'int', 'public', 'private', 'static', 'return', 'new', 'this', 'self', 'func', 'def', 'if', 'else', 'ref', 'out', 'in', 'to', 'impl', 'where', 'from', 'as', 'true', 'false', 'null', 'nil', 'none', 'unwrap', 'clone', 'to_string', 'tostring', 'trim', 'value']);
/** A value's name: a word that starts lower-case (types and constants start upper-case). */
const VALUE_NAME = /\b[a-z_][A-Za-z0-9_]{0,60}\b/g;
/** The name a line assigns (`let host =`, `var host =`, `host :=`, `$host =`, `string host =`). */
const REQUEST_ASSIGNED_NAME = /^\s{0,40}(?:(?:let|var|val|const|my|auto|string|String|final)\s{1,3})?(?:mut\s{1,3})?\$?([a-z_]\w{0,60})\s{0,3}(?::\s{0,3}[\w<>&[\]]{1,60}\s{0,3})?:?=[^=]/;

/**
 * Whether a shell command's line uses a value read from the request on the hunk's lines above it,
 * unchanged ones included: the names of a line that reads the request (a handler's `Query(params)`,
 * `[FromQuery] string host`, `var host = Request.Query["host"]`), then the names assigned from
 * them (`let host = params.host.clone();`), read in order; the command line must name one outside
 * its strings or in a string's interpolation. `above` is nearest first, as newSideAbove gives it.
 */
function readsRequestAbove(code: string, masked: string, above: readonly string[], language: CodeLanguage): boolean {
  const tainted = new Set<string>();
  for (let i = Math.min(above.length, 60) - 1; i >= 0; i -= 1) {
    const code = codeText(above[i] ?? '', language).masked;
    if (inputOf(code, language) === 'request') {
      const assigned = REQUEST_ASSIGNED_NAME.exec(code)?.[1];
      if (assigned !== undefined) tainted.add(assigned);
      else for (const m of code.matchAll(VALUE_NAME)) if (!NOT_A_VALUE.has(m[0].toLowerCase())) tainted.add(m[0]);
      continue;
    }
    const assigned = REQUEST_ASSIGNED_NAME.exec(code)?.[1];
    if (assigned === undefined || tainted.size === 0) continue;
    const rest = code.slice(code.indexOf('=') + 1);
    if ([...rest.matchAll(VALUE_NAME)].some((m) => tainted.has(m[0]))) tainted.add(assigned);
  }
  if (tainted.size === 0) return false;
  // The names outside strings, and those a string interpolates (`${host}`, `#{host}`, `{host}`, `$host`).
  const holes = [...code.matchAll(INTERPOLATED)].map((m) => m[1] ?? m[2] ?? '').join(' ');
  return [...`${masked} ${holes}`.matchAll(VALUE_NAME)].some((m) => tainted.has(m[0]));
}
/** A string's interpolation: `${…}`, `#{…}`, an f-string's `{…}` (group 1), or PHP's and the shell's `$name` (group 2). */
const INTERPOLATED = /[$#]?\{([^{}]{1,200})\}|\$([a-z_]\w{0,60})/g;

/**
 * The hunks whose added lines take the environment as a whole, or read a variable named like a
 * secret (`GITHUB_TOKEN`): what a CI job would give away. One variable read for a base URL is not.
 */
function secretEnvironmentHunks(lines: readonly ChangedLine[], texts: readonly CodeText[], language: CodeLanguage): Set<number> {
  const hunks = new Set<number>();
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment) continue;
    const whole = WHOLE_ENVIRONMENT[language]?.test(t.code) === true || (language === 'shell' && WHOLE_ENVIRONMENT.any?.test(t.code) === true);
    if (whole || (inputOf(t.code, language) === 'environment' && readsSecretFromEnvironment(t.code))) hunks.add(l.hunk);
  }
  return hunks;
}

const URL_HOST_NAME = /\bhttps?:\/\/([\w.-]{1,253})/gi;
const LOCAL_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|testserver|[\w.-]{0,200}\.(?:test|local|localhost|invalid|example)|(?:[\w-]{1,63}\.)?example\.(?:com|org|net))$/i;

/** The hosts of the http(s) URLs a line names. */
function urlHosts(text: string): string[] {
  if (!text.includes('://')) return [];
  URL_HOST_NAME.lastIndex = 0;
  return [...text.matchAll(URL_HOST_NAME)].map((m) => m[1] ?? '');
}

/** Whether the added lines name at least one URL and every one is local or an example host. */
function onlyLocalUrls(lines: readonly ChangedLine[]): boolean {
  let seen = false;
  for (const l of lines) {
    if (l.sign !== '+') continue;
    for (const host of urlHosts(l.text)) {
      if (!LOCAL_HOST.test(host)) return false;
      seen = true;
    }
  }
  return seen;
}

/** A loopback host: the machine itself, nothing on the network path. */
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/i;
/** What follows `://` up to the port, path or end: a host name, an IPv4 or a bracketed IPv6 address. */
const AFTER_SCHEME = /^(?:\[[0-9a-f:.]{1,45}\]|[\w.-]{1,253})/i;
/** A host option given as a literal (`host: '127.0.0.1'`, `servername="localhost"`), or as anything else. */
const HOST_OPTION = /\b(?:host|hostname|servername|server_hostname)['"]?\s*[:=]\s*(?:(['"`])([^'"`\n]{0,253})\1|(?!['"`]))/gi;
/** The script starts a server of its own (`server.listen(0)`, `createSecureServer`, `httptest.NewTLSServer`, `HTTPServer(`). */
const OWN_SERVER = /\.listen\s*\(|\bcreate(?:Secure)?Server\s*\(|\bhttptest\.NewTLSServer\s*\(|\bHTTPServer\s*\(|\bserve_forever\s*\(/;

/**
 * The added lines start a server of their own and name only loopback hosts (`localhost`,
 * `127.0.0.1`, `::1`), at least one: a script that talks to its own local server with a throwaway
 * certificate, where no other host is in reach. Any other host, or a URL or host option that is not
 * a literal, is out of reach of this proof.
 */
function onlyLoopbackInReach(lines: readonly ChangedLine[]): boolean {
  let loopback = false;
  let server = false;
  for (const l of lines) {
    if (l.sign !== '+') continue;
    const text = l.text;
    if (!server && OWN_SERVER.test(text)) server = true;
    for (let at = text.indexOf('://'); at !== -1; at = text.indexOf('://', at + 3)) {
      const host = AFTER_SCHEME.exec(text.slice(at + 3, at + 3 + 260))?.[0];
      if (host === undefined || !LOOPBACK_HOST.test(host)) return false;
      loopback = true;
    }
    HOST_OPTION.lastIndex = 0;
    for (let m = HOST_OPTION.exec(text); m !== null; m = HOST_OPTION.exec(text)) {
      if (m[2] === undefined || !LOOPBACK_HOST.test(m[2])) return false;
      loopback = true;
    }
  }
  return loopback && server;
}

/** A response read as data (`.json()`, `json.loads(`, `JSON.parse(`): what a test then compares, not code. */
const PARSED_RESPONSE = /\.json\s*\(|\bjson\.loads?\s*\(|\bJSON\.parse\s*\(/;
/** A response's metadata read by name (`r.status_code`, `res.headers`): no downloaded text. */
const RESPONSE_METADATA = /[\w$]{1,60}\.(?:status_code|status|statusCode|statusText|headers|ok|url|reason|elapsed|encoding)\b/g;
/** A name a line adds chunks to (`body += chunk`, `data += c`). */
const GATHERED_NAME = /\b([A-Za-z_$][\w$]{0,60})\s*\+=/;

/** Whether a line names a URL whose host is not local, a test host or an example host. */
function namesRemoteUrl(text: string): boolean {
  return urlHosts(text).some((host) => !LOCAL_HOST.test(host));
}

/**
 * `dynamic-code-execution` in a test file (conftest.py, a test setup file, a spec): an added code
 * sink (`exec`, `eval`, `new Function`) in a hunk whose added lines download (as the program-code
 * rule reads them) and name a URL that is not local or an example host. High; critical when the
 * download is over plain HTTP or from a paste, tunnel or webhook host or a bare IP. A test that
 * evaluates a bundle its own local server serves stays quiet.
 */
function testRunsDownload(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], language: CodeLanguage): KeyedFinding | null {
  const sink = SINKS.code[language];
  if (sink === undefined || language === 'shell') return null;
  const downloads = new Map<number, boolean>();
  const remote = new Set<number>();
  // Per hunk, the names that hold what it downloads: assigned on a download line, or gathered chunk by chunk (`body += chunk`).
  const held = new Map<number, string[]>();
  const hold = (hunk: number, name: string | undefined): void => {
    if (name !== undefined) held.set(hunk, [...(held.get(hunk) ?? []), name]);
  };
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment) continue;
    if (namesRemoteUrl(l.text)) remote.add(l.hunk);
    const download = downloadsText(t.code, language);
    if (download) {
      downloads.set(l.hunk, downloads.get(l.hunk) === true || badDownloadSource(t.code) !== null);
      if (!PARSED_RESPONSE.test(t.code)) hold(l.hunk, ASSIGNED_NAME.exec(t.masked)?.[1]);
    }
    hold(l.hunk, GATHERED_NAME.exec(t.masked)?.[1]);
  }
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment) continue;
    const bad = downloads.get(l.hunk);
    if (bad === undefined || !remote.has(l.hunk) || !sink.test(t.masked) || constantCodeCall(t.masked, t.code, sink)) continue;
    // The sink runs the download itself (on its line) or a name that holds it, not some other value of the test.
    const download = downloadsText(t.code, language);
    if (!(download && !PARSED_RESPONSE.test(t.code)) && !(held.get(l.hunk) ?? []).some((name) => mentionsName(t.code.replace(RESPONSE_METADATA, ''), name))) continue;
    return makeFinding({
      id: 'dynamic-code-execution',
      severity: bad ? 'critical' : 'high',
      title: `Test code runs downloaded code${bad ? ' from a suspicious source' : ''}`,
      detail: `This line evaluates code built at run time in a test file, and its hunk downloads from a host that is not local${bad ? ' (over plain HTTP, from a bare IP address or from a paste, tunnel or webhook service)' : ''}: tests, conftest.py and setup files run in CI with its secrets and on every developer's machine, so code fetched here runs there, and whoever controls the server can change it at any moment. Ship what the test needs in the repository, or serve it from a local test server.`,
      path,
      line: l.line,
      subject: 'test-download',
    });
  }
  return null;
}

/**
 * Python's environment as the target of a write: pytest's `monkeypatch.setitem(os.environ, "PAGER",
 * …)` and `monkeypatch.delitem(click._termui_impl.os.environ, "LESS", …)`, `mock.patch.dict(os.environ,
 * {"CI": "1"})`, `os.environ.update(…)` and `os.environ.clear()`: a test sets or drops one variable (or
 * a few), and takes none of them. Another `os.environ` on the line (`dict(os.environ)`) is still read.
 */
const ENVIRONMENT_ENTRY_WRITTEN = /\b(?:setitem|delitem|patch\.dict)\s*\(\s*(?:\w{1,60}\.){0,4}os\.environ\s*,|\bos\.environ\s*\.\s*(?:update|clear)\s*\(/g;

/** The most lines between the line that takes the whole environment and the one that sends it. */
const ENVIRONMENT_SEND_WINDOW = 4;
/**
 * The text of a response fetched from a URL held in a variable (`(await fetch(url)).text()`,
 * `fetch(u).then((r) => r.text())`): downloaded code when a code sink of the hunk runs it, wherever
 * the URL came from (the GlassWorm extensions of 2025-2026 read theirs from a Solana transaction's memo).
 */
const FETCHED_TEXT = /\bfetch\s*\([^\n]{0,300}\.text\s*\(\s*\)/;
/**
 * A connection that receives messages from a literal remote address: a WebSocket (`new
 * WebSocket('wss://…')`, socket.io's `io('https://…')`, Python's `websocket.create_connection(`,
 * `websockets.connect(`) or a Python socket connected to a literal host (`s.connect(("45.61.1.2", 443))`), not one on the machine itself (a dev server's hot reload).
 * What it receives is downloaded text when a code sink of the hunk runs it: the loader of the
 * compromised `is` package (July 2025) ran what its WebSocket server sent.
 */
const RECEIVES_MESSAGES: Partial<Record<CodeLanguage, RegExp>> = {
  js: /\bnew\s+(?:WebSocket|WS)\s*\(\s*["'`]wss?:\/\/(?!localhost\b|127\.|0\.0\.0\.0\b|\[::1\])|\bio(?:\.connect)?\s*\(\s*["'`]https?:\/\/(?!localhost\b|127\.|0\.0\.0\.0\b|\[::1\])/,
  python: /\bwebsocket\.create_connection\s*\(\s*["']wss?:\/\/(?!localhost\b|127\.)|\bwebsockets\.(?:connect|client\.connect)\s*\(\s*["']wss?:\/\/(?!localhost\b|127\.)|\.connect\s*\(\s*\(\s*["'](?!localhost["']|127\.)[\w.-]{1,253}["']\s*,\s*\d{1,5}\s*\)\s*\)/,
};
/** A line that downloads: a language's download call, in JavaScript a fetch read as text, or a connection that receives messages from a remote address. */
function downloadsText(code: string, language: CodeLanguage): boolean {
  return downloadsInCode(code, language) || (language === 'js' && FETCHED_TEXT.test(code)) || RECEIVES_MESSAGES[language]?.test(code) === true;
}
/** Text made of a value to be sent or written: what an environment handed to a child process is not. */
const SERIALIZED = /\bJSON\.stringify\s*\(|\bjson\.dumps?\s*\(|\.(?:end|write|send)\s*\(|\bbody\s*[:=]|\bdata\s*=|\burlencode\s*\(|\brepr\s*\(|\bpickle\.dumps\s*\(/;

/**
 * `suspicious-network-endpoint`, high, whatever the host: added program code that takes the whole
 * environment (`dict(os.environ)`, `JSON.stringify(process.env)`, `env::vars()`: every secret of
 * the machine or CI job it runs on) and sends data out (a POST, a socket, a DNS lookup) on the same
 * line or within a few lines of the same hunk. Handing the environment to a child process
 * (`env=os.environ.copy()`, `env: { ...process.env }`) is not taking it.
 */
function wholeEnvironmentSent(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], language: CodeLanguage, carried: readonly boolean[]): KeyedFinding | null {
  const whole = WHOLE_ENVIRONMENT[language] ?? (language === 'shell' ? WHOLE_ENVIRONMENT.any : undefined);
  if (whole === undefined) return null;
  const pass = ENVIRONMENT_PASS_THROUGH[language];
  let taken: ChangedLine | null = null;
  // The last added line that sends: a request opened a line or two before the environment is written into it (`https.request({ method: 'POST' })`, then `req.end(JSON.stringify(process.env))`).
  let sent: ChangedLine | null = null;
  // Names that hold the environment taken whole, with the line that took it.
  const holders = new Map<string, ChangedLine>();
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment || carried[i] === true) continue;
    if (taken !== null && (taken.hunk !== l.hunk || l.line - taken.line > ENVIRONMENT_SEND_WINDOW)) taken = null;
    if (sent !== null && (sent.hunk !== l.hunk || l.line - sent.line > ENVIRONMENT_SEND_WINDOW)) sent = null;
    // `env: process.env` hands the environment to a child process, unless the line serializes or writes it (`req.end(JSON.stringify({ env: process.env }))`).
    const handed = pass === undefined || SERIALIZED.test(t.code) ? t.code : t.code.replace(pass, ' ');
    // One entry written into the environment or removed from it (`monkeypatch.setitem(os.environ, "PAGER", …)`): a target, not a value taken.
    const code = language === 'python' ? handed.replace(ENVIRONMENT_ENTRY_WRITTEN, ' ') : handed;
    const takes = whole.test(code) && !environmentSubsetTaken(lines, texts, i);
    if (takes) taken = l;
    // A GET sends what its URL carries: the environment written into it (`file_get_contents("https://…?d=" . base64_encode(json_encode(getenv())))`).
    const sends = sendsData(t.code, language) || (takes && REQUEST_CALL.test(t.code));
    if (sends) sent = l;
    // A name that holds the environment (or what was made of it), sent further on in the file (`snapshot = dict(os.environ)`, `blob = b64(snapshot)`, then `urlopen(url + blob)`).
    const assigned = language === 'shell' ? null : (ENVIRONMENT_HOLDER.exec(t.code)?.[1] ?? null);
    const from = holders.size === 0 ? undefined : [...holders].find(([name]) => holdsWhole(t.code, name));
    if (from !== undefined && (sends || REQUEST_CALL.test(t.code))) return environmentSentFinding(path, from[1], l);
    if (assigned !== null && holders.size < MAX_HOLDERS && (takes || from !== undefined)) holders.set(assigned, takes ? l : (from?.[1] ?? l));
    if (taken === null || !(sends || (takes && sent !== null))) continue;
    return environmentSentFinding(path, taken, l);
  }
  return null;
}

/** The name a line assigns (`data = …`, `const snapshot = …`, `blob, _ := …`). */
const ENVIRONMENT_HOLDER = /^\s*(?:(?:const|let|var|my)\s+)?\$?([A-Za-z_]\w{0,60})(?:\s*,\s*\w{1,60})?\s*(?::=|=(?![=>]))/;
/** The most names followed from the environment through a file. */
const MAX_HOLDERS = 20;
/** What follows a name when one entry of it is read: `[…]`, `.get(`, `?.`, a property (`cfg.APP_VERSION`, not a method call such as `blob.encode()`). */
const ENTRY_READ = /^\s*(?:\[|\?\.|\.(?:get|fetch|getenv|pop)\s*\(|\.[\w$]{1,60}(?![\w$]|\s*\())/;
/** Whether a line uses `name` as a whole value (`json.dumps(snapshot)`, `blob.encode()`): not one entry of it (`cfg.APP_VERSION`, `cfg["PORT"]`, `cfg.get("X")`). */
function holdsWhole(code: string, name: string): boolean {
  for (let at = code.indexOf(name); at >= 0; at = code.indexOf(name, at + 1)) {
    if (/[\w$.]/.test(code.charAt(at - 1)) || /[\w$]/.test(code.charAt(at + name.length))) continue;
    if (!ENTRY_READ.test(code.slice(at + name.length, at + name.length + 70))) return true;
  }
  return false;
}
function environmentSentFinding(path: string, taken: ChangedLine, sent: ChangedLine): KeyedFinding {
  return makeFinding({
    id: 'suspicious-network-endpoint',
    severity: 'high',
    title: 'The whole environment is sent over the network',
    detail: `Line ${taken.line} takes the whole environment (every variable, so every token and secret of the machine or CI job this runs on), and line ${sent.line} sends data out. That is the shape of credential theft, whatever the host. Send only the values the service needs, by name, or explain this one.`,
    path,
    line: taken.line,
    subject: 'environment-sent',
  });
}

/**
 * A shell command that unpacks or deciphers data: a decompressor (`xz -dc`, `gunzip`, `zcat`, `zstd -d`),
 * or `tr` mapping octal byte ranges onto others (`tr "\5-\51\204-\377" "\0-\377"`, a substitution cipher).
 */
const SHELL_UNPACK = /\b(?:unxz|unlzma|xzcat|lzcat|gunzip|zcat|bunzip2|bzcat|unzstd|zstdcat)\b|\b(?:xz|lzma|gzip|bzip2|zstd|lz4)(?:\s+-{1,2}[\w=-]{1,30})*?\s+(?:-[a-ce-zA-Z]{0,6}d[a-zA-Z]{0,6}|--decompress)(?=[\s)`"';|&]|$)|\btr\s+["']?\\[0-7]{1,3}-\\[0-7]{1,3}/;

/** A line where the secret is a credential for the host it goes to: a header, an auth option, a client constructed with it (not a body: `new URLSearchParams({…})`). */
const CREDENTIAL_CONTEXT = /\bheaders?\b|authorization|\bbearer\b|\bauth\s*[:=(]|\bx-[a-z-]{0,40}(?:key|token|auth)\b|setRequestHeader|Header\.(?:Set|Add)|\.basic_auth|\bapi[_-]?key\s*=\s*|\bclient\s*=|\bnew\s+(?!(?:URLSearchParams|FormData|Blob|Request|TextEncoder)\b)[A-Z]\w{0,40}\s*\(/i;
/** A literal URL of the code, host and path. */
const CODE_URL = /["'`]https?:\/\/([a-z0-9.-]{1,253}(?::\d{1,5})?(?:\/[^\s"'`?#]{0,300})?)/gi;
/** A literal URL of a shell line, quoted or not: host and path. */
const SHELL_URL = /\bhttps?:\/\/([a-z0-9.-]{1,253}(?::\d{1,5})?(?:\/[^\s"'`?#]{0,300})?)/gi;
/** A shell variable read: `$NAME`, `${NAME}` (group 1). */
const SHELL_VARIABLE_READ = /\$\{?([A-Za-z_]\w{0,80})/g;
/** curl's and wget's options that give a credential to the host called: a header, a user, a bearer token. */
const SHELL_CREDENTIAL_OPTION = /(?:^|\s)(?:-H|--header|-u|--user|--oauth2-bearer|--http-user|--http-password|--password)(?:\s|=)/;
/** Lines of a hunk between the secret's read and the request that sends it. */
const SECRET_SEND_WINDOW = 4;
/** A shell assignment, `name=…`, maybe exported or declared local (group 1 the name). */
const SHELL_ASSIGNMENT = /^\s{0,40}(?:(?:export|local|readonly|declare)\s{1,10})?([A-Za-z_]\w{0,60})=/;
/** The most shell variables followed from a secret through a hunk. */
const MAX_SECRET_HOLDERS = 20;

/** A request call, GET included: what a URL's query or path carries is sent too. */
const REQUEST_CALL = /\b(?:fetch|requests\.(?:post|get)|httpx\.(?:post|get)|axios\.(?:post|get)|https?\.get|http\.(?:Post|Get)|urlopen|Net::HTTP\.(?:post|get)|URI\.open|curl_exec|file_get_contents)\s*\(/;
/** A string or regular-expression literal of a line (its text, group 2). */
const LITERAL = /(["'`/])([^"'`/\n]{1,80})\1/g;
/**
 * A literal that tests a variable's name for a secret's word: `"TOKEN"`, `'_KEY'`, `"secret"`,
 * `".*_TOKEN$"`, `TOKEN|SECRET|KEY`, `(TOKEN|PASSWORD)`. A whole name (`"API_TOKEN"`,
 * `"SECRET_KEY"`) reads one variable, not every variable named so.
 */
const SECRET_NAME_TEST = /^[\^.*(_\\b]{0,8}(?:TOKEN|SECRET|PASSWORD|PASSWD|KEY|CREDENTIALS?|token|secret|password|passwd|credentials?|_key|api_?key)[_$)\\b]{0,6}(?:\|[\w\\^$.*()|]{1,80})?$/;
/**
 * A line that blanks or drops the values it walks: a mask written out (`"***"`, `"[REDACTED]"`,
 * `'<hidden>'`), a variable deleted (`del os.environ[k]`, `delete process.env[k]`,
 * `os.environ.pop(k)`, `os.Unsetenv(k)`, `env::remove_var`): a log scrubber, a sandbox that unsets
 * the job's secrets before it runs untrusted code. A function named `mask` proves nothing.
 */
const SECRETS_HIDDEN = /["'`]\*{3}|["'`][[<(]?(?:redacted|hidden|filtered|masked|removed)\b|\bdel\s+os\.environ\s*\[|\bdelete\s+process\.env\s*\[|\benviron\.pop\s*\(|\bUnsetenv\s*\(|\bremove_var\s*\(|\bENV\.delete\s*\(/i;
/** A test of a variable's name by its start (`k.startswith("APP_")`, `strings.HasPrefix(kv, "RUNNER_")`, `/^VITE_/`): the literals of the line are the prefixes. */
const PREFIX_TEST = /\b(?:startswith|startsWith|HasPrefix|start_with\?)\s*\(|["'`/]\^[A-Z]/;
/** Prefixes of variables that hold a service's credentials (`AWS_SECRET_ACCESS_KEY`, `ACTIONS_RUNTIME_TOKEN`, `NPM_TOKEN`): a prefix test for them picks secrets. */
const CREDENTIAL_PREFIX = /^\^?(?:AWS|AZURE|ARM|GOOGLE|GCP|GCLOUD|GH|GITHUB|ACTIONS|NPM|NODE_AUTH|PYPI|TWINE|DOCKER|CARGO|GEM|SLACK|VAULT|SSH|GPG|CI_JOB)(?:_|$)/i;
/** Iteration over the environment's names (`for k in os.environ`, `Object.keys(process.env)`, `for (const k in process.env)`), values not taken. */
const NAMES_ITERATED = /\bfor\s+\w{1,60}\s+in\s+(?:sorted\s*\(\s*|list\s*\(\s*)?os\.environ\b(?!\s*\.)|\bObject\.keys\s*\(\s*process\.env\s*\)|\bfor\s*\(\s*(?:const|let|var)\s+\w{1,60}\s+in\s+process\.env\s*\)/;

/**
 * Whether the environment walked at `lines[i]` is not taken whole, judged on that line and the next
 * few added lines of its hunk: its values blanked or dropped (SECRETS_HIDDEN), only the variables
 * of an ordinary prefix kept (`if k.startswith("APP_")`; not `AWS_`, `NPM_`, a secret's word), or
 * only the names walked (`any("CI" in k for k in os.environ)`, no value read by them).
 */
function environmentSubsetTaken(lines: readonly ChangedLine[], texts: readonly CodeText[], i: number): boolean {
  const first = lines[i];
  if (first === undefined) return false;
  const window: string[] = [];
  for (let j = i; j < lines.length && window.length <= NAME_TEST_WINDOW; j += 1) {
    const l = lines[j];
    const t = texts[j];
    if (l === undefined || t === undefined || l.hunk !== first.hunk) break;
    if (l.sign === '+' && !t.isComment) window.push(t.code);
  }
  if (window.some((code) => SECRETS_HIDDEN.test(code))) return true;
  const prefixes = window.filter((code) => PREFIX_TEST.test(code)).flatMap((code) => [...code.matchAll(LITERAL)].map((m) => m[2] ?? ''));
  if (prefixes.length > 0 && prefixes.every((p) => /^\^?[A-Za-z]\w{0,40}$/.test(p) && !CREDENTIAL_PREFIX.test(p) && !readsSecretFromEnvironment(p.replace(/^\^/, '').toUpperCase()) && !SECRET_NAME_TEST.test(p.replace(/^\^/, '')))) return true;
  return NAMES_ITERATED.test(window[0] ?? '') && !window.some((code) => ENVIRONMENT_VALUE.test(code));
}
/**
 * A value of the environment taken, not only a name: `.items()`, `.values()`, `Object.entries(…)`,
 * `os.Environ()` (`K=V` strings), a variable read by a name held in a variable (`os.environ[k]`,
 * `os.getenv(n)`, `process.env[k]`, `ENV[k]`), Ruby's `ENV.select`/`each`/`to_h`, `env::vars()`.
 */
const ENVIRONMENT_VALUE = /\.(?:items|values|entries)\s*\(|\bos\.Environ\s*\(|\benviron\s*\[\s*[A-Za-z_]|\b(?:getenv|Getenv|environ\.get|System\.getenv)\s*\(\s*[A-Za-z_]|\bprocess\.env\s*\[\s*[A-Za-z_$]|\bENV\s*\[\s*[a-z_]|\bENV\.(?:select|filter|to_h|to_a|each\w*|map|reject)\b|\benv::vars/;
/** Lines after the one that walks the environment where its name test may stand (`for k in os.environ:` then `if "TOKEN" in k:`). */
const NAME_TEST_WINDOW = 3;
/**
 * `suspicious-network-endpoint`, high, whatever the host: added program code of one file walks the
 * environment's variables (`for k, v in os.environ.items()`, `Object.keys(process.env)`,
 * `os.Environ()`), picks those whose names say secret (`if "TOKEN" in k`, `/TOKEN|SECRET|KEY/.test(k)`,
 * `k.endswith(("_TOKEN", "_KEY"))`: every secret of the CI job, whatever its name), takes their
 * values (`.items()`, `os.environ[k]`, `process.env[k]`; names alone are a warning's) and sends data out
 * to a literal host that is not local, anywhere in the file: the collector a GhostAction-style
 * workflow runs as `.github/stats.py`. Apart from `wholeEnvironmentSent`'s few lines: what is picked
 * is secrets by design, not a debugging dump. A picker that blanks or drops what it picks (a log
 * scrubber's `"***"`, `del os.environ[k]`) is not reported; a secrets sync to a platform's API is (the
 * platform may be anyone's account).
 */
function secretNamedEnvironmentSent(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], language: CodeLanguage, carried: readonly boolean[]): KeyedFinding | null {
  if (language === 'shell') return shellSecretNamedEnvironmentSent(path, lines, texts, carried);
  const whole = WHOLE_ENVIRONMENT[language];
  if (whole === undefined) return null;
  const pass = ENVIRONMENT_PASS_THROUGH[language];
  const added = [...addedCodeLines(lines, texts, carried)];
  let picked: ChangedLine | null = null;
  let sent: ChangedLine | null = null;
  const hosts = new Set<string>();
  for (let k = 0; k < added.length; k += 1) {
    const at = added[k];
    if (at === undefined) continue;
    const { l, t } = at;
    const code = pass === undefined ? t.code : t.code.replace(pass, ' ');
    if (whole.test(code)) {
      const window = added.slice(k, k + NAME_TEST_WINDOW + 1).filter((w) => w.l.hunk === l.hunk && w.l.line - l.line <= NAME_TEST_WINDOW + 2);
      const tests = window.some((w) => [...w.t.code.matchAll(LITERAL)].some((m) => SECRET_NAME_TEST.test(m[2] ?? '')));
      if (tests && window.some((w) => ENVIRONMENT_VALUE.test(w.t.code)) && !window.some((w) => SECRETS_HIDDEN.test(w.t.code))) {
        picked = l;
        break;
      }
    }
  }
  if (picked === null) return null;
  // What is sent, and where, is read only once a pick is found (the file's every added line).
  for (const { l, t } of added) {
    if (sent === null && (sendsData(t.code, language) || REQUEST_CALL.test(t.code))) sent = l;
    for (const host of urlHosts(t.code)) hosts.add(host.toLowerCase());
    HOST_OPTION.lastIndex = 0;
    for (const m of t.code.matchAll(HOST_OPTION)) if (m[2]?.includes('.') === true) hosts.add(m[2].toLowerCase());
  }
  if (sent === null) return null;
  const remote = [...hosts].filter((h) => !LOCAL_HOST.test(h));
  if (remote.length === 0) return null;
  return makeFinding({
    id: 'suspicious-network-endpoint',
    severity: 'high',
    title: 'Environment variables named like secrets are collected and sent over the network',
    detail: `Line ${picked.line} walks the environment and picks the variables whose names say token, secret, key or password (every secret of the CI job or machine this runs on, whatever its name), and line ${sent.line} sends data out (${remote.slice(0, 3).join(', ')}). That is the shape of credential theft (the GhostAction workflows of September 2025 ran such a collector). Send only the values the service needs, by name, or explain this one.`,
    path,
    line: picked.line,
    subject: 'environment-secrets-sent',
  });
}

/**
 * secretNamedEnvironmentSent for a shell script: its added lines pick the variables named like
 * secrets, take their values and send them out (secretNamedVariablesSent: `for v in $(compgen -e |
 * grep -i token)` with `${!v}`, `env | grep -iE 'key|token' | curl -d @- …`).
 */
function shellSecretNamedEnvironmentSent(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], carried: readonly boolean[]): KeyedFinding | null {
  const added = [...addedCodeLines(lines, texts, carried)];
  const found = secretNamedVariablesSent(added.map(({ t }) => t.code));
  if (found === null) return null;
  const picked = added[found.picked]?.l;
  const sent = added[found.sent]?.l;
  if (picked === undefined || sent === undefined) return null;
  return makeFinding({
    id: 'suspicious-network-endpoint',
    severity: 'high',
    title: 'Environment variables named like secrets are collected and sent over the network',
    detail: `Line ${picked.line} lists the environment's variables and picks those whose names say token, secret, key or password (every secret of the CI job or machine this runs on, whatever its name), their values are read, and line ${sent.line} sends them out (${found.hosts.slice(0, 3).join(', ')}). That is the shape of credential theft (the GhostAction workflows of September 2025 and the Shai-Hulud worm collected secrets so). Send only the values the service needs, by name, or explain this one.`,
    path,
    line: picked.line,
    subject: 'environment-secrets-sent',
  });
}

/**
 * `suspicious-network-endpoint`, high: added program code reads a secret from the environment by a
 * name that says what it is for (`NPM_TOKEN`, `ACME_DEPLOY_KEY`) and sends it as data (not as a
 * header or a client's credential) in a request, on the same line or within a few lines of the same
 * hunk, to literal URLs none of which is that service's or carries that product's name (host or path:
 * `www.google.com/recaptcha/…` for `RECAPTCHA_SECRET`). The GhostAction shape in program code.
 */
function secretSentElsewhere(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], language: CodeLanguage, carried: readonly boolean[]): KeyedFinding | null {
  const shell = language === 'shell';
  // A shell script's variables that hold an environment variable's value, or what a command made of
  // it (`t=$(echo "$GITHUB_TOKEN" | base64 -w0)`, `export T="$NPM_TOKEN"`), by that variable's name,
  // in the hunk that assigns them: a later curl that sends `$t` sends the secret.
  const holders = new Map<string, string>();
  let holderHunk = -1;
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment || carried[i] === true) continue;
    if (shell ? !t.code.includes('$') : !t.code.includes('env') && !t.code.includes('ENV')) continue;
    if (shell && l.hunk !== holderHunk) {
      holders.clear();
      holderHunk = l.hunk;
    }
    // A shell script reads the environment as `$NAME`, `${NAME}` (upper-case names: the script's own variables are lower-case by custom).
    const reads = shell ? [...t.code.matchAll(SHELL_VARIABLE_READ)].map((m) => m[1] ?? '') : [];
    const read = shell ? [...reads.filter((n) => /^[A-Z][A-Z0-9_]{1,80}$/.test(n)), ...reads.flatMap((n) => holders.get(n) ?? [])] : [];
    const assigned = shell ? SHELL_ASSIGNMENT.exec(t.code)?.[1] : undefined;
    if (assigned !== undefined && read.length > 0 && holders.size < MAX_SECRET_HOLDERS && !CREDENTIAL_CONTEXT.test(t.code)) {
      holders.set(assigned, read[0]!);
    }
    if (CREDENTIAL_CONTEXT.test(t.code) || (shell && SHELL_CREDENTIAL_OPTION.test(t.code))) continue;
    const names = shell ? read : [...t.code.matchAll(ENV_VARIABLE_READ)].map((m) => m[1] ?? '').filter((n) => n !== '');
    if (names.length === 0) continue;
    const window: string[] = [];
    let sends = false;
    // A shell line sends what it reads itself (the secret on the curl line); a program reads it a few lines before the request.
    const span = shell ? 0 : SECRET_SEND_WINDOW;
    // The window stays in the function that reads the secret: a request of the function defined
    // just above or below (an `init()` that builds an SDK client beside a `notify()`) is not its.
    let from = Math.max(0, i - span);
    let to = Math.min(lines.length - 1, i + span);
    for (let j = i; j > from; j -= 1) if (definesFunction(texts[j]?.code ?? '')) from = j;
    for (let j = i + 1; j <= to; j += 1) {
      if (definesFunction(texts[j]?.code ?? '')) {
        to = j - 1;
        break;
      }
    }
    for (let j = from; j <= to; j += 1) {
      const w = lines[j];
      if (w === undefined || w.hunk !== l.hunk || w.sign === '-') continue;
      const code = texts[j]?.code ?? '';
      window.push(code);
      // A GET sends what its URL carries too (`file_get_contents("https://…?k=" . getenv("AWS_SECRET_ACCESS_KEY"))`).
      sends ||= sendsData(code, language) || REQUEST_CALL.test(code);
      // curl and wget send what their URL carries too (`curl "https://…/?t=$NPM_TOKEN"`).
      sends ||= shell && /\b(?:curl|wget)\b/.test(code);
    }
    if (!sends) continue;
    const text = window.join('\n');
    // URLs, and the host option of a request (`https.request({ hostname: 'api.x.dev', … })`).
    const urls = [...[...text.matchAll(shell ? SHELL_URL : CODE_URL)].map((m) => m[1] ?? ''), ...[...text.matchAll(HOST_OPTION)].map((m) => m[2] ?? '').filter((h) => h.includes('.'))].map((u) => u.toLowerCase());
    const places = urls.filter((u) => !LOCAL_HOST.test(u.split(/[/:]/, 1)[0] ?? ''));
    if (places.length === 0 || places.length !== urls.length || places.some((u) => /\/(?:oauth2?|token|login|auth|sessions?)\b/.test(u))) continue;
    const secret = names.find((n) => secretNamedForOtherPlace(n, places));
    if (secret === undefined) continue;
    const hosts = [...new Set(places.map((u) => u.split(/[/:]/, 1)[0] ?? ''))];
    // Read through a variable of the script that an earlier line set from it (`$T` for `T=$(echo "$GITHUB_TOKEN" | base64)`).
    const holder = shell && !reads.includes(secret) ? reads.find((n) => holders.get(n) === secret) : undefined;
    // A host dressed as the secret's service (`awsstatus-cdn.com` for AWS_SECRET_ACCESS_KEY): a look-alike collector.
    const dressed = hosts.filter((h) => placeDressedAsSecretService(secret, h));
    return makeFinding({
      id: 'suspicious-network-endpoint',
      severity: dressed.length > 0 ? 'critical' : 'high',
      title: dressed.length > 0 ? `A secret is sent to ${dressed.join(', ')}, a host dressed as its service's` : `A secret named for another service is sent to ${hosts.join(', ')}`,
      detail: `Line ${l.line} reads ${secret} from the environment${holder === undefined ? '' : ` (through $${holder}, which an earlier line set from it)`} and sends it as data in a request to ${hosts.join(', ')}, which is not the service or product its name is for${dressed.length > 0 ? ' though its name is dressed as that service\u2019s (a look-alike collector)' : ''}: a credential goes to its own service, as a header or a client's login; code that posts one elsewhere is taking it (the GhostAction workflows of September 2025 did so with each repository's own secret names). Send it only to its service, or explain this one.`,
      path,
      line: l.line,
      subject: `secret-sent:${secret}`,
    });
  }
  return null;
}

/**
 * `obfuscated-code`, high, at the first added shell line that decompresses or deciphers data and runs
 * the result (`… | tr "\5-\51" "\0-\377" | xz -dc | sh`, `eval "$(gzip -dc fixture.gz)"`): the
 * xz-utils backdoor (CVE-2024-3094) unpacked its stage from a test file so. In scripts and tests
 * alike (a test script runs in CI and on every developer's machine).
 */
function unpackedDataRun(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[]): KeyedFinding | null {
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment) continue;
    const unpacks = SHELL_UNPACK.test(t.code);
    // Piped into a shell or an interpreter, or run as a command substitution's output (`eval "$(… | xz -d)"`, `sh -c "$(base64 -d …)"`).
    if (!(unpacks && pipesIntoInterpreter(t.code)) && !runsDecodedSubstitution(t.code)) continue;
    return makeFinding({
      id: 'obfuscated-code',
      severity: 'high',
      title: unpacks ? 'Unpacked data is run as code' : 'Encoded payload is decoded and executed',
      detail: 'This line decompresses, decodes or deciphers data (xz, gzip, bzip2, zstd, base64, openssl, a tr byte substitution) and runs the result in a shell or an interpreter (piped in, or through `eval "$(…)"`, `sh -c "$(…)"`, `source <(…)`): the code that runs is in no file a reviewer reads. The xz-utils backdoor (CVE-2024-3094) unpacked its stage from a test file this way. Ask for the plain source.',
      path,
      line: l.line,
      subject: 'obfuscated',
    });
  }
  return null;
}

/**
 * Where a shell hunk's decoded text goes: the variables it is assigned to, the files it is written
 * to, whether it is printed (to standard output, where a substitution around it or a function the
 * hunk defines may catch it), the functions the hunk defines, and whether text is assembled from
 * pieces (assemblesHiddenText), with nowhere to go the lines show (loose: any sink of the hunk).
 */
interface ShellDecodes {
  readonly names: Set<string>;
  readonly files: Set<string>;
  readonly functions: Set<string>;
  printed: boolean;
  loose: boolean;
}

/** A shell line's decoded output written to a file (`… | base64 -d > key.pem`, `base64 --decode x >> y`): the file in group 1. */
const SHELL_DECODED_REDIRECT = /(?<![\d&])>{1,2}\s*["']?([\w./~${}-]{1,200})/;
/** Where a decoded line's output goes on to another program than a shell (`| gpg --import`, `| tar xz`): data for a tool. */
const PIPED_ON = /\|(?!\|)/;
/** A shell function's definition (`decode() {`, `function decode {`, `function decode() {`): its name in group 1 or 2. */
const SHELL_FUNCTION = /^\s{0,40}(?:function\s{1,10}([A-Za-z_][\w-]{0,60})|([A-Za-z_][\w-]{0,60})\s{0,4}\(\s{0,4}\))/;
/** A variable or argument read on a shell line (`$P`, `${P}`, `"$1"`, `$@`): what text decoded in a multi-line substitution may be held in. */
const SHELL_ANY_VARIABLE = /\$\{?[A-Za-z_\d@*]/;

/** The ShellDecodes of a hunk, made when first asked for. */
function shellDecodesOf(decodes: Map<number, ShellDecodes>, hunk: number): ShellDecodes {
  let entry = decodes.get(hunk);
  if (entry === undefined) {
    entry = { names: new Set(), files: new Set(), functions: new Set(), printed: false, loose: false };
    decodes.set(hunk, entry);
  }
  return entry;
}

/**
 * Records what a shell line that decodes does with the text (ShellDecodes): assigned to a variable
 * (`P=$(echo … | base64 -d)`, `export P=…`), written to a file (`> /tmp/run.sh`, `-o x`, `xxd -r in
 * out`), or, when it neither names where it goes nor hands it to another program, printed. A decode
 * piped into a tool (`| gpg --import`, `| tar xz`) feeds that tool, not a later sink. Text assembled
 * from pieces is loose. Also notes the functions the hunk defines (a printed decode may be one's output).
 */
function noteShellDecode(decodes: Map<number, ShellDecodes>, hunk: number, code: string): void {
  const defined = SHELL_FUNCTION.exec(code);
  if (defined !== null) {
    const entry = shellDecodesOf(decodes, hunk);
    if (entry.functions.size < 20) entry.functions.add(defined[1] ?? defined[2] ?? '');
  }
  const hidden = assemblesHiddenText(code);
  if (!DECODE.test(code) && !hidden) return;
  const entry = shellDecodesOf(decodes, hunk);
  if (entry.names.size + entry.files.size >= 20) {
    entry.loose = true;
    return;
  }
  const assigned = SHELL_ASSIGNMENT.exec(code)?.[1];
  const after = code.slice(Math.max(0, code.search(DECODE)));
  const file = SHELL_DECODED_REDIRECT.exec(code)?.[1] ?? decodedOutputOption(after) ?? undefined;
  if (assigned !== undefined) entry.names.add(assigned);
  else if (file !== undefined) {
    // Into /dev/null: nowhere a sink reads.
    if (!file.startsWith('/dev/')) entry.files.add(file.replace(/["'{}]/g, ''));
  }
  else if (hidden) entry.loose = true;
  else if (!PIPED_ON.test(after)) entry.printed = true;
}

/** Whether a shell line opens a substitution it does not close (`eval "$(`, `` sh -c "` ``) or goes on to the next line (`\`): what the next lines print may be its text. */
function opensOnward(code: string): boolean {
  let open = 0;
  for (const c of code) if (c === '(') open += 1;
  else if (c === ')') open -= 1;
  return open > 0 || code.split('`').length % 2 === 0 || code.trimEnd().endsWith('\\');
}

/**
 * Whether a shell sink line may run what its hunk decoded (noteShellDecode): it decodes itself, or
 * names a variable or a file the decoded text went to, or the hunk decoded loosely; a decode printed
 * to standard output only reaches a sink that reads a variable (the text caught by a multi-line
 * `P=$(` … `)`), calls a function the hunk defines, or opens a substitution the next lines fill:
 * not `eval "$(./tool env)"` or `` eval `ssh-agent -s` `` beside `echo "$CERT" | base64 -d`.
 */
function shellSinkGetsDecoded(decodes: ShellDecodes | undefined, code: string): boolean {
  if (decodes === undefined) return false;
  if (decodes.loose || DECODE.test(code)) return true;
  if (decodes.printed && (SHELL_ANY_VARIABLE.test(code) || opensOnward(code) || [...decodes.functions].some((name) => new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`).test(code)))) return true;
  for (const name of decodes.names) if (new RegExp(`\\$\\{?${escapeRegExp(name)}(?!\\w)`).test(code)) return true;
  const plain = code.replace(/["'{}]/g, '');
  for (const file of decodes.files) if (plain.includes(file)) return true;
  return false;
}

/** A decompressor in program code: the reader or call that unpacks data (`gzip.NewReader(`, `lzma.decompress(`, `zlib.gunzipSync(`, `GzDecoder::new(`). */
const CODE_UNPACK: Partial<Record<CodeLanguage, RegExp>> = {
  go: /\b(?:gzip|zlib|bzip2|xz|lzma|flate|zstd|lz4)\.NewReader\s*\(/,
  python: /\b(?:lzma|gzip|bz2|zlib)\.(?:decompress|open)\s*\(/,
  js: /\b(?:gunzipSync|inflateSync|inflateRawSync|unzipSync|brotliDecompressSync)\s*\(/,
  rust: /\b(?:GzDecoder|XzDecoder|ZlibDecoder|BzDecoder|MultiGzDecoder)::new\s*\(/,
};
/** A shell started with no script of its own, so that it runs what it is fed on stdin: `exec.Command("sh")`, `subprocess.run(["sh"], input=…)`, `spawnSync('bash', [], { input })`, `Command::new("sh")` with no argument. */
const SHELL_WITHOUT_SCRIPT: Partial<Record<CodeLanguage, RegExp>> = {
  go: /\bexec\.Command(?:Context)?\s*\((?:\s*ctx,)?\s*"(?:\/(?:usr\/)?bin\/)?(?:ba|z|da)?sh"\s*\)/,
  python: /\bsubprocess\.(?:run|call|check_call|check_output|Popen)\s*\((?:\s*\[)?\s*["'](?:\/(?:usr\/)?bin\/)?(?:ba|z|da)?sh["'](?:\s*\])?\s*,[^\n]{0,200}\b(?:input|stdin)\s*=/,
  js: /\b(?:spawnSync|execFileSync)\s*\(\s*["'`](?:\/(?:usr\/)?bin\/)?(?:ba|z|da)?sh["'`]\s*,\s*\[\s*\]\s*,\s*\{[^\n}]{0,200}\binput\s*:|\bexecSync\s*\(\s*["'`](?:ba|z|da)?sh["'`]\s*,\s*\{[^\n}]{0,200}\binput\s*:/,
  rust: /\bCommand::new\s*\(\s*"(?:\/(?:usr\/)?bin\/)?(?:ba|z|da)?sh"\s*\)(?!\s*\.\s*args?\s*\()/,
};
/** What hands a Go or Rust command its input: `cmd.Stdin = r`, `.stdin(Stdio::piped())`. */
const STDIN_GIVEN: Partial<Record<CodeLanguage, RegExp>> = { go: /\.Stdin\s*=/, rust: /\.stdin\s*\(/ };

/**
 * `obfuscated-code`, high: unpackedDataRun in program and test code. A hunk that decompresses data
 * (CODE_UNPACK) and starts a shell with no script of its own, fed on stdin (SHELL_WITHOUT_SCRIPT):
 * the shell runs what was unpacked, which no file a reviewer reads shows (the xz-utils backdoor's
 * shape in a Go `TestMain` or a Python test helper that unpacks a "corrupt" fixture).
 */
function unpackedDataIntoShell(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], language: CodeLanguage): KeyedFinding | null {
  const unpack = CODE_UNPACK[language];
  const shell = SHELL_WITHOUT_SCRIPT[language];
  if (unpack === undefined || shell === undefined) return null;
  const stdin = STDIN_GIVEN[language];
  const unpacked = new Set<number>();
  const fed = new Set<number>();
  const shells = new Map<number, ChangedLine>();
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment) continue;
    if (unpack.test(t.code)) unpacked.add(l.hunk);
    if (stdin === undefined || stdin.test(t.code)) fed.add(l.hunk);
    if (shell.test(t.code) && !shells.has(l.hunk)) shells.set(l.hunk, l);
  }
  for (const [hunk, at] of shells) {
    if (!unpacked.has(hunk) || !fed.has(hunk)) continue;
    return makeFinding({
      id: 'obfuscated-code',
      severity: 'high',
      title: 'Unpacked data is run as code',
      detail: `This hunk decompresses data and line ${at.line} starts a shell with no script of its own, fed on stdin: the shell runs what was unpacked, and that code is in no file a reviewer reads. The xz-utils backdoor (CVE-2024-3094) unpacked its stage from a test file this way. Ask for the plain source.`,
      path,
      line: at.line,
      subject: 'obfuscated',
    });
  }
  return null;
}

/**
 * `dns-exfiltration` at the first added line that looks up a name built from data (a secret, the
 * environment, an encoding, the user's name) in front of a literal domain: critical for secrets and
 * the environment, high otherwise. The data is read from the line and the lines of its hunk above it.
 */
function dnsExfiltrationFinding(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], language: CodeLanguage): KeyedFinding | null {
  /** What the script's variables hold, from its added assignments in order (`D=$(… | base64)` before `nslookup "$D.x.tld"`). */
  const variables: ShellVariables = new Map();
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment) continue;
    let lookup: DnsLookup | null;
    if (language === 'shell') {
      lookup = dnsLookupInShell(t.code, undefined, variables);
      noteShellVariable(t.code, variables);
    } else {
      const before: string[] = [];
      for (let j = i - 1; j >= 0 && before.length < DNS_DATA_WINDOW; j -= 1) {
        const b = lines[j];
        if (b === undefined || b.hunk !== l.hunk) break;
        if (b.sign !== '-') before.unshift(texts[j]?.code ?? '');
      }
      lookup = dnsLookupInCode(t.code, before);
    }
    if (lookup === null) continue;
    const what = { secret: 'a secret', environment: 'the environment', encoded: 'encoded data', identity: "the user's name" }[lookup.data];
    return makeFinding({
      id: 'dns-exfiltration',
      severity: lookup.data === 'secret' || lookup.data === 'environment' ? 'critical' : 'high',
      title: `Data is sent out in a DNS lookup of *.${lookup.domain}`,
      detail: `Line ${l.line} looks up a name built from ${what} in front of ${lookup.domain}: the lookup carries those labels to the name server of that domain, whoever runs it, past any firewall that only watches web traffic. Dependency-confusion beacons and npm and PyPI stealers send data so. Fix: remove it; if it ran with secrets in reach, rotate them.`,
      path,
      line: l.line,
      subject: `dns:${lookup.domain}`,
    });
  }
  return null;
}

/**
 * `suspicious-network-endpoint` at the first added line that talks to a bare public IP address or a
 * paste, tunnel or webhook service; `inputHunks`, the hunks that read input. In a test (`test`) only
 * such a line in a hunk that takes the whole environment or a secret counts: tests name example
 * hosts, but a test that sends the environment out steals CI's secrets.
 */
/** Where a line puts a value into what a request sends: a body, JSON or form data, a query string. */
const REQUEST_BODY = /\bbody\s*:|\bJSON\.stringify\s*\(|\bjson\s*=|\bdata\s*=|\bparams\s*=|\bPostForm\b|\bURLSearchParams\s*\(|\bjson\.dumps\s*\(|\bjson\.Marshal\s*\(|--data|\s-d\s/;
/** A secret given where a request authenticates: the credential of the service it calls. */
const AUTH_PLACE = /authorization|\bauth\b|headers?\b|bearer|x-api-key/i;
/** A POST the send rules may not name: `method: 'POST'`, `requests.post`, `http.Post`, `.post(`. */
const POST_CALL = /\bmethod\s*:\s*['"`]POST|\b(?:requests|httpx|session|client|axios)\.post\s*\(|\bhttp\.Post(?:Form)?\s*\(/i;

/**
 * A test whose added line puts a secret-named environment variable into the body of a request
 * (`body: JSON.stringify({ t: process.env.NPM_TOKEN })`, `json={"k": os.environ["AWS_SECRET_ACCESS_KEY"]}`)
 * while its hunk sends data out and names a URL that is not local or an example host: the CI job's
 * secret posted to a host of the test's choosing. High. A secret in a header or an auth argument
 * (the credential of the service the test calls) is not this.
 */
function testSendsSecret(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], language: CodeLanguage): KeyedFinding | null {
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment || !REQUEST_BODY.test(t.code) || AUTH_PLACE.test(t.code)) continue;
    const secret = secretEnvironmentRead(t.code, language);
    if (secret === null) continue;
    const hunk = lines.filter((h) => h.hunk === l.hunk && h.sign === '+');
    if (!hunk.some((h) => sendsData(h.text, language) || POST_CALL.test(h.text))) continue;
    const remote = hunk.flatMap((h) => urlHosts(h.text)).find((host) => !LOCAL_HOST.test(host));
    if (remote === undefined) continue;
    return makeFinding({
      id: 'suspicious-network-endpoint',
      severity: 'high',
      title: `A test sends ${secret} to ${remote}`,
      detail: `This test puts ${secret}, read from the environment, into the body of a request to ${remote}. Tests run in CI on every pull request with the job's secrets in the environment, and on developers' machines: this sends the secret to a host the test chose. Remove it; a test that needs a service should authenticate to it in a header, against a mock or a documented test endpoint.`,
      path,
      line: l.line,
      subject: 'network',
    });
  }
  return null;
}

function networkEndpointFinding(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], inputHunks: ReadonlySet<number>, options: { test: boolean; carried?: readonly boolean[] }): KeyedFinding | null {
  // Hunks whose added code opens a raw socket: there a bare IP literal is the host it connects to (`s.connect(("45.61.136.21", 443))`, or `HOST = "45.61.136.21"` then the call).
  const socketHunks = new Set<number>();
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l !== undefined && t !== undefined && l.sign === '+' && !t.isComment && SOCKET_CALL.test(t.code)) socketHunks.add(l.hunk);
  }
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment || options.carried?.[i] === true) continue;
    const ip = publicIpUrl(t.code) ?? ipInHostname(t.code) ?? (socketHunks.has(l.hunk) ? quotedPublicIp(t.code) : null);
    const publicIp = ip !== null;
    const host = EXFIL_HOST.exec(t.code);
    if (!publicIp && host === null) continue;
    const environment = inputHunks.has(l.hunk);
    if (options.test && !environment) continue;
    return makeFinding({
      id: 'suspicious-network-endpoint',
      severity: environment ? 'high' : 'medium',
      title: publicIp ? 'Network call to a raw IP address' : `Network call to ${host?.[0] ?? 'a paste or webhook service'}`,
      detail: options.test
        ? `This test talks to ${publicIp ? `a bare public IP address (${ip ?? ''})` : `a paste, tunnel or webhook service (${host?.[0] ?? ''})`} and takes the whole environment (or a secret) in the same hunk. Tests run in CI on every pull request, with the job's token and secrets in the environment: this is the shape of a test that sends them out. Remove it, or mock the endpoint.`
        : `This line talks to ${publicIp ? `a bare public IP address (${ip ?? ''})` : `a paste, tunnel or webhook service (${host?.[0] ?? ''})`}${environment ? ', with environment or request input in the same hunk: the shape of data being sent out' : ''}. Services like these are where stolen data and second-stage payloads go; use a named, documented endpoint, or explain this one.`,
      path,
      line: l.line,
      subject: 'network',
    });
  }
  return null;
}

/**
 * The lines a PR removes and adds, two ways:
 * - as multisets a line of the other side can take one from (`removedCode` and `addedCode`: program
 *   code outside tests, what the line rules read; `removedAnyFile`: every file read for secrets),
 *   compared by indentation and text without whitespace, quote style, trailing `,`/`;` or a PHP
 *   namespace backslash (`\CURLOPT_URL`): what formatters change, nor, in program code, a trailing
 *   comment (`//nolint:gosec` added to a line). Such a line is carried over,
 *   not written, and no rule reports it again. The indentation stays part of the line, so a line
 *   moved out of the block that guarded it is not carried;
 * - `has`: the text with whitespace collapsed, indentation aside, for a line that the PR moves into
 *   another file that holds code (into a new convention plugin's class body), or deeper into a block
 *   of the same file (re-indented, wrapped): the line rules report it one step lower, titled
 *   "(moved)". A line indented less than where it was removed may have left the block that guarded
 *   it: it counts as new.
 */
export interface MovedLines {
  readonly removedCode: LinePool;
  readonly addedCode: LinePool;
  readonly removedAnyFile: LinePool;
  /** True when the PR also has `text` on a line of the other sign (`+` asks the removed lines) in another file than `path`, indentation aside. */
  has(sign: '+' | '-', text: string, path: string): boolean;
  /**
   * True when `path` adds the removed line `text` again, indented deeper: the line was wrapped into
   * a new block (`if (header !== '') { … }` around the two lines that set a header), not removed.
   */
  rewrapped(text: string, path: string): boolean;
}

const movedKey = (text: string): string => text.replace(/\s+/g, ' ').trim();
/**
 * JavaScript: an ES private name (`this.#internals`, `#internals = …`) spelled as the underscore
 * convention it replaces (`this._internals`): a class whose members a PR makes private (got's "Use
 * private class internals in Options", `this._internals.maxHeaderSize = value;` to
 * `this.#internals.maxHeaderSize = value;`) carries its lines over. A `#` after a word character,
 * `$`, a quote or a backslash (`'#main'`, a string's selector) is kept.
 */
const ES_PRIVATE_NAME = /(?<![\w$#'"`\\])#(?=[A-Za-z_$])/g;
/**
 * Ruby: a command literal written `%x[…]`, `%x(…)` or `%x{…}` (group 1, 2 or 3 its command), which
 * is the backtick command it replaces (RuboCop's Style/CommandLiteral: `` `git ls-files -z` `` to
 * `%x[git ls-files -z]`, a replay of a Ruby build tool as a first contribution). Bounded, one pass.
 */
const RUBY_PERCENT_COMMAND = /%x(?:\[([^\]`]{0,2000})\]|\(([^)`]{0,2000})\)|\{([^}`]{0,2000})\})/g;
/**
 * A line's code as the carried-line pools compare it: in Python, its annotations spelled one way
 * (annotationsRewritten); in PHP, without its type declarations (withoutPhpTypes: guzzle's "Added type
 * annotation" gave `__construct($strictMode = false, …)` its `bool` and was told a strict mode was
 * switched off); in JavaScript, private names spelled with `_` (ES_PRIVATE_NAME); in Ruby, `%x[…]`
 * commands written in backticks (RUBY_PERCENT_COMMAND).
 */
const carriedCode = (code: string, language: CodeLanguage | null): string =>
  language === 'python'
    ? annotationsRewritten(code)
    : language === 'php'
      ? withoutPhpTypes(code)
      : language === 'js' && code.includes('#')
      ? code.replace(ES_PRIVATE_NAME, '_')
      : language === 'ruby' && code.includes('%x')
        ? code.replace(RUBY_PERCENT_COMMAND, (_, a?: string, b?: string, c?: string) => `\`${a ?? b ?? c ?? ''}\``)
        : code;

function movedLinesOf(snapshot: PrSnapshot, info: (path: string) => CodePathInfo): MovedLines {
  const keys = new Map<string, string | null>();
  const removedCode = new LinePool(keys);
  const addedCode = new LinePool(keys);
  const removedAnyFile = new LinePool(keys);
  for (const file of snapshot.files) {
    if (file.patch === null) continue;
    const fileInfo = info(file.path);
    if (fileInfo.category === 'lockfile' || fileInfo.category === 'binary') continue;
    const language = languageOf(file.path);
    const program = !fileInfo.isTest && language !== null && (fileInfo.category === 'source' || fileInfo.category === 'other' || fileInfo.category === 'config');
    for (const l of changedLines(file.patch, MAX_LINES_PER_FILE)) {
      if (l.sign === '-') removedAnyFile.add(l.text);
      // Program code is compared without its trailing comment: `//nolint:gosec` added to a line does not write it anew.
      // Python: annotations as PEP 585/604 spell them (`typing.Optional[int]` is `int | None`), so a line only respelled is carried.
      if (program) (l.sign === '-' ? removedCode : addedCode).add(carriedCode(codeText(l.text, language).code, language));
    }
  }
  // Text -> where it stands on each side: the file and the line's indentation.
  type Places = Map<string, { path: string; indent: number }[]>;
  let sides: { added: Places; removed: Places } | null = null;
  const build = (): { added: Places; removed: Places } => {
    const added: Places = new Map();
    const removed: Places = new Map();
    for (const file of snapshot.files) {
      if (file.patch === null) continue;
      if (!holdsCode(file.path, info(file.path))) continue;
      for (const l of changedLines(file.patch, MAX_LINES_PER_FILE)) {
        const key = movedKey(l.text);
        if (key === '') continue;
        const side = l.sign === '+' ? added : removed;
        const places = side.get(key) ?? [];
        places.push({ path: file.path, indent: indentOf(l.text) });
        side.set(key, places);
      }
    }
    return { added, removed };
  };
  return {
    removedCode,
    addedCode,
    removedAnyFile,
    has(sign, text, path) {
      sides ??= build();
      const places = (sign === '+' ? sides.removed : sides.added).get(movedKey(text));
      if (places === undefined) return false;
      // From another file: moved. Within the file, an added line indented deeper than where it
      // was removed went into a block (re-indented, wrapped); one indented less may have left the
      // block that guarded it, and a removed line is only moved when another file has it.
      const indent = indentOf(text);
      return places.some((place) => place.path !== path || (sign === '+' && indent > place.indent));
    },
    rewrapped(text, path) {
      sides ??= build();
      const places = sides.added.get(movedKey(text));
      if (places === undefined) return false;
      const indent = indentOf(text);
      return places.some((place) => place.path === path && place.indent > indent);
    },
  };
}

/**
 * Whether a file holds code a line can move from or to: a language is known, and it is not a test,
 * documentation, a lockfile, a binary, generated or vendored (a build script written in a language,
 * such as build.gradle.kts or setup.py, counts).
 */
function holdsCode(path: string, info: CodePathInfo): boolean {
  const category = info.category;
  if (info.isTest || category === 'docs' || category === 'lockfile' || category === 'binary' || category === 'generated' || category === 'vendored') return false;
  return languageOf(path) !== null && !isDeclarationFile(path);
}

/**
 * Whether a Rust file's hunks read the same before and after once rustfmt's layout is set aside
 * (logicChanged's `rust` reading): each hunk's old side (context and removed lines) against its new
 * side (context and added lines), so that an arm's block whose `}` or `=> {` is an unchanged line
 * is still seen whole. Comment lines and documentation attributes are left out, as for the changed lines.
 */
function rustSidesAlike(patch: string, numbersAreData: boolean): boolean {
  const sides: { before: string[]; after: string[] }[] = [];
  walkPatch(patch, (first, text, _line, hunk) => {
    if (first !== 32 /* space */ && first !== 43 /* + */ && first !== 45 /* - */) return true;
    const t = codeText(text, 'rust');
    if (t.isComment || t.masked.trim() === '' || isDocumentationAttribute(t.code, 'rust')) return true;
    const code = claimTextOf(t.code, inlineFormatArgs(t.code, t.masked));
    const side = (sides[hunk] ??= { before: [], after: [] });
    if (first !== 43) side.before.push(code);
    if (first !== 45) side.after.push(code);
    return true;
  });
  const openers = useTreeOpeners(patch);
  const before: string[] = [];
  const after: string[] = [];
  for (const [hunk, side] of sides.entries()) {
    if (side === undefined) continue;
    pushAll(before, withUseTreesJoined(side.before, openers[hunk]));
    pushAll(after, withUseTreesJoined(side.after, openers[hunk]));
  }
  return !logicChanged(after, before, { numbersAreData, rust: true });
}

/** A `use` tree left open on its line: `pub(crate) use crate::flags::{`, `use {`. */
const USE_OPENER = String.raw`(?:pub(?:\([\w:]{1,20}\))? )?use (?:[\w:]{1,200}::)?\{`;
/** A hunk header's context that opens a `use` tree: `@@ -36,7 +36,7 @@ pub(crate) use crate::flags::{`. */
const HUNK_USE_OPENER = new RegExp(String.raw`^@@ -\d{1,10}(?:,\d{1,10})? \+\d{1,10}(?:,\d{1,10})? @@ (${USE_OPENER})\s*$`);
const USE_OPENER_LINE = new RegExp(String.raw`^${USE_OPENER}$`);
/** A line of a use tree's inside: paths, names, `self`, `*`, `as`, braces and commas, and the `;` that ends it. */
const USE_TREE_LINE = /^[\w\s:{},*]{0,2000};?$/;
/** Lines one use tree is followed over. */
const MAX_USE_TREE_LINES = 400;

/** By hunk index, the `use` opener a hunk's header names (git's function context: the last line above the hunk that starts with a letter). */
function useTreeOpeners(patch: string): (string | undefined)[] {
  const openers: (string | undefined)[] = [];
  for (const line of patch.split('\n')) {
    if (!line.startsWith('@@ ')) continue;
    openers.push(HUNK_USE_OPENER.exec(line.slice(0, 400))?.[1]);
  }
  return openers;
}

/**
 * One side of a hunk with each `use` tree written over several lines joined into the one import
 * statement it is, so that rustfmt's 2024 style sorting names inside it (`parse::{parse,
 * ParseResult}` to `parse::{ParseResult, parse}`) compares as the same imports. A tree opened above
 * the hunk counts when the header names its opener (`@@ … @@ pub(crate) use crate::flags::{`), and
 * one the hunk ends in is closed where it ends. Only lines that hold nothing but a use tree's paths,
 * names, braces and commas are joined; any other line keeps the lines as they were.
 */
function withUseTreesJoined(lines: readonly string[], headerOpener: string | undefined): string[] {
  const out: string[] = [];
  let i = 0;
  let opener = headerOpener;
  while (i <= lines.length) {
    if (opener === undefined) {
      if (i === lines.length) break;
      const line = lines[i] ?? '';
      if (USE_OPENER_LINE.test(line.trim())) opener = line.trim();
      else out.push(line);
      i += 1;
      continue;
    }
    // Lines of the tree, up to the one that ends it with `;` or the end of the side.
    let end = i;
    let closed = false;
    while (end < lines.length && end - i < MAX_USE_TREE_LINES && USE_TREE_LINE.test((lines[end] ?? '').trim())) {
      end += 1;
      if ((lines[end - 1] ?? '').includes(';')) {
        closed = true;
        break;
      }
    }
    if (!closed && end < lines.length) {
      // Something else inside: not a use tree as far as these lines show.
      if (headerOpener === undefined || i > 0) out.push(opener);
      opener = undefined;
      continue;
    }
    let body = lines.slice(i, end).map((line) => line.trim()).join(' ');
    if (!closed) {
      const open = (`${opener} ${body}`.match(/\{/g) ?? []).length - (`${opener} ${body}`.match(/\}/g) ?? []).length;
      body = `${body}${'}'.repeat(Math.max(0, open))};`;
    }
    out.push(`${opener} ${body}`);
    opener = undefined;
    i = end;
    if (i === lines.length) break;
  }
  return out;
}

/** A line wholly inside a Ruby list of words or symbols, read as the data it is (no code, like a comment line). */
const WORD_LIST_LINE: CodeText = { masked: '', code: '', isComment: true };

/** `else:`, `} else {`, `else` alone: the other branch of the `if` above at the same indentation. */
const BARE_ELSE = /^(?:\}\s*)?else\s*[:{]?$/;
/** A condition that verification is on: the client's own option, not negated. */
const VERIFY_ON_CHECK = /\b(?:verify(?:_?ssl|_?certs?|_?tls)?|ssl_?verify\w*|check_?(?:ssl|cert)\w*|reject_?unauthorized)\b/i;
/** Lines an `else` is looked up from to the `if` it belongs to. */
const ELSE_REACH = 40;

/** Lines of a file's head content split for the rules that read it, at most. */
const MAX_CONTENT_ROWS = 50_000;
/** Lines above a changed line read from the head content, at most (the function around it, or the lines above it). */
const CONTENT_ABOVE = 300;
/** Lines of the head content read below an added line, inside its function (functionAround). */
const CONTENT_BELOW = 60;

/** `claim`: the PR's claim of no logic change; when there is one, work out whether the code changed. */
/** Names of functions that judge a password's quality: weak, default, common, banned, breached. */
/** A documentation folder's code samples: `docs/modules/ROOT/examples/…`, `doc/snippets/…`, `documentation/samples/…`. */
const DOCUMENTATION_EXAMPLE = /(?:^|\/)(?:docs?|documentation)\/(?:[^/]{1,100}\/){0,6}(?:examples?|samples?|snippets?)\//;

/**
 * Whether a line is a message's text: it starts with a string literal of words (a space between
 * letters), continued with `+` or written as a template or an f-string (`'size of ' + limit + '
 * exceeded',`, `` `size ${limit} exceeded` ``, `f"size {limit} exceeded"`). A dict key or header
 * name (`'Content-Length': n`) has no words and is not one.
 */
function isMessageLine(t: CodeText): boolean {
  const code = t.code.trimStart();
  const prefixed = /^[fF][rR]?["']/.test(code);
  const quote = code.charAt(prefixed ? code.search(/["']/) : 0);
  if (quote !== "'" && quote !== '"' && quote !== '`') return false;
  const open = code.indexOf(quote);
  const close = code.indexOf(quote, open + 1);
  const literal = code.slice(open + 1, close < 0 ? Math.min(code.length, 400) : close);
  if (!/[A-Za-z]{2}\s{1,3}[A-Za-z]/.test(literal)) return false;
  return quote === '`' || prefixed || /^\s*\S[^+]{0,400}\+/.test(t.masked);
}

/** A plain word of a sentence: letters, lower case after the first, perhaps a punctuation mark after it. */
const PLAIN_WORD = /^[A-Za-z][a-z]{1,30}[,.:;!?]?$/;

/**
 * A line's code with the contents of its sentence literals blanked: a string of three words or
 * more, two of them plain words (`'Cannot determine content-length for form-data with stream(s)'`,
 * the text of `throw new Error(…)`, `logger.warn(…)`), is words for a person, not a header it reads
 * or writes. A header name (`'content-length'`), a header line (`'Transfer-Encoding: chunked'`) or a
 * raw request (`'POST / HTTP/1.1\r\nContent-Length: 5'`) is not a sentence and is kept. Not for
 * Rust or shell, where an apostrophe in a word is no quote. One pass over the line.
 */
function withoutSentenceLiterals(t: CodeText, language: CodeLanguage | null): string {
  if (language === 'rust' || language === 'shell') return t.code;
  let out = '';
  let i = 0;
  while (i < t.code.length) {
    const ch = t.masked.charAt(i);
    if ((ch !== "'" && ch !== '"' && ch !== '`') || t.code.charAt(i) !== ch) {
      out += t.code.charAt(i);
      i += 1;
      continue;
    }
    const close = t.masked.indexOf(ch, i + 1);
    const end = close < 0 ? t.code.length : close;
    const content = t.code.slice(i + 1, end);
    const words = content.split(/\s+/).filter((w) => w !== '');
    const sentence = words.length >= 3 && words.filter((w) => PLAIN_WORD.test(w)).length >= 2;
    out += ch + (sentence ? ' '.repeat(content.length) : content) + (close < 0 ? '' : ch);
    i = end + 1;
  }
  return out;
}

/**
 * Whether an exemption a line names (`.permitAll()`, `@PermitAll`, `AllowAny`, `csrf_exempt`: one
 * name) stands in the function of the same name, as the hunk shows it or the head file does, or is
 * assigned to a property of that name: the framework defining the exemption it offers (`public …
 * permitAll() { return access(this.factory.permitAll()); }`, `this.permitAll =
 * this.factory.permitAll()`), not a route let through.
 */
function implementsExemption(matched: string, line: string, inHunk: () => string, inFile: () => string): boolean {
  const names = matched.match(/[A-Za-z_]\w{0,60}/g) ?? [];
  const name = names.length === 1 ? (names[0] ?? '').toLowerCase() : '';
  if (name === '') return false;
  const named = (fn: string): boolean => (fn.split('.').pop() ?? '').toLowerCase() === name;
  // Or a property of that name set to it (a Kotlin DSL's `this.permitAll = this.factory.permitAll()`).
  return named(ASSIGNED_PROPERTY.exec(line)?.[1] ?? '') || named(inHunk()) || named(inFile());
}

/** New-side lines read after an ignoring matcher for the chain's `.disable()`. */
const CHAIN_LINES_AFTER = 3;

/**
 * Whether a CSRF configuration's chain goes on to `.disable()` after an ignoring matcher: on the
 * rest of its line, or on the next new-side lines (blank lines and further ignoring matchers
 * skipped, at most CHAIN_LINES_AFTER).
 */
function csrfDisabledAfter(rest: string, line: number, newSide: ReadonlyMap<number, { readonly text: string }>): boolean {
  const disable = /^\s{0,40}\)?\s{0,3}\.\s{0,3}disable\s{0,3}\(\s{0,3}\)/;
  const tail = rest.indexOf(')');
  if (tail >= 0 && disable.test(rest.slice(tail + 1))) return true;
  for (let n = line + 1; n <= line + CHAIN_LINES_AFTER; n += 1) {
    const text = newSide.get(n)?.text;
    if (text === undefined) return false;
    if (text.trim() === '' || /^\s{0,40}\.\s{0,3}ignoring/.test(text)) continue;
    return disable.test(text);
  }
  return false;
}

/** A string literal of a line (group 1 or 2 its text), or a Ruby symbol (group 3: `except: :stripe`'s `stripe`). */
const STRING_LITERAL = /"([^"\\\n]{0,200})"|'([^'\\\n]{0,200})'|(?<![:\w]):([A-Za-z_]\w{0,60})/g;
/** Added lines read back from an exemption's line for the rest of its statement (`.requestMatchers(` over a rewrapped list). */
const MAX_STATEMENT_LINES = 10;

function stringsOf(code: string): string[] {
  return [...code.matchAll(STRING_LITERAL)].map((m) => m[1] ?? m[2] ?? `:${m[3] ?? ''}`);
}

/**
 * Whether an added exemption (`).permitAll()`) restates one its hunk removes: a removed line of the
 * same hunk holds the same exemption, and every string (or Ruby symbol) the added statement names (its line and the
 * added lines above it, back to the one that opens the chain's call with `.`) stood on such a removed
 * line. A matcher list rewrapped over lines, or requoted, exempts no new route; one that gains a path
 * (`"/js/**"` added to the permitted list) does, and one whose removed line asked for a login
 * (`.authenticated()`) holds no exemption to restate.
 */
function exemptionRestated(lines: readonly ChangedLine[], texts: readonly CodeText[], at: number, matched: string): boolean {
  const l = lines[at];
  if (l === undefined) return false;
  // Whitespace and parentheses aside (`protect_from_forgery(except: :stripe)` restates `protect_from_forgery except: :stripe`).
  const exemption = matched.replace(/[\s()]+/g, '');
  const removedStrings = new Set<string>();
  let removedExemption = false;
  for (let i = 0; i < lines.length; i += 1) {
    const r = lines[i];
    const t = texts[i];
    if (r === undefined || t === undefined || r.hunk !== l.hunk || r.sign !== '-' || t.isComment || !t.code.replace(/[\s()]+/g, '').includes(exemption)) continue;
    removedExemption = true;
    for (const text of stringsOf(t.code)) removedStrings.add(text);
  }
  if (!removedExemption) return false;
  // The statement's added lines, back from the exemption's own.
  for (let i = at, line = l.line; i >= 0 && at - i < MAX_STATEMENT_LINES; i -= 1, line -= 1) {
    const a = lines[i];
    const t = texts[i];
    if (a === undefined || t === undefined || a.sign !== '+' || a.hunk !== l.hunk || a.line !== line) break;
    if (stringsOf(t.code).some((text) => !removedStrings.has(text))) return false;
    if (i !== at && t.code.trimStart().startsWith('.')) break;
  }
  return true;
}

/** The removed (or added) lines of a file joined by newlines, as the added lines are for the secret scan, up to the same size. */
function signedLinesText(lines: readonly { readonly sign: string; readonly text: string }[], sign: '-' | '+' = '-'): string {
  let text = '';
  for (const l of lines) {
    if (l.sign !== sign) continue;
    if (text.length > MAX_SECRET_SCAN_CHARS) break;
    text += `${l.text}\n`;
  }
  return text;
}

/**
 * Secrets and private keys in the added lines of a file (joined, so a multi-line key is one match);
 * generic hits only outside tests, docs and example projects, and none on a line the PR carries from elsewhere.
 */
function secretFindings(path: string, info: CodePathInfo, lines: readonly ChangedLine[], moved: MovedLines, certificates: () => readonly LocalCertificate[]): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  const category = info.category;
  // Secrets: the added lines only, joined, so a multi-line private key is one match.
  const added = lines.filter((l) => l.sign === '+');
  let joined = '';
  const starts: number[] = [];
  for (const l of added) {
    if (joined.length > MAX_SECRET_SCAN_CHARS) break;
    starts.push(joined.length);
    joined += `${l.text}\n`;
  }
  const dot = path.lastIndexOf('.');
  const ext = dot > path.lastIndexOf('/') ? path.slice(dot) : '';
  const secretSeen = new Set<string>();
  // Tests, fixtures, docs and example projects hold throwaway keys on purpose (a TLS example's server.key).
  const testLike = info.isTest || category === 'docs' || isExampleProjectPath(path);
  // An added line that the PR removes elsewhere (a file moved or reformatted) brings no new secret.
  // Worked out only when there is a hit (most files have none), for every added line in order.
  let carriedSecret: boolean[] | null = null;
  // The file's removed lines, joined as the added ones are: a value they hold was in the base already.
  let removedText: string | null = null;
  for (const hit of findSecrets(joined, ext, { urlTest: info.isTest && isUrlTestName(path) })) {
    if (hit.generic && testLike) continue;
    let index = 0;
    while (index + 1 < starts.length && (starts[index + 1] ?? Infinity) <= hit.offset) index += 1;
    carriedSecret ??= added.map((l) => moved.removedAnyFile.take(l.text));
    if (carriedSecret[index] === true) continue;
    // An edited line that keeps the value its removed line had (`npx tool` to `pnpm tool` beside the
    // same `GOOGLE_APPLICATION_CREDENTIALS="…"`): the PR adds no secret the base did not have.
    removedText ??= signedLinesText(lines);
    if (hit.length >= 8 && removedText.includes(joined.slice(hit.offset, hit.offset + hit.length))) continue;
    const line = added[index]?.line ?? null;
    // A key whose certificate, in this file or another of the PR, names only loopback or example
    // hosts (CN=localhost): a throwaway key for local TLS (local-tls-key.ts). Read apart from the
    // file's other keys, so a real key beside it is still reported.
    const local = hit.privateKey && !testLike ? localCertificateOfKey(joined.slice(hit.offset, hit.offset + hit.length), certificates()) : null;
    const kind = local === null ? hit.kind : `${hit.kind} of a local certificate`;
    const subject = `secret:${kind}:${line ?? 0}`;
    if (secretSeen.has(kind)) continue;
    secretSeen.add(kind);
    const severity: Severity = hit.generic ? 'medium' : testLike || local !== null ? 'medium' : hit.privateKey ? 'critical' : 'high';
    const localNote =
      local === null
        ? ''
        : ` with the certificate it belongs to (${local.path === path ? 'in this file' : local.path}), which is issued only to loopback or example names (${local.names.slice(0, 4).join(', ')}): a throwaway key for local TLS that no public authority would certify, so it opens nothing anyone else trusts. Still, keep it out of production configuration; generating it at start or test time keeps scanners and readers from taking it for a real one`;
    findings.push(
      makeFinding({
        id: hit.privateKey ? 'private-key-added' : 'secret-added',
        severity,
        title: hit.privateKey ? 'Private key committed' : `Secret added: ${hit.kind}`,
        detail:
          local !== null
            ? `A private key (${hit.redacted}) is added here${localNote}.`
            : `${hit.privateKey ? `A private key (${hit.redacted})` : `What looks like a ${hit.kind} (${hit.redacted})`} is added here${testLike ? ' in a test, example or documentation file: if it is a throwaway test value, mark it as such (a well-known example value, or a generated key at test time)' : ''}. Anyone who can read the repository, its forks and its history can use it: revoke or rotate it now (removing it in a later commit does not help), and load it from a secret store or the environment.`,
        path,
        line,
        subject,
      }),
    );
  }
  return findings;
}

/**
 * Hidden characters (bidirectional controls, invisible and encoded text, mixed-script identifiers
 * and strings) and code pushed off the screen by blanks, in the added lines of a file.
 */
function hiddenCharacterFindings(
  path: string,
  info: CodePathInfo,
  lines: readonly ChangedLine[],
  texts: readonly CodeText[],
  language: CodeLanguage | null,
  codeCategory: boolean,
  moved: MovedLines,
  baseContent: string | null | undefined,
): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  const category = info.category;
  // The file's removed lines, joined: an identifier they hold was in the base already.
  let removedText: string | null = null;
  /**
   * A mixed-script identifier the base already has: in this file's base version or removed lines
   * (a file whose line endings, indentation or formatting the PR rewrites re-adds every line), or
   * on a line the PR moves from another file. The PR introduces no look-alike there; it only
   * touches one that is already trusted or already reported (since 2026-12-01, calib61: a .NET
   * library's `ΟrdinalMap`, its first letter a Greek Omicron, made three maintainer commits that
   * touched the line high or critical, "line endings" among them).
   */
  const carriedIdentifier = (word: string, line: ChangedLine): boolean => {
    if (baseContent?.includes(word) === true) return true;
    removedText ??= signedLinesText(lines);
    return removedText.includes(word) || moved.has('+', line.text, path);
  };
  // Hidden characters: code, tests and configuration; not documentation, where right-to-left text is
  // prose, nor agent instruction files, whose hidden text has a rule of its own
  // (agent-instruction-hidden-text), nor test data in no programming language (URL and Unicode test
  // vectors in JSON or text files hold them on purpose, and nothing runs them as code).
  if (category !== 'docs' && !isAgentInstructionPath(path) && !(info.isTest && language === null)) {
    const seen = new Set<string>();
    for (let i = 0; i < lines.length; i += 1) {
      const l = lines[i];
      const t = texts[i];
      if (l === undefined || t === undefined || l.sign !== '+') continue;
      for (const hit of findHiddenCharacters(l.text, t.isComment ? '' : t.masked)) {
        const id = hit.kind === 'bidi' ? 'bidi-control-character' : hit.kind === 'invisible' || hit.kind === 'encoded' ? 'invisible-character' : 'mixed-script-identifier';
        if (hit.word !== undefined && carriedIdentifier(hit.word, l)) continue;
        // One finding per id: encoded text (the worse of the two) is read first on each line.
        if (seen.has(id)) continue;
        seen.add(id);
        const severity: Severity = info.isTest ? 'medium' : 'high';
        const title =
          hit.kind === 'bidi' ? `Bidirectional control character (${hit.what})` : hit.kind === 'invisible' ? `Invisible character in code (${hit.what})` : hit.kind === 'encoded' ? `Invisible encoded text (${hit.what})` : 'Identifier mixes scripts';
        const detail =
          hit.kind === 'bidi'
            ? 'A bidirectional control character reorders how this line is displayed, so the code that runs can differ from the code a reviewer reads (Trojan Source, CVE-2021-42574). Remove it; write \\u escapes where right-to-left text is really needed.'
            : hit.kind === 'invisible'
              ? 'An invisible character outside strings and comments can make two identifiers look the same or hide one entirely. Remove it.'
              : hit.kind === 'encoded'
                ? 'This line holds characters no editor or diff shows, in a run that can carry one byte each: data hidden from review, which code can decode and run (the GlassWorm VS Code extensions and os-info-checker-es6 of 2025 hid their payloads in variation selectors inside an empty-looking string). Look at the line with a hex viewer, and ask for the plain data.'
                : `The identifier ${hit.what} looks like a Latin name but is not the same name: a look-alike can shadow or impersonate the one a reader trusts. Use one script.`;
        findings.push(makeFinding({ id, severity, title, detail, path, line: l.line, subject: hit.kind === 'encoded' ? 'invisible' : hit.kind }));
      }
      // A string of program code that mixes scripts in one word: a look-alike of a name or host the reader trusts.
      if (language !== null && codeCategory && !info.isTest && !isDeclarationFile(path) && !seen.has('mixed-script-string') && !t.isComment) {
        const lookAlike = mixedScriptString(l.text.slice(0, t.code.length), t.masked);
        if (lookAlike !== null) {
          seen.add('mixed-script-string');
          findings.push(
            makeFinding({
              id: 'mixed-script-string',
              severity: lookAlike.compared ? 'high' : 'medium',
              title: 'String mixes scripts',
              detail: `The string word ${lookAlike.word} mixes Latin letters with Cyrillic or Greek ones that look the same${lookAlike.compared ? ', on a line that compares it' : ''}: it reads as the Latin word and never equals it, so a reserved name, a role, an allowed host or a blocked value ${lookAlike.compared ? 'in this comparison no longer matches what it appears to' : 'is not the one it appears to be'}. Write it in one script (escape the other letters as \\u if they are meant).`,
              path,
              line: l.line,
              subject: 'mixed-script-string',
            }),
          );
        }
      }
      // Code pushed off the screen by a run of blanks (program code only: data and prose pad freely).
      if (language !== null && !seen.has('padding') && !t.isComment) {
        const column = findPaddedCode(t.code, l.text.length >= MAX_LINE_LENGTH);
        if (column !== null) {
          seen.add('padding');
          findings.push(
            makeFinding({
              id: 'whitespace-hidden-code',
              severity: info.isTest ? 'medium' : 'high',
              title: 'Code hidden after a run of blanks',
              detail: `Line ${l.line} goes on at column ${column}, after ${PADDING_RUN} or more spaces or tabs outside any string: a diff or an editor without line wrapping shows only the start of the line, and what follows runs unseen (the rand-user-agent and react-native-aria npm compromises of 2025 hid their payloads so). Look at the whole line, and ask for one statement a line.`,
              path,
              line: l.line,
              subject: 'padding',
            }),
          );
        }
      }
    }
  }
  return findings;
}

/** A file of program code as scanFile reads it, for the rule passes it hands the file to (lineRuleFindings, sinkFindings). */
interface CodeFileScan {
  readonly file: SnapshotFile;
  readonly path: string;
  readonly lines: readonly ChangedLine[];
  readonly texts: readonly CodeText[];
  readonly language: CodeLanguage;
  readonly carried: readonly boolean[];
  readonly moved: MovedLines;
  readonly headContent: string | null | undefined;
}

/**
 * The line rules (LINE_RULES) over a file of program code: one finding a rule, moved lines one step
 * lower. `cache` shares the lazily read new side of the patch with the rest of scanFile.
 */
function lineRuleFindings(scan: CodeFileScan, baseContent: string | null | undefined, cache: { newSide: ReturnType<typeof newSideLines> | null }): KeyedFinding[] {
  const { file, path, lines, texts, language, carried, moved, headContent } = scan;
  const findings: KeyedFinding[] = [];
  // Line rules. A matched line the PR also has on the other side in another block or file (moved,
  // re-indented) is counted apart.
  const byRule = new Map<LineRule, { first: ChangedLine | null; count: number; guarded: number; firstMoved: ChangedLine | null; moved: number }>();
  let newSide = cache.newSide;
  /** The function each added line stands in (logic-holes' functionNames), read when a rule asks. */
  let functions: Map<number, string> | null = null;
  const optOutBranch = (l: ChangedLine): boolean => {
    newSide ??= newSideLines(file.patch ?? '', MAX_LINES_PER_FILE * 2);
    for (let n = l.line - 1; n >= l.line - 4; n -= 1) {
      const above = newSide.get(n);
      if (above === undefined || above.hunk !== l.hunk) return false;
      const code = codeText(above.text, language).code;
      if (!/^\s*(?:\}\s*)?(?:if|elif|elsif|unless|else)\b/.test(code)) continue;
      // A bare `else` of a check that verification is on is the opt-out branch too:
      // `if url.startswith('wss://') and configuration.verify_ssl: … else: {'cert_reqs': CERT_NONE}`.
      if (BARE_ELSE.test(code.trim())) return elseOfVerifyCheck(newSide, n, above.hunk, indentOf(above.text));
      return TLS_OPT_OUT_GUARD.test(code) && !TLS_GUARD_ESCAPE.test(code);
    }
    return false;
  };
  const elseOfVerifyCheck = (side: NonNullable<typeof newSide>, elseLine: number, hunk: number, indent: number): boolean => {
    for (let n = elseLine - 1; n >= Math.max(1, elseLine - ELSE_REACH); n -= 1) {
      const above = side.get(n);
      if (above === undefined || above.hunk !== hunk) return false;
      const code = codeText(above.text, language).code;
      if (code.trim() === '' || indentOf(above.text) > indent) continue;
      if (indentOf(above.text) < indent) return false;
      if (!/^\s*(?:\}\s*)?(?:if|elif|elsif|else\s+if)\b/.test(code)) continue;
      return VERIFY_ON_CHECK.test(code) && !/\bnot\b|!(?!=)/.test(code) && !TLS_GUARD_ESCAPE.test(code);
    }
    return false;
  };
  // Flags the added lines toggle (`escape = !escape`, `quoted = not quoted`): a scanner's state,
  // which protection-switched-off does not read as a setting when the patch resets it to false.
  const toggled = new Set<string>();
  // Locals the added lines declare false and also set true (`escapeColon := false` … `escapeColon =
  // true` after a backslash, `let mut quoted = false`): a scanner's state, each `= false` a reset.
  // Also locals declared true that the added lines set false and true again as statements (gorilla/websocket's
  // quoted-string scanner: `escape := true` after a backslash, `escape = false` on the next byte,
  // `escape = true` on another backslash); declared true and only ever set false is not state.
  const setTrue = new Set<string>();
  const declaredFalse = new Set<string>();
  const declaredTrue = new Set<string>();
  for (let i = 0; i < lines.length; i += 1) {
    const t = texts[i];
    if (lines[i]?.sign !== '+' || t === undefined || t.isComment) continue;
    if (/=\s{0,3}true\b/.test(t.code)) {
      const set = SET_TRUE.exec(t.code);
      if (set?.[1] !== undefined) setTrue.add(set[1]);
      const declared = LOCAL_TRUE.exec(t.code);
      const name = declared?.[1] ?? declared?.[2];
      if (name !== undefined) declaredTrue.add(name);
    }
    if (/=\s{0,3}false\b/.test(t.code)) {
      const declared = LOCAL_FALSE.exec(t.code);
      const name = declared?.[1] ?? declared?.[2];
      if (name !== undefined) declaredFalse.add(name);
    }
    if (!/=\s{0,3}(?:!|not\s)/.test(t.code)) continue;
    const m = TOGGLE.exec(t.code);
    if (m?.[1] !== undefined) toggled.add(m[1]);
  }
  const localState = (name: string): boolean => setTrue.has(name) && (declaredFalse.has(name) || declaredTrue.has(name));
  /** protection-switched-off: the settings the removed lines of the file already set off, as written (whitespace aside), by rule (each has its own pattern). */
  const offBefore = new Map<(typeof LINE_RULES)[number], Set<string>>();
  const settingsOffBefore = (rule: (typeof LINE_RULES)[number], pattern: RegExp): Set<string> => {
    const off = new Set<string>();
    for (let i = 0; i < lines.length; i += 1) {
      const t = texts[i];
      if (lines[i]?.sign !== '-' || t === undefined || t.isComment || (rule.prefilter !== undefined && !rule.prefilter.test(t.code))) continue;
      const match = pattern.exec(t.code);
      if (match !== null && (rule.confirm === undefined || rule.confirm(match, t.code))) off.add(match[0].replace(/\s+/g, ''));
    }
    // And those a line of the head the PR leaves as it was sets off (sentry-python's `parse_url(url,
    // sanitize=False)`, written once more in a second middleware of the file that had it): the file's
    // established setting, copied; reported as moved. Lines the PR adds are not read here.
    if (typeof headContent === 'string' && headContent.length <= MAX_HEAD_CONTENT_FOR_SETTINGS) {
      const added = new Set<number>();
      for (const l of lines) if (l.sign === '+') added.add(l.line);
      const rows = headContent.split('\n', MAX_HEAD_LINES_FOR_SETTINGS);
      for (let n = 0; n < rows.length; n += 1) {
        if (added.has(n + 1)) continue;
        const t = codeText((rows[n] ?? '').slice(0, MAX_LINE_LENGTH), language);
        if (t.isComment || (rule.prefilter !== undefined && !rule.prefilter.test(t.code))) continue;
        const match = pattern.exec(t.code);
        if (match !== null && (rule.confirm === undefined || rule.confirm(match, t.code))) off.add(match[0].replace(/\s+/g, ''));
      }
    }
    return off;
  };
  const matchedLines = new Map<string, Set<number>>();
  /** Python: the changed lines wholly inside a triple-quoted string, read when a rule asks. */
  let docstringLines: Set<string> | undefined;
  /** JavaScript and Go: the changed lines inside a block comment the hunk opens, read when a rule asks. */
  let commentLines: Set<string> | undefined;
  /** JavaScript and Go: the changed lines inside a block comment of their side's whole file, when the analysis read it. */
  let fileComments: Set<string> | undefined;
  // Each line's next added line of the hunk (its code), for a rule whose condition lets the caller in
  // on the line after it: worked out once per file, not per line and rule (the loop below is the scanner's hottest).
  const nextAdded: (string | undefined)[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const after = lines[i + 1];
    nextAdded.push(l !== undefined && after !== undefined && after.sign === '+' && after.hunk === l.hunk && after.line === l.line + 1 ? texts[i + 1]?.code : undefined);
  }
  for (const rule of LINE_RULES) {
    const pattern = patternFor(rule.patterns, language);
    if (pattern === undefined || rule.notInFiles?.test(path.slice(path.lastIndexOf('/') + 1)) === true) continue;
    const taken = rule.yieldsTo === undefined ? undefined : matchedLines.get(rule.yieldsTo);
    const mine = matchedLines.get(rule.id) ?? new Set<number>();
    matchedLines.set(rule.id, mine);
    for (let i = 0; i < lines.length; i += 1) {
      const l = lines[i];
      const t = texts[i];
      if (l === undefined || t === undefined || l.sign !== rule.sign || t.isComment || taken?.has(i) === true || carried[i] === true) continue;
      const match = lineRuleHit(rule, pattern, t, nextAdded[i]);
      if (match === null) continue;
      if (rule.id === 'protection-switched-off' && (toggled.has(match[1] ?? '') || localState(match[1] ?? ''))) continue;
      // A function that tells a weak, default or common password (`def is_default_password(password):`
      // then `if password == "changeme": return True`): its true is an answer about the value, not a way in.
      // A message that names a limit or header (`'maxContentLength size of ' + config.maxContentLength + ' exceeded',`
      // as an error's text, axios cc3217a612): words for a person, no handling of the request.
      // A sentence that names a length or header in the middle of code (`throw new Error('Cannot
      // determine content-length for form-data …'`, got b933476940 reflowing the call): the same words
      // for a person, when no match is left outside such sentences.
      if (rule.id === 'security-parsing-changed' && (isMessageLine(t) || pattern.exec(withoutSentenceLiterals(t, language)) === null)) continue;
      // A framework's own exemption, in the function named for it (spring-security's `default
      // AuthorizationManager<T> permitAll() { return SingleResultAuthorizationManager.permitAll(); }`):
      // the DSL's permit-all implemented, no route exempted.
      // Rails' `protect_from_forgery with: :null_session` in an API controller (ActionController::API, a
      // controller under api/): a token-authenticated API answers a request without a CSRF token with
      // an empty session, which is what Rails' guide asks of APIs.
      if (rule.id === 'auth-bypass-added' && match[0].includes('null_session') && (/(?:^|\/)api\//i.test(path) || /\bActionController::API\b|<\s{0,3}Api::|\bApi::\w{0,40}Controller\b/.test(headContent ?? file.patch ?? ''))) continue;
      // Spring's `.csrf().ignoringAntMatchers("/h2-console/**")` in a chain that goes on to `.disable()`
      // (jhipster-sample-app 7d39dfaa9e): CSRF is off for every request there, which is reported where
      // `.disable()` is added; the matchers it ignores change nothing.
      if (rule.id === 'auth-bypass-added' && l.sign === '+' && match[0].startsWith('ignoring') && csrfDisabledAfter(t.code.slice(match.index + match[0].length), l.line, (newSide ??= newSideLines(file.patch ?? '', MAX_LINES_PER_FILE * 2)))) continue;
      if (rule.id === 'auth-bypass-added' && implementsExemption(match[0], t.masked, () => functionNameOf((functions ??= functionNames(file.patch ?? '', lines.length * 4 + 1000)).get(l.line) ?? ''), () => (headContent == null ? '' : functionNameOf(enclosingFunctionsAt(headContent, [l.line]).get(l.line)?.header ?? '')))) continue;
      if (rule.notInQualityChecks === true && WEAK_VALUE_CHECK.test(functionNameOf((functions ??= functionNames(file.patch ?? '', lines.length * 4 + 1000)).get(l.line) ?? ''))) continue;
      // A setting named in a Python docstring's prose or example (`Pass require_auth=False to …`), or
      // a limit or header its changelog names (`.. versionchanged:: 2.3.2` over "``max_content_length``
      // is only applied to streaming requests"): text inside a triple-quoted string, as the hunk's own
      // quotes show it, sets and parses nothing.
      if ((rule.id === 'protection-switched-off' || rule.id === 'security-parsing-changed') && language === 'python' && (docstringLines ??= pythonStringLines(file.patch ?? '')).has(changedLineKey(l.sign, l.line, l.text))) continue;
      // A usage example in a doc comment the hunk opens (JSDoc without leading `*`: `await
      // got(url, {rejectUnauthorized: false})` under "Never do this:"): text, not a setting.
      if ((commentLines ??= openedBlockCommentLines(file.patch ?? '', language)).has(changedLineKey(l.sign, l.line, l.text))) continue;
      // A line of a documentation comment opened above the hunk, as the whole file of its side shows
      // it (JSDoc written without leading `*`: "The `content-length` header will be automatically set
      // if `body` is a string"; got 309e36d104): text, not code.
      if ((fileComments ??= fileCommentLines(file.patch ?? '', language, baseContent, headContent)).has(changedLineKey(l.sign, l.line, l.text))) continue;
      // The masked text keeps every position of the code, string contents blanked.
      if (rule.endsInCode === true && rule.on === 'code' && t.masked.charAt(match.index + match[0].length - 1) === ' ') continue;
      mine.add(i);
      const seen = byRule.get(rule) ?? { first: null, count: 0, guarded: 0, firstMoved: null, moved: 0 };
      byRule.set(rule, seen);
      // The same setting already off on a removed line of the file (`$strictMode = false` given a
      // type: `bool $strictMode = false`): the line is rewritten around it; reported as moved.
      let before = offBefore.get(rule);
      if (rule.id === 'protection-switched-off' && before === undefined) offBefore.set(rule, (before = settingsOffBefore(rule, pattern)));
      // An exemption the hunk already had, written again (a matcher list rewrapped, an entry requoted):
      // reported as moved, as a setting already off is.
      const alreadyOff = (before !== undefined && before.has(match[0].replace(/\s+/g, ''))) || (rule.id === 'auth-bypass-added' && l.sign === '+' && exemptionRestated(lines, texts, i, match[0]));
      // A removed line of a low rule (the note that parsing changed) that the file adds again
      // deeper, inside a new block: still there, now under a condition, as an added line moved
      // deeper is (`has`). A protection's removal (medium or more) re-added under a condition may be
      // the protection made optional, and counts in full.
      const rewrapped = l.sign === '-' && rule.severity === 'low' && moved.rewrapped(l.text, path);
      if (alreadyOff || rewrapped || moved.has(l.sign, l.text, path)) {
        seen.firstMoved ??= l;
        seen.moved += 1;
      } else {
        seen.first ??= l;
        seen.count += 1;
        if (rule.id === 'tls-verification-disabled' && optOutBranch(l)) seen.guarded += 1;
      }
    }
  }
  const reported = new Set<string>();
  for (const [rule, { first, count, guarded, firstMoved, moved: movedCount }] of byRule) {
    if (first !== null) {
      if (reported.has(rule.id)) continue;
      reported.add(rule.id);
      if (rule.id === 'tls-verification-disabled' && onlyLoopbackInReach(lines)) {
        // A script that talks to its own local server with a throwaway certificate.
        findings.push(
          makeFinding({
            id: rule.id,
            severity: 'low',
            title: 'TLS verification turned off against a local server',
            detail: `This line turns off certificate or host-name verification, but the code starts a server of its own and names no host other than loopback (localhost, 127.0.0.1, ::1)${describeCount(count - 1)}: a throwaway certificate on this machine. Check that no other host reaches this setting.`,
            path,
            line: first.line,
            subject: rule.id,
          }),
        );
        continue;
      }
      if (rule.id === 'tls-verification-disabled' && guarded === count) {
        // Every line sits in the branch of the client's own verify option: the opt-out a caller asks for.
        findings.push(
          makeFinding({
            id: rule.id,
            severity: 'low',
            title: 'TLS verification turned off where the caller opts out',
            detail: `This line turns off certificate or host-name verification inside a branch on the code's own verify option (verify=False, insecure), the opt-out an HTTP client offers its callers${describeCount(count - 1)}. Check that verification stays on by default and that only an explicit opt-out reaches this branch.`,
            path,
            line: first.line,
            subject: rule.id,
          }),
        );
        continue;
      }
      if (rule.id === 'auth-bypass-added' && DOCUMENTATION_EXAMPLE.test(path)) {
        // A documentation page's code sample (spring-security's docs/modules/ROOT/examples/…): read by people, deployed nowhere.
        findings.push(makeFinding({ id: rule.id, severity: 'low', title: `${rule.title} (in a documentation example)`, detail: `${rule.detail}${describeCount(count - 1)} This is a code sample of the documentation, which no application deploys; check that it shows readers what is meant to be public.`, path, line: first.line, subject: rule.id }));
        continue;
      }
      findings.push(makeFinding({ id: rule.id, severity: rule.severity, title: rule.title, detail: `${rule.detail}${describeCount(count - 1)}`, path, line: first.line, subject: rule.id }));
    } else if (firstMoved !== null && isAtLeast(rule.severity, 'medium') && ![...byRule].some(([other, seen]) => other !== rule && other.id === rule.id && seen.first !== null)) {
      // Only moved lines: the setting was already in the code. One step lower, since its new place matters.
      if (reported.has(rule.id)) continue;
      reported.add(rule.id);
      findings.push(
        makeFinding({
          id: rule.id,
          severity: rule.severity === 'critical' ? 'high' : rule.severity === 'high' ? 'medium' : 'low',
          title: `${rule.title} (moved)`,
          detail: `${rule.detail}${describeCount(movedCount - 1)} The PR removes the same ${movedCount === 1 ? 'line' : 'lines'} elsewhere (moved or re-indented code), so this is not new; check that the new place needs it as the old one did.`,
          path,
          line: firstMoved.line,
          subject: rule.id,
        }),
      );
    }
  }
  cache.newSide = newSide;
  return findings;
}

/**
 * Inputs per hunk, then sinks (code execution, commands, deserialization) in the added lines of a
 * file of program code, with what reaches them; pushes its findings onto `findings`, whose earlier
 * ones it reads (an obfuscated-code finding stands for a decoded payload run).
 */
function sinkFindings(
  findings: KeyedFinding[],
  scan: CodeFileScan,
  cachedNewSide: ReturnType<typeof newSideLines> | null,
): { sinks: number; hunkInput: Map<number, 'request' | 'environment'>; processLines: Map<number, number[]> } {
  const { file, path, lines, texts, language, carried, moved, headContent } = scan;
  let newSide = cachedNewSide;
  // Inputs per hunk, then sinks.
  const hunkInput = new Map<number, 'request' | 'environment'>();
  const hunkHeader = new Set<number>();
  const hunkDecode = new Set<number>();
  // Shell: where each hunk's decoded text goes (a variable, a file), for the sinks that may run it.
  const shellDecodes = new Map<number, ShellDecodes>();
  // Hunks whose added code fetches from the network (requests.get, urlopen, fetch('https://…')):
  // text a code sink of the hunk may run; `true` when from plain HTTP, a bare IP or a paste,
  // tunnel or webhook host.
  const hunkDownload = new Map<number, boolean>();
  // Hunks where a line the PR writes (not one it carries over) reads outside input: what makes a carried sink new.
  const hunkNewInput = new Set<number>();
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment) continue;
    const input = inputOf(t.code, language);
    if (input !== null && carried[i] !== true) hunkNewInput.add(l.hunk);
    if (input === 'request' || (input === 'environment' && hunkInput.get(l.hunk) === undefined)) hunkInput.set(l.hunk, input);
    if (input === 'request' && HEADER_INPUT.test(t.code)) hunkHeader.add(l.hunk);
    if (DECODE.test(t.code) || assemblesHiddenText(t.code)) hunkDecode.add(l.hunk);
    if (language === 'shell') noteShellDecode(shellDecodes, l.hunk, t.code);
    if (downloadsText(t.code, language)) hunkDownload.set(l.hunk, hunkDownload.get(l.hunk) === true || badDownloadSource(t.code) !== null);
  }
  let sinks = 0;
  // The code of each hunk's added lines, gathered when a sink asks for it.
  const hunkAddedCode = new Map<number, string[]>();
  const addedCodeOf = (hunk: number): string[] => {
    let code = hunkAddedCode.get(hunk);
    if (code === undefined) {
      code = [];
      for (let j = 0; j < lines.length; j += 1) if (lines[j]?.hunk === hunk && lines[j]?.sign === '+' && texts[j]?.isComment === false) code.push(texts[j]?.code ?? '');
      hunkAddedCode.set(hunk, code);
    }
    return code;
  };
  /** Whether a hunk's added code sets a `shell` option (an options object a vector call may be given). */
  const shellOptionHunks = new Map<number, boolean>();
  const hunkSetsShell = (hunk: number): boolean => {
    let sets = shellOptionHunks.get(hunk);
    if (sets === undefined) {
      sets = addedCodeOf(hunk).some((code) => SHELL_OPTION_ON.test(code));
      shellOptionHunks.set(hunk, sets);
    }
    return sets;
  };
  /** The code of the file's added lines, every hunk: where a module-level constant the PR adds is assigned. */
  let fileAdded: string[] | undefined;
  const fileAddedCode = (): string[] => {
    fileAdded ??= lines.flatMap((row, j) => (row.sign === '+' && texts[j]?.isComment === false ? [texts[j]?.code ?? ''] : []));
    return fileAdded;
  };
  /** The new side's lines before an added line, in its hunk, nearest first (at most 200): the loop or block it sits in. */
  const newSideAbove = (l: ChangedLine): string[] => {
    newSide ??= newSideLines(file.patch ?? '', MAX_LINES_PER_FILE * 2);
    const rows: string[] = [];
    for (let n = l.line - 1; n >= 1 && rows.length < 200; n -= 1) {
      const row = newSide.get(n);
      if (row === undefined || row.hunk !== l.hunk) break;
      rows.push(row.text);
    }
    return rows;
  };
  /** The new side's lines after an added line, in its hunk (at most 200): the body of a heredoc it opens, the catch of its try. */
  const heredocFollowing = (l: ChangedLine): string[] => {
    newSide ??= newSideLines(file.patch ?? '', MAX_LINES_PER_FILE * 2);
    const next: string[] = [];
    for (let n = l.line + 1; n <= l.line + 200; n += 1) {
      const row = newSide.get(n);
      if (row?.hunk !== l.hunk) break;
      next.push(row.text);
    }
    return next;
  };
  /** Whether the hunk removes a call of `pattern` whose arguments are all string literals (constantCodeCall). */
  const removesConstantCall = (hunk: number, pattern: RegExp): boolean => {
    for (let j = 0; j < lines.length; j += 1) {
      const r = lines[j];
      const rt = texts[j];
      if (r?.hunk === hunk && r.sign === '-' && rt !== undefined && !rt.isComment && pattern.test(rt.masked) && constantCodeCall(rt.masked, rt.code, pattern)) return true;
    }
    return false;
  };
  /**
   * Shell: an eval or command the hunk rewrites in place. It removes a line that runs the same kind
   * of sink, written the same up to the first variable the text expands (`$name`, `${name}`, `$1`; a
   * command substitution `$(` is kept as written), once a variable the hunk assigns is put back in
   * its place: `cmd="make $TARGET"` then `eval "$cmd"` is the `eval "make $TARGET"` it replaces, and
   * `eval "declare -A map=( $mapStr )"` with `mapStr="$(` … `)"` is the `eval "declare -A map=( $(`
   * … `) )"` of the base (docker-library's generate-stackbrew-library.sh). The base already ran
   * it that way: a refactor that builds the text into a variable first brings no new sink. Still new
   * when the hunk decodes or downloads, or now reads a kind of input its removed lines did not.
   */
  const SHELL_EXPANSION = /\$(?:\{\s{0,3}[A-Za-z_0-9@*#?]|[A-Za-z_0-9@*#?])/;
  const shellHead = (code: string): string => {
    const at = code.search(SHELL_EXPANSION);
    return (at < 0 ? code : code.slice(0, at)).replace(/\s+/g, ' ').trim();
  };
  let hunkAssigned: Map<string, string> | null = null;
  const assignedValue = (hunk: number, name: string): string | undefined => {
    if (hunkAssigned === null) {
      hunkAssigned = new Map();
      for (let j = 0; j < lines.length; j += 1) {
        const r = lines[j];
        const rt = texts[j];
        if (r?.sign !== '+' || rt === undefined || rt.isComment) continue;
        const m = /^\s{0,40}(?:(?:local|export|declare|readonly)\s{1,3}(?:-\w{1,5}\s{1,3})?)?([A-Za-z_]\w{0,60})=(.{0,400})$/.exec(rt.code);
        if (m?.[1] === undefined || m[2] === undefined) continue;
        const value = m[2].trim().replace(/^"(.*)"$/, '$1').replace(/^"/, '');
        hunkAssigned.set(`${r.hunk}\u0000${m[1]}`, value);
      }
    }
    return hunkAssigned.get(`${hunk}\u0000${name}`);
  };
  const removedInput = new Map<number, 'request' | 'environment'>();
  for (let j = 0; j < lines.length; j += 1) {
    const r = lines[j];
    const rt = texts[j];
    if (r?.sign !== '-' || rt === undefined || rt.isComment) continue;
    const input = inputOf(rt.code, language);
    if (input === 'request' || (input === 'environment' && removedInput.get(r.hunk) === undefined)) removedInput.set(r.hunk, input);
  }
  const rewritesShellSink = (i: number, pattern: RegExp): boolean => {
    const l = lines[i];
    const t = texts[i];
    if (language !== 'shell' || l === undefined || t === undefined || hunkDecode.has(l.hunk) || hunkDownload.has(l.hunk)) return false;
    const read = hunkInput.get(l.hunk);
    const before = removedInput.get(l.hunk);
    if (read !== undefined && hunkNewInput.has(l.hunk) && !(before === 'request' || before === read)) return false;
    // The variable the text expands first, put back as the hunk assigns it.
    const variable = /\$\{?([A-Za-z_]\w{0,60})\}?/.exec(t.code);
    const value = variable?.[1] === undefined ? undefined : assignedValue(l.hunk, variable[1]);
    const code = variable !== null && value !== undefined ? `${t.code.slice(0, variable.index)}${value}${t.code.slice(variable.index + variable[0].length)}` : t.code;
    if (!pattern.test(code)) return false;
    const head = shellHead(code);
    for (let j = 0; j < lines.length; j += 1) {
      const r = lines[j];
      const rt = texts[j];
      if (r?.hunk !== l.hunk || r.sign !== '-' || rt === undefined || rt.isComment || !pattern.test(rt.code)) continue;
      const removedHead = shellHead(rt.code);
      // The same, or one of them cut where a command substitution opened on the line goes on below.
      if (removedHead === head || (removedHead.endsWith('$(') && head.startsWith(removedHead)) || (head.endsWith('$(') && removedHead.startsWith(head))) return true;
    }
    return false;
  };
  /** The file's text for what it imports: its head content, or the new side of its patch when the content was not read. */
  let importsText: string | null = null;
  const fileImportsText = (): string => {
    if (importsText === null) {
      newSide ??= newSideLines(file.patch ?? '', MAX_LINES_PER_FILE * 2);
      importsText = headContent ?? [...newSide.values()].map((row) => row.text).join('\n');
    }
    return importsText;
  };
  /**
   * Ruby: an added line that is a removed line of its hunk without that line's `rescue` modifier
   * (`::Marshal.load(super(str)) rescue nil` rewritten as a `begin` … `rescue StandardError` block,
   * RuboCop's Style/RescueModifier), indented as deep or deeper (inside the new `begin`): the same
   * call, run under the same conditions as before; only where its error goes changed.
   */
  let rescueModified: Map<string, number> | null = null;
  const rescueModifierUnwrapped = (i: number): boolean => {
    const l = lines[i];
    const t = texts[i];
    if (language !== 'ruby' || l === undefined || t === undefined) return false;
    if (rescueModified === null) {
      // Hunk and removed code before its `rescue` modifier -> the shallowest indentation it had.
      rescueModified = new Map();
      for (let j = 0; j < lines.length; j += 1) {
        const r = lines[j];
        const rt = texts[j];
        if (r?.sign !== '-' || rt === undefined || rt.isComment) continue;
        // The code with its strings (what the call is given must be the same too).
        const at = rt.code.search(/\srescue\s/);
        if (at <= 0) continue;
        const key = `${r.hunk}\u0000${rt.code.slice(0, at).replace(/\s+/g, ' ').trim()}`;
        const indent = indentOf(r.text);
        rescueModified.set(key, Math.min(indent, rescueModified.get(key) ?? indent));
      }
    }
    const indent = rescueModified.get(`${l.hunk}\u0000${t.code.replace(/\s+/g, ' ').trim()}`);
    return indent !== undefined && indent <= indentOf(l.text);
  };
  /** JavaScript: the names the file gives the Function constructor or its async sibling (`const F = Object.getPrototypeOf(async function () {}).constructor`). */
  let constructorAliases: string[] | null = null;
  const functionConstructorAliases = (): string[] => (constructorAliases ??= jsFunctionConstructorAliases(fileImportsText()));
  const sinkFirst = new Map<SinkKind, { at: Location; count: number; input: 'request' | 'environment' | null; downloaded?: boolean }>();
  /** The added lines (their indexes) of each hunk that run a process: what a command string assigned in the hunk may reach. */
  const processLines = new Map<number, number[]>();
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment) continue;
    // A sink carried over unchanged is not new, unless its hunk now feeds it outside input (a line
    // carried over with the input it read before feeds it nothing new).
    if (carried[i] === true && !hunkNewInput.has(l.hunk)) continue;
    for (const kind of ['code', 'process', 'deserialize'] as const) {
      const pattern = SINKS[kind][language];
      // Shell strings interpolate: their contents are code to the shell.
      const hit =
        (pattern !== undefined && pattern.test(language === 'shell' ? t.code : t.masked)) ||
        (kind === 'process' && (backtickCommand(t, language) || LOADED_PROCESS_CALL[language]?.test(t.code) === true)) ||
        (language === 'js' && kind !== 'deserialize' && jsSinkUnderAnotherName(t.code) === kind) ||
        (language === 'js' && kind === 'code' && t.code.includes('(') && jsFunctionConstructorAliasCall(t.code, t.masked, functionConstructorAliases()));
      if (!hit) continue;
      if (rescueModifierUnwrapped(i) && !hunkNewInput.has(l.hunk)) continue;
      // clap 4's command-line builder (`Command::new("pacman").about(…)`) where the file imports clap's `Command`.
      if (kind === 'process' && language === 'rust' && clapCommandBuilder(t.code, fileImportsText())) continue;
      // A build script asking the compiler Cargo gave it for its version (`Command::new(rustc).arg("--version").output()`, rustc from `RUSTC`).
      if (kind === 'process' && language === 'rust' && rustcVersionProbe(path, t.code, fileImportsText())) continue;
      // Python's optional-dependency fallback: a module loaded by name from a literal list of the project's choices.
      if (kind === 'code' && language === 'python' && pattern !== undefined && (importsFixedModuleList(t.code, t.masked, addedCodeOf(l.hunk), pattern) || importInFixedListLoop(t.code, t.masked, newSideAbove(l), pattern))) continue;
      // A developer tool's own command line naming the module it imports (`importlib.import_module(sys.argv[1])`
      // in scripts/ or tools/): whoever runs it chooses the module, as they choose the script.
      if (kind === 'code' && language === 'python' && SCRIPT_FOLDER.test(path) && hunkInput.get(l.hunk) !== 'request' && !hunkDecode.has(l.hunk) && !hunkDownload.has(l.hunk) && cliNamedModuleImport(t.code, addedCodeOf(l.hunk))) continue;
      // Python's lazy submodule import (a module `__getattr__`: `if name in _LAZY_SUBMODULES:` then
      // `importlib.import_module(f".{name}", __name__)`): one of the package's own submodules it names.
      if (kind === 'code' && language === 'python' && pattern !== undefined && !hunkInput.has(l.hunk) && lazySubmoduleImport(t.code, t.masked, newSideAbove(l), fileAddedCode(), pattern)) continue;
      // A submodule of a package the line names (`__import__(f"pip._vendor.{name}")`, `import_module("acme.backends." + name)`): files of that package, not text from outside.
      if (kind === 'code' && language === 'python' && pattern !== undefined && !hunkInput.has(l.hunk) && importsUnderNamedPackage(t.code, t.masked, pattern)) continue;
      // Java's class-presence probe (`Class.forName(name)` in a try that catches ClassNotFoundException,
      // the class not put to use by reflection); still reported when its hunk reads outside input, decodes or downloads.
      if (kind === 'code' && language === 'java' && pattern !== undefined && !hunkInput.has(l.hunk) && !hunkDecode.has(l.hunk) && !hunkDownload.has(l.hunk) && javaClassPresenceProbe(t.masked, heredocFollowing(l), addedCodeOf(l.hunk), pattern, newSideAbove(l))) continue;
      // Ruby's generated methods (`class_eval <<~RUBY, __FILE__, __LINE__ + 1` … `def #{name}=(value)` … `RUBY`):
      // a heredoc of method definitions that interpolates local names only and runs, loads, reads or
      // fetches nothing; still reported when its hunk reads outside input (into those names), decodes or downloads.
      if (kind === 'code' && language === 'ruby' && !hunkDecode.has(l.hunk) && !hunkDownload.has(l.hunk)) {
        const idiom = rubyEvalHeredocIdiom(t.code, heredocFollowing(l));
        if (idiom !== undefined && (!idiom.interpolates || !hunkInput.has(l.hunk))) continue;
      }
      // A shell's activation idiom (`eval "$(mise activate bash)"`, `eval "$(ssh-agent -s)" && ssh-add …`): a tool's own set-up,
      // fixed words only; or the repository's own script (`eval "$(./bin/env-setup)"`) in a hunk that downloads and decodes nothing.
      if (kind === 'code' && language === 'shell' && shellActivationEval(t.code, { repoScript: !hunkDownload.has(l.hunk) && !hunkDecode.has(l.hunk) && !addedCodeOf(l.hunk).some(downloadsInCommand) })) continue;
      // Code written in the call itself (string literals only): no input of the hunk reaches it, and
      // a copy the PR moves (or re-indents into a block) is not new whatever the hunk now reads.
      const constant = kind === 'code' && pattern !== undefined && language !== 'shell' && constantCodeCall(t.masked, t.code, pattern);
      if (constant && (carried[i] === true || moved.has('+', l.text, path))) continue;
      // An existing call of code written in it, edited in place (`new Function('throw new Error(1)')` to
      // `new Function('"use strict";\nthrow new Error(1)')`): the hunk removes the same kind of call,
      // and the new text loads, runs, reads or fetches nothing a payload needs (PAYLOAD_TEXT).
      if (constant && pattern !== undefined && !PAYLOAD_TEXT.test(t.code) && removesConstantCall(l.hunk, pattern)) continue;
      if (pattern !== undefined && rewritesShellSink(i, pattern)) continue;
      sinks += 1;
      if (kind === 'process') processLines.set(l.hunk, [...(processLines.get(l.hunk) ?? []), i]);
      // A command written whole in the call (literals only): the hunk's input does not reach it. In
      // JavaScript, Python, Ruby, PHP and C, whose calls take the whole command (`system("make")`); a
      // builder (Rust's `Command::new("sh").arg(cmd)`, Java's ProcessBuilder) adds arguments after the call.
      const literalCommand = kind === 'process' && pattern !== undefined && WHOLE_COMMAND_LANGUAGES.has(language) && pattern.test(t.masked) && literalProcessCall(t.masked, t.code, pattern, PAYLOAD_TEXT);
      // A program run with its arguments as a vector, no shell between (`execFile('git', ['clone', url])`,
      // `exec.Command("git", "clone", url)`): a value the hunk reads reaches it as one argument, never as
      // a command line, so the hunk's input does not make it command injection.
      // A program named by a variable stays on request input when that variable is read from the request in the hunk.
      const vector = kind === 'process' ? argumentVectorCall(t.masked, t.code, language, () => hunkSetsShell(l.hunk)) : null;
      let hunkRead = hunkInput.get(l.hunk) ?? null;
      // A file's content evaluated (`exec(f.read(), ctx)` of the file `PYTHONSTARTUP` names): environment input only names the file.
      if (kind === 'code' && hunkRead === 'environment' && evalsFileContent(t.code, language)) hunkRead = null;
      // A shell command built from a value the hunk's unchanged lines above read from the request
      // (`let host = params.host;` above a changed `Command::new("sh").arg("-c").arg(format!("ping {}", host))`).
      // Where a call given one command string runs it through a shell (JavaScript's exec, Python's
      // os.system, PHP, Ruby, C), or the line names a shell and its command flag (Rust, C#, Java, Go:
      // `Command::new("sh").arg("-c")`, `Process.Start("cmd.exe", "/c …")`); not an argument list.
      if (kind === 'process' && vector === null && !constant && !literalCommand && hunkRead !== 'request' && (WHOLE_COMMAND_LANGUAGES.has(language) || SHELL_PROGRAM.test(t.code)) && readsRequestAbove(t.code, t.masked, newSideAbove(l), language)) hunkRead = 'request';
      const input = constant || literalCommand ? null : vector === null ? hunkRead : hunkRead === 'request' && vector.program !== null && requestChoosesProgram(vector.program, addedCodeOf(l.hunk), language) ? 'request' : null;
      // Code run from what the hunk downloads: remote code loaded at run time.
      const downloaded = kind === 'code' ? hunkDownload.get(l.hunk) : undefined;
      const seen = sinkFirst.get(kind);
      if (seen === undefined) sinkFirst.set(kind, { at: l, count: 1, input, ...(downloaded === undefined ? {} : { downloaded }) });
      else {
        seen.count += 1;
        if (downloaded !== undefined && (seen.downloaded === undefined || (downloaded && !seen.downloaded))) sinkFirst.set(kind, { at: l, count: seen.count, input, downloaded });
        else if (seen.downloaded === undefined && input !== null && (seen.input === null || (input === 'request' && seen.input === 'environment'))) sinkFirst.set(kind, { at: l, count: seen.count, input });
      }
      // One a file: a name put together from pieces on this line may already be reported (obfuscation.ts).
      // In shell, only where the decoded text reaches the sink: `eval "$P"` after `P=$(… | base64 -d)`, not `eval $(gpg-agent --daemon)` beside `base64 -d | gpg --import`.
      const decodedReaches = language === 'shell' ? shellSinkGetsDecoded(shellDecodes.get(l.hunk), t.code) : hunkDecode.has(l.hunk);
      if ((kind === 'code' || kind === 'process') && decodedReaches && !findings.some((f) => f.id === 'obfuscated-code' && f.path === path && f.severity === 'high')) {
        findings.push(
          makeFinding({
            id: 'obfuscated-code',
            severity: 'high',
            title: 'Encoded payload is decoded and executed',
            detail: 'This hunk decodes an encoded string (base64, hex, char codes, compressed data), or assembles one from scattered fragments or character codes or turns around one spelled backwards, and runs code or a command: a common way to hide what a change does from review. Ask for the plain source.',
            path,
            line: l.line,
            subject: 'obfuscated',
          }),
        );
      }
    }
  }
  // Shell: decoded text piped into an interpreter runs it (`echo ... | base64 -d | bash`, the
  // reviewdog install.sh of March 2025); a pipe into a shell is no sink on its own (curl-pipe-shell
  // weighs downloads piped so), only beside a decode in the same hunk.
  // Also decoded text written to a file that an added line of the hunk then runs (`base64 -d > /tmp/run.sh && bash /tmp/run.sh`).
  if (language === 'shell' && hunkDecode.size > 0 && !findings.some((f) => f.id === 'obfuscated-code')) {
    const decodedFiles = new Map<number, string[]>();
    for (let i = 0; i < lines.length; i += 1) {
      const l = lines[i];
      const t = texts[i];
      if (l === undefined || t === undefined || l.sign !== '+' || t.isComment || !hunkDecode.has(l.hunk)) continue;
      const file = decodedFileOf(t.code);
      if (file !== null) decodedFiles.set(l.hunk, [...(decodedFiles.get(l.hunk) ?? []), file].slice(0, 10));
    }
    for (let i = 0; i < lines.length; i += 1) {
      const l = lines[i];
      const t = texts[i];
      if (l === undefined || t === undefined || l.sign !== '+' || t.isComment || !hunkDecode.has(l.hunk)) continue;
      if (!pipesIntoInterpreter(t.code) && !(decodedFiles.get(l.hunk) ?? []).some((file) => runsFile(t.code, file))) continue;
      findings.push(
        makeFinding({
          id: 'obfuscated-code',
          severity: 'high',
          title: 'Encoded payload is decoded and executed',
          detail: 'This hunk decodes an encoded string (base64, hex, compressed data) and pipes text into a shell or an interpreter, or runs the file it decoded to: a common way to hide what a change does from review. Ask for the plain source.',
          path,
          line: l.line,
          subject: 'obfuscated',
        }),
      );
      break;
    }
  }
  for (const [kind, { at, count, input, downloaded }] of sinkFirst) {
    const text = SINK_TEXT[kind];
    if (downloaded !== undefined) {
      // Remote code: high, critical from plain HTTP, a bare IP or a paste, tunnel or webhook host, or with request input.
      const severity: Severity = downloaded || input === 'request' ? 'critical' : 'high';
      findings.push(
        makeFinding({
          id: text.id,
          severity,
          title: `Dynamic code execution of downloaded code${downloaded ? ' from a suspicious source' : ''}`,
          detail: `This line ${text.what}, and its hunk fetches from the network${downloaded ? ' (over plain HTTP, from a bare IP address or from a paste, tunnel or webhook service)' : ''}: code downloaded at run time and executed, which whoever controls the server can change at any moment (the shape of PyPI and npm droppers: \`exec(requests.get(url).text)\`)${describeCount(count - 1)}. Ship the code in the package instead, or explain what is fetched.`,
          path,
          line: at.line,
          subject: kind,
        }),
      );
      continue;
    }
    const header = input === 'request' && hunkHeader.has(at.hunk);
    const reach = input === 'request' ? (header ? ' with request headers in the same hunk' : ' with request input in the same hunk') : input === 'environment' ? ' with environment or command-line input in the same hunk' : '';
    findings.push(
      makeFinding({
        id: text.id,
        severity: sinkSeverity(kind, input),
        title: `${kind === 'code' ? 'Dynamic code execution' : kind === 'process' ? 'Command execution' : 'Unsafe deserialization'} added${input === 'request' ? (header ? ' on request headers' : ' on request input') : input === 'environment' ? ' on environment input' : ''}`,
        detail: `This line ${text.what}${reach}${describeCount(count - 1)}. ${text.fix}`,
        path,
        line: at.line,
        subject: kind,
      }),
    );
  }
  return { sinks, hunkInput, processLines };
}

/** The name a line assigns to, a declaration's or a property's (`val permitAll =`, `this.permitAll =`, `self.allow_any =`): group 1. */
const ASSIGNED_PROPERTY = /^\s{0,80}(?:(?:val|var|let|const|final|private|public|protected|override)\s{1,3}){0,3}(?:(?:this|self)\.)?([A-Za-z_]\w{0,60})\s{0,3}(?::\s{0,3}[\w<>?.]{1,80}\s{0,3})?=(?![=>])/;

const WEAK_VALUE_CHECK = /weak|default|common|banned|blocked|blacklist|blocklist|denylist|forbidden|insecure|breach|pwned|strength|guessable|trivial|known/i;

function scanFile(
  file: SnapshotFile,
  info: CodePathInfo,
  claim: string | null,
  moved: MovedLines,
  languageOverride?: CodeLanguage,
  headContent?: string | null,
  keySenders?: ReadonlyMap<string, string>,
  xmlHardenedInPr?: () => ReadonlySet<string>,
  baseContent?: string | null,
  certificates: () => readonly LocalCertificate[] = () => [],
): FileScan {
  const empty: FileScan = { findings: [], sinks: 0, logicChanged: false, firstCodeLine: null };
  if (file.patch === null) return empty;
  const category = info.category;
  if (category === 'lockfile' || category === 'binary') return empty;
  const lines = changedLines(file.patch, MAX_LINES_PER_FILE);
  const path = file.path;
  const secretsOnly = category === 'generated' || category === 'vendored';

  const findings: KeyedFinding[] = secretFindings(path, info, lines, moved, certificates);

  if (secretsOnly) return { ...empty, findings };

  // An AI agent CLI started with its approvals off: in code, scripts, manifests and automation (ai-agents/agent-cli-findings.ts).
  const agentCli = agentCliFinding(path, info, lines);
  if (agentCli !== null) findings.push(agentCli);
  // Harmful orders in the prompts a program gives an AI agent (ai-agents/prompt-strings.ts).
  pushAll(findings, promptInstructionFindings(path, info, lines));

  const language = languageOverride ?? languageOf(path);
  // Ruby's lists of words and symbols (`%i[instance_eval send tap]`) are data: their lines call nothing.
  const wordLists = language === 'ruby' && file.patch !== null ? rubyWordListLines(file.patch) : null;
  const texts: CodeText[] = lines.map((l) => (wordLists?.has(changedLineKey(l.sign, l.line, l.text)) === true ? WORD_LIST_LINE : codeText(l.text, language)));
  const codeCategory = category === 'source' || category === 'other' || (category === 'config' && language !== null);

  pushAll(findings, hiddenCharacterFindings(path, info, lines, texts, language, codeCategory, moved, baseContent));

  // A script, stylesheet or worker loaded from a CDN domain taken over to serve malware (polyfill.io, June 2024): in code, HTML and templates, not docs or tests.
  if (!info.isTest && category !== 'docs') {
    const cdn = compromisedCdnFinding(path, lines, texts, (l) => moved.has('+', l.text, path));
    if (cdn !== null) findings.push(cdn);
  }

  // Encoded payloads that are run: in tests too (a test runs on every developer's machine and in CI).
  // A test's long line counts as minified only for its code: long strings there are test data.
  if (isScannableSourcePath(path)) {
    const testLanguage = info.isTest ? language : null;
    pushAll(findings, scanAddedCode(path, file.patch, testLanguage === null ? undefined : (text) => codeText(text, testLanguage).masked.replace(/\s{2,}/g, ' ').length, { test: info.isTest }));
  }

  // Tests run in CI, with its secrets, on every pull request: one that sends the environment to a
  // paste, webhook or tunnel service or a bare public IP is exfiltration, whatever it is called.
  if (info.isTest && language !== null && !isDeclarationFile(path)) {
    // The whole environment sent out counts whatever the host, unless every URL the test adds is
    // local or an example (a test of a client that forwards the environment to a mock server).
    const exfiltration =
      networkEndpointFinding(path, lines, texts, secretEnvironmentHunks(lines, texts, language), { test: true }) ??
      (onlyLocalUrls(lines) ? null : wholeEnvironmentSent(path, lines, texts, language, []));
    if (exfiltration !== null) findings.push(exfiltration);
  }

  // A test that puts a secret-named variable into the body of a request to a host that is not local
  // sends the CI job's secret out, whatever the host is called.
  if (info.isTest && language !== null && !isDeclarationFile(path)) {
    const sent = testSendsSecret(path, lines, texts, language);
    if (sent !== null) findings.push(sent);
  }

  // Tests, conftest.py and test setup files run in CI and on every developer's machine: one that
  // runs code it downloads from a host that is not local is a dropper, whatever the file is called.
  if (info.isTest && language !== null && !isDeclarationFile(path)) {
    const dropper = testRunsDownload(path, lines, texts, language);
    if (dropper !== null) findings.push(dropper);
  }

  // A test or test setup file that hands a download piped into a shell to a process call
  // (conftest.py's `subprocess.run('curl … | sh', shell=True)`): read as program code is, by
  // curl-pipe-shell; every pytest or test run, in CI and on developers' machines, runs it.
  // A test itself may exercise an installer on purpose: one step lower there (critical to high, high
  // to medium); a setup file that every run loads (conftest.py, a test runner's setup file, a spec
  // helper) keeps program code's severity.
  if (info.isTest && language !== null && language !== 'shell' && !runsAsShell(path) && !isDeclarationFile(path)) {
    const piped = pipedDownloadRun(path, lines, texts, processLinesOf(lines, texts, language), [], language);
    if (piped !== null) findings.push(TEST_SETUP_FILE.test(path) ? piped : { ...piped, severity: piped.severity === 'critical' ? 'high' : piped.severity === 'high' ? 'medium' : 'low' });
  }

  // Credential files read and data sent out: program code and tests alike (tests run in CI and on
  // developers' machines, where those files are).
  if (language !== null && (codeCategory || info.isTest) && !secretsOnly && !isDeclarationFile(path)) {
    const harvest = credentialStoreFinding(path, file.patch, language, { test: info.isTest });
    if (harvest !== null) findings.push(harvest);
  }

  // Data written into a name that is looked up (DNS exfiltration): program code, scripts and tests alike.
  if (language !== null && (codeCategory || info.isTest || category === 'ci') && !isDeclarationFile(path)) {
    const dns = dnsExfiltrationFinding(path, lines, texts, language);
    if (dns !== null) findings.push(dns);
  }

  // Data unpacked and run as shell code: scripts and tests alike.
  if (language !== null && (codeCategory || info.isTest || category === 'ci')) {
    const unpacked = language === 'shell' ? unpackedDataRun(path, lines, texts) : unpackedDataIntoShell(path, lines, texts, language);
    if (unpacked !== null) findings.push(unpacked);
  }

  // Everything below reads program code outside tests: a sink or a TLS option in a test helper is
  // not a finding, nor is anything in a declaration file, which is never run.
  if (!codeCategory || info.isTest || language === null || isDeclarationFile(path)) return { ...empty, findings };

  // Added lines that only carry a line the PR removes from program code (reformatted: alignment,
  // quotes, trailing commas, a namespace backslash; or moved between functions or files at the
  // same indentation) add nothing the rules below have not seen before the PR.
  // A Rust edit that only borrows, dereferences or clones differently (rust-borrows.ts) carries every line it changes.
  const borrowsOnly = language === 'rust' && onlyBorrowsChanged(file);
  const carried = lines.map((l, i) => {
    if (borrowsOnly) return true;
    const code = carriedCode(texts[i]?.code ?? l.text, language);
    return l.sign === '+' ? moved.removedCode.take(code) : moved.addedCode.take(code);
  });

  // Line rules, then the rules below, share the patch's new side, read once when a rule asks.
  const sides: { newSide: ReturnType<typeof newSideLines> | null } = { newSide: null };
  const scan: CodeFileScan = { file, path, lines, texts, language, carried, moved, headContent };
  pushAll(findings, lineRuleFindings(scan, baseContent, sides));
  let newSide = sides.newSide;

  // A string constant edited where an unchanged line runs it as code (the sink raises nothing of its own).
  const constantRun = constantRunAsCode(path, file.patch, lines, texts, language, headContent ?? null);
  if (constantRun !== null) findings.push(constantRun);

  // A query's bound parameter spliced into its text, a host or URL check loosened by a character:
  // weakened without a token the line rules count (weakened-checks.ts).
  // A hunk's new side (context and added lines), for where a value it hands a shell comes from.
  let newSideByHunk: Map<number, string[]> | null = null;
  const hunkNewSide = (hunk: number): readonly string[] => {
    if (newSideByHunk === null) {
      newSideByHunk = new Map();
      newSide ??= newSideLines(file.patch ?? '', MAX_LINES_PER_FILE * 2);
      for (const row of newSide.values()) {
        const rows = newSideByHunk.get(row.hunk);
        if (rows === undefined) newSideByHunk.set(row.hunk, [row.text]);
        else rows.push(row.text);
      }
    }
    return newSideByHunk.get(hunk) ?? [];
  };
  // The head content from the header of the function around a line down to the line above it (at
  // most CONTENT_ABOVE lines; the lines above it when no function holds it): where a value a later
  // hunk uses was read (sql-built-from-input).
  let contentRows: string[] | null = null;
  let headers: ReturnType<typeof enclosingFunctionsAt> | null = null;
  const contentAbove = (line: number): readonly string[] | null => {
    if (headContent === undefined || headContent === null) return null;
    contentRows ??= headContent.split('\n', MAX_CONTENT_ROWS);
    if (line > contentRows.length + 1) return null;
    // One pass for every added line, on the first question.
    headers ??= enclosingFunctionsAt(headContent, lines.filter((l) => l.sign === '+').map((l) => l.line));
    const at = headers.get(line)?.at ?? 1;
    return contentRows.slice(Math.max(at, line - CONTENT_ABOVE) - 1, line - 1).map((row) => row.slice(0, MAX_LINE_LENGTH));
  };
  // The head content of the function around an added line, from its header to the line before the
  // first one indented no deeper than the header (at most CONTENT_BELOW lines below the line): a
  // guard the hunk's three context lines do not show (path-check-removed's input changed).
  const functionAround = (line: number): readonly string[] | null => {
    const above = contentAbove(line);
    if (above === null || contentRows === null) return null;
    const header = headers?.get(line);
    const indent = header === undefined ? -1 : header.header.length - header.header.trimStart().length;
    const below: string[] = [];
    for (let n = line; n < contentRows.length && n < line + CONTENT_BELOW; n += 1) {
      const row = (contentRows[n] ?? '').slice(0, MAX_LINE_LENGTH);
      if (indent >= 0 && row.trim() !== '' && row.length - row.trimStart().length <= indent) break;
      below.push(row);
    }
    return [...above, ...below];
  };
  // A documentation folder's code samples deploy nothing: an origin echoed or an address check dropped there is a note.
  const weakened = weakenedChecks(path, lines, texts, language, carried, hunkNewSide, contentAbove, functionAround).map((f) =>
    DOCUMENTATION_EXAMPLE.test(path) && (f.key.endsWith('\u0000cors-permissive') || f.id === 'ssrf-check-removed') ? { ...f, severity: 'low' as const } : f,
  );
  // CORS options written over several lines (`cors({` … `origin: true,` … `credentials: true,` … `})`): the line rules read one line.
  if (language === 'js' && !findings.some((f) => f.id === 'cors-permissive') && !weakened.some((f) => f.id === 'cors-permissive') && file.patch !== null && /\b(?:origin|credentials)\s{0,3}:/.test(file.patch)) {
    newSide ??= newSideLines(file.patch, MAX_LINES_PER_FILE * 2);
    const cors = corsOptionsPermissive(path, lines, texts, carried, newSide);
    if (cors !== null) weakened.push(DOCUMENTATION_EXAMPLE.test(path) ? { ...cors, severity: 'low' } : cors);
  }
  const weakenedAt = weakened[0]?.line ?? null;
  pushAll(findings, weakened);

  // A comparison turned into an assignment, an always-true operand, a privileged default, a bound
  // loosened by one (logic-holes.ts). One auth-bypass-added a file: the stronger one stays.
  const sensitive = (info.sensitive ?? []).some((hit) => GUARD_LABELS.has(hit.label));
  for (const hole of logicHoles(path, file.patch ?? '', lines, texts, language, carried, { sensitive, claim: claim !== null }, headContent ?? null)) {
    const same = findings.findIndex((f) => f.id === hole.id);
    if (same < 0) findings.push(hole);
    else if (isAtLeast(hole.severity, findings[same]?.severity ?? 'info') && hole.severity !== findings[same]?.severity) findings[same] = hole;
  }

  // A secret written to a log, or printed from the environment (secret-logged.ts).
  const logged = secretLogged(path, file.patch, lines, texts, carried, language);
  if (logged !== null) findings.push(logged);
  // A session or signing secret given a literal default (secret-fallback.ts).
  const fallback = secretFallback(path, lines, texts, carried, language);
  if (fallback !== null) findings.push(fallback);

  const { sinks, hunkInput, processLines } = sinkFindings(findings, scan, newSide);

  // A command string that downloads and pipes into a shell, run by a process call of the hunk (shell
  // scripts, and the task files read as shell too, Rakefile and Vagrantfile, are read by curl-pipe-shell's own reader).
  if (language !== 'shell' && !runsAsShell(path)) {
    const piped = pipedDownloadRun(path, lines, texts, processLines, carried, language);
    if (piped !== null) findings.push(piped);
  }

  // Code that walks files for private keys and sends what it finds (the faster_log and async_println crates of 2025).
  const harvest = secretHarvestFinding(path, lines, texts, language, carried);
  if (harvest !== null) findings.push(harvest);
  else {
    // A private key handed to a request, directly or through a function the change defines (@solana/web3.js, December 2024).
    const sent = keySentOut(path, file.patch, lines, texts, language, (i) => lines[i]?.sign === '+' && carried[i] !== true, keySenders);
    if (sent !== null) findings.push(sent);
  }

  // A file downloaded, made executable and run by program code (a dropper in a package's import-time code).
  const dropped = downloadedProgramRun(path, lines, texts, language, carried);
  if (dropped !== null) findings.push(dropped);
  // Code downloaded, written to a file and loaded as a module (eval through the module loader).
  const loaded = downloadedCodeLoaded(path, lines, texts, language, carried);
  if (loaded !== null) findings.push(loaded);

  // A self-hosted runner registered, or a workflow written through the API (Shai-Hulud 2.0, November 2025).
  const persistence = githubPersistenceFinding(path, addedCodeLines(lines, texts, carried), language);
  if (persistence !== null) findings.push(persistence);

  // Browser code that wraps a wallet's methods or the page's network calls, with wallet addresses (a crypto drainer).
  if (language === 'js') {
    const drainer = walletHookFinding(path, lines, texts, carried);
    if (drainer !== null) findings.push(drainer);
  }

  // Network calls to raw public IP addresses and paste, tunnel or webhook services.
  // The whole environment sent out is high whatever the host, and says more than the host alone
  // (one suspicious-network-endpoint finding a file: the worse of the two).
  const environmentSent = wholeEnvironmentSent(path, lines, texts, language, carried);
  const endpoint = environmentSent ?? secretNamedEnvironmentSent(path, lines, texts, language, carried) ?? networkEndpointFinding(path, lines, texts, new Set([...hunkInput.keys()]), { test: false, carried }) ?? secretSentElsewhere(path, lines, texts, language, carried) ?? secretFlowSent(path, [...addedCodeLines(lines, texts, carried)], language, file.patch ?? undefined);
  if (endpoint !== null) findings.push(endpoint);

  // A rate-limit middleware or decorator taken off a route (rate-limit-removed.ts); one security-limit-loosened a file.
  const limitRemoved = rateLimitRemoved(path, lines, texts, language, file.patch, headContent ?? null);
  if (limitRemoved !== null && !findings.some((f) => f.id === limitRemoved.id)) findings.push(limitRemoved);

  // An XML parser's hardening against external entities removed, kept nowhere in the PR (xml-hardening-removed.ts).
  if (language === 'java' && file.status !== 'removed' && xmlHardenedInPr !== undefined && removesXmlHardening(file.patch)) {
    const xml = xmlHardeningRemoved(path, lines, texts, xmlHardenedInPr(), headContent ?? null);
    if (xml !== null && !findings.some((f) => f.id === xml.id && f.title.startsWith('XML parsing'))) findings.push(xml);
  }

  // Django's protective middleware dropped from MIDDLEWARE, routes added to Laravel's CSRF exemptions (protective-middleware.ts).
  const middlewareDropped = language === 'python' ? djangoMiddlewareRemoved(path, lines, texts, file.patch, headContent ?? null, file.status === 'removed') : null;
  if (middlewareDropped !== null && !findings.some((f) => f.id === middlewareDropped.id)) findings.push(middlewareDropped);
  const csrfExempted = language === 'php' ? csrfExemptionsAdded(path, lines, texts, file.patch, headContent ?? null) : null;
  // A JWT decoded by hand (explode, base64_decode, json_decode) with no signature checked in the file.
  const handDecoded = language === 'php' && file.patch !== null && /base64_decode|urlsafeB64Decode/.test(file.patch) ? phpJwtHandDecoded(path, lines, texts, headContent ?? null) : null;
  if (handDecoded !== null) findings.push(handDecoded);
  if (csrfExempted !== null) findings.push(csrfExempted);

  // Auth checks removed: more auth-check tokens on removed lines than on added ones.
  let removedChecks = 0;
  let addedChecks = 0;
  let firstRemoved: ChangedLine | null = null;
  let firstRemovedCsrf = false;
  const kept = keptDeclarations(lines, texts, headContent ?? null, file.patch);
  // The function a contiguous run of removed lines declares (its header removed with it), for the lines after the header.
  let run: RemovedRun | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    run = nextRun(run, l, t);
    // An import names a module (a file called forbidden_pattern.rb), not a check that runs.
    // A token's verification (tokenVerifiedOn: jose's jwtVerify, golang-jwt's Parse, a verifyAccessToken helper) is one too.
    if (l === undefined || t === undefined || t.isComment || !(holdsAuthCheck(t) || tokenVerifiedOn(t.code, language) !== null) || isModuleImport(t.code)) continue;
    // An exemption names the check it skips (`skip_before_action :verify_authenticity_token`): removing it adds the check back.
    if (SKIPS_CHECK.test(t.masked)) continue;
    // A check's own declaration whose name the other side still declares (a signature rewrapped,
    // annotated, moved): the check is defined, not run, and it stays.
    const declared = declaredName(t.masked);
    if (declared !== null && (l.sign === '-' ? kept.added : kept.removed).has(declared) && !holdsAuthCheck({ masked: blankName(t.masked, declared), code: blankName(t.code, declared) })) continue;
    // A check's declaration renamed (`function requireAuth(req, res, next)` to `function
    // ensureSignedIn(req, res, next)`, the same header but for the name): its body's checks are
    // counted line by line; the header declares, it checks nothing.
    if (declared !== null && (l.sign === '-' ? kept.addedShapes : kept.removedShapes).has(declarationShape(t.masked, declared)) && !holdsAuthCheck({ masked: blankName(t.masked, declared), code: blankName(t.code, declared) })) continue;
    // A call of a check the file still declares, inside a function removed whole from its header on
    // (a deprecated `check(…)` that only forwarded to `authorize(…)`): the forwarder went, the check stays.
    if (l.sign === '-' && run?.name !== null && run?.name !== undefined && declared === null && kept.added.has(calledCheck(t.masked))) continue;
    if (l.sign === '-') {
      removedChecks += 1;
      firstRemoved ??= l;
      if (firstRemoved === l) firstRemovedCsrf = CSRF_CHECK.test(t.masked);
    } else {
      addedChecks += 1;
    }
  }

  // The claim check needs to know whether the code (not strings, comments or whitespace) changed.
  const addedCode: string[] = [];
  const removedCode: string[] = [];
  let firstCodeLine: number | null = null;
  // Lines of a Python docstring or other triple-quoted text, or of a block comment, as the hunk's own quotes and delimiters show.
  // In Rust, also the lines of a documentation attribute written over several lines (`#![doc(` … `)]`).
  const stringLines =
    claim === null || file.patch === null || language === null
      ? null
      : language === 'python'
        ? pythonStringLines(file.patch)
        : language === 'rust'
          ? new Set([...blockCommentLines(file.patch, language), ...rustDocumentationAttributeLines(file.patch)])
          : BLOCK_COMMENT_LANGUAGES.has(language)
            ? // JavaScript and Go: also the lines inside a block comment of their side's whole file, when the
              // analysis read it (a JSDoc paragraph without leading `*`, its opening far above the hunk:
              // wants-content.ts reads such a file when the title claims text only).
              (language === 'js' || language === 'go') && (baseContent != null || headContent != null)
              ? new Set([...blockCommentLines(file.patch, language), ...fileCommentLines(file.patch, language, baseContent, headContent)])
              : blockCommentLines(file.patch, language)
            : null;
  // The line of each side that set a documentation field to text ending in `+` (Go's `Description: "…" +`), or -1.
  const docContinues = { '+': -1, '-': -1 };
  /** Changed lines that go on with a documentation field the hunk shows as context (documentationContinuations), read once. */
  let docFieldLines: Set<string> | undefined;
  // Rust string literals over several changed lines (a message continued with `\`): one line each.
  const rustStrings = claim !== null && language === 'rust' && file.patch !== null ? rustMultilineStrings(file.patch) : null;
  for (let i = 0; claim !== null && i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || t.isComment || t.masked.trim() === '') continue;
    if (stringLines?.has(changedLineKey(l.sign, l.line, l.text)) === true) continue;
    if (rustStrings?.inside.has(changedLineKey(l.sign, l.line, l.text)) === true) continue;
    if (rustStrings !== null && isRustStringContinuation(l.text)) continue;
    const at = docContinues[l.sign];
    docFieldLines ??= file.patch === null ? new Set<string>() : documentationContinuations(file.patch, language);
    const documentation = isDocumentationField(t.masked, at >= 0 && l.line - at <= 1) || docFieldLines.has(changedLineKey(l.sign, l.line, l.text));
    docContinues[l.sign] = documentation && t.masked.trimEnd().endsWith('+') ? l.line : -1;
    if (looksLikeStringProse(t.masked, language) || isDocumentationAttribute(t.code, language) || documentation) continue;
    const joinedString = rustStrings?.joined.get(changedLineKey(l.sign, l.line, l.text));
    // Ruby and PHP read a literal that interpolates nothing alike in either quotes (RuboCop's
    // Style/StringLiterals): compared in one quote style, `'#{x}'` to `"#{x}"` still a change.
    const requoted = (language === 'ruby' || language === 'php') && t.code.includes("'") ? codeText(normalizeQuotes(t.code, language), language).masked : t.masked;
    const claimText = joinedString !== undefined ? codeText(joinedString, language).masked : claimTextOf(t.code, language === 'rust' ? inlineFormatArgs(t.code, t.masked) : requoted);
    // Ruby's symbol keys in either hash syntax (`:verbose => x` and `verbose: x`, Style/HashSyntax) are the same keys.
    // Python's annotated assignment is the assignment (`out: list[str] = []`, a type comment rewritten as an annotation).
    const text = language === 'ruby' ? rubyNewHashSyntax(claimText) : language === 'python' ? withoutVariableAnnotation(claimText) : claimText;
    if (l.sign === '+') {
      addedCode.push(text);
      firstCodeLine ??= l.line;
    } else {
      removedCode.push(text);
    }
  }
  // A URL's host swapped inside a string is no typo fix: it is where the program's requests, and
  // their credentials, now go (`https://api.stripe.com` to `https://api.stripe-cdn.com`).
  let hostMovedAt: number | null = null;
  let movedHost: string | null = null;
  if (claim !== null) {
    const removedHosts = new Set<string>();
    const addedHosts: { host: string; line: number }[] = [];
    for (let i = 0; i < lines.length; i += 1) {
      const l = lines[i];
      const t = texts[i];
      if (l === undefined || t === undefined || t.isComment || !t.code.includes('.')) continue;
      if (stringLines?.has(changedLineKey(l.sign, l.line, l.text)) === true) continue;
      for (const m of [...t.code.matchAll(URL_HOST_IN_CODE), ...t.code.matchAll(BARE_HOST_IN_CODE)]) {
        const host = (m[1] ?? '').toLowerCase();
        if (l.sign === '-') removedHosts.add(host);
        else addedHosts.push({ host, line: l.line });
      }
    }
    const removedDomains = new Set([...removedHosts].map(domainOf));
    const moved = removedHosts.size > 0 ? addedHosts.find((h) => !removedDomains.has(domainOf(h.host))) : undefined;
    hostMovedAt = moved?.line ?? null;
    movedHost = moved?.host ?? null;
  }
  // A condition inverted under a claim of no logic change (`if (!allowed)` to `if (allowed)`).
  let invertedAt: number | null = null;
  if (claim !== null) {
    const removedKeys = new Map<string, string[]>();
    for (let i = 0; i < lines.length; i += 1) {
      const l = lines[i];
      const t = texts[i];
      if (l === undefined || t === undefined || l.sign !== '-' || t.isComment || t.masked.trim() === '') continue;
      const masked = withoutPostfixBang(t.masked);
      const key = conditionKey(masked);
      removedKeys.set(key, [...(removedKeys.get(key) ?? []), masked.replace(/\s+/g, '')]);
    }
    for (let i = 0; invertedAt === null && removedKeys.size > 0 && i < lines.length; i += 1) {
      const l = lines[i];
      const t = texts[i];
      if (l === undefined || t === undefined || l.sign !== '+' || t.isComment || t.masked.trim() === '') continue;
      // A postfix `!` (C#'s null-forgiving operator) added or dropped inverts nothing.
      const masked = withoutPostfixBang(t.masked);
      const before = removedKeys.get(conditionKey(masked));
      const code = masked.replace(/\s+/g, '');
      // Loose equality made strict (eqeqeq) inverts nothing.
      if (before !== undefined && !before.includes(code) && !before.every((was) => onlyEqualityMadeStrict(was, code))) invertedAt = l.line;
    }
  }
  // A file removed whole takes the code its checks guarded with it (a deprecated feature dropped);
  // only a file whose path says it is the check itself (an auth module, a guard, a middleware) counts.
  const removedWhole = file.status === 'removed' && !AUTH_MODULE_PATH.test(path);
  // A token's verification replaced by a decode is reported as that (tokenVerifyDropped), not again as a check removed.
  const tokenDropped = weakened.some(isTokenVerifyDropped) ? 1 : 0;
  const authRemoved = removedChecks > addedChecks + tokenDropped && firstRemoved !== null && !removedWhole && middlewareDropped?.id !== 'auth-check-removed' ? { at: firstRemoved, removed: removedChecks - addedChecks } : null;
  // A guard passed by name and dropped from a route that stays (`router.post('/', requireAuth, create)` to `router.post('/', create)`),
  // also from a registration written over several lines (the guard's own line removed).
  const routeGuard = authRemoved === null && language === 'js' ? droppedRouteGuard(lines, texts) ?? (file.patch === null ? null : droppedGuardOverLines(file.patch)) : null;
  if (routeGuard !== null) findings.push(routeGuardFinding(path, routeGuard));
  // An access rule rewritten in place to let more callers in (`.authenticated()` to `.permitAll()`, `[IsAdminUser]` to `[IsAuthenticated]`): both sides name a check, so the count above sees none go (access-loosened.ts).
  const loosened = authRemoved === null && routeGuard === null && !removedWhole && !findings.some((f) => f.id === 'auth-check-removed') ? accessLoosened(path, lines, texts, language) : null;
  if (loosened !== null) findings.push(loosened);
  return {
    findings: authRemoved === null ? findings : [...findings, authFinding(path, authRemoved.at.line, authRemoved.removed, firstRemovedCsrf)],
    sinks,
    logicChanged: claim !== null && (hostMovedAt !== null || weakenedAt !== null || logicChanged(addedCode, removedCode, { numbersAreData: isVersionClaim(claim), quotesAlike: language === 'python' || language === 'js', python: language === 'python', ...(file.patch === null ? {} : { sides: diffSides(file.patch, language, headContent ?? null) }) }) && !(language === 'rust' && file.patch !== null && rustSidesAlike(file.patch, isVersionClaim(claim)))),
    firstCodeLine: firstCodeLine ?? hostMovedAt ?? weakenedAt,
    movedHost,
    invertedAt,
    declarationsOnly: claim !== null && hostMovedAt === null && onlyRustDeclarations(addedCode, removedCode, language),
  };
}

/**
 * A pattern for a private key or seed written into the code: 64 hex digits (an Ethereum or other
 * secp256k1 private key, `[a-fA-F0-9]{64}`), base58's alphabet (Solana and Bitcoin keys,
 * `[1-9A-HJ-NP-Za-km-z]`), or a recovery phrase's 12 or 24 words (`mnemonic`, `seed phrase`).
 */
const KEY_PATTERN = /\[(?:0-9a-fA-F|a-fA-F0-9|0-9A-Fa-f|A-Fa-f0-9|0-9a-f|a-f0-9|0-9A-F|A-F0-9|\\da-fA-F|\\da-f)\]\{64\}|1-9A-HJ-NP-Za-km-z|\b(?:[Mm]nemonic|MNEMONIC|[Ss]eed[\s_-]?[Pp]hrase|[Rr]ecovery[\s_-]?[Pp]hrase)s?\b/;
/** Walking a directory tree (or globbing one): reading every file of a project or a home folder. */
const FILE_WALK: Partial<Record<CodeLanguage, RegExp>> = {
  rust: /\bWalkDir::new\b|\bread_dir\s*\(|\bglob::glob\s*\(|\bglob\s*\(\s*"[^"]{0,100}\*\*/,
  python: /\bos\.walk\s*\(|\.rglob\s*\(|\bglob\.i?glob\s*\([^)]{0,200}recursive\s*=\s*True|\bos\.scandir\s*\(/,
  js: /\breaddir(?:Sync)?\s*\([^)]{0,200}recursive|\b(?:fast-)?glob(?:Sync)?\s*\(\s*["'`][^"'`]{0,100}\*\*|\bwalk(?:Sync|Dir)?\s*\(/,
  go: /\bfilepath\.Walk(?:Dir)?\s*\(|\bfs\.WalkDir\s*\(/,
  ruby: /\bDir\.glob\s*\(\s*["'][^"']{0,100}\*\*|\bFind\.find\s*\(/,
  java: /\bFiles\.(?:walk|find)\s*\(|\bwalkFileTree\s*\(/,
  php: /\bRecursiveDirectoryIterator\b/,
};

/** The added lines of program code (comments and lines carried from a removed line left out), with their code text. */
function* addedCodeLines(lines: readonly ChangedLine[], texts: readonly CodeText[], carried: readonly boolean[]): Generator<{ readonly l: ChangedLine; readonly t: CodeText }> {
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment || carried[i] === true) continue;
    yield { l, t };
  }
}

/**
 * `secret-harvesting`: added program code that walks files, looks for private keys or recovery
 * phrases by their shape, and sends data out (a POST, a socket) or names a host, in one file: the
 * faster_log and async_println crates (Socket, September 2025) scanned the source files of every
 * project that used them for Ethereum and Solana keys and posted the hits to a Cloudflare Worker.
 * High. Two of the three (a wallet library that validates a key and calls its node, a linter that
 * walks files) are not reported.
 */
function secretHarvestFinding(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], language: CodeLanguage, carried: readonly boolean[]): KeyedFinding | null {
  const walk = FILE_WALK[language];
  if (walk === undefined) return null;
  let key: ChangedLine | null = null;
  let walks: ChangedLine | null = null;
  let sends: ChangedLine | null = null;
  for (const { l, t } of addedCodeLines(lines, texts, carried)) {
    if (key === null && KEY_PATTERN.test(t.code)) key = l;
    if (walks === null && walk.test(t.code)) walks = l;
    if (sends === null && (sendsData(t.code, language) || /["'`]https?:\/\/(?!localhost|127\.)/.test(t.code))) sends = l;
    if (key !== null && walks !== null && sends !== null) break;
  }
  if (key === null || walks === null || sends === null) return null;
  return makeFinding({
    id: 'secret-harvesting',
    severity: 'high',
    title: 'Code searches files for private keys and sends data out',
    detail: `Line ${walks.line} walks files, line ${key.line} looks for private keys or recovery phrases by their shape, and line ${sends.line} sends data out or names a host: the shape of a stealer (the faster_log and async_println crates of September 2025 scanned every project that used them for Ethereum and Solana keys and posted them to a Cloudflare Worker). Find out what is searched for and where it goes; remove it unless that is what the package is for.`,
    path,
    line: key.line,
    subject: 'harvest',
  });
}

/**
 * A wallet provider's method replaced or wrapped (`window.ethereum.request = …`, `ethereum.send =`,
 * `solana.signTransaction =`), or the provider itself proxied (`new Proxy(window.ethereum, …)`,
 * `Object.defineProperty(window, 'ethereum', …)`): every transaction the page asks the wallet to sign
 * goes through this code first. Defining a provider (`window.ethereum = provider`) is not wrapping one.
 */
const WALLET_HOOK =
  /\b(?:ethereum|web3\.currentProvider)\s*\.\s*(?:request|send|sendAsync|enable)\s*=(?!=)|\bsolana\s*\.\s*(?:signTransaction|signAllTransactions|signAndSendTransaction|signMessage)\s*=(?!=)|\bnew\s+Proxy\s*\(\s*(?:window\.)?ethereum\b|\bObject\.defineProperty\s*\(\s*window\s*,\s*["'`](?:ethereum|solana)["'`]/;
/** The page's network calls replaced (`window.fetch = …`, `XMLHttpRequest.prototype.open = …`) or their answers rewritten (`responseText`). */
const NETWORK_HOOK =
  /\b(?:window|globalThis|self)\s*\.\s*fetch\s*=(?!=)|\bXMLHttpRequest\s*\.\s*prototype\s*\.\s*(?:open|send)\s*=(?!=)|\bObject\.defineProperty\s*\([^,]{1,100},\s*["'`](?:responseText|response)["'`]/;
/** Text rewritten by a wallet address pattern: `.replace(/0x[a-fA-F0-9]{40}/g, …)`, a bech32 `bc1…` or TRON `T[…]{33}` pattern. */
const ADDRESS_REWRITE = /\.replace(?:All)?\s*\(\s*\/[^/\n]{0,120}?(?:0x\[[^\]\n]{1,30}\]\{40\}|\bbc1|T\[[^\]\n]{1,40}\]\{33\})/;
/**
 * A transaction's recipient set to a wallet address written out: `p.params[0].to = '0x…'`,
 * `tx.recipient = "bc1…"`, `{ to: '0x…' }` inside a wallet hook is the swap itself.
 */
const RECIPIENT_SET_TO_ADDRESS = /\b(?:to|recipient|receiver|destination|toAddress)\s*[=:]\s*["'`](?:0x[0-9a-fA-F]{40}|bc1[02-9ac-hj-np-z]{25,59}|T[1-9A-HJ-NP-Za-km-z]{33})["'`]/;
/**
 * A JSON-RPC request's recipient rewritten in flight to an address written out (`a.params[0].to =
 * '0x…'`): the request object of a wrapped wallet method, whatever name the wallet was reached by
 * (`w[_$_1e42[0]][_$_1e42[1]] = function (a) { … }`, names hidden in an obfuscator's string table).
 */
const REQUEST_RECIPIENT_REWRITTEN = /\.params\s*\[\s*\d\s*\]\s*(?:\.\s*(?:to|recipient)|\[\s*["'`](?:to|recipient)["'`]\s*\])\s*=\s*["'`](?:0x[0-9a-fA-F]{40}|bc1[02-9ac-hj-np-z]{25,59}|T[1-9A-HJ-NP-Za-km-z]{33})["'`]/;
/** A wallet address written out: Ethereum (0x and 40 hex digits), Bitcoin bech32 (bc1…), TRON (T and 33 base58 characters). */
const WALLET_ADDRESS = /["'`](?:0x[0-9a-fA-F]{40}|bc1[02-9ac-hj-np-z]{25,59}|T[1-9A-HJ-NP-Za-km-z]{33})["'`]/g;

/**
 * `crypto-wallet-hook`: added browser code that wraps a wallet provider's methods (WALLET_HOOK) or
 * replaces the page's network calls (NETWORK_HOOK) beside wallet addresses written out: the shape of
 * the crypto drainer injected into chalk, debug and 16 other npm packages in September 2025, which
 * rewrote transactions and responses to send funds to its own addresses. Critical for a wallet hook
 * with addresses, or one that sets a transaction's recipient to an address written out; high for a wallet hook with a network hook, or a network hook with addresses;
 * medium for a wallet hook alone. A network hook alone (instrumentation, polyfills) or addresses alone
 * (a dApp's contract list) are not reported.
 */
function walletHookFinding(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], carried: readonly boolean[]): KeyedFinding | null {
  let wallet: ChangedLine | null = null;
  let network: ChangedLine | null = null;
  const addresses = new Set<string>();
  let rewrites: ChangedLine | null = null;
  let recipient: ChangedLine | null = null;
  for (const { l, t } of addedCodeLines(lines, texts, carried)) {
    const rewritten = t.code.includes('params') && REQUEST_RECIPIENT_REWRITTEN.test(t.code);
    if (wallet === null && (WALLET_HOOK.test(t.code) || rewritten)) wallet = l;
    if (network === null && NETWORK_HOOK.test(t.code)) network = l;
    if (rewrites === null && t.code.includes('replace') && ADDRESS_REWRITE.test(t.code)) rewrites = l;
    if (recipient === null && (rewritten || RECIPIENT_SET_TO_ADDRESS.test(t.code))) recipient = l;
    if (addresses.size < 3 && (t.code.includes('0x') || t.code.includes('bc1') || t.code.includes('T'))) for (const m of t.code.matchAll(WALLET_ADDRESS)) addresses.add(m[0].slice(1, -1).toLowerCase());
  }
  if (wallet === null && network === null) return null;
  // Two addresses written out, or any text rewritten by an address pattern (`.replace(/0x[a-fA-F0-9]{40}/g, …)`):
  // what the drainer does to every request and answer it sees.
  const withAddresses = addresses.size >= 2 || rewrites !== null;
  // A wallet hook that sets a transaction's recipient to an address written out: the swap, whatever else is there.
  const swaps = wallet !== null && recipient !== null;
  const severity: Severity | null = wallet !== null ? (withAddresses || swaps ? 'critical' : network !== null ? 'high' : 'medium') : withAddresses ? 'high' : null;
  if (severity === null) return null;
  const at = wallet ?? network;
  if (at === null) return null;
  const what = [
    wallet !== null ? `wraps a wallet's methods (line ${wallet.line})` : null,
    network !== null ? `replaces the page's network calls (line ${network.line})` : null,
    addresses.size >= 2 ? `writes out ${addresses.size >= 3 ? 'several' : 'two'} wallet addresses` : null,
    rewrites !== null ? `rewrites text by a wallet address pattern (line ${rewrites.line})` : null,
    swaps && recipient !== null ? `sets a transaction's recipient to an address it writes out (line ${recipient.line})` : null,
  ].filter((x) => x !== null).join(', and ');
  return makeFinding({
    id: 'crypto-wallet-hook',
    severity,
    title: wallet !== null ? "Code wraps a crypto wallet's methods" : "Code replaces the page's network calls beside wallet addresses",
    detail: `This change ${what}: every transaction the page asks the wallet to sign, or every answer it reads, goes through this code first. The payload injected into chalk, debug and 16 other npm packages (September 2025) hooked window.ethereum, fetch and XMLHttpRequest this way to swap recipients for its own addresses. Find out why a library intercepts wallets; remove it unless that is what the package is for.`,
    path,
    line: at.line,
    subject: 'wallet-hook',
  });
}

/** Plain HTTP, a bare public IP or a paste, tunnel or webhook service on a line: the worst sources to run code from. */
function badDownloadSource(code: string): string | null {
  if (/\bhttp:\/\/(?!localhost|127\.|\[::1\])/i.test(code)) return 'over plain HTTP';
  return isSuspiciousEndpoint(code) ? 'from a bare IP address or a paste, tunnel or webhook service' : null;
}

/** A file made executable, per language: `os.chmod(p, 0o755)`, `fs.chmodSync(p, 0o755)`, `os.Chmod(p, 0755)`, `set_permissions(… from_mode(0o755))`, `File.chmod(0755, p)`. */
const MAKES_EXECUTABLE: Partial<Record<CodeLanguage, RegExp>> = {
  python: /\bos\.chmod\s*\([^)]{1,200}(?:0o?[0-7]?[1357][0-7]{2}|stat\.S_IX|\|\s*0o?1[01]{2}\b)/,
  js: /\bchmod(?:Sync)?\s*\([^)]{1,200}(?:0o?[0-7]?[1357][0-7]{2}|["'`][0-7]?[1357][0-7]{2}["'`]|["'`][ugoa]*\+x["'`])/,
  go: /\bos\.Chmod\s*\([^)]{1,200}0o?[0-7]?[1357][0-7]{2}/,
  rust: /\bfrom_mode\s*\(\s*0o[0-7]?[1357][0-7]{2}|\bset_permissions\s*\(/,
  ruby: /\b(?:File|FileUtils)\.chmod(?:\s*\(\s*|\s+)(?:0o?[0-7]?[1357][0-7]{2}|["'][ugoa]*\+x["'])/,
  php: /\bchmod\s*\([^)]{1,200}0[0-7]?[1357][0-7]{2}/,
};
/** A program started, per language, by its path (list forms included: `subprocess.Popen([p])`, `spawn(p)`, `exec.Command(p)`). */
const STARTS_PROGRAM: Partial<Record<CodeLanguage, RegExp>> = {
  python: /\bsubprocess\.(?:Popen|run|call|check_call|check_output)\s*\(|\bos\.(?:system|exec[lv]p?e?|spawn\w{0,4}|startfile|posix_spawn)\s*\(/,
  js: /(?<![.\w$])(?:spawn|execFile|exec|fork)(?:Sync)?\s*\(|\.(?:spawn|execFile|exec)(?:Sync)?\s*\(/,
  go: /\bexec\.Command(?:Context)?\s*\(/,
  rust: /\bCommand::new\s*\(/,
  ruby: /(?<![.\w])(?:system|spawn|exec)\s*[("']|\bProcess\.spawn\b/,
  php: /(?<![.\w>$])(?:exec|system|shell_exec|passthru|proc_open|popen)\s*\(/,
};
/** A start that hides the program from the user: no output, detached, in a daemon thread, a new session. */
const HIDDEN_START = /\bDEVNULL\b|\bdetached\s*:\s*true\b|\.unref\s*\(\s*\)|\bdaemon\s*=\s*True\b|\bstart_new_session\s*=\s*True\b|\bcreationflags\b|\bwindowsHide\b|\bnohup\b|\bSetsid\s*:\s*true\b|\bStdio::null\s*\(\)/;

/**
 * `downloaded-binary-run` in program code: one hunk of added code downloads with the language's own
 * calls (`urlretrieve`, `requests.get`, `fetch`, `http.Get`, `reqwest`), makes a file executable and
 * starts a program: a dropper, as malicious PyPI and npm packages put in their `__init__.py` or
 * entry file (download a binary to a temporary folder, chmod it, start it hidden). Medium (a tool
 * that fetches its platform binary does this openly); high when the start is hidden (output to
 * DEVNULL, detached, a daemon thread, a new session); critical from plain HTTP, a bare IP or a
 * paste, tunnel or webhook service. Build files are read by build-code-behavior instead.
 */
function downloadedProgramRun(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], language: CodeLanguage, carried: readonly boolean[]): KeyedFinding | null {
  const chmod = MAKES_EXECUTABLE[language];
  const start = STARTS_PROGRAM[language];
  if (chmod === undefined || start === undefined || buildFileOf(path) !== null) return null;
  const hunks = new Map<number, { download?: ChangedLine; bad: string | null; chmod?: ChangedLine; start?: ChangedLine; hidden: boolean }>();
  for (const { l, t } of addedCodeLines(lines, texts, carried)) {
    const h = hunks.get(l.hunk) ?? { bad: null, hidden: false };
    if (downloadsInCode(t.code, language)) {
      h.download ??= l;
      h.bad ??= badDownloadSource(t.code);
    }
    if (h.chmod === undefined && chmod.test(t.code)) h.chmod = l;
    if (h.start === undefined && start.test(t.masked)) h.start = l;
    if (HIDDEN_START.test(t.code)) h.hidden = true;
    hunks.set(l.hunk, h);
  }
  for (const h of hunks.values()) {
    if (h.download === undefined || h.chmod === undefined || h.start === undefined) continue;
    const severity: Severity = h.bad !== null ? 'critical' : h.hidden ? 'high' : 'medium';
    return makeFinding({
      id: 'downloaded-binary-run',
      severity,
      title: `Program code downloads a file, makes it executable and runs it${h.bad !== null ? ` ${h.bad}` : h.hidden ? ' out of sight' : ''}`,
      detail: `Line ${h.download.line} downloads, line ${h.chmod.line} makes a file executable and line ${h.start.line} starts a program${h.hidden ? ', with its output discarded or detached from the caller' : ''}${h.bad !== null ? ` (the download comes ${h.bad})` : ''}: whatever the server returns runs with the rights of whoever imports or runs this code, the dropper that malicious PyPI and npm packages hide in their import-time code. Ship the program with the package, or download a pinned release and verify its checksum before running it.`,
      path,
      line: h.start.line,
      subject: 'code-dropper',
    });
  }
  return null;
}

/** A file written, per language: what downloaded text is put into before it is loaded. */
const WRITES_FILE: Partial<Record<CodeLanguage, RegExp>> = {
  js: /\bwriteFile(?:Sync)?\s*\(|\bcreateWriteStream\s*\(/,
  python: /\bopen\s*\([^)\n]{1,200}["'](?:w|wb|a|ab|w\+|wt)["']|\.write_(?:text|bytes)\s*\(/,
};
/** A module loaded from a path the code computes (not a literal): `require(f)`, `import(f)`, `runpy.run_path(p)`, a spec from a file. */
const LOADS_MODULE_FROM_PATH: Partial<Record<CodeLanguage, RegExp>> = {
  js: /(?<![.\w$])(?:require|import)\s*\(\s*[\w$.[(]/,
  python: /\brunpy\.run_path\s*\(|\bspec_from_file_location\s*\(|\bSourceFileLoader\s*\(|\bload_source\s*\(/,
};

/**
 * `dynamic-code-execution` for code that one hunk downloads (the language's own calls, or the text of
 * a fetch), writes to a file and loads as a module from a computed path (`fs.writeFileSync(f, code);
 * require(f)`, `runpy.run_path(p)`): eval through the module loader, which no sink names. High;
 * critical from plain HTTP, a bare IP or a paste, tunnel or webhook service.
 */
function downloadedCodeLoaded(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], language: CodeLanguage, carried: readonly boolean[]): KeyedFinding | null {
  const writes = WRITES_FILE[language];
  const loads = LOADS_MODULE_FROM_PATH[language];
  if (writes === undefined || loads === undefined) return null;
  const hunks = new Map<number, { download?: ChangedLine; bad: string | null; write?: ChangedLine; load?: ChangedLine }>();
  for (const { l, t } of addedCodeLines(lines, texts, carried)) {
    const h = hunks.get(l.hunk) ?? { bad: null };
    if (downloadsText(t.code, language)) {
      h.download ??= l;
      h.bad ??= badDownloadSource(t.code);
    }
    if (h.write === undefined && writes.test(t.code)) h.write = l;
    if (h.load === undefined && loads.test(t.code)) h.load = l;
    hunks.set(l.hunk, h);
  }
  for (const h of hunks.values()) {
    if (h.download === undefined || h.write === undefined || h.load === undefined || h.load.line < h.download.line) continue;
    return makeFinding({
      id: 'dynamic-code-execution',
      severity: h.bad !== null ? 'critical' : 'high',
      title: `Program code downloads code, writes it to a file and loads it${h.bad !== null ? ` ${h.bad}` : ''}`,
      detail: `Line ${h.download.line} downloads, line ${h.write.line} writes a file and line ${h.load.line} loads a module from a path the code computes: what the server returns runs as part of the program, eval by way of the module loader${h.bad !== null ? ` (the download comes ${h.bad})` : ''}. Ship the code with the package instead of fetching it at run time.`,
      path,
      line: h.load.line,
      subject: 'download-load',
    });
  }
  return null;
}

/** A name assigned on a line (`cmd := "…"`, `const cmd = '…'`, `CMD = "…"`, `String cmd = "…"`), read on the masked line. */
const ASSIGNED_NAME = /^\s*(?:(?:const|let|var|final|val|auto|static|String|string|char|str)\s+)?\*?([A-Za-z_$][\w$]{0,60})\s*(?::\s*[\w.<>[\]]{1,40}\s*)?:?=(?!=)/;

const NAME_CHAR = /[\w$]/;

/** Whether `code` uses `name` as a whole word (not inside a longer name). */
function mentionsName(code: string, name: string): boolean {
  for (let at = code.indexOf(name); at >= 0; at = code.indexOf(name, at + 1)) {
    if (!NAME_CHAR.test(code.charAt(at - 1)) && !NAME_CHAR.test(code.charAt(at + name.length))) return true;
  }
  return false;
}

/** Python's import of a module by name: the argument is group 1. */
const MODULE_IMPORT_BY_NAME = /\b(?:importlib\.import_module|__import__)\s{0,3}\(\s{0,3}([^,()]{1,120}?(?:\[[^\]]{0,20}\])?)\s{0,3}[,)]/;
/** A command-line value: `sys.argv[1]`, argparse's `args.module` (or `options.x`, `opts.x`, `ns.x`). */
const COMMAND_LINE_VALUE = /^(?:sys\.argv\s{0,3}\[\s{0,3}-?\d{1,2}\s{0,3}\]|(?:args|options|opts|ns|cli_args|parsed_args|arguments)\.[A-Za-z_]\w{0,60})$/;
/** What reads the environment in Python: a developer's command line is the caller's choice, a CI job's variables are not. */
const PYTHON_ENVIRONMENT_READ = /\bos\.(?:environ|getenv)\b/;

/**
 * A Python developer tool importing the module its command line names: `importlib.import_module(sys.argv[1])`,
 * `__import__(args.module)`, or a name the hunk's added code assigns from `sys.argv[…]` or argparse's
 * `args.…` (`for name in sys.argv[1:]:` too), with no environment variable read in the hunk. The person
 * who runs the script picks the module, as they picked the script; nothing a PR's reader cannot see
 * reaches it.
 */
function cliNamedModuleImport(code: string, hunkCode: readonly string[]): boolean {
  const m = MODULE_IMPORT_BY_NAME.exec(code);
  const argument = m?.[1]?.trim();
  if (argument === undefined || hunkCode.some((c) => PYTHON_ENVIRONMENT_READ.test(c))) return false;
  if (COMMAND_LINE_VALUE.test(argument)) return true;
  if (!/^[A-Za-z_]\w{0,60}$/.test(argument)) return false;
  const assigned = new RegExp(String.raw`^\s{0,40}(?:${argument}\s{0,3}=\s{0,3}(?:sys\.argv\s{0,3}\[\s{0,3}-?\d{1,2}\s{0,3}\]|(?:args|options|opts|ns|cli_args|parsed_args|arguments)\.[A-Za-z_]\w{0,60})\s{0,3}$|for\s{1,3}${argument}\s{1,3}in\s{1,3}(?:sys\.argv\s{0,3}\[\s{0,3}1\s{0,3}:\s{0,3}\]|(?:args|options|opts|ns)\.[A-Za-z_]\w{0,60})\s{0,3}:)`);
  return hunkCode.some((c) => assigned.test(c));
}

/** Folders of scripts developers and CI run on purpose, in any language: read on the shell scripts' ladder. */
const SCRIPT_FOLDER = /(?:^|\/)(?:scripts?|tools|hack|ci|dev|devtools|\.github|\.devcontainer)\//;
/** Python task files a developer runs on purpose (nox, invoke, fabric, doit): judged as a script folder's files are. */
const TASK_PROGRAM = /(?:^|\/)(?:noxfile|tasks|fabfile|dodo)\.py$/;

/**
 * Process calls that are no sink of their own (a list of arguments runs no shell: `subprocess.run([…])`,
 * Ruby's backticks without interpolation) but run the command a string on their line spells out,
 * when that string hands a download to a shell (`["bash", "-c", "curl … | sh"]`).
 */
// Python's task runners run their command strings in a shell: nox's `session.run(…)`, invoke's and
// fabric's `c.run(…)`/`ctx.run(…)`.
const RUNS_ON_LINE: Partial<Record<CodeLanguage, RegExp>> = {
  python: /\bsubprocess\.\w+\s*\(|\bos\.(?:system|popen|exec\w*|spawn\w*)\s*\(|\b(?:session|c|ctx|context)\.run(?:_always)?\s*\(/,
  ruby: /`|%x[({[]/,
};

/** A test setup file that every test run loads, whichever tests are selected: pytest's conftest.py, a test runner's setup file, RSpec's and Minitest's helpers. */
const TEST_SETUP_FILE = /(?:^|\/)(?:conftest\.py|(?:jest|vitest|karma|mocha|ava)[.-](?:setup|config)[\w.-]{0,40}\.[cm]?[jt]s|setup[Tt]ests\.[cm]?[jt]sx?|global[-_]?[Ss]etup\.[cm]?[jt]s|setup\.[cm]?[jt]s|spec_helper\.rb|rails_helper\.rb|test_helper\.rb)$/;

/** The added lines (their indexes) of each hunk that call a process (SINKS.process): what pipedDownloadRun asks of a test file. */
function processLinesOf(lines: readonly ChangedLine[], texts: readonly CodeText[], language: CodeLanguage): Map<number, number[]> {
  const sink = SINKS.process[language];
  const found = new Map<number, number[]>();
  if (sink === undefined) return found;
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment || !sink.test(t.masked)) continue;
    found.set(l.hunk, [...(found.get(l.hunk) ?? []), i]);
  }
  return found;
}

/**
 * `curl-pipe-shell` in program code: an added line whose string pipes a download into a shell
 * (`exec.Command("/bin/sh", "-c", "wget -O - https://… | /bin/bash &")`, the malicious Go modules
 * of 2025; `os.system('curl … | sh')`; `execSync('curl … | bash')`), run by a process call on the
 * same line, or assigned to a name that a process call of the same hunk names. A string printed as
 * an install hint runs nothing and is not reported. Critical over plain HTTP or from a bare IP or a
 * paste, tunnel or webhook service; medium from a well-known tool's installer host (bun.sh,
 * sh.rustup.rs, ...) or in a script folder (`scripts/`, `tools/`, `hack/`, ...), as for shell
 * scripts; high otherwise (library and application code).
 */
function pipedDownloadRun(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], processLines: ReadonlyMap<number, readonly number[]>, carried: readonly boolean[], language: CodeLanguage): KeyedFinding | null {
  // A developer's script (provisioning, release, CI helpers) runs when someone runs it, as a shell script does.
  const script = SCRIPT_FOLDER.test(path) || TASK_PROGRAM.test(path);
  let worst: { l: ChangedLine; command: string; severity: Severity; why: string } | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment || carried[i] === true) continue;
    if (!t.code.includes('curl') && !t.code.includes('wget') && !/iex|invoke-expression/i.test(t.code)) continue;
    const runners = processLines.get(l.hunk) ?? [];
    const onLine = RUNS_ON_LINE[language]?.test(t.code) === true;
    if (runners.length === 0 && !onLine) continue;
    const commands = findPipeToShell(t.code);
    if (commands.length === 0) continue;
    let runs = onLine || runners.includes(i);
    if (!runs) {
      const name = ASSIGNED_NAME.exec(t.masked)?.[1];
      if (name !== undefined) runs = runners.some((j) => j !== i && mentionsName(texts[j]?.masked ?? '', name));
    }
    if (!runs) continue;
    for (const command of commands) {
      const bad = badDownloadSource(command);
      const host = hostOf(/\bhttps?:\/\/[^\s"'`)|]{1,500}/i.exec(command)?.[0] ?? '') ?? '';
      // A tool vendor's own installer (vendorInstallerHost): on raw.githubusercontent.com or github.com only a listed repository's, not any account's.
      const installer = vendorInstallerHost(command);
      const severity: Severity = bad !== null ? 'critical' : installer !== null || script ? 'medium' : 'high';
      const why = bad ?? (installer !== null ? `from ${installer}, a well-known installer` : host === '' ? 'from a URL the line does not show' : `from ${host}`);
      if (worst === null || (severity === 'critical' && worst.severity !== 'critical') || (severity === 'high' && worst.severity === 'medium')) worst = { l, command, severity, why };
    }
  }
  if (worst === null) return null;
  return makeFinding({
    id: 'curl-pipe-shell',
    severity: worst.severity,
    title: `Program code downloads a script and runs it in a shell${worst.severity === 'critical' ? ` ${worst.why}` : ''}`,
    detail: `This line hands \`${worst.command.slice(0, 160)}\` to a shell (${worst.why}): whatever the server returns when the program runs is executed, unverified, with the rights of whoever runs it. Malicious Go modules of 2025 hid this shape in init code (\`exec.Command("/bin/sh", "-c", "wget -O - https://… | /bin/bash &")\`). Ship what the program needs with it, or download, verify a checksum, then run.`,
    path,
    line: worst.l.line,
    subject: `code-pipe:${pipeCommandKey(worst.command)}`,
  });
}

/** A contiguous run of removed lines: where it stands, and the function a removed header in it declares. */
interface RemovedRun {
  readonly hunk: number;
  readonly line: number;
  readonly name: string | null;
}

/** The run of removed lines after line `l`: continued (its header's name kept) when `l` is removed right after the run, in the same hunk, else a new one or none. */
function nextRun(run: RemovedRun | null, l: ChangedLine | undefined, t: CodeText | undefined): RemovedRun | null {
  if (l === undefined || l.sign !== '-') return null;
  // Removed lines in a row are all reported at the new-file line they stand before.
  const continues = run !== null && run.hunk === l.hunk && run.line === l.line;
  const declared = t === undefined || t.isComment ? null : declaredName(t.masked);
  return { hunk: l.hunk, line: l.line, name: declared ?? (continues ? run.name : null) };
}

/**
 * The name a line declares as a function or method: `def name(`, `function name(`, or a typed header
 * (`public AuthorizationResult authorize(…) {`, an interface's `Result authorize(Supplier<A> a, T o);`,
 * annotations and modifiers before it); null for a call (`return authorize(…)`, `new Foo(…)`).
 */
const DECLARED_NAME = /^\s{0,80}(?:(?:@[\w.]{1,60}|public|private|protected|internal|static|final|abstract|default|override|virtual|async|synchronized|open|suspend|export|sealed)\s{1,3}){0,6}(?:(?:def|function|func|fun|fn|sub)\s{1,3}|([\w$.]{1,80}(?:<[^;=(){}]{0,120}>)?(?:\[\])?\??)\s{1,3})([A-Za-z_$][\w$]{0,80})\s{0,3}\(/;
/** Words that stand before a call, not a return type: `return authorize(…)`, `await verify(…)`. */
const NOT_A_TYPE = /^(?:return|new|await|yield|throw|else|case|assert|not|and|or|in|is|if|elif|while|for|do|try|with|raise|del|print|echo|go|defer|typeof|instanceof|void|delete|of|from|import|package|goto)$/;

function declaredName(masked: string): string | null {
  const m = DECLARED_NAME.exec(masked);
  if (m === null || (m[1] !== undefined && NOT_A_TYPE.test(m[1]))) return null;
  return m[2] ?? null;
}

/** The text with the first whole-word `name` blanked: what a header says besides the name it declares. */
function blankName(text: string, name: string): string {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    if (!NAME_CHAR.test(text.charAt(at - 1)) && !NAME_CHAR.test(text.charAt(at + name.length))) return `${text.slice(0, at)}${' '.repeat(name.length)}${text.slice(at + name.length)}`;
  }
  return text;
}

/** The name of the check a line calls (AUTH_CHECK's match, its last name: `authorize(` gives authorize), or ''. */
function calledCheck(masked: string): string {
  const m = AUTH_CHECK.exec(masked);
  const names = m?.[0].match(/[A-Za-z_$][\w$]{0,80}/g) ?? [];
  return m !== null && /\(\s*$/.test(m[0]) ? (names[names.length - 1] ?? '') : '';
}

/**
 * The function names each side declares: on the removed lines, and on the added lines or anywhere
 * in the head file, or on the hunks' context lines when the head is not read (what the file still
 * defines once the PR is in). At most MAX_CONTENT_ROWS rows, each cut at MAX_LINE_LENGTH.
 */
function keptDeclarations(lines: readonly ChangedLine[], texts: readonly CodeText[], head: string | null, patch: string | null): { removed: Set<string>; added: Set<string>; removedShapes: Set<string>; addedShapes: Set<string> } {
  const removed = new Set<string>();
  const added = new Set<string>();
  const removedShapes = new Set<string>();
  const addedShapes = new Set<string>();
  for (let i = 0; i < lines.length; i += 1) {
    const t = texts[i];
    const name = t === undefined || t.isComment ? null : declaredName(t.masked);
    if (name === null || t === undefined) continue;
    const removedLine = lines[i]?.sign === '-';
    (removedLine ? removed : added).add(name);
    (removedLine ? removedShapes : addedShapes).add(declarationShape(t.masked, name));
  }
  // The head file, or else the hunks' context lines (the side of the file the PR keeps).
  const rows = head !== null ? head.split('\n', MAX_CONTENT_ROWS) : (patch ?? '').split('\n', MAX_CONTENT_ROWS).filter((row) => row.startsWith(' ')).map((row) => row.slice(1));
  for (const row of rows) {
    if (!row.includes('(')) continue;
    const name = declaredName(row.slice(0, MAX_LINE_LENGTH));
    if (name !== null) added.add(name);
  }
  return { removed, added, removedShapes, addedShapes };
}

/** A declaration header with its name blanked and its whitespace removed: two headers alike but for the name declare a function renamed. */
function declarationShape(masked: string, name: string): string {
  return blankName(masked, name).replace(/\s+/g, '');
}

/** A line that exempts code from a check by naming it: Rails' `skip_before_action :authenticate_user!`, `skip_authorization`. */
const SKIPS_CHECK = /\bskip_(?:before|around)_action\b|\bskip_(?:authorization|authentication|verify_authorized)\b/;

/** A CSRF protection among the auth checks (Rails' `protect_from_forgery`, csurf's middleware, gorilla/csrf, ASP.NET's antiforgery attribute). */
const CSRF_CHECK = /forgery|csrf|antiforgery/i;

function authFinding(path: string, line: number, removed: number, csrf = false): KeyedFinding {
  if (csrf) {
    return makeFinding({
      id: 'auth-check-removed',
      severity: 'high',
      title: 'CSRF protection removed',
      detail: `${removed === 1 ? 'A line' : `${removed} lines`} that applied cross-site request forgery protection (a CSRF middleware, \`protect_from_forgery\`, an antiforgery attribute) ${removed === 1 ? 'is' : 'are'} removed here and not replaced in this file: any web page a signed-in user visits can then post to these routes with the user's cookies. If the protection moved elsewhere, say where; otherwise keep it.`,
      path,
      line,
      subject: 'auth-removed',
    });
  }
  return makeFinding({
    id: 'auth-check-removed',
    severity: 'high',
    title: 'Authentication or authorization check removed',
    detail: `${removed === 1 ? 'A line' : `${removed} lines`} that checked who the caller is or what they may do (a login or permission decorator, a guard, a 401/403 answer) ${removed === 1 ? 'is' : 'are'} removed here and not replaced in this file. If the check moved elsewhere, say where; otherwise this opens the code to callers who were refused before.`,
    path,
    line,
    subject: 'auth-removed',
  });
}

function routeGuardFinding(path: string, dropped: DroppedGuard): KeyedFinding {
  const route = `${dropped.method}${dropped.path === '' ? '' : ` ${dropped.path}`}`;
  return makeFinding({
    id: 'auth-check-removed',
    severity: 'high',
    title: 'Authentication middleware dropped from a route',
    detail: `\`${dropped.guard}\` no longer runs before the handler of ${route}: the route is registered as before without it, so callers it refused now reach the handler. If another layer guards the route now, say where; otherwise put the middleware back.`,
    path,
    line: dropped.line,
    subject: 'auth-removed',
  });
}

/**
 * A URL that a string literal is (its quote, then the URL): an endpoint the program calls or a
 * link it prints on its own, not a URL inside a message's words. Its host, at most 253 characters.
 */
const URL_HOST_IN_CODE = /["'`]https?:\/\/([\w.-]{1,253})/gi;
/**
 * A string that is a host name and nothing else (`"login.acme.com"`, `'*.acme.io'`, an allow-list's
 * entry), ending in a common top-level domain: dotted module, logger and package names
 * (`"django.contrib.auth"`, `"app.views"`) and file names (`"setup.py"`) end in none.
 */
const BARE_HOST_IN_CODE = /["'`](?:\*\.)?([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,6}\.(?:com|org|net|io|dev|app|co|ai|cloud|me|info|biz|xyz|site|online|tech|gg|ly|page|link|live|top|icu|cc|tv|us|uk|de|fr|ru|cn|jp|eu|nl|br|au|ca|ch|se|es|it|kr))["'`]/gi;


/** A header that names the script generating the file: `// This file is autogenerated by build/build-validation.js, do not edit`. */
const GENERATED_BY = /\b(?:auto-?generated|generated)\s+(?:by|from|with)\s+[`'"]?(\.{0,2}\/?[\w-]+(?:[./][\w-]+)*\.[a-z]{1,4})\b/i;
/** How much of a file's start is read for that header. */
const HEADER_CHARS = 400;

/**
 * `minified-source` in a file whose header names the script that generates it, a script this PR
 * changes too (fastify's lib/config-validator.js, written by build/build-validation.js): the long
 * line is that script's output, rebuilt with its source. It stays a note (low) to regenerate and
 * compare; the line rules still read the file (an eval or a send hidden there is reported as such).
 */
/** The file's first lines as its diff shows them, when its first hunk starts at line 1 (content is not read for every source file). */
function headerFromPatch(patch: string | null): string | null {
  if (patch === null || !/^@@ -\d+(?:,\d+)? \+1(?:,\d+)? @@/.test(patch)) return null;
  const out: string[] = [];
  let length = 0;
  for (const line of patch.slice(0, HEADER_CHARS * 4).split('\n').slice(1)) {
    if (line.startsWith('@@') || length > HEADER_CHARS) break;
    if (line.startsWith('-')) continue;
    out.push(line.slice(1));
    length += line.length;
  }
  return out.join('\n');
}

function regeneratedOutput(snapshot: PrSnapshot, findings: KeyedFinding[]): void {
  for (let i = 0; i < findings.length; i += 1) {
    const finding = findings[i];
    if (finding?.id !== 'minified-source' || finding.path === null) continue;
    const head = snapshot.contents.find((c) => c.path === finding.path)?.head ?? headerFromPatch(snapshot.files.find((f) => f.path === finding.path)?.patch ?? null);
    const generator = head === null ? null : (GENERATED_BY.exec(head.slice(0, HEADER_CHARS))?.[1] ?? null);
    if (generator === null) continue;
    const name = generator.replace(/^(?:\.{1,2}\/)+/, '');
    const script = snapshot.files.find((f) => f.status !== 'removed' && f.path !== finding.path && (f.path === name || f.path.endsWith(`/${name}`)));
    if (script === undefined) continue;
    findings[i] = {
      ...finding,
      severity: 'low',
      detail: `${finding.detail} Its header says ${script.path} generates it, and this PR changes that script too: regenerate the file and compare rather than read it.`,
    };
  }
}

/** A flag set to its own negation: `escape = !escape`, `self.quoted = not self.quoted`. */
const TOGGLE = /\b([A-Za-z_][\w.]{0,80})\s{0,3}=\s{0,3}(?:!\s{0,3}|not\s{1,3})\1\b/;
/** `name = true` as a statement (not `==`, not a key: `name: true`). */
const SET_TRUE = /(?:^|[;{]\s{0,3})\s{0,40}([A-Za-z_]\w{0,80})\s{0,3}=\s{0,3}true\b/;
/** A local declared false: Go's `name := false`, `let name = false`, `let mut name = false`, `var name = false` (JS, Swift, Kotlin, Go). */
const LOCAL_FALSE = /^\s{0,40}(?:([A-Za-z_]\w{0,80})\s{0,3}:=\s{0,3}false\b|(?:let|var)\s{1,3}(?:mut\s{1,3})?([A-Za-z_]\w{0,80})(?:\s{0,3}:\s{0,3}(?:bool|Bool|boolean|Boolean))?\s{0,3}=\s{0,3}false\b)/;
/** A local declared true, as LOCAL_FALSE reads one declared false: Go's `name := true`, `let name = true`, `var name = true`. */
const LOCAL_TRUE = /^\s{0,40}(?:([A-Za-z_]\w{0,80})\s{0,3}:=\s{0,3}true\b|(?:let|var)\s{1,3}(?:mut\s{1,3})?([A-Za-z_]\w{0,80})(?:\s{0,3}:\s{0,3}(?:bool|Bool|boolean|Boolean))?\s{0,3}=\s{0,3}true\b)/;
/**
 * Findings that say a protection was weakened (docs/findings.md, "Security-relevant changes"):
 * under a typo, docs, formatting or version claim they make the mismatch high, the shape of a
 * backdoor dressed as a typo fix.
 */
const WEAKENING: ReadonlySet<string> = new Set(['auth-bypass-added', 'auth-check-removed', 'protection-switched-off', 'tls-verification-disabled', 'security-parsing-changed', 'cors-permissive', 'allowlist-check-loosened', 'sql-parameters-dropped', 'insecure-setting-enabled', 'constant-time-compare-removed', 'path-check-removed', 'security-limit-loosened', 'sanitizer-removed', 'insecure-randomness', 'file-permissions-widened', 'assignment-in-condition', 'privileged-default-raised', 'bounds-check-loosened', 'check-inverted', 'verification-not-awaited', 'check-short-circuited', 'sql-built-from-input', 'ssrf-check-removed']);

/**
 * Findings about the code a PR changes. `info` is the analysis' path classifier (category and test
 * status of a path).
 */
export function scanCodeChanges(snapshot: PrSnapshot, info: (path: string) => CodePathInfo, routine: (file: SnapshotFile) => boolean = () => false): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  let logicFile: { path: string; line: number | null; movedHost?: string | null; inverted?: boolean } | null = null;
  /** The first file whose change contradicts the claim only in a way the PR explains (explainedChange, commitAnnouncing). */
  let explainedFile: { path: string; line: number | null; movedHost?: string | null; inverted?: boolean; explained: string } | null = null;
  let sinks = 0;
  /** A protection weakened outside tests (WEAKENING), not an auth check that moved. */
  let weakening = false;
  const ownMessages = snapshot.commits.filter((c) => c.parentCount < 2).map((c) => c.message);
  /** Folders where this PR changes a bundle's source map (`priv/static/phoenix.cjs.js.map`): their bundles were rebuilt, not edited. */
  const rebuiltWithMap = new Set(snapshot.files.filter((f) => f.path.endsWith('.js.map') || f.path.endsWith('.mjs.map') || f.path.endsWith('.cjs.map')).map((f) => f.path.slice(0, f.path.lastIndexOf('/') + 1)));
  const claim = claimBesideChangedRules(snapshot.title, ownMessages, snapshot.files.map((f) => f.path));
  const releaseFix = claim !== null && isVersionClaim(claim) ? releaseFixes(snapshot, info) : null;
  const moved = movedLinesOf(snapshot, info);
  const output = handEditedOutput(snapshot, info);
  const keySenders = keySendersElsewhere(snapshot, info);
  /** The files that add an auth check, read once when the first removed one is found (once per finding was quadratic). */
  let authAdders: ReadonlySet<string> | undefined;
  let limitAdders: ReadonlySet<string> | undefined;
  let ssrfAdders: ReadonlySet<string> | undefined;
  /** The XML hardenings the PR's added lines set, in any file, read when a file removes one. */
  let xmlHardened: Set<string> | undefined;
  const xmlHardenedInPr = (): ReadonlySet<string> => {
    if (xmlHardened !== undefined) return xmlHardened;
    xmlHardened = new Set();
    for (const f of snapshot.files) {
      if (f.patch === null) continue;
      for (const l of changedLines(f.patch, MAX_LINES_PER_FILE)) {
        if (l.sign !== '+') continue;
        if (/^\s*(?:\/\/|\*|\/\*)/.test(l.text)) continue;
        const kind = addsXmlHardening(l.text);
        if (kind !== null) xmlHardened.add(kind);
        // A feature set through a constant (`setFeature(NO_DTD, true)`): the same constant set again elsewhere keeps it.
        const name = featureConstantSet(l.text);
        if (name !== null) xmlHardened.add(`name:${name}`);
      }
    }
    return xmlHardened;
  };
  /** The PR's certificates issued only to local or example names (local-tls-key.ts), read when a file adds a private key. */
  let localCerts: readonly LocalCertificate[] | undefined;
  const certificatesInPr = (): readonly LocalCertificate[] =>
    (localCerts ??= localCertificates(
      snapshot.files
        .filter((f) => f.patch !== null && f.patch.includes('-----BEGIN CERTIFICATE-----') && !['lockfile', 'binary'].includes(info(f.path).category))
        .map((f) => ({ path: f.path, text: signedLinesText(changedLines(f.patch ?? '', MAX_LINES_PER_FILE), '+') })),
    ));
  /** The documentation files this PR changes, read once when a docs generator is asked about. */
  let changedDocs: readonly string[] | undefined;
  for (const file of snapshot.files) {
    // A notebook's code cells are Python that people, documentation builds and CI run (notebook.ts):
    // read as program code, its shell escapes for downloads piped into a shell. The file itself is
    // still read below as it is (secrets in outputs, hidden characters); a finding both readings
    // make at one line is one finding (same key).
    if (isNotebookPath(file.path) && file.patch !== null) {
      const notebookInfo = info(file.path);
      if (notebookInfo.category !== 'generated' && notebookInfo.category !== 'vendored' && notebookInfo.category !== 'binary') {
        const notebook = readNotebook(file);
        pushAll(findings, notebook.findings);
        const scan = scanFile(notebook.file, { ...notebookInfo, category: 'source' }, null, moved, 'python');
        sinks += scan.sinks;
        pushAll(findings, scan.findings);
      }
    }
    // Build output changed on its own is read as the code it is (handEditedOutput).
    const fileInfo = output.includes(file) ? { ...info(file.path), category: 'source' } : info(file.path);
    // The head content, when the analysis fetched it anyway (setup.py and other supply-chain files, a file with a minified line).
    const contents = snapshot.contents.find((c) => c.path === file.path);
    const scan = scanFile(file, fileInfo, claim, moved, undefined, contents?.head, keySenders.get(file.path), xmlHardenedInPr, contents?.base, certificatesInPr);
    if (output.includes(file)) {
      const payloads = scan.findings.filter((f) => !NOT_A_PAYLOAD.has(f.id));
      scan.findings.length = 0;
      pushAll(scan.findings, payloads);
    }
    sinks += scan.sinks;
    // A linter's or formatter's configuration written as code (eslint.config.js) changes which files
    // are checked and how, not what the program does: it contradicts no claim, unless it now runs
    // something (a process or code call in it).
    const lintConfig = LINT_CONFIG_FILE.test(file.path.slice(file.path.lastIndexOf('/') + 1)) && scan.sinks === 0;
    if (logicFile === null && scan.logicChanged && fileInfo.category === 'source' && !fileInfo.isTest && !lintConfig && !output.includes(file) && !(claim !== null && (claimCoversFile(claim, file.path, scan.sinks) || docsClaimCovers(claim, file.path) || docsGeneratorCovers(claim, file.path, file.patch, changedDocs ??= snapshot.files.filter((f) => f.status !== 'removed' && info(f.path).category === 'docs').map((f) => f.path), scan.sinks)))) {
      // A condition inverted in code that guards access, secrets or payments.
      const inverted = scan.invertedAt != null && (fileInfo.sensitive ?? []).some((hit) => GUARD_LABELS.has(hit.label));
      const candidate = { path: file.path, line: inverted ? (scan.invertedAt ?? null) : scan.firstCodeLine, movedHost: scan.movedHost ?? null, inverted };
      // A change the title itself explains is a note, kept only when no other file contradicts the claim outright.
      // A file deleted whole runs nothing after the merge: what is left to check is that nothing still needs it.
      const explained = claim === null || inverted || candidate.movedHost !== null ? null : file.status === 'removed' ? 'the PR deletes it whole, so nothing of it runs after the merge' : explainedChange(claim, file, scan, rebuiltWithMap, releaseFix, changedDocs ??= snapshot.files.filter((f) => f.status !== 'removed' && info(f.path).category === 'docs').map((f) => f.path));
      if (explained === null) logicFile = candidate;
      else explainedFile ??= { ...candidate, explained };
    }
    for (const finding of scan.findings) {
      // An auth check removed from one file and added to another is a move: weigh it as medium.
      const option = finding.id === 'protection-switched-off' && finding.severity === 'medium' && finding.line !== null && !finding.key.endsWith('\u0000xml-hardening-removed') && !finding.key.includes('\u0000django-middleware:') ? introducedOptionOff(snapshot, finding.path, finding.line) : null;
      // A rate limit taken off a route in one file and named on an added line of another: a move (to app.use, a router).
      if (finding.key.endsWith('\u0000rate-limit-removed') && addsAuthElsewhere(limitAdders ??= filesAddingRateLimit(snapshot, info), finding.path)) continue;
      // Django's middleware moved to another settings module of the PR (a settings file split in two).
      if (djangoMiddlewareAddedElsewhere(finding, snapshot.files, (path) => info(path).isTest)) continue;
      if (finding.id === 'auth-check-removed' && addsAuthElsewhere(authAdders ??= filesAddingAuth(snapshot, info), finding.path)) {
        findings.push({ ...finding, severity: 'medium', detail: `${finding.detail} Another file of this PR adds auth checks: if that is where it moved, this is a refactor.` });
      } else if (finding.id === 'ssrf-check-removed' && addsAuthElsewhere(ssrfAdders ??= filesAddingSsrfGuard(snapshot, info), finding.path)) {
        // An address check moved to another file of the PR (a shared fetch helper): a refactor, weighed low.
        findings.push({ ...finding, severity: 'low', detail: `${finding.detail} Another file of this PR adds a check of the same kind: if that is where it moved, this is a refactor.` });
      } else if (isTokenVerifyDropped(finding) && addsAuthElsewhere(authAdders ??= filesAddingAuth(snapshot, info), finding.path)) {
        findings.push({ ...finding, severity: 'medium', detail: `${finding.detail} Another file of this PR adds a token verification or an auth check: if the verification moved there (a middleware), this is a refactor.` });
      } else if (option !== null) {
        // An opt-in protection the PR adds, with the code that reads it: off by default, nothing switched off.
        findings.push({
          ...finding,
          severity: 'low',
          title: `A new protective option, off by default (${option})`,
          detail: `This line defaults ${option} to off, and the PR adds the option itself: no line it removes or leaves names it, and its own code reads it. Nothing that was on is switched off; check that the default is the one users should get, and that the documentation says how to turn it on.`,
        });
      } else {
        findings.push(finding);
        if (WEAKENING.has(finding.id)) weakening = true;
      }
    }
  }

  regeneratedOutput(snapshot, findings);
  // A bundle rebuilt beside a source change: its new lines are read for payloads the source change does not explain.
  if (output.length === 0) pushAll(findings, rebuiltOutputPayloads(snapshot, info, findings, moved));
  // A bundle changed on its own, read whole by the rules above: the checks they lack (the runner's secrets, obfuscator tables, a download run, a new host).
  else editedOutputPayloads(output, snapshot, findings);

  // Credential files read in one file and sent out from another that imports it.
  pushAll(findings, credentialSendsAcrossFiles(readableCode(snapshot, info), new Set(findings.filter((f) => f.id === 'credential-store-read').map((f) => f.path))));
  // A private key added in two halves, one file each (split-private-key.ts).
  const splitKey = splitPrivateKey(
    snapshot.files.filter((f) => !['lockfile', 'binary'].includes(info(f.path).category)),
    (path) => info(path).isTest || info(path).category === 'docs' || isExampleProjectPath(path),
    new Set(findings.filter((f) => f.id === 'private-key-added').map((f) => f.path)),
  );
  if (splitKey !== null) findings.push(splitKey);

  // No program source changed: a workflow, build file, code manifest or package.json script that
  // changes what runs contradicts the claim as well.
  if (claim !== null && logicFile === null) {
    const renamed = renamedPaths(snapshot.files);
    for (const file of snapshot.files) {
      const contents = snapshot.contents.find((c) => c.path === file.path);
      const change = executableChange(file, info(file.path), claim, { routine: routine(file), base: contents?.base ?? null, head: contents?.head ?? null, renamed });
      if (change === null) continue;
      // A CI file under a claim that says its fix is in the CI (`Fix typo in CI defs`, `ci: fix typo`):
      // the change the title announces, which the workflow rules and sensitive-paths weigh as any CI edit.
      if (info(file.path).category === 'ci' && claimNamesCi(claim)) continue;
      // A tooling or build file that one of the PR's own commits names (`update deprecated pre-commit hook`).
      const announced = commitAnnouncing(file.path, ownMessages);
      if (announced === null) {
        logicFile = { path: file.path, line: change.line, movedHost: change.movedHost ?? null };
        break;
      }
      explainedFile ??= { path: file.path, line: change.line, explained: `one of its commits says so ("${announced}")` };
    }
  }
  // Only explained changes: the mismatch is a note.
  const explainedOnly = logicFile === null ? explainedFile : null;
  logicFile ??= explainedFile;

  const firstOutput = output[0];
  if (firstOutput !== undefined) {
    const first = changedLines(firstOutput.patch ?? '', MAX_LINES_PER_FILE).find((l) => l.sign === '+');
    const others = output.length - 1;
    const pending = trustedBuildOutputCheck(snapshot) === 'pending';
    findings.push(
      makeFinding({
        id: 'generated-code-edited',
        severity: pending ? 'low' : 'medium',
        title: 'Build output changed without its source',
        detail: `${firstOutput.path}${others > 0 ? ` and ${others} other generated file${others === 1 ? '' : 's'}` : ''} change${others > 0 ? '' : 's'}, while no source file, manifest or lockfile of this PR does: build output that nobody rebuilt from source. It is what runs (a GitHub Action's dist/index.js, a published bundle), and the tj-actions/changed-files and reviewdog compromises of March 2025 hid their payloads there. ${pending ? 'A check of this repository that rebuilds it and compares is still running: make sure it passes before merging.' : 'Rebuild it from source in CI and compare, or drop the change;'} the generated files were read as code for this PR.`,
        path: firstOutput.path,
        line: first?.line ?? null,
        subject: 'output',
      }),
    );
  }

  if (claim !== null && logicFile !== null) {
    // A condition inverted in code that decides access, secrets or payments is as serious.
    const serious = findings.some((f) => isAtLeast(f.severity, 'high')) || sinks > 0 || weakening || logicFile.inverted === true;
    // A lint or code-style claim (not a formatter's) expects rewrites that mean the same: logic alone is a note.
    // So does a PR whose own commits announce one beside the title's claim (`docs: Fix link` with a
    // `style: Make clippy happy` commit): the rewrite is announced where the reviewer reads the commits.
    const lintClaim = isLintOrStyleClaim(claim) ? claim : lintCommitClaim(snapshot);
    const lintRewrite = !serious && lintClaim !== null && logicFile.movedHost == null;
    const explained = !serious && !lintRewrite && explainedOnly !== null ? explainedOnly.explained : null;
    findings.push(
      makeFinding({
        id: 'pr-claim-mismatch',
        severity: serious ? 'high' : lintRewrite || explained !== null ? 'low' : 'medium',
        title: 'The PR says it changes no logic, but the code changes',
        detail: explained !== null
          ? `"${claim}" reads as a typo, docs, formatting or version change, and ${logicFile.path} changes ${info(logicFile.path).category === 'source' ? 'program code' : 'what runs'}, but ${explained}: check that it is only that.`
          : lintRewrite
          ? `"${lintClaim ?? claim}" reads as a lint or code-style fix, and ${logicFile.path} changes ${info(logicFile.path).category === 'source' ? 'program code' : 'what runs'}: linters ask for rewrites that mean the same, so check that this one does.`
          : `"${claim}" reads as a typo, docs, formatting or version change, yet ${logicFile.path} changes ${info(logicFile.path).category === 'source' ? 'program code' : 'what runs'}${sinks > 0 ? ', including a dangerous call' : weakening ? ', and weakens a protection' : logicFile.inverted === true ? `, and inverts a condition (line ${logicFile.line ?? '?'}: a negation or a comparison flipped) in code that decides access, secrets or payments` : ''}${logicFile.movedHost != null ? ` (a URL now goes to ${logicFile.movedHost}: where its requests, and what they carry, are sent)` : ''}. Review it as a code change, and ask for a title that says what it does.`,
        path: logicFile.path,
        line: logicFile.line,
        subject: 'claim',
      }),
    );
  }
  return findings;
}

/**
 * Why a source file's change, which contradicts the claim by its tokens, is one the PR explains, or
 * null: the claim's own word names the file's module (claimNamesModule: `Fix comments on right side
 * of assignments` in a formatter's `comments/handle-comments.js`), or the file only adds Rust `use`
 * items, module declarations and attributes (onlyRustDeclarations: the imports a docs module's
 * links need), or it is a JavaScript file in a folder where the PR also changes a bundle's source
 * map (rebuilt output, as a release rebuilds `priv/static/phoenix.js` beside `phoenix.cjs.js.map`), or,
 * under a version or release claim, a file whose own tests the PR changes while it adds release notes
 * to a changelog (releaseFixes: a release that ships a fix, its test and its changelog line). A
 * dangerous call in the file is never explained.
 */
function explainedChange(claim: string, file: SnapshotFile, scan: FileScan, rebuiltWithMap: ReadonlySet<string>, releaseFix: ReleaseFixes | null, changedDocs: readonly string[]): string | null {
  if (scan.sinks > 0) return null;
  const path = file.path;
  if (docsGeneratorBesideDocs(claim, path, changedDocs)) return `it is a script of the project's tooling whose name says it generates, and the PR changes documentation beside it (${changedDocs[0]!}): the docs regenerated with the script that writes them`;
  if (newDocsToolingScript(claim, path, file.status === 'added')) return 'it is a new script of the project\'s tooling folder and the title says the docs are generated: the generator added beside the page it writes';
  if (onlyExportsAdded(path, file.patch)) return 'it only exports declarations it already had (`export` put in front, the line otherwise the same): they can now be imported, and do what they did';
  const fix = releaseFix === null ? undefined : releaseFix.tests.get(sourceStem(path));
  if (releaseFix !== null && fix !== undefined) return `the release notes it adds to ${releaseFix.changelog} and the change to its tests (${fix}) say it ships a fix`;
  if (/\.[cm]?js$/.test(path) && rebuiltWithMap.has(path.slice(0, path.lastIndexOf('/') + 1))) return 'a source map beside it changes too: build output rebuilt from its source (a release rebuilds its bundles), not edited by hand';
  const word = claimNamesModule(claim, path);
  if (word !== null) return `"${word}" is also the name of its module: the title is about the code that handles ${word}`;
  if (scan.declarationsOnly === true) return 'it only adds `use` items, module declarations and attributes (names for the documentation to link to, a module declared), nothing that runs';
  return null;
}

/** A changelog, release-notes or news file by its name (`CHANGELOG.md`, `HISTORY.rst`, `NEWS`, `RELEASE-NOTES.md`). */
const CHANGELOG_FILE = /^(?:change[-_]?log|changes|history|news|release[-_]?notes)(?:\.[a-z]{1,8})?$/i;
/** A test file's affixes around the name of the file it tests (`RedirectMiddlewareTest.php`, `test_utils.py`, `conn_test.go`, `client.test.ts`, `parser_spec.rb`). */
const TEST_PREFIX = /^tests?[-_]/i;
const TEST_SUFFIX = /[-_.]?(?:tests?|spec)$/i;

interface ReleaseFixes {
  /** The changelog the PR adds lines to. */
  changelog: string;
  /** A changed test file by the stem of the file it tests (sourceStem). */
  tests: ReadonlyMap<string, string>;
}

/** A file's name without folder and extensions, lower-case (`src/RedirectMiddleware.php` is `redirectmiddleware`). */
function sourceStem(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.indexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).toLowerCase();
}

/**
 * Under a version or release claim: the changelog the PR adds release notes to, and the test files
 * it changes by the stem of the file each tests (`tests/RedirectMiddlewareTest.php` tests
 * `redirectmiddleware`), or null when it adds no notes. A release that carries a fix (guzzle's
 * "Release 7.4.5": the fix in `src/RedirectMiddleware.php`, its test, its CHANGELOG line) says what
 * it changes; a version bump that changes code with no notes and no test of it says nothing.
 */
function releaseFixes(snapshot: PrSnapshot, info: (path: string) => CodePathInfo): ReleaseFixes | null {
  const changelog = snapshot.files.find((f) => f.status !== 'removed' && CHANGELOG_FILE.test(f.path.slice(f.path.lastIndexOf('/') + 1)) && changedLines(f.patch ?? '', MAX_LINES_PER_FILE).some((l) => l.sign === '+' && /\w/.test(l.text)));
  if (changelog === undefined) return null;
  const tests = new Map<string, string>();
  for (const file of snapshot.files) {
    if (file.status === 'removed' || !info(file.path).isTest) continue;
    const stem = sourceStem(file.path).replace(TEST_PREFIX, '').replace(TEST_SUFFIX, '');
    // A stem of three letters or fewer (`io`, `api`) names too many files to pair with one.
    if (stem.length > 3 && !tests.has(stem)) tests.set(stem, file.path);
  }
  return { changelog: changelog.path, tests };
}

/** The subject of a PR's own commit that claims a lint or code-style fix (`style: Make clippy happy`), or null. */
function lintCommitClaim(snapshot: PrSnapshot): string | null {
  for (const commit of snapshot.commits) {
    if (commit.parentCount >= 2) continue;
    const subject = (commit.message.split('\n', 1)[0] ?? '').trim();
    if (benignClaim(subject, []) !== null && isLintOrStyleClaim(subject)) return subject.slice(0, 120);
  }
  return null;
}

/**
 * Generated JavaScript bundles (`dist/`, `*.min.js`, ... that the path classifier calls
 * `generated`) that a PR changes while it changes nothing else but documentation and binary assets: no source, no
 * test, no manifest, lockfile or configuration, and whose author is not an app. A rebuild that follows a change of source or
 * dependencies changes those too; build output edited on its own is hand-made, and the code that
 * runs. Empty otherwise.
 */
function handEditedOutput(snapshot: PrSnapshot, info: (path: string) => CodePathInfo): SnapshotFile[] {
  // An app's rebuild (a workflow's github-actions[bot] committing dist/ after a merge, a release
  // bot) is automation the repository runs, not a hand edit; an app account cannot be impersonated
  // as a PR's author (a user named like one is not an app).
  const { login, type } = snapshot.author;
  if (type === 'Bot' || (type === null && /\[bot\]$/i.test(login))) return [];
  // The repository's CI rebuilt the bundle from source and found it equal (the "Check dist/" job of
  // the typescript-action template, actions/setup-node, actions/checkout). Check runs are created by
  // apps only (a token cannot post one as a status can); a PR that changes a workflow may have
  // changed that check too, so then it vouches for nothing (trustedBuildOutputCheck). A comparison
  // still running lowers the finding (scanCodeChanges); a failed one is reported.
  if (trustedBuildOutputCheck(snapshot) === 'passed') return [];
  const output: SnapshotFile[] = [];
  for (const file of snapshot.files) {
    const category = info(file.path).category;
    if (category === 'docs' || category === 'binary') continue;
    // Workflows, Dependabot and other files under .github/ build nothing into a bundle: editing one
    // beside it does not explain it (nor hide it).
    if (category !== 'generated' && isRepositoryAutomation(file.path)) continue;
    if (category !== 'generated' || file.status === 'removed') return [];
    if (file.patch !== null && languageOf(file.path) === 'js' && !isDeclarationFile(file.path) && BUNDLE_PATH.test(file.path)) output.push(file);
  }
  return output;
}

/**
 * Payloads in the generated JavaScript bundles of a PR that also changes their source (or anything
 * else handEditedOutput does not allow): each bundle's new lines are read as source, as a bundle
 * changed on its own is, and only the strong signals the source change does not explain are kept
 * (rebuilt-bundle-payloads.ts). Not for an app's rebuild, nor when the repository's CI rebuilt the
 * bundle from source and found it equal (then the payload, if any, is in the source, read as such).
 */
function rebuiltOutputPayloads(snapshot: PrSnapshot, info: (path: string) => CodePathInfo, findings: readonly KeyedFinding[], moved: MovedLines): KeyedFinding[] {
  const { login, type } = snapshot.author;
  if (type === 'Bot' || (type === null && /\[bot\]$/i.test(login))) return [];
  const bundles = snapshot.files.filter((f) => f.patch !== null && f.status !== 'removed' && info(f.path).category === 'generated' && languageOf(f.path) === 'js' && !isDeclarationFile(f.path) && BUNDLE_PATH.test(f.path));
  if (bundles.length === 0 || trustedBuildOutputCheck(snapshot) === 'passed') return [];
  const added: string[] = [];
  let dependencyChanged = false;
  for (const file of snapshot.files) {
    const category = info(file.path).category;
    if (category === 'lockfile' || category === 'dependency') dependencyChanged = true;
    if (file.patch === null || category === 'generated' || category === 'binary' || category === 'vendored') continue;
    for (const l of changedLines(file.patch, MAX_LINES_PER_FILE)) if (l.sign === '+') added.push(l.text);
  }
  const sourceFindings = findings.filter((f) => f.path !== null && info(f.path).category !== 'generated');
  const context = { sourceAdded: added.join('\n'), dependencyChanged, sourceFindings };
  const out: KeyedFinding[] = [];
  for (const bundle of bundles) {
    const contents = snapshot.contents.find((c) => c.path === bundle.path);
    const readAsSource = (patch: string): readonly KeyedFinding[] => scanFile({ ...bundle, patch }, { ...info(bundle.path), category: 'source' }, null, moved, undefined, contents?.head, undefined, undefined, contents?.base).findings;
    pushAll(out, rebuiltBundlePayloads({ path: bundle.path, patch: bundle.patch ?? '', base: contents?.base ?? null }, context, MAX_LINES_PER_FILE, readAsSource));
  }
  return out;
}

/**
 * The checks of rebuilt-bundle-payloads.ts that the code rules lack, on the bundles a PR changes on
 * its own (handEditedOutput: no source to explain anything, so none is consulted), whose findings
 * from the rules, read whole as source, are already in `findings`: `Runner.Worker` or
 * `toJSON(secrets)` named, a javascript-obfuscator or hex-escaped string table, a download run, a
 * request to a host new to the bundle. A finding of the rules that one of these says more severely
 * on the same line (a process run, low, that downloads and runs a script) is replaced.
 */
function editedOutputPayloads(output: readonly SnapshotFile[], snapshot: PrSnapshot, findings: KeyedFinding[]): void {
  for (const bundle of output) {
    const own = findings.filter((f) => f.path === bundle.path);
    const contents = snapshot.contents.find((c) => c.path === bundle.path);
    const extra = rebuiltBundlePayloads({ path: bundle.path, patch: bundle.patch ?? '', base: contents?.base ?? null }, { sourceAdded: '', dependencyChanged: false, sourceFindings: [], editedOnItsOwn: { findings: own } }, MAX_LINES_PER_FILE, null);
    for (const f of extra) {
      const lesser = findings.findIndex((o) => o.path === f.path && o.line === f.line && o.id === f.id && !isAtLeast(o.severity, f.severity));
      if (lesser >= 0) findings.splice(lesser, 1);
    }
    pushAll(findings, extra);
  }
}

/** A file under `.github/` (workflows, local actions, Dependabot, templates): the repository's automation. */
/** The changed files whose code the credential rule reads (as scanFile does): program code and tests, with a language. */
/** Files whose sending functions are read for key-sent-out across files. */
const MAX_SENDER_FILES = 50;

/**
 * For each file that may hand key material to a request (wallet code naming a key), the functions
 * that the PR's other files of its language define and that send to a literal host, by name, with
 * their file: `Keypair`'s `addToQueue(secretKey)` beside `src/utils/queue.ts`'s `export function
 * addToQueue(k) { fetch('https://…') }` (key-sent-out.ts). Empty, at no cost beyond two tests per
 * patch, for a PR with no such file.
 */
function keySendersElsewhere(snapshot: PrSnapshot, info: (path: string) => CodePathInfo): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  const candidates = snapshot.files.filter((f) => f.patch !== null && f.status !== 'removed' && mayHandleKeys(f.patch));
  if (candidates.length === 0) return out;
  const defined: { path: string; language: CodeLanguage; names: Set<string> }[] = [];
  for (const file of snapshot.files) {
    if (defined.length >= MAX_SENDER_FILES) break;
    if (file.patch === null || file.status === 'removed' || !/https?:\/\//.test(file.patch)) continue;
    const language = languageOf(file.path);
    if (language === null || !readsKeySends(language)) continue;
    const { category, isTest } = info(file.path);
    if (isTest || !(category === 'source' || category === 'other' || category === 'config')) continue;
    const lines = changedLines(file.patch, MAX_LINES_PER_FILE);
    const texts = lines.map((l) => codeText(l.text, language));
    const names = sendingFunctions(lines, texts, (i) => lines[i]?.sign === '+', file.patch);
    if (names.size > 0) defined.push({ path: file.path, language, names });
  }
  for (const file of candidates) {
    const language = languageOf(file.path);
    const elsewhere = new Map<string, string>();
    for (const d of defined) if (d.path !== file.path && d.language === language) for (const name of d.names) if (!elsewhere.has(name)) elsewhere.set(name, d.path);
    if (elsewhere.size > 0) out.set(file.path, elsewhere);
  }
  return out;
}

function readableCode(snapshot: PrSnapshot, info: (path: string) => CodePathInfo): ReadableCode[] {
  const files: ReadableCode[] = [];
  for (const file of snapshot.files) {
    if (file.patch === null || file.status === 'removed') continue;
    const language = languageOf(file.path);
    if (language === null || isDeclarationFile(file.path)) continue;
    const { category, isTest } = info(file.path);
    const codeCategory = category === 'source' || category === 'other' || category === 'config';
    if (codeCategory || isTest) files.push({ file, language, test: isTest });
  }
  return files;
}

function isRepositoryAutomation(path: string): boolean {
  return path.startsWith('.github/');
}

/** buildOutputCheck, unless the PR changes the repository's automation (its workflows could have changed the check). */
function trustedBuildOutputCheck(snapshot: PrSnapshot): 'passed' | 'pending' | null {
  return snapshot.files.some((file) => isRepositoryAutomation(file.path) || (file.previousPath !== null && isRepositoryAutomation(file.previousPath))) ? null : buildOutputCheck(snapshot);
}

/**
 * The check runs on the head that rebuild the output and compare it (`Check dist/`, `check-dist`,
 * `verify-dist`): 'passed' when one succeeded, 'pending' when one is queued or running, else null
 * (none, or each failed, was cancelled or timed out).
 */
function buildOutputCheck(snapshot: PrSnapshot): 'passed' | 'pending' | null {
  let pending = false;
  for (const run of snapshot.checkRuns ?? []) {
    if (!DIST_CHECK.test(run.name.slice(0, 200))) continue;
    if (run.status === 'completed' && run.conclusion === 'success') return 'passed';
    if (run.status !== 'completed') pending = true;
  }
  return pending ? 'pending' : null;
}

/** The name of a job that compares committed build output with a rebuild. */
const DIST_CHECK = /\b(?:check|verify|validate|compare|diff)[\s_-]{0,3}dist\b|\bdist[\s_-]{0,3}(?:check|verify|is[\s_-]up[\s_-]to[\s_-]date)\b/i;

/**
 * What the code rules say about a bundle read as code (handEditedOutput) that is not a payload: a
 * rebuild moves the libraries it carries around (@actions/http-client's `rejectUnauthorized: false`
 * behind its ignoreSslError option, its auth handlers), and generated-code-edited already says the
 * bundle changed on its own, so the PR's claim is not weighed against it either. Payloads keep their
 * findings (obfuscated-code, shell-command-execution, suspicious-network-endpoint, secrets...).
 */
const NOT_A_PAYLOAD: ReadonlySet<string> = new Set(['minified-source', 'auth-check-removed', 'protection-switched-off', 'security-parsing-changed', 'tls-verification-disabled']);

/**
 * Where bundlers write JavaScript that runs as is (`dist/index.js` of an Action, a published
 * bundle). Not `build/`, which many projects use for their build scripts. Code generated from a schema (protobuf, GraphQL types) is regenerated on its own when
 * its generator changes, and is not read this way.
 */
const BUNDLE_PATH = /(?:^|\/)(?:dist|out|bundle)\/|\.(?:min|bundle)\.[cm]?js$/;

/** The paths of the files (tests aside) with an added line that `adds` accepts (read once, stopping at the first). */
function filesAdding(snapshot: PrSnapshot, info: (path: string) => CodePathInfo, adds: (text: CodeText, language: ReturnType<typeof languageOf>) => boolean): Set<string> {
  const adders = new Set<string>();
  for (const file of snapshot.files) {
    if (file.patch === null || info(file.path).isTest) continue;
    const language = languageOf(file.path);
    for (const l of changedLines(file.patch, MAX_LINES_PER_FILE)) {
      if (l.sign === '+' && adds(codeText(l.text, language), language)) {
        adders.add(file.path);
        break;
      }
    }
  }
  return adders;
}

/** The paths of the files (tests aside) whose added lines hold an auth check. */
function filesAddingAuth(snapshot: PrSnapshot, info: (path: string) => CodePathInfo): Set<string> {
  return filesAdding(snapshot, info, (text, language) => (holdsAuthCheck(text) || (language !== null && tokenVerifiedOn(text.code, language) !== null)) && !isModuleImport(text.code));
}

/** The files of the PR outside tests whose added lines check that an address is internal (ssrf-check-removed's guards). */
function filesAddingSsrfGuard(snapshot: PrSnapshot, info: (path: string) => CodePathInfo): Set<string> {
  return filesAdding(snapshot, info, (text) => addsSsrfGuard(text.code));
}

function filesAddingRateLimit(snapshot: PrSnapshot, info: (path: string) => CodePathInfo): Set<string> {
  return filesAdding(snapshot, info, (text) => namesRateLimiter(text));
}

function addsAuthElsewhere(adders: ReadonlySet<string>, path: string): boolean {
  return adders.size > (adders.has(path) ? 1 : 0);
}
