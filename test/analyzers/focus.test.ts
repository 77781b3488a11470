import { describe, expect, it } from 'vitest';
import { analyzeFocus, churnFactor } from '../../src/analyzers/focus.js';
import { RepoConfig } from '../../src/repo-config/schema.js';
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
    expect(focus.files.map((f) => f.path)).toEqual(['src/ledger/post.ts', 'test/old.test.ts', 'tools/helper.exe', 'src/feature.ts', 'src/plain.ts']);
    expect(focus.files[0]?.reasons[0]).toEqual('security-sensitive: money movement');
    expect(focus.files[1]?.reasons).toContain('test file deleted');
    expect(focus.files[2]?.reasons).toContain('binary artifact: cannot be reviewed as text');
    expect(focus.files[3]?.reasons).toContain('new file');
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
