import { DEFAULT_PARSE_LIMITS, parseJsonLimited, type LimitedParse } from '../../limited-parse.js';

/**
 * JSON with comments and trailing commas (VS Code's tasks.json, devcontainer.json, renovate.json5
 * without unquoted keys): comments and trailing commas are removed in one pass outside strings,
 * then JSON.parse reads the rest, within the size and nesting limits of src/limited-parse.ts (the
 * readers walk the document recursively). Returns undefined when it still is not JSON, or is over
 * a limit (parseJsoncLimited says which).
 */
export function parseJsonc(text: string): unknown {
  const parsed = parseJsoncLimited(text);
  return parsed.ok ? parsed.value : undefined;
}

/** parseJsonc with the size and nesting limits of src/limited-parse.ts (for content a PR brings: agent settings, MCP configurations). */
export function parseJsoncLimited(text: string): LimitedParse {
  if (text.length > DEFAULT_PARSE_LIMITS.json.maxChars) return parseJsonLimited(text);
  return parseJsonLimited(stripJsonc(text));
}

/**
 * JSON5 as Renovate reads every configuration file of its own (`renovate.json5`, `.renovaterc`,
 * `.github/renovate.json5`): besides comments and trailing commas, keys written as identifiers
 * (`labels: ["dependency"]`) and strings in single quotes. One pass outside strings quotes such
 * keys and rewrites single-quoted strings in double quotes, then parseJsoncLimited reads the rest
 * (hexadecimal numbers, `Infinity`, `NaN` and a leading `+` are left as they are, and the document
 * then is not read). Returns undefined when it is not JSON5 this reads, or is over a limit. A
 * replay of a code formatter rated its maintainer's "Tweak renovate config" medium: its
 * `.github/renovate.json5` was never read, so the edit was weighed as one of unknown content.
 */
export function parseJson5(text: string): unknown {
  if (text.length > DEFAULT_PARSE_LIMITS.json.maxChars) return undefined;
  const parsed = parseJsoncLimited(json5ToJsonc(text));
  return parsed.ok ? parsed.value : undefined;
}

const IDENTIFIER_START = /[A-Za-z_$]/;
const IDENTIFIER_PART = /[\w$]/;
const LITERALS = new Set(['true', 'false', 'null']);

/** JSON5 text with identifier keys quoted and single-quoted strings double-quoted; comments kept for stripJsonc. Linear. */
function json5ToJsonc(text: string): string {
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      const end = afterString(text, i);
      out.push(text.slice(i, end));
      i = end;
    } else if (c === "'") {
      let j = i + 1;
      let value = '';
      while (j < text.length && text[j] !== "'") {
        const ch = text[j]!;
        if (ch === '\\') {
          const next = text[j + 1] ?? '';
          // `\'` is a quote; any other escape is JSON's own.
          value += next === "'" ? "'" : `\\${next}`;
          j += 2;
        } else {
          value += ch === '"' ? '\\"' : ch;
          j += 1;
        }
      }
      out.push(`"${value}"`);
      i = j + 1;
    } else if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) {
      i = afterComment(text, i);
    } else if (IDENTIFIER_START.test(c)) {
      let j = i + 1;
      while (j < text.length && IDENTIFIER_PART.test(text[j]!)) j += 1;
      const word = text.slice(i, j);
      out.push(LITERALS.has(word) ? word : `"${word}"`);
      i = j;
    } else {
      out.push(c);
      i += 1;
    }
  }
  return out.join('');
}

/** The text with comments and trailing commas removed, in one pass outside strings. */
function stripJsonc(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      const end = afterString(text, i);
      out += text.slice(i, end);
      i = end;
    } else if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) {
      i = afterComment(text, i);
    } else if (c === ',') {
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j]!)) j += 1;
      if (text[j] !== '}' && text[j] !== ']') out += c;
      i += 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/** The index after the line comment or block comment that starts at `i` (the end of the text when it does not close). */
function afterComment(text: string, i: number): number {
  if (text[i + 1] === '/') {
    const end = text.indexOf('\n', i);
    return end < 0 ? text.length : end;
  }
  const end = text.indexOf('*/', i + 2);
  return end < 0 ? text.length : end + 2;
}

/** The index after the double-quoted string that starts at `i`, its escapes skipped (the end of the text when it does not close). */
function afterString(text: string, i: number): number {
  let j = i + 1;
  while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
  return Math.min(j + 1, text.length);
}
