import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { languageOf } from './language.js';
import { codeText } from './code-text.js';
import type { CodeLanguage } from './language.js';
import { assembledAssignment, assembledName, heldAssembledName } from './assembled-names.js';
import type { AssembledName } from './assembled-names.js';
import { isTestProjectPath } from '../util.js';

/**
 * Looks at the lines a PR adds to source files for code that hides what it does: long encoded
 * blobs handed to eval/exec/Function/decoders, and minified one-line blobs in source folders.
 */

const SOURCE_FILE = /\.(?:[cm]?js|jsx|[cm]?ts|tsx|py|rb|php|sh|ps1|pl)$/i;
const GENERATED_PLACE = /(?:^|\/)(?:dist|build|out|vendor|vendored|third[_-]party|node_modules|coverage|\.next|target|site-packages)\/|\.min\.[cm]?js$|[-.]bundle\.js$/i;

const LONG_BASE64 = /[A-Za-z0-9+/]{160,}={0,2}|[A-Za-z0-9_-]{200,}/;
const LONG_HEX = /(?:\\x[0-9a-fA-F]{2}){40,}|(?:0x[0-9a-fA-F]{2},\s*){40,}|[0-9a-fA-F]{200,}/;
const SINK = /\b(?:eval|exec|execSync|Function|atob|Buffer\.from|b64decode|decodebytes|base64_decode|gzinflate|str_rot13|fromCharCode|unescape|marshal\.loads|zlib\.decompress|compile|spawn|system|popen)\s*\(/;
const SINK_ALL = new RegExp(SINK.source, 'g');
const DECODE_AND_RUN =
  /\b(?:eval|exec|Function)\s*\(\s*(?:atob|Buffer\.from|base64\.b64decode|b64decode|base64_decode|gzinflate|codecs\.decode|bytes\.fromhex|(?:zlib|lzma|gzip|bz2)\.decompress|unescape|String\.fromCharCode)\s*\(/;

/** Text decoders (not decompressors: `zlib.decompress(b64decode(…))` is how data is packed, not hidden). */
const TEXT_DECODER = String.raw`(?:atob|Buffer\.from|b(?:64|32|16|85)decode|a2b_base64|unhexlify|bytes\.fromhex|codecs\.decode|base64_decode|hex2bin|decode64|strict_decode64|DecodeString)`;
/**
 * Decoded text handed straight to a process as its command or as the program of an interpreter:
 * `os.system(b64decode(…))`, `execSync(Buffer.from(…, 'base64').toString())`, `shell_exec(base64_decode(…))`,
 * `subprocess.Popen([sys.executable, '-c', base64.b64decode(…).decode()])`, `spawn('node', ['-e', atob(…)])`:
 * eval by another name (a fresh interpreter runs the payload), as the droppers hidden in a package's
 * `__init__.py` do. Only a decoder written as the argument itself; a name assigned from one is the
 * build-code rule's (build files) and not followed here.
 */
const DECODE_INTO_PROCESS = new RegExp(
  String.raw`\b(?:system|popen|Popen|execSync|execFileSync|spawnSync|shell_exec|passthru|getoutput|subprocess\.(?:run|call|check_call|check_output))\s{0,4}\(\s{0,4}(?:\[\s{0,4})?(?:[\w.]{1,40}\.)?${TEXT_DECODER}\s{0,4}\(` +
    String.raw`|(?:\bsys\.executable|\bprocess\.execPath|["'](?:python[\d.]{0,5}|node|bash|sh|zsh|ruby|perl|php)["'])\s{0,4},\s{0,4}(?:\[\s{0,4})?["']-(?:c|e|-eval)["']\s{0,4},\s{0,4}(?:[\w.]{1,40}\.)?${TEXT_DECODER}\s{0,4}\(`,
);

/** Whether a line hands decoded text to a process or an interpreter (DECODE_INTO_PROCESS); a Buffer.from must name an encoding. */
export function decodesIntoProcess(text: string): boolean {
  const m = DECODE_INTO_PROCESS.exec(text);
  if (m === null) return false;
  return !m[0].endsWith('Buffer.from(') || text.search(BUFFER_ENCODING) !== -1;
}

/**
 * A decoder whose argument is another decoder's result (maybe through one call: `.toString()` is
 * after, `str(` before): text encoded twice, `Buffer.from(Buffer.from(s, 'base64').toString(), 'hex')`,
 * `atob(atob(s))`, `b64decode(b64decode(s))`, `base64_decode(base64_decode($s))`. Nobody encodes
 * data twice to store it; a payload is, to get past scanners that decode once.
 */
const NESTED_DECODE = new RegExp(String.raw`\b${TEXT_DECODER}\s{0,4}\(\s{0,4}(?:[\w.]{1,40}\s{0,4}\(\s{0,4})?(?:[\w.]{0,40}\.)?${TEXT_DECODER}\s{0,4}\(`);
/** Node's decoder names an encoding, or it only copies bytes. */
const BUFFER_ENCODING = /["'](?:base64|base64url|hex)["']/g;
/** Something near a decode that runs code, plainly or through a name put together (`globalThis['ev' + 'al']`). */
const RUN_HINT = /\b(?:eval|exec|execSync|Function|spawn|system|popen|compile|runIn\w{0,20}Context|_compile|setTimeout|setInterval)\s{0,4}\(|\b(?:globalThis|global|window|self)\s{0,4}\[|\bimport\s{0,4}\(\s{0,4}[`'"]data:/;
/** Added lines after a twice-encoded decode read for RUN_HINT. */
const RUN_WINDOW = 5;

/** Whether a line decodes text that was encoded twice (NESTED_DECODE, each Buffer.from given an encoding). */
export function decodesTwice(text: string): boolean {
  const m = NESTED_DECODE.exec(text);
  if (m === null) return false;
  const buffers = m[0].split('Buffer.from').length - 1;
  return buffers === 0 || (text.match(BUFFER_ENCODING)?.length ?? 0) >= buffers;
}

/** How near a call must be to a long encoded blob to be what it is handed to (`exec(b64decode('…'))`, `'…'.decode(…)`). */
const BLOB_REACH = 300;
/** Blobs and calls looked at on one line. */
const MAX_PER_LINE = 2000;
/** Characters a base64, base64url or hex blob (`\\x41`, `0x41, `) is written with: its run on the line is found by one scan. */
const BLOB_CHAR = /[A-Za-z0-9+/=_\\, -]/;
/** The shortest blob either pattern matches. */
const BLOB_MIN = 160;
/** Characters of one run of blob characters tried with the blob patterns. */
const BLOB_RUN_READ = 100_000;

/**
 * Whether a decoder or code sink (SINK) on the line has a long base64 or hex blob within
 * BLOB_REACH characters before or after it. A minified bundle's inlined font or WebAssembly module,
 * decoded by the bundle's own code far from any such call (a regular expression's `.exec(` or a
 * `String.fromCharCode(` elsewhere on its one long line), is handed to none. One pass for the blobs
 * and one for the calls, both in line order, so the line is read a bounded number of times
 * whatever its length; at most MAX_PER_LINE of each are looked at.
 */
function blobHandedToSink(text: string): boolean {
  // Runs of blob characters at least as long as a blob, each checked with the blob patterns: one
  // scan of the line, and each pattern tried once on each run (runs do not overlap).
  const blobs: (readonly [number, number])[] = [];
  let runStart = -1;
  for (let i = 0; i <= text.length && blobs.length < MAX_PER_LINE; i += 1) {
    const inRun = i < text.length && BLOB_CHAR.test(text.charAt(i));
    if (inRun && runStart < 0) runStart = i;
    if (!inRun && runStart >= 0) {
      // A run is tried on its first BLOB_RUN_READ characters: on a run of megabytes the patterns'
      // open-ended repetitions overflowed V8's regular expression stack (RangeError on a 10 MB line).
      const run = i - runStart >= BLOB_MIN ? text.slice(runStart, Math.min(i, runStart + BLOB_RUN_READ)) : '';
      const blob = run === '' ? null : (LONG_BASE64.exec(run) ?? LONG_HEX.exec(run));
      // A blob that reaches the end of what was read goes on to the end of its run.
      if (blob !== null) blobs.push([runStart + blob.index, blob.index + blob[0].length === run.length ? i : runStart + blob.index + blob[0].length]);
      runStart = -1;
    }
  }
  if (blobs.length === 0) return false;
  let next = 0;
  let calls = 0;
  for (const m of text.matchAll(SINK_ALL)) {
    const from = m.index - BLOB_REACH;
    const to = m.index + m[0].length + BLOB_REACH;
    // Blobs that end before this call's reach are behind every later call too.
    while (next < blobs.length && (blobs[next]?.[1] ?? 0) <= from) next += 1;
    const blob = blobs[next];
    if (blob !== undefined && blob[0] < to) return true;
    if (++calls >= MAX_PER_LINE) return false;
  }
  return false;
}

/**
 * The names javascript-obfuscator (obfuscator.io) gives every variable and function: `_0x` and hex
 * digits (`_0x4a1b`, `_0x2d8f05`). Hand-written code has none; the payloads injected into chalk,
 * debug and their siblings (September 2025) and the Shai-Hulud worm's bundle are written in them.
 */
const OBFUSCATOR_NAME = /(?<![\w$])_0x[0-9a-f]{4,8}(?![\w$])/gi;
/** Distinct obfuscator names on a file's added lines that make it obfuscator output. */
export const OBFUSCATOR_NAMES = 4;

/**
 * A string literal written wholly in hex escapes (`"\\x65\\x74\\x68\\x65\\x72\\x65\\x75\\x6d"`, `'\\u0072\\u0065…'`):
 * the string table javascriptobfuscator.com and its kin put at the top of their output
 * (`var _$_1e42=["\\x65…","\\x72…"]`), each name the code uses spelled so that no reader or search sees it.
 */
const HEX_ESCAPED_STRING = /(["'])((?:\\x[0-9a-fA-F]{2}|\\u00[0-9a-fA-F]{2}){4,400})\1/g;
/** Distinct hex-escaped strings of printable text on a file's added lines that make it obfuscator output. */
export const HEX_ESCAPED_STRINGS = 3;
/** Whether a hex-escaped string spells printable text (letters, digits, punctuation): a byte table (`"\\x00\\x01\\xff\\xfe"`) does not. */
function spellsText(escaped: string): boolean {
  for (const m of escaped.matchAll(/[0-9a-fA-F]{2}(?=\\|$)/g)) {
    const code = Number.parseInt(m[0], 16);
    if (code < 0x20 || code > 0x7e) return false;
  }
  return true;
}

/** The strings of printable text a line writes wholly as hex escapes (their escaped text), at most `max`. */
export function hexEscapedTexts(text: string, max: number): string[] {
  const out: string[] = [];
  if (!text.includes('\\')) return out;
  for (const m of text.matchAll(HEX_ESCAPED_STRING)) {
    if (out.length >= max) break;
    const escaped = m[2] ?? '';
    if (spellsText(escaped) && !out.includes(escaped)) out.push(escaped);
  }
  return out;
}

/** Added lines longer than this in a source file look like a minified or generated blob. */
export const MINIFIED_LINE_LENGTH = 1000;

/** Whether a diff adds a line longer than MINIFIED_LINE_LENGTH (one pass, no line split). */
export function addsMinifiedLine(patch: string): boolean {
  let start = 0;
  while (start < patch.length) {
    let end = patch.indexOf('\n', start);
    if (end < 0) end = patch.length;
    if (end - start - 1 > MINIFIED_LINE_LENGTH && patch.charCodeAt(start) === 43 /* + */) return true;
    start = end + 1;
  }
  return false;
}

// For the minified check: whether an added line is only the prose of a comment, with no code on it.
// Whole lines only: a line that opens with its language's line-comment marker (`//`; `#` in Python,
// Ruby, shell, PHP), a line that opens a block comment with nothing after the comment's end, or a
// `*` line inside a block comment the hunk opened (`inBlock`: an opening line before it in the hunk,
// no end since). A line of code with a comment after it, a `*` line whose opening the hunk does not
// show, or a license comment in front of a bundle on the same line is counted in full: a minified
// blob is code, and a long comment runs nothing.
const BLOCK_END = '*' + '/';
function isCommentProse(text: string, hashComments: boolean, slashComments: boolean, inBlock: boolean): boolean {
  const trimmed = text.trim();
  if (slashComments && trimmed.startsWith('//')) return true;
  if (hashComments && trimmed.startsWith('#') && !trimmed.startsWith('#[')) return true;
  if (!slashComments) return false;
  const opens = trimmed.startsWith('/*');
  if (!opens && !(inBlock && trimmed.startsWith('*') && !trimmed.startsWith(BLOCK_END))) return false;
  const close = trimmed.indexOf(BLOCK_END, opens ? 2 : 1);
  return close < 0 || close === trimmed.length - 2;
}

/** A word of prose: letters, lower case after the first, with a trailing mark, or a Markdown code span or link of up to 80 characters. */
const PROSE_TOKEN = /^(?:[("]?[A-Za-z][a-z'’-]{0,30}[,.:;!?)"]{0,2}|`[^`\s]{1,80}`[,.:;)]{0,2}|\[[^\]\s]{1,80}\]\([^)\s]{1,200}\)[,.:;]{0,2})$/;

/**
 * A long line that reads as prose: a paragraph of a documentation comment opened above the hunk and
 * written without leading `*` (sindresorhus's packages write JSDoc so, one line a paragraph: a
 * 1,400-character paragraph on `Retry-After` in ky's options was reported as minified code). At
 * least 100 words, one space apart, nine in ten of them words of prose (PROSE_TOKEN), the others a
 * tenth of the line at most (prose around a minified blob is not prose); minified
 * code has few spaces and few such words (`var a=e[0]+t[1];` is one token), and code written out
 * with spaces around its operators has far fewer than nine in ten (`const a = b + c;`). What the line
 * does is still read by the other rules (a call on it, a decode, a sink).
 */
function readsAsProse(text: string): boolean {
  const tokens = text.trim().split(' ');
  if (tokens.length < 100) return false;
  let prose = 0;
  let other = 0;
  for (const token of tokens) {
    if (PROSE_TOKEN.test(token)) prose += 1;
    else other += token.length;
  }
  // Nor can the other words hold much: prose around a minified blob is not prose.
  return prose * 10 >= tokens.length * 9 && other * 10 <= text.length;
}

/** A TypeScript type alias's opening: `export type MimeType =`, `declare type Name<T> =`. */
const TYPE_ALIAS_HEAD = /^\s{0,20}(?:export\s{1,5})?(?:declare\s{1,5})?type\s{1,5}[A-Za-z_$][\w$]{0,80}(?:<[\w\s,=]{0,200}>)?\s{0,5}=\s{0,5}/;
/** A quoted text with no escape, expansion or line break in it. */
const PLAIN_STRING = /'[^'\\\n]{0,400}'|"[^"\\\n]{0,400}"/g;

/**
 * A long line of a TypeScript file that is a type alias of string literals joined by `|`, type
 * names among them (`export type MimeType = 'application/1d-interleaved-parityfec'|…|AnyString;`,
 * the list of MIME types or header names an HTTP framework generates for its typings; a replay rated
 * its maintainer's typed headers high for two such lines). Types are erased when compiled: nothing on
 * the line runs, whatever its length. Any other token (a call, a template, an object type) is code.
 */
function isLiteralTypeUnion(text: string, path: string): boolean {
  if (!/\.(?:ts|tsx|mts|cts)$/.test(path)) return false;
  const head = TYPE_ALIAS_HEAD.exec(text);
  if (head === null) return false;
  const rest = text.slice(head[0].length).replace(PLAIN_STRING, '');
  return rest.includes('|') && /^[\s|\w]*;?$/.test(rest.trimEnd());
}

/** A decoder on the line: the decode-and-run rules name that line better (scan-code-changes.ts). */
const DECODER_CALL = new RegExp(String.raw`\b${TEXT_DECODER}\s{0,4}\(`);
/** The short quoted texts of a patch's removed lines (at most the first 200,000 characters). */
function removedQuotes(patch: string): Set<string> {
  const quotes = new Set<string>();
  for (const m of patch.slice(0, 200_000).matchAll(/^-[^\n]{0,2000}$/gm)) {
    for (const q of m[0].matchAll(/['"`]([\w:.-]{1,40})['"`]/g)) quotes.add(q[1] ?? '');
  }
  return quotes;
}
/** A module's name among the assembled texts (the rest are code-execution names and commands). */
const MODULE_LIKE = /^(?:node:)?(?:child_process|subprocess|os|pty|vm|builtins|__builtins__|__builtin__|commands|ctypes)$/;
/** A line that opens with a comment marker: an example in prose, not code. */
const COMMENT_START = /^\s*(?:\/\/|[#*;]|\/\*|--)/;

export function isScannableSourcePath(path: string): boolean {
  return SOURCE_FILE.test(path) && !GENERATED_PLACE.test(path);
}

/**
 * Python's code-running builtins reached through the builtins namespace by their whole name, the way
 * a payload keeps `exec(` off its line and out of a search: `getattr(builtins, "exec")`,
 * `builtins.__dict__["eval"]`, `__import__("builtins").exec`, `globals()["__builtins__"]["exec"]`,
 * `vars(__builtins__)["eval"]`, `sys.modules["builtins"].exec`, `__builtins__.get("exec")`. Not the
 * namespace itself (`exec(code, {"__builtins__": {}})`, the sandbox idiom), nor other builtins
 * (`getattr(builtins, "print")`), nor `builtins.__import__` (import hooks wrap it).
 */
const PY_BUILTINS_NAMESPACE = String.raw`(?:__builtins__|builtins|__import__\(\s{0,3}["']builtins["']\s{0,3}\)|(?:importlib\.)?import_module\(\s{0,3}["']builtins["']\s{0,3}\)|sys\.modules\[\s{0,3}["']builtins["']\s{0,3}\]|globals\(\s{0,3}\)\[\s{0,3}["']__builtins__["']\s{0,3}\]|vars\(\s{0,3}(?:__builtins__|builtins)\s{0,3}\))`;
const PY_RUN_BUILTIN = '(?:execfile|exec|eval)';
const PY_BUILTIN_LOOKUP = new RegExp(
  String.raw`\bgetattr\(\s{0,3}${PY_BUILTINS_NAMESPACE}\s{0,3},\s{0,3}["']${PY_RUN_BUILTIN}["']\s{0,3}\)|(?<![\w.])${PY_BUILTINS_NAMESPACE}(?:\.__dict__)?(?:\[\s{0,3}["']${PY_RUN_BUILTIN}["']\s{0,3}\]|\.get\(\s{0,3}["']${PY_RUN_BUILTIN}["']\s{0,3}\)|\.${PY_RUN_BUILTIN})`,
);
/** A name given the lookup (`run = getattr(builtins, "exec")`): group 1, the lookup from its end on. */
const PY_ALIAS_HEAD = /^\s{0,40}([A-Za-z_]\w{0,60})\s{0,3}=\s{0,3}/;
/** A code object read back from marshal and made a function (`types.FunctionType(marshal.loads(blob), globals())()`): compiled code run with no source to read. */
const PY_MARSHAL_FUNCTION = /\bFunctionType\(\s{0,3}marshal\.loads\(/;

/**
 * Python code run by another name on a line (PY_BUILTIN_CALL, PY_MARSHAL_FUNCTION), or through a
 * name an earlier line of the hunk gave such a lookup (`aliases`); what it ran through, or null.
 */
function pythonHiddenRun(code: string, aliases: ReadonlySet<string>): string | null {
  if (code.length > MINIFIED_LINE_LENGTH) return null;
  const lookup = PY_BUILTIN_LOOKUP.exec(code);
  if (lookup !== null && /^\s{0,3}\(/.test(code.slice(lookup.index + lookup[0].length))) return lookup[0];
  const marshalled = PY_MARSHAL_FUNCTION.exec(code);
  if (marshalled !== null) return marshalled[0].replace(/\($/, '');
  for (const name of aliases) if (new RegExp(String.raw`(?<![\w.])${name}\s{0,3}\(`).test(code)) return name;
  return null;
}

/** The name a line gives the lookup alone (`run = getattr(builtins, "exec")`), or null. */
function pythonHiddenAlias(code: string): string | null {
  const head = PY_ALIAS_HEAD.exec(code);
  if (head === null) return null;
  const lookup = PY_BUILTIN_LOOKUP.exec(code);
  return lookup !== null && lookup.index === head[0].length && code.slice(lookup.index + lookup[0].length).trim() === '' ? (head[1] ?? null) : null;
}

/** The names of the functions a patch's added lines define (`+def exec_(`, `+    def exec_(`), in its first 200,000 characters. */
function pythonDefinedNames(patch: string): Set<string> {
  const names = new Set<string>();
  for (const m of patch.slice(0, 200_000).matchAll(/^\+[ \t]{0,40}def[ \t]{1,4}([A-Za-z_]\w{0,60})[ \t]{0,4}\(/gm)) if (m[1] !== undefined) names.add(m[1]);
  return names;
}

/** The most names assigned an assembled text that a hunk's later lines are read for. */
const MAX_HELD = 20;

/** A sensitive name the line puts together from pieces and uses, or uses through a name an earlier line of the hunk assigned it (`held`). */
function assembledOn(text: string, language: CodeLanguage | null, held: ReadonlyMap<string, string>): AssembledName | null {
  const own = /['"`]|fromCharCode|chr\s{0,3}\(/.test(text) && /[+.]|join|fromCharCode|chr\s{0,3}\(/.test(text) ? assembledName(text, language) : null;
  return own ?? (held.size > 0 ? heldAssembledName(text, held) : null);
}

/**
 * `codeLength`: how long a line's code is for the minified check; by default its whole length. Test
 * files pass the length with string contents blanked: an inline snapshot or an expected source map
 * is a long string of test data, while a minified blob is long code.
 */
export function scanAddedCode(path: string, patch: string, codeLength: (text: string) => number = (text) => text.length, options: { readonly test?: boolean } = {}): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  let line = 0;
  let obfuscated = false;
  let minified = false;
  const obfuscatorNames = new Set<string>();
  const hexStrings = new Set<string>();
  // A test of an escape parser spells text in hex escapes on purpose.
  const readsHexStrings = !isTestProjectPath(path);
  const language = languageOf(path);
  const hashComments = language === 'python' || language === 'ruby' || language === 'shell' || language === 'php';
  const slashComments = language !== null && language !== 'python' && language !== 'ruby' && language !== 'shell';
  let inBlock = false;
  let assembled: ReturnType<typeof assembledName>;
  let assembledAt = -1;
  // Names an added line of the hunk assigned a sensitive text put together from pieces (`const m = 'child_' + 'process'`), with the text.
  const held = new Map<string, string>();
  // Names an added line of the hunk gave Python's exec or eval looked up in the builtins namespace (`run = getattr(builtins, "exec")`).
  const pyAliases = new Set<string>();
  // The functions the patch's added lines define (`def exec_(`), read once when an alias is met.
  let pyDefined: Set<string> | undefined;
  let removedInPatch: Set<string> | undefined;
  let start = 0;
  while (start <= patch.length && !(obfuscated && minified)) {
    let end = patch.indexOf('\n', start);
    if (end < 0) end = patch.length;
    const first = patch.charCodeAt(start);
    // Block comments opened in the hunk, for the minified check (a line's first 4,000 characters).
    const wasInBlock = inBlock;
    if (first === 64 /* @ */) inBlock = false;
    else if (slashComments && (first === 43 /* + */ || first === 32) /* context */) {
      const head = patch.slice(start + 1, Math.min(end, start + 4001)).trimStart();
      if (inBlock) inBlock = !head.includes(BLOCK_END);
      else if (head.startsWith('/*')) inBlock = !head.includes(BLOCK_END, 2);
    }
    if (first === 64 /* @ */ && patch.startsWith('@@', start)) {
      const header = /^@@ -\d{1,9}(?:,\d{1,9})? \+(\d{1,9})(?:,\d{1,9})? @@/.exec(patch.slice(start, Math.min(end, start + 100)));
      line = header ? Number(header[1]) : line;
      held.clear();
      pyAliases.clear();
    } else if (first === 43 /* + */) {
      const text = patch.slice(start + 1, end);
      // A name assigned a sensitive text in pieces, for the later lines of the hunk (at most MAX_HELD; not in a comment).
      if (held.size < MAX_HELD && text.includes('=') && !wasInBlock && !COMMENT_START.test(text)) {
        const assignment = assembledAssignment(text, language);
        if (assignment !== null) held.set(assignment.name, assignment.text);
      }
      // Python's exec or eval reached through the builtins namespace, or a marshalled code object run.
      if (language === 'python' && !obfuscated && !wasInBlock && !COMMENT_START.test(text) && (text.includes('builtins') || text.includes('marshal') || pyAliases.size > 0)) {
        const code = text.length > MINIFIED_LINE_LENGTH ? '' : codeText(text, 'python').code;
        const alias = pythonHiddenAlias(code);
        const through = alias === null ? pythonHiddenRun(code, pyAliases) : null;
        // six's shim (`exec_ = getattr(builtins, "exec")` beside Python 2's `def exec_(…)`): a compatibility name, not a hidden one.
        if (alias !== null && pyAliases.size < MAX_HELD && !(pyDefined ??= pythonDefinedNames(patch)).has(alias)) pyAliases.add(alias);
        else if (through !== null) {
          obfuscated = true;
          findings.push(
            makeFinding({
              id: 'obfuscated-code',
              severity: options.test === true ? 'medium' : 'high',
              title: `Python code is run by another name (${through.slice(0, 60)})`,
              detail: `An added line runs code through \`${through.slice(0, 60)}\`: ${/marshal/.test(through) ? 'a code object read back from marshal bytes and made a function, compiled code with no source for a reader' : "exec or eval looked up in the builtins namespace by its name, which does what `exec(` does while keeping that word off the line and out of a search"}. Nobody writes it so but to hide the call, as malicious packages do. Ask for the plain source, or why it must be hidden.`,
              path,
              line: line > 0 ? line : null,
              subject: 'obfuscated',
            }),
          );
        }
      }
      if (!obfuscated && text.includes('_0x')) {
        for (const m of text.matchAll(OBFUSCATOR_NAME)) if (obfuscatorNames.size < OBFUSCATOR_NAMES) obfuscatorNames.add(m[0].toLowerCase());
        if (obfuscatorNames.size >= OBFUSCATOR_NAMES) {
          obfuscated = true;
          findings.push(
            makeFinding({
              id: 'obfuscated-code',
              severity: 'high',
              title: 'Obfuscator output in a source file (`_0x…` names)',
              detail: `The added code names its variables and functions as javascript-obfuscator does (${[...obfuscatorNames].join(', ')}, ...): code written to be unreadable, as the payloads injected into chalk and debug (September 2025) and the Shai-Hulud worm's bundle were. No one writes source this way; ask for the plain source, or keep generated bundles in dist/ with the source that builds them.`,
              path,
              line: line > 0 ? line : null,
              subject: 'obfuscated',
            }),
          );
        }
      }
      if (!obfuscated && readsHexStrings && text.includes('\\')) {
        for (const escaped of hexEscapedTexts(text, HEX_ESCAPED_STRINGS)) if (hexStrings.size < HEX_ESCAPED_STRINGS) hexStrings.add(escaped);
        if (hexStrings.size >= HEX_ESCAPED_STRINGS) {
          obfuscated = true;
          findings.push(
            makeFinding({
              id: 'obfuscated-code',
              severity: 'high',
              title: 'Obfuscator output in a source file (strings written as hex escapes)',
              detail: `The added code writes ${HEX_ESCAPED_STRINGS} or more strings of plain text wholly as hex escapes (\`"\\x65\\x74\\x68…"\`): the string table obfuscators put at the top of their output, so that the names the code uses (a wallet's \`ethereum\`, \`request\`, a host) are seen by no reader and no search. No one writes text this way; ask for the plain source.`,
              path,
              line: line > 0 ? line : null,
              subject: 'obfuscated',
            }),
          );
        }
      }
      if (!obfuscated && text.length >= 20 && ((text.includes('(') && ((/eval|exec|Function/.test(text) && DECODE_AND_RUN.test(text)) || decodesIntoProcess(text))) || (text.length >= 160 && blobHandedToSink(text)))) {
        obfuscated = true;
        findings.push(
          makeFinding({
            id: 'obfuscated-code',
            severity: 'high',
            title: 'Encoded payload is decoded and executed',
            detail: 'An added line decodes an encoded string (base64, hex, char codes) and hands it to eval/exec/Function, a decoder, or a process or interpreter to run (`os.system(b64decode(…))`, `python -c <decoded>`): a common way to hide malicious code from review. Ask for the plain source.',
            path,
            line: line > 0 ? line : null,
            subject: 'obfuscated',
          }),
        );
      } else if (!obfuscated && text.length >= 12 && text.length <= MINIFIED_LINE_LENGTH && text.includes('(') && decodesTwice(text)) {
        obfuscated = true;
        // The line and the next added lines of its hunk: is the result run?
        let run = RUN_HINT.test(text);
        for (let at = end + 1, n = 0; !run && at < patch.length && n < RUN_WINDOW; n += 1) {
          let stop = patch.indexOf('\n', at);
          if (stop < 0) stop = patch.length;
          if (patch.startsWith('@@', at)) break;
          if (patch.charCodeAt(at) === 43 /* + */ && RUN_HINT.test(patch.slice(at + 1, Math.min(stop, at + 1 + MINIFIED_LINE_LENGTH)))) run = true;
          at = stop + 1;
        }
        findings.push(
          makeFinding({
            id: 'obfuscated-code',
            severity: run ? 'high' : 'medium',
            title: 'Text encoded twice is decoded',
            detail: `An added line decodes text that was encoded twice (a decoder given another decoder's result: base64 of hex, atob(atob(…)), b64decode(b64decode(…)))${run ? ', and it or the lines after it run code (eval, Function, exec, vm, a global looked up by a name put together)' : ''}. Nobody encodes data twice to store it; a payload is, to get past scanners that decode once. Ask for the plain source.`,
            path,
            line: line > 0 ? line : null,
            subject: 'obfuscated',
          }),
        );
      } else if (!obfuscated && (assembledAt < 0 || !options.test) && !DECODER_CALL.test(text) && (text.length >= 12 || held.size > 0) && text.length <= MINIFIED_LINE_LENGTH && !wasInBlock && !COMMENT_START.test(text) && (assembled = assembledOn(text, language, held)) !== null) {
        // Called, or a module loaded and run on the line, or a command handed to a process: high; loaded or looked up only: medium. A test file's one step lower (a scanner's own fixtures spell these).
        const strong = assembled.use === 'call' || assembled.use === 'command';
        const severity = options.test === true ? (strong ? 'medium' : 'low') : strong ? 'high' : 'medium';
        // One such finding a file; a weak one leaves the later lines to be read for a stronger one (the module loaded, then its exec looked up by pieces).
        // A module the file loaded by its plain name before (a removed line quotes it), spelled in pieces now to keep a bundler
        // from following it (bcoin's `require('child_' + 'process')` for browserify, its `require('child_process')` removed).
        // And a weak one after another weak one adds nothing.
        if ((assembled.use === 'module' && (removedInPatch ??= removedQuotes(patch)).has(assembled.text)) || (!strong && assembledAt >= 0)) {
          line += 1;
          start = end + 1;
          continue;
        }
        if (strong) obfuscated = true;
        // A weak finding replaced by a strong one of a later line.
        if (assembledAt >= 0) findings.splice(assembledAt, 1);
        else if (!strong) assembledAt = findings.length;
        const named = assembled.use === 'command' ? 'command' : MODULE_LIKE.test(assembled.text) ? 'module name' : 'code-execution name';
        findings.push(
          makeFinding({
            id: 'obfuscated-code',
            severity,
            title: assembled.through === undefined ? `A ${named} is put together from pieces (${assembled.text.slice(0, 40)})` : `A ${named} is called through a variable (${assembled.through}: ${assembled.text.slice(0, 40)})`,
            detail: assembled.through !== undefined ? `An added line calls \`${assembled.text.slice(0, 60)}\` through the variable \`${assembled.through.slice(0, 40)}\` (PHP's variable functions), so that the call's own line never names it: the shape of a web shell, hidden from a reader and from scanners that search for the function's name. Ask for the plain call, or why it must be hidden.` : `An added line spells \`${assembled.text.slice(0, 60)}\` in pieces (strings joined, a list joined, character codes) and ${assembled.use === 'call' ? 'runs it' : assembled.use === 'command' ? 'hands it to a process to run' : assembled.use === 'module' ? 'loads it as a module' : 'looks it up by that name'}. Nobody splits these names but to hide them from a reader and from scanners that search for them, as malicious packages do to reach eval, child_process or a download. Ask for the plain name, or why it must be hidden.`,
            path,
            line: line > 0 ? line : null,
            subject: 'obfuscated',
          }),
        );
      } else if (!minified && text.length > MINIFIED_LINE_LENGTH && codeLength(text) > MINIFIED_LINE_LENGTH && !isCommentProse(text, hashComments, slashComments, wasInBlock) && !readsAsProse(text) && !isLiteralTypeUnion(text, path)) {
        minified = true;
        findings.push(
          makeFinding({
            id: 'minified-source',
            severity: 'medium',
            title: `Minified or generated code in a source file (${text.length} characters on one line)`,
            detail: 'A line this long in a source folder cannot be reviewed and may hide anything. Commit the readable source, and keep generated bundles in dist/ or build/ (or mark them generated).',
            path,
            line: line > 0 ? line : null,
            subject: 'minified',
          }),
        );
      }
      line += 1;
    } else if (first !== 45 /* - */ && first !== 92 /* \ */) {
      line += 1;
    }
    start = end + 1;
  }
  return findings;
}

/** Indexing a list and adding (`parts[11] + parts[5] + …`): one piece of a string assembled from scattered fragments. */
const INDEXED_PIECE = /\[\s{0,4}\d{1,4}\s{0,4}\]\s{0,4}\+/g;
/** A number in a list of byte or character codes. */
const CODE_NUMBER = /(?<![\w.])(?:0x[0-9a-f]{1,4}|\d{1,5})(?![\w.])/gi;
/** Python's character codes turned into text: `map(chr, …)`, `chr(c) for c in …`, `bytes([…]).decode()`. */
const PYTHON_CHARS = /\bmap\s*\(\s*chr\s*,|\bchr\s*\(\s*\w{1,40}\s*(?:[-+^%]\s*\w{1,40}\s*)?\)\s*for\s|\bbytes\s*\(\s*\[[^\]]{0,2000}\]\s*\)\s*\.decode\s*\(/;
/**
 * A list of byte or character codes written out and turned into text (Go `string([]byte{…})`, Java
 * `new String(new byte[]{…})`): a table of magic bytes (`[]byte{0x89, 0x50, …}`) stays bytes.
 */
const CODE_LIST = /\bstring\s*\(\s*\[\]byte\s*\{|\bnew\s+String\s*\(\s*new\s+(?:byte|char)\s*\[\s*\]\s*\{/;
/**
 * Text spelled backwards and turned around at run time: JavaScript's `.reverse().join('')` (after
 * `.split('')`, `[...s]` or `Array.from(s)`), Python's `'…'[::-1]` and `''.join(reversed(…))`,
 * PHP's `strrev(`, Ruby's `'…'.reverse`, Java's `new StringBuilder(…).reverse(`, C#'s
 * `new string(….Reverse()`, and the shell's `| rev | sh`. A list reversed (`items[::-1]`,
 * `parts.reverse().join('.')`, a reverse-DNS name) is not text turned around.
 */
const REVERSED_TEXT =
  /\.reverse\s*\(\s*\)\s*\.join\s*\(\s*(?:''|""|``)\s*\)|['"]\s{0,4}\[\s{0,4}::\s{0,4}-1\s{0,4}\]|(?:''|"")\s*\.join\s*\(\s*reversed\s*\(|\bstrrev\s*\(|['"]\.reverse\b|\bnew\s+StringBuilder\s*\([^)\n]{0,300}\)\s*\.reverse\s*\(|\bnew\s+string\s*\([^)\n]{0,200}\.Reverse\s*\(|\|\s*rev\s*\|\s*(?:sudo\s+)?(?:(?:ba|z|da|k)?sh|python3?|perl|ruby|node)\b/;

/** Pieces or codes a line must hold to be assembling hidden text (a color escape `[]byte{27}` or `a[0] + a[1]` is not). */
const ASSEMBLED_PIECES = 8;

/**
 * Whether a line builds text from pieces no reader can see whole: eight or more indexed fragments
 * added together (`DmM[40] + DmM[7] + DmM[3] + …`, the malicious Go modules of 2025 spelling
 * `wget -O - https://… | /bin/bash`), character codes turned into text (`''.join(map(chr, […]))`,
 * `chr(c) for c in …`, `bytes([…]).decode()`), eight or more byte codes written out and turned
 * into text (`string([]byte{119, 103, …})`, `new String(new byte[]{…})`), or text spelled backwards
 * and turned around (REVERSED_TEXT). With a code or process sink in the same hunk it is a hidden
 * command run (scan-code-changes.ts, `obfuscated-code`). Linear: global matches counted, one
 * bounded search.
 */
export function assemblesHiddenText(code: string): boolean {
  if (REVERSED_TEXT.test(code)) return true;
  if (code.includes('+') && code.includes('[')) {
    let pieces = 0;
    for (const _ of code.matchAll(INDEXED_PIECE)) if (++pieces >= ASSEMBLED_PIECES - 1) return true;
  }
  if (code.includes('chr') && PYTHON_CHARS.test(code)) return true;
  const list = CODE_LIST.exec(code);
  if (list !== null) {
    const after = code.slice(list.index + list[0].length, list.index + list[0].length + 4000);
    const close = after.search(/[}\]]/);
    let numbers = 0;
    for (const _ of (close < 0 ? after : after.slice(0, close)).matchAll(CODE_NUMBER)) if (++numbers >= ASSEMBLED_PIECES) return true;
  }
  return false;
}

