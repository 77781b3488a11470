/**
 * Shell continuation lines: a line that ends in a backslash (an odd run of them: `\\` is a literal
 * backslash) goes on on the next line, and the shell reads the two as one command (`pip install \`
 * then `  git+https://…@main`). Rules that read one command at a time join them first. Linear and
 * bounded: a joined command spans at most MAX_JOINED_LINES lines and MAX_JOINED characters.
 */

const MAX_JOINED_LINES = 50;
const MAX_JOINED = 20_000;

export interface JoinedCommand {
  /** The lines joined, each continuation's backslash replaced by a space. */
  readonly text: string;
  /** The indexes of its first and last lines in the lines given. */
  readonly first: number;
  readonly last: number;
}

/** Whether a line goes on on the next one: it ends in an odd run of backslashes (a CR aside), and is no `#` comment. */
export function continuesOnNextLine(line: string): boolean {
  const end = line.endsWith('\r') ? line.length - 1 : line.length;
  let run = 0;
  while (run < end && run < 64 && line.charAt(end - 1 - run) === '\\') run += 1;
  return run % 2 === 1 && !line.trimStart().startsWith('#');
}

/** The commands of `lines`, continuation lines joined (each line belongs to exactly one). */
export function joinContinuations(lines: readonly string[]): JoinedCommand[] {
  const out: JoinedCommand[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const first = i;
    let line = lines[i] ?? '';
    const parts: string[] = [];
    let length = 0;
    while (continuesOnNextLine(line) && i + 1 < lines.length && i - first < MAX_JOINED_LINES && length < MAX_JOINED) {
      const part = line.slice(0, line.lastIndexOf('\\'));
      parts.push(part);
      length += part.length + 1;
      i += 1;
      line = lines[i] ?? '';
    }
    parts.push(line);
    out.push({ text: parts.join(' '), first, last: i });
  }
  return out;
}

/**
 * `text` with each continuation (an odd run of backslashes, then a line break, outside a `#`
 * comment line) turned into blanks of the same length: one command on one line, every offset kept.
 * Linear: each line's end and start are looked at once.
 */
export function blankContinuations(text: string): string {
  let out = '';
  let from = 0;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
    const line = text.slice(lineStart, i);
    if (continuesOnNextLine(line)) {
      const slash = lineStart + line.lastIndexOf('\\');
      out += `${text.slice(from, slash)}${' '.repeat(i + 1 - slash)}`;
      from = i + 1;
    }
    lineStart = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}
