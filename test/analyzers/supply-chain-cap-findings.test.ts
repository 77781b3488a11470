import { describe, expect, it } from 'vitest';
import { makeFinding } from '../../src/ecosystems/finding.js';
import { MAX_FINDINGS_PER_FILE, capFindings } from '../../src/analyzers/supply-chain/cap-findings.js';

const findingsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => makeFinding({ id: 'git-dependency', severity: 'medium', title: `dep-${i}`, detail: `dep-${i} comes from git.`, path: 'package-lock.json', subject: `dep-${i}` }));

describe('capFindings', () => {
  it('keeps every finding up to the cap, without a note', () => {
    const kept = capFindings(findingsOf(MAX_FINDINGS_PER_FILE));
    expect(kept).toHaveLength(MAX_FINDINGS_PER_FILE);
    expect(kept.at(-1)!.detail).toBe(`dep-${MAX_FINDINGS_PER_FILE - 1} comes from git.`);
  });

  it('counts exactly the findings it leaves out, one over the cap and more', () => {
    const oneOver = capFindings(findingsOf(MAX_FINDINGS_PER_FILE + 1));
    expect(oneOver).toHaveLength(MAX_FINDINGS_PER_FILE);
    expect(oneOver.at(-1)!.detail).toBe(`dep-${MAX_FINDINGS_PER_FILE - 1} comes from git. (1 more like this in this file is not listed.)`);
    const fiveOver = capFindings(findingsOf(MAX_FINDINGS_PER_FILE + 5));
    expect(fiveOver.at(-1)!.detail).toMatch(/\(5 more like this in this file are not listed\.\)$/);
  });
});
