import { sendsData } from '../build-code/behaviors.js';
import { CREDENTIAL_HELPERS, credentialHelpersIn, helperOutputVariables } from '../shell/credential-helpers.js';
import { GIT_CONFIG_CREDENTIAL } from '../shell/git-credentials.js';
import { makeFinding, type KeyedFinding } from '../finding.js';
import { walkPatch } from './changed-lines.js';
import { codeText } from './code-text.js';
import type { CodeLanguage } from './language.js';
import { isSuspiciousEndpoint } from './network-endpoints.js';

/**
 * `credential-store-read`: program or test code that the PR adds names the files where a machine
 * keeps its credentials (SSH private keys, cloud, registry and Git credentials, browser logins,
 * crypto wallets) and sends data out (a POST, an upload, curl or netcat; a raw socket alone is
 * how protocol clients such as SSH talk, and does not count), or names many of them. The credential stealers of 2024-2026
 * (npm, PyPI, crates.io and Go modules; Shai-Hulud's scan of the developer's machine) read these
 * files and post them; an ordinary library never touches them.
 *
 * Token-level and linear like the other code rules: a store is a path spelled on a line, in one
 * string or in parts joined by commas, `+`, `/` or a path join (`".aws", "credentials"`). A store
 * that the patch's context or removed lines already name is the file's own business (a registry
 * client that reads `.npmrc`, a deploy tool that reads an SSH key) and is not counted.
 */

/** Between two parts of a path: a separator, or a string closed and the next one opened. */
const SEP = String.raw`["'\x60]?\s{0,3}[,+/\\]?\s{0,3}["'\x60]?[/\\]{0,2}`;

const PROCESS_MEMORY = "another process's memory (/proc/<pid>/mem)";
const RUNNER_SECRETS = 'the runner\'s secret entries ("isSecret":true)';

/** The credential stores, by name; a line may name several. */
const STORES: readonly (readonly [string, RegExp])[] = [
  ['SSH private key', /\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)/],
  ['SSH authorized_keys', /\bauthorized_keys2?\b/],
  ['AWS credentials', new RegExp(String.raw`\.aws${SEP}credentials\b`)],
  ['npm token (.npmrc)', /\.npmrc\b/],
  ['PyPI token (.pypirc)', /\.pypirc\b/],
  ['.netrc', /[._]netrc\b/],
  ['Git credentials', /\.git-credentials\b/],
  ['Docker credentials', new RegExp(String.raw`\.docker${SEP}config\.json`)],
  ['Kubernetes config', new RegExp(String.raw`\.kube${SEP}config\b`)],
  ['GnuPG keyring', /\.gnupg\b/],
  ['Cargo token', new RegExp(String.raw`\.cargo${SEP}credentials\b`)],
  ['RubyGems token', new RegExp(String.raw`\.gem${SEP}credentials\b`)],
  ['GitHub CLI token', new RegExp(String.raw`\bgh${SEP}hosts\.ya?ml\b`)],
  ['Google Cloud credentials', /\bapplication_default_credentials\.json\b|\bgcloud\W{1,4}credentials\.db\b/],
  ['Azure tokens', /\b(?:accessTokens|msal_token_cache)\.json\b/],
  ['/etc/shadow', /\/etc\/shadow\b/],
  ['shell history', /\.(?:bash|zsh)_history\b/],
  ['browser logins', /\bLogin Data\b|\blogins\.json\b|\bkey4\.db\b|\bLocal State\b/],
  ['crypto wallet', /\bwallet\.dat\b|\.electrum\b|\bExodus\W{1,4}exodus\.wallet\b|\bEthereum\W{1,4}keystore\b|\bsolana\W{1,4}id\.json\b|\bnkbihfbeogaeaoehlefnkodbefgpgknn\b/],
  // Commands that print a stored credential (the s1ngularity payload of the Nx compromise, August 2025, ran `gh auth token`).
  ...CREDENTIAL_HELPERS.map((h) => [h.label, h.pattern] as const),
  ['Git credentials in its configuration (git config --get-regexp credential)', GIT_CONFIG_CREDENTIAL],
  ['process environment file', /\/proc\/(?:self|\d+|\$\w+|["'\x60]\s{0,3}\+\s{0,3}\w+\s{0,3}\+\s{0,3}["'\x60])\/environ\b/],
  // Another process's memory: the runner keeps every secret of a job in Runner.Worker's, as JSON
  // entries marked "isSecret":true (the tj-actions/changed-files and reviewdog payloads, March 2025).
  [PROCESS_MEMORY, /\/proc\/(?:[^\s/'"\x60]{1,40}|["'\x60]\s{0,3}\+\s{0,3}\w{1,40}\s{0,3}\+\s{0,3}["'\x60])\/mem\b/],
  [RUNNER_SECRETS, /["\\]isSecret["\\]{1,2}\s{0,2}:\s{0,2}true\b/],
];

/** Stores that need no send to be reported: reading them is the theft (what is found can go to the log). */
const READ_IS_THEFT: ReadonlySet<string> = new Set([PROCESS_MEMORY, RUNNER_SECRETS]);

/**
 * Raw sockets: what protocol clients (an SSH client with its key, a database driver) talk through.
 * A send only through one of these is not counted; the stealers post over HTTP (or pipe to curl,
 * netcat or `/dev/tcp`, which still count).
 */
const RAW_SOCKET = /\bsocket\.(?:socket|create_connection)\s*\(|\bnet\.Dial(?:Timeout|UDP|TCP)?\s*\(|\bTcpStream::connect\b|\bUdpSocket::bind\b|\bnew\s+Socket\s*\(|\bTCPSocket\.(?:new|open)\b|\bfsockopen\s*\(|\bnet\.(?:connect|createConnection)\s*\(|\bnew\s+(?:TcpClient|UdpClient)\s*\(/g;

/** Whether a line sends data out other than through a raw socket alone. */
export function postsData(code: string, language: CodeLanguage): boolean {
  if (!sendsData(code, language)) return false;
  RAW_SOCKET.lastIndex = 0;
  if (!RAW_SOCKET.test(code)) return true;
  return sendsData(code.replace(RAW_SOCKET, ' '), language);
}

const URL_HOST = /https?:\/\/([\w.-]{1,253})/g;
/** The stores that are commands, and the hosts of the service each command's token is for. */
const CLI_SERVICES: readonly (readonly [string, RegExp])[] = CREDENTIAL_HELPERS.map((h) => [h.label, h.serviceHost] as const);

/** A shell command that makes a request: what its URL carries is sent too. */
const SHELL_CLIENT = /\b(?:curl|wget|nc|ncat|netcat)\b/;

/** Generating a key pair, or naming a public key file. */
const KEY_SETUP = /\bssh-keygen\b|\.pub["'\x60]|["'\x60]\*\.pub\b/;

/** The stores a line names. */
export function credentialStoresOn(code: string): string[] {
  if (code.length < 5) return [];
  return STORES.filter(([, pattern]) => pattern.test(code)).map(([name]) => name);
}

/** Stores named on added lines at least this many (none already named by the patch) make the finding without a send. */
export const MANY_STORES = 3;

/**
 * A cheap test a line must pass before the stores' patterns are tried: a word every store's pattern
 * holds, as specific as the patterns (`src/` or `os.environ` on a line is no reason to try them).
 */
const STORE_HINT = /id_(?:rsa|dsa|ecdsa|ed25519)|authorized_keys|\.aws|(?:npm|pypi|net)rc\b|credential|\.docker|\.kube|gnupg|hosts\.y|etc\/shadow|_history|Login Data|logins\.json|key4\.db|Local State|wallet|electrum|Exodus|keystore|solana|nkbihf|\/environ|\/mem\b|isSecret|Tokens\.json|token_cache|\bauth\b|access-token|git\s+config|npm\s+(?:config|token)|aws\s+(?:configure|sts|ecr)/;

/** What a file's patch adds: the stores it newly names (with their first lines) and where it sends data. */
export interface CredentialStoreReads {
  readonly stores: readonly (readonly [store: string, line: number])[];
  readonly sendLine: number | null;
  readonly suspiciousLine: number | null;
}

export function credentialStoreFinding(path: string, patch: string, language: CodeLanguage, options: { readonly test: boolean }): KeyedFinding | null {
  const reads = credentialStoreReads(patch, language);
  if (reads === null || reads.stores.length === 0) return null;
  const { stores, sendLine, suspiciousLine } = reads;
  const sends = sendLine !== null;
  const theft = stores.some(([store]) => READ_IS_THEFT.has(store));
  if (!sends && !theft && stores.length < MANY_STORES) return null;
  const named = stores.map(([store]) => store);
  const list = named.length > 3 ? `${named.slice(0, 3).join(', ')} and ${named.length - 3} more` : named.join(', ');
  const [, firstLine] = stores[0]!;
  const severity = !sends ? (theft ? 'high' : 'medium') : suspiciousLine !== null ? 'critical' : 'high';
  const where = options.test ? 'This test' : 'This code';
  const detail = sends
    ? `${where} names where the machine keeps its credentials (${list}, from line ${firstLine}) and sends data out (line ${sendLine ?? ''})${suspiciousLine !== null ? `, to a bare IP address or a paste, tunnel or webhook service (line ${suspiciousLine})` : ''}. Reading credential files and posting is what the credential stealers of 2024-2026 packages did; ${options.test ? 'tests run in CI and on developers\u2019 machines, with both' : 'an ordinary library or tool never touches them'}. Remove it, or explain why this code needs those files.`
    : theft
      ? `${where} reads ${list} (line ${firstLine}): a CI runner keeps every secret of the job in its memory, unmasked, even those the step was never given, and this is how the tj-actions/changed-files and reviewdog payloads of March 2025 took them (and printed them to public logs, no send needed). Remove it; if it ran in CI, rotate every secret the workflows use.`
      : `${where} names ${stores.length} places where the machine keeps its credentials (${list}, from line ${firstLine}): the shape of a scan for secrets to steal. Remove it, or explain why this code needs those files.`;
  return makeFinding({
    id: 'credential-store-read',
    severity,
    title: sends ? 'Credential files read and data sent out' : theft ? "Another process's memory read (where a CI runner keeps its secrets)" : 'Many credential files read',
    detail,
    path,
    line: firstLine,
    subject: 'credential-stores',
  });
}

/** The stores a patch newly names and where it sends data; null when its added lines name no store. */
export function credentialStoreReads(patch: string, language: CodeLanguage): CredentialStoreReads | null {
  // First pass: the stores the added lines name (most files name none, and stop here).
  const added = new Map<string, number>();
  walkPatch(patch, (first, text, line) => {
    if (first !== 43 /* + */ || !STORE_HINT.test(text)) return true;
    const { code, isComment } = codeText(text, language);
    if (!isComment) for (const store of credentialStoresOn(code)) if (!added.has(store)) added.set(store, line);
    return true;
  });
  if (added.size === 0) return null;
  // Second pass: what the patch already names, and where it sends data.
  const known = new Set<string>();
  let sendLine: number | null = null;
  let suspiciousLine: number | null = null;
  let keySetup = false;
  const addedHosts: string[] = [];
  const addedShell: (readonly [code: string, line: number])[] = [];
  walkPatch(patch, (first, text, line) => {
    if (first !== 43 /* + */ && first !== 45 /* - */ && first !== 32 /* space */) return true;
    const { code, isComment } = codeText(text, language);
    if (isComment || code.trim() === '') return true;
    if (first === 43) {
      if (language === 'shell' && addedShell.length < 2000) addedShell.push([code, line]);
      if (!keySetup && KEY_SETUP.test(code)) keySetup = true;
      if (addedHosts.length < 20) for (const m of code.matchAll(URL_HOST)) addedHosts.push((m[1] ?? '').toLowerCase());
      if (sendLine === null && postsData(code, language)) sendLine = line;
      if (suspiciousLine === null && isSuspiciousEndpoint(code)) suspiciousLine = line;
    } else {
      if (STORE_HINT.test(code)) for (const store of credentialStoresOn(code)) known.add(store);
      // A send the PR keeps (a context line) carries what it adds beside it.
      if (first === 32 && sendLine === null && postsData(code, language)) sendLine = line;
    }
    return true;
  });
  // Key set-up code (`ssh-keygen`, then the public key uploaded to the hosting service, as `gh auth
  // login` does) names the private key's path beside its `.pub`: not a private key taken.
  if (keySetup) known.add('SSH private key');
  // A CLI's token used with that CLI's own service (`gh auth token` for api.github.com) is how
  // developer tools authenticate; it counts only beside a literal host of another service.
  for (const [store, service] of CLI_SERVICES) {
    if (added.has(store) && !addedHosts.some((host) => !service.test(host))) known.add(store);
  }
  // In a shell script, whose lines are commands, a helper's token counts only when a send carries
  // it: the command on the sending line (`curl -d "$(gh auth token)"`, `gh auth token | curl -d @-`)
  // or a variable assigned its output (`t=$(gh auth token)`, then `curl -d "$t"`). A deploy script
  // that exports `AWS_SECRET_ACCESS_KEY=$(aws configure get …)` for its tools and posts a notice
  // elsewhere sends no credential.
  if (language === 'shell') {
    const held = helperOutputVariables(addedShell.map(([code]) => code));
    const carried = new Set<string>();
    for (const [code, line] of addedShell) {
      // curl and wget send what their URL carries too (`curl "https://…/?k=$KEY"`).
      if (!postsData(code, language) && !SHELL_CLIENT.test(code)) continue;
      const before = carried.size;
      for (const helper of credentialHelpersIn(code)) carried.add(helper.label);
      for (const m of code.matchAll(/\$\{?([A-Za-z_]\w{0,60})/g)) {
        const helper = held.get(m[1] ?? '');
        if (helper !== undefined) carried.add(helper.label);
      }
      if (carried.size > before && sendLine === null) sendLine = line;
    }
    for (const helper of CREDENTIAL_HELPERS) if (added.has(helper.label) && !carried.has(helper.label)) known.add(helper.label);
  }
  const stores = [...added].filter(([store]) => !known.has(store));
  return { stores, sendLine, suspiciousLine };
}
