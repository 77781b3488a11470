import type { ExtractedDependency, ExtractResult } from '../types.js';
import { requirementDependency } from './pep508.js';

/**
 * setup.py, read as text (never executed): the string literals of `install_requires` and (as
 * development dependencies) `tests_require`, written in the call or in a list assigned to the
 * name the call gives (`requires = [...]`, `install_requires=requires`), and whether it
 * overrides setuptools commands (`cmdclass`, subclasses of install/develop/egg_info/build_py),
 * which is code that runs when the package is installed.
 */
export function extractSetupPy(content: string): ExtractResult {
  const deps: ExtractedDependency[] = [];
  for (const [keyword, dev] of [['install_requires', false], ['tests_require', true]] as const) {
    const items = requirementList(content, keyword);
    for (const m of (items ?? '').matchAll(/["']([^"']+)["']/g)) {
      const dep = requirementDependency(m[1]!, dev, keyword);
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

/**
 * The text inside the list a `setup()` keyword is given: a list literal (`install_requires=[...]`)
 * or a name assigned one at the start of a line (`requires = [...]` … `install_requires=requires`,
 * the common way); null when neither is found. The closing bracket is optional in the patterns and
 * checked after: without it, no later start could match either, so an unclosed `[` costs one pass,
 * not one per start.
 */
function requirementList(content: string, keyword: string): string | null {
  const given = new RegExp(`\\b${keyword}\\s*=\\s*(?:\\[([^\\]]*)(\\])?|([A-Za-z_]\\w{0,80})\\b)`).exec(content);
  if (given === null) return null;
  if (given[3] === undefined) return given[2] === undefined ? null : (given[1] ?? null);
  // The name's own list: `requires = [`, at the start of a line, not `x.requires = ` or `requires == [`.
  const assigned = new RegExp(`(?:^|\\n)[ \\t]*${given[3]}[ \\t]*=[ \\t]*\\[([^\\]]*)(\\])?`).exec(content);
  return assigned?.[2] === undefined ? null : (assigned[1] ?? null);
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
