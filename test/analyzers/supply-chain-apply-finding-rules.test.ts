import { describe, expect, it } from 'vitest';
import { applyFindingRules } from '../../src/analyzers/apply-finding-rules.js';
import { RepoConfig } from '../../src/repo-config/schema.js';
import type { Finding } from '../../src/signal/schema.js';

function finding(overrides: Partial<Finding>): Finding {
  return { id: 'gha-unpinned-action', severity: 'medium', title: 't', detail: 'd', path: '.github/workflows/ci.yml', line: 3, package: 'some/action', ...overrides };
}

const NOW = new Date('2024-06-15T12:00:00Z');

describe('applyFindingRules', () => {
  it('keeps findings when nothing is configured', () => {
    const findings = [finding({}), finding({ id: 'typosquat', package: 'lodahs' })];
    expect(applyFindingRules(findings, RepoConfig.parse({}), NOW)).toEqual({ findings, suppressed: [] });
  });

  it('overrides severities by id', () => {
    const result = applyFindingRules([finding({}), finding({ id: 'typosquat' })], RepoConfig.parse({ severity_overrides: { 'gha-unpinned-action': 'info' } }), NOW);
    expect(result.findings.map((f) => [f.id, f.severity])).toEqual([
      ['typosquat', 'medium'],
      ['gha-unpinned-action', 'info'],
    ]);
  });

  it('returns the findings in severity order after overrides move them', () => {
    const findings = [
      finding({ id: 'typosquat', severity: 'high', path: 'package.json', package: 'lodahs' }),
      finding({ id: 'gha-unpinned-action', severity: 'medium' }),
      finding({ id: 'binary-artifact', severity: 'low', path: 'bin/tool.exe', package: null }),
      finding({ id: 'binary-artifact', severity: 'low', path: 'test/fixtures/a.zip', package: null }),
    ];
    const config = RepoConfig.parse({
      severity_overrides: { typosquat: 'low', 'binary-artifact': 'critical' },
      ignore_findings: [{ id: 'binary-artifact', path: 'test/**', reason: 'fixtures' }],
    });
    const result = applyFindingRules(findings, config, NOW);
    expect(result.findings.map((f) => [f.id, f.severity])).toEqual([
      ['binary-artifact', 'critical'],
      ['gha-unpinned-action', 'medium'],
      ['typosquat', 'low'],
    ]);
    expect(result.suppressed.map((f) => [f.id, f.path, f.severity])).toEqual([['binary-artifact', 'test/fixtures/a.zip', 'critical']]);
  });

  it('suppresses by id, path glob and package, keeping the reason and the overridden severity', () => {
    const config = RepoConfig.parse({
      severity_overrides: { 'binary-artifact': 'low' },
      ignore_findings: [
        { id: 'binary-artifact', path: 'test/fixtures/**', reason: 'fixtures' },
        { id: 'gha-unpinned-action', package: 'Some/Action', reason: 'our own action' },
      ],
    });
    const result = applyFindingRules(
      [
        finding({ id: 'binary-artifact', path: 'test/fixtures/a.zip', package: null }),
        finding({ id: 'binary-artifact', path: 'bin/tool.exe', package: null }),
        finding({}),
        finding({ package: 'other/action' }),
      ],
      config,
      NOW,
    );
    expect(result.suppressed.map((f) => [f.id, f.path, f.severity, f.reason])).toEqual([
      ['gha-unpinned-action', '.github/workflows/ci.yml', 'medium', 'our own action'],
      ['binary-artifact', 'test/fixtures/a.zip', 'low', 'fixtures'],
    ]);
    expect(result.findings.map((f) => [f.id, f.path, f.package])).toEqual([
      ['gha-unpinned-action', '.github/workflows/ci.yml', 'other/action'],
      ['binary-artifact', 'bin/tool.exe', null],
    ]);
  });

  it('needs a package on the finding when the rule names one', () => {
    const config = RepoConfig.parse({ ignore_findings: [{ id: 'binary-artifact', package: 'x', reason: 'r' }] });
    expect(applyFindingRules([finding({ id: 'binary-artifact', package: null })], config, NOW).suppressed).toEqual([]);
  });

  it('honours expires through the whole day and not after', () => {
    const config = RepoConfig.parse({ ignore_findings: [{ id: 'gha-unpinned-action', reason: 'until mid June', expires: '2024-06-15' }] });
    expect(applyFindingRules([finding({})], config, new Date('2024-06-15T23:59:59Z')).suppressed).toHaveLength(1);
    expect(applyFindingRules([finding({})], config, new Date('2024-06-16T00:00:00Z')).suppressed).toHaveLength(0);
  });

  it('matches dot paths with globs', () => {
    const config = RepoConfig.parse({ ignore_findings: [{ id: 'gha-unpinned-action', path: '.github/**', reason: 'r' }] });
    expect(applyFindingRules([finding({})], config, NOW).findings).toEqual([]);
  });
});
