import { randomBytes } from 'node:crypto';
import { type GitHubServer, json } from './github-server.js';

export interface OAuthApp {
  readonly clientId: string;
  readonly clientSecret: string;
  /** The person who "signs in on GitHub" next; change it between flows. */
  user: { id: number; login: string; name: string | null };
  /** The token GitHub hands out for the next code exchange. */
  nextToken: string;
  /** Codes issued and not yet exchanged. */
  readonly codes: Map<string, { token: string; user: { id: number; login: string; name: string | null }; redirectUri: string }>;
}

/**
 * GitHub's OAuth web flow on the local GitHub-compatible server:
 * GET /login/oauth/authorize (auto-approves and redirects back with code and state),
 * POST /login/oauth/access_token (single-use codes, client secret checked), GET /user.
 */
export function addOAuthRoutes(server: GitHubServer, options: { clientId: string; clientSecret: string }): OAuthApp {
  const app: OAuthApp = {
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    user: { id: 583231, login: 'octocat', name: 'The Octocat' },
    nextToken: `gho_${randomBytes(18).toString('hex')}`,
    codes: new Map(),
  };
  const tokens = new Map<string, { id: number; login: string; name: string | null }>();

  server.addRoute({
    method: 'GET',
    path: '/login/oauth/authorize',
    base: 'web',
    handler(request) {
      const redirectUri = request.query.get('redirect_uri') ?? '';
      if (request.query.get('client_id') !== app.clientId || redirectUri === '') return { status: 400, body: 'bad client_id or redirect_uri' };
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
      const issued = app.codes.get(body.code ?? '');
      if (body.client_id !== app.clientId || body.client_secret !== app.clientSecret) return json({ error: 'incorrect_client_credentials' });
      if (issued === undefined) return json({ error: 'bad_verification_code' });
      app.codes.delete(body.code ?? '');
      tokens.set(issued.token, issued.user);
      return json({ access_token: issued.token, token_type: 'bearer', scope: 'repo,read:user' });
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
