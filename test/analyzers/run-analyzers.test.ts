import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { runAnalyzers } from '../../src/analyzers/run-analyzers.js';
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function timeRuns(make: () => PrSnapshot, runs: number): number {
  // A fresh snapshot per run, as in production: no memo carries over between analyses.
  const snapshots = Array.from({ length: runs + 2 }, make);
  const times: number[] = [];
  for (const snapshot of snapshots) {
    const start = performance.now();
    runAnalyzers(snapshot, ctx);
    times.push(performance.now() - start);
  }
  return median(times.slice(2));
}

describe('runAnalyzers', () => {
  it('produces every section, each valid against the signal schema', () => {
    const result = runAnalyzers(typicalSnapshot(), ctx);
    expect(Object.keys(result).sort()).toEqual(['contributors', 'evidence', 'focus', 'review', 'risk', 'supplyChain', 'triage']);
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
    expect(result.contributors[0]?.trust_level).toEqual('high');
    expect(result.triage.staleness.behind_by).toEqual(null);
    expect(result.review.action).toEqual('comment');
    expect(result.risk.drivers.map((d) => d.id)).toEqual(['ci-unknown', 'tests-missing']);
  });

  it('analyzes a typical 20-file PR in under 5 ms', () => {
    expect(timeRuns(typicalSnapshot, 30)).toBeLessThan(5);
  });

  it('analyzes a 3,000-file, 250-commit PR well under 100 ms', () => {
    const huge = hugeSnapshot();
    const result = runAnalyzers(huge, ctx);
    expect(result.focus.total_files).toEqual(3400);
    expect(result.focus.files.length).toEqual(25);
    expect(timeRuns(hugeSnapshot, 5)).toBeLessThan(100);
  });
});
