import type { CodeLanguage } from './language.js';
import { lineCommentMarkers } from './language.js';

/**
 * What of a line is code: string literal contents blanked (quotes kept) and a trailing line
 * comment cut. One linear pass over the line; a string left open at the end of the line (a
 * multi-line literal) blanks the rest. Token-level, not a parser: a `#` or `//` inside a regular
 * expression literal may cut a line short, which can only hide a match, never invent one.
 */
export interface CodeText {
  /** The line with string contents blanked and the comment removed. */
  readonly masked: string;
  /** The line with only the comment removed (strings kept). */
  readonly code: string;
  /** True when the whole line is a comment (or blank). */
  readonly isComment: boolean;
}

export function codeText(text: string, language: CodeLanguage | null): CodeText {
  const trimmed = text.trimStart();
  if (trimmed === '' || trimmed.startsWith('*') || trimmed.startsWith('/*') || trimmed.startsWith('<!--') || trimmed.startsWith('"""') || trimmed.startsWith("'''")) {
    return { masked: '', code: '', isComment: true };
  }
  const markers = lineCommentMarkers(language);
  // Most lines have no string and no comment: nothing to blank or cut.
  if (!/["'`]/.test(text) && !markers.some((m) => text.includes(m))) return { masked: text, code: text, isComment: false };
  let masked = '';
  let quote = '';
  // C#'s verbatim string (`@"C:\dir\"`, `$@"…"`, `@$"…"`): a backslash is a character, `""` a quote.
  let verbatim = false;
  let cut = text.length;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charAt(i);
    if (quote !== '') {
      if (verbatim && ch === '"' && text.charAt(i + 1) === '"') {
        masked += '  ';
        i += 1;
        continue;
      }
      if (ch === '\\' && !verbatim) {
        masked += '  ';
        i += 1;
        continue;
      }
      if (ch === quote) {
        quote = '';
        masked += ch;
      } else {
        masked += ' ';
      }
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') {
      // A Rust lifetime or a PHP/shell apostrophe in a word is not a string start; Rust's byte
      // literal `b'['` is a character, and a lifetime (`&'static`, `<'de>`, `'outer:`) is a name
      // with no closing quote after it (`'a'` is a character).
      if (ch === "'" && language === 'rust' && (rustLifetimeAt(text, i) || (/\w/.test(text.charAt(i - 1)) && !(text.charAt(i - 1) === 'b' && !/\w/.test(text.charAt(i - 2)))))) {
        masked += ch;
        continue;
      }
      if (ch === "'" && language === 'shell' && /\w/.test(text.charAt(i - 1))) {
        masked += ch;
        continue;
      }
      quote = ch;
      verbatim = ch === '"' && language === 'csharp' && (text.charAt(i - 1) === '@' || (text.charAt(i - 1) === '$' && text.charAt(i - 2) === '@'));
      masked += ch;
      continue;
    }
    let comment = false;
    for (const marker of markers) {
      if (text.startsWith(marker, i) && (marker !== '#' || language !== 'shell' || i === 0 || /\s/.test(text.charAt(i - 1)))) comment = true;
    }
    if (comment) {
      cut = i;
      break;
    }
    masked += ch;
  }
  const isComment = masked.trim() === '' && cut < text.length;
  return { masked, code: text.slice(0, cut), isComment };
}

/** A Rust lifetime or label at `i` (`'a`, `'static`, `'de`): a quote, a name, and no closing quote right after it. */
function rustLifetimeAt(text: string, i: number): boolean {
  let j = i + 1;
  if (!/[A-Za-z_]/.test(text.charAt(j))) return false;
  while (j < text.length && /\w/.test(text.charAt(j))) j += 1;
  return text.charAt(j) !== "'";
}
