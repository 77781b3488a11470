import express, { type RequestHandler, type Response, Router } from 'express';
import type { Config } from '../../config.js';
import { AuthenticationError } from '../../errors.js';
import type { Encryptor } from '../../security/encryption.js';
import type { AccountService } from '../../services/account-service.js';
import type { AnalysisService } from '../../services/analysis-service.js';
import type { ApiKeyService } from '../../services/api-key-service.js';
import type { CredentialResolver } from '../../services/credential-resolver.js';
import { parseAnalyzeRequest } from '../../services/parse-analyze-request.js';
import { isValidOwner, isValidRepo } from '../../services/parse-pr-url.js';
import type { RepositoryScans } from '../../services/repository-scans.js';
import type { WebhookEnablement, WebhookSettingsService } from '../../services/webhook-settings-service.js';
import { callerOf, type AnalysisSlots } from '../analysis-slots.js';
import { authOf } from '../auth.js';
import { bodyField } from '../body-field.js';
import { failureOf } from '../error-handler.js';
import { flashCookie, flashOf } from '../flash-cookie.js';
import { formGuard } from '../form-guard.js';
import { type PageContext, pageContextOf } from '../pages/context.js';
import { html } from '../pages/html.js';
import { renderMessagePage } from '../pages/layout.js';
import { renderHomePage } from '../pages/render-home-page.js';
import { type Notice, type RepositoryPanel, renderKeysPage, renderRepositoriesPage, renderRevokeConfirmPage } from '../pages/render-settings-pages.js';
import { sendPage } from '../pages/send-page.js';
import { pageErrors } from '../page-errors.js';
import { rateLimitPage } from '../rate-limit-page.js';

export interface WebRouteDeps {
  readonly config: Config;
  readonly accounts: AccountService;
  readonly analysis: AnalysisService;
  readonly credentials: CredentialResolver;
  readonly keys: ApiKeyService;
  readonly encryptor: Encryptor;
  /** Analyses in flight per caller, shared with POST /api/analyze. */
  readonly slots: AnalysisSlots;
  /** The API's per-user/per-IP limiter, applied to the analyze form as to POST /api/analyze. */
  readonly rateLimit?: RequestHandler;
  /** Webhook management and repositories' scans; absent: the repositories page says it is unavailable. */
  readonly webhooks?: { readonly settings: WebhookSettingsService; readonly scans: RepositoryScans } | null;
}

/** One-time data carried across a POST → 303 → GET (the new key, the webhook secret, a notice). */
interface Flash {
  notice?: Notice;
  createdKey?: { name: string; key: string };
  webhook?: { owner: string; repo: string; enablement: WebhookEnablement };
}

/** The signed-in person's id (after `needSession`). */
function userIdOf(res: Response): string {
  const auth = authOf(res);
  if (auth.kind !== 'user') throw new Error('needSession must run first');
  return auth.user.id;
}

/** Pages that need a signed-in person (cookie session); the pages' error middleware shows the 401. */
const needSession: RequestHandler = (req, res, next) => {
  const auth = authOf(res);
  if (auth.kind !== 'user' || auth.via !== 'session' || auth.sessionToken === null) {
    throw new AuthenticationError(`Sign in to manage ${req.path.startsWith('/settings/repositories') ? 'repositories' : 'API keys'}.`);
  }
  next();
};

/** "owner/repo", or a pasted GitHub URL of the repository. */
function parseRepository(input: string, githubUrl: string): { owner: string; repo: string } | null {
  let value = input.trim();
  if (value.startsWith(`${githubUrl}/`)) value = value.slice(githubUrl.length + 1);
  const [owner, repo, ...rest] = value.replace(/(?<!\/)\/+$/, '').replace(/\.git$/, '').split('/');
  if (owner === undefined || repo === undefined || rest.length > 0 || !isValidOwner(owner) || !isValidRepo(repo)) return null;
  return { owner, repo };
}

/**
 * The web app's pages and form handlers: home and the analyze form, Settings → API keys and
 * Repositories. Forms POST urlencoded bodies; every state change checks Origin/Referer and, for a
 * signed-in person, a session-bound CSRF token (docs/adr/0006-web-forms.md).
 */
export function webRoutes(deps: WebRouteDeps): Router {
  const router = Router();
  const { config } = deps;
  const form = express.urlencoded({ extended: false, limit: '10kb', parameterLimit: 20 });
  const guard = formGuard(config.baseUrl);
  const ctxOf = (res: Response, current?: PageContext['current']) => pageContextOf(res, deps.accounts.signInEnabled, current);
  const flash = (res: Response) => flashOf<Flash>(res);
  router.use('/settings', flashCookie({ encryptor: deps.encryptor, secure: config.baseUrl.startsWith('https://') }));

  // ---- Home and the analyze form ----

  router.get('/', (_req, res) => {
    sendPage(res, 200, renderHomePage({ githubUrl: config.githubUrl, baseUrl: config.baseUrl }, ctxOf(res, 'home')));
  });

  const limitForm = rateLimitPage(deps.rateLimit, (req, res, message) => {
    const error = { message, detail: 'Wait a minute and try again, or sign in for a higher limit.' };
    sendPage(res, 429, renderHomePage({ githubUrl: config.githubUrl, baseUrl: config.baseUrl, url: bodyField(req, 'url'), error }, ctxOf(res, 'home')));
  });

  router.post('/analyze', form, guard, limitForm, async (req, res) => {
    const url = bodyField(req, 'url').trim();
    try {
      const { target } = parseAnalyzeRequest({ url }, config.githubUrl);
      const auth = authOf(res);
      const outcome = await deps.slots.run(callerOf(auth, req.ip), async () => {
        const { token, kind } = await deps.credentials.resolve(auth.kind === 'user' ? auth.user.id : null, null, target);
        return deps.analysis.analyze(target, { token, credential: kind, source: 'api' });
      });
      res.redirect(303, `/s/${encodeURIComponent(outcome.signalId)}`);
    } catch (error) {
      const { status, ...failure } = failureOf(error);
      sendPage(res, status, renderHomePage({ githubUrl: config.githubUrl, baseUrl: config.baseUrl, url, error: failure }, ctxOf(res, 'home')));
    }
  });

  // ---- Settings: API keys ----

  router.get('/settings', (_req, res) => {
    res.redirect(302, '/settings/keys');
  });

  router.get('/settings/keys', needSession, async (_req, res) => {
    const { createdKey, notice } = flash(res).take();
    const keys = await deps.keys.list(userIdOf(res));
    sendPage(res, 200, renderKeysPage({ keys, created: createdKey, notice }, ctxOf(res, 'keys')));
  });

  router.post('/settings/keys', form, needSession, guard, async (req, res) => {
    const userId = userIdOf(res);
    const name = bodyField(req, 'name');
    try {
      const created = await deps.keys.create(userId, { name });
      flash(res).redirect('/settings/keys', { createdKey: { name: created.name, key: created.key } });
    } catch (error) {
      const { status, message } = failureOf(error);
      const keys = await deps.keys.list(userId);
      sendPage(res, status, renderKeysPage({ keys, nameValue: name, notice: { kind: 'error', text: message } }, ctxOf(res, 'keys')));
    }
  });

  router.get('/settings/keys/:id/revoke', needSession, async (req, res) => {
    const key = (await deps.keys.list(userIdOf(res))).find((k) => k.id === req.params.id);
    if (key === undefined) {
      sendPage(res, 404, renderMessagePage('Not found', 'No active API key has this id: it may have been revoked already.', ctxOf(res, 'keys'), html`<p><a href="/settings/keys">Back to API keys</a></p>`));
      return;
    }
    sendPage(res, 200, renderRevokeConfirmPage(key, ctxOf(res, 'keys')));
  });

  router.post('/settings/keys/:id/revoke', form, needSession, guard, async (req, res) => {
    const userId = userIdOf(res);
    const key = (await deps.keys.list(userId)).find((k) => k.id === req.params.id);
    let notice: Notice;
    try {
      await deps.keys.revoke(userId, String(req.params.id));
      notice = { kind: 'success', text: `Key “${key?.name ?? req.params.id}” revoked. Requests that use it are refused from now on.` };
    } catch (error) {
      notice = { kind: 'error', text: failureOf(error).message };
    }
    flash(res).redirect('/settings/keys', { notice });
  });

  // ---- Settings: repositories and their webhooks ----

  router.get('/settings/repositories', needSession, async (req, res) => {
    const { notice, webhook } = flash(res).take();
    const ctx = ctxOf(res, 'repositories');
    const repoValue = typeof req.query.repo === 'string' ? req.query.repo.slice(0, 300) : '';
    if (deps.webhooks === undefined || deps.webhooks === null) {
      sendPage(res, 200, renderRepositoriesPage({ repoValue, notice: { kind: 'info', text: 'Webhooks are not available on this server.' } }, ctx));
      return;
    }
    if (repoValue.trim() === '') {
      sendPage(res, 200, renderRepositoriesPage({ repoValue, notice }, ctx));
      return;
    }
    const target = parseRepository(repoValue, config.githubUrl);
    if (target === null) {
      sendPage(res, 400, renderRepositoriesPage({ repoValue, notice: { kind: 'error', text: 'Invalid repository: owner or name does not follow GitHub\'s rules. Enter it as owner/repo.' } }, ctx));
      return;
    }
    const { owner, repo } = target;
    const base = { owner, repo, githubUrl: config.githubUrl };
    let panel: RepositoryPanel;
    try {
      const page = await deps.webhooks.scans.list(userIdOf(res), owner, repo, { limit: 20 });
      const state = await deps.webhooks.settings.state(owner, repo);
      const enablement = webhook !== undefined && webhook.owner.toLowerCase() === owner.toLowerCase() && webhook.repo.toLowerCase() === repo.toLowerCase() ? webhook.enablement : undefined;
      panel = {
        ...base,
        ...state,
        enablement,
        scans: page.scans.map((s) => ({
          signal_id: s.signalId,
          pr_number: s.prNumber,
          head_sha: s.headSha,
          source: s.source,
          risk_level: s.riskLevel,
          review_action: s.reviewAction,
          created_at: s.createdAt,
        })),
      };
    } catch (error) {
      panel = { ...base, status: 'never', since: null, scans: null, error: failureOf(error).message };
    }
    sendPage(res, 200, renderRepositoriesPage({ repoValue, notice, panel }, ctx));
  });

  const webhookAction = (action: 'enable' | 'disable' | 'rotate'): RequestHandler => async (req, res) => {
    const userId = userIdOf(res);
    const repoValue = bodyField(req, 'repo');
    const target = parseRepository(repoValue, config.githubUrl);
    const back = (full: string) => `/settings/repositories?repo=${encodeURIComponent(full)}`;
    if (deps.webhooks === undefined || deps.webhooks === null || target === null) {
      flash(res).redirect(back(repoValue), { notice: { kind: 'error', text: target === null ? 'Invalid repository: owner or name does not follow GitHub\'s rules.' : 'Webhooks are not available on this server.' } });
      return;
    }
    const { owner, repo } = target;
    const full = `${owner}/${repo}`;
    let result: Flash;
    try {
      if (action === 'enable') {
        const { created, enablement } = await deps.webhooks.settings.enable(userId, owner, repo);
        result = { webhook: { owner, repo, enablement }, notice: { kind: 'success', text: created ? `Webhook enabled for ${full}.` : `The webhook of ${full} was already enabled; its secret is unchanged.` } };
      } else if (action === 'rotate') {
        const enablement = await deps.webhooks.settings.rotate(userId, owner, repo);
        result = { webhook: { owner, repo, enablement }, notice: { kind: 'success', text: `New secret issued for ${full}. Update it on GitHub: deliveries signed with the old one are refused.` } };
      } else {
        await deps.webhooks.settings.disable(userId, owner, repo);
        result = { notice: { kind: 'success', text: `Webhook disabled for ${full}. Remove the hook on GitHub (Settings → Webhooks) too: its deliveries are refused from now on.` } };
      }
    } catch (error) {
      result = { notice: { kind: 'error', text: failureOf(error).message } };
    }
    flash(res).redirect(back(full), result);
  };
  router.post('/settings/repositories/enable', form, needSession, guard, webhookAction('enable'));
  router.post('/settings/repositories/disable', form, needSession, guard, webhookAction('disable'));
  router.post('/settings/repositories/rotate', form, needSession, guard, webhookAction('rotate'));

  // A typed error from these pages (the form guard, a sign-in requirement) is a page, not JSON.
  router.use(['/analyze', '/settings'], pageErrors({ signInEnabled: deps.accounts.signInEnabled, contextOf: (res) => ctxOf(res) }));

  // Any other page a person might type: a page, not Express's bare text. API paths keep their JSON 404.
  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api/') || req.path === '/api' || req.path.startsWith('/assets/')) {
      next();
      return;
    }
    sendPage(res, 404, renderMessagePage('Not found', 'There is no page at this address.', ctxOf(res)));
  });

  return router;
}
