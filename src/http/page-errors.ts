import type { ErrorRequestHandler } from 'express';
import { failureOf } from './error-handler.js';
import type { PageContext } from './pages/context.js';
import { html } from './pages/html.js';
import { renderMessagePage } from './pages/layout.js';
import { sendPage } from './pages/send-page.js';

const TITLES: Readonly<Record<number, string>> = { 401: 'Sign in required', 403: 'Request refused', 404: 'Not found' };

/**
 * The web pages' error middleware: a typed error thrown by a page's handler or middleware (the form
 * guard, a sign-in requirement) is shown as a message page with the status the JSON error handler
 * gives it (src/http/error-handler.ts); any other error goes on to that handler.
 */
export function pageErrors(deps: { signInEnabled: boolean; contextOf: (res: Parameters<ErrorRequestHandler>[2]) => PageContext }): ErrorRequestHandler {
  return (err: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    let failure;
    try {
      failure = failureOf(err);
    } catch {
      next(err);
      return;
    }
    const signIn = deps.signInEnabled ? html`<p><a class="btn btn-primary" href="/auth/login">Sign in with GitHub</a></p>` : html`<p>Sign-in is not configured on this server.</p>`;
    sendPage(res, failure.status, renderMessagePage(TITLES[failure.status] ?? 'Something went wrong', failure.message, deps.contextOf(res), failure.status === 401 ? signIn : undefined));
  };
}
