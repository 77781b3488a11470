import { describe, expect, it } from 'vitest';
import { analyzeContributors } from '../../src/analyzers/contributors.js';
import { analyzeEvidence } from '../../src/analyzers/evidence.js';
import { analyzeFocus } from '../../src/analyzers/focus.js';
import { addedLines, analyzeReview, findAddedLine } from '../../src/analyzers/review.js';
import { analyzeRisk } from '../../src/analyzers/risk.js';
import { analyzeTriage } from '../../src/analyzers/triage.js';
import type { RepoConfig } from '../../src/repo-config/schema.js';
import { DEFAULT_CONFIG, RepoConfig as RepoConfigSchema } from '../../src/repo-config/schema.js';
import type { SupplyChainSection } from '../../src/signal/schema.js';
import { ReviewSection } from '../../src/signal/schema.js';
import type { PrSnapshot } from '../../src/snapshot/pr-snapshot.js';
import { makeContext, makeCheckRun, makeFile, makeSnapshot, makeSupplyChain, makeTestFinding } from '../support/snapshot-factory.js';

function review(snapshot: PrSnapshot, supplyChain: SupplyChainSection = makeSupplyChain(), config: RepoConfig = DEFAULT_CONFIG, readerFailures = 0) {
  const ctx = makeContext(config, snapshot);
  const contributors = analyzeContributors(snapshot, ctx);
  const evidence = analyzeEvidence(snapshot, ctx);
  const focus = analyzeFocus(snapshot, ctx);
  const triage = analyzeTriage(snapshot, ctx, { focus, evidence, supplyChain, contributors });
  const risk = analyzeRisk(snapshot, ctx, { contributors, evidence, supplyChain, focus });
  const result = analyzeReview(snapshot, ctx, { risk, contributors, evidence, supplyChain, focus, triage, readerFailures });
  ReviewSection.parse(result);
  return result;
}

const green = [makeCheckRun('build'), makeCheckRun('test')];

const PATCH = ['@@ -1,3 +1,4 @@', ' {', '   "dependencies": {', '+    "left-pad": "1.3.0",', '     "react": "18.0.0"', '@@ -20,4 +21,5 @@ scripts', ' a', '-b', '+c', '+  "postinstall": "node x.js"', ' d', '\\ No newline at end of file'].join('\n');

describe('addedLines', () => {
  it('numbers added lines in the new file from the hunk headers', () => {
    expect(addedLines(PATCH)).toEqual([
      { line: 3, text: '    "left-pad": "1.3.0",' },
      { line: 22, text: 'c' },
      { line: 23, text: '  "postinstall": "node x.js"' },
    ]);
  });
  it('finds the first matching added line, or null', () => {
    expect(findAddedLine(PATCH, (t) => t.includes('postinstall'))).toEqual(23);
    expect(findAddedLine(PATCH, (t) => t.includes('react'))).toEqual(null);
    expect(findAddedLine(null, () => true)).toEqual(null);
  });
});

describe('analyzeReview', () => {
  it('approves a trusted, small, green, low-risk PR', () => {
    const snapshot = makeSnapshot({ files: [makeFile('src/a.ts', { additions: 5, deletions: 1 }), makeFile('src/a.test.ts', { additions: 5, deletions: 0 })], checkRuns: green });
    const result = review(snapshot);
    expect(result).toEqual({
      action: 'approve',
      rationale: 'Approve: trusted author (high), small change (effort level 1, about 10 minutes), CI green (2 passed), risk low. Risk low (score 0.00). No risk drivers.',
      comments: [],
    });
  });

  it('requests changes for a failing check, with a comment anchored to the top focus file', () => {
    const snapshot = makeSnapshot({ files: [makeFile('src/a.ts'), makeFile('src/a.test.ts')], checkRuns: [makeCheckRun('build', { conclusion: 'failure', detailsUrl: 'https://ci.example/9' })] });
    const result = review(snapshot);
    expect(result.action).toEqual('request_changes');
    expect(result.rationale).toEqual('Request changes: check failing (build). Risk low (score 0.20). Main risk drivers: Checks are failing.');
    expect(result.comments).toEqual([{ path: 'src/a.ts', line: null, body: 'CI: check "build" failed on this commit (https://ci.example/9). Please fix before this merges.' }]);
  });

  it('only counts required checks when required_checks is configured, and not at all when switched off', () => {
    const snapshot = makeSnapshot({ files: [makeFile('src/a.ts'), makeFile('src/a.test.ts')], checkRuns: [makeCheckRun('build'), makeCheckRun('codecov', { conclusion: 'failure' })] });
    const required = RepoConfigSchema.parse({ required_checks: ['build'] });
    expect(review(snapshot, makeSupplyChain(), required).action).toEqual('comment');
    const off = RepoConfigSchema.parse({ review: { request_changes_on_failing_checks: false } });
    expect(review(snapshot, makeSupplyChain(), off).action).toEqual('comment');
    expect(review(snapshot).action).toEqual('request_changes');
  });

  it('requests changes for a finding at the configured severity and comments on its line', () => {
    const snapshot = makeSnapshot({ files: [makeFile('package.json', { patch: PATCH })], checkRuns: green });
    const supplyChain = makeSupplyChain({
      findings: [makeTestFinding({ id: 'npm-install-script', severity: 'high', title: 'New dependency runs an install script', detail: 'left-pad runs postinstall.', package: 'left-pad' })],
      new_dependencies: [
        { ecosystem: 'npm', name: 'left-pad', version: '1.3.0', manifest: 'package.json', dev: false, source: 'registry' },
        { ecosystem: 'npm', name: 'react', version: '18.0.0', manifest: 'package.json', dev: false, source: 'registry' },
      ],
    });
    const result = review(snapshot, supplyChain);
    expect(result.action).toEqual('request_changes');
    expect(result.comments).toEqual([
      { path: 'package.json', line: 3, body: '[high] New dependency runs an install script: left-pad runs postinstall.' },
      { path: 'package.json', line: null, body: 'New dependency react 18.0.0 (npm): is it needed, maintained and acceptably licensed?' },
    ]);
    // A high finding always blocks: a setting above high counts as high.
    const lenient = RepoConfigSchema.parse({ review: { request_changes_severity: 'critical' } });
    expect(review(snapshot, supplyChain, lenient).action).toEqual('request_changes');
    const medium = makeSupplyChain({ findings: [makeTestFinding({ id: 'gha-unpinned-action', severity: 'medium', title: 'Unpinned action', detail: 'moving tag' })] });
    expect(review(snapshot, medium).action).toEqual('comment');
    const strict = RepoConfigSchema.parse({ review: { request_changes_severity: 'medium' } });
    expect(review(snapshot, medium, strict).action).toEqual('request_changes');
  });

  it('reads a formatter run\'s size without the files it only re-laid out, and says so; a title or a change that is not one still needs discussion', () => {
    // A black or Prettier run over 70 files: each hunk joins a wrapped call onto one line, the same words.
    const relaid = (i: number) =>
      ['@@ -1,25 +1,20 @@', ...Array.from({ length: 5 }, (_, k) => [`-result_${k} = compute_${i}(`, `-    first_${k},`, `-    second_${k},`, `-    third_${k},`, '-)', `+result_${k} = compute_${i}(first_${k}, second_${k}, third_${k})`, ...Array.from({ length: 3 }, () => `+# ${'keep '.repeat(3)}`)]).flat()].join('\n');
    const words = (i: number) => ['@@ -1,25 +1,20 @@', ...Array.from({ length: 5 }, (_, k) => [`-result_${k} = compute_${i}(first_${k})`, `+result_${k} = compute_${i}(first_${k}, admin=True)`, ...Array.from({ length: 7 }, () => `+# ${'keep '.repeat(3)}`)]).flat()].join('\n');
    // The comment lines the patch adds carry the same word each time: give the removed side as many.
    const balanced = (patch: string) => `${patch}\n${Array.from({ length: 15 }, () => `-# ${'keep '.repeat(3)}`).join('\n')}`;
    const files = (patch: (i: number) => string) => Array.from({ length: 70 }, (_, i) => makeFile(`pkg/m${i}.py`, { additions: 20, deletions: 25, patch: balanced(patch(i)) }));
    const run = review(makeSnapshot({ title: 'Format with black 24', files: files(relaid), checkRuns: green }));
    expect(run.action).not.toEqual('needs_discussion');
    expect(run.rationale).toContain('a formatter run ("Format with black 24"): 70 of its files only re-laid out');
    // The same change under a title that does not say a formatter ran, and new words under the formatter's title.
    expect(review(makeSnapshot({ title: 'Refactor the pipeline', files: files(relaid), checkRuns: green })).action).toEqual('needs_discussion');
    expect(review(makeSnapshot({ title: 'Format with black 24', files: files(words), checkRuns: green })).action).toEqual('needs_discussion');
    // A second change announced beside the run.
    expect(review(makeSnapshot({ title: 'Format with black and enforce it in CI', files: files(relaid), checkRuns: green })).action).toEqual('needs_discussion');
  });

  it('needs discussion for a huge PR and for conflicts', () => {
    const files = Array.from({ length: 80 }, (_, i) => makeFile(`src/m${i}.ts`, { additions: 30, deletions: 0 }));
    files.push(makeFile('test/m.test.ts'));
    const huge = review(makeSnapshot({ files, checkRuns: green }));
    expect(huge.action).toEqual('needs_discussion');
    expect(huge.rationale.startsWith('Needs discussion: too large to review well: 2410 reviewable lines (limit 1500); too many files: 81 reviewable files (limit 60).')).toEqual(true);
    // A linter's fixes across 80 files, a few lines each: one change repeated, not a PR to discuss.
    const sweep = Array.from({ length: 80 }, (_, i) => makeFile(`pkg/m${i}/m.go`, { additions: 2, deletions: 2 }));
    const swept = review(makeSnapshot({ files: sweep, checkRuns: green }));
    expect(swept.action).not.toEqual('needs_discussion');
    expect(swept.rationale).not.toContain('too many files');
    const conflicted = review(makeSnapshot({ files: [makeFile('src/a.ts'), makeFile('src/a.test.ts')], checkRuns: green, mergeable: false, mergeableState: 'dirty' }));
    expect(conflicted.action).toEqual('needs_discussion');
  });

  it('needs discussion when a low-trust author brings no CI, but only comments for a trusted one', () => {
    const files = [makeFile('src/a.ts'), makeFile('src/a.test.ts')];
    const stranger = makeSnapshot({
      files,
      author: { login: 'newbie', type: 'User' },
      authorAssociation: 'NONE',
      profiles: { newbie: { login: 'newbie', type: 'User', name: null, createdAt: '2024-06-01T00:00:00Z', publicRepos: 0, followers: 0 } },
      priorPrs: { newbie: { total: 1, merged: 0 } },
    });
    expect(review(stranger).action).toEqual('needs_discussion');
    const member = review(makeSnapshot({ files }));
    expect(member.action).toEqual('comment');
    expect(member.rationale.startsWith('Comment: no passing CI check.')).toEqual(true);
  });

  it('comments instead of approving while checks run, and for an author below approve_min_trust', () => {
    const files = [makeFile('src/a.ts'), makeFile('src/a.test.ts')];
    const running = review(makeSnapshot({ files, checkRuns: [makeCheckRun('build', { status: 'in_progress', conclusion: null })] }));
    expect(running.action).toEqual('comment');
    expect(running.rationale.startsWith('Comment: 1 check still running.')).toEqual(true);
    const strict = RepoConfigSchema.parse({ review: { approve_min_trust: 'high' } });
    const contributor = makeSnapshot({ files, checkRuns: green, authorAssociation: 'CONTRIBUTOR', priorPrs: { alice: { total: 3, merged: 1 } } });
    expect(review(contributor, makeSupplyChain(), strict).rationale.startsWith('Comment: author trust is medium (approve needs high).')).toEqual(true);
    expect(review(contributor).action).toEqual('approve');
  });

  it('drafts comments for sensitive code without tests, deleted tests and binaries, capped at 10', () => {
    const authPatch = '@@ -10,2 +10,3 @@\n const a = 1;\n+const bypass = true;\n const b = 2;';
    const files = [
      makeFile('src/auth/session.ts', { patch: authPatch }),
      makeFile('test/old.test.ts', { status: 'removed' }),
      makeFile('bin/tool.so', { status: 'added' }),
    ];
    const result = review(makeSnapshot({ files, checkRuns: green }));
    expect(result.comments).toEqual([
      { path: 'src/auth/session.ts', line: 11, body: 'This file is security-sensitive (authentication / session handling) and no test changed in this pull request: please add a test that covers this change.' },
      { path: 'test/old.test.ts', line: null, body: 'This test file is deleted: is its coverage moved elsewhere, or is the behaviour it tested gone too?' },
      { path: 'bin/tool.so', line: null, body: 'Binary artifact: it cannot be reviewed as text. Build it from source in CI, or explain where it comes from and how to verify it.' },
    ]);
    const many = makeSupplyChain({ findings: Array.from({ length: 15 }, (_, i) => makeTestFinding({ id: `f${i}`, path: `a${i}.yml`, line: i + 1 })) });
    // Finding comments anchor only to files of the PR: none for findings about other files (a base workflow)...
    expect(review(makeSnapshot({ files, checkRuns: green }), many).comments.length).toEqual(3);
    // ...and capped at 10 when the findings' files are in it.
    const withFindingFiles = [...files, ...Array.from({ length: 15 }, (_, i) => makeFile(`a${i}.yml`))];
    expect(review(makeSnapshot({ files: withFindingFiles, checkRuns: green }), many).comments.length).toEqual(10);
  });

  it('keeps finding comments on lines of the diff: a line outside it falls back to an added line naming the package, else null', () => {
    const patch = '@@ -8,3 +8,5 @@\n )\n \n+replace github.com/gorilla/websocket => github.com/fork/websocket v1.5.4\n+\n';
    const files = [makeFile('go.mod', { patch }), makeFile('src/a.go'), makeFile('src/a_test.go')];
    const findings = [
      makeTestFinding({ id: 'go-replace', severity: 'medium', path: 'go.mod', line: 6, package: 'github.com/gorilla/websocket' }),
      makeTestFinding({ id: 'other', severity: 'low', path: 'go.mod', line: 2 }),
    ];
    const comments = review(makeSnapshot({ files, checkRuns: green }), makeSupplyChain({ findings })).comments;
    expect(comments.map((c) => [c.path, c.line])).toEqual([
      ['go.mod', 10],
      ['go.mod', null],
    ]);
  });

  it('does not approve what it could not see: unlisted files, an unread CI source, an unanalyzed manifest', () => {
    const files = [makeFile('src/a.ts', { additions: 5, deletions: 1 }), makeFile('src/a.test.ts', { additions: 5, deletions: 0 })];
    const truncated = review(makeSnapshot({ files, changedFiles: 3, checkRuns: green }));
    expect(truncated.action).toEqual('comment');
    expect(truncated.rationale).toContain('not every file was analyzed (2 of 3 listed by GitHub)');
    const unreadRuns = review(makeSnapshot({ files, checkRuns: null, statuses: [{ context: 'ci/e2e', state: 'success', description: null, targetUrl: null, updatedAt: null }] }));
    expect(unreadRuns.action).toEqual('comment');
    expect(unreadRuns.rationale).toContain('check runs could not be read');
    const skipped = review(makeSnapshot({ files, checkRuns: green }), makeSupplyChain({ skipped: [{ path: 'package.json', reason: 'the base version could not be read from GitHub' }] }));
    expect(skipped.action).toEqual('comment');
    expect(skipped.rationale).toContain('a dependency or CI file could not be analyzed (package.json)');
    // A content check that threw (content made to crash one rule hides what it would find).
    expect(review(makeSnapshot({ files, checkRuns: green })).action).toEqual('approve');
    const crashed = review(makeSnapshot({ files, checkRuns: green }), makeSupplyChain(), DEFAULT_CONFIG, 1);
    expect(crashed.action).toEqual('comment');
    expect(crashed.rationale).toContain('a content check failed on this pull request\'s content, so what it would report is missing');
  });
});

