import { isBudgetExhaustedError, isResponseTooLargeError } from './analysis-budget.js';
import { classifyGitHubError } from './classify-github-error.js';
import type { GitHubClient } from './create-octokit.js';
import { fetchFileContent } from './fetch-file-content.js';
import { fetchBlobText, fetchTree, type GitTreeEntry } from './fetch-git-objects.js';
import type { RepoRef } from './targets.js';

/** Files read from the base commit for every PR; their absence is normal (each is optional). */
export const BASE_FILES: readonly { path: string; consequence: string }[] = [
  { path: '.github/svc.yml', consequence: 'the default configuration is used' },
  { path: '.gitattributes', consequence: 'generated-file markers are not applied' },
];

/** Where a file's text is: nowhere, in a blob known by its SHA, or only by its path (a symlink on the way). */
type Located = { kind: 'absent' } | { kind: 'blob'; sha: string } | { kind: 'path' };

const SYMLINK_MODE = '120000';

/**
 * BASE_FILES at the base commit, through the git database: the commit's root tree (one request)
 * says which of them exist, a subtree or blob is read only for those that do. Trees and blobs are
 * addressed by SHA and kept per credential (createOctokit, ADR 0015), so a later base commit whose
 * `.github` tree and `.gitattributes` did not change costs the root tree alone. Whatever the git
 * database does not answer (the read failed, a truncated tree, a symlink on the way) is read by
 * path through the contents API as before; a file that cannot be read either way is a warning
 * naming its consequence, and the analysis goes on without it.
 */
export async function readBaseFiles(
  octokit: GitHubClient,
  repo: RepoRef,
  baseSha: string,
  rootTree: Promise<readonly GitTreeEntry[] | null> = readBaseRoot(octokit, repo, baseSha),
): Promise<{ files: { path: string; content: string }[]; warnings: string[] }> {
  const root = await rootTree;
  const reads = await Promise.all(
    BASE_FILES.map(async (file) => {
      try {
        return { ok: true as const, content: await readOne(octokit, repo, baseSha, root, file.path) };
      } catch (error) {
        return { ok: false as const, error };
      }
    }),
  );
  const files: { path: string; content: string }[] = [];
  const warnings: string[] = [];
  reads.forEach((read, i) => {
    const file = BASE_FILES[i];
    if (!file) return;
    if (!read.ok) warnings.push(`${file.path} could not be read from the base commit (${classifyGitHubError(read.error).summary}): ${file.consequence}`);
    else if (read.content !== undefined) files.push({ path: file.path, content: read.content });
  });
  return { files, warnings };
}

/** The base commit's root tree (one request), or null when it cannot be read whole (a failed read, a truncated tree): files are then read by path. */
export async function readBaseRoot(octokit: GitHubClient, repo: RepoRef, baseSha: string): Promise<readonly GitTreeEntry[] | null> {
  try {
    const tree = await fetchTree(octokit, repo, baseSha);
    return tree.truncated !== true ? tree.tree : null;
  } catch {
    // The contents API, by path (what was read before the git database was used).
    return null;
  }
}

/**
 * One more file at the base commit, through the root tree readBaseFiles read: absent from the tree
 * costs nothing, present costs its blob (addressed by SHA, so kept while the file does not change).
 * Undefined when the base has no such file.
 */
export async function readBaseFile(octokit: GitHubClient, repo: RepoRef, baseSha: string, rootTree: Promise<readonly GitTreeEntry[] | null>, path: string): Promise<string | undefined> {
  return await readOne(octokit, repo, baseSha, await rootTree, path);
}

async function readOne(octokit: GitHubClient, repo: RepoRef, baseSha: string, root: readonly GitTreeEntry[] | null, path: string): Promise<string | undefined> {
  if (root !== null) {
    try {
      const located = await locate(octokit, repo, root, path.split('/'));
      if (located.kind === 'absent') return undefined;
      if (located.kind === 'blob') return await fetchBlobText(octokit, repo, located.sha);
    } catch (error) {
      // Out of budget, or too large: the same read by path would fail the same way.
      if (isBudgetExhaustedError(error) || isResponseTooLargeError(error)) throw error;
    }
  }
  return await fetchFileContent(octokit, repo, path, baseSha);
}

/** Follows `segments` down from a tree's entries, reading subtrees by SHA. */
async function locate(octokit: GitHubClient, repo: RepoRef, entries: readonly GitTreeEntry[], segments: readonly string[]): Promise<Located> {
  const [name, ...rest] = segments;
  const entry = entries.find((e) => e.path === name);
  if (entry === undefined) return { kind: 'absent' };
  if (entry.type === 'blob' && entry.mode === SYMLINK_MODE) return { kind: 'path' };
  if (rest.length === 0) {
    // A directory or a submodule at the file's path holds no file content (as fetchFileContent answers).
    return entry.type === 'blob' ? { kind: 'blob', sha: entry.sha } : { kind: 'absent' };
  }
  if (entry.type !== 'tree') return { kind: 'absent' };
  const subtree = await fetchTree(octokit, repo, entry.sha);
  if (subtree.truncated === true) return { kind: 'path' };
  return await locate(octokit, repo, subtree.tree, rest);
}
