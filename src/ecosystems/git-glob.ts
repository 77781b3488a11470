/**
 * Gitignore-style patterns (as `.gitattributes` and CODEOWNERS use them) matched without regular
 * expressions, in polynomial time whatever the pattern: a pull request writes these patterns, and a
 * glob compiled to a backtracking regular expression (`*a*a*a*a*…b`) can take exponential time on a
 * long path. Here a path segment is matched against a pattern segment by the two-pointer wildcard
 * algorithm (each star remembered once: O(pattern × segment)), and `**` segments by dynamic
 * programming over segments (O(pattern segments × path segments)).
 *
 * Syntax: `*` (any run within a segment), `?` (one character but `/`), `[abc]`, `[a-z]`, `[!a]` and
 * `[^a]` classes, `\x` escapes, `**` as a whole segment (zero or more directories). A leading `/`
 * or a `/` inside anchors the pattern at the root; without one the pattern matches at any depth; a
 * trailing `/` names a directory. With `contents`, a pattern that matches a directory also matches
 * everything in it (linguist's and CODEOWNERS' reading). No braces: git has none.
 */

type Token = { readonly kind: 'char'; readonly char: string } | { readonly kind: 'any' } | { readonly kind: 'star' } | { readonly kind: 'class'; readonly test: (c: string) => boolean };

/** Patterns longer than this, or with more segments, match nothing (no real pattern is). */
const MAX_PATTERN = 1024;
const MAX_SEGMENTS = 64;

function classOf(body: string): (c: string) => boolean {
  let negated = false;
  let i = 0;
  if (body.startsWith('!') || body.startsWith('^')) {
    negated = true;
    i = 1;
  }
  const singles = new Set<string>();
  const ranges: [string, string][] = [];
  while (i < body.length) {
    let c = body[i] ?? '';
    if (c === '\\' && i + 1 < body.length) {
      i += 1;
      c = body[i] ?? '';
    }
    if (body[i + 1] === '-' && i + 2 < body.length) {
      ranges.push([c, body[i + 2] ?? '']);
      i += 3;
    } else {
      singles.add(c);
      i += 1;
    }
  }
  return (ch) => {
    const inside = singles.has(ch) || ranges.some(([from, to]) => ch >= from && ch <= to);
    return ch !== '/' && inside !== negated;
  };
}

function tokenize(segment: string): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < segment.length; i += 1) {
    const c = segment[i] ?? '';
    if (c === '\\' && i + 1 < segment.length) {
      i += 1;
      tokens.push({ kind: 'char', char: segment[i] ?? '' });
    } else if (c === '*') {
      if (tokens.at(-1)?.kind !== 'star') tokens.push({ kind: 'star' });
    } else if (c === '?') {
      tokens.push({ kind: 'any' });
    } else if (c === '[') {
      const close = segment.indexOf(']', i + 2);
      if (close === -1) tokens.push({ kind: 'char', char: c });
      else {
        tokens.push({ kind: 'class', test: classOf(segment.slice(i + 1, close)) });
        i = close;
      }
    } else {
      tokens.push({ kind: 'char', char: c });
    }
  }
  return tokens;
}

function one(token: Token, c: string): boolean {
  if (token.kind === 'char') return token.char === c;
  if (token.kind === 'any') return c !== '/';
  if (token.kind === 'class') return token.test(c);
  return false;
}

/** A path segment against a pattern segment: the two-pointer wildcard match, O(tokens × characters). */
function matchSegment(tokens: readonly Token[], text: string): boolean {
  let t = 0;
  let s = 0;
  let starAt = -1;
  let resumeAt = 0;
  while (s < text.length) {
    const token = tokens[t];
    if (token !== undefined && token.kind !== 'star' && one(token, text[s] ?? '')) {
      t += 1;
      s += 1;
    } else if (token?.kind === 'star') {
      starAt = t;
      resumeAt = s;
      t += 1;
    } else if (starAt !== -1) {
      t = starAt + 1;
      resumeAt += 1;
      s = resumeAt;
    } else {
      return false;
    }
  }
  while (tokens[t]?.kind === 'star') t += 1;
  return t === tokens.length;
}

/** A compiled pattern: a predicate over repository-relative paths (`src/a/b.ts`). */
export function gitGlob(pattern: string, options: { contents?: boolean } = {}): (path: string) => boolean {
  let p = pattern.trim();
  if (p === '' || p.length > MAX_PATTERN) return () => false;
  const anchored = p.startsWith('/');
  if (anchored) p = p.slice(1);
  const directory = p.endsWith('/');
  if (directory) p = p.slice(0, -1);
  const inside = anchored || p.includes('/');
  const raw = p.split('/');
  if (raw.length > MAX_SEGMENTS) return () => false;
  const segments: ('**' | Token[])[] = [...(inside ? [] : ['**' as const]), ...raw.map((segment) => (segment === '**' ? ('**' as const) : tokenize(segment)))];
  // A directory pattern matches what is inside it; with `contents`, so does any pattern.
  const prefix = directory || options.contents === true;
  return (path) => {
    const parts = path.split('/');
    const m = segments.length;
    const n = parts.length;
    // done[i][j]: pattern segments from i match path segments from j (to the end, or to any
    // point when a prefix will do). Filled from the end: O(m × n) cells.
    let below = new Array<boolean>(n + 1).fill(false);
    for (let j = 0; j <= n; j += 1) below[j] = j === n || (prefix && j > 0);
    for (let i = m - 1; i >= 0; i -= 1) {
      const row = new Array<boolean>(n + 1).fill(false);
      const segment = segments[i];
      for (let j = n; j >= 0; j -= 1) {
        if (segment === '**') row[j] = below[j] === true || (j < n && row[j + 1] === true);
        else row[j] = j < n && below[j + 1] === true && matchSegment(segment ?? [], parts[j] ?? '');
      }
      below = row;
    }
    return below[0] === true;
  };
}
