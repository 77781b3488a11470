/**
 * Commands that run the repository's own code, for the CI rules that read a new
 * command as "built from what the pipeline already runs" (the verdict rule trusted-routine:
 * `editsOnlyCommands` in src/analyzers/sensitive-changes.ts, `editsOnlyPipelineCommands` in
 * pipelines.ts).
 *
 * A CI file that already runs `go test ./...` runs the module's code and its go.sum-pinned
 * dependencies; `go vet ./...`, `go build -tags purego ./...` or `go mod download` beside it runs
 * nothing else. The same holds for `cargo test` and `cargo check --no-default-features`,
 * `cargo test --manifest-path env/Cargo.toml` (another crate of the repository), `cargo +nightly
 * doc`; and `rustup target add thumbv6m-none-eabi` beside a known `rustup` command installs another
 * component of the toolchain from the same publisher. Maven's phases and Gradle's tasks build and test
 * the project by its own build files, as `go test` does (ownJvmBuildCommand). Not one: anything that names a package to
 * fetch (`go get`, `go install x@v`, `go run example.com/x@latest`, `cargo install`), that resolves
 * dependencies anew (`go mod tidy`, `cargo update`), publishes (`cargo publish`), or changes where
 * code comes from or what wraps the compiler (`-toolexec`, `-exec`, `-modfile`, `-overlay`,
 * `-mod=mod`, `--config`, `--registry`, `--index`); a path that leaves the repository (`..`, an
 * absolute path); a package by import path (`github.com/x/y`); any expansion (`$`, backticks,
 * parentheses) or leading assignment (`RUSTFLAGS=… cargo test` is read as written).
 */

/** Go subcommands that build, check, test or list the module's own packages. */
const GO_SUBCOMMANDS: ReadonlySet<string> = new Set(['build', 'vet', 'test', 'list']);
/** Cargo's own subcommands that build, check, test, document or describe the workspace. */
const CARGO_SUBCOMMANDS: ReadonlySet<string> = new Set(['build', 'b', 'check', 'c', 'test', 't', 'bench', 'clippy', 'doc', 'd', 'fetch', 'fmt', 'run', 'r', 'tree', 'metadata', 'rustdoc', 'rustc']);
/** rustup's commands that install or select parts of the toolchain. */
const RUSTUP_COMMANDS = /^rustup (?:target add|component add|toolchain install|install|update|default|override set|set profile|show)(?: |$)/;

/** Options that change where code comes from or what runs the compiler or the tests. */
const GO_UNSAFE_OPTION = /^--?(?:toolexec|exec|vettool|modfile|overlay|pgo|mod=(?!readonly$|vendor$))/;
const CARGO_UNSAFE_OPTION = /^--?(?:config|registry|index|git)(?:=|$)/;

/** rustup's options that name a file or a link rather than what it publishes. */
const RUSTUP_UNSAFE_OPTION = /^--?(?:path|link|manifest)/;

/** A plain word: an option, its value, a package pattern, a target triple. No expansion, quote, redirection or `@`. */
const PLAIN_WORD = /^[\w.,:=/+#*%-]{1,200}$/;

/** A path argument that stays inside the repository: relative, no `..` segment (`./...`, Go's pattern, is one). */
function staysInRepository(word: string): boolean {
  const value = word.includes('=') ? word.slice(word.indexOf('=') + 1) : word;
  if (value.startsWith('/') || value.startsWith('~')) return false;
  return value.split('/').every((segment) => segment !== '..');
}

/** A word that names a Go package by import path with a host (`github.com/x/y/...`, `golang.org/x/tools`), or a module version. */
function namesRemotePackage(word: string): boolean {
  if (word.startsWith('-') || word.startsWith('.')) return false;
  const first = word.split('/')[0]!;
  return word.includes('/') && first.includes('.');
}

function plainArguments(words: readonly string[], unsafe: RegExp): boolean {
  return words.every((word) => PLAIN_WORD.test(word) && !unsafe.test(word) && staysInRepository(word));
}

/**
 * True when `command` (words separated by single spaces, as the CI rules split scripts) runs Go,
 * Cargo or rustup on the repository's own code, and `known` (the commands the CI file already ran)
 * shows the same toolchain at work: a `go` command for Go, a `cargo` command for Cargo (and, for a
 * subcommand Cargo does not ship, `cargo hack`, `cargo nextest`, that same subcommand), a `rustup`
 * command for rustup.
 */
export function ownToolchainCommand(command: string, known: ReadonlySet<string>): boolean {
  const words = command.trim().split(/\s+/);
  const program = words[0];
  const knownWith = (prefix: string) => [...known].some((c) => c === prefix || c.startsWith(`${prefix} `));
  if (program === 'go') {
    const sub = words[1] ?? '';
    const args = words[1] === 'mod' ? (words[2] === 'download' || words[2] === 'verify' ? words.slice(3) : null) : GO_SUBCOMMANDS.has(sub) ? words.slice(2) : null;
    if (args === null || !plainArguments(args, GO_UNSAFE_OPTION) || args.some(namesRemotePackage)) return false;
    // `go mod download` takes module names: only the whole of go.mod's list, with options.
    if (words[1] === 'mod' && args.some((word) => !word.startsWith('-'))) return false;
    return knownWith('go test') || knownWith('go build') || knownWith('go vet');
  }
  if (program === 'cargo') {
    const rest = words[1]?.startsWith('+') === true ? words.slice(2) : words.slice(1);
    const sub = rest[0] ?? '';
    if (!/^[a-z][\w-]{0,40}$/.test(sub) || !plainArguments(rest.slice(1), CARGO_UNSAFE_OPTION)) return false;
    // Where the file keeps Cargo to the lockfile, a new command must too: the lockfile is not let go.
    const locked = (c: string) => /(?:^| )--(?:locked|frozen)(?: |$)/.test(c);
    if ([...known].some((c) => c.startsWith('cargo ') && locked(c)) && !locked(command)) return false;
    if (CARGO_SUBCOMMANDS.has(sub)) return [...known].some((c) => c.startsWith('cargo '));
    // A subcommand the project installed (cargo-hack, cargo-nextest): the same one, run already.
    return [...known].some((c) => {
      const k = c.split(' ');
      const kRest = k[1]?.startsWith('+') === true ? k.slice(2) : k.slice(1);
      return k[0] === 'cargo' && kRest[0] === sub;
    });
  }
  if (program === 'rustup') {
    return RUSTUP_COMMANDS.test(command) && plainArguments(words.slice(1), RUSTUP_UNSAFE_OPTION) && knownWith('rustup');
  }
  if (program !== undefined && (MAVEN_PROGRAMS.has(program) || GRADLE_PROGRAMS.has(program))) return ownJvmBuildCommand(words, known);
  return false;
}

/** Maven's programs: the installed one and the repository's wrapper. */
const MAVEN_PROGRAMS: ReadonlySet<string> = new Set(['mvn', './mvnw', 'mvnw']);
/** Gradle's programs: the repository's wrapper and the installed one. */
const GRADLE_PROGRAMS: ReadonlySet<string> = new Set(['./gradlew', 'gradlew', 'gradle']);
/** Maven's lifecycle phases that build, check, test or package the project where it lies (not `deploy`, `site-deploy`). */
const MAVEN_PHASES: ReadonlySet<string> = new Set([
  'pre-clean', 'clean', 'post-clean', 'validate', 'initialize', 'generate-sources', 'process-sources', 'generate-resources', 'process-resources', 'compile', 'process-classes',
  'generate-test-sources', 'process-test-sources', 'generate-test-resources', 'process-test-resources', 'test-compile', 'process-test-classes', 'test', 'prepare-package', 'package',
  'pre-integration-test', 'integration-test', 'post-integration-test', 'verify', 'install',
]);
/** Maven's options that take no value and change only how the build reports, fails, checks downloads or which of its modules run. */
const MAVEN_FLAGS: ReadonlySet<string> = new Set([
  '-B', '--batch-mode', '-e', '--errors', '-X', '--debug', '-q', '--quiet', '-U', '--update-snapshots', '-o', '--offline', '-ntp', '--no-transfer-progress', '-am', '--also-make',
  '-amd', '--also-make-dependents', '-fae', '--fail-at-end', '-ff', '--fail-fast', '-fn', '--fail-never', '-V', '--show-version', '-N', '--non-recursive', '-C', '--strict-checksums',
  '-c', '--lax-checksums', '-nsu', '--no-snapshot-updates',
]);
/** Gradle's options that take no value and change only how the build reports, fails, caches or runs its tasks (not `-c`, its settings file, nor `--scan`). */
const GRADLE_FLAGS: ReadonlySet<string> = new Set([
  '--no-daemon', '--stacktrace', '-s', '--full-stacktrace', '-S', '--info', '-i', '--debug', '-d', '--quiet', '-q', '--warn', '-w', '--build-cache', '--no-build-cache',
  '--configuration-cache', '--no-configuration-cache', '--parallel', '--no-parallel', '--continue', '--offline', '--refresh-dependencies', '--rerun-tasks', '--rerun', '--dry-run',
  '-m', '--no-watch-fs', '--watch-fs', '--no-scan',
]);
/** Options of Maven and Gradle whose value (the next word, or after `=`) names modules, profiles, tasks, tests or a thread count of the project. */
const JVM_BUILD_VALUE_OPTIONS: ReadonlySet<string> = new Set([
  '-P', '--activate-profiles', '-pl', '--projects', '-rf', '--resume-from', '-T', '--threads', '-f', '--file',
  '-x', '--exclude-task', '--tests', '--console', '--warning-mode', '--max-workers', '-p', '--project-dir',
]);
/**
 * A system or project property that loads code or changes where code or the build's settings come
 * from: Maven's extension class path and repositories, a JVM's arguments (`argLine`,
 * `org.gradle.jvmargs`: a `-javaagent`), an executable, a URL, a settings or init file, signing.
 */
const UNSAFE_PROPERTY = /ext\.class|argline|jvm|agent|exec|url|repo|settings|init|deploy|publish|gpg|sign|classpath|command|script|home|toolchain|wrapper|plugin/i;
/** Maven's and Gradle's tasks or goals that publish, sign or release (a `publish` task, `release:perform`). */
const PUBLISHING_TASK = /publish|upload|release|deploy|sign|nexus|sonatype|bintray|jib|docker/i;
/** A plain value: modules (`!metrics,gson`, `:lib`), profiles, a task or test filter (`*.FooTest`), a number. */
const JVM_BUILD_VALUE = /^[\w.,:!*#+-]{1,200}$/;

/**
 * Maven's or Gradle's commands on the repository's own build where the CI file already runs that
 * build tool with the same program (`mvn`, `./mvnw`, `./gradlew`): `mvn clean test --projects gson
 * --activate-profiles gson-subset` beside `mvn verify javadoc:jar` (a JSON library's new job that
 * builds a subset of its API was medium in a replay), `./gradlew :lib:check --no-daemon` beside
 * `./gradlew build`. Maven runs lifecycle phases up to `install` (not `deploy`) and goals of a plugin
 * prefix the file already runs (`javadoc:javadoc` beside `javadoc:jar`; a fully qualified
 * `group:artifact:version:goal` fetches a plugin of anyone's choosing); Gradle runs tasks its own build
 * files define, none that publishes, signs or releases. Options that only report, cache, fail or
 * select modules, profiles and tests; `-D`/`-P` properties set to nothing or to a version
 * (`-DskipTests`, `-Ptest.java.version=8`), none that loads code or names a repository, URL, JVM
 * argument, settings or init file (`-Dmaven.ext.class.path`, `-Dorg.gradle.jvmargs=-javaagent:…`,
 * `-DargLine=…`); another value (`-Pcheck=off`) is a setting of the build, read as written. Not one: `-s`/`--settings` for Maven,
 * `--init-script`, `--settings-file`, `--gradle-user-home`, `--include-build`, `--scan` (a build scan
 * uploads the build's data) and any other option, a path outside the repository, an expansion.
 */
function ownJvmBuildCommand(words: readonly string[], known: ReadonlySet<string>): boolean {
  const program = words[0]!;
  const maven = MAVEN_PROGRAMS.has(program);
  const knownRuns = [...known].filter((c) => c.split(' ', 1)[0] === program);
  if (knownRuns.length === 0) return false;
  /** The plugin prefixes the file's Maven commands already run goals of (`javadoc` for `javadoc:jar`). */
  const knownPrefixes = new Set(knownRuns.flatMap((c) => c.split(' ').slice(1).filter((w) => /^[a-z][\w.-]{0,60}:[\w-]{1,60}(?:@[\w-]{1,60})?$/.test(w)).map((w) => w.slice(0, w.indexOf(':')))));
  let target = false;
  for (let i = 1; i < words.length; i += 1) {
    const word = words[i]!;
    if (!staysInRepository(word)) return false;
    if (word.startsWith('-')) {
      const property = /^-[DP]([\w.-]{1,100})(?:=(\S{0,200}))?$/.exec(word);
      if (property !== null) {
        // Maven's `-P` takes profiles (its value option below); Gradle's `-Pname=value` sets a project property.
        if (!(maven && word.startsWith('-P'))) {
          // A property set to a value other than a version (`#` once the CI rules read it) is a setting of the build, read as written (`-Pcheck=off`).
          if (UNSAFE_PROPERTY.test(property[1]!) || (property[2] !== undefined && property[2] !== '#')) return false;
          continue;
        }
      }
      if (maven && (word === '-s' || word === '--settings')) return false;
      if ((maven ? MAVEN_FLAGS : GRADLE_FLAGS).has(word)) continue;
      const eq = word.indexOf('=');
      const option = eq < 0 ? word : word.slice(0, eq);
      // Maven's short value options also take their value attached (`-Pgson-subset`, `-pl:lib`).
      const attached = maven ? /^(-P|-pl|-rf|-T)(.+)$/.exec(word) : null;
      if (attached !== null && !JVM_BUILD_VALUE_OPTIONS.has(word)) {
        if (!JVM_BUILD_VALUE.test(attached[2]!)) return false;
        continue;
      }
      if (!JVM_BUILD_VALUE_OPTIONS.has(option)) return false;
      const value = eq < 0 ? words[++i] : word.slice(eq + 1);
      if (value === undefined || !JVM_BUILD_VALUE.test(value) || !staysInRepository(value)) return false;
      continue;
    }
    if (maven) {
      if (MAVEN_PHASES.has(word)) target = true;
      else if (/^[a-z][\w.-]{0,60}:[\w-]{1,60}(?:@[\w-]{1,60})?$/.test(word) && knownPrefixes.has(word.slice(0, word.indexOf(':'))) && !PUBLISHING_TASK.test(word)) target = true;
      else return false;
      continue;
    }
    if (!/^:?[A-Za-z][\w:-]{0,150}$/.test(word) || PUBLISHING_TASK.test(word)) return false;
    target = true;
  }
  return target;
}

/**
 * A script of the repository run by its relative path, directly or by an interpreter, with plain
 * arguments: `ci/test-stable.sh test`, `./scripts/lint.sh`, `bash .github/scripts/check.sh`,
 * `python3 tools/gen.py --check`. Group 1 the interpreter, group 2 the folder (a leading `./`
 * dropped), group 3 the file, group 4 the arguments. No segment is `.` or `..`, no expansion (none of its characters is `$`, a quote or a parenthesis).
 */
const REPOSITORY_SCRIPT = /^(?:(bash|sh|zsh|pwsh|python3?|node|ruby|perl) )?(?:\.\/)?((?:(?!\.{1,2}\/)[\w.-]{1,100}\/){1,6})([\w-][\w.-]{0,99})((?: [\w.,:=@/+#-]{1,200}){0,10})$/;
/** Folders whose programs are installed or built, not written in the repository: a package manager's or a virtual environment's, a build's output. */
const INSTALLED_FOLDER = /(?:^|\/)(?:node_modules|vendor|\.?venv|env|site-packages|target|build|dist|out|\.bin|\.cargo|\.local|go\/bin)\//;

/** The interpreter and folder of a REPOSITORY_SCRIPT command (`bash|ci/`) and its arguments, or undefined. */
function scriptOf(command: string): { folder: string; args: string } | undefined {
  const match = REPOSITORY_SCRIPT.exec(command);
  if (match === null || INSTALLED_FOLDER.test(match[2]!)) return undefined;
  return { folder: `${match[1] ?? ''}|${match[2]!}`, args: match[4]!.trim() };
}

/**
 * Another script of a folder of the repository whose scripts the CI file already runs, the same way
 * (the same interpreter or none, the same arguments: `ci/panic-abort.sh` beside `ci/tsan.sh` and
 * `ci/miri.sh`; `bash scripts/x.sh --all` beside `bash scripts/y.sh --all`; a known script given
 * another option is another command, as for any program): the repository's own code, in the base or shown by the PR (where the code rules
 * read it), run where the CI file already runs such scripts. Editing a script the workflow runs
 * changes no workflow at all; adding one beside it and running it is no more.
 */
export function otherScriptOfKnownFolder(command: string, known: ReadonlySet<string>): boolean {
  const script = scriptOf(command);
  if (script === undefined) return false;
  return [...known].some((c) => {
    const other = scriptOf(c);
    return other !== undefined && other.folder === script.folder && other.args === script.args;
  });
}
