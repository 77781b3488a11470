import { createServer, type Server } from 'node:http';
import express from 'express';
import { composeServices } from './compose-services.js';
import { metricsRoute } from './http/metrics-route.js';
import { exitOnSignals, loadConfigOrExit, startFailed } from './process-lifecycle.js';

/**
 * `npm run worker`: runs webhook jobs from the queue in PostgreSQL, without the HTTP server.
 * Start as many as GitHub's API budget allows, on any machine that reaches the database; set
 * WORKERS_IN_PROCESS=false on the web processes to leave all jobs to these.
 * SIGTERM/SIGINT: stop taking jobs, finish those in flight (or release them after SHUTDOWN_TIMEOUT_MS), exit.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
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

  const messages = { stopping: 'worker stopping', late: 'worker stop did not finish in time; exiting', failed: 'worker stop failed' };
  exitOnSignals(logger, config.shutdownTimeoutMs, messages, async () => {
    metricsServer?.close();
    metricsServer?.closeAllConnections();
    await webhooks.stop({ timeoutMs: config.shutdownTimeoutMs });
    await analysisPool.close();
    await db.close();
  });
}

main().catch(startFailed('svc worker'));
