import { describe, expect, it } from 'vitest';
import { AnalysisBudget, AnalysisStoppedError } from '../../src/github/analysis-budget.js';
import { createOctokit } from '../../src/github/create-octokit.js';
import { startGitHubServer } from '../support/github-server.js';
import { typicalPrFixture } from '../support/pr-fixture.js';

const LIMITS = { requests: 10, bytes: 1 << 20, files: 10, fileBytes: 1 << 20 };

describe('AnalysisBudget.stop', () => {
  it('refuses every later request and aborts its signal, once', () => {
    const budget = new AnalysisBudget(LIMITS);
    budget.takeRequest();
    expect(budget.signal.aborted).toBe(false);
    budget.stop('its time limit passed');
    budget.stop('again');
    expect(budget.signal.aborted).toBe(true);
    expect(() => budget.takeRequest()).toThrow(AnalysisStoppedError);
    expect(() => budget.takeRequest()).toThrow('the analysis was stopped: its time limit passed');
    expect(budget.report().used.requests).toBe(1);
  });

  it('ends a GitHub request in flight and sends none after it, without a retry', async () => {
    const gh = await startGitHubServer();
    try {
      gh.addPullRequest(typicalPrFixture({ number: 5 }));
      gh.hang(/\/pulls\/5$/);
      const budget = new AnalysisBudget(LIMITS);
      const { octokit } = createOctokit({ baseUrl: gh.apiUrl, retryBaseMs: 1, timeoutMs: 30_000, budget, log: { warn: () => undefined } });
      const read = octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { owner: 'acme', repo: 'widgets', pull_number: 5 }).catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 100));
      budget.stop('its caller gave up');
      expect(await read).toBeInstanceOf(AnalysisStoppedError);
      await expect(octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', { owner: 'acme', repo: 'widgets', pull_number: 5 })).rejects.toBeInstanceOf(AnalysisStoppedError);
      expect(gh.requests.map((r) => r.path)).toEqual(['/repos/acme/widgets/pulls/5']);
    } finally {
      await gh.close();
    }
  });
});
