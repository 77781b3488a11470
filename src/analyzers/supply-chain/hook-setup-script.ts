/**
 * Lifecycle scripts that only set up a git-hook manager (`husky install`, `is-ci || husky`,
 * `simple-git-hooks`, `lefthook install`, `git config core.hooksPath .githooks`) or build the
 * package with its own compiler or bundler (`tsc`, `tsup`, `rollup -c`, `vite build`): the hooks
 * they install and the sources they compile are files of the repository, judged by their own rules
 * (`git-hook-command`, the code rules). Anything else in the script (`node x.js`, `curl`, an
 * unknown binary) makes it an ordinary install script.
 */

/** Longest script read; a longer one is not judged a hook setup. */
const MAX_SCRIPT = 1000;
/** How deep `npm run X` is followed into the manifest's own scripts. */
const MAX_DEPTH = 3;

/** A directory argument: a plain relative path. */
const PLAIN_PATH = /^[\w.][\w./-]*$/;
/**
 * The command `husky add .husky/commit-msg "..."` writes into a hook: a single simple command
 * (no pipes, redirections, substitutions or chaining), such as `npx --no -- commitlint --edit $1`.
 */
const SIMPLE_HOOK_COMMAND = /^[\w ./:@=$"'-]+$/;

/**
 * A script's commands, split at `&&`, `||` and `;` outside quotes, each as its words with the quotes
 * removed. Null when a quote is left open, a word is built from a substitution (`` ` ``, `$(`), or
 * the script pipes or redirects: such a script is not a plain list of commands. One linear pass.
 */
function commandWords(script: string): string[][] | null {
  const commands: string[][] = [];
  let words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: '"' | "'" | null = null;
  const endWord = (): void => {
    if (inWord) words.push(word);
    word = '';
    inWord = false;
  };
  const endCommand = (): void => {
    endWord();
    if (words.length > 0) commands.push(words);
    words = [];
  };
  for (let i = 0; i < script.length; i += 1) {
    const c = script[i]!;
    if (quote !== null) {
      if (c === quote) quote = null;
      else if (c === '`' || (quote === '"' && c === '$' && script[i + 1] === '(')) return null;
      else word += c;
      continue;
    }
    if (c === '"' || c === "'") {
      quote = c;
      inWord = true;
    } else if (c === ' ' || c === '\t' || c === '\n') endWord();
    else if (c === ';') endCommand();
    else if ((c === '&' || c === '|') && script[i + 1] === c) {
      endCommand();
      i += 1;
    } else if (c === '&' || c === '|' || c === '>' || c === '<' || c === '`' || c === '(' || c === ')' || (c === '$' && script[i + 1] === '(')) return null;
    else {
      word += c;
      inWord = true;
    }
  }
  if (quote !== null) return null;
  endCommand();
  return commands;
}

/** Drop a package runner in front of a command: `npx`, `npx --no --`, `pnpm exec`, `yarn exec`, `bunx`. */
function withoutRunner(words: readonly string[]): readonly string[] {
  let at: number;
  if (words[0] === 'npx' || words[0] === 'bunx') at = 1;
  else if ((words[0] === 'pnpm' || words[0] === 'yarn') && words[1] === 'exec') at = 2;
  else return words;
  while (at < words.length && words[at]!.startsWith('-')) at += 1;
  return words.slice(at);
}

/** `husky`, `husky <dir>`, `husky install [dir]`, `husky add|set <hook file> "<simple command>"`. */
function isHuskySetup(args: readonly string[]): boolean {
  if (args.length === 0) return true;
  if (args[0] === 'install') return args.length === 1 || (args.length === 2 && PLAIN_PATH.test(args[1]!));
  if (args[0] === 'add' || args[0] === 'set') {
    return args.length === 3 && PLAIN_PATH.test(args[1]!) && SIMPLE_HOOK_COMMAND.test(args[2]!);
  }
  return args.length === 1 && PLAIN_PATH.test(args[0]!);
}

const COMPOSER_COMMANDS: ReadonlySet<string> = new Set(['@php', '@composer', '@putenv']);

/** The script a command runs from the same manifest (`npm run X`, `yarn X`, `pnpm run X`, Composer's `@X`), or null. */
function scriptRun(words: readonly string[], scripts: Readonly<Record<string, string>>): { name: string; script: string } | null {
  const [tool, a, b] = words;
  let name: string | undefined;
  if ((tool === 'npm' || tool === 'pnpm' || tool === 'yarn' || tool === 'bun') && (a === 'run' || a === 'run-script') && words.length === 3) name = b;
  else if ((tool === 'yarn' || tool === 'pnpm') && words.length === 2) name = a;
  // Composer's reference to another script of the same composer.json (`@build`, `@test --filter x`);
  // `@php`, `@composer` and `@putenv` are Composer's own commands.
  else if (tool !== undefined && tool.length > 1 && tool.startsWith('@') && !COMPOSER_COMMANDS.has(tool)) name = tool.slice(1);
  if (name === undefined || !Object.hasOwn(scripts, name)) return null;
  return { name, script: scripts[name]! };
}

/**
 * The package's own compilers and bundlers, run over the repository's files: what `prepare` runs so
 * that a git dependency or a fresh clone gets its `dist/` (`tsc -p tsconfig.build.json`, `tsup`,
 * `rollup -c`, `vite build`). Their configuration files are repository files too, judged by their
 * own rules. A native build (`node-gyp rebuild`, whose binding.gyp runs any command) or
 * `patch-package` (which rewrites installed packages) is not among them.
 */
const BUILD_TOOLS: ReadonlyMap<string, string | null> = new Map([
  ['tsc', null],
  ['tsup', null],
  ['tshy', null],
  ['unbuild', null],
  ['pkgroll', null],
  ['bunchee', null],
  ['microbundle', null],
  ['rollup', null],
  ['webpack', null],
  ['babel', null],
  ['swc', null],
  ['esbuild', null],
  ['vite', 'build'],
  ['ncc', 'build'],
  ['tsdx', 'build'],
  ['rimraf', null],
]);
/** An argument of a build tool: a flag (`-p`, `--outDir=dist`), or a plain path inside the repository. */
const BUILD_FLAG = /^-[\w-]+(?:=[\w.,/@-]*)?$/;
function isBuildArgument(arg: string): boolean {
  if (BUILD_FLAG.test(arg)) return true;
  return PLAIN_PATH.test(arg) && !arg.split('/').includes('..');
}

/** `tsc -p .`, `vite build`, `rimraf dist`: a build tool of BUILD_TOOLS with plain arguments. */
function isBuildCommand(words: readonly string[]): boolean {
  const [tool, ...args] = withoutRunner(words);
  const subcommand = tool === undefined ? undefined : BUILD_TOOLS.get(tool);
  if (subcommand === undefined) return false;
  if (subcommand !== null && args[0] !== subcommand) return false;
  const rest = subcommand === null ? args : args.slice(1);
  // rimraf deletes what it is given: a folder of the repository (`dist`, `./lib`), never the repository itself.
  if (tool === 'rimraf' && !rest.some((a) => !a.startsWith('-'))) return false;
  if (tool === 'rimraf' && rest.some((a) => a === '.' || a === './')) return false;
  return rest.every(isBuildArgument);
}

/** What an install script does when it is harmless by construction. */
export type InstallScriptKind = 'hook-setup' | 'own-build' | 'manager-guard';
/** Which kind names a script whose commands are of several harmless kinds: the package's build, then hooks, then a guard. */
const KIND_RANK: Readonly<Record<InstallScriptKind, number>> = { 'manager-guard': 0, 'hook-setup': 1, 'own-build': 2 };

/** The package managers only-allow names. */
const PACKAGE_MANAGERS: ReadonlySet<string> = new Set(['npm', 'pnpm', 'yarn', 'bun', 'cnpm']);
/**
 * `only-allow pnpm` (`npx only-allow pnpm`, as pnpm's documentation writes it): a guard that stops an
 * install run by another package manager, given only the manager's name.
 */
function isManagerGuard(words: readonly string[]): boolean {
  const [tool, ...args] = withoutRunner(words);
  return tool === 'only-allow' && args.length === 1 && PACKAGE_MANAGERS.has(args[0]!);
}

/** One command of a hook setup: a hook manager's setup or a CI guard. */
function isSetupCommand(words: readonly string[]): boolean {
  const [tool, ...args] = withoutRunner(words);
  switch (tool) {
    case 'husky':
      return isHuskySetup(args);
    case 'simple-git-hooks':
    case 'is-ci':
    case 'true':
      return args.length === 0;
    case 'lefthook':
      return args[0] === 'install' && args.slice(1).every((a) => a === '-f' || a === '--force');
    case 'git':
      // git config [--local] core.hooksPath <dir>
      return args[0] === 'config' && (args.length === 3 || (args.length === 4 && args[1] === '--local')) && args.at(-2)?.toLowerCase() === 'core.hookspath' && PLAIN_PATH.test(args.at(-1)!);
    default:
      return false;
  }
}

/** What one reading of an install script gives: what it does when harmless, and the scripts it runs. */
export interface InstallScriptReading {
  /**
   * 'hook-setup' when every command is a git-hook manager's setup or a CI guard (`is-ci ||`),
   * 'own-build' when the package's own build (BUILD_TOOLS) is among them, 'manager-guard' when
   * every command is a package-manager guard (`npx only-allow pnpm`); null for anything else
   * (`node x.js`, `curl`, an unknown binary, a pipe, a substitution, a script run too deep or in a cycle).
   */
  kind: InstallScriptKind | null;
  /**
   * The scripts of the same manifest it runs through `npm run X` (`yarn X`, `pnpm run X`, Composer's
   * `@X`), by name, MAX_DEPTH levels deep: an install script's `npm run build` runs `build` on install
   * too. A script that is not a plain list of commands names none.
   */
  runs: Map<string, string>;
}

/**
 * Reads an install script once: its commands are split a single time at each level, and `npm run X`
 * of a script of the same manifest is judged by what X runs (MAX_DEPTH levels), each script once.
 */
export function readInstallScript(script: string, scripts: Readonly<Record<string, string>>): InstallScriptReading {
  const runs = new Map<string, string>();
  // The kind of each script already read; null while it is being read (a cycle is not harmless).
  const kinds = new Map<string, InstallScriptKind | null>();
  const walk = (text: string, depth: number): InstallScriptKind | null => {
    if (text.length > MAX_SCRIPT) return null;
    const commands = commandWords(text);
    if (commands === null || commands.length === 0) return null;
    let kind: InstallScriptKind | null = 'manager-guard';
    for (const words of commands) {
      const nested = scriptRun(words, scripts);
      let inner: InstallScriptKind | null;
      if (nested === null) inner = isBuildCommand(words) ? 'own-build' : isSetupCommand(words) ? 'hook-setup' : isManagerGuard(words) ? 'manager-guard' : null;
      else if (kinds.has(nested.name)) inner = kinds.get(nested.name)!;
      else if (depth >= MAX_DEPTH) inner = null;
      else {
        runs.set(nested.name, nested.script);
        kinds.set(nested.name, null);
        inner = walk(nested.script, depth + 1);
        kinds.set(nested.name, inner);
      }
      // Keep reading after a command that is not harmless: the scripts it runs further on still run on install.
      if (inner === null) kind = null;
      else if (kind !== null && KIND_RANK[inner] > KIND_RANK[kind]) kind = inner;
    }
    return kind;
  };
  return { kind: walk(script, 0), runs };
}
