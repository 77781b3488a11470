import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Signal } from '../../src/signal/schema.js';
import { linearHistory, serveActionRepos, shaOf } from '../support/github-action-repos.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { makePrFixture, typicalPrFixture } from '../support/pr-fixture.js';
import { startTestService, type TestService } from '../support/start-test-service.js';

/**
 * The online workflow audits through POST /api/analyze against the local GitHub server: a PR that
 * pins a fork's commit of a release action is held back, a PR that pins the release commit is not,
 * and a PR that changes no uses: line asks GitHub nothing more.
 */

const history = linearHistory('publish', 4);
const [, p2, p3, p4] = history.shas as [string, string, string, string];
const forkCommit = shaOf('publish-fork-1');
const ONLINE_IDS = ['gha-impostor-commit', 'gha-stale-action-ref', 'gha-ref-confusion', 'gha-action-advisory'];

function releaseWorkflow(uses: string): string {
  return [
    'name: release',
    'on:',
    '  push:',
    '    tags: ["v*"]',
    'permissions:',
    '  contents: read',
    'jobs:',
    '  publish:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: actions/checkout@v4',
    `      - uses: ${uses}`,
    '        with:',
    '          token: ${{ secrets.NPM_TOKEN }}',
    '',
  ].join('\n');
}

describe('online workflow audits through the API', () => {
  let github: GitHubServer;
  let svc: TestService;

  beforeAll(async () => {
    github = await startGitHubServer();
    serveActionRepos(github, [
      { owner: 'release-tools', repo: 'publish', commits: { ...history.commits, [forkCommit]: [p2] }, branches: { main: p4 }, tags: { 'v3.1.0': p3, v3: p3 } },
    ]);
    github.addPullRequest(typicalPrFixture());
    const pr = (number: number, pinned: string) =>
      makePrFixture({
        owner: 'acme',
        repo: 'widgets',
        number,
        author: { login: 'helpful-contributor' },
        title: 'ci: pin the publish action',
        files: [{ path: '.github/workflows/release.yml', base: releaseWorkflow('release-tools/publish@v3'), head: releaseWorkflow(`release-tools/publish@${pinned} # v3.1.0`) }],
      });
    github.addPullRequest(pr(71, forkCommit));
    github.addPullRequest(pr(72, p3));
    svc = await startTestService({ GITHUB_API_URL: github.apiUrl, GITHUB_URL: github.url, RATE_LIMIT_ANONYMOUS: '1000' });
  }, 90_000);

  afterAll(async () => {
    await svc?.close();
    await github?.close();
  });

  async function analyze(number: number): Promise<{ signal: Signal; lookups: string[] }> {
    github.reset();
    const response = await fetch(`${svc.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: `${github.url}/acme/widgets/pull/${number}` }) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { signal: Signal };
    const lookups = github.requests.filter((r) => r.path.startsWith('/repos/release-tools/') || r.path.startsWith('/advisories')).map((r) => r.path);
    return { signal: body.signal, lookups };
  }

  it('reports a pinned fork commit as an impostor, at its line, and asks for changes', async () => {
    const { signal, lookups } = await analyze(71);
    const online = signal.supply_chain.findings.filter((f) => ONLINE_IDS.includes(f.id));
    expect(online.map((f) => [f.id, f.severity, f.path, f.line])).toEqual([['gha-impostor-commit', 'high', '.github/workflows/release.yml', 12]]);
    expect(online[0]?.detail).toContain('main, v3.1.0');
    expect(signal.review.action).toBe('request_changes');
    expect(lookups.filter((p) => !p.includes('/commits/'))).toEqual(
      expect.arrayContaining(['/repos/release-tools/publish/tags', '/repos/release-tools/publish', `/repos/release-tools/publish/compare/main...${forkCommit}`]),
    );
    expect(signal.meta.warnings).toEqual([]);
  });

  it('does not report the release commit pinned with its version', async () => {
    const { signal } = await analyze(72);
    expect(signal.supply_chain.findings.filter((f) => ONLINE_IDS.includes(f.id))).toEqual([]);
    expect(signal.review.action).not.toBe('request_changes');
  });

  it('asks GitHub nothing more for a PR that changes no uses: line', async () => {
    const { signal, lookups } = await analyze(42);
    expect(lookups).toEqual([]);
    expect(github.requests.some((r) => r.path.endsWith('/tags') || r.path.includes('/branches/'))).toBe(false);
    expect(signal.supply_chain.findings.filter((f) => ONLINE_IDS.includes(f.id))).toEqual([]);
  });
});
