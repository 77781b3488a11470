import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { fetchPullFiles, fetchPullFilesPage, filePageCount } from '../../src/github/fetch-pull-files.js';
import { API, testOctokit, useNock } from '../support/test-octokit.js';

useNock();
const target = { owner: 'acme', repo: 'widgets', number: 7 };
const path = '/repos/acme/widgets/pulls/7/files';

function files(from: number, count: number) {
  return Array.from({ length: count }, (_, i) => ({ filename: `src/f${from + i}.ts`, status: 'modified', additions: 1, deletions: 0, patch: '@@ -1 +1 @@\n-a\n+b', sha: 'x' }));
}

describe('fetchPullFiles', () => {
  it('reads one page when the PR has few files', async () => {
    nock(API).get(path).query({ per_page: '100', page: '1' }).reply(200, files(0, 3));
    const { octokit, requestCount } = testOctokit();
    const result = await fetchPullFiles(octokit, target);
    expect(result.map((f) => f.filename)).toEqual(['src/f0.ts', 'src/f1.ts', 'src/f2.ts']);
    expect(requestCount()).toBe(1);
  });

  it('requests the remaining pages at once from changed_files, reusing the first page', async () => {
    nock(API).get(path).query({ per_page: '100', page: '2' }).reply(200, files(100, 100));
    nock(API).get(path).query({ per_page: '100', page: '3' }).reply(200, files(200, 50));
    const { octokit, requestCount } = testOctokit();
    const firstPage = { items: files(0, 100) as never[], hasNext: true };
    const result = await fetchPullFiles(octokit, target, { changedFiles: 250, firstPage });
    expect(result).toHaveLength(250);
    expect(result[249]?.filename).toBe('src/f249.ts');
    expect(requestCount()).toBe(2);
  });

  it('follows Link headers when the count is unknown', async () => {
    nock(API)
      .get(path)
      .query({ per_page: '100', page: '1' })
      .reply(200, files(0, 100), { link: `<${API}${path}?per_page=100&page=2>; rel="next", <${API}${path}?per_page=100&page=2>; rel="last"` });
    nock(API).get(path).query({ per_page: '100', page: '2' }).reply(200, files(100, 1));
    const { octokit } = testOctokit();
    expect(await fetchPullFiles(octokit, target)).toHaveLength(101);
  });

  it('counts at most 30 pages: GitHub lists 3,000 files', () => {
    expect(filePageCount(3500)).toBe(30);
    expect(filePageCount(101)).toBe(2);
    expect(filePageCount(0)).toBe(0);
  });

  it('rejects a page that is not a list of files', async () => {
    nock(API).get(path).query(true).reply(200, { message: 'nope' });
    const { octokit } = testOctokit();
    await expect(fetchPullFilesPage(octokit, target, 1)).rejects.toThrow(/unexpected response/);
  });
});
