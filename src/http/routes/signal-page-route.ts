import { Router } from 'express';
import { SIGNAL_ID_PATTERN } from '../../signal/ids.js';
import type { Signal } from '../../signal/schema.js';
import type { ScanStore } from '../../storage/scan-store.js';
import { pageContextOf } from '../pages/context.js';
import { PRIVATE_NO_STORE } from '../private-no-store.js';
import { withRequestId } from '../request-id.js';
import { renderNotFoundPage, renderSignalPage } from '../pages/render-signal-page.js';

/**
 * GET /s/{signal_id}: the signal page for people, or the stored signal as JSON with
 * `Accept: application/json` or `?format=json` (a link a browser can follow; `&download=1` saves it).
 */
export function signalPageRoute(deps: { scanStore: ScanStore; signInEnabled?: boolean }): Router {
  const router = Router();
  router.get('/s/:signalId', async (req, res) => {
    res.setHeader('Cache-Control', PRIVATE_NO_STORE);
    const format = req.query.format;
    const wantsJson = format === 'json' || (format === undefined && req.accepts(['html', 'json']) === 'json');
    const signalId = req.params.signalId;
    const scan = SIGNAL_ID_PATTERN.test(signalId) ? await deps.scanStore.findBySignalId(signalId) : undefined;
    res.vary('Accept');
    const ctx = pageContextOf(res, deps.signInEnabled ?? false);
    if (scan === undefined) {
      if (wantsJson) res.status(404).json(withRequestId(res, { detail: 'Signal not found' }));
      else res.status(404).type('html').send(renderNotFoundPage('No signal has this id.', ctx));
      return;
    }
    if (wantsJson) {
      if (req.query.download === '1') res.attachment(`${scan.signalId}.json`);
      res.status(200).type('application/json').send(scan.signalJson);
      return;
    }
    res.status(200).type('html').send(renderSignalPage(JSON.parse(scan.signalJson) as Signal, ctx));
  });
  return router;
}
