import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { ForeignHostError, restrictToApi } from '../../src/github/restrict-to-api.js';
import { API, testOctokit, useNock } from '../support/test-octokit.js';

useNock();

/** Issue #15 defect 6: a credential is never sent to any host but GITHUB_API_URL. */
describe('GitHub requests stay under GITHUB_API_URL', () => {
  it('refuses an absolute URL on another host (a `next` link or a `url` field from an answer), sending nothing', async () => {
    const elsewhere = nock('https://attacker.example').get(/.*/).reply(200, {});
    const { octokit, requestCount } = testOctokit();
    await expect(octokit.request('GET https://attacker.example/repos/acme/widgets')).rejects.toThrow(/only GITHUB_API_URL is contacted/);
    await expect(octokit.request('GET https://api.github.com.attacker.example/user')).rejects.toThrow(/only GITHUB_API_URL is contacted/);
    expect(elsewhere.isDone()).toBe(false);
    expect(requestCount()).toBe(2);
    nock.cleanAll();
  });

  it('refuses another path prefix or scheme on GitHub Enterprise Server, and allows its own API', async () => {
    const ghes = 'https://ghe.example.com/api/v3';
    nock('https://ghe.example.com', { reqheaders: { authorization: /^token / } }).get('/api/v3/repos/acme/widgets').reply(200, { full_name: 'acme/widgets' });
    const { octokit } = testOctokit({ baseUrl: ghes });
    await expect(octokit.request('GET /repos/{owner}/{repo}', { owner: 'acme', repo: 'widgets' })).resolves.toMatchObject({ status: 200 });
    await expect(octokit.request('GET https://ghe.example.com/login/oauth/access_token')).rejects.toThrow(/only GITHUB_API_URL is contacted/);
    await expect(octokit.request('GET http://ghe.example.com/api/v3/user')).rejects.toThrow(/only GITHUB_API_URL is contacted/);
    await expect(octokit.request('GET https://ghe.example.com/api/v30/user')).rejects.toThrow(/only GITHUB_API_URL is contacted/);
  });

  it('checks before the wrapped fetch is called', async () => {
    let called = 0;
    const guarded = restrictToApi(API, async () => {
      called += 1;
      return new Response('{}');
    });
    await expect(guarded('https://evil.example/x')).rejects.toThrow(ForeignHostError);
    await guarded(`${API}/user`);
    expect(called).toBe(1);
  });
});
