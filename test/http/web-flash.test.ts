import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfTokenFor } from '../../src/http/pages/context.js';
import { signInDirectly, startTestService, type TestService } from '../support/start-test-service.js';

/** Issue #15 defect 9: the "shown once" key must not be shown again by replaying its flash cookie. */
describe('one-time flash of a new key', () => {
  let t: TestService;
  let alice: { userId: string; cookie: string };

  beforeAll(async () => {
    t = await startTestService();
    alice = await signInDirectly(t, { githubId: '1', login: 'alice', token: 'gho_alice_token_value' });
  });
  afterAll(async () => {
    await t.close();
  });

  const flashCookieOf = (response: Response): string => {
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('svc_flash='));
    expect(cookie).toBeDefined();
    return (cookie ?? '').split(';')[0] ?? '';
  };

  it('shows the key on the page after the redirect, and never again when the flash cookie is replayed', async () => {
    const session = alice.cookie.slice('svc_session='.length);
    const created = await fetch(`${t.url}/settings/keys`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: alice.cookie, origin: t.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: `name=deploy&_csrf=${encodeURIComponent(csrfTokenFor(session))}`,
    });
    expect(created.status).toBe(303);
    const flash = flashCookieOf(created);
    const keyPattern = /svc_[A-Za-z0-9]{40}/;

    const first = await fetch(`${t.url}/settings/keys`, { headers: { cookie: `${alice.cookie}; ${flash}` } });
    const firstPage = await first.text();
    const key = keyPattern.exec(firstPage)?.[0];
    expect(key).toBeDefined();
    // The browser is told to drop the cookie...
    expect(first.headers.getSetCookie().some((value) => value.startsWith('svc_flash=;'))).toBe(true);

    // ...but a copy of it (another tab, a proxy log, a script) shows nothing more.
    const replayed = await fetch(`${t.url}/settings/keys`, { headers: { cookie: `${alice.cookie}; ${flash}` } });
    expect(replayed.status).toBe(200);
    const replayedPage = await replayed.text();
    expect(replayedPage).not.toContain(key);
    expect(replayedPage).toContain('deploy');
  });
});
