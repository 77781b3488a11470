import { describe, expect, it } from 'vitest';
import { extractBunfig } from '../../../src/ecosystems/npm/bunfig.js';

const found = (content: string) => (extractBunfig(content, 'bunfig.toml').findings ?? []).map((f) => [f.id, f.severity, f.title, f.line]);

describe('bunfig.toml', () => {
  it('reports [install] registry and [install.scopes] on a host other than the public registry', () => {
    const content = ['[install]', 'exact = true', 'registry = "https://npm.mirror-cdn.example/"', '', '[install.scopes]', 'acme = { url = "https://npm.pkg.github.com", token = "$GITHUB_TOKEN" }', '"@tools" = "http://npm.tools.example/"'].join('\n');
    expect(found(content)).toEqual([
      ['npm-registry-override', 'medium', 'bunfig.toml replaces the npm registry with npm.mirror-cdn.example', 3],
      ['npm-registry-override', 'medium', 'bunfig.toml installs @acme packages from npm.pkg.github.com', 6],
      ['npm-registry-override', 'medium', 'bunfig.toml installs @tools packages from npm.tools.example', 7],
    ]);
    expect(found('[install]\nregistry = { url = "https://npm.mirror-cdn.example/", token = "$T" }\n')).toEqual([['npm-registry-override', 'medium', 'bunfig.toml replaces the npm registry with npm.mirror-cdn.example', 2]]);
  });

  it('is quiet on the public registry, a local one, and the settings most bunfig.toml files hold', () => {
    expect(found('[install]\nregistry = "https://registry.npmjs.org/"\n[install.scopes]\nlocal = "http://localhost:4873/"\n')).toEqual([]);
    expect(found('[test]\npreload = ["./test/setup.ts"]\ncoverage = true\n\n[install]\nexact = true\nfrozenLockfile = true\n')).toEqual([]);
    expect(extractBunfig('[install\nregistry = "x"', 'bunfig.toml').skipReason).toBeDefined();
  });
});
