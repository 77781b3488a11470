import { escapeControls } from './untrusted-output.js';
import { readFirstLines } from '../signal/focus-hunks.js';
import { headline } from '../signal/headline.js';
import type { RiskLevel, Signal } from '../signal/schema.js';
import { ACTION_LABELS, location, plural, prRef, score, sortedDrivers, sortedFindings } from './report-model.js';
import { pushAll } from '../push-all.js';

/** GitHub's limit on the body of an issue or pull request comment, in characters. */
export const GITHUB_COMMENT_LIMIT = 65_536;

interface Limits {
  drivers: number;
  findings: number;
  dependencies: number;
  focus: number;
  recommendations: number;
  comments: number;
  warnings: number;
  /** Longest free text (details, rationale, warnings) before it is cut with an ellipsis. */
  text: number;
  /** Longest draft comment body. */
  commentBody: number;
}

const FULL: Limits = { drivers: 20, findings: 100, dependencies: 50, focus: 25, recommendations: 20, comments: 30, warnings: 30, text: 600, commentBody: 2_000 };

const LEVEL_MARK: Record<RiskLevel, string> = { low: '🟢', medium: '🟡', high: '🟠', critical: '🔴' };

/**
 * The report as GitHub-flavoured markdown, for a PR comment or a job summary. It always fits in
 * `maxLength` characters (default: GitHub's comment limit): long lists show their first entries
 * with a note saying how many more there are, and are shortened further until the whole fits.
 * Text that comes from the pull request is escaped, and @mentions are neutralised so that posting
 * the report notifies nobody.
 */
export function renderMarkdown(signal: Signal, maxLength = GITHUB_COMMENT_LIMIT): string {
  let limits = { ...FULL };
  for (let round = 0; round < 12; round += 1) {
    const text = build(signal, limits, round > 0);
    if (text.length <= maxLength) return text;
    limits = shrink(limits);
  }
  // Even empty lists do not fit (an absurd title or warning): cut at a line and say so.
  const note = `\n\n_The report was cut to fit GitHub's ${GITHUB_COMMENT_LIMIT.toLocaleString('en-US')}-character limit; \`svc-signal analyze --format json\` prints the whole signal._\n`;
  const text = build(signal, limits, true);
  const cut = text.lastIndexOf('\n', maxLength - note.length);
  return `${text.slice(0, cut > 0 ? cut : maxLength - note.length)}${note}`;
}

function shrink(limits: Limits): Limits {
  const half = (n: number) => Math.floor(n / 2);
  return {
    drivers: half(limits.drivers),
    findings: half(limits.findings),
    dependencies: half(limits.dependencies),
    focus: half(limits.focus),
    recommendations: half(limits.recommendations),
    comments: half(limits.comments),
    warnings: half(limits.warnings),
    text: Math.max(80, half(limits.text)),
    commentBody: Math.max(120, half(limits.commentBody)),
  };
}

function build(signal: Signal, limits: Limits, shortened: boolean): string {
  const out: string[] = [];
  const pr = signal.pr;
  const { risk } = signal;
  out.push(`### ${LEVEL_MARK[risk.level]} svc: ${risk.level} risk (${score(risk.score)}) · [${escapeText(prRef(signal))}](${pr.url})`);
  out.push('');
  // What a reviewer reads in ten seconds: the verdict, the top three reasons, the file to look at first.
  out.push(`**Suggested action: ${ACTION_LABELS[signal.review.action]}.** ${escapeText(oneLine(signal.review.rationale), limits.text)}`);
  const top = headline(signal);
  if (top.reasons.length > 0) {
    out.push('');
    top.reasons.forEach((reason, index) => out.push(`${index + 1}. **${escapeText(oneLine(reason.title), 200)}**: ${escapeText(oneLine(reason.detail), 300)}`));
  }
  if (top.firstFile !== null) {
    out.push('', `**Look first at:** ${code(top.firstFile.path)}${top.firstFile.why !== null ? ` (${escapeText(oneLine(top.firstFile.why), 200)})` : ''}`);
  }
  out.push('');
  const state = pr.merged ? 'merged' : pr.draft ? 'draft' : pr.state;
  out.push(
    `**${escapeText(oneLine(pr.title), 300)}** · ${state} · by ${code(pr.author)} · ${code(pr.head_branch)} → ${code(pr.base_branch)} · ${plural(pr.changed_files, 'file')} (+${pr.additions} −${pr.deletions}) · ${plural(pr.commits, 'commit')}`,
  );

  const drivers = sortedDrivers(signal);
  if (drivers.length > 0) {
    out.push('', '#### Risk drivers', '', '| Weight | Driver | Detail |', '|---:|---|---|');
    for (const d of drivers.slice(0, limits.drivers)) out.push(`| ${score(d.weight)} | ${cell(escapeText(d.title))} | ${cell(escapeText(oneLine(d.detail), limits.text))} |`);
    more(out, drivers.length, limits.drivers, 'drivers');
  }

  const findings = sortedFindings(signal);
  out.push('', `#### Findings (${findings.length})`, '');
  if (findings.length === 0) {
    out.push('No supply-chain or CI-configuration findings.');
  } else {
    out.push('| Severity | Finding | Location |', '|---|---|---|');
    for (const f of findings.slice(0, limits.findings)) {
      out.push(`| ${f.severity} | ${cell(escapeText(oneLine(f.title), limits.text))} (${cell(code(f.id))}) | ${cell(code(location(f.path, f.line)))} |`);
    }
    more(out, findings.length, limits.findings, 'findings');
  }
  const suppressed = signal.supply_chain.suppressed_findings.length;
  if (suppressed > 0) out.push('', `_${plural(suppressed, 'finding')} suppressed by the repository configuration._`);

  const sc = signal.supply_chain;
  const deps = [
    ...sc.new_dependencies.map((d) => `- new: ${code(`${d.name}${d.version !== null ? `@${d.version}` : ''}`)} (${d.ecosystem}${d.dev ? ', dev' : ''}) in ${code(d.manifest)}`),
    ...sc.updated_dependencies.map((d) => `- updated: ${code(d.name)} ${code(d.from_version ?? '?')} → ${code(d.to_version ?? '?')} (${d.ecosystem}, ${d.direction}) in ${code(d.manifest)}`),
    ...sc.removed_dependencies.map((d) => `- removed: ${code(d.name)} (${d.ecosystem}) from ${code(d.manifest)}`),
    ...sc.vulnerabilities.map((v) => `- vulnerable: ${code(`${v.name}${v.version !== null ? `@${v.version}` : ''}`)}, ${v.severity}: ${escapeText(oneLine(v.summary), limits.text)} (${code(v.advisory)})`),
  ];
  if (deps.length > 0) {
    out.push('', '#### Dependencies', '');
    pushAll(out, deps.slice(0, limits.dependencies));
    more(out, deps.length, limits.dependencies, 'dependency changes');
  }

  const focus = signal.focus.files;
  out.push('', `#### Focus files (${Math.min(focus.length, limits.focus)} of ${signal.focus.total_files})`, '');
  if (focus.length === 0) {
    out.push('No files to focus on.');
  } else {
    out.push('| # | File | Score | Why |', '|--:|---|--:|---|');
    for (const f of focus.slice(0, limits.focus)) {
      const why = [...f.reasons, readFirstLines(f)].filter((reason) => reason !== null);
      out.push(`| ${f.rank} | ${cell(code(f.path))} | ${score(f.score)} | ${cell(escapeText(why.join('; '), limits.text))} |`);
    }
    more(out, focus.length, limits.focus, 'focus files');
  }

  const s = signal.evidence.summary;
  const t = signal.evidence.tests;
  out.push('', '#### Checks and tests', '');
  out.push(`${plural(s.total, 'check')}: ${s.passed} passed, ${s.failed} failed, ${s.pending} pending${s.skipped > 0 ? `, ${s.skipped} skipped` : ''} · evidence completeness ${score(signal.evidence.completeness)}`);
  const failed = signal.evidence.checks.filter((c) => c.outcome === 'failed').map((c) => code(c.name));
  if (failed.length > 0) out.push('', `Failed: ${failed.slice(0, 20).join(', ')}${failed.length > 20 ? `, and ${failed.length - 20} more` : ''}`);
  if (signal.evidence.missing_required.length > 0) out.push('', `Required but missing: ${signal.evidence.missing_required.slice(0, 20).map(code).join(', ')}`);
  out.push('', `${plural(t.source_files_changed, 'source file')} and ${plural(t.test_files_changed, 'test file')} changed${t.source_changed_without_tests ? ' (**source changed without tests**)' : ''}.`);

  const { effort, staleness, recommendations } = signal.triage;
  out.push('', '#### Triage', '');
  out.push(`- Effort: level ${effort.level} of 5, about ${effort.minutes} min (${plural(effort.reviewable_files, 'reviewable file')}, ${plural(effort.reviewable_lines, 'line')})`);
  const behind = staleness.behind_by !== null ? `, ${staleness.behind_by} behind base` : '';
  out.push(`- Staleness: ${staleness.risk} (opened ${staleness.age_days} d ago, updated ${staleness.days_since_update} d ago${behind}${staleness.has_conflicts === true ? ', has conflicts' : ''})`);
  for (const r of recommendations.slice(0, limits.recommendations)) out.push(`- ${escapeText(oneLine(r.text), limits.text)}`);
  more(out, recommendations.length, limits.recommendations, 'recommendations');

  const comments = signal.review.comments;
  if (comments.length > 0) {
    out.push('', `<details><summary>Draft review comments (${comments.length})</summary>`, '');
    for (const c of comments.slice(0, limits.comments)) {
      out.push(`**${code(location(c.path, c.line))}**`, '');
      pushAll(out, quote(neutralise(clip(c.body, limits.commentBody))), ['']);
    }
    more(out, comments.length, limits.comments, 'draft comments');
    out.push('', '</details>');
  }

  const warnings = signal.meta.warnings;
  if (warnings.length > 0 || signal.meta.truncated) {
    out.push('', `<details><summary>Warnings (${warnings.length})</summary>`, '');
    for (const w of warnings.slice(0, limits.warnings)) out.push(`- ${escapeText(oneLine(w), limits.text)}`);
    more(out, warnings.length, limits.warnings, 'warnings');
    if (signal.meta.truncated) out.push('- GitHub listed fewer files or commits than the pull request has; the analysis covers the listed ones.');
    out.push('', '</details>');
  }

  out.push('');
  if (shortened) out.push(`_Lists were shortened to fit GitHub's ${GITHUB_COMMENT_LIMIT.toLocaleString('en-US')}-character comment limit; \`svc-signal analyze --format json\` prints the whole signal._`, '');
  out.push(`<sub>svc ${code(signal.meta.analyzer_version)} · ${signal.meta.generated_at} · ${plural(signal.meta.github_requests, 'GitHub request')}</sub>`);
  return `${escapeControls(out.join('\n'))}\n`;
}

function more(out: string[], total: number, shown: number, what: string): void {
  if (total > shown) out.push('', `_…and ${total - shown} more ${what} not shown (\`svc-signal analyze --format json\` lists more)._`);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** An @ followed by a name would notify that user or team when the report is posted. */
function noMentions(text: string): string {
  return text.replace(/@(?=[A-Za-z0-9_-])/g, '@\u200b');
}

/** Text shown as text: markdown and HTML characters escaped, mentions neutralised, cut at `max`. */
export function escapeText(text: string, max = Number.POSITIVE_INFINITY): string {
  const escaped = clip(text, max).replace(/[\\`*_[\]<>#|~&]/g, (ch) => `\\${ch}`);
  // A leading -, + or "1." would start a (nested) list where the text follows a list marker.
  return noMentions(escaped.replace(/^[-+]/, '\\$&').replace(/^(\d+)([.)])/, '$1\\$2'));
}

/** An inline code span that holds any text (backticks included); newlines become spaces. */
export function code(text: string): string {
  const flat = text.replace(/[\r\n]+/g, ' ');
  let longest = 0;
  for (const run of flat.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** A table cell: pipes escaped (GitHub honours `\|` inside code spans in tables too). */
function cell(text: string): string {
  return text.replace(/(?<!\\)\|/g, '\\|');
}

/**
 * Draft comment bodies are markdown by design: keep their formatting, but outside code spans
 * escape raw HTML and neutralise mentions.
 */
function neutralise(markdown: string): string {
  return markdown
    .split(/((?<!`)`+[^`]*`+)/)
    .map((part, index) => (index % 2 === 1 ? part : noMentions(part.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'))))
    .join('');
}

function quote(markdown: string): string[] {
  return markdown.split('\n').map((line) => (line === '' ? '>' : `> ${line}`));
}
