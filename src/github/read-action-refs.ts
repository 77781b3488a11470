import type { RawActionRef } from '../snapshot/raw-pr-data.js';
import type { RawPullFile } from '../snapshot/raw-schemas.js';
import { classifyGitHubError } from './classify-github-error.js';
import type { GitHubClient } from './create-octokit.js';
import { fetchActionAdvisories, fetchBranchExists, fetchDefaultBranch, fetchIsAncestor, fetchTags, type TagList } from './fetch-action-lookups.js';
import type { RepoRef } from './targets.js';
import { isFullCommitSha } from '../commit-sha.js';

/**
 * The online workflow audits' facts (impostor commits, ref confusion, stale refs, advisories; the
 * rules are in src/ecosystems/github-actions/online-action-rules.ts), read only for the remote
 * `uses:` refs the PR adds or changes: a `uses: owner/repo[/path]@ref` on an added line of a
 * workflow or action patch whose value is not also on a removed line of that patch (a re-indented
 * line costs nothing). Distinct owner/repo@ref, at most `max` of them, all at once. A PR that adds
 * no such line makes no request.
 *
 * Per ref, at most 5 requests, one after the other:
 * - the first 100 tags (GET /repos/{o}/{r}/tags): the tags at a SHA, whether a name is a tag, and
 *   the release a ref resolves to (its longest tag, `v4` -> `v4.2.2`);
 * - a SHA no tag points to: the default branch (GET /repos/{o}/{r}), then whether the SHA is in its
 *   history or in that of the newest release of each of the two newest major versions (compare);
 * - a name that is a tag: whether a branch of that name exists too (GET .../branches/{name});
 * - a resolved release: GitHub's advisories for it (GET /advisories?ecosystem=actions&affects=...).
 * Every read is optional: a failure leaves its fact null and is one warning for the ref.
 */

/** Distinct remote `uses:` refs checked online per analysis unless configured otherwise (ACTION_LOOKUPS_MAX). */
export const MAX_ACTION_LOOKUPS = 5;
/** Tags a SHA is compared with, after the default branch. */
const MAX_TAG_COMPARES = 2;

const USES_LINE = /^([+-])[ \t]*(?:-[ \t]+)?uses:[ \t]*['"]?([\w.-]+\/[\w.-]+(?:\/[^\s@'"#]*)?)@([\w./-]+)/gm;
const ACTION_FILE = /^\.github\/workflows\/[^/]+\.ya?ml$|(?:^|\/)action\.ya?ml$/;

interface Wanted {
  readonly action: string;
  readonly ref: string;
  readonly sites: { path: string; uses: string }[];
}

/** Remote `uses:` refs that the patches add and do not remove, grouped by owner/repo@ref (case-insensitive). */
export function addedActionRefs(files: readonly RawPullFile[]): Wanted[] {
  const byKey = new Map<string, Wanted>();
  for (const file of files) {
    if (file.patch === undefined || file.patch === null || !ACTION_FILE.test(file.filename)) continue;
    const added: { uses: string; action: string; ref: string }[] = [];
    const removed = new Set<string>();
    for (const m of file.patch.matchAll(USES_LINE)) {
      const [, sign, target = '', ref = ''] = m;
      const [owner = '', repo = ''] = target.split('/');
      if (/^\.+$/.test(owner) || ref.endsWith('/')) continue;
      const uses = `${target}@${ref}`;
      if (sign === '-') removed.add(uses);
      else added.push({ uses, action: `${owner}/${repo}`, ref: isFullCommitSha(ref) ? ref.toLowerCase() : ref });
    }
    for (const site of added) {
      if (removed.has(site.uses)) continue;
      const key = `${site.action}@${site.ref}`.toLowerCase();
      const wanted = byKey.get(key) ?? { action: site.action, ref: site.ref, sites: [] };
      if (!wanted.sites.some((s) => s.path === file.filename && s.uses === site.uses)) wanted.sites.push({ path: file.filename, uses: site.uses });
      byKey.set(key, wanted);
    }
  }
  return [...byKey.values()];
}

/**
 * `mayRead(repo)` (other-repositories.ts) says whether the analysis may read about a repository; one
 * it may not is answered as one GitHub does not show (same facts, same warning), so the signal does
 * not tell a private repository from a missing one.
 */
export async function readActionRefs(
  octokit: GitHubClient,
  files: readonly RawPullFile[],
  max: number,
  mayRead: (repo: RepoRef) => Promise<boolean> = () => Promise.resolve(true),
): Promise<{ refs: RawActionRef[]; warnings: string[] }> {
  // max 0: the lookups are switched off (ACTION_LOOKUPS_MAX=0), which is no missing read.
  const wanted = max > 0 ? addedActionRefs(files) : [];
  if (wanted.length === 0) return { refs: [], warnings: [] };
  const chosen = wanted.slice(0, max);
  const warnings: string[] = [];
  if (chosen.length < wanted.length) {
    warnings.push(
      `${wanted.length - chosen.length} of the ${wanted.length} action refs this PR adds were not checked with GitHub (at most ${max}): ` +
        `impostor commits, ref confusion, stale pins and advisories of ${wanted.slice(chosen.length).map((w) => `${w.action}@${short(w.ref)}`).join(', ')} are unknown`,
    );
  }
  const results = await Promise.all(chosen.map((w) => readActionRef(octokit, w, mayRead)));
  for (const result of results) if (result.warning !== null) warnings.push(result.warning);
  return { refs: results.map((r) => r.facts), warnings };
}

function short(ref: string): string {
  return isFullCommitSha(ref) ? ref.slice(0, 12) : ref;
}

function cause(error: unknown): string {
  return classifyGitHubError(error).summary;
}

async function readActionRef(octokit: GitHubClient, wanted: Wanted, mayRead: (repo: RepoRef) => Promise<boolean>): Promise<{ facts: RawActionRef; warning: string | null }> {
  const [owner = '', name = ''] = wanted.action.split('/');
  const repo: RepoRef = { owner, repo: name };
  const label = `${wanted.action}@${short(wanted.ref)}`;
  const isSha = isFullCommitSha(wanted.ref);
  let facts: RawActionRef = {
    action: wanted.action,
    ref: wanted.ref,
    sites: wanted.sites,
    tagsAtCommit: null,
    reachable: null,
    comparedWith: [],
    isTag: null,
    isBranch: null,
    version: null,
    advisories: null,
  };
  const failures: string[] = [];
  const fail = (what: string, error: unknown): void => {
    failures.push(`${what} (${cause(error)})`);
  };

  let tags: TagList | undefined;
  try {
    tags = (await mayRead(repo)) ? await fetchTags(octokit, repo) : undefined;
  } catch (error) {
    fail('its tags could not be read', error);
  }
  if (tags === undefined && failures.length === 0) {
    return { facts, warning: `${label}: GitHub does not show the repository ${wanted.action} (missing or private): it was not checked for impostor commits, ref confusion or advisories` };
  }

  if (tags !== undefined) {
    if (isSha) {
      const atCommit = tags.tags.filter((t) => t.sha === wanted.ref).map((t) => t.name);
      facts = { ...facts, tagsAtCommit: atCommit.length > 0 || tags.complete ? atCommit : null, version: releaseOf(atCommit) };
      if (atCommit.length > 0) facts = { ...facts, reachable: true };
      else {
        const reach = await readReachability(octokit, repo, wanted.ref, tags);
        facts = { ...facts, reachable: reach.reachable, comparedWith: reach.comparedWith };
        if (reach.failure !== null) failures.push(reach.failure);
      }
    } else {
      const tag = tags.tags.find((t) => t.name === wanted.ref);
      const isTag = tag !== undefined ? true : tags.complete ? false : null;
      const atCommit = tag === undefined ? [] : tags.tags.filter((t) => t.sha === tag.sha).map((t) => t.name);
      facts = { ...facts, isTag, tagsAtCommit: tag === undefined ? null : atCommit, version: releaseOf(atCommit) };
      if (isTag === true) {
        try {
          facts = { ...facts, isBranch: await fetchBranchExists(octokit, repo, wanted.ref) };
        } catch (error) {
          fail('whether a branch of the same name exists could not be read', error);
        }
      }
    }
  }

  if (facts.version !== null) {
    try {
      facts = { ...facts, advisories: await fetchActionAdvisories(octokit, wanted.action, facts.version.replace(/^v/i, '')) };
    } catch (error) {
      fail(`GitHub's advisories for ${facts.version} could not be read`, error);
    }
  }
  return { facts, warning: failures.length === 0 ? null : `${label}: ${failures.join('; ')}: the online checks of this action ref are incomplete` };
}

/** Whether a SHA no listed tag points to is in the history of the default branch or of the newest releases. */
async function readReachability(
  octokit: GitHubClient,
  repo: RepoRef,
  sha: string,
  tags: TagList,
): Promise<{ reachable: boolean | null; comparedWith: string[]; failure: string | null }> {
  let defaultBranch: string | undefined;
  try {
    defaultBranch = await fetchDefaultBranch(octokit, repo);
  } catch (error) {
    return { reachable: null, comparedWith: [], failure: `its default branch could not be read (${cause(error)})` };
  }
  const bases = [...(defaultBranch === undefined ? [] : [defaultBranch]), ...newestReleases(tags, MAX_TAG_COMPARES)];
  const reads = await Promise.all(
    bases.map((base) =>
      fetchIsAncestor(octokit, repo, base, sha).then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      ),
    ),
  );
  const comparedWith: string[] = [];
  let failure: string | null = null;
  let unknownCommit = false;
  for (const [i, read] of reads.entries()) {
    const base = bases[i] ?? '';
    if (!read.ok) {
      failure ??= `it could not be compared with ${base} (${cause(read.error)})`;
      continue;
    }
    if (read.value === undefined) {
      unknownCommit = true;
      continue;
    }
    if (read.value) return { reachable: true, comparedWith: [base], failure: null };
    comparedWith.push(base);
  }
  if (unknownCommit && comparedWith.length === 0) return { reachable: null, comparedWith, failure: failure ?? 'GitHub knows no such commit there' };
  // Every comparison answered and none contains the commit: not reachable from what was checked.
  return { reachable: failure === null && comparedWith.length > 0 && defaultBranch !== undefined ? false : null, comparedWith, failure };
}

/** Numeric parts of a release tag (`v1`, `v1.2`, `1.2.3`), or null. */
function versionParts(name: string): number[] | null {
  const match = /^v?(\d{1,9})(?:\.(\d{1,9}))?(?:\.(\d{1,9}))?$/i.exec(name);
  return match === null ? null : [Number(match[1]), Number(match[2] ?? -1), Number(match[3] ?? -1)];
}

function compareParts(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < 3; i += 1) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/** The most specific release name among tags at one commit (`v4.2.2` rather than `v4`); null when none is a version. */
export function releaseOf(names: readonly string[]): string | null {
  let best: { name: string; parts: number[]; specific: number } | null = null;
  for (const name of names) {
    const parts = versionParts(name);
    if (parts === null) continue;
    const specific = parts.filter((p) => p >= 0).length;
    if (best === null || specific > best.specific || (specific === best.specific && compareParts(parts, best.parts) > 0)) best = { name, parts, specific };
  }
  return best?.name ?? null;
}

/** The newest release tag of each of the `count` newest major versions. */
function newestReleases(tags: TagList, count: number): string[] {
  const byMajor = new Map<number, { name: string; parts: number[] }>();
  for (const tag of tags.tags) {
    const parts = versionParts(tag.name);
    if (parts === null) continue;
    const major = parts[0] ?? 0;
    const known = byMajor.get(major);
    if (known === undefined || compareParts(parts, known.parts) > 0) byMajor.set(major, { name: tag.name, parts });
  }
  return [...byMajor.entries()]
    .sort((a, b) => b[0] - a[0])
    .slice(0, count)
    .map(([, t]) => t.name);
}
