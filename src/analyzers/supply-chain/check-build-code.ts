import type { Behavior, BehaviorKind, DownloadSource } from '../../ecosystems/build-code/behaviors.js';
import { jenkinsCredentialNames, readBehaviors } from '../../ecosystems/build-code/behaviors.js';
import { readCallBehaviors } from '../../ecosystems/build-code/build-calls.js';
import { readMsbuildBehaviors } from '../../ecosystems/build-code/msbuild.js';
import { cargoWrapperScripts } from '../../ecosystems/build-code/wrappers.js';
import type { BuildFile } from '../../ecosystems/build-code/build-files.js';
import { securityProbeFindings } from '../../ecosystems/build-code/feature-probes.js';
import type { PrFileStatus } from '../../ecosystems/build-code/build-files.js';
import { buildFileOf, filesRunBy, filesStartedBy, installScriptFile } from '../../ecosystems/build-code/build-files.js';
import { changedLines } from '../../ecosystems/code/changed-lines.js';
import { languageOf } from '../../ecosystems/code/language.js';
import { isScannableSourcePath, scanAddedCode } from '../../ecosystems/code/obfuscation.js';
import { MAX_LINES_PER_FILE } from '../../ecosystems/code/scan-code-changes.js';
import { extractPackageJson } from '../../ecosystems/npm/package-json.js';
import type { KeyedFinding } from '../../ecosystems/finding.js';
import { makeFinding } from '../../ecosystems/finding.js';
import { baseNameOf, dirNameOf, joinPath } from '../../ecosystems/util.js';
import type { Severity } from '../../signal/schema.js';
import type { PrSnapshot } from '../../snapshot/pr-snapshot.js';
import type { ParsedFile } from './parsed-file.js';
import { pushAll } from '../../push-all.js';

/**
 * `build-code-behavior`: what the build-time or install-time code a PR adds does (downloads,
 * runs a downloaded or disguised binary, reads credentials or the environment, sends data out),
 * read from the lines the PR adds to build scripts (build.rs, setup.py, gemspecs, extconf.rb,
 * binding.gyp, Gradle, Maven, Autotools, Makefiles, CMake, Meson, MSBuild) and to the files its npm install
 * scripts run.
 */

const PHRASES: Readonly<Record<BehaviorKind, string>> = {
  download: 'downloads from the network',
  execute: 'runs a program',
  'disguised-binary': 'runs a file named like data (an image, a font, a log): a binary in disguise',
  'credential-file': 'reads a credential store',
  'credential-file-write': "writes a package registry's credential file",
  'credential-env': 'reads a secret from the environment',
  environment: 'takes the whole environment',
  send: 'sends data to a host',
  'suspicious-host': 'talks to a bare IP address or a paste, tunnel or webhook service',
  'pipe-to-shell': 'pipes text it built into a shell or eval',
  decode: 'decompresses or decodes data',
  'run-decoded': 'runs code or a command it decoded from encoded text',
  'secret-elsewhere': "sends a credential named for one service as data to another's host",
  'printed-encoded': "prints the whole environment or a credential to the job's log through an encoder (base64, xxd, rev), where the CI system's masking of secrets no longer recognizes it",
  'native-load': 'loads a native library that ships with it (a DLL or shared object), or has rundll32 or regsvr32 run one',
};

/** The worst source among the downloads read: plain HTTP, then an HTTPS URL with no version (or a moving one). */
function worstSource(behaviors: readonly Behavior[]): DownloadSource | null {
  let worst: DownloadSource | null = null;
  for (const b of behaviors) {
    if (b.kind !== 'download') continue;
    const source = b.source ?? 'unseen';
    if (source === 'plain-http') return source;
    if (source === 'unpinned' || worst === null) worst = source;
  }
  return worst;
}

/** How bad the behaviors are together, on the ladder for code every build or install runs; null when ordinary. */
function buildSeverity(has: (kind: BehaviorKind) => boolean): Severity | null {
  const secrets = has('credential-file') || has('credential-env') || has('environment');
  // Decoding data and piping text into a shell: code hidden as data and run at build time, the
  // shape of the xz-utils backdoor (CVE-2024-3094), whose build macro unpacked a test file and ran it.
  // Program code that decodes text and runs it (`exec(b64decode(…))`, `os.system(base64.b64decode(…))`) is the same shape.
  const hiddenCode = (has('decode') && has('pipe-to-shell')) || has('run-decoded');
  if (has('disguised-binary') || (has('send') && secrets) || (has('download') && has('execute') && has('suspicious-host')) || hiddenCode) return 'critical';
  // A native library of the package loaded at install time (`ctypes.WinDLL(…'helper.dll')` in setup.py,
  // `rundll32 node-gyp.dll,main` from an install script: the eslint-config-prettier and `is` releases of July 2025) runs code no reviewer reads.
  if ((has('download') && has('execute')) || has('credential-file') || has('native-load') || (has('suspicious-host') && (has('download') || has('send')))) return 'high';
  // Writing a registry's credential file (`~/.npmrc`, `~/.pypirc`) plants a token or a registry for every later install and publish on that machine: no theft, still no build's work.
  if (has('download') || has('send') || has('suspicious-host') || has('pipe-to-shell') || has('credential-file-write')) return 'medium';
  return null;
}

/**
 * The ladder for a task a developer invokes (a Makefile target): fetching a dev tool and running
 * it is the task's work, judged as `curl-pipe-shell` judges a download piped into a shell there
 * (medium, high over plain HTTP or from such a host). The critical shapes stay critical; a
 * download and a run are high over plain HTTP, medium when an HTTPS URL names no version (or a
 * moving one: `master`, `latest`), and quiet from an HTTPS URL at a version or one the line does
 * not show; a download alone is low over plain HTTP and otherwise quiet; naming a credential
 * store (a kubeconfig for a test cluster), or writing a registry's (a release target's `.npmrc`), is low.
 */
function taskSeverity(has: (kind: BehaviorKind) => boolean, source: DownloadSource | null): Severity | null {
  const critical = buildSeverity(has) === 'critical';
  if (critical) return 'critical';
  const runs = has('download') && has('execute');
  if ((has('suspicious-host') && (has('download') || has('send'))) || (runs && source === 'plain-http')) return 'high';
  if ((runs && source === 'unpinned') || has('send') || has('suspicious-host') || has('pipe-to-shell')) return 'medium';
  // A release task writes the token it publishes with (`echo "//registry.npmjs.org/:_authToken=$(NPM_TOKEN)" > .npmrc`): low, as a credential store named.
  if (has('credential-file') || has('credential-file-write') || (has('download') && source === 'plain-http')) return 'low';
  return null;
}

/**
 * The ladder for an editor extension's start-up code: talking to its service (a send, a download,
 * such a host alone) and running a tool (`git`) are its ordinary work. The critical shapes stay
 * critical; reading a credential store, or a download from or a send to such a host, is high; a
 * download and a run count only when the run is of what was fetched: on the download's line
 * (`exec('curl … -o x && chmod +x x && ./x')`) or a file made executable; writing a registry's
 * credential file (`~/.npmrc`) is medium.
 */
function extensionSeverity(has: (kind: BehaviorKind) => boolean, behaviors: readonly Behavior[]): Severity | null {
  const build = buildSeverity(has);
  if (build === 'critical') return build;
  const downloadLines = new Set(behaviors.filter((b) => b.kind === 'download').map((b) => b.line));
  const runsFetched = behaviors.some((b) => b.kind === 'execute' && (downloadLines.has(b.line) || /chmod/i.test(b.text)));
  if (has('credential-file') || (has('suspicious-host') && (has('download') || has('send'))) || runsFetched) return 'high';
  return has('credential-file-write') ? 'medium' : null;
}

/**
 * The ladder for a container image's build (a Dockerfile): downloading and running tools is its
 * ordinary work, read by `curl-pipe-shell` and `downloaded-binary-run`. The critical shapes stay
 * critical (a secret build argument sent out, decoded text piped into a shell, a binary in
 * disguise); a download from or a send to a paste, tunnel or webhook host or a bare IP is high.
 */
function imageSeverity(has: (kind: BehaviorKind) => boolean): Severity | null {
  if (buildSeverity(has) === 'critical') return 'critical';
  if (has('suspicious-host') && (has('download') || has('send'))) return 'high';
  return null;
}

/**
 * The ladder for a module of the package that an install chain loads and the PR changes: talking
 * to its service with its own credentials is the library's work. Only a collector counts: a send to
 * or download from a paste, tunnel or webhook host or a bare IP is high, critical with secrets or a
 * run; and code hidden as data or a binary in disguise stays critical.
 */
function loadedModuleSeverity(has: (kind: BehaviorKind) => boolean): Severity | null {
  const collector = has('suspicious-host') && (has('download') || has('send'));
  const secrets = has('credential-file') || has('credential-env') || has('environment');
  if (has('disguised-binary') || (has('decode') && has('pipe-to-shell')) || has('run-decoded') || (collector && (secrets || has('execute')))) return 'critical';
  return collector ? 'high' : null;
}

/** The incoming webhooks of chat services, which pipelines post build notifications to. */
const CHAT_WEBHOOK = /\bhooks\.slack\.com\/|\bdiscord(?:app)?\.com\/api\/webhooks\/|\.webhook\.office\.com\/|\boutlook\.office\.com\/webhook|\bchat\.googleapis\.com\//i;

/**
 * The ladder for a pipeline of another CI system (GitLab CI, Jenkins, …): fetching and running tools,
 * uploading and deploying with the pipeline's credentials are its work, and curl-pipe-shell and
 * downloaded-binary-run read its downloads. Critical: secrets (a credential variable, a credential
 * store) or the whole environment sent to or with a paste, tunnel or webhook host or a bare IP, the
 * whole environment sent anywhere on one line (`env | curl -d @- …`), decoded text piped into a shell, a binary in
 * disguise; high: a download from or a send to such a host (not a chat service's incoming webhook,
 * `hooks.slack.com/services/…`, where pipelines post notifications); anything else says nothing (a deploy's
 * `curl -u "$NEXUS_USER:$NEXUS_PASSWORD" -T app.zip https://nexus.acme.dev/…`).
 */
function pipelineSeverity(has: (kind: BehaviorKind) => boolean, behaviors: readonly Behavior[]): Severity | null {
  const secrets = has('credential-file') || has('credential-env') || has('environment');
  // A chat service's incoming webhook (Slack, Discord, Teams, Google Chat) is where a pipeline posts its notifications, its token in the URL.
  const collector = behaviors.some((b) => b.kind === 'suspicious-host' && !CHAT_WEBHOOK.test(b.text)) && (has('download') || has('send'));
  // The whole environment and a send on one line: a debugging `env | sort` beside a deploy's upload elsewhere is not.
  const environmentLines = new Set(behaviors.filter((b) => b.kind === 'environment').map((b) => b.line));
  const sendsEnvironment = behaviors.some((b) => b.kind === 'send' && environmentLines.has(b.line));
  if (has('disguised-binary') || (has('decode') && has('pipe-to-shell')) || has('run-decoded') || (collector && secrets) || sendsEnvironment || has('printed-encoded')) return 'critical';
  return collector || has('secret-elsewhere') ? 'high' : null;
}

/** The behaviors worth reporting and how bad they are together; null when they are ordinary build work. */
function judge(behaviors: readonly Behavior[], file: BuildFile): { severity: Severity; shown: BehaviorKind[] } | null {
  const kinds = new Set(behaviors.map((b) => b.kind));
  const has = (kind: BehaviorKind): boolean => kinds.has(kind);
  const severity =
    file.task === true
      ? taskSeverity(has, worstSource(behaviors))
      : file.extension === true
        ? extensionSeverity(has, behaviors)
        : file.image === true
          ? imageSeverity(has)
          : file.pipeline === true
            ? pipelineSeverity(has, behaviors)
          : file.loadedModule === true
            ? loadedModuleSeverity(has)
            : buildSeverity(has);
  if (severity === null) return null;
  // Running a program and reading the environment are ordinary build work: named only beside what makes them matter.
  const shown = [...kinds].filter((kind) => {
    if (kind === 'execute') return has('download') || has('disguised-binary');
    if (kind === 'credential-env' || kind === 'environment') return has('send') || has('suspicious-host');
    // Unpacking an archive is ordinary build work: named beside a pipe into a shell.
    if (kind === 'decode') return has('pipe-to-shell');
    return true;
  });
  return { severity, shown };
}

/** The worst of what the code does, in a few words. */
function headline(kinds: ReadonlySet<BehaviorKind>): string {
  const has = (kind: BehaviorKind): boolean => kinds.has(kind);
  if (has('disguised-binary')) return 'runs a binary disguised as data';
  if (has('send') && (has('credential-file') || has('credential-env') || has('environment'))) return 'sends credentials or the environment to a host';
  if (has('secret-elsewhere')) return "sends a credential to another service's host";
  if (has('printed-encoded')) return 'prints secrets to the log encoded';
  if (has('decode') && has('pipe-to-shell')) return 'decodes data and runs it as shell code';
  if (has('run-decoded')) return 'decodes data and runs it';
  if (has('download') && has('execute')) return 'downloads and runs code';
  if (has('native-load')) return 'loads a native library that ships with it';
  if (has('credential-file')) return 'reads credential files';
  if (has('credential-file-write')) return "writes a package registry's credential file";
  if (has('send')) return 'sends data to a host';
  if (has('download')) return 'downloads from the network';
  if (has('pipe-to-shell')) return 'pipes text it built into a shell';
  return 'talks to a bare IP address or a paste service';
}

const ORDER: readonly BehaviorKind[] = ['disguised-binary', 'run-decoded', 'decode', 'pipe-to-shell', 'native-load', 'credential-file', 'credential-file-write', 'secret-elsewhere', 'printed-encoded', 'credential-env', 'environment', 'send', 'suspicious-host', 'download', 'execute'];

function buildCodeFinding(path: string, file: BuildFile, behaviors: readonly Behavior[]): KeyedFinding | null {
  const kinds = new Set(behaviors.map((b) => b.kind));
  const verdict = judge(behaviors, file);
  if (verdict === null) return null;
  const shown = ORDER.filter((kind) => verdict.shown.includes(kind));
  // The evidence for a kind is its first line; for a download, the first with the worst source (the one judged).
  const worst = worstSource(behaviors);
  const first = (kind: BehaviorKind): Behavior =>
    (kind === 'download' ? behaviors.find((b) => b.kind === kind && (b.source ?? 'unseen') === worst) : undefined) ?? behaviors.find((b) => b.kind === kind)!;
  const lead = first(shown[0]!);
  const list = shown.map((kind) => `${PHRASES[kind]} (line ${first(kind).line}: ${first(kind).text})`);
  const title = `${file.label} ${headline(kinds)} ${file.when}`;
  return makeFinding({
    id: 'build-code-behavior',
    severity: verdict.severity,
    title,
    detail: `${path} is code that runs ${file.when}${file.note === undefined ? '' : ` (${file.note})`}, with the rights of whoever builds or installs it. What this PR adds to it ${list.join('; ')}. Build and install steps should not fetch or run anything a reviewer cannot read, nor touch credentials or the network beyond the package registry: vendor or pin what is downloaded (with a checksum), or explain each of these.`,
    path,
    line: lead.line,
    subject: 'build-code',
  });
}

/** Files in one install chain: the one the script runs and up to three more, each started by the one before. */
const MAX_CHAIN = 4;
/** Files of the PR followed along install chains at most. */
const MAX_CHAIN_FILES = 50;

/**
 * The files npm install scripts of the PR's package.json files run, with the script that runs
 * them; and the files of the PR those start in turn, hop by hop up to MAX_CHAIN files in a chain
 * (filesStartedBy: `preinstall: node setup_bun.js`, whose new lines run `bun bun_environment.js`;
 * a loader split over modules, `require('./lib/index.js')` then `require('./collect.js')`). A
 * module of the package that a file of the chain loads and the PR changes is read for a collector
 * only (loadedModule), and not followed further. Only the PR's files are read.
 */
export function installScriptFiles(snapshot: PrSnapshot, files: readonly ParsedFile[]): Map<string, BuildFile> {
  const run = new Map<string, BuildFile>();
  const firstHop: { path: string; manifest: string; script: string }[] = [];
  for (const file of files) {
    if (file.ecosystem !== 'npm' || file.match.file.kind !== 'manifest') continue;
    for (const [name, script] of Object.entries(file.head?.installScripts ?? {})) {
      for (const path of filesRunBy(script, file.path)) {
        run.set(path, installScriptFile(path, file.path, name));
        firstHop.push({ path, manifest: file.path, script: name });
      }
    }
  }
  // The base's root package.json and a monorepo's workspace ones when the PR does not change them
  // (fetch-pr-data read them only when a changed file may be what one of their install scripts
  // runs): the PR's change to that file runs at install.
  const changed = new Set(snapshot.files.filter((f) => f.status !== 'removed' && f.status !== 'unchanged').map((f) => f.path));
  for (const base of snapshot.baseFiles) {
    if (baseNameOf(base.path) !== 'package.json' || files.some((f) => f.path === base.path)) continue;
    for (const [name, script] of Object.entries(extractPackageJson(base.content).installScripts ?? {})) {
      for (const path of filesRunBy(script, base.path)) {
        if (!changed.has(path) || run.has(path)) continue;
        run.set(path, installScriptFile(path, base.path, name));
        firstHop.push({ path, manifest: base.path, script: name });
      }
    }
  }
  if (firstHop.length === 0) return run;
  const prFiles = new Map<string, PrFileStatus>();
  for (const file of snapshot.files) if (file.status !== 'removed' && file.status !== 'unchanged') prFiles.set(file.path, file.status === 'added' ? 'added' : 'changed');
  const queue = firstHop.map((hop) => ({ ...hop, depth: 1 }));
  for (let next = 0; next < queue.length && next < MAX_CHAIN_FILES; next += 1) {
    const hop = queue[next]!;
    if (hop.depth >= MAX_CHAIN) continue;
    const patch = snapshot.files.find((f) => f.path === hop.path && f.status !== 'removed')?.patch;
    if (patch === null || patch === undefined) continue;
    const added = changedLines(patch, MAX_LINES_PER_FILE).filter((l) => l.sign === '+').map((l) => l.text);
    const { started, loaded } = filesStartedBy(added, hop.path, hop.manifest, prFiles);
    for (const path of started) {
      if (run.has(path)) continue;
      run.set(path, installScriptFile(path, hop.manifest, hop.script, hop.path));
      queue.push({ path, manifest: hop.manifest, script: hop.script, depth: hop.depth + 1 });
    }
    for (const path of loaded) if (!run.has(path)) run.set(path, { ...installScriptFile(path, hop.manifest, hop.script, hop.path), loadedModule: true });
  }
  return run;
}

/** The source a compiled entry is built from: `out/extension.js` from `src/extension.ts`. */
function entrySources(entry: string): string[] {
  const path = entry.replace(/^\.\//, '');
  const sources = [path];
  const compiled = /^(?:out|dist|lib|build)\/(.{1,300})\.c?js$/.exec(path);
  if (compiled !== null) sources.push(`src/${compiled[1]}.ts`, `src/${compiled[1]}.js`);
  return sources;
}

/**
 * The entry files of VS Code extensions that the PR makes start with the editor: its manifest
 * activates at start-up (`activationEvents` `*` or `onStartupFinished`) and the PR adds that, or
 * points `main`/`browser` at another file. That code then runs on every machine with the
 * extension installed as soon as the editor opens, as an install script runs on install (the
 * GlassWorm extensions of 2025 ran their loader so); it is read on the build-code ladder.
 */
function extensionEntryFiles(files: readonly ParsedFile[]): Map<string, BuildFile> {
  const entries = new Map<string, BuildFile>();
  for (const file of files) {
    if (file.ecosystem !== 'npm' || file.match.file.kind !== 'manifest') continue;
    const head = file.head?.vscodeExtension;
    if (head === undefined || !head.startup) continue;
    const base = file.base?.vscodeExtension;
    const moved = base === undefined || !base.startup || head.entries.some((e) => !base.entries.includes(e));
    if (!moved) continue;
    for (const entry of head.entries) {
      for (const source of entrySources(entry)) {
        const path = joinPath(dirNameOf(file.path), source);
        entries.set(path, {
          label: `VS Code extension entry (${entry})`,
          when: 'when VS Code starts',
          note: `${file.path} activates it at start-up, on every machine with the extension installed, before anyone uses it`,
          language: languageOf(path) ?? 'js',
          extension: true,
        });
      }
    }
  }
  return entries;
}

/** Scripts of the repository that Cargo's configuration runs in front of every rustc call (`rustc-wrapper = "tools/rw.sh"`). */
function cargoWrapperScriptFiles(snapshot: PrSnapshot): Map<string, BuildFile> {
  const scripts = new Map<string, BuildFile>();
  for (const file of snapshot.files) {
    for (const script of cargoWrapperScripts(file)) {
      const language = languageOf(script);
      scripts.set(script, { label: 'Cargo rustc wrapper', when: 'when cargo compiles any crate', note: `${file.path} runs it in front of every rustc call, on every machine that builds the project`, language: language === 'python' ? 'python' : 'shell' });
    }
  }
  return scripts;
}

/** Cargo manifests that name their build script (`package.build = "tools/build.rs"`). */
function cargoBuildScripts(files: readonly ParsedFile[]): Map<string, BuildFile> {
  const scripts = new Map<string, BuildFile>();
  for (const file of files) {
    const script = file.ecosystem === 'cargo' ? file.head?.buildScript : null;
    if (script) scripts.set(joinPath(dirNameOf(file.path), script), { label: 'Cargo build script', when: 'at compile time', language: 'rust' });
  }
  return scripts;
}

/** An inline task's code kept in a file of its own: `<Code Type="Class" Language="cs" Source="$(MSBuildThisFileDirectory)Gen.cs" />`. */
const CODE_SOURCE = /<Code\s[^>]{0,400}?\bSource\s*=\s*"([^"]{1,300})"/g;
/** MSBuild properties that name the directory of the file or project that uses them. */
const THIS_DIRECTORY = /^\$\((?:MSBuildThisFileDirectory|MSBuildProjectDirectory)\)[\\/]?/;

/**
 * The C# files MSBuild inline tasks of the PR compile and run (`<UsingTask>`'s `<Code Source="…">`):
 * build code like the task's own `<Code>`, read as C#. The path is taken from the MSBuild file's
 * added and context lines, relative to its folder (`$(MSBuildThisFileDirectory)` and
 * `$(MSBuildProjectDirectory)` are that folder); other properties leave it unknown.
 */
function inlineTaskSources(snapshot: PrSnapshot): Map<string, BuildFile> {
  const sources = new Map<string, BuildFile>();
  for (const file of snapshot.files) {
    if (file.patch === null || !file.patch.includes('Source') || buildFileOf(file.path)?.language !== 'msbuild') continue;
    for (const match of file.patch.matchAll(CODE_SOURCE)) {
      const raw = (match[1] ?? '').replace(/\\/g, '/');
      const relative = raw.replace(THIS_DIRECTORY, '');
      if (relative.includes('$(') || relative.startsWith('/')) continue;
      sources.set(joinPath(dirNameOf(file.path), relative), { label: `inline task code of ${file.path}`, when: 'at build time', note: 'MSBuild compiles and runs it in every build of a project that imports the task', language: 'csharp' });
    }
  }
  return sources;
}

/** Source files in folders the code rules skip as build output: what obfuscatedEntry reads. */
const SCRIPT_FILE = /\.(?:[cm]?js|[cm]?ts|py|rb|php|sh)$/i;

/**
 * `obfuscated-code` for a file an npm install script or a start-up VS Code extension runs, when it
 * sits in a folder the code rules skip as build output (`out/`, `dist/`, `lib/`'s bundles): the
 * GlassWorm extensions pointed `main` at a new javascript-obfuscator file there. Only the obfuscator
 * shapes (its `_0x` names, an encoded payload decoded and run); a bundle's minified lines are what a
 * build writes.
 */
function obfuscatedEntry(path: string, patch: string): KeyedFinding[] {
  if (!SCRIPT_FILE.test(path) || isScannableSourcePath(path)) return [];
  return scanAddedCode(path, patch).filter((f) => f.id === 'obfuscated-code' && f.severity === 'high');
}

export function checkBuildCode(snapshot: PrSnapshot, files: readonly ParsedFile[]): KeyedFinding[] {
  const named = new Map([...cargoBuildScripts(files), ...cargoWrapperScriptFiles(snapshot), ...extensionEntryFiles(files), ...installScriptFiles(snapshot, files), ...inlineTaskSources(snapshot)]);
  const findings: KeyedFinding[] = [];
  for (const file of snapshot.files) {
    if (file.patch === null || file.status === 'removed' || file.status === 'unchanged') continue;
    const build = named.get(file.path) ?? buildFileOf(file.path);
    if (build === null) continue;
    const language = build.language;
    const behaviors =
      language === 'cmake' || language === 'meson'
        ? readCallBehaviors(file.patch, language, MAX_LINES_PER_FILE)
        : language === 'msbuild'
          ? readMsbuildBehaviors(file.patch, MAX_LINES_PER_FILE)
          : readBehaviors(
            changedLines(file.patch, MAX_LINES_PER_FILE).filter((l) => l.sign === '+'),
            language,
            {
              pipedDownloadsReadElsewhere: build.pipedDownloadsReadElsewhere === true,
              dockerfile: build.image === true,
              // A pipeline's credential bindings are read from every line the patch shows (a withCredentials block around the added send).
              ...(build.pipeline === true ? { credentialNames: jenkinsCredentialNames(changedLines(file.patch, MAX_LINES_PER_FILE).filter((l) => l.sign !== '-').map((l) => l.text).join('\n')) } : {}),
            },
          );
    const finding = buildCodeFinding(file.path, build, behaviors);
    if (finding !== null) findings.push(finding);
    // A file an install script or a start-up extension runs is read for obfuscation even in a build
    // output folder (out/, dist/), which the code rules leave to the build: it runs on install or at
    // start-up as written, whatever folder it sits in (obfuscatedEntry).
    if (named.has(file.path)) pushAll(findings, obfuscatedEntry(file.path, file.patch));
    // The compile tests that decide whether a sandbox or hardening feature is built in (feature-probes.ts).
    if (language === 'cmake' || language === 'meson' || /(?:\.m4|configure\.ac|configure\.in)$/i.test(file.path)) pushAll(findings, securityProbeFindings(file.path, file.patch));
  }
  return findings;
}
