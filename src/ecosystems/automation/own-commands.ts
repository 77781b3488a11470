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
 * component of the toolchain from the same publisher. Not one: anything that names a package to
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
  return false;
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
