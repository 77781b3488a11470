import { changedLineKey, changedLines } from '../ecosystems/code/changed-lines.js';
import { codeText } from '../ecosystems/code/code-text.js';
import { withinEditDistance } from '../ecosystems/code/edit-distance.js';
import { languageOf, type CodeLanguage } from '../ecosystems/code/language.js';
import { pythonStringLines } from '../ecosystems/code/python-strings.js';
import type { SnapshotFile } from '../snapshot/pr-snapshot.js';

/** Lines of a diff read for typosInWordsOnly; a longer diff is taken to change code. */
const MAX_COMPARED_LINES = 400;
/** At most this many words of a sentence corrected: more is a rewording, not a typo fix. */
const MAX_CORRECTED_WORDS = 3;
/** A string literal on one line (double or single quotes, escapes kept), its text in group 1 or 2. */
const STRING_LITERAL = /"((?:[^"\\\n]|\\.){0,2000})"|'((?:[^'\\\n]|\\.){0,2000})'/g;
/** Text that a program reads as syntax rather than words: a comparison, a query, a pipe, a URL, a placeholder of a shell. */
const NOT_PROSE = /[=<>|&;$`]|:\/\//;
/** Words that carry logic in a query, a policy or a condition: never read as a typo fix. */
const LOGIC_WORD = /^(?:and|or|not|select|from|where|true|false|null|none|nil|allow|allowed|deny|denied|grant|revoke|admin|admins|root|any|all|some|this|that|these|those|read|write|only|never|always)$/i;
const AFFIXES = /^([^A-Za-z]{0,4})([A-Za-z]{3,40})([^A-Za-z]{0,4})$/;

/**
 * True when a modified source file's diff only corrects the spelling of words in prose: the code
 * of its changed lines, string contents blanked and whitespace ignored, is the same on both sides,
 * and every string that differs, or every line of a Python docstring that differs (as the hunk's
 * own quotes show it), is a sentence (three words or more, no comparison, query, pipe or URL) in
 * which at most three words are respelled: letters swapped (`credentails`), one letter added,
 * dropped or changed (`pasword`), two in a word of six letters or more, or the case changed; or
 * whose same words at most four change places (`reset password` to `password reset`); never
 * a word that carries logic (`and`, `or`, `not`, `admin`, `allow`, `this`, `that`). An error
 * message's typo fixed in a login module runs the same checks as before. ERB and EJS view templates
 * are read as the language of their tags (templateHostLanguage).
 */
export function typosInWordsOnly(file: Pick<SnapshotFile, 'path' | 'status' | 'patch'>): boolean {
  if (file.status !== 'modified' || file.patch === null) return false;
  const language = languageOf(file.path) ?? templateHostLanguage(file.path);
  if (language === null) return false;
  const lines = changedLines(file.patch, MAX_COMPARED_LINES + 1);
  if (lines.length === 0 || lines.length > MAX_COMPARED_LINES) return false;
  const docstring = language === 'python' ? pythonStringLines(file.patch) : null;
  type Side = { code: string; words: string[]; prose: boolean };
  const added: Side[] = [];
  const removed: Side[] = [];
  for (const line of lines) {
    const side = line.sign === '+' ? added : removed;
    if (docstring?.has(changedLineKey(line.sign, line.line, line.text)) === true) {
      side.push({ code: '', words: [line.text.trim()], prose: true });
      continue;
    }
    const read = codeAndStrings(line.text, language);
    if (read !== null) side.push({ code: read.code, words: read.strings.map((m) => m.text), prose: false });
  }
  if (added.length !== removed.length || added.length === 0) return false;
  let corrected = 0;
  for (let i = 0; i < added.length; i += 1) {
    const a = added[i];
    const r = removed[i];
    if (a === undefined || r === undefined || a.prose !== r.prose || a.code !== r.code || a.words.length !== r.words.length) return false;
    for (let j = 0; j < a.words.length; j += 1) {
      const before = r.words[j] ?? '';
      const after = a.words[j] ?? '';
      if (before === after) continue;
      if (!respelledSentence(before, after)) return false;
      corrected += 1;
    }
  }
  return corrected > 0;
}

/**
 * A changed line as the wording rules compare it: its code with string contents blanked and
 * whitespace dropped, its string literals (text and where each starts) and the code they sit in.
 * Null for a comment or a line with no code.
 */
function codeAndStrings(line: string, language: CodeLanguage): { code: string; full: string; strings: { text: string; index: number }[] } | null {
  const text = codeText(line, language);
  if (text.isComment) return null;
  const code = text.masked.replace(/\s+/g, '');
  if (code === '') return null;
  const strings = [...text.code.matchAll(STRING_LITERAL)].map((m) => ({ text: m[1] ?? m[2] ?? '', index: m.index }));
  return { code, full: text.code, strings };
}

/** At most this many words of a sentence moved to other places: more is a rewording. */
const MAX_MOVED_WORDS = 4;

/**
 * A view template whose code is a language svc reads, inside `<% %>` tags: ERB (Ruby) and EJS
 * (JavaScript). Read as that language, a tag's code is compared and its strings are the sentences;
 * a line of the template's own text differs as code, so its edit is never taken for a typo fix.
 */
function templateHostLanguage(path: string): CodeLanguage | null {
  if (/\.erb$/i.test(path)) return 'ruby';
  if (/\.ejs$/i.test(path)) return 'js';
  return null;
}

/**
 * A sentence with at most MAX_CORRECTED_WORDS words respelled, or the same words with at most
 * MAX_MOVED_WORDS of them in other places (`reset password instructions` to `password reset
 * instructions`), as typosInWordsOnly says; a word that carries logic never moves.
 */
function respelledSentence(before: string, after: string): boolean {
  if (NOT_PROSE.test(before) || NOT_PROSE.test(after)) return false;
  const b = before.trim().split(/\s+/);
  const a = after.trim().split(/\s+/);
  if (a.length !== b.length || a.length < 3 || a.filter((w) => /[A-Za-z]{2}/.test(w)).length < 3) return false;
  if ([...a].sort().join(' ') === [...b].sort().join(' ')) {
    const moved = a.filter((word, i) => word !== b[i]);
    return moved.length > 0 && moved.length <= MAX_MOVED_WORDS && moved.every((word) => !LOGIC_WORD.test(AFFIXES.exec(word)?.[2] ?? word));
  }
  let changed = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = b[i] ?? '';
    const y = a[i] ?? '';
    if (x === y) continue;
    changed += 1;
    if (changed > MAX_CORRECTED_WORDS) return false;
    const mx = AFFIXES.exec(x);
    const my = AFFIXES.exec(y);
    if (mx === null || my === null || mx[1] !== my[1] || mx[3] !== my[3]) return false;
    if (!respelled(mx[2] ?? '', my[2] ?? '')) return false;
  }
  return changed > 0;
}

function respelled(x: string, y: string): boolean {
  if (LOGIC_WORD.test(x) || LOGIC_WORD.test(y)) return false;
  const lx = x.toLowerCase();
  const ly = y.toLowerCase();
  if (lx === ly) return true;
  if (lx.length === ly.length && [...lx].sort().join('') === [...ly].sort().join('') && withinEditDistance(lx, ly, 2)) return true;
  return withinEditDistance(lx, ly, Math.min(lx.length, ly.length) >= 6 ? 2 : 1);
}

/**
 * The call a message string opens in: an exception built or thrown (`new Error(`, `new TypeError(`,
 * `throw new HTTPException(`, Python's `raise ValueError(`, Ruby's `raise ArgumentError, `), a Go
 * error or panic (`errors.New(`, `fmt.Errorf(`, `panic(`), a log or console line (`console.warn(`,
 * `logger.info(`, `log.Printf(`, `logging.error(`). Matched at the end of the code before the string.
 */
const MESSAGE_OPENER =
  /(?:\bnew\s{1,3}\w{0,60}(?:Error|Exception)|\braise\s{1,3}\w{0,60}(?:Error|Exception)|\berrors\.New|\bfmt\.Errorf|\bpanic|\b(?:console|logger|logging|log|LOG|Log|this\.logger|self\.logger|self\.log)\.(?:log|debug|info|warn|warning|error|fatal|trace|critical|exception|Print|Printf|Println|Fatal|Fatalf|Debugf|Infof|Warnf|Errorf))\s{0,3}\(\s{0,3}$|\braise\s{1,3}\w{0,60}(?:Error|Exception),\s{0,3}$/;
/** A placeholder a message fills at run time: printf verbs, `{}`/`{name}`, `${…}`, `#{…}`. */
const PLACEHOLDER = /%[-+ #0]{0,4}\d{0,3}(?:\.\d{1,3})?[a-zA-Z]|\$\{[^}]{0,200}\}|#\{[^}]{0,200}\}|\{[^}]{0,200}\}/g;
/** Message texts of a file compared at most. */
const MAX_MESSAGES = 50;

/**
 * True when a modified source file's diff only rewords messages: its changed lines pair up in
 * order, the code of each pair (string contents blanked, whitespace ignored) is the same, and every
 * string that differs is the first argument of an exception, error, panic or log call on that line
 * (MESSAGE_OPENER: `throw new Error('bearer auth middleware requires options for "token"')` to
 * `… for "token" or "verifyToken"')`), with the same placeholders in the same order and no URL: the
 * program tells its user something else and does nothing else. A replay of a web framework rated its
 * maintainer's fix to a bearer-auth error message medium for the authentication module. A string
 * elsewhere (a header name, a comparison, a key), a placeholder added or dropped, or any code
 * changed is weighed.
 */
export function messagesOnlyReworded(file: Pick<SnapshotFile, 'path' | 'status' | 'patch'>): boolean {
  if (file.status !== 'modified' || file.patch === null) return false;
  const language = languageOf(file.path);
  if (language === null) return false;
  const lines = changedLines(file.patch, MAX_COMPARED_LINES + 1);
  if (lines.length === 0 || lines.length > MAX_COMPARED_LINES) return false;
  type Side = { code: string; strings: { text: string; message: boolean }[] };
  const added: Side[] = [];
  const removed: Side[] = [];
  for (const line of lines) {
    const read = codeAndStrings(line.text, language);
    if (read === null) continue;
    if (read.strings.length > MAX_MESSAGES) return false;
    const strings = read.strings.map((m) => ({ text: m.text, message: MESSAGE_OPENER.test(read.full.slice(Math.max(0, m.index - 120), m.index)) }));
    (line.sign === '+' ? added : removed).push({ code: read.code, strings });
  }
  if (added.length !== removed.length || added.length === 0) return false;
  let reworded = 0;
  for (let i = 0; i < added.length; i += 1) {
    const a = added[i]!;
    const r = removed[i]!;
    if (a.code !== r.code || a.strings.length !== r.strings.length) return false;
    for (let j = 0; j < a.strings.length; j += 1) {
      const before = r.strings[j]!;
      const after = a.strings[j]!;
      if (before.text === after.text) continue;
      if (!before.message || !after.message || /:\/\//.test(after.text)) return false;
      if ((before.text.match(PLACEHOLDER) ?? []).join('\u0000') !== (after.text.match(PLACEHOLDER) ?? []).join('\u0000')) return false;
      reworded += 1;
    }
  }
  return reworded > 0;
}
