import { Router, type Request, type Response } from 'express';
import { InputError } from '../../errors.js';
import { isValidOwner, isValidRepo } from '../../services/parse-pr-url.js';
import type { RepositoryScans } from '../../services/repository-scans.js';
import type { WebhookSettingsService } from '../../services/webhook-settings-service.js';
import { authOf, requireSession, requireUser } from '../auth.js';
import { privateNoStore } from '../private-no-store.js';

interface RepoParams {
  readonly owner: string;
  readonly repo: string;
}

/** `github` only; owner and repo obey the same rules as PR URLs (src/services/parse-pr-url.ts). */
function repoParams(req: Request): RepoParams {
  const { provider, owner, repo } = req.params as Record<string, string>;
  if (provider !== 'github') throw new InputError(`Unsupported provider "${String(provider).slice(0, 40)}": the only supported provider is "github".`);
  if (owner === undefined || repo === undefined || !isValidOwner(owner) || !isValidRepo(repo)) throw new InputError('Invalid repository: owner or name does not follow GitHub\'s rules.');
  return { owner, repo };
}

function userIdOf(res: Response): string {
  const auth = authOf(res);
  if (auth.kind !== 'user') throw new Error('requireUser must run first');
  return auth.user.id;
}

const CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,512}$/;

function parseLimit(value: unknown): number {
  if (value === undefined) return 20;
  if (typeof value !== 'string' || !/^\d{1,3}$/.test(value)) throw new InputError('limit must be an integer from 1 to 100.');
  const limit = Number(value);
  if (limit < 1 || limit > 100) throw new InputError('limit must be an integer from 1 to 100.');
  return limit;
}

/**
 * Per-repository webhook management (session, admin on GitHub) and the repository's scans
 * (session or API key, read access on GitHub).
 */
export function repositoryRoutes(deps: { settings: WebhookSettingsService; scans: RepositoryScans; baseUrl: string }): Router {
  const router = Router();
  router.post('/api/repos/:provider/:owner/:repo/webhook/enable', privateNoStore, requireSession, async (req, res) => {
    const { owner, repo } = repoParams(req);
    const { created, enablement } = await deps.settings.enable(userIdOf(res), owner, repo);
    res.status(created ? 201 : 200).json(enablement);
  });
  router.post('/api/repos/:provider/:owner/:repo/webhook/rotate', privateNoStore, requireSession, async (req, res) => {
    const { owner, repo } = repoParams(req);
    res.status(200).json(await deps.settings.rotate(userIdOf(res), owner, repo));
  });
  router.delete('/api/repos/:provider/:owner/:repo/webhook', requireSession, async (req, res) => {
    const { owner, repo } = repoParams(req);
    await deps.settings.disable(userIdOf(res), owner, repo);
    res.status(200).json({ status: 'disabled' });
  });
  router.get('/api/repos/:provider/:owner/:repo/scans', privateNoStore, requireUser, async (req, res) => {
    const { owner, repo } = repoParams(req);
    const limit = parseLimit(req.query.limit);
    const cursor = req.query.cursor;
    if (cursor !== undefined && (typeof cursor !== 'string' || !CURSOR_PATTERN.test(cursor))) throw new InputError('cursor must be the next_cursor of a previous page.');
    const page = await deps.scans.list(userIdOf(res), owner, repo, { limit, cursor: cursor ?? null });
    res.json({
      scans: page.scans.map((scan) => ({
        scan_id: scan.scanId,
        signal_id: scan.signalId,
        signal_url: `${deps.baseUrl}/s/${scan.signalId}`,
        pr_number: scan.prNumber,
        head_sha: scan.headSha,
        source: scan.source,
        risk_level: scan.riskLevel,
        review_action: scan.reviewAction,
        created_at: scan.createdAt,
      })),
      next_cursor: page.nextCursor,
    });
  });
  return router;
}
