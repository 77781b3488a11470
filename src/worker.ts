import { createServer, type Server } from 'node:http';
import express from 'express';
import { composeServices } from './compose-services.js';
import { ConfigError, loadConfig } from './config.js';
import { metricsRoute } from './http/metrics-route.js';

/**
 * `npm run worker`: runs webhook jobs from the queue in PostgreSQL, without the HTTP server.
 * Start as many as GitHub's API budget allows, on any machine that reaches the database; set
 * WORKERS_IN_PROCESS=false on the web processes to leave all jobs to these.
 * SIGTERM/SIGINT: stop taking jobs, finish those in flight (or release them after SHUTDOWN_TIMEOUT_MS), exit.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (config.databaseUrl === null) {
    process.stderr.write('svc worker: DATABASE_URL is not set. The embedded database serves one process only; its jobs run inside `npm start`.\n');
    process.exit(1);
  }
  const { db, analysisPool, logger, services, metrics } = await composeServices(config);
  const { webhooks } = services;
  // Its own GET /metrics (analyses, GitHub requests, the queue), same rules as the web process's.
  let metricsServer: Server | null = null;
  if (config.workerMetricsPort !== null) {
    const app = express();
    app.disable('x-powered-by');
    app.use(metricsRoute({ metrics, token: config.metricsToken }));
    const server = createServer(app);
    metricsServer = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.workerMetricsPort ?? 0, '0.0.0.0', () => resolve());
    });
  }
  webhooks.start({ force: true });
  logger.info({ worker: webhooks.worker.workerId }, 'svc worker running');
  process.stdout.write(`svc worker ${webhooks.worker.workerId} is taking jobs\n`);

  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker stopping');
    setTimeout(() => {
      logger.error({ signal }, 'worker stop did not finish in time; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + 5_000).unref();
    metricsServer?.close();
    metricsServer?.closeAllConnections();
    webhooks
      .stop({ timeoutMs: config.shutdownTimeoutMs })
      .then(() => analysisPool.close())
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'worker stop failed');
          process.exit(1);
        },
      );
  };
  // `on`, not `once`: a repeated signal (process group, npm and tsx relaying it) must not kill
  // the worker in the middle of its graceful stop; shutdown() ignores the repeats.
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`svc worker failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
