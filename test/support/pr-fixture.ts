/**
 * Pull request fixtures: a compact description of a PR -> the full GitHub REST responses a
 * GitHub-compatible server (test/support/github-server.ts) or a nock scope serves.
 *
 * Patches are generated from base/head contents (with the `diff` package) exactly as GitHub
 * writes them (hunks only, no file headers), so head reconstruction from patches is exercised
 * for real. Shas and ids are deterministic: the same spec always gives the same responses.
 */
import { createHash } from 'node:crypto';
import { formatPatch, OMIT_HEADERS, structuredPatch } from 'diff';

export type FixtureFileStatus = 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';

export interface FixtureFile {
  path: string;
  /** For renamed/copied files: the path at base (default `old/<path>`). */
  previousPath?: string;
  /** Default: added when only head is given, removed when only base is given, else modified. */
  status?: FixtureFileStatus;
  additions?: number;
  deletions?: number;
  /** The patch GitHub lists; null: GitHub omits it (binary, too large). Default: generated from base/head. */
  patch?: string | null;
  /** Content at the base commit (default: synthetic lines, for statuses that have a base). */
  base?: string;
  /** Content at the head commit (default: synthetic lines, for statuses that have a head). */
  head?: string;
}

export interface FixtureCommit {
  message: string;
  /** GitHub account linked to the author e-mail (default: the PR author); null: none linked. */
  authorLogin?: string | null;
  authorName?: string;
  authorEmail?: string;
  committerLogin?: string | null;
  committerName?: string;
  committerEmail?: string;
  date?: string;
  verified?: boolean;
  /** Number of parents (2 for a merge commit). Default 1. */
  parentCount?: number;
}

export interface FixtureCheckRun {
  name: string;
  status?: 'queued' | 'in_progress' | 'completed' | 'waiting' | 'requested' | 'pending';
  /** Default success when completed, null otherwise. */
  conclusion?: string | null;
  /** App slug (default github-actions). */
  app?: string;
  startedAt?: string;
  completedAt?: string | null;
  id?: number;
}

export interface FixtureStatus {
  context: string;
  state: 'error' | 'failure' | 'pending' | 'success';
  description?: string;
  targetUrl?: string;
  updatedAt?: string;
}

export interface FixtureDependencyChange {
  changeType: 'added' | 'removed';
  manifest: string;
  ecosystem: string;
  name: string;
  version?: string;
  license?: string | null;
  scope?: 'runtime' | 'development' | 'unknown';
  vulnerabilities?: { severity: string; advisoryGhsaId: string; advisorySummary: string; advisoryUrl?: string }[];
}

export interface FixtureAccount {
  login: string;
  /** Default "Bot" for logins ending in [bot], else "User". */
  type?: string;
  /** Account creation date (ISO). */
  createdAt?: string;
  name?: string | null;
  /** author_association on the PR (author only). Default CONTRIBUTOR. */
  association?: string;
  publicRepos?: number;
  followers?: number;
}

export interface PrFixtureSpec {
  owner: string;
  repo: string;
  number: number;
  title?: string;
  body?: string | null;
  author?: FixtureAccount;
  draft?: boolean;
  state?: 'open' | 'closed';
  merged?: boolean;
  labels?: string[];
  baseBranch?: string;
  headBranch?: string;
  /** The head lives in a fork: true (the author's fork) or the fork owner's login. */
  fork?: boolean | string;
  files: FixtureFile[];
  /** The commits, or how many to generate. Default 1. */
  commits?: FixtureCommit[] | number;
  /** changed_files when it exceeds the listed files (GitHub lists at most 3,000). */
  changedFiles?: number;
  /** commits count when it exceeds the listed commits (GitHub lists at most 250). */
  commitCount?: number;
  checkRuns?: FixtureCheckRun[];
  statuses?: FixtureStatus[];
  /** The author's PRs in the repository (this one included); `firstCreatedAt`: when the first was opened (default 2023-01-01). */
  priorPrs?: { total: number; merged: number; firstCreatedAt?: string };
  /** Prior PRs of other logins (commit authors, co-authors). */
  otherPriorPrs?: Record<string, { total: number; merged: number }>;
  behindBy?: number;
  mergeable?: boolean | null;
  mergeableState?: string;
  /** Files at the base commit besides the changed ones: .github/svc.yml, .gitattributes, CODEOWNERS. */
  baseFiles?: Record<string, string>;
  createdAt?: string;
  updatedAt?: string;
  private?: boolean;
  /** Dependency review answer; undefined: the API answers 404 (dependency graph off). */
  dependencyChanges?: FixtureDependencyChange[];
  /** More accounts the server knows (profiles of commit authors, reviewers). */
  users?: FixtureAccount[];
}

export interface ResolvedFile {
  readonly path: string;
  readonly previousPath: string | null;
  readonly status: FixtureFileStatus;
  readonly additions: number;
  readonly deletions: number;
  readonly patch: string | null;
  /** Content at base; null when the file does not exist there. */
  readonly base: string | null;
  /** Content at head; null when the file does not exist there. */
  readonly head: string | null;
}

export interface ResolvedCommit {
  readonly sha: string;
  readonly message: string;
  readonly authorLogin: string | null;
  readonly authorName: string;
  readonly authorEmail: string;
  readonly committerLogin: string | null;
  readonly committerName: string;
  readonly committerEmail: string;
  readonly date: string;
  readonly verified: boolean;
  readonly parents: readonly string[];
}

export interface ResolvedCheckRun {
  readonly id: number;
  readonly name: string;
  readonly status: NonNullable<FixtureCheckRun['status']>;
  readonly conclusion: string | null;
  readonly app: string;
  readonly startedAt: string;
  readonly completedAt: string | null;
}

export interface ResolvedAccount {
  readonly login: string;
  readonly type: string;
  readonly createdAt: string;
  readonly name: string | null;
  readonly publicRepos: number;
  readonly followers: number;
}

export interface FixtureUrls {
  /** Web base, e.g. https://github.com or http://127.0.0.1:PORT */
  webUrl: string;
  /** REST base, e.g. https://api.github.com or http://127.0.0.1:PORT/api/v3 */
  apiUrl: string;
}

export const DEFAULT_URLS: FixtureUrls = { webUrl: 'https://github.com', apiUrl: 'https://api.github.com' };

/** The GitHub responses of one PR, ready to serve. */
export interface RenderedPr {
  readonly repository: Record<string, unknown>;
  readonly pull: Record<string, unknown>;
  /** Every listed file (at most 3,000), in GitHub's order. */
  readonly files: readonly Record<string, unknown>[];
  /** Every listed commit (at most 250), oldest first. */
  readonly commits: readonly Record<string, unknown>[];
  readonly checkRuns: readonly Record<string, unknown>[];
  readonly combinedStatus: Record<string, unknown>;
  /** Full profiles (GET /users/{login}) by login. */
  readonly users: Readonly<Record<string, Record<string, unknown>>>;
  readonly compare: Record<string, unknown>;
  readonly dependencyChanges: readonly Record<string, unknown>[] | null;
}

export interface PrFixture {
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
  readonly fullName: string;
  readonly private: boolean;
  readonly title: string;
  readonly body: string | null;
  readonly author: ResolvedAccount & { readonly association: string };
  readonly draft: boolean;
  readonly state: 'open' | 'closed';
  readonly merged: boolean;
  readonly labels: readonly string[];
  readonly baseBranch: string;
  readonly headBranch: string;
  /** owner/repo of the head repository. */
  readonly headRepoFullName: string;
  readonly baseSha: string;
  readonly headSha: string;
  /** Sha of the base branch's tip (differs from baseSha when the PR is behind). */
  readonly baseTipSha: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Listed files (at most 3,000). */
  readonly files: readonly ResolvedFile[];
  readonly changedFiles: number;
  readonly additions: number;
  readonly deletions: number;
  /** Listed commits (at most 250), oldest first. */
  readonly commits: readonly ResolvedCommit[];
  readonly commitCount: number;
  readonly checkRuns: readonly ResolvedCheckRun[];
  readonly statuses: readonly Required<FixtureStatus>[];
  /** Prior PRs by login. */
  readonly priorPrs: Readonly<Record<string, { total: number; merged: number; firstCreatedAt?: string }>>;
  readonly compare: { readonly aheadBy: number; readonly behindBy: number; readonly status: string };
  readonly mergeable: boolean | null;
  readonly mergeableState: string;
  readonly baseFiles: Readonly<Record<string, string>>;
  readonly dependencyChanges: readonly FixtureDependencyChange[] | null;
  /** Every account the fixture mentions, by login. */
  readonly users: Readonly<Record<string, ResolvedAccount>>;
  /** Content of `path` at `ref` (base sha, head sha or a branch name); undefined when absent. */
  contentAt(ref: string, path: string): string | undefined;
  /** Paths of the files directly in directory `dir` at `ref` (base or head), for directory listings. */
  listAt(ref: string, dir: string): string[];
  /** Every path at `ref` (base or head commit, or their branches); undefined when the fixture does not know the ref. */
  pathsAt(ref: string): string[] | undefined;
  /** The GitHub responses, with URLs under the given bases (default github.com). */
  render(urls?: FixtureUrls): RenderedPr;
}

const MAX_FILES = 3000;
const MAX_COMMITS = 250;

export function sha1(seed: string): string {
  return createHash('sha1').update(seed).digest('hex');
}

/** A stable positive id from a seed. */
export function idFor(seed: string): number {
  return Number.parseInt(sha1(seed).slice(0, 7), 16) + 1;
}

function addMinutes(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString().replace('.000Z', 'Z');
}

function inferStatus(file: FixtureFile): FixtureFileStatus {
  if (file.status) return file.status;
  if (file.base === undefined && file.head !== undefined) return 'added';
  if (file.head === undefined && file.base !== undefined) return 'removed';
  return 'modified';
}

function countLines(patch: string, sign: '+' | '-'): number {
  let count = 0;
  for (const line of patch.split('\n')) {
    if (line.startsWith(sign)) count += 1;
  }
  return count;
}

/** A patch in GitHub's form: hunks only, no trailing newline; null when nothing changed. */
export function githubPatch(base: string, head: string): string | null {
  if (base === head) return null;
  const structured = structuredPatch('a', 'b', base, head, '', '', { context: 3 });
  if (structured.hunks.length === 0) return null;
  return formatPatch(structured, OMIT_HEADERS).replace(/\n$/, '');
}

function syntheticLines(prefix: string, count: number, path: string): string[] {
  const lines: string[] = [];
  for (let i = 1; i <= count; i += 1) lines.push(`${prefix} line ${i} of ${path}`);
  return lines;
}

/** Synthetic base/head and their patch, built directly (no diff run): fast for 3,000-file PRs. */
function syntheticFile(file: FixtureFile, status: FixtureFileStatus): Omit<ResolvedFile, 'path' | 'previousPath' | 'status'> {
  const header = `// ${file.path}`;
  if (status === 'added') {
    const additions = file.additions ?? 10;
    const lines = [header, ...syntheticLines('new', Math.max(additions - 1, 0), file.path)];
    return {
      additions: lines.length,
      deletions: 0,
      base: null,
      head: `${lines.join('\n')}\n`,
      patch: `@@ -0,0 +1,${lines.length} @@\n${lines.map((l) => `+${l}`).join('\n')}`,
    };
  }
  if (status === 'removed') {
    const deletions = file.deletions ?? 10;
    const lines = [header, ...syntheticLines('old', Math.max(deletions - 1, 0), file.path)];
    return {
      additions: 0,
      deletions: lines.length,
      base: `${lines.join('\n')}\n`,
      head: null,
      patch: `@@ -1,${lines.length} +0,0 @@\n${lines.map((l) => `-${l}`).join('\n')}`,
    };
  }
  const unchanged = status === 'renamed' || status === 'copied' || status === 'changed' || status === 'unchanged';
  const additions = file.additions ?? (unchanged ? 0 : 5);
  const deletions = file.deletions ?? (unchanged ? 0 : 2);
  const oldLines = syntheticLines('old', deletions, file.path);
  const newLines = syntheticLines('new', additions, file.path);
  const base = `${[header, ...oldLines].join('\n')}\n`;
  const head = `${[header, ...newLines].join('\n')}\n`;
  if (additions === 0 && deletions === 0) return { additions, deletions, base, head: base, patch: null };
  const patch = [
    `@@ -1,${1 + deletions} +1,${1 + additions} @@`,
    ` ${header}`,
    ...oldLines.map((l) => `-${l}`),
    ...newLines.map((l) => `+${l}`),
  ].join('\n');
  return { additions, deletions, base, head, patch };
}

function resolveFile(file: FixtureFile): ResolvedFile {
  const status = inferStatus(file);
  const previousPath = status === 'renamed' || status === 'copied' ? (file.previousPath ?? `old/${file.path}`) : null;
  const hasBase = status !== 'added';
  const hasHead = status !== 'removed';
  if (file.base === undefined && file.head === undefined) {
    const synthetic = syntheticFile(file, status);
    const patch = file.patch === undefined ? synthetic.patch : file.patch;
    return { path: file.path, previousPath, status, ...synthetic, patch };
  }
  const base = hasBase ? (file.base ?? '') : null;
  const head = hasHead ? (file.head ?? (status === 'renamed' || status === 'copied' ? (base ?? '') : '')) : null;
  // A patch given with its counts is served as it is: no diff of the contents (slow on large files).
  const given = file.patch !== undefined && file.additions !== undefined && file.deletions !== undefined;
  const generated = given ? null : githubPatch(base ?? '', head ?? '');
  const patch = file.patch === undefined ? generated : file.patch;
  const counted = generated ?? '';
  return {
    path: file.path,
    previousPath,
    status,
    additions: file.additions ?? countLines(counted, '+'),
    deletions: file.deletions ?? countLines(counted, '-'),
    patch,
    base,
    head,
  };
}

function resolveAccount(account: FixtureAccount, defaults: { createdAt: string }): ResolvedAccount {
  const isBot = account.login.endsWith('[bot]');
  return {
    login: account.login,
    type: account.type ?? (isBot ? 'Bot' : 'User'),
    createdAt: account.createdAt ?? defaults.createdAt,
    name: account.name === undefined ? (isBot ? null : titleCase(account.login)) : account.name,
    publicRepos: account.publicRepos ?? (isBot ? 0 : 12),
    followers: account.followers ?? (isBot ? 0 : 7),
  };
}

function titleCase(login: string): string {
  return login
    .split(/[-_]/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

export function makePrFixture(spec: PrFixtureSpec): PrFixture {
  const fullName = `${spec.owner}/${spec.repo}`;
  const seed = `${fullName}#${spec.number}`;
  const createdAt = spec.createdAt ?? '2024-05-01T09:00:00Z';
  const updatedAt = spec.updatedAt ?? addMinutes(createdAt, 90);
  const authorSpec = spec.author ?? { login: 'octocat' };
  const author = { ...resolveAccount(authorSpec, { createdAt: '2015-03-14T12:00:00Z' }), association: authorSpec.association ?? 'CONTRIBUTOR' };
  const baseBranch = spec.baseBranch ?? 'main';
  const headBranch = spec.headBranch ?? `feature/pr-${spec.number}`;
  const forkOwner = spec.fork === true ? author.login : typeof spec.fork === 'string' ? spec.fork : null;
  const headRepoFullName = forkOwner ? `${forkOwner}/${spec.repo}` : fullName;

  const files = spec.files.slice(0, MAX_FILES).map(resolveFile);
  const changedFiles = Math.max(spec.changedFiles ?? 0, spec.files.length);
  let additions = 0;
  let deletions = 0;
  for (const file of files) {
    additions += file.additions;
    deletions += file.deletions;
  }
  // Files GitHub does not list still count in the PR's totals.
  additions += (changedFiles - files.length) * 3;
  deletions += (changedFiles - files.length) * 1;

  // Commits: every commit is generated so that the head sha is the last one, listed or not.
  const commitSpecs: FixtureCommit[] =
    typeof spec.commits === 'number' || spec.commits === undefined
      ? Array.from({ length: typeof spec.commits === 'number' ? spec.commits : 1 }, (_, i) => ({ message: `Change ${i + 1} of #${spec.number}` }))
      : spec.commits;
  const commitCount = Math.max(spec.commitCount ?? 0, commitSpecs.length, 1);
  const baseSha = sha1(`${seed}:base`);
  const behindBy = spec.behindBy ?? 0;
  const baseTipSha = behindBy > 0 ? sha1(`${seed}:base-tip`) : baseSha;
  const allShas = Array.from({ length: commitCount }, (_, i) => sha1(`${seed}:commit:${i}`));
  const commits: ResolvedCommit[] = [];
  for (let i = 0; i < Math.min(commitCount, MAX_COMMITS); i += 1) {
    const c = commitSpecs[i] ?? { message: `Change ${i + 1} of #${spec.number}` };
    const authorLogin = c.authorLogin === undefined ? author.login : c.authorLogin;
    const committerLogin = c.committerLogin === undefined ? authorLogin : c.committerLogin;
    const authorName = c.authorName ?? (authorLogin ? titleCase(authorLogin.replace(/\[bot\]$/, '')) : 'Unknown Author');
    const committerName = c.committerName ?? (committerLogin === authorLogin ? authorName : committerLogin ? titleCase(committerLogin) : 'Unknown Committer');
    const parents = [i === 0 ? baseSha : (allShas[i - 1] as string)];
    for (let p = 1; p < (c.parentCount ?? 1); p += 1) parents.push(sha1(`${seed}:merge-parent:${i}:${p}`));
    commits.push({
      sha: allShas[i] as string,
      message: c.message,
      authorLogin,
      authorName,
      authorEmail: c.authorEmail ?? `${(authorLogin ?? 'unknown').replace(/\[bot\]$/, '')}@users.noreply.github.com`,
      committerLogin,
      committerName,
      committerEmail: c.committerEmail ?? `${(committerLogin ?? 'unknown').replace(/\[bot\]$/, '')}@users.noreply.github.com`,
      date: c.date ?? addMinutes(createdAt, -60 + i * 5),
      verified: c.verified ?? false,
      parents,
    });
  }
  const headSha = allShas[allShas.length - 1] as string;

  const checkRuns = (spec.checkRuns ?? []).map((run, i) => {
    const status = run.status ?? 'completed';
    const startedAt = run.startedAt ?? addMinutes(updatedAt, -30 + i);
    return {
      name: run.name,
      status,
      conclusion: run.conclusion === undefined ? (status === 'completed' ? 'success' : null) : run.conclusion,
      app: run.app ?? 'github-actions',
      startedAt,
      completedAt: run.completedAt === undefined ? (status === 'completed' ? addMinutes(startedAt, 4) : null) : run.completedAt,
      id: run.id ?? idFor(`${seed}:check:${i}`),
    };
  });
  const statuses = (spec.statuses ?? []).map((s) => ({
    context: s.context,
    state: s.state,
    description: s.description ?? `${s.context}: ${s.state}`,
    targetUrl: s.targetUrl ?? `https://ci.example.com/${spec.owner}/${spec.repo}/${s.context.replace(/[^A-Za-z0-9]+/g, '-')}`,
    updatedAt: s.updatedAt ?? addMinutes(updatedAt, -10),
  }));

  const users: Record<string, ResolvedAccount> = { [author.login]: author };
  const remember = (login: string | null): void => {
    if (login && !users[login]) users[login] = resolveAccount({ login }, { createdAt: '2018-06-01T00:00:00Z' });
  };
  for (const u of spec.users ?? []) users[u.login] = resolveAccount(u, { createdAt: '2018-06-01T00:00:00Z' });
  for (const c of commits) {
    remember(c.authorLogin);
    remember(c.committerLogin);
  }

  const priorPrs: Record<string, { total: number; merged: number; firstCreatedAt?: string }> = {
    ...spec.otherPriorPrs,
    [author.login]: spec.priorPrs ?? { total: 1, merged: 0 },
  };
  const aheadBy = commitCount;
  const compareStatus = behindBy > 0 ? 'diverged' : 'ahead';

  // Contents by ref: base (changed files at base + base files), head (base overlaid with changes).
  const baseContents = new Map<string, string>(Object.entries(spec.baseFiles ?? {}));
  const headChanges = new Map<string, string | null>();
  for (const file of files) {
    const basePath = file.previousPath ?? file.path;
    if (file.base !== null) baseContents.set(basePath, file.base);
    if (file.status === 'renamed') headChanges.set(basePath, null);
    headChanges.set(file.path, file.head);
  }
  const contentAt = (ref: string, path: string): string | undefined => {
    if (ref === headSha || ref === headBranch) {
      if (headChanges.has(path)) return headChanges.get(path) ?? undefined;
      return baseContents.get(path);
    }
    if (ref === baseSha || ref === baseBranch || ref === baseTipSha) return baseContents.get(path);
    return undefined;
  };

  const listAt = (ref: string, dir: string): string[] => {
    const prefix = `${dir}/`;
    const paths = new Set<string>();
    const atHead = ref === headSha || ref === headBranch;
    if (atHead || ref === baseSha || ref === baseBranch || ref === baseTipSha) {
      for (const path of baseContents.keys()) paths.add(path);
      if (atHead) {
        for (const [path, content] of headChanges) {
          if (content === null) paths.delete(path);
          else paths.add(path);
        }
      }
    }
    return [...paths].filter((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes('/')).sort();
  };

  const pathsAt = (ref: string): string[] | undefined => {
    const atHead = ref === headSha || ref === headBranch;
    if (!atHead && ref !== baseSha && ref !== baseBranch && ref !== baseTipSha) return undefined;
    const paths = new Set(baseContents.keys());
    if (atHead) {
      for (const [path, content] of headChanges) {
        if (content === null) paths.delete(path);
        else paths.add(path);
      }
    }
    return [...paths].sort();
  };

  const fixture: Omit<PrFixture, 'render'> = {
    owner: spec.owner,
    repo: spec.repo,
    number: spec.number,
    fullName,
    private: spec.private ?? false,
    title: spec.title ?? `Update ${spec.repo} (#${spec.number})`,
    body: spec.body === undefined ? 'This pull request changes a few things.' : spec.body,
    author,
    draft: spec.draft ?? false,
    state: spec.state ?? (spec.merged ? 'closed' : 'open'),
    merged: spec.merged ?? false,
    labels: spec.labels ?? [],
    baseBranch,
    headBranch,
    headRepoFullName,
    baseSha,
    headSha,
    baseTipSha,
    createdAt,
    updatedAt,
    files,
    changedFiles,
    additions,
    deletions,
    commits,
    commitCount,
    checkRuns,
    statuses,
    priorPrs,
    compare: { aheadBy, behindBy, status: compareStatus },
    mergeable: spec.mergeable === undefined ? true : spec.mergeable,
    mergeableState: spec.mergeableState ?? (behindBy > 0 ? 'behind' : 'clean'),
    baseFiles: { ...spec.baseFiles },
    dependencyChanges: spec.dependencyChanges ?? null,
    users,
    contentAt,
    listAt,
    pathsAt,
  };
  return { ...fixture, render: (urls = DEFAULT_URLS) => renderPr(fixture, urls) };
}

// ---------------------------------------------------------------------------------------------
// Rendering: GitHub's response shapes.

/** The short account object GitHub embeds in other objects. */
export function accountJson(account: { login: string; type: string }, urls: FixtureUrls): Record<string, unknown> {
  const id = idFor(`user:${account.login}`);
  return {
    login: account.login,
    id,
    node_id: `MDQ6VXNlcj${id}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    gravatar_id: '',
    url: `${urls.apiUrl}/users/${account.login}`,
    html_url: `${urls.webUrl}/${account.login}`,
    type: account.type,
    user_view_type: 'public',
    site_admin: false,
  };
}

/** GET /users/{login} */
export function profileJson(account: ResolvedAccount, urls: FixtureUrls): Record<string, unknown> {
  return {
    ...accountJson(account, urls),
    name: account.name,
    company: null,
    blog: '',
    location: null,
    email: null,
    hireable: null,
    bio: null,
    twitter_username: null,
    public_repos: account.publicRepos,
    public_gists: 0,
    followers: account.followers,
    following: 0,
    created_at: account.createdAt,
    updated_at: account.createdAt,
  };
}

export function repositoryJson(
  repo: { owner: string; repo: string; private: boolean; defaultBranch: string; ownerType?: string },
  urls: FixtureUrls,
): Record<string, unknown> {
  const fullName = `${repo.owner}/${repo.repo}`;
  const id = idFor(`repo:${fullName}`);
  const api = `${urls.apiUrl}/repos/${fullName}`;
  return {
    id,
    node_id: `R_kgDO${id}`,
    name: repo.repo,
    full_name: fullName,
    private: repo.private,
    owner: accountJson({ login: repo.owner, type: repo.ownerType ?? 'Organization' }, urls),
    html_url: `${urls.webUrl}/${fullName}`,
    description: null,
    fork: false,
    url: api,
    pulls_url: `${api}/pulls{/number}`,
    contents_url: `${api}/contents/{+path}`,
    compare_url: `${api}/compare/{base}...{head}`,
    git_url: `git://${new URL(urls.webUrl).host}/${fullName}.git`,
    clone_url: `${urls.webUrl}/${fullName}.git`,
    default_branch: repo.defaultBranch,
    visibility: repo.private ? 'private' : 'public',
    archived: false,
    disabled: false,
    created_at: '2016-01-01T00:00:00Z',
    updated_at: '2024-04-30T00:00:00Z',
    pushed_at: '2024-04-30T00:00:00Z',
  };
}

function renderPr(f: Omit<PrFixture, 'render'>, urls: FixtureUrls): RenderedPr {
  const api = `${urls.apiUrl}/repos/${f.fullName}`;
  const web = `${urls.webUrl}/${f.fullName}`;
  const repository = repositoryJson({ owner: f.owner, repo: f.repo, private: f.private, defaultBranch: f.baseBranch }, urls);
  const [headOwner = f.owner, headRepo = f.repo] = f.headRepoFullName.split('/');
  const headRepository =
    f.headRepoFullName === f.fullName
      ? repository
      : { ...repositoryJson({ owner: headOwner, repo: headRepo, private: f.private, defaultBranch: f.baseBranch, ownerType: 'User' }, urls), fork: true };
  const author = accountJson(f.author, urls);
  const pullId = idFor(`pull:${f.fullName}#${f.number}`);
  const pull = {
    url: `${api}/pulls/${f.number}`,
    id: pullId,
    node_id: `PR_kwDO${pullId}`,
    html_url: `${web}/pull/${f.number}`,
    diff_url: `${web}/pull/${f.number}.diff`,
    patch_url: `${web}/pull/${f.number}.patch`,
    issue_url: `${api}/issues/${f.number}`,
    commits_url: `${api}/pulls/${f.number}/commits`,
    review_comments_url: `${api}/pulls/${f.number}/comments`,
    comments_url: `${api}/issues/${f.number}/comments`,
    statuses_url: `${api}/statuses/${f.headSha}`,
    number: f.number,
    state: f.state,
    locked: false,
    title: f.title,
    user: author,
    body: f.body,
    labels: f.labels.map((name) => ({
      id: idFor(`label:${name}`),
      node_id: `LA_kwDO${idFor(`label:${name}`)}`,
      url: `${api}/labels/${encodeURIComponent(name)}`,
      name,
      color: 'ededed',
      default: false,
      description: null,
    })),
    milestone: null,
    active_lock_reason: null,
    created_at: f.createdAt,
    updated_at: f.updatedAt,
    closed_at: f.state === 'closed' ? f.updatedAt : null,
    merged_at: f.merged ? f.updatedAt : null,
    merge_commit_sha: sha1(`${f.fullName}#${f.number}:merge`),
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    head: {
      label: `${headOwner}:${f.headBranch}`,
      ref: f.headBranch,
      sha: f.headSha,
      user: accountJson({ login: headOwner, type: headOwner === f.owner ? 'Organization' : 'User' }, urls),
      repo: headRepository,
    },
    base: {
      label: `${f.owner}:${f.baseBranch}`,
      ref: f.baseBranch,
      sha: f.baseSha,
      user: repository.owner,
      repo: repository,
    },
    _links: {
      self: { href: `${api}/pulls/${f.number}` },
      html: { href: `${web}/pull/${f.number}` },
      commits: { href: `${api}/pulls/${f.number}/commits` },
      statuses: { href: `${api}/statuses/${f.headSha}` },
    },
    author_association: f.author.association,
    auto_merge: null,
    draft: f.draft,
    merged: f.merged,
    mergeable: f.mergeable,
    rebaseable: f.mergeable,
    mergeable_state: f.mergeableState,
    merged_by: null,
    comments: 0,
    review_comments: 0,
    maintainer_can_modify: f.headRepoFullName !== f.fullName,
    commits: f.commitCount,
    additions: f.additions,
    deletions: f.deletions,
    changed_files: f.changedFiles,
  };

  const files = f.files.map((file) => {
    const blob = file.head === null ? '0000000000000000000000000000000000000000' : sha1(`blob ${file.head}`);
    // A lone surrogate (GitHub's JSON can hold one as an escape) becomes U+FFFD, as in a UTF-8 URL.
    const encodedPath = file.path.split('/').map((segment) => encodeURIComponent(Buffer.from(segment, 'utf8').toString('utf8'))).join('/');
    const entry: Record<string, unknown> = {
      sha: blob,
      filename: file.path,
      status: file.status,
      additions: file.additions,
      deletions: file.deletions,
      changes: file.additions + file.deletions,
      blob_url: `${web}/blob/${f.headSha}/${encodedPath}`,
      raw_url: `${web}/raw/${f.headSha}/${encodedPath}`,
      contents_url: `${api}/contents/${encodedPath}?ref=${f.headSha}`,
    };
    if (file.patch !== null) entry.patch = file.patch;
    if (file.previousPath !== null) entry.previous_filename = file.previousPath;
    return entry;
  });

  const users: Record<string, Record<string, unknown>> = {};
  for (const account of Object.values(f.users)) users[account.login] = profileJson(account, urls);
  const linked = (login: string | null): Record<string, unknown> | null => {
    if (!login) return null;
    const account = f.users[login];
    return accountJson({ login, type: account?.type ?? 'User' }, urls);
  };
  const commits = f.commits.map((c) => ({
    sha: c.sha,
    node_id: `C_kwDO${idFor(c.sha)}`,
    commit: {
      author: { name: c.authorName, email: c.authorEmail, date: c.date },
      committer: { name: c.committerName, email: c.committerEmail, date: c.date },
      message: c.message,
      tree: { sha: sha1(`${c.sha}:tree`), url: `${api}/git/trees/${sha1(`${c.sha}:tree`)}` },
      url: `${api}/git/commits/${c.sha}`,
      comment_count: 0,
      verification: { verified: c.verified, reason: c.verified ? 'valid' : 'unsigned', signature: null, payload: null, verified_at: null },
    },
    url: `${api}/commits/${c.sha}`,
    html_url: `${web}/commit/${c.sha}`,
    comments_url: `${api}/commits/${c.sha}/comments`,
    author: linked(c.authorLogin),
    committer: linked(c.committerLogin),
    parents: c.parents.map((sha) => ({ sha, url: `${api}/commits/${sha}`, html_url: `${web}/commit/${sha}` })),
  }));

  const checkRuns = f.checkRuns.map((run) => {
    const appId = idFor(`app:${run.app}`);
    return {
      id: run.id,
      name: run.name,
      node_id: `CR_kwDO${run.id}`,
      head_sha: f.headSha,
      external_id: '',
      url: `${api}/check-runs/${run.id}`,
      html_url: `${web}/runs/${run.id}`,
      details_url: `${web}/actions/runs/${run.id}/job/${run.id}`,
      status: run.status,
      conclusion: run.conclusion,
      started_at: run.startedAt,
      completed_at: run.completedAt,
      output: { title: null, summary: null, text: null, annotations_count: 0, annotations_url: `${api}/check-runs/${run.id}/annotations` },
      check_suite: { id: idFor(`suite:${run.app}:${f.headSha}`) },
      app: { id: appId, slug: run.app, node_id: `A_kwDO${appId}`, name: titleCase(run.app), owner: accountJson({ login: 'github', type: 'Organization' }, urls) },
      pull_requests: [],
    };
  });

  const statuses = f.statuses.map((s) => {
    const id = idFor(`status:${f.headSha}:${s.context}:${s.updatedAt}`);
    return {
      url: `${api}/statuses/${f.headSha}`,
      avatar_url: null,
      id,
      node_id: `SC_kwDO${id}`,
      state: s.state,
      description: s.description,
      target_url: s.targetUrl,
      context: s.context,
      created_at: s.updatedAt,
      updated_at: s.updatedAt,
    };
  });
  const combinedState = statuses.some((s) => s.state === 'failure' || s.state === 'error')
    ? 'failure'
    : statuses.some((s) => s.state === 'pending') || statuses.length === 0
      ? 'pending'
      : 'success';
  const combinedStatus = {
    state: combinedState,
    statuses,
    sha: f.headSha,
    total_count: statuses.length,
    repository,
    commit_url: `${api}/commits/${f.headSha}`,
    url: `${api}/commits/${f.headSha}/status`,
  };

  const compare = {
    url: `${api}/compare/${f.baseBranch}...${f.headSha}`,
    html_url: `${web}/compare/${f.baseBranch}...${f.headSha}`,
    permalink_url: `${web}/compare/${f.owner}:${f.baseTipSha.slice(0, 7)}...${f.owner}:${f.headSha.slice(0, 7)}`,
    diff_url: `${web}/compare/${f.baseBranch}...${f.headSha}.diff`,
    patch_url: `${web}/compare/${f.baseBranch}...${f.headSha}.patch`,
    base_commit: { sha: f.baseTipSha, url: `${api}/commits/${f.baseTipSha}` },
    merge_base_commit: { sha: f.baseSha, url: `${api}/commits/${f.baseSha}` },
    status: f.compare.status,
    ahead_by: f.compare.aheadBy,
    behind_by: f.compare.behindBy,
    total_commits: f.compare.aheadBy,
    commits,
    files,
  };

  const dependencyChanges =
    f.dependencyChanges === null
      ? null
      : f.dependencyChanges.map((d) => ({
          change_type: d.changeType,
          manifest: d.manifest,
          ecosystem: d.ecosystem,
          name: d.name,
          version: d.version ?? '',
          package_url: `pkg:${d.ecosystem}/${d.name}${d.version ? `@${d.version}` : ''}`,
          license: d.license === undefined ? 'MIT' : d.license,
          source_repository_url: null,
          scope: d.scope ?? 'runtime',
          vulnerabilities: (d.vulnerabilities ?? []).map((v) => ({
            severity: v.severity,
            advisory_ghsa_id: v.advisoryGhsaId,
            advisory_summary: v.advisorySummary,
            advisory_url: v.advisoryUrl ?? `${urls.webUrl}/advisories/${v.advisoryGhsaId}`,
          })),
        }));

  return { repository, pull, files, commits, checkRuns, combinedStatus, users, compare, dependencyChanges };
}

// ---------------------------------------------------------------------------------------------
// Ready-made fixtures.

export const TYPICAL_PACKAGE_JSON_BASE = `{
  "name": "widgets",
  "version": "1.4.0",
  "private": true,
  "type": "module",
  "scripts": {
    "build": "tsc -p .",
    "test": "vitest run"
  },
  "dependencies": {
    "express": "^5.1.0",
    "zod": "^4.1.0"
  },
  "devDependencies": {
    "typescript": "~5.9.3",
    "vitest": "^4.1.0"
  }
}
`;

export const TYPICAL_PACKAGE_JSON_HEAD = TYPICAL_PACKAGE_JSON_BASE.replace(
  '"express": "^5.1.0",',
  '"express": "^5.1.0",\n    "left-pad": "^1.3.0",',
);

/**
 * A typical PR: 20 files (one package.json change that adds a dependency, source, tests, docs),
 * 5 commits, 8 check runs, one commit status, an author with a history in the repository.
 */
export function typicalPrFixture(overrides: Partial<PrFixtureSpec> = {}): PrFixture {
  const files: FixtureFile[] = [
    { path: 'package.json', base: TYPICAL_PACKAGE_JSON_BASE, head: TYPICAL_PACKAGE_JSON_HEAD },
    { path: 'src/widgets/render.ts', additions: 24, deletions: 6 },
    { path: 'src/widgets/layout.ts', additions: 12, deletions: 3 },
    { path: 'src/widgets/pad.ts', status: 'added', additions: 30 },
    { path: 'src/widgets/index.ts', additions: 2, deletions: 0 },
    { path: 'src/server/routes.ts', additions: 8, deletions: 2 },
    { path: 'src/server/handlers/widgets.ts', additions: 15, deletions: 4 },
    { path: 'src/server/middleware/cache.ts', additions: 6, deletions: 6 },
    { path: 'src/lib/strings.ts', additions: 9, deletions: 1 },
    { path: 'src/lib/numbers.ts', additions: 3, deletions: 3 },
    { path: 'src/lib/legacy-pad.ts', status: 'removed', deletions: 18 },
    { path: 'src/config/defaults.ts', additions: 4, deletions: 1 },
    { path: 'src/types/widget.ts', additions: 7, deletions: 0 },
    { path: 'src/widgets/theme.ts', status: 'renamed', previousPath: 'src/widgets/colors.ts', additions: 3, deletions: 3 },
    { path: 'test/widgets/render.test.ts', additions: 40, deletions: 2 },
    { path: 'test/widgets/pad.test.ts', status: 'added', additions: 25 },
    { path: 'test/server/routes.test.ts', additions: 10, deletions: 0 },
    { path: 'test/lib/strings.test.ts', additions: 6, deletions: 1 },
    { path: 'docs/widgets.md', additions: 12, deletions: 2 },
    { path: 'README.md', additions: 3, deletions: 1 },
  ];
  const check = (name: string): FixtureCheckRun => ({ name });
  return makePrFixture({
    owner: 'acme',
    repo: 'widgets',
    number: 42,
    title: 'Pad widget labels and add the left-pad dependency',
    body: 'Widget labels are padded to a fixed width.\n\nAdds `left-pad` for the padding.',
    author: { login: 'jdoe', createdAt: '2017-08-20T10:00:00Z', association: 'CONTRIBUTOR', name: 'Jane Doe' },
    labels: ['enhancement'],
    baseBranch: 'main',
    headBranch: 'feature/pad-labels',
    files,
    commits: [
      { message: 'Add padded labels to widgets' },
      { message: 'Add left-pad dependency' },
      { message: 'Rename colors to theme' },
      { message: 'Test padding edge cases' },
      { message: 'Document padded labels\n\nCo-authored-by: Sam Roe <sroe@example.com>' },
    ],
    checkRuns: [
      check('build'),
      check('lint'),
      check('test (node 20)'),
      check('test (node 22)'),
      check('typecheck'),
      { name: 'e2e', app: 'github-actions' },
      { name: 'CodeQL', app: 'github-code-scanning' },
      { name: 'dependency-review', app: 'github-actions' },
    ],
    statuses: [{ context: 'ci/circleci: deploy-preview', state: 'success' }],
    priorPrs: { total: 12, merged: 9 },
    behindBy: 2,
    dependencyChanges: [{ changeType: 'added', manifest: 'package.json', ecosystem: 'npm', name: 'left-pad', version: '1.3.0', license: 'WTFPL' }],
    createdAt: '2024-05-01T09:00:00Z',
    updatedAt: '2024-05-02T15:30:00Z',
    ...overrides,
  });
}

/**
 * A huge PR for the benchmark: 3,500 changed files of which GitHub lists 3,000, 300 commits of
 * which it lists 250, a package.json on the first page and a requirements.txt on a later one.
 */
export function hugePrFixture(overrides: Partial<PrFixtureSpec> = {}): PrFixture {
  const files: FixtureFile[] = [];
  files.push({ path: 'package.json', base: TYPICAL_PACKAGE_JSON_BASE, head: TYPICAL_PACKAGE_JSON_HEAD });
  for (let i = 1; files.length < MAX_FILES; i += 1) {
    if (i === 2345) {
      files.push({ path: 'services/api/requirements.txt', base: 'flask==3.0.0\nrequests==2.31.0\n', head: 'flask==3.0.3\nrequests==2.31.0\nurllib3==2.2.1\n' });
      continue;
    }
    const dir = `src/module-${String(Math.floor(i / 50)).padStart(3, '0')}`;
    files.push({ path: `${dir}/file-${String(i).padStart(4, '0')}.ts`, additions: 3 + (i % 5), deletions: i % 3 });
  }
  return makePrFixture({
    owner: 'acme',
    repo: 'monorepo',
    number: 4242,
    title: 'Migrate every module to the new build',
    author: { login: 'bigchange', createdAt: '2016-02-02T00:00:00Z', association: 'MEMBER' },
    files,
    changedFiles: 3500,
    commits: 250,
    commitCount: 300,
    checkRuns: [{ name: 'build' }, { name: 'test' }, { name: 'lint' }],
    priorPrs: { total: 340, merged: 311 },
    dependencyChanges: [{ changeType: 'added', manifest: 'package.json', ecosystem: 'npm', name: 'left-pad', version: '1.3.0' }],
    ...overrides,
  });
}
