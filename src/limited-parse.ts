import { XMLParser, type X2jOptions } from 'fast-xml-parser';
import { parse as parseTomlText } from 'smol-toml';
import { parseDocument, type ParseOptions, type DocumentOptions, type SchemaOptions, type ToJSOptions } from 'yaml';

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

/** JSON.parse after the limits. */
export function parseJsonLimited(text: string, limits: ParseLimits = DEFAULT_PARSE_LIMITS.json): LimitedParse {
  const over = overLimit(text, 'JSON', limits, () => jsonDepth(text));
  if (over !== null) return refused(over);
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return refused(`invalid JSON: ${firstLine(error)}`);
  }
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
    const doc = parseDocument(text, { ...options, prettyErrors: false });
    const error = doc.errors[0];
    if (error !== undefined) return refused(`invalid YAML: ${firstLine(error)} at line ${lineAt(text, error.pos[0])}`);
    return { ok: true, value: doc.toJS(options) as unknown };
  } catch (error) {
    return refused(`invalid YAML: ${firstLine(error)}`);
  }
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at >= 0 && at < offset; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
}

/** smol-toml's `parse` after the limits. */
export function parseTomlLimited(text: string, limits: ParseLimits = DEFAULT_PARSE_LIMITS.toml): LimitedParse<Record<string, unknown>> {
  const over = overLimit(text, 'TOML', limits, () => tomlDepth(text));
  if (over !== null) return refused(over);
  try {
    return { ok: true, value: parseTomlText(text) as Record<string, unknown> };
  } catch (error) {
    return refused(`invalid TOML: ${firstLine(error)}`);
  }
}

/** A fast-xml-parser XMLParser for these options, used after the limits. */
export function xmlParserLimited(options: X2jOptions, limits: ParseLimits = DEFAULT_PARSE_LIMITS.xml): (text: string) => LimitedParse {
  const parser = new XMLParser(options);
  return (text) => {
    const over = overLimit(text, 'XML', limits, () => xmlDepth(text));
    if (over !== null) return refused(over);
    try {
      return { ok: true, value: parser.parse(text) as unknown };
    } catch (error) {
      return refused(`invalid XML: ${firstLine(error)}`);
    }
  };
}

const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const HASH = 0x23;
const NEWLINE = 0x0a;

/** Deepest nesting of arrays and objects outside strings. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      for (i += 1; i < text.length; i += 1) {
        const s = text.charCodeAt(i);
        if (s === BACKSLASH) i += 1;
        else if (s === QUOTE) break;
      }
    } else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      depth += 1;
      if (depth > max) max = depth;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) {
      depth -= 1;
    }
  }
  return max;
}

/** Deepest nesting of arrays and inline tables outside strings and comments (table headers count too). */
export function tomlDepth(text: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === HASH) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (c === QUOTE || c === APOSTROPHE) {
      const quote = text[i]!;
      const triple = quote.repeat(3);
      if (text.startsWith(triple, i)) {
        const end = findClosing(text, triple, i + 3, c === QUOTE);
        i = end < 0 ? text.length : end + 2;
      } else {
        for (i += 1; i < text.length; i += 1) {
          const s = text.charCodeAt(i);
          if (s === BACKSLASH && c === QUOTE) i += 1;
          else if (s === c || s === NEWLINE) break;
        }
      }
    } else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      depth += 1;
      if (depth > max) max = depth;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) {
      depth -= 1;
    }
  }
  return max;
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
