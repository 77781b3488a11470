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

/** The text with comments and trailing commas removed, in one pass outside strings. */
function stripJsonc(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
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
