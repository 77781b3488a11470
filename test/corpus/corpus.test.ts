import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Signal } from '../../src/signal/schema.js';
import { startCorpusRunner, type CorpusRunner } from './corpus-runner.js';
import { CORPUS, CORPUS_NOW, type CorpusEntry } from './fixtures.js';
import { caseKind } from './verdict-range.js';

/**
 * The verdict corpus end to end: each PR of test/corpus/fixtures.ts is served by the local
 * GitHub-compatible server and analyzed by the real pipeline (AnalysisService -> createOctokit ->
 * fetchPrData -> analyzers -> schema), at a fixed analysis time (test/corpus/corpus-runner.ts, shared
 * with `npm run calibrate`). One describe per PR, so that a wrong verdict names the PR.
 */

let runner: CorpusRunner;

beforeAll(async () => {
  runner = await startCorpusRunner(CORPUS);
});

afterAll(async () => {
  await runner.close();
});

const signalOf = (entry: CorpusEntry): Promise<Signal> => runner.signal(entry);

const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** New-file line ranges of a patch's hunks: a review comment must sit on a line of the diff. */
function hunkRanges(patch: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const match of patch.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(match[1]);
    const count = match[2] === undefined ? 1 : Number(match[2]);
    ranges.push([start, start + count - 1]);
  }
  return ranges;
}

describe('the verdict corpus', () => {
  it('has at least 60 PRs with unique ids, a majority of them benign', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CORPUS.map((e) => e.id)).size).toBe(CORPUS.length);
    expect(CORPUS.filter((e) => caseKind(e.expect) === 'benign').length * 2).toBeGreaterThan(CORPUS.length);
  });

  it('serves each PR under a repository and number of its own (the local server keeps the last one added)', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const entry of CORPUS) {
      const fixture = entry.fixture();
      const key = `${fixture.owner}/${fixture.repo}#${fixture.number}`;
      const other = seen.get(key);
      if (other !== undefined) clashes.push(`${key}: ${other} and ${entry.id}`);
      else seen.set(key, entry.id);
    }
    expect(clashes).toEqual([]);
  });
});

for (const entry of CORPUS) {
  describe(`${entry.id}: ${entry.description}`, () => {
    const { expect: want } = entry;

    it('produces a signal that matches the schema', async () => {
      const signal = await signalOf(entry);
      expect(Signal.parse(signal)).toEqual(signal);
    });

    it(`is ${asList(want.level).join(' or ')} risk, suggesting ${asList(want.action).join(' or ')}`, async () => {
      const signal = await signalOf(entry);
      const verdict = { level: signal.risk.level, action: signal.review.action, rationale: signal.review.rationale };
      expect(asList(want.level), JSON.stringify(verdict)).toContain(signal.risk.level);
      expect(asList(want.action), JSON.stringify(verdict)).toContain(signal.review.action);
    });

    it('names the expected risk drivers and findings', async () => {
      const signal = await signalOf(entry);
      const drivers = signal.risk.drivers.map((d) => d.id);
      const findings = signal.supply_chain.findings.map((f) => f.id);
      for (const id of want.drivers ?? []) expect(drivers, `driver ${id}`).toContain(id);
      for (const id of want.absentDrivers ?? []) expect(drivers, `driver ${id}`).not.toContain(id);
      for (const id of want.findings ?? []) expect(findings, `finding ${id}`).toContain(id);
      if (want.noFindings) expect(findings).toEqual([]);
      const recommendations = signal.triage.recommendations.map((r) => r.id);
      for (const id of want.recommendations ?? []) expect(recommendations, `recommendation ${id}`).toContain(id);
      for (const id of want.absentRecommendations ?? []) expect(recommendations, `recommendation ${id}`).not.toContain(id);
    });

    it('explains itself: the rationale names the main drivers, and every driver has evidence or detail', async () => {
      const signal = await signalOf(entry);
      for (const driver of signal.risk.drivers.slice(0, 4)) expect(signal.review.rationale).toContain(driver.title);
      for (const driver of signal.risk.drivers) {
        expect(driver.detail.length).toBeGreaterThan(0);
        expect(driver.weight).toBeGreaterThan(0);
      }
      if (signal.risk.drivers.length === 0) expect(signal.risk.score).toBe(0);
    });

    it('anchors every draft comment to a file of the PR, on a line of its diff', async () => {
      const signal = await signalOf(entry);
      const fixture = runner.fixture(entry);
      const files = new Map(fixture.files.map((f) => [f.path, f]));
      for (const comment of signal.review.comments) {
        const file = files.get(comment.path);
        expect(file, `comment on ${comment.path}`).toBeDefined();
        if (comment.line === null || file === undefined) continue;
        expect(file.patch, `${comment.path}:${comment.line} needs a patch`).not.toBeNull();
        const inDiff = hunkRanges(file.patch ?? '').some(([from, to]) => comment.line! >= from && comment.line! <= to);
        expect(inDiff, `${comment.path}:${comment.line} is outside the diff`).toBe(true);
      }
    });

    it('counts every changed file, and warns only about what it could not read', async () => {
      const signal = await signalOf(entry);
      const fixture = runner.fixture(entry);
      expect(signal.focus.total_files).toBe(signal.pr.changed_files);
      expect(signal.pr.changed_files).toBe(fixture.changedFiles);
      expect(signal.meta.generated_at).toBe(new Date(CORPUS_NOW).toISOString());
      const expected = want.warnings ?? [];
      for (const warning of signal.meta.warnings) expect(expected.some((w) => warning.includes(w)), `unexpected warning: ${warning}`).toBe(true);
      for (const w of expected) expect(signal.meta.warnings.some((warning) => warning.includes(w)), `missing warning: ${w}`).toBe(true);
      expect(signal.contributors[0]?.login).toBe(fixture.author.login);
    });
  });
}
