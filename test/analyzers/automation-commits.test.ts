import { describe, expect, it } from 'vitest';
import { automationCommitFindings, otherCommitsOnAutomationPr } from '../../src/analyzers/automation-commits.js';
import { classifierFor } from '../../src/analyzers/classify-path.js';
import { runAnalyzers } from '../../src/analyzers/run-analyzers.js';
import { DEFAULT_CONFIG } from '../../src/repo-config/schema.js';
import type { PrSnapshot, SnapshotCommit } from '../../src/snapshot/pr-snapshot.js';
import { DEFAULT_NOW, makeCheckRun, makeCommit, makeFile, makeSnapshot } from '../support/snapshot-factory.js';

const DEPENDABOT = { login: 'dependabot[bot]', type: 'Bot' } as const;

/** A commit as Dependabot makes it: its account, its noreply address, committed and signed by GitHub. */
function dependabotCommit(overrides: Partial<SnapshotCommit> = {}): SnapshotCommit {
  return makeCommit({
    message: 'Bump express from 4.19.2 to 4.21.0',
    authorName: 'dependabot[bot]',
    authorEmail: '49699333+dependabot[bot]@users.noreply.github.com',
    author: DEPENDABOT,
    committerName: 'GitHub',
    committerEmail: 'noreply@github.com',
    committer: { login: 'web-flow', type: 'User' },
    verified: true,
    ...overrides,
  });
}

const personCommit = (login: string, overrides: Partial<SnapshotCommit> = {}) =>
  makeCommit({ authorName: login, authorEmail: `${login}@example.com`, author: { login, type: 'User' }, committerName: login, committerEmail: `${login}@example.com`, committer: { login, type: 'User' }, verified: false, ...overrides });

const FILES = [
  makeFile('package.json', { additions: 1, deletions: 1, patch: '@@ -3,1 +3,1 @@\n-    "express": "^4.19.2"\n+    "express": "^4.21.0"' }),
  makeFile('src/server.js', { additions: 1, deletions: 0, patch: '@@ -1,1 +1,2 @@\n const app = express();\n+app.set("etag", false);' }),
];

function bump(commits: SnapshotCommit[], overrides: Partial<PrSnapshot> = {}): PrSnapshot {
  return makeSnapshot({ author: DEPENDABOT, authorAssociation: 'CONTRIBUTOR', files: FILES, commits, checkRuns: [makeCheckRun('test')], ...overrides });
}

const findings = (snapshot: PrSnapshot) => automationCommitFindings(snapshot, classifierFor(snapshot, DEFAULT_CONFIG));

describe('automation-commit-unverified', () => {
  it('reports a commit under Dependabot’s name that GitHub did not verify, high, on the first file outside manifests', () => {
    const spoof = dependabotCommit({ sha: 'b'.repeat(40), verified: false, committer: DEPENDABOT, committerName: 'dependabot[bot]', committerEmail: '49699333+dependabot[bot]@users.noreply.github.com' });
    const [finding, ...rest] = findings(bump([dependabotCommit(), spoof]));
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ id: 'automation-commit-unverified', severity: 'high', path: 'src/server.js', line: null });
    expect(finding?.detail).toContain('Commit bbbbbbb names dependabot[bot]');
  });

  it('knows Dependabot by its address or name when GitHub linked no account', () => {
    const unlinked = dependabotCommit({ author: null, verified: false, committer: null, committerName: 'dependabot[bot]', committerEmail: 'support@github.com' });
    expect(findings(bump([unlinked])).map((f) => f.severity)).toEqual(['high']);
    const byName = dependabotCommit({ author: null, authorEmail: 'x@example.com', verified: false, committer: null });
    expect(findings(bump([byName])).map((f) => f.severity)).toEqual(['high']);
  });

  it('is medium when another account re-committed it on a PR that is not its own', () => {
    const rebased = dependabotCommit({ verified: false, committer: { login: 'octocat', type: 'User' }, committerName: 'The Octocat', committerEmail: 'octocat@example.com' });
    const [finding] = findings(bump([rebased]));
    expect(finding).toMatchObject({ severity: 'medium', title: "Dependabot's commit re-committed by octocat" });
  });

  it('says nothing of signed Dependabot commits, merges, unknown verification, other bots, or a PR author combining Dependabot’s commits', () => {
    expect(findings(bump([dependabotCommit(), dependabotCommit()]))).toEqual([]);
    expect(findings(bump([dependabotCommit({ verified: false, parentCount: 2 })]))).toEqual([]);
    expect(findings(bump([dependabotCommit({ verified: null })]))).toEqual([]);
    const renovate = { login: 'renovate[bot]', type: 'Bot' } as const;
    expect(findings(bump([makeCommit({ author: renovate, authorName: 'renovate[bot]', authorEmail: '29139614+renovate[bot]@users.noreply.github.com', committer: renovate, verified: false })], { author: renovate }))).toEqual([]);
    // A maintainer's own PR that cherry-picks three Dependabot updates: re-committed by its author.
    const picked = dependabotCommit({ verified: false, committer: { login: 'alice', type: 'User' }, committerName: 'Alice', committerEmail: 'alice@example.com' });
    expect(findings(bump([picked, picked], { author: { login: 'alice', type: 'User' }, authorAssociation: 'MEMBER' }))).toEqual([]);
  });

  it('on GitHub Enterprise Server reports an unsigned one only beside a signed one (signing may be off there)', () => {
    const ghes = { url: 'https://ghe.example.com/acme/widgets/pull/42' };
    const spoof = dependabotCommit({ verified: false, committer: DEPENDABOT });
    expect(findings(bump([spoof], ghes))).toEqual([]);
    expect(findings(bump([dependabotCommit(), spoof], ghes)).map((f) => f.severity)).toEqual(['high']);
  });
});

describe('a person’s commits on automation’s pull request', () => {
  const ctx = { now: DEFAULT_NOW, config: DEFAULT_CONFIG };

  it('names the people, adds the driver, and keeps approve back', () => {
    const snapshot = bump([dependabotCommit(), personCommit('mallory')]);
    expect(otherCommitsOnAutomationPr(snapshot)).toEqual({ automation: 'dependabot[bot]', people: [{ who: 'mallory', commits: 1 }] });
    const result = runAnalyzers(snapshot, ctx);
    const driver = result.risk.drivers.find((d) => d.id === 'automation-pr-other-commits');
    expect(driver).toMatchObject({ weight: 0.2, floor: null, evidence: ['mallory'] });
    expect(result.review.action).not.toBe('approve');
    expect(result.review.rationale).toContain("commits by mallory on dependabot[bot]'s pull request");
  });

  it('counts a person who re-committed the automation’s commit, and an author without a linked account', () => {
    const rebased = dependabotCommit({ committer: { login: 'octocat', type: 'User' }, committerName: 'The Octocat', committerEmail: 'octocat@example.com' });
    const unlinked = makeCommit({ author: null, authorName: 'Someone', authorEmail: 'someone@example.com', committer: null, committerName: 'Someone', committerEmail: 'someone@example.com' });
    expect(otherCommitsOnAutomationPr(bump([rebased, unlinked]))?.people).toEqual([
      { who: 'octocat', commits: 1 },
      { who: 'Someone', commits: 1 },
    ]);
  });

  it('leaves out the automation’s own commits, other apps’ commits, "Update branch" merges, and PRs people opened', () => {
    const actionsBot = { login: 'github-actions[bot]', type: 'Bot' } as const;
    const regenerated = makeCommit({ author: actionsBot, authorName: 'github-actions[bot]', authorEmail: '41898282+github-actions[bot]@users.noreply.github.com', committer: actionsBot });
    const updateBranch = personCommit('octocat', { parentCount: 2, committer: { login: 'web-flow', type: 'User' }, committerName: 'GitHub', committerEmail: 'noreply@github.com', verified: true });
    const snapshot = bump([dependabotCommit(), regenerated, updateBranch]);
    expect(otherCommitsOnAutomationPr(snapshot)).toBeNull();
    const plain = runAnalyzers(bump([dependabotCommit()]), ctx);
    expect(plain.risk.drivers.map((d) => d.id)).not.toContain('automation-pr-other-commits');
    expect(otherCommitsOnAutomationPr(makeSnapshot({ commits: [personCommit('bob')] }))).toBeNull();
  });
});
