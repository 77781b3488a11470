import { z } from 'zod';
import { API_KEY_PATTERN } from '../services/api-key-service.js';
import { WEBHOOK_EVENTS, WEBHOOK_SECRET_LENGTH } from '../services/webhook-settings-service.js';
import { SCAN_ID_PATTERN, SIGNAL_ID_PATTERN } from '../signal/ids.js';
import { ReviewAction, RiskLevel, Signal } from '../signal/schema.js';

/**
 * The JSON answers of the API, as zod schemas: GET /api/openapi.json (src/http/openapi.ts) is
 * generated from them, the request bodies' schemas (AnalyzeRequest, CreateKeyRequest) and the
 * signal's. The routes' answers are checked against them by the tests
 * (test/http/openapi-schemas.test.ts, test/e2e/openapi-client.test.ts).
 */

const requestId = z.string().min(1).max(128).describe('The X-Request-Id of the request: quote it when reporting a problem');
const isoDateTime = z.iso.datetime().describe('ISO 8601, UTC');
const scanId = z.string().regex(SCAN_ID_PATTERN);
const signalId = z.string().regex(SIGNAL_ID_PATTERN);

/** 400, 401, 403, 410, 413, 429 and other 500s. */
export const ErrorBody = z.object({ error: z.string(), request_id: requestId }).describe('A refused or failed request');

/** 404. */
export const NotFoundBody = z.object({ detail: z.string(), request_id: requestId }).describe('No such resource');

/** 500 of an analysis. */
export const AnalysisFailureBody = z
  .object({ error: z.string().regex(/^Analysis failed: /), detail: z.string(), request_id: requestId })
  .describe('The analysis failed (the PR does not exist or cannot be read, GitHub failed, a limit was reached)');

export const AnalyzeResponse = z.object({
  signal_id: signalId,
  signal_url: z.string().describe('{BASE_URL}/s/{signal_id}: the signal page'),
  scan_id: scanId,
  signal: Signal,
});

export const ScanRecord = z.object({
  signal_id: signalId,
  scan_id: scanId,
  signal: Signal,
  created_at: isoDateTime,
});

export const ScanListItem = z.object({
  scan_id: scanId,
  signal_id: signalId,
  signal_url: z.string(),
  pr_number: z.number().int().min(1),
  head_sha: z.string(),
  source: z.enum(['api', 'webhook']),
  risk_level: RiskLevel,
  review_action: ReviewAction,
  created_at: isoDateTime,
});

export const ScanList = z.object({
  scans: z.array(ScanListItem).describe('Newest first'),
  next_cursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page'),
});

export const CreatedKey = z.object({
  id: z.string(),
  name: z.string(),
  key: z.string().regex(API_KEY_PATTERN).describe('The key: shown this once, never again'),
  prefix: z.string().describe('The first characters of the key, to recognise it in lists'),
  created_at: isoDateTime,
});

export const ListedKey = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  created_at: isoDateTime,
  last_used_at: isoDateTime.nullable(),
});

export const KeyList = z.object({ keys: z.array(ListedKey).describe('Active keys, without their secrets') });

export const KeyRevoked = z.object({ status: z.literal('revoked') });

export const WebhookEnablement = z.object({
  status: z.literal('enabled'),
  webhook_url: z.string().describe('{BASE_URL}/api/webhooks/github: the Payload URL of the hook on GitHub'),
  webhook_secret: z.string().min(WEBHOOK_SECRET_LENGTH).describe('The Secret of the hook on GitHub'),
  content_type: z.literal('application/json'),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  instructions: z.string(),
});

export const WebhookDisabled = z.object({ status: z.literal('disabled') });

export const DeliveryHandled = z
  .union([
    z.object({ status: z.literal('pong') }),
    z.object({ status: z.literal('duplicate') }),
    z.object({ status: z.literal('ignored'), reason: z.string() }),
  ])
  .describe('A ping, a delivery id already seen, or an event that is not analyzed (other actions, drafts)');

export const DeliveryQueued = z.object({ status: z.literal('queued'), delivery_id: z.string() });

export const Session = z.object({ user: z.object({ login: z.string(), name: z.string().nullable(), avatar_url: z.string().nullable() }) });

export const SignedOut = z.object({ status: z.literal('signed_out') });

export const Health = z.object({ status: z.literal('ok') });

export const Readiness = z.union([
  z.object({ status: z.literal('ready'), database: z.literal('reachable'), migrations: z.literal('current') }),
  z.object({ status: z.literal('not_ready'), database: z.literal('reachable'), migrations: z.literal('pending'), pending: z.array(z.string()) }),
  z.object({ status: z.literal('not_ready'), database: z.literal('unreachable') }),
]);

/** Every answer schema, by its name in `components.schemas` (Signal is named there too). */
export const RESPONSE_SCHEMAS = {
  Signal,
  Error: ErrorBody,
  NotFound: NotFoundBody,
  AnalysisFailure: AnalysisFailureBody,
  AnalyzeResponse,
  ScanRecord,
  ScanListItem,
  ScanList,
  CreatedKey,
  ListedKey,
  KeyList,
  KeyRevoked,
  WebhookEnablement,
  WebhookDisabled,
  DeliveryHandled,
  DeliveryQueued,
  Session,
  SignedOut,
  Health,
  Readiness,
} as const;
