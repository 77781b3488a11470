/**
 * Regenerates the screenshots in docs/screenshots/: the signal page of a low-risk and of a
 * critical-risk pull request at desktop width, and the critical one at phone width.
 *
 *   npx tsx scripts/screenshots.ts
 *
 * Starts the local GitHub-compatible test server and the whole service in this process, analyzes
 * the fixtures of test/browser/fixtures.ts, and photographs the pages in headless Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { criticalPrFixture, lowRiskPrFixture } from '../test/browser/fixtures.js';
import { startGitHubServer } from '../test/support/github-server.js';
import { startTestService } from '../test/support/start-test-service.js';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots');
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'];

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const github = await startGitHubServer();
  const low = lowRiskPrFixture();
  const critical = criticalPrFixture();
  github.addPullRequest(low);
  github.addPullRequest(critical);
  const service = await startTestService({ GITHUB_URL: github.url, GITHUB_API_URL: github.apiUrl });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const analyze = async (prPath: string): Promise<string> => {
      const response = await fetch(`${service.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: `${github.url}${prPath}` }) });
      const body = (await response.json()) as { signal_url?: string; signal?: { risk: { level: string; score: number } }; error?: string };
      if (body.signal_url === undefined) throw new Error(`analysis of ${prPath} failed: ${body.error ?? response.status}`);
      console.log(`${prPath}: risk ${body.signal?.risk.level} (${body.signal?.risk.score})`);
      return body.signal_url;
    };
    const lowUrl = await analyze('/acme/widgets/pull/58');
    const criticalUrl = await analyze('/acme/widgets/pull/1337');

    const shoot = async (url: string, file: string, viewport: { width: number; height: number }, fullPage: boolean) => {
      const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.width < 600 ? 2 : 1 });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      await page.screenshot({ path: path.join(OUT, file), fullPage });
      await context.close();
      console.log(`wrote docs/screenshots/${file}`);
    };
    await shoot(lowUrl, 'signal-low.png', { width: 1280, height: 900 }, true);
    await shoot(criticalUrl, 'signal-critical.png', { width: 1280, height: 900 }, true);
    await shoot(criticalUrl, 'signal-critical-phone.png', { width: 390, height: 844 }, false);
  } finally {
    await browser.close();
    await service.close();
    await github.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
