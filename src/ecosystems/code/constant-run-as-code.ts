/**
 * A string constant the PR edits whose text an unchanged line of the same patch evaluates as code
 * (`const TEMPLATE = '…'` beside `new Function('items', TEMPLATE)`, `exec(SETUP)`): the payload is
 * in the constant's new text, and the sink, carried over unchanged, raises nothing of its own.
 * Read from the patch: the sink must stand in a hunk's context lines; or from the whole head file
 * when the analysis fetched it anyway (supply-chain files such as setup.py, a file with a minified line).
 */
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedLine } from './changed-lines.js';
import { walkPatch } from './changed-lines.js';
import type { CodeText } from './code-text.js';
import { codeText } from './code-text.js';
import type { CodeLanguage } from './language.js';
import { SINKS } from './sink-rules.js';
import { escapeRegExp } from '../util.js';

/** Edited constants followed per file. */
const MAX_CONSTANTS = 50;
/** Context lines read for sinks per file. */
const MAX_CONTEXT_LINES = 2000;
/** Head content read for sinks, when the analysis has it. */
const MAX_HEAD_CHARS = 1_000_000;
const MAX_HEAD_LINES = 20_000;

/** `const NAME = '…'`, `let`/`var`, `export const`, Python/Ruby `NAME = "…"`, PHP `$name = '…'`, `define('NAME', '…')` aside. */
const STRING_ASSIGNMENT = /^\s*(?:export\s+)?(?:(?:const|let|var)\s+)?\$?([A-Za-z_][\w$]{0,63})\s*(?::\s*string\s*)?=\s*[rRbBuUfF]{0,2}(["'`])/;

/**
 * What code run from a string has no ordinary need for, and a payload does: a module or process
 * loaded, the environment read, a request made, a URL, or a long encoded blob.
 */
export const PAYLOAD_TEXT =
  /child_process|\brequire\s*\(|\bimport\s*\(|__import__|\bprocess\s*\.\s*(?:env|binding|mainModule)\b|\bos\s*\.\s*(?:system|popen|environ)\b|\bsubprocess\b|\bfetch\s*\(|\bXMLHttpRequest\b|\burlopen\b|\brequests\s*\.\s*(?:get|post)\b|https?:\/\/|\b(?:execSync|spawnSync|shell_exec|passthru)\b|[A-Za-z0-9+/]{40}|(?:\\x[0-9a-fA-F]{2}){8}/;

export function constantRunAsCode(path: string, patch: string, lines: readonly ChangedLine[], texts: readonly CodeText[], language: CodeLanguage, headContent: string | null = null): KeyedFinding | null {
  const sink = SINKS.code[language];
  if (sink === undefined || language === 'shell') return null;
  // The edited constants: name -> the added line and its text.
  const edited = new Map<string, { line: number; word: RegExp }>();
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || l.sign !== '+' || t.isComment) continue;
    const m = STRING_ASSIGNMENT.exec(t.code);
    if (m === null) continue;
    const name = m[1] ?? '';
    if (name.length < 2 || edited.has(name)) continue;
    // Only constants whose new text could be a payload are followed (most string edits are not).
    if (!PAYLOAD_TEXT.test(t.code.slice(t.code.indexOf('=') + 1))) continue;
    edited.set(name, { line: l.line, word: new RegExp(`(?<![\\w$])${escapeRegExp(name)}(?![\\w$])`) });
    if (edited.size >= MAX_CONSTANTS) break;
  }
  if (edited.size === 0) return null;
  let found: KeyedFinding | null = null;
  let seen = 0;
  const check = (text: string): boolean => {
    const masked = codeText(text, language);
    if (!masked.isComment && sink.test(masked.masked)) {
      for (const [name, at] of edited) {
        // The name as a word of the sink's code (string contents are blanked, so a mention inside one does not count).
        if (!at.word.test(masked.masked)) continue;
        found = makeFinding({
          id: 'dynamic-code-execution',
          severity: 'high',
          title: `An edited string constant (${name}) is run as code by an unchanged line`,
          detail: `The PR changes the text of ${name}, and an unchanged line (${text.trim().slice(0, 100)}) evaluates it as code (eval, Function, exec, vm): the code that runs changed though no call did. The new text loads a module, starts a process, reads the environment, makes a request, or carries an encoded blob, which no string of code a project keeps needs. Ask for the code as code; read what the new text does before it runs.`,
          path,
          line: at.line,
          subject: `constant-run:${name}`,
        });
        return false;
      }
    }
    return true;
  };
  walkPatch(patch, (first, text) => {
    if (first !== 32 /* context */) return true;
    seen += 1;
    return check(text) && seen < MAX_CONTEXT_LINES;
  });
  // The whole head file, when the analysis has it anyway (it fetches no file for this): a sink far
  // from the hunks is still an unchanged line that runs the constant. The PR's added lines are not.
  if (found === null && headContent !== null && headContent.length <= MAX_HEAD_CHARS) {
    const added = new Set(lines.filter((l) => l.sign === '+').map((l) => l.line));
    const headLines = headContent.split('\n');
    for (let n = 0; n < headLines.length && n < MAX_HEAD_LINES; n += 1) {
      if (added.has(n + 1)) continue;
      if (!check(headLines[n] ?? '')) break;
    }
  }
  return found;
}
