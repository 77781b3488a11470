import { defineConfig } from 'vitest/config';

/**
 * Test files that intercept HTTP with nock (directly or through test/support/test-octokit.ts).
 * nock patches the process's http and fetch once, when first imported, and stays active: these
 * files run isolated, each in a fresh module graph, so that no other file runs behind its
 * interceptors.
 */
const NOCK_FILES = [
  'test/github/create-octokit.test.ts',
  'test/github/fetch-*.test.ts',
  'test/github/restrict-to-api.test.ts',
  'test/webhooks/check-run-publisher.test.ts',
];

/**
 * Every other file shares its worker's modules with the files run before it (`isolate: false`):
 * a fresh process and module graph per file (probot, Octokit, knex, PGlite, the service) cost
 * about 1.5 s each, 200 s of the whole suite's 600 on this 2-CPU machine. The price is that a
 * test file must leave the process as it found it (close what it starts, restore what it
 * changes); `vitest run --sequence.shuffle.files` checks that no file depends on another's order
 * (CONTRIBUTING.md).
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: ['test/browser/**', 'node_modules/**', ...NOCK_FILES], isolate: false },
      },
      {
        extends: true,
        test: { name: 'isolated', include: NOCK_FILES, exclude: ['test/browser/**', 'node_modules/**'], isolate: true },
      },
    ],
  },
});
