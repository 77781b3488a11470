import { createHash } from 'node:crypto';
import { isFullCommitSha } from '../commit-sha.js';

/** One GET answer GitHub gave with an ETag: enough to answer the same request again. */
export interface CachedGitHubAnswer {
  readonly etag: string;
  readonly status: number;
  readonly statusText: string;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: ArrayBuffer;
  /**
   * The answer cannot change (a file or its absence at a commit SHA, a git tree or blob by SHA): it is given again without
   * asking GitHub at all. Otherwise it is only given after GitHub answered 304.
   */
  readonly immutable?: boolean;
}

/** `…/contents/{path}?ref={40-hex SHA}`: what a commit holds never changes, nor what it lacks. */
const COMMIT_CONTENTS = /^\/repos\/[^/]+\/[^/]+\/contents(?:\/|$)/;
/** `…/git/trees/{40-hex SHA}` and `…/git/blobs/{40-hex SHA}`: a git object addressed by its SHA (or a commit's root tree) never changes. */
const GIT_OBJECT = /^\/repos\/[^/]+\/[^/]+\/git\/(?:trees|blobs)\/[0-9a-f]{40}$/i;

/** A URL's path under the REST base `apiPath`, and its query; null for another URL. */
function apiRoute(url: string, apiPath: string): { path: string; query: URLSearchParams } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  return parsed.pathname.startsWith(apiPath) ? { path: parsed.pathname.slice(apiPath.length), query: parsed.searchParams } : null;
}

/**
 * GitHub's answers to GET requests, by credential and request, for conditional requests
 * (`If-None-Match`): GitHub answers 304 when nothing changed, and a 304 to an authorized request
 * does not count against the primary rate limit. Process-wide, least recently used out first,
 * within a byte budget (default 32 MiB of bodies); an answer larger than an eighth of it is not kept.
 *
 * The key starts with a hash of the credential (the token itself is never kept): one credential's
 * answers, which may describe a private repository, are never offered to another credential, and a
 * request without a token has a key of its own. The key also holds the URL (query included) and
 * the Accept header, which selects the media type of the answer.
 */
export class GitHubEtagCache {
  private readonly entries = new Map<string, CachedGitHubAnswer>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /** The credential part of a key: a SHA-256 of the token, or `anonymous`. */
  static credentialKey(token: string | null | undefined): string {
    return token ? createHash('sha256').update(token).digest('base64url') : 'anonymous';
  }

  static key(credential: string, url: string, accept: string | null): string {
    return `${credential} ${accept ?? ''} ${url}`;
  }

  /**
   * Whether a GET of this URL (under the REST base `apiPath`) reads content at a commit SHA, whose
   * answer, 200 or 404, is the same for ever. Branch names, tags and default-branch reads move.
   */
  static immutable(url: string, apiPath: string): boolean {
    const route = apiRoute(url, apiPath);
    if (route === null) return false;
    const ref = route.query.get('ref');
    return ref !== null && isFullCommitSha(ref) && COMMIT_CONTENTS.test(route.path);
  }

  /**
   * Whether a GET of this URL reads a git object by its SHA (a tree, a commit's root tree, a
   * blob): its 200 is the same for ever. Its 404 is not kept (an object can be pushed later).
   */
  static immutableObject(url: string, apiPath: string): boolean {
    const route = apiRoute(url, apiPath);
    return route !== null && GIT_OBJECT.test(route.path);
  }

  get(key: string): CachedGitHubAnswer | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, answer: CachedGitHubAnswer): void {
    this.delete(key);
    const size = answer.body.byteLength + 256;
    if (size > this.maxBytes / 8) return;
    this.entries.set(key, answer);
    this.bytes += size;
    for (const [oldKey] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldKey);
    }
  }

  delete(key: string): void {
    const previous = this.entries.get(key);
    if (previous === undefined) return;
    this.entries.delete(key);
    this.bytes -= previous.body.byteLength + 256;
  }

  get size(): number {
    return this.entries.size;
  }
}
