import { Router } from 'express';
import { NotFoundError } from '../../errors.js';
import { SCAN_ID_PATTERN } from '../../signal/ids.js';
import type { ScanStore } from '../../storage/scan-store.js';

/** GET /api/scans/{scan_id}: the stored scan (interface.md 2.4). The id is unguessable; no auth needed. */
export function scansRoute(deps: { scanStore: ScanStore }): Router {
  const router = Router();
  router.get('/api/scans/:scanId', async (req, res) => {
    const scanId = req.params.scanId;
    // A malformed id cannot exist: answer without touching the database.
    const scan = SCAN_ID_PATTERN.test(scanId) ? await deps.scanStore.findByScanId(scanId) : undefined;
    if (scan === undefined) throw new NotFoundError('Scan not found');
    // The stored signal text is spliced in as is: no parse and re-serialise on the hot read path.
    const body = `{"signal_id":${JSON.stringify(scan.signalId)},"scan_id":${JSON.stringify(scan.scanId)},"signal":${scan.signalJson},"created_at":${JSON.stringify(scan.createdAt)}}`;
    res.status(200).type('application/json').send(body);
  });
  return router;
}
