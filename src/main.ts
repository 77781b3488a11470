import { isEntryPoint } from './is-entry-point.js';
import { createLogger } from './logger.js';
import { exitOnSignals, loadConfigOrExit, startFailed } from './process-lifecycle.js';
import { startService } from './service.js';

/**
 * `npm start` and `svc serve`: the whole service on the configuration from the environment.
 * Resolves once it listens; SIGTERM/SIGINT close it and end the process.
 */
export async function runServer(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  const service = await startService(config, { logger });
  process.stdout.write(`svc is listening on ${config.baseUrl} (port ${service.port}, database: ${service.db.kind === 'pglite' ? `embedded under ${config.dataDir}` : 'PostgreSQL'})\n`);
  // Requests and jobs in flight get SHUTDOWN_TIMEOUT_MS; the watchdog ends the process should anything hang.
  const messages = { stopping: 'shutting down', late: 'shutdown did not finish in time; exiting', failed: 'shutdown failed', done: 'shut down' };
  exitOnSignals(logger, config.shutdownTimeoutMs, messages, () => service.close());
}

/** The failure of runServer as `npm start` and `svc serve` report it: exit 1. */
export const serverStartFailed = startFailed('svc');

// `tsx src/main.ts` (npm start); importing this module (svc serve) starts nothing by itself.
if (isEntryPoint(import.meta.filename)) runServer().catch(serverStartFailed);
