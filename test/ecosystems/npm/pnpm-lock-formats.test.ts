import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Document, isMap, visit } from 'yaml';
import { extractPnpmLock } from '../../../src/ecosystems/npm/pnpm-lock.js';
import type { ExtractedDependency } from '../../../src/ecosystems/types.js';
import { analyze, change, snapshotOf } from '../../support/supply-chain-snapshot.js';

/**
 * pnpm-lock.yaml read the same whatever its formatting: the scanner reads pnpm's own layout, a full
 * parse reads every other one, and both give identical dependency facts (property tests, fixed seed).
 */

interface Locked {
  name: string;
  version: string;
  integrity: string;
  tarball: string | null;
  requiresBuild: boolean;
  dev: boolean;
}

/** The lockfile as pnpm 8 (v6 keys) writes it. */
function canonical(direct: string[], packages: Locked[]): string {
  let s = "lockfileVersion: '6.0'\n\nsettings:\n  autoInstallPeers: true\n  excludeLinksFromLockfile: false\n\ndependencies:\n";
  for (const name of direct) s += `  ${name}:\n    specifier: ^1.0.0\n    version: 1.0.0\n`;
  s += '\npackages:\n\n';
  for (const p of packages) {
    const tarball = p.tarball === null ? '' : `, tarball: ${p.tarball}`;
    s += `  /${p.name}@${p.version}:\n    resolution: {integrity: ${p.integrity}${tarball}}\n`;
    if (p.requiresBuild) s += '    requiresBuild: true\n';
    s += `    dev: ${p.dev}\n\n`;
  }
  return s;
}

/** The same lockfile as a document object, for YAML re-serialization. */
function asObject(direct: string[], packages: Locked[], order: number[]): Record<string, unknown> {
  const entries = order.map((i) => packages[i]!).map((p) => {
    const fields: [string, unknown][] = [
      ['resolution', p.tarball === null ? { integrity: p.integrity } : { tarball: p.tarball, integrity: p.integrity }],
      ['dev', p.dev],
    ];
    if (p.requiresBuild) fields.push(['requiresBuild', true]);
    if (order[0]! % 2 === 1) fields.reverse();
    return [`/${p.name}@${p.version}`, Object.fromEntries(fields)] as const;
  });
  return {
    packages: Object.fromEntries(entries),
    dependencies: Object.fromEntries(direct.map((name) => [name, { specifier: '^1.0.0', version: '1.0.0' }])),
    lockfileVersion: '6.0',
  };
}

const facts = (deps: readonly ExtractedDependency[]): string[] =>
  deps.map((d) => JSON.stringify([d.name, d.version, d.dev, d.source, d.depType, d.resolved, d.integrity, d.hasInstallScript])).sort();

const name = fc.constantFrom('left-pad', 'esbuild', '@scope/util', 'ms', 'debug', 'chalk');
const locked = fc.record({
  name,
  version: fc.constantFrom('1.0.0', '2.3.4', '0.21.5'),
  integrity: fc.constantFrom('sha512-AAAA', 'sha512-BBBB==', 'sha1-cafe'),
  tarball: fc.constantFrom(null, 'https://registry.npmjs.org/x/-/x-1.0.0.tgz', 'https://npm.evil.example/x.tgz'),
  requiresBuild: fc.boolean(),
  dev: fc.boolean(),
});
const lockfile = fc
  .uniqueArray(locked, { minLength: 1, maxLength: 6, selector: (p) => `${p.name}@${p.version}` })
  .chain((packages) => fc.tuple(fc.constant(packages), fc.subarray(packages.map((p) => p.name)), fc.shuffledSubarray([...packages.keys()], { minLength: packages.length })));
const format = fc.record({
  indent: fc.constantFrom(2, 3, 4, 8),
  stringType: fc.constantFrom('PLAIN', 'QUOTE_DOUBLE', 'QUOTE_SINGLE') as fc.Arbitrary<'PLAIN' | 'QUOTE_DOUBLE' | 'QUOTE_SINGLE'>,
  keyType: fc.constantFrom(null, 'QUOTE_DOUBLE') as fc.Arbitrary<null | 'QUOTE_DOUBLE'>,
  flowResolution: fc.boolean(),
  crlf: fc.boolean(),
});

describe('pnpm-lock.yaml formatting', () => {
  it('gives identical facts for every indentation, key order, quoting, flow style and line ending (property, fixed seed)', () => {
    fc.assert(
      fc.property(lockfile, format, ([packages, direct, order], f) => {
        const expected = facts(extractPnpmLock(canonical([...new Set(direct)], packages)).deps);
        const doc = new Document(asObject([...new Set(direct)], packages, order));
        visit(doc, {
          Pair(_, pair) {
            if (isMap(pair.value) && String((pair.key as { value?: unknown }).value) === 'resolution') pair.value.flow = f.flowResolution;
          },
        });
        let text = doc.toString({ indent: f.indent, defaultStringType: f.stringType, defaultKeyType: f.keyType, lineWidth: 0 });
        if (f.crlf) text = text.replace(/\n/g, '\r\n');
        const result = extractPnpmLock(text);
        expect(result.skipReason).toBeUndefined();
        expect(facts(result.deps)).toEqual(expected);
      }),
      { seed: 1818, numRuns: 200 },
    );
  });

  it('reads the canonical layout and its CRLF twin the same', () => {
    const text = canonical(['esbuild'], [{ name: 'esbuild', version: '0.21.5', integrity: 'sha512-AAAA', tarball: null, requiresBuild: true, dev: false }]);
    expect(facts(extractPnpmLock(text.replace(/\n/g, '\r\n')).deps)).toEqual(facts(extractPnpmLock(text).deps));
    expect(extractPnpmLock(text).deps[0]).toMatchObject({ name: 'esbuild', depType: 'direct', hasInstallScript: true });
  });

  it('does not let a field indented one level deeper hide a moved tarball', () => {
    const text = "lockfileVersion: '9.0'\n\npackages:\n\n  left-pad@1.3.0:\n      resolution: {integrity: sha512-AAAA, tarball: https://npm.evil.example/left-pad.tgz}\n";
    expect(extractPnpmLock(text).deps[0]?.resolved).toBe('https://npm.evil.example/left-pad.tgz');
  });

  it('reports a re-indented pnpm lockfile that moves a tarball to a foreign host', () => {
    const base = "lockfileVersion: '9.0'\n\npackages:\n\n  left-pad@1.3.0:\n    resolution: {integrity: sha512-AAAA}\n";
    const head = "lockfileVersion: '9.0'\n\npackages:\n\n    left-pad@1.3.1:\n        resolution:\n            integrity: sha512-BBBB\n            tarball: https://npm.evil.example/left-pad-1.3.1.tgz\n";
    const section = analyze(snapshotOf(change('pnpm-lock.yaml', base, head)));
    expect(section.findings.map((f) => f.id)).toContain('lockfile-foreign-host');
    expect(section.updated_dependencies.map((d) => [d.name, d.from_version, d.to_version])).toEqual([['left-pad', '1.3.0', '1.3.1']]);
  });

  it('lists a pnpm lockfile it cannot read as skipped, never as empty', () => {
    const section = analyze(snapshotOf(change('pnpm-lock.yaml', "lockfileVersion: '9.0'\n", "lockfileVersion: '9.0'\npackages:\n    a@1.0.0: {resolution: [unclosed\n")));
    expect(section.skipped.map((s) => s.path)).toEqual(['pnpm-lock.yaml']);
    expect(section.skipped[0]!.reason).toMatch(/invalid pnpm-lock\.yaml/);
  });
});
