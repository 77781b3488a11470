import { describe, expect, it } from 'vitest';
import { extractDenoConfig } from '../../../src/ecosystems/deno/index.js';
import { analyze, change, snapshotOf } from '../../support/supply-chain-snapshot.js';

const config = (imports: Record<string, string>, extra: Record<string, unknown> = {}) => `${JSON.stringify({ tasks: { dev: 'deno run -A main.ts' }, imports, ...extra }, null, 2)}\n`;

describe('deno.json imports', () => {
  it('lists imports mapped to a URL off the registries, from imports and scopes, deno.jsonc comments allowed', () => {
    const content = `// Deno configuration\n${config(
      { '@std/path': 'jsr:@std/path@^1.0.8', chalk: 'npm:chalk@5', oak: 'https://deno.land/x/oak@v17.1.3/mod.ts', react: 'https://esm.sh/react@18.3.1', util: 'https://raw.githubusercontent.com/someone/deno-util/main/mod.ts' },
      { scopes: { './vendor/': { log: 'http://cdn.example.net/log.ts' } } },
    )}`;
    const result = extractDenoConfig(content);
    expect(result.deps.map((d) => [d.name, d.source, d.depType, d.version])).toEqual([
      ['util', 'url', 'imports', 'https://raw.githubusercontent.com/someone/deno-util/main/mod.ts'],
      ['log', 'url', 'scopes:./vendor/', 'http://cdn.example.net/log.ts'],
    ]);
    expect(extractDenoConfig('{ "imports": ').skipReason).toBeDefined();
  });

  it('reports an import the PR maps to another host (url-dependency), high over plain HTTP, and not a registry version bump', () => {
    const base = config({ '@std/path': 'jsr:@std/path@^1.0.0', oak: 'https://deno.land/x/oak@v17.1.2/mod.ts' });
    const moved = config({ '@std/path': 'https://deno-mirror.example.net/std/path/mod.ts', oak: 'https://deno.land/x/oak@v17.1.2/mod.ts' });
    const found = (head: string) => analyze(snapshotOf(change('deno.json', base, head))).findings.filter((f) => f.id === 'url-dependency').map((f) => `${f.severity} ${f.package ?? ''}`);
    expect(found(moved)).toEqual(['medium @std/path']);
    expect(found(config({ '@std/path': 'jsr:@std/path@^1.0.0', oak: 'https://deno.land/x/oak@v17.1.2/mod.ts', log: 'http://203.0.113.5/log.ts' }))).toEqual(['high log']);
    expect(found(config({ '@std/path': 'jsr:@std/path@^1.0.8', oak: 'https://deno.land/x/oak@v17.1.3/mod.ts', preact: 'https://esm.sh/preact@10.24.3' }))).toEqual([]);
  });
});
