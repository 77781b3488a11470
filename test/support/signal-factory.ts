import { newScanId, newSignalId } from '../../src/signal/ids.js';
import { Signal, SIGNAL_VERSION } from '../../src/signal/schema.js';
import { makeSupplyChain } from './snapshot-factory.js';

/** A valid svc.signal.v1 value for storage and HTTP tests that do not need the analyzers. */
export function makeSignal(options: { owner?: string; repo?: string; number?: number; headSha?: string; source?: 'api' | 'webhook'; scanId?: string; title?: string } = {}): Signal {
  const owner = options.owner ?? 'octo-org';
  const repo = options.repo ?? 'hello-world';
  const number = options.number ?? 42;
  const scanId = options.scanId ?? newScanId();
  const signal: Signal = {
    version: SIGNAL_VERSION,
    signal_id: newSignalId(owner, repo, number),
    pr: {
      provider: 'github',
      owner,
      repo,
      number,
      url: `https://github.com/${owner}/${repo}/pull/${number}`,
      title: options.title ?? 'Fix the greeting',
      author: 'octocat',
      draft: false,
      state: 'open',
      merged: false,
      labels: [],
      base_branch: 'main',
      base_sha: 'a'.repeat(40),
      head_branch: 'fix-greeting',
      head_sha: options.headSha ?? 'b'.repeat(40),
      head_repo: `${owner}/${repo}`,
      is_fork: false,
      created_at: '2026-11-01T10:00:00Z',
      updated_at: '2026-11-02T10:00:00Z',
      additions: 3,
      deletions: 1,
      changed_files: 1,
      commits: 1,
    },
    risk: { level: 'low', score: 0.05, drivers: [] },
    contributors: [],
    evidence: {
      completeness: 1,
      checks: [],
      summary: { total: 0, passed: 0, failed: 0, pending: 0, skipped: 0 },
      missing_required: [],
      tests: { source_files_changed: 0, test_files_changed: 0, test_files_deleted: 0, source_changed_without_tests: false },
    },
    supply_chain: makeSupplyChain(),
    focus: { files: [], total_files: 1, listed_files: 1 },
    triage: {
      effort: { level: 1, minutes: 5, reviewable_files: 1, reviewable_lines: 4 },
      staleness: { risk: 'low', age_days: 1, days_since_update: 0, behind_by: 0, has_conflicts: false },
      recommendations: [],
    },
    review: { action: 'approve', rationale: 'Small, green, trusted.', comments: [] },
    meta: {
      scan_id: scanId,
      generated_at: '2026-11-02T10:00:00.000Z',
      analyzer_version: '0.1.0',
      duration_ms: 12,
      github_requests: 9,
      warnings: [],
      source: options.source ?? 'api',
      truncated: false,
      config: { source: 'defaults', commit: null },
    },
  };
  return Signal.parse(signal);
}
