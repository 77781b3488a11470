import type { Signal } from '../../signal/schema.js';
import { html, safeHref, type SafeHtml } from './html.js';
import { layout } from './layout.js';

function section(title: string, id: string, body: SafeHtml | SafeHtml[]): SafeHtml {
  return html`<section aria-labelledby="${id}"><h2 id="${id}">${title}</h2>${body}</section>`;
}

function list<T>(items: readonly T[], empty: string, item: (value: T) => SafeHtml): SafeHtml {
  if (items.length === 0) return html`<p class="muted">${empty}</p>`;
  return html`<ul>${items.map((value) => html`<li>${item(value)}</li>`)}</ul>`;
}

/** The signal as a page for people: everything the JSON says, in the order a reviewer reads it. */
export function renderSignalPage(signal: Signal): string {
  const { pr, risk, review, evidence, supply_chain: supply, focus, triage, meta } = signal;
  const findings = supply.findings;
  const body = html`
<article class="signal">
  <p class="crumbs"><a href="${safeHref(pr.url)}">${pr.owner}/${pr.repo}#${pr.number}</a> · by ${pr.author}</p>
  <h1>${pr.title}</h1>
  <div class="verdict">
    <p class="badge risk-${risk.level}" data-testid="risk-level">Risk: <strong>${risk.level}</strong></p>
    <p><meter min="0" max="1" low="0.25" high="0.5" optimum="0" value="${risk.score.toFixed(2)}" aria-label="risk score">${risk.score.toFixed(2)}</meter> score ${risk.score.toFixed(2)}</p>
    <p class="action action-${review.action}" data-testid="review-action">Suggested: <strong>${review.action.replace('_', ' ')}</strong></p>
  </div>
  <p>${review.rationale}</p>
  ${section(
    'Why',
    'drivers',
    list(risk.drivers, 'No risk drivers.', (d) => html`<strong>${d.title}</strong> <span class="muted">(weight ${d.weight.toFixed(2)})</span><br>${d.detail}${d.evidence.length > 0 ? html`<br><code>${d.evidence.slice(0, 10).join(', ')}</code>` : ''}`),
  )}
  ${section(
    'Findings',
    'findings',
    list(findings, 'No supply-chain or CI-configuration findings.', (f) => html`<span class="sev sev-${f.severity}">${f.severity}</span> <strong>${f.title}</strong> <code>${f.path}${f.line !== null ? `:${f.line}` : ''}</code><br>${f.detail}`),
  )}
  ${section(
    'Dependencies',
    'dependencies',
    html`<p>${supply.new_dependencies.length} new, ${supply.updated_dependencies.length} updated, ${supply.removed_dependencies.length} removed, ${supply.lockfile_changes.length} lockfiles changed.</p>
    ${list(supply.new_dependencies, 'No new dependencies.', (d) => html`<code>${d.name}${d.version !== null ? `@${d.version}` : ''}</code> (${d.ecosystem}${d.dev ? ', dev' : ''}) in <code>${d.manifest}</code>`)}`,
  )}
  ${section(
    'Files to review first',
    'focus',
    html`<p class="muted">${focus.files.length} of ${focus.total_files} files shown.</p>
    <ol>${focus.files.map((f) => html`<li><code>${f.path}</code> <span class="muted">+${f.additions} −${f.deletions}, ${f.category}</span><br>${f.reasons.join('; ')}</li>`)}</ol>`,
  )}
  ${section(
    'Checks',
    'checks',
    html`<p>${evidence.summary.passed} passed, ${evidence.summary.failed} failed, ${evidence.summary.pending} pending, ${evidence.summary.skipped} skipped; completeness ${Math.round(evidence.completeness * 100)}%.</p>
    ${list(evidence.checks, 'No checks reported on the head commit.', (c) => html`<span class="outcome outcome-${c.outcome}">${c.outcome}</span> ${c.name}`)}`,
  )}
  ${section(
    'Contributors',
    'contributors',
    list(signal.contributors, 'No contributors.', (c) => html`<strong>${c.login}</strong> (${c.roles.join(', ')}) trust <strong>${c.trust_level}</strong>${c.context.length > 0 ? html`<br><span class="muted">${c.context.join('; ')}</span>` : ''}`),
  )}
  ${section(
    'Triage',
    'triage',
    html`<p>Effort ${triage.effort.level}/5, about ${triage.effort.minutes} minutes. Staleness risk ${triage.staleness.risk} (open ${triage.staleness.age_days} days, updated ${triage.staleness.days_since_update} days ago).</p>
    ${list(triage.recommendations, 'No recommendations.', (r) => html`${r.text}`)}`,
  )}
  ${section(
    'Draft review comments',
    'comments',
    list(review.comments, 'No draft comments.', (c) => html`<code>${c.path}${c.line !== null ? `:${c.line}` : ''}</code><br>${c.body}`),
  )}
  ${section(
    'Not analyzed',
    'warnings',
    list(meta.warnings, meta.truncated ? 'GitHub listed only part of this PR.' : 'Everything was read.', (w) => html`${w}`),
  )}
  <p class="muted">Analyzed ${meta.generated_at} in ${Math.round(meta.duration_ms)} ms with ${meta.github_requests} GitHub requests · analyzer ${meta.analyzer_version} · <a href="/s/${signal.signal_id}" data-format="json" id="json-link">JSON</a> · <a href="${safeHref(pr.url)}">Open the PR on GitHub</a></p>
</article>`;
  return layout(`${pr.owner}/${pr.repo}#${pr.number}`, body);
}

export function renderNotFoundPage(what: string): string {
  return layout('Not found', html`<h1>Not found</h1><p>${what}</p><p><a href="/">Analyze a pull request</a></p>`);
}
