import { ConfigError, loadConfig } from './config.js';
import { isEntryPoint } from './is-entry-point.js';
import { createLogger } from './logger.js';
import { startService } from './service.js';

/**
 * `npm start` and `svc serve`: the whole service on the configuration from the environment.
 * Resolves once it listens; SIGTERM/SIGINT close it and end the process.
 */
export async function runServer(): Promise<void> {
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
  const logger = createLogger(config.logLevel);
  const service = await startService(config, { logger });
  process.stdout.write(`svc is listening on ${config.baseUrl} (port ${service.port}, database: ${service.db.kind === 'pglite' ? `embedded under ${config.dataDir}` : 'PostgreSQL'})\n`);
  // Repeated signals are expected (a process group signalled as a whole, npm and tsx relaying
  // the same SIGTERM): the first one starts the shutdown, later ones are ignored. Requests and
  // jobs in flight get SHUTDOWN_TIMEOUT_MS; the watchdog ends the process should anything hang.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down');
    setTimeout(() => {
      logger.error({ signal }, 'shutdown did not finish in time; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + 5_000).unref();
    service.close().then(
      () => {
        logger.info('shut down');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** The failure of runServer as `npm start` and `svc serve` report it: exit 1. */
export function serverStartFailed(error: unknown): never {
  process.stderr.write(`svc failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

// `tsx src/main.ts` (npm start); importing this module (svc serve) starts nothing by itself.
if (isEntryPoint(import.meta.filename)) runServer().catch(serverStartFailed);
