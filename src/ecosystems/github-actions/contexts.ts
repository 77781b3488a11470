/**
 * Which expression contexts carry text that someone outside the project writes.
 *
 * Modeled on GitHub's "Security hardening for GitHub Actions" list of untrusted input and on
 * zizmor's template-injection audit documentation (docs.zizmor.sh/audits): titles and bodies,
 * comment and review bodies, branch names, commit messages and author names and e-mails, page
 * names, and the `workflow_run` copies of these. `*` stands for any key or index.
 */

export type Control = 'outsider' | 'maintainer';

const OUTSIDER: readonly string[] = [
  'github.head_ref',
  'github.event.issue.title',
  'github.event.issue.body',
  'github.event.pull_request.title',
  'github.event.pull_request.body',
  'github.event.pull_request.head.ref',
  'github.event.pull_request.head.label',
  'github.event.pull_request.head.repo.default_branch',
  'github.event.pull_request.head.repo.description',
  'github.event.comment.body',
  'github.event.review.body',
  'github.event.review_comment.body',
  'github.event.discussion.title',
  'github.event.discussion.body',
  'github.event.pages.*.page_name',
  'github.event.commits.*.message',
  'github.event.commits.*.author.name',
  'github.event.commits.*.author.email',
  'github.event.commits.*.committer.name',
  'github.event.commits.*.committer.email',
  'github.event.head_commit.message',
  'github.event.head_commit.author.name',
  'github.event.head_commit.author.email',
  'github.event.head_commit.committer.name',
  'github.event.head_commit.committer.email',
  'github.event.workflow_run.head_branch',
  'github.event.workflow_run.display_title',
  'github.event.workflow_run.head_commit.message',
  'github.event.workflow_run.head_commit.author.name',
  'github.event.workflow_run.head_commit.author.email',
  'github.event.workflow_run.head_commit.committer.name',
  'github.event.workflow_run.head_commit.committer.email',
  'github.event.workflow_run.head_repository.description',
  'github.event.workflow_run.pull_requests.*.head.ref',
];

/** Text a person with write access chooses (workflow_dispatch inputs, action inputs). */
const MAINTAINER: readonly string[] = ['github.event.inputs.*', 'inputs.*'];

const OUTSIDER_PATTERNS = OUTSIDER.map((p) => p.split('.'));
const MAINTAINER_PATTERNS = MAINTAINER.map((p) => p.split('.'));

function segmentMatches(pattern: string, segment: string): boolean {
  return pattern === '*' || segment === '*' || pattern === segment;
}

function matches(pattern: readonly string[], path: readonly string[]): boolean {
  if (pattern.length !== path.length) return false;
  return pattern.every((p, i) => segmentMatches(p, path[i]!));
}

/** True when `path` names an object or list that contains an outsider-written field (`github.event`). */
function containsOutsiderField(path: readonly string[]): boolean {
  return OUTSIDER_PATTERNS.some((pattern) => pattern.length > path.length && path.every((s, i) => segmentMatches(pattern[i]!, s)));
}

/**
 * Who writes the text of a context path (lower-cased segments): `outsider`, `maintainer`, or null
 * for values nobody outside chooses (SHAs, numbers, repository names, secrets…). `serialized`: the
 * value is turned into JSON or joined (toJSON, join), so a parent object carries its fields' text.
 */
export function controlOf(path: readonly string[], serialized: boolean): Control | null {
  if (OUTSIDER_PATTERNS.some((p) => matches(p, path))) return 'outsider';
  // An object expanded as a whole (`${{ github.event.pull_request }}` or toJSON of it) is JSON with the title in it.
  if (containsOutsiderField(path) && (serialized || path.length >= 2)) return 'outsider';
  if (MAINTAINER_PATTERNS.some((p) => matches(p, path))) return 'maintainer';
  if (serialized && (path.join('.') === 'inputs' || path.join('.') === 'github.event.inputs')) return 'maintainer';
  return null;
}
