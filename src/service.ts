import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { composeServices, type ComposeOptions, type Services } from './compose-services.js';
import type { Config } from './config.js';
import { createHttpHandler } from './http/create-app.js';
import { createRateLimiter } from './http/rate-limit.js';
import type { Logger } from './logger.js';
import type { Metrics } from './metrics.js';
import type { Encryptor } from './security/encryption.js';
import type { Database } from './storage/database.js';

export interface RunningService {
  readonly url: string;
  readonly port: number;
  readonly server: Server;
  readonly db: Database;
  readonly logger: Logger;
  readonly encryptor: Encryptor;
  readonly services: Services;
  readonly metrics: Metrics;
  /**
   * Graceful stop: refuses new connections and stops claiming jobs at once; requests and jobs in
   * flight get `timeoutMs` (default SHUTDOWN_TIMEOUT_MS) to finish, after which connections are
   * closed and unfinished jobs go back to the queue; then the database is closed.
   */
  close(options?: { timeoutMs?: number }): Promise<void>;
}

/** The HTTP port is taken by another process (EADDRINUSE) or may not be used (EACCES). */
export class PortUnavailableError extends Error {}

/** Listens on every interface; rejects with PortUnavailableError naming the port when it is taken. */
function listen(handler: RequestListener, port: number): Promise<Server> {
  return new Promise<Server>((resolve, reject) => {
    const server = createServer(handler);
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new PortUnavailableError(`port ${port} is in use by another process: stop it, or set PORT to a free port.`));
      else if (error.code === 'EACCES') reject(new PortUnavailableError(`port ${port} may not be used by this user (EACCES): set PORT to 1024 or above.`));
      else reject(error);
    });
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}

export type StartOptions = ComposeOptions;

/**
 * Builds and starts the whole service from a parsed configuration: the services of the
 * composition root (src/compose-services.ts) and the HTTP server over them. `npm start`
 * (src/main.ts) and the tests go through here.
 */
export async function startService(config: Config, options: StartOptions = {}): Promise<RunningService> {
  const { db, analysisPool, logger, encryptor, services, metrics } = await composeServices(config, options);
  const { webhooks } = services;
  const rateLimiter = createRateLimiter({ authenticated: config.rateLimitAuthenticated, anonymous: config.rateLimitAnonymous, redisUrl: config.redisUrl });
  const handler = createHttpHandler({ config, logger, db, encryptor, rateLimiter, metrics, ...services });
  let server: Server;
  try {
    server = await listen(handler, config.port);
  } catch (error) {
    await rateLimiter.close();
    await analysisPool.close();
    await db.close();
    throw error;
  }
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
    services,
    metrics,
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
        await analysisPool.close();
        await db.close();
      })();
      return closing;
    },
  };
}
