import { parse as parseCookies, serialize } from 'cookie';
import { type Request, type Response, Router } from 'express';
import { InputError, NotFoundError } from '../../errors.js';
import { safeEqual } from '../../security/hash-token.js';
import { randomBase62 } from '../../security/random-base62.js';
import { type AccountService, SESSION_COOKIE, SESSION_TTL_MS } from '../../services/account-service.js';
import { authOf, requireSession } from '../auth.js';

const STATE_COOKIE = 'svc_oauth_state';

/** GitHub OAuth web flow: /auth/login, /auth/callback (state checked), POST /auth/logout; GET /api/session. */
export function authRoutes(deps: { accounts: AccountService; baseUrl: string }): Router {
  const router = Router();
  const secure = deps.baseUrl.startsWith('https://');
  const cookie = (name: string, value: string, maxAgeSeconds: number, path = '/') =>
    serialize(name, value, { httpOnly: true, sameSite: 'lax', secure, path, maxAge: maxAgeSeconds });

  router.get('/auth/login', (_req, res) => {
    if (!deps.accounts.signInEnabled) throw new NotFoundError('Sign-in is not configured on this server');
    const state = randomBase62(32);
    res.setHeader('Set-Cookie', cookie(STATE_COOKIE, state, 600, '/auth'));
    res.redirect(302, deps.accounts.authorizeUrl(state));
  });

  router.get('/auth/callback', async (req: Request, res: Response) => {
    if (!deps.accounts.signInEnabled) throw new NotFoundError('Sign-in is not configured on this server');
    const expected = parseCookies(req.headers.cookie ?? '')[STATE_COOKIE];
    const state = typeof req.query.state === 'string' ? req.query.state : '';
    const code = typeof req.query.code === 'string' ? req.query.code : '';
    // The state cookie is single-use whatever happens next.
    res.setHeader('Set-Cookie', cookie(STATE_COOKIE, '', 0, '/auth'));
    if (expected === undefined || state === '' || !safeEqual(state, expected)) {
      throw new InputError('Sign-in failed: the state does not match. Start again from /auth/login.');
    }
    if (code === '' || code.length > 512) throw new InputError('Sign-in failed: GitHub sent no code.');
    const { sessionToken } = await deps.accounts.completeSignIn(code);
    res.setHeader('Set-Cookie', [cookie(STATE_COOKIE, '', 0, '/auth'), cookie(SESSION_COOKIE, sessionToken, Math.floor(SESSION_TTL_MS / 1000))]);
    res.redirect(302, '/');
  });

  router.post('/auth/logout', async (req, res) => {
    const auth = authOf(res);
    if (auth.kind === 'user' && auth.sessionToken !== null) await deps.accounts.endSession(auth.sessionToken);
    res.setHeader('Set-Cookie', cookie(SESSION_COOKIE, '', 0));
    if (req.accepts(['json', 'html']) === 'html') res.redirect(303, '/');
    else res.status(200).json({ status: 'signed_out' });
  });

  router.get('/api/session', requireSession, (_req, res) => {
    const auth = authOf(res);
    if (auth.kind !== 'user') return;
    res.json({ user: { login: auth.user.login, name: auth.user.name, avatar_url: auth.user.avatarUrl } });
  });
  return router;
}
