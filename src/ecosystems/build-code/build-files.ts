import picomatch from 'picomatch';
import { parseJsonLimited, parseYamlLimited } from '../../limited-parse.js';
import { walkPatch } from '../code/changed-lines.js';
import { languageOf } from '../code/language.js';
import { isDockerfileName } from '../dockerfile/index.js';
import { isPipelinePath } from '../automation/pipelines.js';
import { isMakefile } from '../shell/script-downloads.js';
import { baseNameOf, dirNameOf, joinPath } from '../util.js';
import type { BuildLanguage } from './behaviors.js';

/** A file whose code runs when the project (or a package of it) is built or installed. */

/** A Jenkins shared library's global step: `vars/<step>.groovy` at the repository's root. */
const JENKINS_LIBRARY_STEP = /^vars\/[\w.-]{1,100}\.groovy$/i;
export interface BuildFile {
  /** What it is, for a title: "Cargo build script", "setup.py". */
  readonly label: string;
  /** When it runs: "at compile time", "at install time". */
  readonly when: string;
  /** Who runs it then, when that needs saying. */
  readonly note?: string;
  readonly language: BuildLanguage;
  /** Another rule (`curl-pipe-shell`) already reports the downloads this file pipes into a shell. */
  readonly pipedDownloadsReadElsewhere?: boolean;
  /**
   * A task a developer runs on purpose (a Makefile target), not code that every build or install
   * runs: fetching a tool at a version and running it is its ordinary work (check-build-code.ts).
   */
  readonly task?: boolean;
  /**
   * Code an editor extension runs when the editor starts: talking to its service (a send, a
   * download alone) is its ordinary work, so only the high and critical shapes count (check-build-code.ts).
   */
  readonly extension?: boolean;
  /**
   * A module of the package, changed (not added) by the PR, that a file of an npm install chain
   * loads: talking to its service with its own credentials is the library's work, so only a
   * collector counts, a paste, tunnel or webhook host or a bare IP (check-build-code.ts).
   */
  readonly loadedModule?: boolean;
  /**
   * A container image's build (a Dockerfile's `RUN` lines): fetching and running tools is its
   * ordinary work, and other rules read its downloads (`curl-pipe-shell`, `downloaded-binary-run`),
   * so only the critical shapes and a send to or download from a paste, tunnel or webhook host or a
   * bare IP count (check-build-code.ts).
   */
  readonly image?: boolean;
  /**
   * A pipeline of another CI system (GitLab CI, Azure Pipelines, CircleCI, Jenkins, …): its commands
   * run in CI with its secrets, and fetching, running, uploading and deploying with the pipeline's
   * credentials is its ordinary work (other rules read its downloads), so only the critical shapes
   * (secrets or the whole environment sent to a paste, tunnel or webhook host or a bare IP, the
   * whole environment sent anywhere, decoded text run) and a send to or download from such a host
   * count (check-build-code.ts).
   */
  readonly pipeline?: boolean;
}

/** The build-time or install-time code a path is, by its name alone, or null. */
export function buildFileOf(path: string): BuildFile | null {
  const name = baseNameOf(path).toLowerCase();
  if (name === 'build.rs') return { label: 'Cargo build script', when: 'at compile time', language: 'rust' };
  // Cargo's configuration: `runner`, `rustc-wrapper`, `linker` and aliases are commands cargo runs
  // for every build, run or test in the project; their strings are read as shell lines.
  if ((name === 'config.toml' || name === 'config') && /(?:^|\/)\.cargo\/config(?:\.toml)?$/.test(path)) {
    return { label: 'Cargo configuration', when: 'when cargo builds, runs or tests the project', note: 'its runner, rustc-wrapper and linker commands run on every machine that builds it', language: 'shell' };
  }
  // Build hooks the Python build backends load from the project: Hatch's and pdm-backend's.
  if (name === 'hatch_build.py' || name === 'pdm_build.py') return { label: name, when: 'when the package is built', note: 'pip and uv build it so on install from source', language: 'python' };
  if (name === 'setup.py') return { label: 'setup.py', when: 'at install time', note: 'pip runs it to build a source distribution', language: 'python' };
  if (name.endsWith('.gemspec')) return { label: 'gemspec', when: 'when Bundler loads the gem', note: 'from a path or Git source', language: 'ruby' };
  if (name === 'extconf.rb' || name === 'mkrf_conf.rb') return { label: 'Ruby native-extension script', when: 'at gem install time', language: 'ruby' };
  // A gem's extension built with Rake (`s.extensions = ['ext/Rakefile']`): RubyGems' RakeBuilder runs its default task at gem install time, as it runs extconf.rb.
  if (name === 'rakefile' && /^(?:[^/]{1,200}\/)?ext\/(?:[^/]{1,100}\/)?rakefile$/i.test(path)) return { label: 'Ruby native-extension Rakefile', when: 'at gem install time', language: 'ruby' };
  // Manifests that are programs: Bundler and CocoaPods evaluate them as Ruby, Conan runs conanfile.py.
  if (name === 'gemfile' || name === 'gems.rb') return { label: 'Gemfile', when: 'at every bundle install', note: 'Bundler evaluates it as Ruby on every machine that installs the project, CI included', language: 'ruby' };
  if (name === 'podfile') return { label: 'Podfile', when: 'at every pod install', note: 'CocoaPods evaluates it as Ruby', language: 'ruby' };
  if (name === 'conanfile.py') return { label: 'conanfile.py', when: 'when Conan installs or builds the package', note: 'on every machine that builds the project', language: 'python' };
  // Danger runs the Dangerfile of the branch it checks out, in CI, with the token it comments with.
  if (name === 'dangerfile') return { label: 'Dangerfile', when: 'when Danger checks a pull request in CI', note: 'with the token it comments with', language: 'ruby' };
  if (/^dangerfile\.(?:js|ts|mjs|cjs)$/.test(name)) return { label: name, when: 'when Danger checks a pull request in CI', note: 'with the token it comments with', language: 'js' };
  // pnpm loads .pnpmfile.cjs (its readPackage and afterAllResolved hooks) at every install.
  if (name === '.pnpmfile.cjs' || name === '.pnpmfile.mjs' || name === 'pnpmfile.js') {
    return { label: name, when: 'at every pnpm install', note: 'pnpm loads its hooks on every machine that installs the project, CI included', language: 'js' };
  }
  if (name === 'binding.gyp') return { label: 'binding.gyp', when: 'at npm install time', note: 'node-gyp runs its command expansions and actions', language: 'gyp' };
  if (name.endsWith('.gradle') || name.endsWith('.gradle.kts')) return { label: 'Gradle build script', when: 'at build time', note: 'on every machine that builds the project', language: 'java' };
  // sbt compiles and runs the build definition (`*.sbt`, `project/*.scala`) whenever it loads the
  // build, and IDEs load it on import: Scala, read with the JVM patterns and sys.process's forms.
  if (name.endsWith('.sbt') || (/(?:^|\/)project\/[^/]{1,200}\.scala$/.test(path) && !/(?:^|\/)src\//.test(path))) {
    return { label: 'sbt build definition', when: 'when sbt loads the build', note: 'on every machine that builds or imports the project, IDEs included', language: 'java' };
  }
  // SwiftPM compiles and runs Package.swift to read the manifest (resolve, build, Xcode's open).
  if (name === 'package.swift') return { label: 'Package.swift', when: 'when SwiftPM reads the manifest', note: 'on every machine that resolves or builds the package, and when Xcode opens it', language: 'swift' };
  if (name === 'pom.xml') return { label: 'Maven build', when: 'at build time', note: 'on every machine that builds the project', language: 'xml' };
  // Autotools: m4 macros and configure.ac expand into the configure script, and Makefile.am into
  // the Makefiles; both are shell that runs on every machine that builds from a release tarball.
  if (name.endsWith('.m4') || name === 'configure.ac' || name === 'configure.in') {
    return { label: name.endsWith('.m4') ? 'Autoconf macro' : name, when: 'when ./configure runs', note: 'on every machine that builds the project, from a release tarball too', language: 'shell' };
  }
  if (name === 'makefile.am') return { label: 'Makefile.am', when: 'at build time', note: 'on every machine that builds the project', language: 'shell' };
  // Plain Makefiles and their includes: recipes and $(shell ...) are shell. curl-pipe-shell reads
  // them for a download piped into a shell (src/ecosystems/shell/script-downloads.ts); this rule
  // reads the rest (decoding into a shell, credentials, sends, a binary in disguise, a download
  // then run). A target runs when someone invokes it, as a task, judged on that ladder.
  if (isMakefile(path)) {
    return { label: name.endsWith('.mk') ? 'Makefile include' : 'Makefile', when: 'when make runs', note: 'on the machine of whoever runs the target', language: 'shell', pipedDownloadsReadElsewhere: true, task: true };
  }
  // direnv's .envrc: shell run on entering the directory once allowed (`direnv allow`, asked again
  // after each change), on every developer's machine; curl-pipe-shell reads its piped downloads
  // (script-downloads.ts). Judged on a task's ladder: loading tools (`use flake`, devbox's `eval
  // "$(devbox generate direnv --print-envrc)"`) is its ordinary work.
  if (name === '.envrc') {
    return { label: '.envrc', when: 'when direnv loads it on entering the directory', note: 'on the machine of every developer who allowed it', language: 'shell', pipedDownloadsReadElsewhere: true, task: true };
  }
  // Bazel: repository rules (`repository_ctx.execute`, `http_archive`, `git_repository`) in Starlark
  // files and the WORKSPACE or MODULE.bazel that load them run when Bazel fetches the external
  // repositories, on every machine that builds, CI included. Starlark is read as Python.
  if (name.endsWith('.bzl') || name === 'workspace' || name === 'workspace.bazel' || name === 'workspace.bzlmod' || name === 'module.bazel') {
    return { label: name.endsWith('.bzl') ? 'Bazel Starlark file' : baseNameOf(path), when: 'when Bazel fetches the external repositories', note: 'on every machine that builds the project, CI included', language: 'python' };
  }
  // just and Task hand each recipe line to a shell, as make does (a justfile's `recipe:` lines, a
  // Taskfile's `cmds:`): tasks a developer invokes, on a task's ladder. curl-pipe-shell reads their
  // piped downloads (script-downloads.ts); this rule reads the rest (a send of the environment, a
  // credential store, decoding into a shell).
  if (name === 'justfile' || name === '.justfile' || name.endsWith('.just') || /^taskfile(?:\.dist)?\.ya?ml$/.test(name)) {
    return { label: name.startsWith('taskfile') ? 'Taskfile' : 'justfile', when: 'when a task runs', note: 'on the machine of whoever runs it', language: 'shell', pipedDownloadsReadElsewhere: /^(?:justfile|\.justfile|taskfile\.ya?ml)$/.test(name), task: true };
  }
  // Nix development shells: `nix develop`, `nix-shell` and direnv's `use flake`/`use nix` run the
  // shell's `shellHook` as shell on entering it, on every developer's machine that does. Its lines
  // are read as shell lines, on a task's ladder (`.envrc`'s): inputs, packages and fetchers say nothing.
  if (name === 'flake.nix' || name === 'shell.nix' || name === 'devenv.nix') {
    return { label: name, when: 'when a developer enters its development shell', note: 'nix develop, nix-shell and direnv run its shellHook on their machine', language: 'shell', task: true };
  }
  // Other CI systems' pipelines, YAML and Jenkins' Groovy: every added line is read as a shell line
  // (a step's `sh '…'` holds one); curl-pipe-shell reads their piped downloads (script-downloads.ts).
  if (isPipelinePath(path)) {
    return { label: baseNameOf(path), when: 'when CI runs it', note: 'in CI, with its secrets', language: 'shell', pipedDownloadsReadElsewhere: true, pipeline: true };
  }
  // A Jenkins shared library's global steps (`vars/<step>.groovy` at the root), which every pipeline
  // that loads the library runs, in CI with its credentials: read on the pipeline ladder too. The
  // path stays code for the rest (classify-path: a library's every edit would read as CI configuration).
  if (JENKINS_LIBRARY_STEP.test(path)) {
    return { label: baseNameOf(path), when: 'when a pipeline that loads the library runs it', note: 'in CI, with its secrets', language: 'shell', pipeline: true };
  }
  // Dockerfiles: `docker build` runs their RUN lines as shell, in CI with the build's arguments and
  // secrets (`ARG NPM_TOKEN`, `--mount=type=secret`); other lines say nothing a shell would run.
  if (isDockerfileName(baseNameOf(path))) {
    return { label: 'Dockerfile', when: 'when the image is built', note: 'docker build runs its RUN lines, in CI with the build arguments and secrets', language: 'shell', pipedDownloadsReadElsewhere: true, image: true };
  }
  // mise's configuration: its `[hooks]` (enter, leave, cd, preinstall, postinstall), `[tasks]` and
  // `[env]` `_.source` scripts are shell that mise runs on entering the directory or on request,
  // once the file is trusted (`mise trust`). Its TOML lines are read as shell lines, as Cargo's
  // configuration is, on a task's ladder.
  if ((name === 'mise.toml' || name === '.mise.toml' || name === 'mise.local.toml') || /(?:^|\/)\.?(?:config\/)?mise\/config\.toml$/.test(path)) {
    return { label: 'mise configuration', when: 'when mise runs its hooks and tasks', note: 'on entering the directory, on every developer machine that trusted it', language: 'shell', task: true };
  }
  // MSBuild: project files and the props and targets they import (Directory.Build.props/targets are
  // imported by every project below them, unasked), read by msbuild.ts.
  if (name === 'directory.build.props' || name === 'directory.build.targets') {
    return { label: name === 'directory.build.props' ? 'Directory.Build.props' : 'Directory.Build.targets', when: 'at build time', note: 'MSBuild imports it into every project below it, on every machine that builds or opens one', language: 'msbuild' };
  }
  if (/\.(?:cs|vb|fs|vcx)proj$/.test(name)) return { label: 'MSBuild project', when: 'at build time', note: 'on every machine that builds the project, and when Visual Studio loads it', language: 'msbuild' };
  if (name.endsWith('.props') || name.endsWith('.targets')) return { label: 'MSBuild file', when: 'at build time', note: 'in every project that imports it', language: 'msbuild' };
  // CMake and Meson: read by their calls (build-calls.ts).
  if (name === 'cmakelists.txt') return { label: 'CMakeLists.txt', when: 'when CMake configures or builds the project', note: 'on every machine that builds the project', language: 'cmake' };
  if (name.endsWith('.cmake')) return { label: 'CMake module', when: 'when CMake configures or builds the project', note: 'on every machine that builds the project', language: 'cmake' };
  if (name === 'meson.build') return { label: 'meson.build', when: 'when Meson configures or builds the project', note: 'on every machine that builds the project', language: 'meson' };
  if (name === 'meson_options.txt' || name === 'meson.options') return { label: 'Meson options file', when: 'when Meson configures the project', language: 'meson' };
  return null;
}

/** A file an install script runs (through `via`, a file it runs, for the second hop), read in its own language (a shell script when it has none). */
export function installScriptFile(path: string, manifestPath: string, scriptName: string, via?: string): BuildFile {
  return {
    label: via === undefined ? `${scriptName} script of ${manifestPath}` : `${scriptName} script of ${manifestPath} (through ${via})`,
    when: 'at npm install time',
    language: languageOf(path) ?? 'shell',
  };
}

const SCRIPT_FILE = /(?:^|[\s=])((?:\.{1,2}\/)?[\w@./-]{1,200}\.(?:c?js|mjs|ts|sh|py|rb))(?=$|[\s;&|)])/g;

/** `node <path>` without an extension, a folder in it (`node install/check`): Node runs `<path>.js`. */
const NODE_BARE_PATH = /\bnode\s+(?:-[\w-]{1,40}\s+){0,4}((?:\.{1,2}\/)?[\w@-][\w@.-]{0,100}\/[\w@./-]{0,200}[\w@-])(?=$|[\s;&|)])/g;

/** The repository paths of the files an npm install script runs (`node scripts/postinstall.js`, `node install/check` for install/check.js), beside its package.json. */
export function filesRunBy(script: string, manifestPath: string): string[] {
  const dir = dirNameOf(manifestPath);
  const paths: string[] = [];
  for (const match of script.matchAll(SCRIPT_FILE)) {
    const relative = match[1]!;
    if (relative.startsWith('/') || relative.includes('node_modules/')) continue;
    paths.push(joinPath(dir, relative));
  }
  for (const match of script.matchAll(NODE_BARE_PATH)) {
    const relative = match[1]!;
    if (relative.includes('node_modules/') || /\.[A-Za-z]{1,4}$/.test(relative)) continue;
    paths.push(joinPath(dir, `${relative}.js`));
  }
  return paths;
}

/** A file an install script may run (SCRIPT_FILE's kinds), outside installed packages and tests. */
const MAY_BE_INSTALL_RUN = /\.(?:c?js|mjs|ts|sh|py|rb)$/;
const NOT_INSTALL_RUN = /(?:^|\/)(?:node_modules|__tests__|__mocks__)\/|\.(?:test|spec)\.[cm]?[jt]s$/;

/**
 * What an added line of install-time code that matters does: talk to the network, start a process,
 * read the environment or a home folder, decode or evaluate text, load a file beside it (the next
 * hop). A change without any of these (a rename, a type, a message) runs nothing new at install.
 */
const INSTALL_RELEVANT = /\b(?:fetch|https?|request|axios|got|spawn\w*|exec\w*|fork|child_process|process\.env|homedir|npmrc|curl|wget|eval|Function|atob|Buffer\.from|dns|net|Socket|WebSocket|writeFile\w*|subprocess|os\.system|urllib|requests)\b|\brequire\s*\(\s*['"]\.|\bimport(?:\s{0,4}\(\s{0,4}|\s{1,4})['"]\./;

/**
 * The root package.json at the base, when the PR does not change it and changes a file one of its
 * install scripts may run (`postinstall: node scripts/setup.js`, the PR changing scripts/setup.js
 * alone) with added lines that do something at install time (INSTALL_RELEVANT): read through the
 * base's root tree (fetch-pr-data's baseManifests), so a repository without one costs no request
 * and one whose package.json does not change is kept by its blob's SHA.
 */
export function installManifestsWanted(files: readonly { readonly path: string; readonly removed: boolean; readonly patch: string | null }[]): string[] {
  if (files.some((f) => f.path === 'package.json')) return [];
  const wanted = files.some(mayRunAtInstall);
  return wanted ? ['package.json'] : [];
}

/** A changed file an install script may run, with added lines that do something at install time. */
function mayRunAtInstall(f: { readonly path: string; readonly removed: boolean; readonly patch: string | null }): boolean {
  return !f.removed && f.patch !== null && MAY_BE_INSTALL_RUN.test(f.path) && !NOT_INSTALL_RUN.test(f.path) && addsInstallRelevant(f.patch);
}

/** Workspace patterns read at most, and each one's length. */
const MAX_WORKSPACE_PATTERNS = 50;
const MAX_PATTERN_LENGTH = 200;
/** How deep a package folder of a workspace is looked for. */
const MAX_WORKSPACE_DEPTH = 4;

/** The workspace patterns of a monorepo: package.json's `workspaces` (npm, Yarn, Bun; an array or `{ packages }`), else pnpm-workspace.yaml's `packages`. */
function workspacePatterns(rootManifest: string, pnpmWorkspace: string | null): string[] {
  const listed = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string' && p.length <= MAX_PATTERN_LENGTH && !p.startsWith('!')).slice(0, MAX_WORKSPACE_PATTERNS) : [];
  const manifest = parseJsonLimited(rootManifest);
  if (manifest.ok && typeof manifest.value === 'object' && manifest.value !== null) {
    const workspaces = (manifest.value as { workspaces?: unknown }).workspaces;
    const patterns = listed(Array.isArray(workspaces) ? workspaces : (workspaces as { packages?: unknown } | undefined)?.packages);
    if (patterns.length > 0) return patterns;
  }
  if (pnpmWorkspace === null) return [];
  const pnpm = parseYamlLimited(pnpmWorkspace);
  return pnpm.ok && typeof pnpm.value === 'object' && pnpm.value !== null ? listed((pnpm.value as { packages?: unknown }).packages) : [];
}

/**
 * In a monorepo, the package.json of the workspace package that holds a changed file one of its
 * install scripts may run (`packages/cli/scripts/postinstall.js` in `packages/cli`), when the PR
 * does not change it: the first folder above the file that a workspace pattern of the root
 * manifest (or pnpm-workspace.yaml) matches. Read after the root manifest, at most MAX_BASE_MANIFESTS;
 * a repository without workspaces costs nothing more.
 */
export function workspaceManifestsWanted(
  files: readonly { readonly path: string; readonly removed: boolean; readonly patch: string | null }[],
  rootManifest: string,
  pnpmWorkspace: string | null,
): string[] {
  const patterns = workspacePatterns(rootManifest, pnpmWorkspace);
  if (patterns.length === 0) return [];
  // A package folder matches a pattern below its fixed part: `packages/**` matches `packages/cli`, not `packages`.
  const matchers = patterns.map((pattern) => {
    const scan = picomatch.scan(pattern);
    return { match: picomatch(pattern), base: scan.isGlob ? scan.base.replace(/\/$/, '') : null };
  });
  const inWorkspace = (dir: string): boolean => matchers.some((m) => dir !== m.base && m.match(dir));
  const changed = new Set(files.map((f) => f.path));
  const wanted: string[] = [];
  for (const file of files) {
    if (!file.path.includes('/') || !mayRunAtInstall(file)) continue;
    const parts = file.path.split('/').slice(0, -1);
    for (let depth = 1; depth <= Math.min(parts.length, MAX_WORKSPACE_DEPTH); depth += 1) {
      const dir = parts.slice(0, depth).join('/');
      if (!inWorkspace(dir)) continue;
      const manifest = `${dir}/package.json`;
      if (!changed.has(manifest) && !wanted.includes(manifest)) wanted.push(manifest);
      break;
    }
  }
  return wanted;
}

/** Whether a patch adds a line INSTALL_RELEVANT matches (its first 2,000 lines, each cut at 2,000 characters). */
function addsInstallRelevant(patch: string): boolean {
  let found = false;
  let read = 0;
  walkPatch(patch, (first, text) => {
    read += 1;
    if (first === 43 /* + */ && INSTALL_RELEVANT.test(text)) found = true;
    return !found && read < 2000;
  });
  return found;
}

/** What a file of the PR is to the second hop: added by it, or changed. */
export type PrFileStatus = 'added' | 'changed';

/** A call that starts a process or a file: `spawn(bun, [...])`, `execSync('bun x.js')`, `fork(...)`, `subprocess.run(...)`, `os.system(...)`. */
const RUN_CALL = /\b(?:spawn(?:Sync)?|exec(?:Sync|File|FileSync)?|fork|execa(?:Sync|Node)?|system|popen|Popen|check_call|check_output|call|run|run_path|execv[pe]?|execl[pe]?)\s*\(/;
/** An interpreter or `source` given a file, in a shell line or a command string: `bun bun_environment.js`, `node --no-warnings x.js`. */
const INTERPRETER = /(?:^|[\s'"`;&|(])(?:node|nodejs|bun|deno|python[23]?|sh|bash|zsh|ruby|tsx|ts-node|source)\s+(?:run\s+)?(?:-{1,2}[\w-]{1,40}\s+){0,4}[\w@./-]/;
/** A shell line whose command is a file of the repository, or that sources one: `./tools/stage2.sh`, `exec ../bin/run.sh`, `. ./env.sh`. */
const SHELL_COMMAND = /^\s*(?:exec\s+|nohup\s+)?\.{1,2}\/|^\s*\.\s+\S/;
/** A module loaded, so its top-level code runs: `require('./x')`, `import('./x')`, `import … from './x'`, `import './x'`. */
const LOAD = /\brequire\s*\(|\bimport\s*\(|^\s*import\s/;
/** A message that names a command for a person to run (`console.log('run node scripts/setup.js')`, `echo`, `print(`): nothing is started. */
const MESSAGE = /\bconsole\.\w{1,10}\s*\(|\bprint\s*\(|^\s*echo\s|\blog(?:ger)?\.\w{1,10}\s*\(/;
/** Path-like words of a line (linear: one pass, no backtracking). */
const WORD = /[\w@./-]{1,300}/g;
const RUNNABLE = /\.(?:[cm]?js|[cm]?ts|sh|py|rb)$/;
const MODULE_EXTENSIONS = ['.js', '.cjs', '.mjs', '.ts'];

/** The PR's file a word of `from` names, relative to `from`'s folder or the package's, or by its bare name when one file alone has it; null otherwise. */
function resolveWord(word: string, from: string, manifestPath: string, prFiles: ReadonlyMap<string, PrFileStatus>, load: boolean): string | null {
  if (word.startsWith('/') || word.includes('node_modules/')) return null;
  const relative = word.replace(/^(?:\.\/)+/, '');
  const tries = load && !RUNNABLE.test(relative) ? MODULE_EXTENSIONS.map((ext) => `${relative}${ext}`) : [relative];
  for (const dir of [dirNameOf(from), dirNameOf(manifestPath)]) {
    for (const t of tries) {
      const path = joinPath(dir, t);
      if (path !== from && prFiles.has(path)) return path;
    }
  }
  // `path.join(__dirname, 'lib', 'stage2.js')`: the bare name of one file of the PR below the package.
  if (relative.includes('/') || !RUNNABLE.test(relative)) return null;
  const root = dirNameOf(manifestPath);
  const named = [...prFiles.keys()].filter((p) => p !== from && baseNameOf(p) === relative && (root === '' || p.startsWith(`${root}/`)));
  return named.length === 1 ? named[0]! : null;
}

/**
 * The next hop of an install chain: the files of the PR that a file an install script runs
 * starts in turn (`spawn(bun, [path.join(__dirname, 'bun_environment.js')])`, `execSync('node
 * lib/stage2.js')`, `sh ./tools/next.sh`), read from the lines the PR adds to that file. They run at
 * install time as much as the first file does (Shai-Hulud 2.0, November 2025: `preinstall: node
 * setup_bun.js`, which installed Bun and ran the obfuscated harvester bun_environment.js). A module
 * it loads (`require('./payload')`, `import './payload.js'`) is `started` when the PR adds it (a
 * loader's new payload); one the PR changes is `loaded`: the package's own library that an install
 * script happens to use, read for a collector only (BuildFile.loadedModule).
 * Only files of the PR are named; lines are cut at MAX_LINE_LENGTH by their reader.
 */
export function filesStartedBy(addedLines: readonly string[], from: string, manifestPath: string, prFiles: ReadonlyMap<string, PrFileStatus>): { readonly started: string[]; readonly loaded: string[] } {
  const shell = languageOf(from) === 'shell';
  const found = new Set<string>();
  const loaded = new Set<string>();
  for (const text of addedLines) {
    if (MESSAGE.test(text)) continue;
    const runs = RUN_CALL.test(text) || INTERPRETER.test(text) || (shell && SHELL_COMMAND.test(text));
    const loads = !runs && !shell && LOAD.test(text);
    if (!runs && !loads) continue;
    for (const match of text.matchAll(WORD)) {
      const word = match[0].replace(/^\.+$/, '');
      if (word === '' || (!loads && !RUNNABLE.test(word))) continue;
      const path = resolveWord(word, from, manifestPath, prFiles, loads);
      if (path === null) continue;
      if (runs || prFiles.get(path) === 'added') found.add(path);
      else loaded.add(path);
    }
  }
  return { started: [...found], loaded: [...loaded].filter((path) => !found.has(path)) };
}
