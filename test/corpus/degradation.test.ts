import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOctokit } from '../../src/github/create-octokit.js';
import { AnalysisService } from '../../src/services/analysis-service.js';
import { Signal } from '../../src/signal/schema.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { makePrFixture, type PrFixture } from '../support/pr-fixture.js';
import { CORPUS_NOW } from './fixtures.js';

/**
 * Graceful degradation: every optional GitHub read fails in turn (the local server's fault
 * injection), and the analysis must still return a valid signal that says, in meta.warnings, what
 * it could not read, and whose verdict does not claim what it did not see.
 *
 * The PR: a trusted member's small change with a new npm dependency, green check runs and a green
 * commit status. With every read answered it is low risk and approved; each fault must keep it
 * from claiming more than it saw.
 */

const PACKAGE_BASE = `{
  "name": "storefront",
  "version": "3.12.0",
  "private": true,
  "dependencies": {
    "express": "^5.1.0",
    "zod": "^4.1.11"
  }
}
`;
const PACKAGE_HEAD = PACKAGE_BASE.replace('"express": "^5.1.0",', '"express": "^5.1.0",\n    "ms": "^2.1.3",');

function degradationFixture(): PrFixture {
  return makePrFixture({
    owner: 'acme',
    repo: 'storefront',
    number: 2001,
    title: 'Parse durations with ms',
    author: { login: 'rgupta', association: 'MEMBER', createdAt: '2015-10-01T00:00:00Z' },
    files: [
      { path: 'package.json', base: PACKAGE_BASE, head: PACKAGE_HEAD },
      {
        path: 'src/config/duration.ts',
        base: "export const parseDuration = (text: string): number => Number(text);\n",
        head: "import ms from 'ms';\n\nexport const parseDuration = (text: string): number => ms(text);\n",
      },
      {
        path: 'src/config/duration.test.ts',
        base: "it('parses numbers', () => expect(parseDuration('5')).toBe(5));\n",
        head: "it('parses units', () => expect(parseDuration('5s')).toBe(5000));\n",
      },
    ],
    commits: [{ message: 'config: parse durations with ms' }],
    checkRuns: [{ name: 'build' }, { name: 'test' }],
    statuses: [{ context: 'ci/circleci: e2e', state: 'success' }],
    priorPrs: { total: 210, merged: 198 },
    behindBy: 3,
    dependencyChanges: [{ changeType: 'added', manifest: 'package.json', ecosystem: 'npm', name: 'ms', version: '2.1.3' }],
    createdAt: '2026-11-22T08:00:00Z',
  });
}

let server: GitHubServer;
let service: AnalysisService;
let fixture: PrFixture;

beforeAll(async () => {
  server = await startGitHubServer();
  fixture = server.addPullRequest(degradationFixture());
  service = new AnalysisService({
    createClient: (token) => createOctokit({ baseUrl: server.apiUrl, token, retryBaseMs: 1, timeoutMs: 5000, log: { warn: () => undefined } }),
    scanStore: null,
    timeoutMs: 20_000,
    clock: () => new Date(CORPUS_NOW),
  });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.reset();
});

async function analyze(): Promise<Signal> {
  const { signal } = await service.analyze({ owner: fixture.owner, repo: fixture.repo, number: fixture.number }, { token: null, source: 'api' });
  expect(Signal.parse(signal)).toEqual(signal);
  return signal;
}

/** Every answer to a matching request fails with `status` (enough for the client's retries). */
function failAll(pattern: RegExp, status = 500): void {
  server.failNext(pattern, status, 50);
}

describe('graceful degradation', () => {
  it('baseline: with every read answered, the PR is low risk, approved, and complete', async () => {
    const signal = await analyze();
    expect(signal.meta.warnings).toEqual([]);
    expect(signal.risk.level).toBe('low');
    expect(signal.review.action).toBe('approve');
    expect(signal.evidence.completeness).toBe(1);
    expect(signal.supply_chain.new_dependencies.map((d) => d.name)).toEqual(['ms']);
  });

  it('search/issues fails: prior PRs are unknown, and said so', async () => {
    failAll(/^\/search\/issues/);
    const signal = await analyze();
    expect(signal.meta.warnings.some((w) => w.includes('prior pull requests of @rgupta could not be searched'))).toBe(true);
    expect(signal.contributors[0]?.prior_prs).toEqual({ total: null, merged: null });
    // The organization membership still vouches for the author.
    expect(signal.contributors[0]?.trust_level).toBe('high');
  });

  it('search/issues fails: the profile is read instead, after it, and the account age vouches with the membership', async () => {
    failAll(/^\/search\/issues/);
    const signal = await analyze();
    expect(server.requests.some((r) => r.path === '/users/rgupta')).toBe(true);
    expect(signal.contributors[0]?.account_age_days).not.toBeNull();
  });

  it('users/{login} fails when the history could not settle trust: the account age is unknown, and said so', async () => {
    failAll(/^\/search\/issues/);
    failAll(/^\/users\/rgupta$/);
    const signal = await analyze();
    expect(signal.meta.warnings.some((w) => w.includes('the profile of @rgupta could not be read'))).toBe(true);
    expect(signal.contributors[0]?.account_age_days).toBeNull();
    // A member with neither history nor a known account age: the association alone gives medium.
    expect(signal.contributors[0]?.trust_level).toBe('medium');
  });

  it("the profile is not read for a member with merged PRs here: no warning, the history is shown instead", async () => {
    const signal = await analyze();
    expect(server.requests.some((r) => r.path.startsWith('/users/'))).toBe(false);
    expect(signal.meta.warnings).toEqual([]);
    expect(signal.contributors[0]?.account_age_days).toBeNull();
    expect(signal.contributors[0]?.context).toContain('first pull request here 3 years ago');
  });

  it('check-runs fails: CI is not "all green", completeness is not 1, and there is no approve', async () => {
    failAll(/\/check-runs$/);
    const signal = await analyze();
    expect(signal.meta.warnings.some((w) => w.includes('check runs could not be read'))).toBe(true);
    expect(signal.evidence.completeness).toBeLessThan(1);
    expect(signal.review.action).not.toBe('approve');
    expect(signal.review.rationale).toContain('check runs could not be read');
    expect(signal.risk.drivers.map((d) => d.id)).toContain('ci-unknown');
    expect(signal.risk.drivers.map((d) => d.id)).not.toContain('ci-missing');
    expect(signal.triage.recommendations.map((r) => r.id)).toContain('check-ci');
    expect(signal.triage.recommendations.map((r) => r.id)).not.toContain('add-ci');
  });

  it('commits/{ref}/status fails: the same, for commit statuses', async () => {
    failAll(/\/commits\/[0-9a-f]{40}\/status$/);
    const signal = await analyze();
    expect(signal.meta.warnings.some((w) => w.includes('commit statuses could not be read'))).toBe(true);
    expect(signal.evidence.completeness).toBeLessThan(1);
    expect(signal.review.action).not.toBe('approve');
    expect(signal.review.rationale).toContain('commit statuses could not be read');
  });

  it('both CI reads fail: CI is unknown, never "missing"', async () => {
    failAll(/\/check-runs$/);
    failAll(/\/commits\/[0-9a-f]{40}\/status$/);
    const signal = await analyze();
    expect(signal.evidence.completeness).toBe(0);
    expect(signal.risk.drivers.map((d) => d.id)).toContain('ci-unknown');
    expect(signal.risk.drivers.map((d) => d.id)).not.toContain('ci-missing');
    expect(signal.review.action).not.toBe('approve');
  });

  it('compare fails: how far behind is unknown (null), and said so', async () => {
    failAll(/\/compare\//);
    const signal = await analyze();
    expect(signal.meta.warnings.some((w) => w.includes('could not be compared with main'))).toBe(true);
    expect(signal.triage.staleness.behind_by).toBeNull();
    expect(signal.risk.level).toBe('low');
  });

  it('contents fails: the manifest is not analyzed, is listed as skipped, and the PR is not approved', async () => {
    failAll(/\/contents\/package\.json$/);
    const signal = await analyze();
    expect(signal.meta.warnings.some((w) => w.includes('package.json could not be read'))).toBe(true);
    expect(signal.supply_chain.skipped.map((s) => s.path)).toContain('package.json');
    // GitHub's dependency review still names the new dependency.
    expect(signal.supply_chain.new_dependencies.map((d) => d.name)).toEqual(['ms']);
    expect(signal.review.action).not.toBe('approve');
    expect(signal.review.rationale).toContain('package.json');
  });

  it('dependency-graph fails: the manifests are still read, so the new dependency is still found, and a warning says vulnerabilities were not checked', async () => {
    failAll(/\/dependency-graph\//);
    const signal = await analyze();
    expect(signal.supply_chain.new_dependencies.map((d) => d.name)).toEqual(['ms']);
    expect(signal.supply_chain.vulnerabilities).toEqual([]);
    expect(signal.meta.warnings).toEqual([expect.stringMatching(/^GitHub's dependency review could not be read \(.*\): known vulnerabilities and licenses of new dependencies were not checked$/)]);
  });

  it('the files list fails on a page: the analysis says how many files it saw and does not approve', async () => {
    failAll(/\/pulls\/2001\/files$/);
    const signal = await analyze();
    expect(signal.meta.warnings.some((w) => w.includes('pages of changed files could not be read'))).toBe(true);
    expect(signal.focus.total_files).toBe(3);
    expect(signal.review.action).not.toBe('approve');
  });
});
