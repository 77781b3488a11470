import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_OUTPUT_LIMIT, checkConclusion, checkRunOutput, truncateForGitHub } from '../../src/services/check-run-publisher.js';
import type { Signal } from '../../src/signal/schema.js';
import { addGitHubAppRoutes, type GitHubAppRoutes } from '../support/github-server-app-routes.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { typicalPrFixture } from '../support/pr-fixture.js';
import { makeSignal } from '../support/signal-factory.js';
import { startTestService, type TestService } from '../support/start-test-service.js';
import { deliver, pullRequestPayload } from '../support/webhook-delivery.js';

function riskySignal(): Signal {
  const signal = makeSignal({ owner: 'acme', repo: 'widgets', number: 42, headSha: 'a'.repeat(40), source: 'webhook' });
  return {
    ...signal,
    risk: {
      ...signal.risk,
      level: 'high',
      score: 0.81,
      drivers: [{ id: 'new-dependency', title: 'New dependency left-pad', detail: 'Adds left-pad 1.3.0', weight: 0.4, floor: null, evidence: [] }],
    },
    review: { ...signal.review, action: 'request_changes', rationale: 'An install script runs on npm install.' },
  };
}

describe('check run content', () => {
  it('maps the suggested review to a conclusion', () => {
    expect(checkConclusion('approve')).toBe('success');
    expect(checkConclusion('comment')).toBe('neutral');
    expect(checkConclusion('needs_discussion')).toBe('action_required');
    expect(checkConclusion('request_changes')).toBe('failure');
  });

  it('puts the risk, drivers and a link to the signal page in the output', () => {
    const output = checkRunOutput(riskySignal(), 'https://svc.example.com/s/sig-acme-widgets-42-abc');
    expect(output.title).toBe('Risk high (0.81) · suggested review: request changes');
    expect(output.summary).toContain('[Open the full signal](https://svc.example.com/s/sig-acme-widgets-42-abc)');
    expect(output.summary).toContain('New dependency left-pad');
    expect(output.summary).toContain('An install script runs on npm install.');
    expect(output.text).toContain('### Findings');
    expect(output.text).toContain('### Files to review first');
  });

  it('stays within GitHub limits, without splitting a character', () => {
    const huge = riskySignal();
    const drivers = Array.from({ length: 4000 }, (_, i) => ({ ...huge.risk.drivers[0]!, id: `d${i}`, title: `Driver ${i} 😀`, detail: 'x'.repeat(40) }));
    const output = checkRunOutput({ ...huge, risk: { ...huge.risk, drivers } }, 'https://svc.example.com/s/x');
    expect(output.summary.length).toBeLessThanOrEqual(CHECK_OUTPUT_LIMIT);
    expect(output.summary).toContain('truncated');
    expect(output.summary).toContain('https://svc.example.com/s/x');
    const emoji = truncateForGitHub(`${'a'.repeat(9)}${'😀'.repeat(40)}`, 10 + '\n\n… (truncated; the full signal is on the signal page)'.length);
    expect(emoji.startsWith(`${'a'.repeat(9)}\n`)).toBe(true);
    expect(() => encodeURIComponent(emoji)).not.toThrow();
  });
});

describe(`GitHub App end to end: installation token, analysis, check run (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const WEBHOOK_SECRET = 'app-webhook-secret-for-check-runs-0001';
  let gh: GitHubServer;
  let app: GitHubAppRoutes;
  let t: TestService;

  beforeAll(async () => {
    gh = await startGitHubServer();
    app = addGitHubAppRoutes(gh);
    gh.addPullRequest(typicalPrFixture());
    gh.addPullRequest(typicalPrFixture({ number: 7 }));
    app.install('acme/widgets', 4242);
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    t = await startTestService({
      GITHUB_API_URL: gh.apiUrl,
      GITHUB_URL: gh.url,
      APP_ID: '12345',
      PRIVATE_KEY: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
      WEBHOOK_SECRET,
      QUEUE_POLL_MS: '100',
    });
  });

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  it('analyzes an app delivery with an installation token and publishes the check run', async () => {
    const fixture = gh.repos.get('acme/widgets')?.pulls.get(42)?.fixture;
    const head = fixture?.headSha ?? '';
    const payload = pullRequestPayload({ owner: 'acme', repo: 'widgets', number: 42, headSha: head, action: 'opened', installationId: 4242 });
    const answer = await deliver(t.url, { event: 'pull_request', payload, secret: WEBHOOK_SECRET });
    expect(answer.status).toBe(202);

    const deadline = Date.now() + 20_000;
    while (!app.checkRuns.some((run) => run.state.status === 'completed') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(app.checkRuns).toHaveLength(1);
    const run = app.checkRuns[0]!;
    expect(run.created).toMatchObject({ name: 'svc signal', head_sha: head, status: 'in_progress' });
    expect(run.token).toMatch(/^ghs_installation/);
    expect(app.issuedTokens.get(run.token ?? '')).toBe(4242);

    const scan = (await t.service.db.knex('scans').where({ repo_key: 'acme/widgets', pr_number: 42 }).first()) as { signal_id: string; review_action: Signal['review']['action']; source: string };
    expect(scan.source).toBe('webhook');
    expect(run.updates).toHaveLength(1);
    expect(run.updates[0]).toMatchObject({
      status: 'completed',
      conclusion: checkConclusion(scan.review_action),
      details_url: `${t.url}/s/${scan.signal_id}`,
    });
    const output = run.updates[0]?.output as { title: string; summary: string };
    expect(output.title).toMatch(/^Risk (low|medium|high|critical) \(\d\.\d\d\)/);
    expect(output.summary).toContain(`${t.url}/s/${scan.signal_id}`);
    // The analysis read GitHub with the installation token.
    const pullReads = gh.requests.filter((r) => r.path === '/repos/acme/widgets/pulls/42');
    expect(pullReads.length).toBeGreaterThan(0);
    expect(pullReads.every((r) => r.authenticated)).toBe(true);
  });

  it('uses an installation token for API analyses of repositories where the app is installed', async () => {
    const before = gh.requests.filter((r) => r.path === '/repos/acme/widgets/installation').length;
    const response = await fetch(`${t.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: `${gh.url}/acme/widgets/pull/7` }) });
    expect(response.status).toBe(200);
    const lookups = gh.requests.filter((r) => r.path === '/repos/acme/widgets/installation').length;
    expect(lookups).toBe(before + 1);
    const reads = gh.requests.filter((r) => r.path === '/repos/acme/widgets/pulls/7');
    expect(reads.every((r) => r.authenticated)).toBe(true);
    // No check run for API analyses.
    expect(app.checkRuns.every((run) => run.created.head_sha !== gh.repos.get('acme/widgets')?.pulls.get(7)?.fixture.headSha)).toBe(true);
  });
});
