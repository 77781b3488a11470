import { describe, expect, it } from 'vitest';
import { compareVersions, directionOf, versionOfConstraint } from '../../src/ecosystems/versions.js';

describe('versions', () => {
  it('finds the version inside a constraint', () => {
    expect(['^1.2.3', '>=2.0,<3', '~> 5.1', 'v1.9.0', '==2.31.0', '*', null].map(versionOfConstraint)).toEqual(['1.2.3', '2.0', '5.1', '1.9.0', '2.31.0', null, null]);
  });

  it('orders semver, PEP 440-ish, Maven and Go versions', () => {
    expect([
      compareVersions('npm', '1.2.3', '1.10.0'),
      compareVersions('npm', '2.0.0-beta.1', '2.0.0'),
      compareVersions('pypi', '2.0rc1', '2.0'),
      compareVersions('pypi', '1.0.post1', '1.0'),
      compareVersions('maven', '5.3.0.RELEASE', '5.3.0'),
      compareVersions('maven', '1.0-SNAPSHOT', '1.0'),
      compareVersions('go', 'v0.0.0-20240101000000-abcdef123456', 'v0.1.0'),
      compareVersions('npm', 'github:a/b', '1.0.0'),
    ]).toEqual([-1, -1, -1, 1, 0, -1, -1, null]);
  });

  it('names the direction of a change', () => {
    expect([directionOf('npm', '1.0.0', '2.0.0'), directionOf('npm', '2.0.0', '1.0.0'), directionOf('npm', 'main', 'dev'), directionOf('npm', '1.0', '1.0.0')]).toEqual([
      'upgrade',
      'downgrade',
      'changed',
      'changed',
    ]);
  });
});
