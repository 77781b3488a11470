import { describe, expect, it } from 'vitest';
import type { GitHubClient } from '../../src/github/create-octokit.js';
import { otherRepositoryGate } from '../../src/github/other-repositories.js';
import { otherRepositoriesFor } from '../../src/services/analysis-service.js';

/** A client that answers GET /repos/{owner}/{repo} from a table (absent: 404) and records the reads. */
function fakeClient(repos: Record<string, { private: boolean; visibility?: string }>): { octokit: GitHubClient; reads: string[] } {
  const reads: string[] = [];
  const request = (_route: string, params: { owner: string; repo: string }) => {
    const name = `${params.owner}/${params.repo}`;
    reads.push(name);
    const repo = repos[name];
    if (repo === undefined) return Promise.reject(Object.assign(new Error('Not Found'), { status: 404 }));
    return Promise.resolve({ data: { full_name: name, ...repo } });
  };
  return { octokit: { request } as unknown as GitHubClient, reads };
}

describe('which other repositories an analysis may read about', () => {
  it('every analysis that is stored (API, web form, webhook, whoever\'s token): public ones only; the CLI, which stores nothing: any', () => {
    expect(otherRepositoriesFor(true)).toBe('public');
    expect(otherRepositoriesFor(false)).toBe('any');
  });

  it('public: the analyzed repository without a read; others once each, allowed only when GitHub says public (private, internal and missing alike refused)', async () => {
    const { octokit, reads } = fakeClient({
      'acme/open-action': { private: false, visibility: 'public' },
      'acme/private-action': { private: true, visibility: 'private' },
      'acme/internal-action': { private: true, visibility: 'internal' },
    });
    const may = otherRepositoryGate(octokit, { owner: 'Acme', repo: 'Widgets' }, 'public');
    expect(await may({ owner: 'acme', repo: 'widgets' })).toBe(true);
    expect(await may({ owner: 'acme', repo: 'open-action' })).toBe(true);
    expect(await may({ owner: 'ACME', repo: 'Open-Action' })).toBe(true);
    expect(await may({ owner: 'acme', repo: 'private-action' })).toBe(false);
    expect(await may({ owner: 'acme', repo: 'internal-action' })).toBe(false);
    expect(await may({ owner: 'acme', repo: 'missing' })).toBe(false);
    expect(reads).toEqual(['acme/open-action', 'acme/private-action', 'acme/internal-action', 'acme/missing']);
  });

  it('any: everything, without a read', async () => {
    const { octokit, reads } = fakeClient({});
    expect(await otherRepositoryGate(octokit, { owner: 'acme', repo: 'widgets' }, 'any')({ owner: 'acme', repo: 'private-action' })).toBe(true);
    expect(reads).toEqual([]);
  });
});
