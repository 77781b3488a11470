import { describe, expect, it } from 'vitest';
import { runAnalyzers } from '../../src/analyzers/run-analyzers.js';
import { MAX_FINDINGS_PER_SIGNAL } from '../../src/analyzers/supply-chain/cap-findings.js';
import { DEFAULT_CONFIG } from '../../src/repo-config/schema.js';
import { Contributor, EvidenceSection, FocusSection, ReviewSection, RiskSection, SupplyChainSection, TriageSection } from '../../src/signal/schema.js';
import type { PrSnapshot, SnapshotFile } from '../../src/snapshot/pr-snapshot.js';
import { DEFAULT_NOW, makeCheckRun, makeCommit, makeFile, makeSnapshot, makeStatus } from '../support/snapshot-factory.js';

const ctx = { now: DEFAULT_NOW, config: DEFAULT_CONFIG };

function patchOf(lines: number, start = 1): string {
  const body: string[] = [`@@ -${start},3 +${start},${lines + 3} @@`, ' context'];
  for (let i = 0; i < lines; i += 1) body.push(`+const value${i} = compute(${i});`);
  body.push(' context', ' context');
  return body.join('\n');
}

const SAMPLE_PATHS = [
  'src/auth/session.ts', 'src/api/routes.ts', 'src/api/routes.test.ts', 'src/db/migrations/0042_add_index.sql', 'README.md',
  'docs/usage.md', '.github/workflows/ci.yml', 'src/ui/button.tsx', 'src/ui/button.test.tsx', 'src/lib/format.ts',
  'dist/bundle.min.js', 'src/payments/charge.ts', 'config/default.yaml', 'Dockerfile', 'src/util/strings.py',
  'tests/test_strings.py', 'pkg/server/handler.go', 'pkg/server/handler_test.go', 'vendor/x/y.go', 'assets/logo.png',
];

function typicalSnapshot(): PrSnapshot {
  const files: SnapshotFile[] = SAMPLE_PATHS.map((path, i) => makeFile(path, { additions: 5 + i * 3, deletions: i, patch: patchOf(5 + i * 3) }));
  return makeSnapshot({
    files,
    commits: Array.from({ length: 6 }, (_, i) => makeCommit({ sha: `c${i}`.padEnd(40, '0'), message: i === 2 ? 'Pair\n\nCo-authored-by: Bob <bob@example.com>' : `Commit ${i}` })),
    checkRuns: [makeCheckRun('build'), makeCheckRun('test'), makeCheckRun('lint', { status: 'in_progress', conclusion: null })],
    statuses: [makeStatus('ci/circleci')],
  });
}

function hugeSnapshot(): PrSnapshot {
  const files: SnapshotFile[] = [];
  for (let i = 0; i < 3000; i += 1) {
    const path = `${SAMPLE_PATHS[i % SAMPLE_PATHS.length]?.replace(/\/([^/]+)$/, `/m${i}/$1`) ?? `f${i}.ts`}`;
    files.push(makeFile(path, { additions: 20, deletions: 5, patch: patchOf(20) }));
  }
  const commits = Array.from({ length: 250 }, (_, i) =>
    makeCommit({ sha: i.toString(16).padStart(40, '0'), authorName: `Dev ${i % 30}`, authorEmail: `dev${i % 30}@example.com`, author: i % 3 === 0 ? null : { login: `dev${i % 30}`, type: 'User' }, message: `Change ${i}\n\nCo-authored-by: Pair ${i % 7} <pair${i % 7}@example.com>` }),
  );
  return makeSnapshot({
    files,
    changedFiles: 3400,
    additions: 85_000,
    deletions: 17_000,
    commits,
    commitCount: 400,
    checkRuns: Array.from({ length: 40 }, (_, i) => makeCheckRun(`job-${i}`, { conclusion: i === 7 ? 'failure' : 'success' })),
    statuses: [],
  });
}

describe('runAnalyzers', () => {
  it('produces every section, each valid against the signal schema', () => {
    const result = runAnalyzers(typicalSnapshot(), ctx);
    expect(Object.keys(result).sort()).toEqual(['contributors', 'evidence', 'focus', 'review', 'risk', 'supplyChain', 'triage', 'warnings']);
    expect(result.warnings).toEqual([]);
    expect(() => {
      Contributor.array().parse(result.contributors);
      EvidenceSection.parse(result.evidence);
      SupplyChainSection.parse(result.supplyChain);
      FocusSection.parse(result.focus);
      TriageSection.parse(result.triage);
      RiskSection.parse(result.risk);
      ReviewSection.parse(result.review);
    }).not.toThrow();
    expect(result.focus.files.slice(0, 3).map((f) => f.path)).toEqual(['src/payments/charge.ts', '.github/workflows/ci.yml', 'src/auth/session.ts']);
    expect(result.contributors.map((c) => c.login)).toEqual(['alice', 'Bob']);
  });

  it('is deterministic: the same snapshot and context give the same sections', () => {
    const snapshot = typicalSnapshot();
    expect(runAnalyzers(structuredClone(snapshot), ctx)).toEqual(runAnalyzers(snapshot, ctx));
  });

  it('handles a PR whose optional reads all failed', () => {
    const snapshot = makeSnapshot({ files: [makeFile('src/a.ts')], checkRuns: null, statuses: null, profiles: {}, priorPrs: {}, compare: null, dependencyChanges: null, mergeable: null, mergeableState: null });
    const result = runAnalyzers(snapshot, ctx);
    expect(result.evidence.completeness).toEqual(0);
    // A member whose profile and history could not be read: the association vouches, nothing confirms it.
    expect(result.contributors[0]?.trust_level).toEqual('medium');
    expect(result.triage.staleness.behind_by).toEqual(null);
    expect(result.review.action).toEqual('comment');
    expect(result.risk.drivers.map((d) => d.id)).toEqual(['ci-unknown', 'tests-missing']);
  });

  it('reads the same untested lines in the risk driver, the add-tests recommendation and the review comments: code moved between files counts nowhere', () => {
    const SIGN = ['function signSession(id: string, key: string): string {', '  const mac = createHmac("sha256", key);', '  mac.update(id);', '  return `${id}.${mac.digest("hex")}`;', '}'];
    const hunk = (sign: '+' | '-', body: readonly string[]) => [sign === '+' ? `@@ -1,0 +1,${body.length} @@` : `@@ -40,${body.length} +40,0 @@`, ...body.map((l) => `${sign}${l}`)].join('\n');
    const run = (moved: readonly string[]) =>
      runAnalyzers(
        makeSnapshot({
          files: [
            makeFile('src/auth/session.ts', { patch: hunk('-', SIGN), additions: 0, deletions: SIGN.length }),
            makeFile('src/auth/signing.ts', { status: 'added', patch: hunk('+', moved), additions: moved.length, deletions: 0 }),
          ],
          checkRuns: [makeCheckRun('build'), makeCheckRun('test')],
        }),
        ctx,
      );
    const untested = (result: ReturnType<typeof runAnalyzers>) => [
      result.risk.drivers.find((d) => d.id === 'tests-missing')?.detail ?? null,
      result.triage.recommendations.find((r) => r.id === 'add-tests')?.text ?? null,
      result.review.comments.filter((c) => c.body.includes('no test changed')).map((c) => c.path),
    ];
    expect(untested(run(SIGN))).toEqual([null, null, []]);
    const guarded = [...SIGN.slice(0, 1), '  if (key === "") throw new Error("empty key");', ...SIGN.slice(1)];
    expect(untested(run(guarded))).toEqual([
      '1 source file adds 1 line of code and no test file changed.',
      'Add or update tests: 1 source file (src/auth/signing.ts) adds code and no test changed.',
      ['src/auth/signing.ts'],
    ]);
  });

  // Speed is measured by `npm run bench` (analyzer_ms_typical, analyzer_ms_huge), not asserted here.
  it('analyzes a 3,000-file, 250-commit PR, counting every file GitHub did not list', () => {
    const result = runAnalyzers(hugeSnapshot(), ctx);
    expect(result.focus.total_files).toEqual(3400);
    expect(result.focus.files.length).toEqual(25);
  });

  it('lists at most MAX_FINDINGS_PER_SIGNAL findings, every rule at least once, and says how many it left out', () => {
    // 500 files each hiding a right-to-left override (one finding a file), and one file with a
    // zero-width space, a rule of lower severity.
    const bidi = (i: number) => `@@ -1,1 +1,2 @@\n context\n+const v${i} = "x\u202Ey";`;
    const files = Array.from({ length: 500 }, (_, i) => makeFile(`src/m${i}/index.ts`, { additions: 1, deletions: 0, patch: bidi(i) }));
    files.push(makeFile('src/zz/last.ts', { additions: 1, deletions: 0, patch: '@@ -1,1 +1,2 @@\n context\n+const admin\u200B = true;' }));
    const result = runAnalyzers(makeSnapshot({ files }), ctx);
    const ids = result.supplyChain.findings.map((f) => f.id);
    expect(ids.length).toEqual(MAX_FINDINGS_PER_SIGNAL);
    expect(ids.filter((id) => id === 'bidi-control-character').length).toEqual(MAX_FINDINGS_PER_SIGNAL - 1);
    expect(ids).toContain('invisible-character');
    expect(result.warnings).toEqual([expect.stringMatching(/^301 findings are not listed: a signal lists at most 200/)]);
    expect(SupplyChainSection.parse(result.supplyChain)).toBeTruthy();
    // Small PRs are untouched and say nothing.
    expect(runAnalyzers(makeSnapshot({ files: files.slice(0, 2) }), ctx).warnings).toEqual([]);
  });

  describe('the worked example of docs/signal.md', () => {
    const base = '{\n  "name": "widgets",\n  "dependencies": {\n    "express": "^4.19.0"\n  }\n}\n';
    const head = '{\n  "name": "widgets",\n  "dependencies": {\n    "express": "^4.19.0",\n    "jsonwebtoken": "^9.0.2"\n  }\n}\n';
    const sessionPatch = '@@ -10,6 +10,9 @@ export function createSession(user: User) {\n   const ttl = config.ttl;\n-  return sign(user.id, secret);\n+  const token = sign(user.id, secret, { expiresIn: ttl });\n+  audit(user.id);\n+  return token;\n }';
    const manifestPatch = '@@ -1,6 +1,7 @@\n {\n   "name": "widgets",\n   "dependencies": {\n-    "express": "^4.19.0"\n+    "express": "^4.19.0",\n+    "jsonwebtoken": "^9.0.2"\n   }\n }';
    const example = (overrides: Partial<PrSnapshot> = {}) =>
      makeSnapshot({
        author: { login: 'newdev', type: 'User' },
        authorAssociation: 'FIRST_TIME_CONTRIBUTOR',
        isFork: true,
        createdAt: '2024-06-13T08:00:00Z',
        updatedAt: '2024-06-14T16:00:00Z',
        files: [
          makeFile('src/auth/session.ts', { additions: 42, deletions: 8, patch: sessionPatch }),
          makeFile('package.json', { additions: 2, deletions: 1, patch: manifestPatch }),
          makeFile('README.md', { additions: 6, deletions: 0 }),
        ],
        commits: [
          makeCommit({
            sha: 'a'.repeat(40),
            authorName: 'New Dev',
            authorEmail: '99+newdev@users.noreply.github.com',
            author: { login: 'newdev', type: 'User' },
            committerName: 'GitHub',
            committerEmail: 'noreply@github.com',
            committer: { login: 'web-flow', type: 'User' },
            message: 'Expire sessions\n\nCo-authored-by: Alice <alice@example.com>',
          }),
        ],
        contents: [{ path: 'package.json', base, head }],
        checkRuns: [makeCheckRun('build'), makeCheckRun('test', { conclusion: 'failure', detailsUrl: 'https://github.com/acme/widgets/actions/runs/77' })],
        profiles: { newdev: { login: 'newdev', type: 'User', name: 'New Dev', createdAt: '2024-05-27T10:00:00Z', publicRepos: 2, followers: 0 } },
        priorPrs: { newdev: { total: 1, merged: 0 } },
        compare: { behindBy: 3, aheadBy: 1, status: 'diverged' },
        ...overrides,
      });

    it('gives the numbers the documentation shows', () => {
      const result = runAnalyzers(example(), ctx);
      expect(result.contributors.map((c) => [c.login, c.roles, c.trust_level])).toEqual([
        ['newdev', ['author', 'committer'], 'low'],
        ['Alice', ['co_author'], 'unknown'],
      ]);
      expect(result.evidence.completeness).toEqual(0.4);
      expect(result.focus.files.map((f) => [f.path, f.score])).toEqual([
        ['src/auth/session.ts', 0.765],
        ['package.json', 0.211],
        ['README.md', 0.062],
      ]);
      expect(result.triage.effort).toEqual({ level: 2, minutes: 19, reviewable_files: 3, reviewable_lines: 47 });
      expect(result.triage.recommendations.map((r) => r.id)).toEqual(['fix-failing-checks', 'security-review', 'add-tests', 'review-new-dependencies', 'verify-contributor']);
      expect(result.risk.drivers.map((d) => [d.id, d.weight])).toEqual([
        ['sensitive-paths', 0.4],
        ['author-trust', 0.3],
        ['ci-failing', 0.2],
        ['new-dependencies', 0.05],
        ['tests-missing', 0.05],
      ]);
      expect([result.risk.score, result.risk.level]).toEqual([0.7, 'medium']);
      expect(result.review).toEqual({
        action: 'request_changes',
        rationale: 'Request changes: check failing (test). Risk medium (score 0.70). Main risk drivers: Security-sensitive paths changed; Author has little history here; Checks are failing; New dependencies.',
        comments: [
          { path: 'src/auth/session.ts', line: null, body: 'CI: check "test" failed on this commit (https://github.com/acme/widgets/actions/runs/77). Please fix before this merges.' },
          { path: 'src/auth/session.ts', line: 11, body: 'This file is security-sensitive (authentication / session handling) and no test changed in this pull request: please add a test that covers this change.' },
          { path: 'package.json', line: 5, body: 'New dependency jsonwebtoken ^9.0.2 (npm): is it needed, maintained and acceptably licensed?' },
        ],
      });
    });

    it('gives the maintainer variant medium risk and a comment', () => {
      const snapshot = example({
        author: { login: 'alice', type: 'User' },
        authorAssociation: 'MEMBER',
        isFork: false,
        commits: [],
        profiles: {},
        priorPrs: {},
        files: [
          makeFile('src/auth/session.ts', { additions: 42, deletions: 8, patch: sessionPatch }),
          makeFile('src/auth/session.test.ts', { additions: 20, deletions: 0 }),
          makeFile('package.json', { additions: 2, deletions: 1, patch: manifestPatch }),
          makeFile('README.md', { additions: 6, deletions: 0 }),
        ],
        checkRuns: [makeCheckRun('build'), makeCheckRun('test')],
      });
      const result = runAnalyzers(snapshot, ctx);
      expect(result.risk.drivers.map((d) => [d.id, d.weight])).toEqual([
        ['sensitive-paths', 0.4],
        ['new-dependencies', 0.05],
      ]);
      expect([result.risk.score, result.risk.level]).toEqual([0.43, 'medium']);
      expect(result.review.action).toEqual('comment');
      expect(result.review.rationale.startsWith('Comment: risk is medium (approve allows up to low).')).toEqual(true);
    });
  });
});
