import type { PrSnapshot } from '../../snapshot/pr-snapshot.js';
import type { KeyedFinding } from '../finding.js';
import { stepsNeed } from './permission-rules.js';
import { localTarget, parseWorkflow } from './workflow.js';

/**
 * gha-excessive-permissions on a job that runs a local composite action (`uses: ./.github/actions/x`):
 * the steps that need the scope are often in the action (a `gh pr comment`, a sticky-comment action),
 * which the workflow's own rules do not see. The action's `action.yml` (or `action.yaml`) is read as
 * the PR has it, or from the base (fetch-pr-data.ts reads the unchanged local actions of a workflow
 * whose patch adds a write scope: those its patch shows, localCalleesOf, and those of the jobs the
 * scope reaches in its whole head content, grantedLocalActionsOf), and its steps judged as the job's would be, local
 * actions it runs in turn followed at most MAX_DEPTH deep.
 *
 * The finding is dropped when, for every job the grant reaches that shows no reason of its own, one
 * of its local actions shows the need, or cannot be judged: not read (outside the PR and not fetched),
 * not YAML, or a JavaScript or Docker action whose code is not read here. An action read in full that
 * shows no such step leaves the finding, which then says so.
 */

/** Local actions followed from a job through the composite actions it runs. */
const MAX_DEPTH = 3;
/** Local actions read for one finding. */
const MAX_ACTIONS = 20;

type ActionText = { readonly state: 'read'; readonly path: string; readonly content: string } | { readonly state: 'absent' } | { readonly state: 'unknown' };

export function settleLocalActionGrants(findings: readonly KeyedFinding[], snapshot: PrSnapshot): KeyedFinding[] {
  if (!findings.some((f) => f.localActions !== undefined)) return [...findings];
  const read = actionReader(snapshot);
  const out: KeyedFinding[] = [];
  for (const finding of findings) {
    const local = finding.localActions;
    if (finding.id !== 'gha-excessive-permissions' || local === undefined) {
      out.push(finding);
      continue;
    }
    const shown: string[] = [];
    const accounted = local.jobs.every((paths) => {
      const visited = new Set<string>();
      return paths.some((path) => actionAccounts(path, local.scope, local.conversation, read, visited, 0, shown));
    });
    if (accounted) continue;
    const names = [...new Set(shown)].slice(0, 5);
    out.push(names.length === 0 ? finding : { ...finding, detail: `${finding.detail} The local action${names.length > 1 ? 's' : ''} it runs (${names.join(', ')}) show no such step either.` });
  }
  return out;
}

/**
 * Whether a local action (a repository directory) shows that the token needs the scope, or cannot be
 * judged. Read actions that show no need are named in `shown`.
 */
function actionAccounts(dir: string, scope: string, conversation: boolean, read: (dir: string) => ActionText, visited: Set<string>, depth: number, shown: string[]): boolean {
  if (visited.has(dir) || visited.size >= MAX_ACTIONS) return false;
  visited.add(dir);
  const text = read(dir);
  if (text.state === 'unknown') return true;
  if (text.state === 'absent') return false;
  const parsed = parseWorkflow(text.content, 'action');
  if ('skipReason' in parsed) return true;
  const job = parsed.workflow.jobs[0];
  if (job === undefined) return true;
  // A JavaScript or Docker action: its code is not read here, and such an action takes the job's token by its input default.
  const using = typeof job.raw.using === 'string' ? job.raw.using.trim().toLowerCase() : '';
  if (using !== 'composite') return true;
  if (stepsNeed(job.steps, scope, conversation, true)) return true;
  if (depth + 1 < MAX_DEPTH) {
    for (const step of job.steps) {
      const next = step.uses === null ? null : localTarget(step.uses);
      if (next !== null && actionAccounts(next, scope, conversation, read, visited, depth + 1, shown)) return true;
    }
  }
  shown.push(text.path);
  return false;
}

/**
 * The text of a local action's metadata file at head: as the PR has it (a changed file whose
 * content was not read is unknown), else the base's copy when it was read, else unknown. Absent when
 * the PR removes it (`action.yml` or `action.yaml`) and adds no other.
 */
function actionReader(snapshot: PrSnapshot): (dir: string) => ActionText {
  const changed = new Map(snapshot.files.map((f) => [f.path, f.status]));
  const contents = new Map(snapshot.contents.map((c) => [c.path, c.head]));
  const base = new Map(snapshot.baseFiles.map((f) => [f.path, f.content]));
  return (dir) => {
    let absent = 0;
    const names = ['action.yml', 'action.yaml'].map((name) => (dir === '' ? name : `${dir}/${name}`));
    for (const path of names) {
      if (contents.has(path)) {
        const head = contents.get(path) ?? null;
        if (head !== null) return { state: 'read', path, content: head };
        absent += 1;
        continue;
      }
      const status = changed.get(path);
      if (status === 'removed') {
        absent += 1;
        continue;
      }
      if (status !== undefined) return { state: 'unknown' };
      const content = base.get(path);
      if (content !== undefined) return { state: 'read', path, content };
    }
    // The PR removes the action's file (a directory holds one of the two names): nothing runs there at head.
    return absent > 0 ? { state: 'absent' } : { state: 'unknown' };
  };
}
