/**
 * The service as a real process (`npm start`): SIGTERM while a request and while webhook jobs are
 * in flight, and SIGKILL in the middle of a job. Each time the process is started again on the same
 * database, and every accepted delivery ends analyzed exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOAuthRoutes } from '../support/github-oauth-routes.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { typicalPrFixture } from '../support/pr-fixture.js';
import { deliver, pullRequestPayload } from '../support/webhook-delivery.js';
import { DB_LABEL, sleep, waitFor } from './helpers.js';
import { serviceHome, type ServiceHome, type ServiceProcess } from './service-process.js';
import { browse } from '../support/browse.js';

const SHUTDOWN_TIMEOUT_MS = 3_000;
const LEASE_MS = 1_500;
const TOKEN = 'gho_shutdown_admin_token_0123456789';

/** Signs in through GitHub OAuth as a browser does; answers the session cookie. */
async function signIn(baseUrl: string): Promise<string> {
  const jar = new Map<string, string>();
  await browse(`${baseUrl}/auth/login`, jar);
  const session = jar.get('svc_session');
  if (session === undefined) throw new Error('sign-in did not set a session');
  return `svc_session=${session}`;
}

interface ScanItem {
  scan_id: string;
  pr_number: number;
  head_sha: string;
  source: string;
}

describe(`shutdown and crash of the service process (${DB_LABEL})`, () => {
  let gh: GitHubServer;
  let home: ServiceHome;
  let current: ServiceProcess | null = null;
  let cookie = '';
  let secret = '';

  const headOf = (number: number): string => gh.repos.get('acme/widgets')?.pulls.get(number)?.fixture.headSha ?? '';
  const send = (number: number) =>
    deliver(home.url, { event: 'pull_request', payload: pullRequestPayload({ owner: 'acme', repo: 'widgets', number, headSha: headOf(number), action: 'opened' }), secret });
  const scansOf = async (number: number): Promise<ScanItem[]> => {
    const response = await fetch(`${home.url}/api/repos/github/acme/widgets/scans?limit=100`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { scans: ScanItem[] }).scans.filter((scan) => scan.pr_number === number);
  };
  const prReads = (number: number) => gh.requests.filter((r) => r.path === `/repos/acme/widgets/pulls/${number}`).length;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    const process = current;
    if (process === null) throw new Error('nothing runs');
    const sentAt = Date.now();
    process.signal(signal);
    const exit = await process.exited;
    await waitFor('every process of the group to end', async () => !process.alive(), 5_000);
    current = null;
    return { ...exit, tookMs: exit.atMs - sentAt, output: process.output() };
  };

  beforeAll(async () => {
    gh = await startGitHubServer();
    for (const number of [1, 2, 3, 4, 5]) gh.addPullRequest(typicalPrFixture({ number }));
    const oauth = addOAuthRoutes(gh, { clientId: 'Iv1.shutdown', clientSecret: 'shutdown-client-secret' });
    oauth.nextToken = TOKEN;
    gh.setPermissions('acme/widgets', TOKEN, { admin: true });
    home = await serviceHome({
      GITHUB_URL: gh.url,
      GITHUB_API_URL: gh.apiUrl,
      GITHUB_CLIENT_ID: oauth.clientId,
      GITHUB_CLIENT_SECRET: oauth.clientSecret,
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      QUEUE_LEASE_MS: String(LEASE_MS),
      QUEUE_POLL_MS: '100',
      QUEUE_RETRY_BASE_MS: '200',
      ANALYSIS_TIMEOUT_MS: '30000',
    });
    current = await home.start();
    cookie = await signIn(home.url);
    const enable = await fetch(`${home.url}/api/repos/github/acme/widgets/webhook/enable`, { method: 'POST', headers: { cookie } });
    expect(enable.status).toBe(201);
    secret = ((await enable.json()) as { webhook_secret: string }).webhook_secret;
    // Long enough for a rebuild of dist/ when the sources changed since the last build.
  }, 300_000);

  afterAll(async () => {
    await home?.dispose();
    await gh?.close();
  });

  it('SIGTERM with a request and a webhook job in flight: both finish, new connections are refused, exit code 0 well before keep-alive (65 s) runs out; after a restart the job is not run again', async () => {
    gh.reset();
    gh.delayMs = 250;
    expect((await send(2)).status).toBe(202);
    const inFlight = fetch(`${home.url}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${gh.url}/acme/widgets/pull/1` }),
    });
    await waitFor('the request and the job to reach GitHub', async () => prReads(1) > 0 && prReads(2) > 0, 10_000);
    const stopping = stop();
    await sleep(150);
    const refused = await fetch(`${home.url}/healthz`).then(
      (r) => `answered ${r.status}`,
      () => 'refused',
    );
    expect(refused).toBe('refused');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { scan_id: string }).scan_id).toMatch(/^scan-/);
    const exit = await stopping;
    gh.delayMs = 0;
    expect(exit.code, exit.output).toBe(0);
    expect(exit.tookMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 2_000);
    expect(exit.output.match(/"msg":"shutting down"/g)).toHaveLength(1);
    expect(exit.output).toContain('"msg":"shut down"');

    current = await home.start();
    await sleep(300);
    expect((await scansOf(2)).map((scan) => [scan.source, scan.head_sha])).toEqual([['webhook', headOf(2)]]);
    expect(prReads(2)).toBe(1);
  });

  it(`SIGTERM with a job that cannot finish (GitHub hangs): it goes back to the queue after SHUTDOWN_TIMEOUT_MS (${SHUTDOWN_TIMEOUT_MS} ms), exit 0, analyzed exactly once after the restart`, async () => {
    current ??= await home.start();
    gh.reset();
    gh.hang(/^\/repos\/acme\/widgets\/pulls\/3$/);
    expect((await send(3)).status).toBe(202);
    await waitFor('the job to hang on GitHub', async () => prReads(3) > 0, 10_000);
    const exit = await stop();
    expect(exit.code, exit.output).toBe(0);
    expect(exit.tookMs).toBeGreaterThanOrEqual(SHUTDOWN_TIMEOUT_MS - 100);
    expect(exit.tookMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 3_000);
    gh.reset();
    current = await home.start();
    const scans = await waitFor('the released job to be analyzed', async () => {
      const found = await scansOf(3);
      return found.length > 0 ? found : undefined;
    });
    await sleep(LEASE_MS);
    expect(scans).toHaveLength(1);
    expect(await scansOf(3)).toHaveLength(1);
  });

  /**
   * A restart after a crash, as a supervisor makes it: on the embedded database the killed
   * process's DATA_DIR lock goes stale 10 s after its last refresh, and until then a new process
   * refuses to start ("in use by another svc process", exit 1); the supervisor starts it again.
   */
  const restartAfterCrash = async () => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      try {
        return await home.start();
      } catch (error) {
        if (home.databaseUrl !== null || !String(error).includes('is in use by another svc process') || Date.now() > deadline) throw error;
        await sleep(1_000);
      }
    }
  };

  it('SIGKILL in the middle of a job (no handler runs): the lease runs out, the restarted process picks the job up, exactly one scan', async () => {
    current ??= await home.start();
    gh.reset();
    gh.hang(/^\/repos\/acme\/widgets\/pulls\/4$/);
    expect((await send(4)).status).toBe(202);
    // A delivery accepted just before the crash, still waiting in the queue.
    await waitFor('the job to hang on GitHub', async () => prReads(4) > 0, 10_000);
    expect((await send(5)).status).toBe(202);
    const process = current;
    if (process === null) throw new Error('nothing runs');
    await process.killHard();
    expect((await process.exited).signal).toBe('SIGKILL');
    current = null;
    gh.reset();
    current = await restartAfterCrash();
    for (const number of [4, 5]) {
      await waitFor(`the analysis of PR ${number} after the crash`, async () => (await scansOf(number)).length > 0, 20_000);
    }
    await sleep(LEASE_MS);
    expect(await scansOf(4)).toHaveLength(1);
    expect(await scansOf(5)).toHaveLength(1);
    const exit = await stop();
    expect(exit.code, exit.output).toBe(0);
  }, 60_000);
});
