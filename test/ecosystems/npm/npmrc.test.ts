import { describe, expect, it } from 'vitest';
import { extractNpmrc } from '../../../src/ecosystems/npm/npmrc.js';
import { extractYarnrc } from '../../../src/ecosystems/npm/yarnrc.js';

describe('.npmrc', () => {
  it('reports registry and scoped registry settings other than the public registry', () => {
    const content = [
      'registry=https://registry.npmjs.org/',
      '@acme:registry = "https://npm.pkg.github.com"',
      '//npm.pkg.github.com/:_authToken=${NPM_TOKEN}',
      'registry=${NPM_REGISTRY}',
      'save-exact=true',
    ].join('\r\n');
    const result = extractNpmrc(content, 'web/.npmrc');
    expect(result.deps).toEqual([]);
    expect((result.findings ?? []).map((f) => [f.id, f.severity, f.title, f.line])).toEqual([
      ['npm-registry-override', 'medium', '.npmrc installs @acme packages from npm.pkg.github.com', 2],
      ['npm-registry-override', 'medium', '.npmrc replaces the npm registry with ${NPM_REGISTRY}', 4],
    ]);
  });

  it("is quiet on a registry on the machine itself (an end-to-end test's Verdaccio, sentry-javascript 2026-11-27), not on one next to it", () => {
    const ids = (content: string) => (extractNpmrc(content, 'dev-packages/e2e-tests/test-applications/hono-4/.npmrc').findings ?? []).map((f) => f.title);
    expect(ids('@sentry:registry=http://127.0.0.1:4873\n@sentry-internal:registry=http://localhost:4873/\n')).toEqual([]);
    expect(ids('@sentry:registry=http://10.0.0.5:4873\nregistry=http://localhost.attacker.example:4873\nregistry=http://127.0.0.1.nip.io:4873\n')).toEqual([
      '.npmrc installs @sentry packages from 10.0.0.5',
      '.npmrc replaces the npm registry with localhost.attacker.example',
      '.npmrc replaces the npm registry with 127.0.0.1.nip.io',
    ]);
  });

  it('reports TLS taken away from package downloads: strict-ssl=false, the public registry over plain HTTP', () => {
    const titles = (content: string) => (extractNpmrc(content, '.npmrc').findings ?? []).map((f) => [f.id, f.severity, f.title, f.line]);
    expect(titles('save-exact=true\nstrict-ssl=false\nregistry=http://registry.npmjs.org/\n')).toEqual([
      ['npm-registry-override', 'medium', '.npmrc turns off TLS certificate checks', 2],
      ['npm-registry-override', 'medium', '.npmrc replaces the npm registry with registry.npmjs.org over plain HTTP', 3],
    ]);
    expect(titles('strict-ssl=true\ncafile=./certs/corp-root.pem\nregistry=https://registry.npmjs.org/\n')).toEqual([]);
  });
});

describe('npm-registry-override: a host spelled like the public registry', () => {
  const severities = (line: string) => (extractNpmrc(line, '.npmrc').findings ?? []).filter((f) => f.id === 'npm-registry-override').map((f) => f.severity);
  it('is high for a host whose domain names npmjs or yarnpkg under another name, or is within two edits of theirs', () => {
    expect(severities('registry=https://registry.npmjs-mirror.org/')).toEqual(['high']);
    expect(severities('registry=https://registry.npmsj.org/')).toEqual(['high']);
    expect(severities('@acme:registry=https://registry.yarnpgk.com/')).toEqual(['high']);
  });
  it('stays medium for the mirrors and registries people use, and quiet for the public registry', () => {
    expect(severities('registry=https://registry.npmmirror.com/')).toEqual(['medium']);
    expect(severities('@acme:registry=https://npm.pkg.github.com')).toEqual(['medium']);
    expect(severities('registry=https://acme.jfrog.io/artifactory/api/npm/npm-remote/')).toEqual(['medium']);
    expect(severities('registry=https://registry.yarnpkg.com/')).toEqual([]);
    // A registry host under the public registry's own domains is never a look-alike.
    expect(severities('registry=https://replicate.npmjs.com/')).toEqual(['medium']);
    // npmjs is five letters: names within two edits of it under other domains (pnpm's, a company's) are not look-alikes.
    expect(severities('registry=https://npm.nodejs.dev/')).toEqual(['medium']);
  });
});

describe('npm-registry-override: a look-alike registry in .yarnrc.yml too', () => {
  it('is high for npmRegistryServer on a host spelled like the public registry, medium for another', () => {
    const severity = (content: string) => (extractYarnrc(content, '.yarnrc.yml').findings ?? []).filter((f) => f.id === 'npm-registry-override').map((f) => f.severity);
    expect(severity('npmRegistryServer: "https://registry.yarnpkg-cdn.com"\n')).toEqual(['high']);
    expect(severity('npmRegistryServer: "https://npm.acme.dev"\n')).toEqual(['medium']);
  });
});
