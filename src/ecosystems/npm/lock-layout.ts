/**
 * What the pnpm-lock.yaml and yarn.lock line scanners share: their lines, the block layout both
 * tools write, and their quoted scalars.
 */

/** The lines of a lockfile, in order, without their line endings (`\n` or `\r\n`). */
export function* lockLines(content: string): Generator<string> {
  let start = 0;
  const length = content.length;
  while (start < length) {
    let end = content.indexOf('\n', start);
    if (end < 0) end = length;
    const line = content.slice(start, end);
    start = end + 1;
    yield line.endsWith('\r') ? line.slice(0, -1) : line;
  }
}

/** Spaces at the start of a line. */
export function indentOf(line: string): number {
  let i = 0;
  while (line.charCodeAt(i) === 32) i += 1;
  return i;
}

/**
 * The block layout pnpm and yarn write: a line is two spaces deeper than the one before only under
 * a `key:` line, and no value is continued on a deeper line. The check answers false for a line
 * (its indentation, whether it opens a block) that breaks that layout, so that re-indenting cannot
 * hide an entry's fields.
 */
export function blockLayout(): (indent: number, opens: boolean) => boolean {
  let previousIndent = 0;
  let previousOpens = false; // the previous line opened a block map (`key:`)
  return (indent, opens) => {
    if (indent > previousIndent && !(previousOpens && indent === previousIndent + 2)) return false;
    previousIndent = indent;
    previousOpens = opens;
    return true;
  };
}

/** A scalar without its surrounding quotes (single or double) and white space. */
export function unquote(value: string): string {
  const v = value.trim();
  return v.length >= 2 && (v[0] === '"' || v[0] === "'") && v[v.length - 1] === v[0] ? v.slice(1, -1) : v;
}
