import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeConfigChange, diffRepoConfig } from '../../src/analyzers/config-change.js';
import { configJsonSchema } from '../../src/repo-config/config-json-schema.js';
import { RepoConfig } from '../../src/repo-config/schema.js';
import { makeFile, makeSnapshot } from '../support/snapshot-factory.js';

const CONFIG = '.github/svc.yml';

function editing(base: string | null, head: string | null, status: 'modified' | 'added' | 'removed' = 'modified') {
  return makeSnapshot({
    files: [makeFile(CONFIG, { status })],
    contents: [{ path: CONFIG, base, head }],
    baseFiles: base === null ? [] : [{ path: CONFIG, content: base }],
  });
}

describe('analyzeConfigChange', () => {
  it('says nothing when the PR does not touch the configuration', () => {
    expect(analyzeConfigChange(makeSnapshot({ files: [makeFile('src/a.ts')] }))).toEqual([]);
  });

  it('flags an edit that ignores a finding and raises a threshold as loosening, listing each change', () => {
    const [finding] = analyzeConfigChange(
      editing('required_checks: [build]\n', 'required_checks: [build]\nignore_findings:\n  - id: typosquat\n    package: expres\n    reason: "trust me"\nrisk_thresholds: { medium: 0.25, high: 0.9, critical: 0.95 }\n'),
    );
    expect(finding).toMatchObject({ id: 'config-weakened', severity: 'medium', path: CONFIG });
    expect(finding?.detail).toContain('ignore_findings: adds typosquat (package expres): "trust me"');
    expect(finding?.detail).toContain('risk_thresholds.high: 0.5 → 0.9');
    expect(finding?.detail).toContain('risk_thresholds.critical: 0.75 → 0.95');
    expect(finding?.detail).toContain('judged by the base configuration');
  });

  it('reports a tightening edit as a plain change, not a loosening', () => {
    const [finding] = analyzeConfigChange(editing('required_checks: [build]\n', 'required_checks: [build, test]\nsensitive_paths:\n  - pattern: "src/billing/**"\n'));
    expect(finding).toMatchObject({ id: 'config-changed', severity: 'low' });
    expect(finding?.detail).toContain('required_checks: adds test');
    expect(finding?.detail).toContain('sensitive_paths: adds src/billing/**');
  });

  it('treats dropping a required check or removing the file as loosening', () => {
    expect(analyzeConfigChange(editing('required_checks: [build, test]\n', 'required_checks: [build]\n'))[0]?.id).toBe('config-weakened');
    const removed = analyzeConfigChange(editing('required_checks: [build]\n', null, 'removed'))[0];
    expect(removed?.id).toBe('config-weakened');
    expect(removed?.detail).toContain('removes .github/svc.yml');
  });

  it('flags a configuration that would no longer parse', () => {
    const [finding] = analyzeConfigChange(editing('required_checks: [build]\n', 'required_checks: build\n'));
    expect(finding).toMatchObject({ id: 'config-invalid', severity: 'medium' });
    expect(finding?.detail).toContain('required_checks');
  });

  it('notes a cosmetic edit as info', () => {
    expect(analyzeConfigChange(editing('required_checks: [build]\n', '# checks\nrequired_checks: [ build ]\n'))[0]).toMatchObject({ id: 'config-changed', severity: 'info' });
  });

  it('compares a new file with the defaults', () => {
    const [finding] = analyzeConfigChange(editing(null, 'generated_paths: ["gen/**"]\n', 'added'));
    expect(finding?.id).toBe('config-weakened');
    expect(finding?.detail).toContain('generated_paths: adds gen/**');
  });
});

describe('diffRepoConfig', () => {
  it('finds no change between equal configurations', () => {
    expect(diffRepoConfig(RepoConfig.parse({}), RepoConfig.parse({}))).toEqual([]);
  });

  it('marks review knobs by direction', () => {
    const changes = diffRepoConfig(RepoConfig.parse({}), RepoConfig.parse({ review: { approve_max_level: 'high', approve_min_trust: 'high', request_changes_on_failing_checks: false } }));
    expect(changes).toEqual(
      expect.arrayContaining([
        { text: 'review.approve_max_level: low → high', weakens: true },
        { text: 'review.approve_min_trust: medium → high', weakens: false },
        { text: 'review.request_changes_on_failing_checks: true → false', weakens: true },
      ]),
    );
  });
});

describe('the configuration JSON Schema', () => {
  it('is published in docs/ exactly as generated (run scripts/generate-config-schema.ts after a schema change)', () => {
    const published = JSON.parse(readFileSync(new URL('../../docs/config.schema.json', import.meta.url), 'utf8')) as unknown;
    expect(published).toEqual(configJsonSchema());
  });

  it('describes every top-level key, none required', () => {
    const schema = configJsonSchema() as { properties: Record<string, { description?: string }>; required?: string[] };
    expect(Object.keys(schema.properties).sort()).toEqual(['focus', 'generated_paths', 'ignore_findings', 'required_checks', 'review', 'risk_thresholds', 'sensitive_paths', 'severity_overrides', 'vendored_paths']);
    expect(schema.required ?? []).toEqual([]);
    for (const [key, value] of Object.entries(schema.properties)) expect(value.description, key).toBeTruthy();
  });
});
