import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config.js';
import { createOctokit } from './github/create-octokit.js';
import { createApp } from './http/create-app.js';
import { createLogger, type Logger } from './logger.js';
import { loadOrCreateKey } from './security/load-or-create-key.js';
import { createEncryptor, type Encryptor } from './security/encryption.js';
import { AnalysisService } from './services/analysis-service.js';
import { createDatabase, type Database } from './storage/database.js';
import { KnexScanStore } from './storage/scan-store.js';

export interface RunningService {
  readonly url: string;
  readonly port: number;
  readonly server: Server;
  readonly db: Database;
  readonly logger: Logger;
  readonly encryptor: Encryptor;
  close(): Promise<void>;
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
  const db = createDatabase({ databaseUrl: config.databaseUrl, dataDir: options.inMemoryDatabase ? null : config.dataDir });
  await db.migrate();
  const encryptor = createEncryptor(config.encryptionKey ?? loadOrCreateKey(config.dataDir));
  const scanStore = new KnexScanStore(db.knex);
  const analysis = new AnalysisService({
    createClient: (token) => createOctokit({ baseUrl: config.githubApiUrl, token }),
    scanStore,
    timeoutMs: config.analysisTimeoutMs,
  });
  const app = createApp({
    config,
    logger,
    db,
    scanStore,
    analysis,
    resolveToken: async (_req, bodyToken) => bodyToken ?? config.githubToken,
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.port, '0.0.0.0', () => resolve(s));
    s.once('error', reject);
  });
  server.keepAliveTimeout = 65_000;
  const port = (server.address() as AddressInfo).port;
  logger.info({ port, database: db.kind }, 'svc listening');
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    db,
    logger,
    encryptor,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        await db.close();
      })();
      return closing;
    },
  };
}
