import { makeFinding } from '../finding.js';
import { lineOf } from '../util.js';
import { archivedAction, LATEST_TOOL_ACTIONS, SUPERFLUOUS_ACTIONS } from './action-catalog.js';
import type { RuleContext } from './facts.js';
import { parseUses } from './workflow.js';
import type { WorkflowStep } from './workflow.js';

/**
 * Hygiene of what a `uses:` names, from the bundled catalog (action-catalog.ts): an archived
 * action (gha-archived-action, low), an action that only wraps a preinstalled tool
 * (gha-superfluous-action, info) and an action that fetches its tool's latest release at run time
 * (gha-unpinned-tool, low). None of them is an attack; they stay below medium so that they never
 * hold back an otherwise ordinary PR.
 */

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
