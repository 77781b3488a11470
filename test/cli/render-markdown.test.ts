import { describe, expect, it } from 'vitest';
import { code, escapeText, GITHUB_COMMENT_LIMIT, renderMarkdown } from '../../src/cli/render-markdown.js';
import type { Signal } from '../../src/signal/schema.js';
import { makeSignal } from '../support/signal-factory.js';

function hugeSignal(): Signal {
  const signal = makeSignal({ title: 'A very large change' });
  const long = 'x'.repeat(2_000);
  signal.supply_chain.findings = Array.from({ length: 5_000 }, (_, i) => ({
    id: 'binary-artifact',
    severity: i % 7 === 0 ? ('critical' as const) : ('medium' as const),
    title: `Prebuilt binary ${i} ${long}`,
    detail: long,
    path: `vendor/${'deep/'.repeat(40)}lib-${i}.so`,
    line: i + 1,
    package: null,
  }));
  signal.review.comments = Array.from({ length: 3_000 }, (_, i) => ({ path: `src/file-${i}.ts`, line: i + 1, body: `Please check this.\n\n${long}` }));
  signal.meta.warnings = Array.from({ length: 2_000 }, (_, i) => `warning ${i}: ${long}`);
  signal.risk.drivers = Array.from({ length: 200 }, (_, i) => ({ id: `d${i}`, title: `Driver ${i}`, detail: long, weight: 0.5, floor: null, evidence: [] }));
  return signal;
}

describe('renderMarkdown', () => {
  it('stays within GitHub’s 65,536-character comment limit, most severe findings first, saying what it left out', () => {
    const markdown = renderMarkdown(hugeSignal());
    expect(markdown.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
    expect(markdown).toContain('#### Findings (5000)');
    expect(markdown).toMatch(/_…and \d+ more findings not shown/);
    expect(markdown).toMatch(/_…and \d+ more draft comments not shown/);
    expect(markdown).toContain("Lists were shortened to fit GitHub's 65,536-character comment limit");
    const firstRow = markdown.split('\n').find((line) => line.startsWith('| critical') || line.startsWith('| medium'));
    expect(firstRow?.startsWith('| critical')).toBe(true);
  });

  it('cuts even a report whose fixed parts alone are too long', () => {
    const signal = hugeSignal();
    signal.pr.title = 'T'.repeat(200_000);
    signal.review.rationale = 'R'.repeat(200_000);
    const markdown = renderMarkdown(signal, 1_000);
    expect(markdown.length).toBeLessThanOrEqual(1_000);
    expect(markdown).toMatch(/The report was cut to fit/);
  });

  it('leaves a small signal whole', () => {
    const markdown = renderMarkdown(makeSignal());
    expect(markdown).not.toContain('shortened');
    expect(markdown).not.toContain('more findings');
  });

  it('escapes text from the pull request and notifies nobody', () => {
    const signal = makeSignal({ title: 'Fix <script>alert(1)</script> | ping @octo-org/admins and [click](https://evil.example)' });
    signal.review.comments = [{ path: 'a|b`c.ts', line: 3, body: 'Heads up @security-team, see `@scope/pkg` <img src=x>' }];
    const markdown = renderMarkdown(signal);
    expect(markdown).toContain('Fix \\<script\\>alert(1)\\</script\\> \\| ping @\u200bocto-org/admins and \\[click\\](https://evil.example)');
    expect(markdown).not.toMatch(/@octo-org/);
    expect(markdown).not.toContain('[click](');
    expect(markdown).toContain('Heads up @\u200bsecurity-team, see `@scope/pkg` &lt;img src=x&gt;');
    expect(markdown).toContain('**``a|b`c.ts:3``**');
  });

  it('escapes and quotes helpers', () => {
    expect(escapeText('- item')).toBe('\\- item');
    expect(escapeText('1. first')).toBe('1\\. first');
    expect(code('a`b')).toBe('``a`b``');
    expect(code('`x')).toBe('`` `x ``');
    expect(code('a ``` b `` c')).toBe('````a ``` b `` c````');
    // 300,000 runs of backticks (a PR title or path is anyone's text): a spread into Math.max overflowed the stack.
    expect(code('`a'.repeat(300_000)).startsWith('`` `a`a')).toBe(true);
  });

  it('opens with the verdict, the three heaviest reasons and the file to look at first, before the details', () => {
    const signal = makeSignal({ title: 'Refactor the cache' });
    signal.review = { ...signal.review, action: 'request_changes', rationale: 'A high finding.' };
    signal.risk.drivers = [
      { id: 'a', title: 'Light', detail: 'light detail', weight: 0.1, floor: null, evidence: [] },
      { id: 'b', title: 'Heaviest', detail: 'heaviest detail', weight: 0.9, floor: null, evidence: [] },
      { id: 'c', title: 'Second', detail: 'second detail', weight: 0.5, floor: null, evidence: [] },
      { id: 'd', title: 'Third', detail: 'third detail', weight: 0.3, floor: null, evidence: [] },
    ];
    signal.focus.files = [
      {
        path: 'src/cache.ts',
        rank: 1,
        score: 0.9,
        reasons: ['core code rewritten'],
        status: 'modified',
        additions: 90,
        deletions: 80,
        category: 'source',
        hunks: [
          { start: 120, end: 121, reason: 'critical finding: eval of a request header' },
          { start: 40, end: 70, reason: '+30 -5' },
        ],
      },
    ];
    const lines = renderMarkdown(signal).split('\n');
    expect(lines.slice(2, 9)).toEqual([
      '**Suggested action: request changes.** A high finding.',
      '',
      '1. **Heaviest**: heaviest detail',
      '2. **Second**: second detail',
      '3. **Third**: third detail',
      '',
      '**Look first at:** `src/cache.ts` (core code rewritten; read first: lines 120-121, 40-70)',
    ]);
    expect(lines.find((l) => l.startsWith('| 1 | `src/cache.ts`'))).toContain('core code rewritten; read first: lines 120-121, 40-70');
    expect(lines.findIndex((l) => l.startsWith('**Refactor the cache**'))).toBeGreaterThan(8);
  });
});

