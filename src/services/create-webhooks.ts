import type { Router } from 'express';
import type { Probot } from 'probot';
import type { Config } from '../config.js';
import { repositoryRoutes } from '../http/routes/repository-routes.js';
import { webhookReceiverRoute } from '../http/routes/webhook-receiver-route.js';
import type { Logger } from '../logger.js';
import type { Encryptor } from '../security/encryption.js';
import type { Database } from '../storage/database.js';
import { KnexRepositoryStore } from '../storage/repository-store.js';
import type { ScanStore } from '../storage/scan-store.js';
import { KnexWebhookQueue } from '../storage/webhook-queue.js';
import type { AccountService } from './account-service.js';
import { AnalysisService, type GitHubClientFactory } from './analysis-service.js';
import { CheckRunPublisher } from './check-run-publisher.js';
import type { InstallationTokenSource } from './credential-resolver.js';
import { GitHubAppAuth } from './github-app-auth.js';
import { IntakeActivity } from './intake-activity.js';
import { PullRequestJobRunner } from './pull-request-job.js';
import { QueueWorker } from './queue-worker.js';
import { RepositoryAccess } from './repository-access.js';
import { WebhookIntake } from './webhook-intake.js';
import { WebhookSettingsService } from './webhook-settings-service.js';

export interface WebhookComponents {
  readonly repositories: KnexRepositoryStore;
  readonly queue: KnexWebhookQueue;
  readonly intake: WebhookIntake;
  readonly settings: WebhookSettingsService;
  readonly access: RepositoryAccess;
  readonly worker: QueueWorker;
  readonly runner: PullRequestJobRunner;
  readonly appAuth: GitHubAppAuth | null;
  readonly probot: Probot | null;
  /** For createApp's `receivers` (before the rate limiter) and `routers`. */
  readonly receivers: Router[];
  readonly routers: Router[];
  /** CredentialResolver's hook, when the GitHub App is configured. */
  readonly installationToken: InstallationTokenSource | null;
  /** Starts the in-process worker (config.workersInProcess) or, with `force`, regardless. */
  start(options?: { force?: boolean }): void;
  /** Graceful: stop claiming, let jobs in flight finish (or release them after `timeoutMs`). */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

export interface WebhookDeps {
  readonly config: Config;
  readonly db: Database;
  readonly logger: Logger;
  readonly encryptor: Encryptor;
  readonly accounts: AccountService;
  readonly scanStore: ScanStore;
  readonly createClient: GitHubClientFactory;
}

/**
 * Everything the webhook path needs, built once: stores, intake (receiver decisions), settings
 * (enable/rotate/disable), the queue worker and its job runner, and the GitHub App pieces when
 * APP_ID, PRIVATE_KEY and WEBHOOK_SECRET are set. The web process and `npm run worker` share it.
 */
export async function createWebhooks(deps: WebhookDeps): Promise<WebhookComponents> {
  const { config, logger } = deps;
  const repositories = new KnexRepositoryStore(deps.db.knex);
  const queue = new KnexWebhookQueue(deps.db.knex, { maxAttempts: 5 });
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
    analysisFor: (scanStore) => new AnalysisService({ createClient: deps.createClient, scanStore, timeoutMs: config.analysisTimeoutMs }),
    accounts: deps.accounts,
    repositories,
    appAuth,
    checkRuns: new CheckRunPublisher(config.baseUrl),
    createClient: deps.createClient,
    logger: logger.child({ component: 'webhook-jobs' }),
    retry: { baseMs: config.queue.retryBaseMs, maxMs: Math.max(config.queue.retryBaseMs, 15 * 60_000) },
  });
  const activity = new IntakeActivity();
  const worker = new QueueWorker(
    { queue, runner, logger: logger.child({ component: 'queue' }), intake: activity },
    { concurrency: config.queue.concurrency, leaseMs: config.queue.leaseMs, pollIntervalMs: config.queue.pollMs, intakeYieldMs: config.queue.intakeYieldMs },
  );
  const intake = new WebhookIntake({
    repositories,
    queue,
    encryptor: deps.encryptor,
    appWebhookSecret: config.app?.webhookSecret ?? null,
    onQueued: () => worker.wake(),
  });

  let probot: Probot | null = null;
  if (config.app !== null) {
    // Loaded only when the app is configured: Probot is large.
    const [{ Probot: ProbotClass }, { default: svcApp, attachIntake }] = await Promise.all([import('probot'), import('../app/index.js')]);
    probot = new ProbotClass({
      appId: config.app.appId,
      privateKey: config.app.privateKey,
      secret: config.app.webhookSecret,
      baseUrl: config.githubApiUrl,
      log: logger.child({ component: 'probot' }),
    });
    intake.useAppDispatcher(attachIntake(probot, intake));
    await probot.load(svcApp);
  }

  let started = false;
  return {
    repositories,
    queue,
    intake,
    settings,
    access,
    worker,
    runner,
    appAuth,
    probot,
    receivers: [webhookReceiverRoute({ intake, activity, logger: logger.child({ component: 'webhooks' }) })],
    routers: [repositoryRoutes({ settings, access, scanStore: deps.scanStore, baseUrl: config.baseUrl })],
    installationToken: appAuth === null ? null : (owner, repo) => appAuth.tokenForRepository(owner, repo),
    start(options = {}) {
      if (started || !(options.force === true || config.workersInProcess)) return;
      started = true;
      worker.start();
    },
    async stop(options = {}) {
      if (!started) return;
      started = false;
      await worker.stop(options);
    },
  };
}
