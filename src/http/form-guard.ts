import type { RequestHandler } from 'express';
import { ForbiddenError } from '../errors.js';
import { safeEqual } from '../security/hash-token.js';
import { authOf } from './auth.js';
import { bodyField } from './body-field.js';
import { csrfTokenFor } from './pages/context.js';

/**
 * Every state-changing web form (docs/adr/0006-web-forms.md): sent from this origin (Origin, else
 * Referer) and, for a signed-in person, carrying the session-bound CSRF token `_csrf`. Refusals
 * are ForbiddenError, which the pages' error middleware shows as a page. Runs after the form parser.
 */
export function formGuard(baseUrl: string): RequestHandler {
  const allowedOrigin = new URL(baseUrl).origin;
  return (req, res, next) => {
    const { origin, referer } = req.headers;
    const sameOrigin = origin !== undefined ? origin === allowedOrigin : referer === undefined || referer === allowedOrigin || referer.startsWith(`${allowedOrigin}/`);
    if (!sameOrigin) throw new ForbiddenError('This form was sent from another site. Open svc and try again.');
    const auth = authOf(res);
    if (auth.kind === 'user' && auth.via === 'session' && auth.sessionToken !== null && !safeEqual(bodyField(req, '_csrf'), csrfTokenFor(auth.sessionToken))) {
      throw new ForbiddenError('This form has expired (you may have signed out or in again in another tab). Reload the page and try again.');
    }
    next();
  };
}
