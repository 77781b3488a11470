/**
 * Work that grows with the entries of one file must not grow with their square: the line of every
 * entry a rule reports (lineOf), and the findings one rule may report per file (a lockfile of 4,000
 * hosts was 4,000 findings, a 2 MB signal, and a scan of the patch per finding for the draft
 * comments: 13 s). Time-free: the budget and the caps are asserted, and lineOf's answers against
 * the plain scan it replaces.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { analyzeContent } from '../../src/services/analyze-content.js';
import { forgetLineIndex, LINE_OF_BUDGET, lineOf } from '../../src/ecosystems/util.js';
import { MAX_FINDINGS_PER_FILE } from '../../src/analyzers/supply-chain/cap-findings.js';
import { MAX_COMMENTS } from '../../src/analyzers/review.js';
import { checkGitattributes, MAX_GITATTRIBUTES_WORK } from '../../src/analyzers/supply-chain/check-gitattributes.js';
import { MAX_DEPENDENCIES_PER_FILE } from '../../src/analyzers/supply-chain/parsed-file.js';
import { makeFile, makeSnapshot } from '../support/snapshot-factory.js';

const SEED = Number(process.env.FC_SEED ?? 424242);

/** lineOf as it was: a scan from the start for the needle, then for every newline before it. */
function plainLineOf(content: string, needle: string): number | null {
  if (content === '' || needle === '') return null;
  const index = content.indexOf(needle);
  if (index < 0) return null;
  return content.slice(0, index).split('\n').length;
}

afterEach(() => forgetLineIndex());

describe('work per entry of a file', () => {
  it('lineOf answers as the plain scan does, on short and long texts (property)', () => {
    const text = fc.array(fc.constantFrom('a', 'b', '\n', 'ab\n', '\r\n', 'curl x | sh\n'), { minLength: 0, maxLength: 6_000 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, fc.nat(), fc.integer({ min: 0, max: 12 }), (content, at, length) => {
        const start = content.length === 0 ? 0 : at % content.length;
        const needles = [content.slice(start, start + length), 'curl x | sh', 'zzz', '\n', 'b\na'];
        for (const needle of needles) expect(lineOf(content, needle), JSON.stringify(needle)).toBe(plainLineOf(content, needle));
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('lineOf reads at most LINE_OF_BUDGET characters of one text: past it, lines are unknown; another text, or the next analysis, starts afresh', () => {
    const content = `${'x'.repeat(5 * 1024 * 1024)}\nneedle\n`;
    expect(lineOf(content, 'needle')).toBe(2);
    // Needles that are not there cost a whole scan each.
    const scans = Math.ceil(LINE_OF_BUDGET / content.length);
    for (let i = 0; i < scans; i += 1) expect(lineOf(content, `absent ${i}`)).toBeNull();
    expect(lineOf(content, 'needle')).toBeNull();
    const other = `${content}other\n`;
    expect(lineOf(other, 'other')).toBe(3);
    forgetLineIndex();
    expect(lineOf(content, 'needle')).toBe(2);
    // Short texts are scanned as before, without a budget.
    const short = 'a\nb\nneedle\n';
    for (let i = 0; i < 10_000; i += 1) lineOf(short, 'absent');
    expect(lineOf(short, 'needle')).toBe(3);
  });

  it(`no rule reports more than ${MAX_FINDINGS_PER_FILE} findings of one id in one file: a lockfile resolving from 500 hosts is 20 findings, the last naming the rest`, () => {
    const path = 'package-lock.json';
    const packages = Array.from({ length: 500 }, (_, i) => `"node_modules/p${i}":{"version":"1.0.${i}","resolved":"https://mirror${i}.example/p${i}/-/p${i}-1.0.${i}.tgz","integrity":"sha512-${'A'.repeat(86)}=="}`);
    const base = '{"lockfileVersion":3,"packages":{"":{},"node_modules/a":{"version":"1.0.0","resolved":"https://registry.npmjs.org/a/-/a-1.0.0.tgz"}}}';
    const head = `{"lockfileVersion":3,"packages":{"":{},"node_modules/a":{"version":"1.0.0","resolved":"https://registry.npmjs.org/a/-/a-1.0.0.tgz"},${packages.join(',\n')}}}`;
    const patch = `@@ -1 +1,${packages.length + 1} @@\n-${base}\n${head.split('\n').map((line) => `+${line}`).join('\n')}`;
    const snapshot = makeSnapshot({ files: [makeFile(path, { patch, additions: packages.length + 1, deletions: 1 })], contents: [{ path, base, head }] });
    const { sections } = analyzeContent({ snapshot, now: '2024-06-15T12:00:00Z' });
    const byId = new Map<string, number>();
    for (const finding of [...sections.supplyChain.findings, ...sections.supplyChain.suppressed_findings]) byId.set(`${finding.id} ${finding.path}`, (byId.get(`${finding.id} ${finding.path}`) ?? 0) + 1);
    expect(byId.get(`lockfile-foreign-host ${path}`)).toBe(MAX_FINDINGS_PER_FILE);
    expect(Math.max(...byId.values())).toBeLessThanOrEqual(MAX_FINDINGS_PER_FILE);
    const hosts = sections.supplyChain.findings.filter((f) => f.id === 'lockfile-foreign-host');
    expect(hosts.filter((f) => f.detail.endsWith('(480 more like this in this file are not listed.)'))).toHaveLength(1);
    expect(sections.review.comments.length).toBeLessThanOrEqual(MAX_COMMENTS);
  });

  it(`.gitattributes lines are matched against the PR's own files within MAX_GITATTRIBUTES_WORK: past it, one finding says what was not checked`, () => {
    // 20 nested .gitattributes of 200 lines over 600 changed files: 7 s before the budget.
    const lines = Array.from({ length: 200 }, (_, i) => `+*${'a*'.repeat(20)}x${i} -diff linguist-generated`).join('\n');
    const files = [
      ...Array.from({ length: 20 }, (_, i) => makeFile(`${'d/'.repeat(i)}.gitattributes`, { status: 'added', patch: `@@ -0,0 +1,200 @@\n${lines}` })),
      ...Array.from({ length: 600 }, (_, i) => makeFile(`${'d/'.repeat(20)}${'a'.repeat(200)}${i}.js`, { patch: '@@ -1 +1 @@\n-a\n+b' })),
    ];
    const findings = checkGitattributes(makeSnapshot({ files }));
    expect(findings.map((f) => [f.id, f.severity, f.path, f.title])).toEqual([
      ['gitattributes-hides-change', 'medium', '.gitattributes', '.gitattributes lines this PR adds could not all be checked against its own changes'],
    ]);
    expect(findings[0]?.detail).toMatch(/^\d+ added line\(s\) of 20 \.gitattributes file\(s\) \(\.gitattributes, d\/\.gitattributes, /);
    expect(MAX_GITATTRIBUTES_WORK).toBe(500_000_000);
    // A real PR's few lines over its 3,000 files are all checked: the hiding line is found.
    const small = [
      makeFile('.gitattributes', { status: 'modified', patch: '@@ -1 +1,3 @@\n # attributes\n+*.snap -diff\n+src/app.js linguist-generated' }),
      ...Array.from({ length: 3_000 }, (_, i) => makeFile(`src/module-${i}/file-${i}.js`, { patch: '@@ -1 +1 @@\n-a\n+b' })),
      makeFile('src/app.js', { patch: '@@ -1 +1 @@\n-a\n+b' }),
    ];
    expect(checkGitattributes(makeSnapshot({ files: small })).map((f) => [f.id, f.title])).toEqual([['gitattributes-hides-change', ".gitattributes hides this PR's own change to src/app.js"]]);
  });

  /** A requirements.txt of these pins, as the PR's added (or modified) file. */
  function requirementsPr(base: string[] | null, head: string[]) {
    const text = (names: string[]) => names.map((name) => `${name}==1.0`).join('\n');
    const patch = `@@ -0,0 +1,${head.length} @@\n${head.map((name) => `+${name}==1.0`).join('\n')}`;
    return makeSnapshot({
      files: [makeFile('requirements.txt', { status: base === null ? 'added' : 'modified', additions: head.length, deletions: 0, patch })],
      contents: [{ path: 'requirements.txt', base: base === null ? null : text(base), head: text(head) }],
    });
  }
  const names = (count: number, prefix = 'pkg') => Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(6, '0')}`);

  it(`a manifest of 200,000 dependencies: ${MAX_DEPENDENCIES_PER_FILE.toLocaleString('en-US')} are compared, the file is named in skipped, the analysis completes (it took 32 s, past the deadline)`, () => {
    const { sections } = analyzeContent({ snapshot: requirementsPr(null, names(200_000)), now: '2026-11-30T00:00:00Z' });
    expect(sections.supplyChain.new_dependencies).toHaveLength(MAX_DEPENDENCIES_PER_FILE);
    expect(sections.supplyChain.skipped).toEqual([{ path: 'requirements.txt', reason: `it names 200,000 dependencies: only the first ${MAX_DEPENDENCIES_PER_FILE.toLocaleString('en-US')} by name were compared` }]);
  }, 60_000);

  it('past the cap, both sides keep the same names: one dependency added before the cut is the one change, none past it reads as added or removed', () => {
    const base = names(MAX_DEPENDENCIES_PER_FILE + 5_000);
    // Added at the front, and one past the cut replaced by another: neither side lists it up to the cut.
    const head = ['aaa-new', ...base.slice(0, -1), 'zzz-past-the-cut'];
    const { sections } = analyzeContent({ snapshot: requirementsPr(base, head), now: '2026-11-30T00:00:00Z' });
    expect(sections.supplyChain.new_dependencies.map((d) => d.name)).toEqual(['aaa-new']);
    expect(sections.supplyChain.removed_dependencies).toEqual([]);
    expect(sections.supplyChain.skipped.map((s) => s.path)).toEqual(['requirements.txt']);
  }, 60_000);

  it(`a manifest of ${MAX_DEPENDENCIES_PER_FILE.toLocaleString('en-US')} dependencies is compared whole, and named nowhere`, () => {
    const { sections } = analyzeContent({ snapshot: requirementsPr(null, names(MAX_DEPENDENCIES_PER_FILE)), now: '2026-11-30T00:00:00Z' });
    expect(sections.supplyChain.new_dependencies).toHaveLength(MAX_DEPENDENCIES_PER_FILE);
    expect(sections.supplyChain.skipped).toEqual([]);
  }, 60_000);
});
