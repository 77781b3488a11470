import type { EcosystemManager } from '../types.js';
import { extractWorkflow } from './extract.js';
import { reviseIntroducedWorkflowFindings } from './revise-introduced.js';
import { isRoutineWorkflowChange } from './routine-change.js';
import { isActionPath } from './workflow.js';

/** `.github/workflows/*.yml|yaml` (top level of the folder) and `action.yml|yaml` anywhere. */
export function isWorkflowPath(path: string): boolean {
  return /^\.github\/workflows\/[^/]+\.ya?ml$/.test(path);
}

export const githubActionsManager: EcosystemManager = {
  ecosystem: 'github-actions',
  files: [
    {
      kind: 'ci',
      match: (path, name) => isWorkflowPath(path) || isActionPath(name),
      extract: extractWorkflow,
      isRoutineChange: isRoutineWorkflowChange,
      reviseIntroduced: reviseIntroducedWorkflowFindings,
    },
  ],
};
