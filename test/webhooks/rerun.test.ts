import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_LABEL, waitFor } from '../reliability/helpers.js';
import { addGitHubAppRoutes, type GitHubAppRoutes } from '../support/github-server-app-routes.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { typicalPrFixture } from '../support/pr-fixture.js';
import { startAppTestService } from '../support/start-app-test-service.js';
import type { TestService } from '../support/start-test-service.js';
import { deliver, pullRequestPayload } from '../support/webhook-delivery.js';

const WEBHOOK_SECRET = 'app-webhook-secret-for-re-runs-000001';
const REPOSITORY = { id: 1, name: 'widgets', full_name: 'acme/widgets', owner: { login: 'acme' } };

/** Issue #16: "Re-run" on the `svc signal` check analyzes the pull request again. */
describe(`re-running the svc signal check (${DB_LABEL})`, () => {
  let gh: GitHubServer;
  let app: GitHubAppRoutes;
  let t: TestService;
  let head = '';

  const scans = async () => (await t.service.db.knex('scans').where({ repo_key: 'acme/widgets', pr_number: 42, source: 'webhook' })) as { head_sha: string }[];
  const completedRuns = () => app.checkRuns.filter((run) => run.state.status === 'completed' && run.created.head_sha === head);
  const pullRequests = (sha: string) => [{ number: 42, head: { sha, ref: 'feature' }, base: { ref: 'main', repo: { id: REPOSITORY.id, name: 'widgets' } } }];

  beforeAll(async () => {
    gh = await startGitHubServer();
    app = addGitHubAppRoutes(gh);
    gh.addPullRequest(typicalPrFixture());
    app.install('acme/widgets', 4242);
    head = gh.repos.get('acme/widgets')?.pulls.get(42)?.fixture.headSha ?? '';
    t = await startAppTestService(gh, WEBHOOK_SECRET);
    const opened = await deliver(t.url, { event: 'pull_request', payload: pullRequestPayload({ owner: 'acme', repo: 'widgets', number: 42, headSha: head, action: 'opened', installationId: 4242 }), secret: WEBHOOK_SECRET });
    expect(opened.status).toBe(202);
    await waitFor('the first analysis', async () => (await scans()).length === 1 && completedRuns().length === 1);
  });

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  it('check_run.rerequested analyzes the same head again and publishes a new check run', async () => {
    const payload = { action: 'rerequested', check_run: { id: 1, name: 'svc signal', head_sha: head, pull_requests: pullRequests(head) }, repository: REPOSITORY, installation: { id: 4242 } };
    const answer = await deliver(t.url, { event: 'check_run', payload, secret: WEBHOOK_SECRET });
    expect(answer).toMatchObject({ status: 202, body: { status: 'queued', delivery_id: answer.deliveryId } });
    await waitFor('the re-run analysis', async () => (await scans()).length === 2 && completedRuns().length === 2);
    expect((await scans()).map((scan) => scan.head_sha)).toEqual([head, head]);
    // A redelivery of the same re-run is a duplicate.
    expect((await deliver(t.url, { event: 'check_run', payload, secret: WEBHOOK_SECRET, deliveryId: answer.deliveryId })).body).toEqual({ status: 'duplicate' });
  });

  it('check_suite.rerequested ("Re-run all checks") does too', async () => {
    const payload = { action: 'rerequested', check_suite: { id: 2, head_sha: head, pull_requests: pullRequests(head) }, repository: REPOSITORY, installation: { id: 4242 } };
    expect((await deliver(t.url, { event: 'check_suite', payload, secret: WEBHOOK_SECRET })).status).toBe(202);
    await waitFor('the suite re-run analysis', async () => (await scans()).length === 3);
  });

  it('ignores re-runs of other checks, of commits that are no longer the head, and other check actions', async () => {
    const other = { action: 'rerequested', check_run: { id: 3, name: 'lint', head_sha: head, pull_requests: pullRequests(head) }, repository: REPOSITORY, installation: { id: 4242 } };
    expect(await deliver(t.url, { event: 'check_run', payload: other, secret: WEBHOOK_SECRET })).toMatchObject({ status: 200, body: { status: 'ignored' } });
    const old = 'f'.repeat(40);
    const moved = { action: 'rerequested', check_run: { id: 4, name: 'svc signal', head_sha: old, pull_requests: pullRequests(head) }, repository: REPOSITORY, installation: { id: 4242 } };
    expect(await deliver(t.url, { event: 'check_run', payload: moved, secret: WEBHOOK_SECRET })).toMatchObject({ status: 200, body: { status: 'ignored' } });
    const completed = { ...other, action: 'completed', check_run: { ...other.check_run, name: 'svc signal' } };
    expect(await deliver(t.url, { event: 'check_run', payload: completed, secret: WEBHOOK_SECRET })).toMatchObject({ status: 200, body: { status: 'ignored' } });
    const jobs = await t.service.services.webhooks.queue.listJobs();
    expect(jobs.filter((job) => job.state === 'queued')).toEqual([]);
  });

  it('refuses a re-run with a wrong signature (401) and one naming two repositories (400)', async () => {
    const payload = { action: 'rerequested', check_run: { id: 5, name: 'svc signal', head_sha: head, pull_requests: pullRequests(head) }, repository: REPOSITORY, installation: { id: 4242 } };
    expect((await deliver(t.url, { event: 'check_run', payload, secret: 'not-the-app-secret-not-the-app-secret' })).status).toBe(401);
    const twoNames = { ...payload, repository: { ...REPOSITORY, full_name: 'victim/private' } };
    expect((await deliver(t.url, { event: 'check_run', payload: twoNames, secret: WEBHOOK_SECRET })).status).toBe(400);
  });
});
