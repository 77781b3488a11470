import semver from 'semver';

/**
 * npm package names a diff adds, read cheaply from the patch GitHub lists with the PR's files
 * (before any content is read): `"name": "range"` lines of package.json, `node_modules/name` keys of
 * package-lock.json. Only a hint for starting registry requests early: the analysis still decides
 * what to look up from the parsed files, and a wrong guess costs one request, never a finding.
 */

/** package.json keys with a range-like value that are not dependencies. */
const NOT_DEPENDENCIES: ReadonlySet<string> = new Set(['name', 'version', 'node', 'npm', 'pnpm', 'yarn', 'bun', 'deno', 'vscode', 'packageManager']);
const MANIFEST_LINE = /^\+\s*"((?:@[\w.-]+\/)?[\w.-]+)"\s*:\s*"([^"]{1,100})"/;
const MAX_LINE = 400;

export function npmNamesInPatch(path: string, patch: string | null | undefined, limit: number): string[] {
  if (!patch || limit <= 0) return [];
  const base = path.slice(path.lastIndexOf('/') + 1);
  const manifest = base === 'package.json';
  if (!manifest && base !== 'package-lock.json' && base !== 'npm-shrinkwrap.json') return [];
  const names = new Set<string>();
  for (const line of patch.split('\n')) {
    if (names.size >= limit) break;
    if (!line.startsWith('+') || line.length > MAX_LINE) continue;
    if (manifest) {
      const match = MANIFEST_LINE.exec(line);
      if (match?.[1] && match[2] && !NOT_DEPENDENCIES.has(match[1]) && semver.validRange(match[2]) !== null) names.add(match[1]);
      continue;
    }
    const at = line.lastIndexOf('node_modules/');
    if (at < 0 || !line.trimEnd().endsWith('{')) continue;
    const rest = line.slice(at + 'node_modules/'.length);
    const name = rest.slice(0, rest.indexOf('"'));
    if (name !== '' && name.length <= 214) names.add(name);
  }
  return [...names];
}
