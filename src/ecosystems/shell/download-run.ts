import { EXFIL_HOST, ipInHostname, isPrivateAddress, publicIpUrl } from '../code/network-endpoints.js';
import { findPipeToShell } from './pipe-to-shell.js';

/**
 * `downloaded-binary-run`: a command text (a workflow's `run:` script, a Dockerfile's instructions,
 * a script's added lines) that downloads a file from a bare public IP address, a host name that
 * spells one, or a paste, tunnel or file-drop service, and makes it executable or runs it. What CI
 * and image builds download from such places is a second stage: the payload of a compromised
 * workflow or build (tj-actions and GhostAction, 2025) that no release process stands behind. A
 * download piped straight into a shell is `curl-pipe-shell`'s and is left to it.
 *
 * Token-level and linear: the download and its source are read on one line (or one `ADD`), the
 * execution anywhere in the same text.
 */

const DOWNLOAD = /\b(?:curl|wget|aria2c|Invoke-WebRequest|iwr|Start-BitsTransfer|certutil)\b/i;
/** Dockerfile `ADD <url> <dest>` (options such as `--chmod=755` before them). */
const ADD_URL = /^\s*ADD\s+(?:--[\w-]{1,20}(?:=\S{0,100})?\s+){0,4}(\S{1,2000})\s+(\S{1,500})/i;
const CHMOD_EXEC = /\bchmod\s+(?:-\w{1,4}\s+)?(?:[ugoa]{0,3}\+[rw]{0,2}x|[0-7]{0,2}[1357][0-7]{0,2})\b|--chmod=[0-7]{0,2}[1357]/;
/** curl's `-o file`/`--output file`, wget's `-O file`/`--output-document=file`. */
const OUTPUT = /\s(?:-o|-O|--output|--output-document)(?:=|\s*)["']?([^\s"';&|=][^\s"';&|]{0,299})/;

/** Suspicious downloads checked in one text, characters read after each, and mentions of its file checked. */
const MAX_CANDIDATES = 20;
const MAX_FOLLOWING = 20_000;
const MAX_OCCURRENCES = 200;

export interface DownloadRun {
  /** The line of the text (0-based) the download is on. */
  readonly index: number;
  /** Where it comes from, in words: "a bare IP address (http://45.9.1.2)", "transfer.sh", "plain HTTP (downloads.example.org)". */
  readonly source: string;
  /** From a named public host over plain `http://` (medium: anyone on the path can swap the file), not a suspicious host. */
  readonly plainHttp: boolean;
}

const PLAIN_HTTP = /\bhttp:\/\/(\[::1\]|[\w.-]{1,253})/i;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The host of a plain `http://` URL on the line when it is a public one (not localhost, loopback or a private range: isPrivateAddress), or null. */
function plainHttpHost(line: string): string | null {
  const host = PLAIN_HTTP.exec(line)?.[1]?.toLowerCase();
  if (host === undefined || host === 'localhost' || host === '[::1]') return null;
  const ip = IPV4.exec(host);
  return ip !== null && isPrivateAddress(ip.slice(1, 5).map(Number)) ? null : host;
}

/** A gist's raw file: `https://gist.githubusercontent.com/<user>/<id>/raw/…`, `https://gist.github.com/<user>/<id>/raw`. */
export const GIST_RAW = /\bhttps?:\/\/gist\.(?:githubusercontent|github)\.com\//i;

function suspiciousSource(line: string): string | null {
  const ip = publicIpUrl(line);
  if (ip !== null) return `a bare IP address (${ip})`;
  const spelled = ipInHostname(line);
  if (spelled !== null) return `a host named after an IP address (${spelled})`;
  const host = EXFIL_HOST.exec(line);
  if (host !== null) return host[0];
  // A gist is anyone's paste under GitHub's name (the tj-actions payload of March 2025 came from one), as curl-pipe-shell reads it.
  return GIST_RAW.test(line) ? 'a gist (a paste anyone can create)' : null;
}

/**
 * Whether a download from `url` is `downloaded-binary-run`'s to report when run: a bare public IP, a
 * host named after one, a paste, tunnel or file-drop service, a gist, or plain HTTP to a public host.
 */
export function binaryRunSource(url: string): boolean {
  return suspiciousSource(url) !== null || plainHttpHost(url) !== null;
}

/** curl `-O`/`--remote-name` (alone or among short flags) and wget without `-O` save the file under the URL's last part. */
const REMOTE_NAME = /\bcurl\b.{0,300}?\s(?:-[a-zA-NP-Z]{0,8}O[a-zA-Z]{0,8}|--remote-name)\b|\bwget\b/;
const URL_PATH = /\bhttps?:\/\/[^\s/"']{1,253}\/([^\s"'?#]{0,500})/;

function remoteName(line: string): string | null {
  if (!REMOTE_NAME.test(line)) return null;
  const path = URL_PATH.exec(line)?.[1] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name === '' ? null : name;
}

const PATH_CHAR = /[\w.~${}/-]/;
/** Programs that run the file they are given; `source` and `.` run it in the current shell. */
const INTERPRETERS = ['sh', 'bash', 'zsh', 'python', 'python3', 'node', 'perl', 'ruby', 'pwsh', 'powershell', 'source', '.'];
/** Words after which a command starts: the shell's, and a Dockerfile's RUN, CMD and ENTRYPOINT (exec form too). */
const COMMAND_WORDS = ['then', 'do', 'exec', 'sudo', 'RUN', 'CMD', 'ENTRYPOINT'];

/** `text` without the spaces and tabs it ends with (line breaks kept: they start a command). */
function trimBlanks(text: string): string {
  let end = text.length;
  while (end > 0 && (text.charAt(end - 1) === ' ' || text.charAt(end - 1) === '\t')) end -= 1;
  return text.slice(0, end);
}

/** Whether `word` ends `text` as a whole word. */
function endsWithWord(text: string, word: string): boolean {
  return text.endsWith(word) && (text.length === word.length || !/[\w-]/.test(text.charAt(text.length - word.length - 1)));
}

/**
 * Whether what stands before a file name puts it in command position: the file's directory (or
 * none), after an interpreter or not, after the start of a line or command (`;`, `&&`, `|`, `(`,
 * `then`, `do`, `exec`, `sudo`). Read backwards, one pass.
 */
function inCommandPosition(before: string): boolean {
  let end = before.length;
  while (end > 0 && PATH_CHAR.test(before.charAt(end - 1))) end -= 1;
  // The quote a quoted name opens (`. "$TMP"`, `"$HOME/x.sh"`).
  if (end > 0 && (before.charAt(end - 1) === '"' || before.charAt(end - 1) === "'")) end -= 1;
  let head = trimBlanks(before.slice(0, end));
  const interpreter = INTERPRETERS.find((word) => endsWithWord(head, word));
  if (interpreter !== undefined) head = trimBlanks(head.slice(0, -interpreter.length));
  if (head === '') return true;
  if (';&|(\n'.includes(head.charAt(head.length - 1))) return true;
  // The exec form: `ENTRYPOINT ["/tini", "--"]`.
  let bare = head.length;
  while (bare > 0 && ' \t["'.includes(head.charAt(bare - 1))) bare -= 1;
  const word = head.slice(0, bare);
  return COMMAND_WORDS.some((command) => endsWithWord(word, command));
}

/** Whether `name` (a downloaded file) is run as a command in `rest`: `./name`, `/path/name`, `sh name`. */
function runsFile(rest: string, name: string): boolean {
  const base = name.slice(name.lastIndexOf('/') + 1);
  if (base === '') return false;
  let checked = 0;
  for (let at = rest.indexOf(base); at >= 0 && checked < MAX_OCCURRENCES; at = rest.indexOf(base, at + base.length)) {
    checked += 1;
    const after = rest.charAt(at + base.length);
    if (after !== '' && !/[\s;&|)'"]/.test(after)) continue;
    if (inCommandPosition(rest.slice(Math.max(0, at - 300), at))) return true;
  }
  return false;
}

/**
 * The first download in `lines` from a suspicious source that the same lines make executable or
 * run, or null. `dockerfile`: `ADD <url> <dest>` lines count as downloads to `dest`.
 */
export function suspiciousDownloadRun(lines: readonly string[], options: { readonly dockerfile?: boolean } = {}): DownloadRun | null {
  // Whether a chmod that makes something executable stands on line i or after it: one backward pass.
  const chmodFrom: boolean[] = new Array<boolean>(lines.length + 1).fill(false);
  for (let i = lines.length - 1; i >= 0; i -= 1) chmodFrom[i] = chmodFrom[i + 1] === true || CHMOD_EXEC.test(lines[i] ?? '');
  let candidates = 0;
  for (let index = 0; index < lines.length && candidates < MAX_CANDIDATES; index += 1) {
    const line = lines[index] ?? '';
    const add = options.dockerfile === true ? ADD_URL.exec(line) : null;
    const url = add?.[1] ?? null;
    if (add === null && !DOWNLOAD.test(line)) continue;
    if (add !== null && url !== null && !/^https?:\/\//i.test(url)) continue;
    if (add === null && findPipeToShell(line).length > 0) continue;
    const where = add !== null ? (url ?? '') : line;
    const suspicious = suspiciousSource(where);
    const plain = suspicious === null ? plainHttpHost(where) : null;
    if (suspicious === null && plain === null) continue;
    const source = suspicious ?? `plain HTTP (${plain ?? ''})`;
    const plainHttp = suspicious === null;
    candidates += 1;
    if (chmodFrom[index] === true) return { index, source, plainHttp };
    // What follows the download: the rest of its line (after the output's name) and the lines after
    // it, up to MAX_FOLLOWING characters.
    // `-o file`, or `-o` among combined short flags (`-sLo file`).
    const named = add !== null ? null : (OUTPUT.exec(` ${line}`) ?? COMBINED_OUTPUT.exec(line));
    const output = add !== null ? add[2] ?? null : (named?.[1] ?? remoteName(line));
    if (output === null) continue;
    let after = '';
    for (let next = index + 1; next < lines.length && after.length < MAX_FOLLOWING; next += 1) after += `\n${lines[next] ?? ''}`;
    const rest = add !== null ? after : `${line.slice(named === null ? 0 : Math.max(0, named.index + named[0].length - 1))}${after}`;
    if (runsFile(rest.slice(0, MAX_FOLLOWING), output)) return { index, source, plainHttp };
  }
  return null;
}

/** A script's name: what an interpreter runs (`install.sh`, `setup.py`, `bootstrap.ps1`). */
const SCRIPT_NAME = /\.(?:sh|bash|zsh|py|pl|rb|ps1|js|mjs)$/i;
/** An interpreter given a file: `sh /tmp/x`, `bash -e /tmp/x`, `python3 /tmp/x`. */
const INTERPRETER_RUN = /(?:^|[\s;&|(])(?:sh|bash|zsh|dash|ash|python3?|perl|ruby|node|pwsh)\s+(?:-\w{1,4}\s+){0,3}["']?$/;

export interface AddedScriptRun {
  /** The index of the `ADD` line. */
  readonly index: number;
  readonly url: string;
}

/**
 * A Dockerfile `ADD https://…/install.sh /tmp/install.sh` without `--checksum=`, whose file a later
 * instruction runs as a script (`RUN sh /tmp/install.sh`, `RUN /tmp/install.sh` of a script-named
 * file): `curl … | sh` spelled in two instructions. Sources `suspiciousDownloadRun` reads (plain
 * HTTP, a bare IP, a paste host) are left to it. Lines are `KEYWORD args`, continuations joined.
 */
export function addedScriptRun(lines: readonly string[]): AddedScriptRun | null {
  for (let index = 0; index < lines.length && index < 2000; index += 1) {
    const line = lines[index] ?? '';
    const add = ADD_URL.exec(line);
    if (add === null) continue;
    const url = add[1] ?? '';
    const dest = add[2] ?? '';
    if (!/^https:\/\//i.test(url) || /--checksum=/i.test(line) || suspiciousSource(url) !== null) continue;
    const urlPath = URL_PATH.exec(url)?.[1] ?? '';
    const urlName = urlPath.slice(urlPath.lastIndexOf('/') + 1);
    // The file's path in the image: the destination, or the URL's name inside a destination folder.
    const file = dest.endsWith('/') ? `${dest}${urlName}` : dest;
    const base = file.slice(file.lastIndexOf('/') + 1);
    if (base === '') continue;
    const script = SCRIPT_NAME.test(base) || SCRIPT_NAME.test(urlName);
    let after = '';
    for (let next = index + 1; next < lines.length && after.length < MAX_FOLLOWING; next += 1) after += `\n${lines[next] ?? ''}`;
    after = after.slice(0, MAX_FOLLOWING);
    let checked = 0;
    for (let at = after.indexOf(base); at >= 0 && checked < MAX_OCCURRENCES; at = after.indexOf(base, at + base.length)) {
      checked += 1;
      const next = after.charAt(at + base.length);
      if (next !== '' && !/[\s;&|)'"\]]/.test(next)) continue;
      const before = after.slice(Math.max(0, at - 300), at);
      let start = before.length;
      while (start > 0 && PATH_CHAR.test(before.charAt(start - 1))) start -= 1;
      // Run by an interpreter, whatever its name; run directly only when it is named as a script.
      if (INTERPRETER_RUN.test(before.slice(0, start)) || (script && inCommandPosition(before))) return { index, url };
    }
  }
  return null;
}

/** An archive's name: what tar or unzip unpacks. */
const ARCHIVE_NAME = /\.(?:tar\.(?:gz|xz|bz2|zst)|tgz|txz|tbz2?|tar|zip)$/i;
/** tar's extract flag, in its old (`xzf`), short (`-xzf`) or long (`--extract`) form. */
const TAR_EXTRACT = /(?:^|\s)-?[A-Za-z]{0,6}x[A-Za-z]{0,6}(?=\s|$)|\s--extract\b/;
/** A checksum or signature check that vouches for a download: `sha256sum -c`, `shasum -a 256 -c`, `gpg --verify`, `cosign verify-blob`, `minisign -V`. */
const VERIFIED = /\bsha(?:1|256|512)sum\b|\bshasum\b|\bgpg\s+(?:--batch\s+)?--verify\b|\bcosign\s+verify|\bminisign\b|--checksum=/;
/** A file of a download-and-run as a check names it: a word ending like an archive or a script (`agent.tgz`, `/tmp/setup.sh`). */
const DOWNLOADED_FILE_WORD = /[\w-]\.(?:tar\.(?:gz|xz|bz2|zst)|tgz|txz|tbz2?|tar|zip|sh|bash|zsh|py|pl|rb|ps1|js|mjs)(?![\w-])/gi;

/** The pipeline of `text` around `at`: from the command list's separator before it (`;`, `&&`, `||`, a line break) to the one after, 2,000 characters each way at most. */
function pipelineAround(text: string, at: number): { readonly start: number; readonly end: number } {
  const separator = (i: number): boolean => {
    const c = text.charAt(i);
    return c === '\n' || c === ';' || ((c === '&' || c === '|') && text.charAt(i + 1) === c);
  };
  let start = at;
  // Backwards, `&&` and `||` are seen at their second character.
  while (start > 0 && at - start < 2000 && text.charAt(start - 1) !== '\n' && text.charAt(start - 1) !== ';' && !(start > 1 && separator(start - 2))) start -= 1;
  let end = at;
  while (end < text.length && end - at < 2000 && !separator(end)) end += 1;
  return { start, end };
}

/**
 * Whether a checksum or signature check (VERIFIED) in `text` vouches for the file a download at
 * `from` saved and `to` uses (runs, unpacks): a check between the two whose pipeline names the
 * file (one of `names`: its saved name, the URL's; `echo "$SUM  agent.tgz" | sha256sum -c -`,
 * `gpg --verify agent.tgz.asc agent.tgz`), reads the download's own pipe (`curl … | tee x.tgz |
 * sha256sum`), or names no archive or script at all (a list of sums, `sha256sum -c --ignore-missing
 * SHA256SUMS`, `"$SUM  $FILE"`). A check of another file (`sha256sum -c node.tgz.sha256` before
 * another archive is unpacked), before the download or after the use vouches for nothing. `from`
 * -1: the download is before `text` (a Dockerfile's `ADD`, used by a later RUN).
 */
function checkedBetween(text: string, from: number, to: number, names: readonly string[]): boolean {
  const checks = new RegExp(VERIFIED.source, 'g');
  const span = text.slice(0, Math.min(to, text.length));
  checks.lastIndex = Math.max(0, from);
  let read = 0;
  for (let c = checks.exec(span); c !== null && read < MAX_OCCURRENCES; c = checks.exec(span)) {
    read += 1;
    const pipeline = pipelineAround(text, c.index);
    if (pipeline.start <= from) return true;
    const words = text.slice(pipeline.start, pipeline.end);
    if (names.some((name) => name !== '' && words.includes(name))) return true;
    DOWNLOADED_FILE_WORD.lastIndex = 0;
    if (!DOWNLOADED_FILE_WORD.test(words)) return true;
  }
  return false;
}
/**
 * A source build's own steps, which any source tarball carries and runs (`./autogen.sh && ./configure
 * && make`): building a release from source, not an installer handed the machine.
 */
const SOURCE_BUILD_STEP = /^(?:autogen|bootstrap|configure|buildconf)(?:\.sh)?$/i;
/** Commands of one line: where each starts (after `;`, `&&`, `||`, `|`, a line break, `(`). */
const COMMAND_BREAK = /[;&|\n(]/;

/**
 * Whether `path` is a file the archive put there: under a folder it was unpacked into (`-C`) or the
 * archive's own folder, or, relative (unpacked into the working folder), in a top folder named after
 * the archive (`agent/install.sh` from agent-2.1.tar.gz): the project's own `./scripts/build.sh`,
 * COPY'd there, is not the archive's.
 */
function fromArchive(path: string, dirs: readonly string[], archive: string): boolean {
  const bare = path.replace(/^(?:\.\/)+/, '');
  for (const dir of dirs) {
    let folder = dir.replace(/^(?:\.\/)+/, '');
    while (folder.endsWith('/')) folder = folder.slice(0, -1);
    if (folder !== '' && folder !== '.' && (bare.startsWith(`${folder}/`))) return true;
  }
  if (/^[/$~]/.test(path) || !bare.includes('/')) return false;
  const name = /^[A-Za-z]{3,40}/.exec(archive)?.[0]?.toLowerCase();
  return name !== undefined && bare.toLowerCase().startsWith(name);
}

/**
 * Whether `text` runs a script the archive named `archive` put in `dirs` (fromArchive): a
 * script-named file in command position, or any file an interpreter is given, source-build steps
 * aside. Word by word, one pass.
 */
function runsScriptFrom(text: string, dirs: readonly string[], archive: string): boolean {
  const words = /[^\s;&|()`]{1,500}/g;
  let checked = 0;
  for (let m = words.exec(text); m !== null && checked < MAX_OCCURRENCES; m = words.exec(text)) {
    // Quotes around a part (`"$HOME"/x/install.sh`) are the shell's, not the path's.
    const word = m[0].replace(/["']/g, '');
    const base = word.slice(word.lastIndexOf('/') + 1);
    if (base === '' || !/[./]/.test(word) || word.startsWith('-') || SOURCE_BUILD_STEP.test(base) || !fromArchive(word, dirs, archive)) continue;
    checked += 1;
    const before = text.slice(Math.max(0, m.index - 300), m.index);
    if (INTERPRETER_RUN.test(before) || (SCRIPT_NAME.test(base) && inCommandPosition(before))) return true;
  }
  return false;
}

/** The end of the command that starts at `from` (the next `;`, `&`, `|`, line break or `(`), or the text's end. */
function commandEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i += 1) if (COMMAND_BREAK.test(text.charAt(i))) return i;
  return text.length;
}

/** tar's `-C dir`, `--directory=dir`; unzip's `-d dir`. */
const EXTRACT_DIR = /(?:^|\s)(?:-C|--directory[=\s]|-d)\s{0,4}["']?([^\s"';&|]{1,300})/;

/**
 * Where `text` unpacks an archive named `name` (`tar xzf /tmp/name`, `tar -C /opt -xf name`, `unzip
 * name`), or, `name` null, an archive piped in (`| tar -xz`): the end of that command and the folder
 * it unpacks into (`-C`, `--directory`, `-d`; '' for the working folder), or null.
 */
function extraction(text: string, name: string | null): { readonly end: number; readonly dir: string } | null {
  const commands = /\b(?:tar|bsdtar|unzip)\b/g;
  for (let m = commands.exec(text); m !== null; m = commands.exec(text)) {
    const end = commandEnd(text, m.index);
    const args = text.slice(m.index + m[0].length, end);
    if (m[0] !== 'unzip' && !TAR_EXTRACT.test(args)) continue;
    if (name === null ? /\|\s{0,20}$/.test(text.slice(Math.max(0, m.index - 40), m.index)) : args.includes(name)) return { end, dir: EXTRACT_DIR.exec(args)?.[1] ?? '' };
  }
  return null;
}

/** The folder of a path (`/tmp/x.tgz` is `/tmp`), '' for a bare name. */
function folderOf(path: string): string {
  return path.slice(0, Math.max(0, path.lastIndexOf('/')));
}

export interface ArchiveScriptRun {
  /** The index of the instruction that downloads the archive (`ADD` or `RUN`). */
  readonly index: number;
  readonly url: string;
}

/** The URL a curl or wget command downloads. */
const ARCHIVE_URL = /\bhttps?:\/\/[^\s"'|;&]{1,2000}/i;

/**
 * A Dockerfile that downloads an archive without a checksum (`ADD https://…/x.tar.gz /tmp/`, or in
 * a RUN `curl -o /tmp/x.tgz https://…`, `curl https://… | tar xz`), unpacks it, and in the same
 * RUN runs a script from what it unpacked (`tar xzf /tmp/x.tar.gz && /tmp/x/install.sh`, `bash
 * x/setup`): `curl … | sh` with a tarball between. A binary or toolchain unpacked and used (`node
 * --version`), a source build's own steps (`./configure`, `./autogen.sh`), an archive verified
 * (`sha256sum -c`, `gpg --verify`, `ADD --checksum=`) and a script run by another instruction (a
 * COPY'd entrypoint) are not this. `lines` are `KEYWORD args`, continuations joined.
 */
export function archiveScriptRun(lines: readonly string[]): ArchiveScriptRun | null {
  for (let index = 0; index < lines.length && index < 2000; index += 1) {
    const line = (lines[index] ?? '').slice(0, MAX_FOLLOWING);
    const add = ADD_URL.exec(line);
    if (add !== null) {
      const url = add[1] ?? '';
      const dest = add[2] ?? '';
      if (!/^https?:\/\//i.test(url) || VERIFIED.test(line)) continue;
      const urlPath = URL_PATH.exec(url)?.[1] ?? '';
      const urlName = urlPath.slice(urlPath.lastIndexOf('/') + 1);
      const file = dest.endsWith('/') ? `${dest}${urlName}` : dest;
      const base = file.slice(file.lastIndexOf('/') + 1);
      if (base === '' || !(ARCHIVE_NAME.test(base) || ARCHIVE_NAME.test(urlName))) continue;
      // A later RUN that unpacks it and then runs a script.
      for (let next = index + 1; next < lines.length && next < index + 200; next += 1) {
        const run = (lines[next] ?? '').slice(0, MAX_FOLLOWING);
        if (!run.startsWith('RUN ')) continue;
        const unpacked = extraction(run, base);
        // A check of this archive in the RUN, before it is unpacked (checkedBetween), vouches for it.
        if (unpacked !== null && runsScriptFrom(run.slice(unpacked.end), [unpacked.dir, folderOf(file)], base) && !checkedBetween(run, -1, unpacked.end, [base, urlName])) return { index, url };
      }
      continue;
    }
    if (!line.startsWith('RUN ')) continue;
    const url = archiveRunIn(line);
    if (url !== null) return { index, url };
  }
  return null;
}

/** curl's `-o file` among combined short flags: `-fsSLo agent.tgz`. */
const COMBINED_OUTPUT = /\s-[A-Za-z]{1,8}o\s{1,4}["']?([^\s"';&|=][^\s"';&|]{0,299})/;

/** Downloads one text is read for by archiveRunIn at most. */
const MAX_ARCHIVE_DOWNLOADS = 20;

/**
 * The URL of an archive that `text` (one Dockerfile RUN, a workflow's `run:` script, a script's
 * added lines; continuations joined) downloads with curl or wget without a checksum check, saved
 * (`-o`, `-O`) or piped into tar, then unpacks, then runs a script from (fromArchive), or null.
 */
export function archiveRunIn(source: string): string | null {
  const text = source.slice(0, MAX_FOLLOWING);
  if (!/\b(?:curl|wget)\b/.test(text) || !/\b(?:tar|bsdtar|unzip)\b/.test(text)) return null;
  const verified = VERIFIED.test(text);
  const downloads = /\b(?:curl|wget)\b/g;
  let read = 0;
  for (let m = downloads.exec(text); m !== null && read < MAX_ARCHIVE_DOWNLOADS; m = downloads.exec(text)) {
    read += 1;
    const end = commandEnd(text, m.index);
    const command = text.slice(m.index, end);
    const url = ARCHIVE_URL.exec(command)?.[0];
    if (url === undefined) continue;
    const urlPath = URL_PATH.exec(url)?.[1] ?? '';
    const urlName = urlPath.slice(urlPath.lastIndexOf('/') + 1);
    const named = OUTPUT.exec(` ${command}`)?.[1] ?? COMBINED_OUTPUT.exec(command)?.[1] ?? (REMOTE_NAME.test(command) ? urlName : null);
    const piped = text.charAt(end) === '|' && text.charAt(end + 1) !== '|';
    const output = piped ? null : named;
    if (output === null && !piped) continue;
    const saved = output === null ? '' : output.slice(output.lastIndexOf('/') + 1);
    if (output !== null && !(ARCHIVE_NAME.test(saved) || ARCHIVE_NAME.test(urlName))) continue;
    const rest = text.slice(end);
    const unpacked = extraction(rest, output === null ? null : saved);
    if (unpacked === null || !runsScriptFrom(rest.slice(unpacked.end), [unpacked.dir, output === null ? '' : folderOf(output)], urlName)) continue;
    // A check of this archive (or of a list, or in its own pipe) between the download and the unpacking vouches for it; another archive's does not.
    if (!(verified && checkedBetween(text, m.index, end + unpacked.end, [saved, urlName]))) return url;
  }
  return null;
}

/** Downloads one text is read for by scriptRunIn at most, and names read after each. */
const MAX_SCRIPT_DOWNLOADS = 20;
/** A shell's `source` or `.` of the file that follows, in command position. */
const SOURCED = /(?:^|[;&|(\n]|\b(?:then|do|else))[ \t]*(?:source|\.)[ \t]+["']?$/;

/** A downloaded file's name as the text names it: quotes, braces and a leading `./` left out (`"${TMP}"` is `$TMP`). */
function plainName(word: string): string {
  return word.replace(/["'{}]/g, '').replace(/^(?:\.\/)+/, '');
}

export interface ScriptRun {
  /** The URL the script is downloaded from. */
  readonly url: string;
}

/**
 * `curl … | sh` in two steps: `text` (a script's added commands, a workflow's `run:`, one Dockerfile
 * RUN; continuations joined) downloads a file with curl or wget (saved with `-o`, `-O`, `--output`,
 * or under the URL's name), and a later command runs it as a script: sources it (`. "$TMP"`, `source
 * /tmp/x.sh`), gives it to a shell or an interpreter (`sh rustup-init.sh`, `bash -e "$f"`, `python3
 * get-pip.py`), or, when it is named as a script (the saved name or the URL's, `.sh`, `.py`, `.ps1`,
 * …), runs it as a command (`chmod +x install.sh && ./install.sh`). Not an archive (archiveRunIn's),
 * a binary fetched and run (`./kind create cluster`: a tool's release, not a script), a file only
 * read or copied, or a file checked (a checksum or signature check, `sha256sum -c`, `gpg --verify`,
 * between its download and its run).
 */
export function scriptRunIn(source: string): ScriptRun | null {
  return scriptRunsIn(source, 1)[0] ?? null;
}

/**
 * Every download of `text` that scriptRunIn would report, in the text's order, each URL once, at
 * most `max` (and at most MAX_SCRIPT_DOWNLOADS downloads read): a Dockerfile that fetches and runs
 * two installers, from two hosts, in two RUNs.
 */
export function scriptRunsIn(source: string, max = MAX_SCRIPT_DOWNLOADS): ScriptRun[] {
  const found: ScriptRun[] = [];
  const text = source.slice(0, MAX_FOLLOWING);
  if (!/\b(?:curl|wget)\b/.test(text)) return found;
  const verified = VERIFIED.test(text);
  const downloads = /\b(?:curl|wget)\b/g;
  let read = 0;
  for (let m = downloads.exec(text); m !== null && read < MAX_SCRIPT_DOWNLOADS && found.length < max; m = downloads.exec(text)) {
    read += 1;
    const end = commandEnd(text, m.index);
    // Piped on (`curl … | sh`, `curl … | tar xz`): the pipe form's, or no file.
    if (text.charAt(end) === '|' && text.charAt(end + 1) !== '|') continue;
    const command = text.slice(m.index, end);
    const url = ARCHIVE_URL.exec(command)?.[0];
    if (url === undefined || found.some((run) => run.url === url)) continue;
    const urlPath = URL_PATH.exec(url)?.[1] ?? '';
    const urlName = urlPath.slice(urlPath.lastIndexOf('/') + 1);
    const saved = OUTPUT.exec(` ${command}`)?.[1] ?? COMBINED_OUTPUT.exec(command)?.[1] ?? (REMOTE_NAME.test(command) ? urlName : null);
    if (saved === null || saved === '-' || saved.startsWith('/dev/')) continue;
    const name = plainName(saved);
    const base = name.slice(name.lastIndexOf('/') + 1);
    if (base === '' || ARCHIVE_NAME.test(base) || ARCHIVE_NAME.test(urlName)) continue;
    const at = savedScriptRun(text.slice(end), name, SCRIPT_NAME.test(base) || SCRIPT_NAME.test(urlName));
    // A checksum or signature check between the download and the run, of this file (`echo "$SUM  x.sh" | sha256sum -c`) or
    // of a list (checkedBetween), vouches for it; one before the download, after the run or of another file does not.
    if (at >= 0 && !(verified && checkedBetween(text, m.index, end + at, [base, urlName]))) found.push({ url });
  }
  return found;
}

/** Where `rest` (what follows a download) sources the file saved as `name`, gives it to an interpreter, or, `script` (named as one), runs it as a command: the index of the file's name there, or -1. */
function savedScriptRun(rest: string, name: string, script: boolean): number {
  const words = /[^\s;&|()`]{1,500}/g;
  let checked = 0;
  for (let w = words.exec(rest); w !== null && checked < MAX_OCCURRENCES; w = words.exec(rest)) {
    const word = plainName(w[0]);
    // The name as saved, or a bare name under a folder (`curl -O …/install.sh`, then `sh /tmp/install.sh`).
    if (word !== name && (name.includes('/') || !word.endsWith(`/${name}`))) continue;
    checked += 1;
    const before = rest.slice(Math.max(0, w.index - 300), w.index);
    if (SOURCED.test(before) || INTERPRETER_RUN.test(before) || (script && inCommandPosition(before))) return w.index;
  }
  return -1;
}
