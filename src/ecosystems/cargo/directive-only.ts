/**
 * Whether a Cargo build script only tells Cargo things: it reads environment variables, computes,
 * and prints `cargo:` directives that set cfg flags or rerun triggers, and does nothing else (no process, file, network, FFI, other module or crate, no
 * linker or compiler-environment directive). Such a script (`println!("cargo:rustc-cfg=has_atomics")` chosen by `TARGET`)
 * cannot act on the machine that builds, so a new one is a note (`cargo-build-script`, low).
 *
 * An allowlist, read by one linear pass over the text (no backtracking pattern on PR text): any
 * token outside it, any escape or line break inside a literal (a second directive smuggled into a
 * printed value), raw and byte literals, attributes other than `allow`/`cfg`/`derive`, and
 * non-ASCII code all answer false, so the rule stays medium.
 */

const MAX_SCRIPT_CHARS = 20_000;

/** Paths may start with these (the script's own items, std's harmless modules, prelude types). */
const ROOTS = new Set(['std', 'core', 'alloc', 'env', 'str', 'string', 'fmt', 'String', 'Option', 'Result', 'Some', 'None', 'Ok', 'Err', 'Vec', 'Self', 'self', 'crate', 'u8', 'u16', 'u32', 'u64', 'usize', 'i32', 'i64', 'bool']);
/** The modules of std/core/alloc a directive-only script may name. */
const STD_MODULES = new Set(['env', 'str', 'string', 'fmt', 'option', 'result', 'num', 'cmp', 'iter', 'ops', 'convert', 'borrow', 'collections', 'vec']);
const MACROS = new Set(['println', 'print', 'vec', 'matches', 'assert', 'assert_eq', 'assert_ne', 'debug_assert', 'concat', 'stringify', 'env', 'option_env', 'cfg', 'unreachable', 'format']);
const ATTRIBUTES = new Set(['allow', 'cfg', 'derive']);
/** Words that reach outside the script or build text no literal may hold (a line break from a number). */
const FORBIDDEN = new Set(['unsafe', 'extern', 'mod', 'char', 'from_utf8', 'from_utf8_lossy', 'from_utf8_unchecked', 'from_utf16', 'from_u32', 'Command', 'macro_rules']);
/**
 * Directives that only set cfg flags, declare them, name rerun triggers or print a warning.
 * `rustc-env` is not among them: Cargo sets it in the compiler's own environment, where a variable
 * such as `LD_PRELOAD` loads code into rustc.
 */
const DIRECTIVES = new Set(['rerun-if-changed', 'rerun-if-env-changed', 'rustc-cfg', 'rustc-check-cfg', 'warning']);
/** Directives whose value may be computed (`{}`): none of them carries the value out of the build. */
const COMPUTED = new Set(['rerun-if-changed', 'rerun-if-env-changed', 'rustc-cfg', 'rustc-check-cfg']);

type Token = { readonly kind: 'ident' | 'punct'; readonly text: string } | { readonly kind: 'string'; readonly text: string };

/** Rust tokens (identifiers, punctuation, plain string literals), or null for anything the allowlist does not read. */
function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  let i = 0;
  const n = text.length;
  const isIdentStart = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_';
  const isIdent = (c: string) => isIdentStart(c) || (c >= '0' && c <= '9');
  while (i < n) {
    const c = text[i] as string;
    if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? n : end + 1;
    } else if (c === '/' && text[i + 1] === '*') {
      let depth = 1;
      i += 2;
      while (i < n && depth > 0) {
        const pair = text.slice(i, i + 2);
        if (pair === '/*' || pair === '*/') {
          depth += pair === '/*' ? 1 : -1;
          i += 2;
        } else i += 1;
      }
      if (depth > 0) return null;
    } else if (c === '"') {
      let j = i + 1;
      while (j < n && text[j] !== '"') {
        const d = text[j];
        if (d === '\\' || d === '\n' || d === '\r') return null;
        j += 1;
      }
      if (j >= n) return null;
      tokens.push({ kind: 'string', text: text.slice(i + 1, j) });
      i = j + 1;
    } else if (c === "'") {
      // A char literal ('x') or a lifetime ('a): escapes and line breaks are not read.
      const next = text[i + 1];
      if (next === undefined || next === '\\' || next === '\n' || next === '\r') return null;
      i += text[i + 2] === "'" ? 3 : 1;
    } else if (isIdentStart(c)) {
      let j = i + 1;
      while (j < n && isIdent(text[j] as string)) j += 1;
      const word = text.slice(i, j);
      // Raw, byte and C string or char literals: not read.
      if ((text[j] === '"' || text[j] === "'" || text[j] === '#') && (word === 'r' || word === 'b' || word === 'br' || word === 'c' || word === 'cr')) return null;
      tokens.push({ kind: 'ident', text: word });
      i = j;
    } else if (c === ':' && text[i + 1] === ':') {
      tokens.push({ kind: 'punct', text: '::' });
      i += 2;
    } else if (c.charCodeAt(0) > 0x7e) {
      return null;
    } else {
      if (c !== ' ' && c !== '\n' && c !== '\t' && c !== '\r') tokens.push({ kind: 'punct', text: c });
      i += 1;
    }
  }
  return tokens;
}

/** A literal that mentions a Cargo directive names one of the allowed ones (`{}` only in those that keep the value in the build). */
function literalAllowed(literal: string): boolean {
  let at = literal.indexOf('cargo:');
  while (at !== -1) {
    let start = at + 'cargo:'.length;
    if (literal[start] === ':') start += 1;
    let end = start;
    while (end < literal.length && /[a-z-]/.test(literal[end] as string)) end += 1;
    const key = literal.slice(start, end);
    if (!DIRECTIVES.has(key)) return false;
    if (literal.includes('{') && !COMPUTED.has(key)) return false;
    at = literal.indexOf('cargo:', end);
  }
  return true;
}

export function directiveOnlyBuildScript(text: string): boolean {
  if (text.length > MAX_SCRIPT_CHARS) return false;
  const tokens = tokenize(text);
  if (tokens === null) return false;
  for (let k = 0; k < tokens.length; k += 1) {
    const token = tokens[k] as Token;
    const next = tokens[k + 1];
    if (token.kind === 'string') {
      if (!literalAllowed(token.text)) return false;
      continue;
    }
    if (token.kind === 'punct') {
      // Attributes: #[allow(...)], #[cfg(...)], #[derive(...)] only.
      if (token.text === '#') {
        const open = tokens[k + 1]?.text === '!' ? k + 2 : k + 1;
        if (tokens[open]?.text !== '[' || !ATTRIBUTES.has(tokens[open + 1]?.text ?? '')) return false;
      }
      continue;
    }
    const word = token.text;
    if (FORBIDDEN.has(word) || word.startsWith('include')) return false;
    const previous = tokens[k - 1];
    // A path root: the first segment of `a::b`, or what a `use` names.
    const isRoot = (next?.text === '::' && previous?.text !== '::' && previous?.text !== '.') || previous?.text === 'use';
    if (isRoot && !ROOTS.has(word)) return false;
    if (isRoot && (word === 'std' || word === 'core' || word === 'alloc') && !stdItemsAllowed(tokens, k + 2)) return false;
    if (next?.kind === 'punct' && next.text === '!' && ['(', '[', '{'].includes(tokens[k + 2]?.text ?? '')) {
      if (previous?.text === '::' || !MACROS.has(word)) return false;
      // println!/print! print a literal directive first (the format string), never a computed one.
      if ((word === 'println' || word === 'print') && tokens[k + 3]?.text !== ')' && tokens[k + 3]?.kind !== 'string') return false;
      if ((word === 'println' || word === 'print') && tokens[k + 3]?.kind === 'string' && !(tokens[k + 3] as Token).text.startsWith('cargo:')) return false;
    }
  }
  return true;
}

/** The module after `std::` (or each of `std::{a, b}`) is one a directive-only script may use. */
function stdItemsAllowed(tokens: readonly Token[], at: number): boolean {
  const first = tokens[at];
  if (first === undefined) return false;
  if (first.text !== '{') return first.kind === 'ident' && STD_MODULES.has(first.text);
  for (let k = at + 1; k < tokens.length; k += 1) {
    const token = tokens[k] as Token;
    if (token.text === '}') return true;
    if (token.text === '{') return false;
    if (token.kind === 'ident' && (tokens[k - 1]?.text === '{' || tokens[k - 1]?.text === ',') && !STD_MODULES.has(token.text) && token.text !== 'self') return false;
  }
  return false;
}
