import { hostOf } from '../util.js';
import { blankContinuations } from './continuation.js';

/**
 * Finds commands that download code and run it in one go (`curl … | sh`, `wget -O- | bash`,
 * `bash <(curl …)`, `sh -c "$(curl …)"`) in a shell script.
 *
 * Scripts come from pull requests, so every pattern runs in linear time: a download command is
 * matched up to the end of its command (`\n`, `|`, `;`, `&`) in one step, and only then is the
 * pipe after it tried, anchored there; the closing `)` of a process substitution is optional in
 * the pattern and checked afterwards, so an unclosed `<(curl` is passed over once, not once per
 * start. `sudo` and `env` with their flags, and `NAME=value` assignments, may come between the
 * pipe and the shell or interpreter (Poetry's guide: `curl -sSL https://install.python-poetry.org |
 * POETRY_HOME=/etc/poetry python3 -`); they are bounded in number (8 flags, 8 assignments) and length (64
 * characters a flag or name, 512 a value), so that the part tried after each pipe is too. The
 * shell or interpreter may be named by its path (`| /bin/bash`, `| /usr/bin/python3`), as the
 * malicious Go modules of 2025 wrote it (`wget -O - https://… | /bin/bash &`).
 */
const DOWNLOAD = /\b(?:curl|wget)\b[^\n&;|]*/g;
const PIPED_TO: readonly RegExp[] = [
  /\|\s*(?:sudo\s+(?:-\S{1,64}\s+){0,8})?(?:env\s+(?:-[^\s=]{0,64}\s+){0,4})?(?:\w{1,64}=\S{0,512}\s+){0,8}(?:\/usr)?(?:\/local)?(?:\/s?bin\/)?(?:ba|z|k|da|fi)?sh\b/y,
  /\|\s*(?:sudo\s+(?:-\S{1,64}\s+){0,8})?(?:env\s+(?:-[^\s=]{0,64}\s+){0,4})?(?:\w{1,64}=\S{0,512}\s+){0,8}(?:\/usr)?(?:\/local)?(?:\/s?bin\/)?(?:python3?|perl|ruby|node)\b(?!\s+-m\s+json)/y,
];
/**
 * A download handed to a shell or an interpreter as the text it runs: as a file through process
 * substitution (`bash <(curl …)`, `python3 <(curl …)`, `source <(curl …)`, `. <(wget -qO- …)`), or as a
 * program through command substitution (`sh -c "$(curl …)"`, `eval "$(curl …)"`, `python3 -c "$(curl …)"`,
 * `node -e "$(curl …)"`). A substitution handed to another program (`diff <(curl …) <(curl …)`,
 * `jq . <(curl …)`) runs nothing.
 */
const SUBSTITUTED: readonly RegExp[] = [
  /\b(?:(?:ba|z|k|da)?sh|python[23]?|perl|ruby|node|php)\s+(?:-[\w-]{1,10}\s+){0,4}<\(\s*(?:curl|wget)\b[^\n)]*\)?/g,
  // `source` and `.` in command position (a line's start or after a separator, `then`, `do`), not `jq . <(curl …)`.
  /(?:^|[;&|(]|\b(?:then|do|else))[ \t]*(?:source|\.)[ \t]+<\(\s*(?:curl|wget)\b[^\n)]*\)?/gm,
  /\b(?:(?:ba|z|k|da)?sh\s+-c|eval|(?:python[23]?|perl|ruby|node|php)\s+-[ce])\s+["']?\$\(\s*(?:curl|wget)\b[^\n)]*\)?/g,
];

/**
 * Hosts whose install scripts setup guides and tools pipe into a shell (uv, Bun, rustup, Deno,
 * pnpm, Poetry, Docker, Helm, Homebrew, Chocolatey, Scoop, ...): the ordinary way to install those tools, not a
 * stranger's script. Not the shared GitHub hosts (SHARED_HOSTS), where any account publishes: there
 * only GITHUB_INSTALLER_REPOS count.
 */
const KNOWN_INSTALLERS =
  /^(?:astral\.sh|bun\.sh|sh\.rustup\.rs|deno\.land|deno\.com|get\.pnpm\.io|install\.python-poetry\.org|get\.docker\.com|cli\.github\.com|claude\.ai|cursor\.com|opencode\.ai|pixi\.sh|get\.helm\.sh|sdk\.cloud\.google\.com|dl\.google\.com|awscli\.amazonaws\.com|mise\.run|fnm\.vercel\.app|tailscale\.com|ollama\.com|foundry\.paradigm\.xyz|sh\.brew\.sh|brew\.sh|community\.chocolatey\.org|chocolatey\.org|get\.scoop\.sh)$/i;

/**
 * Installer hosts anyone can publish on (any account's repository): they vouch for no vendor. Another
 * account's script there is judged as any other host's, not worse (docs/findings.md, `curl-pipe-shell`):
 * a GitHub account answers for its script as a stranger's own domain does, the rules are not told
 * the repository's owner (its own organization's scripts would be raised too), and not every tool
 * that pipes from its repository is listed in GITHUB_INSTALLER_REPOS. A gist is a paste: worse (GIST_RAW).
 */
const SHARED_HOSTS = /^(?:raw\.githubusercontent\.com|github\.com)$/i;
const FIRST_URL = /\bhttps?:\/\/[^\s"'`)|]{1,500}/i;
/** curl's, wget's and PowerShell's ways of not checking the server's certificate. */
const TLS_OFF = /(?:^|\s)(?:-k|--insecure|--no-check-certificate|-SkipCertificateCheck)\b/i;

/**
 * GitHub repositories whose install scripts their own guides pipe into a shell, served from the
 * repository itself (`curl -sSfL https://raw.githubusercontent.com/golangci/golangci-lint/master/install.sh
 * | sh -s -- -b $(go env GOPATH)/bin v1.61.0`, nvm's, Helm's `get-helm-3`, Homebrew's): on the shared
 * GitHub hosts only the repository's owner publishes under its path, so these are the vendor's own
 * installers, as a KNOWN_INSTALLERS host is. Owner/repository, lower case.
 */
const GITHUB_INSTALLER_REPOS: ReadonlySet<string> = new Set([
  'golangci/golangci-lint', 'nvm-sh/nvm', 'creationix/nvm', 'helm/helm', 'homebrew/install', 'ohmyzsh/ohmyzsh',
  'pyenv/pyenv-installer', 'python-poetry/poetry', 'python-poetry/install.python-poetry.org', 'kubernetes-sigs/kustomize', 'anchore/syft', 'anchore/grype',
  'aquasecurity/trivy', 'securego/gosec', 'nektos/act', 'k3d-io/k3d', 'terraform-linters/tflint', 'dapr/cli',
  'tj/n', 'schniz/fnm', 'cargo-bins/cargo-binstall', 'sigstore/cosign', 'goreleaser/goreleaser', 'rhysd/actionlint',
  // Installers a release attaches (`github.com/astral-sh/uv/releases/download/0.5.0/uv-installer.sh`, as uv's
  // release notes give it; cargo-dist's): uploaded by the repository's own release pipeline.
  'astral-sh/uv', 'astral-sh/ruff', 'axodotdev/cargo-dist',
]);
/** `raw.githubusercontent.com/<owner>/<repo>/…` or `github.com/<owner>/<repo>/(raw|releases)/…`: the repository a file is served from. */
const GITHUB_FILE_REPO = /^https:\/\/(?:raw\.githubusercontent\.com\/([\w.-]{1,100})\/([\w.-]{1,100})\/|github\.com\/([\w.-]{1,100})\/([\w.-]{1,100})\/(?:raw|releases)\/)/i;

/**
 * The host of a piped download that is a tool vendor's own installer (`curl --proto '=https'
 * -sSf https://sh.rustup.rs | sh`, `curl -fsSL https://bun.sh/install | bash`): over HTTPS, with
 * the certificate checked, from a KNOWN_INSTALLERS host the vendor alone publishes on, or from a
 * GITHUB_INSTALLER_REPOS repository on raw.githubusercontent.com or github.com (any other account's
 * file there vouches for no vendor). Null otherwise.
 */
export function vendorInstallerHost(command: string): string | null {
  const url = FIRST_URL.exec(command)?.[0];
  if (url === undefined || !/^https:/i.test(url) || TLS_OFF.test(command)) return null;
  const host = hostOf(url) ?? '';
  if (SHARED_HOSTS.test(host)) {
    const m = GITHUB_FILE_REPO.exec(url);
    const repo = m === null ? '' : `${m[1] ?? m[3] ?? ''}/${m[2] ?? m[4] ?? ''}`.toLowerCase();
    return GITHUB_INSTALLER_REPOS.has(repo) ? `github.com/${repo}` : null;
  }
  return KNOWN_INSTALLERS.test(host) ? host : null;
}

/**
 * PowerShell's forms (Windows' `curl | sh`): a download piped into Invoke-Expression (`irm
 * https://… | iex`, `iwr … -UseBasicParsing | iex`, `(New-Object Net.WebClient).DownloadString('…') |
 * iex`), and Invoke-Expression of a download (`iex ((New-Object System.Net.WebClient).DownloadString('…'))`,
 * `iex (irm …)`, `Invoke-Expression (Invoke-WebRequest …).Content`). PowerShell is case-insensitive;
 * `curl` and `wget` are its aliases of Invoke-WebRequest. Bounded like the rest: a download is read
 * to the end of its command in one step, the pipe after it anchored there.
 */
const POWERSHELL_DOWNLOAD = /\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|curl|wget)\b[^\n&;|]{0,1000}|\.DownloadString\s{0,4}\([^\n&;|]{0,1000}/gi;
/** Piped into Invoke-Expression, or into Python reading its program from standard input (Poetry's Windows guide: `(Invoke-WebRequest -Uri https://install.python-poetry.org -UseBasicParsing).Content | py -`). */
const POWERSHELL_PIPED = /\|\s{0,20}(?:(?:iex|Invoke-Expression)\b|(?:py|python3?)(?:\.exe)?\s{1,20}-(?![\w-]))/iy;
const POWERSHELL_INVOKED =
  /\b(?:iex|Invoke-Expression)\s{0,20}\(\s{0,20}\(?\s{0,20}(?:New-Object\s{1,20}(?:System\.)?Net\.WebClient\s{0,20}\)\s{0,20}\.DownloadString|iwr|irm|Invoke-WebRequest|Invoke-RestMethod|curl|wget)\b[^\n;|]{0,500}/gi;
const POWERSHELL_RUN = /\biex\b|Invoke-Expression|\|\s{0,20}(?:py|python3?)(?:\.exe)?\s{1,20}-(?![\w-])/i;

function findPowerShellRun(script: string): string[] {
  const found: string[] = [];
  POWERSHELL_DOWNLOAD.lastIndex = 0;
  for (let m = POWERSHELL_DOWNLOAD.exec(script); m; m = POWERSHELL_DOWNLOAD.exec(script)) {
    POWERSHELL_PIPED.lastIndex = POWERSHELL_DOWNLOAD.lastIndex;
    const pipe = POWERSHELL_PIPED.exec(script);
    // `curl … | python3 -` is the shell's form, read by PIPED_TO.
    if (pipe && (/iex|Invoke-Expression/i.test(pipe[0]) || !/^(?:curl|wget)\b/i.test(m[0]))) found.push(tidy(m[0] + pipe[0]));
  }
  POWERSHELL_INVOKED.lastIndex = 0;
  for (let m = POWERSHELL_INVOKED.exec(script); m; m = POWERSHELL_INVOKED.exec(script)) found.push(tidy(m[0]));
  return found;
}

export function findPipeToShell(text: string): string[] {
  // A command continued on the next line (`curl -fsSL … \` then `| bash`) is one command.
  const script = text.includes('\\\n') || text.includes('\\\r\n') ? blankContinuations(text) : text;
  const powershell = POWERSHELL_RUN.test(script) ? findPowerShellRun(script) : [];
  if (!script.includes('curl') && !script.includes('wget')) return powershell;
  const piped: string[][] = PIPED_TO.map(() => []);
  DOWNLOAD.lastIndex = 0;
  for (let m = DOWNLOAD.exec(script); m; m = DOWNLOAD.exec(script)) {
    const end = DOWNLOAD.lastIndex;
    if (script[end] !== '|') continue;
    for (const [i, tail] of PIPED_TO.entries()) {
      tail.lastIndex = end;
      const pipe = tail.exec(script);
      if (pipe) piped[i]!.push(tidy(m[0] + pipe[0]));
    }
  }
  const found = piped.flat();
  for (const pattern of SUBSTITUTED) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(script); m; m = pattern.exec(script)) {
      // Without the separator or keyword that put `source`/`.` in command position.
      if (m[0].endsWith(')')) found.push(tidy(m[0]).replace(/^(?:[;&|(]|then\b|do\b|else\b)\s*/, ''));
    }
  }
  return powershell.length === 0 ? found : [...found, ...powershell];
}

function tidy(command: string): string {
  return command.replace(/\s+/g, ' ').trim();
}

/**
 * What stays the same when a PR only bumps the version of an installer it already pipes into a
 * shell (`…/install.sh | sh -s -- v1.55.2` to `v1.56.0`, `…/v1.2.3/install.sh` to `…/v1.2.4/…`):
 * the command with every number outside a URL's scheme and host replaced by 0, its option words
 * left out but those that turn TLS checks off (OPTION), and the ref of a file served from a GitHub
 * repository left out (GITHUB_FILE_REF). Two commands with
 * the same key fetch from the same host, the same path shape, into the same interpreter; a new
 * host, path or interpreter is a new key. Used to tell an installer already there from a new one.
 */
export function pipeCommandKey(command: string): string {
  return command
    .replace(OPTION, (option: string) => (INSECURE_OPTION.test(option) ? option : ''))
    .replace(/\s{2,}/g, ' ')
    .replace(GITHUB_FILE_REF, '$1@/')
    .replace(/([a-z][\w+.-]{0,20}:\/\/[^/\s'"]{1,300})|\d{1,20}/gi, (match: string, origin: string | undefined) => origin ?? '0');
}

/**
 * An option word (`-fsSL`, `--retry`, `-qO-`): `curl https://…/get-helm-3 | bash` to `curl -fsSL
 * https://…/get-helm-4 | bash` is the same installer. Their values stay (`--resolve host:443:ip`, `-x
 * proxy` are new words), and so do the options that turn TLS checks off.
 */
const OPTION = /(?<=\s)-{1,2}[A-Za-z][\w-]{0,40}(?=\s|$)/g;
const INSECURE_OPTION = /^(?:-[A-Za-z]{0,20}k[A-Za-z]{0,20}|--insecure|--no-check-certificate)$/;

/**
 * The ref of a file served from a GitHub repository (`raw.githubusercontent.com/<owner>/<repo>/<ref>/`,
 * `github.com/<owner>/<repo>/raw/<ref>/`): `master` to `HEAD`, or a tag to another, is the same
 * repository's script at another version, like a version number in the path. The owner and the
 * repository stay in the key (a fork is a new source).
 */
const GITHUB_FILE_REF = /(\braw\.githubusercontent\.com\/[\w.-]{1,100}\/[\w.-]{1,100}\/|\bgithub\.com\/[\w.-]{1,100}\/[\w.-]{1,100}\/raw\/)(?:refs\/(?:heads|tags)\/)?[\w.-]{1,200}\//gi;
