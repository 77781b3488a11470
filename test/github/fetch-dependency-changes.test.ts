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

  it('gives undefined on any error', async () => {
    nock(API).get('/repos/acme/widgets/dependency-graph/compare/aaa...bbb').reply(403, { message: 'Dependency review is not supported on this repository.' });
    const { octokit } = testOctokit();
    expect(await fetchDependencyChanges(octokit, repo, 'aaa', 'bbb')).toBeUndefined();
  });
});
