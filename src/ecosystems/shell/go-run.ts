/**
 * `go run <module>@<ref>`: the go command fetches the module at that ref, builds it and runs it. At
 * a version (`@v1.2.3`, a pseudo-version, a commit hash) the module proxy and the checksum database
 * give the same code every time; at `@latest` (or `@upgrade`, `@patch`) it is whatever release the
 * module's owner tagged last, and at a branch (`@master`, `@main`, `@HEAD`, `@dev`) whatever was
 * pushed last: code nobody reviewed runs on the machine of whoever runs the command. Read by
 * tokens, in linear time; lines are cut at 4,000 characters.
 */

export interface GoRun {
  /** The module path and ref as written: `github.com/x/y/cmd/z@master`. */
  readonly target: string;
  /** `release`: the newest tagged version (`@latest`, `@upgrade`, `@patch`); `branch`: a branch or `HEAD`. */
  readonly ref: 'release' | 'branch';
}

/** The go command as a Makefile or script names it: `go`, `/usr/local/go/bin/go`, `$(GO)`, `${GO}`, `$GO`, `$(GOCMD)`. */
const GO_COMMAND = /^(?:(?:[\w.-]{0,100}\/){0,10}go|\$\(GO\w{0,10}\)|\$\{GO\w{0,10}\}|\$GO\w{0,10})$/i;
/** A module path: a first element with a dot (a host), then a path. */
const MODULE = /^[\w-]{1,63}(?:\.[\w-]{1,63}){1,5}\/[\w.~/-]{1,200}$/;
const RELEASE_QUERY = /^(?:latest|upgrade|patch)$/i;
/** A version, a pseudo-version or a commit hash (7 to 40 hex digits): fixed code. */
const FIXED = /^(?:v\d{1,6}(?:\.\d{1,6}){0,2}(?:[-+][\w.+-]{1,120})?|[0-9a-f]{7,40})$/i;
const QUOTE_CHARS = new Set(['"', "'", '`', ';']);
/** A word without its quotes, and without closing parentheses it does not open (`$(go run x@latest)`). */
function bare(word: string): string {
  let start = 0;
  let end = word.length;
  const open = word.includes('(');
  while (start < end && QUOTE_CHARS.has(word[start]!)) start += 1;
  while (end > start && (QUOTE_CHARS.has(word[end - 1]!) || (!open && word[end - 1] === ')'))) end -= 1;
  return word.slice(start, end);
}

/** The first `go run <module>@<ref>` of a line whose ref moves, or null. */
export function findGoRunUnpinned(line: string): GoRun | null {
  const text = line.length > 4000 ? line.slice(0, 4000) : line;
  if (!text.includes('@') || !/\brun\b/.test(text)) return null;
  const words = text.split(/\s+/).map(bare);
  for (let i = 0; i + 2 < words.length; i += 1) {
    if (words[i + 1] !== 'run' || !GO_COMMAND.test(words[i]!)) continue;
    // Build flags come first (`-mod=mod`, `-tags integration`); the package is the first word after `run` with an @, among the next eight.
    for (let j = i + 2; j < Math.min(words.length, i + 10); j += 1) {
      const word = words[j]!;
      const at = word.lastIndexOf('@');
      if (at <= 0) {
        if (word.startsWith('-')) continue;
        if (word.includes('/') || word.endsWith('.go')) break; // a local package or file: go.mod pins what it imports
        continue;
      }
      const module = word.slice(0, at);
      const ref = word.slice(at + 1);
      if (!MODULE.test(module) || ref === '' || FIXED.test(ref)) break;
      return { target: word, ref: RELEASE_QUERY.test(ref) ? 'release' : 'branch' };
    }
  }
  return null;
}
