/**
 * Which changed lines of a Python patch lie wholly inside a triple-quoted string (a docstring, a
 * help text), read from the hunk itself: its context lines show where a `"""` or `'''` opens and
 * closes. A line that only continues a string is text, not code; the claim check skips it, so that
 * "Fix docstring" or "Fix a typo in the comments" over the sentences of a docstring is what it says.
 *
 * Each hunk is read twice, as the old file (context and removed lines) and as the new one (context
 * and added lines). The string state at the hunk's first line is unknown: it is taken as outside,
 * unless the first triple quote of that side stands alone at the start of its line after lines that
 * are all blank or prose (then it closes a string opened above the hunk). A hunk with no triple
 * quote says nothing, and its lines are left to the other rules, unless one of its lines is
 * docstring markup that no Python statement can be (DOCSTRING_ONLY): with no triple quote in it, a
 * hunk lies wholly inside a string or wholly outside, and such a line (or a Google-style argument
 * description, ARGUMENT_DESCRIPTION, a backtick outside any quote, REST_TEXT, or a sentence,
 * hasSentence) says which (a paragraph added to a long docstring above its `Args:`, a docstring's
 * sentences reworded far from its quotes). One linear pass per side.
 */
import { changedLineKey, markedHunkLines, type SideRow } from './changed-lines.js';

const TRIPLE = /"""|'''/g;

/**
 * Docstring markup that no Python statement looks like: a reStructuredText directive
 * (`.. versionchanged:: 8.5`, `.. code-block:: python`), a Sphinx field (`:param help: the help
 * string.`, `:returns:`), a Google or NumPy section heading (`Args:`, `Returns:`) or its underline.
 */
const DOCSTRING_MARKUP = /^(?:\.\.\s+[\w:-]{1,40}::(?:\s|$)|:[\w ]{1,60}:(?:\s|$)|[A-Z][A-Za-z ]{1,30}:$|-{3,}$)/;

/**
 * Docstring markup that is a syntax error as a line of Python code: a reStructuredText directive, a
 * Sphinx field, a NumPy underline, or a Google or NumPy section heading by its usual names
 * (`Args:`, `Returns:`, `Raises:`, `Examples:`, `See Also`). A line of any other shape proves nothing.
 */
const DOCSTRING_ONLY =
  /^(?:\.\.\s+[\w:-]{1,40}::(?:\s|$)|:[\w ]{1,60}:(?:\s|$)|-{3,}$|(?:Args|Arguments|Parameters|Params|Keyword Args|Keyword Arguments|Other Parameters|Returns?|Yields?|Raises|Examples?|Notes?|Attributes|Warnings?|See Also|References|Todo|Usage):$)/;

/**
 * A Google-style argument description (`__validators__: A dictionary of methods that validate
 * fields.`): a name, a colon, then a capitalized word and three words of prose, none of them a
 * Python keyword (`key: Value if flag else other` in a dict is code). As a line of code, an
 * annotation, it would not parse.
 */
const ARGUMENT_DESCRIPTION = /^\*{0,2}[A-Za-z_]\w{0,60}(?: \([^()]{1,80}\))?: [A-Z][a-z]{1,30}(?: [a-z]{1,30}){3}/;
const PYTHON_KEYWORD = /\b(?:if|else|for|in|and|or|not|is|lambda|await|async|yield|from|import|return)\b/;

/**
 * A backtick with no quote and no `#` on the line (reStructuredText's ``` ``code`` ```, a Sphinx role
 * such as ``:data:`request` ``, Markdown's `` `name` ``): Python 3 has no backticks outside strings and
 * comments, and a line without quotes or `#` has neither.
 */
const REST_TEXT = /^[^'"#`]*`[^'"#]*$/;

function docstringOnly(text: string): boolean {
  const line = text.trim();
  return DOCSTRING_ONLY.test(line) || REST_TEXT.test(line) || (ARGUMENT_DESCRIPTION.test(line) && !PYTHON_KEYWORD.test(line));
}

/**
 * A reference line of a docstring: a URL alone, or after a tag or a word and a colon (`@see:
 * https://…`, `See https://…`, `.. _RFC 6749: https://…`): as a line of Python it would not parse.
 */
const REFERENCE_LINE = /^(?:(?:@\w{1,20}|\.\. _[^:\n]{1,80}|[A-Za-z]{1,20}(?: also)?):?\s{1,3})?<?https?:\/\/\S{1,300}$/;

/**
 * The last word of a sentence wrapped onto a line of its own (`calls.`, `instead?`): a word and the
 * stop that ends the sentence, a syntax error as a line of Python (a bare name, `calls`, or with a
 * comma, `calls,`, would parse, and is not taken).
 */
const SENTENCE_END = /^[A-Za-z][a-z'-]{1,40}[.!?]$/;

/** Python's keywords and soft keywords, and Python 2's statements: two words side by side that are none of these are no Python. */
const PYTHON_WORDS: ReadonlySet<string> = new Set(
  'false none true and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield match case type print exec'.split(' '),
);
/** A one-line string literal, its escaped quotes inside it (`"say \\"hi there\\""`: no words outside quotes). */
const QUOTED_STRING = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g;
/** A word and the word after it, one space apart (the second in group 2, read ahead so that pairs overlap). */
const WORD_PAIR = /\b([A-Za-z]{2,40}) (?=([A-Za-z]{2,40})\b)/g;

/**
 * A sentence in the line: two words side by side, neither a Python keyword, outside quotes and
 * before any `#` (`The env file(s) to load`, `plays nicely with docker(-compose),`). No line of
 * Python code has one (`x if y else z`, `a and b` pair a keyword), so a word's parenthesis there,
 * `file(s)`, is prose and not a call, and a Google-style return type, `tuple[str, Any]: The key`, no subscript.
 */
function hasSentence(line: string): boolean {
  const words = line.replace(QUOTED_STRING, ' ').split('#', 1)[0] ?? '';
  for (const m of words.matchAll(WORD_PAIR)) if (!PYTHON_WORDS.has(m[1]!.toLowerCase()) && !PYTHON_WORDS.has(m[2]!.toLowerCase())) return true;
  return false;
}

/**
 * Prose: words and punctuation, no code syntax (an assignment, a call, brackets, a colon at the end), docstring markup, a reference line, a sentence's last word, or a line with a backtick (REST_TEXT: ``` ``wsgi.input_terminated``. ```).
 * A word's parenthesis (`file(s)`, `docker(-compose)`) or a type in brackets (`tuple[str, Any, bool]: The key, value and a flag`)
 * in a line with a sentence (hasSentence) is no call or subscript.
 */
function prose(text: string): boolean {
  const line = text.trim();
  if (line === '' || DOCSTRING_MARKUP.test(line) || REFERENCE_LINE.test(line) || SENTENCE_END.test(line) || REST_TEXT.test(line)) return true;
  if (/[=;{}]|:$|^(?:def|class|if|elif|else|for|while|return|import|from|with|try|except|raise|async|await)\b/.test(line) || !/\b[A-Za-z]{2,40}\s+[A-Za-z]{2}/.test(line)) return false;
  return !/[[\]]|\w\(/.test(line) || hasSentence(line);
}

/** The keys (changedLineKey) of changed lines wholly inside a triple-quoted string. */
export function pythonStringLines(patch: string): Set<string> {
  return markedHunkLines(patch, readSide);
}

function readSide(rows: readonly SideRow[], inside: Set<string>): void {
  const firstQuote = rows.findIndex((r) => r.text.includes('"""') || r.text.includes("'''"));
  if (firstQuote === -1) {
    // No triple quote: the hunk is wholly inside a string or wholly outside; docstring markup or a
    // sentence on a line with no quote at all (two words side by side, neither a keyword: no Python
    // statement has one; a quote there might open or close a string Python 3.12 nests in an
    // f-string, `f"{d["two words"]}"`) says inside, unless a line is continued with a backslash (a
    // one-line string may go on over such lines).
    const continued = rows.some((r) => r.text.trimEnd().endsWith('\\'));
    if (rows.some((r) => docstringOnly(r.text) || (!continued && !/['"]/.test(r.text) && hasSentence(r.text)))) for (const row of rows) if (row.sign !== ' ') inside.add(changedLineKey(row.sign, row.line, row.text));
    return;
  }
  const opener = rows[firstQuote]?.text ?? '';
  // A hunk that starts at the file's first line starts outside any string (a shebang above a module docstring is no prose inside one).
  const fromTop = rows[0]?.line === 1;
  const closesFirst = !fromTop && /^\s*(?:"""|''')/.test(opener) && (opener.match(TRIPLE)?.length ?? 0) === 1 && rows.slice(0, firstQuote).every((r) => prose(r.text)) && firstQuote > 0;
  let open: string | null = closesFirst ? (opener.includes('"""') ? '"""' : "'''") : null;
  for (const row of rows) {
    const startsInside = open !== null;
    let touched = false;
    TRIPLE.lastIndex = 0;
    for (let m = TRIPLE.exec(row.text); m !== null; m = TRIPLE.exec(row.text)) {
      touched = true;
      if (open === null) open = m[0];
      else if (open === m[0]) open = null;
    }
    if (startsInside && !touched && row.sign !== ' ') inside.add(changedLineKey(row.sign, row.line, row.text));
  }
}
