import { AnalysisError } from '../errors.js';
import { redactSecrets } from '../github/classify-github-error.js';
import type { Logger } from '../logger.js';
import type { CredentialLabel } from '../metrics.js';
import { runWithRequestId } from '../request-context.js';
import type { RepositoryStore } from '../storage/repository-store.js';
import type { ScanStore } from '../storage/scan-store.js';
import { FencedScanStore, HeadAlreadyAnalyzedError } from '../storage/fenced-scan-store.js';
import { LeaseLostError, type ClaimedJob, type PullRequestHead, type WebhookQueue } from '../storage/webhook-queue.js';
import type { AccountService } from './account-service.js';
import type { AnalysisOutcome, AnalysisService, GitHubClientFactory } from './analysis-service.js';
import { planAnnotations } from './check-run-annotations.js';
import type { CheckRunPublisher } from './check-run-publisher.js';
import type { GitHubAppAuth } from './github-app-auth.js';

/** What the worker does with a job once its run is over. */
export type JobResult =
  | { readonly kind: 'done'; readonly scanId: string | null; readonly note?: string }
  | { readonly kind: 'retry'; readonly delayMs: number; readonly countAttempt: boolean; readonly error: string }
  | { readonly kind: 'failed'; readonly error: string };

export interface JobRunner {
  run(job: ClaimedJob): Promise<JobResult>;
}

export interface RetryPolicy {
  /** First retry after this long; each further retry waits twice as long. */
  readonly baseMs: number;
  readonly maxMs: number;
}

/** Exponential backoff with ±20 % jitter: base, 2 × base, 4 × base, ... up to max. */
export function backoffDelay(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

class PermanentJobError extends Error {}

/** App deliveries read with the installation's token, per-repository hooks with the enabling user's. */
function credentialOf(head: PullRequestHead): CredentialLabel {
  return head.via === 'installation' ? 'installation' : 'user';
}

/**
 * One webhook job: analyze the newest head of a pull request with the right credentials, through
 * the one pipeline (AnalysisService, source "webhook"), and publish a check run for app
 * installations. Heads the webhook path already analyzed are skipped.
 */
export class PullRequestJobRunner implements JobRunner {
  constructor(
    private readonly deps: {
      queue: WebhookQueue;
      scanStore: ScanStore;
      /**
       * The one pipeline, built for a job with a store that saves only while the job's lease
       * holds (service wiring: the same AnalysisService construction as the API's).
       */
      analysisFor: (scanStore: ScanStore) => AnalysisService;
      accounts: AccountService;
      repositories: RepositoryStore;
      appAuth: GitHubAppAuth | null;
      checkRuns: CheckRunPublisher;
      createClient: GitHubClientFactory;
      logger: Logger;
      retry: RetryPolicy;
      clock?: () => number;
    },
  ) {}

  async run(job: ClaimedJob): Promise<JobResult> {
    const head = await this.deps.queue.headOf(job.repoKey, job.prNumber);
    if (head === undefined) return { kind: 'done', scanId: null, note: 'no head recorded for this pull request' };
    // The job runs under the X-Request-Id of the delivery that announced its head: every log
    // line it writes (here and in the services it calls) carries it.
    return head.requestId === null ? this.runHead(job, head) : runWithRequestId(head.requestId, () => this.runHead(job, head));
  }

  private async runHead(job: ClaimedJob, head: PullRequestHead): Promise<JobResult> {
    if (!head.rerun && (await this.deps.scanStore.hasScanForHead(head.owner, head.repo, head.headSha, 'webhook'))) {
      return { kind: 'done', scanId: null, note: `head ${head.headSha} was already analyzed` };
    }
    let token: string | null;
    try {
      token = await this.tokenFor(head);
    } catch (error) {
      if (error instanceof PermanentJobError) return { kind: 'failed', error: error.message };
      return this.retryOrFail(job, `could not get a GitHub token: ${messageOf(error)}`);
    }
    if (token === null) return { kind: 'done', scanId: null, note: 'the webhook was disabled before the job ran' };

    const log = this.deps.logger.child({ job: job.id, repo: `${head.owner}/${head.repo}`, pr: head.prNumber, head: head.headSha, attempt: job.attempts });
    const checkRunId = head.via === 'installation' ? await this.startCheckRun(job, head, token, log) : null;
    try {
      const analysis = this.deps.analysisFor(new FencedScanStore(this.deps.scanStore, this.deps.queue, job, head.rerun ? { reanalyzeHead: head.headSha } : {}));
      const outcome = await analysis.analyze({ owner: head.owner, repo: head.repo, number: head.prNumber }, { token, credential: credentialOf(head), source: 'webhook' });
      if (checkRunId !== null) await this.publishCheckRun(head, checkRunId, token, outcome, log);
      log.info({ scan: outcome.scanId }, 'webhook analysis stored');
      return { kind: 'done', scanId: outcome.scanId };
    } catch (error) {
      if (error instanceof HeadAlreadyAnalyzedError) {
        log.info('GitHub served a head this PR\'s webhook path already analyzed; nothing stored');
        if (checkRunId !== null) {
          await this.deps.checkRuns
            .abandon(this.deps.createClient(token, undefined, credentialOf(head)).octokit, { owner: head.owner, repo: head.repo, checkRunId }, error.message)
            .catch((abandonError: unknown) => log.warn({ err: messageOf(abandonError) }, 'could not close the check run'));
        }
        return { kind: 'done', scanId: null, note: error.message };
      }
      if (error instanceof LeaseLostError) {
        log.warn('lease lost during the analysis; another worker owns the job, result dropped');
        return { kind: 'done', scanId: null, note: error.message };
      }
      const result = this.afterFailure(job, error);
      log.warn({ kind: error instanceof AnalysisError ? error.kind : 'internal', result: result.kind, err: messageOf(error) }, 'webhook analysis failed');
      if (result.kind === 'failed' && checkRunId !== null) {
        await this.deps.checkRuns
          .abandon(this.deps.createClient(token, undefined, credentialOf(head)).octokit, { owner: head.owner, repo: head.repo, checkRunId }, result.error)
          .catch((abandonError: unknown) => log.warn({ err: messageOf(abandonError) }, 'could not close the check run'));
      }
      return result;
    }
  }

  private afterFailure(job: ClaimedJob, error: unknown): JobResult {
    if (error instanceof AnalysisError) {
      if (error.kind === 'rate_limited' && error.resetAt !== null) {
        // Wait for GitHub's budget to come back; the attempt is not counted against the job.
        const delayMs = Math.max(1_000, error.resetAt * 1000 - this.now() + 1_000);
        return { kind: 'retry', delayMs, countAttempt: false, error: `${error.message} (${error.detail})` };
      }
      if (error.kind === 'not_found' || error.kind === 'forbidden') return { kind: 'failed', error: `${error.message} (${error.detail})` };
      return this.retryOrFail(job, `${error.message} (${error.detail})`);
    }
    return this.retryOrFail(job, messageOf(error));
  }

  private retryOrFail(job: ClaimedJob, error: string): JobResult {
    if (job.attempts >= job.maxAttempts) return { kind: 'failed', error: `gave up after ${job.attempts} attempts: ${error}` };
    return { kind: 'retry', delayMs: backoffDelay(job.attempts, this.deps.retry), countAttempt: true, error };
  }

  /** Installation token for app deliveries; the enabling user's token for per-repository hooks; null when disabled. */
  private async tokenFor(head: PullRequestHead): Promise<string | null> {
    if (head.via === 'installation') {
      if (this.deps.appAuth === null) throw new PermanentJobError('an app delivery was queued but the GitHub App is not configured (APP_ID, PRIVATE_KEY, WEBHOOK_SECRET)');
      if (head.installationId === null) throw new PermanentJobError('the app delivery carried no installation id');
      return this.deps.appAuth.installationToken(Number(head.installationId));
    }
    const record = await this.deps.repositories.findByKey(head.repoKey);
    if (record === undefined || record.encryptedSecret === null) return null;
    if (record.enabledBy === null) throw new PermanentJobError('the user who enabled the webhook no longer exists; enable it again');
    const token = await this.deps.accounts.githubToken(record.enabledBy);
    if (token === null) throw new PermanentJobError('the user who enabled the webhook has no GitHub token; they should sign in again');
    return token;
  }

  /** Creates the in-progress check run once per head (kept across attempts); its failure never stops the analysis. */
  private async startCheckRun(job: ClaimedJob, head: PullRequestHead, token: string, log: Logger): Promise<string | null> {
    if (job.checkRunId !== null && job.checkRunHead === head.headSha) return job.checkRunId;
    try {
      const id = await this.deps.checkRuns.start(this.deps.createClient(token, undefined, credentialOf(head)).octokit, { owner: head.owner, repo: head.repo, headSha: head.headSha });
      await this.deps.queue.rememberCheckRun(job, id, head.headSha);
      return id;
    } catch (error) {
      log.warn({ err: messageOf(error) }, 'could not create the check run');
      return null;
    }
  }

  /**
   * Completes the run with the verdict and its annotations. When GitHub served a newer head than
   * the delivery named, the run on the delivery's head is closed as superseded and the verdict is
   * published on the analyzed commit, so that a check run and its analysis are always about the
   * same commit. Failures here never fail the job: the scan is stored.
   */
  private async publishCheckRun(head: PullRequestHead, checkRunId: string, token: string, outcome: AnalysisOutcome, log: Logger): Promise<void> {
    const octokit = this.deps.createClient(token, undefined, credentialOf(head)).octokit;
    const plan = planAnnotations(outcome.signal, outcome.headLines);
    const analyzedHead = outcome.signal.pr.head_sha;
    try {
      if (analyzedHead === head.headSha) {
        await this.deps.checkRuns.complete(octokit, { owner: head.owner, repo: head.repo, checkRunId }, outcome.signal, outcome.signalId, plan);
        return;
      }
      await this.deps.checkRuns.abandon(octokit, { owner: head.owner, repo: head.repo, checkRunId }, `Superseded: GitHub now serves commit ${analyzedHead} as the head of this pull request; its verdict is in the svc signal check run on that commit.`, 'Superseded by a newer commit');
      await this.deps.checkRuns.publish(octokit, { owner: head.owner, repo: head.repo, headSha: analyzedHead }, outcome.signal, outcome.signalId, plan);
    } catch (error) {
      log.warn({ err: messageOf(error) }, 'could not complete the check run');
    }
  }

  private now(): number {
    return this.deps.clock?.() ?? Date.now();
  }
}

function messageOf(error: unknown): string {
  return redactSecrets(error instanceof Error ? error.message : String(error));
}
