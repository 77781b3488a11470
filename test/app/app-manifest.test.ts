import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

/** app.yml asks for what the analysis reads (and the check run it writes), and no more (issue #16). */
describe('app.yml', () => {
  const manifest = parse(readFileSync(new URL('../../app.yml', import.meta.url), 'utf8')) as { default_events: string[]; default_permissions: Record<string, string> };

  it('subscribes to pull requests and to re-runs of its check', () => {
    expect([...manifest.default_events].sort()).toEqual(['check_run', 'check_suite', 'pull_request']);
  });

  it('reads pull requests, contents, check runs and commit statuses, writes only check runs', () => {
    expect(manifest.default_permissions).toEqual({ metadata: 'read', pull_requests: 'read', contents: 'read', checks: 'write', statuses: 'read' });
  });
});
