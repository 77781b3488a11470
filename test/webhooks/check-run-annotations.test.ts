import { describe, expect, it } from 'vitest';
import { ANNOTATIONS_PER_REQUEST, annotationBatches, annotationLevel, planAnnotations } from '../../src/services/check-run-annotations.js';
import type { Signal } from '../../src/signal/schema.js';
import { hasLines, headLineRanges, type LineRanges } from '../../src/snapshot/head-line-ranges.js';
import { makeSignal } from '../support/signal-factory.js';
import { makeFile, makeSnapshot, makeSupplyChain, makeTestFinding } from '../support/snapshot-factory.js';

function signalWith(findings: Signal['supply_chain']['findings'], comments: Signal['review']['comments'] = []): Signal {
  const signal = makeSignal();
  return { ...signal, supply_chain: makeSupplyChain({ findings }), review: { ...signal.review, comments } };
}

const HEAD: ReadonlyMap<string, LineRanges> = new Map<string, LineRanges>([
  ['.github/workflows/ci.yml', [[1, 40]]],
  ['src/app.ts', [[10, 14], [30, 31]]],
  ['package.json', [[1, 20]]],
]);

describe('check-run annotations from a signal', () => {
  it('maps severities to levels: critical and high fail, medium warns, low and info are notices', () => {
    expect(annotationLevel('critical')).toBe('failure');
    expect(annotationLevel('high')).toBe('failure');
    expect(annotationLevel('medium')).toBe('warning');
    expect(annotationLevel('low')).toBe('notice');
    expect(annotationLevel('info')).toBe('notice');
  });

  it('annotates findings and line-anchored comments on lines of the head, most severe first', () => {
    const plan = planAnnotations(
      signalWith(
        [
          makeTestFinding({ id: 'gha-unpinned-action', severity: 'low', title: 'Unpinned action', path: '.github/workflows/ci.yml', line: 12 }),
          makeTestFinding({ id: 'gha-template-injection', severity: 'high', title: 'Title in a shell', detail: 'The PR title reaches run:', path: '.github/workflows/ci.yml', line: 20 }),
          makeTestFinding({ id: 'npm-install-script', severity: 'medium', path: 'package.json', line: null }),
        ],
        [{ path: 'src/app.ts', line: 11, body: 'Is this check still needed?' }],
      ),
      HEAD,
    );
    expect(plan.annotations.map((a) => [a.path, a.start_line, a.annotation_level])).toEqual([
      ['.github/workflows/ci.yml', 20, 'failure'],
      ['package.json', 1, 'warning'],
      ['.github/workflows/ci.yml', 12, 'notice'],
      ['src/app.ts', 11, 'notice'],
    ]);
    expect(plan.annotations[0]).toMatchObject({ title: 'Title in a shell (gha-template-injection)', message: 'The PR title reaches run:', end_line: 20 });
    expect(plan.overCap).toBe(0);
    expect(plan.outsideHead).toBe(0);
  });

  it('refuses lines not known to exist in the head (outside the hunks, removed or unchanged files) and counts them', () => {
    const plan = planAnnotations(
      signalWith(
        [
          makeTestFinding({ path: 'src/app.ts', line: 20 }),
          makeTestFinding({ path: 'src/removed.ts', line: 3 }),
          makeTestFinding({ path: 'src/app.ts', line: 31 }),
        ],
        [
          { path: 'src/app.ts', line: 99, body: 'Far away' },
          { path: 'src/app.ts', line: null, body: 'About the file' },
        ],
      ),
      HEAD,
    );
    expect(plan.annotations.map((a) => a.start_line)).toEqual([31]);
    expect(plan.outsideHead).toBe(3);
  });

  it('puts a draft comment on the same line as a finding into its raw details, not a second annotation', () => {
    const plan = planAnnotations(signalWith([makeTestFinding({ path: 'src/app.ts', line: 12, severity: 'high' })], [{ path: 'src/app.ts', line: 12, body: 'Please explain this eval.' }]), HEAD);
    expect(plan.annotations).toHaveLength(1);
    expect(plan.annotations[0]?.raw_details).toBe('Please explain this eval.');
  });

  it('caps the annotations, keeping the most severe, and sends them in batches of 50', () => {
    const findings = Array.from({ length: 180 }, (_, i) => makeTestFinding({ id: `f${i}`, path: '.github/workflows/ci.yml', line: (i % 40) + 1, severity: i % 3 === 0 ? 'high' : 'low' }));
    const plan = planAnnotations(signalWith(findings), HEAD, 120);
    expect(plan.annotations).toHaveLength(120);
    expect(plan.overCap).toBe(60);
    expect(plan.annotations.filter((a) => a.annotation_level === 'failure')).toHaveLength(60);
    const batches = annotationBatches(plan.annotations);
    expect(batches.map((b) => b.length)).toEqual([ANNOTATIONS_PER_REQUEST, ANNOTATIONS_PER_REQUEST, 20]);
    expect(batches.flat()).toEqual(plan.annotations);
  });
});

describe('head line ranges of a snapshot', () => {
  it('knows every line of files whose head was read, the hunks of the others, and nothing of removed files', () => {
    const ranges = headLineRanges(
      makeSnapshot({
        files: [
          makeFile('package.json', { patch: '@@ -1,2 +1,3 @@\n a\n+b\n c' }),
          makeFile('src/app.ts', { patch: '@@ -8,3 +10,5 @@ fn\n a\n+b\n+c\n d\n e\n@@ -40,2 +42,0 @@\n-x\n-y\n@@ -50 +50 @@\n-z\n+w' }),
          makeFile('src/gone.ts', { status: 'removed', patch: '@@ -1,2 +0,0 @@\n-a\n-b' }),
          makeFile('logo.png', { patch: null }),
        ],
        contents: [{ path: 'package.json', base: '{}\n', head: '{\n  "name": "x"\n}\n' }],
      }),
    );
    expect(ranges.get('package.json')).toEqual([[1, 3]]);
    expect(ranges.get('src/app.ts')).toEqual([[10, 14], [50, 50]]);
    expect(ranges.has('src/gone.ts')).toBe(false);
    expect(ranges.get('logo.png')).toEqual([]);
    expect(hasLines(ranges.get('src/app.ts'), 12)).toBe(true);
    expect(hasLines(ranges.get('src/app.ts'), 15)).toBe(false);
    expect(hasLines(ranges.get('src/app.ts'), 13, 15)).toBe(false);
    expect(hasLines(ranges.get('README.md'), 1)).toBe(false);
  });
});
