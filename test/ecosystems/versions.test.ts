import { describe, expect, it } from 'vitest';
import { compareVersions, directionOf, isMajorUpgrade, versionOfConstraint } from '../../src/ecosystems/versions.js';

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

  it('tells a major upgrade (or a 0.x minor one) from a minor, patch or downgrade', () => {
    expect([
      isMajorUpgrade('npm', '9.5.0', '10.1.0'),
      isMajorUpgrade('npm', '^9.5.0', '^10.0.0'),
      isMajorUpgrade('npm', '4.1.11', '4.1.12'),
      isMajorUpgrade('npm', '4.1.11', '4.2.0'),
      isMajorUpgrade('cargo', '0.23.1', '0.24.0'),
      isMajorUpgrade('cargo', '0.23.1', '0.23.4'),
      isMajorUpgrade('github-actions', 'v3', 'v4'),
      isMajorUpgrade('npm', '10.0.0', '9.0.0'),
      isMajorUpgrade('npm', 'github:a/b', '2.0.0'),
    ]).toEqual([true, true, false, false, true, false, true, false, false]);
  });

  it('reads a Go v0 minor (golang.org/x) as routine, and a Go v1 -> v2 or an npm 0.x minor as major', () => {
    expect([
      isMajorUpgrade('go', 'v0.17.0', 'v0.18.0'),
      isMajorUpgrade('go', 'v0.0.0-20230817173708-d852ddb80c63', 'v0.14.0'),
      isMajorUpgrade('go', 'v1.9.0', 'v2.0.0'),
      isMajorUpgrade('npm', '0.17.0', '0.18.0'),
      isMajorUpgrade('pypi', '0.17.0', '0.18.0'),
    ]).toEqual([false, false, true, true, true]);
  });
});
