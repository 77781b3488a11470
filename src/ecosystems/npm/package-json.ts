import { parseJsonLimited } from '../../limited-parse.js';
import type { ExtractedDependency, ExtractResult } from '../types.js';
import { skip } from '../types.js';
import { PackageJson } from './schema.js';
import { npmSpecSource } from './source.js';

/** npm lifecycle scripts that run on `npm install` (of the package itself, or of a git dependency). */
export const NPM_INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepare', 'preprepare', 'postprepare', 'prepublish'];

const SECTIONS: readonly [string, boolean][] = [
  ['dependencies', false],
  ['optionalDependencies', false],
  ['peerDependencies', false],
  ['devDependencies', true],
];

export function extractPackageJson(content: string): ExtractResult {
  const read = parseJsonLimited(content);
  if (!read.ok) return skip(read.reason);
  const parsed = PackageJson.safeParse(read.value);
  if (!parsed.success) return skip('not a package.json object');
  const pkg = parsed.data;
  const deps: ExtractedDependency[] = [];
  const seen = new Set<string>();
  for (const [section, dev] of SECTIONS) {
    const map = pkg[section as 'dependencies'];
    if (!map) continue;
    for (const [name, value] of Object.entries(map)) {
      if (seen.has(name)) continue;
      seen.add(name);
      const spec = typeof value === 'string' ? value : '';
      const alias = /^npm:((?:@[^/@]+\/)?[^@]+)(?:@(.*))?$/.exec(spec);
      deps.push({
        name,
        version: alias ? (alias[2] ?? '') : spec,
        dev,
        source: npmSpecSource(spec),
        depType: section,
        target: alias ? alias[1]! : null,
      });
    }
  }
  const scripts: Record<string, string> = {};
  const installScripts: Record<string, string> = {};
  for (const [name, value] of Object.entries(pkg.scripts ?? {})) {
    if (typeof value !== 'string') continue;
    scripts[name] = value;
    if (NPM_INSTALL_SCRIPTS.includes(name)) installScripts[name] = value;
  }
  return { deps, scripts, installScripts };
}
