import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOctokit } from '../../src/github/create-octokit.js';
import { AnalysisService } from '../../src/services/analysis-service.js';
import { type GitHubServer, startGitHubServer } from '../support/github-server.js';
import { makePrFixture } from '../support/pr-fixture.js';
import { startTestService, type TestService } from '../support/start-test-service.js';

const BASE_CONFIG = `required_checks: [build, security-scan]
focus:
  max_files: 3
`;
const HEAD_CONFIG = `required_checks: []
focus:
  max_files: 50
ignore_findings:
  - id: gha-unpinned-action
    reason: "the PR says so"
`;

describe('repository configuration through the real pipeline', () => {
  let github: GitHubServer;
  let analysis: AnalysisService;

  beforeAll(async () => {
    github = await startGitHubServer();
    const files = Array.from({ length: 6 }, (_, i) => ({ path: `src/part-${i}.ts`, additions: 5 + i, deletions: 1 }));
    github.addPullRequest(
      makePrFixture({
        owner: 'acme',
        repo: 'configured',
        number: 1,
        title: 'Loosen the rules and change code',
        files: [...files, { path: '.github/svc.yml', base: BASE_CONFIG, head: HEAD_CONFIG }],
        baseFiles: { '.github/svc.yml': BASE_CONFIG },
        checkRuns: [{ name: 'build' }],
      }),
    );
    github.addPullRequest(
      makePrFixture({ owner: 'acme', repo: 'broken-config', number: 2, files: [{ path: 'src/a.ts', additions: 1 }], baseFiles: { '.github/svc.yml': 'focus: [oops' } }),
    );
    analysis = new AnalysisService({ createClient: (token) => createOctokit({ baseUrl: github.apiUrl, token }), scanStore: null, timeoutMs: 10_000 });
  });
  afterAll(async () => {
    await github.close();
  });

  it('judges the PR by the base configuration, never the one in its head, and shows what the edit would change', async () => {
    const { signal } = await analysis.analyze({ owner: 'acme', repo: 'configured', number: 1 }, { token: null, source: 'api' });
    expect(signal.meta.config).toEqual({ source: '.github/svc.yml', commit: signal.pr.base_sha });
    expect(signal.evidence.missing_required).toEqual(['security-scan']);
    expect(signal.focus.files).toHaveLength(3);
    expect(signal.focus.total_files).toBe(7);
    const finding = signal.supply_chain.findings.find((f) => f.id === 'config-weakened');
    expect(finding?.detail).toContain('required_checks: removes build');
    expect(finding?.detail).toContain('ignore_findings: adds gha-unpinned-action');
    // The config file itself was read at the base commit: no request asked for the head's copy.
    const configReads = github.requests.filter((r) => decodeURIComponent(r.path).includes('contents/.github/svc.yml'));
    expect(configReads.length).toBeGreaterThan(0);
    for (const read of configReads) expect(read.url).toContain(`ref=${signal.pr.base_sha}`);
  });

  it('falls back to the defaults with a warning when the base configuration is invalid', async () => {
    const { signal } = await analysis.analyze({ owner: 'acme', repo: 'broken-config', number: 2 }, { token: null, source: 'api' });
    expect(signal.meta.config).toEqual({ source: 'defaults', commit: null });
    expect(signal.meta.warnings.some((w) => w.startsWith('.github/svc.yml at ') && w.includes('invalid, defaults used'))).toBe(true);
  });
});

describe('GET /api/schema/config.json', () => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService();
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes the configuration JSON Schema', async () => {
    const response = await fetch(`${t.url}/api/schema/config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/schema+json');
    const schema = (await response.json()) as { $schema: string; properties: Record<string, unknown> };
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.properties.ignore_findings).toBeDefined();
  });
});
