import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config.js';
import { createOctokit } from './github/create-octokit.js';
import { createApp } from './http/create-app.js';
import { webRoutes } from './http/routes/web-routes.js';
import { createLogger, type Logger } from './logger.js';
import { loadOrCreateKey } from './security/load-or-create-key.js';
import { createEncryptor, type Encryptor } from './security/encryption.js';
import { AccountService } from './services/account-service.js';
import { AnalysisService } from './services/analysis-service.js';
import { ApiKeyService } from './services/api-key-service.js';
import { createWebhooks, type WebhookComponents } from './services/create-webhooks.js';
import { CredentialResolver } from './services/credential-resolver.js';
import { createGitHubOAuth } from './services/github-oauth.js';
import { createRateLimiter } from './http/rate-limit.js';
import { KnexApiKeyStore } from './storage/api-key-store.js';
import { KnexUserStore } from './storage/user-store.js';
import { createDatabase, type Database } from './storage/database.js';
import { KnexScanStore } from './storage/scan-store.js';

export interface RunningService {
  readonly url: string;
  readonly port: number;
  readonly server: Server;
  readonly db: Database;
  readonly logger: Logger;
  readonly encryptor: Encryptor;
  readonly services: {
    readonly scanStore: KnexScanStore;
    readonly analysis: AnalysisService;
    readonly accounts: AccountService;
    readonly keys: ApiKeyService;
    readonly users: KnexUserStore;
    readonly webhooks: WebhookComponents;
  };
  /**
   * Graceful stop: refuses new connections and stops claiming jobs at once; requests and jobs in
   * flight get `timeoutMs` (default SHUTDOWN_TIMEOUT_MS) to finish, after which connections are
   * closed and unfinished jobs go back to the queue; then the database is closed.
   */
  close(options?: { timeoutMs?: number }): Promise<void>;
}

export interface StartOptions {
  readonly logger?: Logger;
  /** Keep PGlite in memory instead of DATA_DIR (tests). */
  readonly inMemoryDatabase?: boolean;
}

/**
 * Builds and starts the whole service from a parsed configuration: database (migrated),
 * services, HTTP server. `npm start` (src/main.ts) and the tests go through here.
 */
export async function startService(config: Config, options: StartOptions = {}): Promise<RunningService> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const db = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: options.inMemoryDatabase ? null : config.dataDir });
  await db.migrate();
  const encryptor = createEncryptor(config.encryptionKey ?? loadOrCreateKey(config.dataDir));
  const scanStore = new KnexScanStore(db.knex);
  const createClient = (token: string | null) => createOctokit({ baseUrl: config.githubApiUrl, token });
  const analysis = new AnalysisService({
    createClient,
    scanStore,
    timeoutMs: config.analysisTimeoutMs,
  });
  const users = new KnexUserStore(db.knex);
  const accounts = new AccountService({
    users,
    encryptor,
    oauth:
      config.oauth === null
        ? null
        : createGitHubOAuth({ githubUrl: config.githubUrl, githubApiUrl: config.githubApiUrl, clientId: config.oauth.clientId, clientSecret: config.oauth.clientSecret, redirectUri: `${config.baseUrl}/auth/callback` }),
  });
  const keys = new ApiKeyService({ keys: new KnexApiKeyStore(db.knex) });
  const webhooks = await createWebhooks({ config, db, logger, encryptor, accounts, scanStore, createClient });
  const credentials = new CredentialResolver({ accounts, serverToken: config.githubToken, installationToken: webhooks.installationToken });
  const rateLimiter = createRateLimiter({ authenticated: config.rateLimitAuthenticated, anonymous: config.rateLimitAnonymous, redisUrl: config.redisUrl });
  const web = webRoutes({ config, accounts, analysis, credentials, keys, encryptor, scanStore, rateLimit: rateLimiter.middleware, webhooks });
  const app = createApp({ config, logger, db, scanStore, analysis, accounts, keys, credentials, rateLimiter, receivers: webhooks.receivers, routers: [...webhooks.routers, web] });
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.port, '0.0.0.0', () => resolve(s));
    s.once('error', reject);
  });
  server.keepAliveTimeout = 65_000;
  const port = (server.address() as AddressInfo).port;
  logger.info({ port, database: db.kind }, 'svc listening');
  webhooks.start();
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    db,
    logger,
    encryptor,
    services: { scanStore, analysis, accounts, keys, users, webhooks },
    close(options = {}) {
      closing ??= (async () => {
        const timeoutMs = options.timeoutMs ?? config.shutdownTimeoutMs;
        // At once: no new connections, no new jobs. Then, side by side, requests in flight are
        // answered and jobs in flight finish (or go back to the queue after timeoutMs).
        const drained = new Promise<void>((resolve) => server.close(() => resolve()));
        // An answer sent after close() still says keep-alive; its connection would then idle
        // for keepAliveTimeout (65 s) and hold close() up. Close connections as they go idle.
        server.closeIdleConnections();
        const idleCloser = setInterval(() => server.closeIdleConnections(), 100);
        let deadline: NodeJS.Timeout | undefined;
        const forced = new Promise<void>((resolve) => {
          deadline = setTimeout(() => {
            server.closeAllConnections();
            resolve();
          }, timeoutMs);
        });
        try {
          await Promise.all([Promise.race([drained, forced]), webhooks.stop({ timeoutMs })]);
        } finally {
          clearInterval(idleCloser);
          clearTimeout(deadline);
        }
        await rateLimiter.close();
        await db.close();
      })();
      return closing;
    },
  };
}
