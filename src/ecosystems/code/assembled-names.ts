/**
 * A name of code execution, of a process module or of a download command put together from
 * literal pieces on one line, so that neither a reader nor a scanner sees it whole:
 * `globalThis['ev' + 'al'](p)`, `require('child_' + 'process')`, `cp[['ex', 'ec'].join('')](cmd)`,
 * `require(String.fromCharCode(99, 104, …))`, Python's `getattr(__builtins__, 'ev' + 'al')(p)` and
 * `__import__('o' + 's')`, PHP's `('sys' . 'tem')($c)`, `exec('cu' + 'rl -s https://…')`. Only
 * where the assembled text is put to use on the line: called, looked up and called, loaded as a
 * module or handed to a process. The same words split in a list or a pattern (a scanner's own
 * terms, `['ev' + 'al', 'ex' + 'ec']`, split so that it does not flag itself) run nothing. One pass
 * over the line to find its string literals; at most MAX_LITERALS of them are read.
 */
import type { CodeLanguage } from './language.js';

const MAX_LITERALS = 60;
/** Names whose only reason to be split is to hide them (compared lower-case, whole). */
const CODE_NAMES = new Set(['eval', 'exec', 'execsync', 'execfile', 'execfilesync', 'spawn', 'spawnsync', 'function', 'system', 'popen', 'compile', '__import__', 'import_module', 'shell_exec', 'passthru', 'proc_open', 'runinthiscontext', 'runinnewcontext']);
/** Modules that run code or processes. */
const MODULE_NAMES = new Set(['child_process', 'node:child_process', 'subprocess', 'os', 'pty', 'vm', 'node:vm', 'builtins', '__builtins__', '__builtin__', 'commands', 'ctypes']);
/** A command that downloads or starts a shell, first word of the assembled text. */
const COMMAND = /^\s{0,3}(?:curl|wget|bash|powershell|pwsh|\/bin\/(?:ba)?sh|sh\s{1,3}-c|nc|ncat|python3?\s{1,3}-c)(?:\s|$)/i;

export interface AssembledName {
  /** The text put together. */
  readonly text: string;
  /** What it is used as on the line: `call` (called, or looked up and called), `module` (loaded), `command` (handed to a process). */
  readonly use: 'call' | 'module' | 'command' | 'lookup';
  /** Called through a PHP variable function (`$f($cmd)` after `$f = 'sys' . 'tem'` or `$f = 'exec'`): the name the call goes through. */
  readonly through?: string;
}

interface Literal {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** The string literals of a line, quotes and escapes read (a `#` or `//` comment ends the scan). */
function literalsOf(code: string, language: CodeLanguage | null): Literal[] {
  const out: Literal[] = [];
  for (let i = 0; i < code.length && out.length < MAX_LITERALS; i += 1) {
    const ch = code.charAt(i);
    if ((ch === '#' && (language === 'python' || language === 'ruby' || language === 'shell')) || (ch === '/' && code.charAt(i + 1) === '/' && language !== 'python' && language !== 'ruby')) break;
    if (ch !== '"' && ch !== "'" && ch !== '`') continue;
    let text = '';
    let j = i + 1;
    for (; j < code.length && code.charAt(j) !== ch; j += 1) {
      if (code.charAt(j) === '\\') j += 1;
      else text += code.charAt(j);
    }
    // A template literal with a substitution is not one fixed text.
    if (ch === '`' && text.includes('${')) text = '\u0000';
    out.push({ start: i, end: j + 1, text });
    i = j;
  }
  return out;
}

/** Runs of literals joined by `+` (PHP: `.`), two pieces or more: start, end, the pieces. */
function concatenations(code: string, literals: readonly Literal[], language: CodeLanguage | null): { start: number; end: number; pieces: string[] }[] {
  const joiner = language === 'php' ? /^\s{0,3}\.\s{0,3}$/ : /^\s{0,3}\+\s{0,3}$/;
  const out: { start: number; end: number; pieces: string[] }[] = [];
  for (let i = 0; i < literals.length; ) {
    const first = literals[i];
    if (first === undefined) break;
    const pieces = [first.text];
    let last = first;
    let k = i + 1;
    for (; k < literals.length; k += 1) {
      const next = literals[k];
      if (next === undefined || !joiner.test(code.slice(last.end, next.start))) break;
      pieces.push(next.text);
      last = next;
    }
    if (pieces.length >= 2) out.push({ start: first.start, end: last.end, pieces });
    i = k;
  }
  return out;
}

/** `['cu', 'rl'].join('')`, `''.join(['ev', 'al'])`, `"".join(("o", "s"))`: the list's literals, when the list holds nothing else. */
const JS_JOIN = /\[([^\][]{1,300})\]\s{0,3}\.join\s{0,3}\(\s{0,3}(?:(['"`])([^'"`\\]{0,3})\2)?\s{0,3}\)/g;
const PY_JOIN = /(['"])([^'"\\]{0,3})\1\s{0,3}\.join\s{0,3}\(\s{0,3}[[(]([^\][()]{1,300})[\])]\s{0,3}\)/g;
/** `String.fromCharCode(99, 104, …)` and Python's `chr(101) + chr(118)`, literal codes only. */
const FROM_CHAR_CODE = /\bString\.fromCharCode\s{0,3}\(([\d\s,xXa-fA-F]{1,400})\)/g;
const PY_CHR_RUN = /\bchr\s{0,3}\(\s{0,3}(?:0x[0-9a-fA-F]{1,4}|\d{1,5})\s{0,3}\)(?:\s{0,3}\+\s{0,3}chr\s{0,3}\(\s{0,3}(?:0x[0-9a-fA-F]{1,4}|\d{1,5})\s{0,3}\)){1,40}/g;

function listPieces(list: string, language: CodeLanguage | null): string[] | null {
  const literals = literalsOf(list, language);
  if (literals.length < 2) return null;
  // Nothing but literals and commas.
  let rest = list;
  for (let i = literals.length - 1; i >= 0; i -= 1) {
    const l = literals[i];
    if (l !== undefined) rest = rest.slice(0, l.start) + rest.slice(l.end);
  }
  return /^[\s,]*$/.test(rest) ? literals.map((l) => l.text) : null;
}

function decodeCodes(list: string): string | null {
  const codes = list.split(',').map((c) => c.trim()).filter((c) => c !== '');
  if (codes.length < 2 || codes.length > 80) return null;
  let out = '';
  for (const c of codes) {
    const n = Number(c);
    if (!Number.isInteger(n) || n < 32 || n > 126) return null;
    out += String.fromCharCode(n);
  }
  return out;
}

/** Whether assembled text names something hidden: a code or process name or a command, spelled across the pieces (no one piece holds it). */
function sensitive(text: string, pieces: readonly string[] | null): boolean {
  const lower = text.toLowerCase();
  const word = CODE_NAMES.has(lower) || MODULE_NAMES.has(lower) ? lower : COMMAND.exec(text)?.[0].trim().split(/\s/)[0]?.toLowerCase() ?? null;
  if (word === null) return false;
  return pieces === null || !pieces.some((p) => p.toLowerCase().includes(word));
}

/** How the line uses the text at [start, end): called, loaded, handed to a process, or only looked up. */
function useOf(code: string, start: number, end: number, text: string): AssembledName['use'] | null {
  const before = code.slice(Math.max(0, start - 80), start);
  const after = code.slice(end, end + 40);
  const lower = text.toLowerCase();
  // Loaded as a module: require(…), import(…), __import__(…), importlib.import_module(…).
  if (/(?:\brequire|\bimport|__import__|\bimport_module)\s{0,3}\(\s{0,3}$/.test(before) && MODULE_NAMES.has(lower)) {
    // The module's process or code call made on the same line: `__import__('o' + 's').system('id')`.
    return /^\s{0,3}\)\s{0,3}\.\s{0,3}(?:system|popen|exec\w{0,8}|spawn\w{0,5}|run|call|check_output|Popen|fork|runIn\w{0,12}Context)\s{0,3}\(/.test(after) ? 'call' : 'module';
  }
  // Handed to a process: exec(…), spawn(…), system(…), subprocess.run([…, Popen(…, a shell's -c.
  if (COMMAND.test(text) && /\b(?:exec|execSync|spawn|spawnSync|execFile|execFileSync|system|popen|Popen|run|call|check_output|check_call|shell_exec|passthru|proc_open|`)\s{0,3}\(?\s{0,3}\[?\s{0,3}$/.test(before)) return 'command';
  if (!CODE_NAMES.has(lower) && !MODULE_NAMES.has(lower)) return null;
  // Looked up on an object and called: `globalThis[…](`, `cp[…](`, `getattr(x, …)(`, `(…)(` (PHP's variable function).
  const lookedUp = /\[\s{0,3}$/.test(before) && /^\s{0,3}\]/.test(after) || /\bgetattr\s{0,3}\(\s{0,3}[\w.]{1,60}\s{0,3},\s{0,3}$/.test(before) && /^\s{0,3}\)/.test(after) || /\(\s{0,3}$/.test(before) && /^\s{0,3}\)\s{0,3}\(/.test(after) && !/[\w$]\s{0,3}\(\s{0,3}$/.test(before);
  if (!lookedUp) return null;
  return /^\s{0,3}[\])]\s{0,3}\(/.test(after) ? 'call' : 'lookup';
}

/** The first name of code execution, a process module or a command that the line assembles from pieces and puts to use; null when none. */
export function assembledName(code: string, language: CodeLanguage | null): AssembledName | null {
  if (code.length > 2000 || !/['"`]|fromCharCode|chr/.test(code)) return null;
  for (const c of candidatesOf(code, language)) {
    if (!sensitive(c.text, c.pieces)) continue;
    const use = useOf(code, c.start, c.end, c.text);
    if (use !== null) return { text: c.text.slice(0, 80), use };
  }
  return null;
}

/**
 * PHP functions that run a process or code, called by name through a variable (`$f = "exec"; $f($cmd)`,
 * `call_user_func($f, $cmd)`): PHP's variable functions, a web shell's way to keep the call's
 * name off the line that makes it.
 */
const PHP_VARIABLE_CALLS = new Set(['system', 'exec', 'shell_exec', 'passthru', 'proc_open', 'popen', 'pcntl_exec', 'assert', 'create_function']);
/** A PHP literal that is one fixed text: single quotes, or double quotes with no `$` or `{` substitution. */
const PHP_PLAIN_LITERAL = /^(?:'([A-Za-z_]{2,20})'|"([A-Za-z_]{2,20})")$/;

/** A line that assigns a name (`const m = …`, `n = …`, `$f = …`; group 1), the rest of the line its value. */
const ASSIGNMENT = /^\s{0,40}(?:(?:const|let|var)\s{1,5})?([A-Za-z_$][\w$]{0,60})\s{0,3}=(?![=>])\s{0,3}/;

/**
 * A name the line assigns a code-execution name, a process module or a command put together from
 * pieces, and nothing else (`const m = 'child_' + 'process';`, `n = 'ev' + 'al'`): the name and the text, for a later line that uses the name (heldAssembledName).
 */
export function assembledAssignment(code: string, language: CodeLanguage | null): { name: string; text: string } | null {
  if (code.length > 2000 || !/['"`]|fromCharCode|chr/.test(code)) return null;
  const m = ASSIGNMENT.exec(code);
  if (m === null) return null;
  let value = code.slice(m[0].length).trimEnd();
  if (value.endsWith(';')) value = value.slice(0, -1).trimEnd();
  for (const c of candidatesOf(value, language)) {
    if (c.start === 0 && c.end === value.length && sensitive(c.text, c.pieces)) return { name: m[1] ?? '', text: c.text.slice(0, 80) };
  }
  // PHP: a process or code function's name, whole, given to a variable the code calls (heldAssembledName).
  const plain = language === 'php' && (m[1] ?? '').startsWith('$') ? PHP_PLAIN_LITERAL.exec(value) : null;
  const text = (plain?.[1] ?? plain?.[2] ?? '').toLowerCase();
  if (PHP_VARIABLE_CALLS.has(text)) return { name: m[1] ?? '', text };
  return null;
}

/** After a PHP variable's name: it is called (`$f(`), or handed to call_user_func as the function (checked before the name). */
const VARIABLE_CALLED = /^\s{0,3}\(/;
const CALL_USER_FUNC_BEFORE = /\bcall_user_func(?:_array)?\s{0,3}\(\s{0,3}$/;

/**
 * The first name of `held` (a name assigned a sensitive text put together from pieces, by
 * assembledAssignment, with that text) that the line puts to use as the text itself would be:
 * `require(m).exec(…)`, `getattr(builtins, n)(code)`, `globalThis[n](p)`, `exec(cmd)` of a command,
 * PHP's `$f($cmd)` (a variable function, also when the name was given whole: `$f = 'exec'`).
 */
export function heldAssembledName(code: string, held: ReadonlyMap<string, string>): AssembledName | null {
  if (code.length > 2000) return null;
  for (const [name, text] of held) {
    for (let at = code.indexOf(name); at >= 0; at = code.indexOf(name, at + 1)) {
      const end = at + name.length;
      const prior = code.charAt(at - 1);
      if (/[\w$.'"`]/.test(prior) || /[\w$'"`]/.test(code.charAt(end))) continue;
      // PHP's variable function: `$f($cmd)`, `call_user_func($f, $cmd)`; not a method named by it (`$this->$f()`, `self::$f()`).
      if (name.startsWith('$') && prior !== '>' && prior !== ':' && (VARIABLE_CALLED.test(code.slice(end, end + 10)) || CALL_USER_FUNC_BEFORE.test(code.slice(Math.max(0, at - 40), at))) && (PHP_VARIABLE_CALLS.has(text) || CODE_NAMES.has(text))) {
        return { text, use: 'call', through: name };
      }
      const use = useOf(code, at, end, text);
      if (use !== null) return { text, use };
    }
  }
  return null;
}

/** The texts a line puts together from literal pieces: joined literals, a joined list, character codes. */
function candidatesOf(code: string, language: CodeLanguage | null): { start: number; end: number; text: string; pieces: string[] | null }[] {
  const candidates: { start: number; end: number; text: string; pieces: string[] | null }[] = [];
  if (/[+.]/.test(code)) {
    for (const c of concatenations(code, literalsOf(code, language), language)) candidates.push({ ...c, text: c.pieces.join('') });
  }
  if (code.includes('join')) {
    for (const m of code.matchAll(language === 'python' ? PY_JOIN : JS_JOIN)) {
      const [list, separator] = language === 'python' ? [m[3], m[2]] : [m[1], m[3]];
      const pieces = listPieces(list ?? '', language);
      if (pieces !== null) candidates.push({ start: m.index, end: m.index + m[0].length, text: pieces.join(separator ?? ''), pieces });
    }
  }
  if (code.includes('fromCharCode')) {
    for (const m of code.matchAll(FROM_CHAR_CODE)) {
      const text = decodeCodes(m[1] ?? '');
      if (text !== null) candidates.push({ start: m.index, end: m.index + m[0].length, text, pieces: null });
    }
  }
  if (language === 'python' && code.includes('chr')) {
    for (const m of code.matchAll(PY_CHR_RUN)) {
      const text = decodeCodes(m[0].replace(/chr\s{0,3}\(\s{0,3}([^)\s]{1,8})\s{0,3}\)/g, '$1').replace(/\+/g, ','));
      if (text !== null) candidates.push({ start: m.index, end: m.index + m[0].length, text, pieces: null });
    }
  }
  return candidates;
}
