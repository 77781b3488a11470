import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const EXCLUDE = ['test/browser/**', 'node_modules/**'];

/** Every test file under `dir`, as a path relative to the project (test/...). */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'browser' ? [] : testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * Test files that intercept HTTP with nock, directly or through test/support/test-octokit.ts:
 * nock patches the process's http and fetch when first imported and stays active, so these run
 * isolated (a fresh module graph each) and no other file runs behind their interceptors. Found
 * by their imports, so a new file of this kind is isolated without a list to keep. Files that
 * replace a module with `vi.mock` run isolated too: in a shared module graph the real module is
 * already loaded and the mock would neither apply nor stay out of the files after them.
 */
const NOCK_FILES = testFiles('test').filter((file) => {
  const text = readFileSync(file, 'utf8');
  return /from '(nock|[./]+support\/test-octokit\.js)'/.test(text) || /^vi\.mock\(/m.test(text);
});

/**
 * Every other file shares its worker's modules with the files run before it (`isolate: false`):
 * a fresh process and module graph per file (probot, Octokit, knex, PGlite, the service) cost
 * about 1.5 s each, a third of the whole suite on this 2-CPU machine. The price is that a test
 * file must leave the process as it found it (close what it starts, restore what it changes);
 * `npx vitest run --sequence.shuffle.files --sequence.seed=N` checks that no file depends on the
 * order of the others (CONTRIBUTING.md).
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: [...EXCLUDE, ...NOCK_FILES], isolate: false } },
      { extends: true, test: { name: 'isolated', include: NOCK_FILES, exclude: EXCLUDE, isolate: true } },
    ],
  },
});
