import { defineConfig } from 'vitest/config';

/** `npm run test:browser`: the web app in headless Chromium (playwright-core, /usr/bin/chromium). */
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
