import { makeFinding, type KeyedFinding } from '../ecosystems/finding.js';
import type { PrSnapshot, SnapshotCommit } from '../snapshot/pr-snapshot.js';
import type { PathClassifier } from './classify-path.js';
import { accountKind, isWebFlow } from './contributors.js';

/**
 * Commits on pull requests of automation, and commits that claim automation's name.
 *
 * A PR opened by Dependabot or Renovate is trusted as the automation's routine work. Two things
 * break that: a person's commits pushed onto the automation's branch (a maintainer's fix-up, or
 * anyone holding a token that can push there), which the automation's trust does not cover; and a
 * commit that claims to be Dependabot's without GitHub's signature: Dependabot signs every commit
 * it makes, so an unsigned one under its name was made by someone else (the 2023 campaign pushed
 * code as "dependabot[bot]" with stolen tokens). docs/findings.md (`automation-commit-unverified`),
 * docs/signal.md (driver `automation-pr-other-commits`).
 */

const DEPENDABOT_EMAIL = /^\d+\+dependabot\[bot\]@users\.noreply\.github\.com$/i;

/** The commit's author claims to be Dependabot: its linked account, its noreply e-mail or its name. */
function claimsDependabot(commit: SnapshotCommit): boolean {
  if (commit.author?.login.toLowerCase() === 'dependabot[bot]') return true;
  if (commit.authorEmail !== null && DEPENDABOT_EMAIL.test(commit.authorEmail)) return true;
  return commit.authorName?.toLowerCase() === 'dependabot[bot]';
}

function onGitHubCom(url: string): boolean {
  try {
    return new URL(url).hostname.toLowerCase() === 'github.com';
  } catch {
    return false;
  }
}

const isMerge = (commit: SnapshotCommit): boolean => commit.parentCount > 1;
const short = (sha: string): string => sha.slice(0, 7);

/** Who committed a commit, when it is a GitHub account other than GitHub's web-flow and other than an app. */
function personCommitter(commit: SnapshotCommit): string | null {
  if (commit.committer === null || isWebFlow(commit.committer, commit.committerName, commit.committerEmail)) return null;
  return accountKind(commit.committer.login, commit.committer.type) === 'app' ? null : commit.committer.login;
}

/** Who authored a commit, as a person: null for an app account (automation) and for the PR's own author. */
function personAuthor(commit: SnapshotCommit, prAuthor: string): string | null {
  if (commit.author !== null) {
    if (commit.author.login.toLowerCase() === prAuthor.toLowerCase()) return null;
    return accountKind(commit.author.login, commit.author.type) === 'app' ? null : commit.author.login;
  }
  if (claimsDependabot(commit)) return null;
  return commit.authorName ?? commit.authorEmail ?? 'an unknown author';
}

export interface OtherCommits {
  /** The app account that opened the PR. */
  readonly automation: string;
  /** People (logins, or names without a linked account) and how many commits each put in. */
  readonly people: readonly { readonly who: string; readonly commits: number }[];
}

/**
 * On a PR opened by an app account: the people who authored or re-committed its commits (merge
 * commits left out: "Update branch" merges the base in). Null when the PR's author is not an app,
 * or every commit is the automation's (or another app's).
 */
export function otherCommitsOnAutomationPr(snapshot: PrSnapshot): OtherCommits | null {
  const prAuthor = snapshot.author.login;
  if (accountKind(prAuthor, snapshot.author.type) !== 'app') return null;
  const count = new Map<string, number>();
  for (const commit of snapshot.commits) {
    if (isMerge(commit)) continue;
    const people = new Set([personAuthor(commit, prAuthor), personCommitter(commit)].filter((who): who is string => who !== null));
    for (const who of people) count.set(who, (count.get(who) ?? 0) + 1);
  }
  if (count.size === 0) return null;
  return { automation: prAuthor, people: [...count].map(([who, commits]) => ({ who, commits })) };
}

/**
 * `automation-commit-unverified`: a commit under Dependabot's name that GitHub did not verify. High
 * when nobody else is named as its committer (made to look like Dependabot's); medium when another
 * account re-committed it on a PR that is not theirs (a local rebase or amend drops the signature:
 * review it as theirs). A PR's own author re-committing Dependabot's commits (combining updates in
 * a PR of their own) is their work, judged by their trust. The finding is placed on the first file
 * the PR changes outside dependency manifests and lockfiles (what such a commit brings besides the
 * update), else on the first file.
 */
export function automationCommitFindings(snapshot: PrSnapshot, classifier: PathClassifier): KeyedFinding[] {
  const claimed = snapshot.commits.filter((c) => !isMerge(c) && claimsDependabot(c));
  const suspect = claimed.filter((c) => c.verified === false);
  if (suspect.length === 0 || snapshot.files.length === 0) return [];
  // GitHub.com signs Dependabot's commits always; GitHub Enterprise Server only when its admin
  // turned web commit signing on. There an unsigned one counts only beside a signed one.
  if (!onGitHubCom(snapshot.url) && !claimed.some((c) => c.verified === true)) return [];
  const prAuthor = snapshot.author.login.toLowerCase();
  const place =
    snapshot.files.find((f) => {
      const category = classifier.info(f.path).category;
      return category !== 'dependency' && category !== 'lockfile';
    }) ?? snapshot.files[0]!;
  const findings: KeyedFinding[] = [];
  for (const commit of suspect) {
    const committer = personCommitter(commit);
    if (committer !== null && committer.toLowerCase() === prAuthor) continue;
    const rewritten = committer !== null;
    findings.push(
      makeFinding({
        id: 'automation-commit-unverified',
        severity: rewritten ? 'medium' : 'high',
        title: rewritten ? `Dependabot's commit re-committed by ${committer}` : 'Commit under Dependabot\'s name is not signed',
        detail: rewritten
          ? `Commit ${short(commit.sha)} names dependabot[bot] as its author but was committed by ${committer} without GitHub's signature (a local rebase or amend drops it): its content is ${committer}'s, not Dependabot's.`
          : `Commit ${short(commit.sha)} names dependabot[bot] as its author, and GitHub did not verify it. Dependabot signs every commit it makes; an unsigned commit under its name was made by someone else, with a token that can push to this branch.`,
        path: place.path,
        subject: commit.sha,
      }),
    );
  }
  return findings;
}
