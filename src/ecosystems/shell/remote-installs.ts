import { EXFIL_HOST, publicIpUrl } from '../code/network-endpoints.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { baseNameOf } from '../util.js';
import { isFullCommitSha } from '../../commit-sha.js';
import { type IndexUse, pyprojectIndexes } from '../pypi/indexes.js';
import { parseTomlLimited } from '../../limited-parse.js';
import { isRecord } from '../util.js';

/**
 * Packages a command installs straight from a remote source that nothing pins: `pip install
 * git+https://github.com/o/r` (the default branch) or `@main`, `pip install https://host/pkg.tar.gz`
 * without `#sha256=` or `--require-hashes`, `npm install -g https://host/tool.tgz` or a git URL,
 * `pipx install`/`uv tool install`/`uvx --from`/`yarn add`/`pnpm add`/`bun add` the same, `cargo
 * install --git …` without `--rev`. Read per simple command (split at `&&`, `||`, `;`, `|`, `&`),
 * word by word: linear, with the command cut at 20,000 characters and 2,000 words.
 *
 * Graded by what fixes the code: a full commit (40 or 64 hex digits), a hash the installer checks,
 * or a registry's immutable file (`files.pythonhosted.org`, `registry.npmjs.org`) is quiet; a tag, a
 * short commit (a branch or tag of that name wins over it) or a file whose name carries a version is
 * `tag`; no ref, a branch, or a file without a version (`pkg.tar.gz`, `archive/main.zip`) is
 * `moving`. A source over plain HTTP, on a bare public IP, a paste or file-drop host or a URL
 * shortener is `worse`.
 */

export interface RemoteInstall {
  /** The installer as named: `pip`, `npm`, `cargo`, … */
  readonly tool: string;
  /** The source as written (up to 300 characters): `git+https://github.com/o/r@main`. */
  readonly spec: string;
  readonly kind: 'git' | 'url';
  /** `moving`: a branch, no ref, a file without a version; `tag`: a tag, a short commit, a versioned file. */
  readonly pin: 'moving' | 'tag';
  /** What makes the source worse (`over plain HTTP`, `from a bare IP address (…)`, `from bit.ly`), or null. */
  readonly worse: string | null;
  /** The ref (`main`, `v1.2`) or null. */
  readonly ref: string | null;
}

const MAX_COMMAND = 20_000;

/**
 * The first MAX_COMMAND characters of a command, cut where a word ends: cut inside a word, an URL
 * read as `https://pkgs.e` was reported as an index of that host.
 */
function commandHead(text: string): string {
  if (text.length <= MAX_COMMAND) return text;
  let end = MAX_COMMAND;
  while (end > 0 && !/\s/.test(text.charAt(end))) end -= 1;
  return text.slice(0, end);
}
const MAX_WORDS = 2_000;

/** URL shorteners: the destination is whatever the link points at today, and is hidden from the reader. */
const SHORTENER = /^(?:bit\.ly|tinyurl\.com|t\.co|is\.gd|goo\.gl|rb\.gy|cutt\.ly|shorturl\.at|t\.ly|tiny\.cc|ow\.ly|buff\.ly|v\.gd|s\.id|shorturl\.com|rebrand\.ly)$/i;
/** Hosts that serve a registry's files, immutable once published. */
const REGISTRY_FILE_HOST = /^(?:files\.pythonhosted\.org|pypi\.org|registry\.npmjs\.org|registry\.yarnpkg\.com|static\.crates\.io|rubygems\.org)$/i;
/** A full commit: SHA-1 (isFullCommitSha) or a SHA-256 repository's 64 hex digits. */
const SHA256_COMMIT = /^[0-9a-f]{64}$/i;
const fullCommit = (ref: string): boolean => isFullCommitSha(ref) || SHA256_COMMIT.test(ref);
const TAG_LIKE = /^(?:[0-9a-f]{7,39}|v?\d{1,6}(?:\.\d{1,6}){0,3}(?:[-+.][\w.+-]{1,60})?|semver:[\w.^~<>=*|\s-]{1,60})$/i;
/** A version number in a file's path: `-1.2.3.tar.gz`, `/v0.19.0/`, `_2.1-py3`. */
const VERSIONED_PATH = /(?:^|\W)v?\d{1,6}\.\d{1,6}/i;
/** A hash pip checks on a URL: `#sha256=…`. */
const HASH_FRAGMENT = /[#&](?:sha1|sha224|sha256|sha384|sha512|md5)=[0-9a-f]{8,}/i;
/** Flags whose next word is not a package (an index, a requirements or constraints file, a folder). */
const VALUE_FLAGS = new Set(['-r', '--requirement', '-c', '--constraint', '-i', '--index-url', '--extra-index-url', '-f', '--find-links', '--trusted-host', '-t', '--target', '--prefix', '--root', '--src', '--cache-dir', '--log', '--registry', '--cache', '--python', '-p', '--platform', '--python-version', '--index', '--default-index', '--userconfig', '--globalconfig', '-C', '--cwd', '--dir', '--root-dir', '--config', '-w', '--workspace', '--filter', '-F', '--modules-folder', '--cache-folder', '--store-dir', '--virtual-store-dir', '--lockfile-dir', '--global-dir', '--global-bin-dir']);
/** Flags whose value is the package's source: `uvx --from git+…`, `pipx run --spec …`, `npm exec --package=…`, `cargo install --git …`. */
const SOURCE_FLAGS = new Set(['--from', '--spec', '--package', '--git', '--with', '-e', '--editable']);

const PIP_LIKE = /^(?:pip(?:\d(?:\.\d{1,2})?)?|pipx|pipenv|uv|uvx|poetry|pdm|easy_install)$/;
const NPM_LIKE = /^(?:npm|pnpm|yarn|bun|bunx|npx|pnpx)$/;
/** Words without which a command line installs nothing remote (a cheap first test). */
export const REMOTE_HINT = /:\/\/|github:|gitlab:|bitbucket:|git@|\b(?:npm|pnpm|yarn|bunx?|npx|pnpx)\b/;
const NPM_GITHUB_SHORTHAND = /^[A-Za-z0-9][\w.-]{0,100}\/[\w.-]{1,100}(?:#[\w./:^~+-]{1,100})?$/;
const INSTALL_SUBCOMMANDS = new Set(['install', 'i', 'add', 'in', 'isntall', 'inject']);

function cleanWord(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && '"\'`[,('.includes(word[start]!)) start += 1;
  while (end > start && '"\'`],);'.includes(word[end - 1]!)) end -= 1;
  return word.slice(start, end);
}

/** The name of a program word: `/usr/local/bin/pip3` gives `pip3`; `python3.11` gives `python`. */
function programName(word: string): string {
  const base = word.slice(word.lastIndexOf('/') + 1).toLowerCase();
  return /^python\d?(?:\.\d{1,2})?$|^py$/.test(base) ? 'python' : base;
}

/** The simple commands of a command line: split at `&&`, `||`, `;`, `|`, `&`, and command substitutions. */
function simpleCommands(text: string): string[][] {
  const out: string[][] = [];
  for (const part of commandHead(text).split(/&&|\|\||[;|&\n`]|\$\(/)) {
    const words = part.split(/\s+/).slice(0, MAX_WORDS).map(cleanWord).filter((w) => w !== '');
    if (words.length > 0) out.push(words);
  }
  return out;
}

/**
 * Where the program of a simple command starts, past an INI key (`commands = …`), environment assignments, sudo, env, a
 * Dockerfile RUN's flags (`--mount=…`) and any other word starting with a dash (no program does), a
 * YAML list's dash and key (`- pip install …`, `script: …`), a Jenkinsfile's `sh '…'`, `bash -c '…'`.
 */
function programStart(words: readonly string[]): number {
  // An INI key before it (tox.ini's `commands_pre = pip install …`).
  let i = words[1] === '=' && /^[\w.-]{1,60}$/.test(words[0] ?? '') ? 2 : 0;
  while (i < words.length && i < 20 && (/^[A-Za-z_]\w*=/.test(words[i]!) || /^(?:sudo|env|time|exec|nice|command|sh|bash|script:|run:|command:|cmd:)$/.test(words[i]!) || words[i]!.startsWith('-'))) i += 1;
  return i;
}

/**
 * The installer of a simple command (`pip`, `npm`, `cargo`, …), the index of its first argument, and
 * which arguments are sources: `install` (every package argument: `pip install`, `npm i`, `yarn
 * add`), `exec` (the first one, and source flags: `npx github:o/r`, `uvx --from …`, `pnpm dlx`), `run`
 * (source flags only: `uv run --with …`, `pipx run --spec …`; `npm run` runs a script, not a package).
 */
function installerOf(words: readonly string[], depth = 0): { tool: string; from: number; mode: 'install' | 'exec' | 'run' } | null {
  let i = programStart(words);
  const first = words[i];
  if (first === undefined) return null;
  let name = programName(first);
  if (name === 'python' && words[i + 1] === '-m' && words[i + 2] !== undefined) {
    name = programName(words[i + 2]!);
    i += 2;
  }
  if (name === 'cargo') return words[i + 1] === 'install' ? { tool: 'cargo', from: i + 2, mode: 'install' } : null;
  // `poetry run pip install …`, `uv run pip install …`, `conda run -n env pip install …`: the command inside.
  if (/^(?:poetry|pdm|pipenv|hatch|uv|rye|conda|mamba|micromamba|pixi)$/.test(name) && words[i + 1] === 'run' && depth < 2) {
    let k = i + 2;
    while (k < words.length && k < i + 12 && words[k]!.startsWith('-')) k += words[k]!.includes('=') || !/^(?:--(?:with|env-file|python|project|directory|group|extra|package|name|prefix|cwd|environment|manifest-path)|-[nep])$/.test(words[k]!) ? 1 : 2;
    const inner = installerOf(words.slice(k), depth + 1);
    if (inner !== null) return { ...inner, from: inner.from + k };
  }
  if (!PIP_LIKE.test(name) && !NPM_LIKE.test(name)) return null;
  if (/^(?:uvx|npx|bunx|pnpx)$/.test(name)) return { tool: name, from: i + 1, mode: 'exec' };
  // The subcommand: `install`, `add`, `i`, `tool install`, `pip install`, `global add`, `dlx`.
  for (let j = i + 1; j < Math.min(words.length, i + 4); j += 1) {
    const word = words[j]!;
    if (word.startsWith('-')) continue;
    if (INSTALL_SUBCOMMANDS.has(word)) return { tool: name, from: j + 1, mode: 'install' };
    if (word === 'dlx' || word === 'x' || (word === 'exec' && name === 'npm')) return { tool: name, from: j + 1, mode: 'exec' };
    if (word === 'run' && (name === 'uv' || name === 'pipx')) return { tool: name, from: j + 1, mode: 'run' };
    if (word !== 'tool' && word !== 'pip' && word !== 'global') return null;
  }
  return null;
}

function worseSource(spec: string, host: string): string | null {
  if (/^(?:git\+)?http:\/\//i.test(spec)) return 'over plain HTTP';
  const ip = publicIpUrl(spec);
  if (ip !== null) return `from a bare IP address (${ip})`;
  if (SHORTENER.test(host)) return `from ${host}, a URL shortener`;
  const exfil = EXFIL_HOST.exec(host);
  return exfil === null ? null : `from ${exfil[0]}`;
}

/** The host of a URL-ish spec (`git+https://user@host/…`, `git@host:o/r`), lower-cased. */
function hostOf(spec: string): string {
  const scheme = spec.indexOf('://');
  const rest = scheme >= 0 && scheme <= 20 ? spec.slice(scheme + 3) : spec;
  const m = /^(?:[^@/\s]{1,100}@)?([\w.-]{1,253})(?=[/:?#]|$)/.exec(rest);
  return (m?.[1] ?? '').toLowerCase();
}

/** A git ref's pin: null when fixed by a full commit. */
function refPin(ref: string | null): 'moving' | 'tag' | null {
  if (ref === null || ref === '') return 'moving';
  if (fullCommit(ref)) return null;
  return TAG_LIKE.test(ref) ? 'tag' : 'moving';
}

/** One word as a remote source for `tool`, or null (a registry name, a local path, a pinned source). */
export function classifySource(tool: string, raw: string, hashed: boolean): RemoteInstall | null {
  // `name @ git+…` split over words leaves the URL; `name@git+https://…` and `name@https://…` keep it in one.
  const at = raw.search(/git\+|https?:\/\/|ftp:\/\/|git:\/\/|github:|gitlab:|bitbucket:/i);
  // npm, Yarn, pnpm and bun read a bare `owner/repo` (`#ref`) as a GitHub repository, not a folder
  // (a folder is `./x`, a tarball `x.tgz`): `npm install -g someone/tool`.
  if (at < 0 && NPM_LIKE.test(tool) && NPM_GITHUB_SHORTHAND.test(raw) && !/\.(?:tgz|tar\.gz|tar)$/i.test(raw)) return classifySource(tool, `github:${raw}`, hashed);
  if (at < 0 && !/^git@[\w.-]+:/.test(raw)) return null;
  const spec = (at > 0 ? raw.slice(at) : raw).slice(0, 300);
  const host = /^(?:github|gitlab|bitbucket):/i.test(spec) ? `${spec.slice(0, spec.indexOf(':')).toLowerCase()}.${spec.startsWith('bitbucket') ? 'org' : 'com'}` : hostOf(spec);
  if (host === '' || host === 'localhost' || host.startsWith('127.') || host === '${{') return null;
  const worse = worseSource(spec, host);
  const npm = NPM_LIKE.test(tool);
  const hashIndex = spec.indexOf('#');
  const fragment = hashIndex < 0 ? '' : spec.slice(hashIndex + 1);
  const body = hashIndex < 0 ? spec : spec.slice(0, hashIndex);
  const shorthand = /^(?:github|gitlab|bitbucket):/i.test(spec);
  const gitUrl = /^git(?:\+|:\/\/|@)/i.test(spec) || shorthand || (npm && (/\.git$/i.test(body) || /^https?:\/\/(?:github\.com|gitlab\.com|bitbucket\.org)\/[\w.-]+\/[\w.-]+\/?$/i.test(body)));
  if (gitUrl) {
    // pip puts the ref after the path's last `@` (`git+https://host/o/r.git@v1#egg=r`); npm in the fragment (`#main`, `#semver:^1`).
    let ref: string | null = null;
    const pathStart = body.indexOf('/', body.indexOf('://') + 3);
    const path = shorthand ? body.slice(body.indexOf(':') + 1) : pathStart < 0 ? '' : body.slice(pathStart);
    const atRef = path.lastIndexOf('@');
    if (atRef >= 0) ref = path.slice(atRef + 1);
    if (ref === null && fragment !== '' && !/^(?:egg|subdirectory)=/i.test(fragment)) ref = fragment.split('&')[0] ?? null;
    // A repository or ref the script computes (`$REPO`, `@${COMMIT}`, `${{ github.repository }}`) cannot be judged here.
    if (spec.includes('$') || spec.includes('{{')) return null;
    const pin = refPin(ref);
    if (pin === null) return null;
    return { tool, spec, kind: 'git', pin, worse, ref };
  }
  if (!/^(?:https?|ftp):\/\//i.test(spec)) return null;
  if (hashed || HASH_FRAGMENT.test(spec)) return null;
  if (REGISTRY_FILE_HOST.test(host) && worse === null) return null;
  const urlPath = body.replace(/^[a-z]+:\/\/[^/]*/i, '').split('?')[0] ?? '';
  // A GitHub archive of a commit (`…/archive/<sha>.tar.gz`, codeload's `tar.gz/<sha>`) is that commit's code.
  if (/(?:^|\/)[0-9a-f]{40}(?:\.(?:tar\.gz|tgz|zip))?(?:\/|$)/i.test(urlPath)) return null;
  const branchArchive = /\/archive\/(?:refs\/heads\/)?(?:main|master|develop|dev|trunk|head)\.(?:tar\.gz|tgz|zip)$/i.test(urlPath) || /\/(?:tar\.gz|zip|tarball|zipball)\/(?:refs\/heads\/)?(?:main|master|develop|dev|trunk|head)$/i.test(urlPath);
  // A version the build passes in (`pkg-${VERSION}.tar.gz`) counts as a version.
  // `…/releases/latest/download/x.tgz`, `…/latest/x-1.2.tgz`: whatever the newest release is.
  const latest = /\/latest(?:\/|$)/i.test(urlPath);
  const pin = !branchArchive && !latest && (VERSIONED_PATH.test(urlPath) || urlPath.includes('$')) ? 'tag' : 'moving';
  return { tool, spec, kind: 'url', pin, worse, ref: null };
}

/** The remote, unpinned installs of one command line (continuations joined), in order. */
export function findRemoteInstalls(command: string): RemoteInstall[] {
  if (!REMOTE_HINT.test(command)) return [];
  const found: RemoteInstall[] = [];
  for (const words of simpleCommands(command)) {
    const installer = installerOf(words);
    if (installer === null) continue;
    const { tool, from, mode } = installer;
    const hashed = words.includes('--require-hashes') || words.some((w) => w.startsWith('--hash='));
    if (tool === 'cargo') {
      const git = words.findIndex((w) => w === '--git' || w.startsWith('--git='));
      if (git < 0) continue;
      const url = words[git]!.startsWith('--git=') ? words[git]!.slice(6) : words[git + 1];
      if (url === undefined) continue;
      const flag = (name: string): string | null => {
        const k = words.findIndex((w) => w === name || w.startsWith(`${name}=`));
        return k < 0 ? null : words[k]!.startsWith(`${name}=`) ? words[k]!.slice(name.length + 1) : (words[k + 1] ?? null);
      };
      const rev = flag('--rev');
      const tag = flag('--tag');
      const branch = flag('--branch');
      if (rev !== null && fullCommit(rev)) continue;
      const pin = rev !== null || tag !== null ? 'tag' : 'moving';
      const spec = /^[a-z+]+:\/\//i.test(url) ? url : `https://${url}`;
      found.push({ tool, spec: spec.slice(0, 300), kind: 'git', pin, worse: worseSource(spec, hostOf(spec)), ref: rev ?? tag ?? branch });
      continue;
    }
    let positional = 0;
    for (let k = from; k < words.length; k += 1) {
      const word = words[k]!;
      let value = word;
      if (word.startsWith('-')) {
        const eq = word.indexOf('=');
        const name = eq < 0 ? word : word.slice(0, eq);
        // pip's `-r https://host/requirements.txt`: the list of what gets installed is whatever that server returns.
        if ((name === '-r' || name === '--requirement') && PIP_LIKE.test(tool)) {
          const list = eq >= 0 ? word.slice(eq + 1) : (words[k + 1] ?? '');
          if (eq < 0) k += 1;
          if (/^https?:\/\//i.test(list)) {
            const install = classifySource(tool, list, false);
            if (install !== null) found.push(install);
          }
          continue;
        }
        // `npx -p someone/tool cmd`, `npm exec -p github:o/r`: npm's `-p` is `--package`, the source of what runs.
        if (!SOURCE_FLAGS.has(name) && !(name === '-p' && mode === 'exec' && NPM_LIKE.test(tool))) {
          if (eq < 0 && VALUE_FLAGS.has(name)) k += 1;
          continue;
        }
        value = eq >= 0 ? word.slice(eq + 1) : (words[k + 1] ?? '');
        if (eq < 0) k += 1;
      } else {
        positional += 1;
        // `npx tool --url https://…`, `uv run python x.py`: after the package (or the command), the words are its arguments.
        if (mode === 'run' || (mode === 'exec' && positional > 1)) break;
      }
      const install = classifySource(tool, value, hashed);
      if (install !== null) found.push(install);
    }
  }
  return found;
}

/** A package index a command line gives pip or uv: `pip install --extra-index-url URL …`, `PIP_INDEX_URL=URL`. */
export interface CommandIndex {
  readonly use: IndexUse;
  /** The URL (or, for `trusted`, the host) as written. */
  readonly value: string;
  /** The option or variable as written: `--extra-index-url`, `PIP_EXTRA_INDEX_URL`, `pip config global.index-url`. */
  readonly setting: string;
}

/**
 * pip's options: an extra index or a find-links location is searched together with PyPI, and the
 * highest version found on either wins (the dependency-confusion setting).
 */
const PIP_INDEX_OPTIONS: Readonly<Record<string, IndexUse>> = { '--extra-index-url': 'extra', '-f': 'extra', '--find-links': 'extra', '-i': 'replace', '--index-url': 'replace', '--trusted-host': 'trusted' };
/** uv's: by default a package comes from the first index that has it, so an added index shadows PyPI for the names it serves. */
const UV_INDEX_OPTIONS: Readonly<Record<string, IndexUse>> = { '--extra-index-url': 'first', '--index': 'first', '-f': 'first', '--find-links': 'first', '-i': 'replace', '--index-url': 'replace', '--default-index': 'replace', '--allow-insecure-host': 'trusted', '--trusted-host': 'trusted' };
/** The same settings as environment variables (`env:` of a workflow, a Dockerfile `ENV`, `export …=`). */
const INDEX_VARIABLES: Readonly<Record<string, IndexUse>> = {
  PIP_EXTRA_INDEX_URL: 'extra',
  PIP_FIND_LINKS: 'extra',
  PIP_INDEX_URL: 'replace',
  PIP_TRUSTED_HOST: 'trusted',
  UV_EXTRA_INDEX_URL: 'first',
  UV_INDEX: 'first',
  UV_FIND_LINKS: 'first',
  UV_INDEX_URL: 'replace',
  UV_DEFAULT_INDEX: 'replace',
  UV_INSECURE_HOST: 'trusted',
};
/** `pip config set global.extra-index-url URL`: the key without its section. */
const PIP_CONFIG_KEYS: Readonly<Record<string, IndexUse>> = { 'extra-index-url': 'extra', 'find-links': 'extra', 'index-url': 'replace', 'trusted-host': 'trusted' };
const PIP_PROGRAM = /^(?:pip(?:\d(?:\.\d{1,2})?)?|pipx|pipenv|easy_install)$/;
const LOOPBACK = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|0\.0\.0\.0|\[::1\]|host\.docker\.internal)$/i;

/**
 * An index value worth judging: a literal `http(s)://` URL (a `trusted` one: a host) off the machine
 * itself. A value the pipeline passes in (`$PRIVATE_INDEX`, `${{ secrets.INDEX }}`) is the
 * organization's own setting, not judged here; a local test server (`localhost:3141`) is not an index.
 */
function judgedIndex(use: IndexUse, raw: string, setting: string): CommandIndex | null {
  // uv's named index: `--index internal=https://…`.
  const value = (/^[\w-]{1,60}=[a-z]+:\/\//i.test(raw) ? raw.slice(raw.indexOf('=') + 1) : raw).slice(0, 300);
  if (value.includes('$') || value.includes('{{')) return null;
  if (use === 'trusted') {
    const bare = value.replace(/^[a-z]+:\/\//i, '');
    const end = bare.search(/[:/]/);
    const host = end < 0 ? bare : bare.slice(0, end);
    return /^[\w-]{1,63}(?:\.[\w-]{1,63}){0,10}$/.test(host) && !LOOPBACK.test(host) ? { use, value: host, setting } : null;
  }
  if (!/^https?:\/\/[^\s/]/i.test(value)) return null;
  const host = hostOf(value);
  return host === '' || LOOPBACK.test(host) ? null : { use, value, setting };
}

/**
 * The config file a command line writes to with a shell redirect or `tee` (`echo … >> ~/.pip/pip.conf`,
 * `printf '…' > .npmrc`, `… | tee -a ~/.config/pip/pip.conf`, `cat >> uv.toml`), what it writes (the
 * text before the redirect), and which tool reads it; null when the line writes none of them.
 */
const CONFIG_WRITE = /(?:>>?|\btee(?:[ \t]+-a|[ \t]+--append)?)[ \t]*["']?([^\s"'<>|;&]{0,200}?(?:pip\.conf|pip\.ini|\.npmrc|\.yarnrc(?:\.yml)?|uv\.toml|pyproject\.toml))(?=["'\s;&|)]|$)/;
/** A Dockerfile's `COPY <<EOF /etc/pip.conf` (BuildKit): the here-document is the file's text. */
const COPY_HEREDOC = /^[ \t]*(?:COPY|ADD)\b[^<\n]{0,200}<<-?[ \t]*["']?\w{1,40}["']?[ \t]+["']?([^\s"'<>|;&]{0,200}?(?:pip\.conf|pip\.ini|\.npmrc|\.yarnrc(?:\.yml)?|uv\.toml|pyproject\.toml))["']?[ \t]*$/i;
type ConfigTool = 'pip' | 'npm' | 'uv' | 'pyproject';
function configTool(file: string): ConfigTool {
  return /pip\.(?:conf|ini)$/.test(file) ? 'pip' : file.endsWith('uv.toml') ? 'uv' : file.endsWith('pyproject.toml') ? 'pyproject' : 'npm';
}
function configWrite(command: string): { tool: ConfigTool; file: string; text: string } | null {
  const text = commandHead(command);
  const m = CONFIG_WRITE.exec(text);
  if (m === null) return null;
  const file = m[1]!;
  return { tool: configTool(file), file: baseNameOf(file), text: text.slice(0, m.index).replace(/\\n/g, ' ') };
}
/** `extra-index-url = https://…` (and the other pip.conf keys) in the text a command writes. */
const PIP_CONF_KEY = /(?<![\w-])(extra-index-url|index-url|find-links|trusted-host)[ \t]*[=:][ \t]*["']?([^\s"'\\]{1,300})/g;
/** `registry=https://…`, `@scope:registry=https://…`, Yarn's `npmRegistryServer: "https://…"` / `registry "https://…"` in the text a command writes. */
const NPMRC_KEY = /(?<![\w/.:-])(?:(@[\w.-]{1,100}):)?(registry|npmRegistryServer)[ \t]*(?:[=:][ \t]*)?["']?(https?:\/\/[^\s"'\\]{1,300})/gi;
/** uv's index keys in text that is not whole TOML (a one-line `echo … >> uv.toml`): `index-url`, `extra-index-url`, an `[[index]]`'s `url`. */
const UV_KEY = /(?<![\w-])(extra-index-url|index-url|default-index|url)[ \t]*=[ \t]*(?:\[[ \t]*)?["']?(https?:\/\/[^\s"'\\\],]{1,300})/g;
const UV_KEY_USE: Readonly<Record<string, IndexUse>> = { 'index-url': 'replace', 'default-index': 'replace', 'extra-index-url': 'first', url: 'first' };

/** A here-document's start: `<<EOF`, `<<-'EOF'`, `<< "EOF"`; its delimiter. */
const HEREDOC_START = /<<-?[ \t]*["']?(\w{1,40})["']?/;
const MAX_HEREDOC_LINES = 200;

/** An index or registry a here-document writes, with the line (of the lines given, 0-based) its value stands on. */
export interface HeredocSources {
  readonly indexes: (CommandIndex & { readonly at: number })[];
  readonly registries: (CommandRegistry & { readonly at: number })[];
}

/**
 * The indexes and registries the here-documents of `lines` write into pip's, npm's, Yarn's or uv's
 * config file, or a pyproject.toml (`cat > ~/.config/pip/pip.conf <<EOF` … `extra-index-url =
 * https://…` … `EOF`, `sudo tee /etc/pip.conf <<'CONF'`, `cat >> pyproject.toml <<EOF` …
 * `[[tool.uv.index]]`, a Dockerfile's `COPY <<EOF /etc/pip.conf`), read from the body up to the
 * delimiter line (at most MAX_HEREDOC_LINES), with the keys the one-line writes are read with. Each
 * line is looked at once, for the start of a here-document or as part of one body.
 */
export function heredocConfigWrites(lines: readonly string[]): HeredocSources {
  const indexes: (CommandIndex & { at: number })[] = [];
  const registries: (CommandRegistry & { at: number })[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!.slice(0, MAX_COMMAND);
    if (!line.includes('<<')) continue;
    const delimiter = HEREDOC_START.exec(line)?.[1];
    if (delimiter === undefined) continue;
    const copy = COPY_HEREDOC.exec(line);
    const write = copy === null ? configWrite(line) : { tool: configTool(copy[1]!), file: baseNameOf(copy[1]!), text: '' };
    if (write === null) continue;
    const body: string[] = [];
    let k = i + 1;
    for (; k < lines.length && k <= i + MAX_HEREDOC_LINES && lines[k]!.trim() !== delimiter; k += 1) body.push(lines[k]!.slice(0, MAX_COMMAND));
    const text = body.join('\n');
    const at = (value: string): number => {
      const n = body.findIndex((b) => b.includes(value));
      return n < 0 ? i : i + 1 + n;
    };
    if (write.tool === 'npm') for (const r of npmConfigRegistries(text, write.file)) registries.push({ ...r, at: at(r.url) });
    else for (const index of write.tool === 'pip' ? pipConfigIndexes(text, write.file) : uvConfigIndexes(text, write.file, write.tool === 'pyproject')) indexes.push({ ...index, at: at(index.value) });
    i = k;
  }
  return { indexes, registries };
}

/** heredocConfigWrites over a script's lines, without the lines. */
export function findHeredocConfigSources(script: string): { indexes: CommandIndex[]; registries: CommandRegistry[] } {
  if (!script.includes('<<') || !script.includes('://')) return { indexes: [], registries: [] };
  return heredocConfigWrites(script.slice(0, MAX_COMMAND).split('\n'));
}

/**
 * The indexes of uv.toml text (uv's settings at the top level) or of a pyproject.toml fragment
 * (`[[tool.uv.index]]`, `[[tool.poetry.source]]`, `[[tool.pdm.source]]`), read as those files are
 * (pypi/indexes.ts pyprojectIndexes); text that is not whole TOML (a one-line write) by its keys.
 * Judged as on a command line: a literal URL off the machine itself.
 */
function uvConfigIndexes(text: string, file: string, pyproject: boolean): CommandIndex[] {
  const found: CommandIndex[] = [];
  const parsed = text.includes('=') ? parseTomlLimited(text) : null;
  if (parsed !== null && parsed.ok) {
    const tool = pyproject ? parsed.value.tool : { uv: parsed.value };
    if (!isRecord(tool)) return found;
    for (const index of pyprojectIndexes(tool, text, pyproject ? 'tool.uv.' : '')) {
      const judged = judgedIndex(index.use, index.value, `${file} ${index.setting}`);
      if (judged !== null) found.push(judged);
    }
    return found;
  }
  if (pyproject) return found;
  const mixes = /index-strategy[ \t]*=[ \t]*["']?unsafe/.test(text);
  for (const m of text.matchAll(UV_KEY)) {
    const use = UV_KEY_USE[m[1]!]!;
    const index = judgedIndex(mixes && use === 'first' ? 'extra' : use, m[2]!, `${file} ${m[1]!}`);
    if (index !== null) found.push(index);
  }
  return found;
}

/** The index keys of pip.conf text (`extra-index-url = https://…`), judged as on a command line. */
function pipConfigIndexes(text: string, file: string): CommandIndex[] {
  const found: CommandIndex[] = [];
  for (const m of text.matchAll(PIP_CONF_KEY)) {
    const use = PIP_CONFIG_KEYS[m[1]!];
    const index = use === undefined ? null : judgedIndex(use, m[2]!, `${file} ${m[1]!}`);
    if (index !== null) found.push(index);
  }
  return found;
}

/** The registry keys of .npmrc or .yarnrc text (`registry=https://…`, `npmRegistryServer: "https://…"`). */
function npmConfigRegistries(text: string, file: string): CommandRegistry[] {
  const found: CommandRegistry[] = [];
  for (const m of text.matchAll(NPMRC_KEY)) {
    const registry = judgedRegistry(m[3]!, m[1] ?? null, `${file} ${m[1] === undefined ? '' : `${m[1]}:`}${m[2]!}`);
    if (registry !== null) found.push(registry);
  }
  return found;
}

/** The indexes a command writes into pip's config file (`echo "extra-index-url = https://…" >> ~/.pip/pip.conf`). */
function configFileIndexes(command: string): CommandIndex[] {
  const write = configWrite(command);
  if (write === null || write.tool === 'npm') return [];
  return write.tool === 'pip' ? pipConfigIndexes(write.text, write.file) : write.tool === 'uv' ? uvConfigIndexes(write.text, write.file, false) : [];
}

/** The registries a command writes into an .npmrc or .yarnrc (`printf 'registry=https://…' > .npmrc`). */
function configFileRegistries(command: string): CommandRegistry[] {
  const write = configWrite(command);
  return write === null || write.tool !== 'npm' ? [] : npmConfigRegistries(write.text, write.file);
}

/** uv's `UV_INDEX_STRATEGY=unsafe-best-match` (or `unsafe-first-match`) set in a Dockerfile or a workflow's `env:`: uv then mixes indexes as pip does. */
const UV_UNSAFE_STRATEGY = /\bUV_INDEX_STRATEGY["']?(?:[ \t]*[=:]|[ \t])[ \t]*["']?unsafe-/;

/**
 * The indexes uv's variables set (`UV_EXTRA_INDEX_URL`, `UV_INDEX`, …), searched before PyPI by
 * default, searched together with it (`extra`, pip's dependency-confusion order) when the same file
 * sets `UV_INDEX_STRATEGY` to an `unsafe-*` strategy.
 */
export function uvMixesIndexes<T extends { readonly use: IndexUse; readonly setting: string }>(indexes: readonly T[], fileText: string): T[] {
  if (!indexes.some((i) => i.use === 'first' && i.setting.startsWith('UV_')) || !UV_UNSAFE_STRATEGY.test(fileText)) return indexes.slice();
  return indexes.map((i) => (i.use === 'first' && i.setting.startsWith('UV_') ? { ...i, use: 'extra' } : i));
}

/** The index an environment variable sets (`PIP_EXTRA_INDEX_URL: https://…` in a workflow's `env:`), or null. */
export function indexFromVariable(name: string, value: unknown): CommandIndex | null {
  const use = INDEX_VARIABLES[name];
  return use === undefined || typeof value !== 'string' ? null : judgedIndex(use, value.trim().split(/\s+/)[0] ?? '', name);
}

/**
 * The package indexes one command line (continuations joined) adds for pip, pipx or uv, and the
 * environment variables that do the same: `pip install --extra-index-url https://host/simple pkg`,
 * `uv pip install --index-url …`, `pip config set global.extra-index-url …`, `poetry source add
 * --priority=supplemental name https://…`, `PIP_EXTRA_INDEX_URL=https://…`. Judged as
 * `pip-extra-index` judges a requirements file (pypi/indexes.ts). Read per simple command, word by
 * word, with the limits of findRemoteInstalls.
 */
export function findCommandIndexes(command: string): CommandIndex[] {
  if (!command.includes('://') && !/trusted-host|insecure-host|TRUSTED_HOST|INSECURE_HOST/.test(command)) return [];
  const found: CommandIndex[] = configFileIndexes(command);
  for (const words of simpleCommands(command)) {
    // The variables, wherever they are set on the line: `PIP_INDEX_URL=… pip install`, `export …`, `ENV …=…`.
    for (const word of words) {
      const eq = word.indexOf('=');
      const use = eq > 0 ? INDEX_VARIABLES[word.slice(0, eq)] : undefined;
      if (use === undefined) continue;
      const index = judgedIndex(use, word.slice(eq + 1), word.slice(0, eq));
      if (index !== null) found.push(index);
    }
    let i = programStart(words);
    let name = programName(words[i] ?? '');
    if (name === 'python' && words[i + 1] === '-m' && words[i + 2] !== undefined) {
      name = programName(words[i + 2]!);
      i += 2;
    }
    if (!PIP_PROGRAM.test(name) && name !== 'uv' && name !== 'uvx' && !(name === 'poetry' && words[i + 1] === 'source')) {
      // `poetry run pip install …`, `conda run -n env pip install …`: the installer inside.
      const inner = installerOf(words);
      if (inner === null || !PIP_PROGRAM.test(inner.tool)) continue;
      name = inner.tool;
      i = inner.from - 2;
    }
    const args = words.slice(i + 1);
    if (name === 'poetry') {
      // `poetry source add [--priority=P] NAME URL`: a supplemental source is asked when PyPI lacks a name; a primary one replaces PyPI.
      if (args[0] !== 'source' || args[1] !== 'add') continue;
      const flag = args.findIndex((w) => w === '--priority' || w.startsWith('--priority='));
      const priority = flag < 0 ? 'primary' : args[flag]!.includes('=') ? args[flag]!.slice(11) : (args[flag + 1] ?? '');
      if (priority === 'explicit') continue;
      const url = args.find((w) => /^https?:\/\//i.test(w));
      const index = url === undefined ? null : judgedIndex(priority === 'supplemental' || priority === 'secondary' ? 'extra' : 'replace', url, 'poetry source add');
      if (index !== null) found.push(index);
      continue;
    }
    if (PIP_PROGRAM.test(name) && args[0] === 'config' && args[1] === 'set' && args[2] !== undefined && args[3] !== undefined) {
      const use = PIP_CONFIG_KEYS[args[2].slice(args[2].indexOf('.') + 1)];
      const index = use === undefined ? null : judgedIndex(use, args[3], `pip config ${args[2]}`);
      if (index !== null) found.push(index);
      continue;
    }
    const uv = name === 'uv' || name === 'uvx';
    // uv's `--index-strategy unsafe-best-match` mixes indexes as pip does.
    const mixes = uv && (UV_UNSAFE_STRATEGY.test(command) || args.some((w, k) => (w === '--index-strategy' ? (args[k + 1] ?? '') : w.startsWith('--index-strategy=') ? w.slice(17) : '').startsWith('unsafe')));
    const options = uv ? UV_INDEX_OPTIONS : PIP_INDEX_OPTIONS;
    for (let k = 0; k < args.length; k += 1) {
      const word = args[k]!;
      if (!word.startsWith('-')) continue;
      const eq = word.indexOf('=');
      const option = eq < 0 ? word : word.slice(0, eq);
      const use = options[option];
      if (use === undefined) continue;
      const value = eq >= 0 ? word.slice(eq + 1) : (args[k + 1] ?? '');
      if (eq < 0) k += 1;
      const index = judgedIndex(mixes && use === 'first' ? 'extra' : use, value, option);
      if (index !== null) found.push(index);
    }
  }
  return found;
}

/** A registry a command line gives npm, pnpm, Yarn or Bun: `npm install --registry URL`, `npm config set registry URL`, `NPM_CONFIG_REGISTRY=URL`. */
export interface CommandRegistry {
  /** The URL as written. */
  readonly url: string;
  /** `@scope` for a scope's registry, else null (every package). */
  readonly scope: string | null;
  /** The option, setting or variable as written: `--registry`, `npm config set registry`, `NPM_CONFIG_REGISTRY`. */
  readonly setting: string;
}

/** The variables npm, Yarn and Bun read their registry from. */
const REGISTRY_VARIABLE = /^(?:npm_config_registry|yarn_npm_registry_server|yarn_registry|bun_config_registry)$/i;
/** Subcommands that install nothing (publishing, account and metadata commands): their `--registry` is where they talk to. */
const NO_INSTALL = new Set(['publish', 'unpublish', 'login', 'logout', 'adduser', 'whoami', 'dist-tag', 'deprecate', 'owner', 'access', 'token', 'view', 'info', 'show', 'search', 'ping', 'profile', 'team', 'org', 'star', 'stars', 'pack']);

/** A registry value worth judging: a literal `http(s)://` URL; a value the pipeline passes in is its own setting. */
function judgedRegistry(raw: string, scope: string | null, setting: string): CommandRegistry | null {
  const url = raw.slice(0, 300);
  return /^https?:\/\/[^\s/$]/i.test(url) && !url.includes('$') && !url.includes('{{') ? { url, scope, setting } : null;
}

/** The registry an environment variable sets (`NPM_CONFIG_REGISTRY: https://…` in a workflow's `env:`), or null. */
export function registryFromVariable(name: string, value: unknown): CommandRegistry | null {
  return REGISTRY_VARIABLE.test(name) && typeof value === 'string' ? judgedRegistry(value.trim(), null, name) : null;
}

/**
 * The registries one command line (continuations joined) points npm, pnpm, Yarn or Bun at: `--registry
 * URL` (and npm's `--@scope:registry=URL`) on a command that installs or runs packages, `npm config set
 * registry URL` (`@scope:registry`, Yarn's `npmRegistryServer`), and the variables that do the same
 * (`NPM_CONFIG_REGISTRY=…`). Judged as `npm-registry-override` judges an `.npmrc`. Publishing and
 * account commands (`npm publish --registry …`) install nothing and are left alone.
 */
export function findCommandRegistries(command: string): CommandRegistry[] {
  if (!command.includes('://') || !/registry/i.test(command)) return [];
  const found: CommandRegistry[] = configFileRegistries(command);
  for (const words of simpleCommands(command)) {
    for (const word of words) {
      const eq = word.indexOf('=');
      const registry = eq > 0 ? registryFromVariable(word.slice(0, eq), word.slice(eq + 1)) : null;
      if (registry !== null) found.push(registry);
    }
    const i = programStart(words);
    const name = programName(words[i] ?? '');
    if (!NPM_LIKE.test(name)) continue;
    const args = words.slice(i + 1);
    if (args[0] === 'config' || args[0] === 'set') {
      const at = args[0] === 'set' ? 1 : args[1] === 'set' ? 2 : -1;
      const pair = at < 0 ? undefined : args[at];
      if (pair === undefined) continue;
      const eq = pair.indexOf('=');
      const key = eq > 0 ? pair.slice(0, eq) : pair;
      const value = eq > 0 ? pair.slice(eq + 1) : (args[at + 1] ?? '');
      const scope = /^(@[\w.-]{1,100}):registry$/i.exec(key)?.[1] ?? null;
      if (scope === null && !/^(?:registry|npmRegistryServer)$/i.test(key)) continue;
      const registry = judgedRegistry(value, scope, `${name} config set ${key}`);
      if (registry !== null) found.push(registry);
      continue;
    }
    if (args.some((w) => NO_INSTALL.has(w))) continue;
    for (let k = 0; k < args.length; k += 1) {
      const word = args[k]!;
      const option = /^--(@[\w.-]{1,100}:)?registry(?==|$)/i.exec(word);
      if (option === null) continue;
      const eq = word.indexOf('=');
      const value = eq >= 0 ? word.slice(eq + 1) : (args[k + 1] ?? '');
      if (eq < 0) k += 1;
      const registry = judgedRegistry(value, option[1] === undefined ? null : option[1].slice(0, -1), option[0]);
      if (registry !== null) found.push(registry);
    }
  }
  return found;
}

/** Whether a Dockerfile ADD source is only data (a config, a document, a key), not code. */
const DATA_FILE = /\.(?:json|ya?ml|toml|txt|md|csv|xml|html?|ini|conf|cfg|properties|pem|crt|cer|asc|gpg|key|pub|png|jpe?g|gif|svg|ico|woff2?|ttf)$/i;

/**
 * A Dockerfile `ADD <url>… <dest>` without `--checksum=`: the sources fetched at build time that
 * nothing pins (data files aside), as installs (`tool` is `ADD`). A git source (`….git#ref`,
 * `git@host:o/r`) is pinned by a full commit, or a `checksum=` in its query.
 */
export function findUnpinnedAdds(args: string): RemoteInstall[] {
  const words = commandHead(args).split(/\s+/).slice(0, MAX_WORDS).map(cleanWord).filter((w) => w !== '');
  if (words.some((w) => w.startsWith('--checksum='))) return [];
  const sources = words.filter((w) => !w.startsWith('--'));
  const found: RemoteInstall[] = [];
  // The last word is the destination.
  for (const word of sources.slice(0, -1)) {
    if (!/^(?:https?:\/\/|git@)/i.test(word)) continue;
    const spec = word.slice(0, 300);
    const host = hostOf(spec);
    if (host === '' || host === 'localhost' || host.startsWith('127.')) continue;
    const worse = worseSource(spec, host);
    const [body = '', fragment = ''] = spec.split('#');
    const [path = '', query = ''] = body.split('?');
    if (/\.git$/i.test(path) || spec.startsWith('git@')) {
      if (/(?:^|&)checksum=/.test(query)) continue;
      const ref = /(?:^|&)ref=([^&]{1,100})/.exec(query)?.[1] ?? (fragment.split(':')[0] || null);
      const pin = refPin(ref);
      if (pin !== null) found.push({ tool: 'ADD', spec, kind: 'git', pin, worse, ref });
      continue;
    }
    if (DATA_FILE.test(path) && worse === null) continue;
    const install = classifySource('ADD', spec, false);
    if (install !== null) found.push(install);
  }
  return found;
}

/** Where an install runs, for its finding's wording: an image build, a CI pipeline, a script or task file. */
export type InstallPlace = 'image' | 'dev-image' | 'ci' | 'script';

const PLACE: Record<InstallPlace, string> = {
  image: 'in the image build, and ships in the image',
  'dev-image': "in the development container's image, on the machine of whoever opens it",
  ci: "in CI, with the pipeline's secrets",
  script: 'on the machine of whoever runs it, and in every build that calls it',
};

/**
 * `remote-package-install`: high from a worse source (plain HTTP, a bare IP, a paste or file-drop
 * host, a URL shortener), medium for a source that moves (no ref, a branch, a file without a
 * version), low for a tag, a short commit or a versioned file without a hash.
 */
export function remoteInstallFinding(install: RemoteInstall, path: string, line: number | null, place: InstallPlace): KeyedFinding {
  const severity = install.worse !== null ? 'high' : install.pin === 'moving' ? 'medium' : 'low';
  const verb = install.tool === 'ADD' ? 'fetches' : 'installs';
  const what =
    install.kind === 'git'
      ? install.ref === null
        ? "the repository's default branch: whatever was pushed there last"
        : install.pin === 'tag'
          ? `${install.ref}, a tag or short commit that whoever controls the repository can point at other code (a branch of that name wins over a short commit)`
          : `${install.ref}, a branch: whatever was pushed there last`
      : install.pin === 'tag'
        ? 'a file with no hash checked: whoever controls that server can replace it under the same name'
        : 'a file with no version and no hash checked: whatever that server returns at that moment';
  const fix =
    install.tool === 'ADD'
      ? 'Add `--checksum=sha256:…` to the ADD (for a git source, pin a full commit), or download a pinned release and check its hash.'
      : install.kind === 'git'
        ? 'Install a released version from the registry, or pin a full 40-hex commit (`git+https://…@<sha>`, `--rev <sha>`).'
        : 'Install a released version from the registry, or pin the file by its hash (`…#sha256=<hash>` with pip, `--require-hashes`), or vendor it.';
  return makeFinding({
    id: 'remote-package-install',
    severity,
    title: `${baseNameOf(path)} ${verb} code from ${install.kind === 'git' ? 'a git ref that is not pinned' : 'a URL without a hash'}${install.worse === null ? '' : ` ${install.worse}`}`,
    detail: `${path} ${install.tool === 'ADD' ? 'ADDs' : `runs ${install.tool} on`} \`${install.spec}\`${install.worse === null ? '' : ` (${install.worse})`}: ${what}. That code runs ${PLACE[place]}, and no one here reviewed it. ${fix}`,
    path,
    line,
    package: install.spec.slice(0, 200),
    subject: `remote:${install.spec}`,
  });
}
