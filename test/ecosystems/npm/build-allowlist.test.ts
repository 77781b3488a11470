import { describe, expect, it } from 'vitest';
import { extractPackageJson } from '../../../src/ecosystems/npm/package-json.js';
import { extractPnpmWorkspace } from '../../../src/ecosystems/npm/pnpm-workspace.js';

const allowed = (findings: readonly { id: string; severity: string; package?: string | null; line: number | null }[] | undefined) =>
  (findings ?? []).filter((f) => f.id === 'npm-install-script').map((f) => `${f.severity}:${f.package ?? '*'}:${f.line ?? ''}`);

describe('npm-install-script: install scripts turned back on for a dependency', () => {
  it("reports Bun's trustedDependencies, pnpm's onlyBuiltDependencies and allowBuilds, and Yarn's built: true; low for a package known to build", () => {
    const pkg = JSON.stringify({ name: 'a', dependencies: { 'color-utilz': '^1.0.0' }, devDependencies: { esbuild: '^0.20.0' }, trustedDependencies: ['color-utilz', 'esbuild'] }, null, 2);
    expect(allowed(extractPackageJson(pkg).findings)).toEqual(['medium:color-utilz:10', 'low:esbuild:11']);
    expect(allowed(extractPackageJson(JSON.stringify({ pnpm: { onlyBuiltDependencies: ['sharp', 'node-helperz'] } })).findings)).toEqual(['low:sharp:1', 'medium:node-helperz:1']);
    expect(allowed(extractPackageJson(JSON.stringify({ dependenciesMeta: { 'node-helperz@1.2.0': { built: true }, fsevents: { built: false } } })).findings)).toEqual(['medium:node-helperz:1']);
    expect(allowed(extractPnpmWorkspace("packages:\n  - 'packages/*'\nonlyBuiltDependencies:\n  - '@swc/core'\n  - node-helperz\nallowBuilds:\n  postinstall-thing: true\n  esbuild: false\n").findings)).toEqual(['low:@swc/core:4', 'medium:node-helperz:5', 'medium:postinstall-thing:7']);
  });

  it('reports dangerouslyAllowAllBuilds: true high, in pnpm-workspace.yaml and package.json', () => {
    expect(allowed(extractPnpmWorkspace("packages:\n  - 'packages/*'\ndangerouslyAllowAllBuilds: true\n").findings)).toEqual(['high:*:3']);
    expect(allowed(extractPackageJson(JSON.stringify({ pnpm: { dangerouslyAllowAllBuilds: true } })).findings)).toEqual(['high:*:1']);
  });

  it('is quiet on a manifest that allows no build, dangerouslyAllowAllBuilds: false, ignoredBuiltDependencies and a built: false', () => {
    expect(allowed(extractPackageJson(JSON.stringify({ name: 'a', dependencies: { esbuild: '^0.20.0' }, scripts: { build: 'tsc' }, dependenciesMeta: { fsevents: { optional: true, built: false } } })).findings)).toEqual([]);
    expect(allowed(extractPnpmWorkspace("packages:\n  - 'packages/*'\ndangerouslyAllowAllBuilds: false\nignoredBuiltDependencies:\n  - node-helperz\n").findings)).toEqual([]);
  });
});
