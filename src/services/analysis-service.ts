import { profileNeededAfterHistory, profileNeededUpFront } from '../analyzers/contributors.js';
import { DEFAULT_ANALYSIS_BUDGET } from '../config.js';
import { isSupplyChainPath } from '../ecosystems/api.js';
import { addsMinifiedLine, isScannableSourcePath } from '../ecosystems/code/obfuscation.js';
import { codeRulesWantContent } from '../ecosystems/code/wants-content.js';
import { wantsDockerRunContext, wantsHeredocContext } from '../ecosystems/shell/script-downloads.js';
import { hasShellPayload } from '../ecosystems/github-actions/pr-metadata.js';
import { installManifestsWanted, workspaceManifestsWanted } from '../ecosystems/build-code/build-files.js';
import { goModulesWanted } from '../ecosystems/gomod/build-constraints.js';
import { callersWanted, grantedLocalActionsOf, localCalleesOf } from '../ecosystems/github-actions/cross-file-injection.js';
import { releaseWorkflowsWanted } from '../analyzers/supply-chain/check-release-script-tokens.js';
import { wrapperWorkflowsWanted } from '../ecosystems/build-code/wrappers.js';
import { keptActionsWanted } from '../ecosystems/github-actions/kept-actions.js';
import { AnalysisError } from '../errors.js';
import { AnalysisBudget, type BudgetLimits } from '../github/analysis-budget.js';
import type { createOctokit } from '../github/create-octokit.js';
import { CONFIG_PATH } from '../repo-config/schema.js';
import { assembleSignal } from '../signal/assemble-signal.js';
import { newScanId, newSignalId } from '../signal/ids.js';
import type { MetaSection, Signal } from '../signal/schema.js';
import { headLineRanges, type LineRanges } from '../snapshot/head-line-ranges.js';
import type { ScanStore } from '../storage/scan-store.js';
import { HeadAlreadyAnalyzedError } from '../storage/fenced-scan-store.js';
import { LeaseLostError } from '../storage/webhook-queue.js';
import type { CredentialLabel } from '../metrics.js';
import { ANALYZER_VERSION } from '../version.js';
import type { ContentAnalysis, ContentAnalysisInput } from './analyze-content.js';
import type { OtherRepositories } from '../github/other-repositories.js';
import { readPrSnapshot } from './read-pr-snapshot.js';
import { registryPrefetcher, withRegistryFacts, type RegistryReading } from './read-registry-facts.js';

export interface AnalysisTarget {
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
}

export interface AnalysisOutcome {
  readonly scanId: string;
  readonly signalId: string;
  readonly signal: Signal;
  /** JSON.stringify(signal): the text stored, for answers that send the signal as JSON (serialized once). */
  readonly signalJson: string;
  readonly createdAt: string;
  /** The lines each changed file has at the analyzed head (for annotations that GitHub accepts). */
  readonly headLines: ReadonlyMap<string, LineRanges>;
}

/**
 * A GitHub client for one token; with a budget, its requests and answer bytes count against it;
 * `credential` says whose token it is (metrics; default: anonymous without a token, else server).
 */
export type GitHubClientFactory = (token: string | null, budget?: AnalysisBudget, credential?: CredentialLabel) => ReturnType<typeof createOctokit>;

/** Runs the analysis of a PR's content: in a worker thread (AnalysisPool#run) or in-process. */
export type ContentAnalyzer = (input: ContentAnalysisInput) => Promise<ContentAnalysis>;

/** Where finished analyses are counted (src/metrics.ts). */
export interface AnalysisMetrics {
  recordAnalysis(source: string, outcome: string, seconds: number): void;
}

export interface AnalyzeOptions {
  /** The GitHub token to read with, or null for anonymous access. Used for this analysis only. */
  readonly token: string | null;
  readonly source: 'api' | 'webhook';
  /** Whose token `token` is (CredentialResolver.resolve); counts its GitHub requests under that kind. */
  readonly credential?: CredentialLabel;
  /** Progress lines for a person (the CLI prints them on stderr). */
  readonly onProgress?: (message: string) => void;
}

export interface AnalysisServiceDeps {
  readonly createClient: GitHubClientFactory;
  /** null: analyze without storing (the CLI). */
  readonly scanStore: ScanStore | null;
  readonly timeoutMs: number;
  /** Remote `uses:` refs the PR adds that are checked with GitHub (default MAX_ACTION_LOOKUPS). */
  readonly actionLookupsMax?: number;
  readonly clock?: () => Date;
  /** Live registry lookups for new and updated packages; absent or null: none (REGISTRY_LOOKUPS=off). */
  readonly registry?: RegistryReading | null;
  /** What one analysis may spend on GitHub (default DEFAULT_ANALYSIS_BUDGET). */
  readonly budget?: BudgetLimits;
  /** Where the content is analyzed (default: in this thread; the service uses its worker-thread pool). */
  readonly analyzeContent?: ContentAnalyzer;
  readonly metrics?: AnalysisMetrics | null;
}

/**
 * The one pipeline every door ends in: fetch (GitHub REST, in parallel, within the analysis
 * budget) -> snapshot -> pure analyzers (in a worker thread in the service) -> validated signal
 * -> stored scan. The doors only choose credentials and source.
 */
export class AnalysisService {
  private readonly clock: () => Date;

  constructor(private readonly deps: AnalysisServiceDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  async analyze(target: AnalysisTarget, options: AnalyzeOptions): Promise<AnalysisOutcome> {
    const metrics = this.deps.metrics;
    if (metrics === undefined || metrics === null) return this.run(target, options, performance.now());
    const started = performance.now();
    try {
      const outcome = await this.run(target, options, started);
      metrics.recordAnalysis(options.source, 'ok', (performance.now() - started) / 1000);
      return outcome;
    } catch (error) {
      metrics.recordAnalysis(options.source, outcomeOf(error), (performance.now() - started) / 1000);
      throw error;
    }
  }

  private async run(target: AnalysisTarget, options: AnalyzeOptions, started: number): Promise<AnalysisOutcome> {
    const budget = new AnalysisBudget(this.deps.budget ?? DEFAULT_ANALYSIS_BUDGET);
    const { octokit, requestCount, notModifiedCount } = this.deps.createClient(options.token, budget, options.credential);
    const read = await withTimeout(
      readPrSnapshot(octokit, target, {
        wantContent: contentWanted(),
        metadataPayload: hasShellPayload,
        callersWanted: (path, patch) => callersWanted(path, patch) || releaseWorkflowsWanted(path, patch) || wrapperWorkflowsWanted(path, patch) || keptActionsWanted(path, patch),
        localCallees: localCalleesOf,
        grantedLocalCallees: grantedLocalActionsOf,
        baseManifests: (files) => [...installManifestsWanted(files), ...goModulesWanted(files)],
        workspaceManifests: workspaceManifestsWanted,
        authorProfile: { upFront: profileNeededUpFront, afterHistory: (author, prior) => profileNeededAfterHistory(author, prior, this.clock()) },
        onProgress: options.onProgress,
        budget,
        ...(this.deps.actionLookupsMax === undefined ? {} : { maxActionLookups: this.deps.actionLookupsMax }),
        otherRepositories: otherRepositoriesFor(this.deps.scanStore !== null),
        ...(this.deps.registry ? { onWantedFile: registryPrefetcher(this.deps.registry) } : {}),
      }),
      this.deps.timeoutMs,
      () => budget.stop(`its time limit of ${Math.round(this.deps.timeoutMs / 1000)} s passed`),
    ).catch((error: unknown) => {
      throw withoutToken(error, options.token);
    });
    const registry = this.deps.registry ?? null;
    const snapshot = registry === null ? read : await withRegistryFacts(read, registry, options.onProgress);
    options.onProgress?.('analyzing');
    const now = this.clock();
    const content = await (this.deps.analyzeContent ?? inProcess)({ snapshot, now: now.toISOString() });
    const scanId = newScanId();
    const signalId = newSignalId(snapshot.owner, snapshot.repo, snapshot.number);
    const createdAt = now.toISOString();
    const signal = assembleSignal({
      signalId,
      snapshot,
      sections: content.sections,
      meta: {
        scan_id: scanId,
        generated_at: createdAt,
        analyzer_version: ANALYZER_VERSION,
        duration_ms: Math.round((performance.now() - started) * 10) / 10,
        github_requests: requestCount(),
        github_conditional_hits: notModifiedCount(),
        warnings: [...snapshot.warnings, ...content.config.warnings, ...content.sections.warnings],
        source: options.source,
        truncated: snapshot.files.length < snapshot.changedFiles || snapshot.commits.length < snapshot.commitCount,
        config: content.config.origin,
        budget: budgetMeta(budget, requestCount()),
      },
    });
    const signalJson = JSON.stringify(signal);
    if (this.deps.scanStore !== null) {
      await this.deps.scanStore.save({ scanId, createdAt, signal, signalJson });
    }
    return { scanId, signalId, signal, signalJson, createdAt, headLines: headLineRanges(snapshot) };
  }
}

// Loaded on first use: the analyzers (secretlint, the typosquat lists, the parsers) are tens of MB
// a web process whose analyses run in the pool's threads never needs on its main thread.
const inProcess: ContentAnalyzer = async (input) => (await import('./analyze-content.js')).analyzeContent(input);

/** meta.budget: the limits, what was used (requests as counted by the client) and whether a limit was reached. */
function budgetMeta(budget: AnalysisBudget, requests: number): NonNullable<MetaSection['budget']> {
  const { limits, used, reached } = budget.report();
  return {
    github_requests: { limit: limits.requests, used: requests },
    bytes: { limit: limits.bytes, used: used.bytes },
    files: { limit: limits.files, used: used.files },
    file_bytes_limit: limits.fileBytes,
    reached: reached.length > 0,
    limits_reached: reached.map((limit) => (limit === 'requests' ? 'github_requests' : limit)),
  };
}

/**
 * Which repositories besides the analyzed one an analysis may read about (src/github/other-repositories.ts).
 * A stored scan is listed to every reader of the analyzed repository (GET
 * /api/repos/github/{owner}/{repo}/scans) and read by anyone holding its id or its signal's: so
 * whatever is stored holds only what those readers may read, and every analysis of the service
 * (API, web form, webhook, whoever's token) reads other repositories only when they are public.
 * Until 2026-11-30 a caller's own token read the private action repositories it could, and a
 * stranger listing the public repository's scans read their tags, branches and commits.
 * `any` is left to analyses that store nothing (the CLI), whose signal goes only to the person
 * whose token it is.
 */
export function otherRepositoriesFor(stored: boolean): OtherRepositories {
  return stored ? 'public' : 'any';
}

/** The outcome label of a failed analysis: its failure kind, or why the webhook path dropped its result. */
function outcomeOf(error: unknown): string {
  if (error instanceof AnalysisError) return error.kind;
  if (error instanceof HeadAlreadyAnalyzedError) return 'head_already_analyzed';
  if (error instanceof LeaseLostError) return 'lease_lost';
  return 'internal';
}

/** Changed files whose base and head content the analyzers read. */
/**
 * The configuration, every file a supply-chain manager reads, a source file whose diff adds a
 * line long enough to be minified code: its header (which the diff may not show) can name the
 * script that generates it (docs/findings.md, `minified-source`), and a script whose diff adds a
 * registry or index key, whose here-document may start above the hunk (wantsHeredocContext), or a
 * `docker run` whose image the file may build or assign elsewhere (wantsDockerRunContext).
 */
function wantsContent(path: string, patch?: string | null): boolean {
  return path === CONFIG_PATH || isSupplyChainPath(path) || (patch != null && isScannableSourcePath(path) && addsMinifiedLine(patch)) || wantsHeredocContext(path, patch) || wantsDockerRunContext(path, patch);
}

/**
 * Source files a code rule reads whole, per analysis: at most CODE_RULE_CONTENT_MAX, so that a PR of
 * many such files does not spend the budget of files read (ANALYSIS_MAX_FILES) that the
 * supply-chain files need.
 */
const CODE_RULE_CONTENT_MAX = 25;

/** wantsContent, and the files a code rule asks for (wants-content.ts) up to CODE_RULE_CONTENT_MAX, for one analysis. */
function contentWanted(): (path: string, patch?: string | null, pr?: { readonly title: string }) => boolean {
  let codeReads = 0;
  return (path, patch, pr) => {
    if (wantsContent(path, patch)) return true;
    if (patch == null || codeReads >= CODE_RULE_CONTENT_MAX || !codeRulesWantContent(path, patch, pr?.title)) return false;
    codeReads += 1;
    return true;
  };
}

/**
 * GitHub's messages are quoted in errors (and stored with failed webhook jobs); redactSecrets only
 * knows GitHub's token formats, so the token actually used is also removed wherever an answer
 * echoed it, whatever its format.
 */
function withoutToken(error: unknown, token: string | null): unknown {
  if (token === null || token.length < 4) return error;
  const scrub = (text: string): string => text.split(token).join('[redacted]');
  if (error instanceof AnalysisError) {
    if (!error.reason.includes(token) && !error.detail.includes(token)) return error;
    return new AnalysisError(scrub(error.reason), scrub(error.detail), error.kind, error.resetAt);
  }
  if (error instanceof Error && error.message.includes(token)) error.message = scrub(error.message);
  return error;
}

/** `work`, or AnalysisError 'timeout' after `timeoutMs`, when `onTimeout` stops what `work` still does. */
async function withTimeout<T>(work: Promise<T>, timeoutMs: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new AnalysisError(`GitHub did not answer within ${Math.round(timeoutMs / 1000)} s`, 'The analysis was stopped after its time limit; try again later.', 'timeout'));
    }, timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
