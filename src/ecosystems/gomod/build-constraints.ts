/**
 * Go build constraints on the Go version, read from a deleted file's header (`//go:build !go1.22`,
 * or the older `// +build go1.20,!go1.21` when no `//go:build` line is there), and the minimum Go
 * version of a module (go.mod's `go 1.23.0`): a file whose constraint no Go version from that
 * minimum on satisfies is never built for the versions the module supports.
 */

/** A parsed constraint: a tag, its negation, and/or of two. */
export type Constraint = { readonly tag: string } | { readonly not: Constraint } | { readonly and: readonly [Constraint, Constraint] } | { readonly or: readonly [Constraint, Constraint] };

/** Header lines read before the package clause; tokens and nesting of one expression read at most. */
const MAX_HEADER_LINES = 60;
const MAX_TOKENS = 64;
const MAX_DEPTH = 16;
const MAX_LINE = 400;
/** A Go release tag (`go1.22`: satisfied by Go 1.22 and later). */
const GO_TAG = /^go1\.(\d{1,3})$/;
/** One token of a `//go:build` expression: a parenthesis, `!`, `&&`, `||` or a tag. */
const TOKEN = /\s*([()!]|&&|\|\||[\w.]{1,64})/y;

/** Tokens of a `//go:build` expression, or null when it holds anything else. */
function tokensOf(expression: string): string[] | null {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < expression.length) {
    if (/^\s*$/.test(expression.slice(TOKEN.lastIndex))) break;
    const match = TOKEN.exec(expression);
    if (match === null || tokens.length >= MAX_TOKENS) return null;
    tokens.push(match[1]!);
  }
  return tokens;
}

/** A `//go:build` expression parsed (`go1.20 && !go1.21`, `!(go1.22 || linux)`), or null when malformed or too long. */
export function parseGoBuildExpression(expression: string): Constraint | null {
  if (expression.length > MAX_LINE) return null;
  const tokens = tokensOf(expression);
  if (tokens === null || tokens.length === 0) return null;
  let at = 0;
  const orExpr = (depth: number): Constraint | null => {
    let left = andExpr(depth);
    while (left !== null && tokens[at] === '||') {
      at += 1;
      const right = andExpr(depth);
      left = right === null ? null : { or: [left, right] };
    }
    return left;
  };
  const andExpr = (depth: number): Constraint | null => {
    let left = unary(depth);
    while (left !== null && tokens[at] === '&&') {
      at += 1;
      const right = unary(depth);
      left = right === null ? null : { and: [left, right] };
    }
    return left;
  };
  const unary = (depth: number): Constraint | null => {
    if (depth > MAX_DEPTH) return null;
    const token = tokens[at];
    if (token === undefined) return null;
    if (token === '!') {
      at += 1;
      const inner = unary(depth + 1);
      return inner === null ? null : { not: inner };
    }
    if (token === '(') {
      at += 1;
      const inner = orExpr(depth + 1);
      if (inner === null || tokens[at] !== ')') return null;
      at += 1;
      return inner;
    }
    if (token === ')' || token === '&&' || token === '||') return null;
    at += 1;
    return { tag: token };
  };
  const parsed = orExpr(0);
  return parsed !== null && at === tokens.length ? parsed : null;
}

/** One `// +build` line's options (`go1.20,!go1.21 linux`: space-separated options or'd, comma-separated terms and'ed). */
function parsePlusBuildLine(line: string): Constraint | null {
  if (line.length > MAX_LINE) return null;
  const options = line.trim().split(/\s+/).filter((o) => o !== '');
  if (options.length === 0 || options.length > MAX_TOKENS) return null;
  let result: Constraint | null = null;
  for (const option of options) {
    let conjunction: Constraint | null = null;
    for (const term of option.split(',')) {
      const negated = term.startsWith('!');
      const tag = negated ? term.slice(1) : term;
      if (!/^[A-Za-z0-9_.]{1,64}$/.test(tag)) return null;
      const leaf: Constraint = negated ? { not: { tag } } : { tag };
      conjunction = conjunction === null ? leaf : { and: [conjunction, leaf] };
    }
    if (conjunction === null) return null;
    result = result === null ? conjunction : { or: [result, conjunction] };
  }
  return result;
}

/**
 * The build constraint of a Go file from its header lines (before the package clause): the
 * `//go:build` line when there is one, else every `// +build` line and'ed; null when it has none
 * or one that does not parse.
 */
export function goFileConstraint(headerLines: readonly string[]): Constraint | null {
  let plus: Constraint | null = null;
  let malformed = false;
  for (const raw of headerLines.slice(0, MAX_HEADER_LINES)) {
    const line = raw.trim();
    if (line.startsWith('package ')) break;
    if (line.startsWith('//go:build ')) return parseGoBuildExpression(line.slice('//go:build '.length));
    const plusBuild = /^\/\/ ?\+build\s/.exec(line);
    if (plusBuild !== null) {
      const parsed = parsePlusBuildLine(line.slice(plusBuild[0].length));
      if (parsed === null) malformed = true;
      else plus = plus === null ? parsed : { and: [plus, parsed] };
    }
  }
  return malformed ? null : plus;
}

/** The removed lines of a deleted file's patch (without their `-`), up to the header's length. */
export function removedHeaderLines(patch: string): string[] {
  const lines: string[] = [];
  for (const line of patch.split('\n', MAX_HEADER_LINES * 2)) {
    if (!line.startsWith('-') || line.startsWith('---')) continue;
    lines.push(line.slice(1));
    if (lines.length >= MAX_HEADER_LINES) break;
  }
  return lines;
}

/** Kleene's three values: a tag other than the Go version's (`linux`, `integration`) may be either. */
type Tri = boolean | null;

function evaluate(c: Constraint, minor: number): Tri {
  if ('tag' in c) {
    const go = GO_TAG.exec(c.tag);
    return go === null ? null : minor >= Number(go[1]);
  }
  if ('not' in c) {
    const inner = evaluate(c.not, minor);
    return inner === null ? null : !inner;
  }
  if ('and' in c) {
    const [a, b] = [evaluate(c.and[0], minor), evaluate(c.and[1], minor)];
    return a === false || b === false ? false : a === null || b === null ? null : true;
  }
  const [a, b] = [evaluate(c.or[0], minor), evaluate(c.or[1], minor)];
  return a === true || b === true ? true : a === null || b === null ? null : false;
}

function highestGoMinor(c: Constraint): number {
  if ('tag' in c) {
    const go = GO_TAG.exec(c.tag);
    return go === null ? -1 : Number(go[1]);
  }
  if ('not' in c) return highestGoMinor(c.not);
  const [a, b] = 'and' in c ? c.and : c.or;
  return Math.max(highestGoMinor(a), highestGoMinor(b));
}

/**
 * Whether no Go version 1.`minor` or later satisfies the constraint, whatever its other tags
 * (`!go1.22`, `go1.21 && !go1.22`, `!go1.22 && linux` from 1.22 on): the file is built only by
 * toolchains older than the module supports. A constraint that names no Go version never says so.
 */
export function neverBuiltFrom(c: Constraint, minor: number): boolean {
  const highest = highestGoMinor(c);
  if (highest < 0) return false;
  for (let v = minor; v <= Math.max(minor, highest + 1); v += 1) if (evaluate(c, v) !== false) return false;
  return true;
}

/** The minor version of go.mod's `go` directive (`go 1.23.0`, `go 1.21`, `go 1.22rc1` give 23, 21, 22), or null. */
export function goModMinimumMinor(goMod: string): number | null {
  const match = /^[ \t]*go[ \t]+1\.(\d{1,3})(?:\.\d{1,4}|rc\d{1,3}|beta\d{1,3})?[ \t]*(?:\/\/[^\n]*)?\r?$/m.exec(goMod.slice(0, 200_000));
  return match === null ? null : Number(match[1]);
}

/** The folders from a file's own up to the root, nearest first (`a/b/x.go` gives `a/b`, `a`, ``). */
function foldersUp(path: string): string[] {
  const folders: string[] = [];
  let dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
  for (;;) {
    folders.push(dir);
    if (dir === '') return folders;
    dir = dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '';
  }
}

/** The go.mod of a folder (`` is the root's). */
function goModOf(folder: string): string {
  return folder === '' ? 'go.mod' : `${folder}/go.mod`;
}

/** A deleted Go test's constraint when it is bounded above: some Go version past every one it names fails it (`!go1.22`, `go1.20 && !go1.21`). */
function upperBoundedTestConstraint(path: string, removed: boolean, patch: string | null): Constraint | null {
  if (!removed || patch === null || !path.endsWith('_test.go')) return null;
  const constraint = goFileConstraint(removedHeaderLines(patch));
  if (constraint === null) return null;
  const highest = highestGoMinor(constraint);
  return highest >= 0 && neverBuiltFrom(constraint, highest + 1) ? constraint : null;
}

/**
 * The go.mod files to read at the base for the deleted Go tests bounded above by a Go version
 * (upperBoundedTestConstraint): those of the folders above each, nearest first, that the PR does not
 * change (a changed go.mod is read with the PR's files). The nearest one read is the module's.
 */
export function goModulesWanted(files: readonly { readonly path: string; readonly removed: boolean; readonly patch: string | null }[]): string[] {
  const listed = new Set(files.map((f) => f.path));
  const wanted: string[] = [];
  for (const file of files) {
    if (upperBoundedTestConstraint(file.path, file.removed, file.patch) === null) continue;
    for (const folder of foldersUp(file.path)) {
      const goMod = goModOf(folder);
      if (listed.has(goMod)) break;
      if (!wanted.includes(goMod)) wanted.push(goMod);
    }
  }
  return wanted;
}

/**
 * Whether a deleted Go test is built only by Go versions older than its module supports: its
 * constraint is bounded above (`//go:build !go1.22`, `// +build go1.20,!go1.21`) and no version
 * from the minimum of the nearest go.mod above it (`goModAt`: its text at the PR's head, or at the
 * base when unchanged; undefined when not read) satisfies it. Such a file tested an old toolchain's
 * variant of the code; the module stopped building it when its minimum moved.
 */
export function testOfUnsupportedGo(path: string, patch: string | null, goModAt: (goModPath: string) => string | null | undefined): boolean {
  const constraint = upperBoundedTestConstraint(path, true, patch);
  if (constraint === null) return false;
  for (const folder of foldersUp(path)) {
    const text = goModAt(goModOf(folder));
    if (text === undefined) continue;
    const minor = text === null ? null : goModMinimumMinor(text);
    return minor !== null && neverBuiltFrom(constraint, minor);
  }
  return false;
}
