import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { fetchFileContent } from '../../src/github/fetch-file-content.js';
import { API, testOctokit, useNock } from '../support/test-octokit.js';

useNock();
const repo = { owner: 'acme', repo: 'widgets' };

describe('fetchFileContent', () => {
  it('asks for the raw media type at the given ref', async () => {
    nock(API, { reqheaders: { accept: 'application/vnd.github.raw+json' } })
      .get('/repos/acme/widgets/contents/.github%2Fworkflows%2Fci.yml')
      .query({ ref: 'abc123' })
      .reply(200, 'on: push\n', { 'content-type': 'text/plain; charset=utf-8' });
    const { octokit } = testOctokit();
    expect(await fetchFileContent(octokit, repo, '.github/workflows/ci.yml', 'abc123')).toBe('on: push\n');
  });

  it('decodes a raw answer without a text content type', async () => {
    nock(API).get('/repos/acme/widgets/contents/package.json').query(true).reply(200, Buffer.from('{"name":"ü"}'), { 'content-type': 'application/vnd.github.raw' });
    const { octokit } = testOctokit();
    expect(await fetchFileContent(octokit, repo, 'package.json', 'abc123')).toBe('{"name":"ü"}');
  });

  it('maps 404 to undefined and a directory listing to undefined', async () => {
    nock(API).get('/repos/acme/widgets/contents/.gitattributes').query(true).reply(404, { message: 'Not Found' });
    nock(API).get('/repos/acme/widgets/contents/src').query(true).reply(200, [{ type: 'file', name: 'a.ts' }]);
    const { octokit } = testOctokit();
    expect(await fetchFileContent(octokit, repo, '.gitattributes', 'abc123')).toBeUndefined();
    expect(await fetchFileContent(octokit, repo, 'src', 'abc123')).toBeUndefined();
  });

  it('rethrows other errors', async () => {
    nock(API).get('/repos/acme/widgets/contents/package.json').query(true).reply(500, { message: 'Server Error' });
    const { octokit } = testOctokit();
    await expect(fetchFileContent(octokit, repo, 'package.json', 'abc123')).rejects.toMatchObject({ status: 500 });
  });
});
