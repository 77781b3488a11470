import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOctokit } from '../../src/github/create-octokit.js';
import { fetchPrData } from '../../src/github/fetch-pr-data.js';
import { addedActionRefs, MAX_ACTION_LOOKUPS, releaseOf } from '../../src/github/read-action-refs.js';
import type { RawPullFile } from '../../src/snapshot/raw-schemas.js';
import { linearHistory, serveActionRepos, shaOf } from '../support/github-action-repos.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { makePrFixture, typicalPrFixture, type PrFixture } from '../support/pr-fixture.js';

/**
 * The facts behind the online workflow audits, read from the local GitHub server: only for the
 * remote uses: refs a PR adds, at most MAX_ACTION_LOOKUPS of them, each read optional.
 */

const wantContent = (p: string): boolean => p.startsWith('.github/workflows/');
const workflow = (...uses: string[]) => `name: ci\non: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n${uses.map((u) => `      - uses: ${u}\n`).join('')}`;

// vendor/deploy: main is d1..d5; v2.3.0 at d2, v2.3.1 and v2 at d4, d5 untagged; f1 is a fork's commit on top of d3.
const deploy = linearHistory('deploy', 5);
const [d1, d2, , d4, d5] = deploy.shas as [string, string, string, string, string];
const fork = shaOf('fork-1');
// vendor/setup: a tag and a branch both called v1.
const setup = linearHistory('setup', 3);
const [, s2, s3] = setup.shas as [string, string, string];

let server: GitHubServer;
let mixed: PrFixture;
let benign: PrFixture;
let reindented: PrFixture;
let many: PrFixture;

beforeAll(async () => {
  server = await startGitHubServer();
  serveActionRepos(server, [
    {
      owner: 'vendor',
      repo: 'deploy',
      commits: { ...deploy.commits, [fork]: [deploy.shas[2]!] },
      branches: { main: d5 },
      tags: { 'v2.3.1': d4, v2: d4, 'v2.3.0': d2, 'v1.0.0': d1 },
      advisories: [{ ghsaId: 'GHSA-aaaa-bbbb-cccc', cveId: 'CVE-2026-10001', severity: 'high', summary: 'Inputs reach a shell unquoted.', vulnerableRange: '>= 2.0.0, < 2.3.1', patched: '2.3.1' }],
    },
    { owner: 'vendor', repo: 'setup', commits: setup.commits, branches: { main: s3, v1: s3 }, tags: { 'v1.0.1': s2, v1: s2 } },
  ]);
  server.addPullRequest(typicalPrFixture());
  const base = { owner: 'acme', repo: 'proxy', author: { login: 'drive-by-7' } };
  mixed = server.addPullRequest(
    makePrFixture({
      ...base,
      number: 11,
      files: [{ path: '.github/workflows/ci.yml', base: workflow('actions/checkout@v4'), head: workflow('actions/checkout@v4', `vendor/deploy@${fork} # v2.3.1`, `vendor/deploy@${d5}`, 'vendor/deploy@v2.3.0', 'vendor/setup@v1') }],
    }),
  );
  benign = server.addPullRequest(
    makePrFixture({ ...base, number: 12, files: [{ path: '.github/workflows/ci.yml', base: workflow('actions/checkout@v4'), head: workflow('actions/checkout@v4', `vendor/deploy@${d4} # v2.3.1`, 'vendor/setup@v1.0.1') }] }),
  );
  reindented = server.addPullRequest(
    makePrFixture({ ...base, number: 13, files: [{ path: '.github/workflows/ci.yml', base: workflow('vendor/setup@v1'), head: workflow('vendor/setup@v1').replace('      - uses:', '      -   uses:') }] }),
  );
  const seven = Array.from({ length: MAX_ACTION_LOOKUPS + 2 }, (_, i) => `other/action-${i}@v1`);
  many = server.addPullRequest(makePrFixture({ ...base, number: 14, files: [{ path: '.github/workflows/ci.yml', base: workflow('actions/checkout@v4'), head: workflow('actions/checkout@v4', ...seven) }] }));
});
afterAll(async () => {
  await server.close();
});

async function read(fixture: PrFixture, maxActionLookups?: number) {
  server.reset();
  const { octokit, requestCount } = createOctokit({ baseUrl: server.apiUrl, retryBaseMs: 1, timeoutMs: 2000, log: { warn: () => undefined } });
  const raw = await fetchPrData(octokit, { owner: fixture.owner, repo: fixture.repo, number: fixture.number }, { wantContent, ...(maxActionLookups === undefined ? {} : { maxActionLookups }) });
  const lookups = server.requests.filter((r) => /^\/repos\/(vendor|other)\/|^\/advisories/.test(r.path)).map((r) => r.path);
  return { raw, requests: requestCount(), lookups };
}

describe('which uses: refs are looked up', () => {
  const file = (patch: string, filename = '.github/workflows/ci.yml'): RawPullFile => ({ filename, status: 'modified', additions: 1, deletions: 1, changes: 2, patch }) as RawPullFile;

  it('takes added remote refs, not removed, re-indented, local, docker or expression ones, and groups them by owner/repo@ref', () => {
    const patch = [
      '@@ -1,3 +1,6 @@',
      '-      - uses: a/b@v1',
      '+      - uses: a/b@v2',
      '-      - uses: c/d@v1',
      '+      -   uses: c/d@v1',
      '+      - uses: ./local-action',
      '+      - uses: docker://alpine:3.20',
      "+      - uses: 'github/codeql-action/init@v3'",
      '+        uses: github/codeql-action/analyze@v3',
      '+      - uses: e/f@${{ inputs.ref }}',
    ].join('\n');
    expect(addedActionRefs([file(patch), file('+  - uses: a/b@v2', 'src/not-a-workflow.yml')])).toEqual([
      { action: 'a/b', ref: 'v2', sites: [{ path: '.github/workflows/ci.yml', uses: 'a/b@v2' }] },
      {
        action: 'github/codeql-action',
        ref: 'v3',
        sites: [
          { path: '.github/workflows/ci.yml', uses: 'github/codeql-action/init@v3' },
          { path: '.github/workflows/ci.yml', uses: 'github/codeql-action/analyze@v3' },
        ],
      },
    ]);
  });

  it('names a release by its most specific tag', () => {
    expect(releaseOf(['v4', 'v4.2.2', 'v4.2'])).toBe('v4.2.2');
    expect(releaseOf(['latest', 'v1'])).toBe('v1');
    expect(releaseOf(['nightly'])).toBeNull();
  });
});

describe('reading the facts from GitHub', () => {
  it('costs a typical PR no request', async () => {
    const { raw, lookups } = await read(typicalPrFixture());
    expect(lookups).toEqual([]);
    expect(raw.actionRefs).toEqual([]);
  });

  it('costs a re-indented uses: line no request', async () => {
    const { raw, lookups } = await read(reindented);
    expect(lookups).toEqual([]);
    expect(raw.actionRefs).toEqual([]);
  });

  it('finds the fork commit, the untagged commit, the vulnerable release and the tag that is also a branch', async () => {
    const { raw, lookups } = await read(mixed);
    const byRef = new Map((raw.actionRefs ?? []).map((r) => [`${r.action}@${r.ref}`, r]));
    expect(byRef.get(`vendor/deploy@${fork}`)).toMatchObject({ reachable: false, tagsAtCommit: [], comparedWith: ['main', 'v2.3.1', 'v1.0.0'], version: null, advisories: null });
    expect(byRef.get(`vendor/deploy@${d5}`)).toMatchObject({ reachable: true, tagsAtCommit: [], comparedWith: ['main'] });
    expect(byRef.get('vendor/deploy@v2.3.0')).toMatchObject({ isTag: true, isBranch: false, version: 'v2.3.0', advisories: [{ ghsaId: 'GHSA-aaaa-bbbb-cccc', cveId: 'CVE-2026-10001', severity: 'high', patched: '2.3.1' }] });
    expect(byRef.get('vendor/setup@v1')).toMatchObject({ isTag: true, isBranch: true, version: 'v1.0.1', advisories: [] });
    expect(byRef.has('actions/checkout@v4')).toBe(false);
    expect(raw.warnings).toEqual([]);
    // Two lists of tags (once per ref), one default branch per untagged SHA, compares, branch and advisory reads; nothing twice for one question.
    expect(lookups.filter((p) => p.endsWith('/tags'))).toHaveLength(4);
    expect(lookups.filter((p) => p === '/advisories')).toHaveLength(2);
    expect(lookups.filter((p) => p.includes('/branches/')).sort()).toEqual(['/repos/vendor/deploy/branches/v2.3.0', '/repos/vendor/setup/branches/v1']);
  });

  it('a pin of a release commit, a tag that is no branch: facts that give no finding', async () => {
    const { raw } = await read(benign);
    const byRef = new Map((raw.actionRefs ?? []).map((r) => [`${r.action}@${r.ref}`, r]));
    expect(byRef.get(`vendor/deploy@${d4}`)).toMatchObject({ reachable: true, tagsAtCommit: ['v2.3.1', 'v2'], version: 'v2.3.1', advisories: [] });
    expect(byRef.get('vendor/setup@v1.0.1')).toMatchObject({ isTag: true, isBranch: false });
  });

  it(`checks at most ${MAX_ACTION_LOOKUPS} refs and names the others in one warning`, async () => {
    const { raw, lookups } = await read(many);
    expect(raw.actionRefs).toHaveLength(MAX_ACTION_LOOKUPS);
    expect(lookups.filter((p) => p.endsWith('/tags'))).toHaveLength(MAX_ACTION_LOOKUPS);
    expect(raw.warnings.filter((w) => w.includes('were not checked with GitHub'))).toEqual([
      `2 of the 7 action refs this PR adds were not checked with GitHub (at most ${MAX_ACTION_LOOKUPS}): impostor commits, ref confusion, stale pins and advisories of other/action-5@v1, other/action-6@v1 are unknown`,
    ]);
  });

  it('maxActionLookups 0 reads nothing and warns of nothing', async () => {
    const { raw, lookups } = await read(mixed, 0);
    expect(lookups.filter((p) => !p.includes('/commits/'))).toEqual([]);
    expect(raw.actionRefs).toEqual([]);
    expect(raw.warnings).toEqual([]);
  });

  it('a failed read is one warning line and leaves the fact unknown; the analysis goes on', async () => {
    server.reset();
    server.failNext(/^\/advisories$/, 403, 1);
    server.failNext(/^\/repos\/vendor\/setup\/branches\//, 403, 1);
    const { octokit } = createOctokit({ baseUrl: server.apiUrl, retryBaseMs: 1, timeoutMs: 2000, log: { warn: () => undefined } });
    const raw = await fetchPrData(octokit, { owner: mixed.owner, repo: mixed.repo, number: mixed.number }, { wantContent });
    const setupRef = raw.actionRefs?.find((r) => r.action === 'vendor/setup');
    expect(setupRef).toMatchObject({ isTag: true, isBranch: null });
    const warnings = raw.warnings.filter((w) => w.startsWith('vendor/'));
    expect(warnings.length).toBeGreaterThanOrEqual(2);
    expect(warnings.every((w) => w.endsWith('the online checks of this action ref are incomplete'))).toBe(true);
    expect(raw.actionRefs?.find((r) => r.ref === fork)?.reachable).toBe(false);
  });

  it('an action repository GitHub does not show is one warning', async () => {
    const gone = server.addPullRequest(makePrFixture({ owner: 'acme', repo: 'proxy', number: 15, files: [{ path: '.github/workflows/ci.yml', base: workflow('actions/checkout@v4'), head: workflow('actions/checkout@v4', 'nobody/nothing@v1') }] }));
    const { raw } = await read(gone);
    expect(raw.warnings).toEqual(['nobody/nothing@v1: GitHub does not show the repository nobody/nothing (missing or private): it was not checked for impostor commits, ref confusion or advisories']);
    expect(raw.actionRefs).toMatchObject([{ action: 'nobody/nothing', isTag: null, isBranch: null, reachable: null }]);
  });
});
