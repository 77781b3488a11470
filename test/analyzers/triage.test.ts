import { describe, expect, it } from 'vitest';
import { analyzeContributors } from '../../src/analyzers/contributors.js';
import { analyzeEvidence } from '../../src/analyzers/evidence.js';
import { analyzeFocus } from '../../src/analyzers/focus.js';
import { analyzeTriage, effortLevel, effortMinutes, hasConflicts, measureReviewable } from '../../src/analyzers/triage.js';
import type { SupplyChainSection } from '../../src/signal/schema.js';
import type { PrSnapshot } from '../../src/snapshot/pr-snapshot.js';
import { makeContext, makeCheckRun, makeFile, makeSnapshot, makeSupplyChain, makeTestFinding } from '../support/snapshot-factory.js';

const ctx = makeContext();

function triage(snapshot: PrSnapshot, supplyChain: SupplyChainSection = makeSupplyChain()) {
  return analyzeTriage(snapshot, ctx, {
    focus: analyzeFocus(snapshot, ctx),
    evidence: analyzeEvidence(snapshot, ctx),
    supplyChain,
    contributors: analyzeContributors(snapshot, ctx),
  });
}

describe('effort', () => {
  const change = (files: number, lines: number, skimmedFiles = 0, skimmedLines = 0) => ({ files, lines, skimmedFiles, skimmedLines });
  it('computes minutes = 5 + lines / 5 + 1.5 x files + skimming, and levels at 15 / 30 / 60 / 120 minutes', () => {
    expect(effortMinutes(change(0, 0))).toEqual(0);
    expect(effortMinutes(change(1, 10))).toEqual(9); // ceil(5 + 2 + 1.5)
    expect(effortMinutes(change(20, 400))).toEqual(115);
    expect(effortMinutes(change(0, 0, 1, 40))).toEqual(6); // ceil(5 + 0.5 + 0.08): a lockfile-only update is never 0 minutes
    expect(effortMinutes(change(0, 0, 3500, 900_000))).toEqual(20); // skimming stops at 15 minutes
    expect([0, 15, 16, 30, 31, 60, 61, 120, 121, 10_000].map(effortLevel)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('leaves out generated, vendored and lockfiles and weighs docs at a quarter', () => {
    const snapshot = makeSnapshot({
      files: [
        makeFile('src/a.ts', { additions: 100, deletions: 20 }),
        makeFile('README.md', { additions: 40, deletions: 0 }),
        makeFile('package-lock.json', { additions: 5000, deletions: 4000 }),
        makeFile('dist/a.js', { additions: 3000, deletions: 0 }),
        makeFile('vendor/lib/x.go', { additions: 800, deletions: 0 }),
      ],
    });
    // src/a.ts: 100 + 0.2 x 20 = 104; README: 40 x 0.25 = 10.
    expect(measureReviewable(snapshot, ctx)).toEqual({ files: 2, lines: 114, skimmedFiles: 3, skimmedLines: 12_800, extrapolated: false });
  });

  it('costs deleted lines less than added ones, and a file removed whole least', () => {
    const removal = makeSnapshot({
      files: Array.from({ length: 12 }, (_, i) => makeFile(`src/legacy/old-${i}.ts`, { status: 'removed', additions: 0, deletions: 200 })),
    });
    // 2,400 lines removed: 12 x 200 x 0.05 = 120 reviewable lines, ceil(5 + 24 + 18) = 47 minutes, not seven hours.
    expect(measureReviewable(removal, ctx)).toEqual({ files: 12, lines: 120, skimmedFiles: 0, skimmedLines: 0, extrapolated: false });
    const result = triage(removal);
    expect(result.effort).toEqual({ level: 3, minutes: 47, reviewable_files: 12, reviewable_lines: 120 });
    expect(result.recommendations.map((r) => r.id)).not.toContain('split');
    const trimmed = makeSnapshot({ files: [makeFile('src/a.ts', { additions: 10, deletions: 100 })] });
    expect(measureReviewable(trimmed, ctx).lines).toEqual(30);
  });

  it('skims documentation removed whole (release-note fragments a release consumes); source removed whole, and docs edited, are still reviewed', () => {
    const release = makeSnapshot({
      files: [
        ...Array.from({ length: 90 }, (_, i) => makeFile(`.changeset/pre/brave-fox-${i}.md`, { status: 'removed', additions: 0, deletions: 6 })),
        makeFile('packages/cli/CHANGELOG.md', { additions: 40, deletions: 0 }),
        makeFile('packages/cli/package.json', { additions: 1, deletions: 1 }),
      ],
    });
    expect(measureReviewable(release, ctx)).toEqual({ files: 2, lines: 11, skimmedFiles: 90, skimmedLines: 540, extrapolated: false });
    expect(triage(release).recommendations.map((r) => r.id)).not.toContain('split');
    const code = makeSnapshot({ files: Array.from({ length: 90 }, (_, i) => makeFile(`src/legacy/old-${i}.ts`, { status: 'removed', additions: 0, deletions: 6 })) });
    expect(measureReviewable(code, ctx).files).toEqual(90);
  });

  it("weighs a test's data files (vectors, fixtures, snapshots) like documentation, and its code in full", () => {
    const vectors = makeSnapshot({ files: [makeFile('tests/vectors/idna.json', { status: 'added', additions: 9800, deletions: 0 }), makeFile('tests/test_idna.py', { additions: 40, deletions: 0 })] });
    expect(measureReviewable(vectors, ctx)).toMatchObject({ files: 2, lines: 9800 * 0.25 + 40 });
    const code = makeSnapshot({ files: [makeFile('tests/test_idna.py', { additions: 400, deletions: 0 }), makeFile('src/idna.json', { additions: 100, deletions: 0 })] });
    expect(measureReviewable(code, ctx)).toMatchObject({ lines: 500 });
  });

  it('gives a lockfile-only update a few minutes, never 0', () => {
    const lockOnly = triage(makeSnapshot({ files: [makeFile('package-lock.json', { additions: 30, deletions: 30 })], checkRuns: [makeCheckRun('build')] }));
    expect(lockOnly.effort).toEqual({ level: 1, minutes: 6, reviewable_files: 0, reviewable_lines: 0 });
  });

  it('extrapolates to the files GitHub did not list, in the listed proportion', () => {
    const snapshot = makeSnapshot({
      files: [makeFile('src/a.ts', { additions: 100, deletions: 0 }), makeFile('yarn.lock', { additions: 100, deletions: 0 })],
      changedFiles: 4,
      additions: 400,
      deletions: 0,
    });
    // listed: 1 of 2 files and 100 of 200 lines reviewable; unlisted: 2 files, 200 lines -> half of each.
    expect(measureReviewable(snapshot, ctx)).toEqual({ files: 2, lines: 200, skimmedFiles: 2, skimmedLines: 200, extrapolated: true });
  });
});

describe('analyzeTriage', () => {
  it('gives a small, fresh, green PR level 1, low staleness and no recommendations', () => {
    const snapshot = makeSnapshot({
      files: [makeFile('src/a.ts', { additions: 8, deletions: 2 }), makeFile('src/a.test.ts', { additions: 5, deletions: 0 })],
      checkRuns: [makeCheckRun('ci')],
    });
    expect(triage(snapshot)).toEqual({
      effort: { level: 1, minutes: 11, reviewable_files: 2, reviewable_lines: 13 },
      staleness: { risk: 'low', age_days: 5, days_since_update: 1, behind_by: 0, has_conflicts: false },
      recommendations: [],
    });
  });

  it('rates conflicts high staleness and recommends resolving them; far behind recommends a rebase', () => {
    const conflicted = triage(makeSnapshot({ mergeable: false, mergeableState: 'dirty', checkRuns: [makeCheckRun('ci')] }));
    expect(conflicted.staleness.risk).toEqual('high');
    expect(conflicted.staleness.has_conflicts).toEqual(true);
    expect(conflicted.recommendations.map((r) => r.id)).toEqual(['resolve-conflicts']);

    const behind = triage(makeSnapshot({ compare: { behindBy: 45, aheadBy: 1, status: 'diverged' }, checkRuns: [makeCheckRun('ci')] }));
    expect(behind.staleness.risk).toEqual('medium');
    expect(behind.recommendations).toEqual([{ id: 'rebase', text: 'Rebase on main (or merge it in) and let CI run again: the branch is 45 commits behind.' }]);
  });

  it('rates a PR idle for a month high and an unknown mergeability null', () => {
    const result = triage(makeSnapshot({ createdAt: '2024-04-01T00:00:00Z', updatedAt: '2024-05-01T00:00:00Z', mergeable: null, mergeableState: 'unknown', compare: null, checkRuns: [makeCheckRun('ci')] }));
    expect(result.staleness).toEqual({ risk: 'high', age_days: 75, days_since_update: 45, behind_by: null, has_conflicts: null });
  });

  it('recommends concrete next steps for a large, risky, untested PR', () => {
    const files = [makeFile('src/auth/login.ts', { additions: 900, deletions: 0 })];
    for (let i = 0; i < 70; i += 1) files.push(makeFile(`src/mod${i}.ts`, { additions: 10, deletions: 0 }));
    files.push(makeFile('test/old.test.ts', { status: 'removed', additions: 0, deletions: 30 }));
    const snapshot = makeSnapshot({
      files,
      checkRuns: [makeCheckRun('build', { conclusion: 'failure' }), makeCheckRun('e2e', { status: 'queued', conclusion: null })],
    });
    const supplyChain = makeSupplyChain({
      new_dependencies: [{ ecosystem: 'npm', name: 'left-pad', version: '1.3.0', manifest: 'package.json', dev: false, source: 'registry' }],
      findings: [makeTestFinding({ severity: 'high', title: 'Install script in new dependency' })],
    });
    const result = triage(snapshot, supplyChain);
    expect(result.effort.level).toEqual(5);
    expect(result.recommendations.map((r) => r.id)).toEqual([
      'fix-failing-checks',
      'split',
      'security-review',
      'add-tests',
      'explain-deleted-tests',
      'wait-for-ci',
      'review-new-dependencies',
    ]);
    expect(result.recommendations.find((r) => r.id === 'security-review')?.text).toEqual(
      'Ask for a security review: it touches authentication / session handling (src/auth/login.ts); 1 high-severity finding: Install script in new dependency.',
    );
    expect(result.recommendations.find((r) => r.id === 'fix-failing-checks')?.text).toEqual('Fix the failing check: build.');
    expect(result.recommendations.find((r) => r.id === 'review-new-dependencies')?.text).toEqual('Review the new dependency left-pad@1.3.0: is it needed, maintained, and acceptably licensed?');
  });

  it('asks to check CI when the reads failed and to add CI when none ran', () => {
    expect(triage(makeSnapshot({ checkRuns: null, statuses: null })).recommendations.map((r) => r.id)).toEqual(['check-ci']);
    expect(triage(makeSnapshot({})).recommendations.map((r) => r.id)).toEqual(['add-ci']);
  });

  it('warns about a low-trust author and a draft', () => {
    const snapshot = makeSnapshot({
      draft: true,
      author: { login: 'newbie', type: 'User' },
      authorAssociation: 'FIRST_TIMER',
      profiles: { newbie: { login: 'newbie', type: 'User', name: null, createdAt: '2024-06-10T00:00:00Z', publicRepos: 0, followers: 0 } },
      priorPrs: { newbie: { total: 1, merged: 0 } },
      checkRuns: [makeCheckRun('ci')],
    });
    const result = triage(snapshot);
    expect(result.recommendations.map((r) => r.id)).toEqual(['draft', 'verify-contributor']);
  });
});

describe('hasConflicts', () => {
  it('is true for dirty, false for mergeable, null while GitHub computes', () => {
    expect(hasConflicts(makeSnapshot({ mergeable: null, mergeableState: 'dirty' }))).toEqual(true);
    expect(hasConflicts(makeSnapshot({ mergeable: true, mergeableState: 'clean' }))).toEqual(false);
    expect(hasConflicts(makeSnapshot({ mergeable: null, mergeableState: null }))).toEqual(null);
  });
});
