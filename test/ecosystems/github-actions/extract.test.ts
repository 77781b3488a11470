import { describe, expect, it } from 'vitest';
import { extractWorkflow } from '../../../src/ecosystems/github-actions/extract.js';
import { parseUses } from '../../../src/ecosystems/github-actions/workflow.js';

const SHA = 'a'.repeat(40);

function findings(content: string, path = '.github/workflows/ci.yml'): [string, string, number | null][] {
  return (extractWorkflow(content, path).findings ?? []).map((f) => [f.id, f.severity, f.line]);
}

describe('GitHub workflows', () => {
  it('lists uses: references as dependencies, reusable workflows included', () => {
    const content = `on: push
jobs:
  call:
    uses: acme/workflows/.github/workflows/build.yml@v1
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@${SHA}
      - uses: ./.github/actions/setup
      - uses: docker://alpine:3.20
`;
    expect(extractWorkflow(content, '.github/workflows/ci.yml').deps.map((d) => [d.name, d.version, d.source, d.depType])).toEqual([
      ['acme/workflows/.github/workflows/build.yml', 'v1', 'registry', 'reusable-workflow'],
      ['actions/checkout', SHA, 'registry', 'uses'],
      ['./.github/actions/setup', null, 'path', 'uses'],
    ]);
    expect(parseUses('owner/repo/sub@v2')).toEqual({ name: 'owner/repo/sub', ref: 'v2' });
  });

  it('reports what a dangerous workflow does, with lines', () => {
    const content = `on:
  pull_request_target:
    types: [opened]
permissions:
  contents: write
  pull-requests: write
jobs:
  test:
    runs-on: [self-hosted]
    container: node:20
    steps:
      - uses: actions/checkout@v4
        with:
          ref: refs/pull/\${{ github.event.number }}/merge
      - uses: actions/github-script@${SHA}
        with:
          script: console.log("\${{ github.event.pull_request.body }}")
      - run: wget -qO- https://get.example.sh | sudo sh
        env:
          KEY: \${{ secrets.API_KEY }}
`;
    expect(findings(content)).toEqual([
      ['gha-dangerous-trigger', 'high', 2],
      ['gha-pr-target-checkout', 'critical', 14],
      ['gha-pr-target-secrets', 'high', 20],
      // pull-requests: write is what the github-script step needs; contents: write is not.
      ['gha-excessive-permissions', 'high', 5],
      ['gha-self-hosted-runner', 'high', 9],
      ['gha-template-injection', 'critical', 17],
      ['docker-unpinned-image', 'low', 10],
      ['gha-unpinned-action', 'low', 12],
      ['curl-pipe-shell', 'high', 18],
    ]);
  });

  it('reports nothing for a careful workflow', () => {
    const content = `on: pull_request
permissions:
  contents: read
jobs:
  test:
    runs-on: ubuntu-latest
    container: node:20@sha256:${'c'.repeat(64)}
    steps:
      - uses: actions/checkout@${SHA} # v4.1.7
      - run: echo "$TITLE"
        env:
          TITLE: \${{ github.event.pull_request.title }}
      - run: curl -fsSLo tool.tgz https://example.com/tool.tgz && sha256sum -c tool.sha256
`;
    expect(findings(content)).toEqual([]);
  });

  it('reports an archive downloaded without a checksum, unpacked, and a script from it run (high; medium from a tool vendor)', () => {
    const workflow = (...run: string[]) => `on: push\npermissions:\n  contents: read\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: |\n${run.map((l) => `          ${l}`).join('\n')}\n`;
    const pipes = (content: string) => findings(content).filter((f) => f[0] === 'curl-pipe-shell');
    expect(pipes(workflow('curl -fsSL https://cdn.devtool-mirror.dev/agent.tar.gz | tar xz && ./agent/install.sh'))).toEqual([['curl-pipe-shell', 'high', 9]]);
    expect(pipes(workflow('curl -fsSLo agent.tgz https://cdn.devtool-mirror.dev/agent-2.1.tar.gz', 'tar xzf agent.tgz', 'sudo ./agent-2.1/install.sh --yes'))).toEqual([['curl-pipe-shell', 'high', 9]]);
    expect(pipes(workflow('curl -sSL https://dl.google.com/dl/cloudsdk/release/google-cloud-sdk.tar.gz | tar xz -C "$HOME"', '"$HOME"/google-cloud-sdk/install.sh --quiet'))).toEqual([['curl-pipe-shell', 'medium', 9]]);
    // A binary unpacked and used, the project's own script after it, a verified archive.
    expect(pipes(workflow('curl -sSL https://github.com/acme/tool/releases/download/v1.2.0/tool_linux_amd64.tar.gz | tar xz -C /usr/local/bin tool', 'tool --version'))).toEqual([]);
    expect(pipes(workflow('curl -sSL https://cache.example-ci.dev/deps.tar.gz | tar xz', './scripts/ci.sh'))).toEqual([]);
    expect(pipes(workflow('curl -fsSLo agent.tgz https://cdn.devtool-mirror.dev/agent.tar.gz', 'echo "3f2a9c0d1e4b5a6f7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b  agent.tgz" | sha256sum -c -', 'tar xzf agent.tgz && ./agent/install.sh'))).toEqual([]);
  });

  it('reads a download piped into a shell over continuation lines as one command', () => {
    const workflow = (...run: string[]) => `on: push\npermissions:\n  contents: read\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: |\n${run.map((l) => `          ${l}`).join('\n')}\n`;
    expect(findings(workflow('curl -fsSL \\', '  https://get.example-tools.dev/install.sh \\', '  | bash'))).toEqual([['curl-pipe-shell', 'high', 9]]);
    expect(findings(workflow('wget -qO- https://get.example-tools.dev/install.sh \\', '  | sudo bash -s -- --yes'))).toEqual([['curl-pipe-shell', 'high', 9]]);
    // An escaped backslash ends the line, a comment's backslash continues nothing, and a download saved to a file is not piped.
    expect(findings(workflow('curl -fsSL https://get.example-tools.dev/install.sh -o install.sh \\\\', '| bash'))).toEqual([]);
    expect(findings(workflow('# curl -fsSL https://get.example-tools.dev/install.sh \\', 'echo | bash'))).toEqual([]);
    expect(findings(workflow('curl -fsSL \\', '  -o install.sh https://get.example-tools.dev/install.sh', 'sha256sum -c install.sh.sha256'))).toEqual([]);
  });

  it("is medium for a tool vendor's own installer over HTTPS, high from a shared host, without TLS checks or over HTTP", () => {
    const workflow = (run: string) => `on: push\npermissions:\n  contents: read\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: ${run}\n`;
    expect(findings(workflow("curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y"))).toEqual([['curl-pipe-shell', 'medium', 8]]);
    expect(findings(workflow('curl -LsSf https://astral.sh/uv/install.sh | sh'))).toEqual([['curl-pipe-shell', 'medium', 8]]);
    // Anyone publishes on raw.githubusercontent.com; -k and plain HTTP let the network choose the script.
    expect(findings(workflow('curl -fsSL https://raw.githubusercontent.com/someone/tool/main/install.sh | bash'))).toEqual([['curl-pipe-shell', 'high', 8]]);
    expect(findings(workflow('curl -k -fsSL https://bun.sh/install | bash'))).toEqual([['curl-pipe-shell', 'high', 8]]);
    expect(findings(workflow('curl -fsSL http://bun.sh/install | bash'))).toEqual([['curl-pipe-shell', 'high', 8]]);
    // A look-alike of an installer host is no installer host.
    expect(findings(workflow('curl -fsSL https://sh.rustup.rs.example.net/init | sh'))).toEqual([['curl-pipe-shell', 'high', 8]]);
  });

  it("reads a vendor's installer piped into Python, with its guide's variables, or attached to its own GitHub release as medium; on a privileged trigger, high", () => {
    const workflow = (run: string, on = 'push') => `on: ${on}\npermissions:\n  contents: read\njobs:\n  e2e:\n    runs-on: ubuntu-latest\n    steps:\n      - run: ${run}\n`;
    expect(findings(workflow('curl -sSL https://install.python-poetry.org | python3 -'))).toEqual([['curl-pipe-shell', 'medium', 8]]);
    // Poetry's guide sets its home before the interpreter: still piped into Python (it was read as nothing).
    expect(findings(workflow('curl -sSL https://install.python-poetry.org | POETRY_HOME=/opt/poetry python3 -'))).toEqual([['curl-pipe-shell', 'medium', 8]]);
    expect(findings(workflow('curl -sSL https://get.toolz-cdn.dev/install.py | POETRY_HOME=/opt/poetry python3 -'))).toEqual([['curl-pipe-shell', 'high', 8]]);
    // Poetry's Windows guide: the content piped into `py -`.
    expect(findings(workflow('"(Invoke-WebRequest -Uri https://install.python-poetry.org -UseBasicParsing).Content | py -"'))).toEqual([['curl-pipe-shell', 'medium', 8]]);
    expect(findings(workflow('"(Invoke-WebRequest -Uri https://get.toolz-cdn.dev/p.py -UseBasicParsing).Content | python -"'))).toEqual([['curl-pipe-shell', 'high', 8]]);
    // uv's release notes give its installer as a release asset of astral-sh/uv; another account's release is anyone's.
    expect(findings(workflow('curl -LsSf https://github.com/astral-sh/uv/releases/latest/download/uv-installer.sh | sh'))).toEqual([['curl-pipe-shell', 'medium', 8]]);
    expect(findings(workflow('curl -LsSf https://github.com/astral-sh-tools/uv/releases/latest/download/uv-installer.sh | sh'))).toEqual([['curl-pipe-shell', 'high', 8]]);
    // A privileged trigger: the job holds the repository's secrets and a token that can write.
    const privileged = findings(workflow('curl -sSL https://install.python-poetry.org | python3 -', 'pull_request_target')).filter((f) => f[0] === 'curl-pipe-shell');
    expect(privileged).toEqual([['curl-pipe-shell', 'high', 8]]);
    expect(findings(workflow('curl -LsSf https://astral.sh/uv/install.sh | sh', 'workflow_run')).filter((f) => f[0] === 'curl-pipe-shell')).toEqual([['curl-pipe-shell', 'high', 8]]);
    // Piped into a JSON reader, nothing runs.
    expect(findings(workflow('curl -sSL https://api.github.com/repos/acme/x | python3 -m json.tool'))).toEqual([]);
  });

  it('reads composite actions and their Docker images', () => {
    const composite = `name: setup
runs:
  using: composite
  steps:
    - uses: third/party@main
    - run: echo \${{ github.head_ref }}
      shell: bash
`;
    expect(findings(composite, '.github/actions/setup/action.yml')).toEqual([
      ['gha-template-injection', 'high', 6],
      ['gha-unpinned-action', 'medium', 5],
    ]);
    expect(findings("runs:\n  using: docker\n  image: docker://ghcr.io/acme/tool:latest\n", 'action.yaml')).toEqual([['docker-unpinned-image', 'medium', 3]]);
  });

  it('gives a skip reason for invalid YAML', () => {
    expect(extractWorkflow('jobs: [', '.github/workflows/x.yml').skipReason).toMatch(/^invalid YAML/);
    expect(extractWorkflow('- a\n- b\n', '.github/workflows/x.yml').skipReason).toBe('not a YAML mapping');
  });
});
