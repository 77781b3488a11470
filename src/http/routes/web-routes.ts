import { serialize, parse as parseCookies } from 'cookie';
import express, { type NextFunction, type Request, type RequestHandler, type Response, Router } from 'express';
import type { Config } from '../../config.js';
import { AnalysisError, AppError } from '../../errors.js';
import { hashToken, safeEqual } from '../../security/hash-token.js';
import type { Encryptor } from '../../security/encryption.js';
import type { AccountService } from '../../services/account-service.js';
import type { AnalysisService } from '../../services/analysis-service.js';
import type { ApiKeyService } from '../../services/api-key-service.js';
import type { CredentialResolver } from '../../services/credential-resolver.js';
import { parseAnalyzeRequest } from '../../services/parse-analyze-request.js';
import { isValidOwner, isValidRepo } from '../../services/parse-pr-url.js';
import type { RepositoryAccess } from '../../services/repository-access.js';
import type { WebhookEnablement, WebhookSettingsService } from '../../services/webhook-settings-service.js';
import type { RepositoryStore } from '../../storage/repository-store.js';
import type { ScanStore } from '../../storage/scan-store.js';
import { authOf } from '../auth.js';
import { csrfTokenFor, type PageContext, pageContextOf } from '../pages/context.js';
import { html } from '../pages/html.js';
import { renderMessagePage } from '../pages/layout.js';
import { renderHomePage } from '../pages/render-home-page.js';
import { type Notice, type RepositoryPanel, renderKeysPage, renderRepositoriesPage, renderRevokeConfirmPage } from '../pages/render-settings-pages.js';

export interface WebRouteDeps {
  readonly config: Config;
  readonly accounts: AccountService;
  readonly analysis: AnalysisService;
  readonly credentials: CredentialResolver;
  readonly keys: ApiKeyService;
  readonly encryptor: Encryptor;
  readonly scanStore: ScanStore;
  /** The API's per-user/per-IP limiter, applied to the analyze form as to POST /api/analyze. */
  readonly rateLimit?: RequestHandler;
  /** Webhook management; absent: the repositories page says it is unavailable. */
  readonly webhooks?: { readonly settings: WebhookSettingsService; readonly access: RepositoryAccess; readonly repositories: RepositoryStore } | null;
}

const FLASH_COOKIE = 'svc_flash';
const FLASH_TTL_SECONDS = 120;

/** One-time data carried across a POST → 303 → GET (the new key, the webhook secret, a notice). */
interface Flash {
  notice?: Notice;
  createdKey?: { name: string; key: string };
  webhook?: { owner: string; repo: string; enablement: WebhookEnablement };
}

interface SignedIn {
  readonly userId: string;
  readonly sessionToken: string;
}

function signedInOf(res: Response): SignedIn | null {
  const auth = authOf(res);
  if (auth.kind === 'user' && auth.via === 'session' && auth.sessionToken !== null) return { userId: auth.user.id, sessionToken: auth.sessionToken };
  return null;
}

function sendPage(res: Response, status: number, page: string): void {
  res.status(status).type('html').setHeader('Cache-Control', 'no-store');
  res.send(page);
}

function bodyField(req: Request, name: string): string {
  const body = req.body as Record<string, unknown> | undefined;
  const value = body?.[name];
  return typeof value === 'string' ? value : '';
}

/** "owner/repo", or a pasted GitHub URL of the repository. */
function parseRepository(input: string, githubUrl: string): { owner: string; repo: string } | null {
  let value = input.trim();
  if (value.startsWith(`${githubUrl}/`)) value = value.slice(githubUrl.length + 1);
  const [owner, repo, ...rest] = value.replace(/\/+$/, '').replace(/\.git$/, '').split('/');
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
  const allowedOrigin = new URL(config.baseUrl).origin;
  const secure = config.baseUrl.startsWith('https://');
  const form = express.urlencoded({ extended: false, limit: '10kb', parameterLimit: 20 });
  const ctxOf = (res: Response, current?: PageContext['current']) => pageContextOf(res, deps.accounts.signInEnabled, current);

  const refuse = (res: Response, message: string) => sendPage(res, 403, renderMessagePage('Request refused', message, ctxOf(res)));

  /** Same-origin check (Origin, else Referer) and, when signed in, the session-bound token. */
  const guard: RequestHandler = (req, res, next) => {
    const origin = req.headers.origin;
    const referer = req.headers.referer;
    const sameOrigin = origin !== undefined ? origin === allowedOrigin : referer === undefined || referer === allowedOrigin || referer.startsWith(`${allowedOrigin}/`);
    if (!sameOrigin) {
      refuse(res, 'This form was sent from another site. Open svc and try again.');
      return;
    }
    const signedIn = signedInOf(res);
    if (signedIn !== null && !safeEqual(bodyField(req, '_csrf'), csrfTokenFor(signedIn.sessionToken))) {
      refuse(res, 'This form has expired (you may have signed out or in again in another tab). Reload the page and try again.');
      return;
    }
    next();
  };

  const needSession = (req: Request, res: Response, next: NextFunction): void => {
    if (signedInOf(res) !== null) {
      next();
      return;
    }
    const action = deps.accounts.signInEnabled ? html`<p><a class="btn btn-primary" href="/auth/login">Sign in with GitHub</a></p>` : html`<p>Sign-in is not configured on this server.</p>`;
    sendPage(res, 401, renderMessagePage('Sign in required', `Sign in to manage ${req.path.startsWith('/settings/repositories') ? 'repositories' : 'API keys'}.`, ctxOf(res), action));
  };

  // Flash: encrypted with the service's key, bound to the session, single use, two minutes at most.
  const writeFlash = (res: Response, session: SignedIn, flash: Flash): void => {
    const value = deps.encryptor.encrypt(JSON.stringify({ s: hashToken(session.sessionToken).slice(0, 16), e: Date.now() + FLASH_TTL_SECONDS * 1000, f: flash }));
    res.append('Set-Cookie', serialize(FLASH_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure, path: '/settings', maxAge: FLASH_TTL_SECONDS }));
  };
  const readFlash = (req: Request, res: Response, session: SignedIn): Flash => {
    const raw = parseCookies(req.headers.cookie ?? '')[FLASH_COOKIE];
    if (raw === undefined) return {};
    res.append('Set-Cookie', serialize(FLASH_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, path: '/settings', maxAge: 0 }));
    try {
      const parsed = JSON.parse(deps.encryptor.decrypt(raw)) as { s: string; e: number; f: Flash };
      if (parsed.s !== hashToken(session.sessionToken).slice(0, 16) || parsed.e < Date.now()) return {};
      return parsed.f;
    } catch {
      return {};
    }
  };
  const redirectWith = (res: Response, session: SignedIn, location: string, flash: Flash): void => {
    writeFlash(res, session, flash);
    res.redirect(303, location);
  };

  // ---- Home and the analyze form ----

  router.get('/', (_req, res) => {
    sendPage(res, 200, renderHomePage({ githubUrl: config.githubUrl, baseUrl: config.baseUrl }, ctxOf(res, 'home')));
  });

  /** The API's rate limiter, answering its 429 as the form page rather than JSON. */
  const limitForm: RequestHandler = (req, res, next) => {
    if (deps.rateLimit === undefined) {
      next();
      return;
    }
    const json = res.json.bind(res);
    res.json = (payload: unknown) => {
      if (res.statusCode !== 429) return json(payload);
      const message = (payload as { error?: string } | null)?.error ?? 'Rate limit exceeded';
      sendPage(res, 429, renderHomePage({ githubUrl: config.githubUrl, baseUrl: config.baseUrl, url: bodyField(req, 'url'), error: { message, detail: 'Wait a minute and try again, or sign in for a higher limit.' } }, ctxOf(res, 'home')));
      return res;
    };
    deps.rateLimit(req, res, next);
  };

  router.post('/analyze', form, guard, limitForm, async (req, res) => {
    const url = bodyField(req, 'url').trim();
    const model = { githubUrl: config.githubUrl, baseUrl: config.baseUrl, url };
    try {
      const { target } = parseAnalyzeRequest({ url }, config.githubUrl);
      const auth = authOf(res);
      const token = await deps.credentials.tokenFor(auth.kind === 'user' ? auth.user.id : null, null, target);
      const outcome = await deps.analysis.analyze(target, { token, source: 'api' });
      res.redirect(303, `/s/${encodeURIComponent(outcome.signalId)}`);
    } catch (error) {
      if (error instanceof AnalysisError) {
        sendPage(res, 500, renderHomePage({ ...model, error: { message: error.message, detail: error.detail } }, ctxOf(res, 'home')));
        return;
      }
      if (error instanceof AppError) {
        sendPage(res, error.status, renderHomePage({ ...model, error: { message: error.message } }, ctxOf(res, 'home')));
        return;
      }
      throw error;
    }
  });

  // ---- Settings: API keys ----

  router.get('/settings', (_req, res) => {
    res.redirect(302, '/settings/keys');
  });

  router.get('/settings/keys', needSession, async (req, res) => {
    const session = signedInOf(res) as SignedIn;
    const flash = readFlash(req, res, session);
    const keys = await deps.keys.list(session.userId);
    sendPage(res, 200, renderKeysPage({ keys, created: flash.createdKey, notice: flash.notice }, ctxOf(res, 'keys')));
  });

  router.post('/settings/keys', form, needSession, guard, async (req, res) => {
    const session = signedInOf(res) as SignedIn;
    const name = bodyField(req, 'name');
    try {
      const created = await deps.keys.create(session.userId, { name });
      redirectWith(res, session, '/settings/keys', { createdKey: { name: created.name, key: created.key } });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const keys = await deps.keys.list(session.userId);
      sendPage(res, error.status, renderKeysPage({ keys, nameValue: name, notice: { kind: 'error', text: error.message } }, ctxOf(res, 'keys')));
    }
  });

  router.get('/settings/keys/:id/revoke', needSession, async (req, res) => {
    const session = signedInOf(res) as SignedIn;
    const key = (await deps.keys.list(session.userId)).find((k) => k.id === req.params.id);
    if (key === undefined) {
      sendPage(res, 404, renderMessagePage('Not found', 'No active API key has this id: it may have been revoked already.', ctxOf(res, 'keys'), html`<p><a href="/settings/keys">Back to API keys</a></p>`));
      return;
    }
    sendPage(res, 200, renderRevokeConfirmPage(key, ctxOf(res, 'keys')));
  });

  router.post('/settings/keys/:id/revoke', form, needSession, guard, async (req, res) => {
    const session = signedInOf(res) as SignedIn;
    const key = (await deps.keys.list(session.userId)).find((k) => k.id === req.params.id);
    try {
      await deps.keys.revoke(session.userId, String(req.params.id));
      redirectWith(res, session, '/settings/keys', { notice: { kind: 'success', text: `Key “${key?.name ?? req.params.id}” revoked. Requests that use it are refused from now on.` } });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      redirectWith(res, session, '/settings/keys', { notice: { kind: 'error', text: error.message } });
    }
  });

  // ---- Settings: repositories and their webhooks ----

  router.get('/settings/repositories', needSession, async (req, res) => {
    const session = signedInOf(res) as SignedIn;
    const flash = readFlash(req, res, session);
    const ctx = ctxOf(res, 'repositories');
    const repoValue = typeof req.query.repo === 'string' ? req.query.repo.slice(0, 300) : '';
    if (deps.webhooks === undefined || deps.webhooks === null) {
      sendPage(res, 200, renderRepositoriesPage({ repoValue, notice: { kind: 'info', text: 'Webhooks are not available on this server.' } }, ctx));
      return;
    }
    if (repoValue.trim() === '') {
      sendPage(res, 200, renderRepositoriesPage({ repoValue, notice: flash.notice }, ctx));
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
      await deps.webhooks.access.requireRead(session.userId, owner, repo);
      const record = await deps.webhooks.repositories.find(owner, repo);
      const page = await deps.scanStore.listByRepository(owner, repo, { limit: 20 });
      const enablement = flash.webhook !== undefined && flash.webhook.owner.toLowerCase() === owner.toLowerCase() && flash.webhook.repo.toLowerCase() === repo.toLowerCase() ? flash.webhook.enablement : undefined;
      panel = {
        ...base,
        owner: record?.owner ?? owner,
        repo: record?.repo ?? repo,
        status: record === undefined ? 'never' : record.encryptedSecret !== null ? 'enabled' : 'disabled',
        since: record === undefined ? null : record.encryptedSecret !== null ? record.enabledAt : record.disabledAt,
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
      if (!(error instanceof AppError)) throw error;
      panel = { ...base, status: 'never', since: null, scans: null, error: error.message };
    }
    sendPage(res, 200, renderRepositoriesPage({ repoValue, notice: flash.notice, panel }, ctx));
  });

  const webhookAction = (action: 'enable' | 'disable' | 'rotate'): RequestHandler => async (req, res) => {
    const session = signedInOf(res) as SignedIn;
    const repoValue = bodyField(req, 'repo');
    const target = parseRepository(repoValue, config.githubUrl);
    const back = (full: string) => `/settings/repositories?repo=${encodeURIComponent(full)}`;
    if (deps.webhooks === undefined || deps.webhooks === null || target === null) {
      redirectWith(res, session, back(repoValue), { notice: { kind: 'error', text: target === null ? 'Invalid repository: owner or name does not follow GitHub\'s rules.' : 'Webhooks are not available on this server.' } });
      return;
    }
    const { owner, repo } = target;
    const full = `${owner}/${repo}`;
    try {
      if (action === 'enable') {
        const { created, enablement } = await deps.webhooks.settings.enable(session.userId, owner, repo);
        redirectWith(res, session, back(full), { webhook: { owner, repo, enablement }, notice: { kind: 'success', text: created ? `Webhook enabled for ${full}.` : `The webhook of ${full} was already enabled; its secret is unchanged.` } });
      } else if (action === 'rotate') {
        const enablement = await deps.webhooks.settings.rotate(session.userId, owner, repo);
        redirectWith(res, session, back(full), { webhook: { owner, repo, enablement }, notice: { kind: 'success', text: `New secret issued for ${full}. Update it on GitHub: deliveries signed with the old one are refused.` } });
      } else {
        await deps.webhooks.settings.disable(session.userId, owner, repo);
        redirectWith(res, session, back(full), { notice: { kind: 'success', text: `Webhook disabled for ${full}. Remove the hook on GitHub (Settings → Webhooks) too: its deliveries are refused from now on.` } });
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      redirectWith(res, session, back(full), { notice: { kind: 'error', text: error.message } });
    }
  };
  router.post('/settings/repositories/enable', form, needSession, guard, webhookAction('enable'));
  router.post('/settings/repositories/disable', form, needSession, guard, webhookAction('disable'));
  router.post('/settings/repositories/rotate', form, needSession, guard, webhookAction('rotate'));

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
