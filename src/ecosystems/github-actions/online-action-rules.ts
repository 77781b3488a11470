import type { PrSnapshot, SnapshotActionRef } from '../../snapshot/pr-snapshot.js';
import type { Severity } from '../../signal/schema.js';
import { advisorySeverity } from '../../signal/severity.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { lineOf } from '../util.js';
import { knownBadMatches } from './known-bad-actions.js';

/**
 * The online workflow audits, after zizmor's impostor-commit, ref-confusion, stale-action-refs and
 * known-vulnerable-actions (docs/findings.md): they read the facts GitHub gave about the remote
 * `uses:` refs the PR adds (snapshot.actionRefs, src/github/read-action-refs.ts). A fact that could
 * not be read is null and gives no finding. One finding per file that adds the ref.
 */
export function onlineActionFindings(snapshot: PrSnapshot): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  for (const ref of snapshot.actionRefs ?? []) {
    for (const site of ref.sites) {
      const head = snapshot.contents.find((c) => c.path === site.path)?.head ?? null;
      const line = lineOf(head, site.uses);
      const common = { path: site.path, line, package: ref.action };
      const impostor = impostorCommit(ref);
      if (impostor !== null) findings.push(makeFinding({ ...common, ...impostor, subject: `${ref.action}@${ref.ref}` }));
      const stale = staleRef(ref);
      if (stale !== null) findings.push(makeFinding({ ...common, ...stale, subject: `${ref.action}@${ref.ref}` }));
      const confusion = refConfusion(ref);
      if (confusion !== null) findings.push(makeFinding({ ...common, ...confusion, subject: `${ref.action}@${ref.ref}` }));
      for (const advisory of advisoryFindings(ref)) findings.push(makeFinding({ ...common, ...advisory }));
    }
  }
  return findings;
}

interface Rule {
  readonly id: string;
  readonly severity: Severity;
  readonly title: string;
  readonly detail: string;
}

function short(ref: string): string {
  return ref.slice(0, 12);
}

function impostorCommit(ref: SnapshotActionRef): Rule | null {
  if (ref.reachable !== false) return null;
  return {
    id: 'gha-impostor-commit',
    severity: 'high',
    title: `${ref.action}@${short(ref.ref)} is not a commit of ${ref.action}'s branches or releases`,
    detail:
      `The pinned commit ${ref.ref} is in the history of none of ${ref.comparedWith.join(', ')}, and no tag of ${ref.action} points to it. ` +
      `GitHub serves every commit of a repository's forks under the repository's own name, so \`${ref.action}@<sha>\` can run code that ${ref.action}'s maintainers never merged: an impostor commit pushed to a fork looks exactly like a pinned release. ` +
      `Fix: pin the commit of a release tag of ${ref.action} (\`git ls-remote --tags https://github.com/${ref.action}\`), and find out where this SHA came from before running it with the repository's secrets.`,
  };
}

function staleRef(ref: SnapshotActionRef): Rule | null {
  if (ref.reachable !== true || ref.tagsAtCommit === null || ref.tagsAtCommit.length > 0) return null;
  return {
    id: 'gha-stale-action-ref',
    severity: 'low',
    title: `${ref.action}@${short(ref.ref)} is a commit no release tag points to`,
    detail:
      `The pinned commit ${ref.ref} is in ${ref.action}'s history, but no tag points to it: it is not a release, whoever reads the workflow cannot tell which version runs, and Dependabot or Renovate cannot keep it current. ` +
      `Fix: pin the commit of a release tag instead, with the version in a comment (\`uses: ${ref.action}@<sha> # v1.2.3\`).`,
  };
}

function refConfusion(ref: SnapshotActionRef): Rule | null {
  if (ref.isTag !== true || ref.isBranch !== true) return null;
  return {
    id: 'gha-ref-confusion',
    severity: 'medium',
    title: `${ref.action}@${ref.ref} names both a tag and a branch`,
    detail:
      `${ref.action} has a tag and a branch both called \`${ref.ref}\`. Which of them the runner takes is GitHub's choice, not the workflow's, and anyone who may push a branch to ${ref.action} can move the code this workflow runs without touching its tags. ` +
      `Fix: pin a full commit SHA (\`uses: ${ref.action}@<sha> # ${ref.ref}\`), or a ref that only one of them has.`,
  };
}

function advisoryFindings(ref: SnapshotActionRef): (Rule & { subject: string })[] {
  if (ref.advisories === null || ref.version === null) return [];
  // Advisories the bundled list already reports for this very ref (gha-known-vulnerable-action) are not repeated.
  const bundled = knownBadMatches(ref.action, ref.ref).map((m) => m.entry.advisory);
  const rules: (Rule & { subject: string })[] = [];
  for (const advisory of ref.advisories) {
    if (bundled.some((text) => text.includes(advisory.ghsaId))) continue;
    const id = advisory.cveId === null ? advisory.ghsaId : `${advisory.ghsaId} (${advisory.cveId})`;
    const range = advisory.vulnerableRange === null ? '' : ` (affected: ${advisory.vulnerableRange})`;
    const pinned = ref.ref === ref.version ? ref.ref : `${short(ref.ref)}, release ${ref.version}`;
    rules.push({
      id: 'gha-action-advisory',
      severity: advisorySeverity(advisory.severity),
      title: `${ref.action}@${pinned} is affected by ${advisory.ghsaId}`,
      detail:
        `GitHub's advisory database lists ${id} for ${ref.action} ${ref.version}${range}: ${advisory.summary} (${advisory.url}). ` +
        (advisory.patched === null
          ? `No fixed release is published: remove the action or replace it.`
          : `Fix: move to ${advisory.patched} or later, pinned by commit SHA.`),
      subject: `${ref.action}@${ref.ref}#${advisory.ghsaId}`,
    });
  }
  return rules;
}
