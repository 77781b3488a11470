import { Router } from 'express';
import { answerScan, type ScanReadDeps } from '../api-read-path.js';
import { ScanReadCache } from '../scan-read-cache.js';

/**
 * GET /api/scans/{scan_id}: the stored scan (src/http/openapi.ts). The id is unguessable; no auth needed.
 * `?format=sarif` answers the scan's findings as a SARIF 2.1.0 log (application/sarif+json), for
 * GitHub code scanning's upload API or any SARIF viewer. Anonymous reads usually take the lean path
 * (src/http/api-read-path.ts) and never get here; this route serves callers with a credential.
 */
export function scansRoute(deps: Omit<ScanReadDeps, 'cache'> & { cache?: ScanReadCache }): Router {
  const router = Router();
  const readDeps = { ...deps, cache: deps.cache ?? new ScanReadCache() };
  router.get('/api/scans/:scanId', async (req, res) => {
    await answerScan(readDeps, req, res, req.params.scanId);
  });
  return router;
}
