import { readFirstLines } from '../signal/focus-hunks.js';
import type { Signal } from '../signal/schema.js';
import { ACTION_LABELS, location, plural, prRef, score, sortedDrivers, sortedFindings } from './report-model.js';
import { pushAll } from '../push-all.js';
import { escapeControls } from './untrusted-output.js';

/** Lists longer than this show their first entries and say how many more there are. */
const TEXT_LIMITS = { findings: 50, focus: 15, comments: 25, warnings: 25, dependencies: 25 } as const;

/**
 * The readable report (`--format text`, the default): risk with its drivers, findings with
 * severity and path:line, focus files, checks, triage, the suggested action with its rationale
 * and draft comments, and warnings. Plain text, no colour codes, so it reads the same in a
 * terminal, a log or a file; control characters from the PR are shown as `\xHH`, never sent
 * (escapeControls).
 */
export function renderText(signal: Signal): string {
  const out: string[] = [];
  const pr = signal.pr;
  out.push(`${prRef(signal)}  ${oneLine(pr.title)}`);
  out.push(pr.url);
  const state = pr.merged ? 'merged' : pr.draft ? 'draft' : pr.state;
  out.push(
    `${state} · by ${pr.author} · ${pr.head_branch} -> ${pr.base_branch} · ${plural(pr.changed_files, 'file')} (+${pr.additions} -${pr.deletions}) · ${plural(pr.commits, 'commit')}`,
  );
  out.push('');

  out.push(`Risk: ${signal.risk.level.toUpperCase()} (score ${score(signal.risk.score)})`);
  for (const driver of sortedDrivers(signal)) {
    out.push(`  - ${oneLine(driver.title)} (weight ${score(driver.weight)}${driver.floor !== null ? `, at least ${driver.floor}` : ''})`);
    if (driver.detail !== '') pushAll(out, wrapIndent(driver.detail, '      '));
  }
  if (signal.risk.drivers.length === 0) out.push('  no risk drivers');
  out.push('');

  const findings = sortedFindings(signal);
  out.push(`Findings (${findings.length})`);
  if (findings.length === 0) out.push('  none');
  for (const finding of findings.slice(0, TEXT_LIMITS.findings)) {
    out.push(`  ${finding.severity.padEnd(8)} ${location(finding.path, finding.line)}  ${oneLine(finding.title)} [${finding.id}]`);
  }
  more(out, findings.length, TEXT_LIMITS.findings, 'findings');
  const suppressed = signal.supply_chain.suppressed_findings.length;
  if (suppressed > 0) out.push(`  (${plural(suppressed, 'finding')} suppressed by the repository configuration)`);
  out.push('');

  const sc = signal.supply_chain;
  const deps = [
    ...sc.new_dependencies.map((d) => `  + ${d.ecosystem} ${d.name}${d.version !== null ? ` ${d.version}` : ''}${d.dev ? ' (dev)' : ''}  ${d.manifest}`),
    ...sc.updated_dependencies.map((d) => `  ~ ${d.ecosystem} ${d.name} ${d.from_version ?? '?'} -> ${d.to_version ?? '?'} (${d.direction})  ${d.manifest}`),
    ...sc.removed_dependencies.map((d) => `  - ${d.ecosystem} ${d.name}  ${d.manifest}`),
  ];
  if (deps.length > 0 || sc.vulnerabilities.length > 0) {
    out.push(`Dependencies (${sc.new_dependencies.length} new, ${sc.updated_dependencies.length} updated, ${sc.removed_dependencies.length} removed)`);
    pushAll(out, deps.slice(0, TEXT_LIMITS.dependencies));
    more(out, deps.length, TEXT_LIMITS.dependencies, 'dependency changes');
    for (const v of sc.vulnerabilities) out.push(`  ! ${v.severity} ${v.name}${v.version !== null ? ` ${v.version}` : ''}: ${oneLine(v.summary)} (${v.advisory})`);
    out.push('');
  }

  out.push(`Focus files (${signal.focus.files.length} of ${signal.focus.total_files})`);
  for (const file of signal.focus.files.slice(0, TEXT_LIMITS.focus)) {
    const why = [...file.reasons, readFirstLines(file)].filter((reason) => reason !== null);
    const reasons = why.length > 0 ? `  ${why.join('; ')}` : '';
    out.push(`  ${String(file.rank).padStart(2)}. ${file.path} (${score(file.score)}, +${file.additions} -${file.deletions})${reasons}`);
  }
  more(out, signal.focus.files.length, TEXT_LIMITS.focus, 'focus files');
  out.push('');

  const s = signal.evidence.summary;
  out.push(
    `Checks: ${s.total} total, ${s.passed} passed, ${s.failed} failed, ${s.pending} pending${s.skipped > 0 ? `, ${s.skipped} skipped` : ''} (evidence completeness ${score(signal.evidence.completeness)})`,
  );
  for (const check of signal.evidence.checks.filter((c) => c.outcome === 'failed')) out.push(`  failed: ${check.name}`);
  if (signal.evidence.missing_required.length > 0) out.push(`  required but missing: ${signal.evidence.missing_required.join(', ')}`);
  const t = signal.evidence.tests;
  out.push(`Tests: ${plural(t.source_files_changed, 'source file')} and ${plural(t.test_files_changed, 'test file')} changed${t.source_changed_without_tests ? ' (source changed without tests)' : ''}`);
  out.push('');

  const { effort, staleness, recommendations } = signal.triage;
  out.push('Triage');
  out.push(`  effort: level ${effort.level} of 5, about ${effort.minutes} min (${plural(effort.reviewable_files, 'reviewable file')}, ${plural(effort.reviewable_lines, 'line')})`);
  const behind = staleness.behind_by !== null ? `, ${staleness.behind_by} behind base` : '';
  const conflicts = staleness.has_conflicts === true ? ', has conflicts' : '';
  out.push(`  staleness: ${staleness.risk} (opened ${staleness.age_days} d ago, updated ${staleness.days_since_update} d ago${behind}${conflicts})`);
  for (const recommendation of recommendations) pushAll(out, wrapIndent(recommendation.text, '    ', '  - '));
  out.push('');

  out.push(`Suggested action: ${ACTION_LABELS[signal.review.action]}`);
  pushAll(out, wrapIndent(signal.review.rationale, '  '));
  const comments = signal.review.comments;
  if (comments.length > 0) {
    out.push(`  Draft comments (${comments.length}):`);
    for (const comment of comments.slice(0, TEXT_LIMITS.comments)) {
      out.push(`    ${location(comment.path, comment.line)}`);
      for (const line of comment.body.split('\n')) out.push(`      ${line}`);
    }
    more(out, comments.length, TEXT_LIMITS.comments, 'draft comments', '    ');
  }

  const warnings = signal.meta.warnings;
  if (warnings.length > 0 || signal.meta.truncated) {
    out.push('');
    out.push(`Warnings (${warnings.length})`);
    for (const warning of warnings.slice(0, TEXT_LIMITS.warnings)) pushAll(out, wrapIndent(warning, '    ', '  - '));
    more(out, warnings.length, TEXT_LIMITS.warnings, 'warnings');
    if (signal.meta.truncated) out.push('  - GitHub listed fewer files or commits than the pull request has; the analysis covers the listed ones.');
  }
  out.push('');
  out.push(`svc ${signal.meta.analyzer_version} · ${signal.meta.generated_at} · ${plural(signal.meta.github_requests, 'GitHub request')} · ${signal.meta.duration_ms} ms`);
  return `${escapeControls(out.join('\n'))}\n`;
}

function more(out: string[], total: number, shown: number, what: string, indent = '  '): void {
  if (total > shown) out.push(`${indent}... and ${total - shown} more ${what} (--format json lists more)`);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Wraps prose at 100 columns under `indent`; the first line starts with `first` instead. */
function wrapIndent(text: string, indent: string, first = indent): string[] {
  const width = 100;
  const lines: string[] = [];
  const prefix = (): string => (lines.length === 0 ? first : indent);
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter((w) => w !== '')) {
      if (line !== '' && prefix().length + line.length + 1 + word.length > width) {
        lines.push(`${prefix()}${line}`);
        line = word;
      } else {
        line = line === '' ? word : `${line} ${word}`;
      }
    }
    if (line !== '') lines.push(`${prefix()}${line}`);
  }
  return lines.length > 0 ? lines : [first.trimEnd()];
}
