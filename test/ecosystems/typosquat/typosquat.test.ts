import { describe, expect, it } from 'vitest';
import { bundledNames, findTyposquatTarget, normalizePackageName } from '../../../src/ecosystems/typosquat/index.js';

describe('findTyposquatTarget', () => {
  for (const ecosystem of ['npm', 'pypi', 'cargo', 'rubygems', 'composer']) {
    it(`never reports a bundled ${ecosystem} name itself`, () => {
      const names = bundledNames(ecosystem);
      expect(names.length).toBeGreaterThan(ecosystem === 'npm' || ecosystem === 'pypi' ? 5000 : 20);
      expect(names.filter((name) => findTyposquatTarget(ecosystem, name) !== null)).toEqual([]);
    });
  }

  it('finds edits, swaps and dropped separators of popular names', () => {
    expect(
      [
        ['npm', 'expresss'],
        ['npm', 'lodahs'],
        ['npm', 'crossenv'],
        ['npm', 'raect'],
        ['npm', '@typse/node'],
        ['pypi', 'reqeusts'],
        ['pypi', 'python-dateutils'],
        ['pypi', 'Beautifulsoup'],
        ['cargo', 'serde_jsno'],
        ['rubygems', 'railz'],
      ].map(([ecosystem, name]) => findTyposquatTarget(ecosystem!, name!)),
    ).toEqual(['express', 'lodash', 'cross-env', 'react', '@types/node', 'requests', 'python-dateutil', 'beautifulsoup4', 'serde_json', 'rails']);
  });

  it('leaves short, long, scoped and unrelated names alone', () => {
    expect(
      [
        ['npm', 'ab'],
        ['npm', 'my-company-internal-logger'],
        ['npm', '@acme/expresss'],
        ['npm', 'widgetry'],
        ['pypi', 'Python_DateUtil'],
        ['go', 'github.com/sirupsen/logrus'],
        ['npm', `${'x'.repeat(41)}`],
      ].map(([ecosystem, name]) => findTyposquatTarget(ecosystem!, name!)),
    ).toEqual([null, null, null, null, null, null, null]);
  });

  it('normalizes PyPI names per PEP 503', () => {
    expect(normalizePackageName('pypi', 'Zope.Interface__x')).toBe('zope-interface-x');
    expect(normalizePackageName('npm', 'React')).toBe('react');
  });
});
