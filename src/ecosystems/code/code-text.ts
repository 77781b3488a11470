import type { CodeLanguage } from './language.js';
import { lineCommentMarkers } from './language.js';

/**
 * What of a line is code: string literal contents blanked (quotes kept) and a trailing line
 * comment cut. One linear pass over the line; a string left open at the end of the line (a
 * multi-line literal) blanks the rest. Token-level, not a parser. In JavaScript and TypeScript a
 * regular-expression literal (`/^https:\/\/acme\.com\//`) is kept whole, its `//` and quotes
 * read as the pattern's characters (see regexLiteralMayStart); in other languages a pattern is a
 * string, and a `#` inside a Ruby literal may still cut a line short, which can only hide a match.
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
  // Regular-expression literals are looked for until one does not close on the line (a scan to the
  // end): then the line is not read as one, and each character is read once more at most.
  let regexLiterals = language === 'js';
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
    if (ch === '/' && regexLiterals && text.charAt(i + 1) !== '/' && text.charAt(i + 1) !== '*' && regexLiteralMayStart(text, i)) {
      const end = regexLiteralEnd(text, i);
      if (end > 0) {
        // Kept as written in the masked text too, as the scan read it before it knew the literals.
        masked += text.slice(i, end);
        i = end - 1;
        continue;
      }
      regexLiterals = false;
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

/** Words after which a `/` starts a regular expression, not a division (`return /x/.test(s)`). */
const REGEX_AFTER_WORD: ReadonlySet<string> = new Set(['return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw', 'case', 'do', 'else', 'yield', 'await']);
/** Punctuation after which a `/` starts a regular expression: an operator or an opening bracket, a separator (not `)`, `]`, a name, a number or a string, which a division follows; not `*`, which ends a block comment). */
const REGEX_AFTER_PUNCTUATION = '(,=:[!&|?{};+-%<>~^';

/**
 * Whether the `/` at `i` (not `//` or `/*`) starts a JavaScript regular-expression literal: the
 * previous significant token is an operator, an opening bracket, a separator, one of
 * REGEX_AFTER_WORD, or none (the line's start). Not after `++`/`--` (`i++ / 2`), nor right after a
 * `<` (a JSX closing tag, `</a>`). Reads back over the blanks and the one word before `i` only.
 */
function regexLiteralMayStart(text: string, i: number): boolean {
  let j = i - 1;
  while (j >= 0 && (text.charAt(j) === ' ' || text.charAt(j) === '\t')) j -= 1;
  if (j < 0) return true;
  const c = text.charAt(j);
  if (/[\w$]/.test(c)) {
    let k = j;
    while (k >= 0 && /[\w$]/.test(text.charAt(k))) k -= 1;
    return REGEX_AFTER_WORD.has(text.slice(k + 1, j + 1)) && text.charAt(k) !== '.';
  }
  if ((c === '+' || c === '-') && text.charAt(j - 1) === c) return false;
  if (c === '<' && j === i - 1) return false;
  return REGEX_AFTER_PUNCTUATION.includes(c);
}

/**
 * The end (after its flags) of the regular-expression literal that starts at `start`: the first `/`
 * not escaped and not inside a character class (`/[/]x/`), or -1 when the line ends first.
 */
function regexLiteralEnd(text: string, start: number): number {
  let inClass = false;
  for (let j = start + 1; j < text.length; j += 1) {
    const c = text.charAt(j);
    if (c === '\\') {
      j += 1;
    } else if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') {
      inClass = true;
    } else if (c === '/') {
      let k = j + 1;
      while (k < text.length && /[a-z]/i.test(text.charAt(k))) k += 1;
      return k;
    }
  }
  return -1;
}

/** Brackets a line of masked code (strings blanked) opens, less those it closes: negative when it closes more than it opens. */
export function bracketBalance(masked: string): number {
  let depth = 0;
  for (const ch of masked) {
    if (ch === '(' || ch === '[' || ch === '{') depth += 1;
    else if (ch === ')' || ch === ']' || ch === '}') depth -= 1;
  }
  return depth;
}

/** The most lines after its first that a value written over several lines is read on. */
export const MAX_VALUE_LINES = 12;

/**
 * The lines that continue a value written over several lines (`payload = {`, `body :=
 * map[string]string{`, `data = dict(`) after its first line `first`, whose text from the value on is
 * `head` (masked: strings blanked), up to the line that closes the brackets `head` leaves open: at
 * most MAX_VALUE_LINES lines after `first`. `lineAt(j)` gives line j, or null where the value
 * cannot go on (past the lines, another hunk, a line the change does not add); a comment line is
 * passed over. Linear: each line is read once.
 */
export function continuedLines(head: string, first: number, lineAt: (j: number) => CodeText | null): CodeText[] {
  const out: CodeText[] = [];
  let depth = bracketBalance(head);
  for (let j = first + 1; depth > 0 && j <= first + MAX_VALUE_LINES; j += 1) {
    const next = lineAt(j);
    if (next === null) break;
    if (next.isComment) continue;
    out.push(next);
    depth += bracketBalance(next.masked);
  }
  return out;
}
