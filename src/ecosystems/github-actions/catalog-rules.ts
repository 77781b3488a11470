import { distance } from 'fastest-levenshtein';
import { makeFinding } from '../finding.js';
import { lineOf } from '../util.js';
import { archivedAction, LATEST_TOOL_ACTIONS, POPULAR_ACTIONS, SUPERFLUOUS_ACTIONS } from './action-catalog.js';
import type { RuleContext } from './facts.js';
import { parseUses } from './workflow.js';
import type { WorkflowStep } from './workflow.js';

/**
 * Hygiene of what a `uses:` names, from the bundled catalog (action-catalog.ts): an archived
 * action (gha-archived-action, low), an action that only wraps a preinstalled tool
 * (gha-superfluous-action, info) and an action that fetches its tool's latest release at run time
 * (gha-unpinned-tool, low). None of them is an attack; they stay below medium so that they never
 * hold back an otherwise ordinary PR. And a look-alike of a popular action under another owner
 * (gha-typosquat-action, high): that one is.
 */

const POPULAR = new Set(POPULAR_ACTIONS);

/** True when `a` becomes `b` by swapping two adjacent characters. */
function transposed(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return i < a.length - 1 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/** The popular action `repo` (owner/repo, lower case) imitates under another owner, or null. */
export function typosquatTarget(repo: string): string | null {
  if (POPULAR.has(repo) || repo.length < 8) return null;
  const owner = repo.split('/')[0];
  for (const target of POPULAR) {
    if (target.split('/')[0] === owner || Math.abs(target.length - repo.length) > 1) continue;
    if (transposed(repo, target) || distance(repo, target) === 1) return target;
  }
  return null;
}

function repoOf(uses: string): string | null {
  const parsed = parseUses(uses);
  if (parsed === null) return null;
  return parsed.name.toLowerCase().split('/').slice(0, 2).join('/');
}

export function catalogRules(ctx: RuleContext): void {
  for (const job of ctx.workflow.jobs) {
    const usesList: { uses: string; step: WorkflowStep | null }[] = job.uses ? [{ uses: job.uses, step: null }] : [];
    for (const step of job.steps) if (step.uses) usesList.push({ uses: step.uses, step });
    for (const { uses, step } of usesList) {
      const repo = repoOf(uses);
      if (repo === null) continue;
      const line = lineOf(ctx.content, uses);
      const archived = archivedAction(repo);
      if (archived) {
        ctx.findings.push(
          makeFinding({
            id: 'gha-archived-action',
            severity: 'low',
            title: `${repo} is archived`,
            detail:
              `Job ${job.id} uses ${uses}, whose repository its owner archived: it is read-only and unmaintained, so vulnerabilities in it or in the dependencies it bundles will not be fixed. ` +
              `Fix: use ${archived.instead}.`,
            path: ctx.path,
            line,
            package: repo,
            subject: `${job.id}:${repo}`,
          }),
        );
      }
      const target = typosquatTarget(repo);
      if (target !== null) {
        ctx.findings.push(
          makeFinding({
            id: 'gha-typosquat-action',
            severity: 'high',
            title: `${repo} looks like ${target}`,
            detail:
              `Job ${job.id} uses ${uses}: one character away from the widely used ${target}, under another owner. Whoever registered that name decides what runs here, with the job's token and secrets (a mistyped or deliberately look-alike name). ` +
              `Fix: use ${target} (pinned by commit SHA), unless ${repo.split('/')[0]} really is the intended publisher.`,
            path: ctx.path,
            line,
            package: repo,
            subject: `${job.id}:${repo}:typosquat`,
          }),
        );
      }
      const replacement = SUPERFLUOUS_ACTIONS[repo];
      if (replacement !== undefined) {
        ctx.findings.push(
          makeFinding({
            id: 'gha-superfluous-action',
            severity: 'info',
            title: `${repo} does what ${replacement} on the runner already does`,
            detail: `Job ${job.id} uses ${uses}: its code (and everything it bundles) runs with the job's token, for a task the preinstalled ${replacement} does. Fix, when convenient: call ${replacement} in a run: step.`,
            path: ctx.path,
            line,
            package: repo,
            subject: `${job.id}:${repo}`,
          }),
        );
      }
      const tool = LATEST_TOOL_ACTIONS[repo];
      if (tool !== undefined && step !== null) {
        const version = step.with[tool.input];
        const unpinned = version === undefined || version === null || (typeof version === 'string' && /^(?:latest)?$/i.test(version.trim()));
        if (unpinned) {
          ctx.findings.push(
            makeFinding({
              id: 'gha-unpinned-tool',
              severity: 'low',
              title: `${repo} installs the latest ${tool.tool} at run time`,
              detail:
                `Job ${job.id} uses ${uses} ${version === undefined ? `without ${tool.input}:` : `with ${tool.input}: latest`}, so each run downloads whatever ${tool.tool} release is newest: pinning the action does not pin the tool it runs (a compromised release reaches this job at once). ` +
                `Fix: set ${tool.input}: to an exact version.`,
              path: ctx.path,
              line,
              package: repo,
              subject: `${job.id}:${repo}:${step.id ?? step.name ?? ''}`,
            }),
          );
        }
      }
    }
  }
}
