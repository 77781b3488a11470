import type { CodeLanguage } from './language.js';

/**
 * A single-quoted literal with no quote or backslash inside (group 1 its text). Bounded, one pass:
 * `[^'"\\\n]` cannot run into the closing quote.
 */
const SINGLE_QUOTED = /'([^'"\\\n]{0,500})'/g;

/** Languages where `'x'` and `"x"` are the same string when `x` interpolates nothing. */
const QUOTES_ALIKE: ReadonlySet<CodeLanguage> = new Set(['js', 'python', 'ruby', 'php']);

/**
 * A line with its plain single-quoted literals written in double quotes, where the language reads
 * the two alike: JavaScript and Python always; Ruby unless the text holds `#{` (interpolated inside
 * double quotes only); PHP unless it holds `$` (a variable then expands). RuboCop's
 * Style/StringLiterals, php-cs-fixer's single_quote, Prettier and black change only this, so a
 * quote-style run reads as no token changed; `'#{name}'` to `"#{name}"` still does (interpolation
 * switched on). Other languages (Go, Rust, Java, C#, C) mean a character by `'x'`: kept.
 */
export function normalizeQuotes(line: string, language: CodeLanguage | null): string {
  if (language === null || !QUOTES_ALIKE.has(language) || !line.includes("'")) return line;
  return line.replace(SINGLE_QUOTED, (whole, text: string) => {
    if (language === 'ruby' && text.includes('#{')) return whole;
    if (language === 'php' && text.includes('$')) return whole;
    return `"${text}"`;
  });
}
