import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { gitGlob } from '../../src/ecosystems/git-glob.js';

describe('gitGlob (gitignore-style patterns without regular expressions)', () => {
  it('matches as .gitattributes and CODEOWNERS read patterns', () => {
    const cases: [string, string, boolean][] = [
      ['*.js', 'src/a/app.js', true],
      ['*.js', 'src/a/app.ts', false],
      ['/build.js', 'build.js', true],
      ['/build.js', 'tools/build.js', false],
      ['docs/*.md', 'docs/guide.md', true],
      ['docs/*.md', 'src/docs/guide.md', false],
      ['src/**/gen/*.ts', 'src/gen/a.ts', true],
      ['src/**/gen/*.ts', 'src/a/b/gen/a.ts', true],
      ['**/vendor/**', 'third/vendor/x/y.go', true],
      ['file?.txt', 'file1.txt', true],
      ['file?.txt', 'file/.txt', false],
      ['[abc]*.py', 'lib/b_mod.py', true],
      ['[!abc]*.py', 'lib/b_mod.py', false],
      ['[a-c]x', 'bx', true],
      ['\\*.md', '*.md', true],
      ['\\*.md', 'a.md', false],
      ['.github/', '.github/workflows/ci.yml', true],
      ['*', 'anything/at/all', true],
    ];
    for (const [pattern, path, want] of cases) expect(gitGlob(pattern)(path), `${pattern} ~ ${path}`).toBe(want);
  });

  it('with contents, a pattern that names a directory covers what is inside it', () => {
    expect(gitGlob('src/auth', { contents: true })('src/auth/session.js')).toBe(true);
    expect(gitGlob('src/auth')('src/auth/session.js')).toBe(false);
    expect(gitGlob('/docs/', { contents: true })('docs/a/b.md')).toBe(true);
  });

  it('agrees with picomatch on the patterns both read the same way', () => {
    const paths = ['a.js', 'src/a.js', 'src/x/y/z.ts', 'docs/readme.md', '.github/workflows/ci.yml', 'lib/v1.2/data.json'];
    for (const pattern of ['src/**/*.ts', 'docs/*.md', '.github/**', 'lib/v?.?/*.json', 'src/*.js']) {
      const ours = gitGlob(pattern);
      const theirs = picomatch(pattern, { dot: true });
      for (const path of paths) expect(ours(path), `${pattern} ~ ${path}`).toBe(theirs(path));
    }
  });

  it('answers at once on patterns that make backtracking matchers take exponential time', () => {
    const started = performance.now();
    const star = gitGlob(`${'*a'.repeat(40)}*b`);
    expect(star('a'.repeat(4000))).toBe(false);
    const deep = gitGlob(`${'**/'.repeat(60)}x`);
    expect(deep(`${'d/'.repeat(500)}y`)).toBe(false);
    expect(gitGlob('x'.repeat(5000))('x'.repeat(5000))).toBe(false);
    // Generous bound, far from the seconds-to-years a backtracking regular expression takes here.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
