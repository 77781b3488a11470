import { serialize, parse as parseCookies } from 'cookie';
import type { RequestHandler, Response } from 'express';
import { hashToken } from '../security/hash-token.js';
import type { Encryptor } from '../security/encryption.js';
import { OneTimeNonces } from '../security/one-time-nonces.js';
import { randomBase62 } from '../security/random-base62.js';
import { authOf } from './auth.js';

const FLASH_COOKIE = 'svc_flash';
const FLASH_TTL_SECONDS = 120;

/** One-time data carried across a POST → 303 → GET, for the signed-in person who sent the POST. */
export interface FlashCookie<T> {
  /** What the previous POST left, once: the cookie is cleared and its nonce spent. `{}` if none. */
  take(): Partial<T>;
  /** 303 to `location`, carrying `value` to the page there. */
  redirect(location: string, value: T): void;
}

/**
 * The flash of a web form (docs/adr/0006-web-forms.md), as middleware on the pages under /settings:
 * encrypted with the service's key, bound to the session, two minutes at most, and single use on
 * the server's side: its nonce is spent when it is read, so replaying the cookie (the browser's
 * copy, or one captured before the clearing Set-Cookie arrived) shows nothing. Handlers reach it
 * with `flashOf(res)`; it needs a cookie session, as the pages that use it do.
 */
export function flashCookie(deps: { encryptor: Encryptor; secure: boolean }): RequestHandler {
  const spent = new OneTimeNonces();
  const cookie = (value: string, maxAge: number) => serialize(FLASH_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure: deps.secure, path: '/settings', maxAge });
  const sessionKey = (res: Response): string | null => {
    const auth = authOf(res);
    return auth.kind === 'user' && auth.sessionToken !== null ? hashToken(auth.sessionToken).slice(0, 16) : null;
  };
  return (req, res, next) => {
    const flash: FlashCookie<object> = {
      take() {
        const raw = parseCookies(req.headers.cookie ?? '')[FLASH_COOKIE];
        if (raw === undefined) return {};
        res.append('Set-Cookie', cookie('', 0));
        const session = sessionKey(res);
        if (session === null) return {};
        try {
          const parsed = JSON.parse(deps.encryptor.decrypt(raw)) as { s: string; e: number; n: string; f: object };
          if (parsed.s !== session || typeof parsed.n !== 'string' || !spent.consume(parsed.n, parsed.e)) return {};
          return parsed.f;
        } catch {
          return {};
        }
      },
      redirect(location, value) {
        const session = sessionKey(res);
        if (session !== null) {
          const sealed = deps.encryptor.encrypt(JSON.stringify({ s: session, e: Date.now() + FLASH_TTL_SECONDS * 1000, n: randomBase62(22), f: value }));
          res.append('Set-Cookie', cookie(sealed, FLASH_TTL_SECONDS));
        }
        res.redirect(303, location);
      },
    };
    res.locals.flash = flash;
    next();
  };
}

/** The request's flash (the `flashCookie` middleware must run first). */
export function flashOf<T>(res: Response): FlashCookie<T> {
  const flash = res.locals.flash as FlashCookie<T> | undefined;
  if (flash === undefined) throw new Error('flashCookie must run first');
  return flash;
}
