import { parseToml } from './pypi/pyproject.js';
import { isRecord } from './util.js';

/**
 * A line scanner for the TOML lockfiles (Cargo.lock, poetry.lock, uv.lock), like the npm scanners
 * for yarn.lock and pnpm-lock.yaml: a general TOML parse of a 10k-package lockfile takes hundreds of
 * milliseconds, most of it on values the analysis never reads (dependency lists, extras, metadata).
 *
 * These files are regular: `[[package]]` blocks of `key = value` lines, with `[package.x]` sub-tables
 * and multi-line arrays. The scanner builds only the part of the document a `LockScanSpec` asks for,
 * in the shape the TOML parser gives it, so the extractors read either the same way. Values it does
 * not keep are skipped (multi-line arrays by bracket depth) without being decoded. Anything outside
 * that regular shape (dotted keys, multi-line strings, quoted table names, a duplicate key) makes
 * the scanner give up, and the caller falls back to the full parser. Values an extractor reads only
 * for some documents (uv's dependency lists) can be kept as their text (TomlRaw) and read on demand.
 */

export interface LockScanSpec {
  /** Keys of each `[[package]]` entry whose values are decoded. */
  readonly packageKeys: ReadonlySet<string>;
  /** `[package.<name>]` sub-tables kept whole (poetry's `[package.source]`). */
  readonly packageTables?: ReadonlySet<string>;
  /** Other tables kept whole, by dotted name (`metadata.files`). */
  readonly tables?: ReadonlySet<string>;
  /**
   * Keys of each `[[package]]` entry, and `[package.<name>]` sub-tables every value of which, are
   * kept as their source text (a TomlRaw) instead of decoded: values read only for some documents,
   * or only in part (uv's dependency lists), decoded on demand by the extractor.
   */
  readonly rawPackageKeys?: ReadonlySet<string>;
  readonly rawPackageTables?: ReadonlySet<string>;
}

/**
 * A value the scanner kept undecoded: its source text in `content` from `start` to `end` (an array or
 * an inline table, already checked to be delimited). The full TOML parser never gives one.
 */
export class TomlRaw {
  constructor(
    readonly content: string,
    readonly start: number,
    readonly end: number,
  ) {}
}

/** A raw value decoded as the TOML parser gives it (TOML_SCALAR for other scalars); undefined when it is not valid TOML. */
export function decodeTomlRaw(raw: TomlRaw): unknown {
  try {
    at = raw.start;
    const value = parseValue(raw.content);
    if (at === raw.end) return value;
  } catch (error) {
    if (!(error instanceof Unsupported)) throw error;
  }
  // Outside the regular shape: the full parser, on this value alone.
  const parsed = parseToml(`v = ${raw.content.slice(raw.start, raw.end)}\n`);
  return typeof parsed === 'string' ? undefined : parsed.v;
}

/**
 * The `name` strings of the inline tables in a raw array (`[{ name = "x", marker = "..." }, ...]`):
 * what `value.filter(isRecord).map((e) => e.name).filter(isString)` gives on the decoded value,
 * read without building the tables when every entry starts with a plain `name = "..."`.
 */
export function tomlRawNames(raw: TomlRaw): string[] {
  const text = raw.content;
  const names: string[] = [];
  if (text.charCodeAt(raw.start) === 91 /* [ */) {
    at = raw.start + 1;
    try {
      for (;;) {
        skipBlank(text, true);
        const c = text.charCodeAt(at);
        if (c === 93 /* ] */) {
          if (at + 1 === raw.end) return names;
          break;
        }
        if (c !== 123 /* { */) break;
        const open = at;
        const name = plainNameAt(text, at + 1);
        if (name === null) break;
        names.push(name);
        at = valueEnd(text, open);
        skipBlank(text, true);
        const next = text.charCodeAt(at);
        if (next === 44 /* , */) at += 1;
        else if (next !== 93) break;
      }
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
    }
  }
  // Not every entry in that shape: decode the whole value.
  const value = decodeTomlRaw(raw);
  names.length = 0;
  if (Array.isArray(value)) for (const entry of value) if (isRecord(entry) && typeof entry.name === 'string') names.push(entry.name);
  return names;
}

/**
 * The string of a `name = "..."` key that opens an inline table at `from` (after its `{`), when it is
 * a plain basic string (no escape) followed by `,` or `}`; else null.
 */
function plainNameAt(text: string, from: number): string | null {
  let i = from;
  let c = text.charCodeAt(i);
  while (c === 32 || c === 9) c = text.charCodeAt(++i);
  if (!text.startsWith('name', i)) return null;
  i += 4;
  c = text.charCodeAt(i);
  while (c === 32 || c === 9) c = text.charCodeAt(++i);
  if (c !== 61 /* = */) return null;
  c = text.charCodeAt(++i);
  while (c === 32 || c === 9) c = text.charCodeAt(++i);
  if (c !== 34 /* " */) return null;
  const start = i + 1;
  let end = start;
  for (c = text.charCodeAt(end); c !== 34; c = text.charCodeAt(++end)) if (c === 92 /* backslash */ || c === 10 || Number.isNaN(c)) return null;
  i = end + 1;
  c = text.charCodeAt(i);
  while (c === 32 || c === 9) c = text.charCodeAt(++i);
  return c === 44 || c === 125 /* , } */ ? text.slice(start, end) : null;
}

/** Stands for numbers, booleans and dates: the extractors only tell strings, arrays and tables apart. */
export const TOML_SCALAR: unique symbol = Symbol('toml scalar');

class Unsupported extends Error {}

// Sticky (and `m` where `$` must be the end of the current line): matched at a line's first non-blank character.
const HEADER = /(\[\[?)[ \t]*([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)[ \t]*(\]\]?)[ \t]*(?:#.*)?\r?$/my;
const REST_OF_LINE = /[ \t]*(?:#.*)?\r?$/my;
const SCALAR = /[A-Za-z0-9_+.:-]+/y;

/** The document parts `spec` asks for, or null when the content is not in the regular lockfile shape. */
export function scanTomlLock(content: string, spec: LockScanSpec): Record<string, unknown> | null {
  try {
    return scan(content, spec);
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

/** The lockfile document: scanned when it has the regular shape, else fully parsed (or why it cannot be). */
export function readTomlLock(content: string, spec: LockScanSpec): Record<string, unknown> | string {
  return scanTomlLock(content, spec) ?? parseToml(content);
}

function scan(content: string, spec: LockScanSpec): Record<string, unknown> {
  const doc: Record<string, unknown> = {};
  const packages: Record<string, unknown>[] = [];
  const tables = [...(spec.tables ?? [])];
  let pkg: Record<string, unknown> | null = null;
  /** Where kept values go; null while in a table that is skipped. */
  let target: Record<string, unknown> | null = null;
  /** The keys of `target` that are kept; null: all of them. */
  let keys: readonly string[] | null = null;
  const packageKeys = [...spec.packageKeys, ...(spec.rawPackageKeys ?? [])];
  const rawPackageKeys = [...(spec.rawPackageKeys ?? [])];
  /** Whether the kept values of `target` are kept raw: every one (a raw package table), or those named in rawPackageKeys. */
  let raw: 'all' | 'named' | 'none' = 'none';
  /** Keys that would define a kept table inline (`files = ...` under `[metadata]`): not the regular shape. */
  let forbidden: readonly string[] = ['package', ...tables.map((t) => t.split('.')[0]!)];
  const headerKinds = new Map<string, HeaderKind>();
  const length = content.length;
  let pos = 0;
  while (pos < length) {
    let i = pos;
    let c = content.charCodeAt(i);
    while (c === 32 || c === 9) c = content.charCodeAt(++i);
    let lineEnd = content.indexOf('\n', i);
    if (lineEnd < 0) lineEnd = length;
    pos = lineEnd + 1;
    if (i === lineEnd || c === 35 /* # */ || (c === 13 && i + 1 === lineEnd)) continue;
    if (c === 91 /* [ */) {
      // `[[package]]` opens most tables: read without the header pattern.
      REST_OF_LINE.lastIndex = i + 11;
      const isPackage = content.startsWith('[[package]]', i) && REST_OF_LINE.test(content);
      const header = isPackage ? null : ((HEADER.lastIndex = i), HEADER.exec(content));
      if (!isPackage && (!header || header[1]!.length !== header[3]!.length)) throw new Unsupported();
      const array = isPackage || header![1] === '[[';
      const name = isPackage ? 'package' : header![2]!;
      let kind = headerKinds.get(name);
      if (kind === undefined) {
        kind = headerKind(name, spec, tables);
        headerKinds.set(name, kind);
      }
      forbidden = kind.forbidden;
      target = null;
      if (kind.kind === 'package') {
        if (!array) throw new Unsupported();
        pkg = {};
        packages.push(pkg);
        target = pkg;
        keys = packageKeys;
        raw = rawPackageKeys.length > 0 ? 'named' : 'none';
      } else if (kind.kind === 'package-table') {
        if (array || pkg === null || Object.hasOwn(pkg, kind.sub)) throw new Unsupported();
        target = {};
        pkg[kind.sub] = target;
        keys = null;
        raw = spec.rawPackageTables?.has(kind.sub) ? 'all' : 'none';
      } else if (kind.kind === 'table') {
        if (array) throw new Unsupported();
        target = tableAt(doc, name);
        keys = null;
        raw = 'none';
      } else if (kind.kind === 'unsupported') throw new Unsupported();
      continue;
    }
    // The key: bare, or quoted without escapes (a dotted key is not the regular shape).
    let keyEnd = i;
    let name: string | null = null;
    if (c === 34 || c === 39 /* " ' */) {
      keyEnd = content.indexOf(c === 34 ? '"' : "'", i + 1);
      if (keyEnd < 0 || keyEnd > lineEnd) throw new Unsupported();
      name = content.slice(i + 1, keyEnd);
      if (c === 34 && name.includes('\\')) throw new Unsupported();
      keyEnd += 1;
    } else {
      while (isBareKeyChar(content.charCodeAt(keyEnd))) keyEnd += 1;
      if (keyEnd === i) throw new Unsupported();
    }
    let valueStart = keyEnd;
    c = content.charCodeAt(valueStart);
    while (c === 32 || c === 9) c = content.charCodeAt(++valueStart);
    if (c !== 61 /* = */) throw new Unsupported();
    c = content.charCodeAt(++valueStart);
    while (c === 32 || c === 9) c = content.charCodeAt(++valueStart);
    // Compared in place: slicing and hashing every key costs more than the rest of the line.
    if (name === null && forbidden.length > 0) name = keyAmong(content, i, keyEnd, forbidden);
    if (name !== null && forbidden.includes(name)) throw new Unsupported();
    if (target !== null && keys === null) name ??= content.slice(i, keyEnd);
    else if (target !== null && keys !== null) name = name === null ? keyAmong(content, i, keyEnd, keys) : keys.includes(name) ? name : null;
    const opener = content.charCodeAt(valueStart);
    let end: number;
    if (target !== null && name !== null) {
      if (Object.hasOwn(target, name) || name === '__proto__') throw new Unsupported();
      if (raw !== 'none' && (opener === 91 || opener === 123) && (raw === 'all' || rawPackageKeys.includes(name))) {
        end = valueEnd(content, valueStart);
        target[name] = new TomlRaw(content, valueStart, end);
      } else {
        at = valueStart;
        target[name] = parseValue(content);
        end = at;
      }
    } else if (opener === 91 || opener === 123 /* [ { */) end = valueEnd(content, valueStart);
    else {
      if (content.startsWith('"""', valueStart) || content.startsWith("'''", valueStart)) throw new Unsupported();
      continue; // a single-line value that is not kept
    }
    // Past the line where the value ends (a multi-line array ends on a later line).
    REST_OF_LINE.lastIndex = end;
    if (!REST_OF_LINE.test(content)) throw new Unsupported();
    lineEnd = content.indexOf('\n', end);
    pos = lineEnd < 0 ? length : lineEnd + 1;
  }
  if (packages.length > 0) doc.package = packages;
  return doc;
}

interface HeaderKind {
  /** package: `[[package]]`; package-table: a kept `[package.x]`; table: a kept table; skip; unsupported. */
  readonly kind: 'package' | 'package-table' | 'table' | 'skip' | 'unsupported';
  readonly sub: string;
  /** Keys of this table that would define a kept table inline. */
  readonly forbidden: readonly string[];
}

/** What a table header means for the scan (once per distinct header). */
function headerKind(name: string, spec: LockScanSpec, tables: readonly string[]): HeaderKind {
  const forbidden = tables.filter((t) => t.startsWith(`${name}.`)).map((t) => t.slice(name.length + 1).split('.')[0]!);
  if (name === 'package') return { kind: 'package', sub: '', forbidden };
  if (name.startsWith('package.')) {
    const sub = name.slice('package.'.length);
    const first = sub.split('.')[0]!;
    if (spec.packageTables?.has(sub)) return { kind: 'package-table', sub, forbidden };
    if (spec.packageTables?.has(first) || spec.packageKeys.has(first) || spec.rawPackageKeys?.has(first)) return { kind: 'unsupported', sub, forbidden };
    return { kind: 'skip', sub, forbidden };
  }
  if (spec.tables?.has(name)) return { kind: 'table', sub: '', forbidden };
  if (tables.some((t) => name.startsWith(`${t}.`))) return { kind: 'unsupported', sub: '', forbidden };
  return { kind: 'skip', sub: '', forbidden };
}

/** The (new) table at a dotted name in `doc`. */
function tableAt(doc: Record<string, unknown>, name: string): Record<string, unknown> {
  let table = doc;
  for (const part of name.split('.')) {
    const next = table[part];
    if (next === undefined) {
      const created: Record<string, unknown> = {};
      table[part] = created;
      table = created;
    } else if (typeof next === 'object' && next !== null && !Array.isArray(next)) table = next as Record<string, unknown>;
    else throw new Unsupported();
  }
  if (Object.keys(table).length > 0) throw new Unsupported(); // defined twice
  return table;
}

/** Runs of characters that neither open nor close anything, and the strings to step over. */
const ORDINARY = /[^"'#[\]{}]*/y;
const BASIC_STRING = /"(?:[^"\\\n]|\\[^\n])*"/y;
const LITERAL_STRING = /'[^'\n]*'/y;

/** The index just past the array or inline table that opens at `from` (strings and comments skipped). */
function valueEnd(content: string, from: number): number {
  let depth = 0;
  let i = from;
  const length = content.length;
  while (i < length) {
    ORDINARY.lastIndex = i;
    ORDINARY.test(content);
    i = ORDINARY.lastIndex;
    const c = content.charCodeAt(i);
    if (c === 34 || c === 39 /* " ' */) {
      if (content.startsWith(c === 34 ? '"""' : "'''", i)) throw new Unsupported(); // multi-line strings
      const string = c === 34 ? BASIC_STRING : LITERAL_STRING;
      string.lastIndex = i;
      if (!string.test(content)) throw new Unsupported();
      i = string.lastIndex;
      continue;
    }
    if (c === 35 /* # */) {
      const newline = content.indexOf('\n', i);
      if (newline < 0) break;
      i = newline;
    } else if (c === 91 || c === 123 /* [ { */) depth += 1;
    else if (c === 93 || c === 125 /* ] } */) {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
    i += 1;
  }
  throw new Unsupported();
}

/** Keys of inline tables seen so far: reused, so that thousands of `{ url, hash, size }` tables share their key strings. */
const inlineKeys: string[] = [];

function inlineKey(text: string, start: number, end: number): string {
  const known = keyAmong(text, start, end, inlineKeys);
  if (known !== null) return known;
  const key = text.slice(start, end);
  if (inlineKeys.length < 32) inlineKeys.push(key);
  return key;
}

/** The one of `keys` that `content` holds from `start` to `end`, or null. */
function keyAmong(content: string, start: number, end: number, keys: readonly string[]): string | null {
  for (const key of keys) if (key.length === end - start && content.startsWith(key, start)) return key;
  return null;
}

function isBareKeyChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 45;
}

const ESCAPES: Readonly<Record<string, string>> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', '"': '"', '\\': '\\' };

/** The value parser's position in the content (a cursor rather than [value, end] pairs: less garbage). */
let at = 0;

function skipBlank(text: string, newlines: boolean): void {
  for (;;) {
    const c = text.charCodeAt(at);
    if (c === 32 || c === 9) at += 1;
    else if (newlines && (c === 10 || c === 13)) at += 1;
    else if (newlines && c === 35 /* # */) {
      const newline = text.indexOf('\n', at);
      at = newline < 0 ? text.length : newline;
    } else return;
  }
}

/** A single-line basic or literal string at the cursor (multi-line strings are not the regular shape). */
function parseString(text: string): string {
  const quote = text[at]!;
  const end = text.indexOf(quote, at + 1);
  if (end < 0 || end === at + 1 && text[at + 2] === quote) throw new Unsupported(); // unterminated, multi-line
  const plain = text.slice(at + 1, end);
  if (quote === "'" || !plain.includes('\\')) {
    if (plain.includes('\n')) throw new Unsupported();
    at = end + 1;
    return plain;
  }
  let value = '';
  let i = at + 1;
  for (;;) {
    const c = text[i];
    if (c === undefined || c === '\n') throw new Unsupported();
    if (c === '"') {
      at = i + 1;
      return value;
    }
    if (c !== '\\') {
      value += c;
      i += 1;
      continue;
    }
    const e = text[i + 1] ?? '';
    const simple = ESCAPES[e];
    if (simple !== undefined) {
      value += simple;
      i += 2;
    } else if (e === 'u' || e === 'U') {
      const digits = e === 'u' ? 4 : 8;
      const hex = text.slice(i + 2, i + 2 + digits);
      if (hex.length !== digits || !/^[0-9a-fA-F]+$/.test(hex)) throw new Unsupported();
      value += String.fromCodePoint(Number.parseInt(hex, 16));
      i += 2 + digits;
    } else throw new Unsupported();
  }
}

/** The value at the cursor: strings, arrays and inline tables as the TOML parser gives them, other scalars as TOML_SCALAR. */
function parseValue(text: string): unknown {
  const c = text.charCodeAt(at);
  if (c === 34 || c === 39 /* " ' */) return parseString(text);
  if (c === 91 /* [ */) {
    const list: unknown[] = [];
    at += 1;
    skipBlank(text, true);
    while (text.charCodeAt(at) !== 93 /* ] */) {
      list.push(parseValue(text));
      skipBlank(text, true);
      const next = text.charCodeAt(at);
      if (next === 44 /* , */) {
        at += 1;
        skipBlank(text, true);
      } else if (next !== 93) throw new Unsupported();
    }
    at += 1;
    return list;
  }
  if (c === 123 /* { */) {
    const table: Record<string, unknown> = {};
    at += 1;
    skipBlank(text, false);
    if (text.charCodeAt(at) === 125 /* } */) {
      at += 1;
      return table;
    }
    for (;;) {
      let key: string;
      const k = text.charCodeAt(at);
      if (k === 34 || k === 39) key = parseString(text);
      else {
        const start = at;
        while (isBareKeyChar(text.charCodeAt(at))) at += 1;
        if (at === start) throw new Unsupported();
        key = inlineKey(text, start, at);
      }
      skipBlank(text, false);
      if (text.charCodeAt(at) !== 61 /* = */ || Object.hasOwn(table, key) || key === '__proto__') throw new Unsupported(); // dotted keys, duplicates
      at += 1;
      skipBlank(text, false);
      table[key] = parseValue(text);
      skipBlank(text, false);
      const next = text.charCodeAt(at);
      at += 1;
      if (next === 125 /* } */) return table;
      if (next !== 44 /* , */) throw new Unsupported();
      skipBlank(text, false);
      if (text.charCodeAt(at) === 125) {
        at += 1; // a trailing comma (TOML 1.1), which the parser accepts too
        return table;
      }
    }
  }
  SCALAR.lastIndex = at;
  if (!SCALAR.test(text)) throw new Unsupported();
  at = SCALAR.lastIndex;
  return TOML_SCALAR;
}
