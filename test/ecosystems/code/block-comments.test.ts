import { describe, expect, it } from 'vitest';
import { blockCommentLines, blockCommentRowsOfFile, fileCommentLines } from '../../../src/ecosystems/code/block-comments.js';

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

describe('blockCommentLines: a Go hunk inside a comment opened above it, told by a sentence among its rows', () => {
  const keys = (patch: readonly string[], language: 'go' | 'js' = 'go') => [...blockCommentLines(patch.join('\n'), language)].map((k) => k.replace('\u0000', ' ')).sort();
  // gorilla/mux "Update docs.": doc.go's package comment reworded, its example given a line, far below the `/*`.
  const docGo = ['@@ -188,8 +188,9 @@ key/value pairs for the route variables.', ' ', '-This also works for host variables:', '+This also works for host and query value variables:', ' ', ' \tr := mux.NewRouter()', ' \tr.Host("{subdomain}.domain.com").', '+\t  Queries("filter", "{filter}").', ' \t  Name("article")'];
  it('takes every changed row of a side with no delimiter and a row of five bare words in a row as text', () => {
    expect(keys(docGo)).toEqual(['+189 This also works for host and query value variables:', '+193 \t  Queries("filter", "{filter}").', '-189 This also works for host variables:']);
  });
  it('leaves alone sentences in strings or // comments, a side with a raw string, other languages, and Go declarations', () => {
    const code = (row: string) => ['@@ -10,3 +10,4 @@ func run() error {', ' \tx := load()', `+${row}`, '+\tos.RemoveAll(dir)', ' \treturn nil'];
    expect(keys(code('\treturn errors.New("this is a long error message here")'))).toEqual([]);
    expect(keys(code('\t// This also works for host and query value variables'))).toEqual([]);
    expect(keys(code('\tvar alpha, beta, gamma, delta, epsilon float64'))).toEqual([]);
    expect(keys(code('\tgo exfiltrate every secret now and then'))).toEqual([]);
    expect(keys(code('\tvar usage = `Run the tool over every file here'))).toEqual([]);
    expect(keys([...docGo], 'js')).toEqual([]);
  });
});
