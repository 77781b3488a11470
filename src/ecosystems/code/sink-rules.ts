import type { CodeText } from './code-text.js';
import type { CodeLanguage } from './language.js';
import type { PatternSet } from './security-rules.js';

/**
 * One environment variable read by name, in the languages the code rules know (`process.env.X`,
 * `os.environ["X"]`, `os.Getenv("X")`, `ENV.fetch("X")`…); the name is group 1. Global: use with
 * matchAll.
 */
export const ENV_VARIABLE_READ = /\b(?:process\.env\.|process\.env\[\s*["'`]|os\.environ(?:\.get)?\s*[[(]\s*["']|os\.getenv\s*\(\s*["']|os\.Getenv\s*\(\s*"|env::var\s*\(\s*"|ENV(?:\.fetch\s*\(|\[)\s*["']|getenv\s*\(\s*["']|System\.getenv\s*\(\s*")([A-Za-z_]\w{0,63})/g;

/**
 * A variable or input name that says it holds a credential (`NPM_TOKEN`, `db_password`,
 * `aws-access-key`, `GH_PAT`), in any case, with `-` or `_` between words.
 */
export const CREDENTIAL_NAME = /token|passw(?:or)?d|secret|api[-_]?key|private[-_]?key|credential|access[-_]?key|(?:^|[-_])pat$/i;

/**
 * Dangerous sinks (code evaluation, process execution, unsafe deserialization) and the inputs
 * that make them exploitable, per language. Matched on code outside string literals and
 * comments, one line at a time; "input reaches the sink" means an input token on the sink's line
 * or elsewhere in the same hunk (token-level, not data flow: docs/findings.md says so).
 */

export type SinkKind = 'code' | 'process' | 'deserialize';

export const SINKS: Readonly<Record<SinkKind, PatternSet>> = {
  code: {
    // `Function(…)` called without `new` compiles too: given a literal, or text straight from a decoder (`Function(new TextDecoder().decode(bytes))()`, `Function(atob(s))`).
    js: /(?<![.\w$])eval\s*\(|\bnew\s+Function\s*\(|(?<![.\w$])Function\s*\(\s*(?:['"`]|new\s+TextDecoder\b|(?:atob|Buffer\.from|String\.fromCharCode|decodeURIComponent|unescape)\s*\()|\bvm\.(?:runIn\w*|compileFunction|Script)\b|\.runIn(?:This|New)?Context\s*\(|\bset(?:Timeout|Interval)\s*\(\s*['"`]/,
    python: /(?<![.\w])(?:eval|exec)\s*\(|\bcompile\s*\([^)]*['"]exec['"]|(?<![.\w])__import__\s*\(|\bimportlib\.import_module\s*\(\s*[a-z_]/,
    // `instance_eval(&block)`, `class_eval do … end`, `module_eval { … }` run a block, not a string: no sink.
    ruby: /(?<![.\w])eval\s*[('"]|\b(?:instance|class|module)_eval\b(?!\s{0,3}(?:\(\s{0,3}&[\w@]{1,60}\s{0,3}\)|do\b|\{))|\.send\s*\(\s*params|\bconstantize\b/,
    // PHP's `assert()` evaluates its argument as code only when given a string (before PHP 8): a
    // literal, or a variable that may hold one. `\assert(null !== $this->format)`, `assert($x instanceof
    // Foo)`, `assert(is_string($name))` check a condition, as Symfony and PHPStan-typed code write them.
    php: /(?<![.\w>$:])(?:eval|create_function)\s*\(|(?<![.\w>$:])assert\s*\(\s*(?:["']|\$\w{1,60}(?:->\w{1,60}|\[[^\]]{0,60}\]){0,4}\s*[,)]|$)|\b(?:include|require)(?:_once)?\s*(?:\(\s*)?\$/,
    java: /\bScriptEngineManager\b|\.getEngineByName\s*\(|\bGroovyShell\b|\bClass\.forName\s*\(\s*[a-z]\w*\s*\)|\bExpressionParser\b|\bSpelExpressionParser\b/,
    go: /\bplugin\.Open\s*\(|\byaegi\b.*\.Eval\s*\(/,
    c: /\bdlopen\s*\(/,
    rust: /\blibloading::Library::new\s*\(/,
    // C#: Roslyn's scripting API, CodeDOM compiling source, an assembly loaded from bytes or a path.
    csharp: /\bCSharpScript\.(?:EvaluateAsync|RunAsync|Create)\b|\.CompileAssemblyFromSource\s*\(|\bAssembly\.(?:Load\s*\(\s*(?:File\.ReadAllBytes|Convert\.FromBase64String|\w{0,40}[Bb]ytes\b)|LoadFrom\s*\(|UnsafeLoadFrom\s*\()/,
    shell: /(?:^|[;&|]\s*|\s)eval\s+["'$]|\bsource\s+<\(|\b(?:ba|z)?sh\s+-c\s+["']?\$/,
  },
  process: {
    js: /\bchild_process\b|(?<![.\w$])(?:exec|execSync|execFile|execFileSync|spawn|spawnSync|fork)\s*\(|\b(?:cp|childProcess|proc)\.(?:exec|execSync|spawn|spawnSync|execFile)\s*\(|\bshell\s*:\s*true\b/,
    python: /\bos\.(?:system|popen|exec[lv]p?e?|spawn\w*)\s*\(|\bsubprocess\.\w+\([^)]*\bshell\s*=\s*True|\bcommands\.getoutput\s*\(|\bpty\.spawn\s*\(/,
    go: /\bexec\.Command(?:Context)?\s*\(|\bsyscall\.(?:Exec|ForkExec)\s*\(/,
    ruby: /(?<![.\w])(?:system|exec|spawn|syscall)\s*[('"]|\bIO\.popen\b|\bOpen3\.\w+|\bKernel\.(?:system|exec|spawn)\b|%x[({[]/,
    php: /(?<![.\w>$])(?:system|exec|shell_exec|passthru|popen|proc_open|pcntl_exec)\s*\(/,
    // Kotlin calls a constructor without `new`: `ProcessBuilder("sh", "-c", script)`.
    java: /\bRuntime\.getRuntime\(\)\.exec\s*\(|\bProcessBuilder\s*\(/,
    c: /(?<![.\w])(?:system|popen|execl|execlp|execle|execv|execvp|execvpe|WinExec|ShellExecute[AW]?)\s*\(/,
    rust: /\b(?:std::process::)?Command::new\s*\(/,
    csharp: /\bProcess\.Start\s*\(|\bnew\s+ProcessStartInfo\b/,
    shell: /(?:^|[;&|]\s*)(?:exec|xargs|sudo)\s+["']?\$|\$\(\s*["']?\$\{?\w+\}?["']?\s*\)/,
  },
  deserialize: {
    js: /\bunserialize\s*\(|\bfuncster\b/,
    python: /\b(?:c?[Pp]ickle|dill|marshal|shelve)\.(?:loads?|open|Unpickler)\s*\(|\byaml\.(?:unsafe_load|full_load)\s*\(|\byaml\.load\s*\((?![^)]*Loader\s*=\s*(?:yaml\.)?C?SafeLoader)|\bjsonpickle\.decode\s*\(|\btorch\.load\s*\((?![^)]*weights_only\s*=\s*True)/,
    ruby: /\bMarshal\.load\b|\bYAML\.(?:unsafe_load|load)\b|\bPsych\.unsafe_load\b|\bOj\.load\b(?![^)]+mode:\s*:strict)/,
    php: /(?<![.\w>$])unserialize\s*\(/,
    java: /\bObjectInputStream\s*\(|\bXMLDecoder\b|\bnew\s+Yaml\s*\(\s*\)|\b(?:enable|activate)DefaultTyping\s*\(|\bnew\s+XStream\s*\(/,
    c: /\bboost::archive::\w+_iarchive\b/,
    rust: /\bserde_pickle::from_\w+|\bbincode::deserialize\s*\(/,
    // C#: the formatters Microsoft calls dangerous, and Json.NET told to create the types a payload names:
    // assigned to the setting or to any member or named argument whose name ends in it
    // (`DefaultTypeNameHandling = TypeNameHandling.Auto`, `typeNameHandling: TypeNameHandling.All`),
    // or returned (`=> TypeNameHandling.Objects`, `return TypeNameHandling.All;`); never compared.
    csharp: /\bnew\s+(?:BinaryFormatter|NetDataContractSerializer|SoapFormatter|LosFormatter|ObjectStateFormatter)\b|(?:[Tt]ypeNameHandling\s{0,3}[=:]|=>|\breturn)\s{0,3}(?:Newtonsoft\.Json\.)?TypeNameHandling\.(?:All|Objects|Auto|Arrays)\b|\bnew\s+JavaScriptSerializer\s*\(\s*new\s+SimpleTypeResolver\b/,
  },
};

/** Input a peer controls: request parameters, bodies, headers, cookies. */
export const REQUEST_INPUT: PatternSet = {
  js: /\breq\.(?:query|body|params|headers|cookies|get\s*\(|header\s*\()|\brequest\.(?:query|body|headers|params|cookies)\b|\bctx\.(?:query|request|headers|params|get\s*\()|\bevent\.(?:body|headers|queryStringParameters)\b|\blocation\.(?:hash|search|href)\b|\bdocument\.cookie\b|\bheaders\.get\s*\(/,
  python: /\brequest\.(?:args|form|values|json|data|headers|cookies|GET|POST|body|META|query_params|get_json|environ)\b|\bflask\.request\b|\bself\.request\.\w+/,
  go: /\b(?:r|req|request)\.(?:URL\.Query|FormValue|PostFormValue|Header\.Get|Header|Body|Form|PostForm|Cookie)\b|\bc\.(?:Query|Param|PostForm|GetHeader|DefaultQuery|Request\.Header)\s*\(/,
  ruby: /\bparams\[|\bparams\.(?:fetch|require|permit)\b|\brequest\.(?:headers|env|params|body|raw_post)\b|\bcookies\[/,
  php: /\$_(?:GET|POST|REQUEST|COOKIE|SERVER|FILES)\b|\$request->(?:input|get|header|query|all|post)\s*\(|\bgetallheaders\s*\(/,
  // A servlet's request by its usual names (`request`, `req`, `httpRequest`, `servletRequest`).
  java: /\b(?:request|req|httpRequest|servletRequest|httpServletRequest)\.get(?:Parameter\w*|Header\w*|QueryString|InputStream|Reader|Cookies)\s*\(|@(?:RequestParam|RequestHeader|RequestBody|PathVariable|CookieValue)\b/,
  c: /\brecv\s*\(|\bgetenv\s*\(\s*"(?:QUERY_STRING|HTTP_\w+|REQUEST_\w+)"/,
  rust: /\breq\.headers\s*\(|\bHeaderMap\b|\bQuery<|\bJson<|\bForm</,
  shell: /\$\{?(?:QUERY_STRING|HTTP_\w+|REQUEST_URI|REQUEST_METHOD)\b/,
  csharp: /\bRequest\.(?:Query|QueryString|Form|Headers|Cookies|Body|RouteValues|Params)\b|\[\s*From(?:Query|Body|Form|Header|Route)\b/,
};

/** Headers specifically: eval of a request header is the shape of a planted backdoor. */
export const HEADER_INPUT = /\bheaders?\b|\bgetHeader\b|\bHTTP_\w+|\bMETA\[/i;

/**
 * The whole environment handed on to a child process as its `env` option (`env: { ...process.env,
 * FORCE_COLOR: '1' }`, `env: Object.assign({}, process.env, overrides)`, `env: sanitizeEnv(process.env)`,
 * `env=os.environ.copy()`, `env=dict(os.environ, …)`, `env={**os.environ, …}`): the child inherits
 * what the parent has, no value is read into a command; and in a Rust build script the toolchain
 * Cargo names. Cut from a line before the environment-input test; reading one variable
 * (`process.env.EDITOR`, `process.env[name]`, `const { TOKEN } = process.env`) still counts.
 */
export const ENVIRONMENT_PASS_THROUGH: PatternSet = {
  js: /\benv\s*:\s*(?:\{\s*\.\.\.\s*|Object\.assign\s*\(\s*\{\s*\}\s*,\s*|[\w.]+\s*\(\s*)?process\.env\b(?!\s*(?:[.[]|\?\.))/g,
  python: /\benv\s*=\s*(?:os\.environ\.copy\s*\(\s*\)|(?:dict\s*\(\s*|\{\s*\*\*\s*)?os\.environ\b(?!\s*[.[]))/g,
  // Rust: what Cargo itself sets for a build script (the tools it names, RUSTC, RUSTDOC, CARGO and
  // the rustc wrappers and linker; TARGET, HOST, OUT_DIR, PROFILE, OPT_LEVEL, DEBUG, NUM_JOBS and
  // CARGO_*): build scripts run the compiler to probe the toolchain (`Command::new(env::var_os("RUSTC")?)
  // .arg("--version")`, as autocfg, rustversion and serde's build.rs do) and read the target triple;
  // these are Cargo's values, not outside input read into a command.
  rust: /\b(?:std::)?env::var(?:_os)?\s*\(\s*"(?:RUSTC|RUSTDOC|RUSTC_WRAPPER|RUSTC_WORKSPACE_WRAPPER|RUSTC_LINKER|CARGO|CARGO_[A-Z0-9_]{1,60}|TARGET|HOST|OUT_DIR|PROFILE|OPT_LEVEL|DEBUG|NUM_JOBS)"\s*\)/g,
};

/** Input from the environment or the command line. */
/**
 * The environment taken as a whole (every variable, so every secret a CI job holds): `printenv`,
 * `env |`, `os.environ` itself (not one key of it), `process.env` itself, `env::vars()`,
 * `ENV.to_h`, `System.getenv()`, PowerShell's `Get-ChildItem env:`, and its listing read from a child process (`execSync('env')`,
 * `subprocess.check_output(['env'])`, `exec.Command("env")`; `env FOO=1 cmd` runs a command). `any` is for command lines.
 */
export const WHOLE_ENVIRONMENT: PatternSet = {
  // PowerShell's env: drive listed (`Get-ChildItem env:`, `gci env:`, `dir env:`) and .NET's `[Environment]::GetEnvironmentVariables()`.
  any: /\bprintenv\b|\benv\s*[|>]|\$\(\s*env\s*\)|`env`|\b(?:Get-ChildItem|gci|dir|ls)\s+env:(?![\w*])|\[(?:System\.)?Environment\]::GetEnvironmentVariables\s*\(/i,
  // `"SSH_AUTH_SOCK" in os.environ` asks about one variable: a membership test takes nothing (a
  // `for … in` loop over it does; `k not in os.environ` and `if k in os.environ` inside a
  // comprehension's loop over other names still ask).
  python: /(?<!(?<!\bfor\s[^:;]{0,60})\bin\s{1,3})(?<!\bnot\s{1,3}in\s{1,3})(?<!\bif\s{1,3}\w{1,60}\s{1,3}in\s{1,3})\bos\.environ\b(?!\s*(?:\[|\.get\b|\.setdefault\b|\.pop\b))|\b(?:check_output|getoutput|run|Popen|popen)\s*\((?:\s*\[)?\s*["'](?:env|printenv)["']\s*(?:\)|\]\s*[),]|,(?![\s"'])|,\s+(?![\s"']))/,
  rust: /\benv::vars(?:_os)?\s*\(/,
  ruby: /\bENV\.(?:to_h|to_hash|to_a|each\w*|map|inspect|select|filter|reject|sort|dup)\b/,
  // `const { API_URL, PORT = 8080 } = process.env` takes the variables it names, not the environment
  // (a rest element, `{ ...all }`, takes it all: its dots keep it a match).
  js: /(?<!(?<!\bfor\s[^:;]{0,60})\bin\s{1,3})\bprocess\.env\b(?!\s*(?:\.|\[|\?\.))(?<!\{[^{}.]{0,400}\}\s{0,3}=\s{0,3}process\.env)|\b(?:execSync|execFileSync|spawnSync|exec|execa|execaSync)\s*\(\s*["'`](?:env|printenv)["'`]\s*(?:\)|,(?![\s"'`[])|,\s+(?![\s"'`[]))/,
  java: /\bSystem\.getenv\s*\(\s*\)|\bSystem\.(?:env|getenv\(\))\.(?:each|collect|entries|toString|keySet)\b/,
  go: /\bos\.Environ\s*\(\s*\)|\bexec\.Command\s*\(\s*"(?:env|printenv)"\s*\)/,
  php: /(?<![\w>$])getenv\s*\(\s*\)/,
  csharp: /\bEnvironment\.GetEnvironmentVariables\s*\(\s*\)/,
};

/** Upper-case names whose last part names a secret. */
const UPPER_NAME = /\b[A-Z][A-Z0-9_]{2,80}\b/g;
const SECRET_SUFFIX = /(?:^|_)(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|SECRET_KEY|ACCESS_KEY|PRIVATE_KEY|CREDENTIALS?)$/;

/** True when the text names a variable whose name says it holds a secret (`NPM_TOKEN`, `AWS_SECRET_ACCESS_KEY`). */
export function readsSecretFromEnvironment(text: string): boolean {
  for (const match of text.matchAll(UPPER_NAME)) if (SECRET_SUFFIX.test(match[0])) return true;
  return false;
}

/** The hosts of a line's URLs (lower case). */
const URL_HOST = /\bhttps?:\/\/(?:[^\s/@"'`]{1,200}@)?([A-Za-z0-9][A-Za-z0-9.-]{0,252})/g;
/** Words of a secret's name that say what it is, not whose: never a service's name. */
const SECRET_WORDS = new Set(['token', 'secret', 'password', 'passwd', 'api', 'key', 'apikey', 'access', 'private', 'credential', 'credentials', 'auth', 'upload', 'deploy', 'release', 'publish', 'personal', 'bot', 'ci', 'read', 'write', 'user', 'admin']);
/** Short service names a secret's name uses for a longer host name. */
const SERVICE_ALIASES: Readonly<Record<string, string>> = { gh: 'github', npm: 'npmjs', hf: 'huggingface', dockerhub: 'docker' };
/** Second-level labels under which a name is registered (acme.co.uk). */
const SECOND_LEVEL: ReadonlySet<string> = new Set(['co', 'com', 'org', 'net', 'gov', 'ac', 'edu']);

/**
 * True when every secret the line names is sent to the service its name names by the host's own
 * name, and only there (`-H "Authorization: Bearer $(GITHUB_TOKEN)" https://uploads.github.com/…`,
 * `SENTRY_AUTH_TOKEN` to sentry.io, `NPM_TOKEN` to registry.npmjs.org): a credential used for its
 * own service, as a release or an upload does, not one carried off. A line with no URL, a secret
 * whose name names no host of the line, a host that no secret names (the same token also sent
 * elsewhere), and a service named only by a subdomain (`artifactory.acme.io`: anyone names their
 * own subdomains) are not.
 */
export function secretsGoToTheirOwnHosts(text: string): boolean {
  const hosts = [...text.matchAll(URL_HOST)].map((m) => (m[1] ?? '').toLowerCase());
  if (hosts.length === 0) return false;
  const secrets = [...text.matchAll(UPPER_NAME)].map((m) => m[0]).filter((name) => SECRET_SUFFIX.test(name));
  if (secrets.length === 0) return false;
  const services = (name: string): string[] =>
    name
      .toLowerCase()
      .split('_')
      .map((word) => SERVICE_ALIASES[word] ?? word)
      .filter((word) => word.length >= 4 && !SECRET_WORDS.has(word));
  const named = secrets.map(services);
  if (named.some((words) => words.length === 0)) return false;
  // The host's own name (github in uploads.github.com, npmjs in registry.npmjs.org): a subdomain
  // anyone can name (artifactory.attacker.example) says nothing of whose host it is.
  const ownName = (host: string): string => {
    const labels = host.split('.');
    const second = labels[labels.length - 2] ?? '';
    return labels.length >= 3 && SECOND_LEVEL.has(second) ? (labels[labels.length - 3] ?? '') : second;
  };
  const names = (host: string, words: readonly string[]) => words.includes(ownName(host));
  return named.every((words) => hosts.some((host) => names(host, words))) && hosts.every((host) => named.some((words) => names(host, words)));
}

export const ENVIRONMENT_INPUT: PatternSet = {
  js: /\bprocess\.(?:env|argv)\b/,
  python: /\bos\.(?:environ|getenv)\b|\bsys\.argv\b|(?<![.\w])input\s*\(/,
  go: /\bos\.(?:Getenv|LookupEnv|Args)\b/,
  ruby: /\bENV\[|\bENV\.fetch\b|\bARGV\b|\bgets\b/,
  php: /\bgetenv\s*\(|\$_ENV\b|\$argv\b/,
  java: /\bSystem\.(?:getenv|getProperty)\s*\(/,
  c: /\bgetenv\s*\(|\bargv\s*\[/,
  rust: /\b(?:std::)?env::(?:var|var_os|args)\b/,
  csharp: /\bEnvironment\.(?:GetEnvironmentVariable|GetCommandLineArgs)\s*\(|\bConsole\.ReadLine\s*\(/,
  shell: /\$\{?[1-9@*]\b|\bread\s+(?:-r\s+)?\w/,
};

/**
 * Decoding a packed payload; with a code or process sink in the same hunk it is a decoded-and-run
 * payload. Buffer.from's argument may hold calls of its own (`Buffer.from(s.split(' ')[1],
 * 'base64')`: a payload cut out of a longer string), up to four, not nested.
 */
export const DECODE: RegExp =
  /\batob\s*\(|\bBuffer\.from\s*\([^()]{0,300}(?:\([^()]{0,200}\)[^()]{0,300}){0,4}['"](?:base64(?:url)?|hex)['"]|\b(?:base64\.)?b(?:64|32|16)decode\s*\(|\bbase64_decode\s*\(|\bgzinflate\s*\(|\bstr_rot13\s*\(|\bcodecs\.decode\s*\(|\bbytes\.fromhex\s*\(|\bString\.fromCharCode\s*\(|\bBase64\.(?:decode64|strict_decode64|getDecoder)\b|\bbase64\.StdEncoding\.DecodeString\b|\bbase64\s+(?:-d|--decode)\b|\bxxd\s+-r\b|\bzlib\.decompress\s*\(|\bmarshal\.loads\s*\(|\bConvert\.FromBase64String\s*\(/;

/**
 * A process call on the module loaded in the same expression (`require('child_process').execSync(…)`,
 * `(await import('node:child_process')).exec(…)`): read with the string kept, since the module's
 * name is a string that masking blanks.
 */
export const LOADED_PROCESS_CALL: PatternSet = {
  // A module loaded through a variable (`require(mod).execSync(…)`, the name put together elsewhere) is read the same way.
  js: /\b(?:require|import)\s*\(\s*(?:['"`](?:node:)?child_process['"`]|[A-Za-z_$][\w$]{0,60})\s*\)(?:\s*\))?\s*\.\s*(?:exec|execSync|execFile|execFileSync|spawn|spawnSync|fork)\s*\(/,
};

/**
 * JavaScript's `eval` and `Function` reached under another name, read with the strings kept:
 * through the global object (`window.eval(`, `globalThis['Function'](`), as an indirect call
 * (`(0, eval)(`), or taken into a variable (`const run = eval;`); and their siblings that compile
 * text as well: the async and generator function constructors (`new AsyncFunction(code)`, taken with
 * `Object.getPrototypeOf(async function () {}).constructor`), `Reflect.construct(Function, [code])`,
 * `[].constructor.constructor(code)`, a module's `_compile(code, …)`, and `import('data:text/javascript,…')`.
 * Each runs its argument as code as `eval(` does.
 */
const JS_EVAL_ELSEWHERE =
  /\b(?:globalThis|window|global|self)\s*(?:\?\.|\.)\s*(?:eval|Function)\s*\(|\b(?:globalThis|window|global|self)\s*\[\s*(["'`])(?:eval|Function)\1\s*\]|\(\s*0\s*,\s*(?:(?:globalThis|window|global|self)\s*\.\s*)?eval\s*\)\s*\(|(?<![=!<>])=\s*eval\s*(?:[;,)]|$)|\bnew\s+(?:Async|AsyncGenerator|Generator)Function\s*\(|\bgetPrototypeOf\s*\(\s*async\b[^)\n]{0,60}\)\s*\.\s*constructor\b|\bReflect\s*\.\s*(?:construct|apply)\s*\(\s*(?:(?:globalThis|window|global|self)\s*\.\s*)?(?:Function|eval)\b|\.constructor\s*\.\s*constructor\s*\(|\._compile\s*\(|\bimport\s*\(\s*[`'"]data:(?:text|application)\/(?:javascript|ecmascript)/;
/** A member called by a name put together from string pieces (`cp['ex' + 'ec'](`, `globalThis['ev' + 'al'](`): group 1 holds the pieces. */
const JOINED_MEMBER_CALL = /\[\s*((?:["'`][\w$]{0,30}["'`]\s*\+\s*){1,8}["'`][\w$]{0,30}["'`])\s*\]\s*\(/g;
const JOINED_CODE_NAME = /^(?:eval|Function)$/;
const JOINED_PROCESS_NAME = /^(?:exec|execSync|execFile|execFileSync|spawn|spawnSync|fork|system|popen|child_process)$/;

/**
 * Code or a process run under a name that hides it, on a line of JavaScript with its strings kept:
 * JS_EVAL_ELSEWHERE, or a member called by a name joined from string pieces that spells `eval`,
 * `Function` or a process call (`globalThis['ev' + 'al'](…)`, `cp['ex' + 'ec'](…)`). Null otherwise.
 */
export function jsSinkUnderAnotherName(code: string): 'code' | 'process' | null {
  if (JS_EVAL_ELSEWHERE.test(code)) return 'code';
  if (!code.includes('+')) return null;
  JOINED_MEMBER_CALL.lastIndex = 0;
  for (const m of code.matchAll(JOINED_MEMBER_CALL)) {
    const name = (m[1] ?? '').replace(/["'`\s+]/g, '');
    if (JOINED_CODE_NAME.test(name)) return 'code';
    if (JOINED_PROCESS_NAME.test(name)) return 'process';
  }
  return null;
}

/** An empty function written to reach its constructor: `async function () {}`, `function* () {}`, `async () => {}`. */
const EMPTY_FUNCTION = String.raw`(?:async\s+)?function\s*(?:\*\s*)?(?:[A-Za-z_$][\w$]{0,60}\s*)?\(\s*\)\s*\{\s*\}|(?:async\s*)?\(\s*\)\s*=>\s*(?:\{\s*\}|\(\s*\)|[\w$]{1,20})`;
/**
 * An expression whose value is the Function constructor or one of its siblings that compile text
 * (AsyncFunction, GeneratorFunction): `Object.getPrototypeOf(async function () {}).constructor`,
 * `(async () => {}).constructor`, `(function(){}).constructor`, `Function.prototype.constructor`.
 */
const FUNCTION_CONSTRUCTOR_EXPRESSION = String.raw`(?:Object\s*\.\s*getPrototypeOf\s*\(\s*(?:${EMPTY_FUNCTION})\s*\)|\(\s*(?:${EMPTY_FUNCTION})\s*\)|\bFunction(?:\s*\.\s*prototype)?)\s*\.\s*constructor`;
/** A name given such a constructor (`const F = Object.getPrototypeOf(async function () {}).constructor`): group 1. */
// The expression's `\bFunction` is needed where it is called in place (FUNCTION_CONSTRUCTOR_CALL), redundant after `=`.
// eslint-disable-next-line regexp/no-useless-assertions
const FUNCTION_CONSTRUCTOR_ALIAS = new RegExp(String.raw`(?<![.\w$])([A-Za-z_$][\w$]{0,60})\s*=\s*${FUNCTION_CONSTRUCTOR_EXPRESSION}\b(?!\s*[(.[])`, 'g');
/** The constructor expression called in place (`(async () => {}).constructor(code)`). */
const FUNCTION_CONSTRUCTOR_CALL = new RegExp(String.raw`${FUNCTION_CONSTRUCTOR_EXPRESSION}\s*\(`);
/** Characters of a file read for its constructor aliases, and aliases kept. */
const MAX_ALIAS_TEXT = 500_000;
const MAX_ALIASES = 20;

/**
 * The names a JavaScript file gives the Function constructor or its async or generator sibling
 * (FUNCTION_CONSTRUCTOR_ALIAS): `const F = Object.getPrototypeOf(async function () {}).constructor`.
 * Read on the file's code with its strings kept; at most MAX_ALIASES names.
 */
export function jsFunctionConstructorAliases(text: string): string[] {
  if (!text.includes('constructor')) return [];
  const names = new Set<string>();
  FUNCTION_CONSTRUCTOR_ALIAS.lastIndex = 0;
  for (const m of text.slice(0, MAX_ALIAS_TEXT).matchAll(FUNCTION_CONSTRUCTOR_ALIAS)) {
    if (m[1] !== undefined) names.add(m[1]);
    if (names.size >= MAX_ALIASES) break;
  }
  return [...names];
}

/**
 * Whether a line of JavaScript compiles text through a Function constructor reached under another
 * name: a call of one of `aliases` (jsFunctionConstructorAliases), with or without `new`
 * (`new F(await r.text())()`, `F('a', code)`), or of the constructor expression in place
 * (`(async () => {}).constructor(code)`), given something besides string literals: that text runs
 * as code as `new Function(code)` does. A call of literals only (constantCodeCall), or of nothing,
 * is not; nor is detecting async functions (`fn instanceof AsyncFunction`,
 * `fn.constructor === AsyncFunction`, `AsyncFunction.prototype`), which calls nothing.
 */
export function jsFunctionConstructorAliasCall(code: string, masked: string, aliases: readonly string[]): boolean {
  const calls = [FUNCTION_CONSTRUCTOR_CALL];
  for (const name of aliases) {
    if (code.includes(name)) calls.push(new RegExp(String.raw`(?<![.\w$])(?:new\s+)?${name.replace(/\$/g, '\\$')}\s*\(`));
  }
  for (const call of calls) {
    // Matched on `code`: the empty function's braces and parentheses are not strings, so `masked` keeps them at the same places.
    const match = call.exec(code);
    if (match === null) continue;
    const open = match.index + match[0].length - 1;
    const close = closingParen(masked, open);
    const inner = masked.slice(open + 1, close < 0 ? undefined : close);
    if (inner.trim() === '') continue;
    if (constantCodeCall(masked, code, call)) continue;
    return true;
  }
  return false;
}

/** Backtick command execution with interpolation (Ruby, PHP): read with the string kept. */
export const BACKTICK_EXEC: PatternSet = {
  ruby: /`[^`]*#\{/,
  php: /`[^`]*\$/,
};

/**
 * A backtick command with interpolation (BACKTICK_EXEC) that is code: its opening backtick stands
 * outside any other string literal. A backtick inside a double-quoted string is a character,
 * Markdown's code span in a message (`"unknown cop (did you mean \`#{similar}\`?)"`, RuboCop's
 * offense messages), not a command. The masked line keeps the quotes of the strings it blanks, at
 * the same places as in the code.
 */
export function backtickCommand(text: Pick<CodeText, 'code' | 'masked'>, language: CodeLanguage): boolean {
  const pattern = BACKTICK_EXEC[language];
  if (pattern === undefined || !text.code.includes('`')) return false;
  let at = text.masked.indexOf('`');
  while (at >= 0) {
    const close = text.masked.indexOf('`', at + 1);
    if (pattern.test(text.code.slice(at, close < 0 ? undefined : close + 1))) return true;
    if (close < 0) return false;
    at = text.masked.indexOf('`', close + 1);
  }
  return false;
}

export function sinkPattern(kind: SinkKind, language: CodeLanguage): RegExp | undefined {
  return SINKS[kind][language];
}

/**
 * Python's dynamic import of one name (`importlib.import_module(lib)`, `__import__(lib)`): the
 * variable it loads. Matched on a line's code (strings kept); the name is at most 61 characters.
 */
const PY_DYNAMIC_IMPORT = /(?:\bimportlib\.import_module|(?<![.\w])__import__)\s*\(\s*([A-Za-z_]\w{0,60})\s*[,)]/;
/** The calls themselves, cut from a line before asking whether another code sink remains on it. */
const PY_DYNAMIC_IMPORT_CALL = /(?:\bimportlib\.import_module|(?<![.\w])__import__)\s*\(/g;
/** `for name in <iterable>:` on one line. */
const PY_FOR_IN = /^\s*(?:async\s+)?for\s+([A-Za-z_]\w{0,60})\s+in\s+([^:]{1,400}):\s*$/;
/** `NAME = <value>` (an optional annotation) on one line. */
const PY_ASSIGNMENT = /^\s*([A-Za-z_]\w{0,60})\s*(?::[^=]{1,100})?=\s*([^=].{0,400})$/;
/** One module name written as a string literal: `"charset_normalizer"`, `'yaml.cyaml'`. */
const MODULE_NAME_LITERAL = /^(['"])[A-Za-z_][\w.]{0,100}\1$/;
/**
 * Standard-library modules whose import is a step towards running code or commands: a "fallback"
 * list naming one of these is not a choice among optional dependencies.
 */
const CODE_RUNNING_MODULES: ReadonlySet<string> = new Set(['os', 'posix', 'nt', 'subprocess', 'pty', 'builtins', '__builtin__', 'ctypes', 'importlib', 'runpy', 'code', 'codeop', 'marshal', 'pickle', 'shelve', 'shutil', 'socket', 'sys', 'commands', 'webbrowser', 'multiprocessing']);

/** Whether `value` is a literal list or tuple of module names, none of them a code-running module. */
function moduleNameList(value: string): boolean {
  const text = value.trim();
  const open = text[0];
  const close = text[text.length - 1];
  if (!((open === '(' && close === ')') || (open === '[' && close === ']'))) return false;
  const items = text.slice(1, -1).split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (items.length === 0) return false;
  return items.every((item) => MODULE_NAME_LITERAL.test(item) && !CODE_RUNNING_MODULES.has(item.slice(1, -1).split('.')[0] ?? ''));
}

/** Lines a bracketed value may run over after its assignment's line (a tuple of module names, one a line). */
const MAX_VALUE_LINES = 100;

/**
 * The `NAME = value` assignments of Python lines (PY_ASSIGNMENT), a value that opens `(`, `[` or
 * `{` and closes on a later line joined with those lines (at most MAX_VALUE_LINES, and no more once
 * the value passes 400 characters, as a one-line value does):
 * `_EAGER_IMPORTS: tuple[str, ...] = (` with one module name a line, then `)`.
 */
function pythonAssignments(lines: readonly string[]): [string, string][] {
  const result: [string, string][] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const assigned = PY_ASSIGNMENT.exec(lines[i] ?? '');
    if (assigned?.[1] === undefined || assigned[2] === undefined) continue;
    let value = assigned[2];
    let depth = bracketDepth(value);
    for (let j = i + 1; depth > 0 && value.length <= 400 && j < lines.length && j <= i + MAX_VALUE_LINES; j += 1) {
      const next = lines[j] ?? '';
      value = `${value} ${next.trim()}`;
      depth += bracketDepth(next);
    }
    result.push([assigned[1], value]);
  }
  return result;
}

/** Opening minus closing round, square and curly brackets of a line. */
function bracketDepth(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 40 /* ( */ || c === 91 /* [ */ || c === 123 /* { */) depth += 1;
    else if (c === 41 /* ) */ || c === 93 /* ] */ || c === 125 /* } */) depth -= 1;
  }
  return depth;
}

/**
 * Whether a Python line's code sinks are all dynamic imports of a name that a loop of the same
 * added code takes from a literal list of module names (`for lib in ("chardet", "charset_normalizer"):`
 * then `importlib.import_module(lib)`, or the list assigned to a name first): the optional-dependency
 * fallback, which loads one of a fixed set of packages the project names, not text from outside.
 * `code` is the line (strings kept), `masked` the line with strings blanked, `added` the code of
 * the hunk's added lines. Not when the list names a module that runs code or commands (`os`,
 * `subprocess`, `builtins`, ...), nor when another sink stays on the line.
 */
export function importsFixedModuleList(code: string, masked: string, added: readonly string[], sink: RegExp): boolean {
  const name = PY_DYNAMIC_IMPORT.exec(code)?.[1];
  if (name === undefined) return false;
  if (sink.test(masked.replace(PY_DYNAMIC_IMPORT_CALL, ' ('))) return false;
  const lists = new Set<string>();
  const otherwise = new Set<string>();
  for (const [assignedName, value] of pythonAssignments(added)) {
    if (moduleNameList(value)) lists.add(assignedName);
    else otherwise.add(assignedName);
  }
  for (let i = 0; i < added.length; i += 1) {
    const loop = PY_FOR_IN.exec(added[i] ?? '');
    if (loop?.[1] !== name || loop[2] === undefined) continue;
    const iterable = loop[2].trim();
    if (!moduleNameList(iterable) && !(lists.has(iterable) && !otherwise.has(iterable))) continue;
    // The loop's name given another value in its body (the lines after it indented deeper): the
    // import no longer loads a listed module. The same name in another function is another variable
    // (a package installer's audit hook reads `module = args[0]` beside its eager-import loop).
    const indent = indentOf(added[i] ?? '');
    let reassigned = false;
    for (let j = i + 1; j < added.length; j += 1) {
      const line = added[j] ?? '';
      if (line.trim() === '') continue;
      if (indentOf(line) <= indent) break;
      if (PY_ASSIGNMENT.exec(line)?.[1] === name) {
        reassigned = true;
        break;
      }
    }
    if (!reassigned) return true;
  }
  return false;
}

/** The width of a line's leading blanks, a tab as four. */
export function indentOf(line: string): number {
  const blanks = /^[ \t]*/.exec(line)?.[0] ?? '';
  return blanks.replace(/\t/g, '    ').length;
}

/**
 * `__import__(f"pip._vendor.{name}")`, `importlib.import_module("acme.backends." + name)`: a dynamic
 * import under a package the line names, a dotted prefix of one to eight names written as text. The
 * group holds the package (1 for the f-string, 3 for the joined text).
 */
const PY_PREFIXED_IMPORT =
  /(?:\bimportlib\.import_module|(?<![.\w])__import__)\s*\(\s*(?:f(['"])([A-Za-z_]\w{0,60}(?:\.[A-Za-z_]\w{0,60}){0,7})\.\{[A-Za-z_][\w.]{0,60}\}\1|(['"])([A-Za-z_]\w{0,60}(?:\.[A-Za-z_]\w{0,60}){0,7})\.\3\s*\+\s*[A-Za-z_][\w.]{0,60})\s*[,)]/;

/**
 * Whether a Python line's code sinks are all a dynamic import of a submodule of a package the line
 * names (PY_PREFIXED_IMPORT): `__import__(f"pip._vendor.{module_name}", globals(), locals(), level=0)`
 * in a package installer's `debug` command (a replay rated its maintainer's "Drop support for EOL
 * Python 3.9" medium for that line, taken out of a `try`), a plugin loader's
 * `import_module(f"acme.backends.{name}")`. Whatever the name, the module loaded is one of that
 * package's files, not a module or file the input chooses. Not when the package is one that runs
 * code or commands (`os`, `subprocess`, `importlib`, ...: CODE_RUNNING_MODULES), nor when another
 * sink stays on the line; the caller keeps it reported when the hunk reads outside input.
 */
export function importsUnderNamedPackage(code: string, masked: string, sink: RegExp): boolean {
  const match = PY_PREFIXED_IMPORT.exec(code);
  const packageName = match?.[2] ?? match?.[4];
  if (packageName === undefined || CODE_RUNNING_MODULES.has(packageName.split('.')[0] ?? '')) return false;
  return !sink.test(masked.replace(PY_DYNAMIC_IMPORT_CALL, ' ('));
}

/**
 * `importlib.import_module(f".{name}", anchor)` or `importlib.import_module("." + name, anchor)`:
 * a relative import of one name under a package given as `__name__`, `__package__`,
 * `__spec__.parent` or one plain name. Groups: the f-string's name (2) or the joined one (4), the anchor (5).
 */
const PY_RELATIVE_IMPORT = /\bimportlib\.import_module\s*\(\s*(?:f(['"])\.\{([A-Za-z_]\w{0,60})\}\1|(['"])\.\3\s*\+\s*([A-Za-z_]\w{0,60}))\s*,\s*(?:__spec__\.parent|[A-Za-z_]\w{0,60})\s*\)/;
/** `if name in <names>:` (or `elif`) on one line. */
const PY_IF_IN = /^\s*(?:el)?if\s+([A-Za-z_]\w{0,60})\s+in\s+([^:]{1,400}):\s*$/;
/** One submodule name written as a string literal: `"converters"`, no dots. */
const SUBMODULE_NAME_LITERAL = /^(['"])[A-Za-z_]\w{0,100}\1$/;

/** Whether `value` is a literal set, list or tuple of plain submodule names. */
function submoduleNameSet(value: string): boolean {
  const text = value.trim();
  const pair = `${text[0] ?? ''}${text[text.length - 1] ?? ''}`;
  if (pair !== '()' && pair !== '[]' && pair !== '{}') return false;
  const items = text.slice(1, -1).split(',').map((item) => item.trim()).filter((item) => item !== '');
  return items.length > 0 && items.every((item) => SUBMODULE_NAME_LITERAL.test(item));
}

/**
 * Whether a Python line's code sinks are all a lazy submodule import (PEP 562's module
 * `__getattr__`): `importlib.import_module(f".{name}", __name__)` (or `"." + name`, the package given
 * by one name), inside the body of `if name in <names>:` where `<names>` is a literal set, list or
 * tuple of plain names, written there or assigned to a name (and only such a set; on one line or
 * one name a line) in the file's added code or the hunk's lines above (`_LAZY_SUBMODULES = {"converters", "validators"}`, a
 * module-level constant the PR adds in another hunk). A relative name loads a submodule of the
 * package, one the project names, files of the repository. `above` is the new side's lines before it
 * in its hunk, nearest first, walked up by indentation as importInFixedListLoop walks; `added` the
 * code of the file's added lines. Not when the name is given another value on the way, the guard
 * is on anything else, or another sink stays on the line; the caller keeps it reported when the
 * hunk reads outside input.
 */
export function lazySubmoduleImport(code: string, masked: string, above: readonly string[], added: readonly string[], sink: RegExp): boolean {
  const match = PY_RELATIVE_IMPORT.exec(code);
  const name = match?.[2] ?? match?.[4];
  if (match === null || name === undefined) return false;
  if (sink.test(masked.replace(PY_DYNAMIC_IMPORT_CALL, ' ('))) return false;
  // Names assigned a literal set of submodule names, and only such a set, by the added code or the lines above.
  const sets = new Set<string>();
  const otherwise = new Set<string>();
  // `above` is nearest first: read in file order, so that a set written one name a line is joined.
  for (const [assignedName, value] of [...pythonAssignments(added), ...pythonAssignments([...above].reverse())]) {
    if (submoduleNameSet(value)) sets.add(assignedName);
    else otherwise.add(assignedName);
  }
  for (const name of otherwise) sets.delete(name);
  const indent = LEADING_SPACE.exec(code)?.[0].length ?? 0;
  for (const line of above.slice(0, 200)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (PY_ASSIGNMENT.exec(line)?.[1] === name) return false;
    const own = LEADING_SPACE.exec(line)?.[0].length ?? 0;
    if (own >= indent) continue;
    const guard = PY_IF_IN.exec(line);
    if (guard !== null) {
      const names = guard[2]?.trim() ?? '';
      return guard[1] === name && (submoduleNameSet(names) || sets.has(names));
    }
    return false;
  }
  return false;
}

/** Java's `Class.forName(name)` of one variable (the sink), and the same calls to cut before looking for another sink. */
const JAVA_CLASS_FOR_NAME_CALLS = /\bClass\.forName\s*\(\s*[a-z]\w*\s*\)/g;
/**
 * A class loaded by name put to use: instantiated, a member looked up by name or called
 * (`.newInstance()`, `.getDeclaredConstructor(`, `.getMethod("exec", …)`, `.invoke(`,
 * `MethodHandles`). `.getMethod()` without arguments is an ordinary getter (`invocation.getMethod()`).
 */
const JAVA_REFLECTIVE_USE = /\.(?:newInstance|getDeclaredConstructor|getConstructor|getDeclaredMethod|getDeclaredField|getField|invoke|invokeExact|invokeWithArguments)\s*\(|\.getMethod\s*\(\s*[^)\s]|\bMethodHandles\b/;
/** `catch (ClassNotFoundException e)`, also in a multi-catch (`catch (ClassNotFoundException | LinkageError e)`). */
const JAVA_CATCH_CLASS_NOT_FOUND = /\bcatch\s*\([^)]{0,200}\bClassNotFoundException\b/;

/** The name a line assigns (`Class<?> c =`, `c = Class.forName(name)`); `==` is no assignment. */
const ASSIGNED_NAME = /([A-Za-z_]\w{0,60})\s*(?::[^=\n]{1,120})?=(?!=)/;
/** A name assigned a Kotlin or Scala `try` expression (`private val METADATA: Class<out Annotation>? = try {`). */
const ASSIGNED_TRY = /([A-Za-z_]\w{0,60})\s*(?::[^=\n]{1,120})?=\s*try\b/;
/** Lines of the probe's own try read for a class put to use (the catch is looked for in as many). */
const PROBE_WINDOW = 12;

/**
 * Whether a Java line's code sinks are all `Class.forName(name)` probing whether a class is on the
 * classpath: the lines after it in its hunk (the new side, at most 12) catch
 * `ClassNotFoundException`, and no code puts a class to use by reflection (instantiates it, looks
 * a member up by name, invokes: JAVA_REFLECTIVE_USE): not the line, not the probe's own lines
 * (those 12), and not the hunk's added code. When the probe assigns its class to a name (on the
 * forName line, or a `try` expression assigned on one of the two lines above it: `private val
 * METADATA: Class<out Annotation>? = try {`), the
 * hunk's added code counts only where it names that class: a file added whole (a package converted
 * to Kotlin, square/moshi's Util.kt) holds the library's other reflection, not this class's. The
 * optional-integration check of every Java library (`Optional.of(Class.forName(className))` …
 * `catch (ClassNotFoundException e) { return Optional.empty(); }`, is Scala or Kotlin there?):
 * it answers yes or no and runs nothing of the class but its static initializer, which any
 * classpath class may have. `masked` is the line with strings blanked, `following` the new side's
 * lines after it, `above` those before it (nearest first), `added` the code of the hunk's added
 * lines; the caller keeps it reported when the hunk reads outside input, decodes or downloads.
 */
export function javaClassPresenceProbe(masked: string, following: readonly string[], added: readonly string[], sink: RegExp, above: readonly string[] = []): boolean {
  if (masked.search(JAVA_CLASS_FOR_NAME_CALLS) === -1) return false;
  if (sink.test(masked.replace(JAVA_CLASS_FOR_NAME_CALLS, ' '))) return false;
  const window = following.slice(0, PROBE_WINDOW);
  if (JAVA_REFLECTIVE_USE.test(masked) || window.some((line) => JAVA_REFLECTIVE_USE.test(line))) return false;
  if (!window.some((line) => JAVA_CATCH_CLASS_NOT_FOUND.test(line))) return false;
  const name = ASSIGNED_NAME.exec(masked.slice(0, 2000))?.[1] ?? above.slice(0, 2).map((line) => (/\b(?:fun|def)\b/.test(line) ? undefined : ASSIGNED_TRY.exec(line.slice(0, 2000))?.[1])).find((n) => n !== undefined);
  if (name === undefined) return !added.some((line) => JAVA_REFLECTIVE_USE.test(line));
  const named = new RegExp(`\\b${name}\\b`);
  return !added.some((line) => JAVA_REFLECTIVE_USE.test(line) && named.test(line));
}

const LEADING_SPACE = /^[ \t]*/;
/** A line that opens a function or class: a loop above it does not bind the names of its body. */
const PY_SCOPE_OPENER = /^\s*(?:async\s+)?(?:def|class)\b/;

/**
 * Whether a Python line's code sinks are all dynamic imports of a name, and the lines above it in
 * its hunk (the new side, context and added, nearest first; at most 200) show it inside the body
 * of a loop that takes that name from a literal list of module names: a loop the PR keeps binds the
 * name as surely as one it adds (requests' `for package in ('urllib3', 'idna', 'chardet'):` around
 * `locals()[package] = __import__(package)`). Walked up by indentation: a line indented less than
 * the body so far must be the loop, or a block inside it (`if`, `try`, `with`); a `def` or `class`
 * first, a loop over anything else, or the name assigned on the way, and it is reported as before.
 * Not when the list names a module that runs code or commands, nor when another sink stays on the line.
 */
export function importInFixedListLoop(code: string, masked: string, above: readonly string[], sink: RegExp): boolean {
  const name = PY_DYNAMIC_IMPORT.exec(code)?.[1];
  if (name === undefined) return false;
  if (sink.test(masked.replace(PY_DYNAMIC_IMPORT_CALL, ' ('))) return false;
  let indent = LEADING_SPACE.exec(code)?.[0].length ?? 0;
  for (const line of above.slice(0, 200)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (PY_ASSIGNMENT.exec(line)?.[1] === name) return false;
    const own = LEADING_SPACE.exec(line)?.[0].length ?? 0;
    if (own >= indent) continue;
    if (PY_SCOPE_OPENER.test(line)) return false;
    const loop = PY_FOR_IN.exec(line);
    if (loop !== null) return loop[1] === name && loop[2] !== undefined && moduleNameList(loop[2]);
    // A block inside the loop (`if`, `try:`, `with`): its body is the loop's body too.
    if (!/:\s*$/.test(line)) return false;
    indent = own;
  }
  return false;
}

/** Where the parenthesis opened at `open` closes (strings already blanked), or -1. */
function closingParen(masked: string, open: number): number {
  let depth = 0;
  for (let i = open; i < masked.length; i += 1) {
    const c = masked[i];
    if (c === '(') depth += 1;
    else if (c === ')') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/**
 * A shell's activation idiom, the line a version manager, environment tool or agent documents for
 * a shell's start-up file: `eval "$(mise activate bash --shims)"`, `eval "$(pyenv init -)"`,
 * `eval "$(ssh-agent -s)"`, `eval "$(/opt/homebrew/bin/brew shellenv)"`, `eval "$(direnv hook bash)"`
 * (and a completion script sourced, SHELL_COMPLETION_SOURCE), its output sent to /dev/null or not
 * (`eval "$(ssh-agent -s)" > /dev/null`). The command prints the tool's own set-up (PATH, shims, completions) and is given only fixed words:
 * no variable, substitution, pipe, redirection, URL or second command, and a path to the tool with no
 * variable in it. A replay of a date library rated its maintainer's dev-container set-up high for the
 * two such lines of its `on-create.sh`. `eval "$(curl …)"`, `eval "$(cat "$FILE")"`, `eval "$VAR"` and
 * any other program stay sinks.
 */
const SHELL_ACTIVATION_EVAL =
  /^\s*eval\s+"?\$\(\s*(?:~?[\w.-]{0,60}(?:\/[\w.-]{1,60}){0,8}\/)?(?:mise|rtx|pyenv|rbenv|nodenv|goenv|jenv|plenv|phpenv|direnv|ssh-agent|brew|fnm|conda|micromamba|starship|zoxide|opam|dircolors|keychain|asdf|volta|atuin|devbox|pixi|rye)(?:\s+[\w.=:+-]{1,60}){0,6}\s*\)"?(?:\s*[12]?>\s*\/dev\/null|\s+2>&1){0,2}\s*(?:;\s*)?$/;

/**
 * A tool's shell completion sourced from its own output, as its documentation writes it for a
 * shell's start-up file: `source <(kubectl completion bash)`, `. <(helm completion zsh)`, `source
 * <(gh completion -s bash)`, `source <(rustup completions bash cargo)`: a program named by fixed
 * words (a path with no variable), a `completion` subcommand and fixed words after it.
 */
const SHELL_COMPLETION_SOURCE = /^\s*(?:source|\.)\s+<\(\s*(?:~?[\w.-]{0,60}(?:\/[\w.-]{1,60}){0,8}\/)?[\w.-]{1,60}(?:\s+[\w.-]{1,40})?\s+completions?(?:\s+[\w.=-]{1,40}){0,4}\s*\)\s*(?:;\s*)?$/;

/**
 * A script of the repository evaluated for its output, given fixed words (`eval "$(./bin/env-setup)"`,
 * `eval "$(scripts/dev-env --shell bash)"`): a relative path with a folder (`./` or `dir/`), no `..`,
 * variable or hidden folder, not in a dependencies' folder (node_modules/, vendor/, third_party/:
 * another project's code), as a repository's own environment script is run from its root. The
 * script is a file of the repository, reviewed as its own file when the PR changes it; allowed only
 * when the hunk downloads and decodes nothing (it could be writing that file).
 */
const REPO_SCRIPT_EVAL =
  /^\s*eval\s+"?\$\(\s*(?:\.\/)?(?!(?:node_modules|vendor|third_party)\/)(?:(?<=\.\/)(?:[\w-][\w.-]{0,59}\/){0,8}|(?<!\.\/)(?:[\w-][\w.-]{0,59}\/){1,8})[\w-][\w.-]{0,59}(?:\s+[\w.=:+-]{1,60}){0,6}\s*\)"?\s*$/;

/** Words that open a command of a shell line (`then eval …`, `! eval …`, `{ eval …`), left out before it is read. */
const COMMAND_OPENER = /^\s*(?:(?:then|do|else|[{(!])\s+){1,3}/;

/**
 * The commands of a shell line, split at `&&`, `||` and `;` (at most 20), each without the keyword
 * that opens it. Naive about quotes: a quoted `;` splits a command into parts that are each still
 * read for a sink, and an idiom (fixed words, no separator) is never made of such a part.
 */
function shellLineCommands(code: string): string[] {
  return code
    .split(/&&|\|\||;/, 20)
    .map((command) => command.replace(COMMAND_OPENER, ''))
    .filter((command) => command.trim() !== '');
}

/**
 * Whether every command of a shell line that is a code sink is an activation idiom (or, `repoScript`,
 * the repository's own script evaluated: REPO_SCRIPT_EVAL), and one is: `eval "$(ssh-agent -s)" &&
 * ssh-add ~/.ssh/deploy_key`, `command -v mise >/dev/null && eval "$(mise activate bash)"`. The
 * other commands are read by the other rules; a second sink (`eval "$(mise activate bash)"; eval
 * "$PAYLOAD"`) keeps the line a sink.
 */
export function shellActivationEval(code: string, options: { readonly repoScript?: boolean } = {}): boolean {
  if (code.length > 400) return false;
  const sink = SINKS.code.shell;
  if (sink === undefined) return false;
  let idiom = false;
  for (const command of shellLineCommands(code)) {
    if (!sink.test(command)) continue;
    if (!(SHELL_ACTIVATION_EVAL.test(command) || SHELL_COMPLETION_SOURCE.test(command) || (options.repoScript === true && REPO_SCRIPT_EVAL.test(command)))) return false;
    idiom = true;
  }
  return idiom;
}

/**
 * A file's content evaluated as code: Python's `exec(f.read(), ctx)`, `eval(compile(f.read(), path,
 * 'exec'), ctx)`, `exec(open(path).read())`, `exec(Path(p).read_text())`; Ruby's `eval(File.read(path))`,
 * `instance_eval(File.read(path), path)`. The way an interactive shell runs `PYTHONSTARTUP`, and a
 * program its configuration file (gunicorn, a Gemfile's `eval_gemfile`): environment or command-line
 * input of the hunk only names the file, which the operator already controls, so it is no input that
 * reaches the code. Read on `code` (strings kept); `masked` has no string to skip here.
 */
const FILE_CONTENT_EVAL: Partial<Record<CodeLanguage, RegExp>> = {
  python: /\b(?:exec|eval)\s*\(\s*(?:compile\s*\(\s*)?(?:[A-Za-z_]\w{0,40}\.read\(\)|(?:io\.)?open\((?:[^()\n]|\([^()\n]{0,100}\)){1,200}\)\.read\(\)|(?:pathlib\.)?Path\((?:[^()\n]|\([^()\n]{0,100}\)){1,200}\)\.read_text\([^()\n]{0,40}\)|[A-Za-z_]\w{0,40}\.read_text\([^()\n]{0,40}\))\s*[,)]/,
  ruby: /\b(?:instance_eval|class_eval|module_eval|eval)(?:\s*\(\s*|\s+)(?:File|IO)\.read\((?:[^()\n]|\([^()\n]{0,100}\)){1,200}\)/,
};

export function evalsFileContent(code: string, language: CodeLanguage): boolean {
  return code.length <= 400 && FILE_CONTENT_EVAL[language]?.test(code) === true;
}

/**
 * Whether a line's code sink is one call whose arguments are all plain string literals
 * (`new Function("module", "return import(module)")`, the dynamic-import shim of CommonJS entry
 * points; `eval('1 + 1')`): the code it runs is written in the line, so no input of the hunk can
 * reach it. Read on `masked` (strings blanked) for the call's parentheses; not when an argument
 * is an expression, a name, an f-string (`f"…"` leaves `f` outside the quotes) or a template with
 * `${…}` (seen in `code`), nor when another sink stays on the line. The literal itself is still
 * code that runs, so the sink is still reported, at its base severity.
 */
export function constantCodeCall(masked: string, code: string, sink: RegExp): boolean {
  const match = sink.exec(masked);
  if (match === null) return false;
  const start = match.index + match[0].length;
  // The call's opening parenthesis: in the match (`eval(`, `new Function(`), or right after it (`vm.runInThisContext (`).
  const paren = match[0].lastIndexOf('(');
  const open = paren >= 0 ? match.index + paren : masked.slice(start).trimStart().startsWith('(') ? masked.indexOf('(', start) : -1;
  if (open < 0) return false;
  const close = closingParen(masked, open);
  if (close < 0) return false;
  const inner = masked.slice(open + 1, close);
  if (!/["'`]/.test(inner) || /[^\s"'`,]/.test(inner) || code.slice(open + 1, close).includes('${')) return false;
  return !sink.test(masked.slice(0, match.index)) && !sink.test(masked.slice(close + 1));
}

/** In the arguments of a literal process call, what may stand besides blanked strings: literals, option keys, brackets. */
const LITERAL_ARGUMENT_WORD = /\b(?:true|false|True|False|null|None|nil|undefined|\d+)\b|[A-Za-z_$][\w$]{0,60}\s{0,4}(?::|=(?!=))/g;
/**
 * Whether a line's process sink is one call whose command and arguments are all written in it:
 * string literals, a list of them, and options set to literals (`execFileSync("git", ["ls-files",
 * "-z"], { encoding: "utf8" })`, `spawn('npm', ['ci'], {stdio: 'inherit'})`, `subprocess.run("make",
 * shell=True)`). No input the hunk reads can reach such a command, so the hunk's environment or
 * request input does not raise it (the `--fix` flag a new script reads from `process.argv` two
 * screens below its `git ls-files`). Not when the first argument is no string literal, an argument
 * is a name or an expression (`cwd: root`, `[...args]`), a string interpolates (`${…}`, `#{…}`, an
 * f-string) or reads a variable in the shell (`$HOME`), or another process call stays on the
 * line, or the arguments hold what a payload needs (`payload`, the caller's PAYLOAD_TEXT: a URL,
 * the environment, a download).
 */
export function literalProcessCall(masked: string, code: string, sink: RegExp, payload: RegExp): boolean {
  const match = sink.exec(masked);
  if (match === null) return false;
  const paren = match[0].lastIndexOf('(');
  if (paren < 0) return false;
  const open = match.index + paren;
  const close = closingParen(masked, open);
  if (close < 0) return false;
  const inner = masked.slice(open + 1, close);
  const written = code.slice(open + 1, close);
  if (!/^\s*["'`]/.test(inner) || /\$|#\{/.test(written) || payload.test(written)) return false;
  const rest = inner.replace(/(["'`]) *\1/g, ' ').replace(LITERAL_ARGUMENT_WORD, ' ');
  if (/[^\s[\]{},]/.test(rest)) return false;
  return !sink.test(masked.slice(0, match.index)) && !sink.test(masked.slice(close + 1));
}

/**
 * Ruby's framework idiom for generated methods: `class_eval <<~RUBY, __FILE__, __LINE__ + 1`
 * (also `module_eval`, `instance_eval`, `<<-RUBY`, `<<RUBY`, parenthesised), alone on its line
 * after a receiver. Group 1: the heredoc's quote; group 2: its `~` or `-`; group 3: the terminator.
 */
const EVAL_HEREDOC_OPENER = /^\s*(?:[\w:@.]{0,120}\.)?(?:class|module|instance)_eval\s{0,3}\(?\s{0,3}<<([~-]?)(['"]?)([A-Za-z_]\w{0,30})\2\s{0,3},\s{0,3}__FILE__\s{0,3},\s{0,3}__LINE__(?:\s{0,3}\+\s{0,3}\d{1,3})?\s{0,3}\)?\s*$/;
/**
 * What a generated method's text must not hold: process execution, code loading or evaluation,
 * network, files, the environment or credentials, decoding, deserialization, request data, global
 * variables. Matched on the heredoc's body as the file shows it.
 */
const EVAL_HEREDOC_PAYLOAD = /`|%x|\\x[0-9A-Fa-f]|\$[A-Za-z_]|open-uri|https?:\/\/|\b(?:system|exec|spawn|syscall|fork|popen|open|eval|instance_eval|class_eval|module_eval|binding|require|require_relative|load|autoload|constantize|safe_constantize|const_get|send_file|Marshal|YAML|Psych|Oj|Base64|Zlib|unpack1?|pack|decode64|strict_decode64|decode|chr|Open3|IO|Kernel|Process|File|Dir|Pathname|ObjectSpace|Socket|TCPSocket|UDPSocket|UNIXSocket|Net|URI|HTTParty|Faraday|RestClient|Excon|Typhoeus|ENV|credentials|secrets|secret_key_base|params|request|cookies|session|headers|env)\b/;
/** A line that defines a method or an alias: what the idiom's heredoc holds. */
const EVAL_HEREDOC_DEFINITION = /^[ \t]*(?:def\s|alias_method\b|alias\s|attr_(?:reader|writer|accessor)\b|delegate\b)/m;
/** An interpolation of a local name or a method chain on one (`#{name}`, `#{attr.inspect}`, `#{@prefix}`). */
const SIMPLE_INTERPOLATION = /^@{0,2}[A-Za-z_][\w.]{0,80}[?!]?$/;
const EVAL_HEREDOC_MAX_LINES = 200;
const EVAL_HEREDOC_MAX_CHARS = 20_000;

/**
 * Whether a Ruby `*_eval` line is the framework idiom that defines methods from a heredoc: the
 * opener alone on its line with `__FILE__, __LINE__`, and its body (`following`: the new side's
 * next lines, up to the terminator, bounded) holds method definitions, interpolates only local
 * names (`def #{name}=(value)`), and none of EVAL_HEREDOC_PAYLOAD. `interpolates` says whether
 * the body interpolates at all (the caller then asks the hunk for outside input). `undefined` when
 * it is not the idiom (no terminator within the bound, a payload, a complex interpolation).
 */
export function rubyEvalHeredocIdiom(code: string, following: readonly string[]): { interpolates: boolean } | undefined {
  const opener = EVAL_HEREDOC_OPENER.exec(code);
  if (opener === null) return undefined;
  const indented = opener[1] !== '';
  const terminator = opener[3] ?? '';
  const body: string[] = [];
  let chars = 0;
  let closed = false;
  for (const raw of following.slice(0, EVAL_HEREDOC_MAX_LINES)) {
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if ((indented ? text.trimStart() : text) === terminator) {
      closed = true;
      break;
    }
    chars += text.length + 1;
    if (chars > EVAL_HEREDOC_MAX_CHARS) return undefined;
    body.push(text);
  }
  if (!closed) return undefined;
  const text = body.join('\n');
  if (!EVAL_HEREDOC_DEFINITION.test(text) || EVAL_HEREDOC_PAYLOAD.test(text)) return undefined;
  let interpolates = false;
  if (opener[2] !== "'") {
    for (let at = text.indexOf('#{'); at !== -1; at = text.indexOf('#{', at + 2)) {
      const end = text.indexOf('}', at + 2);
      if (end === -1 || end - at > 90 || !SIMPLE_INTERPOLATION.test(text.slice(at + 2, end).trim())) return undefined;
      interpolates = true;
    }
    // `#@name` interpolates an instance variable: a name as well.
    if (/#@/.test(text)) interpolates = true;
  }
  return { interpolates };
}

/** `use clap::Command;`, `use clap::{Arg, ArgAction, Command};`: clap 4's command-line builder is in scope as `Command`. */
const CLAP_COMMAND_IMPORT = /\buse\s+clap::(?:builder::)?(?:Command\b|\{[^}]{0,400}\bCommand\b)/;
/** A process `Command` named anywhere in the file: `std::process::Command`, `use std::process::{self, Command}`, `tokio::process::Command`, `async_process`. */
const PROCESS_COMMAND_NAMED = /\bprocess::(?:Command\b|\{[^}]{0,400}\bCommand\b)|\bprocess::\*|\bduct::|\bxshell::/;
/** Rust's `Command::new(` with no path before it (a path such as `std::process::Command::new` says which). */
const BARE_COMMAND_NEW = /(?<![\w:])Command::new\s*\(/;

/**
 * Whether a Rust `Command::new(…)` line builds clap's command-line parser, not a process: the file
 * (its head content, or the new side of its patch when the content was not read) imports clap's
 * `Command` and names no process `Command` anywhere (Rust allows one `Command` in a scope, and a
 * process one imported in a function is seen too); or the call spells `clap::Command::new`. A
 * `std::process::Command::new` line, or a file that names both, is still a process.
 */
export function clapCommandBuilder(code: string, fileText: string): boolean {
  if (/\bclap::Command::new\s*\(/.test(code) && !/\bprocess::Command::new\s*\(/.test(code)) return true;
  if (!BARE_COMMAND_NEW.test(code)) return false;
  const text = fileText.length > 2_000_000 ? fileText.slice(0, 2_000_000) : fileText;
  return CLAP_COMMAND_IMPORT.test(text) && !PROCESS_COMMAND_NAMED.test(text);
}

/**
 * Process calls that take the program and its arguments as a vector, with no shell between them
 * (the call, without its parenthesis): Node's `execFile`/`spawn` (no `shell` option), Python's
 * `os.exec*`/`os.spawn*`, Go's `exec.Command`, Ruby's `system`/`spawn`/`exec`/`Open3` given two
 * arguments or more (one string goes to a shell when it holds a shell character) or an array,
 * PHP's `proc_open` given an array and `pcntl_exec`, Java's `ProcessBuilder` and `exec(new
 * String[]{…})`, C's `exec*` family, Rust's `Command::new`. Shell-string Python calls
 * (`subprocess.*(…, shell=True)`, `os.system`) are not here, and `subprocess.run([…])` is no sink.
 */
const ARGUMENT_VECTOR_CALL: PatternSet = {
  js: /(?:(?<![.\w$])|\b(?:cp|childProcess|child_process|proc)\.)(?:execFile|execFileSync|spawn|spawnSync)\s{0,3}(?=\()/,
  python: /\bos\.(?:exec[lv]p?e?|spawn[lv]p?e?)\s{0,3}(?=\()/,
  go: /\bexec\.Command(?:Context)?\s{0,3}(?=\()/,
  ruby: /(?<![.\w])(?:system|spawn|exec)\b|\bKernel\.(?:system|spawn|exec)\b|\bOpen3\.(?:capture2e?|capture3|popen2e?|popen3)\b|\bIO\.popen\s{0,3}(?=\(\s{0,3}\[)/,
  php: /\bproc_open\s{0,3}(?=\(\s{0,3}\[)|\bpcntl_exec\s{0,3}(?=\()/,
  java: /\bProcessBuilder\s{0,3}(?=\()|\bRuntime\.getRuntime\(\)\.exec\s{0,3}(?=\(\s{0,3}new\s+String\s{0,3}\[)/,
  c: /(?<![.\w])exec(?:l|lp|le|v|vp|vpe)\s{0,3}(?=\()/,
  rust: /\b(?:std::process::|process::|tokio::process::)?Command::new\s{0,3}(?=\()/,
};
/** A `shell` option set to anything but false (Node's `{ shell: true }`, `shell: process.platform === 'win32'`). */
export const SHELL_OPTION_ON = /\bshell\s*:\s*(?!false\b)/;
/** A shell handed a command string on the same line, whatever the vector call beside it. */
const SHELL_FORM: PatternSet = {
  js: /(?<![.\w$])(?:exec|execSync)\s*\(|\.(?:exec|execSync)\s*\(|\bshell\s*:\s*(?!false\b)/,
  python: /\bos\.(?:system|popen)\s*\(|\bshell\s*=\s*True\b|\bcommands\.\w+\s*\(|\bpty\.spawn\s*\(/,
  ruby: /`|%x[({[]/,
  php: /(?<![.\w>$])(?:system|exec|shell_exec|passthru|popen)\s*\(|`/,
  java: /\.exec\s*\(\s*(?!new\s+String\s*\[)/,
  c: /(?<![.\w])(?:system|popen|WinExec|ShellExecute[AW]?)\s*\(/,
};
/**
 * Programs that read one of their arguments as a command line or as code: the shells, `cmd` and
 * PowerShell, the interpreters given `-c`/`-e`, `ssh` (the remote side runs its arguments through a
 * shell), `su`, `sudo`, `xargs`, `env`, `busybox`; and Windows batch files, which Node and Rust
 * run through `cmd.exe` (CVE-2024-27980, BatBadBut).
 */
const COMMAND_READING_PROGRAM = /^(?:(?:ba|da|fi|tc|[ckz])?sh|cmd(?:\.exe)?|powershell(?:\.exe)?|pwsh|node|nodejs|deno|bun|python[\d.]{0,5}|pypy3?|perl|ruby|php|osascript|ssh|su|sudo|doas|xargs|env|busybox)$|\.(?:bat|cmd)$/i;
/** An argument that hands the program a command or code: `-c`, `/c`, `-e`, `--eval`, `-Command` (git's `-C dir` is not one). */
const COMMAND_FLAG = /^(?:-c|\/[cCkK]|-e|--eval|-[cC]ommand|-EncodedCommand)$/;

/**
 * Whether a line's process call runs a program with its arguments as a vector, no shell reading
 * them (ARGUMENT_VECTOR_CALL): `execFile('git', ['clone', url])`, `exec.Command("git", "clone",
 * url)`, `system("git", "clone", url)` in Ruby. A value among the arguments reaches the program as
 * one argument, never as a command line, so outside input read elsewhere in the hunk does not make
 * it command injection. Not when the line also runs a shell string (SHELL_FORM), the program is a
 * shell, an interpreter or a batch file, or an argument is a command flag (`-c`, `/c`, `-e`)
 * (COMMAND_READING_PROGRAM, COMMAND_FLAG), or, for Node, the hunk's added code sets a `shell`
 * option (`hunkSetsShell`: an options object built on another line, `shell: true`). A program given as a variable is
 * still a vector call: `program` is then its expression (null for a literal), for the caller to ask
 * where it comes from.
 */
export function argumentVectorCall(masked: string, code: string, language: CodeLanguage, hunkSetsShell: () => boolean): { program: string | null } | null {
  const call = ARGUMENT_VECTOR_CALL[language]?.exec(masked);
  if (call === undefined || call === null || SHELL_FORM[language]?.test(masked) === true) return null;
  if (language === 'js' && hunkSetsShell()) return null;
  const after = call.index + call[0].length;
  let open = -1;
  let close = masked.length;
  if (masked.charAt(after) === '(') {
    open = after;
    close = closingParen(masked, open);
    if (close < 0) close = masked.length;
  } else if (language !== 'ruby') return null;
  const args = masked.slice(open + 1, close);
  const argsCode = code.slice(open + 1, close);
  if (language === 'ruby') {
    // One string goes to a shell when it holds a shell character: two arguments or more (an env hash aside), or an array.
    const rest = args.replace(/^\s*\{[^{}]{0,400}\}\s*,/, '').trim();
    let depth = 0;
    let commas = 0;
    for (const c of rest) {
      if (c === '(' || c === '[' || c === '{') depth += 1;
      else if (c === ')' || c === ']' || c === '}') depth -= 1;
      else if (c === ',' && depth === 0) commas += 1;
    }
    if (commas === 0 && !rest.startsWith('[')) return null;
  }
  // The string literals of the call: the program is the first when it opens the arguments (a context or mode argument aside).
  const literals: string[] = [];
  for (const m of argsCode.matchAll(/(["'`])((?:(?!\1)[^\\\n]|\\.){0,200})\1/g)) {
    if (literals.length >= 40) break;
    literals.push(m[2] ?? '');
  }
  if (literals.some((l) => COMMAND_FLAG.test(l.trim()))) return null;
  const opening = args.replace(/^\s*(?:[\w.]{1,60}(?:\(\s*\))?\s*,\s*)?/, (m) => (/\b(?:ctx|context|Background|TODO|P_\w+)\b/.test(m) ? '' : m)).replace(/^\s*(?:\[|&\[|\{|vec!\[|new\s+String\s*\[\s*\]\s*\{|(?:List\.of|Arrays\.asList)\s*\()?\s*/, '');
  // The program's file name (`/bin/sh` is `sh`).
  if (/^["'`]/.test(opening)) return COMMAND_READING_PROGRAM.test((literals[0] ?? '').trim().split(/[/\\]/).pop() ?? '') ? null : { program: null };
  return { program: /^[^,)\]}]{1,120}/.exec(opening)?.[0].trim() ?? '' };
}

/** The flags that make rustc print its version and exit: `--version`, `-V`, `-vV`, `--verbose` beside them. */
const RUSTC_VERSION_FLAG = /^(?:--version|-V|-vV|--verbose)$/;
/** `Command::new(rustc)` (or `&rustc`, `"rustc"`) then only `.arg("…")`/`.args(&["…", …])` calls, then `.output()`: the whole call on one line, read with the blanks around its punctuation removed. */
const RUSTC_PROBE_CALL = /(?<![\w:])(?:(?:std::)?process::)?Command::new\(&?(?:"rustc"|([A-Za-z_]\w{0,40}))\)((?:\.args?\((?:&?\["[^"]{1,20}"(?:,"[^"]{1,20}"){0,3},?\]|"[^"]{1,20}")\)){1,4})\.output\(\)/;

/**
 * Whether a line of a Cargo build script (`build.rs`) asks the compiler its version, as serde's,
 * anyhow's and log's build scripts do to enable features by release: `Command::new(rustc)
 * .arg("--version").output()`, where `rustc` is the literal program or a name the file binds from
 * the `RUSTC` variable Cargo sets for the build script (`let rustc = env::var_os("RUSTC")?;`, `match
 * env::var_os("RUSTC")`). Cargo runs that compiler on every build anyway; only version flags are
 * passed and the output is read, nothing else. Another program, another argument, a variable from
 * elsewhere, or a file other than a build script is still a process run.
 */
export function rustcVersionProbe(path: string, code: string, fileText: string): boolean {
  if (!/(?:^|\/)build\.rs$/.test(path)) return false;
  const m = RUSTC_PROBE_CALL.exec(code.slice(0, 2000).replace(/[ \t]{0,4}([().,&[\]])[ \t]{0,4}/g, '$1'));
  if (m === null) return false;
  const flags = [...(m[2] ?? '').matchAll(/"([^"]{1,20})"/g)].map((f) => f[1] ?? '');
  if (flags.length === 0 || !flags.every((f) => RUSTC_VERSION_FLAG.test(f))) return false;
  const name = m[1];
  if (name === undefined) return true;
  const text = fileText.length > 2_000_000 ? fileText.slice(0, 2_000_000) : fileText;
  return new RegExp(`\\blet\\s+(?:mut\\s+)?${name}\\b[^;\\n]{0,40}?=\\s*(?:match\\s+)?(?:std::)?(?:env::)?var(?:_os)?\\s*\\(\\s*"RUSTC"\\s*\\)`).test(text);
}
