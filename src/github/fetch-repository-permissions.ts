import { z } from 'zod';
import type { GitHubClient } from './create-octokit.js';
import { errorStatus } from './classify-github-error.js';

const RepositoryPermissions = z.object({
  full_name: z.string(),
  private: z.boolean().optional(),
  visibility: z.string().optional(),
  created_at: z.string().nullish(),
  permissions: z
    .object({
      admin: z.boolean().optional(),
      pull: z.boolean().optional(),
    })
    .partial()
    .optional(),
});

export interface RepositoryPermissions {
  readonly fullName: string;
  readonly admin: boolean;
  readonly pull: boolean;
  /** Visible to anyone: `private` is false and `visibility` (when GitHub sends it) is `public`. */
  readonly public: boolean;
  /**
   * When the repository now under this name was created (ISO 8601; null when GitHub does not say).
   * Kept across renames and transfers; a name taken again by a new repository has a later one.
   */
  readonly createdAt: string | null;
}

/**
 * What the token's user may do on the repository (GET /repos/{owner}/{repo} -> permissions).
 * undefined when GitHub answers 404: the repository does not exist or the token cannot see it.
 */
export async function fetchRepositoryPermissions(octokit: GitHubClient, owner: string, repo: string): Promise<RepositoryPermissions | undefined> {
  try {
    const response = await octokit.request('GET /repos/{owner}/{repo}', { owner, repo });
    const data = RepositoryPermissions.parse(response.data);
    // A visible repository can be read even when GitHub leaves `permissions` out (anonymous reads).
    const isPublic = data.private === false && (data.visibility === undefined || data.visibility === 'public');
    const createdAt = typeof data.created_at === 'string' && !Number.isNaN(Date.parse(data.created_at)) ? new Date(data.created_at).toISOString() : null;
    return { fullName: data.full_name, admin: data.permissions?.admin === true, pull: data.permissions?.pull !== false, public: isPublic, createdAt };
  } catch (error) {
    if (errorStatus(error) === 404) return undefined;
    throw error;
  }
}
