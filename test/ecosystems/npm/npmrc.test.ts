import { describe, expect, it } from 'vitest';
import { extractNpmrc } from '../../../src/ecosystems/npm/npmrc.js';

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
});
