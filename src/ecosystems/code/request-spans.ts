/**
 * Requests written over several lines, and where they go. A rule that reads one line sees
 * `fetch(SINK, {` and, three lines down, `body: JSON.stringify({ key: secretKey })`, but never both:
 * this module gives each request of the added code its span (from the call to the bracket that
 * closes it, at most MAX_SPAN_LINES lines of one hunk) and its destination, read from the call's
 * first arguments: a literal URL, a name the file assigns a URL (`const SINK = 'https://…'`, built
 * by concatenation, `'https://' + HOST + '/c'`, or a template, `` `${BASE}/collect` ``), a config
 * object's `url:` / `hostname:`. Beside calls it knows the requests that are no call: an image
 * beacon (`new Image().src = 'https://…?k=' + k`, `img.src = …` for an image the file makes), a page
 * sent away (`location.href = …`), and a socket or XMLHttpRequest opened to a URL and written to
 * later (`ws = new WebSocket('wss://…')`, then `ws.send(…)`; `xhr.open('POST', URL)`, then
 * `xhr.send(…)`).
 *
 * Token-level and linear: each line is read once for openers, each span at most MAX_SPAN_LINES
 * lines, each destination expression at most MAX_TERMS terms.
 */
import type { ChangedLine } from './changed-lines.js';
import { charCodeString, formattedString, NUMBERS_KEY, numbersAssigned } from './built-strings.js';
import type { CodeText } from './code-text.js';

/** An added line of code with its text. */
export interface CodeLine {
  readonly l: ChangedLine;
  readonly t: CodeText;
}

export interface RequestSpan {
  /** Index (in the lines given) of the line that opens the request. */
  readonly start: number;
  /** Index of its last line (inclusive). */
  readonly end: number;
  /** Where it goes: host (with port and path, lower case; no query) of each URL it names or resolves. */
  readonly places: readonly string[];
  /** Indices of the span's lines that stand inside a `headers` object (a credential given to the host called). */
  readonly headerLines: ReadonlySet<number>;
}

/** The most lines a request spans. */
const MAX_SPAN_LINES = 12;
/** The most spans read in a file. */
const MAX_SPANS = 200;
/** The most request openers read in a file, and on one line (each reads a window of up to MAX_SPAN_LINES lines: a minified line of a thousand `.post(` is not read a thousand times). */
const MAX_OPENERS = 400;
const MAX_OPENERS_PER_LINE = 16;
/** The most names of the file whose string value is followed. */
const MAX_CONSTANTS = 200;
/** The most terms (literals and names) of a string expression. */
const MAX_TERMS = 24;
/** The longest value followed: names built from names (`A2 = A1 + A1 + …`) would otherwise grow without bound. */
const MAX_VALUE_LENGTH = 2048;

/**
 * A request call, read on code with strings blanked: fetch, axios, got, needle, superagent, ky,
 * request, Node's http(s), jQuery, sendBeacon; Python's requests, httpx, a session's or client's
 * methods, urlopen, urllib's Request; Go's net/http; Rust's reqwest and ureq; and any `.post(`,
 * `.put(`, `.patch(` (an HTTP client's method: one whose first argument is no URL has no destination).
 */
const CALL_OPENER =
  /\bfetch\s*\(|\baxios(?:\.(?:post|put|patch|get|request))?\s*\(|\bgot(?:\.(?:post|put|patch|get))?\s*\(|\b(?:needle|superagent|ky|request)\.(?:post|put|patch|get)\s*\(|\bhttps?\.(?:request|get)\s*\(|\bsendBeacon\s*\(|\$\.(?:post|ajax|get)\s*\(|\b(?:requests|httpx|session|client)\.(?:post|put|patch|get|request)\s*\(|\burlopen\s*\(|\burllib\.request\.Request\s*\(|\bhttp\.(?:Post|PostForm|Get|NewRequest(?:WithContext)?)\s*\(|\b(?:reqwest|ureq)::(?:get|post|put|request)\s*\(|\.(?:post|put|patch)\s*\(/g;
/** A request that is an assignment: an image beacon made in place, the page sent to a URL. */
const ASSIGNMENT_OPENER = /\bnew\s+Image\s*\((?:\s*\d{1,5}\s*,\s*\d{1,5})?\s*\)\s*\.src\s*=(?!=)|\b(?:window|document)\.location(?:\.href)?\s*=(?!=)|\blocation\.href\s*=(?!=)/g;
/** `x.src = …`: an image beacon when `x` is an image (or script, iframe) element the file makes. */
const SOURCE_SET = /\b([A-Za-z_$][\w$]{0,60})\.src\s*=(?!=)/g;
/** An element that loads its `src` made: `img = new Image()`, `s = document.createElement('img')` (code with strings kept). */
const ELEMENT_MADE = /\b([A-Za-z_$][\w$]{0,60})\s*=\s*(?:new\s+Image\s*\(|document\.createElement\s*\(\s*["'`](?:img|script|iframe)["'`])/;
/**
 * A socket (or a request object) opened to a URL and bound to a name, group 1 the name: `ws = new
 * WebSocket(…)`, socket.io's `io(…)`, Node's `req = https.request(…)` (then `req.end(…)`), Python's `websocket.create_connection(…)`, `await
 * websockets.connect(…)`; group 2 the name of `with websockets.connect(…) as ws`.
 */
const SOCKET_BOUND =
  /\b([A-Za-z_$][\w$]{0,60})\s*=\s*(?:await\s+)?(?:new\s+(?:WebSocket|ReconnectingWebSocket)\s*\(|io(?:\.connect)?\s*\(|https?\.request\s*\(|websocket\.create_connection\s*\(|websockets\.connect\s*\()|\bwith\s+websockets\.connect\s*\((?=[^\n]{0,400}\)\s*as\s+([A-Za-z_]\w{0,60})\s*:)/;
/** `xhr.open('POST', url)`: group 1 the name, the URL its second argument. */
const REQUEST_OPENED = /\b([A-Za-z_$][\w$]{0,60})\.open\s*\(\s*["'`][A-Za-z]{3,7}["'`]\s*,/;
/** A write to a bound socket or request: `ws.send(`, `this.ws.send(`, `socket.emit(`, `s.sendall(`, `req.end(` (group 1 the name). */
const SOCKET_WRITE = /\b([A-Za-z_$][\w$]{0,60})\.(?:send|emit|write|end|sendall|send_str|send_json)\s*\(/g;

/** A name assigned a value: `const SINK = …`, `SINK = …`, `Sink := …`, `static final String SINK = …` (group 1). */
const NAME_ASSIGNED = /^\s*(?:export\s+)?(?:(?:const|let|var|val|final|static|private|public|readonly)\s+){0,4}(?:[A-Z]\w{0,30}\s+)?([A-Za-z_$][\w$]{0,60})(?:\s*:\s*&?(?:'\w{1,20}\s)?[\w.<>[\]]{1,40})?\s*:?=(?![=>])\s*/;
/** A URL at the start of a string: scheme and host, port and path (group 1, without query). */
const URL_START = /^(?:https?|wss?):\/\/([a-z0-9.-]{1,253}(?::\d{1,5})?(?:\/[^\s"'`?#]{0,300})?)/i;
/** A host name alone (a config object's `hostname:`). */
const HOST_ONLY = /^[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8}(?::\d{1,5})?$/i;
/** A config object's field that names where a request goes (group 1 the field). */
const DESTINATION_FIELD = /\b(url|uri|baseURL|hostname|host)\s*:\s*/g;
/** A literal URL anywhere in code (host and path, group 1). */
const LITERAL_URL = /["'`](?:https?|wss?):\/\/([a-z0-9.-]{1,253}(?::\d{1,5})?(?:\/[^\s"'`?#]{0,300})?)/gi;

/** A string literal at the start of the text (group 1, 2 or 3 its contents), a Python prefix (`f`, `r`, `b`) allowed. */
const STRING_TERM = /[fFrRbBuU]{0,2}(?:"([^"\\\n]{0,400})"|'([^'\\\n]{0,400})'|`([^`\\\n]{0,400})`)/y;
/** A name at the start of the text (group 1), or a URL object's string of it (`url.toString()`, `url.href`). */
const NAME_TERM = /([A-Za-z_$][\w$]{0,60})(?:\s{0,4}\.\s{0,4}(?:toString\s{0,4}\(\s{0,4}\)|href))?(?![\w$(.[])/y;
/**
 * A literal decoded in place (group 1 its base64): `atob('aHR0cHM6…')`, `Buffer.from('aHR0…',
 * 'base64').toString()`, Python's `base64.b64decode('aHR0…').decode()`: a URL hidden from a reader.
 */
const DECODED_TERM =
  /(?:(?:window\.)?atob\s*\(\s*["'`]|Buffer\.from\s*\(\s*["'`](?=[A-Za-z0-9+/=]{4,400}["'`]\s*,\s*["'`]base64["'`])|(?:base64\.)?b64decode\s*\(\s*b?["'])([A-Za-z0-9+/=]{4,400})["'`](?:\s*,\s*["'`]base64["'`])?\s*\)(?:\s*\.\s*(?:toString|decode)\s*\(\s*(?:["'`][\w-]{1,10}["'`]\s*)?\))?/y;
/** An array of literals joined with nothing: `['https://', 'metrics-cdn', '.example'].join('')` (the array's start). */
const ARRAY_START = /\[\s*/y;
const ARRAY_NEXT = /\s*,\s*/y;
const ARRAY_JOINED = /\s*(?:,\s*)?\]\s*\.\s*join\s*\(\s*(?:""|''|``)\s*\)/y;
/** `+` between terms (or a Python literal right after another). */
const PLUS = /\s*\+\s*/y;
/** Spaces. */
const SPACES = /\s*/y;
/** What a template puts into its text: `${BASE}`, `${this.baseUrl}` (group 1). */
const TEMPLATE_PLACEHOLDER = /\$\{([^{}\n]{0,200})\}/g;
/** What an f-string puts into its text: `{BASE}`, `{self.base}` (group 1). */
const F_PLACEHOLDER = /\{([^{}\n]{0,200})\}/g;

/** The value of a string expression at `from` (literals, names of the file, `+`): as far as it can be read, and whether it was read whole. */
export function stringValue(code: string, from: number, constants: ReadonlyMap<string, string>): string {
  return readString(code, from, constants, 0).value;
}

/**
 * A URL object made of a string (`new URL('https://…')`, `new URL(SINK)`) or of a path and a base
 * (`new URL('/c', BASE)`): its value and where it ends, or null. `depth`: the URL objects read around
 * this one (one is read inside another at most).
 */
function urlObject(code: string, at: number, constants: ReadonlyMap<string, string>, depth: number): { value: string; end: number } | null {
  URL_OBJECT.lastIndex = at;
  if (depth > 1 || URL_OBJECT.exec(code) === null) return null;
  const first = readString(code, URL_OBJECT.lastIndex, constants, depth + 1);
  if (!first.whole) return null;
  ARRAY_NEXT.lastIndex = first.end;
  const base = ARRAY_NEXT.exec(code) === null ? null : readString(code, ARRAY_NEXT.lastIndex, constants, depth + 1);
  const end = base === null ? first.end : base.end;
  CALL_CLOSE.lastIndex = end;
  if (CALL_CLOSE.exec(code) === null) return null;
  if (base === null || /^[a-z]{2,8}:\/\//i.test(first.value)) return { value: first.value, end: CALL_CLOSE.lastIndex };
  if (!base.whole) return null;
  // Resolved as a URL is: a path from the base's origin, or in place of the base's last segment.
  const origin = URL_ORIGIN.exec(base.value)?.[0];
  if (origin === undefined) return null;
  const folder = base.value === origin ? `${origin}/` : base.value.slice(0, base.value.lastIndexOf('/') + 1);
  return { value: first.value.startsWith('/') ? origin + first.value : folder + first.value, end: CALL_CLOSE.lastIndex };
}

/** A URL's scheme and host (and port). */
const URL_ORIGIN = /^[a-z]{2,8}:\/\/[^/?#]{1,260}/i;

/** An argument of a format (built-strings.ts): a literal or a name of the file, read whole, or null. */
function formatArgument(code: string, at: number, constants: ReadonlyMap<string, string>, depth: number): { value: string; end: number } | null {
  if (depth > 1) return null;
  const read = readString(code, at, constants, depth + 1);
  return read.whole && read.value !== '' ? { value: read.value, end: read.end } : null;
}

/** `new URL(` (a URL object's value is its string), `)` after its arguments. */
const URL_OBJECT = /new\s+URL\s*\(\s*/y;
const CALL_CLOSE = /\s*\)/y;

/** readString's answer: the value read, where the reading stopped, and whether the expression was read to its end. */
interface ReadString {
  readonly value: string;
  readonly end: number;
  readonly whole: boolean;
}

function readString(code: string, from: number, constants: ReadonlyMap<string, string>, depth: number): ReadString {
  let value = '';
  let at = from;
  const stop = (whole: boolean): ReadString => ({ value: value.slice(0, MAX_VALUE_LENGTH), end: at, whole });
  for (let terms = 0; terms < MAX_TERMS; terms += 1) {
    if (value.length > MAX_VALUE_LENGTH) return stop(false);
    SPACES.lastIndex = at;
    SPACES.exec(code);
    at = SPACES.lastIndex;
    DECODED_TERM.lastIndex = at;
    const decoded = DECODED_TERM.exec(code);
    const joined = decoded === null ? joinedArray(code, at, constants) : null;
    const object = decoded === null && joined === null ? urlObject(code, at, constants, depth) : null;
    const built = decoded === null && joined === null && object === null ? (charCodeString(code, at, constants) ?? formattedString(code, at, (k) => formatArgument(code, k, constants, depth))) : null;
    STRING_TERM.lastIndex = at;
    const literal = decoded === null && joined === null && object === null && built === null ? STRING_TERM.exec(code) : null;
    if (built !== null) {
      value += built.value;
      at = built.end;
      if ('whole' in built && !built.whole) return stop(false);
    } else if (decoded !== null) {
      value += Buffer.from(decoded[1] ?? '', 'base64').toString('latin1');
      at = DECODED_TERM.lastIndex;
    } else if (joined !== null) {
      value += joined.value;
      at = joined.end;
    } else if (object !== null) {
      value += object.value;
      at = object.end;
    } else if (literal !== null) {
      const raw = literal[1] ?? literal[2] ?? literal[3] ?? '';
      // A placeholder the file gives a value is filled; the first one it does not stops the value there.
      let filled = '';
      let last = 0;
      let open = false;
      const fString = /^[rRbBuU]?[fF]/.test(literal[0]);
      const placeholders = literal[3] !== undefined ? TEMPLATE_PLACEHOLDER : fString ? F_PLACEHOLDER : null;
      for (const m of placeholders === null ? [] : raw.matchAll(placeholders)) {
        const known = constants.get((m[1] ?? '').trim());
        filled += raw.slice(last, m.index);
        if (known === undefined) {
          open = true;
          break;
        }
        filled += known;
        last = m.index + m[0].length;
      }
      value += open ? filled : filled + raw.slice(last);
      if (open) return stop(false);
      at = STRING_TERM.lastIndex;
    } else {
      NAME_TERM.lastIndex = at;
      const name = NAME_TERM.exec(code);
      const known = name === null ? undefined : constants.get(name[1] ?? '');
      if (name === null || known === undefined) return stop(false);
      value += known;
      at = NAME_TERM.lastIndex;
    }
    PLUS.lastIndex = at;
    if (PLUS.exec(code) !== null) {
      at = PLUS.lastIndex;
      continue;
    }
    // Python joins adjacent literals.
    SPACES.lastIndex = at;
    SPACES.exec(code);
    if (!/["']/.test(code.charAt(SPACES.lastIndex))) return stop(true);
  }
  return stop(false);
}

/** An array of literals (or names of the file) joined with nothing at `at`: its value and where it ends. */
function joinedArray(code: string, at: number, constants: ReadonlyMap<string, string>): { value: string; end: number } | null {
  ARRAY_START.lastIndex = at;
  if (ARRAY_START.exec(code) === null) return null;
  let k = ARRAY_START.lastIndex;
  const parts: string[] = [];
  for (let n = 0; n < MAX_TERMS; n += 1) {
    STRING_TERM.lastIndex = k;
    const literal = STRING_TERM.exec(code);
    if (literal !== null && literal[3] === undefined) {
      parts.push(literal[1] ?? literal[2] ?? '');
      k = STRING_TERM.lastIndex;
    } else {
      NAME_TERM.lastIndex = k;
      const name = NAME_TERM.exec(code);
      const known = name === null ? undefined : constants.get(name[1] ?? '');
      if (name === null || known === undefined) return null;
      parts.push(known);
      k = NAME_TERM.lastIndex;
    }
    ARRAY_JOINED.lastIndex = k;
    if (ARRAY_JOINED.exec(code) !== null) return { value: parts.join(''), end: ARRAY_JOINED.lastIndex };
    ARRAY_NEXT.lastIndex = k;
    if (ARRAY_NEXT.exec(code) === null) return null;
    k = ARRAY_NEXT.lastIndex;
  }
  return null;
}

/** The place a string names: a URL's host and path (lower case), or a host alone where a host is asked for. */
function placeOf(value: string, hostAllowed: boolean): string | null {
  const url = URL_START.exec(value);
  if (url !== null) return (url[1] ?? '').toLowerCase();
  return hostAllowed && HOST_ONLY.test(value) ? value.toLowerCase() : null;
}

/**
 * The names of the patch's lines (added and context) that hold a string value: `const SINK =
 * 'https://…'`, `URL_ = 'https://' + HOST + '/c'`, `` BASE = `${ORIGIN}/v1` ``, read in order.
 */
export function stringConstants(lines: readonly ChangedLine[], texts: readonly CodeText[], patch?: string): Map<string, string> {
  const constants = new Map<string, string>();
  const read = (code: string): void => {
    if (constants.size >= MAX_CONSTANTS || !code.includes('=')) return;
    const m = NAME_ASSIGNED.exec(code);
    if (m === null) return;
    const value = stringValue(code, m[0].length, constants);
    if (value !== '') constants.set(m[1] ?? '', value);
    // A number or a list of them (`K = 0x2a`, `E = [66, 94, …]`): the parts of a string built from character codes.
    const numbers = value === '' ? numbersAssigned(code, m[0].length, constants) : null;
    if (numbers !== null) constants.set(NUMBERS_KEY + (m[1] ?? ''), numbers);
  };
  // Context lines of the patch too: a constant the file already had is where its requests go.
  if (patch !== undefined) {
    for (const row of patch.split('\n', 20_000)) if (row.startsWith(' ') && row.length < 600) read(row.slice(1));
  }
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment) continue;
    read(t.code);
  }
  return constants;
}

/** The text of a window of lines, joined by line breaks, and where each line starts in it. */
interface Window {
  readonly masked: string;
  readonly code: string;
  readonly starts: readonly number[];
}

function windowFrom(lines: readonly CodeLine[], start: number): Window {
  const masked: string[] = [];
  const code: string[] = [];
  const starts: number[] = [];
  let at = 0;
  const first = lines[start];
  for (let j = start; j < lines.length && j < start + MAX_SPAN_LINES; j += 1) {
    const w = lines[j];
    const prev = lines[j - 1];
    if (w === undefined || first === undefined || w.l.hunk !== first.l.hunk) break;
    // The request's lines follow one another (a comment line between them is left out of the lines given).
    if (j > start && prev !== undefined && w.l.line - prev.l.line > 2) break;
    // masked and code have the same length but for the comment cut from code: pad so offsets agree.
    const m = w.t.masked;
    const c = w.t.code.length >= m.length ? w.t.code.slice(0, m.length) : w.t.code.padEnd(m.length);
    starts.push(at);
    masked.push(m);
    code.push(c);
    at += m.length + 1;
  }
  return { masked: masked.join('\n'), code: code.join('\n'), starts };
}

/** The window line an offset stands on. */
function lineAt(starts: readonly number[], offset: number): number {
  let k = 0;
  while (k + 1 < starts.length && (starts[k + 1] ?? Infinity) <= offset) k += 1;
  return k;
}

const OPENING = new Set(['(', '[', '{']);
const CLOSING = new Set([')', ']', '}']);

/**
 * From an offset just inside a call's bracket: the offset of the bracket that closes it (or the
 * window's end), and the offsets where its first arguments start (at most three).
 */
function argumentsOf(masked: string, from: number): { close: number; args: number[] } {
  let depth = 0;
  const args = [from];
  for (let k = from; k < masked.length; k += 1) {
    const ch = masked.charAt(k);
    if (OPENING.has(ch)) depth += 1;
    else if (CLOSING.has(ch)) {
      if (depth === 0) return { close: k, args };
      depth -= 1;
    } else if (ch === ',' && depth === 0 && args.length < 3) args.push(k + 1);
  }
  return { close: masked.length, args };
}

/** Whether a value's text so far goes on on the next line: nothing yet (`src =` at the end of its line), or an operator last (`+`, `,`, `(`). */
function continues(before: string): boolean {
  return before.trim() === '' || /[+,(&|?:]\s*$/.test(before);
}

/** Where an assignment's value ends: the first line break outside brackets not after an operator that continues it. */
function assignmentEnd(masked: string, from: number): number {
  let depth = 0;
  for (let k = from; k < masked.length; k += 1) {
    const ch = masked.charAt(k);
    if (OPENING.has(ch)) depth += 1;
    else if (CLOSING.has(ch)) depth -= 1;
    else if ((ch === ';' && depth <= 0) || (ch === '\n' && depth <= 0 && !continues(masked.slice(Math.max(from, k - 40), k)))) return k;
  }
  return masked.length;
}

/** The place of an argument: its string value, or the `url:` / `hostname:` field of a config object. */
function argumentPlace(window: Window, at: number, end: number, constants: ReadonlyMap<string, string>): string | null {
  let k = at;
  while (k < end && /\s/.test(window.masked.charAt(k))) k += 1;
  // Python's keyword argument: `requests.post(url=SINK, …)`.
  URL_KEYWORD.lastIndex = k;
  if (URL_KEYWORD.exec(window.masked) !== null) k = URL_KEYWORD.lastIndex;
  if (window.masked.charAt(k) === '{') {
    const object = window.masked.slice(k, end);
    for (const m of object.matchAll(DESTINATION_FIELD)) {
      const place = placeOf(stringValue(window.code, k + m.index + m[0].length, constants), m[1] === 'hostname' || m[1] === 'host');
      if (place !== null) return place;
    }
    return null;
  }
  return placeOf(stringValue(window.code, k, constants), false);
}

/** `url=` before a Python argument. */
const URL_KEYWORD = /(?:url|uri)\s*=(?!=)\s*/y;
/**
 * A line that goes on with the request built on the line before (`client\n  .post(SINK)\n  .body(key)\n
 * .send()`, superagent's `.send({ key })`): what the request carries (group 1 a header's method).
 */
const CHAINED = /^\s*\.\s*(?:(set|header|headers|bearer_auth|basic_auth)|body|json|form|send|query|data|field|attach|write|multipart|timeout|type|accept)\s*\(/;

/** Where a callback starts inside a request's arguments: what it does is not what the request sends. */
const CALLBACK = /=>|\bfunction\b|\blambda\b/g;

/** The header lines of a span: lines inside a `headers: {…}` / `headers={…}` object. */
function headerLinesOf(window: Window, start: number, close: number, first: number): Set<number> {
  const out = new Set<number>();
  const HEADERS = /\bheaders?\s*[:=]\s*\{/g;
  HEADERS.lastIndex = start;
  for (let m = HEADERS.exec(window.masked); m !== null && m.index < close; m = HEADERS.exec(window.masked)) {
    const open = m.index + m[0].length;
    const { close: end } = argumentsOf(window.masked, open);
    for (let k = lineAt(window.starts, m.index); k <= lineAt(window.starts, Math.min(end, close)); k += 1) out.add(first + k);
    HEADERS.lastIndex = Math.max(open, end);
  }
  return out;
}

/**
 * The requests of `lines` (added code of one file, in order), each with its span and destination.
 * `constants`: the file's names that hold strings (stringConstants).
 */
export function requestSpans(lines: readonly CodeLine[], constants: ReadonlyMap<string, string>): RequestSpan[] {
  const spans: RequestSpan[] = [];
  // Sockets and request objects bound to a destination, and image elements the file makes.
  const sockets = new Map<string, string>();
  const images = new Set<string>();
  let openersRead = 0;
  for (let i = 0; i < lines.length && spans.length < MAX_SPANS; i += 1) {
    const line = lines[i];
    if (line === undefined) continue;
    const { masked, code } = line.t;
    if (masked === '') continue;
    const made = ELEMENT_MADE.exec(code);
    if (made !== null && images.size < 50) images.add(made[1] ?? '');
    const bound = SOCKET_BOUND.exec(masked);
    const opened = bound === null ? REQUEST_OPENED.exec(code) : null;
    if ((bound !== null || opened !== null) && sockets.size < 50 && openersRead < MAX_OPENERS) {
      openersRead += 1;
      const window = windowFrom(lines, i);
      const match = bound ?? opened;
      const inside = (match?.index ?? 0) + (match?.[0].length ?? 0);
      const { close, args } = argumentsOf(window.masked, inside);
      const at = args[0];
      const place = at === undefined ? null : argumentPlace(window, at, args[1] ?? close, constants);
      const name = bound !== null ? (bound[1] ?? bound[2]) : opened?.[1];
      if (place !== null && name !== undefined) sockets.set(name, place);
    }
    const openers: { index: number; length: number; kind: 'call' | 'assignment' | 'write'; place?: string }[] = [];
    for (const m of masked.matchAll(CALL_OPENER)) openers.push({ index: m.index, length: m[0].length, kind: 'call' });
    for (const m of masked.matchAll(ASSIGNMENT_OPENER)) openers.push({ index: m.index, length: m[0].length, kind: 'assignment' });
    if (images.size > 0) for (const m of masked.matchAll(SOURCE_SET)) if (images.has(m[1] ?? '')) openers.push({ index: m.index, length: m[0].length, kind: 'assignment' });
    if (sockets.size > 0) {
      for (const m of masked.matchAll(SOCKET_WRITE)) {
        const place = sockets.get(m[1] ?? '');
        if (place !== undefined) openers.push({ index: m.index, length: m[0].length, kind: 'write', place });
      }
    }
    if (openers.length === 0) continue;
    if (openersRead >= MAX_OPENERS) break;
    const window = windowFrom(lines, i);
    for (const opener of openers.slice(0, MAX_OPENERS_PER_LINE)) {
      if (spans.length >= MAX_SPANS || openersRead >= MAX_OPENERS) break;
      openersRead += 1;
      const inside = opener.index + opener.length;
      let close: number;
      const places: string[] = [];
      if (opener.kind === 'assignment') {
        close = assignmentEnd(window.masked, inside);
        const place = argumentPlace(window, inside, close, constants);
        if (place !== null) places.push(place);
      } else {
        const read = argumentsOf(window.masked, inside);
        close = read.close;
        if (opener.kind === 'write') places.push(opener.place ?? '');
        else {
          // The destination: the first of the first arguments that names one (Go's `http.NewRequest("POST", url, body)`: the second).
          for (let a = 0; a < read.args.length; a += 1) {
            const at = read.args[a] ?? 0;
            const place = argumentPlace(window, at, read.args[a + 1] ?? close, constants);
            if (place !== null) {
              places.push(place);
              break;
            }
          }
        }
      }
      // Literal URLs of the opening line, as the one-line rules read them.
      const firstLineEnd = window.starts[1] === undefined ? window.code.length : (window.starts[1] ?? 0) - 1;
      for (const m of window.code.slice(0, firstLineEnd).matchAll(LITERAL_URL)) places.push((m[1] ?? '').toLowerCase());
      if (places.length === 0) continue;
      // A callback among the arguments ends what the request carries at the line it starts on.
      CALLBACK.lastIndex = inside;
      const callback = CALLBACK.exec(window.masked);
      let last = lineAt(window.starts, Math.min(close, window.masked.length - 1));
      const headerLines = headerLinesOf(window, inside, close, i);
      if (callback !== null && callback.index < close) {
        const at = lineAt(window.starts, callback.index);
        last = Math.min(last, at === 0 ? 0 : at - 1);
      } else if (opener.kind === 'call') {
        // The builder's next calls, one a line, up to the first that is none of the request's (`.then(`).
        for (let k = last + 1; k < window.starts.length; k += 1) {
          const row = window.masked.slice(window.starts[k] ?? 0, (window.starts[k + 1] ?? window.masked.length + 1) - 1);
          const chained = CHAINED.exec(row);
          if (chained === null || /=>|\bfunction\b|\|[\w\s,]{0,40}\|/.test(row)) break;
          if (chained[1] !== undefined) headerLines.add(i + k);
          last = k;
        }
      }
      spans.push({ start: i, end: i + last, places: [...new Set(places)], headerLines });
    }
  }
  return spans;
}

/** For each line, the spans it stands in (index → spans). */
export function spansByLine(spans: readonly RequestSpan[]): Map<number, RequestSpan[]> {
  const out = new Map<number, RequestSpan[]>();
  for (const span of spans) {
    for (let k = span.start; k <= span.end; k += 1) {
      const list = out.get(k);
      if (list === undefined) out.set(k, [span]);
      else list.push(span);
    }
  }
  return out;
}
