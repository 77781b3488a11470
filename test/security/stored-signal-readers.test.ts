/**
 * A stored scan is listed to every reader of the analyzed repository (GET
 * /api/repos/github/{owner}/{repo}/scans, decisions.md) and read by anyone holding its id: so a
 * stored signal holds only what every reader of that repository may read. Found 2026-11-30: an
 * API analysis with the caller's own token (API key, session, `access_token`) read the tags,
 * branches and commits of a private action repository the caller could read, and its stored
 * signal (impostor-commit finding, commit SHAs) was listed to any signed-in reader of the public
 * repository analyzed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Signal } from '../../src/signal/schema.js';
import { linearHistory, serveActionRepos, shaOf } from '../support/github-action-repos.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { makePrFixture } from '../support/pr-fixture.js';
import { signInDirectly, startTestService, type TestService } from '../support/start-test-service.js';
import { DB_LABEL } from '../reliability/helpers.js';

const ACTION = linearHistory('internal-action', 4);
const FORK_COMMIT = shaOf('internal-action-fork-1');
const MEMBER_TOKEN = 'gho_member_of_acme_reads_internal_action_1';
const STRANGER_TOKEN = 'gho_stranger_reads_public_repos_only_0002';

function workflowUsing(uses: string): string {
  return ['on: push', 'jobs:', '  release:', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${uses}`, ''].join('\n');
}

describe(`a stored signal holds only what the analyzed repository's readers may read (${DB_LABEL})`, () => {
  let gh: GitHubServer;
  let t: TestService;

  beforeAll(async () => {
    gh = await startGitHubServer();
    const [, a2, a3, a4] = ACTION.shas as [string, string, string, string];
    serveActionRepos(gh, [{ owner: 'acme', repo: 'internal-action', commits: { ...ACTION.commits, [FORK_COMMIT]: [a2] }, branches: { main: a4, 'v3.1.0': a4 }, tags: { 'v3.1.0': a3, v3: a3 } }]);
    gh.setPrivate('acme/internal-action', [MEMBER_TOKEN]);
    gh.addPullRequest(
      makePrFixture({ owner: 'acme', repo: 'open', number: 7, files: [{ path: '.github/workflows/release.yml', base: workflowUsing('acme/internal-action@v3'), head: workflowUsing(`acme/internal-action@${FORK_COMMIT} # v3.1.0`) }] }),
    );
    t = await startTestService({ GITHUB_URL: gh.url, GITHUB_API_URL: gh.apiUrl, WORKERS_IN_PROCESS: 'false' });
  });

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  it("a member's own token analyzes a public PR pinning a private action: nothing about the private action reaches the stored signal that any reader of the public repository lists", async () => {
    const member = await signInDirectly(t, { githubId: '31', login: 'member', token: MEMBER_TOKEN });
    const stranger = await signInDirectly(t, { githubId: '32', login: 'stranger', token: STRANGER_TOKEN });
    const callers: { headers: Record<string, string>; body: Record<string, string> }[] = [
      { headers: { cookie: member.cookie, origin: t.url }, body: {} },
      { headers: {}, body: { access_token: MEMBER_TOKEN } },
    ];
    for (const caller of callers) {
      const before = gh.requests.length;
      const response = await fetch(`${t.url}/api/analyze`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...caller.headers },
        body: JSON.stringify({ url: `${gh.url}/acme/open/pull/7`, ...caller.body }),
      });
      expect(response.status).toBe(200);
      const { scan_id: scanId } = (await response.json()) as { scan_id: string };
      // The only read about the private action: is it public? (No tags, branches or commits.)
      expect(gh.requests.slice(before).filter((r) => r.path.startsWith('/repos/acme/internal-action')).map((r) => r.path)).toEqual(['/repos/acme/internal-action']);

      // The stranger, who cannot read acme/internal-action, lists the public repository's scans.
      const listed = await fetch(`${t.url}/api/repos/github/acme/open/scans`, { headers: { cookie: stranger.cookie } });
      expect(listed.status).toBe(200);
      const { scans } = (await listed.json()) as { scans: { scan_id: string }[] };
      expect(scans.map((s) => s.scan_id)).toContain(scanId);
      const stored = (await (await fetch(`${t.url}/api/scans/${scanId}`)).json()) as { signal: Signal };
      const text = JSON.stringify(stored.signal);
      for (const sha of ACTION.shas) expect(text).not.toContain(sha);
      expect(stored.signal.supply_chain.findings.map((f) => f.id)).not.toContain('gha-impostor-commit');
    }
  });
});
