/**
 * GitHub App routes for the local GitHub server (github-server.ts): installations, installation
 * access tokens and check runs, with GitHub's request and response shapes.
 *
 *   const app = addGitHubAppRoutes(server);
 *   app.install('acme/widgets', 4242);
 *   ... app.checkRuns (every check run created, with its updates)
 */
import type { GitHubServer, ServerRequest } from './github-server.js';
import { json, notFound } from './github-server.js';

export interface RecordedCheckRun {
  readonly id: number;
  readonly owner: string;
  readonly repo: string;
  /** The token the check run was created with. */
  readonly token: string | null;
  /** The body of the POST. */
  readonly created: Record<string, unknown>;
  /** Bodies of every PATCH, in order. */
  readonly updates: Record<string, unknown>[];
  /** The current state: the POST body merged with every PATCH. */
  state: Record<string, unknown>;
  /** The run as the commit's check-runs listing shows it (kept current), when its head is a PR head here. */
  listed?: Record<string, unknown>;
}

export interface GitHubAppRoutes {
  /** Installation id by lower-cased owner/repo. */
  readonly installations: Map<string, number>;
  readonly checkRuns: RecordedCheckRun[];
  /** Installation tokens issued, by token. */
  readonly issuedTokens: Map<string, number>;
  install(fullName: string, installationId: number): void;
}

function isJwt(token: string | null): boolean {
  return token !== null && token.split('.').length === 3;
}

function unauthorized(message: string) {
  return json({ message, documentation_url: 'https://docs.github.com/rest', status: '401' }, 401);
}

export function addGitHubAppRoutes(server: GitHubServer): GitHubAppRoutes {
  const state: GitHubAppRoutes = {
    installations: new Map(),
    checkRuns: [],
    issuedTokens: new Map(),
    install(fullName, installationId) {
      state.installations.set(fullName.toLowerCase(), installationId);
    },
  };
  // An installation token reads the private repositories of its installation, as on GitHub.
  server.addPrivateReader((repo, token) => {
    const id = state.issuedTokens.get(token);
    return id !== undefined && state.installations.get(`${repo.owner}/${repo.repo}`.toLowerCase()) === id;
  });
  let nextCheckRunId = 9_000_001;
  let nextToken = 1;

  server.addRoute({
    method: 'GET',
    path: '/repos/:owner/:repo/installation',
    handler(request: ServerRequest) {
      if (!isJwt(request.token)) return unauthorized('A JSON web token could not be decoded');
      const id = state.installations.get(`${request.params.owner}/${request.params.repo}`.toLowerCase());
      if (id === undefined) return notFound();
      return json({
        id,
        account: { login: request.params.owner, id: 1, type: 'Organization' },
        repository_selection: 'selected',
        access_tokens_url: `${server.apiUrl}/app/installations/${id}/access_tokens`,
        repositories_url: `${server.apiUrl}/installation/repositories`,
        app_id: 1,
        app_slug: 'svc-signal',
        target_id: 1,
        target_type: 'Organization',
        permissions: { metadata: 'read', contents: 'read', pull_requests: 'read', checks: 'write' },
        events: ['pull_request'],
        created_at: '2024-01-01T00:00:00Z',
        updated_at: '2024-01-01T00:00:00Z',
        single_file_name: null,
        suspended_at: null,
      });
    },
  });

  server.addRoute({
    method: 'POST',
    path: '/app/installations/:id/access_tokens',
    handler(request: ServerRequest) {
      if (!isJwt(request.token)) return unauthorized('A JSON web token could not be decoded');
      const id = Number(request.params.id);
      if (![...state.installations.values()].includes(id)) return notFound();
      const token = `ghs_installation${String(nextToken++).padStart(20, '0')}`;
      state.issuedTokens.set(token, id);
      return json(
        {
          token,
          expires_at: new Date(Date.now() + 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
          permissions: { metadata: 'read', contents: 'read', pull_requests: 'read', checks: 'write' },
          repository_selection: 'selected',
        },
        201,
      );
    },
  });

  server.addRoute({
    method: 'POST',
    path: '/repos/:owner/:repo/check-runs',
    handler(request: ServerRequest) {
      if (request.token === null || !state.issuedTokens.has(request.token)) {
        return json({ message: 'You must authenticate via a GitHub App.', documentation_url: 'https://docs.github.com/rest/checks/runs#create-a-check-run', status: '403' }, 403);
      }
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (typeof body.name !== 'string' || typeof body.head_sha !== 'string') {
        return json({ message: 'Invalid request.\n\n"name", "head_sha" weren\'t supplied.', documentation_url: 'https://docs.github.com/rest/checks/runs#create-a-check-run', status: '422' }, 422);
      }
      const id = nextCheckRunId++;
      const recorded: RecordedCheckRun = {
        id,
        owner: request.params.owner ?? '',
        repo: request.params.repo ?? '',
        token: request.token,
        created: body,
        updates: [],
        state: { ...body },
      };
      state.checkRuns.push(recorded);
      // Like GitHub, the commit's check-runs listing shows the new run (and its updates) from now on.
      for (const pull of server.repos.get(`${recorded.owner}/${recorded.repo}`.toLowerCase())?.pulls.values() ?? []) {
        if (pull.fixture.headSha !== body.head_sha) continue;
        recorded.listed = checkRunJson(server, recorded);
        (pull.rendered.checkRuns as Record<string, unknown>[]).push(recorded.listed);
      }
      return json(checkRunJson(server, recorded), 201);
    },
  });

  server.addRoute({
    method: 'PATCH',
    path: '/repos/:owner/:repo/check-runs/:id',
    handler(request: ServerRequest) {
      if (request.token === null || !state.issuedTokens.has(request.token)) return json({ message: 'You must authenticate via a GitHub App.', status: '403' }, 403);
      const recorded = state.checkRuns.find((run) => run.id === Number(request.params.id));
      if (recorded === undefined) return notFound();
      const body = (request.body ?? {}) as Record<string, unknown>;
      recorded.updates.push(body);
      recorded.state = { ...recorded.state, ...body };
      if (recorded.listed !== undefined) Object.assign(recorded.listed, checkRunJson(server, recorded));
      return json(checkRunJson(server, recorded));
    },
  });

  return state;
}

function checkRunJson(server: GitHubServer, run: RecordedCheckRun): Record<string, unknown> {
  const s = run.state;
  return {
    id: run.id,
    head_sha: s.head_sha,
    node_id: `CR_${run.id}`,
    external_id: s.external_id ?? '',
    url: `${server.apiUrl}/repos/${run.owner}/${run.repo}/check-runs/${run.id}`,
    html_url: `${server.url}/${run.owner}/${run.repo}/runs/${run.id}`,
    details_url: s.details_url ?? null,
    status: s.status ?? 'queued',
    conclusion: s.conclusion ?? null,
    started_at: s.started_at ?? null,
    completed_at: s.completed_at ?? null,
    output: { title: null, summary: null, text: null, annotations_count: 0, ...((s.output as object | undefined) ?? {}) },
    name: s.name,
    check_suite: { id: run.id + 1 },
    app: { id: 1, slug: 'svc-signal', name: 'svc signal' },
    pull_requests: [],
  };
}
