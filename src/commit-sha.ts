/** A full git commit SHA (SHA-1, 40 hex digits): the one ref that cannot move. Abbreviated SHAs, tags and branches can. */
const FULL_COMMIT_SHA = /^[0-9a-f]{40}$/i;

export function isFullCommitSha(ref: string): boolean {
  return FULL_COMMIT_SHA.test(ref);
}
