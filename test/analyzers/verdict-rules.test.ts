import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VERDICT_RULES, applyLevelRules, decideAction, levelEffectText, type ActionFacts, type LevelFacts } from '../../src/analyzers/verdict-rules.js';

const NO_EVIDENCE: LevelFacts = { worstFinding: null, requiredCheckFailed: false, uncoveredBinaries: false };

function facts(overrides: Partial<ActionFacts> = {}): ActionFacts {
  return {
    ...NO_EVIDENCE,
    level: 'low',
    score: 0,
    thresholds: { medium: 0.25, high: 0.5, critical: 0.75 },
    findings: [],
    blockingSeverity: 'high',
    blockingChecks: [],
    authorTrust: 'high',
    reviewableLines: 40,
    reviewableFiles: 2,
    maxLines: 1500,
    maxFiles: 60,
    baseBranch: 'main',
    conflicts: false,
    noCi: false,
    approveConcerns: [],
    approveReason: 'trusted author (high), small change, CI green, risk low',
    ...overrides,
  };
}

/** The rows of the "Verdict rules" table in docs/signal.md, as cells. */
function docTable(): string[][] {
  const doc = readFileSync(new URL('../../docs/signal.md', import.meta.url), 'utf8');
  const start = doc.indexOf('### Verdict rules');
  const section = doc.slice(start, doc.indexOf('\n#', start + 1));
  const rows = section.split('\n').filter((line) => /^\| \d+ \|/.test(line));
  return rows.map((row) => row.slice(2, -2).split(' | '));
}

describe('the verdict table', () => {
  it('is documented in docs/signal.md row for row', () => {
    const expected = VERDICT_RULES.map((r, i) => [String(i + 1), `\`${r.id}\``, levelEffectText(r.level), r.action === null ? '—' : `\`${r.action}\``, r.when]);
    expect(docTable()).toEqual(expected);
  });

  it('gives every rule with a level effect a condition, every rule with an action its reasons, and ends with a rule that always holds', () => {
    for (const rule of VERDICT_RULES) {
      expect(rule.level === null || rule.levelApplies !== undefined, rule.id).toBe(true);
      expect(rule.action === null || rule.reasons !== undefined, rule.id).toBe(true);
    }
    expect(VERDICT_RULES.at(-1)?.reasons?.(facts({ approveConcerns: ['x'] }))).toEqual(['x']);
  });
});

describe('the level rules', () => {
  it('keeps soft drivers alone at medium at most, whatever the score says', () => {
    expect(applyLevelRules('high', NO_EVIDENCE)).toBe('medium');
    expect(applyLevelRules('critical', { ...NO_EVIDENCE, worstFinding: 'low' })).toBe('medium');
    expect(applyLevelRules('medium', NO_EVIDENCE)).toBe('medium');
    expect(applyLevelRules('low', NO_EVIDENCE)).toBe('low');
    // trusted-routine caps at low, but never below a medium finding's or binaries' floor.
    expect(applyLevelRules('medium', { ...NO_EVIDENCE, trustedRoutine: true })).toBe('low');
    expect(applyLevelRules('high', { ...NO_EVIDENCE, worstFinding: 'low', trustedRoutine: true })).toBe('low');
    expect(applyLevelRules('medium', { ...NO_EVIDENCE, worstFinding: 'medium', trustedRoutine: true })).toBe('medium');
    expect(applyLevelRules('medium', { ...NO_EVIDENCE, uncoveredBinaries: true, trustedRoutine: true })).toBe('medium');
    // first-contribution-effort-only likewise: low, unless a medium finding or binaries floor it.
    expect(applyLevelRules('medium', { ...NO_EVIDENCE, firstContributionEffortOnly: true })).toBe('low');
    expect(applyLevelRules('medium', { ...NO_EVIDENCE, worstFinding: 'medium', firstContributionEffortOnly: true })).toBe('medium');
    expect(applyLevelRules('medium', { ...NO_EVIDENCE, uncoveredBinaries: true, firstContributionEffortOnly: true })).toBe('medium');
  });

  it('lets a medium finding keep the score level up to high, and floors findings by severity', () => {
    expect(applyLevelRules('high', { ...NO_EVIDENCE, worstFinding: 'medium' })).toBe('high');
    // Critical needs a high or critical finding: soft drivers beside a medium one stop at high.
    expect(applyLevelRules('critical', { ...NO_EVIDENCE, worstFinding: 'medium' })).toBe('high');
    expect(applyLevelRules('critical', { ...NO_EVIDENCE, worstFinding: 'high' })).toBe('critical');
    expect(applyLevelRules('low', { ...NO_EVIDENCE, worstFinding: 'medium' })).toBe('medium');
    expect(applyLevelRules('low', { ...NO_EVIDENCE, worstFinding: 'high' })).toBe('high');
    expect(applyLevelRules('medium', { ...NO_EVIDENCE, worstFinding: 'critical' })).toBe('critical');
  });

  it('floors a failing required check and uncovered binaries at medium', () => {
    expect(applyLevelRules('low', { ...NO_EVIDENCE, requiredCheckFailed: true })).toBe('medium');
    expect(applyLevelRules('low', { ...NO_EVIDENCE, uncoveredBinaries: true })).toBe('medium');
  });
});

describe('the action rule', () => {
  const high = { severity: 'high' as const, title: 'Install script' };
  const medium = { severity: 'medium' as const, title: 'Unpinned action' };

  it('requests changes for any critical or high finding, even from a trusted author with green CI', () => {
    const decided = decideAction(facts({ worstFinding: 'high', findings: [high], level: 'high', score: 0.6 }));
    expect(decided).toEqual({ rule: 'high-finding', action: 'request_changes', reasons: ['1 finding at or above high severity (Install script)'] });
    expect(decideAction(facts({ worstFinding: 'critical', findings: [{ severity: 'critical', title: 'pr-target checkout' }] })).rule).toBe('critical-finding');
  });

  it('blocks at medium only when the repository asks for it', () => {
    expect(decideAction(facts({ worstFinding: 'medium', findings: [medium], blockingSeverity: 'medium' })).action).toBe('request_changes');
    expect(decideAction(facts({ worstFinding: 'medium', findings: [medium] })).action).toBe('comment');
  });

  it('keeps a medium finding at comment, needs_discussion from an untrusted author, request_changes when the evidence adds up', () => {
    const base = { worstFinding: 'medium' as const, findings: [medium], level: 'medium' as const, score: 0.3 };
    expect(decideAction(facts(base))).toEqual({ rule: 'medium-finding', action: 'comment', reasons: ['1 finding of medium severity to look at (Unpinned action)'] });
    expect(decideAction(facts({ ...base, approveConcerns: ['risk is medium (approve allows up to low)'] })).reasons).toEqual([
      '1 finding of medium severity to look at (Unpinned action)',
      'risk is medium (approve allows up to low)',
    ]);
    expect(decideAction(facts({ ...base, authorTrust: 'low' })).action).toBe('needs_discussion');
    expect(decideAction(facts({ ...base, authorTrust: 'unknown' })).action).toBe('needs_discussion');
    // The rest of the evidence adds up: request changes from an author of less than high trust; a
    // maintainer's own PR is asked to change by its findings, not by its size, tests or dependencies.
    expect(decideAction(facts({ ...base, score: 0.76, level: 'high', authorTrust: 'medium' })).rule).toBe('medium-finding-adds-up');
    expect(decideAction(facts({ ...base, score: 0.76, level: 'high', authorTrust: 'low' })).rule).toBe('medium-finding-adds-up');
    expect(decideAction(facts({ ...base, score: 0.76, level: 'high' }))).toMatchObject({ rule: 'medium-finding', action: 'comment' });
  });

  it('never lets soft drivers alone block; they need discussion only from an untrusted author', () => {
    const soft = { level: 'medium' as const, score: 0.62, approveConcerns: ['risk is medium (approve allows up to low)'] };
    expect(decideAction(facts(soft)).action).toBe('comment');
    expect(decideAction(facts({ ...soft, authorTrust: 'medium' })).action).toBe('comment');
    expect(decideAction(facts({ ...soft, authorTrust: 'low' }))).toMatchObject({ rule: 'untrusted-soft-drivers-add-up', action: 'needs_discussion' });
    expect(decideAction(facts({ ...soft, score: 0.45, authorTrust: 'low' })).action).toBe('comment');
  });

  it('requests changes for failing checks, and names every blocking reason', () => {
    const decided = decideAction(facts({ blockingChecks: ['test'], worstFinding: 'high', findings: [high] }));
    expect(decided).toEqual({ rule: 'high-finding', action: 'request_changes', reasons: ['1 finding at or above high severity (Install script)', 'check failing (test)'] });
  });

  it('needs discussion for size, conflicts and an unknown author without CI; approves only without concerns', () => {
    expect(decideAction(facts({ reviewableLines: 1501 })).rule).toBe('too-large');
    // Over the file limit with 5 or more reviewable lines a file: too large; a sweep of fewer is one change repeated.
    expect(decideAction(facts({ reviewableFiles: 61, reviewableLines: 305 })).rule).toBe('too-large');
    expect(decideAction(facts({ reviewableFiles: 87, reviewableLines: 35 })).rule).toBe('approve');
    expect(decideAction(facts({ reviewableFiles: 80, reviewableLines: 352 })).rule).toBe('approve');
    expect(decideAction(facts({ conflicts: true })).rule).toBe('conflicts');
    expect(decideAction(facts({ noCi: true, authorTrust: 'unknown' })).rule).toBe('untrusted-without-ci');
    expect(decideAction(facts({ noCi: true, authorTrust: 'medium', approveConcerns: ['no passing CI check'] })).action).toBe('comment');
    expect(decideAction(facts()).action).toBe('approve');
  });
});
