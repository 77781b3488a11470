import { html, type SafeHtml } from './html.js';

export function layout(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · svc</title>
<link rel="stylesheet" href="/assets/app.css">
</head>
<body>
<header class="top"><a class="brand" href="/">svc</a><span class="tagline">pull request signal</span></header>
<main id="main">
${body}
</main>
</body>
</html>`.value;
}
