import { parseYamlLimited } from '../../limited-parse.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedFileFacts, ExtractResult } from '../types.js';
import { baseNameOf, hostOf, isRecord, lineOf } from '../util.js';
import { archivedAction } from '../github-actions/action-catalog.js';
import { lookAlikeDependency, type Registry } from '../typosquat/tool-commands.js';
import { commandSeverity, shortCommand } from './command-risk.js';
import { lookAlikeCommandFindings, lookAlikeFinding } from './look-alike-commands.js';
import { isFullCommitSha } from '../../commit-sha.js';
import { pushAll } from '../../push-all.js';

/**
 * Git hooks a repository installs on its contributors' machines: husky (`.husky/<hook>`),
 * lefthook (`lefthook.yml`) and pre-commit (`.pre-commit-config.yaml`, whose remote repositories are
 * code fetched and run at a revision).
 */

const GIT_HOOKS = new Set([
  'applypatch-msg', 'pre-applypatch', 'post-applypatch', 'pre-commit', 'pre-merge-commit', 'prepare-commit-msg', 'commit-msg', 'post-commit',
  'pre-rebase', 'post-checkout', 'post-merge', 'pre-push', 'post-rewrite', 'pre-auto-gc', 'reference-transaction', 'push-to-checkout',
]);

export function isHuskyHookPath(path: string): boolean {
  return path.startsWith('.husky/') && !path.slice(7).includes('/') && GIT_HOOKS.has(baseNameOf(path));
}

/** A folder that holds a repository's own git hooks, for `git config core.hooksPath <folder>`: `.githooks`, `.git-hooks`, `githooks`, `hooks`. */
const HOOKS_FOLDER = /^\.?(?:git[-_]?)?hooks$/i;

/**
 * A git hook file of the repository: husky's, or a file named for a hook (`pre-commit`,
 * `post-checkout`, no extension) in a folder named for hooks (`.githooks/`, `scripts/git-hooks/`),
 * which a `core.hooksPath` setting (a `prepare` script, a make target, a setup step) makes git run.
 */
export function isGitHookPath(path: string): boolean {
  if (isHuskyHookPath(path)) return true;
  if (!GIT_HOOKS.has(baseNameOf(path)) || path.startsWith('.git/')) return false;
  const parts = path.split('/');
  return parts.length >= 2 && HOOKS_FOLDER.test(parts[parts.length - 2] ?? '');
}

function parseYaml(content: string): unknown {
  const parsed = parseYamlLimited(content, { maxAliasCount: 100 });
  return parsed.ok ? parsed.value : undefined;
}

function hookFinding(path: string, content: string, hook: string, command: string, line: number | null): KeyedFinding {
  return makeFinding({
    id: 'git-hook-command',
    severity: commandSeverity(command, 'low'),
    title: `Git ${hook} hook runs \`${shortCommand(command).slice(0, 60)}\``,
    detail:
      `${path} makes every contributor's git run \`${shortCommand(command)}\` on ${hook}, on their machine with their credentials, once the hook manager is installed (often by npm install). ` +
      'Check that it only runs the project\'s own tools; downloads piped into a shell do not belong in a hook.',
    path,
    line,
    subject: `${hook}:${command}`,
  });
}

export function extractHuskyHook(content: string, path: string): ExtractResult {
  const commands = content
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#') && !/^\.\s+"?\$\(dirname/.test(l));
  if (commands.length === 0) return { deps: [] };
  const hook = baseNameOf(path);
  return { deps: [], findings: commands.map((command) => hookFinding(path, content, hook, command, lineOf(content, command))) };
}

export function extractLefthook(content: string, path: string): ExtractResult {
  const doc = parseYaml(content);
  if (!isRecord(doc)) return { deps: [], skipReason: 'not a YAML mapping' };
  const findings: KeyedFinding[] = [];
  for (const [hook, config] of Object.entries(doc)) {
    if (!GIT_HOOKS.has(hook) || !isRecord(config)) continue;
    for (const group of ['commands', 'scripts']) {
      const entries = config[group];
      if (!isRecord(entries)) continue;
      for (const [name, entry] of Object.entries(entries)) {
        const run = isRecord(entry) && typeof entry.run === 'string' ? entry.run : group === 'scripts' ? name : null;
        if (run === null) continue;
        findings.push(hookFinding(path, content, hook, run, lineOf(content, run) ?? lineOf(content, name)));
      }
    }
  }
  return { deps: [], findings };
}

export function extractPreCommit(content: string, path: string): ExtractResult {
  const doc = parseYaml(content);
  if (!isRecord(doc)) return { deps: [], skipReason: 'not a YAML mapping' };
  const findings: KeyedFinding[] = [];
  const repos = Array.isArray(doc.repos) ? doc.repos : [];
  for (const repo of repos) {
    if (!isRecord(repo) || typeof repo.repo !== 'string') continue;
    const url = repo.repo;
    const hooks = Array.isArray(repo.hooks) ? repo.hooks.filter(isRecord) : [];
    pushAll(findings, preCommitLookAlikes(path, content, url, hooks));
    if (url === 'local' || url === 'meta') {
      for (const hook of hooks) {
        const entry = typeof hook.entry === 'string' ? hook.entry : null;
        if (entry === null || (hook.language !== 'system' && hook.language !== 'script' && hook.language !== 'unsupported' && hook.language !== 'unsupported_script')) continue;
        findings.push(hookFinding(path, content, `pre-commit (${String(hook.id ?? 'local')})`, entry, lineOf(content, entry)));
      }
      continue;
    }
    const rev = typeof repo.rev === 'string' ? repo.rev : String(repo.rev ?? '');
    const insecure = insecureScheme(url);
    if (insecure !== null) findings.push(insecureUrlFinding(path, content, url, insecure, 'pre-commit fetches hooks'));
    const archived = archivedAction(repoSlug(url));
    if (archived !== undefined && hostOf(url) === 'github.com') {
      findings.push(
        makeFinding({
          id: 'pre-commit-archived-repo',
          severity: 'low',
          title: `pre-commit hook repository ${repoSlug(url)} is archived`,
          detail: `${path} runs hooks from ${url}, which its owner archived: it gets no fixes any more. Fix: use ${archived.instead}.`,
          path,
          line: lineOf(content, url),
          package: repoSlug(url),
          subject: url,
        }),
      );
    }
    // A fixed release (a full SHA, or a version tag) of a repository on a public forge over https is
    // how projects add linters: low. A branch, no rev, or another host keeps medium.
    const fixedRelease = isFullCommitSha(rev) || /^v?\d[\w.+-]*$/.test(rev);
    const knownForge = /^https:\/\/(?:github\.com|gitlab\.com)\//i.test(url.trim());
    findings.push(
      makeFinding({
        id: 'pre-commit-remote-hook',
        severity: fixedRelease && knownForge ? 'low' : 'medium',
        title: `pre-commit runs hooks from ${url}`,
        detail:
          `${path} makes pre-commit fetch ${url}${rev ? ` at ${rev}` : ''} and run its hooks (${hooks.map((h) => String(h.id ?? '?')).join(', ') || 'none listed'}) on every contributor's machine and in CI. ` +
          `${hostOf(url) !== 'github.com' ? `It is hosted on ${hostOf(url) ?? 'an unusual host'}. ` : ''}Check the repository and pin rev to a full commit SHA (pre-commit autoupdate --freeze).`,
        path,
        line: lineOf(content, url),
        subject: sameRepositoryKey(url),
      }),
    );
    findings.push(
      makeFinding({
        id: 'pre-commit-rev-moved',
        severity: isFullCommitSha(rev) ? 'info' : 'low',
        title: `pre-commit hooks of ${url} move to ${rev || 'an unpinned revision'}`,
        detail: `The code pre-commit runs from ${url} changes to ${rev || 'no fixed revision'}${isFullCommitSha(rev) ? '' : ' (a tag, which its owner can move)'}. Read what changed between the revisions, as for any dependency update.`,
        path,
        line: lineOf(content, `rev: ${rev}`) ?? lineOf(content, url),
        subject: `${sameRepositoryKey(url)}@${rev}`,
      }),
    );
  }
  return { deps: [], findings };
}

/**
 * A hook repository's URL as its findings are keyed: a GitHub URL in lower case, without a trailing
 * `/` or `.git`, as GitHub reads owner and repository names (`https://github.com/pycqa/isort` and
 * `https://github.com/PyCQA/isort.git` are one repository: a replay of a terminal-rendering library
 * read the respelled URL as a new hook repository with its revision moved, calib50). Other hosts'
 * URLs as written.
 */
export function sameRepositoryKey(url: string): string {
  const trimmed = url.trim();
  if (!/^https:\/\/(?:www\.)?github\.com\//i.test(trimmed)) return trimmed;
  let key = trimmed.toLowerCase().replace(/^https:\/\/www\./, 'https://');
  while (key.endsWith('/')) key = key.slice(0, -1);
  return key.endsWith('.git') ? key.slice(0, -4) : key;
}

/** A version tag as pre-commit configurations name releases (`v0.8.1`, `24.10.0`, `1.0.0-rc1`). */
const VERSION_TAG = /^v?\d[\w.+-]{0,100}$/;

/**
 * pre-commit-rev-moved seen against the base: a repository the base already followed by a tag (not a
 * full commit SHA), moved to another version tag (`ruff-pre-commit` v0.7.0 to v0.8.1, what
 * `pre-commit autoupdate` writes), is info, a reminder to read the new release: whoever controls the
 * repository's tags decided what ran before the PR as well, so it adds no trust (as a moved action
 * ref, gha-unpinned-action). A move from a SHA pin to a tag, or to a branch, stays low; a new
 * repository is pre-commit-remote-hook's.
 */
export function revisePreCommitRevs(introduced: readonly KeyedFinding[], file: ChangedFileFacts): KeyedFinding[] {
  const before = new Map<string, string>();
  for (const finding of file.base?.findings ?? []) {
    if (finding.id !== 'pre-commit-rev-moved') continue;
    const { url, rev } = urlAndRev(finding);
    before.set(url, rev);
  }
  return introduced.map((finding) => {
    if (finding.id !== 'pre-commit-rev-moved' || finding.severity !== 'low') return finding;
    const { url, rev } = urlAndRev(finding);
    const old = before.get(url);
    if (old === undefined || old === '' || isFullCommitSha(old) || !VERSION_TAG.test(rev)) return finding;
    return { ...finding, severity: 'info', detail: `${finding.detail} Before this PR the file already followed ${url} by a tag (${old}): moving it to another release adds no trust that was not there.` };
  });
}

/** The repository URL and the rev of a pre-commit-rev-moved finding, from its subject (`url@rev`, the last `@`). */
function urlAndRev(finding: KeyedFinding): { url: string; rev: string } {
  const subject = finding.key.slice(finding.key.lastIndexOf('\u0000') + 1);
  const at = subject.lastIndexOf('@');
  return at < 0 ? { url: subject, rev: '' } : { url: subject.slice(0, at), rev: subject.slice(at + 1) };
}

/** The registry of a pre-commit hook's `additional_dependencies`, by its `language`. */
const HOOK_REGISTRY: Readonly<Record<string, Registry>> = { node: 'npm', python: 'pypi', python_venv: 'pypi', ruby: 'rubygems', rust: 'cargo', golang: 'go' };
/** A Go module path (`github.com/owner/tool/cmd/x@v1`): its first segment is a host. */
const GO_MODULE_SPEC = /^[a-z0-9-]{1,63}\.[a-z0-9.-]{1,200}\/\S/i;
/** Hooks and dependencies read at the most. */
const MAX_HOOKS = 200;
const MAX_DEPENDENCIES = 50;

/**
 * `typosquat` for pre-commit hooks: a look-alike in a hook's `additional_dependencies` (installed
 * into the hook's environment from the registry of its `language`: npm for `node`, PyPI for
 * `python`; a remote hook's language is its repository's, so without `language:` a spec written
 * `name@version` is read as npm's and any other as PyPI's), or installed by a local hook's `entry`
 * (`npx -y NAME`). Hooks run on every contributor's machine and in CI.
 */
function preCommitLookAlikes(path: string, content: string, url: string, hooks: readonly Record<string, unknown>[]): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  for (const hook of hooks.slice(0, MAX_HOOKS)) {
    const id = String(hook.id ?? 'hook');
    const where = `the pre-commit hook ${id}`;
    const runsFor = "on every contributor's machine and in CI";
    const language = typeof hook.language === 'string' ? hook.language : null;
    const deps = Array.isArray(hook.additional_dependencies) ? hook.additional_dependencies.slice(0, MAX_DEPENDENCIES) : [];
    for (const dep of deps) {
      if (typeof dep !== 'string') continue;
      const spec = dep.trim();
      const registry = language !== null ? HOOK_REGISTRY[language] : GO_MODULE_SPEC.test(spec) ? 'go' : /^@?[^@\s]+@/.test(spec) ? 'npm' : 'pypi';
      if (registry === undefined) continue;
      const tool = lookAlikeDependency(registry, dep);
      if (tool !== null) findings.push(lookAlikeFinding(path, content, tool, where, runsFor));
    }
    if ((url === 'local' || url === 'meta') && typeof hook.entry === 'string') pushAll(findings, lookAlikeCommandFindings(path, content, hook.entry, where, runsFor));
  }
  return findings;
}

/** `owner/repo` of a forge URL (lower case, without .git). */
function repoSlug(url: string): string {
  return url
    .replace(/^[a-z+]+:\/\/[^/]+\//i, '')
    .replace(/^[^@/]+@[^:]+:/, '')
    .replace(/\.git$/i, '')
    .split('/')
    .slice(0, 2)
    .join('/')
    .toLowerCase();
}

/** `http://` or `git://`: code fetched without transport security, or null. */
export function insecureScheme(url: string): string | null {
  const match = /^(http|git):\/\//i.exec(url.trim());
  return match ? `${match[1]!.toLowerCase()}://` : null;
}

function insecureUrlFinding(path: string, content: string, url: string, scheme: string, what: string): KeyedFinding {
  return makeFinding({
    id: 'insecure-url-scheme',
    severity: 'medium',
    title: `${what} over ${scheme}`,
    detail:
      `${path}: ${what} from ${url}, over ${scheme}, which has neither encryption nor integrity: anyone on the network path (a café's Wi-Fi, a compromised proxy, a CI provider's network) can hand over other code. ` +
      `Fix: use ${scheme === 'git://' ? 'https:// or ssh://' : 'https://'}.`,
    path,
    line: lineOf(content, url),
    subject: `${scheme}${url}`,
  });
}

/** Submodules: name → url, path and update (the `update` value as written, '' when none), from .gitmodules (git config syntax). */
export function submodules(content: string): Map<string, { url: string; path: string; update: string }> {
  const result = new Map<string, { url: string; path: string; update: string }>();
  let current: string | null = null;
  for (const raw of content.split('\n')) {
    const line = raw.trim();
    const section = /^\[submodule\s+"([^"]{1,300})"\]$/.exec(line);
    if (section) {
      current = section[1]!;
      result.set(current, { url: '', path: current, update: '' });
      continue;
    }
    const kv = /^(url|path|update)\s*=\s*(\S.{0,500})$/i.exec(line);
    if (kv && current !== null) {
      const entry = result.get(current)!;
      const key = kv[1]!.toLowerCase();
      if (key === 'url') entry.url = kv[2]!.trim();
      else if (key === 'update') entry.update = kv[2]!.trim();
      else entry.path = kv[2]!.trim();
    }
  }
  return result;
}

/** owner/host of a submodule URL: what would have to be trusted. */
export function origin(url: string): string {
  const host = hostOf(url) ?? (url.startsWith('../') || url.startsWith('./') ? 'relative' : 'unknown');
  const rest = url.replace(/^[a-z+]+:\/\/[^/]+\//i, '').replace(/^[^@/]+@[^:]+:/, '');
  return `${host}/${rest.split('/')[0] ?? ''}`.toLowerCase();
}

/**
 * What in a submodule's entry makes git run a program rather than fetch a repository, or null:
 * `update = !command` (`git submodule update` runs the command in the submodule; refused from
 * .gitmodules since git 2.24.1, CVE-2019-19604, and run by older ones), a URL or path that starts
 * with `-` (read as an option by older gits' clone, CVE-2018-17456), and the `ext::` and `fd::`
 * transports (`ext::sh -c …` runs the command as the remote helper; off by default since git 2.12).
 */
export function submoduleCommand(entry: { url: string; path: string; update: string }): { what: string; value: string } | null {
  if (entry.update.startsWith('!')) return { what: 'an update command', value: entry.update };
  if (/^(?:ext|fd)::/i.test(entry.url)) return { what: `the ${entry.url.slice(0, entry.url.indexOf('::')).toLowerCase()}:: transport, which runs a command instead of fetching`, value: entry.url };
  if (entry.url.startsWith('-')) return { what: 'a URL git reads as a command-line option', value: entry.url };
  if (entry.path.startsWith('-')) return { what: 'a path git reads as a command-line option', value: entry.path };
  return null;
}

export function extractGitmodules(content: string, path: string): ExtractResult {
  const findings: KeyedFinding[] = [];
  for (const [name, entry] of submodules(content)) {
    const { url, path: subPath } = entry;
    const command = submoduleCommand(entry);
    if (command !== null) {
      findings.push(
        makeFinding({
          id: 'git-submodule',
          severity: 'high',
          title: `Submodule ${subPath.slice(0, 80)} runs a command: ${command.what.split(',')[0]!}`,
          detail:
            `${path} gives submodule ${subPath} ${command.what} (\`${command.value.slice(0, 120)}\`): git runs a program of the PR's choosing on the machine of whoever clones recursively or runs \`git submodule update\`, CI included. ` +
            'Current git refuses these from .gitmodules (update commands since 2.24.1, CVE-2019-19604; option-like URLs and paths since 2.19.1, CVE-2018-17456; ext:: since 2.12 unless allowed), older gits and permissive configurations run them, and no ordinary submodule needs one. Remove it.',
          path,
          line: lineOf(content, command.value),
          package: name,
          subject: `${name}:command:${command.value}`,
        }),
      );
    }
    // A URL that is a command is reported as one above, not as a place code comes from.
    if (url === '' || command?.value === url) continue;
    const insecure = insecureScheme(url);
    if (insecure !== null) findings.push(insecureUrlFinding(path, content, url, insecure, `git fetches submodule ${subPath}`));
    findings.push(
      makeFinding({
        id: 'git-submodule',
        severity: origin(url).startsWith('relative') ? 'low' : 'medium',
        title: `Submodule ${subPath} comes from ${origin(url)}`,
        detail:
          `${path} makes ${subPath} a submodule cloned from ${url}: its code is fetched by recursive clones and CI checkouts with submodules, and is not part of this diff. ` +
          'Check the repository and the commit the PR points it to. A submodule whose URL moves to another host or owner is reported again.',
        path,
        line: lineOf(content, url),
        package: name,
        // Keyed by where it comes from: a new submodule, or one moved to another host or owner, is reported.
        subject: `${name}:${origin(url)}`,
      }),
    );
  }
  return { deps: [], findings };
}

/** A submodule that already existed now comes from another host or owner (FileRule over base and head). */
export function submoduleMovedRule(file: ChangedFileFacts): KeyedFinding[] {
  // Where each submodule comes from: its command findings (submoduleCommand) are not a place.
  const isOrigin = (f: KeyedFinding) => f.id === 'git-submodule' && !f.key.includes(':command:');
  const before = new Map((file.base?.findings ?? []).filter(isOrigin).map((f) => [f.package, f]));
  const moved: KeyedFinding[] = [];
  for (const finding of file.head.findings ?? []) {
    if (!isOrigin(finding)) continue;
    const old = before.get(finding.package);
    if (old === undefined || old.key === finding.key) continue;
    moved.push(
      makeFinding({
        id: 'git-submodule-moved',
        severity: 'high',
        title: `Submodule ${finding.package ?? ''} now comes from another host or owner`,
        detail: `${old.title.replace(/^Submodule \S+ comes from /, 'It came from ')}; ${finding.title.replace(/^Submodule \S+ comes from /, 'it now comes from ')}. Everyone who updates submodules will fetch code from the new place, which this diff does not show. Make sure the move is intended and the new repository is the project's.`,
        path: file.path,
        line: finding.line,
        package: finding.package,
        subject: `${finding.package ?? ''}:moved`,
      }),
    );
  }
  return moved;
}
