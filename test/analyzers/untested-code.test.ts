import { describe, expect, it } from 'vitest';
import { codeLinesAdded, codeLinesChanged, isInertChange } from '../../src/analyzers/untested-code.js';
import { makeContext, makeFile, makeSnapshot } from '../support/snapshot-factory.js';

const COMMENTS_ONLY = ['@@ -1,3 +1,4 @@', '-// Retries a call.', '+/**', '+ * Calls fn until it resolves.', '+ */', ' export function retry() {}', '+', '+# a python comment'].join('\n');
const CODE = ['@@ -1,2 +1,2 @@', '-  return a;', '+  return a + 1; // off by one', ' }', '+#include <stdio.h>'].join('\n');

describe('codeLinesAdded / codeLinesChanged', () => {
  it('counts no code in comment-only and blank edits', () => {
    expect(codeLinesAdded({ patch: COMMENTS_ONLY, additions: 5 })).toEqual(0);
    expect(codeLinesChanged({ patch: COMMENTS_ONLY, additions: 5, deletions: 1 })).toEqual(0);
  });
  it('counts code lines, trailing comments and preprocessor lines included', () => {
    expect(codeLinesAdded({ patch: CODE, additions: 2 })).toEqual(2);
    expect(codeLinesChanged({ patch: CODE, additions: 2, deletions: 1 })).toEqual(3);
  });
  it('counts every addition when GitHub sent no patch', () => {
    expect(codeLinesAdded({ patch: null, additions: 7 })).toEqual(7);
  });
});

describe('isInertChange', () => {
  const ctx = makeContext();
  it('holds for docs, media and comment-only source edits', () => {
    expect(isInertChange(makeSnapshot({ files: [makeFile('README.md'), makeFile('docs/logo.png')] }), ctx)).toEqual(true);
    expect(isInertChange(makeSnapshot({ files: [makeFile('src/retry.ts', { patch: COMMENTS_ONLY })] }), ctx)).toEqual(true);
  });
  it('fails for code, configuration, or files GitHub did not list', () => {
    expect(isInertChange(makeSnapshot({ files: [makeFile('src/retry.ts', { patch: CODE })] }), ctx)).toEqual(false);
    expect(isInertChange(makeSnapshot({ files: [makeFile('README.md'), makeFile('Dockerfile')] }), ctx)).toEqual(false);
    expect(isInertChange(makeSnapshot({ files: [makeFile('README.md')], changedFiles: 2 }), ctx)).toEqual(false);
    expect(isInertChange(makeSnapshot({ files: [] }), ctx)).toEqual(false);
  });
});
