import { z } from 'zod';
import { CreateKeyRequest } from '../services/api-key-service.js';
import { AnalyzeRequest } from '../services/parse-analyze-request.js';
import { OWNER_PATTERN, REPO_NAME_PATTERN } from '../services/parse-pr-url.js';
import { SCAN_ID_PATTERN, SIGNAL_ID_PATTERN } from '../signal/ids.js';
import { ANALYZER_VERSION } from '../version.js';
import { RESPONSE_SCHEMAS } from './api-schemas.js';

type Json = Record<string, unknown>;

/**
 * `components.schemas` from zod registries: requests as the service reads them (io "input":
 * unknown fields allowed), answers as it writes them (io "output": exactly these fields).
 * Schemas that name each other are `$ref`s.
 */
function componentSchemas(): Json {
  const uri = (id: string) => `#/components/schemas/${id}`;
  const generate = (schemas: Record<string, z.ZodType>, io: 'input' | 'output'): Json => {
    const registry = z.registry<{ id: string }>();
    for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
    const { schemas: out } = z.toJSONSchema(registry, { uri, io }) as { schemas: Record<string, Json> };
    for (const schema of Object.values(out)) {
      delete schema.$schema;
      delete schema.$id;
    }
    return out;
  };
  return { ...generate({ AnalyzeRequest, CreateKeyRequest }, 'input'), ...generate(RESPONSE_SCHEMAS, 'output') };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ 'application/json': { schema } });

/** An answer's headers: X-Request-Id on every one; the rate limit's on /api/* (the receiver aside). */
function headersOf(rateLimited: boolean): Json {
  const id = { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' } };
  if (!rateLimited) return id;
  return {
    ...id,
    'X-RateLimit-Limit': { $ref: '#/components/headers/X-RateLimit-Limit' },
    'X-RateLimit-Remaining': { $ref: '#/components/headers/X-RateLimit-Remaining' },
    'X-RateLimit-Reset': { $ref: '#/components/headers/X-RateLimit-Reset' },
  };
}

interface Answer {
  readonly description: string;
  /** A schema name in components.schemas (application/json), or content as is. */
  readonly schema?: string;
  readonly content?: Json;
  readonly headers?: Json;
}

/** The responses object of an operation, with the headers every answer has. */
function responses(rateLimited: boolean, answers: Record<string, Answer>): Json {
  const out: Json = {};
  for (const [status, answer] of Object.entries(answers).sort(([a], [b]) => a.localeCompare(b))) {
    const content = answer.content ?? (answer.schema !== undefined ? json(ref(answer.schema)) : undefined);
    out[status] = { description: answer.description, headers: { ...headersOf(rateLimited), ...answer.headers }, ...(content !== undefined ? { content } : {}) };
  }
  return out;
}

/** The answers every /api/* route (the receiver aside) can give besides its own. */
const API_ERRORS: Record<string, Answer> = {
  '401': { description: 'An `Authorization: Bearer` key that is unknown, malformed or revoked ("Invalid API key"; never a fallback to anonymous), or no session where one is required ("Authentication required")', schema: 'Error' },
  '429': { description: 'Rate limit exceeded: 60 requests a minute per user with a key or session, 10 per client IP without', schema: 'Error', headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } } },
};

const CROSS_ORIGIN: Record<string, Answer> = {
  '403': { description: 'A cookie-authenticated change from another origin ("Cross-origin request refused"), or no admin permission on the repository on GitHub', schema: 'Error' },
};

const SERVER_ERROR: Record<string, Answer> = { '500': { description: 'Internal server error', schema: 'Error' } };

const api = (answers: Record<string, Answer>) => responses(true, { ...API_ERRORS, ...SERVER_ERROR, ...answers });

const ETAG: Json = { ETag: { $ref: '#/components/headers/ETag' }, 'Cache-Control': { $ref: '#/components/headers/Cache-Control' } };
const NOT_MODIFIED: Answer = { description: 'Not modified: the If-None-Match ETag is current (no body)', headers: ETAG };

const PUBLIC_OR_CALLER = [{}, { apiKey: [] }, { session: [] }];
const SESSION = [{ session: [] }];

const repoParameters = [
  { name: 'provider', in: 'path', required: true, schema: { type: 'string', enum: ['github'] }, description: 'Any other value: 400' },
  { name: 'owner', in: 'path', required: true, schema: { type: 'string', pattern: OWNER_PATTERN.source } },
  { name: 'repo', in: 'path', required: true, schema: { type: 'string', pattern: REPO_NAME_PATTERN.source } },
];

const ifNoneMatch = { name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' }, description: 'An ETag of an earlier answer: 304 when it is still current' };

/** The webhook management operations (enable, rotate, disable): session, admin on GitHub. */
function webhookOperation(operationId: string, summary: string, ok: Record<string, Answer>): Json {
  return {
    operationId,
    tags: ['repositories'],
    summary,
    security: SESSION,
    responses: api({
      ...ok,
      '400': { description: 'Unsupported provider, or an owner or repository name GitHub would not accept', schema: 'Error' },
      ...CROSS_ORIGIN,
      '404': { description: 'The repository does not exist, or the caller cannot see it', schema: 'NotFound' },
      '502': { description: 'GitHub could not say what permission the caller has', schema: 'Error' },
    }),
  };
}

/**
 * OpenAPI 3.1 document of every JSON endpoint (and GET /metrics), generated from the zod schemas
 * the service validates with (requests) and answers by (src/http/api-schemas.ts). Served at
 * GET /api/openapi.json; docs/openapi.json is this document for http://localhost:3000
 * (`npm run openapi:types`). test/http/openapi-routes.test.ts fails when a route is missing.
 */
export function buildOpenApiDocument(baseUrl: string): Json {
  return {
    openapi: '3.1.0',
    info: {
      title: 'svc pull request analysis API',
      version: ANALYZER_VERSION,
      description:
        'Analyzes a GitHub pull request into a signal (svc.signal.v1), stores it as a scan, and analyzes the PRs of repositories whose webhook is enabled. ' +
        'Every answer carries X-Request-Id (the caller\'s when it sends a sane one); every error body carries it as `request_id`. README.md, docs/webhooks.md.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: baseUrl }],
    tags: [
      { name: 'analysis', description: 'Analyze a pull request' },
      { name: 'scans', description: 'Stored scans and signals (unguessable ids: no credential needed)' },
      { name: 'keys', description: 'API keys of the signed-in user' },
      { name: 'repositories', description: 'Per-repository webhooks and a repository\'s scans' },
      { name: 'webhooks', description: 'The receiver of GitHub\'s deliveries' },
      { name: 'session', description: 'The signed-in user (sign-in itself is the web flow at /auth/login)' },
      { name: 'operations', description: 'Liveness, readiness, metrics and this document' },
    ],
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: 'An API key (`svc_` and 40 characters), created under Settings or with POST /api/keys. Reads GitHub with its owner\'s access.' },
        session: { type: 'apiKey', in: 'cookie', name: 'svc_session', description: 'The web app\'s session cookie (sign in at /auth/login). State changes refuse a foreign Origin (403).' },
        webhookSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Hub-Signature-256',
          description: '`sha256=` and the HMAC-SHA256 of the exact body, with the repository\'s webhook secret, or for GitHub App deliveries (payloads with `installation`) the App\'s WEBHOOK_SECRET.',
        },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN: needed by callers other than loopback (unset: loopback only)' },
      },
      headers: {
        'X-Request-Id': { description: 'The request\'s id: the caller\'s X-Request-Id when it is 1-128 of `A-Z a-z 0-9 _ . : @ / + = -`, else a new UUID', schema: { type: 'string' } },
        'X-RateLimit-Limit': { description: 'Requests allowed a minute', schema: { type: 'integer' } },
        'X-RateLimit-Remaining': { description: 'Requests left in this minute', schema: { type: 'integer' } },
        'X-RateLimit-Reset': { description: 'When the minute ends (Unix seconds)', schema: { type: 'integer' } },
        'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
        ETag: { description: 'Strong ETag of the answer: send it as If-None-Match. A compressed answer (Content-Encoding br or gzip, as Accept-Encoding asks) has its own tag', schema: { type: 'string' } },
        'Cache-Control': { description: '`private, no-cache`: no shared cache keeps it; revalidate with the ETag', schema: { type: 'string' } },
      },
      schemas: componentSchemas(),
    },
    paths: {
      '/api/analyze': {
        post: {
          operationId: 'analyze',
          tags: ['analysis'],
          summary: 'Analyze a pull request',
          description:
            'Reads the PR from GitHub, analyzes it, stores the scan and answers the signal. Credentials, in order: the API key owner\'s GitHub token, `access_token`, an installation of the GitHub App, the server\'s GITHUB_TOKEN, none. ' +
            'Refused (400) besides what the schema says: a `url` that is not a PR on this server\'s GITHUB_URL, a `url` and fields that name different PRs, a body over 100 kB or not JSON.',
          security: PUBLIC_OR_CALLER,
          requestBody: { required: true, content: json(ref('AnalyzeRequest')) },
          responses: api({
            '200': { description: 'The signal, stored as a scan', schema: 'AnalyzeResponse' },
            '400': { description: 'Invalid request or PR URL (`error` starts with "Invalid PR URL." for a URL or provider svc does not serve)', schema: 'Error' },
            ...CROSS_ORIGIN,
            '429': {
              description: 'Rate limit exceeded (60 requests a minute per user with a key or session, 10 per client IP without), or the caller already has as many analyses running as it may (2 per user, 1 per client IP without credentials; `error` starts with "You already have")',
              schema: 'Error',
              headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
            },
            '500': { description: 'Analysis failed (`error` starts with "Analysis failed:"), or an internal error', content: json({ anyOf: [ref('AnalysisFailure'), ref('Error')] }) },
          }),
        },
      },
      '/api/scans/{scan_id}': {
        get: {
          operationId: 'getScan',
          tags: ['scans'],
          summary: 'A stored scan',
          description: 'Scans never change: the answer has a strong ETag, and a repeat with If-None-Match answers 304. The JSON is sent brotli- or gzip-compressed when Accept-Encoding asks (Vary: Accept-Encoding).',
          security: PUBLIC_OR_CALLER,
          parameters: [
            { name: 'scan_id', in: 'path', required: true, schema: { type: 'string' }, description: `\`${SCAN_ID_PATTERN.source}\`; anything else is not found` },
            { name: 'format', in: 'query', required: false, description: 'json (default) or sarif: the findings as a SARIF 2.1.0 log', schema: { type: 'string', enum: ['json', 'sarif'] } },
            ifNoneMatch,
          ],
          responses: api({
            '200': {
              description: 'The scan, or with format=sarif its findings as SARIF 2.1.0',
              headers: ETAG,
              content: { ...json(ref('ScanRecord')), 'application/sarif+json': { schema: { type: 'object', required: ['version', 'runs'], properties: { version: { const: '2.1.0' }, runs: { type: 'array', items: { type: 'object' } } }, description: 'SARIF 2.1.0 log (https://json.schemastore.org/sarif-2.1.0.json)' } } },
            },
            '304': NOT_MODIFIED,
            '400': { description: 'Unknown format', schema: 'Error' },
            '404': { description: 'Scan not found', schema: 'NotFound' },
          }),
        },
      },
      '/s/{signal_id}': {
        get: {
          operationId: 'getSignal',
          tags: ['scans'],
          summary: 'The signal of a scan, as JSON (or the signal page for people)',
          description: 'JSON with `Accept: application/json` or `?format=json` (`&download=1` adds Content-Disposition); otherwise the HTML page. Anonymous JSON reads count against the client IP\'s API rate limit.',
          security: [{}],
          parameters: [
            { name: 'signal_id', in: 'path', required: true, schema: { type: 'string' }, description: `\`${SIGNAL_ID_PATTERN.source}\`` },
            { name: 'format', in: 'query', required: false, schema: { type: 'string', enum: ['json'] } },
            { name: 'download', in: 'query', required: false, schema: { type: 'string', enum: ['1'] } },
            ifNoneMatch,
          ],
          responses: responses(false, {
            '200': { description: 'The signal (JSON), or the page (HTML)', headers: { ETag: { $ref: '#/components/headers/ETag' } }, content: { ...json(ref('Signal')), 'text/html': { schema: { type: 'string' } } } },
            '304': { description: 'Not modified: the If-None-Match ETag is current (JSON only, no body)', headers: { ETag: { $ref: '#/components/headers/ETag' } } },
            '404': { description: 'Signal not found', content: { ...json(ref('NotFound')), 'text/html': { schema: { type: 'string' } } } },
            '429': { description: 'Rate limit exceeded (anonymous JSON reads count against the client IP\'s API budget)', schema: 'Error' },
          }),
        },
      },
      '/api/repos/{provider}/{owner}/{repo}/scans': {
        get: {
          operationId: 'listRepositoryScans',
          tags: ['repositories', 'scans'],
          summary: 'Scans of a repository (API and webhook), newest first',
          description: 'For callers who can read the repository on GitHub (checked with their own GitHub access).',
          security: [{ session: [] }, { apiKey: [] }],
          parameters: [
            ...repoParameters,
            { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
            { name: 'cursor', in: 'query', required: false, schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,512}$' }, description: 'The next_cursor of the previous page' },
          ],
          responses: api({
            '200': { description: 'A page of scans', schema: 'ScanList' },
            '400': { description: 'Unsupported provider, an invalid owner or name, limit or cursor', schema: 'Error' },
            '404': { description: 'The repository does not exist, or the caller cannot read it', schema: 'NotFound' },
            '502': { description: 'GitHub could not say whether the caller can read the repository', schema: 'Error' },
          }),
        },
      },
      '/api/repos/{provider}/{owner}/{repo}/webhook/enable': {
        parameters: repoParameters,
        post: webhookOperation('enableWebhook', 'Enable the repository\'s webhook (no body)', {
          '200': { description: 'Already enabled: the same secret (no rotation)', schema: 'WebhookEnablement' },
          '201': { description: 'Enabled: add the hook on GitHub with this URL and secret', schema: 'WebhookEnablement' },
        }),
      },
      '/api/repos/{provider}/{owner}/{repo}/webhook/rotate': {
        parameters: repoParameters,
        post: webhookOperation('rotateWebhookSecret', 'Issue a new webhook secret (no body)', {
          '200': { description: 'The new secret: deliveries signed with the old one are refused from now on', schema: 'WebhookEnablement' },
        }),
      },
      '/api/repos/{provider}/{owner}/{repo}/webhook': {
        parameters: repoParameters,
        delete: webhookOperation('disableWebhook', 'Disable the repository\'s webhook', {
          '200': { description: 'Disabled: the secret is deleted, and deliveries get 410 until the hook is removed on GitHub', schema: 'WebhookDisabled' },
        }),
      },
      '/api/webhooks/{provider}': {
        post: {
          operationId: 'receiveWebhook',
          tags: ['webhooks'],
          summary: 'Receiver of GitHub deliveries: per-repository hooks and the GitHub App',
          description:
            'Events `pull_request` (opened, synchronize, ready_for_review and reopened are analyzed; drafts wait), `ping`, and for the App `check_run`/`check_suite` re-runs. ' +
            'Verified against the repository\'s own secret, or for deliveries with `installation` the App\'s WEBHOOK_SECRET. The answer comes before the analysis, which runs from a durable queue. ' +
            'Not rate limited; body up to 1 MB.',
          security: [{ webhookSignature: [] }],
          parameters: [
            { name: 'provider', in: 'path', required: true, schema: { type: 'string', enum: ['github'] }, description: 'Any other value: 404' },
            { name: 'X-GitHub-Event', in: 'header', required: true, schema: { type: 'string' } },
            { name: 'X-GitHub-Delivery', in: 'header', required: true, schema: { type: 'string' } },
          ],
          requestBody: { required: true, description: 'GitHub\'s payload, exactly as signed', content: json({ type: 'object', additionalProperties: true, description: 'https://docs.github.com/webhooks/webhook-events-and-payloads' }) },
          responses: responses(false, {
            '200': { description: 'Ping answered, duplicate delivery, or not analyzed (with the reason)', schema: 'DeliveryHandled' },
            '202': { description: 'Queued for analysis', schema: 'DeliveryQueued' },
            '400': { description: 'Not JSON, headers missing, a payload GitHub would not send, or fields naming different repositories', schema: 'Error' },
            '401': { description: 'Invalid signature (missing, wrong, or no secret known for the repository)', schema: 'Error' },
            '404': { description: 'Unknown provider', schema: 'NotFound' },
            '410': { description: 'The repository\'s webhook was disabled: remove the hook on GitHub', schema: 'Error' },
            '413': { description: 'Payload over 1 MB', schema: 'Error' },
            ...SERVER_ERROR,
          }),
        },
      },
      '/api/keys': {
        post: {
          operationId: 'createKey',
          tags: ['keys'],
          summary: 'Create an API key',
          security: SESSION,
          requestBody: { required: true, content: json(ref('CreateKeyRequest')) },
          responses: api({
            '201': { description: 'The key: `key` is shown this once', schema: 'CreatedKey' },
            '400': { description: 'Invalid body, not JSON, or over 100 kB', schema: 'Error' },
            ...CROSS_ORIGIN,
          }),
        },
        get: {
          operationId: 'listKeys',
          tags: ['keys'],
          summary: 'The signed-in user\'s active API keys',
          security: SESSION,
          responses: api({ '200': { description: 'Active keys, without secrets', schema: 'KeyList' } }),
        },
      },
      '/api/keys/{id}': {
        delete: {
          operationId: 'revokeKey',
          tags: ['keys'],
          summary: 'Revoke an API key (at once)',
          security: SESSION,
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: api({
            '200': { description: 'Revoked', schema: 'KeyRevoked' },
            ...CROSS_ORIGIN,
            '404': { description: 'No active key of this user has this id', schema: 'NotFound' },
          }),
        },
      },
      '/api/session': {
        get: {
          operationId: 'getSession',
          tags: ['session'],
          summary: 'The signed-in user',
          security: SESSION,
          responses: api({ '200': { description: 'The user of the session', schema: 'Session' } }),
        },
      },
      '/auth/logout': {
        post: {
          operationId: 'signOut',
          tags: ['session'],
          summary: 'End the session',
          description: 'Answers JSON unless the caller prefers HTML (then 303 to /).',
          security: [{}, { session: [] }],
          responses: responses(false, {
            '200': { description: 'Signed out; the cookie is cleared', schema: 'SignedOut' },
            '303': { description: 'Signed out (a browser): back to /' },
            ...CROSS_ORIGIN,
            ...SERVER_ERROR,
          }),
        },
      },
      '/api/openapi.json': {
        get: {
          operationId: 'getOpenApiDocument',
          tags: ['operations'],
          summary: 'This document',
          security: [{}],
          responses: api({ '200': { description: 'OpenAPI 3.1', content: json({ type: 'object' }) } }),
        },
      },
      '/api/schema/config.json': {
        get: {
          operationId: 'getRepositoryConfigSchema',
          tags: ['operations'],
          summary: 'JSON Schema of .github/svc.yml (docs/configuration.md)',
          security: [{}],
          responses: api({ '200': { description: 'JSON Schema', content: { 'application/schema+json': { schema: { type: 'object' } } } } }),
        },
      },
      '/healthz': {
        get: {
          operationId: 'getHealth',
          tags: ['operations'],
          summary: 'Liveness: the process serves (no database round trip)',
          security: [{}],
          responses: responses(false, { '200': { description: 'Serving', schema: 'Health' } }),
        },
      },
      '/readyz': {
        get: {
          operationId: 'getReadiness',
          tags: ['operations'],
          summary: 'Readiness: the database answers within 2 s and every migration is applied',
          security: [{}],
          responses: responses(false, {
            '200': { description: 'Ready', schema: 'Readiness' },
            '503': { description: 'Database unreachable, or migrations pending (named)', schema: 'Readiness' },
          }),
        },
      },
      '/metrics': {
        get: {
          operationId: 'getMetrics',
          tags: ['operations'],
          summary: 'Prometheus metrics (text format)',
          description: 'Served to loopback callers as is; to others only with METRICS_TOKEN (docs/deploy.md, "Metrics").',
          security: [{}, { metricsToken: [] }],
          responses: responses(false, {
            '200': { description: 'Prometheus text exposition format 0.0.4', content: { 'text/plain': { schema: { type: 'string' } } } },
            '401': { description: 'Not loopback, and no or another token', content: { 'text/plain': { schema: { type: 'string' } } } },
            '404': { description: 'Not loopback, and METRICS_TOKEN unset', content: { 'text/plain': { schema: { type: 'string' } } } },
          }),
        },
      },
    },
  };
}
