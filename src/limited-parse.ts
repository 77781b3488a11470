import { XMLParser, XMLValidator, type X2jOptions } from 'fast-xml-parser';
import { parse as parseTomlText } from 'smol-toml';
import { isAlias, isCollection, isMap, isPair, isScalar, parseDocument, type Document, type ParseOptions, type DocumentOptions, type SchemaOptions, type ToJSOptions } from 'yaml';

/**
 * Parsing of untrusted text (pull request content: manifests, lockfiles, workflows,
 * `.github/svc.yml`) with a size and a nesting-depth limit, for JSON, YAML, TOML and XML.
 *
 * Nesting is measured before the document is built, by a linear scan that recurses into
 * nothing (JSON, TOML, XML: brackets or tags outside strings and comments; YAML: an upper bound
 * from indentation, entries and brackets). Only a document within the
 * limit reaches the recursive parts (yaml's composer, smol-toml, fast-xml-parser's tree builder,
 * our walkers), so a document nested 20,000 levels deep is refused with a reason instead of
 * overflowing the stack (which V8 does not always turn into a catchable error).
 *
 * Every function returns `{ ok: false, reason }` instead of throwing; the reason is written into
 * the signal (`supply_chain.skipped`, `meta.warnings`).
 */

export interface ParseLimits {
  /** Characters (UTF-16 code units, about bytes for this content) of the text. */
  readonly maxChars: number;
  /** Nesting levels of arrays/objects (mappings, sequences, tables, elements). */
  readonly maxDepth: number;
}

/**
 * Defaults: deeper than any real manifest or workflow (package-lock v1 nests two levels per
 * dependency level; workflows rarely pass 10) and far below where a recursive parser runs out of
 * stack (yaml's composer at about 900 levels on Node's default stack). YAML is also the slowest
 * and most memory-hungry to build, hence its smaller size limit.
 */
export const DEFAULT_PARSE_LIMITS: Readonly<Record<'json' | 'yaml' | 'toml' | 'xml', ParseLimits>> = {
  json: { maxChars: 32 * 1024 * 1024, maxDepth: 256 },
  yaml: { maxChars: 2 * 1024 * 1024, maxDepth: 100 },
  toml: { maxChars: 8 * 1024 * 1024, maxDepth: 64 },
  xml: { maxChars: 8 * 1024 * 1024, maxDepth: 128 },
};

export type LimitedParse<T = unknown> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

function refused(reason: string): { ok: false; reason: string } {
  return { ok: false, reason };
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split('\n', 1)[0] ?? text;
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

function overLimit(text: string, format: string, limits: ParseLimits, depth: () => number): string | null {
  if (text.length > limits.maxChars) {
    return `not analyzed: ${text.length.toLocaleString('en-US')} characters, over the ${limits.maxChars.toLocaleString('en-US')}-character limit for ${format}`;
  }
  const nesting = depth();
  if (nesting > limits.maxDepth) {
    return `not analyzed: nested ${nesting.toLocaleString('en-US')} levels deep, over the limit of ${limits.maxDepth} for ${format}`;
  }
  return null;
}

/** `parse` after the limits, its error as the reason. */
function parseWithin<T>(text: string, format: string, limits: ParseLimits, depth: (text: string) => number, parse: (text: string) => T): LimitedParse<T> {
  const over = overLimit(text, format, limits, () => depth(text));
  if (over !== null) return refused(over);
  try {
    return { ok: true, value: parse(text) };
  } catch (error) {
    return refused(`invalid ${format}: ${firstLine(error)}`);
  }
}

/** JSON.parse after the limits. */
export function parseJsonLimited(text: string, limits: ParseLimits = DEFAULT_PARSE_LIMITS.json): LimitedParse {
  return parseWithin(text, 'JSON', limits, jsonDepth, (json) => JSON.parse(json) as unknown);
}

type YamlOptions = ParseOptions & DocumentOptions & SchemaOptions & ToJSOptions;

/** The first YAML document as plain data, as yaml's `parse` gives it, after the limits. */
export function parseYamlLimited(text: string, options: YamlOptions = {}, limits: ParseLimits = DEFAULT_PARSE_LIMITS.yaml): LimitedParse {
  let over: string | null;
  try {
    over = overLimit(text, 'YAML', limits, () => yamlDepth(text));
  } catch (error) {
    return refused(`invalid YAML: ${firstLine(error)}`);
  }
  if (over !== null) return refused(over);
  try {
    // Not yaml's `parse`: its pretty errors quote the line around every error found, which is
    // quadratic on a long line full of errors (40,000 `"` took 11 s). The first error is enough.
    // yaml builds an Error for every error it finds (a run of 640,000 `"` is 320,000 of them);
    // capturing each one's stack was four fifths of that parse: errors here are data, not traces.
    // yaml's own check of unique keys compares each key with every earlier key of its map:
    // quadratic (100,000 keys in one map: minutes). `yamlShape` checks them with a set instead.
    const checkKeys = options.uniqueKeys === undefined || options.uniqueKeys === true;
    const doc = withoutStackTraces(() => parseDocument(text, { ...options, uniqueKeys: checkKeys ? false : options.uniqueKeys, prettyErrors: false }));
    const error = doc.errors[0];
    if (error !== undefined) return refused(`invalid YAML: ${firstLine(error)} at line ${lineAt(text, error.pos[0])}`);
    const shape = yamlShape(doc, checkKeys);
    if (shape.duplicateKeyAt !== null) return refused(`invalid YAML: Map keys must be unique at line ${lineAt(text, shape.duplicateKeyAt)}`);
    if (shape.anchors > YAML_MAX_ANCHORS) {
      return refused(`not analyzed: ${shape.anchors.toLocaleString('en-US')} anchors and aliases, over the limit of ${YAML_MAX_ANCHORS.toLocaleString('en-US')}`);
    }
    if (shape.expanded > YAML_ALIAS_GROWTH * shape.own + YAML_ALIAS_ALLOWANCE) {
      return refused(
        `not analyzed: its aliases expand it to ${shape.expanded.toLocaleString('en-US')} nodes from ${shape.own.toLocaleString('en-US')}, ` +
          `over the limit of ${YAML_ALIAS_GROWTH} times its own nodes plus ${YAML_ALIAS_ALLOWANCE.toLocaleString('en-US')}`,
      );
    }
    return { ok: true, value: doc.toJS(options) as unknown };
  } catch (error) {
    return refused(`invalid YAML: ${firstLine(error)}`);
  }
}

/**
 * How far aliases may expand a YAML document: to this many times its own nodes, plus the
 * allowance. yaml's `maxAliasCount` stops exponential expansion ("billion laughs") but not a wide
 * one: 1,000 aliases of one 400-step list are 400,000 steps for the rules to read, from 50 kB
 * (17 s of analysis). Anchors shared by a few jobs stay far below.
 */
export const YAML_ALIAS_GROWTH = 2;
export const YAML_ALIAS_ALLOWANCE = 10_000;
/**
 * Anchors and aliases in one document. yaml's toJS resolves each alias by a scan of every anchor
 * and alias before it: quadratic (20,000 pairs, 400 kB: 12 s). Real files hold a handful.
 */
export const YAML_MAX_ANCHORS = 1_000;

interface YamlShape {
  /** Nodes (scalars, collections, pairs, aliases) as written. */
  readonly own: number;
  /** Nodes once every alias stands for a copy of its anchor's node (what toJS's readers walk). */
  readonly expanded: number;
  /** Anchors and aliases. */
  readonly anchors: number;
  /** Offset of the first key equal to an earlier key of its map (when checked), else null. */
  readonly duplicateKeyAt: number | null;
}

/**
 * One pass over a parsed document, in yaml's own order (a node before its children, a pair's key
 * before its value; the nesting is within the limit, so the recursion is shallow): its own and
 * expanded node counts, its anchors and aliases, and the first duplicate key of a map (scalar keys
 * equal as yaml's own check has them: ===, so NaN never repeats), each map's keys held in a set.
 * An alias stands for the last node before it with its anchor, as yaml resolves it; an alias
 * inside its own anchor's node (a cycle) expands without end.
 */
export function yamlShape(doc: Document, checkKeys: boolean): YamlShape {
  const expandedOf = new Map<unknown, number>();
  const anchored = new Map<string, unknown>();
  let own = 0;
  let anchors = 0;
  let duplicateKeyAt: number | null = null;
  const walk = (node: unknown): number => {
    if (node === null || typeof node !== 'object') return 0;
    own += 1;
    let size = 1;
    if (isAlias(node)) {
      anchors += 1;
      const source = anchored.get(node.source);
      if (source !== undefined) size += expandedOf.get(source) ?? Number.POSITIVE_INFINITY;
      return size;
    }
    const anchor = (node as { anchor?: unknown }).anchor;
    if (typeof anchor === 'string' && anchor !== '') {
      anchors += 1;
      anchored.set(anchor, node);
    }
    if (isPair(node)) {
      size += walk(node.key) + walk(node.value);
    } else if (isCollection(node)) {
      const keys = checkKeys && duplicateKeyAt === null && isMap(node) ? new Set<unknown>() : null;
      for (const item of node.items) {
        size += walk(item);
        if (keys !== null && isPair(item) && isScalar(item.key)) {
          const key = item.key.value;
          if (typeof key === 'number' && Number.isNaN(key)) continue;
          if (keys.has(key) && duplicateKeyAt === null) duplicateKeyAt = item.key.range?.[0] ?? 0;
          keys.add(key);
        }
      }
    }
    expandedOf.set(node, size);
    return size;
  };
  const expanded = walk(doc.contents);
  return { own, expanded, anchors, duplicateKeyAt };
}

/**
 * `run()` with `Error.stackTraceLimit` at 0, restored after: errors created meanwhile capture no
 * stack (the parsers create one per syntax error, and a hostile file can hold hundreds of
 * thousands). Synchronous, so nothing else runs in between.
 */
export function withoutStackTraces<T>(run: () => T): T {
  const saved = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return run();
  } finally {
    Error.stackTraceLimit = saved;
  }
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at >= 0 && at < offset; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
}

/** smol-toml's `parse` after the limits. */
export function parseTomlLimited(text: string, limits: ParseLimits = DEFAULT_PARSE_LIMITS.toml): LimitedParse<Record<string, unknown>> {
  return parseWithin(text, 'TOML', limits, tomlDepth, (toml) => parseTomlText(toml) as Record<string, unknown>);
}

/** A fast-xml-parser XMLParser for these options, used after the limits. */
export function xmlParserLimited(options: X2jOptions, limits: ParseLimits = DEFAULT_PARSE_LIMITS.xml): (text: string) => LimitedParse {
  const parser = new XMLParser(options);
  return (text) => parseWithin(text, 'XML', limits, xmlDepth, (xml) => parser.parse(xml) as unknown);
}

/**
 * xmlParserLimited, and the document must also be well formed (fast-xml-parser builds a tree from
 * truncated or unclosed XML, which would read as content removed): a document within the limits is
 * then checked by fast-xml-parser's validator, and refused with its first error and line.
 */
export function wellFormedXmlParserLimited(options: X2jOptions, limits: ParseLimits = DEFAULT_PARSE_LIMITS.xml): (text: string) => LimitedParse {
  const parse = xmlParserLimited(options, limits);
  return (text) => {
    const parsed = parse(text);
    if (!parsed.ok) return parsed;
    const valid = XMLValidator.validate(text);
    return valid === true ? parsed : { ok: false, reason: `invalid XML: ${valid.err.msg} at line ${valid.err.line}` };
  };
}

const code = (char: string): number => char.charCodeAt(0);
const QUOTE = code('"');
const APOSTROPHE = code("'");
const BACKSLASH = code('\\');
const OPEN_BRACKET = code('[');
const CLOSE_BRACKET = code(']');
const OPEN_BRACE = code('{');
const CLOSE_BRACE = code('}');
const HASH = code('#');
const NEWLINE = code('\n');

/** Deepest nesting of arrays and objects outside strings. */
export function jsonDepth(text: string): number {
  return bracketDepth(text, (i, c) => (c === QUOTE ? stringEnd(text, i, true, false) : i));
}

/** Deepest nesting of arrays and inline tables outside strings and comments (table headers count too). */
export function tomlDepth(text: string): number {
  return bracketDepth(text, (i, c) => {
    if (c === HASH) {
      const end = text.indexOf('\n', i);
      return end < 0 ? text.length : end;
    }
    if (c !== QUOTE && c !== APOSTROPHE) return i;
    const triple = text[i]!.repeat(3);
    if (!text.startsWith(triple, i)) return stringEnd(text, i, c === QUOTE, true);
    const end = findClosing(text, triple, i + 3, c === QUOTE);
    return end < 0 ? text.length : end + 2;
  });
}

/**
 * Deepest nesting of `[` and `{` in a text. `skip(i, c)`, for any other character `c` at `i`,
 * answers the index of the last character of a string or comment that starts there, or `i`.
 */
function bracketDepth(text: string, skip: (i: number, c: number) => number): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      depth += 1;
      if (depth > max) max = depth;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) depth -= 1;
    else i = skip(i, c);
  }
  return max;
}

/** Index of the quote closing the string opened at `open` (with `singleLine`, or of the newline that ends it). */
function stringEnd(text: string, open: number, escapes: boolean, singleLine: boolean): number {
  const quote = text.charCodeAt(open);
  let i = open + 1;
  for (; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH && escapes) i += 1;
    else if (c === quote || (singleLine && c === NEWLINE)) break;
  }
  return i;
}

function findClosing(text: string, delimiter: string, from: number, escapes: boolean): number {
  for (let i = from; i < text.length; i += 1) {
    if (escapes && text.charCodeAt(i) === BACKSLASH) i += 1;
    else if (text.startsWith(delimiter, i)) return i;
  }
  return -1;
}

/** Deepest nesting of elements (comments, CDATA, processing instructions and declarations skipped). */
export function xmlDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let i = text.indexOf('<');
  while (i >= 0 && i < text.length) {
    let end: number;
    if (text.startsWith('<!--', i)) end = endOf(text, '-->', i + 4);
    else if (text.startsWith('<![CDATA[', i)) end = endOf(text, ']]>', i + 9);
    else if (text.startsWith('<?', i)) end = endOf(text, '?>', i + 2);
    else if (text.startsWith('<!', i) || text.startsWith('</', i)) {
      end = endOf(text, '>', i + 2);
      if (text[i + 1] === '/') depth -= 1;
    } else {
      end = tagEnd(text, i + 1);
      if (text[end - 2] !== '/') {
        depth += 1;
        if (depth > max) max = depth;
      }
    }
    i = text.indexOf('<', end);
  }
  return max;
}

function endOf(text: string, delimiter: string, from: number): number {
  const at = text.indexOf(delimiter, from);
  return at < 0 ? text.length : at + delimiter.length;
}

/** Index after the `>` closing a start tag, with quoted attribute values passed over. */
function tagEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"' || c === "'") {
      const close = text.indexOf(c, i + 1);
      if (close < 0) return text.length;
      i = close;
    } else if (c === '>') return i + 1;
  }
  return text.length;
}

/**
 * An upper bound of the nesting of a YAML stream, in one pass with no recursion: per line,
 * twice the open indentation levels (a sequence may sit at its parent key's indentation), plus
 * compact `- ` / `? ` entries, plus open flow collections (`[`, `{`, across lines). Block scalar
 * bodies (`|`, `>`), quoted scalars and comments are passed over. (yaml's own CST parser does not
 * recurse, but needs a minute and gigabytes for a 2 MB run of `[`; this scan needs milliseconds.)
 */
export function yamlDepth(text: string): number {
  const indents: number[] = [];
  let flow = 0;
  let max = 0;
  let blockScalarIndent = -1;
  let quote: '"' | "'" | null = null;
  let lineStart = 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    let i = lineStart;
    while (i < lineEnd && (text[i] === ' ' || text[i] === '\t')) i += 1;
    const indent = i - lineStart;
    const blank = i >= lineEnd || text[i] === '\r' || text[i] === '#';
    if (blockScalarIndent >= 0 && (blank || indent > blockScalarIndent)) {
      lineStart = lineEnd + 1;
      continue;
    }
    blockScalarIndent = -1;
    if (quote === null && flow === 0 && !blank) {
      while (indents.length > 0 && indents[indents.length - 1]! >= indent) indents.pop();
      indents.push(indent);
    }
    let compact = 0;
    let valueStart = quote === null;
    for (; i < lineEnd; i += 1) {
      const c = text[i]!;
      if (quote !== null) {
        if (c === '\\' && quote === '"') i += 1;
        else if (c === quote) {
          if (quote === "'" && text[i + 1] === "'") i += 1;
          else quote = null;
        }
        continue;
      }
      if (c === ' ' || c === '\t' || c === '\r') continue;
      if (c === '#' && (i === lineStart || text[i - 1] === ' ' || text[i - 1] === '\t')) break;
      const next = text[i + 1];
      const separated = next === undefined || next === ' ' || next === '\t' || next === '\r' || next === '\n';
      if (valueStart && (c === '"' || c === "'")) {
        quote = c;
        valueStart = false;
      } else if (c === '[' || c === '{') {
        if (valueStart || flow > 0) {
          flow += 1;
          valueStart = true;
          max = Math.max(max, 2 * indents.length + compact + flow);
        } else valueStart = false;
      } else if ((c === ']' || c === '}') && flow > 0) {
        flow -= 1;
        valueStart = false;
      } else if (c === ',' && flow > 0) {
        valueStart = true;
      } else if ((c === '-' || c === '?') && valueStart && flow === 0 && separated) {
        compact += 1;
      } else if ((c === ':' && (separated || flow > 0)) || (c === '?' && separated)) {
        valueStart = true;
      } else if ((c === '|' || c === '>') && valueStart && flow === 0) {
        blockScalarIndent = indent;
        break;
      } else {
        valueStart = false;
      }
    }
    max = Math.max(max, 2 * indents.length + compact + flow);
    lineStart = lineEnd + 1;
  }
  return max;
}
