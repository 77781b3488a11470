import { describe, expect, it } from 'vitest';
import { fromScopedRegistry } from '../../../src/ecosystems/npm/registry-hosts.js';
import { extractPnpmLock } from '../../../src/ecosystems/npm/pnpm-lock.js';
import { analyze, change, snapshotOf } from '../../support/supply-chain-snapshot.js';

/**
 * JSR's npm compatibility registry (npm.jsr.io) serves the `@jsr/` scope: a `jsr:` specifier locks
 * `@jsr/std__fmt` from https://npm.jsr.io/~/11/@jsr/std__fmt/1.0.8.tgz. A replay of a date library's
 * "Update docs submodule" rated it critical for a foreign host and nine URL dependencies.
 */

const BASE = "lockfileVersion: '9.0'\n\nimporters:\n\n  .:\n    devDependencies:\n      left-pad:\n        specifier: ^1.3.0\n        version: 1.3.0\n\npackages:\n\n  left-pad@1.3.0:\n    resolution: {integrity: sha512-AAAA}\n\nsnapshots:\n\n  left-pad@1.3.0: {}\n";

function withPackage(name: string, version: string, tarball: string): string {
  return BASE.replace(
    '\nsnapshots:\n',
    `  '${name}@${version}':\n    resolution: {integrity: sha512-BBBB, tarball: ${tarball}}\n\nsnapshots:\n`,
  ).replace('  left-pad@1.3.0: {}\n', `  left-pad@1.3.0: {}\n\n  '${name}@${version}': {}\n`)
    .replace('        version: 1.3.0\n', `        version: 1.3.0\n      ${name.replace('@jsr/', '@x/')}:\n        specifier: jsr:^${version}\n        version: '${name}@${version}'\n`);
}

describe('packages of the @jsr/ scope from JSR\'s npm registry', () => {
  it('are registry packages, with no foreign-host or URL finding', () => {
    const head = withPackage('@jsr/std__fmt', '1.0.8', 'https://npm.jsr.io/~/11/@jsr/std__fmt/1.0.8.tgz');
    const dep = extractPnpmLock(head).deps.find((d) => d.name === '@jsr/std__fmt');
    expect(dep?.source).toBe('registry');
    const ids = analyze(snapshotOf(change('pnpm-lock.yaml', BASE, head))).findings.map((f) => f.id);
    expect(ids).not.toContain('lockfile-foreign-host');
    expect(ids).not.toContain('url-dependency');
  });

  it('still reports another name served from npm.jsr.io, the scope from another host, and plain HTTP', () => {
    for (const [name, tarball] of [
      ['left-padder', 'https://npm.jsr.io/~/11/left-padder/1.0.8.tgz'],
      ['@jsr/std__fmt', 'https://npm.jsr.example/~/11/@jsr/std__fmt/1.0.8.tgz'],
      ['@jsr/std__fmt', 'https://npm.jsr.io/~/11/@jsr/std__other/1.0.8.tgz'],
    ] as const) {
      const head = withPackage(name, '1.0.8', tarball);
      const ids = analyze(snapshotOf(change('pnpm-lock.yaml', BASE, head))).findings.map((f) => f.id);
      expect(ids, `${name} ${tarball}`).toContain('lockfile-foreign-host');
    }
    expect(fromScopedRegistry('@jsr/std__fmt', 'http://npm.jsr.io/~/11/@jsr/std__fmt/1.0.8.tgz')).toBe(false);
    expect(fromScopedRegistry('@jsr/std__fmt', 'https://npm.jsr.io/~/11/@jsr/std__fmt/1.0.8.tgz')).toBe(true);
  });
});
