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
