import type { GitHubClient } from '../github/create-octokit.js';
import type { Signal } from '../signal/schema.js';

/** The check run's name on every pull request where the GitHub App is installed. */
export const CHECK_RUN_NAME = 'svc signal';

/** GitHub's limit for output.summary and output.text, in characters. */
export const CHECK_OUTPUT_LIMIT = 65_535;

export type CheckConclusion = 'success' | 'neutral' | 'action_required' | 'failure';

/**
 * The suggested review action as a check conclusion. needs_discussion asks people to talk
 * before merging, so it is action_required (GitHub then points at details_url, the signal page);
 * comment is neutral; only request_changes fails the check.
 */
export function checkConclusion(action: Signal['review']['action']): CheckConclusion {
  switch (action) {
    case 'approve':
      return 'success';
    case 'comment':
      return 'neutral';
    case 'needs_discussion':
      return 'action_required';
    case 'request_changes':
      return 'failure';
    default:
      return 'neutral';
  }
}

/** Cuts `text` to at most `limit` characters without splitting a surrogate pair, and says so. */
export function truncateForGitHub(text: string, limit = CHECK_OUTPUT_LIMIT): string {
  if (text.length <= limit) return text;
  const marker = '\n\n… (truncated; the full signal is on the signal page)';
  let cut = limit - marker.length;
  const code = text.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
  return `${text.slice(0, cut)}${marker}`;
}

/** Markdown-safe single line (no table or HTML breakage from file names or titles). */
function inline(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/([\\`*_[\]<>|])/g, '\\$1');
}

export interface CheckRunOutput {
  readonly title: string;
  readonly summary: string;
  readonly text: string;
}

/** Title, summary (risk, drivers, suggested review, link) and text (findings, focus files) of a finished analysis. */
export function checkRunOutput(signal: Signal, signalUrl: string): CheckRunOutput {
  const score = signal.risk.score.toFixed(2);
  const title = `Risk ${signal.risk.level} (${score}) · suggested review: ${signal.review.action.replace('_', ' ')}`;
  const summary: string[] = [
    `**Risk: ${signal.risk.level}** (score ${score}) · suggested review: **${signal.review.action.replace('_', ' ')}**`,
    '',
    `[Open the full signal](${signalUrl})`,
    '',
  ];
  if (signal.risk.drivers.length > 0) {
    summary.push('### Drivers', '');
    for (const driver of signal.risk.drivers) summary.push(`- **${inline(driver.title)}** (weight ${driver.weight.toFixed(2)}): ${inline(driver.detail)}`);
    summary.push('');
  }
  summary.push('### Suggested review', '', inline(signal.review.rationale));

  const text: string[] = [];
  const findings = signal.supply_chain.findings;
  text.push(`### Findings (${findings.length})`, '');
  if (findings.length === 0) text.push('None.');
  for (const finding of findings) {
    text.push(`- \`${finding.severity}\` **${inline(finding.title)}** in \`${inline(finding.path)}\`${finding.line !== null ? ` line ${finding.line}` : ''}: ${inline(finding.detail)}`);
  }
  text.push('', '### Files to review first', '');
  const focus = signal.focus.files.slice(0, 10);
  if (focus.length === 0) text.push('None.');
  for (const file of focus) {
    text.push(`${file.rank}. \`${inline(file.path)}\` (score ${file.score.toFixed(2)})${file.reasons.length > 0 ? `: ${inline(file.reasons.join('; '))}` : ''}`);
  }
  return { title: truncateForGitHub(title, 255), summary: truncateForGitHub(summary.join('\n')), text: truncateForGitHub(text.join('\n')) };
}

/** Creates and completes the `svc signal` check run with an installation's client. */
export class CheckRunPublisher {
  constructor(private readonly baseUrl: string) {}

  signalUrl(signalId: string): string {
    return `${this.baseUrl}/s/${signalId}`;
  }

  async start(octokit: GitHubClient, target: { owner: string; repo: string; headSha: string }): Promise<string> {
    const response = await octokit.request('POST /repos/{owner}/{repo}/check-runs', {
      owner: target.owner,
      repo: target.repo,
      name: CHECK_RUN_NAME,
      head_sha: target.headSha,
      status: 'in_progress',
      started_at: new Date().toISOString(),
    });
    return String((response.data as { id: number | string }).id);
  }

  async complete(octokit: GitHubClient, target: { owner: string; repo: string; checkRunId: string }, signal: Signal, signalId: string): Promise<void> {
    const url = this.signalUrl(signalId);
    await octokit.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
      owner: target.owner,
      repo: target.repo,
      check_run_id: Number(target.checkRunId),
      status: 'completed',
      conclusion: checkConclusion(signal.review.action),
      completed_at: new Date().toISOString(),
      details_url: url,
      external_id: signalId,
      output: checkRunOutput(signal, url),
    });
  }

  /** The analysis gave up for good: the check says so instead of spinning forever. */
  async abandon(octokit: GitHubClient, target: { owner: string; repo: string; checkRunId: string }, reason: string): Promise<void> {
    await octokit.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
      owner: target.owner,
      repo: target.repo,
      check_run_id: Number(target.checkRunId),
      status: 'completed',
      conclusion: 'neutral',
      completed_at: new Date().toISOString(),
      output: { title: 'svc could not analyze this pull request', summary: truncateForGitHub(inline(reason)) },
    });
  }
}
