/**
 * Which changed lines of a Ruby patch lie wholly inside a percent literal of words or symbols
 * (`%w[…]`, `%i[…]`, `%W[…]`, `%I[…]`), read from the hunk itself. Such a
 * literal is data: `%i[instance_eval send tap]`, a list of method names a linter or a metaprogramming
 * helper checks against, calls none of them, so the line rules (a sink such as `instance_eval`)
 * skip those lines. The literal's own first and last lines are left to the rules.
 *
 * Each hunk is read twice, as the old file and as the new one (markedHunkLines). The state at the
 * hunk's first line is taken as outside: a list opened above the hunk is not seen, which can only
 * leave its lines to the rules. Outside a list, string literals and comments are skipped
 * (codeText), and a heredoc's body (`<<~TEXT` … `TEXT`) is skipped too, so a `%w[` written in one
 * opens nothing. A line inside the list must read as words (no call parentheses, no assignment, no
 * `#{` interpolation, no quote): anything else ends the reading of that hunk side, so no code line
 * is ever taken for data.
 */
import { changedLineKey, markedHunkLines, type SideRow } from './changed-lines.js';
import { codeText } from './code-text.js';

/** `%w[`, `%i(`, `%W{`, `%I<`: the opener of a list of words or symbols, and its delimiter. */
const OPENER = /%[wWiI]([[({<])/g;
const CLOSER: Readonly<Record<string, string>> = { '[': ']', '(': ')', '{': '}', '<': '>' };
/** A heredoc's opener (`<<~SQL`, `<<-'EOS'`, `<<RUBY`) and its terminator's name. */
const HEREDOC = /<<[~-]?(['"`]?)([A-Z_][A-Z0-9_]{0,40})\1/;
/** What a line of words or symbols holds: names, operator method names, nothing that calls or assigns. */
const WORDS_ONLY = /^[\s\w?!<>=~+\-*/%&|^@$.:[\]]*$/;

/** The keys (changedLineKey) of changed lines wholly inside a Ruby list of words or symbols. */
export function rubyWordListLines(patch: string): Set<string> {
  if (!patch.includes('%')) return new Set();
  return markedHunkLines(patch, readSide);
}

function readSide(rows: readonly SideRow[], inside: Set<string>): void {
  /** The open list's closing delimiter, its opening one, and how deep brackets of that kind nest inside it. */
  let list: { open: string; close: string; depth: number } | null = null;
  let heredoc: string | null = null;
  for (const row of rows) {
    if (heredoc !== null) {
      if (row.text.trim() === heredoc) heredoc = null;
      continue;
    }
    let from = 0;
    if (list !== null) {
      const end = closeAt(row.text, list);
      if (end === -1) {
        // A line that does not read as words is not data, whatever came before: stop here.
        if (!WORDS_ONLY.test(row.text) || row.text.includes('#{')) return;
        if (row.sign !== ' ') inside.add(changedLineKey(row.sign, row.line, row.text));
        continue;
      }
      list = null;
      from = end + 1;
    }
    const rest = codeText(row.text.slice(from), 'ruby').masked;
    const opened = lastOpen(rest);
    if (opened !== null) list = opened;
    const here = HEREDOC.exec(rest);
    if (here !== null && opened === null) heredoc = here[2] ?? null;
  }
}

/** The index of the delimiter that closes the open list on this line, or -1 (the list goes on). */
function closeAt(text: string, list: { open: string; close: string; depth: number }): number {
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charAt(i);
    if (ch === '\\') i += 1;
    else if (ch === list.open) list.depth += 1;
    else if (ch === list.close) {
      if (list.depth === 0) return i;
      list.depth -= 1;
    }
  }
  return -1;
}

/** The list a line leaves open at its end (an opener whose closer is not on the line), or null. */
function lastOpen(text: string): { open: string; close: string; depth: number } | null {
  let open: { open: string; close: string; depth: number } | null = null;
  OPENER.lastIndex = 0;
  let from = 0;
  for (let m = OPENER.exec(text); m !== null; m = OPENER.exec(text)) {
    if (m.index < from) continue;
    const delimiter = m[1] ?? '[';
    const candidate = { open: delimiter, close: CLOSER[delimiter] ?? ']', depth: 0 };
    const end = closeAt(text.slice(m.index + m[0].length), candidate);
    if (end === -1) {
      open = candidate;
      break;
    }
    from = m.index + m[0].length + end + 1;
    OPENER.lastIndex = from;
  }
  return open;
}
