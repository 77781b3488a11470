import type { GitHubClient } from '../github/create-octokit.js';
import { ACTION_WORDS, headline } from '../signal/headline.js';
import type { Signal } from '../signal/schema.js';
import { SVC_CHECK_RUN_NAME } from '../signal/svc-check-run-name.js';
import { ANNOTATION_CAP, annotationBatches, type AnnotationPlan, type CheckAnnotation } from './check-run-annotations.js';

const NO_ANNOTATIONS: AnnotationPlan = { annotations: [], overCap: 0, outsideHead: 0 };

/** The check run's name on every pull request where the GitHub App is installed. */
export const CHECK_RUN_NAME = SVC_CHECK_RUN_NAME;

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

/**
 * Title, summary and text of a finished analysis. The summary opens with what a reviewer reads in
 * ten seconds (the verdict, the top three reasons, the one file to look at first, the link); the
 * drivers and the rationale follow. The text lists the findings and the files to review first.
 */
export function checkRunOutput(signal: Signal, signalUrl: string, plan?: Pick<AnnotationPlan, 'overCap' | 'outsideHead'>): CheckRunOutput {
  const score = signal.risk.score.toFixed(2);
  const action = ACTION_WORDS[signal.review.action];
  const title = `Risk ${signal.risk.level} (${score}) · suggested review: ${action}`;
  const top = headline(signal);
  const summary: string[] = [`**Suggested review: ${action}** · risk **${signal.risk.level}** (score ${score})`, ''];
  if (top.reasons.length > 0) {
    summary.push('**Why:**', '');
    top.reasons.forEach((reason, index) => summary.push(`${index + 1}. **${inline(reason.title)}**: ${inline(reason.detail)}`));
  } else {
    summary.push('**Why:** no risk driver: nothing in this change needs more than an ordinary review.');
  }
  summary.push('');
  if (top.firstFile !== null) summary.push(`**Look first at:** \`${inline(top.firstFile.path)}\`${top.firstFile.why !== null ? ` (${inline(top.firstFile.why)})` : ''}`, '');
  summary.push(`[Open the full signal](${signalUrl})`, '');
  if (plan !== undefined && (plan.overCap > 0 || plan.outsideHead > 0)) {
    const notes: string[] = [];
    if (plan.overCap > 0) notes.push(`${plan.overCap} annotation${plan.overCap === 1 ? '' : 's'} over the cap of ${ANNOTATION_CAP} left out (the least severe)`);
    if (plan.outsideHead > 0) notes.push(`${plan.outsideHead} finding${plan.outsideHead === 1 ? '' : 's'} or comment${plan.outsideHead === 1 ? '' : 's'} point at lines outside this head and are listed below only`);
    summary.push(`_${notes.join('; ')}._`, '');
  }
  summary.push('---', '');
  if (signal.risk.drivers.length > 3) {
    summary.push('### All drivers', '');
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

  /**
   * Completes the run with the verdict and its first batch of annotations, then appends the other
   * batches (GitHub takes 50 per request and appends those of each update).
   */
  async complete(octokit: GitHubClient, target: { owner: string; repo: string; checkRunId: string }, signal: Signal, signalId: string, plan: AnnotationPlan = NO_ANNOTATIONS): Promise<void> {
    const url = this.signalUrl(signalId);
    const output = checkRunOutput(signal, url, plan);
    const [first = [], ...rest] = annotationBatches(plan.annotations);
    await octokit.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
      owner: target.owner,
      repo: target.repo,
      check_run_id: Number(target.checkRunId),
      status: 'completed',
      conclusion: checkConclusion(signal.review.action),
      completed_at: new Date().toISOString(),
      details_url: url,
      external_id: signalId,
      output: { ...output, ...(first.length > 0 ? { annotations: first } : {}) },
    });
    await this.appendAnnotations(octokit, { ...target, checkRunId: target.checkRunId }, output, rest);
  }

  /**
   * A completed run on a commit that has no run of ours yet: used when GitHub served a newer head
   * than the delivery named, so that the verdict sits on the commit that was analyzed.
   */
  async publish(octokit: GitHubClient, target: { owner: string; repo: string; headSha: string }, signal: Signal, signalId: string, plan: AnnotationPlan = NO_ANNOTATIONS): Promise<string> {
    const url = this.signalUrl(signalId);
    const output = checkRunOutput(signal, url, plan);
    const [first = [], ...rest] = annotationBatches(plan.annotations);
    const now = new Date().toISOString();
    const response = await octokit.request('POST /repos/{owner}/{repo}/check-runs', {
      owner: target.owner,
      repo: target.repo,
      name: CHECK_RUN_NAME,
      head_sha: target.headSha,
      status: 'completed',
      conclusion: checkConclusion(signal.review.action),
      started_at: now,
      completed_at: now,
      details_url: url,
      external_id: signalId,
      output: { ...output, ...(first.length > 0 ? { annotations: first } : {}) },
    });
    const checkRunId = String((response.data as { id: number | string }).id);
    await this.appendAnnotations(octokit, { owner: target.owner, repo: target.repo, checkRunId }, output, rest);
    return checkRunId;
  }

  private async appendAnnotations(octokit: GitHubClient, target: { owner: string; repo: string; checkRunId: string }, output: CheckRunOutput, batches: readonly (readonly CheckAnnotation[])[]): Promise<void> {
    for (const batch of batches) {
      await octokit.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
        owner: target.owner,
        repo: target.repo,
        check_run_id: Number(target.checkRunId),
        output: { title: output.title, summary: output.summary, annotations: [...batch] },
      });
    }
  }

  /** The analysis gave up for good: the check says so instead of spinning forever. */
  async abandon(octokit: GitHubClient, target: { owner: string; repo: string; checkRunId: string }, reason: string, title = 'svc could not analyze this pull request'): Promise<void> {
    await octokit.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
      owner: target.owner,
      repo: target.repo,
      check_run_id: Number(target.checkRunId),
      status: 'completed',
      conclusion: 'neutral',
      completed_at: new Date().toISOString(),
      output: { title, summary: truncateForGitHub(inline(reason)) },
    });
  }
}
