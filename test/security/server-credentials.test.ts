/**
 * Issue #15 defect 3: server credentials (GITHUB_TOKEN, the GitHub App's installation tokens) lift
 * rate limits for public repositories; they never let a caller without credentials of their own
 * read a private repository. The refusal is the same as for a repository that does not exist.
 */
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Signal } from '../../src/signal/schema.js';
import { linearHistory, serveActionRepos, shaOf } from '../support/github-action-repos.js';
import { addGitHubAppRoutes } from '../support/github-server-app-routes.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { makePrFixture } from '../support/pr-fixture.js';
import { signInDirectly, startTestService, type TestService } from '../support/start-test-service.js';
import { DB_LABEL } from '../reliability/helpers.js';

const SERVER_TOKEN = 'ghp_server_token_reads_private_000001';
/** A private action repository of the same owner: its tags, branches and commits are not the anonymous caller's to read. */
const ACTION = linearHistory('private-action', 4);
const FORK_COMMIT = shaOf('private-action-fork-1');

function workflowUsing(uses: string): string {
  return ['on: push', 'jobs:', '  release:', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${uses}`, ''].join('\n');
}
const OWNER_TOKEN = 'gho_owner_of_the_private_repository_02';

async function analyze(t: TestService, url: string, extra: { headers?: Record<string, string>; body?: Record<string, unknown> } = {}) {
  const response = await fetch(`${t.url}/api/analyze`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...extra.headers },
    body: JSON.stringify({ url, ...extra.body }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The body of an anonymous refusal, with the repository's name taken out. */
function shapeOf(body: Record<string, unknown>, fullName: string): unknown {
  return JSON.parse(JSON.stringify(body).split(fullName).join('OWNER/REPO').replace(/"request_id":"[^"]*"/, '"request_id":""'));
}

describe(`server credentials read public repositories only (${DB_LABEL})`, () => {
  let gh: GitHubServer;
  let t: TestService;
  let app: ReturnType<typeof addGitHubAppRoutes>;

  beforeAll(async () => {
    gh = await startGitHubServer();
    app = addGitHubAppRoutes(gh);
    const files = [{ path: 'README.md', additions: 1 }];
    gh.addPullRequest(makePrFixture({ owner: 'acme', repo: 'secret', number: 1, private: true, files }));
    gh.setPrivate('acme/secret', [SERVER_TOKEN, OWNER_TOKEN]);
    gh.addPullRequest(makePrFixture({ owner: 'acme', repo: 'installed-secret', number: 1, private: true, files }));
    gh.setPrivate('acme/installed-secret', [OWNER_TOKEN]);
    app.install('acme/installed-secret', 5151);
    gh.addPullRequest(makePrFixture({ owner: 'acme', repo: 'open', number: 1, files }));
    // PRs of public repositories that pin a commit of acme/private-action (GITHUB_TOKEN can read it,
    // and the App is installed on it and on acme/open-installed), or of a repository that does not exist.
    const [, a2, a3, a4] = ACTION.shas as [string, string, string, string];
    serveActionRepos(gh, [{ owner: 'acme', repo: 'private-action', commits: { ...ACTION.commits, [FORK_COMMIT]: [a2] }, branches: { main: a4, 'v3.1.0': a4 }, tags: { 'v3.1.0': a3, v3: a3 } }]);
    gh.setPrivate('acme/private-action', [SERVER_TOKEN, OWNER_TOKEN]);
    app.install('acme/private-action', 5151);
    const pinning = (repo: string, number: number, action: string, ref: string) =>
      makePrFixture({ owner: 'acme', repo, number, files: [{ path: '.github/workflows/release.yml', base: workflowUsing(`${action}@v3`), head: workflowUsing(`${action}@${ref} # v3.1.0`) }] });
    gh.addPullRequest(pinning('open', 2, 'acme/private-action', FORK_COMMIT));
    gh.addPullRequest(pinning('open', 3, 'acme/no-such-action', FORK_COMMIT));
    gh.addPullRequest(pinning('open', 4, 'acme/private-action', 'v3.1.0'));
    gh.addPullRequest(pinning('open', 5, 'acme/no-such-action', 'v3.1.0'));
    gh.addPullRequest(pinning('open-installed', 1, 'acme/private-action', FORK_COMMIT));
    app.install('acme/open-installed', 5151);
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    t = await startTestService({
      GITHUB_URL: gh.url,
      GITHUB_API_URL: gh.apiUrl,
      GITHUB_TOKEN: SERVER_TOKEN,
      APP_ID: '12345',
      PRIVATE_KEY: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
      WEBHOOK_SECRET: 'app-webhook-secret-server-credentials-01',
      WORKERS_IN_PROCESS: 'false',
    });
  });

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  it('refuses an anonymous analysis of a private repository that GITHUB_TOKEN can read, as if it did not exist', async () => {
    const before = gh.requests.length;
    const secret = await analyze(t, `${gh.url}/acme/secret/pull/1`);
    expect(secret.status).toBe(500);
    expect(secret.body.error).toBe('Analysis failed: pull request acme/secret#1 not found or not accessible with the given credentials');
    // Nothing about the pull request was read with the server's token.
    expect(gh.requests.slice(before).filter((r) => r.path.startsWith('/repos/acme/secret/pulls'))).toEqual([]);
    expect(await t.service.db.knex('scans').where({ repo_key: 'acme/secret' })).toEqual([]);

    const missing = await analyze(t, `${gh.url}/acme/no-such-repo/pull/1`);
    expect(missing.status).toBe(500);
    expect(shapeOf(missing.body, 'acme/no-such-repo')).toEqual(shapeOf(secret.body, 'acme/secret'));
  });

  it('refuses an anonymous analysis of a private repository where the GitHub App is installed', async () => {
    const answer = await analyze(t, `${gh.url}/acme/installed-secret/pull/1`);
    expect(answer.status).toBe(500);
    expect(answer.body.error).toBe('Analysis failed: pull request acme/installed-secret#1 not found or not accessible with the given credentials');
    expect(gh.requests.filter((r) => r.path.startsWith('/repos/acme/installed-secret/pulls'))).toEqual([]);
  });

  it('refuses it through the web form too', async () => {
    const form = await fetch(`${t.url}/analyze`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.url },
      body: `url=${encodeURIComponent(`${gh.url}/acme/secret/pull/1`)}`,
    });
    expect(form.status).not.toBe(303);
    expect(await form.text()).toContain('not found or not accessible');
    expect(await t.service.db.knex('scans').where({ repo_key: 'acme/secret' })).toEqual([]);
  });

  it('still analyzes public repositories with the server token (rate limits lifted)', async () => {
    const answer = await analyze(t, `${gh.url}/acme/open/pull/1`);
    expect(answer.status).toBe(200);
    const reads = gh.requests.filter((r) => r.path === '/repos/acme/open/pulls/1');
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((r) => r.authenticated)).toBe(true);
  });

  it('never reads the tags, branches or commits of a private action repository for a caller without credentials (GITHUB_TOKEN or the App): the signal is that of a missing repository', async () => {
    const ONLINE = ['gha-impostor-commit', 'gha-stale-action-ref', 'gha-ref-confusion', 'gha-action-advisory', 'gha-ref-version-mismatch'];
    const run = async (url: string, extra: Parameters<typeof analyze>[2] = {}) => {
      const before = gh.requests.length;
      const answer = await analyze(t, url, extra);
      expect(answer.status, url).toBe(200);
      const signal = answer.body.signal as Signal;
      const lookups = gh.requests.slice(before).filter((r) => /^\/repos\/acme\/(?:private-action|no-such-action)(?:\/|$)/.test(r.path)).map((r) => r.path);
      const online = signal.supply_chain.findings.filter((f) => ONLINE.includes(f.id));
      const text = JSON.stringify(signal);
      return { lookups, online, warnings: signal.meta.warnings, text };
    };
    // A pinned commit (a fork's, and v3.1.0 is another) and a name that is both a tag and a branch.
    for (const [url, missingUrl] of [
      [`${gh.url}/acme/open/pull/2`, `${gh.url}/acme/open/pull/3`],
      [`${gh.url}/acme/open-installed/pull/1`, `${gh.url}/acme/open/pull/3`],
      [`${gh.url}/acme/open/pull/4`, `${gh.url}/acme/open/pull/5`],
    ] as const) {
      const missing = await run(missingUrl);
      const anonymous = await run(url);
      // One read of the repository itself (is it public?), nothing of its tags, branches or commits.
      expect(anonymous.lookups, url).toEqual(['/repos/acme/private-action']);
      expect(anonymous.online, url).toEqual([]);
      expect(anonymous.warnings.map((w) => w.replaceAll('private-action', 'X')), url).toEqual(missing.warnings.map((w) => w.replaceAll('no-such-action', 'X')));
      for (const sha of ACTION.shas) expect(anonymous.text, url).not.toContain(sha);
    }
    // Not with the owner's own token either: the stored scan is listed to every reader of
    // acme/open (test/security/stored-signal-readers.test.ts).
    const owner = await run(`${gh.url}/acme/open/pull/2`, { body: { access_token: OWNER_TOKEN } });
    expect(owner.lookups).toEqual(['/repos/acme/private-action']);
    expect(owner.online).toEqual([]);
  });

  it("analyzes the private repository with the caller's own credentials", async () => {
    expect((await analyze(t, `${gh.url}/acme/secret/pull/1`, { body: { access_token: OWNER_TOKEN } })).status).toBe(200);
    const owner = await signInDirectly(t, { githubId: '8', login: 'owner', token: OWNER_TOKEN });
    expect((await analyze(t, `${gh.url}/acme/installed-secret/pull/1`, { headers: { cookie: owner.cookie, origin: t.url } })).status).toBe(200);
  });
});
