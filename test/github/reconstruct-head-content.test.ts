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
});
