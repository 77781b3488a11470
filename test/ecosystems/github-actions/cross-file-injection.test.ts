import { describe, expect, it } from 'vitest';
import { callersWanted, crossFileInjectionFindings, localCalleesOf } from '../../../src/ecosystems/github-actions/cross-file-injection.js';
import { makeFile, makeSnapshot } from '../../support/snapshot-factory.js';
import { analyze, change, snapshotOf } from '../../support/supply-chain-snapshot.js';

/** A workflow on `trigger` whose job `lint` calls the local action with `with:` (YAML lines, indented for a step). */
function callerWorkflow(trigger: string, withLines: string[], extra: { env?: string[]; before?: string[] } = {}): string {
  return [
    'name: PR lint',
    `on: ${trigger}`,
    'permissions:',
    '  pull-requests: write',
    'jobs:',
    '  lint:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    ...(extra.before ?? []),
    '      - uses: ./.github/actions/check-title',
    ...(extra.env ?? []),
    '        with:',
    ...withLines.map((l) => `          ${l}`),
    '',
  ].join('\n');
}

const ACTION_UNSAFE = [
  'name: Check title',
  'inputs:',
  '  title:',
  '    required: true',
  'runs:',
  '  using: composite',
  '  steps:',
  '    - name: Check',
  '      shell: bash',
  '      run: |',
  '        echo "Checking ${{ inputs.title }}"',
  "        echo \"${{ inputs.title || 'untitled' }}\" | grep -Eq '^(feat|fix|docs|chore): '",
  '',
].join('\n');

const ACTION_SAFE = ACTION_UNSAFE.replace(
  '      shell: bash\n      run: |\n        echo "Checking ${{ inputs.title }}"\n        echo "${{ inputs.title || \'untitled\' }}"',
  '      shell: bash\n      env:\n        TITLE: ${{ inputs.title }}\n      run: |\n        echo "Checking $TITLE"\n        echo "$TITLE"',
);

const ACTION_PATH = '.github/actions/check-title/action.yml';
const CALLER_PATH = '.github/workflows/pr-lint.yml';

function injections(snapshot: ReturnType<typeof makeSnapshot>) {
  return analyze(snapshot).findings.filter((f) => f.id === 'gha-template-injection').map((f) => [f.severity, f.path, f.line]);
}

describe('gha-template-injection across files: outsider text through with: into a local action or reusable workflow', () => {
  it('is critical at the action\'s line when a pull_request_target caller and the action come in one PR (the low input finding gives way)', () => {
    const snapshot = snapshotOf(change(CALLER_PATH, null, callerWorkflow('pull_request_target', ['title: ${{ github.event.pull_request.title }}'])), change(ACTION_PATH, null, ACTION_UNSAFE));
    expect(injections(snapshot)).toEqual([
      ['critical', ACTION_PATH, 11],
      ['critical', ACTION_PATH, 12],
    ]);
    const [finding] = analyze(snapshot).findings.filter((f) => f.id === 'gha-template-injection');
    expect(finding?.detail).toContain(`${CALLER_PATH} (job lint, on pull_request_target`);
    expect(finding?.detail).toContain('github.event.pull_request.title as input "title"');
  });

  it('follows the ladder of the caller\'s trigger: high on pull_request, medium on push', () => {
    const on = (trigger: string, value: string) => injections(snapshotOf(change(CALLER_PATH, null, callerWorkflow(trigger, [`title: ${value}`])), change(ACTION_PATH, null, ACTION_UNSAFE)))[0]?.[0];
    expect(on('pull_request', '${{ github.head_ref }}')).toBe('high');
    expect(on('push', '${{ github.event.head_commit.message }}')).toBe('medium');
    expect(on('issues', "${{ github.event.issue.body || '' }}")).toBe('critical');
  });

  it('follows the value through env:, a step output and a job output', () => {
    const viaEnv = callerWorkflow('pull_request_target', ['title: ${{ env.PR_TITLE }}'], { env: ['        env:', '          PR_TITLE: ${{ github.event.pull_request.title }}'] });
    expect(crossFileInjectionFindings(snapshotOf(change(CALLER_PATH, null, viaEnv), change(ACTION_PATH, null, ACTION_UNSAFE))).map((f) => f.severity)).toEqual(['critical', 'critical']);
    const viaOutput = callerWorkflow('issue_comment', ['title: ${{ steps.meta.outputs.title }}'], {
      before: ['      - id: meta', '        env:', '          BODY: ${{ github.event.comment.body }}', '        run: echo "title=$BODY" >> "$GITHUB_OUTPUT"'],
    });
    expect(crossFileInjectionFindings(snapshotOf(change(CALLER_PATH, null, viaOutput), change(ACTION_PATH, null, ACTION_UNSAFE))).map((f) => [f.severity, f.path])).toEqual([
      ['critical', ACTION_PATH],
      ['critical', ACTION_PATH],
    ]);
    const viaScript = callerWorkflow('discussion', ['title: ${{ steps.meta.outputs.result }}'], {
      before: ['      - id: meta', '        uses: actions/github-script@v7', '        with:', '          result-encoding: string', '          script: return context.payload.discussion.title'],
    });
    expect(crossFileInjectionFindings(snapshotOf(change(CALLER_PATH, null, viaScript), change(ACTION_PATH, null, ACTION_UNSAFE)))).toHaveLength(2);
  });

  it('reports a reusable workflow that expands an input a job-level caller fills with a comment body (through needs outputs too)', () => {
    const callee = [
      'on:',
      '  workflow_call:',
      '    inputs:',
      '      command:',
      '        type: string',
      'jobs:',
      '  run:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/github-script@v7',
      '        with:',
      '          script: |',
      "            const command = '${{ inputs.command }}';",
      '            core.info(command);',
      '',
    ].join('\n');
    const caller = [
      'on:',
      '  issue_comment:',
      '    types: [created]',
      'jobs:',
      '  parse:',
      '    runs-on: ubuntu-latest',
      '    outputs:',
      '      command: ${{ steps.cut.outputs.command }}',
      '    steps:',
      '      - id: cut',
      '        env:',
      '          BODY: ${{ github.event.comment.body }}',
      '        run: |',
      '          echo "command=${BODY#/run }" >> $GITHUB_OUTPUT',
      '  dispatch:',
      '    needs: parse',
      '    uses: ./.github/workflows/run-command.yml',
      '    with:',
      '      command: ${{ needs.parse.outputs.command }}',
      '',
    ].join('\n');
    const findings = crossFileInjectionFindings(snapshotOf(change('.github/workflows/chatops.yml', null, caller), change('.github/workflows/run-command.yml', null, callee)));
    expect(findings.map((f) => [f.severity, f.path, f.line])).toEqual([['critical', '.github/workflows/run-command.yml', 13]]);
    expect(findings[0]?.title).toContain('an actions/github-script script');
  });

  it('reports an action that reads the input through env: and then runs it as code', () => {
    const evaluating = ['name: Run', 'inputs:', '  command: {}', 'runs:', '  using: composite', '  steps:', '    - shell: bash', '      env:', '        COMMAND: ${{ inputs.command }}', '      run: |', '        CMD="${COMMAND#/run }"', '        eval "$CMD"', ''].join('\n');
    const caller = callerWorkflow('issue_comment', ['command: ${{ github.event.comment.body }}']);
    const findings = crossFileInjectionFindings(snapshotOf(change(CALLER_PATH, null, caller), change(ACTION_PATH, null, evaluating)));
    expect(findings.map((f) => [f.severity, f.path, f.line])).toEqual([['critical', ACTION_PATH, 12]]);
    expect(findings[0]?.title).toBe(`The input in $CMD is run as code in a run: script, and ${CALLER_PATH} passes outsider-written text into it`);
    expect(findings[0]?.detail).toContain('as $COMMAND (${{ inputs.command }})');
    // Read as data, the same input is the fix.
    expect(crossFileInjectionFindings(snapshotOf(change(CALLER_PATH, null, caller), change(ACTION_PATH, null, evaluating.replace('eval "$CMD"', 'echo "$CMD"'))))).toEqual([]);
  });

  it('follows an input an action passes on to another local action', () => {
    const outer = [
      'name: Outer',
      'inputs:',
      '  text: {}',
      'runs:',
      '  using: composite',
      '  steps:',
      '    - uses: ./.github/actions/check-title',
      '      with:',
      '        title: ${{ inputs.text }}',
      '',
    ].join('\n');
    const caller = callerWorkflow('pull_request_target', ['text: ${{ github.event.pull_request.body }}']).replace('./.github/actions/check-title', './.github/actions/outer');
    const findings = crossFileInjectionFindings(snapshotOf(change(CALLER_PATH, null, caller), change('.github/actions/outer/action.yml', null, outer), change(ACTION_PATH, null, ACTION_UNSAFE)));
    expect(findings.map((f) => [f.severity, f.path])).toEqual([
      ['critical', ACTION_PATH],
      ['critical', ACTION_PATH],
    ]);
    expect(findings[0]?.detail).toContain('(through .github/actions/outer/action.yml)');
  });

  it('reports an action the PR makes unsafe when an unchanged base workflow already passes outsider text to it', () => {
    const snapshot = makeSnapshot({
      files: [makeFile(ACTION_PATH, { status: 'modified' })],
      contents: [{ path: ACTION_PATH, base: ACTION_SAFE, head: ACTION_UNSAFE }],
      baseFiles: [{ path: CALLER_PATH, content: callerWorkflow('pull_request_target', ['title: ${{ github.event.pull_request.title }}']) }],
    });
    expect(injections(snapshot)).toEqual([
      ['critical', ACTION_PATH, 11],
      ['critical', ACTION_PATH, 12],
    ]);
  });

  it('reports at the caller\'s uses: line when the PR adds a caller of an unchanged reusable workflow that expands its input', () => {
    const callee = ['on:', '  workflow_call:', '    inputs:', '      ref: {type: string}', 'jobs:', '  build:', '    runs-on: ubuntu-latest', '    steps:', '      - run: git fetch origin ${{ inputs.ref }}', ''].join('\n');
    const caller = ['on: pull_request_target', 'jobs:', '  build:', '    uses: ./.github/workflows/build.yml', '    with:', '      ref: ${{ github.head_ref }}', ''].join('\n');
    const snapshot = makeSnapshot({
      files: [makeFile('.github/workflows/pr.yml', { status: 'added' })],
      contents: [{ path: '.github/workflows/pr.yml', base: null, head: caller }],
      baseFiles: [{ path: '.github/workflows/build.yml', content: callee }],
    });
    expect(crossFileInjectionFindings(snapshot).map((f) => [f.severity, f.path, f.line])).toEqual([['critical', '.github/workflows/pr.yml', 4]]);
  });

  it('does not report a flow the base already had', () => {
    const caller = callerWorkflow('pull_request_target', ['title: ${{ github.event.pull_request.title }}']);
    const edited = ACTION_UNSAFE.replace("'^(feat|fix|docs|chore): '", "'^(feat|fix|docs|chore|ci): '");
    expect(crossFileInjectionFindings(snapshotOf(change(ACTION_PATH, ACTION_UNSAFE, edited), change(CALLER_PATH, caller, caller.replace('name: PR lint', 'name: Lint PRs'))))).toEqual([]);
  });

  it('stays quiet for numbers, maintainer inputs, maintainer-controlled contexts and an action that reads the input through env:', () => {
    const quiet = (caller: string, action = ACTION_UNSAFE) => crossFileInjectionFindings(snapshotOf(change(CALLER_PATH, null, caller), change(ACTION_PATH, null, action)));
    expect(quiet(callerWorkflow('pull_request_target', ['title: ${{ github.event.pull_request.number }}']))).toEqual([]);
    expect(quiet(callerWorkflow('pull_request_target', ['title: ${{ github.event.pull_request.head.sha }}']))).toEqual([]);
    expect(quiet(callerWorkflow('pull_request_target', ["title: ${{ contains(github.event.pull_request.title, 'WIP') }}"]))).toEqual([]);
    expect(quiet(callerWorkflow('workflow_dispatch', ['title: ${{ inputs.title }}']))).toEqual([]);
    expect(quiet(callerWorkflow('pull_request_target', ['title: release ${{ github.ref_name }}']))).toEqual([]);
    expect(quiet(callerWorkflow('pull_request_target', ['title: ${{ github.event.pull_request.title }}']), ACTION_SAFE)).toEqual([]);
    // Another input carries the title; the one expanded carries a number.
    const twoInputs = ACTION_UNSAFE.replaceAll('inputs.title', 'inputs.number');
    expect(quiet(callerWorkflow('pull_request_target', ['title: ${{ github.event.pull_request.title }}', 'number: ${{ github.event.number }}']), twoInputs)).toEqual([]);
  });

  it('keeps the action\'s own low finding when no caller passes outsider text', () => {
    const snapshot = snapshotOf(change(CALLER_PATH, null, callerWorkflow('pull_request_target', ['title: ${{ github.event.pull_request.number }}'])), change(ACTION_PATH, null, ACTION_UNSAFE));
    expect(injections(snapshot)).toEqual([
      ['low', ACTION_PATH, 11],
      ['low', ACTION_PATH, 12],
    ]);
  });
});

describe('callersWanted: when a changed file makes the base workflows worth reading', () => {
  it('wants them for a local action or reusable workflow whose added lines expand an input', () => {
    expect(callersWanted(ACTION_PATH, '@@ -8,3 +8,3 @@\n-        echo "$TITLE"\n+        echo "${{ inputs.title }}"')).toBe(true);
    expect(callersWanted('action.yaml', "@@ -1 +1 @@\n+    run: echo ${{ format('{0}', inputs.msg) }}")).toBe(true);
    expect(callersWanted('.github/workflows/build.yml', '@@ -1,4 +1,4 @@\n on:\n   workflow_call:\n+      - run: make ${{ inputs.target }}')).toBe(true);
  });

  it('does not for removed lines, inputs outside expressions, conditions, workflow_dispatch workflows or other files', () => {
    expect(callersWanted(ACTION_PATH, '@@ -8 +8 @@\n-        echo "${{ inputs.title }}"\n+        echo "$TITLE"')).toBe(false);
    expect(callersWanted(ACTION_PATH, '@@ -1 +1 @@\n+inputs:\n+  title: {}')).toBe(false);
    expect(callersWanted(ACTION_PATH, "@@ -1 +1 @@\n+      if: ${{ inputs.mode == 'fast' }}")).toBe(false);
    expect(callersWanted('.github/workflows/release.yml', '@@ -1 +1 @@\n+      - run: npm version ${{ inputs.version }}')).toBe(false);
    expect(callersWanted('scripts/build.yml', '@@ -1 +1 @@\n+  - run: ${{ inputs.x }}')).toBe(false);
    expect(callersWanted(ACTION_PATH, null)).toBe(false);
  });
});

describe('localCalleesOf: the unchanged callees worth reading for a changed caller', () => {
  const patch = (...lines: string[]) => ['@@ -1,6 +1,6 @@', ...lines].join('\n');
  it('names the local actions and workflows of a patch that adds outsider-written text', () => {
    expect(
      localCalleesOf(CALLER_PATH, patch('       - uses: ./.github/actions/check-title', '         with:', "-          title: 'fixed'", '+          title: ${{ github.event.pull_request.title }}', "+      - uses: './tools/act/'", '+    uses: ./.github/workflows/build.yml')),
    ).toEqual(['.github/actions/check-title/action.yml', 'tools/act/action.yml', '.github/workflows/build.yml']);
    expect(localCalleesOf(ACTION_PATH, patch('+    - uses: ./', '+      with:', '+        ref: ${{ github.head_ref }}'))).toEqual(['action.yml']);
  });

  it('names none when the patch adds no outsider-written text, or for removed uses:, remote actions and other files', () => {
    expect(localCalleesOf(CALLER_PATH, patch('       - uses: ./.github/actions/check-title', '+          number: ${{ github.event.pull_request.number }}'))).toEqual([]);
    expect(localCalleesOf(CALLER_PATH, patch('-      - uses: ./.github/actions/old', '+      - uses: actions/labeler@v5', '+          title: ${{ github.event.issue.title }}'))).toEqual([]);
    expect(localCalleesOf(CALLER_PATH, patch('       - uses: ./.github/actions/x', '-          title: ${{ github.event.issue.title }}'))).toEqual([]);
    expect(localCalleesOf('docs/ci.md', patch('+uses: ./.github/actions/x ${{ github.head_ref }}'))).toEqual([]);
    expect(localCalleesOf(CALLER_PATH, null)).toEqual([]);
  });
});

describe('bounds on untrusted workflows', () => {
  it('follows env values that name env values without fanning out, and still finds a near source', () => {
    const env = ['        env:', '          E0: ${{ github.event.pull_request.title }}'];
    for (let i = 1; i <= 40; i += 1) env.push(`          E${i}: ${Array.from({ length: 40 }, (_, j) => `\${{ env.E${Math.max(0, i - 1 - (j % 3))} }}`).join(' ')}`);
    const caller = callerWorkflow('pull_request_target', ['title: ${{ env.E40 }}'], { env });
    // Unbounded, this fans out to 40^6 expressions (the test would time out).
    const findings = crossFileInjectionFindings(snapshotOf(change(CALLER_PATH, null, caller), change(ACTION_PATH, null, ACTION_UNSAFE)));
    expect(findings).toHaveLength(0);
    const near = callerWorkflow('pull_request_target', ['title: ${{ env.E1 }}'], { env });
    expect(crossFileInjectionFindings(snapshotOf(change(CALLER_PATH, null, near), change(ACTION_PATH, null, ACTION_UNSAFE)))).toHaveLength(2);
  });
});
