import { findTyposquatTarget } from './index.js';

/**
 * Packages a command line installs or runs by name (`npx -y NAME`, `npm i -g NAME`, `pip install
 * NAME`, `pipx run NAME`, `uvx NAME`, `gem install NAME`, `cargo install NAME`, `go install
 * MODULE@VERSION`) whose name is a look-alike of a popular one. Read in a workflow's `run:`
 * scripts, dev container and Gitpod commands, and git hook entries: what they install runs with the
 * credentials of CI or of the person who opens the repository, and no manifest or lockfile shows it.
 */

export type Registry = 'npm' | 'pypi' | 'rubygems' | 'cargo' | 'go';

/** The commands that take package names, and the registry they fetch from. */
const INSTALLERS: readonly (readonly [RegExp, Registry])[] = [
  [/\b(?:npx|bunx|(?:pnpm|yarn)\s+dlx)\s+([^\n;&|]{1,400})/g, 'npm'],
  [/\b(?:npm|pnpm|yarn|bun)\s+(?:i|install|add)\s+([^\n;&|]{1,400})/g, 'npm'],
  [/\b(?:pip3?|python3?\s+-m\s+pip|uv\s+pip)\s+install\s+([^\n;&|]{1,400})/g, 'pypi'],
  [/\b(?:pipx\s+(?:run|install)|uvx|uv\s+tool\s+(?:run|install))\s+([^\n;&|]{1,400})/g, 'pypi'],
  [/\bgem\s+install\s+([^\n;&|]{1,400})/g, 'rubygems'],
  [/\bcargo\s+(?:install|binstall)\s+([^\n;&|]{1,400})/g, 'cargo'],
  [/\bgo\s+(?:install|get|run)\s+([^\n;&|]{1,400})/g, 'go'],
];
/** Hosts whose module paths are host/owner/repository: a command's package path is cut to that root. */
const THREE_PART_HOSTS = /^(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|gitee\.com)\//;

/** The module paths a `go install|get|run` names (`github.com/owner/repo/cmd/tool@v1.2.3` -> github.com/owner/repo); local paths and options are not. */
function goModules(args: string): string[] {
  const modules: string[] = [];
  for (const raw of args.trim().split(/\s+/).slice(0, 20)) {
    const word = raw.replace(/^["']|["']$/g, '');
    if (word.startsWith('-') || word.startsWith('.') || word.startsWith('/') || !word.includes('.') || /[$\\{}]/.test(word)) continue;
    const path = word.split('@', 1)[0] ?? '';
    const first = path.split('/', 1)[0] ?? '';
    if (!first.includes('.')) continue;
    modules.push(THREE_PART_HOSTS.test(path) ? path.split('/').slice(0, 3).join('/') : path);
  }
  return modules;
}
/** Options whose next word is their value, not a package. */
const VALUED_OPTION =
  /^(?:-p|--package|-r|--requirement|-c|--constraint|-i|--index-url|--extra-index-url|-f|--find-links|--target|-t|--prefix|--python|--spec|--cache|--registry|--workspace|-w|--filter|--from|-v|--version|--install-dir|-n|--bindir|--root|--features|-F|--profile|--bin|--example|-j|--jobs|--index|--target-dir)$/;
/** A source other than the registry: the names that follow are that source's, not look-alikes of the registry's. */
const OTHER_SOURCE = /(?:^|\s)(?:--git|--path|--source|--clear-sources)(?:[\s=]|$)/;
/** Runner-style commands run only their first word; an installer takes several. */
const FIRST_ONLY = /^(?:npx|bunx|pnpm\s+dlx|yarn\s+dlx|pipx|uvx|uv\s+tool)/;

/** Where a command substitution starts (`$(`, a backtick, `<(`): the words after it are another command's. */
const SUBSTITUTION = /\$\(|`|<\(/;
/** A registry name starts with a letter or digit (npm's scope with `@`): `^pre-commit==` is a grep pattern. */
const NAME_START = /^@?[A-Za-z0-9]/;

function packageNames(args: string, firstOnly: boolean): string[] {
  const names: string[] = [];
  const substitution = args.search(SUBSTITUTION);
  const words = (substitution < 0 ? args : args.slice(0, substitution)).trim().split(/\s+/).slice(0, 20);
  for (let i = 0; i < words.length; i += 1) {
    const word = (words[i] ?? '').replace(/^["']|["']$/g, '');
    if (word.startsWith('-')) {
      if (VALUED_OPTION.test(word)) i += 1;
      continue;
    }
    // Paths, URLs, variables, expressions, archives and requirement files are not registry names.
    if (word === '' || /[/\\:${}]|^\.|\.(?:txt|whl|tgz|tar\.gz|zip)$/i.test(word.replace(/^@[\w.-]+\//, ''))) {
      if (firstOnly) break;
      continue;
    }
    // The version or extras: name@1.2.3, name==1.0, name[extra]>=2, @scope/name@^1.
    const at = word.indexOf('@', 1);
    const cut = word.slice(0, at < 0 ? word.length : at);
    const spec = cut.search(/[[<>=!~;]/);
    const bare = spec < 0 ? cut : cut.slice(0, spec);
    if (bare !== '' && NAME_START.test(bare)) names.push(bare);
    if (firstOnly) break;
  }
  return names;
}

export interface LookAlikeTool {
  readonly ecosystem: Registry;
  /** The name as the command gives it (version and extras cut). */
  readonly name: string;
  /** The popular name it imitates. */
  readonly target: string;
  /** The command text that names it. */
  readonly command: string;
}

/** Commands read up to this length. */
const MAX_SCRIPT = 50_000;

/** The look-alike packages a command line or script installs or runs, each once. */
export function lookAlikeTools(script: string): LookAlikeTool[] {
  if (script.length > MAX_SCRIPT) return [];
  const found: LookAlikeTool[] = [];
  const seen = new Set<string>();
  for (const [pattern, ecosystem] of INSTALLERS) {
    for (const m of script.matchAll(pattern)) {
      if ((ecosystem === 'cargo' || ecosystem === 'rubygems') && OTHER_SOURCE.test(m[1] ?? '')) continue;
      const firstOnly = FIRST_ONLY.test(m[0]);
      for (const name of ecosystem === 'go' ? goModules(m[1] ?? '') : packageNames(m[1] ?? '', firstOnly)) {
        const target = findTyposquatTarget(ecosystem, name);
        if (target === null || seen.has(`${ecosystem}:${name}`)) continue;
        seen.add(`${ecosystem}:${name}`);
        found.push({ ecosystem, name, target, command: m[0].trim() });
      }
    }
  }
  return found;
}

/** A look-alike of a popular package of `ecosystem` named as a dependency (`eslint-config-prettierr@9.1.0`, `reqeusts==2.32.0`), or null. */
export function lookAlikeDependency(ecosystem: Registry, spec: string): LookAlikeTool | null {
  const names = ecosystem === 'go' ? goModules(spec) : packageNames(spec, true);
  const name = names[0];
  if (name === undefined) return null;
  const target = findTyposquatTarget(ecosystem, name);
  return target === null ? null : { ecosystem, name, target, command: spec.trim() };
}
