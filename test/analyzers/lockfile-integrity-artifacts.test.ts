import { describe, expect, it } from 'vitest';
import { integrityChanged } from '../../src/analyzers/supply-chain/check-lockfile-origins.js';
import { change, ids, snapshotOf } from '../support/supply-chain-snapshot.js';

/** A uv.lock with one registry package and the given wheels (file name -> hash). */
function uvLock(wheels: Record<string, string>, version = '3.2.4'): string {
  const lines = Object.entries(wheels).map(([file, hash]) => `    { url = "https://files.pythonhosted.org/packages/ab/cd/${file}", hash = "sha256:${hash}", size = 1000 },`);
  return [
    'version = 1',
    'requires-python = ">=3.9"',
    '',
    '[[package]]',
    'name = "greenlet"',
    `version = "${version}"`,
    'source = { registry = "https://pypi.org/simple" }',
    `sdist = { url = "https://files.pythonhosted.org/packages/ab/cd/greenlet-${version}.tar.gz", hash = "sha256:${'0'.repeat(64)}", size = 1000 }`,
    'wheels = [',
    ...lines,
    ']',
    '',
  ].join('\n');
}

const h = (c: string): string => c.repeat(64);
const CP38 = 'greenlet-3.2.4-cp38-cp38-manylinux_2_17_x86_64.whl';
const CP312 = 'greenlet-3.2.4-cp312-cp312-manylinux_2_17_x86_64.whl';
const CP313 = 'greenlet-3.2.4-cp313-cp313-manylinux_2_17_x86_64.whl';

describe('lockfile-integrity-changed on lockfiles with one checksum per artifact (uv.lock, poetry.lock)', () => {
  it('is quiet when wheels are dropped with a Python version, or added for a new one', () => {
    const dropped = snapshotOf(change('uv.lock', uvLock({ [CP38]: h('a'), [CP312]: h('b') }), uvLock({ [CP312]: h('b') })));
    expect(ids(dropped)).not.toContain('lockfile-integrity-changed');
    const added = snapshotOf(change('uv.lock', uvLock({ [CP312]: h('b') }), uvLock({ [CP312]: h('b'), [CP313]: h('c') })));
    expect(ids(added)).not.toContain('lockfile-integrity-changed');
  });

  it('reports a wheel whose file stays and whose hash changes (a swapped artifact), also among dropped ones', () => {
    const swapped = snapshotOf(change('uv.lock', uvLock({ [CP38]: h('a'), [CP312]: h('b') }), uvLock({ [CP312]: h('e') })));
    expect(ids(swapped)).toContain('lockfile-integrity-changed');
  });

  it('judges checksum lists by a hash replaced, and single hashes by any change', () => {
    expect(integrityChanged('sha256:a sha256:b', 'sha256:b')).toBe(false);
    expect(integrityChanged('sha256:b', 'sha256:b sha256:c')).toBe(false);
    expect(integrityChanged('sha256:a sha256:b', 'sha256:b sha256:c')).toBe(true);
    expect(integrityChanged('sha512-old', 'sha512-new')).toBe(true);
    expect(integrityChanged('sha512-same', 'sha512-same')).toBe(false);
  });
});

describe('lockfile-integrity-changed on a package from a local path', () => {
  /** A package-lock.json v1 with @actions/io from a tarball of the repository and one registry package. */
  const lock = (local: string, registry: string): string =>
    `${JSON.stringify(
      {
        name: 'setup-tool',
        version: '1.0.0',
        lockfileVersion: 1,
        requires: true,
        dependencies: {
          '@actions/io': { version: 'file:toolkit/actions-io-0.0.0.tgz', integrity: `sha512-${local.repeat(86)}==` },
          semver: { version: '6.3.0', resolved: 'https://registry.npmjs.org/semver/-/semver-6.3.0.tgz', integrity: `sha512-${registry.repeat(86)}==` },
        },
      },
      null,
      2,
    )}\n`;
  it('is quiet when the tarball of the repository is rebuilt (modeled on actions/setup-node#22), not when a registry package is swapped', () => {
    expect(ids(snapshotOf(change('package-lock.json', lock('a', 'c'), lock('b', 'c'))))).not.toContain('lockfile-integrity-changed');
    expect(ids(snapshotOf(change('package-lock.json', lock('a', 'c'), lock('a', 'd'))))).toContain('lockfile-integrity-changed');
  });
});
