import type { ExtractedDependency, ExtractResult } from '../types.js';
import { requirementDependency } from './pep508.js';
import { DEV_GROUP } from './pyproject.js';

/** How much of setup.py a list or dict literal may span (far more than any real one). */
const MAX_LITERAL_CHARS = 200_000;

/**
 * setup.py, read as text (never executed): the string literals of `install_requires`, of
 * `extras_require` (each extra's requirements, development ones when the extra is named like a
 * development group, as pyproject.toml's optional dependencies are) and (as development
 * dependencies) `tests_require`, written in the call or in a list or dict assigned to the name the
 * call gives (`requires = [...]`, `install_requires=requires`), and whether it overrides
 * setuptools commands (`cmdclass`, subclasses of install/develop/egg_info/build_py), which is code
 * that runs when the package is installed. A requirement with extras (`"rfc3986[idna2008]>=1.3"`)
 * does not end the list: the literal is read up to its own closing bracket, outside strings.
 */
export function extractSetupPy(content: string): ExtractResult {
  const deps: ExtractedDependency[] = [];
  for (const [keyword, dev] of [['install_requires', false], ['tests_require', true]] as const) {
    for (const item of givenLiteral(content, keyword, '[')?.strings ?? []) {
      const dep = requirementDependency(item.text, dev, keyword);
      if (dep) deps.push(dep);
    }
  }
  let extra: string | null = null;
  for (const item of givenLiteral(content, 'extras_require', '{')?.strings ?? []) {
    if (item.key) extra = item.depth === 1 ? item.text : extra;
    else if (extra !== null && (item.depth === 1 || item.inList)) {
      const dep = requirementDependency(item.text, DEV_GROUP.test(extra), `optional:${extra}`);
      if (dep) deps.push(dep);
    }
  }
  // Each value is what base and head are compared by (check-install-scripts.ts), so it is written
  // the way a formatter cannot change it: a black or autopep8 run that requotes, rewraps or adds a
  // trailing comma to `cmdclass={'test': PyTest}`, or lines added above an override class, change
  // nothing that runs on install.
  const installScripts: Record<string, string> = {};
  const cmdclass = /cmdclass\s*=\s*(\{[^}]*\}?|[A-Za-z_][\w.]*)/.exec(content);
  if (cmdclass && (!cmdclass[1]!.startsWith('{') || cmdclass[1]!.endsWith('}'))) installScripts.cmdclass = `cmdclass=${normalizedDict(cmdclass[1]!)}`;
  const override = /class\s+(\w+)\s*\(\s*(?:[\w.]+\.)?(install|develop|egg_info|build_py|build_ext|sdist|bdist_wheel)\s*\)/.exec(content);
  if (override) installScripts[`${override[2]} override`] = `class ${override[1]}(${override[2]})`;
  return { deps, installScripts };
}

interface LiteralString {
  readonly text: string;
  /** How many brackets enclose it within the literal (1: directly in it). */
  readonly depth: number;
  /** Followed by `:`: a dict key. */
  readonly key: boolean;
  /** Directly inside a list (`[...]`) nested in the literal. */
  readonly inList: boolean;
}

/**
 * The literal a `setup()` keyword is given (`install_requires=[...]`, `extras_require={...}`), or
 * the one a name it is given is assigned at the start of a line (`requires = [...]` …
 * `install_requires=requires`, the common way); null when neither is found or it is not closed.
 */
function givenLiteral(content: string, keyword: string, open: '[' | '{'): { strings: LiteralString[] } | null {
  const given = new RegExp(`\\b${keyword}\\s*=\\s*(?:(\\${open})|([A-Za-z_]\\w{0,80})\\b)`).exec(content);
  if (given === null) return null;
  if (given[1] !== undefined) return scanLiteral(content, given.index + given[0].length - 1);
  // The name's own literal: `requires = [`, at the start of a line, not `x.requires = ` or `requires == [`.
  const assigned = new RegExp(`(?:^|\\n)[ \\t]*${given[2]}[ \\t]*=[ \\t]*\\${open}`).exec(content);
  return assigned === null ? null : scanLiteral(content, assigned.index + assigned[0].length - 1);
}

/**
 * The string literals of the bracketed literal opening at `at`, read once left to right: quotes
 * (with backslash escapes) hide brackets, `#` comments are skipped, and the literal ends at the
 * bracket that closes the first. Null when it is not closed within MAX_LITERAL_CHARS.
 */
function scanLiteral(content: string, at: number): { strings: LiteralString[] } | null {
  const stack: string[] = [];
  const strings: LiteralString[] = [];
  const end = Math.min(content.length, at + MAX_LITERAL_CHARS);
  for (let i = at; i < end; i += 1) {
    const c = content[i]!;
    if (c === '[' || c === '{' || c === '(') stack.push(c);
    else if (c === ']' || c === '}' || c === ')') {
      stack.pop();
      if (stack.length === 0) return { strings };
    } else if (c === '#') {
      const newline = content.indexOf('\n', i);
      i = newline < 0 ? end : newline;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      let text = '';
      while (j < end && content[j] !== c && content[j] !== '\n') {
        if (content[j] === '\\') j += 1;
        else text += content[j];
        j += 1;
      }
      let k = j + 1;
      while (k < end && (content[k] === ' ' || content[k] === '\t')) k += 1;
      strings.push({ text, depth: stack.length, key: content[k] === ':', inList: stack.length === 2 && stack[1] === '[' });
      i = j;
    }
  }
  return null;
}

/** A dict literal or name as a formatter cannot change it: one quote style, single spaces, no trailing comma or padding inside the braces. */
function normalizedDict(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/'/g, '"')
    .replace(/, ?\}$/, '}')
    .replace(/^\{ /, '{')
    .replace(/ \}$/, '}');
}
