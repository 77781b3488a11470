/**
 * The hostile pull requests of hostile-pr.property.test.ts: fast-check arbitraries of paths,
 * patches, file, commit, check-run and PR edits, and `edit`, which applies them to the responses
 * the local GitHub-compatible server serves (the fixture cannot express most of them).
 */
import fc from 'fast-check';
import type { GitHubServer } from '../support/github-server.js';
import { makePrFixture, type FixtureFile, type PrFixture, type RenderedPr } from '../support/pr-fixture.js';

type Json = Record<string, unknown>;

/** Paths GitHub could list (git allows any byte but NUL and `/` in a name; GitHub lists what git has). */
const hostilePath = fc.oneof(
  fc.constantFrom(
    '../../etc/passwd', './a/../package.json', 'a/./b/../../package.json', '/abs/index.js', 'a//b.js', 'dir/', '.', '..', '...', '.github/workflows/../../x.yml',
    '.github/workflows/', '.github//workflows/ci.yml', 'node_modules/../package.json', 'src/\u202egpj.js', 'ü/日本/😀.py', 'a\u0000b/package.json', 'a\nb/requirements.txt',
    'tab\there.ts', 'e\u0301\u0301\u0301.md', '\uFEFFpackage.json', 'Ａ/ｐａｃｋａｇｅ.json', '\u{E0041}.js', 'con', 'a:b/c?d*e.js', 'C:\\win\\path.ps1', ' ', ' lead/trail ',
    'package.json/', 'go.mod/x', '.git/config', '.github/CODEOWNERS', '.github/svc.yml', 'x'.repeat(300), 'Dockerfile.', '.pnpm-store/v3/x', '\ud800.js',
  ),
  fc.integer({ min: 500, max: 2_000 }).map((n) => `${'a/'.repeat(n)}package.json`),
  fc.integer({ min: 1_000, max: 40_000 }).map((n) => `src/${'x'.repeat(n)}.ts`),
  fc.integer({ min: 10, max: 2_000 }).map((n) => `${'../'.repeat(n)}setup.py`),
  fc.string({ unit: 'binary', minLength: 0, maxLength: 40 }),
  fc.tuple(fc.string({ unit: 'grapheme', maxLength: 8 }), fc.constantFrom('package.json', 'Cargo.toml', 'ci.yml', 'a.py', 'go.mod', 'README.md', '')).map(([a, b]) => `${a}/${b}`),
);

/** Patches GitHub would never write, and some it does (an empty one, a hunk with no lines). */
const hostilePatch = fc.oneof(
  fc.constantFrom(
    '',
    '@@ -1,3 +1,4 @@',
    '@@ -99999999999999999999,1 +99999999999999999999,1 @@\n-a\n+b',
    `@@ -${Number.MAX_SAFE_INTEGER},2 +${Number.MAX_SAFE_INTEGER},3 @@\n a\n+b\n a`,
    '@@ -1e308,1 +1e308,1 @@\n+x',
    '@@ -a,b +c,d @@\n+x',
    '@@@ -1 +1 @@@\n+x',
    '@@ -0,0 +1,-5 @@\n+x',
    '@@ -1,1 +1,1 @@\n x\n+y\n+z\n-w\n-v\n+u',
    '+no header\n-line\n context',
    '\\ No newline at end of file',
    '@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+b\n\\ No newline at end of file',
    'Binary files a/x and b/x differ',
    '@@ -1,2 +1,2 @@\r\n-a\r\n+b\r\n c\r\n',
    '@@ -1,0 +1,0 @@\n@@ -1,0 +1,0 @@\n@@ -0,0 +0,0 @@',
    '@@ -5,3 +2,3 @@\n a\n@@ -1,3 +1,3 @@\n b',
    '@@ -1,4000000000 +1,4000000000 @@\n+x',
    '@@ -1,1 +1,1 @@ function f() {\n-\u0000\n+\u202e\u0000',
    '@@',
    '@@ - + @@\n+',
  ),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => '@@ -1 +1 @@\n'.repeat(n)),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => `@@ -1,${n} +1,${n} @@\n${'+\n'.repeat(n)}`),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => `@@ -1,1 +1,${n * 10} @@\n${'+a\n-b\n'.repeat(n)}`),
  fc.string({ unit: 'binary', maxLength: 200 }).map((s) => `@@ -1,1 +1,1 @@\n+${s}`),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

const fileStatus = fc.constantFrom('added', 'removed', 'modified', 'renamed', 'copied', 'changed', 'unchanged', 'unknown-status', '');

const count = fc.oneof(fc.constantFrom(0, 1, 3, 1_000_000_000_000, Number.MAX_SAFE_INTEGER), fc.nat({ max: 100 }));

/** Changes to one listed file's JSON (applied after rendering). */
const fileEdits = fc.record({
  status: fileStatus,
  patch: fc.oneof({ weight: 3, arbitrary: hostilePatch }, { weight: 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constant(undefined) }),
  previous: fc.oneof(fc.constant(undefined), fc.constant(null), hostilePath),
  additions: fc.oneof(fc.constant(undefined), fc.constant(null), count),
  deletions: fc.oneof(fc.constant(undefined), fc.constant(null), count),
});

const hostileFile = fc.record({
  path: hostilePath,
  base: fc.option(fc.constantFrom('{"name":"x","dependencies":{"a":"1"}}\n', 'a==1\n', 'module m\n', 'line\n'), { nil: undefined }),
  head: fc.option(fc.constantFrom('{"name":"x","dependencies":{"a":"2","b":"git+https://x/y"}}\n', 'a==2\nb @ https://x/y.whl\n', 'module m\nrequire b v1.0.0\n', '\u0000\u202e', ''), { nil: undefined }),
  edits: fc.option(fileEdits, { nil: undefined }),
});

const oddString = fc.oneof(
  fc.constantFrom('', ' ', '\u0000', '\u202e', 'x'.repeat(300_000), 'not a date', '0000-00-00T00:00:00Z', '9999-12-31T23:59:59Z', '1970-01-01T00:00:00Z'),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const commitEdits = fc.record({
  gitAuthor: fc.constantFrom('keep', 'null', 'empty', 'odd'),
  gitCommitter: fc.constantFrom('keep', 'null', 'empty', 'odd'),
  author: fc.constantFrom('keep', 'null', 'empty', 'odd'),
  committer: fc.constantFrom('keep', 'null', 'empty', 'odd'),
  message: fc.option(oddString, { nil: undefined }),
  parents: fc.constantFrom('keep', 'null', 'none', 'many'),
  verification: fc.constantFrom('keep', 'null'),
});

const checkRunEdits = fc.record({
  name: oddString,
  status: fc.constantFrom('completed', 'queued', 'in_progress', 'waiting', 'requested', 'pending', 'weird', ''),
  conclusion: fc.constantFrom(null, 'success', 'failure', 'neutral', 'cancelled', 'skipped', 'timed_out', 'action_required', 'stale', 'startup_failure', 'weird', ''),
  app: fc.constantFrom('keep', 'null', 'no-slug', 'odd'),
  startedAt: fc.option(oddString, { nil: null }),
  completedAt: fc.option(oddString, { nil: null }),
});

const prEdits = fc.record({
  title: fc.option(oddString, { nil: undefined }),
  body: fc.oneof(fc.constant(undefined), fc.constant(null), oddString),
  labels: fc.constantFrom('keep', 'null', 'null-names', 'many', 'huge'),
  user: fc.constantFrom('keep', 'null', 'ghost', 'odd'),
  association: fc.constantFrom(undefined, null, 'OWNER', 'MEMBER', 'FIRST_TIME_CONTRIBUTOR', 'MANNEQUIN', 'NONE', 'weird'),
  headRepo: fc.constantFrom('keep', 'null', 'odd'),
  // GitHub sets a PR's own dates (always ISO 8601); a clock far off is what can happen.
  dates: fc.constantFrom('keep', 'future', 'past'),
  counts: fc.constantFrom('keep', 'null', 'huge'),
  branches: fc.constantFrom('keep', 'odd'),
});

const statusEdits = fc.record({ context: oddString, state: fc.constantFrom('error', 'failure', 'pending', 'success', 'weird', '') });

/** Files at the base the analysis reads besides the changed ones (the repository's own, but read all the same). */
const baseFiles = fc.record({
  gitattributes: fc.option(
    fc.oneof(
      fc.constantFrom('* linguist-generated\n', '**/ linguist-vendored\n[attr]x linguist-generated\n', '\\ linguist-generated\n', '[[[[ linguist-generated\n', '!* -linguist-vendored\n', `${'a/'.repeat(3_000)}* linguist-generated\n`, `${'{a,'.repeat(500)} linguist-generated\n`, `${'*'.repeat(5_000)} linguist-generated\n`),
      fc.string({ unit: 'binary', maxLength: 200 }).map((s) => `${s} linguist-generated\n`),
    ),
    { nil: undefined },
  ),
  config: fc.option(
    fc.constantFrom(
      'sensitive_paths:\n  - pattern: "[[[["\n    label: x\n    weight: 0.5\n',
      'generated_paths: ["**/**/**/**/**/**/**/**/**/**/**/**/**/**/**/**/*"]\n',
      `vendored_paths: [${Array.from({ length: 2_000 }, (_, i) => `"v${i}/**"`).join(',')}]\n`,
      'required_checks: ["\u202e", ""]\nfocus:\n  max_files: 500\n',
      'suppress:\n  - id: "*"\n    path: "**"\n    reason: x\n    expires: "not a date"\n',
      'risk_thresholds: { medium: 0, high: 0, critical: 0 }\n',
      'a: &a [*a]\n',
      '\u0000',
    ),
    { nil: undefined },
  ),
  codeowners: fc.option(fc.constantFrom('* @a\n', `${'[a-'.repeat(1_000)} @x\n`, '\u202e @\u0000\n', `${'a/'.repeat(3_000)} @x\n`), { nil: undefined }),
});

const dependencyChanges = fc.option(
  fc.array(
    fc.record({
      changeType: fc.constantFrom('added' as const, 'removed' as const),
      manifest: fc.oneof(fc.constantFrom('package.json', '', '../x', 'a/'.repeat(2_000)), fc.string({ unit: 'binary', maxLength: 20 })),
      ecosystem: fc.constantFrom('npm', 'pip', 'maven', 'weird', ''),
      name: fc.oneof(fc.constantFrom('left-pad', '', '@/', '\u202e', 'x'.repeat(10_000)), fc.string({ unit: 'binary', maxLength: 20 })),
      version: fc.option(fc.constantFrom('1.0.0', '', '>=1 <2', '\u0000', '9'.repeat(400)), { nil: undefined }),
      license: fc.option(fc.constantFrom('MIT', '', 'GPL-3.0 OR (((', 'x'.repeat(5_000)), { nil: null }),
      vulnerabilities: fc.array(
        fc.record({ severity: fc.constantFrom('critical', 'high', 'moderate', 'low', 'weird', ''), advisoryGhsaId: fc.constantFrom('GHSA-xxxx-xxxx-xxxx', '', '\u202e'), advisorySummary: oddStringShort() }),
        { maxLength: 3 },
      ),
    }),
    { maxLength: 6 },
  ),
  { nil: undefined },
);

function oddStringShort(): fc.Arbitrary<string> {
  return fc.oneof(fc.constantFrom('', '\u0000', '\u202e', 'x'.repeat(20_000)), fc.string({ unit: 'binary', maxLength: 40 }));
}

const authorProfile = fc.constantFrom('keep', 'brand-new', 'future', 'epoch', 'bot');

export const hostilePr = fc.record({
  baseFiles,
  dependencyChanges,
  authorProfile,
  files: fc.array(hostileFile, { minLength: 1, maxLength: 8 }),
  commits: fc.array(commitEdits, { minLength: 1, maxLength: 4 }),
  checkRuns: fc.array(checkRunEdits, { maxLength: 5 }),
  statuses: fc.array(statusEdits, { maxLength: 3 }),
  pr: prEdits,
  commitMessages: fc.array(fc.oneof(oddString, fc.constantFrom('Co-authored-by: <>', 'Co-authored-by: a <b@c>\nCo-authored-by: \u202e <@>', 'Signed-off-by:')), { minLength: 1, maxLength: 4 }),
});

export type HostilePr = typeof hostilePr extends fc.Arbitrary<infer T> ? T : never;

function odd(kind: string, keep: unknown): unknown {
  if (kind === 'null') return null;
  if (kind === 'empty') return {};
  if (kind === 'odd') return { login: '\u202e\u0000', name: '\u0000', email: 'not an email', date: 'not a date', type: 'Weird' };
  return keep;
}

/** The rendered responses with the generated edits applied (the fixture itself cannot express most of them). */
export function edit(rendered: RenderedPr, pr: HostilePr): RenderedPr {
  const out = structuredClone(rendered) as { -readonly [K in keyof RenderedPr]: RenderedPr[K] };
  const files = out.files as Json[];
  pr.files.forEach((file, i) => {
    const e = file.edits;
    const json = files[i];
    if (e === undefined || json === undefined) return;
    json.status = e.status;
    if (e.patch === undefined) delete json.patch;
    else json.patch = e.patch;
    if (e.previous === undefined) delete json.previous_filename;
    else json.previous_filename = e.previous;
    if (e.additions === undefined) delete json.additions;
    else json.additions = e.additions;
    if (e.deletions === undefined) delete json.deletions;
    else json.deletions = e.deletions;
  });
  (out.commits as Json[]).forEach((json, i) => {
    const e = pr.commits[i % pr.commits.length]!;
    const commit = json.commit as Json;
    commit.author = odd(e.gitAuthor, commit.author);
    commit.committer = odd(e.gitCommitter, commit.committer);
    json.author = odd(e.author, json.author);
    json.committer = odd(e.committer, json.committer);
    if (e.message !== undefined) commit.message = e.message;
    if (e.verification === 'null') commit.verification = null;
    if (e.parents === 'null') json.parents = null;
    if (e.parents === 'none') json.parents = [];
    if (e.parents === 'many') json.parents = Array.from({ length: 500 }, (_, p) => ({ sha: `${p}`.padStart(40, '0') }));
  });
  (out.compare as Json).commits = out.commits;
  const runs = out.checkRuns as Json[];
  pr.checkRuns.forEach((e, i) => {
    const json = runs[i];
    if (json === undefined) return;
    json.name = e.name;
    json.status = e.status;
    json.conclusion = e.conclusion;
    json.started_at = e.startedAt;
    json.completed_at = e.completedAt;
    if (e.app === 'null') json.app = null;
    if (e.app === 'no-slug') json.app = { id: 1 };
    if (e.app === 'odd') json.app = { slug: '\u202e' };
  });
  const combined = out.combinedStatus as Json;
  (combined.statuses as Json[]).forEach((json, i) => {
    const e = pr.statuses[i];
    if (e === undefined) return;
    json.context = e.context;
    json.state = e.state;
  });
  const pull = out.pull as Json;
  const p = pr.pr;
  if (p.title !== undefined) pull.title = p.title;
  if (p.body !== undefined) pull.body = p.body;
  if (p.labels === 'null') pull.labels = null;
  if (p.labels === 'null-names') pull.labels = [{ name: null }, {}, { name: '' }, { name: '\u202e' }];
  if (p.labels === 'many') pull.labels = Array.from({ length: 5_000 }, (_, i) => ({ name: `label-${i}` }));
  if (p.labels === 'huge') pull.labels = [{ name: 'x'.repeat(200_000) }, { name: 'dependencies' }, { name: 'skip-review' }];
  if (p.user === 'null') pull.user = null;
  if (p.user === 'ghost') pull.user = { login: 'ghost', type: 'User' };
  if (p.user === 'odd') pull.user = { login: '\u202e\u0000[bot]', type: null };
  if (p.association === undefined) delete pull.author_association;
  else pull.author_association = p.association;
  const head = pull.head as Json;
  if (p.headRepo === 'null') head.repo = null;
  if (p.headRepo === 'odd') head.repo = { full_name: '\u202e/../..' };
  if (p.dates === 'past') {
    pull.created_at = '1970-01-01T00:00:00Z';
    pull.updated_at = '1970-01-01T00:00:00Z';
  }
  if (p.dates === 'future') {
    pull.created_at = '9999-12-31T23:59:59Z';
    pull.updated_at = '9999-12-31T23:59:59Z';
  }
  if (p.counts === 'null') {
    for (const key of ['additions', 'deletions', 'changed_files', 'commits']) pull[key] = null;
  }
  if (p.counts === 'huge') {
    for (const key of ['additions', 'deletions', 'changed_files', 'commits']) pull[key] = Number.MAX_SAFE_INTEGER;
  }
  if (p.branches === 'odd') {
    (pull.base as Json).ref = '\u202e../..';
    head.ref = '';
  }
  return out;
}

/** Serves the hostile PR as acme/hostile#number: the fixture's responses with the generated edits applied. */
export function serveHostile(server: GitHubServer, pr: HostilePr, number: number): PrFixture {
  const files: FixtureFile[] = pr.files.map((f, i) => ({
    path: f.path,
    ...(f.base === undefined ? {} : { base: f.base }),
    ...(f.head === undefined ? {} : { head: f.head }),
    ...(f.base === undefined && f.head === undefined ? { additions: 2 + i, deletions: 1 } : {}),
  }));
  const fixture = makePrFixture({
    owner: 'acme',
    repo: 'hostile',
    number,
    author: { login: 'newcomer', createdAt: '2025-05-30T00:00:00Z', association: 'FIRST_TIME_CONTRIBUTOR' },
    priorPrs: { total: 1, merged: 0 },
    files,
    commits: pr.commitMessages.map((message) => ({ message })),
    checkRuns: pr.checkRuns.map((_, i) => ({ name: `check ${i}` })),
    statuses: pr.statuses.map((_, i) => ({ context: `status ${i}`, state: 'success' as const })),
    createdAt: '2025-05-31T09:00:00Z',
    baseFiles: {
      ...(pr.baseFiles.gitattributes === undefined ? {} : { '.gitattributes': pr.baseFiles.gitattributes }),
      ...(pr.baseFiles.config === undefined ? {} : { '.github/svc.yml': pr.baseFiles.config }),
      ...(pr.baseFiles.codeowners === undefined ? {} : { '.github/CODEOWNERS': pr.baseFiles.codeowners }),
    },
    ...(pr.dependencyChanges === undefined ? {} : { dependencyChanges: pr.dependencyChanges }),
  });
  server.addPullRequest(fixture);
  const created = { keep: null, 'brand-new': '2025-06-01T11:59:00Z', future: '2999-01-01T00:00:00Z', epoch: '1970-01-01T00:00:00Z', bot: null }[pr.authorProfile];
  if (created !== null) server.addUser({ login: 'newcomer', createdAt: created });
  if (pr.authorProfile === 'bot') server.addUser({ login: 'newcomer', type: 'Bot' });
  const repo = server.addRepo({ owner: fixture.owner, repo: fixture.repo });
  const stored = repo.pulls.get(fixture.number)!;
  repo.pulls.set(fixture.number, { fixture, rendered: edit(stored.rendered, pr) });
  return fixture;
}
