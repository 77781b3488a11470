import type { IncomingMessage } from 'node:http';
import { parse as parseCookies } from 'cookie';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AuthenticationError, ForbiddenError } from '../errors.js';
import { type AccountService, SESSION_COOKIE } from '../services/account-service.js';
import type { ApiKeyService } from '../services/api-key-service.js';
import type { User } from '../storage/user-store.js';

/** Who is calling: resolved once per request by `identify`, read with `authOf`. */
export type Auth =
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'user'; readonly user: User; readonly via: 'key' | 'session'; readonly sessionToken: string | null }
  /** A Bearer credential that is not a valid, active key: always 401, never anonymous. */
  | { readonly kind: 'invalid-key' };

const ANONYMOUS: Auth = { kind: 'anonymous' };

export function authOf(res: Response): Auth {
  return (res.locals.auth as Auth | undefined) ?? ANONYMOUS;
}

/** The request's header part: what the credential checks read (an Express request or a bare one). */
type WithHeaders = Pick<IncomingMessage, 'headers'>;

export function sessionTokenOf(req: WithHeaders): string | null {
  const header = req.headers.cookie;
  if (header === undefined) return null;
  return parseCookies(header)[SESSION_COOKIE] ?? null;
}

const BEARER_SCHEME = /^Bearer(?:\s|$)/i;
const BEARER_CREDENTIALS = /^Bearer\s+(\S+)\s*$/i;

/**
 * Whether the request presents an svc credential: an `Authorization` header of the Bearer scheme.
 * Other schemes (a proxy's `Basic` in front of svc, for instance) are not svc's and are ignored:
 * the request is then identified by its session, like one without the header.
 */
export function presentsBearer(req: WithHeaders): boolean {
  const authorization = req.headers.authorization;
  return authorization !== undefined && BEARER_SCHEME.test(authorization.trimStart());
}

/**
 * Resolves the caller from `Authorization: Bearer svc_...` or the `svc_session` cookie.
 * A presented key wins over a cookie; an invalid key is remembered (and refused later, after
 * the rate limiter has counted it against the client IP).
 */
export function identify(deps: { accounts: AccountService; keys: ApiKeyService }): RequestHandler {
  return async (req, res, next) => {
    if (presentsBearer(req)) {
      const match = BEARER_CREDENTIALS.exec((req.headers.authorization ?? '').trimStart());
      const record = match?.[1] !== undefined ? await deps.keys.authenticate(match[1]) : undefined;
      const user = record !== undefined ? await deps.accounts.findUser(record.userId) : undefined;
      res.locals.auth = user !== undefined ? ({ kind: 'user', user, via: 'key', sessionToken: null } satisfies Auth) : ({ kind: 'invalid-key' } satisfies Auth);
      next();
      return;
    }
    const sessionToken = sessionTokenOf(req);
    if (sessionToken !== null) {
      const user = await deps.accounts.userForSession(sessionToken);
      if (user !== undefined) {
        res.locals.auth = { kind: 'user', user, via: 'session', sessionToken } satisfies Auth;
      }
    }
    next();
  };
}

/** 401 `{error: "Invalid API key"}` for a presented key that is unknown, malformed or revoked. */
export const rejectInvalidKey: RequestHandler = (_req, res, next) => {
  if (authOf(res).kind === 'invalid-key') throw new AuthenticationError('Invalid API key');
  next();
};

/** Routes that need a signed-in person (cookie session). */
export function requireSession(_req: Request, res: Response, next: NextFunction): void {
  const auth = authOf(res);
  if (auth.kind !== 'user' || auth.via !== 'session') throw new AuthenticationError('Authentication required');
  next();
}

/** Routes open to a signed-in person or an API key. */
export function requireUser(_req: Request, res: Response, next: NextFunction): void {
  if (authOf(res).kind !== 'user') throw new AuthenticationError('Authentication required');
  next();
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cookie-authenticated state changes are refused (403) when an Origin header names another
 * origin than BASE_URL's: a cross-site form or script cannot act with the user's session.
 */
export function checkOrigin(baseUrl: string): RequestHandler {
  const allowed = new URL(baseUrl).origin;
  return (req, _res, next) => {
    if (STATE_CHANGING.has(req.method) && req.headers.origin !== undefined && sessionTokenOf(req) !== null && !presentsBearer(req)) {
      if (req.headers.origin !== allowed) throw new ForbiddenError('Cross-origin request refused');
    }
    next();
  };
}
