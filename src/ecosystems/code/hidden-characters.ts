/**
 * Characters that make code read differently from how it runs:
 *
 * - bidirectional controls (U+202A-U+202E, U+2066-U+2069): Trojan Source, CVE-2021-42574. They
 *   reorder what an editor or a diff shows, inside comments and strings as much as in code;
 * - invisible characters outside strings and comments (zero-width space, word joiner, BOM past
 *   the start, soft hyphen, Hangul fillers, Mongolian vowel separator): an identifier that looks
 *   like another, or one that looks like nothing at all. Zero-width joiners are left alone inside
 *   strings, and between two letters of a script that writes with them (a Persian or Indic
 *   translation in a .properties file, whose values are not quoted) or two parts of an emoji;
 * - identifiers that mix Latin letters with Cyrillic or Greek ones (`pаypal` with a Cyrillic а):
 *   a look-alike of a name the reader trusts;
 * - encoded invisible text, strings included: a run of three or more variation selectors
 *   (U+FE00-U+FE0F, U+E0100-U+E01EF) or zero-width characters, Unicode tag characters
 *   (U+E0000-U+E007F) outside a flag's tag sequence, or a run of PRIVATE_USE_RUN private-use
 *   characters (U+E000-U+F8FF, planes 15 and 16: drawn by no font a diff uses). Each such character can carry a byte that no
 *   editor or diff shows; the GlassWorm extensions and os-info-checker-es6 (2025) hid their
 *   payloads so, in a string decoded and run at start-up. One variation selector after a symbol
 *   (an emoji), a joiner between emoji and a subdivision flag are text.
 */

export interface HiddenCharacterHit {
  readonly kind: 'bidi' | 'invisible' | 'mixed-script' | 'encoded';
  /** The code point(s) as U+XXXX, or the identifier with its scripts. */
  readonly what: string;
  /** For a mixed-script identifier, the identifier itself. */
  readonly word?: string;
}

// Built from code points (not literal classes): joiners and combining marks inside a literal class confuse editors and linters.
const HIDDEN_CODE_POINTS = {
  bidi: [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069],
  invisible: [0x200b, 0x200c, 0x200d, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xfeff, 0x00ad, 0x180e, 0x3164, 0x115f, 0x1160, 0xffa0, 0x034f],
} as const;
const BIDI = new Set<number>(HIDDEN_CODE_POINTS.bidi);
const INVISIBLE = new Set<number>(HIDDEN_CODE_POINTS.invisible);

function firstOf(text: string, set: ReadonlySet<number>): string | null {
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (set.has(cp)) return ch;
  }
  return null;
}

const ZWNJ = 0x200c;
const ZWJ = 0x200d;
/** A letter of a script that is not Latin, Cyrillic or Greek (Arabic, Persian, Syriac, Indic, Sinhala, Mongolian...). */
const JOINING_SCRIPT_LETTER = /^\p{L}$/u;
const MARK = /^\p{M}$/u;
const LOOK_ALIKE_SCRIPT = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Common}]$/u;
const PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;

/** A part of an emoji sequence: a pictograph, the emoji presentation selector or a skin-tone modifier. */
function emojiPart(ch: string | undefined): boolean {
  if (ch === undefined) return false;
  const cp = ch.codePointAt(0) ?? 0;
  return PICTOGRAPHIC.test(ch) || cp === 0xfe0f || (cp >= 0x1f3fb && cp <= 0x1f3ff);
}

function scriptLetter(ch: string | undefined): boolean {
  return ch !== undefined && JOINING_SCRIPT_LETTER.test(ch) && !LOOK_ALIKE_SCRIPT.test(ch);
}

/**
 * A zero-width non-joiner or joiner that writes text: between two letters of a script that needs
 * them (Persian `می‌شود`, Hindi, Sinhala: the words of a translation) or, for the joiner, between
 * the parts of an emoji sequence. Beside a Latin, Cyrillic or Greek letter, a digit or punctuation it
 * writes nothing and can only make a name look like another, so it is still reported.
 */
function writesText(chars: readonly string[], i: number): boolean {
  const cp = chars[i]?.codePointAt(0);
  if (cp !== ZWNJ && cp !== ZWJ) return false;
  // A vowel sign or other mark on the letter before (Arabic harakat, Indic matras) belongs to that letter.
  let j = i - 1;
  while (j > 0 && j > i - 4 && MARK.test(chars[j] ?? '')) j -= 1;
  const before = chars[j];
  const after = chars[i + 1];
  if (scriptLetter(before) && scriptLetter(after)) return true;
  return cp === ZWJ && emojiPart(before) && emojiPart(after);
}

/** The first invisible character of `text` that does not write text (writesText). */
function firstInvisible(text: string): string | null {
  let chars: string[] | null = null;
  let i = -1;
  for (const ch of text) {
    i += 1;
    const cp = ch.codePointAt(0) ?? 0;
    if (!INVISIBLE.has(cp)) continue;
    if (cp === ZWNJ || cp === ZWJ) {
      chars ??= Array.from(text);
      if (writesText(chars, i)) continue;
    }
    return ch;
  }
  return null;
}

const isVariationSelector = (cp: number): boolean => (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
const isTagCharacter = (cp: number): boolean => cp >= 0xe0000 && cp <= 0xe007f;
/** The waving black flag that starts an emoji tag sequence (England, Scotland, Wales). */
const BLACK_FLAG = 0x1f3f4;
/** Characters in a row that carry data rather than write text. */
export const ENCODED_RUN = 3;
/**
 * Private-use characters in a row that carry data: an icon font's glyphs (Nerd Fonts, Font Awesome)
 * are written one or a few at a time, a payload by the hundred.
 */
export const PRIVATE_USE_RUN = 32;
/** The Private Use Areas: U+E000-U+F8FF and planes 15 and 16. No font a diff uses draws them. */
const isPrivateUse = (cp: number): boolean => (cp >= 0xe000 && cp <= 0xf8ff) || (cp >= 0xf0000 && cp <= 0x10fffd);

/**
 * Invisible text that carries data (see the file's comment): the longest run of variation
 * selectors and zero-width characters when it reaches ENCODED_RUN, or tag characters outside a
 * flag's tag sequence; as `what`, how many and of which kind. Linear, one pass.
 */
function encodedRun(text: string): string | null {
  let run = 0;
  let longest = 0;
  let privateRun = 0;
  let longestPrivate = 0;
  let tags = 0;
  let inFlag = false;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp === BLACK_FLAG) {
      inFlag = true;
      run = 0;
      continue;
    }
    if (isTagCharacter(cp)) {
      if (inFlag) {
        if (cp === 0xe007f) inFlag = false;
      } else tags += 1;
      run = 0;
      continue;
    }
    inFlag = false;
    if (isVariationSelector(cp) || INVISIBLE.has(cp)) {
      run += 1;
      if (run > longest) longest = run;
    } else run = 0;
    if (isPrivateUse(cp)) {
      privateRun += 1;
      if (privateRun > longestPrivate) longestPrivate = privateRun;
    } else privateRun = 0;
  }
  if (tags > 0) return `${tags} Unicode tag character${tags === 1 ? '' : 's'} (U+E0000-U+E007F)`;
  if (longest >= ENCODED_RUN) return `${longest} variation selectors or zero-width characters in a row`;
  return longestPrivate >= PRIVATE_USE_RUN ? `${longestPrivate} private-use characters in a row` : null;
}

const NON_ASCII = /[^\t\n\r\x20-\x7E]/u;
const IDENTIFIER = /[\p{L}\p{Mn}\p{Nd}_$]+/gu;
const LATIN = /[A-Za-z]/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const GREEK = /\p{Script=Greek}/u;

function codePoint(ch: string): string {
  return `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The hidden-character hits of one added line. `masked` is the line with string contents
 * blanked and its comment cut (code-text.ts); `text` is the whole line.
 */
export function findHiddenCharacters(text: string, masked: string): HiddenCharacterHit[] {
  if (!NON_ASCII.test(text)) return [];
  const hits: HiddenCharacterHit[] = [];
  const encoded = encodedRun(text);
  if (encoded !== null) hits.push({ kind: 'encoded', what: encoded });
  const bidi = firstOf(text, BIDI);
  if (bidi !== null) hits.push({ kind: 'bidi', what: codePoint(bidi) });
  // A BOM at the very start of a file is an encoding mark, not a hidden character; so is a run of
  // them before the first token of a line (files joined or pasted with their marks, an editor
  // saving a mark twice): nothing stands before it for it to join, split or hide.
  const inCode = masked.replace(/^\uFEFF+/, '');
  const invisible = firstInvisible(inCode);
  if (invisible !== null) hits.push({ kind: 'invisible', what: codePoint(invisible) });
  if (NON_ASCII.test(masked)) {
    for (const match of masked.matchAll(IDENTIFIER)) {
      const word = match[0];
      if (!LATIN.test(word) || !NON_ASCII.test(word)) continue;
      const cyrillic = CYRILLIC.test(word);
      const greek = GREEK.test(word);
      if (cyrillic || greek) {
        hits.push({ kind: 'mixed-script', what: `${word} (Latin and ${cyrillic ? 'Cyrillic' : 'Greek'} letters)`, word });
        break;
      }
    }
  }
  return hits;
}

/** Blanks in a row, outside strings, after code on the same line, that push what follows off the screen. */
export const PADDING_RUN = 150;

/**
 * Code pushed off the screen by padding: in an added line, after some code, a run of at least
 * PADDING_RUN spaces or tabs outside strings followed by more code, or running to the end of what
 * is read of a line longer than that (`cut`: the line was cut, so what follows is unseen). A diff
 * view or an editor without wrapping shows the first statement alone (the rand-user-agent and
 * react-native-aria npm compromises of 2025 hid their payloads so). `code` is the line without its
 * comment (code-text.ts). Answers the 1-based column where the hidden part starts, or null. Linear.
 */
export function findPaddedCode(code: string, cut: boolean): number | null {
  let quote = '';
  let seenCode = false;
  let run = 0;
  for (let i = 0; i < code.length; i += 1) {
    const ch = code.charAt(i);
    if (quote !== '') {
      if (ch === '\\') i += 1;
      else if (ch === quote) quote = '';
      continue;
    }
    if (ch === ' ' || ch === '\t') {
      run += 1;
      continue;
    }
    if (run >= PADDING_RUN && seenCode && hidesStatement(code.slice(0, i - run), code.slice(i))) return i + 1;
    run = 0;
    seenCode = true;
    if (ch === '"' || ch === "'" || ch === '`') quote = ch;
  }
  return cut && seenCode && run >= PADDING_RUN ? code.length + 1 : null;
}

/**
 * What follows the blanks is a statement of its own: the visible part ends one (`;`, `}`, `)`, `]`,
 * `,`) or the hidden part starts with `;` or `,`, and the hidden part calls or assigns. Not a
 * line-continuation backslash aligned far right, nor prose columns in a docstring.
 */
function hidesStatement(visible: string, hidden: string): boolean {
  const last = visible.trimEnd().slice(-1);
  const first = hidden.charAt(0);
  return (/[;})\],]/.test(last) || first === ';' || first === ',') && /[(=]/.test(hidden) && /[\w$]/.test(hidden);
}

/** Greek letters that read as Latin ones (not µ/μ, which units write beside Latin letters: `μs`, `μm`). */
const GREEK_LOOK_ALIKE = /[ΑΒΕΖΗΙΚΜΝΟΡΤΥΧαικνορτυχ]/u;
const STRING_WORD = /[\p{L}\p{M}]+/gu;
/**
 * Cyrillic letters that read as Latin ones (`а` a, `е` e, `о` o, `р` p, `с` c, `у` y, `х` x, `ѕ` s,
 * `і` i, `ј` j, `һ` h, `ԁ` d, `ԛ` q, `ԝ` w, `к` k; capitals `А В Е К М Н О Р С Т У Х І Ј Ѕ`).
 */
const CYRILLIC_LOOK_ALIKE = /[аеорсухѕіјһԁԛԝкӏүёїАВЕКМНОРСТУХІЈЅҮԚԜЁЇ]/u;
/** A Cyrillic or Greek letter of a word: all must look Latin for the word to pass as a Latin one. */
const CYRILLIC_OR_GREEK = /[\p{Script=Cyrillic}\p{Script=Greek}]/gu;
/** A comparison on the line: what a look-alike string makes fail or pass. */
const COMPARES = /[=!]==?|\.equals(?:IgnoreCase)?\s*\(|\bcase\b|\bin\s*[[(]|\.(?:includes|contains|has|startsWith|endsWith|startswith|endswith)\s*\(|\bwhen\b/;

/**
 * A word inside a string literal of an added line that mixes Latin letters with Cyrillic or Greek
 * ones that all look Latin (`'аdmin'` with a Cyrillic а), in a literal not otherwise written in
 * Cyrillic or Greek: a reserved name, a role or a
 * host that looks like the one a reader trusts and never equals it. `text` is the whole line,
 * `masked` its code with string contents blanked (code-text.ts). Returns the word and whether the
 * line compares it, or null.
 */
export function mixedScriptString(text: string, masked: string): { word: string; compared: boolean } | null {
  if (!NON_ASCII.test(text)) return null;
  // String contents, one literal from the next parted by a line break (code outside strings).
  let inside = '';
  for (let i = 0; i < masked.length && i < text.length; i += 1) inside += masked.charAt(i) === ' ' ? text.charAt(i) : '\n';
  for (const literal of inside.split('\n')) {
    if (!NON_ASCII.test(literal)) continue;
    let found: string | null = null;
    let foreignText = false;
    for (const match of literal.matchAll(STRING_WORD)) {
      // A printf directive or an escape glued to the text (`'%dс'`, days in Mongolian; `"\nОсе"`): its
      // letter is no part of the word.
      const at = match.index ?? 0;
      const word = at > 0 && (literal.charAt(at - 1) === '%' || literal.charAt(at - 1) === '\\') ? match[0].slice(1) : match[0];
      if (!NON_ASCII.test(word)) continue;
      // A word that shows a Cyrillic or Greek letter with no Latin twin (`Доситеj`: д, и, т) reads as
      // Cyrillic or Greek, and so does the literal it stands in (`'Роcа Плавева'`, `'нe_пo_вт_ср'`):
      // a translation with a letter slipped in from the Latin keyboard, not a Latin name in disguise.
      if (!passesForLatin(word)) {
        foreignText = true;
        break;
      }
      if (found === null && LATIN.test(word) && (CYRILLIC.test(word) || GREEK_LOOK_ALIKE.test(word))) found = word;
    }
    if (found !== null && !foreignText) return { word: found, compared: COMPARES.test(masked) };
  }
  return null;
}

/** Every Cyrillic or Greek letter of the word looks like a Latin one: the word can pass for a Latin word. */
function passesForLatin(word: string): boolean {
  for (const match of word.matchAll(CYRILLIC_OR_GREEK)) {
    const ch = match[0];
    if (!CYRILLIC_LOOK_ALIKE.test(ch) && !GREEK_LOOK_ALIKE.test(ch)) return false;
  }
  return true;
}
