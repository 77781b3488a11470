import { randomBytes } from 'node:crypto';
import { type GitHubServer, json } from './github-server.js';

type Person = { id: number; login: string; name: string | null };

export interface OAuthApp {
  /** `oauth-app`: an OAuth app (scoped tokens that never expire); `app`: a GitHub App's user authorization. */
  readonly kind: 'app' | 'oauth-app';
  readonly clientId: string;
  readonly clientSecret: string;
  /** The person who "signs in on GitHub" next; change it between flows. */
  user: Person;
  /** The token GitHub hands out for the next code exchange. */
  nextToken: string;
  /** `app`: lifetime in seconds of the next access token issued (GitHub's default is 8 hours); null: tokens do not expire. */
  expiresIn: number | null;
  /** The `scope` of every authorize request, in order (null when absent). */
  readonly authorizeScopes: (string | null)[];
  /** Refresh tokens exchanged (grant_type=refresh_token), in order. */
  readonly refreshes: string[];
  /** Codes issued and not yet exchanged. */
  readonly codes: Map<string, { token: string; user: Person; redirectUri: string }>;
}

/**
 * GitHub's OAuth web flow on the local GitHub-compatible server:
 * GET /login/oauth/authorize (auto-approves and redirects back with code and state),
 * POST /login/oauth/access_token (single-use codes, client secret checked), GET /user.
 *
 * With `kind: 'app'` it answers as for a GitHub App's user authorization
 * (docs.github.com, "Generating a user access token for a GitHub App"): no scopes, and, unless
 * `expiresIn` is null, an access token with `expires_in` (8 hours), a `refresh_token` with
 * `refresh_token_expires_in` (6 months), and `grant_type=refresh_token` exchanges a refresh token
 * once for a new pair (`bad_refresh_token` after that).
 */
export function addOAuthRoutes(server: GitHubServer, options: { clientId: string; clientSecret: string; kind?: 'app' | 'oauth-app' }): OAuthApp {
  const kind = options.kind ?? 'oauth-app';
  const app: OAuthApp = {
    kind,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    user: { id: 583231, login: 'octocat', name: 'The Octocat' },
    nextToken: `${kind === 'app' ? 'ghu' : 'gho'}_${randomBytes(18).toString('hex')}`,
    expiresIn: kind === 'app' ? 28_800 : null,
    authorizeScopes: [],
    refreshes: [],
    codes: new Map(),
  };
  const tokens = new Map<string, Person>();
  const refreshTokens = new Map<string, Person>();

  /** The token answer for `user`: an OAuth app's, or an App's with its refresh token. */
  const issue = (token: string, user: Person): ReturnType<typeof json> => {
    tokens.set(token, user);
    if (kind === 'oauth-app') return json({ access_token: token, token_type: 'bearer', scope: 'repo,read:user' });
    if (app.expiresIn === null) return json({ access_token: token, token_type: 'bearer', scope: '' });
    const refreshToken = `ghr_${randomBytes(30).toString('hex')}`;
    refreshTokens.set(refreshToken, user);
    return json({ access_token: token, expires_in: app.expiresIn, refresh_token: refreshToken, refresh_token_expires_in: 15_897_600, token_type: 'bearer', scope: '' });
  };

  server.addRoute({
    method: 'GET',
    path: '/login/oauth/authorize',
    base: 'web',
    handler(request) {
      const redirectUri = request.query.get('redirect_uri') ?? '';
      if (request.query.get('client_id') !== app.clientId || redirectUri === '') return { status: 400, body: 'bad client_id or redirect_uri' };
      app.authorizeScopes.push(request.query.get('scope'));
      const code = randomBytes(10).toString('hex');
      app.codes.set(code, { token: app.nextToken, user: { ...app.user }, redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', request.query.get('state') ?? '');
      return { status: 302, headers: { location: back.toString() } };
    },
  });

  server.addRoute({
    method: 'POST',
    path: '/login/oauth/access_token',
    base: 'web',
    handler(request) {
      const body = (request.body ?? {}) as Record<string, string>;
      if (body.client_id !== app.clientId || body.client_secret !== app.clientSecret) return json({ error: 'incorrect_client_credentials' });
      if (body.grant_type === 'refresh_token') {
        const owner = refreshTokens.get(body.refresh_token ?? '');
        if (kind !== 'app' || owner === undefined) return json({ error: 'bad_refresh_token' });
        refreshTokens.delete(body.refresh_token ?? '');
        app.refreshes.push(body.refresh_token ?? '');
        return issue(app.nextToken, owner);
      }
      const issued = app.codes.get(body.code ?? '');
      if (issued === undefined) return json({ error: 'bad_verification_code' });
      app.codes.delete(body.code ?? '');
      return issue(issued.token, issued.user);
    },
  });

  server.addRoute({
    method: 'GET',
    path: '/user',
    handler(request) {
      const user = request.token !== null ? tokens.get(request.token) : undefined;
      if (user === undefined) return { status: 401, body: { message: 'Bad credentials' } };
      return json({ id: user.id, login: user.login, name: user.name, avatar_url: `https://avatars.githubusercontent.com/u/${user.id}`, type: 'User' });
    },
  });
  return app;
}
