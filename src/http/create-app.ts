import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express, type Request } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { AnalysisService } from '../services/analysis-service.js';
import type { Database } from '../storage/database.js';
import type { ScanStore } from '../storage/scan-store.js';
import { createErrorHandler } from './error-handler.js';
import { buildOpenApiDocument } from './openapi.js';
import { analyzeRoute } from './routes/analyze-route.js';
import { healthRoute } from './routes/health-route.js';
import { scansRoute } from './routes/scans-route.js';
import { signalPageRoute } from './routes/signal-page-route.js';

export interface AppDeps {
  readonly config: Config;
  readonly logger: Logger;
  readonly db: Database;
  readonly scanStore: ScanStore;
  readonly analysis: AnalysisService;
  readonly resolveToken: (req: Request, bodyToken: string | null, target: { owner: string; repo: string }) => Promise<string | null>;
}

const ASSETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');

/** The Express application: thin routes over the services, one error handler. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  app.use(
    pinoHttp({
      logger: deps.logger,
      // Path only: query strings can carry OAuth codes and states.
      serializers: {
        req: (req: { method: string; url: string; id: unknown }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"],
        },
      },
    }),
  );
  app.use('/assets', express.static(ASSETS_DIR, { maxAge: '1h', index: false }));

  const openapi = buildOpenApiDocument(deps.config.baseUrl);
  app.get('/api/openapi.json', (_req, res) => {
    res.json(openapi);
  });
  app.use(healthRoute({ db: deps.db }));
  app.use(analyzeRoute({ config: deps.config, analysis: deps.analysis, resolveToken: deps.resolveToken }));
  app.use(scansRoute({ scanStore: deps.scanStore }));
  app.use(signalPageRoute({ scanStore: deps.scanStore }));

  app.use('/api', (_req, res) => {
    res.status(404).json({ detail: 'Not found' });
  });
  app.use(createErrorHandler(deps.logger));
  return app;
}
