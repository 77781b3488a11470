/**
 * A local GitHub-compatible HTTP server for end-to-end tests and the benchmark.
 *
 * It serves GitHub's real REST response shapes (under `/api/v3` by default, like GitHub
 * Enterprise Server) for the pull requests added with `addPullRequest(fixture)` (see
 * pr-fixture.ts), checks access to private repositories by token, sends x-ratelimit-* headers on
 * every answer, logs every request, and injects faults (failNext, hang, setRateLimitExhausted).
 *
 * Routes live in a table: `defaultRoutes` below, plus whatever `server.addRoute(route)` adds
 * (a later route wins over an earlier one with the same method and path). Web routes (OAuth
 * pages) use `base: 'web'` and are served outside the API prefix.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountJson, idFor, profileJson, repositoryJson, sha1, type PrFixture, type RenderedPr, type FixtureUrls } from './pr-fixture.js';

// ---------------------------------------------------------------------------------------------
// Types

export interface GitHubServerOptions {
  /** Delay before every answer, to model network latency (default 0). */
  delayMs?: number;
  /** Port to listen on (default: a free one). */
  port?: number;
  /** Prefix of the REST API (default "/api/v3"; "" serves the API at the root, like api.github.com). */
  apiPrefix?: string;
}

export interface ServerRequest {
  readonly method: string;
  /** Path without the API prefix (API routes) or the full path (web routes), not decoded. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  /** Token from `Authorization: token X` or `Bearer X`; null when none. */
  readonly token: string | null;
  /** Route parameters, URL-decoded. */
  readonly params: Readonly<Record<string, string>>;
  /** Parsed body: JSON or form fields as an object; the raw text otherwise; undefined when empty. */
  readonly body: unknown;
  readonly rawBody: string;
  readonly raw: IncomingMessage;
}

export interface ServerResponseSpec {
  status?: number;
  headers?: Record<string, string>;
  /** Objects and arrays are sent as JSON; strings as they are (text/plain unless a content-type is given). */
  body?: unknown;
}

export type RouteHandler = (request: ServerRequest, server: GitHubServer) => ServerResponseSpec | Promise<ServerResponseSpec>;

export interface GitHubRoute {
  method: string;
  /** Template: `/repos/:owner/:repo/pulls/:number`; `*name` takes the rest of the path. */
  path: string;
  /** api (default): under the API prefix; web: the web host (OAuth pages, /login/oauth/access_token). */
  base?: 'api' | 'web';
  /** Skip the x-ratelimit-* accounting (web routes skip it anyway). */
  handler: RouteHandler;
}

export interface LoggedRequest {
  readonly method: string;
  /** Full path and query as received. */
  readonly url: string;
  /** Path relative to the API prefix (API requests) or the full path (web requests), without query. */
  readonly path: string;
  readonly api: boolean;
  readonly authenticated: boolean;
  readonly accept: string | null;
  /** Status answered (0 while hanging). */
  status: number;
  /** How many requests had been answered when this one arrived. */
  readonly answeredAtArrival: number;
  /** Its place in the order of answers (1 = answered first); 0 while unanswered. */
  answerIndex: number;
}

export interface RepoSpec {
  owner: string;
  repo: string;
  private?: boolean;
  defaultBranch?: string;
  /** Tokens that may read the repository when it is private. */
  allowedTokens?: readonly string[];
  /** Files on the default branch (and any ref not otherwise known). */
  files?: Record<string, string>;
  ownerType?: 'User' | 'Organization';
}

export interface RepoPermissions {
  admin: boolean;
  maintain: boolean;
  push: boolean;
  triage: boolean;
  pull: boolean;
}

interface StoredPull {
  readonly fixture: PrFixture;
  readonly rendered: RenderedPr;
}

export interface RepoState {
  readonly owner: string;
  readonly repo: string;
  private: boolean;
  defaultBranch: string;
  ownerType: 'User' | 'Organization';
  readonly allowedTokens: Set<string>;
  readonly permissions: Map<string, RepoPermissions>;
  readonly files: Map<string, string>;
  readonly pulls: Map<number, StoredPull>;
  /** Prior PR counts by lower-cased login (search). */
  readonly priorPrs: Map<string, { total: number; merged: number; firstCreatedAt?: string }>;
  /** Git trees and blobs served so far, by SHA (built from the fixtures when a commit's tree is asked for). */
  readonly objects: Map<string, GitObject>;
}

interface GitTreeEntry {
  readonly path: string;
  readonly mode: string;
  readonly type: 'blob' | 'tree';
  readonly sha: string;
  readonly size?: number;
}

type GitObject = { readonly type: 'tree'; readonly entries: readonly GitTreeEntry[] } | { readonly type: 'blob'; readonly content: string };

interface Fault {
  readonly pattern: RegExp;
  remaining: number;
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

interface Hang {
  readonly pattern: RegExp;
  remaining: number;
}

// ---------------------------------------------------------------------------------------------
// Helpers for handlers

export function notFound(): ServerResponseSpec {
  return { status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' } };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): ServerResponseSpec {
  return { status, headers, body };
}

function validationFailed(message: string): ServerResponseSpec {
  return {
    status: 422,
    body: { message: 'Validation Failed', errors: [{ message, resource: 'Search', field: 'q', code: 'invalid' }], documentation_url: 'https://docs.github.com/rest/search/search', status: '422' },
  };
}

function intParam(query: URLSearchParams, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number.parseInt(query.get(name) ?? '', 10);
  if (!Number.isFinite(value) || value < 1) return fallback;
  return Math.min(value, max);
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Bad credentials',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  422: 'Validation Failed',
  429: 'Too Many Requests',
  500: 'Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

// ---------------------------------------------------------------------------------------------
// The server

const RATE_WINDOW_SECONDS = 3600;

export class GitHubServer {
  /** Web base, e.g. http://127.0.0.1:PORT */
  readonly url: string;
  /** REST base, e.g. http://127.0.0.1:PORT/api/v3 */
  readonly apiUrl: string;
  readonly apiPrefix: string;
  delayMs: number;
  /** Every request received, in order. */
  readonly requests: LoggedRequest[] = [];
  #answered = 0;
  readonly repos = new Map<string, RepoState>();
  /** Profiles (GET /users/{login}) by lower-cased login. */
  readonly users = new Map<string, Record<string, unknown>>();

  readonly #server: ReturnType<typeof createServer>;
  #routes: CompiledRoute[] = [];
  #faults: Fault[] = [];
  #hangs: Hang[] = [];
  readonly #hanging = new Set<ServerResponse>();
  #rateLimitExhausted: { resetAt: number; status: number } | null = null;
  readonly #used = new Map<string, number>();
  #resetAt = Math.floor(Date.now() / 1000) + RATE_WINDOW_SECONDS;
  /** Further answers to "may this token read this private repository?" (installation tokens). */
  readonly #readers: ((repo: RepoState, token: string) => boolean)[] = [];

  constructor(server: ReturnType<typeof createServer>, port: number, options: GitHubServerOptions) {
    this.#server = server;
    this.url = `http://127.0.0.1:${port}`;
    this.apiPrefix = (options.apiPrefix ?? '/api/v3').replace(/\/+$/, '');
    this.apiUrl = `${this.url}${this.apiPrefix}`;
    this.delayMs = options.delayMs ?? 0;
    for (const route of defaultRoutes) this.addRoute(route);
  }

  get urls(): FixtureUrls {
    return { webUrl: this.url, apiUrl: this.apiUrl };
  }

  /** Adds a route; it wins over earlier routes that match the same request. */
  addRoute(route: GitHubRoute): void {
    this.#routes.unshift(compileRoute(route));
  }

  addRepo(spec: RepoSpec): RepoState {
    const key = repoKey(spec.owner, spec.repo);
    let state = this.repos.get(key);
    if (!state) {
      state = {
        owner: spec.owner,
        repo: spec.repo,
        private: false,
        defaultBranch: 'main',
        ownerType: 'Organization',
        allowedTokens: new Set(),
        permissions: new Map(),
        files: new Map(),
        pulls: new Map(),
        priorPrs: new Map(),
        objects: new Map(),
      };
      this.repos.set(key, state);
    }
    if (spec.private !== undefined) state.private = spec.private;
    if (spec.defaultBranch !== undefined) state.defaultBranch = spec.defaultBranch;
    if (spec.ownerType !== undefined) state.ownerType = spec.ownerType;
    for (const token of spec.allowedTokens ?? []) state.allowedTokens.add(token);
    for (const [path, content] of Object.entries(spec.files ?? {})) state.files.set(path, content);
    return state;
  }

  /** Serves a PR fixture (adding its repository when needed). Returns the fixture. */
  addPullRequest(fixture: PrFixture): PrFixture {
    const repo = this.addRepo({ owner: fixture.owner, repo: fixture.repo, defaultBranch: fixture.baseBranch });
    if (fixture.private) repo.private = true;
    const rendered = fixture.render(this.urls);
    repo.pulls.set(fixture.number, { fixture, rendered });
    for (const [login, counts] of Object.entries(fixture.priorPrs)) repo.priorPrs.set(login.toLowerCase(), counts);
    for (const [login, profile] of Object.entries(rendered.users)) this.users.set(login.toLowerCase(), profile);
    return fixture;
  }

  /** Makes a repository private: only these tokens may read it (others get 404, as on GitHub). */
  setPrivate(fullName: string, allowedTokens: readonly string[]): void {
    const [owner = '', repo = ''] = fullName.split('/');
    const state = this.addRepo({ owner, repo, private: true });
    state.allowedTokens.clear();
    for (const token of allowedTokens) state.allowedTokens.add(token);
  }

  /** What GET /repos/{owner}/{repo} reports as `permissions` for this token (default: pull only). */
  setPermissions(fullName: string, token: string, permissions: Partial<RepoPermissions>): void {
    const [owner = '', repo = ''] = fullName.split('/');
    const state = this.addRepo({ owner, repo });
    state.permissions.set(token, { admin: false, maintain: false, push: false, triage: false, pull: true, ...permissions });
  }

  /** Adds or replaces a profile served by GET /users/{login}. */
  addUser(account: { login: string; type?: string; createdAt?: string; name?: string | null }): void {
    this.users.set(
      account.login.toLowerCase(),
      profileJson(
        {
          login: account.login,
          type: account.type ?? 'User',
          createdAt: account.createdAt ?? '2018-06-01T00:00:00Z',
          name: account.name ?? null,
          publicRepos: 3,
          followers: 1,
        },
        this.urls,
      ),
    );
  }

  /** The repository if `token` may read it, else undefined (unknown and inaccessible look the same). */
  accessibleRepo(owner: string, repo: string, token: string | null): RepoState | undefined {
    const state = this.repos.get(repoKey(owner, repo));
    if (!state) return undefined;
    if (state.private && (token === null || !(state.allowedTokens.has(token) || this.#readers.some((reads) => reads(state, token))))) return undefined;
    return state;
  }

  /** Lets tokens that `reads` accepts read private repositories too (github-server-app-routes.ts). */
  addPrivateReader(reads: (repo: RepoState, token: string) => boolean): void {
    this.#readers.push(reads);
  }

  /** The next `count` requests whose path matches answer `status` (with these headers and body). */
  failNext(pattern: RegExp, status: number, count = 1, headers: Record<string, string> = {}, body?: unknown): void {
    this.#faults.push({
      pattern,
      remaining: count,
      status,
      headers,
      body: body ?? { message: STATUS_MESSAGES[status] ?? `HTTP ${status}`, documentation_url: 'https://docs.github.com/rest', status: String(status) },
    });
  }

  /** The next `count` requests whose path matches never get an answer (until reset() or close()). */
  hang(pattern: RegExp, count = Number.POSITIVE_INFINITY): void {
    this.#hangs.push({ pattern, remaining: count });
  }

  /** Every API request answers the primary rate limit (403, x-ratelimit-remaining: 0) until reset; null ends it. */
  setRateLimitExhausted(resetAt: number | null, status: 403 | 429 = 403): void {
    this.#rateLimitExhausted = resetAt === null ? null : { resetAt, status };
  }

  requestCount(): number {
    return this.requests.length;
  }

  /**
   * Sequential round trips among the logged requests: a request is in the round after the latest
   * round of any request answered before it arrived (requests sent together share a round). With a
   * delay that dwarfs the client's own work, this counts dependent waits, not timing.
   */
  rounds(): number {
    const round = new Map<LoggedRequest, number>();
    let deepest = 0;
    for (const request of this.requests) {
      let r = 1;
      for (const [earlier, n] of round) if (earlier.answerIndex > 0 && earlier.answerIndex <= request.answeredAtArrival) r = Math.max(r, n + 1);
      round.set(request, r);
      deepest = Math.max(deepest, r);
    }
    return deepest;
  }

  /** Conditional requests answered 304 Not Modified (they are in `requests` too, with status 304). */
  notModified = 0;

  /** Clears the request log, faults, hangs, rate-limit state and counters; the data stays. */
  reset(): void {
    this.requests.length = 0;
    this.notModified = 0;
    this.#faults = [];
    this.#hangs = [];
    this.#rateLimitExhausted = null;
    this.#used.clear();
    this.#resetAt = Math.floor(Date.now() / 1000) + RATE_WINDOW_SECONDS;
    for (const res of this.#hanging) res.destroy();
    this.#hanging.clear();
  }

  async close(): Promise<void> {
    for (const res of this.#hanging) res.destroy();
    this.#hanging.clear();
    this.#server.closeAllConnections();
    await new Promise<void>((resolve, reject) => this.#server.close((error) => (error ? reject(error) : resolve())));
  }

  /** Link header for a paginated answer. */
  linkHeader(path: string, query: URLSearchParams, page: number, lastPage: number): string | undefined {
    if (lastPage <= 1) return undefined;
    const link = (n: number, rel: string): string => {
      const q = new URLSearchParams(query);
      q.set('page', String(n));
      return `<${this.apiUrl}${path}?${q.toString()}>; rel="${rel}"`;
    };
    const parts: string[] = [];
    if (page > 1) parts.push(link(page - 1, 'prev'));
    if (page < lastPage) parts.push(link(page + 1, 'next'), link(lastPage, 'last'));
    if (page > 1) parts.push(link(1, 'first'));
    return parts.join(', ');
  }

  /** Slices `items` by per_page/page (GitHub's defaults: 30, at most 100) and adds the Link header. */
  paginate<T>(request: ServerRequest, items: readonly T[], options: { maxItems?: number; defaultPerPage?: number } = {}): { items: T[]; headers: Record<string, string> } {
    const listed = options.maxItems === undefined ? items : items.slice(0, options.maxItems);
    const perPage = intParam(request.query, 'per_page', options.defaultPerPage ?? 30, 100);
    const page = intParam(request.query, 'page', 1);
    const lastPage = Math.max(1, Math.ceil(listed.length / perPage));
    const headers: Record<string, string> = {};
    const link = this.linkHeader(request.path, request.query, page, lastPage);
    if (link) headers.link = link;
    return { items: listed.slice((page - 1) * perPage, page * perPage), headers };
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const method = (req.method ?? 'GET').toUpperCase();
    const isApi = this.apiPrefix === '' || url.pathname === this.apiPrefix || url.pathname.startsWith(`${this.apiPrefix}/`);
    const path = isApi ? url.pathname.slice(this.apiPrefix.length) || '/' : url.pathname;
    const token = parseToken(req.headers.authorization);
    const entry: LoggedRequest = {
      method,
      url: req.url ?? '/',
      path,
      api: isApi,
      authenticated: token !== null,
      accept: typeof req.headers.accept === 'string' ? req.headers.accept : null,
      status: 0,
      answeredAtArrival: this.#answered,
      answerIndex: 0,
    };
    this.requests.push(entry);
    const rawBody = await readBody(req);

    const hang = this.#hangs.find((h) => h.remaining > 0 && (h.pattern.test(path) || h.pattern.test(url.pathname)));
    if (hang) {
      hang.remaining -= 1;
      this.#hanging.add(res);
      res.on('close', () => this.#hanging.delete(res));
      return;
    }

    let answer: ServerResponseSpec;
    const rateHeaders = isApi ? this.#rateLimitHeaders(path, token, req) : {};
    const fault = this.#faults.find((f) => f.remaining > 0 && (f.pattern.test(path) || f.pattern.test(url.pathname)));
    if (fault) {
      fault.remaining -= 1;
      answer = { status: fault.status, headers: fault.headers, body: fault.body };
    } else if (isApi && this.#rateLimitExhausted) {
      const { resetAt, status } = this.#rateLimitExhausted;
      Object.assign(rateHeaders, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(resetAt) });
      rateHeaders['x-ratelimit-used'] = rateHeaders['x-ratelimit-limit'] ?? '5000';
      answer = {
        status,
        body: {
          message: token
            ? `API rate limit exceeded for user ID ${idFor(`token:${token}`)}.`
            : `API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)`,
          documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
        },
      };
    } else {
      answer = await this.#route(method, path, isApi, url.searchParams, token, req, rawBody);
      if (isApi && method === 'GET') answer = this.#conditional(answer, req, token, rateHeaders, path);
    }

    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (res.destroyed) return;
    entry.status = answer.status ?? 200;
    this.#answered += 1;
    entry.answerIndex = this.#answered;
    writeAnswer(res, answer, rateHeaders, isApi);
  }

  async #route(
    method: string,
    path: string,
    isApi: boolean,
    query: URLSearchParams,
    token: string | null,
    raw: IncomingMessage,
    rawBody: string,
  ): Promise<ServerResponseSpec> {
    for (const route of this.#routes) {
      if (route.base === 'api' ? !isApi : isApi && this.apiPrefix !== '') continue;
      if (route.method !== method && !(method === 'HEAD' && route.method === 'GET')) continue;
      const match = route.regex.exec(path);
      if (!match) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => {
        params[name] = safeDecode(match[i + 1] ?? '');
      });
      const request: ServerRequest = { method, path, query, headers: raw.headers, token, params, body: parseBody(rawBody, raw.headers['content-type']), rawBody, raw };
      try {
        return await route.handler(request, this);
      } catch (error) {
        return { status: 500, body: { message: `test server handler failed: ${(error as Error).message}` } };
      }
    }
    return notFound();
  }

  /**
   * As GitHub does: a 200 to a GET carries an ETag of its body and of what the answer varies on
   * (Accept, Authorization); a request whose If-None-Match names it is answered 304 with the same
   * ETag and no body, and an authorized 304 does not count against the rate limit.
   */
  #conditional(answer: ServerResponseSpec, req: IncomingMessage, token: string | null, rateHeaders: Record<string, string>, path: string): ServerResponseSpec {
    if ((answer.status ?? 200) !== 200 || answer.body === undefined) return answer;
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    const etag = `W/"${sha1(`${body}\n${req.headers.accept ?? ''}\n${token ?? ''}`)}"`;
    const ifNoneMatch = req.headers['if-none-match'];
    const matches = typeof ifNoneMatch === 'string' && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
    // The body goes out as the text the tag was made from (serialized once).
    const type: Record<string, string> = typeof answer.body === 'string' ? {} : { 'content-type': 'application/json; charset=utf-8' };
    if (!matches) return { ...answer, body, headers: { ...type, ...answer.headers, etag } };
    this.notModified += 1;
    if (token !== null) {
      const identity = `${path.startsWith('/search/') ? 'search' : 'core'}:${token}`;
      const used = (this.#used.get(identity) ?? 1) - 1;
      this.#used.set(identity, used);
      const limit = Number(rateHeaders['x-ratelimit-limit'] ?? '5000');
      rateHeaders['x-ratelimit-remaining'] = String(Math.max(limit - used, 1));
      rateHeaders['x-ratelimit-used'] = String(Math.min(used, limit - 1));
    }
    return { status: 304, headers: { ...answer.headers, etag } };
  }

  #rateLimitHeaders(path: string, token: string | null, req: IncomingMessage): Record<string, string> {
    const resource = path.startsWith('/search/') ? 'search' : 'core';
    const limit = resource === 'search' ? (token ? 30 : 10) : token ? 5000 : 60;
    const identity = `${resource}:${token ?? `ip:${req.socket.remoteAddress ?? ''}`}`;
    const used = (this.#used.get(identity) ?? 0) + 1;
    this.#used.set(identity, used);
    return {
      'x-ratelimit-limit': String(limit),
      // Never reports 0 by itself: exhaustion is a test's explicit choice (setRateLimitExhausted).
      'x-ratelimit-remaining': String(Math.max(limit - used, 1)),
      'x-ratelimit-reset': String(this.#resetAt),
      'x-ratelimit-used': String(Math.min(used, limit - 1)),
      'x-ratelimit-resource': resource,
    };
  }
}

export async function startGitHubServer(options: GitHubServerOptions = {}): Promise<GitHubServer> {
  const holder: { instance?: GitHubServer } = {};
  const server = createServer((req, res) => {
    const instance = holder.instance;
    if (!instance) {
      res.statusCode = 503;
      res.end();
      return;
    }
    instance.handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end(JSON.stringify({ message: String(error) }));
      }
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  holder.instance = new GitHubServer(server, port, options);
  return holder.instance;
}

// ---------------------------------------------------------------------------------------------
// Plumbing

interface CompiledRoute extends GitHubRoute {
  readonly regex: RegExp;
  readonly names: string[];
}

function compileRoute(route: GitHubRoute): CompiledRoute {
  const names: string[] = [];
  const pattern = route.path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '([^/]+)';
      }
      if (segment.startsWith('*')) {
        names.push(segment.slice(1));
        return '(.+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { ...route, base: route.base ?? 'api', method: route.method.toUpperCase(), regex: new RegExp(`^${pattern}/?$`), names };
}

function repoKey(owner: string, repo: string): string {
  return `${owner}/${repo}`.toLowerCase();
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function parseToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^(?:token|bearer)\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

function readBody(req: IncomingMessage): Promise<string> {
  if (req.method === 'GET' || req.method === 'HEAD') {
    req.resume();
    return Promise.resolve('');
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseBody(raw: string, contentType: string | undefined): unknown {
  if (raw === '') return undefined;
  if (contentType?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function writeAnswer(res: ServerResponse, answer: ServerResponseSpec, rateHeaders: Record<string, string>, isApi: boolean): void {
  const status = answer.status ?? 200;
  const headers: Record<string, string> = { ...rateHeaders };
  if (isApi) {
    headers['x-github-media-type'] = 'github.v3; format=json';
    headers['x-github-api-version-selected'] = '2022-11-28';
    headers['x-github-request-id'] = sha1(String(Math.random())).slice(0, 16).toUpperCase();
  }
  let body: string | undefined;
  if (answer.body === undefined || status === 204 || status === 304) {
    body = undefined;
  } else if (typeof answer.body === 'string') {
    body = answer.body;
    headers['content-type'] = 'text/plain; charset=utf-8';
  } else {
    body = JSON.stringify(answer.body);
    headers['content-type'] = 'application/json; charset=utf-8';
  }
  for (const [name, value] of Object.entries(answer.headers ?? {})) headers[name.toLowerCase()] = value;
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  res.writeHead(status, headers);
  res.end(body);
}

// ---------------------------------------------------------------------------------------------
// Default routes: the GitHub REST API the analysis reads.

function pullOf(server: GitHubServer, request: ServerRequest): { repo: RepoState; pull: StoredPull } | undefined {
  const repo = server.accessibleRepo(request.params.owner ?? '', request.params.repo ?? '', request.token);
  const number = Number(request.params.number);
  const pull = repo?.pulls.get(number);
  return repo && pull ? { repo, pull } : undefined;
}

/** The PR whose head (or head branch) is `ref`. */
function pullByRef(repo: RepoState, ref: string): StoredPull | undefined {
  for (const pull of repo.pulls.values()) {
    if (pull.fixture.headSha === ref || pull.fixture.headBranch === ref) return pull;
  }
  return undefined;
}

function noCommit(ref: string): ServerResponseSpec {
  return { status: 422, body: { message: `No commit found for SHA: ${ref}`, documentation_url: 'https://docs.github.com/rest/commits/commits', status: '422' } };
}

function contentOf(repo: RepoState, path: string, ref: string): string | undefined {
  for (const pull of repo.pulls.values()) {
    const content = pull.fixture.contentAt(ref, path);
    if (content !== undefined) return content;
    // A path changed by the PR has a definite answer at its base and head: absent means absent.
    const { headSha, headBranch } = pull.fixture;
    if ((ref === headSha || ref === headBranch) && pull.fixture.files.some((f) => f.path === path || f.previousPath === path)) return undefined;
  }
  return repo.files.get(path);
}

/** Files directly in directory `dir` at `ref`, as the contents API lists a directory (the PRs' fixtures, then the repository's own files). */
function listingOf(repo: RepoState, dir: string, ref: string): string[] {
  const paths = new Set<string>();
  for (const pull of repo.pulls.values()) for (const path of pull.fixture.listAt(ref, dir)) paths.add(path);
  for (const path of repo.files.keys()) if (path.startsWith(`${dir}/`) && !path.slice(dir.length + 1).includes('/')) paths.add(path);
  return [...paths].sort();
}

/** Every path at `ref` as the contents API answers them, or undefined when neither a PR fixture nor the default branch names it. */
function pathsOf(repo: RepoState, ref: string): string[] | undefined {
  let known = ref === repo.defaultBranch;
  const paths = new Set<string>();
  for (const pull of repo.pulls.values()) {
    const at = pull.fixture.pathsAt(ref);
    if (at === undefined) continue;
    known = true;
    for (const path of at) paths.add(path);
  }
  if (!known) return undefined;
  for (const path of repo.files.keys()) paths.add(path);
  return [...paths].filter((path) => contentOf(repo, path, ref) !== undefined).sort();
}

/**
 * Stores the tree of these paths at `ref` (and its subtrees and blobs) among the repository's
 * objects, as git would address them (by a hash of their content); returns the root tree's SHA.
 */
function storeTree(repo: RepoState, ref: string, paths: readonly string[], dir = ''): string {
  const prefix = dir === '' ? '' : `${dir}/`;
  const names = new Map<string, 'blob' | 'tree'>();
  for (const path of paths) {
    const rest = path.slice(prefix.length);
    const slash = rest.indexOf('/');
    names.set(slash === -1 ? rest : rest.slice(0, slash), slash === -1 ? 'blob' : 'tree');
  }
  const entries: GitTreeEntry[] = [...names].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, type]) => {
    const full = `${prefix}${name}`;
    if (type === 'tree') {
      return { path: name, mode: '040000', type, sha: storeTree(repo, ref, paths.filter((p) => p.startsWith(`${full}/`)), full) };
    }
    const content = contentOf(repo, full, ref) ?? '';
    const sha = sha1(`blob ${content}`);
    repo.objects.set(sha, { type: 'blob', content });
    return { path: name, mode: '100644', type, sha, size: Buffer.byteLength(content) };
  });
  const sha = sha1(`tree ${entries.map((e) => `${e.mode} ${e.path} ${e.sha}`).join('\n')}`);
  repo.objects.set(sha, { type: 'tree', entries });
  return sha;
}

function isRawAccept(accept: string | undefined): boolean {
  return accept !== undefined && /application\/vnd\.github(\.v3)?\.raw/.test(accept);
}

function base64Lines(text: string): string {
  const encoded = Buffer.from(text, 'utf8').toString('base64');
  return `${encoded.replace(/.{1,60}/g, '$&\n')}`;
}

/** A pull request's paginated list (files or commits), at most `maxItems` as GitHub lists. */
function pullListRoute(list: 'files' | 'commits', maxItems: number): GitHubRoute {
  return {
    method: 'GET',
    path: `/repos/:owner/:repo/pulls/:number/${list}`,
    handler(request, server) {
      const found = pullOf(server, request);
      if (!found) return notFound();
      const page = server.paginate(request, found.pull.rendered[list], { maxItems });
      return json(page.items, 200, page.headers);
    },
  };
}

export const defaultRoutes: readonly GitHubRoute[] = [
  {
    method: 'GET',
    path: '/repos/:owner/:repo',
    handler(request, server) {
      const repo = server.accessibleRepo(request.params.owner ?? '', request.params.repo ?? '', request.token);
      if (!repo) return notFound();
      const body = repositoryJson({ owner: repo.owner, repo: repo.repo, private: repo.private, defaultBranch: repo.defaultBranch, ownerType: repo.ownerType }, server.urls);
      if (request.token) {
        body.permissions = repo.permissions.get(request.token) ?? { admin: false, maintain: false, push: false, triage: false, pull: true };
      }
      return json(body);
    },
  },
  {
    method: 'GET',
    path: '/repos/:owner/:repo/pulls/:number',
    handler(request, server) {
      const found = pullOf(server, request);
      return found ? json(found.pull.rendered.pull) : notFound();
    },
  },
  pullListRoute('files', 3000),
  pullListRoute('commits', 250),
  {
    method: 'GET',
    path: '/repos/:owner/:repo/commits/:ref/check-runs',
    handler(request, server) {
      const repo = server.accessibleRepo(request.params.owner ?? '', request.params.repo ?? '', request.token);
      if (!repo) return notFound();
      const ref = request.params.ref ?? '';
      const pull = pullByRef(repo, ref);
      if (!pull) return noCommit(ref);
      const runs = pull.rendered.checkRuns;
      const page = server.paginate(request, runs);
      return json({ total_count: runs.length, check_runs: page.items }, 200, page.headers);
    },
  },
  {
    method: 'GET',
    path: '/repos/:owner/:repo/commits/:ref/status',
    handler(request, server) {
      const repo = server.accessibleRepo(request.params.owner ?? '', request.params.repo ?? '', request.token);
      if (!repo) return notFound();
      const ref = request.params.ref ?? '';
      const pull = pullByRef(repo, ref);
      if (!pull) return noCommit(ref);
      const combined = pull.rendered.combinedStatus;
      const statuses = combined.statuses as unknown[];
      const page = server.paginate(request, statuses);
      return json({ ...combined, statuses: page.items }, 200, page.headers);
    },
  },
  {
    method: 'GET',
    path: '/users/:login',
    handler(request, server) {
      const profile = server.users.get((request.params.login ?? '').toLowerCase());
      return profile ? json(profile) : notFound();
    },
  },
  {
    method: 'GET',
    path: '/search/issues',
    handler(request, server) {
      const q = request.query.get('q') ?? '';
      const terms = q.split(/\s+/).filter(Boolean);
      const value = (key: string): string | undefined => terms.find((t) => t.toLowerCase().startsWith(`${key}:`))?.slice(key.length + 1);
      const repoName = value('repo');
      const author = value('author');
      const mergedOnly = terms.some((t) => t.toLowerCase() === 'is:merged');
      if (!repoName) return validationFailed('This endpoint needs a repo: qualifier in this test server.');
      const [owner = '', name = ''] = repoName.split('/');
      const repo = server.accessibleRepo(owner, name, request.token);
      if (!repo) {
        return validationFailed(
          'The listed users and repositories cannot be searched either because the resources do not exist or you do not have permission to view them.',
        );
      }
      const counts = author ? (repo.priorPrs.get(author.toLowerCase()) ?? { total: 0, merged: 0 }) : { total: 0, merged: 0 };
      const total = mergedOnly ? counts.merged : counts.total;
      const perPage = intParam(request.query, 'per_page', 30, 100);
      const page = intParam(request.query, 'page', 1);
      const items: Record<string, unknown>[] = [];
      const api = `${server.apiUrl}/repos/${repo.owner}/${repo.repo}`;
      const web = `${server.url}/${repo.owner}/${repo.repo}`;
      // The author's PRs, one a day from the first (2023-01-01 unless the fixture says), the older
      // ones merged; listed oldest first for sort=created&order=asc, newest first otherwise.
      const oldestFirst = request.query.get('sort') === 'created' && request.query.get('order') === 'asc';
      // Never before the account was created (GitHub could not list a PR older than its author).
      const accountCreated = Date.parse(String(server.users.get((author ?? '').toLowerCase())?.created_at ?? ''));
      const first = Math.max(Date.parse(counts.firstCreatedAt ?? '2023-01-01T00:00:00Z'), Number.isNaN(accountCreated) ? 0 : accountCreated);
      for (let position = (page - 1) * perPage; position < Math.min(total, page * perPage, 1000); position += 1) {
        const i = oldestFirst ? position : total - 1 - position;
        const number = i + 1;
        const merged = mergedOnly || i < counts.merged;
        const createdAt = new Date(first + i * 86_400_000).toISOString().replace('.000Z', 'Z');
        items.push({
          url: `${api}/issues/${number}`,
          repository_url: api,
          html_url: `${web}/pull/${number}`,
          id: idFor(`issue:${repoName}#${number}`),
          number,
          title: `Change ${number}`,
          user: accountJson({ login: author ?? 'octocat', type: author?.endsWith('[bot]') ? 'Bot' : 'User' }, server.urls),
          state: merged ? 'closed' : 'open',
          created_at: createdAt,
          updated_at: createdAt,
          closed_at: merged ? createdAt : null,
          author_association: 'CONTRIBUTOR',
          draft: false,
          pull_request: {
            url: `${api}/pulls/${number}`,
            html_url: `${web}/pull/${number}`,
            diff_url: `${web}/pull/${number}.diff`,
            patch_url: `${web}/pull/${number}.patch`,
            merged_at: merged ? createdAt : null,
          },
          score: 1,
        });
      }
      const headers: Record<string, string> = {};
      const link = server.linkHeader(request.path, request.query, page, Math.max(1, Math.ceil(Math.min(total, 1000) / perPage)));
      if (link) headers.link = link;
      return json({ total_count: total, incomplete_results: false, items }, 200, headers);
    },
  },
  {
    method: 'GET',
    path: '/repos/:owner/:repo/compare/*basehead',
    handler(request, server) {
      const repo = server.accessibleRepo(request.params.owner ?? '', request.params.repo ?? '', request.token);
      if (!repo) return notFound();
      const [base = '', head = ''] = (request.params.basehead ?? '').split('...');
      const pull = pullByRef(repo, head);
      const f = pull?.fixture;
      if (!pull || !f || ![f.baseBranch, f.baseSha, f.baseTipSha].includes(base)) return notFound();
      const compare = pull.rendered.compare;
      const perPage = intParam(request.query, 'per_page', 250, 250);
      const page = intParam(request.query, 'page', 1);
      const commits = (compare.commits as unknown[]).slice((page - 1) * perPage, page * perPage);
      const files = (compare.files as unknown[]).slice(0, 300);
      return json({ ...compare, commits, files });
    },
  },
  {
    // A tree by its SHA, or a commit's (SHA or branch) root tree, as GitHub's git database API answers it.
    method: 'GET',
    path: '/repos/:owner/:repo/git/trees/:sha',
    handler(request, server) {
      const repo = server.accessibleRepo(request.params.owner ?? '', request.params.repo ?? '', request.token);
      if (!repo) return notFound();
      const ref = request.params.sha ?? '';
      let sha = ref;
      if (repo.objects.get(sha)?.type !== 'tree') {
        const paths = pathsOf(repo, ref);
        if (paths === undefined) return notFound();
        sha = storeTree(repo, ref, paths);
      }
      const api = `${server.apiUrl}/repos/${repo.owner}/${repo.repo}/git`;
      const recursive = ['1', 'true'].includes(request.query.get('recursive') ?? '');
      const list = (treeSha: string, prefix: string): Record<string, unknown>[] => {
        const tree = repo.objects.get(treeSha);
        if (tree?.type !== 'tree') return [];
        return tree.entries.flatMap((entry) => {
          const path = `${prefix}${entry.path}`;
          const item = { ...entry, path, url: `${api}/${entry.type}s/${entry.sha}` };
          return recursive && entry.type === 'tree' ? [item, ...list(entry.sha, `${path}/`)] : [item];
        });
      };
      return json({ sha, url: `${api}/trees/${sha}`, tree: list(sha, ''), truncated: false });
    },
  },
  {
    method: 'GET',
    path: '/repos/:owner/:repo/git/blobs/:sha',
    handler(request, server) {
      const repo = server.accessibleRepo(request.params.owner ?? '', request.params.repo ?? '', request.token);
      if (!repo) return notFound();
      const sha = request.params.sha ?? '';
      const blob = repo.objects.get(sha);
      if (blob?.type !== 'blob') return notFound();
      if (isRawAccept(request.headers.accept)) return { status: 200, body: blob.content };
      const api = `${server.apiUrl}/repos/${repo.owner}/${repo.repo}/git`;
      return json({ sha, node_id: `B_${sha.slice(0, 20)}`, size: Buffer.byteLength(blob.content), url: `${api}/blobs/${sha}`, content: base64Lines(blob.content), encoding: 'base64' });
    },
  },
  {
    method: 'GET',
    path: '/repos/:owner/:repo/contents/*path',
    handler(request, server) {
      const repo = server.accessibleRepo(request.params.owner ?? '', request.params.repo ?? '', request.token);
      if (!repo) return notFound();
      const path = request.params.path ?? '';
      const ref = request.query.get('ref') ?? repo.defaultBranch;
      const content = contentOf(repo, path, ref);
      if (content === undefined) {
        const listing = listingOf(repo, path, ref);
        if (listing.length === 0) return notFound();
        const api = `${server.apiUrl}/repos/${repo.owner}/${repo.repo}`;
        return json(
          listing.map((file) => {
            const text = contentOf(repo, file, ref) ?? '';
            return { type: 'file', name: file.split('/').pop(), path: file, size: Buffer.byteLength(text), sha: sha1(`blob ${text}`), url: `${api}/contents/${file}?ref=${encodeURIComponent(ref)}` };
          }),
        );
      }
      if (isRawAccept(request.headers.accept)) return { status: 200, body: content };
      const blob = sha1(`blob ${content}`);
      const encodedPath = path.split('/').map(encodeURIComponent).join('/');
      const api = `${server.apiUrl}/repos/${repo.owner}/${repo.repo}`;
      const web = `${server.url}/${repo.owner}/${repo.repo}`;
      return json({
        type: 'file',
        encoding: 'base64',
        size: Buffer.byteLength(content),
        name: path.split('/').pop(),
        path,
        content: base64Lines(content),
        sha: blob,
        url: `${api}/contents/${encodedPath}?ref=${encodeURIComponent(ref)}`,
        git_url: `${api}/git/blobs/${blob}`,
        html_url: `${web}/blob/${ref}/${encodedPath}`,
        download_url: `${server.url}/raw/${repo.owner}/${repo.repo}/${ref}/${encodedPath}`,
        _links: { self: `${api}/contents/${encodedPath}?ref=${encodeURIComponent(ref)}`, git: `${api}/git/blobs/${blob}`, html: `${web}/blob/${ref}/${encodedPath}` },
      });
    },
  },
  {
    method: 'GET',
    path: '/repos/:owner/:repo/dependency-graph/compare/*basehead',
    handler(request, server) {
      const repo = server.accessibleRepo(request.params.owner ?? '', request.params.repo ?? '', request.token);
      if (!repo) return notFound();
      const [base = '', head = ''] = (request.params.basehead ?? '').split('...');
      const pull = pullByRef(repo, head);
      const f = pull?.fixture;
      if (!pull || !f || ![f.baseBranch, f.baseSha, f.baseTipSha].includes(base)) return notFound();
      const changes = pull.rendered.dependencyChanges;
      if (changes === null) {
        return {
          status: 403,
          body: {
            message:
              'Dependency review is not supported on this repository. Please ensure that Dependency graph is enabled along with GitHub Advanced Security on private repositories, see https://github.com/acme/widgets/settings/security_analysis',
            documentation_url: 'https://docs.github.com/rest/dependency-graph/dependency-review',
            status: '403',
          },
        };
      }
      return json(changes);
    },
  },
];
