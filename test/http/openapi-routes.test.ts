import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpHandler } from '../../src/http/create-app.js';
import { buildOpenApiDocument } from '../../src/http/openapi.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { openApiValidator } from '../support/openapi-validator.js';
import { startAppTestService } from '../support/start-app-test-service.js';
import type { TestService } from '../support/start-test-service.js';
import { deliver, pullRequestPayload } from '../support/webhook-delivery.js';

/**
 * Every route the service registers is either in the OpenAPI document or one of the web app's
 * pages and form posts (not JSON: docs/adr/0006-web-forms.md) and OAuth redirects listed here.
 * A new route fails this test until it is documented (src/http/openapi.ts) or listed as a page.
 */
const PAGES = [
  'GET /',
  'POST /analyze',
  'GET /settings',
  'GET /settings/keys',
  'POST /settings/keys',
  'GET /settings/keys/{}/revoke',
  'POST /settings/keys/{}/revoke',
  'GET /settings/repositories',
  'POST /settings/repositories/enable',
  'POST /settings/repositories/disable',
  'POST /settings/repositories/rotate',
  'GET /auth/login',
  'GET /auth/callback',
];

interface Layer {
  readonly route?: { readonly path: string; readonly methods: Record<string, boolean> };
  readonly handle?: { readonly stack?: readonly Layer[] };
  readonly slash?: boolean;
  readonly rawPath?: string;
}

/** `METHOD /path/{}` of every route in an Express router stack, mounted routers included. */
function routesOf(stack: readonly Layer[], prefix = ''): string[] {
  const found: string[] = [];
  for (const layer of stack) {
    if (layer.route !== undefined) {
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && method !== '_all') found.push(`${method.toUpperCase()} ${normalize(prefix + layer.route.path)}`);
      }
    } else if (layer.handle?.stack !== undefined) {
      found.push(...routesOf(layer.handle.stack, layer.slash === true ? prefix : prefix + (layer.rawPath ?? '')));
    }
  }
  return found;
}

/** `/api/scans/:scanId` and `/api/scans/{scan_id}` alike become `/api/scans/{}`. */
function normalize(path: string): string {
  return path.replace(/:\w+|\{\w+\}/g, '{}');
}

function documented(): string[] {
  const paths = buildOpenApiDocument('http://localhost:3000').paths as Record<string, Record<string, unknown>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'].includes(key))
      .map((method) => `${method.toUpperCase()} ${normalize(path)}`),
  );
}

/** The Express application behind a running service's request listener. */
function appOf(t: TestService): Express {
  const [listener] = t.service.server.listeners('request');
  return (listener as HttpHandler).app;
}

const APP_SECRET = 'app-webhook-secret-for-route-listing';

describe('the OpenAPI document covers every route', () => {
  // The GitHub App configured: everything the service can register (its deliveries come to the
  // same receiver as the repositories' hooks; the App adds no route of its own).
  let t: TestService;
  let gh: GitHubServer;

  beforeAll(async () => {
    gh = await startGitHubServer();
    t = await startAppTestService(gh, APP_SECRET, { WORKERS_IN_PROCESS: 'false' });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  const registered = (t: TestService) => routesOf((appOf(t) as unknown as { router: { stack: Layer[] } }).router.stack);

  it('finds the routes it looks for (the walk sees mounted routers)', () => {
    const routes = registered(t);
    expect(routes).toEqual(expect.arrayContaining(['POST /api/analyze', 'GET /api/scans/{}', 'POST /api/webhooks/{}', 'GET /metrics', 'GET /settings/keys']));
  });

  it('documents every route but the listed pages', () => {
    const routes = registered(t);
    const docs = new Set(documented());
    const undocumented = routes.filter((route) => !docs.has(route) && !PAGES.includes(route));
    expect(undocumented).toEqual([]);
    // And the list of pages holds no route that is gone, or documented after all.
    expect(PAGES.filter((page) => !routes.includes(page) || docs.has(page))).toEqual([]);
  });

  it('describes the GitHub App\'s deliveries as they are answered (the App path of the receiver)', async () => {
    const validator = openApiValidator(buildOpenApiDocument(t.url));
    const payload = pullRequestPayload({ owner: 'acme', repo: 'widgets', number: 1, headSha: 'a'.repeat(40), action: 'opened', installationId: 7 });
    const answers = [
      await deliver(t.url, { event: 'ping', payload: { zen: 'Design for failure.', hook_id: 1, hook: { app_id: 12345 } }, secret: APP_SECRET }),
      await deliver(t.url, { event: 'pull_request', payload, secret: APP_SECRET }),
      await deliver(t.url, { event: 'pull_request', payload: { ...payload, action: 'labeled' }, secret: APP_SECRET }),
      await deliver(t.url, { event: 'pull_request', payload, secret: 'not-the-app-secret' }),
      await deliver(t.url, { event: 'pull_request', payload, rawBody: 'not json', secret: APP_SECRET }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 202, 200, 401, 400]);
    for (const answer of answers) {
      const contentType = answer.headers?.get('content-type') ?? null;
      expect(validator.responseErrors({ path: '/api/webhooks/{provider}', method: 'POST', status: answer.status, contentType, body: answer.body })).toEqual([]);
    }
  });

  it('documents no operation the service does not serve', () => {
    const routes = new Set(registered(t));
    expect(documented().filter((operation) => !routes.has(operation))).toEqual([]);
  });
});
