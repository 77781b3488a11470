import { describe, expect, it } from 'vitest';
import { runAnalyzers } from '../../src/analyzers/run-analyzers.js';
import { loadRepoConfig } from '../../src/repo-config/load-repo-config.js';
import { type RepoConfig, RepoConfig as RepoConfigSchema } from '../../src/repo-config/schema.js';
import type { PrSnapshot } from '../../src/snapshot/pr-snapshot.js';
import { DEFAULT_NOW, makeCheckRun, makeFile, makeSnapshot } from '../support/snapshot-factory.js';

/** Runs the analyzers with the configuration a `.github/svc.yml` at the base commit would give. */
function analyzeWith(snapshot: PrSnapshot, yaml: string | null) {
  const withConfig = yaml === null ? snapshot : makeSnapshot({ ...snapshot, baseFiles: [{ path: '.github/svc.yml', content: yaml }] });
  const loaded = loadRepoConfig(withConfig);
  return { loaded, result: runAnalyzers(withConfig, { now: DEFAULT_NOW, config: loaded.config }) };
}

const WORKFLOW = `name: ci
on: [pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: someone/setup-thing@v1
      - run: npm test
`;

function workflowPr(): PrSnapshot {
  const patch = `@@ -0,0 +1,${WORKFLOW.split('\n').length - 1} @@\n${WORKFLOW.trimEnd().split('\n').map((l) => `+${l}`).join('\n')}`;
  return makeSnapshot({
    files: [makeFile('.github/workflows/ci.yml', { status: 'added', additions: 9, deletions: 0, patch }), makeFile('src/app.ts', { additions: 5, deletions: 1 }), makeFile('test/app.test.ts', { additions: 5, deletions: 0 })],
    contents: [{ path: '.github/workflows/ci.yml', base: null, head: WORKFLOW }],
    checkRuns: [makeCheckRun('build'), makeCheckRun('test')],
  });
}

describe('repository configuration knobs', () => {
  it('ignore_findings moves a matching finding to the suppressed list, with its reason', () => {
    const pr = workflowPr();
    const plain = analyzeWith(pr, null).result.supplyChain;
    expect(plain.findings.map((f) => f.id)).toContain('gha-unpinned-action');
    const tuned = analyzeWith(pr, `ignore_findings:\n  - id: gha-unpinned-action\n    path: ".github/workflows/*.yml"\n    reason: "tracked in ops#12"\n`).result.supplyChain;
    expect(tuned.findings.map((f) => f.id)).not.toContain('gha-unpinned-action');
    expect(tuned.suppressed_findings.length).toBe(plain.findings.filter((f) => f.id === 'gha-unpinned-action').length);
    for (const suppressed of tuned.suppressed_findings) {
      expect(suppressed).toMatchObject({ id: 'gha-unpinned-action', reason: 'tracked in ops#12', path: '.github/workflows/ci.yml' });
    }
  });

  it('an expired ignore rule no longer suppresses', () => {
    const tuned = analyzeWith(workflowPr(), `ignore_findings:\n  - id: gha-unpinned-action\n    reason: old\n    expires: 2020-01-01\n`).result.supplyChain;
    expect(tuned.findings.map((f) => f.id)).toContain('gha-unpinned-action');
    expect(tuned.suppressed_findings).toEqual([]);
  });

  it('severity_overrides changes a finding severity, and the risk follows', () => {
    const pr = workflowPr();
    const before = analyzeWith(pr, null).result;
    const after = analyzeWith(pr, `severity_overrides:\n  gha-unpinned-action: critical\n`).result;
    expect(before.supplyChain.findings.find((f) => f.id === 'gha-unpinned-action')?.severity).not.toBe('critical');
    expect(after.supplyChain.findings.find((f) => f.id === 'gha-unpinned-action')?.severity).toBe('critical');
    expect(after.risk.level).toBe('critical');
    expect(before.risk.level).not.toBe('critical');
  });

  it('generated_paths takes a path out of the focus list and the effort estimate', () => {
    const files = [makeFile('src/api/client.ts', { additions: 40, deletions: 5 }), makeFile('src/api/schema.gen.ts', { additions: 900, deletions: 300 })];
    const pr = makeSnapshot({ files, checkRuns: [makeCheckRun('build')] });
    const plain = analyzeWith(pr, null).result;
    const tuned = analyzeWith(pr, `generated_paths: ["src/api/*.gen.ts"]\n`).result;
    expect(plain.focus.files.find((f) => f.path === 'src/api/schema.gen.ts')?.category).toBe('source');
    const generated = tuned.focus.files.find((f) => f.path === 'src/api/schema.gen.ts');
    expect(generated === undefined || generated.category === 'generated').toBe(true);
    expect(tuned.focus.files[0]?.path).toBe('src/api/client.ts');
    // Reviewable lines weigh a deleted line at DELETED_LINE_WEIGHT (0.2): 40 + 5 x 0.2, and 900 + 300 x 0.2 more without the knob.
    expect(tuned.triage.effort.reviewable_lines).toBe(41);
    expect(plain.triage.effort.reviewable_lines).toBe(1001);
    expect(tuned.triage.effort.minutes).toBeLessThan(plain.triage.effort.minutes);
  });

  it('vendored_paths weighs vendored code down like generated code', () => {
    const files = [makeFile('src/main.go', { additions: 20, deletions: 2 }), makeFile('libs/forked/parser.go', { additions: 800, deletions: 100 })];
    const pr = makeSnapshot({ files, checkRuns: [makeCheckRun('build')] });
    const tuned = analyzeWith(pr, `vendored_paths: ["libs/forked/**"]\n`).result;
    expect(tuned.triage.effort.reviewable_lines).toBe(20); // 20 added + 2 deleted x 0.2
    expect(tuned.focus.files[0]?.path).toBe('src/main.go');
  });

  it('required_checks: a required check that did not report becomes a driver and lowers completeness', () => {
    const pr = makeSnapshot({ files: [makeFile('src/app.ts'), makeFile('test/app.test.ts')], checkRuns: [makeCheckRun('build')] });
    const plain = analyzeWith(pr, null).result;
    const tuned = analyzeWith(pr, `required_checks: [build, "security-scan"]\n`).result;
    expect(plain.evidence.missing_required).toEqual([]);
    expect(tuned.evidence.missing_required).toEqual(['security-scan']);
    expect(tuned.evidence.completeness).toBeLessThan(plain.evidence.completeness);
    const driverIds = tuned.risk.drivers.map((d) => d.id);
    expect(driverIds.some((id) => /required/.test(id))).toBe(true);
    expect(tuned.risk.drivers.flatMap((d) => d.evidence)).toContain('security-scan');
    expect(plain.risk.drivers.flatMap((d) => d.evidence)).not.toContain('security-scan');
  });

  it('sensitive_paths marks a path sensitive with its label and raises it in the focus list', () => {
    const files = [makeFile('src/ledger/post.ts', { additions: 3, deletions: 1 }), makeFile('src/ui/button.ts', { additions: 30, deletions: 10 })];
    const pr = makeSnapshot({ files, checkRuns: [makeCheckRun('build')] });
    const plain = analyzeWith(pr, null).result;
    const tuned = analyzeWith(pr, `sensitive_paths:\n  - pattern: "src/ledger/**"\n    weight: 1\n    label: money movement\n`).result;
    expect(plain.focus.files[0]?.path).toBe('src/ui/button.ts');
    expect(tuned.focus.files[0]?.path).toBe('src/ledger/post.ts');
    expect(tuned.focus.files[0]?.reasons.join(' ')).toContain('money movement');
    expect(tuned.risk.score).toBeGreaterThan(plain.risk.score);
  });

  it('risk_thresholds move the level for the same score', () => {
    const pr = workflowPr();
    const lenient = analyzeWith(pr, `risk_thresholds: { medium: 0.97, high: 0.98, critical: 0.99 }\n`).result.risk;
    const strict = analyzeWith(pr, `risk_thresholds: { medium: 0.01, high: 0.02, critical: 0.99 }\n`).result.risk;
    expect(strict.score).toBe(lenient.score);
    expect(lenient.score).toBeGreaterThan(0.02);
    expect(lenient.score).toBeLessThan(0.97);
    expect(strict.level).toBe('high');
    // The unpinned-action finding's floor (medium) still holds under lenient thresholds.
    expect(lenient.level).toBe('medium');
  });

  it('review knobs: approve_max_level and needs_discussion_lines change the suggested action', () => {
    const small = makeSnapshot({ files: [makeFile('src/app.ts', { additions: 4, deletions: 1 }), makeFile('test/app.test.ts', { additions: 4 })], checkRuns: [makeCheckRun('build')] });
    expect(analyzeWith(small, null).result.review.action).toBe('approve');
    const big = makeSnapshot({ files: [makeFile('src/app.ts', { additions: 400, deletions: 100 }), makeFile('test/app.test.ts', { additions: 100 })], checkRuns: [makeCheckRun('build')] });
    expect(analyzeWith(big, null).result.review.action).not.toBe('needs_discussion');
    expect(analyzeWith(big, `review:\n  needs_discussion_lines: 200\n`).result.review.action).toBe('needs_discussion');
    const workflow = workflowPr();
    const defaultAction = analyzeWith(workflow, null).result.review.action;
    expect(defaultAction).not.toBe('request_changes');
    expect(analyzeWith(workflow, `review:\n  request_changes_severity: medium\n`).result.review.action).toBe('request_changes');
  });

  it('focus.max_files caps the focus list but not total_files', () => {
    const files = Array.from({ length: 12 }, (_, i) => makeFile(`src/module-${i}.ts`, { additions: i + 1 }));
    const pr = makeSnapshot({ files });
    const tuned = analyzeWith(pr, `focus:\n  max_files: 5\n`).result.focus;
    expect(tuned.files).toHaveLength(5);
    expect(tuned.total_files).toBe(12);
    expect(analyzeWith(pr, null).result.focus.files).toHaveLength(12);
  });
});

describe('loadRepoConfig', () => {
  const pr = makeSnapshot();
  it('uses the defaults, and says so, when there is no file', () => {
    expect(loadRepoConfig(pr)).toEqual({ config: RepoConfigSchema.parse({}), origin: { source: 'defaults', commit: null }, warnings: [] });
  });

  it('records the file and the base commit it came from', () => {
    const loaded = loadRepoConfig(makeSnapshot({ baseFiles: [{ path: '.github/svc.yml', content: 'focus:\n  max_files: 7\n' }] }));
    expect(loaded.origin).toEqual({ source: '.github/svc.yml', commit: 'b'.repeat(40) });
    expect((loaded.config as RepoConfig).focus.max_files).toBe(7);
  });

  it.each([
    ['YAML that does not parse', 'focus: [unclosed', /YAML/],
    ['an unknown key', 'sensitive_path: []', /sensitive_path|Unrecognized/i],
    ['a wrong type', 'required_checks: build', /required_checks/],
    ['thresholds that do not rise', 'risk_thresholds: { medium: 0.6, high: 0.5 }', /rise/],
    ['a bad expiry', 'ignore_findings: [{ id: x, reason: y, expires: tomorrow }]', /YYYY-MM-DD/],
  ])('falls back to the defaults for %s, with a warning naming what and where', (_name, content, message) => {
    const loaded = loadRepoConfig(makeSnapshot({ baseFiles: [{ path: '.github/svc.yml', content }] }));
    expect(loaded.config).toEqual(RepoConfigSchema.parse({}));
    expect(loaded.origin.source).toBe('defaults');
    expect(loaded.warnings).toHaveLength(1);
    expect(loaded.warnings[0]).toMatch(/^\.github\/svc\.yml at bbbbbbb is invalid, defaults used: /);
    expect(loaded.warnings[0]).toMatch(message);
  });
});
