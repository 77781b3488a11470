import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Signal } from '../../src/signal/schema.js';
import { type GitHubServer, startGitHubServer } from '../support/github-server.js';
import { makePrFixture, typicalPrFixture } from '../support/pr-fixture.js';
import { signInDirectly, startTestService, type TestService } from '../support/start-test-service.js';
import { runCli } from './run-cli.js';

/** Ids and timings differ between two analyses of the same pull request; nothing else may. */
function normalise(signal: Signal): Signal {
  return { ...signal, signal_id: 'SIGNAL_ID', meta: { ...signal.meta, scan_id: 'SCAN_ID', generated_at: 'GENERATED_AT', duration_ms: 0 } };
}

/** The CLI against a running service (--remote), and the CLI's JSON against POST /api/analyze. */
describe('svc analyze and the service', { timeout: 90_000 }, () => {
  let github: GitHubServer;
  let t: TestService;
  let env: Record<string, string>;
  let apiKey: string;
  const OWNER_TOKEN = 'ghp_remote_owner_token_42';

  beforeAll(async () => {
    github = await startGitHubServer();
    github.addPullRequest(typicalPrFixture());
    github.addPullRequest(
      makePrFixture({ owner: 'acme', repo: 'secret-sauce', number: 7, private: true, title: 'Tune the recipe', files: [{ path: 'src/recipe.ts', additions: 4, deletions: 1 }] }),
    );
    github.setPrivate('acme/secret-sauce', [OWNER_TOKEN]);
    t = await startTestService({ GITHUB_URL: github.url, GITHUB_API_URL: github.apiUrl });
    const alice = await signInDirectly(t, { githubId: '501', login: 'alice', token: OWNER_TOKEN });
    apiKey = (await t.service.services.keys.create(alice.userId, { name: 'cli' })).key;
    env = { GITHUB_URL: github.url, GITHUB_API_URL: github.apiUrl };
  }, 90_000);

  afterAll(async () => {
    await t?.close();
    await github?.close();
  });

  const prUrl = (path: string) => `${github.url}${path}`;

  const analyzeViaApi = async (body: unknown): Promise<{ status: number; body: { signal: Signal; scan_id: string; signal_id: string } }> => {
    const response = await fetch(`${t.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as { signal: Signal; scan_id: string; signal_id: string } };
  };

  it('prints the same signal as POST /api/analyze, field for field apart from ids and timings', async () => {
    const api = await analyzeViaApi({ url: prUrl('/acme/widgets/pull/42') });
    expect(api.status).toBe(200);
    const cli = await runCli(['analyze', prUrl('/acme/widgets/pull/42'), '--format', 'json'], env);
    expect(cli.code).toBe(0);
    const local = JSON.parse(cli.stdout) as Signal;
    expect(local.meta.source).toBe('api');
    expect(local.signal_id).not.toBe(api.body.signal.signal_id);
    expect(normalise(local)).toEqual(normalise(api.body.signal));
    // The same keys in the same order: the CLI prints the signal exactly as the API serialises it.
    expect(JSON.stringify(normalise(local))).toBe(JSON.stringify(normalise(api.body.signal)));
  });

  it('--remote renders the signal the service returns, in every format', async () => {
    const json = await runCli(['analyze', prUrl('/acme/widgets/pull/42'), '--remote', t.url, '--format', 'json'], env);
    expect(json.code).toBe(0);
    expect(json.stderr).toBe('');
    const signal = JSON.parse(json.stdout) as Signal;
    expect(signal.pr).toMatchObject({ owner: 'acme', repo: 'widgets', number: 42 });
    // The service stored it: the scan reads back with the same signal.
    const stored = (await (await fetch(`${t.url}/api/scans/${signal.meta.scan_id}`)).json()) as { signal: Signal };
    expect(stored.signal).toEqual(signal);

    const text = await runCli(['analyze', 'acme/widgets#42', '--remote', `${t.url}/`], env);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('acme/widgets#42  Pad widget labels and add the left-pad dependency');
    const markdown = await runCli(['analyze', 'acme/widgets#42', '--remote', t.url, '-f', 'markdown', '--fail-on', 'low'], env);
    expect(markdown.code).toBe(1);
    expect(markdown.stdout).toContain('#### Focus files');
    expect(markdown.stderr).toBe('svc: risk level low reaches --fail-on low\n');
  });

  it('--remote sends SVC_API_KEY as the bearer key: the key owner’s GitHub token reads a private repository', async () => {
    const anonymous = await runCli(['analyze', prUrl('/acme/secret-sauce/pull/7'), '--remote', t.url], env);
    expect(anonymous.code).toBe(2);
    expect(anonymous.stderr).toMatch(/^svc: The svc service answered HTTP 500: Analysis failed: pull request acme\/secret-sauce#7 not found/);

    const withKey = await runCli(['analyze', prUrl('/acme/secret-sauce/pull/7'), '--remote', t.url, '-f', 'json'], { ...env, SVC_API_KEY: apiKey });
    expect(withKey.code).toBe(0);
    expect((JSON.parse(withKey.stdout) as Signal).pr.title).toBe('Tune the recipe');
    expect(withKey.stdout + withKey.stderr).not.toContain(apiKey);
  });

  it('--remote exits 2 with the service’s error text', async () => {
    const badKey = await runCli(['analyze', 'acme/widgets#42', '--remote', t.url], { ...env, SVC_API_KEY: 'svc_notAKeyThatExists0000000000000000000000' });
    expect(badKey.code).toBe(2);
    expect(badKey.stderr).toBe('svc: The svc service answered HTTP 401: Invalid API key\n');

    const badUrl = await runCli(['analyze', 'https://gitlab.com/acme/widgets/pull/42', '--remote', t.url], env);
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toMatch(/^svc: The svc service answered HTTP 400: Invalid PR URL\./);

    const missing = await runCli(['analyze', 'acme/widgets#999', '--remote', t.url], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^svc: The svc service answered HTTP 500: Analysis failed: pull request acme\/widgets#999 not found[^\n]*\n {2}GitHub answered HTTP 404/);
  });

  it('--remote exits 2 when the service cannot be reached or the address is unsafe', async () => {
    const unreachable = await runCli(['analyze', 'acme/widgets#42', '--remote', 'http://127.0.0.1:9'], env);
    expect(unreachable.code).toBe(2);
    expect(unreachable.stderr).toMatch(/^svc: Could not reach the svc service at http:\/\/127\.0\.0\.1:9: /);

    const plainHttp = await runCli(['analyze', 'acme/widgets#42', '--remote', 'http://svc.example.com'], { ...env, SVC_API_KEY: apiKey });
    expect(plainHttp.code).toBe(2);
    expect(plainHttp.stderr).toMatch(/^svc: --remote must use https/);
    expect(plainHttp.stderr).not.toContain(apiKey);

    const notUrl = await runCli(['analyze', 'acme/widgets#42', '--remote', 'svc.example.com'], env);
    expect(notUrl.code).toBe(2);
    expect(notUrl.stderr).toMatch(/^svc: --remote must be the base URL of an svc service/);
  });
});
