import { changedLines, newSideLines } from '../code/changed-lines.js';
import { isSuspiciousEndpoint } from '../code/network-endpoints.js';
import type { Behavior, BehaviorKind } from './behaviors.js';
import { dataExtension, downloadSource, evidence, readBehaviors } from './behaviors.js';
import { isFullCommitSha } from '../../commit-sha.js';

/**
 * CMake (`CMakeLists.txt`, `*.cmake`) and Meson (`meson.build`, `meson_options.txt`) read by their
 * calls: a command's arguments span lines and its keywords say what they are, so the lines a PR adds
 * are read with the hunk's context lines around them.
 *
 * - The commands a build runs (CMake `execute_process`, `exec_program`, `add_custom_command`,
 *   `add_custom_target`, the `*_COMMAND` steps of `ExternalProject_Add`; Meson `run_command`,
 *   `custom_target` and `run_target` `command:`, `generator`, `meson.add_install_script` and the
 *   other script hooks) are turned into shell lines, their words without quotes and commas, and read
 *   by the shared shell detection (readBehaviors, findPipeToShell: downloads, a pipe into a shell,
 *   decoding, sends, the environment, `chmod +x`). A command whose program is a shell, or an
 *   interpreter given inline code (`python -c`), runs code; one whose program (or script) is named
 *   like data runs a binary in disguise. `execute_process` pipes its COMMANDs into one another, so
 *   they are read once more joined with `|` (`COMMAND curl ... COMMAND sh` is `curl ... | sh`).
 * - `file(DOWNLOAD <url> ...)` downloads unless it is pinned (`EXPECTED_HASH`, `EXPECTED_MD5`, or an
 *   HTTPS URL at a version: `.../releases/download/v${CPM_DOWNLOAD_VERSION}/CPM.cmake`) and its host
 *   is ordinary; `file(UPLOAD ...)` sends; `file(CHMOD ... *_EXECUTE)` makes a file executable.
 * - `FetchContent_Declare`, `ExternalProject_Add` and `CPMAddPackage` download code the build then
 *   runs: reported when the source (`URL`, `GIT_REPOSITORY`) is a bare public IP or a paste, tunnel
 *   or webhook service, or plain `http://` without `URL_HASH` (or a full commit as `GIT_TAG`); a
 *   release from an ordinary host over HTTPS is ordinary.
 * - Every added line is also read in its own language for credential files, secret names
 *   (`$ENV{GITHUB_TOKEN}`) and hosts (network-endpoints.ts).
 *
 * Linear and bounded: one pass over the hunk lines, a character scanner with no regular expression
 * over the whole text, at most MAX_WORDS words kept per command and MAX_SEGMENTS commands per call.
 */

export type CallLanguage = 'cmake' | 'meson';

const MAX_WORDS = 200;
const MAX_SEGMENTS = 50;
const MAX_DEPTH = 64;

/** CMake calls whose arguments hold commands, sources to download, or `file()` operations. */
const CMAKE_COMMAND_CALLS = new Set(['execute_process', 'exec_program', 'add_custom_command', 'add_custom_target', 'externalproject_add', 'externalproject_add_step']);
const CMAKE_FETCH_CALLS = new Set(['fetchcontent_declare', 'externalproject_add', 'cpmaddpackage', 'cpmdeclarepackage']);
/** Meson functions (and `meson.` methods) that run a program, and which of them take it as their first arguments. */
const MESON_COMMAND_CALLS = new Set(['run_command', 'custom_target', 'run_target', 'generator', 'add_install_script', 'add_postconf_script', 'add_dist_script']);
const MESON_POSITIONAL_COMMAND = new Set(['run_command', 'generator', 'add_install_script', 'add_postconf_script', 'add_dist_script']);
/** Meson keyword arguments that hold a command. */
const MESON_COMMAND_KWARGS = new Set(['command', 'arguments']);

/**
 * CMake keywords without an underscore of the calls read here; an upper-case word with one
 * (`OUTPUT_VARIABLE`, `URL_HASH`, `BUILD_COMMAND`) is a keyword too. A command's own upper-case
 * arguments (`curl -X POST`) are not.
 */
const CMAKE_PLAIN_KEYWORDS = new Set(['COMMAND', 'ARGS', 'OUTPUT', 'DEPENDS', 'BYPRODUCTS', 'COMMENT', 'DEPFILE', 'VERBATIM', 'APPEND', 'TARGET', 'ALL', 'SOURCES', 'TIMEOUT', 'ENCODING', 'CODEGEN', 'PREFIX', 'URL', 'ALWAYS', 'INDEPENDENT', 'DEPENDEES', 'DEPENDERS', 'LOG', 'STATUS', 'NAME', 'VERSION', 'GIT_TAG', 'OPTIONS', 'PERMISSIONS']);

/** A CMake keyword: one of the plain ones, or an unquoted upper-case word with an underscore. */
function isCmakeKeyword(word: string): boolean {
  if (CMAKE_PLAIN_KEYWORDS.has(word)) return true;
  if (word.length < 3 || word.length > 60 || !word.includes('_')) return false;
  for (let i = 0; i < word.length; i += 1) {
    const c = word.charCodeAt(i);
    const upper = c >= 65 && c <= 90;
    if (!(upper || (i > 0 && ((c >= 48 && c <= 57) || c === 95)))) return false;
  }
  return true;
}

/** A full commit id (40 hexadecimal digits), which pins a Git source. */
function isCommitId(word: string): boolean {
  return isFullCommitSha(word);
}

/** The program's name without its directory, variable braces and `.exe`: `${Python3_EXECUTABLE}` gives `python3_executable`. */
function programName(word: string): string {
  const slash = word.lastIndexOf('/');
  return word
    .slice(slash + 1)
    .replace(/[${}"']/g, '')
    .replace(/\.exe$/i, '')
    .toLowerCase();
}

const SHELLS = new Set(['sh', 'bash', 'dash', 'ksh', 'zsh', 'ash', 'cmd', 'pwsh', 'powershell']);
const INTERPRETER = /^(?:python[\d.]*|python\d?_executable|perl|ruby|node|nodejs)$/;
const INLINE_FLAG = new Set(['-c', '-e', '--eval', '-command', '/c']);

interface Segment {
  line: number;
  words: string[];
}

interface Call {
  readonly name: string;
  readonly depth: number;
  readonly lines: number[];
  /** Where the arguments are: a command's words, a keyword's values, or other arguments. */
  section: 'command' | 'other';
  /** The CMake keyword (or Meson keyword argument) the next words belong to. */
  keyword: string;
  readonly segments: Segment[];
  /** Words and the lines they stand on, outside commands (for `file()` and the fetch calls). */
  readonly args: { word: string; line: number; keyword: string }[];
  /** The CMake keywords the call was given (`EXPECTED_HASH`, `URL_HASH`, `OWNER_EXECUTE`). */
  readonly keywords: Set<string>;
}

/** The keyword of a call whose first argument is special: exec_program's program, add_custom_target's name. */
const FIRST = '(first)';

/** One scanned piece of a line: a word (quoted or not) or a punctuation character. */
interface Token {
  readonly text: string;
  readonly quoted: boolean;
}

/** Reads one line into tokens, carrying an open string (and CMake bracket comment) over to the next line. */
class Scanner {
  quote = '';
  bracketComment = false;

  constructor(private readonly language: CallLanguage) {}

  tokens(line: string): Token[] {
    const out: Token[] = [];
    let word = '';
    let quotedWord = false;
    const flush = (): void => {
      if (word !== '' || quotedWord) out.push({ text: word, quoted: quotedWord });
      word = '';
      quotedWord = false;
    };
    let i = 0;
    if (this.bracketComment) {
      const end = line.indexOf(']]');
      if (end < 0) return out;
      this.bracketComment = false;
      i = end + 2;
    }
    for (; i < line.length; i += 1) {
      const ch = line.charAt(i);
      if (this.quote !== '') {
        if (ch === '\\') {
          word += line.charAt(i + 1);
          i += 1;
        } else if (ch === this.quote) {
          this.quote = '';
        } else {
          word += ch;
        }
        continue;
      }
      if (ch === '"' || (this.language === 'meson' && ch === "'")) {
        this.quote = ch;
        quotedWord = true;
        continue;
      }
      if (ch === '#') {
        flush();
        if (this.language === 'cmake' && line.startsWith('#[[', i) && !line.includes(']]', i + 3)) this.bracketComment = true;
        return out;
      }
      if (ch === ' ' || ch === '\t') {
        flush();
        continue;
      }
      if (ch === '(' || ch === ')' || (this.language === 'meson' && (ch === ',' || ch === ':' || ch === '[' || ch === ']' || ch === '=' || ch === '{' || ch === '}'))) {
        flush();
        out.push({ text: ch, quoted: false });
        continue;
      }
      word += ch;
    }
    // A string still open at the end of the line goes on to the next line's words.
    if (this.quote === '') flush();
    else {
      out.push({ text: word, quoted: true });
      word = '';
    }
    return out;
  }
}

/** What one line gives: the command words on it (as a shell line) and the behaviors found from the calls. */
interface LineFacts {
  readonly command: string[];
  readonly kinds: Map<BehaviorKind, string>;
}

/** The behaviors an added line can show in its own language, beside its calls: what no string or command text can fake. */
const LINE_KINDS: ReadonlySet<BehaviorKind> = new Set(['credential-file', 'credential-file-write', 'credential-env', 'suspicious-host']);

/** Behaviors of the lines a CMake or Meson patch adds, each kind once per line, in line order. */
export function readCallBehaviors(patch: string, language: CallLanguage, limit: number): Behavior[] {
  const added = new Set(changedLines(patch, limit).filter((l) => l.sign === '+').map((l) => l.line));
  if (added.size === 0) return [];
  const side = newSideLines(patch, limit);
  const facts = new Map<number, LineFacts>();
  const factsOf = (line: number): LineFacts => {
    let f = facts.get(line);
    if (f === undefined) {
      f = { command: [], kinds: new Map() };
      facts.set(line, f);
    }
    return f;
  };
  const note: Note = (call, line, kind, text) => {
    // On the line itself when the PR adds it, else on the call's first added line; a call the PR does not touch is not read.
    const at = added.has(line) ? line : call.lines.find((l) => added.has(l));
    if (at === undefined) return;
    const kinds = factsOf(at).kinds;
    if (!kinds.has(kind)) kinds.set(kind, text);
  };

  let scanner = new Scanner(language);
  let hunk = -1;
  let stack: (Call | null)[] = [];
  let previous: Token | null = null;
  /** Where the last word went, so that a Meson function name or keyword argument taken as a word can be taken back. */
  let last: { call: Call; line: number; into: 'command' | 'args' } | null = null;

  const innermost = (): Call | null => {
    for (let i = stack.length - 1; i >= 0; i -= 1) if (stack[i] !== null) return stack[i]!;
    return null;
  };
  const takeBack = (): string | undefined => {
    if (last === null) return undefined;
    const { call, line, into } = last;
    last = null;
    if (into === 'args') return call.args.pop()?.word;
    facts.get(line)?.command.pop();
    return call.segments.at(-1)?.words.pop();
  };
  const endSegment = (call: Call): void => {
    const segment = call.segments.at(-1);
    // execute_process's commands are judged with the call, after its pipeline (the better evidence).
    if (segment !== undefined && call.section === 'command' && call.name !== 'execute_process') judgeSegment(call, segment, note);
    call.section = 'other';
  };
  const newSegment = (call: Call, line: number): void => {
    endSegment(call);
    call.section = 'command';
    if (call.segments.length < MAX_SEGMENTS) call.segments.push({ line, words: [] });
  };
  const finish = (call: Call): void => {
    endSegment(call);
    finishCall(call, language, note);
    if (call.name === 'execute_process') for (const segment of call.segments) judgeSegment(call, segment, note);
  };
  const openCall = (name: string, line: number): Call => {
    const call: Call = { name, depth: stack.length, lines: [line], section: 'other', keyword: '', segments: [], args: [], keywords: new Set() };
    if (language === 'meson' && MESON_POSITIONAL_COMMAND.has(name)) newSegment(call, line);
    if (language === 'cmake' && (name === 'exec_program' || name === 'add_custom_target')) call.keyword = FIRST;
    return call;
  };

  for (const [line, { text, hunk: h }] of side) {
    if (h !== hunk) {
      // A new hunk: whatever was open is out of sight.
      for (const call of stack) if (call !== null) finish(call);
      hunk = h;
      stack = [];
      scanner = new Scanner(language);
      previous = null;
      last = null;
    }
    for (const call of stack) if (call !== null && call.lines.at(-1) !== line) call.lines.push(line);
    for (const token of scanner.tokens(text)) {
      const before = previous;
      previous = token;
      const call = innermost();
      if (!token.quoted && token.text === '(') {
        const name = before !== null && !before.quoted ? before.text.slice(before.text.lastIndexOf('.') + 1).toLowerCase() : '';
        // A Meson function called inside a command (`find_program('sh')`) is not one of its words.
        if (language === 'meson' && name !== '' && last !== null) takeBack();
        if (stack.length >= MAX_DEPTH) continue;
        const known = language === 'cmake' ? CMAKE_COMMAND_CALLS.has(name) || CMAKE_FETCH_CALLS.has(name) || name === 'file' : MESON_COMMAND_CALLS.has(name);
        stack.push(known ? openCall(name, line) : null);
        last = null;
        continue;
      }
      if (!token.quoted && token.text === ')') {
        const closed = stack.pop();
        if (closed !== undefined && closed !== null) finish(closed);
        last = null;
        continue;
      }
      if (call === null) {
        // A hunk that starts inside a call: a COMMAND keyword still says what follows.
        if (language === 'cmake' && !token.quoted && (token.text === 'COMMAND' || token.text.endsWith('_COMMAND'))) {
          const orphan = openCall('', line);
          stack.push(orphan);
          newSegment(orphan, line);
        }
        continue;
      }
      if (language === 'cmake') {
        // CMake arguments are the call's own words; a nested parenthesis is not a call.
        if (call.depth !== stack.length - 1) continue;
        if (!token.quoted && isCmakeKeyword(token.text) && !(call.name === 'file' && call.args.length === 0)) {
          if (call.keywords.size < MAX_WORDS) call.keywords.add(token.text);
          if (token.text === 'COMMAND' || token.text.endsWith('_COMMAND')) newSegment(call, line);
          else if (token.text === 'ARGS' && call.section === 'command') {
            // exec_program's ARGS go on with its program.
          } else if (!(call.name === 'add_custom_target' && token.text === 'ALL')) {
            endSegment(call);
            call.keyword = token.text;
          }
          continue;
        }
        if (call.keyword === FIRST) {
          // exec_program(<program> ...) and add_custom_target(<name> [ALL] [<command>...]).
          call.keyword = '';
          newSegment(call, line);
          if (call.name === 'add_custom_target') continue;
        }
      } else if (!token.quoted) {
        if (token.text === ':') {
          // `command:` and `arguments:` hold a command; any other keyword argument does not.
          const kwarg = takeBack();
          if (kwarg !== undefined && MESON_COMMAND_KWARGS.has(kwarg)) newSegment(call, line);
          else endSegment(call);
          call.keyword = kwarg ?? '';
          continue;
        }
        if (token.text.length === 1 && ',[]={}'.includes(token.text)) continue;
      }
      if (call.section === 'command') {
        const segment = call.segments.at(-1);
        if (segment !== undefined && segment.words.length < MAX_WORDS) {
          segment.words.push(token.text);
          factsOf(line).command.push(token.text);
          last = { call, line, into: 'command' };
        }
      } else if (call.args.length < MAX_WORDS) {
        call.args.push({ word: token.text, line, keyword: call.keyword });
        last = { call, line, into: 'args' };
      }
    }
  }
  for (const call of stack) if (call !== null) finish(call);

  const found: Behavior[] = [];
  for (const line of [...added].sort((a, b) => a - b)) {
    const kinds = new Map<BehaviorKind, string>();
    const keep = (behaviors: readonly Behavior[], only?: ReadonlySet<BehaviorKind>): void => {
      for (const b of behaviors) if ((only === undefined || only.has(b.kind)) && !kinds.has(b.kind)) kinds.set(b.kind, b.text);
    };
    const f = facts.get(line);
    // Its command words as a shell line (and an inline Python program as Python).
    if (f !== undefined && f.command.length > 0) {
      const shellLine = f.command.join(' ');
      keep(readBehaviors([{ line, text: shellLine }], 'shell'));
      if (/\bpython[\d.]*\s+-c\b/i.test(shellLine)) keep(readBehaviors([{ line, text: shellLine }], 'python'));
    }
    for (const [kind, shown] of f?.kinds ?? []) if (!kinds.has(kind)) kinds.set(kind, shown);
    // The line in its own language: credential files, secret names, hosts.
    keep(readBehaviors([{ line, text: side.get(line)?.text ?? '' }], language), LINE_KINDS);
    for (const [kind, shown] of kinds) found.push({ kind, line, text: shown });
  }
  return found;
}

type Note = (call: Call, line: number, kind: BehaviorKind, text: string) => void;

/** A command's program: a shell, or an interpreter with inline code, runs code; a program or script named like data is a binary in disguise. */
function judgeSegment(call: Call, segment: Segment, note: Note): void {
  const [program, ...rest] = segment.words;
  if (program === undefined) return;
  const shown = evidence(segment.words.join(' '));
  const name = programName(program);
  const script = rest.find((w) => !w.startsWith('-') && !w.startsWith('/'));
  if (SHELLS.has(name) || (INTERPRETER.test(name) && rest.some((w) => INLINE_FLAG.has(w.toLowerCase())))) note(call, segment.line, 'execute', shown);
  if (dataExtension(program) || ((SHELLS.has(name) || INTERPRETER.test(name)) && script !== undefined && dataExtension(script))) {
    note(call, segment.line, 'execute', shown);
    note(call, segment.line, 'disguised-binary', shown);
  }
  // `cmake -E environment` prints every variable; `env` or `printenv` alone does too.
  if ((name.includes('cmake') && rest[0] === '-E' && rest[1] === 'environment') || ((name === 'env' || name === 'printenv') && rest.length === 0)) {
    note(call, segment.line, 'environment', shown);
  }
}

/** What a whole call does: `execute_process`'s pipe, `file()` operations, a fetched source. */
function finishCall(call: Call, language: CallLanguage, note: Note): void {
  if (language === 'cmake' && call.name === 'execute_process' && call.segments.length >= 2) {
    // execute_process runs its COMMANDs as a pipeline: read them as one shell line joined with `|`.
    const pipeline = call.segments.map((s) => s.words.join(' ')).join(' | ');
    const at = call.segments[1]!.line;
    for (const b of readBehaviors([{ line: at, text: pipeline }], 'shell')) note(call, at, b.kind, b.text);
  }
  if (language !== 'cmake') return;
  const first = call.args[0];
  const text = evidence(call.args.map((a) => a.word).join(' '));
  if (call.name === 'file' && first !== undefined) {
    const op = first.word.toUpperCase();
    const url = call.args[1];
    if (op === 'DOWNLOAD' && url !== undefined) {
      // Pinned by a hash, or a release at a version over HTTPS (as FetchContent of one is): ordinary.
      const pinned = call.keywords.has('EXPECTED_HASH') || call.keywords.has('EXPECTED_MD5') || downloadSource(url.word) === 'versioned';
      if (!pinned || isSuspiciousEndpoint(url.word)) note(call, url.line, 'download', `file(${text})`);
    }
    if (op === 'UPLOAD') note(call, first.line, 'send', `file(${text})`);
    if ((op === 'CHMOD' || op === 'CHMOD_RECURSE') && [...call.keywords].some((k) => k.endsWith('_EXECUTE'))) note(call, first.line, 'execute', `file(${text})`);
    return;
  }
  if (!CMAKE_FETCH_CALLS.has(call.name)) return;
  const sources = call.args.filter((a) => a.keyword === 'URL' || a.keyword === 'GIT_REPOSITORY' || a.keyword === 'SVN_REPOSITORY' || a.keyword === 'HG_REPOSITORY');
  const pinned = call.keywords.has('URL_HASH') || call.keywords.has('URL_MD5') || call.args.some((a) => a.keyword === 'GIT_TAG' && isCommitId(a.word));
  for (const source of sources) {
    const shown = `${call.name === 'cpmaddpackage' ? 'CPMAddPackage' : call.name === 'fetchcontent_declare' ? 'FetchContent_Declare' : 'ExternalProject_Add'}(... ${source.keyword} ${source.word} ...)`;
    const suspicious = isSuspiciousEndpoint(source.word);
    const plain = /^http:\/\//i.test(source.word) && !pinned;
    if (!suspicious && !plain) continue;
    // The build configures and builds what it fetches: a download that runs.
    note(call, source.line, 'download', shown);
    note(call, source.line, 'execute', shown);
    if (suspicious) note(call, source.line, 'suspicious-host', shown);
  }
}
