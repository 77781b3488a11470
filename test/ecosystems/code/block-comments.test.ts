import { describe, expect, it } from 'vitest';
import { blockCommentRowsOfFile, fileCommentLines } from '../../../src/ecosystems/code/block-comments.js';

const rows = (content: readonly string[]) => [...blockCommentRowsOfFile(content.join('\n'), 'js')].sort((a, b) => a - b);

describe('blockCommentRowsOfFile: the rows of a whole file inside a block comment', () => {
  it('takes the rows between a row that starts with /* and the row that closes it, JSDoc with or without leading *', () => {
    expect(rows(['/**', 'The `content-length` header is set for you.', '', '@default true', '*/', 'get body() {}'])).toEqual([2, 3, 4]);
    expect(rows(['const a = 1;', '  /* one line */', '  /**', '   * Proxy settings.', '   */', 'export const b = 2;'])).toEqual([4]);
  });
  it('leaves alone text in strings and template literals over several rows, a comment never closed, and everything after a /* that code opens and does not close', () => {
    expect(rows(['const css = `', '/* a rule', 'body {}', '`;', "headers['content-length'] = n;", '/* late */'])).toEqual([]);
    expect(rows(['/**', 'never closed', "headers['content-length'] = n;"])).toEqual([]);
    expect(rows(['const re = /[/*]/;', '/**', 'docs', '*/'])).toEqual([]);
    expect(rows(["const s = '/* not a comment';", '/**', 'docs', '*/'])).toEqual([3]);
    expect([...blockCommentRowsOfFile('/**\ndocs\n*/', 'python')]).toEqual([]);
  });
});

describe('fileCommentLines: changed lines inside a comment of their own side', () => {
  it('reads added lines by the head file and removed lines by the base file, by their own line numbers', () => {
    const base = ['a();', 'b();', '/**', 'old words', '*/', 'c();'].join('\n');
    const head = ['a();', '/**', 'new words', 'more words', '*/', 'c();'].join('\n');
    const patch = ['@@ -1,6 +1,6 @@', ' a();', '-b();', '-/**', '-old words', '+/**', '+new words', '+more words', ' */', ' c();'].join('\n');
    const keys = [...fileCommentLines(patch, 'js', base, head)].map((k) => k.replace('\u0000', ' ')).sort();
    expect(keys).toEqual(['+3 new words', '+4 more words', '-2 old words']);
    expect([...fileCommentLines(patch, 'js', null, null)]).toEqual([]);
  });
});
