import { describe, expect, it } from 'vitest';
import { analyzeEvidence, checkRunOutcome } from '../../src/analyzers/evidence.js';
import { RepoConfig } from '../../src/repo-config/schema.js';
import { makeContext, makeCheckRun, makeFile, makeSnapshot, makeStatus } from '../support/snapshot-factory.js';

const ctx = makeContext();

describe('checkRunOutcome', () => {
  it('maps every conclusion to passed, failed, pending or skipped', () => {
    const outcome = (conclusion: string | null, status: 'completed' | 'in_progress' | 'queued' = 'completed') => checkRunOutcome({ status, conclusion });
    expect(['success', 'failure', 'timed_out', 'cancelled', 'action_required', 'startup_failure', 'skipped', 'neutral', 'stale'].map((c) => outcome(c))).toEqual([
      'passed', 'failed', 'failed', 'failed', 'failed', 'failed', 'skipped', 'skipped', 'pending',
    ]);
    expect(outcome(null, 'in_progress')).toEqual('pending');
    expect(outcome(null, 'queued')).toEqual('pending');
  });
});

describe('analyzeEvidence', () => {
  it('reports all-green CI with tests as complete', () => {
    const snapshot = makeSnapshot({
      files: [makeFile('src/app.ts'), makeFile('src/app.test.ts')],
      checkRuns: [makeCheckRun('build', { detailsUrl: 'https://ci.example/1' }), makeCheckRun('test', { detailsUrl: null })],
      statuses: [makeStatus('ci/circleci')],
    });
    const evidence = analyzeEvidence(snapshot, ctx);
    expect(evidence).toEqual({
      completeness: 1,
      checks: [
        { name: 'build', source: 'check_run', status: 'completed', conclusion: 'success', outcome: 'passed', url: 'https://ci.example/1', required: false },
        { name: 'ci/circleci', source: 'status', status: 'completed', conclusion: 'success', outcome: 'passed', url: null, required: false },
        { name: 'test', source: 'check_run', status: 'completed', conclusion: 'success', outcome: 'passed', url: null, required: false },
      ],
      summary: { total: 3, passed: 3, failed: 0, pending: 0, skipped: 0 },
      missing_required: [],
      tests: { source_files_changed: 1, test_files_changed: 1, test_files_deleted: 0, source_changed_without_tests: false },
    });
  });

  it('sorts failures first and lowers completeness for failed, pending and missing required checks', () => {
    const config = RepoConfig.parse({ required_checks: ['build', 'security/*', 'deploy-preview'] });
    const snapshot = makeSnapshot({
      files: [makeFile('src/app.ts'), makeFile('test/app.test.ts')],
      checkRuns: [
        makeCheckRun('build', { conclusion: 'failure' }),
        makeCheckRun('lint'),
        makeCheckRun('e2e', { status: 'in_progress', conclusion: null }),
        makeCheckRun('docs', { conclusion: 'skipped' }),
      ],
      statuses: [makeStatus('security/snyk', { state: 'pending' })],
    });
    const evidence = analyzeEvidence(snapshot, makeContext(config, snapshot));
    expect(evidence.checks.map((c) => [c.name, c.outcome, c.required])).toEqual([
      ['build', 'failed', true],
      ['security/snyk', 'pending', true],
      ['e2e', 'pending', false],
      ['lint', 'passed', false],
      ['docs', 'skipped', false],
    ]);
    expect(evidence.summary).toEqual({ total: 5, passed: 1, failed: 1, pending: 2, skipped: 1 });
    expect(evidence.missing_required).toEqual(['deploy-preview']);
    // (1 passed + 0.5 x 2 pending) / (5 - 1 skipped + 1 missing) = 0.4
    expect(evidence.completeness).toEqual(0.4);
  });

  it('gives 0 when no CI reported and when the CI reads failed', () => {
    const files = [makeFile('README.md')];
    expect(analyzeEvidence(makeSnapshot({ files }), ctx).completeness).toEqual(0);
    const unreadable = analyzeEvidence(makeSnapshot({ files, checkRuns: null, statuses: null }), ctx);
    expect(unreadable.completeness).toEqual(0);
    expect(unreadable.summary).toEqual({ total: 0, passed: 0, failed: 0, pending: 0, skipped: 0 });
  });

  it('uses the statuses alone when only the check-run read failed', () => {
    const snapshot = makeSnapshot({ checkRuns: null, statuses: [makeStatus('ci', { state: 'error' })] });
    const evidence = analyzeEvidence(snapshot, ctx);
    expect(evidence.checks.map((c) => [c.name, c.status, c.conclusion, c.outcome])).toEqual([['ci', 'completed', 'error', 'failed']]);
    expect(evidence.completeness).toEqual(0);
  });

  it('flags source changed without tests, counts deleted tests, and ignores vendored code', () => {
    const snapshot = makeSnapshot({
      files: [
        makeFile('lib/parser.py'),
        makeFile('pkg/api/handler.go', { status: 'added' }),
        makeFile('old/gone.ts', { status: 'removed' }),
        makeFile('tests/test_parser.py', { status: 'removed' }),
        makeFile('vendor/x/y.go'),
        makeFile('docs/guide.md'),
      ],
      checkRuns: [makeCheckRun('ci')],
    });
    const evidence = analyzeEvidence(snapshot, ctx);
    expect(evidence.tests).toEqual({ source_files_changed: 2, test_files_changed: 0, test_files_deleted: 1, source_changed_without_tests: true });
    // all CI passed, but tests are missing: 1 x (1 - 0.2)
    expect(evidence.completeness).toEqual(0.8);
  });

  it('counts unit tests written in the source file (Rust #[cfg(test)], #[tokio::test], #[crate::test]) and Rust test modules of their own', () => {
    const fix = ['@@ -10,2 +10,12 @@ impl Parser {', '     fn parse(&self) {}', '+    fn limit(&self) -> usize { 3 }', '+}', '+', '+#[cfg(test)]', '+mod tests {', '+    use super::*;', '+    #[test]', '+    fn limits() { assert_eq!(Parser::default().limit(), 3); }', '+}'].join('\n');
    const withInline = makeSnapshot({ files: [makeFile('src/parser.rs', { patch: fix })], checkRuns: [makeCheckRun('ci')] });
    expect(analyzeEvidence(withInline, ctx).tests.source_changed_without_tests).toBe(false);
    const asyncTest = ['@@ -1,1 +1,3 @@', ' fn a() {}', '+#[tokio::test]', '+async fn serves() {}'].join('\n');
    expect(analyzeEvidence(makeSnapshot({ files: [makeFile('src/server.rs', { patch: asyncTest })], checkRuns: [makeCheckRun('ci')] }), ctx).tests.source_changed_without_tests).toBe(false);
    const moduleFile = makeSnapshot({ files: [makeFile('src/parser.rs'), makeFile('src/parser/tests.rs')], checkRuns: [makeCheckRun('ci')] });
    expect(analyzeEvidence(moduleFile, ctx).tests).toMatchObject({ test_files_changed: 1, source_changed_without_tests: false });
    // A crate's own test macro re-exported at its root (axum's #[crate::test]) and a test module under a cfg of more than test.
    const untested = (patch: string) => analyzeEvidence(makeSnapshot({ files: [makeFile('src/serve/mod.rs', { patch })], checkRuns: [makeCheckRun('ci')] }), ctx).tests.source_changed_without_tests;
    expect(untested(['@@ -1043,6 +1043,10 @@ mod tests {', '     use super::*;', '+    #[crate::test]', '+    async fn shuts_down_gracefully() {', '+        assert!(serve_and_stop().await.is_ok());', '+    }'].join('\n'))).toBe(false);
    expect(untested(['@@ -1,1 +1,4 @@', ' fn a() {}', '+#[cfg(all(test, feature = "ws"))]', '+mod ws_tests {', '+}'].join('\n'))).toBe(false);
    expect(untested(['@@ -1,1 +1,4 @@', ' fn a() {}', '+#[cfg(test)]', '+mod tests {', '+}'].join('\n'))).toBe(false);
    // A path that only contains `test` (a feature, a module) is not a test attribute.
    expect(untested(['@@ -1,1 +1,3 @@', ' fn a() {}', '+#[crate::testing_support]', '+fn b() {}'].join('\n'))).toBe(true);
    expect(untested(['@@ -1,1 +1,3 @@', ' fn a() {}', '+#[cfg(feature = "test-util")]', '+fn b() {}'].join('\n'))).toBe(true);
    // Code alone, or a test attribute only mentioned in a string or a doc comment, is still untested.
    const codeOnly = ['@@ -10,1 +10,3 @@', '     fn parse(&self) {}', '+    fn limit(&self) -> usize { 3 }', '+    const HELP: &str = "#[test] marks a test";', '+    /// Write #[test] above a function.'].join('\n');
    expect(analyzeEvidence(makeSnapshot({ files: [makeFile('src/parser.rs', { patch: codeOnly })], checkRuns: [makeCheckRun('ci')] }), ctx).tests.source_changed_without_tests).toBe(true);
  });

  it('does not ask for tests when only docs and config change', () => {
    const snapshot = makeSnapshot({ files: [makeFile('README.md'), makeFile('tsconfig.json')], checkRuns: [makeCheckRun('ci')] });
    expect(analyzeEvidence(snapshot, ctx).tests.source_changed_without_tests).toEqual(false);
  });

  it('counts CI half when one of the two CI reads failed: what it would have said is unknown', () => {
    const files = [makeFile('README.md')];
    const statusesOnly = analyzeEvidence(makeSnapshot({ files, checkRuns: null, statuses: [makeStatus('ci/e2e')] }), ctx);
    expect(statusesOnly.summary.passed).toEqual(1);
    expect(statusesOnly.completeness).toEqual(0.5);
    const runsOnly = analyzeEvidence(makeSnapshot({ files, checkRuns: [makeCheckRun('build'), makeCheckRun('test')], statuses: null }), ctx);
    expect(runsOnly.completeness).toEqual(0.5);
  });
});

