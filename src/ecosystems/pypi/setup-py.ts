import type { ExtractedDependency, ExtractResult } from '../types.js';
import { requirementDependency } from './pep508.js';

/**
 * setup.py, read as text (never executed): `install_requires` string literals, and whether it
 * overrides setuptools commands (`cmdclass`, subclasses of install/develop/egg_info/build_py),
 * which is code that runs when the package is installed.
 */
export function extractSetupPy(content: string): ExtractResult {
  const deps: ExtractedDependency[] = [];
  // The closing bracket or brace is optional in the patterns and checked after: without it, no
  // later start could match either, so an unclosed `[` or `{` costs one pass, not one per start.
  const list = /install_requires\s*=\s*\[([^\]]*)(\])?/.exec(content);
  if (list?.[2] !== undefined) {
    for (const m of list[1]!.matchAll(/["']([^"']+)["']/g)) {
      const dep = requirementDependency(m[1]!, false, 'install_requires');
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

/** A dict literal or name as a formatter cannot change it: one quote style, single spaces, no trailing comma or padding inside the braces. */
function normalizedDict(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/'/g, '"')
    .replace(/, ?\}$/, '}')
    .replace(/^\{ /, '{')
    .replace(/ \}$/, '}');
}
