import { describe, expect, it } from 'vitest';
import { grantedLocalActionsOf, localCalleesOf } from '../../../src/ecosystems/github-actions/cross-file-injection.js';
import type { SnapshotBaseFile } from '../../../src/snapshot/pr-snapshot.js';
import { analyze, change, snapshotOf } from '../../support/supply-chain-snapshot.js';

/** A workflow whose job grants `scope: write` and runs the local action `./.github/actions/<action>`. */
const workflow = (trigger: string, scope: string, action = 'pr-comment') =>
  [
    'name: report',
    'on:',
    `  ${trigger}:`,
    'permissions:',
    '  contents: read',
    'jobs:',
    '  report:',
    '    runs-on: ubuntu-latest',
    '    permissions:',
    `      ${scope}: write`,
    '    steps:',
    '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2',
    '      - run: npm ci && npm run coverage',
    `      - uses: ./.github/actions/${action}`,
    '        with:',
    '          path: report.md',
    '',
  ].join('\n');

const composite = (...steps: string[]) => ['name: pr-comment', 'inputs:', '  path:', '    required: true', 'runs:', '  using: composite', '  steps:', ...steps, ''].join('\n');
const COMMENTS = composite('    - run: gh pr comment "$PR" --body-file report.md', '      shell: bash', '      env:', '        GH_TOKEN: ${{ github.token }}', '        PR: ${{ github.event.pull_request.number }}');
const STICKY = composite('    - uses: marocchino/sticky-pull-request-comment@v2', '      with:', '        path: report.md');
const ECHOES = composite('    - run: cat report.md', '      shell: bash');
const NESTED = composite('    - uses: ./.github/actions/sticky');
const NODE = ['name: pr-comment', 'runs:', '  using: node20', '  main: dist/index.js', ''].join('\n');

const ACTION = '.github/actions/pr-comment/action.yml';
const WORKFLOW = '.github/workflows/report.yml';

function permissionFindings(workflowText: string, actions: { path: string; head: string | null; base?: string | null }[] = [], baseFiles: SnapshotBaseFile[] = []) {
  const snapshot = snapshotOf(change(WORKFLOW, null, workflowText), ...actions.map((a) => change(a.path, a.base ?? null, a.head)));
  return analyze({ ...snapshot, baseFiles }).findings.filter((f) => f.id === 'gha-excessive-permissions');
}

describe('gha-excessive-permissions with local actions', () => {
  it('is not reported when a local composite action the job runs uses the scope, read from the PR or the base, or nested', () => {
    expect(permissionFindings(workflow('pull_request_target', 'pull-requests'), [{ path: ACTION, head: COMMENTS }])).toEqual([]);
    expect(permissionFindings(workflow('pull_request_target', 'pull-requests'), [], [{ path: ACTION, content: STICKY }])).toEqual([]);
    expect(permissionFindings(workflow('workflow_run', 'pull-requests'), [{ path: ACTION, head: NESTED }, { path: '.github/actions/sticky/action.yaml', head: STICKY }])).toEqual([]);
    // `issues: write` for `gh pr comment` (a PR comment is an issue comment).
    expect(permissionFindings(workflow('push', 'issues'), [], [{ path: ACTION, content: composite('    - run: gh issue comment 1 --body x', '      shell: bash') }])).toEqual([]);
  });

  it('is not called excessive when the local action cannot be judged: not read, or a JavaScript action', () => {
    expect(permissionFindings(workflow('pull_request_target', 'pull-requests'))).toEqual([]);
    expect(permissionFindings(workflow('pull_request_target', 'pull-requests'), [], [{ path: ACTION, content: NODE }])).toEqual([]);
  });

  it('is reported when the local action is read and shows no step that needs the scope, and says so', () => {
    const [finding, ...rest] = permissionFindings(workflow('pull_request_target', 'pull-requests'), [{ path: ACTION, head: ECHOES }]);
    expect(rest).toEqual([]);
    expect(finding?.severity).toBe('high');
    expect(finding?.detail).toContain(`The local action it runs (${ACTION}) show no such step either.`);
    // Removed by the PR: nothing there needs the scope.
    expect(permissionFindings(workflow('pull_request_target', 'pull-requests'), [{ path: ACTION, base: COMMENTS, head: null }]).map((f) => f.severity)).toEqual(['high']);
    // A scope the action's steps do not use (`contents: write` for a comment).
    expect(permissionFindings(workflow('workflow_run', 'contents'), [{ path: ACTION, head: COMMENTS }]).map((f) => f.severity)).toEqual(['high']);
  });

  it('is reported as before for a job that runs no local action', () => {
    const plain = workflow('pull_request_target', 'pull-requests').replace('      - uses: ./.github/actions/pr-comment\n        with:\n          path: report.md\n', '');
    expect(permissionFindings(plain, [{ path: ACTION, head: COMMENTS }]).map((f) => f.severity)).toEqual(['high']);
  });
});

describe('localCalleesOf: local actions of a patch that adds a write scope', () => {
  const patch = (...lines: string[]) => ['@@ -1,6 +1,6 @@', ...lines].join('\n');
  it('names the local actions (not reusable workflows) a patch that adds a write scope shows', () => {
    expect(localCalleesOf(WORKFLOW, patch('     permissions:', '+      pull-requests: write', '     steps:', '       - uses: ./.github/actions/pr-comment', '+      - uses: ./.github/workflows/build.yml'))).toEqual([ACTION]);
  });
  it('names none when the patch adds no write scope', () => {
    expect(localCalleesOf(WORKFLOW, patch('     permissions:', '+      pull-requests: read', '-      pull-requests: write', '       - uses: ./.github/actions/pr-comment'))).toEqual([]);
  });
});

describe('grantedLocalActionsOf: local actions of the jobs a write scope reaches, read from the whole head', () => {
  const patch = (...lines: string[]) => ['@@ -7,6 +7,7 @@', ...lines].join('\n');
  const grants = patch('     permissions:', '+      pull-requests: write', '     steps:');
  it('names the local actions of a job granted a scope it shows no need for, outside the patch', () => {
    expect(grantedLocalActionsOf(WORKFLOW, grants, workflow('pull_request_target', 'pull-requests'))).toEqual([ACTION]);
  });
  it('names none when the patch adds no write scope, the job shows its own need, or the file is no workflow', () => {
    expect(grantedLocalActionsOf(WORKFLOW, patch('     permissions:', '+      pull-requests: read', '     steps:'), workflow('pull_request_target', 'pull-requests'))).toEqual([]);
    const needs = workflow('pull_request_target', 'pull-requests').replace('      - run: npm ci && npm run coverage\n', '      - run: gh pr comment 1 --body done\n        env:\n          GH_TOKEN: ${{ github.token }}\n');
    expect(grantedLocalActionsOf(WORKFLOW, grants, needs)).toEqual([]);
    expect(grantedLocalActionsOf(ACTION, grants, workflow('pull_request_target', 'pull-requests'))).toEqual([]);
  });
});
