import type { ExtractedDependency, ExtractResult } from '../types.js';
import { baseNameOf } from '../util.js';
import { workflowFindings } from './rules.js';
import type { Workflow } from './workflow.js';
import { isActionPath, parseUses, parseWorkflow } from './workflow.js';

/** `uses:` references as dependencies of ecosystem "github-actions"; `docker://` images as "docker". */
export function workflowDependencies(workflow: Workflow): ExtractedDependency[] {
  const deps: ExtractedDependency[] = [];
  const add = (uses: string, depType: string): void => {
    if (uses.startsWith('docker://')) return;
    const parsed = parseUses(uses);
    if (parsed === null) {
      // The repository's own action: `$/dir` and `./dir` name the same directory of this repository.
      const name = uses.startsWith('$/') ? `./${uses.slice(uses.startsWith('$/./') ? 4 : 2)}` : uses;
      deps.push({ name, version: null, dev: false, source: 'path', depType });
      return;
    }
    deps.push({ name: parsed.name, version: parsed.ref, dev: false, source: 'registry', depType });
  };
  for (const job of workflow.jobs) {
    if (job.uses) add(job.uses, 'reusable-workflow');
    for (const step of job.steps) if (step.uses) add(step.uses, 'uses');
  }
  return deps;
}

export function extractWorkflow(content: string, path: string): ExtractResult {
  const parsed = parseWorkflow(content, isActionPath(baseNameOf(path)) ? 'action' : 'workflow');
  if ('skipReason' in parsed) return { deps: [], skipReason: parsed.skipReason };
  const { workflow } = parsed;
  const tokenPermissions = { workflow: workflow.permissions !== undefined, jobs: Object.fromEntries(workflow.jobs.map((job) => [job.id, job.permissions !== undefined])) };
  return { deps: workflowDependencies(workflow), findings: workflowFindings(workflow, content, path), tokenPermissions };
}
