/**
 * Issue #15 defect 4 and part of 9, through signed deliveries: the repository a delivery is about
 * is the one whose secret verified it; signed fields outside their range are a 400, not a 500; a
 * far-future `updated_at` cannot freeze the pull request's later deliveries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_LABEL, rowCounts } from '../reliability/helpers.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { signInDirectly, startTestService, type TestService } from '../support/start-test-service.js';
import { deliver, pullRequestPayload } from '../support/webhook-delivery.js';

const ATTACKER_TOKEN = 'gho_attacker_admin_of_own_repo_00001';
const VICTIM_TOKEN = 'gho_victim_admin_of_private_repo_0002';

describe(`signed deliveries name one repository, with fields in range (${DB_LABEL})`, () => {
  let gh: GitHubServer;
  let t: TestService;
  let attackerSecret = '';

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.setPermissions('mallory/own', ATTACKER_TOKEN, { admin: true });
    gh.setPrivate('victim/private', [VICTIM_TOKEN]);
    gh.setPermissions('victim/private', VICTIM_TOKEN, { admin: true });
    t = await startTestService({ GITHUB_API_URL: gh.apiUrl, GITHUB_URL: gh.url, WORKERS_IN_PROCESS: 'false' });
    const mallory = await signInDirectly(t, { githubId: '1', login: 'mallory', token: ATTACKER_TOKEN });
    const victim = await signInDirectly(t, { githubId: '2', login: 'victim', token: VICTIM_TOKEN });
    const enable = async (repo: string, cookie: string) => {
      const response = await fetch(`${t.url}/api/repos/github/${repo}/webhook/enable`, { method: 'POST', headers: { cookie } });
      expect(response.status).toBe(201);
      return ((await response.json()) as { webhook_secret: string }).webhook_secret;
    };
    attackerSecret = await enable('mallory/own', mallory.cookie);
    await enable('victim/private', victim.cookie);
  });

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  const sha = (c: string) => c.repeat(40);
  type Payload = Record<string, unknown> & { repository: Record<string, unknown>; pull_request: Record<string, unknown> & { base: Record<string, unknown> } };

  it.each([
    ['owner.login/name name another repository', (p: Payload) => ({ ...p, repository: { ...p.repository, name: 'private', owner: { login: 'victim' } } })],
    ["the pull request's base repository is another one", (p: Payload) => ({ ...p, pull_request: { ...p.pull_request, base: { ...p.pull_request.base, repo: { full_name: 'victim/private' } } } })],
    ['only the name differs', (p: Payload) => ({ ...p, repository: { ...p.repository, name: 'private' } })],
  ])('refuses a delivery signed for one repository whose %s (400, nothing stored or queued)', async (_name, tamper) => {
    const before = await rowCounts(t.service.db.knex);
    const payload = tamper(pullRequestPayload({ owner: 'mallory', repo: 'own', number: 1, headSha: sha('a'), action: 'opened' }) as Payload);
    const answer = await deliver(t.url, { event: 'pull_request', payload, secret: attackerSecret });
    expect(answer.status).toBe(400);
    expect(String(answer.body.error)).toMatch(/more than one repository/);
    expect(await rowCounts(t.service.db.knex)).toEqual(before);
    expect(await t.service.services.webhooks.queue.headOf('victim/private', 1)).toBeUndefined();
  });

  it("refuses a delivery naming the victim everywhere but signed with the attacker's secret (401)", async () => {
    const payload = pullRequestPayload({ owner: 'victim', repo: 'private', number: 1, headSha: sha('a'), action: 'opened' });
    expect((await deliver(t.url, { event: 'pull_request', payload, secret: attackerSecret })).status).toBe(401);
  });

  it('accepts the same delivery when every name agrees (case aside)', async () => {
    const payload = pullRequestPayload({ owner: 'mallory', repo: 'own', number: 1, headSha: sha('a'), action: 'opened' });
    const answer = await deliver(t.url, { event: 'pull_request', payload: { ...payload, repository: { ...(payload.repository as object), full_name: 'Mallory/Own' } }, secret: attackerSecret });
    expect(answer.status).toBe(202);
  });

  it.each([
    ['a PR number beyond 2^31-1', { number: 2_147_483_648 }],
    ['a PR number of 0', { number: 0 }],
    ['a non-date updated_at', { updated_at: 'yesterday' }],
    ['a head that is not a commit SHA', { head: { sha: 'main', ref: 'main' } }],
  ])('answers 400, not 500, for %s', async (_name, change) => {
    const before = await rowCounts(t.service.db.knex);
    const payload = pullRequestPayload({ owner: 'mallory', repo: 'own', number: 3, headSha: sha('b'), action: 'opened' });
    const answer = await deliver(t.url, { event: 'pull_request', payload: { ...payload, pull_request: { ...(payload.pull_request as object), ...change } }, secret: attackerSecret });
    expect(answer.status).toBe(400);
    expect(typeof answer.body.error).toBe('string');
    expect(await rowCounts(t.service.db.knex)).toEqual(before);
  });

  it('does not let a far-future updated_at freeze the head of later deliveries', async () => {
    const first = pullRequestPayload({ owner: 'mallory', repo: 'own', number: 4, headSha: sha('c'), action: 'opened', updatedAt: '2999-01-01T00:00:00Z' });
    expect((await deliver(t.url, { event: 'pull_request', payload: first, secret: attackerSecret })).status).toBe(202);
    const later = pullRequestPayload({ owner: 'mallory', repo: 'own', number: 4, headSha: sha('d'), action: 'synchronize', updatedAt: new Date(Date.now() + 1000).toISOString() });
    expect((await deliver(t.url, { event: 'pull_request', payload: later, secret: attackerSecret })).status).toBe(202);
    expect(await t.service.services.webhooks.queue.headOf('mallory/own', 4)).toMatchObject({ headSha: sha('d') });
  });
});
