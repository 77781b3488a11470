/**
 * Shell text that picks the environment variables whose names say secret and sends their values
 * out: the collector of the GhostAction workflows (September 2025) and of the Shai-Hulud and
 * s1ngularity payloads, written as shell.
 *
 * - `for v in $(compgen -e | grep -iE 'token|secret|key'); do echo "$v=${!v}" >> /tmp/o; done`, then
 *   `curl -d @/tmp/o https://…`;
 * - `env | grep -iE 'key|token' | curl -d @- https://…`, `S=$(printenv | grep -i secret)`, then `curl -d "$S" …`;
 * - `for v in $(compgen -v); do [[ $v == *TOKEN* ]] && curl "https://…?$v=${!v}"; done`.
 *
 * Three parts, all required: a list of the environment's variables (`compgen -e`/`-v`, `${!prefix@}`,
 * `env`, `printenv`, `export -p`, `declare -x`, `set`, a process's environ) filtered by a secret's
 * word (`grep -i token`, `[[ $v == *SECRET* ]]`, `case … *KEY*)`); their values taken (the listing
 * carries them, or `${!v}`, `printenv "$v"`, `eval echo \$$v` reads them); and a network command that
 * sends what was taken (on the same line, in the loop that reads the values, or a later line that
 * sends the file or variable they were written to) to a host that is not the machine's own. Not a
 * pick: names alone (`compgen -e | grep -i token`, `env | grep TOKEN | cut -d= -f1`), values masked
 * (a sed that rewrites `=.*` to `=***`), `compgen -c` (commands), `grep TOKEN .env.example` (a file, not the
 * environment), a listing that no secret's word filters (`env | sort`: the whole-environment rules'
 * business).
 */

/** A listing of the environment's variables, names or values. */
const LISTING = /\bcompgen\s+-(?:[ev]\b|A\s+(?:variable|export)\b)|\$\{![a-z_]\w{0,40}[@*]\}|\b(?:declare|typeset)\s+-[a-z]{0,4}[px]\b|\bexport\s+-p\b|(?:^|[\s;&|(`])(?:printenv|env|set)\s*(?:\||$|\))|\/proc\/[\w${}]{1,24}\/environ\b|\bGet-ChildItem\s+env:|\b(?:gci|dir|ls)\s+env:/i;
/** A listing of names only: the values are read apart, if at all. */
const NAMES_LISTING = /\bcompgen\s+-(?:[ev]\b|A\s+(?:variable|export)\b)|\$\{![A-Za-z_]\w{0,40}[@*]\}/;
/** A stage that keeps the names and drops or blanks the values (or counts the lines): `cut -d= -f1`, a sed that rewrites `=.*`, `wc`, `awk -F= '{print $1}'`. */
const VALUES_DROPPED = /\bcut\s+(?:-d\s*["']?=["']?\s+-f\s*1\b|-f\s*1\s+-d\s*["']?=)|\bsed\s[^|;]{0,40}s([/|#])=\.[*+]|\bawk\s+-F\s*["']?=["']?\s+["']?\{\s*print\s+\$1\s*\}|\|\s*wc\b/;
/** A variable's value read by a name held in another: `${!v}`, `printenv "$v"`, `eval echo \$$v`, `declare -p "$v"`. */
const INDIRECT_READ = /\$\{![A-Za-z_]\w{0,40}\}|\bprintenv\s+["']?\$\{?[A-Za-z_]|\beval\b[^\n]{0,80}\\\$\{?\$|\bdeclare\s+-p\s+["']?\$/;
/** A command that talks to the network. */
const NETWORK = /\b(?:curl|wget|nc|ncat|netcat|socat|Invoke-WebRequest|Invoke-RestMethod|iwr|irm)\b|\/dev\/(?:tcp|udp)\//;
/** The host of a URL, of nc's or socat's target, or of bash's `/dev/tcp/HOST/PORT`. */
const HOST = /\bhttps?:\/\/(?:[^\s/@"'`]{1,200}@)?([A-Za-z0-9][\w.-]{0,252})|\/dev\/(?:tcp|udp)\/([\w.-]{1,253})\/|\b(?:nc|ncat|netcat)\s+(?:-\w{1,6}\s+){0,4}([A-Za-z0-9][\w-]{0,62}(?:\.[\w-]{1,63}){1,6})\s+\d{1,5}\b/g;
/** Hosts that are the machine itself, a private network or an example. */
const LOCAL = /^(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|10(?:\.\d{1,3}){3}|192\.168(?:\.\d{1,3}){2}|172\.(?:1[6-9]|2\d|3[01])(?:\.\d{1,3}){2}|[\w.-]{0,200}\.(?:test|local|localhost|invalid|example|internal)|example\.(?:com|org|net))$/i;
/** The text a name test matches names with: grep's and `=~`'s patterns, a glob of `==` or `case`. */
const NAME_TEST = /\b[ef]?grep\b([^|;&)]{1,200})|=~\s*(\S{1,120})|==?\s*["']?(\*[^\s\]]{1,80})|^\s*(?:\(\s*)?(["']?[\w*|]{2,120}["']?)\)|\bcase\s[^;]{1,80}?\sin\s+(["']?[\w*|]{2,120}["']?)\)/g;
/** One alternative of a name test that names a secret by its word, or a prefix of credentials' variables. */
const SECRET_WORD = /^_?(?:token|tokens|secret|secrets|password|passwords|passwd|pass|pwd|key|keys|api_?key|credential|credentials|creds?|auth|pat|private_?key|access_?key)_?$|^(?:aws|azure|arm|google|gcp|gcloud|npm|node_auth|pypi|twine|docker|cargo|vault|ssh|gpg)_$/i;
/** A loop over what a line lists: `for v in $(…)`, `… | while read v`. */
const LOOP = /\bfor\s+[A-Za-z_]\w{0,40}\s+in\b|\bwhile\s+(?:IFS=\S{0,8}\s+)?read\b/;
/** The most picks a script is read for. */
const MAX_PICKS = 50;
/** Lines after a listing where the loop over it may test names, read values and send them. */
const WINDOW = 8;
/** A file a line writes (`> f`, `>> f`, `tee -a f`; not a descriptor or /dev/…). */
const WRITTEN = /(?:>>?|\btee(?:\s+-a)?)[ \t]*["']?([\w./${}~-]{1,200})/g;
/** A variable a line assigns (`S=$(…)`, `data+=…`, `export S=…`). */
const ASSIGNED = /^\s*(?:export\s+|local\s+|declare\s+)?([A-Za-z_]\w{0,60})\+?=/;

/** Whether a name test's pattern names a secret's word. */
function namesSecret(pattern: string): boolean {
  for (const word of pattern.split(/\s+/).slice(0, 12)) {
    const text = word.replace(/^["']|["']$/g, '');
    if (text.startsWith('-') || text.includes('/')) continue;
    for (const part of text.split(/[|*]/).slice(0, 20)) {
      if (SECRET_WORD.test(part.replace(/\\b|[\^$.()[\]\\?+]/g, ''))) return true;
    }
  }
  return false;
}

/** A grep of the line that prints no matching line: `-q` (an exit status), `-c` (a count), `-l`/`-L` (file names). */
function grepPrintsNoLines(line: string): boolean {
  for (const m of line.matchAll(/\b[ef]?grep((?:\s+-[A-Za-z]{1,8})+)/g)) if (/-[A-Za-z]{0,7}[qclL]/.test(m[1] ?? '')) return true;
  return false;
}

function testsSecretName(line: string): boolean {
  NAME_TEST.lastIndex = 0;
  for (const m of line.matchAll(NAME_TEST)) if (namesSecret(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '')) return true;
  return false;
}

/** The hosts a line sends to that are not the machine's own or an example. */
function remoteHosts(line: string): string[] {
  if (!NETWORK.test(line)) return [];
  HOST.lastIndex = 0;
  return [...line.matchAll(HOST)].map((m) => (m[1] ?? m[2] ?? m[3] ?? '').toLowerCase()).filter((h) => h !== '' && !LOCAL.test(h));
}

export interface SecretPickSent {
  /** The index of the line that lists the environment and tests its names. */
  readonly picked: number;
  /** The index of the line that sends the values. */
  readonly sent: number;
  /** Where they go. */
  readonly hosts: readonly string[];
}

/** The hosts a script names anywhere, not the machine's own (a URL held in a variable: `URL=https://…`, then `curl "$URL"`). */
function hostsOf(lines: readonly string[]): string[] {
  const all: string[] = [];
  for (const line of lines) {
    HOST.lastIndex = 0;
    for (const m of line.matchAll(HOST)) if (m[1] !== undefined && !LOCAL.test(m[1])) all.push(m[1].toLowerCase());
  }
  return all;
}

/**
 * Where a shell script (its lines, in order) picks the variables named like secrets, takes their
 * values and sends them to a host that is not local, or null. The first such pick counts.
 */
export function secretNamedVariablesSent(lines: readonly string[]): SecretPickSent | null {
  // A URL held in a variable (`URL=https://…`, then `curl "$URL"`): the script's hosts.
  const scriptHosts = (): string[] => hostsOf(lines);
  // The lines that talk to the network, found once (each pick looks among them for its send).
  const network: number[] = [];
  for (let i = 0; i < lines.length; i += 1) if (NETWORK.test(lines[i] ?? '')) network.push(i);
  if (network.length === 0) return null;
  let picks = 0;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (line.length > 4000 || !LISTING.test(line)) continue;
    // A loop fed at its end (`while read v; do …; done < <(compgen -e | grep -i token)`) reads the listing in the lines above it.
    let start = i;
    if (/^\s*done\b/.test(line)) for (let k = i - 1; k >= 0 && k >= i - WINDOW; k -= 1) if (LOOP.test(lines[k] ?? '')) start = k;
    const end = Math.min(lines.length, i + WINDOW + 1);
    const window = lines.slice(start, end);
    // The name test on the listing's line, or in the loop over it (`if [[ $v == *TOKEN* ]]`).
    if (!testsSecretName(line) && !(LOOP.test(line) && window.slice(1, 4).some(testsSecretName))) continue;
    if (VALUES_DROPPED.test(line) || grepPrintsNoLines(line)) continue;
    const values = !NAMES_LISTING.test(line) || window.some((w) => INDIRECT_READ.test(w));
    if (!values) continue;
    // A file of many picks and no send (hostile content) is read for its first MAX_PICKS.
    if (++picks > MAX_PICKS) break;
    // What carries the values on: the line itself or its loop, a file written or a variable assigned there.
    const files = new Set<string>();
    const names = new Set<string>();
    for (const w of window) {
      if (!(w === line || INDIRECT_READ.test(w) || LISTING.test(w))) continue;
      WRITTEN.lastIndex = 0;
      for (const m of w.matchAll(WRITTEN)) {
        const file = (m[1] ?? '').replace(/^\.\//, '');
        if (file !== '' && !file.startsWith('&') && !file.startsWith('/dev/') && !/^\d$/.test(file)) files.add(file);
      }
      const assigned = ASSIGNED.exec(w)?.[1];
      if (assigned !== undefined) names.add(assigned);
    }
    for (const j of network) {
      if (j < start) continue;
      if (j >= i + 400) break;
      const w = lines[j] ?? '';
      const inLoop = j < end && (j === i || INDIRECT_READ.test(w) || LISTING.test(w));
      const carries = inLoop || [...files].some((f) => w.includes(f)) || [...names].some((n) => new RegExp(`\\$\\{?${n}\\b`).test(w));
      if (!carries) continue;
      const hosts = remoteHosts(w);
      const where = hosts.length > 0 ? hosts : /\$\{?[A-Za-z_]/.test(w) ? scriptHosts() : [];
      if (where.length === 0) continue;
      return { picked: i, sent: j, hosts: [...new Set(where)] };
    }
  }
  return null;
}

/** A loop over names written out (group 1 the loop's variable, group 2 the list): `for n in NPM_TOKEN PYPI_TOKEN; do`. */
const LIST_LOOP = /\bfor\s+([A-Za-z_]\w{0,40})\s+in\s+([^;&|$`(){}<>\n]{1,600})(?:;|$)/;
/** An array of names (group 1 the array, group 2 its items): `names=(NPM_TOKEN PYPI_TOKEN)`, `declare -a names=(…)`. */
const NAME_ARRAY = /^\s*(?:local\s+|declare\s+-a\s+|readonly\s+)?([A-Za-z_]\w{0,40})=\(([^()\n]{1,600})\)/;
/** A loop over an array's items (group 1 the loop's variable, group 2 the array): `for n in "${names[@]}"; do`. */
const ARRAY_LOOP = /\bfor\s+([A-Za-z_]\w{0,40})\s+in\s+["']?\$\{([A-Za-z_]\w{0,40})\[[@*]\]\}/;
/** A loop fed by a pipeline (group 1 the loop's variable): `… | while read kv; do`, `… | while IFS= read -r line`. */
const PIPED_LOOP = /\|\s*while\s+(?:IFS=\S{0,8}\s+)?read\s+(?:-r\s+)?([A-Za-z_]\w{0,40})/;
/** A loop over a command's output (group 1 the loop's variable, group 2 the command): `for kv in $(echo "$ALL" | jq …); do`. */
const COMMAND_LOOP = /\bfor\s+([A-Za-z_]\w{0,40})\s+in\s+\$\(([^\n]{1,600})\)/;

/**
 * An inline program's loop over names written out as quoted strings (group 1 the loop's variable,
 * group 2 the list): Python's `for n in ("NPM_TOKEN", "PYPI_TOKEN"):` (a list, tuple or set), JS's
 * `for (const n of ["NPM_TOKEN", "PYPI_TOKEN"])`.
 */
const PROGRAM_LIST_LOOP = /^\s*for\s+([A-Za-z_]\w{0,40})\s+in\s+[([{]([^()[\]{}\n]{1,600})[)\]}]\s*:|\bfor\s*\(\s*(?:const|let|var)\s+([A-Za-z_$][\w$]{0,40})\s+of\s+\[([^[\]\n]{1,600})\]\s*\)/;
/** An inline program's request calls (Python's urllib, requests and httpx; JS's fetch, axios, http(s)). */
const PROGRAM_NETWORK = /\b(?:urlopen|fetch)\s*\(|\b(?:requests|httpx|axios)\.(?:get|post|put|patch|request)\s*\(|\burllib\.request\.Request\s*\(|\bhttps?\.(?:get|request)\s*\(/;

/** The lines of a program loop's body from its header at `i`: the header and the lines indented deeper (blank lines kept), at most WINDOW lines. */
function programLoopBody(lines: readonly string[], i: number): string[] {
  const header = lines[i] ?? '';
  const indent = /^\s*/.exec(header)?.[0].length ?? 0;
  const body = [header];
  for (let k = i + 1; k < lines.length && k <= i + WINDOW; k += 1) {
    const line = lines[k] ?? '';
    if (line.trim() !== '' && (/^\s*/.exec(line)?.[0].length ?? 0) <= indent && !/^\s*[)}\]]/.test(line)) break;
    body.push(line);
  }
  return body;
}

/**
 * Where an inline program (a `shell: python` step, `python3 - <<EOF`) loops over secrets' names
 * written out and sends each value: `for n in ("NPM_TOKEN", "PYPI_TOKEN"):` with
 * `urlopen(url, data=…os.environ[n]…)`, or the value first held by a name (`v = os.getenv(n)`).
 */
function programListSent(lines: readonly string[], secretName: (name: string) => boolean, scriptHosts: () => string[]): SecretPickSent | null {
  let loops = 0;
  for (let i = 0; i < lines.length && loops < MAX_PICKS; i += 1) {
    const line = lines[i] ?? '';
    if (line.length > 4000) continue;
    const m = PROGRAM_LIST_LOOP.exec(line);
    if (m === null) continue;
    const items = (m[2] ?? m[4] ?? '').split(',').map((w) => w.trim()).filter((w) => w !== '').slice(0, 60);
    const names = items.map((w) => /^["']([A-Za-z_]\w{0,80})["']$/.exec(w)?.[1]);
    if (names.length < 2 || names.some((n) => n === undefined) || !names.some((n) => secretName(n ?? ''))) continue;
    loops += 1;
    const v = escapeName(m[1] ?? m[3] ?? '');
    const read = new RegExp(`\\bos\\.environ\\s*\\[\\s*${v}\\s*\\]|\\bos\\.(?:environ\\.get|getenv)\\s*\\(\\s*${v}\\s*[,)]|\\bprocess\\.env\\s*\\[\\s*${v}\\s*\\]`);
    const body = programLoopBody(lines, i);
    // Names the body gives a value read so (`value = os.environ[n]`), at most a few.
    const held = body.flatMap((b) => (read.test(b) ? [/^\s*(?:(?:const|let|var)\s+)?([A-Za-z_]\w{0,40})\s*=[^=]/.exec(b)?.[1]] : [])).filter((h): h is string => h !== undefined).slice(0, 5);
    const heldNames = held.map((h) => new RegExp(`\\b${escapeName(h)}\\b`));
    const carried = (b: string): boolean => read.test(b) || heldNames.some((h) => h.test(b));
    for (let k = 0; k < body.length; k += 1) {
      const b = body[k] ?? '';
      if (!PROGRAM_NETWORK.test(b) || !carried(b)) continue;
      HOST.lastIndex = 0;
      const hosts = [...b.matchAll(HOST)].map((h) => (h[1] ?? '').toLowerCase()).filter((h) => h !== '' && !LOCAL.test(h));
      HOST.lastIndex = 0;
      // The script's hosts only when the line names none (its URL in a variable).
      const where = hosts.length > 0 ? hosts : !HOST.test(b) ? scriptHosts() : [];
      HOST.lastIndex = 0;
      if (where.length > 0) return { picked: i, sent: i + k, hosts: [...new Set(where)] };
    }
  }
  return null;
}

/** The lines of a loop's body from its header at `i`: up to its `done`, at most WINDOW lines. */
function loopBody(lines: readonly string[], i: number): string[] {
  const body: string[] = [];
  const header = lines[i] ?? '';
  // A one-line loop: `for n in A B; do curl …; done`.
  if (/\bdone\b/.test(header)) return [header];
  for (let k = i + 1; k < lines.length && k <= i + WINDOW; k += 1) {
    const line = lines[k] ?? '';
    if (/^\s*done\b/.test(line)) break;
    body.push(line);
  }
  return [header, ...body];
}

/** The hosts of the first line of `body` that sends (a network command) and carries `carried`, or null; the script's hosts when its URL is a variable. */
function loopSends(body: readonly string[], carried: (line: string) => boolean, scriptHosts: () => string[]): { offset: number; hosts: string[] } | null {
  for (let k = 0; k < body.length; k += 1) {
    const line = body[k] ?? '';
    if (!NETWORK.test(line) || !carried(line)) continue;
    const hosts = remoteHosts(line);
    // The script's hosts only when the line names none of its own (its URL in a variable, `curl "$URL"`).
    HOST.lastIndex = 0;
    const where = hosts.length > 0 ? hosts : /\$\{?[A-Za-z_]/.test(line) && !HOST.test(line) ? scriptHosts() : [];
    HOST.lastIndex = 0;
    if (where.length > 0) return { offset: k, hosts: [...new Set(where)] };
  }
  return null;
}

/**
 * Where a script sends the values of secrets it names in a list, or of all of them at once, one by
 * one in a loop (the GhostAction workflows' other shapes): a loop over names written out or an array
 * of them (`for n in NPM_TOKEN PYPI_TOKEN; do curl -d "$n=${!n}" https://…; done`), two or more
 * names of which `secretName` says one holds a secret, their values read by the loop's variable
 * (`${!n}`, `printenv "$n"`); or a loop fed from every secret at once (`echo "$ALL" | jq … | while
 * read kv; do curl -d "$kv" …`, where `allSecrets` says the line reads them all: a variable bound to
 * `toJSON(secrets)`, or the expression itself) that sends its variable; or an inline program's loop
 * over names written out that sends each value (programListSent: `for n in ("NPM_TOKEN",
 * "PYPI_TOKEN"):` with `urlopen(url, data=…os.environ[n]…)`). To a host that is not the machine's
 * own or an example. Null when none.
 */
export function secretListSent(lines: readonly string[], secretName: (name: string) => boolean, allSecrets: (line: string) => boolean): SecretPickSent | null {
  const scriptHosts = (): string[] => hostsOf(lines);
  if (lines.some((l) => PROGRAM_NETWORK.test(l))) {
    const inProgram = programListSent(lines, secretName, scriptHosts);
    if (inProgram !== null) return inProgram;
  }
  if (!lines.some((l) => NETWORK.test(l))) return null;
  const arrays = new Map<string, string[]>();
  const namesOf = (list: string): string[] | null => {
    const items = list.trim().split(/\s+/).slice(0, 60).map((w) => w.replace(/^["']|["']$/g, ''));
    return items.length >= 2 && items.every((w) => /^[A-Za-z_]\w{0,80}$/.test(w)) && items.some(secretName) ? items : null;
  };
  let loops = 0;
  for (let i = 0; i < lines.length && loops < MAX_PICKS; i += 1) {
    const line = lines[i] ?? '';
    if (line.length > 4000) continue;
    const array = NAME_ARRAY.exec(line);
    if (array !== null && arrays.size < MAX_PICKS) {
      const names = namesOf(array[2] ?? '');
      if (names !== null) arrays.set(array[1] ?? '', names);
    }
    const listed = LIST_LOOP.exec(line);
    const overArray = ARRAY_LOOP.exec(line);
    const variable = (listed !== null && namesOf(listed[2] ?? '') !== null ? listed[1] : undefined) ?? (overArray !== null && arrays.has(overArray[2] ?? '') ? overArray[1] : undefined);
    if (variable !== undefined) {
      loops += 1;
      const body = loopBody(lines, i);
      const v = escapeName(variable);
      const read = new RegExp(`\\$\\{!${v}\\}|\\bprintenv\\s+["']?\\$\\{?${v}\\b|\\beval\\b[^\\n]{0,80}\\\\\\$\\{?\\$\\{?${v}\\b`);
      if (!body.some((b) => read.test(b))) continue;
      const sent = loopSends(body, (b) => read.test(b) || /\$\{?[A-Za-z_]/.test(b), scriptHosts);
      if (sent !== null) return { picked: i, sent: i + sent.offset, hosts: sent.hosts };
      continue;
    }
    const piped = PIPED_LOOP.exec(line) ?? COMMAND_LOOP.exec(line);
    if (piped === null || !allSecrets(line.slice(0, piped.index + (piped[0].startsWith('|') ? 0 : piped[0].length)))) continue;
    loops += 1;
    const v = escapeName(piped[1] ?? '');
    const uses = new RegExp(`\\$\\{?${v}\\b`);
    const sent = loopSends(loopBody(lines, i), (b) => uses.test(b), scriptHosts);
    if (sent !== null) return { picked: i, sent: i + sent.offset, hosts: sent.hosts };
  }
  return null;
}

function escapeName(name: string): string {
  return name.replace(/\W/g, '');
}
