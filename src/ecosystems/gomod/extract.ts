import type { ExtractedDependency, ExtractResult } from '../types.js';

function unquote(value: string): string {
  return value.replace(/^["`](.*)["`]$/, '$1');
}

function isLocalPath(target: string): boolean {
  return /^(?:\.{1,2}\/|\/)/.test(target) || target === '.' || target === '..';
}

/** go.mod: `require`, `replace` and `exclude` directives, single-line or in blocks; `// indirect`. */
export function extractGoMod(content: string): ExtractResult {
  const deps: ExtractedDependency[] = [];
  const replaces: Record<string, string> = {};
  let block: string | null = null;
  const lines = content.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const raw = lines[i]!;
    const indirect = /\/\/\s*indirect\b/.test(raw);
    let text = raw.split('//', 1)[0]!.trim();
    if (text === '') continue;
    if (block !== null) {
      if (text === ')') {
        block = null;
        continue;
      }
    } else {
      const open = /^(require|replace|exclude|retract|tool|godebug)\s*\($/.exec(text);
      if (open) {
        block = open[1]!;
        continue;
      }
      const single = /^(require|replace|exclude)(\s.*)$/.exec(text);
      if (!single) continue;
      text = single[2]!.trimStart();
      const directive = single[1]!;
      handle(directive, text, indirect, i + 1);
      continue;
    }
    handle(block, text, indirect, i + 1);
  }
  function handle(directive: string, text: string, indirect: boolean, line: number): void {
    if (directive === 'require') {
      const [module, version] = text.split(/\s+/);
      if (module && version) deps.push({ name: unquote(module), version, dev: false, source: 'registry', depType: indirect ? 'indirect' : 'require', line });
    } else if (directive === 'replace') {
      const arrow = text.indexOf('=>');
      if (arrow < 0) return;
      const [from] = text.slice(0, arrow).trim().split(/\s+/);
      const to = text.slice(arrow + 2).trim().split(/\s+/).map(unquote);
      if (from && to[0]) replaces[unquote(from)] = to.join(' ');
    }
  }
  // A dependency replaced by a local directory is built from that path.
  const withSources = deps.map((dep) => {
    const target = replaces[dep.name];
    if (target === undefined) return dep;
    return { ...dep, source: isLocalPath(target) ? ('path' as const) : dep.source, target };
  });
  return { deps: withSources, replaces };
}

/** go.sum: one line per module version (`h1:` hash of the module zip; `/go.mod` lines are skipped). */
export function extractGoSum(content: string): ExtractResult {
  const deps: ExtractedDependency[] = [];
  for (const line of content.split('\n')) {
    const [module, version, hash] = line.trim().split(/\s+/);
    if (!module || !version || !hash || version.endsWith('/go.mod')) continue;
    deps.push({ name: module, version, dev: false, source: 'registry', depType: 'locked', integrity: hash });
  }
  return { deps };
}
