import type { PageContext } from './context.js';
import { html } from './html.js';
import { layout } from './layout.js';

export interface HomePageModel {
  readonly githubUrl: string;
  readonly baseUrl: string;
  /** The URL the person typed, kept in the field after an error. */
  readonly url?: string;
  /** The API's words: "Invalid PR URL. …", "Analysis failed: …". */
  readonly error?: { readonly message: string; readonly detail?: string | null };
}

/** `/`: the "analyze a PR" form, a plain POST to /analyze (the same service as POST /api/analyze). */
export function renderHomePage(model: HomePageModel, ctx: PageContext): string {
  const example = `${model.githubUrl}/owner/repo/pull/123`;
  const errorId = model.error !== undefined ? 'url-error' : undefined;
  const body = html`
<section class="hero" aria-labelledby="analyze-title">
  <h1 id="analyze-title">Analyze a pull request</h1>
  <p class="lead">Paste a pull request URL. svc reads the PR, its checks, dependencies and contributors, and tells you how risky it is, what to look at first and what to say in your review.</p>
  <form class="analyze-form" method="post" action="/analyze" novalidate data-busy-label="Analyzing…">
    ${ctx.csrf !== null ? html`<input type="hidden" name="_csrf" value="${ctx.csrf}">` : ''}
    <label for="pr-url">Pull request URL</label>
    <div class="input-row">
      <input id="pr-url" name="url" type="text" inputmode="url" autocomplete="url" spellcheck="false" required placeholder="${example}" value="${model.url ?? ''}"${errorId !== undefined ? html` aria-invalid="true" aria-describedby="${errorId}"` : html` aria-describedby="url-hint"`}>
      <button type="submit" class="btn btn-primary">Analyze</button>
    </div>
    <p id="url-hint" class="hint">Accepted form: <code>${example}</code> (a trailing <code>/files</code> or <code>/commits</code> is fine).</p>
    ${model.error !== undefined
      ? html`<div id="url-error" class="flash flash-error" role="alert" data-testid="form-error"><p><strong>${model.error.message}</strong></p>${model.error.detail !== undefined && model.error.detail !== null && model.error.detail !== '' ? html`<p class="small">${model.error.detail}</p>` : ''}</div>`
      : ''}
  </form>
  <p class="small muted">${ctx.user !== null
    ? 'Analyses use your connected GitHub token, so private repositories you can read work too.'
    : ctx.signInEnabled
      ? html`Public repositories only. <a href="/auth/login">Sign in with GitHub</a> to analyze private repositories, create API keys and set up webhooks.`
      : 'Public repositories only.'}</p>
</section>

<section class="features" aria-label="What the signal covers">
  <div class="feature"><h2>Risk, explained</h2><p>A level and a score from 0 to 1, with every driver behind it and the evidence: failing checks, sensitive paths, new dependencies, unknown contributors.</p></div>
  <div class="feature"><h2>Supply chain</h2><p>New, updated and removed dependencies across npm, PyPI, Go, Cargo and more; typosquats, install scripts, lockfile drift and risky CI workflows.</p></div>
  <div class="feature"><h2>Where to look</h2><p>A ranked list of files to review first, an effort estimate, and a suggested review with draft comments anchored to lines.</p></div>
</section>

<section class="api-hint card" aria-labelledby="api-title">
  <h2 id="api-title">From a script</h2>
  <pre><code>curl -X POST ${model.baseUrl}/api/analyze \\
  -H 'Authorization: Bearer svc_…' -H 'Content-Type: application/json' \\
  -d '{"url": "${example}"}'</code></pre>
  <p class="small muted">${ctx.user !== null ? html`Create a key under <a href="/settings/keys">API keys</a>.` : 'Sign in to create an API key; public repositories work without one, at a lower rate limit.'} The <a href="/api/openapi.json">OpenAPI document</a> describes every endpoint.</p>
</section>`;
  return layout('Analyze a pull request', body, ctx);
}
