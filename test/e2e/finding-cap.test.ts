/**
 * A PR built to flood its signal with findings (hundreds of files, each with a finding) is listed
 * within MAX_FINDINGS_PER_SIGNAL through the real pipeline, and meta.warnings says what was left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FINDINGS_PER_SIGNAL } from '../../src/analyzers/supply-chain/cap-findings.js';
import { createOctokit } from '../../src/github/create-octokit.js';
import { AnalysisService } from '../../src/services/analysis-service.js';
import { Signal } from '../../src/signal/schema.js';
import { type GitHubServer, startGitHubServer } from '../support/github-server.js';
import { makePrFixture } from '../support/pr-fixture.js';

describe('findings in one signal', () => {
  let github: GitHubServer;
  let analysis: AnalysisService;

  beforeAll(async () => {
    github = await startGitHubServer();
    const flooded = Array.from({ length: 300 }, (_, i) => ({ path: `src/m${i}/index.ts`, base: 'export {};\n', head: `export {};\nconst v = "x\u202Ey${i}";\n` }));
    github.addPullRequest(makePrFixture({ owner: 'acme', repo: 'flood', number: 1, files: flooded }));
    analysis = new AnalysisService({ createClient: (token) => createOctokit({ baseUrl: github.apiUrl, token }), scanStore: null, timeoutMs: 20_000 });
  });
  afterAll(async () => {
    await github.close();
  });

  it(`lists at most ${MAX_FINDINGS_PER_SIGNAL} and warns about the rest; the verdict still sees the worst`, async () => {
    const { signal } = await analysis.analyze({ owner: 'acme', repo: 'flood', number: 1 }, { token: null, source: 'api' });
    expect(Signal.parse(signal)).toBeTruthy();
    expect(signal.supply_chain.findings).toHaveLength(MAX_FINDINGS_PER_SIGNAL);
    expect(signal.meta.warnings).toContain(
      `100 findings are not listed: a signal lists at most ${MAX_FINDINGS_PER_SIGNAL}, every rule's most severe first, then the most severe of the rest. Splitting the PR shows the others.`,
    );
    expect(['high', 'critical']).toContain(signal.risk.level);
  });
});
