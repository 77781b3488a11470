import type { EcosystemManager } from '../types.js';
import { extractDependabot, extractRenovate } from './bot-config.js';
import { extractCodeowners, isCodeownersPath } from './codeowners.js';
import { extractDevcontainer, extractGitpod, extractVscodeTasks } from './editor-automation.js';
import { extractGitmodules, extractHuskyHook, extractLefthook, extractPreCommit, isGitHookPath, revisePreCommitRevs, submoduleMovedRule } from './git-hooks.js';
import { extractMesonWrap, mesonWrapChangedRule } from './meson-wraps.js';
import { isPipelinePath } from './pipelines.js';
import { extractRepoSettings, isRepoSettingsPath, requiredChecksDroppedRule } from './repo-settings.js';
import { isRoutineBotConfigChange, isRoutineDevcontainerChange, isRoutinePreCommitChange, isRoutineTravisChange } from './routine-config.js';

/**
 * Repository automation that runs code on someone's machine or in CI without being a workflow:
 * editor tasks, dev containers, git hooks, submodules, update bots, and CODEOWNERS (docs/findings.md,
 * "Repository automation"). Its files classify as `ci` (CODEOWNERS as `config`).
 */

const LEFTHOOK = new Set(['lefthook.yml', 'lefthook.yaml', '.lefthook.yml', '.lefthook.yaml', 'lefthook-local.yml', 'lefthook-local.yaml']);
const RENOVATE = new Set(['renovate.json', 'renovate.json5', '.renovaterc', '.renovaterc.json', '.renovaterc.json5']);

function isDevcontainerPath(path: string): boolean {
  return path === '.devcontainer.json' || /^\.devcontainer\/(?:[^/]+\/)?devcontainer\.json$/.test(path) || /^\.devcontainer\/(?:[^/]+\/)?\.devcontainer\.json$/.test(path);
}

export const automationManager: EcosystemManager = {
  ecosystem: 'automation',
  files: [
    { kind: 'ci', match: (path) => path === '.vscode/tasks.json', extract: extractVscodeTasks },
    { kind: 'ci', match: isDevcontainerPath, extract: extractDevcontainer, isRoutineChange: isRoutineDevcontainerChange },
    { kind: 'ci', baseNames: ['.gitpod.yml', '.gitpod.yaml'], match: (path) => !path.includes('/'), extract: extractGitpod },
    { kind: 'ci', match: isGitHookPath, extract: extractHuskyHook },
    { kind: 'ci', baseNames: [...LEFTHOOK], match: (path) => !path.includes('/'), extract: extractLefthook },
    { kind: 'ci', baseNames: ['.pre-commit-config.yaml', '.pre-commit-config.yml'], match: (path) => !path.includes('/'), extract: extractPreCommit, isRoutineChange: isRoutinePreCommitChange, reviseIntroduced: revisePreCommitRevs },
    { kind: 'ci', baseNames: ['.gitmodules'], match: (path) => path === '.gitmodules', extract: extractGitmodules },
    // Travis CI: read only to tell a routine edit (versions its jobs run on) from a change of what runs.
    { kind: 'ci', baseNames: ['.travis.yml', '.travis.yaml'], match: (path) => !path.includes('/'), extract: () => ({ deps: [] }), isRoutineChange: isRoutineTravisChange },
    // Other CI systems' pipelines (Azure Pipelines, GitLab CI, CircleCI, Cirrus, Buildkite, AppVeyor, …): read
    // on both sides so that an edit that brings nothing new weighs as a clean workflow edit (pipelines.ts).
    { kind: 'ci', match: (path, name) => isPipelinePath(path) && !/^\.travis\.ya?ml$/i.test(name), extract: () => ({ deps: [] }) },
    { kind: 'config', match: (path) => /(?:^|\/)subprojects\/[^/]{1,200}\.wrap$/.test(path), extract: extractMesonWrap },
    { kind: 'config', baseNames: ['settings.yml', 'settings.yaml'], match: isRepoSettingsPath, extract: extractRepoSettings },
    {
      kind: 'ci',
      baseNames: ['dependabot.yml', 'dependabot.yaml'],
      match: (path) => path.startsWith('.github/') && !path.slice(8).includes('/'),
      extract: extractDependabot,
      isRoutineChange: isRoutineBotConfigChange,
    },
    {
      kind: 'ci',
      baseNames: [...RENOVATE],
      match: (path) => !path.includes('/') || /^\.(?:github|gitlab)\/[^/]+$/.test(path),
      extract: extractRenovate,
      isRoutineChange: isRoutineBotConfigChange,
    },
    { kind: 'config', baseNames: ['CODEOWNERS'], match: isCodeownersPath, extract: extractCodeowners },
  ],
  fileRules: [submoduleMovedRule, mesonWrapChangedRule, requiredChecksDroppedRule],
};
