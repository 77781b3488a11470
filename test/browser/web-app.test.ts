import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GitHubServer, startGitHubServer } from '../support/github-server.js';
import { addOAuthRoutes, type OAuthApp } from '../support/github-oauth-routes.js';
import { hugePrFixture, typicalPrFixture } from '../support/pr-fixture.js';
import { startTestService, type TestService } from '../support/start-test-service.js';
import { criticalPrFixture, lowRiskPrFixture } from './fixtures.js';

/**
 * The web app in a real browser (headless Chromium through playwright-core) against the whole
 * service and the local GitHub-compatible server: analyze form, signal page, sign-in, API keys,
 * repository webhooks, CSP. Every test leaves a screenshot in test-output/screenshots/.
 */

// Browser globals used inside page.evaluate callbacks (the project compiles without the DOM library).
interface BrowserElement {
  readonly src?: string;
  readonly attributes: ArrayLike<{ readonly name: string }>;
}
declare const document: {
  readonly documentElement: { readonly scrollWidth: number; readonly clientWidth: number };
  querySelectorAll(selector: string): ArrayLike<BrowserElement>;
};
declare const navigator: { readonly clipboard: { readText(): Promise<string> } };

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'];
const SHOTS = path.join(process.cwd(), 'test-output', 'screenshots');
const USER_TOKEN = 'gho_browser_suite_token_0123456789';

describe('web app in a browser', () => {
  let github: GitHubServer;
  let oauth: OAuthApp;
  let t: TestService;
  let browser: Browser;
  /** Signed-in browser context, shared by the settings tests (in order). */
  let signedIn: BrowserContext;
  const pageErrors: string[] = [];
  const cspViolations: string[] = [];

  const shot = async (page: Page, name: string) => {
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  };

  const watch = (page: Page) => {
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    return page;
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    github = await startGitHubServer();
    oauth = addOAuthRoutes(github, { clientId: 'Iv1.browserclient', clientSecret: 'browser-client-secret' });
    oauth.nextToken = USER_TOKEN;
    github.addPullRequest(typicalPrFixture());
    github.addPullRequest(lowRiskPrFixture());
    github.addPullRequest(criticalPrFixture());
    github.addPullRequest(hugePrFixture());
    github.setPermissions('acme/widgets', USER_TOKEN, { admin: true, push: true, pull: true });
    t = await startTestService({ GITHUB_URL: github.url, GITHUB_API_URL: github.apiUrl, GITHUB_CLIENT_ID: oauth.clientId, GITHUB_CLIENT_SECRET: oauth.clientSecret });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    signedIn = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await signedIn?.close();
    await browser?.close();
    await t?.close();
    await github?.close();
  });

  it('analyzes a PR from the home form and lands on its signal page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = watch(await context.newPage());
    const home = await page.goto(`${t.url}/`);
    expect(home?.status()).toBe(200);
    const csp = home?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");

    await page.getByLabel('Pull request URL').fill(`${github.url}/acme/widgets/pull/42`);
    await Promise.all([page.waitForURL(/\/s\/sig-acme-widgets-42-[A-Za-z0-9]{12}$/), page.getByRole('button', { name: 'Analyze' }).click()]);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Pad widget labels and add the left-pad dependency');
    const risk = await page.getByTestId('risk-level').textContent();
    expect(risk).toMatch(/^Risk: (low|medium|high|critical)$/);
    expect(await page.getByTestId('review-action').textContent()).toMatch(/Suggested: (Approve|Comment|Request changes|Needs discussion)/);
    expect(await page.getByRole('img', { name: /Risk score \d\.\d\d of 1/ }).count()).toBe(1);
    for (const heading of ['Why this risk', 'Findings', 'Files to review first', 'Dependencies', 'Draft review comments', 'Checks', 'Contributors', 'Triage', 'Not analyzed']) {
      expect(await page.getByRole('heading', { level: 2, name: new RegExp(`^${heading}`) }).count(), heading).toBe(1);
    }
    expect(await page.locator('table').filter({ hasText: 'left-pad' }).count()).toBeGreaterThan(0);

    // The JSON link works from a browser; Accept: application/json still works too.
    const jsonHref = await page.getByTestId('json-link').getAttribute('href');
    expect(jsonHref).toMatch(/\?format=json$/);
    const json = await context.request.get(`${t.url}${jsonHref}`);
    expect(json.headers()['content-type']).toContain('application/json');
    expect(((await json.json()) as { version: string }).version).toBe('svc.signal.v1');
    const accept = await fetch(page.url(), { headers: { accept: 'application/json' } });
    expect(accept.headers.get('content-type')).toContain('application/json');
    expect(await page.getByTestId('pr-link').getAttribute('href')).toBe(`${github.url}/acme/widgets/pull/42`);
    await shot(page, 'analyze-signal-page');
    await context.close();
  });

  it('shows the API\'s error for an invalid PR URL', async () => {
    const context = await browser.newContext();
    const page = watch(await context.newPage());
    await page.goto(`${t.url}/`);
    await page.getByLabel('Pull request URL').fill('https://gitlab.com/acme/widgets/-/merge_requests/1');
    await page.getByRole('button', { name: 'Analyze' }).click();
    const error = page.getByTestId('form-error');
    await error.waitFor();
    const api = (await (await fetch(`${t.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: 'https://gitlab.com/acme/widgets/-/merge_requests/1' }) })).json()) as { error: string };
    expect(api.error).toMatch(/^Invalid PR URL\./);
    expect(await error.textContent()).toContain(api.error);
    expect(await page.getByLabel('Pull request URL').inputValue()).toBe('https://gitlab.com/acme/widgets/-/merge_requests/1');
    await shot(page, 'analyze-invalid-url');

    // A PR that does not exist: "Analysis failed: …", as the API words it.
    await page.getByLabel('Pull request URL').fill(`${github.url}/acme/widgets/pull/9999`);
    await page.getByRole('button', { name: 'Analyze' }).click();
    await expect.poll(async () => (await page.getByTestId('form-error').textContent()) ?? '').toMatch(/Analysis failed: /);
    await shot(page, 'analyze-failed');
    await context.close();
  });

  it('renders a critical PR with its findings, severities and warnings, readable on a phone', async () => {
    const analyzed = (await (await fetch(`${t.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: `${github.url}/acme/widgets/pull/1337` }) })).json()) as { signal_url: string };
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = watch(await context.newPage());
    await page.goto(analyzed.signal_url);
    expect(await page.getByTestId('risk-level').textContent()).toBe('Risk: critical');
    expect(await page.locator('.finding .chip-sev-critical').count()).toBeGreaterThan(0);
    expect(await page.getByText('lodahs looks like a typo', { exact: false }).count()).toBeGreaterThan(0);
    // Nothing wider than the phone's screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await shot(page, 'signal-critical-phone');
    await context.close();
  });

  it('says what was not analyzed when GitHub lists only part of a huge PR', async () => {
    const analyzed = (await (await fetch(`${t.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: `${github.url}/acme/monorepo/pull/4242` }) })).json()) as { signal_url: string };
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = watch(await context.newPage());
    await page.goto(analyzed.signal_url);
    expect(await page.getByTestId('truncation').textContent()).toBe('GitHub listed 3,000 of 3,500 files; the rest were not scored.');
    await page.getByRole('heading', { name: 'Not analyzed' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'signal-truncated.png') });
    await context.close();
  }, 60_000);

  it('loads no inline script and breaks no CSP rule on any page', async () => {
    const context = await browser.newContext();
    const page = watch(await context.newPage());
    const missing = await page.goto(`${t.url}/no-such-page`);
    expect(missing?.status()).toBe(404);
    expect((await fetch(`${t.url}/api/no-such-endpoint`)).status).toBe(404);
    expect(await (await fetch(`${t.url}/api/no-such-endpoint`)).json()).toEqual({ detail: 'Not found', request_id: expect.any(String) });
    for (const url of [`${t.url}/`, `${t.url}/settings/keys`, `${t.url}/no-such-page`, `${t.url}/s/sig-acme-widgets-1-AAAAAAAAAAAA`]) {
      await page.goto(url);
      const inline = await page.evaluate(() => ({
        scripts: Array.from(document.querySelectorAll('script')).filter((s) => !s.src).length,
        styles: document.querySelectorAll('style, [style]').length,
        handlers: Array.from(document.querySelectorAll('*')).filter((el) => Array.from(el.attributes).some((a) => a.name.startsWith('on'))).length,
      }));
      expect(inline, url).toEqual({ scripts: 0, styles: 0, handlers: 0 });
    }
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('signs in with GitHub', async () => {
    const page = watch(await signedIn.newPage());
    await page.goto(`${t.url}/`);
    await Promise.all([page.waitForURL(`${t.url}/`), page.getByTestId('sign-in').click()]);
    expect(await page.getByTestId('signed-in-as').textContent()).toContain('octocat');
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API keys' }).count()).toBe(1);
    const cookies = await signedIn.cookies(t.url);
    expect(cookies.find((c) => c.name === 'svc_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    await shot(page, 'signed-in-home');
    await page.close();
  });

  it('creates an API key and shows it once, with a copy button', async () => {
    const page = watch(await signedIn.newPage());
    await page.goto(`${t.url}/settings/keys`);
    await page.getByLabel('Name').fill('CI for acme/widgets');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = await page.getByTestId('new-key').inputValue();
    expect(key).toMatch(/^svc_[A-Za-z0-9]{40}$/);
    const copy = page.getByRole('button', { name: /^Copy/ });
    expect(await copy.isVisible()).toBe(true);
    await signedIn.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: t.url });
    await copy.click();
    await expect.poll(() => copy.textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    expect(await page.getByTestId('keys-table').textContent()).toContain('CI for acme/widgets');
    await shot(page, 'key-created');

    // The key works against the API, and a reload no longer shows it.
    const analyze = await fetch(`${t.url}/api/analyze`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ url: `${github.url}/acme/widgets/pull/58` }) });
    expect(analyze.status).toBe(200);
    await page.reload();
    expect(await page.getByTestId('new-key').count()).toBe(0);
    expect(await page.content()).not.toContain(key);
    expect(await page.getByTestId('keys-table').textContent()).toContain(key.slice(0, 12));
    await shot(page, 'key-list-after-reload');
    await page.close();
  });

  it('revokes a key after a confirmation step', async () => {
    const page = watch(await signedIn.newPage());
    await page.goto(`${t.url}/settings/keys`);
    await page.getByLabel('Name').fill('Short-lived');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = await page.getByTestId('new-key').inputValue();
    await page.getByRole('link', { name: 'Revoke Short-lived' }).click();
    await page.getByRole('heading', { name: 'Revoke “Short-lived”?' }).waitFor();
    await shot(page, 'key-revoke-confirm');
    // Cancel keeps it.
    await page.getByRole('link', { name: 'Cancel' }).click();
    expect(await page.getByTestId('keys-table').textContent()).toContain('Short-lived');
    await page.getByRole('link', { name: 'Revoke Short-lived' }).click();
    await page.getByRole('button', { name: 'Revoke key' }).click();
    await expect.poll(async () => (await page.getByTestId('notice').textContent()) ?? '').toContain('Key “Short-lived” revoked');
    expect(await page.getByTestId('keys-table').textContent()).not.toContain('Short-lived');
    const refused = await fetch(`${t.url}/api/analyze`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ url: `${github.url}/acme/widgets/pull/58` }) });
    expect(refused.status).toBe(401);
    await shot(page, 'key-revoked');
    await page.close();
  });

  it('enables a repository webhook, shows the instructions and secret once, lists scans, and disables it', async () => {
    const page = watch(await signedIn.newPage());
    await page.goto(`${t.url}/settings/repositories`);
    await page.getByLabel('Repository').fill('acme/widgets');
    await page.getByRole('button', { name: 'Open' }).click();
    expect(await page.getByTestId('webhook-status').textContent()).toContain('not enabled');
    // Scans of the repository made earlier in this suite link to their signal pages.
    expect(await page.getByTestId('scans-table').locator('a[href^="/s/sig-acme-widgets-"]').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Enable webhook' }).click();
    await page.getByTestId('webhook-setup').waitFor();
    expect(await page.getByTestId('webhook-url').inputValue()).toBe(`${t.url}/api/webhooks/github`);
    const secret = await page.getByTestId('webhook-secret').inputValue();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(await page.getByTestId('webhook-content-type').textContent()).toBe('application/json');
    expect(await page.getByTestId('webhook-setup').textContent()).toContain('pull_request');
    expect(await page.getByTestId('webhook-status').textContent()).toContain('enabled since');
    await shot(page, 'webhook-enabled');

    await page.reload();
    expect(await page.getByTestId('webhook-setup').count()).toBe(0);
    expect(await page.content()).not.toContain(secret);

    await page.getByRole('button', { name: 'Disable webhook' }).click();
    await expect.poll(async () => (await page.getByTestId('notice').textContent()) ?? '').toContain('Webhook disabled for acme/widgets');
    expect(await page.getByTestId('webhook-status').textContent()).toContain('disabled');
    expect(await page.getByRole('button', { name: 'Enable webhook' }).count()).toBe(1);
    await shot(page, 'webhook-disabled');
    await page.close();
  });

  it('refuses a repository the user does not administer', async () => {
    github.setPermissions('acme/other', USER_TOKEN, { admin: false, pull: true });
    const page = watch(await signedIn.newPage());
    await page.goto(`${t.url}/settings/repositories?repo=acme/other`);
    await page.getByRole('button', { name: 'Enable webhook' }).click();
    await expect.poll(async () => (await page.getByTestId('notice').textContent()) ?? '').toContain('Admin permission on acme/other is required');
    await shot(page, 'webhook-refused');
    await page.close();
  });

  it('refuses forms without the session token or from another origin', async () => {
    const cookie = (await signedIn.cookies(t.url)).map((c) => `${c.name}=${c.value}`).join('; ');
    const post = (headers: Record<string, string>, body: string) =>
      fetch(`${t.url}/settings/keys`, { method: 'POST', redirect: 'manual', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });
    expect((await post({ origin: t.url }, 'name=no-token')).status).toBe(403);
    expect((await post({ origin: 'https://evil.example' }, 'name=cross-site')).status).toBe(403);
    expect((await post({ referer: 'https://evil.example/page' }, 'name=cross-site')).status).toBe(403);
    const page = await signedIn.newPage();
    await page.goto(`${t.url}/settings/keys`);
    const token = await page.locator('input[name="_csrf"]').first().inputValue();
    expect((await post({ origin: t.url }, `name=with-token&_csrf=${encodeURIComponent(token)}`)).status).toBe(303);
    await page.close();
  });

  it('signs out', async () => {
    const page = watch(await signedIn.newPage());
    await page.goto(`${t.url}/settings/keys`);
    await Promise.all([page.waitForURL(`${t.url}/`), page.getByRole('button', { name: 'Sign out' }).click()]);
    expect(await page.getByTestId('sign-in').count()).toBe(1);
    const settings = await page.goto(`${t.url}/settings/keys`);
    expect(settings?.status()).toBe(401);
    await shot(page, 'signed-out');
    expect(pageErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.close();
  });
});
