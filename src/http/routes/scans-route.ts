import { Router, type Response } from 'express';
import { NotFoundError } from '../../errors.js';
import { findingDocs } from '../../signal/finding-docs.js';
import { SCAN_ID_PATTERN } from '../../signal/ids.js';
import { toSarif } from '../../signal/sarif.js';
import { Signal } from '../../signal/schema.js';
import type { ScanStore } from '../../storage/scan-store.js';
import { ANALYZER_VERSION } from '../../version.js';
import { PRIVATE_REVALIDATE } from '../private-no-store.js';
import { matchesIfNoneMatch, ScanReadCache } from '../scan-read-cache.js';

/**
 * GET /api/scans/{scan_id}: the stored scan (src/http/openapi.ts). The id is unguessable; no auth needed.
 * `?format=sarif` answers the scan's findings as a SARIF 2.1.0 log (application/sarif+json), for
 * GitHub code scanning's upload API or any SARIF viewer.
 */
export function scansRoute(deps: { scanStore: ScanStore; docsUrl: string | null; cache?: ScanReadCache }): Router {
  const router = Router();
  const cache = deps.cache ?? new ScanReadCache();
  router.get('/api/scans/:scanId', async (req, res) => {
    // A scan may describe a private repository: no shared cache keeps it; the caller revalidates
    // with its ETag (scans never change, so a 304 is the usual answer to a repeat).
    res.setHeader('Cache-Control', PRIVATE_REVALIDATE);
    const scanId = req.params.scanId;
    const format = req.query.format;
    if (format !== undefined && format !== 'json' && format !== 'sarif') {
      res.status(400).json({ error: 'Unknown format: use json (the default) or sarif.' });
      return;
    }
    if (format !== 'sarif') {
      const hit = cache.get(scanId);
      if (hit !== undefined) {
        answer(req.headers['if-none-match'], res, hit.body, hit.etag);
        return;
      }
    }
    // A malformed id cannot exist: answer without touching the database.
    const scan = SCAN_ID_PATTERN.test(scanId) ? await deps.scanStore.findByScanId(scanId) : undefined;
    if (scan === undefined) throw new NotFoundError('Scan not found');
    if (format === 'sarif') {
      const signal = Signal.parse(JSON.parse(scan.signalJson));
      const sarif = toSarif(signal, { version: ANALYZER_VERSION, docs: findingDocs(), docsUrl: deps.docsUrl });
      res.status(200).type('application/sarif+json').send(JSON.stringify(sarif));
      return;
    }
    // The stored signal text is spliced in as is: no parse and re-serialise on the hot read path.
    const body = `{"signal_id":${JSON.stringify(scan.signalId)},"scan_id":${JSON.stringify(scan.scanId)},"signal":${scan.signalJson},"created_at":${JSON.stringify(scan.createdAt)}}`;
    const entry = cache.remember(scanId, body);
    answer(req.headers['if-none-match'], res, entry.body, entry.etag);
  });
  return router;
}

/** 200 with the body and its strong ETag, or 304 (same ETag, no body) when the caller has it. */
function answer(ifNoneMatch: string | undefined, res: Response, body: string, etag: string): void {
  res.setHeader('ETag', etag);
  if (matchesIfNoneMatch(ifNoneMatch, etag)) {
    res.status(304).end();
    return;
  }
  res.status(200).type('application/json').send(body);
}
