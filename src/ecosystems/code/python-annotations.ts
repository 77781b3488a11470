/**
 * Python's type annotations written one way: the spellings that pyupgrade and Ruff's UP006/UP007
 * rewrite (PEP 585 and PEP 604, with `from __future__ import annotations`) read as what they
 * replace. `typing.Optional[int]` is `int | None`, `t.Union[str, bytes]` is `str | bytes`,
 * `typing.Dict[str, str]` is `dict[str, str]`; whitespace goes too. Two lines with the same result
 * are the same code: only how their annotations are spelled differs, which changes nothing a
 * program does at run time (a replay of an HTTP client's "Use `__future__.annotations`" read
 * `def get_content_length(self) -> typing.Optional[int]:` rewritten to `-> int | None:` as request
 * parsing removed). Linear in the line: one pass, a stack of open brackets.
 */

/** A module prefix before a name of `typing` that the builtins or `|` replace (`typing.`, `t.`, `typing_extensions.`). */
const TYPING_PREFIX = /\b(?:typing_extensions|typing|t)\.(?=(?:Optional|Union|Dict|List|Tuple|Set|FrozenSet|Type)\[)/g;
/** The generic aliases PEP 585 made builtins. */
const GENERIC_ALIAS = /\b(Dict|List|Tuple|Set|FrozenSet|Type)\[/g;

const isNameChar = (ch: string): boolean => /[\w.]/.test(ch);

/**
 * `code` (a line's code, comment cut) with its annotations spelled as PEP 585 and PEP 604 spell
 * them, whitespace removed after the indentation (kept: a line that leaves a block is not the same
 * code), as the carried-line pools compare lines anyway.
 */
export function annotationsRewritten(code: string): string {
  const indent = /^[ \t]*/.exec(code)?.[0] ?? '';
  const compact = code.slice(indent.length).replace(/\s+/g, '');
  if (!compact.includes('[')) return indent + compact;
  const text = compact.replace(TYPING_PREFIX, '').replace(GENERIC_ALIAS, (_, name: string) => `${name.toLowerCase()}[`);
  let out = '';
  // What each open bracket was: Optional[ (closes with `|None`), Union[ (its commas are `|`), or kept.
  const open: ('optional' | 'union' | 'kept')[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charAt(i);
    const startsName = i === 0 || !isNameChar(text.charAt(i - 1));
    if (ch === 'O' && startsName && text.startsWith('Optional[', i)) {
      open.push('optional');
      i += 'Optional['.length - 1;
    } else if (ch === 'U' && startsName && text.startsWith('Union[', i)) {
      open.push('union');
      i += 'Union['.length - 1;
    } else if (ch === '[' || ch === '(' || ch === '{') {
      open.push('kept');
      out += ch;
    } else if (ch === ']' || ch === ')' || ch === '}') {
      const kind = open.pop();
      if (kind === 'optional') out += '|None';
      else if (kind !== 'union') out += ch;
    } else if (ch === ',' && open[open.length - 1] === 'union') out += '|';
    else out += ch;
  }
  return indent + out;
}

/**
 * An annotated assignment to a name or an attribute of `self` (`out: list[str] = `, `self.timeout:
 * float | None = `): the target in group 1, the annotation in group 2, written only of names, dots,
 * subscripts, commas, `|`, quotes and blanks (no call, no operator, so nothing it evaluates runs
 * code), then the `=` that assigns.
 */
const ANNOTATED_ASSIGNMENT = /^(\s{0,200}(?:self\.)?([A-Za-z_]\w{0,200}))\s{0,20}:[\w.[\],|\s"']{1,300}=(?!=)/;

/**
 * `code` (a line's code, comment cut) without the annotation of an annotated assignment: `out:
 * list[str] = []` read as `out = []`, which it is at run time. pyupgrade and Ruff's UP rules turn a
 * PEP 484 type comment (`out = []  # type: list[str]`, a comment the claim check never reads) into
 * that annotation; a replay of a CLI library rated its maintainer's "Fix docs and changelog", whose
 * one code line was that rewrite, medium for the claim. A line that opens a block (`else: x = 1`) is
 * left as it is.
 */
export function withoutVariableAnnotation(code: string): string {
  if (!code.includes(':')) return code;
  const match = ANNOTATED_ASSIGNMENT.exec(code);
  if (match === null || PYTHON_BLOCK_KEYWORD.test(match[2] ?? '')) return code;
  return `${match[1] ?? ''} =${code.slice(match[0].length)}`;
}

/** Python's keywords that can start a line followed by `:` (`else:`, `try:`, `lambda: …`): no annotation follows them. */
const PYTHON_BLOCK_KEYWORD = /^(?:if|elif|else|while|for|with|try|except|finally|return|lambda|yield|assert|del|raise|class|def|async|await|case|match|not|global|nonlocal|pass|break|continue)$/;
/** A quoted name as an annotation writes a forward reference (`"_Hash"`, `'models.User'`). */
const QUOTED_NAME = /^(["'])([A-Za-z_][\w.]{0,200})\1/;
const DEF_OPENING = /^\s{0,200}(?:async\s{1,20})?def\s{1,20}\w{1,200}\s{0,20}\(/;
const ANNOTATED_TARGET = /^\s{0,200}(?:self\.)?([A-Za-z_]\w{0,200})\s{0,20}:(?!=)/;

/**
 * `code` (one logical line, whitespace kept; `masked` the same with string contents blanked, as
 * codeText gives them) with the forward references of its annotations unquoted: `"_Hash"` read as
 * `_Hash`, which `from __future__ import annotations` makes the same thing and Ruff's UP037 writes.
 * Read in a `def` statement (a parameter's annotation, between its `:` and its `,`, `=` or `)`, at
 * the parameters' depth or inside the annotation's subscripts; the return annotation after `->`)
 * and in an annotated assignment that assigns (`X: dict[str, "_Hash"] = {` at the top level: a
 * dictionary's entry, `key: d["name"],`, has no `=` of its own). Every other string is kept.
 */
export function annotationNamesUnquoted(code: string, masked: string): string {
  if (code.length !== masked.length || (!code.includes('"') && !code.includes("'"))) return code;
  const def = DEF_OPENING.exec(masked);
  let start: number;
  let depth: number;
  if (def !== null) {
    start = def[0].length;
    depth = 1;
  } else {
    const annotated = ANNOTATED_TARGET.exec(masked);
    if (annotated === null || PYTHON_BLOCK_KEYWORD.test(annotated[1] ?? '') || !assignsAtTopLevel(masked, annotated[0].length)) return code;
    start = annotated[0].length;
    depth = 0;
  }
  let inAnnotation = def === null;
  let out = code.slice(0, start);
  for (let i = start; i < masked.length; i += 1) {
    const ch = masked.charAt(i);
    if (ch === '"' || ch === "'") {
      const close = masked.indexOf(ch, i + 1);
      const end = close < 0 ? masked.length - 1 : close;
      const name = inAnnotation ? QUOTED_NAME.exec(code.slice(i, end + 1)) : null;
      out += name !== null && name[0].length === end + 1 - i ? name[2] : code.slice(i, end + 1);
      i = end;
      continue;
    }
    if (ch === '(' || ch === '[' || ch === '{') depth += 1;
    else if (ch === ')' || ch === ']' || ch === '}') {
      depth -= 1;
      if (depth === 0 && def !== null) inAnnotation = false;
    } else if (def !== null && depth === 1 && ch === ':') inAnnotation = true;
    else if (def !== null && depth === 1 && (ch === ',' || ch === '=')) inAnnotation = false;
    else if (def !== null && depth === 0 && ch === '-' && masked.charAt(i + 1) === '>') inAnnotation = true;
    else if (depth === 0 && (ch === ':' || ch === '=')) inAnnotation = false;
    out += code.charAt(i);
  }
  return out;
}

/** Whether `masked` assigns with a plain `=` at bracket depth 0 after `from` (not `==`, `!=`, `<=`, `>=`, `:=`). */
function assignsAtTopLevel(masked: string, from: number): boolean {
  let depth = 0;
  for (let i = from; i < masked.length; i += 1) {
    const ch = masked.charAt(i);
    if (ch === '(' || ch === '[' || ch === '{') depth += 1;
    else if (ch === ')' || ch === ']' || ch === '}') depth -= 1;
    else if (ch === '=' && depth === 0 && masked.charAt(i + 1) !== '=' && !'=!<>:'.includes(masked.charAt(i - 1))) return true;
  }
  return false;
}
