import { isFullCommitSha } from '../../commit-sha.js';
import type { PrSnapshot } from '../../snapshot/pr-snapshot.js';
import { walkPatch } from '../code/changed-lines.js';
import type { KeyedFinding } from '../finding.js';
import { baseNameOf } from '../util.js';
import { workflowDependencies } from './extract.js';
import { isWorkflowPath } from './index.js';
import { isActionPath, parseWorkflow, type Workflow } from './workflow.js';

/**
 * Actions a PR adds that another workflow of the repository already follows: the base's workflows
 * are read (fetch-pr-data.ts, at most MAX_BASE_WORKFLOWS) when a workflow or action patch adds a
 * `uses:` of an action outside GitHub's own (`actions/*`, `github/*`) by a moving ref, one that no
 * removed line of the patch names (a bump of that action is weighed on the file's own base). A
 * maintainer's new release workflow with the `softprops/action-gh-release@v2` that the nightly
 * workflow has run for years brings in no one the repository did not already trust: its
 * `gha-unpinned-action` is a reminder to pin (info), and the dependency list does not count it as
 * new (change-list.ts, actionsInUse, reads the same files).
 */

/** The workflows and actions of snapshot.baseFiles, parsed, by the base files' list: parsed once for every reader. */
const parsedBaseFiles = new WeakMap<readonly { readonly path: string; readonly content: string }[], ReadonlyMap<string, Workflow>>();

/**
 * The workflow and action files of the base that were read (snapshot.baseFiles), parsed, by path
 * (a file that does not parse is absent). Three readers want them, each with its own notion of what
 * the PR left unchanged: this file's lowering, the dependency list's actionsInUse and
 * trusted-routine's othersActions (sensitive-changes.ts); parsed once per analysis.
 */
export function baseWorkflowFiles(baseFiles: readonly { readonly path: string; readonly content: string }[]): ReadonlyMap<string, Workflow> {
  let parsed = parsedBaseFiles.get(baseFiles);
  if (parsed === undefined) {
    const map = new Map<string, Workflow>();
    for (const file of baseFiles) {
      const action = isActionPath(baseNameOf(file.path));
      if (!(action || isWorkflowPath(file.path))) continue;
      const read = parseWorkflow(file.content, action ? 'action' : 'workflow');
      if (!('skipReason' in read)) map.set(file.path, read.workflow);
    }
    parsed = map;
    parsedBaseFiles.set(baseFiles, parsed);
  }
  return parsed;
}

/** Patch lines read at most. */
const MAX_PATCH_LINES = 5000;
/** `uses: owner/repo[/path]@ref` on a patch line (after its sign): owner, repository and ref. */
const USES = /^\s{0,40}(?:-\s{1,10})?uses:\s{0,10}['"]?([\w.-]{1,100})\/([\w.-]{1,100})(?:\/[^@\s'"#]{0,300})?@([^\s'"#]{1,200})/;

/** Whether a changed workflow's or action's patch makes the base's workflows worth reading (above). */
export function keptActionsWanted(path: string, patch: string | null): boolean {
  if (patch === null || !(isWorkflowPath(path) || isActionPath(baseNameOf(path)))) return false;
  const added = new Set<string>();
  const removed = new Set<string>();
  let lines = 0;
  walkPatch(patch, (first, text) => {
    lines += 1;
    if (first === 43 /* + */ || first === 45 /* - */) {
      const m = USES.exec(text);
      if (m !== null) {
        const owner = m[1]!.toLowerCase();
        const repository = `${owner}/${m[2]!.toLowerCase()}`;
        if (first === 45) removed.add(repository);
        else if (owner !== 'actions' && owner !== 'github' && !isFullCommitSha(m[3]!)) added.add(repository);
      }
    }
    return lines < MAX_PATCH_LINES;
  });
  for (const repository of added) if (!removed.has(repository)) return true;
  return false;
}

/**
 * `gha-unpinned-action` findings of an action that a workflow or action file the PR leaves as it
 * is (read at the base: snapshot.baseFiles) already follows by a moving ref: info, a reminder to
 * pin; another action of an owner such a file follows so, low (medium before). What the file
 * already followed itself, or a workflow the PR removes followed, is revise-introduced.ts's.
 */
export function lowerUnpinnedRefsKeptElsewhere(findings: readonly KeyedFinding[], snapshot: Pick<PrSnapshot, 'baseFiles' | 'files'>): KeyedFinding[] {
  const lowerable = (f: KeyedFinding): boolean => f.id === 'gha-unpinned-action' && f.package !== null && (f.severity === 'medium' || f.severity === 'low');
  if (!findings.some(lowerable)) return [...findings];
  const changed = new Set<string>();
  for (const file of snapshot.files) {
    changed.add(file.path);
    if (file.previousPath !== null) changed.add(file.previousPath);
  }
  const followed = new Map<string, { path: string; use: string }>();
  const owners = new Map<string, { path: string; use: string }>();
  for (const [path, workflow] of baseWorkflowFiles(snapshot.baseFiles)) {
    if (changed.has(path)) continue;
    for (const dep of workflowDependencies(workflow)) {
      if (dep.source !== 'registry' || (dep.version !== null && isFullCommitSha(dep.version))) continue;
      const seen = { path, use: dep.version === null ? dep.name : `${dep.name}@${dep.version}` };
      if (!followed.has(dep.name.toLowerCase())) followed.set(dep.name.toLowerCase(), seen);
      const owner = ownerOf(dep.name);
      if (!owners.has(owner)) owners.set(owner, seen);
    }
  }
  if (followed.size === 0) return [...findings];
  return findings.map((finding) => {
    if (!lowerable(finding)) return finding;
    const pkg = finding.package!;
    const before = followed.get(pkg.toLowerCase());
    if (before !== undefined) {
      return {
        ...finding,
        severity: 'info',
        detail: `${finding.detail} ${before.path}, which this PR leaves as it is, already follows ${pkg} by a moving ref (${before.use}): using it here too adds no trust that was not there, so this is a reminder to pin (info).`,
      };
    }
    const sibling = finding.severity === 'medium' ? owners.get(ownerOf(pkg)) : undefined;
    if (sibling === undefined) return finding;
    return {
      ...finding,
      severity: 'low',
      detail: `${finding.detail} ${sibling.path}, which this PR leaves as it is, already follows ${sibling.use}, an action of the same owner, by a moving ref: whoever can move this ref could move that one, so this is low.`,
    };
  });
}

function ownerOf(pkg: string): string {
  return (pkg.split('/')[0] ?? pkg).toLowerCase();
}
