import type { ListedKey } from '../../services/api-key-service.js';
import type { WebhookEnablement } from '../../services/webhook-settings-service.js';
import type { PageContext } from './context.js';
import { formatDate } from './format.js';
import { html, safeHref, type SafeHtml } from './html.js';
import { layout } from './layout.js';

export interface Notice {
  readonly kind: 'success' | 'error' | 'info';
  readonly text: string;
}

function csrfField(ctx: PageContext): SafeHtml {
  return html`<input type="hidden" name="_csrf" value="${ctx.csrf ?? ''}">`;
}

function noticeBlock(notice: Notice | undefined): SafeHtml | '' {
  if (notice === undefined) return '';
  return html`<div class="flash flash-${notice.kind}" role="${notice.kind === 'error' ? 'alert' : 'status'}" data-testid="notice"><p>${notice.text}</p></div>`;
}

/** A read-only field with a copy button (the button appears when /assets/app.js runs). */
function copyField(id: string, label: string, value: string, testId: string): SafeHtml {
  return html`<div class="field">
  <label for="${id}">${label}</label>
  <div class="input-row">
    <input id="${id}" type="text" readonly value="${value}" class="mono" data-testid="${testId}" spellcheck="false" autocomplete="off">
    <button type="button" class="btn" data-copy="${id}" hidden>Copy</button>
  </div>
</div>`;
}

function settingsNav(ctx: PageContext): SafeHtml {
  return html`<nav class="tabs" aria-label="Settings">
  <a href="/settings/keys"${ctx.current === 'keys' ? html` aria-current="page"` : ''}>API keys</a>
  <a href="/settings/repositories"${ctx.current === 'repositories' ? html` aria-current="page"` : ''}>Repositories</a>
</nav>`;
}

export interface KeysPageModel {
  readonly keys: readonly ListedKey[];
  /** Set once, right after creation (read from a one-time flash). */
  readonly created?: { readonly name: string; readonly key: string };
  readonly notice?: Notice;
  readonly nameValue?: string;
}

export function renderKeysPage(model: KeysPageModel, ctx: PageContext): string {
  const body = html`
<h1>Settings</h1>
${settingsNav(ctx)}
<section class="card" aria-labelledby="keys-title">
  <h2 id="keys-title">API keys</h2>
  <p class="muted">A key authenticates requests with <code>Authorization: Bearer svc_…</code> and analyzes with your connected GitHub token, so private repositories you can read work too.</p>
  ${noticeBlock(model.notice)}
  ${model.created !== undefined
    ? html`<div class="flash flash-success new-key" role="status" data-testid="created-key">
    <p><strong>Key “${model.created.name}” created.</strong> Copy it now: it is shown only this once and cannot be retrieved later.</p>
    ${copyField('new-key', 'Your new API key', model.created.key, 'new-key')}
  </div>`
    : ''}
  <form class="stack-form" method="post" action="/settings/keys">
    ${csrfField(ctx)}
    <label for="key-name">Name</label>
    <div class="input-row">
      <input id="key-name" name="name" type="text" required maxlength="100" placeholder="e.g. CI for acme/widgets" value="${model.nameValue ?? ''}" aria-describedby="key-name-hint">
      <button type="submit" class="btn btn-primary">Create key</button>
    </div>
    <p id="key-name-hint" class="hint">A name that tells you later where the key is used.</p>
  </form>
</section>
<section class="card" aria-labelledby="active-title">
  <h2 id="active-title">Active keys <span class="count">${model.keys.length}</span></h2>
  ${model.keys.length === 0
    ? html`<p class="empty">No active keys.</p>`
    : html`<div class="table-scroll"><table data-testid="keys-table">
    <thead><tr><th scope="col">Name</th><th scope="col">Key</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
    <tbody>${model.keys.map(
      (k) => html`<tr data-key-id="${k.id}">
      <td>${k.name}</td>
      <td><code>${k.prefix}…</code></td>
      <td><time datetime="${k.created_at}">${formatDate(k.created_at)}</time></td>
      <td>${k.last_used_at !== null ? html`<time datetime="${k.last_used_at}">${formatDate(k.last_used_at)}</time>` : html`<span class="muted">never</span>`}</td>
      <td class="actions"><a class="btn btn-small btn-danger-outline" href="/settings/keys/${encodeURIComponent(k.id)}/revoke">Revoke<span class="visually-hidden"> ${k.name}</span></a></td>
    </tr>`,
    )}</tbody>
  </table></div>`}
</section>`;
  return layout('API keys', body, ctx);
}

export function renderRevokeConfirmPage(key: ListedKey, ctx: PageContext): string {
  const body = html`
<div class="narrow">
  <h1>Revoke “${key.name}”?</h1>
  <div class="card danger-zone">
    <p>Requests that send <code>${key.prefix}…</code> will be refused at once with <code>401 Invalid API key</code>. This cannot be undone; create a new key to replace it.</p>
    <form method="post" action="/settings/keys/${encodeURIComponent(key.id)}/revoke" class="button-row">
      ${csrfField(ctx)}
      <button type="submit" class="btn btn-danger">Revoke key</button>
      <a class="btn" href="/settings/keys">Cancel</a>
    </form>
  </div>
</div>`;
  return layout(`Revoke ${key.name}`, body, ctx);
}

export interface RepositoryScanRow {
  readonly signal_id: string;
  readonly pr_number: number;
  readonly head_sha: string;
  readonly source: string;
  readonly risk_level: string;
  readonly review_action: string;
  readonly created_at: string;
}

export interface RepositoryPanel {
  readonly owner: string;
  readonly repo: string;
  readonly githubUrl: string;
  readonly status: 'enabled' | 'disabled' | 'never';
  readonly since: string | null;
  /** Present once, right after enable or rotate. */
  readonly enablement?: WebhookEnablement;
  readonly scans: readonly RepositoryScanRow[] | null;
  /** Why the panel could not be filled (no access, not found). */
  readonly error?: string;
}

export interface RepositoriesPageModel {
  readonly repoValue: string;
  readonly notice?: Notice;
  readonly panel?: RepositoryPanel;
}

function actionLabel(action: string): string {
  return action.replace(/_/g, ' ');
}

function setupInstructions(p: RepositoryPanel, e: WebhookEnablement): SafeHtml {
  const hooks = `${p.githubUrl}/${p.owner}/${p.repo}/settings/hooks/new`;
  return html`<div class="flash flash-success setup" role="status" data-testid="webhook-setup">
  <p><strong>Webhook ${e.status} for ${p.owner}/${p.repo}.</strong> Add it on GitHub now: the secret is shown only on this page.</p>
  <ol class="steps">
    <li>Open <a href="${safeHref(hooks)}">Settings → Webhooks → Add webhook</a> on GitHub.</li>
    <li>${copyField('webhook-url', 'Payload URL', e.webhook_url, 'webhook-url')}</li>
    <li><p class="field-label">Content type</p><p><code data-testid="webhook-content-type">${e.content_type}</code></p></li>
    <li>${copyField('webhook-secret', 'Secret', e.webhook_secret, 'webhook-secret')}</li>
    <li><p class="field-label">Events</p><p>Choose “Let me select individual events” and tick only <strong>Pull requests</strong> (<code>${e.events.join(', ')}</code>).</p></li>
  </ol>
  <details><summary>Full instructions</summary><p class="small">${e.instructions}</p></details>
</div>`;
}

function repositoryPanel(p: RepositoryPanel, ctx: PageContext): SafeHtml {
  const full = `${p.owner}/${p.repo}`;
  const hidden = html`${csrfField(ctx)}<input type="hidden" name="repo" value="${full}">`;
  const statusLine =
    p.status === 'enabled'
      ? html`<span class="chip chip-ok">enabled</span> since <time datetime="${p.since ?? ''}">${formatDate(p.since)}</time>`
      : p.status === 'disabled'
        ? html`<span class="chip chip-neutral">disabled</span> on <time datetime="${p.since ?? ''}">${formatDate(p.since)}</time>. Remove the hook on GitHub too: its deliveries are refused.`
        : html`<span class="chip chip-neutral">not enabled</span>`;
  return html`<section class="card" aria-labelledby="repo-title" data-testid="repository-panel">
  <h2 id="repo-title"><a href="${safeHref(`${p.githubUrl}/${full}`)}">${full}</a></h2>
  ${p.error !== undefined
    ? html`<div class="flash flash-error" role="alert" data-testid="repository-error"><p>${p.error}</p></div>`
    : html`
  <p data-testid="webhook-status">Webhook: ${statusLine}</p>
  ${p.enablement !== undefined ? setupInstructions(p, p.enablement) : ''}
  <div class="button-row">
    ${p.status === 'enabled'
      ? html`<form method="post" action="/settings/repositories/rotate">${hidden}<button type="submit" class="btn">Rotate secret</button></form>
    <form method="post" action="/settings/repositories/disable">${hidden}<button type="submit" class="btn btn-danger">Disable webhook</button></form>`
      : html`<form method="post" action="/settings/repositories/enable">${hidden}<button type="submit" class="btn btn-primary">Enable webhook</button></form>`}
  </div>
  <p class="hint">Managing the webhook needs admin permission on ${full} on GitHub.</p>
  <h3>Recent scans</h3>
  ${p.scans === null || p.scans.length === 0
    ? html`<p class="empty">No scans of ${full} yet.</p>`
    : html`<div class="table-scroll"><table data-testid="scans-table">
    <thead><tr><th scope="col">Pull request</th><th scope="col">Risk</th><th scope="col">Suggested</th><th scope="col">Source</th><th scope="col">Head</th><th scope="col">Analyzed</th></tr></thead>
    <tbody>${p.scans.map(
      (s) => html`<tr>
      <td><a href="/s/${encodeURIComponent(s.signal_id)}">#${s.pr_number}</a></td>
      <td><span class="chip chip-level-${s.risk_level}">${s.risk_level}</span></td>
      <td>${actionLabel(s.review_action)}</td>
      <td>${s.source}</td>
      <td><code>${s.head_sha.slice(0, 7)}</code></td>
      <td><time datetime="${s.created_at}">${formatDate(s.created_at)}</time></td>
    </tr>`,
    )}</tbody></table></div>`}`}
</section>`;
}

export function renderRepositoriesPage(model: RepositoriesPageModel, ctx: PageContext): string {
  const body = html`
<h1>Settings</h1>
${settingsNav(ctx)}
<section class="card" aria-labelledby="repos-title">
  <h2 id="repos-title">Repositories</h2>
  <p class="muted">Enable a webhook on a repository you administer and every pull request opened, reopened, marked ready or updated there is analyzed automatically.</p>
  ${noticeBlock(model.notice)}
  <form class="stack-form" method="get" action="/settings/repositories">
    <label for="repo-name">Repository</label>
    <div class="input-row">
      <input id="repo-name" name="repo" type="text" required placeholder="owner/repo" value="${model.repoValue}" spellcheck="false" autocapitalize="off" aria-describedby="repo-hint">
      <button type="submit" class="btn">Open</button>
    </div>
    <p id="repo-hint" class="hint">Owner and name, as in <code>acme/widgets</code>.</p>
  </form>
</section>
${model.panel !== undefined ? repositoryPanel(model.panel, ctx) : ''}`;
  return layout('Repositories', body, ctx);
}
