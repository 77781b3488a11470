import { readFirstLines } from '../../signal/focus-hunks.js';
import type { Check, Contributor, Dependency, Driver, Finding, RiskLevel, Severity, Signal, UpdatedDependency } from '../../signal/schema.js';
import { advisorySeverity, bySeverityDescending } from '../../signal/severity.js';
import { ANONYMOUS_CONTEXT, type PageContext } from './context.js';
import { formatDate, formatNumber, plural } from './format.js';
import { html, safeHref, type SafeHtml } from './html.js';
import { layout, renderMessagePage } from './layout.js';


const ACTION_LABELS: Record<Signal['review']['action'], string> = {
  approve: 'Approve',
  comment: 'Comment',
  request_changes: 'Request changes',
  needs_discussion: 'Needs discussion',
};

const OUTCOME_ICONS: Record<Check['outcome'], string> = { passed: '✓', failed: '✗', pending: '●', skipped: '–' };

function section(title: string, id: string, body: SafeHtml | SafeHtml[], count?: number | string): SafeHtml {
  return html`<section class="card" aria-labelledby="${id}">
  <h2 id="${id}">${title}${count !== undefined ? html` <span class="count">${String(count)}</span>` : ''}</h2>
  ${body}
</section>`;
}

function empty(text: string): SafeHtml {
  return html`<p class="empty">${text}</p>`;
}

function chip(kind: string, text: string, extra = ''): SafeHtml {
  return html`<span class="chip chip-${kind}${extra !== '' ? ` ${extra}` : ''}">${text}</span>`;
}

function severityChip(severity: Severity): SafeHtml {
  return chip(`sev-${severity}`, severity);
}

function location(path: string, line: number | null): SafeHtml {
  return html`<code class="path">${path}${line !== null ? `:${line}` : ''}</code>`;
}

/** The score on a track split at the level thresholds; a marker at the score. Text carries it too. */
function gauge(score: number, level: RiskLevel): SafeHtml {
  const width = 240;
  const x = Math.max(2, Math.min(width - 2, Math.round(score * width)));
  const zones: [RiskLevel, number, number][] = [
    ['low', 0, 0.25],
    ['medium', 0.25, 0.5],
    ['high', 0.5, 0.75],
    ['critical', 0.75, 1],
  ];
  return html`<figure class="gauge" data-testid="risk-gauge">
  <svg viewBox="0 0 ${width} 22" width="${width}" height="22" role="img" aria-label="Risk score ${score.toFixed(2)} of 1, level ${level}. Thresholds: medium 0.25, high 0.50, critical 0.75.">
    ${zones.map(([zone, from, to]) => html`<rect class="zone zone-${zone}" x="${from * width}" y="6" width="${(to - from) * width}" height="8"/>`)}
    <rect class="fill fill-${level}" x="0" y="6" width="${x}" height="8"/>
    <rect class="marker" x="${x - 2}" y="1" width="4" height="18" rx="2"/>
  </svg>
  <figcaption><span class="score">${score.toFixed(2)}</span><span class="of"> / 1.00</span></figcaption>
</figure>`;
}

function driverItem(driver: Driver): SafeHtml {
  const shown = driver.evidence.slice(0, 8);
  return html`<li class="driver">
  <div class="driver-head">
    <div class="driver-title"><strong>${driver.title}</strong>
    ${driver.floor !== null ? chip(`level-${driver.floor}`, `at least ${driver.floor}`, 'chip-outline') : ''}</div>
    <span class="weight" title="Contribution to the score"><svg viewBox="0 0 60 6" width="60" height="6" aria-hidden="true" focusable="false"><rect class="weight-track" x="0" y="0" width="60" height="6" rx="3"/><rect class="weight-fill" x="0" y="0" width="${Math.max(2, Math.round(driver.weight * 60))}" height="6" rx="3"/></svg> weight ${driver.weight.toFixed(2)}</span>
  </div>
  <p>${driver.detail}</p>
  ${shown.length > 0 ? html`<p class="evidence">${shown.map((e) => html`<code>${e}</code> `)}${driver.evidence.length > shown.length ? html`<span class="muted">and ${driver.evidence.length - shown.length} more</span>` : ''}</p>` : ''}
</li>`;
}

function findingItem(f: Finding): SafeHtml {
  return html`<li class="finding finding-${f.severity}">
  <div class="finding-head">${severityChip(f.severity)} <strong class="finding-title">${f.title}</strong></div>
  <p class="finding-where">${location(f.path, f.line)}${f.package !== null ? html` · package <code>${f.package}</code>` : ''} · <span class="muted">${f.id}</span></p>
  <p>${f.detail}</p>
</li>`;
}

function depName(d: Dependency): SafeHtml {
  return html`<code class="pkg">${d.name}</code>${d.dev ? html` ${chip('neutral', 'dev')}` : ''}${d.source !== 'registry' ? html` ${chip('attention', d.source)}` : ''}`;
}

function directionChip(d: UpdatedDependency): SafeHtml {
  if (d.direction === 'upgrade') return chip('ok', '↑ upgrade');
  if (d.direction === 'downgrade') return chip('danger', '↓ downgrade');
  if (d.direction === 'constraint') return chip('neutral', '⊂ constraint');
  return chip('neutral', '↔ changed');
}

function dependencies(signal: Signal): SafeHtml {
  const s = signal.supply_chain;
  const total = s.new_dependencies.length + s.updated_dependencies.length + s.removed_dependencies.length + s.lockfile_changes.length;
  const summary = html`<ul class="stat-row" aria-label="Dependency summary">
    <li><strong>${s.new_dependencies.length}</strong> new</li>
    <li><strong>${s.updated_dependencies.length}</strong> updated</li>
    <li><strong>${s.removed_dependencies.length}</strong> removed</li>
    <li><strong>${s.lockfile_changes.length}</strong> ${s.lockfile_changes.length === 1 ? 'lockfile' : 'lockfiles'} changed</li>
  </ul>`;
  if (total === 0 && s.vulnerabilities.length === 0) return html`${summary}${empty('No dependency changes.')}`;
  const table = (caption: string, head: SafeHtml, rows: SafeHtml[]) =>
    rows.length === 0 ? '' : html`<div class="table-scroll"><table><caption>${caption}</caption><thead>${head}</thead><tbody>${rows}</tbody></table></div>`;
  return html`${summary}
  ${table(
    'New',
    html`<tr><th scope="col">Package</th><th scope="col">Version</th><th scope="col">Ecosystem</th><th scope="col">Manifest</th></tr>`,
    s.new_dependencies.map((d) => html`<tr><td>${depName(d)}</td><td><code>${d.version ?? '—'}</code></td><td>${d.ecosystem}</td><td><code class="path">${d.manifest}</code></td></tr>`),
  )}
  ${table(
    'Updated',
    html`<tr><th scope="col">Package</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Direction</th><th scope="col">Manifest</th></tr>`,
    s.updated_dependencies.map(
      (d) => html`<tr><td>${depName(d)}</td><td><code>${d.from_version ?? '—'}</code></td><td><code>${d.to_version ?? '—'}</code></td><td>${directionChip(d)}</td><td><code class="path">${d.manifest}</code></td></tr>`,
    ),
  )}
  ${table(
    'Removed',
    html`<tr><th scope="col">Package</th><th scope="col">Version</th><th scope="col">Ecosystem</th><th scope="col">Manifest</th></tr>`,
    s.removed_dependencies.map((d) => html`<tr><td>${depName(d)}</td><td><code>${d.version ?? '—'}</code></td><td>${d.ecosystem}</td><td><code class="path">${d.manifest}</code></td></tr>`),
  )}
  ${table(
    'Lockfiles',
    html`<tr><th scope="col">Lockfile</th><th scope="col">Ecosystem</th><th scope="col">Manifest changed</th></tr>`,
    s.lockfile_changes.map((l) => html`<tr><td><code class="path">${l.path}</code></td><td>${l.ecosystem}</td><td>${l.manifest_changed ? 'yes' : html`${chip('attention', 'no')} <span class="muted">lockfile only</span>`}</td></tr>`),
  )}
  ${table(
    'Known vulnerabilities',
    html`<tr><th scope="col">Package</th><th scope="col">Severity</th><th scope="col">Advisory</th></tr>`,
    s.vulnerabilities.map(
      (v) => html`<tr><td><code class="pkg">${v.name}${v.version !== null ? `@${v.version}` : ''}</code></td><td>${chip(`sev-${advisorySeverity(v.severity)}`, v.severity)}</td><td><a href="${safeHref(v.url)}">${v.advisory}</a> ${v.summary}</td></tr>`,
    ),
  )}`;
}

function checkItem(c: Check): SafeHtml {
  const name = c.url !== null ? html`<a href="${safeHref(c.url)}">${c.name}</a>` : html`${c.name}`;
  return html`<li class="check">
  <span class="outcome outcome-${c.outcome}"><span aria-hidden="true">${OUTCOME_ICONS[c.outcome]}</span> ${c.outcome}</span>
  <span class="check-name">${name}${c.required ? html` ${chip('neutral', 'required')}` : ''}</span>
</li>`;
}

function contributorItem(c: Contributor, githubWeb: string): SafeHtml {
  const facts: string[] = [];
  // An author whose history here settled their trust has no profile read: the context says since when they open PRs here.
  if (c.account_age_days !== null) facts.push(`account ${formatNumber(c.account_age_days)} days old`);
  else if (!c.context.some((line) => line.startsWith('first pull request here'))) facts.push('account age unknown');
  if (c.prior_prs.total !== null) facts.push(`${formatNumber(c.prior_prs.merged ?? 0)} of ${plural(c.prior_prs.total, 'prior PR')} merged`);
  facts.push(plural(c.commits, 'commit'));
  if (c.association !== null) facts.push(c.association.toLowerCase().replace(/_/g, ' '));
  return html`<li class="person">
  <div class="person-head">
    <a class="login" href="${safeHref(`${githubWeb}/${encodeURIComponent(c.login.replace(/\[bot\]$/, ''))}`)}">${c.login}</a>
    ${c.is_bot ? chip('neutral', 'bot') : ''}
    ${chip(`trust-${c.trust_level}`, `trust ${c.trust_level}`)}
  </div>
  <p class="muted small">${c.roles.map((r) => r.replace('_', '-')).join(', ')}${c.name !== null ? ` · ${c.name}` : ''}</p>
  <p class="small">${facts.join(' · ')}</p>
  ${c.context.length > 0 ? html`<ul class="bullets small">${c.context.map((x) => html`<li>${x}</li>`)}</ul>` : ''}
</li>`;
}

function effortDots(level: number): SafeHtml {
  return html`<span class="dots" aria-hidden="true">${[1, 2, 3, 4, 5].map((i) => html`<span class="dot${i <= level ? ' on' : ''}"></span>`)}</span>`;
}

function notAnalyzed(signal: Signal): SafeHtml {
  const { meta, focus, supply_chain: s } = signal;
  const items: SafeHtml[] = [];
  if (focus.listed_files < focus.total_files) {
    items.push(html`<li data-testid="truncation">GitHub listed ${formatNumber(focus.listed_files)} of ${formatNumber(focus.total_files)} files; the rest were not scored.</li>`);
  } else if (meta.truncated) {
    items.push(html`<li data-testid="truncation">GitHub listed only part of this pull request; the rest was not analyzed.</li>`);
  }
  for (const w of meta.warnings) items.push(html`<li>${w}</li>`);
  for (const sk of s.skipped) items.push(html`<li>Could not parse ${location(sk.path, null)}: ${sk.reason}</li>`);
  const suppressed = s.suppressed_findings.length > 0
    ? html`<h3>Suppressed by repository configuration</h3><ul class="bullets">${s.suppressed_findings.map((f) => html`<li>${severityChip(f.severity)} ${f.title} ${location(f.path, f.line)} — ${f.reason}</li>`)}</ul>`
    : '';
  if (items.length === 0) return html`${empty('Everything GitHub listed was read.')}${suppressed}`;
  return html`<ul class="bullets warnings">${items}</ul>${suppressed}`;
}

/** The signal as a page for people: everything the JSON says, in the order a reviewer reads it. */
export function renderSignalPage(signal: Signal, ctx: PageContext = ANONYMOUS_CONTEXT): string {
  const { pr, risk, review, evidence, supply_chain: supply, focus, triage, meta } = signal;
  const githubWeb = /^https?:\/\/[^/]+/.exec(pr.url)?.[0] ?? 'https://github.com';
  const findings = [...supply.findings].sort((a, b) => bySeverityDescending(a.severity, b.severity));
  const jsonHref = `/s/${encodeURIComponent(signal.signal_id)}?format=json`;
  const summary = evidence.summary;

  const body = html`
<article class="signal" data-testid="signal">
  <header class="pr-head">
    <p class="crumbs"><a href="${safeHref(pr.url)}">${pr.owner}/${pr.repo}</a> <span class="muted">#${pr.number}</span>
      ${pr.draft ? chip('neutral', 'draft') : ''}${pr.merged ? chip('done', 'merged') : pr.state === 'closed' ? chip('neutral', 'closed') : chip('ok', 'open')}</p>
    <h1>${pr.title}</h1>
    <p class="byline"><strong>${pr.author}</strong> wants to merge ${plural(pr.commits, 'commit')} into <code>${pr.base_branch}</code> from <code>${pr.is_fork && pr.head_repo !== null ? `${pr.head_repo}:` : ''}${pr.head_branch}</code></p>
    <ul class="stat-row" aria-label="Size">
      <li><span class="add">+${formatNumber(pr.additions)}</span> <span class="del">−${formatNumber(pr.deletions)}</span></li>
      <li><strong>${formatNumber(pr.changed_files)}</strong> ${pr.changed_files === 1 ? 'file' : 'files'}</li>
      <li>checks <strong>${summary.passed}</strong> passed${summary.failed > 0 ? html`, <strong class="text-danger">${summary.failed}</strong> failed` : ''}${summary.pending > 0 ? html`, <strong>${summary.pending}</strong> pending` : ''}</li>
      <li>effort <strong>${triage.effort.level}/5</strong> (~${plural(triage.effort.minutes, 'min')})</li>
    </ul>
  </header>

  <div class="verdict verdict-${risk.level}">
    <div class="verdict-risk">
      <p class="label">Risk</p>
      <p class="badge risk-${risk.level}" data-testid="risk-level">Risk: <strong>${risk.level}</strong></p>
      ${gauge(risk.score, risk.level)}
    </div>
    <div class="verdict-action">
      <p class="label">Suggested review</p>
      <p class="action action-${review.action}" data-testid="review-action"><span class="action-icon" aria-hidden="true"></span>Suggested: <strong>${ACTION_LABELS[review.action]}</strong></p>
      <p class="rationale">${review.rationale}</p>
    </div>
  </div>

  <div class="columns">
    <div class="col-main">
      ${section('Why this risk', 'drivers', risk.drivers.length === 0 ? empty('No risk drivers: nothing in this PR raises the risk.') : html`<ol class="drivers">${[...risk.drivers].sort((a, b) => b.weight - a.weight).map(driverItem)}</ol>`, risk.drivers.length)}
      ${section('Findings', 'findings', findings.length === 0 ? empty('No supply-chain or CI-configuration findings.') : html`<ul class="findings">${findings.map(findingItem)}</ul>`, findings.length)}
      ${section(
        'Files to review first',
        'focus',
        html`<p class="muted small">${formatNumber(focus.files.length)} of ${plural(focus.total_files, 'changed file')} shown, most important first.</p>
        <ol class="focus">${focus.files.map(
          (f) => html`<li class="focus-file">
            <span class="rank" aria-hidden="true">${f.rank}</span>
            <div class="focus-body">
              <div class="focus-head"><code class="path">${f.path}</code> ${chip('neutral', f.category)}${f.status !== 'modified' ? html` ${chip('neutral', f.status)}` : ''}
                <span class="diffstat"><span class="add">+${formatNumber(f.additions)}</span> <span class="del">−${formatNumber(f.deletions)}</span></span></div>
              ${f.reasons.length > 0 ? html`<p class="small">${f.reasons.join(' · ')}</p>` : ''}
              ${readFirstLines(f) !== null ? html`<p class="small muted">${readFirstLines(f)}</p>` : ''}
            </div>
            <span class="focus-score" title="Focus score">${f.score.toFixed(2)}</span>
          </li>`,
        )}</ol>`,
        focus.files.length,
      )}
      ${section('Dependencies', 'dependencies', dependencies(signal))}
      ${section(
        'Draft review comments',
        'comments',
        review.comments.length === 0
          ? empty('No draft comments.')
          : html`<ul class="comments">${review.comments.map((c) => html`<li class="comment">${location(c.path, c.line)}<p>${c.body}</p></li>`)}</ul>`,
        review.comments.length,
      )}
      ${supply.ci_changes.length > 0
        ? section(
            'CI configuration changes',
            'ci-changes',
            html`<ul class="bullets">${supply.ci_changes.map((c) => html`<li>${location(c.path, null)} <span class="muted">${c.status}</span> · ${c.findings.length === 0 ? 'no findings' : plural(c.findings.length, 'finding')}</li>`)}</ul>`,
            supply.ci_changes.length,
          )
        : ''}
    </div>
    <aside class="col-side" aria-label="Context">
      ${section(
        'Checks',
        'checks',
        html`<p class="small">${summary.passed} passed · ${summary.failed} failed · ${summary.pending} pending · ${summary.skipped} skipped</p>
        <p class="small">Evidence completeness <strong>${Math.round(evidence.completeness * 100)}%</strong></p>
        ${evidence.checks.length === 0 ? empty('No checks reported on the head commit.') : html`<ul class="checks">${evidence.checks.map(checkItem)}</ul>`}
        ${evidence.missing_required.length > 0 ? html`<p class="small text-danger">Required but not reported: ${evidence.missing_required.join(', ')}</p>` : ''}
        <p class="small muted">Tests: ${plural(evidence.tests.source_files_changed, 'source file')} and ${plural(evidence.tests.test_files_changed, 'test file')} changed${evidence.tests.test_files_deleted > 0 ? `, ${plural(evidence.tests.test_files_deleted, 'test file')} deleted` : ''}.</p>
        ${evidence.tests.source_changed_without_tests ? html`<p class="small">${chip('attention', 'no tests')} Source changed without test changes.</p>` : ''}`,
        summary.total,
      )}
      ${section('Contributors', 'contributors', signal.contributors.length === 0 ? empty('No contributors.') : html`<ul class="people">${signal.contributors.map((c) => contributorItem(c, githubWeb))}</ul>`, signal.contributors.length)}
      ${section(
        'Triage',
        'triage',
        html`<dl class="facts">
          <dt>Effort</dt><dd>${effortDots(triage.effort.level)} level ${triage.effort.level} of 5, about ${plural(triage.effort.minutes, 'minute')}</dd>
          <dt>Reviewable</dt><dd>${plural(triage.effort.reviewable_files, 'file')}, ${plural(triage.effort.reviewable_lines, 'line')}</dd>
          <dt>Staleness</dt><dd>${chip(`stale-${triage.staleness.risk}`, triage.staleness.risk)} open ${plural(triage.staleness.age_days, 'day')}, updated ${triage.staleness.days_since_update} ${triage.staleness.days_since_update === 1 ? 'day' : 'days'} ago</dd>
          ${triage.staleness.behind_by !== null ? html`<dt>Behind base</dt><dd>${plural(triage.staleness.behind_by, 'commit')}</dd>` : ''}
          ${triage.staleness.has_conflicts !== null ? html`<dt>Conflicts</dt><dd>${triage.staleness.has_conflicts ? html`${chip('danger', 'yes')}` : 'none'}</dd>` : ''}
        </dl>
        ${triage.recommendations.length === 0 ? '' : html`<h3>Recommendations</h3><ul class="bullets">${triage.recommendations.map((r) => html`<li>${r.text}</li>`)}</ul>`}`,
      )}
      ${section('Not analyzed', 'warnings', notAnalyzed(signal))}
    </aside>
  </div>

  <footer class="signal-foot">
    <p class="links"><a class="btn" href="${jsonHref}" data-testid="json-link">View JSON</a>
      <a class="btn" href="${jsonHref}&amp;download=1" download="${signal.signal_id}.json">Download JSON</a>
      <a class="btn" href="${safeHref(pr.url)}" data-testid="pr-link">Open the PR on GitHub</a></p>
    <p class="muted small">Analyzed <time datetime="${meta.generated_at}">${formatDate(meta.generated_at)}</time> (${meta.source}) in ${formatNumber(Math.round(meta.duration_ms))} ms with ${plural(meta.github_requests, 'GitHub request')} · analyzer ${meta.analyzer_version} · configuration ${meta.config.source} · head <code>${pr.head_sha.slice(0, 7)}</code> · scan <code>${meta.scan_id}</code></p>
  </footer>
</article>`;
  return layout(`${pr.owner}/${pr.repo}#${pr.number} · risk ${risk.level}`, body, ctx, { wide: true });
}

export function renderNotFoundPage(what: string, ctx: PageContext = ANONYMOUS_CONTEXT): string {
  return renderMessagePage('Not found', what, ctx);
}
