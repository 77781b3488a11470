import { describe, expect, it } from 'vitest';
import { reconstructHeadContent } from '../../src/github/reconstruct-head-content.js';
import { githubPatch } from '../support/pr-fixture.js';

describe('reconstructHeadContent', () => {
  it('applies a modified file patch to its base', () => {
    const base = 'a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n';
    const head = 'a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nk\n';
    expect(reconstructHeadContent(base, { status: 'modified', patch: githubPatch(base, head) })).toBe(head);
  });

  it('keeps CRLF line ends and a missing final newline', () => {
    const base = 'one\r\ntwo\r\nthree';
    const head = 'one\r\nTWO\r\nthree';
    expect(reconstructHeadContent(base, { status: 'modified', patch: githubPatch(base, head) })).toBe(head);
  });

  it("takes an added file's '+' lines", () => {
    expect(reconstructHeadContent(null, { status: 'added', patch: '@@ -0,0 +1,2 @@\n+one\n+two' })).toBe('one\ntwo\n');
    expect(reconstructHeadContent(null, { status: 'added', patch: '@@ -0,0 +1,1 @@\n+one\n\\ No newline at end of file' })).toBe('one');
  });

  it('gives null for removed files and the base for pure renames', () => {
    expect(reconstructHeadContent('x\n', { status: 'removed', patch: '@@ -1 +0,0 @@\n-x' })).toBeNull();
    expect(reconstructHeadContent('x\n', { status: 'renamed', patch: null, additions: 0, deletions: 0 })).toBe('x\n');
  });

  it('gives undefined when it cannot rebuild: no patch, no base, a patch that does not apply', () => {
    expect(reconstructHeadContent('x\n', { status: 'modified', patch: null, additions: 1, deletions: 0 })).toBeUndefined();
    expect(reconstructHeadContent(null, { status: 'modified', patch: '@@ -1 +1 @@\n-x\n+y' })).toBeUndefined();
    expect(reconstructHeadContent('z\n', { status: 'modified', patch: '@@ -1 +1 @@\n-x\n+y' })).toBeUndefined();
    expect(reconstructHeadContent('z\n', { status: 'modified', patch: '@@ -1,3 +1,3 @@\n-x\n+y\n }' })).toBeUndefined();
  });

  it('gives undefined at once for a hunk header outside the base (applyPatch searched from line 10^20 for good)', () => {
    const started = performance.now();
    expect(reconstructHeadContent('line\n', { status: 'modified', patch: '@@ -99999999999999999999,1 +99999999999999999999,1 @@\n-a\n+b' })).toBeUndefined();
    expect(reconstructHeadContent('line\n', { status: 'modified', patch: '@@ -999999999,1 +999999999,1 @@\n-line\n+b' })).toBeUndefined();
    expect(reconstructHeadContent('a\nb\n', { status: 'modified', patch: '@@ -2,2 +2,2 @@\n-b\n-c\n+x' })).toBeUndefined();
    expect(reconstructHeadContent('line\n', { status: 'modified', patch: '@@ -a,b +c,d @@\n-line\n+b' })).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('still applies hunks at the base\'s last line and insertions after it', () => {
    const base = 'a\nb\nc\n';
    expect(reconstructHeadContent(base, { status: 'modified', patch: '@@ -3 +3 @@\n-c\n+C' })).toBe('a\nb\nC\n');
    expect(reconstructHeadContent(base, { status: 'modified', patch: '@@ -3,0 +4 @@\n+d' })).toBe('a\nb\nc\nd\n');
    expect(reconstructHeadContent('', { status: 'modified', patch: '@@ -0,0 +1 @@\n+x' })).toBe('x\n');
  });
});
