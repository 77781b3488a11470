import { AnalysisSlots } from './analysis-slots.js';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';
import helmet from 'helmet';
import proxyaddr from 'proxy-addr';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import type { AccountService } from '../services/account-service.js';
import type { AnalysisService } from '../services/analysis-service.js';
import type { ApiKeyService } from '../services/api-key-service.js';
import type { CredentialResolver } from '../services/credential-resolver.js';
import type { IntakeActivity } from '../services/intake-activity.js';
import type { RepositoryScans } from '../services/repository-scans.js';
import type { AppReceiver, WebhookIntake } from '../services/webhook-intake.js';
import type { WebhookSettingsService } from '../services/webhook-settings-service.js';
import type { Encryptor } from '../security/encryption.js';
import type { FindingDoc } from '../signal/finding-docs.js';
import type { Database } from '../storage/database.js';
import type { ScanStore } from '../storage/scan-store.js';
import { captureStaticHeaders, leanApiReads } from './api-read-path.js';
import { checkOrigin, identify, rejectInvalidKey } from './auth.js';
import { createErrorHandler } from './error-handler.js';
import { fastReads } from './fast-reads.js';
import { fastWebhooks } from './fast-webhooks.js';
import { httpMetrics, metricsRoute } from './metrics-route.js';
import { RequestLog, requestLog } from './request-log.js';
import { requestId, withRequestId } from './request-id.js';
import { configJsonSchema } from '../repo-config/config-json-schema.js';
import { buildOpenApiDocument } from './openapi.js';
import type { RateLimiter } from './rate-limit.js';
import { analyzeRoute } from './routes/analyze-route.js';
import { authRoutes } from './routes/auth-routes.js';
import { healthRoute } from './routes/health-route.js';
import { keysRoutes } from './routes/keys-routes.js';
import { repositoryRoutes } from './routes/repository-routes.js';
import { scansRoute } from './routes/scans-route.js';
import { ScanReadCache } from './scan-read-cache.js';
import { signalPageRoute } from './routes/signal-page-route.js';
import { webhookReceiverRoute } from './routes/webhook-receiver-route.js';
import { webRoutes } from './routes/web-routes.js';

export interface AppDeps {
  readonly config: Config;
  readonly logger: Logger;
  readonly db: Database;
  readonly scanStore: ScanStore;
  readonly analysis: AnalysisService;
  readonly accounts: AccountService;
  readonly keys: ApiKeyService;
  readonly credentials: CredentialResolver;
  readonly encryptor: Encryptor;
  readonly rateLimiter: RateLimiter;
  /** docs/findings.md parsed (SARIF answers). */
  readonly findingDocs: ReadonlyMap<string, FindingDoc>;
  readonly metrics: Metrics;
  /** The webhook path: the receiver's intake, and the repositories' webhook settings. */
  readonly webhooks: {
    readonly intake: WebhookIntake;
    /** GitHub App deliveries (Probot), or null when the app is not configured. */
    readonly app: AppReceiver | null;
    readonly activity: IntakeActivity;
    readonly settings: WebhookSettingsService;
    readonly scans: RepositoryScans;
  };
}

const ASSETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');

/** The request listener, and the Express application behind it (its routes: test/http/openapi-routes.test.ts). */
export type HttpHandler = RequestListener & { readonly app: Express };

/** The webhook receiver's dependencies: the same for its fast path and its Express route. */
function receiverDeps(deps: AppDeps) {
  const { webhooks } = deps;
  return { intake: webhooks.intake, app: webhooks.app, activity: webhooks.activity, logger: deps.logger.child({ component: 'webhooks' }), metrics: deps.metrics };
}

/**
 * The HTTP server's request listener: the webhook receiver's fast path (src/http/fast-webhooks.ts)
 * and the fast path for cached reads and /healthz (src/http/fast-reads.ts), in front of the Express
 * application for everything else.
 */
export function createHttpHandler(deps: AppDeps): HttpHandler {
  const requests = new RequestLog(deps.logger);
  const { app, cache, securityHeaders } = createApp(deps, requests);
  const trust = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  const reads = fastReads({ cache, securityHeaders, rateLimiter: deps.rateLimiter, clientIp: (req) => proxyaddr(req, trust), metrics: deps.metrics, requestLog: requests, logger: deps.logger }, app);
  const handler = fastWebhooks(receiverDeps(deps), reads);
  return Object.assign(handler, { app });
}

/** The Express application: thin routes over the services, one error handler. */
function createApp(deps: AppDeps, requests: RequestLog): { app: Express; cache: ScanReadCache; securityHeaders: [string, string][] } {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  app.use(requestId());
  app.use(httpMetrics(deps.metrics));
  // The webhook receiver authenticates by signature, is not rate limited per caller, and logs its
  // own line per delivery: nothing else runs before it (src/http/routes/webhook-receiver-route.ts).
  const { webhooks } = deps;
  app.use(webhookReceiverRoute(receiverDeps(deps)));
  app.use(requestLog(requests, { ignore: (path) => path === '/healthz' || path === '/readyz' || path === '/metrics' }));
  app.use(metricsRoute({ metrics: deps.metrics, token: deps.config.metricsToken }));
  const securityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'https://avatars.githubusercontent.com'],
          connectSrc: ["'self'"],
          formAction: ["'self'", deps.config.githubUrl],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"],
        },
      },
    });
  // Anonymous API reads of stored scans and signals: their own lean path, before everything that
  // only pages and identified callers need (src/http/api-read-path.ts).
  const scanReads = { scanStore: deps.scanStore, findingDocs: deps.findingDocs, docsUrl: deps.config.docsUrl, cache: new ScanReadCache() };
  const staticSecurityHeaders = captureStaticHeaders(securityHeaders);
  app.use(leanApiReads({ ...scanReads, rateLimit: deps.rateLimiter.middleware, securityHeaders: staticSecurityHeaders }));
  app.use(securityHeaders);
  app.use('/assets', express.static(ASSETS_DIR, { maxAge: '1h', index: false }));
  app.use(healthRoute({ db: deps.db }));

  app.use(identify({ accounts: deps.accounts, keys: deps.keys }));
  app.use(checkOrigin(deps.config.baseUrl));
  app.use('/api', deps.rateLimiter.middleware, rejectInvalidKey);
  // The hottest read first: fewer routers to walk past for every GET /api/scans/{id}.
  app.use(scansRoute(scanReads));

  const openapi = buildOpenApiDocument(deps.config.baseUrl);
  app.get('/api/openapi.json', (_req, res) => {
    res.json(openapi);
  });
  const configSchema = configJsonSchema();
  app.get('/api/schema/config.json', (_req, res) => {
    res.type('application/schema+json').send(JSON.stringify(configSchema));
  });
  app.use(authRoutes({ accounts: deps.accounts, baseUrl: deps.config.baseUrl }));
  app.use(keysRoutes({ keys: deps.keys }));
  const slots = new AnalysisSlots({ anonymousTotal: deps.config.anonymousAnalysesMax });
  app.use(analyzeRoute({ config: deps.config, analysis: deps.analysis, credentials: deps.credentials, slots }));
  app.use(signalPageRoute({ scanStore: deps.scanStore, signInEnabled: deps.accounts.signInEnabled, cache: scanReads.cache }));
  app.use(repositoryRoutes({ settings: webhooks.settings, scans: webhooks.scans, baseUrl: deps.config.baseUrl }));
  app.use(
    webRoutes({
      config: deps.config,
      accounts: deps.accounts,
      analysis: deps.analysis,
      credentials: deps.credentials,
      slots,
      keys: deps.keys,
      encryptor: deps.encryptor,
      rateLimit: deps.rateLimiter.middleware,
      webhooks,
    }),
  );

  app.use('/api', (_req, res) => {
    res.status(404).json(withRequestId(res, { detail: 'Not found' }));
  });
  app.use(createErrorHandler(deps.logger));
  return { app, cache: scanReads.cache, securityHeaders: staticSecurityHeaders };
}
