import { isAtLeast } from '../../signal/severity.js';
import type { KeyedFinding } from '../finding.js';
import type { ChangedFileFacts } from '../types.js';
import { lowerMovedUnpinnedRefs } from './action-ref-rules.js';

/**
 * The findings a workflow edit introduces (by key), weighed once more against the base file, for
 * what a key cannot say:
 *
 * - gha-excessive-permissions: a job renamed keeps its grant (the key names the job, so the old
 *   grant looks new under the new name): dropped when the base granted the same scope, at least as
 *   severely, to a job the head no longer has. So is a workflow's grant moved down to a job that
 *   inherited it (the workflow's block emptied, the scope written under the job): dropped when the
 *   base reported that scope, at least as severely, for the workflow. A `permissions:` block written where the base had
 *   none (neither for the workflow nor for the job) replaces the repository's default token, which
 *   on many repositories can already write every scope: the PR narrows it to a list, so a write
 *   scope in that list is low, not an escalation. A new job, a new workflow and `write-all` stay as
 *   they are.
 * - gha-unpinned-action: an action the base already used by a moving ref, moved to another tag (a
 *   Dependabot or Renovate bump), or another action of an owner the base already followed so: low
 *   (lowerMovedUnpinnedRefs); the update itself is in the dependency lists. So is one that another
 *   workflow of the PR followed so at its base and no longer does (a workflow deleted or rewritten
 *   while its jobs move into this one: `golangci-lint.yml` folded into a new `lint.yml`).
 */
export function reviseIntroducedWorkflowFindings(introduced: readonly KeyedFinding[], file: ChangedFileFacts, elsewhere: readonly KeyedFinding[] = []): KeyedFinding[] {
  const base = file.base;
  if (base === null) return lowerMovedUnpinnedRefs(introduced, [], elsewhere);
  const baseFindings = base.findings ?? [];
  const basePermissions = base.tokenPermissions;
  const headPermissions = file.head.tokenPermissions;
  // Grants of jobs the head no longer has, by scope: candidates for a rename.
  const orphaned = baseFindings.filter((f) => f.id === 'gha-excessive-permissions' && grantOf(f).job !== '' && headPermissions?.jobs[grantOf(f).job] === undefined);
  const out: KeyedFinding[] = [];
  for (const finding of introduced) {
    if (finding.id === 'gha-excessive-permissions') {
      const { job, scope } = grantOf(finding);
      if (scope === 'write-all') {
        out.push(finding);
        continue;
      }
      if (job !== '' && basePermissions?.jobs[job] === undefined) {
        const renamed = orphaned.findIndex((f) => grantOf(f).scope === scope && isAtLeast(f.severity, finding.severity));
        if (renamed >= 0) {
          orphaned.splice(renamed, 1);
          continue;
        }
      }
      // The workflow's grant moved down to the job that inherited it (`permissions: {}` at the top,
      // the same scope under the job, as zizmor asks): the job held it before, reported as it is now.
      if (job !== '' && basePermissions?.workflow === true && basePermissions.jobs[job] === false && baseFindings.some((f) => f.id === 'gha-excessive-permissions' && grantOf(f).job === '' && grantOf(f).scope === scope && isAtLeast(f.severity, finding.severity))) {
        continue;
      }
      if (basePermissions !== undefined && headPermissions !== undefined && !basePermissions.workflow && narrowsDefault(job, basePermissions.jobs, headPermissions.jobs)) {
        if (finding.severity === 'info' || finding.severity === 'low') out.push(finding);
        else
          out.push({
            ...finding,
            severity: 'low',
            detail: `${finding.detail} Before this PR the ${job === '' ? 'workflow' : `job ${job}`} set no permissions and ran with the repository's default token, which can write every scope unless the repository restricts it: this block narrows the token to a list.`,
          });
        continue;
      }
    }
    out.push(finding);
  }
  return lowerMovedUnpinnedRefs(out, baseFindings, elsewhere);
}

/** The job (empty for the workflow) and the scope of a gha-excessive-permissions finding, from its key. */
function grantOf(finding: KeyedFinding): { job: string; scope: string } {
  const subject = finding.key.split('\u0000')[2] ?? '';
  const colon = subject.lastIndexOf(':');
  return { job: subject.slice(0, Math.max(colon, 0)), scope: subject.slice(colon + 1) };
}

/**
 * True when the grant replaces the default token of jobs the base already had: for a job's own
 * grant, that job existed without permissions; for the workflow's, every job that inherits it did.
 */
function narrowsDefault(job: string, base: Readonly<Record<string, boolean>>, head: Readonly<Record<string, boolean>>): boolean {
  if (job !== '') return base[job] === false;
  const inheriting = Object.entries(head).filter(([, own]) => !own).map(([id]) => id);
  return inheriting.length > 0 && inheriting.every((id) => base[id] === false);
}
