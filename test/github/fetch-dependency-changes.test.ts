import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { fetchDependencyChanges } from '../../src/github/fetch-dependency-changes.js';
import { API, testOctokit, useNock } from '../support/test-octokit.js';

useNock();
const repo = { owner: 'acme', repo: 'widgets' };

describe('fetchDependencyChanges', () => {
  it('reads the changes and skips entries it cannot parse', async () => {
    nock(API)
      .get('/repos/acme/widgets/dependency-graph/compare/aaa...bbb')
      .reply(200, [
        { change_type: 'added', manifest: 'package.json', ecosystem: 'npm', name: 'left-pad', version: '1.3.0', package_url: 'pkg:npm/left-pad@1.3.0', license: 'WTFPL', scope: 'runtime', vulnerabilities: [] },
        { change_type: 'weird' },
      ]);
    const { octokit } = testOctokit();
    const changes = await fetchDependencyChanges(octokit, repo, 'aaa', 'bbb');
    expect(changes).toHaveLength(1);
    expect(changes?.[0]).toMatchObject({ name: 'left-pad', change_type: 'added' });
  });

  it('gives undefined where dependency review is not available (403, 404)', async () => {
    nock(API).get('/repos/acme/widgets/dependency-graph/compare/aaa...bbb').reply(403, { message: 'Dependency review is not supported on this repository.' });
    nock(API).get('/repos/acme/widgets/dependency-graph/compare/aaa...ccc').reply(404, { message: 'Not Found' });
    const { octokit } = testOctokit();
    expect(await fetchDependencyChanges(octokit, repo, 'aaa', 'bbb')).toBeUndefined();
    expect(await fetchDependencyChanges(octokit, repo, 'aaa', 'ccc')).toBeUndefined();
  });

  it('throws on other failures, so that the analysis can say what it did not check', async () => {
    nock(API).get('/repos/acme/widgets/dependency-graph/compare/aaa...bbb').reply(502, { message: 'Bad Gateway' });
    nock(API).get('/repos/acme/widgets/dependency-graph/compare/aaa...ccc').reply(200, { unexpected: true });
    const { octokit } = testOctokit();
    await expect(fetchDependencyChanges(octokit, repo, 'aaa', 'bbb')).rejects.toThrow();
    await expect(fetchDependencyChanges(octokit, repo, 'aaa', 'ccc')).rejects.toThrow(/not a list/);
  });
});
