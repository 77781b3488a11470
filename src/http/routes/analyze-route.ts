import { Router } from 'express';
import type { Config } from '../../config.js';
import type { AnalysisService } from '../../services/analysis-service.js';
import type { CredentialResolver } from '../../services/credential-resolver.js';
import { parseAnalyzeRequest } from '../../services/parse-analyze-request.js';
import { callerOf, type AnalysisSlots } from '../analysis-slots.js';
import { authOf } from '../auth.js';
import { jsonBody } from '../json-body.js';
import { privateNoStore } from '../private-no-store.js';

export interface AnalyzeRouteDeps {
  readonly config: Config;
  readonly analysis: AnalysisService;
  readonly credentials: CredentialResolver;
  /** Analyses in flight per caller (one caller cannot hold every analysis thread). */
  readonly slots: AnalysisSlots;
}

/** POST /api/analyze: validate, analyze, store, answer the envelope of the OpenAPI document (src/http/openapi.ts). */
export function analyzeRoute(deps: AnalyzeRouteDeps): Router {
  const router = Router();
  router.post('/api/analyze', privateNoStore, jsonBody, async (req, res) => {
    const { target, accessToken } = parseAnalyzeRequest(req.body, deps.config.githubUrl);
    const auth = authOf(res);
    const outcome = await deps.slots.run(callerOf(auth, req.ip), async () => {
      const { token, kind } = await deps.credentials.resolve(auth.kind === 'user' ? auth.user.id : null, accessToken, target);
      return deps.analysis.analyze(target, { token, credential: kind, source: 'api' });
    });
    // The envelope around the signal's JSON as stored (serialized once, not again by res.json):
    // the same text JSON.stringify gives for { signal_id, signal_url, scan_id, signal }.
    const envelope = `{"signal_id":${JSON.stringify(outcome.signalId)},"signal_url":${JSON.stringify(`${deps.config.baseUrl}/s/${outcome.signalId}`)},"scan_id":${JSON.stringify(outcome.scanId)},"signal":${outcome.signalJson}}`;
    res.status(200).type('application/json').send(envelope);
  });
  return router;
}
