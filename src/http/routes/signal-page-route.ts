import { Router } from 'express';
import { SIGNAL_ID_PATTERN } from '../../signal/ids.js';
import type { Signal } from '../../signal/schema.js';
import type { ScanStore } from '../../storage/scan-store.js';
import { sendCached, signalJsonAnswer } from '../api-read-path.js';
import { ScanReadCache } from '../scan-read-cache.js';
import { pageContextOf } from '../pages/context.js';
import { PRIVATE_NO_STORE } from '../private-no-store.js';
import { withRequestId } from '../request-id.js';
import { renderNotFoundPage, renderSignalPage } from '../pages/render-signal-page.js';

/**
 * GET /s/{signal_id}: the signal page for people, or the stored signal as JSON with
 * `Accept: application/json` or `?format=json` (a link a browser can follow; `&download=1` saves it).
 */
export function signalPageRoute(deps: { scanStore: ScanStore; signInEnabled?: boolean; cache?: ScanReadCache }): Router {
  const router = Router();
  const cache = deps.cache ?? new ScanReadCache();
  router.get('/s/:signalId', async (req, res) => {
    res.setHeader('Cache-Control', PRIVATE_NO_STORE);
    const format = req.query.format;
    const wantsJson = format === 'json' || (format === undefined && req.accepts(['html', 'json']) === 'json');
    const signalId = req.params.signalId;
    res.vary('Accept');
    if (wantsJson) {
      const answer = await signalJsonAnswer({ scanStore: deps.scanStore, cache }, signalId);
      if (answer === undefined) {
        res.status(404).json(withRequestId(res, { detail: 'Signal not found' }));
        return;
      }
      if (req.query.download === '1') res.attachment(`${signalId}.json`);
      sendCached(req, res, answer, cache);
      return;
    }
    const scan = SIGNAL_ID_PATTERN.test(signalId) ? await deps.scanStore.findBySignalId(signalId) : undefined;
    const ctx = pageContextOf(res, deps.signInEnabled ?? false);
    if (scan === undefined) {
      res.status(404).type('html').send(renderNotFoundPage('No signal has this id.', ctx));
      return;
    }
    res.status(200).type('html').send(renderSignalPage(JSON.parse(scan.signalJson) as Signal, ctx));
  });
  return router;
}
