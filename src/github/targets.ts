/** A repository on GitHub. */
export interface RepoRef {
  readonly owner: string;
  readonly repo: string;
}

/** One pull request. */
export interface PullTarget extends RepoRef {
  readonly number: number;
}
