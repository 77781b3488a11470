import { describe, expect, it } from 'vitest';
import type { Finding, Severity } from '../../src/signal/schema.js';
import { advisorySeverity, bySeverityDescending, compareFindings, isAtLeast, maxSeverity } from '../../src/signal/severity.js';

function finding(overrides: Partial<Finding>): Finding {
  return { id: 'x', severity: 'medium', title: 't', detail: 'd', path: 'a', line: null, package: null, ...overrides };
}

describe('advisorySeverity', () => {
  it("maps GitHub's advisory severities onto ours (moderate is medium)", () => {
    expect(['low', 'moderate', 'high', 'critical'].map(advisorySeverity)).toEqual(['low', 'medium', 'high', 'critical']);
  });

  it('accepts medium and any letter case or surrounding space', () => {
    expect(['MODERATE', 'Medium', ' High ', 'CRITICAL'].map(advisorySeverity)).toEqual(['medium', 'medium', 'high', 'critical']);
  });

  it('keeps an advisory of unknown severity as low, never as a mere note', () => {
    expect(['unknown', '', 'info', 'severe'].map(advisorySeverity)).toEqual(['low', 'low', 'low', 'low']);
  });
});

describe('severity order', () => {
  const all: Severity[] = ['low', 'critical', 'info', 'high', 'medium'];

  it('sorts most severe first', () => {
    expect([...all].sort(bySeverityDescending)).toEqual(['critical', 'high', 'medium', 'low', 'info']);
  });

  it('compares and picks the worse of two', () => {
    expect(isAtLeast('high', 'medium')).toBe(true);
    expect(isAtLeast('medium', 'medium')).toBe(true);
    expect(isAtLeast('low', 'medium')).toBe(false);
    expect(maxSeverity('low', 'high')).toBe('high');
    expect(maxSeverity('critical', 'info')).toBe('critical');
  });

  it('orders findings by severity, then path, line, id and package', () => {
    const findings = [
      finding({ id: 'b', path: 'z', severity: 'low' }),
      finding({ id: 'b', path: 'a', line: 9 }),
      finding({ id: 'b', path: 'a', line: 2 }),
      finding({ id: 'a', path: 'a', line: 2, package: 'q' }),
      finding({ id: 'a', path: 'a', line: 2, package: 'p' }),
      finding({ id: 'c', path: 'z', severity: 'critical' }),
    ];
    expect([...findings].sort(compareFindings).map((f) => `${f.severity} ${f.path}:${f.line ?? 0} ${f.id} ${f.package ?? ''}`)).toEqual([
      'critical z:0 c ',
      'medium a:2 a p',
      'medium a:2 a q',
      'medium a:2 b ',
      'medium a:9 b ',
      'low z:0 b ',
    ]);
  });
});
