import type { RawPrData } from '../snapshot/raw-pr-data.js';
import { formatBytes, isBudgetExhaustedError, isResponseTooLargeError, type AnalysisBudget } from './analysis-budget.js';
import { classifyGitHubError } from './classify-github-error.js';
import type { GitHubClient } from './create-octokit.js';
import { fetchCheckRuns } from './fetch-check-runs.js';
import { fetchCommitStatuses } from './fetch-commit-statuses.js';
import { COMPARE_COMMITS_PER_PAGE, fetchCompare, fetchCompareWithCommits } from './fetch-compare.js';
import { fetchDependencyChanges } from './fetch-dependency-changes.js';
import { fetchDirectoryFiles } from './fetch-directory-files.js';
import { fetchTagCommit } from './fetch-tag-commit.js';
import { fetchFileContent } from './fetch-file-content.js';
import { pageRange, type ListPage } from './fetch-list-page.js';
import { fetchPriorPrs } from './fetch-prior-prs.js';
import { commitPageCount, fetchPullCommitsPage, MAX_LISTED_COMMITS } from './fetch-pull-commits.js';
import { fetchPullFilesPage, filePageCount, MAX_LISTED_FILES } from './fetch-pull-files.js';
import { fetchPullRequest } from './fetch-pull-request.js';
import { fetchUserProfile } from './fetch-user-profile.js';
import { pullRequestError } from './pull-request-error.js';
import { MAX_ACTION_LOOKUPS, readActionRefs } from './read-action-refs.js';
import { otherRepositoryGate, type OtherRepositories } from './other-repositories.js';
import { readBaseFile, readBaseFiles, readBaseRoot } from './read-base-files.js';
import { reconstructHeadContent } from './reconstruct-head-content.js';
import type { RawCommit, RawCompare, RawCompareWithCommits, RawDependencyChange, RawPriorPrs, RawPullFile, RawPullRequest, RawUserProfile } from '../snapshot/raw-schemas.js';
import type { PullTarget, RepoRef } from './targets.js';
import { pushAll } from '../push-all.js';

export interface FetchPrDataOptions {
  /**
   * Whether the analysis reads this changed file's content (manifests, lockfiles, workflows…);
   * `patch` is GitHub's diff of the file (null when GitHub sent none, undefined for a renamed file's old path).
   */
  /** `pr`: the PR's title, for a reader that wants a file only under some titles (a claim of a docs or typo fix). */
  wantContent: (path: string, patch?: string | null, pr?: { readonly title: string }) => boolean;
  /** Short progress messages for logs or a CLI. */
  onProgress?: (message: string) => void;
  /**
   * Whether the PR's own metadata (title, body, head branch name) carries shell syntax: only then
   * are the base's workflows listed and read (at most MAX_BASE_WORKFLOWS), to name the ones that
   * would expand it. A typical PR costs no extra request.
   */
  metadataPayload?: (meta: { title: string; body: string; headRef: string }) => boolean;
  /**
   * Whether a changed file's callers are worth reading: a local action or reusable workflow whose
   * patch expands its inputs into a script, where an existing workflow may pass it outsider-written
   * text (also a file that makes the base's workflows worth reading for another rule: a registry
   * token line, a Gradle wrapper moved to another release, a third-party action added by a moving
   * ref, which another workflow may already follow). When one is listed, the base's workflows
   * are read as for a metadata payload (once, at most MAX_BASE_WORKFLOWS).
   */
  callersWanted?: (path: string, patch: string | null) => boolean;
  /**
   * The local actions (`dir/action.yml`) and reusable workflows a changed file's patch passes
   * outsider-written text to, or whose steps may need the write scope it adds: those the PR does not
   * change are read at the base (at most MAX_LOCAL_CALLEES; an action's `action.yaml` when it has no
   * `action.yml`), to see whether the text reaches a script or the steps use the scope.
   */
  localCallees?: (path: string, patch: string | null) => readonly string[];
  /**
   * The local actions a changed workflow's jobs run where a write scope its patch adds may be
   * needed, given the workflow's whole head content once it is read (rebuilt from the base and the
   * patch): a `uses: ./…` line outside the patch's context, which `localCallees` cannot see. Those
   * the PR does not change and `localCallees` did not name are read at the base after the
   * contents, within the same MAX_LOCAL_CALLEES.
   */
  grantedLocalCallees?: (path: string, patch: string | null, head: string) => readonly string[];
  /**
   * Manifests the PR does not change whose base version the analysis wants, given the listed files
   * (an npm package.json whose install script may run a changed file: installManifestsWanted; the
   * go.mod above a deleted Go test built only for old Go versions: goModulesWanted). Read through the
   * base's root tree, at most MAX_BASE_MANIFESTS: one absent from the root tree costs no request.
   */
  baseManifests?: (files: readonly { readonly path: string; readonly removed: boolean; readonly patch: string | null }[]) => readonly string[];
  /**
   * In a monorepo, the workspace manifests wanted once the root one (read through baseManifests)
   * is known, with the base's pnpm-workspace.yaml when the root tree has one and the manifest lists
   * no workspaces (workspaceManifestsWanted). Read the same way, together at most MAX_BASE_MANIFESTS.
   */
  workspaceManifests?: (files: readonly { readonly path: string; readonly removed: boolean; readonly patch: string | null }[], rootManifest: string, pnpmWorkspace: string | null) => readonly string[];
  /** Distinct remote `uses:` refs the PR adds that are checked with GitHub (read-action-refs.ts); default MAX_ACTION_LOOKUPS, 0: none. */
  maxActionLookups?: number;
  /** Which other repositories those checks may read (other-repositories.ts); default `any`. */
  otherRepositories?: OtherRepositories;
  /**
   * The analysis budget: its `files` limit caps the changed files whose content is read (here);
   * its requests and bytes are enforced by the client it was given to (createOctokit's `budget`).
   * When a limit is reached, one warning says so and names what was not read.
   */
  budget?: AnalysisBudget;
  /** Told of each listed file whose content is wanted, as its page arrives (registry lookups start from its diff meanwhile). */
  onWantedFile?: (file: RawPullFile) => void;
  /** When the author's profile (account age) is read; without it, always, with the second round. */
  authorProfile?: AuthorProfilePolicy;
}

/** The PR author as the pull request names it (a person: bots have no profile or history read). */
export interface AuthorFacts {
  readonly login: string;
  readonly type: string | null;
  /** GitHub's author_association on the pull request; null when absent. */
  readonly association: string | null;
}

/**
 * Whether the author's profile is worth a request: the account's age matters to the analysis only
 * while the author's history in the repository does not already settle it (src/analyzers/contributors.ts).
 */
export interface AuthorProfilePolicy {
  /** Read it with the second round, before the history is known. */
  upFront(author: AuthorFacts): boolean;
  /** Not read up front: is it needed, now that the history search answered (undefined: it failed)? */
  afterHistory(author: AuthorFacts, prior: RawPriorPrs | undefined): boolean;
}

/** SHA-pinned `uses:` lines with a version comment that the PR adds, checked against the tag (at most this many). */
export const MAX_ACTION_TAGS = 5;
/** `uses: owner/repo[/path]@<sha> # v1.2.3` on an added line of a workflow or action patch. */
const PINNED_USES = /^\+\s*(?:-\s+)?uses:\s*['"]?([\w.-]+)\/([\w.-]+)(?:\/[^@\s'"]*)?@([0-9a-f]{40})['"]?\s+#\s*(v?\d{1,6}(?:\.\d{1,6}){0,2})\b/gim;

/** Local actions and reusable workflows read from the base commit for changed files that pass them outsider-written text. */
export const MAX_LOCAL_CALLEES = 5;

/** Unchanged manifests read from the base commit (baseManifests). */
export const MAX_BASE_MANIFESTS = 3;

/** Workflows read from the base commit when the PR's metadata carries shell syntax. */
export const MAX_BASE_WORKFLOWS = 10;
const WORKFLOWS_DIR = '.github/workflows';

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

function cause(error: unknown): string {
  return classifyGitHubError(error).summary;
}

interface ContentResult {
  /** The changed file's path (at head). */
  readonly path: string;
  /** null: not read (over the per-file limit, or the budget ran out): the file is left out of `contents`. */
  readonly content: { path: string; base: string | null; head: string | null } | null;
  readonly warnings: string[];
  /** The budget of requests or bytes ran out while reading it. */
  readonly outOfBudget: boolean;
}

/**
 * Reads everything the analyzers need about one pull request, in as few sequential round trips
 * and requests as it can:
 *
 * 1. at once: the pull request and the first page of files;
 * 2. as soon as the pull request is known, all at once: the other file pages (their number
 *    follows from changed_files), the comparison with the base branch, which also lists the
 *    commits of an open PR of up to 100 commits (else the commit pages are read alongside it),
 *    check runs, the combined status, the author's profile and prior PRs (not for bots),
 *    the base commit's root tree, which says whether .github/svc.yml and .gitattributes exist
 *    (read-base-files.ts: only those that do are read, by blob SHA), the base content of each wanted
 *    changed file (as soon as its page arrives) and, when one changed, the dependency review; the
 *    base's workflows when the PR's metadata carries shell syntax, or as soon as a listed file is a
 *    local action or reusable workflow whose callers are wanted (`callersWanted`); once the files
 *    are listed, the unchanged local actions and workflows that changed files pass outsider-written
 *    text to (`localCallees`) and, once a changed workflow's content is read, the local actions of the
 *    jobs a write scope its patch adds reaches (`grantedLocalCallees`), and the unchanged manifests whose install scripts may run a changed
 *    file (`baseManifests`, through the root tree).
 *
 * Head contents are rebuilt from base content + patch; only a file without a usable patch is
 * read at head. Only the pull request read is essential: its failure throws an AnalysisError.
 * Any other failed read becomes a line in `warnings` and leaves its field null or absent.
 * Returns what GitHub answered; src/snapshot/build-snapshot.ts maps it to the snapshot.
 */
export async function fetchPrData(octokit: GitHubClient, target: PullTarget, options: FetchPrDataOptions): Promise<RawPrData> {
  const progress = options.onProgress ?? (() => undefined);
  const repo: RepoRef = { owner: target.owner, repo: target.repo };
  const name = `${target.owner}/${target.repo}#${target.number}`;
  progress(`reading pull request ${name}`);

  // Round 1: everything that needs only the number. (The commits come with the comparison in round 2.)
  const pullRead = settle(fetchPullRequest(octokit, target));
  const firstFilesPage = settle(fetchPullFilesPage(octokit, target, 1));
  const pullResult = await pullRead;
  if (!pullResult.ok) {
    // Let the other first-round read finish: nothing keeps running after the analysis failed.
    await firstFilesPage;
    throw pullRequestError(pullResult.error, target);
  }
  const pull = pullResult.value;
  const baseSha = pull.base.sha;
  const headSha = pull.head.sha;
  progress(`pull request read: ${pull.changed_files ?? '?'} files, ${pull.commits ?? '?'} commits; reading the rest`);

  // Round 2: everything else, at once.
  const checkRuns = settle(fetchCheckRuns(octokit, repo, headSha));
  const statuses = settle(fetchCommitStatuses(octokit, repo, headSha));
  const author = pull.user ?? null;
  const authorIsBot = author === null || author.type === 'Bot' || author.login.endsWith('[bot]');
  const person: AuthorFacts | null = author && !authorIsBot ? { login: author.login, type: author.type ?? null, association: pull.author_association ?? null } : null;
  const priorPrs = person ? settle(fetchPriorPrs(octokit, repo, person.login)) : null;
  const policy = options.authorProfile;
  // Up front, or as soon as the history says the account's age still matters (a third round, rarely).
  const profile: Promise<Settled<RawUserProfile | undefined>> | null =
    person === null
      ? null
      : policy === undefined || policy.upFront(person)
        ? settle(fetchUserProfile(octokit, person.login))
        : (priorPrs as Promise<Settled<RawPriorPrs>>).then((history) =>
            policy.afterHistory(person, history.ok ? history.value : undefined) ? settle(fetchUserProfile(octokit, person.login)) : { ok: true as const, value: undefined },
          );
  const compare: Promise<Settled<RawCompare | RawCompareWithCommits | undefined>> = commitsFromCompare(pull)
    ? settle(fetchCompareWithCommits(octokit, repo, pull.base.ref, headSha))
    : settle(fetchCompare(octokit, repo, pull.base.ref, headSha));
  const baseRoot = readBaseRoot(octokit, repo, baseSha);
  const baseFiles = readBaseFiles(octokit, repo, baseSha, baseRoot);
  const payload = options.metadataPayload?.({ title: pull.title ?? '', body: pull.body ?? '', headRef: pull.head.ref }) ?? false;
  // Files read at the base, by path, for all their readers: a changed file's base version, the base's
  // workflows and the local callees (a PR that changes a local action and a workflow would otherwise
  // read that workflow's base twice).
  const readAtBase = onceByPath((path) => fetchFileContent(octokit, repo, path, baseSha));
  let baseWorkflows = payload ? settle(readBaseWorkflows(octokit, repo, baseSha, readAtBase)) : null;

  let dependencyChanges: Promise<Settled<RawDependencyChange[] | undefined>> | null = null;
  const budget = options.budget;
  const unread: string[] = [];
  const contentReader = (file: RawPullFile): Promise<ContentResult> | null => {
    if (baseWorkflows === null && options.callersWanted?.(file.filename, file.patch ?? null) === true) baseWorkflows = settle(readBaseWorkflows(octokit, repo, baseSha, readAtBase));
    const wanted = options.wantContent(file.filename, file.patch ?? null, { title: pull.title ?? '' }) || (file.previous_filename ? options.wantContent(file.previous_filename) : false);
    if (!wanted) return null;
    if (budget !== undefined && !budget.takeFile()) {
      unread.push(file.filename);
      return null;
    }
    options.onWantedFile?.(file);
    dependencyChanges ??= settle(fetchDependencyChanges(octokit, repo, baseSha, headSha));
    return readContent(octokit, repo, file, readAtBase, headSha);
  };
  const files = readFiles(octokit, target, pull, firstFilesPage, contentReader);
  const commits = commitsFromCompare(pull) ? readCommitsFromCompare(octokit, target, pull, compare) : readCommits(octokit, target, pull);

  const warnings: string[] = [];
  const filesResult = await files;
  pushAll(warnings, filesResult.warnings);
  const commitsResult = await commits;
  pushAll(warnings, commitsResult.warnings);

  const checkRunsResult = await checkRuns;
  if (!checkRunsResult.ok) warnings.push(`check runs could not be read (${cause(checkRunsResult.error)}): CI evidence may be incomplete`);
  const statusesResult = await statuses;
  if (!statusesResult.ok) warnings.push(`commit statuses could not be read (${cause(statusesResult.error)}): CI evidence may be incomplete`);

  const profiles: Record<string, RawUserProfile> = {};
  const priorPrsByLogin: Record<string, RawPriorPrs> = {};
  if (author && profile) {
    const result = await profile;
    if (!result.ok) warnings.push(`the profile of @${author.login} could not be read (${cause(result.error)}): the account's age is unknown`);
    else if (result.value) profiles[author.login] = result.value;
  }
  if (author && priorPrs) {
    const result = await priorPrs;
    if (!result.ok) warnings.push(`prior pull requests of @${author.login} could not be searched (${cause(result.error)}): the author's history is unknown`);
    else priorPrsByLogin[author.login] = result.value;
  }

  const compareResult = await compare;
  if (!compareResult.ok) {
    warnings.push(`the head could not be compared with ${pull.base.ref} (${cause(compareResult.error)}): how far the branch is behind is unknown`);
  } else if (compareResult.value === undefined) {
    warnings.push(`the head could not be compared with ${pull.base.ref} (not found): how far the branch is behind is unknown`);
  }

  const mayRead = otherRepositoryGate(octokit, repo, options.otherRepositories ?? 'any');
  const tagReads = readActionTags(octokit, filesResult.files, mayRead);
  const actionRefReads = readActionRefs(octokit, filesResult.files, options.maxActionLookups ?? MAX_ACTION_LOOKUPS, mayRead);
  // A submodule pointer moved and .gitmodules is not in the PR: read it at the base (one request) to know where the submodule comes from.
  const gitmodulesRead =
    filesResult.files.some((f) => f.patch?.includes('Subproject commit') === true) && !filesResult.files.some((f) => f.filename === '.gitmodules')
      ? settle(fetchFileContent(octokit, repo, '.gitmodules', baseSha))
      : null;
  // A changed file an unchanged manifest's install script may run: that manifest at the base, through the root tree.
  const listedFiles = filesResult.files.map((f) => ({ path: f.filename, removed: f.status === 'removed', patch: f.patch ?? null }));
  const manifestPaths = (options.baseManifests?.(listedFiles) ?? []).slice(0, MAX_BASE_MANIFESTS);
  // A monorepo's workspace package that holds such a file: its package.json, once the root one says where workspaces are.
  const readWorkspaceManifests = async (
    paths: readonly string[],
    reads: readonly Promise<Settled<string | undefined>>[],
  ): Promise<{ paths: string[]; reads: Promise<Settled<string | undefined>>[] }> => {
    const at = paths.indexOf('package.json');
    const wanted = options.workspaceManifests;
    const room = MAX_BASE_MANIFESTS - paths.length;
    if (wanted === undefined || at < 0 || room <= 0) return { paths: [], reads: [] };
    const root = await reads[at]!;
    if (!root.ok || root.value === undefined) return { paths: [], reads: [] };
    let pnpmWorkspace: string | null = null;
    if (!/"workspaces"\s*:/.test(root.value) && (await baseRoot)?.some((entry) => entry.path === 'pnpm-workspace.yaml') === true) {
      const read = await settle(readBaseFile(octokit, repo, baseSha, baseRoot, 'pnpm-workspace.yaml'));
      pnpmWorkspace = read.ok ? (read.value ?? null) : null;
    }
    const more = wanted(listedFiles, root.value, pnpmWorkspace).slice(0, room);
    return { paths: [...more], reads: more.map((path) => settle(readBaseFile(octokit, repo, baseSha, baseRoot, path))) };
  };
  const manifestReads = manifestPaths.map((path) => settle(readBaseFile(octokit, repo, baseSha, baseRoot, path)));
  const workspaceReads = readWorkspaceManifests(manifestPaths, manifestReads);
  const contentsRead = Promise.all(filesResult.contentReads);
  const calleeReads = readLocalCallees(readAtBase, filesResult.files, options.localCallees, contentsRead, options.grantedLocalCallees);
  const contents = await contentsRead;
  for (const read of contents) {
    pushAll(warnings, read.warnings);
    if (read.outOfBudget && read.content === null) unread.push(read.path);
  }

  const baseFilesResult = await baseFiles;
  pushAll(warnings, baseFilesResult.warnings);
  const baseFileContents: { path: string; content: string }[] = [...baseFilesResult.files];

  if (gitmodulesRead !== null) {
    const read = await gitmodulesRead;
    if (!read.ok) warnings.push(`.gitmodules could not be read from the base commit (${cause(read.error)}): where a moved submodule comes from is unknown`);
    else if (read.value !== undefined) baseFileContents.push({ path: '.gitmodules', content: read.value });
  }

  const workspaceManifests = await workspaceReads;
  for (const [i, pending] of [...manifestReads, ...workspaceManifests.reads].entries()) {
    const read = await pending;
    const path = [...manifestPaths, ...workspaceManifests.paths][i] ?? '';
    if (!read.ok) warnings.push(`${path} could not be read from the base commit (${cause(read.error)}): ${path === 'go.mod' || path.endsWith('/go.mod') ? 'the Go versions its module supports are' : 'the files its install scripts run are'} not known`);
    else if (read.value !== undefined && !baseFileContents.some((f) => f.path === path)) baseFileContents.push({ path, content: read.value });
  }

  const actionTags = await tagReads;
  if (actionTags.failed > 0) warnings.push(`${actionTags.failed} version comments of pinned actions could not be checked against their tags: a comment that does not match its SHA may go unnoticed`);

  const actionRefs = await actionRefReads;
  pushAll(warnings, actionRefs.warnings);

  const callees = await calleeReads;
  pushAll(warnings, callees.warnings);
  for (const file of callees.files) if (!baseFileContents.some((f) => f.path === file.path)) baseFileContents.push(file);

  // Assigned inside contentReader too, which TypeScript's narrowing does not see: say the type again.
  const pendingWorkflows = baseWorkflows as Promise<Settled<{ files: { path: string; content: string }[]; skipped: number }>> | null;
  if (pendingWorkflows !== null) {
    const read = await pendingWorkflows;
    // Why they are read: the PR's metadata carries shell syntax, a changed callee may be fed outsider text, or an added action may be in use already.
    const [what, which] = payload
      ? ["expanding this PR's title, body or branch name", "would expand this PR's title, body or branch name"]
      : ['passing outsider-written text into the actions and workflows this PR changes, or for the actions they already run', 'pass outsider-written text into the actions and workflows this PR changes, or already run the actions it adds,'];
    if (!read.ok) warnings.push(`the base's workflows could not be read (${cause(read.error)}): which of them ${which} is unknown`);
    else {
      for (const file of read.value.files) if (!baseFileContents.some((f) => f.path === file.path)) baseFileContents.push(file);
      if (read.value.skipped > 0) warnings.push(`${read.value.skipped} of the base's workflows were not read (at most ${MAX_BASE_WORKFLOWS}): they were not checked for ${what}`);
    }
  }

  // Assigned inside contentReader, which TypeScript's narrowing does not see: say the type again.
  const pendingDependencyRead = dependencyChanges as Promise<Settled<RawDependencyChange[] | undefined>> | null;
  const dependencyRead = pendingDependencyRead === null ? null : await pendingDependencyRead;
  if (dependencyRead !== null && !dependencyRead.ok) {
    warnings.push(`GitHub's dependency review could not be read (${cause(dependencyRead.error)}): known vulnerabilities and licenses of new dependencies were not checked`);
  }
  const dependencyResult = dependencyRead?.ok ? dependencyRead.value : undefined;
  if (budget !== undefined && budget.reached.length > 0) warnings.push(budgetWarning(budget, unread));
  progress(`GitHub reads done for ${name}`);

  return {
    owner: target.owner,
    repo: target.repo,
    number: target.number,
    pull,
    files: filesResult.files,
    commits: commitsResult.commits,
    checkRuns: checkRunsResult.ok ? checkRunsResult.value : null,
    statuses: statusesResult.ok ? statusesResult.value : null,
    profiles,
    priorPrs: priorPrsByLogin,
    compare: compareResult.ok && compareResult.value !== undefined ? countsOf(compareResult.value) : null,
    contents: contents.flatMap((read) => (read.content === null ? [] : [read.content])),
    dependencyChanges: dependencyResult ?? null,
    baseFiles: baseFileContents,
    actionTags: actionTags.tags,
    actionRefs: actionRefs.refs,
    warnings,
  };
}

/** The tags named in version comments of SHA-pinned uses: lines the PR adds, resolved to commits (at most MAX_ACTION_TAGS). */
async function readActionTags(octokit: GitHubClient, files: readonly RawPullFile[], mayRead: (repo: RepoRef) => Promise<boolean>): Promise<{ tags: NonNullable<RawPrData['actionTags']>[number][]; failed: number }> {
  const wanted: { path: string; owner: string; repo: string; tag: string; pinned: string }[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    if (file.patch === undefined || file.patch === null || !/^\.github\/workflows\/[^/]+\.ya?ml$|(?:^|\/)action\.ya?ml$/.test(file.filename)) continue;
    for (const m of file.patch.matchAll(PINNED_USES)) {
      const key = `${m[1]}/${m[2]}@${m[3]}#${m[4]}`.toLowerCase();
      if (seen.has(key) || wanted.length >= MAX_ACTION_TAGS) continue;
      seen.add(key);
      wanted.push({ path: file.filename, owner: m[1]!, repo: m[2]!, tag: m[4]!, pinned: m[3]!.toLowerCase() });
    }
  }
  // A repository that may not be read answers as one that does not exist: the tag resolves to nothing.
  const resolve = async (repo: RepoRef, tag: string): Promise<string | null> => ((await mayRead(repo)) ? fetchTagCommit(octokit, repo, tag) : null);
  const reads = await Promise.all(wanted.map((w) => settle(resolve({ owner: w.owner, repo: w.repo }, w.tag))));
  const tags = wanted.flatMap((w, i) => {
    const read = reads[i];
    return read?.ok ? [{ path: w.path, action: `${w.owner}/${w.repo}`, tag: w.tag, pinned: w.pinned, resolved: read.value }] : [];
  });
  return { tags, failed: reads.filter((r) => !r.ok).length };
}

/**
 * The local actions and reusable workflows that changed files pass outsider-written text to (or
 * local actions of a workflow whose patch adds a write scope) and the PR does not change, read at the base at once (at most MAX_LOCAL_CALLEES; an action directory's
 * `action.yaml` after its `action.yml` is found missing). Those the patches show are read as soon as
 * the files are listed; those only a workflow's whole head content shows (`grantedCalleesOf`), once
 * the contents are read, in the room the first left. Absent files are no warning.
 */
async function readLocalCallees(
  readAtBase: (path: string) => Promise<string | undefined>,
  files: readonly RawPullFile[],
  calleesOf: FetchPrDataOptions['localCallees'],
  contentsRead: Promise<readonly ContentResult[]>,
  grantedCalleesOf: FetchPrDataOptions['grantedLocalCallees'],
): Promise<{ files: { path: string; content: string }[]; warnings: string[] }> {
  if (calleesOf === undefined && grantedCalleesOf === undefined) return { files: [], warnings: [] };
  const changed = new Set(files.flatMap((f) => [f.filename, ...(f.previous_filename ? [f.previous_filename] : [])]));
  const alternate = (path: string): string | null => (path.endsWith('/action.yml') || path === 'action.yml' ? `${path.slice(0, -'yml'.length)}yaml` : null);
  const unchanged = (path: string): boolean => !changed.has(path) && !changed.has(alternate(path) ?? path);
  const fromPatches = calleesOf === undefined ? [] : [...new Set(files.flatMap((f) => calleesOf(f.filename, f.patch ?? null)))].filter(unchanged);
  const first = readCallees(readAtBase, fromPatches.slice(0, MAX_LOCAL_CALLEES), alternate);
  let fromHeads: string[] = [];
  if (grantedCalleesOf !== undefined) {
    const patches = new Map(files.map((f) => [f.filename, f.patch ?? null]));
    const known = new Set(fromPatches);
    const found = new Set<string>();
    // A failed content read fails the analysis where the contents are awaited; here it only means no more callees.
    for (const read of await contentsRead.catch((): readonly ContentResult[] => [])) {
      const head = read.content?.head ?? null;
      if (head === null) continue;
      for (const path of grantedCalleesOf(read.path, patches.get(read.path) ?? null, head)) if (!known.has(path) && unchanged(path)) found.add(path);
    }
    fromHeads = [...found];
  }
  const wanted = [...fromPatches, ...fromHeads];
  const later = readCallees(readAtBase, wanted.slice(fromPatches.length, MAX_LOCAL_CALLEES), alternate);
  const chosen = wanted.slice(0, MAX_LOCAL_CALLEES);
  const reads = [...(await first), ...(await later)];
  const out: { path: string; content: string }[] = [];
  const warnings: string[] = [];
  reads.forEach((result, i) => {
    if (result.ok) {
      if (result.value !== null) out.push(result.value);
    } else if (!isBudgetExhaustedError(result.error)) {
      warnings.push(`${chosen[i]} could not be read from the base commit (${cause(result.error)}): whether it runs the outsider-written text this PR passes to it, or uses the write scope this PR grants its job, is unknown`);
    }
  });
  if (wanted.length > chosen.length) warnings.push(`${wanted.length - chosen.length} local actions or workflows this PR passes outsider-written text to, or grants a write scope for, were not read (at most ${MAX_LOCAL_CALLEES}): what they do with it is unknown`);
  return { files: out, warnings };
}

/** Each local callee at the base, all at once: its path, else (an action's `action.yml` missing) its `action.yaml`. */
function readCallees(
  readAtBase: (path: string) => Promise<string | undefined>,
  paths: readonly string[],
  alternate: (path: string) => string | null,
): Promise<Settled<{ path: string; content: string } | null>[]> {
  const read = async (path: string): Promise<{ path: string; content: string } | null> => {
    const content = await readAtBase(path);
    if (content !== undefined) return { path, content };
    const other = alternate(path);
    if (other === null) return null;
    const yaml = await readAtBase(other);
    return yaml === undefined ? null : { path: other, content: yaml };
  };
  return Promise.all(paths.map((path) => settle(read(path))));
}

/** One read per path, however many readers ask for it (a failed read fails for each of them). */
function onceByPath<T>(read: (path: string) => Promise<T>): (path: string) => Promise<T> {
  const reads = new Map<string, Promise<T>>();
  return (path) => {
    let pending = reads.get(path);
    if (pending === undefined) {
      pending = read(path);
      reads.set(path, pending);
    }
    return pending;
  };
}

/** The base's workflow files (at most MAX_BASE_WORKFLOWS, in name order), read at once after one listing. */
async function readBaseWorkflows(
  octokit: GitHubClient,
  repo: RepoRef,
  baseSha: string,
  readAtBase: (path: string) => Promise<string | undefined>,
): Promise<{ files: { path: string; content: string }[]; skipped: number }> {
  const listed = ((await fetchDirectoryFiles(octokit, repo, WORKFLOWS_DIR, baseSha)) ?? []).filter((p) => /\.ya?ml$/.test(p)).sort();
  const chosen = listed.slice(0, MAX_BASE_WORKFLOWS);
  const contents = await Promise.all(chosen.map(readAtBase));
  const files = chosen.flatMap((path, i) => (contents[i] === undefined ? [] : [{ path, content: contents[i] }]));
  return { files, skipped: listed.length - chosen.length };
}

/** All file pages at once (their count follows from changed_files); content reads start per page. */
async function readFiles(
  octokit: GitHubClient,
  target: PullTarget,
  pull: RawPullRequest,
  firstPage: Promise<Settled<ListPage<RawPullFile>>>,
  contentReader: (file: RawPullFile) => Promise<ContentResult> | null,
): Promise<{ files: RawPullFile[]; warnings: string[]; contentReads: Promise<ContentResult>[] }> {
  const known = pull.changed_files !== null && pull.changed_files !== undefined;
  const pageCount = known ? filePageCount(pull.changed_files ?? 0) : 1;
  const pages = [firstPage, ...pageRange(2, pageCount).map((page) => settle(fetchPullFilesPage(octokit, target, page)))];
  const readsByPage: Promise<ContentResult>[][] = pages.map(() => []);
  const results = await Promise.all(
    pages.map((page, index) =>
      page.then((result) => {
        if (result.ok) {
          for (const file of result.value.items) {
            const read = contentReader(file);
            if (read) readsByPage[index]?.push(read);
          }
        }
        return result;
      }),
    ),
  );
  const files: RawPullFile[] = [];
  const failures: unknown[] = [];
  for (const result of results) {
    if (result.ok) pushAll(files, result.value.items);
    else failures.push(result.error);
  }
  // changed_files missing (it never should be): follow the Link header instead.
  let last = results[results.length - 1];
  for (let page = 2; !known && last?.ok && last.value.hasNext && files.length < MAX_LISTED_FILES; page += 1) {
    last = await settle(fetchPullFilesPage(octokit, target, page));
    if (!last.ok) failures.push(last.error);
    else {
      pushAll(files, last.value.items);
      const reads: Promise<ContentResult>[] = [];
      for (const file of last.value.items) {
        const read = contentReader(file);
        if (read) reads.push(read);
      }
      readsByPage.push(reads);
    }
  }
  const warnings: string[] = [];
  if (failures.length > 0) {
    const expected = Math.min(pull.changed_files ?? files.length, MAX_LISTED_FILES);
    warnings.push(
      `${failures.length} of ${pages.length} pages of changed files could not be read (${cause(failures[0])}): ` +
        `the analysis sees ${files.length} of ${expected} listed files`,
    );
  }
  return { files: files.slice(0, MAX_LISTED_FILES), warnings, contentReads: readsByPage.flat() };
}

/**
 * Whether the comparison with the base branch (read anyway, for how far the branch is behind) can
 * also list the PR's commits: an open PR's commits are those reachable from its head and not from
 * its base branch, and up to COMPARE_COMMITS_PER_PAGE of them fit on the comparison's first page.
 * Not for a merged PR, whose commits its base branch may now contain.
 */
function commitsFromCompare(pull: RawPullRequest): boolean {
  return pull.state === 'open' && pull.merged !== true && typeof pull.commits === 'number' && pull.commits <= COMPARE_COMMITS_PER_PAGE;
}

/** The counts of a comparison (what the snapshot keeps), without its commits. */
function countsOf(compare: RawCompare): RawCompare {
  return { ahead_by: compare.ahead_by, behind_by: compare.behind_by, status: compare.status };
}

/**
 * The commits the comparison listed, when they are exactly the PR's (as many as its `commits`);
 * otherwise (the comparison failed, or the base branch moved so that it counts others) the PR's
 * commit pages, read after it: a third round trip only in that case.
 */
async function readCommitsFromCompare(
  octokit: GitHubClient,
  target: PullTarget,
  pull: RawPullRequest,
  compare: Promise<Settled<RawCompare | RawCompareWithCommits | undefined>>,
): Promise<{ commits: RawCommit[]; warnings: string[] }> {
  const result = await compare;
  if (result.ok && result.value !== undefined && 'commits' in result.value) {
    const { commits, total_commits: total } = result.value;
    if (total === pull.commits && commits.length === total) return { commits, warnings: [] };
  }
  return await readCommits(octokit, target, pull);
}

/** All commit pages at once (their count follows from the PR's commits count). */
async function readCommits(octokit: GitHubClient, target: PullTarget, pull: RawPullRequest): Promise<{ commits: RawCommit[]; warnings: string[] }> {
  const pageCount = Math.max(1, commitPageCount(pull.commits ?? 1));
  const pages = pageRange(1, pageCount).map((page) => settle(fetchPullCommitsPage(octokit, target, page)));
  const results = await Promise.all(pages);
  const commits: RawCommit[] = [];
  const failures: unknown[] = [];
  for (const result of results) {
    if (result.ok) pushAll(commits, result.value.items);
    else failures.push(result.error);
  }
  const warnings: string[] = [];
  if (failures.length > 0) {
    warnings.push(
      `${failures.length} of ${pages.length} pages of commits could not be read (${cause(failures[0])}): ` +
        'contributors and commit evidence may be incomplete',
    );
  }
  return { commits: commits.slice(0, MAX_LISTED_COMMITS), warnings };
}

/**
 * Base content (read), head content (rebuilt from the patch, read only when that fails). A
 * version over the per-file limit, or a read the budget refused, leaves the whole file unread
 * (content null): half a file would read as a change it does not make.
 */
async function readContent(octokit: GitHubClient, repo: RepoRef, file: RawPullFile, readAtBase: (path: string) => Promise<string | undefined>, headSha: string): Promise<ContentResult> {
  const path = file.filename;
  const warnings: string[] = [];
  const unread = (error: unknown, version: string): (ContentResult) | null => {
    if (isResponseTooLargeError(error)) {
      return { path, content: null, outOfBudget: false, warnings: [`${path} was not read: its ${version} version is ${error.message} (ANALYSIS_MAX_FILE_BYTES); its changes were not checked`] };
    }
    return isBudgetExhaustedError(error) ? { path, content: null, outOfBudget: true, warnings: [] } : null;
  };
  const basePath = file.previous_filename ?? file.filename;
  let base: string | null = null;
  if (file.status !== 'added') {
    const read = await settle(readAtBase(basePath));
    if (read.ok) base = read.value ?? null;
    else {
      const skipped = unread(read.error, 'base');
      if (skipped) return skipped;
      warnings.push(`the base version of ${basePath} could not be read (${cause(read.error)}): its changes may be incomplete`);
    }
  }
  const rebuilt = reconstructHeadContent(base, file);
  if (rebuilt !== undefined) return { path, content: { path, base, head: rebuilt }, warnings, outOfBudget: false };
  const read = await settle(fetchFileContent(octokit, repo, path, headSha));
  let head: string | null = null;
  if (read.ok) head = read.value ?? null;
  else {
    const skipped = unread(read.error, 'head');
    if (skipped) return skipped;
    warnings.push(`the head version of ${path} could not be read (${cause(read.error)}): its changes may be incomplete`);
  }
  return { path, content: { path, base, head }, warnings, outOfBudget: false };
}

const BUDGET_SETTINGS = { requests: 'ANALYSIS_MAX_GITHUB_REQUESTS', bytes: 'ANALYSIS_MAX_BYTES', files: 'ANALYSIS_MAX_FILES' } as const;
/** Unread files named in the budget warning; the rest are counted. */
const NAMED_UNREAD = 10;

/** One line: which limits were reached, and the changed files whose content was therefore not read. */
function budgetWarning(budget: AnalysisBudget, unread: readonly string[]): string {
  const { limits } = budget;
  const limitText = budget.reached.map((limit) =>
    limit === 'requests' ? `${limits.requests} GitHub requests` : limit === 'bytes' ? `${formatBytes(limits.bytes)} of answers` : `contents of ${limits.files} files`,
  );
  const settings = budget.reached.map((limit) => BUDGET_SETTINGS[limit]).join(', ');
  const named = unread.slice(0, NAMED_UNREAD).join(', ') + (unread.length > NAMED_UNREAD ? ` and ${unread.length - NAMED_UNREAD} more` : '');
  const files = unread.length === 0 ? 'no changed file was left unread' : `${unread.length} changed files were not read (${named}): their changes were not checked`;
  return `the analysis budget was reached (${limitText.join(', ')}; ${settings}): ${files}; the signal covers what was read`;
}
