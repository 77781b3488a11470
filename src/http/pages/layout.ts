import type { PageContext } from './context.js';
import { ANONYMOUS_CONTEXT } from './context.js';
import { html, type SafeHtml } from './html.js';

const MARK = html`<svg class="brand-mark" viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" focusable="false"><path d="M2 12.5 6 8l3 3 5-6.5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

function navLink(href: string, label: string, active: boolean): SafeHtml {
  return html`<a href="${href}"${active ? html` aria-current="page"` : ''}>${label}</a>`;
}

function header(ctx: PageContext, wide: boolean): SafeHtml {
  const account =
    ctx.user !== null
      ? html`<span class="who" data-testid="signed-in-as">Signed in as <strong>${ctx.user.login}</strong></span>
<form method="post" action="/auth/logout" class="inline-form"><input type="hidden" name="_csrf" value="${ctx.csrf ?? ''}"><button type="submit" class="btn btn-small">Sign out</button></form>`
      : ctx.signInEnabled
        ? html`<a class="btn btn-small btn-github" href="/auth/login" data-testid="sign-in">Sign in with GitHub</a>`
        : '';
  return html`<header class="top">
  <div class="${wide ? 'top-inner wide' : 'top-inner'}">
    <a class="brand" href="/">${MARK}<span>svc</span></a>
    <nav aria-label="Main" class="nav">
      ${navLink('/', 'Analyze', ctx.current === 'home')}
      ${ctx.user !== null ? [navLink('/settings/keys', 'API keys', ctx.current === 'keys'), navLink('/settings/repositories', 'Repositories', ctx.current === 'repositories')] : ''}
    </nav>
    <div class="account">${account}</div>
  </div>
</header>`;
}

/** The page shell: skip link, header with navigation and account, main landmark, footer. */
export function layout(title: string, body: SafeHtml, ctx: PageContext = ANONYMOUS_CONTEXT, options: { wide?: boolean } = {}): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${title} · svc</title>
<link rel="stylesheet" href="/assets/app.css">
<script src="/assets/app.js" defer></script>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
${header(ctx, options.wide === true)}
<main id="main" class="${options.wide === true ? 'wrap wide' : 'wrap'}" tabindex="-1">
${body}
</main>
<footer class="foot"><div class="${options.wide === true ? 'wrap wide' : 'wrap'}">svc · pull request signal · <a href="/api/openapi.json">API</a></div></footer>
</body>
</html>`.value;
}

/** A plain message page (not found, sign-in required, refused form). */
export function renderMessagePage(title: string, message: string, ctx: PageContext = ANONYMOUS_CONTEXT, action?: SafeHtml): string {
  return layout(title, html`<div class="narrow"><h1>${title}</h1><p class="lead">${message}</p>${action ?? html`<p><a href="/">Analyze a pull request</a></p>`}</div>`, ctx);
}
