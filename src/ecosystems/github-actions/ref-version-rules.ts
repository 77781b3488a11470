import type { PrSnapshot } from '../../snapshot/pr-snapshot.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { lineOf } from '../util.js';

/**
 * gha-ref-version-mismatch (online): a `uses: owner/repo@<sha> # v1.2.3` line the PR adds whose
 * comment names a tag that GitHub resolves to another commit. The tags were resolved while reading
 * the PR (fetch-pr-data.ts, at most 5 per PR, only for lines the PR adds); a tag that does not exist
 * or could not be read gives no finding.
 */
export function refVersionMismatchFindings(snapshot: PrSnapshot): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  for (const tag of snapshot.actionTags ?? []) {
    if (tag.resolved === null || tag.resolved === tag.pinned) continue;
    const head = snapshot.contents.find((c) => c.path === tag.path)?.head ?? null;
    findings.push(
      makeFinding({
        id: 'gha-ref-version-mismatch',
        severity: 'medium',
        title: `${tag.action}@${tag.pinned.slice(0, 12)} is not ${tag.tag}, as its comment says`,
        detail:
          `The comment names ${tag.tag}, but ${tag.action}'s ${tag.tag} is commit ${tag.resolved}, not the pinned ${tag.pinned}. ` +
          'Reviewers and update bots read the comment, the runner runs the SHA: either the comment is stale, or the SHA is another commit (a fork\'s impostor commit, an unreleased one) dressed up as a release. ' +
          `Fix: pin the commit of ${tag.tag} (git ls-remote), or correct the comment after checking what the pinned commit is.`,
        path: tag.path,
        line: lineOf(head, tag.pinned),
        package: tag.action,
        subject: `${tag.action}@${tag.pinned}#${tag.tag}`,
      }),
    );
  }
  return findings;
}
