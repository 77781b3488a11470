/**
 * Strings a program builds so that a reader does not see them, read back where the file holds every
 * part: character codes (`String.fromCharCode(104, 116, …)`, Python's `bytes([104, …]).decode()`,
 * `"".join(map(chr, [104, …]))`), the same codes XOR-ed with a key (`E.map((c) =>
 * String.fromCharCode(c ^ K)).join('')`, `"".join(chr(c ^ K) for c in E)`, `bytes(c ^ K for c in
 * E).decode()`), and a format filled with names of the file (Go's `fmt.Sprintf("https://%s/c",
 * host)`, Python's `"https://%s/c" % HOST`, `"https://{}/c".format(HOST)`). The credential stealers of
 * 2024-2026 hid their collectors' hosts so. A part the file does not hold (a key read at run time, a
 * base URL from configuration) leaves the string unread, or read only up to that part.
 *
 * Token-level and linear: sticky patterns read forward from one offset; lists are read one number at
 * a time, at most MAX_CODES.
 */

/** The most character codes read. */
const MAX_CODES = 400;
/** Where a file's numbers are kept among its string constants: `#NAME` (no identifier starts so). */
export const NUMBERS_KEY = '#';

const NUMBER_ITEM = /\s*(0[xX][0-9a-fA-F]{1,6}|\d{1,7})\s*([,\])}])/y;
const NUMBER = /\s*(0[xX][0-9a-fA-F]{1,6}|\d{1,7})(?![\w.])/y;
const NAME = /\s*([A-Za-z_$][\w$]{0,60})(?![\w$(.[])/y;
/** A name that holds a list, a method of it may follow (`E.map(`). */
const LIST_NAME = /\s*([A-Za-z_$][\w$]{0,60})(?![\w$(])/y;
/** A list's opening: `[`, Go's `[]byte{`, `[]int{`, `[]rune{`. */
const LIST_OPEN = /\s*(?:\[\]\s*(?:byte|u?int(?:8|16|32|64)?|rune)\s*\{|\[)/y;

/** Reads the pattern at `at`: its match, or null (the pattern's lastIndex then says where it ended). */
function sticky(pattern: RegExp, code: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(code);
}

/** Integer literals up to the list's closing bracket: the numbers and the offset after it, or null. */
function numberItems(code: string, at: number): { values: number[]; end: number } | null {
  const values: number[] = [];
  let k = at;
  for (let n = 0; n < MAX_CODES; n += 1) {
    const m = sticky(NUMBER_ITEM, code, k);
    if (m === null) return null;
    values.push(Number(m[1]));
    k = NUMBER_ITEM.lastIndex;
    if (m[2] !== ',') return { values, end: k };
    // A trailing comma before the closing bracket.
    const close = sticky(/\s*[\])}]/y, code, k);
    if (close !== null) return { values, end: k + close[0].length };
  }
  return null;
}

/** A list of numbers at `at`: a literal (`[104, 116]`, `[]byte{104, 116}`) or a name of the file that holds one. */
export function numberList(code: string, at: number, constants: ReadonlyMap<string, string>): { values: number[]; end: number } | null {
  if (sticky(LIST_OPEN, code, at) !== null) return numberItems(code, LIST_OPEN.lastIndex);
  const name = sticky(LIST_NAME, code, at);
  const held = name === null ? undefined : constants.get(NUMBERS_KEY + (name[1] ?? ''));
  if (name === null || held === undefined || held === '') return null;
  return { values: held.split(',').map(Number), end: LIST_NAME.lastIndex };
}

/** A number at `at`: a literal or a name of the file that holds one. */
function numberAt(code: string, at: number, constants: ReadonlyMap<string, string>): { value: number; end: number } | null {
  const literal = sticky(NUMBER, code, at);
  if (literal !== null) return { value: Number(literal[1]), end: NUMBER.lastIndex };
  const name = sticky(NAME, code, at);
  const held = name === null ? undefined : constants.get(NUMBERS_KEY + (name[1] ?? ''));
  if (name === null || held === undefined || !/^\d{1,7}$/.test(held)) return null;
  return { value: Number(held), end: NAME.lastIndex };
}

/** The number a line of code assigns (`K = 0x2a`) or the list (`E = [66, 94]`, `e := []byte{…}`), as kept under NUMBERS_KEY: digits, or digits joined by commas. */
export function numbersAssigned(code: string, at: number, constants: ReadonlyMap<string, string>): string | null {
  const list = numberList(code, at, constants);
  if (list !== null && sticky(/\s*(?:;|$)/y, code, list.end) !== null) return list.values.join(',');
  const n = sticky(NUMBER, code, at);
  if (n !== null && sticky(/\s*(?:;|$)/y, code, NUMBER.lastIndex) !== null) return String(Number(n[1]));
  return null;
}

/** The characters of codes XOR-ed with `key` (0: as they are). */
function text(codes: readonly number[], key: number): string {
  let out = '';
  for (const c of codes.slice(0, MAX_CODES)) out += String.fromCharCode((c ^ key) & 0xffff);
  return out;
}

/** `(c) => `, `c => ` (group 1 or 2 the parameter). */
const ARROW = /\s*(?:\(\s*([A-Za-z_$][\w$]{0,20})\s*\)|([A-Za-z_$][\w$]{0,20}))\s*=>\s*/y;
/** `^ K` after a code's name. */
const XOR = /\s*\^\s*/y;

/** `c` or `c ^ K` for the name `param`: the key (0 for none) and where it ends. */
function xored(code: string, at: number, param: string, constants: ReadonlyMap<string, string>): { key: number; end: number } | null {
  const name = sticky(/\s*([A-Za-z_$][\w$]{0,20})/y, code, at);
  if (name === null || name[1] !== param) return null;
  const after = at + name[0].length;
  if (sticky(XOR, code, after) === null) return { key: 0, end: after };
  const key = numberAt(code, XOR.lastIndex, constants);
  return key === null ? null : { key: key.value, end: key.end };
}

const FROM_CHAR_CODE = /String\s*\.\s*fromCharCode\s*\(\s*/y;
const SPREAD = /\s*\.\.\.\s*/y;
const MAP_OPEN = /\s*\.\s*map\s*\(/y;
const CLOSE = /\s*\)/y;
const JOINED_EMPTY = /\s*\.\s*join\s*\(\s*(?:""|''|``)\s*\)/y;
/** Python: `"".join(`, then `map(chr, E)`, `chr(c ^ K) for c in E`, `[chr(c) for c in E]`. */
const PY_JOIN = /(?:""|'')\s*\.\s*join\s*\(\s*(\[\s*)?/y;
const PY_MAP_CHR = /map\s*\(\s*chr\s*,\s*/y;
const PY_CHR = /chr\s*\(\s*/y;
const PY_FOR = /\s*for\s+([A-Za-z_]\w{0,20})\s+in\s+/y;
/** Python: `bytes(E).decode()`, `bytes([…]).decode("utf-8")`, `bytes(c ^ K for c in E).decode()`. */
const PY_BYTES = /bytes\s*\(\s*/y;
const PY_DECODE = /\s*\.\s*decode\s*\(\s*(?:["'][\w-]{1,10}["']\s*)?\)/y;

/** A JavaScript code list and XOR key: `[…]`, `E`, `...E.map((c) => c ^ K)`. */
function jsCodes(code: string, at: number, constants: ReadonlyMap<string, string>): { codes: number[]; key: number; end: number } | null {
  const list = numberList(code, at, constants);
  if (list === null) return null;
  if (sticky(MAP_OPEN, code, list.end) === null) return { codes: list.values, key: 0, end: list.end };
  const arrow = sticky(ARROW, code, MAP_OPEN.lastIndex);
  const x = arrow === null ? null : xored(code, ARROW.lastIndex, arrow[1] ?? arrow[2] ?? '', constants);
  if (x === null || sticky(CLOSE, code, x.end) === null) return null;
  return { codes: list.values, key: x.key, end: CLOSE.lastIndex };
}

/** A string built from character codes at `at` (see the module's comment): its text and where it ends, or null. */
export function charCodeString(code: string, at: number, constants: ReadonlyMap<string, string>): { value: string; end: number } | null {
  const c = code.charAt(at);
  if (c === 'S' && sticky(FROM_CHAR_CODE, code, at) !== null) {
    const inside = FROM_CHAR_CODE.lastIndex;
    const listed = numberItems(code, inside);
    if (listed !== null && code.charAt(listed.end - 1) === ')') return { value: text(listed.values, 0), end: listed.end };
    if (sticky(SPREAD, code, inside) === null) return null;
    const codes = jsCodes(code, SPREAD.lastIndex, constants);
    if (codes === null || sticky(CLOSE, code, codes.end) === null) return null;
    return { value: text(codes.codes, codes.key), end: CLOSE.lastIndex };
  }
  if (c === 'b' && sticky(PY_BYTES, code, at) !== null) {
    const read = pythonCodes(code, PY_BYTES.lastIndex, constants, false);
    if (read === null || sticky(CLOSE, code, read.end) === null || sticky(PY_DECODE, code, CLOSE.lastIndex) === null) return null;
    return { value: text(read.codes, read.key), end: PY_DECODE.lastIndex };
  }
  if (c === '[' || /[A-Za-z_$]/.test(c)) {
    // `E.map((c) => String.fromCharCode(c ^ K)).join('')`
    const list = numberList(code, at, constants);
    if (list !== null && sticky(MAP_OPEN, code, list.end) !== null) {
      const arrow = sticky(ARROW, code, MAP_OPEN.lastIndex);
      if (arrow === null || sticky(FROM_CHAR_CODE, code, ARROW.lastIndex) === null) return null;
      const x = xored(code, FROM_CHAR_CODE.lastIndex, arrow[1] ?? arrow[2] ?? '', constants);
      if (x === null || sticky(CLOSE, code, x.end) === null || sticky(CLOSE, code, CLOSE.lastIndex) === null) return null;
      if (sticky(JOINED_EMPTY, code, CLOSE.lastIndex) === null) return null;
      return { value: text(list.values, x.key), end: JOINED_EMPTY.lastIndex };
    }
    return null;
  }
  const join = c === '"' || c === "'" ? sticky(PY_JOIN, code, at) : null;
  if (join === null) return null;
  const bracket = join[1] !== undefined;
  let read: { codes: number[]; key: number; end: number } | null = null;
  if (!bracket && sticky(PY_MAP_CHR, code, PY_JOIN.lastIndex) !== null) {
    const list = numberList(code, PY_MAP_CHR.lastIndex, constants);
    read = list === null || sticky(CLOSE, code, list.end) === null ? null : { codes: list.values, key: 0, end: CLOSE.lastIndex };
  } else if (sticky(PY_CHR, code, PY_JOIN.lastIndex) !== null) {
    read = pythonCodes(code, PY_JOIN.lastIndex, constants, true);
  }
  if (read === null) return null;
  const end = bracket ? sticky(/\s*\]/y, code, read.end) : null;
  if (bracket && end === null) return null;
  if (sticky(CLOSE, code, bracket ? read.end + (end?.[0].length ?? 0) : read.end) === null) return null;
  return { value: text(read.codes, read.key), end: CLOSE.lastIndex };
}

/** Python's codes: a list (`[…]`, `E`), or a generator over one (`c ^ K for c in E`; `chr(c ^ K) for c in E` when `chr`). */
function pythonCodes(code: string, at: number, constants: ReadonlyMap<string, string>, chr: boolean): { codes: number[]; key: number; end: number } | null {
  if (!chr) {
    const list = numberList(code, at, constants);
    if (list !== null) return { codes: list.values, key: 0, end: list.end };
  }
  let k = at;
  if (chr) {
    if (sticky(PY_CHR, code, k) === null) return null;
    k = PY_CHR.lastIndex;
  }
  const param = sticky(/\s*([A-Za-z_]\w{0,20})/y, code, k);
  if (param === null) return null;
  const x = xored(code, k, param[1] ?? '', constants);
  if (x === null) return null;
  k = x.end;
  if (chr) {
    if (sticky(CLOSE, code, k) === null) return null;
    k = CLOSE.lastIndex;
  }
  const loop = sticky(PY_FOR, code, k);
  if (loop === null || loop[1] !== param[1]) return null;
  const list = numberList(code, PY_FOR.lastIndex, constants);
  return list === null ? null : { codes: list.values, key: x.key, end: list.end };
}

/** Go's `fmt.Sprintf("…", a, b)`, Python's `"…" % X`, `"…" % (X, Y)`, `"…".format(X, Y)` (group 1 or 2 or 3 the format). */
const SPRINTF = /fmt\s*\.\s*Sprintf\s*\(\s*"([^"\\\n]{0,400})"/y;
const PY_FORMAT = /(?:"([^"\\\n]{0,400})"|'([^'\\\n]{0,400})')\s*(?:%\s*(\(?)|\.\s*format\s*\()/y;
const FORMAT_PLACEHOLDER = /%[sv]|\{\d?\}/g;
const ARGUMENT_NEXT = /\s*,\s*/y;

/**
 * A format filled at `at` (see the module's comment): the format with its placeholders filled by
 * `argument` (a literal or a name of the file, null when unknown) as far as they are known, and where
 * the call ends; the first unknown one ends the value there.
 */
export function formattedString(code: string, at: number, argument: (from: number) => { value: string; end: number } | null): { value: string; end: number; whole: boolean } | null {
  const go = sticky(SPRINTF, code, at);
  const py = go === null ? sticky(PY_FORMAT, code, at) : null;
  if (go === null && py === null) return null;
  const format = go !== null ? (go[1] ?? '') : (py?.[1] ?? py?.[2] ?? '');
  // Go's arguments follow a comma; Python's `%` takes one name or a tuple, `.format(` a list.
  const called = go !== null || py?.[3] === '(' || py?.[0].trimEnd().endsWith('(') === true;
  let k = go !== null ? SPRINTF.lastIndex : PY_FORMAT.lastIndex;
  let value = '';
  let last = 0;
  let first = true;
  for (const m of format.matchAll(FORMAT_PLACEHOLDER)) {
    value += format.slice(last, m.index);
    last = m.index + m[0].length;
    if (go !== null || !first) {
      if (sticky(ARGUMENT_NEXT, code, k) === null) return { value, end: k, whole: false };
      k = ARGUMENT_NEXT.lastIndex;
    }
    first = false;
    const arg = argument(k);
    if (arg === null) return { value, end: k, whole: false };
    value += arg.value;
    k = arg.end;
    if (!called) break;
  }
  value += format.slice(last);
  if (called && sticky(CLOSE, code, k) === null) return { value, end: k, whole: false };
  return { value, end: called ? CLOSE.lastIndex : k, whole: true };
}
