import type { Probot } from 'probot';
import type { Config } from './config.js';
import { GitHubEtagCache } from './github/etag-cache.js';
import type { FindingDoc } from './signal/finding-docs.js';
import { createOctokit } from './github/create-octokit.js';
import { httpFetch } from './github/http-fetch.js';
import { loadFindingDocs } from './load-finding-docs.js';
import { createLogger, type Logger } from './logger.js';
import { Metrics } from './metrics.js';
import { createEncryptor, type Encryptor } from './security/encryption.js';
import { loadOrCreateKey } from './security/load-or-create-key.js';
import { AccountService } from './services/account-service.js';
import { AnalysisPool } from './services/analysis-pool.js';
import { AnalysisService, type GitHubClientFactory } from './services/analysis-service.js';
import type { ContentAnalysisInput } from './services/analyze-content.js';
import { ApiKeyService } from './services/api-key-service.js';
import { CheckRunPublisher } from './services/check-run-publisher.js';
import { CredentialResolver } from './services/credential-resolver.js';
import { GitHubAppAuth } from './services/github-app-auth.js';
import { createGitHubOAuth } from './services/github-oauth.js';
import { IntakeActivity } from './services/intake-activity.js';
import { PullRequestJobRunner } from './services/pull-request-job.js';
import { QueueWorker } from './services/queue-worker.js';
import { createRegistryReading } from './services/read-registry-facts.js';
import { RetentionSweeper } from './services/retention-sweeper.js';
import { RepositoryAccess } from './services/repository-access.js';
import { RepositoryScans } from './services/repository-scans.js';
import { type AppReceiver, WebhookIntake } from './services/webhook-intake.js';
import { restrictToApi } from './github/restrict-to-api.js';
import { WebhookSettingsService } from './services/webhook-settings-service.js';
import { KnexApiKeyStore } from './storage/api-key-store.js';
import { createDatabase, type Database } from './storage/database.js';
import { KnexRepositoryStore } from './storage/repository-store.js';
import { KnexScanStore, type ScanStore } from './storage/scan-store.js';
import { KnexUserStore } from './storage/user-store.js';
import { JobNotifications } from './storage/job-notifications.js';
import { EMBEDDED_GATHER, KnexWebhookQueue } from './storage/webhook-queue.js';

/** The webhook path's services: receiver decisions, settings, the queue and its worker, the App. */
export interface WebhookServices {
  readonly repositories: KnexRepositoryStore;
  readonly queue: KnexWebhookQueue;
  readonly intake: WebhookIntake;
  /** GitHub App deliveries, verified and handled by Probot; null when the app is not configured. */
  readonly app: AppReceiver | null;
  /** Deliveries as they arrive, so that the worker yields to them (ADR 0008). */
  readonly activity: IntakeActivity;
  readonly settings: WebhookSettingsService;
  readonly access: RepositoryAccess;
  /** A repository's scans, for those who can read it on GitHub. */
  readonly scans: RepositoryScans;
  readonly worker: QueueWorker;
  readonly runner: PullRequestJobRunner;
  readonly appAuth: GitHubAppAuth | null;
  readonly probot: Probot | null;
  /** Starts the in-process worker (config.workersInProcess) or, with `force`, regardless. */
  start(options?: { force?: boolean }): void;
  /** Graceful: stop claiming, let jobs in flight finish (or release them after `timeoutMs`). */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  /** Whether the started worker listens for new jobs (PostgreSQL); undefined when not started or on the embedded database. */
  listening(): boolean | undefined;
}

export interface Services {
  readonly scanStore: KnexScanStore;
  readonly analysis: AnalysisService;
  readonly accounts: AccountService;
  readonly keys: ApiKeyService;
  readonly users: KnexUserStore;
  readonly credentials: CredentialResolver;
  readonly webhooks: WebhookServices;
  /** docs/findings.md parsed, read once here so that src/signal stays free of I/O. */
  readonly findingDocs: ReadonlyMap<string, FindingDoc>;
}

export interface ComposedServices {
  readonly db: Database;
  /** The worker threads that analyze PR content; closed after the queue and the HTTP server stop. */
  readonly analysisPool: AnalysisPool;
  readonly logger: Logger;
  readonly encryptor: Encryptor;
  readonly services: Services;
  /** This process's Prometheus metrics (GET /metrics). */
  readonly metrics: Metrics;
}

export interface ComposeOptions {
  readonly logger?: Logger;
  /** Keep PGlite in memory instead of DATA_DIR (tests). */
  readonly inMemoryDatabase?: boolean;
}

/**
 * The composition root: the one place that builds the database (migrated), the stores and the
 * services from a parsed configuration, and wires them together. The web process (src/service.ts
 * adds the HTTP server) and `npm run worker` (src/worker.ts runs the queue) both start here.
 */
export async function composeServices(config: Config, options: ComposeOptions = {}): Promise<ComposedServices> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const db = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: options.inMemoryDatabase ? null : config.dataDir, thread: config.embeddedDatabaseThread });
  await db.migrate();
  const encryptor = createEncryptor(config.encryptionKey ?? loadOrCreateKey(config.dataDir));
  const scanStore = new KnexScanStore(db.knex);
  // One ETag cache for the process: re-reading what did not change costs GitHub 304s (src/github/etag-cache.ts).
  const etagCache = new GitHubEtagCache();
  const metrics = new Metrics();
  metrics.readPoolFrom(() => db.poolStats());
  const createClient: GitHubClientFactory = (token, budget, credential = token === null ? 'anonymous' : 'server') =>
    createOctokit({ baseUrl: config.githubApiUrl, token, etagCache, budget, timeoutMs: config.githubRequestTimeoutMs, fetch: metrics.githubFetch(credential, httpFetch) });
  // One registry client for the process: its cache serves every analysis.
  const registry = createRegistryReading(config.registry);
  const analysisPool = new AnalysisPool(config.analysisPool);
  const analyzeContent = (input: ContentAnalysisInput) => analysisPool.run(input);
  const analysisFor = (store: ScanStore) =>
    new AnalysisService({ createClient, scanStore: store, timeoutMs: config.analysisTimeoutMs, actionLookupsMax: config.actionLookupsMax, registry, budget: config.analysisBudget, analyzeContent, metrics });
  const users = new KnexUserStore(db.knex);
  const accounts = new AccountService({
    users,
    encryptor,
    oauth:
      config.oauth === null
        ? null
        : createGitHubOAuth({ kind: config.oauth.kind, githubUrl: config.githubUrl, githubApiUrl: config.githubApiUrl, clientId: config.oauth.clientId, clientSecret: config.oauth.clientSecret, redirectUri: `${config.baseUrl}/auth/callback` }),
  });
  const keys = new ApiKeyService({ keys: new KnexApiKeyStore(db.knex) });
  const webhooks = await composeWebhooks({ config, db, logger, encryptor, accounts, scanStore, createClient, analysisFor });
  metrics.readQueueFrom(() => webhooks.queue.stats());
  metrics.readListeningFrom(() => webhooks.listening());
  const { appAuth } = webhooks;
  const credentials = new CredentialResolver({
    accounts,
    serverToken: config.githubToken,
    installationToken: appAuth === null ? null : (owner, repo) => appAuth.tokenForRepository(owner, repo),
    createClient,
  });
  return {
    db,
    analysisPool,
    logger,
    encryptor,
    metrics,
    services: { scanStore, analysis: analysisFor(scanStore), accounts, keys, users, credentials, webhooks, findingDocs: loadFindingDocs() },
  };
}

interface WebhookDeps {
  readonly config: Config;
  readonly db: Database;
  readonly logger: Logger;
  readonly encryptor: Encryptor;
  readonly accounts: AccountService;
  readonly scanStore: KnexScanStore;
  readonly createClient: GitHubClientFactory;
  readonly analysisFor: (scanStore: ScanStore) => AnalysisService;
}

/**
 * The webhook path, built once: stores, intake (receiver decisions), settings (enable/rotate/
 * disable), the queue worker and its job runner, and the GitHub App pieces when APP_ID,
 * PRIVATE_KEY and WEBHOOK_SECRET are set.
 */
async function composeWebhooks(deps: WebhookDeps): Promise<WebhookServices> {
  const { config, logger } = deps;
  const repositories = new KnexRepositoryStore(deps.db.knex);
  const activity = new IntakeActivity();
  // On the embedded database a write runs on this thread: a burst's small batches wait a little for
  // more, and for the deliveries being read (docs/adr/0008-webhook-receiver.md).
  const queue = new KnexWebhookQueue(deps.db.knex, { maxAttempts: 5, gather: deps.db.kind === 'pglite' ? { ...EMBEDDED_GATHER, arriving: () => activity.deliveriesArriving } : null });
  const appAuth = config.app === null ? null : new GitHubAppAuth(config.app, { baseUrl: config.githubApiUrl });
  const access = new RepositoryAccess({ accounts: deps.accounts, createClient: deps.createClient });
  const settings = new WebhookSettingsService({
    repositories,
    encryptor: deps.encryptor,
    access,
    webhookUrl: `${config.baseUrl}/api/webhooks/github`,
    githubUrl: config.githubUrl,
  });
  const runner = new PullRequestJobRunner({
    queue,
    scanStore: deps.scanStore,
    analysisFor: deps.analysisFor,
    accounts: deps.accounts,
    repositories,
    appAuth,
    checkRuns: new CheckRunPublisher(config.baseUrl),
    createClient: deps.createClient,
    logger: logger.child({ component: 'webhook-jobs' }),
    retry: { baseMs: config.queue.retryBaseMs, maxMs: Math.max(config.queue.retryBaseMs, 15 * 60_000) },
  });
  const retention = new RetentionSweeper({ queue, logger: logger.child({ component: 'retention' }), retentionDays: config.retentionDays });
  const worker = new QueueWorker(
    { queue, runner, logger: logger.child({ component: 'queue' }), intake: activity },
    { concurrency: config.queue.concurrency, leaseMs: config.queue.leaseMs, pollIntervalMs: config.queue.pollMs, intakeYieldMs: config.queue.intakeYieldMs },
  );
  // On PostgreSQL other processes (web processes, `npm run worker`) queue jobs too: the database
  // announces each one, so that this worker starts on it at once instead of at its next poll.
  const notifications =
    deps.db.kind === 'postgres' && config.databaseUrl !== null
      ? new JobNotifications({ connectionString: config.databaseUrl, onJob: () => worker.wake(), logger: logger.child({ component: 'queue' }) })
      : null;
  const intake = new WebhookIntake({
    repositories,
    queue,
    encryptor: deps.encryptor,
    appConfigured: config.app !== null,
    onQueued: () => worker.wake(),
  });

  let probot: Probot | null = null;
  let app: AppReceiver | null = null;
  if (config.app !== null) {
    // Loaded only when the app is configured: Probot is large.
    const [{ Probot: ProbotClass }, { AppDeliveries }] = await Promise.all([import('probot'), import('./app/index.js')]);
    probot = new ProbotClass({
      appId: config.app.appId,
      privateKey: config.app.privateKey,
      secret: config.app.webhookSecret,
      baseUrl: config.githubApiUrl,
      request: { fetch: restrictToApi(config.githubApiUrl, globalThis.fetch) },
      log: logger.child({ component: 'probot' }),
    });
    app = await AppDeliveries.create(probot, intake);
  }

  let started = false;
  return {
    repositories,
    queue,
    intake,
    app,
    activity,
    settings,
    access,
    scans: new RepositoryScans({ access, scanStore: deps.scanStore }),
    worker,
    runner,
    appAuth,
    probot,
    start(options = {}) {
      if (started || !(options.force === true || config.workersInProcess)) return;
      started = true;
      worker.start();
      retention.start();
      void notifications?.start();
    },
    async stop(options = {}) {
      if (!started) return;
      started = false;
      await Promise.all([worker.stop(options), retention.stop(), notifications?.stop()]);
    },
    listening() {
      return started && notifications !== null ? notifications.listening : undefined;
    },
  };
}
