import { createHmac } from 'node:crypto';
import type { Response } from 'express';
import { authOf } from '../auth.js';

/** What every page's header needs: who is signed in, and the token their forms carry. */
export interface PageContext {
  readonly user: { readonly login: string; readonly name: string | null; readonly avatarUrl: string | null } | null;
  /** Session-bound CSRF token for the signed-in user's forms; null when signed out. */
  readonly csrf: string | null;
  /** OAuth is configured: show "Sign in with GitHub". */
  readonly signInEnabled: boolean;
  /** Which navigation entry is current. */
  readonly current?: 'home' | 'keys' | 'repositories';
}

/**
 * A CSRF token bound to the session: HMAC-SHA256 of a fixed label keyed with the (secret, HttpOnly)
 * session token. Another site can neither read the cookie nor the token, so it cannot forge it;
 * no server-side storage is needed and signing out invalidates every token. See docs/adr/0006-web-forms.md.
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('svc-web-form-v1').digest('base64url');
}

export function pageContextOf(res: Response, signInEnabled: boolean, current?: PageContext['current']): PageContext {
  const auth = authOf(res);
  if (auth.kind === 'user' && auth.via === 'session' && auth.sessionToken !== null) {
    return { user: { login: auth.user.login, name: auth.user.name, avatarUrl: auth.user.avatarUrl }, csrf: csrfTokenFor(auth.sessionToken), signInEnabled, current };
  }
  return { user: null, csrf: null, signInEnabled, current };
}

export const ANONYMOUS_CONTEXT: PageContext = { user: null, csrf: null, signInEnabled: false };
